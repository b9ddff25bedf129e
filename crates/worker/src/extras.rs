//! The messages of the extras worker (`crates/extras`): what the page asks now and then (a
//! link's QR code, a rules page, a Learn course) and what the worker answers. Defined here,
//! beside the bot worker's [`crate::protocol`], so that the page and both workers share one
//! definition of every message and one codec ([`crate::js`], with the `js` feature).
//!
//! Live play's opening exchange is written and read here too ([`ExtrasRequest::LiveWrite`],
//! [`ExtrasRequest::LiveRead`]): its codec weighs about 13 KB gzip, which the page's first load
//! does without until a person chooses live play.
//!
//! A conversation: the worker posts [`ExtrasReply::Ready`] as soon as it listens (a module
//! worker drops what arrives while its wasm loads, so the page holds its requests until then);
//! the page then posts [`ExtrasRequest`]s, each with an id of its choosing, and the worker
//! answers each with the answer of its kind and the same id, or [`ExtrasReply::Error`]. The
//! page reports an answer whose id it is not waiting for.

use serde::{Deserialize, Serialize};

/// Version of this protocol, sent in [`ExtrasReply::Ready`]. Bump it on any incompatible
/// change: the worker's files are not content-hashed, so a cached old worker can meet a new
/// page, which then refuses to use it.
pub const EXTRAS_PROTOCOL_VERSION: u32 = 3;

/// The `ruleset` of the [`ExtrasReply::RulesPage`] that answers [`ExtrasRequest::LearnList`]:
/// the Learn list's HTML, as a rules page's.
pub const LEARN_LIST: &str = "learn";

/// A message from the page to the extras worker.
#[derive(Debug, Clone, PartialEq, Eq, Serialize, Deserialize)]
pub enum ExtrasRequest {
    /// The QR code of `text` (a game's link): answered by [`ExtrasReply::Qr`].
    Qr {
        /// Chosen by the page, echoed back.
        id: u32,
        /// The text to encode.
        text: String,
    },
    /// A ruleset's rules page: answered by [`ExtrasReply::RulesPage`].
    RulesPage {
        /// Chosen by the page, echoed back.
        id: u32,
        /// The language's tag (`en`, `fr`).
        lang: String,
        /// The ruleset's id.
        ruleset: String,
    },
    /// The Learn list (its courses and the Puzzles section, with the learner's progress):
    /// answered by [`ExtrasReply::RulesPage`], its ruleset [`LEARN_LIST`].
    LearnList {
        /// Chosen by the page, echoed back.
        id: u32,
        /// The language's tag (`en`, `fr`).
        lang: String,
        /// The learner's progress, as the page stores it.
        progress: String,
    },
    /// A Learn course, its steps and their texts: answered by [`ExtrasReply::Course`].
    Course {
        /// Chosen by the page, echoed back.
        id: u32,
        /// The language's tag (`en`, `fr`).
        lang: String,
        /// The course's id.
        course: String,
    },
    /// Live play: a description the browser made (its SDP), written as an invitation (with
    /// `game`) or as a guest's answer (without): answered by [`ExtrasReply::LiveCode`].
    LiveWrite {
        /// Chosen by the page, echoed back.
        id: u32,
        /// The connection's id (the invitation's), echoed back.
        peer: u32,
        /// The browser's session description.
        sdp: String,
        /// An invitation's seats offered (bit *i*: seat *i*); an answer's seat taken (0–3).
        seats: u8,
        /// An invitation's game, as a game link's fragment (`g=…`); `None` for an answer.
        game: Option<String>,
        /// An invitation through relays (`sdp` then unused): the room's key and its relays'
        /// addresses, one a line, the key first.
        room: Option<String>,
    },
    /// Live play: a text a person opened or pasted, read as an invitation (`invite`) or as an
    /// answer: answered by [`ExtrasReply::LiveRead`].
    LiveRead {
        /// Chosen by the page, echoed back.
        id: u32,
        /// The text (a whole address, a fragment or a bare code).
        text: String,
        /// Whether an invitation is expected (else an answer).
        invite: bool,
    },
    /// Live play through relays: join the room of `key` (a fresh key when empty) on these
    /// relays, and keep listening to it: answered by [`ExtrasReply::RelayOpened`], then by
    /// [`ExtrasReply::RelayHeard`] for each message of the room's other devices and
    /// [`ExtrasReply::RelayState`] when a relay connects or drops, all with this id.
    RelayOpen {
        /// Chosen by the page: the room's id in the messages that follow.
        id: u32,
        /// The room's key as the invitation carries it (base64url), or empty for a new room.
        key: String,
        /// The relays' addresses (`wss://…`), one a line.
        relays: String,
    },
    /// Say `body` to the room `id` (sealed with its key, signed, sent to every relay).
    RelaySend {
        /// The room's id.
        id: u32,
        /// What to say (live play's signal, `ashtapada_app::live::signal`).
        body: String,
    },
    /// Leave the room `id`: its relays' connections close.
    RelayClose {
        /// The room's id.
        id: u32,
    },
}

impl ExtrasRequest {
    /// The request's id.
    pub fn id(&self) -> u32 {
        match self {
            ExtrasRequest::Qr { id, .. }
            | ExtrasRequest::RulesPage { id, .. }
            | ExtrasRequest::LearnList { id, .. }
            | ExtrasRequest::Course { id, .. }
            | ExtrasRequest::LiveWrite { id, .. }
            | ExtrasRequest::LiveRead { id, .. }
            | ExtrasRequest::RelayOpen { id, .. }
            | ExtrasRequest::RelaySend { id, .. }
            | ExtrasRequest::RelayClose { id } => *id,
        }
    }
}

/// A QR code, as the worker sends it.
#[derive(Debug, Clone, PartialEq, Eq, Serialize, Deserialize)]
pub struct QrAnswer {
    /// The id of the request.
    pub id: u32,
    /// The text it encodes.
    pub text: String,
    /// Its side in modules (21 to 177); 0 when the text does not fit in any QR code.
    pub size: u32,
    /// `size × size` characters, `0` (light) or `1` (dark), row by row.
    pub bits: String,
}

/// A rules page, as the worker sends it.
#[derive(Debug, Clone, PartialEq, Eq, Serialize, Deserialize)]
pub struct RulesPageAnswer {
    /// The id of the request.
    pub id: u32,
    /// The language's tag.
    pub lang: String,
    /// The ruleset's id.
    pub ruleset: String,
    /// The page as HTML (written by the page's own code, which escapes what it puts in).
    pub html: String,
}

/// A Learn course, as the worker sends it.
#[derive(Debug, Clone, PartialEq, Eq, Serialize, Deserialize)]
pub struct CourseAnswer {
    /// The id of the request.
    pub id: u32,
    /// The language's tag.
    pub lang: String,
    /// The course's id.
    pub course: String,
    /// Its steps as text (`ashtapada_learn::file::write`).
    pub steps: String,
    /// A text a step, apart by the record separator U+001E.
    pub texts: String,
}

/// A live play code, as the worker wrote it.
#[derive(Debug, Clone, PartialEq, Eq, Serialize, Deserialize)]
pub struct LiveCodeAnswer {
    /// The id of the request.
    pub id: u32,
    /// The connection's id.
    pub peer: u32,
    /// The invitation's or answer's fragment (`live=…`, `answer=…`); `None` when the browser's
    /// description did not read.
    pub code: Option<String>,
}

/// A live play code, as the worker read it. The page checks it where it enters
/// (`ashtapada_web::app::live::exchange::opened`).
#[derive(Debug, Clone, PartialEq, Eq, Serialize, Deserialize)]
pub struct LiveReadAnswer {
    /// The id of the request.
    pub id: u32,
    /// Whether an invitation was expected (else an answer).
    pub invite: bool,
    /// The connection's id.
    pub peer: u32,
    /// An invitation's seats offered (bit *i*: seat *i*); an answer's seat taken (0–3).
    pub seats: u8,
    /// The session description for the browser (the host's offer, the guest's answer).
    pub sdp: String,
    /// An invitation's game, as a game link's fragment (`g=…`).
    pub game: Option<String>,
    /// Why the text is no such code (a word of the codec's, `ashtapada_web`'s
    /// `CodeError::token`); the other fields are then empty.
    pub error: Option<String>,
    /// An invitation through relays (`sdp` then empty): the room's key and its relays'
    /// addresses, one a line, the key first.
    pub room: Option<String>,
}

/// A message from the extras worker to the page.
#[derive(Debug, Clone, PartialEq, Eq, Serialize, Deserialize)]
pub enum ExtrasReply {
    /// The worker listens. Always its first message.
    Ready {
        /// The worker's [`EXTRAS_PROTOCOL_VERSION`].
        protocol: u32,
    },
    /// Answer to [`ExtrasRequest::Qr`].
    Qr(QrAnswer),
    /// Answer to [`ExtrasRequest::RulesPage`].
    RulesPage(RulesPageAnswer),
    /// Answer to [`ExtrasRequest::Course`].
    Course(CourseAnswer),
    /// Answer to [`ExtrasRequest::LiveWrite`].
    LiveCode(LiveCodeAnswer),
    /// Answer to [`ExtrasRequest::LiveRead`].
    LiveRead(LiveReadAnswer),
    /// The room of [`ExtrasRequest::RelayOpen`] is open: its key (the one asked, or a fresh
    /// one).
    RelayOpened {
        /// The room's id.
        id: u32,
        /// The room's key, base64url.
        key: String,
    },
    /// A message of another device of room `id`, its seal opened and its signature checked.
    RelayHeard {
        /// The room's id.
        id: u32,
        /// What the other device said.
        body: String,
    },
    /// How many of room `id`'s relays are connected now.
    RelayState {
        /// The room's id.
        id: u32,
        /// The relays connected.
        open: u32,
        /// The relays of the room.
        of: u32,
    },
    /// The worker could not answer: an unknown ruleset, course or language, or a message it
    /// could not read.
    Error {
        /// The id of the request, if it could be read.
        id: Option<u32>,
        /// What went wrong, for the page's log.
        message: String,
    },
}

impl ExtrasReply {
    /// The id of the request it answers (`None` for [`ExtrasReply::Ready`], and for an error
    /// about a message that did not read).
    pub fn id(&self) -> Option<u32> {
        match self {
            ExtrasReply::Ready { .. } => None,
            ExtrasReply::Qr(a) => Some(a.id),
            ExtrasReply::RulesPage(a) => Some(a.id),
            ExtrasReply::Course(a) => Some(a.id),
            ExtrasReply::LiveCode(a) => Some(a.id),
            ExtrasReply::LiveRead(a) => Some(a.id),
            ExtrasReply::RelayOpened { id, .. }
            | ExtrasReply::RelayHeard { id, .. }
            | ExtrasReply::RelayState { id, .. } => Some(*id),
            ExtrasReply::Error { id, .. } => *id,
        }
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn messages_are_tagged_by_kind_and_round_trip() {
        let request = ExtrasRequest::RulesPage {
            id: 3,
            lang: "fr".into(),
            ruleset: "chaturaji".into(),
        };
        let json = serde_json::to_string(&request).unwrap();
        assert_eq!(
            json,
            r#"{"RulesPage":{"id":3,"lang":"fr","ruleset":"chaturaji"}}"#
        );
        assert_eq!(
            serde_json::from_str::<ExtrasRequest>(&json).unwrap(),
            request
        );
        let reply = ExtrasReply::Qr(QrAnswer {
            id: 9,
            text: "x".into(),
            size: 21,
            bits: "0".repeat(441),
        });
        let json = serde_json::to_string(&reply).unwrap();
        assert!(json.starts_with(r#"{"Qr":{"id":9,"#), "{json}");
        assert_eq!(serde_json::from_str::<ExtrasReply>(&json).unwrap(), reply);
        assert_eq!(reply.id(), Some(9));
        assert_eq!(ExtrasReply::Ready { protocol: 1 }.id(), None);
    }

    #[test]
    fn a_message_of_another_shape_is_refused() {
        // The old protocol's messages: a bare string, an object told apart by its keys.
        for old in [
            r#""https://a.example/#g=AA""#,
            r#"{"rules":"chaturaji","lang":"en"}"#,
            r#"{"ready":true}"#,
        ] {
            assert!(serde_json::from_str::<ExtrasRequest>(old).is_err(), "{old}");
            assert!(serde_json::from_str::<ExtrasReply>(old).is_err(), "{old}");
        }
    }
}
