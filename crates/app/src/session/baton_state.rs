//! The state of a game by links whose devices draw the dice one at a time, as this device holds
//! it (its updates are `baton`'s, beside it).

use ashtapada_dice::baton::{Hand, Heads};
use ashtapada_rules::SeatSet;

/// This device's chains for the game on screen (from the browser's key and the game's id),
/// and where the game stands for this device.
#[derive(Debug, Clone, Default)]
pub(crate) struct Here {
    pub(super) hand: Option<(u64, String, Hand, Heads)>,
    pub(super) now: Option<BatonNow>,
}

/// Where a game by links stands for this device: what its status line says.
#[derive(Debug, Clone, Copy, PartialEq, Eq)]
pub(crate) enum BatonNow {
    /// Devices still to join: the person seats no device plays yet. `joined`: this device is
    /// one of the game's.
    Joining {
        /// The seats no device plays yet.
        missing: SeatSet,
        /// Whether this device has joined.
        joined: bool,
    },
    /// Every seat has its device; the link goes back to the device that created the game,
    /// which draws the roll-off.
    Starting {
        /// The seats of the device that created the game.
        creator: SeatSet,
    },
    /// Under way, the dice drawn by this many devices, one at a time.
    Playing {
        /// How many devices.
        devices: usize,
    },
    /// A roll of this device's waits for the link from the device that played before.
    Waiting {
        /// That device's seats.
        from: SeatSet,
    },
    /// This browser is none of the game's devices: it can watch, not roll for them.
    Watching,
}

/// What a step changed that the app acts on.
#[derive(Debug, Clone, Copy, PartialEq, Eq)]
pub(crate) enum BatonNews {
    /// Nothing.
    Nothing,
    /// The proof changed (a part revealed, seats changed): the save and the next link carry it.
    Changed,
    /// This device joined the game: the link goes on to the next device.
    Joined,
    /// The roll-off was drawn: the game begins.
    Started,
}

impl BatonNews {
    /// Whether the Share dialog is offered (the link must go on).
    pub(crate) fn offers_link(self) -> bool {
        matches!(self, BatonNews::Joined | BatonNews::Started)
    }
}
