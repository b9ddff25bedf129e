//! The engine's structured answers in the page's words: what the rules crate says as data
//! (a refusal of an action), through the messages of the page's language.

use ashtapada_i18n::{text, Lang};
use ashtapada_rules::{Outcome, Ruleset, Unplayable};

/// A text in every language the page speaks: a note of the log is written in all of them when
/// it happens, so that it reads in the page's language whenever it is shown, even after a
/// switch in the Settings.
#[derive(Debug, Clone, PartialEq, Eq)]
pub struct Words([String; 2]);

impl Words {
    /// The text in each language.
    pub fn new(text: impl Fn(Lang) -> String) -> Words {
        Words(Lang::ALL.map(text))
    }

    /// The text in `lang`.
    pub fn get(&self, lang: Lang) -> &str {
        &self.0[lang as usize]
    }
}

/// A text that is the same in every language (a name, words from outside the page).
impl From<String> for Words {
    fn from(text: String) -> Words {
        Words([text.clone(), text])
    }
}

/// See `From<String>`.
impl From<&str> for Words {
    fn from(text: &str) -> Words {
        Words::from(text.to_string())
    }
}

/// Why an action cannot be played now, lower case with no full stop.
pub fn unplayable(lang: Lang, rules: &Ruleset, why: Unplayable) -> String {
    match why {
        Unplayable::Move(r) => text::refusal(lang, rules, r),
        Unplayable::Promotion => lang.no_such_promotion().into(),
        Unplayable::OtherFace => lang.die_shows_another_face().into(),
        Unplayable::NoRoll => lang.die_not_now().into(),
        Unplayable::NoPass => lang.cannot_pass().into(),
        Unplayable::NoOffer => lang.no_offer_now().into(),
        Unplayable::NoAnswer => lang.no_answer_waiting().into(),
        Unplayable::NoDemand => lang.no_demand_now().into(),
        Unplayable::NoPlace => lang.no_place_there().into(),
        Unplayable::NoKeep => lang.no_keep_now().into(),
    }
}

/// What is wrong with a game link.
pub fn link_error(lang: Lang, e: &crate::link::LinkError) -> String {
    use crate::link::{LinkError as E, LinkPart};
    match e {
        E::NotALink => lang.link_not_a_link().into(),
        E::Foreign => lang.link_foreign().into(),
        E::Future(v) => lang.link_future(i64::from(*v)),
        E::Truncated(LinkPart::Setup) => lang.link_truncated_setup().into(),
        E::Truncated(LinkPart::Action(ply)) => lang.link_truncated_action(*ply as i64),
        E::Truncated(LinkPart::Checksum) => lang.link_truncated_checksum().into(),
        E::UnknownRuleset(_) => lang.link_unknown_ruleset().into(),
        E::UnknownPlayer(_) => lang.link_unknown_player().into(),
        E::BadName => lang.link_bad_name().into(),
        E::TooLong(n) => lang.link_too_long(*n as i64),
        E::Illegal { ply, index, legal } => {
            lang.link_illegal(*index as i64, *legal as i64, *ply as i64)
        }
        E::Altered => lang.link_altered().into(),
        E::Dice(why) => why.say(lang),
    }
}

/// The result as records write it, with its reason in words: `1-0 (kings captured)`.
pub fn result(lang: Lang, outcome: Outcome) -> String {
    text::result(lang, Some(outcome))
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn every_unplayable_action_is_said_in_both_languages() {
        let rules = Ruleset::by_id("chaturaji").expect("a ruleset");
        let all = [
            Unplayable::Promotion,
            Unplayable::OtherFace,
            Unplayable::NoRoll,
            Unplayable::NoPass,
            Unplayable::NoOffer,
            Unplayable::NoAnswer,
            Unplayable::NoDemand,
            Unplayable::NoPlace,
            Unplayable::NoKeep,
        ];
        for why in all {
            let (en, fr) = (
                unplayable(Lang::En, rules, why),
                unplayable(Lang::Fr, rules, why),
            );
            assert!(
                !en.is_empty() && !fr.is_empty() && en != fr,
                "{why:?}: {en} / {fr}"
            );
        }
        assert_eq!(
            unplayable(Lang::En, rules, Unplayable::NoPass),
            "a move is possible: the turn cannot pass"
        );
        assert_eq!(
            unplayable(Lang::Fr, rules, Unplayable::NoPass),
            "un coup est possible : le tour ne peut pas passer"
        );
    }
}
