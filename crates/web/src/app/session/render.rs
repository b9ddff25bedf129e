//! The session's panels, as HTML text: the turn, the die and the decisions, the move list, the
//! seats, the stakes, the settings, the menu and the game's controls, and the dialogs that
//! follow from the game (the answer to an offer, the result). What other parts know (the
//! position shown, the bot thinking, a promotion being chosen) comes in as arguments.

use ashtapada_rules::record;
use ashtapada_rules::ruleset::{Dice, Stakes};
use ashtapada_rules::{Action, Outcome, Pending, Position, Role, Ruleset, Seat};
use maud::{html, Markup, PreEscaped, Render};

use super::Session;
use crate::app::html::{button, swatch};
use crate::app::render::{outcome_text, roll_off_text, seat_label, team_names};
use crate::app::sentence;
use crate::app::Controller;
use crate::board::{army_colours, pieces};

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

/// The pieces a face lets move, each as its picture in `seat`'s colours beside its name, joined
/// by "or"; "Nothing moves" for a face that moves nothing.
fn face_pieces(rules: &Ruleset, roles: ashtapada_rules::RoleSet, seat: Seat) -> Markup {
    let colour = army_colours(rules)[seat.index() % 4];
    html! {
        @if roles.iter().next().is_none() {
            "Nothing moves"
        }
        @for (i, role) in roles.iter().enumerate() {
            @if i > 0 { " or " }
            span class="face-piece" {
                (PreEscaped(pieces::svg(rules.emblem(role), colour, 28)))
                (rules.role_name(role))
            }
        }
    }
}

/// The pips of a die face (1 to 6; other values are written as a number).
fn die(value: Option<u8>, serial: usize, rolling: bool) -> Markup {
    let label = match value {
        Some(v) => format!("The die shows {v}"),
        None => "The die is not rolled yet".into(),
    };
    let face = value.map_or(String::from("?"), |v| v.to_string());
    let pips: &[u8] = match value {
        Some(1) => &[5],
        Some(2) => &[1, 9],
        Some(3) => &[1, 5, 9],
        Some(4) => &[1, 3, 7, 9],
        Some(5) => &[1, 3, 5, 7, 9],
        Some(6) => &[1, 3, 4, 6, 7, 9],
        _ => &[],
    };
    html! {
        div class={ "die" @if rolling { " rolled" } } role="img" aria-label=(label)
            data-face=(face) data-roll=(serial)
        {
            @if pips.is_empty() {
                span class="die-text" { (face) }
            }
            @for p in pips {
                span class={ "pip p" (p) } {}
            }
        }
    }
}

impl Session {
    /// The menu: new game, rules, export, import, the record as text.
    pub(in crate::app) fn render_menu(&self) -> String {
        html! {
            (button("new", "New game").id("btn-new").class("primary"))
            (button("rules", "Rules").arg(self.rules().id).id("btn-rules"))
            (button("export-file", "Export")
                .id("btn-export")
                .title("Download the game record"))
            (button("import-file", "Import")
                .id("btn-import")
                .title("Load a game record file"))
            (button("record-text", "Record text")
                .id("btn-record")
                .title("The game record as text: copy it, or paste one to import"))
        }
        .into_string()
    }

    /// The game's controls: hint (when `can_hint`), undo, redo, turn the board, draw, resign.
    pub(in crate::app) fn render_controls(&self, can_hint: bool) -> String {
        let over = self.game.outcome().is_some();
        html! {
            @if !over {
                (button("hint", "Hint")
                    .id("btn-hint")
                    .disabled(!can_hint)
                    .title("Ask the hard bot for a move, half a second's thought (key H)"))
            }
            (button("undo", "Undo")
                .id("btn-undo")
                .disabled(!self.can_undo())
                .title("Take back (with bots: to your last move)"))
            (button("redo", "Redo").id("btn-redo").disabled(!self.can_redo()))
            (button("flip", "Turn board")
                .id("btn-flip")
                .title("Show the board from the next seat (key F)"))
            @if over {
                (button("result", "Result").id("btn-result"))
            } @else {
                (button("draw", "Offer draw").id("btn-draw"))
                (button("resign", "Resign").id("btn-resign").class("danger"))
            }
        }
        .into_string()
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
        if let Some(outcome) = self.game.outcome() {
            return html! {
                p class="turn-main" { "Game over" }
                p class="turn-sub" {
                    (outcome_text(rules, outcome)) " · " (record::describe_result(Some(outcome)))
                }
            }
            .into_string();
        }
        let to_move = pos.to_move();
        let actor = pos.actor();
        let mut sub = Vec::new();
        if rules.is_four_handed() {
            sub.push(format!("team {}", team_names(rules, to_move)));
        }
        if actor != to_move {
            let why = match pos.pending() {
                Some(Pending::Answer { .. }) => "answered by",
                Some(Pending::Place { .. }) => "placed by",
                None => "played by",
            };
            sub.push(format!("{why} {}", rules.seat(actor).name));
        }
        sub.push(match self.controller(actor) {
            Some(Controller::Bot(level)) => format!("bot ({})", level.name()),
            _ => "human".into(),
        });
        let prompt = if let Some(seat) = thinking {
            format!("{} is thinking…", rules.seat(seat).name)
        } else if self.human_to_act() {
            sentence(&self.prompt(pos, promoting))
        } else {
            String::new()
        };
        // Before the first action, who starts and why (the roll-off).
        let roll_off = if self.game.actions().is_empty() {
            roll_off_text(&self.game)
        } else {
            None
        };
        html! {
            p class="turn-main" { (seat_label(rules, to_move)) " to move" }
            p class="turn-sub" { (sub.join(" · ")) }
            @if let Some(roll_off) = roll_off {
                p class="turn-sub roll-off" { (roll_off) }
            }
            @if !prompt.is_empty() {
                p class="prompt" { (prompt) }
            }
        }
        .into_string()
    }

    /// Buttons for the decisions the person to act may take now (besides moving), shown only
    /// with the `live` position: a decision is always about the present.
    pub(in crate::app) fn decision_buttons(&self, live: bool) -> Vec<Markup> {
        if !self.human_to_act() || !live {
            return Vec::new();
        }
        let legal = self.game.legal_actions();
        let has = |a: Action| legal.contains(&a);
        let mut out = Vec::new();
        if legal.iter().any(|a| matches!(a, Action::Roll(_))) {
            out.push(
                button("roll", "Roll the die")
                    .id("btn-roll")
                    .class("primary"),
            );
        }
        if has(Action::Pass) {
            out.push(button("pass", "Pass").id("btn-pass").class("primary"));
        }
        if has(Action::Offer) {
            out.push(button("offer", "Offer an exchange of kings").id("btn-offer"));
        }
        if has(Action::Demand) {
            out.push(button("demand", "Demand your king's release").id("btn-demand"));
        }
        if has(Action::Keep) {
            out.push(button("keep", "Keep the right (not now)").id("btn-keep"));
        }
        out.iter().map(Render::render).collect()
    }

    /// The die as rolled up to the position `shown` (`live`: the current one), and the
    /// decisions to take now.
    pub(in crate::app) fn render_dice(&self, shown: usize, live: bool) -> String {
        let rules = self.rules();
        let buttons = self.decision_buttons(live);
        html! {
            @if let Some(d) = rules.dice {
                (self.render_die(d, shown, live))
            }
            @if !buttons.is_empty() {
                div class="decisions" {
                    @for b in &buttons {
                        (b)
                    }
                }
            }
        }
        .into_string()
    }

    /// The current roll, or else the last one made, up to the position `shown`.
    fn render_die(&self, d: Dice, shown: usize, live: bool) -> Markup {
        let rules = self.rules();
        let index = shown;
        let pos = &self.game.positions()[index];
        let rolls = self.game.actions()[..index]
            .iter()
            .filter(|a| matches!(a, Action::Roll(_)))
            .count();
        // The latest roll up to the position shown (Chaturaji's first comes from the roll-off,
        // without a roll action).
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
        html! {
            div class={ "die-row" @if !current { " stale" } } {
                (die(value.map(|f| f.value), rolls, current && live))
                div class="die-text" {
                    @match value {
                        Some(f) => {
                            p {
                                strong { (rules.seat(whose).name) }
                                " " (if current { "rolled" } else { "last rolled" }) " " (f.value)
                            }
                            p class="face-pieces" { (face_pieces(rules, f.roles, whose)) }
                        }
                        None => {
                            p class="muted" { "No roll yet" }
                        }
                    }
                }
            }
        }
    }

    /// The move list, the position `shown` marked. The list is one stop of the tab order: only
    /// the shown position's button takes the focus by Tab, the arrow keys go through the others
    /// (a roving tab index: [`crate::app::App::moves_key`]).
    pub(in crate::app) fn render_moves(&self, shown: usize) -> String {
        let game = &self.game;
        let rules = self.rules();
        // The actions by round: a round starts when the turn goes back to a lower seat.
        let mut rounds: Vec<(u64, Vec<usize>)> = Vec::new();
        let mut round = u64::from(game.start().ply()) / rules.players() as u64 + 1;
        let mut prev: Option<Seat> = None;
        for (i, pos) in game.positions()[..game.actions().len()].iter().enumerate() {
            let turn_seat = pos.to_move();
            match prev {
                Some(p) if turn_seat.0 >= p.0 => {}
                _ => {
                    if prev.is_some() {
                        round += 1;
                    }
                    rounds.push((round, Vec::new()));
                }
            }
            if let Some((_, acts)) = rounds.last_mut() {
                acts.push(i);
            }
            prev = Some(turn_seat);
        }
        let action_button = |i: usize| {
            let pos = &game.positions()[i];
            let action = game.actions()[i];
            let seat = rules.seat(pos.actor());
            let text = record::write_action(pos, action);
            let class = match action {
                Action::Roll(_) => "mv roll",
                Action::Move(_) => "mv",
                _ => "mv word",
            };
            button("view", &text)
                .arg(i + 1)
                .id(format!("ply-{}", i + 1))
                .class(class)
                .title(format!("{}: {text}", seat.name))
                .current(shown == i + 1)
                .tabindex(if shown == i + 1 { 0 } else { -1 })
                .html_label(html! {
                    span class="dot" style={ "background:" (seat.rgb) } {}
                    (text)
                })
                .render()
        };
        html! {
            li class="start" {
                (button("view", "Start").arg(0).id("ply-0").class("mv").current(shown == 0)
                    .tabindex(if shown == 0 { 0 } else { -1 }))
            }
            @for (round, acts) in &rounds {
                li {
                    span class="round" { (round) "." }
                    span class="acts" {
                        @for &i in acts {
                            " " (action_button(i))
                        }
                    }
                }
            }
            @if let Some(outcome) = game.outcome() {
                li class="result" { (record::describe_result(Some(outcome))) }
            }
        }
        .into_string()
    }

    /// The seats: who plays them and how their armies stand (`thinking`: the bot whose action
    /// is waited for).
    pub(in crate::app) fn render_seats(&self, thinking: Option<Seat>) -> String {
        let pos = self.game.position();
        let rules = self.rules();
        let over = pos.outcome().is_some();
        let seat_item = |seat: Seat| {
            let info = rules.seat(seat);
            let mut status: Vec<String> = Vec::new();
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
            let who = match (self.controller(seat), self.player_name(seat)) {
                (Some(Controller::Bot(level)), _) => format!("Bot · {}", level.name()),
                (_, Some(name)) => name.to_string(),
                _ => "Human".into(),
            };
            let active = !over && pos.to_move() == seat;
            html! {
                li class={ "seat" @if active { " active" } } style={ "--seat:" (info.rgb) } {
                    div class="seat-head" {
                        (swatch(info.rgb)) (info.name) " "
                        span class="muted" { "(" (info.colour) ")" } " "
                        span class="who" { (who) }
                    }
                    div class="seat-status" { (status.join(" · ")) }
                    @if !lost_text.is_empty() {
                        div class="seat-lost" { "Lost: " (lost_text.join(", ")) }
                    }
                }
            }
        };
        html! {
            @for s in 0..rules.players() as u8 {
                (seat_item(Seat(s)))
            }
        }
        .into_string()
    }

    /// The stakes: each player's balance and the pot.
    pub(in crate::app) fn render_ledger(&self) -> String {
        let pos = self.game.position();
        let rules = self.rules();
        let stake = self.stake();
        let money = pos.money();
        html! {
            caption { "Stake unit: " (stake) " rupees" }
            thead {
                tr { th scope="col" { "Player" } th scope="col" { "Balance (rupees)" } }
            }
            tbody {
                @for (s, units) in money.iter().enumerate().take(rules.players()) {
                    tr {
                        th scope="row" { (seat_label(rules, Seat(s as u8))) }
                        td { (rupees(*units, stake)) }
                    }
                }
            }
            tfoot {
                tr {
                    th scope="row" { "Pot" }
                    td { (rupees(pos.pot(), stake).trim_start_matches('+')) }
                }
            }
        }
        .into_string()
    }

    /// The settings saved with the game.
    pub(in crate::app) fn render_prefs(&self) -> String {
        let p = self.prefs();
        let check = |cmd: &str, on: bool, label: &str| {
            html! {
                label {
                    input type="checkbox" id={ "pref-" (cmd) } data-cmd=(cmd) checked[on];
                    " " (label)
                }
            }
        };
        html! {
            @if self.rules().dice.is_some() {
                (check("auto-roll", p.auto_roll, "Roll automatically"))
                (check("auto-pass", p.auto_pass, "Pass automatically"))
            }
            (check("coords", p.show_coords, "Coordinates"))
        }
        .into_string()
    }

    /// The answer to an exchange offer, for the person who must give it.
    pub(in crate::app) fn render_answer(&self) -> String {
        let Some((offerer, answerer)) = self.answer_pending() else {
            return String::new();
        };
        let rules = self.rules();
        let king = rules.role_name(Role::King);
        html! {
            h2 { "Exchange of kings" }
            p {
                (seat_label(rules, offerer)) " offers " (seat_label(rules, answerer))
                " an exchange of captured " (king) "s: each side gives back the " (king)
                " it holds."
            }
            div class="buttons" {
                (button("accept", "Accept").id("answer-yes").class("primary"))
                (button("refuse", "Refuse").id("answer-no"))
            }
        }
        .into_string()
    }

    /// The result: who won, or the money each player ends with.
    pub(in crate::app) fn render_over(&self) -> String {
        let Some(outcome) = self.game.outcome() else {
            return String::new();
        };
        let rules = self.rules();
        let pos = self.game.position();
        let mut ranked: Vec<Seat> = (0..rules.players() as u8).map(Seat).collect();
        let stakes = rules.stakes != Stakes::None;
        let money = pos.money();
        let winners = match outcome {
            Outcome::Win { team, .. } => Some(team),
            Outcome::Draw(_) => None,
        };
        if stakes {
            ranked.sort_by_key(|s| std::cmp::Reverse(money[s.index()]));
        } else {
            ranked.sort_by_key(|s| Some(s.team()) != winners);
        }
        html! {
            h2 { (sentence(&outcome_text(rules, outcome))) }
            p class="muted" { (record::describe_result(Some(outcome))) }
            ol class="ranking" {
                @for &s in &ranked {
                    li {
                        (seat_label(rules, s)) " "
                        @if stakes {
                            span class="money" {
                                (rupees(money[s.index()], self.stake())) " rupees"
                            }
                        } @else {
                            span class="muted" {
                                @match winners {
                                    Some(t) if s.team() == t => { "won" }
                                    Some(_) => { "lost" }
                                    None => { "draw" }
                                }
                            }
                        }
                    }
                }
            }
            div class="buttons" {
                (button("new", "New game").id("over-new").class("primary"))
                (button("export-file", "Export record").id("over-export"))
                (button("close", "Close").id("over-close"))
            }
        }
        .into_string()
    }
}
