//! The worker's side of the browser: the only module of this crate that calls `web-sys`.

use std::cell::RefCell;

use wasm_bindgen::prelude::*;
use wasm_bindgen::JsCast;
use web_sys::{DedicatedWorkerGlobalScope, MessageEvent, Performance};

use crate::protocol::Reply;
use crate::state::WorkerState;

/// Starts the worker: installs the message handler, then posts [`Reply::Ready`].
///
/// Errors cannot be returned to anyone at this point, so they are logged to the console.
pub fn start() {
    if let Err(error) = try_start() {
        web_sys::console::error_1(&format!("ashtapada-worker: {error}").into());
    }
}

fn try_start() -> Result<(), String> {
    let scope: DedicatedWorkerGlobalScope = js_sys::global()
        .dyn_into()
        .map_err(|_| "not running in a dedicated worker".to_string())?;
    let performance: Option<Performance> = scope.performance();
    // Milliseconds for the bots' time budgets; without `performance`, only depth limits count.
    let clock = move || performance.as_ref().map_or(0.0, Performance::now);

    let state = WorkerState::new();
    let ready = state.ready();
    let state = RefCell::new(state);
    let reply_scope = scope.clone();
    let on_message = Closure::<dyn FnMut(MessageEvent)>::new(move |event: MessageEvent| {
        let reply = match crate::js::request(&event.data()) {
            Ok(request) => state.borrow_mut().handle(request, &clock),
            Err(error) => Reply::Error {
                id: None,
                message: format!("unreadable request: {error}"),
            },
        };
        if let Err(error) = post(&reply_scope, &reply) {
            web_sys::console::error_1(&format!("ashtapada-worker: {error}").into());
        }
    });
    scope.set_onmessage(Some(on_message.as_ref().unchecked_ref()));
    // The handler lives as long as the worker.
    on_message.forget();

    post(&scope, &ready)
}

fn post(scope: &DedicatedWorkerGlobalScope, reply: &Reply) -> Result<(), String> {
    let value = crate::js::reply(reply);
    scope.post_message(&value).map_err(|error| {
        format!(
            "cannot post a reply: {}",
            error.as_string().unwrap_or_default()
        )
    })
}
