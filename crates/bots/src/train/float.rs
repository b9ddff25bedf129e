//! The float network that training adjusts, and its integer form for the search.
//!
//! [`FloatNet`] has the integer network's shape (the same inputs, [`HIDDEN`] clipped-ReLU
//! units, one output); [`FloatNet::quantize`] rounds it to the `i16` weights and `i32` sums of
//! [`Net`], which the search evaluates with. A test checks that the two forms agree on real
//! positions.

use crate::net::{hand_logit, shift, Features, Net, HIDDEN, INPUTS, Q1, Q2};
use crate::rng::Rng;

/// An input's value as the float network reads it: as the integer network's sums do, shifted
/// by [`shift`] bits (the hand input is a fraction, the others whole counts).
#[inline]
pub(super) fn input_value(i: u16, v: i16) -> f32 {
    f32::from(v) / (1u32 << shift(i)) as f32
}

/// The logistic function.
#[inline]
pub(super) fn sigmoid(x: f32) -> f32 {
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
    /// otherwise. `hand` is what [`features`](crate::net::features) returned.
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

    /// The logit of the actor's team's winning chance; `hand` is what
    /// [`features`](crate::net::features) returned.
    pub fn logit(&self, f: &Features, hand: i32) -> f32 {
        let h = self.hidden(f);
        self.base(hand)
            + self.b2
            + h.iter()
                .zip(&self.w2)
                .map(|(x, w)| x.clamp(0.0, 1.0) * w)
                .sum::<f32>()
    }

    /// The actor's team's winning chance; `hand` is what
    /// [`features`](crate::net::features) returned.
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
