//! The seed corpora: real inputs of each target, made by the engine's own writers from random
//! games of every ruleset, plus the looser hand-written forms the readers document.
//!
//! `cargo run -p ashtapada-fuzz-targets --example write-seeds` writes them to
//! `fuzz/corpus/<target>/seed-<name>`; the replay test checks that every such file is still
//! accepted by its reader, so the round-trip checks run on them.

use ashtapada_app::link::{self, LinkGame};
use ashtapada_app::save;
use ashtapada_app::setup::{Controller, Prefs};
use ashtapada_i18n::Lang;
use ashtapada_rules::notation::write_move;
use ashtapada_rules::record::{self, Tags};
use ashtapada_rules::ruleset::Stakes;
use ashtapada_rules::{fen, Game, MoveList, Ruleset, SeatSet};
use ashtapada_worker::{BotLevel, GameSpec, Reply, Request, WireAction, PROTOCOL_VERSION};

use crate::play::{self, random_game, random_game_from, rulesets};
use crate::save_text::write_save;

/// One seed: a short name (the file is `seed-<name>`) and its bytes.
pub type Seed = (String, Vec<u8>);

/// The seeds of a target, or `None` for an unknown target.
pub fn seeds(target: &str) -> Option<Vec<Seed>> {
    Some(match target {
        "fen" => fen_seeds(),
        "record" => record_seeds(),
        "notation" => notation_seeds(),
        "save" => save_seeds(),
        "request" => request_seeds(),
        "reply" => reply_seeds(),
        "link" => link_seeds(),
        "games" => games_seeds(),
        "qr" => qr_seeds(),
        "lesson" => lesson_seeds(),
        "progress" => progress_seeds(),
        "extras" => extras_seeds(),
        "invite" => invite_seeds(),
        "live" => live_seeds(),
        "relay" => crate::relay_seeds::relay(),
        "sealed" => crate::relay_seeds::sealed(),
        "dice" => crate::relay_seeds::dice(),
        "puzzle" => puzzle_seeds(),
        _ => return None,
    })
}

/// Every kind of player a seat can have.
const LEVELS: [Controller; 5] = [
    Controller::Human,
    Controller::Bot(BotLevel::Easy),
    Controller::Bot(BotLevel::Medium),
    Controller::Bot(BotLevel::Hard),
    Controller::Bot(BotLevel::Random),
];

/// The byte that picks `rules` in [`play::ruleset`].
fn pick(rules: &Ruleset) -> u8 {
    rulesets()
        .iter()
        .position(|r| r.id == rules.id)
        .expect("a ruleset of the list") as u8
}

/// A short file name for a ruleset id: `chaturanga-v1+dice` → `chaturanga-v1-dice`.
fn short(rules: &Ruleset) -> String {
    rules.id.replace('+', "-")
}

/// Each ruleset's start, its seeded start (roll-off winner to move), and positions of a random
/// game: early, middle and its last (often finished, with many extras).
fn fen_seeds() -> Vec<Seed> {
    let mut out = Vec::new();
    for (i, &rules) in rulesets().iter().enumerate() {
        let game = random_game(rules, 7 + i as u64, 2_000);
        let n = game.positions().len();
        let picks = [
            ("start", ashtapada_rules::Position::start(rules)),
            ("early", game.positions()[n.min(9) - 1]),
            ("middle", game.positions()[n / 2]),
            ("last", *game.position()),
        ];
        for (what, pos) in picks {
            let mut bytes = vec![pick(rules)];
            bytes.extend(fen::write(&pos).bytes());
            out.push((format!("{}-{what}", short(rules)), bytes));
        }
    }
    // The documentation's example of a four-player position with many extras.
    let antique = Ruleset::by_id("chaturanga-antique").expect("a ruleset");
    let mut bytes = vec![pick(antique)];
    bytes.extend(
        "1sR6/1wP3eA2/1sN2nP3/1wP2wN1eK1/3nA1eP2/1sP1sP1eP2/sK1nR4eR/4eP3 n 5 1 143 \
         captured=sAsPsPwKwRwAwPwPnKnNnPnPnPeNeP held=wsnw kings-lost=w1n1 thrones=w \
         money=-1,-2,0,-1 pot=4"
            .bytes(),
    );
    out.push(("docs-antique".into(), bytes));
    out
}

/// Tags with names, options where the ruleset has stakes, and an extra tag.
fn tags_for(rules: &Ruleset, i: usize) -> Tags {
    Tags {
        players: (0..rules.players())
            .map(|s| match (i + s) % 3 {
                0 => format!("Player \"{s}\""),
                1 => "?".into(),
                _ => "Bot (hard)".into(),
            })
            .collect(),
        options: if rules.stakes == Stakes::None {
            String::new()
        } else {
            format!("stake={}", i + 1)
        },
        other: vec![("Event".into(), format!("seed {i}"))],
    }
}

/// Per ruleset: the first 30 actions of a random game, and a game from a position reached in
/// play (so with a `FEN` tag); a few finished games; the documentation's looser forms.
fn record_seeds() -> Vec<Seed> {
    let mut out = Vec::new();
    for (i, &rules) in rulesets().iter().enumerate() {
        let tags = tags_for(rules, i);
        let game = random_game(rules, 20 + i as u64, 30);
        out.push((
            format!("{}-opening", short(rules)),
            record::write(&game, &tags).into_bytes(),
        ));
        let later = random_game(rules, 40 + i as u64, 150);
        let from_fen = random_game_from(Game::from_position(*later.position(), 5), 5, 20);
        out.push((
            format!("{}-from-fen", short(rules)),
            record::write(&from_fen, &Tags::default()).into_bytes(),
        ));
    }
    // Games whose faces came from outside (fair dice: `RollOff` in place of `Seed`).
    for (i, &rules) in rulesets().iter().enumerate() {
        let Some(dice) = rules.dice else { continue };
        let n = dice.faces.len() as u64;
        let mut k = 7 * i as u64 + 1;
        let mut draw = move || {
            k = k
                .wrapping_mul(6_364_136_223_846_793_005)
                .wrapping_add(1_442_695_040_888_963_407);
            ((k >> 33) % n) as u8
        };
        // Every face drawn between devices (`RollOff`), then a seeded game that went between
        // devices after its third roll (`DiceFrom`).
        let games = [
            ("fair-dice", Game::with_faces_drawn(rules, &mut draw), None),
            ("fair-dice-from", Game::new(rules, 3 + i as u64), Some(3)),
        ];
        for (name, mut game, switch) in games {
            for j in 0..40usize {
                if game.outcome().is_some() {
                    break;
                }
                if switch == Some(game.rolls()) && game.given_from().is_none() {
                    game.give_faces_from(game.rolls());
                }
                if game.position().needs_roll() && game.next_face().is_none() {
                    game.give_face(draw());
                }
                let legal = game.legal_actions();
                game.play(legal[(j * 13 + i) % legal.len()])
                    .expect("a legal action");
            }
            out.push((
                format!("{}-{name}", short(rules)),
                record::write(&game, &Tags::default()).into_bytes(),
            ));
        }
    }
    // A game by links whose devices drew its dice one at a time (the `Dice` tag `b1`).
    out.push(("chaturaji-baton".to_owned(), baton_game(40).1.into_bytes()));
    // The same game gone on alone by one device after its first rolls (`DiceAlone`).
    out.push((
        "chaturaji-baton-alone".to_owned(),
        baton_game(40)
            .1
            .replacen("[Dice ", "[DiceAlone \"6\"]\n[Dice ", 1)
            .into_bytes(),
    ));
    // Finished games, kept only while short enough for the fuzzer's default input size.
    for (i, &rules) in rulesets().iter().enumerate() {
        let game = random_game(rules, 60 + i as u64, 5_000);
        let text = record::write(&game, &Tags::default());
        if game.outcome().is_some() && text.len() <= 4_000 {
            out.push((format!("{}-finished", short(rules)), text.into_bytes()));
        }
    }
    let loose = [
        (
            "loose-glued-numbers-comments",
            "{a comment first}\n[Ruleset \"chaturanga-v3\"] [Seed \"7\"]\n\n\
             1.e2e3 {why not} e7-e6 2. Nb1c3 2... Nb8xc6 *\n",
        ),
        (
            "loose-no-numbers-resigned",
            "[Ruleset \"chaturanga-v3\"]\n[Result \"0-1\"]\n\ne2-e3 d7-d6 Fd1-e2 Ac8-e6\n0-1\n",
        ),
        (
            "loose-dice-and-draw",
            "[Ruleset \"chaturanga-v2\"]\n[Options \"stake=5\"]\n[Seed \"2026\"]\n[Nord \"Chitra\"]\n\
             [Result \"1/2-1/2\"]\n\n1. (1) pass (1) pass (2) Ah1-f3\n1/2-1/2\n",
        ),
        (
            "docs-exchange",
            "[Ruleset \"chaturanga-v1\"]\n[Seed \"0\"]\n[FEN \"7nA/7eR/8/5sK2/nR7/8/1wKwA2nP2/4sA1sR1 \
             w - 5 213 leap=swne captured=sNsPsPsPsPwRwNwPwPwPwPnKnNnPnPnPeKeNeAePePePeP held=nwes \
             kings-lost=n1e1\"]\n\n54. Kb2-c3\n55. Rg1-g7 Kc3-d2\n\
             56. offer accept Rg7xh7 Kd2xe1 Ra4-a2 Kh4-g4\n*\n",
        ),
        (
            "docs-circle",
            "[Ruleset \"byzantine-modern\"]\n[Seed \"3\"]\n\n1. a4-a5 c9-c7\n2. d4-d6 d9-d7\n\
             3. c4-c5 d12-d13\n4. Nb2-a4 c12-c14\n*\n",
        ),
    ];
    out.extend(
        loose
            .into_iter()
            .map(|(name, text)| (name.to_string(), text.as_bytes().to_vec())),
    );
    out
}

/// Moves in positions reached in play: every sixth position, one of its moves, written by the
/// engine or in a lenient keyboard form (`b1c3`, `b1:c3`, no role letter).
fn notation_seeds() -> Vec<Seed> {
    let positions = play::positions();
    let mut out = Vec::new();
    for k in (0..positions.len()).step_by(6) {
        let pos = &positions[k];
        let mut moves = MoveList::new();
        pos.gen_moves(&mut moves);
        let Some(&mv) = moves.get(k % moves.len().max(1)) else {
            continue;
        };
        let written = write_move(pos, mv);
        let text = match k % 4 {
            0 => written,
            1 => written.replace(['-', 'x', '='], ""),
            2 => written.replacen(['-', 'x'], ":", 1),
            _ => written.trim_start_matches(char::is_uppercase).to_string(),
        };
        let mut bytes = vec![k as u8];
        bytes.extend(text.bytes());
        out.push((format!("{}-{k}", short(pos.rules())), bytes));
    }
    out
}

/// Saves as the page writes them: a game of each ruleset, with people and bots, and settings.
fn link_seeds() -> Vec<Seed> {
    let levels = LEVELS;
    rulesets()
        .iter()
        .enumerate()
        .map(|(i, &rules)| {
            let game = random_game(rules, 90 + i as u64, 15 + 11 * i);
            let players = rules.players();
            let text = link::write(&LinkGame {
                game,
                id: i as u64 * 1_000_003,
                stake: if rules.stakes == Stakes::None { 0 } else { 5 },
                seats: (0..players)
                    .map(|s| levels[(i + s) % levels.len()])
                    .collect(),
                names: (0..players)
                    .map(|s| {
                        if s % 2 == 0 {
                            format!("Joueur {s}")
                        } else {
                            String::new()
                        }
                    })
                    .collect(),
                dice: None,
                baton: None,
                alone: None,
            });
            (short(rules), text.into_bytes())
        })
        .chain([None, Some(2)].into_iter().map(fair_link))
        .chain([0, 40].into_iter().map(baton_link))
        .chain(std::iter::once(baton_alone_link()))
        .chain(std::iter::once(fair_decide_link()))
        .collect()
}

/// A Chaturaji game whose faces two devices drew, with exchanges offered and releases demanded
/// where a roll was due and its face not drawn yet (link format 6).
fn fair_decide_link() -> Seed {
    let rules = Ruleset::by_id("chaturaji").expect("chaturaji");
    let mut table = ashtapada_dice::Table::new(&[[3; 32], [6; 32]], 900);
    let draw = |table: &mut ashtapada_dice::Table| table.draw(4).expect("in the chains");
    let mut game = Game::with_faces_drawn(rules, &mut || draw(&mut table));
    for i in 0..700usize {
        if game.outcome().is_some() {
            break;
        }
        if game.position().needs_roll() && game.next_face().is_none() {
            let before = game.legal_actions();
            if !before.is_empty() && i % 3 != 0 {
                game.play(before[i % before.len()])
                    .expect("a legal decision");
                continue;
            }
            game.give_face(draw(&mut table));
        }
        let legal = game.legal_actions();
        game.play(legal[(i * 7 + 2) % legal.len()])
            .expect("a legal action");
    }
    let text = link::write(&LinkGame {
        game,
        id: 47,
        stake: 0,
        seats: vec![Controller::Human; 4],
        names: vec![String::new(); 4],
        dice: Some(table.ledger().clone()),
        baton: None,
        alone: None,
    });
    ("chaturaji-fair-decide".to_owned(), text.into_bytes())
}

/// A Chaturaji game by links of two devices (South and North; West, East a bot's), its dice
/// drawn one device at a time, `plies` long (0: the devices still joining, its baton of one
/// device), as its link carries it; and the same game's record, with its `Dice` tag.
fn baton_game(plies: usize) -> (LinkGame, String) {
    let rules = Ruleset::by_id("chaturaji").expect("chaturaji");
    let mut table =
        ashtapada_app::fair::BatonTable::new(47, &[[1; 32], [2; 32]], &[0b0101, 0b0010])
            .expect("two devices");
    let mut game = if plies == 0 {
        ashtapada_app::fair::waiting_game(rules)
    } else {
        table.game(rules)
    };
    for i in 0..plies {
        table.play(&mut game, |legal| legal[(i * 5 + 1) % legal.len()]);
    }
    let mut baton = table.baton().clone();
    if plies == 0 {
        // Before anyone joined: the first device alone.
        let mut bytes = Vec::new();
        baton.write_bytes(&mut bytes);
        bytes.truncate(8 + ashtapada_dice::baton::MEMBER_BYTES);
        baton = ashtapada_dice::baton::Baton::read_bytes(&bytes).expect("one device");
    }
    let tags = Tags {
        other: vec![(record::DICE.to_owned(), baton.write_tag())],
        ..Tags::default()
    };
    let record = record::write(&game, &tags);
    let mut seats = vec![Controller::Human; 4];
    seats[3] = Controller::Bot(ashtapada_worker::BotLevel::Easy);
    let link = LinkGame {
        game,
        id: baton.id(),
        stake: 0,
        seats,
        names: vec![String::new(); 4],
        dice: None,
        baton: Some(baton),
        alone: None,
    };
    (link, record)
}

/// A game by links gone on alone by one device after its first six faces (link format 5).
fn baton_alone_link() -> Seed {
    let (mut link, _) = baton_game(40);
    link.alone = Some(6);
    (
        "chaturaji-baton-alone".to_owned(),
        link::write(&link).into_bytes(),
    )
}

fn baton_link(plies: usize) -> Seed {
    let (link, _) = baton_game(plies);
    (
        format!("chaturaji-baton-{plies}"),
        link::write(&link).into_bytes(),
    )
}

/// A Chaturaji game whose faces two devices drew, with its proof, as a link carries it: every
/// face (`switch` None) or from the seed's `switch`-th roll on.
fn fair_link(switch: Option<u64>) -> Seed {
    let rules = Ruleset::by_id("chaturaji").expect("chaturaji");
    let mut table = ashtapada_dice::Table::new(&[[1; 32], [2; 32]], 100);
    let draw = |table: &mut ashtapada_dice::Table| table.draw(4).expect("in the chains");
    let mut game = match switch {
        None => Game::with_faces_drawn(rules, &mut || draw(&mut table)),
        Some(_) => Game::new(rules, 5),
    };
    for i in 0..40usize {
        if game.outcome().is_some() {
            break;
        }
        if switch == Some(game.rolls()) && game.given_from().is_none() {
            game.give_faces_from(game.rolls());
        }
        if game.position().needs_roll() && game.next_face().is_none() {
            let face = draw(&mut table);
            game.give_face(face);
        }
        let legal = game.legal_actions();
        game.play(legal[(i * 5 + 1) % legal.len()])
            .expect("a legal action");
    }
    let text = link::write(&LinkGame {
        game,
        id: 46,
        stake: 0,
        seats: vec![Controller::Human; 4],
        names: vec![String::new(); 4],
        dice: Some(table.ledger().clone()),
        baton: None,
        alone: None,
    });
    let name = if switch.is_some() {
        "fair-from"
    } else {
        "fair"
    };
    (format!("chaturaji-{name}"), text.into_bytes())
}

/// Games lists as the page stores them: the link seeds kept, and records of games from a set
/// position.
fn games_seeds() -> Vec<Seed> {
    use ashtapada_app::games::{Games, Kept, KeptGame};
    let links = link_seeds();
    let records = record_seeds();
    // Each seed game has an id of its own: no two are lines of one game.
    let line = |k: &Kept| vec![k.id];
    (0..8)
        .map(|i| {
            let mut games = Games::default();
            for (k, (_, bytes)) in links.iter().enumerate().skip(i).take(3) {
                games.put(
                    Kept {
                        id: k as u64 * 7_919,
                        here: (k % 16) as u8,
                        opened: 1_795_564_800_000 + k as u64,
                        game: KeptGame::Link(String::from_utf8_lossy(bytes).into_owned()),
                    },
                    line,
                );
            }
            if let Some((_, bytes)) = records.get(i * 3) {
                games.put(
                    Kept {
                        id: u64::MAX - i as u64,
                        here: 1,
                        opened: 0,
                        game: KeptGame::Record(String::from_utf8_lossy(bytes).into_owned()),
                    },
                    line,
                );
            }
            (format!("list-{i}"), games.write().into_bytes())
        })
        .collect()
}

/// QR codes of real links, as the worker sends them (side, then modules).
fn qr_seeds() -> Vec<Seed> {
    link_seeds()
        .into_iter()
        .filter_map(|(name, bytes)| {
            let text = format!(
                "https://someone.github.io/ashtapada/#{}",
                String::from_utf8_lossy(&bytes)
            );
            let (size, modules) = ashtapada_extras::encode(&text)?;
            let mut seed = vec![u8::try_from(size).ok()?];
            seed.extend(ashtapada_extras::bits(&modules).into_bytes());
            Some((name, seed))
        })
        .collect()
}

/// Every course as the extras worker sends it, and each of its steps alone.
fn lesson_seeds() -> Vec<Seed> {
    let mut out = Vec::new();
    for id in ashtapada_learn::course_ids() {
        let Some(course) = ashtapada_learn::course(id) else {
            continue;
        };
        let name = id.replace('+', "-");
        out.push((
            format!("course-{name}"),
            ashtapada_learn::file::write(&course.steps).into_bytes(),
        ));
        for (i, step) in course.steps.iter().enumerate() {
            let text = ashtapada_learn::file::write(std::slice::from_ref(step));
            out.push((format!("{name}-{i}"), text.into_bytes()));
        }
    }
    // The Puzzles courses as the extras worker writes them: a few puzzles of each set.
    for (name, set) in puzzle_sets() {
        let first: Vec<&str> = set
            .lines()
            .filter(|l| !l.starts_with('#'))
            .take(3)
            .collect();
        if let Ok((_, text)) = ashtapada_learn::puzzle::course_text(&first.join("\n")) {
            out.push((format!("puzzles-{name}"), text.into_bytes()));
        }
    }
    out
}

/// Each shipped puzzle set: its file's name (`+` made `-`) and its text.
fn puzzle_sets() -> Vec<(String, String)> {
    let dir = std::path::Path::new(env!("CARGO_MANIFEST_DIR")).join("../learn/puzzles");
    let mut files: Vec<_> = std::fs::read_dir(&dir)
        .map(|d| d.filter_map(Result::ok).map(|e| e.path()).collect())
        .unwrap_or_default();
    files.sort();
    files
        .into_iter()
        .map(|path| {
            let name = path
                .file_stem()
                .map(|s| s.to_string_lossy().replace('+', "-"))
                .unwrap_or_default();
            (name, std::fs::read_to_string(&path).unwrap_or_default())
        })
        .collect()
}

/// Progress texts: each course under way with some steps done, all done, and the older form
/// without the courses' sizes.
fn progress_seeds() -> Vec<Seed> {
    use ashtapada_app::learn::progress::Progress;
    let mut out = Vec::new();
    let mut all = Progress::default();
    for (i, id) in ashtapada_learn::course_ids().into_iter().enumerate() {
        let mut p = Progress::default();
        p.set_at(id, i % 5);
        for step in (0..12).filter(|s| (s + i) % 3 == 0) {
            p.mark(id, step);
            all.mark(id, step);
        }
        p.set_total(id, 12 + i);
        all.set_total(id, 12 + i);
        out.push((id.replace('+', "-"), p.write().into_bytes()));
    }
    out.push(("all".into(), all.write().into_bytes()));
    out.push(("no-sizes".into(), b"at common 1\ndone common 3\n".to_vec()));
    // A Puzzles course: hundreds of steps, some far past the first 64, and the rating.
    let mut p = Progress::default();
    p.set_at("puzzles-chaturaji", 300);
    for step in [0, 63, 64, 200, 511] {
        p.mark("puzzles-chaturaji", step);
    }
    p.set_total("puzzles-chaturaji", 512);
    p.rate(1500, true);
    p.rate(900, false);
    out.push(("puzzles".into(), p.write().into_bytes()));
    out
}

/// Messages of the extras worker both ways: every request kind, and every answer kind (a real
/// QR code, one for a text too long, a rules page and a course of the real extras worker).
fn extras_seeds() -> Vec<Seed> {
    use ashtapada_worker::extras::{ExtrasReply, ExtrasRequest, EXTRAS_PROTOCOL_VERSION};
    let requests = [
        ExtrasRequest::Qr {
            id: 1,
            text: "https://someone.github.io/ashtapada/#g=qAEBAYCAgICAgIAB".into(),
        },
        ExtrasRequest::RulesPage {
            id: 2,
            lang: "fr".into(),
            ruleset: "chaturaji".into(),
        },
        ExtrasRequest::Course {
            id: 3,
            lang: "en".into(),
            course: "common".into(),
        },
        ExtrasRequest::Course {
            id: 3,
            lang: "fr".into(),
            course: "puzzles-chaturanga-v1+dice".into(),
        },
        ExtrasRequest::LearnList {
            id: 5,
            lang: "fr".into(),
            progress: "at puzzles-chaturaji 7\ndone common 3f 6\npuzzles 1286 3 7\n".into(),
        },
        ExtrasRequest::LiveWrite {
            id: 6,
            peer: 9,
            sdp: "v=0\r\na=ice-ufrag:ryIR\r\n".into(),
            seats: 0b10,
            game: Some("g=qAEBAYCAgICAgIAB".into()),
            room: None,
        },
        ExtrasRequest::RelayOpen {
            id: 8,
            key: String::new(),
            relays: "wss://relay.example".into(),
        },
        ExtrasRequest::LiveRead {
            id: 7,
            text: "answer=qgEB".into(),
            invite: false,
        },
    ];
    let mut out: Vec<Seed> = requests
        .iter()
        .map(|r| {
            let name = format!("request-{}", r.id());
            let mut bytes = vec![0];
            bytes.extend(serde_json::to_vec(r).expect("a request encodes"));
            (name, bytes)
        })
        .collect();
    let mut replies = vec![ExtrasReply::Ready {
        protocol: EXTRAS_PROTOCOL_VERSION,
    }];
    replies.extend(requests.into_iter().map(ashtapada_extras::handle));
    replies.push(ashtapada_extras::handle(ExtrasRequest::Qr {
        id: 4,
        text: "x".repeat(3_000),
    }));
    replies.push(ExtrasReply::Error {
        id: Some(5),
        message: "no course \"nope\" in \"en\"".into(),
    });
    for (i, reply) in replies.iter().enumerate() {
        let mut bytes = vec![1];
        bytes.extend(serde_json::to_vec(reply).expect("a reply encodes"));
        out.push((format!("reply-{i}"), bytes));
    }
    out
}

fn save_seeds() -> Vec<Seed> {
    let levels = LEVELS;
    let mut out = Vec::new();
    for (i, &rules) in rulesets().iter().enumerate() {
        let game = random_game(rules, 80 + i as u64, 10 + 7 * i);
        let tags = tags_for(rules, i);
        let seats: Vec<Controller> = (0..rules.players())
            .map(|s| levels[(i + s) % levels.len()])
            .collect();
        let prefs = Prefs {
            auto_roll: i % 2 == 0,
            auto_pass: i % 3 != 0,
            show_coords: i % 4 != 1,
            orientation: (i % 2 == 1).then_some((i % rules.players()) as u8),
            bot_delay_ms: 100 * i as u32,
            lang: [None, Some(Lang::En), Some(Lang::Fr)]
                .get(i % 3)
                .copied()
                .flatten(),
            ..Prefs::default()
        };
        out.push((
            short(rules),
            write_save(&save::Saved {
                game,
                tags,
                seats,
                prefs,
                link: i % 2 == 1,
                welcome: i % 3 == 2,
            })
            .into_bytes(),
        ));
    }
    out
}

/// A ping, and a `Think` for a game of each ruleset at every level.
fn request_seeds() -> Vec<Seed> {
    let mut out = vec![(
        "ping".to_string(),
        serde_json::to_vec(&Request::Ping { id: 1 }).expect("encodes"),
    )];
    let levels = [
        BotLevel::Random,
        BotLevel::Easy,
        BotLevel::Medium,
        BotLevel::Hard,
    ];
    for (i, &rules) in rulesets().iter().enumerate() {
        let game = random_game(rules, 90 + i as u64, 4 + 6 * i);
        let request = Request::Think {
            id: i as u32,
            game: GameSpec::of(&game),
            seat: game.position().actor().number(),
            level: levels[i % levels.len()],
            budget_ms: levels[i % levels.len()].budget_ms(),
            bot_seed: 1000 + i as u64,
            nodes: if i % 2 == 0 { 0 } else { 5_000 },
            judge: None,
        };
        out.push((short(rules), serde_json::to_vec(&request).expect("encodes")));
        // The analysis board's question of the same position.
        let analyse = Request::Analyse {
            id: 100 + i as u32,
            game: GameSpec::of(&game),
            depth: 1 + i as u32 % 4,
            budget_ms: 2_000,
            lines: 3,
        };
        out.push((
            format!("analyse-{}", short(rules)),
            serde_json::to_vec(&analyse).expect("encodes"),
        ));
    }
    out
}

/// Every kind of reply; `Action`s carry each kind of action, legal in the position their `id`
/// picks where one of its kind is.
fn reply_seeds() -> Vec<Seed> {
    let mut replies = vec![
        (
            "ready".to_string(),
            Reply::Ready {
                protocol: PROTOCOL_VERSION,
            },
        ),
        ("pong".into(), Reply::Pong { id: 7 }),
        (
            "lines".into(),
            Reply::Lines {
                id: 8,
                lines: vec![
                    ashtapada_worker::WireLine {
                        action: Some(ashtapada_worker::WireAction::Pass),
                        score: 120,
                    },
                    ashtapada_worker::WireLine {
                        action: None,
                        score: -40,
                    },
                ],
                faces: vec![10, -20, 30, 0],
                depth: 3,
                nodes: 4_321,
                millis: 17.5,
            },
        ),
        (
            "error".into(),
            Reply::Error {
                id: Some(3),
                message: "the game is over".into(),
            },
        ),
        (
            "error-no-id".into(),
            Reply::Error {
                id: None,
                message: "cannot read the message: \"\\\u{e9}".into(),
            },
        ),
    ];
    let positions = play::positions();
    for k in (0..positions.len()).step_by(20) {
        let pos = &positions[k];
        let mut actions = Vec::new();
        pos.legal_actions(&mut actions);
        let Some(&action) = actions.get(k % actions.len().max(1)) else {
            continue;
        };
        replies.push((
            format!("action-{}-{k}", short(pos.rules())),
            Reply::Action {
                id: k as u32,
                action: action.into(),
                nodes: 1234 * k as u64,
                depth: (k % 9) as u32,
                millis: k as f64 * 1.25 + 0.1,
                score: k as i32 * 37 - 400,
                played: None,
            },
        ));
    }
    // Actions of the other kinds, whether or not legal where they land: the page refuses those.
    for (name, action) in [
        ("pass", WireAction::Pass),
        ("roll", WireAction::Roll { face: 2 }),
        ("offer", WireAction::Offer),
        ("accept", WireAction::Answer { accept: true }),
        ("demand", WireAction::Demand),
        ("place", WireAction::Place { at: 3 }),
        ("keep", WireAction::Keep),
    ] {
        replies.push((
            format!("action-{name}"),
            Reply::Action {
                id: 0,
                action,
                nodes: 0,
                depth: 0,
                millis: 0.0,
                score: 0,
                played: None,
            },
        ));
    }
    replies
        .into_iter()
        .map(|(name, reply)| (name, serde_json::to_vec(&reply).expect("encodes")))
        .collect()
}

/// Chromium 14x's offer of a data channel, headless: two mDNS host candidates, LF line ends.
const CHROME_OFFER: &str = include_str!("../../app/src/live/tests/chrome-offer.sdp");

/// Firefox's shape of an offer: CRLF, plain addresses, IPv6, TCP, server-reflexive and relayed
/// candidates, and lines the reader leaves out.
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
a=candidate:4 1 UDP 2122187007 2001:db8::1 40000 typ host\r
a=candidate:2 1 TCP 2105524479 192.168.1.20 9 typ host tcptype active\r
a=candidate:5 1 TCP 2105524479 192.168.1.20 9 typ host tcptype so\r
a=candidate:6 2 UDP 2122252542 192.168.1.20 54610 typ host\r
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

/// The opening exchange of live play: browsers' SDPs, an invitation per ruleset (a game link
/// inside, the seats offered drawn from the ruleset's), answers for every seat, and the looser
/// forms the readers take (a whole address, a wrapped code).
fn invite_seeds() -> Vec<Seed> {
    use ashtapada_app::live::code::{write_invite, write_reply, Description, Invite, Reply};
    let chrome = Description::from_sdp(CHROME_OFFER).expect("Chromium's offer reads");
    let firefox = Description::from_sdp(FIREFOX_OFFER).expect("Firefox's offer reads");
    let mut out = vec![
        ("sdp-chromium".to_owned(), CHROME_OFFER.as_bytes().to_vec()),
        (
            "sdp-chromium-answer".to_owned(),
            CHROME_OFFER
                .replace("a=setup:actpass", "a=setup:active")
                .into_bytes(),
        ),
        ("sdp-firefox".to_owned(), FIREFOX_OFFER.as_bytes().to_vec()),
        ("sdp-rebuilt".to_owned(), firefox.to_sdp(false).into_bytes()),
    ];
    let links = link_seeds();
    for (i, (&rules, (name, link))) in rulesets().iter().zip(links).enumerate() {
        let players = rules.players();
        let invite = Invite {
            id: (i as u32).wrapping_mul(2_654_435_761),
            offered: ((1u8 << players) - 1) & !(1 << (i % players)),
            description: if i % 2 == 0 { &chrome } else { &firefox }.clone(),
            game: String::from_utf8(link).expect("a link is text"),
        };
        out.push((format!("invite-{name}"), write_invite(&invite).into_bytes()));
    }
    for seat in 0..4u8 {
        let reply = Reply {
            id: u32::from(seat) * 1_000_003,
            seat,
            description: if seat % 2 == 0 { &firefox } else { &chrome }.clone(),
        };
        out.push((format!("answer-{seat}"), write_reply(&reply).into_bytes()));
    }
    // Invitations through relays: a key, one to eight relays.
    use ashtapada_app::live::code::{write_room_invite, RoomInvite};
    for (i, (&rules, (name, link))) in rulesets().iter().zip(link_seeds()).enumerate().take(4) {
        let players = rules.players();
        let invite = RoomInvite {
            id: i as u32 * 77,
            // The last: a watch link, which offers no seat.
            offered: if i == 3 {
                0
            } else {
                ((1u8 << players) - 1) & !1
            },
            key: [i as u8 * 31 + 5; 32],
            relays: (0..=i * 2)
                .map(|r| format!("wss://relay{r}.example.org/nostr"))
                .collect(),
            game: String::from_utf8(link).expect("a link is text"),
        };
        out.push((
            format!("room-{name}"),
            write_room_invite(&invite).into_bytes(),
        ));
    }
    // A whole address, and a bare answer a messenger wrapped.
    let (_, first) = &out[4];
    let address = format!(
        "https://example.org/ashtapada/#{}",
        std::str::from_utf8(first).expect("text")
    );
    out.push(("invite-address".into(), address.into_bytes()));
    let answer = write_reply(&Reply {
        id: 7,
        seat: 1,
        description: chrome,
    });
    let bare = &answer["answer=".len()..];
    let wrapped: Vec<&str> = bare
        .as_bytes()
        .chunks(50)
        .map(|c| std::str::from_utf8(c).expect("ASCII"))
        .collect();
    out.push((
        "answer-wrapped".into(),
        format!(" {}\n", wrapped.join("\r\n")).into_bytes(),
    ));
    out
}

/// Every message of live play, with games of a two-handed and a four-handed ruleset.
fn live_seeds() -> Vec<Seed> {
    use ashtapada_app::live::message::{AskWhat, Message, RefuseWhy};
    let game = |id: &str, plies: usize, here: u8| {
        let rules = Ruleset::by_id(id).expect("a ruleset");
        let players = rules.players();
        Message::Game {
            here: SeatSet::from_bits(here),
            fragment: link::write(&LinkGame {
                game: random_game(rules, 3, plies),
                id: 17,
                stake: 0,
                seats: vec![Controller::Human; players],
                names: vec![String::new(); players],
                dice: None,
                baton: None,
                alone: None,
            }),
        }
    };
    let messages = vec![
        ("game-chaturanga-v3", game("chaturanga-v3", 20, 0b10)),
        ("game-chaturaji", game("chaturaji", 60, 0b1010)),
        ("act", Message::Act { ply: 12, index: 3 }),
        (
            "act-max",
            Message::Act {
                ply: u32::MAX,
                index: u32::MAX,
            },
        ),
        ("sync", Message::Sync),
        (
            "ask-undo",
            Message::Ask {
                what: AskWhat::Undo,
                seat: 1,
                ply: 30,
                to: 27,
            },
        ),
        (
            "ask-draw",
            Message::Ask {
                what: AskWhat::Draw,
                seat: 3,
                ply: 0,
                to: 0,
            },
        ),
        (
            "answer-yes",
            Message::Answer {
                what: AskWhat::Undo,
                ply: 30,
                yes: true,
            },
        ),
        (
            "answer-no",
            Message::Answer {
                what: AskWhat::Draw,
                ply: 0,
                yes: false,
            },
        ),
        ("resign", Message::Resign { seat: 2 }),
        ("ping", Message::Ping { t: 1_234_567 }),
        ("pong", Message::Pong { t: 0 }),
        ("bye", Message::Bye),
        ("watching", Message::Watching { n: 3 }),
        ("head", Message::Head { head: [7; 32] }),
        ("device", Message::Device { device: 2 }),
        (
            "part",
            Message::Part {
                device: 1,
                roll: 40,
                part: [200; 32],
            },
        ),
    ];
    let mut out: Vec<Seed> = messages
        .into_iter()
        .map(|(name, message)| (name.to_owned(), message.write().into_bytes()))
        .collect();
    for why in RefuseWhy::ALL {
        let message = Message::Refuse { ply: 9, why };
        out.push((
            format!("refuse-{}", why.word()),
            message.write().into_bytes(),
        ));
    }
    // The signals of the opening through relays.
    use ashtapada_app::live::signal::Signal;
    let signals = [
        (
            "signal-hello",
            Signal::Hello {
                device: 0x0123_4567_89ab_cdef,
                seat: 1,
            },
        ),
        ("signal-taken", Signal::Taken { to: 7, seat: 3 }),
        ("signal-watch", Signal::Watch { device: 12_345 }),
        ("signal-full", Signal::Taken { to: 8, seat: 4 }),
        (
            "signal-offer",
            Signal::Offer {
                to: u64::MAX,
                connection: 42,
                sdp: CHROME_OFFER.into(),
            },
        ),
        (
            "signal-answer",
            Signal::Answer {
                from: 1,
                connection: 0,
                sdp: FIREFOX_OFFER.into(),
            },
        ),
    ];
    for (name, signal) in signals {
        out.push((name.to_owned(), signal.write().into_bytes()));
    }
    out
}

/// The first lines of each shipped puzzle set.
fn puzzle_seeds() -> Vec<Seed> {
    let mut out = Vec::new();
    for (name, text) in puzzle_sets() {
        let lines = text.lines().filter(|l| !l.starts_with('#')).take(2);
        for (i, line) in lines.enumerate() {
            out.push((format!("{name}-{i}"), line.as_bytes().to_vec()));
        }
    }
    out
}

#[cfg(test)]
mod tests {
    use super::*;
    use crate::TARGETS;

    #[test]
    fn every_seed_is_accepted_by_its_reader() {
        for &(name, target) in TARGETS {
            let seeds = seeds(name).expect("seeds for every target");
            assert!(seeds.len() >= 8, "{name}: {} seeds", seeds.len());
            for (seed, bytes) in seeds {
                assert!(
                    target(&bytes),
                    "{name}: seed {seed} is refused by its reader"
                );
            }
        }
    }
}
