//! What live play has to say, as data: the state machine ([`super::Live`]) returns a [`Said`]
//! and keeps the last refusal as one; the words are made only when it is drawn
//! ([`Said::words`], in `render`), in the page's language at that moment.

use ashtapada_rules::{Ruleset, SeatSet};

use super::code::CodeError;
use super::message::{AskWhat, RefuseWhy};

/// Something live play tells the person (in the news, a toast or its dialog).
#[derive(Debug, Clone)]
pub enum Said {
    /// A guest cannot invite: only the host does.
    GuestCannotInvite,
    /// The game on screen cannot be carried by a link, so it cannot be played live.
    NoLink,
    /// The game is over.
    Over,
    /// No seat is left to offer.
    NoSeat,
    /// The browser could not make or use a connection's description (its words, or `sdp`).
    BrowserFailed(String),
    /// The extras worker, which writes and reads the codes, does not answer.
    ExtrasUnanswered,
    /// An answer that cannot be used, and why.
    ReplyRefused(CodeError),
    /// An answer to no invitation of this device's.
    ReplyUnknown,
    /// An answer that takes no seat offered.
    ReplySeat,
    /// A guest joined, playing these seats.
    Joined(&'static Ruleset, SeatSet),
    /// This device (a guest) is connected to the host.
    Connected,
    /// The connection to the guest playing these seats is lost.
    GuestLost(&'static Ruleset, SeatSet),
    /// The connection to the host is lost.
    HostLost,
    /// The connection to the guest playing these seats is lost, and comes back by itself
    /// through the relays when their device says hello again.
    GuestComingBack(&'static Ruleset, SeatSet),
    /// The connection to the host is lost, and this device asks to come back through the
    /// relays.
    HostComingBack,
    /// The devices found no way to each other.
    Unreachable,
    /// A message that does not read.
    Garbled,
    /// A part of the dice that does not match its device's commitment, or that came from
    /// another device than its own: not taken. The seats of the device that sent it (none:
    /// the host).
    DiceRefused(SeatSet),
    /// The host refused what this device played, and why.
    Refused(RefuseWhy),
    /// The other side declined a take-back or a draw.
    Declined(AskWhat),
    /// The invitation or the answer was copied.
    Copied,
    /// Live play was stopped: the game goes on by links.
    Stopped,
    /// The servers of the Settings do not read at this line (counted from 1): none is used.
    ServersBad(usize),
    /// An invitation that cannot be used, and why.
    InviteRefused(CodeError),
    /// A take-back or a draw was asked of the other devices.
    Asked(AskWhat),
    /// The relays of the Settings do not read at this line (counted from 1): none is used.
    RelaysBad(usize),
    /// The host allows no more devices to watch.
    WatchersFull,
    /// The seat this device asked for through the relays is another's: choose another.
    SeatTaken,
    /// No relay of the list could be reached: the host invites by a code instead (a guest
    /// asks for one).
    RelaysUnreached,
}
