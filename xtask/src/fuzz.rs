//! `cargo xtask fuzz`: runs the libFuzzer targets of `fuzz/` one after the other.
//!
//! ```text
//! cargo xtask fuzz [--seconds <n>] [--runs <n>] [--target <name>] [--merge]
//! ```
//!
//! Needs the nightly toolchain (`cargo fuzz` builds with sanitizer flags only nightly takes);
//! installs `cargo-fuzz` when it is missing, like `cargo xtask setup` installs its tools. Each
//! target runs `--seconds` (default 60) or until `--runs` executions, whichever comes first, in
//! one process (one core: the machines are small and shared). It reads the saved corpus
//! `fuzz/corpus/<target>/` and writes what it finds to a working corpus, `fuzz/target/corpus/
//! <target>/`, so that a run leaves the committed corpus alone; `--merge` then adds to the saved
//! corpus only the found inputs that reach new code (libFuzzer's `-merge=1`). A crash stops that
//! target, leaves its input in `fuzz/artifacts/<target>/`, and fails the task after the others.
//!
//! The saved corpus is replayed on stable by `cargo test` (`crates/fuzz-targets/tests/corpus.rs`):
//! that, not this task, is what CI runs.

use std::io::{BufRead, BufReader};
use std::path::PathBuf;
use std::process::Stdio;
use std::time::Instant;

use crate::env::{describe, exec, Env, Error};

/// The cargo-fuzz release installed when it is missing.
pub const CARGO_FUZZ_VERSION: &str = "0.13.2";

const USAGE: &str = "\
Usage: cargo xtask fuzz [--seconds <n>] [--runs <n>] [--target <name>] [--merge]

  --seconds <n>   how long each target runs (default 60)
  --runs <n>      stop a target after <n> executions (if sooner than --seconds)
  --target <name> only this target (default: every file of fuzz/fuzz_targets/)
  --merge         afterwards, add to fuzz/corpus/<target>/ the inputs found that reach new code
";

struct Options {
    seconds: u64,
    runs: Option<u64>,
    target: Option<String>,
    merge: bool,
}

fn options(args: &[String]) -> Result<Options, Error> {
    let mut o = Options {
        seconds: 60,
        runs: None,
        target: None,
        merge: false,
    };
    let mut it = args.iter();
    while let Some(arg) = it.next() {
        let mut value = |name: &str| {
            it.next()
                .cloned()
                .ok_or_else(|| format!("{name} expects a value\n\n{USAGE}"))
        };
        let number = |text: String, name: &str| {
            text.parse::<u64>()
                .ok()
                .filter(|&n| n > 0)
                .ok_or_else(|| format!("{name} expects a whole number above 0, found `{text}`"))
        };
        match arg.as_str() {
            "--seconds" => o.seconds = number(value("--seconds")?, "--seconds")?,
            "--runs" => o.runs = Some(number(value("--runs")?, "--runs")?),
            "--target" => o.target = Some(value("--target")?),
            "--merge" => o.merge = true,
            "--help" | "-h" => return Err(USAGE.to_string()),
            other => return Err(format!("unknown option `{other}`\n\n{USAGE}")),
        }
    }
    Ok(o)
}

/// What one target's run gave.
struct Run {
    target: String,
    ok: bool,
    executions: Option<u64>,
    exec_per_sec: Option<u64>,
    seconds: f64,
    saved: usize,
    found: usize,
}

/// Runs the targets and prints a summary.
pub fn run(env: &Env, args: &[String]) -> Result<(), Error> {
    let o = options(args)?;
    let fuzz_dir = env.root.join("fuzz");
    let mut targets = targets(&fuzz_dir)?;
    if let Some(only) = &o.target {
        if !targets.contains(only) {
            return Err(format!(
                "no fuzz target `{only}`: the targets are {}",
                targets.join(", ")
            ));
        }
        targets = vec![only.clone()];
    }
    nightly(env)?;
    cargo_fuzz(env)?;
    exec(nightly_cargo(env).args(["fuzz", "build", "-O"]))?;
    let mut runs = Vec::new();
    for target in &targets {
        runs.push(run_target(env, &fuzz_dir, target, &o)?);
    }
    print_summary(&runs, &o);
    let crashed: Vec<&str> = runs
        .iter()
        .filter(|r| !r.ok)
        .map(|r| r.target.as_str())
        .collect();
    if crashed.is_empty() {
        Ok(())
    } else {
        Err(format!(
            "{} failed: the input is in fuzz/artifacts/<target>/; replay it with \
             `cargo +nightly fuzz run <target> <file>`, fix the bug, then add the input to \
             fuzz/corpus/<target>/ as crash-<what>",
            crashed.join(", ")
        ))
    }
}

/// The targets: the files of `fuzz/fuzz_targets/`, sorted.
fn targets(fuzz_dir: &std::path::Path) -> Result<Vec<String>, Error> {
    let dir = fuzz_dir.join("fuzz_targets");
    let mut names: Vec<String> = std::fs::read_dir(&dir)
        .map_err(|e| format!("cannot list {}: {e}", dir.display()))?
        .filter_map(|entry| {
            let name = entry.ok()?.file_name().into_string().ok()?;
            name.strip_suffix(".rs").map(String::from)
        })
        .collect();
    names.sort();
    if names.is_empty() {
        return Err(format!("no fuzz targets in {}", dir.display()));
    }
    Ok(names)
}

/// `cargo +nightly` through rustup's proxy (the `cargo` that runs xtask is a toolchain's own
/// binary, which does not take `+toolchain`).
fn nightly_cargo(env: &Env) -> std::process::Command {
    let mut cmd = env.cmd("cargo");
    cmd.arg("+nightly");
    cmd
}

fn nightly(env: &Env) -> Result<(), Error> {
    match env.version_of("cargo", &["+nightly", "--version"]) {
        Some(version) => {
            println!("[fuzz] nightly toolchain: present ({version})");
            Ok(())
        }
        None => Err("the nightly toolchain is missing: install it with \
             `rustup toolchain install nightly --profile minimal`, then run this again \
             (cargo fuzz needs nightly; the corpus replay in `cargo test` does not)"
            .to_string()),
    }
}

fn cargo_fuzz(env: &Env) -> Result<(), Error> {
    if let Some(version) = env.version_of("cargo", &["+nightly", "fuzz", "--version"]) {
        println!("[fuzz] cargo-fuzz: present ({version})");
        return Ok(());
    }
    println!("[fuzz] cargo-fuzz: missing; installing {CARGO_FUZZ_VERSION} (takes ~1 min)");
    exec(env.cargo().args([
        "install",
        "--locked",
        "cargo-fuzz",
        "--version",
        CARGO_FUZZ_VERSION,
    ]))
}

fn files_in(dir: &std::path::Path) -> usize {
    std::fs::read_dir(dir).map_or(0, |entries| entries.count())
}

fn run_target(
    env: &Env,
    fuzz_dir: &std::path::Path,
    target: &str,
    o: &Options,
) -> Result<Run, Error> {
    println!("\n==== fuzz {target}");
    let saved_dir = fuzz_dir.join("corpus").join(target);
    let work_dir: PathBuf = fuzz_dir.join("target/corpus").join(target);
    std::fs::create_dir_all(&work_dir)
        .map_err(|e| format!("cannot create {}: {e}", work_dir.display()))?;
    let before = files_in(&work_dir);
    let mut cmd = nightly_cargo(env);
    // The working corpus first: libFuzzer writes new inputs to the first folder only.
    cmd.args(["fuzz", "run", "-O", target])
        .arg(&work_dir)
        .arg(&saved_dir)
        .arg("--")
        .arg(format!("-max_total_time={}", o.seconds))
        .arg("-print_final_stats=1");
    if let Some(runs) = o.runs {
        cmd.arg(format!("-runs={runs}"));
    }
    let what = describe(&cmd);
    println!("$ {what}");
    let started = Instant::now();
    let mut child = cmd
        .stdin(Stdio::null())
        .stderr(Stdio::piped())
        .spawn()
        .map_err(|e| format!("cannot run `{what}`: {e}"))?;
    let (mut executions, mut exec_per_sec) = (None, None);
    if let Some(stderr) = child.stderr.take() {
        for line in BufReader::new(stderr).split(b'\n') {
            let line = line.map_err(|e| format!("reading the output of `{what}`: {e}"))?;
            let line = String::from_utf8_lossy(&line);
            let stat = |name: &str| {
                line.strip_prefix(name)
                    .and_then(|rest| rest.trim().parse::<u64>().ok())
            };
            executions = stat("stat::number_of_executed_units:").or(executions);
            exec_per_sec = stat("stat::average_exec_per_sec:").or(exec_per_sec);
            // Every new input and newly reached function is a line: keep the progress
            // (`pulse`, `DONE`), the statistics and whatever a crash prints.
            if !is_new_input(&line) {
                eprintln!("{line}");
            }
        }
    }
    let status = child
        .wait()
        .map_err(|e| format!("waiting for `{what}`: {e}"))?;
    let seconds = started.elapsed().as_secs_f64();
    if status.success() && o.merge {
        println!("[fuzz] merging the inputs that reach new code into fuzz/corpus/{target}/");
        exec(
            nightly_cargo(env)
                .args(["fuzz", "run", "-O", target])
                .arg(&saved_dir)
                .arg(&work_dir)
                .args(["--", "-merge=1"]),
        )?;
    }
    Ok(Run {
        target: target.to_string(),
        ok: status.success(),
        executions,
        exec_per_sec,
        seconds,
        saved: files_in(&saved_dir),
        found: files_in(&work_dir).saturating_sub(before),
    })
}

/// Whether a line of libFuzzer's output only reports a new input (`#123\tNEW    cov: ...`,
/// `#123\tREDUCE ...`) or a newly reached function (`\tNEW_FUNC[1/2]: ...`).
fn is_new_input(line: &str) -> bool {
    let mut words = line.split_whitespace();
    match (words.next(), words.next()) {
        (Some(first), Some(second)) if first.starts_with('#') => {
            matches!(second, "NEW" | "REDUCE")
        }
        (Some(first), _) => first.starts_with("NEW_FUNC"),
        _ => false,
    }
}

fn print_summary(runs: &[Run], o: &Options) {
    println!("\n==== fuzz summary (up to {} s per target)", o.seconds);
    println!(
        "  {:<10} {:<7} {:>13} {:>9} {:>8} {:>7} {:>7}",
        "target", "result", "executions", "exec/s", "time", "saved", "found"
    );
    let number = |n: Option<u64>| n.map_or_else(|| "?".to_string(), |n| n.to_string());
    for r in runs {
        println!(
            "  {:<10} {:<7} {:>13} {:>9} {:>7.0}s {:>7} {:>7}",
            r.target,
            if r.ok { "ok" } else { "CRASH" },
            number(r.executions),
            number(r.exec_per_sec),
            r.seconds,
            r.saved,
            r.found
        );
    }
    println!("  (saved: files in fuzz/corpus/<target>/; found: new inputs in fuzz/target/corpus/<target>/)");
}

#[cfg(test)]
mod tests {
    use super::*;

    fn args(list: &[&str]) -> Vec<String> {
        list.iter().map(|s| s.to_string()).collect()
    }

    #[test]
    fn options_have_defaults_and_read_values() {
        let o = options(&[]).unwrap();
        assert_eq!(
            (o.seconds, o.runs, o.target, o.merge),
            (60, None, None, false)
        );
        let o = options(&args(&[
            "--seconds",
            "5",
            "--runs",
            "1000",
            "--target",
            "fen",
            "--merge",
        ]))
        .unwrap();
        assert_eq!(o.seconds, 5);
        assert_eq!(o.runs, Some(1000));
        assert_eq!(o.target.as_deref(), Some("fen"));
        assert!(o.merge);
    }

    #[test]
    fn new_input_lines_are_told_from_progress_and_crashes() {
        assert!(is_new_input(
            "#4271140\tREDUCE cov: 2177 ft: 5846 corp: 990/109Kb lim: 4096 exec/s: 112398"
        ));
        assert!(is_new_input(
            "#87\tNEW    cov: 2277 ft: 6336 corp: 1194/126Kb"
        ));
        assert!(is_new_input(
            "\tNEW_FUNC[1/3]: 0x55d5d1e25950 in core::ptr::drop_glue"
        ));
        assert!(!is_new_input(
            "#8388608\tpulse  cov: 2277 ft: 6336 exec/s: 95027"
        ));
        assert!(!is_new_input("Done 213067 runs in 6 second(s)"));
        assert!(!is_new_input("stat::average_exec_per_sec:     35511"));
        assert!(!is_new_input(""));
    }

    #[test]
    fn bad_options_are_refused() {
        assert!(options(&args(&["--seconds"])).is_err());
        assert!(options(&args(&["--seconds", "0"])).is_err());
        assert!(options(&args(&["--runs", "many"])).is_err());
        assert!(options(&args(&["--jobs", "2"])).is_err());
    }

    #[test]
    fn the_targets_are_the_harness_files_and_each_has_a_saved_corpus() {
        let fuzz_dir = Env::new().unwrap().root.join("fuzz");
        let names = targets(&fuzz_dir).unwrap();
        assert_eq!(
            names,
            [
                "dice", "extras", "fen", "games", "invite", "lesson", "link", "live", "notation",
                "progress", "puzzle", "qr", "record", "relay", "reply", "request", "save",
                "sealed",
            ]
        );
        for name in names {
            assert!(files_in(&fuzz_dir.join("corpus").join(&name)) > 0, "{name}");
        }
    }
}
