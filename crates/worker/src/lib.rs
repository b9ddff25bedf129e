//! Ashtapada's Web Worker: the bots run here, off the page's main thread, so that a search never
//! freezes the page.
//!
//! - [`protocol`]: the typed messages exchanged with the page (shared with `ashtapada-web`, which
//!   depends on this crate without its `bots` feature, so the page's wasm carries no bot code).
//! - [`WorkerState`] (feature `bots`): what the worker does with a request; plain Rust, tested
//!   natively.
//! - [`web`] (feature `bots`): the only module that touches the browser (the worker global scope).
//! - [`extras`]: the typed messages of the extras worker (QR codes, rules pages, courses).
//! - [`js`] (feature `js`, part of `bots`): every message as JavaScript values, in the serde
//!   derives' form, over one small value interface.

#![warn(missing_docs)]

pub mod extras;
#[cfg(feature = "js")]
pub mod js;
pub mod protocol;
#[cfg(feature = "bots")]
mod state;
#[cfg(feature = "bots")]
pub mod web;

pub use protocol::{
    BotLevel, GameSpec, Reply, Request, WireAction, WireError, WireLine, MAX_LINES,
    PROTOCOL_VERSION,
};

#[cfg(feature = "bots")]
pub use state::{rebuild, WorkerState};
