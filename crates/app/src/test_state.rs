//! What the end-to-end tests read of the app (`window.ashtapada.state()`), gathered from the
//! parts.

use ashtapada_rules::{fen, record, Pending};
use serde::Serialize;

use crate::bots::ThinkStats;
use crate::parts::Parts;

/// What a test sees of the app (`window.ashtapada.state()`).
#[derive(Debug, Clone, Serialize)]
pub struct TestState {
    /// The ruleset id.
    pub ruleset: &'static str,
    /// The seat whose turn it is.
    #[serde(rename = "toMove")]
    pub to_move: u8,
    /// The seat that must act now.
    pub actor: u8,
    /// Whether a person plays the actor.
    #[serde(rename = "humanToAct")]
    pub human_to_act: bool,
    /// Whether a person on another device plays the actor (a game by link).
    #[serde(rename = "remoteToAct")]
    pub remote_to_act: bool,
    /// The current position.
    pub fen: String,
    /// Actions played.
    pub ply: usize,
    /// The position shown (`ply` when live).
    #[serde(rename = "viewPly")]
    pub view_ply: usize,
    /// The result marker, if the game is over.
    pub outcome: Option<&'static str>,
    /// `answer`, `place`, `reintroduction`, `promotion` or `null`.
    pub pending: Option<&'static str>,
    /// Whether the die must be rolled.
    #[serde(rename = "needsRoll")]
    pub needs_roll: bool,
    /// The selected cell.
    pub selected: Option<String>,
    /// Whether a bot is thinking.
    pub thinking: bool,
    /// Whether a hint is being worked out.
    pub hinting: bool,
    /// The hint shown (the bot's, or a lesson's arrow), in record notation.
    pub hint: Option<String>,
    /// The worker's report on its last answer.
    #[serde(rename = "lastThink")]
    pub last_think: Option<ThinkStats>,
    /// The legal actions of the actor, in record notation.
    pub legal: Vec<String>,
    /// The open dialog, if any.
    pub dialog: Option<&'static str>,
    /// The toast, if any.
    pub toast: Option<String>,
    /// The move box's error, if any.
    #[serde(rename = "moveError")]
    pub move_error: Option<String>,
    /// Whether undo is possible.
    #[serde(rename = "canUndo")]
    pub can_undo: bool,
    /// The lesson under way, if any.
    pub learn: Option<LearnState>,
    /// The premove waiting for its turn, as `from-to` cells.
    pub premove: Option<String>,
    /// Live play's state: `off`, `preparing`, `waiting`, `connecting`, `connected`, `lost`.
    pub live: &'static str,
    /// A game by links whose devices draw the dice one at a time, as this device stands in it:
    /// `joining`, `starting`, `playing`, `waiting` (a roll of its own waits for a link) or
    /// `watching` (none of its devices), `alone` (gone on with on one device, the others
    /// silent); `null` for any other game.
    pub baton: Option<&'static str>,
    /// Whether the face of the roll due is known on this device.
    #[serde(rename = "faceKnown")]
    pub face_known: bool,
    /// The marks of the review of the game on screen, in the game's order (empty without one).
    pub marks: Vec<MarkState>,
    /// The mistake under way of "Learn from your mistakes" (`null`: none, or past the last).
    pub mistakes: Option<MistakesState>,
    /// The analysis board, while it is open.
    pub analysis: Option<AnalysisState>,
}

/// The analysis board as the tests see it.
#[derive(Debug, Clone, PartialEq, Serialize)]
pub struct AnalysisState {
    /// The position looked at, in the position format.
    pub position: String,
    /// How many actions lead to it.
    pub ply: usize,
    /// The bot's best actions, best first, each as the move box takes it (`roll` for the roll
    /// before one), with its value for the team of the seat to act.
    pub lines: Vec<LineState>,
    /// Before a roll: each face's value, by face index.
    pub faces: Vec<i32>,
    /// The depth completed (0: no judgement yet).
    pub depth: u32,
    /// The positions searched.
    pub nodes: u64,
    /// Milliseconds the last search took, by the worker's clock.
    pub millis: f64,
    /// Whether the bot is searching still.
    pub running: bool,
    /// How many nodes the variation tree holds, besides its root.
    pub nodes_in_tree: usize,
    /// Whether the position looked at is on the main line.
    pub main: bool,
}

/// One of the analysis's lines.
#[derive(Debug, Clone, PartialEq, Eq, Serialize)]
pub struct LineState {
    /// The action, as the move box takes it.
    pub action: String,
    /// Its value (the evaluation's scale).
    pub value: i32,
    /// Its value as the panel writes it (a winning chance, or money expected).
    pub shown: String,
}

/// The mistake under way of "Learn from your mistakes", as the tests see it.
#[derive(Debug, Clone, PartialEq, Eq, Serialize)]
pub struct MistakesState {
    /// Its index among the mistakes gone through (from 0).
    pub at: usize,
    /// How many are gone through.
    pub of: usize,
    /// The mistaken action's index, which is also the position shown: the one before it.
    pub ply: usize,
}

/// A marked decision of a review as the tests see it.
#[derive(Debug, Clone, PartialEq, Eq, Serialize)]
pub struct MarkState {
    /// The marked action's index (0: the game's first action), which is also the position it
    /// was played from: the move list shows it as the position `ply + 1`.
    pub ply: usize,
    /// `inaccuracy`, `mistake` or `blunder`.
    pub mark: &'static str,
}

/// A lesson as the tests see it.
#[derive(Debug, Clone, Serialize)]
pub struct LearnState {
    /// The course's id.
    pub course: &'static str,
    /// The step shown (from 0).
    pub step: usize,
    /// The course's steps.
    pub steps: usize,
    /// `playing`, `done` or `failed`.
    pub status: &'static str,
    /// The solution's next action in record notation (`roll` for a roll), if the actions so
    /// far follow it.
    pub next: Option<String>,
}

/// The state tests read (`window.ashtapada.state()`).
pub(super) fn test_state(app: &Parts) -> TestState {
    let pos = app.session.position();
    let legal = app
        .game()
        .legal_actions()
        .into_iter()
        .map(|a| record::write_action(pos, a))
        .collect();
    let pending = if app.interaction.promotion().is_some() {
        Some("promotion")
    } else {
        match pos.pending() {
            Some(Pending::Answer { .. }) => Some("answer"),
            Some(Pending::Place { .. }) => Some("place"),
            None if pos.reintroduction_turn() => Some("reintroduction"),
            None => None,
        }
    };
    TestState {
        ruleset: app.rules().id,
        to_move: pos.to_move().number(),
        actor: pos.actor().number(),
        human_to_act: app.human_to_act(),
        remote_to_act: app.session.remote_to_act().is_some(),
        fen: fen::write(pos),
        ply: app.session.ply(),
        view_ply: app.shown_index(),
        outcome: app.game().outcome().map(|o| record::result_marker(Some(o))),
        pending,
        needs_roll: pos.needs_roll(),
        selected: app
            .interaction
            .selected()
            .map(|s| pos.rules().geometry.name(s)),
        thinking: app.thinking().is_some(),
        hinting: app.bots.hinting(),
        // The arrow on the board: a hint asked of the bot, or a lesson's (a puzzle's answer).
        hint: app
            .hint()
            .or_else(|| app.learn.arrow(app.game()))
            .map(|h| record::write_action(pos, h.action)),
        last_think: app.bots.last_think(),
        legal,
        dialog: open_dialog_name(app),
        toast: app.toast_text(),
        move_error: app.interaction.move_error().map(str::to_string),
        can_undo: app.can_undo(),
        learn: app.learn.state(app.session),
        live: app.live.state(),
        baton: app
            .session
            .baton_now()
            .map(|b| {
                use crate::session::BatonNow as B;
                match b {
                    B::Joining { .. } => "joining",
                    B::Starting { .. } => "starting",
                    B::Playing { .. } => "playing",
                    B::Waiting { .. } => "waiting",
                    B::Watching => "watching",
                }
            })
            .or_else(|| app.session.baton_alone().map(|_| "alone")),
        face_known: app.session.game().next_face().is_some(),
        marks: app.review().map_or_else(Vec::new, |r| {
            r.marks()
                .into_iter()
                .filter_map(|d| {
                    d.mark.map(|m| MarkState {
                        ply: d.ply,
                        mark: m.name(),
                    })
                })
                .collect()
        }),
        premove: app.interaction.premove().map(|(from, to)| {
            let g = app.session.rules().geometry;
            format!("{}-{}", g.name(from), g.name(to))
        }),
        analysis: analysis_state(app),
        mistakes: app.review.practice(app.game()).and_then(|p| {
            Some(MistakesState {
                at: p.at,
                of: p.mistakes.len(),
                ply: p.current()?.ply,
            })
        }),
    }
}

/// The id of the topmost open dialog, as the page names it.
pub(super) fn open_dialog_name(app: &Parts) -> Option<&'static str> {
    if let Some(name) = app.overlay.dialog_name() {
        return Some(name);
    }
    if app.interaction.promotion().is_some() {
        return Some("promote");
    }
    if app.session.answer_pending().is_some() {
        return Some("answer");
    }
    if app.result_open() {
        return Some("over");
    }
    None
}

/// The analysis board as the tests see it (`None` while it is closed).
fn analysis_state(app: &Parts) -> Option<AnalysisState> {
    let (tree, at, running) = app.analysis.tree()?;
    let pos = app.session.position();
    let found = app.analysis.found();
    let rules = app.rules();
    let lang = app.lang();
    Some(AnalysisState {
        position: fen::write(pos),
        ply: app.session.ply(),
        lines: found.map_or_else(Vec::new, |f| {
            f.lines
                .iter()
                .map(|&(action, value)| LineState {
                    action: crate::analysis::typed(pos, action),
                    value,
                    shown: crate::analysis::worth(lang, rules, value),
                })
                .collect()
        }),
        faces: found.map_or_else(Vec::new, |f| f.faces.clone()),
        depth: found.map_or(0, |f| f.depth),
        nodes: found.map_or(0, |f| f.nodes),
        millis: found.map_or(0.0, |f| f.millis),
        running: running && !app.analysis.finished() && app.game().outcome().is_none(),
        nodes_in_tree: tree.shown().len(),
        main: tree.on_main_line(at),
    })
}
