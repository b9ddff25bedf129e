//! The interaction, through the app: selection and moves, promotion, placing kings, the move
//! box, stepping through the positions.

use crate::command::{Decision, Nav, PrefCommand, ReadAloud};
use crate::test_util::*;
use ashtapada_i18n::Lang;

#[test]
fn click_click_selects_and_moves() {
    let mut app = app("chaturanga-v3", &humans(2), 1);
    let e2 = sq(&app, "e2");
    let e3 = sq(&app, "e3");
    app.intent(Intent::Select(e2));
    assert_eq!(app.interaction.selected(), Some(e2));
    let view = app.board_view();
    assert_eq!(view.selected, Some(e2));
    assert!(view.dests.has(e3));
    app.intent(Intent::Move { from: e2, to: e3 });
    assert_eq!(app.game().actions().len(), 1);
    assert_eq!(app.interaction.selected(), None);
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
    let toast = app.toast_text().unwrap();
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
    assert!(app.toast_text().unwrap().contains("belongs to"));
}

#[test]
fn a_click_on_an_illegal_target_says_why_as_a_drop_would() {
    let mut app = app("chaturanga-v1", &humans(4), 1);
    let (d2, d4) = (sq(&app, "d2"), sq(&app, "d4"));
    app.intent(Intent::Select(d2));
    assert_eq!(app.interaction.selected(), Some(d2));
    app.intent(Intent::Miss { from: d2, to: d4 });
    assert_eq!(app.game().actions().len(), 0);
    assert_eq!(
        app.interaction.selected(),
        None,
        "the selection goes, as a click elsewhere did"
    );
    let pawn = ashtapada_i18n::names::piece_lower(Lang::En, app.rules(), Role::Pawn);
    let reason = format!("The {pawn} does not move that way");
    assert_eq!(app.toast_text().unwrap(), reason);
    assert_eq!(
        app.interaction.move_error(),
        Some(format!("{reason}.").as_str())
    );
    assert!(app
        .screen()
        .get("move-error")
        .contains("does not move that way"));
    // The same reason as a drop on d4.
    app.intent(Intent::Move { from: d2, to: d4 });
    assert_eq!(app.toast_text().unwrap(), reason);
    assert_eq!(
        app.interaction.move_error(),
        Some(format!("{reason}.").as_str())
    );
    // A legal move afterwards clears the line.
    app.intent(Intent::Move {
        from: d2,
        to: sq(&app, "d3"),
    });
    assert_eq!(app.game().actions().len(), 1);
    assert_eq!(app.interaction.move_error(), None);
}

#[test]
fn a_click_on_another_players_piece_says_whose_it_is() {
    let mut app = app("chaturanga-v1", &humans(4), 1);
    let (d2, h2) = (sq(&app, "d2"), sq(&app, "h2"));
    let name = |s: u8| ashtapada_i18n::names::seat(Lang::En, app.rules(), Seat::new(s).unwrap());
    let (south, east) = (name(0), name(3));
    // Nothing selected: whose piece it is, and whose turn.
    app.intent(Intent::Select(h2));
    assert_eq!(app.interaction.selected(), None);
    let expected = format!("That is {east}’s piece; it is {south}’s turn.");
    assert_eq!(app.interaction.move_error(), Some(expected.as_str()));
    assert!(app.toast_message().is_some());
    app.intent(Intent::Select(d2));
    assert_eq!(
        app.interaction.move_error(),
        None,
        "a selection clears the line"
    );
    // With South's pawn selected: why the pawn cannot take East's knight there.
    app.intent(Intent::Miss { from: d2, to: h2 });
    assert_eq!(app.interaction.selected(), None);
    let pos = app.game().position();
    let why = pos.explain(d2, h2).unwrap_err();
    let reason = ashtapada_i18n::text::refusal(Lang::En, pos.rules(), why);
    assert_eq!(reason, "a soldier cannot capture a knight");
    assert_eq!(
        app.interaction.move_error(),
        Some("A soldier cannot capture a knight.")
    );
}

#[test]
fn a_click_on_ones_own_other_piece_reselects_silently() {
    let mut app = app("chaturanga-v1", &humans(4), 1);
    let (d2, b1) = (sq(&app, "d2"), sq(&app, "b1"));
    app.intent(Intent::Select(d2));
    app.intent(Intent::Miss { from: d2, to: b1 });
    assert_eq!(app.interaction.selected(), Some(b1));
    assert_eq!(app.toast_message(), None);
    assert_eq!(app.interaction.move_error(), None);
    assert!(app.board_view().dests.has(sq(&app, "c3")));
}

#[test]
fn a_click_on_an_empty_cell_with_nothing_selected_says_whose_turn_quietly() {
    let mut app = app("chaturanga-v3", &humans(2), 1);
    app.intent(Intent::Press(sq(&app, "e5")));
    let white = ashtapada_i18n::names::seat(Lang::En, app.rules(), Seat::ALL[0]);
    assert_eq!(
        app.interaction.move_error(),
        Some(format!("There is no piece there; it is {white}’s turn.").as_str())
    );
    assert_eq!(app.toast_message(), None, "no toast for a stray click");
    // In a dice game before the roll: roll first.
    let mut app = app_dice();
    app.intent(Intent::Press(sq(&app, "e5")));
    assert_eq!(app.interaction.move_error(), Some("Roll the die first."));
}

/// Chaturaji, a person to roll.
fn app_dice() -> crate::App {
    let mut app = app("chaturaji", &humans(4), 3);
    while !app.game().position().needs_roll() {
        let action = app.game().legal_actions()[0];
        if let Action::Move(m) = action {
            app.intent(Intent::Move {
                from: m.from,
                to: m.to,
            });
        } else {
            app.command(Command::TypedMove(record::write_action(
                app.game().position(),
                action,
            )));
        }
    }
    app
}

#[test]
fn a_first_press_on_a_small_target_says_what_a_second_will_do() {
    let mut app = app("byzantine-modern", &humans(2), 1);
    let (d4, d5) = (sq(&app, "d4"), sq(&app, "d5"));
    app.intent(Intent::Select(d4));
    app.intent(Intent::Aim { from: d4, to: d5 });
    assert_eq!(app.game().actions().len(), 0);
    assert_eq!(app.interaction.selected(), Some(d4), "still selected");
    assert_eq!(
        app.interaction.move_error(),
        Some("Tap d5 again to play d4-d5.")
    );
    assert_eq!(
        app.toast_text().unwrap(),
        "Tap d5 again to play d4-d5",
        "in the news line under the board too"
    );
    app.intent(Intent::Move { from: d4, to: d5 });
    assert_eq!(app.game().actions().len(), 1);
    assert_eq!(app.interaction.move_error(), None);
}

#[test]
fn selecting_a_piece_the_die_forbids_says_why() {
    let mut app = app("chaturaji", &humans(4), 3);
    let actor = app.game().position().actor();
    if app.game().position().needs_roll() {
        app.command(Command::Decide(Decision::Roll));
    }
    let pos = *app.game().position();
    let allowed = pos.allowed_roles();
    let forbidden = pos
        .army_cells(actor)
        .find(|&s| !allowed.has(pos.piece_at(s).unwrap().role()));
    if let Some(cell) = forbidden {
        app.intent(Intent::Select(cell));
        assert_eq!(app.interaction.selected(), None);
        assert!(
            app.toast_text().unwrap().contains("roll does not allow"),
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
    let choice = app.interaction.promotion().expect("a choice").clone();
    assert!(choice.roles.len() > 1, "{choice:?}");
    assert!(!choice.roles.contains(&Role::King));
    assert_eq!(app.open_dialog_name(), Some("promote"));
    assert!(app.screen().is_open("dlg-promote"));
    // A role that is not offered changes nothing.
    app.command(Command::Decide(Decision::Promote('K')));
    assert!(app.interaction.promotion().is_some());
    app.command(Command::Decide(Decision::Promote('N')));
    assert_eq!(app.interaction.promotion(), None);
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
    assert_eq!(app.interaction.promotion(), None);
    assert_eq!(app.game().actions().len(), 0);
}

#[test]
fn typed_moves_and_their_errors() {
    let mut app = app("chaturanga-v3", &humans(2), 1);
    app.command(Command::TypedMove("e2-e5".into()));
    let error = app.interaction.move_error().unwrap().to_string();
    assert!(error.contains("not a legal move"), "{error}");
    app.command(Command::TypedMove("hello".into()));
    assert!(app
        .interaction
        .move_error()
        .unwrap()
        .contains("is not a move"));
    app.command(Command::TypedMove("e2e3".into()));
    assert_eq!(app.interaction.move_error(), None);
    assert_eq!(app.game().actions().len(), 1);
    assert!(app.screen().get("moves").contains("e2-e3"));
}

/// The move box's refusal gives its examples in the page's language: in French, the French
/// letters its placeholder shows (`Cc3`), which the box reads.
#[test]
fn the_move_box_examples_are_in_the_page_language() {
    let mut app = app("chaturanga-v3", &humans(2), 1);
    app.command(Command::Pref(PrefCommand::Language(Some(Lang::Fr))));
    app.command(Command::TypedMove("bonjour".into()));
    let error = app.interaction.move_error().unwrap().to_string();
    assert!(
        error.contains("Cc3") && error.contains("Cb1-c3") && !error.contains("Nc3"),
        "{error}"
    );
    app.command(Command::TypedMove("Cc3".into()));
    assert_eq!(app.interaction.move_error(), None, "the example plays");
    assert_eq!(app.game().actions().len(), 1);
}

#[test]
fn short_notation_plays_and_errors_keep_the_text_as_typed() {
    let mut app = app("chaturanga-v3", &humans(2), 1);
    app.command(Command::TypedMove("e3".into()));
    assert_eq!(app.interaction.move_error(), None);
    app.command(Command::TypedMove("Nc6".into()));
    assert_eq!(app.interaction.move_error(), None);
    assert_eq!(app.game().actions().len(), 2);
    assert!(app.screen().get("moves").contains("Nb8-c6"));
    // Lower case as typed, not "E2-e4".
    app.command(Command::TypedMove("d2-d4".into()));
    let error = app.interaction.move_error().unwrap();
    assert!(
        error.starts_with("d2-d4 is not a legal move here: "),
        "{error}"
    );
    assert!(error.ends_with('.'), "{error}");
    app.command(Command::TypedMove("d4".into()));
    let error = app.interaction.move_error().unwrap();
    assert!(
        error.starts_with("d4 is not a legal move here: "),
        "{error}"
    );
    // An ambiguous short form lists the moves it could be: two knights reach b5.
    for m in ["Nc3", "Nf6", "Nf3", "Ng4", "Nd4", "a6"] {
        app.command(Command::TypedMove(m.into()));
        assert_eq!(app.interaction.move_error(), None, "{m}");
    }
    assert_eq!(app.game().actions().len(), 8);
    app.command(Command::TypedMove("Nb5".into()));
    let error = app.interaction.move_error().unwrap();
    assert_eq!(
        error,
        "Nb5 is ambiguous: it could be Nc3-b5 or Nd4-b5; type the one you mean."
    );
    app.command(Command::TypedMove("Ndb5".into()));
    assert_eq!(app.interaction.move_error(), None);
    assert_eq!(app.game().actions().len(), 9);
    assert!(app.screen().get("moves").contains("Nd4-b5"));
}

#[test]
fn a_french_reader_sees_and_types_the_french_piece_letters() {
    let mut app = app("chaturanga-v3", &humans(2), 1);
    app.command(Command::Pref(PrefCommand::Language(Some(
        ashtapada_i18n::Lang::Fr,
    ))));
    // C for the Cavalier, typed short or long; the record's N still reads.
    for m in ["Cc3", "Cf6", "Nf3", "Cf6-g4"] {
        app.command(Command::TypedMove(m.into()));
        assert_eq!(app.interaction.move_error(), None, "{m}");
    }
    let screen = app.screen();
    let moves = screen.get("moves");
    for m in ["Cb1-c3", "Cg8-f6", "Cg1-f3", "Cf6-g4"] {
        assert!(moves.contains(m), "{m} in {moves}");
    }
    assert!(!moves.contains("Nb1") && !moves.contains(": N"), "{moves}");
    // Errors quote the text as typed and list the moves in French letters.
    app.command(Command::TypedMove("Ca8".into()));
    let error = app.interaction.move_error().unwrap();
    assert!(error.starts_with("Ca8 "), "{error}");
    for m in ["Cd4", "a6"] {
        app.command(Command::TypedMove(m.into()));
        assert_eq!(app.interaction.move_error(), None, "{m}");
    }
    app.command(Command::TypedMove("Cb5".into()));
    let error = app.interaction.move_error().unwrap();
    assert_eq!(
        error,
        "Cb5 est ambigu : ce peut être Cc3-b5 ou Cd4-b5\u{a0}; tapez celui que vous voulez."
    );
    // The game holds the moves; records keep the documented letters.
    let first = app.game().positions()[0];
    let action = app.game().actions()[0];
    assert_eq!(
        ashtapada_rules::record::write_action(&first, action),
        "Nb1-c3"
    );
}

#[test]
fn stepping_through_the_past_never_loses_the_game() {
    let mut app = app("chaturanga-v3", &humans(2), 1);
    for m in ["e2-e3", "e7-e6", "d2-d3", "d7-d6"] {
        app.command(Command::TypedMove(m.into()));
    }
    app.command(Command::Nav(Nav::Prev));
    assert_eq!(app.shown_index(), 3);
    app.command(Command::Nav(Nav::First));
    assert_eq!(app.shown_index(), 0);
    assert!(app.board_view().last_move.is_none());
    assert!(app.screen().get("banner").contains("Back to the game"));
    app.command(Command::Nav(Nav::Next));
    assert_eq!(app.shown_index(), 1);
    assert!(app.key("End"));
    assert!(app.is_live());
    app.command(Command::Nav(Nav::View(2)));
    assert_eq!(app.game().actions().len(), 4, "nothing was lost");
    // A move from the past applies to the present.
    let (c2, c3) = (sq(&app, "c2"), sq(&app, "c3"));
    app.intent(Intent::Move { from: c2, to: c3 });
    assert!(app.is_live());
    assert_eq!(app.game().actions().len(), 5);
}

#[test]
fn the_move_list_is_one_tab_stop_walked_with_the_arrow_keys() {
    let mut app = app("chaturanga-v3", &humans(2), 1);
    for m in ["e3", "e6", "d3"] {
        app.command(Command::TypedMove(m.into()));
    }
    // Only the shown position's button is in the tab order.
    let tab_stops = |app: &crate::App| -> Vec<usize> {
        let moves = app.screen().get("moves").to_string();
        (0..=3)
            .filter(|i| {
                let tag = &moves[moves.find(&format!("id=\"ply-{i}\"")).unwrap()..];
                let tag = &tag[..tag.find('>').unwrap()];
                assert!(tag.contains("tabindex="), "{tag}");
                tag.contains("tabindex=\"0\"")
            })
            .collect()
    };
    assert_eq!(tab_stops(&app), [3]);
    assert_eq!(app.moves_key("ArrowUp", 3), Some(2));
    assert_eq!(app.shown_index(), 2);
    assert_eq!(tab_stops(&app), [2]);
    assert_eq!(app.moves_key("ArrowLeft", 2), Some(1));
    assert_eq!(app.moves_key("Home", 1), Some(0));
    assert_eq!(app.moves_key("ArrowUp", 0), Some(0), "stays at the first");
    assert_eq!(app.moves_key("ArrowDown", 0), Some(1));
    assert_eq!(app.moves_key("ArrowRight", 1), Some(2));
    assert_eq!(app.shown_index(), 2);
    assert_eq!(app.moves_key("End", 2), Some(3));
    assert!(app.is_live());
    assert_eq!(app.moves_key("ArrowDown", 3), Some(3), "stays at the last");
    // Other keys are the page's (Enter and Space press the button).
    assert_eq!(app.moves_key("Enter", 3), None);
    assert_eq!(app.moves_key("f", 3), None);
    assert_eq!(app.game().actions().len(), 3, "nothing was lost");
}

#[test]
fn steps_skip_the_positions_right_after_rolls() {
    let mut app = app("chaturaji", &humans(4), 9);
    app.command(Command::Pref(PrefCommand::AutoRoll(true)));
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
        app.command(Command::Nav(Nav::Prev));
        let shown = app.shown_index();
        assert!(shown < i);
        assert!(shown == 0 || !matches!(actions[shown - 1], Action::Roll(_)));
        i = shown;
    }
}

#[test]
fn kings_are_put_back_by_clicking_a_cell_or_kept() {
    let mut app = app("chaduranga", &humans(4), 0);
    from_fen(
        &mut app,
        "wAwP2nKnRnNnA/wNwP2nPnPnPnP/wRwP6/wKwP6/6ePeK/6ePeR/sPsPsPsP2ePeN/sAsNsR3ePeA s - 0 0 captured=sK reintro=s kings-lost=s1",
    );
    assert!(app.session.placing(), "South may reintroduce his king");
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
fn each_army_shows_its_own_last_move_in_four_handed_games() {
    let mut app = app("chaturanga-v1", &humans(4), 1);
    let mut movers = Vec::new();
    for _ in 0..6 {
        let pos = *app.game().position();
        let Some(mv) = app
            .game()
            .legal_actions()
            .into_iter()
            .find_map(|a| match a {
                Action::Move(m) => Some(m),
                _ => None,
            })
        else {
            break;
        };
        movers.push((mv.from, mv.to, pos.piece_at(mv.from).unwrap().army()));
        app.intent(Intent::Move {
            from: mv.from,
            to: mv.to,
        });
    }
    assert_eq!(movers.len(), 6, "six moves played");
    let view = app.board_view();
    let (from, to, last_army) = movers[5];
    assert_eq!(view.last_move, Some((from, to)));
    // The three other armies, each with its latest move, most recent first.
    let mut expected = Vec::new();
    for &(f, t, army) in movers.iter().rev().skip(1) {
        if army != last_army && !expected.iter().any(|&(_, _, a)| a == army) {
            expected.push((f, t, army));
        }
    }
    assert_eq!(expected.len(), 3);
    assert_eq!(view.army_moves, expected);
    // Two-handed games keep only the last move.
    let mut two = app_two();
    let e2 = sq(&two, "e2");
    let e3 = sq(&two, "e3");
    two.intent(Intent::Move { from: e2, to: e3 });
    assert!(two.board_view().army_moves.is_empty());
}

fn app_two() -> App {
    app("chaturanga-v3", &humans(2), 1)
}

/// Every action is said in the live region, whoever made it: who, which piece, from where to
/// where, what it took; then whose turn it is (a blind player hears a bot's move too).
#[test]
fn the_live_region_says_each_move_and_what_it_took() {
    let mut app = app("chaturanga-v3", &humans(2), 1);
    app.command(Command::TypedMove("Nc3".into()));
    let said = app.screen().get("announce").to_string();
    assert!(said.starts_with("White: Knight b1 to c3. "), "{said}");
    for m in ["Nf6", "Nd5", "Nxd5"] {
        app.command(Command::TypedMove(m.into()));
    }
    let said = app.screen().get("announce").to_string();
    assert!(
        said.starts_with("Black: Knight f6 takes the knight on d5. "),
        "{said}"
    );
    app.command(Command::Pref(PrefCommand::Language(Some(
        ashtapada_i18n::Lang::Fr,
    ))));
    let said = app.screen().get("announce").to_string();
    assert!(
        said.starts_with("Noirs\u{a0}: Cavalier de f6 prend le cavalier en d5. "),
        "{said}"
    );
}

/// The board by keyboard: the first arrow puts the cursor at the bottom left of the board as
/// seen, the arrows go the way they point on the screen, each cell is read aloud, and Enter
/// picks a piece up and puts it down where the cursor is.
#[test]
fn the_keyboard_cursor_walks_the_cells_reads_them_and_plays() {
    let mut app = app("chaturanga-v3", &humans(2), 1);
    assert!(app.board_key("ArrowUp"));
    assert_eq!(app.board_view().cursor, Some(sq(&app, "a1")));
    assert!(app.screen().get("board-say").starts_with("a1, "));
    for key in [
        "ArrowRight",
        "ArrowRight",
        "ArrowRight",
        "ArrowRight",
        "ArrowUp",
    ] {
        app.board_key(key);
    }
    assert_eq!(app.board_view().cursor, Some(sq(&app, "e2")));
    let said = app.screen().get("board-say").to_string();
    assert!(
        said.starts_with("e2, ") && said.ends_with(", white"),
        "{said}"
    );
    assert!(app.board_key("Enter"));
    assert_eq!(app.interaction.selected(), Some(sq(&app, "e2")));
    assert_eq!(
        app.screen().get("board-say"),
        "e2, soldier, picked up; Escape puts it back"
    );
    // Escape puts it back, and says so; Enter picks it up again.
    assert!(app.key("Escape"));
    assert_eq!(app.interaction.selected(), None);
    assert_eq!(app.screen().get("board-say"), "e2, soldier, put back");
    assert!(app.board_key("Enter"));
    assert_eq!(app.interaction.selected(), Some(sq(&app, "e2")));
    app.board_key("ArrowUp");
    let said = app.screen().get("board-say").to_string();
    assert_eq!(said, "e3, empty; e3 can be played there");
    assert!(app.board_key(" "));
    assert_eq!(app.game().actions().len(), 1, "e2-e3 played");
    assert!(!app.board_key("x"), "not the board's key");
    // At the edge the cursor stays.
    app.board_key("ArrowLeft");
    for _ in 0..10 {
        app.board_key("ArrowLeft");
    }
    assert_eq!(app.board_view().cursor, Some(sq(&app, "a3")));
}

/// Turned, the board's arrows still follow the screen: up goes towards the top as drawn.
#[test]
fn the_cursor_follows_the_screen_on_a_turned_board() {
    let mut app = app("chaturanga-v3", &humans(2), 1);
    app.command(Command::Pref(PrefCommand::Flip));
    app.board_key("ArrowUp");
    let start = app.board_view().cursor.expect("a cursor");
    assert_eq!(start, sq(&app, "h8"), "the bottom left of the turned board");
    app.board_key("ArrowUp");
    assert_eq!(app.board_view().cursor, Some(sq(&app, "h7")));
    app.board_key("ArrowRight");
    assert_eq!(app.board_view().cursor, Some(sq(&app, "g7")));
}

/// On the circle, left and right go around a ring and past its end; up and down from ring
/// to ring.
#[test]
fn on_the_circle_the_cursor_goes_around_a_ring_and_between_rings() {
    let mut app = app("byzantine-modern", &humans(2), 1);
    app.board_key("ArrowUp");
    let start = app.board_view().cursor.expect("a cursor");
    let g = app.rules().geometry;
    let (ring, cell) = g.coords(start);
    for _ in 0..16 {
        app.board_key("ArrowRight");
    }
    assert_eq!(app.board_view().cursor, Some(start), "once around the ring");
    app.board_key("ArrowLeft");
    assert_eq!(
        app.board_view().cursor.map(|s| g.coords(s)),
        Some((ring, (cell + 15) % 16))
    );
    app.board_key("ArrowUp");
    let (r, _) = g.coords(app.board_view().cursor.expect("a cursor"));
    assert_eq!(r, (ring + 1).min(3));
}

/// The readings: every piece by army, the last actions, the die, the material; `?` opens
/// the keys' page. The board's name says whose turn it is, its description every piece.
#[test]
fn the_position_is_read_aloud_on_request() {
    let mut app = app("chaturanga-v3", &humans(2), 1);
    app.command(Command::Read(ReadAloud::Last));
    assert_eq!(app.screen().get("board-say"), "Nothing played yet.");
    app.command(Command::TypedMove("e2-e3".into()));
    app.command(Command::TypedMove("Ng8-f6".into()));
    // On the live position, L says again what the live region said since White's move; on
    // an earlier one, the last actions up to it.
    app.command(Command::Read(ReadAloud::Last));
    assert_eq!(app.screen().get("board-say"), "Black: Knight g8 to f6.");
    app.command(Command::Nav(Nav::Prev));
    app.command(Command::Read(ReadAloud::Last));
    assert_eq!(app.screen().get("board-say"), "Last actions: White e2-e3.");
    app.command(Command::Nav(Nav::Last));
    app.command(Command::Read(ReadAloud::Pieces));
    let said = app.screen().get("board-say").to_string();
    assert!(said.starts_with("White: rajah e1, rooks a1 h1,"), "{said}");
    assert!(said.contains("soldiers a2 b2 c2 d2 f2 g2 h2 e3."), "{said}");
    assert!(said.contains("Black: rajah e8,"), "{said}");
    app.command(Command::Read(ReadAloud::Material));
    assert_eq!(
        app.screen().get("board-say"),
        "White: 16 pieces; Black: 16 pieces."
    );
    app.command(Command::Read(ReadAloud::Dice));
    assert_eq!(app.screen().get("board-say"), "This game has no die.");
    assert!(app.key("?"));
    assert!(app.screen().is_open("dlg-keys"));
    // Written by the extras worker: "Opening the keys…" until it comes.
    assert!(app.screen().get("keys-body").contains("Opening the keys"));
    assert!(keys_body(&mut app).contains("Arrow keys on the board"));
    let screen = app.screen();
    let label = screen
        .attrs
        .iter()
        .find(|(id, name, _)| *id == "board" && *name == "aria-label")
        .map(|(_, _, v)| v.clone())
        .unwrap_or_default();
    assert!(label.starts_with("Chaturanga"), "{label}");
    assert!(label.contains("White"), "{label}");
    // The description is the same after a move (the pieces come with P, not with each move).
    assert_eq!(screen.get("board-desc"), "P: every piece, army by army");
    app.command(Command::Read(ReadAloud::Pieces));
    assert!(app.screen().get("board-say").contains("Black: rajah e8"));

    let mut dice = self::app("chaturaji", &humans(4), 5);
    dice.command(Command::Read(ReadAloud::Dice));
    assert!(
        dice.screen().get("board-say").contains("roll"),
        "{}",
        dice.screen().get("board-say")
    );
}

/// A bot's or a person's action is announced with what it did besides moving: here an
/// exchange of kings offered.
#[test]
fn special_events_are_announced() {
    let mut app = exchange_app(&humans(4));
    app.command(Command::Decide(Decision::Offer));
    let said = app.screen().get("announce").to_string();
    assert!(said.contains("exchange"), "{said}");
    // Each a sentence with its full stop, the turn after it.
    assert!(
        said.starts_with("South offers an exchange of Rajahs to West. West: "),
        "{said}"
    );
}

/// A premove: while the bot thinks, a piece of the person's picked and a cell chosen; it is
/// shown, and played as soon as the person's turn comes if still legal; a click elsewhere
/// cancels it; one no longer legal is dropped and said.
#[test]
fn a_premove_is_played_when_the_turn_comes_if_still_legal() {
    let seats = [Controller::Human, Controller::Bot(BotLevel::Easy)];
    let mut app = app("chaturanga-v3", &seats, 1);
    app.command(Command::TypedMove("e2-e3".into()));
    assert!(app.thinking().is_some(), "the bot thinks");
    let (d2, d3) = (sq(&app, "d2"), sq(&app, "d3"));
    app.intent(Intent::Select(d2));
    assert_eq!(app.board_view().selected, Some(d2));
    app.intent(Intent::Miss { from: d2, to: d3 });
    assert_eq!(app.board_view().premove, Some((d2, d3)));
    assert_eq!(app.test_state().premove.as_deref(), Some("d2-d3"));
    assert!(app.screen().get("board-say").starts_with("Premove d2-d3"));
    bot_answers(&mut app);
    assert_eq!(app.game().actions().len(), 3, "played at once");
    assert_eq!(app.board_view().premove, None);

    // Cancelled by a click elsewhere.
    let (c2, c3) = (sq(&app, "c2"), sq(&app, "c3"));
    app.intent(Intent::Select(c2));
    app.intent(Intent::Move { from: c2, to: c3 });
    assert!(app.board_view().premove.is_some());
    app.intent(Intent::Press(sq(&app, "a5")));
    assert_eq!(app.board_view().premove, None);
    bot_answers(&mut app);
    assert_eq!(app.game().actions().len(), 4, "nothing premoved");

    // One no longer legal (a pawn's step onto a cell now taken) is dropped, and said.
    app.command(Command::TypedMove("h2-h3".into()));
    let h3 = sq(&app, "h3");
    app.intent(Intent::Select(h3));
    app.intent(Intent::Miss {
        from: h3,
        to: sq(&app, "g5"),
    });
    bot_answers(&mut app);
    assert_eq!(app.game().actions().len(), 6, "not played");
    assert!(app.screen().get("board-say").contains("no longer legal"));
    // A bot's own piece cannot be premoved.
    app.command(Command::TypedMove("h3-h4".into()));
    app.intent(Intent::Select(sq(&app, "a7")));
    assert_eq!(app.board_view().selected, None);
}

/// Brief announcements (Settings): the action in the moves' notation, no special events, and
/// the turn only when a person here is to act.
#[test]
fn brief_announcements_say_the_move_in_short() {
    let seats = [Controller::Human, Controller::Bot(BotLevel::Easy)];
    let mut app = app("chaturanga-v3", &seats, 1);
    app.command(Command::Pref(PrefCommand::AnnounceBrief(true)));
    app.command(Command::TypedMove("Nb1-c3".into()));
    assert_eq!(app.screen().get("announce"), "White Nb1-c3.");
    bot_answers(&mut app);
    let said = app.screen().get("announce").to_string();
    assert!(
        said.starts_with("Black ") && said.ends_with("White: your move."),
        "{said}"
    );
    app.command(Command::Pref(PrefCommand::AnnounceBrief(false)));
    assert!(app.screen().get("announce").contains(" to "), "full again");
}
