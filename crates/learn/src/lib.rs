//! # ashtapada-learn
//!
//! The lessons of the Learn section: for each ruleset a course of steps (its pieces, its dice,
//! each of its special rules on a real position, then a few puzzles), and the rules of an
//! attempt at a step (which cells are still starred, how many moves are left, whether the goal
//! was reached).
//!
//! Everything here is data the engine checks:
//! * the piece steps are generated from the ruleset's own movement ([`pieces`]), so a lesson
//!   can never disagree with the engine: the stars are cells the piece reaches by legal moves;
//! * the scenes and puzzles are written in `lessons/<ruleset>.txt` ([`file`](mod@file)):
//!   positions in the project's position format, the learner's seat, fixed rolls, the goal and
//!   the intended solution, and the tests replay every solution with the engine.
//!
//! No words live here: a step says what it teaches ([`Topic`]) and the web crate puts that in
//! French or English.
//!
//! The root holds the courses; what a step is ([`Step`], [`Goal`]…) and the rules of an attempt
//! ([`Attempt`], [`replay`]…) are written in modules of their own, below the piece steps and the
//! lesson files that use them, and re-exported here.

#![warn(missing_docs)]

mod attempt;
pub mod file;
pub mod pieces;
pub mod puzzle;
mod step;

pub use attempt::{action_named, hand_back, replay, Attempt, Failure, Verdict};
pub use step::{EventGoal, Goal, Rule, Step, Topic};

use ashtapada_rules::{Role, Ruleset};

/// A course: a ruleset's steps in order (or the common start's).
#[derive(Clone, Debug)]
pub struct Course {
    /// `common` or the ruleset's id.
    pub id: &'static str,
    /// The ruleset it teaches (the common start teaches on two-handed Chaturanga's board).
    pub rules: &'static Ruleset,
    /// The steps.
    pub steps: Vec<Step>,
}

/// The id of the common start's course.
pub const COMMON: &str = "common";

/// The pieces the common start teaches: they move alike on every square board.
pub const COMMON_ROLES: [Role; 3] = [Role::King, Role::Rook, Role::Knight];

/// The course ids, in the order the Learn list shows them: the common start, then each
/// ruleset.
pub fn course_ids() -> Vec<&'static str> {
    std::iter::once(COMMON)
        .chain(Ruleset::all().iter().map(|r| r.id))
        .collect()
}

/// The known course id equal to `id`: a lesson course's ([`course_ids`]) or a Puzzles
/// course's ([`puzzle::COURSES`]).
pub fn known_course(id: &str) -> Option<&'static str> {
    if let Some(c) = puzzle::COURSES.into_iter().find(|c| *c == id) {
        return Some(c);
    }
    if id == COMMON {
        return Some(COMMON);
    }
    Ruleset::all().iter().find(|r| r.id == id).map(|r| r.id)
}

/// The course with this id.
pub fn course(id: &str) -> Option<Course> {
    if id == COMMON {
        let rules = Ruleset::by_id("chaturanga-v3")?;
        let steps = COMMON_ROLES
            .iter()
            .flat_map(|&role| pieces::steps(rules, role))
            .collect();
        return Some(Course {
            id: COMMON,
            rules,
            steps,
        });
    }
    let rules = Ruleset::all().iter().copied().find(|r| r.id == id)?;
    let mut steps: Vec<Step> = pieces::roles(rules)
        .into_iter()
        .filter(|role| {
            rules.geometry == ashtapada_rules::Geometry::Circle || !COMMON_ROLES.contains(role)
        })
        .flat_map(|role| pieces::steps(rules, role))
        .collect();
    steps.extend(file::lessons(rules.id).unwrap_or_default());
    // A ruleset played with an option (v1 with dice) teaches it in the same course.
    for option in rules.offered_options() {
        if let Some(child) = rules.with_option(option) {
            steps.extend(file::lessons(child.id).unwrap_or_default());
        }
    }
    Some(Course {
        id: rules.id,
        rules,
        steps,
    })
}

/// A course as text ([`file::write`]): what the extras worker sends the page, which reads it
/// with [`file::read_course`].
pub fn course_text(id: &str) -> Option<String> {
    Some(file::write(&course(id)?.steps))
}
