//! `cargo xtask`: Ashtapada's build, serve and test tasks, in plain Rust.
//!
//! ```text
//! cargo xtask setup   install the missing tools (idempotent)
//! cargo xtask build   the site in dist/, as GitHub Pages serves it
//! cargo xtask serve   setup, then serve the game at http://127.0.0.1:8080
//! cargo xtask test    setup, then every check CI runs, ending with `N passed, N failed`
//! cargo xtask bench   the speed figures of BENCHMARKS.md: perft and playouts, native against wasm
//! cargo xtask fuzz    the libFuzzer targets of fuzz/ (nightly; installs cargo-fuzz)
//! cargo xtask layers  each crate's imports that run back up, and its circles of files
//! cargo xtask relay   live play's Nostr relay on --port N (crates/relay-server)
//! ```
//!
//! The alias lives in `.cargo/config.toml`. The tool versions pinned in `setup.rs` (and in
//! `Trunk.toml`, `tests/e2e/package.json`) are ones known to work together offline; `setup.rs`
//! says why each is pinned.

mod bench;
mod env;
mod fuzz;
mod layers;
mod relay;
mod serve;
mod setup;
mod static_server;
mod test;
mod wasm_names;

use std::process::ExitCode;

const USAGE: &str = "\
Usage: cargo xtask <task>

Tasks:
  setup   install what is missing: wasm32 target, wasm-bindgen-cli, trunk,
          npm packages of tests/e2e, Chromium, chromedriver and Firefox ESR
  build   install the build tools (not the browser), then `trunk build --release`:
          the site in dist/, as the GitHub Pages workflow deploys it
  serve   setup, then build and serve the game at http://127.0.0.1:8080
  test    setup, then fmt, clippy, native tests, browser tests, release build, live
          play's relay (for them) and end-to-end tests; ends with a
          `N passed, N failed` line
  bench   speed figures for BENCHMARKS.md: perft and playouts per ruleset,
          native against wasm (installs the wasm32-wasip1 target)
  fuzz    the fuzz targets of fuzz/, each for --seconds <n> (default 60) or
          --runs <n>; --target <name> for one; --merge adds new finds to the
          saved corpus. Needs the nightly toolchain; installs cargo-fuzz
  layers  each crate's modules: the imports that run back up to an ancestor
          and the circles of files (ARCHITECTURE.md); fails on one not allowed
  relay   live play's Nostr relay (crates/relay-server), built in release:
          --port <n> (needed), --host <address> (default 127.0.0.1)
";

fn main() -> ExitCode {
    let args: Vec<String> = std::env::args().skip(1).collect();
    let task = args.first().map(String::as_str);
    let result = match task {
        Some("setup") => env::Env::new().and_then(|env| setup::run(&env)),
        Some("build") => env::Env::new().and_then(|env| test::build(&env)),
        Some("serve") => env::Env::new().and_then(|env| serve::run(&env)),
        Some("test") => env::Env::new().and_then(|env| test::run(&env)),
        Some("bench") => env::Env::new().and_then(|env| bench::run(&env, &args[1..])),
        Some("fuzz") => env::Env::new().and_then(|env| fuzz::run(&env, &args[1..])),
        Some("relay") => env::Env::new().and_then(|env| relay::run(&env, &args[1..])),
        Some("layers") => layers::run(&std::path::Path::new(env!("CARGO_MANIFEST_DIR")).join("..")),
        Some("help" | "-h" | "--help") => {
            print!("{USAGE}");
            return ExitCode::SUCCESS;
        }
        Some(other) => Err(format!("unknown task `{other}`\n\n{USAGE}")),
        None => {
            eprint!("{USAGE}");
            return ExitCode::from(2);
        }
    };
    match result {
        Ok(()) => ExitCode::SUCCESS,
        Err(message) => {
            // An empty message: the task has already said what failed.
            if !message.is_empty() {
                eprintln!("\nxtask: error: {message}");
            }
            ExitCode::FAILURE
        }
    }
}
