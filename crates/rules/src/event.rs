//! What happened: short, structured descriptions of special events, for a UI to show and
//! translate. Play functions report them to an [`Events`] sink; search passes `()`, which
//! discards them at no cost.

use crate::geometry::Square;
use crate::piece::{Role, Seat};
use crate::position::Outcome;
use crate::ruleset::Ruleset;

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

impl Event {
    /// The event in words (English), with the ruleset's seat and piece names.
    pub fn describe(&self, rules: &Ruleset, geometry_name: impl Fn(Square) -> String) -> String {
        let seat = |s: Seat| rules.seats.get(s.index()).map_or("?", |i| i.name);
        let role = |r: Role| rules.role_name(r);
        // English possessive: "South's", but "Blancs'" for the French documents' plural names.
        let owner = |s: Seat| {
            let name = seat(s);
            if name.ends_with('s') {
                format!("{name}'")
            } else {
                format!("{name}'s")
            }
        };
        match *self {
            Event::Captured {
                army,
                role: r,
                at,
                by,
            } => {
                format!(
                    "{} captures {} {} on {}",
                    seat(by),
                    owner(army),
                    role(r),
                    geometry_name(at)
                )
            }
            Event::KingLeap { army } => format!(
                "{} {} makes its one-time leap",
                owner(army),
                role(Role::King)
            ),
            Event::Promoted { army, role: r, at } => {
                format!(
                    "{} {} promotes to {} on {}",
                    owner(army),
                    role(Role::Pawn),
                    role(r),
                    geometry_name(at)
                )
            }
            Event::AlfilSquare { by } => {
                format!("{} {} completes the square", owner(by), role(Role::Alfil))
            }
            Event::AlfilTaken { from, to, at } => {
                format!(
                    "{} takes {} {} on {}",
                    seat(to),
                    owner(from),
                    role(Role::Alfil),
                    geometry_name(at)
                )
            }
            Event::PawnsMet { army } => {
                format!(
                    "two of {} {}s meet and are removed; {} moves again",
                    owner(army),
                    role(Role::Pawn),
                    seat(army)
                )
            }
            Event::CommandBegins { commander } => format!(
                "{} occupies {} throne and commands its army",
                seat(commander),
                owner(commander.partner())
            ),
            Event::CommandEnds { commander, reason } => format!(
                "{} command of {} army ends ({})",
                owner(commander),
                owner(commander.partner()),
                match reason {
                    CommandEnd::AllyKingReturned => "the ally's king is back",
                    CommandEnd::CommanderKingLost => "the commander's king is gone",
                }
            ),
            Event::Frozen { army } => format!(
                "{} has lost its {}: its army is frozen",
                seat(army),
                role(Role::King)
            ),
            Event::Withdrew { army } => {
                format!(
                    "{} has only the {} left and withdraws",
                    seat(army),
                    role(Role::King)
                )
            }
            Event::Paid {
                from,
                to,
                units,
                reason,
            } => {
                let why = match reason {
                    PaymentReason::ThroneOccupied => "throne occupied",
                    PaymentReason::KingCaptured => "king captured",
                    PaymentReason::KingCapturedOnThrone => "king captured on its throne",
                    PaymentReason::KingCapturedOnThroneWithEmpire => {
                        "king captured on its throne, empire built"
                    }
                    PaymentReason::Empire => "empire",
                    PaymentReason::PotShare => "share of the pot",
                    PaymentReason::StakeReturned => "stake returned",
                };
                let payer = from.map_or("the pot", seat);
                let unit = if units == 1 { "unit" } else { "units" };
                format!("{payer} pays {} {units} {unit} ({why})", seat(to))
            }
            Event::ExchangeOffered { by, to } => {
                format!("{} offers {} an exchange of kings", seat(by), seat(to))
            }
            Event::ExchangeAccepted => "the exchange is accepted".into(),
            Event::ExchangeRefused => "the exchange is refused".into(),
            Event::ReleaseDemanded { by } => {
                format!("{} demands the release of his team's king", seat(by))
            }
            Event::KingReturned { army, at } => {
                format!(
                    "{} {} returns on {}",
                    owner(army),
                    role(Role::King),
                    geometry_name(at)
                )
            }
            Event::ReintroductionRight { army } => {
                format!("{} may reintroduce his {}", seat(army), role(Role::King))
            }
            Event::Passed { seat: s } => format!("{} cannot move and passes", seat(s)),
            Event::GameOver(o) => match o {
                Outcome::Win { team, .. } => {
                    let names: Vec<&str> = (0..rules.players() as u8)
                        .map(Seat)
                        .filter(|s| s.team() == team)
                        .map(seat)
                        .collect();
                    format!("{} win", names.join(" and "))
                }
                Outcome::Draw(_) => "the game is drawn".into(),
            },
        }
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    fn captured(rules: &Ruleset) -> String {
        let event = Event::Captured {
            army: Seat(0),
            role: Role::Pawn,
            at: Square::new(0).unwrap(),
            by: Seat(1),
        };
        event.describe(rules, |sq| rules.geometry.name(sq))
    }

    /// Seat names take the English possessive, and the French documents' plural names
    /// ("Blancs", "Noirs") take a bare apostrophe.
    #[test]
    fn possessives_fit_the_seat_names() {
        let byzantine = Ruleset::by_id("byzantine-modern").expect("ruleset");
        let text = captured(byzantine);
        assert!(text.starts_with("Noirs captures Blancs' "), "{text}");
        let chaturaji = Ruleset::by_id("chaturaji").expect("ruleset");
        let text = captured(chaturaji);
        assert!(text.starts_with("West captures South's "), "{text}");
    }
}
