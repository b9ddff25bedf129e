//! A small evaluation network trained by self-play, TD-Gammon's way (issue 32).
//!
//! **Inputs** ([`features`]) describe a position from the point of view of the seat that acts
//! ([`Position::actor`]): armies are numbered relative to it (0: the actor's own, 1: the next
//! seat, …), so one set of weights serves every seat. They are sparse: a piece of a role of a
//! relative army on a cell (4 × 8 × 64 one-hot inputs), then per relative army the count of each
//! role, whether it is frozen, whether its king is held by another army, whether it commands
//! from the throne and its money (stakes rulesets), then the face rolled (if any), whether the
//! die must be rolled and whether a decision is pending.
//!
//! **The network** has one hidden layer of [`HIDDEN`] clipped-ReLU units and one output, the
//! logit of the actor's team's winning chance (a draw counts half). With two teams one output is
//! both teams' chances: the other team's is its complement.
//!
//! **Residual networks** ([`FloatNet::residual`], `train-net --residual`) add their output to
//! the hand-fitted evaluation's logit ([`hand_logit`]) instead of giving the whole logit; their
//! output layer starts at zero, so before training they are the hand-fitted evaluation exactly,
//! and TD learns only the correction. Weights files say which kind they hold (version 2;
//! version 1 files, from before, read as whole networks).
//!
//! **Two forms.** [`FloatNet`] is the float network that training adjusts; [`Net`] is its
//! integer form (`i16` weights, `i32` sums) that the search evaluates with, natively and in the
//! worker alike: one code path, whose inner loop (a row of weights added to the sums, `rows`)
//! takes wasm32's SIMD lanes where the build enables `simd128` and is plain Rust elsewhere; a
//! test checks the lanes against plain Rust in wasm32 (`cargo xtask test` runs it under Node).
//! The tests check that the two forms agree on real positions.
//!
//! **Incremental inputs.** In a search, [`Net::evaluate_with`] carries the first layer's sums
//! from one leaf to the next ([`Leaves`]): only the rows of the inputs that changed (cells,
//! counts, the die…) are taken away and added, and the value is the same as
//! [`Net::evaluate`]'s (tested).
//!
//! **Training** ([`Trainer`]) is TD(λ) on games the network plays against itself, choosing each
//! action by a one-ply look at its own evaluation: every action's resulting position is judged,
//! and where the die must be rolled first the rolling is judged by the mean over the faces. The
//! rolls themselves are random. Weights files ([`Net::from_bytes`], [`Trainer::from_checkpoint`])
//! carry a checksum, and a corrupt or truncated file is an error, not a panic.

use crate::arena::points;
use crate::eval::{self, EVAL_MAX};
use crate::rng::Rng;
use arrayvec::ArrayVec;
use ashtapada_rules::ruleset::Stakes;
use ashtapada_rules::{Action, Position, Role, Ruleset, Seat, Team};
use std::fmt;

mod leaves;
mod rows;

pub use leaves::Leaves;

/// Hidden units.
pub const HIDDEN: usize = 32;
/// One-hot piece inputs: relative army × role × cell.
const PIECE_INPUTS: usize = 4 * 8 * 64;
/// Dense inputs per relative army: 8 role counts, frozen, king held, commands, money.
const ARMY_DENSE: usize = 12;
/// The first dense input.
const DENSE_BASE: usize = PIECE_INPUTS;
/// The first of the eight face inputs.
const FACE_BASE: usize = DENSE_BASE + 4 * ARMY_DENSE;
/// The two flags: the die must be rolled; a decision is pending.
const FLAG_BASE: usize = FACE_BASE + 8;
/// The hand-fitted evaluation's winning chance, as TD-Gammon 2 took expert features among its
/// inputs: the network starts from what the hand-fitted evaluation knows and learns the rest.
const HAND: usize = FLAG_BASE + 2;
/// The hand input's value for a certain win (it is read as `value / HAND_ONE`).
const HAND_ONE: i32 = 1024;
/// The number of inputs.
pub const INPUTS: usize = HAND + 1;

/// How many bits an input's product with its weight is shifted right: the hand input is a
/// fraction in units of `1 / HAND_ONE`, the others are whole counts.
#[inline]
fn shift(i: u16) -> u32 {
    if usize::from(i) == HAND {
        HAND_ONE.trailing_zeros()
    } else {
        0
    }
}

/// An input's value as the float network reads it.
#[inline]
fn input_value(i: u16, v: i16) -> f32 {
    f32::from(v) / (1u32 << shift(i)) as f32
}

/// The integer scale of the first layer's weights and of the hidden activations (1.0 = 256).
const Q1: i32 = 256;
/// The integer scale of the output weights.
const Q2: i32 = 256;
/// Evaluation units per unit of logit: where the hard level squashes its leaves at scale 1 600,
/// `tanh(v / 1600) = 2p − 1` makes `v = 800 · logit`, so the network's leaves land on the
/// same scale as the hand-fitted evaluation's.
pub const UNITS_PER_LOGIT: i32 = 800;

/// A position's active inputs: `(input, value)` pairs, zero values left out.
pub type Features = ArrayVec<(u16, i16), 128>;

/// The active inputs of `pos`, from its actor's point of view (see the module's documentation).
/// Returns the hand-fitted evaluation for the actor's team, which a residual network adds its
/// output to ([`hand_logit`]).
pub fn features(pos: &Position, out: &mut Features) -> i32 {
    out.clear();
    let rel = relative(pos);
    for sq in pos.occupied() {
        if let Some(p) = pos.piece_at(sq) {
            out.push((piece_input(rel(p.army()), p.role(), sq.index()) as u16, 1));
        }
    }
    let w = eval::Weights::of(pos.rules());
    let hand = eval::evaluate(pos, pos.actor().team(), &w);
    board_features(pos, out, hand);
    hand
}

/// How `pos`'s actor numbers the armies: 0 its own, 1 the next seat, …
#[inline]
fn relative(pos: &Position) -> impl Fn(Seat) -> usize {
    let n = pos.rules().seats().len() as u8;
    let actor = pos.actor().number();
    move |army: Seat| usize::from((army.number() + n - actor) % n)
}

/// The one-hot input of a piece of `role` of relative army `rel` on cell `sq`.
#[inline]
fn piece_input(rel: usize, role: Role, sq: usize) -> usize {
    (rel * 8 + role as usize) * 64 + sq
}

/// The inputs from [`DENSE_BASE`] up to the hand input: per relative army its role counts,
/// frozen, king held, commands and money, then the face and the flags.
const DENSE: usize = HAND - DENSE_BASE;

/// The values of the inputs from [`DENSE_BASE`] up to the hand input, zeros included.
fn dense_inputs(pos: &Position) -> [i16; DENSE] {
    let rules = pos.rules();
    let rel = relative(pos);
    let mut d = [0; DENSE];
    let money = pos.money();
    for army in rules.seats() {
        let a = &mut d[rel(army) * ARMY_DENSE..][..ARMY_DENSE];
        for role in Role::ALL {
            a[role as usize] = pos.count(army, role) as i16;
        }
        a[8] = i16::from(pos.frozen(army));
        a[9] = i16::from(pos.king_holder(army).is_some());
        a[10] = i16::from(pos.commands(army));
        if rules.stakes != Stakes::None {
            a[11] = money[army.index()].clamp(-64, 64) as i16;
        }
    }
    if let Some(f) = pos.roll() {
        d[FACE_BASE - DENSE_BASE + usize::from(f.min(7))] = 1;
    }
    d[FLAG_BASE - DENSE_BASE] = i16::from(pos.needs_roll());
    d[FLAG_BASE - DENSE_BASE + 1] = i16::from(pos.pending().is_some());
    d
}

/// Appends the inputs of [`features`] other than the pieces on their cells (the armies, the
/// die, the flags, the hand-fitted evaluation `hand` for the actor's team) to `out`.
fn board_features(pos: &Position, out: &mut Features, hand: i32) {
    // Capacity: at most 64 pieces, 48 army inputs, a face and two flags, the hand.
    for (k, &v) in dense_inputs(pos).iter().enumerate() {
        if v != 0 {
            out.push(((DENSE_BASE + k) as u16, v));
        }
    }
    let h = hand_input(hand);
    if h != 0 {
        out.push((HAND as u16, h));
    }
}

/// The logit of the winning chance that the hand-fitted evaluation `v` stands for, as the hard
/// level squashes its leaves (`tanh(v / 1600) = 2p − 1`, so `v / 800`): where a residual
/// network's output starts from.
pub fn hand_logit(v: i32) -> f32 {
    v as f32 / UNITS_PER_LOGIT as f32
}

/// The hand input for the hand-fitted evaluation `v`: `HAND_ONE · tanh(v / 1600)`, the winning
/// chance the hard level's squash gives it, rescaled.
fn hand_input(v: i32) -> i16 {
    (i64::from(eval::squash(v, 1_600)) * i64::from(HAND_ONE) / i64::from(eval::SQUASH_MAX)) as i16
}

/// The logistic function.
#[inline]
fn sigmoid(x: f32) -> f32 {
    1.0 / (1.0 + (-x).exp())
}

/// The float network that training adjusts.
#[derive(Clone, Debug, PartialEq)]
pub struct FloatNet {
    /// First-layer weights, `INPUTS × HIDDEN`, input-major.
    pub w1: Vec<f32>,
    /// Hidden biases.
    pub b1: [f32; HIDDEN],
    /// Output weights.
    pub w2: [f32; HIDDEN],
    /// Output bias.
    pub b2: f32,
    /// A residual network: its output is a correction added to the hand-fitted evaluation's
    /// logit ([`hand_logit`]), not the whole logit.
    pub residual: bool,
}

impl FloatNet {
    /// A network with small random weights from `seed`. The hidden biases start at ½, in the
    /// middle of the clipped ReLU's slope, so that every unit learns from the first game.
    pub fn random(seed: u64) -> FloatNet {
        let mut rng = Rng::new(seed);
        let mut uniform = |amp: f32| {
            let u = (rng.next_u64() >> 40) as f32 / (1u64 << 24) as f32;
            (2.0 * u - 1.0) * amp
        };
        FloatNet {
            w1: (0..INPUTS * HIDDEN).map(|_| uniform(0.1)).collect(),
            b1: [0.5; HIDDEN],
            w2: std::array::from_fn(|_| uniform(0.3)),
            b2: 0.0,
            residual: false,
        }
    }

    /// A residual network from `seed`: random first-layer weights as [`FloatNet::random`]'s, but
    /// the output layer at zero, so that it starts exactly as the hand-fitted evaluation
    /// (TD's gradient reaches the output weights first, then the first layer through them).
    pub fn residual(seed: u64) -> FloatNet {
        FloatNet {
            w2: [0.0; HIDDEN],
            b2: 0.0,
            residual: true,
            ..FloatNet::random(seed)
        }
    }

    /// What the output adds to: the hand-fitted evaluation's logit for a residual network, 0
    /// otherwise. `hand` is what [`features`] returned.
    #[inline]
    pub fn base(&self, hand: i32) -> f32 {
        if self.residual {
            hand_logit(hand)
        } else {
            0.0
        }
    }

    /// The hidden units' sums before the activation.
    pub fn hidden(&self, f: &Features) -> [f32; HIDDEN] {
        let mut acc = self.b1;
        for &(i, v) in f {
            let row = &self.w1[usize::from(i) * HIDDEN..][..HIDDEN];
            let v = input_value(i, v);
            for (a, w) in acc.iter_mut().zip(row) {
                *a += w * v;
            }
        }
        acc
    }

    /// The logit of the actor's team's winning chance; `hand` is what [`features`] returned.
    pub fn logit(&self, f: &Features, hand: i32) -> f32 {
        let h = self.hidden(f);
        self.base(hand)
            + self.b2
            + h.iter()
                .zip(&self.w2)
                .map(|(x, w)| x.clamp(0.0, 1.0) * w)
                .sum::<f32>()
    }

    /// The actor's team's winning chance; `hand` is what [`features`] returned.
    pub fn chance(&self, f: &Features, hand: i32) -> f32 {
        sigmoid(self.logit(f, hand))
    }

    /// The integer form, for `ruleset` after `games` games of training. Inputs training never
    /// saw keep weight 0: they cost nothing then, and compress to nothing in a weights file.
    pub fn quantize(&self, ruleset: &str, games: u64, seen: &[bool]) -> Net {
        let q = |x: f32, scale: i32| (x * scale as f32).round();
        Net {
            ruleset: ruleset.to_string(),
            games,
            w1: self
                .w1
                .iter()
                .enumerate()
                .map(|(k, &w)| {
                    if seen.get(k / HIDDEN).copied().unwrap_or(true) {
                        q(w, Q1).clamp(-32_767.0, 32_767.0) as i16
                    } else {
                        0
                    }
                })
                .collect(),
            b1: self.b1.map(|b| q(b, Q1) as i32),
            w2: self.w2.map(|w| q(w, Q2).clamp(-32_767.0, 32_767.0) as i16),
            b2: q(self.b2, Q1 * Q2) as i32,
            residual: self.residual,
        }
    }
}

/// The integer network the search evaluates with.
#[derive(Clone, Debug, PartialEq, Eq)]
pub struct Net {
    ruleset: String,
    games: u64,
    w1: Vec<i16>,
    b1: [i32; HIDDEN],
    w2: [i16; HIDDEN],
    b2: i32,
    residual: bool,
}

impl Net {
    /// The ruleset it was trained for.
    pub fn ruleset(&self) -> &str {
        &self.ruleset
    }

    /// The self-play games it was trained on.
    pub fn games(&self) -> u64 {
        self.games
    }

    /// Whether its output is a correction to the hand-fitted evaluation ([`FloatNet::residual`]).
    pub fn residual(&self) -> bool {
        self.residual
    }

    /// The network's own output, in units of `1 / 65 536` of logit: the whole logit of the
    /// actor's team's winning chance, or for a residual network the correction to the
    /// hand-fitted evaluation's.
    pub fn output_q(&self, f: &Features) -> i32 {
        let mut acc = self.b1;
        self.add_inputs(&mut acc, f);
        self.output_of(&acc)
    }

    /// Adds the first layer's weights for the inputs `f` to the hidden sums `acc`.
    fn add_inputs(&self, acc: &mut [i32; HIDDEN], f: &Features) {
        for &(i, v) in f {
            let row = self.row(usize::from(i));
            match (v, shift(i)) {
                (1, 0) => rows::add(acc, row),
                (v, shift) => rows::add_scaled(acc, row, i32::from(v), shift),
            }
        }
    }

    /// The first layer's weights of input `i`.
    #[inline]
    fn row(&self, i: usize) -> &[i16; HIDDEN] {
        self.w1[i * HIDDEN..][..HIDDEN]
            .try_into()
            .expect("a row is HIDDEN weights")
    }

    /// The output from the hidden units' sums.
    fn output_of(&self, acc: &[i32; HIDDEN]) -> i32 {
        self.b2
            + acc
                .iter()
                .zip(&self.w2)
                .map(|(&x, &w)| x.clamp(0, Q1) * i32::from(w))
                .sum::<i32>()
    }

    /// The logit of the actor's team's winning chance; `hand` is what [`features`] returned.
    pub fn logit(&self, f: &Features, hand: i32) -> f32 {
        let base = if self.residual { hand_logit(hand) } else { 0.0 };
        base + self.output_q(f) as f32 / (Q1 * Q2) as f32
    }

    /// The position's value for `team` in evaluation units ([`UNITS_PER_LOGIT`] per unit of
    /// logit), within `±EVAL_MAX`: the hand-fitted evaluation's scale, so that the search can
    /// squash it the same way.
    pub fn evaluate(&self, pos: &Position, team: Team) -> i32 {
        let mut f = Features::new();
        let hand = features(pos, &mut f);
        self.value(pos, team, hand, self.output_q(&f))
    }

    /// [`Net::evaluate`], with the first layer's sums carried over from the last position that
    /// `leaves` saw with the same actor: only the inputs that differ (the cells, the counts, the
    /// die…) are added and taken away, and the hand input's row is added afresh. The same value
    /// as [`Net::evaluate`], in less time when successive positions differ by a few moves, as a
    /// search's leaves do.
    pub fn evaluate_with(&self, leaves: &mut Leaves, pos: &Position, team: Team) -> i32 {
        let hand = leaves.hand(pos);
        let mut acc = leaves.sums(self, pos);
        for (a, b) in acc.iter_mut().zip(&self.b1) {
            *a += b;
        }
        let h = hand_input(hand);
        if h != 0 {
            rows::add_scaled(&mut acc, self.row(HAND), i32::from(h), shift(HAND as u16));
        }
        self.value(pos, team, hand, self.output_of(&acc))
    }

    /// The value for `team` in evaluation units of the network's output `q` for `pos`, where
    /// the hand-fitted evaluation is `hand`.
    fn value(&self, pos: &Position, team: Team, hand: i32, q: i32) -> i32 {
        let base = if self.residual { i64::from(hand) } else { 0 };
        let v = (base + i64::from(q) * i64::from(UNITS_PER_LOGIT) / i64::from(Q1 * Q2))
            .clamp(-i64::from(EVAL_MAX), i64::from(EVAL_MAX)) as i32;
        if pos.actor().team() == team {
            v
        } else {
            -v
        }
    }

    /// The weights file's bytes (see [`Net::from_bytes`]).
    pub fn to_bytes(&self) -> Vec<u8> {
        let mut out = header(KIND_INT, &self.ruleset, self.games, self.residual);
        for w in &self.w1 {
            out.extend(w.to_le_bytes());
        }
        for b in self.b1 {
            out.extend(b.to_le_bytes());
        }
        for w in self.w2 {
            out.extend(w.to_le_bytes());
        }
        out.extend(self.b2.to_le_bytes());
        seal(out)
    }

    /// Reads a weights file: the magic `ASHNET`, a version and kind byte, (from version 2) a
    /// byte that is 1 for a residual network, the ruleset's id, the shape, the games trained,
    /// the weights (little-endian) and an FNV-1a checksum of all that. Version 1 files (before
    /// residual networks) still read, as plain networks.
    pub fn from_bytes(bytes: &[u8]) -> Result<Net, NetError> {
        let mut r = Reader::open(bytes, KIND_INT)?;
        let ruleset = std::mem::take(&mut r.ruleset);
        let (games, residual) = (r.games, r.residual);
        let w1 = (0..INPUTS * HIDDEN)
            .map(|_| r.i16())
            .collect::<Result<_, _>>()?;
        let mut b1 = [0; HIDDEN];
        for b in &mut b1 {
            *b = r.i32()?;
        }
        let mut w2 = [0; HIDDEN];
        for w in &mut w2 {
            *w = r.i16()?;
        }
        let b2 = r.i32()?;
        r.finish()?;
        Ok(Net {
            ruleset,
            games,
            w1,
            b1,
            w2,
            b2,
            residual,
        })
    }
}

/// The networks trained in the repository, by ruleset: only where the search uses one, and only
/// with the `nets` feature (the worker does not carry weights its bots do not use).
#[cfg(feature = "nets")]
static CHADURANGA: &[u8] = include_bytes!("../nets/chaduranga.net");
#[cfg(feature = "nets")]
static CHATURANGA_V1_DICE: &[u8] = include_bytes!("../nets/chaturanga-v1+dice.net");
#[cfg(feature = "nets")]
static CHATURANGA_V2: &[u8] = include_bytes!("../nets/chaturanga-v2.net");

/// The network trained for `rules`, if the repository has one and the `nets` feature compiles
/// the networks in.
pub fn builtin(rules: &Ruleset) -> Option<&'static Net> {
    #[cfg(feature = "nets")]
    {
        use std::sync::OnceLock;
        static NETS: [OnceLock<Option<Net>>; 3] =
            [OnceLock::new(), OnceLock::new(), OnceLock::new()];
        let (slot, bytes) = match rules.id {
            "chaduranga" => (0, CHADURANGA),
            "chaturanga-v1+dice" => (1, CHATURANGA_V1_DICE),
            "chaturanga-v2" => (2, CHATURANGA_V2),
            _ => return None,
        };
        // A file that does not read, or that was trained for another ruleset, is a build
        // mistake the tests catch; the search then falls back to the hand-fitted evaluation
        // rather than failing a game.
        NETS[slot]
            .get_or_init(|| {
                Net::from_bytes(bytes)
                    .ok()
                    .filter(|n| n.ruleset() == rules.id)
            })
            .as_ref()
    }
    #[cfg(not(feature = "nets"))]
    {
        let _ = rules;
        None
    }
}

/// Why a weights file could not be read.
#[derive(Clone, Debug, PartialEq, Eq)]
pub enum NetError {
    /// The file ends early.
    Truncated,
    /// Not a weights file of this kind, or of another version.
    Format(&'static str),
    /// The inputs and hidden units differ from this build's.
    Shape {
        /// The file's inputs.
        inputs: u32,
        /// The file's hidden units.
        hidden: u32,
    },
    /// The checksum does not match: the file is corrupt.
    Checksum,
    /// Bytes follow the checksum.
    Trailing,
}

impl fmt::Display for NetError {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        match self {
            NetError::Truncated => write!(f, "the weights file is truncated"),
            NetError::Format(what) => write!(f, "not a weights file: {what}"),
            NetError::Shape { inputs, hidden } => write!(
                f,
                "the weights file has {inputs} inputs and {hidden} hidden units; this build has {INPUTS} and {HIDDEN}"
            ),
            NetError::Checksum => write!(f, "the weights file is corrupt (checksum mismatch)"),
            NetError::Trailing => write!(f, "the weights file has bytes after its checksum"),
        }
    }
}

impl std::error::Error for NetError {}

const MAGIC: &[u8; 6] = b"ASHNET";
/// The version written: 2 added the residual byte after the kind.
const VERSION: u8 = 2;
const KIND_INT: u8 = 0;
const KIND_CHECKPOINT: u8 = 1;

fn header(kind: u8, ruleset: &str, games: u64, residual: bool) -> Vec<u8> {
    let mut out = MAGIC.to_vec();
    out.push(VERSION);
    out.push(kind);
    out.push(u8::from(residual));
    let id = ruleset.as_bytes();
    out.push(id.len().min(255) as u8);
    out.extend(&id[..id.len().min(255)]);
    out.extend((INPUTS as u32).to_le_bytes());
    out.extend((HIDDEN as u32).to_le_bytes());
    out.extend(games.to_le_bytes());
    out
}

fn fnv(bytes: &[u8]) -> u64 {
    bytes.iter().fold(0xcbf2_9ce4_8422_2325, |h, &b| {
        (h ^ u64::from(b)).wrapping_mul(0x0100_0000_01b3)
    })
}

fn seal(mut out: Vec<u8>) -> Vec<u8> {
    let sum = fnv(&out);
    out.extend(sum.to_le_bytes());
    out
}

/// Reads a file's fields in order.
struct Reader<'a> {
    bytes: &'a [u8],
    at: usize,
    ruleset: String,
    games: u64,
    residual: bool,
}

impl<'a> Reader<'a> {
    /// Checks the checksum and reads the header.
    fn open(bytes: &'a [u8], kind: u8) -> Result<Reader<'a>, NetError> {
        if bytes.len() < MAGIC.len() + 2 + 8 {
            return Err(NetError::Truncated);
        }
        if &bytes[..MAGIC.len()] != MAGIC {
            return Err(NetError::Format("no ASHNET magic"));
        }
        let version = bytes[MAGIC.len()];
        if !(1..=VERSION).contains(&version) {
            return Err(NetError::Format("another version"));
        }
        if bytes[MAGIC.len() + 1] != kind {
            return Err(NetError::Format(if kind == KIND_INT {
                "a training checkpoint, not integer weights"
            } else {
                "integer weights, not a training checkpoint"
            }));
        }
        let (body, sum) = bytes.split_at(bytes.len() - 8);
        let mut r = Reader {
            bytes: body,
            at: MAGIC.len() + 2,
            ruleset: String::new(),
            games: 0,
            residual: false,
        };
        if version >= 2 {
            r.residual = match r.take(1)?[0] {
                0 => false,
                1 => true,
                _ => return Err(NetError::Format("an unknown network kind")),
            };
        }
        let len = usize::from(r.take(1)?[0]);
        let id = r.take(len)?;
        r.ruleset = String::from_utf8_lossy(id).into_owned();
        let inputs = r.u32()?;
        let hidden = r.u32()?;
        if (inputs as usize, hidden as usize) != (INPUTS, HIDDEN) {
            return Err(NetError::Shape { inputs, hidden });
        }
        r.games = r.u64()?;
        // The length is known now: a short file is truncated rather than corrupt.
        let params = match kind {
            KIND_INT => INPUTS * HIDDEN * 2 + HIDDEN * 4 + HIDDEN * 2 + 4,
            _ => INPUTS * HIDDEN * 4 + HIDDEN * 4 * 2 + 4 + INPUTS,
        };
        match (r.at + params).cmp(&body.len()) {
            std::cmp::Ordering::Greater => return Err(NetError::Truncated),
            std::cmp::Ordering::Less => return Err(NetError::Trailing),
            std::cmp::Ordering::Equal => {}
        }
        if fnv(body).to_le_bytes() != sum {
            return Err(NetError::Checksum);
        }
        Ok(r)
    }

    fn take(&mut self, n: usize) -> Result<&'a [u8], NetError> {
        let s = self
            .bytes
            .get(self.at..self.at + n)
            .ok_or(NetError::Truncated)?;
        self.at += n;
        Ok(s)
    }

    fn array<const N: usize>(&mut self) -> Result<[u8; N], NetError> {
        let mut a = [0; N];
        a.copy_from_slice(self.take(N)?);
        Ok(a)
    }

    fn i16(&mut self) -> Result<i16, NetError> {
        Ok(i16::from_le_bytes(self.array()?))
    }

    fn i32(&mut self) -> Result<i32, NetError> {
        Ok(i32::from_le_bytes(self.array()?))
    }

    fn u32(&mut self) -> Result<u32, NetError> {
        Ok(u32::from_le_bytes(self.array()?))
    }

    fn u64(&mut self) -> Result<u64, NetError> {
        Ok(u64::from_le_bytes(self.array()?))
    }

    fn f32(&mut self) -> Result<f32, NetError> {
        Ok(f32::from_le_bytes(self.array()?))
    }

    fn finish(&self) -> Result<(), NetError> {
        if self.at == self.bytes.len() {
            Ok(())
        } else {
            Err(NetError::Trailing)
        }
    }
}

/// Chooses an action one ply ahead: the action whose resulting position `value` rates best for
/// the actor's team (finished games by their points). Where the die must be rolled, rolling is
/// rated by the mean over the faces and the face is drawn at random; ties go to the first.
/// `None` if the game is over.
pub fn one_ply(
    pos: &Position,
    rng: &mut impl FnMut(usize) -> usize,
    value: &mut impl FnMut(&Position, Team) -> f32,
) -> Option<Action> {
    let mut legal = Vec::new();
    pos.legal_actions(&mut legal);
    let team = pos.actor().team();
    let mut rate = |a: Action| {
        let mut next = *pos;
        next.apply(a, &mut ());
        if next.outcome().is_some() {
            points(&next, team) as f32
        } else {
            value(&next, team)
        }
    };
    let faces: Vec<Action> = legal
        .iter()
        .copied()
        .filter(|a| matches!(a, Action::Roll(_)))
        .collect();
    let roll = (!faces.is_empty()).then(|| faces[rng(faces.len())]);
    if legal.len() == faces.len() {
        return roll;
    }
    let mut best: Option<(f32, Action)> = None;
    if let Some(r) = roll {
        let mean = faces.iter().map(|&a| rate(a)).sum::<f32>() / faces.len() as f32;
        best = Some((mean, r));
    }
    for &a in legal.iter().filter(|a| !matches!(a, Action::Roll(_))) {
        let v = rate(a);
        if best.is_none_or(|(b, _)| v > b) {
            best = Some((v, a));
        }
    }
    best.map(|(_, a)| a)
}

/// A position of the test set, with the result its actor's team went on to score.
#[derive(Clone, Debug)]
pub struct Sample {
    /// The position.
    pub position: Position,
    /// The actor's team's points at the end: 1, ½ or 0.
    pub result: f32,
}

/// A fixed set of positions with their games' results, to measure a network's predictions on:
/// `games` games from seeds derived from `seed`, played one ply deep on the hand-fitted
/// evaluation (not on any network, so the set stays the same as the network learns), `per_game`
/// positions drawn from each. Games run at most `max_actions` actions (then adjudicated).
pub fn test_set(
    rules: &'static Ruleset,
    seed: u64,
    games: u32,
    per_game: u32,
    max_actions: u32,
) -> Vec<Sample> {
    let w = eval::Weights::of(rules);
    let scale = if w.squash > 0 { w.squash } else { 1_600 };
    let mut out = Vec::new();
    for g in 0..games {
        let game_seed = crate::rng::mix(seed ^ u64::from(g).wrapping_mul(0x9e37));
        let mut rng = Rng::new(game_seed);
        let mut pos = ashtapada_rules::Game::start_position(rules, game_seed);
        let mut seen = Vec::new();
        for _ in 0..max_actions {
            if pos.outcome().is_some() {
                break;
            }
            seen.push(pos);
            let mut draw = |n: usize| rng.below(n);
            let mut value =
                |p: &Position, t: Team| hand_chance(eval::evaluate(p, t, &w), scale) as f32;
            let Some(a) = one_ply(&pos, &mut draw, &mut value) else {
                break;
            };
            pos.apply(a, &mut ());
        }
        for _ in 0..per_game.min(seen.len() as u32) {
            let p = seen[rng.below(seen.len())];
            out.push(Sample {
                position: p,
                result: points(&pos, p.actor().team()) as f32,
            });
        }
    }
    out
}

/// The winning chance the hand-fitted evaluation `v` stands for, squashed at `scale` as the hard
/// level squashes its leaves.
pub fn hand_chance(v: i32, scale: i32) -> f64 {
    0.5 * (1.0 + (f64::from(v) / f64::from(scale)).tanh())
}

/// Mean squared errors of predictions on a test set.
#[derive(Clone, Copy, Debug, PartialEq)]
pub struct Errors {
    /// The network's.
    pub net: f64,
    /// The best constant's: the test set's own mean result (which flatters the constant).
    pub constant: f64,
    /// The hand-fitted evaluation's, squashed as the hard level squashes it.
    pub hand: f64,
}

/// The mean squared errors of `net`, of a constant and of the hand-fitted evaluation on `set`.
pub fn errors(net: &FloatNet, set: &[Sample]) -> Errors {
    let n = set.len().max(1) as f64;
    let mean = set.iter().map(|s| f64::from(s.result)).sum::<f64>() / n;
    let mut e = Errors {
        net: 0.0,
        constant: 0.0,
        hand: 0.0,
    };
    let mut f = Features::new();
    for s in set {
        let r = f64::from(s.result);
        let hand = features(&s.position, &mut f);
        e.net += (f64::from(net.chance(&f, hand)) - r).powi(2);
        e.constant += (mean - r).powi(2);
        let rules = s.position.rules();
        let w = eval::Weights::of(rules);
        let scale = if w.squash > 0 { w.squash } else { 1_600 };
        let team = s.position.actor().team();
        e.hand += (hand_chance(eval::evaluate(&s.position, team, &w), scale) - r).powi(2);
    }
    e.net /= n;
    e.constant /= n;
    e.hand /= n;
    e
}

/// TD(λ)'s settings.
#[derive(Clone, Copy, Debug, PartialEq)]
pub struct TdConfig {
    /// The learning rate.
    pub alpha: f32,
    /// The trace's decay.
    pub lambda: f32,
    /// Actions after which a game is adjudicated ([`points`]).
    pub max_actions: u32,
}

impl Default for TdConfig {
    fn default() -> TdConfig {
        TdConfig {
            alpha: 0.01,
            lambda: 0.7,
            max_actions: 3_000,
        }
    }
}

/// What one training game was.
#[derive(Clone, Copy, Debug, PartialEq)]
pub struct GameSummary {
    /// Actions played.
    pub actions: u32,
    /// Team 0's points.
    pub result: f32,
    /// Whether it hit the action cap.
    pub adjudicated: bool,
}

/// TD(λ) self-play training of a [`FloatNet`].
pub struct Trainer {
    rules: &'static Ruleset,
    /// The network.
    pub net: FloatNet,
    /// Which inputs some training position had active.
    pub seen: Vec<bool>,
    /// Games trained.
    pub games: u64,
    /// TD's settings.
    pub config: TdConfig,
    // Eligibility traces; the first layer's only on the rows that were active this game.
    e_w1: Vec<f32>,
    e_rows: Vec<u16>,
    in_rows: Vec<bool>,
    e_b1: [f32; HIDDEN],
    e_w2: [f32; HIDDEN],
    e_b2: f32,
}

impl Trainer {
    /// A fresh network for `rules`, from `seed`: a residual one ([`FloatNet::residual`]) if
    /// `residual`, else a whole one ([`FloatNet::random`]).
    pub fn new(rules: &'static Ruleset, seed: u64, residual: bool) -> Trainer {
        let net = if residual {
            FloatNet::residual(seed)
        } else {
            FloatNet::random(seed)
        };
        Trainer::with_net(rules, net, vec![false; INPUTS], 0)
    }

    fn with_net(rules: &'static Ruleset, net: FloatNet, seen: Vec<bool>, games: u64) -> Trainer {
        Trainer {
            rules,
            net,
            seen,
            games,
            config: TdConfig::default(),
            e_w1: vec![0.0; INPUTS * HIDDEN],
            e_rows: Vec::new(),
            in_rows: vec![false; INPUTS],
            e_b1: [0.0; HIDDEN],
            e_w2: [0.0; HIDDEN],
            e_b2: 0.0,
        }
    }

    /// The ruleset.
    pub fn rules(&self) -> &'static Ruleset {
        self.rules
    }

    /// The checkpoint file's bytes: the float weights, the inputs seen and the games trained.
    pub fn checkpoint(&self) -> Vec<u8> {
        let mut out = header(
            KIND_CHECKPOINT,
            self.rules.id,
            self.games,
            self.net.residual,
        );
        for w in self.net.w1.iter().chain(&self.net.b1).chain(&self.net.w2) {
            out.extend(w.to_le_bytes());
        }
        out.extend(self.net.b2.to_le_bytes());
        out.extend(self.seen.iter().map(|&s| u8::from(s)));
        seal(out)
    }

    /// Resumes from a checkpoint written by [`Trainer::checkpoint`] for `rules`.
    pub fn from_checkpoint(rules: &'static Ruleset, bytes: &[u8]) -> Result<Trainer, NetError> {
        let mut r = Reader::open(bytes, KIND_CHECKPOINT)?;
        if r.ruleset != rules.id {
            return Err(NetError::Format("a checkpoint of another ruleset"));
        }
        let w1 = (0..INPUTS * HIDDEN)
            .map(|_| r.f32())
            .collect::<Result<_, _>>()?;
        let mut b1 = [0.0; HIDDEN];
        for b in &mut b1 {
            *b = r.f32()?;
        }
        let mut w2 = [0.0; HIDDEN];
        for w in &mut w2 {
            *w = r.f32()?;
        }
        let b2 = r.f32()?;
        let seen = r.take(INPUTS)?.iter().map(|&b| b != 0).collect();
        r.finish()?;
        let (games, residual) = (r.games, r.residual);
        Ok(Trainer::with_net(
            rules,
            FloatNet {
                w1,
                b1,
                w2,
                b2,
                residual,
            },
            seen,
            games,
        ))
    }

    /// The integer network, for a weights file.
    pub fn export(&self) -> Net {
        self.net.quantize(self.rules.id, self.games, &self.seen)
    }

    /// Team 0's winning chance in `pos` by the network.
    fn value0(&self, pos: &Position, f: &mut Features) -> f32 {
        let hand = features(pos, f);
        let p = self.net.chance(f, hand);
        if pos.actor().team() == Team(0) {
            p
        } else {
            1.0 - p
        }
    }

    /// Plays one game against itself from `seed` and learns from it.
    pub fn play_game(&mut self, seed: u64) -> GameSummary {
        let mut rng = Rng::new(seed);
        let mut pos = ashtapada_rules::Game::start_position(self.rules, seed);
        self.clear_traces();
        let mut f = Features::new();
        let mut actions = 0;
        let result;
        loop {
            if pos.outcome().is_some() || actions >= self.config.max_actions {
                result = points(&pos, Team(0)) as f32;
                break;
            }
            // The gradient of team 0's chance here joins the traces.
            let v = self.accumulate(&pos, &mut f);
            let net = &self.net;
            let mut draw = |n: usize| rng.below(n);
            let mut value = |p: &Position, t: Team| {
                let mut g = Features::new();
                let hand = features(p, &mut g);
                let c = net.chance(&g, hand);
                if p.actor().team() == t {
                    c
                } else {
                    1.0 - c
                }
            };
            let Some(a) = one_ply(&pos, &mut draw, &mut value) else {
                result = points(&pos, Team(0)) as f32;
                break;
            };
            pos.apply(a, &mut ());
            actions += 1;
            let target = if pos.outcome().is_some() || actions >= self.config.max_actions {
                points(&pos, Team(0)) as f32
            } else {
                self.value0(&pos, &mut f)
            };
            self.update(target - v);
        }
        self.games += 1;
        GameSummary {
            actions,
            result,
            adjudicated: pos.outcome().is_none(),
        }
    }

    fn clear_traces(&mut self) {
        for &r in &self.e_rows {
            let r = usize::from(r);
            self.e_w1[r * HIDDEN..][..HIDDEN].fill(0.0);
            self.in_rows[r] = false;
        }
        self.e_rows.clear();
        self.e_b1 = [0.0; HIDDEN];
        self.e_w2 = [0.0; HIDDEN];
        self.e_b2 = 0.0;
    }

    /// Decays the traces and adds the gradient of team 0's chance in `pos`; returns that chance.
    fn accumulate(&mut self, pos: &Position, f: &mut Features) -> f32 {
        let lambda = self.config.lambda;
        let hand = features(pos, f);
        let pre = self.net.hidden(f);
        let logit = self.net.base(hand)
            + self.net.b2
            + pre
                .iter()
                .zip(&self.net.w2)
                .map(|(x, w)| x.clamp(0.0, 1.0) * w)
                .sum::<f32>();
        let p = sigmoid(logit);
        let (v, sign) = if pos.actor().team() == Team(0) {
            (p, 1.0)
        } else {
            (1.0 - p, -1.0)
        };
        // d v / d logit.
        let g = sign * p * (1.0 - p);
        for &r in &self.e_rows {
            for e in &mut self.e_w1[usize::from(r) * HIDDEN..][..HIDDEN] {
                *e *= lambda;
            }
        }
        let mut g_pre = [0.0; HIDDEN];
        for j in 0..HIDDEN {
            let active = pre[j] > 0.0 && pre[j] < 1.0;
            g_pre[j] = if active { g * self.net.w2[j] } else { 0.0 };
            self.e_b1[j] = lambda * self.e_b1[j] + g_pre[j];
            self.e_w2[j] = lambda * self.e_w2[j] + g * pre[j].clamp(0.0, 1.0);
        }
        self.e_b2 = lambda * self.e_b2 + g;
        for &(i, x) in f.iter() {
            let r = usize::from(i);
            self.seen[r] = true;
            if !self.in_rows[r] {
                self.in_rows[r] = true;
                self.e_rows.push(i);
            }
            let x = input_value(i, x);
            for (e, gp) in self.e_w1[r * HIDDEN..][..HIDDEN].iter_mut().zip(&g_pre) {
                *e += gp * x;
            }
        }
        v
    }

    /// Moves the weights by `alpha · delta` along the traces.
    fn update(&mut self, delta: f32) {
        let step = self.config.alpha * delta;
        for &r in &self.e_rows {
            let r = usize::from(r) * HIDDEN;
            for (w, e) in self.net.w1[r..][..HIDDEN]
                .iter_mut()
                .zip(&self.e_w1[r..][..HIDDEN])
            {
                *w += step * e;
            }
        }
        for j in 0..HIDDEN {
            self.net.b1[j] += step * self.e_b1[j];
            self.net.w2[j] += step * self.e_w2[j];
        }
        self.net.b2 += step * self.e_b2;
    }
}

#[cfg(test)]
mod tests {
    use super::*;
    use ashtapada_rules::{fen, Game};

    fn chaduranga() -> &'static Ruleset {
        Ruleset::by_id("chaduranga").expect("ruleset")
    }

    #[test]
    fn features_describe_a_position_from_its_actors_side() {
        let rules = Ruleset::by_id("chaturanga-v1+dice").expect("ruleset");
        // Four kings and a West rook on a6; North (seat 2) to act, with no roll yet.
        let board = "4nK3/8/wR7/8/7eK/8/8/wK2sK4 n - 0 10";
        let pos = fen::parse(rules, board).expect("position");
        let mut f = Features::new();
        features(&pos, &mut f);
        let actor = pos.actor().number();
        let rel = |seat: u8| usize::from((seat + 4 - actor) % 4);
        let has = |i: usize, v: i16| f.iter().any(|&(j, w)| usize::from(j) == i && w == v);
        // Every piece is one one-hot input, on its relative army, role and cell, and nothing
        // else is set among the piece inputs.
        let pieces: Vec<_> = f
            .iter()
            .filter(|&&(i, _)| usize::from(i) < PIECE_INPUTS)
            .collect();
        assert_eq!(pieces.len(), pos.occupied().count() as usize);
        for sq in pos.occupied() {
            let p = pos.piece_at(sq).expect("piece");
            let i = (rel(p.army().number()) * 8 + p.role() as usize) * 64 + sq.index();
            assert!(has(i, 1), "{sq:?}");
        }
        // The counts: one king per army, and West's rook.
        for seat in 0..4u8 {
            let base = DENSE_BASE + rel(seat) * ARMY_DENSE;
            assert!(has(base + Role::King as usize, 1), "seat {seat}");
        }
        let west = Seat::new(1).expect("seat");
        assert_eq!(pos.count(west, Role::Rook), 1);
        assert!(has(
            DENSE_BASE + rel(1) * ARMY_DENSE + Role::Rook as usize,
            1
        ));
        // The actor's own army is relative army 0.
        assert_eq!(rel(actor), 0);
        // The hand-fitted evaluation, as a winning chance in units of 1/1024.
        let w = eval::Weights::of(rules);
        let hand = hand_input(eval::evaluate(&pos, pos.actor().team(), &w));
        assert!(hand != 0 && has(HAND, hand), "{hand}");
        assert_eq!(hand_input(0), 0);
        assert_eq!(hand_input(EVAL_MAX), 1_024);
        assert_eq!(hand_input(-1_600), -779);
        // No stakes, no money inputs; the die must be rolled.
        assert_eq!(pos.needs_roll(), has(FLAG_BASE, 1));
        assert!(!f.iter().any(|&(i, _)| {
            let i = usize::from(i);
            (DENSE_BASE..FACE_BASE).contains(&i) && (i - DENSE_BASE) % ARMY_DENSE == 11
        }));
    }

    #[test]
    fn the_integer_network_agrees_with_the_float_network() {
        let rules = chaduranga();
        let mut net = FloatNet::random(3);
        // Weights as large as training makes them, so that the activations clip both ways.
        for (k, w) in net.w1.iter_mut().enumerate() {
            *w *= 1.0 + (k % 7) as f32;
        }
        net.b2 = -0.25;
        let q = net.quantize(rules.id, 0, &vec![true; INPUTS]);
        let mut game = Game::new(rules, 11);
        let mut rng = Rng::new(11);
        let mut f = Features::new();
        let mut worst = 0.0f32;
        for _ in 0..200 {
            let pos = *game.position();
            let hand = features(&pos, &mut f);
            let (a, b) = (net.logit(&f, hand), q.logit(&f, hand));
            worst = worst.max((a - b).abs());
            // Evaluation units follow the logit, negated for the other team.
            let team = pos.actor().team();
            assert_eq!(q.evaluate(&pos, team), -q.evaluate(&pos, team.other()));
            let legal = game.legal_actions();
            let Some(&a) = legal.get(rng.below(legal.len())) else {
                break;
            };
            game.play(a).expect("legal");
        }
        // Rounding 1/512 per weight over some forty active inputs and 32 units.
        assert!(worst < 0.02, "worst logit difference {worst}");
    }

    #[test]
    fn sums_carried_from_leaf_to_leaf_give_the_value_summed_afresh() {
        // A network with a weight on every input, so that every cell's row counts.
        let mut float = FloatNet::random(5);
        for (k, w) in float.w1.iter_mut().enumerate() {
            *w *= 1.0 + (k % 5) as f32;
        }
        // Four-handed with dice (the hand evaluation kept by board), two-handed without dice,
        // four-handed with stakes.
        for id in ["chaduranga", "chaturanga-v3", "chaturanga-v2", "chaturaji"] {
            let rules = Ruleset::by_id(id).expect("ruleset");
            let net = float.quantize(rules.id, 0, &vec![true; INPUTS]);
            let mut leaves = Leaves::new(rules);
            let mut rng = Rng::new(21);
            let mut earlier = Vec::new();
            for g in 0..6 {
                let mut game = Game::new(rules, g);
                for _ in 0..150 {
                    let pos = *game.position();
                    earlier.push(pos);
                    // Now and then a position from another game, far from the last leaf.
                    let at = if rng.below(8) == 0 {
                        earlier[rng.below(earlier.len())]
                    } else {
                        pos
                    };
                    for team in [Team(0), Team(1)] {
                        assert_eq!(
                            net.evaluate_with(&mut leaves, &at, team),
                            net.evaluate(&at, team),
                            "{id}, game {g}"
                        );
                    }
                    let legal = game.legal_actions();
                    let Some(&a) = legal.get(rng.below(legal.len())) else {
                        break;
                    };
                    game.play(a).expect("legal");
                }
            }
            // Both ways were taken: sums carried over, and sums made afresh.
            assert!(
                leaves.carried > 100 && leaves.fresh > 10,
                "{id}: {leaves:?}"
            );
        }
    }

    #[test]
    fn weights_files_round_trip_and_corrupt_ones_are_errors() {
        let rules = chaduranga();
        let mut seen = vec![false; INPUTS];
        seen[5] = true;
        let net = FloatNet::random(7).quantize(rules.id, 1234, &seen);
        let bytes = net.to_bytes();
        let back = Net::from_bytes(&bytes).expect("reads");
        assert_eq!(back, net);
        assert_eq!((back.ruleset(), back.games()), ("chaduranga", 1234));
        // Inputs never seen weigh nothing.
        assert!(back.w1[..5 * HIDDEN].iter().all(|&w| w == 0));
        assert!(back.w1[5 * HIDDEN..6 * HIDDEN].iter().any(|&w| w != 0));
        // Every truncation is an error, not a panic.
        for cut in [0, 3, 7, 20, bytes.len() / 2, bytes.len() - 1] {
            assert!(Net::from_bytes(&bytes[..cut]).is_err(), "cut at {cut}");
        }
        assert_eq!(
            Net::from_bytes(&bytes[..bytes.len() - 9]),
            Err(NetError::Truncated)
        );
        let mut flipped = bytes.clone();
        flipped[bytes.len() / 2] ^= 0x10;
        assert_eq!(Net::from_bytes(&flipped), Err(NetError::Checksum));
        let mut long = bytes.clone();
        long.push(0);
        assert!(Net::from_bytes(&long).is_err());
        assert!(matches!(
            Net::from_bytes(b"NOTNET\x01\x00 and then some bytes"),
            Err(NetError::Format(_))
        ));
        // A checkpoint is not a weights file, and the other way round.
        let trainer = Trainer::new(rules, 1, false);
        let ckpt = trainer.checkpoint();
        assert!(matches!(Net::from_bytes(&ckpt), Err(NetError::Format(_))));
        assert!(Trainer::from_checkpoint(rules, &bytes).is_err());
        let other = Ruleset::by_id("chaturanga-v2").expect("ruleset");
        assert!(Trainer::from_checkpoint(other, &ckpt).is_err());
        let back = Trainer::from_checkpoint(rules, &ckpt).expect("reads");
        assert_eq!(back.net, trainer.net);
        assert!(Trainer::from_checkpoint(rules, &ckpt[..ckpt.len() - 3]).is_err());
    }

    #[test]
    fn a_residual_network_starts_as_the_hand_evaluation_and_its_files_say_so() {
        let rules = chaduranga();
        let float = FloatNet::residual(5);
        assert!(float.residual && float.w2.iter().all(|&w| w == 0.0) && float.b2 == 0.0);
        let net = float.quantize(rules.id, 0, &vec![true; INPUTS]);
        assert!(net.residual());
        // In the search it is the hand-fitted evaluation itself, for either team.
        let w = eval::Weights::of(rules);
        let mut game = Game::new(rules, 6);
        let mut rng = Rng::new(6);
        let mut f = Features::new();
        for _ in 0..60 {
            let pos = *game.position();
            for team in [Team(0), Team(1)] {
                assert_eq!(net.evaluate(&pos, team), eval::evaluate(&pos, team, &w));
            }
            let hand = features(&pos, &mut f);
            assert_eq!(float.logit(&f, hand), hand_logit(hand));
            let legal = game.legal_actions();
            let Some(&a) = legal.get(rng.below(legal.len())) else {
                break;
            };
            game.play(a).expect("legal");
        }
        // The flag survives weights files and checkpoints.
        let back = Net::from_bytes(&net.to_bytes()).expect("reads");
        assert!(back.residual());
        assert_eq!(back, net);
        let mut t = Trainer::new(rules, 5, true);
        t.config.max_actions = 100;
        t.play_game(3);
        assert!(
            t.net.w2.iter().any(|&w| w != 0.0),
            "the output layer learnt nothing"
        );
        let resumed = Trainer::from_checkpoint(rules, &t.checkpoint()).expect("reads");
        assert!(resumed.net.residual);
        assert_eq!(resumed.net, t.net);
        assert!(t.export().residual());
        assert!(!Trainer::new(rules, 5, false).export().residual());
    }

    #[test]
    fn version_1_files_read_as_whole_networks() {
        // Version 1, before residual networks, had no residual byte after the kind.
        let to_v1 = |bytes: &[u8]| {
            let mut v1 = bytes[..bytes.len() - 8].to_vec();
            assert_eq!((v1[6], v1[8]), (2, 0));
            v1[6] = 1;
            v1.remove(8);
            seal(v1)
        };
        let rules = chaduranga();
        let net = FloatNet::random(2).quantize(rules.id, 77, &vec![true; INPUTS]);
        assert_eq!(Net::from_bytes(&to_v1(&net.to_bytes())), Ok(net.clone()));
        let t = Trainer::new(rules, 2, false);
        let back = Trainer::from_checkpoint(rules, &to_v1(&t.checkpoint())).expect("reads");
        assert_eq!(back.net, t.net);
        // A residual byte other than 0 or 1, or a version from the future, is not read.
        let mut bad = net.to_bytes();
        bad[8] = 2;
        assert!(matches!(Net::from_bytes(&bad), Err(NetError::Format(_))));
        bad[8] = 0;
        bad[6] = 3;
        assert!(matches!(Net::from_bytes(&bad), Err(NetError::Format(_))));
    }

    #[test]
    fn a_training_game_finishes_learns_and_resumes_from_its_checkpoint() {
        let rules = chaduranga();
        let mut t = Trainer::new(rules, 1, false);
        t.config.max_actions = 200;
        let before = t.net.clone();
        let s = t.play_game(9);
        assert_eq!(t.games, 1);
        assert!(s.actions > 0 && s.actions <= 200);
        assert!(s.adjudicated || s.result == 0.0 || s.result == 1.0 || s.result == 0.5);
        assert_ne!(t.net, before, "a game changed no weight");
        assert!(t.seen.iter().any(|&s| s));
        // Resuming gives the same network, which then plays the same next game.
        let mut resumed = Trainer::from_checkpoint(rules, &t.checkpoint()).expect("reads");
        resumed.config.max_actions = 200;
        assert_eq!(resumed.games, 1);
        assert_eq!(t.play_game(10), resumed.play_game(10));
        assert_eq!(t.net, resumed.net);
    }

    #[cfg(feature = "nets")]
    #[test]
    fn the_repositorys_networks_read_and_serve_only_their_rulesets() {
        for id in ["chaduranga", "chaturanga-v1+dice", "chaturanga-v2"] {
            let net = builtin(Ruleset::by_id(id).expect("ruleset")).expect("the network reads");
            assert_eq!(net.ruleset(), id);
            assert!(net.games() > 0);
        }
        for id in ["chaturanga-v1", "chaturanga-antique"] {
            assert!(
                builtin(Ruleset::by_id(id).expect("ruleset")).is_none(),
                "{id}"
            );
        }
        let rules = chaduranga();
        let net = builtin(rules).expect("the chaduranga network reads");
        // It tells positions apart: over a game's first positions it gives more than one value.
        let mut game = Game::new(rules, 2);
        let mut rng = Rng::new(2);
        let mut f = Features::new();
        let mut values = std::collections::BTreeSet::new();
        for _ in 0..30 {
            features(game.position(), &mut f);
            values.insert(net.output_q(&f));
            let legal = game.legal_actions();
            let Some(&a) = legal.get(rng.below(legal.len())) else {
                break;
            };
            game.play(a).expect("legal");
        }
        assert!(values.len() > 1, "{values:?}");
    }

    #[test]
    fn test_set_errors_are_squared_errors_and_the_constant_is_the_best_one() {
        let rules = chaduranga();
        let set = test_set(rules, 5, 2, 4, 150);
        assert_eq!(set.len(), 8);
        let e = errors(&FloatNet::random(1), &set);
        // A residual network starts exactly as the hand-fitted evaluation (squashed at 1 600 in
        // chaduranga, as the residual base is).
        assert_eq!(eval::Weights::of(rules).squash, 1_600);
        let r = errors(&FloatNet::residual(1), &set);
        assert!((r.net - r.hand).abs() < 1e-6, "{r:?}");
        // Squared errors of chances in [0, 1].
        for x in [e.net, e.constant, e.hand] {
            assert!((0.0..=1.0).contains(&x), "{e:?}");
        }
        // The best constant is at most as wrong as the constant ½.
        let half = set
            .iter()
            .map(|s| (f64::from(s.result) - 0.5).powi(2))
            .sum::<f64>()
            / set.len() as f64;
        assert!(e.constant <= half + 1e-12);
    }
}
