//! The picture: the board, highlights, coordinates, pieces, targets and the dragged piece, back
//! to front, as a display list in device pixels.

use std::f64::consts::{FRAC_PI_2, PI};

use ashtapada_rules::{Emblem, Geometry, Piece, Square};

use super::animation::ease_out;
use super::layout::SECTORS;
use super::pieces::{self, Placement};
use super::Board;
use crate::scene::{DrawOp, Path, Rect, Rgb, Rgba};

/// Opacity of a frozen army's pieces.
const DIMMED: f64 = 0.42;
/// Opacity of the piece left behind while its figure is dragged.
const GHOST: f64 = 0.3;
/// Size of a dragged piece relative to the others: lifted off the board.
const LIFTED: f64 = 1.1;

impl Board {
    /// The whole picture at `now`.
    pub(super) fn draw(&self, now: f64) -> Vec<DrawOp> {
        let mut ops = Vec::with_capacity(640);
        ops.push(DrawOp::Clear {
            color: self.theme.background,
        });
        match self.view.geometry {
            Geometry::Grid => self.draw_grid(&mut ops),
            Geometry::Circle => self.draw_circle(&mut ops),
        }
        self.draw_highlights(&mut ops);
        if self.view.show_coords {
            match self.view.geometry {
                Geometry::Grid => self.draw_grid_coords(&mut ops),
                Geometry::Circle => self.draw_circle_coords(&mut ops),
            }
        }
        self.draw_pieces(&mut ops, now);
        self.draw_hint(&mut ops);
        self.draw_dests(&mut ops);
        self.draw_marks(&mut ops);
        self.draw_dragged(&mut ops);
        self.draw_cursor(&mut ops);
        ops
    }

    /// The keyboard's cursor: a thick frame in the selection's colour, inside the cell, with a
    /// thin dark edge so that it shows on light and dark cells alike.
    fn draw_cursor(&self, ops: &mut Vec<DrawOp>) {
        let Some(sq) = self.view.cursor else { return };
        let l = &self.layout;
        let width = (l.cell_size() * 0.08).max(3.0);
        ops.push(DrawOp::stroke(
            l.cell_path_inset(sq, width),
            self.theme.line,
            width + 2.0,
        ));
        ops.push(DrawOp::stroke(
            l.cell_path_inset(sq, width),
            self.theme.selected,
            width,
        ));
    }

    /// The grid's line width: about a 50th of a square, whole pixels.
    fn line_width(&self) -> f64 {
        (self.layout.cell_size() / 50.0).round().max(1.0)
    }

    fn draw_grid(&self, ops: &mut Vec<DrawOp>) {
        let l = &self.layout;
        let board = l.board_rect();
        let line = self.line_width();
        let cell = l.cell_size();
        // A frame band, a touch lighter than the background, with the coordinates.
        let outer = board.inset(-l.band);
        ops.push(DrawOp::FillRect {
            rect: outer,
            color: self.theme.frame.into(),
        });
        ops.push(DrawOp::FillRect {
            rect: board,
            color: self.theme.light.into(),
        });
        // Inner lines on whole pixels, starting at each square's left/top edge.
        for i in 1..8 {
            let offset = (cell * f64::from(i) - (line / 2.0).floor()).round();
            ops.push(DrawOp::FillRect {
                rect: Rect {
                    x: board.x + offset,
                    y: board.y,
                    w: line,
                    h: board.h,
                },
                color: self.theme.line.into(),
            });
            ops.push(DrawOp::FillRect {
                rect: Rect {
                    x: board.x,
                    y: board.y + offset,
                    w: board.w,
                    h: line,
                },
                color: self.theme.line.into(),
            });
        }
        // The border, just outside the squares.
        let border = (line * 2.0).max(2.0);
        let ring = Path::rect(board.inset(-border)).extend(reverse_rect(board));
        ops.push(DrawOp::fill(ring, self.theme.line));
    }

    fn draw_circle(&self, ops: &mut Vec<DrawOp>) {
        let l = &self.layout;
        let (cx, cy) = l.centre();
        let (outer, inner) = l.radii();
        let line = self.line_width();
        ops.push(DrawOp::fill(
            Path::circle(cx, cy, outer + l.band * 0.96),
            self.theme.frame,
        ));
        for sq in Square::all() {
            let colour = if circle_cell_is_dark(sq) {
                self.theme.dark
            } else {
                self.theme.light
            };
            ops.push(DrawOp::fill(l.cell_path(sq), colour));
        }
        // Ring edges and the spokes between cells.
        let mut lines = Path::new();
        for r in l.ring_radii() {
            lines = lines.extend(Path::circle(cx, cy, r));
        }
        for column in 0..SECTORS {
            let a = l.column_edge_angle(column);
            let (x0, y0) = l.polar(inner, a);
            let (x1, y1) = l.polar(outer, a);
            lines = lines.move_to(x0, y0).line_to(x1, y1);
        }
        ops.push(DrawOp::stroke(lines, self.theme.line, line));
        ops.push(DrawOp::Path {
            path: Path::circle(cx, cy, inner - line / 2.0),
            fill: Some(self.theme.centre.into()),
            stroke: None,
        });
        // A thicker rim around the whole board.
        ops.push(DrawOp::stroke(
            Path::circle(cx, cy, outer + line),
            self.theme.line,
            line * 2.0,
        ));
        // An inlaid ring in the centre, for a finished look.
        ops.push(DrawOp::stroke(
            Path::circle(cx, cy, inner * 0.72),
            self.theme.dark.alpha(0.55),
            line.max(inner * 0.03),
        ));
    }

    fn draw_highlights(&self, ops: &mut Vec<DrawOp>) {
        let l = &self.layout;
        let view = &self.view;
        let theme = &self.theme;
        if let Some((from, to)) = view.last_move {
            ops.push(DrawOp::fill(l.cell_path(from), theme.last_move));
            ops.push(DrawOp::fill(l.cell_path(to), theme.last_move));
        }
        // Each army's own last move: a wash of its colour, its target cell outlined.
        for &(from, to, army) in &view.army_moves {
            let colour = view.army_colours[army.index() % 4];
            let width = (l.cell_size() * 0.06).max(1.5);
            ops.push(DrawOp::fill(l.cell_path(from), colour.alpha(0.22)));
            ops.push(DrawOp::fill(l.cell_path(to), colour.alpha(0.3)));
            ops.push(DrawOp::stroke(l.cell_path(to), colour.alpha(0.85), width));
        }
        if let Some(sq) = view.selected {
            ops.push(DrawOp::fill(l.cell_path(sq), theme.selected));
        }
        // A small target pressed once: it stands out as a dragged piece's target does.
        if let Some(sq) = self.armed {
            ops.push(DrawOp::fill(l.cell_path(sq), theme.hover));
            ops.push(DrawOp::stroke(
                l.cell_path_inset(sq, 1.0),
                theme.selected,
                (l.cell_size() * 0.06).max(2.0),
            ));
        }
        if let Some((_, at)) = self.drag() {
            if let Some(sq) = self.square_at(at.0, at.1) {
                if view.dests.has(sq) {
                    ops.push(DrawOp::fill(l.cell_path(sq), theme.hover));
                }
            }
        }
        let cell = l.cell_size();
        for sq in view.marked {
            let width = (cell * 0.035).max(1.0);
            ops.push(DrawOp::stroke(
                l.cell_path_inset(sq, cell * 0.07),
                theme.marked,
                width,
            ));
        }
        for sq in view.stars {
            let (x, y) = l.centre_of(sq);
            let r = l.inner_radius(sq) * 0.7;
            let mut path = Path::new().move_to(x + STAR[0].0 * r, y + STAR[0].1 * r);
            for &(dx, dy) in &STAR[1..] {
                path = path.line_to(x + dx * r, y + dy * r);
            }
            ops.push(DrawOp::fill(path.close(), theme.star));
        }
        for sq in view.movable {
            if view.piece_at(sq).is_some() {
                let (x, y) = l.centre_of(sq);
                ops.push(DrawOp::Glow {
                    x,
                    y,
                    radius: l.inner_radius(sq) * 1.45,
                    color: theme.movable,
                });
            }
        }
    }

    fn label_size(&self) -> f64 {
        (self.layout.band * 0.56).max(1.0)
    }

    fn draw_grid_coords(&self, ops: &mut Vec<DrawOp>) {
        let l = &self.layout;
        let board = l.board_rect();
        let size = self.label_size();
        let colour = Rgba::from(self.theme.label).fade(0.9);
        let (bottom, left) = l.edge_squares();
        let name = |sq: Square, file: bool| {
            let (rank, f) = Geometry::Grid.coords(sq);
            if file {
                char::from(b'a' + f as u8).to_string()
            } else {
                (rank + 1).to_string()
            }
        };
        let files_bottom = l.files_along_bottom();
        for sq in bottom {
            let (x, _) = l.centre_of(sq);
            ops.push(DrawOp::Text {
                text: name(sq, files_bottom),
                x,
                y: board.y + board.h + l.band / 2.0,
                size,
                color: colour,
            });
        }
        for sq in left {
            let (_, y) = l.centre_of(sq);
            ops.push(DrawOp::Text {
                text: name(sq, !files_bottom),
                x: board.x - l.band / 2.0,
                y,
                size,
                color: colour,
            });
        }
    }

    fn draw_circle_coords(&self, ops: &mut Vec<DrawOp>) {
        let l = &self.layout;
        let (outer, _) = l.radii();
        let size = self.label_size() * 0.95;
        let colour = Rgba::from(self.theme.label).fade(0.9);
        // Cell numbers around the outside, at each cell of ring a.
        // Ring a's cells are the first SECTORS squares.
        for (column, sq) in (0..SECTORS).zip(Square::all()) {
            let (x, y) = l.polar(outer + l.band * 0.5, l.sector_angle(sq));
            ops.push(DrawOp::Text {
                text: (column + 1).to_string(),
                x,
                y,
                size,
                color: colour,
            });
        }
        // Ring letters inside the rings, just above the spoke on the left (as ranks are
        // written on the left of a square board).
        let radii = l.ring_radii();
        let depth = l.cell_size();
        // `max` and `min`, not `clamp`: see `Layout::fit`.
        let letter = (depth * 0.3).max(1.0).min(size * 1.1);
        for ring in 0..4u8 {
            let r = (radii[ring as usize] + radii[ring as usize + 1]) / 2.0;
            let angle = PI + (letter * 0.75) / r;
            let (x, y) = l.polar(r, angle);
            let dark = l.square_at(x, y).is_some_and(circle_cell_is_dark);
            // Lines that read on both kinds of cell (the high-contrast board) write every
            // letter, whichever cell it overlaps.
            let line_reads = [self.theme.light, self.theme.dark]
                .iter()
                .all(|&cell| super::theme::contrast(self.theme.line, cell) >= 3.0);
            let ink = if line_reads {
                self.theme.line
            } else if dark {
                self.theme.light
            } else {
                self.theme.line
            };
            ops.push(DrawOp::Text {
                text: char::from(b'a' + ring).to_string(),
                x,
                y,
                size: letter,
                color: ink.alpha(0.95),
            });
        }
    }

    /// Where a piece stands and which way it faces.
    fn placement(&self, piece: Piece, (x, y): (f64, f64), alpha: f64) -> Placement {
        Placement {
            x,
            y,
            size: self.layout.piece_size(),
            angle: self.piece_angle(piece),
            alpha,
        }
    }

    /// Four-handed grid: each army faces its own side; otherwise upright.
    pub(super) fn piece_angle(&self, piece: Piece) -> f64 {
        if self.view.four_handed && self.view.geometry == Geometry::Grid {
            let quarter =
                (i16::from(piece.army().number() % 4) - i16::from(self.layout.turns)).rem_euclid(4);
            f64::from(quarter) * FRAC_PI_2
        } else {
            0.0
        }
    }

    /// Where the army colour of the piece on `sq` shows for sure, device pixels (as drawn at
    /// rest). For tests that read pixels.
    pub fn body_point(&self, sq: Square) -> Option<(f64, f64)> {
        let piece = self.view.piece_at(sq)?;
        let at = self.placement(piece, self.layout.centre_of(sq), 1.0);
        Some(pieces::body_point_at(self.emblem_of(piece), &at))
    }

    /// The figure a piece is drawn as: what its ruleset calls it.
    fn emblem_of(&self, piece: Piece) -> Emblem {
        self.view.emblems[piece.role() as usize]
    }

    fn colour_of(&self, piece: Piece) -> Rgb {
        self.view.army_colours[piece.army().index() % 4]
    }

    /// One piece, in the view's piece style.
    fn draw_figure(&self, ops: &mut Vec<DrawOp>, emblem: Emblem, fill: Rgb, at: &Placement) {
        pieces::draw_styled(ops, self.view.piece_style, emblem, fill, at);
    }

    fn draw_pieces(&self, ops: &mut Vec<DrawOp>, now: f64) {
        let l = &self.layout;
        let view = &self.view;
        let t = ease_out(self.animation.progress(now));
        let dragged = self.drag().map(|(sq, _)| sq);
        let mut sliding = Vec::new();
        for &(sq, piece) in &view.pieces {
            let mut alpha = if view.dimmed.has(sq) { DIMMED } else { 1.0 };
            if dragged == Some(sq) {
                alpha *= GHOST;
            } else if let Some(slide) = self.animation.slide_to(sq) {
                sliding.push((*slide, alpha));
                continue;
            } else if self.animation.appears_on(sq) {
                alpha *= t;
            }
            let at = self.placement(piece, l.centre_of(sq), alpha);
            self.draw_figure(ops, self.emblem_of(piece), self.colour_of(piece), &at);
        }
        for &(sq, piece) in &self.animation.fading {
            let at = self.placement(piece, l.centre_of(sq), 1.0 - t);
            self.draw_figure(ops, self.emblem_of(piece), self.colour_of(piece), &at);
        }
        for (slide, alpha) in sliding {
            let position = self.slide_position(&slide, now);
            let at = self.placement(slide.piece, position, alpha);
            self.draw_figure(
                ops,
                self.emblem_of(slide.piece),
                self.colour_of(slide.piece),
                &at,
            );
        }
    }

    /// The hint: an arrow from the piece to its target, over the pieces (lichess draws its
    /// arrows the same way), or a ring on the cell of a suggested placement.
    fn draw_hint(&self, ops: &mut Vec<DrawOp>) {
        if let Some((from, to)) = self.view.hint {
            self.draw_arrow(ops, from, to, self.theme.hint);
        }
    }

    /// An arrow from `from` to `to` in `colour`, over the pieces; from a cell to itself, a ring.
    pub(super) fn draw_arrow(&self, ops: &mut Vec<DrawOp>, from: Square, to: Square, colour: Rgba) {
        let l = &self.layout;
        let size = l.piece_size();
        let (x0, y0) = l.centre_of(from);
        let (x1, y1) = l.centre_of(to);
        let (dx, dy) = (x1 - x0, y1 - y0);
        let length = crate::math::hypot(dx, dy);
        if from == to || length < 1.0 {
            let width = (size * 0.09).max(2.0);
            ops.push(DrawOp::stroke(
                Path::circle(x0, y0, (l.inner_radius(from) - width).max(1.0)),
                colour,
                width,
            ));
            return;
        }
        // Unit vectors along and across the arrow; the shaft starts off the piece's centre
        // and the head's tip stops short of the target's, so both figures stay readable.
        let (ux, uy) = (dx / length, dy / length);
        let (nx, ny) = (-uy, ux);
        let shaft = (size * 0.07).max(1.5);
        let head_width = shaft * 3.2;
        let head_length = (size * 0.32).min(length * 0.5);
        let start = (size * 0.15).min(length * 0.25);
        let tip = length - (size * 0.12).min(length * 0.2);
        let neck = (tip - head_length).max(start);
        let at = |along: f64, across: f64| {
            (x0 + ux * along + nx * across, y0 + uy * along + ny * across)
        };
        let points = [
            at(start, shaft),
            at(neck, shaft),
            at(neck, head_width),
            at(tip, 0.0),
            at(neck, -head_width),
            at(neck, -shaft),
            at(start, -shaft),
        ];
        let mut path = Path::new().move_to(points[0].0, points[0].1);
        for &(x, y) in &points[1..] {
            path = path.line_to(x, y);
        }
        ops.push(DrawOp::fill(path.close(), colour));
    }

    fn draw_dests(&self, ops: &mut Vec<DrawOp>) {
        let l = &self.layout;
        let size = l.piece_size();
        for sq in self.view.dests {
            let (x, y) = l.centre_of(sq);
            let occupied = self.view.piece_at(sq).is_some() && self.drag().map(|d| d.0) != Some(sq);
            if occupied {
                let width = (size * 0.085).max(1.5);
                ops.push(DrawOp::stroke(
                    Path::circle(x, y, (l.inner_radius(sq) - width / 2.0).max(1.0)),
                    self.theme.dest,
                    width,
                ));
            } else {
                ops.push(DrawOp::fill(
                    Path::circle(x, y, size * 0.16),
                    self.theme.dest,
                ));
            }
        }
    }

    fn draw_dragged(&self, ops: &mut Vec<DrawOp>) {
        let Some((sq, (x, y))) = self.drag() else {
            return;
        };
        let Some(piece) = self.view.piece_at(sq) else {
            return;
        };
        let (x, y) = (x * self.scale, y * self.scale);
        let size = self.layout.piece_size() * LIFTED;
        ops.push(DrawOp::Glow {
            x,
            y: y + size * 0.12,
            radius: size * 0.6,
            color: Rgba(0, 0, 0, 90),
        });
        let alpha = if self.view.dimmed.has(sq) {
            DIMMED
        } else {
            1.0
        };
        let at = Placement {
            size,
            ..self.placement(piece, (x, y), alpha)
        };
        self.draw_figure(ops, self.emblem_of(piece), self.colour_of(piece), &at);
    }
}

/// The circle's cells alternate light and dark around each ring and from ring to ring; cell a1
/// is light.
pub(super) fn circle_cell_is_dark(sq: Square) -> bool {
    let (ring, column) = Geometry::Circle.coords(sq);
    (ring + column) % 2 == 1
}

/// A rectangle traced the other way round (to cut a hole with the non-zero rule).
fn reverse_rect(r: Rect) -> Path {
    Path::new()
        .move_to(r.x, r.y)
        .line_to(r.x, r.y + r.h)
        .line_to(r.x + r.w, r.y + r.h)
        .line_to(r.x + r.w, r.y)
        .close()
}

/// A five-pointed star's corners around its centre, for a radius of 1 (points up; the inner
/// corners at 0.45), computed once so that the page does no trigonometry for it.
const STAR: [(f64, f64); 10] = [
    (0.0, -1.0),
    (0.2645, -0.3641),
    (0.9511, -0.309),
    (0.428, 0.1391),
    (0.5878, 0.809),
    (0.0, 0.45),
    (-0.5878, 0.809),
    (-0.428, 0.1391),
    (-0.9511, -0.309),
    (-0.2645, -0.3641),
];
