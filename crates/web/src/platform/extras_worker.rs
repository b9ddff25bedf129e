//! The extras worker (`crates/extras`): what the page needs only now and then, kept out of the
//! first load. It draws a link's QR code when the Share dialog opens, and writes a rules page
//! when one opens. Started the first time either is asked for, and kept for the page's life;
//! its answers go to the app, which checks them ([`crate::app::App::qr_ready`],
//! [`crate::app::App::rules_ready`]).

use std::cell::RefCell;

use wasm_bindgen::prelude::*;
use wasm_bindgen::JsCast;
use web_sys::{MessageEvent, Worker, WorkerOptions, WorkerType};

use super::{Context, Result};

/// The worker's loader, written by Trunk beside the page (an unhashed name, as the service
/// worker's list has it).
const URL: &str = "./ashtapada-extras_loader.js";

/// What the worker answers.
#[derive(Debug, Clone, PartialEq)]
pub enum Answer {
    /// A QR code: the text it is for, its side, its modules (`0`/`1`, row by row).
    Qr(String, f64, String),
    /// A rules page: the language's tag, the ruleset's id, the page as HTML.
    Rules(String, String, String),
    /// A course: the language's tag, the course's id, its steps as text
    /// ([`ashtapada_learn::file::write`]) and its texts (apart by the record separator,
    /// [`crate::app::learn::text::SEPARATOR`]).
    Learn {
        /// The language's tag.
        lang: String,
        /// The course's id.
        id: String,
        /// The steps.
        steps: String,
        /// The texts.
        texts: String,
    },
}

/// The worker once started: the worker, its message handler, whether it listens yet, and what
/// was asked before it did (a module worker drops messages that arrive while its wasm is still
/// loading, so the page waits for its first message, `{ ready: true }`).
struct Started {
    worker: Worker,
    _on_message: Closure<dyn FnMut(MessageEvent)>,
    ready: bool,
    pending: Vec<JsValue>,
}

thread_local! {
    static WORKER: RefCell<Option<Started>> = const { RefCell::new(None) };
}

/// Asks for `text`'s QR code. `on_answer` gets the worker's answers; the first call (of this
/// or [`ask_rules`]) starts the worker with its `on_answer`.
pub fn ask_qr(text: &str, on_answer: impl Fn(Answer) + 'static) -> Result<()> {
    ask(JsValue::from_str(text), on_answer)
}

/// Asks for a rules page: the ruleset's id, in the language of this tag (see [`ask_qr`]).
pub fn ask_rules(lang: &str, id: &str, on_answer: impl Fn(Answer) + 'static) -> Result<()> {
    ask_for("rules", lang, id, on_answer)
}

/// Asks for a course (its steps and texts): the course's id, in the language of this tag (see [`ask_qr`]).
pub fn ask_learn(lang: &str, id: &str, on_answer: impl Fn(Answer) + 'static) -> Result<()> {
    ask_for("learn", lang, id, on_answer)
}

/// Asks for `{ <what>: id, lang }`.
fn ask_for(what: &str, lang: &str, id: &str, on_answer: impl Fn(Answer) + 'static) -> Result<()> {
    let message = js_sys::Object::new();
    for (key, value) in [(what, id), ("lang", lang)] {
        js_sys::Reflect::set(&message, &JsValue::from_str(key), &JsValue::from_str(value))
            .context("cannot write the message to the extras worker")?;
    }
    ask(message.into(), on_answer)
}

fn ask(message: JsValue, on_answer: impl Fn(Answer) + 'static) -> Result<()> {
    WORKER.with(|slot| {
        let mut slot = slot.borrow_mut();
        let started = match slot.as_mut() {
            Some(started) => started,
            None => slot.insert(start(on_answer)?),
        };
        if started.ready {
            post(&started.worker, &message)
        } else {
            started.pending.push(message);
            Ok(())
        }
    })
}

fn start(on_answer: impl Fn(Answer) + 'static) -> Result<Started> {
    let options = WorkerOptions::new();
    options.set_type(WorkerType::Module);
    let worker =
        Worker::new_with_options(URL, &options).context("cannot start the extras worker")?;
    let on_message = Closure::<dyn FnMut(MessageEvent)>::new(move |event: MessageEvent| {
        let data = event.data();
        let get =
            |key: &str| js_sys::Reflect::get(&data, &JsValue::from_str(key)).unwrap_or_default();
        let text = |key: &str| get(key).as_string().unwrap_or_default();
        if get("ready").is_truthy() {
            // The handler runs outside `ask`: the slot is free to borrow.
            WORKER.with(|slot| {
                if let Some(started) = slot.borrow_mut().as_mut() {
                    started.ready = true;
                    for message in std::mem::take(&mut started.pending) {
                        let _ = post(&started.worker, &message);
                    }
                }
            });
        } else if get("rules").is_string() {
            on_answer(Answer::Rules(text("lang"), text("rules"), text("html")));
        } else if get("learn").is_string() {
            on_answer(Answer::Learn {
                lang: text("lang"),
                id: text("learn"),
                steps: text("steps"),
                texts: text("texts"),
            });
        } else {
            on_answer(Answer::Qr(
                text("text"),
                get("size").as_f64().unwrap_or(0.0),
                text("bits"),
            ));
        }
    });
    worker.set_onmessage(Some(on_message.as_ref().unchecked_ref()));
    Ok(Started {
        worker,
        _on_message: on_message,
        ready: false,
        pending: Vec::new(),
    })
}

fn post(worker: &Worker, message: &JsValue) -> Result<()> {
    worker
        .post_message(message)
        .context("cannot post to the extras worker")
}
