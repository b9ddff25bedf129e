//! The board field of the position format (see [`crate::fen`] and `docs/records.md`): army
//! letters, piece tokens and rows of cells, read and written; and [`FenError`], what the reader
//! says of text it refuses.
//!
//! The board is read on its own as well: each ruleset's set-up is a board field, which
//! [`Variant`](crate::variant::Variant) parses once. So this part of the format sits below the
//! position (and below `Variant`), and [`crate::fen`], which reads and writes whole positions,
//! builds on it and re-exports what is public here.

use crate::geometry::{Geometry, PawnDir};
use crate::piece::{Piece, Role, Seat};
use crate::position_error::PositionError;
use crate::ruleset::Ruleset;
use std::fmt::Write;

/// Why a position string was refused.
#[derive(Clone, PartialEq, Eq, Debug, thiserror::Error)]
pub enum FenError {
    /// The text is malformed.
    #[error("column {column}: {message}")]
    Syntax {
        /// 1-based column of the problem.
        column: usize,
        /// What is wrong or was expected.
        message: String,
    },
    /// The text is well formed, but the position it describes cannot arise in its ruleset.
    #[error("column {column}: {error}")]
    Invalid {
        /// 1-based column of the field the contradiction is about.
        column: usize,
        /// What is wrong.
        error: PositionError,
    },
}

impl FenError {
    /// 1-based column of the problem.
    pub fn column(&self) -> usize {
        match self {
            FenError::Syntax { column, .. } | FenError::Invalid { column, .. } => *column,
        }
    }

    /// What is wrong, without the column.
    pub fn reason(&self) -> String {
        match self {
            FenError::Syntax { message, .. } => message.clone(),
            FenError::Invalid { error, .. } => error.to_string(),
        }
    }
}

/// A syntax error at `column` (1-based).
pub(crate) fn err<T>(column: usize, message: impl Into<String>) -> Result<T, FenError> {
    Err(FenError::Syntax {
        column,
        message: message.into(),
    })
}

/// The army letters of a ruleset, by seat.
pub fn army_letters(rules: &Ruleset) -> &'static [char] {
    if rules.is_four_handed() {
        &['s', 'w', 'n', 'e']
    } else {
        &['w', 'b']
    }
}

/// The letter of an army.
pub fn army_letter(rules: &Ruleset, army: Seat) -> char {
    army_letters(rules)[army.index()]
}

/// Parses a piece token at the start of `s` (used at `column`), returning the piece and its length.
pub(crate) fn parse_piece(
    rules: &Ruleset,
    s: &str,
    column: usize,
    board: bool,
) -> Result<(Piece, usize), FenError> {
    let mut chars = s.chars();
    let a = chars.next().unwrap_or(' ');
    let Some(army) = army_letters(rules).iter().position(|&c| c == a) else {
        let want: String = army_letters(rules).iter().collect();
        return err(
            column,
            format!("expected an army letter (one of \"{want}\") or a number, found '{a}'"),
        );
    };
    let army = Seat(army as u8);
    let r = chars.next().unwrap_or(' ');
    let role = match Role::from_letter(r) {
        Some(role) if r.is_ascii_uppercase() => role,
        _ => {
            return err(
                column + 1,
                format!("expected a piece letter (K R N A F B Q P), found '{r}'"),
            )
        }
    };
    let mut len = 2;
    let dir = if role == Role::Pawn && board && rules.geometry == Geometry::Circle {
        len += 1;
        match chars.next() {
            Some('+') => PawnDir::UP,
            Some('-') => PawnDir::DOWN,
            other => {
                return err(
                    column + 2,
                    format!(
                        "expected a pawn direction '+' or '-', found {}",
                        other.map_or("the end".into(), |c| format!("'{c}'"))
                    ),
                )
            }
        }
    } else {
        rules.seat(army).pawn_dir
    };
    Ok((Piece::new(army, role, dir), len))
}

/// Writes a piece token: army and role letters, and on the circle's board a pawn's direction.
pub(crate) fn write_piece(rules: &Ruleset, p: Piece, board: bool, out: &mut String) {
    out.push(army_letter(rules, p.army()));
    out.push(p.role().letter());
    if board && p.role() == Role::Pawn && rules.geometry == Geometry::Circle {
        out.push(if p.dir() == PawnDir::UP { '+' } else { '-' });
    }
}

/// Parses the board field alone (also used for each ruleset's set-up).
pub fn parse_board(rules: &Ruleset, s: &str) -> Result<[Option<Piece>; 64], FenError> {
    parse_board_at(rules, s, 1)
}

/// Parses the board field, which starts at `col0` (1-based) of the text.
pub(crate) fn parse_board_at(
    rules: &Ruleset,
    s: &str,
    col0: usize,
) -> Result<[Option<Piece>; 64], FenError> {
    let g = rules.geometry;
    let (rows, cols) = g.dims();
    let mut board = [None; 64];
    let mut row = 0u8;
    let mut col = 0u8;
    let mut i = 0;
    let bytes = s.as_bytes();
    while i < bytes.len() {
        let column = col0 + i;
        let c = bytes[i] as char;
        if c == '/' {
            if col != cols {
                return err(
                    column,
                    format!("row {} has {col} cells, expected {cols}", row + 1),
                );
            }
            row += 1;
            col = 0;
            if row >= rows {
                return err(column, format!("too many rows, expected {rows}"));
            }
            i += 1;
        } else if c.is_ascii_digit() {
            let digits = bytes[i..].iter().take_while(|b| b.is_ascii_digit()).count();
            let n: u32 = s[i..i + digits].parse().unwrap_or(u32::MAX);
            if n == 0 || u32::from(col) + n > u32::from(cols) {
                return err(
                    column,
                    format!("{n} empty cells do not fit in a row of {cols}"),
                );
            }
            col += n as u8;
            i += digits;
        } else {
            if col >= cols {
                return err(
                    column,
                    format!("row {} has more than {cols} cells", row + 1),
                );
            }
            let (piece, len) = parse_piece(rules, &s[i..], column, true)?;
            // `row < rows` and `col < cols` here, so the index is below 64.
            let index = match g {
                Geometry::Grid => (rows - 1 - row) * 8 + col,
                Geometry::Circle => row * 16 + col,
            };
            board[usize::from(index)] = Some(piece);
            col += 1;
            i += len;
        }
    }
    if row != rows - 1 || col != cols {
        return err(
            col0 + s.len(),
            format!("the board ends early: expected {rows} rows of {cols} cells"),
        );
    }
    Ok(board)
}

/// The board field of a position with these pieces (by [`Square`](crate::geometry::Square)
/// index), as [`write()`](crate::fen::write) writes it: with the other fields, text that
/// [`parse`](crate::fen::parse) reads and checks (lessons build their scenes this way, so every
/// scene passes the same checks as a typed position).
pub fn board_text(rules: &Ruleset, board: &[Option<Piece>; 64]) -> String {
    let mut out = String::with_capacity(64);
    write_board(rules, board, &mut out);
    out
}

/// Writes the board field.
pub(crate) fn write_board(rules: &Ruleset, board: &[Option<Piece>; 64], out: &mut String) {
    let g = rules.geometry;
    let (rows, cols) = g.dims();
    for row in 0..rows {
        if row > 0 {
            out.push('/');
        }
        let mut empty = 0;
        for col in 0..cols {
            let sq = match g {
                Geometry::Grid => (rows - 1 - row) * 8 + col,
                Geometry::Circle => row * 16 + col,
            };
            match board[sq as usize] {
                None => empty += 1,
                Some(p) => {
                    if empty > 0 {
                        let _ = write!(out, "{empty}");
                        empty = 0;
                    }
                    write_piece(rules, p, true, out);
                }
            }
        }
        if empty > 0 {
            let _ = write!(out, "{empty}");
        }
    }
}
