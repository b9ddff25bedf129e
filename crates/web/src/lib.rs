//! Ashtapada's browser front end: the game page.
//!
//! The page (`www/index.html`) holds the board's `<canvas>`, the panels and the dialogs. On start
//! this crate restores the autosaved game (or starts one), mounts the board, starts the bot
//! worker (`ashtapada-worker`) and wires the controls.
//!
//! This crate is the page layer, the only one that calls the browser (`web-sys`): it runs the
//! app (`ashtapada-app`: the game, the player's input and everything the page shows, as plain
//! Rust) and paints the board component (`ashtapada-board`) on the canvas. [`platform::page`]
//! runs the app in the page. `ARCHITECTURE.md` draws the crates and the paths through them.

#![warn(missing_docs)]

pub mod platform;

pub use platform::page::{BOARD_CANVAS_ID, SERVICE_WORKER_URL, STATUS_ID, WORKER_URL};

/// The page's allocator: Talc rather than Rust's default dlmalloc for wasm, because it is
/// smaller in the first load (and faster). Each wasm program (the page, each worker) chooses
/// its own.
#[cfg(target_arch = "wasm32")]
#[global_allocator]
static ALLOCATOR: talc::wasm::WasmDynamicTalc = talc::wasm::new_wasm_dynamic_allocator();

/// Entry point, run by wasm-bindgen when the page's wasm module starts.
///
/// # Errors
/// A description of the first browser call that failed (also shown in `#status` if possible).
#[wasm_bindgen::prelude::wasm_bindgen(start)]
pub fn start() -> Result<(), wasm_bindgen::JsValue> {
    platform::page::run().map_err(|error| {
        let message = format!("Ashtapada could not start: {error}");
        platform::log_error(&message);
        // Best effort: the status element may be what is missing.
        let _ = platform::set_status(STATUS_ID, &message, "error");
        wasm_bindgen::JsValue::from(error)
    })
}

/// Sizes `surface` to its displayed size at `device_pixel_ratio` and draws the empty board.
///
/// # Errors
/// If the canvas cannot be measured or resized.
pub fn draw_board(surface: &platform::Surface, device_pixel_ratio: f64) -> platform::Result<()> {
    let (width, height) = surface.fit_to_display(device_pixel_ratio)?;
    let mut board = ashtapada_board::Board::new();
    let css = f64::from(width.min(height)) / device_pixel_ratio;
    board.resize(css, device_pixel_ratio);
    surface.draw(&board.frame(0.0).0);
    Ok(())
}
