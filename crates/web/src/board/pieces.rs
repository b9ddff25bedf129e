//! The pieces' figures: vector silhouettes, one shape per [`Role`], filled with the army's
//! colour and outlined in a colour that reads against it.
//!
//! Each figure is designed in a 100 × 100 box (y down, standing on its base at y ≈ 90) as a list
//! of parts drawn back to front, written in a small SVG-like path language: `M x y`, `L x y`,
//! `Q cx cy x y`, `C c1x c1y c2x c2y x y`, `Z`, plus `O cx cy r` (a circle) and
//! `E cx cy rx ry` (an ellipse). Only absolute commands. Drawing a part applies a uniform scale,
//! a rotation and a translation, so a figure can face any side of the board.
//!
//! | role | figure |
//! |---|---|
//! | King | crown of two lobes under a cross |
//! | Rook | tower with battlements |
//! | Knight | horse's head |
//! | Alfil | elephant's head (ears, trunk, tusks) |
//! | Ferz | cut gem on a cup |
//! | Bishop | mitre with a slit and a ball |
//! | Queen | crown of five points with balls |
//! | Pawn | round head, collar, bell body |

use std::sync::OnceLock;

use ashtapada_rules::Role;

use crate::scene::{DrawOp, Path, Rgb, Rgba, Segment, Stroke};

/// How a part of a figure is painted.
#[derive(Debug, Clone, Copy, PartialEq, Eq)]
enum Paint {
    /// The army colour, outlined.
    Body,
    /// A shade of the army colour (bands, collars), outlined.
    Shade,
    /// A light tint of the army colour (gems, tusks), outlined.
    Light,
    /// Outline colour, filled, not outlined (eyes, nostrils).
    Ink,
    /// Outline colour, a thin line, not filled (slits, doors, facets).
    Line,
}

use Paint::{Body, Ink, Light, Line, Shade};

/// The plate every figure (but the pawn) stands on.
const PLATE: &str = "M 20 91 L 80 91 C 81 85 78 80 72 80 L 28 80 C 22 80 19 85 20 91 Z";

const PAWN: &[(Paint, &str)] = &[
    (
        Body,
        "M 24 91 L 76 91 C 77 84 72 79 64 79 L 36 79 C 28 79 23 84 24 91 Z",
    ),
    (
        Body,
        "M 32 80 C 34 67 40 57 42 47 L 58 47 C 60 57 66 67 68 80 Z",
    ),
    (Body, "E 50 45 16 5.5"),
    (Body, "O 50 29 13.5"),
];

const ROOK: &[(Paint, &str)] = &[
    (Body, PLATE),
    (Body, "M 29 80 L 32 45 L 68 45 L 71 80 Z"),
    (Line, "M 44 80 L 44 69 C 44 61 56 61 56 69 L 56 80"),
    (Shade, "M 26 47 L 74 47 L 74 39 L 26 39 Z"),
    (
        Body,
        "M 23 40 L 23 14 L 35 14 L 35 23 L 44 23 L 44 14 L 56 14 L 56 23 L 65 23 L 65 14 \
         L 77 14 L 77 40 Z",
    ),
];

const KNIGHT: &[(Paint, &str)] = &[
    (Body, PLATE),
    (
        Body,
        "M 27 81 C 27 68 36 58 47 50 C 40 54 32 60 25 63 C 18 66 11 61 14 55 \
         C 17 45 25 33 33 24 L 38 8 L 47 19 C 67 21 82 42 79 81 Z",
    ),
    (Line, "M 51 24 C 63 30 71 44 72 62"),
    (Ink, "O 33 33 3.2"),
    (Ink, "O 19 57 2.2"),
];

const KING: &[(Paint, &str)] = &[
    (Body, PLATE),
    (
        Body,
        "M 46.5 9 L 53.5 9 L 53.5 16 L 60 16 L 60 23 L 53.5 23 L 53.5 56 L 46.5 56 L 46.5 23 \
         L 40 23 L 40 16 L 46.5 16 Z",
    ),
    (
        Body,
        "M 27 69 C 13 57 14 34 33 36 C 42 37 48 45 50 52 C 52 45 58 37 67 36 \
         C 86 34 87 57 73 69 Z",
    ),
    (Shade, "M 25 81 L 75 81 L 73 68 L 27 68 Z"),
];

const QUEEN: &[(Paint, &str)] = &[
    (Body, PLATE),
    (Body, "O 13 32 5"),
    (Body, "O 32 23 5"),
    (Body, "O 50 15 5.5"),
    (Body, "O 68 23 5"),
    (Body, "O 87 32 5"),
    (
        Body,
        "M 27 69 L 14 36 L 33 53 L 33 27 L 44 50 L 50 20 L 56 50 L 67 27 L 67 53 L 86 36 \
         L 73 69 Z",
    ),
    (Shade, "M 25 81 L 75 81 L 73 68 L 27 68 Z"),
];

const FERZ: &[(Paint, &str)] = &[
    (Body, PLATE),
    (
        Body,
        "M 31 81 C 35 71 43 67 45 58 L 55 58 C 57 67 65 71 69 81 Z",
    ),
    (Light, "M 50 12 L 71 36 L 50 63 L 29 36 Z"),
    (
        Line,
        "M 29 36 L 71 36 M 40 36 L 50 12 L 60 36 M 40 36 L 50 63 L 60 36",
    ),
];

const BISHOP: &[(Paint, &str)] = &[
    (Body, PLATE),
    (Body, "O 50 14 6"),
    (
        Body,
        "M 50 18 C 65 28 74 45 65 69 L 35 69 C 26 45 35 28 50 18 Z",
    ),
    (Line, "M 59 33 L 47 49"),
    (Shade, "M 30 81 L 70 81 L 66 68 L 34 68 Z"),
];

const ALFIL: &[(Paint, &str)] = &[
    (Body, PLATE),
    (Body, "M 39 25 C 23 12 5 21 8 42 C 10 58 27 64 39 55 Z"),
    (Body, "M 61 25 C 77 12 95 21 92 42 C 90 58 73 64 61 55 Z"),
    (
        Body,
        "M 50 11 C 62 11 69 21 68 33 C 67 44 60 50 57 56 L 56 69 C 56 75 61 77 66 73 \
         L 70 78 C 62 87 47 83 46 71 L 43 56 C 40 50 33 44 32 33 C 31 21 38 11 50 11 Z",
    ),
    (Light, "M 44 53 C 37 56 32 63 31 71 C 36 67 41 63 46 61 Z"),
    (Light, "M 56 53 C 63 56 68 63 69 71 C 64 67 59 63 54 61 Z"),
    (Ink, "O 41.5 33 2.8"),
    (Ink, "O 58.5 33 2.8"),
];

/// A point well inside each figure's main body, in the 100-unit box: where the army colour
/// shows for sure (tests read pixels there).
fn body_point(role: Role) -> (f64, f64) {
    match role {
        Role::Pawn => (50.0, 65.0),
        Role::Rook | Role::Bishop => (50.0, 56.0),
        Role::Knight => (62.0, 60.0),
        Role::King | Role::Queen => (50.0, 60.0),
        Role::Ferz => (50.0, 72.0),
        Role::Alfil => (50.0, 24.0),
    }
}

/// Where the army colour of a `role` figure drawn `at` shows for sure, canvas pixels (a point
/// well inside its body, away from outlines and details).
pub fn body_point_at(role: Role, at: &Placement) -> (f64, f64) {
    let (u, v) = body_point(role);
    Transform::new(at).point(u, v)
}

/// The parts of a role's figure.
fn figure_source(role: Role) -> &'static [(Paint, &'static str)] {
    match role {
        Role::King => KING,
        Role::Rook => ROOK,
        Role::Knight => KNIGHT,
        Role::Alfil => ALFIL,
        Role::Ferz => FERZ,
        Role::Bishop => BISHOP,
        Role::Queen => QUEEN,
        Role::Pawn => PAWN,
    }
}

/// A parsed part: segments in the 100-unit box.
#[derive(Debug, Clone)]
struct Part {
    paint: Paint,
    segments: Vec<Segment>,
}

/// A number of the figure language: an optional minus sign, digits, and optional decimals.
///
/// Parsed by hand because `str::parse::<f64>` would bring Rust's general float parser and its
/// 10 KB power-of-five table into the page's wasm, for numbers like `53.5`.
fn decimal(token: &str) -> Option<f64> {
    let (negative, digits) = match token.strip_prefix('-') {
        Some(rest) => (true, rest),
        None => (false, token),
    };
    let (whole, fraction) = digits.split_once('.').unwrap_or((digits, ""));
    if whole.is_empty() && fraction.is_empty() {
        return None;
    }
    let mut value = 0.0;
    for c in whole.bytes() {
        value = value * 10.0 + f64::from(char::from(c).to_digit(10)?);
    }
    let mut scale = 1.0;
    for c in fraction.bytes() {
        scale /= 10.0;
        value += scale * f64::from(char::from(c).to_digit(10)?);
    }
    Some(if negative { -value } else { value })
}

/// Parses a path of the figure language. `None` if it is malformed (a test checks every figure).
fn parse(source: &str) -> Option<Vec<Segment>> {
    let mut tokens = source.split_whitespace().peekable();
    let mut out = Vec::new();
    let numbers =
        |tokens: &mut std::iter::Peekable<std::str::SplitWhitespace<'_>>,
         n: usize|
         -> Option<Vec<f64>> { (0..n).map(|_| tokens.next().and_then(decimal)).collect() };
    while let Some(command) = tokens.next() {
        match command {
            "M" => {
                let v = numbers(&mut tokens, 2)?;
                out.push(Segment::MoveTo(v[0], v[1]));
            }
            "L" => {
                let v = numbers(&mut tokens, 2)?;
                out.push(Segment::LineTo(v[0], v[1]));
            }
            "Q" => {
                let v = numbers(&mut tokens, 4)?;
                out.push(Segment::QuadTo(v[0], v[1], v[2], v[3]));
            }
            "C" => {
                let v = numbers(&mut tokens, 6)?;
                out.push(Segment::CubicTo(v[0], v[1], v[2], v[3], v[4], v[5]));
            }
            "Z" => out.push(Segment::Close),
            "O" => {
                let v = numbers(&mut tokens, 3)?;
                out.extend(Path::circle(v[0], v[1], v[2]).0);
            }
            "E" => {
                let v = numbers(&mut tokens, 4)?;
                let (cx, cy, rx, ry) = (v[0], v[1], v[2], v[3]);
                // Four cubic quarter arcs.
                const K: f64 = 0.552_284_75;
                out.push(Segment::MoveTo(cx + rx, cy));
                out.push(Segment::CubicTo(
                    cx + rx,
                    cy + ry * K,
                    cx + rx * K,
                    cy + ry,
                    cx,
                    cy + ry,
                ));
                out.push(Segment::CubicTo(
                    cx - rx * K,
                    cy + ry,
                    cx - rx,
                    cy + ry * K,
                    cx - rx,
                    cy,
                ));
                out.push(Segment::CubicTo(
                    cx - rx,
                    cy - ry * K,
                    cx - rx * K,
                    cy - ry,
                    cx,
                    cy - ry,
                ));
                out.push(Segment::CubicTo(
                    cx + rx * K,
                    cy - ry,
                    cx + rx,
                    cy - ry * K,
                    cx + rx,
                    cy,
                ));
                out.push(Segment::Close);
            }
            _ => return None,
        }
    }
    Some(out)
}

/// Every figure, parsed once.
fn figures() -> &'static [Vec<Part>; 8] {
    static FIGURES: OnceLock<[Vec<Part>; 8]> = OnceLock::new();
    FIGURES.get_or_init(|| {
        Role::ALL.map(|role| {
            figure_source(role)
                .iter()
                .filter_map(|&(paint, source)| {
                    parse(source).map(|segments| Part { paint, segments })
                })
                .collect()
        })
    })
}

/// Where and how to draw one piece.
#[derive(Debug, Clone, Copy, PartialEq)]
pub struct Placement {
    /// Centre of the figure's box, canvas pixels.
    pub x: f64,
    /// Centre of the figure's box, canvas pixels.
    pub y: f64,
    /// Side of the figure's box, canvas pixels.
    pub size: f64,
    /// Rotation, radians clockwise (0 = upright).
    pub angle: f64,
    /// Opacity, 0.0 to 1.0 (dimmed, fading and ghost pieces are translucent).
    pub alpha: f64,
}

/// The outline colour that reads against a fill: dark, or light for very dark fills.
pub fn outline_for(fill: Rgb) -> Rgb {
    if fill.luminance() < 0.08 {
        Rgb(0xf2, 0xe8, 0xd5)
    } else {
        Rgb(0x1e, 0x17, 0x11)
    }
}

/// Maps a point of the 100-unit box to the canvas.
#[derive(Debug, Clone, Copy)]
struct Transform {
    x: f64,
    y: f64,
    scale: f64,
    cos: f64,
    sin: f64,
    angle: f64,
}

impl Transform {
    fn new(at: &Placement) -> Transform {
        Transform {
            x: at.x,
            y: at.y,
            scale: at.size / 100.0,
            cos: at.angle.cos(),
            sin: at.angle.sin(),
            angle: at.angle,
        }
    }

    fn point(&self, u: f64, v: f64) -> (f64, f64) {
        // The box's centre is (50, 51): figures span about y = 8 to 91.
        let (dx, dy) = ((u - 50.0) * self.scale, (v - 51.0) * self.scale);
        (
            self.x + dx * self.cos - dy * self.sin,
            self.y + dx * self.sin + dy * self.cos,
        )
    }

    fn segment(&self, segment: &Segment) -> Segment {
        match *segment {
            Segment::MoveTo(x, y) => {
                let (x, y) = self.point(x, y);
                Segment::MoveTo(x, y)
            }
            Segment::LineTo(x, y) => {
                let (x, y) = self.point(x, y);
                Segment::LineTo(x, y)
            }
            Segment::QuadTo(cx, cy, x, y) => {
                let (cx, cy) = self.point(cx, cy);
                let (x, y) = self.point(x, y);
                Segment::QuadTo(cx, cy, x, y)
            }
            Segment::CubicTo(ax, ay, bx, by, x, y) => {
                let (ax, ay) = self.point(ax, ay);
                let (bx, by) = self.point(bx, by);
                let (x, y) = self.point(x, y);
                Segment::CubicTo(ax, ay, bx, by, x, y)
            }
            Segment::Arc {
                cx,
                cy,
                r,
                start,
                end,
                anticlockwise,
            } => {
                let (cx, cy) = self.point(cx, cy);
                Segment::Arc {
                    cx,
                    cy,
                    r: r * self.scale,
                    start: start + self.angle,
                    end: end + self.angle,
                    anticlockwise,
                }
            }
            Segment::Close => Segment::Close,
        }
    }
}

/// Appends the drawing of a `role` figure in army colour `fill` to `ops`.
pub fn draw(ops: &mut Vec<DrawOp>, role: Role, fill: Rgb, at: &Placement) {
    if at.alpha <= 0.0 || at.size <= 0.0 || !at.size.is_finite() {
        return;
    }
    let transform = Transform::new(at);
    let ink = outline_for(fill);
    let dark = fill.luminance() < 0.08;
    let shade = if dark {
        fill.mix(Rgb(255, 255, 255), 0.18)
    } else {
        fill.mix(Rgb(0, 0, 0), 0.22)
    };
    let light = fill.mix(Rgb(255, 255, 255), 0.6);
    let alpha = at.alpha.clamp(0.0, 1.0);
    let colour = |c: Rgb| Rgba::from(c).fade(alpha);
    // Outline width: thick enough to separate the parts at any size, never below a pixel.
    let width = (at.size * 0.042).max(1.0);
    let outline = Some(Stroke {
        color: colour(ink),
        width,
    });
    for part in &figures()[role as usize] {
        let path = Path(part.segments.iter().map(|s| transform.segment(s)).collect());
        let op = match part.paint {
            Body => DrawOp::Path {
                path,
                fill: Some(colour(fill)),
                stroke: outline,
            },
            Shade => DrawOp::Path {
                path,
                fill: Some(colour(shade)),
                stroke: outline,
            },
            Light => DrawOp::Path {
                path,
                fill: Some(colour(light)),
                stroke: outline,
            },
            Ink => DrawOp::Path {
                path,
                fill: Some(colour(ink)),
                stroke: None,
            },
            Line => DrawOp::Path {
                path,
                fill: None,
                stroke: Some(Stroke {
                    color: colour(ink),
                    width: (width * 0.75).max(1.0),
                }),
            },
        };
        ops.push(op);
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn every_figure_parses_completely() {
        for role in Role::ALL {
            for (_, source) in figure_source(role) {
                assert!(parse(source).is_some(), "{role:?}: {source}");
            }
            assert_eq!(figures()[role as usize].len(), figure_source(role).len());
        }
        assert_eq!(parse("M 1"), None);
        assert_eq!(parse("X 1 2"), None);
    }

    #[test]
    fn figures_stay_in_their_box() {
        for role in Role::ALL {
            for part in &figures()[role as usize] {
                for s in &part.segments {
                    let points: Vec<(f64, f64)> = match *s {
                        Segment::MoveTo(x, y) | Segment::LineTo(x, y) => vec![(x, y)],
                        Segment::QuadTo(a, b, x, y) => vec![(a, b), (x, y)],
                        Segment::CubicTo(a, b, c, d, x, y) => vec![(a, b), (c, d), (x, y)],
                        Segment::Arc { cx, cy, r, .. } => vec![(cx - r, cy - r), (cx + r, cy + r)],
                        Segment::Close => vec![],
                    };
                    for (x, y) in points {
                        assert!(
                            (2.0..=98.0).contains(&x) && (4.0..=96.0).contains(&y),
                            "{role:?}"
                        );
                    }
                }
            }
        }
    }

    #[test]
    fn decimals_of_the_figure_language() {
        assert_eq!(decimal("53"), Some(53.0));
        assert_eq!(decimal("53.5"), Some(53.5));
        assert_eq!(decimal("-2.25"), Some(-2.25));
        assert_eq!(decimal(".5"), Some(0.5));
        for bad in ["", "-", ".", "1.2.3", "4x", "+1", "1e3"] {
            assert_eq!(decimal(bad), None, "{bad}");
        }
    }

    /// Each figure's outline differs from every other's: the roles differ by shape.
    #[test]
    fn figures_differ_by_shape() {
        let mut seen: Vec<String> = Vec::new();
        for role in Role::ALL {
            let signature = format!("{:?}", figures()[role as usize]);
            assert!(!seen.contains(&signature), "{role:?}");
            seen.push(signature);
        }
    }

    #[test]
    fn drawing_scales_rotates_and_fades() {
        let mut ops = Vec::new();
        let at = Placement {
            x: 100.0,
            y: 200.0,
            size: 50.0,
            angle: 0.0,
            alpha: 1.0,
        };
        draw(&mut ops, Role::Pawn, Rgb(200, 0, 0), &at);
        assert_eq!(ops.len(), PAWN.len());
        // The pawn's head (circle at 50, 34, radius 14) sits above the centre.
        let DrawOp::Path { path, fill, stroke } = &ops[3] else {
            panic!("a path")
        };
        assert_eq!(*fill, Some(Rgba(200, 0, 0, 255)));
        assert_eq!(stroke.unwrap().color, Rgba(0x1e, 0x17, 0x11, 255));
        let Segment::Arc { cx, cy, r, .. } = path.0[1] else {
            panic!("an arc")
        };
        assert!((cx - 100.0).abs() < 1e-9 && (cy - (200.0 - 22.0 * 0.5)).abs() < 1e-9);
        assert!((r - 6.75).abs() < 1e-9);

        // Upside down (a North army seen from South): the head is below the centre.
        let mut ops = Vec::new();
        draw(
            &mut ops,
            Role::Pawn,
            Rgb(0x26, 0x32, 0x38),
            &Placement {
                angle: std::f64::consts::PI,
                alpha: 0.5,
                ..at
            },
        );
        let DrawOp::Path { path, fill, stroke } = &ops[3] else {
            panic!("a path")
        };
        let Segment::Arc { cy, .. } = path.0[1] else {
            panic!("an arc")
        };
        assert!(cy > 200.0);
        assert_eq!(fill.unwrap().3, 128, "half transparent");
        // A dark army gets a light outline.
        assert!(stroke.unwrap().color.rgb().luminance() > 0.5);
    }

    #[test]
    fn invisible_pieces_draw_nothing() {
        let mut ops = Vec::new();
        let at = Placement {
            x: 0.0,
            y: 0.0,
            size: 10.0,
            angle: 0.0,
            alpha: 0.0,
        };
        draw(&mut ops, Role::King, Rgb(1, 2, 3), &at);
        assert!(ops.is_empty());
    }
}
