//! What the learner has done, kept in the browser ([`PROGRESS_KEY`]): the steps done in each
//! course, and the step he was on, to resume there. A small text, read where it enters: lines
//! it does not understand (an unknown course, a step out of range) are dropped, never trusted.
//!
//! ```text
//! at chaturaji 4
//! played Aa1-c3 d2-d3
//! done common 3f 6
//! done chaturaji f 19
//! puzzles 1286 3 7
//! ```
//!
//! `done` gives a course's steps done as a hexadecimal bit set (bit `i`: step `i`), and how
//! many steps the course has (known once it was opened); `played`, the learner's moves so far
//! in the step `at` names (record notation), played again when the step opens after a reload;
//! `puzzles`, the Puzzles section's rating, the streak of puzzles solved at the first try, and
//! the best streak ([`Rating`]).

use std::fmt::Write as _;

/// The browser storage key of the progress.
pub const PROGRESS_KEY: &str = "ashtapada.learn";

/// The most steps a course may have (the bit set's width): a Puzzles course has a few hundred.
pub const MAX_STEPS: usize = 512;

/// The Puzzles section's rating, kept with the progress: it starts at [`Rating::START`], and
/// moves after each puzzle's first try as an Elo rating would against the puzzle's own
/// ([`ashtapada_learn::puzzle::Puzzle::rating`]), by at most [`Rating::K`].
#[derive(Debug, Clone, Copy, PartialEq, Eq)]
pub struct Rating {
    /// The rating.
    pub rating: u16,
    /// Puzzles solved at the first try in a row, up to now.
    pub streak: u16,
    /// The longest such streak.
    pub best: u16,
}

impl Default for Rating {
    fn default() -> Rating {
        Rating {
            rating: Rating::START,
            streak: 0,
            best: 0,
        }
    }
}

impl Rating {
    /// A new player's rating.
    pub const START: u16 = 1200;
    /// The most a puzzle moves the rating.
    pub const K: i32 = 40;
    /// The lowest and highest ratings kept.
    const RANGE: (u16, u16) = (400, 3000);

    /// After a puzzle of `puzzle`'s rating, solved or not: the new rating, streak and best.
    pub fn after(self, puzzle: u16, solved: bool) -> Rating {
        // The Elo expectation 1 / (1 + 10^(d / 400)) of the player, in thousandths, for a puzzle
        // d = 0, 50, … 800 points above the player (integers: the page carries no float power).
        const EXPECTED: [i32; 17] = [
            500, 429, 360, 297, 240, 192, 151, 118, 91, 70, 53, 40, 31, 23, 17, 13, 10,
        ];
        let d = i32::from(puzzle) - i32::from(self.rating);
        let at = |d: i32| EXPECTED[(d.unsigned_abs() as usize / 50).min(16)];
        let expected = if d >= 0 { at(d) } else { 1000 - at(d) };
        let score = if solved { 1000 } else { 0 };
        let change = (Rating::K * (score - expected) + 500 * (score - expected).signum()) / 1000;
        let rating = (i32::from(self.rating) + change)
            .clamp(i32::from(Rating::RANGE.0), i32::from(Rating::RANGE.1))
            as u16;
        let streak = if solved {
            self.streak.saturating_add(1)
        } else {
            0
        };
        Rating {
            rating,
            streak,
            best: self.best.max(streak),
        }
    }
}

/// The steps done, by course, and where the learner was.
#[derive(Debug, Clone, Default, PartialEq, Eq)]
pub struct Progress {
    /// Per course id (known ids only), the steps done (64 a word, step `i` bit `i % 64` of
    /// word `i / 64`) and the course's size (0: unknown).
    done: Vec<(&'static str, Vec<u64>, usize)>,
    /// The course and step the learner was on.
    at: Option<(&'static str, usize)>,
    /// The learner's moves so far in that step.
    played: Vec<String>,
    /// The Puzzles section's rating and streaks.
    rating: Rating,
}

/// The most moves kept of a step under way (a step's solution is a few moves).
const MAX_PLAYED: usize = 64;

/// Whether `text` can be a move in record notation (its letters, digits and signs, short).
fn move_like(text: &str) -> bool {
    (1..=16).contains(&text.len())
        && text
            .bytes()
            .all(|b| b.is_ascii_alphanumeric() || b"-x=@()+".contains(&b))
}

/// A bit set written as one hexadecimal number (the highest word first), or `None`.
fn read_bits(text: &str) -> Option<Vec<u64>> {
    if text.is_empty() || text.len() > MAX_STEPS / 4 {
        return None;
    }
    let mut words = vec![0u64; text.len().div_ceil(16)];
    for (i, c) in text.chars().rev().enumerate() {
        words[i / 16] |= u64::from(c.to_digit(16)?) << (4 * (i % 16));
    }
    Some(words)
}

/// The bit set as [`read_bits`] reads it.
fn write_bits(words: &[u64]) -> String {
    let mut out = String::new();
    for w in words.iter().rev() {
        for k in (0..16).rev() {
            out.extend(char::from_digit((w >> (4 * k) & 15) as u32, 16));
        }
    }
    match out.trim_start_matches('0') {
        "" => "0".into(),
        digits => digits.into(),
    }
}

impl Progress {
    /// Reads the stored text; what does not read is left out.
    pub fn read(text: &str) -> Progress {
        let mut progress = Progress::default();
        for line in text.lines() {
            let mut words = line.split(' ');
            match (words.next(), words.next(), words.next(), words.next()) {
                (Some("at"), Some(id), Some(step), None) => {
                    if let (Some(id), Ok(step)) =
                        (ashtapada_learn::known_course(id), step.parse::<usize>())
                    {
                        if step < MAX_STEPS {
                            progress.at = Some((id, step));
                        }
                    }
                }
                (Some("played"), Some(_), ..) => {
                    let moves: Vec<String> = line.split(' ').skip(1).map(str::to_string).collect();
                    if moves.len() <= MAX_PLAYED && moves.iter().all(|m| move_like(m)) {
                        progress.played = moves;
                    }
                }
                (Some("puzzles"), Some(r), Some(streak), Some(best)) => {
                    let number = |t: &str| u16::try_from(t.parse::<usize>().ok()?).ok();
                    if let (Some(r), Some(streak), Some(best), None) =
                        (number(r), number(streak), number(best), words.next())
                    {
                        if (Rating::RANGE.0..=Rating::RANGE.1).contains(&r) && streak <= best {
                            progress.rating = Rating {
                                rating: r,
                                streak,
                                best,
                            };
                        }
                    }
                }
                (Some("done"), Some(id), Some(bits), total) => {
                    let bits = read_bits(bits);
                    let total = match total.map(str::parse::<usize>) {
                        None => Some(0),
                        Some(Ok(n)) if n <= MAX_STEPS && words.next().is_none() => Some(n),
                        Some(_) => None,
                    };
                    if let (Some(id), Some(bits), Some(total)) =
                        (ashtapada_learn::known_course(id), bits, total)
                    {
                        progress.set_bits(id, bits);
                        progress.set_total(id, total);
                    }
                }
                _ => {}
            }
        }
        // Moves of no step are no one's.
        if progress.at.is_none() {
            progress.played.clear();
        }
        progress
    }

    /// The text to store; [`Progress::read`] reads it back as it is.
    pub fn write(&self) -> String {
        let mut out = String::new();
        if let Some((id, step)) = self.at {
            let _ = writeln!(out, "at {id} {step}");
            if !self.played.is_empty() {
                let _ = writeln!(out, "played {}", self.played.join(" "));
            }
        }
        for (id, bits, total) in &self.done {
            let _ = writeln!(out, "done {id} {} {total}", write_bits(bits));
        }
        if self.rating != Rating::default() {
            let r = self.rating;
            let _ = writeln!(out, "puzzles {} {} {}", r.rating, r.streak, r.best);
        }
        out
    }

    fn entry(&mut self, id: &'static str) -> &mut (&'static str, Vec<u64>, usize) {
        let i = match self.done.iter().position(|(c, ..)| *c == id) {
            Some(i) => i,
            None => {
                self.done.push((id, Vec::new(), 0));
                self.done.len() - 1
            }
        };
        &mut self.done[i]
    }

    fn set_bits(&mut self, id: &'static str, bits: Vec<u64>) {
        self.entry(id).1 = bits;
    }

    /// Remembers how many steps a course has (as the extras worker sent it).
    pub fn set_total(&mut self, id: &'static str, total: usize) {
        if total <= MAX_STEPS {
            self.entry(id).2 = total;
        }
    }

    /// How many steps a course has, if it was opened once.
    pub fn total(&self, id: &str) -> Option<usize> {
        self.done
            .iter()
            .find(|(c, ..)| *c == id)
            .map(|&(.., t)| t)
            .filter(|&t| t > 0)
    }

    /// The steps done in a course, as a bit set (step `i`: bit `i % 64` of word `i / 64`).
    pub fn bits(&self, id: &str) -> &[u64] {
        self.done
            .iter()
            .find(|(c, ..)| *c == id)
            .map_or(&[], |(_, b, _)| b.as_slice())
    }

    /// Whether step `step` of the course is done.
    pub fn is_done(&self, id: &str, step: usize) -> bool {
        self.bits(id)
            .get(step / 64)
            .is_some_and(|w| w >> (step % 64) & 1 == 1)
    }

    /// The Puzzles section's rating and streaks.
    pub fn rating(&self) -> Rating {
        self.rating
    }

    /// Takes account of a puzzle's first try: solved or not, at the puzzle's rating.
    pub fn rate(&mut self, puzzle: u16, solved: bool) {
        self.rating = self.rating.after(puzzle, solved);
    }

    /// How many of the course's first `total` steps are done.
    pub fn count(&self, id: &str, total: usize) -> usize {
        (0..total.min(MAX_STEPS))
            .filter(|&i| self.is_done(id, i))
            .count()
    }

    /// Marks a step done.
    pub fn mark(&mut self, id: &'static str, step: usize) {
        if step < MAX_STEPS {
            let mut bits = self.bits(id).to_vec();
            if bits.len() <= step / 64 {
                bits.resize(step / 64 + 1, 0);
            }
            bits[step / 64] |= 1 << (step % 64);
            self.set_bits(id, bits);
        }
    }

    /// Remembers where the learner is (a step begun: no move played in it yet).
    pub fn set_at(&mut self, id: &'static str, step: usize) {
        if step < MAX_STEPS {
            self.at = Some((id, step));
            self.played.clear();
        }
    }

    /// Remembers the learner's moves so far in the step under way (none once it ended).
    pub fn set_played(&mut self, moves: &[String]) {
        if moves.len() <= MAX_PLAYED && moves.iter().all(|m| move_like(m)) {
            self.played = moves.to_vec();
        }
    }

    /// The course and step the learner was on.
    pub fn at(&self) -> Option<(&'static str, usize)> {
        self.at
    }

    /// The learner's moves so far in step `step` of course `id`, if the learner was there.
    pub fn played_at(&self, id: &str, step: usize) -> &[String] {
        match self.at {
            Some((c, s)) if c == id && s == step => &self.played,
            _ => &[],
        }
    }

    /// Where to resume a course of `total` steps: the step the learner was on, if in this
    /// course (the next one if that step was done: a reload after a step's success goes on),
    /// else the first step not done (the first, when all are).
    pub fn resume(&self, id: &str, total: usize) -> usize {
        if let Some((c, step)) = self.at {
            if c == id && step < total {
                let done = self.is_done(id, step) && step + 1 < total;
                return step + usize::from(done);
            }
        }
        (0..total.min(MAX_STEPS))
            .find(|&i| !self.is_done(id, i))
            .unwrap_or(0)
    }
}
