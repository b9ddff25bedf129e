//! The bots, through the app: requests and their answers, failures, undo while a bot thinks,
//! hints, and the worker link wired to the app as the page does.

use crate::command::Decision;
use crate::test_util::*;

#[test]
fn a_bot_answers_an_offer_for_its_seat() {
    let seats = [
        Controller::Human,
        Controller::Bot(BotLevel::Easy),
        Controller::Human,
        Controller::Bot(BotLevel::Easy),
    ];
    let mut app = exchange_app(&seats);
    app.take_effects();
    app.command(Command::Decide(Decision::Offer));
    assert_eq!(app.open_dialog_name(), None, "no dialog for a bot's answer");
    let effects = app.take_effects();
    assert_eq!(thinks(&effects).len(), 1, "the bot is asked");
    let id = app.thinking().unwrap().id;
    app.bot_reply(id, Action::Answer(false).into());
    assert!(app
        .game()
        .events()
        .iter()
        .flatten()
        .any(|e| *e == Event::ExchangeRefused));
}

#[test]
fn bots_are_asked_and_undo_goes_back_to_the_persons_move() {
    let mut app = app(
        "chaturanga-v3",
        &[Controller::Human, Controller::Bot(BotLevel::Medium)],
        2,
    );
    assert_eq!(app.thinking(), None, "White (a person) starts");
    app.command(Command::TypedMove("e2-e3".into()));
    let effects = app.take_effects();
    assert!(effects.contains(&Effect::ClearMoveBox));
    let ids = thinks(&effects);
    assert_eq!(ids.len(), 1);
    let Some(Effect::Think { request, delay_ms }) =
        effects.iter().find(|e| matches!(e, Effect::Think { .. }))
    else {
        unreachable!()
    };
    assert_eq!(*delay_ms, 0);
    match request {
        Request::Think {
            seat,
            level,
            game,
            budget_ms,
            ..
        } => {
            assert_eq!(*seat, 1);
            assert_eq!(*level, BotLevel::Medium);
            assert_eq!(*budget_ms, 500);
            assert_eq!(game.actions.len(), 1);
        }
        other => panic!("{other:?}"),
    }
    // A stale answer is ignored.
    app.bot_reply(ids[0] + 100, WireAction::Pass);
    assert_eq!(app.game().actions().len(), 1);
    bot_answers(&mut app);
    assert_eq!(app.game().actions().len(), 2);
    assert!(app.human_to_act());

    app.command(Command::Undo);
    assert_eq!(app.game().actions().len(), 0, "both moves taken back");
    assert!(app.human_to_act());
    assert_eq!(app.thinking(), None);
    app.command(Command::Redo);
    assert_eq!(app.game().actions().len(), 2, "and replayed");
    assert!(app.human_to_act());
}

#[test]
fn undo_while_a_bot_thinks_cancels_it() {
    let mut app = app(
        "chaturanga-v3",
        &[Controller::Human, Controller::Bot(BotLevel::Easy)],
        2,
    );
    app.command(Command::TypedMove("e2-e3".into()));
    let id = app.thinking().unwrap().id;
    app.take_effects();
    app.command(Command::Undo);
    assert!(app.take_effects().contains(&Effect::CancelThink));
    assert_eq!(app.game().actions().len(), 0);
    app.bot_reply(id, WireAction::Pass);
    assert_eq!(app.game().actions().len(), 0, "the late answer is ignored");
}

#[test]
fn a_worker_failure_lets_the_bot_play_at_random() {
    let mut app = app(
        "chaturanga-v3",
        &[Controller::Bot(BotLevel::Hard), Controller::Human],
        2,
    );
    let id = app.thinking().expect("White's bot").id;
    app.bot_failed(id, "the bot worker failed 3 times");
    assert_eq!(app.game().actions().len(), 1);
    assert!(app.human_to_act());
    assert!(app.screen().get("log").contains("plays at random"));
}

#[test]
fn an_illegal_bot_action_is_replaced() {
    let mut app = app(
        "chaturanga-v3",
        &[Controller::Bot(BotLevel::Easy), Controller::Human],
        2,
    );
    let id = app.thinking().unwrap().id;
    app.bot_reply(id, WireAction::Keep);
    assert_eq!(app.game().actions().len(), 1);
    assert!(app.human_to_act());
}

#[test]
fn worker_replies_reach_the_app_through_the_link() {
    // The link and the app together, as the page wires them.
    let mut form = Setup {
        ruleset: Ruleset::by_id("chaturanga-v3").unwrap(),
        ..Setup::default()
    };
    form.seats[0] = Controller::Bot(BotLevel::Easy);
    form.seats[1] = Controller::Human;
    let mut app = App::new(&form, 1);
    let (mut link, _) = worker_link::WorkerLink::new();
    let g = link.generation();
    link.on_reply(
        g,
        Reply::Ready {
            protocol: ashtapada_worker::PROTOCOL_VERSION,
        },
    );
    link.on_reply(g, Reply::Pong { id: 0 });
    let request = match app.take_effects().into_iter().find_map(|e| match e {
        Effect::Think { request, .. } => Some(request),
        _ => None,
    }) {
        Some(r) => r,
        None => panic!("no request"),
    };
    let id = request.id();
    let out = link.submit(request);
    assert!(matches!(out[0], worker_link::LinkOut::Post(_)));
    let action = app.game().legal_actions()[0];
    let out = link.on_reply(
        g,
        Reply::Action {
            id,
            action: action.into(),
            nodes: 1,
            depth: 1,
            millis: 1.0,
            score: 0,
            played: None,
        },
    );
    for o in out {
        if let worker_link::LinkOut::Deliver(Reply::Action { id, action, .. }) = o {
            app.bot_reply(id, action);
        }
    }
    assert_eq!(app.game().actions().len(), 1);
}

/// The hard bot's hint for a person: asked through the worker, shown as an arrow and a toast
/// until the game moves on; a move played meanwhile drops the request.
#[test]
fn hints_suggest_a_move_until_the_game_moves_on() {
    let mut app = app("chaturanga-v3", &[Controller::Human, Controller::Human], 3);
    assert!(app.can_hint());
    app.command(Command::Hint);
    let effects = app.take_effects();
    let [id] = thinks(&effects)[..] else {
        panic!("one hint request: {effects:?}");
    };
    match effects.iter().find(|e| matches!(e, Effect::Think { .. })) {
        Some(Effect::Think {
            request: Request::Think { level, seat, .. },
            delay_ms: 0,
        }) => {
            assert_eq!(*level, HINT_LEVEL);
            assert_eq!(*seat, 0);
        }
        other => panic!("{other:?}"),
    }
    assert!(app.bots.hinting());
    assert_eq!(app.thinking(), None, "a hint is not a bot's turn");
    assert!(!app.can_hint(), "one request at a time");
    assert!(app.test_state().hinting);

    // The answer is shown, not played.
    let suggestion = Action::Move(Move {
        from: sq(&app, "b1"),
        to: sq(&app, "c3"),
        promotion: None,
    });
    app.bot_stats(id, 1234, 4, 480.0);
    app.bot_reply(id, suggestion.into());
    assert_eq!(app.game().actions().len(), 0);
    assert_eq!(app.hint().map(|h| h.action), Some(suggestion));
    assert_eq!(app.test_state().hint.as_deref(), Some("Nb1-c3"));
    assert_eq!(
        app.board_view().hint,
        Some((sq(&app, "b1"), sq(&app, "c3")))
    );
    assert!(app.toast_text().is_some_and(|t| t.contains("Nb1-c3")));
    let stats = app.test_state().last_think.expect("stats");
    assert_eq!((stats.level, stats.nodes, stats.depth), ("hard", 1234, 4));

    // Playing any move hides it, its toast too: the toast belongs to the moment that made it.
    app.command(Command::TypedMove("e2-e3".into()));
    assert_eq!(app.game().actions().len(), 1);
    assert_eq!(app.hint(), None);
    assert_eq!(app.board_view().hint, None);
    assert_eq!(app.toast_text(), None, "the hint's toast outlived its move");

    // A hint still being worked out when the person moves is dropped, and its late answer
    // is ignored.
    app.command(Command::Hint);
    let [late] = thinks(&app.take_effects())[..] else {
        panic!("one hint request");
    };
    app.command(Command::TypedMove("e7-e6".into()));
    assert!(app.take_effects().contains(&Effect::CancelThink));
    assert!(!app.bots.hinting());
    app.bot_reply(late, WireAction::Pass);
    assert_eq!(app.hint(), None);
    assert_eq!(app.game().actions().len(), 2);

    // A hint's toast goes with a take-back, and a message about the app does not.
    app.command(Command::Hint);
    let [id] = thinks(&app.take_effects())[..] else {
        panic!("one hint request");
    };
    let suggestion = Action::Move(Move {
        from: sq(&app, "g1"),
        to: sq(&app, "f3"),
        promotion: None,
    });
    app.bot_reply(id, suggestion.into());
    assert!(app.toast_text().is_some_and(|t| t.contains("Ng1-f3")));
    app.command(Command::Undo);
    assert_eq!(app.game().actions().len(), 1);
    assert_eq!(
        app.toast_text(),
        None,
        "the hint's toast outlived the take-back"
    );
    app.tell(crate::words::Words::new(|_| {
        "The game is kept in this browser".into()
    }));
    app.command(Command::Undo);
    assert_eq!(
        app.toast_text().as_deref(),
        Some("The game is kept in this browser"),
        "a message about the app stays"
    );
}

/// No hint for a bot's turn, and a failed hint says so without touching the game.
#[test]
fn hints_are_for_people_and_failures_only_say_so() {
    let mut app = app(
        "chaturanga-v3",
        &[Controller::Human, Controller::Bot(BotLevel::Easy)],
        3,
    );
    app.command(Command::TypedMove("e2-e3".into()));
    app.take_effects();
    assert!(app.thinking().is_some(), "the bot's turn");
    assert!(!app.can_hint());
    app.command(Command::Hint);
    assert!(!app.bots.hinting());
    bot_answers(&mut app);
    app.take_effects();
    assert!(app.can_hint());
    app.command(Command::Hint);
    let [id] = thinks(&app.take_effects())[..] else {
        panic!("one hint request");
    };
    let before = app.game().actions().len();
    app.bot_failed(id, "the bot worker failed 3 times");
    assert_eq!(app.game().actions().len(), before);
    assert!(app.toast_text().is_some_and(|t| t.starts_with("No hint")));
    assert!(app.can_hint());
}
