//! Live play on two to four devices with no server: the host's page opens a direct
//! connection (a WebRTC data channel, `ashtapada_web::platform::live`) to each guest's, the opening
//! exchange travelling as game links do: an invitation link (the game, the seats offered, the
//! host's offer: [`code`]) and the guest's answer (a code, or a link the host opens). Then the
//! pages say what is played ([`message`]), and no more links are needed.
//!
//! The host keeps the game: every action that arrives is checked by its engine (the seat is
//! the sender's, the action legal at the game's length) before it is played and sent on to
//! the other guests; the host's bots play, and the die is the game's (its seed), so every
//! device has the same record. A guest plays its own seats at once and tells the host, whose
//! refusal (with the game as it is) puts it right. Take-backs and draws are asked over the
//! connection: a guest's ask is the host's to grant, the host's every guest's. A dropped
//! connection is said on every device; the game stays, and a new invitation (the game as it
//! stands) brings the guest back, or the game goes on by links.
//!
//! This part owns the connections' states and the asks; the session stays the app's, which
//! carries out what this part returns ([`Do`]).

mod asks;
mod beat;
pub mod code;
mod commands;
pub mod connection;
mod dice;
pub(crate) mod dice_state;
pub mod exchange;
pub mod message;
mod part;
mod reading;
#[cfg(test)]
#[path = "tests/test_relay.rs"]
mod relay_tests;
mod render;
mod room;
mod room_state;
pub mod said;
pub mod signal;
#[cfg(test)]
#[path = "tests/test_play.rs"]
mod tests;

pub use asks::turned;
pub use beat::BEAT_MS;
pub(crate) use commands::Context;
pub use connection::{ice_servers, IceServer, In, Out, ANSWER_KEY};
pub use exchange::Exchange;
pub use message::own_action;
pub use part::{index_of, Ask, Do, Link, Live};
pub use render::{ask_text, code_error, refuse_text, seat_list};
pub use room::{relays, DEFAULT_RELAYS, DEFAULT_STUN};
pub use said::Said;
