//! Ashtapada's Web Worker.
//!
//! The bots will run here, off the page's main thread, so that a slow search never freezes the UI.
//! For now the worker only proves the plumbing: it announces [`Reply::Ready`] and answers
//! [`Request::Ping`] with [`Reply::Pong`].
//!
//! - [`protocol`]: the typed messages exchanged with the page (shared with `ashtapada-web`).
//! - [`WorkerState`]: what the worker does with a request; plain Rust, tested natively.
//! - [`web`]: the only module that touches the browser (the worker global scope).

#![warn(missing_docs)]

pub mod protocol;
pub mod web;

pub use protocol::{Reply, Request, PROTOCOL_VERSION};

/// The worker's state, kept between messages.
///
/// It is independent of the browser so that its behaviour can be unit-tested natively.
#[derive(Debug, Default)]
pub struct WorkerState {
    handled: u64,
}

impl WorkerState {
    /// A fresh worker, before any request.
    pub fn new() -> Self {
        Self::default()
    }

    /// The message to send as soon as the worker listens: messages the page posts before the
    /// worker's wasm has started are lost, so the page waits for this one.
    pub fn ready(&self) -> Reply {
        Reply::Ready {
            protocol: PROTOCOL_VERSION,
        }
    }

    /// Handles one request and returns the reply to post back.
    pub fn handle(&mut self, request: Request) -> Reply {
        self.handled += 1;
        match request {
            Request::Ping { id } => Reply::Pong { id },
        }
    }

    /// How many requests this worker has handled.
    pub fn handled(&self) -> u64 {
        self.handled
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn announces_ready_with_the_protocol_version() {
        assert_eq!(
            WorkerState::new().ready(),
            Reply::Ready {
                protocol: PROTOCOL_VERSION
            }
        );
    }

    #[test]
    fn answers_ping_with_pong_of_the_same_id() {
        let mut worker = WorkerState::new();
        assert_eq!(
            worker.handle(Request::Ping { id: 7 }),
            Reply::Pong { id: 7 }
        );
        assert_eq!(
            worker.handle(Request::Ping { id: 8 }),
            Reply::Pong { id: 8 }
        );
        assert_eq!(worker.handled(), 2);
    }
}
