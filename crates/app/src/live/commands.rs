//! What the live part makes of what arrives for it: the person's commands ([`LiveCommand`]),
//! the extras worker's readings of codes, a connection's news, a link that carries an
//! invitation or an answer. Each changes the part's own state and returns a plan ([`Do`]) for
//! the router, which owns the game, the dialogs and the lessons.

use ashtapada_rules::{Seat, SeatSet};
use ashtapada_worker::extras::ExtrasReply;

use super::code::CodeError;
use super::connection::{ice_servers, IceServer};
use super::exchange::{self, Exchange, Opened};
use super::message::{send, AskWhat, Message};
use super::part::{Do, Live};
use super::said::Said;
use crate::command::LiveCommand;
use crate::effect::Effect;
use crate::seed;
use crate::session::Session;
use crate::share::Share;

/// What the live part reads of the rest of the app, and the page's randomness for a new
/// connection's id.
pub(crate) struct Context<'a> {
    /// The game and the preferences (the servers of the Settings).
    pub(crate) session: &'a Session,
    /// Where links point: an invitation's or an answer's whole address.
    pub(crate) share: &'a Share,
    /// The page's entropy, for connection ids.
    pub(crate) entropy: &'a mut u64,
}

impl Context<'_> {
    /// The live play servers of the Settings, and what to say when their list does not read
    /// (then none is used).
    fn servers(&self) -> (Vec<IceServer>, Option<Do>) {
        match ice_servers(&self.session.prefs().live_servers) {
            Ok(servers) => (servers, None),
            Err(line) => (Vec::new(), Some(Do::Tell(Said::ServersBad(line)))),
        }
    }

    /// The relays of the Settings, and what to say when their list does not read (then
    /// none is used: the code exchange).
    fn relays(&self) -> (Vec<String>, Option<Do>) {
        match super::room::relays(&self.session.prefs().live_relays) {
            Ok(relays) => (relays, None),
            Err(line) => (Vec::new(), Some(Do::Tell(Said::RelaysBad(line)))),
        }
    }

    /// A fresh id for a connection (it pairs an answer with its invitation).
    fn fresh_id(&mut self) -> u32 {
        (seed::mix(self.entropy) >> 32) as u32
    }

    /// A fresh name for this device in a room.
    fn fresh_device(&mut self) -> u64 {
        seed::mix(self.entropy)
    }
}

impl Live {
    /// The whole link of the code on screen: the invitation out (host) or the answer (guest).
    pub(crate) fn address(&self, share: &Share) -> Option<String> {
        let fragment = self.invitation().or(self.reply())?;
        Some(share.address(fragment))
    }

    /// A command of the Play live dialog (or Play live itself).
    pub(crate) fn command(
        &mut self,
        command: LiveCommand,
        cx: &mut Context<'_>,
        effects: &mut Vec<Effect>,
    ) -> Vec<Do> {
        let mut plan = Vec::new();
        match command {
            LiveCommand::Open => {
                // A first invitation, or one for a guest whose connection was lost.
                let lost = self.lost() && self.invitation().is_none() && !self.invitation_pending();
                if !self.active() || lost {
                    plan = self.new_invitation(cx, effects);
                }
                if self.active() {
                    plan.push(Do::OpenDialog);
                }
            }
            LiveCommand::Invite => plan = self.new_invitation(cx, effects),
            LiveCommand::Seat(i) => {
                let Some(seat) = cx.session.rules().seat_at(i) else {
                    return plan;
                };
                let (servers, bad) = cx.servers();
                plan.extend(bad);
                if self.take_seat(seat, servers, effects) {
                    plan.push(Do::TakeSeat(seat));
                }
            }
            LiveCommand::Accept(text) => {
                // Read in the extras worker; taken in `read`.
                let read = Exchange::Read {
                    text,
                    invite: false,
                };
                effects.push(Effect::LiveExchange(read));
            }
            LiveCommand::Copy | LiveCommand::Share => {
                if let Some(address) = self.address(cx.share) {
                    if command == LiveCommand::Share {
                        effects.push(Effect::WebShare(address));
                    } else {
                        effects.push(Effect::Copy(address));
                        plan.push(Do::Toast(Said::Copied));
                    }
                }
            }
            LiveCommand::Stop => {
                if self.active() {
                    self.stop(effects);
                    plan.push(Do::Tell(Said::Stopped));
                }
                plan.push(Do::CloseDialog);
            }
            LiveCommand::Answer(yes) => plan = self.answer(yes, cx.session, effects),
            LiveCommand::Rematch | LiveCommand::RematchSame
                if self.connected() && cx.session.is_over() =>
            {
                let what = if command == LiveCommand::Rematch {
                    AskWhat::Rematch
                } else {
                    AskWhat::RematchSame
                };
                let ply = cx.session.ply();
                plan = self.ask_others(what, (cx.session, ply), effects);
            }
            LiveCommand::Rematch | LiveCommand::RematchSame => {}
            LiveCommand::Watchers(n) => self.set_max_watchers(n),
        }
        plan
    }

    /// A new invitation of the game on screen (the host's side); why not, told.
    fn new_invitation(&mut self, cx: &mut Context<'_>, effects: &mut Vec<Effect>) -> Vec<Do> {
        let id = cx.fresh_id();
        let (servers, bad) = cx.servers();
        let mut plan: Vec<Do> = bad.into_iter().collect();
        let (relays, bad) = cx.relays();
        plan.extend(bad);
        // Through the relays of the Settings while one can be reached; else by hand.
        if !relays.is_empty() && !self.relays_unreached() {
            if let Some(why) = self.invite_room(id, cx.session, relays, effects) {
                plan.push(Do::Toast(why));
            }
            return plan;
        }
        if let Some(why) = self.invite(id, cx.session, servers, effects) {
            plan.push(Do::Toast(why));
        }
        plan
    }

    /// An invitation opened on this device (its address's fragment `live=…`, or pasted): read
    /// by the extras worker, then shown ([`Live::extras_answer`]).
    pub(crate) fn open_invite(&mut self, text: &str, effects: &mut Vec<Effect>) -> Vec<Do> {
        let read = Exchange::Read {
            text: text.to_string(),
            invite: true,
        };
        effects.push(Effect::LiveExchange(read));
        // The worker may take a moment to start (a first visit): the dialog says what is going
        // on.
        self.set_reading(true);
        vec![Do::OpenDialog]
    }

    /// A page opened on an answer link (`answer=…`): taken here if this device invited (the
    /// plan), else `None` (the page hands it to the tab that did: `live::ANSWER_KEY`).
    pub(crate) fn answer_link(&mut self, fragment: &str) -> Option<Vec<Do>> {
        self.invitation()?;
        Some(vec![Do::Then(LiveCommand::Accept(fragment.to_string()))])
    }

    /// The extras worker's answer to live play's asks ([`Effect::LiveExchange`]).
    pub(crate) fn extras_answer(
        &mut self,
        reply: ExtrasReply,
        cx: &mut Context<'_>,
        effects: &mut Vec<Effect>,
    ) -> Vec<Do> {
        match reply {
            ExtrasReply::LiveCode(a) if self.written(a.peer, a.code.as_deref()) => {
                self.address(cx.share).map(Do::WantQr).into_iter().collect()
            }
            ExtrasReply::LiveRead(a) => self.read(a.invite, exchange::opened(&a), cx, effects),
            ExtrasReply::RelayOpened { id, key } => self.room_opened(id, &key, cx.session, effects),
            ExtrasReply::RelayState { id, open, of } => {
                self.room_state(id, open, of);
                Vec::new()
            }
            ExtrasReply::RelayHeard { id, body } => {
                let fresh = cx.fresh_id();
                let (servers, _) = cx.servers();
                let mut plan = self.room_heard(id, &body, fresh, servers, effects);
                plan.push(Do::Settle);
                plan
            }
            _ => Vec::new(),
        }
    }

    /// The extras worker will not read a code: an invitation being opened is no longer
    /// waited for (the dialog, open for it alone, closes; the app says why).
    pub(crate) fn unread(&mut self, invite: bool) -> Vec<Do> {
        if !invite {
            return Vec::new();
        }
        self.set_reading(false);
        vec![Do::CloseIdleDialog]
    }

    /// A code read: an invitation's game is shown (the one on screen kept if it is another)
    /// and the seat asked for (taken at once when only one is offered); an answer is taken by
    /// the host. One that does not read is told.
    fn read(
        &mut self,
        invite: bool,
        read: Result<Opened, CodeError>,
        cx: &mut Context<'_>,
        effects: &mut Vec<Effect>,
    ) -> Vec<Do> {
        if invite {
            self.set_reading(false);
        }
        let mut plan = match read {
            Ok(Opened::Invite {
                peer,
                offered,
                sdp,
                game,
                room,
            }) if invite => {
                // This browser's seat in this very game (its autosave: a page opened on the
                // same link again, a phone woken up): taken again with no question.
                let on_screen = cx.session.game();
                let same = std::ptr::eq(on_screen.rules(), game.game.rules())
                    && on_screen.seed() == game.game.seed()
                    && !cx.session.remote_mask().is_empty();
                let mine = if same && room.is_some() {
                    SeatSet::from_bits(cx.session.here_mask().bits() & offered.bits())
                } else {
                    SeatSet::EMPTY
                };
                let mut plan = vec![Do::Replace {
                    game,
                    here: SeatSet::EMPTY,
                }];
                match room {
                    Some(room) => {
                        let ids = (cx.fresh_id(), cx.fresh_device());
                        self.join_room(peer, offered, room, ids, effects);
                        self.claim(mine);
                    }
                    None => self.join(peer, offered, sdp, effects),
                }
                match (mine.first(), offered.first(), offered.len()) {
                    (Some(seat), ..) | (None, Some(seat), 1) => {
                        plan.push(Do::Then(LiveCommand::Seat(seat.index())));
                    }
                    _ => {}
                }
                plan.push(Do::OpenDialog);
                plan
            }
            Err(e) if invite => vec![Do::CloseIdleDialog, Do::Tell(Said::InviteRefused(e))],
            read => match self.accept(read, effects) {
                Ok(seat) => vec![Do::Accepted(seat)],
                Err(why) => vec![Do::Toast(why)],
            },
        };
        plan.push(Do::Settle);
        plan
    }

    /// Whether the Play live dialog's work is done: this device is a guest, or no person's
    /// seat is left to invite for (a bot's can still be offered: Play live again).
    pub(crate) fn done(&self, session: &Session) -> bool {
        self.is_guest()
            || self
                .free_seats(session)
                .difference(session.bot_mask())
                .is_empty()
    }

    /// An action that came from connection `from` and that the engine here refused: the games
    /// differ, and a guest asks the host for its game again.
    pub(crate) fn out_of_step(&self, from: u32, effects: &mut Vec<Effect>) {
        if self.is_guest() {
            effects.push(send(from, &Message::Sync));
        }
    }

    /// A take-back or a draw asked of the other devices by the person here, who is told so.
    pub(crate) fn ask_others(
        &mut self,
        what: AskWhat,
        (session, shown): (&Session, usize),
        effects: &mut Vec<Effect>,
    ) -> Vec<Do> {
        let seat: Seat = session.resigning_seat();
        // A take-back goes back before the seat's own action at or after the position shown
        // (any of them: the move list chooses), a draw is asked where the game is.
        let to = match what {
            AskWhat::Undo => match session.own_action_from(seat, shown) {
                Some(to) => to,
                None => return Vec::new(),
            },
            AskWhat::Draw | AskWhat::Rematch | AskWhat::RematchSame => session.ply(),
        };
        self.ask_for(what, seat, (session.ply(), to), effects);
        vec![Do::Toast(Said::Asked(what))]
    }
}
