//! A UCT Monte Carlo bot with uniformly random playouts capped at 200 plies: a reference point
//! for the search bot, not a strong player.
//!
//! The tree has decision nodes (one child per action, expanded one at a time) and chance nodes
//! (one child per face, the face drawn uniformly). Rewards are in `[-1, 1]` for team 0; each node
//! keeps the reward sum from the point of view of the team that chose the edge into it. A playout
//! that reaches the cap is scored by the evaluation squashed into `(-1, 1)`.

use crate::clock::Clock;
use crate::eval::{self, Weights};
use crate::hash;
use crate::node::{self, ActionList, Kind, ROLL};
use crate::rng::Rng;
use crate::search::Limits;
use ashtapada_rules::ruleset::Stakes;
use ashtapada_rules::{Action, MoveList, Outcome, Position, Role, Team};

/// Random playouts stop after this many plies.
pub const PLAYOUT_CAP: u32 = 200;
/// Informed playouts stop after this many plies and are scored by the evaluation.
pub const INFORMED_CAP: u32 = 20;

/// How a playout picks its moves.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub(crate) enum Playouts {
    /// Uniformly random, to the end of the game or [`PLAYOUT_CAP`] plies: the reference UCT.
    Random,
    /// An enemy king whenever one can be taken, else the most valuable capture half of the
    /// time, else a random move; [`INFORMED_CAP`] plies, then the evaluation.
    Informed,
}

impl Playouts {
    /// The plies after which a playout stops.
    fn cap(self) -> u32 {
        match self {
            Playouts::Random => PLAYOUT_CAP,
            Playouts::Informed => INFORMED_CAP,
        }
    }

    /// One ply of a playout; false if the game is over.
    fn step(self, pos: &mut Position, rng: &mut Rng, w: &Weights) -> bool {
        match self {
            Playouts::Random => random_step(pos, rng),
            Playouts::Informed => informed_step(pos, rng, w),
        }
    }
}

/// The exploration constant of UCB1 (rewards span `[-1, 1]`).
const EXPLORATION: f64 = 1.0;
/// Without a node or time budget, this many iterations.
const DEFAULT_ITERATIONS: u64 = 5_000;

struct Node {
    /// The team that chose the edge into this node (whose rewards `total` sums).
    chooser: Team,
    visits: f64,
    total: f64,
    chance: bool,
    /// Decision nodes: expanded children with their actions; chance nodes: one slot per face.
    children: Vec<(Action, u32)>,
    untried: Vec<Action>,
}

/// The result of a UCT run.
pub(crate) struct UctResult {
    pub action: Option<Action>,
    pub nodes: u64,
    pub depth: u32,
    pub score: i32,
}

fn new_node(pos: &Position, chooser: Team, chance: bool) -> Node {
    let mut untried = Vec::new();
    if !chance && node::kind(pos) == Kind::Decision {
        let mut list = ActionList::new();
        node::actions(pos, &mut list);
        untried.extend(list);
    }
    Node {
        chooser,
        visits: 0.0,
        total: 0.0,
        chance,
        children: Vec::new(),
        untried,
    }
}

/// Team 0's reward for a finished or capped game.
fn reward(pos: &Position, w: &Weights) -> f64 {
    match pos.outcome() {
        Some(o) => {
            if pos.rules().stakes != Stakes::None {
                let m = pos.money();
                let lead = f64::from((m[0] + m[2]) - (m[1] + m[3]));
                lead / (lead.abs() + 2.0)
            } else {
                match o {
                    Outcome::Win { team: Team(0), .. } => 1.0,
                    Outcome::Win { .. } => -1.0,
                    Outcome::Draw(_) => 0.0,
                }
            }
        }
        None => {
            let v = f64::from(eval::evaluate(pos, Team(0), w));
            v / (v.abs() + 600.0)
        }
    }
}

/// One random ply of a playout; false if the game is over.
fn random_step(pos: &mut Position, rng: &mut Rng) -> bool {
    if pos.outcome().is_some() {
        return false;
    }
    if pos.needs_roll() {
        let n = pos.rules().dice.map_or(1, |d| d.faces.len());
        pos.set_roll(rng.below(n) as u8);
        return true;
    }
    if node::is_turn(pos) {
        let mut moves = MoveList::new();
        pos.gen_moves(&mut moves);
        if moves.is_empty() {
            pos.pass();
        } else {
            pos.play(moves[rng.below(moves.len())]);
        }
        return true;
    }
    let mut list = ActionList::new();
    node::actions(pos, &mut list);
    match list.get(rng.below(list.len())) {
        Some(&a) if a != ROLL => pos.apply(a, &mut ()),
        _ => return false,
    }
    true
}

/// One informed ply of a playout (see [`Playouts::Informed`]); false if the game is over.
fn informed_step(pos: &mut Position, rng: &mut Rng, w: &Weights) -> bool {
    if pos.outcome().is_some() || !node::is_turn(pos) {
        return random_step(pos, rng);
    }
    let mut moves = MoveList::new();
    pos.gen_moves(&mut moves);
    if moves.is_empty() {
        pos.pass();
        return true;
    }
    let mut best: Option<(i32, usize)> = None;
    for (i, m) in moves.iter().enumerate() {
        if let Some(p) = pos.piece_at(m.to) {
            let v = if p.role() == Role::King {
                i32::MAX
            } else {
                w.value[p.role() as usize]
            };
            if best.is_none_or(|(b, _)| v > b) {
                best = Some((v, i));
            }
        }
    }
    let i = match best {
        Some((v, i)) if v == i32::MAX || rng.below(2) == 0 => i,
        _ => rng.below(moves.len()),
    };
    pos.play(moves[i]);
    true
}

/// Runs UCT from `pos` within `limits` (nodes count tree steps and playout plies).
pub(crate) fn uct(
    pos: &Position,
    limits: &Limits,
    seed: u64,
    clock: &dyn Clock,
    playouts: Playouts,
) -> UctResult {
    let mut result = UctResult {
        action: None,
        nodes: 0,
        depth: 0,
        score: 0,
    };
    if node::kind(pos) != Kind::Decision {
        return result;
    }
    let start = clock.now_ms();
    let w = Weights::of(pos.rules());
    let mut rng = Rng::new(seed ^ hash::key(pos));
    let root_team = pos.actor().team();
    let mut tree = vec![new_node(pos, root_team.other(), false)];
    if tree[0].untried.len() == 1 {
        result.action = tree[0].untried.first().copied().filter(|&a| a != ROLL);
        return result;
    }
    let node_limit = limits.nodes.unwrap_or(if limits.millis.is_none() {
        DEFAULT_ITERATIONS * 100
    } else {
        u64::MAX
    });
    let time_limit = limits.millis.unwrap_or(f64::INFINITY);
    let mut nodes = 0u64;
    let mut iterations = 0u64;
    let mut path: Vec<u32> = Vec::with_capacity(64);
    loop {
        if nodes >= node_limit
            || (limits.nodes.is_none()
                && limits.millis.is_none()
                && iterations >= DEFAULT_ITERATIONS)
            // Not before the first iteration: with no child at the root there is no action
            // to give, which would read as "roll" (a loaded machine can be past a 5 ms budget
            // by the first reading).
            || (iterations > 0
                && (iterations == 1 || iterations & 63 == 0)
                && clock.now_ms() - start >= time_limit)
        {
            break;
        }
        iterations += 1;
        let mut p = *pos;
        let mut at = 0u32;
        path.clear();
        path.push(0);
        // Selection and expansion.
        loop {
            nodes += 1;
            if p.outcome().is_some() {
                break;
            }
            let n = &tree[at as usize];
            if n.chance {
                let faces = p.rules().dice.map_or(1, |d| d.faces.len());
                let f = rng.below(faces) as u8;
                let team = p.actor().team();
                p.set_roll(f);
                let found = n
                    .children
                    .iter()
                    .find(|(a, _)| *a == Action::Roll(f))
                    .map(|c| c.1);
                let next = match found {
                    Some(c) => c,
                    None => {
                        let id = tree.len() as u32;
                        tree.push(new_node(&p, team, false));
                        tree[at as usize].children.push((Action::Roll(f), id));
                        id
                    }
                };
                at = next;
                path.push(at);
                continue;
            }
            if n.untried.is_empty() && n.children.is_empty() {
                break;
            }
            let team = p.actor().team();
            if !n.untried.is_empty() {
                let i = rng.below(n.untried.len());
                let a = tree[at as usize].untried.swap_remove(i);
                let id = tree.len() as u32;
                let child = if a == ROLL {
                    new_node(&p, team, true)
                } else {
                    p.apply(a, &mut ());
                    let chance = node::kind(&p) == Kind::Chance;
                    new_node(&p, team, chance)
                };
                tree.push(child);
                tree[at as usize].children.push((a, id));
                path.push(id);
                break;
            }
            let log_n = n.visits.max(1.0).ln();
            let mut best = (f64::NEG_INFINITY, ROLL, 0u32);
            for &(a, c) in &n.children {
                let cn = &tree[c as usize];
                let ucb = cn.total / cn.visits.max(1e-9)
                    + EXPLORATION * (log_n / cn.visits.max(1e-9)).sqrt();
                if ucb > best.0 {
                    best = (ucb, a, c);
                }
            }
            if best.1 != ROLL {
                p.apply(best.1, &mut ());
            }
            at = best.2;
            path.push(at);
        }
        result.depth = result.depth.max(path.len() as u32);
        // Playout.
        let mut plies = 0;
        while plies < playouts.cap() && playouts.step(&mut p, &mut rng, &w) {
            if p.roll().is_none() {
                plies += 1;
            }
            nodes += 1;
        }
        let r0 = reward(&p, &w);
        for &id in &path {
            let n = &mut tree[id as usize];
            n.visits += 1.0;
            n.total += if n.chooser == Team(0) { r0 } else { -r0 };
        }
    }
    let root = &tree[0];
    if let Some(&(a, c)) = root.children.iter().max_by(|x, y| {
        tree[x.1 as usize]
            .visits
            .total_cmp(&tree[y.1 as usize].visits)
    }) {
        let cn = &tree[c as usize];
        result.action = Some(a).filter(|&a| a != ROLL);
        result.score = (cn.total / cn.visits.max(1.0) * 1000.0) as i32;
    }
    result.nodes = nodes;
    result
}
