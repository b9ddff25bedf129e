//! How long a game's link is (BENCHMARKS.md): random games of each four-handed ruleset, with
//! four named players, cut at 50, 300 and 700 plies (or where they end).
//!
//! `cargo run --release -p ashtapada-app --example link_lengths`

use ashtapada_app::link::{self, LinkGame};
use ashtapada_app::Controller;
use ashtapada_rules::{Game, Ruleset};
use rand::{Rng, SeedableRng};
use rand_chacha::ChaCha8Rng;

fn main() {
    println!("| ruleset | 50 plies | 300 plies | 700 plies |");
    println!("|---|---|---|---|");
    for rules in Ruleset::all_with_options()
        .iter()
        .filter(|r| r.is_four_handed())
    {
        let mut cells = Vec::new();
        for plies in [50, 300, 700] {
            // The longest of 20 games (random play ends some early: their length is shown).
            let mut longest = (0, 0);
            for seed in 0..20 {
                let mut rng = ChaCha8Rng::seed_from_u64(seed);
                let mut game = Game::new(rules, seed);
                while game.actions().len() < plies && game.outcome().is_none() {
                    let legal = game.legal_actions();
                    game.play_if_legal(legal[rng.random_range(0..legal.len())]);
                }
                let n = game.actions().len();
                let text = link::write(&LinkGame {
                    game,
                    id: u64::MAX,
                    stake: 5,
                    seats: vec![Controller::Human; 4],
                    names: ["Asha", "Bhima", "Chandra", "Devika"]
                        .map(String::from)
                        .to_vec(),
                    dice: None,
                    baton: None,
                    alone: None,
                });
                // The whole address on GitHub Pages.
                let len = "https://someone.github.io/ashtapada/#".len() + text.len();
                if (n, len) > longest {
                    longest = (n, len);
                }
            }
            cells.push(if longest.0 == plies {
                format!("{}", longest.1)
            } else {
                format!("{} (game over at {})", longest.1, longest.0)
            });
        }
        println!("| {} | {} |", rules.id, cells.join(" | "));
    }
}
