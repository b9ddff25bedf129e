//! Sentences for the engine's structured answers: why a piece cannot go somewhere
//! ([`Refusal`]) and what happened ([`Event`]), with the ruleset's names in the language asked
//! for. The sentences have no capital and no full stop: the page puts them in its own frames.

use ashtapada_rules::event::{CommandEnd, PaymentReason};
use ashtapada_rules::explain::Refusal;
use ashtapada_rules::{Event, Outcome, Role, Ruleset, Seat};

use crate::names::{gender, piece_lower, seat, the_piece};
use crate::Lang;

/// Why a piece cannot go where it was asked to.
pub fn refusal(lang: Lang, r: &Ruleset, why: Refusal) -> String {
    let king = piece_lower(lang, r, Role::King);
    let pawn = piece_lower(lang, r, Role::Pawn);
    match why {
        Refusal::GameOver => lang.refusal_game_over().into(),
        Refusal::MustRoll => lang.refusal_must_roll().into(),
        Refusal::NoPiece => lang.refusal_no_piece().into(),
        Refusal::NotYourArmy(s) => lang.refusal_not_your_army(seat(lang, r, s)),
        Refusal::ArmyFrozen(s) => lang.refusal_army_frozen(&king, seat(lang, r, s)),
        Refusal::DieForbids(role) => lang.refusal_die_forbids(&the_piece(lang, r, role)),
        Refusal::NotItsMove(role) => lang.refusal_not_its_move(&the_piece(lang, r, role)),
        Refusal::Blocked(role) => lang.refusal_blocked(&the_piece(lang, r, role)),
        Refusal::OwnPiece => lang.refusal_own_piece().into(),
        Refusal::AllyPiece => lang.refusal_ally_piece().into(),
        Refusal::AllyKing => lang.refusal_ally_king(&king),
        Refusal::MinorTakesMajor(minor, major) => lang.refusal_minor_takes_major(
            gender(lang, r, minor),
            &piece_lower(lang, r, major),
            gender(lang, r, major),
            &piece_lower(lang, r, minor),
        ),
        Refusal::LeapUsed => lang.refusal_leap_used(&king),
        Refusal::LeapWhileAttacked => lang.refusal_leap_while_attacked(&king),
        Refusal::PawnForwardBlocked => lang.refusal_pawn_forward_blocked(&pawn),
        Refusal::PawnDiagonalNeedsCapture => lang.refusal_pawn_diagonal(&pawn),
        Refusal::PawnEdgeBeforeLoss => lang.refusal_pawn_edge(&pawn),
    }
}

/// The seats of a team, "South and North" (a team of one: its seat).
pub fn team(lang: Lang, r: &Ruleset, team: ashtapada_rules::Team) -> (String, i64) {
    let seats: Vec<&str> = (0..r.players() as u8)
        .map(Seat)
        .filter(|s| s.team() == team)
        .map(|s| seat(lang, r, s))
        .collect();
    let text = match seats.as_slice() {
        [a, b] => lang.team_and(a, b),
        _ => seats.join(", "),
    };
    (text, seats.len() as i64)
}

/// What happened, in a sentence.
pub fn event(lang: Lang, r: &Ruleset, e: &Event) -> String {
    let name = |s: Seat| seat(lang, r, s);
    let cell = |sq| r.geometry.name(sq);
    let king = piece_lower(lang, r, Role::King);
    let pawn = piece_lower(lang, r, Role::Pawn);
    let alfil = piece_lower(lang, r, Role::Alfil);
    match *e {
        Event::Captured { army, role, at, by } => {
            // English: "South captures North's rook"; French: "Sud prend la tour de Nord".
            let piece = match lang {
                Lang::En => piece_lower(lang, r, role),
                Lang::Fr => the_piece(lang, r, role),
            };
            lang.event_captured(name(by), &cell(at), name(army), &piece)
        }
        Event::KingLeap { army } => lang.event_king_leap(&king, name(army)),
        Event::Promoted { army, role, at } => lang.event_promoted(
            &cell(at),
            gender(lang, r, role),
            name(army),
            &pawn,
            &piece_lower(lang, r, role),
        ),
        Event::AlfilSquare { by } => {
            lang.event_alfil_square(&alfil, gender(lang, r, Role::Alfil), name(by))
        }
        Event::AlfilTaken { from, to, at } => lang.event_alfil_taken(
            &alfil,
            &cell(at),
            name(from),
            gender(lang, r, Role::Alfil),
            name(to),
        ),
        Event::PawnsMet { army } => lang.event_pawns_met(&pawn, name(army)),
        Event::CommandBegins { commander } => {
            lang.event_command_begins(name(commander.partner()), name(commander))
        }
        Event::CommandEnds { commander, reason } => {
            let (ally, commander) = (name(commander.partner()), name(commander));
            match reason {
                CommandEnd::AllyKingReturned => {
                    lang.event_command_ends_ally_back(ally, commander, &king)
                }
                CommandEnd::CommanderKingLost => {
                    lang.event_command_ends_king_lost(ally, commander, &king)
                }
            }
        }
        Event::Frozen { army } => lang.event_frozen(&king, name(army)),
        Event::Withdrew { army } => lang.event_withdrew(&king, name(army)),
        Event::Paid {
            from,
            to,
            units,
            reason,
        } => {
            let why = match reason {
                PaymentReason::ThroneOccupied => lang.payment_throne(),
                PaymentReason::KingCaptured => lang.payment_king(),
                PaymentReason::KingCapturedOnThrone => lang.payment_king_on_throne(),
                PaymentReason::KingCapturedOnThroneWithEmpire => {
                    lang.payment_king_on_throne_empire()
                }
                PaymentReason::Empire => lang.payment_empire(),
                PaymentReason::PotShare => lang.payment_pot_share(),
                PaymentReason::StakeReturned => lang.payment_stake_returned(),
            };
            match from {
                Some(payer) => lang.event_paid(name(payer), name(to), i64::from(units), why),
                None => lang.event_paid_from_pot(name(to), i64::from(units), why),
            }
        }
        Event::ExchangeOffered { by, to } => lang.event_exchange_offered(name(by), name(to)),
        Event::ExchangeAccepted => lang.event_exchange_accepted().into(),
        Event::ExchangeRefused => lang.event_exchange_refused().into(),
        Event::ReleaseDemanded { by } => lang.event_release_demanded(name(by)),
        Event::KingReturned { army, at } => lang.event_king_returned(&cell(at), &king, name(army)),
        Event::ReintroductionRight { army } => lang.event_reintroduction(&king, name(army)),
        Event::Passed { seat: s } => lang.pass_no_move(name(s)),
        Event::GameOver(Outcome::Win { team: t, .. }) => {
            let (names, count) = team(lang, r, t);
            lang.event_win(count, &names)
        }
        Event::GameOver(Outcome::Draw(_)) => lang.event_draw().into(),
    }
}

#[cfg(test)]
mod tests {
    use super::*;
    use ashtapada_rules::{DrawReason, Square, Team, WinReason};

    const ENGLISH: [&str; 6] = [" the ", "captures", "cannot", " of ", " on ", "moves"];
    const FRENCH: [&str; 6] = [" le ", " la ", " ne ", " de ", "prend", " en "];

    fn every_refusal() -> Vec<Refusal> {
        let mut all = vec![
            Refusal::GameOver,
            Refusal::MustRoll,
            Refusal::NoPiece,
            Refusal::NotYourArmy(Seat(1)),
            Refusal::ArmyFrozen(Seat(2)),
            Refusal::OwnPiece,
            Refusal::AllyPiece,
            Refusal::AllyKing,
            Refusal::MinorTakesMajor(Role::Alfil, Role::Rook),
            Refusal::LeapUsed,
            Refusal::LeapWhileAttacked,
            Refusal::PawnForwardBlocked,
            Refusal::PawnDiagonalNeedsCapture,
            Refusal::PawnEdgeBeforeLoss,
        ];
        for role in Role::ALL {
            all.extend([
                Refusal::DieForbids(role),
                Refusal::NotItsMove(role),
                Refusal::Blocked(role),
            ]);
        }
        all
    }

    fn every_event() -> Vec<Event> {
        let sq = Square::new(9).expect("a cell");
        let mut all = vec![
            Event::KingLeap { army: Seat(0) },
            Event::AlfilSquare { by: Seat(1) },
            Event::AlfilTaken {
                from: Seat(2),
                to: Seat(0),
                at: sq,
            },
            Event::PawnsMet { army: Seat(3) },
            Event::CommandBegins { commander: Seat(0) },
            Event::CommandEnds {
                commander: Seat(0),
                reason: CommandEnd::AllyKingReturned,
            },
            Event::CommandEnds {
                commander: Seat(1),
                reason: CommandEnd::CommanderKingLost,
            },
            Event::Frozen { army: Seat(2) },
            Event::Withdrew { army: Seat(3) },
            Event::ExchangeOffered {
                by: Seat(0),
                to: Seat(1),
            },
            Event::ExchangeAccepted,
            Event::ExchangeRefused,
            Event::ReleaseDemanded { by: Seat(2) },
            Event::KingReturned {
                army: Seat(1),
                at: sq,
            },
            Event::ReintroductionRight { army: Seat(0) },
            Event::Passed { seat: Seat(3) },
            Event::GameOver(Outcome::Win {
                team: Team(0),
                reason: WinReason::KingsCaptured,
            }),
            Event::GameOver(Outcome::Draw(DrawReason::Agreement)),
        ];
        for role in Role::ALL {
            all.push(Event::Captured {
                army: Seat(1),
                role,
                at: sq,
                by: Seat(0),
            });
            all.push(Event::Promoted {
                army: Seat(0),
                role,
                at: sq,
            });
        }
        for (units, reason) in [
            (1, PaymentReason::ThroneOccupied),
            (2, PaymentReason::KingCaptured),
            (2, PaymentReason::KingCapturedOnThrone),
            (4, PaymentReason::KingCapturedOnThroneWithEmpire),
            (2, PaymentReason::Empire),
            (3, PaymentReason::StakeReturned),
        ] {
            all.push(Event::Paid {
                from: Some(Seat(1)),
                to: Seat(0),
                units,
                reason,
            });
        }
        all.push(Event::Paid {
            from: None,
            to: Seat(2),
            units: 10,
            reason: PaymentReason::PotShare,
        });
        all
    }

    fn padded(text: &str) -> String {
        format!(" {text} ")
    }

    #[test]
    fn every_refusal_is_said_in_each_language_without_the_other() {
        for r in Ruleset::all_with_options() {
            for why in every_refusal() {
                let en = padded(&refusal(Lang::En, r, why));
                let fr = padded(&refusal(Lang::Fr, r, why));
                assert!(!FRENCH.iter().any(|w| en.contains(w)), "{}: {en}", r.id);
                assert!(!ENGLISH.iter().any(|w| fr.contains(w)), "{}: {fr}", r.id);
                assert_ne!(en, fr);
            }
        }
    }

    #[test]
    fn every_event_is_said_in_each_language_without_the_other() {
        for r in Ruleset::all_with_options() {
            for e in every_event() {
                let en = padded(&event(Lang::En, r, &e));
                let fr = padded(&event(Lang::Fr, r, &e));
                assert!(
                    !FRENCH.iter().any(|w| en.contains(w)),
                    "{} {e:?}: {en}",
                    r.id
                );
                assert!(
                    !ENGLISH.iter().any(|w| fr.contains(w)),
                    "{} {e:?}: {fr}",
                    r.id
                );
            }
        }
    }

    #[test]
    fn sentences_put_the_names_where_each_language_wants_them() {
        let v1 = Ruleset::by_id("chaturanga-v1").expect("ruleset");
        let capture = Event::Captured {
            army: Seat(2),
            role: Role::Rook,
            at: Square::new(0).expect("a cell"),
            by: Seat(1),
        };
        assert_eq!(
            event(Lang::En, v1, &capture),
            "West captures North’s rook on a1"
        );
        assert_eq!(
            event(Lang::Fr, v1, &capture),
            "Ouest prend la tour de Nord en a1"
        );
        assert_eq!(
            refusal(
                Lang::Fr,
                v1,
                Refusal::MinorTakesMajor(Role::Alfil, Role::Rook)
            ),
            "un éléphant ne peut pas prendre une tour"
        );
        assert_eq!(
            refusal(
                Lang::En,
                v1,
                Refusal::MinorTakesMajor(Role::Alfil, Role::Rook)
            ),
            "an elephant cannot capture a rook"
        );
        let chaturaji = Ruleset::by_id("chaturaji").expect("ruleset");
        let paid = Event::Paid {
            from: None,
            to: Seat(0),
            units: 1,
            reason: PaymentReason::PotShare,
        };
        assert_eq!(
            event(Lang::Fr, chaturaji, &paid),
            "le pot paie 1 unité à Sud (part du pot)"
        );
    }
}
