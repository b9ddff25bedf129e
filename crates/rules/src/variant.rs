//! Data derived once from a [`Ruleset`]: its parsed start position, start squares, piece counts.
//! Everything here follows from the ruleset's fields; it is cached so hot paths never recompute it.

use crate::fen_board;
use crate::geometry::{Bitboard, Geometry, Square, Tables};
use crate::piece::{Piece, Role, Seat};
use crate::ruleset::Ruleset;
use std::sync::{Mutex, PoisonError};

/// A ruleset together with its geometry tables and derived data.
pub struct Variant {
    /// The ruleset.
    pub rules: &'static Ruleset,
    /// Its board's movement tables.
    pub tables: &'static Tables,
    /// The start position's board.
    pub start_board: [Option<Piece>; 64],
    /// How many of each role each army has at the start.
    pub start_count: [[u8; 8]; 4],
    /// Per army, the cells where its non-pawn pieces start.
    pub piece_starts: [Bitboard; 4],
    /// Per army, its king's start cell (its throne), if it has a king.
    pub throne: [Option<Square>; 4],
    /// Per army, the cells where the promotion rules may apply to its pawns (far edges and
    /// enemy start cells): elsewhere a pawn move is never special.
    pub promotion_cells: [Bitboard; 4],
}

impl PartialEq for Variant {
    /// Variants are shared statics: two are equal when they are the same one.
    fn eq(&self, o: &Variant) -> bool {
        std::ptr::eq(self, o)
    }
}
impl Eq for Variant {}

impl Variant {
    /// The cached variant of a ruleset, built on first use.
    ///
    /// The cache is keyed on the ruleset itself (its address: each ruleset is one static value),
    /// so every ruleset gets its own variant, whether or not it is listed in
    /// [`Ruleset::all_with_options`]. A variant lives as long as the program: one per ruleset.
    ///
    /// # Panics
    /// If the ruleset's own set-up string is malformed: that is a bug in the ruleset table, caught
    /// by the unit tests of every ruleset.
    pub fn of(rules: &'static Ruleset) -> &'static Variant {
        static BUILT: Mutex<Vec<&'static Variant>> = Mutex::new(Vec::new());
        // A panic while building (a malformed set-up) poisons the lock but leaves the list whole.
        let mut built = BUILT.lock().unwrap_or_else(PoisonError::into_inner);
        if let Some(variant) = built.iter().find(|v| std::ptr::eq(v.rules, rules)) {
            return variant;
        }
        let variant: &'static Variant = Box::leak(Box::new(Variant::build(rules)));
        built.push(variant);
        variant
    }

    fn build(rules: &'static Ruleset) -> Variant {
        let tables = rules.geometry.tables();
        let start_board = fen_board::parse_board(rules, rules.setup)
            .unwrap_or_else(|e| panic!("set-up of {} is malformed: {e}", rules.id));
        let mut v = Variant {
            rules,
            tables,
            start_board,
            start_count: [[0; 8]; 4],
            piece_starts: [Bitboard::EMPTY; 4],
            throne: [None; 4],
            promotion_cells: [Bitboard::EMPTY; 4],
        };
        for (sq, p) in Square::all().zip(start_board) {
            if let Some(p) = p {
                let a = p.army().index();
                v.start_count[a][p.role() as usize] += 1;
                if p.role() != Role::Pawn {
                    v.piece_starts[a] |= sq.bb();
                }
                if p.role() == Role::King {
                    v.throne[a] = Some(sq);
                }
            }
        }
        v.promotion_cells = v.compute_promotion_cells();
        v
    }

    fn compute_promotion_cells(&self) -> [Bitboard; 4] {
        use crate::ruleset::{Privileged, Promotion};
        let rules = self.rules;
        let mut cells = [Bitboard::EMPTY; 4];
        if rules.promotion == Promotion::None && rules.privileged_pawn == Privileged::None {
            return cells;
        }
        let starts_of_all = (0..4).fold(Bitboard::EMPTY, |b, a| b | self.piece_starts[a]);
        for (a, c) in cells.iter_mut().enumerate().take(rules.players()) {
            let army = Seat(a as u8);
            // Every cell a pawn of this army could end on that is a far edge for some direction
            // it may travel, or any piece's start cell: a superset is harmless.
            let mut set = starts_of_all;
            let dirs = match rules.geometry {
                Geometry::Grid => vec![rules.seat(army).pawn_dir],
                Geometry::Circle => (0..self.tables.pawn_dirs())
                    .map(crate::geometry::PawnDir)
                    .collect(),
            };
            for d in dirs {
                let probe = Piece::new(army, Role::Pawn, d);
                for sq in Square::all() {
                    if self.is_far_edge(probe, sq) {
                        set |= sq.bb();
                    }
                }
            }
            *c = set;
        }
        cells
    }

    /// The geometry.
    pub fn geometry(&self) -> Geometry {
        self.rules.geometry
    }

    /// Whether `sq` is on the far edge for a pawn at `sq` travelling `piece.dir()`: it cannot step
    /// further.
    #[inline]
    pub fn is_far_edge(&self, piece: Piece, sq: Square) -> bool {
        self.rules.geometry == Geometry::Grid
            && self.tables.pawn[piece.dir().0 as usize][sq.index()]
                .push
                .is_none()
    }

    /// The piece "of" a far-edge square on the four-handed board: corner alfil, then knight,
    /// rook, and king on the two middle squares. Returns the role and whether the square is
    /// marked (alfil and king squares).
    pub fn far_edge_role(&self, piece: Piece, sq: Square) -> (Role, bool) {
        let (rank, file) = self.rules.geometry.coords(sq);
        // The far edge of a north- or south-going pawn is a rank (index along it: the file);
        // of an east- or west-going pawn, a file (index: the rank).
        let along = if piece.dir().0 % 2 == 0 { file } else { rank };
        const EDGE: [Role; 8] = [
            Role::Alfil,
            Role::Knight,
            Role::Rook,
            Role::King,
            Role::King,
            Role::Rook,
            Role::Knight,
            Role::Alfil,
        ];
        let role = EDGE[along as usize & 7];
        (role, matches!(role, Role::Alfil | Role::King))
    }

    /// The role that starts on `sq`, and its army.
    pub fn start_piece(&self, sq: Square) -> Option<Piece> {
        self.start_board[sq.index()]
    }
}

#[cfg(test)]
mod tests {
    use super::*;
    use crate::ruleset::{CHATURANGA_V1_DICE, CHATURANGA_V3};

    /// A ruleset listed nowhere, with a set-up of its own: the rajahs and one rook each.
    static UNLISTED: Ruleset = Ruleset {
        id: "test-unlisted",
        setup: "4bK3/8/8/8/8/8/8/wR3wK3",
        ..CHATURANGA_V3
    };

    #[test]
    fn every_ruleset_gets_its_own_variant() {
        let all = Ruleset::all_with_options();
        let variants: Vec<&Variant> = all.iter().map(|r| Variant::of(r)).collect();
        for (i, (r, v)) in all.iter().zip(&variants).enumerate() {
            assert!(std::ptr::eq(v.rules, *r), "{}", r.id);
            assert!(std::ptr::eq(Variant::of(r), *v), "{}: cached", r.id);
            assert!(
                variants[..i].iter().all(|o| !std::ptr::eq(*o, *v)),
                "{} shares a variant",
                r.id
            );
            let board = fen_board::parse_board(r, r.setup).unwrap();
            assert_eq!(v.start_board, board, "{}", r.id);
        }
    }

    #[test]
    fn a_ruleset_missing_from_the_tables_gets_its_own_start_board() {
        // The old cache gave every unlisted ruleset the slot of `chaturanga-v1+dice`.
        let dice = Variant::of(&CHATURANGA_V1_DICE);
        let unlisted = Variant::of(&UNLISTED);
        assert!(!std::ptr::eq(dice, unlisted));
        assert!(std::ptr::eq(unlisted.rules, &UNLISTED));
        assert_eq!(
            unlisted.start_board.iter().flatten().count(),
            3,
            "two kings and a rook"
        );
        assert_eq!(unlisted.start_count[0][Role::Rook as usize], 1);
    }
}
