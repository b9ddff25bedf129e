//! The shipped puzzle sets as the Puzzles section plays them: every set reads as a course, each
//! puzzle a step whose answer solves it and whose other moves fail it; the course text
//! round-trips; a step whose answer is no legal move is refused where it enters.

use ashtapada_learn::puzzle::{self, Puzzle, COURSES, RATING_FLOOR};
use ashtapada_learn::puzzle::{parse_line, parse_set, PuzzleError, Theme};
use ashtapada_learn::{file, replay, Failure, Goal, Topic, Verdict};
use ashtapada_rules::record::write_action;
use ashtapada_rules::{fen, notation, Game, Position, Ruleset};

fn set(id: &str) -> String {
    let path = std::path::Path::new(env!("CARGO_MANIFEST_DIR"))
        .join("puzzles")
        .join(format!("{id}.txt"));
    std::fs::read_to_string(&path).unwrap_or_else(|e| panic!("{}: {e}", path.display()))
}

#[test]
fn every_set_is_a_course_whose_answers_solve_and_whose_other_moves_fail() {
    let mut ids: Vec<&str> = COURSES
        .iter()
        .map(|c| puzzle::ruleset(c).unwrap().id)
        .collect();
    let mut all = ashtapada_rules::record::ruleset_ids();
    ids.sort_unstable();
    all.sort_unstable();
    assert_eq!(ids, all, "a course a ruleset");
    for course in COURSES {
        let rules = puzzle::ruleset(course).expect(course);
        assert_eq!(puzzle::course_of(rules.id), Some(course));
        let (puzzles, text) = puzzle::course_text(&set(rules.id))
            .unwrap_or_else(|(line, e)| panic!("{course}, line {line}: {e}"));
        let steps = file::read_course(&text).unwrap_or_else(|e| panic!("{course}: {e}"));
        assert_eq!(steps.len(), puzzles.len());
        assert_eq!(
            file::write(&steps),
            text,
            "{course}: the course text round-trips"
        );
        let ratings: Vec<u16> = steps
            .iter()
            .map(|s| match s.topic {
                Topic::Rated(r) => r,
                other => panic!("{course}: {other:?}"),
            })
            .collect();
        assert!(
            ratings.windows(2).all(|w| w[0] <= w[1]),
            "{course}: in order"
        );
        assert!(ratings.iter().all(|&r| r >= RATING_FLOOR - 100));
        assert!(ratings.first() < ratings.last(), "{course}: ratings spread");
        for (p, step) in puzzles.iter().zip(&steps) {
            assert_eq!(step.goal, Goal::Answer(p.answer()));
            assert_eq!(step.start, *p.position());
            assert_eq!(
                replay(step, &step.solution),
                Ok(Verdict::Done),
                "{course}: {}",
                puzzle::write_line(p)
            );
        }
        // Every other move of a few puzzles fails them.
        for step in steps.iter().step_by(40) {
            let game = Game::from_position(step.start, 0);
            for action in game.legal_actions() {
                let text = write_action(&step.start, action);
                if Some(&text) == step.solution.first() {
                    continue;
                }
                // A decision other than a move (a pass, an offer) is no answer either.
                assert_eq!(
                    replay(step, std::slice::from_ref(&text)),
                    Ok(Verdict::Failed(Failure::NotBest)),
                    "{course}: {text}"
                );
            }
        }
    }
}

#[test]
fn a_quiet_answer_rates_higher_than_the_same_position_s_capture() {
    let pos = careless_knight();
    let take = notation::parse_move(&pos, "e6xd5").unwrap();
    let quiet = notation::parse_move(&pos, "h7-h6").unwrap();
    let take = Puzzle::new(pos, take).unwrap();
    let quiet = Puzzle::new(pos, quiet).unwrap();
    assert!(
        quiet.rating() > take.rating(),
        "{} {}",
        quiet.rating(),
        take.rating()
    );
}

#[test]
fn a_step_whose_answer_is_no_legal_move_is_refused() {
    let rules = Ruleset::by_id("chaturanga-v3").unwrap();
    let start = ashtapada_rules::fen::write(&ashtapada_rules::Position::start(rules));
    let text = |answer: &str| {
        format!(
            "rated 1000\nruleset chaturanga-v3\nposition {start}\ngoal answer {answer}\nmoves 1\n"
        )
    };
    assert!(file::read_course(&text("e2-e3")).is_ok());
    for bad in ["e2-e5", "e7-e6", "nonsense", ""] {
        let err = file::read_course(&text(bad)).expect_err(bad);
        assert_eq!(err.line, 4, "{bad}: {err}");
    }
    assert!(file::read_course("rated x\nruleset chaturanga-v3\n").is_err());
}

/// A careless knight: 1. e3 e6 2. Nc3 a6 3. Nd5, where the pawn on e6 alone takes it, for
/// nothing (the bots crate's tests find it by search).
fn careless_knight() -> Position {
    at("bRbNbAbFbKbAbNbR/1bPbPbP1bPbPbP/bP3bP3/3wN4/8/4wP3/wPwPwPwP1wPwPwP/wR1wAwFwKwAwNwR b - 1 5")
}

#[test]
fn each_wrong_field_is_named() {
    let pos = careless_knight();
    let fen = fen::write(&pos);
    let line = |r: &str, f: &str, a: &str, t: &str| format!("{r}\t{f}\t{a}\t{t}");
    assert_eq!(parse_line("a\tb"), Err(PuzzleError::Fields(2)));
    assert_eq!(
        parse_line(&line("nope", &fen, "e6xd5", "capture")),
        Err(PuzzleError::Ruleset("nope".into()))
    );
    assert!(matches!(
        parse_line(&line("chaturanga-v3", "8/8 x", "e6xd5", "capture")),
        Err(PuzzleError::Position(_))
    ));
    assert!(matches!(
        parse_line(&line("chaturanga-v3", &fen, "e6-e1", "capture")),
        Err(PuzzleError::Answer(_))
    ));
    assert_eq!(
        parse_line(&line("chaturanga-v3", &fen, "e6xd5", "promotion")),
        Err(PuzzleError::Theme("promotion".into()))
    );
    // A theme the answer has but the line leaves out is refused too: the set says them all.
    assert_eq!(
        parse_line(&line("chaturanga-v3", &fen, "e6xd5", "-")),
        Err(PuzzleError::Theme("-".into()))
    );
    assert_eq!(parse_line("# a comment"), Ok(None));
    assert_eq!(parse_line("   "), Ok(None));
    assert_eq!(
        parse_set(&format!(
            "# set\n{}\nbad",
            line("chaturanga-v3", &fen, "e6xd5", "capture")
        ))
        .map(|v| v.len()),
        Err((3, PuzzleError::Fields(1)))
    );
}

/// A two-handed position from `text` (the records' position format).
fn at(text: &str) -> Position {
    fen::parse(Ruleset::by_id("chaturanga-v3").unwrap(), text).expect(text)
}

#[test]
fn the_themes_escape_promotion_capture_and_rescue_on_small_positions() {
    // Black's king on e8, White's rook on e2: a step aside escapes, a step along the file stays
    // in the attack, and a king not attacked escapes nothing.
    let pos = at("4bK3/8/8/8/8/8/4wR3/4wK3 b - 0 1");
    let themes = |pos: &Position, text: &str| {
        Puzzle::new(*pos, notation::parse_move(pos, text).expect(text))
            .expect(text)
            .themes()
            .to_vec()
    };
    assert_eq!(themes(&pos, "Ke8-d8"), [Theme::Escape]);
    assert_eq!(themes(&pos, "Ke8-e7"), []);
    let quiet = at("4bK3/8/8/8/8/8/3wR4/4wK3 b - 0 1");
    assert_eq!(themes(&quiet, "Ke8-f8"), []);
    let pawn = at("4bK3/wP7/8/8/8/8/8/4wK3 w - 0 1");
    assert_eq!(themes(&pawn, "a7-a8=R"), [Theme::Promotion]);
    let take = at("4bK3/8/8/8/8/8/4bF3/4wK3 w - 0 1");
    assert_eq!(themes(&take, "Ke1xe2"), [Theme::Capture]);
    // A rook attacked by a rook steps off its file: rescued; along the file it is not.
    let rook = at("4bK3/8/4bR3/8/8/8/4wR3/wK7 w - 0 1");
    assert_eq!(themes(&rook, "Re2-d2"), [Theme::Rescue]);
    assert_eq!(themes(&rook, "Re2-e1"), []);
}
