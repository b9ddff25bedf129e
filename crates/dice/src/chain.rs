//! What both kinds of fair dice share: a hash chain's links, one step down a chain, a roll's
//! face from its parts, why a part is refused, and base64url (the dice tags', the page's links'
//! and live codes' one copy).

use sha2::{Digest, Sha256};
use thiserror::Error;

/// A chain's link: a head, a part, or the secret.
pub type Link = [u8; 32];

/// Domain separation: a chain's hashes are not any other SHA-256 of the project.
const CHAIN_TAG: &[u8] = b"ashtapada dice chain v1";
const FACE_TAG: &[u8] = b"ashtapada dice face v1";

/// One step down the chain.
pub fn hash(link: &Link) -> Link {
    let mut h = Sha256::new();
    h.update(CHAIN_TAG);
    h.update(link);
    h.finalize().into()
}

/// `link` hashed `times` times.
pub fn hash_times(link: &Link, times: u32) -> Link {
    (0..times).fold(*link, |l, _| hash(&l))
}

/// Why a part or a ledger is refused.
#[derive(Clone, Copy, PartialEq, Eq, Debug, Error)]
pub enum Refusal {
    /// The part does not hash to the one before it: it was not the committed one.
    #[error("device {device}'s part of roll {roll} does not match its commitment")]
    Tampered {
        /// The device, as its index in the ledger.
        device: usize,
        /// The roll.
        roll: u32,
    },
    /// A part for a roll other than the next one of that device.
    #[error("device {device} revealed roll {roll}'s part out of turn")]
    OutOfOrder {
        /// The device.
        device: usize,
        /// The roll.
        roll: u32,
    },
    /// A roll's face asked for before every device revealed its part: the one named withholds.
    #[error("device {device} has not revealed its part of roll {roll}")]
    Withheld {
        /// The device that has not revealed.
        device: usize,
        /// The roll.
        roll: u32,
    },
    /// No such device.
    #[error("there is no device {0}")]
    NoDevice(usize),
    /// A game's face differs from the one the devices' parts give.
    #[error("roll {roll} shows face {shown}, but the devices' parts give face {drawn}")]
    WrongFace {
        /// The roll, counted from 1 (the roll-off's first).
        roll: u32,
        /// The face the game shows.
        shown: u8,
        /// The face the parts give.
        drawn: u8,
    },
}

/// The face (0 .. faces) that the parts of roll `roll` give, one part per device in order.
/// Uniform: bytes of the hash that would favour the low faces are skipped.
pub fn face(parts: &[Link], roll: u32, faces: u8) -> u8 {
    let faces = faces.max(1);
    // The largest multiple of `faces` that fits in a byte: bytes at or above it are skipped.
    let fair = 256 - 256 % u16::from(faces);
    let mut round = 0u32;
    loop {
        let mut h = Sha256::new();
        h.update(FACE_TAG);
        h.update(roll.to_le_bytes());
        h.update(round.to_le_bytes());
        for part in parts {
            h.update(part);
        }
        let bytes: Link = h.finalize().into();
        if let Some(&b) = bytes.iter().find(|&&b| u16::from(b) < fair) {
            return b % faces;
        }
        round += 1;
    }
}

/// Base64url's alphabet.
pub const ALPHABET: &[u8; 64] = b"ABCDEFGHIJKLMNOPQRSTUVWXYZabcdefghijklmnopqrstuvwxyz0123456789-_";

/// Base64url with no padding (RFC 4648 §5), appended to `out`: the dice tag's fields, and the
/// page's links and live codes, which use this one copy.
pub fn base64url(bytes: &[u8], out: &mut String) {
    for chunk in bytes.chunks(3) {
        let n = chunk
            .iter()
            .enumerate()
            .fold(0u32, |n, (i, &b)| n | u32::from(b) << (16 - 8 * i));
        for i in 0..=chunk.len() {
            out.push(char::from(ALPHABET[(n >> (18 - 6 * i) & 63) as usize]));
        }
    }
}

/// Reads base64url with no padding; `None` for any other character, a length that cannot be,
/// or bits left over that are not zero (one text per bytes).
pub fn from_base64url(text: &str) -> Option<Vec<u8>> {
    let mut out = Vec::with_capacity(text.len() * 3 / 4);
    let (mut acc, mut bits) = (0u32, 0u32);
    for c in text.bytes() {
        let v = ALPHABET.iter().position(|&a| a == c)? as u32;
        acc = acc << 6 | v;
        bits += 6;
        if bits >= 8 {
            bits -= 8;
            out.push((acc >> bits) as u8);
            acc &= (1 << bits) - 1;
        }
    }
    // Left-over bits must be the padding zeros of the last character, and a lone character
    // holds no byte.
    (acc == 0 && text.len() % 4 != 1).then_some(out)
}
