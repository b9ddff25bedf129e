//! The app: the game being played, who plays each seat, what the player is doing (a selection,
//! a promotion to choose, a dialog), and everything the page shows, as plain Rust. It is tested
//! natively; the browser side ([`crate::platform`]) only forwards input and carries out
//! [`Effect`]s.
//!
//! Input comes in three kinds: [`Command`]s from the page's controls and keys, [`Intent`]s from
//! the board component, and the bot worker's answers ([`App::bot_reply`], [`App::bot_failed`]).
//! After each, the page asks for [`App::board_view`] and [`App::screen`] and draws them, and
//! carries out [`App::take_effects`]: save, ask the worker, download, toasts.
//!
//! # Parts
//!
//! [`App`] owns four parts, each with its own state, updates and panels, and each keeping its
//! fields to itself, so that a change to one cannot break another's invariants:
//!
//! - `session`: the game, its tags, who plays each seat, the preferences; undo and redo,
//!   imports, the autosave. The only part that changes the game.
//! - `interaction`: the selection, the promotion chooser, the move box, the position looked at.
//!   It reads the session and answers with what to play or say.
//! - `bots`: the request the app waits for, hints, request ids, the worker's status.
//! - `overlay`: dialogs, the rules page, the result, the toast, the log's notes.
//!
//! The parts read each other only through accessors and talk through return values; `App`
//! routes the input, carries out what the parts ask for (play an action, toast, note) and puts
//! the page together ([`render`]).
//!
//! # Modules
//!
//! - [`setup`]: who plays each seat, the new-game form, the preferences.
//! - [`command`]: the controls' vocabulary.
//! - [`render`]: the page put together from the parts' panels.
//! - [`save`]: the autosave.
//! - [`worker_link`]: the bot worker's handshake, timeouts and restarts.

mod bots;
pub mod command;
pub mod games;
mod html;
mod interaction;
pub mod learn;
pub mod link;
mod overlay;
pub mod qr;
pub mod render;
pub mod review;
pub mod save;
mod session;
pub mod setup;
mod test_state;
pub mod words;
pub mod worker_link;

#[cfg(test)]
mod test_util;

use ashtapada_i18n::Lang;
use ashtapada_rules::record::Tags;
use ashtapada_rules::{Action, Game, Position, Ruleset, Seat, Square};
use ashtapada_worker::{Request, WireAction};

pub use bots::{Hint, ThinkStats, Thinking, HINT_BUDGET_MS, HINT_LEVEL};
pub use command::Command;
pub use interaction::PromotionChoice;
pub use overlay::render_rules as rules_html;
pub use overlay::{Dialog, Note, Toast};
pub use render::Screen;
pub use setup::{Controller, Prefs, Setup};
pub use test_state::TestState;

use crate::board::{BoardView, Intent};
use crate::status::WorkerStatus;
use bots::Bots;
use interaction::{Ask, Interaction};
use overlay::Overlay;
use session::Session;

/// Something the page must do for the app.
#[derive(Debug, Clone, PartialEq)]
pub enum Effect {
    /// Write this save ([`save::SAVE_KEY`]).
    Save(save::SaveFile),
    /// Ask the bot worker, after a pause of `delay_ms` (if the app still waits for `id` then:
    /// see [`App::waits_for`]).
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
    /// Store the kept games ([`games::GAMES_KEY`]) as this text.
    SaveGames(String),
    /// Ask the extras worker for this link's QR code (answered by [`App::qr_ready`]).
    Qr(String),
    /// Ask the extras worker for a rules page (answered by [`App::rules_ready`]).
    RulesPage {
        /// In this language.
        lang: Lang,
        /// Of this ruleset (its id).
        rules: &'static str,
    },
    /// Offer this link to the device's own sharing (the Web Share API).
    WebShare(String),
    /// Store the Learn progress ([`learn::progress::PROGRESS_KEY`]) as this text.
    SaveLearn(String),
    /// Ask the extras worker for a course: its steps and words (answered by
    /// [`App::learn_ready`]).
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
}

/// The whole app: its parts (see the module's documentation) and the effects they asked for.
#[derive(Debug, Clone)]
pub struct App {
    session: Session,
    interaction: Interaction,
    bots: Bots,
    overlay: Overlay,
    effects: Vec<Effect>,
    /// The page's randomness, for the dice seeds of new games.
    entropy: u64,
    /// The page's address without its fragment, which a game's link follows
    /// ([`App::set_page_address`]).
    address: String,
    /// In a game by link, the stage ([`Session::stage`]: the ply, and whether the game is over)
    /// at which the Share dialog was last offered by itself (or the link opened): it is offered
    /// once each time the turn passes to another device, and when the game ends.
    handoff: Option<(usize, bool)>,
    /// The games kept besides the one on screen ([`games`]).
    games: games::Games,
    /// The time, for the Games list ([`App::set_now`]).
    now: u64,
    /// The QR code of the Share dialog's link, once the QR worker sent it: (link, code).
    qr: Option<(String, qr::QrCode)>,
    /// The rules page last written by the extras worker: its language, ruleset and HTML.
    rules_html: Option<(Lang, &'static Ruleset, String)>,
    /// The rules page last asked of the extras worker (asked once).
    rules_asked: Option<(Lang, &'static Ruleset)>,
    /// The game review, under way or done ([`review`]).
    review: Option<review::Review>,
    /// The ids of the review's requests (apart from the bots' own).
    review_ids: u32,
    /// The lesson under way ([`learn`]), with the game put aside meanwhile.
    learning: Option<Box<learn::Learning>>,
    /// The Learn progress.
    progress: learn::progress::Progress,
    /// The course last sent by the extras worker.
    learn_texts: Option<learn::Texts>,
    /// The course asked for, which opens when the extras worker sends it.
    learn_wanted: Option<&'static str>,
    /// The course texts last asked of the extras worker (asked once).
    learn_asked: Option<(Lang, &'static str)>,
}

/// The first id of the review's requests: far from the bots' own (which count up from 1).
const REVIEW_IDS: u32 = 0x8000_0000;

/// SplitMix64: fresh seeds from the page's entropy, reproducibly in tests.
fn mix(x: &mut u64) -> u64 {
    *x = x.wrapping_add(0x9e37_79b9_7f4a_7c15);
    let mut z = *x;
    z = (z ^ (z >> 30)).wrapping_mul(0xbf58_476d_1ce4_e5b9);
    z = (z ^ (z >> 27)).wrapping_mul(0x94d0_49bb_1331_11eb);
    z ^ (z >> 31)
}

/// The sentence with a capital first letter: ASCII letters, and the accented letters French
/// starts a sentence with (« À Sud… », « Échange… »), without Unicode's case tables (about
/// 10 KB of the page's download).
fn sentence(text: &str) -> String {
    const ACCENTED: [(char, char); 8] = [
        ('à', 'À'),
        ('â', 'Â'),
        ('é', 'É'),
        ('è', 'È'),
        ('ê', 'Ê'),
        ('î', 'Î'),
        ('ô', 'Ô'),
        ('ç', 'Ç'),
    ];
    let mut chars = text.chars();
    let Some(first) = chars.next() else {
        return String::new();
    };
    let upper = ACCENTED
        .iter()
        .find(|(lower, _)| *lower == first)
        .map_or(first.to_ascii_uppercase(), |&(_, upper)| upper);
    let mut out = String::with_capacity(text.len() + 1);
    out.push(upper);
    out.push_str(chars.as_str());
    out
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
            address: String::new(),
            handoff: None,
            games: games::Games::default(),
            now: 0,
            qr: None,
            rules_html: None,
            rules_asked: None,
            review: None,
            review_ids: REVIEW_IDS,
            learning: None,
            progress: learn::progress::Progress::default(),
            learn_texts: None,
            learn_wanted: None,
            learn_asked: None,
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
        let Some(text) = saved else {
            let mut app = App::fresh(&Setup::default(), entropy);
            app.session.set_browser_lang(browser_lang);
            app.settle();
            return (app, None);
        };
        match save::read(text, json) {
            Ok(saved) => {
                let mut app = App::fresh(&Setup::default(), entropy);
                app.session = Session::restored(saved);
                app.session.set_browser_lang(browser_lang);
                app.settle();
                (app, None)
            }
            Err(why) => {
                let mut app = App::fresh(&Setup::default(), entropy);
                app.session.set_browser_lang(browser_lang);
                app.settle();
                let message = app.lang().save_not_restored(&why.text(app.lang()));
                app.toast(&message);
                app.overlay
                    .note(0, words::Words::new(|l| l.save_not_restored(&why.text(l))));
                (app, Some(message))
            }
        }
    }

    // ----- Reading ---------------------------------------------------------------------------

    /// The game.
    pub fn game(&self) -> &Game {
        self.session.game()
    }

    /// The record's tags.
    pub fn tags(&self) -> &Tags {
        self.session.tags()
    }

    /// Who plays each seat.
    pub fn seats(&self) -> &[Controller] {
        self.session.seats()
    }

    /// The preferences.
    pub fn prefs(&self) -> &Prefs {
        self.session.prefs()
    }

    /// The ruleset.
    pub fn rules(&self) -> &'static Ruleset {
        self.session.rules()
    }

    /// Rupees per stake unit.
    pub fn stake(&self) -> u32 {
        self.session.stake()
    }

    /// The open dialog.
    pub fn dialog(&self) -> Option<&Dialog> {
        self.overlay.dialog()
    }

    /// The selected cell.
    pub fn selected(&self) -> Option<Square> {
        self.interaction.selected()
    }

    /// The promotion waiting for a choice.
    pub fn promotion(&self) -> Option<&PromotionChoice> {
        self.interaction.promotion()
    }

    /// The toast.
    pub fn toast_message(&self) -> Option<&Toast> {
        self.overlay.toast()
    }

    /// Notes besides the game's events.
    pub fn notes(&self) -> &[Note] {
        self.overlay.notes()
    }

    /// The bot whose action is waited for (not a hint being worked out).
    pub fn thinking(&self) -> Option<Thinking> {
        self.bots.thinking()
    }

    /// Whether a hint is being worked out.
    pub fn hinting(&self) -> bool {
        self.bots.hinting()
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
        self.bots.waits_for(id) || self.review.as_ref().is_some_and(|r| r.waits_for(id))
    }

    /// The worker's answer to request `id`: the review's, or a bot's or hint's
    /// ([`App::bot_reply`]).
    pub fn worker_answer(&mut self, id: u32, action: WireAction, score: i32) {
        if let Some(review) = self.review.as_mut() {
            if review.answer(id, action, score) {
                self.review_next();
                return;
            }
        }
        self.bot_reply(id, action);
    }

    /// The review under way or done, if it is of the game as it is.
    pub fn review(&self) -> Option<&review::Review> {
        self.review
            .as_ref()
            .filter(|r| r.is_of(self.session.game()))
    }

    /// Whether the game can be reviewed now: something was played, and no bot or hint is
    /// being worked out (the worker answers one request at a time).
    pub fn can_review(&self) -> bool {
        !self.session.game().actions().is_empty() && self.bots.idle()
    }

    /// Asks the worker for the review's next position, if any.
    fn review_next(&mut self) {
        let id = self.review_ids;
        let Some(review) = self.review.as_mut() else {
            return;
        };
        if let Some(request) = review.next_request(id) {
            self.review_ids = self.review_ids.wrapping_add(1).max(REVIEW_IDS);
            self.effects.push(Effect::Think {
                request,
                delay_ms: 0,
            });
        }
    }

    /// Whether a review's request is under way (no bot may ask the worker meanwhile).
    fn reviewing(&self) -> bool {
        self.review.as_ref().is_some_and(|r| !r.done())
    }

    /// Whether a person plays `seat`.
    pub fn is_human(&self, seat: Seat) -> bool {
        self.session.is_human(seat)
    }

    /// The index of the position shown (0 = start; the last = live).
    pub fn shown_index(&self) -> usize {
        self.interaction.shown_index(&self.session)
    }

    /// Whether the current position is shown.
    pub fn is_live(&self) -> bool {
        self.interaction.is_live()
    }

    /// The position shown.
    pub fn shown(&self) -> &Position {
        self.interaction.shown(&self.session)
    }

    /// Whether a person must act now in the current position.
    pub fn human_to_act(&self) -> bool {
        self.session.human_to_act()
    }

    /// Whether a returned king's cell or a reintroduction is to be chosen by a person now.
    pub fn placing(&self) -> bool {
        self.session.placing()
    }

    /// The seat at the bottom of the board.
    pub fn orientation(&self) -> Seat {
        self.session.orientation()
    }

    /// The worker's status, as last told by the page.
    pub fn worker_status(&self) -> &WorkerStatus {
        self.bots.worker_status()
    }

    /// Whether undo is possible: something was played, the game did not end by resignation or
    /// agreement, and (with bots) a person's decision is there to go back to.
    pub fn can_undo(&self) -> bool {
        self.session.can_undo()
    }

    /// Whether redo is possible.
    pub fn can_redo(&self) -> bool {
        self.session.can_redo()
    }

    /// Whether the result dialog is open.
    pub fn result_open(&self) -> bool {
        self.overlay.result_open(self.session.is_over())
    }

    /// The rules page shown, if any.
    pub fn rules_page(&self) -> Option<&'static Ruleset> {
        self.overlay.rules_page()
    }

    /// The move box's error.
    pub fn move_error(&self) -> Option<&str> {
        self.interaction.move_error()
    }

    /// The record of the game.
    pub fn record(&self) -> String {
        self.session.record()
    }

    /// The save of the app.
    pub fn save_file(&self) -> save::SaveFile {
        self.session.save_file()
    }

    /// The exchange offer a person must answer now: (offerer, answerer).
    pub fn answer_pending(&self) -> Option<(Seat, Seat)> {
        self.session.answer_pending()
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

    /// What the board shows.
    pub fn board_view(&self) -> BoardView {
        let hint = self
            .hint()
            .or_else(|| self.learn_arrow())
            .or_else(|| self.review_arrow());
        let mut view = self.interaction.board_view(&self.session, hint);
        if self.learning.is_some() && self.is_live() {
            let (stars, targets) = self.learn_marks();
            view.stars = stars;
            view.marked = targets;
            view.last_move = view.last_move.or(self.learn_last_move());
        }
        view
    }

    /// In a review, on the position before a marked move: the bot's better choice, drawn as
    /// the hint's arrow.
    fn review_arrow(&self) -> Option<Hint> {
        let shown = self.shown_index();
        self.review()?
            .mistakes()
            .into_iter()
            .find(|&(ply, _, _)| ply == shown)
            .map(|(ply, _, best)| Hint { ply, action: best })
    }

    // ----- Input -----------------------------------------------------------------------------

    /// Tells the app the worker's status (shown in the panel).
    pub fn set_worker_status(&mut self, status: WorkerStatus) {
        self.bots.set_worker_status(status);
    }

    /// Tells the app the page's address without its fragment: a game's link is this address,
    /// `#` and the fragment.
    pub fn set_page_address(&mut self, address: &str) {
        self.address = address.to_string();
    }

    /// The current game's link, the fragment `g=…` ([`link::write`]); `None` for a game a link
    /// cannot carry (one that starts from a set position).
    pub fn share_link(&self) -> Option<String> {
        self.session.link().map(|l| link::write(&l))
    }

    /// Tells the app the games kept in the browser (the stored text of [`games::GAMES_KEY`]).
    pub fn set_games(&mut self, text: &str) {
        self.games = games::Games::read(text);
    }

    /// Tells the app the time (milliseconds since 1970): when a kept game was last on screen.
    pub fn set_now(&mut self, ms: u64) {
        self.now = ms;
    }

    /// The games kept besides the one on screen.
    pub fn games(&self) -> &games::Games {
        &self.games
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
        self.receive_link(fragment);
        self.settle();
    }

    fn receive_link(&mut self, fragment: &str) {
        let game = match link::read(fragment) {
            Ok(game) => game,
            Err(e) => {
                return self.tell(words::Words::new(|l| {
                    l.link_not_opened(&words::link_error(l, &e))
                }))
            }
        };
        let count = game.game.actions().len();
        let same = |g: &Game| g.seed() == game.id && std::ptr::eq(g.rules(), game.game.rules());
        let on_screen = same(self.session.game()) && self.session.link().is_some();
        // What this browser has of the game: its actions and who plays here.
        let known = if on_screen {
            let g = self.session.game();
            Some((g.actions().to_vec(), g.outcome(), self.session.here_mask()))
        } else {
            self.games.get(game.id).and_then(|kept| match &kept.game {
                games::KeptGame::Link(f) => link::read(f)
                    .ok()
                    .filter(|g| same(&g.game))
                    .map(|g| (g.game.actions().to_vec(), g.game.outcome(), kept.here)),
                games::KeptGame::Record(_) => None,
            })
        };
        if let Some((have, outcome, here)) = known {
            let older = have.len() > count && have[..count] == *game.game.actions();
            // The same actions and the same end (a resignation is no action).
            let equal = have == game.game.actions() && outcome == game.game.outcome();
            if older || equal {
                if !on_screen {
                    self.open_kept(game.id);
                }
                let have = have.len() as i64;
                let words = if older {
                    words::Words::new(|l| l.link_older(count as i64, have))
                } else {
                    words::Words::new(|l| l.link_same().into())
                };
                return self.tell(words);
            }
            // Newer, or another line of play: the link's game, with the same seats here.
            if !on_screen {
                self.park();
                self.games.take(game.id);
            }
            self.show_link_game(game, Some(here));
        } else {
            self.park();
            self.show_link_game(game, None);
        }
    }

    /// Puts a link's game on screen; `here`: who plays on this device (`None`: a game new
    /// here, and a dialog asks).
    fn show_link_game(&mut self, game: link::LinkGame, here: Option<u8>) {
        self.cancel_bot();
        self.session.open_link(game);
        match here {
            Some(mask) => self.session.set_here_mask(mask),
            None => self.session.receive_default(),
        }
        self.handoff = Some(self.session.stage());
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

    /// Another game is on screen: nothing selected, shown or waited for from the game before.
    fn replaced(&mut self) {
        self.interaction = Interaction::default();
        self.overlay = self.overlay.fresh();
        self.bots.new_game();
        self.overlay.show_result(self.session.is_over());
    }

    /// The game on screen as the list keeps it: `None` for a game at this screen with nothing
    /// played yet (nothing to keep).
    fn kept_now(&self) -> Option<games::Kept> {
        let s = &self.session;
        if s.ply() == 0 && !s.by_link() {
            return None;
        }
        Some(games::Kept {
            id: s.game().seed(),
            here: s.here_mask(),
            opened: self.now,
            game: match self.share_link() {
                Some(fragment) => games::KeptGame::Link(fragment),
                None => games::KeptGame::Record(s.record()),
            },
        })
    }

    /// Keeps the game on screen in the list, before another takes its place.
    fn park(&mut self) {
        if let Some(kept) = self.kept_now() {
            self.games.put(kept);
            self.effects.push(Effect::SaveGames(self.games.write()));
        }
    }

    /// A kept game as a session (this page's preferences, the kept game and who plays it here),
    /// read and checked by the engine; else why it no longer reads.
    fn kept_session(&self, kept: &games::Kept) -> Result<Session, words::Words> {
        let mut session = self.session.clone();
        match &kept.game {
            games::KeptGame::Link(f) => link::read(f)
                .map(|g| session.open_link(g))
                .map_err(|e| words::Words::new(|l| words::link_error(l, &e)))?,
            games::KeptGame::Record(text) => session
                .import(text)
                .map(|_| ())
                .map_err(|e| words::Words::new(|_| e.to_string()))?,
        }
        session.set_here_mask(kept.here);
        Ok(session)
    }

    /// Puts the kept game `id` on screen, keeping the one there. A kept game that no longer
    /// reads stays in the list, and the player is told why.
    fn open_kept(&mut self, id: u64) {
        let Some(kept) = self.games.take(id) else {
            return;
        };
        match self.kept_session(&kept) {
            Ok(session) => {
                self.cancel_bot();
                self.park();
                self.session = session;
                self.handoff = Some(self.session.stage());
                self.replaced();
            }
            Err(why) => {
                self.games.put(kept);
                self.tell(words::Words::new(|l| l.link_not_opened(why.get(l))));
            }
        }
        self.effects.push(Effect::SaveGames(self.games.write()));
    }

    /// A note for the log (e.g. the worker was restarted), in every language
    /// ([`words::Words::new`]).
    pub fn note(&mut self, text: impl Into<words::Words>) {
        self.overlay.note(self.session.ply(), text.into());
    }

    fn toast(&mut self, text: &str) {
        let effect = self.overlay.show_toast(text);
        self.effects.push(effect);
    }

    /// Tells the player something (a toast in the page's language, also kept in the log in
    /// every language).
    pub fn tell(&mut self, text: words::Words) {
        let now = text.get(self.lang()).to_string();
        self.note(words::Words::new(|l| sentence(text.get(l))));
        self.toast(&now);
    }

    /// The toast's time is up.
    pub fn toast_expired(&mut self, serial: u32) {
        self.overlay.toast_expired(serial);
    }

    /// What the board reports the user wants.
    pub fn intent(&mut self, intent: Intent) {
        let s = &self.session;
        let ask = match intent {
            Intent::Deselect => {
                self.interaction.deselect();
                Ask::Nothing
            }
            Intent::Select(sq) => self.interaction.select(sq, s),
            Intent::Move { from, to } => self.interaction.try_move(from, to, s),
            Intent::Press(sq) => self.interaction.press_empty(sq, s),
            Intent::Miss { from, to } => self.interaction.miss(from, to, s),
            Intent::Aim { from, to } => self.interaction.aim(from, to, s),
        };
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
            Ask::Toast(text) => self.toast(&text),
        }
    }

    /// A decision button: the legal action `which` picks, else `refusal`.
    fn decide(&mut self, which: impl Fn(&Action) -> bool, refusal: &str) {
        let ask = self.interaction.decide(&self.session, which, refusal);
        self.answer(ask);
    }

    /// A command from the page's controls.
    pub fn command(&mut self, command: Command) {
        use Command as C;
        if self.learning.is_some() && !command.fits_lesson() {
            self.leave_learn();
        }
        match command {
            C::NewGame => {
                let s = &self.session;
                let form = Setup::from_game(s.rules(), s.seats(), s.tags());
                self.overlay.open(Dialog::Setup(form));
            }
            C::SetupRuleset(_)
            | C::SetupSeat(..)
            | C::SetupDice(_)
            | C::SetupStake(_)
            | C::SetupSeed(_) => self.overlay.edit_setup(|form| form.edit(command)),
            C::Start => self.start(),
            C::Rules(id) => self.overlay.show_rules(Ruleset::by_id(&id)),
            C::Close => self.close_top(),
            C::Roll => self.decide(|a| matches!(a, Action::Roll(_)), self.lang().die_not_now()),
            C::Pass => self.decide(|a| *a == Action::Pass, self.lang().cannot_pass()),
            C::Offer => self.decide(|a| *a == Action::Offer, self.lang().no_offer_now()),
            C::Demand => self.decide(|a| *a == Action::Demand, self.lang().no_demand_now()),
            C::Answer(yes) => self.decide(
                move |a| *a == Action::Answer(yes),
                self.lang().no_answer_waiting(),
            ),
            C::Keep => self.decide(|a| *a == Action::Keep, self.lang().no_keep_now()),
            C::Promote(letter) => {
                let ask = self.interaction.promote(letter);
                self.answer(ask);
            }
            C::Undo => self.undo(),
            C::Hint | C::LearnHint if self.learning.is_some() => self.learn_hint(),
            C::Hint | C::LearnHint => {
                if self.can_hint() {
                    let effect = self.bots.ask_hint(&self.session);
                    self.effects.push(effect);
                }
            }
            C::Redo => self.redo(),
            C::Flip => self.session.flip(),
            C::Coords(on) => self.session.set_prefs(|p| p.show_coords = on),
            C::AutoRoll(on) => self.session.set_prefs(|p| p.auto_roll = on),
            C::AutoPass(on) => self.session.set_prefs(|p| p.auto_pass = on),
            C::Language(Some(lang)) => {
                if lang != self.lang() {
                    // The toast was in the other language: it goes.
                    self.overlay.hide_toast();
                }
                self.session.set_prefs(|p| p.lang = Some(lang));
            }
            C::Language(None) => {}
            C::View(ply) => self.interaction.set_view(ply, &self.session),
            C::First => self.interaction.set_view(0, &self.session),
            C::Prev => self.interaction.step(false, &self.session),
            C::Next => self.interaction.step(true, &self.session),
            C::Last => self.interaction.set_view(usize::MAX, &self.session),
            C::Resign => {
                if !self.session.is_over() {
                    let seat = self.session.resigning_seat();
                    self.overlay.open(Dialog::ConfirmResign(seat));
                }
            }
            C::ResignConfirmed => {
                if let Some(Dialog::ConfirmResign(seat)) = self.overlay.take_dialog() {
                    if !self.session.is_over() {
                        self.cancel_bot();
                        self.session.resign(seat);
                        let rules = self.session.rules();
                        self.note(words::Words::new(|l| {
                            l.note_resigns(ashtapada_i18n::names::seat(l, rules, seat))
                        }));
                        self.finished();
                    }
                }
            }
            C::Draw => {
                if self.session.is_over() {
                } else if self.session.has_bots() {
                    self.toast(self.lang().bots_decline_draw());
                } else {
                    self.overlay.open(Dialog::ConfirmDraw);
                }
            }
            C::DrawConfirmed => {
                if self.overlay.dialog() == Some(&Dialog::ConfirmDraw) {
                    self.overlay.take_dialog();
                    if self.session.agree_draw() {
                        self.note(words::Words::new(|l| l.note_draw_agreed().into()));
                        self.finished();
                    }
                }
            }
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
                        self.handoff = Some(self.session.stage());
                    }
                    self.open_share(&link);
                }
                None => self.toast(self.lang().share_cannot()),
            },
            C::WebShare => {
                if let Some(Dialog::Share(link)) = self.overlay.dialog() {
                    let link = link.clone();
                    self.effects.push(Effect::WebShare(link));
                }
            }
            C::Here(seat, here) => {
                if seat < self.session.rules().players() {
                    self.session.set_here(Seat(seat as u8), here);
                    self.interaction.clear();
                }
            }
            C::CopyLink => {
                if let Some(Dialog::Share(link)) = self.overlay.dialog() {
                    let link = link.clone();
                    self.effects.push(Effect::Copy(link));
                    self.toast(self.lang().share_copied());
                }
            }
            C::Import(text) => self.import(&text),
            C::Games => self.overlay.open(Dialog::Games),
            C::Review => {
                if self.review().is_none() && self.can_review() {
                    self.review = Some(review::Review::new(self.session.game()));
                    self.overlay.show_result(false);
                    self.review_next();
                }
            }
            C::StopReview => {
                if self.reviewing() {
                    self.effects.push(Effect::CancelThink);
                }
                self.review = None;
            }
            C::OpenGame(id) => {
                if self.overlay.dialog() == Some(&Dialog::Games) {
                    self.overlay.take_dialog();
                }
                self.open_kept(id);
            }
            C::DeleteGame(id) => {
                if self.games.take(id).is_some() {
                    self.effects.push(Effect::SaveGames(self.games.write()));
                }
            }
            C::ExportGame(id) => {
                if let Some(Ok(session)) = self.games.get(id).map(|k| self.kept_session(k)) {
                    self.effects.push(Effect::Download {
                        file_name: session.export_name(),
                        text: session.record(),
                    });
                }
            }
            C::TypedMove(text) => self.typed(&text),
            C::Deselect => self.interaction.clear(),
            C::Learn => self.open_learn(),
            C::LearnCourse(id) => self.start_course(&id),
            C::LearnStep(step) => self.learn_step(step),
            C::LearnRetry => self.learn_retry(),
            C::LearnNext => self.learn_next(),
            C::LearnLeave => self.leave_learn(),
            C::LearnPlay => self.learn_play(),
        }
        self.settle();
    }

    /// A key pressed outside text fields, as lichess has them (see [`Command::from_key`]).
    pub fn key(&mut self, key: &str) -> bool {
        match Command::from_key(key) {
            Some(command) => {
                self.command(command);
                true
            }
            None => false,
        }
    }

    /// A key pressed on the move list's button for the position after `item` actions: the
    /// arrow keys, Home and End show another position (see the move list's rendering). Returns
    /// the item the page should focus (`#ply-<item>`), or `None` if the key is not the list's.
    pub fn moves_key(&mut self, key: &str, item: usize) -> Option<usize> {
        self.interaction.list_key(key, item, &self.session)
    }

    /// In a game by link, once the turn has passed to a person on another device (or the game
    /// ended) since the link came or was last offered, the Share dialog opens with the link to
    /// send them (lichess's "send this link to your friend", at each turn).
    fn offer_handoff(&mut self) {
        let stage = self.session.stage();
        let due = self.session.by_link()
            && (self.session.remote_to_act().is_some() || self.session.is_over())
            && self.handoff.is_some_and(|at| at != stage)
            && self.overlay.dialog().is_none();
        if due {
            if let Some(link) = self.share_link() {
                self.handoff = Some(stage);
                self.open_share(&link);
            }
        }
    }

    /// Opens the Share dialog on the page's address with this link's fragment, and asks for its
    /// QR code (unless it is drawn already).
    fn open_share(&mut self, fragment: &str) {
        let address = format!("{}#{fragment}", self.address);
        if self.qr.as_ref().is_none_or(|(text, _)| *text != address) {
            self.effects.push(Effect::Qr(address.clone()));
        }
        self.overlay.open(Dialog::Share(address));
    }

    /// The QR worker's answer for `text`: its side and modules ([`qr::QrCode::read`]). Drawn
    /// in the Share dialog while it shows that link; an answer that does not read is dropped
    /// (the dialog keeps the link's text and its buttons).
    pub fn qr_ready(&mut self, text: &str, size: f64, bits: &str) {
        if let Ok(code) = qr::QrCode::read(size, bits) {
            self.qr = Some((text.to_string(), code));
        }
    }

    /// The extras worker's rules page: the language's tag, the ruleset's id, the HTML (made by
    /// [`rules_html`] in the worker: this crate's own code, which escapes every text it puts in).
    /// Kept if it is the page asked for; anything else is dropped.
    pub fn rules_ready(&mut self, lang: &str, id: &str, html: String) {
        let (Some(lang), Some(rules)) = (Lang::from_tag(lang), Ruleset::by_id(id)) else {
            return;
        };
        if self
            .rules_asked
            .is_some_and(|(l, r)| l == lang && std::ptr::eq(r, rules))
        {
            self.rules_html = Some((lang, rules, html));
        }
    }

    /// The rules page on screen, as HTML, once the extras worker wrote it.
    fn shown_rules_html(&self) -> Option<&str> {
        let shown = self.overlay.rules_page()?;
        match &self.rules_html {
            Some((lang, rules, html)) if *lang == self.lang() && std::ptr::eq(*rules, shown) => {
                Some(html)
            }
            _ => None,
        }
    }

    /// The rules page shown and not yet written: ask the extras worker for it, once.
    fn ask_rules_page(&mut self) {
        let Some(rules) = self.overlay.rules_page() else {
            return;
        };
        let wanted = (self.lang(), rules);
        let asked = self
            .rules_asked
            .is_some_and(|(l, r)| l == wanted.0 && std::ptr::eq(r, rules));
        if !asked && self.shown_rules_html().is_none() {
            self.rules_asked = Some(wanted);
            self.effects.push(Effect::RulesPage {
                lang: wanted.0,
                rules: rules.id,
            });
        }
    }

    /// The QR code of the Share dialog's link, when it is drawn.
    pub fn share_qr(&self) -> Option<&qr::QrCode> {
        match (self.overlay.dialog(), &self.qr) {
            (Some(Dialog::Share(address)), Some((text, code))) if address == text => Some(code),
            _ => None,
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
    fn play(&mut self, action: Action) -> Option<String> {
        match self.session.play(action) {
            Ok(played) => {
                if let Some(effect) = self.bots.played() {
                    self.effects.push(effect);
                }
                self.interaction.played();
                if self.learning.is_some() {
                    // A lesson tells its own end (the panel), not the game's result.
                    self.learn_after();
                    return None;
                }
                for pass in played.passes {
                    let effect = self.overlay.show_routine_toast(&pass);
                    self.effects.extend(effect);
                }
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
        self.park();
        let mut entropy = mix(&mut self.entropy);
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

    /// Reads a record; the current game is replaced only if it reads.
    fn import(&mut self, text: &str) {
        let before = self.kept_now();
        match self.session.import(text) {
            Ok(imported) => {
                if let Some(kept) = before {
                    self.games.put(kept);
                    self.effects.push(Effect::SaveGames(self.games.write()));
                }
                self.cancel_bot();
                self.interaction.imported();
                self.overlay.take_dialog();
                self.overlay.show_result(self.session.is_over());
                let lang = self.lang();
                let name = ashtapada_i18n::names::ruleset_name(lang, self.session.rules());
                let n = imported.actions as i64;
                let rules = self.session.rules();
                self.note(words::Words::new(|l| {
                    l.note_imported(n, ashtapada_i18n::names::ruleset_name(l, rules))
                }));
                self.toast(&lang.toast_imported(n, name));
            }
            Err(error) => {
                let message = error.to_string();
                let effect =
                    self.overlay
                        .import_failed(text, message.clone(), (error.line, error.column));
                self.effects.push(effect);
                self.toast(&self.lang().toast_not_imported(&message));
            }
        }
    }

    /// The move box's text, played if it reads and is legal.
    fn typed(&mut self, text: &str) {
        let Some((action, text)) = self.interaction.typed(text, &self.session) else {
            return;
        };
        match self.play(action) {
            None => self.effects.push(Effect::ClearMoveBox),
            Some(reason) => self.interaction.refused(self.lang(), &text, &reason),
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
            self.toast(&message);
            return;
        }
        if let Some(reason) = self.play(action) {
            self.note(words::Words::new(|l| l.note_bot_refused(&reason)));
            self.play_fallback();
        }
        self.settle();
    }

    /// The worker could not answer request `id`: the bot plays a random legal action so that
    /// the game goes on.
    pub fn bot_failed(&mut self, id: u32, reason: &str) {
        if self.review.as_ref().is_some_and(|r| r.waits_for(id)) {
            self.review = None;
            self.toast(&self.lang().review_failed(reason));
            self.settle();
            return;
        }
        let Some(asked) = self.bots.answered(id) else {
            return;
        };
        if asked.hint {
            self.toast(&self.lang().hint_failed(reason));
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

    /// After every change: automatic rolls and passes for people, the next bot request, the
    /// autosave.
    fn settle(&mut self) {
        for _ in 0..256 {
            match self.session.forced_action() {
                Some(action) => {
                    self.play(action);
                }
                None => break,
            }
        }
        if !self.reviewing() {
            if let Some(effect) = self.bots.schedule(&self.session) {
                self.effects.push(effect);
            }
        }
        self.offer_handoff();
        self.ask_rules_page();
        self.ask_learn_texts();
        // A lesson's game is never saved: the save keeps the game put aside.
        if self.session.take_dirty() && self.learning.is_none() {
            self.effects.push(Effect::Save(self.session.save_file()));
        }
    }
}
