//! The interaction: what the player is doing with the board and the move box. The selected
//! cell, a promotion being chosen, the move box's error, the position being looked at, and
//! whether the board should animate its next change.
//!
//! It reads the session but never changes it: the player's input becomes an [`Ask`] (play this,
//! say that), which the app carries out.
//!
//! Every refusal of the board's input (a click or a drop on a cell the piece cannot reach, a
//! press on another player's piece) gives the engine's reason twice: in the news line under the
//! board, for a few seconds, and under the move box, where it stays until the next input
//! (`#move-error`).

mod cursor;
mod premove;
mod render;
mod state;

pub use state::PromotionChoice;
#[allow(unused_imports)] // Besides its public items, the part's crate-wide ones.
pub(crate) use state::*;
