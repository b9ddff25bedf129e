use super::*;
use crate::link::LinkGame;
use crate::setup::Controller;
use ashtapada_rules::{Game, Ruleset, SeatSet};

/// A game link's fragment: `plies` first legal actions of a ruleset.
fn fragment(id: &str, plies: usize) -> String {
    let rules = Ruleset::by_id(id).expect("ruleset");
    let mut game = Game::new(rules, 5);
    for _ in 0..plies {
        let legal = game.legal_actions();
        game.play_if_legal(legal[legal.len() / 2]);
    }
    let players = rules.players();
    link::write(&LinkGame {
        game,
        id: 9,
        stake: 0,
        seats: vec![Controller::Human; players],
        names: vec![String::new(); players],
        dice: None,
        baton: None,
        alone: None,
    })
}

/// Every kind of message, each with its text.
fn examples() -> Vec<(Message, String)> {
    let game = fragment("chaturaji", 12);
    vec![
        (
            Message::Game {
                here: SeatSet::from_bits(0b1010),
                fragment: game.clone(),
            },
            format!("game 10 {game}"),
        ),
        (Message::Act { ply: 0, index: 17 }, "act 0 17".into()),
        (
            Message::Act {
                ply: u32::MAX,
                index: 0,
            },
            "act 4294967295 0".into(),
        ),
        (
            Message::Refuse {
                ply: 3,
                why: RefuseWhy::NotYourSeat,
            },
            "refuse 3 not-yours".into(),
        ),
        (
            Message::Refuse {
                ply: 4,
                why: RefuseWhy::Illegal,
            },
            "refuse 4 illegal".into(),
        ),
        (
            Message::Refuse {
                ply: 5,
                why: RefuseWhy::Stale,
            },
            "refuse 5 stale".into(),
        ),
        (
            Message::Refuse {
                ply: 6,
                why: RefuseWhy::Over,
            },
            "refuse 6 over".into(),
        ),
        (Message::Sync, "sync".into()),
        (
            Message::Ask {
                what: AskWhat::Undo,
                seat: 3,
                ply: 40,
                to: 33,
            },
            "ask undo 3 40 33".into(),
        ),
        (
            Message::Ask {
                what: AskWhat::Draw,
                seat: 0,
                ply: 41,
                to: 41,
            },
            "ask draw 0 41 41".into(),
        ),
        (
            Message::Answer {
                what: AskWhat::Undo,
                ply: 40,
                yes: true,
            },
            "answer undo 40 yes".into(),
        ),
        (
            Message::Answer {
                what: AskWhat::Draw,
                ply: 41,
                yes: false,
            },
            "answer draw 41 no".into(),
        ),
        (Message::Resign { seat: 2 }, "resign 2".into()),
        (Message::Ping { t: 123_456 }, "ping 123456".into()),
        (Message::Pong { t: 0 }, "pong 0".into()),
        (Message::Bye, "bye".into()),
        (
            Message::Head { head: [7; 32] },
            "head BwcHBwcHBwcHBwcHBwcHBwcHBwcHBwcHBwcHBwcHBwc".into(),
        ),
        (Message::Device { device: 2 }, "device 2".into()),
        (
            Message::Part {
                device: 1,
                roll: 30,
                part: [255; 32],
            },
            "part 1 30 __________________________________________8".into(),
        ),
    ]
}

#[test]
fn each_message_has_its_text_and_reads_back() {
    for (message, text) in examples() {
        assert_eq!(message.write(), text);
        assert_eq!(Message::read(&text), Ok(message), "{text}");
    }
}

#[test]
fn anything_else_is_refused() {
    let game = fragment("chaturanga-v3", 6);
    let unknown = [
        "",
        " ",
        "hello",
        "SYNC",
        "sync ",
        " sync",
        "sync\n",
        "act  1 2",
        "act 1",
        "act 1 2 3",
        "head",
        "part 1 30",
        "part 1 __________________________________________8",
        "act\t1 2",
        "refuse 1 nope",
        "refuse 1",
        "ask undo 1",
        "ask undo 1 2",
        "ask maybe 1 2 2",
        "answer draw 1 maybe",
        "answer draw 1 yes ",
        "resign",
        "resign 1 2",
        "ping",
        "bye bye",
        "game 1",
    ];
    for text in unknown {
        assert_eq!(Message::read(text), Err(MessageError::Unknown), "{text:?}");
    }
    let bad_numbers = [
        "act 01 2",
        "act 1 +2",
        "act -1 2",
        "act 1 2a",
        "act 4294967296 0",
        "act 99999999999999999999 0",
        "ping ",
        "pong 00",
        "ask undo 4 1 0",
        "resign 4",
        "resign 255",
        "refuse x stale",
        "answer undo 1.5 yes",
        // A head or a part is 32 bytes exactly, one text each.
        "head BwcHBwcHBwcHBwcHBwcHBwcHBwcHBwcHBwcHBwcHBw",
        "head BwcHBwcHBwcHBwcHBwcHBwcHBwcHBwcHBwcHBwcHBwcH",
        "head BwcHBwcHBwcHBwcHBwcHBwcHBwcHBwcHBwcHBwcHBwd",
        "part 01 30 __________________________________________8",
        "device -1",
    ];
    for text in bad_numbers {
        assert_eq!(
            Message::read(text),
            Err(MessageError::BadNumber),
            "{text:?}"
        );
    }
    // The seats a guest plays: 0–15 (0: a device that watches), and seats of the game (two
    // here).
    for here in ["16", "4", "01"] {
        let text = format!("game {here} {game}");
        assert_eq!(Message::read(&text), Err(MessageError::BadNumber), "{text}");
    }
    assert!(Message::read(&format!("game 3 {game}")).is_ok());
    assert!(Message::read(&format!("game 0 {game}")).is_ok());
    // A game that does not read, and the link reader's looser forms.
    let mut altered = game.clone().into_bytes();
    let last = altered.len() - 1;
    altered[last] = if altered[last] == b'A' { b'B' } else { b'A' };
    let altered = String::from_utf8(altered).expect("ASCII");
    assert!(matches!(
        Message::read(&format!("game 1 {altered}")),
        Err(MessageError::BadGame(_))
    ));
    for other in [format!("#{game}"), "x".into(), "g=".into()] {
        assert!(
            matches!(
                Message::read(&format!("game 1 {other}")),
                Err(MessageError::BadGame(LinkError::NotALink))
            ),
            "{other}"
        );
    }
    assert_eq!(
        Message::read(&"a".repeat(MAX_MESSAGE + 1)),
        Err(MessageError::TooLong)
    );
    assert_eq!(
        Message::read(&format!("game 1 g={}", "A".repeat(MAX_MESSAGE))),
        Err(MessageError::TooLong)
    );
}

#[cfg(not(target_arch = "wasm32"))]
mod properties {
    use super::*;
    use proptest::prelude::*;

    fn message() -> impl Strategy<Value = Message> {
        let ask = prop_oneof![Just(AskWhat::Undo), Just(AskWhat::Draw)];
        prop_oneof![
            (1u8..4, 0usize..30).prop_map(|(here, plies)| Message::Game {
                here: SeatSet::from_bits(here),
                fragment: fragment("chaturanga-v3", plies),
            }),
            (any::<u32>(), any::<u32>()).prop_map(|(ply, index)| Message::Act { ply, index }),
            (any::<u32>(), 0usize..4).prop_map(|(ply, w)| Message::Refuse {
                ply,
                why: RefuseWhy::ALL[w]
            }),
            Just(Message::Sync),
            (ask.clone(), 0u8..4, any::<u32>(), any::<u32>()).prop_map(|(what, seat, ply, to)| {
                Message::Ask {
                    what,
                    seat,
                    ply,
                    to,
                }
            }),
            (ask, any::<u32>(), any::<bool>()).prop_map(|(what, ply, yes)| Message::Answer {
                what,
                ply,
                yes
            }),
            (0u8..4).prop_map(|seat| Message::Resign { seat }),
            any::<u32>().prop_map(|t| Message::Ping { t }),
            any::<u32>().prop_map(|t| Message::Pong { t }),
            Just(Message::Bye),
        ]
    }

    proptest! {
        #[test]
        fn any_message_round_trips(message in message()) {
            let text = message.write();
            prop_assert_eq!(Message::read(&text), Ok(message));
        }

        #[test]
        fn whatever_reads_writes_back_as_the_same_text(
            text in "(act|ask|answer|refuse|resign|ping|pong|sync|bye|undo|draw|yes|no|stale|0|1|00|4294967296| )*"
        ) {
            if let Ok(message) = Message::read(&text) {
                prop_assert_eq!(message.write(), text);
            }
        }
    }
}
