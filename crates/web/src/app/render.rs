//! Everything the page shows besides the board, as HTML text for the containers of
//! `www/index.html`: the turn, the die and the decisions, the move list, the seats, the stakes,
//! the log, the settings, the dialogs. The page replaces a container's content only when its text
//! changed, and keeps the keyboard focus on the element with the same id.
//!
//! Buttons carry `data-cmd`/`data-arg` ([`super::Command::parse`]); form fields carry `data-cmd`
//! and send their value on `change`.

use std::fmt::Write;

use ashtapada_rules::record;
use ashtapada_rules::ruleset::Stakes;
use ashtapada_rules::{Action, Event, Outcome, Pending, Position, Role, Ruleset, Seat};
use ashtapada_worker::BotLevel;

use super::html::{button, esc, swatch};
use super::{App, Controller, Dialog};

/// The page as text: container contents, attributes, which dialogs are open.
#[derive(Debug, Clone, Default, PartialEq)]
pub struct Screen {
    /// Element id and its inner HTML.
    pub html: Vec<(&'static str, String)>,
    /// Element id, attribute, value.
    pub attrs: Vec<(&'static str, &'static str, String)>,
    /// Element id and whether it is hidden.
    pub hidden: Vec<(&'static str, bool)>,
    /// `<dialog>` id and whether it is open, bottom first (the page opens them in this order).
    pub dialogs: Vec<(&'static str, bool)>,
    /// The document's title.
    pub title: String,
}

impl Screen {
    /// The HTML of a container (tests).
    pub fn get(&self, id: &str) -> &str {
        self.html
            .iter()
            .find(|(i, _)| *i == id)
            .map_or("", |(_, h)| h.as_str())
    }

    /// Whether a dialog is open (tests).
    pub fn is_open(&self, id: &str) -> bool {
        self.dialogs.iter().any(|(i, open)| *i == id && *open)
    }
}

/// Money in rupees with a sign: `+10`, `−5`, `0`.
fn rupees(units: i32, stake: u32) -> String {
    let amount = i64::from(units) * i64::from(stake);
    match amount {
        0 => "0".into(),
        a if a > 0 => format!("+{a}"),
        a => format!("\u{2212}{}", -a),
    }
}

/// "Soldat or Rajah", "nothing" for a face.
fn face_roles(rules: &Ruleset, roles: ashtapada_rules::RoleSet) -> String {
    let names: Vec<&str> = roles.iter().map(|r| rules.role_name(r)).collect();
    if names.is_empty() {
        "nothing moves".into()
    } else {
        names.join(" or ")
    }
}

/// The pips of a die face (1 to 6; other values are written as a number).
fn die(value: Option<u8>, serial: usize, rolling: bool) -> String {
    let label = match value {
        Some(v) => format!("The die shows {v}"),
        None => "The die is not rolled yet".into(),
    };
    let mut out = format!(
        "<div class=\"die{}\" role=\"img\" aria-label=\"{label}\" data-face=\"{}\" data-roll=\"{serial}\">",
        if rolling { " rolled" } else { "" },
        value.map_or(String::from("?"), |v| v.to_string()),
    );
    let pips: &[u8] = match value {
        Some(1) => &[5],
        Some(2) => &[1, 9],
        Some(3) => &[1, 5, 9],
        Some(4) => &[1, 3, 7, 9],
        Some(5) => &[1, 3, 5, 7, 9],
        Some(6) => &[1, 3, 4, 6, 7, 9],
        _ => &[],
    };
    if pips.is_empty() {
        let _ = write!(
            out,
            "<span class=\"die-text\">{}</span>",
            value.map_or("?".into(), |v| v.to_string())
        );
    }
    for p in pips {
        let _ = write!(out, "<span class=\"pip p{p}\"></span>");
    }
    out.push_str("</div>");
    out
}

impl App {
    fn seat_label(&self, seat: Seat) -> String {
        let info = self.rules().seat(seat);
        format!("{}{}", swatch(info.rgb), esc(info.name))
    }

    fn team_names(&self, seat: Seat) -> String {
        let rules = self.rules();
        (0..rules.players() as u8)
            .map(Seat)
            .filter(|s| s.team() == seat.team())
            .map(|s| rules.seat(s).name)
            .collect::<Vec<_>>()
            .join(" & ")
    }

    /// The page, as text.
    pub fn screen(&self) -> Screen {
        let mut s = Screen::default();
        let stakes = self.rules().stakes != Stakes::None;
        let dice = self.rules().dice.is_some();
        s.html.push(("menu", self.render_menu()));
        s.html.push(("turn", self.render_turn()));
        s.html.push(("dice", self.render_dice()));
        s.hidden
            .push(("dice", !dice && self.decision_buttons().is_empty()));
        s.html.push(("moves", self.render_moves()));
        s.html.push(("nav", self.render_nav()));
        s.html.push(("controls", self.render_controls()));
        s.html.push(("seats", self.render_seats()));
        s.html.push((
            "ledger",
            if stakes {
                self.render_ledger()
            } else {
                String::new()
            },
        ));
        s.hidden.push(("ledger-section", !stakes));
        s.html.push(("log", self.render_log()));
        s.html.push(("prefs", self.render_prefs()));
        s.html.push(("banner", self.render_banner()));
        s.hidden
            .push(("banner", self.is_live() && self.game().outcome().is_none()));
        s.html.push((
            "toast",
            self.toast_message().map_or(String::new(), |t| esc(&t.text)),
        ));
        s.hidden.push(("toast", self.toast_message().is_none()));
        s.html
            .push(("move-error", self.move_error().map_or(String::new(), esc)));
        s.html.push(("announce", esc(&self.announcement())));
        let status = self.worker_status();
        s.html.push(("status", esc(&status.text())));
        s.attrs
            .push(("status", "data-state", status.state().to_string()));

        // Dialogs, bottom first.
        let setup = matches!(self.dialog(), Some(Dialog::Setup(_)));
        let record = matches!(self.dialog(), Some(Dialog::Record { .. }));
        let confirm = matches!(
            self.dialog(),
            Some(Dialog::ConfirmResign(_) | Dialog::ConfirmDraw)
        );
        let answer = self.answer_pending().is_some() && self.is_live() && self.dialog().is_none();
        let promote = self.promotion().is_some();
        let over = self.result_open() && self.dialog().is_none() && !answer && !promote;
        if let Some(Dialog::Setup(form)) = self.dialog() {
            let (rulesets, options, seats, error) = render_setup(form);
            s.html.push(("setup-rulesets", rulesets));
            s.html.push(("setup-options", options));
            s.html.push(("setup-seats", seats));
            s.html.push(("setup-error", error));
        }
        if record {
            s.html.push(("record-body", self.render_record()));
        }
        if confirm {
            s.html.push(("confirm-body", self.render_confirm()));
        }
        if answer {
            s.html.push(("answer-body", self.render_answer()));
        }
        if promote {
            s.html.push(("promote-body", self.render_promotion()));
        }
        if over {
            s.html.push(("over-body", self.render_over()));
        }
        if let Some(rules) = self.rules_page() {
            s.html.push(("rules-body", render_rules(rules)));
        }
        s.dialogs = vec![
            ("dlg-setup", setup),
            ("dlg-record", record),
            ("dlg-confirm", confirm),
            ("dlg-answer", answer),
            ("dlg-promote", promote),
            ("dlg-over", over),
            ("dlg-rules", self.rules_page().is_some()),
        ];
        s.title = match self.game().outcome() {
            Some(_) => format!("Game over · {} · Ashtapada", self.rules().name),
            None if self.human_to_act() => {
                let actor = self.game().position().actor();
                format!("{} to play · Ashtapada", self.rules().seat(actor).name)
            }
            None => format!("{} · Ashtapada", self.rules().name),
        };
        s
    }

    fn render_menu(&self) -> String {
        [
            button("new", "New game")
                .id("btn-new")
                .class("primary")
                .html(),
            button("rules", "Rules")
                .arg(self.rules().id)
                .id("btn-rules")
                .html(),
            button("export-file", "Export")
                .id("btn-export")
                .title("Download the game record")
                .html(),
            button("import-file", "Import")
                .id("btn-import")
                .title("Load a game record file")
                .html(),
            button("record-text", "Record text")
                .id("btn-record")
                .title("The game record as text: copy it, or paste one to import")
                .html(),
        ]
        .concat()
    }

    fn render_controls(&self) -> String {
        let over = self.game().outcome().is_some();
        let mut out = String::new();
        if !over {
            out.push_str(
                &button("hint", "Hint")
                    .id("btn-hint")
                    .disabled(!self.can_hint())
                    .title("Ask the hard bot for a move, half a second's thought (key H)")
                    .html(),
            );
        }
        out.push_str(
            &button("undo", "Undo")
                .id("btn-undo")
                .disabled(!self.can_undo())
                .title("Take back (with bots: to your last move)")
                .html(),
        );
        out.push_str(
            &button("redo", "Redo")
                .id("btn-redo")
                .disabled(!self.can_redo())
                .html(),
        );
        out.push_str(
            &button("flip", "Turn board")
                .id("btn-flip")
                .title("Show the board from the next seat (key F)")
                .html(),
        );
        if over {
            out.push_str(&button("result", "Result").id("btn-result").html());
        } else {
            out.push_str(&button("draw", "Offer draw").id("btn-draw").html());
            out.push_str(
                &button("resign", "Resign")
                    .id("btn-resign")
                    .class("danger")
                    .html(),
            );
        }
        out
    }

    fn announcement(&self) -> String {
        let pos = self.game().position();
        let rules = self.rules();
        if let Some(outcome) = self.game().outcome() {
            return format!("Game over: {}.", outcome_text(rules, outcome));
        }
        let actor = pos.actor();
        let name = rules.seat(actor).name;
        match self.thinking() {
            Some(t) => format!("{} is thinking.", rules.seat(t.seat).name),
            None if self.human_to_act() => format!("{name}: {}.", self.prompt(pos)),
            None => format!("{name} to play."),
        }
    }

    /// What the person to act should do.
    fn prompt(&self, pos: &Position) -> String {
        let rules = pos.rules();
        if self.promotion().is_some() {
            return "choose the promotion".into();
        }
        match pos.pending() {
            Some(Pending::Answer { offerer, .. }) => {
                return format!("accept or refuse {}'s exchange", rules.seat(offerer).name)
            }
            Some(Pending::Place { .. }) => {
                return format!("choose a cell for the {}", rules.role_name(Role::King))
            }
            None => {}
        }
        if pos.reintroduction_turn() {
            return format!(
                "put your {} on an empty cell, or keep the right",
                rules.role_name(Role::King)
            );
        }
        if pos.needs_roll() {
            return "roll the die".into();
        }
        let legal = self.game().legal_actions();
        if legal == [Action::Pass] {
            return "nothing can move: pass".into();
        }
        match (rules.dice, pos.roll()) {
            (Some(d), Some(f)) => {
                let face = d.faces[usize::from(f)];
                format!(
                    "move ({} rolled: {})",
                    face.value,
                    face_roles(rules, face.roles)
                )
            }
            _ => "your move".into(),
        }
    }

    fn render_turn(&self) -> String {
        let pos = self.game().position();
        let rules = self.rules();
        let mut out = String::new();
        if let Some(outcome) = self.game().outcome() {
            let _ = write!(
                out,
                "<p class=\"turn-main\">Game over</p><p class=\"turn-sub\">{} · {}</p>",
                esc(&outcome_text(rules, outcome)),
                esc(&record::describe_result(Some(outcome)))
            );
            return out;
        }
        let to_move = pos.to_move();
        let actor = pos.actor();
        let _ = write!(
            out,
            "<p class=\"turn-main\">{} to move</p>",
            self.seat_label(to_move)
        );
        let mut sub = Vec::new();
        if rules.is_four_handed() {
            sub.push(format!("team {}", esc(&self.team_names(to_move))));
        }
        if actor != to_move {
            let why = match pos.pending() {
                Some(Pending::Answer { .. }) => "answered by",
                Some(Pending::Place { .. }) => "placed by",
                None => "played by",
            };
            sub.push(format!("{why} {}", esc(rules.seat(actor).name)));
        }
        let controller = self.seats().get(actor.index()).copied();
        sub.push(match controller {
            Some(Controller::Bot(level)) => format!("bot ({})", level.name()),
            _ => "human".into(),
        });
        let _ = write!(out, "<p class=\"turn-sub\">{}</p>", sub.join(" · "));
        let prompt = if let Some(t) = self.thinking() {
            format!("{} is thinking…", esc(rules.seat(t.seat).name))
        } else if self.human_to_act() {
            esc(&super::sentence(&self.prompt(pos)))
        } else {
            String::new()
        };
        if !prompt.is_empty() {
            let _ = write!(out, "<p class=\"prompt\">{prompt}</p>");
        }
        out
    }

    /// Buttons for the decisions the person to act may take now (besides moving).
    fn decision_buttons(&self) -> Vec<String> {
        if !self.human_to_act() || !self.is_live() {
            return Vec::new();
        }
        let legal = self.game().legal_actions();
        let mut out = Vec::new();
        let has = |a: Action| legal.contains(&a);
        if legal.iter().any(|a| matches!(a, Action::Roll(_))) {
            out.push(
                button("roll", "Roll the die")
                    .id("btn-roll")
                    .class("primary")
                    .html(),
            );
        }
        if has(Action::Pass) {
            out.push(
                button("pass", "Pass")
                    .id("btn-pass")
                    .class("primary")
                    .html(),
            );
        }
        if has(Action::Offer) {
            out.push(
                button("offer", "Offer an exchange of kings")
                    .id("btn-offer")
                    .html(),
            );
        }
        if has(Action::Demand) {
            out.push(
                button("demand", "Demand your king's release")
                    .id("btn-demand")
                    .html(),
            );
        }
        if has(Action::Keep) {
            out.push(
                button("keep", "Keep the right (not now)")
                    .id("btn-keep")
                    .html(),
            );
        }
        out
    }

    fn render_dice(&self) -> String {
        let rules = self.rules();
        let mut out = String::new();
        if let Some(d) = rules.dice {
            // The current roll, or else the last one made.
            let pos = self.shown();
            let index = self.shown_index();
            let rolls = self.game().actions()[..index]
                .iter()
                .filter(|a| matches!(a, Action::Roll(_)))
                .count();
            // The latest roll up to the position shown (Chaturaji's first comes from the
            // roll-off, without a roll action).
            let positions = self.game().positions();
            let (face, whose, current) = (0..=index)
                .rev()
                .find_map(|i| {
                    positions[i]
                        .roll()
                        .map(|f| (Some(f), positions[i].actor(), i == index))
                })
                .unwrap_or((None, pos.actor(), false));
            let value = face.and_then(|f| d.faces.get(usize::from(f))).copied();
            let _ = write!(
                out,
                "<div class=\"die-row{}\">{}<div class=\"die-text\">",
                if current { "" } else { " stale" },
                die(value.map(|f| f.value), rolls, current && self.is_live())
            );
            match value {
                Some(f) => {
                    let _ = write!(
                        out,
                        "<p><strong>{}</strong> {} {}</p><p class=\"muted\">{}</p>",
                        esc(rules.seat(whose).name),
                        if current { "rolled" } else { "last rolled" },
                        f.value,
                        esc(&super::sentence(&face_roles(rules, f.roles)))
                    );
                }
                None => out.push_str("<p class=\"muted\">No roll yet</p>"),
            }
            out.push_str("</div></div>");
        }
        let buttons = self.decision_buttons();
        if !buttons.is_empty() {
            out.push_str("<div class=\"decisions\">");
            out.push_str(&buttons.concat());
            out.push_str("</div>");
        }
        out
    }

    fn render_moves(&self) -> String {
        let game = self.game();
        let rules = self.rules();
        let shown = self.shown_index();
        let mut out = String::new();
        let _ = write!(
            out,
            "<li class=\"start\">{}</li>",
            button("view", "Start")
                .arg(0)
                .id("ply-0")
                .class("mv")
                .current(shown == 0)
                .html()
        );
        let mut prev: Option<Seat> = None;
        let mut round = u64::from(game.start().ply()) / rules.players() as u64 + 1;
        let mut open = false;
        for (i, (pos, &action)) in game.positions().iter().zip(game.actions()).enumerate() {
            let seat = pos.actor();
            let turn_seat = pos.to_move();
            let new_round = match prev {
                None => true,
                Some(p) => turn_seat.0 < p.0,
            };
            if new_round {
                if prev.is_some() {
                    round += 1;
                }
                if open {
                    out.push_str("</span></li>");
                }
                let _ = write!(
                    out,
                    "<li><span class=\"round\">{round}.</span><span class=\"acts\">"
                );
                open = true;
            }
            prev = Some(turn_seat);
            let text = record::write_action(pos, action);
            let class = match action {
                Action::Roll(_) => "mv roll",
                Action::Move(_) => "mv",
                _ => "mv word",
            };
            let title = format!("{}: {text}", rules.seat(seat).name);
            let _ = write!(
                out,
                " {}",
                button("view", &text)
                    .arg(i + 1)
                    .id(format!("ply-{}", i + 1))
                    .class(class)
                    .title(title)
                    .current(shown == i + 1)
                    .html_label(format!(
                        "<span class=\"dot\" style=\"background:{}\"></span>{}",
                        esc(rules.seat(seat).rgb),
                        esc(&text)
                    ))
                    .html()
            );
        }
        if open {
            out.push_str("</span></li>");
        }
        if let Some(outcome) = game.outcome() {
            let _ = write!(
                out,
                "<li class=\"result\">{}</li>",
                esc(&record::describe_result(Some(outcome)))
            );
        }
        out
    }

    fn render_nav(&self) -> String {
        let shown = self.shown_index();
        let last = self.game().actions().len();
        // Icons drawn in SVG: the media-control characters are missing from many fonts.
        let icon = |path: &str, text: &str| {
            format!(
                "<svg viewBox=\"0 0 16 16\" width=\"16\" height=\"16\" aria-hidden=\"true\"><path fill=\"currentColor\" d=\"{path}\"/></svg><span class=\"visually-hidden\">{text}</span>"
            )
        };
        [
            button("first", "")
                .id("nav-first")
                .title("First position (Home)")
                .html_label(icon("M3 3h2v10H3zM13 3v10L6 8z", "First position"))
                .disabled(shown == 0)
                .html(),
            button("prev", "")
                .id("nav-prev")
                .title("Previous move (\u{2190})")
                .html_label(icon("M11 3v10L4 8z", "Previous move"))
                .disabled(shown == 0)
                .html(),
            button("next", "")
                .id("nav-next")
                .title("Next move (\u{2192})")
                .html_label(icon("M5 3v10l7-5z", "Next move"))
                .disabled(shown == last)
                .html(),
            button("last", "")
                .id("nav-last")
                .title("Current position (End)")
                .html_label(icon("M11 3h2v10h-2zM3 3v10l7-5z", "Current position"))
                .disabled(shown == last)
                .html(),
        ]
        .concat()
    }

    fn render_seats(&self) -> String {
        let pos = self.game().position();
        let rules = self.rules();
        let mut out = String::new();
        for s in 0..rules.players() as u8 {
            let seat = Seat(s);
            let info = rules.seat(seat);
            let mut status: Vec<String> = Vec::new();
            let over = pos.outcome().is_some();
            if !over && pos.to_move() == seat {
                status.push("to move".into());
            }
            if self.thinking().is_some_and(|t| t.seat == seat) {
                status.push("thinking…".into());
            }
            if pos.withdrawn(seat) {
                status.push("withdrawn".into());
            } else if pos.army_cells(seat).is_empty() {
                status.push("no pieces left".into());
            } else if pos.frozen(seat) {
                status.push("frozen".into());
            }
            if rules.is_four_handed() && pos.commanded(seat) {
                status.push(format!("commanded by {}", rules.seat(seat.partner()).name));
            }
            if rules.is_four_handed() && pos.commands(seat) {
                status.push(format!("commands {}", rules.seat(seat.partner()).name));
            }
            if let Some(holder) = pos.king_holder(seat) {
                status.push(format!(
                    "{} held by {}",
                    rules.role_name(Role::King),
                    rules.seat(holder).name
                ));
            }
            if status.is_empty() {
                status.push(if over { "—".into() } else { "playing".into() });
            }
            let lost = pos.captured(seat);
            let lost_text: Vec<String> = Role::ALL
                .iter()
                .filter(|r| lost[**r as usize] > 0)
                .map(|r| {
                    let n = lost[*r as usize];
                    if n == 1 {
                        rules.role_name(*r).to_string()
                    } else {
                        format!("{n} × {}", rules.role_name(*r))
                    }
                })
                .collect();
            let controller = self.seats().get(seat.index()).copied();
            let who = match controller {
                Some(Controller::Bot(level)) => format!("Bot · {}", level.name()),
                _ => "Human".into(),
            };
            let _ = write!(
                out,
                "<li class=\"seat{}\" style=\"--seat:{}\"><div class=\"seat-head\">{}{} <span class=\"muted\">({})</span> <span class=\"who\">{}</span></div><div class=\"seat-status\">{}</div>",
                if !over && pos.to_move() == seat { " active" } else { "" },
                esc(info.rgb),
                swatch(info.rgb),
                esc(info.name),
                esc(info.colour),
                esc(&who),
                esc(&status.join(" · ")),
            );
            if !lost_text.is_empty() {
                let _ = write!(
                    out,
                    "<div class=\"seat-lost\">Lost: {}</div>",
                    esc(&lost_text.join(", "))
                );
            }
            out.push_str("</li>");
        }
        out
    }

    fn render_ledger(&self) -> String {
        let pos = self.game().position();
        let rules = self.rules();
        let stake = self.stake();
        let money = pos.money();
        let mut out = format!(
            "<caption>Stake unit: {stake} rupees</caption><thead><tr><th scope=\"col\">Player</th><th scope=\"col\">Balance (rupees)</th></tr></thead><tbody>"
        );
        for (s, units) in money.iter().enumerate().take(rules.players()) {
            let _ = write!(
                out,
                "<tr><th scope=\"row\">{}</th><td>{}</td></tr>",
                self.seat_label(Seat(s as u8)),
                rupees(*units, stake)
            );
        }
        let _ = write!(
            out,
            "</tbody><tfoot><tr><th scope=\"row\">Pot</th><td>{}</td></tr></tfoot>",
            rupees(pos.pot(), stake).trim_start_matches('+')
        );
        out
    }

    fn render_log(&self) -> String {
        let rules = self.rules();
        let game = self.game();
        let name = |sq| rules.geometry.name(sq);
        let mut lines: Vec<(usize, String)> = Vec::new();
        for (i, events) in game.events().iter().enumerate() {
            for e in events {
                if matches!(e, Event::GameOver(_)) {
                    continue;
                }
                lines.push((i + 1, super::sentence(&e.describe(rules, name))));
            }
        }
        if let Some(outcome) = game.outcome() {
            lines.push((
                game.actions().len(),
                format!("Game over: {}.", outcome_text(rules, outcome)),
            ));
        }
        for note in self.notes() {
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

    fn render_prefs(&self) -> String {
        let p = self.prefs();
        let check = |cmd: &str, on: bool, label: &str| {
            format!(
                "<label><input type=\"checkbox\" id=\"pref-{cmd}\" data-cmd=\"{cmd}\"{}> {label}</label>",
                if on { " checked" } else { "" }
            )
        };
        let mut out = String::new();
        if self.rules().dice.is_some() {
            out.push_str(&check("auto-roll", p.auto_roll, "Roll automatically"));
            out.push_str(&check("auto-pass", p.auto_pass, "Pass automatically"));
        }
        out.push_str(&check("coords", p.show_coords, "Coordinates"));
        out
    }

    fn render_banner(&self) -> String {
        if !self.is_live() {
            let shown = self.shown_index();
            let last = self.game().actions().len();
            return format!(
                "<span>Viewing the position after {shown} of {last} actions.</span> {}",
                button("last", "Back to the game").id("banner-last").html()
            );
        }
        match self.game().outcome() {
            Some(outcome) => format!(
                "<span>{}</span> {}",
                esc(&outcome_text(self.rules(), outcome)),
                button("new", "New game").id("banner-new").html()
            ),
            None => String::new(),
        }
    }

    fn render_record(&self) -> String {
        let Some(Dialog::Record { text, error }) = self.dialog() else {
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

    fn render_confirm(&self) -> String {
        let rules = self.rules();
        match self.dialog() {
            Some(Dialog::ConfirmResign(seat)) => format!(
                "<h2>Resign?</h2><p>{} resigns: {} lose the game.</p><div class=\"buttons\">{}{}</div>",
                esc(rules.seat(*seat).name),
                esc(&self.team_names(*seat)),
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

    fn render_answer(&self) -> String {
        let Some((offerer, answerer)) = self.answer_pending() else {
            return String::new();
        };
        let rules = self.rules();
        let king = rules.role_name(Role::King);
        format!(
            "<h2>Exchange of kings</h2><p>{} offers {} an exchange of captured {king}s: each side gives back the {king} it holds.</p><div class=\"buttons\">{}{}</div>",
            self.seat_label(offerer),
            self.seat_label(answerer),
            button("accept", "Accept").id("answer-yes").class("primary").html(),
            button("refuse", "Refuse").id("answer-no").html()
        )
    }

    fn render_promotion(&self) -> String {
        let Some(choice) = self.promotion() else {
            return String::new();
        };
        let rules = self.rules();
        let mut out = format!(
            "<h2>Promotion</h2><p>The {} on {} becomes:</p><div class=\"buttons promote\">",
            esc(&rules.role_name(Role::Pawn).to_lowercase()),
            esc(&rules.geometry.name(choice.to))
        );
        for role in &choice.roles {
            out.push_str(
                &button("promote", rules.role_name(*role))
                    .arg(role.letter())
                    .id(format!("promote-{}", role.letter()))
                    .class("primary")
                    .html(),
            );
        }
        out.push_str(&button("close", "Cancel").id("promote-cancel").html());
        out.push_str("</div>");
        out
    }

    fn render_over(&self) -> String {
        let Some(outcome) = self.game().outcome() else {
            return String::new();
        };
        let rules = self.rules();
        let pos = self.game().position();
        let mut out = format!(
            "<h2>{}</h2><p class=\"muted\">{}</p><ol class=\"ranking\">",
            esc(&super::sentence(&outcome_text(rules, outcome))),
            esc(&record::describe_result(Some(outcome)))
        );
        let seats: Vec<Seat> = (0..rules.players() as u8).map(Seat).collect();
        if rules.stakes != Stakes::None {
            let money = pos.money();
            let mut ranked = seats.clone();
            ranked.sort_by_key(|s| std::cmp::Reverse(money[s.index()]));
            for s in ranked {
                let _ = write!(
                    out,
                    "<li>{} <span class=\"money\">{} rupees</span></li>",
                    self.seat_label(s),
                    rupees(money[s.index()], self.stake())
                );
            }
        } else {
            let winners = match outcome {
                Outcome::Win { team, .. } => Some(team),
                Outcome::Draw(_) => None,
            };
            let mut ranked = seats.clone();
            ranked.sort_by_key(|s| Some(s.team()) != winners);
            for s in ranked {
                let place = match winners {
                    Some(t) if s.team() == t => "won",
                    Some(_) => "lost",
                    None => "draw",
                };
                let _ = write!(
                    out,
                    "<li>{} <span class=\"muted\">{place}</span></li>",
                    self.seat_label(s)
                );
            }
        }
        out.push_str("</ol><div class=\"buttons\">");
        out.push_str(
            &button("new", "New game")
                .id("over-new")
                .class("primary")
                .html(),
        );
        out.push_str(
            &button("export-file", "Export record")
                .id("over-export")
                .html(),
        );
        out.push_str(&button("close", "Close").id("over-close").html());
        out.push_str("</div>");
        out
    }
}

/// "South and North win", "the game is drawn", in the engine's words.
pub fn outcome_text(rules: &Ruleset, outcome: Outcome) -> String {
    Event::GameOver(outcome).describe(rules, |sq| rules.geometry.name(sq))
}

/// The new-game form: ruleset list, options, seats, error.
fn render_setup(form: &super::Setup) -> (String, String, String, String) {
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
    if form.ruleset.offers(ashtapada_rules::RulesetOption::Dice) {
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
        .map_or(String::new(), |e| esc(&super::sentence(e)));
    (rulesets, options, seats, error)
}

/// A ruleset's rules page.
pub fn render_rules(rules: &'static Ruleset) -> String {
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
