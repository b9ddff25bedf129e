//! The app's state machine, natively: selection and moves, promotion, dice, decisions, bots,
//! undo and redo, autosave, imports, and what the page shows.

use super::*;
use ashtapada_rules::record::Tags;
use ashtapada_worker::{BotLevel, Reply};

fn sq(app: &App, name: &str) -> Square {
    app.rules().geometry.parse(name).unwrap()
}

/// A game of `id` with these seats, no automatic rolls, no bot pause.
fn app(id: &str, seats: &[Controller], seed: u64) -> App {
    let rules = Ruleset::by_id(id).unwrap();
    let base = if id == "chaturanga-v1+dice" {
        Ruleset::by_id("chaturanga-v1").unwrap()
    } else {
        rules
    };
    let mut form = Setup {
        ruleset: base,
        dice: id == "chaturanga-v1+dice",
        seed: seed.to_string(),
        ..Setup::default()
    };
    for (slot, c) in form.seats.iter_mut().zip(seats) {
        *slot = *c;
    }
    let mut app = App::new(&form, 1);
    app.set_bot_delay(0);
    app.take_effects();
    app
}

fn humans(n: usize) -> Vec<Controller> {
    vec![Controller::Human; n]
}

/// The Think requests among the effects.
fn thinks(effects: &[Effect]) -> Vec<u32> {
    effects
        .iter()
        .filter_map(|e| match e {
            Effect::Think { request, .. } => Some(request.id()),
            _ => None,
        })
        .collect()
}

fn saves(effects: &[Effect]) -> Vec<String> {
    effects
        .iter()
        .filter_map(|e| match e {
            Effect::Save(s) => Some(s.clone()),
            _ => None,
        })
        .collect()
}

/// Answers the pending bot request with the first legal action (as a bot would, legally).
fn bot_answers(app: &mut App) {
    let id = app.thinking().expect("a bot is thinking").id;
    let action = app.game().legal_actions()[0];
    app.bot_reply(id, action.into());
}

/// Imports a game from a position (through the record, as a player would paste it).
fn from_fen(app: &mut App, fen_text: &str) {
    let pos = fen::parse(app.rules(), fen_text).unwrap();
    let game = Game::from_position(pos, 0);
    let text = record::write(&game, &Tags::default());
    app.command(Command::Import(text));
    assert_eq!(
        fen::write(app.game().position()),
        fen::write(&pos),
        "imported"
    );
}

#[test]
fn click_click_selects_and_moves() {
    let mut app = app("chaturanga-v3", &humans(2), 1);
    let e2 = sq(&app, "e2");
    let e3 = sq(&app, "e3");
    app.intent(Intent::Select(e2));
    assert_eq!(app.selected(), Some(e2));
    let view = app.board_view();
    assert_eq!(view.selected, Some(e2));
    assert!(view.dests.has(e3));
    app.intent(Intent::Move { from: e2, to: e3 });
    assert_eq!(app.game().actions().len(), 1);
    assert_eq!(app.selected(), None);
    assert_eq!(app.board_view().last_move, Some((e2, e3)));
    assert!(app.take_animate());
    assert_eq!(saves(&app.take_effects()).len(), 1, "saved after the move");
}

#[test]
fn an_illegal_drop_shows_the_engines_reason() {
    let mut app = app("chaturanga-v3", &humans(2), 1);
    let (e2, e5) = (sq(&app, "e2"), sq(&app, "e5"));
    app.intent(Intent::Move { from: e2, to: e5 });
    assert_eq!(app.game().actions().len(), 0);
    let toast = app.toast_message().unwrap().text.clone();
    assert!(toast.contains("does not move that way"), "{toast}");
    assert!(app
        .take_effects()
        .iter()
        .any(|e| matches!(e, Effect::ToastTimer(_))));
    // Black's piece on White's turn: whose turn it is.
    app.intent(Intent::Move {
        from: sq(&app, "e7"),
        to: sq(&app, "e6"),
    });
    assert!(app.toast_message().unwrap().text.contains("belongs to"));
}

#[test]
fn selecting_a_piece_the_die_forbids_says_why() {
    let mut app = app("chaturaji", &humans(4), 3);
    let actor = app.game().position().actor();
    if app.game().position().needs_roll() {
        app.command(Command::Roll);
    }
    let pos = *app.game().position();
    let allowed = pos.allowed_roles();
    let forbidden = pos
        .army_cells(actor)
        .find(|&s| !allowed.has(pos.piece_at(s).unwrap().role()));
    if let Some(cell) = forbidden {
        app.intent(Intent::Select(cell));
        assert_eq!(app.selected(), None);
        assert!(
            app.toast_message()
                .unwrap()
                .text
                .contains("roll does not allow"),
            "{:?}",
            app.toast_message()
        );
    }
}

#[test]
fn promotion_with_several_choices_opens_the_chooser() {
    let mut app = app("byzantine-modern", &humans(2), 1);
    from_fen(&mut app, "8wP+7/16/16/wK7bK7 w - 0 0");
    let (a9, a10) = (sq(&app, "a9"), sq(&app, "a10"));
    app.intent(Intent::Select(a9));
    app.intent(Intent::Move { from: a9, to: a10 });
    let choice = app.promotion().expect("a choice").clone();
    assert!(choice.roles.len() > 1, "{choice:?}");
    assert!(!choice.roles.contains(&Role::King));
    assert_eq!(app.open_dialog_name(), Some("promote"));
    assert!(app.screen().is_open("dlg-promote"));
    // A role that is not offered changes nothing.
    app.command(Command::Promote('K'));
    assert!(app.promotion().is_some());
    app.command(Command::Promote('N'));
    assert_eq!(app.promotion(), None);
    let piece = app.game().position().piece_at(a10).unwrap();
    assert_eq!(piece.role(), Role::Knight);
}

#[test]
fn cancelling_a_promotion_keeps_the_pawn() {
    let mut app = app("byzantine-modern", &humans(2), 1);
    from_fen(&mut app, "8wP+7/16/16/wK7bK7 w - 0 0");
    let (a9, a10) = (sq(&app, "a9"), sq(&app, "a10"));
    app.intent(Intent::Move { from: a9, to: a10 });
    app.command(Command::Close);
    assert_eq!(app.promotion(), None);
    assert_eq!(app.game().actions().len(), 0);
}

#[test]
fn dice_flow_roll_then_move_or_pass() {
    let mut app = app("chaturaji", &humans(4), 9);
    app.command(Command::AutoPass(false));
    for _ in 0..20 {
        let pos = *app.game().position();
        if pos.outcome().is_some() {
            break;
        }
        if pos.needs_roll() {
            let rolls_before = app.game().actions().len();
            app.command(Command::Roll);
            assert_eq!(app.game().actions().len(), rolls_before + 1);
            assert!(app.game().position().roll().is_some());
            // The die and what it allows are shown; movable pieces are highlighted.
            let screen = app.screen();
            assert!(
                screen.get("dice").contains("class=\"die"),
                "{}",
                screen.get("dice")
            );
            continue;
        }
        let legal = app.game().legal_actions();
        if legal == [Action::Pass] {
            assert!(app.screen().get("dice").contains("data-cmd=\"pass\""));
            app.command(Command::Pass);
            assert!(app.toast_message().unwrap().text.contains("passes"));
            continue;
        }
        assert!(!app.board_view().movable.is_empty());
        let Action::Move(m) = legal[0] else {
            panic!("{legal:?}")
        };
        app.intent(Intent::Move {
            from: m.from,
            to: m.to,
        });
    }
    assert!(app.game().actions().len() >= 10);
}

#[test]
fn auto_roll_and_auto_pass_play_forced_actions() {
    let mut app = app("chaturanga-v2", &humans(4), 4);
    app.command(Command::AutoRoll(true));
    // Every turn starts rolled; passes happen by themselves.
    for _ in 0..12 {
        let pos = *app.game().position();
        assert!(!pos.needs_roll(), "rolled automatically");
        let legal = app.game().legal_actions();
        assert_ne!(legal, [Action::Pass], "passed automatically");
        let Action::Move(m) = legal[0] else { break };
        app.intent(Intent::Move {
            from: m.from,
            to: m.to,
        });
    }
    assert!(app
        .game()
        .events()
        .iter()
        .flatten()
        .any(|e| matches!(e, Event::Passed { .. })));
}

const EXCHANGE: &str = "7nA/7eR/8/5sK2/nR7/8/1wKwA2nP2/4sA1sR1 w - 5 213 leap=swne captured=sNsPsPsPsPwRwNwPwPwPwPnKnNnPnPnPeKeNeAePePePeP held=nwes kings-lost=n1e1";

/// The exchange example of docs/records.md, up to South's offer.
fn exchange_app(seats: &[Controller]) -> App {
    let mut app = app("chaturanga-v1", seats, 0);
    from_fen(&mut app, EXCHANGE);
    for m in ["Kb2-c3", "Rg1-g7", "Kc3-d2"] {
        let pos = *app.game().position();
        if app.is_human(pos.actor()) {
            app.command(Command::TypedMove(m.into()));
        } else {
            let id = app.thinking().unwrap().id;
            let mv = notation::parse_move(&pos, m).unwrap();
            app.bot_reply(id, Action::Move(mv).into());
        }
        assert_eq!(app.move_error(), None);
    }
    app
}

#[test]
fn an_offer_opens_the_answer_dialog_for_a_person() {
    let mut app = exchange_app(&humans(4));
    assert_eq!(app.game().position().actor(), Seat(0));
    assert!(app.screen().get("dice").contains("data-cmd=\"offer\""));
    app.command(Command::Offer);
    assert_eq!(app.answer_pending(), Some((Seat(0), Seat(1))));
    assert_eq!(app.open_dialog_name(), Some("answer"));
    assert!(app.screen().get("answer-body").contains("Accept"));
    // Closing does not dismiss a decision the game waits for.
    app.command(Command::Close);
    assert_eq!(app.open_dialog_name(), Some("answer"));
    app.command(Command::Answer(true));
    assert_eq!(app.answer_pending(), None);
    let events: Vec<Event> = app.game().events().iter().flatten().copied().collect();
    assert!(events.contains(&Event::ExchangeAccepted), "{events:?}");
    assert!(app.screen().get("log").contains("exchange is accepted"));
}

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
    app.command(Command::Offer);
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
fn kings_are_put_back_by_clicking_a_cell_or_kept() {
    let mut app = app("chaduranga", &humans(4), 0);
    from_fen(
        &mut app,
        "wAwP2nKnRnNnA/wNwP2nPnPnPnP/wRwP6/wKwP6/6ePeK/6ePeR/sPsPsPsP2ePeN/sAsNsR3ePeA s - 0 0 captured=sK reintro=s kings-lost=s1",
    );
    assert!(app.placing(), "South may reintroduce his king");
    let view = app.board_view();
    let e4 = sq(&app, "e4");
    assert!(view.marked.has(e4));
    assert!(app.screen().get("dice").contains("data-cmd=\"keep\""));
    // An occupied cell is refused with a word.
    app.intent(Intent::Select(sq(&app, "a1")));
    assert_eq!(app.game().actions().len(), 0);
    assert!(app.toast_message().is_some());
    app.intent(Intent::Press(e4));
    assert_eq!(app.game().actions(), [Action::Place(e4)]);
    assert!(app.game().position().is_king_at(e4));
}

#[test]
fn keep_declines_a_reintroduction() {
    let mut app = app("chaduranga", &humans(4), 0);
    from_fen(
        &mut app,
        "wAwP2nKnRnNnA/wNwP2nPnPnPnP/wRwP6/wKwP6/6ePeK/6ePeR/sPsPsPsP2ePeN/sAsNsR3ePeA s - 0 0 captured=sK reintro=s kings-lost=s1",
    );
    app.command(Command::Keep);
    assert_eq!(app.game().actions(), [Action::Keep]);
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
fn undo_in_a_dice_game_with_bots_skips_rolls_and_passes() {
    let seats = [
        Controller::Human,
        Controller::Bot(BotLevel::Easy),
        Controller::Bot(BotLevel::Easy),
        Controller::Bot(BotLevel::Easy),
    ];
    let mut app = app("chaturaji", &seats, 21);
    // Play until the person has made two decisions.
    let mut decisions = 0;
    for _ in 0..400 {
        if app.game().outcome().is_some() || decisions == 2 {
            break;
        }
        if app.human_to_act() {
            let legal = app.game().legal_actions();
            match legal[0] {
                Action::Roll(_) => app.command(Command::Roll),
                Action::Move(m) => {
                    app.intent(Intent::Move {
                        from: m.from,
                        to: m.to,
                    });
                    decisions += 1;
                }
                other => panic!("{other:?}"),
            }
        } else {
            bot_answers(&mut app);
        }
    }
    assert_eq!(decisions, 2);
    while !app.human_to_act() && app.game().outcome().is_none() {
        bot_answers(&mut app);
    }
    app.command(Command::Undo);
    let pos = app.game().position();
    assert!(app.human_to_act());
    assert_eq!(pos.actor(), Seat(0));
    assert!(pos.roll().is_some(), "back to the decision, after the roll");
    assert!(matches!(app.game().legal_actions()[0], Action::Move(_)));
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
fn autosave_round_trips() {
    let seats = [
        Controller::Human,
        Controller::Bot(BotLevel::Hard),
        Controller::Human,
        Controller::Bot(BotLevel::Easy),
    ];
    let mut app = app("chaturanga-antique", &seats, 77);
    app.command(Command::Flip);
    app.command(Command::Coords(false));
    for _ in 0..30 {
        if app.human_to_act() {
            let legal = app.game().legal_actions();
            match legal[0] {
                Action::Move(m) => app.intent(Intent::Move {
                    from: m.from,
                    to: m.to,
                }),
                Action::Roll(_) => app.command(Command::Roll),
                _ => app.command(Command::Pass),
            }
        } else {
            bot_answers(&mut app);
        }
    }
    let saved = saves(&app.take_effects()).pop().expect("saved");
    let (back, message) = App::restore(Some(&saved), 5);
    assert_eq!(message, None);
    assert_eq!(back.game().positions(), app.game().positions());
    assert_eq!(back.game().seed(), 77);
    assert_eq!(back.seats(), app.seats());
    assert_eq!(back.prefs(), app.prefs());
    assert_eq!(back.stake(), 5);
    assert_eq!(back.orientation(), app.orientation());
    assert_eq!(back.record(), app.record());
    // A bot to act resumes thinking.
    assert_eq!(back.thinking().is_some(), !back.human_to_act());
}

#[test]
fn a_corrupt_or_old_save_starts_afresh_with_a_message() {
    for (text, expect) in [
        ("{not json", "not a save"),
        (
            r#"{"format":"other","version":1,"record":"","seats":[]}"#,
            "not a save",
        ),
        (
            r#"{"format":"ashtapada-save","version":99,"record":"","seats":[]}"#,
            "another version",
        ),
        (
            r#"{"format":"ashtapada-save","version":1,"record":"[Ruleset \"chess\"]","seats":[]}"#,
            "record is damaged",
        ),
        (
            r#"{"format":"ashtapada-save","version":1,"record":"[Ruleset \"chaturanga-v3\"]\n\n1. e2-e5\n*\n","seats":["human","human"]}"#,
            "line 3",
        ),
        (
            r#"{"format":"ashtapada-save","version":1,"record":"[Ruleset \"chaturanga-v3\"]\n\n*\n","seats":["human"]}"#,
            "players",
        ),
    ] {
        let (app, message) = App::restore(Some(text), 3);
        let message = message.unwrap_or_else(|| panic!("no message for {text}"));
        assert!(message.contains(expect), "{message}");
        assert!(app.toast_message().is_some());
        assert_eq!(app.game().actions().len(), 0);
        assert_eq!(app.rules().id, Setup::default().ruleset.id);
    }
    let (_, message) = App::restore(None, 3);
    assert_eq!(message, None);
}

#[test]
fn import_errors_name_the_line_and_keep_the_game() {
    let mut app = app("chaturanga-v3", &humans(2), 1);
    app.command(Command::TypedMove("e2-e3".into()));
    let before = app.record();
    app.command(Command::Import(
        "[Ruleset \"chaturanga-v3\"]\n\n1. e7-e6\n*\n".into(),
    ));
    assert_eq!(app.record(), before, "the game is untouched");
    let Some(Dialog::Record { error, text }) = app.dialog().cloned() else {
        panic!("{:?}", app.dialog())
    };
    let error = error.unwrap();
    assert!(error.starts_with("line 3, column 4"), "{error}");
    assert!(text.contains("e7-e6"));
    let select = app
        .take_effects()
        .into_iter()
        .find_map(|e| match e {
            Effect::SelectRecordText { start, end } => Some((start, end)),
            _ => None,
        })
        .unwrap();
    let chars: Vec<char> = text.chars().collect();
    assert_eq!(
        chars[select.0..select.1].iter().collect::<String>(),
        "e7-e6"
    );
    assert!(app.screen().get("record-body").contains("line 3, column 4"));
}

#[test]
fn a_good_import_replaces_the_game_and_keeps_bots_named_in_the_record() {
    let mut app = app("chaturanga-v3", &humans(2), 1);
    let text = "[Ruleset \"chaturaji\"]\n[Seed \"5\"]\n[South \"Asha\"]\n[West \"Bot (hard)\"]\n[North \"Bot (easy)\"]\n[East \"Dev\"]\n\n*\n";
    app.command(Command::Import(text.into()));
    assert_eq!(app.rules().id, "chaturaji");
    assert_eq!(
        app.seats(),
        [
            Controller::Human,
            Controller::Bot(BotLevel::Hard),
            Controller::Bot(BotLevel::Easy),
            Controller::Human
        ]
    );
    assert!(app.toast_message().unwrap().text.contains("imported"));
}

#[test]
fn typed_moves_and_their_errors() {
    let mut app = app("chaturanga-v3", &humans(2), 1);
    app.command(Command::TypedMove("e2-e5".into()));
    let error = app.move_error().unwrap().to_string();
    assert!(error.contains("not a legal move"), "{error}");
    app.command(Command::TypedMove("hello".into()));
    assert!(app.move_error().unwrap().contains("is not a move"));
    app.command(Command::TypedMove("e2e3".into()));
    assert_eq!(app.move_error(), None);
    assert_eq!(app.game().actions().len(), 1);
    assert!(app.screen().get("moves").contains("e2-e3"));
}

#[test]
fn stepping_through_the_past_never_loses_the_game() {
    let mut app = app("chaturanga-v3", &humans(2), 1);
    for m in ["e2-e3", "e7-e6", "d2-d3", "d7-d6"] {
        app.command(Command::TypedMove(m.into()));
    }
    app.command(Command::Prev);
    assert_eq!(app.shown_index(), 3);
    app.command(Command::First);
    assert_eq!(app.shown_index(), 0);
    assert!(app.board_view().last_move.is_none());
    assert!(app.screen().get("banner").contains("Back to the game"));
    app.command(Command::Next);
    assert_eq!(app.shown_index(), 1);
    assert!(app.key("End"));
    assert!(app.is_live());
    app.command(Command::View(2));
    assert_eq!(app.game().actions().len(), 4, "nothing was lost");
    // A move from the past applies to the present.
    let (c2, c3) = (sq(&app, "c2"), sq(&app, "c3"));
    app.intent(Intent::Move { from: c2, to: c3 });
    assert!(app.is_live());
    assert_eq!(app.game().actions().len(), 5);
}

#[test]
fn steps_skip_the_positions_right_after_rolls() {
    let mut app = app("chaturaji", &humans(4), 9);
    app.command(Command::AutoRoll(true));
    for _ in 0..3 {
        let legal = app.game().legal_actions();
        if let Action::Move(m) = legal[0] {
            app.intent(Intent::Move {
                from: m.from,
                to: m.to,
            });
        }
    }
    let actions = app.game().actions().to_vec();
    let mut i = actions.len();
    while i > 0 {
        app.command(Command::Prev);
        let shown = app.shown_index();
        assert!(shown < i);
        assert!(shown == 0 || !matches!(actions[shown - 1], Action::Roll(_)));
        i = shown;
    }
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
    assert!(app.toast_message().unwrap().text.contains("decline"));
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
}

#[test]
fn stakes_show_rupees_and_rank_by_money() {
    let mut app = app("chaturanga-v2", &humans(4), 1);
    let screen = app.screen();
    assert!(screen.hidden.contains(&("ledger-section", false)));
    let ledger = screen.get("ledger");
    assert!(
        ledger.contains("\u{2212}5"),
        "each player staked one unit: {ledger}"
    );
    assert!(ledger.contains("Pot</th><td>20"), "{ledger}");
    app.command(Command::Resign);
    app.command(Command::ResignConfirmed);
    assert!(app.screen().get("over-body").contains("rupees"));
    let plain = self::app("chaturanga-v3", &humans(2), 1).screen();
    assert!(plain.hidden.contains(&("ledger-section", true)));
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
        app.command(Command::SetupRuleset(base.into()));
        app.command(Command::SetupDice(id.ends_with("+dice")));
        app.command(Command::SetupSeat(1, "bot:hard".into()));
        app.command(Command::SetupSeed("12".into()));
        let screen = app.screen();
        assert!(screen.get("setup-rulesets").contains(&format!(
            "value=\"{base}\" data-cmd=\"setup-ruleset\" checked"
        )));
        app.command(Command::Start);
        assert_eq!(app.rules().id, id);
        assert_eq!(app.game().seed(), 12);
        assert_eq!(app.seats()[1], Controller::Bot(BotLevel::Hard));
        assert_eq!(app.open_dialog_name(), None);
    }
    // A bad seed keeps the form open with a message.
    app.command(Command::NewGame);
    app.command(Command::SetupSeed("twelve".into()));
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
    assert!(screen
        .get("rules-body")
        .contains("How this ruleset reads its document"));
    app.command(Command::Close);
    assert_eq!(app.open_dialog_name(), Some("setup"), "the form stays");
}

#[test]
fn orientation_defaults_to_the_first_person_and_turns() {
    let mut app = app(
        "chaturaji",
        &[
            Controller::Bot(BotLevel::Easy),
            Controller::Bot(BotLevel::Easy),
            Controller::Human,
            Controller::Bot(BotLevel::Easy),
        ],
        1,
    );
    assert_eq!(app.orientation(), Seat(2));
    assert_eq!(app.board_view().orientation, Seat(2));
    app.command(Command::Flip);
    assert_eq!(app.orientation(), Seat(3));
    app.command(Command::Flip);
    assert_eq!(app.orientation(), Seat(0));
}

#[test]
fn frozen_armies_are_dimmed_and_named() {
    let mut app = app("chaturanga-v1", &humans(4), 0);
    from_fen(&mut app, EXCHANGE);
    let view = app.board_view();
    let pos = *app.game().position();
    assert!(pos.frozen(Seat(2)));
    assert_eq!(
        view.dimmed & pos.army_cells(Seat(2)),
        pos.army_cells(Seat(2))
    );
    assert!(app.screen().get("seats").contains("frozen"));
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
        },
    );
    for o in out {
        if let worker_link::LinkOut::Deliver(Reply::Action { id, action, .. }) = o {
            app.bot_reply(id, action);
        }
    }
    assert_eq!(app.game().actions().len(), 1);
}

#[test]
fn the_test_state_says_what_tests_need() {
    let mut app = app("chaturaji", &humans(4), 9);
    let state = app.test_state();
    assert_eq!(state.ruleset, "chaturaji");
    assert!(!state.legal.is_empty());
    let json = serde_json::to_string(&state).unwrap();
    assert!(json.contains("\"toMove\""));
    app.command(Command::Roll);
    assert_eq!(app.test_state().ply, app.game().actions().len());
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
    assert!(app.hinting());
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
    assert!(app
        .toast_message()
        .is_some_and(|t| t.text.contains("Nb1-c3")));
    let stats = app.test_state().last_think.expect("stats");
    assert_eq!((stats.level, stats.nodes, stats.depth), ("hard", 1234, 4));

    // Playing any move hides it.
    app.command(Command::TypedMove("e2-e3".into()));
    assert_eq!(app.game().actions().len(), 1);
    assert_eq!(app.hint(), None);
    assert_eq!(app.board_view().hint, None);

    // A hint still being worked out when the person moves is dropped, and its late answer
    // is ignored.
    app.command(Command::Hint);
    let [late] = thinks(&app.take_effects())[..] else {
        panic!("one hint request");
    };
    app.command(Command::TypedMove("e7-e6".into()));
    assert!(app.take_effects().contains(&Effect::CancelThink));
    assert!(!app.hinting());
    app.bot_reply(late, WireAction::Pass);
    assert_eq!(app.hint(), None);
    assert_eq!(app.game().actions().len(), 2);
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
    assert!(!app.hinting());
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
    assert!(app
        .toast_message()
        .is_some_and(|t| t.text.starts_with("No hint")));
    assert!(app.can_hint());
}
