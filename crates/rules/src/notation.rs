//! Move notation: long algebraic, the same on both boards.
//!
//! `Nb1-c3`, `Rc1xc7`, `e2-e3` (pawns carry no letter), `d7-d8=F` (promotion), `Ka5-c6` (the
//! king's leap is just a king move of knight shape). Circle cells read the same way: `Rа2-a7`,
//! `b4-b5`. [`parse_move`] also takes the bare forms lichess accepts from a keyboard: `b1c3`,
//! `b1-c3`, `d7d8f`.
//!
//! The role letters are the same in every ruleset, by movement (`K R N A F B Q P`: see
//! `docs/records.md`), whatever the ruleset calls the piece.
//!
//! A player typing a move may also use the short form of the chess books, [`parse_typed`]:
//! `e3`, `Nf3`, `Nxc3`, `dxe4`, `Nbd2`, `R1a3`, `d8=F`, and on the circle `b5`, `Ra12`,
//! `Rba12`. Records keep to the long form, which says where each piece came from.

use crate::explain::Refusal;
use crate::geometry::{Bitboard, Geometry, Square};
use crate::piece::Role;
use crate::position::{Move, MoveList, Position};
use crate::ruleset::Ruleset;

/// Writes a legal move of `pos` in record notation.
pub fn write_move(pos: &Position, mv: Move) -> String {
    let g = pos.rules().geometry;
    let mut s = String::with_capacity(10);
    if let Some(p) = pos.piece_at(mv.from) {
        if p.role() != Role::Pawn {
            s.push(p.role().letter());
        }
    }
    s.push_str(&g.name(mv.from));
    s.push(if pos.piece_at(mv.to).is_some() {
        'x'
    } else {
        '-'
    });
    s.push_str(&g.name(mv.to));
    if let Some(r) = mv.promotion {
        s.push('=');
        s.push(r.letter());
    }
    s
}

/// Why a move text could not be read as a legal move.
#[derive(Clone, PartialEq, Eq, Debug, thiserror::Error)]
pub enum MoveTextError {
    /// The text is not of the move form.
    #[error("\"{text}\" is not a move: expected e.g. Nb1-c3, e2-e3 or d7-d8=F")]
    Syntax {
        /// The text.
        text: String,
    },
    /// The typed text is neither the long nor the short form of a move ([`parse_typed`]).
    #[error("\"{text}\" is not a move: expected e.g. e3, Nc3, Nxc3, dxe4 or Nb1-c3")]
    TypedSyntax {
        /// The text.
        text: String,
    },
    /// A short form that fits several legal moves ([`parse_typed`]).
    #[error(
        "{text} is ambiguous: it could be {}; type the one you mean",
        or_list(candidates)
    )]
    Ambiguous {
        /// The text.
        text: String,
        /// The moves it fits, in the long form: `Nb1-c3`, `Ne2-c3` (a UI joins them in its
        /// own words).
        candidates: Vec<String>,
    },
    /// The text names a move that is not legal here.
    #[error("{text} is not a legal move here: {}", reason.english_in(ruleset))]
    Illegal {
        /// The text.
        text: String,
        /// Why.
        reason: Illegality,
        /// The ruleset's id, for the names in the English message (written only when the
        /// error is displayed: a UI that words it itself carries no English).
        ruleset: &'static str,
    },
    /// The move needs a promotion choice.
    #[error("{text} promotes: add the piece, one of {}", promotion_list(choices))]
    NeedsPromotion {
        /// The text.
        text: String,
        /// The kinds it may promote to.
        choices: Vec<Role>,
    },
}

/// Why a move text that reads names no legal move: structured, so that a UI can say it in its
/// own words (the `Display` is the command line's English).
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub enum Illegality {
    /// The engine's reason ([`Position::explain`]).
    Refused(Refusal),
    /// The text names another kind of piece than the one on its cell.
    WrongPiece {
        /// The cell.
        at: Square,
        /// What stands there.
        is: Role,
    },
    /// The piece could go there, but not now (no reason more precise).
    NoSuchMove,
    /// The move does not promote to this kind.
    CannotPromoteTo(Role),
    /// No piece of this kind the player moves can go to the cell.
    NoneCanGo {
        /// The kind.
        role: Role,
        /// The cell.
        to: Square,
    },
}

impl Illegality {
    /// The reason in English, in the ruleset of this id, for the command line and records'
    /// errors (the page words it through its messages).
    pub fn english_in(self, ruleset: &str) -> String {
        let Some(rules) = Ruleset::by_id(ruleset) else {
            return "no such move".into();
        };
        let g = rules.geometry;
        match self {
            Illegality::Refused(r) => r.message(rules),
            Illegality::WrongPiece { at, is } => {
                format!("the piece on {} is a {}", g.name(at), rules.role_name(is))
            }
            Illegality::NoSuchMove => "no such move".into(),
            Illegality::CannotPromoteTo(r) => {
                format!("it cannot promote to {}", rules.role_name(r))
            }
            Illegality::NoneCanGo { role, to } => {
                format!(
                    "no {} can go to {}",
                    rules.role_name_lower(role),
                    g.name(to)
                )
            }
        }
    }
}

/// The parts of a move text.
struct Parsed {
    role: Option<Role>,
    from: Square,
    to: Square,
    promotion: Option<Role>,
}

fn parse_parts(pos: &Position, text: &str) -> Option<Parsed> {
    let g = pos.rules().geometry;
    let t = text.trim();
    let mut rest = t;
    let mut role = None;
    if let Some(c) = rest.chars().next() {
        if c.is_ascii_uppercase() {
            role = Some(Role::from_letter(c)?);
            rest = &rest[1..];
        }
    }
    let (from, n) = g.parse_prefix(rest)?;
    rest = &rest[n..];
    rest = rest.strip_prefix(['-', 'x', ':']).unwrap_or(rest);
    let (to, n) = g.parse_prefix(rest)?;
    rest = &rest[n..];
    rest = rest.strip_prefix('=').unwrap_or(rest);
    let promotion = match rest.chars().next() {
        None => None,
        Some(c) if rest.len() == 1 => Some(Role::from_letter(c)?),
        Some(_) => return None,
    };
    Some(Parsed {
        role,
        from,
        to,
        promotion,
    })
}

/// Reads a move text against the legal moves of `pos`.
///
/// # Errors
/// A [`MoveTextError`] saying what is wrong, with the engine's reason for an illegal move.
pub fn parse_move(pos: &Position, text: &str) -> Result<Move, MoveTextError> {
    let Some(p) = parse_parts(pos, text) else {
        return Err(MoveTextError::Syntax {
            text: text.trim().to_string(),
        });
    };
    let illegal = |reason: Illegality| MoveTextError::Illegal {
        text: text.trim().to_string(),
        reason,
        ruleset: pos.rules().id,
    };
    if let (Some(role), Some(piece)) = (p.role, pos.piece_at(p.from)) {
        if piece.role() != role {
            return Err(illegal(Illegality::WrongPiece {
                at: p.from,
                is: piece.role(),
            }));
        }
    }
    let mut list = MoveList::new();
    pos.gen_moves(&mut list);
    let candidates: Vec<Move> = list
        .iter()
        .copied()
        .filter(|m| m.from == p.from && m.to == p.to)
        .collect();
    match (candidates.as_slice(), p.promotion) {
        ([], _) => Err(illegal(match pos.explain(p.from, p.to) {
            Err(r) => Illegality::Refused(r),
            Ok(()) => Illegality::NoSuchMove,
        })),
        (_, Some(r)) => candidates
            .iter()
            .copied()
            .find(|m| m.promotion == Some(r))
            .ok_or_else(|| illegal(Illegality::CannotPromoteTo(r))),
        ([only], None) => Ok(*only),
        (many, None) => Err(MoveTextError::NeedsPromotion {
            text: text.trim().to_string(),
            choices: many.iter().filter_map(|m| m.promotion).collect(),
        }),
    }
}

/// Which of the mover's pieces a short form means, besides its role: the chess books' "file or
/// rank" of the starting cell (on the circle: its ring letter or cell number), or the cell.
#[derive(Clone, Copy, PartialEq, Eq, Debug)]
enum FromHint {
    Any,
    Letter(u8),
    Number(u8),
    Cell(Square),
}

/// A short move text, read: `[role][from hint][x]<to>[[=]promotion]`.
#[derive(Clone, Copy, PartialEq, Eq, Debug)]
struct Short {
    /// The moving piece's role; `None` (no letter) is a pawn.
    role: Option<Role>,
    from: FromHint,
    to: Square,
    promotion: Option<Role>,
}

/// A cell's name split into its letter (`0` for `a`) and its number: the grid's file and rank,
/// the circle's ring and cell.
fn letter_number(g: Geometry, sq: Square) -> (u8, u8) {
    let name = g.name(sq);
    let letter = name.as_bytes()[0] - b'a';
    (letter, name[1..].parse().unwrap_or(0))
}

/// Reads the short form (see the module's documentation); `None` if the text is not of it.
fn parse_short(g: Geometry, text: &str) -> Option<Short> {
    if !text.is_ascii() {
        return None;
    }
    let (letters, numbers) = g.dims();
    let (letters, numbers) = match g {
        Geometry::Grid => (numbers, letters),
        Geometry::Circle => (letters, numbers),
    };
    let mut rest = text;
    let mut role = None;
    if rest.starts_with(|c: char| c.is_ascii_uppercase()) {
        role = Some(Role::from_letter(rest.as_bytes()[0] as char)?);
        rest = &rest[1..];
    }
    // A cell ends with a digit: a letter after it is the promotion.
    let mut promotion = None;
    if let Some(last) = rest.chars().last().filter(char::is_ascii_alphabetic) {
        promotion = Some(Role::from_letter(last)?);
        rest = &rest[..rest.len() - 1];
        rest = rest.strip_suffix('=').unwrap_or(rest);
    }
    // The destination starts at the last letter; what comes before says where from.
    let at = rest.rfind(|c: char| c.is_ascii_alphabetic())?;
    let to = g.parse(&rest[at..])?;
    let hint = &rest[..at];
    let hint = hint.strip_suffix(['x', '-', ':']).unwrap_or(hint);
    let from = match hint.as_bytes() {
        [] => FromHint::Any,
        [c] if c.is_ascii_lowercase() && c - b'a' < letters => FromHint::Letter(c - b'a'),
        // A lower-case role letter that is no file or ring, as a phone's keyboard may type it.
        [c] if role.is_none() && c.is_ascii_lowercase() => {
            role = Some(Role::from_letter(*c as char)?);
            FromHint::Any
        }
        digits if digits.iter().all(u8::is_ascii_digit) => {
            let n: u8 = hint.parse().ok()?;
            if !(1..=numbers).contains(&n) {
                return None;
            }
            FromHint::Number(n)
        }
        _ => FromHint::Cell(g.parse(hint)?),
    };
    Some(Short {
        role,
        from,
        to,
        promotion,
    })
}

impl FromHint {
    fn fits(self, g: Geometry, sq: Square) -> bool {
        let (letter, number) = letter_number(g, sq);
        match self {
            FromHint::Any => true,
            FromHint::Letter(l) => l == letter,
            FromHint::Number(n) => n == number,
            FromHint::Cell(c) => c == sq,
        }
    }
}

/// "=Q, =R": the promotion choices as the English messages write them.
fn promotion_list(choices: &[Role]) -> String {
    choices
        .iter()
        .map(|r| format!("={}", r.letter()))
        .collect::<Vec<_>>()
        .join(", ")
}

/// "a, b or c".
fn or_list(items: &[String]) -> String {
    match items {
        [] => String::new(),
        [one] => one.clone(),
        [init @ .., last] => format!("{} or {last}", init.join(", ")),
    }
}

/// Reads a move as a player types it: the long form of [`parse_move`] (`Nb1-c3`, `b1c3`), or
/// the short form where it names one legal move (`e3`, `Nc3`, `Nxc3`, `dxe4`, `Nbd2`, `d8=F`;
/// on the circle `b5`, `Ra12`). No letter means a pawn, as in the chess books.
///
/// # Errors
/// A [`MoveTextError`]: the text as typed and what is wrong, the engine's reason for an
/// illegal move, or the moves an ambiguous short form could be.
pub fn parse_typed(pos: &Position, text: &str) -> Result<Move, MoveTextError> {
    let text = text.trim();
    if parse_parts(pos, text).is_some() {
        return parse_move(pos, text);
    }
    let g = pos.rules().geometry;
    let Some(short) = parse_short(g, text) else {
        return Err(MoveTextError::TypedSyntax { text: text.into() });
    };
    let role = short.role.unwrap_or(Role::Pawn);
    let illegal = |reason: Illegality| MoveTextError::Illegal {
        text: text.into(),
        reason,
        ruleset: pos.rules().id,
    };
    let mut list = MoveList::new();
    pos.gen_moves(&mut list);
    let candidates: Vec<Move> = list
        .iter()
        .copied()
        .filter(|m| {
            m.to == short.to
                && short.from.fits(g, m.from)
                && pos.piece_at(m.from).is_some_and(|p| p.role() == role)
        })
        .collect();
    // The pieces that could make the move (one move per promotion choice).
    let mut froms: Vec<Square> = Vec::new();
    for m in &candidates {
        if !froms.contains(&m.from) {
            froms.push(m.from);
        }
    }
    match froms.as_slice() {
        [] => Err(illegal(why_none(pos, &short, role))),
        [_] => {
            let forms = candidates;
            match (forms.as_slice(), short.promotion) {
                (_, Some(r)) => forms
                    .iter()
                    .copied()
                    .find(|m| m.promotion == Some(r))
                    .ok_or_else(|| illegal(Illegality::CannotPromoteTo(r))),
                ([only], None) => Ok(*only),
                (many, None) => Err(MoveTextError::NeedsPromotion {
                    text: text.into(),
                    choices: many.iter().filter_map(|m| m.promotion).collect(),
                }),
            }
        }
        many => Err(MoveTextError::Ambiguous {
            text: text.into(),
            candidates: many
                .iter()
                .map(|&from| {
                    write_move(
                        pos,
                        Move {
                            from,
                            to: short.to,
                            promotion: None,
                        },
                    )
                })
                .collect(),
        }),
    }
}

/// Why no legal move fits a short form: the engine's reason when one piece is meant, else that
/// none of the kind can go there.
fn why_none(pos: &Position, short: &Short, role: Role) -> Illegality {
    let g = pos.rules().geometry;
    let mine = pos
        .movable_armies()
        .iter()
        .fold(Bitboard::EMPTY, |b, a| b | pos.army_cells(a));
    let pieces: Vec<Square> = (mine & pos.role_cells(role))
        .filter(|&sq| short.from.fits(g, sq))
        .collect();
    // A pawn without a hint is most likely the one on the destination's file (on the circle,
    // ring): "e4" for the pawn on e2.
    let (to_letter, _) = letter_number(g, short.to);
    let in_line: Vec<Square> = pieces
        .iter()
        .copied()
        .filter(|&sq| letter_number(g, sq).0 == to_letter)
        .collect();
    let meant = match (pieces.as_slice(), in_line.as_slice()) {
        ([one], _) => Some(*one),
        (_, [one]) if role == Role::Pawn && short.from == FromHint::Any => Some(*one),
        _ => None,
    };
    let any = meant.or(pieces.first().copied()).unwrap_or(short.to);
    match (meant, pos.explain(any, short.to)) {
        (Some(_), Err(r)) => Illegality::Refused(r),
        // Reasons that hold for every piece: the game is over, the die is to be rolled…
        (None, Err(r @ (Refusal::GameOver | Refusal::MustRoll | Refusal::DieForbids(_)))) => {
            Illegality::Refused(r)
        }
        _ => Illegality::NoneCanGo { role, to: short.to },
    }
}

#[cfg(test)]
mod tests {
    use super::*;
    use crate::{fen, Game, Ruleset};

    /// The position of `fen_text` in ruleset `id`, or its start with an empty FEN.
    fn position(id: &str, fen_text: &str) -> Position {
        let rules = Ruleset::by_id(id).unwrap();
        if fen_text.is_empty() {
            *Game::new(rules, 1).position()
        } else {
            fen::parse(rules, fen_text).unwrap()
        }
    }

    /// The typed text read, in the long form.
    fn typed(pos: &Position, text: &str) -> Result<String, String> {
        parse_typed(pos, text)
            .map(|m| write_move(pos, m))
            .map_err(|e| e.to_string())
    }

    #[test]
    fn short_forms_on_the_two_handed_grid() {
        let pos = position("chaturanga-v3", "");
        for (text, long) in [
            ("e3", "e2-e3"),
            ("Nc3", "Nb1-c3"),
            ("Nf3", "Ng1-f3"),
            ("Kd3", "Ke1-d3"),
            ("Ae3", "Ac1-e3"),
            ("Ad3", "Af1-d3"),
            // The long forms as before, and a role letter typed in lower case.
            ("e2-e3", "e2-e3"),
            ("Nb1c3", "Nb1-c3"),
            ("nc3", "Nb1-c3"),
            (" h3 ", "h2-h3"),
        ] {
            assert_eq!(typed(&pos, text).as_deref(), Ok(long), "{text}");
        }
    }

    #[test]
    fn captures_and_hints_name_the_piece() {
        // White knights on b1 and f1, rooks on a1 and a5, pawns on d4 and f4; Black's pawn on
        // e5.
        let pos = position(
            "chaturanga-v3",
            "4bK3/8/8/wR3bP3/3wP1wP2/8/8/wRwN3wNwK1 w - 0 0",
        );
        for (text, long) in [
            ("dxe5", "d4xe5"),
            ("fxe5", "f4xe5"),
            ("Nbd2", "Nb1-d2"),
            ("Nfd2", "Nf1-d2"),
            ("Nb1d2", "Nb1-d2"),
            ("R1a3", "Ra1-a3"),
            ("R5a3", "Ra5-a3"),
            ("Rxe5", "Ra5xe5"),
        ] {
            assert_eq!(typed(&pos, text).as_deref(), Ok(long), "{text}");
        }
        // Several pieces fit: the message lists them, and keeps the text as typed.
        assert_eq!(
            typed(&pos, "Nd2"),
            Err("Nd2 is ambiguous: it could be Nb1-d2 or Nf1-d2; type the one you mean".into())
        );
        assert_eq!(
            typed(&pos, "xe5"),
            Err("xe5 is ambiguous: it could be d4xe5 or f4xe5; type the one you mean".into())
        );
        // Both knights stand on rank 1: the rank tells them apart no better.
        let error = typed(&pos, "N1d2").unwrap_err();
        assert!(error.contains("ambiguous"), "{error}");
        let error = typed(&pos, "Ra3").unwrap_err();
        assert!(error.contains("Ra1-a3 or Ra5-a3"), "{error}");
    }

    #[test]
    fn illegal_short_forms_give_the_engines_reason() {
        let pos = position("chaturanga-v3", "");
        let name = |r: Role| pos.rules().role_name_lower(r);
        // The e-pawn is meant, and it steps one cell.
        assert_eq!(
            typed(&pos, "e4"),
            Err(format!(
                "e4 is not a legal move here: the {} does not move that way",
                name(Role::Pawn)
            ))
        );
        // Neither knight reaches d4.
        assert_eq!(
            typed(&pos, "Nd4"),
            Err(format!(
                "Nd4 is not a legal move here: no {} can go to d4",
                name(Role::Knight)
            ))
        );
        // The b-pawn is named, and it captures only diagonally.
        assert_eq!(
            typed(&pos, "bxc3"),
            Err(format!(
                "bxc3 is not a legal move here: the {} moves diagonally only to capture",
                name(Role::Pawn)
            ))
        );
        for text in ["zz", "Xe4", "e9", "exe", "Ne2e4e6", "é4", "99e4"] {
            assert_eq!(
                parse_typed(&pos, text),
                Err(MoveTextError::TypedSyntax { text: text.into() }),
                "{text}"
            );
        }
    }

    #[test]
    fn short_forms_on_the_four_handed_grid() {
        let pos = position("chaturanga-v1", "");
        for (text, long) in [
            ("c3", "c2-c3"),
            ("Nc3", "Nb1-c3"),
            ("Kc3", "Kd1-c3"),
            ("Ac3", "Aa1-c3"),
            ("Ke2", "Kd1-e2"),
        ] {
            assert_eq!(typed(&pos, text).as_deref(), Ok(long), "{text}");
        }
        // South's d-pawn steps one cell; East's pawns are not South's to move.
        let error = typed(&pos, "d4").unwrap_err();
        assert!(
            error.starts_with("d4 is not a legal move here: the "),
            "{error}"
        );
        assert!(error.ends_with("does not move that way"), "{error}");
        let error = typed(&pos, "f3").unwrap_err();
        assert!(error.contains("can go to f3"), "{error}");
    }

    #[test]
    fn short_forms_on_the_circle() {
        let pos = position("byzantine-modern", "");
        for (text, long) in [
            ("a5", "a4-a5"),
            ("a6", "a4-a6"),
            ("a16", "a1-a16"),
            ("Na16", "Nb2-a16"),
            ("Nc5", "Nb3-c5"),
            ("Nba5", "Nb3-a5"),
        ] {
            assert_eq!(typed(&pos, text).as_deref(), Ok(long), "{text}");
        }
        // Rooks on a10 and a14 both reach a12: the cell numbers or the long form tell them
        // apart.
        let pos = position("byzantine-modern", "9wR3wR2/16/16/wK7bK7 w - 0 0");
        assert_eq!(
            typed(&pos, "Ra12"),
            Err(
                "Ra12 is ambiguous: it could be Ra10-a12 or Ra14-a12; type the one you mean".into()
            )
        );
        assert_eq!(typed(&pos, "R10a12").as_deref(), Ok("Ra10-a12"));
        assert_eq!(typed(&pos, "R14a12").as_deref(), Ok("Ra14-a12"));
        assert_eq!(typed(&pos, "Ra14-a12").as_deref(), Ok("Ra14-a12"));
        assert_eq!(typed(&pos, "Rb14").as_deref(), Ok("Ra14-b14"));
        assert!(matches!(
            parse_typed(&pos, "R17a12"),
            Err(MoveTextError::TypedSyntax { .. })
        ));
    }

    #[test]
    fn short_promotions() {
        let pos = position("byzantine-modern", "8wP+7/16/16/wK7bK7 w - 0 0");
        assert!(matches!(
            parse_typed(&pos, "a10"),
            Err(MoveTextError::NeedsPromotion { ref text, .. }) if text == "a10"
        ));
        let knight = |text| parse_typed(&pos, text).unwrap().promotion;
        assert_eq!(knight("a10=N"), Some(Role::Knight));
        assert_eq!(knight("a10N"), Some(Role::Knight));
        assert_eq!(knight("a9-a10=N"), Some(Role::Knight));
        let error = typed(&pos, "a10=K").unwrap_err();
        assert!(
            error.starts_with("a10=K is not a legal move here: it cannot promote"),
            "{error}"
        );
    }

    #[test]
    fn reasons_that_hold_for_every_piece() {
        // Chaturaji starts with East to move after the roll-off: nothing moves before the roll.
        let rules = Ruleset::by_id("chaturaji").unwrap();
        let mut game = Game::new(rules, 1);
        while !game.position().needs_roll() {
            let action = game.legal_actions()[0];
            game.play(action).unwrap();
        }
        let error = typed(game.position(), "Kg5").unwrap_err();
        assert!(error.ends_with("roll the die first"), "{error}");
    }
}
