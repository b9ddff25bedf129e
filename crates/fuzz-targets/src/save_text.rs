//! The page's autosave as text, natively: `serde_json` stands in for the browser's JSON. The
//! `save` target reads with it and its seeds are written with it; the crate root re-exports
//! both items.

use ashtapada_app::save as autosave;

/// `serde_json` standing in for the browser's JSON, which the page's save reader is given.
pub struct NativeJson;

impl autosave::SerdeText for NativeJson {
    fn read<T: serde::de::DeserializeOwned>(&self, text: &str) -> Result<T, String> {
        serde_json::from_str(text).map_err(|e| e.to_string())
    }

    fn write<T: serde::Serialize>(&self, value: &T) -> Result<String, String> {
        serde_json::to_string(value).map_err(|e| e.to_string())
    }
}

/// A save's text, as the page writes it (the browser's `JSON.stringify` writes the same).
pub fn write_save(saved: &autosave::Saved) -> String {
    let file = autosave::SaveFile {
        link: saved.link,
        welcome: saved.welcome,
        ..autosave::SaveFile::new(&saved.game, &saved.tags, &saved.seats, &saved.prefs)
    };
    autosave::SerdeText::write(&NativeJson, &file).expect("a save always encodes")
}
