//! Tuning aid: a match between two variants of the search bot.
//! `tune RULESET GAMES SEED "nodes=20000,depth=4,ka=20" "nodes=20000"`
//! Keys: nodes, ms, depth, noise, star2, qr (threat layers), qc (quiescence's roll cache, 0 or
//! 1), mat (material only), v1 (the previous hard, the arena's `hard-v1`: the weights before
//! training, `Weights::first_fit`, and no roll cache; put it first), and weights ka (king
//! attacked %), fz (frozen %), cmd, promo, alf, king, rook, knight, alfil, pawn (values), money,
//! held, centre, kd (king danger %), sq (squash scale). Bots `random`, `greedy`, `uct:N` (nodes),
//! `uctms:MS` (milliseconds).
//! The running tally goes to standard error after every game.

use ashtapada_bots::arena::{run_bots, Budget, Config};
use ashtapada_bots::eval::Weights;
use ashtapada_bots::{Bot, Judge, Limits, Options, StdClock, Strategy};
use ashtapada_rules::Ruleset;

fn bot(rules: &Ruleset, spec: &str) -> Bot {
    match spec {
        "random" => return Bot::new(Strategy::Random, Limits::default()),
        "greedy" => return Bot::new(Strategy::Greedy, Limits::default()),
        _ => {}
    }
    if let Some(n) = spec.strip_prefix("uct:") {
        return Bot::new(Strategy::Uct, Limits::nodes(n.parse().unwrap_or(20_000)));
    }
    if let Some(ms) = spec.strip_prefix("uctms:") {
        return Bot::new(Strategy::Uct, Limits::millis(ms.parse().unwrap_or(200.0)));
    }
    let mut limits = Limits::default();
    let mut o = Options::default();
    let mut w = Weights::of(rules);
    let mut mat = false;
    for kv in spec.split(',').filter(|s| !s.is_empty()) {
        let (k, v) = kv.split_once('=').unwrap_or((kv, "0"));
        let n: i64 = v.parse().unwrap_or(0);
        match k {
            "nodes" => limits.nodes = Some(n as u64),
            "ms" => limits.millis = Some(n as f64),
            "depth" => limits.depth = Some(n as u32),
            "noise" => o.noise = n as i32,
            "star2" => o.star2 = n != 0,
            "qr" => o.threat_layers = n as u8,
            "qc" => o.qcache = n != 0,
            "mat" => mat = n != 0,
            "v1" => {
                w = Weights::first_fit(rules);
                o.qcache = false;
            }
            key => match w.key_mut(key) {
                Some(weight) => *weight = n as i32,
                None => {
                    eprintln!("unknown key {k}");
                    std::process::exit(2);
                }
            },
        }
    }
    o.judge = if mat {
        Judge::Counting
    } else {
        Judge::Weights(w)
    };
    Bot::with_options(Strategy::Search, limits, o)
}

fn main() {
    let args: Vec<String> = std::env::args().skip(1).collect();
    let Some(rules) = args
        .first()
        .and_then(|id| Ruleset::by_id(id))
        .filter(|_| args.len() >= 5)
    else {
        eprintln!("usage: tune RULESET GAMES SEED SPEC_A SPEC_B");
        std::process::exit(2);
    };
    let games: u32 = args[1].parse().unwrap_or(20);
    let seed: u64 = args[2].parse().unwrap_or(1);
    let config = Config::new(rules, games, seed, Budget::Levels);
    let a = bot(rules, &args[3]);
    let b = bot(rules, &args[4]);
    // The running tally goes to standard error, so a match cut short still tells its score.
    let r = run_bots(&config, ("A", a), ("B", b), &StdClock::new(), &mut |p| {
        eprintln!(
            "{}/{} +{} ={} -{}",
            p.done, p.total, p.wins, p.draws, p.losses
        )
    });
    match r {
        Ok(r) => println!("{} | A={} B={}", r, args[3], args[4]),
        Err(e) => println!("{e}"),
    }
}
