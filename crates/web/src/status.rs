//! What the page says about the bot worker, and how a reply from the worker changes it.

use ashtapada_worker::{Reply, Request, PROTOCOL_VERSION};

/// Id of the ping sent once the worker says it is ready.
pub const HANDSHAKE_PING: u32 = 1;

/// The worker's state as shown to the player.
#[derive(Debug, Clone, PartialEq, Eq)]
pub enum WorkerStatus {
    /// The worker's script is loading.
    Starting,
    /// The worker said [`Reply::Ready`]; the page checks the round trip with a ping.
    Checking,
    /// The worker answered the ping: bots can be used.
    Ready,
    /// Something went wrong; the text says what.
    Failed(String),
}

impl WorkerStatus {
    /// The sentence shown in the page.
    pub fn text(&self) -> String {
        match self {
            WorkerStatus::Starting => "Starting the bot worker…".into(),
            WorkerStatus::Checking => "Bot worker started, checking…".into(),
            WorkerStatus::Ready => "Bot worker ready".into(),
            WorkerStatus::Failed(why) => format!("Bot worker unavailable: {why}"),
        }
    }

    /// A keyword for the element's `data-state` attribute (styles and tests use it).
    pub fn state(&self) -> &'static str {
        match self {
            WorkerStatus::Starting => "starting",
            WorkerStatus::Checking => "checking",
            WorkerStatus::Ready => "ready",
            WorkerStatus::Failed(_) => "error",
        }
    }

    /// The new status after `reply`, and the request to send in answer, if any.
    pub fn on_reply(&self, reply: Reply) -> (WorkerStatus, Option<Request>) {
        match reply {
            Reply::Ready { protocol } if protocol == PROTOCOL_VERSION => (
                WorkerStatus::Checking,
                Some(Request::Ping { id: HANDSHAKE_PING }),
            ),
            Reply::Ready { protocol } => (
                WorkerStatus::Failed(format!(
                    "it speaks protocol {protocol}, the page speaks {PROTOCOL_VERSION} \
                     (reload the page)"
                )),
                None,
            ),
            Reply::Pong { id: HANDSHAKE_PING } => (WorkerStatus::Ready, None),
            Reply::Pong { .. } => (self.clone(), None),
            Reply::Error { message } => (WorkerStatus::Failed(message), None),
        }
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn handshake_is_ready_then_ping_then_pong() {
        let (status, request) = WorkerStatus::Starting.on_reply(Reply::Ready {
            protocol: PROTOCOL_VERSION,
        });
        assert_eq!(status, WorkerStatus::Checking);
        assert_eq!(request, Some(Request::Ping { id: HANDSHAKE_PING }));
        let (status, request) = status.on_reply(Reply::Pong { id: HANDSHAKE_PING });
        assert_eq!(status, WorkerStatus::Ready);
        assert_eq!(request, None);
        assert_eq!(status.state(), "ready");
        assert!(status.text().contains("ready"));
    }

    #[test]
    fn a_protocol_mismatch_is_an_error() {
        let (status, request) = WorkerStatus::Starting.on_reply(Reply::Ready {
            protocol: PROTOCOL_VERSION + 1,
        });
        assert_eq!(status.state(), "error");
        assert_eq!(request, None);
    }

    #[test]
    fn worker_errors_are_shown() {
        let (status, _) = WorkerStatus::Ready.on_reply(Reply::Error {
            message: "boom".into(),
        });
        assert_eq!(status, WorkerStatus::Failed("boom".into()));
        assert!(status.text().ends_with("boom"));
    }
}
