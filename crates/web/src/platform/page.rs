//! The app in the page: restores the autosave, mounts the board, starts the bot worker, and
//! connects the page's controls, keys, files and timers to [`App`]. After every input the app's
//! [`Screen`](ashtapada_app::Screen) and board view are drawn and its [`Effect`]s carried out.
//!
//! # Test hooks
//!
//! For the end-to-end tests (`tests/e2e`), and only for them, the page defines
//! `window.ashtapada`:
//!
//! | function | returns |
//! |---|---|
//! | `state()` | `{ ruleset, toMove, actor, humanToAct, remoteToAct, fen, ply, viewPly, outcome, pending, needsRoll, selected, thinking, hinting, hint, lastThink, legal, dialog, toast, moveError, canUndo, learn, premove, live, baton, faceKnown, marks, mistakes, analysis }` ([`ashtapada_app::TestState`]; `marks`: the review's, `[{ ply, mark }]`; `mistakes`: "Learn from your mistakes" under way, `{ at, of, ply }` or `null`; `analysis`: the analysis board, `{ position, ply, lines: [{ action, value }], faces (how many faces are valued), depth, nodes, millis, running, main }` or `null`) |
//! | `cellCentre(name)` | `{ x, y }`: the centre of a cell (`"e2"`, `"b12"`) in viewport CSS pixels, or `null` |
//! | `boardStill()` | whether the board is drawn with no animation, drag or frame pending (a screenshot shows what stays) |
//! | `setBotDelay(ms)` | nothing: the pause before each bot action (0 in tests) |
//! | `record()` | the game record as text |
//! | `workerRestarts()` | how many times the bot worker was restarted |
//! | `stallBotWorker()` | stops the bot worker without a word, as a hung one (the link's timeout restarts it) |
//! | `crashExtrasWorker()` | makes the extras worker fail as a crash does (it is started again, its requests sent again) |
//! | `shareLink()` | the current game's link fragment (`g=…`), or `null` for a game a link cannot carry |
//! | `liveInvite()` | a promise of the invitation link (host): Play live, unless one is out already |
//! | `liveReply()` | a promise of the answer link (a page opened from an invitation; the first seat offered is taken if none was chosen) |
//! | `liveAccept(text)` | nothing: the host enters the guest's answer |
//! | `analyse()` | nothing: the analysis board opens at the position on screen (the move list's current point) |
//!
//! The page also marks `ashtapada:first-board` (`performance.mark`) once the first position is
//! painted, and the service worker (`www/sw.js`) answers a page's `{ ashtapada: 'checked?' }`
//! with `{ ashtapada: 'checked' }` once its check of the server for the last load is over.

use ashtapada_app::command::{AnalysisCommand, LiveCommand, PrefCommand};
use std::cell::{Cell, RefCell};
use std::rc::Rc;
use std::sync::atomic::{AtomicBool, Ordering};

use ashtapada_i18n::Lang;
use wasm_bindgen::prelude::*;

use super::bot_worker::{Supervisor, WorkerEvent};
use super::browser::{canvas_by_id, log_error, Result};
use super::canvas::BoardCanvas;
use super::dom::{self, Renderer};
use super::extras_worker::{self, Ask};
use super::{files, storage};
use ashtapada_app::games::GAMES_KEY;
use ashtapada_app::learn::progress::PROGRESS_KEY;
use ashtapada_app::live::{Out, ANSWER_KEY, BEAT_MS};
use ashtapada_app::save::{SaveFile, BROKEN_SAVE_KEY, SAVE_KEY};
use ashtapada_app::words::Words;
use ashtapada_app::{App, Command, Effect, VIEW_KEY};

/// Id of the board's `<canvas>` in the page.
pub const BOARD_CANVAS_ID: &str = "board";
/// Id of the element showing the worker's status.
pub const STATUS_ID: &str = "status";
/// The worker's loader script, relative to the page. Trunk writes it next to `index.html`
/// (`data-loader-shim` on the worker's link in `www/index.html`); its name is not hashed.
pub const WORKER_URL: &str = "./ashtapada-worker_loader.js";
/// The service worker that keeps the offline copy (`www/sw.js`, copied as is by Trunk).
pub const SERVICE_WORKER_URL: &str = "./sw.js";

/// Whether the page speaks French, for the panic hook (which cannot borrow the app).
static FRENCH: AtomicBool = AtomicBool::new(false);

/// The dialogs of `www/index.html`.
struct Shell {
    app: RefCell<App>,
    board: RefCell<Option<BoardCanvas>>,
    renderer: RefCell<Renderer>,
    bots: RefCell<Option<Supervisor>>,
    save_failed: Cell<bool>,
    /// The save's text as this tab last wrote, read or followed it: a stored text that is
    /// not this one was written by another tab since (see `ashtapada_app::tabs`).
    last_save: RefCell<Option<String>>,
    /// What this tab showed besides the game, as last stored (`App::view`).
    last_view: RefCell<String>,
    /// Live play's connections.
    live: super::live::Peers,
    /// Whether live play's heartbeat is running ([`Shell::beat`]): started by the update
    /// that finds live play on.
    beating: Cell<bool>,
}

/// Starts the page (see the module's documentation).
///
/// # Errors
/// If the page lacks an element the app needs, or the browser refuses a basic call.
pub fn run() -> Result<()> {
    // A bug must not leave a silent, frozen page: say so, and how to get the game back (it is
    // saved after every action). The release site's panics trap at once, with no hook
    // (`-C panic=immediate-abort`, xtask's `SITE_TOOLCHAIN`): `www/boot.js` says those.
    #[cfg(any(panic = "abort", panic = "unwind"))]
    std::panic::set_hook(Box::new(|info| {
        let lang = if FRENCH.load(Ordering::Relaxed) {
            Lang::Fr
        } else {
            Lang::En
        };
        let message = lang.bug(&info.to_string());
        log_error(&message);
        if let Ok(status) = dom::element("status") {
            status.set_text_content(Some(&message));
            let _ = status.set_attribute("data-state", "error");
        }
    }));
    let entropy = dom::random_u64().unwrap_or_else(|error| {
        log_error(&error.to_string());
        (dom::now_ms() * 1e6) as u64
    });
    let saved = storage::get(SAVE_KEY).unwrap_or_else(|error| {
        log_error(&error.to_string());
        None
    });
    let (mut app, message) = App::restore(
        saved.as_deref(),
        &storage::BrowserJson,
        entropy,
        dom::browser_lang(),
    );
    match storage::get(GAMES_KEY) {
        Ok(Some(text)) => app.set_games(&text),
        Ok(None) => {}
        Err(error) => log_error(&error.to_string()),
    }
    match storage::get(PROGRESS_KEY) {
        Ok(Some(text)) => app.set_progress(&text),
        Ok(None) => {}
        Err(error) => log_error(&error.to_string()),
    }
    if let (Some(message), Some(text)) = (&message, &saved) {
        log_error(message);
        // Kept aside, in case someone wants it back.
        if let Err(error) = storage::set(BROKEN_SAVE_KEY, text) {
            log_error(&error.to_string());
        }
    }
    let shell = Rc::new(Shell {
        app: RefCell::new(app),
        board: RefCell::new(None),
        renderer: RefCell::new(Renderer::new()),
        bots: RefCell::new(None),
        save_failed: Cell::new(false),
        last_save: RefCell::new(saved.clone()),
        last_view: RefCell::new(String::new()),
        live: super::live::Peers::default(),
        beating: Cell::new(false),
    });

    // The board.
    let canvas = canvas_by_id(BOARD_CANVAS_ID)?;
    let s = shell.clone();
    let board = BoardCanvas::new(canvas.clone(), move |_, intent| {
        s.with_app(|app| app.intent(intent));
    })?;
    // Until the person chooses a board, a browser that asks for more contrast gets it.
    board.set_prefers_contrast(dom::prefers_contrast());
    *shell.board.borrow_mut() = Some(board);

    // Controls, the move box, keys, dialogs, files.
    let s = shell.clone();
    dom::on_control(move |control| {
        match Command::parse(
            &control.cmd,
            control.arg.as_deref(),
            control.value.as_deref(),
        ) {
            Some(command) => {
                let start = command == Command::Start;
                s.with_app(|app| app.command(command));
                // A game started from the keyboard is played on the board (arrow keys, Enter;
                // H for a hint), not from the top of the page where the form's opener is, nor
                // from the move box, which is one Tab further.
                if start {
                    dom::focus_if_keyboard("board");
                }
            }
            None => log_error(&format!("unknown control `{}`", control.cmd)),
        }
    })?;
    let s = shell.clone();
    dom::on_submit("move-form", "move-input", move |text| {
        let command = Command::from_move_box(text);
        if command == Command::Hint {
            let _ = dom::set_field_value("move-input", "");
        }
        s.with_app(|app| app.command(command));
    })?;
    let s = shell.clone();
    dom::on_key(move |key| {
        let handled = s.app.borrow_mut().key(key);
        if handled {
            s.update();
        }
        handled
    })?;
    // The board by keyboard: its cursor, and Enter or Space on a cell.
    let s = shell.clone();
    dom::on_element_keys(BOARD_CANVAS_ID, move |key| {
        let handled = s.app.borrow_mut().board_key(key);
        if handled {
            s.update();
        }
        handled
    })?;
    let s = shell.clone();
    dom::on_list_keys("moves", "ply-", move |key, item| {
        let next = s.app.borrow_mut().moves_key(key, item);
        if next.is_some() {
            s.update();
        }
        next
    })?;
    let s = shell.clone();
    // Escape on any dialog the screen opens is the app's Close: the same list as the screen's,
    // so that no dialog closes in the browser while the app still holds it open.
    let dialogs: Vec<&'static str> = shell
        .app
        .borrow()
        .screen()
        .dialogs
        .iter()
        .map(|d| d.0)
        .collect();
    dom::on_dialog_cancel(&dialogs, move || {
        s.with_app(|app| app.command(Command::Close))
    })?;
    let s = shell.clone();
    files::on_pick("import-file", move |picked| match picked {
        Ok(text) => s.with_app(|app| app.command(Command::Import(text))),
        Err(why) => s.with_app(|app| app.tell(Words::new(|l| why.text(l)))),
    })?;

    shell
        .app
        .borrow_mut()
        .set_page_address(&dom::page_address());
    // What this tab showed before a reload (a lesson, a review) is shown again; a link in the
    // address then comes first.
    if let Ok(Some(view)) = storage::tab_get(VIEW_KEY) {
        shell.with_app(|app| app.restore_view(&view));
    }
    // A game link in the address, or one opened later in this tab.
    if let Some(fragment) = dom::take_game_link() {
        shell.arrived(&fragment);
    }
    let s = shell.clone();
    dom::on_hash_change(move || {
        if let Some(fragment) = dom::take_game_link() {
            s.arrived(&fragment);
        }
    })?;
    // An answer link opened in another tab of this browser, for this one's invitation.
    let s = shell.clone();
    super::browser::on_storage(Some(ANSWER_KEY), move |text| {
        s.with_app(|app| {
            app.answer_link(&text);
        });
    })?;

    // Another tab stored its kept games: they join this tab's list (merged game by game, so
    // that neither tab's games are lost when this one next stores its list).
    let s = shell.clone();
    super::browser::on_storage(Some(GAMES_KEY), move |text| {
        s.with_app(|app| {
            app.games_to_store(&text);
        });
    })?;

    // Another tab wrote the save: the same game is followed here, another is kept
    // (`ashtapada_app::tabs`).
    let s = shell.clone();
    super::browser::on_storage(Some(SAVE_KEY), move |text| {
        let mut followed = false;
        s.with_app(|app| followed = app.other_tab_saved(&text, &storage::BrowserJson));
        if followed {
            *s.last_save.borrow_mut() = Some(text);
        }
    })?;
    // The whole storage cleared: this tab stores what it holds again, and says so.
    let s = shell.clone();
    super::browser::on_storage(None, move |_| {
        *s.last_save.borrow_mut() = None;
        s.with_app(App::storage_cleared);
    })?;
    // The person is on this tab: it plays the game on screen, and any other tab showing it
    // follows (this tab writes the save, which they hear).
    let s = shell.clone();
    super::browser::on_come_back(move || s.with_app(App::take_over))?;
    if !super::browser::page_hidden() {
        shell.app.borrow_mut().take_over();
    }

    install_test_hooks(&shell)?;
    shell.update();
    dom::mark_started()?;
    dom::after_next_frame(|| {
        if let Err(error) = dom::mark("ashtapada:first-board") {
            log_error(&error.to_string());
        }
        // The offline copy, once the board is up (its install fetches the site again).
        dom::register_service_worker(SERVICE_WORKER_URL);
    })?;
    // The bot worker, last: the board is already on screen.
    let s = shell.clone();
    let bots = Supervisor::start(
        |_| WORKER_URL.to_string(),
        move |event| {
            s.with_app(|app| match event {
                WorkerEvent::Answer {
                    id,
                    action,
                    nodes,
                    depth,
                    millis,
                    score,
                    played,
                } => {
                    app.bot_stats(id, nodes, depth, millis);
                    app.worker_answer(id, action, score, played);
                }
                WorkerEvent::Lines { id, answer } => {
                    app.analysis_lines(id, answer);
                }
                WorkerEvent::Failed { id, reason } => {
                    let why = reason.text(app.lang());
                    app.bot_failed(id, &why);
                }
                WorkerEvent::Log(news) => {
                    dom::log(&news.text(app.lang()));
                    app.note(Words::new(|l| news.text(l)));
                }
                WorkerEvent::Status(status) => app.set_worker_status(status),
            });
        },
    );
    *shell.bots.borrow_mut() = Some(bots);
    Ok(())
}

impl Shell {
    /// A link in the address: a game's, an invitation to play live, or an answer to this
    /// browser's invitation (handed to the tab that invited when it is another).
    fn arrived(self: &Rc<Self>, fragment: &str) {
        if !fragment.starts_with("#answer=") {
            return self.with_app(|app| app.open_link(fragment));
        }
        let mut taken = false;
        self.with_app(|app| taken = app.answer_link(fragment));
        if !taken {
            let passed = storage::set(ANSWER_KEY, fragment);
            if passed.is_ok() {
                self.with_app(|app| app.tell(Words::new(|l| l.live_answer_passed().into())));
            }
            let _ = self.stored(passed);
        }
    }

    /// Carries out what the app asks of live play's connections; their events go back to it.
    fn live(self: &Rc<Self>, out: Out) -> Result<()> {
        let s = self.clone();
        let on: super::live::Handler = Rc::new(move |peer, event| {
            let s = s.clone();
            // Never within another update of the app (a close can be heard during one).
            let _ = dom::set_timeout(0, move || s.with_app(|app| app.live_event(peer, event)));
        });
        match out {
            Out::Offer { peer, servers } => self.live.offer(peer, &servers, on),
            Out::Answer {
                peer,
                offer,
                servers,
            } => self.live.answer(peer, &offer, &servers, on),
            Out::Accept { peer, answer } => self.live.accept(peer, &answer, on),
            Out::Send { peer, text } => return self.live.send(peer, &text),
            Out::Close { peer } => self.live.close(peer),
        }
        Ok(())
    }

    /// Live play's heartbeat: every [`BEAT_MS`] while live play is on (it starts with the
    /// first connection asked for, and stops with live play).
    fn beat(self: &Rc<Self>) {
        let s = self.clone();
        let _ = dom::set_timeout(BEAT_MS, move || {
            s.with_app(App::live_beat);
            if s.app.borrow().live_on() {
                s.beat();
            } else {
                s.beating.set(false);
            }
        });
    }

    /// Where the extras worker's answers go: to the app.
    fn extras_answer(self: &Rc<Self>) -> impl Fn(extras_worker::Answer) + 'static {
        let s = self.clone();
        move |answer| {
            s.with_app(|app| match answer {
                Ok(reply) => app.extras_answer(reply),
                Err(requests) => app.extras_unanswered(&requests),
            });
        }
    }

    /// Changes the app, then shows the result.
    fn with_app(self: &Rc<Self>, f: impl FnOnce(&mut App)) {
        {
            let mut app = self.app.borrow_mut();
            app.set_now(js_sys::Date::now() as u64);
            f(&mut app);
        }
        self.update();
    }

    /// Draws the app and carries out its effects.
    fn update(self: &Rc<Self>) {
        let (screen, view, animate, effects, live, shown) = {
            let mut app = self.app.borrow_mut();
            (
                app.screen(),
                app.board_view(),
                app.take_animate(),
                app.take_effects(),
                app.is_live(),
                app.view(),
            )
        };
        FRENCH.store(screen.lang == Lang::Fr, Ordering::Relaxed);
        match self.renderer.borrow_mut().apply(&screen) {
            Ok(changed) => {
                if changed.contains(&"moves") {
                    let _ = dom::scroll_list("moves", live);
                }
                if changed.contains(&"log") {
                    let _ = dom::scroll_list("log", true);
                }
            }
            Err(error) => log_error(&error.to_string()),
        }
        if let Some(board) = self.board.borrow().as_ref() {
            if animate || board.view() != view {
                board.set_view(view, animate);
            }
        }
        for effect in effects {
            self.effect(effect);
        }
        if *self.last_view.borrow() != shown {
            // Without storage (some private windows, told already by the save) a reload shows
            // the game alone: nothing more to say.
            let _ = storage::tab_set(VIEW_KEY, &shown);
            *self.last_view.borrow_mut() = shown;
        }
        // Live play beats while it is on (from the moment a person asks for it).
        if !self.beating.get() && self.app.borrow().live_on() {
            self.beating.set(true);
            self.beat();
        }
    }

    /// What came of a write to the browser's storage: the first refusal (storage full, or
    /// disabled as in some private windows) is told to the player, with what it means: the page
    /// plays on from memory, and what is on screen will not survive a reload unless exported.
    /// Later ones are only logged.
    fn stored(self: &Rc<Self>, result: Result<()>) -> Result<()> {
        match result {
            Err(error) if !self.save_failed.replace(true) => {
                let message = error.to_string();
                log_error(&message);
                // The player is told why in words of the page, not the browser's English.
                let full = message.to_ascii_lowercase().contains("quota");
                let s = self.clone();
                dom::set_timeout(0, move || {
                    s.with_app(|app| {
                        app.tell(Words::new(|l| {
                            if full {
                                l.save_failed_full()
                            } else {
                                l.save_failed_off()
                            }
                            .into()
                        }))
                    })
                })
            }
            other => other,
        }
    }

    /// Writes the save. What another tab stored there since this one last wrote or followed
    /// it goes to the Games list first, unless this tab's game holds it all
    /// (`App::keep_stored_save`).
    fn save(self: &Rc<Self>, file: &SaveFile) -> Result<()> {
        let text = storage::save_text(file)?;
        if let Ok(Some(stored)) = storage::get(SAVE_KEY) {
            if self.last_save.borrow().as_deref() != Some(stored.as_str()) {
                let effects = {
                    let mut app = self.app.borrow_mut();
                    app.keep_stored_save(&stored, &storage::BrowserJson);
                    app.take_effects()
                };
                for effect in effects {
                    self.effect(effect);
                }
            }
        }
        let result = storage::set(SAVE_KEY, &text);
        if result.is_ok() {
            *self.last_save.borrow_mut() = Some(text);
        }
        self.stored(result)
    }

    /// Carries out one effect of the app; a failure is logged, not shown (the app goes on).
    fn effect(self: &Rc<Self>, effect: Effect) {
        let result = match effect {
            Effect::Save(file) => self.save(&file),
            Effect::Think { request, delay_ms } => {
                let s = self.clone();
                let id = request.id();
                dom::set_timeout(delay_ms, move || {
                    let waiting = s.app.borrow().waits_for(id);
                    let bots = s.bots.borrow().clone();
                    if let (true, Some(bots)) = (waiting, bots) {
                        bots.submit(request);
                    }
                })
            }
            Effect::CancelThink => {
                if let Some(bots) = self.bots.borrow().as_ref() {
                    bots.cancel();
                }
                Ok(())
            }
            Effect::Download { file_name, text } => files::download(&file_name, &text),
            Effect::PickFile => files::pick("import-file"),
            Effect::Copy(text) => {
                dom::copy(&text);
                Ok(())
            }
            Effect::Reveal(id) => dom::reveal(id),
            Effect::SaveGames => {
                // Read just before writing: another tab may have stored its games since.
                let stored = storage::get(GAMES_KEY).ok().flatten().unwrap_or_default();
                let text = self.app.borrow_mut().games_to_store(&stored);
                self.stored(storage::set(GAMES_KEY, &text))
            }
            Effect::SaveLearn(text) => self.stored(storage::set(PROGRESS_KEY, &text)),
            Effect::LearnCourse { lang, course } => {
                let ask = Ask::Course {
                    lang: lang.code(),
                    course,
                };
                extras_worker::ask(ask, self.extras_answer())
            }
            Effect::Qr(text) => extras_worker::ask(Ask::Qr(&text), self.extras_answer()),
            Effect::LearnList { lang, progress } => {
                let ask = Ask::LearnList {
                    lang: lang.code(),
                    progress: &progress,
                };
                extras_worker::ask(ask, self.extras_answer())
            }
            Effect::RulesPage { lang, rules } => {
                let ask = Ask::RulesPage {
                    lang: lang.code(),
                    ruleset: rules,
                };
                extras_worker::ask(ask, self.extras_answer())
            }
            Effect::WebShare(url) => {
                dom::web_share(&url);
                Ok(())
            }
            Effect::ToastTimer(serial) => {
                let chars = {
                    let app = self.app.borrow();
                    let text = app
                        .toast_message()
                        .map(|t| t.news.text(app.lang(), app.rules()));
                    text.map_or(0, |t| t.chars().count())
                };
                let s = self.clone();
                dom::set_timeout(2_500 + 45 * chars as u32, move || {
                    s.with_app(|app| app.toast_expired(serial));
                })
            }
            Effect::ClearMoveBox => dom::set_field_value("move-input", ""),
            Effect::SelectRecordText { start, end } => dom::select_text("record-text", start, end),
            Effect::Sound(sound) => {
                let volume = self.app.borrow().volume();
                super::audio::play(sound, volume);
                Ok(())
            }
            Effect::Live(out) => self.live(out),
            Effect::LiveExchange(exchange) => {
                extras_worker::ask(Ask::Live(&exchange), self.extras_answer())
            }
        };
        if let Err(error) = result {
            log_error(&error.to_string());
        }
    }
}

/// The test state as a plain JavaScript object, built by hand over the value interface of
/// [`ashtapada_worker::js`] (no serializer in the page's download): the fields of
/// [`ashtapada_app::TestState`] under their serde names.
fn test_state_value(t: &ashtapada_app::TestState) -> JsValue {
    use ashtapada_worker::js::value::{object, string_or_null};
    let n = |v: usize| JsValue::from_f64(v as f64);
    let legal: js_sys::Array = t.legal.iter().map(|a| JsValue::from_str(a)).collect();
    let last_think = t.last_think.as_ref().map_or(JsValue::NULL, |l| {
        object(&[
            ("level", JsValue::from_str(l.level)),
            ("nodes", JsValue::from_f64(l.nodes as f64)),
            ("depth", JsValue::from_f64(f64::from(l.depth))),
            ("millis", JsValue::from_f64(l.millis)),
        ])
    });
    let learn = t.learn.as_ref().map_or(JsValue::NULL, |l| {
        object(&[
            ("course", JsValue::from_str(l.course)),
            ("step", n(l.step)),
            ("steps", n(l.steps)),
            ("status", JsValue::from_str(l.status)),
            ("next", string_or_null(l.next.as_deref())),
        ])
    });
    let marks: js_sys::Array = t
        .marks
        .iter()
        .map(|m| object(&[("ply", n(m.ply)), ("mark", JsValue::from_str(m.mark))]))
        .collect();
    object(&[
        ("ruleset", JsValue::from_str(t.ruleset)),
        ("toMove", JsValue::from_f64(f64::from(t.to_move))),
        ("actor", JsValue::from_f64(f64::from(t.actor))),
        ("humanToAct", JsValue::from_bool(t.human_to_act)),
        ("remoteToAct", JsValue::from_bool(t.remote_to_act)),
        ("fen", JsValue::from_str(&t.fen)),
        ("ply", n(t.ply)),
        ("viewPly", n(t.view_ply)),
        ("outcome", string_or_null(t.outcome)),
        ("pending", string_or_null(t.pending)),
        ("needsRoll", JsValue::from_bool(t.needs_roll)),
        ("selected", string_or_null(t.selected.as_deref())),
        ("thinking", JsValue::from_bool(t.thinking)),
        ("hinting", JsValue::from_bool(t.hinting)),
        ("hint", string_or_null(t.hint.as_deref())),
        ("lastThink", last_think),
        ("legal", legal.into()),
        ("dialog", string_or_null(t.dialog)),
        ("toast", string_or_null(t.toast.as_deref())),
        ("moveError", string_or_null(t.move_error.as_deref())),
        ("canUndo", JsValue::from_bool(t.can_undo)),
        ("learn", learn),
        ("premove", string_or_null(t.premove.as_deref())),
        ("live", JsValue::from_str(t.live)),
        ("marks", marks.into()),
        ("baton", string_or_null(t.baton)),
        ("faceKnown", JsValue::from_bool(t.face_known)),
        (
            "mistakes",
            t.mistakes.as_ref().map_or(JsValue::NULL, |m| {
                object(&[("at", n(m.at)), ("of", n(m.of)), ("ply", n(m.ply))])
            }),
        ),
        (
            "analysis",
            t.analysis.as_ref().map_or(JsValue::NULL, analysis_value),
        ),
    ])
}

/// The analysis board's test state as a JavaScript object ([`ashtapada_app::AnalysisState`]):
/// what the end-to-end tests read of it.
fn analysis_value(a: &ashtapada_app::AnalysisState) -> JsValue {
    use ashtapada_worker::js::value::object;
    let n = |v: f64| JsValue::from_f64(v);
    let lines: js_sys::Array = a
        .lines
        .iter()
        .map(|l| {
            object(&[
                ("action", JsValue::from_str(&l.action)),
                ("value", n(f64::from(l.value))),
            ])
        })
        .collect();
    object(&[
        ("position", JsValue::from_str(&a.position)),
        ("ply", n(a.ply as f64)),
        ("lines", lines.into()),
        ("faces", JsValue::from_f64(a.faces.len() as f64)),
        ("depth", n(f64::from(a.depth))),
        ("nodes", n(a.nodes as f64)),
        ("millis", n(a.millis)),
        ("running", JsValue::from_bool(a.running)),
        ("main", JsValue::from_bool(a.main)),
    ])
}

/// Defines `window.ashtapada`, the test hooks of the module's documentation.
fn install_test_hooks(shell: &Rc<Shell>) -> Result<()> {
    let s = shell.clone();
    let state =
        Closure::<dyn Fn() -> JsValue>::new(move || test_state_value(&s.app.borrow().test_state()));
    let s = shell.clone();
    let cell_centre = Closure::<dyn Fn(String) -> JsValue>::new(move |name: String| {
        let centre = s.board.borrow().as_ref().and_then(|b| b.cell_centre(&name));
        match centre {
            Some((x, y)) => {
                let point = js_sys::Object::new();
                let _ = js_sys::Reflect::set(&point, &"x".into(), &x.into());
                let _ = js_sys::Reflect::set(&point, &"y".into(), &y.into());
                point.into()
            }
            None => JsValue::NULL,
        }
    });
    let s = shell.clone();
    let board_still = Closure::<dyn Fn() -> bool>::new(move || {
        s.board.borrow().as_ref().is_none_or(BoardCanvas::is_still)
    });
    let s = shell.clone();
    let board_marks = Closure::<dyn Fn() -> usize>::new(move || {
        s.board.borrow().as_ref().map_or(0, BoardCanvas::marks)
    });
    let s = shell.clone();
    let set_bot_delay = Closure::<dyn Fn(u32)>::new(move |ms: u32| {
        s.app.borrow_mut().set_bot_delay(ms);
    });
    let s = shell.clone();
    let record = Closure::<dyn Fn() -> String>::new(move || s.app.borrow().record());
    let s = shell.clone();
    let share_link = Closure::<dyn Fn() -> JsValue>::new(move || {
        s.app
            .borrow()
            .share_link()
            .map_or(JsValue::NULL, |l| JsValue::from_str(&l))
    });
    let s = shell.clone();
    let restarts = Closure::<dyn Fn() -> u32>::new(move || {
        s.bots.borrow().as_ref().map_or(0, Supervisor::restarts)
    });
    // A stuck worker, for the tests: the bot worker is stopped without a word (as a tab's
    // worker that hangs), the extras worker crashes (an error, as a trap in its wasm).
    let s = shell.clone();
    let stall_bots = Closure::<dyn Fn()>::new(move || {
        if let Some(bots) = s.bots.borrow().as_ref() {
            bots.stall();
        }
    });
    let crash_extras = Closure::<dyn Fn()>::new(super::extras_worker::crash);
    // Every game this browser's storage holds, as records (the save, then the kept games).
    let held = Closure::<dyn Fn() -> js_sys::Array>::new(|| {
        let get = |key| storage::get(key).ok().flatten();
        let games = get(GAMES_KEY).unwrap_or_default();
        ashtapada_app::held_records(get(SAVE_KEY).as_deref(), &games, &storage::BrowserJson)
            .iter()
            .map(|r| JsValue::from_str(r))
            .collect()
    });
    let sounds = Closure::<dyn Fn() -> JsValue>::new(super::audio::played);
    // Live play: the invitation of the game on screen (made if none is out), the answer of a
    // page opened from one (the first seat offered taken if none was), the answer taken.
    let s = shell.clone();
    let live_invite = Closure::<dyn Fn() -> js_sys::Promise>::new(move || {
        let (state, out, _) = s.app.borrow().live();
        if out.is_none() {
            // A first invitation opens the dialog; another (a second guest, one back) is asked
            // for in it.
            let command = if state == "off" {
                Command::Live(LiveCommand::Open)
            } else {
                Command::Live(LiveCommand::Invite)
            };
            s.with_app(|app| app.command(command));
        }
        let s = s.clone();
        super::live::poll(move || s.app.borrow().live().1, 15_000)
    });
    let s = shell.clone();
    let live_reply = Closure::<dyn Fn() -> js_sys::Promise>::new(move || {
        let s = s.clone();
        // The invitation is read in the extras worker: the seats come once it has answered.
        super::live::poll(
            move || {
                let (_, reply, choosing) = s.app.borrow().live();
                if let Some(seat) = choosing.and_then(|m| m.first()) {
                    s.with_app(|app| app.command(Command::Live(LiveCommand::Seat(seat.index()))));
                }
                reply
            },
            15_000,
        )
    });
    let s = shell.clone();
    let live_accept = Closure::<dyn Fn(String)>::new(move |text: String| {
        s.with_app(|app| app.command(Command::Live(LiveCommand::Accept(text))));
    });
    // The link to watch the game (through relays), once written.
    let s = shell.clone();
    let live_watch = Closure::<dyn Fn() -> js_sys::Promise>::new(move || {
        let s = s.clone();
        super::live::poll(move || s.app.borrow().live_watch_link(), 15_000)
    });
    // The relays of the Settings, as a list of addresses (an empty one: the code exchange).
    let s = shell.clone();
    let set_relays = Closure::<dyn Fn(JsValue)>::new(move |urls: JsValue| {
        let urls: Vec<String> = js_sys::Array::from(&urls)
            .iter()
            .filter_map(|u| u.as_string())
            .collect();
        let text = urls.join("\n");
        s.with_app(|app| app.command(Command::Pref(PrefCommand::LiveRelays(text))));
    });
    // Every connection cut, the app not told (a network gone): the tests of coming back.
    let s = shell.clone();
    let live_cut = Closure::<dyn Fn()>::new(move || s.live.cut());
    // The STUN and TURN servers of the Settings, as typed there.
    let s = shell.clone();
    let set_servers = Closure::<dyn Fn(String)>::new(move |text: String| {
        s.with_app(|app| app.command(Command::Pref(PrefCommand::LiveServers(text))));
    });
    // A page opened on a link through relays: connected (the first seat offered taken if
    // none was), with nothing to send back.
    let s = shell.clone();
    let live_join = Closure::<dyn Fn() -> js_sys::Promise>::new(move || {
        let s = s.clone();
        super::live::poll(
            move || {
                let (state, _, choosing) = s.app.borrow().live();
                if let Some(seat) = choosing.and_then(|m| m.first()) {
                    s.with_app(|app| app.command(Command::Live(LiveCommand::Seat(seat.index()))));
                }
                (state == "connected").then(|| state.to_string())
            },
            30_000,
        )
    });
    // The analysis board at the position on screen.
    let s = shell.clone();
    let analyse = Closure::<dyn Fn()>::new(move || {
        s.with_app(|app| app.command(Command::Analysis(AnalysisCommand::Open)));
    });
    let hooks = vec![
        ("stallBotWorker", stall_bots.into_js_value()),
        ("crashExtrasWorker", crash_extras.into_js_value()),
        ("heldGames", held.into_js_value()),
        ("state", state.into_js_value()),
        ("cellCentre", cell_centre.into_js_value()),
        ("boardStill", board_still.into_js_value()),
        ("boardMarks", board_marks.into_js_value()),
        ("setBotDelay", set_bot_delay.into_js_value()),
        ("record", record.into_js_value()),
        ("workerRestarts", restarts.into_js_value()),
        ("shareLink", share_link.into_js_value()),
        ("soundsPlayed", sounds.into_js_value()),
        ("liveLink", live_invite.as_ref().clone()),
        ("liveWatchLink", live_watch.into_js_value()),
        ("liveInvite", live_invite.into_js_value()),
        ("setRelays", set_relays.into_js_value()),
        ("setServers", set_servers.into_js_value()),
        ("liveCut", live_cut.into_js_value()),
        ("liveJoin", live_join.into_js_value()),
        ("liveReply", live_reply.into_js_value()),
        ("liveAccept", live_accept.into_js_value()),
        ("analyse", analyse.into_js_value()),
    ];
    dom::expose("ashtapada", hooks)
}
