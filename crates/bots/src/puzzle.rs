//! Puzzles: positions where one move is clearly better than every other, found by the hard
//! bot's search in real games and confirmed by a search twice as large.
//!
//! A puzzle is kept when, at the mining budget, the best move's value beats the second best
//! action's by at least [`MARGIN`] and the side to move is not already lost whatever it does;
//! and when, at the confirming budget ([`CONFIRM_FACTOR`] times the nodes), the same move is
//! still the best by at least [`MARGIN`]. Both searches count nodes, not time, so that a
//! puzzle set is checked the same way on every machine.
//!
//! The puzzles themselves, their text form and their themes are the learn crate's
//! ([`ashtapada_learn::puzzle`], re-exported here), which the page's Puzzles section reads too.

use crate::bot::Level;
use crate::clock::NoClock;
use crate::eval::WIN_THRESHOLD;
use crate::search::{Limits, Searcher};
pub use ashtapada_learn::puzzle::*;
use ashtapada_rules::{Action, Game, Move, Position};

/// How much better than every other action a puzzle's answer must be, on the evaluation's
/// scale (about two pawns' worth in the chess-like rulesets), at the mining budget and again
/// at the confirming one.
pub const MARGIN: i32 = 200;

/// The fewest pieces on the board for a position to be mined: a bare endgame's only move is
/// seldom a puzzle worth solving, and the evaluation's edges there (a bare king, a pawn race)
/// give margins no tactic earned.
pub const MIN_PIECES: u32 = 8;

/// The most puzzles kept from one game, taken spread over it, so that a set is not a few
/// long games' endings.
pub const PER_GAME: usize = 4;

/// The confirming search's node budget, as a multiple of the mining one.
pub const CONFIRM_FACTOR: u64 = 2;

/// The mining budget the shipped puzzle sets were found at, in nodes.
pub const MINE_NODES: u64 = 20_000;

/// The hard bot's verdict on a decision: its best move and how much better it is than the
/// second best action, searched within `nodes`; `None` when the actor has a roll or fewer
/// than two actions to choose from, when the best action is not a move, or when it is lost
/// whatever it does.
pub fn verdict(pos: &Position, nodes: u64) -> Option<(Move, i32)> {
    if pos.needs_roll() {
        return None;
    }
    let mut searcher = Searcher::new(Level::Hard.options());
    let found = searcher.lines(pos, &Limits::nodes(nodes), 0, &NoClock, 2);
    let [best, second] = found.lines[..] else {
        return None;
    };
    let Some(Action::Move(mv)) = best.action else {
        return None;
    };
    if best.score <= -WIN_THRESHOLD {
        return None;
    }
    Some((mv, best.score.saturating_sub(second.score)))
}

/// Whether `p` is a puzzle at the mining budget `nodes`: its answer is the best move by at
/// least [`MARGIN`].
pub fn holds(p: &Puzzle, nodes: u64) -> bool {
    verdict(p.position(), nodes).is_some_and(|(mv, margin)| mv == p.answer() && margin >= MARGIN)
}

/// The puzzles of one game: the decisions (after the first `skip` actions, with at least
/// [`MIN_PIECES`] on the board) whose best move clears [`MARGIN`] at `nodes` and again at
/// [`CONFIRM_FACTOR`] times as many; at most [`PER_GAME`], the first found, then the others
/// spread over the rest.
pub fn mine(game: &Game, skip: usize, nodes: u64) -> Vec<Puzzle> {
    let mut out = Vec::new();
    for pos in game.positions().iter().skip(skip) {
        if pos.outcome().is_some() {
            break;
        }
        if pos.occupied().count() < MIN_PIECES {
            continue;
        }
        let Some((mv, margin)) = verdict(pos, nodes) else {
            continue;
        };
        if margin < MARGIN {
            continue;
        }
        let Some(p) = Puzzle::new(*pos, mv) else {
            continue;
        };
        if holds(&p, nodes * CONFIRM_FACTOR) {
            out.push(p);
        }
    }
    if out.len() > PER_GAME {
        let n = out.len();
        out = (0..PER_GAME)
            .map(|i| out[i * (n - 1) / (PER_GAME - 1)].clone())
            .collect();
    }
    out
}

#[cfg(test)]
mod tests;
