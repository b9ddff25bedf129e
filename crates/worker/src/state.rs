//! The worker's state: what it does with a request (rebuild the game the page sends, let a bot
//! answer), in plain Rust so that it is tested natively; [`crate::web`] feeds it the browser's
//! messages.

use ashtapada_bots::{Bot, Clock, Level, Limits, Searcher, Strategy};
use ashtapada_rules::{fen, Action, Game, Ruleset, Seat};

use crate::protocol::{
    BotLevel, GameSpec, Reply, Request, WireAction, WireLine, MAX_LINES, PROTOCOL_VERSION,
};

/// The search's share of a request's thinking time: the rest covers rebuilding the game,
/// the messages both ways and the search's last node past its deadline, so that the answer
/// reaches the page within the level's time (hard: 1.5 s), not just after it.
pub(crate) fn search_millis(budget_ms: u32) -> f64 {
    let budget = f64::from(budget_ms.max(1));
    (budget * 0.92).min(budget - 40.0).max(budget * 0.5)
}

/// The worker's state, kept between messages: one bot per level, so that each keeps its
/// transposition table's memory instead of allocating it for every request.
///
/// It is independent of the browser so that its behaviour can be unit-tested natively.
#[derive(Default)]
pub struct WorkerState {
    handled: u64,
    bots: Vec<(BotLevel, Bot)>,
    /// The analysis board's searcher (the hard level's), made at its first question.
    analyst: Option<Searcher>,
}

impl std::fmt::Debug for WorkerState {
    fn fmt(&self, f: &mut std::fmt::Formatter<'_>) -> std::fmt::Result {
        f.debug_struct("WorkerState")
            .field("handled", &self.handled)
            .finish_non_exhaustive()
    }
}

/// Rebuilds a game from its spec, checking every action.
///
/// # Errors
/// What is wrong with the spec, in words.
pub fn rebuild(spec: &GameSpec) -> Result<Game, String> {
    let rules = Ruleset::by_id(&spec.ruleset)
        .ok_or_else(|| format!("unknown ruleset \"{}\"", spec.ruleset))?;
    // The errors say what, not why in detail: the page wrote the request itself, and the
    // engine's wordings of position and action errors would weigh on the worker's download.
    let start = fen::parse(rules, &spec.start)
        .map_err(|_| "the start position does not read".to_string())?;
    let actions = spec
        .actions
        .iter()
        .enumerate()
        .map(|(i, wire)| {
            wire.to_action()
                .map_err(|_| format!("action {} is garbled", i + 1))
        })
        .collect::<Result<Vec<_>, _>>()?;
    match replay(Game::from_position(start, spec.seed), &actions) {
        Ok(game) => Ok(game),
        // A game whose faces came from outside (fair dice between devices): its rolls are not
        // its seed's, and each roll's face is its own.
        Err(e) if actions.iter().any(|a| matches!(a, Action::Roll(_))) => {
            let faces: Vec<u8> = actions
                .iter()
                .filter_map(|a| match a {
                    Action::Roll(f) => Some(*f),
                    _ => None,
                })
                .collect();
            replay(Game::from_position_with_faces(start, &faces), &actions).map_err(|_| e)
        }
        Err(e) => Err(e),
    }
}

/// Plays `actions` on `game`, each checked.
fn replay(mut game: Game, actions: &[Action]) -> Result<Game, String> {
    for (i, &action) in actions.iter().enumerate() {
        // The page checked and explained every action; the worker only needs yes or no,
        // which keeps the engine's explanations out of the worker's download.
        if game.play_if_legal(action).is_none() {
            return Err(format!("action {} is not legal", i + 1));
        }
    }
    Ok(game)
}

impl WorkerState {
    /// A fresh worker, before any request.
    pub fn new() -> Self {
        Self::default()
    }

    /// The message to send as soon as the worker listens: messages the page posts before
    /// the worker's wasm has started are lost, so the page waits for this one.
    pub fn ready(&self) -> Reply {
        Reply::Ready {
            protocol: PROTOCOL_VERSION,
        }
    }

    /// Handles one request and returns the reply to post back. `clock` gives the time for
    /// the bots' budgets (`performance.now()` in the worker).
    pub fn handle(&mut self, request: Request, clock: &dyn Clock) -> Reply {
        self.handled += 1;
        match request {
            Request::Ping { id } => Reply::Pong { id },
            Request::Think {
                id,
                game,
                seat,
                level,
                budget_ms,
                bot_seed,
                nodes,
                judge,
            } => match self.think(
                &game,
                seat,
                level,
                (budget_ms, nodes),
                (bot_seed, judge),
                clock,
            ) {
                Ok((action, stats)) => Reply::Action {
                    id,
                    action,
                    nodes: stats.nodes,
                    depth: stats.depth,
                    millis: stats.millis,
                    // Weighed: the best value of the same iteration as the judged action's.
                    score: stats.weighed.map_or(stats.score, |w| w.best),
                    played: stats.weighed.map(|w| w.played),
                },
                Err(message) => Reply::Error {
                    id: Some(id),
                    message,
                },
            },
            Request::Analyse {
                id,
                game,
                depth,
                budget_ms,
                lines,
            } => match rebuild(&game) {
                Ok(game) => self.analyse(id, &game, (depth, budget_ms), lines, clock),
                Err(message) => Reply::Error {
                    id: Some(id),
                    message,
                },
            },
        }
    }

    /// The analysis board's lines for `game`'s position, searched to `depth` within
    /// `budget_ms`.
    fn analyse(
        &mut self,
        id: u32,
        game: &Game,
        (depth, budget_ms): (u32, u32),
        lines: u8,
        clock: &dyn Clock,
    ) -> Reply {
        let searcher = self
            .analyst
            .get_or_insert_with(|| Searcher::new(Level::Hard.options()));
        let limits = Limits {
            depth: Some(depth.max(1)),
            millis: Some(search_millis(budget_ms)),
            nodes: None,
        };
        let k = usize::from(lines.clamp(1, MAX_LINES));
        let found = searcher.lines(game.position(), &limits, game.seed(), clock, k);
        Reply::Lines {
            id,
            lines: found
                .lines
                .iter()
                .map(|l| WireLine {
                    action: l.action.map(WireAction::from),
                    score: l.score,
                })
                .collect(),
            faces: found.faces,
            depth: found.depth,
            nodes: found.nodes,
            millis: found.millis,
        }
    }

    fn think(
        &mut self,
        spec: &GameSpec,
        seat: u8,
        level: BotLevel,
        (budget_ms, nodes): (u32, u32),
        (bot_seed, judge): (u64, Option<WireAction>),
        clock: &dyn Clock,
    ) -> Result<(WireAction, ashtapada_bots::Stats), String> {
        let game = rebuild(spec)?;
        let pos = game.position();
        if pos.outcome().is_some() {
            return Err("the game is over".into());
        }
        if Seat::new(seat) != Some(pos.actor()) {
            return Err(format!(
                "seat {seat} is asked to play, but seat {} must act",
                pos.actor().number()
            ));
        }
        let bot = self.bot(level);
        if level != BotLevel::Random {
            let mut limits = bot.limits();
            if nodes > 0 {
                // Reproducible: the same on every device, whatever its speed.
                limits.nodes = Some(u64::from(nodes));
                limits.millis = None;
            } else {
                limits.nodes = None;
                limits.millis = Some(search_millis(budget_ms));
            }
            *bot = std::mem::replace(bot, Bot::new(Strategy::Random, Limits::default()))
                .with_limits(limits);
        }
        // A judged action that names no action of the engine is no question: the bot's choice
        // alone is answered.
        let judge = judge.and_then(|a| a.to_action().ok());
        let choice = bot
            .choose_judging(&game, judge, bot_seed, clock)
            .ok_or_else(|| "the bot found nothing to play".to_string())?;
        if !game.legal_actions().contains(&choice.action) {
            return Err("the bot chose an illegal action".into());
        }
        Ok((WireAction::from(choice.action), choice.stats))
    }

    fn bot(&mut self, level: BotLevel) -> &mut Bot {
        let index = match self.bots.iter().position(|(l, _)| *l == level) {
            Some(i) => i,
            None => {
                let bot = match level {
                    BotLevel::Random => Bot::new(Strategy::Random, Limits::default()),
                    BotLevel::Easy => Bot::level(Level::Easy),
                    BotLevel::Medium => Bot::level(Level::Medium),
                    BotLevel::Hard => Bot::level(Level::Hard),
                };
                self.bots.push((level, bot));
                self.bots.len() - 1
            }
        };
        &mut self.bots[index].1
    }

    /// How many requests this worker has handled.
    pub fn handled(&self) -> u64 {
        self.handled
    }
}

#[cfg(test)]
mod tests {
    use super::*;
    use ashtapada_bots::NoClock;
    use ashtapada_rules::Action;

    fn think(id: u32, game: &Game, level: BotLevel) -> Request {
        Request::Think {
            id,
            game: GameSpec::of(game),
            seat: game.position().actor().number(),
            level,
            budget_ms: 50,
            bot_seed: 1,
            nodes: 0,
            judge: None,
        }
    }

    /// A review's question (`judge`) is answered with the judged action's value beside the
    /// best one's: the same for the bot's own choice, never above it for another action; a bot's
    /// request (no `judge`) gets none.
    #[test]
    fn a_judged_action_is_answered_with_its_value_beside_the_best() {
        let mut game = Game::new(Ruleset::by_id("chaturanga-v3").unwrap(), 1);
        game.play(game.legal_actions()[3]).unwrap();
        let ask = |judge: Option<Action>| {
            let mut r = think(1, &game, BotLevel::Hard);
            if let Request::Think {
                nodes, judge: j, ..
            } = &mut r
            {
                *nodes = 5_000;
                *j = judge.map(WireAction::from);
            }
            match WorkerState::new().handle(r, &NoClock) {
                Reply::Action {
                    action,
                    score,
                    played,
                    ..
                } => (action.to_action().unwrap(), score, played),
                other => panic!("{other:?}"),
            }
        };
        let (best, _, played) = ask(None);
        assert_eq!(played, None);
        assert_eq!(ask(Some(best)).2, Some(ask(Some(best)).1));
        let other = game
            .legal_actions()
            .into_iter()
            .find(|&a| a != best)
            .unwrap();
        let (_, score_judged, played) = ask(Some(other));
        let played = played.expect("weighed");
        assert!(played <= score_judged, "{played} above {score_judged}");
    }

    #[test]
    fn the_search_leaves_room_for_the_answer() {
        assert_eq!(search_millis(1_500), 1_380.0);
        assert_eq!(search_millis(500), 460.0);
        assert_eq!(search_millis(100), 60.0);
        assert_eq!(search_millis(0), 0.5);
        for ms in [1, 10, 100, 500, 1_500, 60_000] {
            let search = search_millis(ms);
            assert!(search > 0.0 && search < f64::from(ms), "{ms}");
        }
    }

    /// A clock that races: a millisecond passes at every look.
    fn racing() -> impl Fn() -> f64 {
        let t = std::cell::Cell::new(0.0);
        move || {
            t.set(t.get() + 1.0);
            t.get()
        }
    }

    #[test]
    fn a_node_budget_gives_the_same_action_whatever_the_clock_and_the_requests_before() {
        let rules = Ruleset::by_id("chaturaji").expect("chaturaji");
        let mut game = Game::new(rules, 11);
        for _ in 0..12 {
            let action = game.legal_actions()[0];
            game.play(action).expect("legal");
        }
        let request = |id| Request::Think {
            id,
            game: GameSpec::of(&game),
            seat: game.position().actor().number(),
            level: BotLevel::Hard,
            budget_ms: 50,
            bot_seed: 1,
            nodes: 20_000,
            judge: None,
        };
        let answer = |reply: Reply| match reply {
            Reply::Action { action, nodes, .. } => (action, nodes),
            other => panic!("{other:?}"),
        };
        let mut worker = WorkerState::new();
        let first = answer(worker.handle(request(1), &NoClock));
        // The same worker after another search, and a fresh one whose clock races.
        answer(worker.handle(think(2, &game, BotLevel::Easy), &NoClock));
        let again = answer(worker.handle(request(3), &NoClock));
        let raced = answer(WorkerState::new().handle(request(4), &racing()));
        assert_eq!(first, again);
        assert_eq!(first, raced);
        assert!(first.1 >= 20_000 && first.1 < 40_000, "{first:?}");
    }

    #[test]
    fn announces_ready_with_the_protocol_version() {
        assert_eq!(
            WorkerState::new().ready(),
            Reply::Ready {
                protocol: PROTOCOL_VERSION
            }
        );
    }

    #[test]
    fn answers_ping_with_pong_of_the_same_id() {
        let mut worker = WorkerState::new();
        assert_eq!(
            worker.handle(Request::Ping { id: 7 }, &NoClock),
            Reply::Pong { id: 7 }
        );
        assert_eq!(worker.handled(), 1);
    }

    #[test]
    fn a_bot_plays_a_legal_action_in_every_ruleset() {
        let mut worker = WorkerState::new();
        // Time never passes: the easy level stops at its depth cap, reproducibly.
        let clock = NoClock;
        for &rules in Ruleset::all_with_options() {
            let mut game = Game::new(rules, 5);
            for (i, level) in [BotLevel::Random, BotLevel::Easy, BotLevel::Random]
                .into_iter()
                .enumerate()
            {
                let reply = worker.handle(think(i as u32, &game, level), &clock);
                let Reply::Action { id, action, .. } = reply else {
                    panic!("{}: {reply:?}", rules.id);
                };
                assert_eq!(id, i as u32);
                let action = action
                    .to_action()
                    .unwrap_or_else(|e| panic!("{}: {e}", rules.id));
                game.play(action)
                    .unwrap_or_else(|e| panic!("{}: {e}", rules.id));
            }
        }
    }

    #[test]
    fn a_think_for_the_wrong_seat_is_an_error() {
        let game = Game::new(Ruleset::by_id("chaturanga-v3").unwrap(), 1);
        let mut request = think(3, &game, BotLevel::Easy);
        if let Request::Think { seat, .. } = &mut request {
            *seat = 1;
        }
        let reply = WorkerState::new().handle(request, &NoClock);
        assert!(
            matches!(&reply, Reply::Error { id: Some(3), message } if message.contains("seat")),
            "{reply:?}"
        );
    }

    #[test]
    fn an_illegal_history_is_an_error() {
        let game = Game::new(Ruleset::by_id("chaturanga-v3").unwrap(), 1);
        let mut request = think(4, &game, BotLevel::Easy);
        if let Request::Think { game, .. } = &mut request {
            game.actions.push(Action::Pass.into());
        }
        let reply = WorkerState::new().handle(request, &NoClock);
        assert!(
            matches!(&reply, Reply::Error { id: Some(4), message } if message.contains("not legal")),
            "{reply:?}"
        );
    }

    #[test]
    fn a_history_with_a_cell_off_the_board_is_an_error() {
        let game = Game::new(Ruleset::by_id("chaturanga-v3").unwrap(), 1);
        let mut request = think(6, &game, BotLevel::Easy);
        if let Request::Think { game, .. } = &mut request {
            game.actions.push(WireAction::Move {
                from: 12,
                to: 200,
                promotion: None,
            });
        }
        let reply = WorkerState::new().handle(request, &NoClock);
        assert!(
            matches!(&reply, Reply::Error { id: Some(6), message } if message.contains("garbled")),
            "{reply:?}"
        );
    }

    #[test]
    fn an_unknown_ruleset_is_an_error() {
        let game = Game::new(Ruleset::by_id("chaturanga-v3").unwrap(), 1);
        let mut request = think(5, &game, BotLevel::Random);
        if let Request::Think { game, .. } = &mut request {
            game.ruleset = "chess".into();
        }
        let reply = WorkerState::new().handle(request, &NoClock);
        assert!(
            matches!(reply, Reply::Error { id: Some(5), .. }),
            "{reply:?}"
        );
    }

    /// A game whose faces came from outside (fair dice between devices): its rolls are not its
    /// seed's, and the worker rebuilds it with each roll's own face; an illegal action is still
    /// refused.
    #[test]
    fn a_game_whose_faces_came_from_outside_is_rebuilt_with_its_own_faces() {
        let rules = Ruleset::by_id("chaturaji").expect("chaturaji");
        let mut game = Game::with_faces(rules, &[0, 1, 2, 3]).expect("a whole roll-off");
        for i in 0..60usize {
            if game.position().needs_roll() && game.next_face().is_none() {
                game.give_face((i % 4) as u8);
            }
            let legal = game.legal_actions();
            game.play(legal[(i * 3) % legal.len()]).expect("legal");
        }
        let spec = GameSpec::of(&game);
        let again = rebuild(&spec).expect("rebuilt");
        assert_eq!(again.position(), game.position());
        // A move that is not legal is refused still.
        let mut bad = spec.clone();
        bad.actions.push(WireAction::from(Action::Pass));
        bad.actions.push(WireAction::from(Action::Pass));
        assert!(rebuild(&bad).is_err());
    }

    /// The analysis board's question is answered in every ruleset with the asked number of
    /// lines, each a legal action, best first, at the depth asked; before a roll with nothing
    /// to decide, one line (the roll's) and a value for each face; a garbled game is an error.
    #[test]
    fn the_analysis_answers_lines_of_legal_actions_and_the_faces_before_a_roll() {
        let mut worker = WorkerState::new();
        let ask = |id, game: &Game| Request::Analyse {
            id,
            game: GameSpec::of(game),
            depth: 2,
            budget_ms: 60_000,
            lines: 3,
        };
        let (mut decisions, mut rolls) = (0, 0);
        for rules in Ruleset::all() {
            let mut game = Game::new(rules, 4);
            for step in 0..12usize {
                if game.outcome().is_some() {
                    break;
                }
                let legal = game.legal_actions();
                match worker.handle(ask(step as u32, &game), &NoClock) {
                    Reply::Lines {
                        id,
                        lines,
                        faces,
                        depth,
                        ..
                    } => {
                        assert_eq!(id, step as u32);
                        // A sure win or loss found at depth 1 needs no depth 2.
                        let decided = lines
                            .first()
                            .is_some_and(|l| l.score.abs() >= ashtapada_bots::eval::WIN_THRESHOLD);
                        assert!(depth == 2 || decided, "{} step {step}", rules.id);
                        let rolling = legal.iter().all(|a| matches!(a, Action::Roll(_)));
                        if rolling {
                            assert_eq!(lines.len(), 1, "{}", rules.id);
                            assert_eq!(lines[0].action, None);
                            let n = rules.dice.map_or(0, |d| d.faces.len());
                            assert_eq!(faces.len(), n, "{}", rules.id);
                            rolls += 1;
                        } else {
                            assert!(faces.is_empty());
                            assert!(!lines.is_empty() && lines.len() <= 3);
                            // A choice to roll (beside an offer) names no face.
                            let distinct = legal
                                .iter()
                                .filter(|a| !matches!(a, Action::Roll(f) if *f > 0))
                                .count();
                            assert_eq!(lines.len(), distinct.min(3), "{}", rules.id);
                            for line in &lines {
                                if let Some(a) = line.action {
                                    let a = a.to_action().expect("an action");
                                    assert!(legal.contains(&a), "{}: {a:?}", rules.id);
                                }
                            }
                            assert!(lines.windows(2).all(|w| w[0].score >= w[1].score));
                            decisions += 1;
                        }
                    }
                    other => panic!("{}: {other:?}", rules.id),
                }
                game.play(legal[(step * 5) % legal.len()]).expect("legal");
            }
        }
        assert!(
            decisions >= 30 && rolls >= 5,
            "{decisions} decisions, {rolls} rolls"
        );
        let mut bad = GameSpec::of(&Game::new(Ruleset::by_id("chaturaji").unwrap(), 1));
        bad.ruleset = "go".into();
        let reply = worker.handle(
            Request::Analyse {
                id: 9,
                game: bad,
                depth: 1,
                budget_ms: 100,
                lines: 3,
            },
            &NoClock,
        );
        assert!(
            matches!(reply, Reply::Error { id: Some(9), .. }),
            "{reply:?}"
        );
    }
}
