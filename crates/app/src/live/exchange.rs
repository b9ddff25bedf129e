//! The opening exchange's codes, written and read in the extras worker: [`code`] weighs about
//! 13 KB gzip, which the page's first load does without until a person chooses live play.
//!
//! The page asks ([`Exchange`], through the extras worker's messages
//! [`ExtrasRequest::LiveWrite`] and [`ExtrasRequest::LiveRead`]); the worker answers with
//! [`answer`], which only this module calls; the page checks what comes back where it enters
//! ([`opened`]) and reads an invitation's game itself ([`code::invite_game`]). The native
//! tests answer the page's asks with the same [`answer`], so they run the worker's code.

use ashtapada_rules::SeatSet;
use ashtapada_worker::extras::{ExtrasReply, ExtrasRequest, LiveCodeAnswer, LiveReadAnswer};

use super::code::{self, AnyInvite, CodeError, Description, Invite, Reply, RoomInvite};
use crate::link::LinkGame;

/// What the page asks of the extras worker for live play.
#[derive(Debug, Clone, PartialEq, Eq)]
pub enum Exchange {
    /// Write the browser's description of connection `peer` as an invitation (with `game`,
    /// `seats` the seats offered) or as an answer (`seats` the seat taken).
    Write {
        /// The connection.
        peer: u32,
        /// The browser's SDP.
        sdp: String,
        /// The seats offered (bits), or the seat taken (0–3).
        seats: u8,
        /// The invitation's game, a game link's fragment.
        game: Option<String>,
        /// An invitation through relays (`sdp` unused): its room.
        room: Option<Room>,
    },
    /// Read a text as an invitation (`invite`) or an answer.
    Read {
        /// What was opened or pasted.
        text: String,
        /// Whether an invitation is expected.
        invite: bool,
    },
    /// Open room `room` on these relays, with its key (`None`: a fresh one, the host's).
    RelayOpen {
        /// The room's id: the worker's messages about the room carry it.
        room: u32,
        /// The room's key.
        key: Option<[u8; 32]>,
        /// The relays' addresses.
        relays: Vec<String>,
    },
    /// Say this in room `room` ([`super::signal::Signal`], written).
    RelaySend {
        /// The room's id.
        room: u32,
        /// What is said.
        body: String,
    },
    /// Leave room `room`.
    RelayClose {
        /// The room's id.
        room: u32,
    },
}

impl Exchange {
    /// The request that asks it, with the id the worker echoes: `id`, or for a room the
    /// room's own (every message about it carries that one).
    pub fn request(&self, id: u32) -> ExtrasRequest {
        match self.clone() {
            Exchange::Write {
                peer,
                sdp,
                seats,
                game,
                room,
            } => ExtrasRequest::LiveWrite {
                id,
                peer,
                sdp,
                seats,
                game,
                room: room.map(|r| r.text()),
            },
            Exchange::Read { text, invite } => ExtrasRequest::LiveRead { id, text, invite },
            Exchange::RelayOpen { room, key, relays } => ExtrasRequest::RelayOpen {
                id: room,
                key: key
                    .map(|k| {
                        Room {
                            key: k,
                            relays: Vec::new(),
                        }
                        .key_text()
                    })
                    .unwrap_or_default(),
                relays: relays.join("\n"),
            },
            Exchange::RelaySend { room, body } => ExtrasRequest::RelaySend { id: room, body },
            Exchange::RelayClose { room } => ExtrasRequest::RelayClose { id: room },
        }
    }
}

/// The worker's answer to a live play request; `None` for a request of another kind.
pub fn answer(request: &ExtrasRequest) -> Option<ExtrasReply> {
    match request {
        ExtrasRequest::LiveWrite {
            id,
            peer,
            sdp,
            seats,
            game,
            room,
        } => {
            let room = room.as_deref().map(Room::read);
            let code = match (room, game) {
                (Some(Some(room)), Some(game)) => Some(code::write_room_invite(&RoomInvite {
                    id: *peer,
                    offered: *seats,
                    key: room.key,
                    relays: room.relays,
                    game: game.clone(),
                })),
                (Some(_), _) => None,
                (None, _) => Description::from_sdp(sdp)
                    .ok()
                    .map(|description| match game {
                        Some(game) => code::write_invite(&Invite {
                            id: *peer,
                            offered: *seats,
                            description,
                            game: game.clone(),
                        }),
                        None => code::write_reply(&Reply {
                            id: *peer,
                            seat: *seats,
                            description,
                        }),
                    }),
            };
            Some(ExtrasReply::LiveCode(LiveCodeAnswer {
                id: *id,
                peer: *peer,
                code,
            }))
        }
        ExtrasRequest::LiveRead { id, text, invite } => {
            let read = if *invite {
                code::read_any_invite_code(text).map(|i| match i {
                    AnyInvite::Code(i) => (
                        i.id,
                        i.offered,
                        i.description.to_sdp(true),
                        Some(i.game),
                        None,
                    ),
                    AnyInvite::Room(i) => {
                        let room = Room {
                            key: i.key,
                            relays: i.relays,
                        };
                        (i.id, i.offered, String::new(), Some(i.game), Some(room))
                    }
                })
            } else {
                code::read_reply(text)
                    .map(|r| (r.id, r.seat, r.description.to_sdp(false), None, None))
            };
            let mut answer = LiveReadAnswer {
                id: *id,
                invite: *invite,
                peer: 0,
                seats: 0,
                sdp: String::new(),
                game: None,
                error: None,
                room: None,
            };
            match read {
                Ok((peer, seats, sdp, game, room)) => {
                    (answer.peer, answer.seats, answer.sdp, answer.game) = (peer, seats, sdp, game);
                    answer.room = room.map(|r| r.text());
                }
                Err(e) => answer.error = Some(e.token()),
            }
            Some(ExtrasReply::LiveRead(answer))
        }
        _ => None,
    }
}

/// The longest session description the page hands its browser from the worker: what
/// [`Description::to_sdp`] writes for the most candidates is under 2 KB.
const MAX_SDP: usize = 8_192;

/// The room of an invitation through relays: its key and the relays it names.
#[derive(Debug, Clone, PartialEq, Eq)]
pub struct Room {
    /// The room's secret key.
    pub key: [u8; 32],
    /// The relays' addresses: 1 to [`code::MAX_RELAYS`], each a [`code::relay_url`].
    pub relays: Vec<String>,
}

impl Room {
    /// The key as text: base64url, 43 characters (as the relay client takes it).
    pub fn key_text(&self) -> String {
        let mut out = String::new();
        crate::link::base64url(&self.key, &mut out);
        out
    }

    /// The key (as text) and the relays, one a line: as the worker's messages carry a room.
    pub fn text(&self) -> String {
        let mut out = self.key_text();
        for relay in &self.relays {
            out.push('\n');
            out.push_str(relay);
        }
        out
    }

    /// A room as [`Room::text`] writes it, checked: a key of 32 bytes, 1 to
    /// [`code::MAX_RELAYS`] relays that [`code::relay_url`] takes.
    pub fn read(text: &str) -> Option<Room> {
        let mut lines = text.split('\n');
        let key = crate::link::from_base64url(lines.next()?)?
            .try_into()
            .ok()?;
        let relays: Vec<String> = lines.map(str::to_string).collect();
        let ok = (1..=code::MAX_RELAYS).contains(&relays.len())
            && relays.iter().all(|r| code::relay_url(r));
        ok.then_some(Room { key, relays })
    }

    /// A room's key read from its text form ([`Room::key_text`]).
    pub fn key_of(text: &str) -> Option<[u8; 32]> {
        crate::link::from_base64url(text)?.try_into().ok()
    }
}

/// A code the worker read, checked.
#[derive(Debug, Clone)]
pub enum Opened {
    /// An invitation.
    Invite {
        /// Its connection.
        peer: u32,
        /// The seats offered (of the game's, checked).
        offered: SeatSet,
        /// The host's offer, for the browser (empty for an invitation through relays).
        sdp: String,
        /// Its game, read.
        game: Box<LinkGame>,
        /// An invitation through relays: its room.
        room: Option<Room>,
    },
    /// An answer.
    Reply {
        /// The invitation it answers.
        peer: u32,
        /// The seat taken.
        seat: u8,
        /// The guest's answer, for the browser.
        sdp: String,
    },
}

/// What the worker read, checked where it enters the page: the error it named, or the code
/// with its bounds (seats, the description's length) and an invitation's game read here.
///
/// # Errors
/// Why the text is no such code.
pub fn opened(answer: &LiveReadAnswer) -> Result<Opened, CodeError> {
    if let Some(token) = &answer.error {
        return Err(CodeError::from_token(token));
    }
    let room = match &answer.room {
        Some(text) => Some(Room::read(text).ok_or(CodeError::BadDescription)?),
        None => None,
    };
    // An invitation through relays carries no description: the host's comes through them.
    let sdp_ok = match room {
        Some(_) => answer.sdp.is_empty(),
        None => !answer.sdp.is_empty() && answer.sdp.len() <= MAX_SDP,
    };
    if !sdp_ok {
        return Err(CodeError::BadDescription);
    }
    match (&answer.game, answer.invite) {
        (Some(game), true) => Ok(Opened::Invite {
            peer: answer.peer,
            offered: SeatSet::from_bits(answer.seats),
            sdp: answer.sdp.clone(),
            game: Box::new(match room {
                Some(_) => code::room_game(answer.seats, game)?,
                None => code::invite_game(answer.seats, game)?,
            }),
            room,
        }),
        (None, false) if room.is_some() => Err(CodeError::Foreign),
        (None, false) if answer.seats < 4 => Ok(Opened::Reply {
            peer: answer.peer,
            seat: answer.seats,
            sdp: answer.sdp.clone(),
        }),
        (None, false) => Err(CodeError::BadSeat),
        _ => Err(CodeError::Foreign),
    }
}

#[cfg(test)]
#[path = "tests/test_exchange.rs"]
mod tests;
