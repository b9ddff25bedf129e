//! The pieces' figures: vector silhouettes, one shape per [`Emblem`] (what the ruleset's
//! document calls the piece, not how it moves: see
//! [`Ruleset::emblem`](ashtapada_rules::Ruleset::emblem)), filled with the army's colour and
//! outlined in a colour that reads against it.
//!
//! Each figure is designed in a 100 × 100 box (y down, standing on its base at y ≈ 90) as a list
//! of parts drawn back to front, written in a small SVG-like path language: `M x y`, `L x y`,
//! `Q cx cy x y`, `C c1x c1y c2x c2y x y`, `Z`, plus `O cx cy r` (a circle) and
//! `E cx cy rx ry` (an ellipse). Only absolute commands. Drawing a part applies a uniform scale,
//! a rotation and a translation, so a figure can face any side of the board. The same parts
//! written as SVG ([`svg`]) show the figures in the page's HTML (the rules page, the die).
//!
//! | emblem | figure |
//! |---|---|
//! | King | crown of two lobes under a cross |
//! | Tower | tower with battlements |
//! | Horse | horse's head |
//! | Elephant | elephant's head (ears, trunk, tusks) |
//! | Boat | hull with raised prow and stern, mast, square sail, pennant |
//! | Counsellor | cut gem on a cup |
//! | Bishop | mitre with a slit and a ball |
//! | Queen | crown of five points with balls |
//! | Soldier | round head, collar, bell body |

use std::fmt::Write as _;
use std::sync::OnceLock;

use ashtapada_rules::Emblem;

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

const SOLDIER: &[(Paint, &str)] = &[
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

const TOWER: &[(Paint, &str)] = &[
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

const HORSE: &[(Paint, &str)] = &[
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

const COUNSELLOR: &[(Paint, &str)] = &[
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

const ELEPHANT: &[(Paint, &str)] = &[
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

/// A boat: a hull with raised prow and stern, a mast with a pennant, a yard and a square sail
/// in three panels.
const BOAT: &[(Paint, &str)] = &[
    (Body, PLATE),
    (Shade, "M 47.5 6 L 52.5 6 L 52.5 64 L 47.5 64 Z"),
    (Body, "M 52.5 6 L 71 10.5 L 52.5 15 Z"),
    (Body, "M 27 24 L 73 24 L 80 54 C 62 60 38 60 20 54 Z"),
    (Line, "M 40 25 L 37 57 M 60 25 L 63 57"),
    (Shade, "M 22 20 L 78 20 L 78 25.5 L 22 25.5 Z"),
    (
        Body,
        "M 5 52 C 13 58 20 62 30 62 L 70 62 C 80 62 87 58 95 52 C 93 68 83 81 68 81 \
         L 32 81 C 17 81 7 68 5 52 Z",
    ),
];

/// A point well inside each figure's main body, in the 100-unit box: where the army colour
/// shows for sure (tests read pixels there).
fn body_point(emblem: Emblem) -> (f64, f64) {
    match emblem {
        Emblem::Soldier => (50.0, 65.0),
        Emblem::Tower | Emblem::Bishop => (50.0, 56.0),
        Emblem::Horse => (62.0, 60.0),
        Emblem::King | Emblem::Queen => (50.0, 60.0),
        Emblem::Counsellor => (50.0, 72.0),
        Emblem::Elephant => (50.0, 24.0),
        // The sail's middle panel.
        Emblem::Boat => (50.0, 40.0),
    }
}

/// Where the army colour of an `emblem` figure drawn `at` shows for sure, canvas pixels (a
/// point well inside its body, away from outlines and details).
pub fn body_point_at(emblem: Emblem, at: &Placement) -> (f64, f64) {
    let (u, v) = body_point(emblem);
    Transform::new(at).point(u, v)
}

/// The parts of an emblem's figure.
fn figure_source(emblem: Emblem) -> &'static [(Paint, &'static str)] {
    match emblem {
        Emblem::King => KING,
        Emblem::Tower => TOWER,
        Emblem::Horse => HORSE,
        Emblem::Elephant => ELEPHANT,
        Emblem::Boat => BOAT,
        Emblem::Counsellor => COUNSELLOR,
        Emblem::Bishop => BISHOP,
        Emblem::Queen => QUEEN,
        Emblem::Soldier => SOLDIER,
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

/// Every figure, parsed once, by [`Emblem`] index.
fn figures() -> &'static [Vec<Part>; Emblem::ALL.len()] {
    static FIGURES: OnceLock<[Vec<Part>; Emblem::ALL.len()]> = OnceLock::new();
    FIGURES.get_or_init(|| {
        Emblem::ALL.map(|emblem| {
            figure_source(emblem)
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
            cos: crate::math::cos(at.angle),
            sin: crate::math::sin(at.angle),
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

/// The colours of a figure in army colour `fill`: body, shade, light and ink.
fn palette(fill: Rgb) -> [Rgb; 4] {
    let dark = fill.luminance() < 0.08;
    let shade = if dark {
        fill.mix(Rgb(255, 255, 255), 0.18)
    } else {
        fill.mix(Rgb(0, 0, 0), 0.22)
    };
    [
        fill,
        shade,
        fill.mix(Rgb(255, 255, 255), 0.6),
        outline_for(fill),
    ]
}

/// The outline's width in the 100-unit box.
const OUTLINE: f64 = 4.2;
/// A `Line` part's width, relative to the outline.
const LINE: f64 = 0.75;
/// [`OUTLINE`] and `OUTLINE × LINE` as SVG writes them (numbers are written from text: see
/// [`decimal`]).
const SVG_WIDTHS: (&str, &str) = ("4.2", "3.15");

/// Appends the drawing of an `emblem` figure in army colour `fill` to `ops`.
pub fn draw(ops: &mut Vec<DrawOp>, emblem: Emblem, fill: Rgb, at: &Placement) {
    if at.alpha <= 0.0 || at.size <= 0.0 || !at.size.is_finite() {
        return;
    }
    let transform = Transform::new(at);
    let [_, shade, light, ink] = palette(fill);
    let alpha = at.alpha.clamp(0.0, 1.0);
    let colour = |c: Rgb| Rgba::from(c).fade(alpha);
    // Outline width: thick enough to separate the parts at any size, never below a pixel.
    let width = (at.size * OUTLINE / 100.0).max(1.0);
    let outline = Some(Stroke {
        color: colour(ink),
        width,
    });
    for part in &figures()[emblem as usize] {
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
                    width: (width * LINE).max(1.0),
                }),
            },
        };
        ops.push(op);
    }
}

/// Appends an `emblem` piece in army colour `fill` to `ops`, drawn in `style`.
pub fn draw_styled(
    ops: &mut Vec<DrawOp>,
    style: crate::theme::PieceStyle,
    emblem: Emblem,
    fill: Rgb,
    at: &Placement,
) {
    match style {
        crate::theme::PieceStyle::Figures => draw(ops, emblem, fill, at),
        crate::theme::PieceStyle::Tokens => draw_token(ops, emblem, fill, at),
    }
}

/// A token: a disc in the army colour, outlined, with the figure's silhouette on it in the
/// outline's colour (its solid parts only: details would be lost at this size).
fn draw_token(ops: &mut Vec<DrawOp>, emblem: Emblem, fill: Rgb, at: &Placement) {
    if at.alpha <= 0.0 || at.size <= 0.0 || !at.size.is_finite() {
        return;
    }
    let ink = outline_for(fill);
    let alpha = at.alpha.clamp(0.0, 1.0);
    let colour = |c: Rgb| Rgba::from(c).fade(alpha);
    let width = (at.size * OUTLINE / 100.0).max(1.0);
    ops.push(DrawOp::Path {
        path: Path::circle(at.x, at.y, at.size * 0.44),
        fill: Some(colour(fill)),
        stroke: Some(Stroke {
            color: colour(ink),
            width,
        }),
    });
    let inner = Placement {
        size: at.size * 0.66,
        ..*at
    };
    let transform = Transform::new(&inner);
    for part in &figures()[emblem as usize] {
        if matches!(part.paint, Body | Shade | Light) {
            let path = Path(part.segments.iter().map(|s| transform.segment(s)).collect());
            ops.push(DrawOp::Path {
                path,
                fill: Some(colour(ink)),
                stroke: None,
            });
        }
    }
}

/// A part's path in SVG's path language. The figure language's commands are SVG's and pass
/// through; a circle or an ellipse becomes four relative quarter arcs from its leftmost point,
/// written from the source's own numbers. `None` if the source is malformed or a radius is not
/// positive.
fn svg_path(source: &str) -> Option<String> {
    let mut out = String::with_capacity(source.len() + 32);
    let mut tokens = source.split_whitespace();
    while let Some(command) = tokens.next() {
        let arity = match command {
            "M" | "L" => 2,
            "Q" => 4,
            "C" => 6,
            "Z" => 0,
            "O" => 3,
            "E" => 4,
            _ => return None,
        };
        let args: Vec<&str> = (0..arity)
            .map(|_| tokens.next().filter(|t| decimal(t).is_some()))
            .collect::<Option<_>>()?;
        if let "O" | "E" = command {
            let (cx, cy, rx) = (args[0], args[1], args[2]);
            let ry = args.get(3).copied().unwrap_or(rx);
            if !(decimal(rx)? > 0.0 && decimal(ry)? > 0.0) {
                return None;
            }
            // Left, bottom, right, top, left: anticlockwise on screen (sweep flag 0), which
            // puts each quarter's centre at (cx, cy).
            let _ = write!(
                out,
                "M{cx} {cy}m-{rx} 0a{rx} {ry} 0 0 0 {rx} {ry}a{rx} {ry} 0 0 0 {rx} -{ry}\
                 a{rx} {ry} 0 0 0 -{rx} -{ry}a{rx} {ry} 0 0 0 -{rx} {ry}z"
            );
        } else {
            out.push_str(command);
            out.push_str(&args.join(" "));
        }
    }
    Some(out)
}

/// The figure of `emblem` in army colour `fill` as an inline SVG image of `px` CSS pixels, for
/// the page's HTML: the parts drawn on the board, as `<path>`s with `fill=` and `stroke=`
/// attributes (no style, which the page's Content-Security-Policy would have to allow).
/// Decorative: it is hidden from screen readers, which read the piece's name beside it.
pub fn svg(emblem: Emblem, fill: Rgb, px: u32) -> String {
    let [body, shade, light, ink] = palette(fill);
    let (outline, line) = SVG_WIDTHS;
    let mut out = format!(
        "<svg class=\"figure\" viewBox=\"0 0 100 100\" width=\"{px}\" height=\"{px}\" \
         aria-hidden=\"true\" focusable=\"false\"><g stroke=\"{ink}\" stroke-width=\"{outline}\" \
         stroke-linejoin=\"round\" stroke-linecap=\"round\">"
    );
    for &(paint, source) in figure_source(emblem) {
        let Some(d) = svg_path(source) else { continue };
        let _ = match paint {
            Body => write!(out, "<path d=\"{d}\" fill=\"{body}\"/>"),
            Shade => write!(out, "<path d=\"{d}\" fill=\"{shade}\"/>"),
            Light => write!(out, "<path d=\"{d}\" fill=\"{light}\"/>"),
            Ink => write!(out, "<path d=\"{d}\" fill=\"{ink}\" stroke=\"none\"/>"),
            Line => write!(
                out,
                "<path d=\"{d}\" fill=\"none\" stroke-width=\"{line}\"/>"
            ),
        };
    }
    out.push_str("</g></svg>");
    out
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn every_figure_parses_completely() {
        for emblem in Emblem::ALL {
            for (_, source) in figure_source(emblem) {
                assert!(parse(source).is_some(), "{emblem:?}: {source}");
            }
            assert_eq!(
                figures()[emblem as usize].len(),
                figure_source(emblem).len()
            );
        }
        assert_eq!(parse("M 1"), None);
        assert_eq!(parse("X 1 2"), None);
    }

    #[test]
    fn figures_stay_in_their_box() {
        for emblem in Emblem::ALL {
            for part in &figures()[emblem as usize] {
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
                            "{emblem:?}"
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

    /// Each figure's outline differs from every other's: the emblems differ by shape.
    #[test]
    fn figures_differ_by_shape() {
        let mut seen: Vec<String> = Vec::new();
        for emblem in Emblem::ALL {
            let signature = format!("{:?}", figures()[emblem as usize]);
            assert!(!seen.contains(&signature), "{emblem:?}");
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
        draw(&mut ops, Emblem::Soldier, Rgb(200, 0, 0), &at);
        assert_eq!(ops.len(), SOLDIER.len());
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
            Emblem::Soldier,
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

    /// A part flattened to polylines, one per sub-path, in the 100-unit box.
    fn polylines(part: &Part) -> Vec<Vec<(f64, f64)>> {
        let mut lines: Vec<Vec<(f64, f64)>> = Vec::new();
        let mut at = (0.0, 0.0);
        for s in &part.segments {
            let push = |p: (f64, f64), lines: &mut Vec<Vec<(f64, f64)>>| {
                lines.last_mut().unwrap().push(p);
            };
            match *s {
                Segment::MoveTo(x, y) => {
                    lines.push(vec![(x, y)]);
                    at = (x, y);
                }
                Segment::LineTo(x, y) => {
                    push((x, y), &mut lines);
                    at = (x, y);
                }
                Segment::QuadTo(cx, cy, x, y) => {
                    for i in 1..=16 {
                        let t = f64::from(i) / 16.0;
                        let u = 1.0 - t;
                        let p = (
                            u * u * at.0 + 2.0 * u * t * cx + t * t * x,
                            u * u * at.1 + 2.0 * u * t * cy + t * t * y,
                        );
                        push(p, &mut lines);
                    }
                    at = (x, y);
                }
                Segment::CubicTo(ax, ay, bx, by, x, y) => {
                    for i in 1..=24 {
                        let t = f64::from(i) / 24.0;
                        let u = 1.0 - t;
                        let p = (
                            u * u * u * at.0
                                + 3.0 * u * u * t * ax
                                + 3.0 * u * t * t * bx
                                + t * t * t * x,
                            u * u * u * at.1
                                + 3.0 * u * u * t * ay
                                + 3.0 * u * t * t * by
                                + t * t * t * y,
                        );
                        push(p, &mut lines);
                    }
                    at = (x, y);
                }
                Segment::Arc {
                    cx,
                    cy,
                    r,
                    start,
                    end,
                    ..
                } => {
                    for i in 0..=48 {
                        let a = start + (end - start) * f64::from(i) / 48.0;
                        push(
                            (cx + r * crate::math::cos(a), cy + r * crate::math::sin(a)),
                            &mut lines,
                        );
                    }
                    at = *lines.last().unwrap().last().unwrap();
                }
                Segment::Close => {
                    let first = lines.last().unwrap()[0];
                    push(first, &mut lines);
                    at = first;
                }
            }
        }
        lines
    }

    /// Whether `p` is inside the filled polylines (even-odd; the figures' shapes are simple).
    fn inside(lines: &[Vec<(f64, f64)>], p: (f64, f64)) -> bool {
        let mut crossings = 0;
        for line in lines {
            for w in line.windows(2) {
                let ((x0, y0), (x1, y1)) = (w[0], w[1]);
                if (y0 > p.1) != (y1 > p.1) && p.0 < x0 + (p.1 - y0) / (y1 - y0) * (x1 - x0) {
                    crossings += 1;
                }
            }
        }
        crossings % 2 == 1
    }

    /// The distance from `p` to the nearest edge of the polylines.
    fn distance(lines: &[Vec<(f64, f64)>], p: (f64, f64)) -> f64 {
        let mut best = f64::INFINITY;
        for line in lines {
            for w in line.windows(2) {
                let ((x0, y0), (x1, y1)) = (w[0], w[1]);
                let (dx, dy) = (x1 - x0, y1 - y0);
                let len = dx * dx + dy * dy;
                let t = if len == 0.0 {
                    0.0
                } else {
                    (((p.0 - x0) * dx + (p.1 - y0) * dy) / len).clamp(0.0, 1.0)
                };
                best = best.min(crate::math::hypot(p.0 - x0 - t * dx, p.1 - y0 - t * dy));
            }
        }
        best
    }

    /// The body point of every figure, the boat's included, shows the army colour: the frontmost
    /// part covering it is painted in the body colour, and no outline, seam or detail in front
    /// comes within a few units of it (tests in the browser read the pixel there).
    #[test]
    fn the_body_point_is_inside_each_figure_s_body() {
        const CLEAR: f64 = 3.5;
        for emblem in Emblem::ALL {
            let p = body_point(emblem);
            let parts = &figures()[emblem as usize];
            // The frontmost filled part over the point hides whatever is behind it there.
            let front = parts
                .iter()
                .rposition(|part| part.paint != Line && inside(&polylines(part), p))
                .unwrap_or_else(|| panic!("{emblem:?}: {p:?} is outside the figure"));
            assert_eq!(parts[front].paint, Body, "{emblem:?} at {p:?}");
            for part in &parts[front..] {
                let clear = distance(&polylines(part), p);
                assert!(
                    clear > CLEAR,
                    "{emblem:?}: {:?} {clear:.1} from {p:?}",
                    part.paint
                );
            }
        }
    }

    #[test]
    fn svg_paths_pass_the_commands_through_and_write_circles_as_arcs() {
        assert_eq!(
            svg_path("M 20 91 L 80 91 C 81 85 78 80 72 80 Q 1 2 3 4 Z").as_deref(),
            Some("M20 91L80 91C81 85 78 80 72 80Q1 2 3 4Z")
        );
        assert_eq!(
            svg_path("O 50 29 13.5").as_deref(),
            Some(
                "M50 29m-13.5 0a13.5 13.5 0 0 0 13.5 13.5a13.5 13.5 0 0 0 13.5 -13.5\
                 a13.5 13.5 0 0 0 -13.5 -13.5a13.5 13.5 0 0 0 -13.5 13.5z"
            )
        );
        assert_eq!(
            svg_path("E 50 45 16 5.5").as_deref(),
            Some(
                "M50 45m-16 0a16 5.5 0 0 0 16 5.5a16 5.5 0 0 0 16 -5.5\
                 a16 5.5 0 0 0 -16 -5.5a16 5.5 0 0 0 -16 5.5z"
            )
        );
        for bad in ["M 1", "X 1 2", "O 1 2 -3", "O 1 2 0", "L 1 2x", "E 1 2 3"] {
            assert_eq!(svg_path(bad), None, "{bad}");
        }
    }

    /// The arcs written for a circle visit its leftmost, lowest, rightmost and highest points
    /// and come back: the same circle the canvas draws.
    #[test]
    fn svg_arcs_trace_the_circle() {
        let d = svg_path("O 13 32 5").unwrap();
        let numbers = |s: &str| -> Vec<f64> {
            s.split([' ', 'm', 'a', 'z'])
                .filter(|t| !t.is_empty())
                .map(|t| decimal(t).unwrap())
                .collect()
        };
        let (start, rest) = d[1..].split_once('m').unwrap();
        let mut at = numbers(start);
        let parts: Vec<&str> = rest.split('a').collect();
        let shift = numbers(parts[0]);
        at = vec![at[0] + shift[0], at[1] + shift[1]];
        let mut visited = vec![(at[0], at[1])];
        for arc in &parts[1..] {
            let v = numbers(arc);
            // rx ry rotation large-arc sweep dx dy
            assert_eq!(&v[..5], &[5.0, 5.0, 0.0, 0.0, 0.0]);
            at = vec![at[0] + v[5], at[1] + v[6]];
            visited.push((at[0], at[1]));
        }
        assert_eq!(
            visited,
            [
                (8.0, 32.0),
                (13.0, 37.0),
                (18.0, 32.0),
                (13.0, 27.0),
                (8.0, 32.0)
            ]
        );
    }

    #[test]
    fn svg_figures_are_paths_with_colour_attributes() {
        let red = Rgb(0xc6, 0x28, 0x28);
        for emblem in Emblem::ALL {
            let svg = svg(emblem, red, 28);
            assert!(svg.starts_with("<svg class=\"figure\" viewBox=\"0 0 100 100\" width=\"28\""));
            assert!(svg.ends_with("</g></svg>"));
            assert_eq!(
                svg.matches("<path d=\"").count(),
                figure_source(emblem).len(),
                "{emblem:?}"
            );
            assert!(svg.contains("fill=\"#c62828\""), "{emblem:?}");
            assert!(!svg.contains("style"), "no style attribute: {svg}");
        }
        // The figures differ as on the board; the boat is no elephant.
        assert_ne!(svg(Emblem::Boat, red, 28), svg(Emblem::Elephant, red, 28));
        // A dark army is outlined in a light ink, shaded lighter: as on the board.
        let black = svg(Emblem::Tower, Rgb(0x26, 0x32, 0x38), 20);
        let [_, shade, _, ink] = palette(Rgb(0x26, 0x32, 0x38));
        assert!(black.contains(&format!("stroke=\"{ink}\"")) && ink.luminance() > 0.5);
        assert!(black.contains(&format!("fill=\"{shade}\"")));
        // The SVG's line widths are the canvas's, in the 100-unit box.
        assert_eq!(decimal(SVG_WIDTHS.0), Some(OUTLINE));
        assert!((decimal(SVG_WIDTHS.1).unwrap() - OUTLINE * LINE).abs() < 1e-9);
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
        draw(&mut ops, Emblem::King, Rgb(1, 2, 3), &at);
        assert!(ops.is_empty());
    }
}
