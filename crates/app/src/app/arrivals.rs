//! Games that come and go: a link that arrives (classified once by the library, then acted on
//! here), a kept game opened, a record imported, another tab's save; the first visit's
//! welcome and the autosave around it; the extras worker's answers, to the part that asked.

use crate::effect::Effect;
use crate::interaction::Interaction;
use crate::overlay::Dialog;
use crate::words::Words;
use crate::{games, library, link, save, session, tabs, words};
use ashtapada_rules::SeatSet;
use ashtapada_worker::extras::{ExtrasReply, ExtrasRequest};

use super::state::App;

impl App {
    /// Takes the welcome down, for good: the save is written again without it.
    pub(super) fn end_welcome(&mut self) {
        if self.overlay.welcome() {
            self.overlay.show_welcome(false);
            self.session.touch();
        }
    }

    /// Saves the session if it changed, unless another tab plays this game or a lesson or the
    /// analysis board is on screen (their games are never saved: the save keeps the game put
    /// aside).
    pub(super) fn autosave(&mut self) {
        let aside = self.learn.active() || self.analysis.active();
        if !self.session.follows() && !aside && self.session.take_dirty() {
            let file = save::SaveFile {
                welcome: self.overlay.welcome(),
                ..self.session.save_file()
            };
            self.effects.push(Effect::Save(file));
        }
    }

    /// A link's fragment, opened (see `App::open_link`): what it is to this browser
    /// ([`library::Arrival`]) decides what is shown and what is kept.
    pub(super) fn receive_link(&mut self, fragment: &str) {
        let game = match link::read(fragment) {
            Ok(game) => game,
            Err(e) => {
                return self.tell(words::Words::new(|l| {
                    l.link_not_opened(&words::link_error(l, &e))
                }))
            }
        };
        let count = game.game.actions().len() as i64;
        match self.library.arrival(&game, &self.session) {
            library::Arrival::New => {
                self.library.keep(&self.session, &mut self.effects);
                self.show_link_game(game, None);
            }
            library::Arrival::Had { have, key } => {
                if let Some(key) = key {
                    self.open_kept(key);
                }
                let have = have as i64;
                self.tell(if have > count {
                    words::Words::new(|l| l.link_older(count, have))
                } else {
                    words::Words::new(|l| l.link_same().into())
                });
            }
            library::Arrival::Newer { here, on_screen } => {
                if let Some(key) = on_screen {
                    self.library.keep(&self.session, &mut self.effects);
                    self.library.take(key, &mut self.effects);
                }
                self.show_link_game(game, Some(here));
            }
            library::Arrival::Fork { at, here, key } => {
                // Both lines are kept: the one here goes to (or stays in) the Games list.
                self.library.keep(&self.session, &mut self.effects);
                let mine = key.or_else(|| self.library.games().list().first().map(|k| k.key()));
                self.show_link_game(game, Some(here));
                self.forked(at, mine, "link");
            }
        }
    }

    /// Says that the game now on screen parts from the one this browser had at action `at`
    /// (kept in the Games list under `mine`), and offers to go back to it.
    pub(super) fn forked(&mut self, at: usize, mine: Option<u64>, from: &'static str) {
        let n = at as i64 + 1;
        self.note(words::Words::new(|l| l.fork_title(n, from)));
        if let Some(mine) = mine {
            self.overlay.open(Dialog::Fork { at, mine, from });
        }
    }

    /// Another tab wrote the save (see [`tabs`]): the game on screen, on its line of play, is
    /// followed; this tab's game, if another or on another line, goes to the Games list.
    /// Nothing changes behind the first visit's welcome or in a lesson (its game put aside is
    /// checked when it is saved again: [`App::keep_stored_save`]).
    pub(super) fn follow_other_tab(&mut self, text: &str, json: &impl save::Json) -> bool {
        let Ok(saved) = save::read(text, json) else {
            return false;
        };
        if self.overlay.welcome() || self.learn.active() || self.analysis.active() {
            return false;
        }
        match tabs::relation(self.session.game(), &saved.game) {
            Some(games::Line::Fork(at)) => {
                self.library.keep(&self.session, &mut self.effects);
                let n = at as i64 + 1;
                self.note(words::Words::new(|l| l.fork_title(n, "tab")));
                self.toast(words::Words::new(|l| l.tab_fork_kept().into()));
                false
            }
            Some(line) => {
                let over = saved.game.outcome() != self.session.game().outcome();
                let before = self.live.active().then(|| self.session.game().clone());
                self.session.follow(saved);
                // Played in another tab of this browser: this tab holds the connection, and
                // carries it on (a live game never stalls on a move made elsewhere).
                if let Some(before) = before {
                    self.live_followed(before);
                }
                // The other tab asks its own bots now: an answer here would be a second move.
                self.cancel_bot();
                if line != games::Line::Same || over {
                    self.interaction = Interaction::default();
                    self.review.stop(&mut self.effects);
                    self.overlay.show_result(self.session.is_over());
                }
                true
            }
            None => {
                self.library.keep(&self.session, &mut self.effects);
                false
            }
        }
    }

    /// Before this tab writes the save: `text`, stored by another tab since this one last
    /// wrote or followed it, goes to the Games list unless this tab's game holds it all.
    pub(super) fn keep_other_tabs_save(&mut self, text: &str, json: &impl save::Json) {
        if let Ok(saved) = save::read(text, json) {
            if !tabs::covered(self.session.game(), &saved.game) {
                self.library
                    .keep(&session::Session::restored(saved), &mut self.effects);
            }
        }
    }

    /// Puts a link's game on screen; `here`: who plays on this device (`None`: a game new
    /// here, and a dialog asks).
    pub(super) fn show_link_game(&mut self, game: link::LinkGame, here: Option<SeatSet>) {
        self.cancel_bot();
        self.session.open_link(game);
        match here {
            Some(mask) => self.session.set_here_mask(mask),
            None => {
                // A game by links still joining: the seat the link was sent for is the first
                // no device plays yet.
                if !self.session.baton_receive_default() {
                    self.session.receive_default();
                }
            }
        }
        self.share.handed(&self.session);
        self.replaced();
        let rules = self.session.rules();
        let n = self.session.ply() as i64;
        self.note(words::Words::new(|l| {
            l.note_link_opened(n, ashtapada_i18n::names::ruleset_name(l, rules))
        }));
        if here.is_none() && !self.session.is_over() {
            self.overlay.open(Dialog::Here);
        }
    }

    /// Puts the kept game `id` on screen, keeping the one there. A kept game that no longer
    /// reads stays in the list, and the player is told why.
    pub(super) fn open_kept(&mut self, id: u64) {
        let Some(kept) = self.library.take(id, &mut self.effects) else {
            return;
        };
        match library::session_of(&kept, &self.session) {
            Ok(session) => {
                self.cancel_bot();
                self.library.keep(&self.session, &mut self.effects);
                self.session = session;
                self.share.handed(&self.session);
                self.replaced();
            }
            Err(why) => {
                self.library.put(kept, &mut self.effects);
                self.tell(words::Words::new(|l| l.link_not_opened(why.get(l))));
            }
        }
    }

    /// Reads a record; the current game is replaced only if it reads.
    pub(super) fn import(&mut self, text: &str) {
        let before = self.library.kept(&self.session);
        let mut read = self.session.clone();
        let imported = read.import(text);
        if let (Ok(imported), Some(games::Line::After)) =
            (&imported, tabs::relation(self.session.game(), read.game()))
        {
            // An older export of the game on screen (its beginning): the newer game stays in
            // view, the record goes to the Games list, and the person is told, as an older
            // link does.
            let (count, have) = (imported.actions as i64, self.session.ply() as i64);
            self.library.keep(&read, &mut self.effects);
            self.overlay.take_dialog();
            self.tell(words::Words::new(|l| l.import_older(count, have)));
            return;
        }
        match imported.map(|imported| (imported, read)) {
            Ok((imported, read)) => {
                self.session = read;
                if let Some(kept) = before {
                    self.library.put(kept, &mut self.effects);
                }
                self.cancel_bot();
                self.interaction.imported();
                self.overlay.take_dialog();
                self.overlay.show_result(self.session.is_over());
                let n = imported.actions as i64;
                let rules = self.session.rules();
                self.note(words::Words::new(|l| {
                    l.note_imported(n, ashtapada_i18n::names::ruleset_name(l, rules))
                }));
                self.toast(words::Words::new(|l| {
                    l.toast_imported(n, ashtapada_i18n::names::ruleset_name(l, rules))
                }));
                if let Some((at, mine)) = self.library.fork_with(self.session.game()) {
                    self.forked(at, Some(mine), "record");
                }
            }
            Err(error) => {
                let message = error.to_string();
                let effect =
                    self.overlay
                        .import_failed(text, message.clone(), (error.line, error.column));
                self.effects.push(effect);
                self.toast(words::Words::new(|l| l.toast_not_imported(&message)));
            }
        }
    }

    /// The extras worker's answer, to the part that asked ([`App::extras_answer`]).
    pub(super) fn route_extras_answer(&mut self, reply: ExtrasReply) {
        match reply {
            ExtrasReply::Qr(a) => self.extras.qr_ready(&a.text, f64::from(a.size), &a.bits),
            ExtrasReply::RulesPage(a) => self.extras.rules_page_ready(&a.lang, &a.ruleset, a.html),
            ExtrasReply::Course(a) => self.learn_ready(&a.lang, &a.course, &a.steps, &a.texts),
            reply @ (ExtrasReply::LiveCode(_)
            | ExtrasReply::LiveRead(_)
            | ExtrasReply::RelayOpened { .. }
            | ExtrasReply::RelayHeard { .. }
            | ExtrasReply::RelayState { .. }) => {
                let mut cx = crate::live::Context {
                    session: &self.session,
                    share: &self.share,
                    entropy: &mut self.entropy,
                };
                let plan = self.live.extras_answer(reply, &mut cx, &mut self.effects);
                self.carry_out(plan);
            }
            ExtrasReply::Ready { .. } | ExtrasReply::Error { .. } => {}
        }
    }

    /// Requests the extras worker will not answer ([`App::extras_unanswered`]).
    pub(super) fn route_extras_unanswered(&mut self, requests: &[ExtrasRequest]) {
        for request in requests {
            match request {
                // The Share dialog keeps the link's text and its buttons.
                ExtrasRequest::Qr { .. } => {}
                ExtrasRequest::RulesPage { .. } => self.extras.rules_page_unanswered(),
                ExtrasRequest::LearnList { .. } => self.extras.learn_list_unanswered(),
                ExtrasRequest::Course { course, .. } => self.learn.unanswered(course),
                ExtrasRequest::LiveWrite { peer, .. } => self.live.unwritten(*peer),
                ExtrasRequest::LiveRead { invite, .. } => {
                    let plan = self.live.unread(*invite);
                    self.carry_out(plan);
                }
                // A room the worker will not keep: the relays are given up (the beats fall
                // back to the code exchange).
                ExtrasRequest::RelayOpen { .. }
                | ExtrasRequest::RelaySend { .. }
                | ExtrasRequest::RelayClose { .. } => {}
            }
        }
        if !requests.is_empty() {
            self.tell(Words::new(|l| l.extras_unanswered().into()));
        }
        self.settle();
    }
}
