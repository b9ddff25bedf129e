//! Runs the `ashtapada` binary for each command and each error case.

use ashtapada_rules::{fen, perft::perft, Position, Ruleset};
use std::process::{Command, Output};

fn run(args: &[&str]) -> Output {
    Command::new(env!("CARGO_BIN_EXE_ashtapada"))
        .args(args)
        .output()
        .expect("the binary runs")
}

/// Runs a command that must succeed; returns its stdout lines.
#[track_caller]
fn ok(args: &[&str]) -> Vec<String> {
    let o = run(args);
    let stderr = String::from_utf8_lossy(&o.stderr);
    assert!(o.status.success(), "{args:?} failed: {stderr}");
    assert!(stderr.is_empty(), "{args:?} wrote to stderr: {stderr}");
    String::from_utf8(o.stdout)
        .expect("UTF-8 output")
        .lines()
        .map(String::from)
        .collect()
}

/// Runs an arena match that must succeed; returns its stdout lines. Off a terminal its
/// stderr holds only progress lines, `done/total  +wins =draws -losses`, the last one the
/// whole match.
#[track_caller]
fn arena_ok(args: &[&str], games: u32) -> Vec<String> {
    let o = run(args);
    let stderr = String::from_utf8_lossy(&o.stderr);
    assert!(o.status.success(), "{args:?} failed: {stderr}");
    let mut last = 0;
    for line in stderr.lines() {
        let (count, tally) = line.split_once("  ").expect("a count, then a tally");
        let (done, total) = count.split_once('/').expect("done/total");
        let done: u32 = done.parse().expect("games done");
        assert_eq!(total, games.to_string(), "{line}");
        assert!(done > last, "{stderr}");
        last = done;
        let parts: Vec<u32> = tally
            .split(' ')
            .map(|t| t[1..].parse().expect("a count"))
            .collect();
        assert_eq!(parts.iter().sum::<u32>(), done, "{line}");
    }
    assert_eq!(last, games, "the last line is the whole match: {stderr}");
    String::from_utf8(o.stdout)
        .expect("UTF-8 output")
        .lines()
        .map(String::from)
        .collect()
}

/// A small hard-vs-random Chaturaji match, with these options after the required ones.
fn chaturaji_arena<'a>(options: &[&'a str]) -> Vec<&'a str> {
    let required = [
        "arena",
        "chaturaji",
        "--teams",
        "hard,random",
        "--games",
        "2",
        "--seed",
        "1",
    ];
    required.iter().chain(options).copied().collect()
}

/// Runs a command that must fail with exit code 2, nothing on stdout and one line on stderr
/// containing `needle`.
#[track_caller]
fn fails(args: &[&str], needle: &str) {
    let o = run(args);
    let stderr = String::from_utf8_lossy(&o.stderr);
    assert_eq!(o.status.code(), Some(2), "{args:?}: {stderr}");
    assert!(o.stdout.is_empty(), "{args:?} wrote to stdout");
    assert_eq!(stderr.lines().count(), 1, "{args:?}: {stderr}");
    assert!(stderr.ends_with('\n'), "{args:?}: {stderr:?}");
    assert!(stderr.starts_with("ashtapada: "), "{stderr}");
    assert!(
        stderr.contains(needle),
        "{args:?}: \"{stderr}\" lacks \"{needle}\""
    );
}

fn rules(id: &str) -> &'static Ruleset {
    Ruleset::by_id(id).expect("a known ruleset")
}

#[test]
fn help_lists_the_commands() {
    for args in [&["--help"][..], &["-h"], &["help"], &["perft", "--help"]] {
        let text = ok(args).join("\n");
        for command in [
            "perft",
            "moves",
            "play",
            "arena",
            "replay",
            "rules",
            "train-net",
            "puzzles",
            "bench",
        ] {
            assert!(text.contains(&format!("ashtapada {command}")), "{text}");
        }
    }
    assert_eq!(
        ok(&["--version"]),
        vec![format!("ashtapada {}", env!("CARGO_PKG_VERSION"))]
    );
}

#[test]
fn perft_prints_nodes_last() {
    let want = perft(&Position::start(rules("chaturanga-v3")), 3);
    assert_eq!(
        ok(&["perft", "chaturanga-v3", "3"]),
        vec![format!("nodes {want}")]
    );
    assert_eq!(ok(&["perft", "chaturanga-v3", "0"]), vec!["nodes 1"]);
    let lines = ok(&["perft", "chaturanga-v3", "2", "--time"]);
    assert_eq!(lines.len(), 2);
    assert!(
        lines[0].starts_with("time ") && lines[0].ends_with(" Mnodes/s"),
        "{lines:?}"
    );
}

#[test]
fn perft_divide_splits_the_count() {
    let start = Position::start(rules("chaturanga-v3"));
    let lines = ok(&["perft", "chaturanga-v3", "3", "--divide"]);
    let (last, each) = lines.split_last().expect("output");
    assert_eq!(*last, format!("nodes {}", perft(&start, 3)));
    assert_eq!(each.len() as u64, perft(&start, 1));
    let sum: u64 = each
        .iter()
        .map(|l| {
            let (mv, n) = l.rsplit_once(' ').expect("<move> <count>");
            assert!(mv.contains('-') || mv.contains('x'), "{l}");
            n.parse::<u64>().expect("a count")
        })
        .sum();
    assert_eq!(*last, format!("nodes {sum}"));
    assert!(
        each.contains(&"e2-e3 324".to_string()) || each.iter().any(|l| l.starts_with("e2-e3 "))
    );
}

#[test]
fn perft_divide_with_dice_gives_the_face_first() {
    let lines = ok(&["perft", "chaturaji", "1", "--divide"]);
    let (last, each) = lines.split_last().expect("output");
    assert_eq!(
        *last,
        format!("nodes {}", perft(&Position::start(rules("chaturaji")), 1))
    );
    for l in each {
        let face = l.split(' ').next().expect("a face");
        assert!(["2", "3", "4", "5"].contains(&face), "{l}");
        assert_eq!(l.split(' ').count(), 3, "{l}");
    }
}

#[test]
fn perft_from_a_position() {
    let fen = "4bK3/8/8/8/8/8/8/4wK3 w - 0 0";
    let pos = fen::parse(rules("chaturanga-v3"), fen).expect("a position");
    assert_eq!(
        ok(&["perft", "chaturanga-v3", "2", "--fen", fen]),
        vec![format!("nodes {}", perft(&pos, 2))]
    );
    assert_eq!(
        ok(&["perft", "chaturanga-v3", "2", &format!("--fen={fen}")]),
        vec![format!("nodes {}", perft(&pos, 2))]
    );
}

#[test]
fn moves_lists_the_legal_moves() {
    let lines = ok(&["moves", "chaturanga-v3"]);
    assert_eq!(
        lines.len() as u64,
        perft(&Position::start(rules("chaturanga-v3")), 1)
    );
    assert!(lines.contains(&"Nb1-c3".to_string()), "{lines:?}");
    assert!(lines.contains(&"e2-e3".to_string()), "{lines:?}");
    // Under a roll, only the rolled kind moves: in Chaturaji 3 is the horse.
    let lines = ok(&["moves", "chaturaji", "--roll", "3"]);
    assert!(
        !lines.is_empty() && lines.iter().all(|l| l.starts_with('N')),
        "{lines:?}"
    );
    // A face that moves nothing in variant 2: the turn passes.
    assert_eq!(ok(&["moves", "chaturanga-v2", "--roll", "1"]), vec!["pass"]);
    // On the circle.
    let lines = ok(&["moves", "byzantine-modern"]);
    assert!(lines.iter().any(|l| l.starts_with("Nb")), "{lines:?}");
}

#[test]
fn play_is_seeded_and_reports_lengths() {
    let args = ["play", "chaturanga-v3", "--random", "3", "--seed", "9"];
    let lines = ok(&args);
    assert_eq!(lines, ok(&args), "the same seed plays the same games");
    assert_eq!(lines.len(), 5, "{lines:?}");
    for l in &lines[..3] {
        assert!(l.starts_with("game ") && l.ends_with(" plies"), "{l}");
    }
    assert!(lines[3].starts_with("results: "), "{lines:?}");
    assert!(lines[4].starts_with("average length: ") && lines[4].ends_with(" plies over 3 games"));
    let other = ok(&["play", "chaturanga-v3", "--random", "3", "--seed", "10"]);
    assert_ne!(lines, other);
}

#[test]
fn play_reports_the_ply_limit() {
    let lines = ok(&[
        "play",
        "chaturaji",
        "--random",
        "2",
        "--seed",
        "1",
        "--max-plies",
        "5",
    ]);
    assert!(lines[0].contains("5-ply limit"), "{lines:?}");
    assert!(
        lines
            .iter()
            .any(|l| l.starts_with("ply limit reached in 2 of 2 games")),
        "{lines:?}"
    );
}

#[test]
fn bench_prints_a_table_of_every_ruleset() {
    let lines = ok(&["bench", "--seconds", "0.01"]);
    assert_eq!(lines.len(), 1 + Ruleset::all().len(), "{lines:?}");
    assert!(lines[0].starts_with("ruleset") && lines[0].contains("Mnodes/s"));
    for (line, r) in lines[1..].iter().zip(Ruleset::all()) {
        assert!(line.starts_with(r.id), "{line}");
        assert_eq!(line.len(), lines[0].len(), "aligned: {line}");
    }
}

#[test]
fn argument_errors() {
    fails(&[], "expected a command");
    fails(&["frobnicate"], "unknown command \"frobnicate\"");
    fails(&["perft"], "missing <ruleset>");
    fails(&["perft", "chaturanga-v3"], "missing <depth>");
    fails(
        &["perft", "chaturanga-v3", "3", "4"],
        "unexpected argument \"4\"",
    );
    fails(&["perft", "chaturanga-v3", "deep"], "expected the depth");
    fails(&["perft", "chaturanga-v3", "-1"], "expected the depth");
    fails(
        &["perft", "chaturanga-v3", "2", "--fast"],
        "unknown option --fast for perft",
    );
    fails(
        &["perft", "chaturanga-v3", "2", "--fen"],
        "--fen expects a value",
    );
    fails(
        &["perft", "chaturanga-v3", "2", "--divide", "--divide"],
        "given twice",
    );
    fails(
        &["perft", "chaturanga-v3", "2", "--divide=yes"],
        "takes no value",
    );
    fails(&["moves", "chaturanga-v3", "extra"], "unexpected argument");
    fails(&["play", "chaturanga-v3", "--seed", "1"], "--random");
    fails(&["play", "chaturanga-v3", "--random", "2"], "--seed");
    fails(
        &["play", "chaturanga-v3", "--random", "0", "--seed", "1"],
        "at least one game",
    );
    fails(
        &["play", "chaturanga-v3", "--random", "x", "--seed", "1"],
        "number of games",
    );
    fails(
        &["play", "chaturanga-v3", "--random", "1", "--seed", "-3"],
        "expected the seed",
    );
    fails(&["bench", "--seconds", "0"], "between 0 and 3600");
    fails(&["bench", "--seconds", "soon"], "number of seconds");
    fails(&["bench", "now"], "unexpected argument");
}

#[cfg(unix)]
#[test]
fn arguments_that_are_not_utf8() {
    use std::os::unix::ffi::OsStrExt;
    let o = Command::new(env!("CARGO_BIN_EXE_ashtapada"))
        .args([
            std::ffi::OsStr::new("moves"),
            std::ffi::OsStr::from_bytes(b"\xff"),
        ])
        .output()
        .expect("the binary runs");
    assert_eq!(o.status.code(), Some(2));
    let stderr = String::from_utf8_lossy(&o.stderr);
    assert_eq!(stderr, "ashtapada: argument 2 is not valid UTF-8\n");
}

#[test]
fn unknown_ruleset_lists_the_valid_ids() {
    for args in [
        &["perft", "chess", "2"][..],
        &["moves", "chess"],
        &["play", "chess", "--random", "1", "--seed", "1"],
    ] {
        fails(
            args,
            "unknown ruleset \"chess\": expected one of chaturanga-v1, ",
        );
    }
    fails(&["moves", "chess"], "chaturanga-v1+dice");
    fails(&["moves", "chess"], "byzantine-modern");
}

#[test]
fn malformed_positions_give_the_column() {
    fails(
        &[
            "perft",
            "chaturanga-v3",
            "1",
            "--fen",
            "8/8/8/8/8/8/8/8 x - 0 0",
        ],
        "bad position for chaturanga-v3: column 17: expected the side to move",
    );
    fails(
        &["moves", "chaturanga-v3", "--fen", "9/8/8/8/8/8/8/8 w - 0 0"],
        "column 1: 9 empty cells do not fit",
    );
    fails(
        &["moves", "chaturanga-v3", "--fen", "8/8/8/8/8/8/8/8 w"],
        "expected 5 fields",
    );
}

#[test]
fn roll_errors() {
    fails(
        &["moves", "chaturanga-v3", "--roll", "3"],
        "chaturanga-v3 has no dice",
    );
    fails(
        &["moves", "chaturaji", "--roll", "6"],
        "expected a face of the chaturaji die (2, 3, 4, 5)",
    );
    fails(
        &["moves", "chaturaji"],
        "give --roll <face value>, one of 2, 3, 4, 5",
    );
}

#[test]
fn arena_plays_duplicate_pairs_and_reports_the_score() {
    let args = [
        "arena",
        "chaturanga-v3",
        "--teams",
        "greedy,random",
        "--games",
        "4",
        "--seed",
        "3",
    ];
    let lines = arena_ok(&args, 4);
    let text = lines.join("\n");
    assert!(
        text.starts_with("chaturanga-v3 greedy vs random: 4 games"),
        "{text}"
    );
    assert!(text.contains("score") && text.contains("Elo"), "{text}");
    // The same seed replays the same match.
    let again = arena_ok(&args, 4);
    assert_eq!(lines, again);
}

#[test]
fn arena_rejects_bad_arguments() {
    fails(
        &[
            "arena",
            "chaturaji",
            "--teams",
            "hard",
            "--games",
            "2",
            "--seed",
            "1",
        ],
        "--teams <botA>,<botB>",
    );
    fails(
        &[
            "arena",
            "chaturaji",
            "--teams",
            "hard,nobody",
            "--games",
            "2",
            "--seed",
            "1",
        ],
        "unknown bot",
    );
    fails(
        &[
            "arena",
            "chaturaji",
            "--teams",
            "hard,random",
            "--games",
            "0",
            "--seed",
            "1",
        ],
        "at least one game",
    );
    fails(
        &[
            "arena",
            "chaturaji",
            "--teams",
            "hard,random",
            "--games",
            "2",
        ],
        "--seed",
    );
    fails(
        &[
            "arena",
            "nowhere",
            "--teams",
            "hard,random",
            "--games",
            "2",
            "--seed",
            "1",
        ],
        "unknown ruleset",
    );
    fails(&chaturaji_arena(&["--budget-ms", "-3"]), "positive number");
    fails(
        &chaturaji_arena(&["--budget-nodes", "0"]),
        "at least one node after --budget-nodes",
    );
    fails(
        &chaturaji_arena(&["--budget-nodes", "many"]),
        "the nodes after --budget-nodes",
    );
    fails(
        &chaturaji_arena(&["--budget-ms", "5", "--budget-nodes", "500"]),
        "either --budget-ms or --budget-nodes, not both",
    );
    fails(
        &chaturaji_arena(&["--jobs", "0"]),
        "at least one thread after --jobs",
    );
}

#[test]
fn arena_with_a_node_budget_replays_exactly() {
    let args = [
        "arena",
        "chaturanga-v1+dice",
        "--teams",
        "hard,medium",
        "--games",
        "2",
        "--seed",
        "7",
        "--budget-nodes",
        "300",
    ];
    let lines = arena_ok(&args, 2);
    let text = lines.join("\n");
    assert!(
        text.starts_with("chaturanga-v1+dice hard vs medium: 2 games"),
        "{text}"
    );
    // A node budget does not depend on the clock: the same match again gives the same result
    // (the speed figures, in knodes/s, may differ).
    let again = arena_ok(&args, 2);
    let result = |l: &[String]| l[0].split(';').next().map(str::to_owned);
    assert_eq!(result(&lines), result(&again));
    // Nodes per decision do not depend on the clock either.
    let nodes = |l: &[String]| {
        l[0].split(';')
            .skip(1)
            .map(|part| part.split(',').next().unwrap_or("").to_owned())
            .collect::<Vec<_>>()
    };
    assert_eq!(nodes(&lines), nodes(&again));
    // On three threads: the same games, so the same result and nodes per decision.
    let mut jobs = args.to_vec();
    jobs[5] = "6";
    let six = arena_ok(&jobs, 6);
    jobs.extend(["--jobs", "3"]);
    let threads = arena_ok(&jobs, 6);
    assert!(
        threads[0].starts_with("chaturanga-v1+dice hard vs medium: 6 games"),
        "{threads:?}"
    );
    assert_eq!(result(&six), result(&threads));
    assert_eq!(nodes(&six), nodes(&threads));
}

// ----- replay --------------------------------------------------------------------------------

/// A game of at most `actions` random legal actions, reproducible from its seed.
fn random_game(rules: &'static Ruleset, seed: u64, actions: usize) -> ashtapada_rules::Game {
    use rand::{Rng, SeedableRng};
    let mut game = ashtapada_rules::Game::new(rules, seed);
    let mut rng = rand_chacha::ChaCha8Rng::seed_from_u64(seed);
    for _ in 0..actions {
        let legal = game.legal_actions();
        if legal.is_empty() {
            break;
        }
        game.play(legal[rng.random_range(0..legal.len())]).unwrap();
    }
    game
}

/// Writes `bytes` to a file of this test's own and returns its path.
fn temp_file(name: &str, bytes: &[u8]) -> String {
    let path = std::path::Path::new(env!("CARGO_TARGET_TMPDIR")).join(name);
    std::fs::write(&path, bytes).expect("the temporary file is written");
    path.to_string_lossy().into_owned()
}

/// What `replay` prints for a game.
fn replay_lines(game: &ashtapada_rules::Game) -> Vec<String> {
    vec![
        format!("ruleset {}", game.rules().id),
        format!("actions {}", game.actions().len()),
        format!("position {}", fen::write(game.position())),
        format!(
            "result {}",
            ashtapada_rules::record::describe_result(game.outcome())
        ),
    ]
}

#[test]
fn replay_prints_the_final_position_and_result_of_records_the_engine_wrote() {
    use ashtapada_rules::record;
    for (i, id) in record::ruleset_ids().into_iter().enumerate() {
        // Unfinished, then played to its end (the 50-round rule ends every game).
        for actions in [40, 100_000] {
            let game = random_game(rules(id), i as u64 + 3, actions);
            let text = record::write(&game, &record::Tags::default());
            let path = temp_file(
                &format!("replay-{}-{actions}.txt", id.replace('+', "-")),
                text.as_bytes(),
            );
            let lines = ok(&["replay", &path]);
            assert_eq!(lines, replay_lines(&game), "{text}");
            if actions > 40 {
                assert!(game.outcome().is_some(), "{id}");
                assert!(!lines[3].starts_with("result *"), "{lines:?}");
            }
        }
    }
}

#[test]
fn replay_reads_standard_input_for_a_dash() {
    use std::io::Write;
    let game = random_game(rules("chaturaji"), 5, 30);
    let text = ashtapada_rules::record::write(&game, &Default::default());
    let mut child = Command::new(env!("CARGO_BIN_EXE_ashtapada"))
        .args(["replay", "-"])
        .stdin(std::process::Stdio::piped())
        .stdout(std::process::Stdio::piped())
        .stderr(std::process::Stdio::piped())
        .spawn()
        .expect("the binary runs");
    child
        .stdin
        .take()
        .expect("a pipe")
        .write_all(text.as_bytes())
        .expect("the record is sent");
    let o = child.wait_with_output().expect("the binary ends");
    assert!(o.status.success(), "{}", String::from_utf8_lossy(&o.stderr));
    let lines: Vec<String> = String::from_utf8(o.stdout)
        .expect("UTF-8 output")
        .lines()
        .map(String::from)
        .collect();
    assert_eq!(lines, replay_lines(&game));
}

#[test]
fn replay_names_the_line_and_column_of_a_malformed_record() {
    let path = temp_file(
        "replay-malformed.txt",
        b"[Ruleset \"chaturanga-v3\"]\n\n1. e2-e3 e7-e6\n1. Nb1-c3\n*\n",
    );
    fails(
        &["replay", &path],
        &format!("{path}: line 4, column 1: expected round number 2, found 1"),
    );
    let path = temp_file("replay-bad-tag.txt", b"[Ruleset \"chess\"]\n*\n");
    fails(
        &["replay", &path],
        &format!("{path}: line 1, column 11: unknown ruleset \"chess\""),
    );
    // Not UTF-8: the first bad byte is on line 2, after 5 characters.
    let path = temp_file(
        "replay-binary.txt",
        b"[Ruleset \"chaturanga-v3\"]\n[E \"\xff\"]\n",
    );
    fails(
        &["replay", &path],
        &format!("{path}: line 2, column 5: the record is not UTF-8 text"),
    );
}

#[test]
fn replay_names_an_illegal_move_with_the_engines_reason() {
    let path = temp_file(
        "replay-illegal.txt",
        b"[Ruleset \"chaturanga-v3\"]\n\n1. e2-e3 e7-e6\n2. e3-e5\n*\n",
    );
    fails(
        &["replay", &path],
        &format!("{path}: line 4, column 4: e3-e5 is not a legal move here"),
    );
}

#[test]
fn replay_of_a_missing_file_or_no_file_is_an_error() {
    let path = std::path::Path::new(env!("CARGO_TARGET_TMPDIR")).join("no-such-record.txt");
    let path = path.to_string_lossy();
    fails(&["replay", &path], &format!("cannot read {path}"));
    fails(&["replay"], "missing <record file>");
    fails(&["replay", "a", "b"], "unexpected argument \"b\"");
}

/// `rules` prints the rules page of the i18n crate, in English or in French.
#[test]
fn rules_prints_a_page_in_either_language() {
    let page = ashtapada_i18n::rules_page::rules_page;
    for r in Ruleset::all_with_options() {
        for (lang, args) in [
            (ashtapada_i18n::Lang::En, vec!["rules", r.id]),
            (
                ashtapada_i18n::Lang::Fr,
                vec!["rules", r.id, "--lang", "fr"],
            ),
        ] {
            let lines = ok(&args);
            let want = page(lang, r);
            assert_eq!(lines[0], want.title, "{args:?}");
            assert_eq!(lines[1], want.summary, "{args:?}");
            assert!(lines[2].contains(want.source_title), "{args:?}");
            assert_eq!(lines[3], want.names_note, "{args:?}");
            for section in &want.sections {
                assert!(lines.contains(&section.heading.to_string()), "{args:?}");
                for line in &section.lines {
                    assert!(lines.contains(&format!("- {line}")), "{args:?}: {line}");
                }
            }
        }
    }
    let fr = ok(&["rules", "chaturaji", "--lang=fr"]);
    assert!(fr.contains(&"- 2 : Bateau".to_string()), "{fr:?}");
    let en = ok(&["rules", "chaturaji", "--lang", "en"]);
    assert!(en.contains(&"- 2: Boat".to_string()), "{en:?}");
    fails(
        &["rules", "chaturaji", "--lang", "de"],
        "unknown language \"de\"",
    );
    fails(&["rules"], "missing <ruleset>");
    fails(&["rules", "chess"], "unknown ruleset");
}

#[test]
fn train_net_checkpoints_resumes_and_writes_weights_that_read() {
    let dir = std::path::Path::new(env!("CARGO_TARGET_TMPDIR")).join("train-net");
    let _ = std::fs::remove_dir_all(&dir);
    std::fs::create_dir_all(&dir).expect("the directory is made");
    let ckpt = dir.join("c.ckpt").to_string_lossy().into_owned();
    let weights = dir.join("c.net").to_string_lossy().into_owned();
    let train_as = |games: &str, ckpt: &str, residual: bool| {
        let mut args = vec![
            "train-net",
            "chaduranga",
            "--games",
            games,
            "--every",
            "1",
            "--test-games",
            "2",
            "--max-actions",
            "120",
            "--checkpoint",
            ckpt,
            "--weights",
            &weights,
        ];
        if residual {
            args.push("--residual");
        }
        args.into_iter().map(str::to_owned).collect::<Vec<_>>()
    };
    let train = |games: &str| {
        let args = train_as(games, &ckpt, false);
        ok(&args.iter().map(String::as_str).collect::<Vec<_>>())
    };
    let first = train("2");
    assert_eq!(first[0], "starting a whole network (seed 1)");
    // The report before training, then one after each game.
    assert_eq!(first.len(), 4, "{first:?}");
    assert!(first[3].starts_with("games 2  games/s "), "{first:?}");
    assert!(first[3].contains("test mse: net "), "{first:?}");
    let second = train("3");
    assert_eq!(
        second[0],
        format!("resuming a whole network from {ckpt} at 2 games")
    );
    assert!(second.last().expect("a report").starts_with("games 3  "));
    let net = ashtapada_bots::net::Net::from_bytes(&std::fs::read(&weights).expect("weights"))
        .expect("the weights file reads");
    assert_eq!((net.ruleset(), net.games()), ("chaduranga", 3));
    assert!(!net.residual());
    // A residual network starts as the hand-fitted evaluation: the same error before training.
    let args = train_as("1", &ckpt, true);
    fails(
        &args.iter().map(String::as_str).collect::<Vec<_>>(),
        "a whole network, not a residual one",
    );
    let rckpt = dir.join("r.ckpt").to_string_lossy().into_owned();
    let args = train_as("1", &rckpt, true);
    let residual = ok(&args.iter().map(String::as_str).collect::<Vec<_>>());
    assert!(
        residual[0].starts_with("starting a residual network"),
        "{residual:?}"
    );
    let mse = |line: &str, what: &str| {
        line.split(what)
            .nth(1)
            .and_then(|t| t.split_whitespace().next())
            .map(str::to_owned)
    };
    assert_eq!(
        mse(&residual[1], "net "),
        mse(&residual[1], "hand "),
        "{residual:?}"
    );
    let net = ashtapada_bots::net::Net::from_bytes(&std::fs::read(&weights).expect("weights"))
        .expect("the weights file reads");
    assert!(net.residual());
    // A corrupt checkpoint is an input error, not a panic.
    std::fs::write(&ckpt, b"ASHNET\x01\x01 broken").expect("written");
    fails(
        &[
            "train-net",
            "chaduranga",
            "--games",
            "4",
            "--checkpoint",
            &ckpt,
        ],
        "cannot resume from",
    );
    fails(&["train-net", "chaduranga"], "expects --games");
}

/// A Chaturaji game between two devices whose every face, the roll-off's first, came from both
/// devices' parts (`ashtapada-dice`), played to just after a roll; its record with the proof.
/// `switched`: the game began seeded on one device, its roll-off and first rolls the seed's,
/// and went between the devices after them (its record's `DiceFrom`).
fn fair_dice_record(switched: bool) -> (ashtapada_rules::Game, String) {
    use ashtapada_dice::Table;
    use ashtapada_rules::{record, Action, Game};
    let rules = rules("chaturaji");
    let mut table = Table::new(&[[3; 32], [9; 32]], 400);
    let draw = |table: &mut Table| table.draw(4).expect("in the chains");
    let mut game = if switched {
        let mut game = Game::new(rules, 5);
        let mut i = 0;
        while game.rolls() < 4 {
            let legal = game.legal_actions();
            game.play(legal[i % legal.len()]).unwrap();
            i += 1;
        }
        assert!(game.give_faces_from(game.rolls()));
        game
    } else {
        Game::with_faces_drawn(rules, &mut || draw(&mut table))
    };
    for i in 0..120usize {
        if game.position().needs_roll() && game.next_face().is_none() {
            let f = draw(&mut table);
            game.give_face(f);
        }
        let legal = game.legal_actions();
        game.play(legal[(i * 5 + 1) % legal.len()]).unwrap();
        if i > 60 && matches!(game.actions().last(), Some(Action::Roll(_))) {
            break;
        }
    }
    let tags = record::Tags {
        other: vec![("Dice".into(), table.ledger().write_tag())],
        ..Default::default()
    };
    (game.clone(), record::write(&game, &tags))
}

/// A Chaturaji record whose last roll's face (2 to 5, in the movetext as `(f)`) is another.
fn last_face_changed(text: &str) -> String {
    let last = text.rfind(" (").expect("a roll in the movetext") + 2;
    let other = if &text[last..last + 1] == "2" {
        "3"
    } else {
        "2"
    };
    format!("{}{other}{}", &text[..last], &text[last + 1..])
}

#[test]
fn replay_checks_a_fair_dice_record_and_refuses_one_face_changed() {
    for switched in [false, true] {
        replay_checks_a_fair_dice_record(switched);
    }
}

fn replay_checks_a_fair_dice_record(switched: bool) {
    let (game, text) = fair_dice_record(switched);
    assert_eq!(text.contains("[DiceFrom \"4\"]"), switched, "{text}");
    let rolls = game.given_faces().unwrap().len();
    let path = temp_file("replay-fair-dice.txt", text.as_bytes());
    let mut lines = replay_lines(&game);
    lines.push(format!(
        "dice {rolls} rolls checked against the parts of 2 devices"
    ));
    assert_eq!(ok(&["replay", &path]), lines, "{text}");
    // The last action is a roll: its face changed, the record still reads, but does not check.
    let path = temp_file(
        "replay-fair-dice-changed.txt",
        last_face_changed(&text).as_bytes(),
    );
    fails(&["replay", &path], "the dice do not check: roll");
    // With no proof at all, the faces are not taken on trust.
    let bare = text
        .lines()
        .filter(|l| !l.starts_with("[Dice "))
        .collect::<Vec<_>>()
        .join("\n");
    let path = temp_file("replay-fair-dice-bare.txt", bare.as_bytes());
    fails(&["replay", &path], "no Dice tag");
}

/// A Chaturaji game by links of two devices (South and North; West and East), its dice drawn
/// one device at a time, some 60 actions long and ending with a roll; and its baton.
fn game_by_links() -> (ashtapada_rules::Game, ashtapada_dice::baton::Baton) {
    let mut table =
        ashtapada_app::fair::BatonTable::new(13, &[[5; 32], [8; 32]], &[0b0101, 0b1010])
            .expect("two devices");
    let mut game = table.game(rules("chaturaji"));
    for i in 0..120usize {
        table.play(&mut game, |legal| legal[(i * 5 + 1) % legal.len()]);
        if i > 60
            && matches!(
                game.actions().last(),
                Some(ashtapada_rules::Action::Roll(_))
            )
        {
            break;
        }
    }
    (game, table.baton().clone())
}

/// A Chaturaji game by links of two devices (South and North; West and East), its dice drawn
/// one device at a time (`ashtapada_dice::baton`): `replay` checks its record, and refuses it
/// with one roll's face changed.
#[test]
fn replay_checks_a_record_of_a_game_by_links_and_refuses_one_face_changed() {
    use ashtapada_rules::record;
    let (game, baton) = game_by_links();
    let tags = record::Tags {
        other: vec![("Dice".into(), baton.write_tag())],
        ..Default::default()
    };
    let text = record::write(&game, &tags);
    let rolls = game.given_faces().unwrap().len();
    let path = temp_file("replay-baton.txt", text.as_bytes());
    let mut lines = replay_lines(&game);
    lines.push(format!(
        "dice {rolls} rolls checked against the parts of 2 devices"
    ));
    assert_eq!(ok(&["replay", &path]), lines, "{text}");
    let path = temp_file(
        "replay-baton-changed.txt",
        last_face_changed(&text).as_bytes(),
    );
    fails(&["replay", &path], "the dice do not check: roll");
}

/// A game by links that one device went on with alone (`[DiceAlone "n"]`): `replay` checks
/// the devices' faces and says how many after are that device's; the last face changed passes
/// as one device's, the same face changed before the count does not.
#[test]
fn replay_of_a_game_by_links_gone_on_alone_checks_the_faces_drawn_before() {
    use ashtapada_rules::record;
    let (game, baton) = game_by_links();
    let rolls = game.given_faces().unwrap().len();
    let drawn = rolls - 1;
    let tags = record::Tags {
        other: vec![
            ("Dice".into(), baton.write_tag()),
            ("DiceAlone".into(), drawn.to_string()),
        ],
        ..Default::default()
    };
    let text = record::write(&game, &tags);
    let mut lines = replay_lines(&game);
    lines.push(format!(
        "dice {drawn} of {rolls} rolls checked against the parts of 2 devices; the 1 after are \
         one device's, which went on alone"
    ));
    let path = temp_file("replay-alone.txt", text.as_bytes());
    assert_eq!(ok(&["replay", &path]), lines, "{text}");
    let path = temp_file(
        "replay-alone-changed.txt",
        last_face_changed(&text).as_bytes(),
    );
    assert_eq!(ok(&["replay", &path]).last(), lines.last());
    let earlier = text.replace(
        &format!("[DiceAlone \"{drawn}\"]"),
        &format!("[DiceAlone \"{rolls}\"]"),
    );
    let path = temp_file(
        "replay-alone-later.txt",
        last_face_changed(&earlier).as_bytes(),
    );
    fails(&["replay", &path], "the dice do not check: roll");
}

/// Every line read is a puzzle of `ruleset`.
fn all_puzzles_of(lines: &[String], ruleset: &str) {
    for line in lines {
        let p = ashtapada_bots::puzzle::parse_line(line)
            .unwrap_or_else(|e| panic!("{line}: {e}"))
            .expect("a puzzle, not a comment");
        assert_eq!(p.rules().id, ruleset);
    }
}

#[test]
fn puzzles_mine_prints_lines_that_check_and_check_names_a_bad_line() {
    let mine = [
        "puzzles",
        "mine",
        "chaturaji",
        "--games",
        "1",
        "--seed",
        "3",
    ];
    let lines = ok(&mine);
    assert!(!lines.is_empty(), "a game of four bots leaves a puzzle");
    all_puzzles_of(&lines, "chaturaji");
    // The same seed mines the same set (node budgets, not time).
    assert_eq!(ok(&mine), lines);
    let dir = std::env::temp_dir().join(format!("ashtapada-puzzles-{}", std::process::id()));
    std::fs::create_dir_all(&dir).unwrap();
    let good = dir.join("good.txt");
    std::fs::write(&good, format!("# mined\n{}\n", lines.join("\n"))).unwrap();
    let out = ok(&["puzzles", "check", good.to_str().unwrap()]);
    assert_eq!(out[0], format!("puzzles {}", lines.len()));
    let bad = dir.join("bad.txt");
    std::fs::write(&bad, format!("{}\nchaturaji\tnope\te2-e3\t-\n", lines[0])).unwrap();
    fails(
        &["puzzles", "check", bad.to_str().unwrap()],
        "line 2: the position",
    );
    // A real position whose stated answer is not the best: it does not hold.
    let quiet = ok(&["moves", "chaturanga-v3"])[0].clone();
    let start = fen::write(&Position::start(rules("chaturanga-v3")));
    std::fs::write(&bad, format!("chaturanga-v3\t{start}\t{quiet}\t-\n")).unwrap();
    fails(
        &["puzzles", "check", bad.to_str().unwrap()],
        "does not hold",
    );
    std::fs::remove_dir_all(&dir).unwrap();
    // A recorded game mines as self-play does (a few hundred actions, a small budget here).
    let record = concat!(
        env!("CARGO_MANIFEST_DIR"),
        "/../../tests/e2e/fixtures/fair-dice.txt"
    );
    let mined = ok(&[
        "puzzles", "mine", "--record", record, "--nodes", "3000", "--skip", "0",
    ]);
    all_puzzles_of(&mined, "chaturaji");
    fails(
        &["puzzles", "mine", "--record", "/no/such/file"],
        "cannot read",
    );
    fails(&["puzzles"], "mine or check");
    fails(&["puzzles", "solve"], "unknown puzzles command");
    fails(&["puzzles", "mine", "chaturaji", "--seed", "1"], "--games");
    fails(
        &["puzzles", "mine", "nope", "--games", "1", "--seed", "1"],
        "nope",
    );
}
