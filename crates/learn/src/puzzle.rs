//! The puzzle sets' puzzles: a position from a real game where one move is clearly better than
//! every other action, as the sets in `crates/learn/puzzles/<ruleset>.txt` hold them (how they
//! are found and confirmed is the bots crate's `puzzle` module, and docs/puzzles.md).
//!
//! The text form is a line a puzzle, four fields separated by tabs: the ruleset's id, the
//! position (as [`ashtapada_rules::fen`] writes it), the answer (as the record writes a move),
//! and the themes, comma-separated (`-` for none). Lines that are empty or start with `#` are
//! comments. [`parse_line`] checks every field against the rules; [`write_line`] writes what
//! it reads back. [`Puzzle::step`] makes a puzzle a step of a course, as the Puzzles section
//! plays it, with its [`Puzzle::rating`].

use crate::step::{Goal, Step, Topic};
use ashtapada_rules::{fen, notation, Action, Event, Game, Move, Position, Role, Ruleset};
use std::fmt;

/// What a puzzle is about, where the engine can tell: each set when playing the answer does it.
#[derive(Clone, Copy, Debug, PartialEq, Eq, Hash, PartialOrd, Ord)]
pub enum Theme {
    /// The answer takes a piece.
    Capture,
    /// The answer takes a king.
    KingCapture,
    /// The answer promotes a pawn.
    Promotion,
    /// The answer seats a king on an enemy throne (a payment for a throne follows it).
    Throne,
    /// The mover's king was attacked and the answer moves it to a cell no enemy attacks.
    Escape,
    /// Another attacked piece of the mover's goes to a cell no enemy attacks (and takes
    /// nothing: a capture is its own theme).
    Rescue,
}

impl Theme {
    /// Every theme, in the text form's order.
    pub const ALL: [Theme; 6] = [
        Theme::Capture,
        Theme::KingCapture,
        Theme::Promotion,
        Theme::Throne,
        Theme::Escape,
        Theme::Rescue,
    ];

    /// The theme's name in the text form (and the page's message ids).
    pub fn name(self) -> &'static str {
        match self {
            Theme::Capture => "capture",
            Theme::KingCapture => "king-capture",
            Theme::Promotion => "promotion",
            Theme::Throne => "throne",
            Theme::Escape => "escape",
            Theme::Rescue => "rescue",
        }
    }

    /// The theme named `name`.
    pub fn from_name(name: &str) -> Option<Theme> {
        Theme::ALL.into_iter().find(|t| t.name() == name)
    }
}

/// A checked puzzle: its position is valid for its ruleset, the actor has a decision to make
/// (not a roll), and the answer is one of its legal moves.
#[derive(Clone, Debug, PartialEq)]
pub struct Puzzle {
    position: Position,
    answer: Move,
    themes: Vec<Theme>,
}

impl Puzzle {
    /// A puzzle from a position and its answer, its themes worked out by playing it; `None`
    /// when the answer is not a legal move there or the position asks for a roll.
    pub fn new(position: Position, answer: Move) -> Option<Puzzle> {
        let game = Game::from_position(position, 0);
        if position.needs_roll() || !game.legal_actions().contains(&Action::Move(answer)) {
            return None;
        }
        let themes = themes(&position, answer);
        Some(Puzzle {
            position,
            answer,
            themes,
        })
    }

    /// The position to solve.
    pub fn position(&self) -> &Position {
        &self.position
    }

    /// The move that solves it.
    pub fn answer(&self) -> Move {
        self.answer
    }

    /// Its themes, in [`Theme::ALL`]'s order.
    pub fn themes(&self) -> &[Theme] {
        &self.themes
    }

    /// The ruleset it is played under.
    pub fn rules(&self) -> &'static Ruleset {
        self.position.rules()
    }
}

/// What is wrong with a puzzle line.
#[derive(Clone, Debug, PartialEq, Eq)]
pub enum PuzzleError {
    /// Not four tab-separated fields.
    Fields(usize),
    /// No ruleset has this id.
    Ruleset(String),
    /// The position does not parse, or is not valid, for the ruleset.
    Position(String),
    /// The position asks for a roll: nothing to decide.
    NeedsRoll,
    /// The answer is not a legal move of the position.
    Answer(String),
    /// An unknown theme, or one the answer does not have.
    Theme(String),
}

impl fmt::Display for PuzzleError {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        match self {
            PuzzleError::Fields(n) => {
                write!(f, "{n} fields, not 4 (ruleset, position, answer, themes)")
            }
            PuzzleError::Ruleset(id) => write!(f, "no ruleset is called {id:?}"),
            PuzzleError::Position(why) => write!(f, "the position: {why}"),
            PuzzleError::NeedsRoll => write!(f, "the position asks for a roll, not a decision"),
            PuzzleError::Answer(why) => write!(f, "the answer: {why}"),
            PuzzleError::Theme(t) => write!(f, "the theme {t:?} is unknown or not the answer's"),
        }
    }
}

impl std::error::Error for PuzzleError {}

/// Reads one puzzle line (see the module's text form); `Ok(None)` for a comment or an empty
/// line.
///
/// # Errors
/// A [`PuzzleError`] naming the first field that is wrong.
pub fn parse_line(line: &str) -> Result<Option<Puzzle>, PuzzleError> {
    let line = line.trim_end_matches(['\r', '\n']);
    if line.trim().is_empty() || line.starts_with('#') {
        return Ok(None);
    }
    let fields: Vec<&str> = line.split('\t').collect();
    let [id, position, answer, themes] = fields[..] else {
        return Err(PuzzleError::Fields(fields.len()));
    };
    let rules = Ruleset::by_id(id).ok_or_else(|| PuzzleError::Ruleset(id.to_string()))?;
    let position = fen::parse(rules, position).map_err(|e| PuzzleError::Position(e.to_string()))?;
    if position.needs_roll() {
        return Err(PuzzleError::NeedsRoll);
    }
    let mv =
        notation::parse_move(&position, answer).map_err(|e| PuzzleError::Answer(e.to_string()))?;
    let puzzle = Puzzle::new(position, mv)
        .ok_or_else(|| PuzzleError::Answer(format!("{answer:?} is not a legal move")))?;
    let mut named = Vec::new();
    if themes != "-" {
        for t in themes.split(',') {
            match Theme::from_name(t) {
                Some(t) if puzzle.themes.contains(&t) => named.push(t),
                _ => return Err(PuzzleError::Theme(t.to_string())),
            }
        }
    }
    named.sort();
    named.dedup();
    if named != puzzle.themes {
        return Err(PuzzleError::Theme(themes.to_string()));
    }
    Ok(Some(puzzle))
}

/// Writes a puzzle as one line (no line break), which [`parse_line`] reads back.
pub fn write_line(p: &Puzzle) -> String {
    let themes = if p.themes.is_empty() {
        "-".to_string()
    } else {
        p.themes
            .iter()
            .map(|t| t.name())
            .collect::<Vec<_>>()
            .join(",")
    };
    format!(
        "{}\t{}\t{}\t{}",
        p.rules().id,
        fen::write(&p.position),
        notation::write_move(&p.position, p.answer),
        themes
    )
}

/// Reads a whole puzzle file: every puzzle, or the first wrong line's number (from 1) and
/// what is wrong with it.
///
/// # Errors
/// The first line that does not read.
pub fn parse_set(text: &str) -> Result<Vec<Puzzle>, (usize, PuzzleError)> {
    let mut out = Vec::new();
    for (i, line) in text.lines().enumerate() {
        if let Some(p) = parse_line(line).map_err(|e| (i + 1, e))? {
            out.push(p);
        }
    }
    Ok(out)
}

/// The themes of `answer` in `pos`, in [`Theme::ALL`]'s order.
fn themes(pos: &Position, answer: Move) -> Vec<Theme> {
    let mut game = Game::from_position(*pos, 0);
    let mover = pos.piece_at(answer.from);
    let attacked = mover.filter(|p| pos.attacked(answer.from, *p));
    let mut out = Vec::new();
    let Ok(events) = game.play(Action::Move(answer)).map(<[Event]>::to_vec) else {
        return out;
    };
    let after = game.position();
    // Safe where it lands, as the piece it now is (a promoted pawn is judged as its new role).
    let safe = attacked.is_some_and(|p| {
        after
            .piece_at(answer.to)
            .is_some_and(|now| now.army() == p.army() && !after.attacked(answer.to, now))
    });
    let king = mover.is_some_and(|p| p.role() == Role::King);
    for e in &events {
        let theme = match e {
            Event::Captured {
                role: Role::King, ..
            } => Some(Theme::KingCapture),
            Event::Captured { .. } => Some(Theme::Capture),
            Event::Promoted { .. } => Some(Theme::Promotion),
            Event::Paid {
                reason:
                    ashtapada_rules::event::PaymentReason::ThroneOccupied
                    | ashtapada_rules::event::PaymentReason::KingCapturedOnThrone
                    | ashtapada_rules::event::PaymentReason::KingCapturedOnThroneWithEmpire,
                ..
            } => Some(Theme::Throne),
            _ => None,
        };
        out.extend(theme);
    }
    if safe && king {
        out.push(Theme::Escape);
    } else if safe
        && !out
            .iter()
            .any(|t| matches!(t, Theme::Capture | Theme::KingCapture))
    {
        out.push(Theme::Rescue);
    }
    out.sort();
    out.dedup();
    out
}

/// The lowest rating [`Puzzle::rating`] gives.
pub const RATING_FLOOR: u16 = 800;

impl Puzzle {
    /// How hard the puzzle looks, as a rating on the players' scale (docs/puzzles.md): from
    /// [`RATING_FLOOR`], 400 more when the answer takes nothing (a quiet move is harder to see
    /// than a capture), 150 more for each other capture the position offers (each one a
    /// distraction, up to six), 100 less when the answer takes a king (the most visible of
    /// targets). A rough order, not a measure: puzzles are served near the player's rating by
    /// it, and the player's rating moves by it.
    pub fn rating(&self) -> u16 {
        let game = Game::from_position(self.position, 0);
        let captures = game
            .legal_actions()
            .into_iter()
            .filter(|&a| match a {
                Action::Move(m) => m != self.answer && self.position.piece_at(m.to).is_some(),
                _ => false,
            })
            .count()
            .min(6) as u16;
        let quiet = !self
            .themes
            .iter()
            .any(|t| matches!(t, Theme::Capture | Theme::KingCapture));
        let king = self.themes.contains(&Theme::KingCapture);
        (RATING_FLOOR + 100 + 150 * captures + if quiet { 400 } else { 0 })
            .saturating_sub(if king { 100 } else { 0 })
    }

    /// The puzzle as a step of the Puzzles section: its mover plays one move, which must be
    /// the answer.
    pub fn step(&self) -> Step {
        Step {
            topic: Topic::Rated(self.rating()),
            start: self.position,
            learner: self.position.to_move(),
            goal: Goal::Answer(self.answer),
            moves: 1,
            rolls: Vec::new(),
            seed: 1,
            solution: vec![notation::write_move(&self.position, self.answer)],
        }
    }
}

/// The ids of the Puzzles section's courses, one a ruleset, in [`Ruleset::all`]'s order: the
/// ruleset's id after `puzzles-`.
pub const COURSES: [&str; 9] = [
    "puzzles-chaturanga-v1",
    "puzzles-chaturanga-v1+dice",
    "puzzles-chaturanga-v2",
    "puzzles-chaturanga-v3",
    "puzzles-chaturanga-antique",
    "puzzles-chaturaji",
    "puzzles-chaduranga",
    "puzzles-byzantine-traditional",
    "puzzles-byzantine-modern",
];

/// The ruleset of a Puzzles course (`None` for any other id).
pub fn ruleset(course: &str) -> Option<&'static Ruleset> {
    Ruleset::by_id(course.strip_prefix("puzzles-")?)
}

/// The Puzzles course of a ruleset's id.
pub fn course_of(ruleset: &str) -> Option<&'static str> {
    COURSES
        .into_iter()
        .find(|c| c.strip_prefix("puzzles-") == Some(ruleset))
}

/// A puzzle set's text as the course the page plays: each puzzle a step ([`Puzzle::step`]), in
/// the order of their ratings (the set's order among equals), written as
/// [`crate::file::write`] writes a course.
///
/// # Errors
/// The set's first wrong line, and what is wrong with it.
pub fn course_text(set: &str) -> Result<(Vec<Puzzle>, String), (usize, PuzzleError)> {
    let mut puzzles = parse_set(set)?;
    puzzles.sort_by_key(Puzzle::rating);
    let steps: Vec<Step> = puzzles.iter().map(Puzzle::step).collect();
    Ok((puzzles, crate::file::write(&steps)))
}
