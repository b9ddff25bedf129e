//! The names of rulesets, documents, pieces, seats and colours in each language.
//!
//! Each ruleset's pieces and seats have the names its source document gives them (the rules
//! crate keeps those: [`Ruleset::role_names`], [`ashtapada_rules::ruleset::SeatInfo::name`]).
//! In the document's language the page shows exactly those; in the other language, the
//! equivalents of the `piece`, `seat` and `colour` messages, which keep each name's meaning (the
//! rook-mover that document 001 calls *Éléphant* is an Elephant in English, and is drawn as
//! one). A test checks, for every ruleset, that the names in the document's language are the
//! document's own.

use ashtapada_rules::ruleset::Language;
use ashtapada_rules::{Role, Ruleset, Seat};

use crate::Lang;

/// The language a ruleset's document is written in.
pub fn document_lang(r: &Ruleset) -> Lang {
    match r.language {
        Language::Fr => Lang::Fr,
        Language::En => Lang::En,
    }
}

/// The key of a ruleset in the messages: its id, with an option written `-` (Fluent keys have
/// no `+`).
fn ruleset_key(r: &Ruleset) -> String {
    r.id.replace('+', "-")
}

/// The ruleset's name.
pub fn ruleset_name(lang: Lang, r: &Ruleset) -> &'static str {
    lang.ruleset_name(&ruleset_key(r))
}

/// The ruleset's one-line summary.
pub fn ruleset_summary(lang: Lang, r: &Ruleset) -> &'static str {
    lang.ruleset_summary(&ruleset_key(r))
}

/// What the ruleset's source document is (the title is the document's own, untranslated).
pub fn source_origin(lang: Lang, r: &Ruleset) -> &'static str {
    let key = format!("d{}", r.source.number);
    lang.source_origin(&key)
}

/// Which set of piece names a ruleset uses: its document's, told apart by the names
/// themselves (the two Byzantine rulesets name the alfil and ferz differently).
fn piece_set(r: &Ruleset) -> &'static str {
    match (r.role_names[0], r.role_names[1], r.role_names[3]) {
        ("Rajah", "Tour", _) => "chaturanga",
        ("Rajah", _, _) => "antique",
        ("King", _, _) => "chaturaji",
        ("Raja", _, _) => "chaduranga",
        (_, _, "Fou") => "byzantine-traditional",
        _ => "byzantine-modern",
    }
}

/// A role's key in the messages.
fn role_key(role: Role) -> &'static str {
    match role {
        Role::King => "king",
        Role::Rook => "rook",
        Role::Knight => "knight",
        Role::Alfil => "alfil",
        Role::Ferz => "ferz",
        Role::Bishop => "bishop",
        Role::Queen => "queen",
        Role::Pawn => "pawn",
    }
}

/// A piece kind's name, capitalised: "Rajah", "Tour".
pub fn piece(lang: Lang, r: &Ruleset, role: Role) -> &'static str {
    lang.piece(role_key(role), piece_set(r))
}

/// A piece kind's name inside a sentence: "rajah", "éléphant".
pub fn piece_lower(lang: Lang, r: &Ruleset, role: Role) -> String {
    lower_latin(piece(lang, r, role))
}

/// The article a piece kind's name takes, for the messages that need one: `m`, `f`, or `v`
/// before a vowel (French: le, la, l’; English: a, a, an).
pub fn gender(lang: Lang, r: &Ruleset, role: Role) -> &'static str {
    lang.piece_gender(role_key(role), piece_set(r))
}

/// A piece kind with its definite article, inside a sentence: "the rook", "la tour",
/// "l’éléphant".
pub fn the_piece(lang: Lang, r: &Ruleset, role: Role) -> String {
    lang.the_piece(gender(lang, r, role), &piece_lower(lang, r, role))
}

/// The key of a seat: its side on the board.
fn seat_key(r: &Ruleset, seat: Seat) -> &'static str {
    match (r.players(), seat.0) {
        (2, 0) => "white",
        (2, _) => "black",
        (_, 0) => "south",
        (_, 1) => "west",
        (_, 2) => "north",
        _ => "east",
    }
}

/// A seat's name: "Sud", "South", "Blancs", "Player 1 (South)".
pub fn seat(lang: Lang, r: &Ruleset, seat: Seat) -> &'static str {
    // Document 003 numbers its players; the others name the sides.
    let style = if r
        .seats
        .first()
        .is_some_and(|s| s.name.starts_with("Player"))
    {
        "players"
    } else {
        "sides"
    };
    lang.seat(seat_key(r, seat), style)
}

/// A seat's army's colour: "rouge", "red".
pub fn colour(lang: Lang, r: &Ruleset, seat: Seat) -> &'static str {
    // The colour as drawn: each document's colour words name these.
    let key = match r.seats.get(seat.index()).map_or("", |s| s.rgb) {
        "#c62828" => "red",
        "#f9a825" => "yellow",
        "#2e7d32" => "green",
        "#1565c0" => "blue",
        "#f5f0e1" => "white",
        _ => "black",
    };
    lang.colour(key)
}

/// `name` in lower case, for names in Latin letters: ASCII and Latin-1's capitals (À … Þ, but
/// ×), which sit 32 below their small letters; anything else is kept as it is. (No Unicode case
/// tables: they would weigh 10 KB in the page's download.)
pub fn lower_latin(name: &str) -> String {
    name.chars()
        .map(|c| match c {
            'A'..='Z' => c.to_ascii_lowercase(),
            'À'..='Þ' if c != '×' => char::from_u32(c as u32 + 32).unwrap_or(c),
            _ => c,
        })
        .collect()
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn in_the_documents_language_the_names_are_the_documents_own() {
        for r in Ruleset::all_with_options() {
            let lang = document_lang(r);
            for role in Role::ALL {
                assert_eq!(piece(lang, r, role), r.role_name(role), "{} {role:?}", r.id);
            }
            for (i, info) in r.seats.iter().enumerate() {
                let s = Seat(i as u8);
                assert_eq!(seat(lang, r, s), info.name, "{} seat {i}", r.id);
                assert_eq!(colour(lang, r, s), info.colour, "{} seat {i}", r.id);
            }
        }
    }

    #[test]
    fn in_the_other_language_every_name_is_translated() {
        let v1 = Ruleset::by_id("chaturanga-v1").expect("ruleset");
        assert_eq!(piece(Lang::En, v1, Role::Rook), "Rook");
        assert_eq!(piece(Lang::En, v1, Role::Alfil), "Elephant");
        assert_eq!(seat(Lang::En, v1, Seat(0)), "South");
        assert_eq!(colour(Lang::En, v1, Seat(0)), "red");
        let chaturaji = Ruleset::by_id("chaturaji").expect("ruleset");
        assert_eq!(piece(Lang::Fr, chaturaji, Role::Alfil), "Bateau");
        assert_eq!(seat(Lang::Fr, chaturaji, Seat(3)), "Est");
        assert_eq!(colour(Lang::Fr, chaturaji, Seat(3)), "noir");
        let chaduranga = Ruleset::by_id("chaduranga").expect("ruleset");
        assert_eq!(seat(Lang::Fr, chaduranga, Seat(1)), "Joueur 2 (Ouest)");
        let trad = Ruleset::by_id("byzantine-traditional").expect("ruleset");
        assert_eq!(seat(Lang::En, trad, Seat(1)), "Black");
        assert_eq!(piece(Lang::En, trad, Role::Alfil), "Bishop");
        for r in Ruleset::all_with_options() {
            for lang in Lang::ALL {
                assert!(!ruleset_name(lang, r).is_empty() && !ruleset_summary(lang, r).is_empty());
                assert!(!source_origin(lang, r).is_empty());
            }
            assert_ne!(
                ruleset_name(Lang::En, r),
                ruleset_name(Lang::Fr, r).replace('à', "a") + "?"
            );
        }
    }

    #[test]
    fn french_articles_follow_gender_and_elision() {
        let v1 = Ruleset::by_id("chaturanga-v1").expect("ruleset");
        assert_eq!(the_piece(Lang::Fr, v1, Role::Rook), "la tour");
        assert_eq!(the_piece(Lang::Fr, v1, Role::Alfil), "l’éléphant");
        assert_eq!(the_piece(Lang::Fr, v1, Role::King), "le rajah");
        assert_eq!(the_piece(Lang::En, v1, Role::Rook), "the rook");
        let antique = Ruleset::by_id("chaturanga-antique").expect("ruleset");
        assert_eq!(the_piece(Lang::Fr, antique, Role::Rook), "l’éléphant");
        assert_eq!(the_piece(Lang::Fr, antique, Role::Alfil), "le navire");
    }

    #[test]
    fn names_are_lowered_as_unicode_would() {
        for r in Ruleset::all_with_options() {
            for lang in Lang::ALL {
                for role in Role::ALL {
                    let name = piece(lang, r, role);
                    assert_eq!(lower_latin(name), name.to_lowercase());
                }
            }
        }
    }
}
