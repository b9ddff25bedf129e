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
//! - [`setup`]: who plays each seat, the new-game form, the preferences.
//! - [`command`]: the controls' vocabulary.
//! - [`render`]: the panels and dialogs as HTML text.
//! - [`save`]: the autosave.
//! - [`worker_link`]: the bot worker's handshake, timeouts and restarts.

pub mod command;
mod html;
pub mod json;
pub mod render;
pub mod save;
pub mod setup;
pub mod worker_link;

#[cfg(test)]
mod tests;

use ashtapada_rules::explain::Refusal;
use ashtapada_rules::record::{self, Tags};
use ashtapada_rules::{
    fen, notation, Action, Bitboard, Event, Game, Move, Outcome, Pending, PlayError, Position,
    Role, Ruleset, Seat, Square, WinReason,
};
use ashtapada_worker::{BotLevel, GameSpec, Request, WireAction};
use serde::Serialize;

/// The bot that works out hints for people: the hard search ...
pub const HINT_LEVEL: BotLevel = BotLevel::Hard;
/// ... for half a second (`ashtapada_bots::HINT_MILLIS`), so that a hint comes quickly.
pub const HINT_BUDGET_MS: u32 = 500;

use crate::board::{army_colours, BoardView, Intent};
pub use command::Command;
pub use render::Screen;
pub use setup::{Controller, Prefs, Setup};

/// Something the page must do for the app.
#[derive(Debug, Clone, PartialEq)]
pub enum Effect {
    /// Write this save ([`save::SAVE_KEY`]).
    Save(String),
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
    /// Select characters `start..end` of the record text box (where an import error is).
    SelectRecordText {
        /// First character.
        start: usize,
        /// After the last.
        end: usize,
    },
}

/// A short message over the board.
#[derive(Debug, Clone, PartialEq, Eq)]
pub struct Toast {
    /// Increases with each toast (for its timer).
    pub serial: u32,
    /// The message.
    pub text: String,
}

/// A note in the game log that is not a game event (an import, a worker restart).
#[derive(Debug, Clone, PartialEq, Eq)]
pub struct Note {
    /// After how many actions it happened.
    pub ply: usize,
    /// What happened.
    pub text: String,
}

/// A promotion waiting for the player's choice.
#[derive(Debug, Clone, PartialEq, Eq)]
pub struct PromotionChoice {
    /// The pawn's cell.
    pub from: Square,
    /// Where it goes.
    pub to: Square,
    /// The roles it may become.
    pub roles: Vec<Role>,
}

/// A dialog the app opened (those that follow from the game, the answer to an offer and the
/// result, are derived from it instead).
#[derive(Debug, Clone, PartialEq, Eq)]
pub enum Dialog {
    /// The new-game form.
    Setup(Setup),
    /// "Resign?"
    ConfirmResign(Seat),
    /// "Agree to a draw?"
    ConfirmDraw,
    /// The record as text, with an import error if the last import failed.
    Record {
        /// The text in the box.
        text: String,
        /// The last import's error.
        error: Option<String>,
    },
}

/// A bot request the app waits for.
#[derive(Debug, Clone, Copy, PartialEq, Eq)]
pub struct Thinking {
    /// The request's id.
    pub id: u32,
    /// The bot's seat (for a hint: the person's seat the hint is for).
    pub seat: Seat,
    /// A hint for a person rather than a bot's own action.
    pub hint: bool,
}

/// A suggestion of the hard search for a person's decision, shown until the game moves on.
#[derive(Debug, Clone, Copy, PartialEq, Eq)]
pub struct Hint {
    /// After how many actions it applies.
    pub ply: usize,
    /// The suggested action.
    pub action: Action,
}

/// What the worker reported about its last answer (shown to tests and in the benchmarks).
#[derive(Debug, Clone, Copy, PartialEq, Serialize)]
pub struct ThinkStats {
    /// The level asked for (`easy`, `medium`, `hard`, `random`).
    pub level: &'static str,
    /// Search nodes visited.
    pub nodes: u64,
    /// Depth completed, in turns.
    pub depth: u32,
    /// Milliseconds of search, by the worker's clock.
    pub millis: f64,
}

/// What a test sees of the app (`window.ashtapada.state()`).
#[derive(Debug, Clone, Serialize)]
pub struct TestState {
    /// The ruleset id.
    pub ruleset: &'static str,
    /// The seat whose turn it is.
    #[serde(rename = "toMove")]
    pub to_move: u8,
    /// The seat that must act now.
    pub actor: u8,
    /// Whether a person plays the actor.
    #[serde(rename = "humanToAct")]
    pub human_to_act: bool,
    /// The current position.
    pub fen: String,
    /// Actions played.
    pub ply: usize,
    /// The position shown (`ply` when live).
    #[serde(rename = "viewPly")]
    pub view_ply: usize,
    /// The result marker, if the game is over.
    pub outcome: Option<&'static str>,
    /// `answer`, `place`, `reintroduction`, `promotion` or `null`.
    pub pending: Option<&'static str>,
    /// Whether the die must be rolled.
    #[serde(rename = "needsRoll")]
    pub needs_roll: bool,
    /// The selected cell.
    pub selected: Option<String>,
    /// Whether a bot is thinking.
    pub thinking: bool,
    /// Whether a hint is being worked out.
    pub hinting: bool,
    /// The hint shown, in record notation.
    pub hint: Option<String>,
    /// The worker's report on its last answer.
    #[serde(rename = "lastThink")]
    pub last_think: Option<ThinkStats>,
    /// The legal actions of the actor, in record notation.
    pub legal: Vec<String>,
    /// The open dialog, if any.
    pub dialog: Option<&'static str>,
    /// The toast, if any.
    pub toast: Option<String>,
    /// The move box's error, if any.
    #[serde(rename = "moveError")]
    pub move_error: Option<String>,
    /// Whether undo is possible.
    #[serde(rename = "canUndo")]
    pub can_undo: bool,
}

/// The whole app.
#[derive(Debug, Clone)]
pub struct App {
    game: Game,
    tags: Tags,
    seats: Vec<Controller>,
    prefs: Prefs,
    view: Option<usize>,
    selected: Option<Square>,
    promotion: Option<PromotionChoice>,
    dialog: Option<Dialog>,
    rules_page: Option<&'static Ruleset>,
    result_open: bool,
    toast: Option<Toast>,
    move_error: Option<String>,
    notes: Vec<Note>,
    thinking: Option<Thinking>,
    hint: Option<Hint>,
    last_think: Option<ThinkStats>,
    next_id: u32,
    effects: Vec<Effect>,
    animate: bool,
    dirty: bool,
    entropy: u64,
    worker_status: crate::status::WorkerStatus,
}

/// SplitMix64: fresh seeds from the page's entropy, reproducibly in tests.
fn mix(x: &mut u64) -> u64 {
    *x = x.wrapping_add(0x9e37_79b9_7f4a_7c15);
    let mut z = *x;
    z = (z ^ (z >> 30)).wrapping_mul(0xbf58_476d_1ce4_e5b9);
    z = (z ^ (z >> 27)).wrapping_mul(0x94d0_49bb_1331_11eb);
    z ^ (z >> 31)
}

/// The sentence with a capital first letter. Only ASCII letters are raised: the messages start
/// with English words or names already capitalised, and the page then needs no Unicode case
/// tables of its own.
fn sentence(text: &str) -> String {
    let mut out = text.to_string();
    if let Some(first) = out.get_mut(..1) {
        first.make_ascii_uppercase();
    }
    out
}

impl App {
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
        let seed = form
            .parsed_seed()
            .ok()
            .flatten()
            .unwrap_or_else(|| mix(&mut entropy) >> 11);
        let rules = form.rules();
        let seats = form.controllers();
        let tags = Tags {
            players: seats.iter().map(|c| c.label()).collect(),
            options: setup::options_for(rules, form.stake),
            other: Vec::new(),
        };
        App {
            game: Game::new(rules, seed),
            tags,
            seats,
            prefs: Prefs::default(),
            view: None,
            selected: None,
            promotion: None,
            dialog: None,
            rules_page: None,
            result_open: false,
            toast: None,
            move_error: None,
            notes: Vec::new(),
            thinking: None,
            hint: None,
            last_think: None,
            next_id: 1,
            effects: Vec::new(),
            animate: false,
            dirty: true,
            entropy,
            worker_status: crate::status::WorkerStatus::Starting,
        }
    }

    /// The app as saved, or, if the save cannot be used, a new default game and a message
    /// saying why (the unreadable save should be kept aside by the page:
    /// [`save::BROKEN_SAVE_KEY`]).
    pub fn restore(saved: Option<&str>, entropy: u64) -> (App, Option<String>) {
        let Some(text) = saved else {
            return (App::new(&Setup::default(), entropy), None);
        };
        match save::read(text) {
            Ok(s) => {
                let mut app = App::fresh(&Setup::default(), entropy);
                app.game = s.game;
                app.tags = s.tags;
                app.seats = s.seats;
                app.prefs = s.prefs;
                app.dirty = false;
                app.settle();
                (app, None)
            }
            Err(why) => {
                let mut app = App::new(&Setup::default(), entropy);
                let message =
                    format!("The saved game could not be restored: {why}. A new game was started.");
                app.toast(message.clone());
                app.notes.push(Note {
                    ply: 0,
                    text: message.clone(),
                });
                (app, Some(message))
            }
        }
    }

    // ----- Reading ---------------------------------------------------------------------------

    /// The game.
    pub fn game(&self) -> &Game {
        &self.game
    }

    /// The record's tags.
    pub fn tags(&self) -> &Tags {
        &self.tags
    }

    /// Who plays each seat.
    pub fn seats(&self) -> &[Controller] {
        &self.seats
    }

    /// The preferences.
    pub fn prefs(&self) -> &Prefs {
        &self.prefs
    }

    /// The ruleset.
    pub fn rules(&self) -> &'static Ruleset {
        self.game.rules()
    }

    /// Rupees per stake unit.
    pub fn stake(&self) -> u32 {
        setup::stake_of(&self.tags)
    }

    /// The open dialog.
    pub fn dialog(&self) -> Option<&Dialog> {
        self.dialog.as_ref()
    }

    /// The selected cell.
    pub fn selected(&self) -> Option<Square> {
        self.selected
    }

    /// The promotion waiting for a choice.
    pub fn promotion(&self) -> Option<&PromotionChoice> {
        self.promotion.as_ref()
    }

    /// The toast.
    pub fn toast_message(&self) -> Option<&Toast> {
        self.toast.as_ref()
    }

    /// Notes besides the game's events.
    pub fn notes(&self) -> &[Note] {
        &self.notes
    }

    /// The bot whose action is waited for (not a hint being worked out).
    pub fn thinking(&self) -> Option<Thinking> {
        self.thinking.filter(|t| !t.hint)
    }

    /// Whether a hint is being worked out.
    pub fn hinting(&self) -> bool {
        self.thinking.is_some_and(|t| t.hint)
    }

    /// The hint for the current decision, if one was asked for and the game has not moved on.
    pub fn hint(&self) -> Option<Hint> {
        self.hint
            .filter(|h| h.ply == self.game.actions().len() && self.is_live())
    }

    /// Whether a hint can be asked for now: a person is to act in the live position, and no
    /// bot or hint request is under way.
    pub fn can_hint(&self) -> bool {
        self.is_live() && self.human_to_act() && self.thinking.is_none()
    }

    /// Whether the app still waits for the bot request `id` (the page checks before posting a
    /// delayed request).
    pub fn waits_for(&self, id: u32) -> bool {
        self.thinking.is_some_and(|t| t.id == id)
    }

    /// Whether a person plays `seat`.
    pub fn is_human(&self, seat: Seat) -> bool {
        self.seats.get(seat.index()) == Some(&Controller::Human)
    }

    fn has_bots(&self) -> bool {
        self.seats.iter().any(|c| c.is_bot())
    }

    fn has_humans(&self) -> bool {
        self.seats.iter().any(|c| !c.is_bot())
    }

    /// The index of the position shown (0 = start; the last = live).
    pub fn shown_index(&self) -> usize {
        let last = self.game.positions().len() - 1;
        self.view.map_or(last, |v| v.min(last))
    }

    /// Whether the current position is shown.
    pub fn is_live(&self) -> bool {
        self.view.is_none()
    }

    /// The position shown.
    pub fn shown(&self) -> &Position {
        &self.game.positions()[self.shown_index()]
    }

    /// Whether a person must act now in the current position.
    pub fn human_to_act(&self) -> bool {
        let pos = self.game.position();
        pos.outcome().is_none() && self.is_human(pos.actor())
    }

    /// Whether a returned king's cell or a reintroduction is to be chosen by a person now.
    pub fn placing(&self) -> bool {
        let pos = self.game.position();
        self.human_to_act()
            && (matches!(pos.pending(), Some(Pending::Place { .. })) || pos.reintroduction_turn())
    }

    /// The seat at the bottom of the board.
    pub fn orientation(&self) -> Seat {
        let players = self.rules().players() as u8;
        match self.prefs.orientation.filter(|&s| s < players) {
            Some(s) => Seat(s),
            None => (0..players)
                .map(Seat)
                .find(|&s| self.is_human(s))
                .unwrap_or(Seat(0)),
        }
    }

    /// The worker's status, as last told by the page.
    pub fn worker_status(&self) -> &crate::status::WorkerStatus {
        &self.worker_status
    }

    /// Whether undo is possible: something was played, the game did not end by resignation or
    /// agreement, and (with bots) a person's decision is there to go back to.
    pub fn can_undo(&self) -> bool {
        if self.game.actions().is_empty() {
            return false;
        }
        if let Some(Outcome::Win {
            reason: WinReason::Resignation,
            ..
        })
        | Some(Outcome::Draw(ashtapada_rules::DrawReason::Agreement)) = self.game.outcome()
        {
            // The record keeps a resignation only as the result of the last position.
            return false;
        }
        !self.has_bots() || !self.has_humans() || self.last_human_decision().is_some()
    }

    /// Whether redo is possible.
    pub fn can_redo(&self) -> bool {
        self.game.can_redo() && self.can_undo_outcome()
    }

    fn can_undo_outcome(&self) -> bool {
        !matches!(
            self.game.outcome(),
            Some(Outcome::Win {
                reason: WinReason::Resignation,
                ..
            }) | Some(Outcome::Draw(ashtapada_rules::DrawReason::Agreement))
        )
    }

    /// A person's decision: an action of a person's seat that is not a roll or a pass (those
    /// are forced), so undo goes back to where a person chose.
    fn is_decision(&self, pos: &Position, action: Action) -> bool {
        self.is_human(pos.actor()) && !matches!(action, Action::Roll(_) | Action::Pass)
    }

    fn last_human_decision(&self) -> Option<usize> {
        let positions = self.game.positions();
        self.game
            .actions()
            .iter()
            .enumerate()
            .rev()
            .find(|&(i, &a)| self.is_decision(&positions[i], a))
            .map(|(i, _)| i)
    }

    /// The seat that resigns: the person to act, else the first person's seat, else the seat
    /// to act.
    fn resigning_seat(&self) -> Seat {
        let actor = self.game.position().actor();
        if self.is_human(actor) {
            return actor;
        }
        (0..self.rules().players() as u8)
            .map(Seat)
            .find(|&s| self.is_human(s))
            .unwrap_or(actor)
    }

    /// Whether the result dialog is open.
    pub fn result_open(&self) -> bool {
        self.result_open && self.game.outcome().is_some()
    }

    /// The rules page shown, if any.
    pub fn rules_page(&self) -> Option<&'static Ruleset> {
        self.rules_page
    }

    /// The move box's error.
    pub fn move_error(&self) -> Option<&str> {
        self.move_error.as_deref()
    }

    /// The record of the game.
    pub fn record(&self) -> String {
        record::write(&self.game, &self.tags)
    }

    /// The save of the app.
    pub fn save_text(&self) -> String {
        save::write(&self.game, &self.tags, &self.seats, &self.prefs)
    }

    /// The page's effects since the last call.
    pub fn take_effects(&mut self) -> Vec<Effect> {
        std::mem::take(&mut self.effects)
    }

    /// Whether the next board view should be animated (a move was played or stepped through),
    /// once.
    pub fn take_animate(&mut self) -> bool {
        std::mem::take(&mut self.animate)
    }

    // ----- The board -------------------------------------------------------------------------

    /// What the board shows.
    pub fn board_view(&self) -> BoardView {
        let index = self.shown_index();
        let pos = self.shown();
        let rules = pos.rules();
        let mut view = BoardView::of_position(pos);
        view.army_colours = army_colours(rules);
        view.orientation = self.orientation();
        view.show_coords = self.prefs.show_coords;
        view.last_move = self.game.actions()[..index]
            .iter()
            .rev()
            .find_map(|a| match a {
                Action::Move(m) => Some((m.from, m.to)),
                _ => None,
            });
        view.dimmed = (0..rules.players() as u8)
            .map(Seat)
            .filter(|&a| pos.frozen(a))
            .fold(Bitboard::EMPTY, |b, a| b | pos.army_cells(a));
        view.hint = self.hint().and_then(|h| match h.action {
            Action::Move(m) => Some((m.from, m.to)),
            Action::Place(sq) => Some((sq, sq)),
            _ => None,
        });
        if self.is_live() && self.human_to_act() && self.promotion.is_none() {
            if let Some(sel) = self.selected {
                view.selected = Some(sel);
                view.dests = pos.destinations(sel);
            }
            if rules.dice.is_some() && pos.roll().is_some() {
                view.movable = self.movable(pos);
            }
            if self.placing() {
                view.marked =
                    self.game
                        .legal_actions()
                        .iter()
                        .fold(Bitboard::EMPTY, |b, a| match a {
                            Action::Place(sq) => b | sq.bb(),
                            _ => b,
                        });
            }
        }
        view
    }

    fn movable(&self, pos: &Position) -> Bitboard {
        let mut list = ashtapada_rules::MoveList::new();
        pos.gen_moves(&mut list);
        list.iter().fold(Bitboard::EMPTY, |b, m| b | m.from.bb())
    }

    // ----- Input -----------------------------------------------------------------------------

    /// Tells the app the worker's status (shown in the panel).
    pub fn set_worker_status(&mut self, status: crate::status::WorkerStatus) {
        self.worker_status = status;
    }

    /// A note for the log (e.g. the worker was restarted).
    pub fn note(&mut self, text: impl Into<String>) {
        self.notes.push(Note {
            ply: self.game.actions().len(),
            text: text.into(),
        });
    }

    fn toast(&mut self, text: impl Into<String>) {
        let serial = self.toast.as_ref().map_or(1, |t| t.serial + 1);
        self.toast = Some(Toast {
            serial,
            text: sentence(&text.into()),
        });
        self.effects.push(Effect::ToastTimer(serial));
    }

    /// Tells the player something (a toast, also kept in the log).
    pub fn tell(&mut self, text: &str) {
        self.note(sentence(text));
        self.toast(text.to_string());
    }

    /// The toast's time is up.
    pub fn toast_expired(&mut self, serial: u32) {
        if self.toast.as_ref().is_some_and(|t| t.serial == serial) {
            self.toast = None;
        }
    }

    /// Back to the current position (a move made while looking at the past applies to the
    /// present).
    fn go_live(&mut self) {
        if self.view.take().is_some() {
            self.animate = true;
        }
    }

    /// What the board reports the user wants.
    pub fn intent(&mut self, intent: Intent) {
        match intent {
            Intent::Deselect => self.selected = None,
            Intent::Select(sq) => self.select(sq),
            Intent::Move { from, to } => self.try_move(from, to),
            Intent::Press(sq) => self.press_empty(sq),
        }
        self.settle();
    }

    /// A press on an empty cell with nothing selected: where a king is placed, when one is.
    fn press_empty(&mut self, sq: Square) {
        if self.placing() && self.game.position().piece_at(sq).is_none() {
            self.go_live();
            self.place(sq);
        }
    }

    fn seat_name(&self, seat: Seat) -> &'static str {
        self.rules().seat(seat).name
    }

    fn not_your_turn(&mut self) {
        let pos = self.game.position();
        if pos.outcome().is_some() {
            self.toast("the game is over");
        } else {
            let actor = pos.actor();
            let who = self.seat_name(actor);
            self.toast(format!("it is {who}'s turn"));
        }
    }

    fn select(&mut self, sq: Square) {
        self.go_live();
        if self.placing() {
            self.place(sq);
            return;
        }
        self.selected = None;
        if !self.human_to_act() {
            self.not_your_turn();
            return;
        }
        let pos = *self.game.position();
        if pos.pending().is_some() {
            self.toast("answer the offer first");
            return;
        }
        if !pos.destinations(sq).is_empty() {
            self.selected = Some(sq);
            return;
        }
        let Some(piece) = pos.piece_at(sq) else {
            return;
        };
        match pos.explain(sq, sq) {
            Err(Refusal::NotYourArmy(_)) => {}
            Err(
                r @ (Refusal::MustRoll
                | Refusal::DieForbids(_)
                | Refusal::ArmyFrozen(_)
                | Refusal::GameOver),
            ) => self.toast(r.message(pos.rules())),
            _ => {
                let name = pos.rules().role_name(piece.role()).to_lowercase();
                self.toast(format!("the {name} has no legal move now"));
            }
        }
    }

    fn place(&mut self, sq: Square) {
        let action = Action::Place(sq);
        if self.game.legal_actions().contains(&action) {
            self.play(action);
        } else {
            self.toast("choose one of the outlined cells for the king");
        }
    }

    fn try_move(&mut self, from: Square, to: Square) {
        self.go_live();
        if !self.human_to_act() {
            self.selected = None;
            self.not_your_turn();
            return;
        }
        let pos = *self.game.position();
        let candidates: Vec<Move> = self
            .game
            .legal_actions()
            .into_iter()
            .filter_map(|a| match a {
                Action::Move(m) if m.from == from && m.to == to => Some(m),
                _ => None,
            })
            .collect();
        match candidates.as_slice() {
            [] => {
                let reason = match pos.explain(from, to) {
                    Err(r) => r.message(pos.rules()),
                    Ok(()) => "that move is not possible now".into(),
                };
                self.toast(reason);
                if pos.destinations(from).is_empty() {
                    self.selected = None;
                } else {
                    self.selected = Some(from);
                }
            }
            [only] => {
                self.play(Action::Move(*only));
            }
            many => {
                self.promotion = Some(PromotionChoice {
                    from,
                    to,
                    roles: many.iter().filter_map(|m| m.promotion).collect(),
                });
            }
        }
    }

    /// A command from the page's controls.
    pub fn command(&mut self, command: Command) {
        use Command as C;
        match command {
            C::NewGame => {
                self.dialog = Some(Dialog::Setup(Setup::from_game(
                    self.rules(),
                    &self.seats,
                    &self.tags,
                )));
            }
            C::SetupRuleset(id) => self.edit_setup(|form| {
                if let Some(r) = Ruleset::all().iter().find(|r| r.id == id) {
                    form.ruleset = r;
                }
            }),
            C::SetupSeat(i, key) => self.edit_setup(|form| {
                if let (Some(slot), Some(c)) = (form.seats.get_mut(i), Controller::from_key(&key)) {
                    *slot = c;
                }
            }),
            C::SetupDice(on) => self.edit_setup(|form| form.dice = on),
            C::SetupStake(text) => self.edit_setup(|form| match text.trim().parse::<u32>() {
                Ok(n) if n > 0 => {
                    form.stake = n;
                    form.error = None;
                }
                _ => form.error = Some("the stake unit must be a whole number above 0".into()),
            }),
            C::SetupSeed(text) => self.edit_setup(|form| {
                form.seed = text;
                form.error = form.parsed_seed().err();
            }),
            C::Start => self.start(),
            C::Rules(id) => {
                self.rules_page = Ruleset::by_id(&id);
            }
            C::Close => self.close_top(),
            C::Roll => self.decide(
                |a| matches!(a, Action::Roll(_)),
                "the die is not to be rolled now",
            ),
            C::Pass => self.decide(
                |a| *a == Action::Pass,
                "a move is possible: the turn cannot pass",
            ),
            C::Offer => self.decide(|a| *a == Action::Offer, "no exchange can be offered now"),
            C::Demand => self.decide(|a| *a == Action::Demand, "no release can be demanded now"),
            C::Answer(yes) => self.decide(
                move |a| *a == Action::Answer(yes),
                "no exchange is waiting for an answer",
            ),
            C::Keep => self.decide(
                |a| *a == Action::Keep,
                "there is no reintroduction to decline",
            ),
            C::Promote(letter) => {
                if let Some(choice) = self.promotion.take() {
                    let role = Role::from_letter(letter).filter(|r| choice.roles.contains(r));
                    match role {
                        Some(role) => {
                            self.play(Action::Move(Move {
                                from: choice.from,
                                to: choice.to,
                                promotion: Some(role),
                            }));
                        }
                        None => self.promotion = Some(choice),
                    }
                }
            }
            C::Undo => self.undo(),
            C::Hint => self.ask_hint(),
            C::Redo => self.redo(),
            C::Flip => {
                let players = self.rules().players() as u8;
                self.prefs.orientation = Some((self.orientation().0 + 1) % players);
                self.dirty = true;
            }
            C::Coords(on) => {
                self.prefs.show_coords = on;
                self.dirty = true;
            }
            C::AutoRoll(on) => {
                self.prefs.auto_roll = on;
                self.dirty = true;
            }
            C::AutoPass(on) => {
                self.prefs.auto_pass = on;
                self.dirty = true;
            }
            C::View(ply) => self.set_view(ply),
            C::First => self.set_view(0),
            C::Prev => self.step(false),
            C::Next => self.step(true),
            C::Last => self.set_view(usize::MAX),
            C::Resign => {
                if self.game.outcome().is_none() {
                    self.dialog = Some(Dialog::ConfirmResign(self.resigning_seat()));
                }
            }
            C::ResignConfirmed => {
                if let Some(Dialog::ConfirmResign(seat)) = self.dialog.take() {
                    if self.game.outcome().is_none() {
                        self.cancel_bot();
                        self.game.resign(seat);
                        let name = self.seat_name(seat);
                        self.note(format!("{name} resigns"));
                        self.finished();
                    }
                }
            }
            C::Draw => {
                if self.game.outcome().is_some() {
                } else if self.has_bots() {
                    self.toast("the bots decline the draw");
                } else {
                    self.dialog = Some(Dialog::ConfirmDraw);
                }
            }
            C::DrawConfirmed => {
                if self.dialog == Some(Dialog::ConfirmDraw) {
                    self.dialog = None;
                    if self.game.outcome().is_none() {
                        self.game.agree_draw();
                        self.note("The players agree to a draw");
                        self.finished();
                    }
                }
            }
            C::ShowResult => self.result_open = self.game.outcome().is_some(),
            C::ExportFile => {
                let id = self.rules().id.replace('+', "-");
                self.effects.push(Effect::Download {
                    file_name: format!("ashtapada-{id}-{}.txt", self.game.actions().len()),
                    text: self.record(),
                });
            }
            C::RecordText => {
                self.dialog = Some(Dialog::Record {
                    text: self.record(),
                    error: None,
                })
            }
            C::ImportFile => self.effects.push(Effect::PickFile),
            C::Import(text) => self.import(&text),
            C::TypedMove(text) => self.typed(&text),
            C::Deselect => {
                self.selected = None;
                self.promotion = None;
            }
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

    fn edit_setup(&mut self, f: impl FnOnce(&mut Setup)) {
        if let Some(Dialog::Setup(form)) = self.dialog.as_mut() {
            f(form);
        }
    }

    fn close_top(&mut self) {
        if self.rules_page.take().is_some() {
            return;
        }
        if self.promotion.take().is_some() {
            self.selected = None;
            return;
        }
        if self.dialog.take().is_some() {
            return;
        }
        self.result_open = false;
    }

    /// Plays the legal action `which` picks, for the person to act.
    fn decide(&mut self, which: impl Fn(&Action) -> bool, refusal: &str) {
        self.go_live();
        if !self.human_to_act() {
            self.not_your_turn();
            return;
        }
        match self.game.legal_actions().into_iter().find(|a| which(a)) {
            Some(action) => {
                self.play(action);
            }
            None => self.toast(refusal.to_string()),
        }
    }

    /// Plays an action and records what it caused. Returns the engine's reason if refused.
    fn play(&mut self, action: Action) -> Option<String> {
        let over_before = self.game.outcome().is_some();
        match self.game.play(action) {
            Ok(events) => {
                let passed: Vec<Seat> = events
                    .iter()
                    .filter_map(|e| match e {
                        Event::Passed { seat } => Some(*seat),
                        _ => None,
                    })
                    .collect();
                // A hint asked for the position before is of no use any more.
                if self.hinting() {
                    self.cancel_bot();
                }
                self.selected = None;
                self.promotion = None;
                self.move_error = None;
                self.animate = true;
                self.dirty = true;
                for seat in passed {
                    let name = self.seat_name(seat);
                    let why = self.pass_reason();
                    self.toast(format!("{name} cannot move{why} and passes"));
                }
                if !over_before && self.game.outcome().is_some() {
                    self.finished();
                }
                None
            }
            Err(PlayError::Illegal(reason)) => Some(reason),
        }
    }

    /// ", the die shows 4 (Tour)" for the pass just played.
    fn pass_reason(&self) -> String {
        let positions = self.game.positions();
        let Some(before) = positions.len().checked_sub(2).map(|i| &positions[i]) else {
            return String::new();
        };
        match (before.rules().dice, before.roll()) {
            (Some(d), Some(face)) => {
                let face = d.faces[usize::from(face)];
                format!(" with a {}", face.value)
            }
            _ => String::new(),
        }
    }

    fn finished(&mut self) {
        self.cancel_bot();
        self.result_open = true;
        self.selected = None;
        self.dirty = true;
    }

    fn cancel_bot(&mut self) {
        if self.thinking.take().is_some() {
            self.effects.push(Effect::CancelThink);
        }
    }

    fn set_view(&mut self, index: usize) {
        let last = self.game.positions().len() - 1;
        let next = if index >= last { None } else { Some(index) };
        if next != self.view {
            self.view = next;
            self.animate = true;
        }
        self.selected = None;
    }

    /// One position back or forward, skipping those right after a roll (the die changes
    /// nothing on the board).
    fn step(&mut self, forward: bool) {
        let actions = self.game.actions();
        let last = actions.len();
        let stop = |i: usize| i == 0 || i == last || !matches!(actions[i - 1], Action::Roll(_));
        let mut i = self.shown_index();
        loop {
            if forward {
                if i >= last {
                    break;
                }
                i += 1;
            } else {
                if i == 0 {
                    break;
                }
                i -= 1;
            }
            if stop(i) {
                break;
            }
        }
        self.set_view(i);
    }

    fn start(&mut self) {
        let Some(Dialog::Setup(form)) = self.dialog.clone() else {
            return;
        };
        if let Err(error) = form.parsed_seed() {
            self.edit_setup(|f| f.error = Some(error));
            return;
        }
        self.cancel_bot();
        let entropy = mix(&mut self.entropy);
        let mut next = App::fresh(&form, entropy);
        next.prefs = Prefs {
            orientation: None,
            ..self.prefs.clone()
        };
        next.worker_status = self.worker_status.clone();
        // Request ids keep increasing, so that no late answer matches a new request.
        next.next_id = self.next_id;
        next.effects = std::mem::take(&mut self.effects);
        *self = next;
        let name = self.rules().name;
        let note = match self.rules().dice {
            Some(_) => format!("New game: {name}, dice seed {}", self.game.seed()),
            None => format!("New game: {name}"),
        };
        self.note(note);
    }

    fn undo(&mut self) {
        if !self.can_undo() {
            return;
        }
        self.go_live();
        self.cancel_bot();
        self.selected = None;
        self.promotion = None;
        if !self.has_bots() || !self.has_humans() {
            self.game.undo();
        } else {
            while let Some(action) = self.game.undo() {
                let pos = self.game.position();
                if self.is_decision(pos, action) {
                    break;
                }
            }
        }
        self.result_open = false;
        self.animate = true;
        self.dirty = true;
    }

    fn redo(&mut self) {
        if !self.can_redo() {
            return;
        }
        self.go_live();
        self.cancel_bot();
        self.selected = None;
        self.game.redo();
        if self.has_bots() && self.has_humans() {
            // Replay the bots' answers too, up to the next decision of a person.
            while self.game.can_redo() && !self.human_to_act() {
                self.game.redo();
            }
        }
        if self.game.outcome().is_some() {
            self.result_open = true;
        }
        self.animate = true;
        self.dirty = true;
    }

    /// Reads a record; the current game is replaced only if it reads.
    fn import(&mut self, text: &str) {
        match record::parse(text) {
            Ok((game, tags)) => {
                let players = game.rules().players();
                let from_tags: Vec<Controller> = (0..players)
                    .map(|s| Controller::from_label(tags.player(Seat(s as u8))))
                    .collect();
                // Names that are not this page's bots are people; if the record names no bot,
                // the current seats' players stay when the table has the same size.
                let seats = if from_tags.iter().all(|c| !c.is_bot()) && self.seats.len() == players
                {
                    self.seats.clone()
                } else {
                    from_tags
                };
                self.cancel_bot();
                let n = game.actions().len();
                self.game = game;
                self.tags = tags;
                self.seats = seats;
                self.tags.players = self.seats.iter().map(|c| c.label()).collect();
                self.view = None;
                self.selected = None;
                self.promotion = None;
                self.dialog = None;
                self.prefs.orientation = None;
                self.result_open = self.game.outcome().is_some();
                self.animate = false;
                self.dirty = true;
                let name = self.rules().name;
                self.note(format!("Imported a game of {name} ({n} actions)"));
                self.toast(format!("game imported: {name}, {n} actions"));
            }
            Err(error) => {
                let message = error.to_string();
                let (start, end) = char_span(text, error.line, error.column);
                self.dialog = Some(Dialog::Record {
                    text: text.to_string(),
                    error: Some(message.clone()),
                });
                self.effects.push(Effect::SelectRecordText { start, end });
                self.toast(format!("the record was not imported: {message}"));
            }
        }
    }

    fn typed(&mut self, text: &str) {
        let text = text.trim();
        if text.is_empty() {
            return;
        }
        self.go_live();
        if !self.human_to_act() {
            let pos = self.game.position();
            self.move_error = Some(if pos.outcome().is_some() {
                "The game is over.".into()
            } else {
                format!("It is {}'s turn.", self.seat_name(pos.actor()))
            });
            return;
        }
        let pos = *self.game.position();
        let lower = text.to_ascii_lowercase();
        let legal = self.game.legal_actions();
        let wanted = match lower.as_str() {
            "roll" | "r" => legal.iter().copied().find(|a| matches!(a, Action::Roll(_))),
            t if t.starts_with('(') => legal.iter().copied().find(|a| matches!(a, Action::Roll(_))),
            "pass" => Some(Action::Pass),
            "offer" => Some(Action::Offer),
            "accept" | "yes" => Some(Action::Answer(true)),
            "refuse" | "no" => Some(Action::Answer(false)),
            "demand" => Some(Action::Demand),
            "keep" => Some(Action::Keep),
            t if t.starts_with("k@") => match pos.rules().geometry.parse(&t[2..]) {
                Some(sq) => Some(Action::Place(sq)),
                None => {
                    self.move_error =
                        Some(format!("\"{text}\": expected a cell after K@, e.g. K@d1."));
                    return;
                }
            },
            _ => match notation::parse_move(&pos, text) {
                Ok(mv) => Some(Action::Move(mv)),
                Err(e) => {
                    self.move_error = Some(sentence(&e.to_string()));
                    return;
                }
            },
        };
        let Some(action) = wanted else {
            self.move_error = Some("The die is not to be rolled now.".into());
            return;
        };
        match self.play(action) {
            None => self.effects.push(Effect::ClearMoveBox),
            Some(reason) => {
                self.move_error = Some(format!("{text}: {reason}."));
            }
        }
    }

    // ----- The bots ----------------------------------------------------------------------------

    /// The worker's answer to request `id`.
    pub fn bot_reply(&mut self, id: u32, action: WireAction) {
        // A reply naming a cell off the board or no piece is garbled: the worker failed.
        let action = match action.to_action() {
            Ok(action) => action,
            Err(e) => return self.bot_failed(id, &format!("its reply was garbled: {e}")),
        };
        if !self.waits_for(id) {
            return;
        }
        if self.thinking.take().is_some_and(|t| t.hint) {
            self.show_hint(action);
            return;
        }
        if let Some(reason) = self.play(action) {
            self.note(format!(
                "The bot's action was refused ({reason}); it plays at random."
            ));
            self.play_fallback();
        }
        self.settle();
    }

    /// The worker could not answer request `id`: the bot plays a random legal action so that
    /// the game goes on.
    pub fn bot_failed(&mut self, id: u32, reason: &str) {
        if !self.waits_for(id) {
            return;
        }
        if self.thinking.take().is_some_and(|t| t.hint) {
            self.toast(format!("No hint this time ({reason})."));
            return;
        }
        self.note(format!(
            "The bot could not think ({reason}); it plays at random."
        ));
        self.play_fallback();
        self.settle();
    }

    fn play_fallback(&mut self) {
        let legal = self.game.legal_actions();
        if legal.is_empty() {
            return;
        }
        let mut x = self.game.seed() ^ (self.game.actions().len() as u64).wrapping_mul(0x2545);
        let pick = legal[(mix(&mut x) % legal.len() as u64) as usize];
        self.play(pick);
    }

    fn spec(&self) -> GameSpec {
        GameSpec {
            ruleset: self.rules().id.to_string(),
            start: fen::write(self.game.start()),
            seed: self.game.seed(),
            actions: self.game.actions().iter().map(|&a| a.into()).collect(),
        }
    }

    /// After every change: automatic rolls and passes for people, the next bot request, the
    /// autosave.
    fn settle(&mut self) {
        for _ in 0..256 {
            if self.game.outcome().is_some() || !self.human_to_act() {
                break;
            }
            let pos = self.game.position();
            let legal = self.game.legal_actions();
            let only_rolls =
                !legal.is_empty() && legal.iter().all(|a| matches!(a, Action::Roll(_)));
            let auto = if self.prefs.auto_roll && pos.needs_roll() && only_rolls {
                legal.first().copied()
            } else if self.prefs.auto_pass && legal == [Action::Pass] {
                Some(Action::Pass)
            } else {
                None
            };
            match auto {
                Some(action) => {
                    self.play(action);
                }
                None => break,
            }
        }
        self.schedule_bot();
        if self.dirty {
            self.dirty = false;
            self.effects.push(Effect::Save(self.save_text()));
        }
    }

    fn schedule_bot(&mut self) {
        if self.thinking.is_some() || self.game.outcome().is_some() {
            return;
        }
        let pos = self.game.position();
        let seat = pos.actor();
        let Some(Controller::Bot(level)) = self.seats.get(seat.index()).copied() else {
            return;
        };
        // A bot answers an offer at once; its own turns wait a little, to be followed.
        let delay_ms = if pos.pending().is_some() {
            0
        } else {
            self.prefs.bot_delay_ms
        };
        self.ask_worker(seat, level, level.budget_ms(), false, delay_ms);
    }

    /// Sends the worker a request for `seat`'s action at `level` (a hint, or a bot's own), and
    /// waits for it.
    fn ask_worker(
        &mut self,
        seat: Seat,
        level: BotLevel,
        budget_ms: u32,
        hint: bool,
        delay_ms: u32,
    ) {
        let id = self.next_id;
        self.next_id = self.next_id.wrapping_add(1).max(1);
        let request = Request::Think {
            id,
            game: self.spec(),
            seat: seat.0,
            level,
            budget_ms,
            bot_seed: self.game.seed() ^ self.game.actions().len() as u64,
        };
        self.thinking = Some(Thinking { id, seat, hint });
        self.effects.push(Effect::Think { request, delay_ms });
    }

    /// The worker's report on the answer to request `id` (before [`App::bot_reply`]).
    pub fn bot_stats(&mut self, id: u32, nodes: u64, depth: u32, millis: f64) {
        let Some(t) = self.thinking.filter(|t| t.id == id) else {
            return;
        };
        let level = match self.seats.get(t.seat.index()) {
            _ if t.hint => HINT_LEVEL.name(),
            Some(Controller::Bot(level)) => level.name(),
            _ => "random",
        };
        self.last_think = Some(ThinkStats {
            level,
            nodes,
            depth,
            millis,
        });
    }

    /// Asks the worker for a hint: the hard search's choice for the person to act, in half a
    /// second.
    fn ask_hint(&mut self) {
        if !self.can_hint() {
            return;
        }
        let seat = self.game.position().actor();
        self.ask_worker(seat, HINT_LEVEL, HINT_BUDGET_MS, true, 0);
    }

    fn show_hint(&mut self, action: Action) {
        if !self.game.legal_actions().contains(&action) {
            self.toast("No hint this time (the suggestion was not legal here).");
            return;
        }
        let text = record::write_action(self.game.position(), action);
        self.hint = Some(Hint {
            ply: self.game.actions().len(),
            action,
        });
        self.toast(format!("Hint: {text}"));
    }

    /// Sets the pause before bot actions (tests use 0).
    pub fn set_bot_delay(&mut self, ms: u32) {
        self.prefs.bot_delay_ms = ms;
    }

    // ----- Tests -----------------------------------------------------------------------------

    /// The state tests read (`window.ashtapada.state()`).
    pub fn test_state(&self) -> TestState {
        let pos = self.game.position();
        let legal = self
            .game
            .legal_actions()
            .into_iter()
            .map(|a| record::write_action(pos, a))
            .collect();
        let pending = if self.promotion.is_some() {
            Some("promotion")
        } else {
            match pos.pending() {
                Some(Pending::Answer { .. }) => Some("answer"),
                Some(Pending::Place { .. }) => Some("place"),
                None if pos.reintroduction_turn() => Some("reintroduction"),
                None => None,
            }
        };
        TestState {
            ruleset: self.rules().id,
            to_move: pos.to_move().0,
            actor: pos.actor().0,
            human_to_act: self.human_to_act(),
            fen: fen::write(pos),
            ply: self.game.actions().len(),
            view_ply: self.shown_index(),
            outcome: self.game.outcome().map(|o| record::result_marker(Some(o))),
            pending,
            needs_roll: pos.needs_roll(),
            selected: self.selected.map(|s| pos.rules().geometry.name(s)),
            thinking: self.thinking().is_some(),
            hinting: self.hinting(),
            hint: self.hint().map(|h| record::write_action(pos, h.action)),
            last_think: self.last_think,
            legal,
            dialog: self.open_dialog_name(),
            toast: self.toast.as_ref().map(|t| t.text.clone()),
            move_error: self.move_error.clone(),
            can_undo: self.can_undo(),
        }
    }

    /// The id of the topmost open dialog, as the page names it.
    pub fn open_dialog_name(&self) -> Option<&'static str> {
        if self.rules_page.is_some() {
            return Some("rules");
        }
        if let Some(d) = &self.dialog {
            return Some(match d {
                Dialog::Setup(_) => "setup",
                Dialog::ConfirmResign(_) | Dialog::ConfirmDraw => "confirm",
                Dialog::Record { .. } => "record",
            });
        }
        if self.promotion.is_some() {
            return Some("promote");
        }
        if self.answer_pending().is_some() {
            return Some("answer");
        }
        if self.result_open() {
            return Some("over");
        }
        None
    }

    /// The exchange offer a person must answer now: (offerer, answerer).
    pub fn answer_pending(&self) -> Option<(Seat, Seat)> {
        match self.game.position().pending() {
            Some(Pending::Answer { offerer, answerer })
                if self.is_human(answerer) && self.game.outcome().is_none() =>
            {
                Some((offerer, answerer))
            }
            _ => None,
        }
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
