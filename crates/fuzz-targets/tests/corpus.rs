//! Replays the saved fuzz corpus on the stable toolchain: every file of `fuzz/corpus/<target>/`
//! goes through its target, so a crash the fuzzer once found (its input is kept there) stays
//! fixed on a machine without nightly or cargo-fuzz.

use std::path::{Path, PathBuf};

use ashtapada_fuzz_targets::TARGETS;

fn corpus_dir(target: &str) -> PathBuf {
    Path::new(env!("CARGO_MANIFEST_DIR"))
        .join("../../fuzz/corpus")
        .join(target)
}

/// The files of a target's corpus, sorted, with their names.
fn corpus(target: &str) -> Vec<(String, Vec<u8>)> {
    let dir = corpus_dir(target);
    let mut files: Vec<(String, Vec<u8>)> = std::fs::read_dir(&dir)
        .unwrap_or_else(|e| panic!("cannot list {}: {e}", dir.display()))
        .map(|entry| {
            let path = entry.expect("a directory entry").path();
            let name = path
                .file_name()
                .map(|n| n.to_string_lossy().into_owned())
                .unwrap_or_default();
            let bytes = std::fs::read(&path)
                .unwrap_or_else(|e| panic!("cannot read {}: {e}", path.display()));
            (name, bytes)
        })
        .collect();
    files.sort();
    files
}

/// One test per target, so that a failure names its target.
fn replay(target: &str) {
    let (_, run) = TARGETS
        .iter()
        .find(|(name, _)| *name == target)
        .expect("a target of that name");
    let files = corpus(target);
    let seeds = files.iter().filter(|(n, _)| n.starts_with("seed-")).count();
    assert!(seeds >= 8, "{target}: only {seeds} seed files");
    for (name, bytes) in &files {
        // A panic here is a regression; its message names the input's story.
        let accepted = run(bytes);
        // The seeds are real inputs: were one refused, its round-trip checks would not run.
        if name.starts_with("seed-") {
            assert!(
                accepted,
                "{target}: {name} is no longer accepted by its reader"
            );
        }
    }
}

#[test]
fn every_target_has_a_corpus() {
    for (target, _) in TARGETS {
        assert!(corpus_dir(target).is_dir(), "no corpus for {target}");
    }
}

/// The crate's table of targets, the harness's binaries and `TARGETS` name the same targets:
/// new targets were once added to the harness but not to the table.
#[test]
fn every_target_is_documented_and_in_the_harness() {
    let root = Path::new(env!("CARGO_MANIFEST_DIR"));
    let lib = std::fs::read_to_string(root.join("src/lib.rs")).expect("src/lib.rs");
    let table: Vec<&str> = lib
        .lines()
        .filter_map(|line| line.strip_prefix("//! | [`"))
        .filter_map(|rest| rest.split_once('`').map(|(name, _)| name))
        .collect();
    let names: Vec<&str> = TARGETS.iter().map(|&(name, _)| name).collect();
    assert_eq!(
        table, names,
        "the table in src/lib.rs, in the order of TARGETS"
    );
    let harness = std::fs::read_to_string(root.join("../../fuzz/Cargo.toml")).expect("fuzz/");
    for name in names {
        assert!(
            harness.contains(&format!("path = \"fuzz_targets/{name}.rs\"")),
            "fuzz/Cargo.toml has no binary for {name}"
        );
        assert!(
            root.join("../../fuzz/fuzz_targets")
                .join(format!("{name}.rs"))
                .is_file(),
            "no fuzz/fuzz_targets/{name}.rs"
        );
    }
}

#[test]
fn replay_fen() {
    replay("fen");
}

#[test]
fn replay_record() {
    replay("record");
}

#[test]
fn replay_notation() {
    replay("notation");
}

#[test]
fn replay_save() {
    replay("save");
}

#[test]
fn replay_request() {
    replay("request");
}

#[test]
fn replay_reply() {
    replay("reply");
}

#[test]
fn replay_link() {
    replay("link");
}

#[test]
fn replay_games() {
    replay("games");
}

#[test]
fn replay_qr() {
    replay("qr");
}

#[test]
fn replay_lesson() {
    replay("lesson");
}

#[test]
fn replay_progress() {
    replay("progress");
}

#[test]
fn replay_extras() {
    replay("extras");
}

#[test]
fn replay_invite() {
    replay("invite");
}

#[test]
fn replay_live() {
    replay("live");
}

#[test]
fn replay_relay() {
    replay("relay");
}

#[test]
fn replay_dice() {
    replay("dice");
}

#[test]
fn replay_sealed() {
    replay("sealed");
}
