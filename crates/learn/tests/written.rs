//! The written lessons (`lessons/<ruleset>.txt`): every file reads, every course shows each of
//! its ruleset's special rules, its dice and a few puzzles, and every puzzle refuses a wrong try.

use ashtapada_learn::{course, file, replay, Failure, Goal, Rule, Topic, Verdict};
use ashtapada_rules::record::write_action;
use ashtapada_rules::{Ruleset, RulesetOption};

/// The ids of the lesson files: every ruleset, with its options.
fn file_ids() -> Vec<&'static str> {
    Ruleset::all_with_options().iter().map(|r| r.id).collect()
}

#[test]
fn every_lesson_file_reads() {
    for id in file_ids() {
        let rules = Ruleset::by_id(id).unwrap();
        let text = file::text(id).unwrap_or_else(|| panic!("{id} has no lesson file"));
        let steps = file::read(rules, text).unwrap_or_else(|e| panic!("{id}: {e}"));
        assert!(!steps.is_empty(), "{id}: no written step");
        for step in &steps {
            assert!(
                std::ptr::eq(step.start.rules(), rules),
                "{id}: a step of another ruleset"
            );
        }
    }
}

#[test]
fn every_course_shows_its_rules_its_dice_and_puzzles() {
    for rules in Ruleset::all() {
        let id = rules.id;
        let course = course(id).unwrap_or_else(|| panic!("course {id}"));
        for rule in Rule::of(rules) {
            assert!(
                course.steps.iter().any(|s| s.topic == Topic::Rule(rule)),
                "{id}: no scene for {rule:?}"
            );
        }
        for step in &course.steps {
            // Each written scene teaches one of the ruleset's own rules.
            if let Topic::Rule(rule) = step.topic {
                assert!(
                    Rule::of(rules).contains(&rule),
                    "{id}: a scene for {rule:?}, which it does not have"
                );
            }
            // Scenes and puzzles give the learner his roll: he starts with a move or a decision.
            if matches!(step.topic, Topic::Rule(_) | Topic::Puzzle(_)) {
                assert!(
                    !step.start.needs_roll(),
                    "{id} {:?}: the learner would roll first",
                    step.topic
                );
            }
        }
        let dice = rules.dice.is_some()
            || rules
                .with_option(RulesetOption::Dice)
                .is_some_and(|r| r.dice.is_some());
        let dice_steps = course
            .steps
            .iter()
            .filter(|s| s.topic == Topic::Dice)
            .count();
        if dice {
            assert_eq!(dice_steps, 1, "{id}: dice steps");
            for step in course.steps.iter().filter(|s| s.topic == Topic::Dice) {
                // The learner rolls every turn himself, from the step's seed.
                assert!(step.start.needs_roll(), "{id}: the dice step starts rolled");
                assert_eq!(step.goal, Goal::Turns(3), "{id}: the dice step's goal");
                assert!(step.rolls.is_empty(), "{id}: the dice step has fixed rolls");
            }
        } else {
            assert_eq!(dice_steps, 0, "{id}: a dice step without dice");
        }
        let puzzles: Vec<u8> = course
            .steps
            .iter()
            .filter_map(|s| match s.topic {
                Topic::Puzzle(n) => Some(n),
                _ => None,
            })
            .collect();
        assert!(
            (3..=5).contains(&puzzles.len()),
            "{id}: {} puzzles",
            puzzles.len()
        );
        let numbers: Vec<u8> = (1..=puzzles.len() as u8).collect();
        assert_eq!(puzzles, numbers, "{id}: the puzzles are numbered in order");
    }
}

#[test]
fn every_puzzle_refuses_a_wrong_try() {
    for rules in Ruleset::all() {
        let id = rules.id;
        let course = course(id).unwrap();
        for step in course.steps.iter() {
            let Topic::Puzzle(n) = step.topic else {
                continue;
            };
            assert_eq!(
                usize::from(step.moves),
                step.solution.len(),
                "{id} puzzle {n}: moves is the solution's length"
            );
            let game = step.game();
            let pos = game.position();
            let wrong = game
                .legal_actions()
                .into_iter()
                .map(|a| write_action(pos, a))
                .find(|a| *a != step.solution[0])
                .unwrap_or_else(|| panic!("{id} puzzle {n}: its solution is the only action"));
            let verdict = replay(step, std::slice::from_ref(&wrong))
                .unwrap_or_else(|e| panic!("{id} puzzle {n} ({wrong}): {e}"));
            assert_ne!(verdict, Verdict::Done, "{id} puzzle {n}: {wrong} solves it");
            if step.moves == 1 {
                assert_eq!(
                    verdict,
                    Verdict::Failed(Failure::OutOfMoves),
                    "{id} puzzle {n} ({wrong})"
                );
            }
        }
    }
}
