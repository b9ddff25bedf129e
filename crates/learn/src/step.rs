//! What a step of a course is: what it teaches ([`Topic`], [`Rule`]), the position it starts
//! from, and what the learner must do there ([`Goal`], [`EventGoal`]). The steps are made by
//! [`crate::pieces`] and read by [`crate::file`]; the crate root re-exports everything here.

use ashtapada_rules::{Bitboard, Event, Move, Position, Role, Ruleset, Seat};

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
    /// A puzzle of the Puzzles section, with its rating ([`crate::puzzle::Puzzle::rating`]).
    Rated(u16),
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
    /// Play this move: a puzzle's answer.
    Answer(Move),
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
