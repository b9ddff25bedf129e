//! Every course's steps, replayed with the engine: each step's position is legal for its
//! ruleset (the position reader took it), and its intended solution reaches its goal.

use ashtapada_learn::{course, course_ids, replay, Goal, Topic, Verdict};

#[test]
fn every_solution_reaches_its_goal() {
    for id in course_ids() {
        let course = course(id).unwrap_or_else(|| panic!("course {id}"));
        assert!(!course.steps.is_empty(), "{id} has no step");
        for (i, step) in course.steps.iter().enumerate() {
            assert!(!step.solution.is_empty(), "{id} step {i} has no solution");
            let verdict = replay(step, &step.solution)
                .unwrap_or_else(|e| panic!("{id} step {i} ({:?}): {e}", step.topic));
            assert_eq!(verdict, Verdict::Done, "{id} step {i} ({:?})", step.topic);
            // One action short of the solution, the goal is not reached yet.
            let short = &step.solution[..step.solution.len() - 1];
            let before = replay(step, short).unwrap();
            assert_ne!(
                before,
                Verdict::Done,
                "{id} step {i} is done before its last action"
            );
        }
    }
}

#[test]
fn every_piece_of_every_ruleset_has_its_two_steps() {
    for id in course_ids() {
        let course = course(id).unwrap();
        for role in ashtapada_learn::pieces::roles(course.rules) {
            let common = id != ashtapada_learn::COMMON
                && course.rules.geometry == ashtapada_rules::Geometry::Grid
                && ashtapada_learn::COMMON_ROLES.contains(&role);
            if common
                || (id == ashtapada_learn::COMMON && !ashtapada_learn::COMMON_ROLES.contains(&role))
            {
                continue;
            }
            for topic in [Topic::Moves(role), Topic::Captures(role)] {
                let step = course.steps.iter().find(|s| s.topic == topic);
                let step = step.unwrap_or_else(|| panic!("{id}: no {topic:?} step"));
                if let Goal::Stars(cells) = step.goal {
                    assert!(
                        cells.count() >= 2,
                        "{id} {topic:?}: {} stars",
                        cells.count()
                    );
                }
            }
        }
    }
}

/// A course's text (what the extras worker sends the page) reads back as the same steps.
#[test]
fn every_course_round_trips_through_its_text() {
    for id in course_ids() {
        let course = course(id).unwrap();
        let text = ashtapada_learn::course_text(id).unwrap();
        let read = ashtapada_learn::file::read_course(&text)
            .unwrap_or_else(|e| panic!("{id}: {e}\n{text}"));
        assert_eq!(read.len(), course.steps.len(), "{id}");
        for (a, b) in read.iter().zip(&course.steps) {
            assert_eq!(a.topic, b.topic, "{id}");
            assert_eq!(a.start, b.start, "{id}");
            assert_eq!(
                (a.learner, a.goal, a.moves, &a.rolls, a.seed, &a.solution),
                (b.learner, b.goal, b.moves, &b.rolls, b.seed, &b.solution),
                "{id}"
            );
        }
        assert_eq!(ashtapada_learn::file::write(&read), text, "{id}");
    }
}
