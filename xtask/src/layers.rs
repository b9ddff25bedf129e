//! `cargo xtask layers`: the shape of each crate's modules, read from the sources.
//!
//! Crates keep their layers by Cargo itself (a crate cannot import one that depends on it).
//! Inside a crate the compiler keeps nothing, so this reads every source file, resolves the
//! `crate::`, `super::` and `self::` paths it names to the module files they reach, and reports:
//!
//! - **imports that run back up**: a file that names something of one of its ancestor modules
//!   (`use super::App` in a part of the app, whose `App` is the crate root's). A handful are
//!   allowed, each explained in `ARCHITECTURE.md` ([`ALLOWED_UP`]);
//! - **circles of files**: files that name each other round, leaving aside the names of
//!   ancestors counted above (a module's own children are its to use).
//!
//! Test files (`tests.rs`, `test_*.rs`, a `tests/` folder, what follows `#[cfg(test)]`) are left
//! out: tests may reach anywhere. `cargo test -p xtask` checks the whole workspace so.

use std::collections::{BTreeMap, BTreeSet};
use std::path::{Path, PathBuf};

/// The imports that run back up and are allowed: (crate folder, importing module, ancestor).
/// Each is explained in ARCHITECTURE.md.
pub const ALLOWED_UP: &[(&str, &str, &str)] = &[
    // The board component's one type, `Board`, with a file for each concern's methods.
    ("board", "gesture", ""),
    ("board", "marks", ""),
    ("board", "render", ""),
];

/// A module, by its path from the crate root (`""` for the root, `"live::part"`).
type Module = String;

/// One crate's modules: each module's file and the modules its code names.
#[derive(Debug, Default)]
pub struct Graph {
    /// The crate's folder name (`app`, `rules`).
    pub krate: String,
    /// Each module's file.
    pub files: BTreeMap<Module, PathBuf>,
    /// Each module's named modules (the deepest module each path reaches).
    pub names: BTreeMap<Module, BTreeSet<Module>>,
}

impl Graph {
    /// Reads the crate in `dir` (its `src/lib.rs`, or `src/main.rs`).
    pub fn read(dir: &Path) -> Option<Graph> {
        let src = dir.join("src");
        let root = ["lib.rs", "main.rs"]
            .iter()
            .map(|f| src.join(f))
            .find(|p| p.exists())?;
        let mut graph = Graph {
            krate: dir.file_name()?.to_string_lossy().into_owned(),
            ..Graph::default()
        };
        graph.walk(String::new(), &root, &src);
        let modules: Vec<Module> = graph.files.keys().cloned().collect();
        for module in modules {
            let text = code_of(&std::fs::read_to_string(&graph.files[&module]).unwrap_or_default());
            let named: BTreeSet<Module> = paths(&text)
                .into_iter()
                .filter_map(|p| graph.resolve(&module, &p))
                .filter(|m| *m != module)
                .collect();
            graph.names.insert(module, named);
        }
        Some(graph)
    }

    /// Records `module` (in `file`) and the modules it declares in files of their own.
    fn walk(&mut self, module: Module, file: &Path, src: &Path) {
        let text = std::fs::read_to_string(file).unwrap_or_default();
        let folder = if module.is_empty() {
            src.to_path_buf()
        } else if file.file_name().is_some_and(|n| n == "mod.rs") {
            file.parent().unwrap_or(src).to_path_buf()
        } else {
            file.with_extension("")
        };
        self.files.insert(module.clone(), file.to_path_buf());
        for child in declared(&text) {
            let path = [
                folder.join(format!("{child}.rs")),
                folder.join(&child).join("mod.rs"),
            ]
            .into_iter()
            .find(|p| p.exists());
            let Some(path) = path else { continue };
            if is_test_file(&path) {
                continue;
            }
            let name = if module.is_empty() {
                child
            } else {
                format!("{module}::{child}")
            };
            self.walk(name, &path, src);
        }
    }

    /// The deepest module that `path` (`crate::a::b::Item`, `super::x`) reaches from `from`.
    fn resolve(&self, from: &str, path: &[String]) -> Option<Module> {
        let mut at: Vec<&str> = if from.is_empty() {
            Vec::new()
        } else {
            from.split("::").collect()
        };
        let mut rest = path;
        match rest.first().map(String::as_str) {
            Some("crate") => {
                at.clear();
                rest = &rest[1..];
            }
            Some("super") => {
                while rest.first().is_some_and(|s| s == "super") {
                    at.pop()?;
                    rest = &rest[1..];
                }
            }
            Some("self") => rest = &rest[1..],
            _ => return None,
        }
        for segment in rest {
            let mut deeper = at.clone();
            deeper.push(segment);
            if self.files.contains_key(&deeper.join("::")) {
                at = deeper;
            } else {
                break;
            }
        }
        Some(at.join("::"))
    }

    /// The imports that run back up: (module, the ancestor it names).
    pub fn up(&self) -> Vec<(Module, Module)> {
        let mut out = Vec::new();
        for (module, named) in &self.names {
            for target in named {
                if is_ancestor(target, module) {
                    out.push((module.clone(), target.clone()));
                }
            }
        }
        out
    }

    /// The circles of files: each a list of modules that name each other round (the names of
    /// ancestors left aside), as strongly connected components of two or more.
    pub fn circles(&self) -> Vec<Vec<Module>> {
        let edges: BTreeMap<&str, Vec<&str>> = self
            .names
            .iter()
            .map(|(m, named)| {
                let to = named
                    .iter()
                    .filter(|t| !is_ancestor(t, m))
                    .map(String::as_str)
                    .collect();
                (m.as_str(), to)
            })
            .collect();
        tarjan(&edges)
    }
}

/// Whether `a` is an ancestor of `b` (the root is every module's).
fn is_ancestor(a: &str, b: &str) -> bool {
    a != b && (a.is_empty() || b.starts_with(&format!("{a}::")))
}

/// Strongly connected components of two or more nodes.
fn tarjan<'a>(edges: &BTreeMap<&'a str, Vec<&'a str>>) -> Vec<Vec<String>> {
    struct State<'a> {
        index: BTreeMap<&'a str, usize>,
        low: BTreeMap<&'a str, usize>,
        stack: Vec<&'a str>,
        on: BTreeSet<&'a str>,
        out: Vec<Vec<String>>,
    }
    fn visit<'a>(v: &'a str, edges: &BTreeMap<&'a str, Vec<&'a str>>, s: &mut State<'a>) {
        let i = s.index.len();
        s.index.insert(v, i);
        s.low.insert(v, i);
        s.stack.push(v);
        s.on.insert(v);
        for &w in edges.get(v).map(Vec::as_slice).unwrap_or(&[]) {
            if !s.index.contains_key(w) {
                visit(w, edges, s);
                let low = s.low[v].min(s.low[w]);
                s.low.insert(v, low);
            } else if s.on.contains(w) {
                let low = s.low[v].min(s.index[w]);
                s.low.insert(v, low);
            }
        }
        if s.low[v] == s.index[v] {
            let mut component = Vec::new();
            while let Some(w) = s.stack.pop() {
                s.on.remove(w);
                component.push(w.to_string());
                if w == v {
                    break;
                }
            }
            if component.len() > 1 {
                component.sort();
                s.out.push(component);
            }
        }
    }
    let mut state = State {
        index: BTreeMap::new(),
        low: BTreeMap::new(),
        stack: Vec::new(),
        on: BTreeSet::new(),
        out: Vec::new(),
    };
    for &v in edges.keys() {
        if !state.index.contains_key(v) {
            visit(v, edges, &mut state);
        }
    }
    state.out
}

/// Whether a file holds only tests (`tests.rs`, `test_util.rs`, or a file in a `tests/` folder).
fn is_test_file(path: &Path) -> bool {
    let name = path.file_name().and_then(|n| n.to_str()).unwrap_or("");
    name == "tests.rs"
        || name == "test_util.rs"
        || path.components().any(|c| c.as_os_str() == "tests")
}

/// The modules a file declares with `mod name;` (not inline ones, nor test-only ones).
fn declared(text: &str) -> Vec<String> {
    let mut out = Vec::new();
    let mut test_next = false;
    for line in text.lines() {
        let t = line.trim();
        if t.starts_with("#[cfg(test)]") {
            test_next = true;
            continue;
        }
        let decl = t
            .trim_start_matches("pub(crate) ")
            .trim_start_matches("pub(super) ")
            .trim_start_matches("pub ");
        if let Some(name) = decl.strip_prefix("mod ").and_then(|r| r.strip_suffix(';')) {
            if !test_next {
                out.push(name.trim().to_string());
            }
        }
        if !t.starts_with("#[") {
            test_next = false;
        }
    }
    out
}

/// A file's code: no comments, no test module. In the body of an
/// inline module (`mod x { … }`), `super::` names this file's module, so it is written `self::`.
fn code_of(text: &str) -> String {
    let mut out = String::new();
    // The brace depth at which an inline module's body closes.
    let mut inline: Option<i32> = None;
    let mut depth = 0;
    let text = &blank_strings(text);
    let mut lines = text.lines().peekable();
    while let Some(line) = lines.next() {
        if line.trim_start().starts_with("#[cfg(test)]") {
            // A test module written here (`mod tests {`) ends the code; a test module in a
            // file of its own (`mod tests;`, perhaps under a `#[path]`) is only left out.
            while lines
                .peek()
                .is_some_and(|l| l.trim_start().starts_with("#["))
            {
                lines.next();
            }
            match lines.next() {
                Some(l) if l.trim_end().ends_with('{') => break,
                _ => continue,
            }
        }
        let mut code = line.split("//").next().unwrap_or("").to_string();
        let t = code.trim_start().trim_start_matches("pub ");
        if inline.is_none() && t.starts_with("mod ") && t.trim_end().ends_with('{') {
            inline = Some(depth);
        } else if inline.is_some() {
            code = code.replace("super::", "self::");
        }
        depth += code.matches('{').count() as i32 - code.matches('}').count() as i32;
        if inline.is_some_and(|d| depth <= d) {
            inline = None;
        }
        // `pub(in crate::x)` is a visibility, not a use of `x`.
        while let Some(start) = code.find("pub(in ") {
            let end = code[start..]
                .find(')')
                .map_or(code.len(), |e| start + e + 1);
            code.replace_range(start..end, "pub");
        }
        out.push_str(&code);
        out.push('\n');
    }
    out
}

/// `text` with every string literal emptied (`"crate::"` is no path, and a `"//"` no comment),
/// lines kept; a char literal (`'"'`) and a lifetime are read past.
fn blank_strings(text: &str) -> String {
    let chars: Vec<char> = text.chars().collect();
    let mut out = String::with_capacity(text.len());
    let mut i = 0;
    while i < chars.len() {
        let c = chars[i];
        if c == '/' && chars.get(i + 1) == Some(&'/') {
            // A comment runs to the end of the line, strings in it included.
            while i < chars.len() && chars[i] != '\n' {
                out.push(chars[i]);
                i += 1;
            }
        } else if c == '\'' && chars.get(i + 2) == Some(&'\'') {
            out.extend(&chars[i..i + 3]);
            i += 3;
        } else if c == '\'' && chars.get(i + 1) == Some(&'\\') {
            // An escaped char literal: '\'' or '\\' or '\n'.
            let end = (i + 3..chars.len())
                .find(|&j| chars[j] == '\'')
                .unwrap_or(chars.len() - 1);
            out.extend(&chars[i..=end]);
            i = end + 1;
        } else if c == '"' {
            out.push('"');
            i += 1;
            while i < chars.len() && chars[i] != '"' {
                if chars[i] == '\\' {
                    // An escaped character, a line's end included (kept, to keep the lines).
                    i += 1;
                    if chars.get(i) == Some(&'\n') {
                        out.push('\n');
                    }
                } else if chars[i] == '\n' {
                    out.push('\n');
                }
                i += 1;
            }
            out.push('"');
            i += 1;
        } else {
            out.push(c);
            i += 1;
        }
    }
    out
}

/// Every path that starts with `crate`, `super` or `self` in `code`, as segments, with the
/// groups of `use a::{b, c::d}` spread out.
fn paths(code: &str) -> Vec<Vec<String>> {
    let mut out = Vec::new();
    let bytes: Vec<char> = code.chars().collect();
    let mut i = 0;
    while i < bytes.len() {
        let starts_word = i == 0 || !(bytes[i - 1].is_alphanumeric() || bytes[i - 1] == '_');
        let rest: String = bytes[i..bytes.len().min(i + 7)].iter().collect();
        if starts_word
            && (rest.starts_with("crate::")
                || rest.starts_with("super:")
                || rest.starts_with("self::"))
        {
            let (tree, end) = path_tree(&bytes, i);
            expand(&tree, &mut Vec::new(), &mut out);
            i = end.max(i + 1);
        } else {
            i += 1;
        }
    }
    out
}

/// A path with its groups, as written.
#[derive(Debug)]
enum Tree {
    Segment(String, Vec<Tree>),
}

/// Reads a path (with `{…}` groups) from `at`; returns it and where it ends.
fn path_tree(s: &[char], mut at: usize) -> (Vec<Tree>, usize) {
    let mut trees = Vec::new();
    while at < s.len() && s[at].is_whitespace() {
        at += 1;
    }
    if at < s.len() && s[at] == '{' {
        at += 1;
        loop {
            let (inner, end) = path_tree(s, at);
            trees.extend(inner);
            at = end;
            while at < s.len() && s[at].is_whitespace() {
                at += 1;
            }
            if at < s.len() && s[at] == ',' {
                at += 1;
                continue;
            }
            if at < s.len() && s[at] == '}' {
                at += 1;
            }
            break;
        }
        return (trees, at);
    }
    let start = at;
    while at < s.len() && (s[at].is_alphanumeric() || s[at] == '_') {
        at += 1;
    }
    if start == at {
        return (trees, at);
    }
    let word: String = s[start..at].iter().collect();
    if s[at..].starts_with(&[':', ':']) {
        let (children, end) = path_tree(s, at + 2);
        trees.push(Tree::Segment(word, children));
        return (trees, end);
    }
    trees.push(Tree::Segment(word, Vec::new()));
    (trees, at)
}

fn expand(trees: &[Tree], prefix: &mut Vec<String>, out: &mut Vec<Vec<String>>) {
    for Tree::Segment(word, children) in trees {
        prefix.push(word.clone());
        if children.is_empty() {
            out.push(prefix.clone());
        } else {
            expand(children, prefix, out);
        }
        prefix.pop();
    }
}

/// Every crate of the workspace (`crates/*` and `xtask`).
pub fn workspace(root: &Path) -> Vec<Graph> {
    let mut dirs: Vec<PathBuf> = std::fs::read_dir(root.join("crates"))
        .map(|entries| entries.filter_map(|e| e.ok().map(|e| e.path())).collect())
        .unwrap_or_default();
    dirs.push(root.join("xtask"));
    dirs.sort();
    dirs.iter().filter_map(|d| Graph::read(d)).collect()
}

/// Prints each crate's imports that run back up and its circles; an error if any is not allowed.
pub fn run(root: &Path) -> Result<(), String> {
    let mut wrong = Vec::new();
    for graph in workspace(root) {
        let lines = graph.code_lines();
        println!(
            "{}: {} modules, {} lines of code",
            graph.krate,
            graph.files.len(),
            lines
        );
        for (module, ancestor) in graph.up() {
            let allowed = ALLOWED_UP
                .iter()
                .any(|&(k, m, a)| k == graph.krate && m == module && a == ancestor);
            let root = if ancestor.is_empty() {
                "the crate root"
            } else {
                &ancestor
            };
            println!(
                "  up: {module} names {root}{}",
                if allowed { " (allowed)" } else { "" }
            );
            if !allowed {
                wrong.push(format!("{}: {module} → {root}", graph.krate));
            }
        }
        for circle in graph.circles() {
            println!("  circle: {}", circle.join(" ↔ "));
            wrong.push(format!("{}: circle {}", graph.krate, circle.join(" ↔ ")));
        }
    }
    // An allowance that no longer matches is stale: the list says only what is.
    for &(krate, module, ancestor) in ALLOWED_UP {
        let found = graphs_up(root)
            .iter()
            .any(|(k, m, a)| k == krate && m == module && a == ancestor);
        if !found {
            wrong.push(format!(
                "{krate}: {module} is allowed to run up but no longer does"
            ));
        }
    }
    if wrong.is_empty() {
        Ok(())
    } else {
        Err(format!(
            "{} import(s) run up or round:\n  {}",
            wrong.len(),
            wrong.join("\n  ")
        ))
    }
}

/// Every import that runs back up in the workspace: (crate, module, ancestor).
fn graphs_up(root: &Path) -> Vec<(String, String, String)> {
    workspace(root)
        .into_iter()
        .flat_map(|g| {
            let krate = g.krate.clone();
            g.up().into_iter().map(move |(m, a)| (krate.clone(), m, a))
        })
        .collect()
}

impl Graph {
    /// Lines of code in the crate's files (neither blank nor comment), tests left out.
    pub fn code_lines(&self) -> usize {
        self.files
            .values()
            .map(|f| {
                code_of(&std::fs::read_to_string(f).unwrap_or_default())
                    .lines()
                    .filter(|l| !l.trim().is_empty())
                    .count()
            })
            .sum()
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn paths_spread_their_groups_and_resolve_to_modules() {
        let found = paths(&code_of(
            "use super::{a::B, c};\nlet x = crate::d::e(1); // crate::no\nlet s = \"crate::x\";\n",
        ));
        let found: Vec<String> = found.iter().map(|p| p.join("::")).collect();
        assert_eq!(found, ["super::a::B", "super::c", "crate::d::e"]);
        let mut graph = Graph::default();
        for m in ["", "a", "a::b", "c"] {
            graph.files.insert(m.to_string(), PathBuf::new());
        }
        let path = |s: &str| s.split("::").map(String::from).collect::<Vec<_>>();
        assert_eq!(
            graph.resolve("a::b", &path("super::super::c::X")),
            Some("c".into())
        );
        assert_eq!(
            graph.resolve("a::b", &path("super::Item")),
            Some("a".into())
        );
        assert_eq!(
            graph.resolve("c", &path("crate::a::b::f")),
            Some("a::b".into())
        );
        assert_eq!(graph.resolve("", &path("super::x")), None);
    }

    #[test]
    fn circles_are_found_and_ancestors_left_aside() {
        let mut graph = Graph::default();
        let names = |list: &[&str]| list.iter().map(|s| s.to_string()).collect();
        graph.names.insert("".into(), names(&["a", "b"]));
        graph.names.insert("a".into(), names(&["b", ""]));
        graph.names.insert("b".into(), names(&["c"]));
        graph.names.insert("c".into(), names(&["a"]));
        graph.names.insert("a::x".into(), names(&["a"]));
        assert_eq!(graph.circles(), vec![vec!["a", "b", "c"]]);
        assert_eq!(
            graph.up(),
            vec![
                ("a".to_string(), String::new()),
                ("a::x".into(), "a".into())
            ]
        );
    }

    /// The workspace as it is: no import runs up but those allowed, and no circle of files.
    #[test]
    fn the_workspace_keeps_its_layers() {
        let root = Path::new(env!("CARGO_MANIFEST_DIR")).join("..");
        let graphs = workspace(&root);
        assert!(graphs.len() >= 10, "the crates were found");
        if let Err(wrong) = run(&root) {
            panic!("{wrong}");
        }
    }
}
