//! Bridges between the engine and the reference rules of `tests/reference`: positions are
//! exchanged as text in the position format, moves as `from-to[=X]` names.

#![allow(dead_code)]

use crate::reference::{Rules, State};
use ashtapada_rules::{fen, Game, Move, MoveList, Position, Ruleset};
use std::collections::BTreeSet;

/// The engine's ruleset for a reference ruleset.
pub fn ruleset(r: Rules) -> &'static Ruleset {
    Ruleset::by_id(r.id()).unwrap_or_else(|| panic!("ruleset {} exists", r.id()))
}

/// An engine position from text, panicking with the parse error.
pub fn pos(r: Rules, text: &str) -> Position {
    fen::parse(ruleset(r), text).unwrap_or_else(|e| panic!("bad position {text:?}: {e}"))
}

/// A reference position from text.
pub fn rpos(r: Rules, text: &str) -> State {
    State::parse(r, text).unwrap_or_else(|e| panic!("reference cannot read {text:?}: {e}"))
}

/// The reference's view of an engine position.
pub fn to_reference(r: Rules, p: &Position) -> State {
    rpos(r, &fen::write(p))
}

/// The engine's legal moves.
pub fn engine_moves(p: &Position) -> Vec<Move> {
    let mut list = MoveList::new();
    p.gen_moves(&mut list);
    list.to_vec()
}

/// A move's name `from-to[=X]`, for comparison with the reference.
pub fn engine_move_name(p: &Position, m: Move) -> String {
    let g = p.rules().geometry;
    let mut s = format!("{}-{}", g.name(m.from), g.name(m.to));
    if let Some(r) = m.promotion {
        s.push('=');
        s.push(r.letter());
    }
    s
}

/// The engine's legal moves by name (sorted; asserts there are no duplicates).
pub fn engine_move_names(p: &Position) -> BTreeSet<String> {
    let ms = engine_moves(p);
    let set: BTreeSet<String> = ms.iter().map(|&m| engine_move_name(p, m)).collect();
    assert_eq!(
        set.len(),
        ms.len(),
        "the engine lists a move twice in {}",
        fen::write(p)
    );
    set
}

/// The reference's legal moves by name.
pub fn reference_move_names(s: &State) -> BTreeSet<String> {
    let ms = s.moves();
    let set: BTreeSet<String> = ms.iter().map(|&m| s.move_name(m)).collect();
    assert_eq!(
        set.len(),
        ms.len(),
        "the reference lists a move twice in {}",
        s.write()
    );
    set
}

/// Panics with both move lists and their differences if the engine and the reference disagree.
pub fn assert_same_moves(r: Rules, p: &Position) {
    let s = to_reference(r, p);
    let e = engine_move_names(p);
    let f = reference_move_names(&s);
    if e != f {
        let only_e: Vec<_> = e.difference(&f).collect();
        let only_r: Vec<_> = f.difference(&e).collect();
        panic!(
            "{}: move lists differ in {}\n  engine only: {only_e:?}\n  reference only: {only_r:?}",
            r.id(),
            fen::write(p)
        );
    }
}

/// Finds the engine move named `name` (`from-to[=X]`).
pub fn find_move(p: &Position, name: &str) -> Move {
    engine_moves(p)
        .into_iter()
        .find(|&m| engine_move_name(p, m) == name)
        .unwrap_or_else(|| panic!("{name} is not legal in {}", fen::write(p)))
}

/// Plays moves given in record notation from a ruleset's start; returns the game.
pub fn play_line(r: Rules, moves: &[&str]) -> Game {
    let mut g = Game::new(ruleset(r), 0);
    for m in moves {
        g.play_text(m)
            .unwrap_or_else(|e| panic!("{m}: {e} in {}", fen::write(g.position())));
    }
    g
}

/// The destination names of the engine's moves from `from` (cell name).
pub fn destinations_from(p: &Position, from: &str) -> BTreeSet<String> {
    engine_moves(p)
        .into_iter()
        .filter(|m| p.rules().geometry.name(m.from) == from)
        .map(|m| engine_move_name(p, m))
        .collect()
}

/// Names set from a slice.
pub fn names(v: &[&str]) -> BTreeSet<String> {
    v.iter().map(|s| s.to_string()).collect()
}

/// A small deterministic generator (xorshift64*) for seeded games outside proptest.
pub struct Rng(pub u64);

impl Rng {
    pub fn next(&mut self) -> u64 {
        let mut x = self.0.max(1);
        x ^= x >> 12;
        x ^= x << 25;
        x ^= x >> 27;
        self.0 = x;
        x.wrapping_mul(0x2545_F491_4F6C_DD1D)
    }
    pub fn below(&mut self, n: usize) -> usize {
        (self.next() % n as u64) as usize
    }
}
