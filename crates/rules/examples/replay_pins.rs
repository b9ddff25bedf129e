//! Replays move lines from a ruleset's start and prints each reached position with perft 1..=5
//! (used to re-pin perft tests after a set-up change).
use ashtapada_rules::{fen, perft::perft, Game, Ruleset};
fn main() {
    let args: Vec<String> = std::env::args().collect();
    let rules = Ruleset::by_id(&args[1]).expect("ruleset");
    for line in args[2..].iter() {
        let mut g = Game::new(rules, 0);
        for mv in line.split_whitespace() {
            g.play_text(mv).expect("legal");
        }
        let p = g.position();
        let counts: Vec<u64> = (1..=5).map(|d| perft(p, d)).collect();
        println!("{}\n{:?}", fen::write(p), counts);
    }
}
