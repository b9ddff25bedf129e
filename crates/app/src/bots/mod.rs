//! The bots as the app sees them: the one request it waits for (a bot's action or a hint for a
//! person), the hint shown, the worker's report on its last answer, the request ids, and the
//! worker's status. The worker itself is behind [`super::worker_link`] and the page.
//!
//! Requests go out as [`Effect::Think`]; a request that is no longer wanted is dropped with
//! [`Effect::CancelThink`], and its late answer is ignored because its id is no longer awaited.

#[cfg(test)]
mod tests;

use ashtapada_rules::{record, Action, Seat};
use ashtapada_worker::{BotLevel, GameSpec, Request};
use serde::Serialize;

use super::session::Session;
use super::setup::Controller;
use crate::effect::Effect;
use crate::status::WorkerStatus;

/// The bot that works out hints for people: the hard search ...
pub const HINT_LEVEL: BotLevel = BotLevel::Hard;
/// ... for half a second (`ashtapada_bots::HINT_MILLIS`), so that a hint comes quickly.
pub const HINT_BUDGET_MS: u32 = 500;

/// A bot's budget in search nodes in a game by link, where every device must compute the same
/// move: about the level's time on a desktop browser (the worker searches 2.5–8 M nodes a
/// second, BENCHMARKS.md), a few times that on a slow phone, within the page's patience
/// ([`crate::worker_link::timeout_ms`]). Easy and medium search one turn deep and stop
/// well before their budget.
pub fn link_nodes(level: BotLevel) -> u32 {
    match level {
        BotLevel::Random => 1,
        BotLevel::Easy => 50_000,
        BotLevel::Medium => 200_000,
        BotLevel::Hard => 1_500_000,
    }
}

/// A bot request the app waits for.
#[derive(Debug, Clone, Copy, PartialEq, Eq)]
pub struct Thinking {
    /// The request's id.
    pub id: u32,
    /// The bot's seat (for a hint: the person's seat the hint is for).
    pub seat: Seat,
    /// A hint for a person rather than a bot's own action.
    pub hint: bool,
}

/// A suggestion of the hard search for a person's decision, shown until the game moves on.
#[derive(Debug, Clone, Copy, PartialEq, Eq)]
pub struct Hint {
    /// After how many actions it applies.
    pub ply: usize,
    /// The suggested action.
    pub action: Action,
}

/// What the worker reported about its last answer (shown to tests and in the benchmarks).
#[derive(Debug, Clone, Copy, PartialEq, Serialize)]
pub struct ThinkStats {
    /// The level asked for (`easy`, `medium`, `hard`, `random`).
    pub level: &'static str,
    /// Search nodes visited.
    pub nodes: u64,
    /// Depth completed, in turns.
    pub depth: u32,
    /// Milliseconds of search, by the worker's clock.
    pub millis: f64,
}

/// The app's side of the bots (see the module's documentation).
#[derive(Debug, Clone)]
pub(super) struct Bots {
    thinking: Option<Thinking>,
    hint: Option<Hint>,
    last_think: Option<ThinkStats>,
    /// The next request's id. Ids keep increasing across games, so that no late answer
    /// matches a new request.
    next_id: u32,
    worker_status: WorkerStatus,
}

impl Default for Bots {
    fn default() -> Bots {
        Bots {
            thinking: None,
            hint: None,
            last_think: None,
            next_id: 1,
            worker_status: WorkerStatus::Idle,
        }
    }
}

impl Bots {
    // ----- Reading ---------------------------------------------------------------------------

    /// The bot whose action is waited for (not a hint being worked out).
    pub(super) fn thinking(&self) -> Option<Thinking> {
        self.thinking.filter(|t| !t.hint)
    }

    /// Whether a hint is being worked out.
    pub(super) fn hinting(&self) -> bool {
        self.thinking.is_some_and(|t| t.hint)
    }

    /// Whether no request is under way.
    pub(super) fn idle(&self) -> bool {
        self.thinking.is_none()
    }

    /// Whether the app still waits for request `id`.
    pub(super) fn waits_for(&self, id: u32) -> bool {
        self.thinking.is_some_and(|t| t.id == id)
    }

    /// The hint, if it was for the decision after `ply` actions.
    pub(super) fn hint_at(&self, ply: usize) -> Option<Hint> {
        self.hint.filter(|h| h.ply == ply)
    }

    pub(super) fn last_think(&self) -> Option<ThinkStats> {
        self.last_think
    }

    pub(super) fn worker_status(&self) -> &WorkerStatus {
        &self.worker_status
    }

    // ----- Requests --------------------------------------------------------------------------

    /// The request for the bot to act now, if a bot is to act and none is asked yet. A bot
    /// answers an offer at once; its own turns wait a little, to be followed.
    pub(super) fn schedule(&mut self, s: &Session) -> Option<Effect> {
        // A roll whose face the devices have not drawn yet has no action to choose (live
        // play's fair dice): the bot waits for it.
        let waits = s.game().position().needs_roll() && s.game().next_face().is_none();
        if self.thinking.is_some() || s.is_over() || waits {
            return None;
        }
        let pos = s.position();
        let seat = pos.actor();
        let Some(Controller::Bot(level)) = s.controller(seat) else {
            return None;
        };
        let delay_ms = if pos.pending().is_some() {
            0
        } else {
            s.prefs().bot_delay_ms
        };
        Some(self.ask(s, seat, level, level.budget_ms(), false, delay_ms))
    }

    /// The request for a hint for the person to act: the hard search's choice, in half a
    /// second.
    pub(super) fn ask_hint(&mut self, s: &Session) -> Effect {
        let seat = s.position().actor();
        self.ask(s, seat, HINT_LEVEL, HINT_BUDGET_MS, true, 0)
    }

    /// A request for `seat`'s action at `level` (a hint, or a bot's own), now waited for.
    fn ask(
        &mut self,
        s: &Session,
        seat: Seat,
        level: BotLevel,
        budget_ms: u32,
        hint: bool,
        delay_ms: u32,
    ) -> Effect {
        let id = self.next_id;
        self.next_id = self.next_id.wrapping_add(1).max(1);
        let game = s.game();
        let request = Request::Think {
            id,
            game: GameSpec::of(game),
            seat: seat.number(),
            level,
            budget_ms,
            bot_seed: game.seed() ^ game.actions().len() as u64,
            // A bot's move in a game by link must be the same on whichever device computes it.
            nodes: if s.by_link() && !hint {
                link_nodes(level)
            } else {
                0
            },
            judge: None,
        };
        self.thinking = Some(Thinking { id, seat, hint });
        Effect::Think { request, delay_ms }
    }

    /// Stops waiting for the request under way, if any.
    pub(super) fn cancel(&mut self) -> Option<Effect> {
        self.thinking.take().map(|_| Effect::CancelThink)
    }

    /// An action was played: a hint being worked out for the position before is of no use any
    /// more.
    pub(super) fn played(&mut self) -> Option<Effect> {
        if self.hinting() {
            return self.cancel();
        }
        None
    }

    /// A new game: nothing is waited for or shown any more (request ids go on).
    pub(super) fn new_game(&mut self) {
        self.thinking = None;
        self.hint = None;
        self.last_think = None;
    }

    // ----- Answers ---------------------------------------------------------------------------

    /// The request `id` is answered (or failed): what it was, if it was waited for.
    pub(super) fn answered(&mut self, id: u32) -> Option<Thinking> {
        if self.waits_for(id) {
            self.thinking.take()
        } else {
            None
        }
    }

    /// The worker's report on the answer to request `id`.
    pub(super) fn stats(&mut self, id: u32, nodes: u64, depth: u32, millis: f64, s: &Session) {
        let Some(t) = self.thinking.filter(|t| t.id == id) else {
            return;
        };
        let level = match s.controller(t.seat) {
            _ if t.hint => HINT_LEVEL.name(),
            Some(Controller::Bot(level)) => level.name(),
            _ => "random",
        };
        self.last_think = Some(ThinkStats {
            level,
            nodes,
            depth,
            millis,
        });
    }

    /// Shows the hint answered for the current position. Returns what to tell the player.
    pub(super) fn show_hint(&mut self, action: Action, s: &Session) -> String {
        if !s.game().legal_actions().contains(&action) {
            return s.lang().hint_not_legal().into();
        }
        let record = record::write_action(s.position(), action);
        let text = super::notation::shown(s.lang(), s.position().rules(), &record);
        self.hint = Some(Hint {
            ply: s.ply(),
            action,
        });
        s.lang().hint_is(&text)
    }

    /// The action a bot plays when the worker cannot answer: a legal one picked at random (but
    /// reproducibly), so that the game goes on.
    pub(super) fn fallback(s: &Session) -> Option<Action> {
        let game = s.game();
        let legal = game.legal_actions();
        if legal.is_empty() {
            return None;
        }
        let mut x = game.seed() ^ (game.actions().len() as u64).wrapping_mul(0x2545);
        Some(legal[(crate::seed::mix(&mut x) % legal.len() as u64) as usize])
    }

    /// Tells the bots' part the worker's status (shown in the panel).
    pub(super) fn set_worker_status(&mut self, status: WorkerStatus) {
        self.worker_status = status;
    }
}
