//! The session part's state and its updates (its render is `render`, beside it).

use crate::command::PrefCommand;
use ashtapada_i18n::Lang;
use ashtapada_rules::record::{self, RecordError, Tags};
use ashtapada_rules::{
    Action, DrawReason, Event, Game, Outcome, Pending, PlayError, Position, Ruleset, Seat, SeatSet,
    Unplayable, WinReason,
};

use crate::save::{SaveFile, Saved};
use crate::setup::{self, Controller, Prefs, Setup};

/// What an action played changed, for the app to tell (as data: the words are the render's).
#[derive(Debug)]
pub(crate) struct Played {
    /// Each automatic pass it caused ("West cannot move with a 4 and passes").
    pub(crate) passes: Vec<Pass>,
    /// Whether it ended the game.
    pub(crate) finished: bool,
    /// Whether a person on this device made it.
    pub(crate) by_person: bool,
    /// The sound it makes, if sounds are on.
    pub(crate) sound: Option<crate::sound::Sound>,
}

/// A seat passed, having no legal action: who, and the die's value if it was rolled.
#[derive(Debug, Clone, Copy, PartialEq, Eq)]
pub struct Pass {
    /// The seat that passed.
    pub seat: Seat,
    /// The value the die showed, if it was rolled.
    pub roll: Option<i64>,
    /// Whether a person on this device plays the seat: their own pass stays on screen until
    /// they act, not a few seconds.
    pub own: bool,
}

impl Pass {
    /// "West cannot move with a 4 and passes", in `lang`.
    pub fn text(self, lang: Lang, rules: &Ruleset) -> String {
        let name = ashtapada_i18n::names::seat(lang, rules, self.seat);
        let form = ashtapada_i18n::names::seat_form(lang, rules, self.seat);
        match self.roll {
            Some(v) => lang.pass_with_roll(name, form, v),
            None => lang.pass_no_move(name, form),
        }
    }
}

/// Why the engine refused an action, as data: the words are the render's
/// ([`Refused::text`]).
#[derive(Debug, Clone, Copy, PartialEq, Eq)]
pub enum Refused {
    /// The engine's reason.
    Rule(Unplayable),
    /// A text that names no legal move (actions come as actions here: it cannot happen).
    NotPossible,
}

impl Refused {
    /// Why, in `lang`, lower case with no full stop.
    pub fn text(self, lang: Lang, rules: &Ruleset) -> String {
        match self {
            Refused::Rule(why) => crate::words::unplayable(lang, rules, why),
            Refused::NotPossible => lang.move_not_possible().into(),
        }
    }
}

/// A record that was imported.
#[derive(Debug)]
pub(crate) struct Imported {
    /// How many actions the record holds.
    pub(crate) actions: usize,
}

/// The game and its setting (see the module's documentation).
#[derive(Debug, Clone)]
pub(crate) struct Session {
    pub(super) game: Game,
    pub(super) tags: Tags,
    pub(super) seats: Vec<Controller>,
    pub(super) prefs: Prefs,
    /// The game travels by link: it was shared or came from a link ([`Session::by_link`]).
    pub(super) linked: bool,
    /// Changed since the last save.
    pub(super) dirty: bool,
    /// Another tab plays this game now, and this one follows it (`App::other_tab_saved`):
    /// no bot and no automatic action here until this tab writes the save again.
    pub(super) follows: bool,
    /// In a game by links whose devices draw the dice one at a time: this device's chains
    /// for that game (its id), kept so as not to hash them again at every step, and where
    /// the game stands ([`super::baton`]).
    pub(super) baton: super::baton_state::Here,
}

impl Session {
    /// A new game of the form's choice with these preferences. `entropy` gives the dice seed
    /// when the form has none, and moves on.
    pub(crate) fn new(form: &Setup, entropy: &mut u64, prefs: Prefs) -> Session {
        let seed = form
            .parsed_seed()
            .ok()
            .flatten()
            .unwrap_or_else(|| crate::seed::mix(entropy) >> 11);
        let rules = form.rules();
        let seats = form.controllers();
        let tags = Tags {
            players: seats.iter().map(|c| c.label()).collect(),
            options: setup::options_for(rules, form.stake),
            other: Vec::new(),
        };
        Session {
            game: Game::new(rules, seed),
            tags,
            seats,
            prefs,
            linked: false,
            dirty: true,
            follows: false,
            baton: Default::default(),
        }
    }

    /// The session of a save (unchanged since: no need to save it again).
    /// The game as a link ([`crate::link`]): `None` for a game that does not start from
    /// its ruleset's set-up (a record imported from another position), which a link cannot
    /// carry. The game's id is its seed: two games with the same set-up and seed are one.
    pub(crate) fn link(&self) -> Option<crate::link::LinkGame> {
        let rules = self.rules();
        // A game set up from a position travels as its record. One whose faces all came from
        // the devices starts from its roll-off's, not its seed's.
        if self.game.given_roll_off().is_none()
            && *self.game.start() != Game::start_position(rules, self.game.seed())
        {
            return None;
        }
        let baton = crate::fair::baton_of(&self.tags);
        Some(crate::link::LinkGame {
            game: self.game.clone(),
            // A game by links is told apart by the id its first device drew.
            id: baton.as_ref().map_or(self.game.seed(), |b| b.id()),
            stake: if rules.stakes == ashtapada_rules::ruleset::Stakes::None {
                0
            } else {
                self.stake()
            },
            seats: rules
                .seats()
                .map(|s| self.controller(s).unwrap_or(Controller::Human))
                .collect(),
            names: rules
                .seats()
                .map(|s| self.player_name(s).unwrap_or("").to_string())
                .collect(),
            dice: crate::fair::ledger_of(&self.tags).and_then(Result::ok),
            baton,
            alone: crate::fair::alone_of(&self.tags),
        })
    }

    /// Replaces the game by a link's (checked already: [`crate::link::read`]), keeping
    /// the preferences.
    pub(crate) fn open_link(&mut self, link: crate::link::LinkGame) {
        let rules = link.game.rules();
        self.tags = Tags {
            players: link
                .seats
                .iter()
                .zip(&link.names)
                .map(|(c, name)| {
                    if name.is_empty() || c.is_bot() {
                        c.label()
                    } else {
                        name.clone()
                    }
                })
                .collect(),
            options: setup::options_for(rules, link.stake.max(1)),
            other: link
                .dice
                .iter()
                .map(|l| (record::DICE.to_owned(), l.write_tag()))
                .collect(),
        };
        if let Some(baton) = &link.baton {
            self.tags
                .other
                .push((record::DICE.to_owned(), baton.write_tag()));
            if let Some(n) = link.alone {
                self.tags
                    .other
                    .push((crate::fair::DICE_ALONE.to_owned(), n.to_string()));
            }
        }
        self.seats = link.seats;
        self.game = link.game;
        self.linked = true;
        self.prefs.orientation = None;
        self.dirty = true;
    }

    pub(crate) fn restored(saved: Saved) -> Session {
        Session {
            game: saved.game,
            tags: saved.tags,
            seats: saved.seats,
            prefs: saved.prefs,
            linked: saved.link,
            dirty: false,
            follows: false,
            baton: Default::default(),
        }
    }

    /// A lesson's session ([`crate::learn`]): its game, every seat played at this screen,
    /// these preferences with the learner's side at the bottom. Never saved.
    pub(crate) fn lesson(game: Game, prefs: &Prefs, learner: Seat) -> Session {
        let prefs = Prefs {
            orientation: Some(learner.number()),
            ..prefs.clone()
        };
        Session::analysis(game, &prefs)
    }

    /// The analysis board's session ([`crate::analysis`]): its scratch game, every seat played
    /// at this screen, the preferences of the game put aside. Never saved.
    pub(crate) fn analysis(game: Game, prefs: &Prefs) -> Session {
        let players = game.rules().players();
        Session {
            game,
            tags: Tags::default(),
            seats: vec![Controller::Human; players],
            prefs: prefs.clone(),
            linked: false,
            dirty: false,
            follows: false,
            baton: Default::default(),
        }
    }

    /// Replaces the game, keeping the seats and preferences (a lesson's turn given back to the
    /// learner, or its step started again).
    pub(crate) fn set_game(&mut self, game: Game) {
        self.game = game;
    }

    // ----- Reading ---------------------------------------------------------------------------

    pub(crate) fn game(&self) -> &Game {
        &self.game
    }

    pub(crate) fn tags(&self) -> &Tags {
        &self.tags
    }

    pub(crate) fn seats(&self) -> &[Controller] {
        &self.seats
    }

    pub(crate) fn prefs(&self) -> &Prefs {
        &self.prefs
    }

    /// The language the page speaks ([`Prefs::lang`]).
    pub(crate) fn lang(&self) -> ashtapada_i18n::Lang {
        self.prefs.lang()
    }

    /// Tells the session the language of the browser's preferences (not saved).
    pub(crate) fn set_browser_lang(&mut self, lang: ashtapada_i18n::Lang) {
        self.prefs.browser_lang = lang;
    }

    pub(crate) fn rules(&self) -> &'static Ruleset {
        self.game.rules()
    }

    /// The current position.
    pub(crate) fn position(&self) -> &Position {
        self.game.position()
    }

    /// How many actions were played.
    pub(crate) fn ply(&self) -> usize {
        self.game.actions().len()
    }

    /// How far the game has come: its ply, and whether it is over (a resignation or an agreed
    /// draw ends a game without an action).
    pub(crate) fn stage(&self) -> (usize, bool) {
        (self.ply(), self.is_over())
    }

    pub(crate) fn is_over(&self) -> bool {
        self.game.outcome().is_some()
    }

    /// Rupees per stake unit.
    pub(crate) fn stake(&self) -> u32 {
        setup::stake_of(&self.tags)
    }

    /// The name of the person playing `seat`, from the record, when it is more than this
    /// page's own label ("Human") or the unknown name ("?").
    pub(crate) fn player_name(&self, seat: Seat) -> Option<&str> {
        let name = self.tags.player(seat);
        let own = Controller::from_label(name).label();
        (!self.controller(seat).is_some_and(Controller::is_bot) && name != "?" && name != own)
            .then_some(name)
    }

    pub(crate) fn seat_name(&self, seat: Seat) -> &'static str {
        ashtapada_i18n::names::seat(self.lang(), self.rules(), seat)
    }

    /// How `seat`'s name behaves in a sentence ([`ashtapada_i18n::names::seat_form`]): the key
    /// the messages that name it select their article on (`les Blancs`, `le Joueur 1 (Sud)`,
    /// `d’Ouest`).
    pub(crate) fn seat_form(&self, seat: Seat) -> &'static str {
        ashtapada_i18n::names::seat_form(self.lang(), self.rules(), seat)
    }

    pub(crate) fn controller(&self, seat: Seat) -> Option<Controller> {
        self.seats.get(seat.index()).copied()
    }

    pub(crate) fn is_human(&self, seat: Seat) -> bool {
        self.controller(seat) == Some(Controller::Human)
    }

    /// Whether the game travels by link: it was shared or came from a link, or some seat is
    /// played on another device. Its bots then search a node budget, the same on every device.
    pub(crate) fn by_link(&self) -> bool {
        self.linked || self.seats.contains(&Controller::Remote)
    }

    /// The game is being shared: it travels by link from now on.
    pub(crate) fn mark_linked(&mut self) {
        if !self.linked {
            self.linked = true;
            self.dirty = true;
        }
    }

    /// The seat to act now, when a person on another device plays it.
    pub(crate) fn remote_to_act(&self) -> Option<Seat> {
        let pos = self.game.position();
        (pos.outcome().is_none() && self.controller(pos.actor()) == Some(Controller::Remote))
            .then(|| pos.actor())
    }

    /// The person seats played on this device.
    pub(crate) fn here_mask(&self) -> SeatSet {
        self.mask_of(|c| c == Controller::Human)
    }

    /// The seats whose controller `is`.
    pub(super) fn mask_of(&self, is: impl Fn(Controller) -> bool) -> SeatSet {
        Seat::ALL
            .into_iter()
            .zip(&self.seats)
            .filter(|(_, c)| is(**c))
            .map(|(seat, _)| seat)
            .collect()
    }

    /// The person seats played on other devices.
    pub(crate) fn remote_mask(&self) -> SeatSet {
        self.mask_of(|c| c == Controller::Remote)
    }

    /// Takes the game back to `to` actions, if the action there is one of `seat`'s own (a
    /// move or a pass, not its roll: in dice games it rolls again and gets the same value):
    /// any of its own, not only its last, and everything after. A take-back agreed in live
    /// play. Whether it did.
    pub(crate) fn take_back_to(&mut self, seat: Seat, to: usize) -> bool {
        if !crate::live::own_action(&self.game, seat.number(), to as u32) {
            return false;
        }
        while self.game.actions().len() > to {
            if self.game.undo().is_none() {
                break;
            }
        }
        self.dirty = true;
        true
    }

    /// The index of `seat`'s first own action (not a roll) at or after `from`, else its last
    /// before: what a take-back asked from the position shown goes back to.
    pub(crate) fn own_action_from(&self, seat: Seat, from: usize) -> Option<usize> {
        let own = |i: &usize| crate::live::own_action(&self.game, seat.number(), *i as u32);
        let len = self.game.actions().len();
        (from..len).find(own).or_else(|| (0..len).rev().find(own))
    }

    /// Plays a person's seat on this device (`here`) or leaves it to another device. Bots'
    /// seats do not change.
    pub(crate) fn set_here(&mut self, seat: Seat, here: bool) {
        if let Some(c) = self.seats.get_mut(seat.index()) {
            if c.is_person() {
                *c = if here {
                    Controller::Human
                } else {
                    Controller::Remote
                };
                self.dirty = true;
            }
        }
    }

    /// Leaves `seat` to a person on another device, whoever played it here (a person or a
    /// bot): a live guest took it. Whether it was a bot's.
    pub(crate) fn hand_over(&mut self, seat: Seat) -> bool {
        let Some(c) = self.seats.get_mut(seat.index()) else {
            return false;
        };
        let was_bot = c.is_bot();
        if *c != Controller::Remote {
            *c = Controller::Remote;
            self.dirty = true;
        }
        if was_bot {
            self.name_person(seat);
        }
        was_bot
    }

    /// The record's name of `seat`, a bot's until a person took it, is a person's.
    fn name_person(&mut self, seat: Seat) {
        let person = Controller::Human.label();
        if let Some(name) = self.tags.players.get_mut(seat.index()) {
            if Controller::from_label(name).is_bot() {
                *name = person;
            }
        }
    }

    /// Plays `seat` on this device, whoever played it (a live guest takes the seat it was
    /// offered, a bot's too); the other persons' seats on other devices, the bots' unchanged.
    pub(crate) fn take_seat_here(&mut self, seat: Seat) {
        if let Some(c) = self.seats.get_mut(seat.index()).filter(|c| c.is_bot()) {
            // A person's now: the mask below plays it here.
            *c = Controller::Remote;
            self.name_person(seat);
        }
        self.set_here_mask(SeatSet::single(seat));
    }

    /// The bots' seats.
    pub(crate) fn bot_mask(&self) -> SeatSet {
        self.mask_of(Controller::is_bot)
    }

    /// Plays on this device the person seats of `mask`, the others on other devices.
    pub(crate) fn set_here_mask(&mut self, mask: SeatSet) {
        for seat in Seat::ALL.into_iter().take(self.seats.len()) {
            self.set_here(seat, mask.contains(seat));
        }
    }

    /// Who plays here once the game is shared, when nobody was chosen yet: the person to act
    /// (the one the link is for) on another device, the other persons here; with one person
    /// (against bots) or a bot to act, everyone here.
    pub(crate) fn share_default(&mut self) {
        let actor = self.game.position().actor();
        let persons = self.seats.iter().filter(|c| c.is_person()).count();
        if self.is_human(actor) && persons > 1 && !self.is_over() {
            self.set_here(actor, false);
        }
    }

    /// Who plays here after a link of a game new to this device: the person to act (the link
    /// was sent to them), the other persons elsewhere; with a bot to act, every person here.
    pub(crate) fn receive_default(&mut self) {
        let actor = self.game.position().actor();
        if self.controller(actor).is_some_and(Controller::is_person) && !self.is_over() {
            self.set_here_mask(SeatSet::single(actor));
        } else {
            self.set_here_mask(Seat::ALL.into_iter().collect());
        }
    }

    pub(crate) fn has_bots(&self) -> bool {
        self.seats.iter().any(|c| c.is_bot())
    }

    fn has_humans(&self) -> bool {
        self.seats.iter().any(|c| !c.is_bot())
    }

    /// Whether a person must act now in the current position.
    pub(crate) fn human_to_act(&self) -> bool {
        let pos = self.game.position();
        pos.outcome().is_none() && self.is_human(pos.actor())
    }

    /// Whether a returned king's cell or a reintroduction is to be chosen by a person now.
    pub(crate) fn placing(&self) -> bool {
        let pos = self.game.position();
        self.human_to_act()
            && (matches!(pos.pending(), Some(Pending::Place { .. })) || pos.reintroduction_turn())
    }

    /// The exchange offer a person must answer now: (offerer, answerer).
    pub(crate) fn answer_pending(&self) -> Option<(Seat, Seat)> {
        match self.game.position().pending() {
            Some(Pending::Answer { offerer, answerer })
                if self.is_human(answerer) && self.game.outcome().is_none() =>
            {
                Some((offerer, answerer))
            }
            _ => None,
        }
    }

    /// The seat at the bottom of the board: the preference, else the first person's seat.
    pub(crate) fn orientation(&self) -> Seat {
        let rules = self.rules();
        match self
            .prefs
            .orientation
            .and_then(|s| rules.seat_at(usize::from(s)))
        {
            Some(s) => s,
            None => rules
                .seats()
                .find(|&s| self.is_human(s))
                .unwrap_or(Seat::ALL[0]),
        }
    }

    /// Whether the game ended in a way the record keeps only as its result (a resignation, an
    /// agreed draw), which undo and redo cannot step over.
    fn ended_by_word(&self) -> bool {
        matches!(
            self.game.outcome(),
            Some(Outcome::Win {
                reason: WinReason::Resignation,
                ..
            }) | Some(Outcome::Draw(DrawReason::Agreement))
        )
    }

    /// Whether undo is possible: something was played, the game did not end by resignation or
    /// agreement, and (with bots) a person's decision is there to go back to.
    pub(crate) fn can_undo(&self) -> bool {
        if self.game.actions().is_empty() || self.ended_by_word() {
            return false;
        }
        // Where undo would go back to: the last action, or the last decision of a person.
        let target = if !self.has_bots() || !self.has_humans() {
            Some(self.ply() - 1)
        } else {
            self.last_human_decision()
        };
        target.is_some_and(|t| t >= self.remote_floor())
    }

    /// In a game by link, undo takes back only this device's own actions since the other
    /// devices' last one: what a link brought was sent to everyone already. The first ply
    /// undo may go back to (0 at one screen).
    fn remote_floor(&self) -> usize {
        let positions = self.game.positions();
        (0..self.ply())
            .rev()
            .find(|&i| self.controller(positions[i].actor()) == Some(Controller::Remote))
            .map_or(0, |i| i + 1)
    }

    /// Whether redo is possible.
    pub(crate) fn can_redo(&self) -> bool {
        self.game.can_redo() && !self.ended_by_word()
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
    pub(crate) fn resigning_seat(&self) -> Seat {
        let actor = self.game.position().actor();
        if self.is_human(actor) {
            return actor;
        }
        self.rules()
            .seats()
            .find(|&s| self.is_human(s))
            .unwrap_or(actor)
    }

    /// The action a person's preferences play by themselves now: the only possible roll
    /// (automatic rolls) or the only possible pass (automatic passes).
    pub(crate) fn forced_action(&self) -> Option<Action> {
        if self.game.outcome().is_some() {
            return None;
        }
        let pos = self.game.position();
        let legal = self.game.legal_actions();
        let only_rolls = !legal.is_empty() && legal.iter().all(|a| matches!(a, Action::Roll(_)));
        // A game whose faces came from outside, played on here: a bot's roll is the app's to
        // play (the bot worker rebuilds the game from its actions and knows no face ahead).
        let bot = self.controller(pos.actor()).is_some_and(|c| c.is_bot());
        if bot && self.game.given_faces().is_some() && pos.needs_roll() && only_rolls {
            return legal.first().copied();
        }
        if !self.human_to_act() {
            return None;
        }
        if self.prefs.auto_roll && pos.needs_roll() && only_rolls {
            legal.first().copied()
        } else if self.prefs.auto_pass && legal == [Action::Pass] {
            Some(Action::Pass)
        } else {
            None
        }
    }

    /// Whether the seat to act rolls by itself: a bot's, or a person's here with automatic
    /// rolls on.
    pub(crate) fn rolls_itself(&self) -> bool {
        let actor = self.game.position().actor();
        let bot = self.controller(actor).is_some_and(|c| c.is_bot());
        bot || (self.prefs.auto_roll && self.human_to_act())
    }

    /// A game whose faces came from several devices, played on here alone (a record
    /// imported, a game kept): its next roll has no face yet, so this device's die gives it,
    /// as in any game on one device. Its record then proves only the faces drawn between
    /// devices (the `Dice` tag); `ashtapada replay` says which roll it cannot prove.
    pub(crate) fn own_die(&mut self, entropy: &mut u64) {
        if crate::fair::baton_of(&self.tags).is_some()
            && crate::fair::alone_of(&self.tags).is_none()
        {
            // Its faces are its devices' ([`Session::baton_step`]): none made up here, until
            // this device goes on alone ([`Session::baton_go_alone`]).
            return;
        }
        let game = &mut self.game;
        if game.given_faces().is_some()
            && game.outcome().is_none()
            && game.position().needs_roll()
            && game.next_face().is_none()
        {
            let faces = game.rules().dice.map_or(1, |d| d.faces.len()) as u64;
            game.give_face((crate::seed::mix(entropy) % faces) as u8);
            self.dirty = true;
        }
    }

    /// The devices draw the dice from the game's `from`-th roll on (live play's host).
    pub(crate) fn give_faces_from(&mut self, from: u64) {
        if self.game.give_faces_from(from) {
            self.dirty = true;
        }
    }

    /// The face of the roll due, drawn by the devices (live play).
    pub(crate) fn give_face(&mut self, face: u8) {
        if self.game.next_face().is_none() && self.game.give_face(face) {
            self.dirty = true;
        }
    }

    /// The proof of the faces the devices drew, as the record's `Dice` tag carries it.
    pub(crate) fn set_dice_tag(&mut self, tag: String) {
        let other = &mut self.tags.other;
        match other.iter_mut().find(|(name, _)| name == record::DICE) {
            Some(t) => t.1 = tag,
            None => other.push((record::DICE.to_owned(), tag)),
        }
        self.dirty = true;
    }

    /// The record of the game.
    pub(crate) fn record(&self) -> String {
        record::write(&self.game, &self.tags)
    }

    /// The save of the session.
    pub(crate) fn save_file(&self) -> SaveFile {
        SaveFile {
            link: self.linked,
            ..SaveFile::new(&self.game, &self.tags, &self.seats, &self.prefs)
        }
    }

    /// The name of the record file to download.
    pub(crate) fn export_name(&self) -> String {
        let id = self.rules().id.replace('+', "-");
        format!("ashtapada-{id}-{}.txt", self.ply())
    }

    /// Whether the session changed since the last call (then it should be saved). A tab that
    /// writes the save plays the game: it follows no other.
    pub(crate) fn take_dirty(&mut self) -> bool {
        let dirty = std::mem::take(&mut self.dirty);
        self.follows &= !dirty;
        dirty
    }

    /// Marks the session changed, so that it is saved (the welcome taken down: the save then
    /// says so).
    pub(crate) fn touch(&mut self) {
        self.dirty = true;
    }

    /// Whether another tab plays this game now and this one follows it: nothing changed
    /// here since (a person's action here makes this tab the one that plays).
    pub(crate) fn follows(&self) -> bool {
        self.follows && !self.dirty
    }

    /// Follows another tab's save of this game: its game, seats and settings, not to be
    /// saved again from here.
    pub(crate) fn follow(&mut self, saved: Saved) {
        let browser_lang = self.prefs.browser_lang;
        *self = Session {
            follows: true,
            ..Session::restored(saved)
        };
        self.prefs.browser_lang = browser_lang;
    }

    /// This tab plays the game (the person is on it): it saves it, so that the other tabs
    /// showing it follow this one.
    pub(crate) fn take_over(&mut self) {
        self.follows = false;
        self.dirty = true;
    }

    // ----- Changing --------------------------------------------------------------------------

    /// Plays an action.
    ///
    /// # Errors
    /// The engine's reason if it is refused.
    pub(crate) fn play(&mut self, action: Action) -> Result<Played, Refused> {
        let over_before = self.game.outcome().is_some();
        let by_person = self.human_to_act();
        let events = match self.game.play(action) {
            Ok(events) => events.to_vec(),
            Err(PlayError::Illegal { why, .. }) => return Err(Refused::Rule(why)),
            // Actions come as actions, never as text: a text error cannot happen here.
            Err(PlayError::Text(_)) => return Err(Refused::NotPossible),
        };
        let passed: Vec<Seat> = events
            .iter()
            .filter_map(|e| match e {
                Event::Passed { seat } => Some(*seat),
                _ => None,
            })
            .collect();
        self.dirty = true;
        let roll = self.pass_roll();
        let passes = passed
            .into_iter()
            .map(|seat| Pass {
                seat,
                roll,
                own: self.is_human(seat),
            })
            .collect();
        let finished = !over_before && self.game.outcome().is_some();
        let heard = crate::sound::Heard {
            action: &action,
            events: &events,
            finished,
            by_person,
            person_next: self.human_to_act(),
        };
        Ok(Played {
            passes,
            finished,
            by_person,
            sound: self
                .prefs
                .sound
                .then(|| crate::sound::sound_of(&heard))
                .flatten(),
        })
    }

    /// The die's value before the pass just played, if it was rolled.
    fn pass_roll(&self) -> Option<i64> {
        let positions = self.game.positions();
        let before = positions.len().checked_sub(2).map(|i| &positions[i])?;
        let (d, face) = (before.rules().dice?, before.roll()?);
        d.faces.get(usize::from(face)).map(|f| i64::from(f.value))
    }

    /// `seat` resigns (the game must still be on).
    pub(crate) fn resign(&mut self, seat: Seat) {
        self.game.resign(seat);
        self.dirty = true;
    }

    /// The players agree to a draw, if the game is still on. Returns whether they did.
    pub(crate) fn agree_draw(&mut self) -> bool {
        if self.is_over() {
            return false;
        }
        self.game.agree_draw();
        self.dirty = true;
        true
    }

    /// Takes back the last action, or with bots and people at the table, back to the last
    /// decision of a person (the bots' answers and forced actions go with it). Returns whether
    /// anything was taken back.
    pub(crate) fn undo(&mut self) -> bool {
        if !self.can_undo() {
            return false;
        }
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
        self.dirty = true;
        true
    }

    /// Replays what was taken back: one action, or with bots and people at the table, up to the
    /// next decision of a person. Returns whether anything was replayed.
    pub(crate) fn redo(&mut self) -> bool {
        if !self.can_redo() {
            return false;
        }
        self.game.redo();
        if self.has_bots() && self.has_humans() {
            while self.game.can_redo() && !self.human_to_act() {
                self.game.redo();
            }
        }
        self.dirty = true;
        true
    }

    /// Reads a record; the game is replaced only if it reads.
    ///
    /// # Errors
    /// Where and why the record does not read.
    pub(crate) fn import(&mut self, text: &str) -> Result<Imported, RecordError> {
        let (game, tags) = record::parse(text)?;
        if let Err(why) = crate::fair::record_proof(&game, &tags) {
            // Where the proof is, or the first line: the tags.
            let line = text
                .lines()
                .position(|l| l.trim_start().starts_with(&format!("[{} ", record::DICE)));
            return Err(RecordError {
                line: line.map_or(1, |l| l + 1),
                column: 1,
                message: why.say(self.lang()),
            });
        }
        let players = game.rules().players();
        let from_tags: Vec<Controller> = game
            .rules()
            .seats()
            .map(|s| Controller::from_label(tags.player(s)))
            .collect();
        // Names that are not this page's bots are people; if the record names no bot, the
        // current seats' players stay when the table has the same size.
        if !(from_tags.iter().all(|c| !c.is_bot()) && self.seats.len() == players) {
            self.seats = from_tags;
        }
        self.game = game;
        self.tags = tags;
        // An imported record is a game at this screen, whatever the game before was.
        self.linked = false;
        self.set_here_mask(Seat::ALL.into_iter().collect());
        // People keep the names the record gives them; a seat a bot plays is named after it,
        // so that the record written back reads the same seats.
        let names = self.game.rules().seats().map(|s| match self.controller(s) {
            Some(bot) if bot.is_bot() => bot.label(),
            _ => self.tags.player(s).to_string(),
        });
        self.tags.players = names.collect();
        self.prefs.orientation = None;
        self.dirty = true;
        Ok(Imported {
            actions: self.ply(),
        })
    }

    /// A change of the settings.
    pub(crate) fn set_pref(&mut self, pref: &PrefCommand) {
        match *pref {
            PrefCommand::Flip => self.flip(),
            PrefCommand::Coords(on) => self.set_prefs(|p| p.show_coords = on),
            PrefCommand::AutoRoll(on) => self.set_prefs(|p| p.auto_roll = on),
            PrefCommand::RollForMe => self.set_prefs(|p| p.auto_roll = true),
            PrefCommand::AutoPass(on) => self.set_prefs(|p| p.auto_pass = on),
            PrefCommand::Sound(on) => self.set_prefs(|p| p.sound = on),
            PrefCommand::Volume(v) => self.set_prefs(|p| p.volume = v.min(100)),
            PrefCommand::Theme(theme) => self.set_prefs(|p| p.board_theme = theme),
            PrefCommand::Pieces(style) => self.set_prefs(|p| p.piece_style = style),
            PrefCommand::AnnounceBrief(on) => self.set_prefs(|p| p.announce_brief = on),
            PrefCommand::LiveServers(ref text) => {
                let mut text = text.trim().to_string();
                let mut end = text.len().min(crate::save::MAX_LIVE_SERVERS);
                while !text.is_char_boundary(end) {
                    end -= 1;
                }
                text.truncate(end);
                self.set_prefs(|p| p.live_servers = text);
            }
            PrefCommand::LiveRelays(ref text) => {
                let mut text = text.trim().to_string();
                let mut end = text.len().min(crate::save::MAX_LIVE_SERVERS);
                while !text.is_char_boundary(end) {
                    end -= 1;
                }
                text.truncate(end);
                self.set_prefs(|p| p.live_relays = text);
            }
            // The language is the app's: it also hides a toast written in the other one.
            PrefCommand::Language(_) => {}
        }
    }

    /// Turns the board to the next seat's view.
    pub(crate) fn flip(&mut self) {
        let players = self.rules().players() as u8;
        self.prefs.orientation = Some((self.orientation().number() + 1) % players);
        self.dirty = true;
    }

    /// Changes a preference (saved with the game).
    pub(crate) fn set_prefs(&mut self, change: impl FnOnce(&mut Prefs)) {
        change(&mut self.prefs);
        self.dirty = true;
    }

    /// Sets the pause before bot actions. Not saved at once: tests set it, and it is not the
    /// player's choice.
    pub(crate) fn set_bot_delay(&mut self, ms: u32) {
        self.prefs.bot_delay_ms = ms;
    }
}

#[cfg(test)]
#[path = "tests.rs"]
mod tests;
