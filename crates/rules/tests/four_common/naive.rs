//! A deliberately simple move generator for the four-player rulesets, written from the rulesets'
//! written rules and readings alone (the table of rules in the rules pages), not from the engine's
//! code: loops over (file, rank) offsets, no bitboards, and its own reading of frozen armies,
//! throne command, capture rules, the v1 leap and every promotion rule. Tests compare it move by
//! move with the engine's generator.

use ashtapada_rules::ruleset::{AllyCapture, Privileged, Promotion, Throne};
use ashtapada_rules::{Piece, Position, Role, RoleSet, Seat};

use super::{moves, sq};

/// A move as (from cell, to cell, promotion).
pub type NaiveMove = (u8, u8, Option<Role>);

/// The engine's moves under the position's current roll, sorted.
pub fn engine_moves(p: &Position) -> Vec<NaiveMove> {
    let mut v: Vec<NaiveMove> = moves(p)
        .iter()
        .map(|m| (m.from.to_u8(), m.to.to_u8(), m.promotion))
        .collect();
    v.sort();
    v
}

type Cell = (i8, i8); // (file, rank)

fn cell_of(c: Cell) -> ashtapada_rules::Square {
    ashtapada_rules::Square::new((c.1 * 8 + c.0) as u8).expect("a cell of the grid")
}

fn on_board(c: Cell) -> bool {
    (0..8).contains(&c.0) && (0..8).contains(&c.1)
}

fn get(p: &Position, c: Cell) -> Option<Piece> {
    on_board(c).then(|| p.piece_at(cell_of(c))).flatten()
}

/// The four-handed set-up: (cell, army, role) of every non-pawn start square.
const STARTS: [(&str, u8, Role); 16] = [
    ("a1", 0, Role::Alfil),
    ("b1", 0, Role::Knight),
    ("c1", 0, Role::Rook),
    ("d1", 0, Role::King),
    ("a8", 1, Role::Alfil),
    ("a7", 1, Role::Knight),
    ("a6", 1, Role::Rook),
    ("a5", 1, Role::King),
    ("h8", 2, Role::Alfil),
    ("g8", 2, Role::Knight),
    ("f8", 2, Role::Rook),
    ("e8", 2, Role::King),
    ("h1", 3, Role::Alfil),
    ("h2", 3, Role::Knight),
    ("h3", 3, Role::Rook),
    ("h4", 3, Role::King),
];

fn pawn_step(army: Seat) -> Cell {
    [(0, 1), (1, 0), (0, -1), (-1, 0)][army.index()]
}

fn count(p: &Position, army: Seat, role: Role) -> usize {
    ashtapada_rules::Square::all()
        .filter_map(|s| p.piece_at(s))
        .filter(|q| q.army() == army && q.role() == role)
        .count()
}

fn lost(p: &Position, army: Seat, role: Role) -> bool {
    count(p, army, role) < if role == Role::Pawn { 4 } else { 1 }
}

fn has_king(p: &Position, a: Seat) -> bool {
    count(p, a, Role::King) > 0
}

fn can_move(p: &Position, a: Seat) -> bool {
    let r = p.rules();
    let commanded = r.throne != Throne::None && p.commands(a.partner());
    !p.withdrawn(a) && (!r.frozen_without_king || has_king(p, a) || commanded)
}

/// The armies the seat to move may move: its own unless frozen; with command, as the throne rule
/// says (in v1 the commander plays the ally's army on the ally's turn; elsewhere either army on
/// either partner's turn).
fn armies(p: &Position) -> Vec<Seat> {
    let r = p.rules();
    let s = p.to_move();
    let either = r.throne == Throne::EitherArmy;
    let commanded = r.throne != Throne::None && p.commands(s.partner());
    let mut out = Vec::new();
    if commanded || can_move(p, s) {
        out.push(s);
    }
    if either && (commanded || p.commands(s)) {
        out.push(s.partner());
    }
    out
}

fn may_capture(p: &Position, mover: Piece, victim: Piece) -> bool {
    let r = p.rules();
    if mover.army() == victim.army() {
        return false;
    }
    if mover.army().team() == victim.army().team() {
        match r.ally_capture {
            AllyCapture::Never => return false,
            AllyCapture::AllButKing if victim.role() == Role::King => return false,
            _ => {}
        }
    }
    let minor = |x: Role| matches!(x, Role::Pawn | Role::Alfil);
    !minor(mover.role()) || minor(victim.role())
}

/// Cells a piece reaches by its ordinary movement (empty or capturable), pawns without promotion.
fn reach(p: &Position, from: Cell, me: Piece) -> Vec<Cell> {
    let mut out = Vec::new();
    let ok = |c: Cell| match get(p, c) {
        None => true,
        Some(v) => may_capture(p, me, v),
    };
    let leaps = |offs: &[(i8, i8)], out: &mut Vec<Cell>| {
        for &(dx, dy) in offs {
            let c = (from.0 + dx, from.1 + dy);
            if on_board(c) && ok(c) {
                out.push(c);
            }
        }
    };
    const KNIGHT: [(i8, i8); 8] = [
        (1, 2),
        (2, 1),
        (2, -1),
        (1, -2),
        (-1, -2),
        (-2, -1),
        (-2, 1),
        (-1, 2),
    ];
    match me.role() {
        Role::King => leaps(
            &[
                (1, 0),
                (1, 1),
                (0, 1),
                (-1, 1),
                (-1, 0),
                (-1, -1),
                (0, -1),
                (1, -1),
            ],
            &mut out,
        ),
        Role::Knight => leaps(&KNIGHT, &mut out),
        Role::Alfil => leaps(&[(2, 2), (2, -2), (-2, 2), (-2, -2)], &mut out),
        Role::Rook => {
            for (dx, dy) in [(1, 0), (-1, 0), (0, 1), (0, -1)] {
                let mut c = (from.0 + dx, from.1 + dy);
                while on_board(c) {
                    match get(p, c) {
                        None => out.push(c),
                        Some(v) => {
                            if may_capture(p, me, v) {
                                out.push(c);
                            }
                            break;
                        }
                    }
                    c = (c.0 + dx, c.1 + dy);
                }
            }
        }
        Role::Pawn => {
            let (dx, dy) = pawn_step(me.army());
            let ahead = (from.0 + dx, from.1 + dy);
            if on_board(ahead) {
                match get(p, ahead) {
                    None => out.push(ahead),
                    Some(v) if p.rules().pawn_forward_capture && may_capture(p, me, v) => {
                        out.push(ahead)
                    }
                    _ => {}
                }
            }
            for side in [1, -1] {
                let c = (ahead.0 + side * dy, ahead.1 + side * dx);
                if on_board(c) && get(p, c).is_some_and(|v| may_capture(p, me, v)) {
                    out.push(c);
                }
            }
        }
        _ => unreachable!("no such piece in four-player rulesets"),
    }
    out
}

/// Whether an enemy piece of an army that can move could capture `victim` on `at` by its ordinary
/// movement (a king's step, never its leap).
fn attacked(p: &Position, at: Cell, victim: Piece) -> bool {
    (0..64i8).any(|i| {
        let c = (i % 8, i / 8);
        get(p, c).is_some_and(|e| {
            e.army().team() != victim.army().team()
                && can_move(p, e.army())
                && may_capture(p, e, victim)
                && reach(p, c, e).contains(&at)
        })
    })
}

/// The moves a pawn arriving on `to` makes: no choice (`None`), one promotion, several promotion
/// choices, or nothing at all (Chaturaji's far edge before a pawn is lost).
fn pawn_options(p: &Position, me: Piece, to: Cell) -> Vec<Option<Role>> {
    use Role::*;
    let r = p.rules();
    let army = me.army();
    let step = pawn_step(army);
    let edge = !on_board((to.0 + step.0, to.1 + step.1));
    let along = if step.0 == 0 { to.0 } else { to.1 };
    let edge_role = [Alfil, Knight, Rook, King, King, Rook, Knight, Alfil][along as usize];
    let marked = matches!(edge_role, Alfil | King);
    let enemy_start = STARTS
        .iter()
        .find(|(c, a, _)| cell_of(to) == sq(c) && Seat::new(*a).unwrap().team() != army.team())
        .map(|&(_, _, role)| role);
    let others: Vec<Role> = ashtapada_rules::Square::all()
        .filter_map(|s| p.piece_at(s))
        .filter(|q| q.army() == army && q.role() != King)
        .map(|q| q.role())
        .collect();
    let privileged = others.len() == 2 && others.contains(&Pawn) && others.contains(&Alfil);
    match r.privileged_pawn {
        Privileged::AnyFarEdge if privileged && edge => {
            return vec![Some(King), Some(Rook), Some(Knight), Some(Alfil)]
        }
        Privileged::EnemyStartSquares
            if privileged && matches!(enemy_start, Some(King | Rook | Knight)) =>
        {
            return vec![Some(King), Some(Rook), Some(Knight)]
        }
        _ => {}
    }
    match r.promotion {
        Promotion::None => vec![None],
        Promotion::EnemyKnightRookIfLost => match enemy_start {
            Some(k @ (Knight | Rook)) if lost(p, army, k) => vec![Some(k)],
            _ => vec![None],
        },
        Promotion::UnmarkedFarEdgeIfPieceAndPawnLost => {
            if edge && !marked && lost(p, army, edge_role) && lost(p, army, Pawn) {
                vec![Some(edge_role)]
            } else {
                vec![None]
            }
        }
        Promotion::UnmarkedFarEdgeAfterPawnLoss => match (edge, lost(p, army, Pawn), marked) {
            (false, _, _) => vec![None],
            (true, false, _) => vec![],
            (true, true, true) => vec![None],
            (true, true, false) => vec![Some(edge_role)],
        },
        Promotion::FarEdgeAlways if edge => vec![Some(edge_role)],
        _ => vec![None],
    }
}

/// The moves of the seat to move with the kinds `roles`, sorted.
pub fn naive_moves(p: &Position, roles: RoleSet) -> Vec<NaiveMove> {
    let r = p.rules();
    let mut out = Vec::new();
    if p.outcome().is_some() || p.pending().is_some() || p.reintroduction_turn() {
        return out;
    }
    for a in armies(p) {
        for i in 0..64i8 {
            let c = (i % 8, i / 8);
            let Some(me) = get(p, c).filter(|q| q.army() == a && roles.has(q.role())) else {
                continue;
            };
            let mut dests = reach(p, c, me);
            if me.role() == Role::King && r.king_leap && !p.leap_used(a) && !attacked(p, c, me) {
                // The leap: a knight's reach from the king's cell, with the king's capture rights.
                for (dx, dy) in [
                    (1, 2),
                    (2, 1),
                    (2, -1),
                    (1, -2),
                    (-1, -2),
                    (-2, -1),
                    (-2, 1),
                    (-1, 2),
                ] {
                    let t = (c.0 + dx, c.1 + dy);
                    if on_board(t) && get(p, t).is_none_or(|v| may_capture(p, me, v)) {
                        dests.push(t);
                    }
                }
            }
            for t in dests {
                let options = if me.role() == Role::Pawn {
                    pawn_options(p, me, t)
                } else {
                    vec![None]
                };
                for o in options {
                    out.push((cell_of(c).to_u8(), cell_of(t).to_u8(), o));
                }
            }
        }
    }
    out.sort();
    out
}
