//! How much the page stores at the most, against the browser's quota: the autosave of a very
//! long game and a full Games list (`MAX_GAMES` games, each a very long game kept as a record,
//! the largest form). Browsers give a site's local storage about 5 MB (Chromium and Firefox
//! count UTF-16 code units, 2 bytes each, of keys and values; Safari the same order); the
//! figures are in RELIABILITY.md. What goes over is told, never lost on screen (the full
//! storage's message, e2e in `page.test.mjs`).

use ashtapada_i18n::Lang;
use ashtapada_rules::record::{self, Tags};
use ashtapada_web::app::effect::Effect;
use ashtapada_web::app::games::{Games, Kept, KeptGame, MAX_GAMES};
use ashtapada_web::app::save::{Json as _, SerdeText};
use ashtapada_web::app::{link, App};

/// A four-handed dice game of 700 actions, as a link (`tests/e2e/fixtures`).
const LONG_GAME: &str = include_str!("../../../tests/e2e/fixtures/chaturaji-700.txt");

/// The smallest local storage of the browsers the page supports, in bytes.
const QUOTA: usize = 5 * 1024 * 1024;

struct Json;

impl SerdeText for Json {
    fn read<T: serde::de::DeserializeOwned>(&self, text: &str) -> Result<T, String> {
        serde_json::from_str(text).map_err(|e| e.to_string())
    }
    fn write<T: serde::Serialize>(&self, value: &T) -> Result<String, String> {
        serde_json::to_string(value).map_err(|e| e.to_string())
    }
}

/// Bytes a stored value takes (UTF-16).
fn stored(text: &str) -> usize {
    text.encode_utf16().count() * 2
}

#[test]
fn the_largest_save_and_games_list_fit_the_smallest_quota_many_times_over() {
    let fragment = LONG_GAME.trim();
    let game = link::read(fragment).expect("the fixture reads").game;
    assert!(game.actions().len() >= 700, "{}", game.actions().len());

    // The autosave of that game, on screen.
    let (mut app, _) = App::restore(None, &Json, 1, Lang::En);
    app.open_link(fragment);
    assert_eq!(app.game().actions().len(), game.actions().len());
    let save = app
        .take_effects()
        .into_iter()
        .find_map(|e| match e {
            Effect::Save(file) => Some(Json.write_save(&file).expect("it writes")),
            _ => None,
        })
        .expect("the game is saved");

    // A full Games list of such games, each kept as its record (a link is shorter).
    let text = record::write(&game, &Tags::default());
    let mut games = Games::default();
    for id in 0..MAX_GAMES as u64 {
        games.put(Kept {
            id,
            here: 1,
            opened: id,
            game: KeptGame::Record(text.clone()),
        });
    }
    let list = games.write();
    assert_eq!(Games::read(&list).list().len(), MAX_GAMES, "all read back");

    let (save, list) = (stored(&save), stored(&list));
    eprintln!("stored: the save of a {}-action game {save} bytes, a full Games list {list} bytes, of {QUOTA}", game.actions().len());
    // Both together under a fifth of the quota: room for the progress, and for growth.
    assert!(save + list < QUOTA / 5, "{save} + {list}");
}
