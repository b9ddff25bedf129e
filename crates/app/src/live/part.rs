//! The live part's state and updates (see the module's documentation).

use ashtapada_rules::{Action, Game, Seat, SeatSet};

use super::code::CodeError;
use super::connection::{IceServer, In, Out};
use super::exchange::{Exchange, Opened};
use super::message::{game_message, send, send_game, AskWhat, Message, RefuseWhy};
use super::said::Said;
use crate::effect::Effect;
use crate::link::{self, LinkGame};
use crate::session::Session;

/// A connection's state, as the page shows it.
#[derive(Debug, Clone, Copy, PartialEq, Eq)]
pub enum Link {
    /// The browser is making the offer (host) or the answer (guest).
    Preparing,
    /// The invitation is out (host), or the answer (guest): waiting for the other side.
    Waiting,
    /// The answer was entered: the browsers are finding their way to each other.
    Connecting,
    /// Connected: actions go both ways.
    Open,
    /// The connection dropped (or never opened).
    Lost,
}

/// One guest, as the host sees it: the invitation made for them, then their connection.
#[derive(Debug, Clone)]
pub(super) struct Peer {
    pub(super) id: u32,
    /// The seats the invitation offers.
    pub(super) offered: SeatSet,
    /// The seat the guest took (empty until their answer names one).
    pub(super) seats: SeatSet,
    pub(super) link: Link,
    /// Heartbeats since the guest was last heard ([`Live::beat`]).
    pub(super) silent: u8,
    /// The invitation's fragment, once the browser made the offer (the code exchange).
    pub(super) invitation: Option<String>,
    /// The guest's device, as it names itself in the room (through relays).
    pub(super) device: Option<u64>,
    /// The offer made for that device (SDP), said again if it asks again.
    pub(super) offer: Option<String>,
}

impl Peer {
    /// Whether this device watches (a watch link's: no seat, its connection read-only).
    pub(super) fn watches(&self) -> bool {
        self.seats.is_empty() && self.device.is_some()
    }
}

/// This device as a guest: the invitation it opened, the seat it took, its connection.
#[derive(Debug, Clone)]
pub(super) struct Guest {
    pub(super) id: u32,
    pub(super) offered: SeatSet,
    /// The seat taken (empty while choosing).
    pub(super) here: SeatSet,
    /// The host's offer, as the browser takes it.
    pub(super) offer: String,
    pub(super) link: Link,
    /// Heartbeats since the host was last heard ([`Live::beat`]).
    pub(super) silent: u8,
    /// The answer's fragment (`answer=…`), once the browser made it (the code exchange).
    pub(super) reply: Option<String>,
}

#[derive(Debug, Clone, Default)]
pub(super) enum Role {
    #[default]
    Off,
    Host(Vec<Peer>),
    Guest(Guest),
}

/// An ask (a take-back, a draw) waiting for answers.
#[derive(Debug, Clone, PartialEq, Eq)]
pub struct Ask {
    /// What is asked.
    pub what: AskWhat,
    /// The seat that asks.
    pub seat: u8,
    /// The game's length when asked: an answer to another ask is not this one's.
    pub ply: u32,
    /// A take-back's: the game's length it goes back to (before one of the seat's own
    /// actions); a draw's: `ply`.
    pub to: u32,
    /// The guest that asked (on the host), `None` when asked on this device.
    pub(super) from: Option<u32>,
    /// The guests whose answer is still awaited (the host's own ask).
    pub(super) waiting: Vec<u32>,
}

/// What the live part asks the app to do: with the game (the session is the app's to change),
/// the dialog (the overlay's), the lesson, the QR code. The router carries each out in order.
#[derive(Debug, Clone)]
pub enum Do {
    /// Play this action, which came from connection `from` (checked already): it is not sent
    /// back there.
    Play {
        /// The action.
        action: Action,
        /// The connection it came from.
        from: u32,
    },
    /// The host's game: shown here, with these seats played here (the guest's side).
    Replace {
        /// The game, read and checked.
        game: Box<LinkGame>,
        /// The seats played on this device.
        here: SeatSet,
    },
    /// This seat resigns (a guest's, checked by the host).
    Resign(Seat),
    /// A take-back every side agreed to: the game goes back to `to` actions, before one of
    /// `seat`'s own (checked again when done).
    Undo {
        /// The seat that asked.
        seat: Seat,
        /// The game's length to go back to.
        to: usize,
    },
    /// A draw every side agreed to.
    Draw,
    /// A rematch every side agreed to (the host's side): a new game, the seats turned round
    /// (`turn`) or the same.
    Rematch {
        /// Whether every device moves to the next seat.
        turn: bool,
    },
    /// Someone asks this device (a take-back, a draw): the app shows the question.
    Asked(Ask),
    /// Tell the person this (a toast, kept in the log).
    Tell(Said),
    /// Say this in a toast only.
    Toast(Said),
    /// Open the Play live dialog.
    OpenDialog,
    /// Close the Play live dialog if it is on top.
    CloseDialog,
    /// Close the Play live dialog if it is on top and live play is off (it was open only for
    /// an invitation being read).
    CloseIdleDialog,
    /// Close the Play live dialog if it is on top and no person's seat is left to invite for
    /// ([`Live::done`]): its work is done.
    CloseDoneDialog,
    /// This device (a guest) plays this seat now.
    TakeSeat(Seat),
    /// A guest took this seat (the host's side): a bot's, if it was one, stops.
    Accepted(Seat),
    /// Draw this address as a QR code (the extras worker).
    WantQr(String),
    /// Carry out this live command next (once what came before it is done).
    Then(crate::command::LiveCommand),
    /// What follows any change (automatic actions, the bots, the autosave).
    Settle,
    /// The devices draw the dice from the game's next roll on (the host's side): the seed's
    /// rolls end after these many.
    DiceFrom(u64),
    /// The dice's ledger changed its devices (the host's side): the game, which carries it,
    /// goes to every guest again.
    DiceChanged,
}

/// Live play's state (see the module's documentation).
#[derive(Debug, Clone, Default)]
pub struct Live {
    pub(super) role: Role,
    pub(super) ask: Option<Ask>,
    /// The last refusal of the opening exchange (a code that does not read…), for the dialog.
    pub(super) error: Option<Said>,
    /// The room of the relays this device is in, when the opening goes through them.
    pub(super) room: Option<super::room_state::Room>,
    /// No relay could be reached: invitations are codes answered by hand.
    pub(super) no_relay: bool,
    /// Actions a person played here (a guest) while the host could not hear them.
    offline: usize,
    /// How many devices watch: counted by the host, told to the guests
    /// ([`Message::Watching`]).
    pub(super) watching: u32,
    /// The count the host last told its guests.
    pub(super) watching_told: u32,
    /// How many devices the host lets watch (`None`: [`super::room_state::MAX_WATCHERS`]).
    pub(super) watchers_cap: Option<u8>,
    /// This device (a guest) was connected before: the host's game that comes next, after
    /// a connection opened again, may lack what was sent into the one that died.
    was_open: bool,
    /// The next game from the host is the first after a connection opened again.
    rejoined: bool,
    /// The last round trip measured, in milliseconds.
    pub(super) rtt: Option<u32>,
    /// An invitation opened here is being read (by the extras worker).
    reading: bool,
    /// The page's clock when last told ([`Live::set_clock`]), in milliseconds: what a
    /// heartbeat's answer is timed by.
    pub(super) clock: u32,
    /// The dice the devices draw together ([`super::dice`]), once this device has a chain.
    pub(super) dice: Option<super::dice_state::Dice>,
}

/// An answer that cannot be used, and why.
fn refused(e: CodeError) -> Said {
    Said::ReplyRefused(e)
}

/// The index of `action` among the legal actions of `game`'s position now.
pub fn index_of(game: &Game, action: Action) -> Option<u32> {
    let legal = game.legal_actions();
    legal.iter().position(|a| *a == action).map(|i| i as u32)
}

impl Live {
    // ----- The opening exchange --------------------------------------------------------------

    /// This device as the host, with the seats a new invitation offers; else why it cannot
    /// invite now. Host only once there is a seat to offer: a host of no one would show a
    /// dialog with no invitation, said to wait for an answer.
    pub(super) fn become_host(&mut self, session: &Session) -> Result<SeatSet, Said> {
        if let Some(why) = self.can_invite(session) {
            return Err(why);
        }
        let offered = self.free_seats_now(session);
        if offered.is_empty() {
            return Err(Said::NoSeat);
        }
        if !matches!(self.role, Role::Host(_)) {
            self.role = Role::Host(Vec::new());
        }
        Ok(offered)
    }

    /// Why this device cannot invite now, if it cannot.
    pub(super) fn can_invite(&self, session: &Session) -> Option<Said> {
        if self.is_guest() {
            return Some(Said::GuestCannotInvite);
        }
        if session.link().is_none() {
            return Some(Said::NoLink);
        }
        if session.is_over() {
            return Some(Said::Over);
        }
        None
    }

    /// The seats an invitation made now offers (as host, or about to be).
    pub(super) fn free_seats_now(&self, session: &Session) -> SeatSet {
        match &self.role {
            Role::Host(peers) => free_seats(peers, session),
            _ => free_seats(&[], session),
        }
    }

    /// A new invitation (the host's side): connection `id` offering the free seats. `None`:
    /// one was made; else why not.
    pub(crate) fn invite(
        &mut self,
        id: u32,
        session: &Session,
        servers: Vec<IceServer>,
        effects: &mut Vec<Effect>,
    ) -> Option<Said> {
        let offered = match self.become_host(session) {
            Ok(offered) => offered,
            Err(why) => return Some(why),
        };
        let Role::Host(peers) = &mut self.role else {
            return None;
        };
        // An invitation not answered yet, or a connection lost, makes room for this one.
        for p in peers
            .iter()
            .filter(|p| matches!(p.link, Link::Waiting | Link::Preparing | Link::Lost))
        {
            effects.push(Effect::Live(Out::Close { peer: p.id }));
        }
        peers.retain(|p| !matches!(p.link, Link::Waiting | Link::Preparing | Link::Lost));
        peers.push(Peer {
            id,
            offered,
            seats: SeatSet::EMPTY,
            link: Link::Preparing,
            silent: 0,
            invitation: None,
            device: None,
            offer: None,
        });
        self.error = None;
        effects.push(Effect::Live(Out::Offer { peer: id, servers }));
        None
    }

    /// An invitation opened here (the guest's side), connection `peer` offering the seats
    /// `offered` with the host's description `offer` (SDP): the seat is chosen next
    /// ([`Live::take_seat`]). A device that was host or guest of another game leaves it.
    pub fn join(&mut self, peer: u32, offered: SeatSet, offer: String, effects: &mut Vec<Effect>) {
        self.stop(effects);
        self.role = Role::Guest(Guest {
            id: peer,
            offered,
            here: SeatSet::EMPTY,
            offer,
            link: Link::Preparing,
            silent: 0,
            reply: None,
        });
        self.error = None;
    }

    /// Whether an invitation opened here is being read; `reading` says so, or that it was.
    pub fn set_reading(&mut self, reading: bool) {
        self.reading = reading;
    }

    /// Whether an invitation opened here is being read.
    pub fn reading(&self) -> bool {
        self.reading
    }

    /// The guest takes `seat` (one the invitation offers): the browser makes the answer.
    pub fn take_seat(
        &mut self,
        seat: Seat,
        servers: Vec<IceServer>,
        effects: &mut Vec<Effect>,
    ) -> bool {
        let Role::Guest(g) = &mut self.role else {
            return false;
        };
        if !g.offered.contains(seat) || !g.here.is_empty() {
            return false;
        }
        g.here = SeatSet::single(seat);
        if self.room.is_some() {
            // Through relays: the host's offer comes after the hello.
            self.room_seat_taken(effects);
            return true;
        }
        effects.push(Effect::Live(Out::Answer {
            peer: g.id,
            offer: g.offer.clone(),
            servers,
        }));
        true
    }

    /// The seats the guest took (empty before).
    pub fn here(&self) -> SeatSet {
        match &self.role {
            Role::Guest(g) => g.here,
            _ => SeatSet::EMPTY,
        }
    }

    /// The browser's description for connection `peer`: the extras worker writes the host's
    /// offer as the invitation, the guest's answer as the reply ([`Live::written`]).
    pub(crate) fn described(
        &mut self,
        peer: u32,
        sdp: String,
        session: &Session,
        effects: &mut Vec<Effect>,
    ) {
        if self.room_described(peer, &sdp, effects) {
            return;
        }
        let (seats, game) = match &self.role {
            Role::Host(peers) => {
                let (Some(p), Some(game)) = (
                    peers
                        .iter()
                        .find(|p| p.id == peer && p.link == Link::Preparing),
                    session.link(),
                ) else {
                    return;
                };
                (p.offered.bits(), Some(link::write(&game)))
            }
            Role::Guest(g) if g.id == peer && g.link == Link::Preparing => {
                let Some(seat) = g.here.first() else {
                    return;
                };
                (seat.number(), None)
            }
            _ => return,
        };
        effects.push(Effect::LiveExchange(Exchange::Write {
            peer,
            sdp,
            seats,
            game,
            room: None,
        }));
    }

    /// The invitation or answer the extras worker wrote for connection `peer` (`None`: the
    /// browser's description did not read). Whether a code is ready to show.
    pub(crate) fn written(&mut self, peer: u32, code: Option<&str>) -> bool {
        let watch = super::room_state::watch_id;
        if self
            .room
            .as_ref()
            .is_some_and(|r| r.id == peer || watch(r.id) == peer)
        {
            return self.room_written(peer, code);
        }
        let Some(code) = code else {
            self.error = Some(Said::BrowserFailed("sdp".to_string()));
            self.fail(peer);
            return false;
        };
        match &mut self.role {
            Role::Host(peers) => {
                let Some(p) = peers
                    .iter_mut()
                    .find(|p| p.id == peer && p.link == Link::Preparing)
                else {
                    return false;
                };
                p.invitation = Some(code.to_string());
                p.link = Link::Waiting;
                true
            }
            Role::Guest(g) if g.id == peer && g.link == Link::Preparing => {
                g.reply = Some(code.to_string());
                g.link = Link::Waiting;
                true
            }
            _ => false,
        }
    }

    /// The extras worker will not write connection `peer`'s code: the connection is lost, and
    /// the dialog says why.
    pub(crate) fn unwritten(&mut self, peer: u32) {
        self.error = Some(Said::ExtrasUnanswered);
        self.fail(peer);
    }

    /// The browser could not make connection `peer`'s description, or the connection failed.
    pub fn failed(&mut self, peer: u32, why: &str) {
        self.error = Some(Said::BrowserFailed(why.to_string()));
        self.fail(peer);
    }

    fn fail(&mut self, peer: u32) {
        match &mut self.role {
            Role::Host(peers) => {
                if let Some(p) = peers.iter_mut().find(|p| p.id == peer) {
                    p.link = Link::Lost;
                }
            }
            Role::Guest(g) if g.id == peer => g.link = Link::Lost,
            _ => {}
        }
    }

    /// The guest's answer as the extras worker read it and the page checked it
    /// ([`super::exchange::opened`]), or why it does not read: the seat it
    /// takes, once it answers an invitation out. `Err`: why not (also kept for the dialog).
    pub fn accept(
        &mut self,
        reply: Result<Opened, CodeError>,
        effects: &mut Vec<Effect>,
    ) -> Result<Seat, Said> {
        let result = self.accept_reply(reply, effects);
        self.error = result.as_ref().err().cloned();
        result
    }

    fn accept_reply(
        &mut self,
        reply: Result<Opened, CodeError>,
        effects: &mut Vec<Effect>,
    ) -> Result<Seat, Said> {
        let (id, seat, answer) = match reply {
            Ok(Opened::Reply { peer, seat, sdp }) => (peer, seat, sdp),
            // An invitation pasted where the answer goes is another kind of code.
            Ok(Opened::Invite { .. }) => return Err(refused(CodeError::Foreign)),
            Err(e) => return Err(refused(e)),
        };
        let Role::Host(peers) = &mut self.role else {
            return Err(Said::ReplyUnknown);
        };
        let Some(p) = peers
            .iter_mut()
            .find(|p| p.id == id && p.link == Link::Waiting)
        else {
            return Err(Said::ReplyUnknown);
        };
        let seat = Seat::ALL
            .into_iter()
            .find(|s| s.number() == seat && p.offered.contains(*s))
            .ok_or(Said::ReplySeat)?;
        p.seats = SeatSet::single(seat);
        p.link = Link::Connecting;
        effects.push(Effect::Live(Out::Accept { peer: p.id, answer }));
        Ok(seat)
    }

    // ----- The connection --------------------------------------------------------------------

    /// What the page says of connection `peer`. Anything but the browser's description of
    /// the connection or its refusal acts on the game: the router ends a lesson first.
    pub(crate) fn event(
        &mut self,
        peer: u32,
        event: In,
        session: &Session,
        effects: &mut Vec<Effect>,
    ) -> Vec<Do> {
        match event {
            In::Described(sdp) => {
                self.described(peer, sdp, session, effects);
                Vec::new()
            }
            In::Failed(why) => {
                self.failed(peer, &why);
                Vec::new()
            }
            In::Open => {
                let mut plan = self.opened(peer, session, effects);
                plan.push(Do::CloseDoneDialog);
                plan
            }
            In::Message(text) => self.message(peer, &text, session, effects),
            In::Closed => self.closed(peer, session),
        }
    }

    fn opened(&mut self, peer: u32, session: &Session, effects: &mut Vec<Effect>) -> Vec<Do> {
        match &mut self.role {
            Role::Host(peers) => {
                let Some(p) = peers.iter_mut().find(|p| p.id == peer) else {
                    return Vec::new();
                };
                p.link = Link::Open;
                let (seats, watches) = (p.seats, p.watches());
                send_game(peer, seats, session, effects);
                effects.push(send(peer, &Message::Ping { t: 0 }));
                self.say_watching(effects);
                if watches {
                    return Vec::new();
                }
                let (mask, rules) = (seats, session.rules());
                vec![Do::Tell(Said::Joined(rules, mask))]
            }
            Role::Guest(g) if g.id == peer => {
                g.link = Link::Open;
                self.rejoined = self.was_open;
                self.was_open = true;
                // Its commitment to the dice (the host takes none of a device that watches).
                self.guest_head(peer, effects);
                vec![Do::Tell(Said::Connected)]
            }
            _ => Vec::new(),
        }
    }

    pub(super) fn closed(&mut self, peer: u32, session: &Session) -> Vec<Do> {
        let rules = session.rules();
        match &mut self.role {
            Role::Host(peers) => {
                let Some(p) = peers.iter_mut().find(|p| p.id == peer) else {
                    return Vec::new();
                };
                let was = p.link;
                p.link = Link::Lost;
                let mask = p.seats;
                // A device that watched leaves quietly: the others see the count go down.
                if p.watches() {
                    return Vec::new();
                }
                let back = self.room.is_some();
                match was {
                    Link::Open if back => vec![Do::Tell(Said::GuestComingBack(rules, mask))],
                    Link::Open => vec![Do::Tell(Said::GuestLost(rules, mask))],
                    Link::Connecting => self.unreachable(),
                    _ => Vec::new(),
                }
            }
            Role::Guest(g) if g.id == peer => {
                let was = g.link;
                g.link = Link::Lost;
                let back = self.room.is_some();
                match was {
                    Link::Open if back => vec![Do::Tell(Said::HostComingBack)],
                    Link::Open => vec![Do::Tell(Said::HostLost)],
                    Link::Connecting | Link::Waiting => self.unreachable(),
                    _ => Vec::new(),
                }
            }
            _ => Vec::new(),
        }
    }

    /// A connection that never opened: the devices found no way to each other (two networks
    /// and no STUN server, or one that blocks them), said in the dialog and the news.
    fn unreachable(&mut self) -> Vec<Do> {
        let why = Said::Unreachable;
        self.error = Some(why.clone());
        vec![Do::Tell(why)]
    }

    /// A message on connection `peer`: read, checked, and answered or turned into what the
    /// app must do. A message that does not read is refused with a message, never played.
    fn message(
        &mut self,
        peer: u32,
        text: &str,
        session: &Session,
        effects: &mut Vec<Effect>,
    ) -> Vec<Do> {
        let message = match Message::read(text) {
            Ok(m) => m,
            Err(_) => {
                return vec![Do::Tell(Said::Garbled)];
            }
        };
        // The guest's seats (host side), `None` on the guest's side; a connection not open says
        // nothing.
        let seats = match &mut self.role {
            Role::Host(peers) => {
                match peers
                    .iter_mut()
                    .find(|p| p.id == peer && p.link == Link::Open)
                {
                    Some(p) => {
                        p.silent = 0;
                        Some(p.seats)
                    }
                    None => return Vec::new(),
                }
            }
            Role::Guest(g) if g.id == peer && g.link == Link::Open => {
                g.silent = 0;
                None
            }
            _ => return Vec::new(),
        };
        // What either side says alike.
        match message {
            Message::Answer { what, ply, yes } => return self.answered(peer, what, ply, yes),
            Message::Ping { t } => {
                effects.push(send(peer, &Message::Pong { t }));
                return Vec::new();
            }
            Message::Watching { n } if seats.is_none() => {
                self.watching = n.min(u32::from(super::room_state::WATCHERS_CHOICES[5]));
                return Vec::new();
            }
            Message::Pong { t } => {
                // A pong of the opening (t 0) or of a beat before the page's clock wrapped
                // times nothing.
                let rtt = self.clock.wrapping_sub(t);
                if t != 0 && rtt < 60_000 {
                    self.rtt = Some(rtt);
                }
                return Vec::new();
            }
            Message::Bye => return self.closed(peer, session),
            _ => {}
        }
        match seats {
            Some(seats) => self.guest_says(peer, seats, message, session, effects),
            None => self.host_says(peer, message, session, effects),
        }
    }

    /// Someone asks this device: kept until answered, shown by the app.
    fn asked(
        &mut self,
        what: AskWhat,
        seat: u8,
        (ply, to): (u32, u32),
        from: Option<u32>,
    ) -> Vec<Do> {
        let ask = Ask {
            what,
            seat,
            ply,
            to,
            from,
            waiting: Vec::new(),
        };
        self.ask = Some(ask.clone());
        vec![Do::Asked(ask)]
    }

    fn guest_says(
        &mut self,
        peer: u32,
        seats: SeatSet,
        message: Message,
        session: &Session,
        effects: &mut Vec<Effect>,
    ) -> Vec<Do> {
        let game = session.game();
        let len = game.actions().len() as u32;
        match message {
            Message::Act { ply, index } => {
                let refuse = |why| {
                    let mut out = vec![send(peer, &Message::Refuse { ply, why })];
                    out.extend(game_message(peer, seats, session));
                    out
                };
                let actor = game.position().actor();
                let why = if game.outcome().is_some() {
                    Some(RefuseWhy::Over)
                } else if ply != len {
                    Some(RefuseWhy::Stale)
                } else if !seats.contains(actor) {
                    Some(RefuseWhy::NotYourSeat)
                } else {
                    None
                };
                let legal = game.legal_actions();
                match (why, legal.get(index as usize)) {
                    (None, Some(action)) => vec![Do::Play {
                        action: *action,
                        from: peer,
                    }],
                    (why, _) => {
                        effects.extend(refuse(why.unwrap_or(RefuseWhy::Illegal)));
                        Vec::new()
                    }
                }
            }
            Message::Sync => {
                effects.extend(game_message(peer, seats, session));
                Vec::new()
            }
            Message::Head { head } => self.head_from(peer, seats, head, session, effects),
            Message::Part { device, roll, part } => {
                self.part_from(Some((peer, seats)), (device, roll, part), effects)
            }
            Message::Resign { seat } => {
                match Seat::ALL
                    .into_iter()
                    .find(|s| s.number() == seat && seats.contains(*s))
                {
                    Some(seat) if !session.is_over() => vec![Do::Resign(seat)],
                    _ => {
                        effects.extend(game_message(peer, seats, session));
                        Vec::new()
                    }
                }
            }
            Message::Ask {
                what,
                seat,
                ply,
                to,
            } => {
                let back = what == AskWhat::Undo && !super::message::own_action(game, seat, to);
                // A rematch is asked of a game that is over, the rest of one that is not.
                let rematch = matches!(what, AskWhat::Rematch | AskWhat::RematchSame);
                let over = session.is_over() != rematch;
                if seats.bits() & (1 << seat) == 0 || ply != len || over || back {
                    effects.push(send(
                        peer,
                        &Message::Answer {
                            what,
                            ply,
                            yes: false,
                        },
                    ));
                    return Vec::new();
                }
                self.asked(what, seat, (ply, to), Some(peer))
            }
            // A guest has no game to send, nor refusals; the rest is said alike.
            _ => Vec::new(),
        }
    }

    fn host_says(
        &mut self,
        peer: u32,
        message: Message,
        session: &Session,
        effects: &mut Vec<Effect>,
    ) -> Vec<Do> {
        let game = session.game();
        let len = game.actions().len() as u32;
        match message {
            Message::Game { here, fragment } => match link::read(&fragment) {
                Ok(game) => {
                    if let Role::Guest(g) = &mut self.role {
                        g.here = here;
                    }
                    vec![Do::Replace {
                        game: Box::new(game),
                        here,
                    }]
                }
                Err(_) => vec![Do::Tell(Said::Garbled)],
            },
            Message::Act { ply, index } => {
                let legal = game.legal_actions();
                match legal.get(index as usize) {
                    Some(action) if ply == len && game.outcome().is_none() => vec![Do::Play {
                        action: *action,
                        from: peer,
                    }],
                    _ => {
                        effects.push(send(peer, &Message::Sync));
                        Vec::new()
                    }
                }
            }
            Message::Refuse { why, .. } => vec![Do::Tell(Said::Refused(why))],
            Message::Device { device } => {
                self.device_is(device);
                vec![Do::Settle]
            }
            Message::Part { device, roll, part } => {
                self.part_from(None, (device, roll, part), effects)
            }
            Message::Ask {
                what,
                seat,
                ply,
                to,
            } => self.asked(what, seat, (ply, to), None),
            // The host is not asked for the game, nor resigns to a guest; the rest is said
            // alike.
            _ => Vec::new(),
        }
    }

    /// Tells every guest how many devices watch (the host's side), now.
    pub(super) fn say_watching(&mut self, effects: &mut Vec<Effect>) {
        let Role::Host(peers) = &self.role else {
            return;
        };
        let open = |p: &&Peer| p.link == Link::Open;
        let n = peers.iter().filter(open).filter(|p| p.watches()).count() as u32;
        (self.watching, self.watching_told) = (n, n);
        for p in peers.iter().filter(open) {
            effects.push(send(p.id, &Message::Watching { n }));
        }
    }

    /// How many devices watch the game (as the host counts them, or as it told this guest).
    pub fn watching(&self) -> u32 {
        self.watching
    }

    /// Whether this device (a guest) may have played what the host did not hear: actions
    /// played while the connection was known lost, or a game that comes first after a
    /// connection opened again (what was sent into the dead one never arrived). Forgotten
    /// once asked: the host's game has come back, and the router plays them again or keeps
    /// them.
    pub(crate) fn take_offline(&mut self) -> usize {
        let rejoined = std::mem::take(&mut self.rejoined);
        std::mem::take(&mut self.offline) + usize::from(rejoined)
    }

    /// The person here resigns `seat`: a guest's resignation goes to the host (whose game
    /// then comes back). Whether it was sent (else the app resigns here).
    pub fn resign(&mut self, seat: Seat, effects: &mut Vec<Effect>) -> bool {
        match &self.role {
            Role::Guest(g) if g.link == Link::Open => {
                effects.push(send(
                    g.id,
                    &Message::Resign {
                        seat: seat.number(),
                    },
                ));
                true
            }
            _ => false,
        }
    }

    // ----- The game --------------------------------------------------------------------------

    /// An action was played here at `ply` (its index `index` in that position's legal
    /// actions), from connection `from` or by this device: the host tells every other guest,
    /// a guest tells the host what its own seats played.
    pub fn played(&mut self, ply: usize, index: u32, from: Option<u32>, effects: &mut Vec<Effect>) {
        let message = Message::Act {
            ply: ply as u32,
            index,
        };
        match &self.role {
            Role::Host(peers) => {
                for p in peers
                    .iter()
                    .filter(|p| p.link == Link::Open && Some(p.id) != from)
                {
                    effects.push(send(p.id, &message));
                }
            }
            Role::Guest(g) if g.link == Link::Open && from.is_none() => {
                effects.push(send(g.id, &message));
            }
            // Played while the host cannot hear: remembered, to be played again (or kept)
            // when the host's game comes back.
            Role::Guest(_) if from.is_none() => self.offline += 1,
            _ => {}
        }
        // An ask is about the game as it was when asked: any action makes it stale.
        self.ask = None;
    }

    /// The game changed otherwise than by an action (a take-back, a resignation, a draw): the
    /// host sends it whole to every guest.
    pub(crate) fn changed(&mut self, session: &Session, effects: &mut Vec<Effect>) {
        if let Role::Host(peers) = &self.role {
            for p in peers.iter().filter(|p| p.link == Link::Open) {
                effects.extend(game_message(p.id, p.seats, session));
            }
        }
        self.ask = None;
    }

    /// The host's game, which carries the dice's ledger, to every guest again (one joined
    /// the dice).
    pub(crate) fn resend(&mut self, session: &Session, effects: &mut Vec<Effect>) {
        if let Role::Host(peers) = &self.role {
            for p in peers.iter().filter(|p| p.link == Link::Open) {
                effects.extend(game_message(p.id, p.seats, session));
            }
        }
    }

    /// Ends live play here: every connection says goodbye and closes. The game stays, played
    /// on by links.
    pub fn stop(&mut self, effects: &mut Vec<Effect>) {
        let ids: Vec<(u32, Link)> = match &self.role {
            Role::Off => Vec::new(),
            Role::Guest(g) => vec![(g.id, g.link)],
            Role::Host(peers) => peers.iter().map(|p| (p.id, p.link)).collect(),
        };
        for (id, link) in ids {
            if link == Link::Open {
                effects.push(send(id, &Message::Bye));
            }
            effects.push(Effect::Live(Out::Close { peer: id }));
        }
        self.leave_room(effects);
        (self.offline, self.was_open, self.rejoined) = (0, false, false);
        self.role = Role::Off;
        self.ask = None;
        self.error = None;
        self.dice = None;
    }
}

/// The seats an invitation of a host with these connections offers ([`Live::free_seats`]).
pub(super) fn free_seats(peers: &[Peer], session: &Session) -> SeatSet {
    let held = peers
        .iter()
        .filter(|p| matches!(p.link, Link::Open | Link::Connecting))
        .fold(SeatSet::EMPTY, |m, p| m.union(p.seats));
    let remote = SeatSet::from_bits(session.remote_mask().bits() & !held.bits());
    if !remote.is_empty() {
        return remote;
    }
    let here = session.here_mask();
    let others = here.first().map_or(here, |first| here.without(first));
    if !others.is_empty() {
        return others;
    }
    session.bot_mask()
}
