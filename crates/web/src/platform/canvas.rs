//! The board's canvas: paints [`DrawOp`]s on a `CanvasRenderingContext2d` in device pixels,
//! sizes the backing store for the device pixel ratio, turns pointer events (mouse, touch, pen)
//! into board input, and runs animation frames.
//!
//! Two levels:
//!
//! * [`Surface`]: a canvas and its context; [`Surface::draw`] executes a display list,
//!   [`Surface::on_pointer`] reports pointer input in CSS pixels relative to the canvas (one
//!   pointer at a time, captured from down to up), [`request_frame`] asks for one animation frame.
//! * [`BoardCanvas`]: a [`Board`] mounted on a canvas, wired up completely: pointer events go to the
//!   board and its [`Intent`]s to the app's handler, frames are drawn only when something changed
//!   (or while animating or dragging), and the canvas follows its CSS size (a `ResizeObserver`)
//!   and the device pixel ratio.

use std::cell::{Cell, RefCell};
use std::rc::{Rc, Weak};

use wasm_bindgen::prelude::*;
use wasm_bindgen::JsCast;
use web_sys::{CanvasRenderingContext2d, HtmlCanvasElement, PointerEvent};

use super::browser::{log_error, window, Context, PlatformError, Result};
use ashtapada_board::scene::{DrawOp, Rgba, Segment};
use ashtapada_board::{Board, BoardView, Intent};

/// A canvas and its 2D context, drawn in device pixels.
#[derive(Debug, Clone)]
pub struct Surface {
    canvas: HtmlCanvasElement,
    context: CanvasRenderingContext2d,
}

impl Surface {
    /// Takes the 2D context of `canvas`.
    pub fn new(canvas: HtmlCanvasElement) -> Result<Surface> {
        let context = canvas
            .get_context("2d")
            .context("cannot get the canvas' 2D context")?
            .context("the canvas has no 2D context")?
            .dyn_into::<CanvasRenderingContext2d>()
            .map_err(|_| PlatformError::new("the canvas' 2D context has an unexpected type"))?;
        Ok(Surface { canvas, context })
    }

    /// The canvas element.
    pub fn canvas(&self) -> &HtmlCanvasElement {
        &self.canvas
    }

    /// Sizes the canvas' backing store to its displayed (CSS) size times `device_pixel_ratio`,
    /// and returns that size. Setting the size clears the canvas, so it is only set on change.
    pub fn fit_to_display(&self, device_pixel_ratio: f64) -> Result<(u32, u32)> {
        let (css_width, css_height) = self.css_size();
        let (width, height) =
            ashtapada_board::backing_size(css_width, css_height, device_pixel_ratio);
        self.set_size(width, height);
        Ok((width, height))
    }

    /// The canvas' displayed size in CSS pixels.
    pub fn css_size(&self) -> (f64, f64) {
        let rect = self.canvas.get_bounding_client_rect();
        (rect.width(), rect.height())
    }

    /// Where the canvas' top left corner is in the viewport (CSS pixels), to turn a point
    /// relative to the canvas into one a test can click.
    pub fn client_origin(&self) -> (f64, f64) {
        let rect = self.canvas.get_bounding_client_rect();
        (rect.left(), rect.top())
    }

    /// Sets the backing store's size in device pixels (only if it changes: that clears it).
    pub fn set_size(&self, width: u32, height: u32) {
        if self.canvas.width() != width {
            self.canvas.set_width(width);
        }
        if self.canvas.height() != height {
            self.canvas.set_height(height);
        }
    }

    /// The canvas' backing-store size in device pixels.
    pub fn size(&self) -> (u32, u32) {
        (self.canvas.width(), self.canvas.height())
    }

    /// Paints `ops` in order.
    pub fn draw(&self, ops: &[DrawOp]) {
        let ctx = &self.context;
        ctx.set_line_join("round");
        ctx.set_line_cap("round");
        for op in ops {
            if let Err(error) = self.draw_op(op) {
                // Only non-finite coordinates make these calls fail; a layout never makes them.
                log_error(&error.to_string());
            }
        }
    }

    fn draw_op(&self, op: &DrawOp) -> Result<()> {
        let ctx = &self.context;
        match op {
            DrawOp::Clear { color } => {
                ctx.set_fill_style_str(&color.to_string());
                ctx.fill_rect(
                    0.0,
                    0.0,
                    f64::from(self.canvas.width()),
                    f64::from(self.canvas.height()),
                );
            }
            DrawOp::FillRect { rect, color } => {
                ctx.set_fill_style_str(&color.to_string());
                ctx.fill_rect(rect.x, rect.y, rect.w, rect.h);
            }
            DrawOp::Path { path, fill, stroke } => {
                self.trace(&path.0)?;
                if let Some(fill) = fill {
                    ctx.set_fill_style_str(&fill.to_string());
                    ctx.fill();
                }
                if let Some(stroke) = stroke {
                    ctx.set_stroke_style_str(&stroke.color.to_string());
                    ctx.set_line_width(stroke.width);
                    ctx.stroke();
                }
            }
            DrawOp::Glow {
                x,
                y,
                radius,
                color,
            } => {
                let gradient = ctx
                    .create_radial_gradient(*x, *y, 0.0, *x, *y, radius.max(0.0))
                    .context("cannot create a glow")?;
                let clear = Rgba(color.0, color.1, color.2, 0);
                gradient
                    .add_color_stop(0.0, &color.to_string())
                    .context("cannot colour a glow")?;
                gradient
                    .add_color_stop(1.0, &clear.to_string())
                    .context("cannot colour a glow")?;
                ctx.set_fill_style_canvas_gradient(&gradient);
                ctx.begin_path();
                ctx.arc(*x, *y, radius.max(0.0), 0.0, std::f64::consts::TAU)
                    .context("cannot draw a glow")?;
                ctx.fill();
            }
            DrawOp::Text {
                text,
                x,
                y,
                size,
                color,
            } => {
                ctx.set_fill_style_str(&color.to_string());
                // Tenths of a pixel written as integers: no float printing in the page.
                let tenths = (size * 10.0).round().max(0.0) as u32;
                ctx.set_font(&format!(
                    "600 {}.{}px system-ui, sans-serif",
                    tenths / 10,
                    tenths % 10
                ));
                ctx.set_text_align("center");
                ctx.set_text_baseline("middle");
                ctx.fill_text(text, *x, *y).context("cannot draw text")?;
            }
        }
        Ok(())
    }

    fn trace(&self, segments: &[Segment]) -> Result<()> {
        let ctx = &self.context;
        ctx.begin_path();
        for segment in segments {
            match *segment {
                Segment::MoveTo(x, y) => ctx.move_to(x, y),
                Segment::LineTo(x, y) => ctx.line_to(x, y),
                Segment::QuadTo(cx, cy, x, y) => ctx.quadratic_curve_to(cx, cy, x, y),
                Segment::CubicTo(ax, ay, bx, by, x, y) => ctx.bezier_curve_to(ax, ay, bx, by, x, y),
                Segment::Arc {
                    cx,
                    cy,
                    r,
                    start,
                    end,
                    anticlockwise,
                } => ctx
                    .arc_with_anticlockwise(cx, cy, r.max(0.0), start, end, anticlockwise)
                    .context("cannot draw an arc")?,
                Segment::Close => ctx.close_path(),
            }
        }
        Ok(())
    }

    /// Calls `handler` with pointer input on the canvas (mouse, touch or pen), for the page's
    /// lifetime. One pointer at a time: a second finger is ignored while the first is down, and
    /// the pointer is captured from down to up so a drag may leave the canvas. Only the main
    /// mouse button counts. The default actions (text selection, the touch context menu) are
    /// prevented; scrolling by touch needs `touch-action: none` on the canvas, which
    /// [`BoardCanvas::new`] sets.
    pub fn on_pointer(&self, handler: impl FnMut(PointerInput) + 'static) -> Result<()> {
        let handler = Rc::new(RefCell::new(handler));
        let active: Rc<Cell<Option<i32>>> = Rc::new(Cell::new(None));
        let down_at = Rc::new(Cell::new(0.0));
        let canvas = self.canvas.clone();
        let listener = Closure::<dyn FnMut(PointerEvent)>::new(move |event: PointerEvent| {
            let id = event.pointer_id();
            let kind = event.type_();
            let mouse = event.pointer_type() == "mouse";
            let phase = match kind.as_str() {
                // The right button draws one's own marks.
                "pointerdown" if mouse && event.button() == 2 && active.get().is_none() => {
                    event.prevent_default();
                    PointerPhase::MarkDown
                }
                "pointerup" if mouse && event.button() == 2 && active.get().is_none() => {
                    PointerPhase::MarkUp
                }
                "pointerdown" => {
                    if active.get().is_some_and(|a| a != id)
                        || (event.pointer_type() == "mouse" && event.button() != 0)
                    {
                        return;
                    }
                    active.set(Some(id));
                    down_at.set(event.time_stamp());
                    // Keeps the drag when the pointer leaves the canvas. Failing only loses that.
                    let _ = canvas.set_pointer_capture(id);
                    event.prevent_default();
                    PointerPhase::Down
                }
                "pointermove" if active.get() == Some(id) => PointerPhase::Move,
                "pointerup" if active.get() == Some(id) => {
                    active.set(None);
                    let _ = canvas.release_pointer_capture(id);
                    PointerPhase::Up
                }
                "pointercancel" | "lostpointercapture" if active.get() == Some(id) => {
                    active.set(None);
                    PointerPhase::Cancel
                }
                _ => return,
            };
            let rect = canvas.get_bounding_client_rect();
            let input = PointerInput {
                phase,
                x: f64::from(event.client_x()) - rect.left(),
                y: f64::from(event.client_y()) - rect.top(),
                touch: !mouse,
                held_ms: event.time_stamp() - down_at.get(),
            };
            (handler.borrow_mut())(input);
        });
        for kind in [
            "pointerdown",
            "pointermove",
            "pointerup",
            "pointercancel",
            "lostpointercapture",
        ] {
            self.canvas
                .add_event_listener_with_callback(kind, listener.as_ref().unchecked_ref())
                .context(&format!("cannot listen to {kind} on the board"))?;
        }
        listener.forget();
        // A long press on a touch screen opens a context menu; not on the board.
        let no_menu = Closure::<dyn FnMut(web_sys::Event)>::new(|event: web_sys::Event| {
            event.prevent_default();
        });
        self.canvas
            .add_event_listener_with_callback("contextmenu", no_menu.as_ref().unchecked_ref())
            .context("cannot listen to contextmenu on the board")?;
        no_menu.forget();
        Ok(())
    }
}

/// What a pointer did.
#[derive(Debug, Clone, Copy, PartialEq, Eq)]
pub enum PointerPhase {
    /// Pressed (mouse button, finger, pen).
    Down,
    /// Moved while pressed.
    Move,
    /// Released.
    Up,
    /// Taken away by the browser (a gesture, the window lost focus).
    Cancel,
    /// The right mouse button pressed: a mark of one's own starts ([`ashtapada_board::marks`]).
    MarkDown,
    /// The right mouse button released.
    MarkUp,
}

/// One pointer event on the canvas.
#[derive(Debug, Clone, Copy, PartialEq)]
pub struct PointerInput {
    /// What happened.
    pub phase: PointerPhase,
    /// CSS pixels from the canvas' left edge.
    pub x: f64,
    /// CSS pixels from the canvas' top edge.
    pub y: f64,
    /// Whether it is a finger or pen rather than a mouse.
    pub touch: bool,
    /// For a release: how long the pointer was down (milliseconds).
    pub held_ms: f64,
}

/// Asks the browser to call `callback` once, with the frame's timestamp (milliseconds), before
/// the next repaint.
pub fn request_frame(callback: &Closure<dyn FnMut(f64)>) -> Result<()> {
    window()?
        .request_animation_frame(callback.as_ref().unchecked_ref())
        .context("cannot request an animation frame")
        .map(|_| ())
}

/// Called with each [`Intent`] of the user, and the board it came from (to update its view).
type IntentHandler = Box<dyn FnMut(&BoardCanvas, Intent)>;

/// Draws a frame at the given time.
type FrameCallback = Closure<dyn FnMut(f64)>;
/// Watches the canvas' size, and what it calls.
type SizeWatch = (web_sys::ResizeObserver, Closure<dyn FnMut()>);

struct Shared {
    board: RefCell<Board>,
    surface: Surface,
    on_intent: RefCell<IntentHandler>,
    frame_pending: Cell<bool>,
    on_frame: RefCell<Option<FrameCallback>>,
    observer: RefCell<Option<SizeWatch>>,
}

/// A [`Board`] mounted on a canvas: the whole board component in the page. Cheap to clone
/// (a handle).
///
/// ```no_run
/// use ashtapada_board::{BoardView, Intent};
/// use ashtapada_web::platform::{self, canvas::BoardCanvas};
/// # fn main() -> platform::Result<()> {
/// let board = BoardCanvas::new(platform::canvas_by_id("board")?, |board, intent| {
///     // Ask the game what the intent means, then show the result.
///     if let Intent::Deselect = intent {
///         let view = BoardView { selected: None, ..board.view() };
///         board.set_view(view, false);
///     }
/// })?;
/// board.set_view(BoardView::default(), false);
/// # Ok(()) }
/// ```
#[derive(Clone)]
pub struct BoardCanvas {
    shared: Rc<Shared>,
}

impl std::fmt::Debug for BoardCanvas {
    fn fmt(&self, f: &mut std::fmt::Formatter<'_>) -> std::fmt::Result {
        f.debug_struct("BoardCanvas")
            .field("board", &self.shared.board.borrow())
            .finish_non_exhaustive()
    }
}

impl BoardCanvas {
    /// Mounts a board on `canvas`: sizes it, listens to its pointer events and size, and calls
    /// `on_intent` with each intent of the user (after the board has released its state, so the
    /// handler may call [`BoardCanvas::set_view`]).
    pub fn new(
        canvas: HtmlCanvasElement,
        on_intent: impl FnMut(&BoardCanvas, Intent) + 'static,
    ) -> Result<BoardCanvas> {
        let surface = Surface::new(canvas)?;
        surface
            .canvas()
            .style()
            .set_property("touch-action", "none")
            .context("cannot set touch-action on the board")?;
        let shared = Rc::new(Shared {
            board: RefCell::new(Board::new()),
            surface,
            on_intent: RefCell::new(Box::new(on_intent)),
            frame_pending: Cell::new(false),
            on_frame: RefCell::new(None),
            observer: RefCell::new(None),
        });

        // Frames: draw, and ask for the next one while animating or dragging.
        let weak: Weak<Shared> = Rc::downgrade(&shared);
        let on_frame = Closure::<dyn FnMut(f64)>::new(move |now: f64| {
            if let Some(shared) = weak.upgrade() {
                BoardCanvas { shared }.draw_frame(now);
            }
        });
        *shared.on_frame.borrow_mut() = Some(on_frame);

        // Pointer input.
        let weak = Rc::downgrade(&shared);
        shared.surface.on_pointer(move |input| {
            if let Some(shared) = weak.upgrade() {
                BoardCanvas { shared }.pointer(input);
            }
        })?;

        // Size changes of the canvas (window resizes, zoom, the page's layout).
        let weak = Rc::downgrade(&shared);
        let on_resize = Closure::<dyn FnMut()>::new(move || {
            if let Some(shared) = weak.upgrade() {
                if let Err(error) = (BoardCanvas { shared }).fit() {
                    log_error(&format!("resizing the board: {error}"));
                }
            }
        });
        let observer = web_sys::ResizeObserver::new(on_resize.as_ref().unchecked_ref())
            .context("cannot watch the board's size")?;
        observer.observe(shared.surface.canvas());
        *shared.observer.borrow_mut() = Some((observer, on_resize));

        let board = BoardCanvas { shared };
        board.fit()?;
        Ok(board)
    }

    /// The canvas' surface.
    pub fn surface(&self) -> &Surface {
        &self.shared.surface
    }

    /// What the board shows now (a copy).
    pub fn view(&self) -> BoardView {
        self.shared.board.borrow().view().clone()
    }

    /// Shows `view` (see [`Board::set_view`]) and schedules a frame.
    pub fn set_view(&self, view: BoardView, animate: bool) {
        self.shared.board.borrow_mut().set_view(view, animate);
        self.schedule();
    }

    /// Tells the board the browser's wish for contrast (see [`Board::set_prefers_contrast`]).
    pub fn set_prefers_contrast(&self, more: bool) {
        self.shared.board.borrow_mut().set_prefers_contrast(more);
        self.schedule();
    }

    /// Reads the board (layout, view, hit-testing).
    pub fn with_board<R>(&self, f: impl FnOnce(&Board) -> R) -> R {
        f(&self.shared.board.borrow())
    }

    /// Measures the canvas' CSS size and the device pixel ratio, sizes the board and the backing
    /// store, and schedules a frame. The canvas should be square (its smaller side is used).
    pub fn fit(&self) -> Result<()> {
        let ratio = super::browser::device_pixel_ratio()?;
        let (width, height) = self.shared.surface.css_size();
        let css = match (width > 0.0, height > 0.0) {
            (true, true) => width.min(height),
            _ => width.max(height),
        };
        if css <= 0.0 {
            // Not laid out (hidden): nothing to size yet.
            return Ok(());
        }
        let side = {
            let mut board = self.shared.board.borrow_mut();
            let unchanged = (board.css_size() - css).abs() < 1e-9
                && board.canvas_size() == self.shared.surface.size().0
                && board.canvas_size() == ashtapada_board::backing_size(css, css, ratio).0;
            if !unchanged {
                board.resize(css, ratio);
            }
            board.canvas_size()
        };
        self.shared.surface.set_size(side, side);
        // The backing store was cleared if its size changed: draw at once, not a frame later.
        self.draw_frame(now_ms());
        Ok(())
    }

    /// The centre of the cell named `name` (`e2`, `b12`) in viewport CSS pixels, for the page's
    /// test hook (`window.ashtapada.cellCentre("e2")`); `None` if no cell has that name.
    pub fn cell_centre(&self, name: &str) -> Option<(f64, f64)> {
        let (x, y) = self.shared.board.borrow().cell_centre(name)?;
        let (left, top) = self.shared.surface.client_origin();
        Some((left + x, top + y))
    }

    /// How many marks of one's own the board shows (the test hook `boardMarks()`).
    pub fn marks(&self) -> usize {
        self.shared.board.borrow().marks().len()
    }

    /// Whether the board is still: its view drawn, no frame asked for, no animation or drag
    /// running. For the page's test hook (`window.ashtapada.boardStill()`), so that a test waits
    /// for the picture to settle rather than for a fixed time.
    pub fn is_still(&self) -> bool {
        !self.shared.frame_pending.get() && !self.shared.board.borrow().needs_frame()
    }

    /// Asks for a frame if the board has something new to show.
    pub fn schedule(&self) {
        if self.shared.frame_pending.get() || !self.shared.board.borrow().needs_frame() {
            return;
        }
        if let Some(on_frame) = self.shared.on_frame.borrow().as_ref() {
            match request_frame(on_frame) {
                Ok(()) => self.shared.frame_pending.set(true),
                Err(error) => log_error(&error.to_string()),
            }
        }
    }

    fn draw_frame(&self, now: f64) {
        self.shared.frame_pending.set(false);
        let (ops, more) = self.shared.board.borrow_mut().frame(now);
        self.shared.surface.draw(&ops);
        if more {
            self.schedule();
        }
    }

    fn pointer(&self, input: PointerInput) {
        let intent = {
            let mut board = self.shared.board.borrow_mut();
            match input.phase {
                PointerPhase::Down if input.touch => board.touch_down(input.x, input.y),
                PointerPhase::Down => board.pointer_down(input.x, input.y),
                PointerPhase::Move => {
                    board.pointer_move(input.x, input.y);
                    None
                }
                PointerPhase::Up if input.touch => board.touch_up(input.x, input.y, input.held_ms),
                PointerPhase::Up => board.pointer_up(input.x, input.y),
                PointerPhase::Cancel => {
                    board.pointer_cancel();
                    None
                }
                PointerPhase::MarkDown => {
                    board.secondary_down(input.x, input.y);
                    None
                }
                PointerPhase::MarkUp => {
                    board.secondary_up(input.x, input.y);
                    None
                }
            }
        };
        self.schedule();
        if let Some(intent) = intent {
            // The board is released: the handler may set a new view.
            (self.shared.on_intent.borrow_mut())(self, intent);
        }
    }
}

/// Milliseconds on the clock `requestAnimationFrame` uses (`performance.now()`), or 0.
fn now_ms() -> f64 {
    window()
        .ok()
        .and_then(|w| w.performance())
        .map_or(0.0, |p| p.now())
}
