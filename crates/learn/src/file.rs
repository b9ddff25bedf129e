//! The written lessons: each ruleset's scenes (a special rule shown on a position) and puzzles,
//! in `lessons/<ruleset id>.txt`, compiled in. The format, one block per step, blocks apart by
//! a blank line, `#` starting a comment line:
//!
//! ```text
//! rule alfil-square          # or: dice, puzzle [n], rated <rating>, piece-moves R, piece-captures R
//! ruleset chaturaji          # the block's ruleset (default: the file's)
//! position <position>        # the project's position format (docs/records.md)
//! learner s                  # the learner's army letter (default: the side to move)
//! goal event alfil-square    # stars <cells> | capture <cells> | event <kind> | win | turns <n> | answer <move>
//! moves 1                    # at most this many of the learner's actions (default: none)
//! rolls 4 4                  # face values given at the learner's later turns
//! seed 7                     # the dice seed of the learner's own rolls (default 1)
//! solution Ab1-d3            # the intended actions, `roll` for a roll of the learner's own
//! ```
//!
//! The reader checks each field where it enters: a position the engine's reader refuses, a
//! goal or rule it does not know, is an error naming the line.

use crate::step::{EventGoal, Goal, Rule, Step, Topic};
use ashtapada_rules::record::write_action;
use ashtapada_rules::{fen, Bitboard, Position, Role, Ruleset};

/// The lesson files, by ruleset id.
const FILES: [(&str, &str); 9] = [
    (
        "chaturanga-v1",
        include_str!("../lessons/chaturanga-v1.txt"),
    ),
    (
        "chaturanga-v1+dice",
        include_str!("../lessons/chaturanga-v1+dice.txt"),
    ),
    (
        "chaturanga-v2",
        include_str!("../lessons/chaturanga-v2.txt"),
    ),
    (
        "chaturanga-v3",
        include_str!("../lessons/chaturanga-v3.txt"),
    ),
    (
        "chaturanga-antique",
        include_str!("../lessons/chaturanga-antique.txt"),
    ),
    ("chaturaji", include_str!("../lessons/chaturaji.txt")),
    ("chaduranga", include_str!("../lessons/chaduranga.txt")),
    (
        "byzantine-traditional",
        include_str!("../lessons/byzantine-traditional.txt"),
    ),
    (
        "byzantine-modern",
        include_str!("../lessons/byzantine-modern.txt"),
    ),
];

/// The written steps of a ruleset (`None` if it has no file), read from its compiled-in file.
///
/// # Errors
/// A file that does not read is a bug the tests catch; here it gives no steps.
pub fn lessons(id: &str) -> Option<Vec<Step>> {
    let rules = Ruleset::by_id(id)?;
    let text = FILES.iter().find(|(i, _)| *i == id)?.1;
    read(rules, text).ok()
}

/// The text of a ruleset's lesson file (for the tests and tools).
pub fn text(id: &str) -> Option<&'static str> {
    FILES.iter().find(|(i, _)| *i == id).map(|(_, t)| *t)
}

/// A reading error: the 1-based line and what is wrong.
#[derive(Clone, Debug, PartialEq, Eq)]
pub struct FileError {
    /// The line.
    pub line: usize,
    /// What is wrong.
    pub message: String,
}

impl std::fmt::Display for FileError {
    fn fmt(&self, f: &mut std::fmt::Formatter<'_>) -> std::fmt::Result {
        write!(f, "line {}: {}", self.line, self.message)
    }
}

/// Reads a lesson file of `rules`.
///
/// # Errors
/// The first line that does not read, and why.
pub fn read(rules: &'static Ruleset, text: &str) -> Result<Vec<Step>, FileError> {
    read_with(Some(rules), text)
}

/// Reads a whole course as [`write()`] writes it (each step names its ruleset): the extras worker
/// sends courses this way, and the page checks them here where they enter.
///
/// # Errors
/// The first line that does not read, and why.
pub fn read_course(text: &str) -> Result<Vec<Step>, FileError> {
    read_with(None, text)
}

/// Writes steps as a course's text, which [`read_course`] reads back as they are.
pub fn write(steps: &[Step]) -> String {
    use std::fmt::Write as _;
    let mut out = String::new();
    for step in steps {
        let rules = step.start.rules();
        let topic = match step.topic {
            Topic::Moves(role) => format!("piece-moves {}", role.letter()),
            Topic::Captures(role) => format!("piece-captures {}", role.letter()),
            Topic::Dice => "dice".into(),
            Topic::Rule(rule) => format!("rule {}", rule.key()),
            Topic::Puzzle(n) => format!("puzzle {n}"),
            Topic::Rated(r) => format!("rated {r}"),
        };
        let cells = |b: Bitboard| {
            b.map(|sq| rules.geometry.name(sq))
                .collect::<Vec<_>>()
                .join(" ")
        };
        let goal = match step.goal {
            Goal::Stars(b) => format!("stars {}", cells(b)),
            Goal::Capture(b) => format!("capture {}", cells(b)),
            Goal::Event(kind) => format!("event {}", kind.key()),
            Goal::Win => "win".into(),
            Goal::Turns(n) => format!("turns {n}"),
            Goal::Answer(mv) => format!(
                "answer {}",
                write_action(&step.start, ashtapada_rules::Action::Move(mv))
            ),
        };
        let _ = writeln!(out, "{topic}\nruleset {}", rules.id);
        let _ = writeln!(out, "position {}", fen::write(&step.start));
        let _ = writeln!(out, "learner {}", fen::army_letter(rules, step.learner));
        let _ = writeln!(out, "goal {goal}\nmoves {}\nseed {}", step.moves, step.seed);
        if !step.rolls.is_empty() {
            let faces = rules.dice.map_or(&[][..], |d| d.faces);
            let rolls: Vec<String> = step
                .rolls
                .iter()
                .filter_map(|&f| faces.get(usize::from(f)).map(|f| f.value.to_string()))
                .collect();
            let _ = writeln!(out, "rolls {}", rolls.join(" "));
        }
        if !step.solution.is_empty() {
            let _ = writeln!(out, "solution {}", step.solution.join(" "));
        }
        out.push('\n');
    }
    out
}

fn read_with(default: Option<&'static Ruleset>, text: &str) -> Result<Vec<Step>, FileError> {
    let mut steps = Vec::new();
    let mut block: Vec<(usize, &str)> = Vec::new();
    let mut puzzles = 0u8;
    for (i, raw) in text
        .lines()
        .enumerate()
        .chain(std::iter::once((usize::MAX - 1, "")))
    {
        let line = raw.split_once('#').map_or(raw, |(a, _)| a).trim();
        if !line.is_empty() {
            block.push((i + 1, line));
            continue;
        }
        if block.is_empty() {
            continue;
        }
        let step = read_step(default, &block, &mut puzzles)?;
        steps.push(step);
        block.clear();
    }
    Ok(steps)
}

fn fail<T>(line: usize, message: impl Into<String>) -> Result<T, FileError> {
    Err(FileError {
        line,
        message: message.into(),
    })
}

fn read_step(
    default: Option<&'static Ruleset>,
    block: &[(usize, &str)],
    puzzles: &mut u8,
) -> Result<Step, FileError> {
    let first_line = block[0].0;
    // The ruleset first: the position and the rolls read against it.
    let mut rules = default;
    for &(n, line) in block {
        if let Some(id) = line.strip_prefix("ruleset ") {
            match Ruleset::by_id(id.trim()) {
                Some(r) => rules = Some(r),
                None => return fail(n, format!("unknown ruleset \"{}\"", id.trim())),
            }
        }
    }
    let Some(rules) = rules else {
        return fail(first_line, "the step names no ruleset");
    };
    let mut topic = None;
    let mut start = None;
    let mut learner = None;
    let mut goal = None;
    let mut moves = 0u8;
    let mut rolls = Vec::new();
    let mut seed = 1u64;
    let mut solution = Vec::new();
    for &(n, line) in block {
        let (key, value) = line
            .split_once(' ')
            .map_or((line, ""), |(k, v)| (k, v.trim()));
        match key {
            "rule" => match Rule::from_key(value) {
                Some(rule) => topic = Some(Topic::Rule(rule)),
                None => return fail(n, format!("unknown rule \"{value}\"")),
            },
            "dice" => topic = Some(Topic::Dice),
            // (Read as the seed is: the page then carries one reader of numbers fewer.)
            "rated" => match value.parse::<u64>().map(u16::try_from) {
                Ok(Ok(r)) => topic = Some(Topic::Rated(r)),
                _ => return fail(n, format!("expected a rating, found \"{value}\"")),
            },
            "puzzle" => {
                *puzzles = puzzles.saturating_add(1);
                let n = if value.is_empty() {
                    Some(*puzzles)
                } else {
                    value.parse().ok()
                };
                match n {
                    Some(n) => topic = Some(Topic::Puzzle(n)),
                    None => {
                        return fail(
                            first_line,
                            format!("expected a puzzle number, found \"{value}\""),
                        )
                    }
                }
            }
            "piece-moves" => match role(value) {
                Some(r) => topic = Some(Topic::Moves(r)),
                None => return fail(n, format!("unknown piece letter \"{value}\"")),
            },
            "piece-captures" => match role(value) {
                Some(r) => topic = Some(Topic::Captures(r)),
                None => return fail(n, format!("unknown piece letter \"{value}\"")),
            },
            "ruleset" => {}
            "position" => match fen::parse(rules, value) {
                Ok(pos) => start = Some(pos),
                Err(e) => return fail(n, format!("position: {e}")),
            },
            "learner" => {
                let letters = fen::army_letters(rules);
                let at = letters
                    .iter()
                    .position(|l| value.len() == 1 && value.starts_with(*l));
                match at.and_then(|i| rules.seat_at(i)) {
                    Some(seat) => learner = Some(seat),
                    None => return fail(n, format!("unknown army \"{value}\"")),
                }
            }
            // Read once the position is known: an answer is a move of it.
            "goal" => goal = Some((n, value)),
            "moves" => match value.parse() {
                Ok(m) => moves = m,
                Err(_) => return fail(n, format!("expected a number of moves, found \"{value}\"")),
            },
            "rolls" => {
                for v in value.split_whitespace() {
                    let face = rules
                        .dice
                        .and_then(|d| d.faces.iter().position(|f| f.value.to_string() == v));
                    match face {
                        Some(f) => rolls.push(f as u8),
                        None => return fail(n, format!("\"{v}\" is no face of this die")),
                    }
                }
            }
            "seed" => match value.parse() {
                Ok(s) => seed = s,
                Err(_) => return fail(n, format!("expected a seed, found \"{value}\"")),
            },
            "solution" => solution = value.split_whitespace().map(str::to_string).collect(),
            _ => return fail(n, format!("unknown field \"{key}\"")),
        }
    }
    let Some(topic) = topic else {
        return fail(
            first_line,
            "a step starts with rule, dice, puzzle, rated, piece-moves or piece-captures",
        );
    };
    let Some(start) = start else {
        return fail(first_line, "the step has no position");
    };
    let Some((n, goal)) = goal else {
        return fail(first_line, "the step has no goal");
    };
    let Some(goal) = read_goal(rules, &start, goal) else {
        return fail(n, format!("unknown goal \"{goal}\""));
    };
    Ok(Step {
        topic,
        learner: learner.unwrap_or(start.to_move()),
        start,
        goal,
        moves,
        rolls,
        seed,
        solution,
    })
}

fn read_goal(rules: &Ruleset, start: &Position, text: &str) -> Option<Goal> {
    let (kind, rest) = text
        .split_once(' ')
        .map_or((text, ""), |(k, r)| (k, r.trim()));
    Some(match kind {
        "capture" => Goal::Capture(cells(rules, rest)?),
        "win" => Goal::Win,
        "event" => Goal::Event(EventGoal::from_key(rest)?),
        "turns" => Goal::Turns(rest.parse().ok()?),
        "stars" => Goal::Stars(cells(rules, rest)?),
        // A legal move of the start, or no goal: a step nobody could reach is refused here.
        // Found among the legal actions as the record writes them (the page then needs no
        // other reader of moves).
        "answer" => {
            let game = ashtapada_rules::Game::from_position(*start, 0);
            match crate::attempt::action_named(&game, rest)? {
                ashtapada_rules::Action::Move(mv) => Goal::Answer(mv),
                _ => return None,
            }
        }
        _ => return None,
    })
}

/// A role by its upper-case letter.
fn role(text: &str) -> Option<Role> {
    let mut chars = text.chars();
    match (chars.next(), chars.next()) {
        (Some(c), None) if c.is_ascii_uppercase() => Role::from_letter(c),
        _ => None,
    }
}

/// Cell names apart by spaces.
fn cells(rules: &Ruleset, text: &str) -> Option<Bitboard> {
    let mut cells = Bitboard::EMPTY;
    for name in text.split_whitespace() {
        cells.0 |= 1 << rules.geometry.parse(name)?.index();
    }
    (!cells.is_empty()).then_some(cells)
}
