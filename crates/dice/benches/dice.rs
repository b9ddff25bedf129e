//! Criterion benchmarks of a fair roll's cost: a device's part of a roll from its secret (the
//! chain hashed down to it), a part checked against the one before it, and a face drawn from
//! four devices' parts. `cargo bench -p ashtapada-dice --bench dice` (add `-- --quick` for a short run);
//! figures in BENCHMARKS.md.

#[cfg(not(target_arch = "wasm32"))]
mod native {
    use ashtapada_dice::{face, hash, Chain};
    use criterion::{black_box, Criterion};

    pub fn roll(c: &mut Criterion) {
        let chain = Chain::new([7; 32], 1024);
        let mut group = c.benchmark_group("a fair roll");
        // The worst part: the first roll's, 1 023 hashes down a chain of 1 024.
        group.bench_function("part of roll 1 of 1024", |b| {
            b.iter(|| chain.part(black_box(1)))
        });
        let part = chain.part(10).expect("in the chain");
        group.bench_function("check a part", |b| b.iter(|| hash(black_box(&part))));
        let parts = [[1; 32], [2; 32], [3; 32], [4; 32]];
        group.bench_function("face of four parts", |b| {
            b.iter(|| face(black_box(&parts), black_box(12), 4))
        });
        group.finish();
    }
}

#[cfg(not(target_arch = "wasm32"))]
criterion::criterion_group!(benches, native::roll);
#[cfg(not(target_arch = "wasm32"))]
criterion::criterion_main!(benches);

#[cfg(target_arch = "wasm32")]
fn main() {}
