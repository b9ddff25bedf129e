//! Why a text was refused: one error type for every reader of the crate, shown to people (a
//! relay's `OK … "invalid: …"` carries its words) and matched on by tests.

/// Why a relay message, an event or a sealed text was refused.
#[derive(Debug, Clone, PartialEq, Eq, thiserror::Error)]
pub enum RelayError {
    /// The text is longer than the reader takes ([`crate::MAX_TEXT`]).
    #[error("too long: {0} bytes")]
    TooLong(usize),
    /// The text is not the JSON that was expected.
    #[error("malformed: {0}")]
    Malformed(String),
    /// A message of a type this crate does not read (`AUTH`, `COUNT`, …).
    #[error("unknown message type {0:?}")]
    Unknown(String),
    /// An event field that does not have its shape (`id` or `pubkey` not 64 lowercase hex
    /// characters, `sig` not 128).
    #[error("bad {0}")]
    Shape(&'static str),
    /// An event whose `id` is not the hash of its content.
    #[error("id does not match the event")]
    Id,
    /// An event whose signature is not its author's.
    #[error("bad signature")]
    Signature,
    /// A sealed text that is not base64url, is too short, or does not open with the key (wrong
    /// key, or changed on the way).
    #[error("cannot unseal")]
    Sealed,
}
