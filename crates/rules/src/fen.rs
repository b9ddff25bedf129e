//! The one-line position format. See `docs/records.md` for the full description.
//!
//! ```text
//! <board> <to-move> <roll> <quiet> <ply> [key=value ...]
//! ```
//!
//! The board lists rows separated by `/`: on the grid ranks 8 down to 1, files a to h; on the
//! circle rings a (outer) to d (inner), cells 1 to 16. A run of empty cells is a number; a piece
//! is its army letter (lower case: `w b` for two players, `s w n e` for four) and its role letter
//! (`K R N A F B Q P`); on the circle a pawn adds its direction, `+` towards higher cell numbers
//! or `-` towards lower ones.
//!
//! The board field alone (read for each ruleset's set-up, below the position) and [`FenError`]
//! are written in a module of their own and re-exported here: [`parse_board`], [`board_text`],
//! [`army_letter`] and [`army_letters`] keep their paths in `fen`.

// The board field is read below the position (each ruleset's set-up is one, see `fen_board`);
// these are its public paths.
pub use crate::fen_board::{army_letter, army_letters, board_text, parse_board, FenError};
use crate::fen_board::{err, parse_board_at, parse_piece, write_board, write_piece};
use crate::geometry::{PawnDir, Square};
use crate::outcome::{DrawReason, Outcome, WinReason};
use crate::piece::{Piece, Role, Seat, SeatSet, Team};
use crate::position::{Pending, Position};
use crate::ruleset::Ruleset;
use crate::variant::Variant;
use std::fmt::Write;

/// A position shows as its text in the position format: `Position(<board> <to-move> …)`.
// Written here rather than with `Position`, so that the position does not name its format.
impl std::fmt::Debug for Position {
    fn fmt(&self, f: &mut std::fmt::Formatter<'_>) -> std::fmt::Result {
        write!(f, "Position({})", write(self))
    }
}

/// Parses a whole position of `rules`, and checks that it can arise in that ruleset
/// ([`Position::validate`]).
///
/// # Errors
/// A [`FenError`] naming the column and what was expected, or what contradicts what in a well
/// formed position; never panics.
pub fn parse(rules: &'static Ruleset, s: &str) -> Result<Position, FenError> {
    let variant = Variant::of(rules);
    let mut fields = Vec::new();
    let mut start = None;
    for (i, c) in s.char_indices().chain(std::iter::once((s.len(), ' '))) {
        match (c.is_whitespace(), start) {
            (false, None) => start = Some(i),
            (true, Some(b)) => {
                fields.push((b + 1, &s[b..i]));
                start = None;
            }
            _ => {}
        }
    }
    if fields.len() < 5 {
        return err(
            s.len() + 1,
            format!(
                "expected 5 fields (board, side to move, roll, quiet plies, ply), found {}",
                fields.len()
            ),
        );
    }
    let (bcol, bstr) = fields[0];
    let board = parse_board_at(rules, bstr, bcol)?;
    let mut pos = Position::empty(variant);
    for (sq, p) in Square::all().zip(board) {
        if let Some(p) = p {
            pos.put(sq, p);
        }
    }
    let (col, side) = fields[1];
    let letters = army_letters(rules);
    pos.to_move = match side.chars().collect::<Vec<_>>().as_slice() {
        [c] if letters.contains(c) => Seat(letters.iter().position(|l| l == c).unwrap_or(0) as u8),
        _ => {
            let want: String = letters.iter().collect();
            return err(
                col,
                format!("expected the side to move, one of \"{want}\", found \"{side}\""),
            );
        }
    };
    let (col, roll) = fields[2];
    pos.roll = match (roll, rules.dice) {
        ("-", _) => None,
        (v, Some(d)) => {
            let value: Option<u8> = v.parse().ok();
            match d.faces.iter().position(|f| Some(f.value) == value) {
                Some(i) => Some(i as u8),
                None => {
                    let faces: Vec<String> = d.faces.iter().map(|f| f.value.to_string()).collect();
                    return err(
                        col,
                        format!(
                            "expected '-' or a face of the die ({}), found \"{v}\"",
                            faces.join(", ")
                        ),
                    );
                }
            }
        }
        (v, None) => {
            return err(
                col,
                format!("this ruleset has no dice: expected '-', found \"{v}\""),
            )
        }
    };
    let (col, quiet) = fields[3];
    pos.quiet = quiet.parse().or_else(|_| {
        err(
            col,
            format!("expected the number of quiet plies, found \"{quiet}\""),
        )
    })?;
    let (col, ply) = fields[4];
    pos.ply = ply
        .parse()
        .or_else(|_| err(col, format!("expected the ply number, found \"{ply}\"")))?;
    for &(col, field) in &fields[5..] {
        let (key, value) = field.split_once('=').unwrap_or((field, ""));
        let vcol = col + key.len() + 1;
        match key {
            "leap" => {
                for (k, c) in value.chars().enumerate() {
                    match letters.iter().position(|&l| l == c) {
                        Some(a) => pos.leap_used.insert(Seat(a as u8)),
                        None => {
                            return err(vcol + k, format!("expected an army letter, found '{c}'"))
                        }
                    }
                }
            }
            "captured" | "met" => {
                let mut i = 0;
                while i < value.len() {
                    let (p, len) = parse_piece(rules, &value[i..], vcol + i, false)?;
                    let count = if key == "captured" {
                        &mut pos.captured[p.army().index()][p.role() as usize]
                    } else if p.role() == Role::Pawn {
                        &mut pos.met[p.army().index()]
                    } else {
                        return err(vcol + i, "only pawns meet");
                    };
                    *count = match count.checked_add(1) {
                        Some(n) => n,
                        None => return err(vcol + i, "more than 255 pieces of one kind"),
                    };
                    i += len;
                }
            }
            "bonus" if value.is_empty() => pos.bonus = true,
            "offered" if value.is_empty() => pos.offered = true,
            "command" => pos.command = parse_armies(rules, value, vcol)?,
            "withdrawn" => pos.withdrawn = parse_armies(rules, value, vcol)?,
            "reintro" => pos.reintro = parse_armies(rules, value, vcol)?,
            "skip" => pos.skip = parse_armies(rules, value, vcol)?,
            "thrones" => pos.thrones = parse_armies(rules, value, vcol)?,
            "placing" => pos.placing = parse_armies(rules, value, vcol)?,
            "held" => {
                let pairs: Vec<char> = value.chars().collect();
                if pairs.len() % 2 != 0 {
                    return err(
                        vcol,
                        "expected pairs of army letters: the king's army, then its holder",
                    );
                }
                for (k, pair) in pairs.chunks(2).enumerate() {
                    let a = army_index(rules, pair[0], vcol + 2 * k)?;
                    let h = army_index(rules, pair[1], vcol + 2 * k + 1)?;
                    pos.holder[a] = Some(Seat(h as u8));
                }
            }
            "kings-lost" => {
                // An army letter followed by its count, repeated: "s1w12".
                let b = value.as_bytes();
                let mut i = 0;
                while i < b.len() {
                    let a = army_index(rules, b[i] as char, vcol + i)?;
                    let digits = b[i + 1..].iter().take_while(|c| c.is_ascii_digit()).count();
                    match value[i + 1..i + 1 + digits].parse::<u8>() {
                        Ok(n) => pos.kings_lost[a] = n,
                        Err(_) => {
                            return err(
                                vcol + i + 1,
                                "expected the number of times the king was captured (0 to 255)",
                            )
                        }
                    }
                    i += 1 + digits;
                }
            }
            "money" => {
                let parts: Vec<&str> = value.split(',').collect();
                if parts.len() != 4 {
                    return err(vcol, "expected four comma-separated amounts");
                }
                for (k, part) in parts.iter().enumerate() {
                    pos.money[k] = part.parse().or_else(|_| {
                        err(vcol, format!("expected a whole number, found \"{part}\""))
                    })?;
                }
            }
            "pot" => {
                pos.pot = value
                    .parse()
                    .or_else(|_| err(vcol, format!("expected a whole number, found \"{value}\"")))?
            }
            "no-empire" => {
                for (k, c) in value.chars().enumerate() {
                    match c {
                        '0' => pos.no_empire[0] = true,
                        '1' => pos.no_empire[1] = true,
                        _ => return err(vcol + k, format!("expected team 0 or 1, found '{c}'")),
                    }
                }
            }
            "pending" => {
                let chars: Vec<char> = value.chars().collect();
                pos.pending = Some(match chars.as_slice() {
                    ['a', 'n', 's', 'w', 'e', 'r', ':', o, a] => Pending::Answer {
                        offerer: Seat(army_index(rules, *o, vcol + 7)? as u8),
                        answerer: Seat(army_index(rules, *a, vcol + 8)? as u8),
                    },
                    ['p', 'l', 'a', 'c', 'e', ':', a] => Pending::Place { army: Seat(army_index(rules, *a, vcol + 6)? as u8) },
                    _ => return err(vcol, format!("expected answer:<offerer><answerer> or place:<army>, found \"{value}\"")),
                });
            }
            "win" => {
                let (team, reason) = value.split_once(':').unwrap_or((value, ""));
                let team = match team {
                    "0" => Team(0),
                    "1" => Team(1),
                    _ => return err(vcol, format!("expected team 0 or 1, found \"{team}\"")),
                };
                let reason = match reason {
                    "kings" => WinReason::KingsCaptured,
                    "all-but-kings" => WinReason::AllButKings,
                    "eliminated" => WinReason::TeamEliminated,
                    "last-team" => WinReason::LastTeam,
                    "resignation" => WinReason::Resignation,
                    _ => return err(vcol + 2, format!("unknown win reason \"{reason}\"")),
                };
                pos.outcome = Some(Outcome::Win { team, reason });
            }
            "draw" => {
                let reason = match value {
                    "fifty" => DrawReason::FiftyRounds,
                    "only-kings" => DrawReason::OnlyKings,
                    "agreement" => DrawReason::Agreement,
                    _ => return err(vcol, format!("unknown draw reason \"{value}\"")),
                };
                pos.outcome = Some(Outcome::Draw(reason));
            }
            _ => return err(col, format!("unknown field \"{field}\"")),
        }
    }
    pos.validate().map_err(|error| FenError::Invalid {
        column: field_column(&fields, error.field()),
        error,
    })?;
    Ok(pos)
}

/// The column of a field: one of the five leading fields by name, else the first `key=value`
/// field of that key; the board's if there is none.
fn field_column(fields: &[(usize, &str)], key: &str) -> usize {
    let leading = ["board", "side", "roll", "quiet", "ply"];
    let found = match leading.iter().position(|&k| k == key) {
        Some(i) => fields.get(i),
        None => fields
            .iter()
            .skip(leading.len())
            .find(|(_, f)| f.split_once('=').map_or(*f, |(k, _)| k) == key),
    };
    found.or(fields.first()).map_or(1, |&(column, _)| column)
}

fn army_index(rules: &Ruleset, c: char, column: usize) -> Result<usize, FenError> {
    match army_letters(rules).iter().position(|&l| l == c) {
        Some(a) => Ok(a),
        None => {
            let want: String = army_letters(rules).iter().collect();
            err(
                column,
                format!("expected an army letter (one of \"{want}\"), found '{c}'"),
            )
        }
    }
}

fn parse_armies(rules: &Ruleset, value: &str, column: usize) -> Result<SeatSet, FenError> {
    let mut set = SeatSet::EMPTY;
    for (k, c) in value.chars().enumerate() {
        set.insert(Seat(army_index(rules, c, column + k)? as u8));
    }
    Ok(set)
}

fn write_armies(rules: &Ruleset, key: &str, set: SeatSet, out: &mut String) {
    if !set.is_empty() {
        let _ = write!(out, " {key}=");
        for a in set.iter().filter(|a| a.index() < rules.players()) {
            out.push(army_letter(rules, a));
        }
    }
}

/// Writes a position; [`parse`] reads it back exactly.
pub fn write(pos: &Position) -> String {
    let rules = pos.rules();
    let mut out = String::with_capacity(96);
    write_board(rules, &pos.board, &mut out);
    out.push(' ');
    out.push(army_letter(rules, pos.to_move));
    match (pos.roll, rules.dice) {
        (Some(i), Some(d)) => {
            let _ = write!(out, " {}", d.faces[i as usize].value);
        }
        _ => out.push_str(" -"),
    }
    let _ = write!(out, " {} {}", pos.quiet, pos.ply);
    if !pos.leap_used.is_empty() {
        out.push_str(" leap=");
        for a in pos.leap_used.iter().filter(|a| a.index() < rules.players()) {
            out.push(army_letter(rules, a));
        }
    }
    let pool = |out: &mut String, key: &str, counts: &dyn Fn(usize, usize) -> u8| {
        let mut body = String::new();
        for a in 0..rules.players() {
            for r in Role::ALL {
                for _ in 0..counts(a, r as usize) {
                    write_piece(
                        rules,
                        Piece::new(Seat(a as u8), r, PawnDir(0)),
                        false,
                        &mut body,
                    );
                }
            }
        }
        if !body.is_empty() {
            let _ = write!(out, " {key}={body}");
        }
    };
    pool(&mut out, "captured", &|a, r| pos.captured[a][r]);
    pool(&mut out, "met", &|a, r| {
        if r == Role::Pawn as usize {
            pos.met[a]
        } else {
            0
        }
    });
    if pos.bonus {
        out.push_str(" bonus");
    }
    if pos.offered {
        out.push_str(" offered");
    }
    write_armies(rules, "command", pos.command, &mut out);
    write_armies(rules, "withdrawn", pos.withdrawn, &mut out);
    if pos.holder.iter().any(Option::is_some) {
        out.push_str(" held=");
        for (a, holder) in pos.holder.iter().enumerate().take(rules.players()) {
            if let Some(holder) = *holder {
                out.push(army_letter(rules, Seat(a as u8)));
                out.push(army_letter(rules, holder));
            }
        }
    }
    if pos.kings_lost.iter().any(|&n| n != 0) {
        out.push_str(" kings-lost=");
        for a in 0..rules.players() {
            if pos.kings_lost[a] != 0 {
                let _ = write!(
                    out,
                    "{}{}",
                    army_letter(rules, Seat(a as u8)),
                    pos.kings_lost[a]
                );
            }
        }
    }
    write_armies(rules, "reintro", pos.reintro, &mut out);
    write_armies(rules, "skip", pos.skip, &mut out);
    write_armies(rules, "thrones", pos.thrones, &mut out);
    write_armies(rules, "placing", pos.placing, &mut out);
    if pos.money != [0; 4] || pos.pot != 0 {
        let m = pos.money;
        let _ = write!(
            out,
            " money={},{},{},{} pot={}",
            m[0], m[1], m[2], m[3], pos.pot
        );
    }
    if pos.no_empire.contains(&true) {
        out.push_str(" no-empire=");
        for (t, _) in pos.no_empire.iter().enumerate().filter(|(_, &no)| no) {
            let _ = write!(out, "{t}");
        }
    }
    match pos.pending {
        None => {}
        Some(Pending::Answer { offerer, answerer }) => {
            let _ = write!(
                out,
                " pending=answer:{}{}",
                army_letter(rules, offerer),
                army_letter(rules, answerer)
            );
        }
        Some(Pending::Place { army }) => {
            let _ = write!(out, " pending=place:{}", army_letter(rules, army));
        }
    }
    match pos.outcome {
        None => {}
        Some(Outcome::Win { team, reason }) => {
            let reason = match reason {
                WinReason::KingsCaptured => "kings",
                WinReason::AllButKings => "all-but-kings",
                WinReason::TeamEliminated => "eliminated",
                WinReason::LastTeam => "last-team",
                WinReason::Resignation => "resignation",
            };
            let _ = write!(out, " win={}:{reason}", team.0);
        }
        Some(Outcome::Draw(reason)) => {
            let reason = match reason {
                DrawReason::FiftyRounds => "fifty",
                DrawReason::OnlyKings => "only-kings",
                DrawReason::Agreement => "agreement",
            };
            let _ = write!(out, " draw={reason}");
        }
    }
    out
}
