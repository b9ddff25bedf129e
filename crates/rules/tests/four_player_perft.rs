//! Perft counts of the six four-player ruleset ids, pinned from the start and from two middle-game
//! positions with special rules live.
//!
//! Perft is defined in `perft.rs` (issue 2): with dice, before each ply every face is taken in
//! turn, and under each face each legal move counts, or one pass if there is none; kings may be
//! left attacked; decisions (offers, demands, placements) are not part of it.
//!
//! How far each pin is checked independently:
//! * depth 1 of every pinned position is recounted by `naive_perft1`, a deliberately simple move
//!   generator written here from the rulesets' written rules and readings alone (the table of
//!   rules in the rules pages), not from the engine's code (loops over offsets, no bitboards, its
//!   own reading of frozen armies, command, capture, leap and promotion rules), and its moves are
//!   compared one by one with the engine's under each face;
//! * depths 1–3 are recounted through the action API (`legal_actions` / `apply`), a different path
//!   through the engine from `perft`'s `gen_moves` / `play`;
//! * depth 1 of the start and of `M1` in variant 1 is counted by hand in the comments below;
//! * depths 4 and 5 are regression pins: numbers the engine produced when these tests were written.

mod four_common;

use ashtapada_rules::perft::perft;
use ashtapada_rules::{Action, Position, RoleSet};
use four_common::naive::{engine_moves, naive_moves};
use four_common::*;

/// Middle game 1, thrones and frozen armies. South's king stands on North's throne e8 and commands
/// North, whose king West holds (without the command, as in Chaduranga, North is frozen); East's
/// king was captured once (`kings-lost=e1`) and is back on h4.
const M1: &str = "sK@e8 sR@c4 sN@c3 sA@c1 sP@a3 sP@b4 sP@d2 \
                  nR@f8 nN@g6 nA@h8 nP@f6 nP@g7 nP@h5 \
                  wK@b6 wR@a6 wA@a8 wN@d6 wP@c5 wP@c8 \
                  eK@h4 eR@h2 eN@e4 eA@h1 eP@f3 eP@g2";

/// Middle game 2, promotions and an alfil square. South has lost its rook and a pawn, with pawns
/// on a5 (v2: West's rook square a6 ahead), b7 and c7 (far edge ahead); North's pawn c2 and East's
/// b2 are one step from their far edges, West's g6 too; South's alfil c3-e5 would close the square
/// d4 (North), e4 (West), d5 (East).
const M2: &str = "sK@d1 sA@c3 sN@b1 sP@a5 sP@b7 sP@c7 \
                  wK@f5 wA@e4 wN@a7 wP@g6 wR@f3 \
                  nK@g8 nA@d4 nR@f8 nP@c2 nP@h6 \
                  eK@h4 eA@d5 eP@b2 eN@g3 eR@e2";

fn stake(id: &str) -> &'static str {
    if matches!(id, "chaturanga-v2" | "chaturanga-antique") {
        " money=-1,-1,-1,-1 pot=4"
    } else {
        ""
    }
}

fn m1(id: &str) -> Position {
    let command = if id == "chaduranga" { "" } else { "command=s " };
    pos(
        id,
        M1,
        's',
        "-",
        &format!("{command}kings-lost=n1e1 held=nw{}", stake(id)),
    )
}

fn m2(id: &str) -> Position {
    pos(id, M2, 's', "-", stake(id).trim())
}

/// One ruleset's pins: its id, then perft 1 to 5 from the start, from `M1` and from `M2`.
type Pins = (&'static str, [u64; 5], [u64; 5], [u64; 5]);

const PINS: [Pins; 6] = [
    // Start, by hand: South has 4 pawn steps, Nb1-a3/c3, Aa1-c3, the walled-in rook none, the
    // rajah d1-e1/e2 and, not attacked, its leaps to c3, e3, f2 (b2 is its own pawn's): 12.
    // Every seat's army is the same, turned, so depth 2 is 12 × 12.
    // M1, by hand: South only (North is played on North's turn in v1). Rajah e8: d8, d7, e7, f7
    // (f8 is North's rook), no leap as West's knight d6 attacks e8; rook c4: xc5, d4, xe4; knight
    // c3: a2, a4, b1, b5, d1, d5, e2, xe4; alfil c1-e3; pawns a3-a4, b4-b5, b4xc5, d2-d3: 20.
    (
        "chaturanga-v1",
        [12, 144, 1728, 20592, 295932],
        [20, 450, 3191, 49090, 1053146],
        [15, 286, 5550, 109490, 1601577],
    ),
    // Start, by hand, face by face: 1 pass, 2 Aa1-c3, 3 two knight moves, 4 pass (the rook is
    // walled in), 5 four pawn steps + two king steps + three leaps, 6 pass: 1+1+2+1+9+1 = 15.
    (
        "chaturanga-v1+dice",
        [15, 225, 3375, 50400, 835890],
        [22, 540, 5405, 96823, 2270467],
        [18, 380, 8573, 187255, 3304748],
    ),
    // As v1+dice without the leaps: 1+1+2+1+6+1 = 12.
    (
        "chaturanga-v2",
        [12, 144, 1728, 20736, 272736],
        [29, 607, 17736, 313022, 9429399],
        [15, 320, 6569, 133547, 2125011],
    ),
    // Four faces 2, 3, 4, 5: 1 + 2 + 1 (pass) + 6 = 10.
    (
        "chaturanga-antique",
        [10, 100, 1000, 10000, 113800],
        [27, 511, 13759, 198110, 5846330],
        [13, 239, 4426, 81338, 1102454],
    ),
    (
        "chaturaji",
        [10, 100, 1000, 10000, 113800],
        [29, 576, 16382, 253372, 7819406],
        [14, 270, 5028, 104147, 1509194],
    ),
    // Daala 1, 3, 4, 6: the same pieces as the four-faced die: 10.
    (
        "chaduranga",
        [10, 100, 1000, 10000, 113800],
        [21, 416, 6380, 139435, 2781489],
        [14, 271, 5102, 102497, 1500273],
    ),
];

#[test]
fn perft_pins_from_the_start_and_two_middle_games() {
    for (id, start, a, b) in PINS {
        for (label, p, want) in [
            ("start", Position::start(rules(id)), start),
            ("M1", m1(id), a),
            ("M2", m2(id), b),
        ] {
            let got: Vec<u64> = (1..=5).map(|d| perft(&p, d)).collect();
            assert_eq!(got, want, "{id} {label}");
        }
    }
}

/// Depths 1 and 2 recounted by the naive generator (depth 2: the engine plays each root move, the
/// naive generator lists the replies), and depths 1–3 through the action API.
#[test]
fn perft_cross_checks() {
    for (id, start, a, b) in PINS {
        for (label, p, want) in [
            ("start", Position::start(rules(id)), start),
            ("M1", m1(id), a),
            ("M2", m2(id), b),
        ] {
            assert_eq!(naive_perft1(&p), want[0], "{id} {label}: naive depth 1");
            assert_eq!(naive_perft2(&p), want[1], "{id} {label}: naive depth 2");
            for d in 1..=3 {
                assert_eq!(
                    action_perft(&p, d),
                    want[d as usize - 1],
                    "{id} {label}: actions depth {d}"
                );
            }
        }
    }
}

/// Perft through `legal_actions` and `apply`, leaving out the decisions perft does not count.
fn action_perft(p: &Position, depth: u32) -> u64 {
    if depth == 0 || p.outcome().is_some() {
        return 1;
    }
    if p.reintroduction_turn() {
        // Perft knows no reintroduction: the seat has no move and passes.
        let mut q = *p;
        q.pass();
        return action_perft(&q, depth - 1);
    }
    let acts: Vec<Action> = actions(p)
        .into_iter()
        .filter(|a| !matches!(a, Action::Offer | Action::Demand))
        .collect();
    if acts.iter().all(|a| matches!(a, Action::Roll(_))) && !acts.is_empty() {
        return acts
            .iter()
            .map(|&a| {
                let mut q = *p;
                q.apply(a, &mut ());
                action_perft(&q, depth)
            })
            .sum();
    }
    acts.iter()
        .map(|&a| {
            assert!(matches!(a, Action::Move(_) | Action::Pass), "{a:?}");
            if depth == 1 {
                return 1;
            }
            let mut q = *p;
            q.apply(a, &mut ());
            action_perft(&q, depth - 1)
        })
        .sum()
}

// ----- Depth 1 by the naive generator --------------------------------------------------------

/// Depth-1 perft by the naive counter: under each face (or once without dice) the number of moves,
/// or 1 for the pass. Each face's move list is also compared with the engine's, move by move.
fn naive_perft1(p: &Position) -> u64 {
    if p.outcome().is_some() {
        return 1;
    }
    let faces: Vec<(Option<u8>, RoleSet)> = match p.rules().dice {
        None => vec![(None, RoleSet::ALL)],
        Some(d) => d
            .faces
            .iter()
            .enumerate()
            .map(|(i, f)| (Some(i as u8), f.roles))
            .collect(),
    };
    let mut total = 0;
    for (face, roles) in faces {
        let naive = naive_moves(p, roles);
        let mut q = *p;
        if let Some(f) = face {
            q.set_roll(f);
        }
        assert_eq!(
            engine_moves(&q),
            naive,
            "{} face {face:?}",
            ashtapada_rules::fen::write(p)
        );
        total += naive.len().max(1) as u64;
    }
    total
}

/// Depth 2: the engine plays each root move (or pass), the naive generator counts the replies.
fn naive_perft2(p: &Position) -> u64 {
    let faces: Vec<Option<u8>> = match p.rules().dice {
        None => vec![None],
        Some(d) => (0..d.faces.len() as u8).map(Some).collect(),
    };
    let mut total = 0;
    for face in faces {
        let mut q = *p;
        if let Some(f) = face {
            q.set_roll(f);
        }
        let ms = moves(&q);
        if ms.is_empty() {
            let mut c = q;
            c.pass();
            total += naive_perft1(&c);
        }
        for m in ms {
            let mut c = q;
            c.play(m);
            total += naive_perft1(&c);
        }
    }
    total
}
