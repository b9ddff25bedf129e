//! Clicks and drags: the pointer state machine.
//!
//! * Click-click: pressing a piece selects it ([`Intent::Select`]); pressing a target of the
//!   selection moves there ([`Intent::Move`]); pressing the selected piece again and releasing
//!   without dragging deselects it; pressing any other cell is a miss ([`Intent::Miss`]: the
//!   app re-selects one's own piece there, or says why the selected piece cannot go there);
//!   pressing outside the board deselects ([`Intent::Deselect`]). An empty cell pressed with
//!   nothing selected is reported as [`Intent::Press`].
//! * Small targets: a target smaller than [`MIN_TARGET_CSS`] both ways (the circle's inner
//!   rings on a phone) is marked by a first press ([`Intent::Aim`]) and played by a second;
//!   a press anywhere else forgets the mark.
//! * Drag: pressing a piece and moving more than [`DRAG_THRESHOLD`] CSS pixels lifts it; it
//!   follows the pointer and is dropped on release: on another cell, [`Intent::Move`] (any cell:
//!   the app checks); back on its own cell, it counts as a click; off the board, deselect.
//!
//! Moves are reported at press time for click-click, at release for drags, as chessground does.
//!
//! * Touch ([`Board::touch_down`], [`Board::touch_up`]): the same, except that a press which
//!   only tells the person something (an empty cell, a cell the selected piece cannot reach) is
//!   reported when the finger lifts, and not at all after a long press, which draws a circle
//!   there (the touch screen's right click): marking a cell is not a question about it.

use ashtapada_rules::Square;

use super::{Board, Intent, DRAG_THRESHOLD, MIN_TARGET_CSS};

/// A pointer held down on a piece.
#[derive(Debug, Clone, Copy, PartialEq)]
pub(super) struct Press {
    /// The pressed piece's cell.
    pub origin: Square,
    /// Where the press began, CSS pixels.
    pub start: (f64, f64),
    /// Where the pointer is now, CSS pixels.
    pub at: (f64, f64),
    /// Whether the piece was already selected when pressed (a click on it deselects).
    pub was_selected: bool,
    /// Whether the pointer went far enough to drag the piece.
    pub dragging: bool,
}

impl Board {
    /// A pointer went down at (`x`, `y`), CSS pixels relative to the canvas.
    pub fn pointer_down(&mut self, x: f64, y: f64) -> Option<Intent> {
        self.press = None;
        self.dirty = true;
        // A left click clears one's own arrows and circles.
        self.clear_marks();
        let target = self.square_at(x, y);
        let selected = self.view.selected;
        let press = |origin, was_selected| Press {
            origin,
            start: (x, y),
            at: (x, y),
            was_selected,
            dragging: false,
        };
        let armed = self.armed.take();
        match (target, selected) {
            (None, Some(_)) => Some(Intent::Deselect),
            (None, None) => None,
            (Some(sq), Some(from)) if sq == from => {
                if self.view.piece_at(sq).is_some() {
                    self.press = Some(press(sq, true));
                    None
                } else {
                    Some(Intent::Deselect)
                }
            }
            (Some(sq), Some(from)) if self.view.dests.has(sq) => {
                if armed != Some(sq) && self.is_small_target(sq) {
                    self.armed = Some(sq);
                    return Some(Intent::Aim { from, to: sq });
                }
                Some(Intent::Move { from, to: sq })
            }
            (Some(sq), Some(from)) => {
                // A piece there may be the player's to select, and drag at once.
                if self.view.piece_at(sq).is_some() {
                    self.press = Some(press(sq, false));
                }
                Some(Intent::Miss { from, to: sq })
            }
            (Some(sq), None) if self.view.piece_at(sq).is_some() => {
                self.press = Some(press(sq, false));
                Some(Intent::Select(sq))
            }
            (Some(sq), None) => Some(Intent::Press(sq)),
        }
    }

    /// Whether a target on `sq` is too small to hit surely with a finger: a circle cell under
    /// [`MIN_TARGET_CSS`] both along its radius and along its arc. (The grid's squares are one
    /// press: see [`MIN_TARGET_CSS`].)
    pub fn is_small_target(&self, sq: Square) -> bool {
        if self.view.geometry != ashtapada_rules::Geometry::Circle {
            return false;
        }
        let (depth, width) = self.layout.cell_extent(sq);
        depth.max(width) / self.scale < MIN_TARGET_CSS
    }

    /// The target marked by a first press, waiting for the second ([`Intent::Aim`]).
    pub fn armed(&self) -> Option<Square> {
        self.armed
    }

    /// The pointer moved to (`x`, `y`): a pressed piece is dragged once it has moved far enough.
    pub fn pointer_move(&mut self, x: f64, y: f64) {
        let Some(press) = self.press.as_mut() else {
            return;
        };
        press.at = (x, y);
        if !press.dragging {
            let (dx, dy) = (x - press.start.0, y - press.start.1);
            if crate::math::hypot(dx, dy) >= DRAG_THRESHOLD {
                press.dragging = true;
            }
        }
        if press.dragging {
            self.dirty = true;
        }
    }

    /// The pointer went up at (`x`, `y`): ends a drag (a drop) or a click.
    pub fn pointer_up(&mut self, x: f64, y: f64) -> Option<Intent> {
        let press = self.press.take()?;
        self.dirty = true;
        let target = self.square_at(x, y);
        if press.dragging {
            match target {
                Some(to) if to != press.origin => {
                    self.dropped = Some((press.origin, to));
                    return Some(Intent::Move {
                        from: press.origin,
                        to,
                    });
                }
                None => return Some(Intent::Deselect),
                Some(_) => {}
            }
        }
        // A click (or a drag back home): a second click on the selected piece lets it go.
        press.was_selected.then_some(Intent::Deselect)
    }

    /// A finger (or pen) went down at (`x`, `y`): as [`Board::pointer_down`], but a press that
    /// would only tell the person something is held until [`Board::touch_up`].
    pub fn touch_down(&mut self, x: f64, y: f64) -> Option<Intent> {
        self.held = None;
        match self.pointer_down(x, y) {
            // A piece pressed may be selected and dragged at once: not held.
            Some(intent @ (Intent::Press(_) | Intent::Miss { .. })) if self.press.is_none() => {
                self.held = Some(intent);
                None
            }
            intent => intent,
        }
    }

    /// The finger lifted at (`x`, `y`) after `held_ms` milliseconds: held still for
    /// [`marks::LONG_PRESS_MS`](super::marks::LONG_PRESS_MS) or more, it circles the cell and
    /// drops the held press; otherwise as [`Board::pointer_up`], then the held press.
    pub fn touch_up(&mut self, x: f64, y: f64, held_ms: f64) -> Option<Intent> {
        let held = self.held.take();
        let long = held_ms >= super::marks::LONG_PRESS_MS && self.dragged().is_none();
        if long {
            self.long_press(x, y);
        }
        let up = self.pointer_up(x, y);
        if long {
            up
        } else {
            up.or(held)
        }
    }

    /// The pointer was lost (the browser cancelled it, the window lost focus): a drag is
    /// abandoned and the piece goes back.
    pub fn pointer_cancel(&mut self) {
        self.held = None;
        if self.press.take().is_some() {
            self.dirty = true;
        }
    }

    /// While dragging: the dragged piece's cell and the pointer, CSS pixels.
    pub(super) fn drag(&self) -> Option<(Square, (f64, f64))> {
        self.press
            .as_ref()
            .filter(|p| p.dragging)
            .map(|p| (p.origin, p.at))
    }
}
