//! Live play's connections as the page's browser layer sees them: the servers of the
//! Settings, what the app asks of a connection ([`Out`]) and what a connection tells it
//! ([`In`]). The state machine ([`super::part`]) and the messages speak in these terms; the
//! page (`ashtapada_web::platform::live`) carries them out with WebRTC.

/// The `localStorage` key through which a tab opened on an answer link hands the answer to
/// the tab that invited (the one with the connection), in the same browser.
pub const ANSWER_KEY: &str = "ashtapada.live-answer";

/// One ICE server of the Settings: its address (`stun:`, `turn:`…) and, for TURN, a user
/// name and a password.
#[derive(Debug, Clone, PartialEq, Eq)]
pub struct IceServer {
    /// `stun:host:port`, `turn:host:port`…
    pub url: String,
    /// TURN's user name and password.
    pub login: Option<(String, String)>,
}

/// The ICE servers of the Settings' text: one a line, `stun:host[:port]` (or `stuns:`), or
/// `turn:host[:port] user password` (or `turns:`). A line that does not read is an error that
/// names it; an empty text is no server (the same network only).
///
/// # Errors
/// The first line that does not read (counted from 1).
pub fn ice_servers(text: &str) -> Result<Vec<IceServer>, usize> {
    let mut servers = Vec::new();
    for (n, line) in text.lines().enumerate() {
        let words: Vec<&str> = line.split_whitespace().collect();
        let ok_url = |u: &str| {
            let rest = ["stun:", "stuns:", "turn:", "turns:"]
                .iter()
                .find_map(|p| u.strip_prefix(p));
            rest.is_some_and(|r| {
                !r.is_empty()
                    && r.len() <= 200
                    && r.chars()
                        .all(|c| c.is_ascii_alphanumeric() || ".-:[]?=_".contains(c))
            })
        };
        let server = match words.as_slice() {
            [] => continue,
            [url] if ok_url(url) && url.starts_with("stun") => IceServer {
                url: (*url).into(),
                login: None,
            },
            [url, user, password] if ok_url(url) && url.starts_with("turn") => IceServer {
                url: (*url).into(),
                login: Some(((*user).into(), (*password).into())),
            },
            _ => return Err(n + 1),
        };
        servers.push(server);
    }
    Ok(servers)
}

/// What the page asks of the browser's connections (carried out by `ashtapada_web::platform::live`).
#[derive(Debug, Clone, PartialEq, Eq)]
pub enum Out {
    /// A new connection that makes an offer (the host's): answered by
    /// [`In::Described`] with the offer's SDP.
    Offer {
        /// The connection's id.
        peer: u32,
        /// The ICE servers of the Settings.
        servers: Vec<IceServer>,
    },
    /// A new connection that answers this offer (the guest's): answered by
    /// [`In::Described`] with the answer's SDP.
    Answer {
        /// The connection's id (the invitation's).
        peer: u32,
        /// The host's offer, as SDP.
        offer: String,
        /// The ICE servers of the Settings.
        servers: Vec<IceServer>,
    },
    /// The guest's answer (SDP) to connection `peer`'s offer.
    Accept {
        /// The connection's id.
        peer: u32,
        /// The answer, as SDP.
        answer: String,
    },
    /// Send this text on connection `peer`.
    Send {
        /// The connection's id.
        peer: u32,
        /// A [`super::message::Message`], written.
        text: String,
    },
    /// Close connection `peer` (nothing more is heard of it).
    Close {
        /// The connection's id.
        peer: u32,
    },
}

/// What a connection tells the app.
#[derive(Debug, Clone, PartialEq, Eq)]
pub enum In {
    /// The local description (the SDP of the offer or the answer), candidates gathered.
    Described(String),
    /// The browser refused a step of the opening, in its words.
    Failed(String),
    /// The data channel is open: the devices are connected.
    Open,
    /// A message came.
    Message(String),
    /// The connection closed or failed.
    Closed,
}
