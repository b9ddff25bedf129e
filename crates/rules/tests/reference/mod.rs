//! An independent reference implementation of the three two-player rulesets, used to cross-check
//! the engine: `chaturanga-v3`, `byzantine-traditional` and `byzantine-modern`.
//!
//! Written from the rulesets' written rules and readings (the rules pages) and the source
//! documents (document 000, part "VARIANTE 3"; document 004, "Échecs byzantins"), not from the
//! engine's code: plain (row, column) coordinates, a plain board array, no bitboards, no
//! precomputed tables, its own move application. Only the position *format* was taken from the
//! engine's documentation (`fen.rs`), so that positions can be exchanged as text.
//!
//! Coordinates: a cell is `(row, col)`.
//! * Grid (v3): row = rank index 0..8 (rank 1 = 0), col = file index 0..8 (file a = 0).
//! * Circle: row = ring index 0..4 (ring `a`, the outermost, = 0; ring `d` = 3), col = cell
//!   number − 1, 0..16; columns wrap round (16 + 1 = 1). Cells are numbered counter-clockwise seen
//!   from above, White's camp is cells 1–4 and Black's 9–12 (the documented orientation).
//!
//! This module is deliberately slow and simple; it is only used in tests.

#![allow(dead_code)]

use std::fmt::Write as _;

/// The three rulesets this reference knows.
#[derive(Clone, Copy, PartialEq, Eq, Debug, Hash)]
pub enum Rules {
    /// `chaturanga-v3`: 000, part "VARIANTE 3".
    V3,
    /// `byzantine-traditional`: 004, "Règles traditionnelles".
    Traditional,
    /// `byzantine-modern`: 004, "Règles modernes".
    Modern,
}

impl Rules {
    /// All three.
    pub const ALL: [Rules; 3] = [Rules::V3, Rules::Traditional, Rules::Modern];

    /// The ruleset id.
    pub fn id(self) -> &'static str {
        match self {
            Rules::V3 => "chaturanga-v3",
            Rules::Traditional => "byzantine-traditional",
            Rules::Modern => "byzantine-modern",
        }
    }
    /// Whether the board is the Byzantine circle.
    pub fn circle(self) -> bool {
        self != Rules::V3
    }
    /// Number of rows (ranks or rings).
    pub fn rows(self) -> i8 {
        if self.circle() {
            4
        } else {
            8
        }
    }
    /// Number of columns (files or cells of a ring).
    pub fn cols(self) -> i8 {
        if self.circle() {
            16
        } else {
            8
        }
    }
}

/// A piece's movement.
#[derive(Clone, Copy, PartialEq, Eq, Debug, Hash, PartialOrd, Ord)]
pub enum Kind {
    King,
    Rook,
    Knight,
    Alfil,
    Ferz,
    Bishop,
    Queen,
    Pawn,
}

impl Kind {
    pub const ALL: [Kind; 8] = [
        Kind::King,
        Kind::Rook,
        Kind::Knight,
        Kind::Alfil,
        Kind::Ferz,
        Kind::Bishop,
        Kind::Queen,
        Kind::Pawn,
    ];
    /// The record letter.
    pub fn letter(self) -> char {
        match self {
            Kind::King => 'K',
            Kind::Rook => 'R',
            Kind::Knight => 'N',
            Kind::Alfil => 'A',
            Kind::Ferz => 'F',
            Kind::Bishop => 'B',
            Kind::Queen => 'Q',
            Kind::Pawn => 'P',
        }
    }
    /// The kind of a record letter.
    pub fn from_letter(c: char) -> Option<Kind> {
        Kind::ALL.into_iter().find(|k| k.letter() == c)
    }
    fn index(self) -> usize {
        Kind::ALL.iter().position(|&k| k == self).unwrap()
    }
}

/// A man on the board.
#[derive(Clone, Copy, PartialEq, Eq, Debug)]
pub struct Man {
    /// 0 White, 1 Black.
    pub side: u8,
    pub kind: Kind,
    /// Pawns: +1 or −1 along the row of travel (grid: rank direction; circle: cell direction).
    pub dir: i8,
    /// Pawns: whether it has moved (for the modern double step). Not part of the position format:
    /// a pawn read from text has moved unless it stands on its own start cell.
    pub moved: bool,
}

/// A cell: (row, col), see the module docs.
pub type Cell = (i8, i8);

/// A move. The moving side is the man on `from`.
#[derive(Clone, Copy, PartialEq, Eq, Debug, Hash, PartialOrd, Ord)]
pub struct Mv {
    pub from: Cell,
    pub to: Cell,
    pub promo: Option<Kind>,
}

/// How a game ended.
#[derive(Clone, Copy, PartialEq, Eq, Debug)]
pub enum End {
    /// The side (= team) that captured the enemy king.
    Win(u8),
    /// 50 full rounds (100 plies) without capture, promotion or pawn move.
    Draw,
}

/// The project's draw rule: 50 full rounds of two plies.
pub const DRAW_PLIES: u32 = 100;

/// A position of one of the three rulesets.
#[derive(Clone, Copy, PartialEq, Eq, Debug)]
pub struct State {
    pub rules: Rules,
    /// `board[row][col]`; the grid uses 8×8 of it, the circle 4×16.
    pub board: [[Option<Man>; 16]; 8],
    pub to_move: u8,
    /// v3: the rajah's one-time knight leap is used, by side.
    pub leap_used: [bool; 2],
    /// Plies since the last capture, promotion or pawn move.
    pub quiet: u32,
    /// Plies since the start.
    pub ply: u32,
    /// Pieces lost by capture, by owner and kind.
    pub captured: [[u32; 8]; 2],
    /// Pawns removed by the meeting-pawns rule, by owner.
    pub met: [u32; 2],
    /// The last move triggered a bonus move: the same side moves again.
    pub bonus: bool,
    pub outcome: Option<End>,
}

/// The v3 back rank, file a to h (orthodox set-up with alfils on the bishops' squares, the vizir
/// (ferz) on the queen's square and the rajah on the king's): 000 part 3, "PREPARATION".
const V3_BACK: [Kind; 8] = [
    Kind::Rook,
    Kind::Knight,
    Kind::Alfil,
    Kind::Ferz,
    Kind::King,
    Kind::Alfil,
    Kind::Knight,
    Kind::Rook,
];

const KING_STEPS: [(i8, i8); 8] = [
    (-1, -1),
    (-1, 0),
    (-1, 1),
    (0, -1),
    (0, 1),
    (1, -1),
    (1, 0),
    (1, 1),
];
const KNIGHT_LEAPS: [(i8, i8); 8] = [
    (-2, -1),
    (-2, 1),
    (-1, -2),
    (-1, 2),
    (1, -2),
    (1, 2),
    (2, -1),
    (2, 1),
];
const ALFIL_JUMPS: [(i8, i8); 4] = [(-2, -2), (-2, 2), (2, -2), (2, 2)];
const FERZ_STEPS: [(i8, i8); 4] = [(-1, -1), (-1, 1), (1, -1), (1, 1)];
const ORTHOGONAL: [(i8, i8); 4] = [(1, 0), (-1, 0), (0, 1), (0, -1)];

impl State {
    /// An empty board, White to move.
    pub fn empty(rules: Rules) -> State {
        State {
            rules,
            board: [[None; 16]; 8],
            to_move: 0,
            leap_used: [false; 2],
            quiet: 0,
            ply: 0,
            captured: [[0; 8]; 2],
            met: [0; 2],
            bonus: false,
            outcome: None,
        }
    }

    /// The start position, read from the documents and the project's readings of them.
    ///
    /// * v3: "Les pièces sont disposées sur le plateau comme celle du jeu d'échec classique".
    /// * Byzantine: each side four adjacent columns: pawns, two columns of pieces, pawns; from the
    ///   outer ring inward rook, knight, alfil/bishop, and king and queen on the inner ring. White
    ///   cells 1–4, Black 9–12.
    /// * Traditional: kings and queens point-symmetric through the centre, "le roi étant à droite de
    ///   la dame pour les deux couleurs": with cells counted counter-clockwise each player's right
    ///   is towards higher cell numbers, so White dame d2, roi d3; Black dame d10, roi d11.
    /// * Modern: mirror-symmetric. `modern_king_left` chooses the king's column: `false` gives
    ///   White roi d3, dame d2, Black roi d10, dame d11 (the first reading, kept to check the mirror);
    ///   `true` gives the one the document's remark describes (the engine's set-up), "le roi noir est à droite de la dame, tandis que le roi
    ///   blanc est à sa gauche": White roi d2, dame d3, Black roi d11, dame d10. Both are mirror
    ///   images of each other through the line between cells 2|3 and 10|11, so perft counts agree.
    pub fn start_with(rules: Rules, modern_king_left: bool) -> State {
        let mut s = State::empty(rules);
        match rules {
            Rules::V3 => {
                for (f, &kind) in V3_BACK.iter().enumerate() {
                    s.board[0][f] = Some(Man {
                        side: 0,
                        kind,
                        dir: 0,
                        moved: false,
                    });
                    s.board[1][f] = Some(Man {
                        side: 0,
                        kind: Kind::Pawn,
                        dir: 1,
                        moved: false,
                    });
                    s.board[6][f] = Some(Man {
                        side: 1,
                        kind: Kind::Pawn,
                        dir: -1,
                        moved: false,
                    });
                    s.board[7][f] = Some(Man {
                        side: 1,
                        kind,
                        dir: 0,
                        moved: false,
                    });
                }
            }
            Rules::Traditional | Rules::Modern => {
                for side in 0..2u8 {
                    let base = 8 * side as usize; // White cells 1–4 (cols 0..4), Black 9–12 (8..12)
                    for ring in 0..4 {
                        // Left column moves leftward (to lower numbers), right column rightward.
                        s.board[ring][base] = Some(Man {
                            side,
                            kind: Kind::Pawn,
                            dir: -1,
                            moved: false,
                        });
                        s.board[ring][base + 3] = Some(Man {
                            side,
                            kind: Kind::Pawn,
                            dir: 1,
                            moved: false,
                        });
                        let (k1, k2) = match (ring, rules) {
                            (0, _) => (Kind::Rook, Kind::Rook),
                            (1, _) => (Kind::Knight, Kind::Knight),
                            (2, Rules::Traditional) => (Kind::Alfil, Kind::Alfil),
                            (2, _) => (Kind::Bishop, Kind::Bishop),
                            (_, Rules::Traditional) => (Kind::Ferz, Kind::King),
                            (_, _) => {
                                let white_king_right = !modern_king_left;
                                // Mirror symmetry: Black's pair is White's reflected.
                                match (side, white_king_right) {
                                    (0, true) | (1, false) => (Kind::Queen, Kind::King),
                                    _ => (Kind::King, Kind::Queen),
                                }
                            }
                        };
                        s.board[ring][base + 1] = Some(Man {
                            side,
                            kind: k1,
                            dir: 0,
                            moved: false,
                        });
                        s.board[ring][base + 2] = Some(Man {
                            side,
                            kind: k2,
                            dir: 0,
                            moved: false,
                        });
                    }
                }
            }
        }
        s
    }

    /// The start position, the modern one as the document's remark describes it.
    pub fn start(rules: Rules) -> State {
        State::start_with(rules, true)
    }

    // ----- Board access ----------------------------------------------------------------------

    /// The man on a cell.
    pub fn at(&self, c: Cell) -> Option<Man> {
        self.board[c.0 as usize][c.1 as usize]
    }
    fn set(&mut self, c: Cell, m: Option<Man>) {
        self.board[c.0 as usize][c.1 as usize] = m;
    }

    /// Every cell of the board.
    pub fn cells(&self) -> Vec<Cell> {
        let mut v = Vec::new();
        for r in 0..self.rules.rows() {
            for c in 0..self.rules.cols() {
                v.push((r, c));
            }
        }
        v
    }

    /// The cell `(dr, dc)` away, if on the board. On the circle, rows (rings) do not wrap and
    /// columns (cells along a ring) do.
    pub fn shift(&self, c: Cell, dr: i8, dc: i8) -> Option<Cell> {
        let r = c.0 + dr;
        if r < 0 || r >= self.rules.rows() {
            return None;
        }
        if self.rules.circle() {
            Some((r, (c.1 + dc).rem_euclid(16)))
        } else {
            let f = c.1 + dc;
            (0..8).contains(&f).then_some((r, f))
        }
    }

    /// How many men of a kind a side has on the board.
    pub fn count(&self, side: u8, kind: Kind) -> usize {
        self.cells()
            .into_iter()
            .filter(|&c| matches!(self.at(c), Some(m) if m.side == side && m.kind == kind))
            .count()
    }

    /// How many of a kind a side has in the start position.
    pub fn start_count(&self, kind: Kind) -> usize {
        State::start(self.rules).count(0, kind)
    }

    /// Whether a pawn stands on one of its own side's pawn start cells, with that column's direction.
    fn on_pawn_start(&self, c: Cell, m: Man) -> bool {
        match self.rules {
            Rules::V3 => c.0 == if m.side == 0 { 1 } else { 6 },
            _ => {
                let base = 8 * m.side as i8;
                (c.1 == base && m.dir == -1) || (c.1 == base + 3 && m.dir == 1)
            }
        }
    }

    // ----- Move generation -------------------------------------------------------------------

    /// Whether a man of `side` may end on `c`: empty, or an enemy man (captured). None of the
    /// three rulesets restricts who captures whom ("Les captures se font comme au jeu d'échecs";
    /// 004 "CAPTURE ... par substitution"); pawns have their own rule.
    fn free_or_enemy(&self, c: Cell, side: u8) -> bool {
        match self.at(c) {
            None => true,
            Some(m) => m.side != side,
        }
    }
    fn enemy(&self, c: Cell, side: u8) -> bool {
        matches!(self.at(c), Some(m) if m.side != side)
    }

    fn leaps(&self, from: Cell, side: u8, offsets: &[(i8, i8)], out: &mut Vec<Cell>) {
        for &(dr, dc) in offsets {
            if let Some(t) = self.shift(from, dr, dc) {
                if t != from && self.free_or_enemy(t, side) {
                    out.push(t);
                }
            }
        }
    }

    /// Slides from `from` by `(dr, dc)` steps until blocked, off the board (grid edges; on the
    /// circle the outer and inner rings), or back on the starting cell: a rook going round its
    /// ring never lands on its own cell (004 modern: "il est interdit d'effectuer un mouvement
    /// nul"; our reading: it may go round but never end on the cell it left).
    fn slide(&self, from: Cell, side: u8, dr: i8, dc: i8, out: &mut Vec<Cell>) {
        let mut cur = from;
        while let Some(t) = self.shift(cur, dr, dc) {
            if t == from {
                break;
            }
            match self.at(t) {
                None => out.push(t),
                Some(m) => {
                    if m.side != side {
                        out.push(t);
                    }
                    break;
                }
            }
            cur = t;
        }
    }

    /// The cells a man's ordinary movement reaches (empty or enemy), without the v3 rajah's leap
    /// and without promotion choices. Sorted, each cell once (a cell reachable both ways round a
    /// ring is one move).
    pub fn ordinary_targets(&self, from: Cell) -> Vec<Cell> {
        let Some(m) = self.at(from) else {
            return Vec::new();
        };
        let side = m.side;
        let mut out = Vec::new();
        match m.kind {
            Kind::King => self.leaps(from, side, &KING_STEPS, &mut out),
            Kind::Knight => self.leaps(from, side, &KNIGHT_LEAPS, &mut out),
            Kind::Alfil => self.leaps(from, side, &ALFIL_JUMPS, &mut out),
            Kind::Ferz => self.leaps(from, side, &FERZ_STEPS, &mut out),
            Kind::Rook => {
                for (dr, dc) in ORTHOGONAL {
                    self.slide(from, side, dr, dc, &mut out);
                }
            }
            Kind::Bishop => {
                for (dr, dc) in FERZ_STEPS {
                    self.slide(from, side, dr, dc, &mut out);
                }
            }
            Kind::Queen => {
                for (dr, dc) in ORTHOGONAL.into_iter().chain(FERZ_STEPS) {
                    self.slide(from, side, dr, dc, &mut out);
                }
            }
            Kind::Pawn => {
                if self.rules.circle() {
                    // 004: one cell along the ring; captures only "en diagonale et en avançant":
                    // one cell forward along the ring and one ring in or out. The step does not
                    // capture.
                    if let Some(f) = self.shift(from, 0, m.dir) {
                        if self.at(f).is_none() {
                            out.push(f);
                            // Modern: "sauf pour son premier déplacement, où il peut se déplacer de
                            // deux cases" (both cells empty).
                            if self.rules == Rules::Modern && !m.moved {
                                if let Some(f2) = self.shift(f, 0, m.dir) {
                                    if self.at(f2).is_none() {
                                        out.push(f2);
                                    }
                                }
                            }
                        }
                    }
                    for dr in [-1, 1] {
                        if let Some(t) = self.shift(from, dr, m.dir) {
                            if self.enemy(t, side) {
                                out.push(t);
                            }
                        }
                    }
                } else {
                    // 000 part 3: "Il se déplace toujours d'une case en avant, Il capture en se
                    // déplaçant d'une case en avant, ou d'une case en diagonale/avant".
                    if let Some(f) = self.shift(from, m.dir, 0) {
                        if self.free_or_enemy(f, side) {
                            out.push(f);
                        }
                    }
                    for dc in [-1, 1] {
                        if let Some(t) = self.shift(from, m.dir, dc) {
                            if self.enemy(t, side) {
                                out.push(t);
                            }
                        }
                    }
                }
            }
        }
        out.sort();
        out.dedup();
        out
    }

    /// Whether the man of `side` on `c` is attacked: some enemy man could capture it with an
    /// ordinary move (an enemy rajah's leap does not count).
    pub fn attacked(&self, c: Cell, side: u8) -> bool {
        self.cells().into_iter().any(|e| {
            matches!(self.at(e), Some(m) if m.side != side) && self.ordinary_targets(e).contains(&c)
        })
    }

    /// The promotion choices of a pawn of `side` arriving on `to`; empty: it stays a pawn.
    pub fn promotions(&self, pawn: Man, to: Cell) -> Vec<Kind> {
        match self.rules {
            Rules::V3 => {
                // 000 part 3 PROMOTION: on the last rank, into the piece whose start square it is,
                // only if the player has already lost a piece of that kind. Reading: on the
                // rajah's square, or without such a loss, the soldier stays a soldier.
                let last = if pawn.side == 0 { 7 } else { 0 };
                if to.0 != last {
                    return Vec::new();
                }
                let kind = V3_BACK[to.1 as usize];
                if kind != Kind::King && self.count(pawn.side, kind) < self.start_count(kind) {
                    vec![kind]
                } else {
                    Vec::new()
                }
            }
            Rules::Traditional => Vec::new(), // "les pions ne peuvent pas être promus"
            Rules::Modern => {
                // "Si un pion atteint une des cases des pièces de départ de l'adversaire (en dehors
                // des cases des pions), il est promu ... par n'importe quelle autre pièce ... à
                // l'exception du roi". Enemy piece columns: cells 2–3 (White), 10–11 (Black).
                let enemy_base = 8 * (1 - pawn.side as i8);
                if to.1 == enemy_base + 1 || to.1 == enemy_base + 2 {
                    vec![Kind::Rook, Kind::Knight, Kind::Bishop, Kind::Queen]
                } else {
                    Vec::new()
                }
            }
        }
    }

    /// Every legal move of the side to move (legal = pseudo-legal: a king may be left attacked).
    /// Empty: the side passes.
    pub fn moves(&self) -> Vec<Mv> {
        let mut out = Vec::new();
        if self.outcome.is_some() {
            return out;
        }
        for from in self.cells() {
            let Some(m) = self.at(from) else { continue };
            if m.side != self.to_move {
                continue;
            }
            let mut targets = self.ordinary_targets(from);
            if m.kind == Kind::King
                && self.rules == Rules::V3
                && !self.leap_used[m.side as usize]
                && !self.attacked(from, m.side)
            {
                // 000 part 3: "il peut réaliser un mouvement en L comme un cavalier; ce mouvement ne
                // peut être réalisé qu'une seule fois au cours de la partie et à condition que le
                // Rajah ne soit pas en échec."
                self.leaps(from, m.side, &KNIGHT_LEAPS, &mut targets);
            }
            for to in targets {
                let promos = if m.kind == Kind::Pawn {
                    self.promotions(m, to)
                } else {
                    Vec::new()
                };
                if promos.is_empty() {
                    out.push(Mv {
                        from,
                        to,
                        promo: None,
                    });
                } else {
                    for k in promos {
                        out.push(Mv {
                            from,
                            to,
                            promo: Some(k),
                        });
                    }
                }
            }
        }
        out.sort();
        out
    }

    // ----- Playing ---------------------------------------------------------------------------

    /// Plays a move from [`State::moves`].
    pub fn play(&mut self, mv: Mv) {
        let man = self.at(mv.from).expect("a man on the from cell");
        let side = man.side;
        let victim = self.at(mv.to);
        self.set(mv.from, None);
        let mut placed = man;
        placed.moved = true;
        if let Some(k) = mv.promo {
            placed.kind = k;
            placed.dir = 0;
        }
        self.set(mv.to, Some(placed));
        let (dr, dc) = (mv.to.0 - mv.from.0, mv.to.1 - mv.from.1);
        if man.kind == Kind::King
            && self.rules == Rules::V3
            && dr.abs() + dc.abs() == 3
            && dr != 0
            && dc != 0
        {
            self.leap_used[side as usize] = true;
        }
        if let Some(v) = victim {
            self.captured[v.side as usize][v.kind.index()] += 1;
        }
        let irreversible = victim.is_some() || man.kind == Kind::Pawn || mv.promo.is_some();
        self.quiet = if irreversible { 0 } else { self.quiet + 1 };
        self.ply += 1;
        self.bonus = false;
        // 004: "S'il rencontre un pion de même couleur, les deux pions sont retirés du plateau et le
        // joueur rejoue." Our reading: "meet" means the cell just ahead of the moved pawn holds a
        // pawn of its colour going the opposite way.
        if self.rules.circle() && placed.kind == Kind::Pawn {
            if let Some(ahead) = self.shift(mv.to, 0, placed.dir) {
                if matches!(self.at(ahead), Some(o) if o.side == side && o.kind == Kind::Pawn && o.dir == -placed.dir)
                {
                    self.set(mv.to, None);
                    self.set(ahead, None);
                    self.met[side as usize] += 2;
                    self.bonus = true;
                }
            }
        }
        // Capturing the king wins at once (000 part 3 "BUT DU JEU"; 004 "Capturer le roi adverse").
        if matches!(victim, Some(v) if v.kind == Kind::King) {
            self.outcome = Some(End::Win(side));
        } else if self.quiet >= DRAW_PLIES {
            self.outcome = Some(End::Draw);
        }
        // Convention shared with the engine: once the game is over the side to move stays as it
        // was (nobody moves any more).
        if self.outcome.is_none() && !self.bonus {
            self.to_move ^= 1;
        }
    }

    /// The side to move has no move and passes. A pass is a ply without capture, promotion or
    /// pawn move, so it counts towards the draw rule.
    pub fn pass(&mut self) {
        self.quiet += 1;
        self.ply += 1;
        self.bonus = false;
        if self.quiet >= DRAW_PLIES {
            self.outcome = Some(End::Draw);
        } else {
            self.to_move ^= 1;
        }
    }

    /// Perft as pinned: perft(0) = 1; a finished game counts 1; a side with no move passes (one
    /// ply); each promotion choice and each bonus move is its own ply.
    pub fn perft(&self, depth: u32) -> u64 {
        if depth == 0 || self.outcome.is_some() {
            return 1;
        }
        let ms = self.moves();
        if ms.is_empty() {
            let mut s = *self;
            s.pass();
            return s.perft(depth - 1);
        }
        if depth == 1 {
            return ms.len() as u64;
        }
        ms.iter()
            .map(|&m| {
                let mut s = *self;
                s.play(m);
                s.perft(depth - 1)
            })
            .sum()
    }

    /// Whether two positions are the same, ignoring the pawns' `moved` flags.
    pub fn same_as(&self, o: &State) -> bool {
        let strip = |s: &State| {
            let mut s = *s;
            for row in s.board.iter_mut() {
                for m in row.iter_mut().flatten() {
                    m.moved = false;
                }
            }
            s
        };
        strip(self) == strip(o)
    }

    // ----- Names and the position format -----------------------------------------------------

    /// A cell's name: `e4` on the grid (file letter, rank), `b12` on the circle (ring letter, cell).
    pub fn cell_name(&self, c: Cell) -> String {
        if self.rules.circle() {
            format!("{}{}", (b'a' + c.0 as u8) as char, c.1 + 1)
        } else {
            format!("{}{}", (b'a' + c.1 as u8) as char, c.0 + 1)
        }
    }

    /// A move as `from-to` with `=X` for a promotion (for comparing with the engine).
    pub fn move_name(&self, m: Mv) -> String {
        let mut s = format!("{}-{}", self.cell_name(m.from), self.cell_name(m.to));
        if let Some(k) = m.promo {
            s.push('=');
            s.push(k.letter());
        }
        s
    }

    /// Reads a position in the documented text format:
    /// `<board> <to-move> <roll> <quiet> <ply> [leap=..] [captured=..] [met=..] [bonus] [win=T:kings|draw=fifty]`.
    pub fn parse(rules: Rules, text: &str) -> Result<State, String> {
        let fields: Vec<&str> = text.split_whitespace().collect();
        if fields.len() < 5 {
            return Err(format!("too few fields in {text:?}"));
        }
        let mut s = State::empty(rules);
        let rows: Vec<&str> = fields[0].split('/').collect();
        if rows.len() != rules.rows() as usize {
            return Err("wrong number of rows".into());
        }
        for (i, row) in rows.iter().enumerate() {
            let r = if rules.circle() { i as i8 } else { 7 - i as i8 };
            let b = row.as_bytes();
            let mut col = 0i8;
            let mut k = 0;
            while k < b.len() {
                if b[k].is_ascii_digit() {
                    let mut n = 0i8;
                    while k < b.len() && b[k].is_ascii_digit() {
                        n = n * 10 + (b[k] - b'0') as i8;
                        k += 1;
                    }
                    col += n;
                    continue;
                }
                let side = match b[k] {
                    b'w' => 0,
                    b'b' => 1,
                    x => return Err(format!("bad army letter {}", x as char)),
                };
                let kind = Kind::from_letter(b[k + 1] as char).ok_or("bad piece letter")?;
                k += 2;
                let mut dir = 0;
                if kind == Kind::Pawn {
                    if rules.circle() {
                        dir = match b[k] {
                            b'+' => 1,
                            b'-' => -1,
                            _ => return Err("pawn without direction".into()),
                        };
                        k += 1;
                    } else {
                        dir = if side == 0 { 1 } else { -1 };
                    }
                }
                if col >= rules.cols() {
                    return Err("row too long".into());
                }
                let mut m = Man {
                    side,
                    kind,
                    dir,
                    moved: false,
                };
                if kind == Kind::Pawn {
                    m.moved = !s.on_pawn_start((r, col), m);
                }
                s.set((r, col), Some(m));
                col += 1;
            }
            if col != rules.cols() {
                return Err(format!("row {i} has {col} cells"));
            }
        }
        s.to_move = match fields[1] {
            "w" => 0,
            "b" => 1,
            x => return Err(format!("bad side {x}")),
        };
        if fields[2] != "-" {
            return Err("these rulesets have no dice".into());
        }
        s.quiet = fields[3].parse().map_err(|_| "bad quiet count")?;
        s.ply = fields[4].parse().map_err(|_| "bad ply")?;
        for f in &fields[5..] {
            let (key, value) = f.split_once('=').unwrap_or((f, ""));
            match key {
                "leap" => {
                    for c in value.chars() {
                        s.leap_used[if c == 'w' { 0 } else { 1 }] = true;
                    }
                }
                "captured" | "met" => {
                    let b = value.as_bytes();
                    for pair in b.chunks(2) {
                        let side = if pair[0] == b'w' { 0 } else { 1 };
                        let kind = Kind::from_letter(pair[1] as char).ok_or("bad piece letter")?;
                        if key == "captured" {
                            s.captured[side][kind.index()] += 1;
                        } else {
                            s.met[side] += 1;
                        }
                    }
                }
                "bonus" => s.bonus = true,
                "win" => {
                    let (team, reason) = value.split_once(':').ok_or("bad win")?;
                    if reason != "kings" {
                        return Err(format!("unexpected win reason {reason}"));
                    }
                    s.outcome = Some(End::Win(team.parse().map_err(|_| "bad team")?));
                }
                "draw" => {
                    if value != "fifty" {
                        return Err(format!("unexpected draw reason {value}"));
                    }
                    s.outcome = Some(End::Draw);
                }
                _ => return Err(format!("unknown field {f}")),
            }
        }
        Ok(s)
    }

    /// Writes the position in the text format (for messages and for building test positions).
    pub fn write(&self) -> String {
        let mut out = String::new();
        for i in 0..self.rules.rows() {
            if i > 0 {
                out.push('/');
            }
            let r = if self.rules.circle() { i } else { 7 - i };
            let mut empty = 0;
            for c in 0..self.rules.cols() {
                match self.at((r, c)) {
                    None => empty += 1,
                    Some(m) => {
                        if empty > 0 {
                            let _ = write!(out, "{empty}");
                            empty = 0;
                        }
                        out.push(if m.side == 0 { 'w' } else { 'b' });
                        out.push(m.kind.letter());
                        if m.kind == Kind::Pawn && self.rules.circle() {
                            out.push(if m.dir > 0 { '+' } else { '-' });
                        }
                    }
                }
            }
            if empty > 0 {
                let _ = write!(out, "{empty}");
            }
        }
        let _ = write!(
            out,
            " {} - {} {}",
            if self.to_move == 0 { 'w' } else { 'b' },
            self.quiet,
            self.ply
        );
        if self.leap_used[0] || self.leap_used[1] {
            out.push_str(" leap=");
            if self.leap_used[0] {
                out.push('w');
            }
            if self.leap_used[1] {
                out.push('b');
            }
        }
        let mut cap = String::new();
        for side in 0..2 {
            for k in Kind::ALL {
                for _ in 0..self.captured[side][k.index()] {
                    cap.push(if side == 0 { 'w' } else { 'b' });
                    cap.push(k.letter());
                }
            }
        }
        if !cap.is_empty() {
            let _ = write!(out, " captured={cap}");
        }
        let mut met = String::new();
        for side in 0..2 {
            for _ in 0..self.met[side] {
                met.push_str(if side == 0 { "wP" } else { "bP" });
            }
        }
        if !met.is_empty() {
            let _ = write!(out, " met={met}");
        }
        if self.bonus {
            out.push_str(" bonus");
        }
        match self.outcome {
            None => {}
            Some(End::Win(t)) => {
                let _ = write!(out, " win={t}:kings");
            }
            Some(End::Draw) => out.push_str(" draw=fifty"),
        }
        out
    }
}
