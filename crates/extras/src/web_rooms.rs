//! The rooms' browser side: a WebSocket per relay, opened again after a drop (1 s, then
//! doubling to 16 s), what the page says sent to every relay (kept while one is still
//! connecting), and what they say read by [`crate::rooms::RoomSession`] and posted to the page
//! ([`ExtrasReply::RelayHeard`]), with how many relays are connected
//! ([`ExtrasReply::RelayState`]) whenever it changes.

use std::cell::RefCell;
use std::rc::Rc;

use ashtapada_relay::RoomKey;
use ashtapada_worker::extras::ExtrasReply;
use wasm_bindgen::prelude::*;
use wasm_bindgen::JsCast;
use web_sys::{DedicatedWorkerGlobalScope, MessageEvent, WebSocket};

use crate::rooms::RoomSession;

/// What is kept for a relay still connecting: the last texts said (a hello, an offer…).
const QUEUE: usize = 16;
/// The longest wait before connecting again, in milliseconds.
const MAX_RETRY_MS: i32 = 16_000;

struct Relay {
    url: String,
    socket: Option<WebSocket>,
    open: bool,
    queue: Vec<String>,
    retry_ms: i32,
    /// The socket's handlers, dropped with it.
    _handlers: Vec<Closure<dyn FnMut(JsValue)>>,
}

struct Room {
    id: u32,
    session: RoomSession,
    relays: Vec<Relay>,
}

thread_local! {
    static ROOMS: RefCell<Vec<Room>> = const { RefCell::new(Vec::new()) };
}

type Post = Rc<dyn Fn(ExtrasReply)>;

fn now_s() -> u64 {
    (js_sys::Date::now() / 1000.0) as u64
}

fn random<const N: usize>() -> [u8; N] {
    let mut bytes = [0; N];
    if getrandom::fill(&mut bytes).is_err() {
        web_sys::console::error_1(&"ashtapada-extras: no randomness".into());
    }
    bytes
}

fn scope() -> Option<DedicatedWorkerGlobalScope> {
    js_sys::global().dyn_into().ok()
}

/// Opens room `id` on `relays` (one a line), with its key (`key` empty: a fresh one).
pub fn open(id: u32, key: &str, relays: &str, post: Post) {
    let key = if key.is_empty() {
        Some(RoomKey(random()))
    } else {
        RoomKey::from_text(key)
    };
    let session = key.and_then(|k| RoomSession::new(k, random()));
    let Some(session) = session else {
        return post(ExtrasReply::Error {
            id: Some(id),
            message: "a room's key that does not read".into(),
        });
    };
    close(id);
    let key_text = session.key_text();
    let urls: Vec<String> = relays
        .lines()
        .filter(|l| !l.is_empty())
        .map(str::to_string)
        .collect();
    let count = urls.len();
    ROOMS.with(|rooms| {
        rooms.borrow_mut().push(Room {
            id,
            session,
            relays: urls
                .into_iter()
                .map(|url| Relay {
                    url,
                    socket: None,
                    open: false,
                    queue: Vec::new(),
                    retry_ms: 1_000,
                    _handlers: Vec::new(),
                })
                .collect(),
        })
    });
    post(ExtrasReply::RelayOpened { id, key: key_text });
    for at in 0..count {
        connect(id, at, post.clone());
    }
    state(id, &post);
}

/// Says `body` in room `id`, on every relay.
pub fn send(id: u32, body: &str) {
    ROOMS.with(|rooms| {
        let mut rooms = rooms.borrow_mut();
        let Some(room) = rooms.iter_mut().find(|r| r.id == id) else {
            return;
        };
        let Some(text) = room.session.say(body, now_s(), random(), random()) else {
            return;
        };
        for relay in &mut room.relays {
            match (&relay.socket, relay.open) {
                (Some(socket), true) => {
                    let _ = socket.send_with_str(&text);
                }
                _ => {
                    if relay.queue.len() == QUEUE {
                        relay.queue.remove(0);
                    }
                    relay.queue.push(text.clone());
                }
            }
        }
    });
}

/// Leaves room `id`: its sockets close, and nothing more is posted about it.
pub fn close(id: u32) {
    let gone = ROOMS.with(|rooms| {
        let mut rooms = rooms.borrow_mut();
        let at = rooms.iter().position(|r| r.id == id)?;
        Some(rooms.remove(at))
    });
    for relay in gone.into_iter().flat_map(|r| r.relays) {
        if let Some(socket) = relay.socket {
            socket.set_onopen(None);
            socket.set_onmessage(None);
            socket.set_onclose(None);
            socket.set_onerror(None);
            let _ = socket.close();
        }
    }
}

fn state(id: u32, post: &Post) {
    let counts = ROOMS.with(|rooms| {
        let rooms = rooms.borrow();
        let room = rooms.iter().find(|r| r.id == id)?;
        let open = room.relays.iter().filter(|r| r.open).count() as u32;
        Some((open, room.relays.len() as u32))
    });
    if let Some((open, of)) = counts {
        post(ExtrasReply::RelayState { id, open, of });
    }
}

/// Runs `f` on relay `at` of room `id`, if the room is still open.
fn with_relay<T>(
    id: u32,
    at: usize,
    f: impl FnOnce(&mut Relay, &mut RoomSession) -> T,
) -> Option<T> {
    ROOMS.with(|rooms| {
        let mut rooms = rooms.borrow_mut();
        let room = rooms.iter_mut().find(|r| r.id == id)?;
        let relay = room.relays.get_mut(at)?;
        Some(f(relay, &mut room.session))
    })
}

fn connect(id: u32, at: usize, post: Post) {
    let Some(url) = with_relay(id, at, |relay, _| relay.url.clone()) else {
        return;
    };
    let socket = match WebSocket::new(&url) {
        Ok(socket) => socket,
        Err(_) => return retry(id, at, post),
    };
    let mut handlers = Vec::new();
    let p = post.clone();
    let on_open = Closure::<dyn FnMut(JsValue)>::new(move |_| {
        let opened = with_relay(id, at, |relay, session| {
            relay.open = true;
            relay.retry_ms = 1_000;
            if let Some(socket) = &relay.socket {
                let _ = socket.send_with_str(&session.subscription(now_s()));
                for text in relay.queue.drain(..) {
                    let _ = socket.send_with_str(&text);
                }
            }
        });
        if opened.is_some() {
            state(id, &p);
        }
    });
    socket.set_onopen(Some(on_open.as_ref().unchecked_ref()));
    handlers.push(on_open);
    let p = post.clone();
    let on_message = Closure::<dyn FnMut(JsValue)>::new(move |event: JsValue| {
        let Some(text) = event
            .dyn_ref::<MessageEvent>()
            .and_then(|e| e.data().as_string())
        else {
            return;
        };
        let heard = with_relay(id, at, |_, session| session.heard(&text)).flatten();
        if let Some(body) = heard {
            p(ExtrasReply::RelayHeard { id, body });
        }
    });
    socket.set_onmessage(Some(on_message.as_ref().unchecked_ref()));
    handlers.push(on_message);
    let p = post.clone();
    let on_close = Closure::<dyn FnMut(JsValue)>::new(move |_| {
        let was = with_relay(id, at, |relay, _| {
            let was = relay.open;
            relay.open = false;
            if let Some(socket) = relay.socket.take() {
                socket.set_onclose(None);
                socket.set_onerror(None);
            }
            was
        });
        match was {
            None => {}
            Some(was) => {
                if was {
                    state(id, &p);
                }
                retry(id, at, p.clone());
            }
        }
    });
    socket.set_onclose(Some(on_close.as_ref().unchecked_ref()));
    // An error is followed by a close: the close alone connects again.
    handlers.push(on_close);
    with_relay(id, at, |relay, _| {
        relay.socket = Some(socket);
        relay._handlers = handlers;
    });
}

fn retry(id: u32, at: usize, post: Post) {
    let Some(wait) = with_relay(id, at, |relay, _| {
        let wait = relay.retry_ms;
        relay.retry_ms = (relay.retry_ms * 2).min(MAX_RETRY_MS);
        wait
    }) else {
        return;
    };
    let Some(scope) = scope() else {
        return;
    };
    let again = Closure::once_into_js(move || connect(id, at, post));
    let _ =
        scope.set_timeout_with_callback_and_timeout_and_arguments_0(again.unchecked_ref(), wait);
}
