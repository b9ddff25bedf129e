//! Criterion benchmarks: perft of two-player Chaturanga at depth 5, and random playouts.
//!
//! `cargo bench -p ashtapada-rules` (add `-- --quick` for a short run). The `ashtapada bench`
//! command gives the same figures for every ruleset in one table; see BENCHMARKS.md.

#[cfg(not(target_arch = "wasm32"))]
mod native {
    use ashtapada_rules::perft::perft;
    use ashtapada_rules::{Action, Game, Position, Ruleset};
    use criterion::{black_box, Criterion, Throughput};
    use rand::{Rng, SeedableRng};
    use rand_chacha::ChaCha8Rng;

    fn rules(id: &str) -> &'static Ruleset {
        Ruleset::by_id(id).unwrap_or_else(|| panic!("{id} is a ruleset"))
    }

    pub fn perft_v3(c: &mut Criterion) {
        let start = Position::start(rules("chaturanga-v3"));
        let nodes = perft(&start, 5);
        let mut group = c.benchmark_group("perft");
        group.sample_size(10);
        group.throughput(Throughput::Elements(nodes));
        group.bench_function("chaturanga-v3 depth 5", |b| {
            b.iter(|| perft(black_box(&start), 5))
        });
        group.finish();
    }

    /// Plays a random game from the start on positions alone, every legal action equally
    /// likely (so the die is fair); returns its length in plies.
    fn playout(rules: &'static Ruleset, seed: u64, actions: &mut Vec<Action>) -> u64 {
        let mut rng = ChaCha8Rng::seed_from_u64(seed);
        let mut pos = Game::start_position(rules, seed);
        while pos.outcome().is_none() && pos.ply() < 100_000 {
            actions.clear();
            pos.legal_actions(actions);
            let Some(&a) = actions.get(rng.random_range(0..actions.len().max(1))) else {
                break;
            };
            pos.apply(a, &mut ());
        }
        u64::from(pos.ply())
    }

    /// Sixteen seeded playouts per iteration, so the throughput (plies) is known in advance.
    pub fn playouts(c: &mut Criterion) {
        let mut group = c.benchmark_group("random playouts");
        group.sample_size(10);
        let mut actions = Vec::with_capacity(512);
        for id in ["chaturanga-v3", "chaturaji", "byzantine-modern"] {
            let r = rules(id);
            let plies: u64 = (0..16).map(|s| playout(r, s, &mut actions)).sum();
            group.throughput(Throughput::Elements(plies));
            group.bench_function(format!("{id} x16"), |b| {
                b.iter(|| {
                    (0..16)
                        .map(|s| playout(r, black_box(s), &mut actions))
                        .sum::<u64>()
                })
            });
        }
        group.finish();
    }
}

#[cfg(not(target_arch = "wasm32"))]
criterion::criterion_group!(benches, native::perft_v3, native::playouts);
#[cfg(not(target_arch = "wasm32"))]
criterion::criterion_main!(benches);

#[cfg(target_arch = "wasm32")]
fn main() {}
