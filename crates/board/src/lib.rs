#![warn(missing_docs)]

//! The board component (`ashtapada-board`): draws a board and reports what the user wants, knowing no rules (as
//! chessground does for lichess).
//!
//! The app gives the board a [`BoardView`] (what stands where, the selection and its legal
//! targets, the last move, highlights) with [`Board::set_view`], forwards pointer events in CSS
//! pixels relative to the canvas, and gets back an [`Intent`]: select a cell, deselect, or move.
//! [`Board::frame`] returns the picture as a display list ([`DrawOp`]s in device pixels) that
//! the page (`ashtapada-web`) paints; it says whether another frame is needed (an animation or a
//! drag in progress).
//!
//! Both boards are served: the 8×8 grid (uncheckered, as the documents have it) and the Byzantine
//! circle of 4 rings × 16 cells. Everything here is plain Rust, tested natively:
//!
//! - [`layout`]: where each cell is, in any orientation, and which cell is under a point;
//! - [`pieces`]: the figures;
//! - `render`: the picture;
//! - [`animation`]: which pieces moved, easing;
//! - `gesture`: clicks and drags.
//!
//! ```
//! use ashtapada_rules::{Geometry, PawnDir, Piece, Role, Seat, Square};
//! use ashtapada_board::{Board, BoardView, Intent};
//!
//! let mut board = Board::new();
//! board.resize(400.0, 2.0);
//! let e2 = Geometry::Grid.parse("e2").unwrap();
//! let mut view = BoardView::empty(Geometry::Grid);
//! view.pieces = vec![(e2, Piece::new(Seat::ALL[0], Role::Pawn, PawnDir::NORTH))];
//! board.set_view(view, false);
//! let (x, y) = board.centre_of(e2);
//! assert_eq!(board.pointer_down(x, y), Some(Intent::Select(e2)));
//! let (ops, more) = board.frame(0.0);
//! assert!(!ops.is_empty() && !more);
//! ```

pub mod animation;
mod gesture;
pub mod layout;
pub mod marks;
pub mod math;
pub mod pieces;
mod render;
pub mod scene;
pub mod theme;

use ashtapada_rules::{Bitboard, Emblem, Geometry, Piece, Ruleset, Seat, Square};

use crate::scene::{DrawOp, Rgb};
use animation::{Animation, Slide};
use gesture::Press;
pub use layout::Layout;
pub use theme::{BoardTheme, PieceStyle, Theme};

/// What the board shows. The app builds it from the game; the board only draws it.
#[derive(Debug, Clone, PartialEq)]
pub struct BoardView {
    /// Grid or circle.
    pub geometry: Geometry,
    /// What stands where.
    pub pieces: Vec<(Square, Piece)>,
    /// Fill colour per army (see [`army_colours`]).
    pub army_colours: [Rgb; 4],
    /// The figure of each role, by [`Role`](ashtapada_rules::Role) index: what the ruleset's
    /// document calls the piece ([`Ruleset::emblem`]), so that a piece named Boat is drawn as
    /// a boat whatever its movement.
    pub emblems: [Emblem; 8],
    /// The seat whose side is at the bottom. Grid: seat 0 (South, or White) puts rank 1 at the
    /// bottom; four-handed, seats 0 S, 1 W, 2 N, 3 E; two-handed, 0 White, 1 Black. Circle: the
    /// seat's camp at the bottom.
    pub orientation: Seat,
    /// Four armies: each army's figures face its own side (South's upright, West's turned
    /// right, North's upside down, East's turned left, seen from South), and orientation
    /// turns the grid by quarter turns.
    pub four_handed: bool,
    /// The selected cell.
    pub selected: Option<Square>,
    /// Legal targets of the selection: a dot on empty cells, a ring on occupied ones.
    pub dests: Bitboard,
    /// The last move, from and to.
    pub last_move: Option<(Square, Square)>,
    /// Four-handed games: each other army's last move (from, to, the army), outlined in its
    /// colour, so that every opponent's last move shows and not only the very last action.
    pub army_moves: Vec<(Square, Square, Seat)>,
    /// Pieces that may move (the roll allows them): a soft glow.
    pub movable: Bitboard,
    /// Special cells to outline (thrones, far-edge marks…; the app decides).
    pub marked: Bitboard,
    /// A lesson's stars: the cells the learner's piece must reach (a gold star on each).
    pub stars: Bitboard,
    /// Pieces of frozen armies: drawn semi-transparent.
    pub dimmed: Bitboard,
    /// Whether to write the coordinates around the board.
    pub show_coords: bool,
    /// A suggested move, drawn as an arrow over the pieces (from and to the same cell: a
    /// suggested placement, drawn as a ring).
    pub hint: Option<(Square, Square)>,
    /// The keyboard's cursor, drawn as a thick frame over everything.
    pub cursor: Option<Square>,
    /// A premove waiting for its turn: from, to (tinted).
    pub premove: Option<(Square, Square)>,
    /// The colours the player chose; `None`: the browser's wish decides
    /// ([`Board::set_prefers_contrast`]).
    pub board_theme: Option<BoardTheme>,
    /// How the pieces are drawn.
    pub piece_style: PieceStyle,
}

impl BoardView {
    /// An empty board of this shape, seen from seat 0, with coordinates.
    pub fn empty(geometry: Geometry) -> BoardView {
        BoardView {
            geometry,
            pieces: Vec::new(),
            army_colours: DEFAULT_ARMY_COLOURS,
            emblems: Emblem::BY_MOVEMENT,
            orientation: Seat::ALL[0],
            four_handed: false,
            selected: None,
            dests: Bitboard::EMPTY,
            last_move: None,
            army_moves: Vec::new(),
            movable: Bitboard::EMPTY,
            marked: Bitboard::EMPTY,
            stars: Bitboard::EMPTY,
            dimmed: Bitboard::EMPTY,
            show_coords: true,
            hint: None,
            cursor: None,
            premove: None,
            board_theme: None,
            piece_style: PieceStyle::Figures,
        }
    }

    /// The start (or any) position of a game: its board, pieces, figures and armies' colours,
    /// seen from seat 0, nothing selected or highlighted.
    pub fn of_position(position: &ashtapada_rules::Position) -> BoardView {
        let rules = position.rules();
        BoardView {
            pieces: Square::all()
                .filter_map(|sq| position.piece_at(sq).map(|p| (sq, p)))
                .collect(),
            army_colours: army_colours(rules),
            emblems: rules.emblems,
            four_handed: rules.is_four_handed(),
            ..BoardView::empty(rules.geometry)
        }
    }

    /// The piece on `sq`, if any.
    pub fn piece_at(&self, sq: Square) -> Option<Piece> {
        self.pieces
            .iter()
            .find(|&&(s, _)| s == sq)
            .map(|&(_, piece)| piece)
    }
}

impl Default for BoardView {
    fn default() -> BoardView {
        BoardView::empty(Geometry::Grid)
    }
}

/// Colours for armies a ruleset does not name: red, blue, yellow, green.
pub const DEFAULT_ARMY_COLOURS: [Rgb; 4] = [
    Rgb(0xc6, 0x28, 0x28),
    Rgb(0x15, 0x65, 0xc0),
    Rgb(0xf9, 0xa8, 0x25),
    Rgb(0x2e, 0x7d, 0x32),
];

/// The armies' colours of a ruleset ([`ashtapada_rules::ruleset::SeatInfo::rgb`]); a seat the
/// ruleset lacks, or a colour it writes badly, gets [`DEFAULT_ARMY_COLOURS`].
pub fn army_colours(rules: &Ruleset) -> [Rgb; 4] {
    let mut colours = DEFAULT_ARMY_COLOURS;
    for (i, colour) in colours.iter_mut().enumerate() {
        if let Some(rgb) = rules.seats.get(i).and_then(|s| Rgb::parse_hex(s.rgb)) {
            *colour = rgb;
        }
    }
    colours
}

/// What the user wants, reported by the pointer handlers. The app decides what it means.
#[derive(Debug, Clone, Copy, PartialEq, Eq)]
pub enum Intent {
    /// A piece was pressed (selected, or a drag began): show its targets if it may move.
    Select(Square),
    /// The selection should go (a click elsewhere, the selected piece clicked again).
    Deselect,
    /// An empty cell was pressed with nothing selected: nothing to the board, but the app may
    /// want it (the cell where a returning king is placed).
    Press(Square),
    /// A move: a click on a target of the selection, or a drop on another cell (any cell: the
    /// app checks it, and may explain why it is illegal).
    Move {
        /// The piece's cell.
        from: Square,
        /// Where it should go.
        to: Square,
    },
    /// A press on a cell that is not a target of the selection (nor the selection itself): the
    /// board drops its selection; the app may select the piece there, or say why the selected
    /// piece cannot go there.
    Miss {
        /// The selected piece's cell.
        from: Square,
        /// The cell pressed.
        to: Square,
    },
    /// A first press on a target too small to hit surely (see [`MIN_TARGET_CSS`]): the board
    /// marks it, and a second press on it makes the move. The app may say so.
    Aim {
        /// The selected piece's cell.
        from: Square,
        /// The target pressed.
        to: Square,
    },
}

/// Canvas size in device pixels for a CSS size and a device pixel ratio, so that one canvas pixel
/// is one screen pixel (a crisp board on high-DPI screens). Never zero.
pub fn backing_size(css_width: f64, css_height: f64, device_pixel_ratio: f64) -> (u32, u32) {
    let ratio = sane_ratio(device_pixel_ratio);
    let scale = |css: f64| {
        let css = if css.is_finite() { css.max(0.0) } else { 0.0 };
        // `as` saturates on overflow; a canvas is never that large anyway.
        ((css * ratio).round() as u32).max(1)
    };
    (scale(css_width), scale(css_height))
}

fn sane_ratio(ratio: f64) -> f64 {
    if ratio.is_finite() && ratio > 0.0 {
        ratio
    } else {
        1.0
    }
}

/// How far (CSS pixels) a pressed piece must travel before it is dragged rather than clicked.
pub const DRAG_THRESHOLD: f64 = 4.0;

/// The size (CSS pixels) under which a circle cell is too small to be hit surely by a finger,
/// both along its radius and along its arc: a press on such a target is confirmed by a second
/// press ([`Intent::Aim`]). On a 390-pixel phone the board is 378 pixels and the circle's two
/// inner rings are smaller (the innermost about 28 × 29). Grid squares stay one press: they are
/// 43 pixels there and 39 on a 360-pixel phone, near enough, and square.
pub const MIN_TARGET_CSS: f64 = 40.0;

/// The board component: state in, picture and intents out.
#[derive(Debug, Clone)]
pub struct Board {
    view: BoardView,
    theme: Theme,
    css_size: f64,
    /// Device pixels per CSS pixel (the backing store's size over the CSS size).
    scale: f64,
    layout: Layout,
    press: Option<Press>,
    animation: Animation,
    /// The time of the last frame drawn, if any.
    last_now: Option<f64>,
    /// The last move made by dropping a piece: it is already there, so not animated.
    dropped: Option<(Square, Square)>,
    /// A small target pressed once ([`Intent::Aim`]): pressed again, it is played.
    armed: Option<Square>,
    /// A finger's press that only tells the person something (an empty cell, a cell the
    /// selected piece cannot reach), held until the finger lifts: a long press is a circle,
    /// not a question ([`Board::touch_up`]).
    held: Option<Intent>,
    /// Arrows and circles of one's own ([`marks`]).
    marks: Vec<marks::Mark>,
    /// Where the right button went down, drawing a mark.
    marking: Option<Square>,
    /// The browser asks for more contrast: the theme of a view that names none.
    prefers_contrast: bool,
    dirty: bool,
}

impl Default for Board {
    fn default() -> Board {
        Board::new()
    }
}

impl Board {
    /// An empty grid board, 320 CSS pixels at ratio 1, until told otherwise.
    pub fn new() -> Board {
        let view = BoardView::default();
        let mut board = Board {
            layout: Layout::fit(view.geometry, 320.0, 16.0, 0),
            view,
            theme: Theme::default(),
            css_size: 320.0,
            scale: 1.0,
            press: None,
            animation: Animation::default(),
            last_now: None,
            dropped: None,
            armed: None,
            held: None,
            marks: Vec::new(),
            marking: None,
            prefers_contrast: false,
            dirty: true,
        };
        board.relayout();
        board
    }

    /// What the board shows.
    pub fn view(&self) -> &BoardView {
        &self.view
    }

    /// The colours.
    pub fn theme(&self) -> &Theme {
        &self.theme
    }

    /// Tells the board that the browser asks for more contrast (`prefers-contrast: more`): a
    /// view that names no theme is drawn in [`BoardTheme::HighContrast`] then.
    pub fn set_prefers_contrast(&mut self, more: bool) {
        self.prefers_contrast = more;
        self.theme = self.theme_of(&self.view);
        self.dirty = true;
    }

    /// The colours `view` is drawn in.
    fn theme_of(&self, view: &BoardView) -> Theme {
        let fallback = if self.prefers_contrast {
            BoardTheme::HighContrast
        } else {
            BoardTheme::Classic
        };
        view.board_theme.unwrap_or(fallback).colours()
    }

    /// The current layout (device pixels).
    pub fn layout(&self) -> &Layout {
        &self.layout
    }

    /// Shows `view`. With `animate`, pieces that moved since the last view slide to their new
    /// cells (ease-out, [`animation::DURATION_MS`]), captured ones fade out and new ones fade in;
    /// the animation starts at the next [`Board::frame`]. A piece just dropped by a drag is
    /// not animated, and a change of board or orientation never is.
    pub fn set_view(&mut self, view: BoardView, animate: bool) {
        let same_selection = view.selected == self.view.selected;
        let same_frame = view.geometry == self.view.geometry
            && view.orientation == self.view.orientation
            && view.four_handed == self.view.four_handed;
        let animation = if animate && same_frame {
            self.plan_animation(&view)
        } else {
            Animation::default()
        };
        self.animation = animation;
        self.dropped = None;
        let relayout = !same_frame || view.show_coords != self.view.show_coords;
        self.theme = self.theme_of(&view);
        self.view = view;
        if relayout {
            self.relayout();
        }
        // A marked target holds only while its piece stays selected and may still go there.
        if !same_selection || !self.armed.is_some_and(|sq| self.view.dests.has(sq)) {
            self.armed = None;
        }
        // A press on a piece that has gone (a bot moved it, the game changed) is over.
        if let Some(press) = &self.press {
            if self.view.piece_at(press.origin).is_none() {
                self.press = None;
            }
        }
        self.dirty = true;
    }

    fn plan_animation(&self, view: &BoardView) -> Animation {
        let layout = &self.layout;
        let cell = layout.cell_size().max(1.0);
        let distance = |a: Square, b: Square| {
            let (ax, ay) = layout.centre_of(a);
            let (bx, by) = layout.centre_of(b);
            crate::math::hypot(ax - bx, ay - by) / cell
        };
        let changes = animation::diff(&self.view.pieces, &view.pieces, distance);
        let slides = changes
            .moved
            .iter()
            .filter(|&&(from, to, _)| self.dropped != Some((from, to)))
            .map(|&(from, to, piece)| Slide {
                from: self.shown_at(from),
                to,
                piece,
            })
            .collect();
        let animation = Animation {
            start: None,
            slides,
            fading: changes.vanished,
            appearing: changes.appeared,
        };
        if animation.is_empty() {
            Animation::default()
        } else {
            animation
        }
    }

    /// Where the piece on `sq` is on screen now (device pixels): mid-slide if it is sliding.
    fn shown_at(&self, sq: Square) -> (f64, f64) {
        match (self.animation.slide_to(sq), self.last_now) {
            (Some(slide), Some(now)) => self.slide_position(slide, now),
            _ => self.layout.centre_of(sq),
        }
    }

    /// The position of a sliding piece at `now`.
    fn slide_position(&self, slide: &Slide, now: f64) -> (f64, f64) {
        let t = animation::ease_out(self.animation.progress(now));
        let to = self.layout.centre_of(slide.to);
        match self.view.geometry {
            Geometry::Grid => animation::lerp(slide.from, to, t),
            Geometry::Circle => animation::polar_lerp(self.layout.centre(), slide.from, to, t),
        }
    }

    /// Sizes the board for a square canvas of `css_size` CSS pixels at `dpr` device pixels per
    /// CSS pixel. The canvas' backing store should be [`Board::canvas_size`] pixels square.
    pub fn resize(&mut self, css_size: f64, dpr: f64) {
        let css = if css_size.is_finite() && css_size > 0.0 {
            css_size
        } else {
            1.0
        };
        let (device, _) = backing_size(css, css, dpr);
        self.css_size = css;
        self.scale = f64::from(device) / css;
        // Slides start from canvas positions, which no longer hold.
        self.animation.slides.clear();
        self.relayout();
        self.dirty = true;
    }

    /// The side of the canvas' backing store, in device pixels.
    pub fn canvas_size(&self) -> u32 {
        backing_size(self.css_size, self.css_size, self.scale).0
    }

    /// The side of the canvas in CSS pixels.
    pub fn css_size(&self) -> f64 {
        self.css_size
    }

    fn relayout(&mut self) {
        let side = f64::from(self.canvas_size());
        // Coordinates need a band about 4.5% of the board (13 to 24 CSS px); without them a
        // thin frame remains.
        let band_css = if self.view.show_coords {
            (self.css_size * 0.045).clamp(13.0, 24.0)
        } else {
            (self.css_size * 0.012).clamp(3.0, 8.0)
        };
        let turns = layout::quarter_turns(
            self.view.geometry,
            self.view.orientation,
            self.view.four_handed,
        );
        self.layout = Layout::fit(self.view.geometry, side, band_css * self.scale, turns);
    }

    /// The cell under a point given in CSS pixels relative to the canvas' top left corner.
    pub fn square_at(&self, x: f64, y: f64) -> Option<Square> {
        self.layout.square_at(x * self.scale, y * self.scale)
    }

    /// The centre of a cell in CSS pixels relative to the canvas' top left corner (where tests
    /// click).
    pub fn centre_of(&self, sq: Square) -> (f64, f64) {
        let (x, y) = self.layout.centre_of(sq);
        (x / self.scale, y / self.scale)
    }

    /// The centre of the cell named `name` (`e2`, `b12`) on the current board, in CSS pixels
    /// relative to the canvas; `None` if no cell has that name. For the page's test hook
    /// `window.ashtapada.cellCentre`.
    pub fn cell_centre(&self, name: &str) -> Option<(f64, f64)> {
        self.view
            .geometry
            .parse(name.trim())
            .map(|sq| self.centre_of(sq))
    }

    /// Whether something changed since the last frame (or an animation or drag is running):
    /// the host should draw a [`Board::frame`].
    pub fn needs_frame(&self) -> bool {
        self.dirty || !self.animation.is_empty() || self.is_dragging()
    }

    /// Whether a piece is being dragged.
    pub fn is_dragging(&self) -> bool {
        self.press.as_ref().is_some_and(|p| p.dragging)
    }

    /// The picture at time `now_ms` (any monotonic clock, e.g. `requestAnimationFrame`'s), in
    /// device pixels, and whether another frame is needed (an animation or drag in progress).
    pub fn frame(&mut self, now_ms: f64) -> (Vec<DrawOp>, bool) {
        self.last_now = Some(now_ms);
        if !self.animation.is_empty() && self.animation.start.is_none() {
            self.animation.start = Some(now_ms);
        }
        let finished = self.animation.finished(now_ms);
        let ops = self.draw(now_ms);
        if finished {
            self.animation = Animation::default();
        }
        self.dirty = false;
        (ops, !self.animation.is_empty() || self.is_dragging())
    }
}

#[cfg(test)]
mod tests;
