//! The Learn list (a dialog: each course with its progress) and the lesson's panel (the step,
//! its text, what is left to do, Hint, Retry, Next, the steps).

use crate::command::LearnCommand;
use ashtapada_i18n::Lang;
use ashtapada_learn::{Failure, Goal};
use maud::html;

use super::progress;
use super::state::{Learn, State};
use super::text::{course_name, title};
use crate::command::Command;
use crate::html::button;
use crate::session::Session;
use crate::text::sentence;

impl Learn {
    /// The Learn list: the common start, then each ruleset's course, with its steps done.
    pub(crate) fn render_list(&self, lang: Lang) -> String {
        // A course's size is known once it was opened (the extras worker sends it).
        let courses: Vec<(&'static str, usize, Option<usize>)> = ashtapada_learn::course_ids()
            .into_iter()
            .map(|id| {
                let total = self.progress.total(id);
                let done = self
                    .progress
                    .count(id, total.unwrap_or(progress::MAX_STEPS));
                (id, done, total)
            })
            .collect();
        let waiting = self.waiting();
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
                        @if waiting == Some(*id) {
                            span class="muted small" role="status" { (lang.learn_loading()) }
                        } @else {
                            (button(Command::Learn(LearnCommand::Course(id.to_string())), match (*done, *total) {
                                (0, _) => lang.learn_start(),
                                (d, Some(t)) if d >= t => lang.learn_again(),
                                _ => lang.learn_continue(),
                            })
                            .id(format!("learn-{id}")))
                        }
                    }
                }
            }
            div class="buttons" { (button(Command::Close, lang.close()).id("learn-close")) }
        }
        .into_string()
    }

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
        let text = self.text(lang);
        html! {
            p class="learn-course" {
                strong { (course_name(lang, course.id)) } " · "
                (lang.learn_step_of(learning.step as i64 + 1, total as i64))
            }
            h2 id="learn-step-title" { (title(lang, rules, step.topic)) }
            div class="learn-text" {
                @match text {
                    Some(text) => { @for line in text.lines() { p { (line) } } }
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
            @if done && last {
                p class="learn-end" { strong { (lang.learn_course_done(&course_name(lang, course.id))) } }
            }
            div class="buttons" {
                @if !done {
                    (button(Command::Learn(LearnCommand::Hint), lang.learn_hint()).id("learn-hint"))
                }
                @if matches!(learning.state, State::Failed(_)) {
                    (button(Command::Learn(LearnCommand::Retry), lang.learn_retry())
                        .id("learn-retry")
                        .class("primary"))
                } @else {
                    (button(Command::Learn(LearnCommand::Retry), lang.learn_retry()).id("learn-retry"))
                }
                @if done && !last {
                    (button(Command::Learn(LearnCommand::Next), lang.learn_next())
                        .id("learn-next")
                        .class("primary"))
                }
                @if done && last {
                    (button(Command::Learn(LearnCommand::Play), lang.learn_play())
                        .id("learn-play")
                        .class("primary"))
                }
                (button(Command::Learn(LearnCommand::Leave), lang.learn_leave()).id("learn-leave"))
            }
            details class="learn-steps" {
                summary { (lang.learn_steps()) }
                ol {
                    @for (i, s) in course.steps.iter().enumerate() {
                        li {
                            (button(Command::Learn(LearnCommand::Step(i)), &format!(
                                "{}{}",
                                if self.progress.is_done(course.id, i) { "✓ " } else { "" },
                                title(lang, s.start.rules(), s.topic)
                            ))
                            .current(i == learning.step))
                        }
                    }
                }
            }
        }
        .into_string()
    }
}

fn failure(lang: Lang, why: Failure) -> &'static str {
    match why {
        Failure::OutOfMoves => lang.learn_failed_moves(),
        Failure::GameOver => lang.learn_failed_over(),
        Failure::Stuck => lang.learn_failed_stuck(),
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
