#![warn(missing_docs)]

//! The app: the game being played, who plays each seat, what the player is doing (a selection,
//! a promotion to choose, a dialog), and everything the page shows, as plain Rust. It is tested
//! natively; the browser side (the page crate, `ashtapada-web`) only forwards input and carries out
//! [`Effect`]s.
//!
//! Input comes through `App`'s public methods, each named for what arrives: [`Command`]s from
//! the page's controls and keys ([`App::command`], [`App::key`], [`App::board_key`]),
//! [`Intent`]s from the board component ([`App::intent`]), the workers' answers
//! ([`App::bot_reply`], [`App::bot_failed`], [`App::extras_answer`]…), a link in the address
//! ([`App::open_link`]), a live connection's news ([`App::live_event`]), another tab's save
//! ([`App::other_tab_saved`]), a timer ([`App::toast_expired`]). After each, the page asks for
//! [`App::board_view`] and [`App::screen`] and draws them, and carries out
//! [`App::take_effects`]: save, ask the worker, download, toasts.
//!
//! # Parts
//!
//! [`App`] owns its parts, each with its own state, updates and panels, and each keeping its
//! fields to itself, so that a change to one cannot break another's invariants:
//!
//! - `session`: the game, its tags, who plays each seat, the preferences; undo and redo,
//!   imports, the autosave. The only part that changes the game.
//! - `interaction`: the selection, the promotion chooser, the move box, the position looked at,
//!   the decision buttons. It reads the session and answers with what to play or say.
//! - `bots`: the request the app waits for, hints, request ids, the worker's status.
//! - `overlay`: dialogs, the rules page, the result, the toast, the log's notes.
//! - `learn`: the lesson under way (with the game put aside), the progress, the courses.
//! - `review`: the game review and its requests to the worker.
//! - `library`: the games kept besides the one on screen, and the Games dialog.
//! - `extras`: the rules pages and QR codes asked of the extras worker.
//! - `share`: the page's address that links follow, and when the Share dialog offers itself.
//! - `live`: live play's connections, asks, codes and messages; it answers with plans
//!   ([`live::Do`]) that the router carries out.
//!
//! Each part owns its commands: [`Command`] nests one enum a part (`Command::Live(..)`,
//! `Command::Learn(..)`…), and the router hands the inner one to its part. The parts read each
//! other only through accessors and talk through return values (plans such as [`live::Do`],
//! classifications such as the library's arrival) and the [`Effect`]s they push. `App`, in
//! its own folder (`app/`: its state, what it reads, what arrives, its commands, arrivals of
//! games, live play's plans), routes the input, carries out what spans the parts (a new game, a
//! link that arrives, a lesson that puts the game aside) and has the screen composed
//! ([`render`], from a read-only view of the parts, `parts::Parts`). No function outside `app/`
//! takes the `App` (`tests/shape.rs`), and no module names one above it (`cargo xtask layers`).
//!
//! # Modules
//!
//! - [`setup`]: who plays each seat, the new-game form; [`prefs`]: the preferences.
//! - [`analysis`]: the analysis board: the game put aside, the variation tree, the bot's lines.
//! - [`command`]: the controls' vocabulary.
//! - [`effect`]: what the app asks the page to do.
//! - [`render`]: the page put together from the parts' panels; [`text`]: words the parts share.
//! - [`save`]: the autosave.
//! - [`worker_link`]: the bot worker's handshake, timeouts and restarts.

pub mod analysis;
mod announce;
mod app;
mod bots;
pub mod command;
pub mod effect;
mod extras;
pub mod fair;
pub mod games;
mod held;
mod html;
mod interaction;
pub mod learn;
mod library;
pub mod link;
pub mod live;
mod notation;
mod overlay;
mod parts;
pub mod prefs;
pub mod qr;
pub mod render;
pub mod review;
pub mod save;
mod seed;
mod session;
pub mod setup;
mod share;
mod sound;
pub mod status;
mod tabs;
mod test_state;
pub mod text;
pub mod words;
pub mod worker_link;

#[cfg(test)]
mod test_util;

pub use app::{App, VIEW_KEY};
pub use bots::{Hint, ThinkStats, Thinking, HINT_BUDGET_MS, HINT_LEVEL};
pub use command::Command;
pub use effect::Effect;
pub use extras::KEYS_PAGE;
pub use held::held_records;
pub use interaction::PromotionChoice;
pub use learn::render_list as render_learn_list;
pub use overlay::{render_keys_page, render_rules_page, Dialog, News, Note, Toast};
pub use render::Screen;
pub use session::{Pass, Refused};
pub use setup::{Controller, Prefs, Setup};
pub use sound::Sound;
pub use test_state::{AnalysisState, LineState, MarkState, MistakesState, TestState};
