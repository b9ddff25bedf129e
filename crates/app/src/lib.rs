#![warn(missing_docs)]

//! The app: the game being played, who plays each seat, what the player is doing (a selection,
//! a promotion to choose, a dialog), and everything the page shows, as plain Rust. It is tested
//! natively; the browser side (the page crate, `ashtapada-web`) only forwards input and carries out
//! [`Effect`]s.
//!
//! Input comes through `App`'s public methods, each named for what arrives: [`Command`]s from
//! the page's controls and keys ([`App::command`], [`App::key`], [`App::board_key`]),
//! [`Intent`]s from the board component ([`App::intent`]), the workers' answers
//! ([`App::bot_reply`], [`App::bot_failed`], [`App::extras_answer`]…), a link in the address
//! ([`App::open_link`]), a live connection's news ([`App::live_event`]), another tab's save
//! ([`App::other_tab_saved`]), a timer ([`App::toast_expired`]). After each, the page asks for
//! [`App::board_view`] and [`App::screen`] and draws them, and carries out
//! [`App::take_effects`]: save, ask the worker, download, toasts.
//!
//! # Parts
//!
//! [`App`] owns its parts, each with its own state, updates and panels, and each keeping its
//! fields to itself, so that a change to one cannot break another's invariants:
//!
//! - `session`: the game, its tags, who plays each seat, the preferences; undo and redo,
//!   imports, the autosave. The only part that changes the game.
//! - `interaction`: the selection, the promotion chooser, the move box, the position looked at,
//!   the decision buttons. It reads the session and answers with what to play or say.
//! - `bots`: the request the app waits for, hints, request ids, the worker's status.
//! - `overlay`: dialogs, the rules page, the result, the toast, the log's notes.
//! - `learn`: the lesson under way (with the game put aside), the progress, the courses.
//! - `review`: the game review and its requests to the worker.
//! - `library`: the games kept besides the one on screen, and the Games dialog.
//! - `extras`: the rules pages and QR codes asked of the extras worker.
//! - `share`: the page's address that links follow, and when the Share dialog offers itself.
//! - `live`: live play's connections, asks, codes and messages; it answers with plans
//!   ([`live::Do`]) that the router carries out.
//!
//! Each part owns its commands: [`Command`] nests one enum a part (`Command::Live(..)`,
//! `Command::Learn(..)`…), and the router hands the inner one to its part. The parts read each
//! other only through accessors and talk through return values (plans such as [`live::Do`],
//! classifications such as the library's arrival) and the [`Effect`]s they push; `App` routes
//! the input, carries out what spans the parts (a new game, a link that arrives, a lesson that
//! puts the game aside) and puts the page together ([`render`]). The parts import the shared
//! vocabulary ([`effect`], [`text`], `html`, [`command`]), never this module; the router's own
//! files (`arrivals`, `extras_link`, `welcome`, `render`, `test_state`) do, and
//! `ARCHITECTURE.md` lists them (`cargo xtask layers` keeps the list).
//!
//! # Modules
//!
//! - [`setup`]: who plays each seat, the new-game form; [`prefs`]: the preferences.
//! - [`command`]: the controls' vocabulary.
//! - [`effect`]: what the app asks the page to do.
//! - [`render`]: the page put together from the parts' panels; [`text`]: words the parts share.
//! - [`save`]: the autosave.
//! - [`worker_link`]: the bot worker's handshake, timeouts and restarts.

mod arrivals;
mod bots;
pub mod command;
pub mod effect;
mod extras;
mod extras_link;
pub mod games;
mod html;
mod interaction;
pub mod learn;
mod library;
pub mod link;
pub mod live;
mod notation;
mod overlay;
pub mod prefs;
pub mod qr;
pub mod render;
pub mod review;
pub mod save;
mod seed;
mod session;
pub mod setup;
mod share;
mod sound;
pub mod status;
mod tabs;
mod test_state;
pub mod text;
mod welcome;
pub mod words;
pub mod worker_link;

#[cfg(test)]
mod test_util;

use crate::command::{
    Decision, GamesCommand, LearnCommand, LiveCommand, PrefCommand, ReviewCommand, SetupCommand,
};
use crate::live::message::AskWhat;
use ashtapada_i18n::Lang;
use ashtapada_rules::{Action, Game, Ruleset};
use ashtapada_worker::extras::{ExtrasReply, ExtrasRequest};
use ashtapada_worker::WireAction;
use text::sentence;

pub use arrivals::held_records;
pub use bots::{Hint, ThinkStats, Thinking, HINT_BUDGET_MS, HINT_LEVEL};
pub use command::Command;
pub use effect::Effect;
pub use interaction::PromotionChoice;
pub use overlay::{render_rules_page, Dialog, News, Note, Toast};
pub use render::Screen;
pub use session::{Pass, Refused};
pub use setup::{Controller, Prefs, Setup};
pub use sound::Sound;
pub use test_state::TestState;

use crate::status::WorkerStatus;
use ashtapada_board::{BoardView, Intent};
use bots::Bots;
use interaction::{Ask, Interaction};
use overlay::Overlay;
use session::Session;

/// The `sessionStorage` key of what a tab shows besides the game ([`App::view`]): it lasts as
/// long as the tab, across reloads.
pub const VIEW_KEY: &str = "ashtapada.view";

/// The whole app: its parts (see the module's documentation) and the effects they asked for.
#[derive(Debug, Clone)]
pub struct App {
    session: Session,
    interaction: Interaction,
    bots: Bots,
    overlay: Overlay,
    /// The Learn section: the lesson under way, the progress, the courses.
    learn: learn::Learn,
    /// The game review.
    review: review::Reviewer,
    /// The games kept besides the one on screen.
    library: library::Library,
    /// The rules pages and QR codes of the extras worker.
    extras: extras::Extras,
    effects: Vec<Effect>,
    /// The page's randomness, for the dice seeds of new games.
    entropy: u64,
    /// Where links point, and when the Share dialog opens by itself.
    share: share::Share,
    /// Live play: the connections to the other devices, and the asks.
    live: live::Live,
}

impl App {
    /// The language the page speaks: the one chosen in the Settings, else the browser's.
    pub fn lang(&self) -> Lang {
        self.session.lang()
    }

    /// A new game of the form's choice. `entropy` seeds the dice when the form gives no seed
    /// (the page passes random bits; tests a constant).
    pub fn new(form: &Setup, entropy: u64) -> App {
        let mut app = App::fresh(form, entropy);
        app.settle();
        app
    }

    /// A new game, before anything is done automatically (rolls, passes, bots, the save).
    fn fresh(form: &Setup, entropy: u64) -> App {
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

    // ----- Reading ---------------------------------------------------------------------------

    /// The game.
    pub fn game(&self) -> &Game {
        self.session.game()
    }

    /// The ruleset.
    pub fn rules(&self) -> &'static Ruleset {
        self.session.rules()
    }

    /// The toast.
    pub fn toast_message(&self) -> Option<&Toast> {
        self.overlay.toast()
    }

    /// The toast's text, in the page's language.
    pub fn toast_text(&self) -> Option<String> {
        let toast = self.overlay.toast()?;
        Some(toast.news.text(self.lang(), self.session.rules()))
    }

    /// Notes besides the game's events.
    pub fn notes(&self) -> &[Note] {
        self.overlay.notes()
    }

    /// The bot whose action is waited for (not a hint being worked out).
    pub fn thinking(&self) -> Option<Thinking> {
        self.bots.thinking()
    }

    /// The hint for the current decision, if one was asked for and the game has not moved on.
    pub fn hint(&self) -> Option<Hint> {
        self.bots
            .hint_at(self.session.ply())
            .filter(|_| self.is_live())
    }

    /// Whether a hint can be asked for now: a person is to act in the live position, and no
    /// bot or hint request is under way.
    pub fn can_hint(&self) -> bool {
        self.is_live() && self.session.human_to_act() && self.bots.idle()
    }

    /// Whether the app still waits for the bot request `id` (the page checks before posting a
    /// delayed request).
    pub fn waits_for(&self, id: u32) -> bool {
        self.bots.waits_for(id) || self.review.waits_for(id)
    }

    /// The worker's answer to request `id`: the review's, or a bot's or hint's
    /// ([`App::bot_reply`]).
    pub fn worker_answer(&mut self, id: u32, action: WireAction, score: i32) {
        if !self.review.answer(id, action, score, &mut self.effects) {
            self.bot_reply(id, action);
        }
    }

    /// The review under way or done, if it is of the game as it is.
    pub fn review(&self) -> Option<&review::Review> {
        self.review.of(self.session.game())
    }

    /// Whether the game can be reviewed now: something was played, and no bot or hint is
    /// being worked out (the worker answers one request at a time).
    pub fn can_review(&self) -> bool {
        !self.session.game().actions().is_empty() && self.bots.idle()
    }

    /// The index of the position shown (0 = start; the last = live).
    pub fn shown_index(&self) -> usize {
        self.interaction.shown_index(&self.session)
    }

    /// Whether the current position is shown.
    pub fn is_live(&self) -> bool {
        self.interaction.is_live()
    }

    /// Whether a person must act now in the current position.
    pub fn human_to_act(&self) -> bool {
        self.session.human_to_act()
    }

    /// Whether undo is possible: something was played, the game did not end by resignation or
    /// agreement, and (with bots) a person's decision is there to go back to.
    pub fn can_undo(&self) -> bool {
        self.session.can_undo()
    }

    /// Whether the result dialog is open.
    pub fn result_open(&self) -> bool {
        self.overlay.result_open(self.session.is_over())
    }

    /// The record of the game.
    pub fn record(&self) -> String {
        self.session.record()
    }

    /// The page, as text ([`render`]).
    pub fn screen(&self) -> Screen {
        render::screen(self)
    }

    /// The state tests read (`window.ashtapada.state()`).
    pub fn test_state(&self) -> TestState {
        test_state::test_state(self)
    }

    /// The id of the topmost open dialog, as the page names it.
    pub fn open_dialog_name(&self) -> Option<&'static str> {
        test_state::open_dialog_name(self)
    }

    /// The page's effects since the last call.
    pub fn take_effects(&mut self) -> Vec<Effect> {
        std::mem::take(&mut self.effects)
    }

    /// Whether the next board view should be animated (a move was played or stepped through),
    /// once.
    pub fn take_animate(&mut self) -> bool {
        self.interaction.take_animate()
    }

    /// The sounds' volume, 0 to 100 (the Settings').
    pub fn volume(&self) -> u8 {
        self.session.prefs().volume
    }

    /// What the board shows.
    pub fn board_view(&self) -> BoardView {
        let game = self.session.game();
        let hint = self.hint().or_else(|| self.learn.arrow(game)).or_else(|| {
            let (ply, action) = self.review.arrow(game, self.shown_index())?;
            Some(Hint { ply, action })
        });
        let mut view = self.interaction.board_view(&self.session, hint);
        if self.learn.active() && self.is_live() {
            let (stars, targets) = self.learn.marks(&self.session);
            view.stars = stars;
            view.marked = targets;
            view.last_move = view.last_move.or(self.learn.last_move(game));
        }
        view
    }

    // ----- Input -----------------------------------------------------------------------------

    /// Tells the app the worker's status (shown in the panel).
    pub fn set_worker_status(&mut self, status: WorkerStatus) {
        self.bots.set_worker_status(status);
    }

    /// Tells the app the page's address without its fragment: a game's link is this address,
    /// `#` and the fragment.
    pub fn set_page_address(&mut self, address: &str) {
        self.share.set_address(address);
    }

    /// The current game's link, the fragment `g=…` ([`link::write`]); `None` for a game a link
    /// cannot carry (one that starts from a set position).
    pub fn share_link(&self) -> Option<String> {
        self.session.link().map(|l| link::write(&l))
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
    }

    /// The games kept besides the one on screen.
    pub fn games(&self) -> &games::Games {
        self.library.games()
    }

    /// Tells the app the stored Learn progress ([`learn::progress::PROGRESS_KEY`]).
    pub fn set_progress(&mut self, text: &str) {
        self.learn.set_progress(text);
    }

    /// The learner's progress (for the Learn list).
    pub fn progress(&self) -> &learn::progress::Progress {
        self.learn.progress()
    }

    /// What this tab shows besides the game, to show again after a reload (an update of the
    /// page, say): `learn <course>` in a lesson (its step is in the progress), `review`
    /// during a review, else nothing. The page keeps it for the tab ([`VIEW_KEY`]).
    pub fn view(&self) -> String {
        let course = self.learn.course_id().or(self.learn.waiting());
        match (course, self.review().is_some()) {
            (Some(course), _) => format!("learn {course}"),
            (None, true) => "review".into(),
            (None, false) => String::new(),
        }
    }

    /// Shows again what [`App::view`] said before a reload; anything else is ignored.
    pub fn restore_view(&mut self, view: &str) {
        match view.split_once(' ') {
            Some(("learn", id)) => {
                let known = ashtapada_learn::course_ids().into_iter().find(|c| *c == id);
                if let Some(id) = known {
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
        let bare = fragment.trim_start_matches('#');
        if bare.starts_with(live::code::INVITE_PREFIX) {
            // The welcome stays until the invitation reads (it then brings its game): one that
            // does not read leaves a first visit as it was, its game waiting.
            let plan = self.live.open_invite(bare, &mut self.effects);
            self.carry_out(plan);
        } else {
            welcome::end(self);
            arrivals::receive_link(self, fragment);
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
            // Live play acts on the game, never on a lesson's.
            self.leave_learn();
        }
        let plan = self
            .live
            .heard(peer, event, &self.session, &mut self.effects);
        self.carry_out(plan);
        self.settle();
    }

    /// Live play's state (`off`, `waiting`, `connected`…: [`live::Live::state`]), the
    /// invitation's or the answer's whole link when one is out, and the seats a guest may
    /// still choose from.
    pub fn live(
        &self,
    ) -> (
        &'static str,
        Option<String>,
        Option<ashtapada_rules::SeatSet>,
    ) {
        let address = self.live.address(&self.share);
        (self.live.state(), address, self.live.choosing())
    }

    /// Another tab wrote the save: see [`arrivals::other_tab_saved`]. Whether this tab now
    /// shows the game as saved (it follows it).
    pub fn other_tab_saved(&mut self, text: &str, json: &impl save::Json) -> bool {
        let followed = arrivals::other_tab_saved(self, text, json);
        self.settle();
        followed
    }

    /// Before this tab writes the save: see [`arrivals::keep_stored_save`].
    pub fn keep_stored_save(&mut self, text: &str, json: &impl save::Json) {
        arrivals::keep_stored_save(self, text, json);
    }

    /// The site's storage was cleared while this tab is open (another tab's `clear()`, or the
    /// browser's): everything this tab holds is stored again, and the person is told.
    pub fn storage_cleared(&mut self) {
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

    /// Another game is on screen: nothing selected, shown or waited for from the game before.
    fn replaced(&mut self) {
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

    fn toast(&mut self, text: impl Into<words::Words>) {
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

    /// What the board reports the user wants.
    pub fn intent(&mut self, intent: Intent) {
        let ask = self.interaction.intent(intent, &self.session);
        self.answer(ask);
        self.settle();
    }

    /// Carries out what the interaction asks for.
    fn answer(&mut self, ask: Ask) {
        match ask {
            Ask::Nothing => {}
            Ask::Play(action) => {
                self.play(action);
            }
            Ask::Toast(text) => self.toast(text),
        }
    }

    /// A command from the page's controls.
    pub fn command(&mut self, command: Command) {
        use Command as C;
        if self.learn.active() && !command.fits_lesson() {
            self.leave_learn();
        }
        if !self.learn.active() && !command.keeps_welcome() {
            welcome::end(self);
        }
        match command {
            C::PlayBots | C::PlayFriend => {
                let form = Setup::welcome(command == C::PlayFriend);
                self.overlay.open(Dialog::Setup(form));
            }
            C::NewGame => {
                let s = &self.session;
                let form = Setup::from_game(s.rules(), s.seats(), s.tags());
                self.overlay.open(Dialog::Setup(form));
            }
            C::Setup(edit) => self.overlay.edit_setup(|form| form.edit(edit)),
            C::Start => self.start(),
            C::Rules(id) => self.overlay.show_rules(Ruleset::by_id(&id)),
            C::Close => self.close_top(),
            C::Decide(Decision::Promote(letter)) => {
                let ask = self.interaction.promote(letter);
                self.answer(ask);
            }
            C::Decide(decision) => {
                let ask = self.interaction.decision(decision, &self.session);
                self.answer(ask);
            }
            C::Undo if self.live.connected() => {
                // Any of one's own moves can be asked back, as on lichess (the others must
                // agree).
                if !self.session.game().actions().is_empty() && !self.session.is_over() {
                    let plan =
                        self.live
                            .ask_others(AskWhat::Undo, &self.session, &mut self.effects);
                    self.carry_out(plan);
                }
            }
            C::Undo => self.undo(),
            C::Hint | C::Learn(LearnCommand::Hint) if self.learn.active() => {
                self.learn.hint(self.session.game())
            }
            C::Hint | C::Learn(LearnCommand::Hint) => {
                if self.can_hint() {
                    let effect = self.bots.ask_hint(&self.session);
                    self.effects.push(effect);
                }
            }
            C::Redo if !self.live.active() => self.redo(),
            C::Redo => {}
            C::Live(live) => self.live_command(live),
            C::Pref(PrefCommand::Language(Some(lang))) => {
                if lang != self.lang() {
                    // A move box's refusal was written in the other language: it goes.
                    self.overlay.hide_toast();
                }
                self.session.set_prefs(|p| p.lang = Some(lang));
            }
            C::Pref(PrefCommand::Language(None)) => {}
            C::Pref(pref) => self.session.set_pref(&pref),
            C::Nav(nav) => self.interaction.navigate(nav, &self.session),
            C::Resign => {
                if !self.session.is_over() {
                    let seat = self.session.resigning_seat();
                    self.overlay.open(Dialog::ConfirmResign(seat));
                }
            }
            C::ResignConfirmed => {
                if let Some(Dialog::ConfirmResign(seat)) = self.overlay.take_dialog() {
                    // A guest's resignation goes to the host, whose game comes back.
                    if !self.session.is_over() && !self.live.resign(seat, &mut self.effects) {
                        self.resign(seat);
                    }
                }
            }
            C::Draw => {
                if self.session.is_over() {
                } else if self.session.has_bots() {
                    self.toast(words::Words::new(|l| l.bots_decline_draw().into()));
                } else {
                    self.overlay.open(Dialog::ConfirmDraw);
                }
            }
            C::DrawConfirmed if self.overlay.dialog() == Some(&Dialog::ConfirmDraw) => {
                self.overlay.take_dialog();
                if self.live.connected() {
                    let plan =
                        self.live
                            .ask_others(AskWhat::Draw, &self.session, &mut self.effects);
                    self.carry_out(plan);
                } else {
                    self.agree_draw();
                }
            }
            C::DrawConfirmed => {}
            C::ShowResult => self.overlay.show_result(self.session.is_over()),
            C::ExportFile => self.effects.push(Effect::Download {
                file_name: self.session.export_name(),
                text: self.session.record(),
            }),
            C::RecordText => self.overlay.open(Dialog::Record {
                text: self.session.record(),
                error: None,
            }),
            C::ImportFile => self.effects.push(Effect::PickFile),
            C::Share => match self.share_link() {
                Some(link) => {
                    if !self.session.by_link() {
                        self.session.share_default();
                        self.session.mark_linked();
                        self.share.handed(&self.session);
                    }
                    self.open_share(&link);
                }
                None => self.toast(words::Words::new(|l| l.share_cannot().into())),
            },
            C::WebShare | C::CopyLink => {
                if let Some(Dialog::Share(link)) = self.overlay.dialog() {
                    let link = link.clone();
                    if command == C::WebShare {
                        self.effects.push(Effect::WebShare(link));
                    } else {
                        self.effects.push(Effect::Copy(link));
                        self.toast(words::Words::new(|l| l.share_copied().into()));
                    }
                }
            }
            C::Here(seat, here) => {
                if let Some(seat) = self.session.rules().seat_at(seat) {
                    self.session.set_here(seat, here);
                    self.interaction.clear();
                }
            }
            C::Import(text) => arrivals::import(self, &text),
            C::Games(GamesCommand::List) => self.overlay.open(Dialog::Games),
            C::Review(ReviewCommand::Start) => {
                if self.review().is_none() && self.can_review() {
                    self.review.start(self.session.game(), &mut self.effects);
                    self.overlay.show_result(false);
                }
            }
            C::Review(ReviewCommand::Stop) => self.review.stop(&mut self.effects),
            C::Games(GamesCommand::Open(id)) => {
                if matches!(
                    self.overlay.dialog(),
                    Some(Dialog::Games | Dialog::Fork { .. })
                ) {
                    self.overlay.take_dialog();
                }
                arrivals::open_kept(self, id);
            }
            C::Games(GamesCommand::Delete(id)) => {
                self.library.take(id, &mut self.effects);
            }
            C::Games(GamesCommand::Export(id)) => {
                self.effects.extend(self.library.export(id, &self.session))
            }
            C::TypedMove(text) => self.typed(&text),
            C::Learn(LearnCommand::List) => self.overlay.open(Dialog::Learn),
            C::Read(what) => self.interaction.read(what, &self.session),
            C::Keys => self.overlay.open(Dialog::Keys),
            C::Learn(LearnCommand::Course(id)) => self.start_course(&id),
            C::Learn(LearnCommand::Step(step)) => self.enter_step(self.learn.step(step)),
            C::Learn(LearnCommand::Retry) => {
                self.enter_step(self.learn.at().and_then(|at| self.learn.step(at)))
            }
            C::Learn(LearnCommand::Next) => {
                self.enter_step(self.learn.at().and_then(|at| self.learn.step(at + 1)))
            }
            C::Learn(LearnCommand::Leave) => self.leave_learn(),
            C::Learn(LearnCommand::Play) => {
                let rules = self.learn.rules();
                self.leave_learn();
                self.command(Command::NewGame);
                if let Some(rules) = rules {
                    self.command(Command::Setup(SetupCommand::Ruleset(
                        rules.base().id.to_string(),
                    )));
                }
            }
        }
        self.settle();
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
            Some(Some(intent)) => self.intent(intent),
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

    /// Opens the Share dialog on the page's address with this link's fragment, and asks for its
    /// QR code (unless it is drawn already).
    fn open_share(&mut self, fragment: &str) {
        let address = self.share.address(fragment);
        self.extras.want_qr(&address, &mut self.effects);
        self.overlay.open(Dialog::Share(address));
    }

    /// An answer of the extras worker to a request the page made ([`Effect::Qr`],
    /// [`Effect::RulesPage`], [`Effect::LearnCourse`]), to the part that asked; each checks
    /// what it holds.
    pub fn extras_answer(&mut self, reply: ExtrasReply) {
        extras_link::answer(self, reply);
    }

    /// The extras worker will not answer `requests` (it refused one, it is of another version
    /// than this page, or it crashed once too often): what waited on them stops waiting (a
    /// course, a rules page, live play's codes), and the person is told once to reload the page.
    pub fn extras_unanswered(&mut self, requests: &[ExtrasRequest]) {
        extras_link::unanswered(self, requests);
    }

    /// The QR code of the Share dialog's link, when it is drawn.
    pub fn share_qr(&self) -> Option<&qr::QrCode> {
        match self.overlay.dialog() {
            Some(Dialog::Share(address)) => self.extras.qr(address),
            _ => None,
        }
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

    /// Opens a course where the learner left it (once the extras worker sent it).
    fn start_course(&mut self, id: &str) {
        if let Some(at) = self.learn.course(id) {
            self.overlay.take_dialog();
            self.enter_step(Some(at));
        }
    }

    /// Shows a step of a course, the game put aside if a lesson was not already running.
    fn enter_step(&mut self, at: Option<(ashtapada_learn::Course, usize)>) {
        let Some((course, step)) = at else {
            return;
        };
        if course.steps.get(step).is_none() {
            return;
        }
        self.cancel_bot();
        self.review.stop(&mut self.effects);
        if !self.learn.active() {
            // The game's news (a bot's pass) is not the lesson's.
            self.overlay.hide_toast();
        }
        if self
            .learn
            .enter(course, step, &mut self.session, &mut self.effects)
        {
            self.interaction = Interaction::default();
            self.overlay.show_result(false);
        }
    }

    /// Ends the lesson: the game put aside comes back.
    fn leave_learn(&mut self) {
        if self.learn.leave(&mut self.session) {
            self.interaction = Interaction::default();
            self.interaction.imported();
            self.overlay.show_result(self.session.is_over());
        }
    }

    /// Closes what is on top: the rules page, else the promotion chooser, else a dialog, else
    /// the result.
    fn close_top(&mut self) {
        if self.overlay.close_rules() || self.interaction.cancel_promotion() {
            return;
        }
        if self.overlay.take_dialog().is_none() {
            self.overlay.show_result(false);
        }
    }

    /// Plays an action and carries out what it caused. Returns the engine's reason if refused.
    fn play(&mut self, action: Action) -> Option<session::Refused> {
        self.play_from(action, None)
    }

    /// Plays an action made here (`from` `None`) or that came from live play connection
    /// `from`, which the other devices then hear of ([`live::Live::played`]).
    fn play_from(&mut self, action: Action, from: Option<u32>) -> Option<session::Refused> {
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
                let effects = self.overlay.show_played(&played);
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
    fn finished(&mut self) {
        self.cancel_bot();
        self.overlay.show_result(true);
        self.interaction.finished();
    }

    fn cancel_bot(&mut self) {
        if let Some(effect) = self.bots.cancel() {
            self.effects.push(effect);
        }
    }

    /// Starts the game of the new-game form (if its seed reads), keeping the preferences but
    /// the board's orientation.
    fn start(&mut self) {
        let Some(form) = self.overlay.setup_form().cloned() else {
            return;
        };
        if let Err(error) = form.parsed_seed() {
            self.overlay.edit_setup(|f| f.error = Some(error));
            return;
        }
        self.cancel_bot();
        self.library.keep(&self.session, &mut self.effects);
        let mut entropy = seed::mix(&mut self.entropy);
        let prefs = Prefs {
            orientation: None,
            ..self.session.prefs().clone()
        };
        self.session = Session::new(&form, &mut entropy, prefs);
        self.entropy = entropy;
        self.interaction = Interaction::default();
        self.overlay = self.overlay.fresh();
        self.bots.new_game();
        let rules = self.session.rules();
        let seed = self.session.game().seed().to_string();
        self.note(words::Words::new(|l| {
            let name = ashtapada_i18n::names::ruleset_name(l, rules);
            match rules.dice {
                // The seed as it is typed in the form: digits only, not a formatted number.
                Some(_) => l.note_new_game_seed(name, &seed),
                None => l.note_new_game(name),
            }
        }));
    }

    fn undo(&mut self) {
        if !self.session.undo() {
            return;
        }
        self.cancel_bot();
        self.interaction.rewound();
        self.overlay.show_result(false);
    }

    fn redo(&mut self) {
        if !self.session.redo() {
            return;
        }
        self.cancel_bot();
        self.interaction.replayed();
        if self.session.is_over() {
            self.overlay.show_result(true);
        }
    }

    /// The move box's text, played if it reads and is legal.
    fn typed(&mut self, text: &str) {
        let Some((action, text)) = self.interaction.typed(text, &self.session) else {
            return;
        };
        match self.play(action) {
            None => self.effects.push(Effect::ClearMoveBox),
            Some(refused) => {
                let reason = refused.text(self.lang(), self.session.rules());
                self.interaction.refused(self.lang(), &text, &reason);
            }
        }
    }

    // ----- The bots ----------------------------------------------------------------------------

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
            self.toast(message);
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

    fn play_fallback(&mut self) {
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

    // ----- Live play ---------------------------------------------------------------------------

    /// A command of live play, to the live part; then its plan.
    fn live_command(&mut self, command: LiveCommand) {
        let mut cx = live::Context {
            session: &self.session,
            share: &self.share,
            entropy: &mut self.entropy,
        };
        let plan = self.live.command(command, &mut cx, &mut self.effects);
        self.carry_out(plan);
    }

    /// Carries out what the live part decided, in order.
    fn carry_out(&mut self, plan: Vec<live::Do>) {
        use live::Do;
        let on_top = |app: &App| app.overlay.dialog() == Some(&Dialog::Live);
        for step in plan {
            match step {
                Do::Play { action, from } => {
                    if self.play_from(action, Some(from)).is_some() {
                        // Checked already by the part: a refusal means the games differ.
                        self.live.out_of_step(from, &mut self.effects);
                    }
                }
                Do::Replace { game, here } => self.show_live_game(*game, here),
                Do::Resign(seat) => self.resign(seat),
                Do::Undo(seat) => {
                    if self.session.take_back(seat) {
                        self.cancel_bot();
                        self.interaction.rewound();
                        self.overlay.show_result(false);
                        self.live.changed(&self.session, &mut self.effects);
                    }
                }
                Do::Draw => self.agree_draw(),
                Do::Asked(_) => {}
                Do::Tell(said) => self.tell(said.words()),
                Do::Toast(said) => self.toast(said.words()),
                Do::OpenDialog => self.overlay.open(Dialog::Live),
                Do::CloseDialog if on_top(self) => drop(self.overlay.take_dialog()),
                Do::CloseIdleDialog if on_top(self) && !self.live.active() => {
                    self.overlay.take_dialog();
                }
                Do::CloseDoneDialog if on_top(self) && self.live.done(&self.session) => {
                    self.overlay.take_dialog();
                }
                Do::CloseDialog | Do::CloseIdleDialog | Do::CloseDoneDialog => {}
                Do::TakeSeat(seat) => {
                    self.session.take_seat_here(seat);
                    self.interaction.clear();
                }
                Do::Accepted(seat) => {
                    // A bot's seat taken by a friend: its search, if it was thinking, is dropped.
                    if self.session.hand_over(seat) {
                        self.cancel_bot();
                    }
                    self.session.mark_linked();
                    self.interaction.clear();
                }
                Do::WantQr(address) => self.extras.want_qr(&address, &mut self.effects),
                Do::Then(command) => self.live_command(command),
                Do::Settle => self.settle(),
            }
        }
    }

    /// Puts the host's game (or an invitation's) on screen, with these seats played here; the
    /// game on screen, if it is another, is kept in the Games list.
    fn show_live_game(&mut self, game: link::LinkGame, here: ashtapada_rules::SeatSet) {
        self.leave_learn();
        welcome::end(self);
        let on_screen = self.session.game();
        let same = std::ptr::eq(on_screen.rules(), game.game.rules())
            && on_screen.seed() == game.game.seed();
        if !same {
            self.library.keep(&self.session, &mut self.effects);
        }
        self.cancel_bot();
        let moved = !same || game.game.actions() != self.session.game().actions();
        self.session.open_link(game);
        self.session.set_here_mask(here);
        self.share.handed(&self.session);
        if moved {
            self.interaction = Interaction::default();
            self.review.stop(&mut self.effects);
            self.overlay.show_result(self.session.is_over());
        }
    }

    /// `seat` resigns: here, and the host sends the game to every guest.
    fn resign(&mut self, seat: ashtapada_rules::Seat) {
        if self.session.is_over() {
            return;
        }
        self.cancel_bot();
        self.session.resign(seat);
        let rules = self.session.rules();
        self.note(words::Words::new(|l| {
            l.note_resigns(ashtapada_i18n::names::seat(l, rules, seat))
        }));
        self.finished();
        self.live.changed(&self.session, &mut self.effects);
    }

    /// A draw every side agreed to (here, or every device of a live game).
    fn agree_draw(&mut self) {
        if self.session.agree_draw() {
            self.note(words::Words::new(|l| l.note_draw_agreed().into()));
            self.finished();
            self.live.changed(&self.session, &mut self.effects);
        }
    }

    /// After every change: automatic rolls and passes for people, the next bot request, the
    /// autosave.
    fn settle(&mut self) {
        // Behind the first visit's welcome the game waits, unsaved, until a way in is chosen;
        // in a tab that follows another, until the person acts here or comes back.
        let waits = (self.overlay.welcome() && !self.learn.active()) || self.session.follows();
        for _ in 0..if waits { 0 } else { 256 } {
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
        self.learn.want_texts(lang, &mut self.effects);
        welcome::autosave(self);
    }
}
