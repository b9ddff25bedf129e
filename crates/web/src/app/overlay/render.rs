//! The overlay's parts of the page, as HTML text: the log, the toast, the new-game form, the
//! record dialog, the confirmations and the rules pages.

use std::fmt::Write;

use ashtapada_rules::ruleset::Stakes;
use ashtapada_rules::{Event, Game, Ruleset};
use ashtapada_worker::BotLevel;

use super::{Dialog, Overlay};
use crate::app::html::{button, esc, swatch};
use crate::app::render::{outcome_text, team_names};
use crate::app::sentence;
use crate::app::setup::{Controller, Setup};

impl Overlay {
    /// The toast's text.
    pub(in crate::app) fn render_toast(&self) -> String {
        self.toast.as_ref().map_or(String::new(), |t| esc(&t.text))
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
        if lines.is_empty() {
            return "<li class=\"muted\">Captures, passes and other events appear here.</li>"
                .into();
        }
        let mut out = String::new();
        for (ply, text) in lines {
            let _ = write!(
                out,
                "<li><span class=\"ply\">{ply}</span> {}</li>",
                esc(&text)
            );
        }
        out
    }

    /// The record dialog: the text to copy, or to paste and import.
    pub(in crate::app) fn render_record(&self) -> String {
        let Some(Dialog::Record { text, error }) = &self.dialog else {
            return String::new();
        };
        let mut out = String::from(
            "<h2 id=\"record-title\">Game record</h2><p class=\"muted\">Copy this text to keep the game, or paste a record here and import it. The current game is replaced only if the record reads.</p>",
        );
        let _ = write!(
            out,
            "<textarea id=\"record-text\" rows=\"14\" spellcheck=\"false\" aria-label=\"Game record\"{}>{}</textarea>",
            if error.is_some() {
                " aria-invalid=\"true\" aria-describedby=\"record-error\""
            } else {
                ""
            },
            esc(text)
        );
        if let Some(e) = error {
            let _ = write!(
                out,
                "<p id=\"record-error\" class=\"error\" role=\"alert\">Not imported: {}</p>",
                esc(e)
            );
        }
        out.push_str("<div class=\"buttons\">");
        out.push_str(
            &button("import-text", "Import this text")
                .id("record-import")
                .class("primary")
                .html()
                .replace("<button ", "<button data-value-from=\"record-text\" "),
        );
        out.push_str(
            &button("export-file", "Download")
                .id("record-download")
                .html(),
        );
        out.push_str(&button("close", "Close").id("record-close").html());
        out.push_str("</div>");
        out
    }

    /// The confirmation of a resignation or a draw.
    pub(in crate::app) fn render_confirm(&self, rules: &Ruleset) -> String {
        match &self.dialog {
            Some(Dialog::ConfirmResign(seat)) => format!(
                "<h2>Resign?</h2><p>{} resigns: {} lose the game.</p><div class=\"buttons\">{}{}</div>",
                esc(rules.seat(*seat).name),
                esc(&team_names(rules, *seat)),
                button("resign-yes", "Resign").id("confirm-yes").class("danger").html(),
                button("close", "Cancel").id("confirm-no").html()
            ),
            Some(Dialog::ConfirmDraw) => format!(
                "<h2>Draw?</h2><p>Do all players agree to a draw?</p><div class=\"buttons\">{}{}</div>",
                button("draw-yes", "Agree to a draw").id("confirm-yes").class("primary").html(),
                button("close", "Play on").id("confirm-no").html()
            ),
            _ => String::new(),
        }
    }
}

/// The new-game form: ruleset list, options, seats, error.
pub(in crate::app) fn render_setup(form: &Setup) -> (String, String, String, String) {
    let mut rulesets = String::new();
    for r in Ruleset::all() {
        let checked = form.ruleset.id == r.id;
        let _ = write!(
            rulesets,
            "<div class=\"ruleset{}\"><label><input type=\"radio\" name=\"ruleset\" id=\"setup-r-{id}\" value=\"{id}\" data-cmd=\"setup-ruleset\"{}><span class=\"rs-name\">{}</span><span class=\"rs-summary\">{}</span><span class=\"rs-doc\">Document {}</span></label>{}</div>",
            if checked { " checked" } else { "" },
            if checked { " checked" } else { "" },
            esc(r.name),
            esc(r.summary),
            esc(r.document),
            button("rules", "Rules")
                .arg(r.id)
                .id(format!("setup-rules-{}", r.id))
                .title(format!("The rules of {}", r.name))
                .html(),
            id = r.id,
        );
    }
    let mut options = String::new();
    if form.ruleset.id == "chaturanga-v1" {
        let _ = write!(
            options,
            "<label><input type=\"checkbox\" id=\"setup-dice\" data-cmd=\"setup-dice\"{}> Play with the document's optional die (d6)</label>",
            if form.dice { " checked" } else { "" }
        );
    }
    if form.ruleset.stakes != Stakes::None {
        let _ = write!(
            options,
            "<label>Stake unit (rupees) <input type=\"number\" min=\"1\" step=\"1\" id=\"setup-stake\" data-cmd=\"setup-stake\" value=\"{}\"></label>",
            form.stake
        );
    }
    if form.rules().dice.is_some() {
        let _ = write!(
            options,
            "<label>Dice seed <input type=\"text\" inputmode=\"numeric\" id=\"setup-seed\" data-cmd=\"setup-seed\" placeholder=\"random\" value=\"{}\" autocomplete=\"off\"></label>",
            esc(&form.seed)
        );
    }
    if options.is_empty() {
        options.push_str("<p class=\"muted\">No options for this ruleset.</p>");
    }
    let mut seats = String::new();
    for (i, info) in form.ruleset.seats.iter().enumerate() {
        let current = form.seats[i];
        let mut select =
            format!("<select id=\"setup-seat-{i}\" data-cmd=\"setup-seat\" data-arg=\"{i}\">");
        let choices = std::iter::once(Controller::Human)
            .chain(BotLevel::OFFERED.into_iter().map(Controller::Bot));
        for c in choices {
            let label = match c {
                Controller::Human => "Human".to_string(),
                Controller::Bot(l) => format!("Bot: {}", l.name()),
            };
            let _ = write!(
                select,
                "<option value=\"{}\"{}>{label}</option>",
                c.key(),
                if c == current { " selected" } else { "" }
            );
        }
        select.push_str("</select>");
        let _ = write!(
            seats,
            "<label class=\"seat-choice\">{}<span>{} <span class=\"muted\">({})</span></span>{select}</label>",
            swatch(info.rgb),
            esc(info.name),
            esc(info.colour)
        );
    }
    let error = form
        .error
        .as_ref()
        .map_or(String::new(), |e| esc(&sentence(e)));
    (rulesets, options, seats, error)
}

/// A ruleset's rules page.
pub(in crate::app) fn render_rules(rules: &'static Ruleset) -> String {
    let page = rules.rules_page();
    let mut out = format!(
        "<h2 id=\"rules-title\">{}</h2><p>{}</p><p class=\"muted\">Source document: {}</p>",
        esc(&page.title),
        esc(&page.summary),
        esc(&page.document)
    );
    for (heading, lines) in &page.sections {
        let _ = write!(out, "<h3>{}</h3><ul>", esc(heading));
        for line in lines {
            let _ = write!(out, "<li>{}</li>", esc(line));
        }
        out.push_str("</ul>");
    }
    out.push_str("<div class=\"buttons\">");
    out.push_str(&button("close", "Close").id("rules-close").html());
    out.push_str("</div>");
    out
}
