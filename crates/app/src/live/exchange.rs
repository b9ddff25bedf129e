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

use super::code::{self, CodeError, Description, Invite, Reply};
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
    },
    /// Read a text as an invitation (`invite`) or an answer.
    Read {
        /// What was opened or pasted.
        text: String,
        /// Whether an invitation is expected.
        invite: bool,
    },
}

impl Exchange {
    /// The request that asks it, with the id the worker echoes.
    pub fn request(&self, id: u32) -> ExtrasRequest {
        match self.clone() {
            Exchange::Write {
                peer,
                sdp,
                seats,
                game,
            } => ExtrasRequest::LiveWrite {
                id,
                peer,
                sdp,
                seats,
                game,
            },
            Exchange::Read { text, invite } => ExtrasRequest::LiveRead { id, text, invite },
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
        } => {
            let code = Description::from_sdp(sdp)
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
                });
            Some(ExtrasReply::LiveCode(LiveCodeAnswer {
                id: *id,
                peer: *peer,
                code,
            }))
        }
        ExtrasRequest::LiveRead { id, text, invite } => {
            let read = if *invite {
                code::read_invite_code(text)
                    .map(|i| (i.id, i.offered, i.description.to_sdp(true), Some(i.game)))
            } else {
                code::read_reply(text).map(|r| (r.id, r.seat, r.description.to_sdp(false), None))
            };
            let mut answer = LiveReadAnswer {
                id: *id,
                invite: *invite,
                peer: 0,
                seats: 0,
                sdp: String::new(),
                game: None,
                error: None,
            };
            match read {
                Ok((peer, seats, sdp, game)) => {
                    (answer.peer, answer.seats, answer.sdp, answer.game) = (peer, seats, sdp, game);
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

/// A code the worker read, checked.
#[derive(Debug, Clone)]
pub enum Opened {
    /// An invitation.
    Invite {
        /// Its connection.
        peer: u32,
        /// The seats offered (of the game's, checked).
        offered: SeatSet,
        /// The host's offer, for the browser.
        sdp: String,
        /// Its game, read.
        game: LinkGame,
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
    if answer.sdp.is_empty() || answer.sdp.len() > MAX_SDP {
        return Err(CodeError::BadDescription);
    }
    match (&answer.game, answer.invite) {
        (Some(game), true) => Ok(Opened::Invite {
            peer: answer.peer,
            offered: SeatSet::from_bits(answer.seats),
            sdp: answer.sdp.clone(),
            game: code::invite_game(answer.seats, game)?,
        }),
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
