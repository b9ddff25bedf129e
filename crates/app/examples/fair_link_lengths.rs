//! How much a game link grows when its dice are drawn between devices (issue 46,
//! BENCHMARKS.md): random Chaturaji games, four named players, their every roll drawn by two or
//! four devices (`ashtapada-dice`), against the same games seeded; and the longest such game
//! whose whole address still fits a QR code (version 40 at the Share dialog's error correction,
//! medium: 2 331 bytes).
//!
//! The same for games by links whose devices drew their dice one at a time (`baton`: each
//! device's seats and two chains, `fair::BatonTable`).
//!
//! `cargo run --release -p ashtapada-app --example fair_link_lengths`

use ashtapada_app::fair::BatonTable;
use ashtapada_app::link::{self, LinkGame};
use ashtapada_app::Controller;
use ashtapada_dice::baton::Baton;
use ashtapada_dice::{Ledger, Table};
use ashtapada_rules::{Action, Game, Ruleset};
use rand::{Rng, SeedableRng};
use rand_chacha::ChaCha8Rng;

/// The whole address on GitHub Pages.
const SITE: &str = "https://someone.github.io/ashtapada/#";
/// A QR code's capacity in bytes at version 40, error correction medium.
const QR_BYTES: usize = 2_331;

/// The address of `game`, with the proof of `ledger` if any.
fn address(game: &Game, ledger: Option<&Ledger>) -> usize {
    address_with(game, ledger, None)
}

/// The address of `game` with either proof.
fn address_with(game: &Game, ledger: Option<&Ledger>, baton: Option<&Baton>) -> usize {
    let text = link::write(&LinkGame {
        game: game.clone(),
        id: u64::MAX,
        stake: 0,
        seats: vec![Controller::Human; 4],
        names: ["Asha", "Bhima", "Chandra", "Devika"]
            .map(String::from)
            .to_vec(),
        dice: ledger.cloned(),
        baton: baton.cloned(),
        alone: None,
    });
    SITE.len() + text.len()
}

/// The devices of a game by links of `seed` (two: South and North, West and East; four: one
/// each), and the random choices of its actions.
fn baton_table(seed: u64, devices: usize) -> (BatonTable, ChaCha8Rng) {
    let secrets: Vec<[u8; 32]> = (0..devices).map(|d| [d as u8 + 1; 32]).collect();
    let seats: &[u8] = if devices == 2 {
        &[0b0101, 0b1010]
    } else {
        &[1, 2, 4, 8]
    };
    let table = BatonTable::new(seed, &secrets, seats).expect("devices");
    (table, ChaCha8Rng::seed_from_u64(seed))
}

/// A random game by links of `plies` actions (or to its end), its seats on `devices` devices
/// (two: South and North, West and East; four: one each), its dice drawn one at a time.
fn baton_game(seed: u64, devices: usize, plies: usize) -> (Game, Baton, usize) {
    let (mut table, mut rng) = baton_table(seed, devices);
    let mut game = table.game(Ruleset::by_id("chaturaji").expect("chaturaji"));
    while game.actions().len() < plies
        && table.play(&mut game, |legal| legal[rng.random_range(0..legal.len())])
    {}
    let n = game
        .actions()
        .iter()
        .filter(|a| matches!(a, Action::Roll(_)))
        .count();
    (game, table.baton().clone(), n)
}

/// A Chaturaji game of `seed` whose rolls `devices` devices draw live from the first on, its
/// devices' table, and the random choices of its actions.
fn live_game(seed: u64, devices: usize) -> (Table, ChaCha8Rng, Game) {
    let rules = Ruleset::by_id("chaturaji").expect("chaturaji");
    let secrets: Vec<[u8; 32]> = (0..devices).map(|d| [d as u8 + 1; 32]).collect();
    let mut fair = Game::new(rules, seed);
    fair.give_faces_from(0);
    (
        Table::new(&secrets, 4_096),
        ChaCha8Rng::seed_from_u64(seed),
        fair,
    )
}

/// The next action of a live game played at random, its roll's face drawn by the devices.
fn live_step(table: &mut Table, rng: &mut ChaCha8Rng, fair: &mut Game) {
    if fair.position().needs_roll() && fair.next_face().is_none() {
        fair.give_face(table.draw(4).expect("in the chains"));
    }
    let legal = fair.legal_actions();
    fair.play_if_legal(legal[rng.random_range(0..legal.len())]);
}

/// A random game of `plies` actions (or to its end), its rolls drawn by `devices` devices from
/// the first on; the same game seeded, played with the same faces.
fn games(seed: u64, devices: usize, plies: usize) -> (Game, Ledger, Game, usize) {
    let (mut table, mut rng, mut fair) = live_game(seed, devices);
    while fair.actions().len() < plies && fair.outcome().is_none() {
        live_step(&mut table, &mut rng, &mut fair);
    }
    // The same actions in a seeded game: its rolls are the seed's, so they differ; the moves
    // after may not be legal there, so only the length of its link is compared, on a game of
    // the same length played at random.
    let mut seeded = Game::new(fair.rules(), seed);
    let mut rng = ChaCha8Rng::seed_from_u64(seed);
    while seeded.actions().len() < fair.actions().len() && seeded.outcome().is_none() {
        let legal = seeded.legal_actions();
        seeded.play_if_legal(legal[rng.random_range(0..legal.len())]);
    }
    let n = fair
        .actions()
        .iter()
        .filter(|a| matches!(a, Action::Roll(_)))
        .count();
    (fair, table.ledger().clone(), seeded, n)
}

/// How far a game's address fits a QR code, over one random game played once: its address
/// written after each action (the game's length, and whether it ended first).
struct Fit {
    /// Actions played while the address still fitted.
    plies: usize,
    /// Whether the game ended with its address still fitting.
    ended: bool,
}

/// The game of `seed` played at random with its dice drawn live by `devices` devices, its
/// address measured after each action, until it no longer fits a QR code or the game ends.
fn live_walk(seed: u64, devices: usize) -> Fit {
    let (mut table, mut rng, mut fair) = live_game(seed, devices);
    loop {
        if address(&fair, Some(table.ledger())) > QR_BYTES {
            return Fit {
                plies: fair.actions().len().saturating_sub(1),
                ended: false,
            };
        }
        if fair.outcome().is_some() {
            return Fit {
                plies: fair.actions().len(),
                ended: true,
            };
        }
        live_step(&mut table, &mut rng, &mut fair);
    }
}

/// The same for a game by links whose `devices` devices drew the dice one at a time.
fn baton_walk(seed: u64, devices: usize) -> Fit {
    let (mut table, mut rng) = baton_table(seed, devices);
    let mut game = table.game(Ruleset::by_id("chaturaji").expect("chaturaji"));
    loop {
        if address_with(&game, None, Some(table.baton())) > QR_BYTES {
            return Fit {
                plies: game.actions().len().saturating_sub(1),
                ended: false,
            };
        }
        if !table.play(&mut game, |legal| legal[rng.random_range(0..legal.len())]) {
            return Fit {
                plies: game.actions().len(),
                ended: true,
            };
        }
    }
}

/// Over 20 random games: the shortest game whose address outgrew a QR code, and how many
/// games ended first (their whole address fitted).
fn longest(walk: impl Fn(u64) -> Fit) -> String {
    let fits: Vec<Fit> = (0..20).map(walk).collect();
    let ended = fits.iter().filter(|f| f.ended).count();
    let longest_ended = fits.iter().filter(|f| f.ended).map(|f| f.plies).max();
    match fits.iter().filter(|f| !f.ended).map(|f| f.plies).min() {
        Some(plies) => format!(
            "of 20 random games, {} outgrew a QR code, the first after {plies} plies; \
             {ended} ended first (the longest at {} plies)",
            20 - ended,
            longest_ended.unwrap_or(0)
        ),
        None => format!(
            "all 20 random games ended with their address within a QR code (the longest at {} plies)",
            longest_ended.unwrap_or(0)
        ),
    }
}

fn main() {
    println!("| devices | plies | rolls | seeded address | fair address | grows by |");
    println!("|---|---|---|---|---|---|");
    for devices in [2, 4] {
        for plies in [50, 300, 700] {
            let (fair, ledger, seeded, rolls) = games(3, devices, plies);
            let (a, b) = (address(&seeded, None), address(&fair, Some(&ledger)));
            println!(
                "| {devices} | {} | {rolls} | {a} | {b} | {} |",
                fair.actions().len(),
                b as i64 - a as i64
            );
        }
        // The longest game whose address fits a QR code.
        println!(
            "\n{devices} devices: {}\n",
            longest(|seed| live_walk(seed, devices))
        );
    }
    println!("By links, one device at a time:\n");
    println!("| devices | plies | rolls | seeded address | by-links address | grows by |");
    println!("|---|---|---|---|---|---|");
    for devices in [2, 4] {
        for plies in [50, 300, 700] {
            let (game, baton, rolls) = baton_game(3, devices, plies);
            let (_, _, seeded, _) = games(3, 2, game.actions().len());
            let (a, b) = (
                address(&seeded, None),
                address_with(&game, None, Some(&baton)),
            );
            println!(
                "| {devices} | {} | {rolls} | {a} | {b} | {} |",
                game.actions().len(),
                b as i64 - a as i64
            );
        }
        println!(
            "\n{devices} devices by links: {}\n",
            longest(|seed| baton_walk(seed, devices))
        );
    }
}
