//! The messages between a client and a relay (NIP-01), as JSON text over a WebSocket: the
//! client's writers ([`publish`], [`subscribe`], [`unsubscribe`]) and reader ([`read`]), and
//! the relay's ([`read_client`], [`RelayMessage::write`]) for `ashtapada-relay-server`.
//!
//! Readers take any text: a relay is a stranger, and so is a client to a relay. They refuse
//! texts over [`MAX_TEXT`], nest no deeper than serde_json's limit, and never panic. [`read`]
//! hands on an event only once [`Event::verify`] has passed: a relay may pass on forgeries.

use serde::{Deserialize, Serialize};
use serde_json::Value;

use crate::error::RelayError;
use crate::event::{Event, KIND};

/// The longest text a reader takes, in bytes (256 KiB): far above a live message, far below
/// what would cost a device to parse.
pub const MAX_TEXT: usize = 256 * 1024;

/// The longest subscription id a relay takes, in characters (NIP-01).
const MAX_SUB: usize = 64;

/// What a relay says to a client.
#[derive(Debug, Clone, PartialEq, Eq)]
pub enum RelayMessage {
    /// `["EVENT",sub,event]`: an event for the subscription `sub` (verified by [`read`]).
    Event {
        /// The subscription it matched.
        sub: String,
        /// The event.
        event: Event,
    },
    /// `["OK",id,accepted,message]`: the answer to a published event.
    Ok {
        /// The event's id.
        id: String,
        /// Whether the relay took it.
        accepted: bool,
        /// Why not (`blocked: …`, `invalid: …`), or empty.
        message: String,
    },
    /// `["EOSE",sub]`: the stored events of `sub` have all been sent; what follows is live.
    Eose(String),
    /// `["NOTICE",message]`: something for people to read.
    Notice(String),
    /// `["CLOSED",sub,message]`: the relay ended the subscription `sub`, and why.
    Closed {
        /// The subscription.
        sub: String,
        /// Why.
        message: String,
    },
}

/// What a client says to a relay.
#[derive(Debug, Clone, PartialEq, Eq)]
pub enum ClientMessage {
    /// `["EVENT",event]`: publish an event. [`read_client`] does not verify it: the relay
    /// answers a bad one with its id (`["OK",id,false,"invalid: …"]`).
    Event(Event),
    /// `["REQ",sub,filter…]`: open (or replace) the subscription `sub`.
    Req {
        /// The subscription id (1 to 64 characters).
        sub: String,
        /// The filters; an event matching any of them is sent.
        filters: Vec<Filter>,
    },
    /// `["CLOSE",sub]`: end the subscription `sub`.
    Close(String),
}

/// A subscription's filter (NIP-01): an event matches if it passes every field present. Other
/// fields (`ids`, tags other than `#x`) are ignored when read, so real clients' filters are
/// taken, and dropped when written back.
#[derive(Debug, Clone, Default, PartialEq, Eq, Serialize, Deserialize)]
pub struct Filter {
    /// The kinds an event may have.
    #[serde(skip_serializing_if = "Option::is_none")]
    pub kinds: Option<Vec<u32>>,
    /// The public keys an event may be signed by.
    #[serde(skip_serializing_if = "Option::is_none")]
    pub authors: Option<Vec<String>>,
    /// `#x`: the values one of the event's `x` tags may have (live play's room tags).
    #[serde(rename = "#x", skip_serializing_if = "Option::is_none")]
    pub x: Option<Vec<String>>,
    /// The earliest `created_at`.
    #[serde(skip_serializing_if = "Option::is_none")]
    pub since: Option<u64>,
    /// The latest `created_at`.
    #[serde(skip_serializing_if = "Option::is_none")]
    pub until: Option<u64>,
    /// How many stored events to send first (a relay that stores nothing ignores it).
    #[serde(skip_serializing_if = "Option::is_none")]
    pub limit: Option<u32>,
}

impl Filter {
    /// Live play's filter: events of kind [`KIND`] for the room `tag`, from `since` on.
    pub fn room(tag: &str, since: u64) -> Filter {
        Filter {
            kinds: Some(vec![u32::from(KIND)]),
            x: Some(vec![tag.to_string()]),
            since: Some(since),
            ..Filter::default()
        }
    }

    /// Whether `event` passes every field of the filter (`limit` aside).
    pub fn matches(&self, event: &Event) -> bool {
        self.kinds
            .as_ref()
            .is_none_or(|kinds| kinds.contains(&u32::from(event.kind)))
            && self
                .authors
                .as_ref()
                .is_none_or(|authors| authors.contains(&event.pubkey))
            && self.x.as_ref().is_none_or(|x| {
                event
                    .tags
                    .iter()
                    .any(|t| t.len() >= 2 && t[0] == "x" && x.contains(&t[1]))
            })
            && self.since.is_none_or(|since| event.created_at >= since)
            && self.until.is_none_or(|until| event.created_at <= until)
    }
}

/// `["EVENT",event]`: publishes an event.
pub fn publish(event: &Event) -> String {
    json(&("EVENT", event))
}

/// `["REQ",sub,{"kinds":[KIND],"#x":[tag],"since":since}]`: listens to the room `tag`.
pub fn subscribe(sub: &str, tag: &str, since: u64) -> String {
    json(&("REQ", sub, Filter::room(tag, since)))
}

/// `["CLOSE",sub]`: stops listening.
pub fn unsubscribe(sub: &str) -> String {
    json(&("CLOSE", sub))
}

impl ClientMessage {
    /// The message as a client sends it; [`read_client`] reads it back as the same value.
    pub fn write(&self) -> String {
        match self {
            ClientMessage::Event(event) => publish(event),
            ClientMessage::Req { sub, filters } => {
                let mut out = format!("[\"REQ\",{}", json(sub));
                for filter in filters {
                    out.push(',');
                    out.push_str(&json(filter));
                }
                out.push(']');
                out
            }
            ClientMessage::Close(sub) => unsubscribe(sub),
        }
    }
}

impl RelayMessage {
    /// The message as a relay sends it; [`read`] reads it back as the same value (an event
    /// that verifies, for [`RelayMessage::Event`]).
    pub fn write(&self) -> String {
        match self {
            RelayMessage::Event { sub, event } => json(&("EVENT", sub, event)),
            RelayMessage::Ok {
                id,
                accepted,
                message,
            } => json(&("OK", id, accepted, message)),
            RelayMessage::Eose(sub) => json(&("EOSE", sub)),
            RelayMessage::Notice(message) => json(&("NOTICE", message)),
            RelayMessage::Closed { sub, message } => json(&("CLOSED", sub, message)),
        }
    }
}

/// A message from a relay. An event is returned only if it verifies; a message of a type not
/// read here (`AUTH`, `COUNT`, …) is [`RelayError::Unknown`].
pub fn read(text: &str) -> Result<RelayMessage, RelayError> {
    let (kind, mut parts) = split(text)?;
    Ok(match (kind.as_str(), parts.len()) {
        ("EVENT", 2) => {
            let event = event(parts.pop())?;
            event.verify()?;
            RelayMessage::Event {
                sub: string(parts.pop(), "subscription id")?,
                event,
            }
        }
        ("OK", 3) => {
            let message = string(parts.pop(), "OK message")?;
            let accepted = match parts.pop() {
                Some(Value::Bool(b)) => b,
                _ => return Err(malformed("OK: not a boolean")),
            };
            RelayMessage::Ok {
                id: string(parts.pop(), "event id")?,
                accepted,
                message,
            }
        }
        ("EOSE", 1) => RelayMessage::Eose(string(parts.pop(), "subscription id")?),
        ("NOTICE", 1) => RelayMessage::Notice(string(parts.pop(), "notice")?),
        ("CLOSED", 2) => {
            let message = string(parts.pop(), "CLOSED message")?;
            RelayMessage::Closed {
                sub: string(parts.pop(), "subscription id")?,
                message,
            }
        }
        ("EVENT" | "OK" | "EOSE" | "NOTICE" | "CLOSED", n) => {
            return Err(malformed(&format!("{kind} with {n} values")))
        }
        _ => return Err(RelayError::Unknown(kind)),
    })
}

/// A message from a client, as a relay reads it. Events are not verified here (see
/// [`ClientMessage::Event`]); subscription ids have 1 to 64 characters, and a `REQ` at least
/// one filter.
pub fn read_client(text: &str) -> Result<ClientMessage, RelayError> {
    let (kind, mut parts) = split(text)?;
    Ok(match (kind.as_str(), parts.len()) {
        ("EVENT", 1) => ClientMessage::Event(event(parts.pop())?),
        ("REQ", n) if n >= 2 => {
            let mut parts = parts.into_iter();
            let sub = sub(parts.next())?;
            let filters = parts
                .map(|f| serde_json::from_value(f).map_err(|e| malformed(&format!("filter: {e}"))))
                .collect::<Result<_, _>>()?;
            ClientMessage::Req { sub, filters }
        }
        ("CLOSE", 1) => ClientMessage::Close(sub(parts.pop())?),
        ("EVENT" | "REQ" | "CLOSE", n) => {
            return Err(malformed(&format!("{kind} with {n} values")))
        }
        _ => return Err(RelayError::Unknown(kind)),
    })
}

/// A message's type and its other values.
fn split(text: &str) -> Result<(String, Vec<Value>), RelayError> {
    if text.len() > MAX_TEXT {
        return Err(RelayError::TooLong(text.len()));
    }
    let mut parts: Vec<Value> =
        serde_json::from_str(text).map_err(|e| malformed(&format!("not a JSON array: {e}")))?;
    if parts.is_empty() {
        return Err(malformed("an empty array"));
    }
    match parts.remove(0) {
        Value::String(kind) => Ok((kind, parts)),
        _ => Err(malformed("the message type is not a string")),
    }
}

fn event(value: Option<Value>) -> Result<Event, RelayError> {
    serde_json::from_value(value.unwrap_or_default()).map_err(|e| malformed(&format!("event: {e}")))
}

fn string(value: Option<Value>, what: &str) -> Result<String, RelayError> {
    match value {
        Some(Value::String(s)) => Ok(s),
        _ => Err(malformed(&format!("{what}: not a string"))),
    }
}

fn sub(value: Option<Value>) -> Result<String, RelayError> {
    let sub = string(value, "subscription id")?;
    let chars = sub.chars().count();
    if chars == 0 || chars > MAX_SUB {
        return Err(malformed("subscription id: 1 to 64 characters"));
    }
    Ok(sub)
}

fn malformed(why: &str) -> RelayError {
    RelayError::Malformed(why.to_string())
}

/// Compact JSON of a value that always has one (strings, numbers, arrays, plain structs).
fn json<T: Serialize + ?Sized>(value: &T) -> String {
    serde_json::to_string(value).expect("plain values serialize")
}

#[cfg(test)]
mod tests {
    use super::*;
    use crate::event::Identity;
    use crate::room::{seal, unseal, RoomKey};

    fn event() -> Event {
        let identity = Identity::from_seed([3; 32]).unwrap();
        let key = RoomKey([5; 32]);
        let content = seal(&key, [6; 12], b"hello");
        Event::signed(&identity, 1_700_000_000, &key.tag(), content, [4; 32])
    }

    #[test]
    fn a_published_event_reads_back_verified_and_unseals() {
        let event = event();
        let text = RelayMessage::Event {
            sub: "live".into(),
            event: event.clone(),
        }
        .write();
        assert!(text.starts_with("[\"EVENT\",\"live\",{\"id\":\""));
        let Ok(RelayMessage::Event { sub, event: read }) = read(&text) else {
            panic!("{text}")
        };
        assert_eq!((sub.as_str(), &read), ("live", &event));
        assert_eq!(unseal(&RoomKey([5; 32]), &read.content).unwrap(), b"hello");
        assert_eq!(
            read_client(&publish(&event)),
            Ok(ClientMessage::Event(event))
        );
    }

    #[test]
    fn a_forged_event_is_refused() {
        let mut forged = event();
        forged.content = seal(&RoomKey([5; 32]), [6; 12], b"resign");
        let text = RelayMessage::Event {
            sub: "live".into(),
            event: forged.clone(),
        }
        .write();
        assert_eq!(read(&text), Err(RelayError::Id));
        forged.id = crate::text::hex(&forged.hash());
        let text = format!("[\"EVENT\",\"live\",{}]", json(&forged));
        assert_eq!(read(&text), Err(RelayError::Signature));
    }

    #[test]
    fn the_client_writes_nip01() {
        assert_eq!(
            subscribe("s1", "abcd", 17),
            r##"["REQ","s1",{"kinds":[25050],"#x":["abcd"],"since":17}]"##
        );
        assert_eq!(unsubscribe("s1"), r#"["CLOSE","s1"]"#);
        let Ok(ClientMessage::Req { sub, filters }) = read_client(&subscribe("s1", "abcd", 17))
        else {
            panic!()
        };
        assert_eq!(
            (sub.as_str(), filters),
            ("s1", vec![Filter::room("abcd", 17)])
        );
    }

    #[test]
    fn relay_messages_read() {
        assert_eq!(
            read(r#"["OK","b1",true,""]"#),
            Ok(RelayMessage::Ok {
                id: "b1".into(),
                accepted: true,
                message: String::new()
            })
        );
        assert_eq!(read(r#"["EOSE","s"]"#), Ok(RelayMessage::Eose("s".into())));
        assert_eq!(
            read(r#"["NOTICE","hi"]"#),
            Ok(RelayMessage::Notice("hi".into()))
        );
        assert_eq!(
            read(r#"["CLOSED","s","error: no"]"#),
            Ok(RelayMessage::Closed {
                sub: "s".into(),
                message: "error: no".into()
            })
        );
        assert_eq!(
            read(r#"["AUTH","challenge"]"#),
            Err(RelayError::Unknown("AUTH".into()))
        );
        for bad in [
            "",
            "[]",
            "{}",
            "[1]",
            r#"["OK","b1","true",""]"#,
            r#"["EOSE"]"#,
            r#"["EOSE","s","t"]"#,
            r#"["EVENT","s",{}]"#,
            r#"["NOTICE",null]"#,
            "[[[[[[[[[[[[[[[[[[[[[[[[[[[[[[[[[[[[[[[[[[[[[[[[[[[[[[[[[[[[[[[[[[[[[[[[[[[[[[[[[[[[[[[[[[[[[[[[[[[[[[[[[[[[[[[[[[[[[[[[[[[[[[[[[[[[[[[[[[[[[[[[[",
        ] {
            assert!(matches!(read(bad), Err(RelayError::Malformed(_))), "{bad}");
        }
        let long = format!("[\"NOTICE\",\"{}\"]", "a".repeat(MAX_TEXT));
        assert_eq!(read(&long), Err(RelayError::TooLong(long.len())));
    }

    #[test]
    fn client_messages_read_and_filters_match() {
        let real = r##"["REQ","sub",{"kinds":[25050,1],"#x":["t"],"#e":["zz"],"ids":["a"],"limit":5},{"authors":["p"]}]"##;
        let Ok(ClientMessage::Req { sub, filters }) = read_client(real) else {
            panic!()
        };
        assert_eq!(sub, "sub");
        assert_eq!(filters[0].limit, Some(5));
        assert_eq!(filters[1].authors, Some(vec!["p".to_string()]));
        let written = ClientMessage::Req {
            sub: sub.clone(),
            filters: filters.clone(),
        }
        .write();
        assert_eq!(
            read_client(&written),
            Ok(ClientMessage::Req { sub, filters })
        );
        assert_eq!(
            read_client(r#"["CLOSE","sub"]"#),
            Ok(ClientMessage::Close("sub".into()))
        );
        for bad in [
            r#"["REQ","sub"]"#,
            r#"["REQ","",{}]"#,
            r#"["CLOSE","sub","x"]"#,
            r#"["REQ","sub",{"kinds":"1"}]"#,
            r#"["EVENT",{"id":1}]"#,
        ] {
            assert!(
                matches!(read_client(bad), Err(RelayError::Malformed(_))),
                "{bad}"
            );
        }
        let long_sub = format!("[\"CLOSE\",\"{}\"]", "s".repeat(65));
        assert!(read_client(&long_sub).is_err());
        assert_eq!(
            read_client(r#"["COUNT","s",{}]"#),
            Err(RelayError::Unknown("COUNT".into()))
        );

        let event = event();
        let tag = event.room_tag().unwrap().to_string();
        assert!(Filter::room(&tag, 0).matches(&event));
        assert!(Filter::default().matches(&event));
        assert!(!Filter::room("other", 0).matches(&event));
        assert!(!Filter::room(&tag, event.created_at + 1).matches(&event));
        let until = Filter {
            until: Some(event.created_at - 1),
            ..Filter::default()
        };
        assert!(!until.matches(&event));
        let kind = Filter {
            kinds: Some(vec![1]),
            ..Filter::default()
        };
        assert!(!kind.matches(&event));
        let author = Filter {
            authors: Some(vec![event.pubkey.clone()]),
            ..Filter::default()
        };
        assert!(author.matches(&event));
    }
}
