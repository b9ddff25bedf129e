//! A bot: a [`Strategy`] with a budget, and the [`Level`]s offered to players; [`hint`] for a
//! human seat. What the worker runs: it names the strategies' modules (the search, UCT, the
//! baselines), none of which names it back.

use crate::clock::Clock;
use crate::eval::Judge;
use crate::search::{Limits, Options, Searcher};
use crate::{baseline, uct};
use ashtapada_rules::{Action, Game, Position};

/// How a bot chooses.
#[derive(Clone, Copy, Debug, PartialEq, Eq, Hash)]
pub enum Strategy {
    /// A uniformly random legal action.
    Random,
    /// One action ahead, the most material under the ruleset's capture rules.
    Greedy,
    /// Expectiminimax alpha-beta search (see [`crate::search`]).
    Search,
    /// UCT Monte Carlo tree search with random playouts capped at 200 plies.
    Uct,
    /// The same tree search with informed playouts (kings first, then the most valuable
    /// captures half of the time) cut at 20 plies and scored by the evaluation: a candidate
    /// for long thinking times in the dice rulesets, measured in BENCHMARKS.md.
    Mcts,
}

/// The three strengths offered to players. Budgets are per action; the search also stops early
/// when a forced result is found or the next iteration would not finish in time.
///
/// | level | time | depth cap | evaluation | noise | threat layers | Star2 |
/// |---|---|---|---|---|---|---|
/// | easy | 100 ms | 1 turn | material | ±600 | 0 | no |
/// | medium | 500 ms | 1 turn | material | none | 2 | yes |
/// | hard | 1 500 ms | none | full | none | 2 | yes |
///
/// The depth caps, not the clock, make the lower levels: they finish in milliseconds. The easy
/// bot judges its own move alone, without the replies it allows, and misjudges by up to six
/// pawns (a beginner who grabs material and walks into recaptures); the medium bot sees the
/// captures that follow its move (a careful player who counts pieces); both judge by material
/// alone at the usual piece values ([`crate::eval::Weights::counting`]). The hard bot searches
/// as deep as its time allows, with the full evaluation: king safety, thrones, alfil squares,
/// promotion chances, held kings, and piece values fitted to the four-handed dice rulesets.
///
/// Why the levels differ in knowledge as well as depth (BENCHMARKS.md, "Bots: strength"): in the
/// four-handed dice rulesets the dice blur what lies beyond one turn, and a one-turn medium with
/// the full evaluation scored 33–50 % against hard at 25 000 nodes, and still 36–41 % with hard
/// at 500 000 nodes. Judging by material alone, medium scores 9–20 % against hard there and
/// wins 72–96 % of the points against easy: three distinct strengths.
#[derive(Clone, Copy, Debug, PartialEq, Eq, Hash)]
pub enum Level {
    /// Beginner: one turn deep, blind to replies, counting material with noise.
    Easy,
    /// Careful player: one turn deep, with the captures that answer it, counting material.
    Medium,
    /// The full search.
    Hard,
}

impl Level {
    /// Every level, weakest first.
    pub const ALL: [Level; 3] = [Level::Easy, Level::Medium, Level::Hard];

    /// The level's name: `easy`, `medium` or `hard`.
    pub fn name(self) -> &'static str {
        match self {
            Level::Easy => "easy",
            Level::Medium => "medium",
            Level::Hard => "hard",
        }
    }

    /// The level of a name.
    pub fn from_name(name: &str) -> Option<Level> {
        Level::ALL.into_iter().find(|l| l.name() == name)
    }

    /// The level's time per action in milliseconds (the browser targets of issue 5).
    pub fn millis(self) -> f64 {
        match self {
            Level::Easy => 100.0,
            Level::Medium => 500.0,
            Level::Hard => 1_500.0,
        }
    }

    /// The level's budget: its time and depth cap.
    pub fn limits(self) -> Limits {
        Limits {
            nodes: None,
            millis: Some(self.millis()),
            depth: match self {
                Level::Easy | Level::Medium => Some(1),
                Level::Hard => None,
            },
        }
    }

    /// The level's search options.
    pub fn options(self) -> Options {
        match self {
            Level::Easy => Options {
                star2: false,
                noise: 600,
                threat_layers: 0,
                tt_bits: 16,
                judge: Judge::Counting,
                qcache: true,
            },
            Level::Medium => Options {
                tt_bits: 17,
                judge: Judge::Counting,
                ..Options::default()
            },
            Level::Hard => Options::default(),
        }
    }
}

/// What a choice cost and how it was judged.
#[derive(Clone, Copy, Debug, Default, PartialEq)]
pub struct Stats {
    /// Nodes visited (search nodes, or UCT tree steps and playout plies).
    pub nodes: u64,
    /// The depth completed (search), or the deepest tree path (UCT).
    pub depth: u32,
    /// The chosen action's score for the actor's team (search: evaluation units, see
    /// [`crate::eval`]; UCT: mean reward × 1000).
    pub score: i32,
    /// Milliseconds spent, by the caller's clock.
    pub millis: f64,
    /// With [`Bot::choose_judging`] (search only), the judged action against the best one.
    pub weighed: Option<crate::search::Weighed>,
}

/// A bot's choice.
#[derive(Clone, Copy, Debug, PartialEq)]
pub struct Choice {
    /// The action to play: legal in the game it was chosen for.
    pub action: Action,
    /// What it cost.
    pub stats: Stats,
}

/// A bot: a strategy with a budget. It keeps its transposition table between calls (cleared at
/// each call, so calls do not influence each other).
pub struct Bot {
    strategy: Strategy,
    limits: Limits,
    searcher: Option<Searcher>,
}

impl Bot {
    /// A bot of a strategy with a budget (the search uses the default [`Options`]).
    pub fn new(strategy: Strategy, limits: Limits) -> Bot {
        Bot::with_options(strategy, limits, Options::default())
    }

    /// A bot with explicit search options (used only by [`Strategy::Search`]).
    pub fn with_options(strategy: Strategy, limits: Limits, options: Options) -> Bot {
        Bot {
            strategy,
            limits,
            searcher: (strategy == Strategy::Search).then(|| Searcher::new(options)),
        }
    }

    /// The search bot at a level, with the level's budget and options.
    pub fn level(level: Level) -> Bot {
        Bot::with_options(Strategy::Search, level.limits(), level.options())
    }

    /// The same bot with another budget, e.g. [`Limits::nodes`] for reproducible play.
    pub fn with_limits(mut self, limits: Limits) -> Bot {
        self.limits = limits;
        self
    }

    /// The strategy.
    pub fn strategy(&self) -> Strategy {
        self.strategy
    }

    /// The budget.
    pub fn limits(&self) -> Limits {
        self.limits
    }

    /// Chooses the action for the seat that must act now in `game` ([`Position::actor`]), or
    /// `None` if the game is over. When the die must be rolled and the bot has nothing to decide
    /// first (or decides not to offer or demand anything), the action is the roll
    /// `Action::Roll(game.next_roll())`.
    pub fn choose(&mut self, game: &Game, seed: u64, clock: &dyn Clock) -> Option<Choice> {
        self.choose_judging(game, None, seed, clock)
    }

    /// [`Bot::choose`], also weighing `judge` against the choice ([`Stats::weighed`]): what the
    /// game review asks at each decision, with the action that was played. Only the search
    /// weighs; the other strategies leave it `None`.
    pub fn choose_judging(
        &mut self,
        game: &Game,
        judge: Option<Action>,
        seed: u64,
        clock: &dyn Clock,
    ) -> Option<Choice> {
        let pos = game.position();
        if pos.outcome().is_some() {
            return None;
        }
        let (action, stats) = self.decide_judging(pos, judge, seed, clock);
        let action = action.unwrap_or_else(|| Action::Roll(game.next_roll()));
        Some(Choice { action, stats })
    }

    /// Chooses for the actor of a bare position: `None` in the action means "roll the die" (or
    /// that the game is over). Use [`Bot::choose`] when a [`Game`] is at hand.
    pub fn decide(
        &mut self,
        pos: &Position,
        seed: u64,
        clock: &dyn Clock,
    ) -> (Option<Action>, Stats) {
        self.decide_judging(pos, None, seed, clock)
    }

    /// [`Bot::decide`], weighing `judge` against the choice as [`Bot::choose_judging`] does.
    pub fn decide_judging(
        &mut self,
        pos: &Position,
        judge: Option<Action>,
        seed: u64,
        clock: &dyn Clock,
    ) -> (Option<Action>, Stats) {
        let start = clock.now_ms();
        let mut stats = Stats::default();
        let action = match self.strategy {
            Strategy::Random => baseline::random(pos, seed),
            Strategy::Greedy => baseline::greedy(pos, seed),
            Strategy::Uct | Strategy::Mcts => {
                let playouts = match self.strategy {
                    Strategy::Mcts => uct::Playouts::Informed,
                    _ => uct::Playouts::Random,
                };
                let r = uct::uct(pos, &self.limits, seed, clock, playouts);
                stats.nodes = r.nodes;
                stats.depth = r.depth;
                stats.score = r.score;
                r.action
            }
            Strategy::Search => {
                let searcher = self
                    .searcher
                    .get_or_insert_with(|| Searcher::new(Options::default()));
                let r = searcher.search_judging(pos, &self.limits, seed, clock, judge);
                stats.nodes = r.nodes;
                stats.depth = r.depth;
                stats.score = r.score;
                stats.weighed = r.weighed;
                r.action
            }
        };
        stats.millis = clock.now_ms() - start;
        (action, stats)
    }
}

/// How long [`hint`] searches by default: the hard search, for the medium level's time.
pub const HINT_MILLIS: f64 = 500.0;

/// Suggests an action for the human seat that must act now: the hard search's choice within
/// `millis` ([`HINT_MILLIS`] if `None`). `None` if the game is over.
pub fn hint(game: &Game, millis: Option<f64>, clock: &dyn Clock) -> Option<Choice> {
    let mut limits = Level::Hard.limits();
    limits.millis = Some(millis.unwrap_or(HINT_MILLIS));
    let mut bot = Bot::level(Level::Hard).with_limits(limits);
    bot.choose(game, game.seed() ^ game.actions().len() as u64, clock)
}
