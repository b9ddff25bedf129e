use super::*;
use ashtapada_rules::{notation, Ruleset};

/// Two-handed Chaturanga after `moves`.
fn after(moves: &[&str]) -> Position {
    let rules = Ruleset::by_id("chaturanga-v3").expect("the two-handed ruleset");
    let mut game = Game::new(rules, 0);
    for &text in moves {
        let mv = notation::parse_move(game.position(), text).expect(text);
        game.play(Action::Move(mv)).expect(text);
    }
    *game.position()
}

/// A careless knight: 1. e3 e6 2. Nc3 a6 3. Nd5, where the pawn on e6 alone takes it, for
/// nothing.
fn careless_knight() -> Position {
    after(&["e2-e3", "e7-e6", "b1-c3", "a7-a6", "c3-d5"])
}

#[test]
fn a_knight_two_pawns_can_take_is_no_puzzle_the_answer_is_not_unique() {
    let pos = after(&["e2-e3", "e7-e6", "b1-c3", "d7-d6", "c3-d5"]);
    let (_, margin) = verdict(&pos, MINE_NODES).expect("a verdict");
    assert!(margin < MARGIN, "margin {margin}");
    let game = Game::from_position(pos, 0);
    assert!(mine(&game, 0, MINE_NODES).is_empty());
}

#[test]
fn a_knight_left_hanging_is_a_capture_puzzle_that_round_trips() {
    let pos = careless_knight();
    let (mv, margin) = verdict(&pos, MINE_NODES).expect("a verdict");
    assert_eq!(notation::write_move(&pos, mv), "e6xd5");
    assert!(margin >= MARGIN, "margin {margin}");
    let p = Puzzle::new(pos, mv).expect("a legal answer");
    assert_eq!(p.themes(), [Theme::Capture]);
    assert!(holds(&p, MINE_NODES * CONFIRM_FACTOR));
    let line = write_line(&p);
    assert_eq!(parse_line(&line), Ok(Some(p.clone())));
    assert_eq!(write_line(&parse_line(&line).unwrap().unwrap()), line);
}

#[test]
fn a_quiet_opening_position_is_no_puzzle() {
    let rules = Ruleset::by_id("chaturanga-v3").unwrap();
    let game = Game::new(rules, 0);
    let (_, margin) = verdict(game.position(), MINE_NODES).expect("a verdict");
    assert!(margin < MARGIN, "margin {margin}");
}
