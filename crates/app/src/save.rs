//! The autosave: the game record (`ashtapada_rules::record`) and the page's settings, as JSON in
//! `localStorage`, written after every action and read back at start.
//!
//! ```json
//! { "format": "ashtapada-save", "version": 1,
//!   "record": "[Ruleset \"chaturaji\"]\n...", "seats": ["human", "bot:easy", ...],
//!   "prefs": { "auto_roll": false, "auto_pass": true, "show_coords": true,
//!              "orientation": null, "bot_delay_ms": 350, "sound": true, "volume": 70,
//!              "piece_style": "figures", "announce_brief": false } }
//! ```
//!
//! Two flags follow when set: `"link": true` (a game by link) and `"welcome": true` (a first
//! visit that chose settings behind the welcome, and no way in yet).
//!
//! [`SaveFile`] is that JSON as a serde type. The text ↔ value step is not done here but by a
//! [`Json`]: in the page the browser's own `JSON` (`platform::storage::BrowserJson`), so that
//! the page's wasm carries no JSON library; in native tests `serde_json`.
//!
//! Reading never panics: a save that is not JSON, of another format or version, or whose record
//! does not replay, is a [`SaveError`] with a sentence for the player. Missing or odd
//! preferences keep their defaults, so that every save written so far still loads.

use std::fmt;

use ashtapada_i18n::Lang;
use ashtapada_rules::record::{self, Tags};
use ashtapada_rules::Game;
use serde::de::DeserializeOwned;
use serde::{Deserialize, Deserializer, Serialize};

pub use crate::prefs::{prefs_from, Loose, MAX_LIVE_SERVERS};
use crate::setup::{Controller, Prefs};

/// The `localStorage` key of the autosave.
pub const SAVE_KEY: &str = "ashtapada.save";
/// Where a save that could not be read is kept, in case someone wants it back.
pub const BROKEN_SAVE_KEY: &str = "ashtapada.save.unreadable";
/// The `format` field.
pub const FORMAT: &str = "ashtapada-save";
/// The version this page writes and reads.
pub const VERSION: i64 = 1;

/// JSON text ↔ the save. In the page, the browser's own `JSON` and a reader by hand
/// (`platform::storage::BrowserJson`), so that the page's wasm carries no JSON library nor a
/// serde deserializer; elsewhere, any JSON library through the save's serde derives (the
/// reference form, [`SerdeText`]).
pub trait Json {
    /// Reads a save's text as a [`SaveFile`]: its header checked ([`check`]), then its fields.
    ///
    /// # Errors
    /// Why it cannot be used.
    fn read_save(&self, text: &str) -> Result<SaveFile, SaveError>;

    /// Writes a save's text.
    ///
    /// # Errors
    /// Why it cannot be written, in words.
    fn write_save(&self, file: &SaveFile) -> Result<String, String>;
}

/// JSON text ↔ serde values: a JSON library, which reads and writes the save through its
/// serde derives (the native tests' and the fuzz targets' `serde_json`, and in the browser
/// tests `serde-wasm-bindgen`, against which the page's own reader is checked).
pub trait SerdeText {
    /// Reads JSON text as a `T`.
    ///
    /// # Errors
    /// Why the text is not JSON, or not a `T`, in words.
    fn read<T: DeserializeOwned>(&self, text: &str) -> Result<T, String>;

    /// Writes `value` as JSON text.
    ///
    /// # Errors
    /// Why it cannot be written, in words.
    fn write<T: Serialize>(&self, value: &T) -> Result<String, String>;
}

impl<S: SerdeText> Json for S {
    fn read_save(&self, text: &str) -> Result<SaveFile, SaveError> {
        let header: Header = self.read(text).map_err(SaveError::NotOurs)?;
        check(
            header.format.as_str().unwrap_or(""),
            header.version.as_int().unwrap_or(0),
        )?;
        self.read(text).map_err(SaveError::Damaged)
    }

    fn write_save(&self, file: &SaveFile) -> Result<String, String> {
        self.write(file)
    }
}

/// A save as JSON: these fields, in this order, are the file's.
#[derive(Debug, Clone, PartialEq, Serialize, Deserialize)]
pub struct SaveFile {
    /// [`FORMAT`].
    #[serde(default)]
    pub format: String,
    /// [`VERSION`].
    #[serde(default)]
    pub version: i64,
    /// The game record.
    #[serde(default)]
    pub record: Option<String>,
    /// Who plays each seat ([`Controller::key`]).
    #[serde(default, deserialize_with = "or_default")]
    pub seats: Vec<String>,
    /// The settings.
    #[serde(default, deserialize_with = "or_default")]
    pub prefs: Prefs,
    /// The game travels by link (shared or opened from one): its bots search a node budget.
    /// Written only when set, so that a local game's save reads as before.
    #[serde(
        default,
        deserialize_with = "or_default",
        skip_serializing_if = "std::ops::Not::not"
    )]
    pub link: bool,
    /// A first visit whose welcome is still up: the settings chosen meanwhile are kept, and the
    /// welcome comes back with them after a reload, the game behind it still waiting. Written
    /// only when set.
    #[serde(
        default,
        deserialize_with = "or_default",
        skip_serializing_if = "std::ops::Not::not"
    )]
    pub welcome: bool,
}

/// `null` read as the default, like a missing field.
fn or_default<'de, D: Deserializer<'de>, T: Deserialize<'de> + Default>(
    deserializer: D,
) -> Result<T, D::Error> {
    Ok(Option::<T>::deserialize(deserializer)?.unwrap_or_default())
}

/// What a save holds.
#[derive(Debug, Clone)]
pub struct Saved {
    /// The game, replayed.
    pub game: Game,
    /// The record's tags.
    pub tags: Tags,
    /// Who plays each seat.
    pub seats: Vec<Controller>,
    /// The settings.
    pub prefs: Prefs,
    /// The game travels by link ([`SaveFile::link`]).
    pub link: bool,
    /// The first visit's welcome is still up ([`SaveFile::welcome`]).
    pub welcome: bool,
}

/// Why a save cannot be used. The details in parentheses are the JSON reader's or the record
/// reader's own words.
#[derive(Debug, Clone, PartialEq, Eq)]
pub enum SaveError {
    /// It is not JSON of a save (the reader's words).
    NotOurs(String),
    /// It names another format.
    Format(String),
    /// It was written by another version of the page (its version).
    Version(i64),
    /// It is damaged (the reader's words).
    Damaged(String),
    /// It holds no record.
    NoRecord,
    /// Its record does not read (the record reader's words).
    Record(String),
    /// It names a player kind the page does not know.
    UnknownPlayer(String),
    /// It names so many players for a game of that many.
    Players(usize, usize),
}

impl SaveError {
    /// What to tell the player, lower case with no full stop (it follows "The saved game could
    /// not be restored: ").
    pub fn text(&self, lang: Lang) -> String {
        match self {
            SaveError::NotOurs(e) => lang.save_not_ours(e),
            SaveError::Format(f) => lang.save_format(f),
            SaveError::Version(v) => lang.save_version(VERSION, *v),
            SaveError::Damaged(e) => lang.save_damaged(e),
            SaveError::NoRecord => lang.save_no_record().into(),
            SaveError::Record(e) => lang.save_record(e),
            SaveError::UnknownPlayer(k) => lang.save_unknown_player(k),
            SaveError::Players(named, players) => lang.save_players(*named as i64, *players as i64),
        }
    }
}

/// English, for logs and tests.
impl fmt::Display for SaveError {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        f.write_str(&self.text(Lang::En))
    }
}

impl std::error::Error for SaveError {}

impl SaveFile {
    /// The save of a game.
    pub fn new(game: &Game, tags: &Tags, seats: &[Controller], prefs: &Prefs) -> SaveFile {
        SaveFile {
            format: FORMAT.into(),
            version: VERSION,
            record: Some(record::write(game, tags)),
            seats: seats.iter().map(|c| c.key()).collect(),
            prefs: prefs.clone(),
            link: false,
            welcome: false,
        }
    }
}

/// The fields that say whose save it is, read before the rest: a save of another version may
/// be shaped otherwise, and should say so rather than look damaged.
#[derive(Deserialize)]
struct Header {
    #[serde(default)]
    format: Loose,
    #[serde(default)]
    version: Loose,
}

/// Reads a save.
///
/// # Errors
/// Why it cannot be used.
pub fn read(text: &str, json: &impl Json) -> Result<Saved, SaveError> {
    decode(json.read_save(text)?)
}

/// Checks a save's header: this game's format, this page's version.
///
/// # Errors
/// [`SaveError::Format`] or [`SaveError::Version`].
pub fn check(format: &str, version: i64) -> Result<(), SaveError> {
    if format != FORMAT {
        return Err(SaveError::Format(format.to_string()));
    }
    if version != VERSION {
        return Err(SaveError::Version(version));
    }
    Ok(())
}

/// What a save file holds: its record replayed, its seats read.
///
/// # Errors
/// Why it cannot be used.
pub fn decode(file: SaveFile) -> Result<Saved, SaveError> {
    check(&file.format, file.version)?;
    let record_text = file.record.ok_or(SaveError::NoRecord)?;
    let (game, tags) = record::parse(&record_text).map_err(|e| SaveError::Record(e.to_string()))?;
    let players = game.rules().players();
    let seats: Vec<Controller> = file
        .seats
        .iter()
        .map(|k| Controller::from_key(k).ok_or_else(|| SaveError::UnknownPlayer(k.clone())))
        .collect::<Result<_, _>>()?;
    if seats.len() != players {
        return Err(SaveError::Players(seats.len(), players));
    }
    Ok(Saved {
        game,
        tags,
        seats,
        prefs: file.prefs,
        link: file.link,
        welcome: file.welcome,
    })
}

/// `serde_json` as the save's [`Json`], for tests.
#[cfg(test)]
pub(crate) struct SerdeJson;

#[cfg(test)]
impl SerdeText for SerdeJson {
    fn read<T: DeserializeOwned>(&self, text: &str) -> Result<T, String> {
        serde_json::from_str(text).map_err(|e| e.to_string())
    }

    fn write<T: Serialize>(&self, value: &T) -> Result<String, String> {
        serde_json::to_string(value).map_err(|e| e.to_string())
    }
}

#[cfg(test)]
mod tests {
    use super::*;
    use ashtapada_board::{BoardTheme, PieceStyle};

    /// A save as the page wrote it before it used serde (the hand-written JSON writer).
    const OLD_SAVE: &str = r#"{"format":"ashtapada-save","version":1,"record":"[Ruleset \"chaturanga-v2\"]\n[Options \"stake=5\"]\n[Seed \"6577346730686448\"]\n[South \"Human\"]\n[West \"Human\"]\n[North \"Bot (easy)\"]\n[East \"Bot (easy)\"]\n[Result \"*\"]\n\n1. (6) pass\n*\n","seats":["human","human","bot:easy","bot:easy"],"prefs":{"auto_roll":true,"auto_pass":true,"show_coords":true,"orientation":null,"bot_delay_ms":0}}"#;

    #[test]
    fn old_saves_load_and_are_written_back_the_same() {
        let saved = read(OLD_SAVE, &SerdeJson).unwrap();
        assert_eq!(saved.game.actions().len(), 2);
        assert_eq!(
            saved.seats[2],
            Controller::Bot(ashtapada_worker::BotLevel::Easy)
        );
        assert!(saved.prefs.auto_roll);
        let file = SaveFile::new(&saved.game, &saved.tags, &saved.seats, &saved.prefs);
        assert_eq!(SerdeJson.write(&file).unwrap(), OLD_SAVE);
    }

    #[test]
    fn missing_or_odd_preferences_keep_their_defaults() {
        let record = r#""record":"[Ruleset \"chaturanga-v3\"]\n\n*\n","seats":["human","human"]"#;
        let with = |prefs: &str| {
            let text = format!(r#"{{"format":"ashtapada-save","version":1,{record}{prefs}}}"#);
            read(&text, &SerdeJson).unwrap().prefs
        };
        assert_eq!(with(""), Prefs::default());
        assert_eq!(with(r#","prefs":null"#), Prefs::default());
        let odd = with(
            r#","prefs":{"auto_roll":"yes","auto_pass":false,"show_coords":[1],"orientation":-1,"bot_delay_ms":99999,"theme":"dark"}"#,
        );
        assert_eq!(
            odd,
            Prefs {
                auto_pass: false,
                bot_delay_ms: 10_000,
                ..Prefs::default()
            }
        );
        let whole = with(r#","prefs":{"orientation":2.0,"bot_delay_ms":1.5}"#);
        assert_eq!((whole.orientation, whole.bot_delay_ms), (Some(2), 350));
    }

    /// The sounds' and looks' settings go into the save and come back; a save written before
    /// they existed reads their defaults, and odd values read as defaults too.
    #[test]
    fn sounds_and_themes_are_kept() {
        let prefs = Prefs {
            sound: false,
            volume: 30,
            board_theme: Some(BoardTheme::Green),
            piece_style: PieceStyle::Tokens,
            announce_brief: true,
            ..Prefs::default()
        };
        let game = Game::new(ashtapada_rules::Ruleset::by_id("chaturaji").unwrap(), 1);
        let seats = [Controller::Human; 4];
        let file = SaveFile::new(&game, &Tags::default(), &seats, &prefs);
        let text = SerdeJson.write(&file).unwrap();
        assert!(text.contains(r#""board_theme":"green""#), "{text}");
        assert_eq!(read(&text, &SerdeJson).unwrap().prefs, prefs);
        let auto = SaveFile::new(&game, &Tags::default(), &seats, &Prefs::default());
        let text = SerdeJson.write(&auto).unwrap();
        assert!(
            !text.contains("board_theme") && !text.contains("volume"),
            "{text}"
        );
        assert_eq!(read(&text, &SerdeJson).unwrap().prefs, Prefs::default());
        let old = read(OLD_SAVE, &SerdeJson).unwrap().prefs;
        assert!(old.sound && old.volume == 70 && !old.announce_brief);
        assert_eq!(
            (old.board_theme, old.piece_style),
            (None, PieceStyle::Figures)
        );
        let odd = prefs_from(|name| match name {
            "volume" => Loose::Int(250),
            "board_theme" => Loose::Str("dark".into()),
            "piece_style" => Loose::Bool(true),
            "sound" => Loose::Str("no".into()),
            _ => Loose::Null,
        });
        assert_eq!(odd.volume, 100);
        assert_eq!(odd.board_theme, None);
        assert_eq!(odd.piece_style, PieceStyle::Figures);
        assert!(odd.sound);
    }

    #[test]
    fn another_version_says_so_whatever_its_shape() {
        let text = r#"{"format":"ashtapada-save","version":2,"record":{"moves":[]},"seats":7}"#;
        let error = read(text, &SerdeJson).unwrap_err().to_string();
        assert!(error.contains("another version"), "{error}");
        let text = r#"{"format":"ashtapada-save","version":1,"record":"","seats":[1]}"#;
        let error = read(text, &SerdeJson).unwrap_err().to_string();
        assert!(error.starts_with("it is damaged"), "{error}");
        let text = r#"{"format":"ashtapada-save","version":1,"seats":[]}"#;
        let error = read(text, &SerdeJson).unwrap_err().to_string();
        assert_eq!(error, "it has no game record");
        let text = r#"{"format":"ashtapada-save","version":1,"record":"[Ruleset \"chaturanga-v3\"]\n\n*\n","seats":["human","robot"]}"#;
        let error = read(text, &SerdeJson).unwrap_err().to_string();
        assert_eq!(error, "unknown player “robot”");
        let error = read("[1]", &SerdeJson).unwrap_err().to_string();
        assert!(
            error.starts_with("it is not a save of this game"),
            "{error}"
        );
    }
}
