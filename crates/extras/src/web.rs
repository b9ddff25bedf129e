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
            // A Puzzles course: its set is fetched from the site first (it is no part of this
            // worker, which would otherwise carry every ruleset's puzzles to every rules page).
            Ok(ExtrasRequest::Course { id, lang, course })
                if ashtapada_learn::puzzle::ruleset(&course).is_some() =>
            {
                return puzzles(reply_scope.clone(), id, lang, course);
            }
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

/// Fetches the set of a Puzzles course (`puzzles/<ruleset>.txt`, beside this worker's
/// script; the service worker keeps it for offline play), then posts the course
/// ([`crate::answer::puzzle_course`]), or an error naming what failed.
fn puzzles(scope: DedicatedWorkerGlobalScope, id: u32, lang: String, course: String) {
    wasm_bindgen_futures::spawn_local(async move {
        let ruleset = course.trim_start_matches("puzzles-");
        let text = fetch_text(&scope, &format!("puzzles/{ruleset}.txt")).await;
        let reply = match text {
            Ok(text) => crate::answer::puzzle_course(id, lang, course, &text),
            Err(why) => ExtrasReply::Error {
                id: Some(id),
                message: format!("the puzzles of {ruleset} could not be fetched: {why}"),
            },
        };
        post(&scope, &reply);
    });
}

async fn fetch_text(scope: &DedicatedWorkerGlobalScope, url: &str) -> Result<String, String> {
    use wasm_bindgen_futures::JsFuture;
    let said = |e: JsValue| e.as_string().unwrap_or_else(|| format!("{e:?}"));
    let response: web_sys::Response = JsFuture::from(scope.fetch_with_str(url))
        .await
        .map_err(said)?
        .dyn_into()
        .map_err(said)?;
    if !response.ok() {
        return Err(format!("HTTP {}", response.status()));
    }
    let text = JsFuture::from(response.text().map_err(said)?)
        .await
        .map_err(said)?;
    text.as_string().ok_or_else(|| "not text".into())
}

fn post(scope: &DedicatedWorkerGlobalScope, reply: &ExtrasReply) {
    if scope
        .post_message(&ashtapada_worker::js::extras_reply(reply))
        .is_err()
    {
        web_sys::console::error_1(&"ashtapada-extras: cannot post an answer".into());
    }
}
