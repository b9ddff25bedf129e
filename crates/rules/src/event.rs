//! What happened: short, structured descriptions of special events, for a UI to put in words
//! (crates/i18n does, in French and English). Play functions report them to an [`Events`] sink;
//! search passes `()`, which discards them at no cost.

use crate::geometry::Square;
use crate::outcome::Outcome;
use crate::piece::{Role, Seat};

/// Why money changed hands.
#[derive(Clone, Copy, PartialEq, Eq, Debug)]
pub enum PaymentReason {
    /// First occupation of an enemy throne.
    ThroneOccupied,
    /// A king was captured (v2).
    KingCaptured,
    /// A king was captured on its own throne (antique).
    KingCapturedOnThrone,
    /// A king captured on its throne while building the empire (antique).
    KingCapturedOnThroneWithEmpire,
    /// The empire: commanding both armies and eliminating the enemy (v2).
    Empire,
    /// The winning team shares the pot.
    PotShare,
    /// A draw gives each stake back.
    StakeReturned,
}

/// Why command through a throne ended.
#[derive(Clone, Copy, PartialEq, Eq, Debug)]
pub enum CommandEnd {
    /// The ally's king came back into play.
    AllyKingReturned,
    /// The commander's own king was captured or withdrew.
    CommanderKingLost,
}

/// A special event.
#[derive(Clone, Copy, PartialEq, Eq, Debug)]
pub enum Event {
    /// A piece of `army` and `role` was captured on `at` by a piece of `by`.
    Captured {
        /// The captured piece's owner.
        army: Seat,
        /// Its role.
        role: Role,
        /// Where.
        at: Square,
        /// The capturing piece's owner.
        by: Seat,
    },
    /// A king used its one-time knight leap.
    KingLeap {
        /// The king's army.
        army: Seat,
    },
    /// A pawn promoted.
    Promoted {
        /// Its army.
        army: Seat,
        /// What it became.
        role: Role,
        /// Where.
        at: Square,
    },
    /// `by`'s alfil completed a 2×2 square of alfils.
    AlfilSquare {
        /// The moved alfil's owner.
        by: Seat,
    },
    /// The ally's alfil on `at` changed owner to `to` (alfil square).
    AlfilTaken {
        /// Its former owner.
        from: Seat,
        /// Its new owner.
        to: Seat,
        /// Where it stands.
        at: Square,
    },
    /// Two pawns of `army` met head-on and were removed; the same player moves again.
    PawnsMet {
        /// Their army.
        army: Seat,
    },
    /// `commander`'s king reached the ally's throne: it commands the ally's army.
    CommandBegins {
        /// The seat whose king is on the throne.
        commander: Seat,
    },
    /// Command from the throne ended.
    CommandEnds {
        /// The seat that commanded.
        commander: Seat,
        /// Why.
        reason: CommandEnd,
    },
    /// An army lost its king and is frozen.
    Frozen {
        /// The army.
        army: Seat,
    },
    /// A player left with only his king withdrew it from the board.
    Withdrew {
        /// The army.
        army: Seat,
    },
    /// Money changed hands (in stake units).
    Paid {
        /// The payer (`None`: the pot).
        from: Option<Seat>,
        /// The payee.
        to: Seat,
        /// How many units.
        units: i32,
        /// Why.
        reason: PaymentReason,
    },
    /// `by` offered `to` an exchange of kings.
    ExchangeOffered {
        /// The offerer.
        by: Seat,
        /// The seat asked.
        to: Seat,
    },
    /// The exchange was accepted.
    ExchangeAccepted,
    /// The exchange was refused.
    ExchangeRefused,
    /// `by` demanded the release of his team's king.
    ReleaseDemanded {
        /// Who demanded.
        by: Seat,
    },
    /// A king came back onto the board.
    KingReturned {
        /// Its army.
        army: Seat,
        /// Where.
        at: Square,
    },
    /// A kingless player gained the right to reintroduce his king (Chaduranga).
    ReintroductionRight {
        /// The army.
        army: Seat,
    },
    /// The seat to move had no legal move and passed.
    Passed {
        /// The seat.
        seat: Seat,
    },
    /// The game ended.
    GameOver(Outcome),
}

/// Receives events while a position is played.
pub trait Events {
    /// One event.
    fn push(&mut self, e: Event);
}

impl Events for () {
    #[inline(always)]
    fn push(&mut self, _: Event) {}
}

impl Events for Vec<Event> {
    fn push(&mut self, e: Event) {
        Vec::push(self, e)
    }
}
