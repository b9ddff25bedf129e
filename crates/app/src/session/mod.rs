//! The session: the game, its record's tags, who plays each seat, the preferences, and whether
//! all that changed since the last autosave. Only this part changes the game, so the rules of
//! undo (back to a person's decision), redo, imports and new games live in one place.
//!
//! Its updates return what happened ([`Played`], [`Imported`]); the app turns that into toasts,
//! notes and effects.

mod baton;
mod baton_state;
mod render;
mod share_render;
mod state;

pub(crate) use baton_state::{BatonNews, BatonNow};
#[allow(unused_imports)] // Besides its public items, the part's crate-wide ones.
pub(crate) use state::*;
pub use state::{Pass, Refused};
