//! The board's geometry and picture: an 8×8 uncheckered board with file letters and rank
//! numbers, seen from South (rank 1 at the bottom, file a on the left).
//!
//! Everything here is plain Rust: sizes in, [`DrawOp`]s out.

use crate::scene::{DrawOp, Rect, Rgb};

/// Number of files (columns) and ranks (rows).
pub const SIZE: u8 = 8;

/// Colours of the board.
#[derive(Debug, Clone, Copy, PartialEq, Eq)]
pub struct Theme {
    /// Around the board, behind the coordinates.
    pub background: Rgb,
    /// The squares (the Ashtapada board is not checkered).
    pub square: Rgb,
    /// Lines between squares and around the board.
    pub grid: Rgb,
    /// File letters and rank numbers.
    pub label: Rgb,
}

impl Default for Theme {
    fn default() -> Self {
        Theme {
            background: Rgb(0x2b, 0x24, 0x1d),
            square: Rgb(0xe9, 0xd3, 0xa6),
            grid: Rgb(0x6b, 0x4a, 0x2b),
            label: Rgb(0xf3, 0xe6, 0xcc),
        }
    }
}

/// A square of the board: `file` 0..8 is a..h, `rank` 0..8 is 1..8.
#[derive(Debug, Clone, Copy, PartialEq, Eq, Hash)]
pub struct Cell {
    /// 0 = file a … 7 = file h.
    pub file: u8,
    /// 0 = rank 1 … 7 = rank 8.
    pub rank: u8,
}

impl Cell {
    /// The cell at `file`, `rank`, or `None` off the board.
    pub fn new(file: u8, rank: u8) -> Option<Cell> {
        (file < SIZE && rank < SIZE).then_some(Cell { file, rank })
    }

    /// Algebraic name, e.g. `"a1"`.
    pub fn name(&self) -> String {
        format!("{}{}", file_label(self.file), self.rank + 1)
    }
}

/// The letter of a file (0 → `'a'`).
pub fn file_label(file: u8) -> char {
    char::from(b'a' + file)
}

/// Canvas size in device pixels for a CSS size and a device pixel ratio, so that one canvas pixel
/// is one screen pixel (a crisp board on high-DPI screens). Never zero.
pub fn backing_size(css_width: f64, css_height: f64, device_pixel_ratio: f64) -> (u32, u32) {
    let ratio = if device_pixel_ratio.is_finite() && device_pixel_ratio > 0.0 {
        device_pixel_ratio
    } else {
        1.0
    };
    let scale = |css: f64| {
        let px = (css.max(0.0) * ratio).round();
        // `as` saturates on overflow; a canvas is never that large anyway.
        (px as u32).max(1)
    };
    (scale(css_width), scale(css_height))
}

/// Where the board sits on a canvas of a given size.
#[derive(Debug, Clone, Copy, PartialEq)]
pub struct Layout {
    /// Left edge of file a.
    pub left: f64,
    /// Top edge of rank 8.
    pub top: f64,
    /// Side of one square, a whole number of pixels so grid lines stay crisp.
    pub square: f64,
    /// Width of the margin band around the board; the coordinates sit in the left and bottom ones.
    pub band: f64,
}

impl Layout {
    /// Fits the board into a `width` × `height` canvas, centred, with room for a coordinate band
    /// on each side.
    pub fn fit(width: u32, height: u32) -> Layout {
        let side = f64::from(width.min(height));
        let band = (side * 0.06).round().max(1.0);
        let square = ((side - 2.0 * band) / f64::from(SIZE)).floor().max(1.0);
        let board = square * f64::from(SIZE);
        // Centred, so the margin on every side is at least the band (the labels use two).
        let left = ((f64::from(width) - board) / 2.0).floor();
        let top = ((f64::from(height) - board) / 2.0).floor();
        Layout {
            left,
            top,
            square,
            band,
        }
    }

    /// The whole playing area.
    pub fn board_rect(&self) -> Rect {
        let side = self.square * f64::from(SIZE);
        Rect {
            x: self.left,
            y: self.top,
            w: side,
            h: side,
        }
    }

    /// The area of one square.
    pub fn cell_rect(&self, cell: Cell) -> Rect {
        Rect {
            x: self.left + self.square * f64::from(cell.file),
            y: self.top + self.square * f64::from(SIZE - 1 - cell.rank),
            w: self.square,
            h: self.square,
        }
    }

    /// The square under a canvas point, if any (for pointer input).
    pub fn cell_at(&self, x: f64, y: f64) -> Option<Cell> {
        if !self.board_rect().contains(x, y) {
            return None;
        }
        let file = ((x - self.left) / self.square) as u8;
        let row = ((y - self.top) / self.square) as u8;
        Cell::new(file, SIZE - 1 - row.min(SIZE - 1))
    }
}

/// The picture of an empty board with coordinates on a `width` × `height` canvas.
pub fn scene(width: u32, height: u32, theme: &Theme) -> Vec<DrawOp> {
    let layout = Layout::fit(width, height);
    let board = layout.board_rect();
    let line = (layout.square / 40.0).round().max(1.0);
    let mut ops = vec![
        DrawOp::Clear {
            color: theme.background,
        },
        DrawOp::FillRect {
            rect: board,
            color: theme.square,
        },
    ];
    // Grid: SIZE + 1 lines each way, centred on the square edges.
    for i in 0..=SIZE {
        let offset = layout.square * f64::from(i) - line / 2.0;
        ops.push(DrawOp::FillRect {
            rect: Rect {
                x: board.x + offset,
                y: board.y - line / 2.0,
                w: line,
                h: board.h + line,
            },
            color: theme.grid,
        });
        ops.push(DrawOp::FillRect {
            rect: Rect {
                x: board.x - line / 2.0,
                y: board.y + offset,
                w: board.w + line,
                h: line,
            },
            color: theme.grid,
        });
    }
    let size = (layout.band * 0.6).max(1.0);
    for i in 0..SIZE {
        let (x, _) = layout.cell_rect(Cell { file: i, rank: 0 }).center();
        ops.push(DrawOp::Text {
            text: file_label(i).to_string(),
            x,
            y: board.y + board.h + layout.band / 2.0,
            size,
            color: theme.label,
        });
        let (_, y) = layout.cell_rect(Cell { file: 0, rank: i }).center();
        ops.push(DrawOp::Text {
            text: (i + 1).to_string(),
            x: board.x - layout.band / 2.0,
            y,
            size,
            color: theme.label,
        });
    }
    ops
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn backing_size_scales_by_the_device_pixel_ratio() {
        assert_eq!(backing_size(300.0, 200.0, 1.0), (300, 200));
        assert_eq!(backing_size(300.0, 200.0, 2.0), (600, 400));
        assert_eq!(backing_size(301.0, 10.0, 1.5), (452, 15));
    }

    #[test]
    fn backing_size_survives_nonsense() {
        assert_eq!(backing_size(0.0, -5.0, 2.0), (1, 1));
        assert_eq!(backing_size(100.0, 100.0, f64::NAN), (100, 100));
        assert_eq!(backing_size(100.0, 100.0, 0.0), (100, 100));
    }

    #[test]
    fn layout_fits_inside_the_canvas_with_room_for_coordinates() {
        for (w, h) in [(800, 800), (1000, 600), (300, 900), (37, 41)] {
            let layout = Layout::fit(w, h);
            let board = layout.board_rect();
            assert!(board.x - layout.band >= 0.0, "{w}x{h}: {layout:?}");
            assert!(board.y >= 0.0, "{w}x{h}: {layout:?}");
            assert!(board.x + board.w <= f64::from(w), "{w}x{h}: {layout:?}");
            assert!(board.y + board.h + layout.band <= f64::from(h), "{w}x{h}");
            assert_eq!(layout.square, layout.square.round());
        }
    }

    #[test]
    fn cells_are_oriented_from_south() {
        let layout = Layout::fit(800, 800);
        let a1 = layout.cell_rect(Cell::new(0, 0).unwrap());
        let h8 = layout.cell_rect(Cell::new(7, 7).unwrap());
        assert!(a1.x < h8.x, "a is left of h");
        assert!(a1.y > h8.y, "rank 1 is below rank 8");
    }

    #[test]
    fn cell_at_inverts_cell_rect() {
        let layout = Layout::fit(640, 480);
        for file in 0..SIZE {
            for rank in 0..SIZE {
                let cell = Cell::new(file, rank).unwrap();
                let (x, y) = layout.cell_rect(cell).center();
                assert_eq!(layout.cell_at(x, y), Some(cell), "{}", cell.name());
            }
        }
        assert_eq!(layout.cell_at(0.0, 0.0), None);
    }

    #[test]
    fn scene_labels_every_file_and_rank() {
        let labels: Vec<String> = scene(400, 400, &Theme::default())
            .into_iter()
            .filter_map(|op| match op {
                DrawOp::Text { text, .. } => Some(text),
                _ => None,
            })
            .collect();
        for expected in [
            "a", "b", "c", "d", "e", "f", "g", "h", "1", "2", "3", "4", "5", "6", "7", "8",
        ] {
            assert!(labels.iter().any(|l| l == expected), "missing {expected}");
        }
        assert_eq!(labels.len(), 16);
    }

    #[test]
    fn cell_names() {
        assert_eq!(Cell::new(0, 0).unwrap().name(), "a1");
        assert_eq!(Cell::new(7, 7).unwrap().name(), "h8");
        assert_eq!(Cell::new(8, 0), None);
    }
}
