//! The browser's globals and what every module of the page layer shares: the error of a
//! failed browser call ([`PlatformError`], with what was being attempted), the window and the
//! document, the status line, the console, and the page's storage, visibility and resize events.

use std::fmt;

use wasm_bindgen::prelude::*;
use wasm_bindgen::JsCast;
use web_sys::{Document, HtmlCanvasElement, Window};

/// A failed browser call, with what the page was trying to do.
#[derive(Debug, Clone, PartialEq, Eq)]
pub struct PlatformError {
    context: String,
    cause: Option<String>,
}

impl PlatformError {
    /// An error with no underlying JavaScript value.
    pub fn new(context: impl Into<String>) -> Self {
        PlatformError {
            context: context.into(),
            cause: None,
        }
    }

    fn with_cause(context: impl Into<String>, cause: &JsValue) -> Self {
        PlatformError {
            context: context.into(),
            cause: Some(js_message(cause)),
        }
    }
}

/// The text of a thrown JavaScript value: an `Error`'s message, a string as is.
pub(crate) fn js_message(value: &JsValue) -> String {
    value
        .as_string()
        .or_else(|| {
            value
                .dyn_ref::<js_sys::Error>()
                .map(|e| String::from(e.message()))
        })
        .unwrap_or_else(|| format!("{value:?}"))
}

impl fmt::Display for PlatformError {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        match &self.cause {
            Some(cause) => write!(f, "{}: {}", self.context, cause),
            None => f.write_str(&self.context),
        }
    }
}

impl std::error::Error for PlatformError {}

impl From<PlatformError> for JsValue {
    fn from(error: PlatformError) -> JsValue {
        js_sys::Error::new(&error.to_string()).into()
    }
}

/// Result of a browser call.
pub type Result<T> = std::result::Result<T, PlatformError>;

/// Adds context to a failed browser call.
pub(crate) trait Context<T> {
    fn context(self, what: &str) -> Result<T>;
}

impl<T> Context<T> for std::result::Result<T, JsValue> {
    fn context(self, what: &str) -> Result<T> {
        self.map_err(|cause| PlatformError::with_cause(what, &cause))
    }
}

impl<T> Context<T> for Option<T> {
    fn context(self, what: &str) -> Result<T> {
        self.ok_or_else(|| PlatformError::new(what))
    }
}

pub(crate) fn window() -> Result<Window> {
    web_sys::window().context("no `window`: not running in a page")
}

pub(crate) fn document() -> Result<Document> {
    window()?.document().context("the window has no document")
}

/// The window's device pixel ratio (CSS pixel → screen pixels).
pub fn device_pixel_ratio() -> Result<f64> {
    Ok(window()?.device_pixel_ratio())
}

/// The `<canvas>` element with this id.
pub fn canvas_by_id(id: &str) -> Result<HtmlCanvasElement> {
    document()?
        .get_element_by_id(id)
        .context(&format!("no element with id `{id}` in the page"))?
        .dyn_into::<HtmlCanvasElement>()
        .map_err(|_| PlatformError::new(format!("element `#{id}` is not a <canvas>")))
}

/// Sets the text of the element with this id, and its `data-state` attribute (for styling and
/// for tests to wait on).
pub fn set_status(id: &str, text: &str, state: &str) -> Result<()> {
    let element = document()?
        .get_element_by_id(id)
        .context(&format!("no element with id `{id}` in the page"))?;
    element.set_text_content(Some(text));
    element
        .set_attribute("data-state", state)
        .context(&format!("cannot set data-state on `#{id}`"))
}

/// Writes an error to the browser console.
pub fn log_error(message: &str) {
    web_sys::console::error_1(&JsValue::from_str(message));
}

/// Calls `handler` with the new text whenever another tab of the site stores something under
/// `key` (the `storage` event, which a tab never gets for its own writes); with `key` `None`,
/// whenever the whole storage is cleared (the event without a key).
pub fn on_storage(
    key: Option<&'static str>,
    mut handler: impl FnMut(String) + 'static,
) -> Result<()> {
    let closure =
        Closure::<dyn FnMut(web_sys::StorageEvent)>::new(move |e: web_sys::StorageEvent| {
            let local = e.storage_area().is_some_and(|area| {
                window()
                    .ok()
                    .and_then(|w| w.local_storage().ok().flatten())
                    .is_some_and(|own| own == area)
            });
            if local && e.key().as_deref() == key {
                handler(e.new_value().unwrap_or_default());
            }
        });
    window()?
        .add_event_listener_with_callback("storage", closure.as_ref().unchecked_ref())
        .context("cannot listen to other tabs' storage")?;
    // Lives as long as the page.
    closure.forget();
    Ok(())
}

/// Calls `handler` whenever the person comes to this tab: the window gets the focus, or the
/// tab is shown again (for the page's lifetime).
pub fn on_come_back(handler: impl Fn() + 'static) -> Result<()> {
    let handler = std::rc::Rc::new(handler);
    let h = handler.clone();
    let focus = Closure::<dyn FnMut()>::new(move || h());
    window()?
        .add_event_listener_with_callback("focus", focus.as_ref().unchecked_ref())
        .context("cannot listen to the window's focus")?;
    let shown = Closure::<dyn FnMut()>::new(move || {
        if !page_hidden() {
            handler();
        }
    });
    document()?
        .add_event_listener_with_callback("visibilitychange", shown.as_ref().unchecked_ref())
        .context("cannot listen to the tab's visibility")?;
    // Both live as long as the page.
    focus.forget();
    shown.forget();
    Ok(())
}

/// Whether the tab is hidden (another tab is in front, or the window is minimised).
pub fn page_hidden() -> bool {
    document().is_ok_and(|d| d.hidden())
}

/// Calls `handler` whenever the window is resized (for the page's lifetime).
pub fn on_resize(handler: impl FnMut() + 'static) -> Result<()> {
    let closure = Closure::<dyn FnMut()>::new(handler);
    window()?
        .add_event_listener_with_callback("resize", closure.as_ref().unchecked_ref())
        .context("cannot listen to window resizes")?;
    // Lives as long as the page.
    closure.forget();
    Ok(())
}
