//! How a game ended: [`Outcome`], with why a team won or the game was drawn.
//!
//! These are their own module, below both the position (which records its outcome) and the
//! events (one of which announces it), so that neither has to name the other for them.
//! [`crate::position`] re-exports them.

use crate::piece::Team;

/// How a game ended.
#[derive(Clone, Copy, PartialEq, Eq, Hash, Debug)]
pub enum Outcome {
    /// A team won.
    Win {
        /// The winners.
        team: Team,
        /// Why.
        reason: WinReason,
    },
    /// Nobody won.
    Draw(DrawReason),
}

/// Why a team won.
#[derive(Clone, Copy, PartialEq, Eq, Hash, Debug)]
pub enum WinReason {
    /// The enemy king (two players) or both enemy kings were captured.
    KingsCaptured,
    /// Every enemy piece but the kings was captured (v2).
    AllButKings,
    /// The enemy team has nothing or only kings left (antique).
    TeamEliminated,
    /// The team's forces are the last on the board (Chaturaji).
    LastTeam,
    /// The other side resigned.
    Resignation,
}

/// Why a game was drawn.
#[derive(Clone, Copy, PartialEq, Eq, Hash, Debug)]
pub enum DrawReason {
    /// 50 full rounds without capture, promotion or pawn move.
    FiftyRounds,
    /// Only kings are left (Chaturaji's "honourable peace").
    OnlyKings,
    /// The players agreed.
    Agreement,
}
