//! The targets `relay` and `sealed`: live play's relay messages (`ashtapada-relay`), each way,
//! and a room's sealed texts.

/// A Nostr relay's message as live play's client reads it (an event only once verified), and a
/// client's message as the relay reads it: whatever either reader accepts writes back as a text
/// that reads as the same message, and that writes the same text again.
pub fn relay(data: &[u8]) -> bool {
    let Ok(text) = std::str::from_utf8(data) else {
        return false;
    };
    let mut accepted = false;
    if let Ok(message) = ashtapada_relay::read(text) {
        let written = message.write();
        let again = ashtapada_relay::read(&written);
        assert_eq!(again.as_ref(), Ok(&message), "{text:?} wrote {written:?}");
        assert_eq!(again.map(|m| m.write()), Ok(written), "{text:?}");
        accepted = true;
    }
    if let Ok(message) = ashtapada_relay::read_client(text) {
        let written = message.write();
        let again = ashtapada_relay::read_client(&written);
        assert_eq!(again.as_ref(), Ok(&message), "{text:?} wrote {written:?}");
        assert_eq!(again.map(|m| m.write()), Ok(written), "{text:?}");
        accepted = true;
    }
    accepted
}

/// A room's sealed text: the first 32 bytes are the room's key, the rest the text. A text that
/// unseals is the one `seal` writes with its own nonce (one text per sealed message), and the
/// bytes sealed again with another nonce unseal as the same bytes.
pub fn sealed(data: &[u8]) -> bool {
    use ashtapada_relay::{seal, unseal, RoomKey};
    if data.len() < 32 {
        return false;
    }
    let (key, text) = data.split_at(32);
    let key = RoomKey(key.try_into().expect("32 bytes"));
    let Ok(text) = std::str::from_utf8(text) else {
        return false;
    };
    let Ok(plain) = unseal(&key, text) else {
        return false;
    };
    let own = sealed_nonce(text).expect("an unsealed text starts with its nonce");
    assert_eq!(seal(&key, own, &plain), text, "{plain:?}");
    let other = if own == [0; 12] { [1; 12] } else { [0; 12] };
    let again = seal(&key, other, &plain);
    assert_ne!(again, text);
    assert_eq!(unseal(&key, &again).as_deref(), Ok(&plain[..]), "{text:?}");
    true
}

/// The fair dice's ledger (`ashtapada_dice::Ledger::read_tag`): any text; an accepted one
/// writes back as the very text, and every roll that all devices revealed has a face.
pub fn dice(data: &[u8]) -> bool {
    use ashtapada_dice::Ledger;
    let Ok(text) = std::str::from_utf8(data) else {
        return false;
    };
    let Ok(ledger) = Ledger::read_tag(text) else {
        return false;
    };
    assert_eq!(ledger.write_tag(), text);
    let all = (0..ledger.devices())
        .filter_map(|d| ledger.revealed(d))
        .min()
        .unwrap_or(0);
    for roll in 1..=all.min(64) {
        let face = ledger.face(roll, 6).expect("every device revealed it");
        assert!(face < 6, "{text:?}");
    }
    true
}

/// The nonce a sealed text starts with: its first 16 characters, base64url of 12 bytes.
fn sealed_nonce(text: &str) -> Option<[u8; 12]> {
    const B64: &[u8] = b"ABCDEFGHIJKLMNOPQRSTUVWXYZabcdefghijklmnopqrstuvwxyz0123456789-_";
    let mut bits = 0u128;
    for c in text.as_bytes().get(..16)? {
        bits = bits << 6 | B64.iter().position(|b| b == c)? as u128;
    }
    let bytes = bits.to_be_bytes();
    bytes[4..].try_into().ok()
}
