//! What to draw, as plain data: a display list.
//!
//! The board computes a list of [`DrawOp`]s from its state, and the page (`ashtapada-web`) paints them
//! on a canvas, in order. Keeping the list free of browser types lets the drawing logic be
//! tested natively. Every coordinate is in canvas (device) pixels, `y` pointing down; angles are
//! in radians, clockwise on screen from the positive `x` axis, as the canvas API has them.

use std::fmt;

/// An opaque colour.
#[derive(Debug, Clone, Copy, PartialEq, Eq, Hash)]
pub struct Rgb(pub u8, pub u8, pub u8);

impl Rgb {
    /// Parses a CSS hex colour, `#rrggbb` (the `#` is optional; `#rgb` is accepted too), as the
    /// rulesets write their armies' colours.
    ///
    /// ```
    /// use ashtapada_board::scene::Rgb;
    /// assert_eq!(Rgb::parse_hex("#c62828"), Some(Rgb(0xc6, 0x28, 0x28)));
    /// assert_eq!(Rgb::parse_hex("f00"), Some(Rgb(255, 0, 0)));
    /// assert_eq!(Rgb::parse_hex("red"), None);
    /// ```
    pub fn parse_hex(text: &str) -> Option<Rgb> {
        let hex = text.trim().strip_prefix('#').unwrap_or(text.trim());
        if !hex.bytes().all(|b| b.is_ascii_hexdigit()) {
            return None;
        }
        let digit = |i: usize| u8::from_str_radix(&hex[i..i + 1], 16).ok();
        let pair = |i: usize| u8::from_str_radix(&hex[i..i + 2], 16).ok();
        match hex.len() {
            6 => Some(Rgb(pair(0)?, pair(2)?, pair(4)?)),
            3 => Some(Rgb(digit(0)? * 17, digit(1)? * 17, digit(2)? * 17)),
            _ => None,
        }
    }

    /// The same colour with an opacity, `alpha` from 0.0 (invisible) to 1.0 (opaque).
    pub fn alpha(self, alpha: f64) -> Rgba {
        Rgba(
            self.0,
            self.1,
            self.2,
            (alpha.clamp(0.0, 1.0) * 255.0).round() as u8,
        )
    }

    /// Relative luminance (WCAG), 0.0 for black to 1.0 for white.
    pub fn luminance(self) -> f64 {
        let channel = |c: u8| {
            let c = f64::from(c) / 255.0;
            if c <= 0.03928 {
                c / 12.92
            } else {
                crate::math::powf((c + 0.055) / 1.055, 2.4)
            }
        };
        0.2126 * channel(self.0) + 0.7152 * channel(self.1) + 0.0722 * channel(self.2)
    }

    /// This colour mixed with `other`: `t` = 0.0 gives `self`, 1.0 gives `other`.
    pub fn mix(self, other: Rgb, t: f64) -> Rgb {
        let t = t.clamp(0.0, 1.0);
        let lerp = |a: u8, b: u8| (f64::from(a) + (f64::from(b) - f64::from(a)) * t).round() as u8;
        Rgb(
            lerp(self.0, other.0),
            lerp(self.1, other.1),
            lerp(self.2, other.2),
        )
    }
}

impl fmt::Display for Rgb {
    /// Formats the colour as CSS (`#rrggbb`).
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        write!(f, "#{:02x}{:02x}{:02x}", self.0, self.1, self.2)
    }
}

/// A colour with opacity: red, green, blue, alpha (255 = opaque).
#[derive(Debug, Clone, Copy, PartialEq, Eq, Hash)]
pub struct Rgba(pub u8, pub u8, pub u8, pub u8);

impl Rgba {
    /// The colour without its opacity.
    pub fn rgb(self) -> Rgb {
        Rgb(self.0, self.1, self.2)
    }

    /// The opacity, 0.0 to 1.0.
    pub fn opacity(self) -> f64 {
        f64::from(self.3) / 255.0
    }

    /// The same colour, its opacity multiplied by `factor` (0.0 to 1.0): fading, dimming.
    pub fn fade(self, factor: f64) -> Rgba {
        let a = (f64::from(self.3) * factor.clamp(0.0, 1.0)).round() as u8;
        Rgba(self.0, self.1, self.2, a)
    }
}

impl From<Rgb> for Rgba {
    fn from(c: Rgb) -> Rgba {
        Rgba(c.0, c.1, c.2, 255)
    }
}

impl fmt::Display for Rgba {
    /// Formats the colour as CSS: `#rrggbb` when opaque, else `#rrggbbaa`.
    ///
    /// Hex rather than `rgba(…, 0.5)`: formatting a float would pull Rust's float printing
    /// (some 15 KB) into the page's wasm for this one use.
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        self.rgb().fmt(f)?;
        if self.3 != 255 {
            write!(f, "{:02x}", self.3)?;
        }
        Ok(())
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

    /// The rectangle shrunk by `by` on every side.
    pub fn inset(&self, by: f64) -> Rect {
        Rect {
            x: self.x + by,
            y: self.y + by,
            w: (self.w - 2.0 * by).max(0.0),
            h: (self.h - 2.0 * by).max(0.0),
        }
    }
}

/// One step of a [`Path`], in canvas pixels.
#[derive(Debug, Clone, Copy, PartialEq)]
pub enum Segment {
    /// Starts a new sub-path at a point.
    MoveTo(f64, f64),
    /// A straight line to a point.
    LineTo(f64, f64),
    /// A quadratic Bézier curve: control point, end point.
    QuadTo(f64, f64, f64, f64),
    /// A cubic Bézier curve: two control points, end point.
    CubicTo(f64, f64, f64, f64, f64, f64),
    /// A circular arc (joined to the current point by a straight line, as on a canvas).
    Arc {
        /// Centre, x.
        cx: f64,
        /// Centre, y.
        cy: f64,
        /// Radius.
        r: f64,
        /// Start angle.
        start: f64,
        /// End angle.
        end: f64,
        /// Whether the arc runs anticlockwise on screen.
        anticlockwise: bool,
    },
    /// Closes the current sub-path.
    Close,
}

/// A shape: a list of sub-paths, filled with the non-zero rule.
#[derive(Debug, Clone, PartialEq, Default)]
pub struct Path(pub Vec<Segment>);

impl Path {
    /// An empty path.
    pub fn new() -> Path {
        Path(Vec::new())
    }

    /// Starts a sub-path.
    pub fn move_to(mut self, x: f64, y: f64) -> Path {
        self.0.push(Segment::MoveTo(x, y));
        self
    }

    /// Adds a straight line.
    pub fn line_to(mut self, x: f64, y: f64) -> Path {
        self.0.push(Segment::LineTo(x, y));
        self
    }

    /// Adds an arc (see [`Segment::Arc`]).
    pub fn arc(
        mut self,
        cx: f64,
        cy: f64,
        r: f64,
        start: f64,
        end: f64,
        anticlockwise: bool,
    ) -> Path {
        self.0.push(Segment::Arc {
            cx,
            cy,
            r,
            start,
            end,
            anticlockwise,
        });
        self
    }

    /// Closes the current sub-path.
    pub fn close(mut self) -> Path {
        self.0.push(Segment::Close);
        self
    }

    /// A full circle.
    pub fn circle(cx: f64, cy: f64, r: f64) -> Path {
        Path::new()
            .move_to(cx + r, cy)
            .arc(cx, cy, r, 0.0, std::f64::consts::TAU, false)
            .close()
    }

    /// A rectangle.
    pub fn rect(rect: Rect) -> Path {
        Path::new()
            .move_to(rect.x, rect.y)
            .line_to(rect.x + rect.w, rect.y)
            .line_to(rect.x + rect.w, rect.y + rect.h)
            .line_to(rect.x, rect.y + rect.h)
            .close()
    }

    /// A ring sector between radii `inner` and `outer` and angles `start` to `end` (clockwise
    /// on screen), around (`cx`, `cy`): one cell of the circular board.
    pub fn annular_sector(cx: f64, cy: f64, inner: f64, outer: f64, start: f64, end: f64) -> Path {
        Path::new()
            .move_to(
                cx + outer * crate::math::cos(start),
                cy + outer * crate::math::sin(start),
            )
            .arc(cx, cy, outer, start, end, false)
            .line_to(
                cx + inner * crate::math::cos(end),
                cy + inner * crate::math::sin(end),
            )
            .arc(cx, cy, inner, end, start, true)
            .close()
    }

    /// Appends the sub-paths of `other`.
    pub fn extend(mut self, other: Path) -> Path {
        self.0.extend(other.0);
        self
    }

    /// Whether the path draws nothing.
    pub fn is_empty(&self) -> bool {
        self.0.is_empty()
    }
}

/// How to draw the outline of a [`Path`]: round joins and caps.
#[derive(Debug, Clone, Copy, PartialEq)]
pub struct Stroke {
    /// Line colour.
    pub color: Rgba,
    /// Line width in canvas pixels.
    pub width: f64,
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
        color: Rgba,
    },
    /// Fills and/or outlines a path (fill first, then the outline over it).
    Path {
        /// The shape.
        path: Path,
        /// Fill colour, if filled.
        fill: Option<Rgba>,
        /// Outline, if outlined.
        stroke: Option<Stroke>,
    },
    /// A soft disc: a radial gradient from `color` at the centre to transparent at `radius`.
    Glow {
        /// Centre, x.
        x: f64,
        /// Centre, y.
        y: f64,
        /// Where the glow has faded out.
        radius: f64,
        /// Colour at the centre.
        color: Rgba,
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
        color: Rgba,
    },
}

impl DrawOp {
    /// A filled path without outline.
    pub fn fill(path: Path, color: impl Into<Rgba>) -> DrawOp {
        DrawOp::Path {
            path,
            fill: Some(color.into()),
            stroke: None,
        }
    }

    /// An outlined path without fill.
    pub fn stroke(path: Path, color: impl Into<Rgba>, width: f64) -> DrawOp {
        DrawOp::Path {
            path,
            fill: None,
            stroke: Some(Stroke {
                color: color.into(),
                width,
            }),
        }
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn rgb_formats_as_css_hex() {
        assert_eq!(Rgb(0, 15, 255).to_string(), "#000fff");
    }

    #[test]
    fn rgba_formats_as_css() {
        assert_eq!(Rgba(1, 2, 3, 255).to_string(), "#010203");
        assert_eq!(Rgba(1, 2, 3, 0).to_string(), "#01020300");
        assert_eq!(Rgb(10, 20, 30).alpha(0.5).to_string(), "#0a141e80");
        assert_eq!(Rgba(0, 0, 0, 200).fade(0.5).3, 100);
    }

    #[test]
    fn hex_colours_parse() {
        assert_eq!(Rgb::parse_hex("#263238"), Some(Rgb(0x26, 0x32, 0x38)));
        assert_eq!(Rgb::parse_hex(" #F5F0E1 "), Some(Rgb(0xf5, 0xf0, 0xe1)));
        assert_eq!(Rgb::parse_hex("#12345"), None);
        assert_eq!(Rgb::parse_hex("#12345g"), None);
        assert_eq!(Rgb::parse_hex("#ééé"), None);
        assert_eq!(Rgb::parse_hex(""), None);
    }

    #[test]
    fn luminance_orders_dark_and_light() {
        assert!(Rgb(0, 0, 0).luminance() < 0.001);
        assert!(Rgb(255, 255, 255).luminance() > 0.999);
        assert!(Rgb(0x26, 0x32, 0x38).luminance() < Rgb(0xf9, 0xa8, 0x25).luminance());
        assert_eq!(Rgb(0, 0, 0).mix(Rgb(200, 100, 50), 0.5), Rgb(100, 50, 25));
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
        assert_eq!(r.inset(1.0).w, 3.0);
    }

    #[test]
    fn paths_build_in_order() {
        let p = Path::circle(0.0, 0.0, 1.0);
        assert_eq!(p.0.len(), 3);
        assert!(matches!(p.0[0], Segment::MoveTo(..)));
        let s = Path::annular_sector(0.0, 0.0, 1.0, 2.0, 0.0, 1.0);
        assert_eq!(s.0.len(), 5);
        assert!(!s.is_empty());
    }
}
