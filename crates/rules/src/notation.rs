//! Move notation: long algebraic, the same on both boards.
//!
//! `Nb1-c3`, `Rc1xc7`, `e2-e3` (pawns carry no letter), `d7-d8=F` (promotion), `Ka5-c6` (the
//! king's leap is just a king move of knight shape). Circle cells read the same way: `Rа2-a7`,
//! `b4-b5`. [`parse_move`] also takes the bare forms lichess accepts from a keyboard: `b1c3`,
//! `b1-c3`, `d7d8f`.

use crate::geometry::Square;
use crate::piece::Role;
use crate::position::{Move, MoveList, Position};

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
    /// The text names a move that is not legal here.
    #[error("{text} is not a legal move here: {reason}")]
    Illegal {
        /// The text.
        text: String,
        /// Why (from [`Position::explain`]).
        reason: String,
    },
    /// The move needs a promotion choice.
    #[error("{text} promotes: add the piece, one of {choices}")]
    NeedsPromotion {
        /// The text.
        text: String,
        /// The choices, e.g. "=Q, =R".
        choices: String,
    },
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
    let illegal = |reason: String| MoveTextError::Illegal {
        text: text.trim().to_string(),
        reason,
    };
    if let (Some(role), Some(piece)) = (p.role, pos.piece_at(p.from)) {
        if piece.role() != role {
            return Err(illegal(format!(
                "the piece on {} is a {}",
                pos.rules().geometry.name(p.from),
                pos.rules().role_name(piece.role())
            )));
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
            Err(r) => r.message(pos.rules()),
            Ok(()) => "no such move".into(),
        })),
        (_, Some(r)) => candidates
            .iter()
            .copied()
            .find(|m| m.promotion == Some(r))
            .ok_or_else(|| illegal(format!("it cannot promote to {}", pos.rules().role_name(r)))),
        ([only], None) => Ok(*only),
        (many, None) => Err(MoveTextError::NeedsPromotion {
            text: text.trim().to_string(),
            choices: many
                .iter()
                .filter_map(|m| m.promotion)
                .map(|r| format!("={}", r.letter()))
                .collect::<Vec<_>>()
                .join(", "),
        }),
    }
}
