//! The room of the relays a device is in (live play through relays, [`super::room`]): kept
//! by the live part's state, changed by the room's updates.

use ashtapada_rules::SeatSet;

/// How many devices may watch a game at once (through its watch link) unless the host says
/// otherwise: each is a connection of the host's, which sends it every action.
pub const MAX_WATCHERS: usize = 8;

/// The numbers of watchers the host may choose from.
pub const WATCHERS_CHOICES: [u8; 6] = [0, 1, 2, 4, 8, 16];

/// The id of the watch link's writing, beside the room's own.
pub(super) fn watch_id(room: u32) -> u32 {
    room.wrapping_add(1)
}

/// The room this device is in.
#[derive(Debug, Clone)]
pub(super) struct Room {
    /// The room's id in the extras worker's messages.
    pub(super) id: u32,
    /// The room's key, once the worker opened it (the host's is made there).
    pub(super) key: Option<[u8; 32]>,
    /// The relays.
    pub(super) relays: Vec<String>,
    /// Relays connected now, and of how many.
    pub(super) open: (u32, u32),
    /// Beats since the room opened with no relay connected.
    pub(super) unreached: u8,
    /// The host's one link (its fragment), once written.
    pub(super) invitation: Option<String>,
    /// The seats the link offers (host).
    pub(super) offered: SeatSet,
    /// This device's name in the room (a guest's; the host's is unused).
    pub(super) device: u64,
    /// Beats since the guest last said hello.
    pub(super) since_hello: u8,
    /// The seats this browser played in this game before ([`super::Live::claim`]).
    pub(super) claimed: SeatSet,
    /// The host's link to watch the game (its fragment), once written.
    pub(super) watch_link: Option<String>,
}

impl Room {
    pub(super) fn new(id: u32, key: Option<[u8; 32]>, relays: Vec<String>, device: u64) -> Room {
        Room {
            id,
            key,
            open: (0, relays.len() as u32),
            relays,
            unreached: 0,
            invitation: None,
            offered: SeatSet::EMPTY,
            device,
            since_hello: 0,
            claimed: SeatSet::EMPTY,
            watch_link: None,
        }
    }
}
