//! The review part's state and its updates (its render is `render`, beside it).

use ashtapada_rules::{Action, Game, Seat};
use ashtapada_worker::{BotLevel, GameSpec, Request, WireAction};

use crate::effect::Effect;

/// The hard bot's budget per position: a review of a 300-ply game takes well under a minute
/// in the browser (BENCHMARKS.md).
pub const REVIEW_NODES: u32 = 40_000;
/// How many moves are marked as the ones that lost the most.
pub const MARKED: usize = 3;
/// A move is marked only if it lost at least this much (evaluation units; a pawn is about 100).
pub const MARK_FROM: i32 = 60;

/// A position of the review: not yet judged, left out (no choice there: a roll to throw, a
/// forced action, the end), or judged.
#[derive(Debug, Clone, Copy, PartialEq, Eq)]
enum Slot {
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
    /// Its judgement of the position for the actor's team.
    pub score: i32,
}

/// A review under way or done.
#[derive(Debug, Clone)]
pub struct Review {
    /// The reviewed game's actions (the review is of this game only).
    actions: Vec<Action>,
    /// Seed and start of the game, to rebuild each position.
    game: Game,
    /// One entry per position (0 = start), filled as the answers come.
    judged: Vec<Slot>,
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
            return Some(Request::Think {
                id,
                game: GameSpec::of(&game),
                seat: game.position().actor().number(),
                level: BotLevel::Hard,
                budget_ms: 4_000,
                bot_seed: game.seed() ^ at as u64,
                nodes: REVIEW_NODES,
            });
        }
    }

    /// The worker's answer to the request waited for. Returns whether it was the review's.
    pub fn answer(&mut self, id: u32, action: WireAction, score: i32) -> bool {
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
        self.judged[at] = Slot::Judged(Judged {
            actor: game.position().actor(),
            best,
            score,
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

    /// The moves that lost the most, worst first ([`Mistake`]). A move counts where the bot judged the position before it (a
    /// choice among several) and chose otherwise; what it lost is the judgement there against
    /// the next judgement after it, for the mover's team (in dice games that one comes after
    /// the next roll, whose luck it includes).
    pub fn mistakes(&self) -> Vec<Mistake> {
        let values = self.values();
        let mut out = Vec::new();
        for (i, &action) in self.actions.iter().enumerate() {
            let Slot::Judged(judged) = self.judged[i] else {
                continue;
            };
            let next = (i + 1..self.judged.len())
                .find(|&k| matches!(self.judged[k], Slot::Judged(_)))
                .and_then(|k| values[k]);
            let (Some(before), Some(after)) = (values[i], next) else {
                continue;
            };
            let sign = if judged.actor.team() == Seat::ALL[0].team() {
                1
            } else {
                -1
            };
            let mistake = Mistake {
                ply: i,
                actor: judged.actor,
                best: judged.best,
                before: sign * before,
                after: sign * after,
            };
            if matches!(action, Action::Move(_))
                && judged.best != action
                && mistake.lost() >= MARK_FROM
            {
                out.push(mistake);
            }
        }
        ashtapada_board::math::sort_by_key(&mut out, |m| (std::cmp::Reverse(m.lost()), m.ply));
        out.truncate(MARKED);
        out
    }
}

/// A move that lost much by the bot's judgement.
#[derive(Debug, Clone, Copy, PartialEq, Eq)]
pub struct Mistake {
    /// The move's ply index.
    pub ply: usize,
    /// Who made it.
    pub actor: Seat,
    /// The bot's better choice.
    pub best: Action,
    /// The judgement before the move, for the mover's team.
    pub before: i32,
    /// The next judgement after it, for the mover's team.
    pub after: i32,
}

impl Mistake {
    /// What it lost, in the judgement's units (hundredths of a pawn).
    pub fn lost(&self) -> i32 {
        self.before - self.after
    }
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

/// The first id of the review's requests: far from the bots' own (which count up from 1).
const REVIEW_IDS: u32 = 0x8000_0000;

/// The review part: the review under way or done, and the ids of its requests. It asks the
/// worker itself (its requests go out as [`Effect::Think`]); the app routes the answers whose
/// id it waits for.
#[derive(Debug, Clone)]
pub struct Reviewer {
    review: Option<Review>,
    /// The id of the next request (apart from the bots' own).
    next_id: u32,
}

impl Default for Reviewer {
    fn default() -> Reviewer {
        Reviewer {
            review: None,
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
        self.review.as_ref().is_some_and(|r| !r.done())
    }

    /// Whether the review waits for request `id`.
    pub fn waits_for(&self, id: u32) -> bool {
        self.review.as_ref().is_some_and(|r| r.waits_for(id))
    }

    /// Starts a review of `game` and asks for its first position.
    pub fn start(&mut self, game: &Game, effects: &mut Vec<Effect>) {
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
    }

    /// The worker's answer to request `id`: `true` if it was the review's (then the next
    /// position is asked for).
    pub fn answer(
        &mut self,
        id: u32,
        action: WireAction,
        score: i32,
        effects: &mut Vec<Effect>,
    ) -> bool {
        let ours = self
            .review
            .as_mut()
            .is_some_and(|r| r.answer(id, action, score));
        if ours {
            self.next(effects);
        }
        ours
    }

    /// The worker failed request `id`: `true` if it was the review's, which then ends.
    pub fn failed(&mut self, id: u32) -> bool {
        let ours = self.waits_for(id);
        if ours {
            self.review = None;
        }
        ours
    }

    /// In a review of `game`, on the position `shown` before a marked move: the bot's better
    /// choice, drawn as the hint's arrow.
    pub fn arrow(&self, game: &Game, shown: usize) -> Option<(usize, Action)> {
        self.of(game)?
            .mistakes()
            .into_iter()
            .find(|m| m.ply == shown)
            .map(|m| (m.ply, m.best))
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
