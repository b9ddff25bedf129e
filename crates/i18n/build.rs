//! Compiles the Fluent files (`locales/en.ftl`, `locales/fr.ftl`) to Rust: one method on `Lang`
//! per message, in `$OUT_DIR/messages.rs`, which `src/lang.rs` includes. The generator is
//! `src/codegen.rs`, a module of its own so that its unit tests run with the library's; the
//! build fails, listing every problem it finds (a syntax error, a message one file lacks,
//! arguments that differ…).

use std::path::Path;

#[path = "src/codegen.rs"]
mod codegen;

fn main() {
    let dir = Path::new("locales");
    println!("cargo:rerun-if-changed=locales");
    let sources = codegen::LANGS.map(|(code, _)| {
        let path = dir.join(format!("{code}.ftl"));
        println!("cargo:rerun-if-changed={}", path.display());
        std::fs::read_to_string(&path).unwrap_or_else(|e| panic!("{}: {e}", path.display()))
    });
    let out =
        codegen::generate(sources.each_ref().map(String::as_str)).unwrap_or_else(|problems| {
            panic!(
                "the Fluent files have {} problem(s):\n{}",
                problems.len(),
                problems.join("\n")
            )
        });
    let dest =
        Path::new(&std::env::var("OUT_DIR").expect("cargo sets OUT_DIR")).join("messages.rs");
    std::fs::write(dest, out).expect("write messages.rs");
}
