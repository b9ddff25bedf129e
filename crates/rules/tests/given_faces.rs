//! Games whose dice faces come from outside (fair dice between devices: `ashtapada-dice` draws
//! each face from every device's secret): the roll-off and the rolls take the faces given, in
//! order; a roll whose face is not known yet is not legal; and given the faces a seed would
//! have rolled, such a game is the seeded game, action for action.

use ashtapada_rules::game::{roll_face, roll_off};
use ashtapada_rules::{Action, Game, Ruleset};
use proptest::prelude::*;

/// The dice rulesets (with and without options).
fn dice_rulesets() -> Vec<&'static Ruleset> {
    Ruleset::all_with_options()
        .iter()
        .copied()
        .filter(|r| r.dice.is_some())
        .collect()
}

/// The faces a seeded game rolls: its roll-off's, then `n` rolls.
fn seeded_faces(rules: &Ruleset, seed: u64, n: u64) -> Vec<u8> {
    let faces = rules.dice.map_or(1, |d| d.faces.len());
    let mut out: Vec<u8> = roll_off(rules, seed)
        .rounds
        .iter()
        .flatten()
        .map(|&(_, f)| f)
        .collect();
    out.extend((0..n).map(|k| roll_face(seed, k, faces)));
    out
}

#[test]
fn given_the_seed_s_faces_a_game_is_the_seeded_game() {
    let rulesets = dice_rulesets();
    assert!(rulesets.len() >= 4, "{} dice rulesets", rulesets.len());
    let mut rolls = 0;
    for rules in rulesets {
        for seed in [1u64, 7, 2026] {
            let mut seeded = Game::new(rules, seed);
            let mut given =
                Game::with_faces(rules, &seeded_faces(rules, seed, 400)).expect("faces enough");
            assert_eq!(
                given.start(),
                seeded.start(),
                "{}: the roll-off chose alike",
                rules.id
            );
            assert_eq!(
                given.roll_off().map(|r| r.rounds),
                seeded.roll_off().map(|r| r.rounds),
                "{}",
                rules.id
            );
            for i in 0..300usize {
                if seeded.outcome().is_some() {
                    break;
                }
                let legal = seeded.legal_actions();
                assert_eq!(
                    given.legal_actions(),
                    legal,
                    "{} seed {seed}, action {i}",
                    rules.id
                );
                let a = legal[(i * 7 + seed as usize) % legal.len()];
                rolls += usize::from(matches!(a, Action::Roll(_)));
                seeded.play(a).unwrap();
                given.play(a).unwrap();
                assert_eq!(given.position(), seeded.position(), "{}", rules.id);
            }
        }
    }
    assert!(rolls > 500, "{rolls} rolls compared");
}

#[test]
fn a_roll_waits_for_its_face_and_only_a_die_s_face_is_taken() {
    let rules = Ruleset::by_id("chaturaji").expect("chaturaji");
    // No face yet: the roll-off cannot be played.
    assert!(Game::with_faces(rules, &[]).is_none());
    // Four faces: a roll-off with no tie (the highest face alone) is whole.
    let ro = [0u8, 1, 2, 3];
    let mut game = Game::with_faces(rules, &ro).expect("a roll-off of four faces");
    assert_eq!(game.roll_off().expect("a roll-off").rolls(), 4);
    assert_eq!(game.given_faces(), Some(&ro[..]));
    // Play up to the first roll the game needs: none is legal until its face is given.
    for _ in 0..8 {
        if game.position().needs_roll() && game.next_face().is_none() {
            break;
        }
        let a = game.legal_actions()[0];
        game.play(a).unwrap();
    }
    assert!(game.position().needs_roll());
    assert_eq!(game.next_face(), None);
    assert!(!game
        .legal_actions()
        .iter()
        .any(|a| matches!(a, Action::Roll(_))));
    assert!(!game.give_face(4), "a four-faced die has no fifth face");
    assert!(game.give_face(2));
    assert_eq!(game.legal_actions(), vec![Action::Roll(2)]);
    game.play(Action::Roll(2)).unwrap();
    // Undone and played again, the roll shows the same face.
    game.undo();
    assert_eq!(game.legal_actions(), vec![Action::Roll(2)]);
    // A seeded game takes no face from outside.
    assert!(!Game::new(rules, 5).give_face(1));
}

proptest! {
    #![proptest_config(ProptestConfig::with_cases(48))]

    /// Any faces, any ruleset with dice: the game plays to a roll it has no face for, or to
    /// its end, every roll showing the face given for it, in order.
    #[test]
    fn every_roll_shows_the_face_given_for_it(
        pick in 0usize..64,
        faces in proptest::collection::vec(0u8..6, 0..200),
        choices in proptest::collection::vec(any::<u16>(), 300),
    ) {
        let all = dice_rulesets();
        let rules = all[pick % all.len()];
        let n = rules.dice.map_or(1, |d| d.faces.len()) as u8;
        let faces: Vec<u8> = faces.into_iter().map(|f| f % n).collect();
        let Some(mut game) = Game::with_faces(rules, &faces) else {
            return Ok(());
        };
        let skip = game.roll_off().map_or(0, |r| r.rolls());
        let mut rolled = Vec::new();
        for c in choices {
            let legal = game.legal_actions();
            if legal.is_empty() || game.outcome().is_some() {
                break;
            }
            let a = legal[usize::from(c) % legal.len()];
            if let Action::Roll(f) = a {
                rolled.push(f);
            }
            game.play(a).unwrap();
        }
        prop_assert_eq!(&rolled[..], &faces[skip..skip + rolled.len()]);
    }
}

/// A game whose faces came from outside, played at random to `actions` actions, its faces the
/// ones `draw` gives (roll-off's first).
fn given_game(rules: &'static Ruleset, draw: &mut impl FnMut() -> u8, actions: usize) -> Game {
    let mut game = Game::with_faces_drawn(rules, draw);
    for i in 0..actions {
        if game.outcome().is_some() {
            break;
        }
        if game.position().needs_roll() && game.next_face().is_none() {
            game.give_face(draw());
        }
        let legal = game.legal_actions();
        game.play(legal[(i * 11 + 3) % legal.len()]).unwrap();
    }
    game
}

/// Its record carries the roll-off's faces in place of a seed (`[RollOff "…"]`), each later
/// face in the movetext as always, and reads back as the same game, written the same.
#[test]
fn a_given_game_s_record_reads_back_as_the_same_game() {
    use ashtapada_rules::record::{self, Tags};
    for rules in dice_rulesets() {
        let n = rules.dice.map_or(1, |d| d.faces.len()) as u64;
        let mut x = 0x2545_f491_4f6c_dd1du64;
        let mut draw = || {
            x ^= x << 13;
            x ^= x >> 7;
            x ^= x << 17;
            (x % n) as u8
        };
        let game = given_game(rules, &mut draw, 150);
        let text = record::write(&game, &Tags::default());
        assert!(text.contains("[RollOff \""), "{}: {text}", rules.id);
        assert!(!text.contains("[Seed "), "{}: {text}", rules.id);
        let (back, _) =
            record::parse(&text).unwrap_or_else(|e| panic!("{}: {e}\n{text}", rules.id));
        assert_eq!(back.positions(), game.positions(), "{}", rules.id);
        assert_eq!(back.actions(), game.actions(), "{}", rules.id);
        let played = game.given_roll_off().unwrap()
            + game
                .actions()
                .iter()
                .filter(|a| matches!(a, Action::Roll(_)))
                .count();
        assert_eq!(
            back.given_faces(),
            Some(&game.given_faces().unwrap()[..played]),
            "{}",
            rules.id
        );
        assert_eq!(record::write(&back, &Tags::default()), text, "{}", rules.id);
    }
}

#[test]
fn a_roll_off_tag_that_does_not_fit_says_why() {
    use ashtapada_rules::record;
    let head = "[Ruleset \"chaturaji\"]\n[Options \"\"]\n";
    let fails = |tags: &str| {
        record::parse(&format!("{head}{tags}\n*\n"))
            .unwrap_err()
            .message
    };
    let why =
        "expected the roll-off's faces of the die (2, 3, 4, 5), exactly, and no Seed or FEN tag";
    assert_eq!(
        fails("[RollOff \"2 3 4 5\"]\n[Seed \"1\"]"),
        why,
        "a seed besides"
    );
    assert_eq!(fails("[RollOff \"2 3 4 9\"]"), why, "no such face");
    assert_eq!(fails("[RollOff \"2 3\"]"), why, "too few for the roll-off");
    assert_eq!(
        fails("[RollOff \"2 3 4 5 5\"]"),
        why,
        "one more than the roll-off took"
    );
    let ok = record::parse(&format!("{head}[RollOff \"2 3 4 5\"]\n\n*\n"))
        .unwrap()
        .0;
    assert_eq!(ok.given_roll_off(), Some(4));
    let none = record::parse("[Ruleset \"chaturanga-v3\"]\n[RollOff \"\"]\n\n*\n").unwrap_err();
    assert!(
        none.message.contains("the roll-off's faces"),
        "{}",
        none.message
    );
}

/// A seeded game that went between devices after it began: its rolls before the switch are
/// the seed's, each one after waits for a face from outside, taking back across the switch
/// rolls the seed's again, and its record (`[Seed]` and `[DiceFrom]`) reads back the same.
#[test]
fn a_seeded_game_s_rolls_from_the_switch_on_come_from_outside() {
    use ashtapada_rules::record::{self, Tags};
    for rules in dice_rulesets() {
        let seed = 11;
        let faces = rules.dice.map_or(1, |d| d.faces.len());
        let mut game = Game::new(rules, seed);
        let mut seeded = game.clone();
        let mut i = 0usize;
        // Some rolls by the seed first.
        while game.rolls() < 3 && game.outcome().is_none() {
            let legal = game.legal_actions();
            let a = legal[(i * 5 + 1) % legal.len()];
            game.play(a).unwrap();
            seeded.play(a).unwrap();
            i += 1;
        }
        let from = game.rolls();
        assert!(
            !game.give_faces_from(from - 1),
            "{}: not before a roll played",
            rules.id
        );
        assert!(game.give_faces_from(from), "{}", rules.id);
        assert!(!game.give_faces_from(from), "{}: only once", rules.id);
        assert_eq!(game.given_from(), Some(from));
        let mut given = Vec::new();
        while game.rolls() < from + 6 && game.outcome().is_none() {
            if game.position().needs_roll() {
                assert_eq!(
                    game.next_face(),
                    None,
                    "{}: the seed no longer tells",
                    rules.id
                );
                assert!(
                    !game
                        .legal_actions()
                        .iter()
                        .any(|a| matches!(a, Action::Roll(_))),
                    "{}: no roll is legal before its face",
                    rules.id
                );
                // The face the seed would not have rolled, so that the seed's game differs.
                let face = (roll_face(seed, game.rolls(), faces) + 1) % faces as u8;
                assert!(game.give_face(face));
                given.push(face);
            }
            let legal = game.legal_actions();
            game.play(legal[(i * 5 + 1) % legal.len()]).unwrap();
            i += 1;
        }
        assert_eq!(game.given_faces(), Some(&given[..]), "{}", rules.id);
        let text = record::write(&game, &Tags::default());
        assert!(
            text.contains(&format!("[Seed \"{seed}\"]")),
            "{}: {text}",
            rules.id
        );
        assert!(
            text.contains(&format!("[DiceFrom \"{from}\"]")),
            "{}: {text}",
            rules.id
        );
        assert!(!text.contains("[RollOff "), "{}: {text}", rules.id);
        let (back, _) =
            record::parse(&text).unwrap_or_else(|e| panic!("{}: {e}\n{text}", rules.id));
        assert_eq!(back.actions(), game.actions(), "{}", rules.id);
        assert_eq!(back.given_from(), Some(from), "{}", rules.id);
        assert_eq!(back.given_faces(), Some(&given[..]), "{}", rules.id);
        assert_eq!(record::write(&back, &Tags::default()), text, "{}", rules.id);
        assert_eq!(
            back.roll_off(),
            seeded.roll_off(),
            "{}: the seed's roll-off",
            rules.id
        );
        // Taken back to before the switch, the next roll is the seed's again.
        while game.rolls() >= from && game.undo().is_some() {}
        assert_eq!(
            game.next_face(),
            Some(roll_face(seed, game.rolls(), faces)),
            "{}",
            rules.id
        );
    }
}

#[test]
fn a_dice_from_tag_that_does_not_fit_says_why() {
    use ashtapada_rules::record;
    let why = "expected how many rolls the seed made, a whole number, with a Seed tag and dice";
    for (tags, what) in [
        (
            "[Ruleset \"chaturaji\"]\n[Seed \"1\"]\n[DiceFrom \"-1\"]",
            "below none",
        ),
        (
            "[Ruleset \"chaturaji\"]\n[Seed \"1\"]\n[DiceFrom \"x\"]",
            "not a number",
        ),
        (
            "[Ruleset \"chaturaji\"]\n[RollOff \"2 3 4 5\"]\n[DiceFrom \"2\"]",
            "all given",
        ),
        ("[Ruleset \"chaturanga-v3\"]\n[DiceFrom \"2\"]", "no dice"),
    ] {
        let e = record::parse(&format!("{tags}\n\n*\n")).unwrap_err();
        assert_eq!(e.message, why, "{what}");
    }
    let ok = record::parse("[Ruleset \"chaturaji\"]\n[Seed \"1\"]\n[DiceFrom \"4\"]\n\n*\n")
        .unwrap()
        .0;
    assert_eq!(ok.given_from(), Some(4));
    // Its rolls before the fourth are the seed's.
    assert_eq!(ok.next_face(), Some(roll_face(1, 0, 4)));
    // From none on: its roll-off the seed's, its every roll from outside.
    let text = "[Ruleset \"chaturaji\"]\n[Seed \"1\"]\n[DiceFrom \"0\"]\n\n*\n";
    let none = record::parse(text).unwrap().0;
    assert_eq!(none.given_from(), Some(0));
    assert_eq!(none.given_roll_off(), None);
    assert_eq!(none.next_face(), None);
    assert_eq!(none.start(), Game::new(none.rules(), 1).start());
    assert!(record::write(&none, &record::Tags::default()).contains("[DiceFrom \"0\"]"));
}
