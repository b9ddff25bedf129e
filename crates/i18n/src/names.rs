//! The names of rulesets, pieces, seats and colours in each language.
//!
//! Interim: gives the documents' own names until the translated names land (the signatures
//! are final).

use ashtapada_rules::{Role, Ruleset, Seat};

use crate::Lang;

/// The ruleset's name.
pub fn ruleset_name(_lang: Lang, r: &Ruleset) -> &'static str {
    r.name
}

/// The ruleset's one-line summary.
pub fn ruleset_summary(_lang: Lang, r: &Ruleset) -> &'static str {
    r.summary
}

/// What the ruleset's source document is.
pub fn source_origin(_lang: Lang, r: &Ruleset) -> &'static str {
    r.source.origin
}

/// A piece kind's name, capitalised.
pub fn piece(_lang: Lang, r: &Ruleset, role: Role) -> &'static str {
    r.role_name(role)
}

/// A piece kind's name inside a sentence.
pub fn piece_lower(_lang: Lang, r: &Ruleset, role: Role) -> String {
    r.role_name_lower(role)
}

/// A seat's name.
pub fn seat(_lang: Lang, r: &Ruleset, seat: Seat) -> &'static str {
    r.seat(seat).name
}

/// A seat's army's colour.
pub fn colour(_lang: Lang, r: &Ruleset, seat: Seat) -> &'static str {
    r.seat(seat).colour
}
