//! Heartbeats: every device pings every other once a beat, and a connection heard of
//! nothing for a few beats is given up and said lost, on every device, long before the
//! browser would notice (16 s or more for a crashed tab or a phone that lost its network).

use super::connection::Out;
use super::message::{send, Message};
use super::part::{Do, Link, Live, Role};
use crate::effect::Effect;
use crate::session::Session;

/// How often the page beats ([`Live::beat`]): every device pings every other once a beat.
pub const BEAT_MS: u32 = 1_000;

/// Beats heard of nothing after which a connection is given up: a device that stops answering
/// (a crashed tab, a phone that lost its network) is said lost within `LOST_BEATS` ×
/// [`BEAT_MS`] on every other device, where the browser alone takes 16 s or more. A beat
/// late in a throttled background tab only makes its own count late: the pings it answers
/// come on the channel's events, not its timers.
pub(super) const LOST_BEATS: u8 = 4;

impl Live {
    /// The page's clock now, in milliseconds (any origin; it may wrap): told before each
    /// event, so that a pong is timed.
    pub fn set_clock(&mut self, now: u32) {
        self.clock = now;
    }

    /// A heartbeat, every [`BEAT_MS`] while live play is on: every open connection is pinged,
    /// and one heard of nothing for [`LOST_BEATS`] beats is closed and said lost.
    pub(crate) fn beat(&mut self, session: &Session, effects: &mut Vec<Effect>) -> Vec<Do> {
        let now = self.clock;
        let mut silent = Vec::new();
        let mut open = Vec::new();
        let mut count = |id: u32, link: Link, beats: &mut u8| {
            if link == Link::Open {
                *beats = beats.saturating_add(1);
                if *beats >= LOST_BEATS {
                    silent.push(id);
                } else {
                    open.push(id);
                }
            }
        };
        match &mut self.role {
            Role::Off => {}
            Role::Guest(g) => count(g.id, g.link, &mut g.silent),
            Role::Host(peers) => {
                for p in peers.iter_mut() {
                    count(p.id, p.link, &mut p.silent);
                }
            }
        }
        // The first beat's ping has no clock to be timed by.
        let t = now.max(1);
        for peer in open {
            effects.push(send(peer, &Message::Ping { t }));
        }
        let mut plan = Vec::new();
        for peer in silent {
            effects.push(Effect::Live(Out::Close { peer }));
            plan.extend(self.closed(peer, session));
        }
        plan.extend(self.room_beat(effects));
        // A device that stopped watching: the others see the count go down.
        if let Role::Host(peers) = &self.role {
            let n = peers
                .iter()
                .filter(|p| p.link == Link::Open && p.watches())
                .count() as u32;
            if n != self.watching_told {
                self.say_watching(effects);
            }
        }
        plan
    }
}
