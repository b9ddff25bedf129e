//! The extras worker (`crates/extras`): what the page needs only now and then, kept out of the
//! first load. It draws a link's QR code when the Share dialog opens, writes a rules page when
//! one opens, and sends a Learn course. Started the first time any is asked for, and kept for
//! the page's life.
//!
//! The messages are typed and versioned ([`ashtapada_worker::extras`]) and cross as JavaScript
//! values through the same codec as the bot worker's ([`ashtapada_worker::js`]). Each request
//! carries an id; an answer goes to the app ([`crate::app::App::extras_answer`], which checks
//! what it holds) only if its id is one asked for and not yet answered: anything else, a worker
//! of another protocol version, or a message that does not read, is reported in the console.

use std::cell::RefCell;

use ashtapada_worker::extras::{ExtrasReply, ExtrasRequest, EXTRAS_PROTOCOL_VERSION};
use wasm_bindgen::prelude::*;
use wasm_bindgen::JsCast;
use web_sys::{MessageEvent, Worker, WorkerOptions, WorkerType};

use super::{log_error, Context, Result};

/// The worker's loader, written by Trunk beside the page (an unhashed name, as the service
/// worker's list has it).
const URL: &str = "./ashtapada-extras_loader.js";

/// The worker once started: the worker, its message handler, whether it listens yet (and
/// speaks this page's protocol), what was asked before it did (a module worker drops messages
/// that arrive while its wasm is still loading, so the page waits for its `Ready`), and the
/// ids asked and not yet answered.
struct Started {
    worker: Worker,
    _on_message: Closure<dyn FnMut(MessageEvent)>,
    ready: bool,
    pending: Vec<ExtrasRequest>,
    asked: Vec<u32>,
    next_id: u32,
}

thread_local! {
    static WORKER: RefCell<Option<Started>> = const { RefCell::new(None) };
}

/// What a request asks for, before it has an id.
#[derive(Debug, Clone, Copy)]
pub enum Ask<'a> {
    /// The QR code of this text.
    Qr(&'a str),
    /// The rules page of this ruleset (its id), in the language of this tag.
    RulesPage {
        /// The language's tag.
        lang: &'a str,
        /// The ruleset's id.
        ruleset: &'a str,
    },
    /// The course (its id), in the language of this tag.
    Course {
        /// The language's tag.
        lang: &'a str,
        /// The course's id.
        course: &'a str,
    },
}

/// Asks the worker. `on_answer` gets the worker's answers to the requests it was asked; the
/// first call starts the worker with its `on_answer`.
pub fn ask(what: Ask<'_>, on_answer: impl Fn(ExtrasReply) + 'static) -> Result<()> {
    WORKER.with(|slot| {
        let mut slot = slot.borrow_mut();
        let started = match slot.as_mut() {
            Some(started) => started,
            None => slot.insert(start(on_answer)?),
        };
        let id = started.next_id;
        started.next_id = started.next_id.wrapping_add(1);
        let request = match what {
            Ask::Qr(text) => ExtrasRequest::Qr {
                id,
                text: text.to_string(),
            },
            Ask::RulesPage { lang, ruleset } => ExtrasRequest::RulesPage {
                id,
                lang: lang.to_string(),
                ruleset: ruleset.to_string(),
            },
            Ask::Course { lang, course } => ExtrasRequest::Course {
                id,
                lang: lang.to_string(),
                course: course.to_string(),
            },
        };
        started.asked.push(id);
        if started.ready {
            post(&started.worker, &request)
        } else {
            started.pending.push(request);
            Ok(())
        }
    })
}

fn start(on_answer: impl Fn(ExtrasReply) + 'static) -> Result<Started> {
    let options = WorkerOptions::new();
    options.set_type(WorkerType::Module);
    let worker =
        Worker::new_with_options(URL, &options).context("cannot start the extras worker")?;
    let on_message = Closure::<dyn FnMut(MessageEvent)>::new(move |event: MessageEvent| {
        let reply = match ashtapada_worker::js::extras_reply_from(&event.data()) {
            Ok(reply) => reply,
            Err(error) => return log_error(&format!("extras worker: unreadable answer: {error}")),
        };
        // The handler runs outside `ask`: the slot is free to borrow.
        let expected = WORKER.with(|slot| {
            let mut slot = slot.borrow_mut();
            let started = slot.as_mut()?;
            match &reply {
                ExtrasReply::Ready { protocol } if *protocol == EXTRAS_PROTOCOL_VERSION => {
                    started.ready = true;
                    for request in std::mem::take(&mut started.pending) {
                        if let Err(error) = post(&started.worker, &request) {
                            log_error(&error.to_string());
                        }
                    }
                    Some(false)
                }
                ExtrasReply::Ready { protocol } => {
                    // A cached worker of another version: its answers would not fit.
                    log_error(&format!(
                        "extras worker: it speaks protocol {protocol}, this page {EXTRAS_PROTOCOL_VERSION}: reload the page"
                    ));
                    Some(false)
                }
                _ => {
                    let id = reply.id()?;
                    let at = started.asked.iter().position(|&a| a == id)?;
                    started.asked.swap_remove(at);
                    Some(true)
                }
            }
        });
        match (expected, &reply) {
            (Some(true), ExtrasReply::Error { message, .. }) => {
                log_error(&format!("extras worker: {message}"));
            }
            (Some(true), _) => on_answer(reply),
            (Some(false), _) => {}
            (None, _) => {
                let id = reply.id().map_or(-1, i64::from);
                log_error(&format!("extras worker: an answer to no request (id {id})"));
            }
        }
    });
    worker.set_onmessage(Some(on_message.as_ref().unchecked_ref()));
    Ok(Started {
        worker,
        _on_message: on_message,
        ready: false,
        pending: Vec::new(),
        asked: Vec::new(),
        next_id: 1,
    })
}

fn post(worker: &Worker, request: &ExtrasRequest) -> Result<()> {
    worker
        .post_message(&ashtapada_worker::js::extras_request_value(request))
        .context("cannot post to the extras worker")
}
