//! One test per rule of the two-player rulesets, on concrete positions in the position format.
//! Each test cites the line of the source document it checks (document 000, part "VARIANTE 3";
//! document 004, "Échecs byzantins"), or states the project's reading where the document is
//! silent, and also checks that the independent reference rules of `tests/reference` list the same
//! moves.
//!
//! Cells: grid `e4`; circle `b12` = ring b (rings a outer to d inner), cell 12 (cells 1–16
//! counter-clockwise, White's camp cells 1–4, Black's 9–12). In the position format the grid lists
//! rank 8 first; the circle lists ring a first, cells 1 to 16; circle pawns carry their direction,
//! `+` towards higher cell numbers, `-` towards lower ones.

mod common;
mod reference;

use ashtapada_rules::{
    fen, perft::perft, Action, DrawReason, Game, Outcome, Position, Refusal, Role, Seat, Team,
    WinReason,
};
use common::*;
use reference::{Rules, State};

const V3: Rules = Rules::V3;
const TRAD: Rules = Rules::Traditional;
const MODERN: Rules = Rules::Modern;

/// The engine's moves from one cell, as `from-to[=X]` names; also checks the whole move list
/// against the reference.
fn moves_from(r: Rules, p: &Position, from: &str) -> Vec<String> {
    assert_same_moves(r, p);
    destinations_from(p, from).into_iter().collect()
}

fn sq(p: &Position, name: &str) -> ashtapada_rules::Square {
    p.rules().geometry.parse(name).unwrap()
}

/// Plays `name` on a game started from `text` and returns the game.
fn play_from(r: Rules, text: &str, names_: &[&str]) -> Game {
    let mut g = Game::from_position(pos(r, text), 0);
    for n in names_ {
        let m = find_move(g.position(), n);
        g.play(Action::Move(m)).unwrap();
    }
    g
}

fn v(names_: &[&str]) -> Vec<String> {
    let mut v: Vec<String> = names_.iter().map(|s| s.to_string()).collect();
    v.sort();
    v
}

// ----- Set-up -------------------------------------------------------------------------------------

/// 000 l.252–254: "Les pièces sont disposées sur le plateau comme celle du jeu d'échec classique, les
/// soldats prennent la place des pions, les éléphants prenant la place des Fous, le Vizir la place
/// de la Dame et le Rajah la place du Roi." White moves first (our reading).
#[test]
fn v3_start_is_the_orthodox_set_up() {
    let p = Position::start(ruleset(V3));
    assert!(to_reference(V3, &p).same_as(&State::start(V3)));
    assert_eq!(p.to_move(), Seat::ALL[0]);
}

/// 004 l.81: kings and dames point-symmetric through the centre, "le roi étant à droite de la dame
/// pour les deux couleurs" (our reading of the set-up: each side fills four neighbouring columns,
/// a pawn column, two piece columns, a pawn column; from the outer ring inward rook, knight,
/// alfil, then king and dame on the inner ring).
#[test]
fn traditional_start_is_point_symmetric() {
    let p = Position::start(ruleset(TRAD));
    assert!(to_reference(TRAD, &p).same_as(&State::start(TRAD)));
    for i in 0..64u8 {
        // Point symmetry: cell c ↔ c + 8 on the same ring, colours swapped.
        let a = p.piece_at(ashtapada_rules::Square::new(i).unwrap());
        let b = p.piece_at(ashtapada_rules::Square::new(i / 16 * 16 + (i % 16 + 8) % 16).unwrap());
        assert_eq!(
            a.map(|x| (x.role(), 1 - x.army().number(), x.dir())),
            b.map(|x| (x.role(), x.army().number(), x.dir()))
        );
    }
}

/// Our reading of the modern set-up: it is mirror-symmetric, each king's column the mirror image
/// of the other's, so White's piece on cell c of a ring faces Black's on cell 13 − c of that ring.
#[test]
fn modern_start_is_mirror_symmetric() {
    let p = Position::start(ruleset(MODERN));
    let g = ashtapada_rules::Geometry::Circle;
    for ring in ['a', 'b', 'c', 'd'] {
        for cell in 1..=4u8 {
            let white = p
                .piece_at(g.parse(&format!("{ring}{cell}")).unwrap())
                .unwrap();
            let black = p
                .piece_at(g.parse(&format!("{ring}{}", 13 - cell)).unwrap())
                .unwrap();
            assert_eq!(white.role(), black.role(), "{ring}{cell}");
            assert_eq!((white.army().number(), black.army().number()), (0, 1));
        }
    }
}

/// 004 l.163: "le roi noir est à droite de la dame, tandis que le roi blanc est à sa gauche". Each
/// player's right is towards higher cell numbers (cells counter-clockwise, White on cells 1–4, Black
/// on 9–12), the reading that makes the traditional remark (l.81, "le roi étant à droite de la dame
/// pour les deux couleurs") agree with its point symmetry. So the modern set-up has White roi d2,
/// dame d3 and Black roi d11, dame d10: mirror-symmetric as our reading has it, and as the
/// document's remark says.
#[test]
fn modern_start_follows_the_document_remark() {
    let p = Position::start(ruleset(MODERN));
    let want = State::start_with(MODERN, true);
    assert!(
        to_reference(MODERN, &p).same_as(&want),
        "engine {} / document {}",
        fen::write(&p),
        want.write()
    );
}

#[test]
fn modern_start_perft_is_the_same_with_the_mirrored_set_up() {
    let doc = State::start_with(MODERN, false);
    let engine = Position::start(ruleset(MODERN));
    for d in 1..=3 {
        assert_eq!(doc.perft(d), perft(&engine, d));
    }
}

// ----- v3: the rajah's leap ---------------------------------------------------------------------------

/// 000 l.282–285: "De plus, il peut réaliser un mouvement en L comme un cavalier; ce mouvement ne peut
/// être réalisé qu'une seule fois au cours de la partie et à condition que le Rajah ne soit pas en
/// échec."
#[test]
fn v3_rajah_leap_allowed() {
    let p = pos(V3, "4bK3/8/8/8/8/8/8/4wK3 w - 0 0");
    assert_eq!(
        moves_from(V3, &p, "e1"),
        v(&["e1-d1", "e1-f1", "e1-d2", "e1-e2", "e1-f2", "e1-c2", "e1-g2", "e1-d3", "e1-f3"])
    );
    assert_eq!(p.explain(sq(&p, "e1"), sq(&p, "d3")), Ok(()));
    // From the start too (the lib's example: 2 leaps among White's 18 moves).
    let s = Position::start(ruleset(V3));
    assert_eq!(moves_from(V3, &s, "e1"), v(&["e1-d3", "e1-f3"]));
}

/// 000 l.285 "à condition que le Rajah ne soit pas en échec"; our reading: the rajah is attacked
/// when an enemy piece could take it with a normal move. Here by a rook, by a soldier's straight
/// capture (v3 soldiers capture forward, l.268), by a soldier's diagonal capture and by the enemy
/// rajah's step.
#[test]
fn v3_rajah_leap_refused_while_attacked() {
    for text in [
        "4bR3/8/8/8/8/8/8/bK3wK3 w - 0 0", // rook on e8
        "7bK/8/8/8/8/8/4bP3/4wK3 w - 0 0", // soldier on e2, straight ahead of it
        "7bK/8/8/8/8/8/3bP4/4wK3 w - 0 0", // soldier on d2, diagonally
        "8/8/8/8/8/8/3bK4/4wK3 w - 0 0",   // rajah on d2
        "7bK/8/8/8/8/2bA5/8/4wK3 w - 0 0", // elephant on c3 jumps to e1
    ] {
        let p = pos(V3, text);
        let e1 = sq(&p, "e1");
        let ms = moves_from(V3, &p, "e1");
        for leap in ["c2", "g2", "d3", "f3"] {
            assert!(
                !ms.contains(&format!("e1-{leap}")),
                "leap to {leap} allowed in {text}"
            );
            if p.piece_at(sq(&p, leap)).is_none() {
                assert_eq!(
                    p.explain(e1, sq(&p, leap)),
                    Err(Refusal::LeapWhileAttacked),
                    "{text}"
                );
            }
        }
        assert!(
            ms.contains(&"e1-f1".to_string()),
            "ordinary steps remain in {text}"
        );
    }
}

/// Our reading: the enemy king's own knight leap is not an attack.
#[test]
fn v3_enemy_rajah_leap_is_no_attack() {
    // The black rajah on f3 could leap to e1, but that is not an ordinary move: White may leap,
    // even onto f3, capturing the rajah.
    let p = pos(V3, "8/8/8/8/8/5bK2/8/4wK3 w - 0 0");
    assert!(moves_from(V3, &p, "e1").contains(&"e1-f3".to_string()));
    let g = play_from(V3, "8/8/8/8/8/5bK2/8/4wK3 w - 0 0", &["e1-f3"]);
    assert_eq!(
        g.outcome(),
        Some(Outcome::Win {
            team: Team(0),
            reason: WinReason::KingsCaptured
        })
    );
}

/// 000 l.284: "ce mouvement ne peut être réalisé qu'une seule fois au cours de la partie".
#[test]
fn v3_rajah_leap_used_up() {
    let p = pos(V3, "4bK3/8/8/8/8/8/8/4wK3 w - 0 0 leap=w");
    assert_eq!(
        moves_from(V3, &p, "e1"),
        v(&["e1-d1", "e1-f1", "e1-d2", "e1-e2", "e1-f2"])
    );
    assert_eq!(
        p.explain(sq(&p, "e1"), sq(&p, "d3")),
        Err(Refusal::LeapUsed)
    );
    // In play: after each side's leap, neither may leap again; the flags are in the position.
    let g = play_line(V3, &["Ke1-d3", "Ke8-d6"]);
    let p = *g.position();
    assert!(p.leap_used(Seat::ALL[0]) && p.leap_used(Seat::ALL[1]));
    assert!(fen::write(&p).contains(" leap=wb"));
    // The rajah on d3 (not attacked) now only steps.
    assert_eq!(
        moves_from(V3, &p, "d3"),
        v(&["d3-c3", "d3-e3", "d3-c4", "d3-d4", "d3-e4"])
    );
    assert_eq!(
        p.explain(sq(&p, "d3"), sq(&p, "b4")),
        Err(Refusal::LeapUsed)
    );
    assert_eq!(
        p.explain(sq(&p, "d3"), sq(&p, "e5")),
        Err(Refusal::LeapUsed)
    );
}

/// The leap may capture, by the same capture rules as any other move of the ruleset (000 l.287:
/// captures as in chess, by moving onto the enemy piece).
#[test]
fn v3_rajah_leap_may_capture() {
    // The black elephant on d3 does not attack e1 (it jumps to b1, f1, b5, f5).
    let text = "4bK3/8/8/8/8/3bA4/8/4wK3 w - 0 0";
    let p = pos(V3, text);
    assert!(moves_from(V3, &p, "e1").contains(&"e1-d3".to_string()));
    let g = play_from(V3, text, &["e1-d3"]);
    let q = g.position();
    assert_eq!(
        q.piece_at(sq(q, "d3")).map(|x| (x.army(), x.role())),
        Some((Seat::ALL[0], Role::King))
    );
    assert!(q.leap_used(Seat::ALL[0]));
    assert_eq!(q.captured(Seat::ALL[1])[Role::Alfil as usize], 1);
    assert_eq!(q.quiet_plies(), 0);
}

// ----- v3: soldiers -----------------------------------------------------------------------------------

/// 000 l.267–268: "Il se déplace toujours d'une case en avant, Il capture en se déplaçant d'une case en
/// avant, ou d'une case en diagonale/avant".
#[test]
fn v3_soldier_captures_forward_and_diagonally() {
    let p = pos(V3, "4bK3/8/8/3bNbP3/4wP3/8/8/4wK3 w - 0 0");
    assert_eq!(moves_from(V3, &p, "e4"), v(&["e4-d5", "e4-e5"]));
    assert_eq!(
        p.explain(sq(&p, "e4"), sq(&p, "f5")),
        Err(Refusal::PawnDiagonalNeedsCapture)
    );
    assert!(p.explain(sq(&p, "e4"), sq(&p, "e6")).is_err());
    // Black's soldier captures straight ahead too.
    let p = pos(V3, "4bK3/8/8/3bNbP3/4wP3/8/8/4wK3 b - 0 0");
    assert!(moves_from(V3, &p, "e5").contains(&"e5-e4".to_string()));
    // Blocked by its own piece: no move straight ahead.
    let p = pos(V3, "4bK3/8/8/4wN3/4wP3/8/8/4wK3 w - 0 0");
    assert_eq!(moves_from(V3, &p, "e4"), Vec::<String>::new());
    assert_eq!(
        p.explain(sq(&p, "e4"), sq(&p, "e5")),
        Err(Refusal::OwnPiece)
    );
}

// ----- v3: promotion ----------------------------------------------------------------------------------
//
// 000 l.290–296: "Un soldat qui atteint la dernière rangée (la première rangée de l'adversaire) peut
// être promu. Le soldat peut être échangé contre une Tour si il arrive sur une case initialement
// occupée par une Tour, un Cavalier si ... un Cavalier, un Eléphant si ... un Eléphant, un Vizir si ...
// un Vizir. Cette promotion ne peut ce faire qu'à condition que le joueur est déjà perdu une pièce de
// cette catégorie". Our reading: on the rajah's square, and where no loss allows it, the soldier
// stays a soldier; where allowed, promotion is automatic.

/// White has lost a rook and a knight (one of each left), but no elephant or vizir.
const LOST_ROOK_KNIGHT: &str = "8/wPwPwPwPwP3/7bK/8/8/8/6wN1/2wAwF1wAwKwR w - 0 0 captured=wRwN";
/// White has lost an elephant and the vizir, but no rook or knight.
const LOST_ALFIL_FERZ: &str = "8/wPwPwPwPwP3/7bK/8/8/8/8/wRwN2wKwAwNwR w - 0 0 captured=wAwF";
/// White has nothing left but the rajah and five soldiers.
const LOST_ALL: &str = "8/wPwPwPwPwP3/7bK/8/8/8/8/6wK1 w - 0 0";

#[test]
fn v3_promotion_on_rook_square() {
    assert_eq!(
        moves_from(V3, &pos(V3, LOST_ROOK_KNIGHT), "a7"),
        v(&["a7-a8=R"])
    );
    assert_eq!(
        moves_from(V3, &pos(V3, LOST_ALFIL_FERZ), "a7"),
        v(&["a7-a8"])
    );
}

#[test]
fn v3_promotion_on_knight_square() {
    assert_eq!(
        moves_from(V3, &pos(V3, LOST_ROOK_KNIGHT), "b7"),
        v(&["b7-b8=N"])
    );
    assert_eq!(
        moves_from(V3, &pos(V3, LOST_ALFIL_FERZ), "b7"),
        v(&["b7-b8"])
    );
}

#[test]
fn v3_promotion_on_alfil_square() {
    assert_eq!(
        moves_from(V3, &pos(V3, LOST_ALFIL_FERZ), "c7"),
        v(&["c7-c8=A"])
    );
    assert_eq!(
        moves_from(V3, &pos(V3, LOST_ROOK_KNIGHT), "c7"),
        v(&["c7-c8"])
    );
}

#[test]
fn v3_promotion_on_ferz_square() {
    assert_eq!(
        moves_from(V3, &pos(V3, LOST_ALFIL_FERZ), "d7"),
        v(&["d7-d8=F"])
    );
    assert_eq!(
        moves_from(V3, &pos(V3, LOST_ROOK_KNIGHT), "d7"),
        v(&["d7-d8"])
    );
}

#[test]
fn v3_promotion_on_king_square_stays_a_soldier() {
    for text in [LOST_ROOK_KNIGHT, LOST_ALFIL_FERZ, LOST_ALL] {
        assert_eq!(moves_from(V3, &pos(V3, text), "e7"), v(&["e7-e8"]));
    }
    // Having lost everything, the others all promote, each to its square's piece only.
    let p = pos(V3, LOST_ALL);
    assert_eq!(moves_from(V3, &p, "a7"), v(&["a7-a8=R"]));
    assert_eq!(moves_from(V3, &p, "d7"), v(&["d7-d8=F"]));
    // The soldier on e8 then stays there: it has no move.
    let g = play_from(V3, LOST_ALL, &["e7-e8"]);
    let q = *g.position();
    assert_eq!(q.piece_at(sq(&q, "e8")).unwrap().role(), Role::Pawn);
    let mut q2 = q;
    q2.pass(); // back to White
    assert_eq!(destinations_from(&q2, "e8").len(), 0);
}

/// Promotion by capture, straight ahead (v3 soldiers capture forward) or diagonally.
#[test]
fn v3_promotion_by_capture() {
    // White lost both rooks; Black's rook on a8 can be taken by a7 (straight) or b7 (diagonally).
    let text = "bR3bK3/wPwP6/8/8/8/8/8/4wK3 w - 0 0 captured=wRwR";
    let p = pos(V3, text);
    assert_eq!(moves_from(V3, &p, "a7"), v(&["a7-a8=R"]));
    assert_eq!(moves_from(V3, &p, "b7"), v(&["b7-a8=R", "b7-b8=N"]));
    let g = play_from(V3, text, &["b7-a8=R"]);
    let q = g.position();
    assert_eq!(q.piece_at(sq(q, "a8")).unwrap().role(), Role::Rook);
    assert_eq!(q.captured(Seat::ALL[1])[Role::Rook as usize], 1);
}

/// The same for Black, on rank 1.
#[test]
fn v3_black_promotes_on_rank_one() {
    let text = "4bK3/8/8/8/8/2wK5/6bPbP/7wR b - 0 0 captured=bRbN";
    let p = pos(V3, text);
    assert_eq!(moves_from(V3, &p, "h2"), v(&["h2-h1=R"]));
    assert_eq!(moves_from(V3, &p, "g2"), v(&["g2-g1=N", "g2-h1=R"]));
}

/// 000 l.295–296: "autrement dit il est impossible d'avoir 3 Tours": once a promotion has made good
/// the loss, the next soldier on a rook square stays a soldier.
#[test]
fn v3_promotion_only_while_a_kind_is_short() {
    let text = "8/wP6wP/3bK4/8/8/8/8/wR3wK3 w - 0 0 captured=wR";
    let p = pos(V3, text);
    assert_eq!(moves_from(V3, &p, "a7"), v(&["a7-a8=R"]));
    assert_eq!(moves_from(V3, &p, "h7"), v(&["h7-h8=R"]));
    let g = play_from(V3, text, &["a7-a8=R", "d6-d5"]);
    assert_eq!(g.position().count(Seat::ALL[0], Role::Rook), 2);
    assert_eq!(moves_from(V3, g.position(), "h7"), v(&["h7-h8"]));
}

// ----- Byzantine: meeting pawns, double step, promotion ----------------------------------------

/// 004 l.49 (and l.129, l.91): "S'il rencontre un pion de même couleur, les deux pions sont retirés du
/// plateau et le joueur rejoue." Our reading: when, after a pawn moves, the cell just ahead of it
/// holds a pawn of its own colour going the opposite way, both pawns leave the board and the
/// player who moved plays again.
#[test]
fn meeting_pawns_bonus_move() {
    for r in [TRAD, MODERN] {
        let text = "4wP+1wP-9/16/16/2wK7bK5 w - 0 0";
        let p = pos(r, text);
        assert_same_moves(r, &p);
        for mv in ["a5-a6", "a7-a6"] {
            let g = play_from(r, text, &[mv]);
            let q = g.position();
            assert_eq!(
                q.to_move(),
                Seat::ALL[0],
                "{}: White moves again after {mv}",
                r.id()
            );
            assert!(
                q.army_cells(Seat::ALL[0]).count() == 1,
                "both pawns are gone"
            );
            assert!(fen::write(q).contains(" met=wPwP") && fen::write(q).contains(" bonus"));
            assert_eq!((q.ply(), q.quiet_plies()), (1, 0));
            assert_same_moves(r, q);
            // The bonus move is a full move of White's; then Black plays.
            let mut g = g.clone();
            g.play(Action::Move(find_move(g.position(), "d3-d4")))
                .unwrap();
            assert_eq!(g.to_move(), Seat::ALL[1]);
        }
        // Perft: the bonus move is its own ply. White has 2 pawn moves + 5 king moves.
        assert_eq!(perft(&p, 1), 7);
        assert_eq!(perft(&p, 2), to_reference(r, &p).perft(2));
    }
}

/// The same after a capture, which brings the pawn next to its partner on another ring.
#[test]
fn meeting_pawns_after_a_capture() {
    for r in [TRAD, MODERN] {
        // White b5 (+) takes a6 diagonally forward; a7 holds a White pawn going the other way.
        let text = "5bNwP-9/4wP+11/16/2wK7bK5 w - 0 0";
        let g = play_from(r, text, &["b5-a6"]);
        let q = g.position();
        assert_eq!(q.to_move(), Seat::ALL[0]);
        assert_eq!(q.army_cells(Seat::ALL[0]).count(), 1);
        assert_eq!(q.captured(Seat::ALL[1])[Role::Knight as usize], 1);
        assert!(q.army_cells(Seat::ALL[1]).count() == 1);
    }
}

/// No meeting with a pawn going the same way, nor with an enemy pawn: the first is simply behind,
/// the second blocks (pawns take only diagonally, 004 l.73).
#[test]
fn no_meeting_with_same_direction_or_enemy_pawn() {
    for r in [TRAD, MODERN] {
        let text = "4wP+1wP+9/4wP+1bP-9/16/2wK7bK5 w - 0 0";
        let g = play_from(r, text, &["a5-a6"]);
        assert_eq!(g.to_move(), Seat::ALL[1]);
        assert_eq!(g.position().army_cells(Seat::ALL[0]).count(), 4);
        let g = play_from(r, text, &["b5-b6"]);
        assert_eq!(g.to_move(), Seat::ALL[1]);
        assert_eq!(g.position().army_cells(Seat::ALL[1]).count(), 2);
        assert_eq!(moves_from(r, g.position(), "b7"), Vec::<String>::new());
    }
}

/// 004 l.127: "sauf pour son premier déplacement, où il peut se déplacer de deux cases"; 004 l.53:
/// the traditional pawn cannot. Our reading: both cells must be empty.
#[test]
fn modern_double_step() {
    let text = "wP-2wP+12/16/16/2wK7bK5 w - 0 0";
    let p = pos(MODERN, text);
    assert_eq!(moves_from(MODERN, &p, "a4"), v(&["a4-a5", "a4-a6"]));
    assert_eq!(moves_from(MODERN, &p, "a1"), v(&["a1-a16", "a1-a15"]));
    // Traditional: one cell only.
    let p = pos(TRAD, text);
    assert_eq!(moves_from(TRAD, &p, "a4"), v(&["a4-a5"]));
    assert_eq!(moves_from(TRAD, &p, "a1"), v(&["a1-a16"]));
    // Not after the first move.
    let g = play_from(MODERN, text, &["a4-a5", "d11-d12"]);
    assert_eq!(moves_from(MODERN, g.position(), "a5"), v(&["a5-a6"]));
    // From the start, after one step.
    let g = play_line(MODERN, &["a4-a5", "a12-a13"]);
    assert_eq!(moves_from(MODERN, g.position(), "a5"), v(&["a5-a6"]));
    assert_eq!(
        moves_from(MODERN, g.position(), "b4"),
        v(&["b4-b5", "b4-b6"])
    );
}

#[test]
fn modern_double_step_not_through_a_piece() {
    // A piece on the first cell: no step at all (pawns do not take straight ahead).
    let p = pos(MODERN, "3wP+bN11/16/16/2wK7bK5 w - 0 0");
    assert_eq!(moves_from(MODERN, &p, "a4"), Vec::<String>::new());
    // A piece on the second cell: one step only.
    let p = pos(MODERN, "3wP+1bN10/16/16/2wK7bK5 w - 0 0");
    assert_eq!(moves_from(MODERN, &p, "a4"), v(&["a4-a5"]));
    // Own piece on the second cell: the same.
    let p = pos(MODERN, "3wP+1wN10/16/16/2wK7bK5 w - 0 0");
    assert_eq!(moves_from(MODERN, &p, "a4"), v(&["a4-a5"]));
}

/// 004 l.149: "Si un pion atteint une des cases des pièces de départ de l'adversaire (en dehors des
/// cases des pions), il est promu ... par n'importe quelle autre pièce de même couleur, à l'exception
/// du roi. Il n'est pas nécessaire que la pièce en question ait été capturée auparavant."
#[test]
fn modern_promotion() {
    // a9 is a Black pawn cell (no promotion), a10 a Black rook cell; a13 → a12 ends on a Black pawn
    // cell; c9 takes d10, a Black king/queen start cell.
    let text = "8wP+3wP-3/16/8wP+7/2wK6bQ3bK2 w - 0 0";
    let p = pos(MODERN, text);
    assert_eq!(
        moves_from(MODERN, &p, "a9"),
        v(&["a9-a10=Q", "a9-a10=R", "a9-a10=B", "a9-a10=N"])
    );
    assert_eq!(moves_from(MODERN, &p, "a13"), v(&["a13-a12"]));
    assert_eq!(
        moves_from(MODERN, &p, "c9"),
        v(&[
            "c9-c10=Q", "c9-c10=R", "c9-c10=B", "c9-c10=N", "c9-d10=Q", "c9-d10=R", "c9-d10=B",
            "c9-d10=N"
        ])
    );
    // No loss is needed; a fifth rook and a second queen are fine.
    let g = play_from(MODERN, text, &["a9-a10=Q"]);
    let q = g.position();
    assert_eq!(q.piece_at(sq(q, "a10")).unwrap().role(), Role::Queen);
    assert_eq!(q.quiet_plies(), 0);
    assert_eq!(perft(&p, 1), to_reference(MODERN, &p).perft(1));
}

/// 004 l.53: "les pions ne peuvent pas être promus"; l.67: "ni promotion du pion".
#[test]
fn traditional_no_promotion() {
    let text = "8wP+3wP-3/16/8wP+7/2wK6bF3bK2 w - 0 0";
    let p = pos(TRAD, text);
    assert_eq!(moves_from(TRAD, &p, "a9"), v(&["a9-a10"]));
    assert_eq!(moves_from(TRAD, &p, "c9"), v(&["c9-c10", "c9-d10"]));
    assert_eq!(moves_from(TRAD, &p, "a13"), v(&["a13-a12"]));
    let g = play_from(TRAD, text, &["a9-a10"]);
    assert_eq!(
        g.position()
            .piece_at(sq(g.position(), "a10"))
            .unwrap()
            .role(),
        Role::Pawn
    );
}

// ----- Byzantine: pieces on the circle ----------------------------------------------------------

/// 004 l.145: "il est interdit d'effectuer un mouvement nul (ramener une tour à son point de départ
/// après lui avoir fait faire le tour du plateau)"; our reading: a cell the rook can reach going
/// either way round is a single move. A rook alone on its ring: 15 ring cells + 3 radial ones,
/// never its own.
#[test]
fn no_null_move() {
    for r in [TRAD, MODERN] {
        let p = pos(r, "16/4wR11/16/wK7bK7 w - 0 0");
        let ms = moves_from(r, &p, "b5");
        assert_eq!(ms.len(), 18, "{}: {ms:?}", r.id());
        assert!(!ms.contains(&"b5-b5".to_string()));
        let ring = ms.iter().filter(|m| m.starts_with("b5-b")).count();
        assert_eq!(ring, 15);
        assert_eq!(
            ms.iter()
                .filter(|m| !m.starts_with("b5-b"))
                .cloned()
                .collect::<Vec<_>>(),
            v(&["b5-a5", "b5-c5", "b5-d5"])
        );
        assert!(p.explain(sq(&p, "b5"), sq(&p, "b5")).is_err());
    }
    // The modern queen too: 15 + 3 + 6 diagonal.
    let p = pos(MODERN, "16/4wQ11/16/wK7bK7 w - 0 0");
    let ms = moves_from(MODERN, &p, "b5");
    assert_eq!(ms.len(), 24);
    assert!(!ms.contains(&"b5-b5".to_string()));
}

/// 004 l.55: "la tour : elle se déplace le long de l'anneau ... d'autant de cases qu'elle souhaite";
/// Our reading: along the ring, going round past cell 16 to cell 1.
#[test]
fn rook_wraps_round_the_ring() {
    for r in [TRAD, MODERN] {
        // Rook a15; its own pawn on a13, a Black knight on a3.
        let p = pos(r, "2bN9wP+1wR1/16/16/wK7bK7 w - 0 0");
        assert_eq!(
            moves_from(r, &p, "a15"),
            v(&[
                "a15-a16", "a15-a1", "a15-a2", "a15-a3", "a15-a14", "a15-b15", "a15-c15", "a15-d15"
            ])
        );
    }
}

/// 004 l.57: "le cavalier : il se déplace en L (2 cases dans un sens puis 1 en perpendiculaire)";
/// Our reading: the L counted in rings and cells along a ring, going round the ring.
#[test]
fn circular_knight() {
    for r in [TRAD, MODERN] {
        let p = pos(r, "wN15/16/2wN13/6wK2bK6 w - 0 0");
        assert_eq!(
            moves_from(r, &p, "a1"),
            v(&["a1-b15", "a1-b3", "a1-c16", "a1-c2"])
        );
        assert_eq!(
            moves_from(r, &p, "c3"),
            v(&["c3-a2", "c3-a4", "c3-b1", "c3-b5", "c3-d1", "c3-d5"])
        );
    }
}

/// 004 l.137: "le fou : il se déplace en diagonale d'autant de cases qu'il le souhaite"; our
/// reading: along the curved diagonals, at most from the inner ring to the outer one (it stops
/// where it would leave the rings).
#[test]
fn circular_bishop() {
    let p = pos(MODERN, "15wB/16/16/5wK3bK6 w - 0 0");
    assert_eq!(
        moves_from(MODERN, &p, "a16"),
        v(&["a16-b1", "a16-c2", "a16-d3", "a16-b15", "a16-c14", "a16-d13"])
    );
    // Blocked by an enemy on c2 (taken) and by its own knight on d13.
    let p = pos(MODERN, "15wB/16/1bN14/5wK3bK2wN3 w - 0 0");
    assert_eq!(
        moves_from(MODERN, &p, "a16"),
        v(&["a16-b1", "a16-c2", "a16-b15", "a16-c14"])
    );
    // From the second ring: two rays run inward, two outward, each wrapping past cell 16.
    let p = pos(MODERN, "16/wB15/16/5wK3bK6 w - 0 0");
    assert_eq!(
        moves_from(MODERN, &p, "b1"),
        v(&["b1-a2", "b1-a16", "b1-c2", "b1-d3", "b1-c16", "b1-d15"])
    );
}

/// 004 l.59 and l.61 (traditional): "le fou ... se déplace de deux cases en diagonale et peut sauter
/// au-dessus des autres pièces"; "la dame ... se déplace en diagonale d'une seule case".
#[test]
fn circular_alfil_and_ferz() {
    let p = pos(TRAD, "16/bN15/2wA13/wF4wK4bK5 w - 0 0");
    // c3 jumps (over the black knight's ring) to a1 and a5; two rings inward leaves the board.
    assert_eq!(moves_from(TRAD, &p, "c3"), v(&["c3-a1", "c3-a5"]));
    // d1 steps to c16 and c2 (one ring out, one cell either way).
    assert_eq!(moves_from(TRAD, &p, "d1"), v(&["d1-c16", "d1-c2"]));
}

/// 004 l.63: "le roi : il peut se déplacer sur toutes les cases qui lui sont adjacentes".
#[test]
fn circular_king() {
    let p = pos(TRAD, "wK15/16/16/8bK7 w - 0 0");
    assert_eq!(
        moves_from(TRAD, &p, "a1"),
        v(&["a1-a16", "a1-a2", "a1-b16", "a1-b1", "a1-b2"])
    );
    let p = pos(TRAD, "16/wK15/16/8bK7 w - 0 0");
    assert_eq!(moves_from(TRAD, &p, "b1").len(), 8);
}

// ----- The end of the game ----------------------------------------------------------------------

/// 000 l.246 "Capturer le Rajahs adverse" and l.264 "jusqu'à ce que l'un des Rajahs soit capturé";
/// 004 l.39 "Capturer le roi adverse". The game ends at once; the capturer's team wins.
#[test]
fn king_capture_ends_the_game() {
    let g = play_from(V3, "4bK3/8/8/8/8/8/8/4wR2wK w - 0 0", &["e1-e8"]);
    assert_eq!(
        g.outcome(),
        Some(Outcome::Win {
            team: Team(0),
            reason: WinReason::KingsCaptured
        })
    );
    assert!(g.legal_actions().is_empty());
    assert_eq!(perft(g.position(), 3), 1);
    assert_eq!(
        g.position()
            .explain(sq(g.position(), "h1"), sq(g.position(), "h2")),
        Err(Refusal::GameOver)
    );
    for r in [TRAD, MODERN] {
        let g = play_from(r, "2bR13/16/16/2wK7bK5 b - 0 0", &["a3-d3"]);
        assert_eq!(
            g.outcome(),
            Some(Outcome::Win {
                team: Team(1),
                reason: WinReason::KingsCaptured
            }),
            "{}",
            r.id()
        );
        assert!(g.legal_actions().is_empty());
        assert_eq!(
            to_reference(r, g.position()).outcome,
            Some(reference::End::Win(1))
        );
    }
}

/// The project's own draw rule, in no document: 50 full rounds (100 plies) with no capture, no
/// promotion and no pawn move end the game in a draw.
#[test]
fn draw_after_100_quiet_plies() {
    let text = "4bK3/8/8/8/8/4bP3/8/4wK3 w - 99 150 leap=wb";
    let g = play_from(V3, text, &["e1-d1"]);
    assert_eq!(g.outcome(), Some(Outcome::Draw(DrawReason::FiftyRounds)));
    assert!(g.legal_actions().is_empty());
    // One ply earlier: no draw yet.
    let g = play_from(
        V3,
        "4bK3/8/8/8/8/4bP3/8/4wK3 w - 98 150 leap=wb",
        &["e1-d1"],
    );
    assert_eq!((g.outcome(), g.position().quiet_plies()), (None, 99));
    // A pawn move or a capture resets the count instead.
    let g = play_from(
        V3,
        "4bK3/8/8/8/8/4bP3/8/4wK3 b - 99 150 leap=wb",
        &["e3-e2"],
    );
    assert_eq!((g.outcome(), g.position().quiet_plies()), (None, 0));
    let g = play_from(
        V3,
        "4bK3/8/8/8/8/8/4bP3/4wK3 w - 99 150 leap=wb",
        &["e1-e2"],
    );
    assert_eq!((g.outcome(), g.position().quiet_plies()), (None, 0));
    // The same on the circle.
    for r in [TRAD, MODERN] {
        let g = play_from(r, "16/16/16/2wK7bK5 w - 99 150", &["d3-d4"]);
        assert_eq!(
            g.outcome(),
            Some(Outcome::Draw(DrawReason::FiftyRounds)),
            "{}",
            r.id()
        );
    }
}

/// 000 l.246: "Il n'y a pas de notion de "pat" comme aux échecs classique"; 004 l.89: "si un joueur
/// n'a pas d'autre solution que de mettre son roi en échec, il joue son roi et perd la partie".
#[test]
fn no_stalemate_king_must_move_into_attack() {
    // White's rajah (leap used) can only step to a2, b1 or b2, all attacked by the black rooks.
    let text = "1bR5bK/8/8/8/8/8/7bR/wK7 w - 0 0 leap=w";
    let p = pos(V3, text);
    assert_eq!(moves_from(V3, &p, "a1"), v(&["a1-a2", "a1-b1", "a1-b2"]));
    for mv in ["a1-a2", "a1-b1", "a1-b2"] {
        // Every one of them lets Black take the rajah.
        let g = play_from(V3, text, &[mv]);
        let king = g.position().king(Seat::ALL[0]).unwrap();
        assert!(
            engine_moves(g.position()).iter().any(|m| m.to == king),
            "{mv}"
        );
    }
    let g = Game::from_position(p, 0);
    assert_eq!(g.legal_actions().len(), 3);
    assert!(!g.legal_actions().contains(&Action::Pass));
    // ... and loses: Black takes it.
    let g = play_from(V3, text, &["a1-b1", "b8-b1"]);
    assert_eq!(
        g.outcome(),
        Some(Outcome::Win {
            team: Team(1),
            reason: WinReason::KingsCaptured
        })
    );
}

/// The perft definition and the no-stalemate rule: a side with no move at all passes.
#[test]
fn no_stalemate_side_without_moves_passes() {
    // White: rajah a8 (leap used) boxed in by its own soldiers a7, b7 and b8 (b8 reached when no
    // knight was lost, so it stayed a soldier); none of them can move.
    let text = "wKwP6/wPwP6/8/8/8/8/8/7bK w - 0 10 leap=w";
    let p = pos(V3, text);
    assert_same_moves(V3, &p);
    let mut g = Game::from_position(p, 0);
    assert_eq!(g.legal_actions(), vec![Action::Pass]);
    assert_eq!(perft(&p, 1), 1);
    assert_eq!(
        perft(&p, 2),
        5,
        "the pass, then Black's 3 steps and 2 leaps"
    );
    assert_eq!(to_reference(V3, &p).perft(2), 5);
    g.play(Action::Pass).unwrap();
    let q = g.position();
    assert_eq!(
        (q.to_move(), q.ply(), q.quiet_plies()),
        (Seat::ALL[1], 11, 1)
    );
    assert!(q.outcome().is_none());
    // A pass is refused when a move exists.
    let mut g = Game::new(ruleset(V3), 0);
    assert!(g.play(Action::Pass).is_err());
}

/// The project's draw rule: 50 full rounds with no capture, promotion or pawn move. A pass is a
/// turn of its round (the engine counts it as a quiet ply), so when it completes the 100th quiet
/// ply the game is drawn at once, as after a quiet move.
/// (Regression: the first engine version did not check the draw rule on a pass.)
#[test]
fn draw_when_a_pass_completes_100_quiet_plies() {
    let text = "wKwP6/wPwP6/8/8/8/8/8/7bK w - 99 150 leap=w";
    let mut g = Game::from_position(pos(V3, text), 0);
    g.play(Action::Pass).unwrap();
    let mut reference = rpos(V3, text);
    reference.pass();
    assert_eq!(reference.outcome, Some(reference::End::Draw));
    assert_eq!(
        g.outcome(),
        Some(Outcome::Draw(DrawReason::FiftyRounds)),
        "quiet plies: {}",
        g.position().quiet_plies()
    );
}

/// `Game::play_if_legal` (what the bot worker rebuilds games with) plays exactly the actions
/// `Game::play` plays, and leaves the game as it was when it refuses one.
#[test]
fn play_if_legal_agrees_with_play() {
    let rules = ruleset(V3);
    let mut checked = Game::new(rules, 3);
    let mut quiet = Game::new(rules, 3);
    let start = *checked.position();
    let e2e3 = Action::Move(find_move(&start, "e2-e3"));
    // The same pawn, three cells on: not a move it has.
    let illegal = match e2e3 {
        Action::Move(mut m) => {
            m.to = rules.geometry.parse("e5").unwrap();
            Action::Move(m)
        }
        other => other,
    };
    assert!(checked.play(illegal).is_err());
    assert!(quiet.play_if_legal(illegal).is_none());
    assert_eq!(*quiet.position(), start, "a refused action changes nothing");
    assert!(quiet.actions().is_empty());
    for _ in 0..12 {
        let Some(&action) = checked.legal_actions().last() else {
            break;
        };
        let events = checked.play(action).unwrap().to_vec();
        assert_eq!(quiet.play_if_legal(action).map(<[_]>::to_vec), Some(events));
        assert_eq!(quiet.position(), checked.position());
    }
    assert_eq!(quiet.actions(), checked.actions());
}
