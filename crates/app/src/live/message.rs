//! What the connected pages of a live game say to each other: one message per data-channel
//! message, as short text.
//!
//! # Format
//!
//! | message | text |
//! |---|---|
//! | [`Message::Game`] | `game <here> <fragment>` |
//! | [`Message::Act`] | `act <ply> <index>` |
//! | [`Message::Refuse`] | `refuse <ply> not-yours\|illegal\|stale\|over` |
//! | [`Message::Sync`] | `sync` |
//! | [`Message::Ask`] | `ask undo\|draw <seat> <ply> <to>` |
//! | [`Message::Answer`] | `answer undo\|draw <ply> yes\|no` |
//! | [`Message::Resign`] | `resign <seat>` |
//! | [`Message::Ping`], [`Message::Pong`] | `ping <t>`, `pong <t>` |
//! | [`Message::Bye`] | `bye` |
//! | [`Message::Watching`] | `watching <n>` |
//! | [`Message::Head`] | `head <chain head>` |
//! | [`Message::Device`] | `device <n>` |
//! | [`Message::Part`] | `part <device> <roll> <part>` |
//!
//! Numbers are decimal `u32`s with no sign and no leading zero (but `0` itself); a seat is
//! 0–3; `here` is a seat mask, 0–15, of seats of the game (0: a device that watches); the fragment is a game link's
//! `g=…`, which the reader replays through [`link::read`]; a chain's head or part is 32 bytes
//! in base64url (43 characters, `ashtapada_dice`). Tokens are separated by exactly one
//! space, with nothing before or after. The reader is strict: the other page is this same
//! code, so anything else is a bug or a stranger, and is refused rather than guessed at. Each
//! message has one text, so that what reads writes back as the same text.

use ashtapada_rules::SeatSet;

use super::super::link::{self, LinkError};
use super::connection::Out;
use crate::effect::Effect;
use crate::session::Session;

/// A message between the pages of a live game.
#[derive(Debug, Clone, PartialEq, Eq)]
pub enum Message {
    /// Host → guest: the whole game (a link fragment `g=…`, checked with [`link::read`] by the
    /// reader) and the seats this guest plays.
    Game {
        /// The seats the guest plays (written as a mask: bit *i* is seat *i*).
        here: SeatSet,
        /// The game as a link's fragment `g=…`.
        fragment: String,
    },
    /// Either way: the action played at `ply` (the number of actions before it), as its index
    /// in that position's legal actions.
    Act {
        /// The number of actions before this one.
        ply: u32,
        /// Its index in the position's legal actions.
        index: u32,
    },
    /// Host → guest: the guest's action at `ply` was not played, and why (a whole game
    /// follows).
    Refuse {
        /// The ply of the action refused.
        ply: u32,
        /// Why it was refused.
        why: RefuseWhy,
    },
    /// Guest → host: send me the whole game.
    Sync,
    /// Either way: seat `seat` asks for `what` at `ply` (the game's length when asked).
    Ask {
        /// What is asked.
        what: AskWhat,
        /// The seat asking, 0–3.
        seat: u8,
        /// The game's length when asked.
        ply: u32,
        /// A take-back's: the game's length to go back to (one of the seat's own actions is
        /// the first taken back: any of them, not only the last); a draw's: `ply`.
        to: u32,
    },
    /// Either way: the answer to the ask of `what` at `ply`.
    Answer {
        /// What was asked.
        what: AskWhat,
        /// The ply of the ask.
        ply: u32,
        /// Granted or not.
        yes: bool,
    },
    /// Guest → host: this seat resigns.
    Resign {
        /// The seat resigning, 0–3.
        seat: u8,
    },
    /// Either way: a keep-alive and round-trip measure (`t` ms, the sender's clock).
    Ping {
        /// The sender's clock, in ms.
        t: u32,
    },
    /// The answer to a [`Message::Ping`], with its `t`.
    Pong {
        /// The `t` of the ping answered.
        t: u32,
    },
    /// Either way: this device leaves live play.
    Bye,
    /// Host → guests: how many devices watch the game (through a watch link).
    Watching {
        /// The devices watching.
        n: u32,
    },
    /// Guest → host, when its connection opens: its commitment to the dice it will draw, the
    /// head of a hash chain (`ashtapada_dice::Chain`).
    Head {
        /// The chain's head.
        head: [u8; 32],
    },
    /// Host → guest: the guest's device's index in the dice's ledger (which the game that
    /// comes with it carries).
    Device {
        /// The index.
        device: u32,
    },
    /// Either way: a device's part of a roll (its own, or relayed by the host), checked
    /// against the one before it by every device.
    Part {
        /// The device, its index in the ledger.
        device: u32,
        /// The roll, counted from the devices' first.
        roll: u32,
        /// The part.
        part: [u8; 32],
    },
}

/// Why the host refused a guest's action.
#[derive(Debug, Clone, Copy, PartialEq, Eq)]
pub enum RefuseWhy {
    /// The seat to act is not one this guest plays.
    NotYourSeat,
    /// The index is not one of the legal actions.
    Illegal,
    /// The ply is not the game's length: the game moved on (or back) meanwhile.
    Stale,
    /// The game is over.
    Over,
}

/// What a seat may ask of the others.
#[derive(Debug, Clone, Copy, PartialEq, Eq)]
pub enum AskWhat {
    /// Take back the last action(s).
    Undo,
    /// Agree a draw.
    Draw,
    /// At the game's end: a new game on the same devices, the seats turned round.
    Rematch,
    /// At the game's end: a new game on the same devices, each on its seat.
    RematchSame,
}

/// Why a message does not read.
#[derive(Debug, Clone, PartialEq, Eq)]
pub enum MessageError {
    /// No message of this form.
    Unknown,
    /// A number does not read, or is out of its bounds.
    BadNumber,
    /// The game of a [`Message::Game`] does not read.
    BadGame(LinkError),
    /// The text is longer than [`MAX_MESSAGE`] bytes.
    TooLong,
}

/// The longest message, in bytes: room for the longest game a link carries
/// ([`link::MAX_ACTIONS`] actions of a few bits each, under 30 KB of text), and within what
/// every browser's data channel passes in one message.
pub const MAX_MESSAGE: usize = 65_536;

/// The first word of [`Message::Game`].
const GAME: &str = "game";

impl Message {
    /// The message's text ([the format](self)).
    pub fn write(&self) -> String {
        match self {
            Message::Game { here, fragment: f } => format!("{} {} {f}", GAME, here.bits()),
            Message::Act { ply, index } => format!("act {ply} {index}"),
            Message::Refuse { ply, why } => format!("refuse {ply} {}", why.word()),
            Message::Sync => "sync".into(),
            Message::Ask {
                what,
                seat,
                ply,
                to,
            } => format!("ask {} {seat} {ply} {}", what.word(), to),
            Message::Answer { what, ply, yes } => format!(
                "answer {} {ply} {}",
                what.word(),
                if *yes { "yes" } else { "no" }
            ),
            Message::Resign { seat } => format!("resign {seat}"),
            Message::Ping { t } => format!("ping {t}"),
            Message::Pong { t } => format!("pong {t}"),
            Message::Bye => "bye".into(),
            Message::Watching { n } => format!("watching {n}"),
            Message::Head { head } => format!("head {}", link32(head)),
            Message::Device { device } => format!("device {device}"),
            Message::Part { device, roll, part } => {
                format!("part {} {} {}", device, roll, link32(part))
            }
        }
    }

    /// Reads a message's text ([the format](self)).
    ///
    /// # Errors
    /// [`MessageError::TooLong`] past [`MAX_MESSAGE`] bytes; [`MessageError::Unknown`] for a
    /// word or a number of tokens of no message; [`MessageError::BadNumber`] for a number that
    /// does not read or breaks its bounds; [`MessageError::BadGame`] for a game that does not.
    pub fn read(text: &str) -> Result<Message, MessageError> {
        if text.len() > MAX_MESSAGE {
            return Err(MessageError::TooLong);
        }
        // Splitting on each single space leaves an empty token for a doubled, leading or
        // trailing space, which no message has: they are refused with the rest.
        let tokens: Vec<&str> = text.split(' ').collect();
        Ok(match tokens.as_slice() {
            ["game", here, fragment] => {
                let here = number(here)?;
                if here >= 16 {
                    return Err(MessageError::BadNumber);
                }
                // The link reader also takes `#g=…`, which would write back without its `#`.
                if !fragment.starts_with(link::PREFIX) {
                    return Err(MessageError::BadGame(LinkError::NotALink));
                }
                let game = link::read(fragment).map_err(MessageError::BadGame)?;
                if here >> game.game.rules().players() != 0 {
                    return Err(MessageError::BadNumber);
                }
                Message::Game {
                    // 1 to 15, checked above.
                    here: SeatSet::from_bits(here as u8),
                    fragment: (*fragment).to_owned(),
                }
            }
            ["act", ply, index] => Message::Act {
                ply: number(ply)?,
                index: number(index)?,
            },
            ["refuse", ply, why] => {
                let ply = number(ply)?;
                let why = RefuseWhy::ALL
                    .into_iter()
                    .find(|w| w.word() == *why)
                    .ok_or(MessageError::Unknown)?;
                Message::Refuse { ply, why }
            }
            ["sync"] => Message::Sync,
            ["ask", what, seat, ply, to] => Message::Ask {
                what: AskWhat::of_word(what)?,
                seat: seat_of(seat)?,
                ply: number(ply)?,
                to: number(to)?,
            },
            ["answer", what, ply, yes] => Message::Answer {
                what: AskWhat::of_word(what)?,
                ply: number(ply)?,
                yes: match *yes {
                    "yes" => true,
                    "no" => false,
                    _ => return Err(MessageError::Unknown),
                },
            },
            ["resign", seat] => Message::Resign {
                seat: seat_of(seat)?,
            },
            ["ping", t] => Message::Ping { t: number(t)? },
            ["pong", t] => Message::Pong { t: number(t)? },
            ["bye"] => Message::Bye,
            ["watching", n] => Message::Watching { n: number(n)? },
            ["head", head] => Message::Head {
                head: bytes32(head)?,
            },
            ["device", device] => Message::Device {
                device: number(device)?,
            },
            ["part", device, roll, part] => Message::Part {
                device: number(device)?,
                roll: number(roll)?,
                part: bytes32(part)?,
            },
            _ => return Err(MessageError::Unknown),
        })
    }
}

impl RefuseWhy {
    /// Every reason, in the order of the format's table.
    pub const ALL: [RefuseWhy; 4] = [
        RefuseWhy::NotYourSeat,
        RefuseWhy::Illegal,
        RefuseWhy::Stale,
        RefuseWhy::Over,
    ];

    /// The reason's word in a message.
    pub fn word(self) -> &'static str {
        match self {
            RefuseWhy::NotYourSeat => "not-yours",
            RefuseWhy::Illegal => "illegal",
            RefuseWhy::Stale => "stale",
            RefuseWhy::Over => "over",
        }
    }
}

impl AskWhat {
    /// The ask's word in a message.
    pub fn word(self) -> &'static str {
        match self {
            AskWhat::Undo => "undo",
            AskWhat::Draw => "draw",
            AskWhat::Rematch => "rematch",
            AskWhat::RematchSame => "rematch-same",
        }
    }

    fn of_word(word: &str) -> Result<AskWhat, MessageError> {
        match word {
            "undo" => Ok(AskWhat::Undo),
            "draw" => Ok(AskWhat::Draw),
            "rematch" => Ok(AskWhat::Rematch),
            "rematch-same" => Ok(AskWhat::RematchSame),
            _ => Err(MessageError::Unknown),
        }
    }
}

/// A decimal `u32` with no sign and no leading zero: one text per number.
fn number(text: &str) -> Result<u32, MessageError> {
    let canonical = !text.is_empty()
        && text.bytes().all(|b| b.is_ascii_digit())
        && (text == "0" || !text.starts_with('0'));
    if !canonical {
        return Err(MessageError::BadNumber);
    }
    text.parse().map_err(|_| MessageError::BadNumber)
}

/// 32 bytes as base64url (43 characters).
fn link32(bytes: &[u8; 32]) -> String {
    let mut out = String::with_capacity(43);
    link::base64url(bytes, &mut out);
    out
}

/// 32 bytes from base64url, exactly.
fn bytes32(text: &str) -> Result<[u8; 32], MessageError> {
    link::from_base64url(text)
        .and_then(|b| b.try_into().ok())
        .ok_or(MessageError::BadNumber)
}

/// A seat's index, 0–3.
fn seat_of(text: &str) -> Result<u8, MessageError> {
    match number(text)? {
        seat @ 0..=3 => Ok(seat as u8),
        _ => Err(MessageError::BadNumber),
    }
}

#[cfg(test)]
#[path = "tests/test_message.rs"]
mod tests;

/// The effect that sends `message` on connection `peer`.
pub(crate) fn send(peer: u32, message: &Message) -> Effect {
    Effect::Live(Out::Send {
        peer,
        text: message.write(),
    })
}

/// The host's game as it stands, for the device of connection `peer`, which plays the seats
/// `here` (none for a game a link cannot carry).
pub(crate) fn game_message(peer: u32, here: SeatSet, session: &Session) -> Option<Effect> {
    let game = session.link()?;
    Some(send(
        peer,
        &Message::Game {
            here,
            fragment: link::write(&game),
        },
    ))
}

/// Sends the host's game to the device of connection `peer` ([`game_message`]).
pub(crate) fn send_game(peer: u32, here: SeatSet, session: &Session, effects: &mut Vec<Effect>) {
    effects.extend(game_message(peer, here, session));
}

/// Whether the action at index `to` of `game` is one of `seat`'s own (a move or a pass, not a
/// roll): what a take-back may go back to.
pub fn own_action(game: &ashtapada_rules::Game, seat: u8, to: u32) -> bool {
    let to = to as usize;
    match (game.positions().get(to), game.actions().get(to)) {
        (Some(position), Some(action)) => {
            position.actor().number() == seat && !matches!(action, ashtapada_rules::Action::Roll(_))
        }
        _ => false,
    }
}
