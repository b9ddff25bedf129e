//! The session's panels, as HTML text: the turn, the die and the decisions, the move list, the
//! seats, the stakes, the settings, the menu and the game's controls, and the dialogs that
//! follow from the game (the answer to an offer, the result). What other parts know (the
//! position shown, the bot thinking, a promotion being chosen) comes in as arguments.

use std::fmt::Write;

use ashtapada_rules::record;
use ashtapada_rules::ruleset::Stakes;
use ashtapada_rules::{Action, Outcome, Pending, Position, Role, Ruleset, Seat};

use super::Session;
use crate::app::html::{button, esc, swatch};
use crate::app::render::{outcome_text, seat_label, team_names};
use crate::app::sentence;
use crate::app::Controller;

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

impl Session {
    /// The menu: new game, rules, export, import, the record as text.
    pub(in crate::app) fn render_menu(&self) -> String {
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

    /// The game's controls: hint (when `can_hint`), undo, redo, turn the board, draw, resign.
    pub(in crate::app) fn render_controls(&self, can_hint: bool) -> String {
        let over = self.game.outcome().is_some();
        let mut out = String::new();
        if !over {
            out.push_str(
                &button("hint", "Hint")
                    .id("btn-hint")
                    .disabled(!can_hint)
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

    /// What the person to act should do.
    pub(in crate::app) fn prompt(&self, pos: &Position, promoting: bool) -> String {
        let rules = pos.rules();
        if promoting {
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
        let legal = self.game.legal_actions();
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

    /// Whose turn it is, who plays it, and what the person to act should do (`thinking`: the
    /// bot whose action is waited for; `promoting`: a promotion is being chosen).
    pub(in crate::app) fn render_turn(&self, thinking: Option<Seat>, promoting: bool) -> String {
        let pos = self.game.position();
        let rules = self.rules();
        let mut out = String::new();
        if let Some(outcome) = self.game.outcome() {
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
            seat_label(rules, to_move)
        );
        let mut sub = Vec::new();
        if rules.is_four_handed() {
            sub.push(format!("team {}", esc(&team_names(rules, to_move))));
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
        let prompt = if let Some(seat) = thinking {
            format!("{} is thinking…", esc(rules.seat(seat).name))
        } else if self.human_to_act() {
            esc(&sentence(&self.prompt(pos, promoting)))
        } else {
            String::new()
        };
        if !prompt.is_empty() {
            let _ = write!(out, "<p class=\"prompt\">{prompt}</p>");
        }
        out
    }

    /// Buttons for the decisions the person to act may take now (besides moving), shown only
    /// with the `live` position: a decision is always about the present.
    pub(in crate::app) fn decision_buttons(&self, live: bool) -> Vec<String> {
        if !self.human_to_act() || !live {
            return Vec::new();
        }
        let legal = self.game.legal_actions();
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

    /// The die as rolled up to the position `shown` (`live`: the current one), and the
    /// decisions to take now.
    pub(in crate::app) fn render_dice(&self, shown: usize, live: bool) -> String {
        let rules = self.rules();
        let mut out = String::new();
        if let Some(d) = rules.dice {
            // The current roll, or else the last one made.
            let index = shown;
            let pos = &self.game.positions()[index];
            let rolls = self.game.actions()[..index]
                .iter()
                .filter(|a| matches!(a, Action::Roll(_)))
                .count();
            // The latest roll up to the position shown (Chaturaji's first comes from the
            // roll-off, without a roll action).
            let positions = self.game.positions();
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
                die(value.map(|f| f.value), rolls, current && live)
            );
            match value {
                Some(f) => {
                    let _ = write!(
                        out,
                        "<p><strong>{}</strong> {} {}</p><p class=\"muted\">{}</p>",
                        esc(rules.seat(whose).name),
                        if current { "rolled" } else { "last rolled" },
                        f.value,
                        esc(&sentence(&face_roles(rules, f.roles)))
                    );
                }
                None => out.push_str("<p class=\"muted\">No roll yet</p>"),
            }
            out.push_str("</div></div>");
        }
        let buttons = self.decision_buttons(live);
        if !buttons.is_empty() {
            out.push_str("<div class=\"decisions\">");
            out.push_str(&buttons.concat());
            out.push_str("</div>");
        }
        out
    }

    /// The move list, the position `shown` marked.
    pub(in crate::app) fn render_moves(&self, shown: usize) -> String {
        let game = &self.game;
        let rules = self.rules();
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

    /// The seats: who plays them and how their armies stand (`thinking`: the bot whose action
    /// is waited for).
    pub(in crate::app) fn render_seats(&self, thinking: Option<Seat>) -> String {
        let pos = self.game.position();
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
            if thinking == Some(seat) {
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

    /// The stakes: each player's balance and the pot.
    pub(in crate::app) fn render_ledger(&self) -> String {
        let pos = self.game.position();
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
                seat_label(rules, Seat(s as u8)),
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

    /// The settings saved with the game.
    pub(in crate::app) fn render_prefs(&self) -> String {
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

    /// The answer to an exchange offer, for the person who must give it.
    pub(in crate::app) fn render_answer(&self) -> String {
        let Some((offerer, answerer)) = self.answer_pending() else {
            return String::new();
        };
        let rules = self.rules();
        let king = rules.role_name(Role::King);
        format!(
            "<h2>Exchange of kings</h2><p>{} offers {} an exchange of captured {king}s: each side gives back the {king} it holds.</p><div class=\"buttons\">{}{}</div>",
            seat_label(rules, offerer),
            seat_label(rules, answerer),
            button("accept", "Accept").id("answer-yes").class("primary").html(),
            button("refuse", "Refuse").id("answer-no").html()
        )
    }

    /// The result: who won, or the money each player ends with.
    pub(in crate::app) fn render_over(&self) -> String {
        let Some(outcome) = self.game.outcome() else {
            return String::new();
        };
        let rules = self.rules();
        let pos = self.game.position();
        let mut out = format!(
            "<h2>{}</h2><p class=\"muted\">{}</p><ol class=\"ranking\">",
            esc(&sentence(&outcome_text(rules, outcome))),
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
                    seat_label(rules, s),
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
                    seat_label(rules, s)
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
