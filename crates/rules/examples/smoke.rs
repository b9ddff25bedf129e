use ashtapada_rules::{fen, Action, Game, Ruleset};
use rand::{Rng, SeedableRng};
fn main() {
    let games: u64 = std::env::args()
        .nth(1)
        .and_then(|s| s.parse().ok())
        .unwrap_or(200);
    for &rules in Ruleset::all_with_options() {
        let mut rng = rand_chacha::ChaCha8Rng::seed_from_u64(1);
        let (mut plies, mut results) = (0usize, std::collections::BTreeMap::new());
        let mut kinds = std::collections::BTreeMap::new();
        for g in 0..games {
            let mut game = Game::new(rules, g);
            for _ in 0..3000 {
                if game.outcome().is_some() {
                    break;
                }
                let acts = game.legal_actions();
                assert!(
                    !acts.is_empty(),
                    "{} stuck: {}",
                    rules.id,
                    fen::write(game.position())
                );
                let a = acts[rng.random_range(0..acts.len())];
                *kinds
                    .entry(
                        format!("{:?}", std::mem::discriminant(&a))
                            .chars()
                            .take(0)
                            .collect::<String>()
                            + match a {
                                Action::Roll(_) => "roll",
                                Action::Move(_) => "move",
                                Action::Pass => "pass",
                                Action::Offer => "offer",
                                Action::Answer(_) => "answer",
                                Action::Demand => "demand",
                                Action::Place(_) => "place",
                                Action::Keep => "keep",
                            },
                    )
                    .or_insert(0u64) += 1;
                game.play(a).unwrap();
                let p = game.position();
                let f = fen::write(p);
                let back =
                    fen::parse(rules, &f).unwrap_or_else(|e| panic!("{}: {e} in {f}", rules.id));
                assert!(back == *p, "{} fen mismatch {f}", rules.id);
                let m = p.money();
                assert_eq!(m.iter().sum::<i32>() + p.pot(), 0, "{} money {f}", rules.id);
                plies += 1;
            }
            *results.entry(format!("{:?}", game.outcome())).or_insert(0) += 1;
        }
        println!(
            "{:24} avg plies {:6.1}  {:?}\n    {:?}",
            rules.id,
            plies as f64 / games as f64,
            results,
            kinds
        );
    }
}
