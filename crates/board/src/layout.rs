//! Where every cell of a board sits on the canvas, for either geometry and any orientation, and
//! which cell lies under a point (hit-testing).
//!
//! All lengths are canvas (device) pixels. The grid is an 8×8 block of squares with a whole
//! number of pixels per square (so its lines stay crisp); the circle is 4 rings of 16 annular
//! sectors around an empty centre disc, hit-tested in polar coordinates.

use std::f64::consts::{PI, TAU};

use ashtapada_rules::{Geometry, Seat, Square};

use crate::scene::{Path, Rect};

/// Number of rings of the circular board.
pub const RINGS: u8 = 4;
/// Number of cells per ring of the circular board.
pub const SECTORS: u8 = 16;
/// Angle of one sector of the circular board.
const SECTOR: f64 = TAU / SECTORS as f64;
/// Radius of the empty centre disc, as a fraction of the board's outer radius: chosen so that a
/// cell of the innermost ring is about as long as it is deep.
const CENTRE_FRACTION: f64 = 0.34;

/// Where the board sits on a square canvas.
#[derive(Debug, Clone, Copy, PartialEq)]
pub struct Layout {
    /// The board's shape.
    pub geometry: Geometry,
    /// Side of the (square) canvas.
    pub side: f64,
    /// Width of the frame around the board, where the coordinates are written.
    pub band: f64,
    /// Quarter turns anticlockwise of the picture from South's (or White's) view: the grid seen
    /// from seat 1 of four is 1, from seat 2 (or Black) is 2. On the circle only 0 and 2 occur.
    pub turns: u8,
    shape: Shape,
}

#[derive(Debug, Clone, Copy, PartialEq)]
enum Shape {
    Grid {
        /// Left edge of the board.
        left: f64,
        /// Top edge of the board.
        top: f64,
        /// Side of one square.
        cell: f64,
    },
    Circle {
        /// Centre.
        cx: f64,
        /// Centre.
        cy: f64,
        /// Outer radius of ring a.
        outer: f64,
        /// Radius of the empty centre.
        inner: f64,
    },
}

/// Number of anticlockwise quarter turns that puts `orientation`'s side at the bottom.
pub fn quarter_turns(geometry: Geometry, orientation: Seat, four_handed: bool) -> u8 {
    match geometry {
        Geometry::Grid if four_handed => orientation.number() % 4,
        _ => (orientation.number() % 2) * 2,
    }
}

impl Layout {
    /// Fits a board into a `side` × `side` canvas. `band` is the width of the frame around it,
    /// where the coordinates go (at least 1 px).
    pub fn fit(geometry: Geometry, side: f64, band: f64, turns: u8) -> Layout {
        let side = if side.is_finite() { side.max(8.0) } else { 8.0 };
        // Not `clamp`: its check that the bounds are ordered formats floats when it fails, which
        // would bring float printing (about 6 KB gzip) into the page's wasm.
        let band = band.max(1.0).min(side / 4.0);
        let shape = match geometry {
            Geometry::Grid => {
                let cell = ((side - 2.0 * band) / 8.0).floor().max(1.0);
                let board = cell * 8.0;
                let left = ((side - board) / 2.0).floor();
                Shape::Grid {
                    left,
                    top: left,
                    cell,
                }
            }
            Geometry::Circle => {
                let outer = (side / 2.0 - band).max(4.0);
                Shape::Circle {
                    cx: side / 2.0,
                    cy: side / 2.0,
                    outer,
                    inner: outer * CENTRE_FRACTION,
                }
            }
        };
        Layout {
            geometry,
            side,
            band,
            turns: turns % 4,
            shape,
        }
    }

    /// The side of a grid square, or the depth of a ring of the circle.
    pub fn cell_size(&self) -> f64 {
        match self.shape {
            Shape::Grid { cell, .. } => cell,
            Shape::Circle { outer, inner, .. } => (outer - inner) / f64::from(RINGS),
        }
    }

    /// The size to draw a piece at: it fits the smallest cell with a little room.
    pub fn piece_size(&self) -> f64 {
        match self.shape {
            Shape::Grid { cell, .. } => cell * 0.9,
            Shape::Circle { inner, .. } => {
                let depth = self.cell_size();
                let arc = (inner + depth / 2.0) * SECTOR;
                depth.min(arc) * 0.98
            }
        }
    }

    /// The radius of the largest circle centred in a cell that stays inside it (targets'
    /// rings are drawn just inside it).
    pub fn inner_radius(&self, sq: Square) -> f64 {
        match self.shape {
            Shape::Grid { cell, .. } => cell / 2.0,
            Shape::Circle { outer, .. } => {
                let depth = self.cell_size();
                let (ring, _) = Geometry::Circle.coords(sq);
                let middle = outer - depth * (f64::from(ring as u8) + 0.5);
                // Half the chord across the sector at its middle radius.
                let half_chord = middle * crate::math::sin(SECTOR / 2.0);
                (depth / 2.0).min(half_chord)
            }
        }
    }

    /// A cell's size across: on the grid its side both ways; on the circle its depth (along
    /// the radius) and its width along the arc through its middle. The innermost ring's cells
    /// are the circle's smallest.
    pub fn cell_extent(&self, sq: Square) -> (f64, f64) {
        match self.shape {
            Shape::Grid { cell, .. } => (cell, cell),
            Shape::Circle { outer, .. } => {
                let depth = self.cell_size();
                let (ring, _) = Geometry::Circle.coords(sq);
                let middle = outer - depth * (f64::from(ring as u8) + 0.5);
                (depth, middle * SECTOR)
            }
        }
    }

    /// The board's bounding box (for the grid: exactly the 64 squares).
    pub fn board_rect(&self) -> Rect {
        match self.shape {
            Shape::Grid { left, top, cell } => Rect {
                x: left,
                y: top,
                w: cell * 8.0,
                h: cell * 8.0,
            },
            Shape::Circle { cx, cy, outer, .. } => Rect {
                x: cx - outer,
                y: cy - outer,
                w: 2.0 * outer,
                h: 2.0 * outer,
            },
        }
    }

    /// The centre of the board (of the canvas).
    pub fn centre(&self) -> (f64, f64) {
        self.board_rect().center()
    }

    /// Circle only: the radii of the rings' edges, from the outer edge of ring a to the centre
    /// disc (5 values). Empty on the grid.
    pub fn ring_radii(&self) -> Vec<f64> {
        match self.shape {
            Shape::Grid { .. } => Vec::new(),
            Shape::Circle { outer, .. } => {
                let depth = self.cell_size();
                (0..=RINGS).map(|k| outer - depth * f64::from(k)).collect()
            }
        }
    }

    /// The grid square's display column and row (0 = left, 0 = top).
    fn grid_display(&self, sq: Square) -> (u8, u8) {
        let (rank, file) = Geometry::Grid.coords(sq);
        // South's view, then anticlockwise quarter turns: (col, row) → (row, 7 − col).
        let (mut col, mut row) = (file as u8, 7 - rank as u8);
        for _ in 0..self.turns {
            (col, row) = (row, 7 - col);
        }
        (col, row)
    }

    /// The grid square shown at display column `col` and row `row`, both below 8.
    fn grid_square(&self, col: u8, row: u8) -> Option<Square> {
        let (mut col, mut row) = (col, row);
        // Undo the turns: clockwise quarter turns, (col, row) → (7 − row, col).
        for _ in 0..self.turns {
            (col, row) = (7 - row, col);
        }
        Square::new(7u8.checked_sub(row)? * 8 + col)
    }

    /// Circle: the screen angle of cell edge number `edge` (edge `c` lies between cell columns
    /// `c - 1` and `c`, i.e. cells `c` and `c + 1` in 1-based numbers; fractions give points
    /// inside a cell). With White at the bottom, the edge between cells 2 and 3 points straight
    /// down, and cell numbers grow anticlockwise.
    fn edge_angle(&self, edge: f64) -> f64 {
        // Canvas angles grow clockwise; cell numbers grow anticlockwise.
        PI / 2.0 - (edge - 2.0) * SECTOR + f64::from(self.turns) * PI / 2.0
    }

    /// Circle: the screen angle of a cell's middle.
    pub fn sector_angle(&self, sq: Square) -> f64 {
        let (_, column) = Geometry::Circle.coords(sq);
        self.edge_angle(f64::from(column) + 0.5)
    }

    /// The centre of a cell.
    pub fn centre_of(&self, sq: Square) -> (f64, f64) {
        match self.shape {
            Shape::Grid { left, top, cell } => {
                let (col, row) = self.grid_display(sq);
                (
                    left + cell * (f64::from(col) + 0.5),
                    top + cell * (f64::from(row) + 0.5),
                )
            }
            Shape::Circle { cx, cy, outer, .. } => {
                let (ring, _) = Geometry::Circle.coords(sq);
                let r = outer - self.cell_size() * (f64::from(ring as u8) + 0.5);
                let angle = self.sector_angle(sq);
                (
                    cx + r * crate::math::cos(angle),
                    cy + r * crate::math::sin(angle),
                )
            }
        }
    }

    /// The cell under a canvas point, if any.
    pub fn square_at(&self, x: f64, y: f64) -> Option<Square> {
        if !x.is_finite() || !y.is_finite() {
            return None;
        }
        match self.shape {
            Shape::Grid { left, top, cell } => {
                let col = ((x - left) / cell).floor();
                let row = ((y - top) / cell).floor();
                if !(0.0..8.0).contains(&col) || !(0.0..8.0).contains(&row) {
                    return None;
                }
                self.grid_square(col as u8, row as u8)
            }
            Shape::Circle {
                cx,
                cy,
                outer,
                inner,
            } => {
                let (dx, dy) = (x - cx, y - cy);
                let r = crate::math::hypot(dx, dy);
                if r < inner || r >= outer {
                    return None;
                }
                let ring = (((outer - r) / self.cell_size()).floor() as u8).min(RINGS - 1);
                let angle = crate::math::atan2(dy, dx);
                // Invert `edge_angle`.
                let edge = 2.0 + (PI / 2.0 + f64::from(self.turns) * PI / 2.0 - angle) / SECTOR;
                let column = (edge.floor().rem_euclid(f64::from(SECTORS)) as u8) % SECTORS;
                Square::new(ring * SECTORS + column)
            }
        }
    }

    /// The outline of a cell: a square, or an annular sector.
    pub fn cell_path(&self, sq: Square) -> Path {
        self.cell_path_inset(sq, 0.0)
    }

    /// The outline of a cell shrunk by `inset` pixels on every side.
    pub fn cell_path_inset(&self, sq: Square, inset: f64) -> Path {
        match self.shape {
            Shape::Grid { cell, .. } => {
                let (x, y) = self.centre_of(sq);
                Path::rect(
                    Rect {
                        x: x - cell / 2.0,
                        y: y - cell / 2.0,
                        w: cell,
                        h: cell,
                    }
                    .inset(inset),
                )
            }
            Shape::Circle { cx, cy, outer, .. } => {
                let (ring, column) = Geometry::Circle.coords(sq);
                let depth = self.cell_size();
                let r_out = outer - depth * f64::from(ring as u8) - inset;
                let r_in = outer - depth * f64::from(ring as u8 + 1) + inset;
                // The inset along the arc, as an angle at each radius (approximately: at the
                // middle radius).
                let d_angle = inset / ((r_out + r_in) / 2.0).max(1.0);
                let end = self.edge_angle(f64::from(column)) - d_angle;
                let start = self.edge_angle(f64::from(column) + 1.0) + d_angle;
                Path::annular_sector(cx, cy, r_in.max(0.0), r_out.max(r_in), start, end)
            }
        }
    }

    /// The rectangle of a grid square (its bounding box on the circle).
    pub fn cell_rect(&self, sq: Square) -> Rect {
        let (x, y) = self.centre_of(sq);
        let half = self.cell_size() / 2.0;
        Rect {
            x: x - half,
            y: y - half,
            w: 2.0 * half,
            h: 2.0 * half,
        }
    }

    /// Grid: the squares along the bottom edge, left to right, and along the left edge, top to
    /// bottom (where the coordinates are written). Empty on the circle.
    pub fn edge_squares(&self) -> (Vec<Square>, Vec<Square>) {
        match self.shape {
            Shape::Grid { .. } => (
                (0..8).filter_map(|col| self.grid_square(col, 7)).collect(),
                (0..8).filter_map(|row| self.grid_square(0, row)).collect(),
            ),
            Shape::Circle { .. } => (Vec::new(), Vec::new()),
        }
    }

    /// Whether the grid's bottom edge runs along a rank (files are written there), as in the
    /// views from South, North, White and Black.
    pub fn files_along_bottom(&self) -> bool {
        self.turns % 2 == 0
    }

    /// A point at distance `r` from the board's centre, at screen `angle`.
    pub fn polar(&self, r: f64, angle: f64) -> (f64, f64) {
        let (cx, cy) = self.centre();
        (
            cx + r * crate::math::cos(angle),
            cy + r * crate::math::sin(angle),
        )
    }

    /// Circle: outer radius of ring a and radius of the centre disc.
    pub fn radii(&self) -> (f64, f64) {
        match self.shape {
            Shape::Grid { cell, .. } => (cell * 4.0, 0.0),
            Shape::Circle { outer, inner, .. } => (outer, inner),
        }
    }

    /// Circle: the screen angle of the edge at the start (clockwise side) of cell column
    /// `column` (0-based), i.e. between cells `column` and `column + 1` (1-based).
    pub fn column_edge_angle(&self, column: u8) -> f64 {
        self.edge_angle(f64::from(column))
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    fn all_squares() -> impl Iterator<Item = Square> {
        Square::all()
    }

    fn layouts() -> Vec<Layout> {
        let mut out = Vec::new();
        for geometry in [Geometry::Grid, Geometry::Circle] {
            for turns in 0..4 {
                for (side, band) in [(800.0, 40.0), (640.0, 29.0), (321.0, 1.0), (1999.0, 57.0)] {
                    out.push(Layout::fit(geometry, side, band, turns));
                }
            }
        }
        out
    }

    #[test]
    fn square_at_inverts_centre_of_everywhere() {
        for layout in layouts() {
            for sq in all_squares() {
                let (x, y) = layout.centre_of(sq);
                assert_eq!(layout.square_at(x, y), Some(sq), "{layout:?} {sq:?}");
            }
        }
    }

    #[test]
    fn points_near_a_cells_edge_still_hit_it() {
        for layout in layouts() {
            let (cx, cy) = layout.centre();
            for sq in all_squares() {
                let (x, y) = layout.centre_of(sq);
                // 40% of the way to the board centre's direction and sideways.
                let (dx, dy) = (cx - x, cy - y);
                let d = crate::math::hypot(dx, dy).max(1e-9);
                let step = layout.cell_size() * 0.3;
                for (ox, oy) in [(dx / d, dy / d), (-dy / d, dx / d), (dy / d, -dx / d)] {
                    let p = (x + ox * step, y + oy * step);
                    assert_eq!(layout.square_at(p.0, p.1), Some(sq), "{layout:?} {sq:?}");
                }
            }
        }
    }

    #[test]
    fn outside_the_board_is_nothing() {
        for layout in layouts() {
            assert_eq!(layout.square_at(0.0, 0.0), None);
            assert_eq!(layout.square_at(layout.side - 0.5, layout.side - 0.5), None);
            assert_eq!(layout.square_at(f64::NAN, 3.0), None);
            if layout.geometry == Geometry::Circle {
                let (cx, cy) = layout.centre();
                assert_eq!(layout.square_at(cx, cy), None, "the centre is empty");
            }
        }
    }

    #[test]
    fn every_cell_is_distinct_and_inside_the_canvas() {
        for layout in layouts() {
            let mut seen = std::collections::HashSet::new();
            for sq in all_squares() {
                let (x, y) = layout.centre_of(sq);
                assert!(x > 0.0 && y > 0.0 && x < layout.side && y < layout.side);
                assert!(seen.insert(((x * 10.0) as i64, (y * 10.0) as i64)));
            }
        }
    }

    #[test]
    fn grid_orientations_put_each_seat_at_the_bottom() {
        let sq = |name| Geometry::Grid.parse(name).unwrap();
        let bottom = |layout: &Layout, name| layout.centre_of(sq(name)).1 > layout.side * 0.8;
        let left = |layout: &Layout, name| layout.centre_of(sq(name)).0 < layout.side * 0.2;
        // South (and White): rank 1 at the bottom, a1 bottom left.
        let south = Layout::fit(Geometry::Grid, 800.0, 40.0, 0);
        assert!(bottom(&south, "a1") && left(&south, "a1") && bottom(&south, "h1"));
        // West: file a at the bottom, rank 8 on the left (a8 bottom left, a1 bottom right).
        let west = Layout::fit(Geometry::Grid, 800.0, 40.0, 1);
        assert!(bottom(&west, "a8") && left(&west, "a8") && bottom(&west, "a1"));
        assert!(!left(&west, "a1"));
        // North (and Black): rank 8 at the bottom, h8 bottom left.
        let north = Layout::fit(Geometry::Grid, 800.0, 40.0, 2);
        assert!(bottom(&north, "h8") && left(&north, "h8") && bottom(&north, "a8"));
        // East: file h at the bottom, h1 bottom left.
        let east = Layout::fit(Geometry::Grid, 800.0, 40.0, 3);
        assert!(bottom(&east, "h1") && left(&east, "h1") && bottom(&east, "h8"));
    }

    #[test]
    fn seat_turns() {
        assert_eq!(quarter_turns(Geometry::Grid, Seat::ALL[1], true), 1);
        assert_eq!(quarter_turns(Geometry::Grid, Seat::ALL[3], true), 3);
        assert_eq!(quarter_turns(Geometry::Grid, Seat::ALL[1], false), 2);
        assert_eq!(quarter_turns(Geometry::Grid, Seat::ALL[0], false), 0);
        assert_eq!(quarter_turns(Geometry::Circle, Seat::ALL[1], false), 2);
        assert_eq!(quarter_turns(Geometry::Circle, Seat::ALL[0], false), 0);
    }

    #[test]
    fn circle_is_drawn_as_the_records_document_says() {
        let sq = |name| Geometry::Circle.parse(name).unwrap();
        let white = Layout::fit(Geometry::Circle, 800.0, 40.0, 0);
        let (cx, cy) = white.centre();
        let at = |layout: &Layout, name| {
            let (x, y) = layout.centre_of(sq(name));
            (x - cx, y - cy)
        };
        // White's camp, cells 1-4, at the bottom; 1 on the left, 4 on the right.
        for name in ["a1", "a2", "a3", "a4", "d1", "d4"] {
            assert!(at(&white, name).1 > 0.0, "{name} below the centre");
        }
        assert!(at(&white, "a1").0 < 0.0 && at(&white, "a4").0 > 0.0);
        // Cells 5-8 climb the right side, 9-12 at the top, 13-16 down the left side.
        assert!(at(&white, "a6").0 > 0.0 && at(&white, "a7").0 > 0.0);
        assert!(at(&white, "a10").1 < 0.0 && at(&white, "a9").0 > 0.0);
        assert!(at(&white, "a12").0 < 0.0 && at(&white, "a14").0 < 0.0);
        // Ring a is outermost, d innermost.
        let r = |layout: &Layout, name| {
            let (x, y) = at(layout, name);
            crate::math::hypot(x, y)
        };
        assert!(r(&white, "a5") > r(&white, "b5") && r(&white, "c5") > r(&white, "d5"));
        // Black: the camp 9-12 at the bottom, 9 on the left.
        let black = Layout::fit(Geometry::Circle, 800.0, 40.0, 2);
        assert!(at(&black, "a10").1 > 0.0 && at(&black, "a11").1 > 0.0);
        assert!(at(&black, "a9").0 < 0.0 && at(&black, "a12").0 > 0.0);
        assert!(at(&black, "a2").1 < 0.0);
    }

    #[test]
    fn grid_squares_are_whole_pixels() {
        for layout in layouts()
            .into_iter()
            .filter(|l| l.geometry == Geometry::Grid)
        {
            let r = layout.board_rect();
            assert_eq!(r.x, r.x.round());
            assert_eq!(layout.cell_size(), layout.cell_size().round());
            assert!(r.x >= layout.band - 1.0 && r.x + r.w <= layout.side - layout.band + 1.0);
        }
    }

    #[test]
    fn edges_list_the_labelled_squares() {
        let south = Layout::fit(Geometry::Grid, 800.0, 40.0, 0);
        let (bottom, left) = south.edge_squares();
        assert_eq!(Geometry::Grid.name(bottom[0]), "a1");
        assert_eq!(Geometry::Grid.name(bottom[7]), "h1");
        assert_eq!(Geometry::Grid.name(left[0]), "a8");
        assert!(south.files_along_bottom());
        let west = Layout::fit(Geometry::Grid, 800.0, 40.0, 1);
        let (bottom, left) = west.edge_squares();
        assert_eq!(Geometry::Grid.name(bottom[0]), "a8");
        assert_eq!(Geometry::Grid.name(left[0]), "h8");
        assert!(!west.files_along_bottom());
    }

    #[test]
    fn pieces_fit_their_cells() {
        for layout in layouts() {
            assert!(layout.piece_size() <= layout.cell_size());
            assert!(layout.piece_size() > 0.0);
        }
    }
}
