//! What arrives from the page, each by its own method: the board's intents, keys, the workers'
//! answers, links, a live connection's news, another tab's save, the page's address and stored
//! lists; each goes to the part it is for, or to the router's own work (`route`, `arrivals`).

use crate::bots::Bots;
use crate::command::Command;
use crate::command::{LearnCommand, ReviewCommand};
use crate::effect::Effect;
use crate::interaction::Ask;
use crate::status::WorkerStatus;
use crate::{learn, live, save, words};
use ashtapada_board::Intent;
use ashtapada_worker::extras::{ExtrasReply, ExtrasRequest};
use ashtapada_worker::WireAction;

use super::state::App;

impl App {
    /// Tells the app the worker's status (shown in the panel).
    pub fn set_worker_status(&mut self, status: WorkerStatus) {
        self.bots.set_worker_status(status);
    }

    /// Tells the app the page's address without its fragment: a game's link is this address,
    /// `#` and the fragment.
    pub fn set_page_address(&mut self, address: &str) {
        self.share.set_address(address);
    }

    /// Tells the app the games kept in the browser (the stored text of [`games::GAMES_KEY`]).
    pub fn set_games(&mut self, text: &str) {
        self.library.set_games(text);
    }

    /// The kept games to store, given the list as stored now: another tab may have written it
    /// since this one last did, and the two lists are merged game by game, each game's longest
    /// version kept ([`games::Games::merge`]), so that no tab overwrites another's games.
    pub fn games_to_store(&mut self, stored: &str) -> String {
        self.library.merged(stored)
    }

    /// Tells the app the time (milliseconds since 1970): when a kept game was last on screen.
    pub fn set_now(&mut self, ms: u64) {
        self.library.set_now(ms);
        // Live play's heartbeats are timed by the same clock, cut to 32 bits (it may wrap).
        self.live.set_clock(ms as u32);
    }

    /// A heartbeat of live play, every [`live::BEAT_MS`] while it is on (after
    /// [`App::set_now`]): every connection is pinged, and one silent too long is said lost.
    pub fn live_beat(&mut self) {
        if !self.live.active() {
            return;
        }
        let plan = self.live.beat(&self.session, &mut self.effects);
        if !plan.is_empty() {
            self.carry_out(plan);
            self.settle();
        }
    }

    /// Tells the app the stored Learn progress ([`learn::progress::PROGRESS_KEY`]).
    pub fn set_progress(&mut self, text: &str) {
        self.learn.set_progress(text);
    }

    /// Shows again what [`App::view`] said before a reload; anything else is ignored.
    pub fn restore_view(&mut self, view: &str) {
        match view.split_once(' ') {
            Some(("learn", id)) => {
                if let Some(id) = ashtapada_learn::known_course(id) {
                    self.command(Command::Learn(LearnCommand::Course(id.into())));
                }
            }
            _ if view == "review" => self.command(Command::Review(ReviewCommand::Start)),
            _ => {}
        }
    }

    /// Opens a game link (the page's address fragment, with or without `#`).
    ///
    /// - A link of the game on screen, or of a kept one, that this browser already has with
    ///   more actions (an older link) changes nothing but showing the newer game, and says so.
    /// - A newer link of a known game replaces it, and this device plays the same seats.
    /// - A game new here replaces the one on screen, which is kept ([`games`]); a dialog asks
    ///   which seats are played here.
    /// - A link that does not read leaves the game as it is and says what is wrong with it.
    pub fn open_link(&mut self, fragment: &str) {
        self.leave_learn();
        self.leave_analysis();
        let bare = fragment.trim_start_matches('#');
        if bare.starts_with(live::code::INVITE_PREFIX) {
            // The welcome stays until the invitation reads (it then brings its game): one that
            // does not read leaves a first visit as it was, its game waiting.
            let plan = self.live.open_invite(bare, &mut self.effects);
            self.carry_out(plan);
        } else {
            self.end_welcome();
            self.receive_link(fragment);
        }
        self.settle();
    }

    /// An answer link opened in this tab (`answer=…`): taken if this tab invited. Whether it
    /// was (else the page hands it to the tab that did: [`live::ANSWER_KEY`]).
    pub fn answer_link(&mut self, fragment: &str) -> bool {
        let plan = self.live.answer_link(fragment.trim_start_matches('#'));
        let taken = plan.is_some();
        self.carry_out(plan.unwrap_or_default());
        self.settle();
        taken
    }

    /// What live play connection `peer` says ([`live::In`]).
    pub fn live_event(&mut self, peer: u32, event: live::In) {
        if !matches!(event, live::In::Described(_) | live::In::Failed(_)) {
            // Live play acts on the game, never on a lesson's or the analysis board's.
            self.leave_learn();
            self.leave_analysis();
        }
        let plan = self
            .live
            .event(peer, event, &self.session, &mut self.effects);
        self.carry_out(plan);
        self.settle();
    }

    /// Another tab wrote the save: see [`arrivals::other_tab_saved`]. Whether this tab now
    /// shows the game as saved (it follows it).
    pub fn other_tab_saved(&mut self, text: &str, json: &impl save::Json) -> bool {
        let followed = self.follow_other_tab(text, json);
        self.settle();
        followed
    }

    /// Before this tab writes the save: see [`arrivals::keep_stored_save`].
    pub fn keep_stored_save(&mut self, text: &str, json: &impl save::Json) {
        self.keep_other_tabs_save(text, json);
    }

    /// The site's storage was cleared while this tab is open (another tab's `clear()`, or the
    /// browser's): everything this tab holds is stored again, and the person is told.
    pub fn storage_cleared(&mut self) {
        self.leave_analysis();
        self.session.take_over();
        self.effects.push(Effect::SaveGames);
        self.learn.store_again(&mut self.effects);
        self.tell(words::Words::new(|l| l.storage_cleared().into()));
        self.settle();
    }

    /// The person is on this tab (it has the focus, or the page starts in front): it plays
    /// the game on screen, and saves it so that any other tab showing it follows this one.
    pub fn take_over(&mut self) {
        // Behind a first visit's welcome, nothing of the person's to save yet.
        if !self.overlay.welcome() || self.session.follows() {
            self.session.take_over();
        }
        self.settle();
    }

    /// What the board reports the user wants.
    pub fn intent(&mut self, intent: Intent) {
        // A mistake gone through: the board's input is an answer to it, never a move played.
        if self.review.practising(self.session.game()) {
            let shown = self
                .review
                .intent(intent, self.session.game(), &mut self.effects);
            if let Some(ply) = shown.filter(|&ply| ply != self.shown_index()) {
                self.interaction.set_view(ply, &self.session);
            }
            self.settle();
            return;
        }
        let ask = self.interaction.intent(intent, &self.session);
        self.answer(ask);
        self.settle();
    }

    /// Carries out what the interaction asks for.
    pub(super) fn answer(&mut self, ask: Ask) {
        match ask {
            Ask::Nothing => {}
            Ask::Play(action) => {
                self.play(action);
            }
            // A refusal of the person's try belongs to that moment: it goes when they act.
            Ask::Toast(text) => {
                let effect = self.overlay.show_moment(text.into(), self.session.ply());
                self.effects.push(effect);
            }
        }
    }

    /// A key pressed outside text fields, as lichess has them (see [`Command::from_key`]).
    pub fn key(&mut self, key: &str) -> bool {
        let command = Command::from_key(key);
        command.map(|c| self.command(c)).is_some()
    }

    /// A key pressed on the board (it has the focus): the arrow keys move its cursor, Enter
    /// and Space press the cell under it ([`interaction`]'s cursor). Whether it was the board's.
    pub fn board_key(&mut self, key: &str) -> bool {
        let view = self.board_view();
        match self.interaction.board_key(key, &self.session, &view) {
            Some(Some(intent)) => {
                let (before, ply) = (self.interaction.selected(), self.session.ply());
                self.intent(intent);
                self.interaction.pressed(before, ply, &self.session);
            }
            Some(None) => {}
            None => return false,
        }
        true
    }

    /// A key pressed on the move list's button for the position after `item` actions: the
    /// arrow keys, Home and End show another position (see the move list's rendering). Returns
    /// the item the page should focus (`#ply-<item>`), or `None` if the key is not the list's.
    pub fn moves_key(&mut self, key: &str, item: usize) -> Option<usize> {
        self.interaction.list_key(key, item, &self.session)
    }

    /// An answer of the extras worker to a request the page made ([`Effect::Qr`],
    /// [`Effect::RulesPage`], [`Effect::LearnCourse`]), to the part that asked; each checks
    /// what it holds.
    pub fn extras_answer(&mut self, reply: ExtrasReply) {
        self.route_extras_answer(reply);
    }

    /// The extras worker will not answer `requests` (it refused one, it is of another version
    /// than this page, or it crashed once too often): what waited on them stops waiting (a
    /// course, a rules page, live play's codes), and the person is told once to reload the page.
    pub fn extras_unanswered(&mut self, requests: &[ExtrasRequest]) {
        self.route_extras_unanswered(requests);
    }

    /// The extras worker's answer for a course: its steps as text and its words. Kept if the
    /// steps read and the counts agree (else dropped, and the learner told); then the course
    /// asked for opens.
    pub fn learn_ready(&mut self, lang: &str, id: &str, steps: &str, texts: &str) {
        match self.learn.ready(lang, id, steps, texts) {
            learn::Ready::Open(id) => self.start_course(id),
            learn::Ready::Unreadable => {
                self.toast(words::Words::new(|l| l.learn_unreadable().into()));
            }
            learn::Ready::Kept | learn::Ready::Ignored => {}
        }
    }

    /// The worker's answer to request `id`.
    pub fn bot_reply(&mut self, id: u32, action: WireAction) {
        // A reply naming a cell off the board or no piece is garbled: the worker failed.
        let action = match action.to_action() {
            Ok(action) => action,
            Err(e) => {
                let why = self.lang().bot_garbled(&e.to_string());
                return self.bot_failed(id, &why);
            }
        };
        let Some(asked) = self.bots.answered(id) else {
            return;
        };
        if asked.hint {
            let message = self.bots.show_hint(action, &self.session);
            let effect = self.overlay.show_moment(message.into(), self.session.ply());
            self.effects.push(effect);
            return;
        }
        if let Some(refused) = self.play(action) {
            let rules = self.session.rules();
            self.note(words::Words::new(|l| {
                l.note_bot_refused(&refused.text(l, rules))
            }));
            self.play_fallback();
        }
        self.settle();
    }

    /// The worker could not answer request `id`: the bot plays a random legal action so that
    /// the game goes on.
    pub fn bot_failed(&mut self, id: u32, reason: &str) {
        if self.analysis.unanswered(id, reason) {
            return self.settle();
        }
        if self.review.failed(id) {
            self.toast(words::Words::new(|l| l.review_failed(reason)));
            self.settle();
            return;
        }
        let Some(asked) = self.bots.answered(id) else {
            return;
        };
        if asked.hint {
            self.toast(words::Words::new(|l| l.hint_failed(reason)));
            return;
        }
        self.note(words::Words::new(|l| l.note_bot_failed(reason)));
        self.play_fallback();
        self.settle();
    }

    pub(super) fn play_fallback(&mut self) {
        if let Some(action) = Bots::fallback(&self.session) {
            self.play(action);
        }
    }

    /// The worker's report on the answer to request `id` (before [`App::bot_reply`]).
    pub fn bot_stats(&mut self, id: u32, nodes: u64, depth: u32, millis: f64) {
        self.bots.stats(id, nodes, depth, millis, &self.session);
    }

    /// Sets the pause before bot actions (tests use 0).
    pub fn set_bot_delay(&mut self, ms: u32) {
        self.session.set_bot_delay(ms);
    }
}
