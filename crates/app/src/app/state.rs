//! `App`, the router: its parts, how it is made (new, restored), and what follows every change
//! (`settle`), playing an action, telling the person something.

use crate::bots::Bots;
use crate::effect::Effect;
use crate::interaction::Interaction;
use crate::overlay::Overlay;
use crate::session::Session;
use crate::setup::{Prefs, Setup};
use crate::text::sentence;
use crate::{analysis, extras, learn, library, live, parts, review, save, session, share, words};
use ashtapada_i18n::Lang;
use ashtapada_rules::Action;

/// The `sessionStorage` key of what a tab shows besides the game ([`App::view`]): it lasts as
/// long as the tab, across reloads.
pub const VIEW_KEY: &str = "ashtapada.view";

/// The whole app: its parts (see the module's documentation) and the effects they asked for.
#[derive(Debug, Clone)]
pub struct App {
    pub(crate) session: Session,
    pub(crate) interaction: Interaction,
    pub(crate) bots: Bots,
    pub(crate) overlay: Overlay,
    /// The Learn section: the lesson under way, the progress, the courses.
    pub(crate) learn: learn::Learn,
    /// The game review.
    pub(crate) review: review::Reviewer,
    /// The games kept besides the one on screen.
    pub(crate) library: library::Library,
    /// The rules pages and QR codes of the extras worker.
    pub(crate) extras: extras::Extras,
    pub(crate) effects: Vec<Effect>,
    /// The page's randomness, for the dice seeds of new games.
    pub(crate) entropy: u64,
    /// Where links point, and when the Share dialog opens by itself.
    pub(crate) share: share::Share,
    /// Live play: the connections to the other devices, and the asks.
    pub(crate) live: live::Live,
    /// The analysis board, with the game put aside while it is open.
    pub(crate) analysis: analysis::Analyst,
}

impl App {
    /// The language the page speaks: the one chosen in the Settings, else the browser's.
    pub fn lang(&self) -> Lang {
        self.parts().lang()
    }

    /// The parts, to be read (the screen is composed from them).
    pub(super) fn parts(&self) -> parts::Parts<'_> {
        parts::Parts {
            session: &self.session,
            interaction: &self.interaction,
            bots: &self.bots,
            overlay: &self.overlay,
            learn: &self.learn,
            review: &self.review,
            library: &self.library,
            extras: &self.extras,
            share: &self.share,
            live: &self.live,
            analysis: &self.analysis,
        }
    }

    /// A new game of the form's choice. `entropy` seeds the dice when the form gives no seed
    /// (the page passes random bits; tests a constant).
    pub fn new(form: &Setup, entropy: u64) -> App {
        let mut app = App::fresh(form, entropy);
        app.settle();
        app
    }

    /// A new game, before anything is done automatically (rolls, passes, bots, the save).
    pub(super) fn fresh(form: &Setup, entropy: u64) -> App {
        let mut entropy = entropy;
        let session = Session::new(form, &mut entropy, Prefs::default());
        App {
            session,
            interaction: Interaction::default(),
            bots: Bots::default(),
            overlay: Overlay::default(),
            effects: Vec::new(),
            entropy,
            share: share::Share::default(),
            learn: learn::Learn::default(),
            review: review::Reviewer::default(),
            library: library::Library::default(),
            extras: extras::Extras::default(),
            live: live::Live::default(),
            analysis: analysis::Analyst::default(),
        }
    }

    /// The app as saved (the save's text, read with `json`), or, if the save cannot be used, a
    /// new default game and a message saying why (the unreadable save should be kept aside by
    /// the page: [`save::BROKEN_SAVE_KEY`]). `browser_lang` is the language of the browser's
    /// preferences, spoken until one is chosen in the Settings.
    pub fn restore(
        saved: Option<&str>,
        json: &impl save::Json,
        entropy: u64,
        browser_lang: Lang,
    ) -> (App, Option<String>) {
        let mut app = App::fresh(&Setup::default(), entropy);
        let read = saved.map(|text| save::read(text, json));
        let why = match read {
            Some(Ok(saved)) => {
                // A first visit that chose settings, and no way in yet: welcome again.
                app.overlay.show_welcome(saved.welcome);
                app.session = Session::restored(saved);
                None
            }
            Some(Err(why)) => Some(why),
            // A first visit: a welcome, and nothing plays before the person chooses.
            None => {
                app.overlay.show_welcome(true);
                // Nothing to save until the person chooses something.
                app.session.take_dirty();
                None
            }
        };
        app.session.set_browser_lang(browser_lang);
        app.settle();
        let Some(why) = why else {
            return (app, None);
        };
        let message = app.lang().save_not_restored(&why.text(app.lang()));
        let words = words::Words::new(|l| l.save_not_restored(&why.text(l)));
        app.toast(words.clone());
        app.overlay.note(0, words);
        (app, Some(message))
    }

    /// Another game is on screen: nothing selected, shown or waited for from the game before.
    pub(super) fn replaced(&mut self) {
        self.interaction = Interaction::default();
        self.overlay = self.overlay.fresh();
        self.bots.new_game();
        self.overlay.show_result(self.session.is_over());
    }

    /// A note for the log (e.g. the worker was restarted), in every language
    /// ([`words::Words::new`]).
    pub fn note(&mut self, text: impl Into<words::Words>) {
        self.overlay.note(self.session.ply(), text.into());
    }

    pub(super) fn toast(&mut self, text: impl Into<words::Words>) {
        let effect = self.overlay.show_toast(text.into());
        self.effects.push(effect);
    }

    /// Tells the player something (a toast in the page's language, also kept in the log in
    /// every language).
    pub fn tell(&mut self, text: words::Words) {
        self.note(words::Words::new(|l| sentence(text.get(l))));
        self.toast(text);
    }

    /// The toast's time is up.
    pub fn toast_expired(&mut self, serial: u32) {
        self.overlay.toast_expired(serial);
    }

    /// Plays an action and carries out what it caused. Returns the engine's reason if refused.
    pub(crate) fn play(&mut self, action: Action) -> Option<session::Refused> {
        self.play_from(action, None)
    }

    /// What follows a change, as after a person's action ([`App::settle`]): for the tests
    /// that play actions directly.
    #[cfg(test)]
    pub(crate) fn settled(&mut self) {
        self.settle();
    }

    /// Plays an action made here (`from` `None`) or that came from live play connection
    /// `from`, which the other devices then hear of ([`live::Live::played`]).
    pub(super) fn play_from(
        &mut self,
        action: Action,
        from: Option<u32>,
    ) -> Option<session::Refused> {
        if self.analysis.active() {
            return self.analysis_play(action);
        }
        let (ply, index) = (
            self.session.ply(),
            live::index_of(self.session.game(), action),
        );
        match self.session.play(action) {
            Ok(played) => {
                if let (Some(index), false) = (index, self.learn.active()) {
                    self.live.played(ply, index, from, &mut self.effects);
                }
                self.effects.extend(played.sound.map(Effect::Sound));
                if let Some(effect) = self.bots.played() {
                    self.effects.push(effect);
                }
                self.interaction.played();
                if self.learn.active() {
                    // A lesson tells its own end (the panel), not the game's result.
                    if self.learn.after(&mut self.session, &mut self.effects) {
                        self.interaction.imported();
                    }
                    return None;
                }
                let effects = self.overlay.show_played(&played, self.session.ply());
                self.effects.extend(effects);
                if played.finished {
                    self.finished();
                }
                None
            }
            Err(reason) => Some(reason),
        }
    }

    /// The game ended: the result is shown, and no bot thinks any more.
    pub(super) fn finished(&mut self) {
        self.cancel_bot();
        // The result says it all: no news of the game's last moments under it.
        self.overlay.end_moment();
        self.overlay.show_result(true);
        self.interaction.finished();
    }

    pub(crate) fn cancel_bot(&mut self) {
        if let Some(effect) = self.bots.cancel() {
            self.effects.push(effect);
        }
    }

    /// After every change: automatic rolls and passes for people, the next bot request, the
    /// autosave.
    pub(super) fn settle(&mut self) {
        // Behind the first visit's welcome the game waits, unsaved, until a way in is chosen;
        // in a tab that follows another, until the person acts here or comes back.
        // On the analysis board every action is the person's, every roll's face chosen.
        let waits = (self.overlay.welcome() && !self.learn.active())
            || self.session.follows()
            || self.analysis.active();
        for _ in 0..if waits { 0 } else { 256 } {
            if !self.live.active() {
                // A game by links whose devices draw the dice one at a time: this device's
                // part (its face of a roll due, its reveals); else this device's die.
                let news = self.session.baton_step();
                // The link goes on after a join, and after the roll-off if the first to act
                // plays on another device.
                let started = news == session::BatonNews::Started;
                if news.offers_link() && (!started || self.session.remote_to_act().is_some()) {
                    self.share.offer();
                }
                self.session.own_die(&mut self.entropy);
            } else {
                let itself = self.session.rolls_itself();
                let step = self
                    .live
                    .dice_step(&self.session, itself, &mut self.effects);
                if let Some((face, asked)) = step {
                    self.session.give_face(face);
                    // The person here asked for this roll: it is played now.
                    if asked {
                        self.play(ashtapada_rules::Action::Roll(face));
                    }
                }
            }
            if let Some(tag) = self.live.take_dice_changed() {
                self.session.set_dice_tag(tag);
            }
            let premove = || self.interaction.take_premove(&self.session);
            match self.session.forced_action().or_else(premove) {
                Some(action) => {
                    self.play(action);
                }
                None => break,
            }
        }
        self.interaction.set_live(self.live.connected());
        // A guest's bots are the host's to run.
        if !self.review.busy() && !waits && !self.live.is_guest() {
            if let Some(effect) = self.bots.schedule(&self.session) {
                self.effects.push(effect);
            }
        }
        let dialog_open = self.overlay.dialog().is_some();
        let due = self
            .share
            .due(&self.session, dialog_open || self.live.active());
        if let Some(link) = due {
            self.open_share(&link);
        }
        let lang = self.lang();
        let rules_page = self.overlay.rules_page();
        self.extras
            .want_rules_page(lang, rules_page, &mut self.effects);
        let keys = matches!(self.overlay.dialog(), Some(crate::overlay::Dialog::Keys));
        self.extras.want_keys_page(lang, keys, &mut self.effects);
        self.learn.want_texts(lang, &mut self.effects);
        self.autosave();
        if self.session.human_to_act() {
            // News of an earlier moment (a pass before the other seats played) goes when the
            // turn comes back here.
            self.overlay.stale_moment(self.session.ply());
        }
    }
}
