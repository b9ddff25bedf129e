//! The analysis board, as lichess has it: any position of the game on screen (a game under
//! way, a finished one, one opened from a link or a record, a point of its review) explored
//! with the hard bot's judgement.
//!
//! - While it is open the game is put aside, as a lesson puts it aside (nothing of the
//!   analysis is saved, and closing it brings the game back as it was); the session plays a
//!   scratch game with every seat at this screen, so the board, the clicks, the move box and
//!   the decisions are the game's own. Every roll's face is chosen: the face buttons, each
//!   with its value, or the die's button for a face drawn at random.
//! - The actions played form a variation tree ([`Tree`]): the game's own line is its main
//!   line; a line played from any point is a side line, which can be made the main one or
//!   deleted.
//! - At each position the bot worker is asked for its three best actions
//!   (`Request::Analyse`), one turn deeper each time it answers, until it reaches its
//!   deepest or the person stops it: each answer replaces the last, so the first value comes
//!   after one shallow search and the lines keep improving for as long as it is left. The
//!   best action is drawn as an arrow; before a roll, each face's value is shown.

mod render;
mod state;
mod tree;

pub(crate) use render::{typed, worth};
pub use state::{Analyst, Answer, Found, ANALYSIS_LINES};
pub use tree::{NodeId, Shown, Tree};
