//! `ashtapada`: the rules engine on the command line — perft, legal moves, random games, game
//! records replayed, rules pages, and benchmarks. Run `ashtapada --help` for the commands.
//!
//! What it says of the games (results, rules pages) comes from `ashtapada-i18n`, in English
//! unless `--lang fr` asks for French; its own messages (usage, errors, tables) are English.
//!
//! Errors (bad arguments, unknown rulesets, malformed positions or records) print one line on
//! stderr and exit with code 2; nothing here panics on any input.

use ashtapada_i18n::rules_page::rules_page;
use ashtapada_i18n::{text, Lang};
use ashtapada_rules::perft::{divide, perft};
use ashtapada_rules::{fen, record, Game, Position, Ruleset};
use rand::{Rng, RngCore, SeedableRng};
use rand_chacha::ChaCha8Rng;
use std::io::{self, BufWriter, Read, Write};
use std::process::ExitCode;
use std::time::{Duration, Instant};

const USAGE: &str = "\
ashtapada: the Ashtapada rules engine on the command line

Usage:
  ashtapada perft <ruleset> <depth> [--fen <position>] [--divide] [--time]
      Count the leaf nodes of the game tree to <depth> (bulk counting). The last line is
      `nodes <N>`. --divide first prints one line per first action, `<move> <count>` (the face
      value first in dice rulesets); --time adds a `time` line with the speed.
  ashtapada moves <ruleset> [--fen <position>] [--roll <face value>]
      The legal actions, one per line in record notation (`pass` if none). A dice position that
      has not rolled needs --roll.
  ashtapada play <ruleset> --random <games> --seed <seed> [--max-plies <n>]
      Play random games to the end; print each result and the average length in plies.
  ashtapada arena <ruleset> --teams <botA>,<botB> --games <n> --seed <s>
                  [--budget-ms <ms> | --budget-nodes <n>] [--jobs <n>]
      A duplicate-dice match: each dice sequence is played twice with the teams swapped, seats
      rotating. Bots: random, greedy, uct, mcts (UCT with informed playouts cut at 20 plies),
      easy, medium, hard, hard-v1 (hard with the weights from before training on self-play),
      hard-v2 (hard with the hand-fitted evaluation), hard-net (hard with the network trained
      by self-play at the leaves, in chaduranga, chaturanga-v1+dice and chaturanga-v2; hard-v2
      elsewhere).
      --budget-ms gives hard, hard-v1, hard-v2, hard-net, uct and mcts that many milliseconds
      per action (medium a third, easy a fifteenth); --budget-nodes gives them that many search
      nodes per action instead (same shares), so a match replays identically whatever the
      machine's load; without either each level has its documented budget. Prints wins, draws,
      losses, mean score or money and the Elo difference with its 95% interval; a progress bar
      on stderr when it is a terminal. --jobs plays the games on that many threads (default 1),
      each game with the same dice and seeds as on one thread, so a --budget-nodes match gives
      the same result whatever --jobs; with --budget-ms, give each thread a core of its own.
  ashtapada train-net <ruleset> --games <n> [--seed <s>] [--checkpoint <file>]
                      [--weights <file>] [--every <n>] [--test-games <n>] [--max-actions <n>]
                      [--alpha <a>] [--lambda <l>] [--residual]
      Train the evaluation network by TD(lambda) on games it plays against itself, choosing
      each action one ply ahead (rolling judged by the mean over the faces). --residual starts
      a network whose output is added to the hand-fitted evaluation's logit (its output layer
      at zero, so it starts as the hand-fitted evaluation) instead of a whole one. Resumes from
      the checkpoint (default <ruleset>.ckpt; it says which kind) if it exists and trains until
      <n> games in all; every --every games (default 100) prints games, games a second, mean
      actions a game and the mean squared error of the network, of the best constant and of
      the hand-fitted evaluation on a fixed test set (--test-games games, default 100, 8
      positions each, played one ply deep on the hand-fitted evaluation), then writes the
      checkpoint and the integer weights file (default <ruleset>.net).
  ashtapada rules <ruleset> [--lang en|fr]
      The ruleset's rules page as text: name, summary, source, then each section (players,
      pieces with how each moves, dice, special rules, stakes, goal, readings of the document),
      in English or French.
  ashtapada replay <record file | ->
      Read a game record (docs/records.md; `-` reads standard input), replay every action with
      the engine, and print the ruleset, the number of actions, the final position (`position
      <position>`) and the result (`result <marker> (<why>)`). A malformed record or an illegal
      action is an error naming its line and column. A game whose dice came from several devices
      (a RollOff or DiceFrom tag) has its every face checked against the devices' committed parts (its Dice
      tag): `dice <n> rolls checked ...`, or an error naming the roll that does not.
  ashtapada puzzles mine <ruleset> --games <n> --seed <s> [--nodes <n>] [--skip <k>]
  ashtapada puzzles mine --record <file> [--nodes <n>] [--skip <k>]
      Play <n> games of the medium bot against itself (a small node budget, so that it errs),
      or read a recorded game, and print, a line each, the decisions where one move beats
      every other action by the puzzle margin at --nodes (default the shipped sets' budget)
      and again at twice as many; the first <k> actions of each game (default 4) are
      skipped. The format is docs/puzzles.md's.
  ashtapada puzzles check <puzzle file>
      Read a puzzle set, check each line against the rules, confirm each answer at the
      confirming budget, and print the count, the ratings' range and the count by theme; a
      line that does not hold is an error naming it.
  ashtapada bench [--seconds <s>]
      For every ruleset: perft speed at a depth taking about <s> seconds (default 1) and random
      playout speed, as a table.
  ashtapada --help | --version

Positions start from the ruleset's set-up (South or White to move) unless --fen gives one, in
the position format of docs/records.md, quoted as one argument.

Exit codes: 0 success, 1 output error, 2 bad arguments or input (one line on stderr).
";

/// What went wrong: bad input (exit 2) or writing the output (exit 1).
enum Failure {
    Input(String),
    Output(io::Error),
}

impl From<io::Error> for Failure {
    fn from(e: io::Error) -> Failure {
        Failure::Output(e)
    }
}

fn input<T>(message: impl Into<String>) -> Result<T, Failure> {
    Err(Failure::Input(message.into()))
}

fn main() -> ExitCode {
    let stdout = io::stdout();
    let mut out = BufWriter::new(stdout.lock());
    let result = args()
        .and_then(|a| run(&a, &mut out))
        .and_then(|()| Ok(out.flush()?));
    match result {
        Ok(()) => ExitCode::SUCCESS,
        // The reader went away (`ashtapada moves ... | head -1`): that is not a failure.
        Err(Failure::Output(e)) if e.kind() == io::ErrorKind::BrokenPipe => ExitCode::SUCCESS,
        Err(Failure::Output(e)) => {
            // `eprintln!` would panic if stderr is closed too.
            let _ = writeln!(io::stderr(), "ashtapada: cannot write the output: {e}");
            ExitCode::from(1)
        }
        Err(Failure::Input(message)) => {
            // One line, whatever the message holds.
            let _ = writeln!(
                io::stderr(),
                "ashtapada: {}",
                message.replace(['\n', '\r'], " ")
            );
            ExitCode::from(2)
        }
    }
}

/// The arguments as strings; `std::env::args` would panic on one that is not UTF-8.
fn args() -> Result<Vec<String>, Failure> {
    std::env::args_os()
        .skip(1)
        .enumerate()
        .map(|(i, a)| {
            a.into_string()
                .or_else(|_| input(format!("argument {} is not valid UTF-8", i + 1)))
        })
        .collect()
}

fn run(args: &[String], out: &mut dyn Write) -> Result<(), Failure> {
    let Some((command, rest)) = args.split_first() else {
        return input(
            "expected a command: perft, moves, play, arena, replay, rules, train-net, puzzles or bench (see ashtapada --help)",
        );
    };
    if rest.iter().any(|a| a == "--help" || a == "-h") {
        return help(out);
    }
    match command.as_str() {
        "--help" | "-h" | "help" => help(out),
        "--version" | "-V" => Ok(writeln!(out, "ashtapada {}", env!("CARGO_PKG_VERSION"))?),
        "perft" => cmd_perft(rest, out),
        "moves" => cmd_moves(rest, out),
        "play" => cmd_play(rest, out),
        "bench" => cmd_bench(rest, out),
        "arena" => cmd_arena(rest, out),
        "replay" => cmd_replay(rest, out),
        "rules" => cmd_rules(rest, out),
        "train-net" => cmd_train_net(rest, out),
        "puzzles" => cmd_puzzles(rest, out),
        other => input(format!(
            "unknown command \"{other}\": expected perft, moves, play, arena, replay, rules, train-net, puzzles or bench (see ashtapada --help)"
        )),
    }
}

fn help(out: &mut dyn Write) -> Result<(), Failure> {
    out.write_all(USAGE.as_bytes())?;
    writeln!(out, "\nRulesets: {}.", record::ruleset_ids().join(", "))?;
    Ok(())
}

// ----- Arguments -----------------------------------------------------------------------------

/// A command's arguments: positionals in order, and options (`--name value` or flags).
struct Parsed {
    positional: Vec<String>,
    options: Vec<(&'static str, Option<String>)>,
}

impl Parsed {
    fn value(&self, name: &str) -> Option<&str> {
        self.options
            .iter()
            .find(|(n, _)| *n == name)
            .and_then(|(_, v)| v.as_deref())
    }
    fn flag(&self, name: &str) -> bool {
        self.options.iter().any(|(n, _)| *n == name)
    }
}

/// Splits a command's arguments. `takes_value` and `flags` list the command's options.
fn parse_args(
    command: &str,
    args: &[String],
    takes_value: &[&'static str],
    flags: &[&'static str],
) -> Result<Parsed, Failure> {
    let mut parsed = Parsed {
        positional: Vec::new(),
        options: Vec::new(),
    };
    let mut it = args.iter();
    while let Some(a) = it.next() {
        if !a.starts_with("--") {
            parsed.positional.push(a.clone());
            continue;
        }
        let (name, inline) = match a.split_once('=') {
            Some((n, v)) => (n, Some(v.to_string())),
            None => (a.as_str(), None),
        };
        let known = takes_value.iter().chain(flags).find(|&&o| o == name);
        let Some(&name) = known else {
            let all: Vec<&str> = takes_value.iter().chain(flags).copied().collect();
            let list = if all.is_empty() {
                "it takes no options".to_string()
            } else {
                format!("its options are {}", all.join(", "))
            };
            return input(format!("unknown option {a} for {command}: {list}"));
        };
        if parsed.flag(name) {
            return input(format!("{name} is given twice"));
        }
        let value = if takes_value.contains(&name) {
            match inline.or_else(|| it.next().cloned()) {
                Some(v) => Some(v),
                None => return input(format!("{name} expects a value")),
            }
        } else if inline.is_some() {
            return input(format!("{name} takes no value"));
        } else {
            None
        };
        parsed.options.push((name, value));
    }
    Ok(parsed)
}

/// Checks the number of positional arguments.
fn positionals<'a>(p: &'a Parsed, command: &str, names: &[&str]) -> Result<&'a [String], Failure> {
    match p.positional.len().cmp(&names.len()) {
        std::cmp::Ordering::Equal => Ok(&p.positional),
        std::cmp::Ordering::Less => input(format!(
            "{command} expects {}; missing <{}>",
            names
                .iter()
                .map(|n| format!("<{n}>"))
                .collect::<Vec<_>>()
                .join(" "),
            names[p.positional.len()]
        )),
        std::cmp::Ordering::Greater => input(format!(
            "unexpected argument \"{}\" for {command}",
            p.positional[names.len()]
        )),
    }
}

fn ruleset(id: &str) -> Result<&'static Ruleset, Failure> {
    Ruleset::by_id(id).map_or_else(
        || {
            input(format!(
                "unknown ruleset \"{id}\": expected one of {}",
                record::ruleset_ids().join(", ")
            ))
        },
        Ok,
    )
}

fn number<T: std::str::FromStr>(text: &str, what: &str) -> Result<T, Failure> {
    text.parse()
        .or_else(|_| input(format!("expected {what}, found \"{text}\"")))
}

/// The position: `--fen` if given, else the ruleset's set-up.
fn position(rules: &'static Ruleset, p: &Parsed) -> Result<Position, Failure> {
    match p.value("--fen") {
        Some(text) => fen::parse(rules, text)
            .or_else(|e| input(format!("bad position for {}: {e}", rules.id))),
        None => Ok(Position::start(rules)),
    }
}

/// The index of the face showing `value`.
fn face_index(rules: &Ruleset, value: &str) -> Result<u8, Failure> {
    let Some(dice) = rules.dice else {
        return input(format!("{} has no dice: --roll does not apply", rules.id));
    };
    let faces: Vec<String> = dice.faces.iter().map(|f| f.value.to_string()).collect();
    match dice.faces.iter().position(|f| f.value.to_string() == value) {
        Some(i) => Ok(i as u8),
        None => input(format!(
            "expected a face of the {} die ({}) after --roll, found \"{value}\"",
            rules.id,
            faces.join(", ")
        )),
    }
}

// ----- perft ---------------------------------------------------------------------------------

fn cmd_perft(args: &[String], out: &mut dyn Write) -> Result<(), Failure> {
    let p = parse_args("perft", args, &["--fen"], &["--divide", "--time"])?;
    let pos = positionals(&p, "perft", &["ruleset", "depth"])?;
    let rules = ruleset(&pos[0])?;
    let depth: u32 = number(&pos[1], "the depth, a whole number from 0")?;
    let start = position(rules, &p)?;
    let t = Instant::now();
    let nodes = if p.flag("--divide") {
        let mut total = 0;
        for (face, action, count) in divide(&start, depth) {
            let text = record::write_action(&start, action);
            match face {
                Some(value) => writeln!(out, "{value} {text} {count}")?,
                None => writeln!(out, "{text} {count}")?,
            }
            total += count;
        }
        // divide lists nothing at depth 0 or for a finished game, where perft counts the root.
        if depth == 0 || start.outcome().is_some() {
            1
        } else {
            total
        }
    } else {
        perft(&start, depth)
    };
    let secs = t.elapsed().as_secs_f64();
    if p.flag("--time") {
        writeln!(
            out,
            "time {secs:.3} s, {:.1} Mnodes/s",
            nodes as f64 / secs.max(1e-9) / 1e6
        )?;
    }
    writeln!(out, "nodes {nodes}")?;
    Ok(())
}

// ----- moves ---------------------------------------------------------------------------------

fn cmd_moves(args: &[String], out: &mut dyn Write) -> Result<(), Failure> {
    let p = parse_args("moves", args, &["--fen", "--roll"], &[])?;
    let pos = positionals(&p, "moves", &["ruleset"])?;
    let rules = ruleset(&pos[0])?;
    let mut start = position(rules, &p)?;
    if let Some(value) = p.value("--roll") {
        let face = face_index(rules, value)?;
        if start.outcome().is_none() {
            start.set_roll(face);
        }
    } else if start.needs_roll() {
        let faces: Vec<String> = rules
            .dice
            .map(|d| d.faces.iter().map(|f| f.value.to_string()).collect())
            .unwrap_or_default();
        return input(format!(
            "the die must be rolled first: give --roll <face value>, one of {}",
            faces.join(", ")
        ));
    }
    let mut actions = Vec::new();
    start.legal_actions(&mut actions);
    for a in actions {
        writeln!(out, "{}", record::write_action(&start, a))?;
    }
    Ok(())
}

// ----- play ----------------------------------------------------------------------------------

// ----- arena ---------------------------------------------------------------------------------

fn cmd_arena(args: &[String], out: &mut dyn Write) -> Result<(), Failure> {
    use ashtapada_bots::arena::Budget;
    use std::io::IsTerminal;
    let p = parse_args(
        "arena",
        args,
        &[
            "--teams",
            "--games",
            "--seed",
            "--budget-ms",
            "--budget-nodes",
            "--jobs",
        ],
        &[],
    )?;
    let pos = positionals(&p, "arena", &["ruleset"])?;
    let rules = ruleset(&pos[0])?;
    let Some((a, b)) = p.value("--teams").and_then(|t| t.split_once(',')) else {
        return input("arena expects --teams <botA>,<botB>, e.g. --teams hard,random");
    };
    let Some(games) = p.value("--games") else {
        return input("arena expects --games <n>");
    };
    let games: u32 = number(games, "the number of games after --games, a whole number")?;
    if games == 0 {
        return input("expected at least one game after --games");
    }
    let Some(seed) = p.value("--seed") else {
        return input("arena expects --seed <seed>, so that a match can be replayed");
    };
    let seed: u64 = number(
        seed,
        "the seed, a whole number from 0 to 18446744073709551615",
    )?;
    let budget = match (p.value("--budget-ms"), p.value("--budget-nodes")) {
        (Some(_), Some(_)) => {
            return input("give either --budget-ms or --budget-nodes, not both");
        }
        (Some(v), None) => {
            let ms: f64 = number(v, "the milliseconds after --budget-ms, a number")?;
            if !(ms.is_finite() && ms > 0.0) {
                return input("expected a positive number of milliseconds after --budget-ms");
            }
            Budget::Millis(ms)
        }
        (None, Some(v)) => {
            let nodes: u64 = number(v, "the nodes after --budget-nodes, a whole number")?;
            if nodes == 0 {
                return input("expected at least one node after --budget-nodes");
            }
            Budget::Nodes(nodes)
        }
        (None, None) => Budget::Levels,
    };
    let jobs: usize = match p.value("--jobs") {
        Some(v) => number(v, "the threads after --jobs, a whole number")?,
        None => 1,
    };
    if jobs == 0 {
        return input("expected at least one thread after --jobs");
    }
    let bar = io::stderr().is_terminal();
    let mut progress = |pr: &ashtapada_bots::arena::Progress| {
        if bar {
            eprint!(
                "\r{} {}/{}  +{} ={} -{}",
                progress_bar(u64::from(pr.done), u64::from(pr.total)),
                pr.done,
                pr.total,
                pr.wins,
                pr.draws,
                pr.losses
            );
            if pr.done == pr.total {
                eprintln!();
            }
        } else if pr.done % (pr.total / 20).max(1) == 0 || pr.done == pr.total {
            // Not a terminal (a match in the background, or one cut short by a time limit):
            // a line every twentieth of the match, so that its tally so far is on record.
            eprintln!(
                "{}/{}  +{} ={} -{}",
                pr.done, pr.total, pr.wins, pr.draws, pr.losses
            );
        }
    };
    let report = ashtapada_bots::arena::arena(
        rules.id,
        a.trim(),
        b.trim(),
        games,
        seed,
        budget,
        jobs,
        &mut progress,
    )
    .map_err(|e| Failure::Input(e.to_string()))?;
    writeln!(out, "{report}")?;
    Ok(())
}

// ----- train-net -----------------------------------------------------------------------------

/// Writes `bytes` to `path` through a temporary file, so that an interrupted run never leaves a
/// half-written checkpoint behind.
fn write_atomically(path: &str, bytes: &[u8]) -> Result<(), Failure> {
    let tmp = format!("{path}.tmp");
    std::fs::write(&tmp, bytes)
        .and_then(|()| std::fs::rename(&tmp, path))
        .or_else(|e| input(format!("cannot write {path}: {e}")))
}

fn cmd_train_net(args: &[String], out: &mut dyn Write) -> Result<(), Failure> {
    use ashtapada_bots::train::{errors, test_set, Trainer};
    use std::io::IsTerminal;
    let p = parse_args(
        "train-net",
        args,
        &[
            "--games",
            "--seed",
            "--checkpoint",
            "--weights",
            "--every",
            "--test-games",
            "--max-actions",
            "--alpha",
            "--lambda",
        ],
        &["--residual"],
    )?;
    let pos = positionals(&p, "train-net", &["ruleset"])?;
    let rules = ruleset(&pos[0])?;
    let Some(games) = p.value("--games") else {
        return input("train-net expects --games <n>, the games to train in all");
    };
    let games: u64 = number(games, "the number of games after --games, a whole number")?;
    let seed: u64 = match p.value("--seed") {
        Some(v) => number(v, "the seed, a whole number")?,
        None => 1,
    };
    let every: u64 = match p.value("--every") {
        Some(v) => number(v, "the games between reports after --every, a whole number")?,
        None => 100,
    };
    let test_games: u32 = match p.value("--test-games") {
        Some(v) => number(v, "the test games after --test-games, a whole number")?,
        None => 100,
    };
    let checkpoint = p
        .value("--checkpoint")
        .map_or_else(|| format!("{}.ckpt", rules.id), str::to_string);
    let weights = p
        .value("--weights")
        .map_or_else(|| format!("{}.net", rules.id), str::to_string);
    let residual = p.flag("--residual");
    let kind = |residual: bool| {
        if residual {
            "a residual network (a correction to the hand-fitted evaluation)"
        } else {
            "a whole network"
        }
    };
    let mut trainer = match std::fs::read(&checkpoint) {
        Ok(bytes) => {
            let t = Trainer::from_checkpoint(rules, &bytes)
                .or_else(|e| input(format!("cannot resume from {checkpoint}: {e}")))?;
            if residual && !t.net.residual {
                return input(format!(
                    "{checkpoint} is a whole network, not a residual one: give another --checkpoint to start a residual network"
                ));
            }
            writeln!(
                out,
                "resuming {} from {checkpoint} at {} games",
                kind(t.net.residual),
                t.games
            )?;
            t
        }
        Err(e) if e.kind() == io::ErrorKind::NotFound => {
            writeln!(out, "starting {} (seed {seed})", kind(residual))?;
            Trainer::new(rules, seed, residual)
        }
        Err(e) => return input(format!("cannot read {checkpoint}: {e}")),
    };
    if let Some(v) = p.value("--max-actions") {
        trainer.config.max_actions = number(v, "the actions after --max-actions, a whole number")?;
    }
    if let Some(v) = p.value("--alpha") {
        trainer.config.alpha = number(v, "the learning rate after --alpha, a number")?;
    }
    if let Some(v) = p.value("--lambda") {
        trainer.config.lambda = number(v, "the trace decay after --lambda, a number")?;
    }
    // Held out: the test games' seeds come from a constant no training seed derives from.
    let set = test_set(
        rules,
        0x07e5_75e7,
        test_games,
        8,
        trainer.config.max_actions,
    );
    let report = |t: &Trainer, out: &mut dyn Write, rate: f64, actions: f64| {
        let e = errors(&t.net, &set);
        writeln!(
            out,
            "games {}  games/s {rate:.2}  actions/game {actions:.0}  test mse: net {:.4}  constant {:.4}  hand {:.4}  ({} positions)",
            t.games,
            e.net,
            e.constant,
            e.hand,
            set.len()
        )
    };
    report(&trainer, out, 0.0, 0.0)?;
    out.flush()?;
    let (mut since, mut actions, mut clock) = (0u64, 0u64, Instant::now());
    // Between reports, on a terminal: a bar to the next report, redrawn at most ten times a
    // second. (Off a terminal the reports alone, one line each.)
    let bar = io::stderr().is_terminal();
    let mut drawn = Instant::now();
    while trainer.games < games {
        let k = trainer.games;
        let game_seed = seed
            .wrapping_mul(0x0100_0000_01b3)
            .wrapping_add(k)
            .wrapping_add(1 << 62);
        actions += u64::from(trainer.play_game(game_seed).actions);
        since += 1;
        if bar && drawn.elapsed() >= Duration::from_millis(100) {
            // The games since the last report (or the start), of those up to the next one.
            let start = trainer.games - since;
            let to_report = ((start / every.max(1) + 1) * every.max(1)).min(games) - start;
            let secs = clock.elapsed().as_secs_f64().max(1e-9);
            eprint!(
                "\r{} {}/{} games to the next report  {:.1} games/s ",
                progress_bar(since, to_report),
                since,
                to_report,
                since as f64 / secs
            );
            drawn = Instant::now();
        }
        if trainer.games % every.max(1) == 0 || trainer.games == games {
            if bar {
                // Clears the bar's line for the report.
                eprint!("\r{:80}\r", "");
            }
            let secs = clock.elapsed().as_secs_f64().max(1e-9);
            report(
                &trainer,
                out,
                since as f64 / secs,
                actions as f64 / since as f64,
            )?;
            out.flush()?;
            write_atomically(&checkpoint, &trainer.checkpoint())?;
            write_atomically(&weights, &trainer.export().to_bytes())?;
            (since, actions, clock) = (0, 0, Instant::now());
        }
    }
    Ok(())
}

/// A progress bar of 30 cells for `done` of `total`, e.g. `[#####          ]`.
fn progress_bar(done: u64, total: u64) -> String {
    const WIDTH: usize = 30;
    let filled = (done.min(total) as usize * WIDTH) / total.max(1) as usize;
    format!("[{}{}]", "#".repeat(filled), " ".repeat(WIDTH - filled))
}

fn cmd_play(args: &[String], out: &mut dyn Write) -> Result<(), Failure> {
    let p = parse_args("play", args, &["--random", "--seed", "--max-plies"], &[])?;
    let pos = positionals(&p, "play", &["ruleset"])?;
    let rules = ruleset(&pos[0])?;
    let Some(games) = p.value("--random") else {
        return input("play expects --random <games> (only random play exists so far)");
    };
    let games: u64 = number(games, "the number of games after --random, a whole number")?;
    if games == 0 {
        return input("expected at least one game after --random");
    }
    let Some(seed) = p.value("--seed") else {
        return input("play expects --seed <seed>, so that games can be replayed");
    };
    let seed: u64 = number(
        seed,
        "the seed, a whole number from 0 to 18446744073709551615",
    )?;
    let max_plies: u32 = match p.value("--max-plies") {
        Some(v) => number(v, "the ply limit after --max-plies, a whole number")?,
        None => SAFETY_PLIES,
    };
    let mut rng = ChaCha8Rng::seed_from_u64(seed);
    let (mut total_plies, mut capped) = (0u64, 0u64);
    let mut tally: Vec<(&str, u64)> = Vec::new();
    for i in 1..=games {
        let game_seed = rng.next_u64();
        let game = random_game(rules, game_seed, max_plies, &mut rng);
        let plies = u64::from(game.position().ply());
        total_plies += plies;
        let marker = record::result_marker(game.outcome());
        match tally.iter_mut().find(|(m, _)| *m == marker) {
            Some((_, n)) => *n += 1,
            None => tally.push((marker, 1)),
        }
        let how = match game.outcome() {
            Some(o) => text::result(Lang::En, Some(o)),
            None if game.legal_actions().is_empty() => format!("{marker} (no legal action)"),
            None => {
                capped += 1;
                format!("{marker} (unfinished: the {max_plies}-ply limit was reached)")
            }
        };
        writeln!(out, "game {i} (seed {game_seed}): {how}, {plies} plies")?;
    }
    let summary: Vec<String> = tally.iter().map(|(m, n)| format!("{m} {n}")).collect();
    writeln!(out, "results: {}", summary.join(", "))?;
    if capped > 0 {
        writeln!(
            out,
            "ply limit reached in {capped} of {games} games (the draw rule should end games first)"
        )?;
    }
    writeln!(
        out,
        "average length: {:.1} plies over {games} games",
        total_plies as f64 / games as f64
    )?;
    Ok(())
}

/// A safety net only: the 50-round draw rule ends every game long before.
const SAFETY_PLIES: u32 = 100_000;

/// A game of uniformly random legal actions; the die's rolls come from the game's seed.
fn random_game(rules: &'static Ruleset, seed: u64, max_plies: u32, rng: &mut ChaCha8Rng) -> Game {
    let mut game = Game::new(rules, seed);
    let start = game.position().ply();
    while game.outcome().is_none() && game.position().ply() - start < max_plies {
        let legal = game.legal_actions();
        let Some(&action) = legal.get(rng.random_range(0..legal.len().max(1))) else {
            break;
        };
        if game.play(action).is_err() {
            break;
        }
    }
    game
}

// ----- replay --------------------------------------------------------------------------------

fn cmd_replay(args: &[String], out: &mut dyn Write) -> Result<(), Failure> {
    // `-` is standard input, not an option: keep it out of the option parser.
    let p = parse_args("replay", args, &[], &[])?;
    let pos = positionals(&p, "replay", &["record file"])?;
    let path = pos[0].as_str();
    let (name, bytes) = if path == "-" {
        let mut bytes = Vec::new();
        io::stdin()
            .lock()
            .read_to_end(&mut bytes)
            .or_else(|e| input(format!("cannot read standard input: {e}")))?;
        ("<stdin>", bytes)
    } else {
        let bytes = std::fs::read(path).or_else(|e| input(format!("cannot read {path}: {e}")))?;
        (path, bytes)
    };
    let text = match std::str::from_utf8(&bytes) {
        Ok(text) => text,
        Err(e) => {
            // Name the place like the record reader does: 1-based line and column in characters.
            let good = String::from_utf8_lossy(&bytes[..e.valid_up_to()]);
            let line = good.matches('\n').count() + 1;
            let column = good.rsplit('\n').next().map_or(0, |l| l.chars().count()) + 1;
            return input(format!(
                "{name}: line {line}, column {column}: the record is not UTF-8 text"
            ));
        }
    };
    let (game, tags) = record::parse(text).or_else(|e| input(format!("{name}: {e}")))?;
    let dice = match game.given_faces() {
        Some(shown) => Some((
            shown.len(),
            check_dice(&game, shown, &tags).or_else(|e| input(format!("{name}: {e}")))?,
        )),
        None => None,
    };
    writeln!(out, "ruleset {}", game.rules().id)?;
    writeln!(out, "actions {}", game.actions().len())?;
    writeln!(out, "position {}", fen::write(game.position()))?;
    writeln!(out, "result {}", text::result(Lang::En, game.outcome()))?;
    match dice {
        Some((rolls, (checked, devices))) if checked < rolls => writeln!(
            out,
            "dice {checked} of {rolls} rolls checked against the parts of {devices} devices; \
             the {} after are one device's, which went on alone",
            rolls - checked
        )?,
        Some((rolls, (_, devices))) => writeln!(
            out,
            "dice {rolls} rolls checked against the parts of {devices} devices"
        )?,
        None => {}
    }
    Ok(())
}

/// The proof of a game whose faces came from several devices (its `Dice` tag): every face,
/// the roll-off's first, is the one the devices' committed parts give, up to where one device
/// went on alone (a game by links, its `DiceAlone` tag). Returns how many faces were checked,
/// and how many devices.
fn check_dice(game: &Game, shown: &[u8], tags: &record::Tags) -> Result<(usize, usize), String> {
    let proof = tags
        .other
        .iter()
        .find(|(name, _)| name == record::DICE)
        .ok_or("the faces came from outside, but the record has no Dice tag to prove them")?;
    let faces = game.rules().dice.map_or(1, |d| d.faces.len()) as u8;
    if ashtapada_dice::baton::Baton::is_tag(&proof.1) {
        // A game by links: each roll drawn by its roller's device and the run before's.
        let baton = ashtapada_dice::baton::Baton::read_tag(&proof.1)
            .ok_or("the Dice tag does not prove the rolls: a device's chain does not check")?;
        let actions = game.positions().iter().zip(game.actions()).map(|(p, a)| {
            (
                p.actor().index() as u8,
                matches!(a, ashtapada_rules::Action::Roll(_)),
            )
        });
        let steps = baton.steps(game.given_roll_off().unwrap_or(0), actions);
        // Gone on alone by one device (a count that does not read proves every face).
        let alone = tags
            .other
            .iter()
            .find(|(name, _)| name == record::DICE_ALONE)
            .and_then(|(_, n)| n.parse::<usize>().ok());
        let drawn = alone.map_or(shown.len(), |n| shown.len().min(n));
        baton
            .check(&steps, &shown[..drawn], faces)
            .map_err(|e| format!("the dice do not check: {e}"))?;
        return Ok((drawn, baton.devices()));
    }
    let ledger = ashtapada_dice::Ledger::read_tag(&proof.1)
        .map_err(|e| format!("the Dice tag does not prove the rolls: {e}"))?;
    ledger
        .check(shown, faces)
        .map_err(|e| format!("the dice do not check: {e}"))?;
    Ok((shown.len(), ledger.devices()))
}

// ----- rules ---------------------------------------------------------------------------------

fn cmd_rules(args: &[String], out: &mut dyn Write) -> Result<(), Failure> {
    let p = parse_args("rules", args, &["--lang"], &[])?;
    let pos = positionals(&p, "rules", &["ruleset"])?;
    let rules = ruleset(&pos[0])?;
    let lang = match p.value("--lang") {
        None => Lang::En,
        Some(tag) => match Lang::from_tag(tag) {
            Some(lang) => lang,
            None => {
                let codes: Vec<&str> = Lang::ALL.iter().map(|l| l.code()).collect();
                return input(format!(
                    "unknown language \"{tag}\" after --lang: expected {}",
                    codes.join(" or ")
                ));
            }
        },
    };
    let page = rules_page(lang, rules);
    writeln!(out, "{}", page.title)?;
    writeln!(out, "{}", page.summary)?;
    writeln!(
        out,
        "{}",
        lang.rules_source_line(page.document, page.source_origin, page.source_title)
    )?;
    writeln!(out, "{}", page.names_note)?;
    for section in &page.sections {
        writeln!(out, "\n{}", section.heading)?;
        for row in &section.pieces {
            writeln!(out, "  {}: {}", row.name, row.movement)?;
        }
        for line in &section.lines {
            writeln!(out, "- {line}")?;
        }
    }
    Ok(())
}

// ----- bench ---------------------------------------------------------------------------------

fn cmd_bench(args: &[String], out: &mut dyn Write) -> Result<(), Failure> {
    let p = parse_args("bench", args, &["--seconds"], &[])?;
    positionals(&p, "bench", &[])?;
    let seconds: f64 = match p.value("--seconds") {
        Some(v) => number(v, "a number of seconds after --seconds")?,
        None => 1.0,
    };
    if !(seconds > 0.0 && seconds <= 3600.0) {
        return input("expected --seconds between 0 and 3600");
    }
    let target = Duration::from_secs_f64(seconds);
    writeln!(
        out,
        "{:<22} {:>5} {:>11} {:>4} {:>9} {:>9} {:>9} {:>10}",
        "ruleset", "depth", "nodes", "runs", "Mnodes/s", "playouts", "avg plies", "plies/s"
    )?;
    for &rules in Ruleset::all() {
        let start = Position::start(rules);
        let perft = bench_perft(&start, target);
        let play = bench_playouts(rules, target);
        writeln!(
            out,
            "{:<22} {:>5} {:>11} {:>4} {:>9.1} {:>9} {:>9.1} {:>10.0}",
            rules.id,
            perft.depth,
            perft.nodes,
            perft.runs,
            (perft.nodes * u64::from(perft.runs)) as f64 / perft.time.as_secs_f64().max(1e-9) / 1e6,
            play.games,
            play.plies as f64 / play.games.max(1) as f64,
            play.plies as f64 / play.time.as_secs_f64().max(1e-9),
        )?;
        out.flush()?;
    }
    Ok(())
}

struct PerftRun {
    depth: u32,
    /// The count at that depth.
    nodes: u64,
    /// How many times it was run, and the time all the runs took.
    runs: u32,
    time: Duration,
}

/// Perft at the deepest depth whose run takes about `target`, repeated to fill `target` if it is
/// quicker.
fn bench_perft(start: &Position, target: Duration) -> PerftRun {
    let mut prev_nodes = 1u64;
    for depth in 1..=MAX_BENCH_DEPTH {
        let t = Instant::now();
        let nodes = perft(start, depth);
        let time = t.elapsed();
        let growth = (nodes as f64 / prev_nodes as f64).max(1.0);
        let next_would_take = time.as_secs_f64() * growth;
        if time * 2 >= target
            || next_would_take > 3.0 * target.as_secs_f64()
            || depth == MAX_BENCH_DEPTH
        {
            let mut run = PerftRun {
                depth,
                nodes,
                runs: 1,
                time,
            };
            while run.time < target {
                let t = Instant::now();
                perft(start, depth);
                run.time += t.elapsed();
                run.runs += 1;
            }
            return run;
        }
        prev_nodes = nodes;
    }
    PerftRun {
        depth: 0,
        nodes: 1,
        runs: 1,
        time: Duration::ZERO,
    }
}

/// Deep enough for any ruleset to take seconds; a bound so `bench` always ends.
const MAX_BENCH_DEPTH: u32 = 12;

struct PlayoutRun {
    games: u64,
    plies: u64,
    time: Duration,
}

/// Random playouts from the start, on positions alone (no game history), for `target`.
fn bench_playouts(rules: &'static Ruleset, target: Duration) -> PlayoutRun {
    let mut rng = ChaCha8Rng::seed_from_u64(1);
    let mut run = PlayoutRun {
        games: 0,
        plies: 0,
        time: Duration::ZERO,
    };
    let mut actions = Vec::with_capacity(512);
    let t = Instant::now();
    while run.time < target {
        let mut pos = Game::start_position(rules, rng.next_u64());
        while pos.outcome().is_none() && pos.ply() < SAFETY_PLIES {
            actions.clear();
            pos.legal_actions(&mut actions);
            let Some(&a) = actions.get(rng.random_range(0..actions.len().max(1))) else {
                break;
            };
            pos.apply(a, &mut ());
        }
        run.games += 1;
        run.plies += u64::from(pos.ply());
        run.time = t.elapsed();
    }
    run
}

// ----- Puzzles -------------------------------------------------------------------------------

fn cmd_puzzles(args: &[String], out: &mut dyn Write) -> Result<(), Failure> {
    use ashtapada_bots::puzzle;
    let Some((what, rest)) = args.split_first() else {
        return input("puzzles expects mine or check (see ashtapada --help)");
    };
    match what.as_str() {
        "mine" => {
            let p = parse_args(
                "puzzles mine",
                rest,
                &["--games", "--seed", "--nodes", "--skip", "--record"],
                &[],
            )?;
            let nodes: u64 = match p.value("--nodes") {
                Some(v) => number(v, "the node budget after --nodes, a whole number")?,
                None => puzzle::MINE_NODES,
            };
            let skip: usize = match p.value("--skip") {
                Some(v) => number(v, "the actions to skip after --skip, a whole number")?,
                None => 4,
            };
            let mut seen = std::collections::HashSet::new();
            let mut found = |game: &Game, out: &mut dyn Write| -> Result<(), Failure> {
                for p in puzzle::mine(game, skip, nodes) {
                    if seen.insert(fen::write(p.position())) {
                        writeln!(out, "{}", puzzle::write_line(&p))?;
                        out.flush()?;
                    }
                }
                Ok(())
            };
            // A recorded game (a sample game, one played on the site) instead of self-play.
            if let Some(path) = p.value("--record") {
                let text = std::fs::read_to_string(path)
                    .or_else(|e| input(format!("cannot read {path}: {e}")))?;
                let (game, _) = record::parse(&text).or_else(|e| input(format!("{path}: {e}")))?;
                return found(&game, out);
            }
            let pos = positionals(&p, "puzzles mine", &["ruleset"])?;
            let rules = ruleset(&pos[0])?;
            let Some(games) = p.value("--games") else {
                return input("puzzles mine expects --games <n> (or --record <file>)");
            };
            let games: u64 = number(games, "the number of games after --games, a whole number")?;
            let Some(seed) = p.value("--seed") else {
                return input(
                    "puzzles mine expects --seed <seed>, so that a set can be mined again",
                );
            };
            let seed: u64 = number(seed, "the seed, a whole number")?;
            let mut rng = ChaCha8Rng::seed_from_u64(seed);
            for _ in 0..games {
                found(&self_play(rules, rng.next_u64()), out)?;
            }
            Ok(())
        }
        "check" => {
            let p = parse_args("puzzles check", rest, &[], &[])?;
            let pos = positionals(&p, "puzzles check", &["puzzle file"])?;
            let path = &pos[0];
            let text = std::fs::read_to_string(path)
                .or_else(|e| input(format!("cannot read {path}: {e}")))?;
            let set = puzzle::parse_set(&text)
                .or_else(|(line, e)| input(format!("{path}, line {line}: {e}")))?;
            let mut themes = std::collections::BTreeMap::new();
            for (i, p) in set.iter().enumerate() {
                if !puzzle::holds(p, puzzle::MINE_NODES * puzzle::CONFIRM_FACTOR) {
                    return input(format!(
                        "{path}: puzzle {} ({}) does not hold at the confirming budget",
                        i + 1,
                        puzzle::write_line(p)
                    ));
                }
                for t in p.themes() {
                    *themes.entry(t.name()).or_insert(0) += 1;
                }
            }
            writeln!(out, "puzzles {}", set.len())?;
            let ratings = set.iter().map(puzzle::Puzzle::rating);
            if let (Some(low), Some(high)) = (ratings.clone().min(), ratings.max()) {
                writeln!(out, "ratings {low} to {high}")?;
            }
            for (t, n) in themes {
                writeln!(out, "theme {t} {n}")?;
            }
            Ok(())
        }
        other => input(format!(
            "unknown puzzles command \"{other}\": expected mine or check"
        )),
    }
}

/// A game of the medium bot against itself at a small node budget, which errs often enough to
/// leave puzzles behind; it stops at the safety limit if nothing ends it.
fn self_play(rules: &'static Ruleset, seed: u64) -> Game {
    use ashtapada_bots::{Bot, Level, Limits, NoClock};
    let mut game = Game::new(rules, seed);
    let mut bot = Bot::level(Level::Medium).with_limits(Limits::nodes(600));
    let mut k = seed;
    while game.outcome().is_none() && game.position().ply() < 600 {
        k = k.wrapping_mul(6_364_136_223_846_793_005).wrapping_add(1);
        let Some(choice) = bot.choose(&game, k, &NoClock) else {
            break;
        };
        if game.play(choice.action).is_err() {
            break;
        }
    }
    game
}

#[cfg(test)]
mod tests {
    use super::progress_bar;

    #[test]
    fn the_progress_bar_fills_with_the_games_done() {
        let empty = format!("[{}]", " ".repeat(30));
        let full = format!("[{}]", "#".repeat(30));
        assert_eq!(progress_bar(0, 400), empty);
        assert_eq!(
            progress_bar(200, 400),
            format!("[{}{}]", "#".repeat(15), " ".repeat(15))
        );
        assert_eq!(progress_bar(400, 400), full);
        // Never past full, and a total of nothing is not a division by zero.
        assert_eq!(progress_bar(500, 400), full);
        assert_eq!(progress_bar(0, 0), empty);
    }
}
