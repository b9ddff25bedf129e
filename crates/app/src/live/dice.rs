//! Dice nobody can foresee in live play (issue 46): each roll's face is drawn from a part of
//! every device's hash chain (`ashtapada_dice`), the part of the device whose seat rolls
//! revealed last.
//!
//! # The protocol
//!
//! 1. A guest's page draws a secret (the browser's `crypto.getRandomValues`) when its
//!    connection opens, and sends its chain's head ([`Message::Head`]); the host draws its own.
//! 2. At the first head of a guest that plays a seat of a dice game, the host starts the
//!    ledger: its own head and the guest's. Every roll from the next on is drawn by the devices
//!    (`Game::give_faces_from`; a record's `DiceFrom`). A guest that comes later joins from
//!    the next roll on; a guest whose page was opened again (a new chain) takes its old
//!    device's place from the next roll, the old one leaving. The host tells the guest its
//!    index ([`Message::Device`]) and sends the game, which carries the ledger, to every guest.
//! 3. When a roll is due, every device that draws it and does not play the seat to roll
//!    reveals its part at once ([`Message::Part`]: a guest to the host, the host to every
//!    guest, relaying theirs). The roller's device reveals last, once it holds every other
//!    part: so no device knows the face before the roller's device reveals, and none can bend
//!    it, each part being the one its head committed to. Every device checks every part it
//!    is given, and draws the face itself.
//! 4. A device that withholds its part is named in the live status line, and the game waits
//!    for it as for a move. Its connection, when it comes back by itself, brings the part; a
//!    page opened again brings a new chain, which takes the old one's place. If it never comes
//!    back, the host may stop live play: the game then goes on on the host's device alone, with
//!    its die, and the record proves the rolls up to the one withheld (the rest are one
//!    device's, as in any game on one device). Withholding gains nothing: a part cannot change
//!    the face, only delay it, and the roller's device, which alone sees the face before
//!    revealing, can then only stall its own turn.

use ashtapada_dice::Ledger;
use ashtapada_rules::SeatSet;

use super::dice_state::{due, pending, Dice, NAMED_AFTER_MS};
use super::message::{send, Message};
use super::part::{Do, Link, Live, Role};
use super::said::Said;
use crate::effect::Effect;
use crate::session::Session;

impl Live {
    /// A guest's head, sent when its connection opens: its chain, drawn once per page.
    pub(super) fn guest_head(&mut self, peer: u32, effects: &mut Vec<Effect>) {
        let dice = self.dice.get_or_insert_with(Dice::new);
        effects.push(send(
            peer,
            &Message::Head {
                head: dice.chain.head(),
            },
        ));
    }

    /// The host is given a guest's head: the ledger starts, or the guest joins it.
    pub(super) fn head_from(
        &mut self,
        peer: u32,
        seats: SeatSet,
        head: [u8; 32],
        session: &Session,
        effects: &mut Vec<Effect>,
    ) -> Vec<Do> {
        let game = session.game();
        if seats.is_empty() || game.rules().dice.is_none() || game.outcome().is_some() {
            return Vec::new();
        }
        let dice = self.dice.get_or_insert_with(Dice::new);
        let mut plan = Vec::new();
        let next = pending(game);
        if dice.ledger.is_none() {
            let ledger = match game.given_faces() {
                // A seeded game: the devices draw from its next roll on.
                None => {
                    plan.push(Do::DiceFrom(game.rolls()));
                    dice.me = Some(0);
                    Ledger::new(&[dice.chain.head()])
                }
                // Its faces came from devices before (an earlier live game): those leave, and
                // this host joins.
                Some(_) => {
                    let Some(Ok(mut ledger)) = crate::fair::ledger_of(session.tags()) else {
                        return Vec::new();
                    };
                    for d in 0..ledger.devices() {
                        ledger.leave(d);
                    }
                    dice.me = Some(ledger.join(dice.chain.head(), next));
                    ledger
                }
            };
            dice.ledger = Some(ledger);
        }
        let Some(ledger) = dice.ledger.as_mut() else {
            return plan;
        };
        let parts = ledger.parts();
        if let Some(d) = parts.iter().position(|f| f.head == head && f.left == 0) {
            // The same chain (its connection anew): its device, on this connection now. The
            // host's own head is no guest's.
            if dice.me != Some(d) {
                dice.devices.retain(|&(p, dd, _)| p != peer && dd != d);
                dice.devices.push((peer, d, seats));
                effects.push(send(peer, &Message::Device { device: d as u32 }));
            }
            return plan;
        }
        // Another chain for these seats (a page opened again, a connection anew): the old
        // device leaves, the new one draws from the next roll on.
        dice.devices.retain(|&(p, d, s)| {
            let same = p == peer || !s.intersection(seats).is_empty();
            if same {
                ledger.leave(d);
            }
            !same
        });
        // A roll some device revealed its part of is under way: the newcomer draws from the
        // one after, so that every device draws that one from the same ledger.
        let begun = (0..ledger.devices()).any(|d| ledger.revealed(d) >= Some(next));
        let first = match ledger.devices() {
            1 if !begun => 1.max(next),
            _ if begun => next + 1,
            _ => next,
        };
        let d = ledger.join(head, first);
        dice.devices.push((peer, d, seats));
        dice.changed = true;
        effects.push(send(peer, &Message::Device { device: d as u32 }));
        plan.push(Do::DiceChanged);
        plan
    }

    /// The host tells this guest its device's index.
    pub(super) fn device_is(&mut self, device: u32) {
        if let Some(dice) = &mut self.dice {
            dice.me = Some(device as usize);
        }
    }

    /// The ledger that came with the host's game (a guest's side), checked with it. A game
    /// with none after one with a ledger is a new game (a rematch): this device draws a new
    /// chain and commits to it.
    ///
    /// A ledger in which this device's chain left while it is here (the host dropped it) is
    /// said: the rolls would then be drawn without it.
    pub(crate) fn ledger_from_host(
        &mut self,
        ledger: Option<Ledger>,
        effects: &mut Vec<Effect>,
    ) -> Option<Said> {
        let Role::Guest(g) = &self.role else {
            return None;
        };
        let peer = g.id;
        match (&mut self.dice, ledger) {
            (Some(dice), Some(ledger)) => {
                let head = dice.chain.head();
                let dropped = ledger.parts().iter().any(|f| f.head == head && f.left != 0);
                dice.ledger = Some(ledger);
                dice.changed = false;
                return dropped.then_some(Said::DiceRefused(SeatSet::EMPTY));
            }
            (Some(dice), None) if dice.ledger.is_some() => {
                self.dice = None;
                self.guest_head(peer, effects);
            }
            _ => {}
        }
        None
    }

    /// A new game on the same devices (a rematch, the host's side): the dice start again, with
    /// new chains, at the guests' new heads.
    pub(crate) fn dice_anew(&mut self) {
        if matches!(self.role, Role::Host(_)) {
            self.dice = None;
        }
    }

    /// A device's part of a roll: checked against the one before it. The host relays a
    /// guest's to every other guest; a part that does not check is refused and said.
    pub(super) fn part_from(
        &mut self,
        from: Option<(u32, SeatSet)>,
        (device, roll, part): (u32, u32, [u8; 32]),
        effects: &mut Vec<Effect>,
    ) -> Vec<Do> {
        let Some(dice) = &mut self.dice else {
            return Vec::new();
        };
        let Some(ledger) = &mut dice.ledger else {
            return Vec::new();
        };
        let seats = from.map_or(SeatSet::EMPTY, |(_, s)| s);
        // A guest speaks for its own device only.
        if let Some((peer, _)) = from {
            let own = dice
                .devices
                .iter()
                .any(|&(p, d, _)| p == peer && d == device as usize);
            if !own {
                return vec![Do::Tell(Said::DiceRefused(seats))];
            }
        }
        // A part this device holds already (sent again after the host's game crossed it, whose
        // ledger lacked it) is no news.
        if ledger.revealed(device as usize) >= Some(roll) {
            return Vec::new();
        }
        if ledger.reveal(device as usize, roll, part).is_err() {
            return vec![Do::Tell(Said::DiceRefused(seats))];
        }
        dice.changed = true;
        if let (Some((peer, _)), Role::Host(peers)) = (from, &self.role) {
            let message = Message::Part { device, roll, part };
            for p in peers
                .iter()
                .filter(|p| p.link == Link::Open && p.id != peer)
            {
                effects.push(send(p.id, &message));
            }
        }
        vec![Do::Settle]
    }

    /// This device's person rolls (the Roll button, `roll` typed) while the devices draw the
    /// roll due: `true` if the roll is this device's to draw, which it then does as soon as
    /// every other part is in, the roll played then ([`Live::dice_step`]).
    pub(crate) fn want_roll(&mut self, session: &Session) -> bool {
        let Some(roll) = due(session.game()) else {
            return false;
        };
        match self.dice.as_mut().filter(|d| d.ledger.is_some()) {
            Some(dice) => {
                dice.asked = Some(roll);
                true
            }
            None => false,
        }
    }

    /// The dice's step when anything changed: this device reveals its part of the roll due
    /// when its turn to reveal comes, and the roll's face once every part is in. The roller's
    /// device reveals last, and only when its seat rolls: `rolls_itself` (a bot's seat, or
    /// automatic rolls), or its person asked ([`Live::want_roll`]). The face, and whether this
    /// device's person asked for that roll (the app then plays it).
    pub(crate) fn dice_step(
        &mut self,
        session: &Session,
        rolls_itself: bool,
        effects: &mut Vec<Effect>,
    ) -> Option<(u8, bool)> {
        let game = session.game();
        let Some(roll) = due(game) else {
            if let Some(dice) = &mut self.dice {
                dice.waiting.clear();
            }
            return None;
        };
        let actor = game.position().actor();
        // The device whose seat rolls: a guest's own seats are `here`; the host plays every
        // seat no connected guest plays (its people and its bots).
        let (roller_here, to) = match &self.role {
            Role::Guest(g) => (g.here.contains(actor), vec![g.id]),
            Role::Host(peers) => {
                let open: Vec<u32> = peers
                    .iter()
                    .filter(|p| p.link == Link::Open)
                    .map(|p| p.id)
                    .collect();
                let remote = peers
                    .iter()
                    .any(|p| p.link == Link::Open && p.seats.contains(actor));
                (!remote, open)
            }
            Role::Off => return None,
        };
        let dice = self.dice.as_mut()?;
        let ledger = dice.ledger.as_mut()?;
        // This device's place, if the ledger has its chain there (a guest told another index,
        // or a ledger from before it joined, reveals nothing).
        let head = dice.chain.head();
        let me = dice
            .me
            .filter(|&me| ledger.parts().get(me).is_some_and(|f| f.head == head));
        if let Some(me) = me {
            let first = ledger.first(me).unwrap_or(1);
            let mine = ledger.draws(me, roll) && ledger.revealed(me) < Some(roll);
            let others_in = (0..ledger.devices())
                .filter(|&d| d != me && ledger.draws(d, roll))
                .all(|d| ledger.revealed(d) >= Some(roll));
            let rolls = rolls_itself || dice.asked == Some(roll);
            if mine && (!roller_here || (others_in && rolls)) {
                let part = Ledger::part_of(&dice.chain, first, roll)?;
                if ledger.reveal(me, roll, part).is_ok() {
                    dice.changed = true;
                    let message = Message::Part {
                        device: me as u32,
                        roll,
                        part,
                    };
                    for peer in to {
                        effects.push(send(peer, &message));
                    }
                }
            }
        }
        let faces = game.rules().dice.map_or(1, |d| d.faces.len()) as u8;
        let face = ledger.face(roll, faces);
        if dice.waiting.is_empty() {
            dice.since = self.clock;
        }
        dice.waiting = (0..ledger.devices())
            .filter(|&d| ledger.draws(d, roll) && ledger.revealed(d) < Some(roll))
            .map(|d| {
                dice.devices
                    .iter()
                    .find(|&&(_, dev, _)| dev == d)
                    .map_or(u32::MAX, |&(p, _, _)| p)
            })
            .collect();
        let face = face.ok()?;
        let asked = dice.asked == Some(roll);
        dice.asked = None;
        Some((face, asked))
    }

    /// The ledger as the game's record carries it, if it changed since last asked.
    pub(crate) fn take_dice_changed(&mut self) -> Option<String> {
        let dice = self.dice.as_mut()?;
        let ledger = dice.ledger.as_ref().filter(|_| dice.changed)?;
        dice.changed = false;
        Some(ledger.write_tag())
    }

    /// How many devices draw this game's dice now (0: the game's seed rolls them).
    pub fn dice_devices(&self) -> usize {
        let ledger = self.dice.as_ref().and_then(|d| d.ledger.as_ref());
        ledger.map_or(0, |l| l.parts().iter().filter(|f| f.left == 0).count())
    }

    /// The seats of the devices whose part of the roll due is awaited (the host's count; a
    /// guest names none), and whether any is.
    pub fn dice_waiting(&self) -> Option<SeatSet> {
        let named = |d: &&Dice| self.clock.wrapping_sub(d.since) >= NAMED_AFTER_MS;
        let dice = self
            .dice
            .as_ref()
            .filter(|d| !d.waiting.is_empty())
            .filter(named)?;
        let Role::Host(peers) = &self.role else {
            return Some(SeatSet::EMPTY);
        };
        Some(
            peers
                .iter()
                .filter(|p| dice.waiting.contains(&p.id))
                .fold(SeatSet::EMPTY, |m, p| m.union(p.seats)),
        )
    }
}
