//! "Where can this piece go" and "why can't it go there": short, structured reasons a UI can show
//! and translate.

use crate::geometry::{Bitboard, Square};
use crate::piece::{Piece, Role, Seat};
use crate::position::{MoveList, Position, PromotionRule};
use crate::ruleset::Ruleset;

/// Why a piece cannot go to a cell.
#[derive(Clone, Copy, PartialEq, Eq, Debug)]
pub enum Refusal {
    /// The game is over.
    GameOver,
    /// The die must be rolled first.
    MustRoll,
    /// There is no piece on the cell.
    NoPiece,
    /// The piece belongs to an army the player to move does not control.
    NotYourArmy(Seat),
    /// The piece's army has lost its king and cannot move.
    ArmyFrozen(Seat),
    /// The roll does not name this piece kind.
    DieForbids(Role),
    /// The piece does not move that way.
    NotItsMove(Role),
    /// Something stands in the way.
    Blocked(Role),
    /// The cell holds one of the mover's own pieces.
    OwnPiece,
    /// The cell holds the partner's piece, which may not be captured.
    AllyPiece,
    /// The partner's king may never be captured (Chaduranga).
    AllyKing,
    /// A minor piece may not capture a major one.
    MinorTakesMajor(Role, Role),
    /// The king's one-time leap is used up.
    LeapUsed,
    /// The king may not leap while attacked.
    LeapWhileAttacked,
    /// A pawn moves straight ahead only onto an empty cell.
    PawnForwardBlocked,
    /// A pawn moves diagonally only to capture.
    PawnDiagonalNeedsCapture,
    /// No pawn may step onto the far edge before one was lost (Chaturaji rule 16).
    PawnEdgeBeforeLoss,
}

impl Refusal {
    /// The reason in words, with the ruleset's piece names.
    pub fn message(self, rules: &Ruleset) -> String {
        let name = |r: Role| rules.role_name_lower(r);
        let seat = |s: Seat| rules.seats.get(s.index()).map_or("?", |i| i.name);
        match self {
            Refusal::GameOver => "the game is over".into(),
            Refusal::MustRoll => "roll the die first".into(),
            Refusal::NoPiece => "there is no piece there".into(),
            Refusal::NotYourArmy(s) => format!("that piece belongs to {}", seat(s)),
            Refusal::ArmyFrozen(s) => format!(
                "{}'s army has lost its {} and cannot move",
                seat(s),
                name(Role::King)
            ),
            Refusal::DieForbids(r) => format!("the roll does not allow the {}", name(r)),
            Refusal::NotItsMove(r) => format!("the {} does not move that way", name(r)),
            Refusal::Blocked(r) => format!("the {}'s path is blocked", name(r)),
            Refusal::OwnPiece => "you cannot capture your own piece".into(),
            Refusal::AllyPiece => "you cannot capture your ally's pieces".into(),
            Refusal::AllyKing => format!("your ally's {} cannot be captured", name(Role::King)),
            Refusal::MinorTakesMajor(a, b) => format!("a {} cannot capture a {}", name(a), name(b)),
            Refusal::LeapUsed => format!("the {}'s leap is used up", name(Role::King)),
            Refusal::LeapWhileAttacked => {
                format!("the {} cannot leap while attacked", name(Role::King))
            }
            Refusal::PawnForwardBlocked => format!(
                "the {} moves straight ahead only onto an empty cell",
                name(Role::Pawn)
            ),
            Refusal::PawnDiagonalNeedsCapture => {
                format!("the {} moves diagonally only to capture", name(Role::Pawn))
            }
            Refusal::PawnEdgeBeforeLoss => format!(
                "no {} may reach the far edge before one has been lost",
                name(Role::Pawn)
            ),
        }
    }
}

impl Position {
    /// The cells the piece on `from` may move to now (empty if it may not move).
    pub fn destinations(&self, from: Square) -> Bitboard {
        let mut list = MoveList::new();
        self.gen_moves(&mut list);
        list.iter()
            .filter(|m| m.from == from)
            .fold(Bitboard::EMPTY, |b, m| b | m.to.bb())
    }

    /// Whether the piece on `from` may move to `to` now, and if not, why.
    pub fn explain(&self, from: Square, to: Square) -> Result<(), Refusal> {
        if self.outcome().is_some() {
            return Err(Refusal::GameOver);
        }
        if self.needs_roll() {
            return Err(Refusal::MustRoll);
        }
        let piece = self.piece_at(from).ok_or(Refusal::NoPiece)?;
        let army = piece.army();
        if !self.movable_armies().contains(army) {
            let controls = army == self.to_move() || army == self.to_move().partner();
            return Err(if controls && !self.army_can_move(army) {
                Refusal::ArmyFrozen(army)
            } else {
                Refusal::NotYourArmy(army)
            });
        }
        if !self.allowed_roles().has(piece.role()) {
            return Err(Refusal::DieForbids(piece.role()));
        }
        if self.destinations(from).has(to) {
            return Ok(());
        }
        Err(self.diagnose(piece, from, to))
    }

    fn diagnose(&self, piece: Piece, from: Square, to: Square) -> Refusal {
        let role = piece.role();
        if let Some(victim) = self.piece_at(to) {
            if victim.army() == piece.army() {
                return Refusal::OwnPiece;
            }
            if !self.may_capture(piece, victim) {
                return if victim.army().team() == piece.army().team() {
                    if victim.role() == Role::King
                        && self.rules().ally_capture != crate::ruleset::AllyCapture::Never
                    {
                        Refusal::AllyKing
                    } else {
                        Refusal::AllyPiece
                    }
                } else {
                    Refusal::MinorTakesMajor(role, victim.role())
                };
            }
        }
        let t = self.variant().tables;
        if role == Role::Pawn {
            let steps = &t.pawn[piece.dir().0 as usize][from.index()];
            if steps.push == Some(to) && self.piece_at(to).is_some() {
                return Refusal::PawnForwardBlocked;
            }
            if steps.diagonal.has(to) && self.piece_at(to).is_none() {
                return Refusal::PawnDiagonalNeedsCapture;
            }
            if (steps.push == Some(to) || steps.diagonal.has(to))
                && self.promotion_rule(piece, to) == PromotionRule::Forbidden
            {
                return Refusal::PawnEdgeBeforeLoss;
            }
        }
        if role == Role::King && self.rules().king_leap && t.knight[from.index()].has(to) {
            return if self.leap_used(piece.army()) {
                Refusal::LeapUsed
            } else {
                Refusal::LeapWhileAttacked
            };
        }
        // On an otherwise empty board, would the piece reach the cell? Then something is in the way.
        let mut lone = Position::empty(self.variant());
        lone.put(from, piece);
        lone.leap_used = self.leap_used;
        if lone.targets(from).has(to) {
            return Refusal::Blocked(role);
        }
        Refusal::NotItsMove(role)
    }
}
