//! Writes the seed corpora to `fuzz/corpus/<target>/seed-<name>`, replacing the old seeds (files
//! the fuzzer added, and crash regressions, are left alone).
//!
//! ```text
//! cargo run -p ashtapada-fuzz-targets --example write-seeds
//! ```

use std::path::Path;

use ashtapada_fuzz_targets::{seeds::seeds, TARGETS};

fn main() -> std::io::Result<()> {
    let root = Path::new(env!("CARGO_MANIFEST_DIR")).join("../../fuzz/corpus");
    for (target, _) in TARGETS {
        let dir = root.join(target);
        std::fs::create_dir_all(&dir)?;
        for entry in std::fs::read_dir(&dir)? {
            let path = entry?.path();
            if path
                .file_name()
                .is_some_and(|n| n.to_string_lossy().starts_with("seed-"))
            {
                std::fs::remove_file(path)?;
            }
        }
        let seeds = seeds(target).expect("seeds for every target");
        for (name, bytes) in &seeds {
            std::fs::write(dir.join(format!("seed-{name}")), bytes)?;
        }
        println!("{target}: {} seeds in {}", seeds.len(), dir.display());
    }
    Ok(())
}
