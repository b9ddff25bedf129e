//! The analysis board's panel: the bot's judgement of the position looked at (each side's
//! winning chance, or the money expected in a stakes game), its best actions with their values
//! and how deep it searched, the faces' values before a roll, and the variation tree. Integers
//! only: no float printing in the page.

use ashtapada_i18n::Lang;
use ashtapada_rules::ruleset::Stakes;
use ashtapada_rules::{record, Action, Position, Ruleset, Seat};
use maud::{html, Markup};

use super::state::{Analyst, Found};
use super::tree::{NodeId, Tree};
use crate::command::{AnalysisCommand, Command};
use crate::html::button;
use crate::notation;
use crate::review::percent;
use crate::session::Session;
use crate::text::{face_roles, team_names};

/// The score of one stake unit of money at a game's end (the bots' `MONEY_END`): a stakes
/// game's judgement, divided by it, is the money its team can expect.
pub(crate) const STAKE_SCORE: i32 = 1_000;

/// A judgement as the panel writes it, for the team of the seat to act: a winning chance in
/// whole percents, or in a stakes game the stake units expected, to a tenth (`+1.3`).
pub(crate) fn worth(lang: Lang, rules: &Ruleset, score: i32) -> String {
    if rules.stakes == Stakes::None {
        return lang.review_percent(&percent(score).to_string());
    }
    let tenths10 = i64::from(score) * 10;
    let half = i64::from(STAKE_SCORE) / 2 * tenths10.signum();
    let tenths = (tenths10 + half) / i64::from(STAKE_SCORE);
    let sign = if tenths < 0 { "−" } else { "+" };
    let t = tenths.unsigned_abs();
    lang.analysis_money(&format!(
        "{sign}{}{}{}",
        t / 10,
        lang.analysis_decimal(),
        t % 10
    ))
}

impl Analyst {
    /// The panel (empty while the board is closed).
    pub(crate) fn render(&self, lang: Lang, session: &Session) -> String {
        let Some((tree, at, running)) = self.tree() else {
            return String::new();
        };
        let game = session.game();
        let pos = game.position();
        let rules = game.rules();
        let over = game.outcome().is_some();
        let found = self.found();
        let searching = running && !over && !self.finished();
        html! {
            @if over {
                p class="an-state" { (lang.analysis_over()) }
            } @else if let Some(why) = self.failed() {
                p class="an-state" { (lang.analysis_failed(why)) }
            } @else {
                (chances(lang, rules, pos.actor(), found))
            }
            @if !over {
                p class="muted an-depth" {
                    span id="analysis-depth" {
                        @match found {
                            Some(f) => (lang.analysis_depth(i64::from(f.depth), f.nodes as i64)),
                            None => (lang.analysis_waiting()),
                        }
                    }
                    " "
                    (button(
                        Command::Analysis(AnalysisCommand::Toggle),
                        if searching { lang.analysis_stop() } else { lang.analysis_go() },
                    )
                    .id("analysis-run")
                    .disabled(!searching && self.finished() && self.failed().is_none()))
                }
            }
            @if let Some(found) = found {
                (lines(lang, pos, found))
                (faces(lang, pos, found))
            }
            h3 class="an-heading" { (lang.analysis_moves()) }
            (tree_rows(lang, tree, at, game.start()))
            p class="an-buttons" {
                (button(Command::Analysis(AnalysisCommand::Promote), lang.analysis_promote())
                    .id("analysis-promote")
                    .disabled(tree.on_main_line(at)))
                " "
                (button(Command::Analysis(AnalysisCommand::Delete), lang.analysis_delete())
                    .id("analysis-delete")
                    .disabled(at == NodeId::ROOT))
                " "
                (button(Command::Analysis(AnalysisCommand::Close), lang.analysis_close())
                    .id("analysis-close"))
            }
        }
        .into_string()
    }
}

/// Each side's chance (or money expected) from the judgement, for the team of `actor`; in a
/// game of two sides, the other side's too.
fn chances(lang: Lang, rules: &Ruleset, actor: Seat, found: Option<&Found>) -> Markup {
    let Some(&(_, score)) = found.and_then(|f| f.lines.first()) else {
        return html! {};
    };
    // In a game of two sides, the other side's chance is the rest.
    let other = rules.seats().find(|s| s.team() != actor.team());
    let two = other.is_some_and(|o| {
        rules
            .seats()
            .all(|s| s.team() == actor.team() || s.team() == o.team())
    });
    html! {
        p class="an-chance" id="analysis-chance" {
            (lang.analysis_side(&team_names(lang, rules, actor), &worth(lang, rules, score)))
            @if let (true, Some(other)) = (two, other) {
                " · "
                (lang.analysis_side(&team_names(lang, rules, other), &worth(lang, rules, -score)))
            }
        }
    }
}

/// The bot's best actions, each a button that plays it, with its value.
fn lines(lang: Lang, pos: &Position, found: &Found) -> Markup {
    let rules = pos.rules();
    html! {
        ol class="an-lines" id="analysis-lines" aria-label=(lang.analysis_lines()) {
            @for (i, (action, score)) in found.lines.iter().enumerate() {
                li {
                    @match action {
                        Some(a) => (button(
                            Command::Analysis(AnalysisCommand::Line(i)),
                            &notation::shown(lang, rules, &record::write_action(pos, *a)),
                        ).class("an-line").id(format_args!("an-line-{i}"))),
                        None => span class="an-line" { (lang.analysis_roll()) },
                    }
                    " "
                    span class="an-value" { (worth(lang, rules, *score)) }
                }
            }
        }
    }
}

/// Before a roll: each face, a button that rolls it, with what it is worth.
fn faces(lang: Lang, pos: &Position, found: &Found) -> Markup {
    let rules = pos.rules();
    let Some(dice) = rules
        .dice
        .filter(|_| pos.needs_roll() && !found.faces.is_empty())
    else {
        return html! {};
    };
    html! {
        p class="an-faces-title" { (lang.analysis_faces()) }
        p class="an-faces" id="analysis-faces" {
            @for (f, (face, score)) in dice.faces.iter().zip(&found.faces).enumerate() {
                (button(
                    Command::Analysis(AnalysisCommand::Face(f as u8)),
                    &lang.analysis_face(
                        &face_roles(lang, rules, face.roles),
                        i64::from(face.value),
                        &worth(lang, rules, *score),
                    ),
                ).class("an-face").id(format_args!("an-face-{f}")))
                " "
            }
        }
    }
}

/// The variation tree as rows of moves (lichess's order: each side line right after the main
/// action it replaces, indented by how deep it is), each a button that looks at it.
fn tree_rows(lang: Lang, tree: &Tree, at: NodeId, start: &Position) -> Markup {
    let shown = tree.shown();
    // The position after each node, to write each action from the one before it.
    let mut after: Vec<Option<Position>> = Vec::new();
    let mut rows: Vec<(usize, Vec<(NodeId, String)>)> = Vec::new();
    for s in &shown {
        let before = match tree.parent(s.id) {
            Some(NodeId::ROOT) | None => Some(*start),
            Some(p) => after.get(p.index()).copied().flatten(),
        };
        let Some(before) = before else {
            continue;
        };
        let mut next = before;
        // The events' own sink: the page has its code already.
        next.apply(s.action, &mut Vec::new());
        if after.len() <= s.id.index() {
            after.resize(s.id.index() + 1, None);
        }
        after[s.id.index()] = Some(next);
        let text = notation::shown(
            lang,
            start.rules(),
            &record::write_action(&before, s.action),
        );
        let new_row = s.opens || rows.last().is_none_or(|(d, _)| *d != s.depth);
        if new_row {
            rows.push((s.depth, Vec::new()));
        }
        if let Some((_, row)) = rows.last_mut() {
            row.push((s.id, text));
        }
    }
    html! {
        div class="an-tree" id="analysis-tree" {
            (button(Command::Analysis(AnalysisCommand::Go(NodeId::ROOT.index())), lang.analysis_start())
                .class("an-node")
                .id("an-node-0")
                .current(at == NodeId::ROOT))
            @for (depth, row) in &rows {
                div class="an-row" data-depth=(depth.min(&4)) {
                    @for (id, text) in row {
                        // Each with its id: the focus stays on the node chosen.
                        (button(Command::Analysis(AnalysisCommand::Go(id.index())), text)
                            .class("an-node")
                            .id(format_args!("an-node-{}", id.index()))
                            .current(*id == at))
                        " "
                    }
                }
            }
        }
    }
}

/// The action written as the move box takes it, for the tests' view.
pub(crate) fn typed(pos: &Position, action: Option<Action>) -> String {
    action.map_or_else(|| "roll".to_string(), |a| record::write_action(pos, a))
}
