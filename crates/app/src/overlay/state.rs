//! The overlay part's state and its updates (its render is `render`, beside it).

use ashtapada_i18n::Lang;
use ashtapada_rules::Ruleset;

use crate::effect::Effect;
use crate::session::{Pass, Played};
use crate::setup::Setup;
use crate::text::sentence;
use crate::words::Words;

/// A short message over the board.
#[derive(Debug, Clone, PartialEq, Eq)]
pub struct Toast {
    /// Increases with each toast (for its timer).
    pub serial: u32,
    /// The message, as data.
    pub news: News,
    /// News of the game (a pass), which never hides a message about the app that is still up.
    pub routine: bool,
    /// The game's length when the news was made, for news of a moment of the game (a pass, a
    /// hint): it goes when that moment is over. `None`: a message about the app.
    pub moment: Option<usize>,
}

/// What a toast says, kept as data until it is shown, so that it reads in the page's language
/// whenever it is drawn (also after a switch in the Settings).
#[derive(Debug, Clone, PartialEq, Eq)]
pub enum News {
    /// A seat passed.
    Pass(Pass),
    /// Anything else, in every language.
    Said(Words),
}

impl News {
    /// The message in `lang` (the game's ruleset names the seats), as a sentence.
    pub fn text(&self, lang: Lang, rules: &Ruleset) -> String {
        match self {
            News::Pass(pass) => sentence(&pass.text(lang, rules)),
            News::Said(words) => sentence(words.get(lang)),
        }
    }
}

/// A note in the game log that is not a game event (an import, a worker restart).
#[derive(Debug, Clone, PartialEq, Eq)]
pub struct Note {
    /// After how many actions it happened.
    pub ply: usize,
    /// What happened, in each language.
    pub text: crate::words::Words,
}

/// A dialog the app opened (those that follow from the game, the answer to an offer and the
/// result, are derived from it instead).
#[derive(Debug, Clone, PartialEq, Eq)]
pub enum Dialog {
    /// The new-game form.
    Setup(Setup),
    /// "Resign?"
    ConfirmResign(ashtapada_rules::Seat),
    /// "Agree to a draw?"
    ConfirmDraw,
    /// The question before going on with a game by links alone.
    ConfirmAlone,
    /// The game's link (the page's address and its fragment), to send to a friend.
    Share(String),
    /// Which seats are played on this device (after a link of a game new here).
    Here,
    /// The games kept in this browser.
    Games,
    /// The Learn list: the courses and their progress.
    Learn,
    /// The keys, for a person who plays by keyboard.
    Keys,
    /// Play live: the invitation and the answer, the connections ([`crate::live`]).
    Live,
    /// The game on screen parts from the one this browser had (kept in the Games list):
    /// where, and the choice of which to play on.
    Fork {
        /// The first action that differs (counted from 0).
        at: usize,
        /// The Games list's key of the game this browser had.
        mine: u64,
        /// Where the game on screen came from: `link` or `record`.
        from: &'static str,
    },
    /// The record as text, with an import error if the last import failed.
    Record {
        /// The text in the box.
        text: String,
        /// The last import's error.
        error: Option<String>,
    },
}

/// The overlay's state (see the module's documentation).
#[derive(Debug, Clone, Default)]
pub(crate) struct Overlay {
    pub(super) dialog: Option<Dialog>,
    pub(super) rules_page: Option<&'static Ruleset>,
    /// The result dialog is wanted (shown while the game is over).
    pub(super) result_open: bool,
    pub(super) toast: Option<Toast>,
    /// The last toast's serial number: it only grows, also across new games, so that the timer
    /// of a toast from before cannot hide a new one.
    pub(super) last_serial: u32,
    pub(super) notes: Vec<Note>,
    /// The first visit's welcome is up: the game behind it waits (no automatic action, no
    /// bot) until the person chooses a way in.
    pub(super) welcome: bool,
}

impl Overlay {
    // ----- Reading ---------------------------------------------------------------------------

    pub(crate) fn dialog(&self) -> Option<&Dialog> {
        self.dialog.as_ref()
    }

    pub(crate) fn rules_page(&self) -> Option<&'static Ruleset> {
        self.rules_page
    }

    /// Whether the result dialog is open, given whether the game is over.
    pub(crate) fn result_open(&self, over: bool) -> bool {
        self.result_open && over
    }

    pub(crate) fn toast(&self) -> Option<&Toast> {
        self.toast.as_ref()
    }

    pub(crate) fn notes(&self) -> &[Note] {
        &self.notes
    }

    /// Whether the first visit's welcome is up.
    pub(crate) fn welcome(&self) -> bool {
        self.welcome
    }

    /// Puts the welcome up (a first visit) or takes it down (a game chosen).
    pub(crate) fn show_welcome(&mut self, up: bool) {
        self.welcome = up;
    }

    /// The page's name of the dialog open in the overlay, if any (the rules page over the
    /// others).
    pub(crate) fn dialog_name(&self) -> Option<&'static str> {
        if self.rules_page.is_some() {
            return Some("rules");
        }
        self.dialog.as_ref().map(|d| match d {
            Dialog::Setup(_) => "setup",
            Dialog::ConfirmResign(_)
            | Dialog::ConfirmDraw
            | Dialog::ConfirmAlone
            | Dialog::Fork { .. } => "confirm",
            Dialog::Record { .. } => "record",
            Dialog::Share(_) => "share",
            Dialog::Here => "here",
            Dialog::Games => "games",
            Dialog::Learn => "learn",
            Dialog::Keys => "keys",
            Dialog::Live => "live",
        })
    }

    /// The overlay of a new game: nothing open, no notes, no toast; the toasts' numbering goes
    /// on.
    pub(crate) fn fresh(&self) -> Overlay {
        Overlay {
            last_serial: self.last_serial,
            ..Overlay::default()
        }
    }

    // ----- Dialogs ---------------------------------------------------------------------------

    /// Opens a dialog (replacing the one open).
    pub(crate) fn open(&mut self, dialog: Dialog) {
        self.dialog = Some(dialog);
    }

    /// Closes the dialog, and returns it.
    pub(crate) fn take_dialog(&mut self) -> Option<Dialog> {
        self.dialog.take()
    }

    /// Changes the new-game form, if it is open.
    pub(crate) fn edit_setup(&mut self, edit: impl FnOnce(&mut Setup)) {
        if let Some(Dialog::Setup(form)) = self.dialog.as_mut() {
            edit(form);
        }
    }

    /// The new-game form, if it is open.
    pub(crate) fn setup_form(&self) -> Option<&Setup> {
        match &self.dialog {
            Some(Dialog::Setup(form)) => Some(form),
            _ => None,
        }
    }

    /// Shows a ruleset's rules page (`None`: none).
    pub(crate) fn show_rules(&mut self, rules: Option<&'static Ruleset>) {
        self.rules_page = rules;
    }

    /// Closes the rules page, if shown. Returns whether it was.
    pub(crate) fn close_rules(&mut self) -> bool {
        self.rules_page.take().is_some()
    }

    /// Shows the result dialog (`false`: hides it).
    pub(crate) fn show_result(&mut self, open: bool) {
        self.result_open = open;
    }

    /// The record dialog, with the text that did not import and why; returns the effect that
    /// selects where the error is.
    pub(crate) fn import_failed(
        &mut self,
        text: &str,
        message: String,
        at: (usize, usize),
    ) -> Effect {
        let (start, end) = char_span(text, at.0, at.1);
        self.dialog = Some(Dialog::Record {
            text: text.to_string(),
            error: Some(message),
        });
        Effect::SelectRecordText { start, end }
    }

    // ----- Messages --------------------------------------------------------------------------

    /// Shows a toast; returns the timer that hides it.
    pub(crate) fn show_toast(&mut self, text: Words) -> Effect {
        self.put_toast(News::Said(text), false, None)
    }

    /// Shows news of a moment of the game (a hint) when the game's length is `ply`: it goes
    /// when the moment is over ([`Overlay::end_moment`], [`Overlay::stale_moment`]).
    pub(crate) fn show_moment(&mut self, text: Words, ply: usize) -> Effect {
        self.put_toast(News::Said(text), false, Some(ply))
    }

    /// The moment the toast belonged to is over (a person here acted, a take-back, the game's
    /// end): news of the game goes; a message about the app stays.
    pub(crate) fn end_moment(&mut self) {
        if self.toast.as_ref().is_some_and(|t| t.moment.is_some()) {
            self.toast = None;
        }
    }

    /// A person here is to act with the game `ply` actions long: news of an earlier moment (a
    /// pass before the other seats played) goes, news of this one stays.
    pub(crate) fn stale_moment(&mut self, ply: usize) {
        if self
            .toast
            .as_ref()
            .is_some_and(|t| t.moment.is_some_and(|m| m < ply))
        {
            self.toast = None;
        }
    }

    /// Shows news of the game (a pass), unless a message about the app (a save that could not
    /// be restored, a link that did not open) is still up: that one must not vanish under a
    /// bot's pass before it is read, and the pass is in the move list anyway. Returns the timer
    /// that hides the new toast, if shown.
    fn show_pass(&mut self, pass: Pass, ply: usize) -> Option<Effect> {
        if self.toast.as_ref().is_some_and(|t| !t.routine) {
            return None;
        }
        let timer = self.put_toast(News::Pass(pass), !pass.own, Some(ply));
        // A person's own pass stays until they act: not routine (a bot's pass does not cover
        // it), no timer.
        (!pass.own).then_some(timer)
    }

    /// Tells what an action played: a person's action takes down the news of their own pass;
    /// then each pass it caused. Returns the timers of the new toasts.
    pub(crate) fn show_played(&mut self, played: &Played, ply: usize) -> Vec<Effect> {
        if played.by_person {
            self.end_moment();
        }
        played
            .passes
            .iter()
            .filter_map(|&pass| self.show_pass(pass, ply))
            .collect()
    }

    fn put_toast(&mut self, news: News, routine: bool, moment: Option<usize>) -> Effect {
        self.last_serial += 1;
        let serial = self.last_serial;
        self.toast = Some(Toast {
            serial,
            news,
            routine,
            moment,
        });
        Effect::ToastTimer(serial)
    }

    /// The toast's time is up (if it is still the one with this serial number).
    pub(crate) fn toast_expired(&mut self, serial: u32) {
        if self.toast.as_ref().is_some_and(|t| t.serial == serial) {
            self.toast = None;
        }
    }

    /// A note for the log, after `ply` actions.
    pub(crate) fn note(&mut self, ply: usize, text: Words) {
        self.notes.push(Note { ply, text });
    }

    /// Hides the toast (the game's news gave way to a lesson, or the language changed and the
    /// move box's refusals are words of one language).
    pub(crate) fn hide_toast(&mut self) {
        self.toast = None;
    }
}

/// The character range of the record text at a 1-based line and column (one character, or the
/// rest of the word there), for selecting it in the text box.
fn char_span(text: &str, line: usize, column: usize) -> (usize, usize) {
    let mut start = 0;
    for (i, l) in text.split('\n').enumerate() {
        let len = l.chars().count();
        if i + 1 == line {
            let col = column.saturating_sub(1).min(len);
            let word = l
                .chars()
                .skip(col)
                .take_while(|c| !c.is_whitespace())
                .count()
                .max(1);
            return (
                start + col,
                (start + col + word).min(start + len.max(col + 1)),
            );
        }
        start += len + 1;
    }
    (start, start)
}

#[cfg(test)]
#[path = "tests.rs"]
mod tests;
