//! Why a position cannot arise in its ruleset: [`PositionError`], with the army and cell names
//! it quotes.
//!
//! The error is its own module, apart from the checks that find it ([`crate::validate`]),
//! because the position format's error carries it ([`crate::fen::FenError`]) and the board part
//! of the format sits below the position, which the checks need. [`crate::validate`] re-exports
//! everything here.

use std::fmt;

use crate::geometry::Square;
use crate::piece::{Role, Seat};

/// The largest balance or pot, in stake units, a position may hold. Payments are of 1 to 4
/// units, so no game comes near it; it keeps the money arithmetic far from overflowing.
pub const MONEY_LIMIT: i32 = 1_000_000;

/// An army, as the position format writes it: its seat and its letter.
#[derive(Clone, Copy, PartialEq, Eq, Hash, Debug)]
pub struct Army {
    /// The army's seat.
    pub seat: Seat,
    /// Its letter in the position format (`s w n e`, or `w b`).
    pub letter: char,
}

impl fmt::Display for Army {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        write!(f, "{}", self.letter)
    }
}

/// A cell and its name on its board.
#[derive(Clone, PartialEq, Eq, Hash, Debug)]
pub struct Cell {
    /// The cell.
    pub square: Square,
    /// Its name (`e4`, `b12`).
    pub name: String,
}

impl fmt::Display for Cell {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        f.write_str(&self.name)
    }
}

/// Why a position cannot arise in its ruleset.
#[derive(Clone, PartialEq, Eq, Debug, thiserror::Error)]
#[non_exhaustive]
pub enum PositionError {
    /// The position uses a rule its ruleset does not have (`key` is the position format's field).
    #[error("`{key}`: {ruleset} has no {rule}")]
    NotInRuleset {
        /// The field of the position format.
        key: &'static str,
        /// The rule it belongs to.
        rule: &'static str,
        /// The ruleset's id.
        ruleset: &'static str,
    },
    /// A piece of a kind the ruleset never has: neither in its set-up nor made by promotion.
    #[error("`{key}`: a {role:?} of army {army}, but {ruleset} has no such piece")]
    RoleNotInRuleset {
        /// Where it is: `board` or `captured`.
        key: &'static str,
        /// Its army.
        army: Army,
        /// Its kind.
        role: Role,
        /// The ruleset's id.
        ruleset: &'static str,
    },
    /// An army with more than one king where pawns never become kings.
    #[error(
        "army {army} has {count} kings on the board, but no pawn becomes a king in this ruleset"
    )]
    TooManyKings {
        /// The army.
        army: Army,
        /// How many kings it has.
        count: u32,
    },
    /// A pawn on its own back edge: pawns only move forward, so none can get there.
    #[error("the pawn of army {army} on {cell} stands behind its start: pawns never move back")]
    PawnBehindItsStart {
        /// The pawn's army.
        army: Army,
        /// Where it stands.
        cell: Cell,
    },
    /// A pawn where the promotion rule would have made it promote as it arrived.
    #[error("the pawn of army {army} on {cell} would have promoted there")]
    PawnNotPromoted {
        /// The pawn's army.
        army: Army,
        /// Where it stands.
        cell: Cell,
    },
    /// More pieces (on the board, captured and met, kings aside) than the team's armies start with.
    #[error("team {team} has {count} pieces besides its kings (on the board, captured and met), more than the {most} it starts with")]
    TooManyPieces {
        /// The team's index.
        team: u8,
        /// How many the position accounts for.
        count: u32,
        /// How many the set-up has.
        most: u32,
    },
    /// An odd number of met pawns: meeting pawns are removed two at a time.
    #[error("army {army} lost {count} pawns to meetings, but pawns meet in pairs")]
    OddMeetings {
        /// The army.
        army: Army,
        /// Its met pawns.
        count: u8,
    },
    /// `held` names a king that stands on the board.
    #[error("`held`: army {army}'s king is held, but it stands on the board")]
    HeldKingOnBoard {
        /// The king's army.
        army: Army,
    },
    /// `held` names a king that was never captured.
    #[error("`held`: army {army}'s king is held, but it was never captured (`kings-lost`)")]
    HeldKingNeverCaptured {
        /// The king's army.
        army: Army,
    },
    /// A king held by its own army, or by an ally where allies may not capture kings.
    #[error(
        "`held`: army {army}'s king cannot be held by army {holder}, which may not capture it"
    )]
    HolderNotAnEnemy {
        /// The king's army.
        army: Army,
        /// The named holder.
        holder: Army,
    },
    /// A commander without a king: command ends when the commander's king is captured.
    #[error("`command`: army {army} commands its ally, but has no king on the board")]
    CommanderWithoutKing {
        /// The commander.
        army: Army,
    },
    /// A withdrawn army with pieces: withdrawal takes the army's last piece off the board.
    #[error("`withdrawn`: army {army} withdrew, but has pieces on the board")]
    WithdrawnWithPieces {
        /// The army.
        army: Army,
    },
    /// `no-empire` set for a team none of whose armies withdrew, or missing for one that did.
    #[error("`no-empire`: team {team} {state}")]
    EmpireFlagMismatch {
        /// The team's index.
        team: u8,
        /// What is wrong, in words.
        state: &'static str,
    },
    /// A right to reintroduce, or a missed turn after reintroducing, for a king never captured.
    #[error("`{key}`: army {army}'s king was never captured (`kings-lost`)")]
    KingNeverLost {
        /// `reintro` or `skip`.
        key: &'static str,
        /// The army.
        army: Army,
    },
    /// A returned king to place for an army that has its king on the board.
    #[error("`placing`: army {army} is to place its returned king, but has a king on the board")]
    PlacingWithKing {
        /// The army.
        army: Army,
    },
    /// A returned king to place that is still held.
    #[error("`placing`: army {army} is to place its returned king, but `held` says it is held")]
    PlacingKingStillHeld {
        /// The army.
        army: Army,
    },
    /// Returned kings to place without the decision that places them, or the other way round.
    #[error("`pending`: {expected}")]
    PlacingNotPending {
        /// What the pending decision should be.
        expected: String,
    },
    /// An exchange to answer where the offerer or the answerer holds no king to exchange.
    #[error("`pending`: an exchange offered by army {offerer} to army {answerer}, but {offerer} must hold an enemy king and {answerer}, an enemy of {offerer}, a king of {offerer}'s team")]
    AnswerWithoutKings {
        /// Who offered.
        offerer: Army,
        /// Who answers.
        answerer: Army,
    },
    /// Balances and pot that do not add up to zero: payments only move money between them.
    #[error("`money`: the balances and the pot add up to {sum}, not 0")]
    MoneyUnbalanced {
        /// Their sum.
        sum: i64,
    },
    /// A negative pot, or an amount beyond [`MONEY_LIMIT`].
    #[error("`money`: {amount} is out of range (the pot is never negative, and no amount exceeds {MONEY_LIMIT} units)")]
    MoneyOutOfRange {
        /// The amount.
        amount: i32,
    },
    /// More quiet plies than plies.
    #[error("{quiet} quiet plies, but only {ply} plies were played")]
    QuietBeyondPly {
        /// The quiet plies.
        quiet: u16,
        /// The ply number.
        ply: u32,
    },
    /// A game that goes on past the draw rule.
    #[error("{quiet} quiet plies reach the draw limit of {limit}, but the game is not over")]
    QuietAtDrawLimit {
        /// The quiet plies.
        quiet: u16,
        /// The ruleset's limit.
        limit: u16,
    },
    /// A roll that is not a face of the ruleset's die.
    #[error("the roll is face number {face} (counting from 0), but the die has {faces} faces")]
    RollNotAFace {
        /// The face index.
        face: u8,
        /// How many faces the die has.
        faces: usize,
    },
}

impl PositionError {
    /// The field of the position format the error is about: a key (`held`), or `board`,
    /// `side`, `roll`, `quiet` or `ply` for the five leading fields.
    pub fn field(&self) -> &'static str {
        use PositionError as E;
        match self {
            E::NotInRuleset { key, .. }
            | E::RoleNotInRuleset { key, .. }
            | E::KingNeverLost { key, .. } => key,
            E::TooManyKings { .. } | E::PawnBehindItsStart { .. } | E::PawnNotPromoted { .. } => {
                "board"
            }
            E::TooManyPieces { .. } => "captured",
            E::OddMeetings { .. } => "met",
            E::HeldKingOnBoard { .. }
            | E::HeldKingNeverCaptured { .. }
            | E::HolderNotAnEnemy { .. } => "held",
            E::CommanderWithoutKing { .. } => "command",
            E::WithdrawnWithPieces { .. } => "withdrawn",
            E::EmpireFlagMismatch { .. } => "no-empire",
            E::PlacingWithKing { .. } | E::PlacingKingStillHeld { .. } => "placing",
            E::PlacingNotPending { .. } | E::AnswerWithoutKings { .. } => "pending",
            E::MoneyUnbalanced { .. } | E::MoneyOutOfRange { .. } => "money",
            E::QuietBeyondPly { .. } | E::QuietAtDrawLimit { .. } => "quiet",
            E::RollNotAFace { .. } => "roll",
        }
    }
}
