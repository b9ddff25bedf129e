//! The Learn section: a course per ruleset (and the common start), each step a short task on
//! the board ([`ashtapada_learn`] holds the courses and the rules of an attempt).
//!
//! While a lesson runs, the game on screen is put aside (`Learning::parked`) and the session
//! plays the lesson's game: the board, the clicks, the dice and the engine's refusals are the
//! game's own, so a lesson teaches exactly what a game does. Nothing of a lesson is saved but
//! the progress ([`progress`]); leaving it brings the game back as it was.
//!
//! The courses themselves come from the extras worker when one opens (their steps as text,
//! [`ashtapada_learn::file::write`], and their words), so that neither the lessons' data nor
//! the code that generates them weighs on the first load; the page reads them where they enter
//! ([`ashtapada_learn::file::read_course`]).

pub mod progress;
mod render;
mod state;
pub mod text;

pub use render::render_list;
#[allow(unused_imports)] // Besides its public items, the part's crate-wide ones.
pub(crate) use state::*;
pub use state::{Learn, Ready};
