//! The extras worker (`crates/extras`): what the page needs only now and then, kept out of the
//! first load. It draws a link's QR code when the Share dialog opens, writes a rules page when
//! one opens, and sends a Learn course. Started the first time any is asked for, and kept for
//! the page's life; a worker that crashes is started again and asked again what it had not
//! answered (three times in a row at the most).
//!
//! The messages are typed and versioned ([`ashtapada_worker::extras`]) and cross as JavaScript
//! values through the same codec as the bot worker's ([`ashtapada_worker::js`]). Each request
//! carries an id; an answer goes to the app ([`ashtapada_app::App::extras_answer`], which checks
//! what it holds) only if its id is one asked for and not yet answered: anything else, or a
//! message that does not read, is reported in the console.
//!
//! A request the worker will not answer goes back to the app as such
//! ([`ashtapada_app::App::extras_unanswered`]), so that nothing waits on it for ever: one the
//! worker refused ([`ExtrasReply::Error`]), every one asked of a worker of another protocol
//! version (an old page whose files were updated under it: the worker is dropped, and a later
//! request starts it afresh), and every one left when it crashed once too often or could not
//! be started again.

use std::cell::RefCell;
use std::rc::Rc;

use ashtapada_worker::extras::{ExtrasReply, ExtrasRequest, EXTRAS_PROTOCOL_VERSION};
use wasm_bindgen::prelude::*;
use wasm_bindgen::JsCast;
use web_sys::{Event, MessageEvent, Worker, WorkerOptions, WorkerType};

use super::browser::{log_error, Context, Result};

/// The worker's loader, written by Trunk beside the page (an unhashed name, as the service
/// worker's list has it).
const URL: &str = "./ashtapada-extras_loader.js";

/// The worker once started: the worker and its handlers, whether it listens yet (and speaks
/// this page's protocol), what was asked before it did (a module worker drops messages that
/// arrive while its wasm is still loading, so the page waits for its `Ready`), the requests
/// asked and not yet answered (sent again to a worker started after a crash), and where the
/// answers go.
struct Started {
    worker: Worker,
    _on_message: Closure<dyn FnMut(MessageEvent)>,
    _on_error: Closure<dyn FnMut(Event)>,
    ready: bool,
    pending: Vec<ExtrasRequest>,
    asked: Vec<ExtrasRequest>,
    next_id: u32,
    on_answer: Rc<dyn Fn(Answer)>,
    restarts: u32,
}

/// What the app is given: the worker's answer, or the requests it will not answer (those left
/// together when it is given up, so that the person is told once).
pub type Answer = std::result::Result<ExtrasReply, Vec<ExtrasRequest>>;

/// Crashes in a row after which the worker is not started again (its requests then go back to
/// the app unanswered).
const MAX_RESTARTS: u32 = 3;

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
    /// The Learn list, in the language of this tag, with this progress.
    LearnList {
        /// The language's tag.
        lang: &'a str,
        /// The learner's progress, as stored.
        progress: &'a str,
    },
    /// Live play's opening codes, written or read.
    Live(&'a ashtapada_app::live::Exchange),
}

/// Asks the worker. `on_answer` gets the worker's answers to the requests it was asked; the
/// first call starts the worker with its `on_answer`.
pub fn ask(what: Ask<'_>, on_answer: impl Fn(Answer) + 'static) -> Result<()> {
    WORKER.with(|slot| {
        let mut slot = slot.borrow_mut();
        let started = match slot.as_mut() {
            Some(started) => started,
            None => slot.insert(start(Rc::new(on_answer))?),
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
            Ask::LearnList { lang, progress } => ExtrasRequest::LearnList {
                id,
                lang: lang.to_string(),
                progress: progress.to_string(),
            },
            Ask::Live(exchange) => exchange.request(id),
        };
        match &request {
            // Said in a room: nothing answers it.
            ExtrasRequest::RelaySend { .. } => {}
            // A room left: no more news of it is waited for.
            ExtrasRequest::RelayClose { id } => started
                .asked
                .retain(|a| !(matches!(a, ExtrasRequest::RelayOpen { .. }) && a.id() == *id)),
            _ => started.asked.push(request.clone()),
        }
        if started.ready {
            post(&started.worker, &request)
        } else {
            started.pending.push(request);
            Ok(())
        }
    })
}

/// The worker crashed (an error event, or the tests' hook): it is terminated and started
/// again, and what it was asked and did not answer is sent again once it is ready.
pub fn crash() {
    let again = WORKER.with(|slot| {
        let mut slot = slot.borrow_mut();
        let started = slot.as_mut()?;
        started.worker.terminate();
        if started.restarts >= MAX_RESTARTS {
            log_error("extras worker: it crashed again; it is not started any more");
            let given_up = slot.take()?;
            return Some(Err((given_up.on_answer, given_up.asked)));
        }
        Some(Ok((
            started.on_answer.clone(),
            started.asked.clone(),
            started.next_id,
            started.restarts + 1,
        )))
    });
    let (on_answer, asked, next_id, restarts) = match again {
        Some(Ok(again)) => again,
        Some(Err((on_answer, asked))) => return unanswered(&*on_answer, asked),
        None => return,
    };
    log_error("extras worker: it crashed and is started again");
    match start(on_answer.clone()) {
        Ok(mut started) => {
            started.pending = asked.clone();
            started.asked = asked;
            started.next_id = next_id;
            started.restarts = restarts;
            WORKER.with(|slot| *slot.borrow_mut() = Some(started));
        }
        Err(error) => {
            log_error(&error.to_string());
            WORKER.with(|slot| *slot.borrow_mut() = None);
            unanswered(&*on_answer, asked);
        }
    }
}

/// Tells the app that these requests will not be answered (called with no borrow of the slot:
/// the app may ask again at once).
fn unanswered(on_answer: &dyn Fn(Answer), requests: Vec<ExtrasRequest>) {
    if !requests.is_empty() {
        on_answer(Err(requests));
    }
}

fn start(on_answer: Rc<dyn Fn(Answer)>) -> Result<Started> {
    let options = WorkerOptions::new();
    options.set_type(WorkerType::Module);
    let worker =
        Worker::new_with_options(URL, &options).context("cannot start the extras worker")?;
    let answer = on_answer.clone();
    let on_message = Closure::<dyn FnMut(MessageEvent)>::new(move |event: MessageEvent| {
        let reply = match ashtapada_worker::js::extras_reply_from(&event.data()) {
            Ok(reply) => reply,
            Err(error) => return log_error(&format!("extras worker: unreadable answer: {error}")),
        };
        // The handler runs outside `ask`: the slot is free to borrow.
        let expected = WORKER.with(|slot| {
            let mut slot = slot.borrow_mut();
            let Some(started) = slot.as_mut() else {
                return Heard::Nothing;
            };
            match &reply {
                ExtrasReply::Ready { protocol } if *protocol == EXTRAS_PROTOCOL_VERSION => {
                    started.ready = true;
                    for request in std::mem::take(&mut started.pending) {
                        if let Err(error) = post(&started.worker, &request) {
                            log_error(&error.to_string());
                        }
                    }
                    Heard::Nothing
                }
                ExtrasReply::Ready { protocol } => {
                    // A worker of another version (the page's files were updated under it):
                    // its answers would not fit. Dropped once this handler, its own, is over.
                    log_error(&format!(
                        "extras worker: it speaks protocol {protocol}, this page {EXTRAS_PROTOCOL_VERSION}: reload the page"
                    ));
                    if let Err(error) = super::dom::set_timeout(0, drop_stale) {
                        log_error(&error.to_string());
                    }
                    Heard::Nothing
                }
                _ => {
                    let asked = reply
                        .id()
                        .and_then(|id| started.asked.iter().position(|a| a.id() == id));
                    let Some(at) = asked else {
                        return Heard::Stray;
                    };
                    // An answer: the worker works; a later crash counts afresh.
                    started.restarts = 0;
                    // A room's news: the room stays asked for (a worker started again after
                    // a crash opens it again, with the key it made the first time).
                    if let ExtrasRequest::RelayOpen { key, .. } = &mut started.asked[at] {
                        if let ExtrasReply::RelayOpened { key: made, .. } = &reply {
                            key.clone_from(made);
                        }
                        if !matches!(reply, ExtrasReply::Error { .. }) {
                            return Heard::News;
                        }
                    }
                    Heard::Answer(started.asked.swap_remove(at))
                }
            }
        });
        match (expected, reply) {
            (Heard::Answer(request), ExtrasReply::Error { message, .. }) => {
                log_error(&format!("extras worker: {message}"));
                answer(Err(vec![request]));
            }
            (Heard::Answer(_) | Heard::News, reply) => answer(Ok(reply)),
            (Heard::Nothing, _) => {}
            (Heard::Stray, reply) => {
                let id = reply.id().map_or(-1, i64::from);
                log_error(&format!("extras worker: an answer to no request (id {id})"));
            }
        }
    });
    worker.set_onmessage(Some(on_message.as_ref().unchecked_ref()));
    // A crash (a trap in its wasm) or a failure to load: started again, later (the handler
    // belongs to the worker being replaced).
    let on_error = Closure::<dyn FnMut(Event)>::new(move |event: Event| {
        event.prevent_default();
        if let Err(error) = super::dom::set_timeout(0, crash) {
            log_error(&error.to_string());
        }
    });
    worker.set_onerror(Some(on_error.as_ref().unchecked_ref()));
    Ok(Started {
        worker,
        _on_message: on_message,
        _on_error: on_error,
        ready: false,
        pending: Vec::new(),
        asked: Vec::new(),
        next_id: 1,
        on_answer,
        restarts: 0,
    })
}

/// What a message from the worker was.
enum Heard {
    /// The answer to this request.
    Answer(ExtrasRequest),
    /// News of a room still open (it stays asked for).
    News,
    /// An answer to no request waiting.
    Stray,
    /// Nothing for the app (the worker's `Ready`).
    Nothing,
}

/// Drops a worker of another protocol version: what it was asked goes back to the app
/// unanswered; a later request starts a worker afresh.
fn drop_stale() {
    let Some(stale) = WORKER.with(|slot| slot.borrow_mut().take()) else {
        return;
    };
    let Started {
        worker,
        on_answer,
        asked,
        ..
    } = stale;
    worker.terminate();
    unanswered(&*on_answer, asked);
}

fn post(worker: &Worker, request: &ExtrasRequest) -> Result<()> {
    worker
        .post_message(&ashtapada_worker::js::extras_request_value(request))
        .context("cannot post to the extras worker")
}
