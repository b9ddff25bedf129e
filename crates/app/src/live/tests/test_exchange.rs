//! The opening exchange through the extras worker's messages: what the worker writes and reads,
//! and what the page lets in of its answers.

use super::*;
use crate::link;
use crate::test_util::{app, humans, CHROME_ANSWER, CHROME_OFFER};

/// The game link fragment of a fresh chaturanga-v3 game.
fn game() -> String {
    let app = app("chaturanga-v3", &humans(2), 7);
    link::write(&app.session.link().expect("a game to link"))
}

/// The worker's answer to `exchange`.
fn ask(exchange: Exchange) -> ExtrasReply {
    answer(&exchange.request(41)).expect("a live request is answered")
}

fn read(text: &str, invite: bool) -> LiveReadAnswer {
    match ask(Exchange::Read {
        text: text.into(),
        invite,
    }) {
        ExtrasReply::LiveRead(a) => a,
        other => panic!("{other:?}"),
    }
}

fn written(sdp: &str, seats: u8, game: Option<String>) -> Option<String> {
    match ask(Exchange::Write {
        peer: 77,
        sdp: sdp.into(),
        seats,
        game,
        room: None,
    }) {
        ExtrasReply::LiveCode(a) => {
            assert_eq!((a.id, a.peer), (41, 77));
            a.code
        }
        other => panic!("{other:?}"),
    }
}

#[test]
fn an_invitation_written_in_the_worker_reads_back_with_its_game_and_offer() {
    let invitation = written(CHROME_OFFER, 0b10, Some(game())).expect("the offer reads");
    assert!(invitation.starts_with(code::INVITE_PREFIX), "{invitation}");
    let answer = read(&invitation, true);
    assert_eq!(
        (answer.id, answer.peer, answer.error.as_deref()),
        (41, 77, None)
    );
    match opened(&answer) {
        Ok(Opened::Invite {
            peer,
            offered,
            sdp,
            game: g,
            room: None,
        }) => {
            assert_eq!(
                (peer, offered),
                (77, ashtapada_rules::SeatSet::from_bits(0b10))
            );
            assert!(sdp.contains("a=setup:actpass"), "{sdp}");
            // The browser's offer and the one rebuilt describe the same connection.
            assert_eq!(
                Description::from_sdp(&sdp),
                Description::from_sdp(CHROME_OFFER)
            );
            assert_eq!(link::write(&g), game());
        }
        other => panic!("{other:?}"),
    }
}

#[test]
fn an_answer_written_in_the_worker_reads_back_with_its_seat() {
    let reply = written(CHROME_ANSWER, 1, None).expect("the answer reads");
    assert!(reply.starts_with(code::REPLY_PREFIX), "{reply}");
    match opened(&read(&reply, false)) {
        Ok(Opened::Reply { peer, seat, sdp }) => {
            assert_eq!((peer, seat), (77, 1));
            assert!(sdp.contains("a=setup:active"), "{sdp}");
        }
        other => panic!("{other:?}"),
    }
    // An answer where an invitation is expected, and the other way round, are foreign.
    assert!(matches!(
        opened(&read(&reply, true)),
        Err(CodeError::Foreign)
    ));
    let invitation = written(CHROME_OFFER, 0b10, Some(game())).unwrap();
    assert!(matches!(
        opened(&read(&invitation, false)),
        Err(CodeError::Foreign)
    ));
}

#[test]
fn a_description_that_does_not_read_writes_no_code() {
    assert_eq!(written("v=0\r\n", 1, None), None);
    assert_eq!(written("", 0b10, Some(game())), None);
}

#[test]
fn every_error_crosses_the_worker_by_its_token() {
    for error in [
        CodeError::NotACode,
        CodeError::Foreign,
        CodeError::Future(2),
        CodeError::Future(255),
        CodeError::Truncated,
        CodeError::Checksum,
        CodeError::BadDescription,
        CodeError::BadSeat,
    ] {
        assert_eq!(CodeError::from_token(&error.token()), error);
    }
    // The game's error is the page's to find (it reads the game), and a token it does not
    // know is no code.
    for token in ["", "future", "future999", "game", "<b>"] {
        assert_eq!(CodeError::from_token(token), CodeError::NotACode, "{token}");
    }
    let tampered = read("live=AAAA", true);
    assert!(tampered.error.is_some() && tampered.sdp.is_empty() && tampered.game.is_none());
    assert!(opened(&tampered).is_err());
}

#[test]
fn what_the_page_lets_in_of_a_workers_answer_is_checked() {
    let invitation = written(CHROME_OFFER, 0b10, Some(game())).unwrap();
    let good = read(&invitation, true);
    assert!(opened(&good).is_ok());
    let lie = |change: &dyn Fn(&mut LiveReadAnswer)| {
        let mut answer = good.clone();
        change(&mut answer);
        opened(&answer)
    };
    // Seats that are not the game's, a game that does not read, no description, one too long,
    // no game at all.
    assert!(matches!(
        lie(&|a| a.seats = 0b1_0000),
        Err(CodeError::BadSeat)
    ));
    assert!(matches!(lie(&|a| a.seats = 0), Err(CodeError::BadSeat)));
    assert!(matches!(lie(&|a| a.seats = 0b100), Err(CodeError::BadSeat)));
    assert!(matches!(
        lie(&|a| a.game = Some("g=AAAA".into())),
        Err(CodeError::Game(_))
    ));
    assert!(matches!(
        lie(&|a| a.sdp.clear()),
        Err(CodeError::BadDescription)
    ));
    assert!(matches!(
        lie(&|a| a.sdp = "a".repeat(MAX_SDP + 1)),
        Err(CodeError::BadDescription)
    ));
    assert!(matches!(lie(&|a| a.game = None), Err(CodeError::Foreign)));
    // An answer's seat out of 0–3.
    let reply = read(&written(CHROME_ANSWER, 1, None).unwrap(), false);
    let mut bad = reply.clone();
    bad.seats = 4;
    assert!(matches!(opened(&bad), Err(CodeError::BadSeat)));
}

#[test]
fn requests_of_other_kinds_are_not_live_plays() {
    let qr = ExtrasRequest::Qr {
        id: 1,
        text: "x".into(),
    };
    assert_eq!(answer(&qr), None);
}

#[test]
fn an_invitation_through_relays_carries_its_room_and_no_description() {
    let room = super::Room {
        key: [7; 32],
        relays: vec!["wss://relay.example".into(), "ws://127.0.0.1:7447".into()],
    };
    let written = match ask(Exchange::Write {
        peer: 77,
        sdp: String::new(),
        seats: 0b10,
        game: Some(game()),
        room: Some(room.clone()),
    }) {
        ExtrasReply::LiveCode(a) => a.code.expect("a room's invitation"),
        other => panic!("{other:?}"),
    };
    assert!(written.starts_with(code::INVITE_PREFIX), "{written}");
    // Shorter than a code with a description: a link that fits a QR code well.
    assert!(written.len() < 200, "{} characters", written.len());
    let answer = read(&written, true);
    match opened(&answer) {
        Ok(Opened::Invite {
            peer,
            sdp,
            room: Some(r),
            game: g,
            ..
        }) => {
            assert_eq!((peer, sdp.as_str()), (77, ""));
            assert_eq!(r, room);
            assert_eq!(link::write(&g), game());
        }
        other => panic!("{other:?}"),
    }
    // A room that does not read where it enters the page is refused: a short key, a relay
    // that is no WebSocket address, a description beside a room.
    for bad in [
        "AAAA\nwss://relay.example",
        "KEY",
        &format!("{}\nhttps://x.example", room.key_text()),
    ] {
        let mut a = answer.clone();
        a.room = Some(bad.to_string());
        assert_eq!(opened(&a).err(), Some(CodeError::BadDescription), "{bad}");
    }
    let mut a = answer.clone();
    a.sdp = CHROME_OFFER.into();
    assert_eq!(opened(&a).err(), Some(CodeError::BadDescription));
    // A reader of answers takes no invitation through relays.
    assert_eq!(code::read_reply(&written), Err(CodeError::Foreign));
    assert_eq!(code::read_invite(&written), Err(CodeError::Foreign));
}
