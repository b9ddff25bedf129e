//! Sentences for the engine's events, refusals and results, in each language.
//!
//! The engine reports what happened as data ([`Event`], [`Refusal`], [`Outcome`]); this module
//! words it with the ruleset's names in the reader's language. The messages take phrases built
//! here from the names ([`names::seat_subject`], [`names::seat_of`], [`names::seat_to`], a piece
//! with its owner) and the grammar keys they agree with ([`names::seat_form`],
//! [`names::piece_gender`]), so that each language builds its own constructions: "West captures
//! South’s Soldier", "Ouest prend le Soldat de Sud", "les Noirs prennent le Pion des Blancs".

use ashtapada_rules::event::{CommandEnd, PaymentReason};
use ashtapada_rules::{DrawReason, Event, Outcome, Refusal, Role, Ruleset, Seat, WinReason};

use crate::lang::Lang;
use crate::names::{self, piece_gender, seat_form, seat_of, seat_subject, seat_to};

/// Why a piece cannot go where it was asked to, as a clause without its capital: "the soldier
/// does not move that way", "le soldat ne se déplace pas ainsi".
pub fn refusal(lang: Lang, r: &Ruleset, why: Refusal) -> String {
    let lower = |role: Role| names::piece_lower(lang, r, role);
    let gender = |role: Role| piece_gender(lang, r, role);
    // The refusals about one piece kind take its name and gender.
    let about = |role: Role, message: fn(Lang, &str, &str) -> String| {
        message(lang, gender(role), &lower(role))
    };
    match why {
        Refusal::GameOver => lang.refusal_game_over().into(),
        Refusal::MustRoll => lang.refusal_must_roll().into(),
        Refusal::NoPiece => lang.refusal_no_piece().into(),
        Refusal::NotYourArmy(s) => lang.refusal_not_your_army(&seat_to(lang, r, s)),
        Refusal::ArmyFrozen(s) => {
            lang.refusal_army_frozen(gender(Role::King), &seat_of(lang, r, s), &lower(Role::King))
        }
        Refusal::DieForbids(role) => about(role, Lang::refusal_die_forbids),
        Refusal::NotItsMove(role) => about(role, Lang::refusal_not_its_move),
        Refusal::Blocked(role) => about(role, Lang::refusal_blocked),
        Refusal::OwnPiece => lang.refusal_own_piece().into(),
        Refusal::AllyPiece => lang.refusal_ally_piece().into(),
        Refusal::AllyKing => about(Role::King, Lang::refusal_ally_king),
        Refusal::MinorTakesMajor(a, b) => {
            lang.refusal_minor_takes_major(gender(a), &lower(a), &lower(b), gender(b))
        }
        Refusal::LeapUsed => about(Role::King, Lang::refusal_leap_used),
        Refusal::LeapWhileAttacked => about(Role::King, Lang::refusal_leap_attacked),
        Refusal::PawnForwardBlocked => about(Role::Pawn, Lang::refusal_pawn_forward),
        Refusal::PawnDiagonalNeedsCapture => about(Role::Pawn, Lang::refusal_pawn_diagonal),
        Refusal::PawnEdgeBeforeLoss => about(Role::Pawn, Lang::refusal_pawn_edge),
    }
}

/// What happened, as a clause without its capital (a log line capitalises it), with the
/// ruleset's seat and piece names and its cells' names (`e2`, `b12`).
pub fn event(lang: Lang, r: &Ruleset, e: &Event) -> String {
    let cell = |sq| r.geometry.name(sq);
    let name = |role: Role| names::piece(lang, r, role);
    let gender = |role: Role| piece_gender(lang, r, role);
    // A piece with its owner: "South’s Soldier", "le Soldat de Sud".
    let piece_of = |role: Role, owner: Seat| {
        lang.piece_of_seat(gender(role), &seat_of(lang, r, owner), name(role))
    };
    let king = name(Role::King);
    let king_gender = gender(Role::King);
    match *e {
        Event::Captured { army, role, at, by } => lang.event_captured(
            &seat_subject(lang, r, by),
            seat_form(lang, r, by),
            &cell(at),
            &piece_of(role, army),
        ),
        Event::KingLeap { army } => lang.event_king_leap(&piece_of(Role::King, army)),
        Event::Promoted { army, role, at } => lang.event_promoted(
            &cell(at),
            gender(Role::Pawn),
            &piece_of(Role::Pawn, army),
            name(role),
        ),
        Event::AlfilSquare { by } => lang.event_alfil_square(&piece_of(Role::Alfil, by)),
        Event::AlfilTaken { from, to, at } => lang.event_alfil_taken(
            &piece_of(Role::Alfil, from),
            &cell(at),
            &seat_to(lang, r, to),
        ),
        Event::PawnsMet { army } => lang.event_pawns_met(
            gender(Role::Pawn),
            &seat_of(lang, r, army),
            &names::piece_plural(lang, r, Role::Pawn),
            &seat_subject(lang, r, army),
            seat_form(lang, r, army),
        ),
        Event::CommandBegins { commander } => lang.event_command_begins(
            &seat_of(lang, r, commander.partner()),
            &seat_subject(lang, r, commander),
            seat_form(lang, r, commander),
        ),
        Event::CommandEnds { commander, reason } => lang.event_command_ends(
            &seat_of(lang, r, commander.partner()),
            &seat_of(lang, r, commander),
            king,
            king_gender,
            match reason {
                CommandEnd::AllyKingReturned => "ally-back",
                CommandEnd::CommanderKingLost => "commander-lost",
            },
        ),
        Event::Frozen { army } => lang.event_frozen(
            king,
            king_gender,
            &seat_subject(lang, r, army),
            seat_form(lang, r, army),
        ),
        Event::Withdrew { army } => lang.event_withdrew(
            king,
            king_gender,
            &seat_subject(lang, r, army),
            seat_form(lang, r, army),
        ),
        Event::Paid {
            from,
            to,
            units,
            reason,
        } => {
            let (payer, payer_form) = match from {
                Some(s) => (seat_subject(lang, r, s), seat_form(lang, r, s)),
                None => (lang.event_pot().to_string(), "sg"),
            };
            lang.event_paid(
                &payer,
                payer_form,
                &seat_to(lang, r, to),
                i64::from(units),
                payment(lang, reason),
            )
        }
        Event::ExchangeOffered { by, to } => lang.event_exchange_offered(
            &seat_subject(lang, r, by),
            seat_form(lang, r, by),
            &names::piece_plural(lang, r, Role::King),
            &seat_to(lang, r, to),
        ),
        Event::ExchangeAccepted => lang.event_exchange_accepted().into(),
        Event::ExchangeRefused => lang.event_exchange_refused().into(),
        Event::ReleaseDemanded { by } => lang.event_release_demanded(
            &seat_subject(lang, r, by),
            seat_form(lang, r, by),
            king,
            king_gender,
        ),
        Event::KingReturned { army, at } => {
            lang.event_king_returned(&cell(at), &piece_of(Role::King, army))
        }
        Event::ReintroductionRight { army } => lang.event_reintroduction(
            king,
            king_gender,
            &seat_subject(lang, r, army),
            seat_form(lang, r, army),
        ),
        Event::Passed { seat } => {
            lang.event_passed(&seat_subject(lang, r, seat), seat_form(lang, r, seat))
        }
        Event::GameOver(Outcome::Win { team, .. }) => {
            let seats: Vec<Seat> = r.seats().filter(|s| s.team() == team).collect();
            let (names, form) = match seats.as_slice() {
                [one] => (seat_subject(lang, r, *one), seat_form(lang, r, *one)),
                [first, second, ..] => (
                    lang.event_team(
                        &seat_subject(lang, r, *first),
                        &seat_subject(lang, r, *second),
                    ),
                    "pl",
                ),
                [] => (String::new(), "sg"),
            };
            lang.event_win(&names, form)
        }
        Event::GameOver(Outcome::Draw(_)) => lang.event_draw().into(),
    }
}

/// Why money changed hands, as the parenthesis after a payment.
fn payment(lang: Lang, why: PaymentReason) -> &'static str {
    match why {
        PaymentReason::ThroneOccupied => lang.payment_throne(),
        PaymentReason::KingCaptured => lang.payment_king(),
        PaymentReason::KingCapturedOnThrone => lang.payment_king_on_throne(),
        PaymentReason::KingCapturedOnThroneWithEmpire => lang.payment_king_on_throne_empire(),
        PaymentReason::Empire => lang.payment_empire(),
        PaymentReason::PotShare => lang.payment_pot_share(),
        PaymentReason::StakeReturned => lang.payment_stake_returned(),
    }
}

/// A game's result for display: the record's marker (`1-0`, `1/2-1/2`, `*`: a token of the
/// record format, the same in every language) and why, in words: "1-0 (kings captured)",
/// "1-0 (rois pris)". Replaces `record::describe_result` for what a player reads; the records
/// keep theirs.
pub fn result(lang: Lang, outcome: Option<Outcome>) -> String {
    let why = match outcome {
        None => lang.result_unfinished(),
        Some(Outcome::Win { reason, .. }) => match reason {
            WinReason::KingsCaptured => lang.result_kings_captured(),
            WinReason::AllButKings => lang.result_all_but_kings(),
            WinReason::TeamEliminated => lang.result_team_eliminated(),
            WinReason::LastTeam => lang.result_last_team(),
            WinReason::Resignation => lang.result_resignation(),
        },
        Some(Outcome::Draw(reason)) => match reason {
            DrawReason::FiftyRounds => lang.result_fifty_rounds(),
            DrawReason::OnlyKings => lang.result_only_kings(),
            DrawReason::Agreement => lang.result_agreement(),
        },
    };
    lang.result_with_reason(ashtapada_rules::record::result_marker(outcome), why)
}
