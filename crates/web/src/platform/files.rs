//! Files: downloading the game record, and reading one the player picks.

use ashtapada_i18n::Lang;
use std::rc::Rc;

use wasm_bindgen::prelude::*;
use wasm_bindgen::JsCast;
use web_sys::{Blob, BlobPropertyBag, HtmlAnchorElement, HtmlInputElement, Url};

use super::browser::{document, Context, PlatformError, Result};
use super::dom;

/// Offers `text` as a file named `file_name` (plain text, UTF-8) to download.
pub fn download(file_name: &str, text: &str) -> Result<()> {
    let parts = js_sys::Array::of1(&JsValue::from_str(text));
    let options = BlobPropertyBag::new();
    options.set_type("text/plain;charset=utf-8");
    let blob = Blob::new_with_str_sequence_and_options(&parts, &options)
        .context("cannot make the file")?;
    let url = Url::create_object_url_with_blob(&blob).context("cannot make the file's URL")?;
    let anchor = document()?
        .create_element("a")
        .context("cannot make a link")?
        .dyn_into::<HtmlAnchorElement>()
        .map_err(|_| PlatformError::new("<a> is not an anchor"))?;
    anchor.set_href(&url);
    anchor.set_download(file_name);
    anchor.click();
    // The download has started; the URL is no longer needed (later, for slow browsers).
    let _ = dom::set_timeout(10_000, move || {
        let _ = Url::revoke_object_url(&url);
    });
    Ok(())
}

/// Opens the file picker of the `<input type="file">` with this id.
pub fn pick(input_id: &str) -> Result<()> {
    let input = file_input(input_id)?;
    // The same file may be picked twice in a row.
    input.set_value("");
    input.click();
    Ok(())
}

fn file_input(id: &str) -> Result<HtmlInputElement> {
    dom::element(id)?
        .dyn_into::<HtmlInputElement>()
        .map_err(|_| PlatformError::new(format!("`#{id}` is not an input")))
}

/// Why a picked file gives no text.
#[derive(Debug, Clone, PartialEq, Eq)]
pub enum FileError {
    /// The file (this name) is too large to be a record.
    TooLarge(String),
    /// The file is not text.
    NotText,
    /// The browser could not read the file (its name, the browser's words).
    Unreadable(String, String),
}

impl FileError {
    /// What to tell the player.
    pub fn text(&self, lang: Lang) -> String {
        match self {
            FileError::TooLarge(name) => lang.file_too_large(name),
            FileError::NotText => lang.file_not_text().into(),
            FileError::Unreadable(name, why) => lang.file_unreadable(name, why),
        }
    }
}

/// Calls `handler` with the text of each file picked in the `<input type="file">` with this id,
/// or with what went wrong.
pub fn on_pick(
    input_id: &str,
    handler: impl Fn(std::result::Result<String, FileError>) + 'static,
) -> Result<()> {
    let input = file_input(input_id)?;
    let handler = Rc::new(handler);
    let reader_input = input.clone();
    let on_change = Closure::<dyn FnMut()>::new(move || {
        let Some(file) = reader_input.files().and_then(|files| files.get(0)) else {
            return;
        };
        let name = file.name();
        if file.size() > 4_000_000.0 {
            handler(Err(FileError::TooLarge(name)));
            return;
        }
        let ok = handler.clone();
        let fail = handler.clone();
        let on_text = Closure::<dyn FnMut(JsValue)>::once(move |text: JsValue| {
            ok(text.as_string().ok_or(FileError::NotText));
        });
        let on_error = Closure::<dyn FnMut(JsValue)>::once(move |error: JsValue| {
            fail(Err(FileError::Unreadable(name, format!("{error:?}"))));
        });
        let _ = file.text().then2(&on_text, &on_error);
        // One of them runs once; both live until then (a few bytes per import).
        on_text.forget();
        on_error.forget();
    });
    input
        .add_event_listener_with_callback("change", on_change.as_ref().unchecked_ref())
        .context("cannot listen to the file picker")?;
    on_change.forget();
    // `pick` clicks this input from inside the page's own click listener (on the document,
    // `dom::on_control`): left to bubble, that click would call the listener again while it
    // still runs, which wasm-bindgen refuses ("closure invoked recursively"). It stops here.
    let stop = Closure::<dyn FnMut(web_sys::Event)>::new(|event: web_sys::Event| {
        event.stop_propagation();
    });
    input
        .add_event_listener_with_callback("click", stop.as_ref().unchecked_ref())
        .context("cannot listen to the file picker's clicks")?;
    // Lives as long as the page.
    stop.forget();
    Ok(())
}
