//! Dice nobody can foresee between devices (issue 46): the proof of a game whose faces the
//! devices drew together, checked where a record or a link enters. The drawing itself is live
//! play's ([`crate::live`]); the hash chains are `ashtapada-dice`'s.

use ashtapada_dice::{Ledger, Refusal};
use ashtapada_rules::{record, Game};

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
    let tag = tags.other.iter().find(|(name, _)| name == record::DICE)?;
    Some(Ledger::read_tag(&tag.1).map_err(|_| Unproven::Tampered))
}

/// The proof of a record's game whose faces the devices drew together (its `Dice` tag). A
/// seeded game needs none.
pub fn record_proof(game: &Game, tags: &record::Tags) -> Result<(), Unproven> {
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
