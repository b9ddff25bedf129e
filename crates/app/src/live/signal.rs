//! What the devices of a live game say through the relays before their direct connection
//! opens (and to open it again when it drops): the guest asks for a seat, the host offers a
//! connection, the guest answers it. The extras worker seals each text with the room's key
//! and signs it before a relay sees it (`ashtapada_relay`), so this format is about the
//! devices only.
//!
//! | signal | text |
//! |---|---|
//! | [`Signal::Hello`] | `hello <device> <seat>` |
//! | [`Signal::Offer`] | `offer <to> <connection>`, a line break, then the SDP |
//! | [`Signal::Answer`] | `answer <from> <connection>`, a line break, then the SDP |
//! | [`Signal::Taken`] | `taken <to> <seat>` |
//! | [`Signal::Watch`] | `watch <device>` |
//!
//! A device is 16 lowercase hexadecimal digits, a connection a decimal `u32`, a seat 0–3. The
//! reader is strict (single spaces, no sign or leading zero, an SDP of 1 to [`MAX_SDP`] bytes),
//! so that what it reads writes back as the very text: a relay's copy that was changed does
//! not read.

use std::fmt::Write as _;

/// The longest SDP a signal carries (what a browser writes for a data channel is 1–3 KB).
pub const MAX_SDP: usize = 8_192;

/// A message of the opening through relays.
#[derive(Debug, Clone, PartialEq, Eq)]
pub enum Signal {
    /// A guest's device asks for a seat (again after a drop, or a reload of the same link).
    Hello {
        /// The guest's device, as it names itself for this room.
        device: u64,
        /// The seat asked for, 0–3.
        seat: u8,
    },
    /// The host offers a connection to a guest's device.
    Offer {
        /// The guest's device.
        to: u64,
        /// The connection's id.
        connection: u32,
        /// The host's offer (SDP).
        sdp: String,
    },
    /// A guest's device answers the host's offer.
    Answer {
        /// The guest's device.
        from: u64,
        /// The connection's id, as offered.
        connection: u32,
        /// The guest's answer (SDP).
        sdp: String,
    },
    /// A device that opened a watch link asks to watch (again after a drop).
    Watch {
        /// The watching device, as it names itself for this room.
        device: u64,
    },
    /// The seat a device asked for is another's (seat 4: no room is left to watch).
    Taken {
        /// The device that asked.
        to: u64,
        /// The seat.
        seat: u8,
    },
}

impl Signal {
    /// The signal as text ([the format](self)).
    pub fn write(&self) -> String {
        let mut out = String::new();
        let _ = match self {
            Signal::Hello { device, seat } => write!(out, "hello {device:016x} {seat}"),
            Signal::Offer {
                to,
                connection,
                sdp,
            } => write!(out, "offer {:016x} {connection}\n{sdp}", to),
            Signal::Answer {
                from,
                connection,
                sdp,
            } => write!(out, "answer {:016x} {connection}\n{sdp}", from),
            Signal::Taken { to, seat } => write!(out, "taken {:016x} {seat}", to),
            Signal::Watch { device } => write!(out, "watch {device:016x}"),
        };
        out
    }

    /// Reads a signal ([the format](self)); `None` if it is none.
    pub fn read(text: &str) -> Option<Signal> {
        let (head, body) = match text.split_once('\n') {
            Some((head, body)) => (head, Some(body)),
            None => (text, None),
        };
        let words: Vec<&str> = head.split(' ').collect();
        let sdp = |body: Option<&str>| {
            body.filter(|s| !s.is_empty() && s.len() <= MAX_SDP)
                .map(str::to_string)
        };
        match (words.as_slice(), body) {
            (["hello", device, seat], None) => Some(Signal::Hello {
                device: device_of(device)?,
                seat: seat_of(seat)?,
            }),
            (["taken", to, seat], None) => Some(Signal::Taken {
                to: device_of(to)?,
                seat: if *seat == "4" { 4 } else { seat_of(seat)? },
            }),
            (["watch", device], None) => Some(Signal::Watch {
                device: device_of(device)?,
            }),
            (["offer", to, connection], s @ Some(_)) => Some(Signal::Offer {
                to: device_of(to)?,
                connection: number(connection)?,
                sdp: sdp(s)?,
            }),
            (["answer", from, connection], s @ Some(_)) => Some(Signal::Answer {
                from: device_of(from)?,
                connection: number(connection)?,
                sdp: sdp(s)?,
            }),
            _ => None,
        }
    }
}

fn device_of(word: &str) -> Option<u64> {
    let ok = word.len() == 16
        && word
            .bytes()
            .all(|b| b.is_ascii_digit() || (b'a'..=b'f').contains(&b));
    ok.then(|| u64::from_str_radix(word, 16).ok()).flatten()
}

fn seat_of(word: &str) -> Option<u8> {
    match word {
        "0" => Some(0),
        "1" => Some(1),
        "2" => Some(2),
        "3" => Some(3),
        _ => None,
    }
}

fn number(word: &str) -> Option<u32> {
    let canonical = !word.is_empty()
        && word.bytes().all(|b| b.is_ascii_digit())
        && (word == "0" || !word.starts_with('0'));
    canonical.then(|| word.parse().ok()).flatten()
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn every_signal_writes_as_its_format_says_and_reads_back() {
        let signals = [
            Signal::Hello {
                device: 0x00ab_cdef_0123_4567,
                seat: 2,
            },
            Signal::Offer {
                to: u64::MAX,
                connection: 7,
                sdp: "v=0\r\no=- 1 2 IN IP4 127.0.0.1\r\n".into(),
            },
            Signal::Answer {
                from: 1,
                connection: u32::MAX,
                sdp: "v=0\r\n".into(),
            },
            Signal::Taken { to: 5, seat: 0 },
            Signal::Watch { device: 9 },
            Signal::Taken { to: 5, seat: 4 },
        ];
        assert_eq!(signals[0].write(), "hello 00abcdef01234567 2");
        assert_eq!(signals[3].write(), "taken 0000000000000005 0");
        assert!(signals[1]
            .write()
            .starts_with("offer ffffffffffffffff 7\nv=0\r\n"));
        for signal in signals {
            assert_eq!(Signal::read(&signal.write()), Some(signal));
        }
    }

    #[test]
    fn a_changed_or_loose_signal_does_not_read() {
        for text in [
            "",
            "hello",
            "hello 00abcdef01234567",
            "hello 00abcdef01234567 4",
            "hello 00ABCDEF01234567 1",
            "hello 0abcdef01234567 1",
            "hello  00abcdef01234567 1",
            "hello 00abcdef01234567 1\n",
            "hello 00abcdef01234567 1\nv=0",
            "offer 00abcdef01234567 7",
            "offer 00abcdef01234567 7\n",
            "offer 00abcdef01234567 07\nv=0",
            "offer 00abcdef01234567 +7\nv=0",
            "offer 00abcdef01234567 4294967296\nv=0",
            "answer 00abcdef01234567\nv=0",
            "taken 00abcdef01234567 -1",
            "bye",
        ] {
            assert_eq!(Signal::read(text), None, "{text:?}");
        }
        let long = format!("offer 0000000000000001 1\n{}", "a".repeat(MAX_SDP + 1));
        assert_eq!(Signal::read(&long), None);
    }
}
