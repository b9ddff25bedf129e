//! The session's panels, as HTML text: the turn, the die and the decisions, the move list, the
//! seats, the stakes, the settings, the menu and the game's controls, and the dialogs that
//! follow from the game (the answer to an offer, the result). What other parts know (the
//! position shown, the bot thinking, a promotion being chosen) comes in as arguments.

use crate::command::{Decision, GamesCommand, LiveCommand, Nav, PrefCommand, ReviewCommand};
use ashtapada_i18n::{names, Lang};
use ashtapada_rules::record;
use ashtapada_rules::ruleset::{Dice, Stakes};
use ashtapada_rules::{Action, BySeat, Outcome, Pending, Position, Role, Ruleset, Seat};
use maud::{html, Markup, PreEscaped, Render};

use super::baton_state::BatonNow;
use super::state::Session;
use crate::command::Command;
use crate::html::{button, swatch};
use crate::setup::Controller;
use crate::text::sentence;
use crate::text::{outcome_text, roll_off_text, seat_label, team_names};
use crate::{notation, words};
use ashtapada_board::{army_colours, pieces, BoardTheme, PieceStyle};

/// Money with a sign, written the language's way: `+10`, `−5`, `0`.
fn rupees(lang: Lang, units: i32, stake: u32) -> String {
    let amount = i64::from(units) * i64::from(stake);
    let digits = ashtapada_i18n::number(lang, amount.abs());
    match amount {
        0 => digits,
        a if a > 0 => format!("+{digits}"),
        _ => format!("\u{2212}{digits}"),
    }
}

/// The pieces a face lets move, each as its picture in `seat`'s colours beside its name, joined
/// by "or"; "Nothing moves" for a face that moves nothing.
fn face_pieces(lang: Lang, rules: &Ruleset, roles: ashtapada_rules::RoleSet, seat: Seat) -> Markup {
    let colour = army_colours(rules)[seat.index() % 4];
    html! {
        @if roles.iter().next().is_none() {
            (sentence(lang.face_nothing()))
        }
        @for (i, role) in roles.iter().enumerate() {
            @if i > 0 { (lang.face_or()) }
            span class="face-piece" {
                (PreEscaped(pieces::svg(rules.emblem(role), colour, 28)))
                (names::piece(lang, rules, role))
            }
        }
    }
}

/// The pips of a die face (1 to 6; other values are written as a number).
fn die(lang: Lang, value: Option<u8>, serial: usize, rolling: bool) -> Markup {
    let label = match value {
        Some(v) => lang.die_shows(i64::from(v)),
        None => lang.die_not_rolled().into(),
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
    /// The menu: new game, share, play live, the kept games, rules, export, import, the record
    /// as text.
    ///
    /// On a phone, New game stays in sight and the rest opens from a "More" button (a native
    /// popover, `#menu-more`, which `style.css` lays out in the menu's row on wider screens);
    /// `last` ends the list (the review).
    pub(crate) fn render_menu(&self, last: Markup) -> String {
        let lang = self.lang();
        html! {
            (button(Command::NewGame, lang.page_new_game()).id("btn-new").class("primary"))
            button type="button" id="btn-more" class="menu-more" popovertarget="menu-more" {
                (lang.menu_more())
            }
            div id="menu-more" popover {
                (button(Command::Share, lang.menu_share())
                    .id("btn-share")
                    .title(lang.menu_share_title()))
                (button(Command::Live(LiveCommand::Open), lang.menu_live())
                    .id("btn-live")
                    .title(lang.menu_live_title()))
                (button(Command::Games(GamesCommand::List), lang.menu_games())
                    .id("btn-games")
                    .title(lang.menu_games_title()))
                (button(Command::Rules(self.rules().id.into()), lang.setup_rules()).id("btn-rules"))
                (button(Command::ExportFile, lang.menu_export())
                    .id("btn-export")
                    .title(lang.menu_export_title()))
                (button(Command::ImportFile, lang.menu_import())
                    .id("btn-import")
                    .title(lang.menu_import_title()))
                (button(Command::RecordText, lang.menu_record())
                    .id("btn-record")
                    .title(lang.menu_record_title()))
                // Folded menus only (style.css): the Settings are at the page's foot there.
                button type="button" id="btn-settings" class="menu-settings" data-cmd="settings"
                    popovertarget="menu-more" popovertargetaction="hide" { (lang.page_settings()) }
                (last)
            }
        }
        .into_string()
    }

    /// The game's controls: hint (when `can_hint`), undo, redo, turn the board, draw, resign.
    pub(crate) fn render_controls(&self, can_hint: bool) -> String {
        let over = self.game.outcome().is_some();
        let lang = self.lang();
        html! {
            @if !over {
                (button(Command::Hint, lang.controls_hint())
                    .id("btn-hint")
                    .disabled(!can_hint)
                    .title(lang.controls_hint_title()))
            }
            (button(Command::Undo, lang.controls_undo())
                .id("btn-undo")
                .disabled(!self.can_undo())
                .title(lang.controls_undo_title()))
            (button(Command::Redo, lang.controls_redo()).id("btn-redo").disabled(!self.can_redo()))
            (button(Command::Pref(PrefCommand::Flip), lang.controls_flip())
                .id("btn-flip")
                .title(lang.controls_flip_title()))
            @if over {
                (button(Command::ShowResult, lang.controls_result()).id("btn-result"))
            } @else {
                (button(Command::Draw, lang.controls_draw()).id("btn-draw"))
                (button(Command::Resign, lang.resign_yes()).id("btn-resign").class("danger"))
            }
        }
        .into_string()
    }

    /// What the person to act should do.
    pub(crate) fn prompt(&self, pos: &Position, promoting: bool) -> String {
        let rules = pos.rules();
        let lang = self.lang();
        let king = names::piece(lang, rules, Role::King);
        if promoting {
            return lang.prompt_promotion().into();
        }
        match pos.pending() {
            Some(Pending::Answer { offerer, .. }) => {
                return lang.prompt_answer(self.seat_name(offerer), self.seat_form(offerer));
            }
            Some(Pending::Place { .. }) => return lang.prompt_place(king),
            None => {}
        }
        if pos.reintroduction_turn() {
            return lang.prompt_reintroduce(king);
        }
        if pos.needs_roll() {
            return lang.prompt_roll().into();
        }
        let legal = self.game.legal_actions();
        if legal == [Action::Pass] {
            return lang.prompt_pass().into();
        }
        match (rules.dice, pos.roll()) {
            (Some(d), Some(f)) => {
                let face = d.faces[usize::from(f)];
                lang.prompt_move_rolled(
                    &crate::text::face_roles(lang, rules, face.roles),
                    i64::from(face.value),
                )
            }
            _ => lang.prompt_move().into(),
        }
    }

    /// Whose turn it is, who plays it, and what the person to act should do (`thinking`: the
    /// bot whose action is waited for; `promoting`: a promotion is being chosen).
    /// `live`: the other devices are connected (their moves come by themselves).
    pub(crate) fn render_turn(
        &self,
        thinking: Option<Seat>,
        promoting: bool,
        live: bool,
    ) -> String {
        let pos = self.game.position();
        let rules = self.rules();
        let lang = self.lang();
        if let Some(outcome) = self.game.outcome() {
            return html! {
                p class="turn-main" { (lang.turn_over()) }
                p class="turn-sub" {
                    (sentence(&outcome_text(lang, rules, outcome))) " · "
                    (words::result(lang, outcome))
                }
            }
            .into_string();
        }
        let to_move = pos.to_move();
        let actor = pos.actor();
        let mut sub = Vec::new();
        if rules.is_four_handed() {
            sub.push(lang.turn_team(&team_names(lang, rules, to_move)));
        }
        if actor != to_move {
            let (name, form) = (self.seat_name(actor), self.seat_form(actor));
            sub.push(match pos.pending() {
                Some(Pending::Answer { .. }) => lang.turn_answered_by(name, form),
                Some(Pending::Place { .. }) => lang.turn_placed_by(name, form),
                None => lang.turn_played_by(name, form),
            });
        }
        sub.push(match self.controller(actor) {
            Some(Controller::Bot(level)) => lang.turn_bot(level.name()),
            Some(Controller::Remote) => lang.turn_remote().into(),
            _ => lang.turn_human().into(),
        });
        let prompt = if let Some(seat) = thinking {
            lang.turn_thinking(self.seat_name(seat), self.seat_form(seat))
        } else if self.human_to_act() {
            sentence(&self.prompt(pos, promoting))
        } else if let Some(seat) = self.remote_to_act() {
            let (name, form) = (self.seat_name(seat), self.seat_form(seat));
            sentence(&if live {
                lang.turn_of_remote_live(name, form)
            } else {
                lang.turn_of_remote(name, form)
            })
        } else {
            String::new()
        };
        // A game by links whose devices draw the dice: what it waits for, in place of a turn
        // nobody can play yet.
        let seats = |mask| crate::live::seat_list(lang, rules, mask);
        let prompt = match self.baton_now() {
            Some(BatonNow::Joining {
                missing,
                joined: true,
            }) => lang.baton_joining(&seats(missing)),
            Some(BatonNow::Joining { joined: false, .. }) => lang.baton_choose().into(),
            Some(BatonNow::Starting { creator }) => lang.baton_starting(&seats(creator)),
            Some(BatonNow::Waiting { from }) => lang.baton_waiting(&seats(from)),
            Some(BatonNow::Watching) => lang.baton_watching().into(),
            Some(BatonNow::Playing { devices }) => {
                sub.push(lang.baton_playing(devices as i64));
                prompt
            }
            None => {
                if let Some(rolls) = self.baton_alone() {
                    sub.push(lang.baton_alone_since(i64::from(rolls)));
                }
                prompt
            }
        };
        // The rule for a device that never sends the link on: go on here alone.
        let alone = self.baton_can_go_alone().then(|| {
            button(Command::BatonAlone, lang.baton_alone())
                .id("baton-alone")
                .render()
        });
        // Before the first action, who starts and why (the roll-off).
        let roll_off = if self.game.actions().is_empty() {
            roll_off_text(&self.game, lang)
        } else {
            None
        };
        html! {
            p class="turn-main" {
                (swatch(rules.seat(to_move).rgb))
                (lang.turn_to_move(self.seat_name(to_move), self.seat_form(to_move)))
            }
            p class="turn-sub" { (sub.join(" · ")) }
            @if let Some(roll_off) = roll_off {
                p class="turn-sub roll-off" { (roll_off) }
            }
            @if !prompt.is_empty() {
                p class="prompt" { (prompt) }
            }
            @if let Some(alone) = alone {
                p { (alone) }
            }
        }
        .into_string()
    }

    /// Buttons for the decisions the person to act may take now (besides moving), shown only
    /// with the `live` position: a decision is always about the present.
    pub(crate) fn decision_buttons(&self, live: bool) -> Vec<Markup> {
        if !self.human_to_act() || !live {
            return Vec::new();
        }
        let legal = self.game.legal_actions();
        let has = |a: Action| legal.contains(&a);
        let lang = self.lang();
        let mut out = Vec::new();
        if legal.iter().any(|a| matches!(a, Action::Roll(_))) {
            out.push(
                button(Command::Decide(Decision::Roll), lang.decision_roll())
                    .id("btn-roll")
                    .class("primary"),
            );
            // Most rolls allow no move: one tap makes every later roll cost only a look.
            if !self.prefs.auto_roll {
                out.push(
                    button(
                        Command::Pref(PrefCommand::RollForMe),
                        lang.decision_auto_roll(),
                    )
                    .id("btn-auto-roll")
                    .title(lang.decision_auto_roll_title()),
                );
            }
        }
        if has(Action::Pass) {
            out.push(
                button(Command::Decide(Decision::Pass), lang.decision_pass())
                    .id("btn-pass")
                    .class("primary"),
            );
        }
        if has(Action::Offer) {
            out.push(
                button(Command::Decide(Decision::Offer), lang.decision_offer()).id("btn-offer"),
            );
        }
        if has(Action::Demand) {
            out.push(
                button(Command::Decide(Decision::Demand), lang.decision_demand()).id("btn-demand"),
            );
        }
        if has(Action::Keep) {
            out.push(button(Command::Decide(Decision::Keep), lang.decision_keep()).id("btn-keep"));
        }
        out.iter().map(Render::render).collect()
    }

    /// The die as rolled up to the position `shown` (`live`: the current one), and the
    /// decisions to take now.
    pub(crate) fn render_dice(&self, shown: usize, live: bool) -> String {
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
        let lang = self.lang();
        html! {
            div class={ "die-row" @if !current { " stale" } } {
                (die(lang, value.map(|f| f.value), rolls, current && live))
                div class="die-text" {
                    @match value {
                        Some(f) => {
                            p {
                                @let (name, form) = (self.seat_name(whose), self.seat_form(whose));
                                @let v = i64::from(f.value);
                                @if current {
                                    (lang.die_rolled(name, form, v))
                                } @else {
                                    (lang.die_last_rolled(name, form, v))
                                }
                            }
                            p class="face-pieces" { (face_pieces(lang, rules, f.roles, whose)) }
                        }
                        None => {
                            p class="muted" { (lang.die_no_roll()) }
                        }
                    }
                }
            }
        }
    }

    /// The move list, the position `shown` marked. The list is one stop of the tab order: only
    /// the shown position's button takes the focus by Tab, the arrow keys go through the others
    /// (a roving tab index: [`crate::App::moves_key`]).
    /// `marks`: a reviewed game's marked decisions (their ply and mark), shown after each
    /// action as annotated games write them (`?!`, `?`, `??`), the word for screen readers.
    pub(crate) fn render_moves(
        &self,
        shown: usize,
        marks: &[(usize, crate::review::Mark)],
    ) -> String {
        let game = &self.game;
        let rules = self.rules();
        let lang = self.lang();
        // The actions by round: a round starts when the turn goes back to a lower seat.
        let mut rounds: Vec<(u64, Vec<usize>)> = Vec::new();
        let mut round = u64::from(game.start().ply()) / rules.players() as u64 + 1;
        let mut prev: Option<Seat> = None;
        for (i, pos) in game.positions()[..game.actions().len()].iter().enumerate() {
            let turn_seat = pos.to_move();
            match prev {
                Some(p) if turn_seat >= p => {}
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
            let name = self.seat_name(pos.actor());
            // The record's words (`pass`, `offer`…) in the page's language; moves and rolls
            // as the record writes them, with the language's piece letters.
            let text = match action {
                Action::Pass => lang.action_pass().to_string(),
                Action::Offer => lang.action_offer().to_string(),
                Action::Answer(true) => lang.action_accept().to_string(),
                Action::Answer(false) => lang.action_refuse().to_string(),
                Action::Demand => lang.action_demand().to_string(),
                Action::Keep => lang.action_keep().to_string(),
                _ => notation::shown(lang, pos.rules(), &record::write_action(pos, action)),
            };
            let class = match action {
                Action::Roll(_) => "mv roll",
                Action::Move(_) => "mv",
                _ => "mv word",
            };
            button(Command::Nav(Nav::View(i + 1)), &text)
                .id(format!("ply-{}", i + 1))
                .class(class)
                .title(lang.moves_title(&text, name))
                .current(shown == i + 1)
                .tabindex(if shown == i + 1 { 0 } else { -1 })
                .html_label(html! {
                    span class="dot" style={ "background:" (seat.rgb) } {}
                    (text)
                    (crate::review::mark_glyph(
                        lang,
                        marks.iter().find(|(ply, _)| *ply == i).map(|&(_, m)| m),
                    ))
                })
                .render()
        };
        html! {
            li class="start" {
                (button(Command::Nav(Nav::View(0)), lang.moves_start())
                    .id("ply-0")
                    .class("mv")
                    .current(shown == 0)
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
                li class="result" { (words::result(lang, outcome)) }
            }
        }
        .into_string()
    }

    /// The seats: who plays them and how their armies stand (`thinking`: the bot whose action
    /// is waited for).
    pub(crate) fn render_seats(&self, thinking: Option<Seat>) -> String {
        let pos = self.game.position();
        let rules = self.rules();
        let lang = self.lang();
        let over = pos.outcome().is_some();
        let seat_item = |seat: Seat| {
            let info = rules.seat(seat);
            let mut status: Vec<String> = Vec::new();
            if !over && pos.to_move() == seat {
                status.push(lang.seats_to_move().into());
            }
            if thinking == Some(seat) {
                status.push(lang.seats_thinking().into());
            }
            if pos.withdrawn(seat) {
                status.push(lang.seats_withdrawn().into());
            } else if pos.army_cells(seat).is_empty() {
                status.push(lang.seats_no_pieces().into());
            } else if pos.frozen(seat) {
                status.push(lang.seats_frozen().into());
            }
            if rules.is_four_handed() {
                let partner = seat.partner();
                let (name, form) = (self.seat_name(partner), self.seat_form(partner));
                if pos.commanded(seat) {
                    status.push(lang.seats_commanded_by(name, form));
                }
                if pos.commands(seat) {
                    status.push(lang.seats_commands(name, form));
                }
            }
            if let Some(holder) = pos.king_holder(seat) {
                status.push(lang.seats_king_held(
                    self.seat_name(holder),
                    self.seat_form(holder),
                    names::piece(lang, rules, Role::King),
                ));
            }
            if status.is_empty() {
                status.push(if over {
                    "—".into()
                } else {
                    lang.seats_playing().into()
                });
            }
            let lost = pos.captured(seat);
            let lost_text: Vec<String> = Role::ALL
                .iter()
                .filter(|r| lost[**r as usize] > 0)
                .map(|r| {
                    let n = lost[*r as usize];
                    let piece = names::piece(lang, rules, *r);
                    if n == 1 {
                        piece.to_string()
                    } else {
                        lang.seats_lost_many(i64::from(n), piece)
                    }
                })
                .collect();
            let who = match (self.controller(seat), self.player_name(seat)) {
                (Some(Controller::Bot(level)), _) => lang.seats_bot(level.name()),
                (_, Some(name)) => name.to_string(),
                _ => lang.controller_human().into(),
            };
            let active = !over && pos.to_move() == seat;
            html! {
                li class={ "seat" @if active { " active" } } style={ "--seat:" (info.rgb) } {
                    div class="seat-head" {
                        (swatch(info.rgb)) (self.seat_name(seat)) " "
                        span class="muted" { "(" (names::colour(lang, rules, seat)) ")" } " "
                        span class="who" { (who) }
                    }
                    div class="seat-status" { (status.join(" · ")) }
                    @if !lost_text.is_empty() {
                        div class="seat-lost" { (lang.seats_lost(&lost_text.join(", "))) }
                    }
                }
            }
        };
        html! {
            @for s in rules.seats() {
                (seat_item(s))
            }
        }
        .into_string()
    }

    /// The stakes: each player's balance and the pot.
    pub(crate) fn render_ledger(&self) -> String {
        let pos = self.game.position();
        let rules = self.rules();
        let stake = self.stake();
        let money = BySeat::from(pos.money());
        let lang = self.lang();
        html! {
            caption { (lang.ledger_caption(i64::from(stake))) }
            thead {
                tr {
                    th scope="col" { (lang.ledger_player()) }
                    th scope="col" { (lang.ledger_balance()) }
                }
            }
            tbody {
                @for (s, units) in money.iter(rules.players()) {
                    tr {
                        th scope="row" { (seat_label(lang, rules, s)) }
                        td { (rupees(lang, *units, stake)) }
                    }
                }
            }
            tfoot {
                tr {
                    th scope="row" { (lang.ledger_pot()) }
                    td { (rupees(lang, pos.pot(), stake).trim_start_matches('+')) }
                }
            }
        }
        .into_string()
    }

    /// The settings saved with the game.
    pub(crate) fn render_prefs(&self) -> String {
        let p = self.prefs();
        let lang = self.lang();
        let check = |command: fn(bool) -> Command, on: bool, label: &str| {
            let (cmd, arg) = command(on).attrs();
            html! {
                label {
                    input type="checkbox" id={ "pref-" (cmd) } data-cmd=(cmd) data-arg=[arg]
                        checked[on];
                    " " (label)
                }
            }
        };
        html! {
            label {
                (lang.settings_language()) " "
                @let (cmd, arg) = Command::Pref(PrefCommand::Language(Some(lang))).attrs();
                select id="pref-lang" data-cmd=(cmd) data-arg=[arg] {
                    @for l in Lang::ALL {
                        option value=(l.code()) lang=(l.code()) selected[l == lang] { (l.autonym()) }
                    }
                }
            }
            @if self.rules().dice.is_some() {
                (check(|b| Command::Pref(PrefCommand::AutoRoll(b)), p.auto_roll, lang.prefs_auto_roll()))
                (check(|b| Command::Pref(PrefCommand::AutoPass(b)), p.auto_pass, lang.prefs_auto_pass()))
            }
            (check(|b| Command::Pref(PrefCommand::Coords(b)), p.show_coords, lang.prefs_coords()))
            (check(|b| Command::Pref(PrefCommand::Sound(b)), p.sound, lang.prefs_sound()))
            label {
                (lang.prefs_volume()) " "
                @let (cmd, arg) = Command::Pref(PrefCommand::Volume(p.volume)).attrs();
                input type="range" id="pref-volume" min="0" max="100" step="10"
                    value=(p.volume) data-cmd=(cmd) data-arg=[arg] disabled[!p.sound];
            }
            label {
                (lang.prefs_board()) " "
                @let (cmd, arg) = Command::Pref(PrefCommand::Theme(p.board_theme)).attrs();
                select id="pref-theme" data-cmd=(cmd) data-arg=[arg] {
                    option value="auto" selected[p.board_theme.is_none()] {
                        (lang.prefs_board_auto())
                    }
                    @for t in BoardTheme::ALL {
                        option value=(t.key()) selected[p.board_theme == Some(t)] {
                            (theme_name(lang, t))
                        }
                    }
                }
            }
            label {
                (lang.prefs_pieces()) " "
                @let (cmd, arg) = Command::Pref(PrefCommand::Pieces(p.piece_style)).attrs();
                select id="pref-pieces" data-cmd=(cmd) data-arg=[arg] {
                    @for style in PieceStyle::ALL {
                        option value=(style.key()) selected[p.piece_style == style] {
                            @match style {
                                PieceStyle::Figures => (lang.prefs_pieces_figures()),
                                PieceStyle::Tokens => (lang.prefs_pieces_tokens()),
                            }
                        }
                    }
                }
            }
            (check(|b| Command::Pref(PrefCommand::AnnounceBrief(b)), p.announce_brief, lang.prefs_announce_brief()))
            label for="pref-live-servers" { (lang.prefs_live_servers()) }
            p class="small" { code { (lang.prefs_live_servers_syntax()) } }
            // A line that does not read is said here, as soon as it is typed, not first when
            // live play starts (which then uses no server).
            (list_field(
                "pref-live-servers",
                Command::Pref(PrefCommand::LiveServers(String::new())),
                &p.live_servers,
                crate::live::ice_servers(&p.live_servers).err().map(|line| lang.live_servers_bad(line as i64)),
                lang.prefs_live_servers_help(),
            ))
            label for="pref-live-relays" { (lang.prefs_live_relays()) }
            (list_field(
                "pref-live-relays",
                Command::Pref(PrefCommand::LiveRelays(String::new())),
                &p.live_relays,
                crate::live::relays(&p.live_relays).err().map(|line| lang.live_relays_bad(line as i64)),
                lang.prefs_live_relays_help(),
            ))
        }
        .into_string()
    }

    /// The answer to an exchange offer, for the person who must give it.
    pub(crate) fn render_answer(&self) -> String {
        let Some((offerer, answerer)) = self.answer_pending() else {
            return String::new();
        };
        let rules = self.rules();
        let lang = self.lang();
        let king = names::piece(lang, rules, Role::King);
        let kings = names::piece_plural(lang, rules, Role::King);
        let offer = lang.answer_offer(
            self.seat_name(answerer),
            self.seat_form(answerer),
            king,
            &kings,
            self.seat_name(offerer),
            self.seat_form(offerer),
        );
        html! {
            h2 { (lang.answer_title()) }
            p { (offer) }
            div class="buttons" {
                (button(Command::Decide(Decision::Answer(true)), lang.answer_accept())
                    .id("answer-yes")
                    .class("primary"))
                (button(Command::Decide(Decision::Answer(false)), lang.answer_refuse()).id("answer-no"))
            }
        }
        .into_string()
    }

    /// The result: who won, or the money each player ends with. `live`: the devices are
    /// connected, and a rematch can be offered them.
    pub(crate) fn render_over(&self, live: bool) -> String {
        let Some(outcome) = self.game.outcome() else {
            return String::new();
        };
        let rules = self.rules();
        let lang = self.lang();
        let pos = self.game.position();
        let mut ranked: Vec<Seat> = rules.seats().collect();
        let stakes = rules.stakes != Stakes::None;
        let money = BySeat::from(pos.money());
        let winners = match outcome {
            Outcome::Win { team, .. } => Some(team),
            Outcome::Draw(_) => None,
        };
        if stakes {
            ashtapada_board::math::sort_by_key(&mut ranked, |s| std::cmp::Reverse(money[*s]));
        } else {
            ashtapada_board::math::sort_by_key(&mut ranked, |s| Some(s.team()) != winners);
        }
        html! {
            h2 { (sentence(&outcome_text(lang, rules, outcome))) }
            p class="muted" { (words::result(lang, outcome)) }
            ol class="ranking" {
                @for &s in &ranked {
                    li {
                        (seat_label(lang, rules, s)) " "
                        @if stakes {
                            span class="money" {
                                @let units = i64::from(money[s]) * i64::from(self.stake());
                                (lang.over_money(units, &rupees(lang, money[s], self.stake())))
                            }
                        } @else {
                            span class="muted" {
                                @match winners {
                                    Some(t) if s.team() == t => { (lang.over_won()) }
                                    Some(_) => { (lang.over_lost()) }
                                    None => { (lang.over_draw()) }
                                }
                            }
                        }
                    }
                }
            }
            div class="buttons" {
                @if live {
                    (button(Command::Live(LiveCommand::Rematch), lang.over_rematch()).id("over-rematch").class("primary"))
                    (button(Command::Live(LiveCommand::RematchSame), lang.over_rematch_same()).id("over-rematch-same"))
                }
                (button(Command::NewGame, lang.page_new_game()).id("over-new").class(if live { "" } else { "primary" }))
                (button(Command::ExportFile, lang.over_export()).id("over-export"))
                (button(Command::Review(ReviewCommand::Start), lang.menu_review()).id("over-review"))
                (button(Command::Close, lang.close()).id("over-close"))
            }
        }
        .into_string()
    }
}

/// A board theme's name in the Settings.
fn theme_name(lang: Lang, theme: BoardTheme) -> &'static str {
    match theme {
        BoardTheme::Classic => lang.prefs_board_classic(),
        BoardTheme::Green => lang.prefs_board_green(),
        BoardTheme::HighContrast => lang.prefs_board_contrast(),
    }
}

/// A list of the Settings typed one item a line (the live play servers, the relays): its
/// text box `id`, sending `command`, with the line that does not read said under it at once
/// (`bad`), and its help.
fn list_field(id: &str, command: Command, text: &str, bad: Option<String>, help: &str) -> Markup {
    let (cmd, _) = command.attrs();
    let (help_id, error_id) = (format!("{id}-help"), format!("{id}-error"));
    let described = match bad {
        Some(_) => format!("{help_id} {error_id}"),
        None => help_id.clone(),
    };
    html! {
        textarea id=(id) data-cmd=(cmd) rows="3" spellcheck="false" autocomplete="off"
            aria-invalid=[bad.as_ref().map(|_| "true")] aria-describedby=(described)
            { (text) }
        @if let Some(bad) = bad {
            p id=(error_id) class="error small" role="alert" { (bad) }
        }
        p id=(help_id) class="muted small" { (help) }
    }
}
