//! # ashtapada-rules
//!
//! One rules engine for the Chaturanga family: four-handed dice Chaturanga and Chaturaji,
//! two-handed Chaturanga, and Byzantine circular chess. Pure Rust, no browser or I/O; it compiles
//! natively and to `wasm32-unknown-unknown`.
//!
//! Where things live:
//! * [`geometry`]: the two boards, cells, bitboards and movement tables (no rules).
//! * [`piece`]: roles (named by movement), seats, teams, pieces.
//! * [`ruleset`]: the eight rulesets as data, with their readings for the rules pages.
//! * [`position`]: the position, move generation, capture and promotion rules, playing a move.
//! * [`explain`]: "where can this piece go" and "why can't it go there".
//! * [`game`]: a game with history, dice seed, undo and redo.
//! * [`fen`] and [`notation`]: the position format and move notation (see `docs/records.md`).
//! * [`validate`]: whether a position's extras agree with its board (the reader checks it).
//! * [`perft`]: node counts for testing and benchmarking.
//!
//! ```
//! use ashtapada_rules::{Game, Ruleset, perft::perft};
//! let rules = Ruleset::by_id("chaturanga-v3").unwrap();
//! let mut game = Game::new(rules, 7);
//! game.play_text("e2-e3").unwrap();
//! // Black answers with 8 pawn steps, 4 knight and 4 alfil moves, and 2 rajah leaps.
//! assert_eq!(perft(game.position(), 1), 18);
//! ```

#![warn(missing_docs)]

pub mod action;
pub mod event;
pub mod explain;
pub mod fen;
mod fen_board;
pub mod game;
pub mod geometry;
pub mod notation;
mod outcome;
pub mod perft;
pub mod piece;
pub mod position;
mod position_error;
pub mod reading;
pub mod record;
pub mod rules;
pub mod ruleset;
pub mod validate;
pub mod variant;

pub use action::Action;
pub use event::Event;
pub use explain::Refusal;
pub use game::{Game, PlayError, Unplayable};
pub use geometry::{Bitboard, Geometry, PawnDir, Square, SquareOutOfRange};
pub use piece::{BySeat, Emblem, Piece, Role, RoleSet, Seat, SeatOutOfRange, SeatSet, Team};
pub use position::{DrawReason, Move, MoveList, Outcome, Pending, Position, WinReason};
pub use reading::Reading;
pub use ruleset::{Ruleset, RulesetOption};
pub use validate::PositionError;
