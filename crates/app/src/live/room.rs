//! Live play through relays: the opening exchange carried by public relays instead of by
//! hand, so that one link is all a friend needs.
//!
//! The host's page opens a room in the extras worker (which makes its key and speaks to the
//! relays: `ashtapada_relay`), and writes the one link: the game, the seats offered, the
//! room's key and its relays ([`super::code::RoomInvite`]). A guest's page that opens the link
//! joins the room with the key, takes a seat and says hello ([`Signal::Hello`]), again every
//! few beats until it is connected; the host answers a hello with a connection's offer for
//! that device, the guest's browser answers the offer, and the direct connection opens as
//! with the code exchange. Nothing else goes through the relays.
//!
//! A connection that drops is opened again the same way: the guest says hello again, the
//! host recognises the device and offers it a new connection to the same seat. When no relay
//! of the list can be reached, the host falls back to the code exchange and says so.

use ashtapada_rules::{Seat, SeatSet};

use super::connection::{IceServer, Out};
use super::exchange::{self, Exchange};
use super::part::{Do, Guest, Link, Live, Peer, Role};
use super::room_state::{watch_id, Room, MAX_WATCHERS, WATCHERS_CHOICES};
use super::said::Said;
use super::signal::Signal;
use crate::effect::Effect;
use crate::link;
use crate::session::Session;

/// The relays a new game's Settings name: public Nostr relays, each run by another operator
/// (README, "Live play across the internet").
pub const DEFAULT_RELAYS: &[&str] = &[
    "wss://relay.damus.io",
    "wss://nos.lol",
    "wss://relay.primal.net",
    "wss://nostr.mom",
    "wss://relay.snort.social",
];

/// The STUN server of a new game's Settings: a public one, asked only once a person chooses
/// live play, for the address a device has on the internet (README, "Live play across the
/// internet").
pub const DEFAULT_STUN: &str = "stun:stun.l.google.com:19302";

/// Beats with no relay connected after which the host gives the relays up for the code
/// exchange (a page on a network with no internet).
const UNREACHED_BEATS: u8 = 6;

/// Beats between a guest's hellos while it waits for the host's offer.
const HELLO_BEATS: u8 = 2;

/// The relays of the Settings' text: one address a line ([`super::code::relay_url`]); a line
/// that does not read is an error that names it (counted from 1); an empty text is no relay
/// (the code exchange only).
///
/// # Errors
/// The first line that does not read.
pub fn relays(text: &str) -> Result<Vec<String>, usize> {
    let mut out = Vec::new();
    for (n, line) in text.lines().enumerate() {
        let line = line.trim();
        if line.is_empty() {
            continue;
        }
        if !super::code::relay_url(line) || out.len() == super::code::MAX_RELAYS {
            return Err(n + 1);
        }
        out.push(line.to_string());
    }
    Ok(out)
}

fn say(room: &Room, signal: &Signal, effects: &mut Vec<Effect>) {
    effects.push(Effect::LiveExchange(Exchange::RelaySend {
        room: room.id,
        body: signal.write(),
    }));
}

impl Live {
    /// How many devices the host lets watch.
    pub fn max_watchers(&self) -> usize {
        self.watchers_cap.map_or(MAX_WATCHERS, usize::from)
    }

    /// The host lets `n` devices watch (those watching beyond it stay; no more come).
    pub(super) fn set_max_watchers(&mut self, n: u8) {
        if WATCHERS_CHOICES.contains(&n) {
            self.watchers_cap = Some(n);
        }
    }

    /// Whether the opening goes through relays (a room is open or opening).
    pub fn through_relays(&self) -> bool {
        self.room.is_some()
    }

    /// Whether no relay could be reached, so that the invitation is a code answered by hand.
    pub fn relays_unreached(&self) -> bool {
        self.no_relay
    }

    /// The relays connected and of how many, while a room is open.
    pub fn relays_open(&self) -> Option<(u32, u32)> {
        self.room.as_ref().map(|r| r.open)
    }

    /// The host's one link through relays: a room opened in the extras worker, then the
    /// invitation written with its key. `None`: under way; else why not.
    pub(crate) fn invite_room(
        &mut self,
        id: u32,
        session: &Session,
        relays: Vec<String>,
        effects: &mut Vec<Effect>,
    ) -> Option<Said> {
        let offered = match self.become_host(session) {
            Ok(offered) => offered,
            Err(why) => return Some(why),
        };
        self.error = None;
        match &mut self.room {
            // The room stays: its link is written again for the seats free now (the key and
            // the relays are the same, so a guest's older link still works).
            Some(room) => {
                room.offered = offered;
                room.invitation = None;
                if room.key.is_some() {
                    let room = room.clone();
                    self.write_room_invite(&room, session, effects);
                }
            }
            None => {
                let mut room = Room::new(id, None, relays.clone(), 0);
                room.offered = offered;
                effects.push(Effect::LiveExchange(Exchange::RelayOpen {
                    room: room.id,
                    key: None,
                    relays,
                }));
                self.room = Some(room);
            }
        }
        None
    }

    fn write_room_invite(&mut self, room: &Room, session: &Session, effects: &mut Vec<Effect>) {
        let (Some(key), Some(game)) = (room.key, session.link()) else {
            return;
        };
        // The link to play (the seats offered), and the link to watch (none offered).
        for (id, seats) in [(room.id, room.offered), (watch_id(room.id), SeatSet::EMPTY)] {
            effects.push(Effect::LiveExchange(Exchange::Write {
                peer: id,
                sdp: String::new(),
                seats: seats.bits(),
                game: Some(link::write(&game)),
                room: Some(exchange::Room {
                    key,
                    relays: room.relays.clone(),
                }),
            }));
        }
    }

    /// The host's link through relays, written by the extras worker (`None`: it would not).
    /// Whether it is the room's.
    pub(super) fn room_written(&mut self, id: u32, code: Option<&str>) -> bool {
        let host = self.is_host();
        let Some(room) = self.room.as_mut().filter(|r| host && r.id == id) else {
            if let (Some(room), true) = (self.room.as_mut(), host) {
                if watch_id(room.id) == id {
                    room.watch_link = code.map(str::to_string);
                }
            }
            return false;
        };
        match code {
            Some(code) => room.invitation = Some(code.to_string()),
            None => self.error = Some(Said::BrowserFailed("room".into())),
        }
        code.is_some()
    }

    /// An invitation through relays opened here: the room is joined with its key, and the
    /// seat is chosen next ([`Live::take_seat`]), after which the device says hello.
    pub(crate) fn join_room(
        &mut self,
        peer: u32,
        offered: SeatSet,
        room: exchange::Room,
        ids: (u32, u64),
        effects: &mut Vec<Effect>,
    ) {
        self.stop(effects);
        self.role = Role::Guest(Guest {
            id: peer,
            offered,
            here: SeatSet::EMPTY,
            offer: String::new(),
            link: Link::Preparing,
            silent: 0,
            reply: None,
        });
        self.error = None;
        let opened = Room::new(ids.0, Some(room.key), room.relays.clone(), ids.1);
        effects.push(Effect::LiveExchange(Exchange::RelayOpen {
            room: opened.id,
            key: Some(room.key),
            relays: room.relays,
        }));
        self.room = Some(opened);
        // A watch link: nothing to choose, the device asks to watch at once.
        if offered.is_empty() {
            self.room_seat_taken(effects);
        }
    }

    /// The seats this browser played in this game before (its autosave): a hello for one of
    /// them that the host finds taken is said again until the host has given up the
    /// connection that died, instead of asking for another seat.
    pub(super) fn claim(&mut self, seats: SeatSet) {
        if let Some(room) = self.room.as_mut() {
            room.claimed = seats;
        }
    }

    /// The guest took `seat` in a room: it says hello (once the room is open; the beats say
    /// it again until the host's offer comes).
    pub(super) fn room_seat_taken(&mut self, effects: &mut Vec<Effect>) {
        if let Role::Guest(g) = &mut self.role {
            g.link = Link::Waiting;
        }
        self.hello(effects);
    }

    fn hello(&mut self, effects: &mut Vec<Effect>) {
        let (Some(room), Role::Guest(g)) = (self.room.as_mut(), &self.role) else {
            return;
        };
        // A watch link's device asks to watch; a seat's asks for it.
        let hello = match (g.here.first(), g.offered.is_empty()) {
            (Some(seat), _) => Signal::Hello {
                device: room.device,
                seat: seat.number(),
            },
            (None, true) => Signal::Watch {
                device: room.device,
            },
            (None, false) => return,
        };
        room.since_hello = 0;
        if room.key.is_some() {
            say(room, &hello, effects);
        }
    }

    /// The extras worker opened room `id` with this key (a fresh one for the host's room).
    pub(super) fn room_opened(
        &mut self,
        id: u32,
        key: &str,
        session: &Session,
        effects: &mut Vec<Effect>,
    ) -> Vec<Do> {
        let Some(room) = self.room.as_mut().filter(|r| r.id == id) else {
            return Vec::new();
        };
        let Some(key) = exchange::Room::key_of(key) else {
            return Vec::new();
        };
        // A guest's room keeps the link's key: the worker's echo only says it is open.
        if room.key.is_none() {
            room.key = Some(key);
        }
        // (A guest's hello went with its seat: the worker keeps what is said before its
        // relays connect.)
        let room = room.clone();
        if self.is_host() {
            self.write_room_invite(&room, session, effects);
        }
        Vec::new()
    }

    /// How many of room `id`'s relays are connected.
    pub(super) fn room_state(&mut self, id: u32, open: u32, of: u32) {
        if let Some(room) = self.room.as_mut().filter(|r| r.id == id) {
            room.open = (open, of);
            if open > 0 {
                room.unreached = 0;
            }
        }
    }

    /// A message of another device of the room.
    pub(super) fn room_heard(
        &mut self,
        id: u32,
        body: &str,
        fresh: u32,
        servers: Vec<IceServer>,
        effects: &mut Vec<Effect>,
    ) -> Vec<Do> {
        if self.room.as_ref().is_none_or(|r| r.id != id) {
            return Vec::new();
        }
        let Some(signal) = Signal::read(body) else {
            return Vec::new();
        };
        let device = self.room.as_ref().map_or(0, |r| r.device);
        let cap = self.max_watchers();
        match (&mut self.role, signal) {
            (Role::Host(peers), hello @ (Signal::Hello { .. } | Signal::Watch { .. })) => {
                let offered = self.room.as_ref().map_or(SeatSet::EMPTY, |r| r.offered);
                // A seat asked for, or none: a device that watches.
                let (device, seat) = match hello {
                    Signal::Hello { device, seat } => {
                        match Seat::ALL.into_iter().find(|s| s.number() == seat) {
                            Some(seat) => (device, Some(seat)),
                            None => return Vec::new(),
                        }
                    }
                    Signal::Watch { device } => (device, None),
                    _ => return Vec::new(),
                };
                let mine = peers.iter().position(|p| p.device == Some(device));
                // A hello again while this device's connection is being made: the offer
                // again (a relay may have lost it), not a new connection.
                if let Some(p) = mine.map(|at| &peers[at]) {
                    match p.link {
                        Link::Preparing | Link::Connecting => return Vec::new(),
                        Link::Waiting => {
                            if let (Some(room), Some(sdp)) = (&self.room, &p.offer) {
                                let offer = Signal::Offer {
                                    to: device,
                                    connection: p.id,
                                    sdp: sdp.clone(),
                                };
                                say(room, &offer, effects);
                            }
                            return Vec::new();
                        }
                        Link::Open | Link::Lost => {}
                    }
                }
                let refused = match seat {
                    Some(seat) => {
                        let held = peers.iter().any(|p| {
                            p.device != Some(device)
                                && p.seats.contains(seat)
                                && p.link != Link::Lost
                        });
                        // The seat is this device's again (a reload, a drop), or a free one
                        // offered.
                        let again = mine.is_some_and(|at| peers[at].seats.contains(seat));
                        (held || (!again && !offered.contains(seat))).then_some(seat.number())
                    }
                    // Watching: while the host allows more.
                    None => {
                        let watching = peers
                            .iter()
                            .filter(|p| p.watches() && p.device != Some(device))
                            .filter(|p| p.link != Link::Lost)
                            .count();
                        (watching >= cap).then_some(4)
                    }
                };
                if let Some(seat) = refused {
                    if let Some(room) = &self.room {
                        say(room, &Signal::Taken { to: device, seat }, effects);
                    }
                    return Vec::new();
                }
                let seats = seat.map_or(SeatSet::EMPTY, SeatSet::single);
                if let Some(at) = mine {
                    let old = peers.remove(at);
                    effects.push(Effect::Live(Out::Close { peer: old.id }));
                }
                // A lost device's seat taken by another (the same person's page opened
                // again): the lost one is forgotten.
                let gone = |p: &Peer| p.link == Link::Lost && p.seats.bits() & seats.bits() != 0;
                for old in peers.iter().filter(|p| gone(p)) {
                    effects.push(Effect::Live(Out::Close { peer: old.id }));
                }
                peers.retain(|p| !gone(p));
                peers.push(Peer {
                    id: fresh,
                    offered: seats,
                    seats,
                    link: Link::Preparing,
                    silent: 0,
                    invitation: None,
                    device: Some(device),
                    offer: None,
                });
                effects.push(Effect::Live(Out::Offer {
                    peer: fresh,
                    servers,
                }));
                seat.map(Do::Accepted).into_iter().collect()
            }
            (
                Role::Host(peers),
                Signal::Answer {
                    from,
                    connection,
                    sdp,
                },
            ) => {
                if let Some(p) = peers.iter_mut().find(|p| {
                    p.id == connection && p.device == Some(from) && p.link == Link::Waiting
                }) {
                    p.link = Link::Connecting;
                    effects.push(Effect::Live(Out::Accept {
                        peer: p.id,
                        answer: sdp,
                    }));
                }
                Vec::new()
            }
            (
                Role::Guest(g),
                Signal::Offer {
                    to,
                    connection,
                    sdp,
                },
            ) if to == device && (!g.here.is_empty() || g.offered.is_empty()) => {
                // A new offer: the first, or the host's after a drop (the old connection goes).
                // The same offer again is for a device that has not answered it yet.
                if g.id == connection && !matches!(g.link, Link::Waiting | Link::Lost) {
                    return Vec::new();
                }
                effects.push(Effect::Live(Out::Close { peer: g.id }));
                g.id = connection;
                g.offer = sdp.clone();
                g.link = Link::Preparing;
                g.silent = 0;
                effects.push(Effect::Live(Out::Answer {
                    peer: connection,
                    offer: sdp,
                    servers,
                }));
                Vec::new()
            }
            (Role::Guest(g), Signal::Taken { to, seat: 4 }) if to == device => {
                if g.offered.is_empty() && g.link != Link::Open {
                    g.link = Link::Lost;
                    self.error = Some(Said::WatchersFull);
                    return vec![Do::Tell(Said::WatchersFull)];
                }
                Vec::new()
            }
            (Role::Guest(g), Signal::Taken { to, seat }) if to == device => {
                let claimed = self
                    .room
                    .as_ref()
                    .is_some_and(|r| r.claimed.bits() & (1 << seat) != 0);
                if !claimed
                    && g.here.first().is_some_and(|s| s.number() == seat)
                    && !matches!(g.link, Link::Open | Link::Connecting)
                {
                    g.here = SeatSet::EMPTY;
                    g.offered = g
                        .offered
                        .difference(SeatSet::single(Seat::ALL[usize::from(seat)]));
                    g.link = Link::Preparing;
                    return vec![Do::Tell(Said::SeatTaken), Do::OpenDialog];
                }
                Vec::new()
            }
            _ => Vec::new(),
        }
    }

    /// The browser's description of connection `peer` in a room: the host's offer goes to
    /// the guest's device, the guest's answer to the host. Whether it was the room's.
    pub(super) fn room_described(
        &mut self,
        peer: u32,
        sdp: &str,
        effects: &mut Vec<Effect>,
    ) -> bool {
        let Some(room) = self.room.as_ref() else {
            return false;
        };
        match &mut self.role {
            Role::Host(peers) => {
                let Some(p) = peers
                    .iter_mut()
                    .find(|p| p.id == peer && p.link == Link::Preparing && p.device.is_some())
                else {
                    return false;
                };
                p.link = Link::Waiting;
                p.offer = Some(sdp.to_string());
                let offer = Signal::Offer {
                    to: p.device.unwrap_or_default(),
                    connection: peer,
                    sdp: sdp.to_string(),
                };
                say(room, &offer, effects);
                true
            }
            Role::Guest(g) if g.id == peer && g.link == Link::Preparing => {
                g.link = Link::Connecting;
                let answer = Signal::Answer {
                    from: room.device,
                    connection: peer,
                    sdp: sdp.to_string(),
                };
                say(room, &answer, effects);
                true
            }
            _ => false,
        }
    }

    /// The room's part of a heartbeat: a guest not connected says hello again; a host whose
    /// relays stay unreached falls back to the code exchange.
    pub(super) fn room_beat(&mut self, effects: &mut Vec<Effect>) -> Vec<Do> {
        let Some(room) = self.room.as_mut() else {
            return Vec::new();
        };
        room.since_hello = room.since_hello.saturating_add(1);
        if room.open.0 == 0 {
            room.unreached = room.unreached.saturating_add(1);
        }
        let unreached = room.unreached >= UNREACHED_BEATS;
        let hello_due = room.since_hello >= HELLO_BEATS;
        match &self.role {
            Role::Guest(g) => {
                let asked = !g.here.is_empty() || g.offered.is_empty();
                let waiting = asked && matches!(g.link, Link::Waiting | Link::Lost);
                let open = g.link == Link::Open;
                if waiting && hello_due {
                    self.hello(effects);
                }
                if unreached && !open && self.error.is_none() {
                    self.error = Some(Said::RelaysUnreached);
                    return vec![Do::Tell(Said::RelaysUnreached)];
                }
                Vec::new()
            }
            Role::Host(peers) => {
                let anyone = peers.iter().any(|p| p.device.is_some());
                if unreached && !anyone {
                    // No relay answers (no internet?): the code exchange, said.
                    let id = room.id;
                    self.room = None;
                    self.no_relay = true;
                    effects.push(Effect::LiveExchange(Exchange::RelayClose { room: id }));
                    return vec![
                        Do::Tell(Said::RelaysUnreached),
                        Do::Then(crate::command::LiveCommand::Invite),
                    ];
                }
                Vec::new()
            }
            Role::Off => Vec::new(),
        }
    }

    /// Leaves the room, if any (live play stops).
    pub(super) fn leave_room(&mut self, effects: &mut Vec<Effect>) {
        if let Some(room) = self.room.take() {
            effects.push(Effect::LiveExchange(Exchange::RelayClose { room: room.id }));
        }
        self.no_relay = false;
    }

    fn is_host(&self) -> bool {
        matches!(self.role, Role::Host(_))
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn the_relays_setting_reads_one_address_a_line_and_names_a_bad_one() {
        assert_eq!(relays(""), Ok(Vec::new()));
        assert_eq!(
            relays("wss://relay.example\n\n  ws://127.0.0.1:7000/  \n"),
            Ok(vec![
                "wss://relay.example".to_string(),
                "ws://127.0.0.1:7000/".to_string()
            ])
        );
        assert_eq!(relays("wss://a.example\nhttps://b.example"), Err(2));
        assert_eq!(relays("wss://a b"), Err(1));
        let nine = ["wss://r.example"; 9].join("\n");
        assert_eq!(relays(&nine), Err(9));
        for relay in DEFAULT_RELAYS {
            assert!(super::super::code::relay_url(relay), "{relay}");
        }
    }
}
