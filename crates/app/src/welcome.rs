//! The first visit's welcome, and the autosave around it: behind the welcome the game waits
//! (no automatic action, no bot) until the person chooses a way in, but a setting chosen
//! meanwhile (the language, above all) is saved at once, the save saying that the welcome is
//! still up ([`save::SaveFile::welcome`]), so that a reload brings both back. Free functions
//! over the app, as `extras_link`'s are.

use super::App;
use crate::effect::Effect;
use crate::save;

/// Takes the welcome down, for good: the save is written again without it.
pub(super) fn end(app: &mut App) {
    if app.overlay.welcome() {
        app.overlay.show_welcome(false);
        app.session.touch();
    }
}

/// Saves the session if it changed, unless another tab plays this game or a lesson is on
/// screen (a lesson's game is never saved: the save keeps the game put aside).
pub(super) fn autosave(app: &mut App) {
    if !app.session.follows() && !app.learn.active() && app.session.take_dirty() {
        let file = save::SaveFile {
            welcome: app.overlay.welcome(),
            ..app.session.save_file()
        };
        app.effects.push(Effect::Save(file));
    }
}
