//! Ashtapada's page as the wasm module Trunk builds (`www/index.html`): the page crate,
//! `ashtapada-web`, linked whole into a `cdylib` of its own. Its entry point,
//! [`ashtapada_web::start`] (wasm-bindgen's start function), comes with it; nothing else is
//! here. The page crate itself is an `rlib` only, for its browser tests: built as both, its
//! release wasm was about 25 KB gzip larger (BENCHMARKS.md).

#![warn(missing_docs)]

pub use ashtapada_web::start;
