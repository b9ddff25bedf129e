//! Sentences for the engine's events and refusals.
//!
//! Interim: English only until the messages land (the signatures are final).

use ashtapada_rules::explain::Refusal;
use ashtapada_rules::{Event, Ruleset};

use crate::Lang;

/// Why a piece cannot go where it was asked to.
pub fn refusal(_lang: Lang, r: &Ruleset, why: Refusal) -> String {
    why.message(r)
}

/// What happened, in a sentence without its capital.
pub fn event(_lang: Lang, r: &Ruleset, e: &Event) -> String {
    e.describe(r, |sq| r.geometry.name(sq))
}
