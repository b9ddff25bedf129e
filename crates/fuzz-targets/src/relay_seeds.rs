//! The seeds of the targets `relay`, `sealed` and `dice`: live play's relay messages, each way,
//! sealed texts and fair dice's ledgers, as `ashtapada-relay` writes them (with fixed randomness, so the seeds are the
//! same on every run).

use ashtapada_relay::{
    publish, seal, subscribe, unsubscribe, Event, Identity, RelayMessage, RoomKey,
};

/// One seed, as [`crate::seeds::Seed`]: a short name and its bytes.
type Seed = (String, Vec<u8>);

fn event(seed: u8, plain: &[u8], at: u64) -> Event {
    let key = RoomKey([seed; 32]);
    let identity = Identity::from_seed([seed; 32]).expect("a valid seed");
    let content = seal(&key, [seed; 12], plain);
    Event::signed(&identity, at, &key.tag(), content, [seed; 32])
}

/// Messages both ways: a relay's to a client, and a client's to a relay.
pub fn relay() -> Vec<Seed> {
    let event = event(1, b"{\"game\":\"g=qAEBAYCAgICAgIAB\"}", 1_700_000_000);
    let tag = event.room_tag().unwrap_or_default().to_string();
    let relay = |name: &str, message: RelayMessage| (name.to_string(), message.write());
    let client = |name: &str, text: String| (name.to_string(), text);
    let texts = vec![
        relay(
            "event",
            RelayMessage::Event {
                sub: "live".into(),
                event: event.clone(),
            },
        ),
        relay(
            "ok",
            RelayMessage::Ok {
                id: event.id.clone(),
                accepted: true,
                message: String::new(),
            },
        ),
        relay(
            "ok-blocked",
            RelayMessage::Ok {
                id: event.id.clone(),
                accepted: false,
                message: "blocked: only ephemeral events".into(),
            },
        ),
        relay("eose", RelayMessage::Eose("live".into())),
        relay("notice", RelayMessage::Notice("error: \"é\"\n".into())),
        relay(
            "closed",
            RelayMessage::Closed {
                sub: "live".into(),
                message: "error: at most 32 subscriptions".into(),
            },
        ),
        client("publish", publish(&event)),
        client("subscribe", subscribe("live", &tag, 1_700_000_000)),
        client(
            "req-real",
            r##"["REQ","sub:1",{"kinds":[25050,1],"#x":["ab"],"#e":["cd"],"ids":["ef"],"limit":10},{"authors":["00"],"until":5}]"##.into(),
        ),
        client("close", unsubscribe("live")),
    ];
    texts
        .into_iter()
        .map(|(name, text)| (name, text.into_bytes()))
        .collect()
}

/// Sealed texts, each after its 32-byte key.
pub fn sealed() -> Vec<Seed> {
    let long: Vec<u8> = (0..1000u32).map(|i| (i * 7) as u8).collect();
    let plains: [(&str, &[u8]); 8] = [
        ("empty", b""),
        ("byte", b"x"),
        ("move", b"{\"act\":[12,3]}"),
        ("game", b"{\"game\":\"g=qAEBAYCAgICAgIAB\"}"),
        ("words", "à toi — ♞".as_bytes()),
        ("binary", &[0, 255, 1, 254, 2]),
        ("zeros", &[0; 12]),
        ("long", &long),
    ];
    plains
        .iter()
        .enumerate()
        .map(|(i, &(name, plain))| {
            let key = RoomKey([i as u8 * 31; 32]);
            let mut bytes = key.0.to_vec();
            bytes.extend_from_slice(seal(&key, [i as u8; 12], plain).as_bytes());
            (name.to_string(), bytes)
        })
        .collect()
}

/// Dice ledgers of one to four devices, from no roll revealed to many, some devices ahead of
/// others (a part sent before its roll, with a move).
pub fn dice() -> Vec<Seed> {
    use ashtapada_dice::{Chain, Ledger};
    let cases: [(&str, usize, &[u32]); 8] = [
        ("one-device", 1, &[0]),
        ("two-fresh", 2, &[0, 0]),
        ("two-one-roll", 2, &[1, 1]),
        ("two-ahead", 2, &[3, 4]),
        ("four-fresh", 4, &[0, 0, 0, 0]),
        ("four-rolls", 4, &[12, 12, 12, 12]),
        ("four-uneven", 4, &[7, 8, 8, 7]),
        ("long", 3, &[200, 200, 201]),
    ];
    cases
        .iter()
        .map(|&(name, devices, rolls)| {
            let chains: Vec<Chain> = (0..devices)
                .map(|d| Chain::new([d as u8 * 17 + 1; 32], 256))
                .collect();
            let mut ledger = Ledger::new(&chains.iter().map(Chain::head).collect::<Vec<_>>());
            for (d, chain) in chains.iter().enumerate() {
                for roll in 1..=rolls[d] {
                    let part = chain.part(roll).expect("within the chain");
                    ledger.reveal(d, roll, part).expect("the committed part");
                }
            }
            (name.to_string(), ledger.write_tag().into_bytes())
        })
        .collect()
}

#[cfg(test)]
mod tests {
    use std::path::Path;

    /// The saved corpora of `relay` and `sealed` replay (as `tests/corpus.rs` replays the
    /// others'): no file panics, every seed is still accepted, and each is what `seeds` writes.
    #[test]
    fn the_relay_corpora_replay() {
        for (target, seeds) in [
            ("relay", super::relay()),
            ("sealed", super::sealed()),
            ("dice", super::dice()),
        ] {
            let run = crate::by_name(target).expect("a target");
            let dir = Path::new(env!("CARGO_MANIFEST_DIR"))
                .join("../../fuzz/corpus")
                .join(target);
            let mut count = 0;
            for entry in std::fs::read_dir(&dir).expect("a corpus folder") {
                let path = entry.expect("an entry").path();
                let bytes = std::fs::read(&path).expect("a file");
                let accepted = run(&bytes);
                let name = path.file_name().unwrap_or_default().to_string_lossy();
                if let Some(seed) = name.strip_prefix("seed-") {
                    assert!(accepted, "{target}: {name} is no longer accepted");
                    let made = seeds.iter().find(|(n, _)| n == seed);
                    assert_eq!(made.map(|(_, b)| b), Some(&bytes), "{target}: {name}");
                    count += 1;
                }
            }
            assert!(count >= 8, "{target}: {count} seeds");
        }
    }
}
