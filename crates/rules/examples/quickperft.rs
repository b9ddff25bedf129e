use ashtapada_rules::{perft::perft, Position, Ruleset};
fn main() {
    let args: Vec<String> = std::env::args().collect();
    let rules = Ruleset::by_id(&args[1]).unwrap();
    let depth: u32 = args[2].parse().unwrap();
    let pos = Position::start(rules);
    for d in 1..=depth {
        let t = std::time::Instant::now();
        let n = perft(&pos, d);
        let s = t.elapsed().as_secs_f64();
        println!(
            "{} d{} {} {:.3}s {:.1} Mnps",
            rules.id,
            d,
            n,
            s,
            n as f64 / s / 1e6
        );
    }
}
