//! Compiles the Fluent files (`locales/en.ftl`, `locales/fr.ftl`) to Rust: one method on `Lang`
//! per message (and per attribute), which writes the message straight into a `String`. The page's
//! wasm so carries the words and a few instructions per message, and no Fluent parser or runtime
//! (BENCHMARKS.md: fluent-bundle would add 48.6 KB gzip to the first load).
//!
//! What is supported is the part of Fluent the game needs: text, variables, string and number
//! literals, `NUMBER($x)`, terms and message references (inlined), and select expressions on a
//! number (plural categories and exact numbers) or on a string. The build fails, naming the
//! message, when the two files disagree on a message's ids or arguments, or when a file has a
//! syntax error.

use std::collections::BTreeMap;
use std::fmt::Write as _;
use std::path::Path;

use fluent_syntax::ast::{
    Entry, Expression, InlineExpression, Pattern, PatternElement, Variant, VariantKey,
};

/// The languages, in the order of `Lang`'s variants: (code, Rust variant name).
const LANGS: [(&str, &str); 2] = [("en", "En"), ("fr", "Fr")];

/// The plural categories of CLDR: a selector with one of them as a key selects on a number.
const PLURAL_KEYS: [&str; 5] = ["zero", "one", "two", "few", "many"];

#[derive(Clone, Copy, PartialEq, Eq, Debug)]
enum Kind {
    Str,
    Num,
}

/// One language's entries: messages (id → value and attributes) and terms.
/// A message's value and its attributes.
type Entries<'s> = (
    Option<&'s Pattern<&'s str>>,
    Vec<(&'s str, &'s Pattern<&'s str>)>,
);

struct File<'s> {
    messages: BTreeMap<&'s str, Entries<'s>>,
    terms: BTreeMap<&'s str, &'s Pattern<&'s str>>,
    order: Vec<&'s str>,
}

fn load<'s>(code: &str, res: &'s fluent_syntax::ast::Resource<&'s str>) -> File<'s> {
    let mut file = File {
        messages: BTreeMap::new(),
        terms: BTreeMap::new(),
        order: Vec::new(),
    };
    for entry in &res.body {
        match entry {
            Entry::Message(m) => {
                let attrs = m.attributes.iter().map(|a| (a.id.name, &a.value)).collect();
                if file
                    .messages
                    .insert(m.id.name, (m.value.as_ref(), attrs))
                    .is_some()
                {
                    panic!("{code}.ftl: the message `{}` is defined twice", m.id.name);
                }
                file.order.push(m.id.name);
            }
            Entry::Term(t) => {
                file.terms.insert(t.id.name, &t.value);
            }
            Entry::Junk { content } => panic!("{code}.ftl: cannot read this entry:\n{content}"),
            _ => {}
        }
    }
    file
}

/// The method name of a message or attribute: `new-game` → `new_game`, `menu.title` →
/// `menu_title`.
fn method(id: &str) -> String {
    id.replace(['-', '.'], "_")
}

struct Ctx<'a, 's> {
    file: &'a File<'s>,
    code: &'a str,
    id: &'a str,
}

impl<'s> Ctx<'_, 's> {
    fn message(&self, id: &str, attr: Option<&str>) -> &'s Pattern<&'s str> {
        let (value, attrs) = self.file.messages.get(id).unwrap_or_else(|| {
            panic!(
                "{}.ftl: `{}` refers to the unknown message `{id}`",
                self.code, self.id
            )
        });
        match attr {
            None => value.unwrap_or_else(|| {
                panic!(
                    "{}.ftl: `{}` refers to `{id}`, which has no value",
                    self.code, self.id
                )
            }),
            Some(a) => attrs
                .iter()
                .find(|(n, _)| *n == a)
                .map(|(_, p)| *p)
                .unwrap_or_else(|| {
                    panic!(
                        "{}.ftl: `{}` refers to `{id}.{a}`, which does not exist",
                        self.code, self.id
                    )
                }),
        }
    }

    fn term(&self, id: &str) -> &'s Pattern<&'s str> {
        self.file.terms.get(id).copied().unwrap_or_else(|| {
            panic!(
                "{}.ftl: `{}` refers to the unknown term `-{id}`",
                self.code, self.id
            )
        })
    }

    /// Collects the variables a pattern uses, with their kinds.
    fn vars(&self, p: &Pattern<&str>, out: &mut BTreeMap<String, Kind>, depth: u32) {
        assert!(
            depth < 16,
            "{}.ftl: `{}` refers to itself",
            self.code,
            self.id
        );
        for el in &p.elements {
            if let PatternElement::Placeable { expression } = el {
                self.expr_vars(expression, out, depth);
            }
        }
    }

    fn expr_vars(&self, e: &Expression<&str>, out: &mut BTreeMap<String, Kind>, depth: u32) {
        match e {
            Expression::Inline(i) => self.inline_vars(i, out, depth),
            Expression::Select { selector, variants } => {
                let numeric = variants.iter().any(|v| match v.key {
                    VariantKey::NumberLiteral { .. } => true,
                    VariantKey::Identifier { name } => PLURAL_KEYS.contains(&name),
                });
                match selector {
                    InlineExpression::VariableReference { id } => {
                        add(out, id.name, if numeric { Kind::Num } else { Kind::Str })
                    }
                    other => self.inline_vars(other, out, depth),
                }
                for v in variants {
                    self.vars(&v.value, out, depth + 1);
                }
            }
        }
    }

    fn inline_vars(
        &self,
        i: &InlineExpression<&str>,
        out: &mut BTreeMap<String, Kind>,
        depth: u32,
    ) {
        match i {
            InlineExpression::VariableReference { id } => {
                out.entry(id.name.to_string()).or_insert(Kind::Str);
            }
            InlineExpression::FunctionReference { id, arguments } => {
                assert!(
                    id.name == "NUMBER" && arguments.positional.len() == 1,
                    "{}.ftl: `{}`: only NUMBER($x) is supported",
                    self.code,
                    self.id
                );
                match &arguments.positional[0] {
                    InlineExpression::VariableReference { id } => add(out, id.name, Kind::Num),
                    other => panic!(
                        "{}.ftl: `{}`: NUMBER() takes a variable, not {other:?}",
                        self.code, self.id
                    ),
                }
            }
            InlineExpression::MessageReference { id, attribute } => {
                let p = self.message(id.name, attribute.as_ref().map(|a| a.name));
                self.vars(p, out, depth + 1);
            }
            InlineExpression::TermReference { id, .. } => {
                self.vars(self.term(id.name), out, depth + 1)
            }
            InlineExpression::Placeable { expression } => self.expr_vars(expression, out, depth),
            InlineExpression::StringLiteral { .. } | InlineExpression::NumberLiteral { .. } => {}
        }
    }

    /// The pattern as a `match` on string selectors that gives `&'static str`, when every
    /// variable is a string selector and every leaf is plain text (the piece and seat names):
    /// no `String` is built.
    fn static_select(&self, p: &Pattern<&str>, depth: u32) -> Option<String> {
        if let Some(t) = self.text(p, depth) {
            return Some(format!("{t:?}"));
        }
        // Text around a select is not plain: only a lone select (after trimming) qualifies.
        let [PatternElement::Placeable {
            expression: Expression::Select { selector, variants },
        }] = p.elements.as_slice()
        else {
            return None;
        };
        let InlineExpression::VariableReference { id } = selector else {
            return None;
        };
        let numeric = variants.iter().any(|v| match v.key {
            VariantKey::NumberLiteral { .. } => true,
            VariantKey::Identifier { name } => PLURAL_KEYS.contains(&name),
        });
        if numeric {
            return None;
        }
        let mut arms = String::new();
        let mut default = None;
        for v in variants {
            let body = self.static_select(&v.value, depth + 1)?;
            if v.default {
                default = Some(body);
            } else {
                let key = match v.key {
                    VariantKey::Identifier { name } | VariantKey::NumberLiteral { value: name } => {
                        name
                    }
                };
                let _ = write!(arms, "{key:?} => {body}, ");
            }
        }
        Some(format!(
            "match {} {{ {arms}_ => {} }}",
            ident(id.name),
            default?
        ))
    }

    /// Whether the pattern is plain text once terms and references are inlined: then the method
    /// gives a `&'static str`. (A template with no arguments.)
    fn text(&self, p: &Pattern<&str>, depth: u32) -> Option<String> {
        self.template(p, &[], depth)
    }

    /// The pattern as one template string when it has no select: text with `\u{1}` and the
    /// argument's index (`'0'` + i) where an argument goes. Numbers come in written already.
    fn template(&self, p: &Pattern<&str>, order: &[String], depth: u32) -> Option<String> {
        assert!(
            depth < 16,
            "{}.ftl: `{}` refers to itself",
            self.code,
            self.id
        );
        let mut s = String::new();
        for el in &p.elements {
            match el {
                PatternElement::TextElement { value } => s.push_str(value),
                PatternElement::Placeable { expression } => match expression {
                    Expression::Inline(i) => s.push_str(&self.inline_template(i, order, depth)?),
                    Expression::Select { .. } => return None,
                },
            }
        }
        Some(s)
    }

    fn inline_template(
        &self,
        i: &InlineExpression<&str>,
        order: &[String],
        depth: u32,
    ) -> Option<String> {
        // A variable not among the arguments: not a template of these arguments (plain text
        // has none).
        let slot = |name: &str| {
            let index = order.iter().position(|v| v == name)?;
            assert!(
                index < 10,
                "{}.ftl: `{}` has more than ten arguments",
                self.code,
                self.id
            );
            Some(format!("\u{1}{}", char::from(b'0' + index as u8)))
        };
        match i {
            InlineExpression::VariableReference { id } => slot(id.name),
            InlineExpression::FunctionReference { arguments, .. } => match &arguments.positional[0]
            {
                InlineExpression::VariableReference { id } => slot(id.name),
                _ => None,
            },
            InlineExpression::MessageReference { id, attribute } => self.template(
                self.message(id.name, attribute.as_ref().map(|a| a.name)),
                order,
                depth + 1,
            ),
            InlineExpression::TermReference { id, .. } => {
                self.template(self.term(id.name), order, depth + 1)
            }
            InlineExpression::Placeable { expression } => match &**expression {
                Expression::Inline(i) => self.inline_template(i, order, depth),
                Expression::Select { .. } => None,
            },
            InlineExpression::StringLiteral { value } => Some(unescape(value)),
            InlineExpression::NumberLiteral { value } => Some(value.to_string()),
        }
    }

    /// Rust statements that write the pattern into `o`.
    fn emit(
        &self,
        p: &Pattern<&str>,
        vars: &BTreeMap<String, Kind>,
        lang: &str,
        code: &mut Out,
        depth: u32,
    ) {
        for el in &p.elements {
            match el {
                PatternElement::TextElement { value } => push_text(code, value),
                PatternElement::Placeable { expression } => {
                    self.emit_expr(expression, vars, lang, code, depth)
                }
            }
        }
    }

    fn emit_expr(
        &self,
        e: &Expression<&str>,
        vars: &BTreeMap<String, Kind>,
        lang: &str,
        code: &mut Out,
        depth: u32,
    ) {
        match e {
            Expression::Inline(i) => self.emit_inline(i, vars, lang, code, depth),
            Expression::Select { selector, variants } => {
                let var = match selector {
                    InlineExpression::VariableReference { id } => id.name,
                    InlineExpression::FunctionReference { arguments, .. } => {
                        match &arguments.positional[0] {
                            InlineExpression::VariableReference { id } => id.name,
                            _ => unreachable!("checked in vars()"),
                        }
                    }
                    other => panic!(
                        "{}.ftl: `{}`: select on {other:?} is not supported",
                        self.code, self.id
                    ),
                };
                let default = variants
                    .iter()
                    .find(|v| v.default)
                    .expect("fluent-syntax checks the default");
                let arm = |v: &Variant<&str>, code: &mut Out| {
                    code.raw().push_str("{ ");
                    self.emit(&v.value, vars, lang, code, depth + 1);
                    code.raw().push('}');
                };
                match vars[var] {
                    Kind::Num => {
                        let _ = write!(
                            code.raw(),
                            "{{ let n = {}; let c = crate::plural(Lang::{lang}, n); ",
                            ident(var)
                        );
                        let mut first = true;
                        for v in variants.iter().filter(|v| !v.default) {
                            code.raw().push_str(if first { "if " } else { " else if " });
                            first = false;
                            match v.key {
                                VariantKey::NumberLiteral { value } => {
                                    let _ = write!(code.raw(), "n == {value} ");
                                }
                                VariantKey::Identifier { name } => {
                                    let cat = plural_variant(name).unwrap_or_else(|| {
                                        panic!(
                                            "{}.ftl: `{}`: `{name}` is not a plural category",
                                            self.code, self.id
                                        )
                                    });
                                    let _ = write!(code.raw(), "c == crate::Plural::{cat} ");
                                }
                            }
                            arm(v, code);
                        }
                        if !first {
                            code.raw().push_str(" else ");
                        }
                        arm(default, code);
                        code.raw().push_str(" }\n");
                    }
                    Kind::Str => {
                        let _ = write!(code.raw(), "match {} {{ ", ident(var));
                        for v in variants.iter().filter(|v| !v.default) {
                            let key = match v.key {
                                VariantKey::Identifier { name }
                                | VariantKey::NumberLiteral { value: name } => name,
                            };
                            let _ = write!(code.raw(), "{key:?} => ");
                            arm(v, code);
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

    fn emit_inline(
        &self,
        i: &InlineExpression<&str>,
        vars: &BTreeMap<String, Kind>,
        lang: &str,
        code: &mut Out,
        depth: u32,
    ) {
        match i {
            InlineExpression::StringLiteral { value } => push_text(code, &unescape(value)),
            InlineExpression::NumberLiteral { value } => push_text(code, value),
            InlineExpression::VariableReference { id } => match vars[id.name] {
                Kind::Str => {
                    let _ = writeln!(code.raw(), "o.push_str({});", ident(id.name));
                }
                Kind::Num => {
                    let _ = writeln!(
                        code.raw(),
                        "crate::push_number(&mut o, Lang::{lang}, {});",
                        ident(id.name)
                    );
                }
            },
            InlineExpression::FunctionReference { arguments, .. } => match &arguments.positional[0]
            {
                InlineExpression::VariableReference { id } => {
                    let _ = writeln!(
                        code.raw(),
                        "crate::push_number(&mut o, Lang::{lang}, {});",
                        ident(id.name)
                    );
                }
                _ => unreachable!("checked in vars()"),
            },
            InlineExpression::MessageReference { id, attribute } => {
                let p = self.message(id.name, attribute.as_ref().map(|a| a.name));
                self.emit(p, vars, lang, code, depth + 1);
            }
            InlineExpression::TermReference { id, .. } => {
                self.emit(self.term(id.name), vars, lang, code, depth + 1)
            }
            InlineExpression::Placeable { expression } => {
                self.emit_expr(expression, vars, lang, code, depth)
            }
        }
    }
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

/// Records a variable; a number anywhere makes it a number.
fn add(out: &mut BTreeMap<String, Kind>, name: &str, kind: Kind) {
    let k = out.entry(name.to_string()).or_insert(kind);
    if kind == Kind::Num {
        *k = Kind::Num;
    }
}

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

/// Fluent string literals escape `\"`, `\\` and `\uXXXX`.
fn unescape(s: &str) -> String {
    let mut out = String::new();
    let mut chars = s.chars();
    while let Some(c) = chars.next() {
        if c != '\\' {
            out.push(c);
            continue;
        }
        match chars.next() {
            Some('u') => {
                let hex: String = chars.by_ref().take(4).collect();
                out.push(
                    u32::from_str_radix(&hex, 16)
                        .ok()
                        .and_then(char::from_u32)
                        .unwrap_or('\u{fffd}'),
                );
            }
            Some('U') => {
                let hex: String = chars.by_ref().take(6).collect();
                out.push(
                    u32::from_str_radix(&hex, 16)
                        .ok()
                        .and_then(char::from_u32)
                        .unwrap_or('\u{fffd}'),
                );
            }
            Some(other) => out.push(other),
            None => out.push('\\'),
        }
    }
    out
}

/// Generated statements, with adjacent text merged into one `push_str`.
#[derive(Default)]
struct Out {
    code: String,
    pending: String,
}

impl Out {
    fn text(&mut self, text: &str) {
        self.pending.push_str(text);
    }

    /// Writes the pending text, then `raw`.
    fn raw(&mut self) -> &mut String {
        let text = std::mem::take(&mut self.pending);
        match text.chars().count() {
            0 => {}
            1 => {
                let _ = writeln!(
                    self.code,
                    "o.push({:?});",
                    text.chars().next().unwrap_or(' ')
                );
            }
            _ => {
                let _ = writeln!(self.code, "o.push_str({text:?});");
            }
        }
        &mut self.code
    }
}

fn push_text(code: &mut Out, text: &str) {
    code.text(text);
}

fn main() {
    let dir = Path::new("locales");
    println!("cargo:rerun-if-changed=locales");
    let sources: Vec<String> = LANGS
        .iter()
        .map(|(code, _)| {
            let path = dir.join(format!("{code}.ftl"));
            println!("cargo:rerun-if-changed={}", path.display());
            std::fs::read_to_string(&path).unwrap_or_else(|e| panic!("{}: {e}", path.display()))
        })
        .collect();
    let resources: Vec<_> = sources
        .iter()
        .zip(LANGS)
        .map(|(s, (code, _))| {
            fluent_syntax::parser::parse(s.as_str())
                .unwrap_or_else(|(_, errors)| panic!("{code}.ftl has syntax errors: {errors:#?}"))
        })
        .collect();
    let files: Vec<File> = resources
        .iter()
        .zip(LANGS)
        .map(|(r, (code, _))| load(code, r))
        .collect();

    // Both files define the same messages, with the same attributes.
    let en = &files[0];
    for (file, (code, _)) in files.iter().zip(LANGS).skip(1) {
        for id in &en.order {
            assert!(
                file.messages.contains_key(id),
                "{code}.ftl lacks the message `{id}` of en.ftl"
            );
        }
        for id in &file.order {
            assert!(
                en.messages.contains_key(id),
                "{code}.ftl has `{id}`, which en.ftl lacks"
            );
        }
    }

    let mut out = String::new();
    let mut page_ids = Vec::new();
    // A language may not need a distinction another makes (English articles have no gender):
    // its select then has one arm, or arms alike. That is Fluent's way, not a mistake.
    out.push_str(
        "#[allow(clippy::match_single_binding, clippy::if_same_then_else, clippy::match_same_arms)]\n",
    );
    out.push_str("impl Lang {\n");
    for id in &en.order {
        let (value, attrs) = &en.messages[id];
        let mut keys: Vec<(String, Option<&str>)> = Vec::new();
        if value.is_some() {
            keys.push((id.to_string(), None));
        }
        for (a, _) in attrs {
            keys.push((format!("{id}.{a}"), Some(a)));
        }
        for (key, attr) in keys {
            // The variables, which must agree across languages.
            let mut all_vars: Vec<BTreeMap<String, Kind>> = Vec::new();
            let mut texts: Vec<Option<String>> = Vec::new();
            for (file, (code, _)) in files.iter().zip(LANGS) {
                let ctx = Ctx {
                    file,
                    code,
                    id: &key,
                };
                let p = ctx.message(id, attr);
                let mut vars = BTreeMap::new();
                ctx.vars(p, &mut vars, 0);
                texts.push(ctx.text(p, 0));
                all_vars.push(vars);
            }
            for (vars, (code, _)) in all_vars.iter().zip(LANGS).skip(1) {
                assert_eq!(
                    vars, &all_vars[0],
                    "`{key}`: {code}.ftl's arguments differ from en.ftl's"
                );
            }
            let vars = &all_vars[0];
            let name = method(&key);
            let _ = writeln!(
                out,
                "    /// `{key}`{}",
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
            if vars.is_empty() && texts.iter().all(Option::is_some) {
                let _ = writeln!(
                    out,
                    "    pub fn {name}(self) -> &'static str {{\n        match self {{"
                );
                for (t, (_, variant)) in texts.iter().zip(LANGS) {
                    let _ = writeln!(
                        out,
                        "            Lang::{variant} => {:?},",
                        t.as_deref().unwrap_or("")
                    );
                }
                out.push_str("        }\n    }\n");
                if key.starts_with("page-") {
                    page_ids.push((key.clone(), name.clone()));
                }
                continue;
            }
            // Selects on strings down to plain text: a `&'static str`.
            let statics: Vec<Option<String>> = files
                .iter()
                .zip(LANGS)
                .map(|(file, (code, _))| {
                    let ctx = Ctx {
                        file,
                        code,
                        id: &key,
                    };
                    ctx.static_select(ctx.message(id, attr), 0)
                })
                .collect();
            if vars.values().all(|k| *k == Kind::Str) && statics.iter().all(Option::is_some) {
                let params: Vec<String> =
                    vars.keys().map(|v| format!("{}: &str", ident(v))).collect();
                let _ = writeln!(
                    out,
                    "    pub fn {name}(self, {}) -> &'static str {{\n        match self {{",
                    params.join(", ")
                );
                for (body, (_, variant)) in statics.iter().zip(LANGS) {
                    let _ = writeln!(
                        out,
                        "            Lang::{variant} => {},",
                        body.as_deref().unwrap_or("\"\"")
                    );
                }
                out.push_str("        }\n    }\n");
                assert!(
                    !key.starts_with("page-"),
                    "`{key}`: a page- message is plain text"
                );
                continue;
            }
            assert!(
                !key.starts_with("page-"),
                "`{key}`: a page- message is plain text"
            );
            let params: Vec<String> = vars
                .iter()
                .map(|(v, k)| {
                    let ty = if *k == Kind::Num { "i64" } else { "&str" };
                    format!("{}: {ty}", ident(v))
                })
                .collect();
            // No select in any language: one template per language, filled by one shared
            // function (far less code than writing each message out).
            let order: Vec<String> = vars.keys().cloned().collect();
            let templates: Vec<Option<String>> = files
                .iter()
                .zip(LANGS)
                .map(|(file, (code, _))| {
                    let ctx = Ctx {
                        file,
                        code,
                        id: &key,
                    };
                    ctx.template(ctx.message(id, attr), &order, 0)
                })
                .collect();
            if templates.iter().all(Option::is_some) {
                let args: Vec<String> = vars
                    .iter()
                    .map(|(v, k)| match k {
                        Kind::Str => ident(v),
                        Kind::Num => format!("&crate::number(self, {})", ident(v)),
                    })
                    .collect();
                let texts: Vec<String> = templates
                    .iter()
                    .map(|t| format!("{:?}", t.as_deref().unwrap_or("")))
                    .collect();
                let _ = writeln!(
                    out,
                    "    pub fn {name}(self, {}) -> String {{\n        crate::fill([{}][self as usize], &[{}])\n    }}",
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
            for (file, (code, variant)) in files.iter().zip(LANGS) {
                let ctx = Ctx {
                    file,
                    code,
                    id: &key,
                };
                let mut body = Out::default();
                ctx.emit(ctx.message(id, attr), vars, variant, &mut body, 0);
                body.raw();
                let body = body.code;
                let _ = writeln!(
                    out,
                    "            Lang::{variant} => {{\n{body}            }}"
                );
            }
            out.push_str("        }\n        o\n    }\n");
        }
    }
    out.push_str(
        "    /// The plain text of a `page-` message by its id, for the page's static HTML\n",
    );
    out.push_str("    /// (`data-l10n` attributes).\n");
    out.push_str(
        "    pub fn page_text(self, id: &str) -> Option<&'static str> {\n        Some(match id {\n",
    );
    for (key, name) in &page_ids {
        let _ = writeln!(out, "            {key:?} => self.{name}(),");
    }
    out.push_str("            _ => return None,\n        })\n    }\n}\n");
    let dest =
        Path::new(&std::env::var("OUT_DIR").expect("cargo sets OUT_DIR")).join("messages.rs");
    std::fs::write(dest, out).expect("write messages.rs");
}
