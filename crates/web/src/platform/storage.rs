//! `localStorage`: the autosave.
//!
//! Storage can be missing (a private window, a browser setting) or full; every call says so as a
//! [`PlatformError`] and the game goes on unsaved.

use web_sys::Storage;

use super::{window, Context, PlatformError, Result};

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
