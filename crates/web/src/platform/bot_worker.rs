//! The bot worker in the browser: a module Web Worker ([`BotWorker`]) and the [`Supervisor`]
//! that keeps one alive. What to do when is decided by [`WorkerLink`] (plain Rust, tested
//! natively); this module spawns, posts, sets timers and terminates.

use std::cell::RefCell;
use std::rc::Rc;

use wasm_bindgen::prelude::*;
use wasm_bindgen::JsCast;
use web_sys::{ErrorEvent, Event, MessageEvent, Worker, WorkerOptions, WorkerType};

use ashtapada_worker::{Reply, Request};

use ashtapada_app::worker_link::{LinkOut, WorkerLink};

use super::browser::{Context, Result};

/// A running worker and its handlers. Dropping it terminates the worker.
pub struct BotWorker {
    worker: Worker,
    _on_message: Closure<dyn FnMut(MessageEvent)>,
    _on_error: Closure<dyn FnMut(Event)>,
}

impl std::fmt::Debug for BotWorker {
    fn fmt(&self, f: &mut std::fmt::Formatter<'_>) -> std::fmt::Result {
        f.debug_struct("BotWorker").finish_non_exhaustive()
    }
}

impl BotWorker {
    /// Starts a module worker from `url` (relative to the page). `on_reply` gets each decoded
    /// [`Reply`]; `on_error` a description of a failure (the script did not load, it crashed, a
    /// message could not be read).
    pub fn spawn(
        url: &str,
        mut on_reply: impl FnMut(Reply) + 'static,
        on_error: impl FnMut(String) + 'static,
    ) -> Result<BotWorker> {
        let options = WorkerOptions::new();
        options.set_type(WorkerType::Module);
        let worker = Worker::new_with_options(url, &options)
            .context(&format!("cannot start the worker `{url}`"))?;
        let on_error = std::rc::Rc::new(std::cell::RefCell::new(on_error));
        let message_error = on_error.clone();
        let on_message =
            Closure::<dyn FnMut(MessageEvent)>::new(move |event: MessageEvent| match decode_reply(
                event.data(),
            ) {
                Ok(reply) => on_reply(reply),
                Err(e) => (message_error.borrow_mut())(e),
            });
        worker.set_onmessage(Some(on_message.as_ref().unchecked_ref()));
        // A script error (a crash: a panic is a wasm trap) arrives as an `ErrorEvent`; a worker
        // that fails to load (404, a syntax error in a module) as a plain `Event`.
        let on_worker_error = Closure::<dyn FnMut(Event)>::new(move |event: Event| {
            event.prevent_default();
            let message = event
                .dyn_ref::<ErrorEvent>()
                .map(ErrorEvent::message)
                .filter(|message| !message.is_empty())
                // None: the worker did not load, or crashed without a message.
                .unwrap_or_default();
            (on_error.borrow_mut())(message);
        });
        worker.set_onerror(Some(on_worker_error.as_ref().unchecked_ref()));
        Ok(BotWorker {
            worker,
            _on_message: on_message,
            _on_error: on_worker_error,
        })
    }

    /// Posts a request.
    pub fn post(&self, request: &Request) -> Result<()> {
        let value = encode_request(request)?;
        self.worker
            .post_message(&value)
            .context("cannot post to the worker")
    }
}

/// A request as the page posts it ([`ashtapada_worker::js`], which the worker reads it with).
///
/// # Errors
/// None: every request encodes (the `Result` keeps the posting code's shape).
pub fn encode_request(request: &Request) -> Result<JsValue> {
    Ok(ashtapada_worker::js::request_value(request))
}

/// A reply as the page reads it ([`ashtapada_worker::js`], which the worker writes it with).
///
/// # Errors
/// What is wrong with the value.
pub fn decode_reply(value: JsValue) -> std::result::Result<Reply, String> {
    ashtapada_worker::js::reply_from(&value).map_err(String::from)
}

impl Drop for BotWorker {
    fn drop(&mut self) {
        // No event may reach the handlers once they are dropped.
        self.worker.set_onmessage(None);
        self.worker.set_onerror(None);
        self.worker.terminate();
    }
}

/// What the [`Supervisor`] tells its owner.
#[derive(Debug, Clone, PartialEq)]
pub enum WorkerEvent {
    /// The answer to a request.
    Answer {
        /// The request's id.
        id: u32,
        /// The bot's action.
        action: ashtapada_worker::WireAction,
        /// Search nodes visited.
        nodes: u64,
        /// Depth completed, in turns.
        depth: u32,
        /// Milliseconds of search, by the worker's clock.
        millis: f64,
        /// The bot's judgement of the position for the seat's team (for the game review).
        score: i32,
        /// The value of the action the review asked about (`Reply::Action`'s `played`).
        played: Option<i32>,
    },
    /// The analysis's answer to a request (`Reply::Lines`).
    Lines {
        /// The request's id.
        id: u32,
        /// Its fields.
        answer: ashtapada_app::analysis::Answer,
    },
    /// The request cannot be answered (the worker refused it, kept failing or is unavailable).
    Failed {
        /// The request's id.
        id: u32,
        /// Why.
        reason: ashtapada_app::status::Trouble,
    },
    /// Something worth a line in the game's log (a restart).
    Log(ashtapada_app::status::WorkerNews),
    /// The worker's status changed.
    Status(ashtapada_app::status::WorkerStatus),
}

type UrlOf = Box<dyn Fn(u32) -> String>;
type OnEvent = RefCell<Box<dyn FnMut(WorkerEvent)>>;

struct Inner {
    link: RefCell<WorkerLink>,
    worker: RefCell<Option<BotWorker>>,
    url: UrlOf,
    on_event: OnEvent,
}

/// The bot worker, kept alive: carries out what [`WorkerLink`] decides (handshake, timeouts,
/// restarts) and reports answers and failures. Cheap to clone (a handle).
#[derive(Clone)]
pub struct Supervisor {
    inner: Rc<Inner>,
}

impl std::fmt::Debug for Supervisor {
    fn fmt(&self, f: &mut std::fmt::Formatter<'_>) -> std::fmt::Result {
        f.debug_struct("Supervisor")
            .field("link", &self.inner.link.borrow())
            .finish_non_exhaustive()
    }
}

impl Supervisor {
    /// The supervisor of a worker that starts with the first request. `url` gives the script of the worker of each generation (the
    /// page always gives the same; tests give a failing one first); `on_event` is called with
    /// everything the owner must know, never while the supervisor is busy.
    pub fn start(
        url: impl Fn(u32) -> String + 'static,
        on_event: impl FnMut(WorkerEvent) + 'static,
    ) -> Supervisor {
        let (link, outputs) = WorkerLink::idle();
        let supervisor = Supervisor {
            inner: Rc::new(Inner {
                link: RefCell::new(link),
                worker: RefCell::new(None),
                url: Box::new(url),
                on_event: RefCell::new(Box::new(on_event)),
            }),
        };
        supervisor.carry_out(outputs);
        supervisor
    }

    /// Sends a request (an unanswered earlier one is forgotten).
    pub fn submit(&self, request: Request) {
        let outputs = self.inner.link.borrow_mut().submit(request);
        self.carry_out(outputs);
    }

    /// Forgets the unanswered request.
    pub fn cancel(&self) {
        self.inner.link.borrow_mut().cancel();
    }

    /// Stops the current worker without telling the link, as a worker that hangs: the request
    /// under way times out and the link starts another (for the tests).
    pub fn stall(&self) {
        self.inner.worker.borrow_mut().take();
    }

    /// How many times the worker was restarted.
    pub fn restarts(&self) -> u32 {
        self.inner.link.borrow().restarts()
    }

    /// The worker's status.
    pub fn status(&self) -> ashtapada_app::status::WorkerStatus {
        self.inner.link.borrow().status().clone()
    }

    fn tell(&self, event: WorkerEvent) {
        (self.inner.on_event.borrow_mut())(event);
    }

    fn carry_out(&self, outputs: Vec<LinkOut>) {
        for output in outputs {
            match output {
                LinkOut::Post(request) => {
                    if let Some(worker) = self.inner.worker.borrow().as_ref() {
                        if let Err(error) = worker.post(&request) {
                            super::browser::log_error(&error.to_string());
                        }
                    }
                }
                LinkOut::Spawn(generation) => {
                    // Later: the current worker's handler may be running now.
                    let s = self.clone();
                    if let Err(error) = super::dom::set_timeout(0, move || s.spawn(generation)) {
                        super::browser::log_error(&error.to_string());
                    }
                }
                LinkOut::Timer { generation, id, ms } => {
                    let s = self.clone();
                    let timer = super::dom::set_timeout(ms, move || {
                        let outputs = s.inner.link.borrow_mut().on_timeout(generation, id);
                        s.carry_out(outputs);
                    });
                    if let Err(error) = timer {
                        super::browser::log_error(&error.to_string());
                    }
                }
                LinkOut::Deliver(Reply::Action {
                    id,
                    action,
                    nodes,
                    depth,
                    millis,
                    score,
                    played,
                }) => {
                    self.tell(WorkerEvent::Answer {
                        id,
                        action,
                        nodes,
                        depth,
                        millis,
                        score,
                        played,
                    });
                }
                LinkOut::Deliver(reply @ Reply::Lines { .. }) => {
                    if let Ok((id, answer)) = ashtapada_app::analysis::Answer::of(reply) {
                        self.tell(WorkerEvent::Lines { id, answer });
                    }
                }
                LinkOut::Deliver(Reply::Error {
                    id: Some(id),
                    message,
                }) => self.tell(WorkerEvent::Failed {
                    id,
                    reason: ashtapada_app::status::Trouble::Refused(message),
                }),
                LinkOut::Deliver(_) => {}
                LinkOut::GiveUp { id, reason } => self.tell(WorkerEvent::Failed { id, reason }),
                LinkOut::Log(text) => self.tell(WorkerEvent::Log(text)),
                LinkOut::Status(status) => self.tell(WorkerEvent::Status(status)),
            }
        }
    }

    fn spawn(&self, generation: u32) {
        // Terminates the previous worker.
        self.inner.worker.borrow_mut().take();
        if generation != self.inner.link.borrow().generation() {
            return;
        }
        let s = self.clone();
        let on_reply = move |reply: Reply| {
            let outputs = s.inner.link.borrow_mut().on_reply(generation, reply);
            s.carry_out(outputs);
        };
        let s = self.clone();
        let on_error = move |message: String| {
            super::browser::log_error(&format!("bot worker: {message}"));
            let outputs = s.inner.link.borrow_mut().on_error(generation, &message);
            s.carry_out(outputs);
        };
        match BotWorker::spawn(&(self.inner.url)(generation), on_reply, on_error) {
            Ok(worker) => *self.inner.worker.borrow_mut() = Some(worker),
            Err(error) => {
                let outputs = self
                    .inner
                    .link
                    .borrow_mut()
                    .on_error(generation, &error.to_string());
                self.carry_out(outputs);
            }
        }
    }
}
