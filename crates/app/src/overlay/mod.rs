//! The overlay: what the page shows over and beside the game. The dialogs the app opens (the
//! new-game form, confirmations, the record as text), the rules page, whether the result is
//! shown, the toast, and the log's notes.
//!
//! Its updates change only its own state; a toast comes back as the [`Effect`] that hides it.

mod render;
mod state;
pub use render::render_rules_page;

/// The keys' page, written in the extras worker ([`crate::extras::KEYS_PAGE`]).
pub fn render_keys_page(lang: ashtapada_i18n::Lang) -> String {
    Overlay::render_keys(lang)
}
pub(crate) use render::render_setup;

#[allow(unused_imports)] // Besides its public items, the part's crate-wide ones.
pub(crate) use state::*;
pub use state::{Dialog, News, Note, Toast};
