//! `localStorage`: the autosave, as JSON written and read by the browser itself.
//!
//! Storage can be missing (a private window, a browser setting) or full; every call says so as a
//! [`PlatformError`] and the game goes on unsaved.

use ashtapada_worker::js::value::{field, is_nullish, is_plain_object, object, string_or_null};
use wasm_bindgen::JsValue;
use web_sys::Storage;

use super::browser::{js_message, window, Context, PlatformError, Result};
use ashtapada_app::save::{self, Json, Loose, SaveError, SaveFile};
use ashtapada_app::setup::Prefs;

fn storage() -> Result<Storage> {
    window()?
        .local_storage()
        .context("local storage is not available")?
        .ok_or_else(|| PlatformError::new("local storage is disabled in this browser"))
}

/// This tab's `sessionStorage`, which lasts across reloads of the tab.
fn tab_storage() -> Result<Storage> {
    window()?
        .session_storage()
        .context("session storage is not available")?
        .ok_or_else(|| PlatformError::new("session storage is disabled in this browser"))
}

/// The text this tab stored under `key`, if any.
pub fn tab_get(key: &str) -> Result<Option<String>> {
    tab_storage()?
        .get_item(key)
        .context(&format!("cannot read `{key}` from session storage"))
}

/// Stores `value` under `key` for this tab.
pub fn tab_set(key: &str, value: &str) -> Result<()> {
    tab_storage()?
        .set_item(key, value)
        .context(&format!("cannot save `{key}` to session storage"))
}

/// The text stored under `key`, if any.
pub fn get(key: &str) -> Result<Option<String>> {
    storage()?
        .get_item(key)
        .context(&format!("cannot read `{key}` from local storage"))
}

/// Stores `value` under `key`.
pub fn set(key: &str, value: &str) -> Result<()> {
    storage()?
        .set_item(key, value)
        .context(&format!("cannot save `{key}` to local storage"))
}

/// The browser's own `JSON` as the save's [`Json`]: the page's wasm then carries no JSON parser
/// or writer of its own. A save is read from the parsed value and written as one by hand, over
/// the one value interface of the page's JavaScript values ([`ashtapada_worker::js::value`]),
/// with the rules of the serde form ([`ashtapada_app::save::SerdeText`], checked against it in the
/// browser tests): a serde deserializer, with its error messages and the float formatting they
/// bring, would weigh on the first load (`ashtapada_worker::js` says how much).
pub struct BrowserJson;

/// A JSON value as the save reads it loosely.
fn loose(value: &JsValue) -> Loose {
    if is_nullish(value) {
        Loose::Null
    } else if let Some(b) = value.as_bool() {
        Loose::Bool(b)
    } else if let Some(n) = value.as_f64() {
        Loose::number(n)
    } else if let Some(s) = value.as_string() {
        Loose::Str(s)
    } else {
        Loose::Other
    }
}

impl Json for BrowserJson {
    fn write_save(&self, file: &SaveFile) -> std::result::Result<String, String> {
        let p = &file.prefs;
        let mut prefs = vec![
            ("auto_roll", JsValue::from_bool(p.auto_roll)),
            ("auto_pass", JsValue::from_bool(p.auto_pass)),
            ("show_coords", JsValue::from_bool(p.show_coords)),
            (
                "orientation",
                p.orientation
                    .map_or(JsValue::NULL, |o| JsValue::from_f64(f64::from(o))),
            ),
            ("bot_delay_ms", JsValue::from_f64(f64::from(p.bot_delay_ms))),
        ];
        // In serde's order, and as it writes them: the language and the theme only when set.
        if let Some(lang) = p.lang {
            prefs.push(("lang", JsValue::from_str(lang.code())));
        }
        // The sounds' and looks' settings only when not their defaults, as serde skips them.
        let d = Prefs::default();
        if p.sound != d.sound {
            prefs.push(("sound", JsValue::from_bool(p.sound)));
        }
        if p.volume != d.volume {
            prefs.push(("volume", JsValue::from_f64(f64::from(p.volume))));
        }
        if let Some(theme) = p.board_theme {
            prefs.push(("board_theme", JsValue::from_str(theme.key())));
        }
        if p.piece_style != d.piece_style {
            prefs.push(("piece_style", JsValue::from_str(p.piece_style.key())));
        }
        if p.announce_brief != d.announce_brief {
            prefs.push(("announce_brief", JsValue::from_bool(p.announce_brief)));
        }
        if p.live_servers != d.live_servers {
            prefs.push(("live_servers", JsValue::from_str(&p.live_servers)));
        }
        if p.live_relays != d.live_relays {
            prefs.push(("live_relays", JsValue::from_str(&p.live_relays)));
        }
        let seats: js_sys::Array = file.seats.iter().map(|s| JsValue::from_str(s)).collect();
        let mut fields = vec![
            ("format", JsValue::from_str(&file.format)),
            ("version", JsValue::from_f64(file.version as f64)),
            ("record", string_or_null(file.record.as_deref())),
            ("seats", seats.into()),
            ("prefs", object(&prefs)),
        ];
        // As serde writes it: only when set.
        if file.link {
            fields.push(("link", JsValue::TRUE));
        }
        if file.welcome {
            fields.push(("welcome", JsValue::TRUE));
        }
        let value = object(&fields);
        js_sys::JSON::stringify(&value)
            .map(String::from)
            .map_err(|e| js_message(&e))
    }

    fn read_save(&self, text: &str) -> std::result::Result<SaveFile, SaveError> {
        let value = js_sys::JSON::parse(text).map_err(|e| SaveError::NotOurs(js_message(&e)))?;
        if !is_plain_object(&value) {
            // What was found, as it begins (no words: the message around it is the page's).
            return Err(SaveError::NotOurs(text.chars().take(24).collect()));
        }
        let (format, version) = (
            loose(&field(&value, "format")),
            loose(&field(&value, "version")),
        );
        let format = match format {
            Loose::Str(s) => s,
            _ => String::new(),
        };
        let version = match version {
            Loose::Int(n) => n,
            _ => 0,
        };
        save::check(&format, version)?;
        // The field of the wrong kind, by its name.
        let damaged = |field: &str| SaveError::Damaged(field.to_string());
        let record = field(&value, "record");
        let record = match record.as_string() {
            Some(text) => Some(text),
            None if is_nullish(&record) => None,
            None => return Err(damaged("record")),
        };
        let seats = field(&value, "seats");
        let seats = if is_nullish(&seats) {
            Vec::new()
        } else if js_sys::Array::is_array(&seats) {
            js_sys::Array::from(&seats)
                .iter()
                .map(|s| s.as_string().ok_or_else(|| damaged("seats")))
                .collect::<std::result::Result<_, _>>()?
        } else {
            return Err(damaged("seats"));
        };
        let prefs = field(&value, "prefs");
        let prefs = if is_nullish(&prefs) {
            Prefs::default()
        } else if is_plain_object(&prefs) {
            save::prefs_from(|name| loose(&field(&prefs, name)))
        } else {
            return Err(damaged("prefs"));
        };
        let link = field(&value, "link");
        let link = match link.as_bool() {
            Some(on) => on,
            None if is_nullish(&link) => false,
            None => return Err(damaged("link")),
        };
        let welcome = field(&value, "welcome");
        let welcome = match welcome.as_bool() {
            Some(on) => on,
            None if is_nullish(&welcome) => false,
            None => return Err(damaged("welcome")),
        };
        Ok(SaveFile {
            format,
            version,
            record,
            seats,
            prefs,
            link,
            welcome,
        })
    }
}

/// The save's text, as [`BrowserJson`] writes it.
///
/// # Errors
/// If it cannot be written as JSON.
pub fn save_text(file: &SaveFile) -> Result<String> {
    BrowserJson
        .write_save(file)
        .map_err(|e| PlatformError::new(format!("cannot write the save as JSON: {e}")))
}
