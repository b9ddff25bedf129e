//! Debugging aid: the search's score after each legal action of a position.
//! `cargo run --release -p ashtapada-bots --example probe -- RULESET "FEN" [NODES]`

use ashtapada_bots::eval::{evaluate, Weights};
use ashtapada_bots::{Limits, NoClock, Options, Searcher};
use ashtapada_rules::{fen, notation, Action, Ruleset};

fn main() {
    let args: Vec<String> = std::env::args().skip(1).collect();
    let Some(rules) = args.first().and_then(|id| Ruleset::by_id(id)) else {
        eprintln!("usage: probe RULESET FEN [NODES]");
        std::process::exit(2);
    };
    let pos = match fen::parse(rules, args.get(1).map_or("", |s| s.as_str())) {
        Ok(p) => p,
        Err(e) => {
            eprintln!("{e}");
            std::process::exit(2);
        }
    };
    let nodes: u64 = args.get(2).and_then(|s| s.parse().ok()).unwrap_or(20_000);
    let team = pos.actor().team();
    let w = Weights::of(rules);
    println!("static {}", evaluate(&pos, team, &w));
    let mut s = Searcher::new(Options::default());
    let r = s.search(&pos, &Limits::nodes(nodes), 1, &NoClock);
    println!("search: {:?}", r);
    let r0 = r;
    let mut legal = Vec::new();
    pos.legal_actions(&mut legal);
    for a in legal {
        let mut c = pos;
        c.apply(a, &mut ());
        let sign = if c.actor().team() == team { 1 } else { -1 };
        let r = if c.needs_roll() && c.outcome().is_none() {
            // A chance node: average the searches under each face.
            let n = rules.dice.map_or(1, |d| d.faces.len());
            let mut total = 0;
            let mut depth = u32::MAX;
            for f in 0..n {
                let mut rolled = c;
                rolled.set_roll(f as u8);
                let r = s.search(&rolled, &Limits::nodes(nodes / n as u64), 1, &NoClock);
                let score = if r.depth == 0 {
                    evaluate(&rolled, rolled.actor().team(), &w)
                } else {
                    r.score
                };
                total += score;
                depth = depth.min(r.depth);
            }
            ashtapada_bots::SearchResult {
                score: total / n as i32,
                depth,
                ..r0
            }
        } else {
            s.search(&c, &Limits::nodes(nodes), 1, &NoClock)
        };
        let name = match a {
            Action::Move(m) => notation::write_move(&pos, m),
            other => format!("{other:?}"),
        };
        println!(
            "{name:12} static {:6} search {:6} (depth {})",
            evaluate(&c, team, &w),
            sign * r.score,
            r.depth
        );
    }
}
