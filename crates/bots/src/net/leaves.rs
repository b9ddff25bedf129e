//! The first layer's sums, carried from one leaf of a search to the next.
//!
//! A search's successive leaves differ by a few moves: a few cells, a count or two, the die.
//! So, as NNUE engines keep an accumulator, the sums of the rows of a position's inputs (all
//! but the hand-fitted evaluation's, which changes with every leaf) are kept with the inputs
//! they were summed over, and the next position's sums are those sums with the rows of the
//! inputs that changed taken away and added.
//! The inputs number the armies from the actor's side, so each actor seat keeps its own sums.
//!
//! The hand-fitted evaluation among the inputs is kept too, by board: with dice a search meets
//! the same board under each face of a roll, and that evaluation reads the board alone.
//!
//! The carry knows the network by its first layer's weights alone, which the network passes in
//! ([`Net::evaluate_with`](super::Net::evaluate_with)): the rows are all it adds and takes away.

use super::inputs::{dense_inputs, piece_input, relative, DENSE, DENSE_BASE};
use super::rows::{self, HIDDEN};
use crate::eval::{self, Weights};
use ashtapada_rules::{Bitboard, Position, Role, Ruleset, Seat, Square, Team};

/// Hand-fitted evaluations kept by board (a power of two).
const HANDS: usize = 1 << 14;

/// One actor's sums, and the inputs they were summed over: the board and the dense inputs.
#[derive(Clone, Copy, Debug)]
struct Summed {
    army: [Bitboard; 4],
    role: [Bitboard; 8],
    dense: [i16; DENSE],
    sums: [i32; HIDDEN],
}

/// The sums of the last position evaluated with each seat acting
/// ([`Net::evaluate_with`](super::Net::evaluate_with)). One per search: it belongs to one
/// network.
#[derive(Clone, Debug)]
pub struct Leaves {
    last: [Option<Summed>; 4],
    /// The hand-fitted weights of the ruleset.
    w: Weights,
    /// Hand-fitted evaluations for team 0 by [`eval::board_key`], direct-mapped; empty without
    /// dice, where a board seldom comes back and a key costs more than a hit saves.
    hands: Vec<(u64, i32)>,
    /// Positions whose sums were carried over.
    pub carried: u64,
    /// Positions whose sums were summed afresh.
    pub fresh: u64,
}

impl Leaves {
    /// A new, empty carry for positions of `rules`.
    pub fn new(rules: &Ruleset) -> Leaves {
        Leaves {
            last: [None; 4],
            w: Weights::of(rules),
            hands: if rules.dice.is_some() {
                vec![(0, 0); HANDS]
            } else {
                Vec::new()
            },
            carried: 0,
            fresh: 0,
        }
    }

    /// The hand-fitted evaluation of `pos` for its actor's team.
    pub(super) fn hand(&mut self, pos: &Position) -> i32 {
        let team = pos.actor().team();
        if self.hands.is_empty() {
            return eval::evaluate(pos, team, &self.w);
        }
        let w = &self.w;
        eval::cached(&mut self.hands, eval::board_key(pos), team, || {
            eval::evaluate(pos, Team(0), w)
        })
    }

    /// The sums of the rows of `pos`'s inputs but the hand input (without the biases), in the
    /// network whose first layer's weights are `w1`.
    pub(super) fn sums(&mut self, w1: &[i16], pos: &Position) -> [i32; HIDDEN] {
        let army = Seat::ALL.map(|s| pos.army_cells(s));
        let mut role = [Bitboard::EMPTY; 8];
        for r in Role::ALL {
            role[r as usize] = pos.role_cells(r);
        }
        let dense = dense_inputs(pos);
        let slot = &mut self.last[pos.actor().index()];
        let rel = relative(pos);
        let row =
            |army: Seat, role: Role, sq: usize| rows::row(w1, piece_input(rel(army), role, sq));
        let carried = slot.as_ref().and_then(|last| {
            let changed = changed(last, &army, &role);
            // Carrying costs up to two rows a changed cell; summing afresh one row a piece.
            (2 * changed.count() < pos.occupied().count()).then(|| {
                let mut sums = last.sums;
                for sq in changed {
                    let i = sq.index();
                    if let Some((a, r)) = piece_on(&last.army, &last.role, sq) {
                        rows::sub(&mut sums, row(a, r, i));
                    }
                    if let Some(p) = pos.piece_at(sq) {
                        rows::add(&mut sums, row(p.army(), p.role(), i));
                    }
                }
                for (k, (&was, &is)) in last.dense.iter().zip(&dense).enumerate() {
                    if was != is {
                        let by = i32::from(is) - i32::from(was);
                        rows::add_scaled(&mut sums, rows::row(w1, DENSE_BASE + k), by, 0);
                    }
                }
                sums
            })
        });
        let sums = match carried {
            Some(sums) => {
                self.carried += 1;
                sums
            }
            None => {
                self.fresh += 1;
                let mut sums = [0; HIDDEN];
                for sq in pos.occupied() {
                    if let Some(p) = pos.piece_at(sq) {
                        rows::add(&mut sums, row(p.army(), p.role(), sq.index()));
                    }
                }
                for (k, &v) in dense.iter().enumerate() {
                    if v != 0 {
                        rows::add_scaled(&mut sums, rows::row(w1, DENSE_BASE + k), i32::from(v), 0);
                    }
                }
                sums
            }
        };
        *slot = Some(Summed {
            army,
            role,
            dense,
            sums,
        });
        sums
    }
}

/// The cells whose piece (army or role) differs between `last` and the board `army`, `role`.
fn changed(last: &Summed, army: &[Bitboard; 4], role: &[Bitboard; 8]) -> Bitboard {
    let by_army = last
        .army
        .iter()
        .zip(army)
        .fold(0, |c, (a, b)| c | (a.0 ^ b.0));
    let by_role = last
        .role
        .iter()
        .zip(role)
        .fold(0, |c, (a, b)| c | (a.0 ^ b.0));
    Bitboard(by_army | by_role)
}

/// The army and role of the piece on `sq` of the board `army`, `role`, if any.
fn piece_on(army: &[Bitboard; 4], role: &[Bitboard; 8], sq: Square) -> Option<(Seat, Role)> {
    let bit = 1u64 << sq.index();
    let a = Seat::ALL
        .into_iter()
        .find(|&s| army[s.index()].0 & bit != 0)?;
    let r = Role::ALL
        .into_iter()
        .find(|&r| role[r as usize].0 & bit != 0)?;
    Some((a, r))
}
