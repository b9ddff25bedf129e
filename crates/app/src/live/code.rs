//! The opening exchange of live play: the host's invitation and the guest's answer, as text that
//! travels the way game links do (a link, a QR code, a message), since there is no server to
//! carry it.
//!
//! A browser's connection offer (its SDP) is a page of text, most of it the same for every data
//! channel. A [`Description`] keeps only what differs from one connection to the next (the ICE
//! user name and password, the DTLS certificate's SHA-256 fingerprint, the candidates' addresses
//! and ports) and [`Description::to_sdp`] writes the rest back, so that an invitation stays
//! short enough for a messenger and a QR code.
//!
//! # From the SDP ([`Description::from_sdp`])
//!
//! - `a=ice-ufrag`, `a=ice-pwd` and `a=fingerprint:sha-256` are taken where they first appear
//!   (session or media level); one missing or out of bounds is [`CodeError::BadDescription`].
//! - Candidates of component 1 only (a data channel is bundled and muxed: there is no other),
//!   of type `host`, `srflx`, `prflx` or `relay`, whose address is an IPv4 or IPv6 literal, an
//!   mDNS name `<uuid>.local`, or a host name of at most 64 bytes of `[A-Za-z0-9.-]`; the
//!   others are left out. The foundation, the priority and the extensions (`generation`,
//!   `network-id`, `network-cost`, `ufrag`) are not kept: they are rebuilt or not needed.
//! - TCP candidates: `tcptype active` always has port 9 (RFC 6544 §4.5) and `passive` a real
//!   port, so the port alone tells them apart ([`Candidate::tcp`] and port 9: active, another
//!   port: passive). A passive candidate on port 9 and `tcptype so` (which browsers do not
//!   gather) are left out, and an active one's port is read as 9.
//! - At most [`MAX_CANDIDATES`]: the UDP candidates first, then TCP ones while there is room,
//!   each in the order of the SDP (which is the browser's order of preference).
//!
//! # Invitation (`live=…`)
//!
//! The fragment is `live=` and the base64url text (no padding) of these bytes:
//!
//! | part | bytes |
//! |---|---|
//! | magic | `0xA9` (a game link's `0xA8`, + 1): another site's text, or a game link, is told apart |
//! | version | `1` |
//! | length | varint: the bytes from here to the checksum, so that a cut code says it was cut |
//! | id | varint: which invitation an answer answers |
//! | offered | the seats offered, one bit a seat (bit *i*: seat *i*) |
//! | description | see below |
//! | game | the rest: the bytes of the game link (its `g=` fragment's base64url, decoded), which carry their own checksum too |
//! | checksum | the last 4 bytes: FNV-1a of everything before, to catch a changed character |
//!
//! # Answer (`answer=…`)
//!
//! The same with magic `0xAA` and, after the length: the id (varint), the seat taken (one
//! byte, 0–3), the description; then the checksum.
//!
//! # Description
//!
//! | part | bytes |
//! |---|---|
//! | ufrag | varint length (1–32), then its ICE characters, 6 bits each (the 64 of `[A-Za-z0-9+/]`, in that order), low bits first, the last byte's spare bits zero |
//! | pwd | the same (22–256 characters) |
//! | fingerprint | the certificate's SHA-256, 32 bytes |
//! | candidates | a count (0–8), then per candidate a flags byte: bits 0–1 its kind (host, srflx, prflx, relay), bit 2 TCP, bits 3–4 its address's form, bit 5 a related address follows, bits 6–7 that address's form; its address, its port (2 bytes, big-endian), then the related address and port |
//!
//! An address's form: 0 IPv4 (4 bytes), 1 IPv6 (16 bytes), 2 mDNS (the UUID's 16 bytes),
//! 3 a host name (a length byte, 1–64, and its ASCII).
//!
//! # Reading
//!
//! The text is taken from a whole address (after its `#`), a fragment with or without `#`, or
//! the bare code; ASCII whitespace anywhere is dropped (messengers wrap long lines). The
//! reader checks, in this order: the prefix, where there is one (the other code's, or a game
//! link's, is [`CodeError::Foreign`]), the magic ([`CodeError::Foreign`] too), the version
//! ([`CodeError::Future`]), the length against what arrived ([`CodeError::Truncated`]), the
//! checksum ([`CodeError::Checksum`]), then every field: its bounds and that nothing is left
//! over ([`CodeError::BadDescription`]), the seats ([`CodeError::BadSeat`]: offered seats are
//! seats of the game; a seat taken is one of 0–3), and the game through the link reader
//! ([`CodeError::Game`]). What a reader accepts, the writer writes back as the same text.

use std::fmt::Write as _;
use std::net::{Ipv4Addr, Ipv6Addr};

use super::super::link::{self, base64url, fnv1a, from_base64url, varint, LinkError, Reader};

/// A connection's description as the pages exchange it: what rebuilds its SDP.
#[derive(Debug, Clone, PartialEq, Eq)]
pub struct Description {
    /// The ICE user name fragment (`a=ice-ufrag`): 1–32 ICE characters.
    pub ufrag: String,
    /// The ICE password (`a=ice-pwd`): 22–256 ICE characters.
    pub pwd: String,
    /// The SHA-256 fingerprint of the DTLS certificate (`a=fingerprint:sha-256`).
    pub fingerprint: [u8; 32],
    /// Where the other page may reach this one, in order of preference: at most
    /// [`MAX_CANDIDATES`].
    pub candidates: Vec<Candidate>,
}

/// An ICE candidate: an address and port where a page may be reached.
#[derive(Debug, Clone, PartialEq, Eq)]
pub struct Candidate {
    /// TCP rather than UDP: port 9 is `tcptype active`, another port `tcptype passive`.
    pub tcp: bool,
    /// The candidate's address.
    pub address: Address,
    /// The candidate's port.
    pub port: u16,
    /// How the candidate was found.
    pub kind: CandidateKind,
    /// The related address and port (`raddr`, `rport`), where the SDP gives them.
    pub related: Option<(Address, u16)>,
}

/// A candidate's address.
#[derive(Debug, Clone, PartialEq, Eq)]
pub enum Address {
    /// An IPv4 address.
    V4([u8; 4]),
    /// An IPv6 address.
    V6([u8; 16]),
    /// `<uuid>.local`: the mDNS name a browser gives its local address, to keep it private.
    Mdns([u8; 16]),
    /// Any other host name, ≤ 64 bytes of `[A-Za-z0-9.-]`, which no other form reads.
    Name(String),
}

/// How a candidate was found (RFC 8445 §5.1.1).
#[derive(Debug, Clone, Copy, PartialEq, Eq)]
pub enum CandidateKind {
    /// An address of this device.
    Host,
    /// An address a STUN server saw (server-reflexive).
    Srflx,
    /// An address the other page saw (peer-reflexive).
    Prflx,
    /// An address of a TURN server relaying for this device.
    Relay,
}

/// An invitation to play live: `live=…` in a page address's fragment.
#[derive(Debug, Clone, PartialEq, Eq)]
pub struct Invite {
    /// Tells this invitation apart, so that an answer to an older one is recognised.
    pub id: u32,
    /// The seats offered: bit *i* is seat *i* (1–15, and seats of the game).
    pub offered: u8,
    /// The host's connection offer.
    pub description: Description,
    /// The game, as a game link's fragment `g=…` ([`link::write`]'s output).
    pub game: String,
}

/// The guest's answer: a code (and `answer=…` as a link's fragment).
#[derive(Debug, Clone, PartialEq, Eq)]
pub struct Reply {
    /// The id of the invitation answered.
    pub id: u32,
    /// The seat taken, 0–3.
    pub seat: u8,
    /// The guest's connection answer.
    pub description: Description,
}

/// An invitation through relays (version 2): the one link a friend opens, with nothing to
/// send back. The devices find each other in a room of the relays named, by a tag derived
/// from the key, and say everything there sealed with the key, which travels only in the
/// link's fragment (no server sees it).
#[derive(Debug, Clone, PartialEq, Eq)]
pub struct RoomInvite {
    /// Tells this invitation apart (as [`Invite::id`]).
    pub id: u32,
    /// The seats offered: bit *i* is seat *i* (and seats of the game); 0 for a watch link,
    /// which offers none (its device watches, read-only).
    pub offered: u8,
    /// The room's secret key.
    pub key: [u8; 32],
    /// The relays the host listens on: 1 to [`MAX_RELAYS`] addresses ([`relay_url`]).
    pub relays: Vec<String>,
    /// The game, as a game link's fragment `g=…`.
    pub game: String,
}

/// Whether `url` is a relay's address an invitation may name: `wss://` (or `ws://`, for a
/// relay on this machine or network), at most [`MAX_RELAY_URL`] bytes of URL characters
/// without spaces, quotes or angle brackets (it is shown in the Settings, and handed to the
/// browser's WebSocket).
pub fn relay_url(url: &str) -> bool {
    let rest = url
        .strip_prefix("wss://")
        .or_else(|| url.strip_prefix("ws://"));
    rest.is_some_and(|r| {
        !r.is_empty()
            && url.len() <= MAX_RELAY_URL
            && r.bytes()
                .all(|b| b.is_ascii_alphanumeric() || b".-_~:/?#[]@!$&()*+,;=%".contains(&b))
    })
}

/// Why an invitation or an answer cannot be used.
#[derive(Debug, Clone, PartialEq, Eq)]
pub enum CodeError {
    /// The text is no code (no base64url text, or nothing).
    NotACode,
    /// The code is of another site, or of another kind: an answer where an invitation was
    /// expected, an invitation where an answer was, a game link.
    Foreign,
    /// The code was written by a later version of the game.
    Future(u8),
    /// The code ends early (a messenger cut it?).
    Truncated,
    /// A character was changed (the checksum does not match).
    Checksum,
    /// The connection's description does not read (or breaks its bounds).
    BadDescription,
    /// The seats offered or taken are not seats of the game.
    BadSeat,
    /// The invitation's game does not read.
    Game(LinkError),
}

impl CodeError {
    /// The error as the extras worker names it to the page ([`CodeError::from_token`] reads
    /// it back): a word, and the version for [`CodeError::Future`]. [`CodeError::Game`] is
    /// never sent (the page reads the game itself) and reads back as no code.
    pub fn token(&self) -> String {
        match self {
            CodeError::NotACode | CodeError::Game(_) => "none".into(),
            CodeError::Foreign => "foreign".into(),
            CodeError::Future(v) => format!("future{v}"),
            CodeError::Truncated => "truncated".into(),
            CodeError::Checksum => "checksum".into(),
            CodeError::BadDescription => "description".into(),
            CodeError::BadSeat => "seat".into(),
        }
    }

    /// The error a token names ([`CodeError::token`]); an unknown one is no code.
    pub fn from_token(token: &str) -> CodeError {
        match token {
            "foreign" => CodeError::Foreign,
            "truncated" => CodeError::Truncated,
            "checksum" => CodeError::Checksum,
            "description" => CodeError::BadDescription,
            "seat" => CodeError::BadSeat,
            t => match t.strip_prefix("future").and_then(|v| v.parse().ok()) {
                Some(v) => CodeError::Future(v),
                None => CodeError::NotACode,
            },
        }
    }
}

/// The fragment's prefix of an invitation.
pub const INVITE_PREFIX: &str = "live=";
/// The fragment's prefix of an answer.
pub const REPLY_PREFIX: &str = "answer=";
/// The code format of an invitation or an answer carried by hand (the code exchange).
pub const VERSION: u8 = 1;
/// The format of an invitation through relays ([`RoomInvite`]): the latest this page reads.
pub const ROOM_VERSION: u8 = 2;
/// The most relays an invitation names.
pub const MAX_RELAYS: usize = 8;
/// The longest relay address, in bytes.
pub const MAX_RELAY_URL: usize = 200;
/// The most candidates a description keeps.
pub const MAX_CANDIDATES: usize = 8;
/// The longest host name a candidate keeps, in bytes.
pub const MAX_NAME: usize = 64;

/// The first byte of an invitation's bytes.
const INVITE_MAGIC: u8 = 0xA9;
/// The first byte of an answer's bytes.
const REPLY_MAGIC: u8 = 0xAA;
/// The ICE characters (RFC 8839 §5.4: ALPHA / DIGIT / "+" / "/"), in the order of their 6-bit
/// codes: exactly 64, so that each packs in 6 bits.
const ICE_CHARS: &[u8; 64] = b"ABCDEFGHIJKLMNOPQRSTUVWXYZabcdefghijklmnopqrstuvwxyz0123456789+/";

impl Description {
    /// Reads a browser's SDP (offer or answer). Candidates it cannot carry are left out, and
    /// at most [`MAX_CANDIDATES`] kept, UDP first (the module's documentation says which).
    ///
    /// # Errors
    /// [`CodeError::BadDescription`] when the ICE user name, password or SHA-256 fingerprint
    /// is missing or out of bounds.
    pub fn from_sdp(sdp: &str) -> Result<Description, CodeError> {
        let (mut ufrag, mut pwd, mut fingerprint) = (None, None, None);
        let mut candidates = Vec::new();
        for line in sdp.lines() {
            let line = line.trim_end_matches('\r');
            if let Some(v) = line.strip_prefix("a=ice-ufrag:") {
                ufrag.get_or_insert(v.trim());
            } else if let Some(v) = line.strip_prefix("a=ice-pwd:") {
                pwd.get_or_insert(v.trim());
            } else if let Some(v) = line.strip_prefix("a=fingerprint:") {
                if fingerprint.is_none() {
                    fingerprint = sha256_of(v);
                }
            } else if let Some(v) = line.strip_prefix("a=candidate:") {
                candidates.extend(candidate_of(v));
            }
        }
        // UDP first, then TCP while there is room, each kept in the SDP's order.
        let udp = candidates.iter().filter(|c| !c.tcp).count();
        let mut tcp_room = MAX_CANDIDATES.saturating_sub(udp);
        let mut udp_room = MAX_CANDIDATES;
        candidates.retain(|c| {
            let room = if c.tcp { &mut tcp_room } else { &mut udp_room };
            let keep = *room > 0;
            *room = room.saturating_sub(1);
            keep
        });
        let description = Description {
            ufrag: ufrag.ok_or(CodeError::BadDescription)?.to_owned(),
            pwd: pwd.ok_or(CodeError::BadDescription)?.to_owned(),
            fingerprint: fingerprint.ok_or(CodeError::BadDescription)?,
            candidates,
        };
        description.check()?;
        Ok(description)
    }

    /// The SDP that sets this description up: `offer` true writes `a=setup:actpass`, false
    /// `a=setup:active` (the answerer starts DTLS). Priorities and foundations are rebuilt
    /// ([`Candidate::priority`], [`Candidate::foundation`]); lines end with CRLF, as RFC 8866
    /// says.
    pub fn to_sdp(&self, offer: bool) -> String {
        // The session id only has to be a number that stays the same for the same description.
        let session = u64::from_le_bytes(self.fingerprint[..8].try_into().unwrap_or_default()) >> 2;
        let mut s = String::with_capacity(600 + 120 * self.candidates.len());
        let _ = write!(
            s,
            "v=0\r\no=- {session} 2 IN IP4 127.0.0.1\r\ns=-\r\nt=0 0\r\na=group:BUNDLE 0\r\n\
             a=msid-semantic: WMS\r\nm=application 9 UDP/DTLS/SCTP webrtc-datachannel\r\n\
             c=IN IP4 0.0.0.0\r\n"
        );
        for (i, c) in self.candidates.iter().enumerate() {
            let _ = write!(
                s,
                "a=candidate:{} 1 {} {} {} {} typ {}",
                c.foundation(),
                if c.tcp { "tcp" } else { "udp" },
                c.priority(i),
                c.address,
                c.port,
                c.kind.word()
            );
            if let Some((address, port)) = &c.related {
                let _ = write!(s, " raddr {address} rport {port}");
            }
            if c.tcp {
                s.push_str(if c.port == 9 {
                    " tcptype active"
                } else {
                    " tcptype passive"
                });
            }
            s.push_str("\r\n");
        }
        let _ = write!(
            s,
            "a=ice-ufrag:{}\r\na=ice-pwd:{}\r\na=fingerprint:sha-256 ",
            self.ufrag, self.pwd
        );
        for (i, b) in self.fingerprint.iter().enumerate() {
            let _ = write!(s, "{}{b:02X}", if i == 0 { "" } else { ":" });
        }
        let _ = write!(
            s,
            "\r\na=setup:{}\r\na=mid:0\r\na=sctp-port:5000\r\na=max-message-size:262144\r\n",
            if offer { "actpass" } else { "active" }
        );
        s
    }

    /// Whether the description keeps within its bounds: the ICE user name and password,
    /// the number of candidates, each host name.
    fn check(&self) -> Result<(), CodeError> {
        let ice = |s: &str, min: usize, max: usize| {
            (min..=max).contains(&s.len()) && s.bytes().all(|b| ICE_CHARS.contains(&b))
        };
        let names_ok = self.candidates.iter().all(|c| {
            std::iter::once(&c.address)
                .chain(c.related.as_ref().map(|(a, _)| a))
                .all(Address::is_canonical)
        });
        if ice(&self.ufrag, 1, 32)
            && ice(&self.pwd, 22, 256)
            && self.candidates.len() <= MAX_CANDIDATES
            && names_ok
        {
            Ok(())
        } else {
            Err(CodeError::BadDescription)
        }
    }
}

impl Candidate {
    /// The priority the SDP gives this candidate, the `index`-th of its description (RFC 8445
    /// §5.1.2.1): type preference × 2²⁴ + local preference × 2⁸ + (256 − component). The
    /// local preference keeps the description's order (its first is the browser's favourite);
    /// a TCP candidate's is lower than any UDP one's, with active above passive (RFC 6544
    /// §4.2), as browsers prefer UDP.
    pub fn priority(&self, index: usize) -> u32 {
        let kind = match self.kind {
            CandidateKind::Host => 126,
            CandidateKind::Prflx => 110,
            CandidateKind::Srflx => 100,
            CandidateKind::Relay => 0,
        };
        let index = index.min(MAX_CANDIDATES) as u32;
        let local = if self.tcp {
            let direction = if self.port == 9 { 6 } else { 4 };
            (direction << 13) + 8191 - index
        } else {
            65_535 - index
        };
        (kind << 24) + (local << 8) + 255
    }

    /// The candidate's foundation: the same for candidates of the same kind, transport and
    /// base address (RFC 8445 §5.1.1.3), which is what ICE's frozen checks need of it.
    pub fn foundation(&self) -> u32 {
        let base = match (&self.related, self.kind) {
            (Some((address, _)), CandidateKind::Srflx | CandidateKind::Relay) => address,
            _ => &self.address,
        };
        let text = format!("{} {} {base}", self.kind.word(), self.tcp);
        fnv1a(text.as_bytes())
    }
}

impl CandidateKind {
    /// The word of the SDP's `typ`.
    fn word(self) -> &'static str {
        match self {
            CandidateKind::Host => "host",
            CandidateKind::Srflx => "srflx",
            CandidateKind::Prflx => "prflx",
            CandidateKind::Relay => "relay",
        }
    }

    fn code(self) -> u8 {
        match self {
            CandidateKind::Host => 0,
            CandidateKind::Srflx => 1,
            CandidateKind::Prflx => 2,
            CandidateKind::Relay => 3,
        }
    }

    fn of_code(code: u8) -> CandidateKind {
        match code & 3 {
            0 => CandidateKind::Host,
            1 => CandidateKind::Srflx,
            2 => CandidateKind::Prflx,
            _ => CandidateKind::Relay,
        }
    }
}

impl Address {
    /// Reads an address as a candidate line gives it: an IPv4 literal, an IPv6 literal, an
    /// mDNS name, or a host name, in that order, so that each text has one form.
    pub fn parse(text: &str) -> Option<Address> {
        if let Ok(v4) = text.parse::<Ipv4Addr>() {
            return Some(Address::V4(v4.octets()));
        }
        if text.contains(':') {
            return text
                .parse::<Ipv6Addr>()
                .ok()
                .map(|a| Address::V6(a.octets()));
        }
        if let Some(uuid) = text
            .strip_suffix(".local")
            .or_else(|| text.strip_suffix(".LOCAL"))
            .and_then(uuid_of)
        {
            return Some(Address::Mdns(uuid));
        }
        let name_ok = (1..=MAX_NAME).contains(&text.len())
            && text
                .bytes()
                .all(|b| b.is_ascii_alphanumeric() || b == b'.' || b == b'-');
        name_ok.then(|| Address::Name(text.to_owned()))
    }

    /// Whether this address is one that [`Address::parse`] gives back from its own text (a
    /// host name that reads as another form, or breaks the bounds, is not).
    fn is_canonical(&self) -> bool {
        match self {
            Address::Name(name) => Address::parse(name).as_ref() == Some(self),
            _ => true,
        }
    }

    fn form(&self) -> u8 {
        match self {
            Address::V4(_) => 0,
            Address::V6(_) => 1,
            Address::Mdns(_) => 2,
            Address::Name(_) => 3,
        }
    }

    fn write_bytes(&self, out: &mut Vec<u8>) {
        match self {
            Address::V4(a) => out.extend_from_slice(a),
            Address::V6(a) | Address::Mdns(a) => out.extend_from_slice(a),
            Address::Name(name) => {
                let name = &name.as_bytes()[..name.len().min(MAX_NAME)];
                out.push(name.len() as u8);
                out.extend_from_slice(name);
            }
        }
    }

    fn read_bytes(form: u8, r: &mut Reader) -> Option<Address> {
        Some(match form {
            0 => Address::V4(r.array()?),
            1 => Address::V6(r.array()?),
            2 => Address::Mdns(r.array()?),
            _ => {
                let len = r.byte()?;
                let raw = r.take(usize::from(len))?;
                Address::Name(String::from_utf8(raw.to_vec()).ok()?)
            }
        })
    }
}

impl std::fmt::Display for Address {
    fn fmt(&self, f: &mut std::fmt::Formatter<'_>) -> std::fmt::Result {
        match self {
            Address::V4(a) => Ipv4Addr::from(*a).fmt(f),
            Address::V6(a) => Ipv6Addr::from(*a).fmt(f),
            Address::Mdns(u) => {
                for (i, b) in u.iter().enumerate() {
                    if matches!(i, 4 | 6 | 8 | 10) {
                        f.write_str("-")?;
                    }
                    write!(f, "{b:02x}")?;
                }
                f.write_str(".local")
            }
            Address::Name(name) => f.write_str(name),
        }
    }
}

/// A UUID's 16 bytes from its text `8-4-4-4-12` hexadecimal digits.
fn uuid_of(text: &str) -> Option<[u8; 16]> {
    let b = text.as_bytes();
    if b.len() != 36 || [8, 13, 18, 23].iter().any(|&i| b[i] != b'-') {
        return None;
    }
    let digits: Vec<u8> = b.iter().copied().filter(|&c| c != b'-').collect();
    let mut out = [0; 16];
    for (o, pair) in out.iter_mut().zip(digits.chunks(2)) {
        let hex = std::str::from_utf8(pair).ok()?;
        if !hex.bytes().all(|c| c.is_ascii_hexdigit()) {
            return None;
        }
        *o = u8::from_str_radix(hex, 16).ok()?;
    }
    (digits.len() == 32).then_some(out)
}

/// The SHA-256 digest of an `a=fingerprint:` value (`sha-256 AB:CD:…`), or `None` for another
/// hash or a digest that does not read.
fn sha256_of(value: &str) -> Option<[u8; 32]> {
    let (hash, digest) = value.trim().split_once(' ')?;
    if !hash.eq_ignore_ascii_case("sha-256") {
        return None;
    }
    let mut out = [0; 32];
    let mut parts = digest.trim().split(':');
    for o in &mut out {
        let part = parts.next()?;
        if part.len() != 2 || !part.bytes().all(|c| c.is_ascii_hexdigit()) {
            return None;
        }
        *o = u8::from_str_radix(part, 16).ok()?;
    }
    parts.next().is_none().then_some(out)
}

/// A candidate from an `a=candidate:` line's value (RFC 8839 §5.1), or `None` for one this
/// code does not carry (the module's documentation says which).
fn candidate_of(value: &str) -> Option<Candidate> {
    let mut words = value.split_ascii_whitespace();
    let _foundation = words.next()?;
    if words.next()? != "1" {
        return None;
    }
    let transport = words.next()?;
    let tcp = if transport.eq_ignore_ascii_case("udp") {
        false
    } else if transport.eq_ignore_ascii_case("tcp") {
        true
    } else {
        return None;
    };
    let _priority = words.next()?;
    let address = Address::parse(words.next()?)?;
    let mut port = words.next()?.parse::<u16>().ok()?;
    if words.next()? != "typ" {
        return None;
    }
    let kind = match words.next()? {
        "host" => CandidateKind::Host,
        "srflx" => CandidateKind::Srflx,
        "prflx" => CandidateKind::Prflx,
        "relay" => CandidateKind::Relay,
        _ => return None,
    };
    let (mut raddr, mut rport, mut tcptype) = (None, None, None);
    while let (Some(key), Some(v)) = (words.next(), words.next()) {
        match key {
            "raddr" => raddr = Some(Address::parse(v)?),
            "rport" => rport = Some(v.parse::<u16>().ok()?),
            "tcptype" => tcptype = Some(v),
            _ => {}
        }
    }
    if tcp {
        match tcptype? {
            "active" => port = 9,
            "passive" if port != 9 => {}
            _ => return None,
        }
    }
    let related = match (raddr, rport) {
        (Some(a), Some(p)) => Some((a, p)),
        _ => None,
    };
    Some(Candidate {
        tcp,
        address,
        port,
        kind,
        related,
    })
}

/// The invitation's fragment: `live=` and its code ([the format](self)).
pub fn write_invite(invite: &Invite) -> String {
    let mut body = Vec::new();
    varint(&mut body, u64::from(invite.id));
    body.push(invite.offered);
    write_description(&invite.description, &mut body);
    // The game's own bytes, not its text: a third shorter than base64 in base64. A game that
    // is not a link's output writes nothing, and the reader refuses the invitation.
    let game = invite.game.strip_prefix('#').unwrap_or(&invite.game);
    let game = game
        .strip_prefix(link::PREFIX)
        .and_then(from_base64url)
        .unwrap_or_default();
    body.extend_from_slice(&game);
    wrap(INVITE_PREFIX, INVITE_MAGIC, &body)
}

/// Reads an invitation ([the format](self)): a whole address, a fragment with or without `#`,
/// or the bare code, with whitespace anywhere.
///
/// # Errors
/// What is wrong with it ([`CodeError`]); the game is read through [`link::read`].
pub fn read_invite(text: &str) -> Result<Invite, CodeError> {
    let invite = read_invite_code(text)?;
    invite_game(invite.offered, &invite.game)?;
    Ok(invite)
}

/// Reads an invitation as [`read_invite`] does but for its game, which is left unread: the
/// extras worker reads the code, the page its game ([`invite_game`]) with the link reader it
/// has anyway.
///
/// # Errors
/// What is wrong with it ([`CodeError`]), but [`CodeError::Game`] and the seats against the
/// game's.
pub fn read_invite_code(text: &str) -> Result<Invite, CodeError> {
    let body = unwrap(text, INVITE_PREFIX, INVITE_MAGIC)?;
    let mut r = Reader {
        bytes: &body,
        at: 0,
    };
    let id = r.id().ok_or(CodeError::BadDescription)?;
    let offered = r.byte().ok_or(CodeError::BadDescription)?;
    let description = read_description(&mut r)?;
    let mut game = String::from(link::PREFIX);
    base64url(&body[r.at..], &mut game);
    if offered == 0 || offered >= 16 {
        return Err(CodeError::BadSeat);
    }
    Ok(Invite {
        id,
        offered,
        description,
        game,
    })
}

/// An invitation's game (a game link's fragment), read, with the seats offered checked
/// against the game's seats.
///
/// # Errors
/// [`CodeError::Game`] when the game does not read, [`CodeError::BadSeat`] when a seat
/// offered is none of the game's (or none is offered).
pub fn invite_game(offered: u8, game: &str) -> Result<link::LinkGame, CodeError> {
    let read = link::read(game).map_err(CodeError::Game)?;
    if offered == 0 || usize::from(offered) >> read.game.rules().players() != 0 {
        return Err(CodeError::BadSeat);
    }
    Ok(read)
}

/// An invitation through relays as its fragment: `live=` and its code (the version 2 form
/// of [the format](self): after the length, the id (varint), the seats offered (one byte),
/// the key (32 bytes), the relays (a count, then each as a length byte and its ASCII), then
/// the game's bytes; then the checksum).
pub fn write_room_invite(invite: &RoomInvite) -> String {
    let mut body = Vec::new();
    varint(&mut body, u64::from(invite.id));
    body.push(invite.offered);
    body.extend_from_slice(&invite.key);
    let relays: Vec<&String> = invite
        .relays
        .iter()
        .filter(|r| relay_url(r))
        .take(MAX_RELAYS)
        .collect();
    body.push(relays.len() as u8);
    for relay in relays {
        body.push(relay.len() as u8);
        body.extend_from_slice(relay.as_bytes());
    }
    let game = invite.game.strip_prefix('#').unwrap_or(&invite.game);
    let game = game
        .strip_prefix(link::PREFIX)
        .and_then(from_base64url)
        .unwrap_or_default();
    body.extend_from_slice(&game);
    wrap_version(INVITE_PREFIX, INVITE_MAGIC, ROOM_VERSION, &body)
}

/// An invitation of either form, as a link carries it.
#[derive(Debug, Clone, PartialEq, Eq)]
pub enum AnyInvite {
    /// One answered by hand (version 1).
    Code(Invite),
    /// One through relays (version 2).
    Room(RoomInvite),
}

/// Reads an invitation of either form as [`read_invite_code`] does (its game left unread).
///
/// # Errors
/// What is wrong with it ([`CodeError`]).
pub fn read_any_invite_code(text: &str) -> Result<AnyInvite, CodeError> {
    let (version, body) = unwrap_versioned(text, INVITE_PREFIX, INVITE_MAGIC, ROOM_VERSION)?;
    if version != ROOM_VERSION {
        return read_invite_code(text).map(AnyInvite::Code);
    }
    let mut r = Reader {
        bytes: &body,
        at: 0,
    };
    let id = r.id().ok_or(CodeError::BadDescription)?;
    let offered = r.byte().ok_or(CodeError::BadDescription)?;
    let key = r.array::<32>().ok_or(CodeError::BadDescription)?;
    let count = usize::from(r.byte().ok_or(CodeError::BadDescription)?);
    if count == 0 || count > MAX_RELAYS {
        return Err(CodeError::BadDescription);
    }
    let mut relays = Vec::with_capacity(count);
    for _ in 0..count {
        let len = usize::from(r.byte().ok_or(CodeError::BadDescription)?);
        let bytes = r.take(len).ok_or(CodeError::BadDescription)?;
        let url = std::str::from_utf8(bytes).map_err(|_| CodeError::BadDescription)?;
        if !relay_url(url) {
            return Err(CodeError::BadDescription);
        }
        relays.push(url.to_string());
    }
    let mut game = String::from(link::PREFIX);
    base64url(&body[r.at..], &mut game);
    if offered >= 16 {
        return Err(CodeError::BadSeat);
    }
    Ok(AnyInvite::Room(RoomInvite {
        id,
        offered,
        key,
        relays,
        game,
    }))
}

/// Reads an invitation of either form, its game read too ([`read_invite`]).
///
/// # Errors
/// What is wrong with it ([`CodeError`]).
pub fn read_any_invite(text: &str) -> Result<AnyInvite, CodeError> {
    let invite = read_any_invite_code(text)?;
    match &invite {
        AnyInvite::Code(i) => invite_game(i.offered, &i.game)?,
        AnyInvite::Room(i) => room_game(i.offered, &i.game)?,
    };
    Ok(invite)
}

/// An invitation's game through relays, read: as [`invite_game`], but a watch link offers no
/// seat.
///
/// # Errors
/// As [`invite_game`].
pub fn room_game(offered: u8, game: &str) -> Result<link::LinkGame, CodeError> {
    if offered == 0 {
        return link::read(game).map_err(CodeError::Game);
    }
    invite_game(offered, game)
}

/// The answer's fragment: `answer=` and its code ([the format](self)).
pub fn write_reply(reply: &Reply) -> String {
    let mut body = Vec::new();
    varint(&mut body, u64::from(reply.id));
    body.push(reply.seat);
    write_description(&reply.description, &mut body);
    wrap(REPLY_PREFIX, REPLY_MAGIC, &body)
}

/// Reads an answer ([the format](self)): a whole address, a fragment, or the bare code (with
/// or without `answer=`), with whitespace anywhere.
///
/// # Errors
/// What is wrong with it ([`CodeError`]).
pub fn read_reply(text: &str) -> Result<Reply, CodeError> {
    let body = unwrap(text, REPLY_PREFIX, REPLY_MAGIC)?;
    let mut r = Reader {
        bytes: &body,
        at: 0,
    };
    let id = r.id().ok_or(CodeError::BadDescription)?;
    let seat = r.byte().ok_or(CodeError::BadDescription)?;
    let description = read_description(&mut r)?;
    if r.at != body.len() {
        return Err(CodeError::BadDescription);
    }
    if seat >= 4 {
        return Err(CodeError::BadSeat);
    }
    Ok(Reply {
        id,
        seat,
        description,
    })
}

/// `prefix` and the base64url of: magic, version, the body's length, the body, the checksum.
fn wrap(prefix: &str, magic: u8, body: &[u8]) -> String {
    wrap_version(prefix, magic, VERSION, body)
}

fn wrap_version(prefix: &str, magic: u8, version: u8, body: &[u8]) -> String {
    let mut bytes = vec![magic, version];
    varint(&mut bytes, body.len() as u64);
    bytes.extend_from_slice(body);
    let sum = fnv1a(&bytes);
    bytes.extend_from_slice(&sum.to_le_bytes());
    let mut out = String::from(prefix);
    base64url(&bytes, &mut out);
    out
}

/// The body of a code written by [`wrap`], its magic, version, length and checksum checked.
fn unwrap(text: &str, prefix: &str, magic: u8) -> Result<Vec<u8>, CodeError> {
    let latest = if magic == INVITE_MAGIC {
        ROOM_VERSION
    } else {
        VERSION
    };
    match unwrap_versioned(text, prefix, magic, latest)? {
        (VERSION, body) => Ok(body),
        // A version this reader does not take, though the page knows it (an invitation
        // through relays where one by hand is read).
        _ => Err(CodeError::Foreign),
    }
}

/// The version and body of a code of versions 1 to `latest`.
fn unwrap_versioned(
    text: &str,
    prefix: &str,
    magic: u8,
    latest: u8,
) -> Result<(u8, Vec<u8>), CodeError> {
    let text: String = text.chars().filter(|c| !c.is_ascii_whitespace()).collect();
    // A whole address: the fragment is what follows its `#`.
    let text = text.split_once('#').map_or(text.as_str(), |(_, f)| f);
    let code = match text.strip_prefix(prefix) {
        Some(code) => code,
        // An invitation where an answer is expected (or the other way round), or a game link:
        // the page can say which, rather than that there is no code.
        None if [INVITE_PREFIX, REPLY_PREFIX, link::PREFIX]
            .iter()
            .any(|p| text.starts_with(p)) =>
        {
            return Err(CodeError::Foreign)
        }
        None => text,
    };
    let bytes = match from_base64url(code) {
        Some(bytes) => bytes,
        // A code cut at any character (a messenger's limit, a selection that missed the end)
        // is no longer whole base64: its whole groups still tell what it was, and that it was
        // cut. Whatever they hold, the text as it is cannot be read back the same way, so it
        // is never accepted.
        None if code.bytes().all(|c| link::ALPHABET.contains(&c)) => {
            return match checked(&whole_bytes(code), magic, latest) {
                Ok(_) => Err(CodeError::Checksum),
                Err(e) => Err(e),
            };
        }
        None => return Err(CodeError::NotACode),
    };
    checked(&bytes, magic, latest)
}

/// The whole bytes that base64url characters hold, whatever the bits left over: a cut code's.
fn whole_bytes(code: &str) -> Vec<u8> {
    let mut out = Vec::with_capacity(code.len() * 3 / 4);
    let (mut acc, mut bits) = (0u32, 0u32);
    for v in code
        .bytes()
        .filter_map(|c| link::ALPHABET.iter().position(|&a| a == c))
    {
        acc = (acc << 6 | v as u32) & 0xfff;
        bits += 6;
        if bits >= 8 {
            bits -= 8;
            out.push((acc >> bits) as u8);
        }
    }
    out
}

/// The body of decoded code bytes, its magic, version, length and checksum checked.
fn checked(bytes: &[u8], magic: u8, latest: u8) -> Result<(u8, Vec<u8>), CodeError> {
    let mut r = Reader { bytes, at: 0 };
    match r.byte() {
        Some(m) if m == magic => {}
        None => return Err(CodeError::NotACode),
        Some(_) => return Err(CodeError::Foreign),
    }
    let version = match r.byte().ok_or(CodeError::Truncated)? {
        v if v > latest => return Err(CodeError::Future(v)),
        0 => return Err(CodeError::Foreign),
        v => v,
    };
    let len = r.varint().ok_or(CodeError::Truncated)?;
    let end = usize::try_from(len)
        .ok()
        .and_then(|len| r.at.checked_add(len))
        .ok_or(CodeError::Truncated)?;
    let sum = bytes
        .get(end..end.saturating_add(4))
        .ok_or(CodeError::Truncated)?;
    if bytes.len() != end + 4 || sum != fnv1a(&bytes[..end]).to_le_bytes() {
        return Err(CodeError::Checksum);
    }
    Ok((version, bytes[r.at..end].to_vec()))
}

fn write_description(d: &Description, out: &mut Vec<u8>) {
    write_ice(&d.ufrag, out);
    write_ice(&d.pwd, out);
    out.extend_from_slice(&d.fingerprint);
    let candidates = &d.candidates[..d.candidates.len().min(MAX_CANDIDATES)];
    out.push(candidates.len() as u8);
    for c in candidates {
        let mut flags = c.kind.code() | u8::from(c.tcp) << 2 | c.address.form() << 3;
        if let Some((related, _)) = &c.related {
            flags |= 1 << 5 | related.form() << 6;
        }
        out.push(flags);
        c.address.write_bytes(out);
        out.extend_from_slice(&c.port.to_be_bytes());
        if let Some((related, port)) = &c.related {
            related.write_bytes(out);
            out.extend_from_slice(&port.to_be_bytes());
        }
    }
}

fn read_description(r: &mut Reader) -> Result<Description, CodeError> {
    let bad = CodeError::BadDescription;
    let ufrag = read_ice(r).ok_or(bad.clone())?;
    let pwd = read_ice(r).ok_or(bad.clone())?;
    let fingerprint = r.array().ok_or(bad.clone())?;
    let count = r.byte().ok_or(bad.clone())?;
    if usize::from(count) > MAX_CANDIDATES {
        return Err(bad);
    }
    let mut candidates = Vec::new();
    for _ in 0..count {
        let flags = r.byte().ok_or(bad.clone())?;
        let address = Address::read_bytes(flags >> 3 & 3, r).ok_or(bad.clone())?;
        let port = u16::from_be_bytes(r.array().ok_or(bad.clone())?);
        let related = if flags & 1 << 5 != 0 {
            let address = Address::read_bytes(flags >> 6, r).ok_or(bad.clone())?;
            Some((address, u16::from_be_bytes(r.array().ok_or(bad.clone())?)))
        } else if flags >> 6 != 0 {
            // No related address, but its form given: not what the writer writes.
            return Err(bad);
        } else {
            None
        };
        candidates.push(Candidate {
            tcp: flags & 1 << 2 != 0,
            address,
            port,
            kind: CandidateKind::of_code(flags),
            related,
        });
    }
    let description = Description {
        ufrag,
        pwd,
        fingerprint,
        candidates,
    };
    description.check()?;
    Ok(description)
}

/// ICE characters, 6 bits each, after their count (the description's table).
fn write_ice(text: &str, out: &mut Vec<u8>) {
    varint(out, text.len() as u64);
    let (mut acc, mut bits) = (0u32, 0u32);
    for b in text.bytes() {
        // A character outside the set is written as `A`; `check` refuses such a text anyway.
        let code = ICE_CHARS.iter().position(|&c| c == b).unwrap_or(0) as u32;
        acc |= code << bits;
        bits += 6;
        while bits >= 8 {
            out.push(acc as u8);
            acc >>= 8;
            bits -= 8;
        }
    }
    if bits > 0 {
        out.push(acc as u8);
    }
}

fn read_ice(r: &mut Reader) -> Option<String> {
    let len = usize::try_from(r.varint()?).ok()?;
    if len > 256 {
        return None;
    }
    let packed = r.take((len * 6).div_ceil(8))?;
    let mut out = String::with_capacity(len);
    let (mut acc, mut bits) = (0u32, 0u32);
    let mut bytes = packed.iter();
    for _ in 0..len {
        if bits < 6 {
            acc |= u32::from(*bytes.next()?) << bits;
            bits += 8;
        }
        out.push(char::from(ICE_CHARS[(acc & 63) as usize]));
        acc >>= 6;
        bits -= 6;
    }
    // The last byte's spare bits are zero: one text, one code.
    (acc == 0).then_some(out)
}

#[cfg(test)]
#[path = "tests/test_code.rs"]
mod tests;
