//! A game: the positions so far, the actions between them and what they caused, the dice seed,
//! the roll-off, undo and redo.

pub use crate::action::Action;
use crate::event::Event;
use crate::explain::Refusal;
use crate::notation;
use crate::piece::Seat;
use crate::position::{Move, Outcome, Position};
use crate::ruleset::{RollOff, Ruleset};
use rand::{Rng, SeedableRng};
use rand_chacha::ChaCha8Rng;

/// The face index of roll number `k` of a game with `seed`: each roll has its own ChaCha stream,
/// so a game replays exactly and undoing a roll never changes what the die shows.
pub fn roll_face(seed: u64, k: u64, faces: usize) -> u8 {
    let mut rng = ChaCha8Rng::seed_from_u64(seed);
    rng.set_stream(k);
    rng.random_range(0..faces.max(1)) as u8
}

/// Roll-off rolls use streams far from the game's own rolls.
const ROLL_OFF_STREAM: u64 = 1 << 40;

/// The roll-off of a dice game: rounds of (seat, face index) until one seat rolls highest.
#[derive(Clone, PartialEq, Eq, Debug, Default)]
pub struct RollOffResult {
    /// Each round's rolls; later rounds only among those tied for highest.
    pub rounds: Vec<Vec<(Seat, u8)>>,
    /// Who starts.
    pub winner: Option<Seat>,
}

/// Plays the roll-off of a ruleset with `seed`; empty for rulesets without one.
pub fn roll_off(rules: &Ruleset, seed: u64) -> RollOffResult {
    let faces = rules.dice.map_or(1, |d| d.faces.len());
    roll_off_by(rules, &|k| {
        Some(roll_face(seed, ROLL_OFF_STREAM + k, faces))
    })
    .unwrap_or_default()
}

/// Plays the roll-off of a ruleset with the faces `face(k)` of its rolls, `k` counted from 1;
/// `None` if a face it needs is not known (`face` gave `None`). Empty for rulesets without one.
pub fn roll_off_by(rules: &Ruleset, face: &dyn Fn(u64) -> Option<u8>) -> Option<RollOffResult> {
    let Some(dice) = rules.dice.filter(|_| rules.roll_off != RollOff::None) else {
        return Some(RollOffResult::default());
    };
    let mut result = RollOffResult::default();
    let mut contenders: Vec<Seat> = (0..rules.players() as u8).map(Seat).collect();
    let mut k = 0;
    loop {
        let mut round = Vec::with_capacity(contenders.len());
        for &s in &contenders {
            k += 1;
            let f = face(k).filter(|&f| usize::from(f) < dice.faces.len())?;
            round.push((s, f));
        }
        let best = round
            .iter()
            .map(|&(_, f)| dice.faces[f as usize].value)
            .max()
            .unwrap_or(0);
        contenders = round
            .iter()
            .filter(|&&(_, f)| dice.faces[f as usize].value == best)
            .map(|&(s, _)| s)
            .collect();
        result.rounds.push(round);
        if contenders.len() == 1 || result.rounds.len() >= 64 {
            result.winner = contenders.first().copied();
            return Some(result);
        }
    }
}

impl RollOffResult {
    /// How many rolls the roll-off took.
    pub fn rolls(&self) -> usize {
        self.rounds.iter().map(Vec::len).sum()
    }
}

/// Why an action was refused.
#[derive(Clone, PartialEq, Eq, Debug, thiserror::Error)]
pub enum PlayError {
    /// The action is not legal in the current position.
    #[error("{}", why.english_in(ruleset))]
    Illegal {
        /// Why, as data (a UI words it in its own language).
        why: Unplayable,
        /// The ruleset's id, for the names in the English message (written only when the
        /// error is displayed).
        ruleset: &'static str,
    },
    /// The text does not name a legal move ([`Game::play_text`]).
    #[error(transparent)]
    Text(#[from] notation::MoveTextError),
}

/// Why an action cannot be played now.
#[derive(Clone, Copy, PartialEq, Eq, Debug)]
pub enum Unplayable {
    /// The move is not legal: the engine's reason.
    Move(Refusal),
    /// The move is legal, but not with that promotion.
    Promotion,
    /// The die shows another face.
    OtherFace,
    /// The die is not to be rolled now.
    NoRoll,
    /// A move is possible, so the turn cannot pass.
    NoPass,
    /// No exchange of kings can be offered now.
    NoOffer,
    /// No exchange is waiting for an answer.
    NoAnswer,
    /// No release can be demanded now.
    NoDemand,
    /// No king may be placed there now.
    NoPlace,
    /// There is no reintroduction to decline.
    NoKeep,
}

impl Unplayable {
    /// The reason in English, in the ruleset of this id (the command line's words).
    pub fn english_in(self, ruleset: &str) -> String {
        let Some(rules) = Ruleset::by_id(ruleset) else {
            return "the action is not legal".into();
        };
        match self {
            Unplayable::Move(r) => r.message(rules),
            Unplayable::Promotion => "that promotion is not available".into(),
            Unplayable::OtherFace => "the die shows another face".into(),
            Unplayable::NoRoll => "the die is not to be rolled now".into(),
            Unplayable::NoPass => "a move is possible, so the turn cannot pass".into(),
            Unplayable::NoOffer => "no exchange of kings can be offered now".into(),
            Unplayable::NoAnswer => "no exchange is waiting for an answer".into(),
            Unplayable::NoDemand => "no release can be demanded now".into(),
            Unplayable::NoPlace => "no king may be placed there now".into(),
            Unplayable::NoKeep => "there is no reintroduction to decline".into(),
        }
    }
}

/// A game in progress or finished.
#[derive(Clone, Debug)]
pub struct Game {
    seed: u64,
    positions: Vec<Position>,
    actions: Vec<Action>,
    events: Vec<Vec<Event>>,
    /// Undone actions, most recent last, for redo.
    redo: Vec<Action>,
    /// How many rolls were played: the next roll's stream number.
    rolls: u64,
    /// A game whose faces come from outside (fair dice between devices, `ashtapada-dice`):
    /// every face known so far, the roll-off's first; `None` for a seeded game.
    #[cfg(feature = "fair-dice")]
    given: Option<Given>,
}

/// The faces of a game whose dice are not its seed's.
#[cfg(feature = "fair-dice")]
#[derive(Clone, Debug, PartialEq, Eq)]
struct Given {
    /// Every face known so far, in the order of the rolls, the roll-off's first.
    faces: Vec<u8>,
    /// How many of them the roll-off took; `None` for a seeded game whose faces came from
    /// outside after it began (its roll-off the seed's).
    roll_off: Option<usize>,
    /// How many rolls the seed made before the faces came from outside: a game that went
    /// between devices after it began (0 for one that began so).
    from: u64,
}

impl Game {
    /// A new game of a ruleset with a dice seed; dice rulesets begin with the seeded roll-off.
    pub fn new(rules: &'static Ruleset, seed: u64) -> Game {
        Game::from_position(Game::start_position(rules, seed), seed)
    }

    /// The position a new game starts from: the set-up, with the roll-off's winner to move (and,
    /// in Chaturaji, his roll-off roll as his first roll).
    pub fn start_position(rules: &'static Ruleset, seed: u64) -> Position {
        let mut start = Position::start(rules);
        Self::begin(&mut start, rules, &roll_off(rules, seed));
        start
    }

    /// A new game from a given position.
    pub fn from_position(start: Position, seed: u64) -> Game {
        Game {
            seed,
            positions: vec![start],
            actions: Vec::new(),
            events: Vec::new(),
            redo: Vec::new(),
            rolls: 0,
            #[cfg(feature = "fair-dice")]
            given: None,
        }
    }

    #[cfg(feature = "fair-dice")]
    /// A new game whose dice faces come from outside, not from a seed: `faces` are the faces
    /// known so far (face indices), the roll-off's first, then the game's rolls in order; more
    /// come with [`Game::give_face`]. Between devices each face is drawn by all of them
    /// (`ashtapada-dice`), so that none can foresee it. `None` while the roll-off needs faces
    /// not yet known.
    pub fn with_faces(rules: &'static Ruleset, faces: &[u8]) -> Option<Game> {
        let ro = roll_off_by(rules, &|k| faces.get(k as usize - 1).copied())?;
        let mut start = Position::start(rules);
        Self::begin(&mut start, rules, &ro);
        let mut game = Game::from_position(start, 0);
        game.given = Some(Given {
            faces: faces.to_vec(),
            roll_off: Some(ro.rolls()),
            from: 0,
        });
        Some(game)
    }

    #[cfg(feature = "fair-dice")]
    /// A new game whose faces come from outside, drawn one by one from `draw` (a face index
    /// of the ruleset's die) as long as the roll-off needs them.
    pub fn with_faces_drawn(rules: &'static Ruleset, draw: &mut dyn FnMut() -> u8) -> Game {
        let mut faces = Vec::new();
        loop {
            if let Some(game) = Game::with_faces(rules, &faces) {
                return game;
            }
            faces.push(draw());
        }
    }

    #[cfg(feature = "fair-dice")]
    /// A game from a given position whose faces come from outside, `faces` those of its
    /// rolls so far (no roll-off): a game rebuilt from its actions, each roll's face its own.
    pub fn from_position_with_faces(start: Position, faces: &[u8]) -> Game {
        let mut game = Game::from_position(start, 0);
        game.given = Some(Given {
            faces: faces.to_vec(),
            roll_off: Some(0),
            from: 0,
        });
        game
    }

    #[cfg(feature = "fair-dice")]
    /// A seeded game whose rolls from the `from`-th on (counted from 0) come from outside: a
    /// game that went between devices after it began, so that its seed, known to every device
    /// it was sent to, tells no roll to come. Refused (`false`) for a game without dice, one
    /// whose faces already come from outside, or a `from` before the rolls already played.
    pub fn give_faces_from(&mut self, from: u64) -> bool {
        if self.rules().dice.is_none() || self.given.is_some() || from < self.rolls {
            return false;
        }
        self.given = Some(Given {
            faces: Vec::new(),
            roll_off: None,
            from,
        });
        true
    }

    #[cfg(feature = "fair-dice")]
    /// How many rolls the seed made before the faces came from outside, for a seeded game
    /// that went between devices after it began ([`Game::give_faces_from`]); `None` for any
    /// other game.
    pub fn given_from(&self) -> Option<u64> {
        self.given
            .as_ref()
            .filter(|g| g.roll_off.is_none())
            .map(|g| g.from)
    }

    /// How many rolls have been played (the next roll's number, counted from 0).
    pub fn rolls(&self) -> u64 {
        self.rolls
    }

    /// Without the `fair-dice` feature every game is seeded: no face comes from outside.
    #[cfg(not(feature = "fair-dice"))]
    pub fn give_face(&mut self, _face: u8) -> bool {
        false
    }

    /// Without the `fair-dice` feature every game is seeded: `None`.
    #[cfg(not(feature = "fair-dice"))]
    pub fn given_faces(&self) -> Option<&[u8]> {
        None
    }

    /// Without the `fair-dice` feature every game is seeded: `None`.
    #[cfg(not(feature = "fair-dice"))]
    pub fn given_roll_off(&self) -> Option<usize> {
        None
    }

    /// Without the `fair-dice` feature every game is seeded: `None`.
    #[cfg(not(feature = "fair-dice"))]
    pub fn given_from(&self) -> Option<u64> {
        None
    }

    /// The roll-off's winner to move (with his roll as his first in Chaturaji).
    fn begin(start: &mut Position, rules: &Ruleset, ro: &RollOffResult) {
        if let (Some(w), Some(last)) = (ro.winner, ro.rounds.last()) {
            start.to_move = w;
            if rules.roll_off == RollOff::KeepRoll {
                start.roll = last.iter().find(|&&(s, _)| s == w).map(|&(_, f)| f);
            }
        }
    }

    #[cfg(feature = "fair-dice")]
    /// One more face of a game whose faces come from outside: the next roll not yet known.
    /// Refused (`false`) for a seeded game or a face the die does not have.
    pub fn give_face(&mut self, face: u8) -> bool {
        let faces = self.rules().dice.map_or(0, |d| d.faces.len());
        match &mut self.given {
            Some(g) if usize::from(face) < faces => {
                g.faces.push(face);
                true
            }
            _ => false,
        }
    }

    #[cfg(feature = "fair-dice")]
    /// The faces of a game whose faces come from outside, the roll-off's first; `None` for a
    /// seeded game.
    pub fn given_faces(&self) -> Option<&[u8]> {
        self.given.as_ref().map(|g| g.faces.as_slice())
    }

    #[cfg(feature = "fair-dice")]
    /// How many of the given faces the roll-off took (none for a ruleset without one); `None`
    /// for a game whose roll-off was its seed's (seeded, or gone between devices after it
    /// began).
    pub fn given_roll_off(&self) -> Option<usize> {
        self.given.as_ref().and_then(|g| g.roll_off)
    }

    /// The roll-off that chose who starts, when the game began with it: a dice game started
    /// from its set-up with its seed or its given faces (not a game set up from another
    /// position).
    pub fn roll_off(&self) -> Option<RollOffResult> {
        let rules = self.rules();
        #[cfg(feature = "fair-dice")]
        if let Some(g) = self.given.as_ref().filter(|g| g.roll_off.is_some()) {
            return roll_off_by(rules, &|k| g.faces.get(k as usize - 1).copied())
                .filter(|r| r.winner.is_some());
        }
        let result = roll_off(rules, self.seed);
        (result.winner.is_some() && self.positions[0] == Game::start_position(rules, self.seed))
            .then_some(result)
    }

    /// The ruleset.
    pub fn rules(&self) -> &'static Ruleset {
        self.position().rules()
    }
    /// The dice seed.
    pub fn seed(&self) -> u64 {
        self.seed
    }
    /// The current position.
    pub fn position(&self) -> &Position {
        self.positions
            .last()
            .expect("a game always has its start position")
    }
    /// The start position.
    pub fn start(&self) -> &Position {
        &self.positions[0]
    }
    /// Every position, the start first.
    pub fn positions(&self) -> &[Position] {
        &self.positions
    }
    /// The actions played, in order.
    pub fn actions(&self) -> &[Action] {
        &self.actions
    }
    /// The events each action caused, parallel to [`Game::actions`].
    pub fn events(&self) -> &[Vec<Event>] {
        &self.events
    }
    /// The game's end, if over.
    pub fn outcome(&self) -> Option<Outcome> {
        self.position().outcome()
    }
    /// The seat whose turn it is.
    pub fn to_move(&self) -> Seat {
        self.position().to_move()
    }

    /// Every legal action now. A roll is the one face the die will show; none while that face
    /// is not known yet (a game whose faces come from outside).
    pub fn legal_actions(&self) -> Vec<Action> {
        let mut out = Vec::new();
        self.position().legal_actions(&mut out);
        let next = self.next_face();
        out.retain(|a| !matches!(a, Action::Roll(f) if Some(*f) != next));
        out
    }

    /// The face index the die will show on the next roll (0 while a face from outside is not
    /// known yet: see [`Game::next_face`]).
    pub fn next_roll(&self) -> u8 {
        self.next_face().unwrap_or(0)
    }

    /// The face index the die will show on the next roll, if known: always in a seeded game;
    /// once given ([`Game::give_face`]) in a game whose faces come from outside.
    pub fn next_face(&self) -> Option<u8> {
        let k = self.rolls;
        #[cfg(feature = "fair-dice")]
        if let Some(g) = self.given.as_ref().filter(|g| k >= g.from) {
            let at = g.roll_off.unwrap_or(0) + (k - g.from) as usize;
            return g.faces.get(at).copied();
        }
        let faces = self.rules().dice.map_or(1, |d| d.faces.len());
        Some(roll_face(self.seed, k, faces))
    }

    /// Plays an action after checking it is legal; returns the events it caused. Clears the redo
    /// list unless it is the action redo would replay.
    ///
    /// # Errors
    /// [`PlayError::Illegal`] with the engine's reason.
    pub fn play(&mut self, action: Action) -> Result<&[Event], PlayError> {
        let pos = self.position();
        if !self.legal_actions().contains(&action) {
            let why = match action {
                Action::Move(m) => match pos.explain(m.from, m.to) {
                    Err(r) => Unplayable::Move(r),
                    Ok(()) => Unplayable::Promotion,
                },
                Action::Roll(_) if pos.needs_roll() => Unplayable::OtherFace,
                Action::Roll(_) => Unplayable::NoRoll,
                Action::Pass => Unplayable::NoPass,
                Action::Offer => Unplayable::NoOffer,
                Action::Answer(_) => Unplayable::NoAnswer,
                Action::Demand => Unplayable::NoDemand,
                Action::Place(_) => Unplayable::NoPlace,
                Action::Keep => Unplayable::NoKeep,
            };
            return Err(PlayError::Illegal {
                why,
                ruleset: pos.rules().id,
            });
        }
        Ok(self.commit(action))
    }

    /// Plays an action if it is legal, as [`Game::play`] does, but without working out why not
    /// when it is not (`None`): for a reader that only needs a yes or no, such as the bot worker
    /// rebuilding a game, so that the explanations stay out of its code.
    pub fn play_if_legal(&mut self, action: Action) -> Option<&[Event]> {
        if self.legal_actions().contains(&action) {
            Some(self.commit(action))
        } else {
            None
        }
    }

    /// Plays a legal action, keeping the redo list only if it is the action redo would replay.
    fn commit(&mut self, action: Action) -> &[Event] {
        if self.redo.last() == Some(&action) {
            self.redo.pop();
        } else {
            self.redo.clear();
        }
        self.push(action);
        self.events.last().map_or(&[], |e| e.as_slice())
    }

    /// Plays a move given in record notation.
    ///
    /// # Errors
    /// The notation error, with the reason a move is illegal.
    pub fn play_text(&mut self, text: &str) -> Result<Move, PlayError> {
        let mv = notation::parse_move(self.position(), text).map_err(PlayError::Text)?;
        self.play(Action::Move(mv))?;
        Ok(mv)
    }

    fn push(&mut self, action: Action) {
        let mut next = *self.position();
        let mut events = Vec::new();
        next.apply(action, &mut events);
        self.positions.push(next);
        self.actions.push(action);
        self.events.push(events);
        if matches!(action, Action::Roll(_)) {
            self.rolls += 1;
        }
    }

    /// Takes back the last action; returns it, or `None` at the start.
    pub fn undo(&mut self) -> Option<Action> {
        let a = self.actions.pop()?;
        self.positions.pop();
        self.events.pop();
        if matches!(a, Action::Roll(_)) {
            self.rolls -= 1;
        }
        self.redo.push(a);
        Some(a)
    }

    /// Replays the last undone action.
    pub fn redo(&mut self) -> Option<Action> {
        let a = self.redo.pop()?;
        self.push(a);
        Some(a)
    }

    /// Whether there is something to redo.
    pub fn can_redo(&self) -> bool {
        !self.redo.is_empty()
    }

    /// Ends the game by resignation of a seat's team.
    pub fn resign(&mut self, seat: Seat) -> Vec<Event> {
        let mut events = Vec::new();
        if let Some(p) = self.positions.last_mut() {
            p.resign(seat, &mut events);
        }
        events
    }

    /// Ends the game as a draw by agreement.
    pub fn agree_draw(&mut self) -> Vec<Event> {
        let mut events = Vec::new();
        if let Some(p) = self.positions.last_mut() {
            p.agree_draw(&mut events);
        }
        events
    }
}
