//! The game review: each position of the game judged by the hard bot in the worker, one
//! request at a time (the page never freezes, and the review can be stopped), then drawn as
//! each team's winning chances over the moves; the moves that lost the most are marked, with
//! the bot's better choice.
//!
//! The bot searches a fixed number of nodes per position ([`REVIEW_NODES`]) with a seed of the
//! game's, so a review of a game is the same on every device and in every run.

mod render;
mod state;

#[allow(unused_imports)] // Besides its public items, the part's crate-wide ones.
pub(crate) use state::*;
pub use state::{
    chance, percent, Judged, Mistake, Review, Reviewer, MARKED, MARK_FROM, REVIEW_NODES,
};
