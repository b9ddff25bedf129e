//! What the examples share.

use ashtapada_bots::{Bot, Limits, NoClock, Strategy};
use ashtapada_rules::{Game, Ruleset};

/// A game from `seed` after random actions: at least `actions` of them, then on to a position
/// with four legal actions or more. It may have ended on the way (random play can take a king
/// early); the caller decides what to do then.
pub fn random_midgame(rules: &'static Ruleset, seed: u64, actions: u64) -> Game {
    let mut game = Game::new(rules, seed);
    let mut random = Bot::new(Strategy::Random, Limits::default());
    let mut k = 0;
    while game.outcome().is_none() && (k < actions || game.legal_actions().len() < 4) {
        let Some(c) = random.choose(&game, k, &NoClock) else {
            break;
        };
        if game.play(c.action).is_err() {
            break;
        }
        k += 1;
    }
    game
}
