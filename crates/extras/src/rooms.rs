//! Live play's rooms on the relays, as plain Rust (tested natively): what this worker says to
//! a relay and what it makes of what a relay says. The browser side (`crate::web`) keeps the
//! WebSockets and hands each text here.
//!
//! A room is a key ([`RoomKey`]) and the relays it is met on. This worker joins it under a
//! throwaway Nostr identity (a fresh key each time the room is opened), subscribes to the
//! room's tag, and says each of the page's texts as an ephemeral event whose content is the
//! text sealed with the key ([`ashtapada_relay::seal`]). What comes back is read strictly
//! ([`ashtapada_relay::read`] checks the id and the signature), and only an event of the
//! room's tag, of another identity, not heard before on another relay, whose seal opens with
//! the key, reaches the page.

use std::collections::VecDeque;

use ashtapada_relay::{read, seal, subscribe, unseal, Event, Identity, RelayMessage, RoomKey};

/// How many event ids are remembered to drop the copies that come from the other relays.
const SEEN: usize = 512;

/// The longest text the page may say in a room (an SDP with its line is under 10 KB).
pub const MAX_BODY: usize = 16 * 1024;

/// How far back the subscription asks for (relays do not keep ephemeral events; a clock a
/// little behind the relay's must still hear what comes now).
const SINCE_SLACK: u64 = 120;

/// One room as this worker keeps it.
pub struct RoomSession {
    key: RoomKey,
    tag: String,
    identity: Identity,
    me: String,
    sub: String,
    seen: VecDeque<String>,
}

impl RoomSession {
    /// Joins the room of `key` under the identity of `seed` (`None` if the seed is not a
    /// valid secret key, which a random one almost never is not).
    pub fn new(key: RoomKey, seed: [u8; 32]) -> Option<RoomSession> {
        let identity = Identity::from_seed(seed)?;
        let tag = key.tag();
        let me = identity.public();
        Some(RoomSession {
            sub: format!("room-{}", &tag[..8]),
            key,
            tag,
            me,
            identity,
            seen: VecDeque::new(),
        })
    }

    /// The room's key as the page's messages carry it.
    pub fn key_text(&self) -> String {
        self.key.to_text()
    }

    /// What to send a relay once connected: the subscription to the room's tag.
    pub fn subscription(&self, now_s: u64) -> String {
        subscribe(&self.sub, &self.tag, now_s.saturating_sub(SINCE_SLACK))
    }

    /// `body`, said in the room: the event text to send every relay. `None` for a body too
    /// long to say.
    pub fn say(&self, body: &str, now_s: u64, nonce: [u8; 12], aux: [u8; 32]) -> Option<String> {
        if body.len() > MAX_BODY {
            return None;
        }
        let content = seal(&self.key, nonce, body.as_bytes());
        let event = Event::signed(&self.identity, now_s, &self.tag, content, aux);
        Some(ashtapada_relay::publish(&event))
    }

    /// What a relay said, if it is another device's text in this room (heard for the first
    /// time): that text.
    pub fn heard(&mut self, text: &str) -> Option<String> {
        let RelayMessage::Event { sub, event } = read(text).ok()? else {
            return None;
        };
        if sub != self.sub || event.room_tag() != Some(self.tag.as_str()) || event.pubkey == self.me
        {
            return None;
        }
        if self.seen.contains(&event.id) {
            return None;
        }
        if self.seen.len() == SEEN {
            self.seen.pop_front();
        }
        self.seen.push_back(event.id.clone());
        let plain = unseal(&self.key, &event.content).ok()?;
        String::from_utf8(plain)
            .ok()
            .filter(|body| body.len() <= MAX_BODY)
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    fn relay_says(sub: &str, event_text: &str) -> String {
        // A relay hands an event to a subscription as `["EVENT", sub, event]`.
        let ashtapada_relay::ClientMessage::Event(event) =
            ashtapada_relay::read_client(event_text).expect("an EVENT")
        else {
            panic!("not an event: {event_text}");
        };
        RelayMessage::Event {
            sub: sub.into(),
            event,
        }
        .write()
    }

    #[test]
    fn a_text_said_in_a_room_is_heard_once_by_the_other_device_only() {
        let key = RoomKey([9; 32]);
        let host = RoomSession::new(key.clone(), [1; 32]).unwrap();
        let mut guest = RoomSession::new(key.clone(), [2; 32]).unwrap();
        let said = host
            .say("hello 0000000000000001 1", 1_800_000_000, [3; 12], [4; 32])
            .unwrap();
        // What a relay sees: the tag and sealed bytes, never the text.
        assert!(said.contains(&key.tag()), "{said}");
        assert!(!said.contains("hello"), "{said}");
        let copy = relay_says(&guest.sub, &said);
        assert_eq!(
            guest.heard(&copy).as_deref(),
            Some("hello 0000000000000001 1")
        );
        // The same event through a second relay: dropped.
        assert_eq!(guest.heard(&copy), None);
        // Its own words, sent back by the relay: dropped.
        let mut host = host;
        let own = relay_says(&host.sub, &said);
        assert_eq!(host.heard(&own), None);
        // Another room's device cannot read it, nor does it hear it.
        let mut other = RoomSession::new(RoomKey([8; 32]), [5; 32]).unwrap();
        assert_eq!(other.heard(&relay_says(&other.sub.clone(), &said)), None);
        // The subscription asks for the room's tag only.
        assert!(guest.subscription(1_800_000_000).contains(&key.tag()));
    }

    #[test]
    fn a_changed_event_or_an_overlong_text_is_not_heard() {
        let key = RoomKey([9; 32]);
        let host = RoomSession::new(key.clone(), [1; 32]).unwrap();
        let mut guest = RoomSession::new(key, [2; 32]).unwrap();
        let said = host.say("offer", 1_800_000_000, [3; 12], [4; 32]).unwrap();
        let copy = relay_says(&guest.sub, &said);
        // A changed signature (its last hex digit) does not verify.
        let at = copy.find("\"sig\":\"").unwrap() + 7 + 127;
        let mut forged = copy.clone().into_bytes();
        forged[at] = if forged[at] == b'0' { b'1' } else { b'0' };
        assert_eq!(guest.heard(&String::from_utf8(forged).unwrap()), None);
        assert_eq!(guest.heard("not json"), None);
        assert_eq!(guest.heard(r#"["EOSE","x"]"#), None);
        assert!(host
            .say(&"a".repeat(MAX_BODY + 1), 1, [0; 12], [0; 32])
            .is_none());
    }
}
