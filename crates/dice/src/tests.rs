use super::*;
use proptest::prelude::*;

fn secret(n: u8) -> Link {
    [n; 32]
}

/// Every part hashes to the one before it, and the first to the head.
#[test]
fn a_chain_s_parts_lead_back_to_its_head() {
    let chain = Chain::new(secret(7), 20);
    let mut before = chain.head();
    for k in 1..=20 {
        let part = chain.part(k).unwrap();
        assert_eq!(hash(&part), before, "part {k}");
        assert_eq!(hash_times(&part, k), chain.head());
        before = part;
    }
    assert_eq!(chain.part(0), None);
    assert_eq!(chain.part(21), None);
}

/// Two devices reveal in turn; the face needs both, and each part is checked.
#[test]
fn a_roll_needs_every_device_s_part_and_each_is_checked() {
    let (a, b) = (Chain::new(secret(1), 8), Chain::new(secret(2), 8));
    let mut ledger = Ledger::new(&[a.head(), b.head()]);
    // B's part came first (with its last move); A, whose roll it is, has not rolled.
    ledger.reveal(1, 1, b.part(1).unwrap()).unwrap();
    assert_eq!(
        ledger.face(1, 4),
        Err(Refusal::Withheld { device: 0, roll: 1 }),
        "the face waits for the roller, who is named"
    );
    // A part not the committed one is refused.
    let mut forged = a.part(1).unwrap();
    forged[0] ^= 1;
    assert_eq!(
        ledger.reveal(0, 1, forged),
        Err(Refusal::Tampered { device: 0, roll: 1 })
    );
    // Nor out of turn.
    assert_eq!(
        ledger.reveal(0, 2, a.part(2).unwrap()),
        Err(Refusal::OutOfOrder { device: 0, roll: 2 })
    );
    ledger.reveal(0, 1, a.part(1).unwrap()).unwrap();
    let f = ledger.face(1, 4).unwrap();
    assert!(f < 4);
    assert_eq!(f, face(&[a.part(1).unwrap(), b.part(1).unwrap()], 1, 4));
    assert_eq!(
        ledger.face(0, 4),
        Err(Refusal::Withheld { device: 0, roll: 0 })
    );
    assert_eq!(ledger.reveal(2, 1, [0; 32]), Err(Refusal::NoDevice(2)));
}

/// What a record carries (heads and latest parts) checks, gives every earlier face again,
/// and a changed part does not check.
#[test]
fn a_ledger_read_from_a_record_checks_and_gives_every_face() {
    let chains: Vec<Chain> = (1..=4).map(|n| Chain::new(secret(n), 50)).collect();
    let heads: Vec<Link> = chains.iter().map(Chain::head).collect();
    let mut ledger = Ledger::new(&heads);
    let mut faces = Vec::new();
    for roll in 1..=30 {
        for (device, chain) in chains.iter().enumerate() {
            ledger
                .reveal(device, roll, chain.part(roll).unwrap())
                .unwrap();
        }
        faces.push(ledger.face(roll, 6).unwrap());
    }
    let text = ledger.write_tag();
    let read = Ledger::read_tag(&text).unwrap();
    assert_eq!(read, ledger);
    assert_eq!(read.write_tag(), text);
    for (roll, &f) in (1..).zip(&faces) {
        assert_eq!(read.face(roll, 6), Ok(f), "roll {roll}");
    }
    // One part changed: refused, and the device named.
    let mut parts = ledger.parts();
    parts[2].latest[5] ^= 0x40;
    assert_eq!(
        Ledger::from_parts(&parts),
        Err(Refusal::Tampered {
            device: 2,
            roll: 30
        })
    );
    // A device claiming a later roll than its part is for: refused.
    let mut parts = ledger.parts();
    parts[1].revealed += 1;
    assert!(Ledger::from_parts(&parts).is_err());
}

#[test]
fn a_dice_tag_that_does_not_read_says_why() {
    assert_eq!(Ledger::read_tag(""), Err(TagError::Version));
    assert_eq!(Ledger::read_tag("3.AAAA"), Err(TagError::Version));
    assert_eq!(Ledger::read_tag("2"), Err(TagError::Version));
    assert_eq!(Ledger::read_tag("2.AAAA"), Err(TagError::Field(0)));
    assert_eq!(Ledger::read_tag("2.!"), Err(TagError::Field(0)));
}

/// A device that joins a game under way draws from its next roll on, its chain's first part
/// serving that roll; the rolls before are the others' alone; what a record carries of it
/// checks; and a first roll of 0, or a first device that joined late, is refused.
#[test]
fn a_device_that_joins_later_draws_from_the_next_roll_on() {
    let (a, b, c) = (
        Chain::new(secret(1), 20),
        Chain::new(secret(2), 20),
        Chain::new(secret(3), 20),
    );
    let mut ledger = Ledger::new(&[a.head(), b.head()]);
    let mut faces = Vec::new();
    for roll in 1..=4 {
        ledger.reveal(0, roll, a.part(roll).unwrap()).unwrap();
        ledger.reveal(1, roll, b.part(roll).unwrap()).unwrap();
        faces.push(ledger.face(roll, 4).unwrap());
    }
    assert_eq!(ledger.join(c.head(), 5), 2);
    assert!(!ledger.draws(2, 4) && ledger.draws(2, 5));
    assert_eq!(ledger.revealed(2), Some(4));
    for roll in 5..=9 {
        ledger.reveal(0, roll, a.part(roll).unwrap()).unwrap();
        ledger.reveal(1, roll, b.part(roll).unwrap()).unwrap();
        assert_eq!(
            ledger.face(roll, 4),
            Err(Refusal::Withheld { device: 2, roll }),
            "the newcomer draws roll {roll}"
        );
        let part = Ledger::part_of(&c, 5, roll).unwrap();
        assert_eq!(part, c.part(roll - 4).unwrap());
        ledger.reveal(2, roll, part).unwrap();
        let parts = [a.part(roll).unwrap(), b.part(roll).unwrap(), part];
        assert_eq!(ledger.face(roll, 4), Ok(face(&parts, roll, 4)));
        faces.push(face(&parts, roll, 4));
    }
    // The rolls before it joined are the two first devices' alone.
    assert_eq!(
        ledger.face(2, 4),
        Ok(face(&[a.part(2).unwrap(), b.part(2).unwrap()], 2, 4))
    );
    let read = Ledger::read_tag(&ledger.write_tag()).unwrap();
    assert_eq!(read, ledger);
    assert_eq!(read.check(&faces, 4), Ok(()));
    for (device, first) in [(2, 0), (0, 2)] {
        let mut parts = ledger.parts();
        parts[device].first = first;
        assert!(
            Ledger::from_parts(&parts).is_err(),
            "device {device} first {first}"
        );
    }
    assert_eq!(Ledger::part_of(&c, 5, 4), None);
}

/// A device that leaves draws no roll after the last it revealed: the others draw the next
/// without it (it is not named as withholding), what a record carries of it checks, it
/// reveals no more, and one that joined and revealed nothing draws nothing.
#[test]
fn a_device_that_leaves_draws_no_later_roll() {
    let (a, b, c) = (
        Chain::new(secret(1), 20),
        Chain::new(secret(2), 20),
        Chain::new(secret(3), 20),
    );
    let mut ledger = Ledger::new(&[a.head(), b.head()]);
    let mut faces = Vec::new();
    for roll in 1..=3 {
        ledger.reveal(0, roll, a.part(roll).unwrap()).unwrap();
        ledger.reveal(1, roll, b.part(roll).unwrap()).unwrap();
        faces.push(ledger.face(roll, 6).unwrap());
    }
    // B withholds roll 4: named, then left out.
    ledger.reveal(0, 4, a.part(4).unwrap()).unwrap();
    assert_eq!(
        ledger.face(4, 6),
        Err(Refusal::Withheld { device: 1, roll: 4 })
    );
    assert!(ledger.leave(1));
    assert!(!ledger.leave(1), "once");
    assert!(!ledger.draws(1, 4) && ledger.draws(1, 3));
    assert_eq!(ledger.face(4, 6), Ok(face(&[a.part(4).unwrap()], 4, 6)));
    faces.push(ledger.face(4, 6).unwrap());
    assert_eq!(
        ledger.reveal(1, 4, b.part(4).unwrap()),
        Err(Refusal::OutOfOrder { device: 1, roll: 4 })
    );
    // C joins at roll 5 and leaves before revealing anything: it draws no roll.
    let c_at = ledger.join(c.head(), 5);
    assert!(ledger.leave(c_at));
    assert!(!ledger.draws(c_at, 5));
    ledger.reveal(0, 5, a.part(5).unwrap()).unwrap();
    faces.push(ledger.face(5, 6).unwrap());
    let read = Ledger::read_tag(&ledger.write_tag()).unwrap();
    assert_eq!(read, ledger);
    assert_eq!(read.check(&faces, 6), Ok(()));
    // A device that left after a roll it did not reveal is refused.
    let mut parts = ledger.parts();
    parts[1].left += 1;
    assert!(Ledger::from_parts(&parts).is_err());
}

/// A fresh die's odds, to compare: each face of `faces` about as often over `n` rolls.
fn counts(faces: u8, n: usize, roll: impl Fn(usize) -> u8) -> Vec<usize> {
    let mut c = vec![0; usize::from(faces)];
    for i in 0..n {
        c[usize::from(roll(i))] += 1;
    }
    c
}

/// The faces are fair: over 6 000 rolls of a six-faced die, each face 1 000 ± 150 times.
#[test]
fn faces_are_uniform() {
    let c = counts(6, 6000, |i| {
        face(&[secret(1), secret((i % 251) as u8)], i as u32 + 1, 6)
    });
    assert!(c.iter().all(|&n| (850..=1150).contains(&n)), "{c:?}");
}

proptest! {
    #![proptest_config(ProptestConfig::with_cases(64))]

    /// Whatever the devices other than the roller hold (their secrets, every part of theirs,
    /// and the roller's earlier parts), the roll's face is not determined: over the secrets
    /// the roller may have drawn, every face comes up, each near a fresh die's odds.
    #[test]
    fn without_the_roller_s_part_no_face_is_known(
        others in proptest::collection::vec(any::<[u8; 32]>(), 1..4),
        roll in 1u32..6,
        faces in prop_oneof![Just(2u8), Just(4), Just(6)],
    ) {
        let length = 6;
        let theirs: Vec<Link> = others
            .iter()
            .map(|&s| Chain::new(s, length).part(roll).unwrap())
            .collect();
        let n = 120 * usize::from(faces);
        let c = counts(faces, n, |i| {
            let mut s = [0u8; 32];
            s[..8].copy_from_slice(&(i as u64).to_le_bytes());
            let mut parts = vec![Chain::new(s, length).part(roll).unwrap()];
            parts.extend_from_slice(&theirs);
            face(&parts, roll, faces)
        });
        // Each face 120 times expected; far from 0 and from all.
        prop_assert!(c.iter().all(|&k| (60..=180).contains(&k)), "{:?}", c);
    }

    /// Any parts the roller might send instead of its committed one are refused: only the
    /// committed part moves the ledger on.
    #[test]
    fn only_the_committed_part_is_taken(forged in any::<[u8; 32]>(), s in any::<[u8; 32]>()) {
        let chain = Chain::new(s, 4);
        let mut ledger = Ledger::new(&[chain.head()]);
        let real = chain.part(1).unwrap();
        prop_assume!(forged != real);
        prop_assert_eq!(ledger.reveal(0, 1, forged), Err(Refusal::Tampered { device: 0, roll: 1 }));
        prop_assert_eq!(ledger.reveal(0, 1, real), Ok(()));
    }

    /// The tag reader takes any text without a panic, and what it accepts writes back as
    /// the very text.
    #[test]
    fn the_tag_reader_round_trips_what_it_accepts(text in "2(\\.[A-Za-z0-9_-]{0,100}){0,3}") {
        if let Ok(ledger) = Ledger::read_tag(&text) {
            prop_assert_eq!(ledger.write_tag(), text);
        }
    }
}

/// A game's faces check against the ledger; one face changed, or a part missing, does not.
#[test]
fn a_game_s_faces_check_against_the_parts() {
    let chains: Vec<Chain> = (1..=2).map(|n| Chain::new(secret(n), 40)).collect();
    let mut ledger = Ledger::new(&chains.iter().map(Chain::head).collect::<Vec<_>>());
    let mut shown = Vec::new();
    for roll in 1..=20 {
        for (device, chain) in chains.iter().enumerate() {
            ledger
                .reveal(device, roll, chain.part(roll).unwrap())
                .unwrap();
        }
        shown.push(ledger.face(roll, 4).unwrap());
    }
    assert_eq!(ledger.check(&shown, 4), Ok(()));
    let mut changed = shown.clone();
    changed[9] = (changed[9] + 1) % 4;
    assert_eq!(
        ledger.check(&changed, 4),
        Err(Refusal::WrongFace {
            roll: 10,
            shown: changed[9],
            drawn: shown[9]
        })
    );
    shown.push(0);
    assert_eq!(
        ledger.check(&shown, 4),
        Err(Refusal::Withheld {
            device: 0,
            roll: 21
        })
    );
}

/// A table of devices on one machine draws each roll as the devices would, every part
/// revealed in turn: its faces are the ledger's, and its chains end where they say.
#[test]
fn a_table_draws_what_its_devices_would() {
    let mut table = Table::new(&[secret(4), secret(5), secret(6)], 10);
    let chains = [
        Chain::new(secret(4), 10),
        Chain::new(secret(5), 10),
        Chain::new(secret(6), 10),
    ];
    for roll in 1..=10 {
        let parts: Vec<Link> = chains.iter().map(|c| c.part(roll).unwrap()).collect();
        assert_eq!(table.draw(6), Some(face(&parts, roll, 6)), "roll {roll}");
        assert_eq!(table.ledger().revealed(2), Some(roll));
    }
    assert_eq!(table.draw(6), None, "past the chains' end");
}
