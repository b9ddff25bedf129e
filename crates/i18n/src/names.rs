//! The names of rulesets, pieces, seats and colours in each language.
//!
//! Where the display language is the document's, a ruleset's pieces and seats are called as its
//! document calls them (the rules crate's `role_names` and seat names, which also choose the
//! figure drawn); in the other language they take the documented equivalents that keep the
//! figure's meaning (000's "Éléphant", the alfil, is an English "Elephant", and 002's "Boat" a
//! French "Bateau"). The words are in the Fluent files, selected by a key for the ruleset's
//! document or set of names (`$set`, `$seats`: see the Fluent files); the tests check that the
//! document's language gives the document's own names.
//!
//! French sentences need each name's gender and whether it elides (`le Soldat`, `la Tour`,
//! `l’Éléphant`; English needs the last for `a`/`an`): [`piece_gender`] gives it as a key the
//! messages select on, so the grammar stays in the Fluent files.

use ashtapada_rules::ruleset::Language;
use ashtapada_rules::{Role, Ruleset, Seat};

use crate::lang::Lang;

/// The id of the ruleset without its option: the rulesets' names and summaries are chosen by it.
fn base_id(r: &Ruleset) -> &'static str {
    r.parent.map_or(r.id, |p| p.id)
}

/// The key of the ruleset's source document in the messages (`$document`): one per document,
/// since a document's origin does not depend on which of its variants is played.
fn document_key(r: &Ruleset) -> &'static str {
    match r.source.number {
        "000" => "chaturanga",
        "001" => "antique",
        "002" => "chaturaji",
        "003" => "chaduranga",
        _ => "byzantine",
    }
}

/// The key of the ruleset's piece names in the messages (`$set`): the document's, except that
/// 004 names the pieces of its traditional and modern games differently.
fn pieces_key(r: &Ruleset) -> &'static str {
    match document_key(r) {
        "byzantine" if base_id(r) == "byzantine-modern" => "byzantine-modern",
        "byzantine" => "byzantine-traditional",
        other => other,
    }
}

/// The key of the ruleset's seat names and colours in the messages (`$seats`): the two-player
/// rulesets all have White and Black; the four-handed ones follow their documents (000 and 001
/// share their seats and colours).
fn seats_key(r: &Ruleset) -> &'static str {
    match document_key(r) {
        _ if r.players() == 2 => "white-black",
        "chaturanga" | "antique" => "chaturanga",
        other => other,
    }
}

/// A role's key in the messages (`$role`).
pub(crate) fn role_key(role: Role) -> &'static str {
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

/// A seat's key in the messages (`$seat`): the compass point of a four-handed seat, the colour
/// of a two-player one.
fn seat_key(r: &Ruleset, seat: Seat) -> &'static str {
    let keys: &[&str] = if r.players() == 2 {
        &["white", "black"]
    } else {
        &["south", "west", "north", "east"]
    };
    // A seat the ruleset lacks comes from no game; naming it as the first seat beats a panic.
    keys.get(seat.index()).copied().unwrap_or(keys[0])
}

/// The language the ruleset's source document is written in: where it is the display language,
/// the names shown are the document's own.
pub fn document_lang(r: &Ruleset) -> Lang {
    match r.language {
        Language::Fr => Lang::Fr,
        Language::En => Lang::En,
    }
}

/// The ruleset's name, as the new-game screen and the title show it.
pub fn ruleset_name(lang: Lang, r: &Ruleset) -> &'static str {
    lang.ruleset_name(option_key(r), base_id(r))
}

/// The ruleset's one-line summary for the new-game screen.
pub fn ruleset_summary(lang: Lang, r: &Ruleset) -> &'static str {
    lang.ruleset_summary(option_key(r), base_id(r))
}

/// The option a child ruleset adds (`$option`), `none` for a ruleset without one.
fn option_key(r: &Ruleset) -> &'static str {
    r.option.map_or("none", |o| o.name())
}

/// What the ruleset's source document is and where it comes from, as far as the document itself
/// says (the rules page cites the document's title beside it, untranslated).
pub fn source_origin(lang: Lang, r: &Ruleset) -> &'static str {
    lang.source_origin(document_key(r))
}

/// A piece kind's name, capitalised as a name: "Rajah", "Tour", "Boat".
pub fn piece(lang: Lang, r: &Ruleset, role: Role) -> &'static str {
    lang.piece_name(role_key(role), pieces_key(r))
}

/// A piece kind's letter in the moves shown and typed in `lang`: the record letter in English
/// (`N` for every knight), the initial of the piece's name in French (`C` for a Cavalier or a
/// Cheval). Two kinds of one ruleset share a letter only where the ruleset never has both.
pub fn piece_letter(lang: Lang, r: &Ruleset, role: Role) -> char {
    lang.piece_letter(role_key(role), pieces_key(r))
        .chars()
        .next()
        .unwrap_or(role.letter())
}

/// A piece kind's name inside a sentence, in lower case: "the soldier", "l’éléphant".
///
/// The names are Latin letters, accented or not: lowering them needs no Unicode case tables
/// (which `str::to_lowercase` brings into the page's download, about 10 KB). A test checks it
/// agrees with `to_lowercase` on every name of every ruleset in every language.
pub fn piece_lower(lang: Lang, r: &Ruleset, role: Role) -> String {
    lower_latin(piece(lang, r, role))
}

/// A piece kind's name in the plural, in lower case: "soldiers", "chevaux" (as
/// [`piece_lower`]).
pub fn piece_plural_lower(lang: Lang, r: &Ruleset, role: Role) -> String {
    lower_latin(&piece_plural(lang, r, role))
}

/// A piece kind's name in the plural, capitalised: "Soldiers", "Chevaux".
pub fn piece_plural(lang: Lang, r: &Ruleset, role: Role) -> String {
    lang.piece_plural(piece(lang, r, role), role_key(role), pieces_key(r))
}

/// How a piece kind's name behaves in a sentence, as the messages select on it (`$gender`):
/// `m` or `f` for its gender, `mv` or `fv` when it also starts with a vowel (French elides the
/// article, `l’Éléphant`; English writes `an elephant`). English names are all `m` or `mv`.
pub fn piece_gender(lang: Lang, r: &Ruleset, role: Role) -> &'static str {
    lang.piece_gender(role_key(role), pieces_key(r))
}

/// A seat's name: "Sud", "White", "Joueur 1 (Sud)".
pub fn seat(lang: Lang, r: &Ruleset, seat: Seat) -> &'static str {
    lang.seat_name(seat_key(r, seat), seats_key(r))
}

/// The colour of a seat's army, in lower case: "rouge", "red".
pub fn colour(lang: Lang, r: &Ruleset, seat: Seat) -> &'static str {
    lang.seat_colour(seat_key(r, seat), seats_key(r))
}

/// How a seat's name behaves in a sentence, as the messages select on it (`$…-form`): `sg` for
/// a name used bare ("Sud prend"), `v` for one that also starts with a vowel ("d’Ouest"), `m`
/// for a noun that takes the article ("le Joueur 1 (Sud)", "du Joueur 1"), `pl` for a plural
/// that does ("les Blancs prennent"), `s` for an English name ending in s (the possessive is
/// then a bare apostrophe).
pub fn seat_form(lang: Lang, r: &Ruleset, seat: Seat) -> &'static str {
    lang.seat_form(seat_key(r, seat), seats_key(r))
}

/// A seat as the subject of a sentence: "Sud", "les Blancs", "South".
pub fn seat_subject(lang: Lang, r: &Ruleset, s: Seat) -> String {
    lang.seat_subject(seat_form(lang, r, s), seat(lang, r, s))
}

/// A seat as an owner: "de Sud", "des Blancs", "South’s" (French puts it after the thing
/// owned, English before).
pub fn seat_of(lang: Lang, r: &Ruleset, s: Seat) -> String {
    lang.seat_of(seat_form(lang, r, s), seat(lang, r, s))
}

/// A seat as the one something goes to: "à Sud", "aux Blancs", "to South".
pub fn seat_to(lang: Lang, r: &Ruleset, s: Seat) -> String {
    lang.seat_to(seat_form(lang, r, s), seat(lang, r, s))
}

/// `name` in lower case without Unicode's case tables (they would weigh 10 KB of the page's
/// download): the rules crate's, for the names' Latin letters.
pub(crate) fn lower_latin(name: &str) -> String {
    ashtapada_rules::ruleset::lower_latin(name)
}

/// `text` with its first letter a capital, for a sentence built from a phrase that starts with
/// a small letter ("le Soldat…"): ASCII and Latin-1 letters, as [`lower_latin`] lowers them.
pub(crate) fn capitalise(text: &str) -> String {
    let mut chars = text.chars();
    match chars.next() {
        Some(c) => {
            let upper = match c {
                'a'..='z' => c.to_ascii_uppercase(),
                'à'..='þ' if c != '÷' => char::from_u32(c as u32 - 32).unwrap_or(c),
                _ => c,
            };
            let mut s = String::with_capacity(text.len());
            s.push(upper);
            s.push_str(chars.as_str());
            s
        }
        None => String::new(),
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn latin_letters_change_case_by_hand() {
        assert_eq!(lower_latin("ÉLÉPHANT Ÿ× Öl"), "éléphant Ÿ× öl");
        assert_eq!(capitalise("éléphant"), "Éléphant");
        assert_eq!(capitalise("l’éléphant"), "L’éléphant");
        assert_eq!(capitalise("÷"), "÷");
        assert_eq!(capitalise(""), "");
    }
}
