//! A room's key, and the sealing of its messages.
//!
//! The key travels only in the invitation link's fragment, which browsers never send to a
//! server. Relays see the room's [`RoomKey::tag`], a hash of the key under its own label, to
//! route events; the messages themselves are sealed with another hash of the key (ChaCha20-
//! Poly1305), so that neither a relay nor anyone reading it can read or change them.

use chacha20poly1305::aead::Aead;
use chacha20poly1305::{ChaCha20Poly1305, Key, KeyInit, Nonce};
use sha2::{Digest, Sha256};

use crate::error::RelayError;
use crate::text::{base64url, hex, unbase64url};

/// The label of the room tag's hash.
const TAG_LABEL: &[u8] = b"ashtapada/room/1";
/// The label of the sealing key's hash.
const SEAL_LABEL: &[u8] = b"ashtapada/seal/1";
/// Bytes of a nonce.
const NONCE: usize = 12;
/// Bytes of the authentication tag after the ciphertext.
const AUTH_TAG: usize = 16;
/// The longest sealed text [`unseal`] reads (as [`crate::MAX_TEXT`]).
const MAX_SEALED: usize = crate::wire::MAX_TEXT;

/// The secret of a room: 32 random bytes (the caller's), shared by the invitation link's
/// fragment only.
#[derive(Clone, PartialEq, Eq)]
pub struct RoomKey(pub [u8; 32]);

impl std::fmt::Debug for RoomKey {
    /// The tag only: a key printed in a log would no longer be a secret.
    fn fmt(&self, f: &mut std::fmt::Formatter<'_>) -> std::fmt::Result {
        write!(f, "RoomKey(tag {})", self.tag())
    }
}

impl RoomKey {
    /// The key as the invitation link carries it: base64url without padding, 43 characters.
    pub fn to_text(&self) -> String {
        base64url(&self.0)
    }

    /// The key of a text [`RoomKey::to_text`] wrote; any other text is `None`.
    pub fn from_text(text: &str) -> Option<RoomKey> {
        if text.len() != 43 {
            return None;
        }
        unbase64url(text)?.try_into().ok().map(RoomKey)
    }

    /// The room's tag, as relays see it (the events' `x` tag): the first 16 bytes of
    /// SHA-256(`ashtapada/room/1` ‖ key), lowercase hex. A relay cannot find the key from it.
    pub fn tag(&self) -> String {
        hex(&labelled(TAG_LABEL, &self.0)[..16])
    }

    fn cipher(&self) -> ChaCha20Poly1305 {
        ChaCha20Poly1305::new(Key::from_slice(&labelled(SEAL_LABEL, &self.0)))
    }
}

/// SHA-256(label ‖ key).
fn labelled(label: &[u8], key: &[u8; 32]) -> [u8; 32] {
    Sha256::new()
        .chain_update(label)
        .chain_update(key)
        .finalize()
        .into()
}

/// `plain`, sealed with the room's key: base64url(nonce ‖ ciphertext ‖ tag). The nonce is the
/// caller's randomness, and must never be used twice with one key.
pub fn seal(key: &RoomKey, nonce: [u8; 12], plain: &[u8]) -> String {
    let sealed = key
        .cipher()
        .encrypt(Nonce::from_slice(&nonce), plain)
        // Encryption fails only past 256 GiB of plain text.
        .expect("a message of a sane length seals");
    let mut bytes = Vec::with_capacity(NONCE + sealed.len());
    bytes.extend_from_slice(&nonce);
    bytes.extend_from_slice(&sealed);
    base64url(&bytes)
}

/// The plain bytes of a text [`seal`] wrote with this key; a text sealed with another key, or
/// changed in any way, is refused.
pub fn unseal(key: &RoomKey, text: &str) -> Result<Vec<u8>, RelayError> {
    if text.len() > MAX_SEALED {
        return Err(RelayError::TooLong(text.len()));
    }
    let bytes = unbase64url(text).ok_or(RelayError::Sealed)?;
    if bytes.len() < NONCE + AUTH_TAG {
        return Err(RelayError::Sealed);
    }
    let (nonce, sealed) = bytes.split_at(NONCE);
    key.cipher()
        .decrypt(Nonce::from_slice(nonce), sealed)
        .map_err(|_| RelayError::Sealed)
}

#[cfg(test)]
mod tests {
    use super::*;

    const KEY: RoomKey = RoomKey([7; 32]);

    #[test]
    fn the_key_reads_back_from_its_text() {
        let key = RoomKey(core::array::from_fn(|i| (i * 29 + 3) as u8));
        let text = key.to_text();
        assert_eq!(text.len(), 43);
        assert_eq!(RoomKey::from_text(&text), Some(key.clone()));
        assert_eq!(KEY.to_text(), "BwcHBwcHBwcHBwcHBwcHBwcHBwcHBwcHBwcHBwcHBwc");
        assert_eq!(RoomKey::from_text(&text[..42]), None);
        assert_eq!(RoomKey::from_text(&format!("{text}A")), None);
        assert_eq!(RoomKey::from_text(&format!("{text}=")), None);
        // The last character holds two stray bits.
        assert_eq!(
            RoomKey::from_text("BwcHBwcHBwcHBwcHBwcHBwcHBwcHBwcHBwcHBwcHBwd"),
            None
        );
        assert!(
            !format!("{key:?}").contains(&text),
            "Debug keeps the secret"
        );
    }

    #[test]
    fn the_tag_is_stable_and_tells_nothing_of_the_key() {
        let tag = KEY.tag();
        // SHA-256(b"ashtapada/room/1" ‖ [7; 32]), by Python's hashlib.
        assert_eq!(tag, "91d5d07e08671f6725a5195b4d8ef5b4");
        assert_eq!(tag.len(), 32);
        assert_ne!(tag, KEY.to_text());
        assert!(!tag.contains(&hex(&KEY.0[..4])));
        assert_ne!(RoomKey([8; 32]).tag(), tag);
    }

    #[test]
    fn what_is_sealed_unseals_with_its_key_only() {
        let plain = "1. Nf3 — à toi".as_bytes();
        let text = seal(&KEY, [1; 12], plain);
        assert_eq!(unseal(&KEY, &text).as_deref(), Ok(plain));
        assert_eq!(unseal(&RoomKey([8; 32]), &text), Err(RelayError::Sealed));
        // Every byte flipped is refused: the nonce, the ciphertext and the tag.
        let bytes = unbase64url(&text).unwrap();
        for i in 0..bytes.len() {
            let mut changed = bytes.clone();
            changed[i] ^= 1;
            assert_eq!(
                unseal(&KEY, &base64url(&changed)),
                Err(RelayError::Sealed),
                "byte {i}"
            );
        }
        assert_eq!(
            unseal(&KEY, &text[..text.len() - 1]),
            Err(RelayError::Sealed)
        );
        assert_eq!(unseal(&KEY, ""), Err(RelayError::Sealed));
        assert_eq!(unseal(&KEY, "not base64!"), Err(RelayError::Sealed));
        // Empty messages seal too, and another nonce gives another text.
        let empty = seal(&KEY, [2; 12], b"");
        assert_eq!(unseal(&KEY, &empty), Ok(Vec::new()));
        assert_ne!(seal(&KEY, [2; 12], plain), text);
    }
}
