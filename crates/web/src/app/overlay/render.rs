//! The overlay's parts of the page, as HTML text: the log, the toast, the new-game form, the
//! record dialog, the confirmations and the rules pages.

use ashtapada_rules::ruleset::Stakes;
use ashtapada_rules::{Event, Game, Ruleset};
use ashtapada_worker::BotLevel;
use maud::{html, PreEscaped};

use super::{Dialog, Overlay};
use crate::app::html::{button, swatch, text};
use crate::app::render::{outcome_text, roll_off_text, team_names};
use crate::app::sentence;
use crate::app::setup::{Controller, Setup};
use crate::board::{army_colours, pieces};

impl Overlay {
    /// The toast's text.
    pub(in crate::app) fn render_toast(&self) -> String {
        self.toast.as_ref().map_or(String::new(), |t| text(&t.text))
    }

    /// The log: the game's events and the notes, in the order they happened.
    pub(in crate::app) fn render_log(&self, game: &Game) -> String {
        let rules = game.rules();
        let name = |sq| rules.geometry.name(sq);
        let mut lines: Vec<(usize, String)> = Vec::new();
        for (i, events) in game.events().iter().enumerate() {
            for e in events {
                if matches!(e, Event::GameOver(_)) {
                    continue;
                }
                lines.push((i + 1, sentence(&e.describe(rules, name))));
            }
        }
        if let Some(outcome) = game.outcome() {
            lines.push((
                game.actions().len(),
                format!("Game over: {}.", outcome_text(rules, outcome)),
            ));
        }
        for note in &self.notes {
            lines.push((note.ply, note.text.clone()));
        }
        lines.sort_by_key(|(ply, _)| *ply);
        // Who starts, and why: the roll-off, after the notes of the start ("New game: …") and
        // before the first action.
        if let Some(text) = roll_off_text(game) {
            let at = lines.iter().take_while(|(ply, _)| *ply == 0).count();
            lines.insert(at, (0, text));
        }
        html! {
            @if lines.is_empty() {
                li class="muted" { "Captures, passes and other events appear here." }
            }
            @for (ply, text) in &lines {
                li { span class="ply" { (ply) } " " (text) }
            }
        }
        .into_string()
    }

    /// The record dialog: the text to copy, or to paste and import.
    pub(in crate::app) fn render_record(&self) -> String {
        let Some(Dialog::Record { text, error }) = &self.dialog else {
            return String::new();
        };
        let invalid = error.is_some();
        html! {
            h2 id="record-title" { "Game record" }
            p class="muted" {
                "Copy this text to keep the game, or paste a record here and import it. The "
                "current game is replaced only if the record reads."
            }
            textarea id="record-text" rows="14" spellcheck="false" aria-label="Game record"
                aria-invalid=[invalid.then_some("true")]
                aria-describedby=[invalid.then_some("record-error")] { (text) }
            @if let Some(e) = error {
                p id="record-error" class="error" role="alert" { "Not imported: " (e) }
            }
            div class="buttons" {
                (button("import-text", "Import this text")
                    .id("record-import")
                    .class("primary")
                    .value_from("record-text"))
                (button("export-file", "Download").id("record-download"))
                (button("close", "Close").id("record-close"))
            }
        }
        .into_string()
    }

    /// The confirmation of a resignation or a draw.
    pub(in crate::app) fn render_confirm(&self, rules: &Ruleset) -> String {
        match &self.dialog {
            Some(Dialog::ConfirmResign(seat)) => html! {
                h2 { "Resign?" }
                p {
                    (rules.seat(*seat).name) " resigns: " (team_names(rules, *seat))
                    " lose the game."
                }
                div class="buttons" {
                    (button("resign-yes", "Resign").id("confirm-yes").class("danger"))
                    (button("close", "Cancel").id("confirm-no"))
                }
            }
            .into_string(),
            Some(Dialog::ConfirmDraw) => html! {
                h2 { "Draw?" }
                p { "Do all players agree to a draw?" }
                div class="buttons" {
                    (button("draw-yes", "Agree to a draw").id("confirm-yes").class("primary"))
                    (button("close", "Play on").id("confirm-no"))
                }
            }
            .into_string(),
            _ => String::new(),
        }
    }
}

/// The new-game form: ruleset list, options, seats, error.
pub(in crate::app) fn render_setup(form: &Setup) -> (String, String, String, String) {
    let rulesets = html! {
        @for r in Ruleset::all() {
            @let checked = form.ruleset.id == r.id;
            div class={ "ruleset" @if checked { " checked" } } {
                label {
                    input type="radio" name="ruleset" id={ "setup-r-" (r.id) } value=(r.id)
                        data-cmd="setup-ruleset" checked[checked];
                    span class="rs-name" { (r.name) }
                    span class="rs-summary" { (r.summary) }
                    span class="rs-doc" { "Document " (r.document) }
                }
                (button("rules", "Rules")
                    .arg(r.id)
                    .id(format!("setup-rules-{}", r.id))
                    .title(format!("The rules of {}", r.name))
                    )
            }
        }
    }
    .into_string();
    let options = html! {
        @if form.ruleset.offers(ashtapada_rules::RulesetOption::Dice) {
            label {
                input type="checkbox" id="setup-dice" data-cmd="setup-dice" checked[form.dice];
                " Play with the document's optional die (d6)"
            }
        }
        @if form.ruleset.stakes != Stakes::None {
            label {
                "Stake unit (rupees) "
                input type="number" min="1" step="1" id="setup-stake" data-cmd="setup-stake"
                    value=(form.stake);
            }
        }
        @if form.rules().dice.is_some() {
            label {
                "Dice seed "
                input type="text" inputmode="numeric" id="setup-seed" data-cmd="setup-seed"
                    placeholder="random" value=(form.seed) autocomplete="off";
            }
        }
    }
    .into_string();
    let options = if options.is_empty() {
        html! { p class="muted" { "No options for this ruleset." } }.into_string()
    } else {
        options
    };
    let seats = html! {
        @for (i, info) in form.ruleset.seats.iter().enumerate() {
            label class="seat-choice" {
                (swatch(info.rgb))
                span { (info.name) " " span class="muted" { "(" (info.colour) ")" } }
                select id={ "setup-seat-" (i) } data-cmd="setup-seat" data-arg=(i) {
                    @for c in std::iter::once(Controller::Human)
                        .chain(BotLevel::OFFERED.into_iter().map(Controller::Bot))
                    {
                        option value=(c.key()) selected[c == form.seats[i]] {
                            @match c {
                                Controller::Human => { "Human" }
                                Controller::Bot(l) => { "Bot: " (l.name()) }
                            }
                        }
                    }
                }
            }
        }
    }
    .into_string();
    let error = form
        .error
        .as_ref()
        .map_or(String::new(), |e| html! { (sentence(e)) }.into_string());
    (rulesets, options, seats, error)
}

/// A ruleset's rules page. It opens at its top: the heading takes the focus (`autofocus`, which
/// a modal dialog honours when it opens, where it would otherwise focus the first button, Close
/// at the very end), so a phone shows the title and not the last line.
pub(in crate::app) fn render_rules(rules: &'static Ruleset) -> String {
    let page = rules.rules_page();
    // The pieces in the first seat's colours (South, White), as they stand on the board.
    let colour = army_colours(rules)[0];
    html! {
        h2 id="rules-title" class="dialog-start" tabindex="-1" autofocus { (page.title) }
        p { (page.summary) }
        p class="muted" {
            "Source: " cite { (page.source.title) } ", " (page.source.origin) ". Document "
            (page.document) "."
        }
        @for section in &page.sections {
            h3 { (section.heading) }
            @if !section.pieces.is_empty() {
                table class="pieces-table" {
                    thead {
                        tr {
                            th scope="col" { span class="visually-hidden" { "Picture" } }
                            th scope="col" { "Piece" }
                            th scope="col" { "Moves" }
                        }
                    }
                    tbody {
                        @for row in &section.pieces {
                            tr {
                                td class="figure-cell" {
                                    (PreEscaped(pieces::svg(rules.emblem(row.role), colour, 36)))
                                }
                                th scope="row" { (row.name) }
                                td { (sentence(row.movement)) "." }
                            }
                        }
                    }
                }
            }
            @if !section.lines.is_empty() {
                ul { @for line in &section.lines { li { (line) } } }
            }
        }
        div class="buttons" { (button("close", "Close").id("rules-close")) }
    }
    .into_string()
}
