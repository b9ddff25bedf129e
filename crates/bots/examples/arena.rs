//! Runs a match from the command line until `ashtapada arena` exists:
//! `cargo run --release -p ashtapada-bots --example arena -- RULESET A B GAMES SEED BUDGET`
//! where BUDGET is milliseconds for the hard level (`250`), nodes (`n20000`), or `levels`.

use ashtapada_bots::arena::{run, BotSpec, Budget, Config};
use ashtapada_bots::StdClock;
use ashtapada_rules::Ruleset;
use std::io::Write;

fn main() {
    let args: Vec<String> = std::env::args().skip(1).collect();
    if args.len() < 6 {
        eprintln!("usage: arena RULESET A B GAMES SEED BUDGET (ms | nNODES | levels)");
        std::process::exit(2);
    }
    let Some(rules) = Ruleset::by_id(&args[0]) else {
        eprintln!("unknown ruleset {}", args[0]);
        std::process::exit(2);
    };
    let (Some(a), Some(b)) = (BotSpec::from_name(&args[1]), BotSpec::from_name(&args[2])) else {
        eprintln!("unknown bot");
        std::process::exit(2);
    };
    let games: u32 = args[3].parse().unwrap_or(20);
    let seed: u64 = args[4].parse().unwrap_or(1);
    let budget = match args[5].as_str() {
        "levels" => Budget::Levels,
        s if s.starts_with('n') => Budget::Nodes(s[1..].parse().unwrap_or(10_000)),
        s => Budget::Millis(s.parse().unwrap_or(100.0)),
    };
    let config = Config::new(rules, games, seed, budget);
    let verbose = std::env::var_os("ARENA_VERBOSE").is_some();
    let report = run(&config, a, b, &StdClock::new(), &mut |p| {
        eprint!(
            "\r{}/{} +{} ={} -{}",
            p.done, p.total, p.wins, p.draws, p.losses
        );
        let _ = std::io::stderr().flush();
    });
    eprintln!();
    match report {
        Ok(r) => {
            if verbose {
                for g in &r.games {
                    println!(
                        "pair {} seed {:#x} A team {} first {} {:?} points {} money {:?} actions {}",
                        g.pair, g.seed, g.a_team.0, g.first.number(), g.outcome, g.points, g.money, g.actions
                    );
                }
            }
            println!("{r}");
        }
        Err(e) => {
            eprintln!("{e}");
            std::process::exit(1);
        }
    }
}
