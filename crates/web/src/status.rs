//! What the page says about the bot worker.

use ashtapada_i18n::Lang;

/// Id of the ping sent once the worker says it is ready.
pub const HANDSHAKE_PING: u32 = 0;

/// The worker's state as shown to the player.
#[derive(Debug, Clone, PartialEq, Eq)]
pub enum WorkerStatus {
    /// The worker's script is loading.
    Starting,
    /// The worker said it is ready; the page checks the round trip with a ping.
    Checking,
    /// The worker answered the ping: bots can be used.
    Ready,
    /// The worker crashed or stopped answering and is being started again; the text says why.
    Restarting(String),
    /// The worker cannot be used; the text says why. Bots then play random legal moves on the
    /// page itself, so that the game goes on.
    Failed(String),
}

impl WorkerStatus {
    /// The sentence shown in the page (`why` as the worker link wrote it).
    pub fn text(&self, lang: Lang) -> String {
        match self {
            WorkerStatus::Starting => lang.worker_starting().into(),
            WorkerStatus::Checking => lang.worker_checking().into(),
            WorkerStatus::Ready => lang.worker_ready().into(),
            WorkerStatus::Restarting(why) => lang.worker_restarting(why),
            WorkerStatus::Failed(why) => lang.worker_failed(why),
        }
    }

    /// A keyword for the element's `data-state` attribute (styles and tests use it).
    pub fn state(&self) -> &'static str {
        match self {
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
        let failed = WorkerStatus::Failed("boom".into());
        assert_eq!(failed.state(), "error");
        assert!(failed.text(Lang::En).contains("boom"));
        assert!(failed.text(Lang::Fr).contains("boom"));
        assert_eq!(
            WorkerStatus::Restarting("hung".into()).state(),
            "restarting"
        );
        assert!(!WorkerStatus::Checking.is_ready());
    }
}
