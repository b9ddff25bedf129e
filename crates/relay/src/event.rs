//! Nostr events (NIP-01): a device's throwaway key, and the signed events that carry a room's
//! sealed messages.
//!
//! An event's `id` is the SHA-256 of its NIP-01 serialization, `[0,pubkey,created_at,kind,tags,
//! content]` written as compact JSON (serde_json escapes as NIP-01 asks: `\n`, `\"`, `\\`,
//! `\r`, `\t`, `\b`, `\f`, other control characters as `\u00xx`, everything else as is); its
//! `sig` is a BIP-340 Schnorr signature of the id by `pubkey`. Relays check both; so does
//! [`Event::verify`], since a relay may not.

use k256::schnorr::{Signature, SigningKey, VerifyingKey};
use serde::{Deserialize, Serialize};
use sha2::{Digest, Sha256};

use crate::error::RelayError;
use crate::text::{hex, unhex};

/// The kind of live play's events: ephemeral (NIP-01: relays keep no event of a kind in
/// 20000–29999, they only pass it on to the subscriptions open at the time).
pub const KIND: u16 = 25_050;

/// A device's throwaway Nostr key, made from the caller's 32 random bytes.
#[derive(Clone)]
pub struct Identity {
    key: SigningKey,
}

impl std::fmt::Debug for Identity {
    /// The public key only.
    fn fmt(&self, f: &mut std::fmt::Formatter<'_>) -> std::fmt::Result {
        write!(f, "Identity({})", self.public())
    }
}

impl Identity {
    /// The identity of a secret key; `None` if the bytes are not one (zero, or not below the
    /// curve's order: draw again).
    pub fn from_seed(seed: [u8; 32]) -> Option<Identity> {
        SigningKey::from_bytes(&seed)
            .ok()
            .map(|key| Identity { key })
    }

    /// The public key as Nostr writes it: the x coordinate, 64 lowercase hex characters.
    pub fn public(&self) -> String {
        hex(&self.key.verifying_key().to_bytes())
    }

    /// The BIP-340 signature of `message` with the auxiliary randomness `aux`.
    pub fn sign(&self, message: &[u8], aux: [u8; 32]) -> [u8; 64] {
        self.key
            .sign_raw(message, &aux)
            // Signing fails only for a nonce of zero, with negligible probability.
            .expect("BIP-340 signing succeeds")
            .to_bytes()
    }
}

/// A Nostr event, with NIP-01's field names.
#[derive(Debug, Clone, PartialEq, Eq, Serialize, Deserialize)]
pub struct Event {
    /// SHA-256 of the serialization, 64 lowercase hex characters.
    pub id: String,
    /// The author's public key, 64 lowercase hex characters.
    pub pubkey: String,
    /// Seconds since 1970 (the author's clock).
    pub created_at: u64,
    /// What the event is; live play's is [`KIND`].
    pub kind: u16,
    /// Tags, each a name and values; live play's events have one, `["x", room tag]`.
    pub tags: Vec<Vec<String>>,
    /// The content; live play's is a sealed message ([`crate::seal`]).
    pub content: String,
    /// The BIP-340 signature of the id, 128 lowercase hex characters.
    pub sig: String,
}

impl Event {
    /// Live play's event: kind [`KIND`], tagged `["x", tag]` with the room's tag, signed by
    /// `identity` with the auxiliary randomness `aux`.
    pub fn signed(
        identity: &Identity,
        created_at: u64,
        tag: &str,
        content: String,
        aux: [u8; 32],
    ) -> Event {
        let tags = vec![vec!["x".to_string(), tag.to_string()]];
        Event::sign(identity, created_at, KIND, tags, content, aux)
    }

    /// Any event, signed by `identity` (tests and the relay's tests use other kinds).
    pub fn sign(
        identity: &Identity,
        created_at: u64,
        kind: u16,
        tags: Vec<Vec<String>>,
        content: String,
        aux: [u8; 32],
    ) -> Event {
        let mut event = Event {
            id: String::new(),
            pubkey: identity.public(),
            created_at,
            kind,
            tags,
            content,
            sig: String::new(),
        };
        let id = event.hash();
        event.id = hex(&id);
        event.sig = hex(&identity.sign(&id, aux));
        event
    }

    /// The SHA-256 of the event's NIP-01 serialization: what its `id` should be.
    pub fn hash(&self) -> [u8; 32] {
        let serialized = serde_json::to_string(&(
            0,
            &self.pubkey,
            self.created_at,
            self.kind,
            &self.tags,
            &self.content,
        ))
        .expect("strings and numbers serialize");
        Sha256::digest(serialized.as_bytes()).into()
    }

    /// The value of the event's first `x` tag: the room it is for.
    pub fn room_tag(&self) -> Option<&str> {
        self.tags
            .iter()
            .find(|t| t.first().is_some_and(|name| name == "x"))
            .and_then(|t| t.get(1))
            .map(String::as_str)
    }

    /// Whether the event is what it says: fields of their shapes, the id the hash of the event,
    /// the signature the author's.
    pub fn verify(&self) -> Result<(), RelayError> {
        let id = unhex::<32>(&self.id).ok_or(RelayError::Shape("id"))?;
        let pubkey = unhex::<32>(&self.pubkey).ok_or(RelayError::Shape("pubkey"))?;
        let sig = unhex::<64>(&self.sig).ok_or(RelayError::Shape("sig"))?;
        if self.hash() != id {
            return Err(RelayError::Id);
        }
        let key = VerifyingKey::from_bytes(&pubkey).map_err(|_| RelayError::Shape("pubkey"))?;
        let sig = Signature::try_from(&sig[..]).map_err(|_| RelayError::Signature)?;
        key.verify_raw(&id, &sig).map_err(|_| RelayError::Signature)
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    fn bytes<const N: usize>(text: &str) -> [u8; N] {
        unhex(&text.to_lowercase()).expect("hex")
    }

    /// BIP-340's test vector 1.
    #[test]
    fn signs_as_bip340_says() {
        let identity = Identity::from_seed(bytes(
            "B7E151628AED2A6ABF7158809CF4F3C762E7160F38B4DA56A784D9045190CFEF",
        ))
        .unwrap();
        assert_eq!(
            identity.public(),
            "dff1d77f2a671c5f36183726db2341be58feae1da2deced843240f7b502ba659"
        );
        let sig = identity.sign(
            &bytes::<32>("243F6A8885A308D313198A2E03707344A4093822299F31D0082EFA98EC4E6C89"),
            bytes("0000000000000000000000000000000000000000000000000000000000000001"),
        );
        assert_eq!(
            hex(&sig),
            "6896bd60eeae296db48a229ff71dfe071bde413e6d43f917dc8dcf8c78de3341\
             8906d11ac976abccb20b091292bff4ea897efcb639ea871cfa95f6de339e4b0a"
        );
    }

    #[test]
    fn seeds_that_are_no_keys_are_refused() {
        assert!(Identity::from_seed([0; 32]).is_none());
        assert!(Identity::from_seed([0xff; 32]).is_none());
        assert!(Identity::from_seed([1; 32]).is_some());
    }

    #[test]
    fn the_id_hashes_nip01_serialization() {
        let identity = Identity::from_seed([1; 32]).unwrap();
        let content = "a\"b\\c\nd\re\tf\u{8}g\u{c}h\u{1}i/é♞\u{2028}".to_string();
        let event = Event::signed(&identity, 1_700_000_000, "ab", content, [0; 32]);
        let expected = format!(
            "[0,\"{}\",1700000000,25050,[[\"x\",\"ab\"]],\"a\\\"b\\\\c\\nd\\re\\tf\\bg\\fh\\u0001i/é♞\u{2028}\"]",
            identity.public()
        );
        assert_eq!(event.id, hex(&Sha256::digest(expected.as_bytes())));
        assert_eq!(event.room_tag(), Some("ab"));
        assert_eq!(event.verify(), Ok(()));
    }

    #[test]
    fn a_changed_event_is_refused() {
        let identity = Identity::from_seed([1; 32]).unwrap();
        let event = Event::signed(&identity, 5, "ab", "hello".into(), [9; 32]);
        assert_eq!(event.verify(), Ok(()));
        let changed = |f: fn(&mut Event)| {
            let mut e = event.clone();
            f(&mut e);
            e.verify()
        };
        assert_eq!(changed(|e| e.content.push('!')), Err(RelayError::Id));
        assert_eq!(changed(|e| e.created_at += 1), Err(RelayError::Id));
        assert_eq!(changed(|e| e.tags[0][1] = "cd".into()), Err(RelayError::Id));
        let first = |e: &mut Event| {
            let c = if e.id.starts_with('0') { "1" } else { "0" };
            e.id.replace_range(0..1, c);
        };
        assert_eq!(changed(first), Err(RelayError::Id));
        assert_eq!(
            changed(|e| e.id = e.id.to_uppercase()),
            Err(RelayError::Shape("id"))
        );
        assert_eq!(
            changed(|e| e.sig.truncate(126)),
            Err(RelayError::Shape("sig"))
        );
        assert_eq!(
            changed(|e| e.pubkey.push('0')),
            Err(RelayError::Shape("pubkey"))
        );
        let mut forged = event.clone();
        let last = if forged.sig.ends_with('0') { "1" } else { "0" };
        forged.sig.replace_range(127.., last);
        assert_eq!(forged.verify(), Err(RelayError::Signature));
        // Signed again by another key, under the first one's name.
        let other = Identity::from_seed([2; 32]).unwrap();
        let mut stolen = Event::signed(&other, 5, "ab", "hello".into(), [9; 32]);
        stolen.pubkey = event.pubkey.clone();
        stolen.id = hex(&stolen.hash());
        assert_eq!(stolen.verify(), Err(RelayError::Signature));
    }
}
