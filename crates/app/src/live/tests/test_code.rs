use super::*;
use crate::link::LinkGame;
use crate::setup::Controller;
use ashtapada_rules::{Game, Ruleset};
use rand::{Rng, SeedableRng};
use rand_chacha::ChaCha8Rng;

/// Chromium 14x, headless: a data-channel-only offer, its candidates mDNS names.
const CHROME_OFFER: &str = include_str!("chrome-offer.sdp");

/// The fingerprint of [`CHROME_OFFER`].
const CHROME_FINGERPRINT: [u8; 32] = [
    0x8A, 0xE9, 0xA9, 0x9C, 0x33, 0x6F, 0x5B, 0x3C, 0xEB, 0xCE, 0x85, 0xD9, 0x2F, 0x90, 0x8E, 0xE7,
    0x29, 0x99, 0x2E, 0x9E, 0x04, 0x48, 0xB9, 0xFC, 0x47, 0x8B, 0x69, 0x08, 0xE2, 0x55, 0x86, 0x84,
];

/// Firefox's shape: CRLF, its own `o=` line, the fingerprint at session level, upper-case
/// transports, plain addresses, a TCP active candidate, server-reflexive and relayed ones, IPv6,
/// and lines this code does not keep (component 2, `tcptype so`, an unknown type).
const FIREFOX_OFFER: &str = "v=0\r
o=mozilla...THIS_IS_SDPARTA-99.0 6580146829380866394 0 IN IP4 0.0.0.0\r
s=-\r
t=0 0\r
a=fingerprint:sha-256 3B:5C:4D:81:11:9A:41:62:0D:0E:6F:C8:A1:E0:6C:CB:34:5B:75:4A:8F:62:EA:1B:AE:5F:95:3B:2E:24:70:D1\r
a=group:BUNDLE 0\r
a=ice-options:trickle\r
a=msid-semantic:WMS *\r
m=application 54609 UDP/DTLS/SCTP webrtc-datachannel\r
c=IN IP4 192.168.1.20\r
a=candidate:0 1 UDP 2122252543 192.168.1.20 54609 typ host\r
a=candidate:4 1 UDP 2122187007 2001:db8:0:0:0:0:0:1 40000 typ host\r
a=candidate:2 1 TCP 2105524479 192.168.1.20 9 typ host tcptype active\r
a=candidate:5 1 TCP 2105524479 192.168.1.20 9 typ host tcptype so\r
a=candidate:6 2 UDP 2122252542 192.168.1.20 54610 typ host\r
a=candidate:7 1 UDP 2122252542 192.168.1.20 54611 typ weird\r
a=candidate:1 1 UDP 1686052863 203.0.113.7 54609 typ srflx raddr 192.168.1.20 rport 54609\r
a=candidate:3 1 UDP 92217343 198.51.100.1 61234 typ relay raddr 203.0.113.7 rport 54609\r
a=candidate:8 1 TCP 1688081407 turn.example.net 443 typ relay raddr 0.0.0.0 rport 0 tcptype passive\r
a=sendrecv\r
a=end-of-candidates\r
a=ice-pwd:a06e5d1e43b2bbf0b8d2b6fc1f6e57a8\r
a=ice-ufrag:4c1e8ab3\r
a=mid:0\r
a=setup:actpass\r
a=sctp-port:5000\r
a=max-message-size:1073741823\r
";

fn chrome_answer() -> String {
    CHROME_OFFER.replace("a=setup:actpass", "a=setup:active")
}

fn random_game(rules: &'static Ruleset, seed: u64, plies: usize) -> Game {
    let mut rng = ChaCha8Rng::seed_from_u64(seed);
    let mut game = Game::new(rules, seed);
    for _ in 0..plies {
        let legal = game.legal_actions();
        if legal.is_empty() || game.outcome().is_some() {
            break;
        }
        game.play_if_legal(legal[rng.random_range(0..legal.len())]);
    }
    game
}

fn fragment_of(game: Game) -> String {
    let players = game.rules().players();
    link::write(&LinkGame {
        game,
        id: 0x1234_5678_9abc,
        stake: 0,
        seats: vec![Controller::Human; players],
        names: (0..players).map(|s| format!("Player {s}")).collect(),
        dice: None,
        baton: None,
        alone: None,
    })
}

fn game_fragment(id: &str, plies: usize) -> String {
    let rules = Ruleset::by_id(id).expect("ruleset");
    let game = random_game(rules, 11, plies);
    assert_eq!(game.actions().len(), plies, "{id}: the game lasts");
    fragment_of(game)
}

fn invite() -> Invite {
    Invite {
        id: 3_000_000_001,
        offered: 0b10,
        description: Description::from_sdp(CHROME_OFFER).expect("reads"),
        game: game_fragment("chaturanga-v3", 20),
    }
}

fn reply() -> Reply {
    Reply {
        id: 3_000_000_001,
        seat: 1,
        description: Description::from_sdp(&chrome_answer()).expect("reads"),
    }
}

/// The code's bytes, between the prefix and the text's end.
fn bytes_of(text: &str, prefix: &str) -> Vec<u8> {
    from_base64url(text.strip_prefix(prefix).expect("prefix")).expect("base64url")
}

fn text_of(prefix: &str, bytes: &[u8]) -> String {
    let mut out = String::from(prefix);
    base64url(bytes, &mut out);
    out
}

/// The code cut by at least `cut` characters, at a whole number of base64 groups (so that it
/// still decodes).
fn groups(text: &str, prefix: &str, cut: usize) -> String {
    let payload = text.len() - prefix.len();
    text[..prefix.len() + (payload - cut) / 4 * 4].to_owned()
}

#[test]
fn chromium_offer_reads_and_rebuilds() {
    let d = Description::from_sdp(CHROME_OFFER).expect("reads");
    assert_eq!(d.ufrag, "ryIR");
    assert_eq!(d.pwd, "Zu1ZOn+mVhyKUNXI4rGFZv5t");
    assert_eq!(d.fingerprint, CHROME_FINGERPRINT);
    assert_eq!(d.candidates.len(), 2);
    let first = &d.candidates[0];
    assert_eq!(
        first.address.to_string(),
        "91cb7cd2-adbc-410d-889f-c2858742ff1b.local"
    );
    assert!(matches!(first.address, Address::Mdns(_)));
    assert_eq!(
        (first.port, first.kind, first.tcp),
        (46436, CandidateKind::Host, false)
    );
    assert_eq!(d.candidates[1].port, 51408);
    let sdp = d.to_sdp(true);
    assert!(sdp.contains("a=setup:actpass\r\n"), "{sdp}");
    assert!(sdp.contains(
        "a=fingerprint:sha-256 8A:E9:A9:9C:33:6F:5B:3C:EB:CE:85:D9:2F:90:8E:E7:29:99:2E:9E:\
         04:48:B9:FC:47:8B:69:08:E2:55:86:84\r\n"
    ));
    assert!(sdp.contains(" 91cb7cd2-adbc-410d-889f-c2858742ff1b.local 46436 typ host\r\n"));
    assert_eq!(Description::from_sdp(&sdp), Ok(d.clone()));
    let answer = Description::from_sdp(&chrome_answer()).expect("reads");
    assert_eq!(answer, d);
    let sdp = answer.to_sdp(false);
    assert!(sdp.contains("a=setup:active\r\n") && !sdp.contains("actpass"));
    assert_eq!(Description::from_sdp(&sdp), Ok(answer));
}

#[test]
fn firefox_offer_reads_and_rebuilds() {
    let d = Description::from_sdp(FIREFOX_OFFER).expect("reads");
    assert_eq!(
        (d.ufrag.as_str(), d.pwd.as_str()),
        ("4c1e8ab3", "a06e5d1e43b2bbf0b8d2b6fc1f6e57a8")
    );
    assert_eq!(d.fingerprint[0], 0x3B);
    assert_eq!(d.fingerprint[31], 0xD1);
    let lan = Address::V4([192, 168, 1, 20]);
    let public = Address::V4([203, 0, 113, 7]);
    let mut v6 = [0; 16];
    v6[..4].copy_from_slice(&[0x20, 0x01, 0x0d, 0xb8]);
    v6[15] = 1;
    assert_eq!(
        d.candidates,
        vec![
            Candidate {
                tcp: false,
                address: lan.clone(),
                port: 54609,
                kind: CandidateKind::Host,
                related: None
            },
            Candidate {
                tcp: false,
                address: Address::V6(v6),
                port: 40000,
                kind: CandidateKind::Host,
                related: None
            },
            Candidate {
                tcp: true,
                address: lan.clone(),
                port: 9,
                kind: CandidateKind::Host,
                related: None
            },
            Candidate {
                tcp: false,
                address: public.clone(),
                port: 54609,
                kind: CandidateKind::Srflx,
                related: Some((lan, 54609))
            },
            Candidate {
                tcp: false,
                address: Address::V4([198, 51, 100, 1]),
                port: 61234,
                kind: CandidateKind::Relay,
                related: Some((public, 54609))
            },
            Candidate {
                tcp: true,
                address: Address::Name("turn.example.net".into()),
                port: 443,
                kind: CandidateKind::Relay,
                related: Some((Address::V4([0; 4]), 0))
            },
        ]
    );
    let sdp = d.to_sdp(false);
    assert!(sdp.contains(" 2001:db8::1 40000 typ host\r\n"), "{sdp}");
    assert!(sdp.contains(" tcp "));
    assert!(
        sdp.contains(" 192.168.1.20 9 typ host tcptype active\r\n"),
        "{sdp}"
    );
    assert!(
        sdp.contains(" turn.example.net 443 typ relay raddr 0.0.0.0 rport 0 tcptype passive\r\n")
    );
    assert!(sdp.contains(" 203.0.113.7 54609 typ srflx raddr 192.168.1.20 rport 54609\r\n"));
    assert_eq!(Description::from_sdp(&sdp), Ok(d));
}

#[test]
fn the_rebuilt_sdp_has_every_line_a_data_channel_needs() {
    let sdp = Description::from_sdp(CHROME_OFFER)
        .expect("reads")
        .to_sdp(true);
    for line in [
        "v=0",
        "s=-",
        "t=0 0",
        "a=group:BUNDLE 0",
        "m=application 9 UDP/DTLS/SCTP webrtc-datachannel",
        "c=IN IP4 0.0.0.0",
        "a=ice-ufrag:ryIR",
        "a=ice-pwd:Zu1ZOn+mVhyKUNXI4rGFZv5t",
        "a=mid:0",
        "a=sctp-port:5000",
    ] {
        assert!(sdp.split("\r\n").any(|l| l == line), "{line} in\n{sdp}");
    }
    assert!(sdp.starts_with("v=0\r\no=- "));
    assert!(sdp.ends_with("\r\n") && !sdp.contains("\n\n"));
    // Priorities as RFC 8445 §5.1.2 says: host UDP above host TCP above relayed, each unique.
    let d = Description::from_sdp(FIREFOX_OFFER).expect("reads");
    let p: Vec<u32> = d
        .candidates
        .iter()
        .enumerate()
        .map(|(i, c)| c.priority(i))
        .collect();
    assert_eq!(p[0], (126 << 24) + (65_535 << 8) + 255);
    assert!(
        p[0] > p[1] && p[1] > p[2] && p[2] > p[3] && p[3] > p[4],
        "{p:?}"
    );
    assert!(p[4] < 1 << 24 && p[5] < 1 << 24, "{p:?}");
    // Foundations: the same kind, transport and base share one.
    assert_ne!(d.candidates[0].foundation(), d.candidates[1].foundation());
    let twin = Candidate {
        port: 1,
        ..d.candidates[0].clone()
    };
    assert_eq!(twin.foundation(), d.candidates[0].foundation());
}

#[test]
fn at_most_eight_candidates_udp_first_in_their_order() {
    let head = CHROME_OFFER
        .lines()
        .filter(|l| !l.starts_with("a=candidate"))
        .collect::<Vec<_>>()
        .join("\n");
    let line = |i: u16, tcp: bool| {
        format!(
            "a=candidate:{i} 1 {} 100 10.0.0.{i} {} typ host{}",
            if tcp { "tcp" } else { "udp" },
            1000 + i,
            if tcp { " tcptype passive" } else { "" }
        )
    };
    // Ten UDP and two TCP: the first eight UDP.
    let lines: Vec<String> = (0..12).map(|i| line(i, i % 6 == 0)).collect();
    let d = Description::from_sdp(&format!("{head}\n{}\n", lines.join("\n"))).expect("reads");
    let ports: Vec<u16> = d.candidates.iter().map(|c| c.port).collect();
    assert_eq!(ports, [1001, 1002, 1003, 1004, 1005, 1007, 1008, 1009]);
    // Five UDP and five TCP: all the UDP ones and the first three TCP ones, in the SDP's order.
    let lines: Vec<String> = (0..10).map(|i| line(i, i % 2 == 0)).collect();
    let d = Description::from_sdp(&format!("{head}\n{}\n", lines.join("\n"))).expect("reads");
    let ports: Vec<u16> = d.candidates.iter().map(|c| c.port).collect();
    assert_eq!(ports, [1000, 1001, 1002, 1003, 1004, 1005, 1007, 1009]);
    // Lines that do not read are left out; the rest is kept.
    let odd = [
        "a=candidate:1 1 udp 100 not_a_name 1 typ host",
        "a=candidate:1 1 udp 100 10.0.0.1 99999 typ host",
        "a=candidate:1 1 sctp 100 10.0.0.1 1 typ host",
        "a=candidate:1 1 tcp 100 10.0.0.1 9 typ host tcptype passive",
        "a=candidate:1 1 tcp 100 10.0.0.1 2000 typ host",
        "a=candidate:1 1 udp 100 10.0.0.1 1 typ",
        "a=candidate:1 1 udp 100 fe80::1%eth0 1 typ host",
        "a=candidate:1 1 tcp 100 10.0.0.1 4000 typ host tcptype active",
    ];
    let d = Description::from_sdp(&format!("{head}\n{}\n", odd.join("\n"))).expect("reads");
    assert_eq!(d.candidates.len(), 1);
    assert_eq!(
        (d.candidates[0].tcp, d.candidates[0].port),
        (true, 9),
        "active: port 9"
    );
}

#[test]
fn an_sdp_without_what_a_connection_needs_is_refused() {
    let cases = [
        CHROME_OFFER.replace("a=ice-ufrag:ryIR\n", ""),
        CHROME_OFFER.replace("a=ice-pwd:Zu1ZOn+mVhyKUNXI4rGFZv5t", "a=ice-pwd:short"),
        CHROME_OFFER.replace("ryIR", "r*IR"),
        CHROME_OFFER.replace("ryIR", &"r".repeat(33)),
        CHROME_OFFER.replace("sha-256", "sha-1"),
        CHROME_OFFER.replace(":84\n", "\n"),
        String::new(),
    ];
    for sdp in cases {
        assert_eq!(
            Description::from_sdp(&sdp),
            Err(CodeError::BadDescription),
            "{sdp}"
        );
    }
}

#[test]
fn invitation_and_answer_round_trip() {
    let invite = invite();
    let text = write_invite(&invite);
    assert!(text.starts_with(INVITE_PREFIX));
    assert_eq!(read_invite(&text), Ok(invite.clone()));
    assert_eq!(read_invite(&format!("#{text}")), Ok(invite.clone()));
    assert_eq!(
        read_invite(&format!("  https://example.org/ashtapada/#{text}\n")),
        Ok(invite.clone())
    );
    assert_eq!(write_invite(&read_invite(&text).expect("reads")), text);
    let reply = reply();
    let code = write_reply(&reply);
    assert!(code.starts_with(REPLY_PREFIX));
    let bare = &code[REPLY_PREFIX.len()..];
    // A messenger's wrapping: a line break every 40 characters, spaces around.
    let wrapped: String = bare
        .as_bytes()
        .chunks(40)
        .map(|c| std::str::from_utf8(c).expect("ASCII"))
        .collect::<Vec<_>>()
        .join("\r\n ");
    for text in [
        code.clone(),
        format!("#{code}"),
        format!("https://example.org/#{code}"),
        bare.to_owned(),
        format!(" \t{wrapped}\n"),
    ] {
        assert_eq!(read_reply(&text), Ok(reply.clone()), "{text}");
    }
    assert_eq!(write_reply(&read_reply(&code).expect("reads")), code);
    // Each reader refuses the other's code: they are told apart by their first byte.
    assert_eq!(
        read_reply(&text[INVITE_PREFIX.len()..]),
        Err(CodeError::Foreign)
    );
    assert_eq!(read_invite(bare), Err(CodeError::Foreign));
    // And by their prefix, as a game link is.
    assert_eq!(read_reply(&text), Err(CodeError::Foreign));
    assert_eq!(read_invite(&code), Err(CodeError::Foreign));
    assert_eq!(
        read_invite(&format!("#{}", invite.game)),
        Err(CodeError::Foreign)
    );
    assert_eq!(read_reply(&invite.game), Err(CodeError::Foreign));
}

#[test]
fn every_error_has_its_tampered_input() {
    let text = write_invite(&invite());
    let code = write_reply(&reply());
    let bytes = bytes_of(&text, INVITE_PREFIX);
    // No code.
    for nothing in [
        "",
        " \n",
        "#",
        "hello, world",
        "answer=#",
        "https://example.org/",
    ] {
        assert_eq!(read_invite(nothing), Err(CodeError::NotACode), "{nothing}");
        assert_eq!(read_reply(nothing), Err(CodeError::NotACode), "{nothing}");
    }
    for nothing in ["live=", "live=***", "#live=A"] {
        assert_eq!(read_invite(nothing), Err(CodeError::NotACode), "{nothing}");
    }
    for nothing in ["answer=", "answer=***", "#answer=A"] {
        assert_eq!(read_reply(nothing), Err(CodeError::NotACode), "{nothing}");
    }
    // Another site's: another first byte; or the version 0 no page wrote.
    let mut foreign = bytes.clone();
    foreign[0] = 0x42;
    assert_eq!(
        read_invite(&text_of(INVITE_PREFIX, &foreign)),
        Err(CodeError::Foreign)
    );
    // A game link is no invitation.
    assert_eq!(
        read_invite(&format!("live={}", &invite().game[2..])),
        Err(CodeError::Foreign)
    );
    let mut zero = bytes.clone();
    zero[1] = 0;
    assert_eq!(
        read_invite(&text_of(INVITE_PREFIX, &zero)),
        Err(CodeError::Foreign)
    );
    // A later version.
    let mut future = bytes.clone();
    future[1] = 9;
    assert_eq!(
        read_invite(&text_of(INVITE_PREFIX, &future)),
        Err(CodeError::Future(9))
    );
    // Cut at any character, the code says it was cut (not that it is no code, or another's).
    for end in INVITE_PREFIX.len() + 2..text.len() {
        assert_eq!(
            read_invite(&text[..end]),
            Err(CodeError::Truncated),
            "{end}"
        );
    }
    let bare = &text[INVITE_PREFIX.len()..];
    for end in 2..bare.len() {
        assert_eq!(
            read_invite(&bare[..end]),
            Err(CodeError::Truncated),
            "bare {end}"
        );
    }
    assert_eq!(
        read_invite(&groups(&text, INVITE_PREFIX, 8)),
        Err(CodeError::Truncated)
    );
    let half = (code.len() - REPLY_PREFIX.len()) / 2;
    assert_eq!(
        read_reply(&groups(&code, REPLY_PREFIX, half)),
        Err(CodeError::Truncated)
    );
    for end in REPLY_PREFIX.len() + 2..code.len() {
        assert_eq!(
            read_reply(&code[..end]),
            Err(CodeError::Truncated),
            "answer {end}"
        );
    }
    // A changed character, anywhere after the length.
    for at in [20, text.len() / 2, text.len() - 10] {
        let mut changed = text.clone().into_bytes();
        changed[at] = if changed[at] == b'A' { b'B' } else { b'A' };
        let changed = String::from_utf8(changed).expect("ASCII");
        assert_eq!(read_invite(&changed), Err(CodeError::Checksum), "at {at}");
    }
    // Bytes added after the checksum.
    let mut longer = bytes.clone();
    longer.extend([0, 0, 0]);
    assert_eq!(
        read_invite(&text_of(INVITE_PREFIX, &longer)),
        Err(CodeError::Checksum)
    );
    // Written with a correct checksum but out of bounds: a description that does not read,
    // seats not of the game, a game that does not read.
    let forge = |invite: &Invite| write_invite(invite);
    let mut bad = invite();
    bad.description.ufrag = String::new();
    assert_eq!(read_invite(&forge(&bad)), Err(CodeError::BadDescription));
    let mut bad = invite();
    bad.description.pwd = "x".repeat(21);
    assert_eq!(read_invite(&forge(&bad)), Err(CodeError::BadDescription));
    let mut bad = invite();
    bad.description.candidates[0].address = Address::Name("10.0.0.1".into());
    assert_eq!(read_invite(&forge(&bad)), Err(CodeError::BadDescription));
    let mut bad = reply();
    bad.description.candidates = vec![bad.description.candidates[0].clone(); 9];
    let mut body = Vec::new();
    varint(&mut body, 1);
    body.push(0);
    write_description(&bad.description, &mut body);
    body[1 + 1 + 4 + 19 + 32] = 9;
    assert_eq!(
        read_reply(&wrap(REPLY_PREFIX, REPLY_MAGIC, &body)),
        Err(CodeError::BadDescription)
    );
    let mut body = Vec::new();
    varint(&mut body, 1);
    body.push(0);
    write_description(&reply().description, &mut body);
    body.push(0);
    assert_eq!(
        read_reply(&wrap(REPLY_PREFIX, REPLY_MAGIC, &body)),
        Err(CodeError::BadDescription),
        "a byte left over"
    );
    for offered in [0, 0b100, 16, 255] {
        let bad = Invite {
            offered,
            ..invite()
        };
        assert_eq!(
            read_invite(&forge(&bad)),
            Err(CodeError::BadSeat),
            "{offered}"
        );
    }
    let four = Invite {
        offered: 0b1110,
        game: game_fragment("chaturaji", 8),
        ..invite()
    };
    assert_eq!(read_invite(&forge(&four)), Ok(four));
    assert_eq!(
        read_reply(&write_reply(&Reply { seat: 4, ..reply() })),
        Err(CodeError::BadSeat)
    );
    let mut altered = invite();
    let mut game = bytes_of(&altered.game, link::PREFIX);
    let last = game.len() - 1;
    game[last] ^= 1;
    altered.game = text_of(link::PREFIX, &game);
    assert_eq!(
        read_invite(&forge(&altered)),
        Err(CodeError::Game(LinkError::Altered))
    );
    altered.game = "not a game".into();
    assert_eq!(
        read_invite(&forge(&altered)),
        Err(CodeError::Game(LinkError::NotALink))
    );
}

#[test]
fn a_changed_character_is_refused() {
    let text = write_invite(&invite());
    let alphabet = b"ABCDEFGHIJKLMNOPQRSTUVWXYZabcdefghijklmnopqrstuvwxyz0123456789-_";
    let mut rng = ChaCha8Rng::seed_from_u64(7);
    for _ in 0..2_000 {
        let mut bytes = text.clone().into_bytes();
        let at = rng.random_range(INVITE_PREFIX.len()..bytes.len());
        bytes[at] = alphabet[rng.random_range(0..64)];
        let changed = String::from_utf8(bytes).expect("ASCII");
        if changed != text {
            assert!(read_invite(&changed).is_err(), "{changed}");
        }
    }
}

/// The lengths the issue asks to measure (an invitation should travel as a game link does:
/// under 2 000 characters), with the two mDNS candidates of Chromium's offer.
///
/// Measured: with a chaturanga-v3 game of 20 moves, 217 characters; with a four-handed
/// chaturaji game of 100 actions, 241 characters; the answer, 150 characters. (A game link
/// of the same games: 70 and 94 characters; the connection adds 147.)
#[test]
fn invitation_lengths() {
    let short = invite();
    let four = Invite {
        offered: 0b1110,
        game: game_fragment("chaturaji", 100),
        ..invite()
    };
    let (short, four) = (write_invite(&short), write_invite(&four));
    let answer = write_reply(&reply());
    println!(
        "invitation: chaturanga-v3 20 moves {} characters (its game link {}), chaturaji 100 \
         actions {} (its game link {}); answer {}",
        short.len(),
        invite().game.len(),
        four.len(),
        game_fragment("chaturaji", 100).len(),
        answer.len()
    );
    assert!(short.len() <= 250, "{}", short.len());
    assert!(four.len() <= 300, "{}", four.len());
    assert!(answer.len() <= 160, "{}", answer.len());
}

#[cfg(not(target_arch = "wasm32"))]
mod properties {
    use super::*;
    use proptest::prelude::*;
    use std::sync::OnceLock;

    fn address() -> impl Strategy<Value = Address> {
        prop_oneof![
            any::<[u8; 4]>().prop_map(Address::V4),
            any::<[u8; 16]>().prop_map(Address::V6),
            any::<[u8; 16]>().prop_map(Address::Mdns),
            "[a-zA-Z][a-zA-Z0-9-]{0,15}(\\.[a-z0-9-]{1,12}){0,3}".prop_map(Address::Name),
        ]
    }

    fn candidate() -> impl Strategy<Value = Candidate> {
        (
            any::<bool>(),
            address(),
            any::<u16>(),
            0u8..4,
            proptest::option::of((address(), any::<u16>())),
        )
            .prop_map(|(tcp, address, port, kind, related)| Candidate {
                tcp,
                address,
                port,
                kind: CandidateKind::of_code(kind),
                related,
            })
    }

    fn description() -> impl Strategy<Value = Description> {
        (
            "[A-Za-z0-9+/]{1,32}",
            "[A-Za-z0-9+/]{22,256}",
            any::<[u8; 32]>(),
            proptest::collection::vec(candidate(), 0..=MAX_CANDIDATES),
        )
            .prop_map(|(ufrag, pwd, fingerprint, candidates)| Description {
                ufrag,
                pwd,
                fingerprint,
                candidates,
            })
    }

    /// Two games a case can pick from, replayed once.
    fn games() -> &'static [String; 2] {
        static GAMES: OnceLock<[String; 2]> = OnceLock::new();
        GAMES.get_or_init(|| {
            [
                game_fragment("chaturanga-v3", 12),
                game_fragment("chaturaji", 30),
            ]
        })
    }

    proptest! {
        #[test]
        fn any_description_travels_and_rebuilds_its_sdp(
            description in description(),
            id in any::<u32>(),
            seat in 0u8..4,
            pick in 0usize..2,
            offered in 1u8..16,
            offer in any::<bool>(),
        ) {
            let sdp = description.to_sdp(offer);
            prop_assert_eq!(Description::from_sdp(&sdp), Ok(description.clone()), "{}", sdp);
            let game = games()[pick].clone();
            let offered = if pick == 0 { offered & 3 } else { offered };
            prop_assume!(offered != 0);
            let invite = Invite { id, offered, description: description.clone(), game };
            let text = write_invite(&invite);
            prop_assert_eq!(read_invite(&text), Ok(invite));
            let reply = Reply { id, seat, description };
            let code = write_reply(&reply);
            prop_assert_eq!(read_reply(&code), Ok(reply));
        }

        #[test]
        fn whatever_reads_writes_back_as_itself(text in "(answer=)?[A-Za-z0-9_-]{0,80}") {
            if let Ok(reply) = read_reply(&text) {
                let code = write_reply(&reply);
                prop_assert_eq!(read_reply(&code), Ok(reply));
            }
        }
    }
}
