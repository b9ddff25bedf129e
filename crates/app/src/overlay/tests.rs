//! The overlay, through the app: the offer, confirmation and result dialogs, the new-game form,
//! the rules pages, and what tests read of the page.

use crate::command::{Decision, PrefCommand, SetupCommand};
use crate::test_util::*;
use ashtapada_i18n::Lang;

#[test]
fn an_offer_opens_the_answer_dialog_for_a_person() {
    let mut app = exchange_app(&humans(4));
    assert_eq!(app.game().position().actor(), Seat::ALL[0]);
    assert!(app.screen().get("dice").contains("data-cmd=\"offer\""));
    app.command(Command::Decide(Decision::Offer));
    assert_eq!(
        app.session.answer_pending(),
        Some((Seat::ALL[0], Seat::ALL[1]))
    );
    assert_eq!(app.open_dialog_name(), Some("answer"));
    assert!(app.screen().get("answer-body").contains("Accept"));
    // Closing does not dismiss a decision the game waits for.
    app.command(Command::Close);
    assert_eq!(app.open_dialog_name(), Some("answer"));
    app.command(Command::Decide(Decision::Answer(true)));
    assert_eq!(app.session.answer_pending(), None);
    let events: Vec<Event> = app.game().events().iter().flatten().copied().collect();
    assert!(events.contains(&Event::ExchangeAccepted), "{events:?}");
    assert!(app.screen().get("log").contains("exchange is accepted"));
}

#[test]
fn resign_and_draw() {
    let mut app = app("chaturanga-v3", &humans(2), 1);
    app.command(Command::Resign);
    assert_eq!(app.open_dialog_name(), Some("confirm"));
    app.command(Command::Close);
    assert_eq!(app.game().outcome(), None);
    app.command(Command::Draw);
    app.command(Command::DrawConfirmed);
    assert!(matches!(app.game().outcome(), Some(Outcome::Draw(_))));
    assert_eq!(app.open_dialog_name(), Some("over"));
    assert!(!app.can_undo());
    let screen = app.screen();
    assert!(
        screen.get("over-body").contains("drawn"),
        "{}",
        screen.get("over-body")
    );

    let mut app = self::app(
        "chaturanga-v3",
        &[Controller::Human, Controller::Bot(BotLevel::Easy)],
        1,
    );
    app.command(Command::Draw);
    assert!(app.toast_text().unwrap().contains("decline"));
    app.command(Command::Resign);
    app.command(Command::ResignConfirmed);
    assert_eq!(
        app.game().outcome(),
        Some(Outcome::Win {
            team: ashtapada_rules::Team(1),
            reason: WinReason::Resignation
        })
    );
    assert!(app.record().contains("[Result \"0-1\"]"));
    // The log tells the resignation, then the end it brought.
    let log = app.screen().get("log").to_string();
    let (resigns, over) = (log.find("resigns"), log.find("Game over"));
    assert!(
        resigns.is_some() && over.is_some() && resigns < over,
        "the resignation after the end: {log}"
    );
}

#[test]
fn the_new_game_form_starts_any_ruleset() {
    let mut app = app("chaturanga-v3", &humans(2), 1);
    let ids: Vec<&str> = Ruleset::all()
        .iter()
        .map(|r| r.id)
        .chain(["chaturanga-v1+dice"])
        .collect();
    for id in ids {
        app.command(Command::NewGame);
        assert_eq!(app.open_dialog_name(), Some("setup"));
        let base = id.trim_end_matches("+dice");
        app.command(Command::Setup(SetupCommand::Ruleset(base.into())));
        app.command(Command::Setup(SetupCommand::Dice(id.ends_with("+dice"))));
        app.command(Command::Setup(SetupCommand::Seat(1, "bot:hard".into())));
        app.command(Command::Setup(SetupCommand::Seed("12".into())));
        let screen = app.screen();
        assert!(screen.get("setup-rulesets").contains(&format!(
            "value=\"{base}\" data-cmd=\"setup-ruleset\" checked"
        )));
        app.command(Command::Start);
        assert_eq!(app.rules().id, id);
        assert_eq!(app.game().seed(), 12);
        assert_eq!(app.session.seats()[1], Controller::Bot(BotLevel::Hard));
        assert_eq!(app.open_dialog_name(), None);
    }
    // A bad seed keeps the form open with a message.
    app.command(Command::NewGame);
    app.command(Command::Setup(SetupCommand::Seed("twelve".into())));
    app.command(Command::Start);
    assert_eq!(app.open_dialog_name(), Some("setup"));
    assert!(app.screen().get("setup-error").contains("whole number"));
}

#[test]
fn rules_pages_read_their_documents() {
    let mut app = app("chaturanga-v3", &humans(2), 1);
    app.command(Command::NewGame);
    app.command(Command::Rules("chaturaji".into()));
    let screen = app.screen();
    assert!(screen.is_open("dlg-rules") && screen.is_open("dlg-setup"));
    assert!(screen.get("rules-body").contains("Opening the rules"));
    assert!(rules_body(&mut app).contains("How this ruleset reads its document"));
    app.command(Command::Close);
    assert_eq!(app.open_dialog_name(), Some("setup"), "the form stays");
}

#[test]
fn the_test_state_says_what_tests_need() {
    let mut app = app("chaturaji", &humans(4), 9);
    let state = app.test_state();
    assert_eq!(state.ruleset, "chaturaji");
    assert!(!state.legal.is_empty());
    let json = serde_json::to_string(&state).unwrap();
    assert!(json.contains("\"toMove\""));
    app.command(Command::Decide(Decision::Roll));
    assert_eq!(app.test_state().ply, app.game().actions().len());
}

/// The rules page shows each piece kind of the ruleset once, in a table: its picture (the
/// figure of what the document calls it), its name and how it moves; and it names its source.
#[test]
fn the_rules_page_has_a_table_of_the_pieces_with_their_pictures() {
    use ashtapada_board::{army_colours, pieces};
    use ashtapada_rules::Emblem;
    let mut app = app("chaturanga-v3", &humans(2), 1);
    for rules in Ruleset::all() {
        app.command(Command::Rules(rules.id.into()));
        let body = rules_body(&mut app);
        let page = ashtapada_i18n::rules_page::rules_page(ashtapada_i18n::Lang::En, rules);
        let rows = &page
            .sections
            .iter()
            .find(|s| s.heading == "Pieces")
            .unwrap()
            .pieces;
        assert_eq!(
            body.matches("<svg class=\"figure\"").count(),
            rows.len(),
            "{}: one picture per piece kind",
            rules.id
        );
        let colour = army_colours(rules)[0];
        for row in rows {
            let picture = pieces::svg(rules.emblem(row.role), colour, 36);
            assert!(
                body.contains(&format!(
                    "{picture}</td><th scope=\"row\">{}</th>",
                    maud::html! { (row.name) }.into_string()
                )),
                "{}: {} beside its picture",
                rules.id,
                row.name
            );
        }
        assert!(
            body.contains("<table class=\"pieces-table\">"),
            "{}",
            rules.id
        );
        assert!(
            body.contains(&format!("<cite>{}</cite>", rules.source.title)),
            "{}",
            rules.id
        );
        app.command(Command::Close);
    }

    // Chaturaji's Boat is drawn as a boat and its Elephant (a rook's move) as an elephant.
    app.command(Command::Rules("chaturaji".into()));
    let body = rules_body(&mut app);
    let red = army_colours(Ruleset::by_id("chaturaji").unwrap())[0];
    for (emblem, name) in [(Emblem::Boat, "Boat"), (Emblem::Elephant, "Elephant")] {
        let cell = format!(
            "{}</td><th scope=\"row\">{name}</th>",
            pieces::svg(emblem, red, 36)
        );
        assert!(body.contains(&cell), "{name}");
    }
    assert!(!body.contains(&pieces::svg(Emblem::Tower, red, 36)));
    app.command(Command::Close);

    // Byzantine traditional: the fou is a bishop and the dame a queen (the English page names
    // them so).
    app.command(Command::Rules("byzantine-traditional".into()));
    let body = rules_body(&mut app);
    let white = army_colours(Ruleset::by_id("byzantine-traditional").unwrap())[0];
    for (emblem, name) in [(Emblem::Bishop, "Bishop"), (Emblem::Queen, "Queen")] {
        let cell = format!(
            "{}</td><th scope=\"row\">{name}</th>",
            pieces::svg(emblem, white, 36)
        );
        assert!(body.contains(&cell), "{name}");
    }
}

/// The rules dialog opens at its top: its heading takes the focus, not Close at the end.
#[test]
fn the_rules_page_focuses_its_heading() {
    let mut app = app("chaturaji", &humans(4), 1);
    app.command(Command::Rules("chaturaji".into()));
    let body = rules_body(&mut app);
    let heading = body.find("<h2 id=\"rules-title\"").unwrap();
    assert_eq!(heading, 0, "the heading comes first");
    assert!(body[..body.find("</h2>").unwrap()].contains(" tabindex=\"-1\" autofocus"));
    assert_eq!(body.matches("autofocus").count(), 1);
}

/// The log's notes are written in every language: after a switch in the Settings they read in
/// the new one, and a toast of the old one goes.
#[test]
fn notes_follow_the_language_and_a_switch_hides_the_toast() {
    use crate::words::Words;
    use ashtapada_i18n::Lang;
    let mut app = app("chaturaji", &humans(4), 3);
    app.note(Words::new(|l| l.note_new_game("Chaturaji")));
    app.tell(Words::new(|l| l.file_not_text().into()));
    assert!(app.toast_message().is_some());
    let log = app.screen().get("log").to_string();
    assert!(log.contains("New game: Chaturaji"), "{log}");
    app.command(Command::Pref(PrefCommand::Language(Some(Lang::Fr))));
    assert!(app.toast_message().is_none(), "the English toast goes");
    let log = app.screen().get("log").to_string();
    assert!(log.contains("Nouvelle partie : Chaturaji"), "{log}");
    assert!(log.contains("Le fichier n’est pas du texte"), "{log}");
    assert!(!log.contains("New game"), "{log}");
    assert_eq!(app.screen().lang, Lang::Fr);
}

/// A toast's timer from before a new game cannot hide the new game's first toast: the serial
/// numbers go on across games.
#[test]
fn an_old_toast_timer_does_not_hide_a_new_toast() {
    let mut app = app("chaturanga-v3", &humans(2), 1);
    app.tell("first".into());
    let old = app.toast_message().expect("a toast").serial;
    app.command(Command::NewGame);
    app.command(Command::Start);
    app.tell("second".into());
    app.toast_expired(old);
    assert_eq!(app.toast_text().as_deref(), Some("Second"));
}

/// The rules page comes from the extras worker: asked for once when it opens and again in the
/// new language after a switch; an answer for another page or language is dropped.
#[test]
fn the_rules_page_is_asked_of_the_extras_worker_and_checked() {
    let mut app = app("chaturaji", &humans(4), 1);
    app.command(Command::Rules("chaturaji".into()));
    let asked: Vec<Effect> = app
        .take_effects()
        .into_iter()
        .filter(|e| matches!(e, Effect::RulesPage { .. }))
        .collect();
    assert_eq!(
        asked,
        [Effect::RulesPage {
            lang: Lang::En,
            rules: "chaturaji"
        }]
    );
    app.command(Command::Pref(PrefCommand::Flip));
    assert!(
        !app.take_effects()
            .iter()
            .any(|e| matches!(e, Effect::RulesPage { .. })),
        "asked once"
    );
    app.extras
        .rules_page_ready("en", "chaturanga-v3", "<p>other</p>".into());
    app.extras
        .rules_page_ready("fr", "chaturaji", "<p>autre</p>".into());
    app.extras
        .rules_page_ready("xx", "chaturaji", "<p>?</p>".into());
    assert!(app.screen().get("rules-body").contains("Opening the rules"));
    app.extras
        .rules_page_ready("en", "chaturaji", "<h2>Chaturaji</h2>".into());
    assert_eq!(app.screen().get("rules-body"), "<h2>Chaturaji</h2>");
    app.command(Command::Pref(PrefCommand::Language(Some(Lang::Fr))));
    assert!(app
        .screen()
        .get("rules-body")
        .contains("Ouverture des règles"));
    assert!(rules_body(&mut app).contains("Règles") || rules_body(&mut app).contains("règles"));
}

/// A rules page the extras worker will not write says so and how to mend it (reload the
/// page), instead of "Opening the rules…" for ever; it is not asked again by itself.
#[test]
fn a_rules_page_the_extras_worker_will_not_write_says_to_reload() {
    let mut app = app("chaturaji", &humans(4), 1);
    app.command(Command::Rules("chaturaji".into()));
    assert!(app.screen().get("rules-body").contains("Opening the rules"));
    assert_eq!(refuse_extras(&mut app), 1);
    let body = app.screen().get("rules-body").to_string();
    assert!(
        body.contains("reload the page") && body.contains("role=\"alert\""),
        "{body}"
    );
    assert!(!body.contains("Opening the rules"), "{body}");
    app.command(Command::Pref(PrefCommand::Flip));
    assert_eq!(refuse_extras(&mut app), 0, "not asked again by itself");
}

/// A person's own automatic pass stays on screen until they act: no timer takes it down and a
/// bot's pass does not cover it; a bot's pass is routine news, timed.
#[test]
fn a_persons_own_pass_stays_until_they_act() {
    use crate::effect::Effect;
    use crate::overlay::Overlay;
    use crate::session::{Pass, Played};
    let pass = |seat: u8, own: bool| Pass {
        seat: Seat::new(seat).unwrap(),
        roll: Some(3),
        own,
    };
    let played = |passes: Vec<Pass>, by_person: bool| Played {
        passes,
        finished: false,
        by_person,
        sound: None,
    };
    let mut overlay = Overlay::default();
    let timers = overlay.show_played(&played(vec![pass(0, true)], false), 1);
    assert!(timers.is_empty(), "{timers:?}");
    let shown = |o: &Overlay| {
        o.toast()
            .map(|t| t.news.text(Lang::En, Ruleset::by_id("chaturaji").unwrap()))
    };
    let own = shown(&overlay).unwrap();
    assert!(own.starts_with("South"), "{own}");
    // A bot acts and passes: the person's pass stays.
    let timers = overlay.show_played(&played(vec![pass(1, false)], false), 1);
    assert!(timers.is_empty());
    assert_eq!(shown(&overlay).as_deref(), Some(own.as_str()));
    // The person acts: it goes; a bot's pass then shows, with its timer.
    overlay.show_played(&played(Vec::new(), true), 1);
    assert_eq!(overlay.toast(), None);
    let timers = overlay.show_played(&played(vec![pass(1, false)], false), 1);
    assert!(matches!(timers[..], [Effect::ToastTimer(_)]));
}

/// Every `<dialog>` of the page is one the screen opens and closes (and so one whose Escape the
/// page routes to the app's Close): a dialog left out closed in the browser while the app
/// still held it open, and opened again at the next change (it was so for Learn, Games and
/// the seats here).
#[test]
fn the_screen_holds_every_dialog_of_the_page() {
    let page = include_str!("../../../../www/index.html");
    let mut in_page: Vec<&str> = page
        .split("<dialog id=\"")
        .skip(1)
        .map(|part| &part[..part.find('"').unwrap()])
        .collect();
    let app = app("chaturanga-v3", &humans(2), 1);
    let mut on_screen: Vec<&str> = app.screen().dialogs.iter().map(|d| d.0).collect();
    in_page.sort_unstable();
    on_screen.sort_unstable();
    assert_eq!(in_page, on_screen);
}
