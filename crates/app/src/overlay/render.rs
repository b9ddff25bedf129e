//! The overlay's parts of the page, as HTML text: the log, the toast, the new-game form, the
//! record dialog, the confirmations and the rules pages.

use crate::command::{GamesCommand, LearnCommand, ReadAloud, SetupCommand};
use ashtapada_i18n::{names, Lang};
use ashtapada_rules::ruleset::Stakes;
use ashtapada_rules::{Event, Game, Ruleset};
use ashtapada_worker::BotLevel;
use maud::{html, PreEscaped};

use super::state::{Dialog, Overlay};
use crate::command::Command;
use crate::html::{button, swatch, text};
use crate::setup::{Controller, Setup};
use crate::text::sentence;
use crate::text::{outcome_text, roll_off_text, team_names};
use ashtapada_board::{army_colours, pieces};

impl Overlay {
    /// The toast's text.
    pub(crate) fn render_toast(&self, lang: Lang, rules: &Ruleset) -> String {
        self.toast
            .as_ref()
            .map_or(String::new(), |t| text(&t.news.text(lang, rules)))
    }

    /// The log: the game's events and the notes, in the order they happened.
    pub(crate) fn render_log(&self, game: &Game, lang: Lang) -> String {
        let rules = game.rules();
        let mut lines: Vec<(usize, String)> = Vec::new();
        for (i, events) in game.events().iter().enumerate() {
            for e in events {
                if matches!(e, Event::GameOver(_)) {
                    continue;
                }
                lines.push((
                    i + 1,
                    sentence(&ashtapada_i18n::text::event(lang, rules, e)),
                ));
            }
        }
        for note in &self.notes {
            lines.push((note.ply, note.text.get(lang).to_string()));
        }
        // The end last, after what led to it at its ply ("White resigns", "Draw agreed"): the
        // sort below keeps the order of lines of one ply.
        if let Some(outcome) = game.outcome() {
            lines.push((
                game.actions().len(),
                lang.log_game_over(&outcome_text(lang, rules, outcome)),
            ));
        }
        ashtapada_board::math::sort_by_key(&mut lines, |(ply, _)| *ply);
        // Who starts, and why: the roll-off, after the notes of the start ("New game: …") and
        // before the first action.
        if let Some(text) = roll_off_text(game, lang) {
            let at = lines.iter().take_while(|(ply, _)| *ply == 0).count();
            lines.insert(at, (0, text));
        }
        html! {
            @if lines.is_empty() {
                li class="muted" { (lang.log_empty()) }
            }
            @for (ply, text) in &lines {
                li { span class="ply" { (ply) } " " (text) }
            }
        }
        .into_string()
    }

    /// The record dialog: the text to copy, or to paste and import.
    /// `players` and `letters`: the render's `record_words`.
    pub(crate) fn render_record(&self, lang: Lang, players: &str, letters: &str) -> String {
        let Some(Dialog::Record { text, error }) = &self.dialog else {
            return String::new();
        };
        let invalid = error.is_some();
        html! {
            h2 id="record-title" { (lang.record_title()) }
            p class="muted" { (lang.record_help()) }
            p class="muted small" id="record-notation" { (lang.record_notation(letters)) }
            p class="small" id="record-players" { (players) }
            textarea id="record-text" rows="14" spellcheck="false" aria-label=(lang.record_title())
                aria-invalid=[invalid.then_some("true")]
                aria-describedby=[invalid.then_some("record-error")] { (text) }
            @if let Some(e) = error {
                p id="record-error" class="error" role="alert" { (lang.record_not_imported(e)) }
            }
            div class="buttons" {
                (button(Command::Import(String::new()), lang.record_import())
                    .id("record-import")
                    .class("primary")
                    .value_from("record-text"))
                (button(Command::ExportFile, lang.record_download()).id("record-download"))
                (button(Command::Close, lang.close()).id("record-close"))
            }
        }
        .into_string()
    }

    /// The keys: the board's, the readings', the rest.
    pub(crate) fn render_keys(lang: Lang) -> String {
        let keys = [lang.keys_arrows(), lang.keys_enter()];
        // The readings are buttons too: a pointer, or a reader's own keys, reach them.
        let readings = [
            (Command::Read(ReadAloud::Pieces), lang.keys_pieces()),
            (Command::Read(ReadAloud::Last), lang.keys_last()),
            (Command::Read(ReadAloud::Dice), lang.keys_dice()),
            (Command::Read(ReadAloud::Material), lang.keys_material()),
        ];
        let more = [lang.keys_moves(), lang.keys_hint(), lang.keys_help()];
        html! {
            h2 id="keys-title" { (lang.keys_title()) }
            p { (lang.keys_intro()) }
            ul class="keys" {
                @for k in keys { li { (k) } }
                @for (command, k) in readings { li { (button(command, k)) } }
                @for k in more { li { (k) } }
            }
            div class="buttons" {
                (button(Command::Close, lang.close()).id("keys-close").autofocus())
            }
        }
        .into_string()
    }

    /// The confirmation of a resignation or a draw.
    pub(crate) fn render_confirm(&self, rules: &Ruleset, lang: Lang) -> String {
        match &self.dialog {
            Some(Dialog::ConfirmResign(seat)) => html! {
                h2 { (lang.resign_title()) }
                p {
                    (lang.resign_question(names::seat(lang, rules, *seat), &team_names(lang, rules, *seat)))
                }
                div class="buttons" {
                    (button(Command::ResignConfirmed, lang.resign_yes())
                        .id("confirm-yes")
                        .class("danger"))
                    // The safe answer has the focus: Enter does not resign.
                    (button(Command::Close, lang.cancel()).id("confirm-no").autofocus())
                }
            }
            .into_string(),
            Some(Dialog::ConfirmDraw) => html! {
                h2 { (lang.draw_title()) }
                p { (lang.draw_question()) }
                div class="buttons" {
                    (button(Command::DrawConfirmed, lang.draw_yes())
                        .id("confirm-yes")
                        .class("primary"))
                    (button(Command::Close, lang.draw_no()).id("confirm-no"))
                }
            }
            .into_string(),
            Some(Dialog::ConfirmAlone) => html! {
                h2 { (lang.alone_title()) }
                p { (lang.alone_question()) }
                div class="buttons" {
                    (button(Command::BatonAloneConfirmed, lang.alone_yes())
                        .id("confirm-yes")
                        .class("primary"))
                    // The safe answer has the focus: the other devices may still answer.
                    (button(Command::Close, lang.cancel()).id("confirm-no").autofocus())
                }
            }
            .into_string(),
            Some(Dialog::Fork { at, mine, from }) => html! {
                h2 { (lang.fork_title(*at as i64 + 1, from)) }
                p { (lang.fork_text()) }
                div class="buttons" {
                    (button(Command::Close, lang.fork_theirs())
                        .id("confirm-yes")
                        .class("primary")
                        .autofocus())
                    (button(Command::Games(GamesCommand::Open(*mine)), lang.fork_mine()).id("confirm-no"))
                }
            }
            .into_string(),
            _ => String::new(),
        }
    }
}

/// The new-game form: ruleset list, options, seats, error.
pub(crate) fn render_setup(form: &Setup, lang: Lang) -> (String, String, String, String) {
    let rulesets = html! {
        @for r in Ruleset::all() {
            @let checked = form.ruleset.id == r.id;
            @let (cmd, arg) = Command::Setup(SetupCommand::Ruleset(r.id.into())).attrs();
            div class={ "ruleset" @if checked { " checked" } } {
                label {
                    // The chosen ruleset takes the form's first focus; the arrow keys go
                    // through the others.
                    // Named by its name alone, the rest its description: a reader says
                    // "Chaturaji, radio button" first, not a paragraph before the role.
                    input type="radio" name="ruleset" id={ "setup-r-" (r.id) } value=(r.id)
                        data-cmd=(cmd) data-arg=[arg] checked[checked] autofocus[checked]
                        aria-labelledby={ "setup-rn-" (r.id) }
                        aria-describedby={ "setup-rs-" (r.id) " setup-rd-" (r.id) };
                    span class="rs-name" id={ "setup-rn-" (r.id) } { (names::ruleset_name(lang, r)) }
                    span class="rs-summary" id={ "setup-rs-" (r.id) } { (names::ruleset_summary(lang, r)) }
                    span class="rs-doc" id={ "setup-rd-" (r.id) } { (lang.setup_document(r.document)) }
                }
                // Only the chosen ruleset's buttons are in the tab order: Start is not 16
                // tabs away (a pointer reaches every card's).
                (button(Command::Rules(r.id.into()), lang.setup_rules())
                    .id(format!("setup-rules-{}", r.id))
                    .title(lang.setup_rules_of(names::ruleset_name(lang, r)))
                    .tabindex(if checked { 0 } else { -1 }))
                (button(Command::Learn(LearnCommand::Course(r.id.into())), lang.learn())
                    .id(format!("setup-learn-{}", r.id))
                    .title(lang.learn_title())
                    .tabindex(if checked { 0 } else { -1 }))
            }
        }
    }
    .into_string();
    let options = html! {
        @if form.ruleset.offers(ashtapada_rules::RulesetOption::Dice) {
            @let (cmd, arg) = Command::Setup(SetupCommand::Dice(form.dice)).attrs();
            label {
                input type="checkbox" id="setup-dice" data-cmd=(cmd) data-arg=[arg]
                    checked[form.dice];
                " " (lang.setup_optional_die())
            }
        }
        @if form.ruleset.stakes != Stakes::None {
            @let (cmd, arg) = Command::Setup(SetupCommand::Stake(form.stake.to_string())).attrs();
            label {
                (lang.setup_stake_unit()) " "
                input type="number" min="1" step="1" id="setup-stake" data-cmd=(cmd) data-arg=[arg]
                    value=(form.stake);
            }
        }
        @if form.rules().dice.is_some() {
            @let (cmd, arg) = Command::Setup(SetupCommand::Seed(form.seed.clone())).attrs();
            label {
                (lang.setup_seed()) " "
                input type="text" inputmode="numeric" id="setup-seed" data-cmd=(cmd) data-arg=[arg]
                    placeholder=(lang.setup_seed_random()) value=(form.seed) autocomplete="off";
            }
        }
    }
    .into_string();
    let options = if options.is_empty() {
        html! { p class="muted" { (lang.setup_no_options()) } }.into_string()
    } else {
        options
    };
    let seats = html! {
        @for (seat, info) in form.ruleset.seats().zip(form.ruleset.seats.iter()) {
            @let i = seat.index();
            @let (cmd, arg) = Command::Setup(SetupCommand::Seat(i, form.seats[i].key())).attrs();
            label class="seat-choice" {
                (swatch(info.rgb))
                span {
                    (names::seat(lang, form.ruleset, seat)) " "
                    span class="muted" { "(" (names::colour(lang, form.ruleset, seat)) ")" }
                }
                select id={ "setup-seat-" (i) } data-cmd=(cmd) data-arg=[arg] {
                    @for c in std::iter::once(Controller::Human)
                        .chain(BotLevel::OFFERED.into_iter().map(Controller::Bot))
                    {
                        option value=(c.key()) selected[c == form.seats[i]] {
                            @match c {
                                Controller::Human | Controller::Remote => { (lang.controller_human()) }
                                Controller::Bot(l) => { (lang.setup_bot(l.name())) }
                            }
                        }
                    }
                }
            }
        }
    }
    .into_string();
    let error = form.error.map_or(String::new(), |e| {
        html! { (sentence(&e.text(lang))) }.into_string()
    });
    (rulesets, options, seats, error)
}

/// A ruleset's rules page. It opens at its top: the heading takes the focus (`autofocus`, which
/// a modal dialog honours when it opens, where it would otherwise focus the first button, Close
/// at the very end), so a phone shows the title and not the last line.
/// A ruleset's rules page as HTML, in a language: written in the extras worker
/// (`crates/extras`), so that the rules pages' words and code stay out of the page's first load.
pub fn render_rules_page(rules: &'static Ruleset, lang: Lang) -> String {
    let page = ashtapada_i18n::rules_page::rules_page(lang, rules);
    // The pieces in the first seat's colours (South, White), as they stand on the board.
    let colour = army_colours(rules)[0];
    html! {
        h2 id="rules-title" class="dialog-start" tabindex="-1" autofocus { (page.title) }
        p { (page.summary) }
        p class="muted" {
            (lang.rules_source()) " " cite { (page.source_title) } ", " (page.source_origin) ". "
            (lang.setup_document(page.document)) "."
        }
        p class="muted" { (page.names_note) }
        @for section in &page.sections {
            h3 { (section.heading) }
            @if !section.pieces.is_empty() {
                table class="pieces-table" {
                    thead {
                        tr {
                            th scope="col" { span class="visually-hidden" { (lang.rules_picture()) } }
                            th scope="col" { (lang.rules_piece()) }
                            th scope="col" { (lang.rules_letter()) }
                            th scope="col" { (lang.rules_moves()) }
                        }
                    }
                    tbody {
                        @for row in &section.pieces {
                            tr {
                                td class="figure-cell" {
                                    (PreEscaped(pieces::svg(rules.emblem(row.role), colour, 36)))
                                }
                                th scope="row" { (row.name) }
                                td class="letter" { @if let Some(l) = row.letter { (l) } }
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
        div class="buttons" { (button(Command::Close, lang.close()).id("rules-close")) }
    }
    .into_string()
}
