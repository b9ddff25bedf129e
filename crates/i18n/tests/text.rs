//! The engine's events, refusals and results in words: every variant in both languages, in the
//! right language only, and the grammar of the sentences that need it (articles, elision,
//! agreement, possessives, numbers).

use ashtapada_i18n::text::{event, refusal, result};
use ashtapada_i18n::Lang;
use ashtapada_rules::event::{CommandEnd, PaymentReason};
use ashtapada_rules::{
    record, DrawReason, Event, Outcome, Refusal, Role, Ruleset, Seat, Square, Team, WinReason,
};

fn rules(id: &str) -> &'static Ruleset {
    Ruleset::by_id(id).unwrap_or_else(|| panic!("no ruleset {id}"))
}

fn cell(r: &Ruleset, name: &str) -> Square {
    r.geometry
        .parse(name)
        .unwrap_or_else(|| panic!("no cell {name}"))
}

/// Every refusal, with roles and seats that exist in the ruleset.
fn refusals(r: &Ruleset) -> Vec<Refusal> {
    let mut all = vec![
        Refusal::GameOver,
        Refusal::MustRoll,
        Refusal::NoPiece,
        Refusal::OwnPiece,
        Refusal::AllyPiece,
        Refusal::AllyKing,
        Refusal::LeapUsed,
        Refusal::LeapWhileAttacked,
        Refusal::PawnForwardBlocked,
        Refusal::PawnDiagonalNeedsCapture,
        Refusal::PawnEdgeBeforeLoss,
    ];
    for s in r.seats() {
        all.push(Refusal::NotYourArmy(s));
        all.push(Refusal::ArmyFrozen(s));
    }
    for role in Role::ALL {
        all.push(Refusal::DieForbids(role));
        all.push(Refusal::NotItsMove(role));
        all.push(Refusal::Blocked(role));
        all.push(Refusal::MinorTakesMajor(role, Role::Rook));
        all.push(Refusal::MinorTakesMajor(Role::Pawn, role));
    }
    all
}

/// Every event, with roles and seats that exist in the ruleset (the partner's only where there
/// is one).
fn events(r: &Ruleset) -> Vec<Event> {
    let at = Square::new(9).unwrap();
    let seats: Vec<Seat> = r.seats().collect();
    let mut all = vec![
        Event::ExchangeAccepted,
        Event::ExchangeRefused,
        Event::GameOver(Outcome::Draw(DrawReason::FiftyRounds)),
    ];
    for &s in &seats {
        let other = seats[(s.index() + 1) % seats.len()];
        for role in Role::ALL {
            all.push(Event::Captured {
                army: other,
                role,
                at,
                by: s,
            });
            all.push(Event::Promoted { army: s, role, at });
        }
        all.extend([
            Event::KingLeap { army: s },
            Event::AlfilSquare { by: s },
            Event::AlfilTaken {
                from: other,
                to: s,
                at,
            },
            Event::PawnsMet { army: s },
            Event::Frozen { army: s },
            Event::Withdrew { army: s },
            Event::ExchangeOffered { by: s, to: other },
            Event::ReleaseDemanded { by: s },
            Event::KingReturned { army: s, at },
            Event::ReintroductionRight { army: s },
            Event::Passed { seat: s },
            Event::GameOver(Outcome::Win {
                team: s.team(),
                reason: WinReason::KingsCaptured,
            }),
        ]);
        if r.is_four_handed() {
            all.push(Event::CommandBegins { commander: s });
            for reason in [CommandEnd::AllyKingReturned, CommandEnd::CommanderKingLost] {
                all.push(Event::CommandEnds {
                    commander: s,
                    reason,
                });
            }
        }
        for reason in [
            PaymentReason::ThroneOccupied,
            PaymentReason::KingCaptured,
            PaymentReason::KingCapturedOnThrone,
            PaymentReason::KingCapturedOnThroneWithEmpire,
            PaymentReason::Empire,
            PaymentReason::PotShare,
            PaymentReason::StakeReturned,
        ] {
            for (from, units) in [(Some(other), 1), (None, 2)] {
                all.push(Event::Paid {
                    from,
                    to: s,
                    units,
                    reason,
                });
            }
        }
    }
    all
}

/// The words of a text, split on everything but letters.
fn words(text: &str) -> Vec<&str> {
    text.split(|c: char| !c.is_alphabetic())
        .filter(|w| !w.is_empty())
        .collect()
}

/// Words only English text has, and only French text has: none may leak into the other.
const ENGLISH: [&str; 14] = [
    "the", "captures", "cannot", "of", "and", "on", "to", "pays", "is", "its", "his", "unit",
    "piece", "s",
];
const FRENCH: [&str; 14] = [
    "le", "la", "les", "de", "des", "du", "ne", "pas", "prend", "et", "en", "paie", "unité", "à",
];

fn check_language(lang: Lang, text: &str, what: &str) {
    assert!(!text.trim().is_empty(), "{what}: empty");
    assert!(
        !text.contains(['{', '}', '$']),
        "{what}: a message was not filled in: {text}"
    );
    assert!(!text.contains("  "), "{what}: two spaces in {text:?}");
    let foreign: &[&str] = match lang {
        Lang::En => &FRENCH,
        Lang::Fr => &ENGLISH,
    };
    for w in words(text) {
        assert!(
            !foreign.contains(&w),
            "{what} in {lang:?}: the other language’s word “{w}” in {text:?}"
        );
    }
}

#[test]
fn every_refusal_is_worded_in_each_language_only() {
    for r in Ruleset::all_with_options() {
        for lang in Lang::ALL {
            for why in refusals(r) {
                let text = refusal(lang, r, why);
                check_language(lang, &text, &format!("{} {why:?}", r.id));
            }
        }
    }
}

#[test]
fn every_event_is_worded_in_each_language_only() {
    for r in Ruleset::all_with_options() {
        for lang in Lang::ALL {
            for e in events(r) {
                let text = event(lang, r, &e);
                check_language(lang, &text, &format!("{} {e:?}", r.id));
            }
        }
    }
}

#[test]
fn every_result_is_worded_in_each_language_only() {
    let mut outcomes = vec![None];
    for reason in [
        WinReason::KingsCaptured,
        WinReason::AllButKings,
        WinReason::TeamEliminated,
        WinReason::LastTeam,
        WinReason::Resignation,
    ] {
        for team in [Team(0), Team(1)] {
            outcomes.push(Some(Outcome::Win { team, reason }));
        }
    }
    for reason in [
        DrawReason::FiftyRounds,
        DrawReason::OnlyKings,
        DrawReason::Agreement,
    ] {
        outcomes.push(Some(Outcome::Draw(reason)));
    }
    for outcome in outcomes {
        // English keeps the words the records' own `describe_result` uses, so the command
        // line's output does not change.
        assert_eq!(
            result(Lang::En, outcome),
            record::describe_result(outcome),
            "{outcome:?}"
        );
        let fr = result(Lang::Fr, outcome);
        check_language(Lang::Fr, &fr, &format!("{outcome:?}"));
        assert!(fr.starts_with(record::result_marker(outcome)), "{fr}");
    }
    let win = Some(Outcome::Win {
        team: Team(0),
        reason: WinReason::KingsCaptured,
    });
    assert_eq!(result(Lang::Fr, win), "1-0 (rois pris)");
}

#[test]
fn captures_name_the_seats_and_pieces_with_their_grammar() {
    let chaturaji = rules("chaturaji");
    let e2 = cell(chaturaji, "e2");
    let capture = |army: u8, role: Role, by: u8| Event::Captured {
        army: Seat::ALL[usize::from(army)],
        role,
        at: e2,
        by: Seat::ALL[usize::from(by)],
    };
    let e = capture(0, Role::Pawn, 1);
    assert_eq!(
        event(Lang::En, chaturaji, &e),
        "West captures South’s Pawn on e2"
    );
    assert_eq!(
        event(Lang::Fr, chaturaji, &e),
        "Ouest prend le Pion de Sud en e2"
    );

    let v1 = rules("chaturanga-v1");
    let e = capture(1, Role::Rook, 0);
    assert_eq!(event(Lang::Fr, v1, &e), "Sud prend la Tour d’Ouest en e2");
    assert_eq!(event(Lang::En, v1, &e), "South captures West’s Rook on e2");
    let e = capture(2, Role::Alfil, 3);
    assert_eq!(
        event(Lang::Fr, v1, &e),
        "Est prend l’Éléphant de Nord en e2"
    );

    // Plural seats take the article and the verb agrees.
    let v3 = rules("chaturanga-v3");
    let e = capture(0, Role::Pawn, 1);
    assert_eq!(
        event(Lang::Fr, v3, &e),
        "les Noirs prennent le Soldat des Blancs en e2"
    );
    assert_eq!(
        event(Lang::En, v3, &e),
        "Black captures White’s Soldier on e2"
    );
    // Chaduranga's players take the article too.
    let chaduranga = rules("chaduranga");
    let e = capture(1, Role::Knight, 2);
    assert_eq!(
        event(Lang::Fr, chaduranga, &e),
        "le Joueur 3 (Nord) prend le Cheval du Joueur 2 (Ouest) en e2"
    );
}

/// The alfil square of `tests/four_player_endings.rs`: North's alfil on d4 goes to South.
#[test]
fn the_alfil_square_gives_the_allys_alfil() {
    let v2 = rules("chaturanga-v2");
    let e = Event::AlfilTaken {
        from: Seat::ALL[2],
        to: Seat::ALL[0],
        at: cell(v2, "d4"),
    };
    assert_eq!(
        event(Lang::En, v2, &e),
        "North’s Elephant on d4 goes to South"
    );
    assert_eq!(
        event(Lang::Fr, v2, &e),
        "l’Éléphant de Nord en d4 passe à Sud"
    );
    let e = Event::AlfilSquare { by: Seat::ALL[0] };
    assert_eq!(
        event(Lang::Fr, v2, &e),
        "l’Éléphant de Sud complète le carré"
    );
}

#[test]
fn payments_count_units_the_languages_way() {
    let v2 = rules("chaturanga-v2");
    let paid = |from: Option<u8>, units: i32, reason| Event::Paid {
        from: from.map(|s| Seat::ALL[usize::from(s)]),
        to: Seat::ALL[1],
        units,
        reason,
    };
    let e = paid(Some(0), 1, PaymentReason::ThroneOccupied);
    assert_eq!(
        event(Lang::En, v2, &e),
        "South pays 1 unit to West (throne occupied)"
    );
    assert_eq!(
        event(Lang::Fr, v2, &e),
        "Sud paie 1 unité à Ouest (trône occupé)"
    );
    let e = paid(None, 1234, PaymentReason::PotShare);
    assert_eq!(
        event(Lang::En, v2, &e),
        "the pot pays 1,234 units to West (share of the pot)"
    );
    assert_eq!(
        event(Lang::Fr, v2, &e),
        "le pot paie 1\u{202f}234 unités à Ouest (part du pot)"
    );
}

#[test]
fn the_end_of_a_game_names_the_winners() {
    let v1 = rules("chaturanga-v1");
    let win = |team| {
        Event::GameOver(Outcome::Win {
            team: Team(team),
            reason: WinReason::KingsCaptured,
        })
    };
    assert_eq!(event(Lang::En, v1, &win(0)), "South and North win");
    assert_eq!(event(Lang::Fr, v1, &win(1)), "Ouest et Est gagnent");
    let byzantine = rules("byzantine-modern");
    assert_eq!(event(Lang::En, byzantine, &win(0)), "White wins");
    assert_eq!(event(Lang::Fr, byzantine, &win(0)), "les Blancs gagnent");
    let passed = Event::Passed { seat: Seat::ALL[1] };
    assert_eq!(
        event(Lang::Fr, byzantine, &passed),
        "les Noirs ne peuvent pas jouer et passent"
    );
    assert_eq!(
        event(Lang::En, byzantine, &passed),
        "Black cannot move and passes"
    );
}

#[test]
fn refusals_use_the_articles_of_the_names() {
    let v1 = rules("chaturanga-v1");
    assert_eq!(
        refusal(Lang::Fr, v1, Refusal::NotItsMove(Role::Rook)),
        "la tour ne se déplace pas ainsi"
    );
    assert_eq!(
        refusal(Lang::Fr, v1, Refusal::Blocked(Role::Alfil)),
        "le chemin de l’éléphant est barré"
    );
    assert_eq!(
        refusal(Lang::Fr, v1, Refusal::Blocked(Role::Knight)),
        "le chemin du cavalier est barré"
    );
    assert_eq!(
        refusal(Lang::En, v1, Refusal::Blocked(Role::Knight)),
        "the knight’s path is blocked"
    );
    assert_eq!(
        refusal(
            Lang::Fr,
            v1,
            Refusal::MinorTakesMajor(Role::Alfil, Role::Rook)
        ),
        "un éléphant ne peut pas prendre une tour"
    );
    let chaturaji = rules("chaturaji");
    assert_eq!(
        refusal(
            Lang::En,
            chaturaji,
            Refusal::MinorTakesMajor(Role::Pawn, Role::Rook)
        ),
        "a pawn cannot capture an elephant"
    );
    assert_eq!(
        refusal(Lang::Fr, chaturaji, Refusal::NotYourArmy(Seat::ALL[2])),
        "cette pièce appartient à Nord"
    );
    assert_eq!(
        refusal(Lang::En, chaturaji, Refusal::NotYourArmy(Seat::ALL[2])),
        "that piece belongs to North"
    );
    let v3 = rules("chaturanga-v3");
    assert_eq!(
        refusal(Lang::Fr, v3, Refusal::NotYourArmy(Seat::ALL[1])),
        "cette pièce appartient aux Noirs"
    );
}
