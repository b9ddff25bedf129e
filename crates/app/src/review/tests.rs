//! The game review, with the worker's own code answering its requests natively.

use crate::command::PrefCommand;
use crate::command::{Decision, Nav, ReviewCommand};
use crate::review::Mark;
use crate::test_util::*;
use ashtapada_bots::NoClock;
use ashtapada_i18n::Lang;
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
                id,
                action,
                score,
                played,
                ..
            } => app.worker_answer(id, action, score, played),
            other => panic!("{other:?}"),
        }
    }
    asked
}

/// A short Chaturanga game of careless moves (each the seventh-next legal one): the review
/// judges every position with the hard bot's node budget, the same values every run (pinned),
/// and marks the decisions that lost chances, each with the bot's better choice, drawn as an
/// arrow on the position before it.
#[test]
fn a_review_judges_every_position_and_marks_the_decisions_that_lost_chances() {
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
    // Choosing a point shows its position; the arrow shows the better move before a mark.
    let marks = review.marks();
    assert!(!marks.is_empty(), "the careless moves lost something");
    assert_marks_sit_on_the_line(&body, marks.len());
    if let Some(mistake) = marks.iter().max_by_key(|m| m.loss) {
        let (ply, best) = (mistake.ply, mistake.best);
        assert!(mistake.loss >= review.thresholds().inaccuracy);
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

/// Each mark has a round dot drawn in HTML over the chart (an SVG circle would stretch with the
/// chart into a flat ellipse), placed on the chart's line: at the point after the marked
/// decision, in percents of the view box.
fn assert_marks_sit_on_the_line(body: &str, marks: usize) {
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
    let dots: Vec<&str> = body.split("<span class=\"mark ").skip(1).collect();
    assert_eq!(dots.len(), marks, "a dot a mark: {body}");
    for mark in dots {
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
const PINNED: [i32; 9] = [0, 10, 10, 5, -1, -124, -3, -130, -5];

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

/// What the scripted bot says at a position: its choice, its value and the played action's.
type Said = (Action, i32, Option<i32>);

/// Answers the review's requests from a script, as the worker would: `script` gets the position
/// a request is about (its number of actions) and answers for it; where it answers `None`, the
/// bot agrees with the action played (no loss), at `0`. Returns the positions asked about.
fn script_review(app: &mut App, script: &dyn Fn(usize) -> Option<Said>) -> Vec<usize> {
    let mut asked = Vec::new();
    for _ in 0..2_000 {
        let request = app.take_effects().into_iter().find_map(|e| match e {
            Effect::Think { request, .. } => Some(request),
            _ => None,
        });
        let Some(Request::Think {
            id, game, judge, ..
        }) = request
        else {
            break;
        };
        let at = game.actions.len();
        assert_eq!(
            judge,
            app.game().actions().get(at).map(|&a| WireAction::from(a)),
            "the review asks about the action played at {at}"
        );
        asked.push(at);
        let (best, score, played) = script(at).unwrap_or_else(|| {
            let played = app.game().actions().get(at).copied();
            let best = played.unwrap_or_else(|| legal_at(&app.game().positions()[at])[0]);
            (best, 0, Some(0))
        });
        app.worker_answer(id, best.into(), score, played);
    }
    asked
}

/// Plays the legal move from `from` to `to` (cell names) as a person types it.
fn play(app: &mut App, from: &str, to: &str) {
    let (from, to) = (sq(app, from), sq(app, to));
    let action = app
        .game()
        .legal_actions()
        .into_iter()
        .find(|a| matches!(a, Action::Move(m) if m.from == from && m.to == to))
        .unwrap_or_else(|| panic!("no move {from:?}-{to:?}"));
    let text = record::write_action(app.game().position(), action);
    app.command(Command::TypedMove(text));
}

/// The legal actions at a position.
fn legal_at(pos: &ashtapada_rules::Position) -> Vec<Action> {
    let mut out = Vec::new();
    pos.legal_actions(&mut out);
    out
}

/// A legal move other than `not` at the position after `ply` actions.
fn other_move(app: &App, ply: usize, not: Action) -> Action {
    legal_at(&app.game().positions()[ply])
        .into_iter()
        .find(|&a| a != not && matches!(a, Action::Move(_)))
        .expect("another move")
}

/// A Chaturanga game where White's third action puts the horse where a pawn takes it (c3-d5,
/// and e6xd5): scripted as the bot judges it, the horse's loss (a mistake's worth and more)
/// earns that decision a blunder, and no other decision a mark; the test hook lists it.
#[test]
fn a_decision_that_leaves_a_piece_hanging_is_marked_a_blunder() {
    let mut app = app("chaturanga-v3", &humans(2), 3);
    play(&mut app, "b1", "c3");
    play(&mut app, "e7", "e6");
    play(&mut app, "c3", "d5");
    play(&mut app, "e6", "d5");
    app.command(Command::Review(ReviewCommand::Start));
    let played = app.game().actions()[2];
    let better = other_move(&app, 2, played);
    // The horse is worth about three pawns: an even game before, lost after.
    let asked = script_review(&mut app, &|at| {
        (at == 2).then_some((better, 10, Some(-320)))
    });
    assert!(asked.contains(&2), "{asked:?}");
    let review = app.review().expect("a review");
    assert!(review.done());
    let marks = review.marks();
    assert_eq!(marks.len(), 1, "{marks:?}");
    assert_eq!((marks[0].ply, marks[0].mark), (2, Some(Mark::Blunder)));
    assert_eq!(marks[0].best, better);
    assert_eq!(review.mark_of(2), Some(Mark::Blunder));
    assert_eq!(review.mark_of(3), None);
    assert_eq!(
        app.test_state().marks,
        vec![crate::MarkState {
            ply: 2,
            mark: "blunder"
        }]
    );
    let body = app.screen().get("review").to_string();
    assert!(body.contains("<span class=\"mark blunder\""), "{body}");
    assert!(
        body.contains("blunder: the chances of White fell from 53% to 16%"),
        "{body}"
    );
    assert!(
        body.contains("<span class=\"glyph blunder\" aria-hidden=\"true\">??</span>"),
        "{body}"
    );
    // The move list marks the same action (ply 3 on screen), and no other.
    let moves = app.screen().get("moves").to_string();
    let at = moves.find("id=\"ply-3\"").expect("the third action");
    let next = moves.find("id=\"ply-4\"").expect("the fourth");
    assert!(moves[at..next].contains("glyph blunder"), "{moves}");
    assert_eq!(moves.matches("class=\"glyph").count(), 1, "{moves}");
}

/// The same hanging horse judged by the hard bot itself (the worker's code, natively, at the
/// review's node budget): a mistake or a blunder, and the bot would have played otherwise.
#[test]
fn the_hard_bot_marks_a_hanging_piece_a_mistake_or_a_blunder() {
    let mut app = app("chaturanga-v3", &humans(2), 3);
    play(&mut app, "b1", "c3");
    play(&mut app, "e7", "e6");
    play(&mut app, "c3", "d5");
    play(&mut app, "e6", "d5");
    app.command(Command::Review(ReviewCommand::Start));
    run_review(&mut app, &mut WorkerState::new());
    let review = app.review().expect("a review");
    let hanging = review
        .decisions()
        .into_iter()
        .find(|d| d.ply == 2)
        .expect("the horse's move weighed");
    assert!(
        matches!(hanging.mark, Some(Mark::Mistake | Mark::Blunder)),
        "{hanging:?}"
    );
    assert_ne!(hanging.best, app.game().actions()[2]);
}

/// Chaturaji: a roll that ruins a seat's chances (the chart falls across it) is no
/// mark, and the best action after it is none either, nor an action the bot values as much as
/// its own choice; only the decision that lost against the bot's choice is marked.
#[test]
fn a_bad_roll_followed_by_the_best_action_gets_no_mark() {
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
    // The decisions after rolls: the first ruined by its roll (best action played), the second
    // as ruined with an action other than the bot's but as good by its judgement.
    let positions = app.game().positions().to_vec();
    let after_roll: Vec<usize> = (1..app.game().actions().len())
        .filter(|&i| {
            matches!(app.game().actions()[i - 1], Action::Roll(_))
                && legal_at(&positions[i]).len() > 1
        })
        .collect();
    assert!(
        after_roll.len() >= 3,
        "{after_roll:?} {:?}",
        app.game().actions()
    );
    let (ruined, as_good, lost) = (after_roll[0], after_roll[1], after_roll[2]);
    let played = |i: usize| app.game().actions()[i];
    let other = |i: usize| other_move(&app, i, played(i));
    let script = {
        let (p_ruined, o_as_good, o_lost) = (played(ruined), other(as_good), other(lost));
        move |at: usize| -> Option<Said> {
            if at == ruined {
                Some((p_ruined, -400, Some(-400)))
            } else if at == as_good {
                Some((o_as_good, -400, Some(-400)))
            } else if at == lost {
                Some((o_lost, 0, Some(-400)))
            } else {
                None
            }
        }
    };
    app.command(Command::Review(ReviewCommand::Start));
    let asked = script_review(&mut app, &script);
    let review = app.review().expect("a review");
    assert!(review.done());
    // The rolls are not asked about, and the chart falls across the ruinous roll.
    for &at in &asked {
        let legal = legal_at(&positions[at]);
        assert!(
            legal.iter().any(|a| !matches!(a, Action::Roll(_))),
            "a roll asked about at {at}"
        );
    }
    let values = review.values();
    let fall = values[ruined]
        .zip(values[ruined - 1])
        .map(|(a, b)| a.abs_diff(b));
    assert_eq!(fall, Some(400), "the chart across the roll: {values:?}");
    let marks: Vec<(usize, Option<Mark>)> =
        review.marks().iter().map(|m| (m.ply, m.mark)).collect();
    assert_eq!(marks, vec![(lost, Some(Mark::Blunder))]);
    assert!(review
        .decisions()
        .iter()
        .any(|d| d.ply == ruined && d.loss == 0));
    assert!(review
        .decisions()
        .iter()
        .any(|d| d.ply == as_good && d.loss == 0));
}

/// Dice rulesets get the wider thresholds, the dice-free ones the narrower; each kind's marks
/// begin where its thresholds say, the least loss first.
#[test]
fn the_thresholds_are_wider_with_dice_and_mark_from_where_they_begin() {
    use crate::review::Thresholds;
    for id in ["chaturanga-v3", "chaturanga-v1"] {
        let rules = Ruleset::by_id(id).unwrap();
        assert_eq!(Thresholds::of(rules), Thresholds::DICE_FREE, "{id}");
    }
    for id in ["chaturaji", "chaturanga-v1+dice"] {
        let rules = Ruleset::by_id(id).unwrap();
        assert_eq!(Thresholds::of(rules), Thresholds::DICE, "{id}");
    }
    let (free, dice) = (Thresholds::DICE_FREE, Thresholds::DICE);
    assert!(dice.inaccuracy > free.inaccuracy);
    assert!(dice.mistake > free.mistake);
    assert!(dice.blunder > free.blunder);
    for t in [free, dice] {
        assert!(t.inaccuracy < t.mistake && t.mistake < t.blunder);
        assert_eq!(t.mark(t.inaccuracy - 1), None);
        assert_eq!(t.mark(t.inaccuracy), Some(Mark::Inaccuracy));
        assert_eq!(t.mark(t.mistake - 1), Some(Mark::Inaccuracy));
        assert_eq!(t.mark(t.mistake), Some(Mark::Mistake));
        assert_eq!(t.mark(t.blunder - 1), Some(Mark::Mistake));
        assert_eq!(t.mark(t.blunder), Some(Mark::Blunder));
    }
}

/// Six scripted decisions of a Chaturanga game: White loses 0, 250 and 125 thousandths (a mistake
/// and an inaccuracy), Black 375, 0 and 0 (a blunder); the summary counts them a seat a row,
/// with each seat's average loss in points of winning chance (12.5 and 12.5).
#[test]
fn the_summary_counts_each_seats_marks_and_its_average_loss() {
    let mut app = app("chaturanga-v3", &humans(2), 3);
    for (from, to) in [
        ("e2", "e3"),
        ("e7", "e6"),
        ("d2", "d3"),
        ("d7", "d6"),
        ("a2", "a3"),
        ("a7", "a6"),
    ] {
        play(&mut app, from, to);
    }
    app.command(Command::Review(ReviewCommand::Start));
    let others: Vec<Action> = (0..6)
        .map(|i| other_move(&app, i, app.game().actions()[i]))
        .collect();
    // From an even game (0: a chance of ½): −150 is ¼, −50 is ⅜, −450 is ⅛.
    let played = [None, Some(-450), Some(-150), None, Some(-50), None];
    script_review(&mut app, &|at| {
        played
            .get(at)
            .copied()
            .flatten()
            .map(|p| (others[at], 0, Some(p)))
    });
    let review = app.review().expect("a review");
    let losses: Vec<i32> = review.decisions().iter().map(|d| d.loss).collect();
    assert_eq!(losses, [0, 375, 250, 0, 125, 0]);
    let rows: Vec<(u8, usize, usize, usize, usize, i32)> = review
        .summary()
        .iter()
        .map(|s| {
            (
                s.seat.number(),
                s.inaccuracies,
                s.mistakes,
                s.blunders,
                s.decisions,
                s.average_loss,
            )
        })
        .collect();
    assert_eq!(rows, [(0, 1, 1, 0, 3, 125), (1, 0, 0, 1, 3, 125)]);
    let body = app.screen().get("review").to_string();
    assert!(body.contains("<table class=\"review-summary\">"), "{body}");
    assert_eq!(body.matches("12.5 points").count(), 2, "{body}");
    assert!(
        body.contains("an inaccuracy from 10 points, a mistake from 20, a blunder from 30"),
        "{body}"
    );
    app.command(Command::Pref(PrefCommand::Language(Some(Lang::Fr))));
    let body = app.screen().get("review").to_string();
    assert_eq!(body.matches("12,5 points").count(), 2, "{body}");
    assert!(body.contains("Imprécisions"), "{body}");
}

/// The chart's axis counts actions, rolls and passes included, and says so in both languages;
/// its last tick is the number of actions played.
#[test]
fn the_chart_axis_is_labelled_in_actions_rolls_and_passes_included() {
    let mut app = app("chaturaji", &humans(4), 5);
    for i in 0..10 {
        let legal = app.game().legal_actions();
        match legal[(i * 5 + 1) % legal.len()] {
            Action::Roll(_) => app.command(Command::Decide(Decision::Roll)),
            Action::Pass => app.command(Command::Decide(Decision::Pass)),
            a => {
                let text = record::write_action(app.game().position(), a);
                app.command(Command::TypedMove(text));
            }
        }
    }
    let actions = app.game().actions().len();
    app.command(Command::Review(ReviewCommand::Start));
    script_review(&mut app, &|_| None);
    let body = app.screen().get("review").to_string();
    assert!(
        body.contains(&format!(
            "<span>Actions, rolls and passes included</span><span>{actions}</span>"
        )),
        "{body}"
    );
    assert!(!body.contains(">Moves<"), "{body}");
    app.command(Command::Pref(PrefCommand::Language(Some(Lang::Fr))));
    let body = app.screen().get("review").to_string();
    assert!(
        body.contains("<span>Actions, lancers et passes compris</span>"),
        "{body}"
    );
}

/// The move list's mark: the glyph for the eye, hidden from screen readers, which read the
/// mark's word instead, in the page's language; nothing without a mark.
#[test]
fn a_mark_in_the_move_list_shows_its_glyph_and_says_its_word() {
    use crate::review::mark_glyph;
    let html = mark_glyph(Lang::En, Some(Mark::Mistake)).into_string();
    assert_eq!(
        html,
        "<span class=\"glyph mistake\" aria-hidden=\"true\">?</span>\
         <span class=\"visually-hidden\"> mistake</span>"
    );
    let html = mark_glyph(Lang::Fr, Some(Mark::Inaccuracy)).into_string();
    assert!(
        html.contains(">?!</span>") && html.contains(" imprécision<"),
        "{html}"
    );
    let html = mark_glyph(Lang::En, Some(Mark::Blunder)).into_string();
    assert!(
        html.contains(">??</span>") && html.contains(" blunder<"),
        "{html}"
    );
    assert_eq!(mark_glyph(Lang::En, None).into_string(), "");
}

/// The horse left hanging (c3-d5, and e6xd5), scripted as the bot judges it: under the chart,
/// beside its mark, the decision is explained from the bot's reply, which takes it: the piece,
/// its owner and cell, the taker and its cell, in English and in French.
#[test]
fn a_piece_left_hanging_is_explained_by_the_reply_that_takes_it() {
    let mut app = app("chaturanga-v3", &humans(2), 3);
    play(&mut app, "b1", "c3");
    play(&mut app, "e7", "e6");
    play(&mut app, "c3", "d5");
    play(&mut app, "e6", "d5");
    app.command(Command::Review(ReviewCommand::Start));
    let played = app.game().actions()[2];
    let better = other_move(&app, 2, played);
    // Where the script says nothing, the bot's choice is the action played: e6xd5 at 3.
    script_review(&mut app, &|at| {
        (at == 2).then_some((better, 10, Some(-320)))
    });
    let review = app.review().expect("a review");
    let explained = review.explained(app.game());
    assert_eq!(explained.len(), 1, "{explained:?}");
    let (d, why) = explained[0];
    assert_eq!(d.ply, 2);
    let (d5, e6) = (sq(&app, "d5"), sq(&app, "e6"));
    assert_eq!(
        why,
        crate::review::Why::Left {
            victim: crate::review::Placed {
                army: Seat::ALL[0],
                role: ashtapada_rules::Role::Knight,
                at: d5
            },
            by: crate::review::Placed {
                army: Seat::ALL[1],
                role: ashtapada_rules::Role::Pawn,
                at: e6
            },
        }
    );
    let body = app.screen().get("review").to_string();
    let sentence = "White’s Knight on d5 was left to Black’s Soldier on e6.";
    assert!(
        body.contains(&format!("<span class=\"why\">{sentence}</span>")),
        "{body}"
    );
    app.command(Command::Pref(PrefCommand::Language(Some(Lang::Fr))));
    let body = app.screen().get("review").to_string();
    assert!(
        body.contains(
            "Le Cavalier des Blancs en d5 est resté en prise : le Soldat des Noirs en e6 \
             pouvait le prendre."
        ),
        "{body}"
    );
}

/// A capture not made: the horse on d5 left standing by Black (a7-a6 instead of e6xd5), when
/// the bot would have taken it, is explained by the bot's better action; a decision whose
/// reply and better action take nothing, by the better action alone.
#[test]
fn a_capture_not_made_is_explained_by_the_better_action() {
    let mut app = app("chaturanga-v3", &humans(2), 3);
    play(&mut app, "b1", "c3");
    play(&mut app, "e7", "e6");
    play(&mut app, "c3", "d5");
    play(&mut app, "a7", "a6");
    play(&mut app, "a2", "a3");
    app.command(Command::Review(ReviewCommand::Start));
    let (d5, e6) = (sq(&app, "d5"), sq(&app, "e6"));
    let take = legal_at(&app.game().positions()[3])
        .into_iter()
        .find(|a| matches!(a, Action::Move(m) if m.from == e6 && m.to == d5))
        .expect("e6xd5");
    let quiet = other_move(&app, 0, app.game().actions()[0]);
    script_review(&mut app, &|at| match at {
        0 => Some((quiet, 0, Some(-200))),
        3 => Some((take, 320, Some(10))),
        _ => None,
    });
    let review = app.review().expect("a review");
    let whys: Vec<(usize, crate::review::Why)> = review
        .explained(app.game())
        .into_iter()
        .map(|(d, w)| (d.ply, w))
        .collect();
    assert_eq!(
        whys,
        vec![
            (0, crate::review::Why::Better(quiet)),
            (
                3,
                crate::review::Why::Missed {
                    better: take,
                    victim: crate::review::Placed {
                        army: Seat::ALL[0],
                        role: ashtapada_rules::Role::Knight,
                        at: d5
                    }
                }
            )
        ]
    );
    let body = app.screen().get("review").to_string();
    assert!(
        body.contains("e6xd5 would have taken White’s Knight."),
        "{body}"
    );
    assert!(
        body.contains("No piece was lost at once: the bot’s "),
        "{body}"
    );
    app.command(Command::Pref(PrefCommand::Language(Some(Lang::Fr))));
    let body = app.screen().get("review").to_string();
    assert!(
        body.contains("e6xd5 aurait pris le Cavalier des Blancs."),
        "{body}"
    );
}

/// Only the largest losses are explained besides the mistakes and blunders: of five
/// inaccuracies, the three largest.
#[test]
fn the_three_largest_inaccuracies_are_explained_and_no_more() {
    let mut app = app("chaturanga-v3", &humans(2), 3);
    for (from, to) in [
        ("e2", "e3"),
        ("e7", "e6"),
        ("d2", "d3"),
        ("d7", "d6"),
        ("a2", "a3"),
        ("a7", "a6"),
    ] {
        play(&mut app, from, to);
    }
    app.command(Command::Review(ReviewCommand::Start));
    let others: Vec<Action> = (0..6)
        .map(|i| other_move(&app, i, app.game().actions()[i]))
        .collect();
    // Losses of about 130, 150, 110, 140 and 120 thousandths: inaccuracies, no more.
    let played = [Some(-50), Some(-60), Some(-40), Some(-55), Some(-45), None];
    script_review(&mut app, &|at| {
        played
            .get(at)
            .copied()
            .flatten()
            .map(|p| (others[at], 0, Some(p)))
    });
    let review = app.review().expect("a review");
    let marks = review.marks();
    assert_eq!(marks.len(), 5, "{marks:?}");
    assert!(marks.iter().all(|m| m.mark == Some(Mark::Inaccuracy)));
    let mut by_loss: Vec<(i32, usize)> = marks.iter().map(|m| (-m.loss, m.ply)).collect();
    by_loss.sort();
    let mut largest: Vec<usize> = by_loss[..3].iter().map(|&(_, ply)| ply).collect();
    largest.sort();
    let explained: Vec<usize> = review
        .explained(app.game())
        .iter()
        .map(|(d, _)| d.ply)
        .collect();
    assert_eq!(explained, largest);
    let body = app.screen().get("review").to_string();
    assert_eq!(body.matches("<span class=\"why\">").count(), 3, "{body}");
}

/// The review's one request waiting, if any: its id, the position it is about (its number of
/// actions) and the action it weighs.
fn think_asked(app: &mut App) -> Option<(u32, usize, Option<WireAction>, u32, u64)> {
    app.take_effects().into_iter().find_map(|e| match e {
        Effect::Think {
            request:
                Request::Think {
                    id,
                    game,
                    judge,
                    nodes,
                    bot_seed,
                    ..
                },
            ..
        } => Some((id, game.actions.len(), judge, nodes, bot_seed)),
        _ => None,
    })
}

/// A move from `from` to `to` at the position after `ply` actions.
fn move_at(app: &App, ply: usize, from: &str, to: &str) -> Action {
    let (from, to) = (sq(app, from), sq(app, to));
    legal_at(&app.game().positions()[ply])
        .into_iter()
        .find(|a| matches!(a, Action::Move(m) if m.from == from && m.to == to))
        .unwrap_or_else(|| panic!("no move {from:?}-{to:?} at {ply}"))
}

/// Learn from your mistakes: White's two mistakes of a scripted game (b1-c3 and the hanging
/// horse's c3-d5) gone through one at a time on the positions before them; the first answered
/// on the board with a move the bot weighs as good enough, the second typed and weighed as
/// bad; each verdict said with the bot's action, then the end. The game never changes.
#[test]
fn learning_from_two_mistakes_weighs_each_answer_and_never_changes_the_game() {
    let mut app = app("chaturanga-v3", &humans(2), 3);
    play(&mut app, "b1", "c3");
    play(&mut app, "e7", "e6");
    play(&mut app, "c3", "d5");
    play(&mut app, "e6", "d5");
    let (actions, record) = (app.game().actions().to_vec(), app.record());
    app.command(Command::Review(ReviewCommand::Start));
    // Not before the review is done.
    assert!(!app.screen().get("review").contains("data-cmd=\"mistakes\""));
    let better = [
        move_at(&app, 0, "b1", "a3"),
        move_at(&app, 1, "d7", "d6"),
        move_at(&app, 2, "a1", "b1"),
    ];
    script_review(&mut app, &|at| match at {
        0 => Some((better[0], 0, Some(-100))),
        1 => Some((better[1], 0, Some(-50))),
        2 => Some((better[2], 10, Some(-320))),
        _ => None,
    });
    let review = app.review().expect("a review");
    let marks: Vec<(usize, Option<Mark>)> =
        review.marks().iter().map(|m| (m.ply, m.mark)).collect();
    assert_eq!(
        marks,
        [
            (0, Some(Mark::Mistake)),
            (1, Some(Mark::Inaccuracy)),
            (2, Some(Mark::Blunder))
        ]
    );
    let body = app.screen().get("review").to_string();
    assert!(
        body.contains("<p id=\"review-say\" role=\"status\"></p>"),
        "the status line is there before it speaks: {body}"
    );
    assert!(
        body.contains("id=\"mistakes-go\" data-cmd=\"mistakes\">Learn from your mistakes<"),
        "{body}"
    );
    assert_eq!(app.test_state().mistakes, None);

    // The first: the position before b1-c3, and what to find.
    app.command(Command::Review(ReviewCommand::Mistakes));
    let hook = |app: &App| app.test_state().mistakes.map(|m| (m.at, m.of, m.ply));
    assert_eq!(hook(&app), Some((0, 2, 0)));
    assert_eq!(app.shown_index(), 0);
    assert_eq!(app.board_view().hint, None, "the arrow would give it away");
    let said = |app: &App| {
        let body = app.screen().get("review").to_string();
        let from = body.find("role=\"status\">").map_or(0, |i| i + 14);
        body[from..].split("</p>").next().unwrap_or("").to_string()
    };
    assert_eq!(
        said(&app),
        "1 of 2: Nb1-c3 was played here. Find a better action for White."
    );
    // Answered on the board: Ng1-f3, which the bot weighs within the inaccuracy threshold.
    let (g1, f3) = (sq(&app, "g1"), sq(&app, "f3"));
    app.intent(Intent::Select(g1));
    assert_eq!(app.board_view().selected, Some(g1));
    assert!(app.board_view().dests.has(f3));
    app.intent(Intent::Move { from: g1, to: f3 });
    let (id, at, judge, nodes, seed) = think_asked(&mut app).expect("the answer weighed");
    let answer = move_at(&app, 0, "g1", "f3");
    assert_eq!(
        (at, judge, nodes, seed),
        (
            0,
            Some(answer.into()),
            crate::review::REVIEW_NODES,
            app.game().seed()
        )
    );
    assert_eq!(said(&app), "The bot weighs Ng1-f3…");
    assert!(app.review.busy(), "no bot asks the worker meanwhile");
    app.worker_answer(id, better[0].into(), 0, Some(-20));
    assert_eq!(
        said(&app),
        "Good: Ng1-f3 keeps the chances; the bot plays Nb1-a3."
    );
    let Action::Move(b) = better[0] else { panic!() };
    assert_eq!(
        app.board_view().hint,
        Some((b.from, b.to)),
        "the bot's action shown"
    );
    assert_eq!(
        app.game().actions(),
        actions.as_slice(),
        "weighed, not played"
    );

    // The second: the position before c3-d5; answered in the move box, weighed as bad.
    app.command(Command::Review(ReviewCommand::NextMistake));
    assert_eq!(hook(&app), Some((1, 2, 2)));
    assert_eq!(app.shown_index(), 2);
    assert_eq!(
        said(&app),
        "2 of 2: Nc3-d5 was played here. Find a better action for White."
    );
    app.command(Command::TypedMove("zz9".into()));
    assert!(
        said(&app).starts_with("“zz9” is not a move"),
        "{}",
        said(&app)
    );
    assert!(think_asked(&mut app).is_none());
    app.command(Command::TypedMove("a2-a3".into()));
    let effects = app.take_effects();
    assert!(
        effects.iter().any(|e| matches!(e, Effect::ClearMoveBox)),
        "taken from the move box: {effects:?}"
    );
    app.effects.extend(effects);
    let (id, at, judge, ..) = think_asked(&mut app).expect("the answer weighed");
    assert_eq!((at, judge), (2, Some(move_at(&app, 2, "a2", "a3").into())));
    app.worker_answer(id, better[2].into(), 10, Some(-300));
    assert_eq!(
        said(&app),
        "Not quite: a2-a3 loses 36.5 points; the bot plays Ra1-b1."
    );
    let body = app.screen().get("review").to_string();
    assert!(
        body.contains("id=\"mistakes-go\" data-cmd=\"mistake-next\">Finish<"),
        "{body}"
    );
    app.command(Command::Pref(PrefCommand::Language(Some(Lang::Fr))));
    assert_eq!(
        said(&app),
        "Pas tout à fait : a2-a3 perd 36,5 points ; le robot joue Ta1-b1."
    );
    app.command(Command::Pref(PrefCommand::Language(Some(Lang::En))));

    // The end.
    app.command(Command::Review(ReviewCommand::NextMistake));
    assert_eq!(hook(&app), None);
    assert_eq!(said(&app), "You went through your 2 mistakes.");
    let body = app.screen().get("review").to_string();
    assert!(
        body.contains("id=\"mistakes-go\" data-cmd=\"mistakes-leave\">Back to the review<"),
        "{body}"
    );
    app.command(Command::Review(ReviewCommand::LeaveMistakes));
    assert!(app.review.practice(app.game()).is_none());
    assert_eq!(app.game().actions(), actions.as_slice());
    assert_eq!(app.record(), record, "the game never changed");
    assert!(app.review().is_some_and(|r| r.done()), "the review stays");
}

/// The bot's own choice is good at once, and the action played there is the mistake again,
/// without asking the bot; "Show the bot's action" shows it without a try; only the seats
/// played here have their mistakes gone through.
#[test]
fn the_known_answers_are_judged_at_once_and_only_the_seats_here_have_mistakes() {
    let mut app = app("chaturanga-v3", &humans(2), 3);
    play(&mut app, "b1", "c3");
    play(&mut app, "e7", "e6");
    play(&mut app, "c3", "d5");
    play(&mut app, "e6", "d5");
    app.command(Command::Review(ReviewCommand::Start));
    let better = [move_at(&app, 0, "b1", "a3"), move_at(&app, 1, "d7", "d6")];
    script_review(&mut app, &|at| match at {
        0 => Some((better[0], 0, Some(-100))),
        1 => Some((better[1], 0, Some(-100))),
        _ => None,
    });
    let game = app.game().clone();
    let white = |s: Seat| s == Seat::ALL[0];
    let mine: Vec<usize> = app
        .review
        .mistakes_of(&game, &white)
        .iter()
        .map(|d| d.ply)
        .collect();
    assert_eq!(mine, [0]);
    app.command(Command::Review(ReviewCommand::Mistakes));
    assert_eq!(
        app.test_state().mistakes.map(|m| m.of),
        Some(2),
        "both seats here"
    );
    let said = |app: &App| {
        let body = app.screen().get("review").to_string();
        let from = body.find("role=\"status\">").map_or(0, |i| i + 14);
        body[from..].split("</p>").next().unwrap_or("").to_string()
    };
    // The bot's own choice, on the board: good, nothing asked.
    let Action::Move(b) = better[0] else { panic!() };
    app.intent(Intent::Move {
        from: b.from,
        to: b.to,
    });
    assert!(think_asked(&mut app).is_none());
    assert_eq!(said(&app), "Good: Nb1-a3 is the bot’s own choice.");
    app.command(Command::Review(ReviewCommand::NextMistake));
    // The mistake again: not quite, nothing asked.
    app.command(Command::TypedMove("e7-e6".into()));
    assert!(think_asked(&mut app).is_none());
    assert!(
        said(&app).starts_with("Not quite: e7-e6 loses "),
        "{}",
        said(&app)
    );
    app.command(Command::Review(ReviewCommand::Mistakes));
    app.command(Command::Review(ReviewCommand::ShowBest));
    assert_eq!(said(&app), "The bot plays Nb1-a3.");
    assert_eq!(app.board_view().hint, Some((b.from, b.to)));
    assert_eq!(app.game().actions().len(), 4, "the game never changed");
}

/// The hanging horse gone through with the hard bot itself (the worker's code, natively): an
/// answer other than the bot's choice is weighed by one search of the review's budget, whose
/// reply gives the verdict; the bot's own choice is good at once.
#[test]
fn the_hard_bot_weighs_an_answer_to_a_mistake() {
    let mut app = app("chaturanga-v3", &humans(2), 3);
    play(&mut app, "b1", "c3");
    play(&mut app, "e7", "e6");
    play(&mut app, "c3", "d5");
    play(&mut app, "e6", "d5");
    app.command(Command::Review(ReviewCommand::Start));
    let mut worker = WorkerState::new();
    run_review(&mut app, &mut worker);
    let game = app.game().clone();
    let white = |s: Seat| s == Seat::ALL[0];
    let mistakes = app.review.mistakes_of(&game, &white);
    let hanging = *mistakes
        .iter()
        .find(|d| d.ply == 2)
        .expect("c3-d5 a mistake");
    app.command(Command::Review(ReviewCommand::Mistakes));
    while app.test_state().mistakes.map(|m| m.ply) != Some(2) {
        app.command(Command::Review(ReviewCommand::ShowBest));
        app.command(Command::Review(ReviewCommand::NextMistake));
    }
    // The horse taken back home instead: weighed by the bot.
    let back = move_at(&app, 2, "c3", "b1");
    assert_ne!(back, hanging.best);
    let text = record::write_action(&app.game().positions()[2], back);
    app.command(Command::TypedMove(text));
    assert_eq!(run_review(&mut app, &mut worker), 1, "one search weighs it");
    let practice = app.review.practice(&game).expect("under way");
    let crate::review::Stage::Answered { answer, loss, good } = practice.stage else {
        panic!("{:?}", practice.stage)
    };
    assert_eq!(answer, Some(back));
    assert_eq!(good, loss < app.review().unwrap().thresholds().inaccuracy);
    assert!(loss < hanging.loss, "better than leaving the horse: {loss}");
    assert_eq!(app.game().actions().len(), 4);
}
