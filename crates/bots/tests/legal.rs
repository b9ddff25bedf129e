//! Bots only ever play legal actions: many short games over every ruleset with every strategy,
//! plus positions where a decision (offer, answer, demand, placement, reintroduction) is due.

use ashtapada_bots::{Bot, Clock, Level, Limits, NoClock, Strategy};
use ashtapada_rules::{fen, Action, Game, Ruleset};

fn rulesets() -> Vec<&'static Ruleset> {
    Ruleset::all_with_options().to_vec()
}

fn bots() -> Vec<Bot> {
    vec![
        Bot::new(Strategy::Random, Limits::default()),
        Bot::new(Strategy::Greedy, Limits::default()),
        Bot::new(Strategy::Search, Limits::nodes(300)),
        Bot::new(Strategy::Uct, Limits::nodes(600)),
        Bot::new(Strategy::Mcts, Limits::nodes(600)),
        Bot::level(Level::Easy).with_limits(Limits::nodes(200)),
    ]
}

/// Plays `game` to the end or `max` actions with `bots[team]`, checking every choice.
fn play_checked(game: &mut Game, bots: &mut [Bot], pick: [usize; 2], max: usize, seed: u64) {
    play_timed(game, bots, pick, max, seed, &NoClock);
}

/// [`play_checked`] with the bots' time read from `clock`.
fn play_timed(
    game: &mut Game,
    bots: &mut [Bot],
    pick: [usize; 2],
    max: usize,
    seed: u64,
    clock: &dyn Clock,
) {
    for k in 0..max {
        if game.outcome().is_some() {
            return;
        }
        let team = game.position().actor().team();
        let bot = &mut bots[pick[team.0 as usize]];
        let choice = bot
            .choose(game, seed ^ k as u64, clock)
            .expect("a game in progress has an action");
        let legal = game.legal_actions();
        assert!(
            legal.contains(&choice.action),
            "{:?} chose {:?} in {}; legal: {legal:?}",
            bot.strategy(),
            choice.action,
            fen::write(game.position())
        );
        game.play(choice.action).expect("legal action plays");
    }
}

#[test]
fn every_bot_plays_legal_actions_in_every_ruleset() {
    let mut bots = bots();
    let n = bots.len();
    for rules in rulesets() {
        for g in 0..n {
            let mut game = Game::new(rules, 100 + g as u64);
            play_checked(&mut game, &mut bots, [g, (g + 1) % n], 160, g as u64);
        }
    }
}

/// Positions where a decision is due, by ruleset id.
const DECISIONS: &[(&str, &str)] = &[
    // v1: South holds West's king, East holds North's: South may offer an exchange.
    (
        "chaturanga-v1",
        "wAwP6/wNwP2nPnPnPnP/wRwP6/8/6ePeK/6ePeR/sPsPsPsP2ePeN/sAsNsRsK2ePeA s - 0 30 held=wsne kings-lost=w1n1",
    ),
    // ... and East must answer South's offer.
    (
        "chaturanga-v1",
        "wAwP6/wNwP2nPnPnPnP/wRwP6/8/6ePeK/6ePeR/sPsPsPsP2ePeN/sAsNsRsK2ePeA s - 0 30 offered held=wsne kings-lost=w1n1 pending=answer:se",
    ),
    // v2: team 0 holds both enemy kings, East holds North's: South may demand its release.
    (
        "chaturanga-v2",
        "wAwP6/wNwP2nPnPnPnP/wRwP6/8/6eP1/6ePeR/sPsPsPsP2ePeN/sAsNsRsK2ePeA s - 0 30 held=wsesne kings-lost=w1e1n1 money=-1,-3,-1,1 pot=4",
    ),
    // Chaduranga: South, kingless, may reintroduce his king anywhere, or keep the right.
    (
        "chaduranga",
        "wAwP2nKnRnNnA/wNwP2nPnPnPnP/wRwP6/wKwP6/6ePeK/6ePeR/sPsPsPsP2ePeN/sAsNsR3ePeA s - 0 20 reintro=s kings-lost=s1",
    ),
    // Chaturaji: an accepted exchange returns North's king next to its throne, which East's
    // knight occupies.
    (
        "chaturaji",
        "wAwP2eNnRnNnA/wNwP2nPnPnPnP/wRwP6/wKwP6/6ePeK/6ePeR/sPsPsPsP2eP1/sAsNsRsK2ePeA n - 0 30 offered placing=n pending=place:n kings-lost=n1",
    ),
];

#[test]
fn every_bot_takes_legal_decisions() {
    let mut bots = bots();
    for &(id, text) in DECISIONS {
        let rules = Ruleset::by_id(id).expect("ruleset");
        let pos = fen::parse(rules, text).unwrap_or_else(|e| panic!("{id}: {e}"));
        for (i, bot) in bots.iter_mut().enumerate() {
            let game = Game::from_position(pos, 5);
            let legal = game.legal_actions();
            assert!(legal.len() > 1, "{id}: {legal:?}");
            let choice = bot.choose(&game, i as u64, &NoClock).expect("an action");
            assert!(
                legal.contains(&choice.action),
                "{:?} chose {:?} in {text}; legal: {legal:?}",
                bot.strategy(),
                choice.action
            );
        }
        // And play on from there a little.
        let mut game = Game::from_position(pos, 9);
        play_checked(&mut game, &mut bots, [2, 3], 40, 1);
    }
}

#[test]
fn decisions_are_offered_where_expected() {
    // Guard the fixtures: each position really has the decision it is meant to test.
    let expect: [fn(&[Action]) -> bool; 5] = [
        |l| l.contains(&Action::Offer),
        |l| l.contains(&Action::Answer(true)),
        |l| l.contains(&Action::Demand),
        |l| l.contains(&Action::Keep),
        |l| l.iter().all(|a| matches!(a, Action::Place(_))),
    ];
    for (&(id, text), check) in DECISIONS.iter().zip(expect) {
        let rules = Ruleset::by_id(id).expect("ruleset");
        let pos = fen::parse(rules, text).unwrap_or_else(|e| panic!("{id}: {e}"));
        let mut legal = Vec::new();
        pos.legal_actions(&mut legal);
        assert!(check(&legal), "{id} {text}: {legal:?}");
    }
}

/// A clock already past every budget when the search starts (a machine so loaded that the
/// first reading comes after the time is up): every time-limited bot still plays a legal action,
/// never "roll" where the die is not to be rolled (UCT once answered nothing, which reads as a
/// roll, when its first iteration came after its 5 ms).
#[test]
fn every_bot_plays_legal_actions_when_its_time_is_up_at_once() {
    let t = std::cell::Cell::new(0.0);
    let late = || {
        t.set(t.get() + 1_000.0);
        t.get()
    };
    let limits = Limits::millis(5.0);
    let mut bots = [
        Bot::new(Strategy::Search, limits),
        Bot::new(Strategy::Uct, limits),
        Bot::new(Strategy::Mcts, limits),
        Bot::level(Level::Easy).with_limits(limits),
    ];
    for rules in rulesets() {
        for (b, bot) in bots.iter_mut().enumerate() {
            let mut game = Game::new(rules, 300 + b as u64);
            play_timed(&mut game, std::slice::from_mut(bot), [0, 0], 120, 0, &late);
        }
    }
}
