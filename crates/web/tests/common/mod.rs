//! Helpers shared by the browser test files: a canvas on the test page and its pixels.

use ashtapada_board::scene::Rgb;
use wasm_bindgen::JsCast;
use web_sys::{CanvasRenderingContext2d, HtmlCanvasElement};

/// A canvas laid out at `width` × `height` CSS pixels, attached to the test page.
pub fn canvas(id: &str, width: f64, height: f64) -> HtmlCanvasElement {
    let document = web_sys::window().unwrap().document().unwrap();
    let canvas: HtmlCanvasElement = document
        .create_element("canvas")
        .unwrap()
        .dyn_into()
        .unwrap();
    canvas.set_id(id);
    let style = canvas.style();
    style.set_property("display", "block").unwrap();
    style.set_property("width", &format!("{width}px")).unwrap();
    style
        .set_property("height", &format!("{height}px"))
        .unwrap();
    document.body().unwrap().append_child(&canvas).unwrap();
    canvas
}

/// The colour of the canvas pixel at device position (`x`, `y`), which must be opaque.
pub fn pixel(canvas: &HtmlCanvasElement, x: f64, y: f64) -> Rgb {
    let ctx: CanvasRenderingContext2d = canvas
        .get_context("2d")
        .unwrap()
        .unwrap()
        .dyn_into()
        .unwrap();
    let data = ctx
        .get_image_data(x.floor(), y.floor(), 1.0, 1.0)
        .unwrap()
        .data();
    assert_eq!(data[3], 255, "pixel at ({x}, {y}) is not opaque");
    Rgb(data[0], data[1], data[2])
}
