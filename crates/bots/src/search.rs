//! The search bot: expectiminimax over two teams with alpha-beta, Star1/Star2 pruning at chance
//! nodes, a transposition table, iterative deepening under node, time and depth budgets, and move
//! ordering (transposition-table action, captures by MVV/LVA, promotions, killers, history).
//!
//! * Every score is from the point of view of the team of the node's actor
//!   ([`Position::actor`]); a child whose actor is on the same team (a bonus move, a skipped seat,
//!   a commander playing the ally's turn, an answer by the partner) keeps the window, a child of the
//!   other team negates it. So four-seat games, where S, W, N, E alternate teams, need nothing
//!   special, and neither do the irregular turns.
//! * A die roll is a chance node: every face equally likely. Star1 bounds the average with the
//!   evaluation's range `±BOUND`; Star2 first probes one action under each face for lower bounds.
//!   Where the weights say so, the leaves are winning chances ([`eval::squash`]), so that the
//!   averages weigh risk as the result does; the root's score is reported on the evaluation's
//!   scale all the same.
//!   Two-player rulesets have no dice and the search is plain alpha-beta (with PVS).
//! * Decisions (exchange offers, answers, demands, a returned king's cell, Chaduranga
//!   reintroductions) are actions of the actor like moves. Offers, answers, demands and placements
//!   inside a turn do not spend depth, so the search sees the turn they lead to.
//! * Depth counts turns (moves and passes). At depth 0 a quiescence search follows captures and
//!   promotions. In four-handed rulesets the seat to move may also stand pat by passing, so the
//!   next seats' captures are seen too (`threat_layers` seats, averaging over their rolls in
//!   dice rulesets): a partner to move cannot save our piece from the next enemy. A piece left
//!   en prise to the next seat is seen. Standing pat under any face of a roll passes to the same
//!   next roll, so the faces share its value: quiescence examines it once a roll, not once a
//!   face, and finds the same values in 40–55 % of the nodes.
//! * The leaves are judged by the evaluation's weights ([`Options::judge`]) or, with the `nets`
//!   feature, by the network trained for the ruleset (`Judge::Net`), whose first layer's sums
//!   are carried from leaf to leaf. Without `nets` that path is not compiled: the worker never
//!   takes it.

use crate::clock::Clock;
use crate::eval::{self, Judge, Weights, BOUND, WIN_THRESHOLD};
use crate::hash::{self, CHANCE_SALT};
#[cfg(feature = "nets")]
use crate::net::{Leaves, Net};
use crate::node::{self, ActionList, Kind, MAX_ACTIONS, ROLL};
use crate::rng::mix;
use crate::tt::{Bound, Table};
use arrayvec::ArrayVec;
use ashtapada_rules::{Action, Position, Role, Team};

/// The deepest the search goes, in plies from the root (quiescence included).
pub const MAX_PLY: usize = 96;

/// A search budget. Whichever limit is reached first stops the search; with no limit at all the
/// search stops at depth 4.
#[derive(Clone, Copy, Debug, Default, PartialEq)]
pub struct Limits {
    /// Nodes (every decision, chance and quiescence node counts one).
    pub nodes: Option<u64>,
    /// Milliseconds, read from the caller's [`Clock`].
    pub millis: Option<f64>,
    /// Turns of depth.
    pub depth: Option<u32>,
}

impl Limits {
    /// A node budget alone (deterministic).
    pub fn nodes(n: u64) -> Limits {
        Limits {
            nodes: Some(n),
            ..Limits::default()
        }
    }
    /// A time budget alone.
    pub fn millis(ms: f64) -> Limits {
        Limits {
            millis: Some(ms),
            ..Limits::default()
        }
    }
    /// A depth alone.
    pub fn depth(d: u32) -> Limits {
        Limits {
            depth: Some(d),
            ..Limits::default()
        }
    }
}

/// What shapes the search besides its budget; the levels differ here.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub struct Options {
    /// Probe for lower bounds at chance nodes before the Star1 pass.
    pub star2: bool,
    /// Four-handed rulesets: how many seats' replies quiescence examines after the last full ply
    /// (each may capture, or stand pat by passing to the next). In dice rulesets every such reply
    /// is a roll averaged over.
    pub threat_layers: u8,
    /// Amplitude of a deterministic per-position noise added to the evaluation (0: none). It
    /// makes the easy level err like a beginner while staying reproducible.
    pub noise: i32,
    /// The transposition table has `2^tt_bits` entries of 24 bytes.
    pub tt_bits: u32,
    /// What the evaluation judges by.
    pub judge: Judge,
    /// Let the faces of a quiescence roll share the value of standing pat, which passes to the
    /// same position under every face (the same results from fewer nodes; off only in
    /// `hard-v1` and to measure what it saves).
    pub qcache: bool,
}

impl Default for Options {
    fn default() -> Options {
        Options {
            star2: true,
            threat_layers: 2,
            noise: 0,
            tt_bits: 18,
            judge: Judge::Fitted,
            qcache: true,
        }
    }
}

/// The result of a search.
#[derive(Clone, Copy, Debug, PartialEq)]
pub struct SearchResult {
    /// The action to play, or `None` if the die must be rolled and nothing is to be decided first
    /// (or the game is over).
    pub action: Option<Action>,
    /// The score of the action for the actor's team (see [`crate::eval`] for the scale).
    pub score: i32,
    /// The last depth searched completely (0: no search was needed).
    pub depth: u32,
    /// Nodes visited.
    pub nodes: u64,
    /// Milliseconds spent, by the caller's clock.
    pub millis: f64,
    /// With [`Searcher::search_judging`], the action judged weighed against the best one.
    pub weighed: Option<Weighed>,
}

/// An action weighed against the search's best one at the same root: both values from the
/// deepest iteration the search completed, so that their difference is what the action costs at
/// that depth. Two searches (or two iterations) of different depths would differ by the depth's
/// own bias as well, which a game review would take for the mover's error.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub struct Weighed {
    /// The best value found at the root, for the actor's team (the evaluation's scale).
    pub best: i32,
    /// The judged action's value, searched with the full window (exact at that depth, never
    /// above `best`).
    pub played: i32,
}

/// A reusable searcher: it owns the transposition table (cleared at every search, so a search
/// depends only on its position, budget and seed).
pub struct Searcher {
    tt: Table,
    options: Options,
}

impl Searcher {
    /// A searcher with these options.
    pub fn new(options: Options) -> Searcher {
        Searcher {
            tt: Table::new(options.tt_bits),
            options,
        }
    }

    /// The options.
    pub fn options(&self) -> Options {
        self.options
    }

    /// Searches `pos` and returns the best action for its actor.
    pub fn search(
        &mut self,
        pos: &Position,
        limits: &Limits,
        seed: u64,
        clock: &dyn Clock,
    ) -> SearchResult {
        self.search_judging(pos, limits, seed, clock, None)
    }

    /// [`Searcher::search`], also weighing `judge` (an action of the root; any face of a roll
    /// stands for the roll) against the best action: [`SearchResult::weighed`], `None` if `judge`
    /// is not among the root's actions or no iteration completed. The judged action is searched
    /// with the full window at every iteration (an exact value, where the others get bounds), so
    /// the best action and its score are those of [`Searcher::search`] but for the nodes that
    /// costs.
    pub fn search_judging(
        &mut self,
        pos: &Position,
        limits: &Limits,
        seed: u64,
        clock: &dyn Clock,
        judge: Option<Action>,
    ) -> SearchResult {
        let start = clock.now_ms();
        let mut result = SearchResult {
            action: None,
            score: 0,
            depth: 0,
            nodes: 0,
            millis: 0.0,
            weighed: None,
        };
        // The bots fold the faces into one pseudo-action: they decide to roll, not the face.
        let judge = judge.map(|a| match a {
            Action::Roll(_) => ROLL,
            a => a,
        });
        if node::kind(pos) != Kind::Decision {
            return result;
        }
        let mut list = ActionList::new();
        node::actions(pos, &mut list);
        if list.len() <= 1 {
            result.action = list.first().copied().filter(|&a| a != ROLL);
            return result;
        }
        let max_depth = max_depth(limits);
        let (mut run, mut root) = self.start(pos, &list, limits, seed, clock, start);
        let w = run.w;
        let team = pos.actor().team();
        let mut best = (root[0].0, 0i32);
        for depth in 1..=max_depth as i32 {
            let mut alpha = -BOUND - 1;
            let beta = BOUND + 1;
            let mut iter_best: Option<(Action, i32)> = None;
            let mut iter_judged: Option<i32> = None;
            for (i, entry) in root.iter_mut().enumerate() {
                let a = entry.0;
                let v = if i == 0 {
                    run.child(pos, team, a, depth, alpha, beta, 0)
                } else if Some(a) == judge {
                    // The full window: its exact value, not a bound under the best.
                    run.child(pos, team, a, depth, -BOUND - 1, beta, 0)
                } else {
                    let v = run.child(pos, team, a, depth, alpha, alpha + 1, 0);
                    if v > alpha && !run.stop {
                        run.child(pos, team, a, depth, alpha, beta, 0)
                    } else {
                        v
                    }
                };
                if run.stop {
                    break;
                }
                entry.1 = i64::from(v);
                if Some(a) == judge {
                    iter_judged = Some(v);
                }
                if v > alpha {
                    alpha = v;
                    iter_best = Some((a, v));
                }
            }
            if run.stop {
                // A move searched to the end of this iteration and better than the first is
                // better than the last iteration's choice.
                if let Some(b) = iter_best {
                    best = b;
                }
                break;
            }
            if let Some(b) = iter_best {
                best = b;
            }
            result.depth = depth as u32;
            if let (Some((_, b)), Some(p)) = (iter_best, iter_judged) {
                result.weighed = Some(Weighed {
                    best: eval::unsquash(b, w.squash),
                    played: eval::unsquash(p, w.squash),
                });
            }
            // Best first next time; the others by this iteration's (bounded) scores.
            root.sort_by(|x, y| (y.0 == best.0).cmp(&(x.0 == best.0)).then(y.1.cmp(&x.1)));
            if best.1.abs() >= WIN_THRESHOLD {
                break;
            }
            if (clock.now_ms() - start) * 2.0 > run.time_limit {
                // The next iteration would most likely not finish in time.
                break;
            }
        }
        result.action = Some(best.0).filter(|&a| a != ROLL);
        // Squashed or not, the score is reported on the evaluation's scale.
        result.score = eval::unsquash(best.1, w.squash);
        result.nodes = run.nodes;
        result.millis = clock.now_ms() - start;
        result
    }

    /// A search's state over `pos`, whose actions are `list`, and its root actions best first
    /// (the seed only breaks ties in the first ordering). The table is cleared: a search
    /// depends only on its position, budget and seed.
    fn start<'a>(
        &'a mut self,
        pos: &Position,
        list: &ActionList,
        limits: &Limits,
        seed: u64,
        clock: &'a dyn Clock,
        start: f64,
    ) -> (Run<'a>, Vec<(Action, i64)>) {
        self.tt.clear();
        let w = self.options.judge.weights(pos.rules());
        #[cfg(feature = "nets")]
        let net = match self.options.judge {
            Judge::Net => crate::net::builtin(pos.rules()),
            _ => None,
        };
        let run = Run {
            #[cfg(feature = "nets")]
            net: net.map(|net| (net, Leaves::new(pos.rules()))),
            tt: &mut self.tt,
            clock,
            w,
            options: self.options,
            killers: [[None; 2]; MAX_PLY + 2],
            history: vec![0; 64 * 64],
            nodes: 0,
            node_limit: limits.nodes.unwrap_or(u64::MAX).max(1),
            next_clock: 1024,
            time_limit: limits.millis.unwrap_or(f64::INFINITY),
            start,
            stop: false,
            seed,
            evals: if pos.rules().dice.is_some() {
                vec![(0, 0); EVAL_CACHE]
            } else {
                Vec::new()
            },
        };
        let mut root: Vec<(Action, i64)> = list
            .iter()
            .map(|&a| {
                let tie = (mix(seed ^ action_code(a)) & 0xff) as i64;
                (a, i64::from(run.action_score(pos, a, None, 0)) * 256 + tie)
            })
            .collect();
        root.sort_by_key(|x| std::cmp::Reverse(x.1));
        (run, root)
    }

    /// The analysis of `pos`: the actor's `k` best actions, each with its exact value at the
    /// deepest iteration completed (the analysis board's lines), or, where the die is to be
    /// rolled and nothing decided first, the value of each face. Unlike [`Searcher::search`],
    /// a lone action is searched too: the board shows a value for every position.
    ///
    /// The lines come from one iteration, never from one cut short: values of two depths
    /// would differ by the depth's own bias. A multi-line search keeps a floor, the `k`-th
    /// best value so far, and searches every other action against it with a null window,
    /// again with a full one above it when it beats it (the usual "MultiPV").
    pub fn lines(
        &mut self,
        pos: &Position,
        limits: &Limits,
        seed: u64,
        clock: &dyn Clock,
        k: usize,
    ) -> Lines {
        let start = clock.now_ms();
        let mut out = Lines::default();
        match node::kind(pos) {
            Kind::Terminal => {}
            Kind::Decision => {
                let (lines, depth, nodes) = self.raw_lines(pos, limits, seed, clock, k, start);
                let squash = self.options.judge.weights(pos.rules()).squash;
                out.lines = lines
                    .into_iter()
                    .map(|(a, v)| Line {
                        action: Some(a).filter(|&a| a != ROLL),
                        score: eval::unsquash(v, squash),
                    })
                    .collect();
                (out.depth, out.nodes) = (depth, nodes);
            }
            Kind::Chance => {
                // Each face's share of the budget; the faces' values averaged where the
                // search averages them (squashed: winning chances).
                let n = faces(pos);
                let share = Limits {
                    nodes: limits.nodes.map(|x| (x / n as u64).max(1)),
                    millis: limits.millis.map(|m| m / n as f64),
                    depth: limits.depth,
                };
                let squash = self.options.judge.weights(pos.rules()).squash;
                let (mut sum, mut depth) = (0i64, u32::MAX);
                for f in 0..n {
                    let mut rolled = *pos;
                    rolled.set_roll(f as u8);
                    let (v, d, nodes) = if node::kind(&rolled) == Kind::Terminal {
                        (0, 0, 0)
                    } else {
                        let at = clock.now_ms();
                        let (lines, d, nodes) = self.raw_lines(&rolled, &share, seed, clock, 1, at);
                        (lines.first().map_or(0, |l| l.1), d, nodes)
                    };
                    sum += i64::from(v);
                    depth = depth.min(d);
                    out.nodes += nodes;
                    out.faces.push(eval::unsquash(v, squash));
                }
                out.depth = if depth == u32::MAX { 0 } else { depth };
                out.lines.push(Line {
                    action: None,
                    score: eval::unsquash((sum / n as i64) as i32, squash),
                });
            }
        }
        out.millis = clock.now_ms() - start;
        out
    }

    /// [`Searcher::lines`] at a decision node: the best `k` actions with their values as
    /// the search keeps them (squashed where the weights say so), the depth completed and
    /// the nodes visited.
    fn raw_lines(
        &mut self,
        pos: &Position,
        limits: &Limits,
        seed: u64,
        clock: &dyn Clock,
        k: usize,
        start: f64,
    ) -> (Vec<(Action, i32)>, u32, u64) {
        let mut list = ActionList::new();
        node::actions(pos, &mut list);
        let k = k.max(1);
        let max_depth = max_depth(limits);
        let (mut run, mut root) = self.start(pos, &list, limits, seed, clock, start);
        let team = pos.actor().team();
        let (mut lines, mut done) = (Vec::new(), 0);
        for depth in 1..=max_depth as i32 {
            let mut top: Vec<(Action, i32)> = Vec::with_capacity(k + 1);
            for entry in root.iter_mut() {
                let a = entry.0;
                let v = match top.get(k - 1) {
                    None => run.child(pos, team, a, depth, -BOUND - 1, BOUND + 1, 0),
                    Some(&(_, floor)) => {
                        let v = run.child(pos, team, a, depth, floor, floor + 1, 0);
                        if v > floor && !run.stop {
                            run.child(pos, team, a, depth, floor, BOUND + 1, 0)
                        } else {
                            v
                        }
                    }
                };
                if run.stop {
                    break;
                }
                entry.1 = i64::from(v);
                if top.len() < k || top.last().is_some_and(|l| v > l.1) {
                    let at = top.partition_point(|l| l.1 >= v);
                    top.insert(at, (a, v));
                    top.truncate(k);
                }
            }
            if run.stop {
                break;
            }
            (lines, done) = (top, depth as u32);
            // The best first next time, then by this iteration's values (bounds below the
            // floor).
            root.sort_by_key(|x| std::cmp::Reverse(x.1));
            if lines.first().is_some_and(|l| l.1.abs() >= WIN_THRESHOLD) {
                break;
            }
            if (clock.now_ms() - start) * 2.0 > run.time_limit {
                break;
            }
        }
        (lines, done, run.nodes)
    }
}

/// A number for an action, for seeded tie-breaks.
fn action_code(a: Action) -> u64 {
    match a {
        Action::Move(m) => {
            1 << 32
                | u64::from(m.from.to_u8()) << 8
                | u64::from(m.to.to_u8())
                | u64::from(m.promotion.map_or(0, |r| r as u8 + 1)) << 16
        }
        Action::Place(s) => 2 << 32 | u64::from(s.to_u8()),
        Action::Answer(b) => 3 << 32 | u64::from(b),
        Action::Roll(f) => 4 << 32 | u64::from(f),
        Action::Pass => 5 << 32,
        Action::Offer => 6 << 32,
        Action::Demand => 7 << 32,
        Action::Keep => 8 << 32,
    }
}

/// The deepest iteration a budget allows: with no node or time limit, depth 4.
fn max_depth(limits: &Limits) -> u32 {
    let no_limit = limits.nodes.is_none() && limits.millis.is_none();
    limits
        .depth
        .unwrap_or(if no_limit { 4 } else { MAX_PLY as u32 / 2 })
        .clamp(1, MAX_PLY as u32 / 2)
}

/// One of the analysis's best actions.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub struct Line {
    /// The action, `None` for rolling the die (the bots decide to roll, not the face).
    pub action: Option<Action>,
    /// Its value for the actor's team, on the evaluation's scale.
    pub score: i32,
}

/// What [`Searcher::lines`] found.
#[derive(Clone, Debug, Default, PartialEq)]
pub struct Lines {
    /// The best actions, best first (one with `action: None` before a roll, whose value is
    /// the faces' average); none in a finished game.
    pub lines: Vec<Line>,
    /// Before a roll: each face's value for the actor's team, by face index.
    pub faces: Vec<i32>,
    /// The depth completed, in turns (before a roll, the shallowest face's).
    pub depth: u32,
    /// Nodes visited.
    pub nodes: u64,
    /// Milliseconds spent, by the caller's clock.
    pub millis: f64,
}

/// The team whose point of view a node's score takes.
#[inline]
fn side(pos: &Position) -> Team {
    pos.actor().team()
}

/// The number of faces of the ruleset's die (1 without dice).
#[inline]
fn faces(pos: &Position) -> usize {
    pos.rules().dice.map_or(1, |d| d.faces.len())
}

/// One search's state.
struct Run<'a> {
    tt: &'a mut Table,
    clock: &'a dyn Clock,
    w: Weights,
    /// The network that judges the leaves instead of the weights, if any, and its first
    /// layer's sums carried from leaf to leaf (made only with a network: they hold a table).
    /// Only with the `nets` feature: without it no judge has a network, and the worker compiles
    /// no path to one.
    #[cfg(feature = "nets")]
    net: Option<(&'static Net, Leaves)>,
    options: Options,
    killers: [[Option<Action>; 2]; MAX_PLY + 2],
    history: Vec<i32>,
    nodes: u64,
    node_limit: u64,
    /// The node count at which the clock is read next.
    next_clock: u64,
    time_limit: f64,
    start: f64,
    stop: bool,
    seed: u64,
    /// Static evaluations by [`eval::board_key`], for team 0 (direct-mapped).
    evals: Vec<(u64, i32)>,
}

/// What standing pat under one face of a quiescence roll was found worth: the pass leads to the
/// same position under every face, so the next faces reuse the value wherever the kind of bound
/// the window made of it answers their own window, and get the value a search would have
/// computed.
struct Shared {
    /// The position after the pass.
    after: Position,
    score: i32,
    bound: Bound,
}

impl Shared {
    fn new(after: Position, score: i32, alpha: i32, beta: i32) -> Shared {
        Shared {
            after,
            score,
            bound: Bound::of(score, alpha, beta),
        }
    }

    /// The value under the window `(alpha, beta)`, if this one answers it.
    fn answers(&self, alpha: i32, beta: i32) -> Option<i32> {
        self.bound
            .settles(self.score, alpha, beta)
            .then_some(self.score)
    }
}

/// Entries of the evaluation cache (a power of two).
const EVAL_CACHE: usize = 1 << 12;

type Scores = ArrayVec<i32, MAX_ACTIONS>;

/// Moves the best-scored remaining action to `i` and returns it (a lazy selection sort: most
/// nodes cut off after the first few actions).
#[inline]
fn pick(list: &mut ActionList, scores: &mut Scores, i: usize) -> Action {
    let mut best = i;
    for j in i + 1..list.len() {
        if scores[j] > scores[best] {
            best = j;
        }
    }
    list.swap(i, best);
    scores.swap(i, best);
    list[i]
}

impl Run<'_> {
    #[inline]
    fn out_of_budget(&mut self) -> bool {
        if !self.stop {
            // The clock is read about every 1024 nodes: it may be a call into JavaScript.
            let timed_out = self.nodes >= self.next_clock
                && self.time_limit.is_finite()
                && self.clock.now_ms() - self.start >= self.time_limit;
            if self.nodes >= self.next_clock {
                self.next_clock = self.nodes + 1024;
            }
            self.stop = self.nodes >= self.node_limit || timed_out;
        }
        self.stop
    }

    /// The score of a finished game for its actor's team.
    fn terminal(&self, pos: &Position, ply: usize) -> i32 {
        eval::terminal_leaf(pos, side(pos), ply, &self.w)
    }

    fn static_eval(&mut self, pos: &Position, team: Team) -> i32 {
        #[cfg(feature = "nets")]
        if let Some(v) = self.net_eval(pos, team) {
            return v;
        }
        // With dice, quiescence evaluates the same board many times over: once per face of each
        // roll it stands pat under, since passing and rolling leave the pieces as they are.
        // Without dice the cache is empty: a key costs more than the rare hit saves.
        let v = if self.evals.is_empty() {
            eval::leaf(pos, team, &self.w)
        } else {
            let w = &self.w;
            eval::cached(&mut self.evals, eval::board_key(pos), team, || {
                eval::leaf(pos, Team(0), w)
            })
        };
        self.noisy(pos, team, v)
    }

    /// The network's leaf value, if a network judges. It judges from the actor's side, so
    /// unlike the weights its value depends on whose turn it is and on the roll: the cache is
    /// keyed by the whole position.
    #[cfg(feature = "nets")]
    fn net_eval(&mut self, pos: &Position, team: Team) -> Option<i32> {
        let (net, leaves) = self.net.as_mut()?;
        let squash = self.w.squash;
        let mut leaf = |team| eval::squash(net.evaluate_with(leaves, pos, team), squash);
        let v = if self.evals.is_empty() {
            leaf(team)
        } else {
            eval::cached(&mut self.evals, hash::key(pos), team, || leaf(Team(0)))
        };
        Some(self.noisy(pos, team, v))
    }

    /// `v` with the level's deterministic noise.
    fn noisy(&self, pos: &Position, team: Team, v: i32) -> i32 {
        if self.options.noise <= 0 {
            return v;
        }
        let amp = self.options.noise;
        let n = (mix(hash::key(pos) ^ self.seed) % (2 * amp as u64 + 1)) as i32 - amp;
        v + if team.0 == 0 { n } else { -n }
    }

    #[inline]
    fn order_value(&self, role: Role) -> i32 {
        if role == Role::King {
            5_000
        } else {
            self.w.value[role as usize]
        }
    }

    /// The ordering score of an action: the table's action, then captures (most valuable victim,
    /// least valuable attacker), promotions, killers, and quiet moves by history.
    fn action_score(&self, pos: &Position, a: Action, tt: Option<Action>, ply: usize) -> i32 {
        if Some(a) == tt {
            return 1 << 30;
        }
        match a {
            Action::Roll(_) => 1 << 29,
            Action::Move(m) => {
                let mover = pos.piece_at(m.from);
                let mut s = 0;
                if let (Some(victim), Some(mover)) = (pos.piece_at(m.to), mover) {
                    if victim.army().team() != mover.army().team() {
                        s += (1 << 24) + self.order_value(victim.role()) * 64
                            - self.order_value(mover.role()) / 8;
                    } else {
                        // Taking the partner's piece (Chaturaji, Chaduranga) is rarely right.
                        s -= 1 << 20;
                    }
                }
                if let Some(r) = m.promotion {
                    s += (1 << 23) + self.order_value(r);
                }
                if s == 0 {
                    let k = &self.killers[ply.min(MAX_PLY)];
                    if k[0] == Some(a) {
                        s = 1 << 22;
                    } else if k[1] == Some(a) {
                        s = (1 << 22) - 1;
                    } else {
                        s = self.history[m.from.index() * 64 + m.to.index()];
                    }
                }
                s
            }
            _ => 0,
        }
    }

    fn order(&self, pos: &Position, list: &ActionList, tt: Option<Action>, ply: usize) -> Scores {
        list.iter()
            .map(|&a| self.action_score(pos, a, tt, ply))
            .collect()
    }

    fn on_cutoff(&mut self, pos: &Position, a: Action, depth: i32, ply: usize) {
        if let Action::Move(m) = a {
            if m.promotion.is_none() && !pos.occupied().has(m.to) {
                let k = &mut self.killers[ply.min(MAX_PLY)];
                if k[0] != Some(a) {
                    k[1] = k[0];
                    k[0] = Some(a);
                }
                let h = &mut self.history[m.from.index() * 64 + m.to.index()];
                *h = (*h + depth * depth).min(1 << 20);
            }
        }
    }

    /// The value of the position reached by `a`, for `team` (the actor's team at `pos`).
    #[allow(clippy::too_many_arguments)]
    #[inline]
    fn child(
        &mut self,
        pos: &Position,
        team: Team,
        a: Action,
        depth: i32,
        alpha: i32,
        beta: i32,
        ply: usize,
    ) -> i32 {
        if a == ROLL {
            return self.chance(pos, depth, alpha, beta, ply);
        }
        let mut c = *pos;
        c.apply(a, &mut ());
        let d = if node::costs_depth(pos, a) {
            depth - 1
        } else {
            depth
        };
        if side(&c) == team {
            self.value(&c, d, alpha, beta, ply + 1)
        } else {
            -self.value(&c, d, -beta, -alpha, ply + 1)
        }
    }

    fn value(&mut self, pos: &Position, depth: i32, alpha: i32, beta: i32, ply: usize) -> i32 {
        match node::kind(pos) {
            Kind::Terminal => {
                self.nodes += 1;
                self.terminal(pos, ply)
            }
            Kind::Chance => self.chance(pos, depth, alpha, beta, ply),
            Kind::Decision => self.decision(pos, depth, alpha, beta, ply),
        }
    }

    fn decision(
        &mut self,
        pos: &Position,
        depth: i32,
        mut alpha: i32,
        beta: i32,
        ply: usize,
    ) -> i32 {
        if depth <= 0 || ply >= MAX_PLY {
            return self.quiesce(pos, alpha, beta, ply, self.options.threat_layers);
        }
        self.nodes += 1;
        if self.out_of_budget() {
            return 0;
        }
        let team = side(pos);
        let key = hash::key(pos);
        let mut tt_action = None;
        if let Some(e) = self.tt.probe(key) {
            tt_action = e.action;
            if i32::from(e.depth) >= depth && e.bound.settles(e.score, alpha, beta) {
                return e.score;
            }
        }
        let mut list = ActionList::new();
        node::actions(pos, &mut list);
        let mut scores = self.order(pos, &list, tt_action, ply);
        let alpha0 = alpha;
        let mut best = -BOUND - 1;
        let mut best_action = None;
        for i in 0..list.len() {
            let a = pick(&mut list, &mut scores, i);
            let v = if i == 0 {
                self.child(pos, team, a, depth, alpha, beta, ply)
            } else {
                let v = self.child(pos, team, a, depth, alpha, alpha + 1, ply);
                if v > alpha && v < beta && !self.stop {
                    self.child(pos, team, a, depth, alpha, beta, ply)
                } else {
                    v
                }
            };
            if self.stop {
                return 0;
            }
            if v > best {
                best = v;
                best_action = Some(a);
                if v > alpha {
                    alpha = v;
                    if v >= beta {
                        self.on_cutoff(pos, a, depth, ply);
                        break;
                    }
                }
            }
        }
        self.tt
            .store(key, depth, best, Bound::of(best, alpha0, beta), best_action);
        best
    }

    /// A chance node: the average over the die's faces, with Star1 (and Star2) cutoffs.
    fn chance(&mut self, pos: &Position, depth: i32, alpha: i32, beta: i32, ply: usize) -> i32 {
        if depth <= 0 || ply >= MAX_PLY {
            return self.chance_quiesce(pos, alpha, beta, ply, self.options.threat_layers);
        }
        self.nodes += 1;
        if self.out_of_budget() {
            return 0;
        }
        let team = side(pos);
        let key = hash::key(pos) ^ CHANCE_SALT;
        if let Some(e) = self.tt.probe(key) {
            if i32::from(e.depth) >= depth && e.bound.settles(e.score, alpha, beta) {
                return e.score;
            }
        }
        let n = faces(pos) as i64;
        let (lo, hi) = (-i64::from(BOUND), i64::from(BOUND));
        let (alpha_n, beta_n) = (n * i64::from(alpha), n * i64::from(beta));
        let mut lower = [lo; 8];
        if self.options.star2 && depth >= 2 {
            // Star2: one action under each face gives a lower bound on that face's value.
            let mut sum = 0i64;
            for i in 0..n {
                let rest = lo * (n - 1 - i);
                let b = beta_n - sum - rest;
                let mut rolled = *pos;
                rolled.set_roll(i as u8);
                let v = self.probe(&rolled, team, depth, b.min(hi) as i32, ply);
                if self.stop {
                    return 0;
                }
                if let Some(v) = v {
                    let v = i64::from(v);
                    lower[i as usize] = v.max(lo);
                    if v >= b {
                        let score = ((sum + v + rest) / n) as i32;
                        self.tt.store(key, depth, score, Bound::Lower, None);
                        return score;
                    }
                }
                sum += lower[i as usize];
            }
        }
        let mut rest_lower: i64 = lower[..n as usize].iter().sum();
        let mut sum = 0i64;
        for i in 0..n {
            rest_lower -= lower[i as usize];
            let rest_upper = hi * (n - 1 - i);
            let a = alpha_n - sum - rest_upper;
            let b = beta_n - sum - rest_lower;
            if a >= hi {
                let score = ((sum + hi + rest_upper) / n) as i32;
                self.tt.store(key, depth, score, Bound::Upper, None);
                return score;
            }
            if b <= lo {
                let score = ((sum + lo + rest_lower) / n) as i32;
                self.tt.store(key, depth, score, Bound::Lower, None);
                return score;
            }
            let mut rolled = *pos;
            rolled.set_roll(i as u8);
            let v = i64::from(self.value(&rolled, depth, a.max(lo) as i32, b.min(hi) as i32, ply));
            if self.stop {
                return 0;
            }
            if v <= a {
                let score = ((sum + v + rest_upper) / n) as i32;
                self.tt.store(key, depth, score, Bound::Upper, None);
                return score;
            }
            if v >= b {
                let score = ((sum + v + rest_lower) / n) as i32;
                self.tt.store(key, depth, score, Bound::Lower, None);
                return score;
            }
            sum += v;
        }
        let score = (sum / n) as i32;
        self.tt.store(key, depth, score, Bound::Exact, None);
        score
    }

    /// Star2's probe: the value of the first-ordered action of a rolled position, a lower bound
    /// on the position's value, or `None` if the probe failed low (no useful bound).
    fn probe(
        &mut self,
        rolled: &Position,
        team: Team,
        depth: i32,
        beta: i32,
        ply: usize,
    ) -> Option<i32> {
        let mut list = ActionList::new();
        node::actions(rolled, &mut list);
        let tt_action = self.tt.probe(hash::key(rolled)).and_then(|e| e.action);
        let mut scores = self.order(rolled, &list, tt_action, ply);
        if list.is_empty() {
            return None;
        }
        let a = pick(&mut list, &mut scores, 0);
        let v = self.child(rolled, team, a, depth, -BOUND, beta, ply);
        (v > -BOUND).then_some(v)
    }

    fn quiesce(&mut self, pos: &Position, alpha: i32, beta: i32, ply: usize, rolls: u8) -> i32 {
        match node::kind(pos) {
            Kind::Terminal => {
                self.nodes += 1;
                self.terminal(pos, ply)
            }
            Kind::Chance => self.chance_quiesce(pos, alpha, beta, ply, rolls),
            Kind::Decision => self.quiesce_turn(pos, alpha, beta, ply, rolls, &mut None),
        }
    }

    /// Quiescence at a roll: the average over the faces of the capture search, while rolls are
    /// left; the static evaluation after that.
    ///
    /// Standing pat at a face means passing, and the pass leads to the same position whatever
    /// the face was: the faces share what that position was found worth (see [`Shared`]).
    fn chance_quiesce(
        &mut self,
        pos: &Position,
        alpha: i32,
        beta: i32,
        ply: usize,
        rolls: u8,
    ) -> i32 {
        self.nodes += 1;
        let team = side(pos);
        if rolls == 0 || ply >= MAX_PLY || self.out_of_budget() {
            return self.static_eval(pos, team);
        }
        let n = faces(pos) as i64;
        let (lo, hi) = (-i64::from(BOUND), i64::from(BOUND));
        let mut sum = 0i64;
        let mut shared = None;
        for i in 0..n {
            let rest = n - 1 - i;
            let a = n * i64::from(alpha) - sum - hi * rest;
            let b = n * i64::from(beta) - sum - lo * rest;
            let mut rolled = *pos;
            rolled.set_roll(i as u8);
            if !self.options.qcache {
                shared = None;
            }
            let v = i64::from(self.quiesce_turn(
                &rolled,
                a.max(lo) as i32,
                b.min(hi) as i32,
                ply,
                rolls,
                &mut shared,
            ));
            if v <= a {
                return ((sum + v + hi * rest) / n) as i32;
            }
            if v >= b {
                return ((sum + v + lo * rest) / n) as i32;
            }
            sum += v;
        }
        (sum / n) as i32
    }

    /// Quiescence at a turn: stand pat, or a capture or promotion if it does better. In
    /// four-handed rulesets, while threat layers are left, standing pat means passing: the next
    /// seat's captures are then examined. Every reply spends a layer (in dice rulesets the roll
    /// that follows is averaged over only while layers are left), so the tree stays small.
    fn quiesce_turn(
        &mut self,
        pos: &Position,
        mut alpha: i32,
        beta: i32,
        ply: usize,
        rolls: u8,
        shared: &mut Option<Shared>,
    ) -> i32 {
        self.nodes += 1;
        let team = side(pos);
        if ply >= MAX_PLY || !node::is_turn(pos) || self.out_of_budget() {
            return self.static_eval(pos, team);
        }
        let four = pos.rules().is_four_handed();
        let stand = if four && rolls > 0 {
            let mut c = *pos;
            c.pass();
            let ours = side(&c) == team;
            let (ca, cb) = if ours { (alpha, beta) } else { (-beta, -alpha) };
            let known = shared
                .as_ref()
                .filter(|s| s.after == c)
                .and_then(|s| s.answers(ca, cb));
            let v = match known {
                Some(v) => {
                    self.nodes += 1;
                    v
                }
                None => {
                    let v = self.quiesce(&c, ca, cb, ply + 1, rolls - 1);
                    if !self.stop {
                        *shared = Some(Shared::new(c, v, ca, cb));
                    }
                    v
                }
            };
            if ours {
                v
            } else {
                -v
            }
        } else {
            self.static_eval(pos, team)
        };
        if stand >= beta || self.stop {
            return stand;
        }
        alpha = alpha.max(stand);
        // Replies spend a layer too, so passes are tried only near the horizon (each pass
        // opens a subtree); with no layer left, capture chains go on with a plain stand pat.
        let next = if four { rolls.saturating_sub(1) } else { rolls };
        let mut moves = ashtapada_rules::MoveList::new();
        pos.gen_moves(&mut moves);
        let mut list = ActionList::new();
        for m in moves {
            // Captures of the enemy and promotions; taking the partner's piece is never urgent.
            if is_tactical(pos, m) {
                list.push(Action::Move(m));
            }
        }
        let mut scores = self.order(pos, &list, None, ply);
        let mut best = stand;
        for i in 0..list.len() {
            let a = pick(&mut list, &mut scores, i);
            let mut c = *pos;
            c.apply(a, &mut ());
            let v = if side(&c) == team {
                self.quiesce(&c, alpha, beta, ply + 1, next)
            } else {
                -self.quiesce(&c, -beta, -alpha, ply + 1, next)
            };
            if self.stop {
                return best;
            }
            if v > best {
                best = v;
                if v > alpha {
                    alpha = v;
                    if v >= beta {
                        break;
                    }
                }
            }
        }
        best
    }
}

/// A capture of an enemy piece or a promotion: what quiescence follows.
#[inline]
fn is_tactical(pos: &Position, m: ashtapada_rules::Move) -> bool {
    m.promotion.is_some()
        || pos.piece_at(m.to).is_some_and(|v| {
            pos.piece_at(m.from)
                .is_some_and(|p| p.army().team() != v.army().team())
        })
}

#[cfg(test)]
mod tests {
    //! The pruned search must return the same root value as a plain expectiminimax with the same
    //! leaves (quiescence included): Star1, Star2, PVS and the table may only save work.

    use super::*;
    use crate::clock::NoClock;
    use crate::rng::Rng;
    use ashtapada_rules::{Game, MoveList, Ruleset};

    fn q_naive(pos: &Position, rolls: u8, w: &Weights, ply: usize) -> i32 {
        let team = side(pos);
        match node::kind(pos) {
            Kind::Terminal => eval::terminal_leaf(pos, team, ply, w),
            Kind::Chance => {
                if rolls == 0 {
                    return eval::leaf(pos, team, w);
                }
                let n = faces(pos);
                let mut sum = 0i64;
                for f in 0..n {
                    let mut r = *pos;
                    r.set_roll(f as u8);
                    sum += i64::from(q_turn(&r, rolls, w, ply));
                }
                (sum / n as i64) as i32
            }
            Kind::Decision => q_turn(pos, rolls, w, ply),
        }
    }

    fn q_turn(pos: &Position, rolls: u8, w: &Weights, ply: usize) -> i32 {
        let team = side(pos);
        if !node::is_turn(pos) {
            return eval::leaf(pos, team, w);
        }
        let signed = |c: &Position, v: i32| if side(c) == team { v } else { -v };
        let mut best = if pos.rules().is_four_handed() && rolls > 0 {
            let mut c = *pos;
            c.pass();
            signed(&c, q_naive(&c, rolls - 1, w, ply + 1))
        } else {
            eval::leaf(pos, team, w)
        };
        let next = if pos.rules().is_four_handed() {
            rolls.saturating_sub(1)
        } else {
            rolls
        };
        let mut moves = MoveList::new();
        pos.gen_moves(&mut moves);
        for m in moves {
            if !is_tactical(pos, m) {
                continue;
            }
            let mut c = *pos;
            c.play(m);
            best = best.max(signed(&c, q_naive(&c, next, w, ply + 1)));
        }
        best
    }

    fn naive(pos: &Position, depth: i32, rolls: u8, w: &Weights, ply: usize) -> i32 {
        let team = side(pos);
        match node::kind(pos) {
            Kind::Terminal => eval::terminal_leaf(pos, team, ply, w),
            _ if depth <= 0 => q_naive(pos, rolls, w, ply),
            Kind::Chance => chance_naive(pos, depth, rolls, w, ply),
            Kind::Decision => {
                let mut list = ActionList::new();
                node::actions(pos, &mut list);
                let mut best = i32::MIN;
                for a in list {
                    let v = if a == ROLL {
                        chance_naive(pos, depth, rolls, w, ply)
                    } else {
                        let mut c = *pos;
                        c.apply(a, &mut ());
                        let d = if node::costs_depth(pos, a) {
                            depth - 1
                        } else {
                            depth
                        };
                        let v = naive(&c, d, rolls, w, ply + 1);
                        if side(&c) == team {
                            v
                        } else {
                            -v
                        }
                    };
                    best = best.max(v);
                }
                best
            }
        }
    }

    fn chance_naive(pos: &Position, depth: i32, rolls: u8, w: &Weights, ply: usize) -> i32 {
        let n = faces(pos);
        let mut sum = 0i64;
        for f in 0..n {
            let mut r = *pos;
            r.set_roll(f as u8);
            sum += i64::from(naive(&r, depth, rolls, w, ply));
        }
        (sum / n as i64) as i32
    }

    #[test]
    fn pruning_keeps_the_expectiminimax_value() {
        let ids = [
            "chaturaji",
            "chaturanga-v1+dice",
            "chaduranga",
            "chaturanga-antique",
            // Not `chaturanga-v1`: without dice, unpruned quiescence with passes explodes.
            "chaturanga-v3",
        ];
        // The ruleset's own weights, and the same with the leaves squashed to winning chances
        // (which also squashes a stakes game's final money lead).
        for (id, squash) in ids.iter().flat_map(|&id| [(id, None), (id, Some(1_200))]) {
            let rules = Ruleset::by_id(id).expect("ruleset");
            let mut w = Weights::of(rules);
            if let Some(s) = squash {
                w.squash = s;
            }
            let mut rng = Rng::new(7);
            let mut game = Game::new(rules, 11);
            let mut checked = 0;
            let mut positions = 0;
            let mut want = false;
            for step in 0..400 {
                if game.outcome().is_some() {
                    break;
                }
                let pos = *game.position();
                // Unpruned quiescence explodes once captures abound: without dice, check early.
                let due = if rules.dice.is_some() {
                    step == 5 || step == 47
                } else {
                    step == 3 || step == 9
                };
                want |= due;
                if want && node::kind(&pos) == Kind::Decision {
                    want = false;
                    // Two turns with one threat layer; and one turn with two, where quiescence's
                    // rolls meet the same position after a pass under every face (its cache).
                    let (depth, layers) = if positions == 0 { (2, 1) } else { (1, 2) };
                    positions += 1;
                    let expected = naive(&pos, depth, layers, &w, 0);
                    for (star2, qcache) in [(false, false), (false, true), (true, true)] {
                        let mut s = Searcher::new(Options {
                            star2,
                            threat_layers: layers,
                            tt_bits: 12,
                            judge: Judge::Weights(w),
                            qcache,
                            ..Options::default()
                        });
                        let r = s.search(&pos, &Limits::depth(depth as u32), 0, &NoClock);
                        if r.depth == depth as u32 {
                            // Within one unit of rounding, on the scale the search reports.
                            let (lo, hi) = (
                                eval::unsquash(expected - 1, w.squash),
                                eval::unsquash(expected + 1, w.squash),
                            );
                            assert!(
                                (lo - 1..=hi + 1).contains(&r.score),
                                "{id} squash {squash:?} star2={star2} qcache={qcache} layers={layers}: search {} naive {expected} in {pos:?}",
                                r.score
                            );
                            checked += 1;
                        }
                    }
                }
                let legal = game.legal_actions();
                let a = legal[rng.below(legal.len())];
                game.play(a).expect("legal");
            }
            assert!(checked > 0, "{id} squash {squash:?}: nothing checked");
        }
    }

    /// The faces' shared stand-pat value (`Options::qcache`) changes no result, only the work:
    /// at two turns with the hard level's two threat layers, the same action and score from
    /// fewer nodes.
    #[test]
    fn the_roll_cache_saves_work_and_changes_nothing() {
        for id in [
            "chaturanga-v1+dice",
            "chaduranga",
            "chaturanga-v2",
            "chaturaji",
        ] {
            let rules = Ruleset::by_id(id).expect("ruleset");
            let mut rng = Rng::new(3);
            let mut game = Game::new(rules, 5);
            let mut checked = 0;
            let mut due = 10;
            for step in 0..60 {
                if game.outcome().is_some() {
                    break;
                }
                let legal = game.legal_actions();
                if step >= due && legal.len() > 1 && node::kind(game.position()) == Kind::Decision {
                    due = step + 12;
                    let run = |qcache| {
                        Searcher::new(Options {
                            qcache,
                            ..Options::default()
                        })
                        .search(
                            game.position(),
                            &Limits::depth(2),
                            1,
                            &NoClock,
                        )
                    };
                    let (with, without) = (run(true), run(false));
                    assert_eq!(
                        (with.action, with.score, with.depth),
                        (without.action, without.score, without.depth),
                        "{id} step {step}"
                    );
                    assert!(
                        with.nodes < without.nodes,
                        "{id} step {step}: {} nodes with the cache, {} without",
                        with.nodes,
                        without.nodes
                    );
                    checked += 1;
                }
                let a = legal[rng.below(legal.len())];
                game.play(a).expect("legal");
            }
            assert!(checked >= 3, "{id}: {checked} positions checked");
        }
    }

    /// Weighing an action changes nothing of the search's choice and score at a fixed depth;
    /// the action's value is never above the best one, equal to it for the best action, and
    /// both are the score's iteration (dice and dice-free rulesets, rolls among the choices).
    #[test]
    fn a_judged_action_is_weighed_at_the_depth_of_the_best_and_never_above_it() {
        for id in ["chaturanga-v3", "chaturanga-v1+dice", "chaturaji"] {
            let rules = Ruleset::by_id(id).expect("ruleset");
            let mut rng = Rng::new(9);
            let mut game = Game::new(rules, 2);
            let mut weighed = 0;
            let mut due = 0;
            for step in 0..80 {
                if game.outcome().is_some() {
                    break;
                }
                let legal = game.legal_actions();
                let pos = *game.position();
                if step >= due && legal.len() > 1 && node::kind(&pos) == Kind::Decision {
                    due = step + 7;
                    let limits = Limits::depth(2);
                    let plain =
                        Searcher::new(Options::default()).search(&pos, &limits, 1, &NoClock);
                    for &a in legal.iter().take(6) {
                        let r = Searcher::new(Options::default()).search_judging(
                            &pos,
                            &limits,
                            1,
                            &NoClock,
                            Some(a),
                        );
                        let w = r.weighed.expect("weighed");
                        assert_eq!(r.score, plain.score, "{id} step {step} {a:?}");
                        assert_eq!(w.best, r.score, "{id} step {step} {a:?}");
                        assert!(w.played <= w.best, "{id} step {step} {a:?}: {w:?}");
                        let best = plain.action.unwrap_or(ROLL);
                        let folded = if matches!(a, Action::Roll(_)) {
                            ROLL
                        } else {
                            a
                        };
                        if folded == best {
                            assert_eq!(w.played, w.best, "{id} step {step} {a:?}");
                        }
                        weighed += 1;
                    }
                }
                game.play(legal[rng.below(legal.len())]).expect("legal");
            }
            assert!(weighed >= 10, "{id}: {weighed} actions weighed");
        }
    }

    /// The analysis's first line is the search's choice and score at a fixed depth; its three
    /// lines are the three best actions, best first, each worth what weighing it alone finds,
    /// and no other action is worth more than the third (dice and dice-free rulesets).
    #[test]
    fn the_analysis_lines_are_the_best_actions_with_their_own_values() {
        for id in ["chaturanga-v3", "chaturanga-v1+dice", "chaturaji"] {
            let rules = Ruleset::by_id(id).expect("ruleset");
            let mut rng = Rng::new(5);
            let mut game = Game::new(rules, 3);
            let (mut checked, mut due) = (0, 0);
            for step in 0..90 {
                if game.outcome().is_some() {
                    break;
                }
                let legal = game.legal_actions();
                let pos = *game.position();
                if step >= due && legal.len() > 3 && node::kind(&pos) == Kind::Decision {
                    due = step + 9;
                    let limits = Limits::depth(2);
                    let new = || Searcher::new(Options::default());
                    let plain = new().search(&pos, &limits, 1, &NoClock);
                    let one = new().lines(&pos, &limits, 1, &NoClock, 1);
                    let top = one.lines[0];
                    assert_eq!((top.action, top.score), (plain.action, plain.score), "{id}");
                    assert_eq!(one.depth, plain.depth, "{id} step {step}");
                    let three = new().lines(&pos, &limits, 1, &NoClock, 3);
                    assert_eq!(three.lines.len(), 3, "{id} step {step}");
                    assert_eq!(three.lines[0].score, plain.score, "{id} step {step}");
                    assert!(three.lines.windows(2).all(|w| w[0].score >= w[1].score));
                    let worth = |a: Action| {
                        new()
                            .search_judging(&pos, &limits, 1, &NoClock, Some(a))
                            .weighed
                            .expect("weighed")
                            .played
                    };
                    for line in &three.lines {
                        let a = line.action.unwrap_or(Action::Roll(0));
                        assert_eq!(worth(a), line.score, "{id} step {step} {line:?}");
                    }
                    let floor = three.lines[2].score;
                    let named: Vec<Option<Action>> = three.lines.iter().map(|l| l.action).collect();
                    for &a in &legal {
                        let folded = Some(a).filter(|a| !matches!(a, Action::Roll(_)));
                        if !named.contains(&folded) {
                            assert!(worth(a) <= floor, "{id} step {step} {a:?}");
                        }
                    }
                    checked += 1;
                }
                game.play(legal[rng.below(legal.len())]).expect("legal");
            }
            assert!(checked >= 3, "{id}: {checked} positions checked");
        }
    }

    /// Before a roll with nothing to decide, the analysis values each face, and the position
    /// is worth their average; a lone action is valued too, and a finished game has no line.
    #[test]
    fn before_a_roll_each_face_is_valued_and_a_lone_action_too() {
        let rules = Ruleset::by_id("chaturaji").expect("ruleset");
        let mut game = Game::new(rules, 8);
        while node::kind(game.position()) != Kind::Chance {
            let first = game.legal_actions()[0];
            game.play(first).expect("legal");
        }
        let pos = *game.position();
        let limits = Limits::depth(1);
        let a = Searcher::new(Options::default()).lines(&pos, &limits, 1, &NoClock, 3);
        assert_eq!(a.faces.len(), faces(&pos));
        assert_eq!(a.lines.len(), 1);
        assert_eq!(a.lines[0].action, None);
        assert_eq!(a.depth, 1);
        let (lo, hi) = (a.faces.iter().min().unwrap(), a.faces.iter().max().unwrap());
        assert!((*lo..=*hi).contains(&a.lines[0].score), "{a:?}");
        // Some face leads to a single action (a pass, or one move): it has a value all the same.
        let mut rolled = pos;
        rolled.set_roll(0);
        let mut list = ActionList::new();
        node::actions(&rolled, &mut list);
        let b = Searcher::new(Options::default()).lines(&rolled, &limits, 1, &NoClock, 3);
        assert_eq!(b.lines.len(), list.len().min(3));
        assert_eq!(b.lines[0].score, a.faces[0]);
        // A finished game.
        let mut over = Game::new(rules, 8);
        let mut rng = Rng::new(1);
        while over.outcome().is_none() {
            let legal = over.legal_actions();
            let last = legal[rng.below(legal.len())];
            over.play(last).expect("legal");
        }
        let c = Searcher::new(Options::default()).lines(over.position(), &limits, 1, &NoClock, 3);
        assert!(c.lines.is_empty() && c.faces.is_empty());
    }

    /// A shared stand-pat value answers a later face's window only where its kind of bound
    /// settles that window: an exact value always, a fail-low only a window it still fails low
    /// in, a fail-high only one it still fails high in.
    #[test]
    fn a_shared_value_answers_only_the_windows_its_bound_settles() {
        let after = *Game::new(Ruleset::by_id("chaduranga").expect("ruleset"), 1).position();
        let exact = Shared::new(after, 50, 0, 100);
        assert_eq!(exact.bound, Bound::Exact);
        assert_eq!(exact.answers(-10, 10), Some(50));
        assert_eq!(exact.answers(60, 200), Some(50));
        let low = Shared::new(after, -20, 0, 100);
        assert_eq!(low.bound, Bound::Upper);
        assert_eq!(low.answers(-5, 30), Some(-20));
        assert_eq!(low.answers(-20, 30), Some(-20));
        assert_eq!(low.answers(-50, 30), None);
        let high = Shared::new(after, 120, 0, 100);
        assert_eq!(high.bound, Bound::Lower);
        assert_eq!(high.answers(0, 110), Some(120));
        assert_eq!(high.answers(0, 120), Some(120));
        assert_eq!(high.answers(0, 150), None);
    }

    #[cfg(feature = "nets")]
    #[test]
    fn the_network_judges_only_where_the_ruleset_has_one() {
        // Scores at depth 1 over the first decisions of a game, judged by the network and by
        // the fitted weights.
        let scores = |id: &str| {
            let rules = Ruleset::by_id(id).expect("ruleset");
            let mut game = Game::new(rules, 4);
            let mut rng = Rng::new(4);
            let mut out = Vec::new();
            for _ in 0..40 {
                let pos = *game.position();
                if node::kind(&pos) == Kind::Decision {
                    let by = |judge| {
                        let mut s = Searcher::new(Options {
                            judge,
                            tt_bits: 12,
                            ..Options::default()
                        });
                        s.search(&pos, &Limits::depth(1), 0, &NoClock).score
                    };
                    out.push((by(Judge::Net), by(Judge::Fitted)));
                }
                let legal = game.legal_actions();
                game.play(legal[rng.below(legal.len())]).expect("legal");
            }
            out
        };
        // Chaturaji has no network: the same scores; the two rulesets that have one differ.
        let chaturaji = scores("chaturaji");
        assert!(
            !chaturaji.is_empty() && chaturaji.iter().all(|(n, f)| n == f),
            "{chaturaji:?}"
        );
        for id in ["chaduranga", "chaturanga-v1+dice"] {
            let with_net = scores(id);
            assert!(with_net.iter().any(|(n, f)| n != f), "{id}: {with_net:?}");
        }
    }
}
