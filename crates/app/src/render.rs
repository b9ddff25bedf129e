//! Everything the page shows besides the board, as HTML text for the containers of
//! `www/index.html`: the turn, the die and the decisions, the move list, the seats, the stakes,
//! the log, the settings, the dialogs. The page replaces a container's content only when its text
//! changed, and keeps the keyboard focus on the element with the same id.
//!
//! Buttons carry `data-cmd`/`data-arg`, written from a [`Command`] ([`Command::attrs`]) and read
//! back by [`Command::parse`]; form fields carry them too and send their value on `change`.
//!
//! Each part renders its own containers (`session`: the game's panels, `interaction`: the
//! board's surroundings, `overlay`: dialogs, log and toast); [`App::screen`] puts them together
//! with what spans the parts (the announcement for screen readers, the title, which dialogs are
//! open).

use crate::command::{AnalysisCommand, LearnCommand, ReviewCommand};
use ashtapada_i18n::{names, Lang};
use ashtapada_rules::ruleset::Stakes;

use maud::html;

use super::html::{button, text};
use super::text::outcome_text;
use crate::command::Command;
use crate::overlay::render_setup;
use crate::overlay::Dialog;
use crate::parts::Parts;
use crate::session::Session;
use crate::setup::Controller;
use ashtapada_rules::Role;

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
    /// The language: `<html lang>`, and the page's fixed text (its `data-l10n` elements).
    pub lang: Lang,
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

    /// Whether an element is hidden (tests).
    pub fn is_hidden(&self, id: &str) -> bool {
        self.hidden.iter().any(|(i, hidden)| *i == id && *hidden)
    }
}

/// The page, as text: each part's panels, and what spans the parts.
pub(super) fn screen(app: &Parts) -> Screen {
    let (session, view, bots, overlay) = (&app.session, &app.interaction, &app.bots, &app.overlay);
    let lang = app.lang();
    let mut s = Screen {
        lang,
        ..Screen::default()
    };
    let rules = session.rules();
    let stakes = rules.stakes != Stakes::None;
    let dice = rules.dice.is_some();
    let live = view.is_live();
    let shown = view.shown_index(session);
    let thinking = bots.thinking().map(|t| t.seat);
    let promoting = view.promotion().is_some();
    s.html.push((
        "menu",
        html! {
            (button(Command::Learn(LearnCommand::List), lang.learn())
                .id("btn-learn")
                .current(app.learn.active())
                .title(lang.learn_title()))
        }
        .into_string()
            + &session.render_menu(html! {
                (button(Command::Review(ReviewCommand::Start), lang.menu_review())
                    .id("btn-review")
                    .disabled(!app.can_review() || app.review().is_some())
                    .title(lang.menu_review_title()))
                (button(Command::Analysis(AnalysisCommand::Open), lang.menu_analyse())
                    .id("btn-analyse")
                    .current(app.analysis.active())
                    .disabled(app.live.active() && !app.analysis.active())
                    .title(lang.menu_analyse_title()))
            }),
    ));
    // Nor while a lesson comes back after a reload (its course on its way from the extras
    // worker): the welcome would flash up before it.
    let welcome = app.overlay.welcome() && !app.learn.active() && app.learn.waiting().is_none();
    s.hidden.push(("welcome", !welcome));
    let welcome_attr = if welcome { "true" } else { "false" };
    s.attrs
        .push(("app", "data-welcome", welcome_attr.to_string()));
    s.html.push(("learn", app.learn.render(lang, session)));
    s.hidden.push(("learn-section", !app.learn.active()));
    s.attrs.push((
        "app",
        "data-mode",
        if app.learn.active() { "learn" } else { "play" }.to_string(),
    ));
    s.attrs
        .push(("app", "data-step", app.learn.status().to_string()));
    s.html.push((
        "review",
        app.review
            .render(lang, session.game(), shown, &|s| session.is_human(s)),
    ));
    s.hidden.push(("review-section", app.review().is_none()));
    s.html
        .push(("analysis", app.analysis.render(lang, session)));
    s.hidden.push(("analysis-section", !app.analysis.active()));
    s.html.push((
        "turn",
        session.render_turn(thinking, promoting, app.live.connected()),
    ));
    s.html.push(("dice", session.render_dice(shown, live)));
    s.hidden
        .push(("dice", !dice && session.decision_buttons(live).is_empty()));
    let marks: Vec<(usize, crate::review::Mark)> = app
        .review()
        .map(|r| {
            r.marks()
                .into_iter()
                .filter_map(|d| Some((d.ply, d.mark?)))
                .collect()
        })
        .unwrap_or_default();
    s.html.push(("moves", session.render_moves(shown, &marks)));
    s.html.push(("nav", view.render_nav(session)));
    s.html
        .push(("controls", session.render_controls(app.can_hint())));
    s.html.push(("seats", session.render_seats(thinking)));
    s.html.push((
        "ledger",
        if stakes {
            session.render_ledger()
        } else {
            String::new()
        },
    ));
    s.hidden.push(("ledger-section", !stakes));
    s.html
        .push(("log", overlay.render_log(session.game(), lang)));
    s.html.push(("prefs", session.render_prefs()));
    s.html.push(("banner", view.render_banner(session)));
    s.hidden.push(("banner", live && !session.is_over()));
    s.html.push(("toast", overlay.render_toast(lang, rules)));
    s.hidden.push(("toast", overlay.toast().is_none()));
    // A pass is said by the announcement, in its turn's sentence: its toast is not said again.
    let pass = overlay
        .toast()
        .is_some_and(|t| matches!(t.news, crate::overlay::News::Pass(_)));
    s.attrs.push((
        "toast",
        "aria-live",
        if pass { "off" } else { "assertive" }.to_string(),
    ));
    s.html
        .push(("move-error", view.move_error().map_or(String::new(), text)));
    let turn = turn_announcement(app);
    let (label, description) = app.interaction.board_words(session, &turn);
    s.attrs.push(("board", "aria-label", label));
    s.html.push(("board-desc", text(&description)));
    s.html.push(("board-say", text(app.interaction.said())));
    s.html.push((
        "announce",
        text(&crate::announce::announcement(session, &turn)),
    ));
    let status = bots.worker_status();
    s.html.push(("status", text(&status.text(lang))));
    s.attrs
        .push(("status", "data-state", status.state().to_string()));
    // The bots' worker starting or ready is no news to a listener; a failure or a restart is.
    let heard = match status.state() {
        "error" => "assertive",
        "restarting" => "polite",
        _ => "off",
    };
    s.attrs.push(("status", "aria-live", heard.to_string()));

    // Dialogs, bottom first.
    let dialog = overlay.dialog();
    let setup = matches!(dialog, Some(Dialog::Setup(_)));
    let record = matches!(dialog, Some(Dialog::Record { .. }));
    let share = matches!(dialog, Some(Dialog::Share(_)));
    let here = matches!(dialog, Some(Dialog::Here));
    let games = matches!(dialog, Some(Dialog::Games));
    let learn = matches!(dialog, Some(Dialog::Learn));
    let keys = matches!(dialog, Some(Dialog::Keys));
    let live_dialog = matches!(dialog, Some(Dialog::Live));
    let live_ask = app.live.ask().is_some() && dialog.is_none();
    let confirm = matches!(
        dialog,
        Some(
            Dialog::ConfirmResign(_)
                | Dialog::ConfirmDraw
                | Dialog::ConfirmAlone
                | Dialog::Fork { .. }
        )
    );
    let answer = session.answer_pending().is_some() && live && dialog.is_none();
    let over = app.result_open() && dialog.is_none() && !answer && !promoting;
    if let Some(Dialog::Setup(form)) = dialog {
        let (rulesets, options, seats, error) = render_setup(form, lang);
        s.html.push(("setup-rulesets", rulesets));
        s.html.push(("setup-options", options));
        s.html.push(("setup-seats", seats));
        s.html.push(("setup-error", error));
    }
    if record {
        let (players, letters) = record_words(session);
        s.html.push((
            "record-body",
            overlay.render_record(lang, &players, &letters),
        ));
    }
    if let Some(Dialog::Share(address)) = dialog {
        s.html.push((
            "share-body",
            session.render_share(address, app.share_qr().map(super::qr::QrCode::svg)),
        ));
    }
    if games {
        s.html
            .push(("games-body", app.library.render(lang, session)));
    }
    if learn {
        // The list comes from the extras worker (as the rules pages do), with the progress.
        let body = html! {
            @if app.learn.waiting().is_some() {
                p class="muted" role="status" { (lang.learn_loading()) }
            }
            @match app.extras.learn_list(lang) {
                Some(list) => (maud::PreEscaped(list)),
                None => {
                    // The dialog's name (its `aria-labelledby`) while the list comes.
                    h2 id="learn-title" { (lang.learn_courses_title()) }
                    @if app.extras.learn_list_failed() {
                        p role="alert" { (lang.extras_unanswered()) }
                    } @else {
                        p class="muted" { (lang.learn_loading()) }
                    }
                    div class="buttons" { (button(Command::Close, lang.close()).id("learn-close")) }
                }
            }
        };
        s.html.push(("learn-body", body.into_string()));
    }
    if keys {
        s.html.push((
            "keys-body",
            match app.extras.keys_page(lang) {
                Some(html) => html.to_string(),
                // The worker writes it ([`crate::extras::KEYS_PAGE`]); it comes at once.
                None => html! {
                    p class="muted" { (lang.keys_loading()) }
                    div class="buttons" {
                        (button(Command::Close, lang.close()).id("keys-close").autofocus())
                    }
                }
                .into_string(),
            },
        ));
    }
    if here {
        s.html.push(("here-body", session.render_here_dialog()));
    }
    if live_dialog {
        let address = app.live.address(app.share);
        let qr = address
            .as_deref()
            .and_then(|a| app.extras.qr(a))
            .map(super::qr::QrCode::svg);
        let free = app.live.free_seats(session);
        let watch = app
            .live
            .watch_link()
            .map(|fragment| app.share.address(fragment));
        // The STUN server the devices ask for their address across the internet, named.
        let stun = crate::live::ice_servers(&session.prefs().live_servers)
            .ok()
            .and_then(|servers| servers.into_iter().find(|s| s.login.is_none()))
            .map(|s| {
                s.url
                    .split_once(':')
                    .map_or(s.url.clone(), |(_, host)| host.to_string())
            });
        let body = app.live.render_dialog(
            lang,
            rules,
            free,
            (address.as_deref(), qr),
            stun.as_deref(),
            watch.as_deref(),
        );
        s.html.push(("live-body", body));
    }
    if live_ask {
        s.html
            .push(("live-ask-body", app.live.render_ask(lang, rules)));
    }
    s.html
        .push(("live-status", app.live.render_status(lang, rules)));
    s.hidden.push(("live-status", !app.live.active()));
    if confirm {
        s.html
            .push(("confirm-body", overlay.render_confirm(rules, lang)));
    }
    if answer {
        s.html.push(("answer-body", session.render_answer()));
    }
    if promoting {
        s.html
            .push(("promote-body", view.render_promotion(rules, lang)));
    }
    if over {
        s.html
            .push(("over-body", session.render_over(app.live.connected())));
    }
    if let Some(page) = overlay.rules_page() {
        let body = match app.extras.rules_page(lang, page) {
            Some(html) => html.to_string(),
            None => html! {
                @if app.extras.rules_page_failed(lang, page) {
                    p role="alert" { (lang.extras_unanswered()) }
                } @else {
                    p class="muted" { (lang.rules_loading()) }
                }
                div class="buttons" { (button(Command::Close, lang.close()).id("rules-close")) }
            }
            .into_string(),
        };
        s.html.push(("rules-body", body));
    }
    s.dialogs = vec![
        ("dlg-setup", setup),
        ("dlg-record", record),
        ("dlg-share", share),
        ("dlg-here", here),
        ("dlg-games", games),
        ("dlg-learn", learn),
        ("dlg-keys", keys),
        ("dlg-live", live_dialog),
        ("dlg-live-ask", live_ask),
        ("dlg-confirm", confirm),
        ("dlg-answer", answer),
        ("dlg-promote", promoting),
        ("dlg-over", over),
        ("dlg-rules", overlay.rules_page().is_some()),
    ];
    let ruleset = names::ruleset_name(lang, rules);
    s.title = match session.game().outcome() {
        Some(_) => lang.title_over(ruleset),
        None if session.human_to_act() => {
            let actor = session.position().actor();
            lang.title_to_play(&lang.turn_to_move(
                names::seat(lang, rules, actor),
                names::seat_form(lang, rules, actor),
            ))
        }
        None => lang.title_ruleset(ruleset),
    };
    s
}

/// The record dialog's words in the page's language: the players (each seat and who plays
/// it), and the record's letter of each kind of piece the game starts with, beside its
/// name, since the record keeps the documents' letters in every language.
fn record_words(session: &Session) -> (String, String) {
    let (lang, rules) = (session.lang(), session.rules());
    let players: Vec<String> = rules
        .seats()
        .map(|seat| {
            let who = match session.controller(seat) {
                Some(Controller::Bot(level)) => lang.turn_bot(level.name()),
                Some(Controller::Remote) => lang.turn_remote().into(),
                _ => lang.turn_human().into(),
            };
            lang.record_player(session.seat_name(seat), &who)
        })
        .collect();
    let start = &session.game().positions()[0];
    let letters: Vec<String> = Role::ALL
        .into_iter()
        .filter(|&r| !start.role_cells(r).is_empty())
        .map(|r| lang.record_letter(&r.letter().to_string(), names::piece(lang, rules, r)))
        .collect();
    (
        lang.record_players(&players.join(" · ")),
        letters.join(", "),
    )
}

fn turn_announcement(app: &Parts) -> String {
    let session = &app.session;
    let pos = session.position();
    let rules = session.rules();
    let lang = app.lang();
    if let Some(outcome) = session.game().outcome() {
        return lang.log_game_over(&outcome_text(lang, rules, outcome));
    }
    let actor = pos.actor();
    let name = names::seat(lang, rules, actor);
    // Whose turn, not "thinking…": the board's name is read when it gets the focus, and a
    // bot's think is a technical state of a moment (the status line shows it).
    if session.human_to_act() {
        lang.announce_prompt(
            &session.prompt(pos, app.interaction.promotion().is_some()),
            name,
        )
    } else {
        lang.announce_to_play(&lang.turn_to_move(name, names::seat_form(lang, rules, actor)))
    }
}
