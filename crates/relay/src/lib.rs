//! # ashtapada-relay
//!
//! Live play finds the other device through public **Nostr relays** (NIP-01) instead of codes
//! carried by hand. This crate is everything live play needs to say and read there, in plain
//! Rust (no browser, no sockets), so that the page, a worker and the relay of the tests share
//! one implementation, tested natively:
//!
//! - [`RoomKey`]: the secret of a room. It travels only in the invitation link's fragment
//!   (never sent to a server); relays see only its [`RoomKey::tag`], a hash they cannot turn
//!   back into the key;
//! - [`seal`] and [`unseal`]: every message of the room is sealed with the key (ChaCha20-Poly1305),
//!   so a relay, or anyone listening to it, reads nothing and can forge nothing;
//! - [`Identity`] and [`Event`]: a device's throwaway Nostr key, and the signed events that
//!   carry the sealed messages (kind [`KIND`], ephemeral: relays pass them on and keep nothing);
//! - [`publish`], [`subscribe`], [`unsubscribe`] and [`read`]: the client's side of the wire;
//!   [`read_client`] and [`RelayMessage::write`]: the relay's side, for `ashtapada-relay-server`.
//!
//! The crate has no source of entropy of its own (no `getrandom`): every random input (a key's
//! seed, a nonce, a signature's auxiliary randomness) is given by the caller as bytes. What it
//! writes is then a function of what it is given, and its tests pin exact values.
//!
//! Every reader takes any text without panicking, refuses long texts, and what it accepts the
//! writers write back so that it reads as the same value (a property test checks it, and the
//! fuzz targets `relay` and `sealed`).

#![warn(missing_docs)]

mod error;
mod event;
mod room;
mod text;
mod wire;

pub use error::RelayError;
pub use event::{Event, Identity, KIND};
pub use room::{seal, unseal, RoomKey};
pub use wire::{
    publish, read, read_client, subscribe, unsubscribe, ClientMessage, Filter, RelayMessage,
    MAX_TEXT,
};
