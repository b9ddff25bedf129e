//! The worker's side of the browser: reads each posted [`ExtrasRequest`] and posts its answer
//! ([`crate::answer::handle`]), through the same typed codec as the page ([`ashtapada_worker::js`]).

use ashtapada_worker::extras::{ExtrasReply, ExtrasRequest, EXTRAS_PROTOCOL_VERSION};
use wasm_bindgen::prelude::*;
use wasm_bindgen::JsCast;
use web_sys::{DedicatedWorkerGlobalScope, MessageEvent};

/// Installs the message handler, then posts [`ExtrasReply::Ready`].
pub fn start() {
    let Ok(scope) = js_sys::global().dyn_into::<DedicatedWorkerGlobalScope>() else {
        return;
    };
    let reply_scope = scope.clone();
    let room_scope = scope.clone();
    let to_page: std::rc::Rc<dyn Fn(ExtrasReply)> =
        std::rc::Rc::new(move |reply| post(&room_scope, &reply));
    let on_message = Closure::<dyn FnMut(MessageEvent)>::new(move |event: MessageEvent| {
        let reply = match ashtapada_worker::js::extras_request(&event.data()) {
            // A room lives on, with its relays' sockets: it answers as they speak.
            Ok(ExtrasRequest::RelayOpen { id, key, relays }) => {
                return crate::web_rooms::open(id, &key, &relays, to_page.clone());
            }
            Ok(ExtrasRequest::RelaySend { id, body }) => return crate::web_rooms::send(id, &body),
            Ok(ExtrasRequest::RelayClose { id }) => return crate::web_rooms::close(id),
            Ok(request) => crate::answer::handle(request),
            Err(error) => ExtrasReply::Error {
                id: None,
                message: format!("unreadable request: {error}"),
            },
        };
        post(&reply_scope, &reply);
    });
    scope.set_onmessage(Some(on_message.as_ref().unchecked_ref()));
    // The handler lives as long as the worker.
    on_message.forget();
    // Messages that came while the wasm loaded were dropped: the page waits for this one.
    post(
        &scope,
        &ExtrasReply::Ready {
            protocol: EXTRAS_PROTOCOL_VERSION,
        },
    );
}

fn post(scope: &DedicatedWorkerGlobalScope, reply: &ExtrasReply) {
    if scope
        .post_message(&ashtapada_worker::js::extras_reply(reply))
        .is_err()
    {
        web_sys::console::error_1(&"ashtapada-extras: cannot post an answer".into());
    }
}
