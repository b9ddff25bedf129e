//! A bot is a function of its position, seed and node budget: the same inputs give the same
//! action and the same node count, whether the bot is new or reused.

use ashtapada_bots::arena::{BotSpec, Budget};
use ashtapada_bots::eval::Weights;
use ashtapada_bots::{hint, Bot, Judge, Level, Limits, NoClock, Options, Strategy};
use ashtapada_rules::{record, Game, Ruleset};

/// A game a few random actions in, so the position has choices.
fn midgame(id: &str, seed: u64) -> Game {
    let rules = Ruleset::by_id(id).expect("ruleset");
    let mut random = Bot::new(Strategy::Random, Limits::default());
    for s in seed.. {
        let mut game = Game::new(rules, s);
        // At least 30 actions, then on to a position with a choice (not just a roll).
        for k in 0..300 {
            if k >= 30 && game.legal_actions().len() > 1 {
                break;
            }
            // Without dice every seed starts alike: the random bot must vary.
            let Some(c) = random.choose(&game, k ^ s << 8, &NoClock) else {
                break;
            };
            game.play(c.action).expect("legal");
        }
        if game.outcome().is_none() && game.legal_actions().len() > 1 {
            return game;
        }
    }
    unreachable!("some seed leaves a game in progress")
}

#[test]
fn same_seed_and_budget_give_the_same_choice() {
    for id in [
        "chaturaji",
        "chaturanga-v1+dice",
        "chaturanga-v3",
        "byzantine-modern",
    ] {
        let game = midgame(id, 4);
        for strategy in [
            Strategy::Search,
            Strategy::Uct,
            Strategy::Mcts,
            Strategy::Random,
            Strategy::Greedy,
        ] {
            let limits = Limits::nodes(3_000);
            let mut reused = Bot::new(strategy, limits);
            let first = reused.choose(&game, 9, &NoClock).expect("a choice");
            let again = reused.choose(&game, 9, &NoClock).expect("a choice");
            let fresh = Bot::new(strategy, limits)
                .choose(&game, 9, &NoClock)
                .expect("a choice");
            assert_eq!(first.action, again.action, "{id} {strategy:?}");
            assert_eq!(first.action, fresh.action, "{id} {strategy:?}");
            assert_eq!(first.stats, again.stats, "{id} {strategy:?}");
            assert_eq!(first.stats, fresh.stats, "{id} {strategy:?}");
        }
    }
}

#[test]
fn levels_are_deterministic_under_a_node_budget() {
    let game = midgame("chaduranga", 8);
    for level in Level::ALL {
        let pick = || {
            Bot::level(level)
                .with_limits(Limits {
                    nodes: Some(2_000),
                    ..level.limits()
                })
                .choose(&game, 1, &NoClock)
                .expect("a choice")
        };
        let (a, b) = (pick(), pick());
        assert_eq!(a, b, "{level:?}");
        assert!(game.legal_actions().contains(&a.action));
    }
}

#[test]
fn hint_suggests_a_legal_action() {
    let game = midgame("chaturanga-v2", 2);
    // A clock that advances a millisecond per reading: the 50 ms budget ends the search soon.
    let t = std::cell::Cell::new(0.0);
    let clock = || {
        t.set(t.get() + 1.0);
        t.get()
    };
    let c = hint(&game, Some(50.0), &clock).expect("a hint");
    assert!(game.legal_actions().contains(&c.action));
}

#[test]
fn rolls_are_the_games_own() {
    // At a roll with nothing to decide, every bot answers with the seeded face.
    let rules = Ruleset::by_id("chaduranga").expect("ruleset");
    let game = Game::new(rules, 12);
    assert!(game.position().needs_roll());
    for strategy in [
        Strategy::Search,
        Strategy::Uct,
        Strategy::Mcts,
        Strategy::Random,
        Strategy::Greedy,
    ] {
        let c = Bot::new(strategy, Limits::nodes(100))
            .choose(&game, 0, &NoClock)
            .expect("a choice");
        assert_eq!(
            c.action,
            ashtapada_rules::Action::Roll(game.next_roll()),
            "{strategy:?}"
        );
    }
}

/// A bot's choice, in record notation, in the midgame of `id` from `seed` at `nodes` nodes.
fn choice_at(spec: BotSpec, id: &str, seed: u64, nodes: u64) -> String {
    let game = midgame(id, seed);
    let choice = spec
        .build(Budget::Nodes(nodes))
        .choose(&game, 9, &NoClock)
        .expect("a choice");
    record::write_action(game.position(), choice.action)
}

/// The hard level's choice, in record notation, of the midgame of `id` at `nodes` nodes.
fn hard_choice(spec: BotSpec, id: &str, nodes: u64) -> String {
    choice_at(spec, id, 4, nodes)
}

/// `hard-v1` is the hard level as it was before training on self-play (issue 16): these are the
/// choices the hard level of 96c6768 made under the same seed and node budget. The trained
/// weights did not beat those (BENCHMARKS.md, "Training the evaluation on self-play"). Hard now
/// squashes its leaves to winning chances in two rulesets, and its quiescence shares a roll's
/// stand-pat value between the faces, so the same nodes reach a little deeper. Either seldom
/// changes a choice: in these midgames it makes the same ones (the next test pins two where the
/// squash does).
#[test]
fn hard_v1_and_hard_choose_as_hard_did_before_training() {
    for (id, before) in [
        ("chaturanga-v1+dice", "Ad5-f3"),
        ("chaturanga-v2", "Nb1-c3"),
        ("chaturanga-antique", "Af3-d1"),
        ("chaduranga", "Af3-d5"),
        ("chaturaji", "Nd7xf8"),
        ("chaturanga-v3", "Ke4-d5"),
        ("byzantine-modern", "Nd14xc12"),
    ] {
        assert_eq!(hard_choice(BotSpec::HardV1, id, 20_000), before, "{id}");
        assert_eq!(
            hard_choice(BotSpec::Level(Level::Hard), id, 20_000),
            before,
            "{id}"
        );
    }
}

/// Where the dice decide a game won or lost (chaturanga-v1+dice, chaduranga), hard averages the
/// rolls' winning chances, not their material (BENCHMARKS.md, "Winning chances at the leaves").
/// In these midgames that changes its choice from the same search with linear leaves; both are
/// pinned under a fixed seed and node budget.
#[test]
fn hard_weighs_the_rolls_by_winning_chances() {
    for (id, seed, linear, hard) in [
        ("chaturanga-v1+dice", 46, "g2-f2", "g4-f4"),
        ("chaduranga", 65, "f3-e3", "g4-f4"),
    ] {
        let rules = Ruleset::by_id(id).expect("ruleset");
        let mut w = Weights::of(rules);
        assert!(w.squash > 0, "{id}: hard squashes its leaves");
        w.squash = 0;
        let game = midgame(id, seed);
        let choose = |options: Options| {
            let mut bot = Bot::with_options(Strategy::Search, Limits::nodes(20_000), options);
            let choice = bot.choose(&game, 9, &NoClock).expect("a choice");
            record::write_action(game.position(), choice.action)
        };
        let flat = Options {
            judge: Judge::Weights(w),
            ..Level::Hard.options()
        };
        assert_eq!(choose(flat), linear, "{id}");
        assert_eq!(choose(Level::Hard.options()), hard, "{id}");
        assert_eq!(
            choice_at(BotSpec::Level(Level::Hard), id, seed, 20_000),
            hard,
            "{id}"
        );
    }
}
