//! Evaluation, per ruleset family, in centipawn-like units from one team's point of view.
//!
//! What counts, and why:
//! * **Material** by role, with values set per ruleset family. Where minors cannot take majors,
//!   pawns and alfils are worth less (they threaten only minors) and majors are safer. With
//!   dice as well, a pawn is worth little more than its promotion chances, and where a kingless
//!   army freezes an alfil little more than a pawn: values fitted to game results
//!   (BENCHMARKS.md). The lower levels count the usual values ([`Weights::counting`]).
//! * **Kings.** Where losing both kings loses the game (`v1`, `chaduranga`) a king is worth more than
//!   an army; where a kingless army freezes, that army's pieces count for only a quarter (they can
//!   still be revived by exchange, command or reintroduction, and still block and can be taken).
//!   A four-handed king left attacked costs part of its value: the search sees only a few plies of
//!   a four-seat, dice-driven game. An enemy king's unused one-time leap counts as an attack
//!   (the rules' own attack test leaves it out, for the leap's condition). Where a kingless army
//!   freezes and dice decide, each enemy rook, knight or king one move from attacking the king
//!   costs a little too: the king escapes only on its own face. In two-player rulesets capturing
//!   the king ends the game, so the search itself values it.
//! * **Thrones and command**: commanding the ally's army (either army on either turn) is a bonus.
//! * **Alfil squares**: a 2×2 square that a movable alfil can complete is credited in part to its
//!   owner's team.
//! * **Promotion chances**: pawn progress towards the far edge, weighted by how generous the
//!   ruleset's promotion rule is.
//! * **Money** (`chaturanga-v2`, `chaturanga-antique`): the team's balance, because those rulesets
//!   rank players by money; at the end of such a game the score is the money difference alone.
//!
//! Where dice decide a game that is won or lost by taking both enemy kings, the search scores a
//! leaf by its winning chance, the evaluation squashed by [`squash`], rather than by the
//! evaluation itself: averaged over the rolls, winning chances weigh a risk as the game's result
//! does, material does not (arena: +30 to +60 Elo against the linear leaves, BENCHMARKS.md).

use crate::rng::mix;
use ashtapada_rules::geometry::{Bitboard, Geometry};
use ashtapada_rules::ruleset::{AlfilSquare, Goal, KingReturn, Promotion, Stakes, Throne};
use ashtapada_rules::{Outcome, Piece, Position, Role, Ruleset, Seat, Square, Team};

/// A won game is worth `WIN` less the plies it takes.
pub const WIN: i32 = 30_000;
/// Scores of won or lost games are beyond this in absolute value.
pub const WIN_THRESHOLD: i32 = WIN - 1_000;
/// Every score the search returns lies within `±BOUND` (Star1 and Star2 prune against it).
pub const BOUND: i32 = WIN;
/// Static evaluations are clamped to `±EVAL_MAX`.
pub const EVAL_MAX: i32 = 20_000;
/// At the end of a stakes game, one stake unit of team money difference is worth this.
pub const MONEY_END: i32 = 1_000;

/// What a search judges positions by.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub enum Judge {
    /// The ruleset's weights ([`Weights::of`]): the hard level.
    Fitted,
    /// The weights from before any training on self-play ([`Weights::first_fit`]): the
    /// `hard-v1` arena bot, the previous hard to measure against.
    FirstFit,
    /// Material alone at the usual piece values ([`Weights::counting`]): the easy and medium
    /// levels.
    Counting,
    /// These weights, for tuning.
    Weights(Weights),
    /// The network trained by self-play for the ruleset ([`crate::net::builtin`]) at the leaves,
    /// squashed like the fitted evaluation; the fitted weights for everything else (move
    /// ordering, finished games), and at the leaves too where the ruleset has no network. Only
    /// with the `nets` feature, which compiles the networks and the search's path to them.
    #[cfg(feature = "nets")]
    Net,
}

impl Judge {
    /// The weights this judge uses in `rules`.
    pub fn weights(self, rules: &Ruleset) -> Weights {
        match self {
            Judge::Fitted => Weights::of(rules),
            #[cfg(feature = "nets")]
            Judge::Net => Weights::of(rules),
            Judge::FirstFit => Weights::first_fit(rules),
            Judge::Counting => Weights::counting(rules),
            Judge::Weights(w) => w,
        }
    }
}

/// The evaluation's weights for one ruleset.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub struct Weights {
    /// Value per [`Role`] index (king, rook, knight, alfil, ferz, bishop, queen, pawn).
    pub value: [i32; 8],
    /// Percentage of its material a frozen army keeps.
    pub frozen_percent: i32,
    /// Bonus for commanding the ally's army from the throne.
    pub command: i32,
    /// Percentage applied to the pawn-progress table (0: no promotion).
    pub promotion: i32,
    /// Percentage of a completable alfil square's gain credited to the threat.
    pub alfil_square: i32,
    /// Percentage of the king's value lost while the king is attacked (four-handed only).
    pub king_attacked: i32,
    /// Value of one stake unit of money during the game.
    pub money_unit: i32,
    /// Value of holding an enemy king that can be traded back.
    pub held_king: i32,
    /// Bonus per step towards the centre for knights (grid only).
    pub centre: i32,
    /// Percentage of the king's value lost per enemy rook, knight or king that could attack the
    /// king after one move (four-handed, at most three counted).
    pub king_danger: i32,
    /// The scale, in evaluation units, of the squash that turns a static evaluation into a
    /// winning chance before the search averages it over the rolls (0: no squash). See
    /// [`squash`].
    pub squash: i32,
}

impl Weights {
    /// The short names of the tunable weights, as the tuning and training examples write them:
    /// the piece values by role, then the percentages and bonuses of the fields below.
    pub const KEYS: [&'static str; 15] = [
        "king", "rook", "knight", "alfil", "pawn", "fz", "cmd", "promo", "alf", "ka", "money",
        "held", "centre", "kd", "sq",
    ];

    /// The weight of a key of [`Weights::KEYS`], to read or set; `None` for any other key.
    pub fn key_mut(&mut self, key: &str) -> Option<&mut i32> {
        Some(match key {
            "king" => &mut self.value[Role::King as usize],
            "rook" => &mut self.value[Role::Rook as usize],
            "knight" => &mut self.value[Role::Knight as usize],
            "alfil" => &mut self.value[Role::Alfil as usize],
            "pawn" => &mut self.value[Role::Pawn as usize],
            "fz" => &mut self.frozen_percent,
            "cmd" => &mut self.command,
            "promo" => &mut self.promotion,
            "alf" => &mut self.alfil_square,
            "ka" => &mut self.king_attacked,
            "money" => &mut self.money_unit,
            "held" => &mut self.held_king,
            "centre" => &mut self.centre,
            "kd" => &mut self.king_danger,
            "sq" => &mut self.squash,
            _ => return None,
        })
    }

    /// The weights of a ruleset: what the hard level judges by. No weights trained on
    /// self-play have played better than [`Weights::first_fit`] yet (BENCHMARKS.md, "Training
    /// the evaluation on self-play"), so they are those, with the leaves squashed to winning
    /// chances where the dice decide a game that is won or lost (BENCHMARKS.md, "Winning
    /// chances at the leaves").
    pub fn of(rules: &Ruleset) -> Weights {
        let mut w = Weights::first_fit(rules);
        if rules.is_four_handed()
            && rules.dice.is_some()
            && rules.stakes == Stakes::None
            && rules.goal == Goal::CaptureBothKings
        {
            // A game won or lost, not money counted: the search should weigh its rolls by the
            // chance of winning they leave, not by the material. The scale is a king and a bit
            // (a king is worth 1 200 here); from 800 to 2 400 the arena saw no difference
            // (BENCHMARKS.md).
            w.squash = 1_600;
        }
        w
    }

    /// The hard level's weights before any training on self-play: the usual values, with the
    /// pawn and alfil values fitted to game results in the four-handed dice rulesets. The
    /// `hard-v1` arena bot judges by these, and training starts from them.
    pub fn first_fit(rules: &Ruleset) -> Weights {
        let mut w = Weights::usual(rules);
        if rules.is_four_handed() && rules.dice.is_some() && rules.minors_spare_majors {
            // A pawn never threatens a king or any major here, and the dice make a long game
            // of it: a pawn is worth about its promotion chances. A logistic fit of game
            // results on sampled positions put it near 0 in chaturanga-v1+dice (no promotion),
            // 27 in chaturanga-antique (after a piece and a pawn are lost), 38 in
            // chaturanga-v2 and 68 in chaduranga (on any far-edge cell), against the usual 90.
            w.value[Role::Pawn as usize] = match rules.promotion {
                Promotion::None => 10,
                Promotion::UnmarkedFarEdgeIfPieceAndPawnLost => 30,
                Promotion::FarEdgeAlways => 60,
                _ => 40,
            };
            if rules.frozen_without_king {
                // Where a kingless army freezes the game turns on the kings, which an alfil
                // never threatens either: the fit put it at 0 to 50.
                w.value[Role::Alfil as usize] = 40;
            }
            // Hard against UCT with these values: BENCHMARKS.md, "The king's leap, and piece
            // values fitted to the game".
        }
        w
    }

    /// Material alone at the usual piece values: what the greedy bot and the easy and medium
    /// levels count, a player who knows the pieces but not how this ruleset's dice and goal
    /// change their worth.
    pub fn counting(rules: &Ruleset) -> Weights {
        Weights::usual(rules).material()
    }

    /// The weights with the usual piece values.
    fn usual(rules: &Ruleset) -> Weights {
        //                 K    R    N    A    F    B    Q    P
        let mut w = Weights {
            value: [0, 500, 320, 130, 160, 330, 950, 100],
            frozen_percent: 100,
            command: 0,
            promotion: 0,
            alfil_square: 0,
            king_attacked: 0,
            money_unit: 0,
            held_king: 0,
            centre: 5,
            king_danger: 0,
            squash: 0,
        };
        if !rules.is_four_handed() {
            if rules.geometry == Geometry::Circle {
                // The ring rook goes round the board: stronger than on the grid.
                w.value[Role::Rook as usize] = 550;
                w.value[Role::Knight as usize] = 300;
                w.centre = 0;
            }
            w.promotion = match rules.promotion {
                Promotion::LostKindOfStartSquare => 60,
                _ => 0,
            };
            return w;
        }
        w.value = [0, 450, 300, 140, 0, 0, 0, 100];
        if rules.minors_spare_majors {
            w.value[Role::Pawn as usize] = 90;
            w.value[Role::Alfil as usize] = 125;
        }
        w.value[Role::King as usize] = match rules.goal {
            // Two kings lost is the game lost, and a kingless army freezes.
            Goal::CaptureBothKings => 1_200,
            // Kings do not count for the goal, but a kingless army freezes and the king pays.
            Goal::CaptureAllButKings => 500,
            _ => 350,
        };
        if rules.frozen_without_king {
            w.frozen_percent = 25;
        }
        w.command = match rules.throne {
            Throne::EitherArmy => 200,
            Throne::PlaysAllyTurns => 40,
            Throne::None => 0,
        };
        w.promotion = match rules.promotion {
            Promotion::FarEdgeAlways => 100,
            Promotion::UnmarkedFarEdgeAfterPawnLoss => 50,
            Promotion::UnmarkedFarEdgeIfPieceAndPawnLost => 40,
            Promotion::EnemyKnightRookIfLost => 30,
            _ => 0,
        };
        if rules.alfil_square != AlfilSquare::None {
            w.alfil_square = 35;
        }
        w.king_attacked = if rules.dice.is_some() { 20 } else { 35 };
        if rules.stakes != Stakes::None {
            w.money_unit = 150;
        }
        if rules.frozen_without_king && rules.dice.is_some() {
            // A kingless army freezes, and the king escapes only on its own face: the pieces
            // closing in on it count (arena: +110 Elo in chaturanga-v1+dice, +50 in chaduranga,
            // +47 in chaturanga-v2 against the same search without this term; none where a
            // kingless army plays on).
            w.king_danger = 10;
        }
        if matches!(
            rules.king_return,
            KingReturn::Exchange | KingReturn::ExchangeAndRelease
        ) {
            w.held_king = 120;
        }
        w
    }
}

impl Weights {
    /// The same weights with material alone: piece values, frozen armies and money stay; king
    /// safety, command, alfil squares, promotion chances, held kings and centrality go. With the
    /// usual piece values ([`Weights::counting`]) the easy and medium levels judge this way, a
    /// player who counts pieces but has no feel for the position.
    pub fn material(self) -> Weights {
        Weights {
            command: 0,
            promotion: 0,
            alfil_square: 0,
            king_attacked: 0,
            held_king: 0,
            centre: 0,
            king_danger: 0,
            ..self
        }
    }
}

/// A squashed evaluation never reaches a won game's score: a sure win by the evaluation is worth
/// about as much as a won game, as winning chances should be. (So, unlike the linear evaluation's
/// `±EVAL_MAX`, an average of won games and squashed evaluations near this bound can pass
/// `WIN_THRESHOLD`; that takes an evaluation some five scales ahead under every other face, and it
/// only stops the search's deepening early in a game it has all but won.)
pub const SQUASH_MAX: i32 = WIN_THRESHOLD - 1;

/// `v` squashed to a winning chance at scale `s`: `SQUASH_MAX · tanh(v / s)`, which is
/// `SQUASH_MAX · (2p − 1)` for a logistic winning chance `p`. Averaged over the rolls, squashed
/// values make the search maximise its chance of winning rather than its expected material: ahead,
/// it gives up a little material for safety; behind, it takes chances.
pub fn squash(v: i32, s: i32) -> i32 {
    if s <= 0 {
        return v;
    }
    let x = f64::from(v) / f64::from(s);
    // tanh(x) = 1 − 2 / (e^{2x} + 1), exact enough and with no libm tanh in the worker.
    let t = 1.0 - 2.0 / ((2.0 * x).exp() + 1.0);
    (f64::from(SQUASH_MAX) * t).round() as i32
}

/// The evaluation whose [`squash`] at scale `s` is `q`, within `±EVAL_MAX`: what the search
/// reports, so that its scores keep the evaluation's scale for those who read them (hints, the
/// game review). Won and lost games' scores stay as they are.
pub fn unsquash(q: i32, s: i32) -> i32 {
    if s <= 0 || q.abs() >= WIN_THRESHOLD {
        return q;
    }
    let t = (f64::from(q) / f64::from(SQUASH_MAX)).clamp(-0.999_999, 0.999_999);
    // atanh(t) = ½ ln((1 + t) / (1 − t)).
    let v = f64::from(s) * 0.5 * ((1.0 + t) / (1.0 - t)).ln();
    (v.round() as i32).clamp(-EVAL_MAX, EVAL_MAX)
}

/// The static evaluation as the search scores a leaf: [`evaluate`], squashed by the weights'
/// [`Weights::squash`].
pub fn leaf(pos: &Position, team: Team, w: &Weights) -> i32 {
    squash(evaluate(pos, team, w), w.squash)
}

/// A finished game's score as the search scores it: [`terminal`], with a stakes game's money lead
/// squashed like the leaves, so that it stays on their scale. (Won and lost games elsewhere keep
/// their scores, beyond every squashed evaluation.)
pub fn terminal_leaf(pos: &Position, team: Team, ply: usize, w: &Weights) -> i32 {
    let v = terminal(pos, team, ply);
    if pos.rules().stakes == Stakes::None {
        v
    } else {
        squash(v, w.squash)
    }
}

/// Pawn progress bonus by steps taken from the start rank (6: on the far edge, no further step).
const PAWN_PROGRESS: [i32; 7] = [0, 3, 8, 16, 30, 55, 10];

/// Steps a grid pawn has taken from its start line, 0..=6.
#[inline]
fn pawn_progress(p: Piece, sq: Square) -> usize {
    let (rank, file) = (i32::from(sq.to_u8() / 8), i32::from(sq.to_u8() % 8));
    let steps = match p.dir().0 {
        0 => rank - 1,
        1 => file - 1,
        2 => 6 - rank,
        _ => 6 - file,
    };
    steps.clamp(0, 6) as usize
}

/// Chebyshev closeness to the centre of the grid, 0 (edge) to 3 (centre).
#[inline]
fn centrality(sq: Square) -> i32 {
    let (r, c) = (i32::from(sq.to_u8() / 8), i32::from(sq.to_u8() % 8));
    let dr = if r < 4 { r } else { 7 - r };
    let dc = if c < 4 { c } else { 7 - c };
    dr.min(dc)
}

#[inline]
fn team_index(t: Team) -> usize {
    usize::from(t.0 & 1)
}

/// The static evaluation of `pos` for `team`, within `±EVAL_MAX`.
pub fn evaluate(pos: &Position, team: Team, w: &Weights) -> i32 {
    let rules = pos.rules();
    let four = rules.is_four_handed();
    let grid = rules.geometry == Geometry::Grid;
    let mut score = [0i32; 2];
    for army in rules.seats() {
        let cells = pos.army_cells(army);
        if cells.is_empty() {
            continue;
        }
        let mut m = 0;
        for sq in cells {
            let Some(p) = pos.piece_at(sq) else { continue };
            let role = p.role();
            m += w.value[role as usize];
            if grid {
                match role {
                    Role::Pawn if w.promotion != 0 => {
                        m += PAWN_PROGRESS[pawn_progress(p, sq)] * w.promotion / 100;
                    }
                    Role::Knight | Role::Ferz | Role::Alfil => m += centrality(sq) * w.centre,
                    _ => {}
                }
            }
        }
        if pos.frozen(army) {
            m = m * w.frozen_percent / 100;
        } else if four && w.king_attacked != 0 {
            if let Some(k) = pos.king(army) {
                if pos.piece_at(k).is_some_and(|kp| pos.attacked(k, kp))
                    || leap_attack(pos, k, army.team())
                {
                    m -= w.value[Role::King as usize] * w.king_attacked / 100;
                } else if w.king_danger != 0 {
                    let n = king_danger(pos, k, army.team()).min(3);
                    m -= w.value[Role::King as usize] * w.king_danger * n / 100;
                }
            }
        }
        if four && w.command != 0 && pos.commands(army) {
            m += w.command;
        }
        score[team_index(army.team())] += m;
    }
    if four {
        if w.held_king != 0 {
            for army in Seat::ALL {
                if let Some(h) = pos.king_holder(army) {
                    if h.team() != army.team() {
                        score[team_index(h.team())] += w.held_king;
                    }
                }
            }
        }
        if w.alfil_square != 0 {
            alfil_threats(pos, w, &mut score);
        }
        if w.money_unit != 0 {
            for (s, m) in pos.money().iter().enumerate() {
                score[s & 1] += m * w.money_unit;
            }
        }
    }
    let t = team_index(team);
    (score[t] - score[1 - t]).clamp(-EVAL_MAX, EVAL_MAX)
}

/// A value for `team` out of a direct-mapped cache of values for team 0 (`cache.len()` a power
/// of two), computing and keeping `value0()` when `key`'s slot holds another key. Two teams:
/// what one gains the other loses, so one entry serves both.
pub(crate) fn cached(
    cache: &mut [(u64, i32)],
    key: u64,
    team: Team,
    value0: impl FnOnce() -> i32,
) -> i32 {
    debug_assert!(cache.len().is_power_of_two());
    let slot = &mut cache[(key as usize) & (cache.len() - 1)];
    if slot.0 != key {
        *slot = (key, value0());
    }
    if team.0 & 1 == 0 {
        slot.1
    } else {
        -slot.1
    }
}

/// A key for everything [`evaluate`] reads: the pieces, and the state that follows them
/// (command, withdrawals, held kings, money). It leaves out whose turn it is and the roll, which
/// the evaluation ignores, so the positions a search reaches by passing share one key.
pub fn board_key(pos: &Position) -> u64 {
    let mut h = mix(pos.occupied().0);
    for army in Seat::ALL {
        h = mix(h ^ pos.army_cells(army).0);
    }
    for r in Role::ALL {
        h = mix(h ^ pos.role_cells(r).0);
    }
    if !pos.rules().is_four_handed() {
        return h;
    }
    let mut state = 0u64;
    for army in Seat::ALL {
        let a = army.number();
        state |= u64::from(pos.commands(army)) << a;
        state |= u64::from(pos.withdrawn(army)) << (4 + a);
        state |= u64::from(pos.king_holder(army).map_or(0, |s| s.number() + 1)) << (8 + 3 * a);
    }
    h = mix(h ^ state);
    for m in pos.money() {
        h = mix(h ^ m as u64);
    }
    h
}

/// The cells a rook on `from` reaches (up to and including the first occupied cell of each
/// ray).
fn rook_reach(pos: &Position, from: Square) -> Bitboard {
    let occupied = pos.occupied();
    let mut reach = Bitboard::EMPTY;
    for ray in &pos.variant().tables.rook_rays[from.index()] {
        for c in ray.cells() {
            reach |= c.bb();
            if occupied.has(c) {
                break;
            }
        }
    }
    reach
}

/// Whether an enemy king could capture the king on `k` with its one-time knight leap (which
/// [`Position::attacked`] leaves out, as the rules' leap condition asks; a king lost to a leap is
/// lost all the same).
fn leap_attack(pos: &Position, k: Square, team: Team) -> bool {
    if !pos.rules().king_leap {
        return false;
    }
    let knight = &pos.variant().tables.knight;
    Seat::ALL.into_iter().any(|enemy| {
        enemy.team() != team
            && !pos.leap_used(enemy)
            && pos.army_can_move(enemy)
            && pos.king(enemy).is_some_and(|ek| knight[k.index()].has(ek))
    })
}

/// How many enemy majors (rooks, knights, kings of armies that can move) could attack the king
/// on `k` after one move of theirs. With dice a king moves on one face in four or six, so the
/// pieces closing in matter before they strike: a search two turns deep sees only the last step.
fn king_danger(pos: &Position, k: Square, team: Team) -> i32 {
    let tables = pos.variant().tables;
    let occupied = pos.occupied();
    // The empty cells from which each role would attack the king.
    let knight_from = tables.knight[k.index()] & !occupied;
    let king_from = tables.king[k.index()] & !occupied;
    let rook_from = rook_reach(pos, k) & !occupied;
    let mut n = 0;
    for enemy in Seat::ALL {
        if enemy.team() == team || !pos.army_can_move(enemy) {
            continue;
        }
        let cells = pos.army_cells(enemy);
        for sq in cells & pos.role_cells(Role::Knight) {
            if !(tables.knight[sq.index()] & knight_from).is_empty() {
                n += 1;
            }
        }
        for sq in cells & pos.role_cells(Role::Rook) {
            if !(rook_reach(pos, sq) & rook_from).is_empty() {
                n += 1;
            }
        }
        let leap = pos.rules().king_leap && !pos.leap_used(enemy);
        for sq in cells & pos.role_cells(Role::King) {
            let steps = tables.king[sq.index()];
            // A king with its leap left also closes in by leaping, or by stepping to a cell a
            // leap away from the king.
            if !(steps & king_from).is_empty()
                || (leap
                    && (!(tables.knight[sq.index()] & king_from).is_empty()
                        || !(steps & knight_from).is_empty()))
            {
                n += 1;
            }
        }
    }
    n
}

/// Material alone (with the frozen-army discount and money), for `team`: what the greedy bot
/// maximises.
pub fn material(pos: &Position, team: Team, w: &Weights) -> i32 {
    let rules = pos.rules();
    let mut score = [0i32; 2];
    for army in rules.seats() {
        let mut m: i32 = pos
            .army_cells(army)
            .filter_map(|sq| pos.piece_at(sq))
            .map(|p| w.value[p.role() as usize])
            .sum();
        if pos.frozen(army) {
            m = m * w.frozen_percent / 100;
        }
        score[team_index(army.team())] += m;
    }
    if w.money_unit != 0 {
        for (s, m) in pos.money().iter().enumerate() {
            score[s & 1] += m * w.money_unit;
        }
    }
    let t = team_index(team);
    score[t] - score[1 - t]
}

/// The gain (for the mover's team, less the other team's) of completing the 2×2 square of
/// alfils around `hole` with an alfil of `mover`, or `None` if those cells are not three alfils.
fn square_gain(pos: &Position, hole: Square, mover: Seat, w: &Weights) -> Option<i32> {
    let g = Geometry::Grid;
    let alfils = pos.role_cells(Role::Alfil);
    let value = w.value[Role::Alfil as usize];
    let mut best: Option<i32> = None;
    for (dr, dc) in [(-1, -1), (-1, 0), (0, -1), (0, 0)] {
        let mut gain = 0;
        let mut full = true;
        for (a, b) in [(0, 0), (0, 1), (1, 0), (1, 1)] {
            let Some(c) = g.offset(hole, dr + a, dc + b) else {
                full = false;
                break;
            };
            if c == hole {
                continue;
            }
            if !alfils.has(c) {
                full = false;
                break;
            }
            let Some(p) = pos.piece_at(c) else {
                full = false;
                break;
            };
            if p.army().team() != mover.team() {
                gain += value;
            } else if pos.rules().alfil_square == AlfilSquare::CaptureOtherThree {
                gain -= value;
            }
        }
        if full {
            best = Some(best.map_or(gain, |b: i32| b.max(gain)));
        }
    }
    best
}

/// Credits each team with the best alfil square one of its movable alfils could complete.
fn alfil_threats(pos: &Position, w: &Weights, score: &mut [i32; 2]) {
    let alfils = pos.role_cells(Role::Alfil);
    if alfils.count() < 4 {
        return;
    }
    let tables = pos.variant().tables;
    let mut best = [0i32; 2];
    for from in alfils {
        let Some(p) = pos.piece_at(from) else {
            continue;
        };
        if !pos.army_can_move(p.army()) {
            continue;
        }
        for hole in tables.alfil[from.index()] & !pos.occupied() {
            if let Some(gain) = square_gain(pos, hole, p.army(), w) {
                let t = team_index(p.army().team());
                best[t] = best[t].max(gain);
            }
        }
    }
    for t in 0..2 {
        score[t] += best[t] * w.alfil_square / 100;
    }
}

/// The score of a finished game for `team`, `ply` plies from the search's root: a win is worth
/// more the sooner it comes. In stakes rulesets it is the team's money lead (the ranking), with
/// the win as a tie-break.
pub fn terminal(pos: &Position, team: Team, ply: usize) -> i32 {
    let Some(outcome) = pos.outcome() else {
        return 0;
    };
    let sign = match outcome {
        Outcome::Win { team: t, .. } if t == team => 1,
        Outcome::Win { .. } => -1,
        Outcome::Draw(_) => 0,
    };
    if pos.rules().stakes != Stakes::None {
        let m = pos.money();
        let t = team_index(team);
        let lead = (m[t] + m[t + 2]) - (m[1 - t] + m[3 - t]);
        return (lead * MONEY_END + sign * 100).clamp(-WIN_THRESHOLD + 1, WIN_THRESHOLD - 1);
    }
    sign * (WIN - ply.min(999) as i32)
}

#[cfg(test)]
mod tests {
    //! The search caches evaluations by [`board_key`] for team 0 and negates them for team 1: the
    //! key must cover what the evaluation reads, and the evaluation must be antisymmetric.

    use super::*;
    use crate::rng::Rng;
    use ashtapada_rules::{Game, Ruleset};

    /// The number of enemy majors that could attack North's king on e8 after one move.
    fn danger(board: &str) -> i32 {
        let rules = Ruleset::by_id("chaturanga-v1+dice").expect("ruleset");
        let pos = ashtapada_rules::fen::parse(rules, &format!("{board} s - 0 10"))
            .unwrap_or_else(|e| panic!("{e} in {board}"));
        let k = pos.king(Seat::ALL[2]).expect("North's king");
        king_danger(&pos, k, Seat::ALL[2].team())
    }

    #[test]
    fn squash_turns_evaluations_into_winning_chances() {
        // Off, the evaluation is left as it is.
        assert_eq!(squash(1_234, 0), 1_234);
        // Odd, increasing, and short of a won game's score however large the evaluation.
        let mut last = -SQUASH_MAX;
        for v in (-EVAL_MAX..=EVAL_MAX).step_by(25) {
            let q = squash(v, 1_600);
            assert_eq!(squash(-v, 1_600), -q, "{v}");
            assert!(q >= last, "{v}");
            assert!(q.abs() <= SQUASH_MAX && q.abs() < WIN_THRESHOLD, "{v}");
            last = q;
        }
        assert_eq!(squash(0, 1_600), 0);
        // Near 0 it is the evaluation rescaled (tanh x ≈ x); at the scale, tanh 1 = 0.76159.
        assert_eq!(squash(16, 1_600), 290);
        assert_eq!(squash(1_600, 1_600), 22_085);
        // Ahead, a sure gain is worth more than a gamble with the same mean; behind, less: the
        // averages over the rolls weigh risk as winning chances do.
        let s = |v| squash(v, 1_600);
        assert!(s(1_000) > (s(0) + s(2_000)) / 2);
        assert!(s(-1_000) < (s(-2_000) + s(0)) / 2);
        // What the search reports is on the evaluation's scale again, to a unit or two where the
        // squash still tells values apart.
        for v in (-4_000..=4_000).step_by(7) {
            assert!((unsquash(s(v), 1_600) - v).abs() <= 2, "{v}");
        }
        assert_eq!(unsquash(WIN - 3, 1_600), WIN - 3);
        assert_eq!(unsquash(-SQUASH_MAX, 1_600), -unsquash(SQUASH_MAX, 1_600));
        assert_eq!(unsquash(777, 0), 777);
    }

    #[test]
    fn each_key_names_its_own_weight() {
        let rules = Ruleset::by_id("chaturanga-v2").expect("ruleset");
        let mut w = Weights::of(rules);
        for (i, key) in Weights::KEYS.iter().enumerate() {
            *w.key_mut(key).expect(key) = 10_000 + i as i32;
        }
        // Fifteen distinct values landed in fifteen distinct places, each read back by its key.
        for (i, key) in Weights::KEYS.iter().enumerate() {
            assert_eq!(*w.key_mut(key).expect(key), 10_000 + i as i32, "{key}");
        }
        assert_eq!(w.key_mut("queen"), None);
    }

    #[test]
    fn king_danger_counts_the_pieces_one_move_from_attacking_the_king() {
        // Ranks 5 to 1 with the other kings: East h4, West a1, South d1.
        let kings = "8/7eK/8/8/wK2sK4";
        // West's knight on c8 reaches d6, which attacks e8.
        assert_eq!(danger(&format!("2wN1nK3/8/8/{kings}")), 1);
        // On c6 it reaches none of d6, f6, c7, g7.
        assert_eq!(danger(&format!("4nK3/8/2wN5/{kings}")), 0);
        // West's rook on a6 reaches a8 on the king's open rank (and e6 on its open file).
        assert_eq!(danger(&format!("4nK3/8/wR7/{kings}")), 1);
        // North's alfil on d8 and pawn on e7 close the rank westwards and the file: the rook
        // reaches none of f8, g8, h8.
        assert_eq!(danger(&format!("3nAnK3/4nP3/wR7/{kings}")), 0);
        // Both West's pieces count once each; South's knight is an ally's.
        assert_eq!(danger(&format!("2wN1nK3/8/wR5sN1/{kings}")), 2);
    }

    #[test]
    fn an_enemy_kings_unused_leap_counts_as_an_attack_and_as_danger() {
        let rules = Ruleset::by_id("chaturanga-v1+dice").expect("ruleset");
        let north = |board: &str| {
            let pos = ashtapada_rules::fen::parse(rules, board)
                .unwrap_or_else(|e| panic!("{e} in {board}"));
            let k = pos.king(Seat::ALL[2]).expect("North's king");
            (leap_attack(&pos, k, Team(0)), king_danger(&pos, k, Team(0)))
        };
        // West's king on d6 is a knight's leap from North's king on e8: no ordinary move of it
        // reaches e8, but its leap does (and a step to d7 or e7 would attack e8).
        let leap = "4nK3/8/3wK4/8/7eK/8/8/3sK4 s - 0 10";
        assert_eq!(north(leap), (true, 1));
        // Once West's leap is used, d6 is only a step away from attacking.
        assert_eq!(north(&format!("{leap} leap=w")), (false, 1));
        // On c5 West's king steps to d6, one leap from e8, while its leap is left.
        let near = "4nK3/8/8/2wK5/7eK/8/8/3sK4 s - 0 10";
        assert_eq!(north(near), (false, 1));
        assert_eq!(north(&format!("{near} leap=w")), (false, 0));
        // Chaturanga-v2 has no leap: the same king on d6 threatens nothing.
        let v2 = Ruleset::by_id("chaturanga-v2").expect("ruleset");
        let pos = ashtapada_rules::fen::parse(v2, leap).expect("position");
        assert!(!leap_attack(
            &pos,
            pos.king(Seat::ALL[2]).expect("king"),
            Team(0)
        ));
    }

    #[test]
    fn the_board_key_follows_the_evaluation_and_material_weights_count_material() {
        for &rules in Ruleset::all_with_options() {
            let w = Weights::of(rules);
            let mut game = Game::new(rules, 5);
            let mut rng = Rng::new(5);
            let mut keys = std::collections::HashMap::new();
            for _ in 0..300 {
                let pos = *game.position();
                let v = evaluate(&pos, Team(0), &w);
                assert_eq!(evaluate(&pos, Team(1), &w), -v, "{}: {pos:?}", rules.id);
                // Same key, same value: whose turn it is and the roll do not matter.
                let key = board_key(&pos);
                let seen = *keys.entry(key).or_insert(v);
                assert_eq!(
                    seen, v,
                    "{}: key {key:x} shared by unequal boards",
                    rules.id
                );
                if pos.outcome().is_none() && !pos.needs_roll() && pos.pending().is_none() {
                    let mut passed = pos;
                    passed.pass();
                    if passed.outcome().is_none() {
                        assert_eq!(board_key(&passed), key, "{}", rules.id);
                    }
                }
                // The lower levels' weights count what the greedy bot counts, nothing more.
                let counting = Weights::counting(rules);
                assert_eq!(
                    evaluate(&pos, Team(0), &counting),
                    material(&pos, Team(0), &counting).clamp(-EVAL_MAX, EVAL_MAX),
                    "{}: {pos:?}",
                    rules.id
                );
                let legal = game.legal_actions();
                let Some(&a) = legal.get(rng.below(legal.len())) else {
                    break;
                };
                let before = pos.occupied();
                game.play(a).expect("legal");
                let after = game.position();
                if after.occupied() != before {
                    assert_ne!(board_key(after), key, "{}: a move kept the key", rules.id);
                }
            }
        }
    }
}
