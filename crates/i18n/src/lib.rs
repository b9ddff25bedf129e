//! Ashtapada's words, in French and English.
//!
//! The messages live in Fluent files, `locales/en.ftl` and `locales/fr.ftl`, the source of truth
//! for every word the page shows. The build script compiles them to Rust: each message is a
//! method on [`Lang`] (`page-new-game` is [`Lang::page_new_game`]), taking the message's variables as
//! arguments (strings as `&str`, numbers as `i64`) and giving its text in that language. A
//! message the code asks for that a file lacks, or two files that disagree on a message's
//! arguments, fail the build.
//!
//! The engine yields structured events, refusals and ruleset data; [`text`] turns them into
//! sentences, and [`rules_page`] writes each ruleset's rules page from the ruleset's data.

// The build script's generator, compiled here only for its unit tests (build.rs includes it).
#[cfg(test)]
mod codegen;
mod lang;
pub mod names;
pub mod rules_page;
pub mod text;

pub use lang::{fill, number, plural, push_number, Lang, Plural};
