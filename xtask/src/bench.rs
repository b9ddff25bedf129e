//! `cargo xtask bench`: the place for benchmarks (rules engine, bots).
//!
//! Not written yet. When it is, it should build in release mode and print its results in a form
//! CI can keep; it is deliberately not part of `cargo xtask test`.

use crate::env::Env;
use crate::Error;

/// Runs the benchmarks. For now, says there are none.
pub fn run(_env: &Env, _args: &[String]) -> Result<(), Error> {
    Err("no benchmarks yet: `cargo xtask bench` is a placeholder (see xtask/src/bench.rs)".into())
}
