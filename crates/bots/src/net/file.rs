//! The weights files: a header that says what the file holds, the numbers, and a checksum.
//!
//! Two kinds of file share the format: the integer network's weights (read by
//! [`Net::from_bytes`](super::Net::from_bytes)) and training's checkpoints of the float
//! network (the `train` feature's `Trainer::from_checkpoint`). A corrupt or truncated file is
//! an error ([`NetError`]), never a panic.

use super::inputs::INPUTS;
use super::rows::HIDDEN;
use std::fmt;

/// Why a weights file could not be read.
#[derive(Clone, Debug, PartialEq, Eq)]
pub enum NetError {
    /// The file ends early.
    Truncated,
    /// Not a weights file of this kind, or of another version.
    Format(&'static str),
    /// The inputs and hidden units differ from this build's.
    Shape {
        /// The file's inputs.
        inputs: u32,
        /// The file's hidden units.
        hidden: u32,
    },
    /// The checksum does not match: the file is corrupt.
    Checksum,
    /// Bytes follow the checksum.
    Trailing,
}

impl fmt::Display for NetError {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        match self {
            NetError::Truncated => write!(f, "the weights file is truncated"),
            NetError::Format(what) => write!(f, "not a weights file: {what}"),
            NetError::Shape { inputs, hidden } => write!(
                f,
                "the weights file has {inputs} inputs and {hidden} hidden units; this build has {INPUTS} and {HIDDEN}"
            ),
            NetError::Checksum => write!(f, "the weights file is corrupt (checksum mismatch)"),
            NetError::Trailing => write!(f, "the weights file has bytes after its checksum"),
        }
    }
}

impl std::error::Error for NetError {}

/// What every file starts with.
const MAGIC: &[u8; 6] = b"ASHNET";
/// The version written: 2 added the residual byte after the kind.
const VERSION: u8 = 2;
/// The kind of a file of integer weights.
pub(crate) const KIND_INT: u8 = 0;
/// The kind of a training checkpoint: the float weights and the inputs seen.
pub(crate) const KIND_CHECKPOINT: u8 = 1;

/// A file's header: the magic, the version, the `kind`, whether the network is `residual`, the
/// ruleset's id, the shape ([`INPUTS`], [`HIDDEN`]) and the games trained.
pub(crate) fn header(kind: u8, ruleset: &str, games: u64, residual: bool) -> Vec<u8> {
    let mut out = MAGIC.to_vec();
    out.push(VERSION);
    out.push(kind);
    out.push(u8::from(residual));
    let id = ruleset.as_bytes();
    out.push(id.len().min(255) as u8);
    out.extend(&id[..id.len().min(255)]);
    out.extend((INPUTS as u32).to_le_bytes());
    out.extend((HIDDEN as u32).to_le_bytes());
    out.extend(games.to_le_bytes());
    out
}

/// FNV-1a, the checksum.
fn fnv(bytes: &[u8]) -> u64 {
    bytes.iter().fold(0xcbf2_9ce4_8422_2325, |h, &b| {
        (h ^ u64::from(b)).wrapping_mul(0x0100_0000_01b3)
    })
}

/// The file `out` with its checksum appended.
pub(crate) fn seal(mut out: Vec<u8>) -> Vec<u8> {
    let sum = fnv(&out);
    out.extend(sum.to_le_bytes());
    out
}

/// Reads a file's fields in order.
pub(crate) struct Reader<'a> {
    bytes: &'a [u8],
    at: usize,
    /// The header's ruleset id.
    pub(crate) ruleset: String,
    /// The header's games trained.
    pub(crate) games: u64,
    /// The header's residual flag.
    pub(crate) residual: bool,
}

impl<'a> Reader<'a> {
    /// Checks the checksum and reads the header of a file of `kind`.
    pub(crate) fn open(bytes: &'a [u8], kind: u8) -> Result<Reader<'a>, NetError> {
        if bytes.len() < MAGIC.len() + 2 + 8 {
            return Err(NetError::Truncated);
        }
        if &bytes[..MAGIC.len()] != MAGIC {
            return Err(NetError::Format("no ASHNET magic"));
        }
        let version = bytes[MAGIC.len()];
        if !(1..=VERSION).contains(&version) {
            return Err(NetError::Format("another version"));
        }
        if bytes[MAGIC.len() + 1] != kind {
            return Err(NetError::Format(if kind == KIND_INT {
                "a training checkpoint, not integer weights"
            } else {
                "integer weights, not a training checkpoint"
            }));
        }
        let (body, sum) = bytes.split_at(bytes.len() - 8);
        let mut r = Reader {
            bytes: body,
            at: MAGIC.len() + 2,
            ruleset: String::new(),
            games: 0,
            residual: false,
        };
        if version >= 2 {
            r.residual = match r.take(1)?[0] {
                0 => false,
                1 => true,
                _ => return Err(NetError::Format("an unknown network kind")),
            };
        }
        let len = usize::from(r.take(1)?[0]);
        let id = r.take(len)?;
        r.ruleset = String::from_utf8_lossy(id).into_owned();
        let inputs = r.u32()?;
        let hidden = r.u32()?;
        if (inputs as usize, hidden as usize) != (INPUTS, HIDDEN) {
            return Err(NetError::Shape { inputs, hidden });
        }
        r.games = r.u64()?;
        // The length is known now: a short file is truncated rather than corrupt.
        let params = match kind {
            KIND_INT => INPUTS * HIDDEN * 2 + HIDDEN * 4 + HIDDEN * 2 + 4,
            KIND_CHECKPOINT => INPUTS * HIDDEN * 4 + HIDDEN * 4 * 2 + 4 + INPUTS,
            _ => return Err(NetError::Format("an unknown kind of file")),
        };
        match (r.at + params).cmp(&body.len()) {
            std::cmp::Ordering::Greater => return Err(NetError::Truncated),
            std::cmp::Ordering::Less => return Err(NetError::Trailing),
            std::cmp::Ordering::Equal => {}
        }
        if fnv(body).to_le_bytes() != sum {
            return Err(NetError::Checksum);
        }
        Ok(r)
    }

    /// The next `n` bytes.
    pub(crate) fn take(&mut self, n: usize) -> Result<&'a [u8], NetError> {
        let s = self
            .bytes
            .get(self.at..self.at + n)
            .ok_or(NetError::Truncated)?;
        self.at += n;
        Ok(s)
    }

    fn array<const N: usize>(&mut self) -> Result<[u8; N], NetError> {
        let mut a = [0; N];
        a.copy_from_slice(self.take(N)?);
        Ok(a)
    }

    pub(crate) fn i16(&mut self) -> Result<i16, NetError> {
        Ok(i16::from_le_bytes(self.array()?))
    }

    pub(crate) fn i32(&mut self) -> Result<i32, NetError> {
        Ok(i32::from_le_bytes(self.array()?))
    }

    fn u32(&mut self) -> Result<u32, NetError> {
        Ok(u32::from_le_bytes(self.array()?))
    }

    fn u64(&mut self) -> Result<u64, NetError> {
        Ok(u64::from_le_bytes(self.array()?))
    }

    // Only checkpoints hold floats.
    #[cfg(feature = "train")]
    pub(crate) fn f32(&mut self) -> Result<f32, NetError> {
        Ok(f32::from_le_bytes(self.array()?))
    }

    /// Checks that every byte before the checksum was read.
    pub(crate) fn finish(&self) -> Result<(), NetError> {
        if self.at == self.bytes.len() {
            Ok(())
        } else {
            Err(NetError::Trailing)
        }
    }
}
