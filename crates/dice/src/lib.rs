//! Dice nobody can foresee and nobody can bend, between devices with no server
//! (commit-reveal over hash chains).
//!
//! Each device draws a secret and hashes it `length` times; the last hash, the chain's
//! **head**, is its commitment, sent when it joins. The device's part of roll `k` (counted
//! from 1) is the chain's `k`-th link from the head: `H(part_k) = part_{k-1}`, `part_0 = head`.
//! A part is revealed only when its roll is due, and every device checks it against the last
//! one it holds (a single hash), so a part cannot be chosen after the head was sent. The roll's
//! face comes from every device's part of that roll; the device whose turn it is reveals last,
//! so nobody can know the face before that device rolls, and nobody, that device included,
//! can bend it.
//!
//! A part reveals every earlier one (hash it again), so what a record needs is each device's
//! head and its latest part: [`Ledger`] holds that, and checks it whole.
//!
//! A device may join a game under way ([`Ledger::join`]): it draws from a later roll
//! on, its chain's first part serving that roll, and the rolls before are the other devices'.
//! One may leave ([`Ledger::leave`]): the rolls after the last it revealed are the others'.
//!
//! The crate draws nothing itself: the secret comes from the caller (`getrandom` in the page).

use thiserror::Error;

pub mod baton;
mod chain;

pub use chain::{base64url, face, from_base64url, hash, hash_times, Link, Refusal, ALPHABET};

/// A device's own chain: its secret and how many rolls it serves.
#[derive(Clone)]
pub struct Chain {
    secret: Link,
    length: u32,
}

impl std::fmt::Debug for Chain {
    fn fmt(&self, f: &mut std::fmt::Formatter<'_>) -> std::fmt::Result {
        // The secret is never printed.
        f.debug_struct("Chain")
            .field("length", &self.length)
            .finish()
    }
}

impl Chain {
    /// A chain of `length` rolls from `secret` (32 random bytes from the caller).
    pub fn new(secret: Link, length: u32) -> Chain {
        Chain { secret, length }
    }

    /// The commitment sent when the device joins.
    pub fn head(&self) -> Link {
        hash_times(&self.secret, self.length)
    }

    /// How many rolls it serves.
    pub fn length(&self) -> u32 {
        self.length
    }

    /// This device's part of roll `k` (1 ..= length), or `None` past the chain's end.
    pub fn part(&self, k: u32) -> Option<Link> {
        (1..=self.length)
            .contains(&k)
            .then(|| hash_times(&self.secret, self.length - k))
    }
}

/// What every device holds of every device's chain: its head, its latest part, how many parts
/// it revealed and the roll its first part served. Every part taken in is checked against the
/// head.
#[derive(Clone, PartialEq, Eq, Debug)]
pub struct Ledger {
    devices: Vec<Held>,
}

/// One device's chain as the others know it.
#[derive(Clone, Copy, PartialEq, Eq, Debug)]
struct Held {
    head: Link,
    latest: Link,
    /// How many parts it revealed: `latest` is its chain's part `revealed`.
    revealed: u32,
    /// The roll its chain's first part serves (1 for a device there from the start).
    first: u32,
    /// The last roll it draws, once it left (0: it has not).
    left: u32,
}

impl Held {
    /// Whether it draws roll `roll`.
    fn draws(&self, roll: u32) -> bool {
        self.first <= roll && (self.left == 0 || roll <= self.left)
    }

    /// The last roll it revealed its part of (`first - 1` before any).
    fn last(&self) -> u32 {
        (self.first - 1).saturating_add(self.revealed)
    }
}

/// One device's field as a record or a link carries it ([`Ledger::from_parts`]).
#[derive(Clone, Copy, PartialEq, Eq, Debug)]
pub struct Field {
    /// Its chain's head.
    pub head: Link,
    /// Its latest part revealed (the head itself before any).
    pub latest: Link,
    /// How many parts it revealed.
    pub revealed: u32,
    /// The roll its chain's first part serves, from 1.
    pub first: u32,
    /// The last roll it draws, once it left (0: it has not); its last revealed.
    pub left: u32,
}

impl Ledger {
    /// A ledger of the devices' heads, in the game's order of devices; no part revealed yet.
    pub fn new(heads: &[Link]) -> Ledger {
        Ledger {
            devices: heads
                .iter()
                .map(|&head| Held {
                    head,
                    latest: head,
                    revealed: 0,
                    first: 1,
                    left: 0,
                })
                .collect(),
        }
    }

    /// A ledger as a record or a link carries it, checked: each latest part must hash to its
    /// head in as many steps as parts were revealed, and each device's first roll be from 1,
    /// the first device's 1 (the devices that began the game).
    pub fn from_parts(fields: &[Field]) -> Result<Ledger, Refusal> {
        let mut devices = Vec::with_capacity(fields.len());
        for (device, f) in fields.iter().enumerate() {
            let d = Held {
                head: f.head,
                latest: f.latest,
                revealed: f.revealed,
                first: f.first,
                left: f.left,
            };
            let last = d
                .first
                .checked_sub(1)
                .and_then(|b| b.checked_add(d.revealed));
            // One that left did so after the last part it revealed.
            let left_ok = d.left == 0 || last == Some(d.left);
            if last.is_none() || !left_ok || (device == 0 && d.first != 1) {
                return Err(Refusal::OutOfOrder {
                    device,
                    roll: d.first,
                });
            }
            if hash_times(&d.latest, d.revealed) != d.head {
                return Err(Refusal::Tampered {
                    device,
                    roll: d.last(),
                });
            }
            devices.push(d);
        }
        Ok(Ledger { devices })
    }

    /// Each device's field, as [`Ledger::from_parts`] reads them.
    pub fn parts(&self) -> Vec<Field> {
        self.devices
            .iter()
            .map(|d| Field {
                head: d.head,
                latest: d.latest,
                revealed: d.revealed,
                first: d.first,
                left: d.left,
            })
            .collect()
    }

    /// A device that joins a game under way, with its chain's head: it draws from roll `first`
    /// on (the next roll). Returns its index.
    pub fn join(&mut self, head: Link, first: u32) -> usize {
        self.devices.push(Held {
            head,
            latest: head,
            revealed: 0,
            first: first.max(1),
            left: 0,
        });
        self.devices.len() - 1
    }

    /// A device that leaves the game (gone for good, or withholding its part): it draws no
    /// roll after the last it revealed, which the others draw without it (one that revealed
    /// none draws none). `false` for no such device, or one that left already.
    pub fn leave(&mut self, device: usize) -> bool {
        match self.devices.get_mut(device) {
            Some(d) if d.left == 0 => {
                if d.revealed == 0 {
                    // Its first roll after the last it draws: none.
                    d.first = d.first.max(2);
                }
                d.left = d.last();
                true
            }
            _ => false,
        }
    }

    /// Whether `device` draws roll `roll` (it had joined by then, and not left before).
    pub fn draws(&self, device: usize, roll: u32) -> bool {
        self.devices.get(device).is_some_and(|d| d.draws(roll))
    }

    /// The part of roll `roll` of a device whose chain is `chain`, which joined at `first`.
    pub fn part_of(chain: &Chain, first: u32, roll: u32) -> Option<Link> {
        chain.part(roll.checked_sub(first)?.checked_add(1)?)
    }

    /// The roll `device`'s chain's first part serves.
    pub fn first(&self, device: usize) -> Option<u32> {
        self.devices.get(device).map(|d| d.first)
    }

    /// How many devices.
    pub fn devices(&self) -> usize {
        self.devices.len()
    }

    /// The last roll `device` revealed its part of (the one before its first, before any).
    pub fn revealed(&self, device: usize) -> Option<u32> {
        self.devices.get(device).map(Held::last)
    }

    /// Takes in `device`'s part of roll `roll`, which must be its next, checked against the
    /// part before it.
    pub fn reveal(&mut self, device: usize, roll: u32, part: Link) -> Result<(), Refusal> {
        let d = self
            .devices
            .get_mut(device)
            .ok_or(Refusal::NoDevice(device))?;
        if Some(roll) != d.last().checked_add(1) || d.left != 0 || d.revealed >= u32::MAX - 1 {
            return Err(Refusal::OutOfOrder { device, roll });
        }
        if hash(&part) != d.latest {
            return Err(Refusal::Tampered { device, roll });
        }
        d.latest = part;
        d.revealed += 1;
        Ok(())
    }

    /// The part of roll `roll` of every device that draws it, or the first such device that
    /// has not revealed it.
    fn parts_of(&self, roll: u32) -> Result<Vec<Link>, Refusal> {
        let mut parts = Vec::with_capacity(self.devices.len());
        for (device, d) in self.devices.iter().enumerate() {
            if roll == 0 || (d.draws(roll) && d.last() < roll) {
                return Err(Refusal::Withheld { device, roll });
            }
            if d.draws(roll) {
                parts.push(hash_times(&d.latest, d.last() - roll));
            }
        }
        Ok(parts)
    }

    /// The face (0 .. faces) of roll `roll`, once every device revealed its part of it.
    pub fn face(&self, roll: u32, faces: u8) -> Result<u8, Refusal> {
        Ok(face(&self.parts_of(roll)?, roll, faces))
    }

    /// Checks a game's faces (its roll-off's first, each a face of `faces`) against the
    /// devices' parts: each must be the face the parts give, and every part must be there.
    pub fn check(&self, shown: &[u8], faces: u8) -> Result<(), Refusal> {
        for (roll, &shown) in (1..).zip(shown) {
            let drawn = self.face(roll, faces)?;
            if drawn != shown {
                return Err(Refusal::WrongFace { roll, shown, drawn });
            }
        }
        Ok(())
    }
}

/// Devices drawing together on one machine, each revealing its part of every roll at once:
/// what tests, the fuzzers' seeds and the benchmarks need of a game between devices. (In play
/// each device holds only its own chain, and the roller's part comes last.)
#[derive(Clone, Debug)]
pub struct Table {
    chains: Vec<Chain>,
    ledger: Ledger,
    rolls: u32,
}

impl Table {
    /// Devices of these secrets, each chain serving `length` rolls.
    pub fn new(secrets: &[Link], length: u32) -> Table {
        let chains: Vec<Chain> = secrets.iter().map(|&s| Chain::new(s, length)).collect();
        let heads: Vec<Link> = chains.iter().map(Chain::head).collect();
        Table {
            ledger: Ledger::new(&heads),
            chains,
            rolls: 0,
        }
    }

    /// The next roll's face (0 .. faces), every device's part revealed; `None` past the
    /// chains' end.
    pub fn draw(&mut self, faces: u8) -> Option<u8> {
        self.rolls += 1;
        for (device, chain) in self.chains.iter().enumerate() {
            self.ledger
                .reveal(device, self.rolls, chain.part(self.rolls)?)
                .ok()?;
        }
        self.ledger.face(self.rolls, faces).ok()
    }

    /// What every device holds: the ledger of every part drawn so far.
    pub fn ledger(&self) -> &Ledger {
        &self.ledger
    }
}

/// Why a dice tag does not read.
#[derive(Clone, Copy, PartialEq, Eq, Debug, Error)]
pub enum TagError {
    /// Not this format's version, or no device.
    #[error("not a dice tag of version 2")]
    Version,
    /// A device's field is not 68 bytes of base64url.
    #[error("device {0}'s field does not read")]
    Field(usize),
    /// It reads, but a part does not match its head.
    #[error(transparent)]
    Refused(#[from] Refusal),
}

/// The tag's version, its first field (version 1, before devices could join a game under
/// way, was never written outside the tests).
const TAG_VERSION: &str = "2";
/// A device's field: head, latest part, parts revealed, first roll, last roll once it left
/// (little-endian).
pub const FIELD_BYTES: usize = 32 + 32 + 4 + 4 + 4;

impl Ledger {
    /// Each device's field as bytes ([`FIELD_BYTES`] each, in device order): what a link
    /// carries.
    pub fn write_bytes(&self, out: &mut Vec<u8>) {
        for d in &self.devices {
            out.extend_from_slice(&d.head);
            out.extend_from_slice(&d.latest);
            out.extend_from_slice(&d.revealed.to_le_bytes());
            out.extend_from_slice(&d.first.to_le_bytes());
            out.extend_from_slice(&d.left.to_le_bytes());
        }
    }

    /// Reads [`Ledger::write_bytes`]'s bytes, checked as [`Ledger::from_parts`] does; `None`
    /// for bytes that are not whole fields, or none.
    pub fn read_bytes(bytes: &[u8]) -> Option<Result<Ledger, Refusal>> {
        if bytes.is_empty() || bytes.len() % FIELD_BYTES != 0 {
            return None;
        }
        let mut fields = Vec::with_capacity(bytes.len() / FIELD_BYTES);
        for f in bytes.chunks_exact(FIELD_BYTES) {
            let mut head = [0; 32];
            let mut latest = [0; 32];
            head.copy_from_slice(&f[..32]);
            latest.copy_from_slice(&f[32..64]);
            let number = |at: usize| u32::from_le_bytes([f[at], f[at + 1], f[at + 2], f[at + 3]]);
            fields.push(Field {
                head,
                latest,
                revealed: number(64),
                first: number(68),
                left: number(72),
            });
        }
        Some(Ledger::from_parts(&fields))
    }

    /// The ledger as a record's tag: `2.` then each device's field in base64url (102
    /// characters a device), separated by dots.
    pub fn write_tag(&self) -> String {
        let mut out = String::from(TAG_VERSION);
        for d in 0..self.devices.len() {
            let mut bytes = Vec::with_capacity(FIELD_BYTES);
            Ledger {
                devices: vec![self.devices[d]],
            }
            .write_bytes(&mut bytes);
            out.push('.');
            base64url(&bytes, &mut out);
        }
        out
    }

    /// Reads [`Ledger::write_tag`]'s text, checked: every part must match its head.
    pub fn read_tag(text: &str) -> Result<Ledger, TagError> {
        let mut fields = text.split('.');
        if fields.next() != Some(TAG_VERSION) {
            return Err(TagError::Version);
        }
        let mut bytes = Vec::new();
        for (i, field) in fields.enumerate() {
            match from_base64url(field) {
                Some(b) if b.len() == FIELD_BYTES => bytes.extend_from_slice(&b),
                _ => return Err(TagError::Field(i)),
            }
        }
        match Ledger::read_bytes(&bytes) {
            Some(ledger) => Ok(ledger?),
            None => Err(TagError::Version),
        }
    }
}

#[cfg(test)]
mod tests;
