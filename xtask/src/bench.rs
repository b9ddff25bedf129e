//! `cargo xtask bench`: the speed figures recorded in `BENCHMARKS.md`.
//!
//! Builds the CLI in release mode natively and for `wasm32-wasip1` (installing that target if it
//! is missing), then prints, in order:
//! 1. `ashtapada bench`: perft and random-playout speed for every ruleset;
//! 2. native against wasm (under Node's WASI) for the perft targets of the issues:
//!    `chaturanga-v3` and `chaturaji` at depth 6.
//!
//! Not part of `cargo xtask test`: speed is measured, never asserted in a test.
//! `cargo xtask bench --quick` runs each comparison 3 times instead of 7.

use crate::env::{exec, Env, Error};

/// Runs the benchmarks.
pub fn run(env: &Env, args: &[String]) -> Result<(), Error> {
    let runs = if args.iter().any(|a| a == "--quick") {
        "3"
    } else {
        "7"
    };
    crate::setup::rust_target(env, crate::setup::WASI_TARGET)?;
    exec(
        env.cargo()
            .args(["build", "--release", "-p", "ashtapada-cli"]),
    )?;
    exec(env.cargo().args([
        "build",
        "--release",
        "--target",
        crate::setup::WASI_TARGET,
        "-p",
        "ashtapada-cli",
    ]))?;
    exec(env.cmd("target/release/ashtapada").arg("bench"))?;
    for (ruleset, depth) in [("chaturanga-v3", "6"), ("chaturaji", "6")] {
        exec(
            env.cmd("node")
                .args(["crates/cli/wasi/compare.mjs", ruleset, depth, runs]),
        )?;
    }
    Ok(())
}
