//! What the page says about the bot worker.

use ashtapada_i18n::Lang;
use ashtapada_worker::PROTOCOL_VERSION;

/// Id of the ping sent once the worker says it is ready.
pub const HANDSHAKE_PING: u32 = 0;

/// The worker's state as shown to the player.
#[derive(Debug, Clone, PartialEq, Eq)]
pub enum WorkerStatus {
    /// Not started: the worker starts with the first request for a bot (a move, a hint, a
    /// review), so that a visit without bots never fetches it.
    Idle,
    /// The worker's script is loading.
    Starting,
    /// The worker said it is ready; the page checks the round trip with a ping.
    Checking,
    /// The worker answered the ping: bots can be used.
    Ready,
    /// The worker crashed or stopped answering and is being started again.
    Restarting(Trouble),
    /// The worker cannot be used. Bots then play random legal moves on the page itself, so that
    /// the game goes on.
    Failed(Trouble),
}

/// What went wrong with the bot worker. The details are the browser's own words (an error
/// message), shown as they are.
#[derive(Debug, Clone, PartialEq, Eq)]
pub enum Trouble {
    /// It speaks this protocol version, not the page's.
    Protocol(u32),
    /// It could not start (details).
    NoStart(String),
    /// It crashed (details; empty when the browser gave none).
    Crashed(String),
    /// It stopped answering.
    Hung,
    /// It failed this many times on one request; the last time, so.
    Repeated(u32, Box<Trouble>),
    /// It was unavailable already, so.
    Unavailable(Box<Trouble>),
    /// It could not answer the request (its words).
    Refused(String),
}

impl Trouble {
    /// What to tell the player (lower case, no full stop).
    pub fn text(&self, lang: Lang) -> String {
        match self {
            Trouble::Protocol(theirs) => {
                lang.trouble_protocol(i64::from(PROTOCOL_VERSION), i64::from(*theirs))
            }
            Trouble::NoStart(why) => lang.trouble_no_start(why),
            Trouble::Crashed(why) if why.is_empty() => lang.trouble_crashed().into(),
            Trouble::Crashed(why) => lang.trouble_crashed_because(why),
            Trouble::Hung => lang.trouble_hung().into(),
            Trouble::Repeated(n, last) => lang.trouble_repeated(i64::from(*n), &last.text(lang)),
            Trouble::Unavailable(why) => lang.trouble_unavailable(&why.text(lang)),
            Trouble::Refused(why) => lang.trouble_refused(why),
        }
    }
}

/// What the worker link tells the player's log.
#[derive(Debug, Clone, PartialEq, Eq)]
pub enum WorkerNews {
    /// The worker reported an error of its own (its words).
    Says(String),
    /// The worker cannot be used.
    Unavailable(Trouble),
    /// The worker had trouble and was started again.
    Restarted(Trouble),
}

impl WorkerNews {
    /// The log's line.
    pub fn text(&self, lang: Lang) -> String {
        match self {
            WorkerNews::Says(message) => lang.worker_says(message),
            WorkerNews::Unavailable(why) => lang.worker_unavailable(&why.text(lang)),
            WorkerNews::Restarted(why) => lang.worker_restarted(&why.text(lang)),
        }
    }
}

impl WorkerStatus {
    /// The sentence shown in the page (`why` as the worker link wrote it).
    pub fn text(&self, lang: Lang) -> String {
        match self {
            WorkerStatus::Idle => lang.worker_idle().into(),
            WorkerStatus::Starting => lang.worker_starting().into(),
            WorkerStatus::Checking => lang.worker_checking().into(),
            WorkerStatus::Ready => lang.worker_ready().into(),
            WorkerStatus::Restarting(why) => lang.worker_restarting(&why.text(lang)),
            WorkerStatus::Failed(why) => lang.worker_failed(&why.text(lang)),
        }
    }

    /// A keyword for the element's `data-state` attribute (styles and tests use it).
    pub fn state(&self) -> &'static str {
        match self {
            WorkerStatus::Idle => "idle",
            WorkerStatus::Starting => "starting",
            WorkerStatus::Checking => "checking",
            WorkerStatus::Ready => "ready",
            WorkerStatus::Restarting(_) => "restarting",
            WorkerStatus::Failed(_) => "error",
        }
    }

    /// Whether requests can be posted now.
    pub fn is_ready(&self) -> bool {
        *self == WorkerStatus::Ready
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn states_and_texts() {
        assert_eq!(WorkerStatus::Ready.state(), "ready");
        assert!(WorkerStatus::Ready.text(Lang::En).contains("ready"));
        assert!(WorkerStatus::Ready.text(Lang::Fr).contains("prêt"));
        let failed = WorkerStatus::Failed(Trouble::Crashed("boom".into()));
        assert_eq!(failed.state(), "error");
        assert!(failed.text(Lang::En).contains("boom"));
        assert!(failed.text(Lang::Fr).contains("boom"));
        assert_eq!(
            WorkerStatus::Restarting(Trouble::Hung).state(),
            "restarting"
        );
        assert!(!WorkerStatus::Checking.is_ready());
    }
}
