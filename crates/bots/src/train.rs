//! Training the evaluation network by self-play, TD-Gammon's way (issue 32): what
//! `ashtapada train-net` runs, compiled only with the `train` feature. The search and the worker
//! need none of it: they read the integer network ([`crate::net`]) that training exports.
//!
//! **Training** ([`Trainer`]) is TD(λ) on games the network plays against itself, choosing each
//! action by a one-ply look at its own evaluation ([`one_ply`]): every action's resulting
//! position is judged, and where the die must be rolled first the rolling is judged by the mean
//! over the faces. The rolls themselves are random. It adjusts a [`FloatNet`], which it exports
//! as the integer [`Net`] ([`Trainer::export`], [`FloatNet::quantize`]).
//!
//! **Residual networks** ([`FloatNet::residual`], `train-net --residual`) add their output to
//! the hand-fitted evaluation's logit ([`hand_logit`](crate::net::hand_logit)) instead of
//! giving the whole logit; their output layer starts at zero, so before training they are the
//! hand-fitted evaluation exactly, and TD learns only the correction.
//!
//! **Checkpoints** ([`Trainer::checkpoint`], [`Trainer::from_checkpoint`]) hold the float
//! weights, the inputs seen and the games trained, in the weights files' format (with a
//! checksum: a corrupt or truncated file is an error, not a panic).
//!
//! **Measuring** ([`test_set`], [`errors`]): the mean squared error of a network's predictions
//! on a held-out set of positions, against the best constant's and the hand-fitted
//! evaluation's.
//!
//! Dependencies go one way: training scores its games as the arena does ([`points`]), reads
//! the network's inputs and makes its integer form and files; nothing else in the crate names
//! training, so that a build without the feature has none of it.

mod dataset;
mod float;

pub use dataset::{errors, hand_chance, one_ply, test_set, Errors, Sample};
pub use float::FloatNet;

use crate::arena::points;
use crate::net::file::{header, seal, Reader, KIND_CHECKPOINT};
use crate::net::{features, Features, Net, NetError, HIDDEN, INPUTS};
use crate::rng::Rng;
use ashtapada_rules::{Position, Ruleset, Team};
use float::{input_value, sigmoid};

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
    use crate::eval;
    use crate::net::hand_logit;
    use ashtapada_rules::Game;

    fn chaduranga() -> &'static Ruleset {
        Ruleset::by_id("chaduranga").expect("ruleset")
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
    fn inputs_training_never_saw_weigh_nothing_in_the_integer_network() {
        let rules = chaduranga();
        let mut seen = vec![false; INPUTS];
        seen[5] = true;
        let net = FloatNet::random(7).quantize(rules.id, 1234, &seen);
        assert_eq!((net.ruleset(), net.games()), ("chaduranga", 1234));
        assert!(net.w1[..5 * HIDDEN].iter().all(|&w| w == 0));
        assert!(net.w1[5 * HIDDEN..6 * HIDDEN].iter().any(|&w| w != 0));
        assert!(net.w1[6 * HIDDEN..].iter().all(|&w| w == 0));
    }

    #[test]
    fn checkpoints_round_trip_and_are_not_weights_files() {
        let rules = chaduranga();
        let trainer = Trainer::new(rules, 1, false);
        let ckpt = trainer.checkpoint();
        let weights = trainer.export().to_bytes();
        // A checkpoint is not a weights file, and the other way round.
        assert!(matches!(Net::from_bytes(&ckpt), Err(NetError::Format(_))));
        assert!(Trainer::from_checkpoint(rules, &weights).is_err());
        let other = Ruleset::by_id("chaturanga-v2").expect("ruleset");
        assert!(Trainer::from_checkpoint(other, &ckpt).is_err());
        let back = Trainer::from_checkpoint(rules, &ckpt).expect("reads");
        assert_eq!(back.net, trainer.net);
        assert!(Trainer::from_checkpoint(rules, &ckpt[..ckpt.len() - 3]).is_err());
        // Version 1 checkpoints, without the residual byte, read as whole networks.
        let mut v1 = ckpt[..ckpt.len() - 8].to_vec();
        assert_eq!((v1[6], v1[8]), (2, 0));
        v1[6] = 1;
        v1.remove(8);
        let back = Trainer::from_checkpoint(rules, &seal(v1)).expect("reads");
        assert_eq!(back.net, trainer.net);
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
