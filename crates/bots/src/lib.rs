//! # ashtapada-bots
//!
//! Bots for every ruleset of the Ashtapada engine, in pure Rust: they compile natively and to
//! `wasm32-unknown-unknown` for the Web Worker (no threads; time comes from a [`Clock`] the caller
//! passes, e.g. `performance.now()` in the worker).
//!
//! * [`Strategy::Random`] and [`Strategy::Greedy`] are baselines.
//! * [`Strategy::Search`] is the real bot: two-team expectiminimax with alpha-beta, Star1/Star2
//!   at the dice's chance nodes, iterative deepening, a transposition table and move ordering
//!   ([`search`]), on a per-ruleset evaluation ([`eval`]).
//! * [`Strategy::Uct`] is a Monte Carlo tree search with random playouts, as a reference point.
//! * [`Level`]s `easy`, `medium` and `hard` are the search bot with documented budgets;
//!   [`hint`] suggests an action for a human seat.
//! * [`arena`] plays bots against each other with duplicate dice and reports the score and Elo.
//! * `net` is a small evaluation network, which the search can judge its leaves by
//!   (`Judge::Net`, the `hard-net` arena team); the hard level does not, as it has not played
//!   better yet (BENCHMARKS.md, "Bots that learn"). `train` trains it by TD(λ) self-play
//!   (`ashtapada train-net`).
//!
//! **Features.** The default build is what the worker runs: the bots, the search and the arena,
//! and no network at all, so that the worker compiles no path it never takes. `nets` adds the
//! network's inference (`net`), the networks trained in the repository (`crates/bots/nets`) and
//! the search's path that judges by them (`Judge::Net`, the sums carried from leaf to leaf).
//! `train` (which implies `nets`) adds training (`train`): the float network, the self-play
//! trainer, its checkpoints and its test set. The command line enables both.
//!
//! **Layers.** Modules name one another one way: [`arena`] names the bots ([`Bot`]), which name
//! [`search`], UCT and the baselines; these name [`eval`], and the search, with `nets`, `net`.
//! `train` names the arena (for its scoring) and `net`, and nothing names `train`. The crate
//! root only declares the modules and re-exports what they offer; no module names it (`cargo
//! xtask layers` checks both).
//!
//! A bot is deterministic for a given position, seed and node budget (time budgets depend on the
//! machine, of course). It never peeks at the seeded dice: every future roll is a chance node.
//!
//! ```
//! use ashtapada_bots::{Bot, Level, Limits, NoClock};
//! use ashtapada_rules::{Game, Ruleset};
//! let rules = Ruleset::by_id("chaturaji").unwrap();
//! let mut game = Game::new(rules, 42);
//! let mut bot = Bot::level(Level::Easy).with_limits(Limits::nodes(2_000));
//! // Chaturaji's roll-off roll is the first move's roll: the bot has a move to choose.
//! let choice = bot.choose(&game, 7, &NoClock).unwrap();
//! assert!(game.legal_actions().contains(&choice.action));
//! game.play(choice.action).unwrap();
//! ```

#![warn(missing_docs)]

pub mod arena;
mod baseline;
mod bot;
pub mod clock;
pub mod eval;
mod hash;
#[cfg(feature = "nets")]
pub mod net;
mod node;
pub mod puzzle;
mod rng;
pub mod search;
#[cfg(feature = "train")]
pub mod train;
mod tt;
mod uct;

pub use bot::{hint, Bot, Choice, Level, Stats, Strategy, HINT_MILLIS};
#[cfg(not(all(target_arch = "wasm32", target_os = "unknown")))]
pub use clock::StdClock;
pub use clock::{Clock, NoClock};
pub use eval::Judge;
pub use search::{Limits, Line, Lines, Options, SearchResult, Searcher, Weighed};
