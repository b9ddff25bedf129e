//! `cargo xtask test`: everything CI checks, in order, stopping at the first failure.
//!
//! 1. `cargo fmt --all -- --check`
//! 2. `cargo clippy --workspace --all-targets -- -D warnings`
//! 3. the same clippy for the browser crates compiled to wasm32 (their wasm-only code)
//! 4. `cargo test --workspace` (native)
//! 5. `cargo test -p ashtapada-web --target wasm32-unknown-unknown`: wasm-bindgen tests in
//!    headless Chromium (runner set in `.cargo/config.toml`, options in `crates/web/webdriver.json`)
//! 6. the bots' network tests built for `wasm32-wasip1` with the `simd128` target feature, run
//!    by Node's WASI (`crates/bots/wasi/test.mjs`): the SIMD lanes checked against plain Rust
//! 7. `trunk build --release` into `dist/`
//! 8. the Playwright suite of `tests/e2e/` (`node --test`) against `dist/` served on loopback.
//!    Before it, `cargo build -p ashtapada-relay-server` (dev profile) builds live play's Nostr
//!    relay, and the tests get the binary's path in [`RELAY_BIN_VAR`] (`ASHTAPADA_RELAY_BIN`):
//!    they start it themselves with `--port 0` and read the address it prints
//!    (`relay listening on ws://HOST:PORT`). The binary is looked for in `$CARGO_TARGET_DIR/debug/`
//!    when that variable is set (a relative one from the workspace root, as cargo reads it),
//!    else in `target/debug/`.
//!
//! It ends with a summary: each step's result and time, then the line `N passed, N failed`,
//! which counts the tests of the test suites (steps 4, 5, 6, 8); a failed step that is not a test
//! suite (or a suite that failed before running its tests) counts as one failure.

use std::ffi::OsString;
use std::path::{Path, PathBuf};
use std::process::Command;
use std::time::{Duration, Instant};

use crate::env::{describe, exec, exec_tee, Env, Error};
use crate::setup::{self, CHROMEDRIVER, WASM_TARGET};
use crate::static_server::StaticServer;

/// Environment variable through which the end-to-end tests get the URL of the page.
pub const E2E_URL_VAR: &str = "ASHTAPADA_URL";
/// The real screen reader's check, apart from the e2e files (it starts its own X server,
/// reader and browser, and takes the machine's speech for itself).
const READER_TEST: &str = "tests/e2e/reader/orca.test.mjs";

/// Environment variable through which the end-to-end tests get the path of live play's relay
/// (`ashtapada-relay`, built from `crates/relay-server`), which they start on a free port.
pub const RELAY_BIN_VAR: &str = "ASHTAPADA_RELAY_BIN";

/// The package and binary of live play's relay.
const RELAY_PACKAGE: &str = "ashtapada-relay-server";
const RELAY_BIN: &str = "ashtapada-relay";

/// What one step gave.
struct Outcome {
    ok: bool,
    passed: u64,
    failed: u64,
    /// Whether `passed`/`failed` count tests (else the step is a check).
    counts_tests: bool,
}

struct StepResult {
    name: &'static str,
    outcome: Outcome,
    time: Duration,
    hint: &'static str,
}

/// Runs every step, then prints the summary.
pub fn run(env: &Env) -> Result<(), Error> {
    let started = Instant::now();
    let steps: Vec<(&'static str, &'static str, StepFn)> = vec![
        ("setup", "see the installer's message above", step_setup),
        (
            "fmt",
            "run `cargo fmt --all` to fix the formatting",
            step_fmt,
        ),
        (
            "clippy",
            "fix the warnings above (they are errors here)",
            step_clippy,
        ),
        (
            "clippy (wasm32)",
            "fix the warnings above (wasm32 build of web/worker)",
            step_clippy_wasm,
        ),
        (
            "tests (native)",
            "see the failing tests above",
            step_native_tests,
        ),
        (
            "tests (browser, wasm)",
            "see the failing tests above",
            step_wasm_tests,
        ),
        (
            "tests (bots, SIMD)",
            "see the failing tests above",
            step_simd_tests,
        ),
        (
            "trunk build --release",
            "see Trunk's error above",
            step_trunk_build,
        ),
        (
            "e2e (Playwright)",
            "see the failing tests above; screenshots in tests/e2e/screenshots/",
            step_e2e,
        ),
        (
            "real reader (Orca)",
            "see what Orca said above (said.txt) and its log (orca.log)",
            step_reader,
        ),
    ];
    let mut results = Vec::new();
    let mut failure = None;
    for (name, hint, step) in &steps {
        println!("\n==== {name}");
        let start = Instant::now();
        let outcome = step(env).unwrap_or_else(|error| {
            eprintln!("xtask: {error}");
            Outcome {
                ok: false,
                passed: 0,
                failed: 0,
                counts_tests: false,
            }
        });
        let ok = outcome.ok;
        results.push(StepResult {
            name,
            outcome,
            time: start.elapsed(),
            hint,
        });
        if !ok {
            failure = Some(*name);
            break;
        }
    }
    if let Some(name) = failure {
        eprintln!("\nxtask: step `{name}` failed; later steps were not run");
    }
    let skipped: Vec<&str> = steps[results.len()..].iter().map(|s| s.0).collect();
    // The summary's last line, `N passed, N failed`, is what CI reads: print nothing after it.
    print_summary(&results, &skipped, started.elapsed());
    match failure {
        None => Ok(()),
        Some(_) => Err(String::new()),
    }
}

type StepFn = fn(&Env) -> Result<Outcome, Error>;

fn check(result: Result<(), Error>) -> Result<Outcome, Error> {
    result.map(|()| Outcome {
        ok: true,
        passed: 0,
        failed: 0,
        counts_tests: false,
    })
}

/// Runs a test command, echoing it, and counts its tests.
fn suite(cmd: &mut Command) -> Result<Outcome, Error> {
    let (ok, lines) = exec_tee(cmd)?;
    let (passed, failed) = count_tests(&lines);
    if !ok {
        eprintln!("xtask: `{}` failed", describe(cmd));
    }
    Ok(Outcome {
        ok,
        passed,
        failed,
        counts_tests: true,
    })
}

fn step_setup(env: &Env) -> Result<Outcome, Error> {
    check(setup::run(env))
}

fn step_fmt(env: &Env) -> Result<Outcome, Error> {
    check(exec(env.cargo().args(["fmt", "--all", "--", "--check"])))
}

fn step_clippy(env: &Env) -> Result<Outcome, Error> {
    check(exec(env.cargo().args([
        "clippy",
        "--workspace",
        "--all-targets",
        "--",
        "-D",
        "warnings",
    ])))
}

fn step_clippy_wasm(env: &Env) -> Result<Outcome, Error> {
    check(exec(env.cargo().args([
        "clippy",
        "-p",
        "ashtapada-web",
        "-p",
        "ashtapada-page",
        "-p",
        "ashtapada-app",
        "-p",
        "ashtapada-board",
        "-p",
        "ashtapada-worker",
        "-p",
        "ashtapada-extras",
        "--all-targets",
        "--target",
        WASM_TARGET,
        "--",
        "-D",
        "warnings",
    ])))
}

fn step_native_tests(env: &Env) -> Result<Outcome, Error> {
    suite(env.cargo().args(["test", "--workspace"]))
}

fn step_wasm_tests(env: &Env) -> Result<Outcome, Error> {
    suite(
        env.cargo()
            .args(["test", "-p", "ashtapada-web", "--target", WASM_TARGET])
            .env("CHROMEDRIVER", CHROMEDRIVER)
            // Chromium's first start on a cold machine can be slow.
            .env("WASM_BINDGEN_TEST_TIMEOUT", "120"),
    )
}

/// The network's tests (`net::`) of the bots crate in wasm32 with SIMD lanes, under Node's WASI.
/// They build into a target folder of their own, so that the flag does not rebuild the rest.
fn step_simd_tests(env: &Env) -> Result<Outcome, Error> {
    let runner = env.root.join("crates/bots/wasi/test.mjs");
    suite(
        env.cargo()
            .args([
                "test",
                "-p",
                "ashtapada-bots",
                "--features",
                "nets",
                "--release",
                "--lib",
                "--target",
                setup::WASI_TARGET,
                "net::",
            ])
            .env("CARGO_TARGET_DIR", env.root.join("target/simd128"))
            .env(
                "CARGO_TARGET_WASM32_WASIP1_RUSTFLAGS",
                "-C target-feature=+simd128",
            )
            .env(
                "CARGO_TARGET_WASM32_WASIP1_RUNNER",
                format!("node --no-warnings {}", runner.display()),
            ),
    )
}

fn step_trunk_build(env: &Env) -> Result<Outcome, Error> {
    check(trunk_build(env))
}

/// The release site in `dist/`: `cargo fetch` (Trunk.toml sets `offline = true`, so every
/// crate must be in cargo's cache first), then `trunk build --release`.
fn trunk_build(env: &Env) -> Result<(), Error> {
    fetch_for_site(env)?;
    let mut trunk = env.cmd("trunk");
    trunk.args(["build", "--release"]);
    site_toolchain(&mut trunk);
    exec(&mut trunk)?;
    minify_scripts(env)?;
    crate::wasm_names::shorten(&env.root.join("dist"))
}

/// Minifies the site's scripts in `dist/` with terser (`tests/e2e`'s npm packages): Trunk's own
/// minifier gives up on wasm-bindgen's glue (`export { … as default }`) and leaves it, its
/// comments included, and boot.js and sw.js are written to be read. About 5 KB gzip of the
/// first visit (BENCHMARKS.md). A file keeps its name: its content is the same for the same
/// sources, so the names Trunk hashed still name one content.
fn minify_scripts(env: &Env) -> Result<(), Error> {
    let dist = env.root.join("dist");
    let terser = env.e2e_dir().join("node_modules/.bin/terser");
    let entries =
        std::fs::read_dir(&dist).map_err(|e| format!("cannot list {}: {e}", dist.display()))?;
    for entry in entries.flatten() {
        let path = entry.path();
        if path.extension().is_some_and(|x| x == "js") {
            // Modules but the service worker, a classic script.
            let module = path.file_name().is_some_and(|n| n != "sw.js");
            let mut cmd = env.cmd(&terser);
            cmd.arg(&path)
                .args(["--compress", "--mangle", "--output"])
                .arg(&path);
            if module {
                cmd.arg("--module");
            }
            exec(&mut cmd)?;
        }
    }
    Ok(())
}

/// Fetches every crate the site's build needs, Trunk building offline: the workspace's, then
/// the standard library's own, which `-Z build-std` builds.
pub fn fetch_for_site(env: &Env) -> Result<(), Error> {
    exec(env.cargo().arg("fetch"))?;
    let mut fetch = env.cmd("cargo");
    fetch.args(["fetch", "--target", crate::setup::WASM_TARGET]);
    site_toolchain(&mut fetch);
    exec(&mut fetch)
}

/// Builds the site's wasm with [`crate::setup::SITE_TOOLCHAIN`], its standard library built
/// along, and panics that trap at once (see there why). Trunk's cargo runs through rustup's
/// proxy, which follows `RUSTUP_TOOLCHAIN`; the flags are the wasm target's alone, so build
/// scripts and proc macros build as usual.
pub fn site_toolchain(cmd: &mut std::process::Command) {
    // `cargo run` names its own (stable) cargo in `CARGO`: the proxy on PATH is wanted here.
    cmd.env_remove("CARGO")
        .env("RUSTUP_TOOLCHAIN", crate::setup::SITE_TOOLCHAIN)
        .env("CARGO_UNSTABLE_BUILD_STD", "std,panic_abort")
        .env(
            "CARGO_TARGET_WASM32_UNKNOWN_UNKNOWN_RUSTFLAGS",
            "-Zunstable-options -Cpanic=immediate-abort",
        );
}

/// `cargo xtask build`: the build tools, then the release site in `dist/` (what the GitHub
/// Pages workflow runs).
pub fn build(env: &Env) -> Result<(), Error> {
    crate::setup::build_tools(env)?;
    trunk_build(env)?;
    println!(
        "== build: the site is in {}",
        env.root.join("dist").display()
    );
    Ok(())
}

fn step_e2e(env: &Env) -> Result<Outcome, Error> {
    let dist = env.root.join("dist");
    if !dist.join("index.html").is_file() {
        return Err(format!("{} has no index.html: build first", dist.display()));
    }
    let files = e2e_files(env)?;
    let relay = build_relay(env)?;
    let server =
        StaticServer::start(&dist).map_err(|e| format!("cannot serve {}: {e}", dist.display()))?;
    println!("serving {} at {}", dist.display(), server.url());
    let mut cmd = env.cmd("node");
    // One file at a time: two browsers at once on a small machine would skew the timings the
    // tests check (a bot's answer within its time).
    cmd.arg("--test")
        .arg("--test-concurrency=1")
        .arg("--test-reporter=spec")
        .args(&files)
        .env(E2E_URL_VAR, server.url())
        .env(RELAY_BIN_VAR, &relay);
    let outcome = suite(&mut cmd);
    // Stop the server whatever happened.
    drop(server);
    outcome
}

/// The screen reader's check (`tests/e2e/reader/orca.test.mjs`): a game against the bots
/// played by keys and heard through GNOME Orca, what it really said checked.
fn step_reader(env: &Env) -> Result<Outcome, Error> {
    let dist = env.root.join("dist");
    let server =
        StaticServer::start(&dist).map_err(|e| format!("cannot serve {}: {e}", dist.display()))?;
    let mut cmd = env.cmd("node");
    cmd.arg("--test")
        .arg("--test-reporter=spec")
        .arg(READER_TEST)
        .env(E2E_URL_VAR, server.url());
    let outcome = suite(&mut cmd);
    drop(server);
    outcome
}

/// Builds live play's relay (dev profile) for the end-to-end tests and returns its binary's path.
fn build_relay(env: &Env) -> Result<PathBuf, Error> {
    exec(
        env.cargo()
            .args(["build", "-p", RELAY_PACKAGE, "--bin", RELAY_BIN]),
    )?;
    let target = target_dir(&env.root, std::env::var_os("CARGO_TARGET_DIR"));
    let bin = relay_bin(&target);
    if !bin.is_file() {
        return Err(format!(
            "`cargo build -p {RELAY_PACKAGE}` left no binary at {}",
            bin.display()
        ));
    }
    println!("live play's relay for the e2e tests: {}", bin.display());
    Ok(bin)
}

/// Cargo's target folder: `CARGO_TARGET_DIR` when set and not empty (relative to the workspace
/// root, where every cargo command of xtask runs), else `<root>/target`.
fn target_dir(root: &Path, var: Option<OsString>) -> PathBuf {
    match var {
        Some(dir) if !dir.is_empty() => root.join(dir),
        _ => root.join("target"),
    }
}

/// The relay's binary in the dev profile of `target`.
fn relay_bin(target: &Path) -> PathBuf {
    target
        .join("debug")
        .join(format!("{RELAY_BIN}{}", std::env::consts::EXE_SUFFIX))
}

/// The end-to-end test files (`tests/e2e/*.test.mjs`), listed explicitly so that any Node.js
/// version finds them the same way.
fn e2e_files(env: &Env) -> Result<Vec<PathBuf>, Error> {
    let dir = env.e2e_dir();
    let mut files: Vec<PathBuf> = std::fs::read_dir(&dir)
        .map_err(|e| format!("cannot list {}: {e}", dir.display()))?
        .filter_map(|entry| entry.ok().map(|e| e.path()))
        .filter(|path| {
            path.file_name()
                .and_then(|n| n.to_str())
                .is_some_and(|n| n.ends_with(".test.mjs"))
        })
        .map(|path| {
            path.strip_prefix(&env.root)
                .map(PathBuf::from)
                .unwrap_or(path)
        })
        .collect();
    files.sort();
    if files.is_empty() {
        return Err(format!("no *.test.mjs files in {}", dir.display()));
    }
    Ok(files)
}

/// Adds up the test counts in a runner's output: libtest's and wasm-bindgen-test's
/// `test result: ok. 3 passed; 0 failed; …`, and Node's `ℹ pass 3` / `# pass 3`.
fn count_tests(lines: &[String]) -> (u64, u64) {
    let (mut passed, mut failed) = (0, 0);
    for line in lines {
        let line = line.trim();
        if let Some(rest) = line.strip_prefix("test result:") {
            for part in rest.split([';', '.']) {
                let mut words = part.split_whitespace();
                if let (Some(n), Some(what)) = (words.next(), words.next()) {
                    match (n.parse::<u64>(), what) {
                        (Ok(n), "passed") => passed += n,
                        (Ok(n), "failed") => failed += n,
                        _ => {}
                    }
                }
            }
        } else if let Some(rest) = line.strip_prefix('ℹ').or_else(|| line.strip_prefix('#')) {
            let mut words = rest.split_whitespace();
            if let (Some(what), Some(n), None) = (words.next(), words.next(), words.next()) {
                match (what, n.parse::<u64>()) {
                    ("pass", Ok(n)) => passed += n,
                    ("fail" | "cancelled", Ok(n)) => failed += n,
                    _ => {}
                }
            }
        }
    }
    (passed, failed)
}

fn print_summary(results: &[StepResult], skipped: &[&str], total: Duration) {
    println!("\n==== summary");
    let (mut passed, mut failed) = (0, 0);
    for result in results {
        let o = &result.outcome;
        let mut failures = o.failed;
        if !o.ok && failures == 0 {
            failures = 1;
        }
        passed += o.passed;
        failed += failures;
        let tests = if o.counts_tests {
            format!("{} passed, {} failed", o.passed, o.failed)
        } else {
            String::new()
        };
        let status = if o.ok { "ok" } else { "FAILED" };
        println!(
            "  {:<24} {:<7} {:>8}  {}",
            result.name,
            status,
            format_duration(result.time),
            tests
        );
        if !o.ok {
            println!("      -> {}", result.hint);
        }
    }
    for name in skipped {
        println!("  {name:<24} skipped");
    }
    println!("  {:<24} {:<7} {:>8}", "total", "", format_duration(total));
    println!("{passed} passed, {failed} failed");
}

fn format_duration(d: Duration) -> String {
    let secs = d.as_secs_f64();
    if secs < 60.0 {
        format!("{secs:.1}s")
    } else {
        format!("{}m{:02}s", d.as_secs() / 60, d.as_secs() % 60)
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    fn lines(text: &str) -> Vec<String> {
        text.lines().map(String::from).collect()
    }

    #[test]
    fn counts_libtest_and_wasm_bindgen_test_results() {
        let out = lines(
            "test a ... ok\n\
             test result: ok. 12 passed; 0 failed; 1 ignored; 0 measured; 0 filtered out; finished in 0.01s\n\
             test result: FAILED. 3 passed; 2 failed; 0 ignored; 0 measured; 0 filtered out\n\
             test result: ok. 0 passed; 0 failed; 0 ignored; 0 filtered out; finished in 0.00s",
        );
        assert_eq!(count_tests(&out), (15, 2));
    }

    #[test]
    fn counts_node_test_runner_results() {
        let spec =
            lines("ℹ tests 3\nℹ suites 0\nℹ pass 2\nℹ fail 1\nℹ cancelled 0\nℹ duration_ms 5.2");
        assert_eq!(count_tests(&spec), (2, 1));
        let tap = lines("# tests 1\n# pass 1\n# fail 0\n# cancelled 1");
        assert_eq!(count_tests(&tap), (1, 1));
    }

    #[test]
    fn ignores_other_lines() {
        let out = lines("# Subtest: pass 3 things\n    ok 1 - passes\nnot a result: 5 passed");
        assert_eq!(count_tests(&out), (0, 0));
    }

    #[test]
    fn target_dir_follows_cargo_target_dir() {
        let root = Path::new("/ws");
        assert_eq!(target_dir(root, None), PathBuf::from("/ws/target"));
        assert_eq!(
            target_dir(root, Some("".into())),
            PathBuf::from("/ws/target")
        );
        assert_eq!(
            target_dir(root, Some("/elsewhere/t".into())),
            PathBuf::from("/elsewhere/t")
        );
        assert_eq!(
            target_dir(root, Some("build/t".into())),
            PathBuf::from("/ws/build/t")
        );
        let bin = relay_bin(&target_dir(root, None));
        assert!(bin.starts_with("/ws/target/debug"));
        assert!(bin
            .file_name()
            .is_some_and(|n| n.to_string_lossy().starts_with("ashtapada-relay")));
    }

    #[test]
    fn formats_durations() {
        assert_eq!(format_duration(Duration::from_millis(1500)), "1.5s");
        assert_eq!(format_duration(Duration::from_secs(125)), "2m05s");
    }
}
