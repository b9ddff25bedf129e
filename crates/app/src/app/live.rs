//! Live play's plans carried out: the live part decides ([`live::Do`]); the router changes
//! the game, the dialog and the lesson accordingly.

use crate::command::LiveCommand;
use crate::interaction::Interaction;
use crate::overlay::Dialog;
use crate::{link, live, words};
use ashtapada_rules::{Action, SeatSet};

use super::state::App;

impl App {
    /// A command of live play, to the live part; then its plan.
    pub(super) fn live_command(&mut self, command: LiveCommand) {
        // A game by links whose devices draw the dice one at a time goes live only before it
        // begins (then as a seeded game, live play drawing its own dice).
        if matches!(command, LiveCommand::Open | LiveCommand::Invite)
            && !self.live.active()
            && self.session.leave_baton(&mut self.entropy) == Some(false)
        {
            return self.toast(words::Words::new(|l| l.baton_no_live().into()));
        }
        let mut cx = live::Context {
            session: &self.session,
            share: &self.share,
            entropy: &mut self.entropy,
        };
        let plan = self.live.command(command, &mut cx, &mut self.effects);
        self.carry_out(plan);
    }

    /// Carries out what the live part decided, in order.
    pub(super) fn carry_out(&mut self, plan: Vec<live::Do>) {
        use live::Do;
        let on_top = |app: &App| app.overlay.dialog() == Some(&Dialog::Live);
        for step in plan {
            match step {
                Do::Play { action, from } => {
                    if self.play_from(action, Some(from)).is_some() {
                        // Checked already by the part: a refusal means the games differ.
                        self.live.out_of_step(from, &mut self.effects);
                    }
                }
                Do::Replace { game, here } => {
                    let ledger = game.dice.clone();
                    let said = self.live.ledger_from_host(ledger, &mut self.effects);
                    if let Some(said) = said {
                        self.tell(said.words());
                    }
                    self.show_live_game(*game, here);
                }
                Do::Resign(seat) => self.resign(seat),
                Do::Undo { seat, to } => {
                    if self.session.take_back_to(seat, to) {
                        self.overlay.end_moment();
                        self.cancel_bot();
                        self.interaction.rewound();
                        self.overlay.show_result(false);
                        self.live.changed(&self.session, &mut self.effects);
                    }
                }
                Do::Draw => self.agree_draw(),
                Do::Rematch { turn } => {
                    self.live.dice_anew();
                    self.rematch(turn);
                }
                Do::Asked(_) => {}
                Do::Tell(said) => self.tell(said.words()),
                Do::Toast(said) => self.toast(said.words()),
                Do::OpenDialog => self.overlay.open(Dialog::Live),
                Do::CloseDialog if on_top(self) => drop(self.overlay.take_dialog()),
                Do::CloseIdleDialog if on_top(self) && !self.live.active() => {
                    self.overlay.take_dialog();
                }
                Do::CloseDoneDialog if on_top(self) && self.live.done(&self.session) => {
                    self.overlay.take_dialog();
                }
                Do::CloseDialog | Do::CloseIdleDialog | Do::CloseDoneDialog => {}
                Do::TakeSeat(seat) => {
                    self.session.take_seat_here(seat);
                    self.interaction.clear();
                }
                Do::Accepted(seat) => {
                    // A bot's seat taken by a friend: its search, if it was thinking, is dropped.
                    if self.session.hand_over(seat) {
                        self.cancel_bot();
                    }
                    self.session.mark_linked();
                    self.interaction.clear();
                }
                Do::WantQr(address) => self.extras.want_qr(&address, &mut self.effects),
                Do::Then(command) => self.live_command(command),
                Do::Settle => self.settle(),
                Do::DiceFrom(from) => self.session.give_faces_from(from),
                Do::DiceChanged => {
                    if let Some(tag) = self.live.take_dice_changed() {
                        self.session.set_dice_tag(tag);
                    }
                    self.live.resend(&self.session, &mut self.effects);
                    self.settle();
                }
            }
        }
    }

    /// Puts the host's game (or an invitation's) on screen, with these seats played here; the
    /// game on screen, if it is another, is kept in the Games list.
    pub(super) fn show_live_game(&mut self, game: link::LinkGame, here: SeatSet) {
        self.leave_learn();
        self.end_welcome();
        let on_screen = self.session.game();
        let same = std::ptr::eq(on_screen.rules(), game.game.rules())
            && on_screen.seed() == game.game.seed();
        if !same {
            self.library.keep(&self.session, &mut self.effects);
        }
        self.cancel_bot();
        // What this device played that the host's game lacks (a guest that played on while
        // its connection was down): played again if the host's game leads to it, else kept
        // as a line in Games; never lost in silence.
        // (Only those: the host's game behind this one otherwise is a take-back agreed.)
        let offline = self.live.take_offline();
        let mine: Vec<Action> = self.session.game().actions().to_vec();
        let theirs = game.game.actions();
        let ahead = same && offline > 0 && mine.len() > theirs.len();
        let extra = if ahead && mine.starts_with(theirs) {
            mine[theirs.len()..].to_vec()
        } else {
            Vec::new()
        };
        let diverged =
            same && offline > 0 && !mine.starts_with(theirs) && !theirs.starts_with(&mine);
        // The line as this device has it, kept if it cannot all be played again.
        let line = (diverged || !extra.is_empty())
            .then(|| self.library.kept(&self.session))
            .flatten();
        let moved = !same || game.game.actions() != self.session.game().actions();
        // A resignation or a draw agreed ends the game with no action: its result is shown.
        let ended = game.game.outcome() != self.session.game().outcome();
        self.session.open_link(game);
        self.session.set_here_mask(here);
        self.share.handed(&self.session);
        if moved {
            self.interaction = Interaction::default();
            self.review.stop(&mut self.effects);
            self.overlay.show_result(self.session.is_over());
        } else if ended {
            self.overlay.show_result(self.session.is_over());
        }
        let mut replayed = 0;
        for &action in &extra {
            let here = self
                .session
                .is_human(self.session.game().position().actor());
            let legal = self.session.game().legal_actions().contains(&action);
            if !here || !legal || self.play(action).is_some() {
                break;
            }
            replayed += 1;
        }
        if replayed < extra.len() || diverged {
            if let Some(line) = line {
                self.library.put(line, &mut self.effects);
            }
            self.tell(words::Words::new(|l| l.live_kept_line().into()));
        } else if replayed > 0 {
            self.tell(words::Words::new(|l| l.live_replayed().into()));
        }
    }

    /// Another tab of this browser changed the game this one plays live (`before`: the game
    /// as it was here): the host sends the game to every guest; a guest sends the host the
    /// actions the other tab added (the host checks them as any of this device's).
    pub(super) fn live_followed(&mut self, mut before: ashtapada_rules::Game) {
        if !self.live.is_guest() {
            self.live.changed(&self.session, &mut self.effects);
            return;
        }
        let now = self.session.game().actions().to_vec();
        if !now.starts_with(before.actions()) {
            return;
        }
        for &action in &now[before.actions().len()..] {
            let ply = before.actions().len();
            let Some(index) = live::index_of(&before, action) else {
                break;
            };
            if before.play(action).is_err() {
                break;
            }
            self.live.played(ply, index, None, &mut self.effects);
        }
    }

    /// A rematch every device agreed to (the host's side): a new game of the same ruleset and
    /// set-up on a fresh seed, every seat turned round by one (each device plays the next
    /// seat, so that the colours or the corners change), sent to every guest. The game that
    /// ended is kept in Games.
    pub(super) fn rematch(&mut self, turn: bool) {
        let Some(mut link) = self.session.link() else {
            return;
        };
        let rules = self.session.rules();
        let players = rules.players();
        let seed = crate::seed::mix(&mut self.entropy) >> 11;
        link.game = ashtapada_rules::Game::new(rules, seed);
        link.id = seed;
        let mut here = self.session.here_mask();
        if turn {
            link.seats.rotate_right(1);
            link.names.rotate_right(1);
            here = live::turned(here, players);
        }
        self.cancel_bot();
        self.library.keep(&self.session, &mut self.effects);
        self.session.open_link(link);
        self.session.set_here_mask(here);
        self.session.mark_linked();
        self.share.handed(&self.session);
        self.interaction = Interaction::default();
        self.review.stop(&mut self.effects);
        self.overlay.show_result(false);
        if turn {
            self.live.turn_seats(players);
        }
        self.live.changed(&self.session, &mut self.effects);
        self.note(words::Words::new(move |l| {
            if turn {
                l.live_rematch_started()
            } else {
                l.live_rematch_same_started()
            }
            .into()
        }));
    }

    /// `seat` resigns: here, and the host sends the game to every guest.
    pub(super) fn resign(&mut self, seat: ashtapada_rules::Seat) {
        if self.session.is_over() {
            return;
        }
        self.cancel_bot();
        self.session.resign(seat);
        let rules = self.session.rules();
        self.note(words::Words::new(|l| {
            l.note_resigns(ashtapada_i18n::names::seat(l, rules, seat))
        }));
        self.finished();
        self.live.changed(&self.session, &mut self.effects);
    }

    /// A draw every side agreed to (here, or every device of a live game).
    pub(super) fn agree_draw(&mut self) {
        if self.session.agree_draw() {
            self.note(words::Words::new(|l| l.note_draw_agreed().into()));
            self.finished();
            self.live.changed(&self.session, &mut self.effects);
        }
    }
}
