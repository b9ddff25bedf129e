//! The dice the devices draw together in live play: this device's chain, its place in the
//! ledger, and the ledger ([`super::dice`] has the protocol).

use ashtapada_dice::{Chain, Ledger};
use ashtapada_rules::{Game, SeatSet};

/// How many rolls a chain serves: more than any game has (a long four-handed game rolls some
/// 200 times); its last part costs this many hashes, under 5 ms in a browser.
pub(super) const CHAIN: u32 = 4096;

/// This device's part in the dice: its chain, its place in the ledger, and the ledger.
#[derive(Clone, Debug)]
pub(crate) struct Dice {
    /// This device's chain: its secret never leaves it.
    pub(super) chain: Chain,
    /// This device's index in the ledger (the roll its chain's first part serves is the
    /// ledger's to say).
    pub(super) me: Option<usize>,
    /// Every device's chain as this device knows it (a guest's: the host's, checked).
    pub(super) ledger: Option<Ledger>,
    /// The host's: each guest connection's device and the seats it plays.
    pub(super) devices: Vec<(u32, usize, SeatSet)>,
    /// The ledger changed since the app last wrote it into the game.
    pub(super) changed: bool,
    /// The devices whose part of the roll due is awaited: a guest's connection ids (the
    /// host's own part: `u32::MAX`), for the status line.
    pub(super) waiting: Vec<u32>,
    /// The page's clock when the wait began.
    pub(super) since: u32,
    /// The roll this device's person asked to roll (the Roll button, `roll` typed): its part
    /// is revealed once every other part is in, and the roll played.
    pub(super) asked: Option<u32>,
}

/// How long a part may take before its device is named as withholding it (a round trip is
/// far shorter; a name said at every roll would be noise in the live region).
pub(super) const NAMED_AFTER_MS: u32 = 3_000;

impl Dice {
    /// A new chain, its secret from the platform's entropy.
    pub(super) fn new() -> Dice {
        let mut secret = [0u8; 32];
        // Without the browser's entropy there is no secret worth the name: the page cannot
        // draw its dice then, and says so by never joining (the game stays the seed's).
        if getrandom::fill(&mut secret).is_err() {
            secret = [0; 32];
        }
        Dice {
            chain: Chain::new(secret, CHAIN),
            me: None,
            ledger: None,
            devices: Vec::new(),
            changed: false,
            waiting: Vec::new(),
            since: 0,
            asked: None,
        }
    }
}

/// The roll due now that the devices draw, counted as the ledger counts (from 1): the game
/// needs a roll whose face is not known yet.
pub(crate) fn due(game: &Game) -> Option<u32> {
    game.given_faces()?;
    let from = game.given_from().unwrap_or(0);
    let roll_off = game.given_roll_off().unwrap_or(0) as u64;
    let waits = game.outcome().is_none() && game.position().needs_roll();
    (waits && game.next_face().is_none()).then(|| (roll_off + game.rolls() - from + 1) as u32)
}

/// The next roll the devices will draw (due or not).
pub(super) fn pending(game: &Game) -> u32 {
    let from = match game.given_faces() {
        Some(_) => game.given_from().unwrap_or(0),
        None => game.rolls(),
    };
    let roll_off = game.given_roll_off().unwrap_or(0) as u64;
    (roll_off + game.rolls() - from + 1) as u32
}
