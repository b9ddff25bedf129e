//! # ashtapada-learn
//!
//! The lessons of the Learn section: for each ruleset a course of steps (its pieces, its dice,
//! each of its special rules on a real position, then a few puzzles), and the rules of an
//! attempt at a step (which cells are still starred, how many moves are left, whether the goal
//! was reached).
//!
//! Everything here is data the engine checks:
//! * the piece steps are generated from the ruleset's own movement ([`pieces`]), so a lesson
//!   can never disagree with the engine: the stars are cells the piece reaches by legal moves;
//! * the scenes and puzzles are written in `lessons/<ruleset>.txt` ([`file`]): positions in the
//!   project's position format, the learner's seat, fixed rolls, the goal and the intended
//!   solution, and the tests replay every solution with the engine.
//!
//! No words live here: a step says what it teaches ([`Topic`]) and the web crate puts that in
//! French or English.

#![warn(missing_docs)]

pub mod file;
pub mod pieces;

use ashtapada_rules::record::write_action;
use ashtapada_rules::{fen, Action, Bitboard, Event, Game, Outcome, Position, Role, Ruleset, Seat};

/// What a step teaches: the web crate's texts are chosen by it.
#[derive(Clone, Copy, PartialEq, Eq, Debug)]
pub enum Topic {
    /// How a piece moves: collect the stars.
    Moves(Role),
    /// How a piece captures: take the marked enemy pieces.
    Captures(Role),
    /// Which face of the die moves which piece; the rolls are played out.
    Dice,
    /// A special rule, shown on a position the learner plays through.
    Rule(Rule),
    /// A puzzle (its number in the course, from 1).
    Puzzle(u8),
}

/// The special rules a scene can show (one per rule of the rules pages).
#[derive(Clone, Copy, PartialEq, Eq, Debug)]
pub enum Rule {
    /// The king's one-time knight leap.
    KingLeap,
    /// A pawn's promotion and its conditions.
    Promotion,
    /// The privileged pawn (Chaturanga's pawn that promotes to what its file began with).
    Privileged,
    /// The alfil (boat) square.
    AlfilSquare,
    /// Command through the ally's throne.
    Throne,
    /// An army without its king is frozen.
    Frozen,
    /// The exchange of captured kings.
    Exchange,
    /// Chaduranga's reintroduction of a king, and the missed turn after it.
    Reintroduction,
    /// The lone king's withdrawal.
    LoneKing,
    /// Stakes and payments.
    Stakes,
    /// Meeting pawns on the circle.
    MeetingPawns,
    /// A pass is no move: on the circle a side with no legal move loses nothing, but may not
    /// pass if it can move.
    NoNullMove,
    /// Capturing the king (the goal of the game).
    Goal,
}

impl Rule {
    /// Every rule, in the order courses show them.
    pub const ALL: [Rule; 13] = [
        Rule::KingLeap,
        Rule::Promotion,
        Rule::Privileged,
        Rule::AlfilSquare,
        Rule::Frozen,
        Rule::Throne,
        Rule::Exchange,
        Rule::Reintroduction,
        Rule::LoneKing,
        Rule::Stakes,
        Rule::MeetingPawns,
        Rule::NoNullMove,
        Rule::Goal,
    ];

    /// The rule's name in lesson files.
    pub fn key(self) -> &'static str {
        match self {
            Rule::KingLeap => "king-leap",
            Rule::Promotion => "promotion",
            Rule::Privileged => "privileged",
            Rule::AlfilSquare => "alfil-square",
            Rule::Throne => "throne",
            Rule::Frozen => "frozen",
            Rule::Exchange => "exchange",
            Rule::Reintroduction => "reintroduction",
            Rule::LoneKing => "lone-king",
            Rule::Stakes => "stakes",
            Rule::MeetingPawns => "meeting-pawns",
            Rule::NoNullMove => "no-null-move",
            Rule::Goal => "goal",
        }
    }

    /// The rule named `key` in lesson files.
    pub fn from_key(key: &str) -> Option<Rule> {
        Rule::ALL.into_iter().find(|r| r.key() == key)
    }

    /// The special rules a ruleset has, each of which its course shows in a scene.
    pub fn of(rules: &Ruleset) -> Vec<Rule> {
        use ashtapada_rules::ruleset::{
            AlfilSquare, KingReturn, Privileged, Promotion, Stakes, Throne,
        };
        Rule::ALL
            .into_iter()
            .filter(|rule| match rule {
                Rule::KingLeap => rules.king_leap,
                Rule::Promotion => rules.promotion != Promotion::None,
                Rule::Privileged => rules.privileged_pawn != Privileged::None,
                Rule::AlfilSquare => rules.alfil_square != AlfilSquare::None,
                Rule::Throne => rules.throne != Throne::None,
                Rule::Frozen => rules.frozen_without_king,
                Rule::Exchange => matches!(
                    rules.king_return,
                    KingReturn::Exchange | KingReturn::ExchangeAndRelease
                ),
                Rule::Reintroduction => rules.king_return == KingReturn::Reintroduction,
                Rule::LoneKing => rules.lone_king_withdraws,
                Rule::Stakes => rules.stakes != Stakes::None,
                Rule::MeetingPawns => rules.meeting_pawns,
                Rule::NoNullMove => rules.geometry == ashtapada_rules::Geometry::Circle,
                Rule::Goal => true,
            })
            .collect()
    }
}

/// The kinds of engine event a scene's goal can wait for.
#[derive(Clone, Copy, PartialEq, Eq, Debug)]
pub enum EventGoal {
    /// A king used its leap ([`Event::KingLeap`]).
    KingLeap,
    /// A pawn promoted.
    Promoted,
    /// An alfil square was completed.
    AlfilSquare,
    /// A king reached the ally's throne and took command.
    Command,
    /// An army was frozen.
    Frozen,
    /// An exchange of kings was accepted.
    Exchange,
    /// A king was put back on the board (a returned king, or a reintroduction).
    KingReturned,
    /// A player withdrew (lone king).
    Withdrew,
    /// Money changed hands.
    Paid,
    /// Two pawns met and left the board.
    PawnsMet,
    /// A king was captured.
    KingCaptured,
    /// The turn passed (no legal move).
    Passed,
}

impl EventGoal {
    const ALL: [EventGoal; 12] = [
        EventGoal::KingLeap,
        EventGoal::Promoted,
        EventGoal::AlfilSquare,
        EventGoal::Command,
        EventGoal::Frozen,
        EventGoal::Exchange,
        EventGoal::KingReturned,
        EventGoal::Withdrew,
        EventGoal::Paid,
        EventGoal::PawnsMet,
        EventGoal::KingCaptured,
        EventGoal::Passed,
    ];

    /// The goal's name in lesson files.
    pub fn key(self) -> &'static str {
        match self {
            EventGoal::KingLeap => "king-leap",
            EventGoal::Promoted => "promoted",
            EventGoal::AlfilSquare => "alfil-square",
            EventGoal::Command => "command",
            EventGoal::Frozen => "frozen",
            EventGoal::Exchange => "exchange",
            EventGoal::KingReturned => "king-returned",
            EventGoal::Withdrew => "withdrew",
            EventGoal::Paid => "paid",
            EventGoal::PawnsMet => "pawns-met",
            EventGoal::KingCaptured => "king-captured",
            EventGoal::Passed => "passed",
        }
    }

    /// The goal named `key` in lesson files.
    pub fn from_key(key: &str) -> Option<EventGoal> {
        EventGoal::ALL.into_iter().find(|g| g.key() == key)
    }

    /// Whether the event is of this kind (caused by anyone: a scene's event follows the
    /// learner's action).
    pub fn matches(self, event: &Event) -> bool {
        match (self, event) {
            (EventGoal::KingLeap, Event::KingLeap { .. })
            | (EventGoal::Promoted, Event::Promoted { .. })
            | (EventGoal::AlfilSquare, Event::AlfilSquare { .. })
            | (EventGoal::Command, Event::CommandBegins { .. })
            | (EventGoal::Frozen, Event::Frozen { .. })
            | (EventGoal::Exchange, Event::ExchangeAccepted)
            | (EventGoal::KingReturned, Event::KingReturned { .. })
            | (EventGoal::Withdrew, Event::Withdrew { .. })
            | (EventGoal::Paid, Event::Paid { .. })
            | (EventGoal::PawnsMet, Event::PawnsMet { .. })
            | (EventGoal::Passed, Event::Passed { .. }) => true,
            (EventGoal::KingCaptured, Event::Captured { role, .. }) => *role == Role::King,
            _ => false,
        }
    }
}

/// What the learner must do.
#[derive(Clone, Copy, PartialEq, Eq, Debug)]
pub enum Goal {
    /// Land on every starred cell.
    Stars(Bitboard),
    /// Capture the pieces that stand on these cells at the start.
    Capture(Bitboard),
    /// Make the engine report an event of this kind.
    Event(EventGoal),
    /// Win the game (the learner's team).
    Win,
    /// Play this many turns (a roll and its move, or its pass).
    Turns(u8),
}

/// One step of a course.
#[derive(Clone, Debug)]
pub struct Step {
    /// What it teaches.
    pub topic: Topic,
    /// The position it starts from (its ruleset included).
    pub start: Position,
    /// The seat the learner plays; the others never move (after each of the learner's turns
    /// the turn comes back to him).
    pub learner: Seat,
    /// What to do.
    pub goal: Goal,
    /// At most this many of the learner's actions (rolls not counted); 0: no limit.
    pub moves: u8,
    /// The rolls given at the start of each of the learner's later turns (face indices), in
    /// order; the first turn's roll is in the start position. Past the list, the learner rolls
    /// the die himself.
    pub rolls: Vec<u8>,
    /// The dice seed of the learner's own rolls.
    pub seed: u64,
    /// The intended solution, in record notation (the tests replay it).
    pub solution: Vec<String>,
}

/// A course: a ruleset's steps in order (or the common start's).
#[derive(Clone, Debug)]
pub struct Course {
    /// `common` or the ruleset's id.
    pub id: &'static str,
    /// The ruleset it teaches (the common start teaches on two-handed Chaturanga's board).
    pub rules: &'static Ruleset,
    /// The steps.
    pub steps: Vec<Step>,
}

/// The id of the common start's course.
pub const COMMON: &str = "common";

/// The pieces the common start teaches: they move alike on every square board.
pub const COMMON_ROLES: [Role; 3] = [Role::King, Role::Rook, Role::Knight];

/// The course ids, in the order the Learn list shows them: the common start, then each
/// ruleset.
pub fn course_ids() -> Vec<&'static str> {
    std::iter::once(COMMON)
        .chain(Ruleset::all().iter().map(|r| r.id))
        .collect()
}

/// The course with this id.
pub fn course(id: &str) -> Option<Course> {
    if id == COMMON {
        let rules = Ruleset::by_id("chaturanga-v3")?;
        let steps = COMMON_ROLES
            .iter()
            .flat_map(|&role| pieces::steps(rules, role))
            .collect();
        return Some(Course {
            id: COMMON,
            rules,
            steps,
        });
    }
    let rules = Ruleset::all().iter().copied().find(|r| r.id == id)?;
    let mut steps: Vec<Step> = pieces::roles(rules)
        .into_iter()
        .filter(|role| {
            rules.geometry == ashtapada_rules::Geometry::Circle || !COMMON_ROLES.contains(role)
        })
        .flat_map(|role| pieces::steps(rules, role))
        .collect();
    steps.extend(file::lessons(rules.id).unwrap_or_default());
    // A ruleset played with an option (v1 with dice) teaches it in the same course.
    for option in rules.offered_options() {
        if let Some(child) = rules.with_option(option) {
            steps.extend(file::lessons(child.id).unwrap_or_default());
        }
    }
    Some(Course {
        id: rules.id,
        rules,
        steps,
    })
}

/// A course as text ([`file::write`]): what the extras worker sends the page, which reads it
/// with [`file::read_course`].
pub fn course_text(id: &str) -> Option<String> {
    Some(file::write(&course(id)?.steps))
}

/// Why an attempt failed.
#[derive(Clone, Copy, PartialEq, Eq, Debug)]
pub enum Failure {
    /// The moves allowed were used without reaching the goal.
    OutOfMoves,
    /// The game ended without reaching the goal.
    GameOver,
    /// The learner cannot go on (no position gives him the turn back).
    Stuck,
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
        };
        if reached {
            return Verdict::Done;
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
