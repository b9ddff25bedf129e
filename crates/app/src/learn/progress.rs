//! What the learner has done, kept in the browser ([`PROGRESS_KEY`]): the steps done in each
//! course, and the step he was on, to resume there. A small text, read where it enters: lines
//! it does not understand (an unknown course, a step out of range) are dropped, never trusted.
//!
//! ```text
//! at chaturaji 4
//! played Aa1-c3 d2-d3
//! done common 3f 6
//! done chaturaji f 19
//! ```
//!
//! `done` gives a course's steps done as a hexadecimal bit set (bit `i`: step `i`), and how
//! many steps the course has (known once it was opened); `played`, the learner's moves so far
//! in the step `at` names (record notation), played again when the step opens after a reload.

use std::fmt::Write as _;

/// The browser storage key of the progress.
pub const PROGRESS_KEY: &str = "ashtapada.learn";

/// The most steps a course may have (the bit set's width).
pub const MAX_STEPS: usize = 64;

/// The steps done, by course, and where the learner was.
#[derive(Debug, Clone, Default, PartialEq, Eq)]
pub struct Progress {
    /// Per course id (known ids only), the steps done and the course's size (0: unknown).
    done: Vec<(&'static str, u64, usize)>,
    /// The course and step the learner was on.
    at: Option<(&'static str, usize)>,
    /// The learner's moves so far in that step.
    played: Vec<String>,
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

/// The known course id equal to `id` (the progress keeps only those).
fn known(id: &str) -> Option<&'static str> {
    ashtapada_learn::course_ids().into_iter().find(|c| *c == id)
}

impl Progress {
    /// Reads the stored text; what does not read is left out.
    pub fn read(text: &str) -> Progress {
        let mut progress = Progress::default();
        for line in text.lines() {
            let mut words = line.split(' ');
            match (words.next(), words.next(), words.next(), words.next()) {
                (Some("at"), Some(id), Some(step), None) => {
                    if let (Some(id), Ok(step)) = (known(id), step.parse::<usize>()) {
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
                (Some("done"), Some(id), Some(bits), total) => {
                    let bits = u64::from_str_radix(bits, 16)
                        .ok()
                        .filter(|_| bits.len() <= 16);
                    let total = match total.map(str::parse::<usize>) {
                        None => Some(0),
                        Some(Ok(n)) if n <= MAX_STEPS && words.next().is_none() => Some(n),
                        Some(_) => None,
                    };
                    if let (Some(id), Some(bits), Some(total)) = (known(id), bits, total) {
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
        for &(id, bits, total) in &self.done {
            let _ = writeln!(out, "done {id} {bits:x} {total}");
        }
        out
    }

    fn entry(&mut self, id: &'static str) -> &mut (&'static str, u64, usize) {
        let i = match self.done.iter().position(|(c, ..)| *c == id) {
            Some(i) => i,
            None => {
                self.done.push((id, 0, 0));
                self.done.len() - 1
            }
        };
        &mut self.done[i]
    }

    fn set_bits(&mut self, id: &'static str, bits: u64) {
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

    /// The steps done in a course, as a bit set.
    pub fn bits(&self, id: &str) -> u64 {
        self.done
            .iter()
            .find(|(c, ..)| *c == id)
            .map_or(0, |&(_, b, _)| b)
    }

    /// Whether step `step` of the course is done.
    pub fn is_done(&self, id: &str, step: usize) -> bool {
        step < MAX_STEPS && self.bits(id) >> step & 1 == 1
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
            let bits = self.bits(id) | 1 << step;
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
