//! What to draw, as plain data.
//!
//! The UI computes a list of [`DrawOp`]s from its state, and [`crate::platform`] paints them on a
//! canvas. Keeping the list free of browser types lets the drawing logic be tested natively.

use std::fmt;

/// An opaque colour.
#[derive(Debug, Clone, Copy, PartialEq, Eq)]
pub struct Rgb(pub u8, pub u8, pub u8);

impl fmt::Display for Rgb {
    /// Formats the colour as CSS (`#rrggbb`).
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        write!(f, "#{:02x}{:02x}{:02x}", self.0, self.1, self.2)
    }
}

/// An axis-aligned rectangle in canvas (device) pixels.
#[derive(Debug, Clone, Copy, PartialEq)]
pub struct Rect {
    /// Left edge.
    pub x: f64,
    /// Top edge.
    pub y: f64,
    /// Width.
    pub w: f64,
    /// Height.
    pub h: f64,
}

impl Rect {
    /// The centre of the rectangle.
    pub fn center(&self) -> (f64, f64) {
        (self.x + self.w / 2.0, self.y + self.h / 2.0)
    }

    /// Whether the point lies inside (left and top edges included, right and bottom excluded).
    pub fn contains(&self, x: f64, y: f64) -> bool {
        x >= self.x && x < self.x + self.w && y >= self.y && y < self.y + self.h
    }
}

/// One drawing instruction, in canvas (device) pixels.
#[derive(Debug, Clone, PartialEq)]
pub enum DrawOp {
    /// Paints the whole canvas.
    Clear {
        /// Background colour.
        color: Rgb,
    },
    /// Fills a rectangle.
    FillRect {
        /// Where.
        rect: Rect,
        /// Fill colour.
        color: Rgb,
    },
    /// Writes a short text centred on a point.
    Text {
        /// The text.
        text: String,
        /// Horizontal centre.
        x: f64,
        /// Vertical centre.
        y: f64,
        /// Font size in canvas pixels.
        size: f64,
        /// Text colour.
        color: Rgb,
    },
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn rgb_formats_as_css_hex() {
        assert_eq!(Rgb(0, 15, 255).to_string(), "#000fff");
    }

    #[test]
    fn rect_contains_its_top_left_but_not_its_bottom_right() {
        let r = Rect {
            x: 10.0,
            y: 20.0,
            w: 5.0,
            h: 5.0,
        };
        assert!(r.contains(10.0, 20.0));
        assert!(!r.contains(15.0, 25.0));
        assert_eq!(r.center(), (12.5, 22.5));
    }
}
