//! A game: the positions so far, the actions between them, the dice seed, undo and redo.

use crate::notation;
use crate::piece::Seat;
use crate::position::{Move, MoveList, Outcome, Position};
use crate::ruleset::Ruleset;
use rand::{Rng, SeedableRng};
use rand_chacha::ChaCha8Rng;

/// One step of a game.
#[derive(Clone, Copy, PartialEq, Eq, Hash, Debug)]
pub enum Action {
    /// Roll the die: the face index that came up (taken from the game's seed, never chosen).
    Roll(u8),
    /// Move a piece.
    Move(Move),
    /// No legal move: the turn passes.
    Pass,
}

/// The face of roll number `k` of a game with `seed`: each roll has its own ChaCha stream, so a
/// game replays exactly and undoing a roll never changes what the die shows.
pub fn roll_face(seed: u64, k: u64, faces: usize) -> u8 {
    let mut rng = ChaCha8Rng::seed_from_u64(seed);
    rng.set_stream(k);
    rng.random_range(0..faces) as u8
}

/// Why an action was refused.
#[derive(Clone, PartialEq, Eq, Debug, thiserror::Error)]
pub enum PlayError {
    /// The action is not legal in the current position.
    #[error("{0}")]
    Illegal(String),
}

/// A game in progress or finished.
#[derive(Clone, Debug)]
pub struct Game {
    seed: u64,
    positions: Vec<Position>,
    actions: Vec<Action>,
    /// Undone actions, most recent last, for redo.
    redo: Vec<Action>,
}

impl Game {
    /// A new game from the ruleset's start, with a dice seed.
    pub fn new(rules: &'static Ruleset, seed: u64) -> Game {
        Game::from_position(Position::start(rules), seed)
    }

    /// A new game from a given position.
    pub fn from_position(start: Position, seed: u64) -> Game {
        Game { seed, positions: vec![start], actions: Vec::new(), redo: Vec::new() }
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
        self.positions.last().expect("a game always has its start position")
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
    /// The game's end, if over.
    pub fn outcome(&self) -> Option<Outcome> {
        self.position().outcome()
    }
    /// The seat to move.
    pub fn to_move(&self) -> Seat {
        self.position().to_move()
    }

    /// Every legal action now: a roll (if the die must be rolled), else the moves, else a pass.
    pub fn legal_actions(&self) -> Vec<Action> {
        let pos = self.position();
        if pos.outcome().is_some() {
            return Vec::new();
        }
        if pos.needs_roll() {
            return vec![Action::Roll(self.next_roll())];
        }
        let mut list = MoveList::new();
        pos.gen_moves(&mut list);
        if list.is_empty() {
            return vec![Action::Pass];
        }
        list.into_iter().map(Action::Move).collect()
    }

    /// The face the die will show on the next roll.
    pub fn next_roll(&self) -> u8 {
        let k = self.actions.iter().filter(|a| matches!(a, Action::Roll(_))).count() as u64;
        let faces = self.rules().dice.map_or(1, |d| d.faces.len());
        roll_face(self.seed, k, faces)
    }

    /// Plays an action after checking it is legal; clears the redo list unless it is the action
    /// redo would replay.
    ///
    /// # Errors
    /// [`PlayError::Illegal`] with the engine's reason.
    pub fn play(&mut self, action: Action) -> Result<(), PlayError> {
        let pos = self.position();
        let legal = self.legal_actions();
        if !legal.contains(&action) {
            let reason = match action {
                Action::Move(m) => match pos.explain(m.from, m.to) {
                    Err(r) => r.message(pos.rules()),
                    Ok(()) => "that promotion is not available".into(),
                },
                Action::Roll(_) if pos.needs_roll() => "the die shows another face".into(),
                Action::Roll(_) => "the die is not to be rolled now".into(),
                Action::Pass => "a move is possible, so the turn cannot pass".into(),
            };
            return Err(PlayError::Illegal(reason));
        }
        if self.redo.last() == Some(&action) {
            self.redo.pop();
        } else {
            self.redo.clear();
        }
        self.push(action);
        Ok(())
    }

    /// Plays a move given in record notation.
    ///
    /// # Errors
    /// The notation error, with the reason a move is illegal.
    pub fn play_text(&mut self, text: &str) -> Result<Move, PlayError> {
        let mv = notation::parse_move(self.position(), text).map_err(|e| PlayError::Illegal(e.to_string()))?;
        self.play(Action::Move(mv))?;
        Ok(mv)
    }

    fn push(&mut self, action: Action) {
        let mut next = *self.position();
        match action {
            Action::Roll(f) => next.set_roll(f),
            Action::Move(m) => next.play(m),
            Action::Pass => next.pass(),
        }
        self.positions.push(next);
        self.actions.push(action);
    }

    /// Takes back the last action; returns it, or `None` at the start.
    pub fn undo(&mut self) -> Option<Action> {
        let a = self.actions.pop()?;
        self.positions.pop();
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
    pub fn resign(&mut self, seat: Seat) {
        let mut p = *self.position();
        p.resign(seat);
        if p != *self.position() {
            *self.positions.last_mut().expect("start position") = p;
        }
    }
}
