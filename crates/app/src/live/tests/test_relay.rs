//! Live play through relays, natively: whole apps joined by a hub that does what the extras
//! worker and the relays do together (a room per key; what one device says reaches the
//! others of its room) and by a wire that carries the data channels' messages. The
//! descriptions are real Chromium SDP. No code is carried by hand: each guest opens the one
//! link, and that is all.

use std::collections::HashMap;

use super::exchange::Room;
use super::{In, Out};
use crate::command::{LiveCommand, PrefCommand};
use crate::live::Exchange;
use crate::test_util::*;
use crate::test_util::{CHROME_ANSWER as ANSWER, CHROME_OFFER as OFFER};
use ashtapada_worker::extras::ExtrasReply;

const SITE: &str = "https://example.org/ashtapada/";

/// The devices, the rooms they are in, and the connections between them.
struct Net {
    apps: Vec<App>,
    /// (device, room id, key) for every room open.
    rooms: Vec<(usize, u32, [u8; 32])>,
    /// Connection id → (host's device, guest's device).
    conns: HashMap<u32, (Option<usize>, Option<usize>)>,
    /// Connections cut (a crashed tab, a network gone): nothing crosses them.
    cut: Vec<u32>,
    /// Whether the relays answer at all.
    relays_up: bool,
    /// Room messages carried, to count what the relays saw.
    said: usize,
    next_key: u8,
}

/// A device with its own entropy (so that each names itself differently in a room).
fn device(id: &str, seats: &[Controller], seed: u64, entropy: u64) -> App {
    let mut app = app(id, seats, seed);
    app.entropy = entropy;
    app.set_page_address(SITE);
    app
}

impl Net {
    fn new(host: App) -> Net {
        Net {
            apps: vec![host],
            rooms: Vec::new(),
            conns: HashMap::new(),
            cut: Vec::new(),
            relays_up: true,
            said: 0,
            next_key: 1,
        }
    }

    /// The host's Play live: its one link, once the room is open and the link written.
    fn invite(&mut self) -> String {
        self.apps[0].command(Command::Live(LiveCommand::Open));
        self.pump();
        self.apps[0].live().1.expect("the one link")
    }

    /// A device opens the link (taking `seat` if several are offered). Its index.
    fn open(&mut self, mut guest: App, link: &str, seat: Option<usize>) -> usize {
        guest.open_link(link.split_once('#').expect("a fragment").1);
        self.apps.push(guest);
        let at = self.apps.len() - 1;
        self.pump();
        if let Some(seat) = seat {
            self.apps[at].command(Command::Live(LiveCommand::Seat(seat)));
            self.pump();
        }
        at
    }

    fn room_of(&self, app: usize, room: u32) -> Option<[u8; 32]> {
        self.rooms
            .iter()
            .find(|(a, r, _)| *a == app && *r == room)
            .map(|(_, _, k)| *k)
    }

    /// Carries everything asked until nothing is left (the host's bots answered).
    fn pump(&mut self) {
        for _ in 0..10_000 {
            let mut quiet = true;
            for at in 0..self.apps.len() {
                while self.apps[at].thinking().is_some() {
                    bot_answers(&mut self.apps[at]);
                }
                let effects = self.apps[at].take_effects();
                for effect in effects {
                    quiet = false;
                    self.carry(at, effect);
                }
            }
            if quiet {
                return;
            }
        }
        panic!("the devices never stopped talking");
    }

    fn carry(&mut self, at: usize, effect: Effect) {
        match effect {
            Effect::LiveExchange(Exchange::RelayOpen { room, key, .. }) => {
                let key = key.unwrap_or_else(|| {
                    self.next_key += 1;
                    [self.next_key; 32]
                });
                self.rooms.push((at, room, key));
                let text = Room {
                    key,
                    relays: Vec::new(),
                }
                .key_text();
                self.apps[at].extras_answer(ExtrasReply::RelayOpened {
                    id: room,
                    key: text,
                });
                let open = u32::from(self.relays_up);
                self.apps[at].extras_answer(ExtrasReply::RelayState {
                    id: room,
                    open,
                    of: 1,
                });
            }
            Effect::LiveExchange(Exchange::RelaySend { room, body }) => {
                let Some(key) = self.room_of(at, room).filter(|_| self.relays_up) else {
                    return;
                };
                self.said += 1;
                let others: Vec<(usize, u32)> = self
                    .rooms
                    .iter()
                    .filter(|(a, _, k)| *a != at && *k == key)
                    .map(|(a, r, _)| (*a, *r))
                    .collect();
                for (other, id) in others {
                    let body = body.clone();
                    self.apps[other].extras_answer(ExtrasReply::RelayHeard { id, body });
                }
            }
            Effect::LiveExchange(Exchange::RelayClose { room }) => {
                self.rooms.retain(|(a, r, _)| !(*a == at && *r == room));
            }
            Effect::LiveExchange(ask) => {
                let reply = super::exchange::answer(&ask.request(0)).expect("a code");
                self.apps[at].extras_answer(reply);
            }
            Effect::Live(Out::Offer { peer, .. }) => {
                self.conns.entry(peer).or_default().0 = Some(at);
                self.apps[at].live_event(peer, In::Described(OFFER.into()));
            }
            Effect::Live(Out::Answer { peer, offer, .. }) => {
                assert!(offer.contains("a=setup:actpass"), "{offer}");
                self.conns.entry(peer).or_default().1 = Some(at);
                self.apps[at].live_event(peer, In::Described(ANSWER.into()));
            }
            Effect::Live(Out::Accept { peer, .. }) => {
                if let Some(&(Some(host), Some(guest))) = self.conns.get(&peer) {
                    self.cut.retain(|c| *c != peer);
                    self.apps[host].live_event(peer, In::Open);
                    self.apps[guest].live_event(peer, In::Open);
                }
            }
            Effect::Live(Out::Send { peer, text }) => {
                if self.cut.contains(&peer) {
                    return;
                }
                if let Some(&(Some(host), Some(guest))) = self.conns.get(&peer) {
                    let to = if at == host { guest } else { host };
                    self.apps[to].live_event(peer, In::Message(text));
                }
            }
            Effect::Live(Out::Close { peer }) if !self.cut.contains(&peer) => self.cut.push(peer),
            _ => {}
        }
    }

    /// One heartbeat on every device, a second apart.
    fn beat(&mut self, second: u64) {
        for app in &mut self.apps {
            app.set_now(second * 1_000);
            app.live_beat();
        }
        self.pump();
    }

    /// The device whose person is to act, if any.
    fn actor(&self) -> Option<usize> {
        if self.apps[0].game().outcome().is_some() {
            return None;
        }
        (0..self.apps.len()).find(|&i| self.apps[i].human_to_act())
    }

    fn play(&mut self, pick: usize) -> bool {
        let Some(at) = self.actor() else {
            return false;
        };
        let legal = self.apps[at].game().legal_actions();
        if legal.is_empty() {
            // A roll the devices draw: the person rolls, and the face comes once every part
            // is in.
            self.apps[at].command(Command::Decide(crate::command::Decision::Roll));
        } else {
            let action = legal[pick % legal.len()];
            assert!(self.apps[at].play(action).is_none());
            self.apps[at].settled();
        }
        self.pump();
        true
    }

    fn records_agree(&self) {
        for (at, app) in self.apps.iter().enumerate().skip(1) {
            assert_eq!(
                app.game().actions(),
                self.apps[0].game().actions(),
                "device {at}: {}",
                self.apps[0].record()
            );
        }
    }
}

#[test]
fn a_friend_joins_from_one_link_with_nothing_to_send_back_and_plays_to_the_end() {
    let mut net = Net::new(device("chaturanga-v3", &humans(2), 8, 11));
    let link = net.invite();
    assert!(link.contains("#live="), "{link}");
    assert_eq!(net.apps[0].live().0, "waiting");
    let g = net.open(device("chaturanga-v3", &humans(2), 4, 22), &link, None);
    // Connected with no answer carried back: the guest has no code to send.
    assert_eq!(net.apps[0].live().0, "connected");
    assert_eq!(net.apps[g].live().0, "connected");
    assert_eq!(net.apps[g].live().1, None);
    // Only the opening went through the relays: a hello, an offer, an answer.
    assert_eq!(net.said, 3);
    let mut plies = 0;
    while net.play(plies) {
        plies += 1;
        assert!(plies < 2_000, "a game that does not end");
    }
    net.records_agree();
    assert_eq!(net.said, 3, "nothing of the game crosses a relay");
}

#[test]
fn three_friends_join_from_the_same_link_each_to_a_seat_and_a_taken_seat_is_refused() {
    let mut net = Net::new(device("chaturaji", &humans(4), 5, 11));
    let link = net.invite();
    let a = net.open(device("chaturaji", &humans(4), 1, 21), &link, Some(1));
    let b = net.open(device("chaturaji", &humans(4), 1, 22), &link, Some(2));
    assert_eq!(net.apps[0].live().0, "connected");
    // A third device asks for a seat already taken: told so, and asked again.
    let c = net.open(device("chaturaji", &humans(4), 1, 23), &link, Some(1));
    assert_ne!(net.apps[c].live().0, "connected");
    // The seat taken is no longer offered to it.
    assert_eq!(net.apps[c].live().2.map(|s| s.len()), Some(2));
    assert!(net.apps[c].toast_text().is_some());
    net.apps[c].command(Command::Live(LiveCommand::Seat(3)));
    net.pump();
    for g in [a, b, c] {
        assert_eq!(net.apps[g].live().0, "connected", "device {g}");
    }
    for pick in 0..40 {
        net.play(pick);
    }
    net.records_agree();
}

#[test]
fn a_dropped_connection_comes_back_by_itself_and_a_move_made_meanwhile_is_played_again() {
    let mut net = Net::new(device("chaturanga-v3", &humans(2), 21, 11));
    let link = net.invite();
    let g = net.open(device("chaturanga-v3", &humans(2), 4, 22), &link, None);
    for second in 1..=3 {
        net.beat(second);
    }
    for pick in 0..6 {
        assert!(net.play(pick));
    }
    if net.actor() != Some(g) {
        assert!(net.play(0)); // the host's move: the guest's turn next
    }
    net.records_agree();
    // The guest's network goes: nothing crosses the connection, and no close is heard.
    let conns: Vec<u32> = net.conns.keys().copied().collect();
    net.cut.extend(conns);
    // The guest plays on while cut off.
    let before = net.apps[g].game().actions().len();
    let legal = net.apps[g].game().legal_actions();
    assert!(net.apps[g].human_to_act());
    assert!(net.apps[g].play(legal[0]).is_none());
    net.pump();
    assert_eq!(net.apps[g].game().actions().len(), before + 1);
    // Within four beats both sides say it is lost; the guest says hello again, the host
    // offers a new connection, and they are back with no one asking.
    // (The hub is instant: the way back is made within the beat that notices.)
    let lost = |app: &App| app.screen().get("log").matches("is lost").count();
    for second in 4..=6 {
        net.beat(second);
        assert_eq!(lost(&net.apps[0]), 0, "said lost too soon, at {second} s");
    }
    net.beat(7);
    assert_eq!(
        lost(&net.apps[0]),
        1,
        "said lost on the host within four beats"
    );
    assert_eq!(
        lost(&net.apps[g]),
        1,
        "said lost on the guest within four beats"
    );
    let host_log = net.apps[0].screen().get("log").to_owned();
    assert!(host_log.contains("coming back"), "{host_log}");
    for second in 8..=12 {
        net.beat(second);
    }
    assert_eq!(net.apps[0].live().0, "connected");
    assert_eq!(net.apps[g].live().0, "connected");
    // The move made meanwhile was played again in the host's game.
    assert_eq!(net.apps[0].game().actions().len(), before + 1);
    net.records_agree();
    assert!(net.play(1));
    net.records_agree();
}

#[test]
fn with_no_relay_reachable_the_host_falls_back_to_a_code_and_says_so() {
    let mut net = Net::new(device("chaturanga-v3", &humans(2), 8, 11));
    net.relays_up = false;
    net.apps[0].command(Command::Live(LiveCommand::Open));
    net.pump();
    for second in 1..=8 {
        net.beat(second);
    }
    let code = net.apps[0].live().1.expect("an invitation by code");
    let log = net.apps[0].screen().get("log").to_owned();
    assert!(log.contains("No relay could be reached"), "{log}");
    // The code carries a description (version 1): the answer comes back by hand.
    let fragment = code.split_once('#').unwrap().1;
    assert!(super::code::read_invite(fragment).is_ok());
    // A host with no relay in the Settings invites by code from the start.
    let mut net = Net::new(device("chaturanga-v3", &humans(2), 8, 11));
    net.apps[0].command(Command::Pref(PrefCommand::LiveRelays(String::new())));
    net.apps[0].command(Command::Live(LiveCommand::Open));
    net.pump();
    assert!(net.rooms.is_empty());
    let code = net.apps[0].live().1.expect("an invitation by code");
    assert!(super::code::read_invite(code.split_once('#').unwrap().1).is_ok());
}

#[test]
fn a_page_opened_again_on_the_link_takes_its_seat_back_with_no_question() {
    let mut net = Net::new(device("chaturaji", &humans(4), 5, 11));
    let link = net.invite();
    net.open(device("chaturaji", &humans(4), 1, 21), &link, Some(1));
    let b = net.open(device("chaturaji", &humans(4), 1, 22), &link, Some(2));
    for second in 1..=2 {
        net.beat(second);
    }
    for pick in 0..6 {
        net.play(pick);
    }
    // Guest b's page dies at once (no close) and the same browser opens the link again: its
    // autosave says seat 2 is its own, so it asks for it again, and again, while the host
    // still holds the dead connection; then it is back, with no seat to choose.
    let save = crate::test_util::SerdeJson
        .write(&net.apps[b].session.save_file())
        .expect("a save");
    let conns: Vec<u32> = net
        .conns
        .iter()
        .filter(|(_, (_, g))| *g == Some(b))
        .map(|(c, _)| *c)
        .collect();
    net.cut.extend(conns);
    net.rooms.retain(|(a, _, _)| *a != b);
    let (mut again, why) = App::restore(Some(&save), &SerdeJson, 33, ashtapada_i18n::Lang::En);
    assert!(why.is_none(), "{why:?}");
    again.set_page_address(SITE);
    again.take_effects();
    net.apps[b] = again;
    net.apps[b].open_link(link.split_once('#').unwrap().1);
    net.pump();
    assert_eq!(net.apps[b].live().2, None, "no seat to choose");
    for second in 3..=10 {
        net.beat(second);
    }
    assert_eq!(net.apps[b].live().0, "connected");
    assert_eq!(net.apps[0].live().0, "connected");
    net.records_agree();
    for pick in 0..8 {
        net.play(pick);
    }
    net.records_agree();
}

#[test]
fn a_watch_link_shows_the_game_live_and_read_only_and_every_device_counts_the_watchers() {
    let mut net = Net::new(device("chaturanga-v3", &humans(2), 8, 11));
    let link = net.invite();
    let g = net.open(device("chaturanga-v3", &humans(2), 4, 22), &link, None);
    let watch = net.apps[0]
        .live
        .watch_link()
        .map(|f| format!("{SITE}#{f}"))
        .expect("a watch link beside the invitation");
    assert_ne!(watch, link);
    // Two devices open the watch link: connected with no seat to choose.
    let w = net.open(device("chaturanga-v3", &humans(2), 1, 33), &watch, None);
    let v = net.open(device("chaturanga-v3", &humans(2), 1, 44), &watch, None);
    for at in [w, v] {
        assert_eq!(net.apps[at].live().0, "connected", "watcher {at}");
        assert_eq!(net.apps[at].live().2, None, "no seat to choose");
        assert!(net.apps[at].session.here_mask().is_empty());
        let status = net.apps[at].screen().get("live-status").to_owned();
        assert!(status.contains("watching, read-only"), "{status}");
    }
    // Every device says how many watch; the host's table is still just the two of them.
    for at in [0, g, w, v] {
        let status = net.apps[at].screen().get("live-status").to_owned();
        assert!(status.contains("2 watching"), "device {at}: {status}");
    }
    assert_eq!(net.apps[0].live().0, "connected");
    // The moves show on the watchers, who cannot play one.
    for pick in 0..6 {
        assert!(net.play(pick));
    }
    net.records_agree();
    assert!(!net.apps[w].human_to_act());
    let legal = net.apps[w].game().legal_actions()[0];
    net.apps[w].play(legal);
    net.pump();
    net.records_agree();
    // One watcher leaves: the count goes down at the next beats, and no one is told a
    // player was lost.
    let conns: Vec<u32> = net
        .conns
        .iter()
        .filter(|(_, (_, d))| *d == Some(v))
        .map(|(c, _)| *c)
        .collect();
    net.cut.extend(conns);
    net.rooms.retain(|(a, _, _)| *a != v);
    for second in 1..=6 {
        net.beat(second);
    }
    let status = net.apps[0].screen().get("live-status").to_owned();
    assert!(status.contains("1 watching"), "{status}");
    assert_eq!(net.apps[0].live().0, "connected");
    assert!(!net.apps[0].screen().get("log").contains("is lost"));
}

#[test]
fn the_host_chooses_how_many_may_watch_and_one_more_is_told_so() {
    let mut net = Net::new(device("chaturanga-v3", &humans(2), 8, 11));
    let link = net.invite();
    net.open(device("chaturanga-v3", &humans(2), 4, 22), &link, None);
    net.apps[0].command(Command::Live(LiveCommand::Watchers(1)));
    let watch = net.apps[0].live_watch_link().expect("a watch link");
    let w = net.open(device("chaturanga-v3", &humans(2), 1, 33), &watch, None);
    assert_eq!(net.apps[w].live().0, "connected");
    let v = net.open(device("chaturanga-v3", &humans(2), 1, 44), &watch, None);
    assert_ne!(net.apps[v].live().0, "connected");
    let log = net.apps[v].screen().get("log").to_owned();
    assert!(log.contains("as many watchers as it allows"), "{log}");
    // None at all: the dialog no longer shows the link.
    net.apps[0].command(Command::Live(LiveCommand::Watchers(0)));
    net.apps[0].command(Command::Live(LiveCommand::Open));
    assert!(!net.apps[0]
        .screen()
        .get("live-body")
        .contains("id=\"live-watch\""));
}
