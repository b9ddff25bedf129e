//! Text helpers the parts share when they render: sentences, seats and teams, the roll-off and
//! the result in words. Kept apart from [`super::render`] (which composes the page) so that no
//! part imports the module that composes it.

use ashtapada_i18n::{names, Lang};
use ashtapada_rules::ruleset::RollOff;
use ashtapada_rules::{Event, Game, Outcome, Ruleset, Seat};
use maud::{html, Markup};

use super::html::swatch;

/// The sentence with a capital first letter: ASCII letters, and the accented letters French
/// starts a sentence with (« À Sud… », « Échange… »), without Unicode's case tables (about
/// 10 KB of the page's download).
pub(crate) fn sentence(text: &str) -> String {
    const ACCENTED: [(char, char); 8] = [
        ('à', 'À'),
        ('â', 'Â'),
        ('é', 'É'),
        ('è', 'È'),
        ('ê', 'Ê'),
        ('î', 'Î'),
        ('ô', 'Ô'),
        ('ç', 'Ç'),
    ];
    let mut chars = text.chars();
    let Some(first) = chars.next() else {
        return String::new();
    };
    let upper = ACCENTED
        .iter()
        .find(|(lower, _)| *lower == first)
        .map_or(first.to_ascii_uppercase(), |&(_, upper)| upper);
    let mut out = String::with_capacity(text.len() + 1);
    out.push(upper);
    out.push_str(chars.as_str());
    out
}

/// A seat's colour swatch and name.
pub(crate) fn seat_label(lang: Lang, rules: &Ruleset, seat: Seat) -> Markup {
    html! { (swatch(rules.seat(seat).rgb)) (names::seat(lang, rules, seat)) }
}

/// The seats of `seat`'s team: "South & North" (a team of one: its seat's name).
pub(crate) fn team_names(lang: Lang, rules: &Ruleset, seat: Seat) -> String {
    let mut team = rules
        .seats()
        .filter(|s| s.team() == seat.team())
        .map(|s| names::seat(lang, rules, s));
    match (team.next(), team.next()) {
        (Some(a), Some(b)) => lang.team_of_two(a, b),
        (Some(a), None) => a.to_string(),
        _ => String::new(),
    }
}

/// Who won the roll-off and how: "Roll-off: South 3, West 5, North 2, East 4. West starts."
/// (`None` for a game that did not begin with one).
pub(crate) fn roll_off_text(game: &Game, lang: Lang) -> Option<String> {
    let result = game.roll_off()?;
    let rules = game.rules();
    let dice = rules.dice?;
    let winner = result.winner?;
    let value = |f: u8| dice.faces.get(f as usize).map_or(0, |face| face.value);
    let rounds: Vec<String> = result
        .rounds
        .iter()
        .map(|round| {
            round
                .iter()
                .map(|&(seat, f)| {
                    lang.roll_off_throw(names::seat(lang, rules, seat), i64::from(value(f)))
                })
                .collect::<Vec<_>>()
                .join(", ")
        })
        .collect();
    let name = names::seat(lang, rules, winner);
    let start = if rules.roll_off == RollOff::KeepRoll {
        let own = result.rounds.last()?.iter().find(|&&(s, _)| s == winner)?.1;
        lang.roll_off_keeps(name, i64::from(value(own)))
    } else {
        lang.roll_off_rerolls(name)
    };
    Some(lang.roll_off(&rounds.join(lang.roll_off_tie()), &start))
}

/// "South and North win", "the game is drawn": the engine's game-over event in words.
pub fn outcome_text(lang: Lang, rules: &Ruleset, outcome: Outcome) -> String {
    ashtapada_i18n::text::event(lang, rules, &Event::GameOver(outcome))
}

/// "Soldat or Rajah", "nothing moves" for a face.
pub(crate) fn face_roles(lang: Lang, rules: &Ruleset, roles: ashtapada_rules::RoleSet) -> String {
    let names: Vec<&str> = roles.iter().map(|r| names::piece(lang, rules, r)).collect();
    if names.is_empty() {
        lang.face_nothing().into()
    } else {
        names.join(lang.face_or())
    }
}
