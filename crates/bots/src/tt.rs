//! The transposition table: one entry per slot, indexed by the low bits of the key, replaced
//! unless the slot holds a deeper result for the same position.

use ashtapada_rules::Action;

/// What a stored score means.
#[derive(Clone, Copy, PartialEq, Eq, Debug)]
pub(crate) enum Bound {
    /// The true value.
    Exact,
    /// The true value is at least this (a fail high).
    Lower,
    /// The true value is at most this (a fail low).
    Upper,
}

impl Bound {
    /// What a fail-soft `score` found under the window `(alpha, beta)` says of the true value.
    pub(crate) fn of(score: i32, alpha: i32, beta: i32) -> Bound {
        if score >= beta {
            Bound::Lower
        } else if score > alpha {
            Bound::Exact
        } else {
            Bound::Upper
        }
    }

    /// Whether a `score` of this kind settles the window `(alpha, beta)`: an exact value always,
    /// a fail-low only a window it still fails low in, a fail-high only one it still fails high in.
    pub(crate) fn settles(self, score: i32, alpha: i32, beta: i32) -> bool {
        match self {
            Bound::Exact => true,
            Bound::Upper => score <= alpha,
            Bound::Lower => score >= beta,
        }
    }
}

/// One stored result.
#[derive(Clone, Copy, Debug)]
pub(crate) struct Entry {
    pub key: u64,
    pub action: Option<Action>,
    pub score: i32,
    pub depth: i16,
    pub bound: Bound,
}

const EMPTY: Entry = Entry {
    key: 0,
    action: None,
    score: 0,
    depth: -1,
    bound: Bound::Upper,
};

/// A fixed-size table.
pub(crate) struct Table {
    entries: Vec<Entry>,
    mask: usize,
}

impl Table {
    /// A table of `2^bits` entries (24 bytes each).
    pub(crate) fn new(bits: u32) -> Table {
        let n = 1usize << bits.clamp(4, 26);
        Table {
            entries: vec![EMPTY; n],
            mask: n - 1,
        }
    }

    /// Forgets everything, so a search depends only on its position, budget and seed.
    pub(crate) fn clear(&mut self) {
        self.entries.fill(EMPTY);
    }

    #[inline]
    pub(crate) fn probe(&self, key: u64) -> Option<Entry> {
        let e = self.entries[key as usize & self.mask];
        (e.key == key && e.depth >= 0).then_some(e)
    }

    #[inline]
    pub(crate) fn store(
        &mut self,
        key: u64,
        depth: i32,
        score: i32,
        bound: Bound,
        action: Option<Action>,
    ) {
        let slot = &mut self.entries[key as usize & self.mask];
        if slot.key == key && i32::from(slot.depth) > depth && slot.bound == Bound::Exact {
            return;
        }
        let action = action.or(if slot.key == key { slot.action } else { None });
        *slot = Entry {
            key,
            action,
            score,
            depth: depth.clamp(0, i16::MAX as i32) as i16,
            bound,
        };
    }
}
