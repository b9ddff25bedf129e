//! The analysis board's speed: how soon its first value comes (a three-line search of depth 1)
//! and how deep its three lines go in a second, over positions of every ruleset:
//! `cargo run --release -p ashtapada-bots --example analysis -- [POSITIONS]`.
//!
//! The worker asks one depth at a time (protocol 7's `Analyse`): its first answer is the
//! depth-1 search, so the time to the first value is that search's.

use ashtapada_bots::{Level, Limits, Searcher, StdClock};
use ashtapada_rules::Ruleset;

mod common;

fn main() {
    let positions: u64 = std::env::args()
        .nth(1)
        .and_then(|s| s.parse().ok())
        .unwrap_or(20);
    let mut worst = 0f64;
    for &rules in Ruleset::all() {
        let mut firsts = Vec::new();
        let mut depths = Vec::new();
        for seed in 0..positions {
            let game = common::random_midgame(rules, seed, 8 + seed * 3);
            if game.outcome().is_some() {
                continue;
            }
            let clock = StdClock::new();
            let mut s = Searcher::new(Level::Hard.options());
            let first = s.lines(game.position(), &Limits::depth(1), seed, &clock, 3);
            firsts.push(first.millis);
            // One depth after another within a second, as the board asks them.
            let (mut spent, mut depth) = (0.0, 0);
            for d in 1..=30 {
                let r = s.lines(game.position(), &Limits::depth(d), seed, &clock, 3);
                spent += r.millis;
                if spent > 1_000.0 || r.depth < d {
                    break;
                }
                depth = r.depth;
            }
            depths.push(depth);
        }
        firsts.sort_by(f64::total_cmp);
        depths.sort_unstable();
        let median = firsts.get(firsts.len() / 2).copied().unwrap_or(0.0);
        let max = firsts.last().copied().unwrap_or(0.0);
        worst = worst.max(max);
        println!(
            "{:20} {:2} positions  first value: median {:6.1} ms, max {:6.1} ms  depth in 1 s: median {:2}, min {:2}",
            rules.id,
            firsts.len(),
            median,
            max,
            depths.get(depths.len() / 2).copied().unwrap_or(0),
            depths.first().copied().unwrap_or(0),
        );
    }
    println!("slowest first value: {worst:.1} ms");
}
