//! Browser tests of the board canvas, run in headless Chromium by `cargo xtask test`
//! (`cargo test -p ashtapada-web --target wasm32-unknown-unknown`).
#![cfg(target_arch = "wasm32")]

use ashtapada_board::{Board, Theme};
use ashtapada_rules::{Geometry, Square};
use ashtapada_web::platform::bot_worker::BotWorker;
use ashtapada_web::platform::{self, Surface};
use wasm_bindgen::JsValue;
use wasm_bindgen_futures::JsFuture;
use wasm_bindgen_test::{wasm_bindgen_test, wasm_bindgen_test_configure};

wasm_bindgen_test_configure!(run_in_browser);

mod common;
use common::pixel;

#[wasm_bindgen_test]
fn canvas_backing_store_is_scaled_by_the_device_pixel_ratio() {
    let canvas = common::canvas("dpr-test", 240.0, 160.0);
    let surface = Surface::new(canvas.clone()).unwrap();
    for ratio in [1.0, 2.0, 1.5, 3.0] {
        ashtapada_web::draw_board(&surface, ratio).unwrap();
        assert_eq!(
            (canvas.width(), canvas.height()),
            ((240.0 * ratio) as u32, (160.0 * ratio) as u32),
            "at device pixel ratio {ratio}"
        );
    }
    // And with the window's real ratio, as the page does it.
    let ratio = platform::device_pixel_ratio().unwrap();
    ashtapada_web::draw_board(&surface, ratio).unwrap();
    assert_eq!(canvas.width(), (240.0 * ratio).round() as u32);
}

#[wasm_bindgen_test]
fn board_is_painted_where_the_layout_says() {
    let canvas = common::canvas("paint-test", 300.0, 300.0);
    let surface = Surface::new(canvas.clone()).unwrap();
    ashtapada_web::draw_board(&surface, 2.0).unwrap();
    let theme = Theme::default();
    let mut board = Board::new();
    board.resize(300.0, 2.0);
    let layout = board.layout();
    let cell = |name| Geometry::Grid.parse(name).unwrap();
    for name in ["a1", "h8", "d5"] {
        let (x, y) = layout.centre_of(cell(name));
        assert_eq!(pixel(&canvas, x, y), theme.light, "centre of {name}");
    }
    // A grid line runs between a1 and b1.
    let (x, y) = layout.centre_of(Square::new(0).unwrap());
    assert_eq!(pixel(&canvas, x + layout.cell_size() / 2.0, y), theme.line);
    // Left of the board: the frame with the coordinates.
    let rect = layout.board_rect();
    assert_eq!(
        pixel(&canvas, rect.x - 2.0 * layout.band / 3.0, rect.y + 2.0),
        theme.frame
    );
}

#[wasm_bindgen_test]
fn a_missing_canvas_is_a_clear_error() {
    let error = platform::canvas_by_id("no-such-board").unwrap_err();
    assert!(
        error.to_string().contains("no-such-board"),
        "unhelpful error: {error}"
    );
}

#[wasm_bindgen_test]
async fn a_worker_that_cannot_load_is_reported() {
    let mut resolve = None;
    let reported = js_sys::Promise::new(&mut |ok, _| resolve = Some(ok));
    let resolve = resolve.expect("Promise::new calls its executor at once");
    // Kept until the error arrives: dropping a BotWorker terminates it.
    let _worker = BotWorker::spawn(
        "./no-such-worker.js",
        |reply| panic!("a missing worker replied {reply:?}"),
        move |message| {
            resolve.call1(&JsValue::NULL, &message.into()).unwrap();
        },
    )
    .unwrap();
    let message = JsFuture::from(reported).await.unwrap();
    assert!(
        !message.as_string().unwrap_or_default().is_empty(),
        "empty error message"
    );
}
