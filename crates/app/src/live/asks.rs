//! Take-backs and draws asked over the connection: a guest's ask is the host's to grant, the
//! host's every guest's; a take-back goes back before any of the asker's own actions.

use ashtapada_rules::{Seat, SeatSet};

use super::message::{send, AskWhat, Message};
use super::part::{Ask, Do, Link, Live, Role};
use super::said::Said;
use crate::effect::Effect;
use crate::session::Session;

/// `seats` turned round by one: seat *i* becomes seat *i* + 1 (the last the first), of a game of
/// `players` seats. What a rematch does to every device's seats.
pub fn turned(seats: SeatSet, players: usize) -> SeatSet {
    let bits = u16::from(seats.bits());
    let all = (1u16 << players) - 1;
    let turned = ((bits << 1) | ((bits >> (players - 1).max(1)) & 1)) & all;
    SeatSet::from_bits(turned as u8)
}

impl Live {
    /// A rematch (the host's side): every guest's seats turned round ([`turned`]).
    pub(crate) fn turn_seats(&mut self, players: usize) {
        if let Role::Host(peers) = &mut self.role {
            for p in peers.iter_mut() {
                p.seats = turned(p.seats, players);
                p.offered = turned(p.offered, players);
            }
        }
        if let Some(room) = self.room.as_mut() {
            room.offered = turned(room.offered, players);
        }
    }

    /// A person here asks for a take-back or a draw: sent to the host (guest) or to every
    /// connected guest (host), who must all agree.
    pub fn ask_for(
        &mut self,
        what: AskWhat,
        seat: Seat,
        (ply, to): (usize, usize),
        effects: &mut Vec<Effect>,
    ) {
        let (ply, to) = (ply as u32, to as u32);
        let message = Message::Ask {
            what,
            seat: seat.number(),
            ply,
            to,
        };
        let waiting: Vec<u32> = match &self.role {
            Role::Off => return,
            Role::Guest(g) => vec![g.id],
            Role::Host(peers) => peers
                .iter()
                .filter(|p| p.link == Link::Open)
                .map(|p| p.id)
                .collect(),
        };
        for &peer in &waiting {
            effects.push(send(peer, &message));
        }
        self.ask = Some(Ask {
            what,
            seat: seat.number(),
            ply,
            to,
            from: None,
            waiting,
        });
    }

    /// The person here answers the ask shown. What the app must do (a take-back or a draw
    /// agreed: only on the host, who then sends the game to all).
    pub(crate) fn answer(
        &mut self,
        yes: bool,
        session: &Session,
        effects: &mut Vec<Effect>,
    ) -> Vec<Do> {
        let Some(ask) = self.ask.take() else {
            return Vec::new();
        };
        let reply = Message::Answer {
            what: ask.what,
            ply: ask.ply,
            yes,
        };
        match (&self.role, ask.from) {
            // The host answers a guest's ask: agreed, it is done here and sent to all.
            (Role::Host(_), Some(peer)) => {
                effects.push(send(peer, &reply));
                if yes && ask.ply as usize == session.ply() {
                    agreed(&ask).into_iter().collect()
                } else {
                    Vec::new()
                }
            }
            // A guest answers the host's ask.
            (Role::Guest(g), None) => {
                effects.push(send(g.id, &reply));
                Vec::new()
            }
            _ => Vec::new(),
        }
    }

    pub(super) fn answered(&mut self, peer: u32, what: AskWhat, ply: u32, yes: bool) -> Vec<Do> {
        let Some(ask) = self.ask.as_mut() else {
            return Vec::new();
        };
        if ask.what != what || ask.ply != ply || ask.from.is_some() || !ask.waiting.contains(&peer)
        {
            return Vec::new();
        }
        if !yes {
            self.ask = None;
            return vec![Do::Tell(Said::Declined(what))];
        }
        ask.waiting.retain(|p| *p != peer);
        if !ask.waiting.is_empty() || self.is_guest() {
            // A guest's ask agreed: the host sends the game as it now is.
            if self.is_guest() {
                self.ask = None;
            }
            return Vec::new();
        }
        self.ask
            .take()
            .and_then(|a| agreed(&a))
            .into_iter()
            .collect()
    }
}

/// What an ask agreed by every side does.
fn agreed(ask: &Ask) -> Option<Do> {
    match ask.what {
        AskWhat::Undo => Seat::ALL
            .into_iter()
            .find(|s| s.number() == ask.seat)
            .map(|seat| Do::Undo {
                seat,
                to: ask.to as usize,
            }),
        AskWhat::Draw => Some(Do::Draw),
        AskWhat::Rematch => Some(Do::Rematch { turn: true }),
        AskWhat::RematchSame => Some(Do::Rematch { turn: false }),
    }
}
