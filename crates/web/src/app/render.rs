//! Everything the page shows besides the board, as HTML text for the containers of
//! `www/index.html`: the turn, the die and the decisions, the move list, the seats, the stakes,
//! the log, the settings, the dialogs. The page replaces a container's content only when its text
//! changed, and keeps the keyboard focus on the element with the same id.
//!
//! Buttons carry `data-cmd`/`data-arg` ([`super::Command::parse`]); form fields carry `data-cmd`
//! and send their value on `change`.
//!
//! Each part renders its own containers (`session`: the game's panels, `interaction`: the
//! board's surroundings, `overlay`: dialogs, log and toast); [`App::screen`] puts them together
//! with what spans the parts (the announcement for screen readers, the title, which dialogs are
//! open).

use ashtapada_i18n::{names, Lang};
use ashtapada_rules::ruleset::{RollOff, Stakes};
use ashtapada_rules::{Event, Game, Outcome, Ruleset, Seat};

use maud::{html, Markup};

use super::html::{button, swatch, text};
use super::overlay::render_setup;
use super::{App, Dialog};

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

/// A seat's colour swatch and name.
pub(super) fn seat_label(lang: Lang, rules: &Ruleset, seat: Seat) -> Markup {
    html! { (swatch(rules.seat(seat).rgb)) (names::seat(lang, rules, seat)) }
}

/// The seats of `seat`'s team: "South & North" (a team of one: its seat's name).
pub(super) fn team_names(lang: Lang, rules: &Ruleset, seat: Seat) -> String {
    let mut team = (0..rules.players() as u8)
        .map(Seat)
        .filter(|s| s.team() == seat.team())
        .map(|s| names::seat(lang, rules, s));
    match (team.next(), team.next()) {
        (Some(a), Some(b)) => lang.team_of_two(a, b),
        (Some(a), None) => a.to_string(),
        _ => String::new(),
    }
}

/// Who won the roll-off and how: "Roll-off: South 3, West 5, North 2, East 4. West starts."
/// (`None` for a game that did not begin with one).
pub(super) fn roll_off_text(game: &Game, lang: Lang) -> Option<String> {
    let result = game.roll_off()?;
    let rules = game.rules();
    let dice = rules.dice?;
    let winner = result.winner?;
    let value = |f: u8| dice.faces.get(f as usize).map_or(0, |face| face.value);
    let rounds: Vec<String> = result
        .rounds
        .iter()
        .map(|round| {
            round
                .iter()
                .map(|&(seat, f)| {
                    lang.roll_off_throw(names::seat(lang, rules, seat), i64::from(value(f)))
                })
                .collect::<Vec<_>>()
                .join(", ")
        })
        .collect();
    let name = names::seat(lang, rules, winner);
    let start = if rules.roll_off == RollOff::KeepRoll {
        let own = result.rounds.last()?.iter().find(|&&(s, _)| s == winner)?.1;
        lang.roll_off_keeps(name, i64::from(value(own)))
    } else {
        lang.roll_off_rerolls(name)
    };
    Some(lang.roll_off(&rounds.join(lang.roll_off_tie()), &start))
}

/// "South and North win", "the game is drawn": the engine's game-over event in words.
pub fn outcome_text(lang: Lang, rules: &Ruleset, outcome: Outcome) -> String {
    ashtapada_i18n::text::event(lang, rules, &Event::GameOver(outcome))
}

impl App {
    /// The page, as text.
    pub fn screen(&self) -> Screen {
        let (session, view, bots, overlay) =
            (&self.session, &self.interaction, &self.bots, &self.overlay);
        let lang = self.lang();
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
                (button("learn", lang.learn())
                    .id("btn-learn")
                    .current(self.learning())
                    .title(lang.learn_title()))
            }
            .into_string()
                + &session.render_menu()
                + &html! {
                    (button("review", lang.menu_review())
                        .id("btn-review")
                        .disabled(!self.can_review() || self.review().is_some())
                        .title(lang.menu_review_title()))
                }
                .into_string(),
        ));
        s.html.push(("learn", self.render_learn()));
        s.hidden.push(("learn-section", !self.learning()));
        s.attrs.push((
            "app",
            "data-mode",
            if self.learning() { "learn" } else { "play" }.to_string(),
        ));
        s.attrs
            .push(("app", "data-step", self.learn_status().to_string()));
        s.html.push(("review", self.render_review()));
        s.hidden.push(("review-section", self.review().is_none()));
        s.html
            .push(("turn", session.render_turn(thinking, promoting)));
        s.html.push(("dice", session.render_dice(shown, live)));
        s.hidden
            .push(("dice", !dice && session.decision_buttons(live).is_empty()));
        s.html.push(("moves", session.render_moves(shown)));
        s.html.push(("nav", view.render_nav(session)));
        s.html
            .push(("controls", session.render_controls(self.can_hint())));
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
        s.html.push(("toast", overlay.render_toast()));
        s.hidden.push(("toast", overlay.toast().is_none()));
        s.html
            .push(("move-error", view.move_error().map_or(String::new(), text)));
        s.html.push(("announce", text(&self.announcement())));
        let status = bots.worker_status();
        s.html.push(("status", text(&status.text(lang))));
        s.attrs
            .push(("status", "data-state", status.state().to_string()));

        // Dialogs, bottom first.
        let dialog = overlay.dialog();
        let setup = matches!(dialog, Some(Dialog::Setup(_)));
        let record = matches!(dialog, Some(Dialog::Record { .. }));
        let share = matches!(dialog, Some(Dialog::Share(_)));
        let here = matches!(dialog, Some(Dialog::Here));
        let games = matches!(dialog, Some(Dialog::Games));
        let learn = matches!(dialog, Some(Dialog::Learn));
        let confirm = matches!(dialog, Some(Dialog::ConfirmResign(_) | Dialog::ConfirmDraw));
        let answer = session.answer_pending().is_some() && live && dialog.is_none();
        let over = self.result_open() && dialog.is_none() && !answer && !promoting;
        if let Some(Dialog::Setup(form)) = dialog {
            let (rulesets, options, seats, error) = render_setup(form, lang);
            s.html.push(("setup-rulesets", rulesets));
            s.html.push(("setup-options", options));
            s.html.push(("setup-seats", seats));
            s.html.push(("setup-error", error));
        }
        if record {
            s.html.push(("record-body", overlay.render_record(lang)));
        }
        if let Some(Dialog::Share(address)) = dialog {
            s.html.push((
                "share-body",
                session.render_share(address, self.share_qr().map(super::qr::QrCode::svg)),
            ));
        }
        if games {
            s.html.push(("games-body", self.render_games()));
        }
        if learn {
            s.html.push(("learn-body", self.render_learn_list()));
        }
        if here {
            s.html.push(("here-body", session.render_here_dialog()));
        }
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
            s.html.push(("over-body", session.render_over()));
        }
        if overlay.rules_page().is_some() {
            let body = match self.shown_rules_html() {
                Some(html) => html.to_string(),
                None => html! {
                    p class="muted" { (lang.rules_loading()) }
                    div class="buttons" { (button("close", lang.close()).id("rules-close")) }
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

    /// The Games dialog: the game on screen, then each kept game (ruleset, who plays each
    /// seat, whose turn or the result, when last opened) with Open, Export and Delete.
    fn render_games(&self) -> String {
        let lang = self.lang();
        let row = |s: &super::session::Session, id: Option<u64>, opened: u64| {
            let rules = s.rules();
            let status = match s.game().outcome() {
                Some(outcome) => outcome_text(lang, rules, outcome),
                None => {
                    let actor = s.position().actor();
                    lang.turn_to_move(s.seat_name(actor), s.seat_form(actor))
                }
            };
            let seats = (0..rules.players() as u8).map(|i| {
                let seat = Seat(i);
                let who = match s.controller(seat) {
                    Some(super::Controller::Bot(level)) => lang.turn_bot(level.name()),
                    Some(super::Controller::Remote) => lang.turn_remote().into(),
                    _ => match s.player_name(seat) {
                        Some(name) => name.to_string(),
                        None => lang.games_here().into(),
                    },
                };
                html! {
                    li {
                        (swatch(rules.seat(seat).rgb))
                        (lang.games_who(names::seat(lang, rules, seat), &who))
                    }
                }
            });
            let seats: Vec<Markup> = seats.collect();
            html! {
                li class="kept-game" {
                    p {
                        strong { (names::ruleset_name(lang, rules)) } " · " (status)
                    }
                    ul class="kept-seats" { @for s in &seats { (s) } }
                    p class="muted small" {
                        @match id {
                            Some(_) => (lang.games_line(s.ply() as i64, &super::games::date(opened))),
                            None => (lang.games_on_screen()),
                        }
                    }
                    @if let Some(id) = id {
                        @let arg = format!("{id:x}");
                        div class="buttons" {
                            (button("open-game", lang.games_open()).arg(&arg).class("primary"))
                            (button("export-game", lang.games_export()).arg(&arg))
                            (button("delete-game", lang.games_delete()).arg(&arg))
                        }
                    }
                }
            }
        };
        let kept: Vec<Markup> = self
            .games
            .list()
            .iter()
            .map(|kept| {
                if let Ok(s) = self.kept_session(kept) {
                    row(&s, Some(kept.id), kept.opened)
                } else {
                    let arg = format!("{:x}", kept.id);
                    html! {
                        li class="kept-game" {
                            p { (lang.games_unreadable()) }
                            (button("delete-game", lang.games_delete()).arg(&arg))
                        }
                    }
                }
            })
            .collect();
        html! {
            h2 id="games-title" { (lang.games_title()) }
            p { (lang.games_help()) }
            ul class="kept-games" {
                (row(&self.session, None, 0))
                @for k in &kept { (k) }
            }
            @if kept.is_empty() {
                p class="muted" { (lang.games_none()) }
            }
            div class="buttons" {
                (button("close", lang.close()).id("games-close"))
            }
        }
        .into_string()
    }

    /// The review's panel: its progress (and Stop) while under way, then the chart of the first
    /// team's winning chances, a point per position (choosing one shows it), and the moves that
    /// lost the most with the bot's better choice. Integers only: no float printing in the page.
    fn render_review(&self) -> String {
        let Some(review) = self.review() else {
            return String::new();
        };
        let lang = self.lang();
        let game = self.session.game();
        let rules = game.rules();
        let (done, total) = review.progress();
        let values = review.values();
        let last = values.len().saturating_sub(1).max(1);
        // x: the position (0..=last) × 10; y: 0 (certain win) to 1000 (certain loss).
        let y = |v: i32| 1000 - (super::review::chance(v) * 1000.0) as i32;
        let points: String = values
            .iter()
            .enumerate()
            .filter_map(|(i, v)| v.map(|v| format!("{},{} ", i * 10, y(v))))
            .collect();
        let mistakes = review.mistakes();
        let shown = self.shown_index();
        let positions = game.positions();
        let write =
            |ply: usize, action| ashtapada_rules::record::write_action(&positions[ply], action);
        let pawns = |lost: i32| {
            let sep = if lang == Lang::Fr { ',' } else { '.' };
            format!("{}{sep}{}", lost / 100, (lost % 100) / 10)
        };
        let team = team_names(lang, rules, Seat(0));
        html! {
            @if !review.done() {
                p role="status" {
                    (lang.review_progress(done as i64, total as i64)) " "
                    (button("stop-review", lang.review_stop()).id("review-stop"))
                }
                progress max=(total) value=(done) {}
            }
            svg class="review-chart" viewBox={ "-5 -20 " (last * 10 + 10) " 1040" }
                preserveAspectRatio="none" role="img" aria-label=(lang.review_chart(&team)) {
                line class="mid" x1="0" y1="500" x2=(last * 10) y2="500" {}
                polyline class="chances" points=(points) {}
                line class="shown" x1=(shown * 10) y1="0" x2=(shown * 10) y2="1000" {}
                @for (ply, _, _) in &mistakes {
                    @if let Some(v) = values.get(ply + 1).copied().flatten() {
                        circle class="mistake" cx=(ply * 10 + 10) cy=(y(v)) r="14" {}
                    }
                }
                @for i in 0..values.len() {
                    rect class="pick" x=(i as i64 * 10 - 5) y="-20" width="10" height="1040"
                        data-cmd="view" data-arg=(i) {}
                }
            }
            @if review.done() {
                @if mistakes.is_empty() {
                    p class="muted" { (lang.review_none()) }
                } @else {
                    ul class="mistakes" {
                        @for (ply, lost, best) in &mistakes {
                            li {
                                (button("view", &lang.review_mistake(
                                    &write(*ply, *best),
                                    &pawns(*lost),
                                    &write(*ply, game.actions()[*ply]),
                                )).arg(ply.to_string()))
                            }
                        }
                    }
                }
                (button("stop-review", lang.review_close()).id("review-close"))
            }
        }
        .into_string()
    }

    /// What a screen reader announces: the result, the bot thinking, or what the person to act
    /// should do.
    fn announcement(&self) -> String {
        let session = &self.session;
        let pos = session.position();
        let rules = session.rules();
        let lang = self.lang();
        if let Some(outcome) = session.game().outcome() {
            return lang.log_game_over(&outcome_text(lang, rules, outcome));
        }
        let actor = pos.actor();
        let name = names::seat(lang, rules, actor);
        match self.bots.thinking() {
            Some(t) => lang.turn_thinking(
                names::seat(lang, rules, t.seat),
                names::seat_form(lang, rules, t.seat),
            ),
            None if session.human_to_act() => lang.announce_prompt(
                &session.prompt(pos, self.interaction.promotion().is_some()),
                name,
            ),
            None => lang
                .announce_to_play(&lang.turn_to_move(name, names::seat_form(lang, rules, actor))),
        }
    }
}
