//! What the page stores, as this version writes it (`tests/fixtures/formats-2026-11/`: the
//! autosave of a four-handed game by link in French, the Games list with a game by link and a
//! game kept as a record, the Learn progress), loads in the page as it is now: an update of the
//! page must never drop a game or a lesson a person had. When a format changes, the fixtures of
//! the formats before stay, and a new folder joins them.

use ashtapada_app::command::GamesCommand;
use ashtapada_app::effect::Effect;
use ashtapada_app::games::{Games, Kept, KeptGame, MAX_GAMES};
use ashtapada_app::save::{Json as _, SerdeText};
use ashtapada_app::{link, App, Command};
use ashtapada_i18n::Lang;
use ashtapada_rules::record::{self, Tags};

const SAVE: &str = include_str!("fixtures/formats-2026-11/save.json");
const GAMES: &str = include_str!("fixtures/formats-2026-11/games.txt");
const PROGRESS: &str = include_str!("fixtures/formats-2026-11/progress.txt");

/// `serde_json` as the save's JSON (the browser's own reader is checked against the same serde
/// form in `tests/dom.rs`).
struct Json;

impl SerdeText for Json {
    fn read<T: serde::de::DeserializeOwned>(&self, text: &str) -> Result<T, String> {
        serde_json::from_str(text).map_err(|e| e.to_string())
    }
    fn write<T: serde::Serialize>(&self, value: &T) -> Result<String, String> {
        serde_json::to_string(value).map_err(|e| e.to_string())
    }
}

#[test]
fn the_save_of_this_version_loads_with_its_game_seats_and_settings() {
    let (app, message) = App::restore(Some(SAVE), &Json, 1, Lang::En);
    assert_eq!(message, None);
    assert_eq!(app.rules().id, "chaturaji");
    assert_eq!(
        app.game().actions().len(),
        7,
        "every action, passes and rolls included"
    );
    assert_eq!(app.lang(), Lang::Fr, "the language chosen in the Settings");
    assert!(app.share_link().is_some(), "still a game by link");
    assert!(
        !app.human_to_act(),
        "the seat to act is played on another device"
    );
}

#[test]
fn the_games_list_of_this_version_opens_each_kept_game() {
    let (mut app, _) = App::restore(None, &Json, 1, Lang::En);
    app.set_games(GAMES);
    let keys: Vec<(u64, u64)> = app.games().list().iter().map(|k| (k.id, k.key())).collect();
    assert_eq!(keys.len(), 2, "{GAMES}");
    let mut seen = Vec::new();
    for (id, key) in keys {
        app.command(Command::Games(GamesCommand::Open(key)));
        assert_eq!(app.game().seed(), id, "kept game {id:x} is on screen");
        seen.push((app.rules().id, app.game().actions().len()));
    }
    assert_eq!(seen, [("chaturaji", 7), ("chaturanga-v3", 2)]);
}

#[test]
fn the_learn_progress_of_this_version_keeps_each_step_done() {
    let (mut app, _) = App::restore(None, &Json, 1, Lang::En);
    app.set_progress(PROGRESS);
    let progress = app.progress();
    assert!(progress.is_done("common", 0) && progress.is_done("common", 1));
    assert!(!progress.is_done("common", 2));
    assert_eq!(progress.count("common", 12), 2);
    assert_eq!(progress.count("chaturaji", 20), 1);
    assert_eq!(progress.write(), PROGRESS, "written back the same");
}

// ----- How much the page stores at the most ----------------------------------------------------
//
// The autosave of a very long game and a full Games list (`MAX_GAMES` games, each a very long
// game kept as a record, the largest form), against the browser's quota. Browsers give a site's
// local storage about 5 MB (Chromium and Firefox count UTF-16 code units, 2 bytes each, of keys
// and values; Safari the same order); the figures are in RELIABILITY.md. What goes over is told,
// never lost on screen (the full storage's message, e2e in `page.test.mjs`).

/// A four-handed dice game of 700 actions, as a link (`tests/e2e/fixtures`).
const LONG_GAME: &str = include_str!("../../../tests/e2e/fixtures/chaturaji-700.txt");

/// The smallest local storage of the browsers the page supports, in bytes.
const QUOTA: usize = 5 * 1024 * 1024;

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
        games.put(
            Kept {
                id,
                here: 1,
                opened: id,
                game: KeptGame::Record(text.clone()),
            },
            // Forty games of forty ids: no two are one game.
            |k: &Kept| vec![k.id],
        );
    }
    let list = games.write();
    assert_eq!(Games::read(&list).list().len(), MAX_GAMES, "all read back");

    let (save, list) = (stored(&save), stored(&list));
    eprintln!("stored: the save of a {}-action game {save} bytes, a full Games list {list} bytes, of {QUOTA}", game.actions().len());
    // Both together under a fifth of the quota: room for the progress, and for growth.
    assert!(save + list < QUOTA / 5, "{save} + {list}");
}
