//! Four-player rulesets: promotion and the privileged pawn, each on a crafted position.
//!
//! The promotion rules. v1 has none. v2: a pawn that reaches the start square of an enemy knight
//! or rook becomes that piece, but only if its owner has lost one of that kind. chaturanga-antique:
//! on an unmarked square of the far edge, it becomes the rook or knight the square belongs to, but
//! only once that piece and at least one pawn have been lost. chaturaji (rule 16 taken word for
//! word): on an unmarked far-edge square, it becomes the square's piece, but only once the player
//! has lost a pawn; before that no pawn may enter the far edge at all, marked squares included.
//! chaduranga: on any far-edge square it becomes the square's piece, king included, with no
//! condition. The reading: a promotion that is allowed happens by itself; one that is not leaves
//! the pawn a pawn.

mod four_common;

use ashtapada_rules::event::Event;
use ashtapada_rules::{Refusal, Role};
use four_common::*;

const OTHERS: &str = "wK@f5 wP@g6 nK@e8 nP@h7 eK@h4 eP@g1";

/// The moves of the pawn on `from`, in record notation, with the pawn/king face rolled.
fn pawn_moves(id: &str, pieces: &str, side: char, extras: &str, from: &str) -> Vec<String> {
    let p = rolled(&pos(id, pieces, side, "-", extras), Role::Pawn);
    let mut v: Vec<String> = move_texts(&p)
        .into_iter()
        .filter(|m| m.starts_with(from))
        .collect();
    v.sort();
    v
}

fn strs(v: &[&str]) -> Vec<String> {
    let mut v: Vec<String> = v.iter().map(|s| s.to_string()).collect();
    v.sort();
    v
}

#[test]
fn variant_1_never_promotes() {
    let pieces = format!("sK@d1 sA@a1 sP@c7 sP@a5 {OTHERS}");
    for id in ["chaturanga-v1", "chaturanga-v1+dice"] {
        assert_eq!(
            pawn_moves(id, &pieces, 's', "", "c7"),
            strs(&["c7-c8"]),
            "{id}"
        );
        assert_eq!(
            pawn_moves(id, &pieces, 's', "", "a5"),
            strs(&["a5-a6"]),
            "{id}"
        );
    }
}

/// 000 part 2, "PROMOTION": "Un soldat qui atteint la case de départ d'un Cavalier ou d'une Tour
/// adverse peut être promu ... à condition que le joueur est déjà perdu une pièce de cette
/// catégorie".
#[test]
fn v2_promotes_on_enemy_knight_and_rook_start_squares_only_if_lost() {
    let id = "chaturanga-v2";
    // a6 is West's rook square, a7 West's knight square.
    let lost_both = format!("sK@d1 sA@a1 sP@a5 sP@b2 {OTHERS}");
    assert_eq!(
        pawn_moves(id, &lost_both, 's', "", "a5"),
        strs(&["a5-a6=R"])
    );
    let has_rook = format!("sK@d1 sA@a1 sR@c1 sP@a5 sP@b2 {OTHERS}");
    assert_eq!(pawn_moves(id, &has_rook, 's', "", "a5"), strs(&["a5-a6"]));
    let knight_sq = format!("sK@d1 sA@a1 sP@a6 sP@b2 {OTHERS}");
    assert_eq!(
        pawn_moves(id, &knight_sq, 's', "", "a6"),
        strs(&["a6-a7=N"])
    );
    let has_knight = format!("sK@d1 sA@a1 sN@b1 sP@a6 sP@b2 {OTHERS}");
    assert_eq!(pawn_moves(id, &has_knight, 's', "", "a6"), strs(&["a6-a7"]));
    // The far edge itself means nothing in v2, nor does an enemy alfil square (a8).
    let edge = format!("sK@d1 sA@a1 sP@c7 sP@a7 {OTHERS}");
    assert_eq!(pawn_moves(id, &edge, 's', "", "c7"), strs(&["c7-c8"]));
    assert_eq!(pawn_moves(id, &edge, 's', "", "a7"), strs(&["a7-a8"]));
    // An ally's start square does not promote: North's pawn on b2 reaches South's knight square.
    let ally = "sK@d1 sA@a1 sP@a2 wK@a5 wP@b8 nK@h5 nP@b2 nP@h7 eK@h4 eP@g1";
    assert_eq!(pawn_moves(id, ally, 'n', "", "b2"), strs(&["b2-b1"]));
    // A West pawn (going east) on North's rook square f8, West's rook lost.
    let west = "sK@d1 sP@a2 wK@a5 wP@e8 wP@b6 nK@h5 nP@h7 eK@h4 eP@g1";
    assert_eq!(pawn_moves(id, west, 'w', "", "e8"), strs(&["e8-f8=R"]));
    // It happens when played, with its event.
    let mut p = rolled(&pos(id, &lost_both, 's', "-", ""), Role::Pawn);
    let ev = play(&mut p, "a5-a6=R");
    assert!(has(
        &ev,
        Event::Promoted {
            army: SOUTH,
            role: Role::Rook,
            at: sq("a6")
        }
    ));
    assert_eq!(at(&p, "a6"), "sR");
    assert_eq!(p.quiet_plies(), 0);
}

/// 001: "Si un soldat atteint une case non marquée sur le côté opposé du plateau, il est promu en
/// Eléphant (s'il arrive sur la case Eléphant) ou en cheval ..., à condition que le joueur ait déjà
/// perdu la pièce concernée et au moins un soldat."
#[test]
fn antique_promotes_on_unmarked_far_edge_only_after_losing_that_piece_and_a_pawn() {
    let id = "chaturanga-antique";
    // South has lost its rook and a pawn, kept its knight.
    let pieces = format!("sK@d1 sN@b1 sA@a1 sP@b7 sP@c7 sP@d7 {OTHERS}");
    assert_eq!(pawn_moves(id, &pieces, 's', "", "c7"), strs(&["c7-c8=R"]));
    assert_eq!(
        pawn_moves(id, &pieces, 's', "", "b7"),
        strs(&["b7-b8"]),
        "knight not lost"
    );
    assert_eq!(
        pawn_moves(id, &pieces, 's', "", "d7"),
        strs(&["d7-d8"]),
        "marked square"
    );
    // Rook lost but all four pawns on the board: no promotion.
    let no_pawn_lost = format!("{pieces} sP@a2");
    assert_eq!(
        pawn_moves(id, &no_pawn_lost, 's', "", "c7"),
        strs(&["c7-c8"])
    );
    // A pawn lost but the rook on the board: no promotion.
    let no_rook_lost = format!("{pieces} sR@c1");
    assert_eq!(
        pawn_moves(id, &no_rook_lost, 's', "", "c7"),
        strs(&["c7-c8"])
    );
    // West's far edge is the h-file: h6 is a rook square for West.
    let west = "sK@d1 sP@a2 wK@a5 wN@a7 wP@g6 wP@b5 nK@e8 nP@e7 eK@h4 eP@g1";
    assert_eq!(pawn_moves(id, west, 'w', "", "g6"), strs(&["g6-h6=R"]));
}

/// 002 rule 16: "If a pawn reaches an unmarked square at the end of the board, it is promoted to
/// whatever piece started on that file, be it a horse or an elephant. This may only be done if a
/// pawn has already been lost; otherwise a pawn may not move to the end of the board."
#[test]
fn chaturaji_forbids_the_far_edge_until_a_pawn_is_lost() {
    let id = "chaturaji";
    let base =
        "sK@d1 sR@c1 sN@b1 sA@a1 sP@b7 sP@c7 sP@d7 wK@a5 wP@c8 wP@b5 nK@h5 nP@h7 eK@h4 eP@g1";
    // All four pawns on the board: no step and no capture onto the far edge, marked or not.
    let full = format!("{base} sP@a2");
    for from in ["b7", "c7", "d7"] {
        assert_eq!(pawn_moves(id, &full, 's', "", from), strs(&[]), "{from}");
    }
    let p = rolled(&pos(id, &full, 's', "-", ""), Role::Pawn);
    assert_eq!(
        p.explain(sq("d7"), sq("d8")),
        Err(Refusal::PawnEdgeBeforeLoss)
    );
    assert_eq!(
        p.explain(sq("b7"), sq("c8")),
        Err(Refusal::PawnEdgeBeforeLoss)
    );
    // One pawn lost: unmarked squares promote to their piece (whether or not it was lost),
    // marked ones leave a pawn.
    assert_eq!(
        pawn_moves(id, base, 's', "", "b7"),
        strs(&["b7-b8=N", "b7xc8=R"])
    );
    assert_eq!(
        pawn_moves(id, base, 's', "", "c7"),
        strs(&[]),
        "c8 is occupied"
    );
    assert_eq!(
        pawn_moves(id, base, 's', "", "d7"),
        strs(&["d7-d8", "d7xc8=R"])
    );
}

/// 003: "Pawns promote to any of the four types: elephant, horse, boat, or Raja. Piece-type is
/// determined by the promotion square. Hence, a pawn of player-1 gets promoted to boat on a8 and
/// h8, horse on b8 and g8, elephant on c8 and f8, and Raja on d8 and e8."
#[test]
fn chaduranga_promotes_on_every_far_edge_square_always() {
    let id = "chaduranga";
    let pieces = "sK@d1 sR@c1 sN@b1 sA@a1 sP@a7 sP@b7 sP@c7 sP@d7 \
                  wK@a5 wP@b5 nK@h5 nP@h7 eK@h4 eP@b3 eP@b4 eP@g1";
    for (from, want) in [
        ("a7", "a7-a8=A"),
        ("b7", "b7-b8=N"),
        ("c7", "c7-c8=R"),
        ("d7", "d7-d8=K"),
    ] {
        assert_eq!(pawn_moves(id, pieces, 's', "", from), strs(&[want]));
    }
    // East's pawns go west: the a-file is their far edge, rank 3 a rook square, rank 4 a king's.
    assert_eq!(pawn_moves(id, pieces, 'e', "", "b3"), strs(&["b3-a3=R"]));
    assert_eq!(pawn_moves(id, pieces, 'e', "", "b4"), strs(&["b4-a4=K"]));
    let mut p = rolled(&pos(id, pieces, 's', "-", ""), Role::Pawn);
    let ev = play(&mut p, "d7-d8=K");
    assert!(has(
        &ev,
        Event::Promoted {
            army: SOUTH,
            role: Role::King,
            at: sq("d8")
        }
    ));
    assert_eq!(p.count(SOUTH, Role::King), 2);
}

/// The privileged pawn: once a player is down to a single pawn and a single alfil (by our reading
/// his king, if still on the board, is not counted), that pawn becomes any piece its owner picks,
/// the king among them, on any square of the far edge (chaturaji, chaturanga-antique); in v2 it
/// becomes a knight, rook or king on the start square of an enemy knight, rook or king.
#[test]
fn v2_privileged_pawn_chooses_knight_rook_or_king_on_enemy_start_squares() {
    let id = "chaturanga-v2";
    // South: king, alfil and one pawn.
    let rook_sq = format!("sK@d1 sA@a1 sP@a5 {OTHERS}");
    assert_eq!(
        pawn_moves(id, &rook_sq, 's', "", "a5"),
        strs(&["a5-a6=K", "a5-a6=N", "a5-a6=R"])
    );
    let king_sq = format!("sK@d1 sA@a1 sP@a4 {OTHERS}");
    assert_eq!(
        pawn_moves(id, &king_sq, 's', "", "a4"),
        strs(&["a4-a5=K", "a4-a5=N", "a4-a5=R"])
    );
    // Not on an alfil square, nor on a plain far-edge square.
    let alfil_sq = format!("sK@d1 sA@a1 sP@a7 {OTHERS}");
    assert_eq!(pawn_moves(id, &alfil_sq, 's', "", "a7"), strs(&["a7-a8"]));
    let plain = format!("sK@d1 sA@a1 sP@c7 {OTHERS}");
    assert_eq!(pawn_moves(id, &plain, 's', "", "c7"), strs(&["c7-c8"]));
    // Two pawns: not privileged, the ordinary rule applies (rook lost: a rook).
    let two = format!("sK@d1 sA@a1 sP@a5 sP@b2 {OTHERS}");
    assert_eq!(pawn_moves(id, &two, 's', "", "a5"), strs(&["a5-a6=R"]));
    let mut p = rolled(&pos(id, &rook_sq, 's', "-", ""), Role::Pawn);
    let ev = play(&mut p, "a5-a6=K");
    assert!(has(
        &ev,
        Event::Promoted {
            army: SOUTH,
            role: Role::King,
            at: sq("a6")
        }
    ));
}

#[test]
fn antique_and_chaturaji_privileged_pawn_chooses_any_piece_on_any_far_edge_square() {
    for id in ["chaturanga-antique", "chaturaji"] {
        let all = strs(&["d7-d8=A", "d7-d8=K", "d7-d8=N", "d7-d8=R"]);
        // A marked square, South's king on the board.
        let with_king = format!("sK@d1 sA@a1 sP@d7 {OTHERS}");
        assert_eq!(pawn_moves(id, &with_king, 's', "", "d7"), all, "{id}");
        // South's king lost (these rulesets do not freeze a kingless army): still privileged.
        let kingless = format!("sA@a1 sP@d7 {OTHERS}");
        assert_eq!(
            pawn_moves(id, &kingless, 's', "kings-lost=s1 held=sw", "d7"),
            all,
            "{id}"
        );
        // An unmarked square too.
        let unmarked = format!("sK@d1 sA@a1 sP@b7 {OTHERS}");
        assert_eq!(
            pawn_moves(id, &unmarked, 's', "", "b7"),
            strs(&["b7-b8=A", "b7-b8=K", "b7-b8=N", "b7-b8=R"]),
            "{id}"
        );
        let no_alfil = format!("sK@d1 sN@b1 sP@d7 {OTHERS}");
        // Alfil gone: a lone pawn is not privileged (d8 is marked: it stays a pawn).
        assert_eq!(
            pawn_moves(id, &no_alfil, 's', "", "d7"),
            strs(&["d7-d8"]),
            "{id}"
        );
    }
    // Variant 1 and Chaduranga have no privileged pawn.
    let with_king = format!("sK@d1 sA@a1 sP@d7 {OTHERS}");
    assert_eq!(
        pawn_moves("chaturanga-v1", &with_king, 's', "", "d7"),
        strs(&["d7-d8"])
    );
    assert_eq!(
        pawn_moves("chaduranga", &with_king, 's', "", "d7"),
        strs(&["d7-d8=K"])
    );
}
