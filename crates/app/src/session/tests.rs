//! The session, through the app: dice, automatic rolls and passes, undo, the autosave, imports,
//! stakes, the board's orientation.

use crate::command::{Decision, GamesCommand, PrefCommand};
use crate::test_util::*;
use ashtapada_i18n::Lang;

#[test]
fn dice_flow_roll_then_move_or_pass() {
    let mut app = app("chaturaji", &humans(4), 9);
    app.command(Command::Pref(PrefCommand::AutoPass(false)));
    for _ in 0..20 {
        let pos = *app.game().position();
        if pos.outcome().is_some() {
            break;
        }
        if pos.needs_roll() {
            let rolls_before = app.game().actions().len();
            app.command(Command::Decide(Decision::Roll));
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
            app.command(Command::Decide(Decision::Pass));
            assert!(app.toast_text().unwrap().contains("passes"));
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

/// Plays the first legal action of people until the one to act can only pass, and passes.
fn play_until_a_pass(app: &mut crate::App) {
    for _ in 0..400 {
        let pos = *app.game().position();
        assert!(pos.outcome().is_none(), "the game ended before a pass");
        if pos.needs_roll() {
            app.command(Command::Decide(Decision::Roll));
            continue;
        }
        let legal = app.game().legal_actions();
        if legal == [Action::Pass] {
            app.command(Command::Decide(Decision::Pass));
            return;
        }
        let Action::Move(m) = legal[0] else {
            panic!("{legal:?}")
        };
        app.intent(Intent::Move {
            from: m.from,
            to: m.to,
        });
    }
    panic!("no pass in 400 actions");
}

/// A toast belongs to the moment that made it: a pass's news stays while it is the news of the
/// turn, goes once another seat has acted and a person here is to act, and none stays under
/// the result.
#[test]
fn a_pass_toast_goes_when_its_moment_is_over() {
    let mut app = app("chaturaji", &humans(4), 9);
    app.command(Command::Pref(PrefCommand::AutoPass(false)));
    play_until_a_pass(&mut app);
    assert!(app.toast_text().is_some_and(|t| t.contains("passes")));
    assert!(app.game().position().needs_roll(), "the next seat rolls");
    app.command(Command::Decide(Decision::Roll));
    assert_eq!(app.toast_text(), None, "the pass's toast outlived its turn");
    // The game's end: whatever news was up goes, the result says it all.
    play_until_a_pass(&mut app);
    assert!(app.toast_text().is_some());
    app.command(Command::Resign);
    app.command(Command::ResignConfirmed);
    for _ in 0..3 {
        if app.game().outcome().is_none() {
            app.command(Command::Resign);
            app.command(Command::ResignConfirmed);
        }
    }
    assert!(app.game().outcome().is_some(), "the game ended");
    assert!(app.result_open());
    assert_eq!(app.toast_text(), None, "a toast under the result");
}

/// A pass's toast is kept as data (who passed, with what roll) and worded when drawn, in the
/// language of the page at that moment.
#[test]
fn a_pass_is_told_as_data_and_worded_when_shown() {
    use crate::overlay::News;
    let mut app = app("chaturaji", &humans(4), 9);
    app.command(Command::Pref(PrefCommand::AutoPass(false)));
    play_until_a_pass(&mut app);
    let Some(News::Pass(pass)) = app.toast_message().map(|t| t.news.clone()) else {
        panic!("{:?}", app.toast_message())
    };
    let rules = app.rules();
    assert_eq!(
        app.toast_text().unwrap(),
        crate::text::sentence(&pass.text(Lang::En, rules))
    );
    assert!(pass.text(Lang::En, rules).contains("passes"));
    assert!(pass.text(Lang::Fr, rules).contains("passe"));
    assert_ne!(pass.text(Lang::En, rules), pass.text(Lang::Fr, rules));
}

/// A pass is news of the game: it does not hide a message about the app (here, as after a save
/// that could not be restored) while that one is up, and shows again once it has gone.
#[test]
fn a_pass_does_not_hide_a_message_about_the_app() {
    let mut app = app("chaturaji", &humans(4), 9);
    app.command(Command::Pref(PrefCommand::AutoPass(false)));
    app.tell("the save could not be restored".into());
    let notice = app.toast_message().expect("the notice").clone();
    play_until_a_pass(&mut app);
    assert_eq!(app.toast_message(), Some(&notice), "the notice stays up");
    app.toast_expired(notice.serial);
    assert_eq!(app.toast_message(), None);
    play_until_a_pass(&mut app);
    let toast = app.toast_message().expect("the pass's toast");
    // Every seat is a person's here: their own pass stays until they act.
    assert!(!toast.routine);
    let text = app.toast_text().unwrap();
    assert!(text.contains("passes"), "{text}");
    // A message about the app replaces a pass's toast at once.
    app.tell("a link did not open".into());
    assert_eq!(app.toast_text().unwrap(), "A link did not open");
}

#[test]
fn auto_roll_and_auto_pass_play_forced_actions() {
    let mut app = app("chaturanga-v2", &humans(4), 4);
    app.command(Command::Pref(PrefCommand::AutoRoll(true)));
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

#[test]
fn the_dice_panel_offers_to_roll_for_the_person_and_one_tap_rolls_from_then_on() {
    let mut app = app("chaturanga-v2", &humans(4), 4);
    assert!(app.game().position().needs_roll());
    let dice = app.screen().get("dice").to_string();
    assert!(dice.contains(r#"id="btn-roll""#), "{dice}");
    assert!(dice.contains(r#"id="btn-auto-roll""#), "{dice}");
    assert!(dice.contains("Roll for me from now on"), "{dice}");
    app.command(Command::Pref(PrefCommand::RollForMe));
    // Rolled at once, and every later turn too: the person only moves.
    for _ in 0..8 {
        assert!(!app.game().position().needs_roll(), "rolled by itself");
        let dice = app.screen().get("dice").to_string();
        assert!(
            !dice.contains("btn-auto-roll"),
            "no offer once it is on: {dice}"
        );
        let Action::Move(m) = app.game().legal_actions()[0] else {
            break;
        };
        app.intent(Intent::Move {
            from: m.from,
            to: m.to,
        });
    }
    let settings = app.screen().get("prefs").to_string();
    assert!(
        settings.contains(r#"data-cmd="auto-roll" checked"#),
        "{settings}"
    );
}

#[test]
fn the_record_dialog_says_in_french_why_the_record_is_in_the_documents_notation_and_who_plays() {
    let seats = [
        Controller::Human,
        Controller::Bot(BotLevel::Easy),
        Controller::Human,
        Controller::Bot(BotLevel::Hard),
    ];
    let mut app = app("chaturaji", &seats, 5);
    app.command(Command::Pref(PrefCommand::Language(Some(Lang::Fr))));
    app.command(Command::RecordText);
    let body = app.screen().get("record-body").to_string();
    // The record itself keeps the documents' notation, and the dialog says so, in French.
    assert!(body.contains("[South &quot;Human&quot;]"), "{body}");
    assert!(body.contains("notation des documents"), "{body}");
    for letter in ["K Roi", "N Cheval", "A Bateau", "P Pion"] {
        assert!(body.contains(letter), "{letter}: {body}");
    }
    assert!(
        body.contains("Joueurs\u{a0}: Sud – humain · Ouest – robot (facile) · Nord – humain · Est – robot (fort)"),
        "{body}"
    );
    assert!(
        !body.contains("Bot (easy)</p>") && !body.contains("Players"),
        "{body}"
    );
}

/// A refusal of a try on the board is news of that moment: it goes when the person then plays.
#[test]
fn a_refused_try_s_toast_goes_with_the_next_move() {
    let mut app = app("chaturanga-v3", &humans(2), 1);
    // Black's knight, on White's turn.
    let (from, to) = (sq(&app, "g8"), sq(&app, "f6"));
    app.intent(Intent::Move { from, to });
    assert!(app.toast_text().is_some(), "the refusal is said");
    app.command(Command::TypedMove("e2-e3".into()));
    assert_eq!(app.toast_text(), None, "gone with the move");
}

#[test]
fn keep_declines_a_reintroduction() {
    let mut app = app("chaduranga", &humans(4), 0);
    from_fen(
        &mut app,
        "wAwP2nKnRnNnA/wNwP2nPnPnPnP/wRwP6/wKwP6/6ePeK/6ePeR/sPsPsPsP2ePeN/sAsNsR3ePeA s - 0 0 captured=sK reintro=s kings-lost=s1",
    );
    app.command(Command::Decide(Decision::Keep));
    assert_eq!(app.game().actions(), [Action::Keep]);
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
                Action::Roll(_) => app.command(Command::Decide(Decision::Roll)),
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
    assert_eq!(pos.actor(), Seat::ALL[0]);
    assert!(pos.roll().is_some(), "back to the decision, after the roll");
    assert!(matches!(app.game().legal_actions()[0], Action::Move(_)));
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
    app.command(Command::Pref(PrefCommand::Flip));
    app.command(Command::Pref(PrefCommand::Coords(false)));
    for _ in 0..30 {
        if app.human_to_act() {
            let legal = app.game().legal_actions();
            match legal[0] {
                Action::Move(m) => app.intent(Intent::Move {
                    from: m.from,
                    to: m.to,
                }),
                Action::Roll(_) => app.command(Command::Decide(Decision::Roll)),
                _ => app.command(Command::Decide(Decision::Pass)),
            }
        } else {
            bot_answers(&mut app);
        }
    }
    let saved = saves(&app.take_effects()).pop().expect("saved");
    let (back, message) = App::restore(Some(&saved), &SerdeJson, 5, Lang::En);
    assert_eq!(message, None);
    assert_eq!(back.game().positions(), app.game().positions());
    assert_eq!(back.game().seed(), 77);
    assert_eq!(back.session.seats(), app.session.seats());
    assert_eq!(back.session.prefs(), app.session.prefs());
    assert_eq!(back.session.stake(), 5);
    assert_eq!(back.session.orientation(), app.session.orientation());
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
        let (app, message) = App::restore(Some(text), &SerdeJson, 3, Lang::En);
        let message = message.unwrap_or_else(|| panic!("no message for {text}"));
        assert!(message.contains(expect), "{message}");
        assert!(app.toast_message().is_some());
        assert_eq!(app.game().actions().len(), 0);
        assert_eq!(app.rules().id, Setup::default().ruleset.id);
    }
    let (_, message) = App::restore(None, &SerdeJson, 3, Lang::En);
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
    let Some(Dialog::Record { error, text }) = app.overlay.dialog().cloned() else {
        panic!("{:?}", app.overlay.dialog())
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
        app.session.seats(),
        [
            Controller::Human,
            Controller::Bot(BotLevel::Hard),
            Controller::Bot(BotLevel::Easy),
            Controller::Human
        ]
    );
    assert!(app.toast_text().unwrap().contains("imported"));
    // The people keep their names, shown in the seats and written back; bots keep theirs.
    let seats = app.screen().get("seats").to_string();
    assert!(seats.contains("Asha") && seats.contains("Dev"), "{seats}");
    let record = app.record();
    assert!(record.contains("[South \"Asha\"]"), "{record}");
    assert!(record.contains("[West \"Bot (hard)\"]"), "{record}");
}

#[test]
fn imported_names_are_text_and_bots_keep_their_seats() {
    // Two people in the current game; the record names no bot, so they stay people.
    let mut app = app("chaturanga-v3", &humans(2), 1);
    let text = "[Ruleset \"chaturanga-v3\"]\n[White \"<img src=x onerror=alert(1)>\"]\n\
                [Black \"\\\"><script>x</script>\"]\n\n1. e2-e3 *\n";
    app.command(Command::Import(text.into()));
    assert_eq!(app.game().actions().len(), 1);
    let seats = app.screen().get("seats").to_string();
    assert!(
        seats.contains("&lt;img src=x onerror=alert(1)&gt;"),
        "{seats}"
    );
    assert!(
        seats.contains("&quot;&gt;&lt;script&gt;") || seats.contains("\"&gt;&lt;script&gt;"),
        "{seats}"
    );
    assert!(
        !seats.contains("<img") && !seats.contains("<script"),
        "{seats}"
    );
    // A bot seat keeps its bot, and the record calls it by the bot's name.
    let mut app = app_with_bot_in_second_seat();
    app.command(Command::Import(text.into()));
    assert_eq!(app.session.seats()[1], Controller::Bot(BotLevel::Easy));
    assert!(app.record().contains("[Black \"Bot (easy)\"]"));
    assert!(!app.screen().get("seats").contains("script"));
}

fn app_with_bot_in_second_seat() -> App {
    app(
        "chaturanga-v3",
        &[Controller::Human, Controller::Bot(BotLevel::Easy)],
        1,
    )
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
    assert_eq!(app.session.orientation(), Seat::ALL[2]);
    assert_eq!(app.board_view().orientation, Seat::ALL[2]);
    app.command(Command::Pref(PrefCommand::Flip));
    assert_eq!(app.session.orientation(), Seat::ALL[3]);
    app.command(Command::Pref(PrefCommand::Flip));
    assert_eq!(app.session.orientation(), Seat::ALL[0]);
}

#[test]
fn frozen_armies_are_dimmed_and_named() {
    let mut app = app("chaturanga-v1", &humans(4), 0);
    from_fen(&mut app, EXCHANGE);
    let view = app.board_view();
    let pos = *app.game().position();
    assert!(pos.frozen(Seat::ALL[2]));
    assert_eq!(
        view.dimmed & pos.army_cells(Seat::ALL[2]),
        pos.army_cells(Seat::ALL[2])
    );
    assert!(app.screen().get("seats").contains("frozen"));
}

#[test]
fn the_roll_off_is_told_in_the_log_and_the_turn_panel() {
    // Chaturaji keeps the winner's roll; chaturanga-antique rolls again.
    for (id, tail) in [
        ("chaturaji", "as his first roll."),
        ("chaturanga-antique", "starts and rolls again."),
    ] {
        let mut app = app(id, &humans(4), 5);
        // The note a game started from the form begins with.
        app.note("New game: this one");
        let ro = app.game().roll_off().expect("a roll-off");
        let winner = ashtapada_i18n::names::seat(Lang::En, app.rules(), ro.winner.unwrap());
        let screen = app.screen();
        let (log, turn) = (screen.get("log"), screen.get("turn"));
        let first = ashtapada_i18n::names::seat(Lang::En, app.rules(), Seat::ALL[0]);
        assert!(log.contains(&format!("Roll-off: {first} ")), "{log}");
        assert!(
            log.contains(&format!("{winner} starts")) && log.contains(tail),
            "{log}"
        );
        assert!(turn.contains("Roll-off:"), "{turn}");
        // After the game's own start note, before the first action's events.
        let (new_game, roll_off) = (log.find("New game").unwrap(), log.find("Roll-off").unwrap());
        assert!(new_game < roll_off, "{log}");
    }
    // No dice, no roll-off.
    let app = app("chaturanga-v1", &humans(4), 5);
    assert!(!app.screen().get("log").contains("Roll-off"));
}

/// The die panel shows the pieces the rolled face lets move: each one's picture, in the
/// roller's colours, beside its name; Chaturaji's 2 shows a boat.
#[test]
fn the_die_panel_shows_the_rolled_face_s_pieces() {
    use ashtapada_board::{army_colours, pieces};
    use ashtapada_rules::Emblem;
    let mut app = app("chaturaji", &humans(4), 9);
    app.command(Command::Pref(PrefCommand::AutoPass(false)));
    let rules = app.rules();
    let dice = rules.dice.unwrap();
    let mut boats = 0;
    for _ in 0..60 {
        let pos = *app.game().position();
        if pos.outcome().is_some() {
            break;
        }
        if pos.needs_roll() {
            app.command(Command::Decide(Decision::Roll));
            let pos = app.game().position();
            let face = dice.faces[usize::from(pos.roll().unwrap())];
            let colour = army_colours(rules)[pos.actor().index()];
            let panel = app.screen().get("dice").to_string();
            assert_eq!(
                panel.matches("<svg class=\"figure\"").count(),
                face.roles.iter().count(),
                "{panel}"
            );
            for role in face.roles.iter() {
                let piece = format!(
                    "<span class=\"face-piece\">{}{}</span>",
                    pieces::svg(rules.emblem(role), colour, 28),
                    rules.role_name(role)
                );
                assert!(panel.contains(&piece), "{role:?}: {panel}");
            }
            if face.roles.has(Role::Alfil) {
                assert!(panel.contains(&pieces::svg(Emblem::Boat, colour, 28)));
                assert!(panel.contains("Boat</span>"));
                boats += 1;
            }
            continue;
        }
        match app.game().legal_actions()[0] {
            Action::Pass => app.command(Command::Decide(Decision::Pass)),
            Action::Move(m) => app.intent(Intent::Move {
                from: m.from,
                to: m.to,
            }),
            other => panic!("{other:?}"),
        }
    }
    assert!(boats > 0, "a 2 was rolled in 60 actions");
}

/// The move list writes the record's words (`pass`) in the page's language.
#[test]
fn the_move_list_says_pass_in_the_pages_language() {
    use ashtapada_rules::Action;
    let mut app = app("chaturaji", &humans(4), 3);
    for _ in 0..200 {
        let legal = app.game().legal_actions();
        if legal.contains(&Action::Pass) {
            break;
        }
        app.command(Command::TypedMove(ashtapada_rules::record::write_action(
            app.game().position(),
            legal[0],
        )));
    }
    app.command(Command::Decide(Decision::Pass));
    assert!(
        app.screen().get("moves").contains(">pass<"),
        "{}",
        app.screen().get("moves")
    );
    app.command(Command::Pref(PrefCommand::Language(Some(Lang::Fr))));
    assert!(app.screen().get("moves").contains(">passe<"));
}

/// A game travels by link: the receiving page replays it to the same position with the same
/// players, and a link that does not read leaves the game on screen as it was, saying why.
#[test]
fn a_game_travels_by_link_and_a_bad_link_changes_nothing() {
    let mut a = app("chaturanga-v3", &humans(2), 7);
    for mv in ["e2-e3", "e7-e6", "d2-d3"] {
        a.command(Command::TypedMove(mv.into()));
    }
    let link = a.share_link().expect("a link");
    let mut b = app("chaturaji", &humans(4), 1);
    b.open_link(&format!("#{link}"));
    assert_eq!(b.rules().id, "chaturanga-v3");
    assert_eq!(b.game().position(), a.game().position());
    assert_eq!(b.game().actions(), a.game().actions());
    // B plays on and sends its link back; A opens it.
    b.command(Command::TypedMove("d7-d6".into()));
    a.open_link(&b.share_link().expect("a link"));
    assert_eq!(a.game().actions().len(), 4);
    // A cut link: the game stays, and the log says where it ends.
    let before = a.game().actions().to_vec();
    let cut = &link[..link.len() - 6];
    a.open_link(cut);
    assert_eq!(a.game().actions(), before.as_slice());
    let toast = a.toast_text().expect("a toast");
    assert!(toast.starts_with("The link was not opened"), "{toast}");
    a.command(Command::Pref(PrefCommand::Language(Some(Lang::Fr))));
    assert!(a.screen().get("log").contains("Le lien n’a pas été ouvert"));
}

/// The Share dialog shows the link and copies it.
#[test]
fn the_share_dialog_shows_and_copies_the_link() {
    let mut app = app("chaturaji", &humans(4), 5);
    app.command(Command::Share);
    let link = app.share_link().expect("a link");
    let screen = app.screen();
    assert!(screen.is_open("dlg-share"));
    assert!(screen.get("share-body").contains(&format!("#{link}")));
    app.take_effects();
    app.command(Command::CopyLink);
    assert!(app
        .take_effects()
        .contains(&Effect::Copy(format!("#{link}"))));
}

/// Plays the first legal action (a roll, a pass or a move) as a person would.
fn play_first(app: &mut App) {
    let legal = app.game().legal_actions();
    match legal[0] {
        Action::Roll(_) => app.command(Command::Decide(Decision::Roll)),
        Action::Pass => app.command(Command::Decide(Decision::Pass)),
        a => app.command(Command::TypedMove(record::write_action(
            app.game().position(),
            a,
        ))),
    }
}

/// After a switch to French, the turn, the die, the seats, the menu, the controls and the
/// Settings speak French, and their English words are gone.
#[test]
fn the_session_panels_speak_french_after_the_switch() {
    let mut app = app("chaturaji", &humans(4), 5);
    app.command(Command::Pref(PrefCommand::AutoPass(false)));
    assert!(app.screen().get("turn").contains("to move"));
    app.command(Command::Pref(PrefCommand::Language(Some(Lang::Fr))));
    while !app.game().position().needs_roll() {
        play_first(&mut app);
    }
    app.command(Command::Decide(Decision::Roll));
    let screen = app.screen();
    let turn = screen.get("turn");
    for word in ["de jouer", "équipe", "humain"] {
        assert!(turn.contains(word), "{word}: {turn}");
    }
    for word in ["to move", "team", "human", "your move", "rolled"] {
        assert!(!turn.contains(word), "{word}: {turn}");
    }
    let dice = screen.get("dice");
    assert!(dice.contains("aria-label=\"Le dé montre"), "{dice}");
    assert!(dice.contains(" a fait "), "{dice}");
    assert!(
        !dice.contains(" rolled ") && !dice.contains("The die"),
        "{dice}"
    );
    let seats = screen.get("seats");
    for word in ["Humain", "au trait", "en jeu", "(rouge)"] {
        assert!(seats.contains(word), "{word}: {seats}");
    }
    for word in ["Human", "to move", "playing", "(red)"] {
        assert!(!seats.contains(word), "{word}: {seats}");
    }
    let (menu, controls) = (screen.get("menu"), screen.get("controls"));
    for word in ["Nouvelle partie", "Exporter", "Importer", "Relevé en texte"] {
        assert!(menu.contains(word), "{word}: {menu}");
    }
    // One word a meaning: "Indice" as in the lessons, "Reprendre" (Annuler is the dialogs'
    // Cancel).
    for word in [
        "Indice",
        "Reprendre",
        "Rétablir",
        "Tourner le plateau",
        "Abandonner",
    ] {
        assert!(controls.contains(word), "{word}: {controls}");
    }
    for word in [">Undo<", ">Redo<", ">Resign<", "Turn board", "Download"] {
        assert!(!menu.contains(word) && !controls.contains(word), "{word}");
    }
    let moves = screen.get("moves");
    assert!(
        moves.contains(">Début<") && !moves.contains(">Start<"),
        "{moves}"
    );
    let prefs = screen.get("prefs");
    for word in ["Langue", "Lancer le dé automatiquement", "Coordonnées"] {
        assert!(prefs.contains(word), "{word}: {prefs}");
    }
    assert!(!prefs.contains("Language") && !prefs.contains("Roll automatically"));
}

/// The Settings offer every language under its own name, the page's selected; choosing one
/// is a `lang` command with its code.
#[test]
fn the_settings_offer_each_language_in_its_own_name() {
    let mut app = app("chaturanga-v3", &humans(2), 1);
    let prefs = app.screen().get("prefs").to_string();
    assert!(
        prefs.contains("<select id=\"pref-lang\" data-cmd=\"lang\">"),
        "{prefs}"
    );
    assert!(prefs.contains("Language"), "{prefs}");
    assert!(prefs.contains("<option value=\"en\" lang=\"en\" selected>English</option>"));
    assert!(prefs.contains("<option value=\"fr\" lang=\"fr\">Français</option>"));
    app.command(Command::parse("lang", None, Some("fr")).expect("a command"));
    assert_eq!(app.lang(), Lang::Fr);
    let prefs = app.screen().get("prefs").to_string();
    assert!(prefs.contains("Langue"), "{prefs}");
    assert!(prefs.contains("<option value=\"fr\" lang=\"fr\" selected>Français</option>"));
    assert!(prefs.contains("<option value=\"en\" lang=\"en\">English</option>"));
}

/// French sentences name a seat with the article its name takes: « Aux Noirs de jouer »,
/// « Les Noirs réfléchissent… », « Le Joueur 2 (Ouest) a fait… », not the bare name.
#[test]
fn french_sentences_give_seat_names_their_articles() {
    let mut app = app_with_bot_in_second_seat();
    app.command(Command::Pref(PrefCommand::Language(Some(Lang::Fr))));
    let turn = app.screen().get("turn").to_string();
    assert!(turn.contains("Aux Blancs de jouer"), "{turn}");
    assert!(turn.contains("Jouez votre coup"), "{turn}");
    play_first(&mut app);
    assert!(app.thinking().is_some(), "the bot plays Black");
    let turn = app.screen().get("turn").to_string();
    assert!(turn.contains("Les Noirs réfléchissent…"), "{turn}");
    assert!(turn.contains("robot (facile)"), "{turn}");
    assert!(
        !turn.contains("Noirs au trait") && !turn.contains("thinking"),
        "{turn}"
    );

    // Chaduranga's seats are players: « le Joueur 2 (Ouest) ».
    let mut app = self::app("chaduranga", &humans(4), 5);
    app.command(Command::Pref(PrefCommand::AutoPass(false)));
    app.command(Command::Pref(PrefCommand::Language(Some(Lang::Fr))));
    let mut passed = false;
    for _ in 0..200 {
        if app.game().legal_actions() == [Action::Pass] {
            app.command(Command::Decide(Decision::Pass));
            let toast = app.toast_text().expect("a toast");
            assert!(toast.starts_with("Le Joueur "), "{toast}");
            assert!(toast.contains("passe son tour"), "{toast}");
            passed = true;
            break;
        }
        play_first(&mut app);
        if app.game().position().roll().is_some() {
            let screen = app.screen();
            let (turn, dice) = (screen.get("turn"), screen.get("dice"));
            assert!(turn.contains(">Au Joueur "), "{turn}");
            assert!(dice.contains("<p>Le Joueur "), "{dice}");
        }
    }
    assert!(passed, "a pass in 200 actions");
}

/// The exchange of kings, in French: who offers to whom, the kings in the plural, the
/// buttons, and the turn panel's « réponse d’Ouest » (elided).
#[test]
fn the_exchange_offer_is_worded_in_french() {
    let mut app = exchange_app(&humans(4));
    app.command(Command::Decide(Decision::Offer));
    let english = app.screen().get("answer-body").to_string();
    assert!(english.contains("South offers West an exchange of the captured Rajahs"));
    app.command(Command::Pref(PrefCommand::Language(Some(Lang::Fr))));
    let screen = app.screen();
    let answer = screen.get("answer-body");
    assert!(
        answer.contains("Sud propose à Ouest d’échanger les Rajahs capturés"),
        "{answer}"
    );
    for word in ["Échange des rois", ">Accepter<", ">Refuser<"] {
        assert!(answer.contains(word), "{word}: {answer}");
    }
    assert!(
        !answer.contains("offers") && !answer.contains(">Accept<"),
        "{answer}"
    );
    let turn = screen.get("turn");
    assert!(turn.contains("réponse d’Ouest"), "{turn}");
    assert!(
        turn.contains("Acceptez ou refusez l’échange proposé par Sud"),
        "{turn}"
    );
    assert!(!turn.contains("answered by"), "{turn}");
    let seats = screen.get("seats");
    assert!(seats.contains("figé · Rajah détenu par Ouest"), "{seats}");
    assert!(seats.contains("Pertes : "), "{seats}");
    assert!(
        !seats.contains("held by") && !seats.contains("Lost:"),
        "{seats}"
    );
}

/// The stakes and the result in French: rupees in the plural, numbers the French way, the
/// result's buttons; without stakes, each seat's victory or defeat.
#[test]
fn the_ledger_and_the_result_speak_french() {
    let mut app = app("chaturanga-v2", &humans(4), 1);
    app.command(Command::Pref(PrefCommand::Language(Some(Lang::Fr))));
    let ledger = app.screen().get("ledger").to_string();
    for word in [
        "Unité d’enjeu : 5 roupies",
        "Solde (roupies)",
        "Joueur",
        "\u{2212}5",
    ] {
        assert!(ledger.contains(word), "{word}: {ledger}");
    }
    assert!(
        !ledger.contains("rupee") && !ledger.contains("Balance"),
        "{ledger}"
    );
    app.command(Command::Resign);
    app.command(Command::ResignConfirmed);
    let over = app.screen().get("over-body").to_string();
    for word in [
        "+5 roupies",
        "\u{2212}5 roupies",
        "Nouvelle partie",
        "Exporter le relevé",
    ] {
        assert!(over.contains(word), "{word}: {over}");
    }
    assert!(over.contains(">Fermer<"), "{over}");
    assert!(
        !over.contains("rupees") && !over.contains("Export record"),
        "{over}"
    );
    assert!(app.screen().get("turn").contains("Partie terminée"));

    let mut app = self::app("chaturanga-v3", &humans(2), 1);
    app.command(Command::Pref(PrefCommand::Language(Some(Lang::Fr))));
    app.command(Command::Resign);
    app.command(Command::ResignConfirmed);
    let over = app.screen().get("over-body").to_string();
    assert!(over.contains("Les Noirs gagnent"), "{over}");
    assert!(
        over.contains(">victoire<") && over.contains(">défaite<"),
        "{over}"
    );
    assert!(
        !over.contains(">won<") && !over.contains(">lost<"),
        "{over}"
    );
}

/// Money agrees with its amount: one rupee, minus one rupee, French « 0 roupie » (CLDR's
/// `one`) but English "0 rupees", and a thousand with its separator.
#[test]
fn rupees_agree_with_their_amount() {
    let m = "\u{2212}";
    assert_eq!(Lang::En.over_money(1, "+1"), "+1 rupee");
    assert_eq!(
        Lang::En.over_money(-1, &format!("{m}1")),
        format!("{m}1 rupee")
    );
    assert_eq!(Lang::En.over_money(0, "0"), "0 rupees");
    assert_eq!(
        Lang::En.over_money(-10, &format!("{m}10")),
        format!("{m}10 rupees")
    );
    assert_eq!(Lang::Fr.over_money(1, "+1"), "+1 roupie");
    assert_eq!(
        Lang::Fr.over_money(-1, &format!("{m}1")),
        format!("{m}1 roupie")
    );
    assert_eq!(Lang::Fr.over_money(0, "0"), "0 roupie");
    assert_eq!(Lang::Fr.over_money(2, "+2"), "+2 roupies");
    assert_eq!(Lang::En.ledger_caption(1000), "Stake unit: 1,000 rupees");
    assert_eq!(Lang::Fr.ledger_caption(1), "Unité d’enjeu : 1 roupie");
    assert_eq!(
        Lang::Fr.ledger_caption(1000),
        "Unité d’enjeu : 1\u{202f}000 roupies"
    );
}

/// Two devices take turns by link: the sender's Share leaves the seat to act to the friend;
/// the receiver is asked which seats it plays; neither device may move for the other's seat
/// (the board says whose device it is); after each move the Share dialog offers the next link.
#[test]
fn two_devices_take_turns_by_link_each_playing_its_own_seat() {
    let mut a = app("chaturanga-v3", &humans(2), 7);
    a.command(Command::TypedMove("e2-e3".into()));
    a.command(Command::Share);
    assert!(a.screen().is_open("dlg-share"));
    // White played here; Black, to act, is the friend's.
    assert_eq!(a.session.controller(Seat::ALL[1]), Some(Controller::Remote));
    assert!(a.session.is_human(Seat::ALL[0]));
    assert!(a
        .screen()
        .get("share-body")
        .contains("Send the game to Black"));
    assert!(a
        .screen()
        .get("turn")
        .contains("Black plays on another device"));
    a.command(Command::Close);
    a.command(Command::TypedMove("e7-e6".into()));
    assert_eq!(a.game().actions().len(), 1, "A cannot move for Black");
    assert!(a
        .screen()
        .get("move-error")
        .contains("Black plays on another device"));

    // B opens the link: it plays Black, the seat to act, and says so in a dialog it can change.
    let mut b = app("chaturaji", &humans(4), 1);
    b.open_link(&a.share_link().expect("a link"));
    let screen = b.screen();
    assert!(screen.is_open("dlg-here"));
    assert!(screen
        .get("here-body")
        .contains(r#"id="here-1" data-cmd="here" data-arg="1" checked"#));
    assert!(!screen.get("here-body").contains(r#"data-arg="0" checked"#));
    b.command(Command::Close);
    assert!(
        !b.screen().is_open("dlg-share"),
        "nothing to send before B's move"
    );
    b.command(Command::TypedMove("e7-e6".into()));
    // The turn is A's again: B's Share dialog opens by itself with the new link.
    let screen = b.screen();
    assert!(screen.is_open("dlg-share"));
    assert!(screen.get("share-body").contains("Send the game to White"));
    let back = b.share_link().expect("a link");
    assert!(screen.get("share-body").contains(&back));

    // A opens it and plays on; B refuses a move for White.
    a.open_link(&back);
    assert_eq!(a.game().actions().len(), 2);
    a.command(Command::TypedMove("d2-d3".into()));
    assert_eq!(a.game().actions().len(), 3);
    b.command(Command::Close);
    b.command(Command::TypedMove("d2-d3".into()));
    assert_eq!(b.game().actions().len(), 2);

    // Who plays here is the device's to change: B takes White too (a shared screen).
    b.command(Command::Here(0, true));
    b.command(Command::TypedMove("d2-d3".into()));
    assert_eq!(b.game().actions().len(), 3);
}

/// A bot's move in a game by link is searched to a node budget, so that every device computes
/// the same one; at one screen the bot thinks for its time. The mark survives the autosave.
#[test]
fn bots_in_link_games_search_a_node_budget() {
    let node_budget = |app: &mut App| {
        app.take_effects().iter().find_map(|e| match e {
            Effect::Think {
                request: Request::Think { nodes, .. },
                ..
            } => Some(*nodes),
            _ => None,
        })
    };
    let seats = [Controller::Human, Controller::Bot(BotLevel::Hard)];
    let mut local = app("chaturanga-v3", &seats, 3);
    local.command(Command::TypedMove("e2-e3".into()));
    assert_eq!(node_budget(&mut local), Some(0), "at one screen: time");
    // The same game opened from its link on another device: the bot's move is due there.
    let mut other = app("chaturanga-v3", &humans(2), 9);
    other.open_link(&local.share_link().expect("a link"));
    let budget = crate::bots::link_nodes(BotLevel::Hard);
    assert_eq!(node_budget(&mut other), Some(budget));
    // Restored from its autosave, the game still travels by link.
    let save = SerdeJson.write(&other.session.save_file()).unwrap();
    let (mut back, _) = App::restore(Some(&save), &SerdeJson, 1, Lang::En);
    assert_eq!(node_budget(&mut back), Some(budget));
    // Sharing the first device's game marks it too.
    local.cancel_bot();
    local.command(Command::Share);
    local.command(Command::Close);
    local.command(Command::Undo);
    local.command(Command::TypedMove("e2-e3".into()));
    assert_eq!(node_budget(&mut local), Some(budget));
}

/// Nothing is lost when a link comes: the game on screen is kept in the Games list, opens
/// again from it (keeping the link game in its turn), exports, and can be deleted; the list
/// survives as the text the page stores.
#[test]
fn a_link_keeps_the_game_on_screen_in_the_games_list() {
    let mut friend = app("chaturanga-v3", &humans(2), 21);
    friend.command(Command::TypedMove("e2-e3".into()));
    let mut me = app("chaturaji", &humans(4), 5);
    play_first(&mut me);
    play_first(&mut me);
    let mine = me.game().actions().to_vec();
    assert!(!mine.is_empty());
    me.set_now(1_795_564_800_000);
    me.open_link(&friend.share_link().expect("a link"));
    me.command(Command::Close);
    assert_eq!(me.rules().id, "chaturanga-v3");
    assert!(
        me.take_effects().contains(&Effect::SaveGames),
        "the list is stored"
    );
    let stored = me.games_to_store("");
    assert_eq!(me.games().list().len(), 1);
    me.command(Command::Games(GamesCommand::List));
    let screen = me.screen();
    assert!(screen.is_open("dlg-games"));
    let body = screen.get("games-body");
    assert!(
        body.contains("Chaturaji") && body.contains("2026-11-25"),
        "{body}"
    );
    assert!(body.contains("on screen"), "{body}");

    // A fresh page with the stored list opens the kept game; the link game is kept in turn.
    let mut later = app("chaturanga-v3", &humans(2), 3);
    later.set_games(&stored);
    let id = later.games().list()[0].key();
    later.command(Command::Games(GamesCommand::Export(id)));
    assert!(later
        .take_effects()
        .iter()
        .any(|e| matches!(e, Effect::Download { text, .. } if text.contains("chaturaji"))));
    me.command(Command::Games(GamesCommand::Open(id)));
    assert_eq!(me.rules().id, "chaturaji");
    assert_eq!(me.game().actions(), mine.as_slice());
    assert!(!me.screen().is_open("dlg-games"));
    assert_eq!(me.games().list().len(), 1);
    assert_eq!(me.games().list()[0].id, friend.game().seed());
    let other = me.games().list()[0].key();
    me.command(Command::Games(GamesCommand::Delete(other)));
    assert!(me.games().list().is_empty());
}

/// Issue 28's forked link: two devices play by links; a third opens an old link, plays
/// another move and shares it. The first device, opening it, is told where the two games
/// part, keeps both (its own in the Games list), shows the link's and can go back to its own.
#[test]
fn a_forked_link_keeps_both_games_and_offers_to_go_back() {
    let mut a = app("chaturanga-v3", &humans(2), 8);
    a.command(Command::TypedMove("e2-e3".into()));
    a.command(Command::Share);
    a.command(Command::Close);
    let old = a.share_link().expect("a link");
    let mut b = app("chaturanga-v3", &humans(2), 2);
    b.open_link(&old);
    b.command(Command::Close);
    b.command(Command::TypedMove("e7-e6".into()));
    a.open_link(&b.share_link().expect("a link"));
    assert_eq!(
        a.game().actions().len(),
        2,
        "the newer link continues a's game"
    );
    let mine = a.game().actions().to_vec();

    let mut c = app("chaturanga-v3", &humans(2), 3);
    c.open_link(&old);
    c.command(Command::Close);
    c.command(Command::TypedMove("d7-d6".into()));
    assert_eq!(c.game().actions().len(), 2);
    a.open_link(&c.share_link().expect("a link"));

    assert_eq!(
        a.game().actions(),
        c.game().actions(),
        "the link's game is shown"
    );
    let screen = a.screen();
    assert!(screen.is_open("dlg-confirm"));
    let body = screen.get("confirm-body");
    assert!(body.contains("differs from yours at action 2"), "{body}");
    let kept: Vec<_> = a.games().with_id(a.game().seed()).collect();
    assert_eq!(kept.len(), 1, "a's own line is kept");
    assert_eq!(
        a.session.controller(Seat::ALL[1]),
        Some(Controller::Remote),
        "a's seats"
    );

    // Back to a's own: the link's line is kept in turn.
    let Some(Dialog::Fork { mine: key, .. }) = a.overlay.dialog().cloned() else {
        panic!("the fork's dialog");
    };
    a.command(Command::Games(GamesCommand::Open(key)));
    assert_eq!(a.game().actions(), mine.as_slice());
    assert!(!a.screen().is_open("dlg-confirm"));
    let kept: Vec<_> = a.games().with_id(a.game().seed()).collect();
    assert_eq!(kept.len(), 1);
    assert_ne!(kept[0].key(), key, "the list holds the link's line now");

    // The forked link again: no second copy, the same choice.
    a.open_link(&c.share_link().expect("a link"));
    assert_eq!(a.games().with_id(a.game().seed()).count(), 1);
    assert_eq!(a.game().actions(), c.game().actions());
}

/// An imported record of the game on screen that parts from it is a fork too: both kept.
#[test]
fn an_imported_record_that_forks_keeps_both_games() {
    let mut a = app("chaturanga-v3", &humans(2), 8);
    a.command(Command::TypedMove("e2-e3".into()));
    let mut other = a.clone();
    a.command(Command::TypedMove("e7-e6".into()));
    other.command(Command::TypedMove("d7-d6".into()));
    other.command(Command::TypedMove("d2-d3".into()));
    a.command(Command::Import(other.record()));
    assert_eq!(a.game().actions(), other.game().actions());
    let body = a.screen().get("confirm-body").to_string();
    assert!(
        body.contains("This record’s game differs from yours at action 2"),
        "{body}"
    );
    assert_eq!(a.games().with_id(a.game().seed()).count(), 1);
    // The Games list: the game on screen with its length, the other line with where it parts.
    a.command(Command::Games(GamesCommand::List));
    let list = a.screen().get("games-body").to_string();
    assert!(list.contains("3 actions, on screen"), "{list}");
    assert!(
        list.contains("parts from the game on screen after 1 action"),
        "{list}"
    );
}

/// An older export of the game on screen, imported, says so: the newer game stays in view and
/// the record is kept in the Games list, as an older link does.
#[test]
fn an_older_import_keeps_the_newer_game_and_says_so() {
    let mut a = app("chaturanga-v3", &humans(2), 8);
    a.command(Command::TypedMove("e2-e3".into()));
    let older = a.record();
    a.command(Command::TypedMove("e7-e6".into()));
    a.command(Command::TypedMove("d2-d3".into()));
    let kept = a.games().list().len();
    a.command(Command::Import(older));
    assert_eq!(a.game().actions().len(), 3, "the newer game was replaced");
    let toast = a.toast_text().expect("a toast");
    assert!(
        toast.contains("older than the game on screen (1 action against 3)"),
        "{toast}"
    );
    assert_eq!(a.games().list().len(), kept + 1, "the record is kept");
    // A record of this game with more moves is no older one: it replaces the game.
    let mut b = a.clone();
    b.command(Command::TypedMove("e6-e5".into()));
    a.command(Command::Import(b.record()));
    assert_eq!(a.game().actions().len(), 4);
}

/// An older link of a game this browser has newer moves for says so and keeps the newer; a
/// newer link of a kept game replaces it and this device plays the same seats.
#[test]
fn an_older_link_keeps_the_newer_game_and_a_newer_one_replaces_it() {
    let mut a = app("chaturanga-v3", &humans(2), 8);
    a.command(Command::TypedMove("e2-e3".into()));
    a.command(Command::Share);
    a.command(Command::Close);
    let old = a.share_link().expect("a link");
    let mut b = app("chaturanga-v3", &humans(2), 2);
    b.open_link(&old);
    b.command(Command::Close);
    b.command(Command::TypedMove("e7-e6".into()));
    b.command(Command::Close);
    // B opens the old link again (from the messenger): the newer game stays.
    b.open_link(&old);
    assert_eq!(b.game().actions().len(), 2);
    let toast = b.toast_text().expect("a toast");
    assert!(
        toast.contains("older than the game this browser has"),
        "{toast}"
    );
    // A has put its game aside for another; B's newer link brings it back with A's seats.
    let newer = b.share_link().expect("a link");
    a.command(Command::NewGame);
    a.command(Command::Start);
    assert_eq!(a.game().actions().len(), 0);
    a.open_link(&newer);
    assert_eq!(a.game().actions().len(), 2);
    assert!(!a.screen().is_open("dlg-here"), "the seats are known");
    assert_eq!(a.session.controller(Seat::ALL[1]), Some(Controller::Remote));
    assert!(a.session.is_human(Seat::ALL[0]));
    // And the older link, now, on A: the same game stays.
    a.open_link(&old);
    assert_eq!(a.game().actions().len(), 2);
}

/// The Share dialog asks the QR worker for its link's code and draws the answer, checked:
/// an answer for another link, or one that is not a QR code, draws nothing. (Natively: the
/// encoder's crate is a native dev-dependency.)
#[cfg(not(target_arch = "wasm32"))]
#[test]
fn the_share_dialog_draws_the_qr_code_of_its_link() {
    let mut app = app("chaturanga-v3", &humans(2), 4);
    app.set_page_address("https://someone.github.io/ashtapada/");
    app.command(Command::TypedMove("e2-e3".into()));
    app.take_effects();
    app.command(Command::Share);
    let address = app
        .take_effects()
        .into_iter()
        .find_map(|e| match e {
            Effect::Qr(text) => Some(text),
            _ => None,
        })
        .expect("the code is asked for");
    assert!(address.starts_with("https://someone.github.io/ashtapada/#g="));
    let (size, modules) = ashtapada_extras::encode(&address).expect("a code");
    let bits = ashtapada_extras::bits(&modules);
    app.extras
        .qr_ready("https://elsewhere/#g=AAAA", size as f64, &bits);
    app.extras.qr_ready(&address, size as f64 + 1.0, &bits);
    app.extras.qr_ready(&address, size as f64, &bits[1..]);
    assert!(!app.screen().get("share-body").contains("<svg"));
    app.extras.qr_ready(&address, size as f64, &bits);
    let body = app.screen().get("share-body").to_string();
    let view = size + 8;
    assert!(
        body.contains(&format!("<svg class=\"qr\" viewBox=\"0 0 {view} {view}\"")),
        "{body}"
    );
    assert!(body.contains("Scan it with a phone"));
    // Opened again on the same link, the code is not asked for again.
    app.command(Command::Close);
    app.command(Command::Share);
    assert!(!app
        .take_effects()
        .iter()
        .any(|e| matches!(e, Effect::Qr(_))));
    assert!(app.screen().get("share-body").contains("<svg"));
}

/// Device A plays e2-e3 in a Chaturanga game and shares it; device B opens the link (playing
/// Black) and closes the seats dialog.
fn white_sent_to_black(seed: u64) -> (App, App) {
    let mut a = app("chaturanga-v3", &humans(2), seed);
    a.command(Command::TypedMove("e2-e3".into()));
    a.command(Command::Share);
    a.command(Command::Close);
    let mut b = app("chaturanga-v3", &humans(2), 1);
    b.open_link(&a.share_link().expect("a link"));
    b.command(Command::Close);
    (a, b)
}

/// A game by link ends by link too: a resignation (no action) travels as the game's end, the
/// resigning device offers the link, and the other device shows the result.
#[test]
fn a_resignation_travels_by_link() {
    let (mut a, mut b) = white_sent_to_black(12);
    b.command(Command::Resign);
    b.command(Command::ResignConfirmed);
    assert!(b.game().outcome().is_some());
    assert!(b.screen().is_open("dlg-share"), "the end is sent too");
    a.open_link(&b.share_link().expect("a link"));
    assert_eq!(a.game().outcome(), b.game().outcome());
    assert!(matches!(
        a.game().outcome(),
        Some(Outcome::Win {
            reason: WinReason::Resignation,
            ..
        })
    ));
    assert!(a.screen().is_open("dlg-over"));
}

/// In a game by link, undo takes back this device's own moves, never the friend's that a link
/// brought.
#[test]
fn undo_in_a_link_game_stops_at_the_friends_last_move() {
    let (_a, mut b) = white_sent_to_black(13);
    assert!(!b.session.can_undo(), "White's move came by link");
    b.command(Command::Undo);
    assert_eq!(b.game().actions().len(), 1);
    b.command(Command::TypedMove("e7-e6".into()));
    b.command(Command::Close);
    assert!(b.session.can_undo(), "B's own move");
    b.command(Command::Undo);
    assert_eq!(b.game().actions().len(), 1);
    assert!(!b.session.can_undo());
}

/// In French, the page's title, the announcement and the board's refusals put the article
/// before a seat's name: « Aux Blancs de jouer », « c’est au tour des Blancs ».
#[test]
fn french_sentences_around_the_turn_take_the_article() {
    let mut app = app("chaturanga-v3", &humans(2), 5);
    app.command(Command::Pref(PrefCommand::Language(Some(Lang::Fr))));
    let screen = app.screen();
    assert!(
        screen.title.starts_with("Aux Blancs de jouer"),
        "{}",
        screen.title
    );
    let black = sq(&app, "e7");
    app.intent(Intent::Select(black));
    let toast = app.toast_text().expect("a refusal");
    assert!(
        toast.contains("C’est une pièce des Noirs\u{a0}; c’est au tour des Blancs"),
        "{toast}"
    );
}

/// A sentence starts with a capital, also when it starts with one of French's accented letters.
#[test]
fn sentences_start_with_a_capital_also_accented() {
    use crate::text::sentence;
    assert_eq!(sentence("à Sud de jouer"), "À Sud de jouer");
    assert_eq!(sentence("échange refusé"), "Échange refusé");
    assert_eq!(sentence("it is South’s turn"), "It is South’s turn");
    assert_eq!(sentence("Ça"), "Ça");
    assert_eq!(sentence("1 action"), "1 action");
    assert_eq!(sentence(""), "");
}

/// A first visit is a welcome: nothing plays, nothing is saved and no bot thinks before the
/// person chooses a way in; looking around (the rules, the settings, the new-game form and
/// cancelling it) is not a choice, a game started or an action on the board is. A setting
/// chosen meanwhile is kept, with the welcome: after a reload both are back (the language
/// chosen on the welcome was once lost).
#[test]
fn a_first_visit_is_a_welcome_and_nothing_plays_before_a_choice() {
    let thinks = |effects: &[Effect]| effects.iter().any(|e| matches!(e, Effect::Think { .. }));
    let saved = |effects: &[Effect]| {
        effects.iter().find_map(|e| match e {
            Effect::Save(file) => Some(file.clone()),
            _ => None,
        })
    };
    let (mut app, _) = App::restore(None, &SerdeJson, 3, Lang::En);
    assert!(!app.screen().is_hidden("welcome"));
    assert_eq!(app.game().actions().len(), 0);
    let effects = app.take_effects();
    assert!(!thinks(&effects) && saved(&effects).is_none());
    // The tab in front takes the game over, which saves nothing yet.
    app.take_over();
    assert!(saved(&app.take_effects()).is_none());
    let mut kept = None;
    for look in [
        Command::Rules("chaturaji".into()),
        Command::Close,
        Command::Pref(PrefCommand::Language(Some(Lang::Fr))),
        Command::PlayBots,
        Command::Close,
        // Escape, as when closing the phone's menu (it once took the welcome down and set
        // the bots going), and the keys that turn the board or step through no moves.
        Command::from_key("Escape").expect("a key"),
        Command::from_key("f").expect("a key"),
        Command::from_key("ArrowLeft").expect("a key"),
        Command::from_key("End").expect("a key"),
    ] {
        app.command(look.clone());
        assert!(!app.screen().is_hidden("welcome"), "{look:?}");
        assert_eq!(app.game().actions().len(), 0, "{look:?}");
        let effects = app.take_effects();
        assert!(!thinks(&effects), "{look:?}");
        // Only the setting is saved, and the save says the welcome is up.
        let file = saved(&effects);
        assert_eq!(
            file.is_some(),
            matches!(
                look,
                Command::Pref(PrefCommand::Language(_)) | Command::Pref(PrefCommand::Flip)
            ),
            "{look:?}"
        );
        kept = kept.or(file);
    }
    let kept = kept.expect("the language chosen is saved");
    assert!(kept.welcome);
    let text = crate::save::SerdeText::write(&SerdeJson, &kept).expect("a save");
    let (mut again, _) = App::restore(Some(&text), &SerdeJson, 4, Lang::En);
    assert!(!again.screen().is_hidden("welcome"), "the welcome is back");
    assert_eq!(again.lang(), Lang::Fr, "with the language chosen");
    assert_eq!(again.game().actions().len(), 0);
    assert!(
        !thinks(&again.take_effects()),
        "the game behind it still waits"
    );
    // Play the bots: the form, with bots in the other seats.
    app.command(Command::PlayBots);
    let Some(Dialog::Setup(form)) = app.overlay.dialog() else {
        panic!("{:?}", app.overlay.dialog())
    };
    assert_eq!(form.seats[0], Controller::Human);
    assert!(matches!(form.seats[1], Controller::Bot(_)));
    // Play a friend: people in every seat; Start takes the welcome down and the game begins.
    app.command(Command::PlayFriend);
    let Some(Dialog::Setup(form)) = app.overlay.dialog() else {
        panic!("{:?}", app.overlay.dialog())
    };
    assert_eq!(form.seats, [Controller::Human; 4]);
    app.command(Command::Start);
    assert!(app.screen().is_hidden("welcome"));
    let file = saved(&app.take_effects()).expect("the game chosen is saved");
    assert!(!file.welcome, "and the welcome is gone for good");

    // A person who acts on the game behind the welcome chose it: it plays on, bots and all
    // (here North, a bot, moves first).
    let (mut app, _) = App::restore(None, &SerdeJson, 3, Lang::En);
    app.take_effects();
    app.command(Command::Decide(Decision::Roll));
    assert!(app.screen().is_hidden("welcome"));
    assert!(app
        .take_effects()
        .iter()
        .any(|e| matches!(e, Effect::Think { .. })));
}

/// A live play server list that does not read is said under its box as soon as it is typed
/// (it was once said only when live play began, and no server was then used), and the box is
/// marked invalid for screen readers; a good list clears it.
#[test]
fn a_live_server_line_that_does_not_read_is_said_in_the_settings() {
    let mut app = app("chaturanga-v3", &humans(2), 1);
    app.command(Command::Pref(PrefCommand::LiveServers(
        "stun:stun.example.org:3478\nturn:relay.example.org:3478 alice".into(),
    )));
    let prefs = app.screen().get("prefs").to_string();
    assert!(prefs.contains("aria-invalid=\"true\""), "{prefs}");
    assert!(
        prefs.contains("aria-describedby=\"pref-live-servers-help pref-live-servers-error\""),
        "{prefs}"
    );
    assert!(
        prefs.contains("Line 2 of the live play servers does not read"),
        "{prefs}"
    );
    app.command(Command::Pref(PrefCommand::LiveServers(
        "stun:stun.example.org:3478\nturn:relay.example.org:3478 alice secret".into(),
    )));
    let prefs = app.screen().get("prefs").to_string();
    assert!(
        !prefs.contains("aria-invalid") && !prefs.contains("does not read"),
        "{prefs}"
    );
}

/// A record of a game whose dice were drawn between devices (`RollOff`, issue 46) reads here
/// too, and goes on on this one device with its own die, bots and people alike; its record
/// keeps the roll-off's faces and every roll.
#[test]
fn a_fair_dice_record_imports_and_goes_on_with_this_device_s_die() {
    let mut app = app("chaturanga-v3", &humans(2), 1);
    let (drawn, text) = fair_record(0);
    app.command(Command::Import(text.clone()));
    assert_eq!(app.rules().id, "chaturaji", "{:?}", app.toast_text());
    assert_eq!(app.game().given_roll_off(), drawn.given_roll_off());
    for _ in 0..40 {
        if app.thinking().is_some() {
            bot_answers(&mut app);
            continue;
        }
        match app.game().legal_actions().first().copied() {
            Some(Action::Move(m)) => app.intent(Intent::Move {
                from: m.from,
                to: m.to,
            }),
            Some(_) | None => app.command(Command::Decide(crate::command::Decision::Roll)),
        }
    }
    assert!(app.game().actions().len() > 20, "{:?}", app.test_state());
    assert!(app
        .toast_text()
        .is_none_or(|t| !t.contains("not to be rolled")));
    let record = app.record();
    let roll_off = text.lines().find(|l| l.starts_with("[RollOff "));
    assert!(
        record.contains(roll_off.expect("a RollOff tag")),
        "{record}"
    );
    let (again, _) = record::parse(&record).expect("the record reads");
    assert_eq!(again.positions(), app.game().positions());
    // A link carries it with its proof, and the rolls this device made alone after it.
    let link = app.session.link().expect("a link carries it");
    let read = crate::link::read(&crate::link::write(&link)).expect("the link reads");
    assert_eq!(read.game.positions(), app.game().positions());
    // Its rolls on this device alone are past its proof's: it imports again as it is.
    let positions = app.game().positions().to_vec();
    let mut back = crate::test_util::app("chaturanga-v3", &humans(2), 1);
    back.command(Command::Import(record));
    assert_eq!(back.game().positions(), positions);
}

/// A Chaturaji record whose faces two devices drew (`ashtapada-dice`), with its `Dice` proof:
/// the roll-off's, then `actions` actions. South is a person, the others easy bots.
fn fair_record(actions: usize) -> (ashtapada_rules::Game, String) {
    let rules = ashtapada_rules::Ruleset::by_id("chaturaji").expect("chaturaji");
    let mut table = ashtapada_dice::Table::new(&[[5; 32], [8; 32]], 300);
    let draw = |table: &mut ashtapada_dice::Table| table.draw(4).expect("in the chains");
    let mut game = ashtapada_rules::Game::with_faces_drawn(rules, &mut || draw(&mut table));
    for i in 0..actions {
        if game.position().needs_roll() && game.next_face().is_none() {
            let face = draw(&mut table);
            game.give_face(face);
        }
        let legal = game.legal_actions();
        game.play(legal[(i * 3 + 1) % legal.len()]).expect("legal");
    }
    let tags = record::Tags {
        players: ["Asha", "Bot (easy)", "Bot (easy)", "Bot (easy)"]
            .map(String::from)
            .to_vec(),
        other: vec![("Dice".into(), table.ledger().write_tag())],
        ..Default::default()
    };
    let text = record::write(&game, &tags);
    (game, text)
}

/// The e2e tests' fair-dice record (`tests/e2e/fixtures/fair-dice.txt`) is this generator's:
/// `ASHTAPADA_WRITE_FIXTURES=1` writes it anew.
#[test]
fn the_e2e_fair_dice_record_is_the_generator_s() {
    let (_, text) = fair_record(30);
    let path = concat!(
        env!("CARGO_MANIFEST_DIR"),
        "/../../tests/e2e/fixtures/fair-dice.txt"
    );
    if std::env::var_os("ASHTAPADA_WRITE_FIXTURES").is_some() {
        std::fs::write(path, &text).expect("the fixture is written");
    }
    assert_eq!(
        std::fs::read_to_string(path).expect("the fixture reads"),
        text
    );
}

/// A record of dice drawn between devices is checked where it enters: one face changed, or
/// no proof, and it is not imported, the message saying which roll, in the page's language;
/// the game on screen stays.
#[test]
fn a_fair_dice_record_with_a_face_changed_or_no_proof_is_refused() {
    let (game, text) = fair_record(30);
    let mut first = app("chaturanga-v3", &humans(2), 1);
    first.command(Command::Import(text.clone()));
    assert_eq!(
        first.game().positions(),
        game.positions(),
        "{:?}",
        first.toast_text()
    );
    // The last roll's face changed to another of the die (2 to 5).
    let at = text.rfind(" (").expect("a roll") + 2;
    let shown: u8 = text[at..at + 1].parse().expect("a face");
    let other = if shown == 2 { 3 } else { 2 };
    let changed = format!("{}{other}{}", &text[..at], &text[at + 1..]);
    // The roll among the devices' own: the roll-off's, then the game's up to this one.
    let rolls = game.given_faces().expect("given").len();
    let mut app = app("chaturanga-v3", &humans(2), 1);
    app.command(Command::Import(changed.clone()));
    assert_eq!(app.rules().id, "chaturanga-v3", "not imported");
    let toast = app.toast_text().unwrap_or_default();
    assert!(
        toast.contains(&format!(
            "roll {rolls} of the devices shows {other}, but their parts give {shown}"
        )),
        "{toast}"
    );
    let bare: String = text
        .lines()
        .filter(|l| !l.starts_with("[Dice "))
        .map(|l| format!("{l}\n"))
        .collect();
    app.command(Command::Import(bare));
    assert_eq!(app.rules().id, "chaturanga-v3", "not imported");
    assert!(
        app.toast_text().unwrap_or_default().contains("no Dice tag"),
        "{:?}",
        app.toast_text()
    );
    app.command(Command::Pref(PrefCommand::Language(Some(Lang::Fr))));
    app.command(Command::Import(changed));
    let toast = app.toast_text().unwrap_or_default();
    assert!(toast.contains("les dés ne se vérifient pas"), "{toast}");
}
