//! The parts, read only ([`Parts`]): what the screen and the tests' view of the game are
//! composed from (`render`, `test_state`). Nothing here can change a part; the router (`App`)
//! builds a `Parts` for each composition.

use ashtapada_i18n::Lang;
use ashtapada_rules::{Game, Ruleset};

use crate::analysis::Analyst;
use crate::bots::{Bots, Hint, Thinking};
use crate::extras::Extras;
use crate::interaction::Interaction;
use crate::learn::Learn;
use crate::library::Library;
use crate::live::Live;
use crate::overlay::{Dialog, Overlay};
use crate::qr::QrCode;
use crate::review::{Review, Reviewer};
use crate::session::Session;
use crate::share::Share;

/// Every part of the app, borrowed to be read.
#[derive(Clone, Copy)]
pub(crate) struct Parts<'a> {
    pub(crate) session: &'a Session,
    pub(crate) interaction: &'a Interaction,
    pub(crate) bots: &'a Bots,
    pub(crate) overlay: &'a Overlay,
    pub(crate) learn: &'a Learn,
    pub(crate) review: &'a Reviewer,
    pub(crate) library: &'a Library,
    pub(crate) extras: &'a Extras,
    pub(crate) share: &'a Share,
    pub(crate) live: &'a Live,
    pub(crate) analysis: &'a Analyst,
}

impl<'a> Parts<'a> {
    /// The language the page speaks: the one chosen in the Settings, else the browser's.
    pub(crate) fn lang(&self) -> Lang {
        self.session.lang()
    }

    /// The game.
    pub(crate) fn game(&self) -> &'a Game {
        self.session.game()
    }

    /// The ruleset.
    pub(crate) fn rules(&self) -> &'static Ruleset {
        self.session.rules()
    }

    /// The toast's text in the page's language, if one is up.
    pub(crate) fn toast_text(&self) -> Option<String> {
        let toast = self.overlay.toast()?;
        Some(toast.news.text(self.lang(), self.session.rules()))
    }

    /// The bot request under way.
    pub(crate) fn thinking(&self) -> Option<Thinking> {
        self.bots.thinking()
    }

    /// The hint for the current decision, if one was asked for and the game has not moved on.
    pub(crate) fn hint(&self) -> Option<Hint> {
        self.bots
            .hint_at(self.session.ply())
            .filter(|_| self.is_live())
    }

    /// Whether a hint can be asked for now: a person is to act in the live position, and no
    /// bot or hint is being worked out.
    pub(crate) fn can_hint(&self) -> bool {
        self.is_live() && self.session.human_to_act() && self.bots.idle()
    }

    /// The review of the game on screen, if one was made.
    pub(crate) fn review(&self) -> Option<&'a Review> {
        self.review.of(self.session.game())
    }

    /// Whether the game can be reviewed now: something was played, and no bot or hint is
    /// being worked out (the worker answers one request at a time).
    pub(crate) fn can_review(&self) -> bool {
        !self.session.game().actions().is_empty() && self.bots.idle()
    }

    /// The index of the position shown (0 = start; the last = live).
    pub(crate) fn shown_index(&self) -> usize {
        self.interaction.shown_index(self.session)
    }

    /// Whether the current position is shown.
    pub(crate) fn is_live(&self) -> bool {
        self.interaction.is_live()
    }

    /// Whether a person must act now in the current position.
    pub(crate) fn human_to_act(&self) -> bool {
        self.session.human_to_act()
    }

    /// Whether undo is possible.
    pub(crate) fn can_undo(&self) -> bool {
        self.session.can_undo()
    }

    /// Whether the result dialog is open.
    pub(crate) fn result_open(&self) -> bool {
        self.overlay.result_open(self.session.is_over())
    }

    /// The QR code of the Share dialog's link, when it is drawn.
    pub(crate) fn share_qr(&self) -> Option<&'a QrCode> {
        match self.overlay.dialog() {
            Some(Dialog::Share(address)) => self.extras.qr(address),
            _ => None,
        }
    }
}
