//! # ashtapada-fuzz-targets
//!
//! One plain function per reader of outside text, each taking any bytes. The libFuzzer harness
//! in `fuzz/` calls them on the nightly toolchain (`cargo xtask fuzz`); the test
//! `tests/corpus.rs` calls them on every file of the saved corpus `fuzz/corpus/<target>/` on
//! stable, so that a crash once found stays fixed on a machine without nightly.
//!
//! | target | reader | what it also checks |
//! |---|---|---|
//! | [`fen`] | `fen::parse` (first byte: the ruleset) | write → parse gives the same position and text; every legal move's notation reads back; the first and last legal actions play |
//! | [`record`] | `record::parse` | write → parse gives the same game and tags, and the same text |
//! | [`notation`] | `notation::parse_move` (first byte: a position reached in play) | a move read is legal, and its written form reads as the same move |
//! | [`save`] | the page's autosave reader | write → read gives the same game, seats and settings |
//! | [`request`] | a page → worker message, JSON, then the worker's game rebuild | encode → decode is identical; an accepted game's actions go back on the wire as they came |
//! | [`reply`] | a worker → page message, JSON, then its action as the page plays it | encode → decode is identical; an accepted action goes back on the wire as it came |
//! | [`link`] | a game link's fragment (`g=…`), replayed by the engine | write → read gives the same game, seats and names, and writes the same text |
//! | [`games`] | the Games list as the browser stores it | write → read gives the same list and the same text; each kept link or record then goes through its own reader |
//! | [`qr`] | the QR worker's answer as the page reads it (first byte: the side) | an accepted code writes back the same modules and draws as SVG |
//! | [`lesson`] | a Learn course as the extras worker sends it (the lesson file format) | write → read gives the same text again; each step's solution replays through the attempt's rules without a panic |
//! | [`progress`] | the Learn progress as the browser stores it | write → read gives the same progress |
//! | [`extras`] | a message of the extras worker, JSON (first byte: which way), and a QR code's answer as the page reads it | encode → decode is identical; a QR answer the page accepts writes back the same modules |
//! | [`invite`] | a live invitation (`live=…`, by hand or through relays) or answer (`answer=…`), with the game link inside, and a browser's SDP as the page keeps it | write → read gives the same invitation, answer or description, and writes the same text; a description's rebuilt SDP reads as the same description |
//! | [`live`] | a message between the pages of a live game, or a signal of the opening through relays | it writes back as the very text read, which reads as the same message |
//! | [`relay`] | a Nostr relay's message as a client reads it (events verified), and a client's as the relay reads it | each accepted message writes back as text that reads as the same message, and writes the same text |
//! | [`sealed`] | a room's sealed text (first 32 bytes: the room key) | an accepted text seals again, with its own nonce, as the very text read; with another nonce it unseals as the same bytes |
//! | [`dice`] | the fair dice's ledger as a record's tag or a link's field carries it (every part checked against its head) | an accepted ledger writes back as the very text, and gives a face for every roll all devices revealed |
//! | [`puzzle`] | a puzzle set's line (ruleset, position, answer, themes), as Puzzles will load it | an accepted puzzle writes back as a line that reads as the same puzzle, and writes the same text; its answer is one of its legal moves |
//!
//! Each returns whether the reader accepted the input (so the checks after it ran); a bug is a
//! panic with the input's story in its message.

#![warn(missing_docs)]

pub mod play;
mod relay_seeds;
mod relay_targets;
mod save_text;
pub mod seeds;

pub use relay_targets::{dice, relay, sealed};
pub use save_text::{write_save, NativeJson};

use ashtapada_app::qr::QrCode;
use ashtapada_app::save as autosave;
use ashtapada_rules::notation::{parse_move, write_move};
use ashtapada_rules::{fen as position_format, record as game_record};
use ashtapada_rules::{Action, Game, MoveList, Position};
use ashtapada_worker::{Reply, Request, WireAction};

/// A fuzz target: reads any bytes, returns whether the reader accepted them, panics on a bug.
pub type Target = fn(&[u8]) -> bool;

/// Every target by name. The names are those of `fuzz/fuzz_targets/<name>.rs` and of the corpus
/// folders `fuzz/corpus/<name>/`.
pub const TARGETS: &[(&str, Target)] = &[
    ("fen", fen),
    ("record", record),
    ("notation", notation),
    ("save", save),
    ("request", request),
    ("reply", reply),
    ("link", link),
    ("games", games),
    ("qr", qr),
    ("lesson", lesson),
    ("progress", progress),
    ("extras", extras),
    ("invite", invite),
    ("live", live),
    ("relay", relay),
    ("sealed", sealed),
    ("dice", dice),
    ("puzzle", puzzle),
];

/// The target of a name.
pub fn by_name(name: &str) -> Option<Target> {
    TARGETS.iter().find(|(n, _)| *n == name).map(|&(_, t)| t)
}

/// The position format: the first byte picks the ruleset ([`play::ruleset`]), the rest is the
/// text. A position the reader accepts must write and read back unchanged, and the engine must
/// be able to play in it.
pub fn fen(data: &[u8]) -> bool {
    let Some((&pick, text)) = data.split_first() else {
        return false;
    };
    let rules = play::ruleset(pick);
    let Ok(text) = std::str::from_utf8(text) else {
        return false;
    };
    let Ok(pos) = position_format::parse(rules, text) else {
        return false;
    };
    let written = position_format::write(&pos);
    let again = position_format::parse(rules, &written).unwrap_or_else(|e| {
        panic!(
            "{}: {text:?} read, but not its own {written:?}: {e}",
            rules.id
        )
    });
    assert_eq!(again, pos, "{}: {text:?} written as {written:?}", rules.id);
    assert_eq!(position_format::write(&again), written, "{}", rules.id);
    play_in(&pos);
    true
}

/// Lists the legal actions of a position, checks that each move's notation reads back as the
/// same move, and plays the first and the last action (after a roll where the die is due).
fn play_in(pos: &Position) {
    let mut actions = Vec::new();
    pos.legal_actions(&mut actions);
    for &action in &actions {
        if let Action::Move(mv) = action {
            let text = write_move(pos, mv);
            assert_eq!(
                parse_move(pos, &text),
                Ok(mv),
                "{}: {text} in {}",
                pos.rules().id,
                position_format::write(pos)
            );
        }
    }
    for action in [actions.first(), actions.last()].into_iter().flatten() {
        let mut next = *pos;
        next.apply(*action, &mut ());
        if matches!(action, Action::Roll(_)) {
            let mut moves = MoveList::new();
            next.gen_moves(&mut moves);
        }
    }
}

/// The game record: whatever the reader accepts (and so replays) must write back to a record
/// that reads as the same game with the same tags, and writes as the same text.
pub fn record(data: &[u8]) -> bool {
    let Ok(text) = std::str::from_utf8(data) else {
        return false;
    };
    let Ok((game, tags)) = game_record::parse(text) else {
        return false;
    };
    let written = game_record::write(&game, &tags);
    let (again, again_tags) = game_record::parse(&written)
        .unwrap_or_else(|e| panic!("{text:?} read, but not its own\n{written}\n{e}"));
    assert_eq!(
        again.positions(),
        game.positions(),
        "{text:?} as\n{written}"
    );
    assert_eq!(again.actions(), game.actions(), "{text:?}");
    assert_eq!(again.seed(), game.seed(), "{text:?}");
    assert_eq!(again_tags, tags, "{text:?} as\n{written}");
    assert_eq!(game_record::write(&again, &again_tags), written, "{text:?}");
    true
}

/// Move notation in the context of a position: the first byte picks one of the positions
/// reached in play ([`play::positions`]), the rest is the move text. A move the reader accepts
/// must be legal there, and its written form must read as the same move.
pub fn notation(data: &[u8]) -> bool {
    let Some((&pick, text)) = data.split_first() else {
        return false;
    };
    let pos = play::position(usize::from(pick));
    let Ok(text) = std::str::from_utf8(text) else {
        return false;
    };
    let Ok(mv) = parse_move(pos, text) else {
        return false;
    };
    let mut legal = MoveList::new();
    pos.gen_moves(&mut legal);
    let id = pos.rules().id;
    assert!(
        legal.contains(&mv),
        "{id}: {text:?} read as {mv:?}, which is not legal in {}",
        position_format::write(pos)
    );
    let written = write_move(pos, mv);
    assert_eq!(
        parse_move(pos, &written),
        Ok(mv),
        "{id}: {text:?} written as {written:?}"
    );
    true
}

/// The QR worker's answer as the page reads it: the first byte is the side, the rest the
/// modules' text. A code the reader accepts writes back the same modules and draws as SVG.
pub fn qr(data: &[u8]) -> bool {
    let Some((&size, rest)) = data.split_first() else {
        return false;
    };
    let Ok(bits) = std::str::from_utf8(rest) else {
        return false;
    };
    let Ok(code) = QrCode::read(f64::from(size), bits) else {
        return false;
    };
    assert_eq!(code.bits(), bits);
    assert!(code.svg().starts_with("<svg"));
    true
}

/// A course as the extras worker sends it to the page (the lesson file format): the steps the
/// reader accepts must write back to text that reads again and writes the same; every step's
/// attempt must take the actions of its solution without panicking.
pub fn lesson(data: &[u8]) -> bool {
    use ashtapada_learn::file;
    let Ok(text) = std::str::from_utf8(data) else {
        return false;
    };
    let Ok(steps) = file::read_course(text) else {
        return false;
    };
    let written = file::write(&steps);
    let again = file::read_course(&written).unwrap_or_else(|e| panic!("{e}: {written}"));
    assert_eq!(file::write(&again), written);
    for step in &steps {
        let _ = ashtapada_learn::replay(step, &step.solution);
    }
    !steps.is_empty()
}

/// The Learn progress as the browser stores it: what the reader keeps writes back to text that
/// reads as the same progress.
pub fn progress(data: &[u8]) -> bool {
    use ashtapada_app::learn::progress::Progress;
    let Ok(text) = std::str::from_utf8(data) else {
        return false;
    };
    let progress = Progress::read(text);
    let written = progress.write();
    assert_eq!(Progress::read(&written), progress, "{text:?}");
    progress != Progress::default()
}

/// The Games list as the browser stores it: what the reader keeps must write back to text that
/// reads as the same list and writes as the same text; a kept link must be one the link reader
/// is then asked about (it checks it, and must not panic either).
pub fn games(data: &[u8]) -> bool {
    use ashtapada_app::games::{Games, KeptGame};
    let Ok(text) = std::str::from_utf8(data) else {
        return false;
    };
    let games = Games::read(text);
    let written = games.write();
    let again = Games::read(&written);
    assert_eq!(again, games, "{text:?}");
    assert_eq!(again.write(), written);
    for kept in games.list() {
        match &kept.game {
            KeptGame::Link(fragment) => {
                let _ = ashtapada_app::link::read(fragment);
            }
            KeptGame::Record(record) => {
                let _ = ashtapada_rules::record::parse(record);
            }
        }
    }
    !games.list().is_empty()
}

/// A game link: a link the reader accepts must write back to a link that reads as the same
/// game, seats, names and stake, and writes as the same text.
pub fn link(data: &[u8]) -> bool {
    let Ok(text) = std::str::from_utf8(data) else {
        return false;
    };
    let Ok(read) = ashtapada_app::link::read(text) else {
        return false;
    };
    let written = ashtapada_app::link::write(&read);
    let again = ashtapada_app::link::read(&written)
        .unwrap_or_else(|e| panic!("{text:?} read, but not {written:?}: {e:?}"));
    assert_eq!(again.game.actions(), read.game.actions(), "{text:?}");
    assert_eq!(again.game.positions(), read.game.positions(), "{text:?}");
    assert_eq!(again.game.seed(), read.game.seed(), "{text:?}");
    assert_eq!((again.id, again.stake), (read.id, read.stake), "{text:?}");
    assert_eq!(again.seats, read.seats, "{text:?}");
    assert_eq!(again.names, read.names, "{text:?}");
    assert_eq!(ashtapada_app::link::write(&again), written);
    true
}

/// The page's autosave: a save the reader accepts must write back to a save that reads as the
/// same game, tags, seats and settings, and writes as the same text.
pub fn save(data: &[u8]) -> bool {
    let Ok(text) = std::str::from_utf8(data) else {
        return false;
    };
    let Ok(saved) = autosave::read(text, &NativeJson) else {
        return false;
    };
    let written = write_save(&saved);
    let again = autosave::read(&written, &NativeJson)
        .unwrap_or_else(|e| panic!("{text:?} read, but not {written:?}: {e}"));
    assert_eq!(again.game.positions(), saved.game.positions(), "{text:?}");
    assert_eq!(again.game.actions(), saved.game.actions(), "{text:?}");
    assert_eq!(again.game.seed(), saved.game.seed(), "{text:?}");
    assert_eq!(again.tags, saved.tags, "{text:?}");
    assert_eq!(again.seats, saved.seats, "{text:?}");
    assert_eq!(again.prefs, saved.prefs, "{text:?}");
    assert_eq!(again.link, saved.link, "{text:?}");
    assert_eq!(write_save(&again), written);
    true
}

/// A message from the page to the worker, as JSON (the browser passes the same shape as a
/// JavaScript value). It must encode and decode to itself; a `Think` whose game the worker
/// rebuilds must give back, action by action, what the page sent.
pub fn request(data: &[u8]) -> bool {
    let Ok(request) = serde_json::from_slice::<Request>(data) else {
        return false;
    };
    let json = serde_json::to_string(&request).expect("a request always encodes");
    let back: Request = serde_json::from_str(&json)
        .unwrap_or_else(|e| panic!("{request:?} encodes as {json}, which does not decode: {e}"));
    assert_eq!(back, request, "{json}");
    if let Request::Think { game: spec, .. } | Request::Analyse { game: spec, .. } = &request {
        if let Ok(game) = ashtapada_worker::rebuild(spec) {
            assert_eq!(game.actions().len(), spec.actions.len(), "{json}");
            for (i, (&action, &wire)) in game.actions().iter().zip(&spec.actions).enumerate() {
                assert_eq!(
                    WireAction::from(action),
                    wire,
                    "action {} of {json} was played as {action:?}",
                    i + 1
                );
            }
            let start = *game.start();
            let written = position_format::write(&start);
            assert_eq!(
                position_format::parse(start.rules(), &written),
                Ok(start),
                "{json}"
            );
        }
    }
    true
}

/// A message of the extras worker ([`ashtapada_worker::extras`]), as JSON: the first byte says
/// which way (even: page → worker, odd: worker → page), the rest is the message. It must
/// encode and decode to itself; a QR answer goes through the page's reader of QR codes, which
/// takes only a square of `0` and `1` of a side a QR code has; a live play request is answered
/// as the worker answers it, and a live play code read goes through the page's check.
pub fn extras(data: &[u8]) -> bool {
    use ashtapada_worker::extras::{ExtrasReply, ExtrasRequest};
    let Some((&way, json)) = data.split_first() else {
        return false;
    };
    if way % 2 == 0 {
        let Ok(request) = serde_json::from_slice::<ExtrasRequest>(json) else {
            return false;
        };
        let text = serde_json::to_string(&request).expect("a request always encodes");
        let back: ExtrasRequest = serde_json::from_str(&text).unwrap_or_else(|e| {
            panic!("{request:?} encodes as {text}, which does not decode: {e}")
        });
        assert_eq!(back, request, "{text}");
        // The worker answers a live play request, whatever its text, without a panic.
        let _ = ashtapada_app::live::exchange::answer(&request);
        return true;
    }
    let Ok(reply) = serde_json::from_slice::<ExtrasReply>(json) else {
        return false;
    };
    let text = serde_json::to_string(&reply).expect("a reply always encodes");
    let back: ExtrasReply = serde_json::from_str(&text)
        .unwrap_or_else(|e| panic!("{reply:?} encodes as {text}, which does not decode: {e}"));
    assert_eq!(back, reply, "{text}");
    if let ExtrasReply::Qr(answer) = &reply {
        if let Ok(code) = QrCode::read(f64::from(answer.size), &answer.bits) {
            assert_eq!(code.size(), answer.size as usize, "{text}");
            assert_eq!(code.bits(), answer.bits, "{text}");
        }
    }
    // A live play code as the worker read it: the page checks it where it enters, whatever
    // the worker said, and an invitation let in has a game of the seats it offers.
    if let ExtrasReply::LiveRead(answer) = &reply {
        use ashtapada_app::live::exchange::{opened, Opened};
        if let Ok(Opened::Invite { offered, game, .. }) = opened(answer) {
            assert!(!offered.is_empty(), "{text}");
            assert_eq!(
                usize::from(offered.bits()) >> game.game.rules().players(),
                0,
                "{text}"
            );
        }
    }
    true
}

/// A message from the worker to the page, as JSON. It must encode and decode to itself; the
/// action of an `Action` reply is played the way the page plays it (converted, then through
/// [`Game::play`], which refuses what is not legal) in a position reached in play, picked by
/// the reply's `id`, and an action the game accepts must go back on the wire as it came.
pub fn reply(data: &[u8]) -> bool {
    let Ok(reply) = serde_json::from_slice::<Reply>(data) else {
        return false;
    };
    let json = serde_json::to_string(&reply).expect("a reply always encodes");
    let back: Reply = serde_json::from_str(&json)
        .unwrap_or_else(|e| panic!("{reply:?} encodes as {json}, which does not decode: {e}"));
    assert_eq!(back, reply, "{json}");
    if let Reply::Action { id, action, .. } = reply {
        let pos = play::position(id as usize);
        let mut game = Game::from_position(*pos, u64::from(id));
        // A cell off the board or an unknown role is refused here, as the page refuses it.
        let Ok(converted) = action.to_action() else {
            return true;
        };
        if game.play(converted).is_ok() {
            assert_eq!(
                WireAction::from(converted),
                action,
                "{json} was played as {converted:?} in {}",
                position_format::write(pos)
            );
        }
    }
    true
}

/// The opening exchange of live play: the text goes to both code readers (an invitation, with
/// the game link it carries, and an answer) and to the reader of a browser's SDP. What a
/// reader accepts must write back to text that reads as the same value and writes as the same
/// text; a description's rebuilt SDP (offer and answer) must read as the same description.
pub fn invite(data: &[u8]) -> bool {
    use ashtapada_app::live::code::{
        read_any_invite, read_invite, read_reply, write_invite, write_reply, write_room_invite,
        AnyInvite, Description,
    };
    let Ok(text) = std::str::from_utf8(data) else {
        return false;
    };
    let mut accepted = false;
    let sdp_round_trip = |description: &Description| {
        for offer in [true, false] {
            let sdp = description.to_sdp(offer);
            assert_eq!(
                Description::from_sdp(&sdp).as_ref(),
                Ok(description),
                "{text:?}: its SDP\n{sdp}"
            );
        }
    };
    if let Ok(invite) = read_invite(text) {
        let written = write_invite(&invite);
        let again = read_invite(&written)
            .unwrap_or_else(|e| panic!("{text:?} read, but not {written:?}: {e:?}"));
        assert_eq!(again, invite, "{text:?}");
        assert_eq!(write_invite(&again), written);
        // The game inside is one the link reader takes, and writes as the same fragment.
        let game = ashtapada_app::link::read(&invite.game)
            .unwrap_or_else(|e| panic!("{text:?}: its game {:?}: {e:?}", invite.game));
        assert_eq!(ashtapada_app::link::write(&game), invite.game);
        sdp_round_trip(&invite.description);
        accepted = true;
    }
    if let Ok(AnyInvite::Room(room)) = read_any_invite(text) {
        let written = write_room_invite(&room);
        let again = read_any_invite(&written)
            .unwrap_or_else(|e| panic!("{text:?} read, but not {written:?}: {e:?}"));
        assert_eq!(again, AnyInvite::Room(room.clone()), "{text:?}");
        assert_eq!(write_room_invite(&room), written);
        let game = ashtapada_app::link::read(&room.game)
            .unwrap_or_else(|e| panic!("{text:?}: its game {:?}: {e:?}", room.game));
        assert_eq!(ashtapada_app::link::write(&game), room.game);
        accepted = true;
    }
    if let Ok(reply) = read_reply(text) {
        let written = write_reply(&reply);
        let again = read_reply(&written)
            .unwrap_or_else(|e| panic!("{text:?} read, but not {written:?}: {e:?}"));
        assert_eq!(again, reply, "{text:?}");
        assert_eq!(write_reply(&again), written);
        sdp_round_trip(&reply.description);
        accepted = true;
    }
    if let Ok(description) = Description::from_sdp(text) {
        sdp_round_trip(&description);
        accepted = true;
    }
    accepted
}

/// A message between the pages of a live game: the reader is strict (one text per message),
/// so a message it accepts must write back as the very text read, which reads as the same
/// message.
pub fn live(data: &[u8]) -> bool {
    use ashtapada_app::live::message::Message;
    use ashtapada_app::live::signal::Signal;
    let Ok(text) = std::str::from_utf8(data) else {
        return false;
    };
    let mut accepted = false;
    if let Ok(message) = Message::read(text) {
        let written = message.write();
        assert_eq!(written, text, "{message:?}");
        assert_eq!(Message::read(&written), Ok(message), "{text:?}");
        accepted = true;
    }
    // A signal of the opening through relays (what a relay's sealed event holds, opened).
    if let Some(signal) = Signal::read(text) {
        let written = signal.write();
        assert_eq!(written, text, "{signal:?}");
        assert_eq!(Signal::read(&written), Some(signal), "{text:?}");
        accepted = true;
    }
    accepted
}

/// A puzzle set's line: an accepted puzzle writes back as a line that reads as the same puzzle
/// and writes the same text, and its answer is a legal move of its position.
pub fn puzzle(data: &[u8]) -> bool {
    use ashtapada_learn::puzzle::{parse_line, write_line};
    let Ok(text) = std::str::from_utf8(data) else {
        return false;
    };
    let Ok(Some(p)) = parse_line(text) else {
        return false;
    };
    let line = write_line(&p);
    let again = parse_line(&line)
        .unwrap_or_else(|e| panic!("{text:?} read, but not its own {line:?}: {e}"))
        .expect("a written puzzle is not a comment");
    assert_eq!(again, p, "{text:?} written as {line:?}");
    assert_eq!(write_line(&again), line);
    assert!(
        Game::from_position(*p.position(), 0)
            .legal_actions()
            .contains(&Action::Move(p.answer())),
        "{line:?}: the answer is not legal"
    );
    true
}
