//! The page's shape, kept as the app's design has it (see `src/lib.rs`): `App` routes and its
//! parts own, so that each new feature gets a home of its own instead of growing `App`. This
//! check reads the sources of the crates the page's wasm is built from (this one, the board and
//! the page): no file over 800 lines of code (tests apart), `App` with a field a part (thirteen at most) and
//! its `impl` in the router's own folder (`src/app/`), no function elsewhere taking the `App`,
//! and no part importing its owner.

use std::path::{Path, PathBuf};

/// The most lines of code (neither blank nor comment) a source file of the crate may have.
const MAX_CODE_LINES: usize = 800;
/// The most fields `App` may have: one a part (eleven, the analysis board the last come),
/// and the router's own two, its effects and its randomness.
const MAX_APP_FIELDS: usize = 13;

fn sources(dir: &Path, out: &mut Vec<PathBuf>) {
    let entries = std::fs::read_dir(dir).unwrap_or_else(|e| panic!("{}: {e}", dir.display()));
    for entry in entries {
        let path = entry.expect("a directory entry").path();
        if path.is_dir() {
            sources(&path, out);
        } else if path.extension().is_some_and(|e| e == "rs") {
            out.push(path);
        }
    }
}

fn src() -> PathBuf {
    Path::new(env!("CARGO_MANIFEST_DIR")).join("src")
}

/// The sources of every crate in the page's wasm: the app, the board component and the page.
fn page_sources() -> Vec<PathBuf> {
    let crates = Path::new(env!("CARGO_MANIFEST_DIR")).join("..");
    let mut files = Vec::new();
    for name in ["app", "board", "web"] {
        sources(&crates.join(name).join("src"), &mut files);
    }
    files
}

fn read(path: &Path) -> String {
    std::fs::read_to_string(path).unwrap_or_else(|e| panic!("{}: {e}", path.display()))
}

/// Whether a file holds only tests (`tests.rs`, `test_util.rs`, or a folder `tests/`).
fn is_tests(path: &Path) -> bool {
    let name = path.file_name().and_then(|n| n.to_str()).unwrap_or("");
    name == "tests.rs"
        || name == "test_util.rs"
        || path.components().any(|c| c.as_os_str() == "tests")
}

/// Lines that are neither blank nor comments, up to the file's test module (if any).
fn code_lines(text: &str) -> usize {
    text.lines()
        .take_while(|l| *l != "mod tests {")
        .filter(|l| {
            let t = l.trim();
            !t.is_empty() && !t.starts_with("//")
        })
        .count()
}

#[test]
fn no_source_file_is_over_800_lines_of_code() {
    let files = page_sources();
    assert!(files.len() > 60, "the sources were not found");
    let mut over: Vec<String> = files
        .iter()
        .filter(|p| !is_tests(p))
        .map(|p| (p, code_lines(&read(p))))
        .filter(|&(_, n)| n > MAX_CODE_LINES)
        .map(|(p, n)| format!("{} ({n})", p.display()))
        .collect();
    over.sort();
    assert!(
        over.is_empty(),
        "over {MAX_CODE_LINES} lines of code: {over:?}"
    );
}

/// Whether a file is one of the router's own (`src/app/`, where `App` is defined).
fn is_router(path: &Path) -> bool {
    path.starts_with(src().join("app"))
}

#[test]
fn app_has_a_field_a_part_and_its_impl_in_the_router() {
    let state = read(&src().join("app/state.rs"));
    let start = state.find("pub struct App {").expect("App in app/state.rs");
    let body = &state[start..];
    let body = &body[..body.find("\n}\n").expect("the end of App")];
    let fields = body
        .lines()
        .filter(|l| {
            let t = l.trim_start();
            l.starts_with("    ")
                && !l.starts_with("     ")
                && !t.starts_with("//")
                && t.contains(':')
        })
        .count();
    assert!(
        (1..=MAX_APP_FIELDS).contains(&fields),
        "App has {fields} fields"
    );
    let mut files = Vec::new();
    sources(&src(), &mut files);
    let impls: Vec<String> = files
        .iter()
        .filter(|p| {
            read(p)
                .lines()
                .any(|l| l.trim_start().starts_with("impl App {"))
        })
        .filter(|p| !is_router(p))
        .map(|p| p.display().to_string())
        .collect();
    assert!(impls.is_empty(), "impl App outside src/app/: {impls:?}");
}

/// No function outside the router takes the `App`: what a part needs of another is a value
/// that the router carries out (tests apart).
#[test]
fn no_function_outside_the_router_takes_the_app() {
    let mut files = Vec::new();
    sources(&src(), &mut files);
    assert!(files.len() > 40, "the sources were found");
    let mut found = Vec::new();
    for file in files.iter().filter(|p| !is_tests(p) && !is_router(p)) {
        let text = read(file);
        let code = text.split("#[cfg(test)]\nmod tests {").next().unwrap_or("");
        for (n, line) in code.lines().enumerate() {
            let t = line.trim_start();
            if t.starts_with("//") {
                continue;
            }
            if line.contains("fn ") && (line.contains("&mut App") || line.contains("&App")) {
                found.push(format!("{}:{}: {}", file.display(), n + 1, t));
            }
        }
    }
    assert!(found.is_empty(), "functions that take the App: {found:#?}");
}

#[test]
fn no_part_imports_its_owner() {
    let app = src();
    for part in [
        "session",
        "interaction",
        "bots",
        "overlay",
        "learn",
        "review",
    ] {
        let mut files = Vec::new();
        sources(&app.join(part), &mut files);
        assert!(!files.is_empty(), "{part}");
        for file in files.iter().filter(|p| !is_tests(p)) {
            check_no_owner(file);
        }
    }
    for part in [
        "library.rs",
        "extras.rs",
        "share.rs",
        "effect.rs",
        "text.rs",
    ] {
        check_no_owner(&app.join(part));
    }
}

fn check_no_owner(file: &Path) {
    for (n, line) in read(file).lines().enumerate() {
        let t = line.trim_start();
        if !t.starts_with("use ") {
            continue;
        }
        let owner = t.contains("crate::App")
            || t.contains("crate::{App")
            || t.contains("super::App")
            || t.contains("super::{App")
            || t.contains("crate::Effect")
            || t.contains("crate::sentence");
        assert!(!owner, "{}:{}: {line}", file.display(), n + 1);
    }
}

/// The page changes letter case in ASCII only: `str::to_lowercase` and `to_uppercase` bring
/// Unicode's case tables into the page's wasm, about 8 KB of the first load (measured
/// 2026-11-26, BENCHMARKS.md), for words that are ASCII anyway (commands, the move box's words).
#[test]
fn the_page_changes_case_in_ascii_only() {
    let found =
        page_lines_where(|l| l.contains(".to_lowercase()") || l.contains(".to_uppercase()"));
    assert!(
        found.is_empty(),
        "Unicode case mapping in the page: {found:#?}"
    );
}

/// The page formats no float with a precision (`{x:.2}`): that brings Rust's float printer
/// into the page's wasm, some 11 KB of the first load's gzip size (measured 2026-11-27 when
/// the review chart's marks were placed so, BENCHMARKS.md); whole numbers written by hand do.
#[test]
fn the_page_formats_no_float_with_a_precision() {
    let found = page_lines_where(|l| {
        l.match_indices(":.").any(|(i, _)| {
            l[..i].contains('{') && l[i + 2..].starts_with(|c: char| c.is_ascii_digit())
        })
    });
    assert!(found.is_empty(), "a float printed in the page: {found:#?}");
}

/// The page's lines of code (no test file or module, no comment) where `hit` holds, each
/// with its file.
fn page_lines_where(hit: impl Fn(&str) -> bool) -> Vec<String> {
    let files = page_sources();
    files
        .iter()
        .filter(|p| !is_tests(p))
        .flat_map(|p| {
            read(p)
                .lines()
                .take_while(|l| *l != "mod tests {")
                .filter(|l| !l.trim().starts_with("//") && hit(l))
                .map(|l| format!("{}: {}", p.display(), l.trim()))
                .collect::<Vec<_>>()
        })
        .collect()
}
