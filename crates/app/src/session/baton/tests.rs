use crate::test_util::*;
use ashtapada_rules::SeatSet;

/// The device whose page plays the seat to act (`None`: a bot's, or nobody's yet).
fn to_act(devices: &[&App]) -> Option<usize> {
    let actor = devices[0].game().position().actor();
    devices
        .iter()
        .position(|d| d.session.here_mask().contains(actor))
}

/// The next action of the device to act: its roll, or its first legal action, as a person
/// there plays it (the Roll button, or the move typed).
fn act(app: &mut App, i: usize) {
    let game = app.game();
    if game.position().needs_roll() {
        app.command(Command::Decide(crate::command::Decision::Roll));
        return;
    }
    let legal = game.legal_actions();
    let action = legal[i % legal.len()];
    let text = record::write_action(game.position(), action);
    app.command(Command::TypedMove(text));
}

/// Two browsers play Chaturaji by links, South and North on one, West and East on the other,
/// as issue 46 asks: the game waits for the second device to join and the link to come back,
/// the first device draws the roll-off, then each roll is drawn by the roller's device and
/// the one before. At each of the second device's rolls, neither the first device nor a copy
/// of the game opened from the first device's own link knows the face or can roll; both
/// devices' records, and every link, check.
#[test]
fn two_devices_play_by_links_and_no_link_tells_the_next_roll() {
    let mut a = app("chaturaji", &humans(4), 7);
    a.command(Command::Share);
    assert!(
        a.session.baton().is_some(),
        "the game draws its dice between devices"
    );
    for (seat, here) in [(0, true), (1, false), (2, true), (3, false)] {
        a.command(Command::Here(seat, here));
    }
    assert_eq!(a.session.baton().unwrap().seats_of(0), Some(0b0101));
    assert!(a.screen().get("turn").contains("have not joined yet"));
    assert!(a.screen().get("share-body").contains("one at a time"));
    assert!(
        a.game().legal_actions().is_empty(),
        "nobody acts before the others join"
    );
    let invitation = a.share_link().expect("a link");
    a.command(Command::Close);

    // B opens it: it is asked which seats it plays (West, the first free one, ticked).
    let mut b = app("chaturaji", &humans(4), 1);
    b.open_link(&invitation);
    let screen = b.screen();
    assert!(
        screen.is_open("dlg-here"),
        "{:?}",
        crate::link::read(&invitation).err()
    );
    assert_eq!(b.session.here_mask(), SeatSet::single(Seat::ALL[1]));
    b.command(Command::Here(3, true));
    b.command(Command::Close);
    let baton = b.session.baton().expect("joined");
    assert_eq!((baton.devices(), baton.seats_of(1)), (2, Some(0b1010)));
    // Its link goes back to South's device, which draws who starts.
    assert!(b.screen().is_open("dlg-share"));
    assert!(b
        .screen()
        .get("turn")
        .contains("send the link back to South, North"));
    assert!(b.game().legal_actions().is_empty());
    let joined = b.share_link().expect("a link");
    b.command(Command::Close);

    a.open_link(&joined);
    let roll_off = a.game().given_roll_off().expect("drawn by the devices");
    assert!(roll_off >= 4, "a roll-off of every seat: {roll_off}");
    assert!(a.screen().get("turn").contains("dice drawn by 2 devices"));

    // Play by links: the device to act plays until the turn passes, then sends its link.
    let mut checked = 0;
    let mut on = 0usize; // 0: A holds the game, 1: B
    for i in 0..400 {
        if a.game().outcome().is_some() || checked >= 8 {
            break;
        }
        let (mine, theirs) = if on == 0 {
            (&mut a, &mut b)
        } else {
            (&mut b, &mut a)
        };
        match to_act(&[mine, theirs]) {
            Some(0) => act(mine, i),
            Some(_) => {
                let link = mine.share_link().expect("a link");
                mine.command(Command::Close);
                if on == 0 && mine.game().position().needs_roll() {
                    // The roll to come is B's: A does not know it, nor does a copy of A's
                    // own link in a third browser, and neither can roll for B.
                    assert_eq!(mine.game().next_face(), None);
                    let mut copy = app("chaturaji", &humans(4), 3);
                    copy.open_link(&link);
                    copy.command(Command::Close);
                    assert_eq!(copy.game().actions(), mine.game().actions());
                    assert_eq!(copy.game().next_face(), None, "the copy foresees no face");
                    assert!(copy.game().legal_actions().is_empty(), "nor can it roll");
                    assert!(copy.screen().get("turn").contains("plays no seat"));
                    checked += 1;
                }
                theirs.open_link(&link);
                // The same game, and perhaps an action more that the device played by itself
                // on opening it (a pass forced by the roll-off's face, say).
                assert!(
                    theirs.game().actions().starts_with(mine.game().actions()),
                    "at {i}"
                );
                on = 1 - on;
            }
            None => panic!("nobody plays the seat to act at {i}"),
        }
    }
    assert!(checked >= 4, "the copy was tried at {checked} of B's rolls");
    // Both devices' games are one, and their records prove every face.
    let last = if on == 0 {
        a.share_link()
    } else {
        b.share_link()
    }
    .expect("a link");
    let (holder, other) = if on == 0 { (&a, &mut b) } else { (&b, &mut a) };
    other.open_link(&last);
    assert!(other.game().actions().starts_with(holder.game().actions()));
    for device in [&a, &b] {
        let (game, tags) = record::parse(&device.session.record()).expect("reads");
        assert_eq!(crate::fair::record_proof(&game, &tags), Ok(()));
        assert!(game.given_faces().expect("drawn").len() > 12);
    }
}

/// A dice game shared by link before anyone joined may still go live, as a seeded game (live
/// play draws its own dice); once under way by links, it stays a game by links, and Play live
/// says why.
#[test]
fn a_game_by_links_goes_live_only_before_it_begins() {
    let mut a = app("chaturaji", &humans(4), 7);
    a.command(Command::Share);
    a.command(Command::Close);
    assert!(a.session.baton().is_some());
    a.command(Command::Live(crate::command::LiveCommand::Open));
    assert!(a.session.baton().is_none(), "seeded again");
    assert!(a.game().given_faces().is_none());
    assert!(
        !a.game().legal_actions().is_empty(),
        "the seat to act can act"
    );

    // Under way by links: Play live is refused, and the game is unchanged.
    let mut b = app("chaturaji", &humans(4), 7);
    b.command(Command::Share);
    for (seat, here) in [(0, true), (1, false), (2, true), (3, false)] {
        b.command(Command::Here(seat, here));
    }
    let invitation = b.share_link().expect("a link");
    let mut c = app("chaturaji", &humans(4), 2);
    c.open_link(&invitation);
    c.command(Command::Here(3, true));
    c.command(Command::Close);
    b.open_link(&c.share_link().expect("a link"));
    let before = b.game().clone();
    assert!(before.given_roll_off().is_some_and(|n| n > 0));
    b.command(Command::Close);
    b.command(Command::Live(crate::command::LiveCommand::Open));
    assert!(b.session.baton().is_some());
    assert_eq!(b.game().positions(), before.positions());
    assert!(b.screen().get("toast").contains("goes on by links"));
}

/// A seeded first roll can leave the first seat nothing but a pass, played at once when the
/// game starts (about one Chaturaji game in four): nobody has chosen anything yet, so sharing
/// it still makes a game by links, whose roll-off waits for the other devices.
#[test]
fn a_game_whose_only_actions_are_forced_passes_still_becomes_one_by_links() {
    let mut forced = 0;
    for seed in 0..40u64 {
        let mut a = app("chaturaji", &humans(4), seed * 7919 + 3);
        let passes = a.game().actions().len();
        forced += usize::from(passes > 0);
        a.command(Command::Share);
        assert!(
            a.session.baton().is_some(),
            "seed {seed}: {passes} forced passes"
        );
        assert!(
            a.game().actions().is_empty(),
            "seed {seed}: the forced passes are dropped"
        );
        assert!(
            a.game().legal_actions().is_empty(),
            "seed {seed}: it waits for the others"
        );
    }
    assert!(forced > 0, "some of these games start with a forced pass");
    // A person's move is a choice: that game keeps its seed.
    let mut a = app("chaturaji", &humans(4), 7);
    act(&mut a, 0);
    while a.game().actions().len() < 2 {
        act(&mut a, 0);
    }
    a.command(Command::Share);
    assert!(a.session.baton().is_none());
}

/// The rule for a device that never sends the link on (issue 46): the device left waiting
/// goes on alone. It asks first; then every seat is played there, its rolls are its own die's,
/// and its record proves the rolls the devices drew before (and says how many), checked again
/// after a save and in a link opened elsewhere.
#[test]
fn a_device_left_waiting_goes_on_alone_and_its_record_proves_the_rolls_drawn_before() {
    let mut a = app("chaturaji", &humans(4), 7);
    a.command(Command::Share);
    for (seat, here) in [(0, true), (1, false), (2, true), (3, false)] {
        a.command(Command::Here(seat, here));
    }
    assert!(
        a.screen().get("turn").contains("baton-alone"),
        "offered while B has not joined"
    );
    let invitation = a.share_link().expect("a link");
    a.command(Command::Close);
    let mut b = app("chaturaji", &humans(4), 1);
    b.open_link(&invitation);
    b.command(Command::Here(3, true));
    b.command(Command::Close);
    let joined = b.share_link().expect("a link");
    b.command(Command::Close);
    a.open_link(&joined);
    // A plays until the turn is B's, sends the link, and B never answers.
    for i in 0..200 {
        if to_act(&[&a, &b]) != Some(0) {
            break;
        }
        act(&mut a, i);
    }
    assert_eq!(to_act(&[&a, &b]), Some(1), "the turn passed to B");
    let _sent = a.share_link().expect("a link");
    a.command(Command::Close);
    let before = a.game().actions().len();
    assert!(a.screen().get("turn").contains("baton-alone"));

    // Asked first; Cancel changes nothing.
    a.command(Command::BatonAlone);
    assert!(a.screen().is_open("dlg-confirm"));
    assert!(a
        .screen()
        .get("confirm-body")
        .contains("no longer drawn between devices"));
    a.command(Command::Close);
    assert!(a.session.baton_alone().is_none());
    a.command(Command::BatonAlone);
    a.command(Command::BatonAloneConfirmed);
    let drawn = a.session.baton_alone().expect("gone on alone");
    let rolls_before = a.game().given_faces().map_or(0, <[u8]>::len);
    // At least the roll-off's faces, one a seat (the roll-off is random: this browser's key).
    let roll_off = a.game().given_roll_off().expect("drawn");
    assert!(
        drawn as usize <= rolls_before && drawn as usize >= roll_off && roll_off >= 4,
        "{drawn} of {rolls_before}"
    );
    assert_eq!(
        a.session.here_mask().bits(),
        0b1111,
        "every seat is played here"
    );
    assert!(a.screen().get("turn").contains("then by this device alone"));
    assert!(
        !a.screen().get("turn").contains("baton-alone"),
        "not offered again"
    );
    assert_eq!(a.test_state().baton, Some("alone"));

    // A plays on for every seat, rolling its own die.
    for i in 0..60 {
        if a.game().outcome().is_some() {
            break;
        }
        act(&mut a, i);
    }
    assert!(a.game().actions().len() > before + 20, "the game went on");
    assert!(a.game().given_faces().expect("faces").len() > rolls_before + 5);
    // Its record proves the rolls the devices drew, and says how many.
    let record = a.session.record();
    assert!(
        record.contains(&format!("[DiceAlone \"{drawn}\"]")),
        "{record}"
    );
    let (game, tags) = record::parse(&record).expect("reads");
    assert_eq!(crate::fair::record_proof(&game, &tags), Ok(()));
    // Its link opens elsewhere, proven the same way, as a game on one device.
    let link = a.share_link().expect("a link");
    let read = crate::link::read(&link).expect("reads");
    assert_eq!(read.alone, Some(drawn));
    assert_eq!(read.game.actions(), a.game().actions());
    // B's own game is as B last had it; the link it would have sent is a fork of A's now.
    assert_eq!(b.session.baton_alone(), None);
}

/// A game by links whose other devices never joined goes on alone as a plain game on this
/// device: every seat played here, dice from a seed of its own, nothing to prove.
#[test]
fn a_game_nobody_joined_goes_on_alone_as_a_game_on_this_device() {
    let mut a = app("chaturaji", &humans(4), 7);
    a.command(Command::Share);
    a.command(Command::Close);
    assert!(
        a.game().legal_actions().is_empty(),
        "it waits for the others"
    );
    a.command(Command::BatonAlone);
    a.command(Command::BatonAloneConfirmed);
    assert!(a.session.baton().is_none());
    assert_eq!(a.session.here_mask().bits(), 0b1111);
    assert!(!a.game().legal_actions().is_empty(), "a seat can act here");
    for i in 0..12 {
        act(&mut a, i);
    }
    assert!(a.game().actions().len() >= 12);
    let (game, tags) = record::parse(&a.session.record()).expect("reads");
    assert_eq!(crate::fair::record_proof(&game, &tags), Ok(()));
}
