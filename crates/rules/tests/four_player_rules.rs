//! Four-player rulesets: movement and capture rules, the dice, the roll-off, the v1 rajah's leap,
//! the 2×2 alfil square, frozen armies and throne command, each on a crafted position.
//!
//! Every test states the rule or reading that decides it (and quotes the source document where
//! it helps). Seats: 0 South, 1 West, 2 North, 3 East; partners South+North, West+East.

mod four_common;

use ashtapada_rules::event::{CommandEnd, Event, PaymentReason};
use ashtapada_rules::game::roll_off;
use ashtapada_rules::ruleset::RollOff;
use ashtapada_rules::{fen, Action, Game, Position, Refusal, Role, RoleSet, Seat};
use four_common::*;

/// Kings on their thrones and one pawn each for West, North and East, out of the way.
const QUIET_OTHERS: &str = "wK@a5 wP@b8 nK@e8 nP@h7 eK@h4 eP@g1";

// ----- Capture rules ---------------------------------------------------------------------------

/// In all five rulesets a minor piece may never take a major one — pawns and alfils are minor,
/// knights, rooks and kings major (document 000, parts VARIANTE 1 and 2: "Les soldats et les
/// Eléphants sont des pièces mineures, elles ne peuvent pas capturer de pièce majeurs").
#[test]
fn minors_cannot_capture_majors_in_all_five() {
    let pieces = "sK@d1 sP@c3 sP@f3 sP@a4 sA@e3 wK@a5 wR@b4 wN@c4 wP@b8 \
                  nK@e8 nP@h7 eK@h4 eN@d4 eR@g5 eP@c5 eP@g4";
    for id in FIVE {
        let p = pos(id, pieces, 's', "-", "");
        let pawns = rolled(&p, Role::Pawn);
        // c3: knight ahead (c4), rook and knight diagonally (b4, d4): nothing, in every ruleset,
        // even where pawns capture straight ahead.
        assert_eq!(dests(&pawns, "c3"), cells(&[]), "{id}");
        // a4: the West rajah ahead on its throne a5.
        assert_eq!(dests(&pawns, "a4"), cells(&[]), "{id}");
        // f3: an enemy pawn diagonally (g4) is fair game.
        assert_eq!(dests(&pawns, "f3"), cells(&["f4", "g4"]), "{id}");
        for (to, victim) in [
            ("c4", Role::Knight),
            ("b4", Role::Rook),
            ("d4", Role::Knight),
        ] {
            if id.starts_with("chaturanga-v") || to != "c4" {
                assert_eq!(
                    pawns.explain(sq("c3"), sq(to)),
                    Err(Refusal::MinorTakesMajor(Role::Pawn, victim)),
                    "{id} c3-{to}"
                );
            }
        }
        assert_eq!(
            pawns.explain(sq("a4"), sq("a5")),
            Err(Refusal::MinorTakesMajor(Role::Pawn, Role::King)),
            "{id}"
        );
        // The alfil on e3 reaches c1, c5, g1, g5: the rook on g5 is refused, the pawn on c5 taken.
        let alfil = rolled(&p, Role::Alfil);
        assert_eq!(dests(&alfil, "e3"), cells(&["c1", "c5", "g1"]), "{id}");
        assert_eq!(
            alfil.explain(sq("e3"), sq("g5")),
            Err(Refusal::MinorTakesMajor(Role::Alfil, Role::Rook)),
            "{id}"
        );
    }
}

/// A partner's pieces may be taken only in chaturaji (all of them) and in chaduranga (all but the
/// king); never in v1, v2 or the antique version (document 000, parts VARIANTE 1 and 2: "On ne
/// peut pas capturer les pièces de son allié"; document 002, rule 9: "a player may capture his
/// ally's pieces", kings included; document 003: "One can capture one's partner's pieces except
/// the Raja").
#[test]
fn allies_capturable_only_where_the_ruleset_says() {
    // The South rook on d4 between North's pawn (d5) and North's king (d3); West's pawn on c4.
    let pieces = "sK@d1 sR@d4 nP@d5 nK@d3 wP@c4 wK@a5 wP@b8 nR@f8 eK@h4 eP@g1";
    for id in FIVE {
        let p = rolled(&pos(id, pieces, 's', "-", ""), Role::Rook);
        let mut want = cells(&["c4", "e4", "f4", "g4", "h4"]);
        match id {
            "chaturaji" => {
                want.extend(cells(&["d3", "d5"]));
            }
            "chaduranga" => {
                want.extend(cells(&["d5"]));
                assert_eq!(p.explain(sq("d4"), sq("d3")), Err(Refusal::AllyKing));
            }
            _ => {
                assert_eq!(
                    p.explain(sq("d4"), sq("d5")),
                    Err(Refusal::AllyPiece),
                    "{id}"
                );
                assert_eq!(
                    p.explain(sq("d4"), sq("d3")),
                    Err(Refusal::AllyPiece),
                    "{id}"
                );
            }
        }
        assert_eq!(dests(&p, "d4"), want, "{id}");
    }
    // The captures themselves, with their events.
    let mut p = rolled(&pos("chaturaji", pieces, 's', "-", ""), Role::Rook);
    let ev = play(&mut p, "Rd4xd3");
    assert!(has(
        &ev,
        Event::Captured {
            army: NORTH,
            role: Role::King,
            at: sq("d3"),
            by: SOUTH
        }
    ));
    assert_eq!(p.outcome(), None);
    let mut p = rolled(&pos("chaduranga", pieces, 's', "-", ""), Role::Rook);
    let ev = play(&mut p, "Rd4xd5");
    assert!(has(
        &ev,
        Event::Captured {
            army: NORTH,
            role: Role::Pawn,
            at: sq("d5"),
            by: SOUTH
        }
    ));
}

/// Pawns take straight ahead or diagonally ahead in v1 and v2, only diagonally ahead in the
/// antique version, chaturaji and chaduranga. Checked for a north-going (South) and a west-going
/// (East) pawn.
#[test]
fn pawn_captures_forward_only_in_variants_1_and_2() {
    let pieces = "sK@d1 sP@c3 sP@e5 wK@a5 wP@c4 wP@d4 nK@e8 nP@e6 eK@h4 eP@f5";
    for id in FIVE {
        let forward = id == "chaturanga-v1" || id == "chaturanga-v2";
        let south = rolled(&pos(id, pieces, 's', "-", ""), Role::Pawn);
        let east = rolled(&pos(id, pieces, 'e', "-", ""), Role::Pawn);
        if forward {
            assert_eq!(dests(&south, "c3"), cells(&["c4", "d4"]), "{id}");
            assert_eq!(dests(&east, "f5"), cells(&["e5", "e6"]), "{id}");
        } else {
            assert_eq!(dests(&south, "c3"), cells(&["d4"]), "{id}");
            assert_eq!(dests(&east, "f5"), cells(&["e6"]), "{id}");
            assert_eq!(
                south.explain(sq("c3"), sq("c4")),
                Err(Refusal::PawnForwardBlocked),
                "{id}"
            );
        }
        // Diagonally only to capture: e4 is empty.
        assert_eq!(
            east.explain(sq("f5"), sq("e4")),
            Err(Refusal::PawnDiagonalNeedsCapture),
            "{id}"
        );
    }
}

// ----- The v1 rajah's leap ---------------------------------------------------------------------

/// The king's leap (v1 and v3): a single time in the game, and only while not attacked, the king
/// may jump as a knight does. Being attacked means that some piece of an enemy army still able to
/// move (neither frozen nor withdrawn) could take the king with a normal move, whichever face the
/// die shows; an enemy king's own leap is not counted. Among the four-player rulesets only v1 has
/// the leap.
#[test]
fn v1_rajah_leaps_once_when_not_attacked() {
    let steps = ["c1", "c2", "d2", "e1", "e2"];
    let leaps = ["b2", "c3", "e3", "f2"];
    let all: Vec<&str> = steps.iter().chain(&leaps).copied().collect();
    let free = format!("sK@d1 {QUIET_OTHERS}");
    for id in ["chaturanga-v1", "chaturanga-v1+dice"] {
        let p = rolled(&pos(id, &free, 's', "-", ""), Role::King);
        assert_eq!(dests(&p, "d1"), cells(&all), "{id}: leap allowed");
    }
    for id in [
        "chaturanga-v2",
        "chaturanga-antique",
        "chaturaji",
        "chaduranga",
    ] {
        let p = rolled(&pos(id, &free, 's', "-", ""), Role::King);
        assert_eq!(dests(&p, "d1"), cells(&steps), "{id}: no leap at all");
    }

    // Used: the event, the flag in the position format, and no second leap.
    let mut p = pos("chaturanga-v1", &free, 's', "-", "");
    let ev = play(&mut p, "Kd1-e3");
    assert!(has(&ev, Event::KingLeap { army: SOUTH }));
    assert!(p.leap_used(SOUTH));
    assert!(fen::write(&p).contains(" leap=s"), "{}", fen::write(&p));
    for m in ["b8-c8", "h7-h6", "g1-f1"] {
        play(&mut p, m);
    }
    assert_eq!(p.to_move(), SOUTH);
    assert_eq!(
        dests(&p, "e3"),
        cells(&["d2", "d3", "d4", "e2", "e4", "f2", "f3", "f4"])
    );
    assert_eq!(p.explain(sq("e3"), sq("c4")), Err(Refusal::LeapUsed));
    // The same from the position format.
    let p = pos("chaturanga-v1", &free, 's', "-", "leap=s");
    assert_eq!(dests(&p, "d1"), cells(&steps));
}

#[test]
fn v1_rajah_leap_refused_only_when_an_enemy_that_can_move_attacks() {
    let steps = ["c1", "c2", "d2", "e1", "e2"];
    let with_leaps = ["b2", "c1", "c2", "c3", "d2", "e1", "e2", "e3", "f2"];
    // East's rook on d6 bears down the d-file on the South rajah.
    let attacked = "sK@d1 wK@a5 wP@b8 nK@e8 nP@h7 eK@h4 eP@g1 eR@d6";
    let p = pos("chaturanga-v1", attacked, 's', "-", "");
    assert_eq!(dests(&p, "d1"), cells(&steps));
    assert_eq!(
        p.explain(sq("d1"), sq("e3")),
        Err(Refusal::LeapWhileAttacked)
    );
    let p = pos("chaturanga-v1+dice", attacked, 's', "5", "");
    assert_eq!(dests(&p, "d1"), cells(&steps), "with dice too");

    // East has lost its rajah: its army is frozen, so its rook attacks nothing.
    let frozen = "sK@d1 wK@a5 wP@b8 nK@e8 nP@h7 eP@g1 eR@d6";
    let p = pos("chaturanga-v1", frozen, 's', "-", "kings-lost=e1 held=es");
    assert!(p.frozen(EAST));
    assert_eq!(
        dests(&p, "d1"),
        cells(&with_leaps),
        "a frozen attacker does not count"
    );

    // ... unless West commands it from East's throne: then it can move, and attacks.
    let commanded = "sK@d1 wK@h4 wP@b8 nK@e8 nP@h7 eP@g1 eR@d6";
    let p = pos(
        "chaturanga-v1",
        commanded,
        's',
        "-",
        "command=w kings-lost=e1 held=es",
    );
    assert!(!p.frozen(EAST));
    assert_eq!(
        dests(&p, "d1"),
        cells(&steps),
        "a commanded attacker counts"
    );

    // A minor attacker (East's pawn on e2 looks at d1 diagonally) cannot capture a rajah; an enemy
    // rajah a knight's leap away (West's on b2) attacks only by its own leap; an ally's rook on the
    // d-file is no enemy. None of them forbids the leap (and the leaps may capture the rajah on b2).
    let harmless = "sK@d1 wK@b2 wP@b8 nK@e8 nR@d7 nP@h7 eK@h4 eP@e2";
    let p = pos("chaturanga-v1", harmless, 's', "-", "");
    assert_eq!(
        dests(&p, "d1"),
        cells(&["b2", "c1", "c2", "c3", "d2", "e1", "e2", "e3", "f2"])
    );
}

// ----- Dice ------------------------------------------------------------------------------------

/// Which piece each face moves: v1's optional die and v2's are a d6 on which 1 and 6 move
/// nothing, 2 an alfil, 3 a knight, 4 a rook, 5 a pawn or the king; the four faces of the antique
/// version's and Chaturaji's die are 2 alfil, 3 knight, 4 rook, 5 king or pawn; Chaduranga's are
/// 1 alfil, 3 knight, 4 rook, 6 king or pawn; v1 itself has no dice.
#[test]
fn each_face_names_the_right_piece_kinds() {
    use Role::*;
    let d6: &[(u8, &[Role])] = &[
        (1, &[]),
        (2, &[Alfil]),
        (3, &[Knight]),
        (4, &[Rook]),
        (5, &[Pawn, King]),
        (6, &[]),
    ];
    let d4: &[(u8, &[Role])] = &[
        (2, &[Alfil]),
        (3, &[Knight]),
        (4, &[Rook]),
        (5, &[Pawn, King]),
    ];
    let daala: &[(u8, &[Role])] = &[
        (1, &[Alfil]),
        (3, &[Knight]),
        (4, &[Rook]),
        (6, &[Pawn, King]),
    ];
    assert!(rules("chaturanga-v1").dice.is_none());
    for (id, want) in [
        ("chaturanga-v1+dice", d6),
        ("chaturanga-v2", d6),
        ("chaturanga-antique", d4),
        ("chaturaji", d4),
        ("chaduranga", daala),
    ] {
        let faces = rules(id).dice.expect("a die").faces;
        let got: Vec<(u8, RoleSet)> = faces.iter().map(|f| (f.value, f.roles)).collect();
        let want: Vec<(u8, RoleSet)> = want.iter().map(|&(v, r)| (v, RoleSet::of(r))).collect();
        assert_eq!(got, want, "{id}");
    }
}

/// A turn with dice: the face rolled says which kind of piece may move; if any legal move of that
/// kind exists the player has to make one, and if none exists his turn passes.
#[test]
fn the_roll_restricts_the_moves_to_its_kinds_and_forces_one() {
    for id in [
        "chaturanga-v1+dice",
        "chaturanga-v2",
        "chaturanga-antique",
        "chaturaji",
        "chaduranga",
    ] {
        let r = rules(id);
        let start = Position::start(r);
        // Before the roll: the die's faces are the only actions (and the game's die picks one).
        let acts = actions(&start);
        let faces = r.dice.unwrap().faces;
        assert_eq!(acts.len(), faces.len(), "{id}");
        assert!(acts.iter().all(|a| matches!(a, Action::Roll(_))), "{id}");
        let game = Game::from_position(start, 9);
        assert_eq!(
            game.legal_actions(),
            vec![Action::Roll(game.next_roll())],
            "{id}"
        );

        for (i, face) in faces.iter().enumerate() {
            let mut p = start;
            p.set_roll(i as u8);
            // Exactly the moves the named kinds of South's army have on an open roll.
            let mut want: Vec<(String, String)> = Vec::new();
            for s in p.army_cells(SOUTH) {
                if face.roles.has(p.piece_at(s).unwrap().role()) {
                    want.extend(p.targets(s).map(|t| (name(s), name(t))));
                }
            }
            want.sort();
            let mut got: Vec<(String, String)> = moves(&p)
                .iter()
                .map(|m| (name(m.from), name(m.to)))
                .collect();
            got.sort();
            assert_eq!(got, want, "{id} face {}", face.value);
            let acts = actions(&p);
            if want.is_empty() {
                assert_eq!(acts, vec![Action::Pass], "{id} face {}", face.value);
            } else {
                assert!(!acts.contains(&Action::Pass), "{id}: a move is forced");
                assert!(acts.iter().all(|a| matches!(a, Action::Move(_))), "{id}");
            }
        }
    }
    // At the start of v2 a 4 names the rook, walled in on c1: the turn passes.
    let mut p = Position::start(rules("chaturanga-v2"));
    act(&mut p, Action::Roll(3));
    assert_eq!(actions(&p), vec![Action::Pass]);
    let ev = act(&mut p, Action::Pass);
    assert_eq!(ev, vec![Event::Passed { seat: SOUTH }]);
    assert_eq!((p.to_move(), p.roll(), p.ply()), (WEST, None, 1));
    // A 3 names the knight: its two moves and nothing else; passing is refused.
    let mut start = Position::start(rules("chaturanga-v2"));
    start.set_roll(2);
    assert_eq!(move_texts(&start), cells(&["Nb1-a3", "Nb1-c3"]));
    let mut game = Game::from_position(start, 1);
    assert!(game.play(Action::Pass).is_err());
    let pawn_step = ashtapada_rules::Move::new(sq("a2"), sq("a3"));
    assert!(
        game.play(Action::Move(pawn_step)).is_err(),
        "the pawn is not rolled"
    );
    assert!(game.play(Action::Move(mv(&start, "Nb1-c3"))).is_ok());
}

// ----- Roll-off --------------------------------------------------------------------------------

/// Who starts: a game with dice opens with everyone rolling, and the highest roll begins; in
/// chaturaji that same roll serves for his first move, in chaturanga-antique he rolls once more.
/// Our reading for games without dice: South begins. (Document 002, rule 5: "he who rolls the
/// highest goes first and takes the number as his first roll".)
#[test]
fn roll_off_picks_the_highest_roller_and_chaturaji_keeps_the_roll() {
    for id in [
        "chaturanga-v1+dice",
        "chaturanga-v2",
        "chaturanga-antique",
        "chaturaji",
        "chaduranga",
    ] {
        let r = rules(id);
        let faces = r.dice.unwrap().faces;
        let mut winners = [0; 4];
        for seed in 0..64u64 {
            let ro = roll_off(r, seed);
            let first = &ro.rounds[0];
            assert_eq!(
                first.iter().map(|&(s, _)| s).collect::<Vec<_>>(),
                [SOUTH, WEST, NORTH, EAST]
            );
            let last = ro.rounds.last().unwrap();
            let value = |f: u8| faces[f as usize].value;
            let best = last.iter().map(|&(_, f)| value(f)).max().unwrap();
            let top: Vec<Seat> = last
                .iter()
                .filter(|&&(_, f)| value(f) == best)
                .map(|&(s, _)| s)
                .collect();
            assert_eq!(
                top,
                vec![ro.winner.unwrap()],
                "{id} seed {seed}: one highest roller"
            );
            // Each later round is among those tied for the highest in the round before.
            for w in ro.rounds.windows(2) {
                let b = w[0].iter().map(|&(_, f)| value(f)).max().unwrap();
                let tied: Vec<Seat> = w[0]
                    .iter()
                    .filter(|&&(_, f)| value(f) == b)
                    .map(|&(s, _)| s)
                    .collect();
                assert_eq!(w[1].iter().map(|&(s, _)| s).collect::<Vec<_>>(), tied);
            }
            let winner = ro.winner.unwrap();
            winners[winner.index()] += 1;
            let g = Game::new(r, seed);
            assert_eq!(g.to_move(), winner, "{id} seed {seed}");
            assert_eq!(
                g.roll_off(),
                Some(ro.clone()),
                "the game tells its roll-off"
            );
            assert_eq!(*g.start(), Game::start_position(r, seed));
            let own = last.iter().find(|&&(s, _)| s == winner).unwrap().1;
            if id == "chaturaji" {
                assert_eq!(r.roll_off, RollOff::KeepRoll);
                assert_eq!(
                    g.position().roll(),
                    Some(own),
                    "{id} seed {seed}: the roll is kept"
                );
                assert!(!g.position().needs_roll());
                assert!(g
                    .legal_actions()
                    .iter()
                    .all(|a| !matches!(a, Action::Roll(_))));
            } else {
                assert_eq!(r.roll_off, RollOff::Reroll);
                assert_eq!(
                    g.position().roll(),
                    None,
                    "{id} seed {seed}: he rolls again"
                );
                assert_eq!(g.legal_actions(), vec![Action::Roll(g.next_roll())]);
            }
        }
        assert!(
            winners.iter().all(|&w| w > 0),
            "{id}: every seat wins some roll-off: {winners:?}"
        );
    }
    // No dice, no roll-off: South starts.
    for seed in 0..8 {
        let g = Game::new(rules("chaturanga-v1"), seed);
        assert_eq!(roll_off(rules("chaturanga-v1"), seed).winner, None);
        assert_eq!((g.to_move(), g.position().roll()), (SOUTH, None));
        assert_eq!(*g.position(), Position::start(rules("chaturanga-v1")));
        assert_eq!(g.roll_off(), None);
    }
    // A dice game set up from another position had no roll-off.
    let r = rules("chaturaji");
    let mut other = Game::start_position(r, 3);
    other.set_roll(if other.roll() == Some(0) { 1 } else { 0 });
    assert_ne!(other, Game::start_position(r, 3));
    assert_eq!(Game::from_position(other, 3).roll_off(), None);
}

// ----- The 2×2 alfil square --------------------------------------------------------------------

/// The 2×2 alfil square: it is looked for after each alfil move. When the alfil just moved and
/// three others now fill a 2×2 block, the moved alfil's owner captures both enemy alfils and the
/// ally's alfil becomes his (v1, v2, antique); in chaturaji he captures the other three; in
/// chaduranga nothing happens.
#[test]
fn alfil_square_in_each_ruleset() {
    // North's alfil d4, West's e4, East's d5: South's alfil c3-e5 closes the block d4-e5.
    let pieces = format!("sA@c3 nA@d4 wA@e4 eA@d5 sK@d1 {QUIET_OTHERS}");
    for id in FOUR {
        let mut p = pos(id, &pieces, 's', &roll_for(id, Role::Alfil), "");
        let ev = play(&mut p, "Ac3-e5");
        let cap = |army, at| Event::Captured {
            army,
            role: Role::Alfil,
            at: sq(at),
            by: SOUTH,
        };
        match id {
            "chaduranga" => {
                assert!(
                    !ev.iter().any(|e| matches!(e, Event::AlfilSquare { .. })),
                    "{ev:?}"
                );
                for c in ["d4", "e4", "d5", "e5"] {
                    assert_ne!(at(&p, c), "-", "{id}: nothing happens");
                }
            }
            "chaturaji" => {
                assert_eq!(ev[0], Event::AlfilSquare { by: SOUTH });
                for e in [cap(NORTH, "d4"), cap(WEST, "e4"), cap(EAST, "d5")] {
                    assert!(has(&ev, e), "{id}: {e:?} in {ev:?}");
                }
                assert_eq!(
                    ["d4", "e4", "d5", "e5"].map(|c| at(&p, c)),
                    ["-", "-", "-", "sA"].map(String::from)
                );
                assert_eq!(p.captured(NORTH)[Role::Alfil as usize], 1);
            }
            _ => {
                assert_eq!(ev[0], Event::AlfilSquare { by: SOUTH }, "{id}");
                assert!(
                    has(&ev, cap(WEST, "e4")) && has(&ev, cap(EAST, "d5")),
                    "{id}: {ev:?}"
                );
                assert!(
                    has(
                        &ev,
                        Event::AlfilTaken {
                            from: NORTH,
                            to: SOUTH,
                            at: sq("d4")
                        }
                    ),
                    "{id}"
                );
                assert_eq!(
                    ["d4", "e4", "d5", "e5"].map(|c| at(&p, c)),
                    ["sA", "-", "-", "sA"].map(String::from),
                    "{id}"
                );
                assert_eq!(p.count(SOUTH, Role::Alfil), 2);
                assert_eq!(p.count(NORTH, Role::Alfil), 0);
                assert_eq!(
                    p.captured(NORTH),
                    [0; 8],
                    "{id}: the ally's alfil is taken, not captured"
                );
                assert_eq!(p.captured(WEST)[Role::Alfil as usize], 1);
                assert_eq!(p.quiet_plies(), 0);
            }
        }
    }
    // Three alfils and a pawn make no square.
    let pieces = format!("sA@c3 nA@d4 wA@e4 eP@d5 sK@d1 {QUIET_OTHERS}");
    let mut p = pos("chaturanga-v1", &pieces, 's', "-", "");
    let ev = play(&mut p, "Ac3-e5");
    assert!(ev.is_empty(), "{ev:?}");
}

/// The square completed by a commanded ally's alfil: South, on North's throne, plays North's
/// turn (v1) and moves North's alfil f6-d4 next to South's e5, West's e4 and East's d5. By the
/// alfil square rule the *owner of the moved alfil* (North) captures both enemy alfils and takes
/// his ally's (South's) alfil.
#[test]
fn alfil_square_completed_by_a_commanded_ally_alfil() {
    let pieces = "sK@e8 sA@e5 sP@a2 nA@f6 nP@h6 wA@e4 eA@d5 wK@a5 wP@b8 eK@h4 eP@g1";
    for (id, side) in [
        ("chaturanga-v1", 'n'),
        ("chaturanga-v2", 's'),
        ("chaturanga-v2", 'n'),
    ] {
        let mut p = pos(
            id,
            pieces,
            side,
            &roll_for(id, Role::Alfil),
            "command=s kings-lost=n1 held=nw",
        );
        assert_eq!(p.actor(), SOUTH, "{id}: South plays");
        let ev = play(&mut p, "Af6-d4");
        assert_eq!(ev[0], Event::AlfilSquare { by: NORTH }, "{id}");
        assert!(
            has(
                &ev,
                Event::AlfilTaken {
                    from: SOUTH,
                    to: NORTH,
                    at: sq("e5")
                }
            ),
            "{ev:?}"
        );
        for (army, c) in [(WEST, "e4"), (EAST, "d5")] {
            assert!(has(
                &ev,
                Event::Captured {
                    army,
                    role: Role::Alfil,
                    at: sq(c),
                    by: NORTH
                }
            ));
        }
        assert_eq!(
            ["d4", "e4", "d5", "e5"].map(|c| at(&p, c)),
            ["nA", "-", "-", "nA"].map(String::from)
        );
    }
}

// ----- Frozen armies ---------------------------------------------------------------------------

/// Frozen armies (v1, v2, chaduranga): a seat whose king is gone loses its turns, unless it is
/// commanded from a throne, and its pieces remain on the board as obstacles that can be taken.
/// Our reading for chaturaji and chaturanga-antique, whose documents are silent on the point: an
/// army without its king goes on moving.
#[test]
fn king_loss_freezes_the_army_in_v1_v2_and_chaduranga_only() {
    let pieces = "sK@d1 sR@c4 wK@c5 wP@b6 wN@c7 nK@e8 nP@h7 eK@h4 eP@g2 eN@h2";
    for id in FOUR {
        let freezes = !matches!(id, "chaturanga-antique" | "chaturaji");
        let money = if matches!(id, "chaturanga-v2" | "chaturanga-antique") {
            "money=-1,-1,-1,-1 pot=4"
        } else {
            ""
        };
        let mut p = pos(id, pieces, 's', &roll_for(id, Role::Rook), money);
        let ev = go(&mut p, "Rc4xc5");
        assert!(has(
            &ev,
            Event::Captured {
                army: WEST,
                role: Role::King,
                at: sq("c5"),
                by: SOUTH
            }
        ));
        assert_eq!(
            has(&ev, Event::Frozen { army: WEST }),
            freezes,
            "{id}: {ev:?}"
        );
        assert_eq!(p.frozen(WEST), freezes, "{id}");
        assert_eq!(p.king_holder(WEST), Some(SOUTH));
        if id == "chaturanga-v2" {
            // "Capture du Rajah ... le joueur dont le Rajah est capturé doit verser au joueur qui
            // l'a capturé une unité".
            assert!(has(
                &ev,
                Event::Paid {
                    from: Some(WEST),
                    to: SOUTH,
                    units: 1,
                    reason: PaymentReason::KingCaptured
                }
            ));
            assert_eq!(p.money(), [0, -2, -1, -1]);
        }
        if !freezes {
            // West keeps its turn and moves its pieces.
            assert_eq!(p.to_move(), WEST, "{id}");
            go(&mut p, "b6-c6");
            assert_eq!(p.to_move(), NORTH);
            continue;
        }
        // West's seat is skipped round after round; its pieces stay, and can be captured.
        assert_eq!(p.to_move(), NORTH, "{id}");
        go(&mut p, "h7-h6");
        assert_eq!(p.to_move(), EAST);
        go(&mut p, "g2-f2");
        assert_eq!(p.to_move(), SOUTH);
        assert_eq!(at(&p, "b6"), "wP");
        let ev = go(&mut p, "Rc5xc7");
        assert!(has(
            &ev,
            Event::Captured {
                army: WEST,
                role: Role::Knight,
                at: sq("c7"),
                by: SOUTH
            }
        ));
        assert_eq!(p.to_move(), NORTH, "{id}");
    }
}

#[test]
fn frozen_pieces_are_obstacles_and_never_move() {
    // v1: West has lost its rajah; its pawn on b4 blocks South's rook, which may capture it.
    let pieces = "sK@d1 sR@a4 wP@b4 wN@a7 nK@e8 nP@h7 eK@h4 eP@g1";
    let p = pos("chaturanga-v1", pieces, 's', "-", "kings-lost=w1 held=ws");
    assert!(p.frozen(WEST) && !p.army_can_move(WEST));
    assert_eq!(
        dests(&p, "a4"),
        cells(&["a1", "a2", "a3", "a5", "a6", "a7", "b4"])
    );
    // On West's own turn (set by hand) nothing may move: the explanation says why.
    let p = pos("chaturanga-v1", pieces, 'w', "-", "kings-lost=w1 held=ws");
    assert!(moves(&p).is_empty());
    assert_eq!(
        p.explain(sq("b4"), sq("c4")),
        Err(Refusal::ArmyFrozen(WEST))
    );
}

// ----- Throne command --------------------------------------------------------------------------

/// The throne: a player commands his ally's army from the moment his king steps onto the ally's
/// throne, even if the ally's king has been captured, and keeps command (his king may walk off
/// the throne) until the ally's king returns to play or his own king is taken. In v1 the commander
/// plays the ally's turns with the ally's army; elsewhere, on the turn of either partner, he may
/// spend the roll on either army. Chaduranga has no throne command.
#[test]
fn command_begins_on_the_ally_throne_even_after_the_ally_king_fell() {
    // North's rajah was captured by West; South's king steps d7-e8 onto North's throne.
    let pieces = "sK@d7 sP@a2 nP@h6 nR@f8 wK@a5 wP@b8 wN@a7 eK@h4 eP@g1";
    for id in FOUR {
        let mut p = pos(
            id,
            pieces,
            's',
            &roll_for(id, Role::King),
            "kings-lost=n1 held=nw",
        );
        let ev = play(&mut p, "Kd7-e8");
        let commands = id != "chaduranga";
        assert_eq!(
            has(&ev, Event::CommandBegins { commander: SOUTH }),
            commands,
            "{id}: {ev:?}"
        );
        assert_eq!(p.commands(SOUTH), commands, "{id}");
        assert_eq!(p.commanded(NORTH), commands, "{id}");
        if !commands {
            continue;
        }
        assert!(!p.frozen(NORTH), "{id}: the commanded army moves again");
        // West plays, then North's turn comes round (it was skipped while frozen in v1/v2) and
        // South plays it.
        assert_eq!(p.to_move(), WEST, "{id}");
        go(&mut p, "b8-c8");
        assert_eq!(p.to_move(), NORTH, "{id}");
        assert_eq!(p.actor(), SOUTH, "{id}");
    }
}

#[test]
fn v1_commander_plays_the_ally_turns_with_the_ally_army_only() {
    let pieces = "sK@e8 sR@c1 sP@a2 nP@h6 nR@f7 wK@a5 wP@b8 eK@h4 eP@g1";
    let extras = "command=s kings-lost=n1 held=nw";
    let p = pos("chaturanga-v1", pieces, 'n', "-", extras);
    assert_eq!(p.actor(), SOUTH);
    let armies: Vec<Seat> = moves(&p)
        .iter()
        .map(|m| p.piece_at(m.from).unwrap().army())
        .collect();
    assert!(
        !armies.is_empty() && armies.iter().all(|&a| a == NORTH),
        "{armies:?}"
    );
    assert_eq!(
        p.explain(sq("c1"), sq("c2")),
        Err(Refusal::NotYourArmy(SOUTH))
    );
    // On South's own turn, South's army only.
    let p = pos("chaturanga-v1", pieces, 's', "-", extras);
    assert_eq!(p.actor(), SOUTH);
    let armies: Vec<Seat> = moves(&p)
        .iter()
        .map(|m| p.piece_at(m.from).unwrap().army())
        .collect();
    assert!(
        !armies.is_empty() && armies.iter().all(|&a| a == SOUTH),
        "{armies:?}"
    );
}

#[test]
fn commander_uses_either_army_on_both_turns_outside_v1() {
    let pieces = "sK@e8 sR@c1 sP@a2 nP@h6 nR@f7 wK@a5 wP@b8 wN@a7 eK@h4 eP@g1 eN@h2";
    let extras = "command=s kings-lost=n1 held=nw";
    for id in ["chaturanga-v2", "chaturanga-antique", "chaturaji"] {
        for side in ['s', 'n'] {
            let p = pos(id, pieces, side, &roll_for(id, Role::Rook), extras);
            assert_eq!(p.actor(), SOUTH, "{id} {side}");
            // c2-c8, b1, a1, d1-f1 and the capture on g1.
            assert_eq!(dests(&p, "c1").len(), 13, "{id} {side}: South's rook");
            assert!(!dests(&p, "f7").is_empty(), "{id} {side}: North's rook");
            let p = pos(id, pieces, side, &roll_for(id, Role::Pawn), extras);
            assert!(
                dests(&p, "a2").contains("a3") && dests(&p, "h6").contains("h5"),
                "{id} {side}"
            );
        }
    }
}

#[test]
fn command_lasts_when_the_king_leaves_the_throne() {
    let pieces = "sK@e8 sP@a2 nP@h6 nR@f7 wK@a5 wP@b8 eK@h4 eP@g1";
    for id in [
        "chaturanga-v1",
        "chaturanga-v2",
        "chaturanga-antique",
        "chaturaji",
    ] {
        let mut p = pos(
            id,
            pieces,
            's',
            &roll_for(id, Role::King),
            "command=s kings-lost=n1 held=nw",
        );
        let ev = play(&mut p, "Ke8-d7");
        assert!(
            !ev.iter().any(|e| matches!(e, Event::CommandEnds { .. })),
            "{id}"
        );
        assert!(p.commands(SOUTH) && p.commanded(NORTH), "{id}");
    }
}

#[test]
fn command_ends_when_the_commander_king_is_captured() {
    // West's rook takes the South king on d7 while South commands North.
    let pieces = "sK@d7 sP@a2 nP@h6 nR@f8 wK@a5 wR@d4 wP@b8 eK@h4 eP@g1";
    for id in [
        "chaturanga-v1",
        "chaturanga-v2",
        "chaturanga-antique",
        "chaturaji",
    ] {
        let mut p = pos(
            id,
            pieces,
            'w',
            &roll_for(id, Role::Rook),
            "command=s kings-lost=n1 held=nw",
        );
        let ev = play(&mut p, "Rd4xd7");
        assert!(
            has(
                &ev,
                Event::CommandEnds {
                    commander: SOUTH,
                    reason: CommandEnd::CommanderKingLost
                }
            ),
            "{id}: {ev:?}"
        );
        assert!(!p.commands(SOUTH) && !p.commanded(NORTH), "{id}");
        let freezes = matches!(id, "chaturanga-v1" | "chaturanga-v2");
        assert_eq!(p.frozen(NORTH), freezes, "{id}");
        assert_eq!(p.frozen(SOUTH), freezes, "{id}");
    }
}

/// Our reading: standing on an enemy's throne gives no command over his army (it counts only for
/// the stakes); document 002, rule 13: "This does not count if an enemy throne is gained; that
/// enemy may continue to move as normal."
#[test]
fn an_enemy_throne_gives_no_command() {
    let pieces = "sK@a4 sP@d2 wK@c7 wP@b8 nK@e8 nP@h7 eK@h4 eP@g1";
    for id in FOUR {
        let mut p = pos(id, pieces, 's', &roll_for(id, Role::King), "");
        let ev = play(&mut p, "Ka4-a5");
        assert!(
            !ev.iter().any(|e| matches!(e, Event::CommandBegins { .. })),
            "{id}: {ev:?}"
        );
        assert!(!p.commands(SOUTH) && !p.commanded(WEST), "{id}");
        assert_eq!((p.to_move(), p.actor()), (WEST, WEST), "{id}");
    }
}
