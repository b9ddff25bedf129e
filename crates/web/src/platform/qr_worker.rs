//! The QR-code worker (`crates/qr`): started the first time the Share dialog opens, so that
//! its encoder costs the first load nothing, and kept for the page's life. It answers each
//! posted link with `{ text, size, bits }`, which the app reads and checks
//! ([`crate::app::App::qr_ready`]).

use std::cell::RefCell;

use wasm_bindgen::prelude::*;
use wasm_bindgen::JsCast;
use web_sys::{MessageEvent, Worker, WorkerOptions, WorkerType};

use super::{Context, Result};

/// The worker's loader, written by Trunk beside the page (an unhashed name, as the service
/// worker's list has it).
const URL: &str = "./ashtapada-qr_loader.js";

/// The worker once started: the worker, its message handler, whether it listens yet, and the
/// last text asked for before it did (a module worker drops messages that arrive while its
/// wasm is still loading, so the page waits for its first message, `{ ready: true }`).
struct Started {
    worker: Worker,
    _on_message: Closure<dyn FnMut(MessageEvent)>,
    ready: bool,
    pending: Option<String>,
}

thread_local! {
    static WORKER: RefCell<Option<Started>> = const { RefCell::new(None) };
}

/// Asks for `text`'s QR code; `on_code` gets each answer (the text it is for, the side, the
/// modules). The first call starts the worker with this `on_code`.
pub fn ask(text: &str, on_code: impl Fn(String, f64, String) + 'static) -> Result<()> {
    WORKER.with(|slot| {
        let mut slot = slot.borrow_mut();
        let started = match slot.as_mut() {
            Some(started) => started,
            None => slot.insert(start(on_code)?),
        };
        if started.ready {
            post(&started.worker, text)
        } else {
            started.pending = Some(text.to_string());
            Ok(())
        }
    })
}

fn start(on_code: impl Fn(String, f64, String) + 'static) -> Result<Started> {
    let options = WorkerOptions::new();
    options.set_type(WorkerType::Module);
    let worker =
        Worker::new_with_options(URL, &options).context("cannot start the QR-code worker")?;
    let on_message = Closure::<dyn FnMut(MessageEvent)>::new(move |event: MessageEvent| {
        let data = event.data();
        let get =
            |key: &str| js_sys::Reflect::get(&data, &JsValue::from_str(key)).unwrap_or_default();
        if get("ready").is_truthy() {
            // The handler runs outside `ask`: the slot is free to borrow.
            WORKER.with(|slot| {
                if let Some(started) = slot.borrow_mut().as_mut() {
                    started.ready = true;
                    if let Some(text) = started.pending.take() {
                        let _ = post(&started.worker, &text);
                    }
                }
            });
            return;
        }
        on_code(
            get("text").as_string().unwrap_or_default(),
            get("size").as_f64().unwrap_or(0.0),
            get("bits").as_string().unwrap_or_default(),
        );
    });
    worker.set_onmessage(Some(on_message.as_ref().unchecked_ref()));
    Ok(Started {
        worker,
        _on_message: on_message,
        ready: false,
        pending: None,
    })
}

fn post(worker: &Worker, text: &str) -> Result<()> {
    worker
        .post_message(&JsValue::from_str(text))
        .context("cannot post to the QR-code worker")
}
