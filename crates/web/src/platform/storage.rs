//! `localStorage`: the autosave, as JSON written and read by the browser itself.
//!
//! Storage can be missing (a private window, a browser setting) or full; every call says so as a
//! [`PlatformError`] and the game goes on unsaved.

use serde::de::DeserializeOwned;
use serde::Serialize;
use web_sys::Storage;

use super::{js_message, window, Context, PlatformError, Result};
use crate::app::save::Json;

fn storage() -> Result<Storage> {
    window()?
        .local_storage()
        .context("local storage is not available")?
        .ok_or_else(|| PlatformError::new("local storage is disabled in this browser"))
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

/// Removes `key`.
pub fn remove(key: &str) -> Result<()> {
    storage()?
        .remove_item(key)
        .context(&format!("cannot remove `{key}` from local storage"))
}

/// The browser's own `JSON` as the save's [`Json`], through `serde-wasm-bindgen` (which the
/// page has anyway for the worker's messages): the page's wasm then carries no JSON parser or
/// writer of its own.
pub struct BrowserJson;

impl Json for BrowserJson {
    fn read<T: DeserializeOwned>(&self, text: &str) -> std::result::Result<T, String> {
        let value = js_sys::JSON::parse(text).map_err(|e| js_message(&e))?;
        serde_wasm_bindgen::from_value(value).map_err(|e| e.to_string())
    }

    fn write<T: Serialize>(&self, value: &T) -> std::result::Result<String, String> {
        // Plain objects, and `null` for `None` (a missing value would drop the field).
        let serializer = serde_wasm_bindgen::Serializer::json_compatible();
        let value = value.serialize(&serializer).map_err(|e| e.to_string())?;
        js_sys::JSON::stringify(&value)
            .map(String::from)
            .map_err(|e| js_message(&e))
    }
}

/// Writes `value` as JSON under `key`.
pub fn set_json(key: &str, value: &impl Serialize) -> Result<()> {
    let text = BrowserJson
        .write(value)
        .map_err(|e| PlatformError::new(format!("cannot write `{key}` as JSON: {e}")))?;
    set(key, &text)
}
