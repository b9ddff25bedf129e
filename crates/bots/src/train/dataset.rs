//! The games that training plays and the data it is measured on: the one-ply choice that both
//! self-play and the test set's games are played with, the held-out test set, and the mean
//! squared errors of a network's predictions on it.

use super::float::FloatNet;
use crate::arena::points;
use crate::eval;
use crate::net::{features, Features};
use crate::rng::{mix, Rng};
use ashtapada_rules::{Action, Position, Ruleset, Team};

/// Chooses an action one ply ahead: the action whose resulting position `value` rates best for
/// the actor's team (finished games by their points). Where the die must be rolled, rolling is
/// rated by the mean over the faces and the face is drawn at random; ties go to the first.
/// `None` if the game is over.
pub fn one_ply(
    pos: &Position,
    rng: &mut impl FnMut(usize) -> usize,
    value: &mut impl FnMut(&Position, Team) -> f32,
) -> Option<Action> {
    let mut legal = Vec::new();
    pos.legal_actions(&mut legal);
    let team = pos.actor().team();
    let mut rate = |a: Action| {
        let mut next = *pos;
        next.apply(a, &mut ());
        if next.outcome().is_some() {
            points(&next, team) as f32
        } else {
            value(&next, team)
        }
    };
    let faces: Vec<Action> = legal
        .iter()
        .copied()
        .filter(|a| matches!(a, Action::Roll(_)))
        .collect();
    let roll = (!faces.is_empty()).then(|| faces[rng(faces.len())]);
    if legal.len() == faces.len() {
        return roll;
    }
    let mut best: Option<(f32, Action)> = None;
    if let Some(r) = roll {
        let mean = faces.iter().map(|&a| rate(a)).sum::<f32>() / faces.len() as f32;
        best = Some((mean, r));
    }
    for &a in legal.iter().filter(|a| !matches!(a, Action::Roll(_))) {
        let v = rate(a);
        if best.is_none_or(|(b, _)| v > b) {
            best = Some((v, a));
        }
    }
    best.map(|(_, a)| a)
}

/// A position of the test set, with the result its actor's team went on to score.
#[derive(Clone, Debug)]
pub struct Sample {
    /// The position.
    pub position: Position,
    /// The actor's team's points at the end: 1, ½ or 0.
    pub result: f32,
}

/// A fixed set of positions with their games' results, to measure a network's predictions on:
/// `games` games from seeds derived from `seed`, played one ply deep on the hand-fitted
/// evaluation (not on any network, so the set stays the same as the network learns), `per_game`
/// positions drawn from each. Games run at most `max_actions` actions (then adjudicated).
pub fn test_set(
    rules: &'static Ruleset,
    seed: u64,
    games: u32,
    per_game: u32,
    max_actions: u32,
) -> Vec<Sample> {
    let w = eval::Weights::of(rules);
    let scale = if w.squash > 0 { w.squash } else { 1_600 };
    let mut out = Vec::new();
    for g in 0..games {
        let game_seed = mix(seed ^ u64::from(g).wrapping_mul(0x9e37));
        let mut rng = Rng::new(game_seed);
        let mut pos = ashtapada_rules::Game::start_position(rules, game_seed);
        let mut seen = Vec::new();
        for _ in 0..max_actions {
            if pos.outcome().is_some() {
                break;
            }
            seen.push(pos);
            let mut draw = |n: usize| rng.below(n);
            let mut value =
                |p: &Position, t: Team| hand_chance(eval::evaluate(p, t, &w), scale) as f32;
            let Some(a) = one_ply(&pos, &mut draw, &mut value) else {
                break;
            };
            pos.apply(a, &mut ());
        }
        for _ in 0..per_game.min(seen.len() as u32) {
            let p = seen[rng.below(seen.len())];
            out.push(Sample {
                position: p,
                result: points(&pos, p.actor().team()) as f32,
            });
        }
    }
    out
}

/// The winning chance the hand-fitted evaluation `v` stands for, squashed at `scale` as the hard
/// level squashes its leaves.
pub fn hand_chance(v: i32, scale: i32) -> f64 {
    0.5 * (1.0 + (f64::from(v) / f64::from(scale)).tanh())
}

/// Mean squared errors of predictions on a test set.
#[derive(Clone, Copy, Debug, PartialEq)]
pub struct Errors {
    /// The network's.
    pub net: f64,
    /// The best constant's: the test set's own mean result (which flatters the constant).
    pub constant: f64,
    /// The hand-fitted evaluation's, squashed as the hard level squashes it.
    pub hand: f64,
}

/// The mean squared errors of `net`, of a constant and of the hand-fitted evaluation on `set`.
pub fn errors(net: &FloatNet, set: &[Sample]) -> Errors {
    let n = set.len().max(1) as f64;
    let mean = set.iter().map(|s| f64::from(s.result)).sum::<f64>() / n;
    let mut e = Errors {
        net: 0.0,
        constant: 0.0,
        hand: 0.0,
    };
    let mut f = Features::new();
    for s in set {
        let r = f64::from(s.result);
        let hand = features(&s.position, &mut f);
        e.net += (f64::from(net.chance(&f, hand)) - r).powi(2);
        e.constant += (mean - r).powi(2);
        let rules = s.position.rules();
        let w = eval::Weights::of(rules);
        let scale = if w.squash > 0 { w.squash } else { 1_600 };
        let team = s.position.actor().team();
        e.hand += (hand_chance(eval::evaluate(&s.position, team, &w), scale) - r).powi(2);
    }
    e.net /= n;
    e.constant /= n;
    e.hand /= n;
    e
}
