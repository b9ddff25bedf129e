//! Writes a container's new HTML over its old content by changing only what differs, so that
//! the elements that stay are the same elements.
//!
//! Why not `innerHTML`: replacing a container's children destroys the element a screen reader
//! stands on. Orca 43 then holds a dead object as its place; the next focus change is taken
//! silently as a "caret context" search (the board reached by Shift+Tab, a dialog opened while
//! a bot was moving: nothing said), because the buttons under the board are written anew after
//! every move. Keeping the elements keeps the reader's place, and with it every focus change
//! said. The same elements also keep the browser's focus and scroll without help.
//!
//! The walk itself is a few lines of script in `www/boot.js` (`ashtapadaMorph`): written in
//! Rust, its thirty-odd DOM bindings cost the first load 1.3 KB gzip, which it does not have.
//! Where the page did not load it (the wasm-bindgen tests), the container's HTML is replaced.

use wasm_bindgen::prelude::*;
use web_sys::Element;

#[wasm_bindgen]
extern "C" {
    #[wasm_bindgen(js_namespace = globalThis, js_name = ashtapadaMorph, catch)]
    fn morph_in_script(target: &Element, html: &str) -> Result<(), JsValue>;
}

/// Makes `target`'s children those of `html`, changing only what differs.
pub fn morph(target: &Element, html: &str) {
    if morph_in_script(target, html).is_err() {
        target.set_inner_html(html);
    }
}
