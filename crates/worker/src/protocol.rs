//! The messages exchanged between the page and the worker.
//!
//! Both sides convert them to and from JavaScript values with `serde-wasm-bindgen`. They are
//! internally tagged, so in the browser's developer tools a message reads as
//! `{ type: "Ping", id: 1 }`.

use serde::{Deserialize, Serialize};

/// Version of this protocol, sent in [`Reply::Ready`]. Bump it on any incompatible change: the
/// worker's files are not content-hashed, so a cached old worker can meet a new page.
pub const PROTOCOL_VERSION: u32 = 1;

/// A message from the page to the worker.
#[derive(Debug, Clone, PartialEq, Eq, Serialize, Deserialize)]
#[serde(tag = "type")]
pub enum Request {
    /// Asks for a [`Reply::Pong`] carrying the same `id`.
    Ping {
        /// Chosen by the page, echoed back.
        id: u32,
    },
}

/// A message from the worker to the page.
#[derive(Debug, Clone, PartialEq, Eq, Serialize, Deserialize)]
#[serde(tag = "type")]
pub enum Reply {
    /// The worker listens; the page may send requests from now on. Always the first message.
    Ready {
        /// The worker's [`PROTOCOL_VERSION`].
        protocol: u32,
    },
    /// Answer to [`Request::Ping`].
    Pong {
        /// The `id` of the ping.
        id: u32,
    },
    /// The worker could not understand or handle a message.
    Error {
        /// What went wrong, for a person to read.
        message: String,
    },
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn messages_are_internally_tagged() {
        let json = serde_json::to_string(&Request::Ping { id: 3 }).unwrap();
        assert_eq!(json, r#"{"type":"Ping","id":3}"#);
        let json = serde_json::to_string(&Reply::Ready { protocol: 1 }).unwrap();
        assert_eq!(json, r#"{"type":"Ready","protocol":1}"#);
    }

    #[test]
    fn replies_round_trip() {
        for reply in [
            Reply::Ready { protocol: 1 },
            Reply::Pong { id: u32::MAX },
            Reply::Error {
                message: "bad".into(),
            },
        ] {
            let json = serde_json::to_string(&reply).unwrap();
            assert_eq!(serde_json::from_str::<Reply>(&json).unwrap(), reply);
        }
    }

    #[test]
    fn unknown_requests_are_rejected() {
        assert!(serde_json::from_str::<Request>(r#"{"type":"Launch"}"#).is_err());
    }
}
