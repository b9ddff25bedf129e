//! # ashtapada-relay-server
//!
//! A small Nostr relay (NIP-01) for live play: the one its tests talk to, and one anyone may
//! host for their own games (`ashtapada-relay --port N`, or `cargo xtask relay --port N`).
//!
//! It keeps nothing: it takes only ephemeral events (kinds 20000–29999, live play's
//! [`ashtapada_relay::KIND`] among them), checks their id and signature, and passes each on to
//! the subscriptions open at that moment. A `REQ` is answered at once with `EOSE`, there being
//! no stored event to send. Plain std: a thread per connection, the subscriptions of all in one
//! `Arc<Mutex<…>>`, and a queue per connection for what the others publish to it.
//!
//! Limits: a message over [`MAX_MESSAGE`] is ignored with a `NOTICE` (over four times that the
//! connection is closed), a connection has at most [`MAX_SUBS`] subscriptions, and a client
//! that reads too slowly loses events (they are ephemeral) rather than holding the relay.

#![warn(missing_docs)]

use std::collections::HashMap;
use std::io::ErrorKind;
use std::net::TcpStream;
use std::sync::mpsc::{sync_channel, Receiver, SyncSender};
use std::sync::{Arc, Mutex, MutexGuard};
use std::time::Duration;

use ashtapada_relay::{read_client, ClientMessage, Event, Filter, RelayMessage};
use tungstenite::protocol::WebSocketConfig;
use tungstenite::{Message, WebSocket};

/// The longest message read, in bytes (64 KiB); longer ones are answered with a `NOTICE`.
pub const MAX_MESSAGE: usize = 64 * 1024;
/// The most subscriptions one connection may hold.
pub const MAX_SUBS: usize = 32;
/// The events queued for a connection that has not yet written them out; more are dropped.
const QUEUE: usize = 256;
/// How long a connection waits for a message before writing out what others sent it.
const POLL: Duration = Duration::from_millis(10);
/// How long a client has for the WebSocket handshake, and to take a message written to it.
const PATIENCE: Duration = Duration::from_secs(10);

/// Serves WebSocket clients on `listener` until it fails, a thread per connection.
pub fn serve(listener: std::net::TcpListener) {
    let hub = Arc::new(Mutex::new(Hub::default()));
    for stream in listener.incoming() {
        // A failed accept (a client gone before it was accepted) ends nothing.
        let Ok(stream) = stream else { continue };
        let hub = Arc::clone(&hub);
        std::thread::spawn(move || connection(stream, &hub));
    }
}

/// Every connection's subscriptions and queue.
#[derive(Default)]
struct Hub {
    next: u64,
    connections: HashMap<u64, Connection>,
}

struct Connection {
    queue: SyncSender<String>,
    subs: Vec<(String, Vec<Filter>)>,
}

impl Hub {
    /// A new connection's number and queue.
    fn join(&mut self) -> (u64, Receiver<String>) {
        let (queue, receiver) = sync_channel(QUEUE);
        self.next += 1;
        self.connections.insert(
            self.next,
            Connection {
                queue,
                subs: Vec::new(),
            },
        );
        (self.next, receiver)
    }

    /// Queues `event` for every subscription it matches.
    fn broadcast(&self, event: &Event) {
        for connection in self.connections.values() {
            for (sub, filters) in &connection.subs {
                if filters.iter().any(|f| f.matches(event)) {
                    let message = RelayMessage::Event {
                        sub: sub.clone(),
                        event: event.clone(),
                    };
                    // A full queue (a slow reader) or a closing connection loses the event.
                    let _ = connection.queue.try_send(message.write());
                }
            }
        }
    }
}

/// The hub, even if a connection's thread panicked while holding it.
fn lock(hub: &Mutex<Hub>) -> MutexGuard<'_, Hub> {
    hub.lock().unwrap_or_else(|poisoned| poisoned.into_inner())
}

/// Takes the connection out of the hub when its thread ends, however it ends.
struct Leave<'a>(&'a Mutex<Hub>, u64);

impl Drop for Leave<'_> {
    fn drop(&mut self) {
        lock(self.0).connections.remove(&self.1);
    }
}

/// One client, from the handshake to its last message.
fn connection(stream: TcpStream, hub: &Mutex<Hub>) {
    let timeouts = |stream: &TcpStream, read| {
        stream.set_read_timeout(Some(read)).is_ok()
            && stream.set_write_timeout(Some(PATIENCE)).is_ok()
    };
    if !timeouts(&stream, PATIENCE) {
        return;
    }
    let config = WebSocketConfig::default()
        .max_message_size(Some(4 * MAX_MESSAGE))
        .max_frame_size(Some(4 * MAX_MESSAGE));
    let Ok(mut socket) = tungstenite::accept_with_config(stream, Some(config)) else {
        return;
    };
    if !timeouts(socket.get_ref(), POLL) {
        return;
    }
    let (id, queue) = lock(hub).join();
    let _leave = Leave(hub, id);
    // Any error but a read's timeout ends the connection (the client left, or broke the rules).
    let _ = run(&mut socket, hub, id, &queue);
}

/// Reads and answers the client's messages, and writes out what others sent it.
fn run(
    socket: &mut WebSocket<TcpStream>,
    hub: &Mutex<Hub>,
    id: u64,
    queue: &Receiver<String>,
) -> Result<(), Box<tungstenite::Error>> {
    loop {
        match socket.read() {
            Ok(Message::Text(text)) => {
                for answer in answer(hub, id, text.as_str()) {
                    socket.write(Message::text(answer.write()))?;
                }
            }
            Ok(Message::Binary(_)) => {
                let notice = RelayMessage::Notice("error: binary messages are not read".into());
                socket.write(Message::text(notice.write()))?;
            }
            // Pings are answered by tungstenite; a close is answered, then the read fails.
            Ok(_) => {}
            Err(tungstenite::Error::Io(e))
                if matches!(e.kind(), ErrorKind::WouldBlock | ErrorKind::TimedOut) => {}
            Err(tungstenite::Error::Capacity(e)) => {
                let notice = RelayMessage::Notice(format!("error: {e}; closing"));
                socket.send(Message::text(notice.write()))?;
                return Err(Box::new(tungstenite::Error::Capacity(e)));
            }
            Err(e) => return Err(Box::new(e)),
        }
        while let Ok(event) = queue.try_recv() {
            socket.write(Message::text(event))?;
        }
        socket.flush()?;
    }
}

/// The answers to one message of connection `id`; events it publishes go to the queues.
fn answer(hub: &Mutex<Hub>, id: u64, text: &str) -> Vec<RelayMessage> {
    if text.len() > MAX_MESSAGE {
        return vec![RelayMessage::Notice(format!(
            "error: a message of {} bytes, over {MAX_MESSAGE}, ignored",
            text.len()
        ))];
    }
    let message = match read_client(text) {
        Ok(message) => message,
        Err(e) => return vec![RelayMessage::Notice(format!("error: {e}"))],
    };
    match message {
        ClientMessage::Event(event) => {
            let refused = |why: String| RelayMessage::Ok {
                id: event.id.clone(),
                accepted: false,
                message: why,
            };
            if let Err(e) = event.verify() {
                return vec![refused(format!("invalid: {e}"))];
            }
            if !(20_000..30_000).contains(&event.kind) {
                return vec![refused("blocked: only ephemeral events".into())];
            }
            lock(hub).broadcast(&event);
            vec![RelayMessage::Ok {
                id: event.id,
                accepted: true,
                message: String::new(),
            }]
        }
        ClientMessage::Req { sub, filters } => {
            let mut hub = lock(hub);
            let Some(connection) = hub.connections.get_mut(&id) else {
                return Vec::new();
            };
            if let Some(old) = connection.subs.iter_mut().find(|(s, _)| *s == sub) {
                old.1 = filters;
            } else if connection.subs.len() >= MAX_SUBS {
                return vec![RelayMessage::Closed {
                    sub,
                    message: format!("error: at most {MAX_SUBS} subscriptions"),
                }];
            } else {
                connection.subs.push((sub.clone(), filters));
            }
            vec![RelayMessage::Eose(sub)]
        }
        ClientMessage::Close(sub) => {
            if let Some(connection) = lock(hub).connections.get_mut(&id) {
                connection.subs.retain(|(s, _)| *s != sub);
            }
            Vec::new()
        }
    }
}
