//! The names of rulesets, pieces, seats and colours, in both languages: the document's own where
//! the display language is the document's, equivalents that keep the figure's meaning elsewhere,
//! and grammar keys that fit the words.

use ashtapada_i18n::names::{self, document_lang};
use ashtapada_i18n::Lang;
use ashtapada_rules::{Emblem, Role, Ruleset, Seat};

fn seats(r: &Ruleset) -> impl Iterator<Item = Seat> {
    r.seats()
}

#[test]
fn every_piece_seat_and_colour_has_a_name_in_both_languages() {
    for r in Ruleset::all_with_options() {
        for lang in Lang::ALL {
            for role in Role::ALL {
                let name = names::piece(lang, r, role);
                assert!(!name.trim().is_empty(), "{} {role:?} {lang:?}", r.id);
                assert!(names::piece_plural(lang, r, role).len() > name.len());
            }
            for s in seats(r) {
                assert!(!names::seat(lang, r, s).is_empty(), "{} {s:?}", r.id);
                assert!(!names::colour(lang, r, s).is_empty(), "{} {s:?}", r.id);
            }
            assert!(!names::ruleset_name(lang, r).is_empty());
            assert!(!names::ruleset_summary(lang, r).is_empty());
            assert!(!names::source_origin(lang, r).is_empty());
        }
    }
}

/// In its own language a document's names are shown as it writes them.
#[test]
fn the_documents_language_shows_the_documents_own_names() {
    for r in Ruleset::all_with_options() {
        let lang = document_lang(r);
        for role in Role::ALL {
            assert_eq!(
                names::piece(lang, r, role),
                r.role_name(role),
                "{} {role:?}",
                r.id
            );
        }
        for s in seats(r) {
            assert_eq!(names::seat(lang, r, s), r.seat(s).name, "{} {s:?}", r.id);
            assert_eq!(
                names::colour(lang, r, s),
                r.seat(s).colour,
                "{} {s:?}",
                r.id
            );
        }
    }
}

/// In the other language the names are translated, and say the same thing: an English page of
/// 000 calls the alfil an Elephant (what "Éléphant" means), a French page of 002 calls the
/// alfil a Bateau. The figure drawn follows the name, so the two must agree.
#[test]
fn translated_names_keep_what_the_figure_shows() {
    fn emblem_of(lang: Lang, name: &str) -> Emblem {
        match (lang, name) {
            (Lang::En, "Rajah" | "Raja" | "King") | (Lang::Fr, "Rajah" | "Raja" | "Roi") => {
                Emblem::King
            }
            (Lang::En, "Rook") | (Lang::Fr, "Tour") => Emblem::Tower,
            (Lang::En, "Knight" | "Horse") | (Lang::Fr, "Cavalier" | "Cheval") => Emblem::Horse,
            (Lang::En, "Elephant") | (Lang::Fr, "Éléphant") => Emblem::Elephant,
            (Lang::En, "Ship" | "Boat") | (Lang::Fr, "Navire" | "Bateau") => Emblem::Boat,
            (Lang::En, "Vizier" | "Ferz" | "Counsellor") | (Lang::Fr, "Vizir" | "Conseiller") => {
                Emblem::Counsellor
            }
            (Lang::En, "Bishop") | (Lang::Fr, "Fou") => Emblem::Bishop,
            (Lang::En, "Queen") | (Lang::Fr, "Dame") => Emblem::Queen,
            (Lang::En, "Soldier" | "Pawn") | (Lang::Fr, "Soldat" | "Pion") => Emblem::Soldier,
            other => panic!("no emblem known for {other:?}: add it here"),
        }
    }
    for r in Ruleset::all_with_options() {
        for lang in Lang::ALL {
            for role in Role::ALL {
                let name = names::piece(lang, r, role);
                assert_eq!(
                    emblem_of(lang, name),
                    r.emblem(role),
                    "{} {role:?} {name}",
                    r.id
                );
            }
        }
    }
    let chaturanga = Ruleset::by_id("chaturanga-v1").unwrap();
    let en: Vec<&str> = Role::ALL
        .map(|role| names::piece(Lang::En, chaturanga, role))
        .to_vec();
    assert_eq!(
        en,
        ["Rajah", "Rook", "Knight", "Elephant", "Vizier", "Bishop", "Queen", "Soldier"]
    );
    let chaturaji = Ruleset::by_id("chaturaji").unwrap();
    assert_eq!(names::piece(Lang::Fr, chaturaji, Role::Alfil), "Bateau");
    assert_eq!(
        names::piece_plural(Lang::Fr, chaturaji, Role::Alfil),
        "Bateaux"
    );
    assert_eq!(
        names::piece_plural(Lang::Fr, chaturaji, Role::Knight),
        "Chevaux"
    );
    assert_eq!(
        names::piece_plural(Lang::En, chaturaji, Role::Alfil),
        "Boats"
    );
    let chaduranga = Ruleset::by_id("chaduranga").unwrap();
    assert_eq!(
        names::seat(Lang::Fr, chaduranga, Seat::ALL[0]),
        "Joueur 1 (Sud)"
    );
    assert_eq!(names::colour(Lang::Fr, chaduranga, Seat::ALL[1]), "bleu");
    let byzantine = Ruleset::by_id("byzantine-traditional").unwrap();
    assert_eq!(names::seat(Lang::En, byzantine, Seat::ALL[0]), "White");
    assert_eq!(names::piece(Lang::En, byzantine, Role::Alfil), "Bishop");
    assert_eq!(names::piece(Lang::En, byzantine, Role::Ferz), "Queen");
}

#[test]
fn rulesets_are_named_apart_in_each_language() {
    for lang in Lang::ALL {
        let all = Ruleset::all_with_options();
        for (i, r) in all.iter().enumerate() {
            for o in &all[..i] {
                assert_ne!(
                    names::ruleset_name(lang, r),
                    names::ruleset_name(lang, o),
                    "{lang:?}"
                );
                assert_ne!(
                    names::ruleset_summary(lang, r),
                    names::ruleset_summary(lang, o),
                    "{lang:?}"
                );
            }
        }
    }
    let v1 = Ruleset::by_id("chaturanga-v1").unwrap();
    assert_eq!(
        names::ruleset_name(Lang::Fr, v1),
        "Chaturanga à quatre, variante 1"
    );
    assert_eq!(
        names::ruleset_name(Lang::En, v1),
        "Chaturanga for four, variant 1"
    );
    let chaturaji = Ruleset::by_id("chaturaji").unwrap();
    assert!(names::source_origin(Lang::En, chaturaji).contains("Traditional Board Games"));
    assert!(names::source_origin(Lang::Fr, chaturaji).contains("site anglais"));
}

/// `piece_lower` lowers by hand (no Unicode tables in the page): it must agree with Unicode.
#[test]
fn lower_case_names_agree_with_unicode() {
    for r in Ruleset::all_with_options() {
        for lang in Lang::ALL {
            for role in Role::ALL {
                let name = names::piece(lang, r, role);
                assert_eq!(
                    names::piece_lower(lang, r, role),
                    name.to_lowercase(),
                    "{name}"
                );
            }
        }
    }
}

fn starts_with_vowel(word: &str) -> bool {
    word.chars()
        .next()
        .is_some_and(|c| "AEIOUÀÂÉÈÊÎÔÛaeiouéèêîôû".contains(c))
}

/// The grammar keys fit the words: a name starting with a vowel is `mv` or `fv` (l’Éléphant, an
/// Elephant), no other is; English has no feminine; only French has plural seat names, which
/// take the article.
#[test]
fn grammar_keys_fit_the_words() {
    for r in Ruleset::all_with_options() {
        for lang in Lang::ALL {
            for role in Role::ALL {
                let (name, gender) = (
                    names::piece(lang, r, role),
                    names::piece_gender(lang, r, role),
                );
                assert!(["m", "f", "mv", "fv"].contains(&gender), "{gender}");
                assert_eq!(
                    gender.ends_with('v'),
                    starts_with_vowel(name),
                    "{} {lang:?} {name}: {gender}",
                    r.id
                );
                if lang == Lang::En {
                    assert!(gender.starts_with('m'), "{name}");
                }
            }
            for s in seats(r) {
                let (name, form) = (names::seat(lang, r, s), names::seat_form(lang, r, s));
                assert!(["sg", "v", "m", "pl", "s"].contains(&form), "{form}");
                if form == "v" {
                    assert!(starts_with_vowel(name), "{name}");
                }
                if lang == Lang::En {
                    assert_eq!(form == "s", name.ends_with('s'), "{name}");
                }
            }
        }
    }
    let v3 = Ruleset::by_id("chaturanga-v3").unwrap();
    assert_eq!(
        names::seat_subject(Lang::Fr, v3, Seat::ALL[0]),
        "les Blancs"
    );
    assert_eq!(names::seat_of(Lang::Fr, v3, Seat::ALL[1]), "des Noirs");
    assert_eq!(names::seat_to(Lang::Fr, v3, Seat::ALL[1]), "aux Noirs");
    assert_eq!(names::seat_of(Lang::En, v3, Seat::ALL[1]), "Black’s");
    let v1 = Ruleset::by_id("chaturanga-v1").unwrap();
    assert_eq!(names::seat_of(Lang::Fr, v1, Seat::ALL[1]), "d’Ouest");
    assert_eq!(names::seat_of(Lang::Fr, v1, Seat::ALL[2]), "de Nord");
    assert_eq!(names::seat_to(Lang::Fr, v1, Seat::ALL[3]), "à Est");
    assert_eq!(names::seat_of(Lang::En, v1, Seat::ALL[0]), "South’s");
    assert_eq!(names::seat_to(Lang::En, v1, Seat::ALL[0]), "to South");
    let chaduranga = Ruleset::by_id("chaduranga").unwrap();
    assert_eq!(
        names::seat_of(Lang::Fr, chaduranga, Seat::ALL[2]),
        "du Joueur 3 (Nord)"
    );
}
