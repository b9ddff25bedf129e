//! The analysis board through the app's commands, with the worker's own code answering its
//! requests natively.

use crate::command::{AnalysisCommand, Decision, Nav};
use crate::test_util::*;
use ashtapada_worker::WorkerState;

/// The analysis request among the effects: (id, depth, the game's actions asked about).
fn asked(effects: &[Effect]) -> Option<(u32, u32, usize)> {
    effects.iter().find_map(|e| match e {
        Effect::Think {
            request: Request::Analyse {
                id, depth, game, ..
            },
            ..
        } => Some((*id, *depth, game.actions.len())),
        _ => None,
    })
}

/// Answers the app's analysis requests with the worker's logic, `n` times at most (each
/// answer asks one turn deeper); returns the depths asked.
fn answer(app: &mut App, worker: &mut WorkerState, n: usize) -> Vec<u32> {
    (0..n).map_while(|_| answer_analysis(app, worker)).collect()
}

/// A game of `n` actions, each the `k`-th next legal one, played by typing them.
fn played(id: &str, n: usize, k: usize) -> App {
    let mut app = app(id, &humans(Ruleset::by_id(id).unwrap().players()), 5);
    for i in 0..n {
        let legal = app.game().legal_actions();
        let action = legal[(i * k + 1) % legal.len()];
        app.play(action);
        app.settled();
    }
    app.take_effects();
    app
}

#[test]
fn the_board_opens_at_the_point_shown_with_the_game_put_aside_and_closing_brings_it_back() {
    let mut app = played("chaturanga-v3", 10, 3);
    let game = app.game().clone();
    app.command(Command::Nav(Nav::View(4)));
    app.command(Command::Analysis(AnalysisCommand::Open));
    let effects = app.take_effects();
    let state = app.test_state().analysis.expect("the board is open");
    assert_eq!(state.ply, 4);
    assert_eq!(state.position, fen::write(&game.positions()[4]));
    assert!(state.main && state.running);
    assert_eq!(
        state.nodes_in_tree, 10,
        "the game's actions are the main line"
    );
    // The first question: the position shown, one turn deep.
    assert_eq!(asked(&effects), Some((0x6000_0000, 1, 4)));
    let screen = app.screen();
    assert!(!screen.is_hidden("analysis-section"));
    assert!(screen.get("analysis").contains("The bot is thinking"));
    // A move on the board is the analysis's: nothing of the game changes, nothing is saved.
    let legal = app.game().legal_actions();
    let other = *legal.iter().find(|&&a| a != game.actions()[4]).unwrap();
    app.play(other);
    app.settled();
    let effects = app.take_effects();
    assert!(saves(&effects).is_empty(), "the analysis is never saved");
    assert_eq!(app.test_state().analysis.unwrap().ply, 5);
    app.command(Command::Analysis(AnalysisCommand::Close));
    assert!(app.test_state().analysis.is_none());
    assert_eq!(app.game().actions(), game.actions());
    assert!(app.screen().is_hidden("analysis-section"));
}

#[test]
fn each_answer_is_kept_and_asks_one_turn_deeper_and_the_best_action_is_the_arrow() {
    let mut app = played("chaturanga-v3", 6, 5);
    app.command(Command::Analysis(AnalysisCommand::Open));
    let mut worker = WorkerState::new();
    let depths = answer(&mut app, &mut worker, 3);
    assert_eq!(depths, [1, 2, 3]);
    let state = app.test_state().analysis.unwrap();
    assert_eq!(state.depth, 3);
    assert_eq!(state.lines.len(), 3, "three best actions");
    assert!(state.nodes > 0);
    // Best first, and each action one the move box takes.
    assert!(state.lines.windows(2).all(|w| w[0].value >= w[1].value));
    let legal: Vec<String> = app.test_state().legal;
    assert!(state.lines.iter().all(|l| legal.contains(&l.action)));
    let best = app.analysis.arrow().expect("a best action");
    let view = app.board_view();
    match best {
        Action::Move(m) => assert_eq!(view.hint, Some((m.from, m.to))),
        other => panic!("{other:?}"),
    }
    let panel = app.screen().get("analysis").to_string();
    assert!(panel.contains("Depth 3"), "{panel}");
    assert!(
        panel.contains("White: ") && panel.contains("Black: "),
        "{panel}"
    );
    // Stopped: the request under way (the fourth depth) is cancelled, and nothing more is
    // asked.
    assert_eq!(asked(&app.take_effects()).map(|a| a.1), Some(4));
    app.command(Command::Analysis(AnalysisCommand::Toggle));
    let effects = app.take_effects();
    assert!(effects.iter().any(|e| matches!(e, Effect::CancelThink)));
    assert!(!app.test_state().analysis.unwrap().running);
    assert_eq!(asked(&effects), None);
    // Set going again: one turn deeper than the judgement held.
    app.command(Command::Analysis(AnalysisCommand::Toggle));
    assert_eq!(asked(&app.take_effects()).map(|a| a.1), Some(4));
    // A line's button plays its action.
    app.command(Command::Analysis(AnalysisCommand::Line(0)));
    assert_eq!(app.game().actions().last(), Some(&best));
}

#[test]
fn a_variation_is_a_side_line_that_can_be_walked_promoted_and_deleted() {
    let mut app = played("chaturanga-v3", 8, 3);
    let main = app.game().actions().to_vec();
    app.command(Command::Nav(Nav::View(3)));
    app.command(Command::Analysis(AnalysisCommand::Open));
    let legal = app.game().legal_actions();
    let other = *legal.iter().find(|&&a| a != main[3]).unwrap();
    let text = record::write_action(app.game().position(), other);
    app.command(Command::TypedMove(text));
    let reply = app.game().legal_actions()[0];
    app.play(reply);
    app.settled();
    let state = app.test_state().analysis.unwrap();
    assert_eq!((state.ply, state.main, state.nodes_in_tree), (5, false, 10));
    assert_eq!(app.game().actions(), [&main[..3], &[other, reply]].concat());
    // The arrow keys walk the line looked at: back into the main line, and forward again.
    app.command(Command::Nav(Nav::Prev));
    app.command(Command::Nav(Nav::Prev));
    assert_eq!(app.game().actions(), &main[..3]);
    assert!(app.test_state().analysis.unwrap().main);
    app.command(Command::Nav(Nav::Next));
    assert_eq!(app.game().actions(), &main[..4], "the main continuation");
    // The side line's node, from its button in the tree.
    let panel = app.screen().get("analysis").to_string();
    assert!(panel.contains("data-cmd=\"analysis-go\""));
    app.command(Command::Nav(Nav::Prev));
    app.play(other);
    app.settled();
    app.command(Command::Nav(Nav::Last));
    assert_eq!(app.game().actions().len(), 5, "the side line's end");
    // Promoted: the main line goes through it.
    app.command(Command::Analysis(AnalysisCommand::Promote));
    assert!(app.test_state().analysis.unwrap().main);
    app.command(Command::Nav(Nav::First));
    app.command(Command::Nav(Nav::Last));
    assert_eq!(app.game().actions(), [&main[..3], &[other, reply]].concat());
    // Deleted from its first action: gone, the board one before it, the old line main again.
    app.command(Command::Nav(Nav::View(4)));
    app.command(Command::Analysis(AnalysisCommand::Delete));
    let state = app.test_state().analysis.unwrap();
    assert_eq!((state.ply, state.nodes_in_tree, state.main), (3, 8, true));
    app.command(Command::Nav(Nav::Last));
    assert_eq!(app.game().actions(), main);
    // Undo and redo walk too, and nothing of it reached the game.
    app.command(Command::Undo);
    assert_eq!(app.game().actions(), &main[..7]);
    app.command(Command::Analysis(AnalysisCommand::Close));
    assert_eq!(app.game().actions(), main);
}

#[test]
fn before_a_roll_each_face_has_its_value_and_the_face_chosen_is_the_roll() {
    let mut app = app("chaturaji", &humans(4), 9);
    // The first roll-off winner's roll is kept: play until a roll is due.
    for _ in 0..12 {
        if app.game().position().needs_roll() && !app.game().actions().is_empty() {
            break;
        }
        let action = app.game().legal_actions()[0];
        app.play(action);
        app.settled();
    }
    assert!(app.game().position().needs_roll());
    let game = app.game().clone();
    app.command(Command::Analysis(AnalysisCommand::Open));
    let mut worker = WorkerState::new();
    answer(&mut app, &mut worker, 2);
    let state = app.test_state().analysis.unwrap();
    let faces = Ruleset::by_id("chaturaji")
        .unwrap()
        .dice
        .unwrap()
        .faces
        .len();
    assert_eq!(state.faces.len(), faces, "a value for each face");
    assert_eq!(state.lines.len(), 1);
    assert_eq!(state.lines[0].action, "roll");
    let panel = app.screen().get("analysis").to_string();
    assert!(panel.contains("What this roll is worth"), "{panel}");
    assert_eq!(panel.matches("data-cmd=\"analysis-face\"").count(), faces);
    // The worst face, chosen: that roll is played.
    let worst = (0..faces).min_by_key(|&f| state.faces[f]).unwrap() as u8;
    app.command(Command::Analysis(AnalysisCommand::Face(worst)));
    assert_eq!(app.game().actions().last(), Some(&Action::Roll(worst)));
    // The die's button draws a face at random after going back.
    app.command(Command::Nav(Nav::Prev));
    app.command(Command::Decide(Decision::Roll));
    assert!(matches!(app.game().actions().last(), Some(Action::Roll(_))));
    app.command(Command::Analysis(AnalysisCommand::Close));
    assert_eq!(
        app.game().actions(),
        game.actions(),
        "the game's rolls are its own"
    );
}

#[test]
fn a_command_that_acts_on_the_game_closes_the_board_first() {
    let mut app = played("chaturanga-v3", 4, 3);
    let game = app.game().clone();
    app.command(Command::Analysis(AnalysisCommand::Open));
    let action = app.game().legal_actions()[2];
    app.play(action);
    app.command(Command::ExportFile);
    assert!(app.test_state().analysis.is_none());
    let text = app.take_effects().into_iter().find_map(|e| match e {
        Effect::Download { text, .. } => Some(text),
        _ => None,
    });
    let record = text.expect("the record");
    let (read, _) = record::parse(&record).expect("reads");
    assert_eq!(
        read.actions(),
        game.actions(),
        "the game's record, not the analysis's"
    );
}
