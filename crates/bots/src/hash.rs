//! Zobrist-style position keys, computed from scratch through the engine's public API.
//!
//! The engine keeps no incremental hash, so each node pays for one pass over the occupied cells
//! (at most 64 table lookups) plus a few mixed words for the state fields that change what may be
//! played or what a position is worth. Fields the API does not show (which thrones were already
//! paid for, skipped turns, kings waiting to be placed) are left out; positions that differ only
//! there share a key, which costs at most a slightly wrong table entry, never an illegal move.

use crate::rng::mix;
use ashtapada_rules::ruleset::{KingReturn, Stakes};
use ashtapada_rules::{Piece, Position};

/// The random key of a packed piece (army, role, pawn direction) on a cell.
///
/// Computed on the fly rather than read from a 64 KiB table: the mix is a handful of
/// multiplications, about as fast as a cache miss, and a baked table of random words would add
/// 64 KiB that gzip cannot shrink to the worker's download.
#[inline]
fn piece_key(sq: usize, piece: usize) -> u64 {
    mix(0x5eed_0000_0000 ^ ((sq as u64) << 8 | piece as u64))
}

#[inline]
fn piece_index(p: Piece) -> usize {
    let dir = if p.role() == ashtapada_rules::Role::Pawn {
        p.dir().0 as usize & 3
    } else {
        0
    };
    (p.army().index() & 3) << 5 | (p.role() as usize) << 2 | dir
}

/// Salt that separates a chance node's entry from the decision node on the same position (a
/// seat that may offer an exchange before rolling decides first, then the die is cast).
pub(crate) const CHANCE_SALT: u64 = 0x6a09_e667_f3bc_c909;

/// The key of a position.
pub(crate) fn key(pos: &Position) -> u64 {
    let mut h = 0u64;
    for sq in pos.occupied() {
        if let Some(p) = pos.piece_at(sq) {
            h ^= piece_key(sq.index(), piece_index(p));
        }
    }
    let rules = pos.rules();
    // Turn, roll and decisions.
    let mut w1 = u64::from(pos.to_move().number());
    w1 |= u64::from(pos.roll().map_or(0, |r| r + 1)) << 2;
    w1 |= match pos.pending() {
        None => 0,
        Some(ashtapada_rules::Pending::Answer { offerer, answerer }) => {
            1 | u64::from(offerer.number()) << 1 | u64::from(answerer.number()) << 3
        }
        Some(ashtapada_rules::Pending::Place { army }) => 32 | u64::from(army.number()) << 1,
    } << 8;
    w1 |= u64::from(pos.reintroduction_turn()) << 16;
    w1 |= u64::from(pos.outcome().is_some()) << 17;
    for seat in rules.seats() {
        let b = 20 + 4 * u64::from(seat.number());
        w1 |= u64::from(pos.commands(seat)) << b;
        w1 |= u64::from(pos.withdrawn(seat)) << (b + 1);
        w1 |= u64::from(pos.leap_used(seat)) << (b + 2);
    }
    h ^= mix(w1 ^ 0x1111);
    if rules.king_return != KingReturn::None {
        let mut w2 = 0u64;
        for seat in rules.seats() {
            let b = 6 * u64::from(seat.number());
            w2 |= u64::from(pos.king_holder(seat).map_or(0, |h| h.number() + 1)) << b;
            w2 |= u64::from(pos.kings_lost(seat).min(3)) << (b + 3);
        }
        let actor = pos.actor();
        w2 |= u64::from(pos.exchange_offer(actor).is_some()) << 40;
        w2 |= u64::from(pos.release_demand(actor).is_some()) << 41;
        h ^= mix(w2 ^ 0x2222);
    }
    if rules.stakes != Stakes::None {
        let m = pos.money();
        let mut w3 = 0u64;
        for (i, v) in m.iter().enumerate() {
            w3 |= u64::from(*v as u8) << (8 * i);
        }
        w3 |= u64::from(pos.pot() as u8) << 32;
        h ^= mix(w3 ^ 0x3333);
    }
    h
}
