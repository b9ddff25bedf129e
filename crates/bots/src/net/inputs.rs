//! What the network reads: the layout of its inputs and the inputs of a position.
//!
//! The inputs describe a position from the point of view of the seat that acts
//! ([`Position::actor`]): armies are numbered relative to it (0: the actor's own, 1: the next
//! seat, …), so one set of weights serves every seat. They are sparse: a piece of a role of a
//! relative army on a cell (4 × 8 × 64 one-hot inputs), then per relative army the count of each
//! role, whether it is frozen, whether its king is held by another army, whether it commands
//! from the throne and its money (stakes rulesets), then the face rolled (if any), whether the
//! die must be rolled and whether a decision is pending, and last the hand-fitted evaluation's
//! winning chance.

use crate::eval;
use arrayvec::ArrayVec;
use ashtapada_rules::ruleset::Stakes;
use ashtapada_rules::{Position, Role, Seat};

/// One-hot piece inputs: relative army × role × cell.
const PIECE_INPUTS: usize = 4 * 8 * 64;
/// Dense inputs per relative army: 8 role counts, frozen, king held, commands, money.
const ARMY_DENSE: usize = 12;
/// The first dense input.
pub(super) const DENSE_BASE: usize = PIECE_INPUTS;
/// The first of the eight face inputs.
const FACE_BASE: usize = DENSE_BASE + 4 * ARMY_DENSE;
/// The two flags: the die must be rolled; a decision is pending.
const FLAG_BASE: usize = FACE_BASE + 8;
/// The hand-fitted evaluation's winning chance, as TD-Gammon 2 took expert features among its
/// inputs: the network starts from what the hand-fitted evaluation knows and learns the rest.
pub(super) const HAND: usize = FLAG_BASE + 2;
/// The hand input's value for a certain win (it is read as `value / HAND_ONE`).
const HAND_ONE: i32 = 1024;
/// The number of inputs.
pub const INPUTS: usize = HAND + 1;

/// The inputs from [`DENSE_BASE`] up to the hand input: per relative army its role counts,
/// frozen, king held, commands and money, then the face and the flags.
pub(super) const DENSE: usize = HAND - DENSE_BASE;

/// Evaluation units per unit of logit: where the hard level squashes its leaves at scale 1 600,
/// `tanh(v / 1600) = 2p − 1` makes `v = 800 · logit`, so the network's leaves land on the
/// same scale as the hand-fitted evaluation's.
pub const UNITS_PER_LOGIT: i32 = 800;

/// How many bits an input's product with its weight is shifted right: the hand input is a
/// fraction in units of `1 / HAND_ONE`, the others are whole counts. (The float network of
/// training reads an input the same way, as `value / 2^shift`.)
#[inline]
pub(crate) fn shift(i: u16) -> u32 {
    if usize::from(i) == HAND {
        HAND_ONE.trailing_zeros()
    } else {
        0
    }
}

/// A position's active inputs: `(input, value)` pairs, zero values left out.
pub type Features = ArrayVec<(u16, i16), 128>;

/// The active inputs of `pos`, from its actor's point of view (see the module's documentation).
/// Returns the hand-fitted evaluation for the actor's team, which a residual network adds its
/// output to ([`hand_logit`]).
pub fn features(pos: &Position, out: &mut Features) -> i32 {
    out.clear();
    let rel = relative(pos);
    for sq in pos.occupied() {
        if let Some(p) = pos.piece_at(sq) {
            out.push((piece_input(rel(p.army()), p.role(), sq.index()) as u16, 1));
        }
    }
    let w = eval::Weights::of(pos.rules());
    let hand = eval::evaluate(pos, pos.actor().team(), &w);
    board_features(pos, out, hand);
    hand
}

/// How `pos`'s actor numbers the armies: 0 its own, 1 the next seat, …
#[inline]
pub(super) fn relative(pos: &Position) -> impl Fn(Seat) -> usize {
    let n = pos.rules().seats().len() as u8;
    let actor = pos.actor().number();
    move |army: Seat| usize::from((army.number() + n - actor) % n)
}

/// The one-hot input of a piece of `role` of relative army `rel` on cell `sq`.
#[inline]
pub(super) fn piece_input(rel: usize, role: Role, sq: usize) -> usize {
    (rel * 8 + role as usize) * 64 + sq
}

/// The values of the inputs from [`DENSE_BASE`] up to the hand input, zeros included.
pub(super) fn dense_inputs(pos: &Position) -> [i16; DENSE] {
    let rules = pos.rules();
    let rel = relative(pos);
    let mut d = [0; DENSE];
    let money = pos.money();
    for army in rules.seats() {
        let a = &mut d[rel(army) * ARMY_DENSE..][..ARMY_DENSE];
        for role in Role::ALL {
            a[role as usize] = pos.count(army, role) as i16;
        }
        a[8] = i16::from(pos.frozen(army));
        a[9] = i16::from(pos.king_holder(army).is_some());
        a[10] = i16::from(pos.commands(army));
        if rules.stakes != Stakes::None {
            a[11] = money[army.index()].clamp(-64, 64) as i16;
        }
    }
    if let Some(f) = pos.roll() {
        d[FACE_BASE - DENSE_BASE + usize::from(f.min(7))] = 1;
    }
    d[FLAG_BASE - DENSE_BASE] = i16::from(pos.needs_roll());
    d[FLAG_BASE - DENSE_BASE + 1] = i16::from(pos.pending().is_some());
    d
}

/// Appends the inputs of [`features`] other than the pieces on their cells (the armies, the
/// die, the flags, the hand-fitted evaluation `hand` for the actor's team) to `out`.
fn board_features(pos: &Position, out: &mut Features, hand: i32) {
    // Capacity: at most 64 pieces, 48 army inputs, a face and two flags, the hand.
    for (k, &v) in dense_inputs(pos).iter().enumerate() {
        if v != 0 {
            out.push(((DENSE_BASE + k) as u16, v));
        }
    }
    let h = hand_input(hand);
    if h != 0 {
        out.push((HAND as u16, h));
    }
}

/// The logit of the winning chance that the hand-fitted evaluation `v` stands for, as the hard
/// level squashes its leaves (`tanh(v / 1600) = 2p − 1`, so `v / 800`): where a residual
/// network's output starts from.
pub fn hand_logit(v: i32) -> f32 {
    v as f32 / UNITS_PER_LOGIT as f32
}

/// The hand input for the hand-fitted evaluation `v`: `HAND_ONE · tanh(v / 1600)`, the winning
/// chance the hard level's squash gives it, rescaled.
pub(super) fn hand_input(v: i32) -> i16 {
    (i64::from(eval::squash(v, 1_600)) * i64::from(HAND_ONE) / i64::from(eval::SQUASH_MAX)) as i16
}

#[cfg(test)]
mod tests {
    use super::*;
    use crate::eval::EVAL_MAX;
    use ashtapada_rules::{fen, Ruleset};

    #[test]
    fn features_describe_a_position_from_its_actors_side() {
        let rules = Ruleset::by_id("chaturanga-v1+dice").expect("ruleset");
        // Four kings and a West rook on a6; North (seat 2) to act, with no roll yet.
        let board = "4nK3/8/wR7/8/7eK/8/8/wK2sK4 n - 0 10";
        let pos = fen::parse(rules, board).expect("position");
        let mut f = Features::new();
        features(&pos, &mut f);
        let actor = pos.actor().number();
        let rel = |seat: u8| usize::from((seat + 4 - actor) % 4);
        let has = |i: usize, v: i16| f.iter().any(|&(j, w)| usize::from(j) == i && w == v);
        // Every piece is one one-hot input, on its relative army, role and cell, and nothing
        // else is set among the piece inputs.
        let pieces: Vec<_> = f
            .iter()
            .filter(|&&(i, _)| usize::from(i) < PIECE_INPUTS)
            .collect();
        assert_eq!(pieces.len(), pos.occupied().count() as usize);
        for sq in pos.occupied() {
            let p = pos.piece_at(sq).expect("piece");
            let i = (rel(p.army().number()) * 8 + p.role() as usize) * 64 + sq.index();
            assert!(has(i, 1), "{sq:?}");
        }
        // The counts: one king per army, and West's rook.
        for seat in 0..4u8 {
            let base = DENSE_BASE + rel(seat) * ARMY_DENSE;
            assert!(has(base + Role::King as usize, 1), "seat {seat}");
        }
        let west = Seat::new(1).expect("seat");
        assert_eq!(pos.count(west, Role::Rook), 1);
        assert!(has(
            DENSE_BASE + rel(1) * ARMY_DENSE + Role::Rook as usize,
            1
        ));
        // The actor's own army is relative army 0.
        assert_eq!(rel(actor), 0);
        // The hand-fitted evaluation, as a winning chance in units of 1/1024.
        let w = eval::Weights::of(rules);
        let hand = hand_input(eval::evaluate(&pos, pos.actor().team(), &w));
        assert!(hand != 0 && has(HAND, hand), "{hand}");
        assert_eq!(hand_input(0), 0);
        assert_eq!(hand_input(EVAL_MAX), 1_024);
        assert_eq!(hand_input(-1_600), -779);
        // No stakes, no money inputs; the die must be rolled.
        assert_eq!(pos.needs_roll(), has(FLAG_BASE, 1));
        assert!(!f.iter().any(|&(i, _)| {
            let i = usize::from(i);
            (DENSE_BASE..FACE_BASE).contains(&i) && (i - DENSE_BASE) % ARMY_DENSE == 11
        }));
    }
}
