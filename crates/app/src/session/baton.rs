//! Games by links whose devices draw the dice one at a time (issue 46, item 2; the scheme is
//! `ashtapada_dice::baton`'s): what this device owes such a game after every change.
//!
//! A dice game shared by link before its first action, with a seat on another device, becomes
//! one ([`Session::start_baton`]): its roll-off waits, and its link carries this device's
//! commitments. Each device that opens the link takes the seats it plays and joins
//! ([`Session::baton_step`]), sending the link on; once every person's seat has its device,
//! the link goes back to the device that created the game, which draws the roll-off. From
//! then on, each step of this device's: its part of each roll it made revealed, its hand-off
//! part revealed when the turn passes to another device, and the face of a roll of its own
//! drawn when it is due. Nothing of this is sent anywhere: it travels in the next link.

use ashtapada_dice::baton::Baton;
use ashtapada_dice::baton::{self, Hand, Heads, Step};
use ashtapada_dice::Refusal;
use ashtapada_rules::Game;
use ashtapada_rules::SeatSet;

use super::baton_state::{BatonNews, BatonNow};
use super::state::Session;
use crate::fair;
use crate::setup::Controller;

/// Whether nobody has chosen anything in `game` yet: each of its actions, if any, is a pass
/// that was the only legal action where it was played. A seeded first roll can leave the
/// first seat nothing but a pass, which the page plays at once: such a game may still become
/// a game by links, its seeded actions dropped (it starts again from the roll-off).
fn nothing_chosen(game: &Game) -> bool {
    let mut legal = Vec::new();
    game.positions().iter().zip(game.actions()).all(|(p, a)| {
        legal.clear();
        p.legal_actions(&mut legal);
        *a == ashtapada_rules::Action::Pass && legal == [ashtapada_rules::Action::Pass]
    })
}

/// 32 random bytes from the platform, `None` without entropy (then the game keeps its seed).
fn random_bytes() -> Option<[u8; 32]> {
    let mut bytes = [0u8; 32];
    getrandom::fill(&mut bytes).ok()?;
    Some(bytes)
}

impl Session {
    /// The game's baton, if its devices draw the dice one at a time (a game by links).
    pub(crate) fn baton(&self) -> Option<Baton> {
        fair::baton_of(&self.tags)
    }

    /// Where the game by links stands for this device, as of the last step.
    pub(crate) fn baton_now(&self) -> Option<BatonNow> {
        self.baton.now
    }

    /// In a game by links that this device went on with alone ([`Session::baton_go_alone`]):
    /// how many faces its devices drew, proven by the baton; the rest are this device's die's.
    pub(crate) fn baton_alone(&self) -> Option<u32> {
        fair::alone_of(&self.tags).filter(|_| self.baton().is_some())
    }

    /// Whether this device may go on with the game by links alone: it is one of the game's
    /// devices, and another device has the turn, the roll-off or a join to send back.
    pub(crate) fn baton_can_go_alone(&self) -> bool {
        !self.is_over()
            && match self.baton.now {
                Some(BatonNow::Joining { joined, .. }) => joined,
                Some(BatonNow::Starting { .. } | BatonNow::Waiting { .. }) => true,
                Some(BatonNow::Playing { .. }) => self.remote_to_act().is_some(),
                Some(BatonNow::Watching) | None => false,
            }
    }

    /// The rule for a device that never sends the link on (issue 46): this device goes on
    /// with the game alone, as live play's host does when a device never comes back. Every
    /// person's seat is played here from now on; the faces its devices drew stay proven by the
    /// baton, and the count of them goes into the record (`fair::DICE_ALONE`); every roll
    /// after is this device's own die's, as in any game on one device, which the record and
    /// `ashtapada replay` say. A game still joining simply becomes a game on this device, with
    /// a seed of its own. The other devices keep the game as they last had it: a link of theirs
    /// that arrives later is a fork, kept beside this one. Whether it went alone.
    pub(crate) fn baton_go_alone(&mut self, entropy: &mut u64) -> bool {
        if !self.baton_can_go_alone() {
            return false;
        }
        let persons = self.persons();
        if self.leave_baton(entropy) != Some(true) {
            // Under way: the faces of the rolls made so far are the devices' (the roll-off's
            // and one per roll played); a face given for the roll due is this device's now.
            let rolls = self
                .game
                .actions()
                .iter()
                .filter(|a| matches!(a, ashtapada_rules::Action::Roll(_)))
                .count();
            let drawn = self.game.given_roll_off().unwrap_or(0) + rolls;
            self.tags.other.push((
                fair::DICE_ALONE.to_owned(),
                u32::try_from(drawn).unwrap_or(u32::MAX).to_string(),
            ));
        }
        self.set_here_mask(persons);
        self.baton.now = None;
        self.dirty = true;
        true
    }

    /// Whether the game is by links and waits for its devices (to join, or for its roll-off):
    /// no seat can act yet.
    pub(crate) fn baton_waits(&self) -> bool {
        matches!(
            self.baton.now,
            Some(BatonNow::Joining { .. } | BatonNow::Starting { .. })
        )
    }

    /// This browser's key for the dice of games by links, drawn the first time.
    fn dice_key(&mut self) -> Option<[u8; 32]> {
        if let Some(bytes) = crate::link::from_base64url(&self.prefs.dice_key) {
            if let Ok(key) = <[u8; 32]>::try_from(bytes.as_slice()) {
                return Some(key);
            }
        }
        let key = random_bytes()?;
        let mut text = String::new();
        crate::link::base64url(&key, &mut text);
        self.prefs.dice_key = text;
        self.dirty = true;
        Some(key)
    }

    /// This device's chains in game `id`, and their heads.
    fn hand_for(&mut self, id: u64) -> Option<(Hand, Heads)> {
        let key = self.dice_key()?;
        let prefs_key = self.prefs.dice_key.clone();
        match &self.baton.hand {
            Some((i, k, hand, heads)) if *i == id && *k == prefs_key => {
                Some((hand.clone(), *heads))
            }
            _ => {
                let hand = Hand::new(&baton::secret_for(&key, id));
                let heads = hand.heads();
                self.baton.hand = Some((id, prefs_key, hand.clone(), heads));
                Some((hand, heads))
            }
        }
    }

    /// The person seats (here or on another device).
    fn persons(&self) -> SeatSet {
        self.mask_of(Controller::is_person)
    }

    /// A dice game shared by link before its first action, with a person's seat on another
    /// device, becomes a game whose devices draw the dice one at a time: this device is its
    /// first, playing the seats it plays here, and the roll-off waits for the others to join.
    /// Whether it did (a game already under way, or with no dice, keeps its seed).
    pub(crate) fn start_baton(&mut self) -> bool {
        let rules = self.rules();
        let here = self.here_mask();
        if rules.dice.is_none()
            || !nothing_chosen(&self.game)
            || self.game.given_faces().is_some()
            || self.remote_mask().is_empty()
            || here.is_empty()
            || self.baton().is_some()
        {
            return false;
        }
        let Some(id) = random_bytes()
            .map(|b| u64::from_le_bytes([b[0], b[1], b[2], b[3], b[4], b[5], b[6], 0]))
        else {
            return false;
        };
        let Some((hand, heads)) = self.hand_for(id) else {
            return false;
        };
        let mut baton = Baton::new(id, here.bits(), heads);
        if let Some(part) = hand.pass_part(1) {
            // Its join run's hand-off, as every device's (it serves no roll).
            let _ = baton.hand_off(0, 1, part);
        }
        self.game = fair::waiting_game(rules);
        self.set_dice_tag(baton.write_tag());
        self.baton.now = Some(BatonNow::Joining {
            missing: SeatSet::from_bits(self.persons().bits() & !here.bits()),
            joined: true,
        });
        true
    }

    /// A game by links about to go live: one still joining becomes a seeded game again (live
    /// play draws its dice between the connected devices), `true`; one under way stays a game
    /// by links, `false` (its record's proof is of one kind). `None`: not such a game.
    pub(crate) fn leave_baton(&mut self, entropy: &mut u64) -> Option<bool> {
        self.baton()?;
        let begun = !self.game.actions().is_empty()
            || !self.game.given_faces().is_some_and(<[u8]>::is_empty);
        if begun {
            return Some(false);
        }
        self.game = Game::new(self.rules(), crate::seed::mix(entropy) >> 11);
        self.tags
            .other
            .retain(|(name, _)| name != ashtapada_rules::record::DICE);
        self.baton.now = None;
        self.dirty = true;
        Some(true)
    }

    /// Who plays here after a link of a game by links still joining: the first person seat no
    /// device plays yet (the link was sent for it). `false` if the game is not such a game.
    pub(crate) fn baton_receive_default(&mut self) -> bool {
        let Some(baton) = self.baton() else {
            return false;
        };
        if !self.game.actions().is_empty() || !self.game.given_faces().is_some_and(<[u8]>::is_empty)
        {
            return false;
        }
        let free = SeatSet::from_bits(self.persons().bits() & !baton.seats());
        if let Some(seat) = free.first() {
            self.set_here_mask(SeatSet::single(seat));
        }
        true
    }

    /// After every change of a game by links whose devices draw the dice one at a time: this
    /// device joins it (with the seats it plays here, none another device plays), changes its
    /// seats while the game waits for others, draws the roll-off if it created the game and
    /// every seat has its device; then reveals its part of each roll it made, its hand-off part
    /// when the turn passes to another device, and gives the face of a roll of its own that is
    /// due.
    pub(crate) fn baton_step(&mut self) -> BatonNews {
        // A game gone on alone has no more steps (its tag read once, not twice).
        let alone = fair::alone_of(&self.tags).is_some();
        let Some(mut baton) = self.baton().filter(|_| !alone) else {
            self.baton.now = None;
            return BatonNews::Nothing;
        };
        let Some((hand, heads)) = self.hand_for(baton.id()) else {
            self.baton.now = Some(BatonNow::Watching);
            return BatonNews::Nothing;
        };
        let before = baton.clone();
        let rules = self.rules();
        let faces = rules.dice.map_or(1, |d| d.faces.len()) as u8;
        let persons = self.persons().bits();
        let here = self.here_mask().bits();
        let begun = !self.game.actions().is_empty()
            || !self.game.given_faces().is_some_and(<[u8]>::is_empty);
        let mut me = baton.device_with(heads);
        let mut news = BatonNews::Nothing;
        if !begun && here != 0 {
            match me {
                None if here & baton.seats() == 0 => {
                    if let Ok(d) = baton.join(here, heads) {
                        me = Some(d);
                        if let Some(part) = hand.pass_part(1) {
                            let _ = baton.hand_off(d, 1, part);
                        }
                        news = BatonNews::Joined;
                    }
                }
                // The last to join may change its mind before the link goes on.
                Some(d) if d + 1 == baton.devices() && baton.seats_of(d) != Some(here) => {
                    baton.set_seats(d, here);
                }
                _ => {}
            }
        }
        let complete = baton.devices() >= 2 && baton.seats() & persons == persons;
        let roll_off = Game::with_faces(rules, &[]).is_none();
        let Some(me) = me else {
            self.baton.now = Some(if complete {
                BatonNow::Watching
            } else {
                BatonNow::Joining {
                    missing: SeatSet::from_bits(persons & !baton.seats()),
                    joined: false,
                }
            });
            return self.keep_baton(&before, baton, news);
        };
        if !complete {
            self.baton.now = Some(BatonNow::Joining {
                missing: SeatSet::from_bits(persons & !baton.seats()),
                joined: true,
            });
            return self.keep_baton(&before, baton, news);
        }
        if !begun && roll_off {
            if me != 0 {
                self.baton.now = Some(BatonNow::Starting {
                    creator: SeatSet::from_bits(baton.seats_of(0).unwrap_or(0)),
                });
                return self.keep_baton(&before, baton, news);
            }
            // The start run: this device draws the roll-off, the last device to join its
            // partner.
            let mut steps: Vec<Step> = Vec::new();
            let mut drawn = true;
            let game = Game::with_faces_drawn(rules, &mut || {
                steps.push(Step {
                    device: Some(0),
                    roll: true,
                });
                let draw = baton.draws(&steps).ok().and_then(|d| d.last().copied());
                let face = draw.and_then(|d| baton.face_with(&d, &hand, faces).ok());
                let part = draw.and_then(|d| hand.roll_part(d.roll).map(|p| (d.roll, p)));
                match (face, part) {
                    (Some(face), Some((roll, part))) if baton.reveal(0, roll, part).is_ok() => face,
                    _ => {
                        drawn = false;
                        0
                    }
                }
            });
            if !drawn {
                return self.keep_baton(&before, before.clone(), news);
            }
            self.game = game;
            self.dirty = true;
            news = BatonNews::Started;
        }
        let steps = fair::baton_steps(&self.game, &baton);
        // Its part of each roll it made.
        if let Ok(draws) = baton.draws(&steps) {
            for d in draws.iter().filter(|d| d.roller == me) {
                if baton.rolled(me).is_some_and(|r| r < d.roll) {
                    if let Some(part) = hand.roll_part(d.roll) {
                        let _ = baton.reveal(me, d.roll, part);
                    }
                }
            }
        }
        let mut now = BatonNow::Playing {
            devices: baton.devices(),
        };
        if self.game.outcome().is_none() {
            let actor = self.game.position().actor();
            let next = baton.device_of(actor.index() as u8);
            // The turn passes to another device: this one's run ends, its hand-off part goes
            // with the link.
            if let Ok((owner, runs)) = baton.run_after(&steps) {
                if owner == me && next.is_some_and(|d| d != me) && baton.handoffs(me) < Some(runs) {
                    if let Some(part) = hand.pass_part(runs) {
                        let _ = baton.hand_off(me, runs, part);
                    }
                }
            }
            // A roll of this device's due: its face, from its part and the run before's.
            if self.game.position().needs_roll() && self.game.next_face().is_none() {
                let mut after = steps;
                after.push(Step {
                    device: next,
                    roll: true,
                });
                let draw = baton.draws(&after).ok().and_then(|d| d.last().copied());
                if let Some(draw) = draw.filter(|d| d.roller == me) {
                    match baton.face_with(&draw, &hand, faces) {
                        Ok(face) => {
                            self.game.give_face(face);
                            self.dirty = true;
                        }
                        Err(Refusal::Withheld { device, .. }) => {
                            now = BatonNow::Waiting {
                                from: SeatSet::from_bits(baton.seats_of(device).unwrap_or(0)),
                            };
                        }
                        Err(_) => {}
                    }
                }
            }
        }
        self.baton.now = Some(now);
        self.keep_baton(&before, baton, news)
    }

    /// Writes the baton into the record's tag if it changed.
    fn keep_baton(&mut self, before: &Baton, baton: Baton, news: BatonNews) -> BatonNews {
        if baton == *before {
            return news;
        }
        self.set_dice_tag(baton.write_tag());
        match news {
            BatonNews::Nothing => BatonNews::Changed,
            news => news,
        }
    }
}

#[cfg(test)]
mod tests;
