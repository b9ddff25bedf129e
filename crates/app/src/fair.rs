//! Dice nobody can foresee between devices (issue 46): the proof of a game whose faces the
//! devices drew together, checked where a record or a link enters. The drawing itself is live
//! play's ([`crate::live`]); the hash chains are `ashtapada-dice`'s. A game by links, whose
//! devices draw one at a time (`ashtapada_dice::baton`), carries a proof of its own kind
//! ([`baton_proof`]).

use ashtapada_dice::baton::{Baton, Step};
use ashtapada_dice::{Ledger, Refusal};
use ashtapada_rules::{record, Action, Game};

/// Why a game whose faces the devices drew together is not proven by its record or link.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub enum Unproven {
    /// The record or the link has no proof.
    NoProof,
    /// The proof does not read, or a device's part does not match its commitment.
    Tampered,
    /// A roll shows another face than the devices' parts give.
    WrongFace {
        /// The roll among those the devices drew, counted from 1.
        roll: u32,
        /// The face's value as the game shows it.
        shown: u8,
        /// The face's value the parts give.
        drawn: u8,
    },
}

impl Unproven {
    /// What a person is told.
    pub fn say(self, lang: ashtapada_i18n::Lang) -> String {
        match self {
            Unproven::NoProof => lang.record_dice_no_proof().to_owned(),
            Unproven::Tampered => lang.record_dice_tampered().to_owned(),
            // The arguments in the order of their names.
            Unproven::WrongFace { roll, shown, drawn } => {
                lang.record_dice_wrong_face(i64::from(drawn), i64::from(roll), i64::from(shown))
            }
        }
    }
}

/// The ledger a record's `Dice` tag holds, if it has one: `Err` for one that does not read or
/// check.
pub fn ledger_of(tags: &record::Tags) -> Option<Result<Ledger, Unproven>> {
    let tag = &tags.other.iter().find(|(name, _)| name == record::DICE)?.1;
    if Baton::is_tag(tag) {
        return None;
    }
    Some(Ledger::read_tag(tag).map_err(|_| Unproven::Tampered))
}

/// The record tag of a game by links that one of its devices went on with alone, its other
/// devices silent (`Session::baton_go_alone`): how many of the game's faces its devices drew
/// (the roll-off's included), proven by its `Dice` tag; the faces after are that device's
/// die's, as in any game on one device.
pub const DICE_ALONE: &str = record::DICE_ALONE;

/// The count of a record's [`DICE_ALONE`] tag, if it has one that reads (a whole number).
pub fn alone_of(tags: &record::Tags) -> Option<u32> {
    tags.other
        .iter()
        .find(|(name, _)| name == DICE_ALONE)
        .and_then(|(_, text)| text.parse().ok())
}

/// The text of a record's `Dice` tag, if it has one.
fn dice_tag(tags: &record::Tags) -> Option<&str> {
    tags.other
        .iter()
        .find(|(name, _)| name == record::DICE)
        .map(|(_, text)| text.as_str())
}

/// The baton a record's `Dice` tag holds, for a game by links whose devices drew its dice one
/// at a time; `None` for any other tag, or one that does not read.
pub fn baton_of(tags: &record::Tags) -> Option<Baton> {
    dice_tag(tags).and_then(Baton::read_tag)
}

/// The steps of a game by links, as the baton counts them: the roll-off's rolls (device 0's),
/// then each action, owned by the device of the seat that acts (none for a bot's seat).
pub fn baton_steps(game: &Game, baton: &Baton) -> Vec<Step> {
    baton.steps(
        game.given_roll_off().unwrap_or(0),
        game.positions()
            .iter()
            .zip(game.actions())
            .map(|(before, action)| {
                (
                    before.actor().index() as u8,
                    matches!(action, Action::Roll(_)),
                )
            }),
    )
}

/// A game by links whose devices are still joining: its dice from outside, its roll-off not
/// drawn yet (device 0 draws it once every seat has its device), so that no seat can act.
pub fn waiting_game(rules: &'static ashtapada_rules::Ruleset) -> Game {
    Game::with_faces(rules, &[]).unwrap_or_else(|| {
        Game::from_position_with_faces(ashtapada_rules::Position::start(rules), &[])
    })
}

/// The proof of a game by links: each face the devices drew, the roll-off's first, is the one
/// the roller's and the run before's committed parts give ([`Baton::check`]). Every face
/// must be proven: the roller's device reveals its part as it rolls, so that no link or record
/// it writes holds a face without it (one that does was made up after).
pub fn baton_proof(game: &Game, baton: &Baton, alone: Option<u32>) -> Result<(), Unproven> {
    let Some(shown) = game
        .given_faces()
        .filter(|_| game.given_roll_off().is_some())
    else {
        return Err(Unproven::NoProof);
    };
    // Gone on with alone: the devices' faces are proven, the rest are one device's.
    let shown = match alone {
        Some(n) => &shown[..shown.len().min(n as usize)],
        None => shown,
    };
    if shown.is_empty() {
        // Nothing drawn yet: the devices may still be joining.
        return Ok(());
    }
    let die = game.rules().dice.map_or(&[][..], |d| d.faces);
    let value = |f: u8| die.get(usize::from(f)).map_or(f, |f| f.value);
    match baton.check(&baton_steps(game, baton), shown, die.len() as u8) {
        Ok(()) => Ok(()),
        Err(Refusal::Withheld { .. }) => Err(Unproven::NoProof),
        Err(Refusal::WrongFace { roll, shown, drawn }) => Err(Unproven::WrongFace {
            roll,
            shown: value(shown),
            drawn: value(drawn),
        }),
        Err(_) => Err(Unproven::Tampered),
    }
}

/// The proof of a record's game whose faces the devices drew together (its `Dice` tag). A
/// seeded game needs none.
pub fn record_proof(game: &Game, tags: &record::Tags) -> Result<(), Unproven> {
    if let Some(tag) = dice_tag(tags).filter(|t| Baton::is_tag(t)) {
        let baton = Baton::read_tag(tag).ok_or(Unproven::Tampered)?;
        return baton_proof(game, &baton, alone_of(tags));
    }
    match ledger_of(tags) {
        Some(ledger) => proof(game, Some(&ledger?)),
        None => proof(game, None),
    }
}

/// Each face the devices drew must be the one their committed parts give. Faces past the
/// proof's last roll are those of a game continued on one device (`Session::own_die`), which no
/// device drew with another: they are taken as such. A seeded game needs no proof.
pub fn proof(game: &Game, ledger: Option<&Ledger>) -> Result<(), Unproven> {
    let Some(shown) = game.given_faces().filter(|f| !f.is_empty()) else {
        return Ok(());
    };
    let ledger = ledger.ok_or(Unproven::NoProof)?;
    let die = game.rules().dice.map_or(&[][..], |d| d.faces);
    let value = |f: u8| die.get(usize::from(f)).map_or(f, |f| f.value);
    match ledger.check(shown, die.len() as u8) {
        Ok(()) | Err(Refusal::Withheld { .. }) => Ok(()),
        Err(Refusal::WrongFace { roll, shown, drawn }) => Err(Unproven::WrongFace {
            roll,
            shown: value(shown),
            drawn: value(drawn),
        }),
        Err(_) => Err(Unproven::Tampered),
    }
}

/// Devices of a game by links all on one machine, each handing the game on as its page does
/// (its hand-off part in the link), the roller revealing its part as it rolls: what tests,
/// the fuzzers' seeds and the examples need of a game whose devices drew its dice one at a
/// time. (In play each device holds only its own hand.)
#[derive(Debug, Clone)]
pub struct BatonTable {
    hands: Vec<ashtapada_dice::baton::Hand>,
    baton: Baton,
    steps: Vec<Step>,
}

impl BatonTable {
    /// Devices of these secrets, device `i` playing the seats of mask `seats[i]` (bit `i`:
    /// seat `i`), each joined in turn and handing the link on, in game `id`; `None` for fewer
    /// than two devices, or seats played twice.
    pub fn new(id: u64, secrets: &[[u8; 32]], seats: &[u8]) -> Option<BatonTable> {
        use ashtapada_dice::baton::Hand;
        let hands: Vec<Hand> = secrets.iter().map(Hand::new).collect();
        let mut baton = Baton::new(id, *seats.first()?, hands.first()?.heads());
        for (hand, &s) in hands.iter().zip(seats).skip(1) {
            baton.join(s, hand.heads()).ok()?;
        }
        if baton.devices() < 2 || baton.devices() != hands.len() {
            return None;
        }
        for (device, hand) in hands.iter().enumerate() {
            baton.hand_off(device, 1, hand.pass_part(1)?).ok()?;
        }
        Some(BatonTable {
            hands,
            baton,
            steps: Vec::new(),
        })
    }

    /// The next step, by `device` (`None`: a bot's seat); for a roll, its face (0 .. faces),
    /// drawn by the roller's device and revealed.
    fn step(&mut self, device: Option<usize>, roll: bool, faces: u8) -> Option<u8> {
        let step = Step { device, roll };
        let (holder, runs) = self.baton.run_after(&self.steps).ok()?;
        self.steps.push(step);
        let (owner, _) = self.baton.run_after(&self.steps).ok()?;
        if owner != holder {
            let part = self.hands[holder].pass_part(runs)?;
            self.baton.hand_off(holder, runs, part).ok()?;
        }
        if !roll {
            return None;
        }
        let draw = *self.baton.draws(&self.steps).ok()?.last()?;
        let hand = &self.hands[draw.roller];
        let face = self.baton.face_with(&draw, hand, faces).ok()?;
        let part = hand.roll_part(draw.roll)?;
        self.baton.reveal(draw.roller, draw.roll, part).ok()?;
        Some(face)
    }

    /// A new game of `rules` (with dice), its roll-off drawn by device 0 in its start run.
    pub fn game(&mut self, rules: &'static ashtapada_rules::Ruleset) -> Game {
        let faces = rules.dice.map_or(1, |d| d.faces.len()) as u8;
        Game::with_faces_drawn(rules, &mut || self.step(Some(0), true, faces).unwrap_or(0))
    }

    /// Plays the game's next action, `pick`ed among the legal ones (a roll's face drawn
    /// first). `false` once the game is over.
    pub fn play(&mut self, game: &mut Game, pick: impl FnOnce(&[Action]) -> Action) -> bool {
        if game.outcome().is_some() {
            return false;
        }
        let device = self.baton.device_of(game.position().actor().index() as u8);
        let faces = game.rules().dice.map_or(1, |d| d.faces.len()) as u8;
        if game.position().needs_roll() && game.next_face().is_none() {
            match self.step(device, true, faces) {
                Some(face) => game.give_face(face),
                None => return false,
            };
            let legal = game.legal_actions();
            return legal.first().is_some_and(|&a| game.play(a).is_ok());
        }
        let legal = game.legal_actions();
        let action = pick(&legal);
        self.step(device, matches!(action, Action::Roll(_)), faces);
        game.play(action).is_ok()
    }

    /// What every device holds: the baton of every part revealed so far.
    pub fn baton(&self) -> &Baton {
        &self.baton
    }
}

#[cfg(test)]
mod tests {
    use super::*;
    use ashtapada_rules::Ruleset;

    /// A Chaturaji game by links of two devices (South and North on one, West and East on the
    /// other), `plies` long.
    fn by_links(plies: usize) -> (Game, Baton) {
        let rules = Ruleset::by_id("chaturaji").expect("chaturaji");
        let mut table = BatonTable::new(11, &[[3; 32], [9; 32]], &[0b0101, 0b1010]).expect("two");
        let mut game = table.game(rules);
        for i in 0..plies {
            if !table.play(&mut game, |legal| legal[(i * 5 + 1) % legal.len()]) {
                break;
            }
        }
        (game, table.baton().clone())
    }

    fn tags_with(tag: String) -> record::Tags {
        record::Tags {
            other: vec![(record::DICE.to_owned(), tag)],
            ..record::Tags::default()
        }
    }

    #[test]
    fn a_record_of_a_game_by_links_checks_and_one_face_changed_does_not() {
        let (game, baton) = by_links(160);
        assert!(game.rolls() > 20, "{} rolls", game.rolls());
        let tags = tags_with(baton.write_tag());
        assert_eq!(record_proof(&game, &tags), Ok(()));
        assert_eq!(baton_of(&tags), Some(baton.clone()));
        // The live ledger's reader does not take it for its own.
        assert!(ledger_of(&tags).is_none());

        // The record written, one roll's face changed in its text, read again: refused, the
        // roll named.
        let text = record::write(&game, &tags);
        let (read, read_tags) = record::parse(&text).expect("reads");
        assert_eq!(record_proof(&read, &read_tags), Ok(()));
        let faces = game.given_faces().expect("given").to_vec();
        let at = faces.len() / 2;
        let mut changed = faces.clone();
        changed[at] = (changed[at] + 1) % 4;
        let forged = Game::with_faces(game.rules(), &changed[..game.given_roll_off().unwrap()])
            .map(|mut g| {
                for &a in game.actions() {
                    if let Action::Roll(_) = a {
                        let next = g.given_faces().map_or(0, <[u8]>::len);
                        g.give_face(changed[next]);
                        let roll = g.legal_actions()[0];
                        if g.play(roll).is_err() {
                            break;
                        }
                    } else if g.play(a).is_err() {
                        break;
                    }
                }
                g
            })
            .expect("a game");
        assert!(matches!(
            record_proof(&forged, &tags),
            Err(Unproven::WrongFace { roll, .. }) if roll as usize == at + 1
        ));
        // Gone on alone from that roll on (`DiceAlone`): the faces before it are proven, the
        // changed one is one device's; gone alone one roll later, the changed face is still the
        // devices' and refused.
        let alone_from = |n: usize| {
            let mut t = tags.clone();
            t.other.push((DICE_ALONE.to_owned(), n.to_string()));
            t
        };
        assert_eq!(alone_of(&alone_from(at)), Some(at as u32));
        assert_eq!(record_proof(&forged, &alone_from(at)), Ok(()));
        assert!(matches!(
            record_proof(&forged, &alone_from(at + 1)),
            Err(Unproven::WrongFace { roll, .. }) if roll as usize == at + 1
        ));
        // A tag that does not read, or no tag: refused.
        let mut bad = baton.write_tag();
        // A character of a device's latest hand-off part (past the id and the first chain).
        let at = 3 + (8 + 1 + 68 + 40) * 4 / 3;
        bad.replace_range(at..at + 1, if &bad[at..at + 1] == "A" { "B" } else { "A" });
        assert_eq!(
            record_proof(&game, &tags_with(bad)),
            Err(Unproven::Tampered)
        );
        assert_eq!(
            record_proof(&game, &record::Tags::default()),
            Err(Unproven::NoProof)
        );
    }

    #[test]
    fn the_steps_give_each_action_to_the_device_of_its_seat() {
        let (game, baton) = by_links(40);
        let steps = baton_steps(&game, &baton);
        let roll_off = game.given_roll_off().expect("drawn");
        assert_eq!(steps.len(), roll_off + game.actions().len());
        assert!(steps[..roll_off]
            .iter()
            .all(|s| s.device == Some(0) && s.roll));
        for ((step, pos), action) in steps[roll_off..]
            .iter()
            .zip(game.positions())
            .zip(game.actions())
        {
            let seat = pos.actor().index();
            assert_eq!(step.device, Some(seat % 2), "{seat}");
            assert_eq!(step.roll, matches!(action, Action::Roll(_)));
        }
    }
}
