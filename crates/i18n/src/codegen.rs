//! The Fluent code generator that `build.rs` runs: it compiles `locales/en.ftl` and
//! `locales/fr.ftl` to Rust, one method on `Lang` per message (and per attribute) that gives the
//! message's text. The page's wasm so carries the words and a few instructions per message, and
//! no Fluent parser or runtime (BENCHMARKS.md: fluent-bundle would add 48.6 KB gzip to the first
//! load).
//!
//! The file sits in `src/` so that the library compiles it under `cfg(test)`, which runs its unit
//! tests with `cargo test`; `build.rs` includes the same file with `#[path]`. None of it lands in
//! the library proper.
//!
//! What is supported is the part of Fluent the game needs: text, variables, string and number
//! literals, `NUMBER($x)`, terms and message references (inlined), and select expressions on a
//! number (plural categories and exact numbers) or on a string.
//!
//! Two steps. [`check`] parses the files and walks each message once per language, inlining
//! terms and references, into a [`Message`]: its arguments with their kinds and its text as
//! [`Piece`]s. It lists every problem it meets (a syntax error, a message one file lacks,
//! arguments that differ, an unknown reference…) instead of stopping at the first, so the build
//! names them all and the unit tests can assert them. [`emit`] then writes the Rust from those
//! messages alone, without looking at the syntax tree again.

use std::collections::BTreeMap;
use std::fmt::Write as _;

use fluent_syntax::ast::{
    CallArguments, Entry, Expression, Identifier, InlineExpression, Pattern, PatternElement,
    VariantKey,
};

/// The languages, in the order of `Lang`'s variants: (code, Rust variant name). The files of
/// the later ones are checked against the first's.
pub const LANGS: [(&str, &str); 2] = [("en", "En"), ("fr", "Fr")];

/// The plural categories of CLDR but `other`: a select with one of them as a key selects on a
/// number (`other` alone says nothing: string selects use it as their default too).
const PLURAL_KEYS: [&str; 5] = ["zero", "one", "two", "few", "many"];

/// Compiles the Fluent sources, given in [`LANGS`]' order, to the body of `messages.rs` (an
/// `impl Lang`); or gives every problem found, each a sentence naming the file and the message.
/// The code names `Plural` and the helpers (`fill`, `number`, `plural`, `push_number`) as
/// `self::`: it is included in the module that defines them with `Lang` (`src/lang.rs`).
pub fn generate(sources: [&str; LANGS.len()]) -> Result<String, Vec<String>> {
    check(sources).map(|messages| emit(&messages))
}

/// How a message uses a variable, which gives the argument's Rust type.
#[derive(Clone, Copy, PartialEq, Eq, Debug)]
enum Kind {
    /// Placed as is, or selected on with string keys: `&str`.
    Str,
    /// Given to `NUMBER()`, or selected on with plural categories or numbers: `i64`, written the
    /// language's way. One such use anywhere in the message makes the variable a number.
    Num,
}

/// A piece of a message's text once terms and message references are inlined and literals
/// written out: all that the emitters need to know of the Fluent syntax.
#[derive(Clone, PartialEq, Eq, Debug)]
enum Piece {
    /// Text (adjacent text is merged into one piece).
    Text(String),
    /// A variable, `$x` or `NUMBER($x)`: the message's [`Kind`] of it says how it is written.
    Var(String),
    /// A select expression on a variable: the variants with keys in the file's order, then the
    /// default variant's text.
    Select {
        var: String,
        arms: Vec<(Key, Vec<Piece>)>,
        default: Vec<Piece>,
    },
}

/// A variant's key.
#[derive(Clone, PartialEq, Eq, Debug)]
enum Key {
    /// `[3]`: an exact number.
    Number(String),
    /// `[one]`, `[rook]`: a plural category, or a string.
    Name(String),
}

impl Key {
    /// The key as written in the file (a string select compares the argument with it).
    fn text(&self) -> &str {
        match self {
            Key::Number(s) | Key::Name(s) => s,
        }
    }
}

/// A message (or attribute), checked across the languages: what the emitters need.
#[derive(Debug)]
struct Message {
    /// `id`, or `id.attribute`.
    key: String,
    /// The arguments by name, the same in every language.
    vars: BTreeMap<String, Kind>,
    /// The text in each language, in [`LANGS`]' order.
    bodies: Vec<Vec<Piece>>,
}

/// One file's patterns by key: a message's value as `id`, its attributes as `id.attribute`, a
/// term as `-id` (Fluent ids cannot start with `-`, so the three never clash).
struct File<'s> {
    code: &'static str,
    patterns: BTreeMap<String, &'s Pattern<&'s str>>,
    /// The keys of the messages and attributes (not terms), in the file's order: the order of
    /// the generated methods.
    order: Vec<String>,
}

/// Gathers a file's entries; a key defined twice is a problem.
fn load<'s>(
    code: &'static str,
    res: &'s fluent_syntax::ast::Resource<&'s str>,
    problems: &mut Vec<String>,
) -> File<'s> {
    let mut file = File {
        code,
        patterns: BTreeMap::new(),
        order: Vec::new(),
    };
    let mut add = |key: String, p: &'s Pattern<&'s str>, message: bool| {
        if file.patterns.insert(key.clone(), p).is_some() {
            problems.push(format!("{code}.ftl: `{key}` is defined twice"));
        } else if message {
            file.order.push(key);
        }
    };
    for entry in &res.body {
        match entry {
            Entry::Message(m) => {
                if let Some(value) = &m.value {
                    add(m.id.name.to_string(), value, true);
                }
                for a in &m.attributes {
                    add(format!("{}.{}", m.id.name, a.id.name), &a.value, true);
                }
            }
            Entry::Term(t) => add(format!("-{}", t.id.name), &t.value, false),
            // The parser reports junk as a syntax error, which `check` has turned down already.
            _ => {}
        }
    }
    file
}

/// The one walk over the syntax tree: a message's pattern in one file becomes [`Piece`]s, and
/// its variables are recorded with their kinds.
struct Walk<'a, 's> {
    file: &'a File<'s>,
    /// The message walked, and the terms and messages being inlined into it: a key met again is
    /// a reference to itself, which would never end.
    stack: Vec<String>,
    vars: BTreeMap<String, Kind>,
}

impl Walk<'_, '_> {
    /// Walks the message `key` of `file`: its text and its variables.
    fn message(file: &File, key: &str) -> Result<(Vec<Piece>, BTreeMap<String, Kind>), String> {
        let mut walk = Walk {
            file,
            stack: vec![key.to_string()],
            vars: BTreeMap::new(),
        };
        let mut out = Vec::new();
        walk.pattern(file.patterns[key], &mut out)?;
        Ok((out, walk.vars))
    }

    /// A problem in the message walked, as the build prints it.
    fn problem(&self, what: impl std::fmt::Display) -> String {
        format!("{}.ftl: `{}`: {what}", self.file.code, self.stack[0])
    }

    fn pattern(&mut self, p: &Pattern<&str>, out: &mut Vec<Piece>) -> Result<(), String> {
        for el in &p.elements {
            match el {
                PatternElement::TextElement { value } => push_text(out, value),
                PatternElement::Placeable { expression } => self.expression(expression, out)?,
            }
        }
        Ok(())
    }

    fn expression(&mut self, e: &Expression<&str>, out: &mut Vec<Piece>) -> Result<(), String> {
        let (selector, variants) = match e {
            Expression::Inline(i) => return self.inline(i, out),
            Expression::Select { selector, variants } => (selector, variants),
        };
        let var = match selector {
            InlineExpression::VariableReference { id } => {
                let numeric = variants.iter().any(|v| match v.key {
                    VariantKey::NumberLiteral { .. } => true,
                    VariantKey::Identifier { name } => PLURAL_KEYS.contains(&name),
                });
                self.add(id.name, if numeric { Kind::Num } else { Kind::Str });
                id.name.to_string()
            }
            InlineExpression::FunctionReference { id, arguments } => self.number(id, arguments)?,
            other => return Err(self.problem(format!("select on {other:?} is not supported"))),
        };
        let mut arms = Vec::new();
        let mut default = Vec::new();
        for v in variants {
            let mut body = Vec::new();
            self.pattern(&v.value, &mut body)?;
            if v.default {
                // fluent-syntax makes sure there is exactly one.
                default = body;
            } else {
                let key = match v.key {
                    VariantKey::NumberLiteral { value } => Key::Number(value.to_string()),
                    VariantKey::Identifier { name } => Key::Name(name.to_string()),
                };
                arms.push((key, body));
            }
        }
        out.push(Piece::Select { var, arms, default });
        Ok(())
    }

    fn inline(&mut self, i: &InlineExpression<&str>, out: &mut Vec<Piece>) -> Result<(), String> {
        match i {
            InlineExpression::StringLiteral { value } => push_text(out, &unescape(value)),
            InlineExpression::NumberLiteral { value } => push_text(out, value),
            InlineExpression::VariableReference { id } => {
                self.add(id.name, Kind::Str);
                out.push(Piece::Var(id.name.to_string()));
            }
            InlineExpression::FunctionReference { id, arguments } => {
                let var = self.number(id, arguments)?;
                out.push(Piece::Var(var));
            }
            InlineExpression::MessageReference { id, attribute } => {
                let key = match attribute {
                    Some(a) => format!("{}.{}", id.name, a.name),
                    None => id.name.to_string(),
                };
                self.inline_pattern(key, "message", out)?;
            }
            // A term's arguments (`-term(case: "x")`) are not supported: they are ignored.
            InlineExpression::TermReference { id, .. } => {
                self.inline_pattern(format!("-{}", id.name), "term", out)?;
            }
            InlineExpression::Placeable { expression } => self.expression(expression, out)?,
        }
        Ok(())
    }

    /// Inlines the message or term `key`: the generated code has no references to follow.
    fn inline_pattern(
        &mut self,
        key: String,
        what: &str,
        out: &mut Vec<Piece>,
    ) -> Result<(), String> {
        let Some(p) = self.file.patterns.get(&key).copied() else {
            return Err(self.problem(format!("refers to the unknown {what} `{key}`")));
        };
        if self.stack.contains(&key) {
            return Err(self.problem(format!(
                "refers to itself (through {})",
                self.stack[1..]
                    .iter()
                    .chain([&key])
                    .map(|k| format!("`{k}`"))
                    .collect::<Vec<_>>()
                    .join(" → ")
            )));
        }
        self.stack.push(key);
        self.pattern(p, out)?;
        self.stack.pop();
        Ok(())
    }

    /// `NUMBER($x)`, the one function supported: records `$x` as a number and gives its name.
    fn number(
        &mut self,
        id: &Identifier<&str>,
        arguments: &CallArguments<&str>,
    ) -> Result<String, String> {
        if id.name != "NUMBER" || arguments.positional.len() != 1 {
            return Err(self.problem("only NUMBER($x) is supported"));
        }
        match &arguments.positional[0] {
            InlineExpression::VariableReference { id } => {
                self.add(id.name, Kind::Num);
                Ok(id.name.to_string())
            }
            other => Err(self.problem(format!("NUMBER() takes a variable, not {other:?}"))),
        }
    }

    /// Records a variable; a number anywhere makes it a number.
    fn add(&mut self, name: &str, kind: Kind) {
        let k = self.vars.entry(name.to_string()).or_insert(kind);
        if kind == Kind::Num {
            *k = Kind::Num;
        }
    }
}

/// Appends text, merged with the text before it: the emitters then see each run of text once.
fn push_text(out: &mut Vec<Piece>, text: &str) {
    if text.is_empty() {
        return;
    }
    match out.last_mut() {
        Some(Piece::Text(t)) => t.push_str(text),
        _ => out.push(Piece::Text(text.to_string())),
    }
}

/// The message check: parses the files (in [`LANGS`]' order) and walks each message in each,
/// giving the messages to emit, or every problem found. The files must define the same messages
/// and attributes, and each must take the same arguments, of the same kinds, in every language;
/// references must lead to something, and not back to the message.
fn check(sources: [&str; LANGS.len()]) -> Result<Vec<Message>, Vec<String>> {
    let mut problems = Vec::new();
    let mut resources = Vec::new();
    for (source, (code, _)) in sources.into_iter().zip(LANGS) {
        match fluent_syntax::parser::parse(source) {
            Ok(res) => resources.push(res),
            Err((_, errors)) => problems.push(format!("{code}.ftl has syntax errors: {errors:#?}")),
        }
    }
    if !problems.is_empty() {
        return Err(problems);
    }
    let files: Vec<File> = resources
        .iter()
        .zip(LANGS)
        .map(|(res, (code, _))| load(code, res, &mut problems))
        .collect();

    let first = &files[0];
    for file in &files[1..] {
        for key in &first.order {
            if !file.patterns.contains_key(key) {
                problems.push(format!(
                    "{}.ftl lacks `{key}` of {}.ftl",
                    file.code, first.code
                ));
            }
        }
        for key in &file.order {
            if !first.patterns.contains_key(key) {
                problems.push(format!(
                    "{}.ftl has `{key}`, which {}.ftl lacks",
                    file.code, first.code
                ));
            }
        }
    }

    let mut messages = Vec::new();
    for key in &first.order {
        if !files.iter().all(|f| f.patterns.contains_key(key)) {
            continue; // Reported above.
        }
        let mut walks = Vec::new();
        for file in &files {
            match Walk::message(file, key) {
                Ok(walk) => walks.push(walk),
                Err(problem) => problems.push(problem),
            }
        }
        if walks.len() < files.len() {
            continue;
        }
        let vars = walks[0].1.clone();
        let mut agree = true;
        for (file, (_, other)) in files.iter().zip(&walks).skip(1) {
            if *other != vars {
                agree = false;
                problems.push(format!(
                    "`{key}`: {}.ftl's arguments ({}) differ from {}.ftl's ({})",
                    file.code,
                    describe(other),
                    first.code,
                    describe(&vars)
                ));
            }
        }
        if !agree {
            continue; // What follows reads every file's text with the first file's arguments.
        }
        let bodies: Vec<Vec<Piece>> = walks.into_iter().map(|(body, _)| body).collect();
        for (file, body) in files.iter().zip(&bodies) {
            if let Some(name) = not_plural(body, &vars) {
                problems.push(format!(
                    "{}.ftl: `{key}`: `{name}` is not a plural category, and the select is on a number",
                    file.code
                ));
            }
        }
        // `page_text` gives the page's static HTML its words as they are.
        if key.starts_with("page-")
            && !(vars.is_empty() && bodies.iter().all(|b| plain(b).is_some()))
        {
            problems.push(format!(
                "`{key}`: a page- message is plain text, with no argument or select"
            ));
        }
        messages.push(Message {
            key: key.clone(),
            vars,
            bodies,
        });
    }
    if problems.is_empty() {
        Ok(messages)
    } else {
        Err(problems)
    }
}

/// Arguments as a problem names them: `$n (number), $who (string)`.
fn describe(vars: &BTreeMap<String, Kind>) -> String {
    if vars.is_empty() {
        return "none".to_string();
    }
    vars.iter()
        .map(|(v, k)| {
            let kind = if *k == Kind::Num { "number" } else { "string" };
            format!("${v} ({kind})")
        })
        .collect::<Vec<_>>()
        .join(", ")
}

/// A key of a select on a number that is neither a number nor a plural category (the variable is
/// a number through another use, `NUMBER($x)` say): the generated code could not test it.
fn not_plural<'b>(body: &'b [Piece], vars: &BTreeMap<String, Kind>) -> Option<&'b str> {
    body.iter().find_map(|piece| {
        let Piece::Select { var, arms, default } = piece else {
            return None;
        };
        arms.iter()
            .find_map(|(key, _)| match key {
                Key::Name(name) if vars[var] == Kind::Num && plural_variant(name).is_none() => {
                    Some(name.as_str())
                }
                _ => None,
            })
            .or_else(|| arms.iter().find_map(|(_, b)| not_plural(b, vars)))
            .or_else(|| not_plural(default, vars))
    })
}

/// The Rust of the checked messages: an `impl Lang` with a method per message and `page_text`.
/// Each message takes the cheapest form that its text allows in every language, tried in turn:
/// a `&'static str` for plain text; a `&'static str` picked by a `match` for selects on strings
/// down to plain text (the piece and seat names); a template that the shared `self::fill` fills
/// when there is no select; and otherwise statements that write the text into a `String`.
fn emit(messages: &[Message]) -> String {
    let mut out = String::new();
    let mut page_ids = Vec::new();
    // A language may not need a distinction another makes (English articles have no gender):
    // its select then has one arm, or arms alike. That is Fluent's way, not a mistake.
    out.push_str(
        "#[allow(clippy::match_single_binding, clippy::if_same_then_else, clippy::match_same_arms)]\n",
    );
    out.push_str("impl Lang {\n");
    for m in messages {
        let name = method(&m.key);
        let vars = &m.vars;
        let _ = writeln!(
            out,
            "    /// `{}`{}",
            m.key,
            if vars.is_empty() {
                String::new()
            } else {
                format!(
                    " (arguments: {})",
                    vars.keys()
                        .map(|v| format!("`{v}`"))
                        .collect::<Vec<_>>()
                        .join(", ")
                )
            }
        );
        let texts: Option<Vec<String>> = m.bodies.iter().map(|b| plain(b)).collect();
        if let (true, Some(texts)) = (vars.is_empty(), texts) {
            let _ = writeln!(
                out,
                "    pub fn {name}(self) -> &'static str {{\n        match self {{"
            );
            for (t, (_, variant)) in texts.iter().zip(LANGS) {
                let _ = writeln!(out, "            Lang::{variant} => {t:?},");
            }
            out.push_str("        }\n    }\n");
            if m.key.starts_with("page-") {
                page_ids.push((m.key.clone(), texts));
            }
            continue;
        }
        let statics: Option<Vec<String>> =
            m.bodies.iter().map(|b| static_select(b, vars)).collect();
        if let (true, Some(statics)) = (vars.values().all(|k| *k == Kind::Str), statics) {
            let params: Vec<String> = vars.keys().map(|v| format!("{}: &str", ident(v))).collect();
            let _ = writeln!(
                out,
                "    pub fn {name}(self, {}) -> &'static str {{\n        match self {{",
                params.join(", ")
            );
            for (body, (_, variant)) in statics.iter().zip(LANGS) {
                let _ = writeln!(out, "            Lang::{variant} => {body},");
            }
            out.push_str("        }\n    }\n");
            continue;
        }
        let params: Vec<String> = vars
            .iter()
            .map(|(v, k)| {
                let ty = if *k == Kind::Num { "i64" } else { "&str" };
                format!("{}: {ty}", ident(v))
            })
            .collect();
        // No select in any language: one template per language, filled by one shared function
        // (far less code than writing each message out).
        let templates: Option<Vec<String>> = m.bodies.iter().map(|b| template(b, vars)).collect();
        if let Some(templates) = templates {
            let args: Vec<String> = vars
                .iter()
                .map(|(v, k)| match k {
                    Kind::Str => ident(v),
                    Kind::Num => format!("&self::number(self, {})", ident(v)),
                })
                .collect();
            let texts: Vec<String> = templates.iter().map(|t| format!("{t:?}")).collect();
            let _ = writeln!(
                out,
                "    pub fn {name}(self, {}) -> String {{\n        self::fill([{}][self as usize], &[{}])\n    }}",
                params.join(", "),
                texts.join(", "),
                args.join(", ")
            );
            continue;
        }
        let _ = writeln!(
            out,
            "    pub fn {name}(self, {}) -> String {{",
            params.join(", ")
        );
        out.push_str("        let mut o = String::new();\n        match self {\n");
        for (body, (_, variant)) in m.bodies.iter().zip(LANGS) {
            let mut code = Out::default();
            statements(body, vars, variant, &mut code);
            code.raw();
            let code = code.code;
            let _ = writeln!(
                out,
                "            Lang::{variant} => {{\n{code}            }}"
            );
        }
        out.push_str("        }\n        o\n    }\n");
    }
    // The page's HTML is written in the first language: its words there are the HTML's own,
    // which the page keeps, so that the first load carries each of them once.
    out.push_str(
        "    /// The plain text of a `page-` message by its id, for the page's static HTML\n",
    );
    out.push_str(
        "    /// (`data-l10n` attributes); `None` in the HTML's own language (the first).\n",
    );
    out.push_str(
        "    pub fn page_text(self, id: &str) -> Option<&'static str> {\n        match self {\n",
    );
    for (i, (_, variant)) in LANGS.iter().enumerate() {
        if i == 0 {
            let _ = writeln!(out, "            Lang::{variant} => None,");
            continue;
        }
        let _ = writeln!(out, "            Lang::{variant} => Some(match id {{");
        for (key, texts) in &page_ids {
            let _ = writeln!(out, "                {key:?} => {:?},", texts[i]);
        }
        out.push_str("                _ => return None,\n            }),\n");
    }
    out.push_str("        }\n    }\n}\n");
    out
}

/// The text, when it is plain: no variable, no select.
fn plain(body: &[Piece]) -> Option<String> {
    body.iter()
        .map(|piece| match piece {
            Piece::Text(t) => Some(t.as_str()),
            _ => None,
        })
        .collect()
}

/// The text as a Rust expression of type `&'static str`, when every variable is a string
/// selector and every leaf is plain text: a `match` on the selector, or a string literal. Text
/// around a select is not plain: only a lone select qualifies.
fn static_select(body: &[Piece], vars: &BTreeMap<String, Kind>) -> Option<String> {
    if let Some(t) = plain(body) {
        return Some(format!("{t:?}"));
    }
    let [Piece::Select { var, arms, default }] = body else {
        return None;
    };
    if vars[var] == Kind::Num {
        return None;
    }
    let mut code = String::new();
    for (key, arm) in arms {
        let _ = write!(code, "{:?} => {}, ", key.text(), static_select(arm, vars)?);
    }
    Some(format!(
        "match {} {{ {code}_ => {} }}",
        ident(var),
        static_select(default, vars)?
    ))
}

/// The text as one template for `self::fill`, when it has no select: `\u{1}` and the
/// argument's index (`'0'` + i, in the order of `vars`) where an argument goes. Numbers come in
/// written already. `fill` reads one digit: a message of more than ten arguments has no
/// template, and is written out instead.
fn template(body: &[Piece], vars: &BTreeMap<String, Kind>) -> Option<String> {
    let mut s = String::new();
    for piece in body {
        match piece {
            Piece::Text(t) => s.push_str(t),
            Piece::Var(v) => {
                let index = vars.keys().position(|k| k == v)?;
                if index >= 10 {
                    return None;
                }
                s.push('\u{1}');
                s.push(char::from(b'0' + index as u8));
            }
            Piece::Select { .. } => return None,
        }
    }
    Some(s)
}

/// Rust statements that write the text into `o`, for language `lang` (a `Lang` variant).
fn statements(body: &[Piece], vars: &BTreeMap<String, Kind>, lang: &str, code: &mut Out) {
    for piece in body {
        match piece {
            Piece::Text(t) => code.text(t),
            Piece::Var(v) => match vars[v] {
                Kind::Str => {
                    let _ = writeln!(code.raw(), "o.push_str({});", ident(v));
                }
                Kind::Num => {
                    let _ = writeln!(
                        code.raw(),
                        "self::push_number(&mut o, Lang::{lang}, {});",
                        ident(v)
                    );
                }
            },
            Piece::Select { var, arms, default } => {
                let arm = |body: &[Piece], code: &mut Out| {
                    code.raw().push_str("{ ");
                    statements(body, vars, lang, code);
                    code.raw().push('}');
                };
                match vars[var] {
                    Kind::Num => {
                        let _ = write!(
                            code.raw(),
                            "{{ let n = {}; let c = self::plural(Lang::{lang}, n); ",
                            ident(var)
                        );
                        for (i, (key, body)) in arms.iter().enumerate() {
                            code.raw()
                                .push_str(if i == 0 { "if " } else { " else if " });
                            match key {
                                Key::Number(value) => {
                                    let _ = write!(code.raw(), "n == {value} ");
                                }
                                Key::Name(name) => {
                                    let cat = plural_variant(name)
                                        .expect("check() turns down other keys on numbers");
                                    let _ = write!(code.raw(), "c == self::Plural::{cat} ");
                                }
                            }
                            arm(body, code);
                        }
                        if !arms.is_empty() {
                            code.raw().push_str(" else ");
                        }
                        arm(default, code);
                        code.raw().push_str(" }\n");
                    }
                    Kind::Str => {
                        let _ = write!(code.raw(), "match {} {{ ", ident(var));
                        for (key, body) in arms {
                            let _ = write!(code.raw(), "{:?} => ", key.text());
                            arm(body, code);
                            code.raw().push_str(",\n");
                        }
                        code.raw().push_str("_ => ");
                        arm(default, code);
                        code.raw().push_str(" }\n");
                    }
                }
            }
        }
    }
}

/// The method name of a message or attribute: `new-game` → `new_game`, `menu.title` →
/// `menu_title`.
fn method(id: &str) -> String {
    id.replace(['-', '.'], "_")
}

/// A Fluent variable as a Rust identifier: `-` becomes `_`, a keyword is raw (`r#move`).
fn ident(name: &str) -> String {
    const KEYWORDS: [&str; 38] = [
        "as", "async", "await", "box", "break", "const", "continue", "dyn", "else", "enum",
        "extern", "false", "fn", "for", "gen", "if", "impl", "in", "let", "loop", "match", "mod",
        "move", "mut", "pub", "ref", "return", "static", "struct", "trait", "true", "try", "type",
        "unsafe", "use", "where", "while", "yield",
    ];
    let name = name.replace('-', "_");
    if KEYWORDS.contains(&name.as_str()) {
        format!("r#{name}")
    } else {
        name
    }
}

/// The `self::Plural` variant of a plural category.
fn plural_variant(name: &str) -> Option<&'static str> {
    Some(match name {
        "zero" => "Zero",
        "one" => "One",
        "two" => "Two",
        "few" => "Few",
        "many" => "Many",
        "other" => "Other",
        _ => return None,
    })
}

/// Fluent string literals escape `\"`, `\\`, `\uXXXX` and `\UXXXXXX`; the parser leaves them
/// as written.
fn unescape(s: &str) -> String {
    let mut out = String::new();
    let mut chars = s.chars();
    while let Some(c) = chars.next() {
        if c != '\\' {
            out.push(c);
            continue;
        }
        let digits = match chars.next() {
            Some('u') => 4,
            Some('U') => 6,
            Some(other) => {
                out.push(other);
                continue;
            }
            None => {
                out.push('\\');
                continue;
            }
        };
        let hex: String = chars.by_ref().take(digits).collect();
        out.push(
            u32::from_str_radix(&hex, 16)
                .ok()
                .and_then(char::from_u32)
                .unwrap_or('\u{fffd}'),
        );
    }
    out
}

/// Generated statements, with adjacent text merged into one `push_str` (or one `push` for a
/// single character).
#[derive(Default)]
struct Out {
    code: String,
    pending: String,
}

impl Out {
    fn text(&mut self, text: &str) {
        self.pending.push_str(text);
    }

    /// Writes the pending text, then gives the code to append to.
    fn raw(&mut self) -> &mut String {
        let text = std::mem::take(&mut self.pending);
        let mut chars = text.chars();
        match (chars.next(), chars.next()) {
            (None, _) => {}
            (Some(c), None) => {
                let _ = writeln!(self.code, "o.push({c:?});");
            }
            _ => {
                let _ = writeln!(self.code, "o.push_str({text:?});");
            }
        }
        &mut self.code
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    const EN: &str = include_str!("../locales/en.ftl");
    const FR: &str = include_str!("../locales/fr.ftl");

    /// The messages of a one-file FTL source, walked.
    fn walk(source: &str, key: &str) -> Result<(Vec<Piece>, BTreeMap<String, Kind>), String> {
        let res = fluent_syntax::parser::parse(source).expect("the test's FTL parses");
        let mut problems = Vec::new();
        let file = load("en", &res, &mut problems);
        assert_eq!(problems, Vec::<String>::new());
        Walk::message(&file, key)
    }

    fn text(s: &str) -> Piece {
        Piece::Text(s.to_string())
    }

    fn var(s: &str) -> Piece {
        Piece::Var(s.to_string())
    }

    fn vars(list: &[(&str, Kind)]) -> BTreeMap<String, Kind> {
        list.iter().map(|(v, k)| (v.to_string(), *k)).collect()
    }

    /// The problems `check` finds in two files, en then fr.
    fn problems(en: &str, fr: &str) -> Vec<String> {
        match check([en, fr]) {
            Ok(messages) => panic!("no problem found; messages: {messages:?}"),
            Err(problems) => problems,
        }
    }

    #[test]
    fn the_real_files_pass_the_check() {
        let messages = check([EN, FR]).unwrap_or_else(|p| panic!("{}", p.join("\n")));
        assert!(messages.len() > 200, "{}", messages.len());
        let names: Vec<&str> = messages.iter().map(|m| m.key.as_str()).collect();
        assert!(names.contains(&"page-skip"), "{names:?}");
        assert!(messages.iter().all(|m| m.bodies.len() == LANGS.len()));
    }

    #[test]
    fn the_walk_inlines_terms_and_references_and_merges_text() {
        let ftl = "-brand = Ashtapada\n\
                   menu = Menu\n    .title = Open the { menu }\n\
                   hello = Hello, { $name }, welcome to { -brand }{ \"!\" }\n";
        assert_eq!(
            walk(ftl, "hello"),
            Ok((
                vec![
                    text("Hello, "),
                    var("name"),
                    text(", welcome to Ashtapada!")
                ],
                vars(&[("name", Kind::Str)])
            ))
        );
        assert_eq!(
            walk(ftl, "menu.title"),
            Ok((vec![text("Open the Menu")], BTreeMap::new()))
        );
    }

    #[test]
    fn the_walk_gives_variables_their_kinds() {
        let ftl = "moves = { $n ->\n    [one] one move by { $who }\n   *[other] { NUMBER($n) } moves\n}\n\
                   piece = { $kind ->\n    [rook] Rook\n   *[other] Piece\n}\n\
                   score = { $s }, or { NUMBER($s) }\n\
                   exact = { $n ->\n    [0] none\n   *[other] some\n}\n";
        assert_eq!(
            walk(ftl, "moves"),
            Ok((
                vec![Piece::Select {
                    var: "n".into(),
                    arms: vec![(
                        Key::Name("one".into()),
                        vec![text("one move by "), var("who")]
                    )],
                    default: vec![var("n"), text(" moves")],
                }],
                vars(&[("n", Kind::Num), ("who", Kind::Str)])
            ))
        );
        // `other` alone does not make a number: string selects default to it too.
        assert_eq!(
            walk(ftl, "piece").map(|(_, v)| v),
            Ok(vars(&[("kind", Kind::Str)]))
        );
        // One use as a number, wherever it comes, makes the argument a number.
        assert_eq!(
            walk(ftl, "score").map(|(_, v)| v),
            Ok(vars(&[("s", Kind::Num)]))
        );
        let (body, kinds) = walk(ftl, "exact").unwrap();
        assert_eq!(kinds, vars(&[("n", Kind::Num)]));
        let [Piece::Select { arms, .. }] = body.as_slice() else {
            panic!("{body:?}")
        };
        assert_eq!(arms[0].0, Key::Number("0".into()));
    }

    #[test]
    fn the_walk_writes_literals_out() {
        let ftl = r#"lit = a{ "\u00A0" }b{ "\"q\\" }{ 42 }{ "\U01F600" }"#;
        assert_eq!(
            walk(ftl, "lit"),
            Ok((vec![text("a\u{a0}b\"q\\42\u{1f600}")], BTreeMap::new()))
        );
    }

    #[test]
    fn the_walk_reports_bad_references_and_functions() {
        let ftl = "a = { b }\nb = x { c }\nc = { a }\n\
                   t = { -nope }\nm = { nope.title }\n\
                   up = { UPPER($x) }\nlit = { NUMBER(3) }\nsel = { \"a\" ->\n   *[a] A\n}\n";
        assert_eq!(
            walk(ftl, "a"),
            Err("en.ftl: `a`: refers to itself (through `b` → `c` → `a`)".to_string())
        );
        assert_eq!(
            walk(ftl, "t"),
            Err("en.ftl: `t`: refers to the unknown term `-nope`".to_string())
        );
        assert_eq!(
            walk(ftl, "m"),
            Err("en.ftl: `m`: refers to the unknown message `nope.title`".to_string())
        );
        assert_eq!(
            walk(ftl, "up"),
            Err("en.ftl: `up`: only NUMBER($x) is supported".to_string())
        );
        let lit = walk(ftl, "lit").unwrap_err();
        assert!(
            lit.starts_with("en.ftl: `lit`: NUMBER() takes a variable"),
            "{lit}"
        );
        let sel = walk(ftl, "sel").unwrap_err();
        assert!(
            sel.starts_with("en.ftl: `sel`: select on StringLiteral"),
            "{sel}"
        );
    }

    #[test]
    fn a_message_one_file_lacks_is_a_problem() {
        assert_eq!(
            problems("a = A\nb = B\n    .title = T\n", "a = A\nc = C\nb = B\n"),
            [
                "fr.ftl lacks `b.title` of en.ftl",
                "fr.ftl has `c`, which en.ftl lacks"
            ]
        );
    }

    #[test]
    fn arguments_that_differ_are_a_problem() {
        assert_eq!(
            problems(
                "hi = Hi { $name }\nn = { NUMBER($n) } moves\n",
                "hi = Salut { $nom }\nn = { $n } coups\n"
            ),
            [
                "`hi`: fr.ftl's arguments ($nom (string)) differ from en.ftl's ($name (string))",
                "`n`: fr.ftl's arguments ($n (string)) differ from en.ftl's ($n (number))"
            ]
        );
    }

    #[test]
    fn unknown_references_syntax_errors_and_duplicates_are_problems() {
        assert_eq!(
            problems("a = { -brand }\n", "-brand = B\na = { -brand }\n"),
            ["en.ftl: `a`: refers to the unknown term `-brand`"]
        );
        let syntax = problems("a = A\n", "a = { \n");
        assert_eq!(syntax.len(), 1);
        assert!(
            syntax[0].starts_with("fr.ftl has syntax errors"),
            "{syntax:?}"
        );
        assert_eq!(
            problems("a = A\na = B\n", "a = A\n"),
            ["en.ftl: `a` is defined twice"]
        );
    }

    #[test]
    fn page_messages_and_number_selects_are_checked() {
        assert_eq!(
            problems("page-hi = Hi { $name }\n", "page-hi = Salut { $name }\n"),
            ["`page-hi`: a page- message is plain text, with no argument or select"]
        );
        assert_eq!(
            problems(
                "n = { NUMBER($n) }: { $n ->\n    [masc] M\n   *[other] O\n}\n",
                "n = { NUMBER($n) }: { $n ->\n   *[other] O\n}\n"
            ),
            ["en.ftl: `n`: `masc` is not a plural category, and the select is on a number"]
        );
    }

    #[test]
    fn plain_text_gives_a_static_str_and_page_text() {
        let out = generate(["page-title = Ashtapada\n", "page-title = Ashtapada (fr)\n"]).unwrap();
        assert_eq!(
            out,
            "#[allow(clippy::match_single_binding, clippy::if_same_then_else, clippy::match_same_arms)]\n\
             impl Lang {\n    \
                 /// `page-title`\n    \
                 pub fn page_title(self) -> &'static str {\n        \
                     match self {\n            \
                         Lang::En => \"Ashtapada\",\n            \
                         Lang::Fr => \"Ashtapada (fr)\",\n        \
                     }\n    \
                 }\n    \
                 /// The plain text of a `page-` message by its id, for the page's static HTML\n    \
                 /// (`data-l10n` attributes); `None` in the HTML's own language (the first).\n    \
                 pub fn page_text(self, id: &str) -> Option<&'static str> {\n        \
                     match self {\n            \
                         Lang::En => None,\n            \
                         Lang::Fr => Some(match id {\n                \
                             \"page-title\" => \"Ashtapada (fr)\",\n                \
                             _ => return None,\n            \
                         }),\n        \
                     }\n    \
                 }\n\
             }\n"
        );
    }

    /// The generated method of the one message in the two sources (page_text left out).
    fn method_of(en: &str, fr: &str) -> String {
        let out = generate([en, fr]).unwrap_or_else(|p| panic!("{}", p.join("\n")));
        let start = out.find("    /// `").expect("a method");
        let end = out.find("    /// The plain text").expect("page_text");
        out[start..end].to_string()
    }

    #[test]
    fn selects_on_strings_down_to_text_give_a_static_str() {
        assert_eq!(
            method_of(
                "piece = { $kind ->\n    [rook] { $move ->\n       *[any] Rook\n    }\n   *[other] Piece\n}\n",
                "piece = { $kind ->\n    [rook] { $move ->\n        [a] Tour\n       *[b] Roc\n    }\n   *[other] Pièce\n}\n"
            ),
            "    /// `piece` (arguments: `kind`, `move`)\n\
             \x20   pub fn piece(self, kind: &str, r#move: &str) -> &'static str {\n\
             \x20       match self {\n\
             \x20           Lang::En => match kind { \"rook\" => match r#move { _ => \"Rook\" }, _ => \"Piece\" },\n\
             \x20           Lang::Fr => match kind { \"rook\" => match r#move { \"a\" => \"Tour\", _ => \"Roc\" }, _ => \"Pièce\" },\n\
             \x20       }\n\
             \x20   }\n"
        );
    }

    #[test]
    fn messages_without_select_give_a_template() {
        assert_eq!(
            method_of(
                "moved = { $who } moved { NUMBER($n) } times\n",
                "moved = { $who } a joué { NUMBER($n) } fois\n"
            )
            // `\u{1}` and a digit mark a slot: the arguments in name order, numbers written.
            .replace("\\u{1}", "#"),
            "    /// `moved` (arguments: `n`, `who`)\n\
             \x20   pub fn moved(self, n: i64, who: &str) -> String {\n\
             \x20       self::fill([\"#1 moved #0 times\", \"#1 a joué #0 fois\"][self as usize], &[&self::number(self, n), who])\n\
             \x20   }\n"
        );
    }

    #[test]
    fn other_messages_give_statements() {
        assert_eq!(
            method_of(
                "moves = { $n ->\n    [0] no move\n    [one] one move\n   *[other] { $n } moves\n} by { $who }\n",
                "moves = { NUMBER($n) ->\n   *[other] { $n } coups\n} par { $who }!\n"
            ),
            "    /// `moves` (arguments: `n`, `who`)\n\
             \x20   pub fn moves(self, n: i64, who: &str) -> String {\n\
             \x20       let mut o = String::new();\n\
             \x20       match self {\n\
             \x20           Lang::En => {\n\
             { let n = n; let c = self::plural(Lang::En, n); if n == 0 { o.push_str(\"no move\");\n\
             } else if c == self::Plural::One { o.push_str(\"one move\");\n\
             } else { self::push_number(&mut o, Lang::En, n);\n\
             o.push_str(\" moves\");\n\
             } }\n\
             o.push_str(\" by \");\n\
             o.push_str(who);\n\
             \x20           }\n\
             \x20           Lang::Fr => {\n\
             { let n = n; let c = self::plural(Lang::Fr, n); { self::push_number(&mut o, Lang::Fr, n);\n\
             o.push_str(\" coups\");\n\
             } }\n\
             o.push_str(\" par \");\n\
             o.push_str(who);\n\
             o.push('!');\n\
             \x20           }\n\
             \x20       }\n\
             \x20       o\n\
             \x20   }\n"
        );
    }

    #[test]
    fn string_selects_with_text_around_give_statements() {
        assert_eq!(
            method_of(
                "the = the { $g ->\n    [f] queen\n   *[m] king\n}\n",
                "the = { $g ->\n    [f] la\n   *[m] le\n} pièce\n"
            ),
            "    /// `the` (arguments: `g`)\n\
             \x20   pub fn the(self, g: &str) -> String {\n\
             \x20       let mut o = String::new();\n\
             \x20       match self {\n\
             \x20           Lang::En => {\n\
             o.push_str(\"the \");\n\
             match g { \"f\" => { o.push_str(\"queen\");\n\
             },\n\
             _ => { o.push_str(\"king\");\n\
             } }\n\
             \x20           }\n\
             \x20           Lang::Fr => {\n\
             match g { \"f\" => { o.push_str(\"la\");\n\
             },\n\
             _ => { o.push_str(\"le\");\n\
             } }\n\
             o.push_str(\" pièce\");\n\
             \x20           }\n\
             \x20       }\n\
             \x20       o\n\
             \x20   }\n"
        );
    }

    #[test]
    fn names_become_rust_identifiers() {
        assert_eq!(method("menu.new-game"), "menu_new_game");
        assert_eq!(ident("move"), "r#move");
        assert_eq!(ident("seat-name"), "seat_name");
        assert_eq!(unescape(r"\u00e9\\x"), "é\\x");
    }
}
