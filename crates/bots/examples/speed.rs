//! Nodes per second of the search bot from each ruleset's start position (and a few plies in):
//! `cargo run --release -p ashtapada-bots --example speed -- [NODES]`.

use ashtapada_bots::{Limits, Options, Searcher, StdClock};
use ashtapada_rules::{Game, Ruleset};

mod common;

fn main() {
    let nodes: u64 = std::env::args()
        .nth(1)
        .and_then(|s| s.parse().ok())
        .unwrap_or(1_000_000);
    for &rules in Ruleset::all_with_options() {
        // A few random actions in, at a position with a real choice.
        let mut game = common::random_midgame(rules, 3, 12);
        if game.outcome().is_some() {
            // Random play can capture a rajah within a dozen plies: measure from the start.
            game = Game::new(rules, 3);
        }
        let mut s = Searcher::new(Options::default());
        let clock = StdClock::new();
        let r = s.search(game.position(), &Limits::nodes(nodes), 1, &clock);
        println!(
            "{:24} depth {:2} score {:6} nodes {:8} {:7.0} ms {:6.0} knodes/s  {:?}",
            rules.id,
            r.depth,
            r.score,
            r.nodes,
            r.millis,
            r.nodes as f64 / r.millis.max(1e-9),
            r.action
        );
    }
}
