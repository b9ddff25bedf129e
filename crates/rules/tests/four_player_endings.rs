//! Four-player rulesets: stakes, goals and ends, the 50-round draw, and the structured events a
//! game reports. Each test states the rule or reading that decides it.

mod four_common;

use ashtapada_rules::event::{Event, PaymentReason};
use ashtapada_rules::{fen, Action, DrawReason, Game, Outcome, Role, Team, WinReason};
use four_common::*;

const STAKE: &str = "money=-1,-1,-1,-1 pot=4";

fn paid(
    from: Option<ashtapada_rules::Seat>,
    to: ashtapada_rules::Seat,
    units: i32,
    reason: PaymentReason,
) -> Event {
    Event::Paid {
        from,
        to,
        units,
        reason,
    }
}

fn payments(ev: &[Event]) -> Vec<Event> {
    ev.iter()
        .copied()
        .filter(|e| matches!(e, Event::Paid { .. }))
        .collect()
}

fn sum(p: &ashtapada_rules::Position) -> i32 {
    p.money().iter().sum::<i32>() + p.pot()
}

// ----- Stakes ----------------------------------------------------------------------------------

/// The stakes (v2 and antique): every player puts one unit into the pot. In v2, the first time a
/// throne is occupied by an enemy, its owner pays the occupier one unit, and only once for that
/// throne; in the antique version the first occupation of an enemy throne is likewise worth one
/// unit.
#[test]
fn first_occupation_of_an_enemy_throne_pays_one_unit_once() {
    let pieces = "sK@d1 sR@a2 sP@c2 wK@c6 wP@b7 nK@e8 nP@h6 eK@h4 eP@g2";
    for id in ["chaturanga-v2", "chaturanga-antique"] {
        let start = ashtapada_rules::Position::start(rules(id));
        assert_eq!(
            (start.money(), start.pot()),
            ([-1; 4], 4),
            "{id}: each stakes one unit"
        );
        let mut p = pos(id, pieces, 's', &roll_for(id, Role::Rook), STAKE);
        let ev = play(&mut p, "Ra2-a5");
        assert_eq!(
            payments(&ev),
            vec![paid(Some(WEST), SOUTH, 1, PaymentReason::ThroneOccupied)],
            "{id}"
        );
        assert_eq!((p.money(), p.pot()), ([0, -2, -1, -1], 4), "{id}");
        assert!(fen::write(&p).contains("thrones=w"), "{id}");
        // Once per throne: a second occupation pays nothing.
        let mut again = pos(
            id,
            pieces,
            's',
            &roll_for(id, Role::Rook),
            &format!("{STAKE} thrones=w"),
        );
        let ev = play(&mut again, "Ra2-a5");
        assert_eq!(payments(&ev), vec![], "{id}");
    }
    // No stakes elsewhere.
    for id in ["chaturanga-v1", "chaturaji", "chaduranga"] {
        let mut p = pos(id, pieces, 's', &roll_for(id, Role::Rook), "");
        let ev = play(&mut p, "Ra2-a5");
        assert_eq!(payments(&ev), vec![], "{id}");
        assert_eq!((p.money(), p.pot()), ([0; 4], 0), "{id}");
    }
}

/// The reading for v2's stakes: each king captured costs its owner one unit, paid to the capturer,
/// every time (document 000, part VARIANTE 2: "Cela peut se produire plusieurs fois par partie").
#[test]
fn v2_each_king_capture_pays_one_unit() {
    let pieces = "sK@d1 sR@c4 wK@c5 wP@b6 wN@c7 nK@e8 nP@h7 eK@h4 eP@g2 eN@h2";
    // A king already captured once (and exchanged back) pays again.
    for extras in [STAKE.to_string(), format!("{STAKE} kings-lost=w1")] {
        let mut p = pos("chaturanga-v2", pieces, 's', "4", &extras);
        let ev = play(&mut p, "Rc4xc5");
        assert_eq!(
            payments(&ev),
            vec![paid(Some(WEST), SOUTH, 1, PaymentReason::KingCaptured)]
        );
        assert_eq!(p.money(), [0, -2, -1, -1]);
    }
    // Captured on its own throne: the throne's first occupation is paid too.
    let on_throne = "sK@d1 sR@a2 wK@a5 wP@b6 wN@c7 nK@e8 nP@h7 eK@h4 eP@g2 eN@h2";
    let mut p = pos("chaturanga-v2", on_throne, 's', "4", STAKE);
    let ev = play(&mut p, "Ra2xa5");
    let got = payments(&ev);
    assert_eq!(got.len(), 2, "{got:?}");
    assert!(got.contains(&paid(Some(WEST), SOUTH, 1, PaymentReason::KingCaptured)));
    assert!(got.contains(&paid(Some(WEST), SOUTH, 1, PaymentReason::ThroneOccupied)));
    assert_eq!(sum(&p), 0);
}

/// The antique stakes: the first occupation of an enemy throne is worth one unit, capturing a king
/// on its own throne two, and capturing it there with the same move that completes the empire
/// (the ally's army commanded, both enemy kings captured) four. (Document 001: "Capter le Rajah et
/// occuper le trône sur le même mouvement: l'adversaire paie deux fois ...; Capter le Rajah,
/// occuper le trône et réaliser un empire sur le même mouvement: ... quatre fois".)
#[test]
fn antique_pays_for_kings_captured_on_their_throne_and_more_with_the_empire() {
    let id = "chaturanga-antique";
    // Off its throne: nothing.
    let off = "sK@d1 sR@c4 wK@c5 wP@b6 wN@c7 nK@e8 nP@h7 eK@h4 eP@g2 eN@h2";
    let mut p = pos(id, off, 's', "4", STAKE);
    let ev = play(&mut p, "Rc4xc5");
    assert_eq!(payments(&ev), vec![]);
    // On its throne: two units (not three).
    let on = "sK@d1 sR@a2 wK@a5 wP@b6 wN@c7 nK@e8 nP@h7 eK@h4 eP@g2 eN@h2";
    let mut p = pos(id, on, 's', "4", STAKE);
    let ev = play(&mut p, "Ra2xa5");
    assert_eq!(
        payments(&ev),
        vec![paid(
            Some(WEST),
            SOUTH,
            2,
            PaymentReason::KingCapturedOnThrone
        )]
    );
    assert_eq!(p.money(), [1, -3, -1, -1]);
    // South commands North from its throne, West's king is already taken; South's rook takes
    // East's king on h4: both enemy kings captured while commanding the ally's army.
    let empire = "sK@e8 sR@h6 sP@a2 nP@f6 nR@f8 wP@b6 wN@a7 eK@h4 eP@g2 eN@h2";
    let extras = format!("{STAKE} command=s kings-lost=w1n1 held=wsne");
    let mut p = pos(id, empire, 's', "4", &extras);
    let ev = play(&mut p, "Rh6xh4");
    assert_eq!(
        payments(&ev),
        vec![paid(
            Some(EAST),
            SOUTH,
            4,
            PaymentReason::KingCapturedOnThroneWithEmpire
        )]
    );
    assert_eq!(p.money(), [3, -1, -1, -5]);
    assert_eq!(p.outcome(), None, "antique goes on: enemy pieces are left");
    // Without the command, two units.
    let mut p = pos(
        id,
        empire,
        's',
        "4",
        &format!("{STAKE} kings-lost=w1n1 held=wsne"),
    );
    let ev = play(&mut p, "Rh6xh4");
    assert_eq!(
        payments(&ev),
        vec![paid(
            Some(EAST),
            SOUTH,
            2,
            PaymentReason::KingCapturedOnThrone
        )]
    );
}

/// v2's empire: a player who commands both armies of his team and has left the enemy armies
/// nothing but their kings is paid two units by each opponent, and the winning team shares the
/// pot. Once a player's lone king has withdrawn, his ally (in v2) can no longer build an empire.
#[test]
fn v2_empire_pays_two_units_from_each_opponent_unless_an_ally_withdrew() {
    // East commands West from West's throne; North has withdrawn; South's pawn on c5 is team
    // 0's last piece but kings. East's rook takes it.
    let pieces = "sK@d1 sP@c5 eK@a5 eR@c2 eP@g1 wP@b8";
    let extras = format!("{STAKE} command=e withdrawn=n no-empire=0 kings-lost=w1 held=ws");
    let mut p = pos("chaturanga-v2", pieces, 'e', "4", &extras);
    let ev = play(&mut p, "Rc2xc5");
    assert!(has(&ev, Event::Withdrew { army: SOUTH }), "{ev:?}");
    let win = Outcome::Win {
        team: Team(1),
        reason: WinReason::AllButKings,
    };
    assert!(has(&ev, Event::GameOver(win)));
    assert_eq!(p.outcome(), Some(win));
    assert_eq!(
        payments(&ev),
        vec![
            paid(Some(SOUTH), EAST, 2, PaymentReason::Empire),
            paid(Some(NORTH), EAST, 2, PaymentReason::Empire),
            paid(None, WEST, 2, PaymentReason::PotShare),
            paid(None, EAST, 2, PaymentReason::PotShare),
        ]
    );
    assert_eq!((p.money(), p.pot()), ([-3, 1, -3, 5], 0));

    // West withdrew instead: the same win builds no empire, the pot is still shared.
    let pieces = "sK@d1 sP@c5 eK@a5 eR@c2 eP@g1";
    let extras = format!("{STAKE} command=e withdrawn=nw no-empire=01");
    let mut p = pos("chaturanga-v2", pieces, 'e', "4", &extras);
    let ev = play(&mut p, "Rc2xc5");
    assert_eq!(p.outcome(), Some(win));
    assert_eq!(
        payments(&ev),
        vec![
            paid(None, WEST, 2, PaymentReason::PotShare),
            paid(None, EAST, 2, PaymentReason::PotShare)
        ]
    );
    assert_eq!((p.money(), p.pot()), ([-1, 1, -1, 1], 0));
}

// ----- Goals -----------------------------------------------------------------------------------

/// The goal in v1 and in chaduranga: capture both enemy kings (document 000, part VARIANTE 1:
/// "Capturer les deux Rajahs adverses, la partie se termine alors immédiatement").
#[test]
fn v1_and_chaduranga_end_when_both_enemy_kings_are_captured() {
    let pieces = "sK@d1 sR@h6 sP@a2 nK@e8 nP@f7 wP@b6 wN@a7 eK@h4 eP@g2";
    for id in [
        "chaturanga-v1",
        "chaturanga-v1+dice",
        "chaduranga",
        "chaturanga-v2",
        "chaturanga-antique",
        "chaturaji",
    ] {
        let mut p = pos(
            id,
            pieces,
            's',
            &roll_for(id, Role::Rook),
            "kings-lost=w1 held=ws",
        );
        let ev = play(&mut p, "Rh6xh4");
        let ends = matches!(id, "chaturanga-v1" | "chaturanga-v1+dice" | "chaduranga");
        let win = Outcome::Win {
            team: Team(0),
            reason: WinReason::KingsCaptured,
        };
        assert_eq!(p.outcome(), ends.then_some(win), "{id}");
        assert_eq!(has(&ev, Event::GameOver(win)), ends, "{id}");
        if ends {
            assert_eq!(actions(&p), vec![], "{id}: nothing more to do");
            assert!(
                fen::write(&p).ends_with("win=0:kings"),
                "{}",
                fen::write(&p)
            );
        }
    }
    // One enemy king is not enough.
    let mut p = pos("chaturanga-v1", &format!("{pieces} wK@c5"), 's', "-", "");
    play(&mut p, "Rh6xh4");
    assert_eq!(p.outcome(), None);
}

/// The goal in v2: take every enemy piece except the kings, the most money winning; in the antique
/// version: wipe out the enemy team (nothing left, or only kings), the most money winning.
#[test]
fn v2_and_antique_end_when_the_enemy_has_nothing_but_kings() {
    // East has withdrawn; West's pawn is team 1's last piece but its king.
    let pieces = "sK@d1 sR@c5 wK@a5 wP@b5 nK@e8 nP@h6";
    for (id, reason, tag) in [
        (
            "chaturanga-v2",
            WinReason::AllButKings,
            "win=0:all-but-kings",
        ),
        (
            "chaturanga-antique",
            WinReason::TeamEliminated,
            "win=0:eliminated",
        ),
    ] {
        let mut p = pos(
            id,
            pieces,
            's',
            "4",
            &format!("{STAKE} withdrawn=e no-empire=1"),
        );
        let ev = play(&mut p, "Rc5xb5");
        let win = Outcome::Win {
            team: Team(0),
            reason,
        };
        assert_eq!(p.outcome(), Some(win), "{id}");
        assert_eq!(ev.last(), Some(&Event::GameOver(win)), "{id}: {ev:?}");
        assert_eq!(
            payments(&ev),
            vec![
                paid(None, SOUTH, 2, PaymentReason::PotShare),
                paid(None, NORTH, 2, PaymentReason::PotShare)
            ],
            "{id}: the winners share the pot"
        );
        assert_eq!((p.money(), p.pot()), ([1, -1, 1, -1], 0), "{id}");
        assert!(fen::write(&p).ends_with(tag), "{}", fen::write(&p));
    }
    // Capturing both enemy kings does not end them (v2's reading: the "but du jeu" goal).
    let pieces = "sK@d1 sR@h6 sP@a2 nK@e8 nP@f7 wP@b6 wN@a7 eK@h4 eP@g2";
    for id in ["chaturanga-v2", "chaturanga-antique"] {
        let mut p = pos(
            id,
            pieces,
            's',
            "4",
            &format!("{STAKE} kings-lost=w1 held=ws"),
        );
        play(&mut p, "Rh6xh4");
        assert_eq!(p.outcome(), None, "{id}");
    }
}

/// Chaturaji's goal: the team that still has pieces when the other has none wins; if both sides
/// are down to kings only, the game is drawn (document 002, rules 18–19).
#[test]
fn chaturaji_last_team_wins_and_kings_only_is_a_draw() {
    // East is gone, West lost its king: its pawn is team 1's last piece.
    let mut p = pos(
        "chaturaji",
        "sK@d1 sR@c5 nK@e8 nP@h6 wP@b5",
        's',
        "4",
        "kings-lost=w1 held=ws",
    );
    let ev = play(&mut p, "Rc5xb5");
    let win = Outcome::Win {
        team: Team(0),
        reason: WinReason::LastTeam,
    };
    assert_eq!(p.outcome(), Some(win));
    assert!(has(&ev, Event::GameOver(win)));
    // Kings only, on both sides: the honourable peace.
    let mut p = pos("chaturaji", "sK@c4 nK@e8 wK@a5 wP@b5 eK@h4", 's', "5", "");
    let ev = play(&mut p, "Kc4xb5");
    assert_eq!(p.outcome(), Some(Outcome::Draw(DrawReason::OnlyKings)));
    assert!(has(
        &ev,
        Event::GameOver(Outcome::Draw(DrawReason::OnlyKings))
    ));
    assert!(fen::write(&p).ends_with("draw=only-kings"));
    // Kings only on one side, pieces on the other: play goes on.
    let mut p = pos(
        "chaturaji",
        "sK@c4 nK@e8 wK@a5 wP@b5 wP@b8 eK@h4",
        's',
        "5",
        "",
    );
    play(&mut p, "Kc4xb5");
    assert_eq!(p.outcome(), None);
}

/// Chaturaji's goal again: the last team with pieces wins, and a draw needs kings only on both
/// sides. When team 1 has nothing left at all and team 0 only kings, team 0 is the last team with
/// pieces: kings are not on *both* sides.
#[test]
fn chaturaji_kings_against_nothing_is_a_win() {
    let mut p = pos(
        "chaturaji",
        "sK@c4 nK@e8 wP@b5",
        's',
        "5",
        "kings-lost=w1e1 held=wsen",
    );
    play(&mut p, "Kc4xb5");
    assert_eq!(
        p.outcome(),
        Some(Outcome::Win {
            team: Team(0),
            reason: WinReason::LastTeam
        })
    );
}

// ----- The 50-round draw -----------------------------------------------------------------------

/// The project's own draw rule, which no document has: 50 full rounds with no capture, no
/// promotion and no pawn move end the game in a draw — 200 plies with four players.
#[test]
fn fifty_rounds_without_capture_or_pawn_move_draw() {
    let board = board("sK@d1 sP@a2 wK@a5 wP@b8 nK@e8 nP@h7 eK@h4 eP@g1");
    for id in FOUR {
        assert_eq!(rules(id).draw_plies(), 200);
        let roll = roll_for(id, Role::King);
        let mut p = parse(id, &format!("{board} s {roll} 198 400"));
        play(&mut p, "Kd1-e1");
        assert_eq!((p.outcome(), p.quiet_plies()), (None, 199), "{id}");
        let mut p = parse(id, &format!("{board} s {roll} 199 400"));
        let ev = play(&mut p, "Kd1-e1");
        let draw = Outcome::Draw(DrawReason::FiftyRounds);
        assert_eq!(p.outcome(), Some(draw), "{id}");
        assert!(has(&ev, Event::GameOver(draw)), "{id}");
        assert!(fen::write(&p).ends_with("draw=fifty"));
        // A pawn move resets the count.
        let mut p = parse(id, &format!("{board} s {roll} 199 400"));
        play(&mut p, "a2-a3");
        assert_eq!((p.outcome(), p.quiet_plies()), (None, 0), "{id}");
    }
    // A pass counts as a ply too; a drawn stakes game gives each stake back.
    let mut p = parse("chaturanga-v2", &format!("{board} s 1 199 400 {STAKE}"));
    let ev = act(&mut p, Action::Pass);
    let returned = |s| Event::Paid {
        from: None,
        to: s,
        units: 1,
        reason: PaymentReason::StakeReturned,
    };
    assert_eq!(
        ev,
        vec![
            Event::Passed { seat: SOUTH },
            returned(SOUTH),
            returned(WEST),
            returned(NORTH),
            returned(EAST),
            Event::GameOver(Outcome::Draw(DrawReason::FiftyRounds))
        ]
    );
    assert_eq!((p.money(), p.pot()), ([0; 4], 0));
}

/// A Chaduranga reintroduction decision (place or keep) is a turn of its seat and counts towards
/// the 200 plies, so the 200th quiet ply should end the game like any other.
#[test]
fn fifty_rounds_count_reintroduction_turns() {
    let b = board("sK@d1 sR@c1 wP@b6 wN@a7 wK@a5 nP@h6 nR@f8 eK@h4 eP@g2");
    let mut p = parse(
        "chaduranga",
        &format!("{b} n - 199 400 kings-lost=n1 held=nw reintro=n"),
    );
    assert!(p.reintroduction_turn());
    act(&mut p, Action::Keep);
    assert_eq!(p.quiet_plies(), 200);
    assert_eq!(p.outcome(), Some(Outcome::Draw(DrawReason::FiftyRounds)));
}

/// Resignation and an agreed draw end a stakes game too: the winning team shares the pot, and the
/// engine's own reading for draws returns the stakes (as the 50-round draw does).
#[test]
fn resignation_and_agreed_draw_settle_the_pot() {
    let mut g = Game::new(rules("chaturanga-v2"), 4);
    g.resign(WEST);
    assert_eq!(
        g.outcome(),
        Some(Outcome::Win {
            team: Team(0),
            reason: WinReason::Resignation
        })
    );
    assert_eq!(
        (g.position().money(), g.position().pot()),
        ([1, -1, 1, -1], 0)
    );
    let mut g = Game::new(rules("chaturanga-antique"), 4);
    g.agree_draw();
    assert_eq!((g.position().money(), g.position().pot()), ([0; 4], 0));
}

// ----- Events through a game -------------------------------------------------------------------

/// Game::play returns the events of each action, and Game::events keeps them beside the actions.
#[test]
fn game_play_reports_the_structured_events() {
    // v2: South's alfil closes the square (d4 North, e4 West, d5 East), on a roll of 2.
    let pieces = "sA@c3 nA@d4 wA@e4 eA@d5 sK@d1 sP@a2 wK@a5 wP@b8 nK@e8 nP@h7 eK@h4 eP@g1";
    let start = pos("chaturanga-v2", pieces, 's', "2", STAKE);
    let mut g = Game::from_position(start, 11);
    let ev = g.play(Action::Move(mv(&start, "Ac3-e5"))).unwrap().to_vec();
    assert_eq!(ev.len(), 4, "{ev:?}");
    assert_eq!(ev[0], Event::AlfilSquare { by: SOUTH });
    assert!(ev.contains(&Event::AlfilTaken {
        from: NORTH,
        to: SOUTH,
        at: sq("d4")
    }));
    assert!(ev.contains(&Event::Captured {
        army: WEST,
        role: Role::Alfil,
        at: sq("e4"),
        by: SOUTH
    }));
    assert!(ev.contains(&Event::Captured {
        army: EAST,
        role: Role::Alfil,
        at: sq("d5"),
        by: SOUTH
    }));
    assert_eq!(g.events().len(), g.actions().len());
    assert_eq!(g.events()[0], ev);
    // The second event: South takes North's alfil on d4 (the UI's words for it are
    // crates/i18n's).
    assert_eq!(
        ev[1],
        Event::AlfilTaken {
            from: NORTH,
            to: SOUTH,
            at: sq("d4")
        }
    );
    // The roll is an action with no event.
    let r = g.next_roll();
    assert_eq!(g.play(Action::Roll(r)).unwrap(), &[] as &[Event]);
}

/// The position format must read back every position it writes (fen.rs: "Writes a position;
/// [`parse`] reads it back exactly"). In a long game with many exchanges a king may be captured ten
/// times (random antique game, seed 15166443047843051789: `kings-lost=s5w7n1e10`).
#[test]
fn position_format_counts_ten_lost_kings() {
    let pieces = "sK@d1 sR@c4 wK@a5 wP@b6 nK@e8 nP@h7 eK@c5 eP@g2";
    let mut p = pos("chaturanga-v1", pieces, 's', "-", "kings-lost=e9");
    play(&mut p, "Rc4xc5");
    assert_eq!(p.kings_lost(EAST), 10);
    let text = fen::write(&p);
    assert_eq!(fen::parse(rules("chaturanga-v1"), &text), Ok(p), "{text}");
}
