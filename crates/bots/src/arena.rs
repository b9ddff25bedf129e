//! The arena: two bots play a match with duplicate dice, and the report gives the score, the
//! Elo difference with a 95% interval, and the bots' speed.
//!
//! **Duplicate dice.** Games come in pairs. Both games of a pair use the same game seed, so the
//! roll-off and the `k`-th roll of the game are the same ([`Game::next_roll`] draws roll `k`
//! from the seed with [`ashtapada_rules::game::roll_face`]); in the second game the bots have
//! swapped teams. Luck that favours a team then favours each bot once. Pairs also rotate the seats:
//! in four-handed rulesets without dice the starting seat moves round the table from pair to pair,
//! and in rulesets without dice each pair starts after a few random opening plies (the same for
//! both games of the pair), so deterministic bots do not replay one game over and over.
//!
//! **Points.** A win is 1, a draw ½, a loss 0, for bot A. In the stakes rulesets (`chaturanga-v2`,
//! `chaturanga-antique`), which rank players by money, the team with more money at the end wins.
//! A game still running after [`Config::max_actions`] actions is adjudicated a draw (by money in
//! stakes rulesets) and marked so.
//!
//! **Elo.** The score fraction `p` gives `-400·log10(1/p − 1)`; the interval comes from the
//! spread of the pairs' scores (the pairs are the independent trials), `p ± 1.96·σ/√pairs`,
//! mapped through the same formula, with `p` kept within half a game of 0 and 1.

use crate::bot::{Bot, Level, Strategy};
use crate::clock::Clock;
use crate::eval::Judge;
use crate::node::{self, ActionList};
use crate::rng::{mix, Rng};
use crate::search::{Limits, Options};
use ashtapada_rules::ruleset::Stakes;
use ashtapada_rules::{fen, Game, Outcome, Position, Ruleset, Seat, Team};
use std::fmt;

/// A bot taking part in a match.
#[derive(Clone, Copy, Debug, PartialEq, Eq, Hash)]
pub enum BotSpec {
    /// [`Strategy::Random`].
    Random,
    /// [`Strategy::Greedy`].
    Greedy,
    /// [`Strategy::Uct`], with the hard level's budget.
    Uct,
    /// [`Strategy::Mcts`], with the hard level's budget.
    Mcts,
    /// The search bot at a level.
    Level(Level),
    /// The hard level as it was before issue 16's changes: judging by the weights from before
    /// training on self-play ([`Judge::FirstFit`]), with linear leaves and without quiescence's
    /// roll cache. The previous hard, to measure the new one against.
    HardV1,
    /// The hard level with the hand-fitted evaluation ([`Judge::Fitted`]), whatever the hard
    /// level judges by: the evaluation of issue 16, kept to measure networks against.
    HardV2,
    /// The hard level with the network trained by self-play at the leaves (`Judge::Net`), where
    /// the ruleset has one (`chaduranga`, `chaturanga-v1+dice`, `chaturanga-v2`) and the build
    /// has the `nets` feature; elsewhere the same as `hard-v2`. (Without `nets` the name stays,
    /// so that a match names the same teams in every build.)
    HardNet,
}

impl BotSpec {
    /// Every bot, weakest first (roughly).
    pub const ALL: [BotSpec; 10] = [
        BotSpec::Random,
        BotSpec::Greedy,
        BotSpec::Uct,
        BotSpec::Mcts,
        BotSpec::Level(Level::Easy),
        BotSpec::Level(Level::Medium),
        BotSpec::HardV1,
        BotSpec::HardV2,
        BotSpec::Level(Level::Hard),
        BotSpec::HardNet,
    ];

    /// The bot's name: `random`, `greedy`, `uct`, `mcts`, `easy`, `medium`, `hard-v1`,
    /// `hard-v2`, `hard` or `hard-net`.
    pub fn name(self) -> &'static str {
        match self {
            BotSpec::Random => "random",
            BotSpec::Greedy => "greedy",
            BotSpec::Uct => "uct",
            BotSpec::Mcts => "mcts",
            BotSpec::Level(l) => l.name(),
            BotSpec::HardV1 => "hard-v1",
            BotSpec::HardV2 => "hard-v2",
            BotSpec::HardNet => "hard-net",
        }
    }

    /// The bot of a name.
    pub fn from_name(name: &str) -> Option<BotSpec> {
        BotSpec::ALL.into_iter().find(|b| b.name() == name)
    }

    /// The bot with its budget under `budget`.
    pub fn build(self, budget: Budget) -> Bot {
        // The hard level's share is 1; the others keep the levels' time ratios.
        let share = |l: Level| l.millis() / Level::Hard.millis();
        let scaled = |l: Level| {
            let mut limits = l.limits();
            match budget {
                Budget::Levels => {}
                Budget::Millis(ms) => limits.millis = Some(ms * share(l)),
                Budget::Nodes(n) => {
                    limits.millis = None;
                    limits.nodes = Some(((n as f64 * share(l)) as u64).max(1));
                }
            }
            limits
        };
        match self {
            BotSpec::Random => Bot::new(Strategy::Random, Limits::default()),
            BotSpec::Greedy => Bot::new(Strategy::Greedy, Limits::default()),
            BotSpec::Uct | BotSpec::Mcts => {
                let mut limits = scaled(Level::Hard);
                limits.depth = None;
                let strategy = match self {
                    BotSpec::Mcts => Strategy::Mcts,
                    _ => Strategy::Uct,
                };
                Bot::new(strategy, limits)
            }
            BotSpec::Level(l) => Bot::level(l).with_limits(scaled(l)),
            BotSpec::HardV1 => Bot::with_options(
                Strategy::Search,
                scaled(Level::Hard),
                Options {
                    judge: Judge::FirstFit,
                    // The previous hard searched without quiescence's roll cache.
                    qcache: false,
                    ..Level::Hard.options()
                },
            ),
            BotSpec::HardV2 | BotSpec::HardNet => Bot::with_options(
                Strategy::Search,
                scaled(Level::Hard),
                Options {
                    judge: match self {
                        #[cfg(feature = "nets")]
                        BotSpec::HardNet => Judge::Net,
                        _ => Judge::Fitted,
                    },
                    ..Level::Hard.options()
                },
            ),
        }
    }
}

/// The budget of every bot in a match.
#[derive(Clone, Copy, Debug, PartialEq)]
pub enum Budget {
    /// Each level's documented time ([`Level::millis`]); UCT gets the hard level's.
    Levels,
    /// The hard level and UCT get this many milliseconds per action; medium a third of it and
    /// easy a fifteenth (the levels' ratios).
    Millis(f64),
    /// As `Millis`, in nodes: reproducible whatever the machine's load.
    Nodes(u64),
}

/// A match's settings.
#[derive(Clone, Copy, Debug)]
pub struct Config {
    /// The ruleset.
    pub rules: &'static Ruleset,
    /// Games to play; rounded up to an even number (whole pairs).
    pub games: u32,
    /// The match seed: pair `i` uses a game seed derived from it.
    pub seed: u64,
    /// The bots' budget.
    pub budget: Budget,
    /// Actions after which a game is adjudicated.
    pub max_actions: u32,
    /// Random opening plies before each pair in rulesets without dice.
    pub opening_plies: u32,
}

impl Config {
    /// A match with the default game length cap (4 000 actions) and openings (4 random plies in
    /// rulesets without dice).
    pub fn new(rules: &'static Ruleset, games: u32, seed: u64, budget: Budget) -> Config {
        Config {
            rules,
            games,
            seed,
            budget,
            max_actions: 4_000,
            opening_plies: if rules.dice.is_none() { 4 } else { 0 },
        }
    }
}

/// One game of a match.
#[derive(Clone, Debug, PartialEq)]
pub struct GameRecord {
    /// The pair it belongs to (0-based).
    pub pair: u32,
    /// The game seed (dice and roll-off).
    pub seed: u64,
    /// Bot A's team.
    pub a_team: Team,
    /// The seat that moved first.
    pub first: Seat,
    /// How it ended, if it did.
    pub outcome: Option<Outcome>,
    /// Bot A's points: 1, ½ or 0.
    pub points: f64,
    /// Stakes rulesets: A's team's money lead at the end, in stake units.
    pub money: Option<i32>,
    /// Actions played.
    pub actions: u32,
    /// Whether it hit the action cap.
    pub adjudicated: bool,
}

/// Progress, reported after every game.
#[derive(Clone, Copy, Debug, PartialEq)]
pub struct Progress {
    /// Games finished.
    pub done: u32,
    /// Games in the match.
    pub total: u32,
    /// Bot A's wins, draws and losses so far.
    pub wins: u32,
    /// Draws so far.
    pub draws: u32,
    /// Bot A's losses so far.
    pub losses: u32,
}

/// Per-bot effort over a match.
#[derive(Clone, Copy, Debug, Default, PartialEq)]
pub struct Effort {
    /// Decisions that needed a search (more than one option).
    pub decisions: u64,
    /// Nodes over those decisions.
    pub nodes: u64,
    /// Milliseconds over those decisions.
    pub millis: f64,
}

impl Effort {
    /// Nodes per second (0 if no time was measured).
    pub fn nodes_per_second(&self) -> f64 {
        if self.millis > 0.0 {
            self.nodes as f64 * 1000.0 / self.millis
        } else {
            0.0
        }
    }
}

/// A match's result.
#[derive(Clone, Debug, PartialEq)]
pub struct Report {
    /// The ruleset's id.
    pub ruleset: &'static str,
    /// Bot A's name.
    pub a: &'static str,
    /// Bot B's name.
    pub b: &'static str,
    /// Every game, in order.
    pub games: Vec<GameRecord>,
    /// Bot A's wins.
    pub wins: u32,
    /// Draws.
    pub draws: u32,
    /// Bot A's losses.
    pub losses: u32,
    /// Bot A's score fraction, 0 to 1.
    pub score: f64,
    /// Stakes rulesets: A's team's mean money lead per game.
    pub mean_money: Option<f64>,
    /// Elo difference, A minus B.
    pub elo: f64,
    /// Lower end of the 95% interval.
    pub elo_low: f64,
    /// Upper end of the 95% interval.
    pub elo_high: f64,
    /// Games adjudicated at the action cap.
    pub adjudicated: u32,
    /// Bot A's effort.
    pub effort_a: Effort,
    /// Bot B's effort.
    pub effort_b: Effort,
}

impl fmt::Display for Report {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        write!(
            f,
            "{} {} vs {}: {} games, +{} ={} -{}, score {:.1}%, Elo {:+.0} [{:+.0}, {:+.0}]",
            self.ruleset,
            self.a,
            self.b,
            self.games.len(),
            self.wins,
            self.draws,
            self.losses,
            self.score * 100.0,
            self.elo,
            self.elo_low,
            self.elo_high
        )?;
        if let Some(m) = self.mean_money {
            write!(f, ", money {m:+.2}/game")?;
        }
        if self.adjudicated > 0 {
            write!(f, ", {} adjudicated", self.adjudicated)?;
        }
        for (name, e) in [(self.a, &self.effort_a), (self.b, &self.effort_b)] {
            if e.nodes > 0 {
                write!(
                    f,
                    "; {name}: {:.0} nodes/decision, {:.0} knodes/s",
                    e.nodes as f64 / e.decisions.max(1) as f64,
                    e.nodes_per_second() / 1000.0
                )?;
            }
        }
        Ok(())
    }
}

/// Why a match could not be played.
#[derive(Clone, Debug, PartialEq, Eq)]
pub enum ArenaError {
    /// No ruleset has this id.
    UnknownRuleset(String),
    /// No bot has this name.
    UnknownBot(String),
    /// A bot chose an illegal action (a bug): its name, the position and the action.
    Illegal {
        /// The bot.
        bot: &'static str,
        /// The position, in the position format.
        position: String,
        /// The action and the engine's reason.
        action: String,
    },
}

impl fmt::Display for ArenaError {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        match self {
            ArenaError::UnknownRuleset(id) => write!(f, "unknown ruleset \"{id}\""),
            ArenaError::UnknownBot(name) => {
                let names: Vec<&str> = BotSpec::ALL.iter().map(|b| b.name()).collect();
                write!(
                    f,
                    "unknown bot \"{name}\" (expected one of {})",
                    names.join(", ")
                )
            }
            ArenaError::Illegal {
                bot,
                position,
                action,
            } => write!(f, "{bot} played an illegal action {action} in {position}"),
        }
    }
}

impl std::error::Error for ArenaError {}

/// The start of pair `pair`: the roll-off's position, the seat rotation, and the openings.
fn pair_start(config: &Config, pair: u32, game_seed: u64) -> Position {
    let rules = config.rules;
    let mut pos = Game::start_position(rules, game_seed);
    if rules.dice.is_none() && rules.is_four_handed() {
        // Rotate the first seat; the position format is the public way to set it.
        let text = fen::write(&pos);
        let mut fields: Vec<String> = text.split(' ').map(str::to_owned).collect();
        if fields.len() > 1 {
            let seat = Seat::ALL[(pair % rules.players() as u32) as usize];
            fields[1] = fen::army_letter(rules, seat).to_string();
            if let Ok(p) = fen::parse(rules, &fields.join(" ")) {
                pos = p;
            }
        }
    }
    if rules.dice.is_none() {
        let mut rng = Rng::new(game_seed ^ 0x0be0);
        for _ in 0..config.opening_plies {
            let mut list = ActionList::new();
            node::actions(&pos, &mut list);
            match list.get(rng.below(list.len())) {
                Some(&a) if a != node::ROLL && pos.outcome().is_none() => pos.apply(a, &mut ()),
                _ => break,
            }
        }
    }
    pos
}

/// A's team's money lead.
fn money_lead(pos: &Position, a_team: Team) -> i32 {
    let m = pos.money();
    let t = usize::from(a_team.0);
    (m[t] + m[t + 2]) - (m[1 - t] + m[3 - t])
}

/// What the position at the end of a game (or at adjudication) scores for `team`: 1, ½ or 0.
/// In stakes rulesets the money lead decides, since those rulesets rank players by money;
/// elsewhere the winner.
pub fn points(pos: &Position, team: Team) -> f64 {
    let lead = (pos.rules().stakes != Stakes::None).then(|| money_lead(pos, team));
    match (lead, pos.outcome()) {
        (Some(m), _) => match m.signum() {
            1 => 1.0,
            0 => 0.5,
            _ => 0.0,
        },
        (None, Some(Outcome::Win { team: t, .. })) if t == team => 1.0,
        (None, Some(Outcome::Win { .. })) => 0.0,
        (None, _) => 0.5,
    }
}

/// Plays one game; returns its record.
#[allow(clippy::too_many_arguments)]
fn play_game(
    config: &Config,
    pair: u32,
    game_seed: u64,
    start: Position,
    a_team: Team,
    bots: &mut [(&'static str, Bot, Effort); 2],
    clock: &dyn Clock,
) -> Result<GameRecord, ArenaError> {
    let mut game = Game::from_position(start, game_seed);
    let first = start.to_move();
    let mut actions = 0u32;
    while game.outcome().is_none() && actions < config.max_actions {
        let pos = *game.position();
        let side = usize::from(pos.actor().team() != a_team);
        let (name, bot, effort) = &mut bots[side];
        let move_seed = mix(game_seed ^ u64::from(actions) << 8 ^ side as u64);
        let Some(choice) = bot.choose(&game, move_seed, clock) else {
            break;
        };
        if choice.stats.nodes > 0 {
            effort.decisions += 1;
            effort.nodes += choice.stats.nodes;
            effort.millis += choice.stats.millis;
        }
        if let Err(e) = game.play(choice.action) {
            return Err(ArenaError::Illegal {
                bot: name,
                position: fen::write(&pos),
                action: format!("{:?} ({e})", choice.action),
            });
        }
        actions += 1;
    }
    let pos = game.position();
    let stakes = config.rules.stakes != Stakes::None;
    let money = stakes.then(|| money_lead(pos, a_team));
    let points = points(pos, a_team);
    Ok(GameRecord {
        pair,
        seed: game_seed,
        a_team,
        first,
        outcome: pos.outcome(),
        points,
        money,
        actions,
        adjudicated: pos.outcome().is_none(),
    })
}

/// The Elo difference of a score fraction.
pub fn elo(p: f64) -> f64 {
    -400.0 * (1.0 / p - 1.0).log10()
}

/// Plays a match between bots `a` and `b`, calling `progress` after every game.
///
/// # Errors
/// [`ArenaError::Illegal`] if a bot plays an illegal action (that is a bug in the bot).
pub fn run(
    config: &Config,
    a: BotSpec,
    b: BotSpec,
    clock: &dyn Clock,
    progress: &mut dyn FnMut(&Progress),
) -> Result<Report, ArenaError> {
    let a = (a.name(), a.build(config.budget));
    let b = (b.name(), b.build(config.budget));
    run_bots(config, a, b, clock, progress)
}

/// Plays a match between two bots built by the caller (for experiments with budgets and
/// options); `config.budget` is not used.
///
/// # Errors
/// [`ArenaError::Illegal`] if a bot plays an illegal action (that is a bug in the bot).
pub fn run_bots(
    config: &Config,
    a: (&'static str, Bot),
    b: (&'static str, Bot),
    clock: &dyn Clock,
    progress: &mut dyn FnMut(&Progress),
) -> Result<Report, ArenaError> {
    let pairs = config.games.div_ceil(2).max(1);
    let mut bots = [(a.0, a.1, Effort::default()), (b.0, b.1, Effort::default())];
    let mut tally = Tally::new(pairs * 2);
    let mut games = Vec::with_capacity(tally.total as usize);
    for pair in 0..pairs {
        for g in 0..2u8 {
            let record = play_pair_game(config, pair, g, &mut bots, clock)?;
            tally.add(&record, progress);
            games.push(record);
        }
    }
    let [(a_name, _, effort_a), (b_name, _, effort_b)] = bots;
    Ok(summarise(
        config,
        (a_name, effort_a),
        (b_name, effort_b),
        games,
        tally,
    ))
}

/// Game `g` (0 or 1) of pair `pair`: the pair's game seed and start, and A's team for it.
fn play_pair_game(
    config: &Config,
    pair: u32,
    g: u8,
    bots: &mut [(&'static str, Bot, Effort); 2],
    clock: &dyn Clock,
) -> Result<GameRecord, ArenaError> {
    let game_seed = mix(config.seed ^ mix(u64::from(pair)));
    let start = pair_start(config, pair, game_seed);
    // Alternate which team A takes first, so neither order is favoured.
    let a_team = Team((g + (pair % 2) as u8) % 2);
    play_game(config, pair, game_seed, start, a_team, bots, clock)
}

/// Wins, draws and losses as the games finish, for the progress reports.
struct Tally {
    total: u32,
    done: u32,
    wins: u32,
    draws: u32,
    losses: u32,
}

impl Tally {
    fn new(total: u32) -> Tally {
        Tally {
            total,
            done: 0,
            wins: 0,
            draws: 0,
            losses: 0,
        }
    }

    /// Counts a finished game and reports the progress.
    fn add(&mut self, record: &GameRecord, progress: &mut dyn FnMut(&Progress)) {
        match record.points {
            p if p > 0.75 => self.wins += 1,
            p if p < 0.25 => self.losses += 1,
            _ => self.draws += 1,
        }
        self.done += 1;
        progress(&Progress {
            done: self.done,
            total: self.total,
            wins: self.wins,
            draws: self.draws,
            losses: self.losses,
        });
    }
}

/// The report of a match's games, in order (pair by pair).
fn summarise(
    config: &Config,
    (a_name, effort_a): (&'static str, Effort),
    (b_name, effort_b): (&'static str, Effort),
    games: Vec<GameRecord>,
    tally: Tally,
) -> Report {
    let Tally {
        wins,
        draws,
        losses,
        ..
    } = tally;
    let n = games.len() as f64;
    let score = games.iter().map(|g| g.points).sum::<f64>() / n;
    let pair_scores: Vec<f64> = games
        .chunks(2)
        .map(|c| c.iter().map(|g| g.points).sum::<f64>() / c.len() as f64)
        .collect();
    let np = pair_scores.len() as f64;
    let var = pair_scores.iter().map(|s| (s - score).powi(2)).sum::<f64>() / (np - 1.0).max(1.0);
    let half = 1.96 * (var / np).sqrt();
    let clampp = |p: f64| p.clamp(0.5 / n, 1.0 - 0.5 / n);
    let mean_money = config.rules.stakes.ne(&Stakes::None).then(|| {
        games
            .iter()
            .map(|g| f64::from(g.money.unwrap_or(0)))
            .sum::<f64>()
            / n
    });
    Report {
        ruleset: config.rules.id,
        a: a_name,
        b: b_name,
        adjudicated: games.iter().filter(|g| g.adjudicated).count() as u32,
        games,
        wins,
        draws,
        losses,
        score,
        mean_money,
        elo: elo(clampp(score)),
        elo_low: elo(clampp(score - half)),
        elo_high: elo(clampp(score + half)),
        effort_a,
        effort_b,
    }
}

/// Plays a match as [`run`] does, on `jobs` threads: each thread builds its own two bots and
/// plays whole games, taken in order; the games are the same as [`run`]'s (each game's seed,
/// start and teams depend only on its pair and the match seed, and a bot's choice depends
/// only on the position and its seed, its tables being cleared at every call), so under a node
/// budget the report is the same whatever `jobs` (save the speed figures). `progress` is
/// called on this thread after every game, in the order they finish. `jobs` ≤ 1 is [`run`].
///
/// # Errors
/// [`ArenaError::Illegal`] if a bot plays an illegal action (that is a bug in the bot): the
/// first such game's, in the match's order, among those played before the threads stopped.
#[cfg(not(all(target_arch = "wasm32", target_os = "unknown")))]
pub fn run_jobs(
    config: &Config,
    a: BotSpec,
    b: BotSpec,
    jobs: usize,
    clock: &(dyn Clock + Sync),
    progress: &mut dyn FnMut(&Progress),
) -> Result<Report, ArenaError> {
    use std::sync::atomic::{AtomicBool, AtomicU32, Ordering};
    use std::sync::mpsc;
    if jobs <= 1 {
        return run(config, a, b, clock, progress);
    }
    let pairs = config.games.div_ceil(2).max(1);
    let total = pairs * 2;
    let next = AtomicU32::new(0);
    let stop = AtomicBool::new(false);
    let mut tally = Tally::new(total);
    let mut slots: Vec<Option<GameRecord>> = vec![None; total as usize];
    let mut first_error: Option<(u32, ArenaError)> = None;
    let mut efforts = [Effort::default(); 2];
    std::thread::scope(|scope| {
        let (send, receive) = mpsc::channel();
        for _ in 0..jobs.min(total as usize) {
            let send = send.clone();
            let (next, stop) = (&next, &stop);
            scope.spawn(move || {
                let mut bots = [
                    (a.name(), a.build(config.budget), Effort::default()),
                    (b.name(), b.build(config.budget), Effort::default()),
                ];
                while !stop.load(Ordering::Relaxed) {
                    let k = next.fetch_add(1, Ordering::Relaxed);
                    if k >= total {
                        break;
                    }
                    let before = [bots[0].2, bots[1].2];
                    let result = play_pair_game(config, k / 2, (k % 2) as u8, &mut bots, clock);
                    let spent = [0, 1].map(|i| Effort {
                        decisions: bots[i].2.decisions - before[i].decisions,
                        nodes: bots[i].2.nodes - before[i].nodes,
                        millis: bots[i].2.millis - before[i].millis,
                    });
                    let failed = result.is_err();
                    if send.send((k, result, spent)).is_err() || failed {
                        stop.store(true, Ordering::Relaxed);
                        break;
                    }
                }
            });
        }
        drop(send);
        for (k, result, spent) in receive {
            match result {
                Ok(record) => {
                    for (e, s) in efforts.iter_mut().zip(spent) {
                        e.decisions += s.decisions;
                        e.nodes += s.nodes;
                        e.millis += s.millis;
                    }
                    tally.add(&record, progress);
                    slots[k as usize] = Some(record);
                }
                Err(e) => {
                    if first_error.as_ref().is_none_or(|(j, _)| k < *j) {
                        first_error = Some((k, e));
                    }
                }
            }
        }
    });
    if let Some((_, e)) = first_error {
        return Err(e);
    }
    let games = slots.into_iter().flatten().collect();
    Ok(summarise(
        config,
        (a.name(), efforts[0]),
        (b.name(), efforts[1]),
        games,
        tally,
    ))
}

/// The arena as the command line calls it: ruleset id, bot names (`random`, `greedy`, `uct`,
/// `easy`, `medium`, `hard`), games, match seed, and the bots' [`Budget`]
/// ([`Budget::Levels`]: each level's documented time; [`Budget::Millis`]: the hard level's
/// milliseconds per action; [`Budget::Nodes`]: the hard level's nodes per action, reproducible
/// whatever the machine's load), and the threads to play on ([`run_jobs`]). Uses the native
/// clock.
///
/// # Errors
/// Unknown ruleset or bot names, or an illegal action by a bot.
#[cfg(not(all(target_arch = "wasm32", target_os = "unknown")))]
#[allow(clippy::too_many_arguments)]
pub fn arena(
    ruleset: &str,
    bot_a: &str,
    bot_b: &str,
    games: u32,
    seed: u64,
    budget: Budget,
    jobs: usize,
    progress: &mut dyn FnMut(&Progress),
) -> Result<Report, ArenaError> {
    let rules =
        Ruleset::by_id(ruleset).ok_or_else(|| ArenaError::UnknownRuleset(ruleset.to_owned()))?;
    let a = BotSpec::from_name(bot_a).ok_or_else(|| ArenaError::UnknownBot(bot_a.to_owned()))?;
    let b = BotSpec::from_name(bot_b).ok_or_else(|| ArenaError::UnknownBot(bot_b.to_owned()))?;
    let config = Config::new(rules, games, seed, budget);
    run_jobs(
        &config,
        a,
        b,
        jobs,
        &crate::clock::StdClock::new(),
        progress,
    )
}
