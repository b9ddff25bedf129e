//! Every game a browser's storage holds, read by the page's own readers: what the end-to-end
//! tests check nothing played is ever lost by (`window.ashtapada.heldGames()`).

use crate::{games, library, save};

/// Every game a browser's storage holds, for the tests (`window.ashtapada.heldGames()`): the
/// save's (`save`, read with `json`) and each kept game of the stored list (`games`), as
/// records without tags, read by the page's own readers. A game that does not read is left out.
pub fn held_records(save: Option<&str>, games: &str, json: &impl save::Json) -> Vec<String> {
    use ashtapada_rules::record::{write, Tags};
    let saved = save
        .and_then(|text| save::read(text, json).ok())
        .map(|s| s.game);
    let kept = games::Games::read(games);
    let kept = kept.list().iter().filter_map(library::game_of);
    saved
        .into_iter()
        .chain(kept)
        .map(|game| write(&game, &Tags::default()))
        .collect()
}
