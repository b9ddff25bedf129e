//! The Learn list (a dialog: each course with its progress) and the lesson's panel (the step,
//! its text, what is left to do, Hint, Retry, Next, the steps).

use crate::command::LearnCommand;
use ashtapada_i18n::Lang;
use ashtapada_learn::{Failure, Goal};
use maud::html;

use super::progress;
use super::state::{Learn, State};
use super::text::course_name;
use crate::command::Command;
use crate::html::button;
use crate::session::Session;
use crate::text::sentence;

/// The Learn list: the common start, then each ruleset's course, with its steps done; then the
/// Puzzles section, with the player's rating and a course a ruleset. Written by the extras
/// worker, from the progress the page stores (the list's words stay out of the first load).
pub fn render_list(lang: Lang, progress: &progress::Progress) -> String {
    // A course's size is known once it was opened (the extras worker sends it).
    let courses: Vec<(&'static str, usize, Option<usize>)> = ashtapada_learn::course_ids()
        .into_iter()
        .map(|id| {
            let total = progress.total(id);
            let done = progress.count(id, total.unwrap_or(progress::MAX_STEPS));
            (id, done, total)
        })
        .collect();
    html! {
        h2 id="learn-title" { (lang.learn_courses_title()) }
        p class="muted" { (lang.learn_courses_intro()) }
        ul class="courses" {
            @for (id, done, total) in &courses {
                li class="course" {
                    span class="course-name" { (course_name(lang, id)) }
                    span class="muted small course-summary" {
                        @match ashtapada_rules::Ruleset::all().iter().find(|r| r.id == *id) {
                            Some(r) => (ashtapada_i18n::names::ruleset_summary(lang, r)),
                            None => (common_summary(lang)),
                        }
                    }
                    @if let Some(total) = total {
                        span class="muted small" { (lang.learn_course_steps(*done as i64, *total as i64)) }
                        progress max=(total) value=(done) {}
                    }
                    (button(Command::Learn(LearnCommand::Course(id.to_string())), match (*done, *total) {
                        (0, _) => lang.learn_start(),
                        (d, Some(t)) if d >= t => lang.learn_again(),
                        _ => lang.learn_continue(),
                    })
                    .id(format!("learn-{id}")))
                }
            }
        }
        h2 id="puzzles-title" { (lang.puzzles_title()) }
        p class="muted" { (lang.puzzles_intro()) }
        p id="puzzles-rating" { (rating_line(lang, progress.rating())) }
        ul class="courses" {
            @for id in ashtapada_learn::puzzle::COURSES {
                @if let Some(rules) = ashtapada_learn::puzzle::ruleset(id) {
                    li class="course" {
                        span class="course-name" { (ashtapada_i18n::names::ruleset_name(lang, rules)) }
                        @if let Some(total) = progress.total(id) {
                            span class="muted small" { (lang.puzzles_solved(progress.count(id, total) as i64, total as i64)) }
                        }
                        (button(Command::Learn(LearnCommand::Course(id.to_string())), lang.puzzles_solve())
                            .id(format!("learn-{id}")))
                    }
                }
            }
        }
        div class="buttons" { (button(Command::Close, lang.close()).id("learn-close")) }
    }
    .into_string()
}

impl Learn {
    /// The lesson's panel (empty when no lesson runs).
    pub(crate) fn render(&self, lang: Lang, session: &Session) -> String {
        let Some(learning) = self.learning.as_ref() else {
            return String::new();
        };
        let Some(step) = learning.current() else {
            return String::new();
        };
        let course = &learning.course;
        let rules = step.start.rules();
        let total = course.steps.len();
        let last = learning.step + 1 == total;
        let done = matches!(learning.state, State::Done(_));
        let moves_left = step.moves_left(&learning.attempt);
        let (stars, targets) = self.marks(session);
        let status = match &learning.state {
            State::Playing => {
                let left = match step.goal {
                    Goal::Stars(_) => Some(lang.learn_stars_left(i64::from(stars.count()))),
                    Goal::Capture(_) => Some(lang.learn_targets_left(i64::from(targets.count()))),
                    _ => None,
                };
                let moves = moves_left.map(|m| lang.learn_moves_left(i64::from(m)));
                match (left, moves) {
                    (Some(l), Some(m)) => format!("{l} · {m}"),
                    (Some(l), None) => l,
                    (None, Some(m)) => sentence(&m),
                    (None, None) => String::new(),
                }
            }
            State::Done(_) => lang.learn_done().into(),
            State::Failed(why) => failure(lang, *why).into(),
        };
        // The engine's own words for what the step's last action did (the rule at work).
        let told: Vec<String> = match &learning.state {
            State::Done(events) => events
                .iter()
                .filter(|e| !matches!(e, ashtapada_rules::Event::GameOver(_)))
                .map(|e| sentence(&ashtapada_i18n::text::event(lang, rules, e)))
                .collect(),
            _ => Vec::new(),
        };
        // A puzzle's text says its answer once tried (after `AFTER`).
        let puzzles = self.puzzles();
        let text = self
            .text(lang)
            .map(|t| match t.split_once(super::text::AFTER) {
                Some((before, _)) if learning.state == State::Playing => (before, ""),
                Some((before, after)) => (before, after),
                None => (t, ""),
            });
        html! {
            p class="learn-course" {
                @if puzzles {
                    strong { (lang.puzzles_title()) } " · " (course_name(lang, rules.id)) " · "
                    span id="learn-rating" { (rating_line(lang, self.progress.rating())) }
                } @else {
                    strong { (course_name(lang, course.id)) } " · "
                    (lang.learn_step_of(learning.step as i64 + 1, total as i64))
                }
            }
            // The step's title is its text's first line.
            h2 id="learn-step-title" { (self.title(lang, learning.step).unwrap_or_default()) }
            div class="learn-text" {
                @match text {
                    Some((before, after)) => {
                        @for line in before.lines().skip(1).chain(after.lines()) { p { (line) } }
                    }
                    None => p class="muted" { (lang.learn_loading()) }
                }
            }
            p id="learn-status" class={ "learn-status " (match learning.state {
                State::Playing => "playing",
                State::Done(_) => "done",
                State::Failed(_) => "failed",
            }) } role="status" { (status) }
            @for line in &told { p class="learn-event" { (line) } }
            @if learning.off_road { p class="muted" { (lang.learn_hint_retry()) } }
            @if done && last && !puzzles {
                p class="learn-end" { strong { (lang.learn_course_done(&course_name(lang, course.id))) } }
            }
            div class="buttons" {
                @if learning.state == State::Playing || !(done || puzzles) {
                    (button(Command::Learn(LearnCommand::Hint), lang.learn_hint()).id("learn-hint"))
                }
                // A missed puzzle goes on to the next: its answer is shown already.
                @if matches!(learning.state, State::Failed(_)) && !puzzles {
                    (button(Command::Learn(LearnCommand::Retry), lang.learn_retry())
                        .id("learn-retry")
                        .class("primary"))
                } @else {
                    (button(Command::Learn(LearnCommand::Retry), lang.learn_retry()).id("learn-retry"))
                }
                @if (done && !last) || (puzzles && learning.state != State::Playing) {
                    (button(Command::Learn(LearnCommand::Next), lang.learn_next())
                        .id("learn-next")
                        .class("primary"))
                }
                @if done && last && !puzzles {
                    (button(Command::Learn(LearnCommand::Play), lang.learn_play())
                        .id("learn-play")
                        .class("primary"))
                }
                (button(Command::Learn(LearnCommand::Leave), lang.learn_leave()).id("learn-leave"))
            }
            @if !puzzles { details class="learn-steps" {
                summary { (lang.learn_steps()) }
                ol {
                    @for i in 0..total {
                        li {
                            (button(Command::Learn(LearnCommand::Step(i)), &format!(
                                "{}{}",
                                if self.progress.is_done(course.id, i) { "✓ " } else { "" },
                                self.title(lang, i).unwrap_or_default()
                            ))
                            .current(i == learning.step))
                        }
                    }
                }
            } }
        }
        .into_string()
    }
}

/// The player's puzzle rating and streaks, in a line.
fn rating_line(lang: Lang, r: progress::Rating) -> String {
    lang.puzzles_rating(
        i64::from(r.best),
        &r.rating.to_string(),
        i64::from(r.streak),
    )
}

fn failure(lang: Lang, why: Failure) -> &'static str {
    match why {
        Failure::OutOfMoves => lang.learn_failed_moves(),
        Failure::GameOver => lang.learn_failed_over(),
        Failure::Stuck => lang.learn_failed_stuck(),
        Failure::NotBest => lang.learn_failed_not_best(),
    }
}

/// The common start's summary: its pieces by the names its board's ruleset gives them.
fn common_summary(lang: Lang) -> String {
    let Some(rules) = ashtapada_rules::Ruleset::by_id("chaturanga-v3") else {
        return String::new();
    };
    let name = |role| ashtapada_i18n::names::piece(lang, rules, role);
    use ashtapada_rules::Role;
    lang.learn_common_summary(name(Role::King), name(Role::Knight), name(Role::Rook))
}
