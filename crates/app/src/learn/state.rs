//! The learn part's state and its updates (its render is `render`, beside it).

use ashtapada_i18n::Lang;
use ashtapada_learn::{Attempt, Course, Failure, Goal, Verdict};
use ashtapada_rules::record::write_action;
use ashtapada_rules::{Bitboard, Event};

use crate::bots::Hint;
use crate::effect::Effect;
use crate::session::Session;

/// Where a step stands.
#[derive(Debug, Clone, PartialEq)]
pub(crate) enum State {
    /// The learner is at it.
    Playing,
    /// The goal was reached, with the events of the action that reached it (told in words).
    Done(Vec<Event>),
    /// The attempt failed; Retry starts it again.
    Failed(Failure),
}

/// A course as the extras worker sent it: its language, id, steps and a text a step.
#[derive(Debug, Clone)]
pub(crate) struct Texts {
    pub(crate) lang: Lang,
    pub(crate) id: &'static str,
    pub(crate) steps: Vec<ashtapada_learn::Step>,
    pub(crate) texts: Vec<String>,
}

/// A course under way.
#[derive(Debug, Clone)]
pub(crate) struct Learning {
    pub(crate) course: Course,
    pub(crate) step: usize,
    pub(crate) attempt: Attempt,
    pub(crate) state: State,
    /// The hint asked for: the solution's next action.
    pub(crate) hint: Option<Hint>,
    /// Asked for a hint off the solution's road.
    pub(crate) off_road: bool,
    /// The learner's actions so far but rolls, in record notation (to follow the solution).
    pub(crate) played: Vec<String>,
    /// The learner's last move before the turn came back to him.
    pub(crate) last_move: Option<(ashtapada_rules::Square, ashtapada_rules::Square)>,
    /// The game on screen before the lesson, given back when it ends.
    pub(crate) parked: Session,
}

impl Learning {
    pub(super) fn current(&self) -> Option<&ashtapada_learn::Step> {
        self.course.steps.get(self.step)
    }
}

/// The Learn part: the lesson under way (with the game put aside), the progress, and the
/// courses the extras worker sent or was asked for.
#[derive(Debug, Clone, Default)]
pub struct Learn {
    /// The lesson under way, with the game put aside meanwhile.
    pub(super) learning: Option<Box<Learning>>,
    /// The learner's progress.
    pub(super) progress: super::progress::Progress,
    /// The course last sent by the extras worker.
    pub(super) texts: Option<Texts>,
    /// The course asked for, which opens when the extras worker sends it.
    pub(super) wanted: Option<&'static str>,
    /// The course texts last asked of the extras worker (asked once).
    pub(super) asked: Option<(Lang, &'static str)>,
    /// The puzzle whose first try moved the rating last (course, step): a second try of it
    /// (Retry) does not move it again.
    pub(super) rated: Option<(&'static str, usize)>,
}

/// The rating of a Puzzles step (`None` for a lesson's step).
pub(crate) fn puzzle_rating(step: &ashtapada_learn::Step) -> Option<u16> {
    match step.topic {
        ashtapada_learn::Topic::Rated(r) => Some(r),
        _ => None,
    }
}

/// What came of the extras worker's course ([`Learn::ready`]).
#[derive(Debug, Clone, Copy, PartialEq, Eq)]
pub enum Ready {
    /// Kept; nothing waits for it.
    Kept,
    /// Kept, and it is the course asked for: open it.
    Open(&'static str),
    /// Not a course: dropped, and the learner should be told.
    Unreadable,
    /// Not one this page knows: dropped.
    Ignored,
}

impl Learn {
    /// Whether a lesson runs.
    pub fn active(&self) -> bool {
        self.learning.is_some()
    }

    /// The course of the lesson under way.
    pub fn course_id(&self) -> Option<&'static str> {
        self.learning.as_ref().map(|l| l.course.id)
    }

    /// Stores the progress again (the storage was cleared).
    pub fn store_again(&self, effects: &mut Vec<Effect>) {
        effects.push(Effect::SaveLearn(self.progress.write()));
    }

    /// The learner's progress (for the Learn list).
    pub fn progress(&self) -> &super::progress::Progress {
        &self.progress
    }

    /// Tells the part the stored progress ([`super::progress::PROGRESS_KEY`]).
    pub fn set_progress(&mut self, text: &str) {
        self.progress = super::progress::Progress::read(text);
    }

    /// The extras worker's answer for a course: its steps as text and its words, one text a
    /// step apart by [`super::text::SEPARATOR`]. Kept if the steps read and the counts agree.
    pub fn ready(&mut self, lang: &str, id: &str, steps: &str, texts: &str) -> Ready {
        let (Some(lang), Some(id)) = (Lang::from_tag(lang), ashtapada_learn::known_course(id))
        else {
            return Ready::Ignored;
        };
        let texts: Vec<String> = texts
            .split(super::text::SEPARATOR)
            .map(str::to_string)
            .collect();
        match ashtapada_learn::file::read_course(steps) {
            Ok(steps) if steps.len() == texts.len() && !steps.is_empty() => {
                self.progress.set_total(id, steps.len());
                self.texts = Some(Texts {
                    lang,
                    id,
                    steps,
                    texts,
                });
                if self.wanted == Some(id) {
                    self.wanted = None;
                    return Ready::Open(id);
                }
                Ready::Kept
            }
            _ => {
                self.wanted = None;
                Ready::Unreadable
            }
        }
    }

    /// The current step's text, once the worker wrote it in `lang`.
    pub(crate) fn text(&self, lang: Lang) -> Option<&str> {
        let learning = self.learning.as_ref()?;
        match &self.texts {
            Some(t) if t.lang == lang && t.id == learning.course.id => {
                t.texts.get(learning.step).map(String::as_str)
            }
            _ => None,
        }
    }

    /// Step `step`'s title, the first line of its text, once the worker wrote it in `lang`.
    pub(crate) fn title(&self, lang: Lang, step: usize) -> Option<&str> {
        let learning = self.learning.as_ref()?;
        match &self.texts {
            Some(t) if t.lang == lang && t.id == learning.course.id => {
                t.texts.get(step)?.lines().next()
            }
            _ => None,
        }
    }

    /// Asks the extras worker for the course under way (or wanted) in `lang`, if its words are
    /// not here yet (once).
    pub(crate) fn want_texts(&mut self, lang: Lang, effects: &mut Vec<Effect>) {
        let Some(id) = self.learning.as_ref().map(|l| l.course.id).or(self.wanted) else {
            return;
        };
        let want = (lang, id);
        let have = self.texts.as_ref().map(|t| (t.lang, t.id));
        if have != Some(want) && self.asked != Some(want) {
            self.asked = Some(want);
            effects.push(Effect::LearnCourse {
                lang: want.0,
                course: want.1,
            });
        }
    }

    /// The course `id` and the step where the learner left it, if the extras worker sent it;
    /// else it is wanted (and opens when it comes, [`Ready::Open`]).
    pub(crate) fn course(&mut self, id: &str) -> Option<(Course, usize)> {
        let id = ashtapada_learn::known_course(id)?;
        let steps = match &self.texts {
            Some(t) if t.id == id => t.steps.clone(),
            _ => {
                self.wanted = Some(id);
                return None;
            }
        };
        let rules = ashtapada_rules::Ruleset::all()
            .iter()
            .copied()
            .find(|r| r.id == id)
            .or_else(|| ashtapada_learn::puzzle::ruleset(id))
            .or_else(|| steps.first().map(|s| s.start.rules()))?;
        let step = if ashtapada_learn::puzzle::ruleset(id).is_some() {
            // The puzzle left unsolved before a reload, or one at the player's rating.
            match self.progress.at() {
                Some((c, at)) if c == id && at < steps.len() && !self.progress.is_done(id, at) => {
                    at
                }
                _ => self.pick(id, &steps, None),
            }
        } else {
            self.progress.resume(id, steps.len())
        };
        Some((Course { id, rules, steps }, step))
    }

    /// The Puzzles step to serve next in course `id`: of those not solved yet (all of them once
    /// every one is), other than `not`, the one whose rating is nearest the player's.
    fn pick(&self, id: &str, steps: &[ashtapada_learn::Step], not: Option<usize>) -> usize {
        let rating = i32::from(self.progress.rating().rating);
        let mut best = (true, i32::MAX, 0);
        for (i, step) in steps.iter().enumerate() {
            let far = (i32::from(puzzle_rating(step).unwrap_or(0)) - rating).abs();
            let key = (self.progress.is_done(id, i), far, i);
            if Some(i) != not && key < best {
                best = key;
            }
        }
        best.2
    }

    /// The step after the one under way: the next lesson's, or for Puzzles the next puzzle at
    /// the player's rating.
    pub(crate) fn next(&self) -> Option<(Course, usize)> {
        let learning = self.learning.as_ref()?;
        let course = &learning.course;
        if ashtapada_learn::puzzle::ruleset(course.id).is_some() {
            let step = self.pick(course.id, &course.steps, Some(learning.step));
            return Some((course.clone(), step));
        }
        self.step(learning.step + 1)
    }

    /// Whether the course under way is one of the Puzzles section's.
    pub(crate) fn puzzles(&self) -> bool {
        self.course_id()
            .is_some_and(|id| ashtapada_learn::puzzle::ruleset(id).is_some())
    }

    /// Moves the rating after the first try of the puzzle under way (not again for a retry).
    fn rate(&mut self, solved: bool) {
        let Some(learning) = self.learning.as_ref() else {
            return;
        };
        let at = (learning.course.id, learning.step);
        let Some(rating) = learning.current().and_then(puzzle_rating) else {
            return;
        };
        if self.rated != Some(at) {
            self.rated = Some(at);
            self.progress.rate(rating, solved);
        }
    }

    /// The extras worker will not send course `id`: it is no longer waited for (a tab that
    /// came back to it after a reload shows the game), and the learner's next click on it asks
    /// the worker again. A lesson under way keeps its ask (its words in another language): no
    /// ask goes out again by itself.
    pub(crate) fn unanswered(&mut self, id: &str) {
        if self.wanted.is_some_and(|w| w == id) {
            self.wanted = None;
        }
        if self.learning.is_none() {
            self.asked = None;
        }
    }

    /// The course asked of the extras worker and not come yet.
    pub(crate) fn waiting(&self) -> Option<&'static str> {
        self.wanted
    }

    /// Step `step` of the course under way (`None` outside a lesson or past its end).
    pub(crate) fn step(&self, step: usize) -> Option<(Course, usize)> {
        let learning = self.learning.as_ref()?;
        (step < learning.course.steps.len()).then(|| (learning.course.clone(), step))
    }

    /// The number of the step under way.
    pub(crate) fn at(&self) -> Option<usize> {
        self.learning.as_ref().map(|l| l.step)
    }

    /// The ruleset of the course under way.
    pub(crate) fn rules(&self) -> Option<&'static ashtapada_rules::Ruleset> {
        self.learning.as_ref().map(|l| l.course.rules)
    }

    /// Shows step `step` of `course`: the session becomes the lesson's game, the game on
    /// screen put aside if a lesson was not already running. `false` if there is no such step.
    pub(crate) fn enter(
        &mut self,
        course: Course,
        step: usize,
        session: &mut Session,
        effects: &mut Vec<Effect>,
    ) -> bool {
        let Some(first) = course.steps.get(step) else {
            return false;
        };
        let lesson = Session::lesson(first.game(), session.prefs(), first.learner);
        let attempt = first.attempt();
        let parked = match self.learning.take() {
            Some(learning) => {
                *session = lesson;
                learning.parked
            }
            None => std::mem::replace(session, lesson),
        };
        self.progress.set_at(course.id, step);
        effects.push(Effect::SaveLearn(self.progress.write()));
        // A step chosen from the list under the board starts with the board in view.
        effects.push(Effect::Reveal("app"));
        self.learning = Some(Box::new(Learning {
            course,
            step,
            attempt,
            state: State::Playing,
            hint: None,
            off_road: false,
            played: Vec::new(),
            last_move: None,
            parked,
        }));
        true
    }

    /// Ends the lesson: the game put aside comes back into `session` (with the preferences
    /// changed meanwhile, but its own orientation). `false` outside a lesson.
    pub(crate) fn leave(&mut self, session: &mut Session) -> bool {
        let Some(learning) = self.learning.take() else {
            return false;
        };
        let mut parked = learning.parked;
        let prefs = session.prefs().clone();
        let orientation = parked.prefs().orientation;
        parked.set_prefs(|p| {
            *p = prefs;
            p.orientation = orientation;
        });
        *session = parked;
        true
    }

    /// The solution's next action as the hint's arrow, if the actions so far follow the
    /// solution; else the learner is told to retry.
    pub(crate) fn hint(&mut self, game: &ashtapada_rules::Game, effects: &mut Vec<Effect>) {
        let Some(learning) = self.learning.as_ref() else {
            return;
        };
        let Some(step) = learning.course.steps.get(learning.step) else {
            return;
        };
        let mut road = step.solution.iter().filter(|a| *a != "roll");
        let on_road = learning
            .played
            .iter()
            .all(|played| road.next() == Some(played));
        let next = road
            .next()
            .and_then(|text| ashtapada_learn::action_named(game, text));
        // A puzzle whose answer was shown was not solved.
        if on_road && next.is_some() && puzzle_rating(step).is_some() {
            self.rate(false);
            effects.push(Effect::SaveLearn(self.progress.write()));
        }
        let Some(learning) = self.learning.as_mut() else {
            return;
        };
        match (on_road, next) {
            (true, Some(action)) => {
                learning.hint = Some(Hint {
                    ply: game.actions().len(),
                    action,
                });
                learning.off_road = false;
            }
            (true, None) => {}
            (false, _) => learning.off_road = true,
        }
    }

    /// The lesson as the tests see it ([`crate::TestState`]).
    pub(crate) fn state(&self, session: &Session) -> Option<crate::test_state::LearnState> {
        let learning = self.learning.as_ref()?;
        let step = learning.current()?;
        let mut road = step.solution.iter().filter(|a| *a != "roll");
        let on_road = learning
            .played
            .iter()
            .all(|played| road.next() == Some(played));
        let next = if session.position().needs_roll() {
            Some("roll".to_string())
        } else {
            road.next().filter(|_| on_road).cloned()
        };
        Some(crate::test_state::LearnState {
            course: learning.course.id,
            step: learning.step,
            steps: learning.course.steps.len(),
            status: self.status(),
            next,
        })
    }

    /// Where the step stands, for the page's style: `playing`, `done`, `failed`, or empty
    /// outside a lesson (once a step ended, the turn and the die are no longer the learner's
    /// business and the panel hides them).
    pub(crate) fn status(&self) -> &'static str {
        match self.learning.as_ref().map(|l| &l.state) {
            None => "",
            Some(State::Playing) => "playing",
            Some(State::Done(_)) => "done",
            Some(State::Failed(_)) => "failed",
        }
    }

    /// The learner's last move, drawn on the board once the turn came back to him (the game
    /// then starts again from the new position, without that move in it).
    pub(crate) fn last_move(
        &self,
        game: &ashtapada_rules::Game,
    ) -> Option<(ashtapada_rules::Square, ashtapada_rules::Square)> {
        let learning = self.learning.as_ref()?;
        if !game.actions().is_empty() {
            return None;
        }
        learning.last_move
    }

    /// The lesson's hint, while it applies.
    pub(crate) fn arrow(&self, game: &ashtapada_rules::Game) -> Option<Hint> {
        let hint = self.learning.as_ref()?.hint?;
        (hint.ply == game.actions().len()).then_some(hint)
    }

    /// The stars still to reach and the pieces still to take, for the board.
    pub(crate) fn marks(&self, session: &Session) -> (Bitboard, Bitboard) {
        let Some(learning) = self.learning.as_ref() else {
            return (Bitboard::EMPTY, Bitboard::EMPTY);
        };
        let Some(step) = learning.current() else {
            return (Bitboard::EMPTY, Bitboard::EMPTY);
        };
        let targets = match step.goal {
            Goal::Capture(cells) => {
                let pos = session.position();
                Bitboard(cells.0 & pos.occupied().0 & !pos.army_cells(step.learner).0)
            }
            _ => Bitboard::EMPTY,
        };
        (learning.attempt.stars, targets)
    }

    /// After an action of the lesson's game: the goal, the moves left, the turn given back
    /// (then the session's game starts again from the new position: returns `true`, and the
    /// board's view must follow).
    pub(crate) fn after(&mut self, session: &mut Session, effects: &mut Vec<Effect>) -> bool {
        let Some(learning) = self.learning.as_mut() else {
            return false;
        };
        if learning.state != State::Playing {
            return false;
        }
        let Some(step) = learning.course.steps.get(learning.step) else {
            return false;
        };
        learning.hint = None;
        learning.off_road = false;
        let game = session.game();
        if let (Some(&action), Some(before)) =
            (game.actions().last(), game.positions().iter().rev().nth(1))
        {
            if !matches!(action, ashtapada_rules::Action::Roll(_)) {
                learning.played.push(write_action(before, action));
                // Kept, so that a reload plays them again (`App::start_course`).
                self.progress.set_played(&learning.played);
                effects.push(Effect::SaveLearn(self.progress.write()));
            }
        }
        match learning.attempt.after(step, session.game()) {
            Verdict::Going(None) => {}
            Verdict::Going(Some(next)) => {
                learning.last_move = game.actions().iter().rev().find_map(|a| match a {
                    ashtapada_rules::Action::Move(m) => Some((m.from, m.to)),
                    _ => None,
                });
                let game = step.resume(&learning.attempt, *next);
                session.set_game(game);
                return true;
            }
            Verdict::Done => {
                let events = session.game().events().last().cloned().unwrap_or_default();
                learning.state = State::Done(events);
                let (id, step) = (learning.course.id, learning.step);
                self.progress.mark(id, step);
                self.progress.set_played(&[]);
                self.rate(true);
                effects.push(Effect::SaveLearn(self.progress.write()));
            }
            Verdict::Failed(why) => {
                learning.state = State::Failed(why);
                // A failed step opens afresh.
                self.progress.set_played(&[]);
                // A puzzle missed shows its answer: the board goes back to the puzzle, with
                // the answer's arrow on it.
                let shown = match step.goal {
                    Goal::Answer(mv) => {
                        learning.hint = Some(Hint {
                            ply: 0,
                            action: ashtapada_rules::Action::Move(mv),
                        });
                        session.set_game(step.game());
                        true
                    }
                    _ => false,
                };
                self.rate(false);
                effects.push(Effect::SaveLearn(self.progress.write()));
                return shown;
            }
        }
        false
    }
}

#[cfg(test)]
#[path = "tests.rs"]
mod tests;
