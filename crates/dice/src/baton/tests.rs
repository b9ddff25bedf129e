use super::*;
use proptest::prelude::*;

fn secret(n: u8) -> Link {
    let mut s = [0u8; 32];
    s[0] = n;
    s[31] = 0xA8;
    s
}

/// Seats as the caller's bits.
const S: u8 = 0;
const W: u8 = 1;
const N: u8 = 2;
const E: u8 = 3;

fn bits(seats: &[u8]) -> u8 {
    seats.iter().fold(0, |m, &s| m | 1 << s)
}

/// Devices playing a game by links honestly, on one machine: each holds its own hand, and
/// the baton is what every link carries.
struct Links {
    hands: Vec<Hand>,
    baton: Baton,
    steps: Vec<Step>,
    faces: Vec<u8>,
}

impl Links {
    /// Device `i` plays `seats[i]`; each joins in turn, handing the link on (its hand-off 1).
    fn new(seats: &[&[u8]]) -> Links {
        let hands: Vec<Hand> = (0..seats.len())
            .map(|i| Hand::new(&secret(i as u8)))
            .collect();
        let mut baton = Baton::new(77, bits(seats[0]), hands[0].heads());
        for (i, s) in seats.iter().enumerate().skip(1) {
            assert_eq!(baton.join(bits(s), hands[i].heads()), Ok(i));
        }
        for (i, hand) in hands.iter().enumerate() {
            baton.hand_off(i, 1, hand.pass_part(1).unwrap()).unwrap();
        }
        Links {
            hands,
            baton,
            steps: Vec::new(),
            faces: Vec::new(),
        }
    }

    /// The step of `seat` (a bot's if no device plays it); a roll's face, seen by the roller
    /// before it reveals, then checked by everyone after.
    fn step(&mut self, seat: u8, roll: bool, faces: u8) -> Option<u8> {
        let step = Step {
            device: self.baton.device_of(seat),
            roll,
        };
        let (holder, runs) = self.baton.run_after(&self.steps).unwrap();
        let mut next = self.steps.clone();
        next.push(step);
        let (owner, _) = self.baton.run_after(&next).unwrap();
        if owner != holder {
            // The holder hands the game on: the link carries its hand-off part.
            let part = self.hands[holder].pass_part(runs).unwrap();
            self.baton.hand_off(holder, runs, part).unwrap();
        }
        self.steps = next;
        if !roll {
            return None;
        }
        let draw = *self.baton.draws(&self.steps).unwrap().last().unwrap();
        assert_eq!(draw.roller, owner);
        let seen = self
            .baton
            .face_with(&draw, &self.hands[owner], faces)
            .unwrap();
        // Before the roller reveals, nobody else can compute the face.
        assert_eq!(
            self.baton.face(&draw, faces),
            Err(Refusal::Withheld {
                device: owner,
                roll: draw.roll
            })
        );
        let part = self.hands[owner].roll_part(draw.roll).unwrap();
        self.baton.reveal(owner, draw.roll, part).unwrap();
        assert_eq!(self.baton.face(&draw, faces), Ok(seen));
        self.faces.push(seen);
        Some(seen)
    }
}

#[test]
fn each_roll_is_drawn_by_its_roller_and_the_device_of_the_run_before() {
    // Device 0 plays South and North, device 1 West; East is a bot.
    let baton = {
        let l = Links::new(&[&[S, N], &[W]]);
        l.baton
    };
    let own = |d: usize, roll: bool| Step {
        device: Some(d),
        roll,
    };
    let bot = Step {
        device: None,
        roll: true,
    };
    let steps = [
        own(0, true), // the roll-off, drawn by device 0 in its start run
        own(0, true),
        own(0, false), // South moves
        own(1, true),  // West's roll: device 1's run
        own(1, false),
        own(0, true), // North
        own(0, false),
        bot, // East, a bot: the run of device 0 goes on
        own(0, true),
    ];
    let d = baton.draws(&steps).unwrap();
    let got: Vec<(u32, usize, usize, u32)> = d
        .iter()
        .map(|d| (d.roll, d.roller, d.partner, d.handoff))
        .collect();
    assert_eq!(
        got,
        [
            // Device 1 joined last: its hand-off 1 is the start run's partner.
            (1, 0, 1, 1),
            (2, 0, 1, 1),
            // Device 0's start run was its second.
            (3, 1, 0, 2),
            (4, 0, 1, 2),
            (5, 0, 1, 2),
            (6, 0, 1, 2),
        ]
    );
    assert_eq!(
        baton.run_after(&[own(0, true), own(1, true)]),
        Ok((1, 2)),
        "device 1's second run (its first after the join)"
    );
}

#[test]
fn a_game_by_links_checks_and_a_changed_face_does_not() {
    let mut l = Links::new(&[&[S, N], &[W, E]]);
    for _ in 0..4 {
        l.step(S, true, 4);
    }
    for round in 0..12 {
        for seat in [S, W, N, E] {
            l.step(seat, true, 4);
            if round % 3 != 1 {
                l.step(seat, false, 4);
            }
        }
    }
    assert_eq!(l.baton.check(&l.steps, &l.faces, 4), Ok(()));
    // What travels in a tag reads back whole, and checks the same.
    let read = Baton::read_tag(&l.baton.write_tag()).unwrap();
    assert_eq!(read, l.baton);
    assert_eq!(read.check(&l.steps, &l.faces, 4), Ok(()));

    let mut changed = l.faces.clone();
    changed[20] = (changed[20] + 1) % 4;
    assert_eq!(
        l.baton.check(&l.steps, &changed, 4),
        Err(Refusal::WrongFace {
            roll: 21,
            shown: changed[20],
            drawn: l.faces[20],
        })
    );
}

#[test]
fn a_roll_whose_part_is_missing_names_the_device_that_withholds_it() {
    let mut l = Links::new(&[&[S], &[W], &[N], &[E]]);
    l.step(S, true, 6);
    l.step(S, false, 6);
    // West's device received the link but has not rolled: the step is there, its part not.
    let (holder, runs) = l.baton.run_after(&l.steps).unwrap();
    l.baton
        .hand_off(holder, runs, l.hands[holder].pass_part(runs).unwrap())
        .unwrap();
    l.steps.push(Step {
        device: Some(1),
        roll: true,
    });
    l.faces.push(0);
    assert_eq!(
        l.baton.check(&l.steps, &l.faces, 6),
        Err(Refusal::Withheld { device: 1, roll: 2 })
    );
}

#[test]
fn parts_that_were_not_committed_are_refused() {
    let mut l = Links::new(&[&[S], &[W]]);
    let forged = [7u8; 32];
    assert_eq!(
        l.baton.reveal(0, 1, forged),
        Err(Refusal::Tampered { device: 0, roll: 1 })
    );
    assert_eq!(
        l.baton.hand_off(1, 2, forged),
        Err(Refusal::Tampered { device: 1, roll: 2 })
    );
    // Another device's real part is no better.
    let theirs = l.hands[1].roll_part(1).unwrap();
    assert!(l.baton.reveal(0, 1, theirs).is_err());
    assert!(l.step(S, true, 4).is_some());
    // A part revealed already, sent again, is no news; an earlier one than the latest too.
    let again = l.hands[0].roll_part(1).unwrap();
    assert_eq!(l.baton.reveal(0, 1, again), Ok(()));
}

#[test]
fn a_device_cannot_take_seats_another_plays() {
    let hands: Vec<Hand> = (0..3).map(|i| Hand::new(&secret(i))).collect();
    let mut baton = Baton::new(5, bits(&[S, N]), hands[0].heads());
    assert!(baton.join(bits(&[N]), hands[1].heads()).is_err());
    assert!(baton.join(0, hands[1].heads()).is_err());
    assert_eq!(baton.join(bits(&[W]), hands[1].heads()), Ok(1));
    assert_eq!(baton.device_of(N), Some(0));
    assert_eq!(baton.device_of(W), Some(1));
    assert_eq!(baton.device_of(E), None);
    assert_eq!(baton.device_with(hands[1].heads()), Some(1));
    // One device alone is no game between devices.
    let alone = Baton::new(6, bits(&[S]), hands[2].heads());
    assert!(alone.draws(&[]).is_err());
}

#[test]
fn a_baton_covers_its_past_and_a_device_may_change_its_seats_to_free_ones() {
    let mut l = Links::new(&[&[S], &[W]]);
    let before = l.baton.clone();
    l.step(S, true, 4);
    assert!(l.baton.covers(&before));
    assert!(!before.covers(&l.baton));
    let mut other = l.baton.clone();
    assert!(!other.set_seats(1, bits(&[S])));
    assert!(other.set_seats(1, bits(&[W, E])));
    assert!(!other.covers(&l.baton), "another device's seats");
}

#[test]
fn the_tag_reader_refuses_what_does_not_check() {
    let l = Links::new(&[&[S], &[W]]);
    let mut bytes = Vec::new();
    l.baton.write_bytes(&mut bytes);
    assert_eq!(bytes.len(), 8 + 2 * MEMBER_BYTES);
    assert_eq!(Baton::read_bytes(&bytes).as_ref(), Some(&l.baton));
    // A latest part changed: it no longer leads to its head.
    let mut changed = bytes.clone();
    changed[48] ^= 1;
    assert!(Baton::read_bytes(&changed).is_none());
    // Two devices with one seat.
    let mut shared = bytes.clone();
    shared[8 + MEMBER_BYTES] = shared[8];
    assert!(Baton::read_bytes(&shared).is_none());
    // One device alone reads (the others have not joined yet); a piece of a field does not.
    assert!(Baton::read_bytes(&bytes[..8 + MEMBER_BYTES]).is_some());
    assert!(Baton::read_bytes(&bytes[..bytes.len() - 1]).is_none());
    assert!(Baton::read_bytes(&bytes[..8]).is_none());
    assert!(Baton::read_tag("2.AAAA").is_none());
    assert!(Baton::is_tag(&l.baton.write_tag()));
}

proptest! {
    #![proptest_config(ProptestConfig::with_cases(16))]

    /// Whatever every device but the roller holds when a roll is due (its own secrets, every
    /// part every link carried so far, the roller's earlier parts and its heads), the face is
    /// not determined: over the secrets the roller may have drawn, every face comes up, each
    /// near a fresh die's odds.
    #[test]
    fn without_the_roller_s_part_no_face_is_known(
        partner in any::<[u8; 32]>(),
        handoff in 1u32..40,
        roll in 1u32..200,
        faces in prop_oneof![Just(4u8), Just(6)],
    ) {
        // What the others hold of this roll: the partner's hand-off part, revealed.
        let first = Hand::new(&partner).pass_part(handoff).unwrap();
        let n = 60 * usize::from(faces);
        let mut counts = vec![0usize; usize::from(faces)];
        for i in 0..n {
            let mut s = [0u8; 32];
            s[..8].copy_from_slice(&(i as u64).to_le_bytes());
            let second = Hand::new(&s).roll_part(roll).unwrap();
            counts[usize::from(face(&[first, second], roll, faces))] += 1;
        }
        // Each face 60 times expected (a standard deviation near 7); far from 0 and from all.
        prop_assert!(counts.iter().all(|&k| (30..=95).contains(&k)), "{:?}", counts);
    }

    /// Any game's steps, played honestly by any number of devices and seats, check; the
    /// roller's part is always the one piece nobody else had before the roll
    /// ([`Links::step`] asserts it at every roll).
    #[test]
    fn any_game_by_links_checks(
        owners in proptest::collection::vec((0u8..4, any::<bool>()), 1..80),
        split in 1usize..4,
    ) {
        // Seats 0..split on device 0, the rest (one each) on the next devices; seat 3 a bot
        // when split is 3 and it has no device.
        let mut seats: Vec<Vec<u8>> = vec![(0..split as u8).collect()];
        for s in split as u8..3 {
            seats.push(vec![s]);
        }
        if seats.len() < 2 {
            seats.push(vec![3]);
        }
        let refs: Vec<&[u8]> = seats.iter().map(Vec::as_slice).collect();
        let mut l = Links::new(&refs);
        for (seat, roll) in owners {
            l.step(seat, roll, 4);
        }
        prop_assert_eq!(l.baton.check(&l.steps, &l.faces, 4), Ok(()));
    }

    /// The byte reader takes any bytes without a panic, and what it accepts writes back as
    /// the very bytes.
    #[test]
    fn the_reader_round_trips_what_it_accepts(bytes in proptest::collection::vec(any::<u8>(), 0..300)) {
        if let Some(baton) = Baton::read_bytes(&bytes) {
            let mut out = Vec::new();
            baton.write_bytes(&mut out);
            prop_assert_eq!(out, bytes);
        }
    }
}
