//! Moves as a reader of the page's language sees and types them.
//!
//! Records keep the documented notation (`docs/records.md`: `Nb1-c3`, `d7-d8=F`, `K@d1`), whose
//! piece letters are English and chosen by movement, so that a record reads the same
//! everywhere. On screen each piece letter is the language's (`names::piece_letter`): a French
//! reader sees `Cb1-c3` for a Cavalier, `Ra5-b4` for the Rajah, where the record has `N` and
//! `K`. The move box reads both.

use ashtapada_i18n::{names, Lang};
use ashtapada_rules::{Role, Ruleset};

/// Where a piece letter stands in a move text: at its start (`Nb1-c3`, `K@d1`), after `=`
/// (`d8=F`), or as a last letter after a cell's number (`d7d8f`, a typed promotion).
fn piece_place(chars: &[char], i: usize) -> bool {
    let prev = i.checked_sub(1).map(|p| chars[p]);
    match prev {
        None => chars.len() > 1,
        Some('=') => true,
        Some(p) => p.is_ascii_digit() && i + 1 == chars.len(),
    }
}

/// A record action's text as shown in `lang`: `Nb1-c3` reads `Cb1-c3` in French; rolls and
/// words are left as they are.
pub(crate) fn shown(lang: Lang, rules: &Ruleset, record: &str) -> String {
    let chars: Vec<char> = record.chars().collect();
    chars
        .iter()
        .enumerate()
        .map(|(i, &c)| match Role::from_letter(c) {
            Some(role) if c.is_ascii_uppercase() && piece_place(&chars, i) => {
                names::piece_letter(lang, rules, role)
            }
            _ => c,
        })
        .collect()
}

/// The record texts a move typed in `lang` may stand for, the likeliest first: each piece
/// letter read as the language's (`Cc3` is a knight's move in French), then the text as typed
/// (record letters are always understood). Two kinds sharing a letter give one reading each.
pub(crate) fn readings(lang: Lang, rules: &Ruleset, typed: &str) -> Vec<String> {
    let chars: Vec<char> = typed.chars().collect();
    let mut readings = vec![String::new()];
    for (i, &c) in chars.iter().enumerate() {
        // A letter at the start is a piece only in capitals (`c3` is a cell, `Cc3` a move); a
        // promotion's letter may be either, as phones type it.
        let upper = c.to_ascii_uppercase();
        let roles: Vec<Role> = if piece_place(&chars, i) && (i > 0 || c.is_ascii_uppercase()) {
            Role::ALL
                .into_iter()
                .filter(|&r| names::piece_letter(lang, rules, r) == upper)
                .collect()
        } else {
            Vec::new()
        };
        if roles.is_empty() {
            readings.iter_mut().for_each(|r| r.push(c));
        } else {
            readings = readings
                .iter()
                .flat_map(|r| {
                    roles.iter().map(move |role| {
                        let mut r = r.clone();
                        r.push(role.letter());
                        r
                    })
                })
                .collect();
        }
    }
    if !readings.iter().any(|r| r == typed) {
        readings.push(typed.to_string());
    }
    readings
}

/// Several move texts (records') as one phrase in `lang`: "Cb1-c3 ou Ce2-c3".
pub(crate) fn or_list(lang: Lang, rules: &Ruleset, records: &[String]) -> String {
    let shown: Vec<String> = records.iter().map(|m| shown(lang, rules, m)).collect();
    match shown.split_last() {
        None => String::new(),
        Some((last, [])) => last.clone(),
        Some((last, init)) => lang.rules_or(&init.join(", "), last),
    }
}

/// Promotion choices as a reader types them: "=D, =T".
pub(crate) fn promotions(lang: Lang, rules: &Ruleset, choices: &[Role]) -> String {
    choices
        .iter()
        .map(|&r| format!("={}", names::piece_letter(lang, rules, r)))
        .collect::<Vec<_>>()
        .join(", ")
}

#[cfg(test)]
mod tests {
    use super::*;

    fn rules(id: &str) -> &'static Ruleset {
        Ruleset::by_id(id).unwrap()
    }

    #[test]
    fn french_moves_show_the_french_letters_of_the_ruleset() {
        let v3 = rules("chaturanga-v3");
        assert_eq!(shown(Lang::Fr, v3, "Nb1-c3"), "Cb1-c3");
        assert_eq!(shown(Lang::Fr, v3, "Kd7-e8"), "Rd7-e8");
        assert_eq!(shown(Lang::Fr, v3, "Rc1xc5"), "Tc1xc5");
        assert_eq!(shown(Lang::Fr, v3, "Aa1-c3"), "Ea1-c3");
        assert_eq!(shown(Lang::Fr, v3, "d7-d8=F"), "d7-d8=V");
        assert_eq!(shown(Lang::Fr, v3, "e2-e3"), "e2-e3");
        assert_eq!(shown(Lang::Fr, v3, "(5)"), "(5)");
        assert_eq!(shown(Lang::Fr, v3, "pass"), "pass");
        // Chaturaji's Elephant moves as a rook, its Boat as an alfil.
        let chaturaji = rules("chaturaji");
        assert_eq!(shown(Lang::Fr, chaturaji, "Ra4xa3"), "Ea4xa3");
        assert_eq!(shown(Lang::Fr, chaturaji, "Ac1-e3"), "Bc1-e3");
        assert_eq!(shown(Lang::Fr, chaturaji, "K@d1"), "R@d1");
    }

    #[test]
    fn english_moves_keep_the_record_letters() {
        for r in Ruleset::all() {
            for text in ["Nb1-c3", "Kd7-e8", "Ra4xa3", "d7-d8=F", "K@d1"] {
                assert_eq!(shown(Lang::En, r, text), text, "{}", r.id);
                assert_eq!(readings(Lang::En, r, text), vec![text.to_string()]);
            }
        }
    }

    #[test]
    fn a_french_move_reads_as_its_record_move_first_then_as_typed() {
        let v3 = rules("chaturanga-v3");
        assert_eq!(readings(Lang::Fr, v3, "Cc3"), ["Nc3", "Cc3"]);
        assert_eq!(readings(Lang::Fr, v3, "Rd7-e8"), ["Kd7-e8", "Rd7-e8"]);
        assert_eq!(readings(Lang::Fr, v3, "d8=V"), ["d8=F", "d8=V"]);
        assert_eq!(readings(Lang::Fr, v3, "d7d8v"), ["d7d8F", "d7d8v"]);
        // A cell is no piece: `c3` stays a pawn's move.
        assert_eq!(readings(Lang::Fr, v3, "c3"), ["c3"]);
        // The record's own letters are still understood.
        assert_eq!(readings(Lang::Fr, v3, "Nb1-c3"), ["Nb1-c3"]);
        // The traditional Byzantine game calls both the alfil and the bishop "Fou".
        let byz = rules("byzantine-traditional");
        assert_eq!(
            readings(Lang::Fr, byz, "Fa1-c3"),
            ["Aa1-c3", "Ba1-c3", "Fa1-c3"]
        );
    }

    #[test]
    fn every_french_letter_shown_reads_back_as_its_move() {
        for r in Ruleset::all() {
            for role in Role::ALL {
                let record = format!("{}b1-c3", role.letter());
                let seen = shown(Lang::Fr, r, &record);
                assert!(
                    readings(Lang::Fr, r, &seen).contains(&record),
                    "{}: {record} shown as {seen}",
                    r.id
                );
            }
        }
    }

    #[test]
    fn choices_and_candidates_are_worded_in_the_language() {
        let v3 = rules("chaturanga-v3");
        assert_eq!(
            promotions(Lang::Fr, v3, &[Role::Ferz, Role::Rook]),
            "=V, =T"
        );
        let two = ["Nb1-c3".to_string(), "Ne2-c3".to_string()];
        assert_eq!(or_list(Lang::Fr, v3, &two), "Cb1-c3 ou Ce2-c3");
        assert_eq!(or_list(Lang::En, v3, &two), "Nb1-c3 or Ne2-c3");
    }
}
