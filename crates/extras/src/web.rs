//! The worker's side of the browser: answers each posted text with its QR code, each
//! `{ rules, lang }` with that rules page, and each `{ learn, lang }` with that course: its steps and their texts.

use wasm_bindgen::prelude::*;
use wasm_bindgen::JsCast;
use web_sys::{DedicatedWorkerGlobalScope, MessageEvent};

/// Installs the message handler, then posts `{ ready: true }`.
pub fn start() {
    let Ok(scope) = js_sys::global().dyn_into::<DedicatedWorkerGlobalScope>() else {
        return;
    };
    let reply_scope = scope.clone();
    let on_message = Closure::<dyn FnMut(MessageEvent)>::new(move |event: MessageEvent| {
        let data = event.data();
        let answer = js_sys::Object::new();
        let set = |key: &str, value: JsValue| {
            let _ = js_sys::Reflect::set(&answer, &JsValue::from_str(key), &value);
        };
        let field = |key: &str| {
            js_sys::Reflect::get(&data, &JsValue::from_str(key))
                .ok()
                .and_then(|v| v.as_string())
        };
        if let Some(id) = field("rules") {
            let lang = field("lang").unwrap_or_default();
            let html = crate::rules_page(&lang, &id).unwrap_or_default();
            set("rules", JsValue::from_str(&id));
            set("lang", JsValue::from_str(&lang));
            set("html", JsValue::from_str(&html));
            if reply_scope.post_message(&answer).is_err() {
                web_sys::console::error_1(&"ashtapada-extras: cannot post the rules".into());
            }
            return;
        }
        if let Some(id) = field("learn") {
            let lang = field("lang").unwrap_or_default();
            let texts = crate::learn_texts(&lang, &id).unwrap_or_default();
            let steps = ashtapada_learn::course_text(&id).unwrap_or_default();
            set("learn", JsValue::from_str(&id));
            set("steps", JsValue::from_str(&steps));
            set("lang", JsValue::from_str(&lang));
            set("texts", JsValue::from_str(&texts));
            if reply_scope.post_message(&answer).is_err() {
                web_sys::console::error_1(&"ashtapada-extras: cannot post the lesson".into());
            }
            return;
        }
        let text = data.as_string().unwrap_or_default();
        set("text", JsValue::from_str(&text));
        match crate::encode(&text) {
            Some((size, modules)) => {
                set("size", JsValue::from_f64(size as f64));
                set("bits", JsValue::from_str(&crate::bits(&modules)));
            }
            None => set("size", JsValue::from_f64(0.0)),
        }
        if reply_scope.post_message(&answer).is_err() {
            web_sys::console::error_1(&"ashtapada-extras: cannot post the code".into());
        }
    });
    scope.set_onmessage(Some(on_message.as_ref().unchecked_ref()));
    // The handler lives as long as the worker.
    on_message.forget();
    // Messages that came while the wasm loaded were dropped: the page waits for this one.
    let ready = js_sys::Object::new();
    let _ = js_sys::Reflect::set(&ready, &JsValue::from_str("ready"), &JsValue::TRUE);
    if scope.post_message(&ready).is_err() {
        web_sys::console::error_1(&"ashtapada-extras: cannot say it is ready".into());
    }
}
