//! An attempt at a step: what is left to do, what each action changed ([`Verdict`]), and the
//! turn given back to the learner after each of his turns; [`replay`] plays a step's solution
//! so. The crate root re-exports everything here.

use crate::step::{Goal, Step};
use ashtapada_rules::record::write_action;
use ashtapada_rules::{fen, Action, Bitboard, Game, Outcome, Position, Seat};

/// Why an attempt failed.
#[derive(Clone, Copy, PartialEq, Eq, Debug)]
pub enum Failure {
    /// The moves allowed were used without reaching the goal.
    OutOfMoves,
    /// The game ended without reaching the goal.
    GameOver,
    /// The learner cannot go on (no position gives him the turn back).
    Stuck,
    /// A puzzle's move that is not its answer.
    NotBest,
}

/// What an action changed in an attempt.
#[derive(Clone, Debug, PartialEq)]
pub enum Verdict {
    /// Go on; with the position to go on from when the turn came back to the learner (the
    /// others never move).
    Going(Option<Box<Position>>),
    /// The goal is reached.
    Done,
    /// The attempt failed (the step starts again).
    Failed(Failure),
}

/// An attempt at a step: what is left to do.
#[derive(Clone, Debug, PartialEq)]
pub struct Attempt {
    /// The stars not yet reached.
    pub stars: Bitboard,
    /// The learner's actions so far (rolls not counted).
    pub used: u8,
    /// The turns given back so far (the next fixed roll's index).
    pub handed: usize,
}

impl Step {
    /// The game a fresh attempt plays.
    pub fn game(&self) -> Game {
        Game::from_position(self.start, self.seed)
    }

    /// A fresh attempt.
    pub fn attempt(&self) -> Attempt {
        Attempt {
            stars: match self.goal {
                Goal::Stars(cells) => cells,
                _ => Bitboard::EMPTY,
            },
            used: 0,
            handed: 0,
        }
    }

    /// The game an attempt goes on with once the turn came back to the learner at `next`
    /// ([`Verdict::Going`]): the learner's own rolls follow on from the step's seed.
    pub fn resume(&self, attempt: &Attempt, next: Position) -> Game {
        Game::from_position(next, self.seed.wrapping_add(attempt.handed as u64))
    }

    /// The moves left in an attempt (`None`: no limit).
    pub fn moves_left(&self, attempt: &Attempt) -> Option<u8> {
        (self.moves > 0).then(|| self.moves.saturating_sub(attempt.used))
    }
}

impl Attempt {
    /// Takes account of the game's last action (played by anyone: only the learner's count).
    pub fn after(&mut self, step: &Step, game: &Game) -> Verdict {
        let (Some(&action), Some(events)) = (game.actions().last(), game.events().last()) else {
            return Verdict::Going(None);
        };
        let pos = game.position();
        if !matches!(action, Action::Roll(_)) {
            self.used = self.used.saturating_add(1);
        }
        let learner = step.learner;
        self.stars.0 &= !pos.army_cells(learner).0;
        let reached = match step.goal {
            Goal::Stars(_) => self.stars.is_empty(),
            Goal::Capture(cells) => (pos.occupied().0 & !pos.army_cells(learner).0 & cells.0) == 0,
            Goal::Event(kind) => events.iter().any(|e| kind.matches(e)),
            Goal::Win => {
                matches!(pos.outcome(), Some(Outcome::Win { team, .. }) if team == learner.team())
            }
            Goal::Turns(n) => self.used >= n,
            Goal::Answer(mv) => action == Action::Move(mv),
        };
        if reached {
            return Verdict::Done;
        }
        if matches!(step.goal, Goal::Answer(_)) && !matches!(action, Action::Roll(_)) {
            return Verdict::Failed(Failure::NotBest);
        }
        if step.moves > 0 && self.used >= step.moves {
            return Verdict::Failed(Failure::OutOfMoves);
        }
        if pos.outcome().is_some() {
            return Verdict::Failed(Failure::GameOver);
        }
        let roll = step.rolls.get(self.handed).copied();
        // The turn comes back by itself when the other armies have nothing to move; a fixed
        // roll is still given then.
        let again = pos.to_move() == learner && !(pos.needs_roll() && roll.is_some());
        if again || pos.pending().is_some() {
            return Verdict::Going(None);
        }
        self.handed += 1;
        match hand_back(pos, learner, roll) {
            Some(next) => Verdict::Going(Some(Box::new(next))),
            None => Verdict::Failed(Failure::Stuck),
        }
    }
}

/// The position with the turn given back to `learner` (and this roll, a face index), through
/// the position format, so that it passes the reader's checks.
pub fn hand_back(pos: &Position, learner: Seat, roll: Option<u8>) -> Option<Position> {
    let rules = pos.rules();
    let text = fen::write(pos);
    let mut fields: Vec<String> = text.split(' ').map(str::to_string).collect();
    if fields.len() < 5 {
        return None;
    }
    fields[1] = fen::army_letter(rules, learner).to_string();
    fields[2] = match (roll, rules.dice) {
        (Some(face), Some(d)) => d.faces.get(usize::from(face))?.value.to_string(),
        _ => "-".into(),
    };
    // A bonus move or an offer belonged to the seat that just played.
    fields.retain(|f| f != "bonus" && f != "offered");
    fen::parse(rules, &fields.join(" ")).ok()
}

/// The legal action of `game` written `text` in record notation.
pub fn action_named(game: &Game, text: &str) -> Option<Action> {
    let pos = game.position();
    game.legal_actions()
        .into_iter()
        .find(|&a| write_action(pos, a) == text)
}

/// Plays a step's solution with the engine, as the page would (the turn given back after each
/// of the learner's turns, the learner's own rolls from the step's seed); returns the verdict
/// after its last action, or why it could not be played.
pub fn replay(step: &Step, solution: &[String]) -> Result<Verdict, String> {
    let mut game = step.game();
    let mut attempt = step.attempt();
    let mut verdict = Verdict::Going(None);
    for (i, text) in solution.iter().enumerate() {
        if !matches!(verdict, Verdict::Going(_)) {
            return Err(format!("action {} ({text}) after the attempt ended", i + 1));
        }
        let action = if text == "roll" {
            Action::Roll(game.next_roll())
        } else {
            action_named(&game, text).ok_or_else(|| {
                let legal: Vec<String> = game
                    .legal_actions()
                    .into_iter()
                    .map(|a| write_action(game.position(), a))
                    .collect();
                format!(
                    "action {} ({text}) is not legal in {}; legal: {}",
                    i + 1,
                    fen::write(game.position()),
                    legal.join(" ")
                )
            })?
        };
        game.play(action)
            .map_err(|e| format!("action {}: {e}", i + 1))?;
        verdict = attempt.after(step, &game);
        if let Verdict::Going(Some(next)) = &verdict {
            game = step.resume(&attempt, **next);
        }
    }
    Ok(verdict)
}
