//! The autosave: the game record (`ashtapada_rules::record`) and the page's settings, as JSON in
//! `localStorage`, written after every action and read back at start.
//!
//! ```json
//! { "format": "ashtapada-save", "version": 1,
//!   "record": "[Ruleset \"chaturaji\"]\n...", "seats": ["human", "bot:easy", ...],
//!   "prefs": { "auto_roll": false, "auto_pass": true, "show_coords": true,
//!              "orientation": null, "bot_delay_ms": 350 } }
//! ```
//!
//! Reading never panics: a save that is not JSON, of another format or version, or whose record
//! does not replay, is an error with a sentence for the player.

use ashtapada_rules::record::{self, Tags};
use ashtapada_rules::Game;

use super::json::Json;
use super::setup::{Controller, Prefs};

/// The `localStorage` key of the autosave.
pub const SAVE_KEY: &str = "ashtapada.save";
/// Where a save that could not be read is kept, in case someone wants it back.
pub const BROKEN_SAVE_KEY: &str = "ashtapada.save.unreadable";
/// The `format` field.
pub const FORMAT: &str = "ashtapada-save";
/// The version this page writes and reads.
pub const VERSION: i64 = 1;

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
}

fn prefs_json(p: &Prefs) -> Json {
    Json::Obj(vec![
        ("auto_roll".into(), Json::Bool(p.auto_roll)),
        ("auto_pass".into(), Json::Bool(p.auto_pass)),
        ("show_coords".into(), Json::Bool(p.show_coords)),
        (
            "orientation".into(),
            p.orientation
                .map_or(Json::Null, |s| Json::Int(i64::from(s))),
        ),
        ("bot_delay_ms".into(), Json::Int(i64::from(p.bot_delay_ms))),
    ])
}

/// The preferences of a save; missing or odd fields keep their defaults.
fn prefs_of(json: Option<&Json>) -> Prefs {
    let mut p = Prefs::default();
    let Some(json) = json else {
        return p;
    };
    let flag = |key: &str, default: bool| json.get(key).and_then(Json::as_bool).unwrap_or(default);
    p.auto_roll = flag("auto_roll", p.auto_roll);
    p.auto_pass = flag("auto_pass", p.auto_pass);
    p.show_coords = flag("show_coords", p.show_coords);
    p.orientation = json
        .get("orientation")
        .and_then(Json::as_int)
        .and_then(|n| u8::try_from(n).ok());
    if let Some(ms) = json
        .get("bot_delay_ms")
        .and_then(Json::as_int)
        .and_then(|n| u32::try_from(n).ok())
    {
        p.bot_delay_ms = ms.min(10_000);
    }
    p
}

/// Writes a save.
pub fn write(game: &Game, tags: &Tags, seats: &[Controller], prefs: &Prefs) -> String {
    Json::Obj(vec![
        ("format".into(), Json::Str(FORMAT.into())),
        ("version".into(), Json::Int(VERSION)),
        ("record".into(), Json::Str(record::write(game, tags))),
        (
            "seats".into(),
            Json::Arr(seats.iter().map(|c| Json::Str(c.key())).collect()),
        ),
        ("prefs".into(), prefs_json(prefs)),
    ])
    .write()
}

/// Reads a save.
///
/// # Errors
/// Why it cannot be used, as a sentence.
pub fn read(text: &str) -> Result<Saved, String> {
    let json = Json::parse(text).map_err(|e| format!("it is not a save of this game ({e})"))?;
    let format = json.get("format").and_then(Json::as_str).unwrap_or("");
    if format != FORMAT {
        return Err(format!(
            "it is not a save of this game (format \"{format}\")"
        ));
    }
    let version = json.get("version").and_then(Json::as_int).unwrap_or(0);
    if version != VERSION {
        return Err(format!(
            "it was written by another version of the page (save version {version}, this page reads {VERSION})"
        ));
    }
    let record_text = json
        .get("record")
        .and_then(Json::as_str)
        .ok_or("it has no game record")?;
    let (game, tags) =
        record::parse(record_text).map_err(|e| format!("its game record is damaged: {e}"))?;
    let players = game.rules().players();
    let seats: Vec<Controller> = json
        .get("seats")
        .and_then(Json::as_array)
        .unwrap_or(&[])
        .iter()
        .map(|k| {
            k.as_str()
                .and_then(Controller::from_key)
                .ok_or_else(|| format!("unknown player {}", k.write()))
        })
        .collect::<Result<_, _>>()?;
    if seats.len() != players {
        return Err(format!(
            "it names {} players for a game of {players}",
            seats.len()
        ));
    }
    Ok(Saved {
        game,
        tags,
        seats,
        prefs: prefs_of(json.get("prefs")),
    })
}
