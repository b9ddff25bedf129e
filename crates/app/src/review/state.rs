//! The review part's state and its updates (its render is `render`, beside it).

use ashtapada_rules::{Action, Game, Ruleset, Seat, Square};
use ashtapada_worker::{BotLevel, GameSpec, Request, WireAction};

use crate::command::ReviewCommand;
use crate::effect::Effect;

/// The hard bot's budget per position: a review of a 300-ply game takes well under a minute
/// in the browser (BENCHMARKS.md).
pub const REVIEW_NODES: u32 = 40_000;
/// Where each mark begins: a decision's loss of winning chance for the mover's team, in
/// thousandths (of the chance from 0 to 1, as [`chance`] gives it).
///
/// The loss is the bot's value of its best action against its value of the action played, both
/// at that decision and from the same search (`Reply::Action`'s `score` and `played`): the luck
/// of the roll that follows is inside both values, averaged over the die's faces, so a bad roll
/// costs nothing and rolls are never marked.
///
/// Without dice ([`Thresholds::DICE_FREE`]) the marks begin at 100, 200 and 300 thousandths:
/// lichess's thresholds (0.1, 0.2 and 0.3 of its chances from −1 to 1, so 50, 100 and 150
/// thousandths) on a curve twice as steep as lichess's near an even game ([`chance`]: ¾ at a
/// pawn and a half, lichess's at three), so that from an even game the marks begin at about the
/// same losses: a third of a pawn, a pawn, two pawns. With dice ([`Thresholds::DICE`]) a search
/// of the review's budget sees fewer turns ahead and the averages over faces move more between
/// depths, so the bot's own best actions lose more by its judgement at the next depth: the marks
/// begin wider, at 150, 250 and 350 thousandths.
#[derive(Debug, Clone, Copy, PartialEq, Eq)]
pub struct Thresholds {
    /// The least loss marked as an inaccuracy.
    pub inaccuracy: i32,
    /// The least loss marked as a mistake.
    pub mistake: i32,
    /// The least loss marked as a blunder.
    pub blunder: i32,
}

impl Thresholds {
    /// The rulesets without dice.
    pub const DICE_FREE: Thresholds = Thresholds {
        inaccuracy: 100,
        mistake: 200,
        blunder: 300,
    };
    /// The rulesets with dice: wider, their judgements being noisier.
    pub const DICE: Thresholds = Thresholds {
        inaccuracy: 150,
        mistake: 250,
        blunder: 350,
    };

    /// The thresholds of a ruleset, by whether it has dice.
    pub fn of(rules: &Ruleset) -> Thresholds {
        if rules.dice.is_some() {
            Thresholds::DICE
        } else {
            Thresholds::DICE_FREE
        }
    }

    /// The mark of a loss (thousandths of a winning chance), if it earns one.
    pub fn mark(&self, loss: i32) -> Option<Mark> {
        if loss >= self.blunder {
            Some(Mark::Blunder)
        } else if loss >= self.mistake {
            Some(Mark::Mistake)
        } else if loss >= self.inaccuracy {
            Some(Mark::Inaccuracy)
        } else {
            None
        }
    }
}

/// What a decision that lost winning chances is marked, the least first.
#[derive(Debug, Clone, Copy, PartialEq, Eq, PartialOrd, Ord)]
pub enum Mark {
    /// `?!`
    Inaccuracy,
    /// `?`
    Mistake,
    /// `??`
    Blunder,
}

impl Mark {
    /// Every mark, the least first.
    pub const ALL: [Mark; 3] = [Mark::Inaccuracy, Mark::Mistake, Mark::Blunder];

    /// Its name in the test hook and the page's classes: `inaccuracy`, `mistake`, `blunder`.
    pub fn name(self) -> &'static str {
        match self {
            Mark::Inaccuracy => "inaccuracy",
            Mark::Mistake => "mistake",
            Mark::Blunder => "blunder",
        }
    }

    /// Its glyph, as annotated games write it: `?!`, `?`, `??`.
    pub fn glyph(self) -> &'static str {
        match self {
            Mark::Inaccuracy => "?!",
            Mark::Mistake => "?",
            Mark::Blunder => "??",
        }
    }
}

/// A position of the review: not yet judged, left out (no choice there: a roll to throw, a
/// forced action, the end), or judged.
#[derive(Debug, Clone, Copy, PartialEq, Eq)]
pub(super) enum Slot {
    Pending,
    Skipped,
    Judged(Judged),
}

/// What the bot found at one position: its choice and its judgement for the team to act.
#[derive(Debug, Clone, Copy, PartialEq, Eq)]
pub struct Judged {
    /// The seat to act there.
    pub actor: Seat,
    /// The bot's choice.
    pub best: Action,
    /// Its judgement of the position for the actor's team: its best action's value.
    pub score: i32,
    /// Its value of the action played there, for the same team and from the same search
    /// (`None`: the last position, which no action left, or a worker that did not weigh it).
    pub played: Option<i32>,
}

/// A review under way or done.
#[derive(Debug, Clone)]
pub struct Review {
    /// The reviewed game's actions (the review is of this game only).
    actions: Vec<Action>,
    /// Seed and start of the game, to rebuild each position.
    game: Game,
    /// One entry per position (0 = start), filled as the answers come.
    pub(super) judged: Vec<Slot>,
    /// The request waited for: its id and the position it is about.
    waiting: Option<(u32, usize)>,
}

impl Review {
    /// A review of `game` (nothing asked yet).
    pub fn new(game: &Game) -> Review {
        Review {
            actions: game.actions().to_vec(),
            // Only the start: positions are rebuilt from it for each request.
            game: Game::from_position(*game.start(), game.seed()),
            judged: vec![Slot::Pending; game.actions().len() + 1],
            waiting: None,
        }
    }

    /// Whether this is a review of `game` as it is now.
    pub fn is_of(&self, game: &Game) -> bool {
        self.actions == game.actions()
            && self.game.seed() == game.seed()
            && self.game.start() == game.start()
    }

    /// How many positions are judged, out of how many.
    pub fn progress(&self) -> (usize, usize) {
        (
            self.judged.iter().filter(|j| **j != Slot::Pending).count(),
            self.judged.len(),
        )
    }

    /// Whether every position is judged.
    pub fn done(&self) -> bool {
        self.judged.iter().all(|j| *j != Slot::Pending)
    }

    /// Whether the answer `id` is the review's.
    pub fn waits_for(&self, id: u32) -> bool {
        self.waiting.is_some_and(|(w, _)| w == id)
    }

    /// The next request (`id` given by the app), or `None` when every position is judged.
    /// Positions without a choice are left out: the bot's search judges only decisions (before
    /// a roll, or with a single action, it has nothing to weigh), and the chart carries the last
    /// judgement over them.
    pub fn next_request(&mut self, id: u32) -> Option<Request> {
        loop {
            let at = self.judged.iter().position(|j| *j == Slot::Pending)?;
            let game = self.game_at(at);
            let choices = game.legal_actions();
            let decision = game.outcome().is_none()
                && choices.len() > 1
                && !choices.iter().all(|a| matches!(a, Action::Roll(_)));
            if !decision {
                self.judged[at] = Slot::Skipped;
                continue;
            }
            self.waiting = Some((id, at));
            // The action played here, weighed against the bot's: the decision's loss.
            return Some(self.think(id, at, self.actions.get(at).copied()));
        }
    }

    /// The request that judges position `at`, weighing `judge` against the bot's choice: the
    /// hard bot at the review's budget and seed, so that the same question gets the same
    /// answer (a review's, or a person's answer to a mistake of theirs).
    fn think(&self, id: u32, at: usize, judge: Option<Action>) -> Request {
        let game = self.game_at(at);
        Request::Think {
            id,
            game: GameSpec::of(&game),
            seat: game.position().actor().number(),
            level: BotLevel::Hard,
            budget_ms: 4_000,
            bot_seed: game.seed() ^ at as u64,
            nodes: REVIEW_NODES,
            judge: judge.map(Into::into),
        }
    }

    /// The worker's answer to the request waited for: the bot's choice, its value and the
    /// played action's (`Reply::Action`'s `score` and `played`). Returns whether it was the
    /// review's.
    pub fn answer(
        &mut self,
        id: u32,
        action: WireAction,
        (score, played): (i32, Option<i32>),
    ) -> bool {
        let Some((w, at)) = self.waiting else {
            return false;
        };
        if w != id {
            return false;
        }
        self.waiting = None;
        let game = self.game_at(at);
        let best = action
            .to_action()
            .ok()
            .filter(|a| game.legal_actions().contains(a))
            .unwrap_or(Action::Pass);
        // The played action's value can only be the best's when it is the bot's own choice.
        let played = if self.actions.get(at) == Some(&best) {
            Some(score)
        } else {
            played.filter(|_| at < self.actions.len())
        };
        self.judged[at] = Slot::Judged(Judged {
            actor: game.position().actor(),
            best,
            score,
            played,
        });
        true
    }

    /// The game after `ply` actions.
    fn game_at(&self, ply: usize) -> Game {
        let mut game = self.game.clone();
        for &action in &self.actions[..ply.min(self.actions.len())] {
            game.play_if_legal(action);
        }
        game
    }

    /// The judgement of each position for the first team (seat 0's): a judged position's own,
    /// the last one before over a position left out (0 before any), `None` while pending.
    pub fn values(&self) -> Vec<Option<i32>> {
        let mut last = 0;
        self.judged
            .iter()
            .map(|j| match j {
                Slot::Pending => None,
                Slot::Skipped => Some(last),
                Slot::Judged(j) => {
                    last = if j.actor.team() == Seat::ALL[0].team() {
                        j.score
                    } else {
                        -j.score
                    };
                    Some(last)
                }
            })
            .collect()
    }

    /// The ruleset's thresholds of the marks.
    pub fn thresholds(&self) -> Thresholds {
        Thresholds::of(self.game.rules())
    }

    /// Every decision weighed, in the game's order: a position the bot judged with the action
    /// played there weighed against its choice ([`Decision`]). Rolls, forced actions and
    /// positions not yet judged are not among them.
    pub fn decisions(&self) -> Vec<Decision> {
        let thresholds = self.thresholds();
        self.judged
            .iter()
            .enumerate()
            .filter_map(|(ply, slot)| {
                let Slot::Judged(judged) = *slot else {
                    return None;
                };
                let played = judged.played?;
                let loss = if self.actions.get(ply) == Some(&judged.best) {
                    0
                } else {
                    // Rounded to whole thousandths; a played action the search valued above
                    // its choice (it cannot, at one depth) loses nothing.
                    ((chance(judged.score) - chance(played)) * 1000.0 + 0.5).max(0.0) as i32
                };
                Some(Decision {
                    ply,
                    actor: judged.actor,
                    best: judged.best,
                    before: judged.score,
                    after: played,
                    loss,
                    mark: thresholds.mark(loss),
                })
            })
            .collect()
    }

    /// The mark of the action played from position `ply`, if it earned one (the move list's
    /// glyph after it).
    pub fn mark_of(&self, ply: usize) -> Option<Mark> {
        self.decisions()
            .into_iter()
            .find(|d| d.ply == ply)
            .and_then(|d| d.mark)
    }

    /// The marked decisions, in the game's order.
    pub fn marks(&self) -> Vec<Decision> {
        self.decisions()
            .into_iter()
            .filter(|d| d.mark.is_some())
            .collect()
    }

    /// For each seat of the ruleset, in seat order: its marks by kind and its average loss.
    pub fn summary(&self) -> Vec<Summary> {
        let decisions = self.decisions();
        self.game
            .rules()
            .seats()
            .map(|seat| {
                let mine = || decisions.iter().filter(move |d| d.actor == seat);
                let count = |mark| mine().filter(|d| d.mark == Some(mark)).count();
                let weighed = mine().count();
                let total: i64 = mine().map(|d| i64::from(d.loss)).sum();
                Summary {
                    seat,
                    inaccuracies: count(Mark::Inaccuracy),
                    mistakes: count(Mark::Mistake),
                    blunders: count(Mark::Blunder),
                    decisions: weighed,
                    // Rounded; 0 for a seat that decided nothing.
                    average_loss: match weighed as i64 {
                        0 => 0,
                        n => ((total + n / 2) / n) as i32,
                    },
                }
            })
            .collect()
    }
}

/// A decision weighed: the action played at a position the bot judged, against the bot's choice
/// there, both valued by the same search.
#[derive(Debug, Clone, Copy, PartialEq, Eq)]
pub struct Decision {
    /// The action's ply index: the position it was played from.
    pub ply: usize,
    /// Who decided.
    pub actor: Seat,
    /// The bot's choice.
    pub best: Action,
    /// The value of the bot's choice, for the mover's team.
    pub before: i32,
    /// The value of the action played, for the mover's team.
    pub after: i32,
    /// The winning chance it lost, in thousandths (0 for the bot's own choice).
    pub loss: i32,
    /// Its mark, if the loss earns one ([`Thresholds`]).
    pub mark: Option<Mark>,
}

/// One seat's decisions, counted.
#[derive(Debug, Clone, Copy, PartialEq, Eq)]
pub struct Summary {
    /// The seat.
    pub seat: Seat,
    /// Its inaccuracies.
    pub inaccuracies: usize,
    /// Its mistakes.
    pub mistakes: usize,
    /// Its blunders.
    pub blunders: usize,
    /// Its decisions weighed.
    pub decisions: usize,
    /// The winning chance its decisions lost on average, in thousandths.
    pub average_loss: i32,
}

/// A judgement as a winning chance for the team it is for, from 0 to 1: a smooth curve through
/// ½ at 0 (no exponential: the page's wasm has no `exp`, and a curve's exact shape matters
/// little to a chart), about ¾ for a pawn and a half ahead.
pub fn chance(score: i32) -> f64 {
    let v = f64::from(score.clamp(-100_000, 100_000));
    0.5 + 0.5 * v / (v.abs() + 150.0)
}

/// [`chance`] in whole percents, rounded (integers: no float printing in the page).
pub fn percent(score: i32) -> i32 {
    (chance(score) * 100.0 + 0.5) as i32
}

/// Where the answer to the mistake under way stands ([`Practice`]).
#[derive(Debug, Clone, Copy, PartialEq, Eq)]
pub enum Stage {
    /// Waiting for the person's action, on the board or in the move box.
    Asking,
    /// The person's action, sent to the bot to be judged (request `id`).
    Checking {
        /// The request's id.
        id: u32,
        /// The person's action.
        answer: Action,
    },
    /// Judged, and the bot's choice shown.
    Answered {
        /// The person's action (`None`: the bot's was asked for without a try).
        answer: Option<Action>,
        /// The winning chance it lost against the bot's choice, in thousandths.
        loss: i32,
        /// Whether it is good: its loss is under the inaccuracy threshold.
        good: bool,
    },
}

/// What the person's last try said besides its verdict: a typed text that reads as no action
/// here, or a move the engine refuses.
#[derive(Debug, Clone, PartialEq, Eq)]
pub enum Tried {
    /// The move box's text, which reads as no legal action.
    Unread(String),
    /// The engine's reason for a move on the board.
    Refused(ashtapada_rules::explain::Refusal),
}

/// "Learn from your mistakes", as lichess has it: the person's mistakes and blunders, one at a
/// time, on the position before each; their answer checked by the bot, then the bot's shown.
/// Nothing is played on the game: the answers are weighed on the positions as they are.
#[derive(Debug, Clone, PartialEq, Eq)]
pub struct Practice {
    /// The decisions gone through: the person's mistakes and blunders, in the game's order.
    pub mistakes: Vec<Decision>,
    /// The one under way (its index in `mistakes`); `mistakes.len()` at the end.
    pub at: usize,
    /// The piece picked on the board.
    pub selected: Option<Square>,
    /// Where the answer stands.
    pub stage: Stage,
    /// What the last try said besides its verdict.
    pub tried: Option<Tried>,
}

impl Practice {
    /// The mistake under way, if not at the end.
    pub fn current(&self) -> Option<&Decision> {
        self.mistakes.get(self.at)
    }
}

/// The first id of the review's requests: far from the bots' own (which count up from 1).
const REVIEW_IDS: u32 = 0x8000_0000;

/// The review part: the review under way or done, and the ids of its requests. It asks the
/// worker itself (its requests go out as [`Effect::Think`]); the app routes the answers whose
/// id it waits for.
#[derive(Debug, Clone)]
pub struct Reviewer {
    review: Option<Review>,
    /// The person's mistakes gone through, over the review done.
    practice: Option<Practice>,
    /// The id of the next request (apart from the bots' own).
    next_id: u32,
}

impl Default for Reviewer {
    fn default() -> Reviewer {
        Reviewer {
            review: None,
            practice: None,
            next_id: REVIEW_IDS,
        }
    }
}

impl Reviewer {
    /// The review under way or done, if it is of `game` as it is.
    pub fn of(&self, game: &Game) -> Option<&Review> {
        self.review.as_ref().filter(|r| r.is_of(game))
    }

    /// Whether a request is under way (no bot may ask the worker meanwhile).
    pub fn busy(&self) -> bool {
        self.review.as_ref().is_some_and(|r| !r.done()) || self.checking().is_some()
    }

    /// Whether the review waits for request `id`.
    pub fn waits_for(&self, id: u32) -> bool {
        self.review.as_ref().is_some_and(|r| r.waits_for(id)) || self.checking() == Some(id)
    }

    /// The request of a person's answer under way.
    fn checking(&self) -> Option<u32> {
        match self.practice.as_ref()?.stage {
            Stage::Checking { id, .. } => Some(id),
            _ => None,
        }
    }

    /// Starts a review of `game` and asks for its first position.
    pub fn start(&mut self, game: &Game, effects: &mut Vec<Effect>) {
        self.practice = None;
        self.review = Some(Review::new(game));
        // On a phone the chart comes right under the board (style.css): the top of the page
        // shows both.
        effects.push(Effect::Reveal("app"));
        self.next(effects);
    }

    /// Stops and forgets the review (its request under way is cancelled).
    pub fn stop(&mut self, effects: &mut Vec<Effect>) {
        if self.busy() {
            effects.push(Effect::CancelThink);
        }
        self.review = None;
        self.practice = None;
    }

    /// The worker's answer to request `id`: `true` if it was the review's (then the next
    /// position is asked for).
    pub fn answer(
        &mut self,
        id: u32,
        action: WireAction,
        values: (i32, Option<i32>),
        effects: &mut Vec<Effect>,
    ) -> bool {
        if self.checking() == Some(id) {
            self.checked(action, values);
            return true;
        }
        let ours = self
            .review
            .as_mut()
            .is_some_and(|r| r.answer(id, action, values));
        if ours {
            self.next(effects);
        }
        ours
    }

    /// The worker failed request `id`: `true` if it was the review's, which then ends (and
    /// the mistakes gone through with it).
    pub fn failed(&mut self, id: u32) -> bool {
        let ours = self.waits_for(id);
        if ours {
            self.review = None;
            self.practice = None;
        }
        ours
    }

    /// In a review of `game`, on the position `shown` before a marked decision: the bot's
    /// better choice, drawn as the hint's arrow. While the person's mistakes are gone through,
    /// only the one under way's, once answered: the arrow would give the answer away.
    pub fn arrow(&self, game: &Game, shown: usize) -> Option<(usize, Action)> {
        let review = self.of(game)?;
        if let Some(practice) = self.practice(game) {
            if let Some(d) = practice.current() {
                return (d.ply == shown && matches!(practice.stage, Stage::Answered { .. }))
                    .then_some((d.ply, d.best));
            }
        }
        review
            .marks()
            .into_iter()
            .find(|m| m.ply == shown)
            .map(|m| (m.ply, m.best))
    }

    // ----- Learn from your mistakes ----------------------------------------------------------

    /// The person's mistakes gone through over the review of `game`, if under way.
    pub fn practice(&self, game: &Game) -> Option<&Practice> {
        self.of(game)?;
        self.practice.as_ref()
    }

    /// The mistakes and blunders of the seats played here (`here`) in the review of `game`
    /// once done, in the game's order: what "Learn from your mistakes" goes through.
    pub fn mistakes_of(&self, game: &Game, here: &dyn Fn(Seat) -> bool) -> Vec<Decision> {
        self.of(game)
            .filter(|r| r.done())
            .map(|r| {
                r.marks()
                    .into_iter()
                    .filter(|d| d.mark >= Some(Mark::Mistake) && here(d.actor))
                    .collect()
            })
            .unwrap_or_default()
    }

    /// Whether a mistake is waiting for the person's action: the board and the move box are
    /// then the mistake's, not the game's.
    pub fn asking(&self, game: &Game) -> bool {
        self.practice(game)
            .is_some_and(|p| p.current().is_some() && p.stage == Stage::Asking)
    }

    /// Whether the mistakes are gone through, to their end or not.
    pub fn practising(&self, game: &Game) -> bool {
        self.practice(game).is_some_and(|p| p.current().is_some())
    }

    /// The review's commands but Start and Stop (the router's): the mistakes gone through.
    /// Returns the position the board should show (the one before the mistake under way).
    pub fn command(
        &mut self,
        command: ReviewCommand,
        game: &Game,
        here: &dyn Fn(Seat) -> bool,
        effects: &mut Vec<Effect>,
    ) -> Option<usize> {
        self.of(game)?;
        match command {
            ReviewCommand::Start | ReviewCommand::Stop => return None,
            ReviewCommand::Mistakes => {
                let mistakes = self.mistakes_of(game, here);
                if mistakes.is_empty() {
                    return None;
                }
                self.leave(effects);
                self.practice = Some(Practice {
                    mistakes,
                    at: 0,
                    selected: None,
                    stage: Stage::Asking,
                    tried: None,
                });
            }
            ReviewCommand::ShowBest => {
                let practice = self.practice.as_mut()?;
                let d = *practice.current()?;
                if let Stage::Checking { .. } = practice.stage {
                    effects.push(Effect::CancelThink);
                } else if practice.stage != Stage::Asking {
                    return Some(d.ply);
                }
                practice.stage = Stage::Answered {
                    answer: None,
                    loss: 0,
                    good: false,
                };
                practice.selected = None;
                practice.tried = None;
            }
            ReviewCommand::NextMistake => {
                let practice = self.practice.as_mut()?;
                if !matches!(practice.stage, Stage::Answered { .. }) {
                    return None;
                }
                practice.at = (practice.at + 1).min(practice.mistakes.len());
                practice.stage = Stage::Asking;
                practice.selected = None;
                practice.tried = None;
            }
            ReviewCommand::LeaveMistakes => {
                self.leave(effects);
                return None;
            }
        }
        self.practice.as_ref()?.current().map(|d| d.ply)
    }

    /// Ends the mistakes gone through (a check under way is cancelled).
    fn leave(&mut self, effects: &mut Vec<Effect>) {
        if self.checking().is_some() {
            effects.push(Effect::CancelThink);
        }
        self.practice = None;
    }

    /// The piece picked and its cells, on the position before the mistake under way, for the
    /// board (`shown`: the position it shows).
    pub fn picked(&self, game: &Game, shown: usize) -> Option<(Square, ashtapada_rules::Bitboard)> {
        let practice = self.practice(game)?;
        let d = practice.current()?;
        let sel = practice.selected.filter(|_| d.ply == shown)?;
        Some((sel, game.positions().get(d.ply)?.destinations(sel)))
    }

    /// What the board reports while a mistake waits for the person's action: a piece picked,
    /// a move or a king's cell is the answer, checked. Returns the position the board should
    /// show (the one before the mistake).
    pub fn intent(
        &mut self,
        intent: ashtapada_board::Intent,
        game: &Game,
        effects: &mut Vec<Effect>,
    ) -> Option<usize> {
        use ashtapada_board::Intent as I;
        let d = *self.practice(game)?.current()?;
        if !self.asking(game) {
            return Some(d.ply);
        }
        let pos = game.positions().get(d.ply)?;
        let mut legal = Vec::new();
        pos.legal_actions(&mut legal);
        let practice = self.practice.as_mut()?;
        practice.tried = None;
        let answer = match intent {
            I::Deselect | I::Aim { .. } => None,
            I::Select(sq) => {
                practice.selected = (!pos.destinations(sq).is_empty()).then_some(sq);
                None
            }
            I::Press(sq) => legal.iter().copied().find(|&a| a == Action::Place(sq)),
            I::Move { from, to } | I::Miss { from, to } => {
                // A promotion's several forms: the first the engine lists (the move box
                // names another).
                let found = legal
                    .iter()
                    .copied()
                    .find(|a| matches!(a, Action::Move(m) if m.from == from && m.to == to));
                if found.is_none() {
                    let own = pos.destinations(to);
                    if !own.is_empty() {
                        // Another of one's own pieces pressed: it is picked instead.
                        practice.selected = Some(to);
                        return Some(d.ply);
                    }
                    practice.selected = None;
                    if let Err(why) = pos.explain(from, to) {
                        practice.tried = Some(Tried::Refused(why));
                    }
                }
                found
            }
        };
        if let Some(answer) = answer {
            self.answer_with(answer, game, effects);
        }
        Some(d.ply)
    }

    /// The move box's text while a mistake waits for the person's action: read in the page's
    /// language on the position before the mistake, and checked if it is a legal action there.
    /// Whether it was one (the box is then emptied).
    pub fn typed(
        &mut self,
        text: &str,
        lang: ashtapada_i18n::Lang,
        game: &Game,
        effects: &mut Vec<Effect>,
    ) -> bool {
        let Some(d) = self.practice(game).and_then(|p| p.current()).copied() else {
            return false;
        };
        let Some(pos) = game.positions().get(d.ply) else {
            return false;
        };
        let text = text.trim();
        if text.is_empty() || !self.asking(game) {
            return false;
        }
        let mut legal = Vec::new();
        pos.legal_actions(&mut legal);
        let rules = pos.rules();
        let as_move = crate::notation::readings(lang, rules, text)
            .iter()
            .find_map(|r| ashtapada_rules::notation::parse_typed(pos, r).ok())
            .map(Action::Move);
        // Any other action as the record or the move list writes it ("pass", "offer").
        let as_written = || {
            legal.iter().copied().find(|&a| {
                let record = ashtapada_rules::record::write_action(pos, a);
                record.eq_ignore_ascii_case(text)
                    || crate::notation::shown(lang, rules, &record).eq_ignore_ascii_case(text)
            })
        };
        match as_move.filter(|a| legal.contains(a)).or_else(as_written) {
            Some(answer) => {
                self.answer_with(answer, game, effects);
                true
            }
            None => {
                if let Some(p) = self.practice.as_mut() {
                    p.tried = Some(Tried::Unread(text.to_string()));
                }
                false
            }
        }
    }

    /// The person's answer to the mistake under way: the bot's own choice is good and the
    /// action played there is the mistake again, both known; any other is sent to the bot to
    /// be judged at the review's budget.
    fn answer_with(&mut self, answer: Action, game: &Game, effects: &mut Vec<Effect>) {
        let id = self.next_id;
        let Some(review) = self.review.as_ref() else {
            return;
        };
        let Some(practice) = self.practice.as_mut() else {
            return;
        };
        let Some(d) = practice.current().copied() else {
            return;
        };
        practice.selected = None;
        practice.tried = None;
        practice.stage = if answer == d.best {
            Stage::Answered {
                answer: Some(answer),
                loss: 0,
                good: true,
            }
        } else if game.actions().get(d.ply) == Some(&answer) {
            Stage::Answered {
                answer: Some(answer),
                loss: d.loss,
                good: false,
            }
        } else {
            self.next_id = self.next_id.wrapping_add(1).max(REVIEW_IDS);
            effects.push(Effect::Think {
                request: review.think(id, d.ply, Some(answer)),
                delay_ms: 0,
            });
            Stage::Checking { id, answer }
        };
    }

    /// The bot's judgement of the person's answer: good if it loses less than an inaccuracy
    /// against the bot's choice, both valued by that one search.
    fn checked(&mut self, best: WireAction, (score, played): (i32, Option<i32>)) {
        let Some(review) = self.review.as_ref() else {
            return;
        };
        let threshold = review.thresholds().inaccuracy;
        let Some(practice) = self.practice.as_mut() else {
            return;
        };
        let Stage::Checking { answer, .. } = practice.stage else {
            return;
        };
        let best = best.to_action().ok();
        // The bot's own choice is worth its value; a worker that did not weigh the answer
        // leaves it not known to be good.
        let value = if best == Some(answer) {
            Some(score)
        } else {
            played
        };
        let (loss, good) = match value {
            Some(v) => {
                let loss = ((chance(score) - chance(v)) * 1000.0 + 0.5).max(0.0) as i32;
                (loss, loss < threshold)
            }
            None => (0, false),
        };
        practice.stage = Stage::Answered {
            answer: Some(answer),
            loss,
            good,
        };
    }

    /// Asks the worker for the review's next position, if any.
    fn next(&mut self, effects: &mut Vec<Effect>) {
        let id = self.next_id;
        let Some(review) = self.review.as_mut() else {
            return;
        };
        if let Some(request) = review.next_request(id) {
            self.next_id = self.next_id.wrapping_add(1).max(REVIEW_IDS);
            effects.push(Effect::Think {
                request,
                delay_ms: 0,
            });
        }
    }
}

#[cfg(test)]
#[path = "tests.rs"]
mod tests;
