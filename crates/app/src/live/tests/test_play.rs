//! Live play between whole apps, natively: a host and its guests joined by a wire that carries
//! what each sends to the other's [`App::live_event`], as the browsers' data channels do. The
//! descriptions are real Chromium SDP; the opening exchange goes through the apps' own
//! invitation and answer links.

use super::{In, Out};
use crate::command::{LiveCommand, PrefCommand};
use crate::test_util::*;

use crate::test_util::{CHROME_ANSWER as ANSWER, CHROME_OFFER as OFFER};

const SITE: &str = "https://example.org/ashtapada/";

/// A table: the host and its guests, each guest with the host's id of its connection.
struct Table {
    host: App,
    guests: Vec<(u32, App)>,
    /// What was sent and not yet delivered: (to the host?, connection, text).
    wire: Vec<(bool, u32, String)>,
}

/// The connection effects among `effects`, the others dropped.
fn outs(effects: Vec<Effect>) -> Vec<Out> {
    effects
        .into_iter()
        .filter_map(|e| match e {
            Effect::Live(out) => Some(out),
            _ => None,
        })
        .collect()
}

/// Answers a host's bots with their first legal action until a person is to act.
fn bots_play(app: &mut App) {
    while app.thinking().is_some() {
        bot_answers(app);
    }
}

/// A device opens the invitation, takes `seat` (if asked) and answers: the connection's id
/// and the answer link.
fn answer(guest: &mut App, invitation: &str, seat: Option<usize>) -> (u32, String) {
    guest.set_page_address(SITE);
    let fragment = invitation.split_once('#').expect("a fragment").1;
    guest.open_link(fragment);
    serve_extras(guest);
    if let Some(seat) = seat {
        guest.command(Command::Live(LiveCommand::Seat(seat)));
    }
    let peer = outs(guest.take_effects())
        .into_iter()
        .find_map(|o| match o {
            Out::Answer { peer, offer, .. } => {
                assert!(offer.contains("a=setup:actpass"), "{offer}");
                Some(peer)
            }
            _ => None,
        })
        .unwrap_or_else(|| panic!("an answer asked of the browser: {:?}", guest.toast_text()));
    guest.live_event(peer, In::Described(ANSWER.into()));
    serve_extras(guest);
    (peer, guest.live().1.expect("the answer"))
}

impl Table {
    fn new(host: App) -> Table {
        let mut host = host;
        host.set_page_address(SITE);
        // The code exchange, carried by hand: no relay (`test_relay` has them).
        host.command(Command::Pref(PrefCommand::LiveRelays(String::new())));
        Table {
            host,
            guests: Vec::new(),
            wire: Vec::new(),
        }
    }

    /// The host's Play live, up to the browser's offer: the invitation is the extras worker's
    /// to write (asked in the host's effects). The connection's id.
    fn offer(&mut self) -> u32 {
        self.host.command(Command::Live(LiveCommand::Open));
        self.host.command(Command::Live(LiveCommand::Invite));
        let peer = outs(self.host.take_effects())
            .into_iter()
            .rev()
            .find_map(|o| match o {
                Out::Offer { peer, .. } => Some(peer),
                _ => None,
            })
            .expect("an offer asked of the browser");
        self.host.live_event(peer, In::Described(OFFER.into()));
        peer
    }

    /// The host's Play live: its invitation link, once the browser gave the offer.
    fn invite(&mut self) -> String {
        self.offer();
        // The extras worker writes the invitation: none is shown before it answers.
        assert_eq!(self.host.live().1, None);
        serve_extras(&mut self.host);
        self.host.live().1.expect("the invitation")
    }

    /// A device opens the invitation, takes `seat` (if asked), and answers; the host enters
    /// the answer; both channels open. Returns the guest's index.
    fn join(&mut self, mut guest: App, invitation: &str, seat: Option<usize>) -> usize {
        let (peer, reply) = answer(&mut guest, invitation, seat);
        self.host.command(Command::Live(LiveCommand::Accept(reply)));
        serve_extras(&mut self.host);
        let accepted = outs(self.host.take_effects())
            .iter()
            .any(|o| matches!(o, Out::Accept { peer: p, .. } if *p == peer));
        assert!(accepted, "{:?}", self.host.toast_text());
        self.host.live_event(peer, In::Open);
        guest.live_event(peer, In::Open);
        self.guests.push((peer, guest));
        self.pump();
        self.guests.len() - 1
    }

    /// Carries every message sent until none is left (bots answered on the host).
    fn pump(&mut self) {
        for _ in 0..10_000 {
            bots_play(&mut self.host);
            for out in outs(self.host.take_effects()) {
                if let Out::Send { peer, text } = out {
                    self.wire.push((false, peer, text));
                }
            }
            for (peer, guest) in &mut self.guests {
                for out in outs(guest.take_effects()) {
                    if let Out::Send { peer: p, text } = out {
                        assert_eq!(p, *peer);
                        self.wire.push((true, p, text));
                    }
                }
            }
            if self.wire.is_empty() {
                return;
            }
            for (to_host, peer, text) in std::mem::take(&mut self.wire) {
                if to_host {
                    self.host.live_event(peer, In::Message(text));
                } else if let Some((_, g)) = self.guests.iter_mut().find(|(p, _)| *p == peer) {
                    g.live_event(peer, In::Message(text));
                }
            }
        }
        panic!("the devices never stopped talking");
    }

    /// The device whose person is to act now: `None` for the host, else the guest's index.
    fn actor(&self) -> Option<Option<usize>> {
        if self.host.game().outcome().is_some() {
            return None;
        }
        if self.host.human_to_act() {
            return Some(None);
        }
        let i = self.guests.iter().position(|(_, g)| g.human_to_act())?;
        Some(Some(i))
    }

    fn device(&mut self, who: Option<usize>) -> &mut App {
        match who {
            None => &mut self.host,
            Some(i) => &mut self.guests[i].1,
        }
    }

    /// The device to act plays its `pick`-th legal action (modulo their number).
    fn play(&mut self, pick: usize) -> bool {
        let Some(who) = self.actor() else {
            return false;
        };
        let app = self.device(who);
        let legal = app.game().legal_actions();
        if legal.is_empty() {
            // A roll the devices draw: the person rolls, and the face comes once every part
            // is in.
            app.command(Command::Decide(crate::command::Decision::Roll));
        } else {
            let action = legal[pick % legal.len()];
            assert!(app.play(action).is_none());
            app.settled();
        }
        self.pump();
        true
    }

    fn records_agree(&self) {
        let record = self.host.record();
        for (_, g) in &self.guests {
            assert_eq!(g.game().actions(), self.host.game().actions(), "{record}");
        }
    }
}

#[test]
fn two_devices_play_a_chaturanga_game_to_its_end_with_no_link_after_the_opening() {
    let mut table = Table::new(app("chaturanga-v3", &humans(2), 7));
    let invitation = table.invite();
    assert!(
        invitation.starts_with(&format!("{SITE}#live=")),
        "{invitation}"
    );
    // The guest had another game on screen: it is kept.
    let mut guest = app("chaturanga-v3", &humans(2), 3);
    guest.command(Command::TypedMove("e2-e3".into()));
    let g = table.join(guest, &invitation, None);
    assert_eq!(table.host.live().0, "connected");
    assert_eq!(table.guests[g].1.live().0, "connected");
    assert_eq!(table.guests[g].1.games().list().len(), 1);
    // The guest plays the seat offered (the second), the host the first.
    assert!(table.host.human_to_act());
    let mut plies = 0;
    while table.play(plies * 7 + 3) {
        plies += 1;
        table.records_agree();
        assert!(plies < 2_000, "the game never ended");
    }
    assert!(plies >= 20, "{plies}");
    assert!(table.guests[g].1.game().outcome().is_some());
    assert_eq!(table.host.record(), table.guests[g].1.record());
}

#[test]
fn four_handed_chaturaji_with_the_host_two_guests_and_a_bot() {
    use Controller::{Bot, Human};
    let seats = [Human, Human, Human, Bot(BotLevel::Easy)];
    let mut table = Table::new(app("chaturaji", &seats, 11));
    let first = table.invite();
    // The first invitation offers both other person seats: the guest chooses.
    let a = table.join(app("chaturanga-v3", &humans(2), 1), &first, Some(2));
    let second = table.invite();
    let b = table.join(app("chaturanga-v3", &humans(2), 2), &second, None);
    assert_eq!(table.guests[a].1.live().0, "connected");
    assert_eq!(table.guests[b].1.live().0, "connected");
    // Every person's seat is taken: a further invitation would offer the bot's (the next
    // test); none is made here, and the bot plays on.
    let mut plies = 0;
    while table.play(plies * 5 + 1) && plies < 400 {
        plies += 1;
        table.records_agree();
    }
    assert!(table.host.game().actions().len() >= 400);
    // A guest never ran a bot: its bot seat's actions all came from the host.
    for (_, g) in &table.guests {
        assert!(g.thinking().is_none());
    }
}

#[test]
fn a_device_not_to_act_is_told_the_move_comes_by_itself_not_to_send_a_link() {
    let mut table = Table::new(app("chaturanga-v3", &humans(2), 5));
    let invitation = table.invite();
    table.join(app("chaturanga-v3", &humans(2), 9), &invitation, None);
    let waiting = match table.actor().expect("someone to act") {
        None => Some(0),
        Some(_) => None,
    };
    let app = table.device(waiting);
    let seat = app.game().position().actor();
    let lang = app.session.lang();
    let (name, form) = (app.session.seat_name(seat), app.session.seat_form(seat));
    app.command(Command::TypedMove("e2e4".into()));
    let said = app.interaction.move_error().unwrap_or_default().to_string();
    assert!(
        said.contains(&lang.turn_of_remote_live(name, form)),
        "{said}"
    );
    assert!(!said.contains(&lang.turn_of_remote(name, form)), "{said}");
}

#[test]
fn an_action_out_of_turn_is_refused_and_the_guest_gets_the_game_back() {
    let mut table = Table::new(app("chaturanga-v3", &humans(2), 5));
    let invitation = table.invite();
    let g = table.join(app("chaturanga-v3", &humans(2), 9), &invitation, None);
    let peer = table.guests[g].0;
    // A forged message: the host's seat's first action, sent by the guest.
    let forged = super::message::Message::Act { ply: 0, index: 0 }.write();
    table.host.live_event(peer, In::Message(forged));
    assert!(table.host.game().actions().is_empty());
    table.pump();
    assert!(table.guests[g].1.toast_text().is_some());
    // Garbage is refused with a message, never played.
    table
        .host
        .live_event(peer, In::Message("act 0 99999".into()));
    table
        .host
        .live_event(peer, In::Message("\u{0}<script>".into()));
    assert!(table.host.game().actions().is_empty());
    table.pump();
    table.records_agree();
    // The game goes on.
    assert!(table.play(1) && table.play(2));
    table.records_agree();
}

#[test]
fn a_tampered_invitation_or_answer_is_refused_with_a_message() {
    let mut table = Table::new(app("chaturanga-v3", &humans(2), 5));
    let invitation = table.invite();
    let fragment = invitation.split_once('#').unwrap().1;
    // One character changed in the middle.
    let mut chars: Vec<char> = fragment.chars().collect();
    let at = chars.len() / 2;
    chars[at] = if chars[at] == 'A' { 'B' } else { 'A' };
    let tampered: String = chars.into_iter().collect();
    let mut guest = app("chaduranga", &humans(4), 3);
    let before = guest.record();
    guest.open_link(&tampered);
    // Read in the extras worker: the dialog says so meanwhile, and closes on the refusal.
    assert!(guest.screen().is_open("dlg-live"));
    assert!(guest.screen().get("live-body").contains("live-reading"));
    serve_extras(&mut guest);
    assert!(!guest.screen().is_open("dlg-live"));
    assert_eq!(guest.live().0, "off");
    assert_eq!(guest.record(), before);
    assert!(guest.toast_text().is_some());
    // The host refuses an answer that does not read, and one to no invitation of its own.
    table
        .host
        .command(Command::Live(LiveCommand::Accept("answer=AAAA".into())));
    serve_extras(&mut table.host);
    assert!(table.host.toast_text().is_some());
    assert_eq!(table.host.live().0, "waiting");
    assert!(outs(table.host.take_effects()).is_empty());
}

/// When the extras worker will not read an invitation or write one (a worker of another
/// version than the page, after an update), nothing waits for ever: the guest's dialog, open
/// only to say it is reading, closes and the page says to reload; the host's invitation is
/// lost, and its dialog says why.
#[test]
fn live_codes_the_extras_worker_will_not_handle_are_not_waited_for() {
    let mut table = Table::new(app("chaturanga-v3", &humans(2), 5));
    let invitation = table.invite();
    let mut guest = app("chaduranga", &humans(4), 3);
    let before = guest.record();
    guest.open_link(invitation.split_once('#').unwrap().1);
    assert!(guest.screen().get("live-body").contains("live-reading"));
    assert_eq!(refuse_extras(&mut guest), 1);
    assert!(!guest.screen().is_open("dlg-live"));
    assert!(!guest.live.reading());
    assert_eq!(guest.record(), before);
    assert!(guest.toast_text().unwrap().contains("reload the page"));

    let mut other = Table::new(app("chaturanga-v3", &humans(2), 6));
    other.offer();
    let host = &mut other.host;
    assert_eq!(refuse_extras(host), 1);
    assert_eq!(host.live().1, None, "no invitation");
    assert!(host.screen().get("live-body").contains("reload the page"));
}

#[test]
fn a_dropped_guest_comes_back_by_a_new_invitation_and_finds_the_same_record() {
    let mut table = Table::new(app("chaturanga-v3", &humans(2), 21));
    let invitation = table.invite();
    let g = table.join(app("chaturanga-v3", &humans(2), 4), &invitation, None);
    for pick in 0..12 {
        assert!(table.play(pick));
    }
    table.records_agree();
    // The guest's page closes: the host hears the channel close.
    let (peer, guest) = table.guests.remove(g);
    let saved = guest.record();
    table.host.live_event(peer, In::Closed);
    assert_eq!(table.host.live().0, "lost");
    assert!(table.host.toast_text().is_some());
    // The host plays on while the guest is away? Not its turn, or it is: either way the game
    // is kept.
    let kept = table.host.record();
    // A new invitation offers the lost seat; the reopened page (its save: the same game)
    // joins again, and the host's game comes to it.
    let again = table.invite();
    let reopened = {
        let mut app = app("chaturanga-v3", &humans(2), 4);
        app.command(Command::Import(saved));
        app
    };
    let g = table.join(reopened, &again, None);
    assert_eq!(table.host.live().0, "connected");
    assert_eq!(table.host.record(), kept);
    table.records_agree();
    assert!(table.play(3));
    table.records_agree();
    let _ = g;
}

#[test]
fn a_take_back_asked_by_a_guest_is_the_hosts_to_grant() {
    let mut table = Table::new(app("chaturanga-v3", &humans(2), 8));
    let invitation = table.invite();
    let g = table.join(app("chaturanga-v3", &humans(2), 4), &invitation, None);
    assert!(table.play(0)); // the host
    assert!(table.play(0)); // the guest
    let before = table.host.game().actions().len();
    table.guests[g].1.command(Command::Undo);
    table.pump();
    assert!(table.host.test_state().dialog.is_none());
    assert!(table
        .host
        .screen()
        .dialogs
        .iter()
        .any(|(id, open)| *id == "dlg-live-ask" && *open));
    // The question names who asks and what, each in its place (they were once swapped).
    let question = table.host.screen().get("live-ask-body").to_owned();
    assert!(
        question.contains("Black asks for a take-back."),
        "{question}"
    );
    let rules = table.host.session.rules();
    let question = table.host.live.render_ask(ashtapada_i18n::Lang::Fr, rules);
    assert!(
        question.contains("Demande (Noirs)\u{a0}: une reprise."),
        "{question}"
    );
    table.host.command(Command::Live(LiveCommand::Answer(true)));
    table.pump();
    assert_eq!(table.host.game().actions().len(), before - 1);
    table.records_agree();
    // A draw asked by the host, declined by the guest.
    table.host.command(Command::Draw);
    table.host.command(Command::DrawConfirmed);
    table.pump();
    table.guests[g]
        .1
        .command(Command::Live(LiveCommand::Answer(false)));
    table.pump();
    assert!(table.host.game().outcome().is_none());
    assert!(table.host.toast_text().is_some());
    // A guest's resignation goes to the host, whose game (over) comes back.
    table.guests[g].1.command(Command::Resign);
    table.guests[g].1.command(Command::ResignConfirmed);
    table.pump();
    assert!(table.host.game().outcome().is_some());
    table.records_agree();
}

#[test]
fn the_servers_setting_reads_stun_and_turn_lines_and_names_a_bad_one() {
    let servers = super::ice_servers(
        "stun:stun.example.org:3478\n\nturn:turn.example.org:3478?transport=udp alice s3cret\n",
    )
    .unwrap();
    assert_eq!(servers.len(), 2);
    assert_eq!(servers[0].login, None);
    assert_eq!(
        servers[1].login,
        Some(("alice".to_string(), "s3cret".to_string()))
    );
    assert_eq!(super::ice_servers("stun:a.org\nhttp://evil.org"), Err(2));
    assert_eq!(super::ice_servers("turn:a.org"), Err(1));
    assert_eq!(super::ice_servers(""), Ok(Vec::new()));
}

#[test]
fn a_friend_takes_a_bots_seat_in_a_game_against_the_bots_and_plays_it_live_to_the_end() {
    use Controller::{Bot, Human};
    // A person alone against a bot: Play live offers the bot's seat (the page once made no
    // invitation, and its dialog waited for an answer that could not come).
    let seats = [Human, Bot(BotLevel::Easy)];
    let mut table = Table::new(app("chaturanga-v3", &seats, 21));
    let invitation = table.invite();
    assert_eq!(table.host.live().0, "waiting");
    // The one seat offered is taken at once.
    let g = table.join(app("chaturanga-v3", &humans(2), 4), &invitation, None);
    assert_eq!(table.host.live().0, "connected");
    let black = Seat::ALL[1];
    assert_eq!(
        table.host.session.controller(black),
        Some(Controller::Remote)
    );
    assert_eq!(
        table.guests[g].1.session.controller(black),
        Some(Controller::Human)
    );
    let mut plies = 0;
    while table.play(plies * 5 + 2) {
        plies += 1;
        table.records_agree();
        // No bot plays the friend's seat, on either device.
        assert!(table.host.thinking().is_none());
        assert!(table.guests[g].1.thinking().is_none());
        assert!(plies < 2_000, "the game never ended");
    }
    assert!(plies >= 20, "{plies}");
    assert_eq!(table.host.record(), table.guests[g].1.record());
}

#[test]
fn bots_seats_are_offered_one_invitation_after_another_until_none_is_left() {
    use Controller::{Bot, Human};
    let seats = [
        Human,
        Bot(BotLevel::Easy),
        Bot(BotLevel::Easy),
        Bot(BotLevel::Easy),
    ];
    let mut table = Table::new(app("chaturaji", &seats, 13));
    for (n, seat) in [(1usize, 3usize), (2, 1), (3, 2)] {
        let invitation = table.invite();
        let g = table.join(
            app("chaturanga-v3", &humans(2), n as u64),
            &invitation,
            Some(seat),
        );
        assert_eq!(table.guests[g].1.live().0, "connected");
        assert_eq!(
            table.host.session.controller(Seat::ALL[seat]),
            Some(Controller::Remote)
        );
        // The bots left still play, on the host.
        assert_eq!(table.host.session.bot_mask().len(), 3 - n);
    }
    // Four persons on four devices: no seat is left, which the host is told; live play goes on.
    table.host.take_effects();
    table.host.command(Command::Live(LiveCommand::Invite));
    assert!(table.host.toast_text().is_some());
    assert_eq!(table.host.live().0, "connected");
    let mut plies = 0;
    while table.play(plies * 3 + 1) && plies < 300 {
        plies += 1;
        table.records_agree();
    }
    assert!(plies >= 100, "{plies}");
}

#[test]
fn play_live_with_no_seat_to_offer_says_so_and_starts_nothing() {
    // Two devices of one game, connected: the host has no seat left to offer.
    let mut table = Table::new(app("chaturanga-v3", &humans(2), 9));
    let invitation = table.invite();
    table.join(app("chaturanga-v3", &humans(2), 1), &invitation, None);
    table.host.take_effects();
    table.host.command(Command::Live(LiveCommand::Invite));
    assert!(table.host.toast_text().is_some());
    assert!(outs(table.host.take_effects()).is_empty());
    assert_eq!(table.host.live().0, "connected");
}

#[test]
fn devices_that_find_no_way_to_each_other_are_told_why_and_what_to_set() {
    // Two networks and no STUN server: the host's browser gives the connection up (or the
    // page's wait for it ends) before it ever opened.
    let mut table = Table::new(app("chaturanga-v3", &humans(2), 8));
    let invitation = table.invite();
    let mut guest = app("chaturanga-v3", &humans(2), 2);
    let (peer, reply) = answer(&mut guest, &invitation, None);
    table
        .host
        .command(Command::Live(LiveCommand::Accept(reply)));
    serve_extras(&mut table.host);
    assert_eq!(table.host.live().0, "connecting");
    table.host.live_event(peer, In::Closed);
    assert_eq!(table.host.live().0, "lost");
    let told = table.host.toast_text().expect("the host is told");
    assert!(
        told.contains("could not connect") && told.contains("STUN"),
        "{told}"
    );
    // The guest's browser gives up too: told the same.
    guest.live_event(peer, In::Closed);
    assert_eq!(guest.live().0, "lost");
    let told = guest.toast_text().expect("the guest is told");
    assert!(told.contains("STUN"), "{told}");
    // Play live makes a new invitation, with the game as it stands.
    table.host.command(Command::Live(LiveCommand::Open));
    assert!(matches!(table.host.live().0, "preparing" | "waiting"));
}

#[test]
fn a_device_that_stops_answering_is_said_lost_on_the_others_within_four_beats() {
    let mut table = Table::new(app("chaturanga-v3", &humans(2), 21));
    let invitation = table.invite();
    table.join(app("chaturanga-v3", &humans(2), 4), &invitation, None);
    // Both beat and answer: a minute of beats loses no one, and the round trip is timed.
    for beat in 1..=60u64 {
        table.host.set_now(beat * 1_000);
        table.host.live_beat();
        table.guests[0].1.set_now(beat * 1_000 + 500);
        table.guests[0].1.live_beat();
        table.pump();
        assert_eq!(table.host.live().0, "connected", "beat {beat}");
        assert_eq!(table.guests[0].1.live().0, "connected", "beat {beat}");
    }
    assert!(table.host.live_rtt().is_some_and(|ms| ms < 1_000));
    // The guest's tab crashes: no close is heard, nothing more comes from it.
    let (peer, mut guest) = table.guests.remove(0);
    for beat in 61..=63u64 {
        table.host.set_now(beat * 1_000);
        table.host.live_beat();
        assert_eq!(table.host.live().0, "connected", "beat {beat}: not yet");
    }
    table.host.set_now(64_000);
    table.host.live_beat();
    assert_eq!(table.host.live().0, "lost");
    assert!(table.host.toast_text().is_some());
    let closed = outs(table.host.take_effects())
        .into_iter()
        .any(|o| o == Out::Close { peer });
    assert!(closed, "the silent connection is closed");
    // The guest, cut off the other way, says so too, after as many beats of silence.
    let _ = guest.take_effects();
    for beat in 61..=64u64 {
        guest.set_now(beat * 1_000);
        guest.live_beat();
    }
    assert_eq!(guest.live().0, "lost");
    assert!(guest.toast_text().is_some());
}

#[test]
fn a_move_played_in_another_tab_of_a_live_game_goes_through_the_live_tab() {
    let mut table = Table::new(app("chaturanga-v3", &humans(2), 8));
    let invitation = table.invite();
    table.join(app("chaturanga-v3", &humans(2), 4), &invitation, None);
    assert!(table.play(0)); // the host
    assert!(table.play(0)); // the guest
                            // The host's browser has a second tab on the same game: a move played there is saved,
                            // and the live tab follows it and sends it on.
    let second_tab = |app: &App| {
        let text = SerdeJson.write(&app.session.save_file()).expect("a save");
        let (mut tab, why) = App::restore(Some(&text), &SerdeJson, 2, ashtapada_i18n::Lang::En);
        assert!(why.is_none(), "{why:?}");
        tab.take_effects();
        tab
    };
    let mut tab = second_tab(&table.host);
    let legal = tab.game().legal_actions();
    assert!(tab.play(legal[1]).is_none());
    let text = SerdeJson.write(&tab.session.save_file()).expect("a save");
    assert!(table.host.other_tab_saved(&text, &SerdeJson));
    table.pump();
    assert_eq!(table.guests[0].1.game().actions().len(), 3);
    table.records_agree();
    // The same in the guest's browser: its second tab's move reaches the host.
    assert!(table.guests[0].1.human_to_act());
    let mut tab = second_tab(&table.guests[0].1);
    let legal = tab.game().legal_actions();
    assert!(tab.play(legal[2]).is_none());
    let text = SerdeJson.write(&tab.session.save_file()).expect("a save");
    assert!(table.guests[0].1.other_tab_saved(&text, &SerdeJson));
    table.pump();
    assert_eq!(table.host.game().actions().len(), 4);
    table.records_agree();
    assert!(table.play(0), "the live game goes on");
    table.records_agree();
}

#[test]
fn any_of_ones_own_moves_can_be_asked_back_from_the_move_list() {
    use crate::command::Nav;
    let mut table = Table::new(app("chaturanga-v3", &humans(2), 8));
    let invitation = table.invite();
    let g = table.join(app("chaturanga-v3", &humans(2), 4), &invitation, None);
    for pick in 0..6 {
        assert!(table.play(pick));
    }
    assert_eq!(table.host.game().actions().len(), 6);
    // The guest (the second seat: actions 1, 3 and 5) looks at the position after one action
    // and asks to take back from there: its first move and all that followed.
    table.guests[g].1.command(Command::Nav(Nav::View(1)));
    table.guests[g].1.command(Command::Undo);
    table.pump();
    assert!(table.host.screen().is_open("dlg-live-ask"));
    table.host.command(Command::Live(LiveCommand::Answer(true)));
    table.pump();
    assert_eq!(table.host.game().actions().len(), 1);
    table.records_agree();
    // From the position now (nothing shown before it), its last own move, as before.
    assert!(table.play(0)); // the guest's move again
    assert!(table.play(0)); // the host's
    table.guests[g].1.command(Command::Undo);
    table.pump();
    table.host.command(Command::Live(LiveCommand::Answer(true)));
    table.pump();
    assert_eq!(table.host.game().actions().len(), 1);
    table.records_agree();
    // A take-back asked back to another seat's move is refused by the host.
    let forged = crate::live::message::Message::Ask {
        what: crate::live::message::AskWhat::Undo,
        seat: 1,
        ply: 1,
        to: 0,
    };
    let peer = table.guests[g].0;
    table.host.live_event(peer, In::Message(forged.write()));
    assert!(!table.host.screen().is_open("dlg-live-ask"));
}

#[test]
fn at_the_end_a_rematch_is_offered_with_one_tap_and_accepted_with_one_the_seats_turned_round() {
    let mut table = Table::new(app("chaturanga-v3", &humans(2), 8));
    let invitation = table.invite();
    let g = table.join(app("chaturanga-v3", &humans(2), 4), &invitation, None);
    assert!(table.play(0));
    assert!(table.play(0));
    // The guest resigns: the game is over on both devices, and each offers a rematch.
    table.guests[g].1.command(Command::Resign);
    table.guests[g].1.command(Command::ResignConfirmed);
    table.pump();
    assert!(table.host.game().outcome().is_some());
    table.records_agree();
    for (who, app) in [("host", &table.host), ("guest", &table.guests[g].1)] {
        let screen = app.screen();
        assert!(
            screen.get("over-body").contains("over-rematch"),
            "{who}: {:?} {:?}",
            app.test_state().dialog,
            screen.dialogs
        );
    }
    let old_seed = table.host.game().seed();
    assert_eq!(table.host.session.here_mask().bits(), 0b01);
    // One tap on the guest's device, one on the host's.
    table.guests[g]
        .1
        .command(Command::Live(LiveCommand::Rematch));
    table.pump();
    assert!(table.host.screen().is_open("dlg-live-ask"));
    let question = table.host.screen().get("live-ask-body").to_owned();
    assert!(question.contains("rematch"), "{question}");
    table.host.command(Command::Live(LiveCommand::Answer(true)));
    table.pump();
    // A new game on a new seed, the seats turned round: the host now plays Black.
    assert_ne!(table.host.game().seed(), old_seed);
    assert!(table.host.game().actions().is_empty());
    assert!(table.host.game().outcome().is_none());
    assert_eq!(table.host.session.here_mask().bits(), 0b10);
    assert_eq!(table.guests[g].1.session.here_mask().bits(), 0b01);
    table.records_agree();
    assert_eq!(table.host.live().0, "connected");
    for pick in 0..4 {
        assert!(table.play(pick));
    }
    table.records_agree();
    // The game that ended is kept in Games on both devices.
    assert_eq!(table.host.library.games().with_id(old_seed).count(), 1);
}

#[test]
fn seats_turned_round_move_each_device_to_the_next_seat() {
    use ashtapada_rules::SeatSet;
    let turned = |bits: u8, n| crate::live::turned(SeatSet::from_bits(bits), n).bits();
    assert_eq!(turned(0b01, 2), 0b10);
    assert_eq!(turned(0b10, 2), 0b01);
    assert_eq!(turned(0b0001, 4), 0b0010);
    assert_eq!(turned(0b1000, 4), 0b0001);
    assert_eq!(turned(0b1010, 4), 0b0101);
}

#[test]
fn a_rematch_on_the_same_seats_keeps_each_device_where_it_was() {
    let mut table = Table::new(app("chaturanga-v3", &humans(2), 8));
    let invitation = table.invite();
    let g = table.join(app("chaturanga-v3", &humans(2), 4), &invitation, None);
    assert!(table.play(0));
    table.host.command(Command::Resign);
    table.host.command(Command::ResignConfirmed);
    table.pump();
    assert!(table.guests[g].1.game().outcome().is_some());
    table.host.command(Command::Live(LiveCommand::RematchSame));
    table.pump();
    table.guests[g]
        .1
        .command(Command::Live(LiveCommand::Answer(true)));
    table.pump();
    assert!(table.host.game().actions().is_empty());
    assert_eq!(table.host.session.here_mask().bits(), 0b01);
    assert_eq!(table.guests[g].1.session.here_mask().bits(), 0b10);
    table.records_agree();
    assert!(table.play(1));
    table.records_agree();
}

/// A Chaturaji table of fair dice: the host plays South, a guest North, the host's bots the
/// others; the guest's index.
fn fair_table() -> (Table, usize) {
    use Controller::{Bot, Human};
    let seats = [Human, Bot(BotLevel::Easy), Human, Bot(BotLevel::Easy)];
    let mut table = Table::new(app("chaturaji", &seats, 21));
    let invitation = table.invite();
    let g = table.join(app("chaturanga-v3", &humans(2), 4), &invitation, Some(2));
    (table, g)
}

/// Plays until the guest's seat is to roll (a roll the devices draw, its face not known).
fn to_the_guest_s_roll(table: &mut Table, g: usize, from: usize) -> Option<usize> {
    for i in from..from + 400 {
        let guest = &table.guests[g].1;
        if guest.human_to_act() && guest.game().legal_actions().is_empty() {
            return Some(i);
        }
        if !table.play(i * 3 + 1) {
            return None;
        }
    }
    None
}

/// Issue 46: between two devices, every roll from the guest's joining on is drawn by both;
/// when the guest's seat is to roll, neither the host's game nor any copy of it (its link,
/// as a private window would open it) knows the face, and cannot roll; each device checks
/// every part; both records are the same, and their proof checks.
#[test]
fn live_dice_are_drawn_by_both_devices_and_no_copy_of_the_host_s_game_foresees_a_guest_roll() {
    let (mut table, g) = fair_table();
    assert!(
        table.host.game().given_faces().is_some(),
        "the devices draw the dice from the guest's joining on"
    );
    let mut looked = 0;
    let mut at = 0;
    while let Some(i) = to_the_guest_s_roll(&mut table, g, at) {
        let link = table.host.session.link().expect("a link carries the game");
        let copy = crate::link::read(&crate::link::write(&link))
            .expect("the link reads")
            .game;
        assert_eq!(
            copy.next_face(),
            None,
            "a copy of the host's game knows the face"
        );
        assert!(
            copy.legal_actions().is_empty(),
            "a copy can roll for the guest"
        );
        assert_eq!(
            table.host.game().next_face(),
            None,
            "the host knows the face"
        );
        looked += 1;
        // The guest rolls: the face comes, on both devices alike.
        assert!(table.play(0));
        table.records_agree();
        at = i + 1;
        if looked == 8 {
            break;
        }
    }
    assert_eq!(looked, 8, "the guest's rolls looked at");
    let record = table.host.record();
    assert!(record.contains("[DiceFrom \""), "{record}");
    assert!(record.contains("[Dice \"2."), "{record}");
    let (game, tags) = ashtapada_rules::record::parse(&record).expect("the record reads");
    assert_eq!(crate::fair::record_proof(&game, &tags), Ok(()));
    assert_eq!(table.guests[g].1.record(), record);
    assert!(table
        .host
        .screen()
        .get("live-status")
        .contains("dice drawn by 2 devices"));
}

/// A part that does not hash to its device's commitment, or that a guest sends for another
/// device, is refused and said; the roll waits for the real one.
#[test]
fn a_live_part_that_does_not_match_its_commitment_is_refused_and_said() {
    let (mut table, g) = fair_table();
    to_the_guest_s_roll(&mut table, g, 0).expect("the guest's roll");
    let roll = crate::live::dice_state::due(table.host.game()).expect("a roll due");
    let peer = table.guests[g].0;
    for device in [1, 0] {
        let forged = super::message::Message::Part {
            device,
            roll,
            part: [9; 32],
        };
        table.host.take_effects();
        table.host.live_event(peer, In::Message(forged.write()));
        let toast = table.host.toast_text().unwrap_or_default();
        assert!(toast.contains("does not match"), "device {device}: {toast}");
        assert_eq!(table.host.game().next_face(), None);
        assert!(
            outs(table.host.take_effects())
                .iter()
                .all(|o| !matches!(o, Out::Send { .. })),
            "a refused part is relayed to nobody"
        );
    }
    // The real part comes when the guest rolls.
    assert!(table.play(0));
    assert!(table
        .host
        .game()
        .given_faces()
        .is_some_and(|f| !f.is_empty()));
    table.records_agree();
}
