//! What the live part tells of itself: its state in a word, the link or code out, the seats,
//! the ask to answer.

use ashtapada_rules::SeatSet;

use super::part::{free_seats, Ask, Link, Live, Role};
use super::said::Said;
use crate::session::Session;

impl Live {
    /// Whether live play is under way on this device (as host or guest).
    pub fn active(&self) -> bool {
        !matches!(self.role, Role::Off)
    }

    /// Whether this device is a guest: the host rolls, runs the bots and checks every action.
    pub fn is_guest(&self) -> bool {
        matches!(self.role, Role::Guest(_))
    }

    /// The connection's state in one word, as the tests read it: `off`, `preparing`,
    /// `waiting` (an invitation or an answer is out), `connecting`, `connected` (every guest
    /// that answered is connected), `lost` (one is not).
    pub fn state(&self) -> &'static str {
        let mut links: Vec<Link> = match &self.role {
            Role::Off => return "off",
            Role::Guest(g) => vec![g.link],
            // The devices that watch are not of the table: their drops say nothing.
            Role::Host(peers) => peers
                .iter()
                .filter(|p| !p.watches())
                .map(|p| p.link)
                .collect(),
        };
        // The one link out through relays: waiting for whoever opens it.
        if self.room.as_ref().is_some_and(|r| r.invitation.is_some()) && self.is_host_role() {
            links.push(Link::Waiting);
        }
        let any = |l: Link| links.contains(&l);
        if any(Link::Lost) {
            "lost"
        } else if any(Link::Open) {
            "connected"
        } else if any(Link::Connecting) {
            "connecting"
        } else if any(Link::Waiting) {
            "waiting"
        } else {
            "preparing"
        }
    }

    /// Whether every device that answered is connected (the state is `connected`).
    pub fn connected(&self) -> bool {
        self.state() == "connected"
    }

    /// Whether a connection was lost (the state is `lost`).
    pub fn lost(&self) -> bool {
        self.state() == "lost"
    }

    /// The invitation waiting for an answer (host), as a fragment `live=…`: the one link
    /// through relays, or the code of the code exchange.
    pub fn invitation(&self) -> Option<&str> {
        if let Some(link) = self.room.as_ref().and_then(|r| r.invitation.as_deref()) {
            return Some(link).filter(|_| self.is_host_role());
        }
        match &self.role {
            Role::Host(peers) => peers
                .iter()
                .rev()
                .find(|p| p.link == Link::Waiting)
                .and_then(|p| p.invitation.as_deref()),
            _ => None,
        }
    }

    /// The answer to send back (guest), as a fragment `answer=…`.
    pub fn reply(&self) -> Option<&str> {
        match &self.role {
            Role::Guest(g) if g.link == Link::Waiting => g.reply.as_deref(),
            _ => None,
        }
    }

    /// Whether this device watches the game (it opened a watch link): read-only.
    pub fn watches_here(&self) -> bool {
        matches!(&self.role, Role::Guest(g) if g.offered.is_empty())
    }

    /// The host's link to watch the game (its fragment), once written.
    pub fn watch_link(&self) -> Option<&str> {
        self.room.as_ref().and_then(|r| r.watch_link.as_deref())
    }

    /// The seats a guest may choose from, while choosing.
    pub fn choosing(&self) -> Option<SeatSet> {
        if self.watches_here() {
            return None;
        }
        match &self.role {
            // A watch link offers no seat: nothing to choose.
            Role::Guest(g) if g.here.is_empty() && !g.offered.is_empty() => Some(g.offered),
            _ => None,
        }
    }

    /// The guests and their seats and states (host), or the host's state (guest: seats are
    /// this device's).
    pub fn links(&self) -> Vec<(SeatSet, Link)> {
        match &self.role {
            Role::Off => Vec::new(),
            Role::Guest(g) => vec![(g.here, g.link)],
            Role::Host(peers) => peers
                .iter()
                .filter(|p| !p.seats.is_empty())
                .map(|p| (p.seats, p.link))
                .collect(),
        }
    }

    /// Whether the browser is making an invitation's offer (host).
    pub fn invitation_pending(&self) -> bool {
        if let (Some(room), true) = (&self.room, self.is_host_role()) {
            return room.invitation.is_none();
        }
        matches!(&self.role, Role::Host(peers) if peers.iter().any(|p| p.link == Link::Preparing))
    }

    pub(super) fn is_host_role(&self) -> bool {
        matches!(self.role, Role::Host(_))
    }

    /// The seats the invitation out offers (host).
    pub fn offered(&self) -> SeatSet {
        if let (Some(room), true) = (&self.room, self.is_host_role()) {
            return room.offered;
        }
        match &self.role {
            Role::Host(peers) => peers
                .iter()
                .rev()
                .find(|p| matches!(p.link, Link::Waiting | Link::Preparing))
                .map_or(SeatSet::EMPTY, |p| p.offered),
            _ => SeatSet::EMPTY,
        }
    }

    /// The last refusal of the opening exchange.
    pub fn error(&self) -> Option<&Said> {
        self.error.as_ref()
    }

    /// The last round trip measured, in milliseconds.
    pub fn rtt(&self) -> Option<u32> {
        self.rtt
    }

    /// The ask this device must answer, if any.
    pub fn ask(&self) -> Option<&Ask> {
        self.ask
            .as_ref()
            .filter(|a| a.from.is_some() || (self.is_guest() && a.waiting.is_empty()))
    }

    /// The seats a new invitation offers: the seats played elsewhere whose device is not
    /// connected (a guest to come back), else the persons' seats here but the first (the
    /// host's own), else the bots' seats (a friend takes a bot's place: a game against the
    /// bots, played live).
    pub(crate) fn free_seats(&self, session: &Session) -> SeatSet {
        match &self.role {
            Role::Host(peers) => free_seats(peers, session),
            _ => SeatSet::EMPTY,
        }
    }
}
