//! The Learn section: a course per ruleset (and the common start), each step a short task on
//! the board ([`ashtapada_learn`] holds the courses and the rules of an attempt).
//!
//! While a lesson runs, the game on screen is put aside ([`Learning::parked`]) and the session
//! plays the lesson's game: the board, the clicks, the dice and the engine's refusals are the
//! game's own, so a lesson teaches exactly what a game does. Nothing of a lesson is saved but
//! the progress ([`progress`]); leaving it brings the game back as it was.
//!
//! The courses themselves come from the extras worker when one opens (their steps as text,
//! [`ashtapada_learn::file::write`], and their words), so that neither the lessons' data nor
//! the code that generates them weighs on the first load; the page reads them where they enter
//! ([`ashtapada_learn::file::read_course`]).

pub mod progress;
mod render;
#[cfg(test)]
mod tests;
pub mod text;

use ashtapada_i18n::Lang;
use ashtapada_learn::{Attempt, Course, Failure, Goal, Verdict};
use ashtapada_rules::record::write_action;
use ashtapada_rules::{Bitboard, Event};

use super::session::Session;
use super::{App, Dialog, Effect, Hint, Interaction};

/// Where a step stands.
#[derive(Debug, Clone, PartialEq)]
pub(super) enum State {
    /// The learner is at it.
    Playing,
    /// The goal was reached, with the events of the action that reached it (told in words).
    Done(Vec<Event>),
    /// The attempt failed; Retry starts it again.
    Failed(Failure),
}

/// A course as the extras worker sent it: its language, id, steps and a text a step.
#[derive(Debug, Clone)]
pub(super) struct Texts {
    pub(super) lang: Lang,
    pub(super) id: &'static str,
    pub(super) steps: Vec<ashtapada_learn::Step>,
    pub(super) texts: Vec<String>,
}

/// A course under way.
#[derive(Debug, Clone)]
pub(super) struct Learning {
    pub(super) course: Course,
    pub(super) step: usize,
    pub(super) attempt: Attempt,
    pub(super) state: State,
    /// The hint asked for: the solution's next action.
    pub(super) hint: Option<Hint>,
    /// Asked for a hint off the solution's road.
    pub(super) off_road: bool,
    /// The learner's actions so far but rolls, in record notation (to follow the solution).
    pub(super) played: Vec<String>,
    /// The learner's last move before the turn came back to him.
    pub(super) last_move: Option<(ashtapada_rules::Square, ashtapada_rules::Square)>,
    /// The game on screen before the lesson, given back when it ends.
    pub(super) parked: Session,
}

impl Learning {
    fn current(&self) -> Option<&ashtapada_learn::Step> {
        self.course.steps.get(self.step)
    }
}

impl App {
    /// The course under way, if any.
    pub fn learning(&self) -> bool {
        self.learning.is_some()
    }

    /// The learner's progress (for the Learn list).
    pub fn progress(&self) -> &progress::Progress {
        &self.progress
    }

    /// Tells the app the stored progress ([`progress::PROGRESS_KEY`]).
    pub fn set_progress(&mut self, text: &str) {
        self.progress = progress::Progress::read(text);
    }

    /// The extras worker's answer for a course: its steps as text and its words, one text a
    /// step apart by [`text::SEPARATOR`]. Kept if the steps read and the counts agree (else
    /// dropped, and the learner told); then the course asked for opens.
    pub fn learn_ready(&mut self, lang: &str, id: &str, steps: &str, texts: &str) {
        let (Some(lang), Some(id)) = (
            Lang::from_tag(lang),
            ashtapada_learn::course_ids().into_iter().find(|c| *c == id),
        ) else {
            return;
        };
        let texts: Vec<String> = texts.split(text::SEPARATOR).map(str::to_string).collect();
        match ashtapada_learn::file::read_course(steps) {
            Ok(steps) if steps.len() == texts.len() && !steps.is_empty() => {
                self.progress.set_total(id, steps.len());
                self.learn_texts = Some(Texts {
                    lang,
                    id,
                    steps,
                    texts,
                });
                if self.learn_wanted == Some(id) {
                    self.learn_wanted = None;
                    self.start_course(id);
                }
            }
            _ => {
                self.learn_wanted = None;
                self.toast(self.lang().learn_unreadable());
            }
        }
    }

    /// The current step's text, once the worker wrote it in the page's language.
    pub(super) fn learn_text(&self) -> Option<&str> {
        let learning = self.learning.as_ref()?;
        match &self.learn_texts {
            Some(t) if t.lang == self.lang() && t.id == learning.course.id => {
                t.texts.get(learning.step).map(String::as_str)
            }
            _ => None,
        }
    }

    /// Asks the extras worker for the course under way (or wanted) in the page's language, if
    /// its words are not here yet (once).
    pub(super) fn ask_learn_texts(&mut self) {
        let Some(id) = self
            .learning
            .as_ref()
            .map(|l| l.course.id)
            .or(self.learn_wanted)
        else {
            return;
        };
        let want = (self.lang(), id);
        let have = self.learn_texts.as_ref().map(|t| (t.lang, t.id));
        if have != Some(want) && self.learn_asked != Some(want) {
            self.learn_asked = Some(want);
            self.effects.push(Effect::LearnCourse {
                lang: want.0,
                course: want.1,
            });
        }
    }

    /// Opens a course where the learner left it; first asks the extras worker for it if it is
    /// not here (the course opens when it comes, [`App::learn_ready`]).
    pub(super) fn start_course(&mut self, id: &str) {
        let Some(id) = ashtapada_learn::course_ids().into_iter().find(|c| *c == id) else {
            return;
        };
        let steps = match &self.learn_texts {
            Some(t) if t.id == id => t.steps.clone(),
            _ => {
                self.learn_wanted = Some(id);
                return;
            }
        };
        let rules = ashtapada_rules::Ruleset::all()
            .iter()
            .copied()
            .find(|r| r.id == id)
            .or_else(|| steps.first().map(|s| s.start.rules()));
        let Some(rules) = rules else {
            return;
        };
        let course = Course { id, rules, steps };
        let step = self.progress.resume(id, course.steps.len());
        self.overlay.take_dialog();
        self.enter_step(course, step);
    }

    /// The course asked of the extras worker and not come yet.
    pub(super) fn learn_waiting(&self) -> Option<&'static str> {
        self.learn_wanted
    }

    /// Shows step `step` of `course`, the game put aside if a lesson was not already running.
    fn enter_step(&mut self, course: Course, step: usize) {
        let Some(first) = course.steps.get(step) else {
            return;
        };
        let game = first.game();
        let attempt = first.attempt();
        let learner = first.learner;
        self.cancel_bot();
        if self.review.take().is_some() {
            self.effects.push(Effect::CancelThink);
        }
        let lesson = Session::lesson(game, self.session.prefs(), learner);
        let parked = match self.learning.take() {
            Some(learning) => learning.parked,
            None => {
                // The game's news (a bot's pass) is not the lesson's.
                self.overlay.hide_toast();
                std::mem::replace(&mut self.session, lesson.clone())
            }
        };
        self.session = lesson;
        self.interaction = Interaction::default();
        self.overlay.show_result(false);
        self.progress.set_at(course.id, step);
        self.effects.push(Effect::SaveLearn(self.progress.write()));
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
    }

    /// Another step of the course under way.
    pub(super) fn learn_step(&mut self, step: usize) {
        if let Some(learning) = self.learning.as_ref() {
            let course = learning.course.clone();
            self.enter_step(course, step);
        }
    }

    /// The step again from its start.
    pub(super) fn learn_retry(&mut self) {
        if let Some(learning) = self.learning.as_ref() {
            let (course, step) = (learning.course.clone(), learning.step);
            self.enter_step(course, step);
        }
    }

    /// The next step (after the last: the course's end, shown by the panel).
    pub(super) fn learn_next(&mut self) {
        if let Some(learning) = self.learning.as_ref() {
            let (course, step) = (learning.course.clone(), learning.step + 1);
            if step < course.steps.len() {
                self.enter_step(course, step);
            }
        }
    }

    /// Ends the lesson: the game put aside comes back (with the preferences changed meanwhile,
    /// but its own orientation).
    pub(super) fn leave_learn(&mut self) {
        let Some(learning) = self.learning.take() else {
            return;
        };
        let mut parked = learning.parked;
        let prefs = self.session.prefs().clone();
        let orientation = parked.prefs().orientation;
        parked.set_prefs(|p| {
            *p = prefs;
            p.orientation = orientation;
        });
        self.session = parked;
        self.interaction = Interaction::default();
        self.interaction.imported();
        self.overlay.show_result(self.session.is_over());
    }

    /// The solution's next action as the hint's arrow, if the actions so far follow the
    /// solution; else the learner is told to retry.
    pub(super) fn learn_hint(&mut self) {
        let game = self.session.game();
        let Some(learning) = self.learning.as_mut() else {
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

    /// The lesson as the tests see it ([`crate::app::TestState`]).
    pub(super) fn learn_state(&self) -> Option<super::test_state::LearnState> {
        let learning = self.learning.as_ref()?;
        let step = learning.current()?;
        let mut road = step.solution.iter().filter(|a| *a != "roll");
        let on_road = learning
            .played
            .iter()
            .all(|played| road.next() == Some(played));
        let next = if self.session.position().needs_roll() {
            Some("roll".to_string())
        } else {
            road.next().filter(|_| on_road).cloned()
        };
        Some(super::test_state::LearnState {
            course: learning.course.id,
            step: learning.step,
            steps: learning.course.steps.len(),
            status: match learning.state {
                State::Playing => "playing",
                State::Done(_) => "done",
                State::Failed(_) => "failed",
            },
            next,
        })
    }

    /// Where the step stands, for the page's style: `playing`, `done`, `failed`, or empty
    /// outside a lesson (once a step ended, the turn and the die are no longer the learner's
    /// business and the panel hides them).
    pub(super) fn learn_status(&self) -> &'static str {
        match self.learning.as_ref().map(|l| &l.state) {
            None => "",
            Some(State::Playing) => "playing",
            Some(State::Done(_)) => "done",
            Some(State::Failed(_)) => "failed",
        }
    }

    /// The learner's last move, drawn on the board once the turn came back to him (the game
    /// then starts again from the new position, without that move in it).
    pub(super) fn learn_last_move(
        &self,
    ) -> Option<(ashtapada_rules::Square, ashtapada_rules::Square)> {
        let learning = self.learning.as_ref()?;
        if !self.session.game().actions().is_empty() {
            return None;
        }
        learning.last_move
    }

    /// The lesson's hint, while it applies.
    pub(super) fn learn_arrow(&self) -> Option<Hint> {
        let hint = self.learning.as_ref()?.hint?;
        (hint.ply == self.session.game().actions().len()).then_some(hint)
    }

    /// The stars still to reach and the pieces still to take, for the board.
    pub(super) fn learn_marks(&self) -> (Bitboard, Bitboard) {
        let Some(learning) = self.learning.as_ref() else {
            return (Bitboard::EMPTY, Bitboard::EMPTY);
        };
        let Some(step) = learning.current() else {
            return (Bitboard::EMPTY, Bitboard::EMPTY);
        };
        let targets = match step.goal {
            Goal::Capture(cells) => {
                let pos = self.session.position();
                Bitboard(cells.0 & pos.occupied().0 & !pos.army_cells(step.learner).0)
            }
            _ => Bitboard::EMPTY,
        };
        (learning.attempt.stars, targets)
    }

    /// After an action of the lesson's game: the goal, the moves left, the turn given back.
    pub(super) fn learn_after(&mut self) {
        let Some(learning) = self.learning.as_mut() else {
            return;
        };
        if learning.state != State::Playing {
            return;
        }
        let Some(step) = learning.course.steps.get(learning.step) else {
            return;
        };
        learning.hint = None;
        learning.off_road = false;
        let game = self.session.game();
        if let (Some(&action), Some(before)) =
            (game.actions().last(), game.positions().iter().rev().nth(1))
        {
            if !matches!(action, ashtapada_rules::Action::Roll(_)) {
                learning.played.push(write_action(before, action));
            }
        }
        match learning.attempt.after(step, self.session.game()) {
            Verdict::Going(None) => {}
            Verdict::Going(Some(next)) => {
                learning.last_move = game.actions().iter().rev().find_map(|a| match a {
                    ashtapada_rules::Action::Move(m) => Some((m.from, m.to)),
                    _ => None,
                });
                let game = step.resume(&learning.attempt, *next);
                self.session.set_game(game);
                self.interaction.imported();
            }
            Verdict::Done => {
                let events = self
                    .session
                    .game()
                    .events()
                    .last()
                    .cloned()
                    .unwrap_or_default();
                learning.state = State::Done(events);
                let (id, step) = (learning.course.id, learning.step);
                self.progress.mark(id, step);
                self.effects.push(Effect::SaveLearn(self.progress.write()));
            }
            Verdict::Failed(why) => learning.state = State::Failed(why),
        }
    }

    /// Opens the Learn list.
    pub(super) fn open_learn(&mut self) {
        self.overlay.open(Dialog::Learn);
    }

    /// Leaves the lesson for a new game of its ruleset: the new-game form, that ruleset chosen.
    pub(super) fn learn_play(&mut self) {
        let rules = self.learning.as_ref().map(|l| l.course.rules);
        self.leave_learn();
        self.command(super::Command::NewGame);
        if let Some(rules) = rules {
            self.command(super::Command::SetupRuleset(rules.base().id.to_string()));
        }
    }
}
