//! The two Fluent files agree: every message and attribute of one is in the other, with the
//! same variables. (The build script refuses to compile when they do not; this test says the
//! same with the files' own parser, and names what differs.)

use std::collections::{BTreeMap, BTreeSet};

use fluent_syntax::ast::{Entry, Expression, InlineExpression, Pattern, PatternElement};

fn variables(p: &Pattern<&str>, out: &mut BTreeSet<String>) {
    for el in &p.elements {
        if let PatternElement::Placeable { expression } = el {
            expression_variables(expression, out);
        }
    }
}

fn expression_variables(e: &Expression<&str>, out: &mut BTreeSet<String>) {
    match e {
        Expression::Inline(i) => inline_variables(i, out),
        Expression::Select { selector, variants } => {
            inline_variables(selector, out);
            for v in variants {
                variables(&v.value, out);
            }
        }
    }
}

fn inline_variables(i: &InlineExpression<&str>, out: &mut BTreeSet<String>) {
    match i {
        InlineExpression::VariableReference { id } => {
            out.insert(id.name.to_string());
        }
        InlineExpression::FunctionReference { arguments, .. } => {
            for a in &arguments.positional {
                inline_variables(a, out);
            }
        }
        InlineExpression::Placeable { expression } => expression_variables(expression, out),
        _ => {}
    }
}

/// Each message and attribute (`id`, `id.attr`) with the variables it uses directly.
fn messages(lang: &str) -> BTreeMap<String, BTreeSet<String>> {
    let path = format!("{}/locales/{lang}.ftl", env!("CARGO_MANIFEST_DIR"));
    let text = std::fs::read_to_string(&path).expect("read the file");
    let resource = fluent_syntax::parser::parse(text.as_str())
        .unwrap_or_else(|(_, errors)| panic!("{path}: {errors:?}"));
    let mut out = BTreeMap::new();
    for entry in &resource.body {
        if let Entry::Message(m) = entry {
            if let Some(value) = &m.value {
                let mut vars = BTreeSet::new();
                variables(value, &mut vars);
                out.insert(m.id.name.to_string(), vars);
            }
            for a in &m.attributes {
                let mut vars = BTreeSet::new();
                variables(&a.value, &mut vars);
                out.insert(format!("{}.{}", m.id.name, a.id.name), vars);
            }
        }
        assert!(
            !matches!(entry, Entry::Junk { .. }),
            "{path}: junk {entry:?}"
        );
    }
    out
}

#[test]
fn both_files_have_the_same_messages_with_the_same_variables() {
    let en = messages("en");
    let fr = messages("fr");
    assert!(en.len() > 300, "{} messages", en.len());
    let missing_fr: Vec<&String> = en.keys().filter(|k| !fr.contains_key(*k)).collect();
    let missing_en: Vec<&String> = fr.keys().filter(|k| !en.contains_key(*k)).collect();
    assert!(missing_fr.is_empty(), "not in fr.ftl: {missing_fr:?}");
    assert!(missing_en.is_empty(), "not in en.ftl: {missing_en:?}");
    for (id, vars) in &en {
        assert_eq!(vars, &fr[id], "{id}: the variables differ");
    }
}

#[test]
fn no_message_is_left_untranslated_by_mistake() {
    // Texts that are the same in both languages on purpose (names, marks, numbers).
    let same = [
        "page-options",
        "controls-hint",
        "promotion-title",
        "title-ruleset",
        "roll-off-throw",
        "setup-document",
        "result",
        "ledger-pot",
        "payment-empire",
        "seats-lost-many",
        "page-title",
        "rules-picture",
        "-brand",
    ];
    let read = |lang: &str| {
        let path = format!("{}/locales/{lang}.ftl", env!("CARGO_MANIFEST_DIR"));
        let text = std::fs::read_to_string(path).expect("read the file");
        text.lines()
            .filter_map(|l| l.split_once(" = "))
            .filter(|(id, _)| !id.starts_with(' ') && !id.starts_with('#'))
            .map(|(id, v)| (id.to_string(), v.to_string()))
            .collect::<BTreeMap<_, _>>()
    };
    let (en, fr) = (read("en"), read("fr"));
    let identical: Vec<&String> = en
        .iter()
        .filter(|(id, v)| fr.get(*id) == Some(v) && !v.trim_start().starts_with('{'))
        .map(|(id, _)| id)
        .filter(|id| !same.contains(&id.as_str()))
        .collect();
    assert!(
        identical.is_empty(),
        "the same in both files: {identical:?}"
    );
}
