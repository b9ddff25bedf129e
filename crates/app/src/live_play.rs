//! Live play's routing (see [`live`]): what spans the parts when an invitation is opened, a
//! connection speaks or a person acts on a live game. Free functions over the app, as
//! `arrivals` are; the live part decides, and these carry out what it returns ([`live::Do`])
//! on the session, the interaction and the overlay.

use crate::command::LiveCommand;
use ashtapada_rules::{Seat, SeatSet};

use super::live::exchange::{self, Opened};
use super::live::{self, message::AskWhat, Do, Exchange, In};
use super::App;
use crate::effect::Effect;
use crate::interaction::Interaction;
use crate::live::code;
use crate::overlay::Dialog;
use crate::{link, words};
use ashtapada_worker::extras::ExtrasReply;

/// The live play servers of the Settings; a list that does not read is told, and none used.
fn servers(app: &mut App) -> Vec<live::IceServer> {
    match live::ice_servers(&app.session.prefs().live_servers) {
        Ok(servers) => servers,
        Err(line) => {
            app.tell(words::Words::new(move |l| l.live_servers_bad(line as i64)));
            Vec::new()
        }
    }
}

/// A fresh id for a connection (it pairs an answer with its invitation).
fn fresh_id(app: &mut App) -> u32 {
    (crate::seed::mix(&mut app.entropy) >> 32) as u32
}

/// The whole link of the code on screen: the invitation out (host) or the answer (guest).
pub(super) fn address(app: &App) -> Option<String> {
    let fragment = app.live.invitation().or(app.live.reply())?;
    Some(app.share.address(fragment))
}

/// The live commands (Play live, and those of its dialog).
pub(super) fn command(app: &mut App, command: LiveCommand) {
    match command {
        LiveCommand::Open => {
            // A first invitation, or one for a guest whose connection was lost.
            let lost = app.live.lost()
                && app.live.invitation().is_none()
                && !app.live.invitation_pending();
            if !app.live.active() || lost {
                invite(app);
            }
            if app.live.active() {
                app.overlay.open(Dialog::Live);
            }
        }
        LiveCommand::Invite => invite(app),
        LiveCommand::Seat(i) => {
            let Some(seat) = app.session.rules().seat_at(i) else {
                return;
            };
            let servers = servers(app);
            if app.live.take_seat(seat, servers, &mut app.effects) {
                app.session.take_seat_here(seat);
                app.interaction.clear();
            }
        }
        LiveCommand::Accept(text) => {
            // Read in the extras worker; taken in `read`.
            let read = Exchange::Read {
                text,
                invite: false,
            };
            app.effects.push(Effect::LiveExchange(read));
        }
        LiveCommand::Copy | LiveCommand::Share => {
            if let Some(address) = address(app) {
                if command == LiveCommand::Share {
                    app.effects.push(Effect::WebShare(address));
                } else {
                    app.effects.push(Effect::Copy(address));
                    app.toast(words::Words::new(|l| l.share_copied().into()));
                }
            }
        }
        LiveCommand::Stop => {
            if app.live.active() {
                app.live.stop(&mut app.effects);
                app.tell(words::Words::new(|l| l.live_stopped().into()));
            }
            if app.overlay.dialog() == Some(&Dialog::Live) {
                app.overlay.take_dialog();
            }
        }
        LiveCommand::Answer(yes) => {
            let plan = app.live.answer(yes, &app.session, &mut app.effects);
            carry_out(app, plan);
        }
    }
}

/// A new invitation of the game on screen (the host's side); why not, told.
fn invite(app: &mut App) {
    let id = fresh_id(app);
    let servers = servers(app);
    if let Some(why) = app.live.invite(id, &app.session, servers, &mut app.effects) {
        app.toast(why.words());
    }
}

/// An invitation opened on this device (its address's fragment `live=…`, or pasted): read by
/// the extras worker, then shown ([`read`]).
pub(super) fn open_invite(app: &mut App, text: &str) {
    let read = Exchange::Read {
        text: text.to_string(),
        invite: true,
    };
    app.effects.push(Effect::LiveExchange(read));
    // The worker may take a moment to start (a first visit): the dialog says what is going on.
    app.live.set_reading(true);
    app.overlay.open(Dialog::Live);
}

/// The extras worker's answer to live play's asks ([`Effect::LiveExchange`]).
pub(super) fn extras_answer(app: &mut App, reply: ExtrasReply) {
    match reply {
        ExtrasReply::LiveCode(a) if app.live.written(a.peer, a.code.as_deref()) => {
            if let Some(address) = address(app) {
                app.extras.want_qr(&address, &mut app.effects);
            }
        }
        ExtrasReply::LiveRead(a) => read(app, a.invite, exchange::opened(&a)),
        _ => {}
    }
}

/// The extras worker will not read a code: an invitation being opened is no longer waited
/// for (the dialog, open for it alone, closes; the app says why).
pub(super) fn unread(app: &mut App, invite: bool) {
    if invite {
        app.live.set_reading(false);
        if app.overlay.dialog() == Some(&Dialog::Live) && !app.live.active() {
            app.overlay.take_dialog();
        }
    }
}

/// A code read: an invitation's game is shown (the one on screen kept if it is another) and
/// the seat asked for (taken at once when only one is offered); an answer is taken by the
/// host. One that does not read is told.
fn read(app: &mut App, invite: bool, read: Result<Opened, code::CodeError>) {
    if invite {
        app.live.set_reading(false);
    }
    match read {
        Ok(Opened::Invite {
            peer,
            offered,
            sdp,
            game,
        }) if invite => {
            replace(app, game, SeatSet::EMPTY);
            app.live.join(peer, offered, sdp, &mut app.effects);
            if let (Some(seat), 1) = (offered.first(), offered.len()) {
                command(app, LiveCommand::Seat(seat.index()));
            }
            app.overlay.open(Dialog::Live);
        }
        Err(e) if invite => {
            if app.overlay.dialog() == Some(&Dialog::Live) && !app.live.active() {
                app.overlay.take_dialog();
            }
            app.tell(words::Words::new(move |l| {
                l.live_invite_refused(&live::code_error(l, &e))
            }));
        }
        read => match app.live.accept(read, &mut app.effects) {
            Ok(seat) => {
                // A bot's seat taken by a friend: its search, if it was thinking, is dropped.
                if app.session.hand_over(seat) {
                    app.cancel_bot();
                }
                app.session.mark_linked();
                app.interaction.clear();
            }
            Err(why) => app.toast(why.words()),
        },
    }
    app.settle();
}

/// A page opened on an answer link (`answer=…`): taken here if this tab invited, else the
/// page hands it to the tab that did (`live::ANSWER_KEY`). Whether it was taken here.
pub(super) fn answer_link(app: &mut App, fragment: &str) -> bool {
    if app.live.invitation().is_none() {
        return false;
    }
    command(app, LiveCommand::Accept(fragment.to_string()));
    true
}

/// What a connection says.
pub(super) fn event(app: &mut App, peer: u32, event: In) {
    match event {
        In::Described(sdp) => app
            .live
            .described(peer, sdp, &app.session, &mut app.effects),
        In::Failed(why) => app.live.failed(peer, &why),
        event => {
            // Live play acts on the game, never on a lesson's.
            app.leave_learn();
            let opened = event == In::Open;
            let plan = app.live.event(peer, event, &app.session, &mut app.effects);
            carry_out(app, plan);
            // The dialog's work is done once no person's seat is left to invite for (a bot's
            // can still be offered: Play live again).
            let persons_left = app
                .live
                .free_seats(&app.session)
                .difference(app.session.bot_mask());
            let done = app.live.is_guest() || persons_left.is_empty();
            if opened && done && app.overlay.dialog() == Some(&Dialog::Live) {
                app.overlay.take_dialog();
            }
        }
    }
}

/// Carries out what the live part decided.
fn carry_out(app: &mut App, plan: Vec<Do>) {
    for step in plan {
        match step {
            Do::Play { action, from } => {
                if app.play_from(action, Some(from)).is_some() && app.live.is_guest() {
                    // Checked already by the part: a refusal means the games differ.
                    let sync = live::message::Message::Sync.write();
                    app.effects.push(Effect::Live(live::Out::Send {
                        peer: from,
                        text: sync,
                    }));
                }
            }
            Do::Replace { game, here } => replace(app, *game, here),
            Do::Resign(seat) => resign(app, seat),
            Do::Undo(seat) => {
                if app.session.take_back(seat) {
                    app.cancel_bot();
                    app.interaction.rewound();
                    app.overlay.show_result(false);
                    app.live.changed(&app.session, &mut app.effects);
                }
            }
            Do::Draw => {
                if app.session.agree_draw() {
                    app.note(words::Words::new(|l| l.note_draw_agreed().into()));
                    app.finished();
                    app.live.changed(&app.session, &mut app.effects);
                }
            }
            Do::Asked(_) => {}
            Do::Tell(said) => app.tell(said.words()),
        }
    }
}

/// Puts the host's game (or an invitation's) on screen, with these seats played here; the
/// game on screen, if it is another, is kept in the Games list.
fn replace(app: &mut App, game: link::LinkGame, here: SeatSet) {
    app.leave_learn();
    super::welcome::end(app);
    let on_screen = app.session.game();
    let same =
        std::ptr::eq(on_screen.rules(), game.game.rules()) && on_screen.seed() == game.game.seed();
    if !same {
        app.library.keep(&app.session, &mut app.effects);
    }
    app.cancel_bot();
    let moved = !same || game.game.actions() != app.session.game().actions();
    app.session.open_link(game);
    app.session.set_here_mask(here);
    app.share.handed(&app.session);
    if moved {
        app.interaction = Interaction::default();
        app.review.stop(&mut app.effects);
        app.overlay.show_result(app.session.is_over());
    }
}

/// `seat` resigns: here, and the host sends the game to every guest.
fn resign(app: &mut App, seat: Seat) {
    if app.session.is_over() {
        return;
    }
    app.cancel_bot();
    app.session.resign(seat);
    let rules = app.session.rules();
    app.note(words::Words::new(|l| {
        l.note_resigns(ashtapada_i18n::names::seat(l, rules, seat))
    }));
    app.finished();
    app.live.changed(&app.session, &mut app.effects);
}

/// The resignation confirmed: a guest's goes to the host, whose game comes back.
pub(super) fn resign_confirmed(app: &mut App) {
    if let Some(Dialog::ConfirmResign(seat)) = app.overlay.take_dialog() {
        if !app.session.is_over() && !app.live.resign(seat, &mut app.effects) {
            resign(app, seat);
        }
    }
}

/// Whether a take-back or a draw must be asked of the other devices (live play, connected).
fn asks(app: &App) -> bool {
    app.live.connected()
}

/// Take back: in live play, asked of the other devices.
pub(super) fn undo(app: &mut App) {
    if !asks(app) {
        return app.undo();
    }
    // Any of one's own moves can be asked back, as on lichess (the others must agree).
    if app.session.game().actions().is_empty() || app.session.is_over() {
        return;
    }
    ask(app, AskWhat::Undo);
}

/// The draw agreed here: in live play, asked of the other devices.
pub(super) fn draw_confirmed(app: &mut App) {
    if app.overlay.dialog() != Some(&Dialog::ConfirmDraw) {
        return;
    }
    app.overlay.take_dialog();
    if asks(app) {
        return ask(app, AskWhat::Draw);
    }
    if app.session.agree_draw() {
        app.note(words::Words::new(|l| l.note_draw_agreed().into()));
        app.finished();
    }
}

fn ask(app: &mut App, what: AskWhat) {
    let seat = app.session.resigning_seat();
    let ply = app.session.ply();
    app.live.ask_for(what, seat, ply, &mut app.effects);
    app.toast(words::Words::new(move |l| {
        l.live_asked(live::ask_text(l, what))
    }));
}
