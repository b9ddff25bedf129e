//! Everything that touches the browser. No other module of this crate calls `web-sys`.
//!
//! [`canvas`] paints the board's display list and feeds it pointer events and animation frames.
//!
//! Every fallible browser call returns a [`Result`] whose [`PlatformError`] says what was being
//! attempted, so a failure in the page reads as a sentence rather than a bare JavaScript value.

pub mod audio;
pub mod bot_worker;
pub mod browser;
pub mod canvas;
pub mod dom;
pub mod extras_worker;
pub mod files;
pub mod live;
pub mod morph;
pub mod page;
pub mod storage;
pub use browser::{
    canvas_by_id, device_pixel_ratio, log_error, on_come_back, on_resize, on_storage, page_hidden,
    set_status, PlatformError, Result,
};
pub use canvas::Surface;
