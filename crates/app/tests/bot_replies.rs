//! The app's handling of bot replies that cannot be played, natively: a reply naming a cell off
//! the board is treated as a failed request, never indexed into the board.
#![cfg(not(target_arch = "wasm32"))]

use ashtapada_app::{App, Controller, Setup};
use ashtapada_i18n::Lang;
use ashtapada_rules::Ruleset;
use ashtapada_worker::{BotLevel, WireAction};

/// Two-player Chaturanga, a person as White and an easy bot as Black, White's first move made so
/// that the bot is asked for an action.
fn app_waiting_for_the_bot() -> (App, u32) {
    let form = Setup {
        ruleset: Ruleset::by_id("chaturanga-v3").expect("a ruleset"),
        seats: [
            Controller::Human,
            Controller::Bot(BotLevel::Easy),
            Controller::Human,
            Controller::Human,
        ],
        seed: "1".into(),
        ..Setup::default()
    };
    let mut app = App::new(&form, 1);
    app.set_bot_delay(0);
    app.command(ashtapada_app::Command::TypedMove("e2-e3".into()));
    let id = app.thinking().expect("the bot is asked to play").id;
    (app, id)
}

#[test]
fn a_reply_with_a_cell_off_the_board_is_a_failed_request() {
    let (mut app, id) = app_waiting_for_the_bot();
    let garbled = WireAction::Move {
        from: 52,
        to: 250,
        promotion: None,
    };
    app.bot_reply(id, garbled);
    // The game went on: the bot's turn was played by the fallback, a legal action.
    assert_eq!(app.game().actions().len(), 2);
    assert!(app.thinking().is_none());
    let note = app.notes().last().expect("a note says what happened");
    assert!(
        note.text.get(Lang::En).contains("garbled"),
        "{:?}",
        note.text
    );
    assert!(note.text.get(Lang::En).contains("250"), "{:?}", note.text);
}

#[test]
fn a_reply_with_a_promotion_to_no_piece_is_a_failed_request() {
    let (mut app, id) = app_waiting_for_the_bot();
    let garbled = WireAction::Move {
        from: 52,
        to: 44,
        promotion: Some(9),
    };
    app.bot_reply(id, garbled);
    assert_eq!(app.game().actions().len(), 2);
    let note = app.notes().last().expect("a note says what happened");
    assert!(
        note.text.get(Lang::En).contains("garbled"),
        "{:?}",
        note.text
    );
}

#[test]
fn a_garbled_reply_to_a_request_no_longer_waited_for_is_ignored() {
    let (mut app, id) = app_waiting_for_the_bot();
    app.bot_reply(id + 1, WireAction::Place { at: 99 });
    assert_eq!(app.game().actions().len(), 1);
    assert_eq!(app.thinking().map(|t| t.id), Some(id));
}
