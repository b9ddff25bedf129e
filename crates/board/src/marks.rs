//! Arrows and circles of one's own, as on lichess: the right mouse button dragged from a cell
//! to another draws an arrow, pressed and released on one cell a circle; drawing the same again
//! takes it away; a left click (any press of the main button, a finger's tap) clears them all.
//! On a touch screen a long press on a cell stands for the right button's click: a circle.
//! They are the board's own (not the game's): the game board's and the review's alike.

use ashtapada_rules::Square;

use super::Board;
use crate::scene::{DrawOp, Path, Rgba};

/// A long press, on a touch screen, that stands for a right click (milliseconds).
pub const LONG_PRESS_MS: f64 = 500.0;

/// Lichess's green, a little see-through: the pieces show under the marks.
const MARK: Rgba = Rgba(21, 120, 27, 204);

/// A premove's cells: lichess's premove tint, a dusty blue.
const PREMOVE: Rgba = Rgba(20, 30, 85, 77);

/// A mark of one's own.
#[derive(Debug, Clone, Copy, PartialEq, Eq)]
pub enum Mark {
    /// An arrow from a cell to another.
    Arrow(Square, Square),
    /// A circle on a cell.
    Circle(Square),
}

impl Board {
    /// The piece being dragged, if any (a long press that moved is a drag, not a mark).
    pub fn dragged(&self) -> Option<Square> {
        self.drag().map(|(sq, _)| sq)
    }

    /// The marks drawn, oldest first.
    pub fn marks(&self) -> &[Mark] {
        &self.marks
    }

    /// The right button went down at (`x`, `y`), CSS pixels: a mark starts there.
    pub fn secondary_down(&mut self, x: f64, y: f64) {
        self.marking = self.square_at(x, y);
    }

    /// The right button went up at (`x`, `y`): a circle where it went down, or an arrow from
    /// there to here; the same mark again takes it away.
    pub fn secondary_up(&mut self, x: f64, y: f64) {
        let (Some(from), Some(to)) = (self.marking.take(), self.square_at(x, y)) else {
            return;
        };
        let mark = if from == to {
            Mark::Circle(from)
        } else {
            Mark::Arrow(from, to)
        };
        self.toggle(mark);
    }

    /// A long press on a touch screen at (`x`, `y`), without a drag: a circle there (or none).
    pub fn long_press(&mut self, x: f64, y: f64) {
        if let Some(sq) = self.square_at(x, y) {
            self.toggle(Mark::Circle(sq));
        }
    }

    fn toggle(&mut self, mark: Mark) {
        match self.marks.iter().position(|m| *m == mark) {
            Some(at) => {
                self.marks.remove(at);
            }
            None => self.marks.push(mark),
        }
        self.dirty = true;
    }

    /// Clears the marks (a left click).
    pub(super) fn clear_marks(&mut self) {
        if !self.marks.is_empty() {
            self.marks.clear();
            self.dirty = true;
        }
    }

    /// The marks, over the pieces; and a premove's cells, tinted.
    pub(super) fn draw_marks(&self, ops: &mut Vec<DrawOp>) {
        let l = &self.layout;
        if let Some((from, to)) = self.view.premove {
            for sq in [from, to] {
                ops.push(DrawOp::fill(l.cell_path(sq), PREMOVE));
            }
        }
        for mark in &self.marks {
            match *mark {
                Mark::Arrow(from, to) => self.draw_arrow(ops, from, to, MARK),
                Mark::Circle(sq) => {
                    let (x, y) = l.centre_of(sq);
                    let width = (l.piece_size() * 0.08).max(2.0);
                    let radius = (l.inner_radius(sq) - width / 2.0).max(1.0);
                    ops.push(DrawOp::stroke(Path::circle(x, y, radius), MARK, width));
                }
            }
        }
    }
}
