//! The two Fluent files say the same things: every message, attribute and term of one is in the
//! other, taking the same variables (the build script checks the same for what it compiles;
//! this reads the files as a translator edits them, whole).

use std::collections::{BTreeMap, BTreeSet};

use fluent_syntax::ast::{Entry, Expression, InlineExpression, Pattern, PatternElement};
use fluent_syntax::parser;

fn source(lang: &str) -> String {
    let path = format!("{}/locales/{lang}.ftl", env!("CARGO_MANIFEST_DIR"));
    std::fs::read_to_string(&path).unwrap_or_else(|e| panic!("{path}: {e}"))
}

/// A file's entries: `id`, `id.attribute` and `-term`, each with its pattern.
struct File<'s> {
    patterns: BTreeMap<String, &'s Pattern<&'s str>>,
}

fn load<'s>(lang: &str, res: &'s fluent_syntax::ast::Resource<&'s str>) -> File<'s> {
    let mut patterns = BTreeMap::new();
    let mut add = |id: String, p: &'s Pattern<&'s str>| {
        assert!(
            patterns.insert(id.clone(), p).is_none(),
            "{lang}.ftl: {id} twice"
        );
    };
    for entry in &res.body {
        match entry {
            Entry::Message(m) => {
                if let Some(v) = &m.value {
                    add(m.id.name.to_string(), v);
                }
                for a in &m.attributes {
                    add(format!("{}.{}", m.id.name, a.id.name), &a.value);
                }
            }
            Entry::Term(t) => add(format!("-{}", t.id.name), &t.value),
            Entry::Junk { content } => panic!("{lang}.ftl cannot be read here:\n{content}"),
            _ => {}
        }
    }
    File { patterns }
}

impl File<'_> {
    /// The variables a pattern uses, through the messages and terms it refers to (the build
    /// inlines them, so their variables are the message's arguments).
    fn vars(&self, p: &Pattern<&str>, out: &mut BTreeSet<String>, depth: u32) {
        assert!(depth < 16, "a message refers to itself");
        for el in &p.elements {
            if let PatternElement::Placeable { expression } = el {
                self.expr(expression, out, depth);
            }
        }
    }

    fn expr(&self, e: &Expression<&str>, out: &mut BTreeSet<String>, depth: u32) {
        match e {
            Expression::Inline(i) => self.inline(i, out, depth),
            Expression::Select { selector, variants } => {
                self.inline(selector, out, depth);
                for v in variants {
                    self.vars(&v.value, out, depth + 1);
                }
            }
        }
    }

    fn inline(&self, i: &InlineExpression<&str>, out: &mut BTreeSet<String>, depth: u32) {
        match i {
            InlineExpression::VariableReference { id } => {
                out.insert(id.name.to_string());
            }
            InlineExpression::FunctionReference { arguments, .. } => {
                for a in &arguments.positional {
                    self.inline(a, out, depth);
                }
            }
            InlineExpression::MessageReference { id, attribute } => {
                let key = match attribute {
                    Some(a) => format!("{}.{}", id.name, a.name),
                    None => id.name.to_string(),
                };
                let p = self
                    .patterns
                    .get(&key)
                    .unwrap_or_else(|| panic!("no {key}"));
                self.vars(p, out, depth + 1);
            }
            InlineExpression::TermReference { id, .. } => {
                let key = format!("-{}", id.name);
                let p = self
                    .patterns
                    .get(&key)
                    .unwrap_or_else(|| panic!("no {key}"));
                self.vars(p, out, depth + 1);
            }
            InlineExpression::Placeable { expression } => self.expr(expression, out, depth),
            InlineExpression::StringLiteral { .. } | InlineExpression::NumberLiteral { .. } => {}
        }
    }

    fn variables(&self, id: &str) -> BTreeSet<String> {
        let mut out = BTreeSet::new();
        self.vars(self.patterns[id], &mut out, 0);
        out
    }
}

#[test]
fn both_files_have_the_same_messages_with_the_same_variables() {
    let (en_src, fr_src) = (source("en"), source("fr"));
    let en_res = parser::parse(en_src.as_str()).unwrap_or_else(|(_, e)| panic!("en.ftl: {e:?}"));
    let fr_res = parser::parse(fr_src.as_str()).unwrap_or_else(|(_, e)| panic!("fr.ftl: {e:?}"));
    let (en, fr) = (load("en", &en_res), load("fr", &fr_res));
    let en_ids: Vec<&String> = en.patterns.keys().collect();
    let fr_ids: Vec<&String> = fr.patterns.keys().collect();
    let only_en: Vec<_> = en_ids
        .iter()
        .filter(|id| !fr.patterns.contains_key(**id))
        .collect();
    let only_fr: Vec<_> = fr_ids
        .iter()
        .filter(|id| !en.patterns.contains_key(**id))
        .collect();
    assert!(only_en.is_empty(), "only in en.ftl: {only_en:?}");
    assert!(only_fr.is_empty(), "only in fr.ftl: {only_fr:?}");
    for id in en.patterns.keys() {
        assert_eq!(
            en.variables(id),
            fr.variables(id),
            "{id}: the files give it different variables"
        );
    }
    // The whole files are compared, not a part: the UI's messages and the engine's.
    assert!(en.patterns.len() > 200, "{}", en.patterns.len());
}

/// The engine's words (names, events, refusals, results, rules pages and readings) are one
/// section at the end of each file, so that the UI's messages can grow above it; its ids carry
/// prefixes that the UI's do not use.
#[test]
fn the_rules_section_closes_each_file_with_prefixed_ids() {
    const HEADER: &str = "## Rules: names, events, refusals and rules pages";
    const PREFIXES: [&str; 10] = [
        "ruleset-", "source-", "piece-", "seat-", "refusal-", "event-", "payment-", "result-",
        "rules-", "reading-",
    ];
    for lang in ["en", "fr"] {
        let text = source(lang);
        assert_eq!(text.matches(HEADER).count(), 1, "{lang}.ftl");
        let (before, section) = text.split_once(HEADER).unwrap_or_default();
        let res = parser::parse(section).unwrap_or_else(|(_, e)| panic!("{lang}.ftl: {e:?}"));
        let ids: Vec<&str> = res
            .body
            .iter()
            .filter_map(|e| match e {
                Entry::Message(m) => Some(m.id.name),
                _ => None,
            })
            .collect();
        assert!(ids.len() > 150, "{lang}.ftl: {} messages", ids.len());
        for id in &ids {
            assert!(
                PREFIXES.iter().any(|p| id.starts_with(p)),
                "{lang}.ftl: {id} has none of the section's prefixes"
            );
            // No UI message above takes an id of the section.
            assert!(
                !before.contains(&format!("\n{id} =")),
                "{lang}.ftl: {id} is also above the section"
            );
        }
    }
}
