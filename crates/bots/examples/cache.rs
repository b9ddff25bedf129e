//! What quiescence's roll cache saves: nodes and time to finish a depth with and without it,
//! over midgames of each dice ruleset (random play, 16 to 38 actions in), with a check that
//! both searches return the same action and score. LAYERS is the number of threat layers
//! (the hard level's 2 by default).
//! `cargo run --release -p ashtapada-bots --example cache -- [DEPTH] [LAYERS] [RULESET…]`

use ashtapada_bots::{Limits, Options, Searcher, StdClock};
use ashtapada_rules::Ruleset;

mod common;

fn main() {
    let args: Vec<String> = std::env::args().skip(1).collect();
    let mut numbers = args.iter().map_while(|s| s.parse::<u32>().ok());
    let depth = numbers.next().unwrap_or(3);
    let layers = numbers.next().unwrap_or(2);
    let named: Vec<&str> = args
        .iter()
        .skip_while(|s| s.parse::<u32>().is_ok())
        .map(|s| s.as_str())
        .collect();
    let ids: Vec<&str> = if !named.is_empty() {
        named
    } else {
        vec![
            "chaturanga-v1+dice",
            "chaturanga-v2",
            "chaturanga-antique",
            "chaduranga",
            "chaturaji",
        ]
    };
    let clock = StdClock::new();
    for id in ids {
        let Some(rules) = Ruleset::by_id(id) else {
            eprintln!("unknown ruleset {id}");
            std::process::exit(2);
        };
        let (mut nodes, mut millis, mut same, mut n) = ([0u64; 2], [0f64; 2], 0, 0);
        for g in 0..12u64 {
            let game = common::random_midgame(rules, g + 10, 16 + g * 2);
            if game.outcome().is_some() {
                continue;
            }
            let mut results = Vec::new();
            for (i, qcache) in [false, true].into_iter().enumerate() {
                let mut s = Searcher::new(Options {
                    qcache,
                    threat_layers: layers.min(8) as u8,
                    ..Options::default()
                });
                let r = s.search(game.position(), &Limits::depth(depth), 1, &clock);
                nodes[i] += r.nodes;
                millis[i] += r.millis;
                results.push((r.action, r.score));
            }
            n += 1;
            same += usize::from(results[0] == results[1]);
        }
        let n = n.max(1);
        println!(
            "{id:20} depth {depth}, {layers} layers: {n:2} positions, mean nodes {:9} -> {:9} ({:4.1} %), mean ms {:7.1} -> {:7.1}, same action and score {same}/{n}",
            nodes[0] / n as u64,
            nodes[1] / n as u64,
            100.0 * nodes[1] as f64 / nodes[0].max(1) as f64,
            millis[0] / n as f64,
            millis[1] / n as f64,
        );
    }
}
