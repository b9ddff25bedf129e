//! What the page needs only now and then, in a Web Worker of its own that the page starts the
//! first time: a game's link as a QR code (Nayuki's `qrcodegen`), the rules pages (their words
//! in both languages and the code that writes them weigh about 9 KB gzip, which the page's first
//! load does without), the Learn courses, and live play's opening codes (about 13 KB gzip). The page checks each answer where it enters
//! (`ashtapada_app::App::extras_answer`, then the part that asked).
//!
//! # Messages
//!
//! Typed, versioned and tagged by kind: [`ashtapada_worker::extras`]. The worker posts
//! `Ready` first, then answers each request with the answer of its kind and the same id
//! ([`answer::handle`]), or `Error` for an unknown ruleset, course or language.

pub mod answer;
pub mod rooms;
#[cfg(target_arch = "wasm32")]
pub mod web;
#[cfg(target_arch = "wasm32")]
mod web_rooms;

pub use answer::{bits, encode, handle, learn_texts, rules_page};
