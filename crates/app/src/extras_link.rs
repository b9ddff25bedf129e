//! The wire from the extras worker to the parts: each answer goes to the part that asked (the
//! extras part's rules pages and QR codes, the Learn part's courses, live play's codes), and a
//! request the worker will not answer stops what waits on it, with a word to the person.

use ashtapada_worker::extras::{ExtrasReply, ExtrasRequest};

use super::App;
use crate::words::Words;

/// The extras worker's answer, to the part that asked ([`App::extras_answer`]).
pub(super) fn answer(app: &mut App, reply: ExtrasReply) {
    match reply {
        ExtrasReply::Qr(a) => app.extras.qr_ready(&a.text, f64::from(a.size), &a.bits),
        ExtrasReply::RulesPage(a) => app.extras.rules_page_ready(&a.lang, &a.ruleset, a.html),
        ExtrasReply::Course(a) => app.learn_ready(&a.lang, &a.course, &a.steps, &a.texts),
        reply @ (ExtrasReply::LiveCode(_) | ExtrasReply::LiveRead(_)) => {
            let plan = app.live.extras_answer(reply, &app.share, &mut app.effects);
            app.carry_out(plan);
        }
        ExtrasReply::Ready { .. } | ExtrasReply::Error { .. } => {}
    }
}

/// Requests the extras worker will not answer ([`App::extras_unanswered`]).
pub(super) fn unanswered(app: &mut App, requests: &[ExtrasRequest]) {
    for request in requests {
        match request {
            // The Share dialog keeps the link's text and its buttons.
            ExtrasRequest::Qr { .. } => {}
            ExtrasRequest::RulesPage { .. } => app.extras.rules_page_unanswered(),
            ExtrasRequest::Course { course, .. } => app.learn.unanswered(course),
            ExtrasRequest::LiveWrite { peer, .. } => app.live.unwritten(*peer),
            ExtrasRequest::LiveRead { invite, .. } => {
                let plan = app.live.unread(*invite);
                app.carry_out(plan);
            }
        }
    }
    if !requests.is_empty() {
        app.tell(Words::new(|l| l.extras_unanswered().into()));
    }
    app.settle();
}
