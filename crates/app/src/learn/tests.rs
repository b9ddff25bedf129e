//! The Learn section through the app's commands and the board's intents, as a learner uses it.

use super::super::progress::Progress;
use crate::command::{Decision, LearnCommand, ReviewCommand};
use crate::test_util::*;
use ashtapada_learn::{Goal, Topic};

/// The step under way.
fn step(app: &App) -> &ashtapada_learn::Step {
    app.learn
        .learning
        .as_ref()
        .expect("a lesson")
        .current()
        .expect("a step")
}

/// Plays a step's solution by the board (moves as drags, rolls and decisions as buttons).
fn play_solution(app: &mut App) {
    let solution = step(app).solution.clone();
    for text in solution {
        // A pass the page played by itself (automatic passes) may have ended the step already.
        if !matches!(state(app), super::State::Playing) {
            break;
        }
        if text == "pass" && !app.game().legal_actions().contains(&Action::Pass) {
            continue;
        }
        if text == "roll" {
            app.command(Command::Decide(Decision::Roll));
            continue;
        }
        let action = ashtapada_learn::action_named(app.game(), &text)
            .unwrap_or_else(|| panic!("{text} is legal in {}", fen::write(app.game().position())));
        match action {
            Action::Move(m) => {
                app.intent(Intent::Move {
                    from: m.from,
                    to: m.to,
                });
                if let Some(role) = m.promotion {
                    app.command(Command::Decide(Decision::Promote(role.letter())));
                }
            }
            _ => app.command(Command::TypedMove(text)),
        }
    }
}

/// The progress the app last asked the page to store, its effects taken.
fn stored_progress(app: &mut App) -> Option<String> {
    app.take_effects().into_iter().rev().find_map(|e| match e {
        Effect::SaveLearn(text) => Some(text),
        _ => None,
    })
}

/// Opens a course as the page does: the command, then the extras worker's answer (here the
/// worker's own functions).
fn open_course(app: &mut App, id: &str) {
    app.command(Command::Learn(LearnCommand::Course(id.into())));
    answer_worker(app);
    assert!(app.learn.active(), "{id} opened");
}

/// Answers the app's requests for a course as the extras worker would.
fn answer_worker(app: &mut App) {
    for effect in app.take_effects() {
        if let Effect::LearnCourse { lang, course } = effect {
            let steps = ashtapada_learn::course_text(course).unwrap();
            let texts = super::super::text::joined(lang, course).unwrap();
            app.learn_ready(lang.code(), course, &steps, &texts);
        }
    }
}

fn state(app: &App) -> &super::State {
    &app.learn.learning.as_ref().unwrap().state
}

/// The common start opens on its first step (the king's stars); the lesson's game is on the
/// board with its stars, the game put aside is not saved over, and playing the solution by the
/// board reaches the goal, marks the step done and saves the progress; Next goes on.
#[test]
fn a_step_played_on_the_board_is_done_and_saved_in_the_progress() {
    let mut app = app("chaturaji", &humans(4), 5);
    let record_before = app.record();
    app.command(Command::Learn(LearnCommand::List));
    assert_eq!(app.overlay.dialog(), Some(&Dialog::Learn));
    assert!(
        app.screen().get("learn-body").contains("Opening"),
        "the list comes from the extras worker"
    );
    assert!(learn_body(&mut app).contains("learn-common"));
    app.command(Command::Learn(LearnCommand::Course("common".into())));
    assert!(
        !app.learn.active(),
        "the course comes from the extras worker first"
    );
    assert!(app
        .screen()
        .get("learn-body")
        .contains("Opening the lesson"));
    let effects = app.take_effects();
    let Some(Effect::LearnCourse { lang, course }) = effects
        .iter()
        .find(|e| matches!(e, Effect::LearnCourse { .. }))
        .cloned()
    else {
        panic!("the course is asked of the extras worker: {effects:?}");
    };
    assert_eq!(course, "common");
    let steps = ashtapada_learn::course_text(course).unwrap();
    let texts = super::super::text::joined(lang, course).unwrap();
    app.learn_ready(lang.code(), course, &steps, &texts);
    assert!(app.learn.active());
    assert_eq!(app.overlay.dialog(), None);
    assert_eq!(app.rules().id, "chaturanga-v3");
    let view = app.board_view();
    let Goal::Stars(stars) = app.learn.learning.as_ref().unwrap().current().unwrap().goal else {
        panic!("the first step collects stars");
    };
    assert_eq!(view.stars, stars);
    assert!(stars.count() >= 2);
    app.take_effects();
    play_solution(&mut app);
    assert!(matches!(state(&app), super::State::Done(_)));
    assert!(app.board_view().stars.is_empty());
    let effects = app.take_effects();
    assert!(
        saves(&effects).is_empty(),
        "a lesson is never saved as the game"
    );
    let progress = effects.iter().rev().find_map(|e| match e {
        Effect::SaveLearn(text) => Some(text.clone()),
        _ => None,
    });
    let progress = Progress::read(&progress.expect("the progress is saved"));
    assert!(progress.is_done("common", 0));
    assert!(app.screen().get("learn").contains("learn-next"));
    app.command(Command::Learn(LearnCommand::Next));
    assert_eq!(app.learn.learning.as_ref().unwrap().step, 1);
    // Leaving brings the game back as it was.
    app.command(Command::Learn(LearnCommand::Leave));
    assert!(!app.learn.active());
    assert_eq!(app.rules().id, "chaturaji");
    assert_eq!(app.record(), record_before);
}

/// Every step of every course, played by the board as the learner would, reaches its goal (the same solutions the engine's tests replay, here through
/// the clicks, the dice buttons and the turn given back).
#[test]
fn whole_courses_played_by_the_board_reach_every_goal() {
    for id in ashtapada_learn::course_ids() {
        let mut app = app("chaturanga-v3", &humans(2), 1);
        open_course(&mut app, id);
        let total = app.learn.learning.as_ref().unwrap().course.steps.len();
        for i in 0..total {
            app.command(Command::Learn(LearnCommand::Step(i)));
            play_solution(&mut app);
            let topic = step(&app).topic;
            assert!(
                matches!(state(&app), super::State::Done(_)),
                "{id} step {i} ({topic:?}): {:?}",
                state(&app)
            );
        }
        assert_eq!(app.progress().count(id, total), total);
        assert!(app.screen().get("learn").contains("learn-play"));
    }
}

/// Moves that miss the stars use up the moves: the step fails and says so; Retry starts it
/// again with every star back.
#[test]
fn running_out_of_moves_fails_and_retry_starts_again() {
    let mut app = app("chaturanga-v3", &humans(2), 1);
    open_course(&mut app, "common");
    let step = step(&app).clone();
    let Goal::Stars(stars) = step.goal else {
        panic!("stars");
    };
    for _ in 0..step.moves {
        let wrong = app
            .game()
            .legal_actions()
            .into_iter()
            .find_map(|a| match a {
                Action::Move(m) if !stars.has(m.to) => Some(m),
                _ => None,
            })
            .expect("a move off the stars");
        app.intent(Intent::Move {
            from: wrong.from,
            to: wrong.to,
        });
    }
    assert_eq!(
        state(&app),
        &super::State::Failed(ashtapada_learn::Failure::OutOfMoves)
    );
    assert!(app.screen().get("learn").contains("Out of moves"));
    app.command(Command::Learn(LearnCommand::Retry));
    assert_eq!(state(&app), &super::State::Playing);
    assert_eq!(app.board_view().stars, stars);
    assert_eq!(app.game().position(), &step.start);
}

/// The hint is the solution's next move, drawn as the arrow; off the solution's road the
/// learner is told to retry.
#[test]
fn the_hint_shows_the_solutions_next_move() {
    let mut app = app("chaturanga-v3", &humans(2), 1);
    open_course(&mut app, "common");
    let step = step(&app).clone();
    let first = ashtapada_learn::action_named(app.game(), &step.solution[0]).unwrap();
    app.command(Command::Hint);
    let Action::Move(m) = first else {
        panic!("a move");
    };
    assert_eq!(app.board_view().hint, Some((m.from, m.to)));
    // Off the road: a move the solution does not make.
    let other = app
        .game()
        .legal_actions()
        .into_iter()
        .find_map(|a| match a {
            Action::Move(o) if o != m => Some(o),
            _ => None,
        })
        .unwrap();
    app.intent(Intent::Move {
        from: other.from,
        to: other.to,
    });
    app.command(Command::Hint);
    assert_eq!(app.board_view().hint, None);
    assert!(app.screen().get("learn").contains("retry to see the hint"));
}

/// The worker's answer is checked where it enters: steps that do not read, or a count of texts
/// that does not match, are dropped (and the learner told); the right answer opens the course
/// with the step's text in the panel.
#[test]
fn the_course_comes_from_the_worker_and_is_checked() {
    let mut app = app("chaturanga-v3", &humans(2), 1);
    app.command(Command::Learn(LearnCommand::Course("chaturaji".into())));
    app.take_effects();
    let steps = ashtapada_learn::course_text("chaturaji").unwrap();
    let joined = super::super::text::joined(ashtapada_i18n::Lang::En, "chaturaji").unwrap();
    app.learn_ready("en", "chaturaji", &steps, "too\u{1e}few");
    assert!(!app.learn.active());
    assert!(app.toast_message().is_some());
    app.command(Command::Learn(LearnCommand::Course("chaturaji".into())));
    app.learn_ready("en", "chaturaji", "piece-moves Q\nruleset nowhere", &joined);
    assert!(!app.learn.active());
    app.command(Command::Learn(LearnCommand::Course("chaturaji".into())));
    app.learn_ready("en", "chaturaji", &steps, &joined);
    assert!(app.learn.active());
    let panel = app.screen().get("learn").to_string();
    assert!(!panel.contains("Opening the lesson"), "{panel}");
    let first = joined.split('\u{1e}').next().unwrap();
    // The first words of the step's text (before any character the HTML escapes).
    let start: String = first
        .chars()
        .take_while(|c| c.is_alphanumeric() || *c == ' ')
        .collect();
    assert!(
        start.len() > 3 && panel.contains(&start),
        "{start} in {panel}"
    );
    // The list now knows the course's size.
    assert_eq!(
        app.progress().total("chaturaji"),
        Some(ashtapada_learn::course("chaturaji").unwrap().steps.len())
    );
}

/// A command that belongs to the game put aside (Share, an import, undo) ends the lesson first
/// and acts on the game.
#[test]
fn a_game_command_ends_the_lesson_first() {
    let mut app = app("chaturanga-v3", &humans(2), 1);
    app.command(Command::TypedMove("e2-e3".into()));
    open_course(&mut app, "common");
    app.command(Command::Undo);
    assert!(!app.learn.active());
    assert_eq!(app.game().actions().len(), 0, "the game's move was undone");
}

/// The progress reads back what it wrote, and drops what it does not know.
#[test]
fn the_progress_round_trips_and_drops_what_it_does_not_know() {
    let mut p = Progress::default();
    p.mark("common", 0);
    p.mark("common", 5);
    p.mark("chaturaji", 63);
    p.mark("chaturaji", 64);
    p.set_at("chaturaji", 3);
    p.set_played(&["Aa1-c3".to_string(), "d2-d3".to_string()]);
    p.set_total("common", 6);
    let text = p.write();
    assert_eq!(Progress::read(&text), p);
    assert_eq!(p.count("common", 6), 2);
    assert_eq!(p.resume("chaturaji", 10), 3);
    assert_eq!(p.resume("common", 10), 1);
    // A step the learner finished: a reload goes on to the next one (the last stays).
    p.mark("chaturaji", 3);
    assert_eq!(p.resume("chaturaji", 10), 4);
    assert_eq!(p.resume("chaturaji", 4), 3);
    let long = "1".repeat(129);
    let odd = format!("at nowhere 3\ndone common zz\ndone chaturaji {long}\nat common 999\ndone common 1 513\ndone common 1 2 3\npuzzles 9000 1 1\npuzzles 1300 5 2\npuzzles 1300 1\n\u{0}");
    assert_eq!(Progress::read(&odd), Progress::default());
    // A Puzzles course's hundreds of steps, and the rating, read back.
    let mut p = Progress::default();
    p.mark("puzzles-chaturaji", 0);
    p.mark("puzzles-chaturaji", 300);
    p.mark("puzzles-chaturaji", 511);
    p.mark("puzzles-chaturaji", 512);
    p.rate(1500, true);
    let text = p.write();
    assert!(text.contains("puzzles 1234 1 1"), "{text}");
    let read = Progress::read(&text);
    assert_eq!(read, p);
    assert!(read.is_done("puzzles-chaturaji", 300) && read.is_done("puzzles-chaturaji", 511));
    assert!(!read.is_done("puzzles-chaturaji", 299) && !read.is_done("puzzles-chaturaji", 512));
    assert_eq!(read.count("puzzles-chaturaji", 512), 3);
}

/// Each step of each course has a title in both languages (the page shows them).
#[test]
fn every_step_has_a_title_in_both_languages() {
    for id in ashtapada_learn::course_ids() {
        let course = ashtapada_learn::course(id).unwrap();
        for step in &course.steps {
            for lang in [ashtapada_i18n::Lang::En, ashtapada_i18n::Lang::Fr] {
                let t = super::super::text::title(lang, step.start.rules(), step.topic);
                assert!(!t.trim().is_empty(), "{id} {:?}", step.topic);
            }
            if let Topic::Moves(_) = step.topic {
                assert!(matches!(step.goal, Goal::Stars(_)));
            }
        }
    }
}

/// A reload in the middle of a step keeps the moves made in it: they are kept with the
/// progress and played again when the step opens; a step begun afresh has none.
#[test]
fn a_reload_in_the_middle_of_a_step_keeps_its_moves() {
    let mut app = app("chaturaji", &humans(4), 5);
    open_course(&mut app, "chaturanga-v3");
    // The first step collects stars over several moves: one move of its solution.
    let first = step(&app).solution[0].clone();
    let Some(Action::Move(m)) = ashtapada_learn::action_named(app.game(), &first) else {
        panic!("{first} is a move");
    };
    app.intent(Intent::Move {
        from: m.from,
        to: m.to,
    });
    assert!(matches!(state(&app), super::State::Playing));
    let before = app.record();
    let progress = stored_progress(&mut app).expect("the move is stored");
    assert!(progress.contains(&format!("played {first}")), "{progress}");

    let mut reloaded = self::app("chaturaji", &humans(4), 5);
    reloaded.set_progress(&progress);
    reloaded.restore_view(&app.view());
    answer_worker(&mut reloaded);
    assert!(reloaded.learn.active());
    assert_eq!(reloaded.record(), before, "the step's move played again");
    assert!(matches!(state(&reloaded), super::State::Playing));
    // Begun again: no move.
    reloaded.command(Command::Learn(LearnCommand::Retry));
    assert!(reloaded.game().actions().is_empty());
}

/// A reload (an update of the page, say) in the middle of a lesson opens it again at the
/// step the learner was on: the tab keeps `learn <course>` ([`App::view`]), the progress
/// the step; a review is started again the same way, and a view that does not read is
/// ignored.
#[test]
fn a_reload_mid_lesson_or_review_shows_it_again() {
    let mut app = app("chaturaji", &humans(4), 5);
    assert_eq!(app.view(), "");
    open_course(&mut app, "chaturaji");
    app.command(Command::Learn(LearnCommand::Step(2)));
    assert_eq!(app.view(), "learn chaturaji");
    let step = app.learn.at();
    let progress = stored_progress(&mut app).expect("the step is stored");

    let mut reloaded = self::app("chaturaji", &humans(4), 5);
    reloaded.set_progress(&progress);
    reloaded.restore_view(&app.view());
    answer_worker(&mut reloaded);
    assert!(reloaded.learn.active());
    assert_eq!(reloaded.learn.at(), step, "the same step");

    let mut game = self::app("chaturanga-v3", &humans(2), 5);
    game.command(Command::TypedMove("e2-e3".into()));
    game.command(Command::Review(ReviewCommand::Start));
    assert_eq!(game.view(), "review");
    let mut reloaded = self::app("chaturanga-v3", &humans(2), 5);
    reloaded.command(Command::TypedMove("e2-e3".into()));
    reloaded.restore_view("review");
    assert!(reloaded.review().is_some());
    for odd in ["learn nowhere", "learn", "reviews", "learn chaturaji extra"] {
        let mut other = self::app("chaturanga-v3", &humans(2), 5);
        other.restore_view(odd);
        assert_eq!(other.view(), "", "{odd:?}");
    }

    // A learner who has played no game yet: the first visit's welcome does not flash up while
    // the course comes back, and shows again if it does not come.
    let (mut first, _) = App::restore(None, &SerdeJson, 3, ashtapada_i18n::Lang::En);
    assert!(!first.screen().is_hidden("welcome"));
    first.restore_view("learn common");
    assert!(
        first.screen().is_hidden("welcome"),
        "waiting for the course"
    );
    answer_worker(&mut first);
    assert!(first.learn.active());
    assert!(first.screen().is_hidden("welcome"));
    let (mut first, _) = App::restore(None, &SerdeJson, 3, ashtapada_i18n::Lang::En);
    first.restore_view("learn common");
    refuse_extras(&mut first);
    assert!(
        !first.screen().is_hidden("welcome"),
        "the course did not come"
    );
}

/// A course the extras worker will not send (a worker of another version than the page, after
/// an update; one that crashed once too often) is not waited for: a tab that came back to the
/// lesson after a reload shows the game and says to reload, the course list offers the course
/// again, and a click on it asks the worker again.
#[test]
fn a_course_the_extras_worker_will_not_send_is_not_waited_for() {
    let mut app = app("chaturanga-v3", &humans(2), 1);
    app.restore_view("learn common");
    assert_eq!(app.view(), "learn common", "waiting for the course");
    assert_eq!(refuse_extras(&mut app), 1);
    assert_eq!(app.view(), "", "no longer waited for");
    assert!(!app.learn.active());
    let told = app.toast_text().expect("told");
    assert!(told.contains("reload the page"), "{told}");
    app.command(Command::Learn(LearnCommand::List));
    let list = learn_body(&mut app);
    assert!(list.contains("id=\"learn-common\""), "{list}");
    open_course(&mut app, "common");
    assert_eq!(app.view(), "learn common");
}

/// Two-handed Chaturanga's puzzle set, as the site serves it to the extras worker.
const V3_PUZZLES: &str = include_str!("../../../learn/puzzles/chaturanga-v3.txt");

/// Answers the app's requests for a Puzzles course as the extras worker would, from the set.
fn answer_puzzles(app: &mut App) {
    for effect in app.take_effects() {
        if let Effect::LearnCourse { lang, course } = effect {
            assert_eq!(course, "puzzles-chaturanga-v3");
            let (puzzles, steps) = ashtapada_learn::puzzle::course_text(V3_PUZZLES).unwrap();
            let texts = super::super::text::puzzle_texts(lang, &puzzles);
            app.learn_ready(lang.code(), course, &steps, &texts);
        }
    }
}

/// The puzzle under way's answer, as a move.
fn answer(app: &App) -> ashtapada_rules::Move {
    match step(app).goal {
        Goal::Answer(mv) => mv,
        other => panic!("a puzzle's goal is its answer, not {other:?}"),
    }
}

fn rating(app: &App) -> super::super::progress::Rating {
    app.learn.progress().rating()
}

/// The Puzzles section from the Learn list: a puzzle near the player's rating opens; its answer
/// played on the board solves it (the rating and the streak go up, the answer and its themes
/// are told, Next serves another); a wrong move fails it (the board goes back to the puzzle
/// with the answer's arrow, the rating goes down, the streak ends), and its retry, solved,
/// moves the rating no more; a hint counts as a miss; the rating is kept across a reload.
#[test]
fn puzzles_are_served_at_the_rating_solved_failed_and_rated_once() {
    let mut app = crate::test_util::app("chaturanga-v3", &humans(2), 5);
    let record_before = app.record();
    app.command(Command::Learn(LearnCommand::List));
    let list = learn_body(&mut app);
    assert!(list.contains("learn-puzzles-chaturaji"), "{list}");
    assert!(list.contains("Rating 1200 · streak 0 · best 0"), "{list}");
    app.command(Command::Learn(LearnCommand::Course(
        "puzzles-chaturanga-v3".into(),
    )));
    answer_puzzles(&mut app);
    assert!(app.learn.active());
    assert_eq!(app.rules().id, "chaturanga-v3");
    let first = app.learn.at().unwrap();
    let steps = app.learn.learning.as_ref().unwrap().course.steps.len();
    assert!(steps >= 200, "{steps} puzzles");
    // Served at the player's rating: no other puzzle's rating is nearer 1200.
    let ratings: Vec<u16> = app
        .learn
        .learning
        .as_ref()
        .unwrap()
        .course
        .steps
        .iter()
        .map(|s| super::puzzle_rating(s).expect("rated"))
        .collect();
    let near = |r: u16| (i32::from(r) - 1200).abs();
    assert!(ratings.iter().all(|&r| near(r) >= near(ratings[first])));
    let panel = app.screen().get("learn").to_string();
    assert!(panel.contains("Find the best move"), "{panel}");
    assert!(
        !panel.contains("The answer:"),
        "the answer is not told before a try: {panel}"
    );

    // Solved.
    let mv = answer(&app);
    app.intent(Intent::Move {
        from: mv.from,
        to: mv.to,
    });
    assert!(matches!(state(&app), super::State::Done(_)));
    let after = rating(&app);
    assert!(
        after.rating > 1200 && after.streak == 1 && after.best == 1,
        "{after:?}"
    );
    let panel = app.screen().get("learn").to_string();
    assert!(panel.contains("The answer:"), "{panel}");
    assert!(panel.contains("streak 1"), "{panel}");
    let stored = stored_progress(&mut app).expect("the progress is stored");
    assert!(
        stored.contains(&format!("puzzles {} 1 1", after.rating)),
        "{stored}"
    );

    // Next: another puzzle; a wrong move fails it.
    app.command(Command::Learn(LearnCommand::Next));
    let second = app.learn.at().unwrap();
    assert_ne!(second, first);
    let mv = answer(&app);
    let start = *app.game().position();
    let wrong = app
        .game()
        .legal_actions()
        .into_iter()
        .find_map(|a| match a {
            Action::Move(m) if m != mv => Some(m),
            _ => None,
        })
        .expect("another move");
    app.intent(Intent::Move {
        from: wrong.from,
        to: wrong.to,
    });
    assert_eq!(
        state(&app),
        &super::State::Failed(ashtapada_learn::Failure::NotBest)
    );
    assert_eq!(
        app.game().position(),
        &start,
        "the board is back at the puzzle"
    );
    assert_eq!(
        app.board_view().hint,
        Some((mv.from, mv.to)),
        "the answer's arrow"
    );
    let missed = rating(&app);
    assert!(missed.rating < after.rating && missed.streak == 0 && missed.best == 1);
    let panel = app.screen().get("learn").to_string();
    assert!(panel.contains("Not the best move"), "{panel}");
    assert!(panel.contains("The answer:"), "{panel}");
    assert!(!panel.contains("learn-hint"), "{panel}");
    // Retried and solved: done, but rated once.
    app.command(Command::Learn(LearnCommand::Retry));
    app.intent(Intent::Move {
        from: mv.from,
        to: mv.to,
    });
    assert!(matches!(state(&app), super::State::Done(_)));
    assert_eq!(rating(&app), missed);

    // A hint shows the answer: a miss.
    app.command(Command::Learn(LearnCommand::Next));
    let third = app.learn.at().unwrap();
    assert!(third != first && third != second);
    app.command(Command::Learn(LearnCommand::Hint));
    let mv = answer(&app);
    assert_eq!(app.board_view().hint, Some((mv.from, mv.to)));
    let hinted = rating(&app);
    assert!(hinted.rating < missed.rating, "{hinted:?}");

    // Kept across a reload; the game put aside comes back untouched.
    let stored = stored_progress(&mut app).expect("stored");
    let mut reloaded = crate::test_util::app("chaturanga-v3", &humans(2), 5);
    reloaded.set_progress(&stored);
    assert_eq!(reloaded.progress().rating(), hinted);
    app.command(Command::Learn(LearnCommand::Leave));
    assert_eq!(app.record(), record_before);
}
