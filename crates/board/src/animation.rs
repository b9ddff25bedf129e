//! Move animation: which pieces moved between two views, and where each is at a given moment.
//!
//! When the view changes, pieces that left a cell are matched with pieces of the same kind that
//! arrived on another, nearest first (as chessground does); a pawn that vanished next to a new
//! piece of its army is taken to have promoted there. Matched pieces slide from the old cell to
//! the new one with an ease-out over [`DURATION_MS`]; unmatched old pieces (captured) fade out and
//! unmatched new pieces (returned kings, reintroductions) fade in.

use ashtapada_rules::{Piece, Square};

/// How long a move takes on screen.
pub const DURATION_MS: f64 = 200.0;

/// How far (in cell sizes) a vanished pawn may be from a new piece of its army for the two to
/// be shown as one promoting piece.
const PROMOTION_REACH: f64 = 2.5;

/// What changed between two views.
#[derive(Debug, Clone, Default, PartialEq)]
pub struct Changes {
    /// Pieces that moved: from, to, the piece as it now is.
    pub moved: Vec<(Square, Square, Piece)>,
    /// Pieces that are gone (captured, withdrawn).
    pub vanished: Vec<(Square, Piece)>,
    /// Pieces that appeared from nowhere (returned, reintroduced).
    pub appeared: Vec<(Square, Piece)>,
}

impl Changes {
    /// Whether nothing changed.
    pub fn is_empty(&self) -> bool {
        self.moved.is_empty() && self.vanished.is_empty() && self.appeared.is_empty()
    }
}

/// Compares two placements. `distance` is the distance between two cells on screen, in cell
/// sizes (it decides which of two identical pieces went where).
pub fn diff(
    old: &[(Square, Piece)],
    new: &[(Square, Piece)],
    distance: impl Fn(Square, Square) -> f64,
) -> Changes {
    let unchanged = |list: &[(Square, Piece)], sq: Square, piece: Piece| {
        list.iter().any(|&(s, p)| s == sq && p == piece)
    };
    // Pieces that left their cell, and pieces that arrived on theirs.
    let mut gone: Vec<(Square, Piece)> = old
        .iter()
        .copied()
        .filter(|&(sq, p)| !unchanged(new, sq, p))
        .collect();
    let mut came: Vec<(Square, Piece)> = new
        .iter()
        .copied()
        .filter(|&(sq, p)| !unchanged(old, sq, p))
        .collect();
    let mut moved = Vec::new();
    // Two passes: the same piece, then (promotion) the same army nearby.
    for pass in 0..2 {
        let mut pairs: Vec<(f64, usize, usize)> = Vec::new();
        for (i, &(from, old_piece)) in gone.iter().enumerate() {
            for (j, &(to, new_piece)) in came.iter().enumerate() {
                let d = distance(from, to);
                let fits = if pass == 0 {
                    old_piece == new_piece
                } else {
                    old_piece.army() == new_piece.army()
                        && old_piece.role() == ashtapada_rules::Role::Pawn
                        && d <= PROMOTION_REACH
                };
                if fits {
                    pairs.push((d, i, j));
                }
            }
        }
        crate::math::sort_by_key(&mut pairs, |p| p.0);
        let mut used_old = vec![false; gone.len()];
        let mut used_new = vec![false; came.len()];
        for (_, i, j) in pairs {
            if !used_old[i] && !used_new[j] {
                used_old[i] = true;
                used_new[j] = true;
                moved.push((gone[i].0, came[j].0, came[j].1));
            }
        }
        gone = keep_unused(gone, &used_old);
        came = keep_unused(came, &used_new);
    }
    Changes {
        moved,
        vanished: gone,
        appeared: came,
    }
}

fn keep_unused<T: Copy>(list: Vec<T>, used: &[bool]) -> Vec<T> {
    list.into_iter()
        .zip(used)
        .filter(|(_, &u)| !u)
        .map(|(x, _)| x)
        .collect()
}

/// Ease-out (cubic): fast start, gentle landing. `t` is clamped to 0..=1.
pub fn ease_out(t: f64) -> f64 {
    let t = t.clamp(0.0, 1.0);
    1.0 - (1.0 - t).powi(3)
}

/// A straight-line point between `from` and `to`.
pub fn lerp(from: (f64, f64), to: (f64, f64), t: f64) -> (f64, f64) {
    (from.0 + (to.0 - from.0) * t, from.1 + (to.1 - from.1) * t)
}

/// A point between `from` and `to` moving around `centre`: radius and angle change together,
/// the angle the short way round, so a piece moving along a ring of the circular board follows
/// the ring.
pub fn polar_lerp(centre: (f64, f64), from: (f64, f64), to: (f64, f64), t: f64) -> (f64, f64) {
    let (fx, fy) = (from.0 - centre.0, from.1 - centre.1);
    let (tx, ty) = (to.0 - centre.0, to.1 - centre.1);
    let (r0, r1) = (crate::math::hypot(fx, fy), crate::math::hypot(tx, ty));
    if r0 < 1e-6 || r1 < 1e-6 {
        return lerp(from, to, t);
    }
    let (a0, a1) = (crate::math::atan2(fy, fx), crate::math::atan2(ty, tx));
    let tau = std::f64::consts::TAU;
    let mut da = (a1 - a0).rem_euclid(tau);
    if da > tau / 2.0 {
        da -= tau;
    }
    let r = r0 + (r1 - r0) * t;
    let a = a0 + da * t;
    (
        centre.0 + r * crate::math::cos(a),
        centre.1 + r * crate::math::sin(a),
    )
}

/// A piece sliding to its new cell.
#[derive(Debug, Clone, Copy, PartialEq)]
pub struct Slide {
    /// Where it starts, canvas pixels (its old cell's centre, or where it was shown when an
    /// earlier animation was cut short).
    pub from: (f64, f64),
    /// Its new cell.
    pub to: Square,
    /// The piece (as it now is).
    pub piece: Piece,
}

/// An animation in progress.
#[derive(Debug, Clone, Default, PartialEq)]
pub struct Animation {
    /// When it started (the first frame after the change), milliseconds.
    pub start: Option<f64>,
    /// Pieces sliding.
    pub slides: Vec<Slide>,
    /// Pieces fading out, at their old cells.
    pub fading: Vec<(Square, Piece)>,
    /// Pieces fading in, at their new cells.
    pub appearing: Vec<(Square, Piece)>,
}

impl Animation {
    /// Progress 0..=1 at `now` (0 before the first frame).
    pub fn progress(&self, now: f64) -> f64 {
        match self.start {
            Some(start) if DURATION_MS > 0.0 => ((now - start) / DURATION_MS).clamp(0.0, 1.0),
            Some(_) => 1.0,
            None => 0.0,
        }
    }

    /// Whether the animation has run its course at `now`.
    pub fn finished(&self, now: f64) -> bool {
        self.start.is_some() && self.progress(now) >= 1.0
    }

    /// Whether anything moves or fades.
    pub fn is_empty(&self) -> bool {
        self.slides.is_empty() && self.fading.is_empty() && self.appearing.is_empty()
    }

    /// The slide of the piece now on `sq`, if it is sliding.
    pub fn slide_to(&self, sq: Square) -> Option<&Slide> {
        self.slides.iter().find(|s| s.to == sq)
    }

    /// Whether the piece now on `sq` is fading in.
    pub fn appears_on(&self, sq: Square) -> bool {
        self.appearing.iter().any(|&(s, _)| s == sq)
    }
}

#[cfg(test)]
mod tests {
    use super::*;
    use ashtapada_rules::{PawnDir, Role, Seat};

    fn sq(index: u8) -> Square {
        Square::new(index).expect("a cell of the board")
    }

    fn piece(army: u8, role: Role) -> Piece {
        Piece::new(Seat::new(army).unwrap(), role, PawnDir::NORTH)
    }

    fn grid_distance(a: Square, b: Square) -> f64 {
        let (ar, af) = (f64::from(a.to_u8() / 8), f64::from(a.to_u8() % 8));
        let (br, bf) = (f64::from(b.to_u8() / 8), f64::from(b.to_u8() % 8));
        crate::math::hypot(ar - br, af - bf)
    }

    #[test]
    fn a_simple_move_slides() {
        let rook = piece(0, Role::Rook);
        let king = piece(0, Role::King);
        let old = [(sq(0), rook), (sq(4), king)];
        let new = [(sq(16), rook), (sq(4), king)];
        let changes = diff(&old, &new, grid_distance);
        assert_eq!(changes.moved, vec![(sq(0), sq(16), rook)]);
        assert!(changes.vanished.is_empty() && changes.appeared.is_empty());
    }

    #[test]
    fn a_capture_slides_one_and_fades_the_other() {
        let rook = piece(0, Role::Rook);
        let knight = piece(1, Role::Knight);
        let old = [(sq(0), rook), (sq(16), knight)];
        let new = [(sq(16), rook)];
        let changes = diff(&old, &new, grid_distance);
        assert_eq!(changes.moved, vec![(sq(0), sq(16), rook)]);
        assert_eq!(changes.vanished, vec![(sq(16), knight)]);
    }

    #[test]
    fn the_nearest_of_two_identical_pieces_moved() {
        let pawn = piece(0, Role::Pawn);
        // Pawns on a2 and h2; one arrives on h3: it is the h2 pawn.
        let old = [(sq(8), pawn), (sq(15), pawn)];
        let new = [(sq(8), pawn), (sq(23), pawn)];
        let changes = diff(&old, &new, grid_distance);
        assert_eq!(changes.moved, vec![(sq(15), sq(23), pawn)]);
    }

    #[test]
    fn a_promotion_slides_the_pawn_into_the_new_piece() {
        let pawn = piece(0, Role::Pawn);
        let rook = piece(0, Role::Rook);
        let old = [(sq(48), pawn)];
        let new = [(sq(56), rook)];
        let changes = diff(&old, &new, grid_distance);
        assert_eq!(changes.moved, vec![(sq(48), sq(56), rook)]);
    }

    #[test]
    fn a_piece_changing_owner_in_place_is_not_a_move() {
        // The alfil square's "takes the ally's": same cell, new army.
        let old = [(sq(9), piece(2, Role::Alfil))];
        let new = [(sq(9), piece(0, Role::Alfil))];
        let changes = diff(&old, &new, grid_distance);
        assert!(changes.moved.is_empty());
        assert_eq!(changes.vanished.len(), 1);
        assert_eq!(changes.appeared.len(), 1);
    }

    #[test]
    fn nothing_changes_nothing() {
        let old = [(sq(9), piece(2, Role::Alfil))];
        assert!(diff(&old, &old, grid_distance).is_empty());
    }

    #[test]
    fn easing_goes_from_zero_to_one_quickly_then_gently() {
        assert_eq!(ease_out(0.0), 0.0);
        assert_eq!(ease_out(1.0), 1.0);
        assert_eq!(ease_out(7.0), 1.0);
        assert_eq!(ease_out(-1.0), 0.0);
        assert!(ease_out(0.5) > 0.8, "most of the way at half time");
        let mut last = 0.0;
        for i in 1..=10 {
            let v = ease_out(f64::from(i) / 10.0);
            assert!(v > last);
            last = v;
        }
    }

    #[test]
    fn polar_interpolation_follows_the_ring() {
        let c = (0.0, 0.0);
        // A quarter of the way round a circle of radius 10: still at radius 10.
        let p = polar_lerp(c, (10.0, 0.0), (0.0, 10.0), 0.5);
        assert!((crate::math::hypot(p.0, p.1) - 10.0).abs() < 1e-9);
        assert!((p.0 - p.1).abs() < 1e-9);
        // The short way round across the ±π seam.
        let p = polar_lerp(c, (-10.0, 1.0), (-10.0, -1.0), 0.5);
        assert!(p.0 < -9.9, "{p:?}");
        // Radially: a straight line.
        let p = polar_lerp(c, (10.0, 0.0), (20.0, 0.0), 0.5);
        assert!((p.0 - 15.0).abs() < 1e-9 && p.1.abs() < 1e-9);
        assert_eq!(lerp((0.0, 0.0), (10.0, 20.0), 0.25), (2.5, 5.0));
    }

    #[test]
    fn progress_starts_at_the_first_frame() {
        let mut a = Animation::default();
        assert_eq!(a.progress(1000.0), 0.0);
        assert!(!a.finished(1000.0));
        a.start = Some(1000.0);
        assert_eq!(a.progress(1100.0), 0.5);
        assert!(a.finished(1000.0 + DURATION_MS));
    }
}
