//! The readings: what a ruleset decides where its document is silent, ambiguous or contradicts
//! itself. Each ruleset lists its readings ([`crate::Ruleset::readings`]) and its rules page
//! states each one. They are data here, not sentences, so that the page can state them in the
//! reader's language: the wording lives with the other messages (`reading-…` in the Fluent
//! files of `crates/i18n`), and each variant's documentation below gives its gist.

/// A reading of a ruleset's document. Each variant's documentation is the gist; the rules page's
/// wording is in the messages.
#[derive(Clone, Copy, PartialEq, Eq, Hash, Debug)]
pub enum Reading {
    // ----- Shared by several rulesets -----
    /// Kings are captured like any piece: no check, no mate, a move may leave one's king attacked.
    Kings,
    /// The project's draw rule (50 full rounds without capture, promotion or pawn move) and
    /// draws by agreement, which no document has.
    Draw,
    /// A roll names the piece kind that may move; a legal move of it is compulsory, else the turn
    /// passes.
    DicePass,
    /// An occupied enemy throne gives no command; it matters only for the stakes.
    EnemyThrone,
    /// Money is paid by and to the owners of the pieces involved, even when a commander moved
    /// the piece.
    Payee,
    /// A draw gives the stakes back; a resignation gives the pot to the other team.
    DrawStakes,
    /// Promotion, where allowed, is automatic; elsewhere the pawn stays a pawn.
    AutomaticPromotion,
    /// The roll-off's winner begins and rolls again for his first move.
    RollOffRerolls,
    /// The document is silent on a kingless army: it keeps moving.
    KinglessArmyMoves,
    /// White moves first.
    WhiteFirst,
    /// How the circle's cells are written and where the armies stand (the Circular Chess
    /// Society's notation).
    Circle,
    /// A rook going round its ring may not come back to its own cell; a cell reachable both ways
    /// is one move.
    RookRing,
    /// Two same-coloured pawns meeting head-on are removed and the player moves again.
    MeetingPawns,

    // ----- Chaturanga for four, variant 1 -----
    /// Without dice South starts and play goes clockwise.
    SouthStartsClockwise,
    /// The rajah's one leap needs that no enemy army able to move could capture him.
    RajahLeap,
    /// A seat without its rajah skips its turns unless commanded; its pieces stay as capturable
    /// obstacles.
    KinglessSkipsObstacles,
    /// Command from the throne lasts until the ally's rajah returns or the commander's is taken.
    CommandLasts,
    /// How an exchange of rajahs is offered and answered.
    ExchangeOffer,
    /// The optional die: which face moves which piece.
    OptionalDie,
    /// With the die, a seat without its rajah skips its turns unless commanded.
    KinglessSkips,

    // ----- Variant 2 -----
    /// The goal is the one the "but du jeu" states, not part 1's.
    V2Goal,
    /// The privileged pawn of variant 2: soldier and elephant left, promotion to knight, rook or
    /// rajah on their start squares.
    V2PrivilegedPawn,
    /// The stakes: one unit each (5 rupees by default), the winners share, balances may go
    /// negative.
    V2Stakes,
    /// A lone rajah withdraws; his ally plays on alone and can no longer build an empire.
    V2LoneRajah,

    // ----- Variant 3 (two players) -----
    /// No stalemate: moves into attack are legal, capturing the rajah wins.
    NoStalemate,
    /// The rajah's one leap needs that no enemy piece could capture him.
    V3RajahLeap,
    /// Promotion to a lost piece of the square reached; otherwise the soldier stays a soldier.
    V3Promotion,

    // ----- Antique version -----
    /// No die is named: Chaturaji's four faces are used.
    AntiqueDie,
    /// The roll-off's winner rolls again, as the document says.
    AntiqueRollOff,
    /// The privileged soldier: soldier and ship left, promotion to anything on the far edge.
    AntiquePrivileged,
    /// The stakes: one unit each, the winners share, balances may go negative.
    AntiqueStakes,
    /// The four-unit empire needs both enemy rajahs captured, not withdrawn.
    AntiqueEmpire,
    /// A lone rajah withdraws for good.
    AntiqueLoneRajah,

    // ----- Chaturaji -----
    /// Rule 5: the roll-off's roll is the first move's roll.
    Rule5RollOff,
    /// Rule 16 read literally: no pawn on the far edge before a pawn is lost.
    Rule16Promotion,
    /// Rule 17: the privileged pawn promotes to anything on the far edge.
    Rule17Privileged,

    // ----- Four-handed Chaduranga -----
    /// When and how a raja comes back, and the turn it costs.
    Reintroduction,
    /// A raja captured twice never returns.
    CapturedTwice,
    /// Pawns always promote on the far edge, raja included.
    FarEdgePromotion,

    // ----- Byzantine chess -----
    /// The traditional set-up, kings and queens point-symmetric.
    TraditionalSetUp,
    /// The traditional fou and dame are the alfil and the ferz.
    TraditionalPieces,
    /// Traditional pawns: no double step, no promotion, round the ring.
    TraditionalPawns,
    /// The modern set-up, mirror-symmetric as the document's remark says.
    ModernSetUp,
    /// The modern bishop follows the curved diagonals; the queen is rook and bishop.
    ModernBishop,
    /// No null move: a slider never ends where it started.
    NoNullMove,
    /// The modern pawn's first move may be two cells.
    ModernDoubleStep,
    /// Modern promotion on an enemy piece's start cell, to anything but the king.
    ModernPromotion,
}

impl Reading {
    /// Every reading, in declaration order (for tests that check each has its wording).
    pub const ALL: [Reading; 47] = [
        Reading::Kings,
        Reading::Draw,
        Reading::DicePass,
        Reading::EnemyThrone,
        Reading::Payee,
        Reading::DrawStakes,
        Reading::AutomaticPromotion,
        Reading::RollOffRerolls,
        Reading::KinglessArmyMoves,
        Reading::WhiteFirst,
        Reading::Circle,
        Reading::RookRing,
        Reading::MeetingPawns,
        Reading::SouthStartsClockwise,
        Reading::RajahLeap,
        Reading::KinglessSkipsObstacles,
        Reading::CommandLasts,
        Reading::ExchangeOffer,
        Reading::OptionalDie,
        Reading::KinglessSkips,
        Reading::V2Goal,
        Reading::V2PrivilegedPawn,
        Reading::V2Stakes,
        Reading::V2LoneRajah,
        Reading::NoStalemate,
        Reading::V3RajahLeap,
        Reading::V3Promotion,
        Reading::AntiqueDie,
        Reading::AntiqueRollOff,
        Reading::AntiquePrivileged,
        Reading::AntiqueStakes,
        Reading::AntiqueEmpire,
        Reading::AntiqueLoneRajah,
        Reading::Rule5RollOff,
        Reading::Rule16Promotion,
        Reading::Rule17Privileged,
        Reading::Reintroduction,
        Reading::CapturedTwice,
        Reading::FarEdgePromotion,
        Reading::TraditionalSetUp,
        Reading::TraditionalPieces,
        Reading::TraditionalPawns,
        Reading::ModernSetUp,
        Reading::ModernBishop,
        Reading::NoNullMove,
        Reading::ModernDoubleStep,
        Reading::ModernPromotion,
    ];
}

#[cfg(test)]
mod tests {
    use super::Reading;
    use crate::Ruleset;

    /// `ALL` has no reading twice, and every ruleset's readings are among them, so a test that
    /// walks `ALL` sees every reading a page can show.
    #[test]
    fn all_lists_each_reading_once_and_every_ruleset_uses_only_them() {
        for (i, r) in Reading::ALL.iter().enumerate() {
            assert!(!Reading::ALL[..i].contains(r), "{r:?} twice");
        }
        for rules in Ruleset::all_with_options() {
            for r in rules.readings {
                assert!(Reading::ALL.contains(r), "{}: {r:?}", rules.id);
            }
        }
        // Each reading is some ruleset's: none is left over.
        for r in Reading::ALL {
            assert!(
                Ruleset::all_with_options()
                    .iter()
                    .any(|rules| rules.readings.contains(&r)),
                "{r:?} is no ruleset's"
            );
        }
    }
}
