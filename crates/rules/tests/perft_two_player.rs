//! Pinned perft counts for the two-player rulesets, from the start and from three middle-game
//! positions each, every one cross-checked against the independent reference rules of
//! `tests/reference`.
//!
//! Perft as pinned (`perft.rs`, issue 2): perft(0) = 1; otherwise the sum over legal moves of
//! perft(depth − 1) after the move. Legal means pseudo-legal: kings may be left attacked. A side
//! with no move makes one pass. A finished game (king captured, or the draw rule) counts 1 whatever
//! depth remains. From the initial set-up White moves. Each promotion choice is its own move; a
//! bonus move (meeting pawns) is its own ply.
//!
//! The engine counts every pin (to depth 6 from the start, 5 from the middle-game positions);
//! the reference recomputes all but the deepest in the tests themselves (to depth 5 and 4). The
//! deepest pins were computed by the reference too when they were written, and agreed;
//! recomputing them takes it about 25 s, too slow for every test run.
//!
//! Deeper counts, computed once by both the engine and the reference (agreeing), are too slow
//! for a test (8 billion nodes, over a minute of engine CPU). The command line gives each again:
//! `cargo run --release -p ashtapada-cli -- perft <ruleset> <depth> --fen '<the pin's fen>'`
//! (no `--fen` for a start).
//!
//! | ruleset | pin | depth | nodes |
//! |---|---|---|---|
//! | chaturanga-v3 | `START_V3` | 7 | 780 663 520 |
//! | byzantine-traditional | `START_TRADITIONAL` | 7 | 177 480 675 |
//! | byzantine-modern | `START_MODERN` | 7 | 2 344 130 525 |
//! | chaturanga-v3 | `V3_LEAP_ATTACKED` | 6 | 141 555 473 |
//! | chaturanga-v3 | `V3_PROMOTION` | 6 | 60 628 614 |
//! | chaturanga-v3 | `V3_BLACK_PROMOTION` | 6 | 86 056 355 |
//! | byzantine-traditional | `TRAD_MEETING` | 6 | 131 578 579 |
//! | byzantine-traditional | `TRAD_OPEN_RING_KING_EN_PRISE` | 6 | 256 462 179 |
//! | byzantine-traditional | `TRAD_CAPTURE_MEETING_OPEN_RING` | 6 | 372 742 875 |
//! | byzantine-modern | `MODERN_PROMOTION` | 6 | 357 988 631 |
//! | byzantine-modern | `MODERN_BLACK_PROMOTION_OPEN_RING` | 6 | 1 600 356 279 |
//! | byzantine-modern | `MODERN_QUEEN_KING_EN_PRISE` | 6 | 2 049 121 174 |
//!
//! The middle-game positions are reached by playing concrete lines from the start (found by
//! searching random games for positions where the special rules are live); their position text is
//! recorded so that a change in either the rules or the format shows up here.

mod common;
mod reference;

use ashtapada_rules::{fen, perft::perft, Position};
use common::*;
use reference::Rules;

/// A position to count from: how to reach it, its text, and the pinned counts for depths 1, 2, …
struct Pin {
    rules: Rules,
    name: &'static str,
    line: &'static [&'static str],
    fen: &'static str,
    counts: &'static [u64],
}

impl Pin {
    fn position(&self) -> Position {
        pos(self.rules, self.fen)
    }
}

// ----- From the start -------------------------------------------------------------------------------

const START_V3: Pin = Pin {
    rules: Rules::V3,
    name: "start",
    line: &[],
    fen: "bRbNbAbFbKbAbNbR/bPbPbPbPbPbPbPbP/8/8/8/8/wPwPwPwPwPwPwPwP/wRwNwAwFwKwAwNwR w - 0 0",
    counts: &[18, 324, 5_922, 108_265, 2_058_979, 39_179_002],
};

const START_TRADITIONAL: Pin = Pin {
    rules: Rules::Traditional,
    name: "start",
    line: &[],
    fen: "wP-wRwRwP+4bP-bRbRbP+4/wP-wNwNwP+4bP-bNbNbP+4/wP-wAwAwP+4bP-bAbAbP+4/wP-wFwKwP+4bP-bFbKbP+4 w - 0 0",
    counts: &[14, 196, 2_912, 43_270, 679_927, 10_690_978],
};

/// The engine's modern set-up (White roi d3, dame d2; Black roi d10, dame d11). The document's own
/// remark gives its mirror image (see `two_player_rules.rs`), which has the same counts.
const START_MODERN: Pin = Pin {
    rules: Rules::Modern,
    name: "start",
    line: &[],
    fen: "wP-wRwRwP+4bP-bRbRbP+4/wP-wNwNwP+4bP-bNbNbP+4/wP-wBwBwP+4bP-bBbBbP+4/wP-wKwQwP+4bP-bQbKbP+4 w - 0 0",
    counts: &[20, 400, 8_584, 184_031, 4_214_845, 96_392_422],
};

// ----- Middle games: chaturanga-v3 --------------------------------------------------------------------

/// Black to move with its rajah attacked by the knight on c7 (no leap for Black), White's rajah
/// not attacked (its leap is live at the next ply), and White threatening to take the rajah.
const V3_LEAP_ATTACKED: Pin = Pin {
    rules: Rules::V3,
    name: "leap refused and live, rajah attacked",
    line: &["Nb1-c3", "Ng8-f6", "Nc3-d5", "Nf6-e4", "Nd5xc7"],
    fen: "bRbNbAbFbKbA1bR/bPbPwNbPbPbPbPbP/8/8/4bN3/8/wPwPwPwPwPwPwPwP/wR1wAwFwKwAwNwR b - 0 5 captured=bP",
    counts: &[23, 527, 11_681, 267_937, 6_123_828],
};

/// White's soldier on f7 promotes on f8 (an elephant was lost: f8=A), stays a soldier taking g8
/// (no knight lost) and takes the rajah on e8 (the king's square: no promotion). White's rajah has
/// its three leaps; Black's soldier on c1 stands on the last rank and cannot move.
const V3_PROMOTION: Pin = Pin {
    rules: Rules::V3,
    name: "promotion with and without a loss",
    line: &[
        "g2-g3", "b7-b6", "d2-d3", "b6-b5", "a2-a3", "Nb8-c6", "f2-f3", "g7-g6", "f3-f4", "b5-b4", "f4-f5", "b4-b3",
        "f5xg6", "b3xc2", "g6xf7", "c2xc1",
    ],
    fen: "bR1bAbFbKbAbNbR/bP1bPbPbPwP1bP/2bN5/8/8/wP2wP2wP1/1wP2wP2wP/wRwNbPwFwKwAwNwR w - 0 16 captured=wAwPbPbP",
    counts: &[21, 345, 7_468, 136_417, 3_055_978],
};

/// Black's soldier on b2 promotes taking c1 (b2xc1=A, an elephant lost) but stays a soldier taking
/// a1 or b1 (no rook or knight lost); Black's rajah has leapt already, White's has not; the soldier
/// on d6 threatens to promote as well.
const V3_BLACK_PROMOTION: Pin = Pin {
    rules: Rules::V3,
    name: "black promotion, leap used",
    line: &[
        "h2-h3", "b7-b6", "f2-f3", "b6-b5", "c2-c3", "b5-b4", "d2-d3", "b4xc3", "d3-d4", "c3xb2", "d4-d5", "Ke8-f6",
        "g2-g3", "Af8-d6", "d5xd6",
    ],
    fen: "bRbNbAbF2bNbR/bP1bPbPbPbPbPbP/3wP1bK2/8/8/5wPwPwP/wPbP2wP3/wRwNwAwFwKwAwNwR b - 0 15 leap=b captured=wPwPbA",
    counts: &[21, 426, 9_029, 185_881, 4_032_582],
};

// ----- Middle games: byzantine-traditional --------------------------------------------------------------

/// White's pawns c12 (going up) and c14 (going down) are one cell apart: either step makes them
/// meet, both leave the board and White moves again (a bonus ply).
const TRAD_MEETING: Pin = Pin {
    rules: Rules::Traditional,
    name: "pawns about to meet",
    line: &[
        "c4-c5", "d9-d8", "c5-c6", "Nb10-c8", "d1-d16", "d12-d13", "c6-c7", "c12-c13", "c7xd8", "a9-a8", "d8xc9",
        "a12-a13", "d16-d15", "c13-c14", "c9xd10", "d13-d14", "a1-a16", "b12-b13", "d15xc14", "a13-a14", "d10xc11",
        "Kd11-d10", "c11-c12", "a8-a7",
    ],
    fen: "1wRwRwP+2bP-2bRbR2bP+1wP-/wP-wNwNwP+4bP-1bN1bP+3/wP-wAwA4bN1bA1wP+1wP-2/1wFwKwP+5bK3bP+2 w - 0 24 captured=bAbFbPbPbP",
    counts: &[20, 495, 10_194, 251_192, 5_308_953],
};

/// Black's rook on b3 has the open ring b (11 cells along it, wrapping); White's king on d3 is
/// attacked and Black can take it at once (c4xd3), so finished games enter the count at depth 1.
const TRAD_OPEN_RING_KING_EN_PRISE: Pin = Pin {
    rules: Rules::Traditional,
    name: "open ring, king en prise",
    line: &[
        "c4-c5", "b9-b8", "a4-a5", "a9-a8", "a1-a16", "Nb11-a9", "c1-c16", "Nb10-c8", "d1-d16", "a8-a7", "a16-a15",
        "Ra10-b10", "Ra3-a4", "b8-b7", "a5-a6", "b7xa6", "Nb2-c4", "c12-c13", "b4-b5", "a6xb5", "c16-c15", "b5xc4",
        "Ra4-a5", "Rb10xb3", "b1-b16",
    ],
    fen: "1wR2wR1bP-1bN1bRbP+2wP-1/2bR8bP+3wP-/1wAwAbP-wP+2bNbP-bAbA1bP+1wP-1/1wFwKwP+4bP-bFbKbP+3wP- b - 0 25 captured=wNwNwPwP",
    counts: &[30, 610, 17_930, 386_060, 11_326_325],
};

/// Rooks of both sides on the open outer ring (a5: 10 cells along it; a12: 10); Black's pawn b1
/// (going down) takes c16 and meets its partner on c15: a capture and a bonus ply in one move.
const TRAD_CAPTURE_MEETING_OPEN_RING: Pin = Pin {
    rules: Rules::Traditional,
    name: "capture into a meeting, open ring",
    line: &[
        "b1-b16", "b12-b13", "a1-a16", "c12-c13", "a4-a5", "b13-b14", "c1-c16", "a9-a8", "b4-b5", "c9-c8", "d1-d16",
        "c13-c14", "b16-b15", "d12-d13", "d16-d15", "c14-c15", "a5-a6", "d9-d8", "a16-a15", "c8-c7", "Ra3-a5",
        "c7-c6", "a6-a7", "c6-c5", "a15xb14", "c5xd4", "b5-b6", "d8-d7", "Ra2xa12", "d4xc3", "d15-d14", "c3xb2",
        "c4-c5", "Ra11xa12", "b14-b13", "b2-b1", "b15-b14",
    ],
    fen: "4wR1wP+bP-1bR1bR4/bP-1wN2wP+2bP-bNbN1wP-wP-2/1wA2wP+4bAbA3bP+wP-/1wFwK3bP-2bFbK1bP+wP-2 b - 0 37 captured=wRwNwAwPbPbP",
    counts: &[32, 760, 22_778, 534_765, 15_703_388],
};

// ----- Middle games: byzantine-modern
//
// Reached by the mirror images (cell c -> 5 - c) of the lines first written for the earlier,
// king-queen-swapped set-up: the counts are the same, as the mirror maps one game tree onto the other. -----------------------------------------------------------------

/// White's pawn c9 (going down) takes b10 or d10 (Black piece cells) and promotes, 4 choices each;
/// seven White pawns still have their double step.
const MODERN_PROMOTION: Pin = Pin {
    rules: Rules::Modern,
    name: "promotion by capture, double steps",
    line: &["b4-b6", "c9-c8", "b6-b7", "c12-c13", "b7xc8", "c13-c14", "c8-c9", "d9-d7"],
    fen: "wP-wRwRwP+4bP-bRbRbP+4/wP-wNwN5bP-bNbNbP+4/wP-wBwBwP+4wP+bBbB2bP+2/wP-wKwQwP+2bP-2bQbKbP+4 w - 0 8 captured=bP",
    counts: &[28, 673, 18_298, 472_317, 13_084_005],
};

/// Black's pawn a1 takes b2 (a White rook cell) and promotes, 4 choices; Black's rook on b11 has the
/// open ring b; two Black double steps remain; White's pawns c13 and b5/a5 are near promotion.
const MODERN_BLACK_PROMOTION_OPEN_RING: Pin = Pin {
    rules: Rules::Modern,
    name: "black promotion, open ring",
    line: &["b1-b15", "Nb11-c13", "a1-a15", "b12-b14", "b4-b6", "d12-d13", "a4-a5", "Ra11-b11", "a5-a6", "b14xa15", "Ra2-a16", "Nb10-c8", "Ra16-a2", "a15-a16", "b15-b14", "b9-b7", "d4-d5", "a9-a7", "c4-c5", "a16-a1", "c1-c15", "d13-d14", "b14xc13"],
    fen: "bP+wRwR2wP+bP-2bR1bP+4/1wNwN2wP+bP-3bR5/1wBwB1wP+2bNbP-bBbBbP+wP-1wP-1/wP-wKwQ1wP+3bP-bQbK2bP+2 b - 0 23 captured=wPbN",
    counts: &[39, 1_105, 42_417, 1_290_091, 49_621_223],
};

/// Black's queen on d4 has the open inner ring and takes White's king on d2 at once; four Black
/// double steps remain; White's queen sits on c4.
const MODERN_QUEEN_KING_EN_PRISE: Pin = Pin {
    rules: Rules::Modern,
    name: "open ring queen, king en prise",
    line: &["c4-c6", "c12-c14", "b4-b6", "d9-d8", "c6-c7", "d8xc7", "Nb2-a16", "d12-d13", "c1-c16", "Kd11-c12", "b6xc7", "Qd10xd4", "Qd3-c4"],
    fen: "wP-wRwRwP+4bP-bRbRbP+3wN/wP-1wN5bP-bNbNbP+4/1wBwBwQ2wP+1bP-bBbBbK1bP+1wP-/wP-wK1bQ8bP+3 b - 1 13 captured=wPwPbP",
    counts: &[42, 1_301, 51_469, 1_633_445, 62_817_474],
};

const STARTS: [&Pin; 3] = [&START_V3, &START_TRADITIONAL, &START_MODERN];
const MIDDLE: [&Pin; 9] = [
    &V3_LEAP_ATTACKED,
    &V3_PROMOTION,
    &V3_BLACK_PROMOTION,
    &TRAD_MEETING,
    &TRAD_OPEN_RING_KING_EN_PRISE,
    &TRAD_CAPTURE_MEETING_OPEN_RING,
    &MODERN_PROMOTION,
    &MODERN_BLACK_PROMOTION_OPEN_RING,
    &MODERN_QUEEN_KING_EN_PRISE,
];

/// The engine's counts match the pins up to `depth`; the reference's match up to `ref_depth`.
fn check(pin: &Pin, depth: usize, ref_depth: usize) {
    let p = pin.position();
    let s = to_reference(pin.rules, &p);
    for d in 1..=depth.min(pin.counts.len()) {
        let want = pin.counts[d - 1];
        assert_eq!(
            perft(&p, d as u32),
            want,
            "{} {}: engine perft({d})",
            pin.rules.id(),
            pin.name
        );
        if d <= ref_depth {
            assert_eq!(
                s.perft(d as u32),
                want,
                "{} {}: reference perft({d})",
                pin.rules.id(),
                pin.name
            );
        }
    }
}

#[test]
fn start_positions_are_the_pinned_ones() {
    for pin in STARTS {
        assert_eq!(
            fen::write(&Position::start(ruleset(pin.rules))),
            pin.fen,
            "{}",
            pin.rules.id()
        );
        assert!(
            to_reference(pin.rules, &pin.position()).same_as(&reference::State::start(pin.rules))
        );
    }
}

#[test]
fn middle_game_positions_are_reached_by_their_lines() {
    for pin in MIDDLE {
        let g = play_line(pin.rules, pin.line);
        assert_eq!(
            fen::write(g.position()),
            pin.fen,
            "{} {}",
            pin.rules.id(),
            pin.name
        );
        assert_eq!(
            g.position(),
            &pin.position(),
            "the text holds the whole position"
        );
        // The reference reaches the same position by its own rules.
        let mut s = reference::State::start(pin.rules);
        let mut eg = ashtapada_rules::Game::new(ruleset(pin.rules), 0);
        for m in pin.line {
            let mv = eg.play_text(m).unwrap();
            let name = engine_move_name(&eg.positions()[eg.positions().len() - 2], mv);
            let rm = s
                .moves()
                .into_iter()
                .find(|&x| s.move_name(x) == name)
                .unwrap_or_else(|| panic!("reference refuses {m}"));
            s.play(rm);
        }
        assert!(
            s.same_as(&rpos(pin.rules, pin.fen)),
            "{} {}: reference reached {}",
            pin.rules.id(),
            pin.name,
            s.write()
        );
    }
}

#[test]
fn perft_start_v3() {
    check(&START_V3, 6, 5);
}

#[test]
fn perft_start_traditional() {
    check(&START_TRADITIONAL, 6, 5);
}

#[test]
fn perft_start_modern() {
    check(&START_MODERN, 6, 5);
}

#[test]
fn perft_middle_games_v3() {
    for pin in [&V3_LEAP_ATTACKED, &V3_PROMOTION, &V3_BLACK_PROMOTION] {
        check(pin, 5, 4);
    }
}

#[test]
fn perft_middle_games_traditional() {
    for pin in [
        &TRAD_MEETING,
        &TRAD_OPEN_RING_KING_EN_PRISE,
        &TRAD_CAPTURE_MEETING_OPEN_RING,
    ] {
        check(pin, 5, 4);
    }
}

#[test]
fn perft_middle_games_modern() {
    for pin in [
        &MODERN_PROMOTION,
        &MODERN_BLACK_PROMOTION_OPEN_RING,
        &MODERN_QUEEN_KING_EN_PRISE,
    ] {
        check(pin, 5, 4);
    }
}
