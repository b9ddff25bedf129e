//! The fragment (`g=…`) of a long random game, for the e2e suite's timing of opening a long
//! link (`tests/e2e/fixtures/chaturaji-700.txt`, BENCHMARKS.md): the first seed whose random
//! game of the ruleset reaches that many plies, cut there.
//!
//! `cargo run --release -p ashtapada-app --example long_link -- chaturaji 700`

use ashtapada_app::link::{self, LinkGame};
use ashtapada_app::Controller;
use ashtapada_rules::{Game, Ruleset};
use rand::{Rng, SeedableRng};
use rand_chacha::ChaCha8Rng;

fn main() {
    let mut args = std::env::args().skip(1);
    let id = args.next().unwrap_or_else(|| "chaturaji".into());
    let plies: usize = args.next().and_then(|n| n.parse().ok()).unwrap_or(700);
    let Some(rules) = Ruleset::by_id(&id) else {
        eprintln!("no ruleset `{id}`");
        std::process::exit(2);
    };
    for seed in 0..1_000 {
        let mut rng = ChaCha8Rng::seed_from_u64(seed);
        let mut game = Game::new(rules, seed);
        while game.actions().len() < plies && game.outcome().is_none() {
            let legal = game.legal_actions();
            game.play_if_legal(legal[rng.random_range(0..legal.len())]);
        }
        if game.actions().len() == plies && game.outcome().is_none() {
            let players = rules.players();
            println!(
                "{}",
                link::write(&LinkGame {
                    game,
                    id: seed,
                    stake: 0,
                    seats: vec![Controller::Human; players],
                    names: vec![String::new(); players],
                    dice: None,
                    baton: None,
                    alone: None,
                })
            );
            return;
        }
    }
    eprintln!("no random game of {id} reaches {plies} plies in 1 000 seeds");
    std::process::exit(1);
}
