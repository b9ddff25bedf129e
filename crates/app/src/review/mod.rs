//! The game review: each position of the game judged by the hard bot in the worker, one
//! request at a time (the page never freezes, and the review can be stopped), then drawn as
//! each team's winning chances over the actions (a point per action: rolls and passes too).
//!
//! Marks that teach, as lichess's: at each decision the bot weighs the action played against
//! its own choice, both in the same search (`Request::Think`'s `judge`, answered by
//! `Reply::Action`'s `score` and `played`), and the winning chance lost between them
//! ([`chance`], the chart's curve) marks the decision an inaccuracy (`?!`), a mistake (`?`) or a
//! blunder (`??`), from the thresholds of [`Thresholds`]: 10, 20 and 30 points of winning
//! chance without dice, 15, 25 and 35 with dice, whose judgements are noisier. The roll after a
//! decision is inside both values (averaged over the faces), so a bad roll is nobody's mistake;
//! rolls themselves are not asked about and get no mark. Each seat's marks and average loss are
//! summed up ([`Review::summary`]).
//!
//! The largest losses, and every mistake and blunder, are explained in words from the engine's
//! events ([`Review::why`]): the piece the bot's reply takes after the action played, else the
//! piece the bot's better action would have taken, else the better action itself.
//!
//! "Learn from your mistakes" ([`Practice`]) goes through the mistakes and blunders of the
//! seats played here, one at a time: the board shows the position before each (the position
//! looked at), the person answers on the board or in the move box, the bot weighs the answer in
//! the same search as the review's at that position, and its own action is shown. The game
//! never changes: an answer is weighed, not played.
//!
//! The bot searches a fixed number of nodes per position ([`REVIEW_NODES`]) with a seed of the
//! game's, so a review of a game is the same on every device and in every run.

mod render;
mod state;
mod why;

pub use render::{mark_glyph, mark_word};
#[allow(unused_imports)] // Besides its public items, the part's crate-wide ones.
pub(crate) use state::*;
pub use state::{
    chance, percent, Decision, Judged, Mark, Practice, Review, Reviewer, Stage, Summary,
    Thresholds, Tried, REVIEW_NODES,
};
pub use why::{Placed, Why, EXPLAINED};
