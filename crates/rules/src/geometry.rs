//! Board geometry, kept apart from the rules: cells, bitboards, and the step and ray tables of every
//! movement on the two boards the family is played on.
//!
//! Both boards have exactly 64 cells, so one [`Bitboard`] (`u64`) type serves both:
//!
//! * [`Geometry::Grid`]: the 8×8 board. Cell index = `rank * 8 + file`, so `a1` = 0, `h1` = 7,
//!   `a8` = 56, `h8` = 63.
//! * [`Geometry::Circle`]: the Byzantine board, 4 concentric rings of 16 cells, no centre cell.
//!   Cell index = `ring * 16 + (cell - 1)`. Rings are written `a` (outermost) to `d` (innermost), as
//!   the Circular Chess Society writes them, and cells `1`–`16` run counter-clockwise seen from above:
//!   White's camp is cells 1–4, Black's cells 9–12. So `a1` = 0, `a16` = 15, `d16` = 63.
//!
//! Tables are built once, on first use, and shared by every position of that geometry.

use std::fmt;
use std::sync::OnceLock;

/// One of the 64 cells of a board. What the number means depends on the [`Geometry`].
///
/// The index is always below 64: every board array is indexed by it, so a `Square` can only be
/// made through a checked constructor ([`Square::new`], `TryFrom<u8>`) or from the engine's own
/// tables. Anything decoded from outside (the worker's messages, a save, a record) goes through
/// the checks and cannot index out of range.
#[derive(Clone, Copy, PartialEq, Eq, PartialOrd, Ord, Hash, Debug)]
pub struct Square(u8);

/// A cell index that is not on the board: [`Square`]s run from 0 to 63.
#[derive(Clone, Copy, PartialEq, Eq, Debug, thiserror::Error)]
#[error("cell index {0} is off the board (cells are numbered 0 to 63)")]
pub struct SquareOutOfRange(pub u8);

impl Square {
    /// The number of cells of either board.
    pub const COUNT: usize = 64;

    /// The cell with this index, if it is below 64.
    #[inline]
    pub const fn new(index: u8) -> Option<Square> {
        if (index as usize) < Square::COUNT {
            Some(Square(index))
        } else {
            None
        }
    }

    /// The cell with this index, for the engine's own arithmetic on indices it knows are in
    /// range (bit positions of a `u64`, table offsets that were bounds-checked).
    ///
    /// An index of 64 or more is a bug in the caller: debug builds stop on it; release builds
    /// make a square that panics when it indexes a board, never one that reads another cell.
    #[inline]
    pub(crate) const fn from_index_unchecked(index: u8) -> Square {
        debug_assert!((index as usize) < Square::COUNT, "cell index out of range");
        Square(index)
    }

    /// Every cell, in index order.
    pub fn all() -> impl DoubleEndedIterator<Item = Square> + ExactSizeIterator {
        (0..Square::COUNT as u8).map(Square)
    }

    /// The cell's index, 0..64.
    #[inline]
    pub const fn index(self) -> usize {
        self.0 as usize
    }

    /// The cell's index as a byte, 0..64 (for compact encodings).
    #[inline]
    pub const fn to_u8(self) -> u8 {
        self.0
    }
    /// The one-cell bitboard.
    #[inline]
    pub const fn bb(self) -> Bitboard {
        Bitboard(1u64 << self.0)
    }
}

impl TryFrom<u8> for Square {
    type Error = SquareOutOfRange;
    fn try_from(index: u8) -> Result<Square, SquareOutOfRange> {
        Square::new(index).ok_or(SquareOutOfRange(index))
    }
}

impl From<Square> for u8 {
    fn from(sq: Square) -> u8 {
        sq.0
    }
}

/// A set of cells, one bit per cell.
#[derive(Clone, Copy, PartialEq, Eq, Hash, Default)]
pub struct Bitboard(pub u64);

impl Bitboard {
    /// The empty set.
    pub const EMPTY: Bitboard = Bitboard(0);
    /// Whether the set holds `sq`.
    #[inline]
    pub const fn has(self, sq: Square) -> bool {
        self.0 >> sq.0 & 1 != 0
    }
    /// Number of cells in the set.
    #[inline]
    pub const fn count(self) -> u32 {
        self.0.count_ones()
    }
    /// Whether the set is empty.
    #[inline]
    pub const fn is_empty(self) -> bool {
        self.0 == 0
    }
    /// The lowest cell, if any.
    #[inline]
    pub fn first(self) -> Option<Square> {
        (self.0 != 0).then(|| Square::from_index_unchecked(self.0.trailing_zeros() as u8))
    }
}

impl Iterator for Bitboard {
    type Item = Square;
    #[inline]
    fn next(&mut self) -> Option<Square> {
        if self.0 == 0 {
            return None;
        }
        let sq = Square::from_index_unchecked(self.0.trailing_zeros() as u8);
        self.0 &= self.0 - 1;
        Some(sq)
    }
    fn size_hint(&self) -> (usize, Option<usize>) {
        let n = self.0.count_ones() as usize;
        (n, Some(n))
    }
}

impl std::ops::BitOr for Bitboard {
    type Output = Bitboard;
    #[inline]
    fn bitor(self, o: Bitboard) -> Bitboard {
        Bitboard(self.0 | o.0)
    }
}
impl std::ops::BitAnd for Bitboard {
    type Output = Bitboard;
    #[inline]
    fn bitand(self, o: Bitboard) -> Bitboard {
        Bitboard(self.0 & o.0)
    }
}
impl std::ops::BitXor for Bitboard {
    type Output = Bitboard;
    #[inline]
    fn bitxor(self, o: Bitboard) -> Bitboard {
        Bitboard(self.0 ^ o.0)
    }
}
impl std::ops::Not for Bitboard {
    type Output = Bitboard;
    #[inline]
    fn not(self) -> Bitboard {
        Bitboard(!self.0)
    }
}
impl std::ops::BitOrAssign for Bitboard {
    #[inline]
    fn bitor_assign(&mut self, o: Bitboard) {
        self.0 |= o.0
    }
}
impl std::ops::BitAndAssign for Bitboard {
    #[inline]
    fn bitand_assign(&mut self, o: Bitboard) {
        self.0 &= o.0
    }
}
impl std::ops::BitXorAssign for Bitboard {
    #[inline]
    fn bitxor_assign(&mut self, o: Bitboard) {
        self.0 ^= o.0
    }
}
impl fmt::Debug for Bitboard {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        write!(f, "Bitboard({:#018x})", self.0)
    }
}

/// The shape of a board.
#[derive(Clone, Copy, PartialEq, Eq, Hash, Debug, serde::Serialize, serde::Deserialize)]
#[serde(rename_all = "kebab-case")]
pub enum Geometry {
    /// The 8×8 square board (Ashtapada).
    Grid,
    /// The Byzantine circular board: 4 rings × 16 cells.
    Circle,
}

/// A pawn's direction of travel: an index into the geometry's pawn tables.
///
/// On the grid: [`PawnDir::NORTH`], [`PawnDir::EAST`], [`PawnDir::SOUTH`], [`PawnDir::WEST`]. On the
/// circle: [`PawnDir::UP`] (towards higher cell numbers) and [`PawnDir::DOWN`].
#[derive(Clone, Copy, PartialEq, Eq, Hash, Debug)]
pub struct PawnDir(pub u8);

impl PawnDir {
    /// Grid: towards rank 8.
    pub const NORTH: PawnDir = PawnDir(0);
    /// Grid: towards file h.
    pub const EAST: PawnDir = PawnDir(1);
    /// Grid: towards rank 1.
    pub const SOUTH: PawnDir = PawnDir(2);
    /// Grid: towards file a.
    pub const WEST: PawnDir = PawnDir(3);
    /// Circle: towards higher cell numbers (wrapping 16 → 1).
    pub const UP: PawnDir = PawnDir(0);
    /// Circle: towards lower cell numbers (wrapping 1 → 16).
    pub const DOWN: PawnDir = PawnDir(1);
    /// The direction pointing the other way, on either board.
    pub fn reverse(self, g: Geometry) -> PawnDir {
        match g {
            Geometry::Grid => PawnDir((self.0 + 2) % 4),
            Geometry::Circle => PawnDir(self.0 ^ 1),
        }
    }
}

/// A ray: the cells a slider passes, in order, from (not including) its start.
#[derive(Clone, Copy, Default)]
pub struct Ray {
    len: u8,
    cells: [u8; 15],
}

impl Ray {
    /// The cells of the ray, nearest first.
    #[inline]
    pub fn cells(&self) -> impl Iterator<Item = Square> + '_ {
        self.cells[..self.len as usize]
            .iter()
            .map(|&c| Square::from_index_unchecked(c))
    }
    /// All the ray's cells as a set.
    pub fn set(&self) -> Bitboard {
        self.cells().fold(Bitboard::EMPTY, |b, s| b | s.bb())
    }
}

/// Pawn tables for one direction of travel.
#[derive(Clone, Copy, Default)]
pub struct PawnSteps {
    /// The cell one step ahead, if on the board.
    pub push: Option<Square>,
    /// The cell two steps ahead (for a double step), if on the board.
    pub double: Option<Square>,
    /// The diagonal-forward cells.
    pub diagonal: Bitboard,
}

/// Every precomputed movement table of one geometry.
pub struct Tables {
    /// Which board these tables describe.
    pub geometry: Geometry,
    /// One step in any of the 8 directions.
    pub king: [Bitboard; 64],
    /// The (2,1) leap.
    pub knight: [Bitboard; 64],
    /// Exactly two cells diagonally, jumping.
    pub alfil: [Bitboard; 64],
    /// One cell diagonally.
    pub ferz: [Bitboard; 64],
    /// Orthogonal rays (grid: 4; circle: 2 along the ring, 2 radial).
    pub rook_rays: [[Ray; 4]; 64],
    /// Diagonal rays (4 on either board; on the circle they stop where they leave the rings).
    pub bishop_rays: [[Ray; 4]; 64],
    /// Pawn tables by [`PawnDir`] index (grid: 4 directions; circle: 2).
    pub pawn: [[PawnSteps; 64]; 4],
    /// For each direction and cell, the cells from which a pawn of that direction attacks the cell
    /// diagonally.
    pub pawn_diag_from: [[Bitboard; 64]; 4],
}

impl Tables {
    /// The number of pawn directions this board has.
    pub fn pawn_dirs(&self) -> u8 {
        match self.geometry {
            Geometry::Grid => 4,
            Geometry::Circle => 2,
        }
    }
}

impl Geometry {
    /// The shared, lazily built tables of this geometry.
    pub fn tables(self) -> &'static Tables {
        static GRID: OnceLock<Box<Tables>> = OnceLock::new();
        static CIRCLE: OnceLock<Box<Tables>> = OnceLock::new();
        match self {
            Geometry::Grid => GRID.get_or_init(|| build(Geometry::Grid)),
            Geometry::Circle => CIRCLE.get_or_init(|| build(Geometry::Circle)),
        }
    }

    /// The (row, column) of a cell: (rank, file) on the grid, (ring, cell-1) on the circle.
    #[inline]
    pub const fn coords(self, sq: Square) -> (i8, i8) {
        match self {
            Geometry::Grid => ((sq.0 / 8) as i8, (sq.0 % 8) as i8),
            Geometry::Circle => ((sq.0 / 16) as i8, (sq.0 % 16) as i8),
        }
    }

    /// The cell `(dr, dc)` away from `sq`, if it is on the board. On the circle `dr` moves between
    /// rings (no wrapping) and `dc` moves along the ring (wrapping).
    pub fn offset(self, sq: Square, dr: i8, dc: i8) -> Option<Square> {
        let (r, c) = self.coords(sq);
        match self {
            Geometry::Grid => {
                let (r, c) = (r + dr, c + dc);
                ((0..8).contains(&r) && (0..8).contains(&c))
                    .then(|| Square::from_index_unchecked((r * 8 + c) as u8))
            }
            Geometry::Circle => {
                let r = r + dr;
                let c = (c + dc).rem_euclid(16);
                (0..4)
                    .contains(&r)
                    .then(|| Square::from_index_unchecked((r * 16 + c) as u8))
            }
        }
    }

    /// The cell's name: `e4` on the grid, `b12` on the circle.
    pub fn name(self, sq: Square) -> String {
        let (r, c) = self.coords(sq);
        match self {
            Geometry::Grid => format!("{}{}", (b'a' + c as u8) as char, r + 1),
            Geometry::Circle => format!("{}{}", (b'a' + r as u8) as char, c + 1),
        }
    }

    /// Parses a cell name at the start of `s`; returns the cell and how many bytes it used.
    ///
    /// Circle cells take the longest number that is a valid cell (`a16` before `a1`).
    pub fn parse_prefix(self, s: &str) -> Option<(Square, usize)> {
        let b = s.as_bytes();
        let letter = *b.first()?;
        let digits = b[1..].iter().take_while(|c| c.is_ascii_digit()).count();
        match self {
            Geometry::Grid => {
                if !(b'a'..=b'h').contains(&letter) || digits == 0 {
                    return None;
                }
                let rank = b[1].wrapping_sub(b'1');
                (rank < 8).then(|| (Square::from_index_unchecked(rank * 8 + (letter - b'a')), 2))
            }
            Geometry::Circle => {
                if !(b'a'..=b'd').contains(&letter) || digits == 0 {
                    return None;
                }
                let ring = letter - b'a';
                for len in (1..=digits.min(2)).rev() {
                    let n: u8 = s[1..1 + len].parse().ok()?;
                    if (1..=16).contains(&n) && !(len == 2 && b[1] == b'0') {
                        return Some((Square::from_index_unchecked(ring * 16 + n - 1), 1 + len));
                    }
                }
                None
            }
        }
    }

    /// Parses a whole cell name.
    pub fn parse(self, s: &str) -> Option<Square> {
        match self.parse_prefix(s) {
            Some((sq, n)) if n == s.len() => Some(sq),
            _ => None,
        }
    }

    /// Number of rows (grid ranks, circle rings) and columns (grid files, circle cells).
    pub const fn dims(self) -> (u8, u8) {
        match self {
            Geometry::Grid => (8, 8),
            Geometry::Circle => (4, 16),
        }
    }
}

fn leaper(g: Geometry, sq: Square, offsets: &[(i8, i8)]) -> Bitboard {
    offsets
        .iter()
        .filter_map(|&(dr, dc)| g.offset(sq, dr, dc))
        .filter(|&t| t != sq)
        .fold(Bitboard::EMPTY, |b, t| b | t.bb())
}

fn ray(g: Geometry, sq: Square, dr: i8, dc: i8) -> Ray {
    let mut r = Ray::default();
    let mut cur = sq;
    // Along a ring a slider may go round but never back onto its own cell: that is the
    // "no null move" of Byzantine chess, built into the geometry.
    while let Some(next) = g.offset(cur, dr, dc) {
        if next == sq {
            break;
        }
        r.cells[r.len as usize] = next.0;
        r.len += 1;
        cur = next;
    }
    r
}

const KING: [(i8, i8); 8] = [
    (-1, -1),
    (-1, 0),
    (-1, 1),
    (0, -1),
    (0, 1),
    (1, -1),
    (1, 0),
    (1, 1),
];
const KNIGHT: [(i8, i8); 8] = [
    (-2, -1),
    (-2, 1),
    (-1, -2),
    (-1, 2),
    (1, -2),
    (1, 2),
    (2, -1),
    (2, 1),
];
const ALFIL: [(i8, i8); 4] = [(-2, -2), (-2, 2), (2, -2), (2, 2)];
const FERZ: [(i8, i8); 4] = [(-1, -1), (-1, 1), (1, -1), (1, 1)];
const ORTHO: [(i8, i8); 4] = [(1, 0), (0, 1), (-1, 0), (0, -1)];

/// (row, column) step of each pawn direction.
fn pawn_step(g: Geometry, d: PawnDir) -> (i8, i8) {
    match (g, d.0) {
        (Geometry::Grid, 0) => (1, 0),
        (Geometry::Grid, 1) => (0, 1),
        (Geometry::Grid, 2) => (-1, 0),
        (Geometry::Grid, _) => (0, -1),
        (Geometry::Circle, 0) => (0, 1),
        (Geometry::Circle, _) => (0, -1),
    }
}

fn build(g: Geometry) -> Box<Tables> {
    let mut t = Box::new(Tables {
        geometry: g,
        king: [Bitboard::EMPTY; 64],
        knight: [Bitboard::EMPTY; 64],
        alfil: [Bitboard::EMPTY; 64],
        ferz: [Bitboard::EMPTY; 64],
        rook_rays: [[Ray::default(); 4]; 64],
        bishop_rays: [[Ray::default(); 4]; 64],
        pawn: [[PawnSteps::default(); 64]; 4],
        pawn_diag_from: [[Bitboard::EMPTY; 64]; 4],
    });
    let dirs = match g {
        Geometry::Grid => 4,
        Geometry::Circle => 2,
    };
    for sq in Square::all() {
        let s = sq.index();
        t.king[s] = leaper(g, sq, &KING);
        t.knight[s] = leaper(g, sq, &KNIGHT);
        t.alfil[s] = leaper(g, sq, &ALFIL);
        t.ferz[s] = leaper(g, sq, &FERZ);
        for (k, &(dr, dc)) in ORTHO.iter().enumerate() {
            t.rook_rays[s][k] = ray(g, sq, dr, dc);
        }
        for (k, &(dr, dc)) in FERZ.iter().enumerate() {
            t.bishop_rays[s][k] = ray(g, sq, dr, dc);
        }
        for d in 0..dirs {
            let (dr, dc) = pawn_step(g, PawnDir(d));
            let push = g.offset(sq, dr, dc);
            let double = push.and_then(|p| g.offset(p, dr, dc));
            // Diagonal forward: one step ahead and one to either side of the line of travel.
            let (sr, sc) = (dc, dr);
            let diagonal = [1i8, -1]
                .iter()
                .filter_map(|&k| g.offset(sq, dr + k * sr, dc + k * sc))
                .fold(Bitboard::EMPTY, |b, x| b | x.bb());
            t.pawn[d as usize][s] = PawnSteps {
                push,
                double,
                diagonal,
            };
            for target in diagonal {
                t.pawn_diag_from[d as usize][target.index()] |= sq.bb();
            }
        }
    }
    t
}

#[cfg(test)]
mod tests {
    use super::*;

    fn sq(g: Geometry, s: &str) -> Square {
        g.parse(s).unwrap()
    }
    fn names(g: Geometry, b: Bitboard) -> Vec<String> {
        let mut v: Vec<String> = b.map(|s| g.name(s)).collect();
        v.sort();
        v
    }

    #[test]
    fn squares_are_made_only_from_indices_below_64() {
        assert_eq!(Square::new(0).map(Square::index), Some(0));
        assert_eq!(Square::new(63).map(Square::index), Some(63));
        assert_eq!(Square::new(64), None);
        assert_eq!(Square::new(u8::MAX), None);
        assert_eq!(Square::try_from(12).map(u8::from), Ok(12));
        assert_eq!(Square::try_from(64), Err(SquareOutOfRange(64)));
        assert_eq!(
            SquareOutOfRange(200).to_string(),
            "cell index 200 is off the board (cells are numbered 0 to 63)"
        );
        let all: Vec<usize> = Square::all().map(Square::index).collect();
        assert_eq!(all, (0..64).collect::<Vec<_>>());
    }

    #[test]
    fn grid_names_round_trip() {
        let g = Geometry::Grid;
        for i in 0..64 {
            assert_eq!(g.parse(&g.name(Square(i))), Some(Square(i)));
        }
        assert_eq!(g.parse("a1"), Some(Square(0)));
        assert_eq!(g.parse("h8"), Some(Square(63)));
        assert_eq!(g.parse("i1"), None);
        assert_eq!(g.parse("a9"), None);
        assert_eq!(g.parse("a10"), None);
    }

    #[test]
    fn circle_names_round_trip() {
        let g = Geometry::Circle;
        for i in 0..64 {
            assert_eq!(g.parse(&g.name(Square(i))), Some(Square(i)));
        }
        assert_eq!(g.parse("a16"), Some(Square(15)));
        assert_eq!(g.parse("d1"), Some(Square(48)));
        assert_eq!(g.parse("a17"), None);
        assert_eq!(g.parse("e1"), None);
        assert_eq!(g.parse("a0"), None);
        assert_eq!(g.parse_prefix("a16-a3"), Some((Square(15), 3)));
        assert_eq!(g.parse_prefix("a1-a3"), Some((Square(0), 2)));
    }

    #[test]
    fn grid_leapers() {
        let g = Geometry::Grid;
        let t = g.tables();
        assert_eq!(t.knight[sq(g, "a1").index()].count(), 2);
        assert_eq!(t.knight[sq(g, "d4").index()].count(), 8);
        assert_eq!(names(g, t.alfil[sq(g, "a1").index()]), ["c3"]);
        assert_eq!(
            names(g, t.ferz[sq(g, "d4").index()]),
            ["c3", "c5", "e3", "e5"]
        );
        assert_eq!(t.king[sq(g, "h8").index()].count(), 3);
    }

    #[test]
    fn circle_knight_wraps_round_the_ring() {
        let g = Geometry::Circle;
        let t = g.tables();
        // From the outer ring, cell 1: two along the ring either way and one in, or one along and
        // two in. Cells 16 and 15 are reached by wrapping.
        assert_eq!(
            names(g, t.knight[sq(g, "a1").index()]),
            ["b15", "b3", "c16", "c2"]
        );
        // From an inner-middle ring every one of the 8 leaps but those leaving the rings lands.
        assert_eq!(t.knight[sq(g, "b8").index()].count(), 6);
    }

    #[test]
    fn circle_rook_ring_rays_never_return_to_start() {
        let g = Geometry::Circle;
        let t = g.tables();
        let s = sq(g, "c5");
        let along: Vec<_> = t.rook_rays[s.index()][1]
            .cells()
            .map(|c| g.name(c))
            .collect();
        assert_eq!(along.len(), 15);
        assert_eq!(along[0], "c6");
        assert_eq!(along[14], "c4");
        assert!(!t.rook_rays[s.index()][1].set().has(s));
        // Radial rays stop at the outer and inner rings.
        let outward: Vec<_> = t.rook_rays[s.index()][2]
            .cells()
            .map(|c| g.name(c))
            .collect();
        assert_eq!(outward, ["b5", "a5"]);
        let inward: Vec<_> = t.rook_rays[s.index()][0]
            .cells()
            .map(|c| g.name(c))
            .collect();
        assert_eq!(inward, ["d5"]);
    }

    #[test]
    fn circle_bishop_leaves_the_rings() {
        let g = Geometry::Circle;
        let t = g.tables();
        let s = sq(g, "a16");
        let rays: Vec<Vec<String>> = t.bishop_rays[s.index()]
            .iter()
            .map(|r| r.cells().map(|c| g.name(c)).collect())
            .collect();
        // Inward and up the cells, wrapping 16 → 1.
        assert!(rays.contains(&vec!["b1".to_string(), "c2".into(), "d3".into()]));
        assert!(rays.contains(&vec!["b15".to_string(), "c14".into(), "d13".into()]));
        assert_eq!(rays.iter().filter(|r| r.is_empty()).count(), 2);
    }

    #[test]
    fn pawn_tables() {
        let g = Geometry::Grid;
        let t = g.tables();
        let p = t.pawn[PawnDir::NORTH.0 as usize][sq(g, "b2").index()];
        assert_eq!(p.push, Some(sq(g, "b3")));
        assert_eq!(names(g, p.diagonal), ["a3", "c3"]);
        let p = t.pawn[PawnDir::WEST.0 as usize][sq(g, "g1").index()];
        assert_eq!(p.push, Some(sq(g, "f1")));
        assert_eq!(names(g, p.diagonal), ["f2"]);
        let c = Geometry::Circle;
        let t = c.tables();
        let p = t.pawn[PawnDir::DOWN.0 as usize][sq(c, "b1").index()];
        assert_eq!(p.push, Some(sq(c, "b16")));
        assert_eq!(p.double, Some(sq(c, "b15")));
        assert_eq!(names(c, p.diagonal), ["a16", "c16"]);
        assert!(t.pawn_diag_from[PawnDir::DOWN.0 as usize][sq(c, "a16").index()].has(sq(c, "b1")));
    }
}
