//! Fits the hard level's evaluation weights to self-play results (Texel-style tuning).
//!
//! `train RULESET GAMES SEED NODES [THREADS [LAMBDA]]`
//!
//! 1. Plays `GAMES` games of the hard search against itself at `NODES` nodes an action, with the
//!    weights the hard level used before any training ([`Weights::first_fit`]), game `g` seeded
//!    from `SEED` and `g`, on `THREADS` threads (default: every core; the result is the same).
//! 2. Keeps the positions at the start of each turn (before the roll; in rulesets without dice,
//!    every position) after the first dozen actions, each labelled with the game's result for
//!    team 0: 1, ½ or 0 as the arena scores it (`arena::points`: in stakes rulesets the sign of
//!    the money lead). With `LAMBDA` below 1 (default 1), the labels are TD(λ) returns instead:
//!    a position's label is (1 − λ) of the prediction from the search made after it plus λ of
//!    the next position's label, and the last position's next label is the result; λ = 0 fits
//!    the evaluation to the search's own judgement (bootstrapping, as TD-Leaf does).
//! 3. Minimises the mean squared error between each label and `1 / (1 + 10^(−k·eval/400))`:
//!    first `k` for the starting weights, then each weight but the rook's (which sets the scale)
//!    in turn by local search (a step up or down while the error falls), `k` again after each
//!    pass, until a pass changes nothing. Every tenth game is held out: the result is the
//!    weights of the pass with the lowest held-out error, and the search stops two passes after
//!    that error last fell.
//!
//! It prints the fitted weights as a `Weights` literal, and as `tune` keys to measure them in a
//! match (`tune RULESET GAMES SEED "nodes=45000,v1,KEYS" "nodes=45000,v1"`).

use ashtapada_bots::arena::points;
use ashtapada_bots::eval::{evaluate, Weights};
use ashtapada_bots::{Bot, Judge, Level, Limits, NoClock};
use ashtapada_rules::{Position, Ruleset, Team};

/// A weight the tuning may move: its key ([`Weights::KEYS`]), its step, and its bounds. The
/// rook's value is not among them: it fixes the scale.
const PARAMS: [(&str, i32, i32, i32); 13] = [
    ("king", 25, 0, 3_000),
    ("knight", 10, 50, 1_500),
    ("alfil", 10, 0, 1_000),
    ("pawn", 10, 0, 1_000),
    ("fz", 5, 0, 100),
    ("cmd", 10, 0, 1_000),
    ("promo", 10, 0, 300),
    ("alf", 5, 0, 100),
    ("ka", 2, 0, 100),
    ("money", 10, 0, 1_000),
    ("held", 10, 0, 1_000),
    ("centre", 1, 0, 50),
    ("kd", 1, 0, 50),
];

/// The weight of `key` (one of [`PARAMS`], all of which are [`Weights::KEYS`]).
fn get(w: &Weights, key: &str) -> i32 {
    let mut w = *w;
    w.key_mut(key).map_or(0, |v| *v)
}

/// The weights as `tune` keys.
fn keys(w: &Weights) -> String {
    let keys: Vec<String> = PARAMS
        .iter()
        .map(|(key, ..)| format!("{key}={}", get(w, key)))
        .collect();
    keys.join(",")
}

/// A sampled position, its label for team 0, and the search's score of the next decision made
/// after it (for team 0; `None` if the game ended first).
struct Sample {
    pos: Position,
    label: f64,
    score: Option<i32>,
}

/// SplitMix64: each game's and each action's seed.
fn mix(mut z: u64) -> u64 {
    z = z.wrapping_add(0x9E37_79B9_7F4A_7C15);
    z = (z ^ (z >> 30)).wrapping_mul(0xBF58_476D_1CE4_E5B9);
    z = (z ^ (z >> 27)).wrapping_mul(0x94D0_49BB_1331_11EB);
    z ^ (z >> 31)
}

/// Plays game `g` and returns its sampled positions.
fn self_play(rules: &'static Ruleset, seed: u64, g: u64, nodes: u64) -> Vec<Sample> {
    let mut options = Level::Hard.options();
    options.judge = Judge::FirstFit;
    let limits = Limits {
        nodes: Some(nodes),
        millis: None,
        depth: None,
    };
    let mut bot = Bot::with_options(ashtapada_bots::Strategy::Search, limits, options);
    let game_seed = mix(seed ^ mix(g));
    let mut game = ashtapada_rules::Game::new(rules, game_seed);
    let mut kept: Vec<Sample> = Vec::new();
    let mut unscored = 0;
    let mut actions = 0u64;
    while game.outcome().is_none() && actions < 4_000 {
        let pos = *game.position();
        if actions >= 12 && (pos.needs_roll() || rules.dice.is_none()) {
            kept.push(Sample {
                pos,
                label: 0.0,
                score: None,
            });
        }
        let Some(choice) = bot.choose(&game, mix(game_seed ^ actions), &NoClock) else {
            break;
        };
        if choice.stats.depth > 0 {
            // A real search (not a forced roll): it scores the positions kept since the last one.
            let s = choice.stats.score;
            let s = if pos.actor().team() == Team(0) { s } else { -s };
            for x in &mut kept[unscored..] {
                x.score = Some(s);
            }
            unscored = kept.len();
        }
        if game.play(choice.action).is_err() {
            break;
        }
        actions += 1;
    }
    let label = points(game.position(), Team(0));
    for x in &mut kept {
        x.label = label;
    }
    kept
}

/// The predicted score for team 0 of an evaluation `e` (for team 0) at scale `k`.
fn predict(e: i32, k: f64) -> f64 {
    1.0 / (1.0 + 10f64.powf(-k * f64::from(e) / 400.0))
}

/// Replaces one game's labels, in order of play, by TD(λ) returns: each is (1 − λ) of the
/// prediction from its own search's score (at scale `k`) plus λ of the next label, and the last
/// position's next label is the result it holds now.
fn td_labels(game: &mut [Sample], k: f64, lambda: f64) {
    let mut next = game.last().map_or(0.5, |x| x.label);
    for x in game.iter_mut().rev() {
        let v = x.score.map_or(next, |s| predict(s, k));
        next = (1.0 - lambda) * v + lambda * next;
        x.label = next;
    }
}

/// Mean squared error of the predictions, on `threads` threads. The sum runs over fixed blocks
/// added in order, so the result does not depend on the number of threads.
fn error(samples: &[Sample], w: &Weights, k: f64, threads: usize) -> f64 {
    const BLOCK: usize = 4_096;
    let blocks: Vec<&[Sample]> = samples.chunks(BLOCK).collect();
    let mut sums = vec![0.0f64; blocks.len()];
    std::thread::scope(|s| {
        let per = blocks.len().div_ceil(threads).max(1);
        for (part, out) in blocks.chunks(per).zip(sums.chunks_mut(per)) {
            s.spawn(move || {
                for (block, sum) in part.iter().zip(out.iter_mut()) {
                    *sum = block
                        .iter()
                        .map(|x| (x.label - predict(evaluate(&x.pos, Team(0), w), k)).powi(2))
                        .sum();
                }
            });
        }
    });
    sums.iter().sum::<f64>() / samples.len().max(1) as f64
}

/// The `k` in [0.01, 4] that minimises the error (golden-section search).
fn fit_k(samples: &[Sample], w: &Weights, threads: usize) -> f64 {
    let (mut a, mut b) = (0.01f64, 4.0f64);
    let g = (5f64.sqrt() - 1.0) / 2.0;
    for _ in 0..30 {
        let c = b - g * (b - a);
        let d = a + g * (b - a);
        if error(samples, w, c, threads) < error(samples, w, d, threads) {
            b = d;
        } else {
            a = c;
        }
    }
    (a + b) / 2.0
}

fn main() {
    let args: Vec<String> = std::env::args().skip(1).collect();
    let Some(rules) = args
        .first()
        .and_then(|id| Ruleset::by_id(id))
        .filter(|_| args.len() >= 4)
    else {
        eprintln!("usage: train RULESET GAMES SEED NODES [THREADS [LAMBDA]]");
        std::process::exit(2);
    };
    let games: u64 = args[1].parse().unwrap_or(1_000);
    let seed: u64 = args[2].parse().unwrap_or(1);
    let nodes: u64 = args[3].parse().unwrap_or(5_000);

    let threads = args
        .get(4)
        .and_then(|t| t.parse().ok())
        .unwrap_or_else(|| std::thread::available_parallelism().map_or(1, |n| n.get()))
        .max(1);
    let lambda: f64 = args
        .get(5)
        .and_then(|l| l.parse().ok())
        .unwrap_or(1.0f64)
        .clamp(0.0, 1.0);
    let started = std::time::Instant::now();
    let per_game: Vec<(u64, Vec<Sample>)> = std::thread::scope(|s| {
        let handles: Vec<_> = (0..threads)
            .map(|t| {
                s.spawn(move || {
                    (t as u64..games)
                        .step_by(threads)
                        .map(|g| (g, self_play(rules, seed, g, nodes)))
                        .collect::<Vec<_>>()
                })
            })
            .collect();
        let mut all: Vec<_> = handles
            .into_iter()
            .flat_map(|h| h.join().unwrap_or_default())
            .collect();
        all.sort_by_key(|(g, _)| *g);
        all
    });
    // Every game's positions in one list, in the order of play, and where each game's lie.
    let mut samples = Vec::new();
    let mut games_at = Vec::with_capacity(per_game.len());
    for (g, v) in per_game {
        let start = samples.len();
        samples.extend(v);
        games_at.push((g, start..samples.len()));
    }
    if lambda < 1.0 {
        // The predictions take the scale that fits the starting weights to the results.
        let k0 = fit_k(&samples, &Weights::first_fit(rules), threads);
        for (_, at) in &games_at {
            td_labels(&mut samples[at.clone()], k0, lambda);
        }
        eprintln!("TD(λ) labels, λ = {lambda}, search scores scaled by k = {k0:.3}");
    }
    let (mut train, mut held) = (Vec::new(), Vec::new());
    let mut rest = samples.into_iter();
    for (g, at) in games_at {
        let game = rest.by_ref().take(at.len());
        if g % 10 == 9 {
            held.extend(game);
        } else {
            train.extend(game);
        }
    }
    eprintln!(
        "{}: {games} games at {nodes} nodes in {:.0} s: {} training positions, {} held out",
        rules.id,
        started.elapsed().as_secs_f64(),
        train.len(),
        held.len()
    );

    let mut w = Weights::first_fit(rules);
    let mut k = fit_k(&train, &w, threads);
    let mut best = error(&train, &w, k, threads);
    eprintln!(
        "k = {k:.3}; error {best:.5} (held out {:.5})",
        error(&held, &w, k, threads)
    );
    eprintln!("start: {}", keys(&w));
    // Early stopping: the weights with the lowest held-out error are the result, and the
    // search ends two passes after the held-out error last fell (or when a pass changes
    // nothing).
    let (mut kept, mut kept_k) = (w, k);
    let mut kept_held = error(&held, &w, k, threads);
    let mut stale = 0;
    for pass in 1..=40 {
        let mut changed = false;
        for &(key, step, min, max) in &PARAMS {
            for dir in [1, -1] {
                loop {
                    let mut t = w;
                    let v = get(&w, key) + dir * step;
                    let Some(weight) = t.key_mut(key).filter(|_| (min..=max).contains(&v)) else {
                        break;
                    };
                    *weight = v;
                    let e = error(&train, &t, k, threads);
                    if e + 1e-9 < best {
                        best = e;
                        w = t;
                        changed = true;
                    } else {
                        break;
                    }
                }
            }
        }
        // The rook's value stays: it fixes the scale, and `k` follows the other weights.
        k = fit_k(&train, &w, threads);
        best = error(&train, &w, k, threads);
        let held_error = error(&held, &w, k, threads);
        eprintln!("pass {pass}: k = {k:.3}, error {best:.5} (held out {held_error:.5})");
        if held_error < kept_held {
            (kept, kept_k, kept_held) = (w, k, held_error);
            stale = 0;
        } else {
            stale += 1;
        }
        if !changed || stale >= 2 {
            break;
        }
    }
    let w = kept;
    eprintln!("kept: k = {kept_k:.3}, held-out error {kept_held:.5}");
    println!(
        "// {}: train {} {games} {seed} {nodes} {threads} {lambda}",
        rules.id, rules.id
    );
    println!("{w:?}");
    println!("{}", keys(&w));
}
