//! Dice by links, one device at a time (issue 46, item 2): the game travels from device to
//! device like a baton, and each link carries what the next roller needs and no more.
//!
//! # The scheme
//!
//! Every device of the game draws one secret, from which it makes two hash chains
//! ([`Hand`]): a **roll chain**, whose part `k` is its share of the game's `k`-th roll when
//! one of its seats rolls it, and a **hand-off chain**, whose part `h` it reveals in the link
//! it sends when it hands the game on for the `h`-th time. Both heads are its commitment,
//! sent in the link of its **join**.
//!
//! The game is a sequence of **runs**: a run is what one device does between receiving the
//! game and handing it on. The runs begin with the joins, in the order of the devices (device
//! 0, the one that created the game, then each device that opened the link and took its
//! seats, each sending the link on), then a **start run** of device 0, which gets the game
//! back once every seat has its device. From there each step of the game (a roll of the
//! roll-off, which device 0 draws in its start run, then each action) belongs to the device
//! of the seat that acts; a bot's step belongs to the device whose run it is (the device
//! that holds the game plays its bots). A step of another device than the run's begins a new
//! run.
//!
//! The face of roll `k`, made in a run of device `R` that follows a run of device `P`, is
//! [`crate::face`] of two parts: `P`'s hand-off part for that run (its `h`-th, `h` counting
//! `P`'s runs so far) and `R`'s roll part `k`.
//!
//! - **Nobody but the roller's device knows a roll before it is made.** `R`'s roll part `k`
//!   is known to `R` alone until `R` reveals it, in the link it sends after the roll; every
//!   part a link carries leads back to its head, never forward.
//! - **Nobody can bend a roll.** Both parts are fixed by heads committed before either part
//!   could be seen by the other side: `R`'s heads went out in its join, before any run that
//!   follows the joins, and `P`'s hand-off part cannot be anything but the one its head fixes.
//!   The start run is device 0's so that the first roll's partner (the last device to join)
//!   revealed its part after device 0 committed, and every device after its own join.
//! - **Every device checks every roll**, and so does anyone who holds a record or a link
//!   ([`Baton::check`]), from the game's steps alone: which device owns which seats is in the
//!   ledger.
//! - **Withholding** is not handing the game on, which stalls a game by links anyway; a roller
//!   that does not like the face it will get can only stall its own turn, the face being fixed.
//!
//! What a device learns early, and no one else: the faces of its own rolls in the run it
//! holds (for a device that plays two seats in a row, the second seat's roll while it plays
//! the first), and nothing of any later run, whose partner part is not revealed yet.
//!
//! The crate draws nothing itself: the secret comes from the caller.

use sha2::{Digest, Sha256};

use crate::chain::{base64url, face, from_base64url, hash_times, Link, Refusal};

/// How many rolls (and hand-offs) a device's chains serve: more than any game has.
pub const CHAIN: u32 = 4096;
/// The most devices of a game (four seats, with room to spare).
pub const MAX_DEVICES: usize = 8;
/// The tag's version, its first field.
const TAG_VERSION: &str = "b1";
/// A device's field: seats, then the roll chain's head, latest part and the roll it serves,
/// then the hand-off chain's (little-endian numbers).
pub const MEMBER_BYTES: usize = 1 + 2 * (32 + 32 + 4);

/// Domain separation of a device's two chains, drawn from one secret.
const ROLL_TAG: &[u8] = b"ashtapada baton roll chain v1";
const PASS_TAG: &[u8] = b"ashtapada baton hand-off chain v1";

fn derive(tag: &[u8], secret: &Link) -> Link {
    let mut h = Sha256::new();
    h.update(tag);
    h.update(secret);
    h.finalize().into()
}

/// A device's secret for game `id`, from a key of its own that never leaves it: a device
/// keeps one key, not a secret per game, and finds its chains in any game it joined again.
pub fn secret_for(key: &Link, id: u64) -> Link {
    let mut h = Sha256::new();
    h.update(b"ashtapada baton secret v1");
    h.update(key);
    h.update(id.to_le_bytes());
    h.finalize().into()
}

/// A device's commitments: the heads of its two chains.
#[derive(Clone, Copy, PartialEq, Eq, Debug)]
pub struct Heads {
    /// The roll chain's head.
    pub roll: Link,
    /// The hand-off chain's head.
    pub pass: Link,
}

/// This device's own chains, from its one secret (which never leaves the device).
#[derive(Clone)]
pub struct Hand {
    roll: Link,
    pass: Link,
}

impl std::fmt::Debug for Hand {
    fn fmt(&self, f: &mut std::fmt::Formatter<'_>) -> std::fmt::Result {
        // The secrets are never printed.
        f.write_str("Hand")
    }
}

impl Hand {
    /// The chains of `secret` (32 random bytes from the caller), each serving [`CHAIN`] steps.
    pub fn new(secret: &Link) -> Hand {
        Hand {
            roll: derive(ROLL_TAG, secret),
            pass: derive(PASS_TAG, secret),
        }
    }

    /// The commitments sent in the join.
    pub fn heads(&self) -> Heads {
        Heads {
            roll: hash_times(&self.roll, CHAIN),
            pass: hash_times(&self.pass, CHAIN),
        }
    }

    /// This device's share of roll `k` (from 1), or `None` past the chain.
    pub fn roll_part(&self, k: u32) -> Option<Link> {
        (1..=CHAIN)
            .contains(&k)
            .then(|| hash_times(&self.roll, CHAIN - k))
    }

    /// This device's part of its `h`-th hand-off (from 1), or `None` past the chain.
    pub fn pass_part(&self, h: u32) -> Option<Link> {
        (1..=CHAIN)
            .contains(&h)
            .then(|| hash_times(&self.pass, CHAIN - h))
    }
}

/// One chain as everyone knows it: its head, the latest part revealed, and which part that
/// is (0: the head itself).
#[derive(Clone, Copy, PartialEq, Eq, Debug)]
struct Held {
    head: Link,
    latest: Link,
    at: u32,
}

impl Held {
    fn new(head: Link) -> Held {
        Held {
            head,
            latest: head,
            at: 0,
        }
    }

    /// Part `i`, if revealed (a later part reveals every earlier one).
    fn part(&self, i: u32) -> Option<Link> {
        (1..=self.at)
            .contains(&i)
            .then(|| hash_times(&self.latest, self.at - i))
    }

    /// Takes in part `i`, checked against the latest one: `false` if it does not lead there.
    /// A part already revealed is no news.
    fn reveal(&mut self, i: u32, part: Link) -> bool {
        if i <= self.at {
            return self.part(i) == Some(part);
        }
        if i > CHAIN || hash_times(&part, i - self.at) != self.latest {
            return false;
        }
        self.latest = part;
        self.at = i;
        true
    }

    fn write(&self, out: &mut Vec<u8>) {
        out.extend_from_slice(&self.head);
        out.extend_from_slice(&self.latest);
        out.extend_from_slice(&self.at.to_le_bytes());
    }

    /// Reads [`Held::write`]'s 68 bytes, checked: the latest part must lead to the head.
    fn read(b: &[u8]) -> Option<Held> {
        let mut head = [0; 32];
        let mut latest = [0; 32];
        head.copy_from_slice(b.get(..32)?);
        latest.copy_from_slice(b.get(32..64)?);
        let at = u32::from_le_bytes(b.get(64..68)?.try_into().ok()?);
        (at <= CHAIN && hash_times(&latest, at) == head).then_some(Held { head, latest, at })
    }
}

/// One device of the game as every device knows it.
#[derive(Clone, Copy, PartialEq, Eq, Debug)]
struct Member {
    /// The seats it plays, as the caller's bit mask (bit `i`: seat `i`).
    seats: u8,
    roll: Held,
    pass: Held,
}

/// Who takes a step of the game: what [`Baton::draws`] needs of it.
#[derive(Clone, Copy, PartialEq, Eq, Debug)]
pub struct Step {
    /// The device of the seat that acts; `None` for a seat no device plays (a bot's), whose
    /// step belongs to the device whose run it is.
    pub device: Option<usize>,
    /// Whether the step is a roll (its face drawn).
    pub roll: bool,
}

/// A roll's draw: whose parts give its face.
#[derive(Clone, Copy, PartialEq, Eq, Debug)]
pub struct Draw {
    /// The roll, from 1 (the roll-off's first).
    pub roll: u32,
    /// The device whose run it is: its roll part `roll` is the roll's second part.
    pub roller: usize,
    /// The device of the run before: its hand-off part `handoff` is the roll's first part.
    pub partner: usize,
    /// Which of the partner's hand-offs.
    pub handoff: u32,
}

/// Every device's chains as the game's links carry them, and the seats of each.
#[derive(Clone, PartialEq, Eq, Debug)]
pub struct Baton {
    /// The game's id, drawn by the device that created it: tells games apart, and each
    /// device draws its secret for the game from it and a key of its own.
    id: u64,
    members: Vec<Member>,
}

impl Baton {
    /// A game `id` created by a device that plays `seats`, with its heads: device 0.
    pub fn new(id: u64, seats: u8, heads: Heads) -> Baton {
        Baton {
            id,
            members: vec![Member {
                seats,
                roll: Held::new(heads.roll),
                pass: Held::new(heads.pass),
            }],
        }
    }

    /// A device that opened the link joins with the seats it plays, which no device played
    /// yet, and its heads; it is given the next index. The game's steps begin once every seat
    /// that a person plays has its device, and the link has gone back to device 0.
    pub fn join(&mut self, seats: u8, heads: Heads) -> Result<usize, Refusal> {
        let device = self.members.len();
        if seats == 0 || self.seats() & seats != 0 || device >= MAX_DEVICES {
            return Err(Refusal::NoDevice(device));
        }
        self.members.push(Member {
            seats,
            roll: Held::new(heads.roll),
            pass: Held::new(heads.pass),
        });
        Ok(device)
    }

    /// The game's id.
    pub fn id(&self) -> u64 {
        self.id
    }

    /// The seats of `device` become `seats` (no other device's): a device that changes its
    /// mind before the game begins. `false` if it cannot.
    pub fn set_seats(&mut self, device: usize, seats: u8) -> bool {
        let others = self
            .members
            .iter()
            .enumerate()
            .filter(|&(d, _)| d != device)
            .fold(0, |s, (_, m)| s | m.seats);
        match self.members.get_mut(device) {
            Some(m) if seats != 0 && seats & others == 0 => {
                m.seats = seats;
                true
            }
            _ => false,
        }
    }

    /// Whether this baton holds everything `other` holds (the same game, its devices in the
    /// same order with the same seats, and every part it revealed): a link that brings no
    /// less than this device has.
    pub fn covers(&self, other: &Baton) -> bool {
        self.id == other.id
            && self.members.len() >= other.members.len()
            && self.members.iter().zip(&other.members).all(|(a, b)| {
                a.seats == b.seats
                    && a.roll.head == b.roll.head
                    && a.pass.head == b.pass.head
                    && a.roll.at >= b.roll.at
                    && a.pass.at >= b.pass.at
            })
    }

    /// How many devices.
    pub fn devices(&self) -> usize {
        self.members.len()
    }

    /// Every seat some device plays.
    pub fn seats(&self) -> u8 {
        self.members.iter().fold(0, |s, m| s | m.seats)
    }

    /// The seats of `device`.
    pub fn seats_of(&self, device: usize) -> Option<u8> {
        self.members.get(device).map(|m| m.seats)
    }

    /// The device that plays seat `seat` (its bit index), if any.
    pub fn device_of(&self, seat: u8) -> Option<usize> {
        let bit = 1u8.checked_shl(u32::from(seat))?;
        self.members.iter().position(|m| m.seats & bit != 0)
    }

    /// The device whose heads these are.
    pub fn device_with(&self, heads: Heads) -> Option<usize> {
        self.members
            .iter()
            .position(|m| m.roll.head == heads.roll && m.pass.head == heads.pass)
    }

    /// How many hand-offs `device` revealed.
    pub fn handoffs(&self, device: usize) -> Option<u32> {
        self.members.get(device).map(|m| m.pass.at)
    }

    /// The last roll `device` revealed its part of (0 before any).
    pub fn rolled(&self, device: usize) -> Option<u32> {
        self.members.get(device).map(|m| m.roll.at)
    }

    /// A game's steps: `roll_off` rolls of the roll-off (device 0's), then each action as its
    /// seat (bit index) and whether it is a roll, owned by the device of that seat (none for a
    /// seat no device plays: a bot's).
    pub fn steps(
        &self,
        roll_off: usize,
        actions: impl IntoIterator<Item = (u8, bool)>,
    ) -> Vec<Step> {
        let roll_off = std::iter::repeat_n(
            Step {
                device: Some(0),
                roll: true,
            },
            roll_off,
        );
        roll_off
            .chain(actions.into_iter().map(|(seat, roll)| Step {
                device: self.device_of(seat),
                roll,
            }))
            .collect()
    }

    /// Takes in `device`'s part of its `h`-th hand-off, checked against its head.
    pub fn hand_off(&mut self, device: usize, h: u32, part: Link) -> Result<(), Refusal> {
        let m = self
            .members
            .get_mut(device)
            .ok_or(Refusal::NoDevice(device))?;
        if m.pass.reveal(h, part) {
            Ok(())
        } else {
            Err(Refusal::Tampered { device, roll: h })
        }
    }

    /// Takes in `device`'s part of roll `k`, checked against its head.
    pub fn reveal(&mut self, device: usize, k: u32, part: Link) -> Result<(), Refusal> {
        let m = self
            .members
            .get_mut(device)
            .ok_or(Refusal::NoDevice(device))?;
        if m.roll.reveal(k, part) {
            Ok(())
        } else {
            Err(Refusal::Tampered { device, roll: k })
        }
    }

    /// Walks the runs along `steps` (the roll-off's first, each owned by device 0), calling
    /// `each` with every step, the device whose run it is, the device of the run before and
    /// how many runs that one has had; returns the device whose run it is at the end and how
    /// many runs it has had. A step of a device the game does not have is refused, and so is
    /// a game of one device.
    fn walk(
        &self,
        steps: &[Step],
        each: &mut dyn FnMut(Step, usize, usize, u32),
    ) -> Result<(usize, u32), Refusal> {
        let n = self.members.len();
        if n < 2 {
            return Err(Refusal::NoDevice(n));
        }
        // The joins are each device's first run; the start run is device 0's second.
        let mut runs = vec![1u32; n];
        runs[0] = 2;
        let (mut owner, mut before) = (0usize, n - 1);
        for &step in steps {
            let device = step.device.unwrap_or(owner);
            if device >= n {
                return Err(Refusal::NoDevice(device));
            }
            if device != owner {
                before = owner;
                owner = device;
                runs[device] = runs[device].saturating_add(1);
            }
            each(step, owner, before, runs[before]);
        }
        Ok((owner, runs[owner]))
    }

    /// Each roll's draw along a game's steps ([`Baton::walk`]), in order.
    pub fn draws(&self, steps: &[Step]) -> Result<Vec<Draw>, Refusal> {
        let mut draws = Vec::new();
        let mut roll = 0u32;
        self.walk(steps, &mut |step, roller, partner, handoff| {
            if step.roll {
                roll += 1;
                draws.push(Draw {
                    roll,
                    roller,
                    partner,
                    handoff,
                });
            }
        })?;
        Ok(draws)
    }

    /// The device whose run it is after `steps`, and how many runs it has had: what it
    /// reveals when it hands the game on is [`Hand::pass_part`] of that count.
    pub fn run_after(&self, steps: &[Step]) -> Result<(usize, u32), Refusal> {
        self.walk(steps, &mut |_, _, _, _| {})
    }

    /// A roll's face (0 .. faces), once both its parts are revealed; else the device that has
    /// not revealed its part.
    pub fn face(&self, draw: &Draw, faces: u8) -> Result<u8, Refusal> {
        let roller = self
            .members
            .get(draw.roller)
            .ok_or(Refusal::NoDevice(draw.roller))?;
        let second = roller.roll.part(draw.roll).ok_or(Refusal::Withheld {
            device: draw.roller,
            roll: draw.roll,
        })?;
        Ok(face(&[self.partner_part(draw)?, second], draw.roll, faces))
    }

    /// The face a roller sees before revealing its own part: its own share and the partner's
    /// revealed part. The roller's device alone can compute it.
    pub fn face_with(&self, draw: &Draw, own: &Hand, faces: u8) -> Result<u8, Refusal> {
        let second = own
            .roll_part(draw.roll)
            .ok_or(Refusal::NoDevice(draw.roller))?;
        Ok(face(&[self.partner_part(draw)?, second], draw.roll, faces))
    }

    /// A roll's first part: the partner's hand-off part, once revealed.
    fn partner_part(&self, draw: &Draw) -> Result<Link, Refusal> {
        let partner = self
            .members
            .get(draw.partner)
            .ok_or(Refusal::NoDevice(draw.partner))?;
        partner.pass.part(draw.handoff).ok_or(Refusal::Withheld {
            device: draw.partner,
            roll: draw.roll,
        })
    }

    /// Checks a game's faces (its roll-off's first, each a face of `faces`) against the
    /// devices' parts, along its steps: each must be the face the parts give, and every part
    /// must be there.
    pub fn check(&self, steps: &[Step], shown: &[u8], faces: u8) -> Result<(), Refusal> {
        let draws = self.draws(steps)?;
        for (draw, &shown) in draws.iter().zip(shown) {
            let drawn = self.face(draw, faces)?;
            if drawn != shown {
                return Err(Refusal::WrongFace {
                    roll: draw.roll,
                    shown,
                    drawn,
                });
            }
        }
        Ok(())
    }

    /// The game's id (8 bytes, little-endian), then every device's field as bytes
    /// ([`MEMBER_BYTES`] each, in device order).
    pub fn write_bytes(&self, out: &mut Vec<u8>) {
        out.extend_from_slice(&self.id.to_le_bytes());
        for m in &self.members {
            out.push(m.seats);
            m.roll.write(out);
            m.pass.write(out);
        }
    }

    /// Reads [`Baton::write_bytes`]'s bytes, checked: one device or more (one alone: the game
    /// waits for the others to join), no more than [`MAX_DEVICES`], each with seats no other has, each latest part leading to its head.
    /// `None` for bytes that are not that.
    pub fn read_bytes(bytes: &[u8]) -> Option<Baton> {
        let id = u64::from_le_bytes(bytes.get(..8)?.try_into().ok()?);
        let bytes = &bytes[8..];
        let n = bytes.len() / MEMBER_BYTES;
        if bytes.len() % MEMBER_BYTES != 0 || !(1..=MAX_DEVICES).contains(&n) {
            return None;
        }
        let mut members: Vec<Member> = Vec::with_capacity(n);
        let mut taken = 0u8;
        for f in bytes.chunks_exact(MEMBER_BYTES) {
            let seats = f[0];
            if seats == 0 || seats & taken != 0 {
                return None;
            }
            taken |= seats;
            members.push(Member {
                seats,
                roll: Held::read(&f[1..69])?,
                pass: Held::read(&f[69..137])?,
            });
        }
        Some(Baton { id, members })
    }

    /// The baton as a record's `Dice` tag: `b1.` then the bytes in base64url.
    pub fn write_tag(&self) -> String {
        let mut bytes = Vec::with_capacity(8 + self.members.len() * MEMBER_BYTES);
        self.write_bytes(&mut bytes);
        let mut out = String::from(TAG_VERSION);
        out.push('.');
        base64url(&bytes, &mut out);
        out
    }

    /// Reads [`Baton::write_tag`]'s text, checked as [`Baton::read_bytes`] does.
    pub fn read_tag(text: &str) -> Option<Baton> {
        let rest = text.strip_prefix(TAG_VERSION)?.strip_prefix('.')?;
        Baton::read_bytes(&from_base64url(rest)?)
    }

    /// Whether a `Dice` tag's text is of this kind (a game by links), not live play's.
    pub fn is_tag(text: &str) -> bool {
        text.starts_with("b1.")
    }
}

#[cfg(test)]
mod tests;
