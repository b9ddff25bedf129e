//! Tactics on crafted positions, one or more per ruleset family: the search bot (at a small,
//! deterministic node budget) must find the obvious good action and avoid the obvious bad one.

use ashtapada_bots::{Bot, Level, Limits, NoClock, Strategy};
use ashtapada_rules::{fen, Action, Game, Ruleset};

/// The search bot's choice in a position, with a node budget.
fn choose(id: &str, text: &str, nodes: u64) -> Action {
    let rules = Ruleset::by_id(id).expect("ruleset");
    let pos = fen::parse(rules, text).unwrap_or_else(|e| panic!("{id}: {e} in {text}"));
    let game = Game::from_position(pos, 1);
    let mut bot = Bot::new(Strategy::Search, Limits::nodes(nodes));
    let choice = bot.choose(&game, 1, &NoClock).expect("an action");
    assert!(game.legal_actions().contains(&choice.action));
    choice.action
}

/// The move text of an action, as the record writes it.
fn text(id: &str, fen_text: &str, action: Action) -> String {
    let rules = Ruleset::by_id(id).expect("ruleset");
    let pos = fen::parse(rules, fen_text).expect("position");
    match action {
        Action::Move(m) => ashtapada_rules::notation::write_move(&pos, m),
        other => format!("{other:?}"),
    }
}

fn assert_move(id: &str, position: &str, from: &str, to: &str) {
    let a = choose(id, position, 20_000);
    let rules = Ruleset::by_id(id).expect("ruleset");
    let g = rules.geometry;
    match a {
        Action::Move(m) => assert_eq!(
            (g.name(m.from), g.name(m.to)),
            (from.to_owned(), to.to_owned()),
            "{id}: played {} in {position}",
            text(id, position, a)
        ),
        other => panic!("{id}: expected {from}-{to}, got {other:?} in {position}"),
    }
}

#[test]
fn v3_takes_a_hanging_king() {
    assert_move(
        "chaturanga-v3",
        "bK7/8/8/8/8/8/8/wR3wK3 w - 0 10",
        "a1",
        "a8",
    );
}

#[test]
fn byzantine_takes_a_hanging_king() {
    // White rook on a1 and Black king on a5, nothing between them along ring a.
    let board = "wR3bK11/16/16/wK15";
    for id in ["byzantine-traditional", "byzantine-modern"] {
        assert_move(id, &format!("{board} w - 0 10"), "a1", "a5");
    }
}

#[test]
fn v1_captures_the_last_enemy_king() {
    // West's king is already held by South; South's rook takes East's king on h4 and wins.
    let pos = "4nK3/8/8/1wP6/7eK/8/8/3sK3sR s - 0 10 held=ws kings-lost=w1";
    assert_move("chaturanga-v1", pos, "h1", "h4");
}

#[test]
fn chaduranga_captures_the_last_enemy_king_on_the_rook_roll() {
    // The daala shows 4 (rook): South's rook takes East's king, West's is gone already.
    let pos = "4nK3/8/8/1wP6/7eK/8/sP7/3sK3sR s 4 0 10 kings-lost=w1";
    assert_move("chaduranga", pos, "h1", "h4");
}

#[test]
fn dice_rulesets_take_a_hanging_king_with_the_rolled_piece() {
    // Ruleset, position, and the capture. Each roll leaves quiet moves besides the capture.
    let cases = [
        // The die shows 4 (rook): South's rook takes East's king up the h-file.
        (
            "chaturanga-v2",
            "wK3nK3/8/8/8/7eK/8/8/3sK3sR s 4 0 10",
            "h1",
            "h4",
        ),
        // The die shows 3 (knight): the knight on f3 takes East's king; the one on b1 cannot.
        (
            "chaturanga-v1+dice",
            "wK3nK3/8/8/8/7eK/5sN2/8/1sN1sK4 s 3 0 10",
            "f3",
            "h4",
        ),
    ];
    for (id, pos, from, to) in cases {
        assert_move(id, pos, from, to);
    }
}

#[test]
fn v3_avoids_a_losing_capture() {
    // Rxd5 wins a pawn but loses the rook to the e6 pawn.
    let pos = "4bK3/8/4bP3/3bP4/8/8/7wP/3wR1wK2 w - 0 10";
    let a = choose("chaturanga-v3", pos, 20_000);
    let rules = Ruleset::by_id("chaturanga-v3").expect("ruleset");
    if let Action::Move(m) = a {
        assert_ne!(rules.geometry.name(m.to), "d5", "took the defended pawn");
    }
}

#[test]
fn chaturaji_takes_a_pawn_that_only_minors_defend() {
    // The rook roll: Rc1xc5 is safe although West's alfil and pawns stand near, because minors
    // cannot capture majors.
    let pos = "4nK3/1wK6/1wP6/2eP5/1wP1wA4/8/8/2sR1sK2eK s 4 0 10";
    assert_move("chaturaji", pos, "c1", "c5");
}

#[test]
fn chaturaji_completes_an_alfil_square() {
    // The alfil roll: b2-d4 completes the square d4 e4 d5 e5 and captures the three enemy alfils.
    let pos = "4nK3/8/8/wK2wAeA3/4wA2eK/8/1sA6/3sK4 s 2 0 10";
    assert_move("chaturaji", pos, "b2", "d4");
}

#[test]
fn v1_completes_an_alfil_square() {
    // No dice: b2-d4 captures West's and East's alfils and takes North's.
    let pos = "4nK3/8/8/wK2wAeA3/4nA2eK/8/1sA6/3sK4 s - 0 10";
    assert_move("chaturanga-v1", pos, "b2", "d4");
}

#[test]
fn v1_takes_the_throne_to_free_the_ally() {
    // North's king is held by East and North's army is frozen; South's king steps onto North's
    // throne e8 and commands it.
    let pos = "wK7/1wP2sKnRnNnA/8/8/6ePeK/8/8/8 s - 0 10 held=ne kings-lost=n1";
    assert_move("chaturanga-v1", pos, "e7", "e8");
}

#[test]
fn antique_occupies_an_enemy_throne_for_the_stake() {
    // The king-or-pawn roll: South's king takes West's empty throne a5 and is paid one unit.
    let pos = "7nK/8/8/8/sK7/8/8/6eK1 s 5 0 10 money=-1,-1,-1,-1 pot=4 ";
    // West has withdrawn nothing here; its pieces are elsewhere.
    let pos = pos.replace("7nK/8", "7nK/1wP6");
    assert_move("chaturanga-antique", &pos, "a4", "a5");
}

#[test]
fn exchange_answers_follow_the_armies_at_stake() {
    // South holds West's king, East holds North's; South offered the exchange and East answers.
    // West's frozen army is big and North's small: East accepts.
    let accept = "wAwP6/wNwP6/wRwP6/8/6ePeK/8/3nP4/3sK4 s - 0 30 offered held=wsne kings-lost=w1n1 pending=answer:se";
    assert_eq!(
        choose("chaturanga-v1", accept, 20_000),
        Action::Answer(true)
    );
    // West's army is a pawn and North's is big: East refuses.
    let refuse = "8/1wP2nPnPnPnP/8/8/6ePeK/4nR3/8/3sK4 s - 0 30 offered held=wsne kings-lost=w1n1 pending=answer:se";
    assert_eq!(
        choose("chaturanga-v1", refuse, 20_000),
        Action::Answer(false)
    );
}

#[test]
fn levels_find_the_hanging_king_too() {
    let rules = Ruleset::by_id("chaturanga-v3").expect("ruleset");
    let pos = fen::parse(rules, "bK7/8/8/8/8/8/8/wR3wK3 w - 0 10").expect("position");
    let game = Game::from_position(pos, 1);
    for level in Level::ALL {
        let mut bot = Bot::level(level).with_limits(Limits::nodes(5_000));
        let a = bot.choose(&game, 3, &NoClock).expect("an action").action;
        let Action::Move(m) = a else {
            panic!("{level:?} played {a:?}")
        };
        assert_eq!(rules.geometry.name(m.to), "a8", "{level:?}");
    }
}
