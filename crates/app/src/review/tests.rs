//! The game review, with the worker's own code answering its requests natively.

use crate::command::{Decision, Nav, ReviewCommand};
use crate::test_util::*;
use ashtapada_bots::NoClock;
use ashtapada_worker::WorkerState;

/// Carries out the review's requests with the worker's logic until it is done; returns how many
/// it asked.
fn run_review(app: &mut App, worker: &mut WorkerState) -> usize {
    let mut asked = 0;
    for _ in 0..2_000 {
        let request = app.take_effects().into_iter().find_map(|e| match e {
            Effect::Think { request, .. } => Some(request),
            _ => None,
        });
        let Some(request) = request else {
            break;
        };
        asked += 1;
        match worker.handle(request, &NoClock) {
            Reply::Action {
                id, action, score, ..
            } => app.worker_answer(id, action, score),
            other => panic!("{other:?}"),
        }
    }
    asked
}

/// A short Chaturanga game of careless moves (each the seventh-next legal one): the review
/// judges every position with the hard bot's node budget, the same values every run (pinned),
/// and marks the moves that lost the most with the bot's better choice, drawn as an arrow on
/// the position before it.
#[test]
fn a_review_judges_every_position_and_marks_the_moves_that_lost_most() {
    let mut app = app("chaturanga-v3", &humans(2), 3);
    for i in 0..8 {
        let legal = app.game().legal_actions();
        let action = legal[(i * 7 + 3) % legal.len()];
        let text = record::write_action(app.game().position(), action);
        app.command(Command::TypedMove(text));
    }
    assert_eq!(app.game().actions().len(), 8);
    assert!(app.can_review());
    app.command(Command::Review(ReviewCommand::Start));
    let screen = app.screen();
    assert!(!screen.is_hidden("review-section"));
    assert!(screen.get("review").contains("Reviewing: 0 of 9 positions"));
    let mut worker = WorkerState::new();
    assert_eq!(
        run_review(&mut app, &mut worker),
        9,
        "one request per position"
    );
    let review = app.review().expect("a review");
    assert!(review.done());
    let values: Vec<i32> = review.values().into_iter().map(|v| v.unwrap()).collect();
    // The same values with a new worker: a review is reproducible.
    let mut again = app.clone();
    again.command(Command::Review(ReviewCommand::Stop));
    again.command(Command::Review(ReviewCommand::Start));
    run_review(&mut again, &mut WorkerState::new());
    let repeat: Vec<i32> = again
        .review()
        .unwrap()
        .values()
        .into_iter()
        .map(|v| v.unwrap())
        .collect();
    assert_eq!(values, repeat);
    assert_eq!(values, PINNED, "the review's values moved: {values:?}");
    let body = app.screen().get("review").to_string();
    assert!(body.contains("<polyline class=\"chances\""), "{body}");
    assert!(
        body.matches("data-cmd=\"view\"").count() >= 9,
        "a point per position"
    );
    // Choosing a point shows its position; the arrow shows the better move before a mistake.
    let mistakes = review.mistakes();
    assert!(!mistakes.is_empty(), "the careless moves lost something");
    assert_marks_sit_on_the_line(&body, mistakes.len());
    if let Some(mistake) = mistakes.first() {
        let (ply, best) = (mistake.ply, mistake.best);
        assert!(mistake.lost() >= crate::review::MARK_FROM);
        assert!(mistake.before > mistake.after);
        app.command(Command::Nav(Nav::View(ply)));
        let Action::Move(m) = best else {
            panic!("a move: {best:?}")
        };
        assert_eq!(app.board_view().hint, Some((m.from, m.to)));
        assert!(body.contains("the bot preferred"), "{body}");
        // Its cost in the chart's unit, for the mover's team: from one chance to a lower one.
        let from = crate::review::percent(mistake.before);
        let to = crate::review::percent(mistake.after);
        assert!(
            body.contains(&format!("fell from {from}% to {to}%")),
            "{body}"
        );
    }
}

/// Each mistake has a round mark drawn in HTML over the chart (an SVG circle would stretch with
/// the chart into a flat ellipse), placed on the chart's line: at the point after the mistake,
/// in percents of the view box.
fn assert_marks_sit_on_the_line(body: &str, mistakes: usize) {
    assert!(!body.contains("<circle"), "{body}");
    let between = |s: &str, a: &str, b: &str| -> String {
        let from = s.find(a).map(|i| i + a.len()).unwrap_or(s.len());
        s[from..].split(b).next().unwrap_or("").to_string()
    };
    let points: Vec<(f64, f64)> = between(body, "<polyline class=\"chances\" points=\"", "\"")
        .split_whitespace()
        .filter_map(|p| {
            let (x, y) = p.split_once(',')?;
            Some((x.parse().ok()?, y.parse().ok()?))
        })
        .collect();
    let width = between(body, "viewBox=\"-5 -20 ", " ")
        .parse::<f64>()
        .unwrap_or(0.0);
    let marks: Vec<&str> = body.split("<span class=\"mistake\"").skip(1).collect();
    assert_eq!(marks.len(), mistakes, "a mark a mistake: {body}");
    for mark in marks {
        let left: f64 = between(mark, "left:", "%").parse().unwrap_or(-1.0);
        let top: f64 = between(mark, "top:", "%").parse().unwrap_or(-1.0);
        let on_line = points.iter().any(|&(x, y)| {
            ((x + 5.0) / width * 100.0 - left).abs() < 0.01
                && ((y + 20.0) / 1040.0 * 100.0 - top).abs() < 0.01
        });
        assert!(
            on_line,
            "a mark at {left}%, {top}% is off the line {points:?}"
        );
    }
}

/// The values of the game above, pinned (the hard bot at the review's node budget).
const PINNED: [i32; 9] = [10, 0, 11, 5, 9, -124, 2, -124, -5];

/// The review stops on request; a new move makes it stale (it is of the game as it was).
#[test]
fn a_review_stops_and_goes_stale_when_the_game_moves_on() {
    let mut app = app("chaturanga-v3", &humans(2), 3);
    app.command(Command::TypedMove("e2-e3".into()));
    app.command(Command::Review(ReviewCommand::Start));
    assert!(app
        .take_effects()
        .iter()
        .any(|e| matches!(e, Effect::Think { .. })));
    app.command(Command::Review(ReviewCommand::Stop));
    assert!(app.review().is_none());
    assert!(app.screen().is_hidden("review-section"));
    app.command(Command::Review(ReviewCommand::Start));
    run_review(&mut app, &mut WorkerState::new());
    assert!(app.review().is_some());
    app.command(Command::TypedMove("e7-e6".into()));
    assert!(app.review().is_none(), "a review of the game before");
}

/// In a dice game the bot judges only decisions: positions before a roll, or with one action,
/// are not asked about, and the chart carries the last judgement over them.
#[test]
fn a_dice_game_review_judges_decisions_only() {
    let mut app = app("chaturaji", &humans(4), 5);
    for i in 0..24 {
        let legal = app.game().legal_actions();
        let action = legal[(i * 5 + 1) % legal.len()];
        match action {
            Action::Roll(_) => app.command(Command::Decide(Decision::Roll)),
            Action::Pass => app.command(Command::Decide(Decision::Pass)),
            a => {
                let text = record::write_action(app.game().position(), a);
                app.command(Command::TypedMove(text));
            }
        }
    }
    let plies = app.game().actions().len();
    app.command(Command::Review(ReviewCommand::Start));
    let asked = run_review(&mut app, &mut WorkerState::new());
    let review = app.review().expect("a review");
    assert!(review.done());
    assert!(
        asked > 0 && asked < plies,
        "{asked} of {plies} positions asked about"
    );
    let values = review.values();
    let positions = app.game().positions();
    for i in 1..values.len() {
        if positions[i].needs_roll() {
            assert_eq!(values[i], values[i - 1], "carried over the roll at {i}");
        }
    }
}
