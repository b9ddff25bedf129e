//! What the app asks the page to do: the one vocabulary every part speaks to the page in, kept
//! apart from [`super::App`] so that a part can ask for an effect without importing its owner.

use ashtapada_i18n::Lang;
use ashtapada_worker::Request;

use crate::save;

/// Something the page must do for the app.
#[derive(Debug, Clone, PartialEq)]
pub enum Effect {
    /// Write this save ([`save::SAVE_KEY`]).
    Save(save::SaveFile),
    /// Ask the bot worker, after a pause of `delay_ms` (if the app still waits for `id` then:
    /// see `App::waits_for`).
    Think {
        /// The request.
        request: Request,
        /// The pause, so that people can follow the bots.
        delay_ms: u32,
    },
    /// Forget the request the worker is working on.
    CancelThink,
    /// Offer a file to download.
    Download {
        /// The file's name.
        file_name: String,
        /// Its text.
        text: String,
    },
    /// Open the file picker for a record to import.
    PickFile,
    /// Hide the toast with this serial number in a few seconds.
    ToastTimer(u32),
    /// Empty the move box (its move was played).
    ClearMoveBox,
    /// Put this text on the clipboard (a game's link).
    Copy(String),
    /// Scroll the element of this id into view: what a control opened, on a phone far below
    /// the control (the review's chart under the board).
    Reveal(&'static str),
    /// Store the kept games (`games::GAMES_KEY`): the page reads what is stored (another tab
    /// may have written since) and stores what `App::games_to_store` makes of it, the two
    /// lists merged game by game.
    SaveGames,
    /// Ask the extras worker for this link's QR code (answered by `App::extras_answer`).
    Qr(String),
    /// Ask the extras worker for a rules page (answered by `App::extras_answer`).
    RulesPage {
        /// In this language.
        lang: Lang,
        /// Of this ruleset (its id).
        rules: &'static str,
    },
    /// Ask the extras worker for the Learn list, written with this progress (answered by
    /// `App::extras_answer`, as a rules page named `LEARN_LIST`).
    LearnList {
        /// In this language.
        lang: Lang,
        /// The learner's progress, as stored (`learn::progress::Progress::write`).
        progress: String,
    },
    /// Offer this link to the device's own sharing (the Web Share API).
    WebShare(String),
    /// Store the Learn progress (`learn::progress::PROGRESS_KEY`) as this text.
    SaveLearn(String),
    /// Ask the extras worker for a course: its steps and words (answered by
    /// `App::extras_answer`).
    LearnCourse {
        /// In this language.
        lang: Lang,
        /// Of this course (its id).
        course: &'static str,
    },
    /// Select characters `start..end` of the record text box (where an import error is).
    SelectRecordText {
        /// First character.
        start: usize,
        /// After the last.
        end: usize,
    },
    /// Play this sound (the app asks only while sounds are on; the page plays it at the
    /// volume of the Settings, and not while the tab is hidden).
    Sound(crate::sound::Sound),
    /// Open, use or close a live play connection ([`super::live`]).
    Live(super::live::Out),
    /// Ask the extras worker to write or read live play's opening codes (answered by
    /// `App::extras_answer`).
    LiveExchange(super::live::Exchange),
}
