//! Every reader round-trips: what the writers write reads back as the same value, and reading
//! any text (or any cut of a real message) does not panic.

use ashtapada_relay::{
    read, read_client, seal, unseal, ClientMessage, Event, Filter, Identity, RelayMessage, RoomKey,
};
use proptest::prelude::*;

fn text() -> impl Strategy<Value = String> {
    // Quotes, backslashes, control characters and astral ones: what JSON escaping must carry.
    proptest::string::string_regex("(\\PC|[\"\\\\\n\r\t\u{0}-\u{1f}\u{2028}😀])*")
        .expect("a regex")
        .prop_map(|s| s.chars().take(40).collect())
}

fn signed_event() -> impl Strategy<Value = Event> {
    (1u8..=200, any::<u64>(), text(), text(), any::<[u8; 32]>()).prop_map(
        |(seed, at, tag, content, aux)| {
            let identity = Identity::from_seed([seed; 32]).expect("a valid seed");
            Event::signed(&identity, at, &tag, content, aux)
        },
    )
}

fn any_event() -> impl Strategy<Value = Event> {
    (
        (text(), text(), any::<u64>(), any::<u16>()),
        (
            proptest::collection::vec(proptest::collection::vec(text(), 0..3), 0..3),
            text(),
            text(),
        ),
    )
        .prop_map(
            |((id, pubkey, created_at, kind), (tags, content, sig))| Event {
                id,
                pubkey,
                created_at,
                kind,
                tags,
                content,
                sig,
            },
        )
}

fn filter() -> impl Strategy<Value = Filter> {
    (
        proptest::option::of(proptest::collection::vec(any::<u32>(), 0..3)),
        proptest::option::of(proptest::collection::vec(text(), 0..3)),
        proptest::option::of(proptest::collection::vec(text(), 0..3)),
        proptest::option::of(any::<u64>()),
        proptest::option::of(any::<u64>()),
        proptest::option::of(any::<u32>()),
    )
        .prop_map(|(kinds, authors, x, since, until, limit)| Filter {
            kinds,
            authors,
            x,
            since,
            until,
            limit,
        })
}

fn sub() -> impl Strategy<Value = String> {
    text().prop_map(|s| format!("s{}", s.chars().take(63).collect::<String>()))
}

fn relay_message() -> impl Strategy<Value = RelayMessage> {
    prop_oneof![
        (text(), signed_event()).prop_map(|(sub, event)| RelayMessage::Event { sub, event }),
        (text(), any::<bool>(), text()).prop_map(|(id, accepted, message)| RelayMessage::Ok {
            id,
            accepted,
            message
        }),
        text().prop_map(RelayMessage::Eose),
        text().prop_map(RelayMessage::Notice),
        (text(), text()).prop_map(|(sub, message)| RelayMessage::Closed { sub, message }),
    ]
}

fn client_message() -> impl Strategy<Value = ClientMessage> {
    prop_oneof![
        any_event().prop_map(ClientMessage::Event),
        (sub(), proptest::collection::vec(filter(), 1..4))
            .prop_map(|(sub, filters)| ClientMessage::Req { sub, filters }),
        sub().prop_map(ClientMessage::Close),
    ]
}

proptest! {
    #[test]
    fn relay_messages_read_back(message in relay_message()) {
        let text = message.write();
        prop_assert_eq!(read(&text), Ok(message.clone()));
        // Every cut of a real message is read without a panic (and refused).
        for cut in (0..text.len()).filter(|&i| text.is_char_boundary(i)).step_by(7) {
            prop_assert!(read(&text[..cut]).is_err());
        }
    }

    #[test]
    fn client_messages_read_back(message in client_message()) {
        let text = message.write();
        prop_assert_eq!(read_client(&text), Ok(message.clone()));
        for cut in (0..text.len()).filter(|&i| text.is_char_boundary(i)).step_by(7) {
            prop_assert!(read_client(&text[..cut]).is_err());
        }
    }

    #[test]
    fn any_text_reads_without_panic(text in "\\PC*") {
        if let Ok(message) = read(&text) {
            prop_assert_eq!(read(&message.write()), Ok(message));
        }
        if let Ok(message) = read_client(&text) {
            prop_assert_eq!(read_client(&message.write()), Ok(message));
        }
    }

    #[test]
    fn sealed_bytes_unseal(key in any::<[u8; 32]>(), nonce in any::<[u8; 12]>(),
                           plain in proptest::collection::vec(any::<u8>(), 0..200)) {
        let key = RoomKey(key);
        prop_assert_eq!(RoomKey::from_text(&key.to_text()), Some(key.clone()));
        let sealed = seal(&key, nonce, &plain);
        prop_assert_eq!(unseal(&key, &sealed), Ok(plain));
    }
}
