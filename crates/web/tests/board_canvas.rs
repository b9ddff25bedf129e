//! Browser tests of the board component on a real canvas, run in headless Chromium by
//! `cargo xtask test` (`cargo test -p ashtapada-web --target wasm32-unknown-unknown`): start
//! positions of both boards are painted and their pixels checked, and pointer events reach the
//! board through the canvas plumbing.
#![cfg(target_arch = "wasm32")]

use std::cell::RefCell;
use std::rc::Rc;

use ashtapada_board::scene::Rgb;
use ashtapada_board::{Board, BoardView, Intent, Theme};
use ashtapada_rules::{Bitboard, Geometry, Position, Ruleset, Seat, Square};
use ashtapada_web::platform::canvas::{BoardCanvas, Surface};
use wasm_bindgen_test::{wasm_bindgen_test, wasm_bindgen_test_configure};
use web_sys::{HtmlCanvasElement, PointerEvent, PointerEventInit};

wasm_bindgen_test_configure!(run_in_browser);

mod common;
use common::pixel;

/// Paints `view` on a new canvas of `css` CSS pixels at device pixel ratio `dpr`.
fn paint(id: &str, view: BoardView, css: f64, dpr: f64) -> (HtmlCanvasElement, Board) {
    let canvas = common::canvas(id, css, css);
    let surface = Surface::new(canvas.clone()).unwrap();
    let mut board = Board::new();
    board.resize(css, dpr);
    board.set_view(view, false);
    let side = board.canvas_size();
    surface.set_size(side, side);
    surface.draw(&board.frame(0.0).0);
    (canvas, board)
}

fn start(ruleset: &str) -> BoardView {
    BoardView::of_position(&Position::start(Ruleset::by_id(ruleset).unwrap()))
}

/// Every piece shows its army's colour inside its figure, near its cell's centre.
fn assert_armies_drawn(canvas: &HtmlCanvasElement, board: &Board, label: &str) {
    let view = board.view();
    assert!(view.pieces.len() >= 32, "{label}");
    for &(sq, piece) in &view.pieces {
        let name = view.geometry.name(sq);
        let (x, y) = board.body_point(sq).unwrap();
        let (cx, cy) = board.layout().centre_of(sq);
        let size = board.layout().cell_size();
        assert!((x - cx).hypot(y - cy) < size / 2.0, "{label}: {name}");
        let expected = view.army_colours[piece.army().index()];
        assert_eq!(
            pixel(canvas, x, y),
            expected,
            "{label}: {piece:?} on {name}"
        );
    }
}

#[wasm_bindgen_test]
fn four_handed_start_positions_show_each_army_in_its_colour() {
    let theme = Theme::default();
    for (i, ruleset) in ["chaturanga-v1", "chaturaji"].into_iter().enumerate() {
        for seat in 0..4 {
            let mut view = start(ruleset);
            view.orientation = Seat::new(seat).unwrap();
            let id = format!("four-{i}-{seat}");
            let (canvas, board) = paint(&id, view, 320.0, 2.0);
            assert_armies_drawn(&canvas, &board, &id);
            // The middle of the board is empty and uncheckered.
            for name in ["d4", "e4", "d5", "e5"] {
                let (x, y) = board
                    .layout()
                    .centre_of(Geometry::Grid.parse(name).unwrap());
                assert_eq!(pixel(&canvas, x, y), theme.light, "{id}: {name}");
            }
        }
    }
}

#[wasm_bindgen_test]
fn two_handed_start_position_is_drawn_from_both_sides() {
    for seat in 0..2 {
        let mut view = start("chaturanga-v3");
        view.orientation = Seat::new(seat).unwrap();
        let (canvas, board) = paint(&format!("v3-{seat}"), view, 400.0, 1.0);
        assert_armies_drawn(&canvas, &board, "chaturanga-v3");
    }
}

#[wasm_bindgen_test]
fn byzantine_start_position_is_drawn_on_the_circle() {
    let theme = Theme::default();
    for (i, ruleset) in ["byzantine-modern", "byzantine-traditional"]
        .into_iter()
        .enumerate()
    {
        for seat in 0..2 {
            let mut view = start(ruleset);
            view.orientation = Seat::new(seat).unwrap();
            let id = format!("circle-{i}-{seat}");
            let (canvas, board) = paint(&id, view, 480.0, 1.5);
            assert_armies_drawn(&canvas, &board, &id);
            // Empty cells alternate light and dark round the rings and across them.
            let cell = |name| Geometry::Circle.parse(name).unwrap();
            let colour = |name| {
                let (x, y) = board.layout().centre_of(cell(name));
                pixel(&canvas, x, y)
            };
            assert_eq!(colour("a5"), theme.light, "{id}");
            assert_eq!(colour("a6"), theme.dark, "{id}");
            assert_eq!(colour("b5"), theme.dark, "{id}");
            assert_eq!(colour("d16"), theme.light, "{id}");
            // The centre is empty.
            let (cx, cy) = board.layout().centre();
            assert_eq!(pixel(&canvas, cx, cy), theme.centre, "{id}");
        }
    }
}

#[wasm_bindgen_test]
fn highlights_and_dimmed_pieces_are_translucent_over_the_board() {
    let theme = Theme::default();
    let mut view = start("chaturanga-v1");
    let g = |name| Geometry::Grid.parse(name).unwrap();
    view.selected = Some(g("b2"));
    view.last_move = Some((g("e4"), g("e5")));
    let position = Position::start(Ruleset::by_id("chaturanga-v1").unwrap());
    view.dimmed = position.army_cells(Seat::ALL[3]);
    let colours = view.army_colours;
    let (canvas, board) = paint("highlights", view, 320.0, 2.0);
    let layout = board.layout();
    let near_corner = |sq: Square| {
        let r = layout.cell_rect(sq);
        (r.x + r.w * 0.12, r.y + r.h * 0.12)
    };
    let blend = |over: ashtapada_board::scene::Rgba, under: Rgb| {
        let a = over.opacity();
        let mix = |o: u8, u: u8| (f64::from(o) * a + f64::from(u) * (1.0 - a)).round() as i32;
        (
            mix(over.0, under.0),
            mix(over.1, under.1),
            mix(over.2, under.2),
        )
    };
    let close = |got: Rgb, want: (i32, i32, i32)| {
        (i32::from(got.0) - want.0).abs() <= 2
            && (i32::from(got.1) - want.1).abs() <= 2
            && (i32::from(got.2) - want.2).abs() <= 2
    };
    let (x, y) = near_corner(g("b2"));
    let got = pixel(&canvas, x, y);
    assert!(
        close(got, blend(theme.selected, theme.light)),
        "selected: {got:?}"
    );
    let (x, y) = near_corner(g("e5"));
    let got = pixel(&canvas, x, y);
    assert!(
        close(got, blend(theme.last_move, theme.light)),
        "last move: {got:?}"
    );
    // East's pawn on g1 is dimmed: neither its colour nor the board's, but between.
    let (x, y) = board.body_point(g("g1")).unwrap();
    let got = pixel(&canvas, x, y);
    assert_ne!(got, colours[3]);
    assert_ne!(got, theme.light);
    // South's pawn is not.
    let (x, y) = board.body_point(g("a2")).unwrap();
    assert_eq!(pixel(&canvas, x, y), colours[0]);
}

fn pointer(kind: &str, x: f64, y: f64) -> PointerEvent {
    let init = PointerEventInit::new();
    init.set_bubbles(true);
    init.set_cancelable(true);
    init.set_pointer_id(7);
    init.set_pointer_type("mouse");
    init.set_is_primary(true);
    init.set_button(0);
    init.set_client_x(x.round() as i32);
    init.set_client_y(y.round() as i32);
    PointerEvent::new_with_event_init_dict(kind, &init).unwrap()
}

#[wasm_bindgen_test]
fn pointer_events_reach_the_board_as_intents() {
    let canvas = common::canvas("pointer-test", 360.0, 360.0);
    let intents: Rc<RefCell<Vec<Intent>>> = Rc::default();
    let seen = intents.clone();
    let board = BoardCanvas::new(canvas.clone(), move |board, intent| {
        seen.borrow_mut().push(intent);
        // As an app would: select, and offer e3 and e4; after a move, nothing is selected.
        let mut view = board.view();
        match intent {
            Intent::Select(sq) => {
                view.selected = Some(sq);
                view.dests = Bitboard(1 << 20 | 1 << 28);
            }
            Intent::Move { .. } => {
                view.selected = None;
                view.dests = Bitboard::EMPTY;
            }
            _ => return,
        }
        board.set_view(view, false);
    })
    .unwrap();
    board.set_view(start("chaturanga-v3"), false);
    // The canvas follows its CSS size at the window's device pixel ratio.
    let ratio = web_sys::window().unwrap().device_pixel_ratio();
    assert_eq!(canvas.width(), (360.0 * ratio).round() as u32);

    let e2 = board.cell_centre("e2").unwrap();
    let e4 = board.cell_centre("e4").unwrap();
    assert!(board.cell_centre("q9").is_none());
    // Click-click.
    canvas
        .dispatch_event(&pointer("pointerdown", e2.0, e2.1))
        .unwrap();
    canvas
        .dispatch_event(&pointer("pointerup", e2.0, e2.1))
        .unwrap();
    canvas
        .dispatch_event(&pointer("pointerdown", e4.0, e4.1))
        .unwrap();
    canvas
        .dispatch_event(&pointer("pointerup", e4.0, e4.1))
        .unwrap();
    let (e2_sq, e4_sq) = (Square::new(12).unwrap(), Square::new(28).unwrap());
    assert_eq!(
        *intents.borrow(),
        vec![
            Intent::Select(e2_sq),
            Intent::Move {
                from: e2_sq,
                to: e4_sq
            }
        ]
    );
    // Drag: down on g1, move, up on f3.
    intents.borrow_mut().clear();
    let g1 = board.cell_centre("g1").unwrap();
    let f3 = board.cell_centre("f3").unwrap();
    canvas
        .dispatch_event(&pointer("pointerdown", g1.0, g1.1))
        .unwrap();
    canvas
        .dispatch_event(&pointer("pointermove", g1.0 - 10.0, g1.1 - 10.0))
        .unwrap();
    assert!(board.with_board(Board::is_dragging));
    canvas
        .dispatch_event(&pointer("pointermove", f3.0, f3.1))
        .unwrap();
    canvas
        .dispatch_event(&pointer("pointerup", f3.0, f3.1))
        .unwrap();
    assert_eq!(
        *intents.borrow(),
        vec![
            Intent::Select(Square::new(6).unwrap()),
            Intent::Move {
                from: Square::new(6).unwrap(),
                to: Square::new(21).unwrap()
            }
        ]
    );
}
