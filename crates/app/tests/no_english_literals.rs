//! Every word the page shows comes from the Fluent messages (`crates/i18n/locales`), so that
//! it exists in French and English. This check reads the sources of the page's crates (the app,
//! the board, the page) and fails on a
//! string literal that looks like words for a player: a capitalised word ("Close"), or several
//! words with an English function word among them ("the die is not…"). Developer-facing text
//! (console logs, `context(…)` of platform errors, panics, tests) is not shown to players and is
//! left out, as are keyboard key names and CSS.

use std::path::{Path, PathBuf};

/// Words that only prose has: a literal with one of them and a space is a sentence.
const PROSE: [&str; 39] = [
    "the", "an", "is", "are", "to", "of", "and", "or", "not", "no", "cannot", "your", "you", "on",
    "in", "it", "this", "that", "be", "has", "have", "his", "its", "with", "for", "from", "there",
    "here", "again", "now", "move", "game", "piece", "turn", "play", "bot", "roll", "rolls",
    "wins",
];

/// Capitalised literals that are not words for players: keyboard keys (`KeyboardEvent.key`),
/// the game's name, and the file formats' fixed words.
const NOT_WORDS: [&str; 16] = [
    // `KeyboardEvent.key`'s arrows, by their common start.
    "Arrow",
    "ArrowUp",
    "ArrowDown",
    "ArrowLeft",
    "ArrowRight",
    "Home",
    "End",
    "Escape",
    "Enter",
    "Ashtapada",
    "Human",
    "Bot (",
    "H",
    // A connection's description (SDP), as live play writes it back for the browser.
    "v=0",
    // The move list's CSS classes.
    "mv roll",
    "mv word",
];

/// Lines that carry text for developers, not players.
const DEVELOPER_LINES: [&str; 13] = [
    "debug_struct(",
    "context(",
    "PlatformError::new",
    "log_error(",
    "dom::log(",
    "expect(",
    "panic!",
    "unreachable!",
    "debug_assert",
    "console",
    "#[error(",
    "Error::new(",
    "assert",
];

fn sources(dir: &Path, out: &mut Vec<PathBuf>) {
    for entry in std::fs::read_dir(dir).expect("read the source folder") {
        let path = entry.expect("a folder entry").path();
        if path.is_dir() {
            sources(&path, out);
        } else if path.extension().is_some_and(|e| e == "rs") {
            let name = path.file_name().and_then(|n| n.to_str()).unwrap_or("");
            if name != "tests.rs" && !name.starts_with("test_") {
                out.push(path);
            }
        }
    }
}

/// The string literals of a line (`"…"`, with `\"` escapes), up to a `//` comment.
fn literals(line: &str) -> Vec<String> {
    let mut out = Vec::new();
    let mut chars = line.chars().peekable();
    while let Some(c) = chars.next() {
        match c {
            '/' if chars.peek() == Some(&'/') => break,
            // A char literal: '"' is no string.
            '\'' => {
                let quoted: String = chars.clone().take(3).collect();
                if quoted.starts_with("\"'") || quoted.starts_with("\\\"'") {
                    chars.nth(quoted.find('\'').unwrap_or(0));
                }
            }
            '"' => {
                let mut lit = String::new();
                while let Some(d) = chars.next() {
                    match d {
                        '\\' => {
                            chars.next();
                        }
                        '"' => break,
                        _ => lit.push(d),
                    }
                }
                out.push(lit);
            }
            _ => {}
        }
    }
    out
}

/// The line without its `class="…"` attributes: CSS classes are not words.
fn without_classes(line: &str) -> String {
    let mut out = line.to_string();
    while let Some(start) = out.find("class=\"") {
        let rest = start + "class=\"".len();
        let end = out[rest..].find('"').map_or(out.len(), |e| rest + e + 1);
        out.replace_range(start..end, "");
    }
    out
}

fn looks_like_words(lit: &str) -> bool {
    if NOT_WORDS.iter().any(|w| lit.starts_with(w)) {
        return false;
    }
    let words: Vec<&str> = lit
        .split(|c: char| !c.is_alphabetic() && c != '\'')
        .filter(|w| !w.is_empty())
        .collect();
    // "Close", "Game over: {}": a capitalised word of two letters or more first (SVG paths
    // start with one-letter commands: "M 20 91 L…").
    let first_capitalised = words.first().is_some_and(|w| {
        let mut cs = w.chars();
        cs.next().is_some_and(char::is_uppercase) && cs.all(char::is_lowercase) && w.len() > 1
    });
    let capitalised =
        first_capitalised && (lit.contains(' ') || !lit.contains(['-', '_', '=', '/', '#', '.']));
    let prose = lit.contains(' ')
        && words.len() >= 2
        && words
            .iter()
            .any(|w| PROSE.contains(&w.to_lowercase().as_str()));
    capitalised || prose
}

#[test]
fn the_page_shows_no_words_but_the_messages() {
    let src = Path::new(env!("CARGO_MANIFEST_DIR")).join("..");
    let mut files = Vec::new();
    for name in ["app", "board", "web"] {
        sources(&src.join(name).join("src"), &mut files);
    }
    assert!(files.len() > 60, "the sources were found");
    let mut found = Vec::new();
    for file in &files {
        let text = std::fs::read_to_string(file).expect("read a source file");
        // The unit tests written at the end of a file say what they like (a test module in a
        // file of its own, `#[cfg(test)] mod tests;`, is not read: `sources` leaves it out).
        let text = text.split("#[cfg(test)]\nmod tests {").next().unwrap_or("");
        let mut previous = "";
        for (i, line) in text.lines().enumerate() {
            if line.trim_start().starts_with("//") {
                continue;
            }
            // A call for developers whose text is on the next line: `log_error(&format!(`.
            let opened = previous.trim_end().ends_with('(')
                && DEVELOPER_LINES.iter().any(|d| previous.contains(d));
            previous = line;
            if opened || DEVELOPER_LINES.iter().any(|d| line.contains(d)) {
                continue;
            }
            for lit in literals(&without_classes(line)) {
                if looks_like_words(&lit) {
                    let rel = file.strip_prefix(&src).unwrap_or(file);
                    found.push(format!("{}:{}: \"{lit}\"", rel.display(), i + 1));
                }
            }
        }
    }
    assert!(
        found.is_empty(),
        "player-visible words that do not come from the messages (crates/i18n/locales):\n{}",
        found.join("\n")
    );
}

#[test]
fn the_check_recognises_words_and_leaves_markup() {
    assert!(looks_like_words("Close"));
    assert!(looks_like_words("the die is not to be rolled now"));
    assert!(looks_like_words("Game over: {}."));
    assert!(!looks_like_words("muted small"));
    assert!(!looks_like_words("setup-seat-"));
    assert!(!looks_like_words("ArrowLeft"));
    assert!(!looks_like_words("M3 3h2v10H3zM13 3v10L6 8z"));
    assert!(!looks_like_words("data-state"));
    assert_eq!(literals(r#"x("a b", 'c') // "no""#), ["a b"]);
    assert_eq!(
        literals(&without_classes(
            r#"p class="turn-sub roll-off" { "Roll the die" }"#
        )),
        ["Roll the die"]
    );
}
