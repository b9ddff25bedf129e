//! The games the targets and their seeds draw on: every ruleset, random games reproducible from
//! their seeds, and a fixed set of positions reached in play.

use std::sync::OnceLock;

use ashtapada_rules::{record, Game, Position, Ruleset};
use rand::{Rng, SeedableRng};
use rand_chacha::ChaCha8Rng;

/// Every ruleset a record can name, options included (`chaturanga-v1+dice`), in a fixed order:
/// a target's first input byte picks one, so this order is part of what a corpus file means.
pub fn rulesets() -> &'static [&'static Ruleset] {
    static ALL: OnceLock<Vec<&'static Ruleset>> = OnceLock::new();
    ALL.get_or_init(|| {
        record::ruleset_ids()
            .into_iter()
            .filter_map(Ruleset::by_id)
            .collect()
    })
}

/// The ruleset a byte picks.
pub fn ruleset(pick: u8) -> &'static Ruleset {
    let all = rulesets();
    all[usize::from(pick) % all.len()]
}

/// A game of at most `actions` uniformly random legal actions from the ruleset's start, the same
/// for the same seed; the die's rolls come from the game's seed.
pub fn random_game(rules: &'static Ruleset, seed: u64, actions: usize) -> Game {
    random_game_from(Game::new(rules, seed), seed, actions)
}

/// Continues `game` with at most `actions` random legal actions drawn from `seed`.
pub fn random_game_from(mut game: Game, seed: u64, actions: usize) -> Game {
    let mut rng = ChaCha8Rng::seed_from_u64(seed ^ 0xf022);
    for _ in 0..actions {
        let legal = game.legal_actions();
        if legal.is_empty() {
            break;
        }
        let action = legal[rng.random_range(0..legal.len())];
        if game.play(action).is_err() {
            break;
        }
    }
    game
}

/// How many positions [`positions`] keeps per ruleset: with nine rulesets, one input byte reaches
/// them all.
const PER_RULESET: usize = 24;

/// Positions reached in random play in every ruleset where a move is to be chosen (rolled if
/// the ruleset has dice, the game not over, at least one move), spread over each game.
pub fn positions() -> &'static [Position] {
    static ALL: OnceLock<Vec<Position>> = OnceLock::new();
    ALL.get_or_init(|| {
        let mut all = Vec::new();
        for (i, &rules) in rulesets().iter().enumerate() {
            let game = random_game(rules, 100 + i as u64, 600);
            let open: Vec<&Position> = game
                .positions()
                .iter()
                .filter(|p| !p.needs_roll() && p.outcome().is_none() && p.count_moves() > 0)
                .collect();
            let step = open.len().div_ceil(PER_RULESET).max(1);
            all.extend(open.into_iter().step_by(step).take(PER_RULESET).copied());
        }
        all
    })
}

/// The position a number picks among [`positions`].
pub fn position(pick: usize) -> &'static Position {
    let all = positions();
    &all[pick % all.len()]
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn every_ruleset_gives_positions_and_a_byte_reaches_them_all() {
        assert_eq!(rulesets().len(), record::ruleset_ids().len());
        let all = positions();
        assert!(all.len() <= 256, "{}", all.len());
        for &rules in rulesets() {
            let n = all.iter().filter(|p| p.rules().id == rules.id).count();
            assert!(n >= PER_RULESET / 2, "{}: {n} positions", rules.id);
        }
    }

    #[test]
    fn random_games_replay_from_their_seed() {
        let rules = ruleset(3);
        let a = random_game(rules, 9, 50);
        let b = random_game(rules, 9, 50);
        assert_eq!(a.actions(), b.actions());
        assert!(!a.actions().is_empty());
    }
}
