//! The page's side of the bot worker, as a state machine: the handshake, one request at a
//! time, and recovery. A worker that crashes (an `error` event) or hangs (no answer within the
//! request's budget plus a margin) is terminated and started again, and the request is sent
//! again; after [`MAX_FAILURES`] failures of the same request, or if the worker cannot start at
//! all, the link gives the request up and the app plays without it, so the game goes on.
//!
//! The browser side (`ashtapada_web::platform::bot_worker`) only carries out the [`LinkOut`]s:
//! posting, (re)spawning, timers. Each spawned worker has a *generation*; events from an older
//! one are ignored.

use ashtapada_worker::{Reply, Request, PROTOCOL_VERSION};

use crate::status::{Trouble, WorkerNews, WorkerStatus, HANDSHAKE_PING};

/// Failures of one request (crash or hang) before it is given up.
pub const MAX_FAILURES: u32 = 3;
/// Failed starts in a row (before the worker said it is ready) before the worker is given up.
pub const MAX_START_FAILURES: u32 = 3;

/// How long to wait for an answer to a request with this thinking budget: the budget twice (the
/// worker may first finish a request the page no longer wants) plus two seconds.
pub fn timeout_ms(budget_ms: u32) -> u32 {
    budget_ms.saturating_mul(2).saturating_add(2_000)
}

/// What the browser side must do.
#[derive(Debug, Clone, PartialEq)]
pub enum LinkOut {
    /// Post this request to the current worker.
    Post(Request),
    /// Terminate the current worker, if any, and start a new one of this generation.
    Spawn(u32),
    /// Call [`WorkerLink::on_timeout`] with this generation and request id after `ms`.
    Timer {
        /// The worker's generation.
        generation: u32,
        /// The request's id.
        id: u32,
        /// Milliseconds.
        ms: u32,
    },
    /// An answer for the app.
    Deliver(Reply),
    /// The request cannot be answered by the worker: the app must do without.
    GiveUp {
        /// The request's id.
        id: u32,
        /// Why.
        reason: Trouble,
    },
    /// Something the player may want to know (the app's log).
    Log(WorkerNews),
    /// The status line changed.
    Status(WorkerStatus),
}

#[derive(Debug, Clone)]
struct Job {
    request: Request,
    sent: bool,
    failures: u32,
}

/// The link to the bot worker.
#[derive(Debug, Clone)]
pub struct WorkerLink {
    status: WorkerStatus,
    generation: u32,
    job: Option<Job>,
    start_failures: u32,
    restarts: u32,
}

impl WorkerLink {
    /// A link whose first worker is to be spawned: carry out the returned outputs.
    pub fn new() -> (WorkerLink, Vec<LinkOut>) {
        let link = WorkerLink {
            status: WorkerStatus::Starting,
            generation: 1,
            job: None,
            start_failures: 0,
            restarts: 0,
        };
        (
            link,
            vec![LinkOut::Spawn(1), LinkOut::Status(WorkerStatus::Starting)],
        )
    }

    /// A link whose worker starts with the first request, not before: the page's first visit
    /// (the welcome, a lesson, a game between people) fetches no bot. Carry out the outputs.
    pub fn idle() -> (WorkerLink, Vec<LinkOut>) {
        let (mut link, _) = WorkerLink::new();
        link.status = WorkerStatus::Idle;
        (link, vec![LinkOut::Status(WorkerStatus::Idle)])
    }

    /// The status shown to the player.
    pub fn status(&self) -> &WorkerStatus {
        &self.status
    }

    /// The current worker's generation.
    pub fn generation(&self) -> u32 {
        self.generation
    }

    /// How many times a worker was restarted.
    pub fn restarts(&self) -> u32 {
        self.restarts
    }

    /// The id of the request waiting for an answer, if any.
    pub fn waiting_for(&self) -> Option<u32> {
        self.job.as_ref().map(|j| j.request.id())
    }

    fn set_status(&mut self, status: WorkerStatus, out: &mut Vec<LinkOut>) {
        if self.status != status {
            self.status = status.clone();
            out.push(LinkOut::Status(status));
        }
    }

    fn post_job(&mut self, out: &mut Vec<LinkOut>) {
        let generation = self.generation;
        if let Some(job) = self.job.as_mut().filter(|j| !j.sent) {
            job.sent = true;
            let budget = match &job.request {
                Request::Think { budget_ms, .. } | Request::Analyse { budget_ms, .. } => *budget_ms,
                Request::Ping { .. } => 0,
            };
            out.push(LinkOut::Post(job.request.clone()));
            out.push(LinkOut::Timer {
                generation,
                id: job.request.id(),
                ms: timeout_ms(budget),
            });
        }
    }

    /// Sends a request (replacing any unanswered one, whose answer will be ignored).
    pub fn submit(&mut self, request: Request) -> Vec<LinkOut> {
        let mut out = Vec::new();
        if let WorkerStatus::Failed(why) = &self.status {
            out.push(LinkOut::GiveUp {
                id: request.id(),
                reason: Trouble::Unavailable(Box::new(why.clone())),
            });
            return out;
        }
        self.job = Some(Job {
            request,
            sent: false,
            failures: 0,
        });
        if self.status == WorkerStatus::Idle {
            out.push(LinkOut::Spawn(self.generation));
            self.set_status(WorkerStatus::Starting, &mut out);
        }
        if self.status.is_ready() {
            self.post_job(&mut out);
        }
        out
    }

    /// Forgets the unanswered request (its answer will be ignored).
    pub fn cancel(&mut self) {
        self.job = None;
    }

    /// A message from the worker of `generation`.
    pub fn on_reply(&mut self, generation: u32, reply: Reply) -> Vec<LinkOut> {
        let mut out = Vec::new();
        if generation != self.generation {
            return out;
        }
        match reply {
            Reply::Ready { protocol } if protocol == PROTOCOL_VERSION => {
                self.set_status(WorkerStatus::Checking, &mut out);
                out.push(LinkOut::Post(Request::Ping { id: HANDSHAKE_PING }));
            }
            Reply::Ready { protocol } => {
                self.fail(Trouble::Protocol(protocol), &mut out);
            }
            Reply::Pong { id: HANDSHAKE_PING } => {
                self.start_failures = 0;
                self.set_status(WorkerStatus::Ready, &mut out);
                self.post_job(&mut out);
            }
            Reply::Pong { .. } => {}
            Reply::Action { id, .. }
            | Reply::Lines { id, .. }
            | Reply::Error { id: Some(id), .. } => {
                if self.waiting_for() == Some(id) {
                    self.job = None;
                    out.push(LinkOut::Deliver(reply));
                }
            }
            Reply::Error { id: None, message } => {
                out.push(LinkOut::Log(WorkerNews::Says(message)));
            }
        }
        out
    }

    fn fail(&mut self, why: Trouble, out: &mut Vec<LinkOut>) {
        self.set_status(WorkerStatus::Failed(why.clone()), out);
        out.push(LinkOut::Log(WorkerNews::Unavailable(why.clone())));
        if let Some(job) = self.job.take() {
            out.push(LinkOut::GiveUp {
                id: job.request.id(),
                reason: why,
            });
        }
    }

    fn restart(&mut self, why: Trouble, out: &mut Vec<LinkOut>) {
        self.generation += 1;
        self.restarts += 1;
        out.push(LinkOut::Log(WorkerNews::Restarted(why.clone())));
        out.push(LinkOut::Spawn(self.generation));
        self.set_status(WorkerStatus::Restarting(why), out);
    }

    /// The worker of `generation` failed: a script error, a crash, or a failure to load.
    pub fn on_error(&mut self, generation: u32, message: &str) -> Vec<LinkOut> {
        let mut out = Vec::new();
        if generation != self.generation || matches!(self.status, WorkerStatus::Failed(_)) {
            return out;
        }
        if !self.status.is_ready() {
            self.start_failures += 1;
            if self.start_failures >= MAX_START_FAILURES {
                self.fail(Trouble::NoStart(message.to_string()), &mut out);
                return out;
            }
        }
        self.crashed(Trouble::Crashed(message.to_string()), &mut out);
        out
    }

    fn crashed(&mut self, why: Trouble, out: &mut Vec<LinkOut>) {
        if let Some(job) = self.job.as_mut() {
            job.failures += 1;
            job.sent = false;
            if job.failures >= MAX_FAILURES {
                let id = job.request.id();
                self.job = None;
                out.push(LinkOut::GiveUp {
                    id,
                    reason: Trouble::Repeated(MAX_FAILURES, Box::new(why.clone())),
                });
            }
        }
        self.restart(why, out);
    }

    /// The timer set for request `id` on the worker of `generation` went off.
    pub fn on_timeout(&mut self, generation: u32, id: u32) -> Vec<LinkOut> {
        let mut out = Vec::new();
        let waiting = self
            .job
            .as_ref()
            .is_some_and(|j| j.sent && j.request.id() == id);
        if generation == self.generation && waiting {
            self.crashed(Trouble::Hung, &mut out);
        }
        out
    }
}

#[cfg(test)]
mod tests {
    use super::*;
    use ashtapada_worker::{BotLevel, GameSpec, WireAction};

    fn think(id: u32) -> Request {
        Request::Think {
            id,
            game: GameSpec {
                ruleset: "chaturanga-v3".into(),
                start: String::new(),
                seed: 0,
                actions: Vec::new(),
            },
            seat: 0,
            level: BotLevel::Easy,
            budget_ms: 100,
            bot_seed: 0,
            nodes: 0,
            judge: None,
        }
    }

    fn answer(id: u32) -> Reply {
        Reply::Action {
            id,
            action: WireAction::Pass,
            nodes: 0,
            depth: 0,
            millis: 0.0,
            score: 0,
            played: None,
        }
    }

    fn ready(link: &mut WorkerLink) -> Vec<LinkOut> {
        let g = link.generation();
        let mut out = link.on_reply(
            g,
            Reply::Ready {
                protocol: PROTOCOL_VERSION,
            },
        );
        out.extend(link.on_reply(g, Reply::Pong { id: HANDSHAKE_PING }));
        out
    }

    fn posted(out: &[LinkOut]) -> Vec<u32> {
        out.iter()
            .filter_map(|o| match o {
                LinkOut::Post(Request::Think { id, .. }) => Some(*id),
                _ => None,
            })
            .collect()
    }

    #[test]
    fn an_idle_link_starts_its_worker_with_the_first_request() {
        let (mut link, out) = WorkerLink::idle();
        assert_eq!(out, [LinkOut::Status(WorkerStatus::Idle)]);
        assert_eq!(link.status().state(), "idle");
        let out = link.submit(think(5));
        assert_eq!(
            out,
            [LinkOut::Spawn(1), LinkOut::Status(WorkerStatus::Starting)]
        );
        let out = ready(&mut link);
        assert_eq!(posted(&out), vec![5]);
        // Once started, it is not started again.
        link.on_reply(1, answer(5));
        assert!(!link.submit(think(6)).contains(&LinkOut::Spawn(1)));
    }

    #[test]
    fn requests_wait_for_the_handshake() {
        let (mut link, out) = WorkerLink::new();
        assert_eq!(out[0], LinkOut::Spawn(1));
        assert!(
            link.submit(think(5)).is_empty(),
            "nothing is posted before Ready"
        );
        let out = ready(&mut link);
        assert!(out.contains(&LinkOut::Post(Request::Ping { id: HANDSHAKE_PING })));
        assert_eq!(posted(&out), vec![5]);
        assert!(out.contains(&LinkOut::Timer {
            generation: 1,
            id: 5,
            ms: timeout_ms(100)
        }));
        assert_eq!(*link.status(), WorkerStatus::Ready);
        let out = link.on_reply(1, answer(5));
        assert_eq!(out, vec![LinkOut::Deliver(answer(5))]);
        assert_eq!(link.waiting_for(), None);
    }

    #[test]
    fn stale_answers_are_ignored() {
        let (mut link, _) = WorkerLink::new();
        ready(&mut link);
        link.submit(think(1));
        link.submit(think(2));
        assert!(link.on_reply(1, answer(1)).is_empty());
        assert_eq!(link.on_reply(1, answer(2)).len(), 1);
        link.submit(think(3));
        link.cancel();
        assert!(link.on_reply(1, answer(3)).is_empty());
    }

    #[test]
    fn a_crash_restarts_the_worker_and_resends() {
        let (mut link, _) = WorkerLink::new();
        ready(&mut link);
        link.submit(think(7));
        let out = link.on_error(1, "unreachable executed");
        assert!(out.contains(&LinkOut::Spawn(2)));
        assert!(out
            .iter()
            .any(|o| matches!(o, LinkOut::Log(WorkerNews::Restarted(Trouble::Crashed(_))))));
        assert_eq!(link.restarts(), 1);
        // The old worker's messages no longer count.
        assert!(link.on_reply(1, answer(7)).is_empty());
        let out = ready(&mut link);
        assert_eq!(posted(&out), vec![7], "the request is sent again");
        assert_eq!(
            link.on_reply(2, answer(7)),
            vec![LinkOut::Deliver(answer(7))]
        );
    }

    #[test]
    fn a_hang_restarts_the_worker() {
        let (mut link, _) = WorkerLink::new();
        ready(&mut link);
        link.submit(think(9));
        assert!(link.on_timeout(1, 8).is_empty(), "another request's timer");
        let out = link.on_timeout(1, 9);
        assert!(out.contains(&LinkOut::Spawn(2)));
        assert!(out
            .iter()
            .any(|o| matches!(o, LinkOut::Log(WorkerNews::Restarted(Trouble::Hung)))));
        assert_eq!(posted(&ready(&mut link)), vec![9]);
        // A timer of the terminated worker is ignored.
        assert!(link.on_timeout(1, 9).is_empty());
    }

    #[test]
    fn a_request_that_keeps_failing_is_given_up() {
        let (mut link, _) = WorkerLink::new();
        ready(&mut link);
        link.submit(think(4));
        let mut gave_up = false;
        for _ in 0..MAX_FAILURES {
            let g = link.generation();
            let out = link.on_error(g, "boom");
            gave_up |= out
                .iter()
                .any(|o| matches!(o, LinkOut::GiveUp { id: 4, .. }));
            ready(&mut link);
        }
        assert!(gave_up);
        assert_eq!(link.waiting_for(), None);
        assert_eq!(
            *link.status(),
            WorkerStatus::Ready,
            "the worker itself lives on"
        );
    }

    #[test]
    fn a_worker_that_cannot_start_is_given_up() {
        let (mut link, _) = WorkerLink::new();
        link.submit(think(1));
        let mut out = Vec::new();
        for _ in 0..MAX_START_FAILURES {
            let g = link.generation();
            out = link.on_error(g, "404");
        }
        assert!(out
            .iter()
            .any(|o| matches!(o, LinkOut::GiveUp { id: 1, .. })));
        assert!(matches!(link.status(), WorkerStatus::Failed(_)));
        // Later requests are given up at once.
        assert!(matches!(
            link.submit(think(2)).as_slice(),
            [LinkOut::GiveUp { id: 2, .. }]
        ));
    }

    #[test]
    fn a_protocol_mismatch_fails() {
        let (mut link, _) = WorkerLink::new();
        link.on_reply(
            1,
            Reply::Ready {
                protocol: PROTOCOL_VERSION + 1,
            },
        );
        assert!(matches!(
            link.status(),
            WorkerStatus::Failed(Trouble::Protocol(_))
        ));
    }
}
