//! The evaluation network that the search can judge its leaves by ([`crate::Judge::Net`]),
//! compiled only with the `nets` feature: the integer network, its inputs, the sums carried from
//! leaf to leaf, its weights files and the networks trained in the repository. Training it (the
//! float network, self-play, the test set) is the `train` module, under the `train` feature.
//!
//! **Inputs** ([`features`]) describe a position from the point of view of the seat that acts
//! ([`Position::actor`]): the pieces on their cells, the armies' counts and states, the die, and
//! the hand-fitted evaluation's winning chance (see `inputs` for the layout).
//!
//! **The network** has one hidden layer of [`HIDDEN`] clipped-ReLU units and one output, the
//! logit of the actor's team's winning chance (a draw counts half). With two teams one output is
//! both teams' chances: the other team's is its complement. A residual network
//! ([`Net::residual`]) adds its output to the hand-fitted evaluation's logit ([`hand_logit`])
//! instead of giving the whole logit. Weights files say which kind they hold (version 2;
//! version 1 files, from before, read as whole networks).
//!
//! **Integer form.** [`Net`] holds `i16` weights and sums in `i32`, natively and in wasm32
//! alike: one code path, whose inner loop (a row of weights added to the sums, `rows`) takes
//! wasm32's SIMD lanes where the build enables `simd128` and is plain Rust elsewhere; a test
//! checks the lanes against plain Rust in wasm32 (`cargo xtask test` runs it under Node).
//!
//! **Incremental inputs.** In a search, [`Net::evaluate_with`] carries the first layer's sums
//! from one leaf to the next ([`Leaves`]): only the rows of the inputs that changed (cells,
//! counts, the die…) are taken away and added, and the value is the same as
//! [`Net::evaluate`]'s (tested).
//!
//! **Weights files** ([`Net::from_bytes`], [`Net::to_bytes`]) carry a checksum, and a corrupt or
//! truncated file is an error ([`NetError`]), not a panic.
//!
//! The children stand in layers under this module, which puts them together: `inputs` (the
//! layout and a position's inputs) and `rows` (the width [`HIDDEN`] and the inner loop) name
//! nothing of the network; `leaves` names those two, and `file` (the weights files' format)
//! names them for the shape. None names this module, so that the network's pieces depend one
//! way; the carry, for one, is handed the first layer's weights rather than the [`Net`].

use crate::eval::EVAL_MAX;
use ashtapada_rules::{Position, Ruleset, Team};

pub(crate) mod file;
mod inputs;
mod leaves;
mod rows;

pub use file::NetError;
pub(crate) use inputs::shift;
pub use inputs::{features, hand_logit, Features, INPUTS, UNITS_PER_LOGIT};
use inputs::{hand_input, HAND};
pub use leaves::Leaves;
pub use rows::HIDDEN;

use file::{header, seal, Reader, KIND_INT};

/// The integer scale of the first layer's weights and of the hidden activations (1.0 = 256).
pub(crate) const Q1: i32 = 256;
/// The integer scale of the output weights.
pub(crate) const Q2: i32 = 256;

// The fields are the crate's, so that training's float network can make one
// (`FloatNet::quantize`); outside the crate a network comes from a weights file.
/// The integer network the search evaluates with.
#[derive(Clone, Debug, PartialEq, Eq)]
pub struct Net {
    /// The ruleset it was trained for.
    pub(crate) ruleset: String,
    /// The self-play games it was trained on.
    pub(crate) games: u64,
    /// First-layer weights, `INPUTS × HIDDEN`, input-major, at scale [`Q1`].
    pub(crate) w1: Vec<i16>,
    /// Hidden biases, at scale [`Q1`].
    pub(crate) b1: [i32; HIDDEN],
    /// Output weights, at scale [`Q2`].
    pub(crate) w2: [i16; HIDDEN],
    /// Output bias, at scale `Q1 · Q2`.
    pub(crate) b2: i32,
    /// Whether the output is a correction to the hand-fitted evaluation's logit.
    pub(crate) residual: bool,
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

    /// Whether its output is a correction to the hand-fitted evaluation's logit
    /// ([`hand_logit`]) rather than the whole logit.
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
        rows::row(&self.w1, i)
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
        let mut acc = leaves.sums(&self.w1, pos);
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

/// The networks trained in the repository, by ruleset: only where the search uses one (the
/// `nets` feature compiles them in, so that a build without it carries no weights).
static CHADURANGA: &[u8] = include_bytes!("../nets/chaduranga.net");
static CHATURANGA_V1_DICE: &[u8] = include_bytes!("../nets/chaturanga-v1+dice.net");
static CHATURANGA_V2: &[u8] = include_bytes!("../nets/chaturanga-v2.net");

/// The network trained for `rules`, if the repository has one.
pub fn builtin(rules: &Ruleset) -> Option<&'static Net> {
    use std::sync::OnceLock;
    static NETS: [OnceLock<Option<Net>>; 3] = [OnceLock::new(), OnceLock::new(), OnceLock::new()];
    let (slot, bytes) = match rules.id {
        "chaduranga" => (0, CHADURANGA),
        "chaturanga-v1+dice" => (1, CHATURANGA_V1_DICE),
        "chaturanga-v2" => (2, CHATURANGA_V2),
        _ => return None,
    };
    // A file that does not read, or that was trained for another ruleset, is a build mistake
    // the tests catch; the search then falls back to the hand-fitted evaluation rather than
    // failing a game.
    NETS[slot]
        .get_or_init(|| {
            Net::from_bytes(bytes)
                .ok()
                .filter(|n| n.ruleset() == rules.id)
        })
        .as_ref()
}

#[cfg(test)]
mod tests {
    use super::*;
    use crate::eval;
    use crate::rng::Rng;
    use ashtapada_rules::Game;

    fn chaduranga() -> &'static Ruleset {
        Ruleset::by_id("chaduranga").expect("ruleset")
    }

    /// A network for `rules` with a weight on every input, from `seed`, its weights as large as
    /// training makes them, so that the activations clip both ways. (Training's tests check the
    /// float network against its integer form; these need the integer form alone.)
    fn random_net(rules: &Ruleset, seed: u64, residual: bool) -> Net {
        let mut rng = Rng::new(seed);
        let mut any = |amp: i32| (rng.below(2 * amp as usize + 1) as i32 - amp) as i16;
        Net {
            ruleset: rules.id.to_string(),
            games: 0,
            w1: (0..INPUTS * HIDDEN)
                .map(|k| any(26 * (1 + (k % 5) as i32)))
                .collect(),
            b1: [Q1 / 2; HIDDEN],
            w2: std::array::from_fn(|_| any(77)),
            b2: -Q1 * Q2 / 4,
            residual,
        }
    }

    #[test]
    fn a_network_judges_both_teams_alike_and_a_residual_one_adds_to_the_hand_evaluation() {
        let rules = chaduranga();
        let whole = random_net(rules, 3, false);
        let residual = random_net(rules, 3, true);
        let w = eval::Weights::of(rules);
        let mut game = Game::new(rules, 11);
        let mut rng = Rng::new(11);
        let mut f = Features::new();
        for _ in 0..100 {
            let pos = *game.position();
            let team = pos.actor().team();
            // Evaluation units follow the logit, negated for the other team.
            assert_eq!(
                whole.evaluate(&pos, team),
                -whole.evaluate(&pos, team.other())
            );
            // A residual network's output is a correction to the hand-fitted logit.
            let hand = features(&pos, &mut f);
            assert_eq!(hand, eval::evaluate(&pos, team, &w));
            let correction = whole.output_q(&f) as f32 / (Q1 * Q2) as f32;
            assert_eq!(whole.logit(&f, hand), correction);
            assert_eq!(residual.logit(&f, hand), hand_logit(hand) + correction);
            let legal = game.legal_actions();
            let Some(&a) = legal.get(rng.below(legal.len())) else {
                break;
            };
            game.play(a).expect("legal");
        }
    }

    #[test]
    fn sums_carried_from_leaf_to_leaf_give_the_value_summed_afresh() {
        // Four-handed with dice (the hand evaluation kept by board), two-handed without dice,
        // four-handed with stakes.
        for id in ["chaduranga", "chaturanga-v3", "chaturanga-v2", "chaturaji"] {
            let rules = Ruleset::by_id(id).expect("ruleset");
            let net = random_net(rules, 5, false);
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
        let mut net = random_net(rules, 7, false);
        net.games = 1234;
        let bytes = net.to_bytes();
        let back = Net::from_bytes(&bytes).expect("reads");
        assert_eq!(back, net);
        assert_eq!((back.ruleset(), back.games()), ("chaduranga", 1234));
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
        // A residual network says so in its file.
        let residual = random_net(rules, 7, true);
        let back = Net::from_bytes(&residual.to_bytes()).expect("reads");
        assert!(back.residual());
        assert_eq!(back, residual);
    }

    #[test]
    fn version_1_files_read_as_whole_networks() {
        // Version 1, before residual networks, had no residual byte after the kind.
        let rules = chaduranga();
        let mut net = random_net(rules, 2, false);
        net.games = 77;
        let bytes = net.to_bytes();
        let mut v1 = bytes[..bytes.len() - 8].to_vec();
        assert_eq!((v1[6], v1[8]), (2, 0));
        v1[6] = 1;
        v1.remove(8);
        assert_eq!(Net::from_bytes(&seal(v1)), Ok(net.clone()));
        // A residual byte other than 0 or 1, or a version from the future, is not read.
        let mut bad = net.to_bytes();
        bad[8] = 2;
        assert!(matches!(Net::from_bytes(&bad), Err(NetError::Format(_))));
        bad[8] = 0;
        bad[6] = 3;
        assert!(matches!(Net::from_bytes(&bad), Err(NetError::Format(_))));
    }

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
}
