//! What the page and the tests read of the app: the screen, the board's view, the effects to
//! carry out, and a few facts of the game.

use crate::bots::{Hint, Thinking};
use crate::effect::Effect;
use crate::overlay::{Note, Toast};
use crate::render::Screen;
use crate::test_state::TestState;
use crate::{games, learn, link, qr, render, review, test_state};
use ashtapada_board::BoardView;
use ashtapada_rules::{Game, Ruleset};
use ashtapada_worker::WireAction;

use super::state::App;

impl App {
    /// The game.
    pub fn game(&self) -> &Game {
        self.parts().game()
    }

    /// The ruleset.
    pub fn rules(&self) -> &'static Ruleset {
        self.parts().rules()
    }

    /// The toast.
    pub fn toast_message(&self) -> Option<&Toast> {
        self.overlay.toast()
    }

    /// The toast's text, in the page's language.
    pub fn toast_text(&self) -> Option<String> {
        self.parts().toast_text()
    }

    /// Notes besides the game's events.
    pub fn notes(&self) -> &[Note] {
        self.overlay.notes()
    }

    /// The bot whose action is waited for (not a hint being worked out).
    pub fn thinking(&self) -> Option<Thinking> {
        self.parts().thinking()
    }

    /// The hint for the current decision, if one was asked for and the game has not moved on.
    pub fn hint(&self) -> Option<Hint> {
        self.parts().hint()
    }

    /// Whether a hint can be asked for now: a person is to act in the live position, and no
    /// bot or hint request is under way.
    pub fn can_hint(&self) -> bool {
        self.parts().can_hint()
    }

    /// Whether the app still waits for the bot request `id` (the page checks before posting a
    /// delayed request).
    pub fn waits_for(&self, id: u32) -> bool {
        self.bots.waits_for(id) || self.review.waits_for(id) || self.analysis.waits_for(id)
    }

    /// The worker's answer to request `id`: the review's, or a bot's or hint's
    /// ([`App::bot_reply`]). `score` is the bot's judgement for the actor's team, `played` the
    /// value of the action the review asked about (`Reply::Action`'s fields).
    pub fn worker_answer(&mut self, id: u32, action: WireAction, score: i32, played: Option<i32>) {
        if !self
            .review
            .answer(id, action, (score, played), &mut self.effects)
        {
            self.bot_reply(id, action);
        }
    }

    /// The review under way or done, if it is of the game as it is.
    pub fn review(&self) -> Option<&review::Review> {
        self.parts().review()
    }

    /// Whether the game can be reviewed now: something was played, and no bot or hint is
    /// being worked out (the worker answers one request at a time).
    pub fn can_review(&self) -> bool {
        self.parts().can_review()
    }

    /// The index of the position shown (0 = start; the last = live).
    pub fn shown_index(&self) -> usize {
        self.parts().shown_index()
    }

    /// Whether the current position is shown.
    pub fn is_live(&self) -> bool {
        self.parts().is_live()
    }

    /// Whether live play is on here (host or guest, connected or not): the page beats
    /// ([`App::live_beat`]) while it is.
    pub fn live_on(&self) -> bool {
        self.live.active()
    }

    /// The whole address of the link to watch the game live (through relays), once written.
    pub fn live_watch_link(&self) -> Option<String> {
        self.live.watch_link().map(|f| self.share.address(f))
    }

    /// Live play's last round trip timed by a heartbeat, in milliseconds.
    pub fn live_rtt(&self) -> Option<u32> {
        self.live.rtt()
    }

    /// Whether a person must act now in the current position.
    pub fn human_to_act(&self) -> bool {
        self.parts().human_to_act()
    }

    /// Whether undo is possible: something was played, the game did not end by resignation or
    /// agreement, and (with bots) a person's decision is there to go back to.
    pub fn can_undo(&self) -> bool {
        self.parts().can_undo()
    }

    /// Whether the result dialog is open.
    pub fn result_open(&self) -> bool {
        self.parts().result_open()
    }

    /// The record of the game.
    pub fn record(&self) -> String {
        self.session.record()
    }

    /// The page, as text ([`render`]).
    pub fn screen(&self) -> Screen {
        render::screen(&self.parts())
    }

    /// The state tests read (`window.ashtapada.state()`).
    pub fn test_state(&self) -> TestState {
        test_state::test_state(&self.parts())
    }

    /// The id of the topmost open dialog, as the page names it.
    pub fn open_dialog_name(&self) -> Option<&'static str> {
        test_state::open_dialog_name(&self.parts())
    }

    /// The page's effects since the last call.
    pub fn take_effects(&mut self) -> Vec<Effect> {
        std::mem::take(&mut self.effects)
    }

    /// Whether the next board view should be animated (a move was played or stepped through),
    /// once.
    pub fn take_animate(&mut self) -> bool {
        self.interaction.take_animate()
    }

    /// The sounds' volume, 0 to 100 (the Settings').
    pub fn volume(&self) -> u8 {
        self.session.prefs().volume
    }

    /// What the board shows.
    pub fn board_view(&self) -> BoardView {
        let game = self.session.game();
        let best = self.analysis.arrow().map(|action| Hint {
            ply: game.actions().len(),
            action,
        });
        let hint = best
            .or_else(|| self.hint())
            .or_else(|| self.learn.arrow(game))
            .or_else(|| {
                let (ply, action) = self.review.arrow(game, self.shown_index())?;
                Some(Hint { ply, action })
            });
        let mut view = self.interaction.board_view(&self.session, hint);
        // The piece picked for an answer to a mistake gone through, and where it may go.
        if let Some((picked, dests)) = self.review.picked(game, self.shown_index()) {
            view.selected = Some(picked);
            view.dests = dests;
        }
        if self.learn.active() && self.is_live() {
            let (stars, targets) = self.learn.marks(&self.session);
            view.stars = stars;
            view.marked = targets;
            view.last_move = view.last_move.or(self.learn.last_move(game));
        }
        view
    }

    /// The current game's link, the fragment `g=…` ([`link::write`]); `None` for a game a link
    /// cannot carry (one that starts from a set position).
    pub fn share_link(&self) -> Option<String> {
        self.session.link().map(|l| link::write(&l))
    }

    /// The games kept besides the one on screen.
    pub fn games(&self) -> &games::Games {
        self.library.games()
    }

    /// The learner's progress (for the Learn list).
    pub fn progress(&self) -> &learn::progress::Progress {
        self.learn.progress()
    }

    /// What this tab shows besides the game, to show again after a reload (an update of the
    /// page, say): `learn <course>` in a lesson (its step is in the progress), `review`
    /// during a review, else nothing. The page keeps it for the tab ([`VIEW_KEY`]).
    pub fn view(&self) -> String {
        let course = self.learn.course_id().or(self.learn.waiting());
        match (course, self.review().is_some()) {
            (Some(course), _) => format!("learn {course}"),
            (None, true) => "review".into(),
            (None, false) => String::new(),
        }
    }

    /// Live play's state (`off`, `waiting`, `connected`…: [`live::Live::state`]), the
    /// invitation's or the answer's whole link when one is out, and the seats a guest may
    /// still choose from.
    pub fn live(
        &self,
    ) -> (
        &'static str,
        Option<String>,
        Option<ashtapada_rules::SeatSet>,
    ) {
        let address = self.live.address(&self.share);
        (self.live.state(), address, self.live.choosing())
    }

    /// The QR code of the Share dialog's link, when it is drawn.
    pub fn share_qr(&self) -> Option<&qr::QrCode> {
        self.parts().share_qr()
    }
}
