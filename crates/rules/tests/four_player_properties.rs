//! Property tests over random games of the six four-player ruleset ids.
//!
//! Each case is a whole game: `Game::new(rules, seed)` (so the seeded roll-off and dice), then
//! random choices among `Game::legal_actions` (moves, passes, rolls, offers, answers, demands,
//! placements, reintroductions) until the game ends or [`MAX_ACTIONS`] actions were played. Three
//! choice policies mix uniform play with capture-hungry play (more kings fall, so thrones,
//! exchanges and releases come up) and decision-hungry play (offers, demands and acceptances
//! taken whenever they are legal).
//!
//! After every action:
//! * **piece accounting**, exact, for every army and role:
//!   `on_board + captured + withdrawn_king == start + promoted_to − promoted_from_pawn
//!   + kings_returned + alfils_taken_in − alfils_taken_out`,
//!   where `captured` and `withdrawn` are the position's own counters (`Position::captured`,
//!   `Position::withdrawn`) and the right-hand terms are summed from the structured events
//!   (`Promoted`, `KingReturned`, `AlfilTaken`). Summed over all armies and roles it reads
//!   `pieces on the board + captured + withdrawn kings == 32 + kings returned`: promotions change a
//!   role, a taken alfil changes its owner, neither changes the count. The captured counters must
//!   also equal the `Captured` events, and `captured[army][king] == kings_lost(army)`;
//! * **frozen armies never move**: every move's piece belongs to the seat to move, or to its
//!   partner under throne command (the throne rule), and where kingless armies freeze
//!   (v1, v2, Chaduranga) a kingless army moves only when its partner commands it; withdrawn
//!   armies never move; the piece's kind is one the roll names;
//! * **captures follow the capture rules**: a minor never takes a major; an ally's piece is taken
//!   only in Chaturaji (any) and Chaduranga (not the king), or by Chaturaji's alfil square; the
//!   alfil square of v1, v2 and antique takes the ally's alfil (`AlfilTaken`) rather than
//!   capturing it;
//! * **money**: money plus pot is zero (stakes rulesets), or nobody has any (the others);
//! * **position format**: every position validates (`Position::validate`), and
//!   `fen::parse(fen::write(p)) == p` exactly;
//! * **move generation**: the engine's moves equal those of the naive generator of
//!   `four_common/naive.rs` (written from the rulesets' written rules, not from the engine's
//!   code) in every position where a move is chosen;
//! * **no stuck state**: until the game ends there is a legal action; after it, none.
//!
//! After the game: replaying its actions from `Game::new(rules, seed)` reproduces every position
//! and every event; undoing every action walks back through the same positions to the start, and
//! redoing them all comes back to the final position.
//!
//! The number of games per ruleset is `FOUR_PLAYER_GAMES` (default 1500).

mod four_common;

use ashtapada_rules::event::Event;
use ashtapada_rules::ruleset::{AlfilSquare, AllyCapture, Stakes, Throne};
use ashtapada_rules::{fen, Action, Game, Position, Role, RoleSet, Ruleset, Seat};
use four_common::naive::{engine_moves, naive_moves};
use four_common::*;
use proptest::prelude::*;

/// Actions after which a game is cut short (it is then checked like a finished one).
const MAX_ACTIONS: usize = 4000;

fn games() -> u32 {
    std::env::var("FOUR_PLAYER_GAMES")
        .ok()
        .and_then(|v| v.parse().ok())
        .unwrap_or(1500)
}

/// Proptest's seed: fixed by default so every run plays the same games (`FOUR_PLAYER_SEED=<n>` for
/// another set, `FOUR_PLAYER_SEED=random` for a fresh one each run).
fn rng_seed() -> proptest::test_runner::RngSeed {
    use proptest::test_runner::RngSeed;
    match std::env::var("FOUR_PLAYER_SEED").as_deref() {
        Ok("random") => RngSeed::Random,
        Ok(n) => RngSeed::Fixed(n.parse().expect("FOUR_PLAYER_SEED: a number or 'random'")),
        Err(_) => RngSeed::Fixed(0x4153_4854_4150_4144),
    }
}

/// A small, seedable generator (SplitMix64) for the choices.
struct Choices(u64);

impl Choices {
    fn next(&mut self) -> u64 {
        self.0 = self.0.wrapping_add(0x9E37_79B9_7F4A_7C15);
        let mut z = self.0;
        z = (z ^ (z >> 30)).wrapping_mul(0xBF58_476D_1CE4_E5B9);
        z = (z ^ (z >> 27)).wrapping_mul(0x94D0_49BB_1331_11EB);
        z ^ (z >> 31)
    }
    fn below(&mut self, n: usize) -> usize {
        (self.next() % n as u64) as usize
    }
    fn chance(&mut self, percent: u64) -> bool {
        self.next() % 100 < percent
    }
}

/// Picks an action: policy 0 uniform, 1 prefers captures, 2 prefers decisions and captures.
fn choose(p: &Position, acts: &[Action], policy: u8, rng: &mut Choices) -> Action {
    if policy >= 1 {
        let captures: Vec<Action> = acts
            .iter()
            .copied()
            .filter(|a| matches!(a, Action::Move(m) if p.piece_at(m.to).is_some()))
            .collect();
        if policy == 2 {
            for want in [Action::Demand, Action::Offer, Action::Answer(true)] {
                if acts.contains(&want) && rng.chance(80) {
                    return want;
                }
            }
        }
        if !captures.is_empty() && rng.chance(70) {
            return captures[rng.below(captures.len())];
        }
    }
    acts[rng.below(acts.len())]
}

/// Running totals from the events, per army and role.
#[derive(Default)]
struct Ledger {
    promoted_to: [[i32; 8]; 4],
    promoted_from: [i32; 4],
    returned: [i32; 4],
    taken_in: [i32; 4],
    taken_out: [i32; 4],
    captured_events: [[i32; 8]; 4],
}

impl Ledger {
    fn record(&mut self, p: &Position, ev: &[Event]) {
        for e in ev {
            match *e {
                Event::Promoted { army, role, .. } => {
                    self.promoted_to[army.index()][role as usize] += 1;
                    self.promoted_from[army.index()] += 1;
                }
                Event::KingReturned { army, .. } => {
                    self.returned[army.index()] += 1;
                    assert!(!p.withdrawn(army), "a withdrawn army gets no king back");
                }
                Event::AlfilTaken { from, to, .. } => {
                    self.taken_out[from.index()] += 1;
                    self.taken_in[to.index()] += 1;
                }
                Event::Captured { army, role, .. } => {
                    self.captured_events[army.index()][role as usize] += 1
                }
                _ => {}
            }
        }
    }

    fn check(&self, start: &Position, p: &Position, ctx: &dyn std::fmt::Display) {
        let mut on_board_total = 0;
        let mut captured_total = 0;
        let mut withdrawn_total = 0;
        for army in Seat::ALL {
            let i = army.index();
            for role in Role::ALL {
                let r = role as usize;
                let on_board = p.count(army, role) as i32;
                let captured = i32::from(p.captured(army)[r]);
                let withdrawn = i32::from(role == Role::King && p.withdrawn(army));
                let mut want = start.count(army, role) as i32 + self.promoted_to[i][r];
                match role {
                    Role::Pawn => want -= self.promoted_from[i],
                    Role::King => want += self.returned[i],
                    Role::Alfil => want += self.taken_in[i] - self.taken_out[i],
                    _ => {}
                }
                assert_eq!(
                    on_board + captured + withdrawn,
                    want,
                    "{ctx}: accounting of {army:?} {role:?} (board {on_board}, captured {captured}, withdrawn {withdrawn})"
                );
                assert_eq!(
                    captured, self.captured_events[i][r],
                    "{ctx}: captured counter vs events, {army:?} {role:?}"
                );
                on_board_total += on_board;
                captured_total += captured;
                withdrawn_total += withdrawn;
            }
            assert_eq!(
                i32::from(p.captured(army)[Role::King as usize]),
                i32::from(p.kings_lost(army)),
                "{ctx}: kings captured vs kings_lost of {army:?}"
            );
            if p.withdrawn(army) {
                assert!(
                    p.army_cells(army).is_empty(),
                    "{ctx}: a withdrawn army has left the board"
                );
            }
        }
        let returned: i32 = self.returned.iter().sum();
        assert_eq!(
            on_board_total + captured_total + withdrawn_total,
            32 + returned,
            "{ctx}: every piece is on the board or accounted for"
        );
    }
}

/// The checks on one move: whose piece, which kind, what it may capture.
fn check_move(pre: &Position, m: ashtapada_rules::Move, ev: &[Event], ctx: &dyn std::fmt::Display) {
    let r = pre.rules();
    let piece = pre
        .piece_at(m.from)
        .unwrap_or_else(|| panic!("{ctx}: no piece on the move's cell"));
    let army = piece.army();
    let seat = pre.to_move();
    // The roll names the kind.
    if let Some(d) = r.dice {
        let face = pre
            .roll()
            .unwrap_or_else(|| panic!("{ctx}: a move before the roll"));
        assert!(
            d.faces[face as usize].roles.has(piece.role()),
            "{ctx}: the roll does not name a {:?}",
            piece.role()
        );
    }
    // Whose army: the seat's own, or the partner's under command.
    let commanded = |a: Seat| r.throne != Throne::None && pre.commands(a.partner());
    assert!(!pre.withdrawn(army), "{ctx}: a withdrawn army moved");
    if army == seat {
        if r.frozen_without_king && pre.king(army).is_none() {
            assert!(
                commanded(army),
                "{ctx}: a frozen army moved ({army:?} has no king and no commander)"
            );
        }
    } else {
        assert_eq!(army, seat.partner(), "{ctx}: an enemy army moved");
        assert_eq!(
            r.throne,
            Throne::EitherArmy,
            "{ctx}: the partner's army moved without 'either army' command"
        );
        assert!(
            pre.commands(seat) || pre.commands(army),
            "{ctx}: the partner's army moved without command"
        );
        if r.frozen_without_king && pre.king(army).is_none() {
            assert!(pre.commands(seat), "{ctx}: a frozen army moved");
        }
    }
    // The capture rules, for the piece taken on the destination.
    if let Some(victim) = pre.piece_at(m.to) {
        assert!(
            !piece.role().is_minor() || victim.role().is_minor(),
            "{ctx}: a {:?} took a {:?}",
            piece.role(),
            victim.role()
        );
        assert_ne!(victim.army(), army, "{ctx}: captured its own piece");
        assert!(
            has(
                ev,
                Event::Captured {
                    army: victim.army(),
                    role: victim.role(),
                    at: m.to,
                    by: army
                }
            ),
            "{ctx}: no Captured event for the piece taken: {ev:?}"
        );
    }
}

/// The checks on every event of one action.
fn check_events(r: &Ruleset, ev: &[Event], ctx: &dyn std::fmt::Display) {
    let square = ev.iter().any(|e| matches!(e, Event::AlfilSquare { .. }));
    for e in ev {
        match *e {
            Event::Captured { army, role, by, .. } => {
                if army == by {
                    assert!(
                        square
                            && role == Role::Alfil
                            && r.alfil_square == AlfilSquare::CaptureOtherThree,
                        "{ctx}: {by:?} captured its own {role:?}"
                    );
                } else if army.team() == by.team() {
                    let allowed = match r.ally_capture {
                        AllyCapture::Never => false,
                        AllyCapture::AllButKing => role != Role::King,
                        AllyCapture::All => true,
                    };
                    assert!(allowed, "{ctx}: {by:?} captured its ally's {role:?}");
                }
            }
            Event::AlfilTaken { from, to, .. } => {
                assert_eq!(r.alfil_square, AlfilSquare::CaptureEnemiesTakeAlly, "{ctx}");
                assert!(from != to && from.team() == to.team(), "{ctx}: {e:?}");
            }
            Event::AlfilSquare { .. } => assert_ne!(r.alfil_square, AlfilSquare::None, "{ctx}"),
            Event::Withdrew { .. } => assert!(r.lone_king_withdraws, "{ctx}"),
            Event::KingLeap { .. } => assert!(r.king_leap, "{ctx}"),
            Event::Paid { .. } => assert_ne!(r.stakes, Stakes::None, "{ctx}"),
            Event::CommandBegins { .. } => assert_ne!(r.throne, Throne::None, "{ctx}"),
            Event::ReintroductionRight { .. } => assert_eq!(r.id, "chaduranga", "{ctx}"),
            _ => {}
        }
    }
}

fn check_money(r: &Ruleset, p: &Position, ctx: &dyn std::fmt::Display) {
    let money: i32 = p.money().iter().sum();
    if r.stakes == Stakes::None {
        assert_eq!(
            (p.money(), p.pot()),
            ([0; 4], 0),
            "{ctx}: money without stakes"
        );
    } else {
        assert_eq!(
            money + p.pot(),
            0,
            "{ctx}: money {:?} and pot {} do not balance",
            p.money(),
            p.pot()
        );
        if p.outcome().is_none() {
            assert_eq!(p.pot(), 4, "{ctx}: the pot is paid out only at the end");
        }
    }
}

/// Where a check failed, formatted only when it did.
#[derive(Clone, Copy)]
struct Ctx<'a> {
    id: &'a str,
    seed: u64,
    policy: u8,
    n: usize,
    pre: &'a Position,
    action: Option<Action>,
    post: Option<&'a Position>,
}

impl std::fmt::Display for Ctx<'_> {
    fn fmt(&self, f: &mut std::fmt::Formatter<'_>) -> std::fmt::Result {
        write!(
            f,
            "{} seed {} policy {} action {} in {}",
            self.id,
            self.seed,
            self.policy,
            self.n,
            fen::write(self.pre)
        )?;
        if let (Some(a), Some(p)) = (self.action, self.post) {
            write!(f, " after {a:?} -> {}", fen::write(p))?;
        }
        Ok(())
    }
}

/// Plays and checks one random game; returns it.
fn check_game(id: &str, seed: u64, policy: u8) -> Game {
    let r = rules(id);
    let mut g = Game::new(r, seed);
    let start = *g.start();
    let mut rng = Choices(seed ^ 0x005E_ED0F_F00D);
    let mut ledger = Ledger::default();
    ledger.check(&start, &start, &"start");
    for n in 0..MAX_ACTIONS {
        let acts = g.legal_actions();
        let pre = *g.position();
        let ctx = Ctx {
            id,
            seed,
            policy,
            n,
            pre: &pre,
            action: None,
            post: None,
        };
        if pre.outcome().is_some() {
            assert!(acts.is_empty(), "{ctx}: actions after the end: {acts:?}");
            break;
        }
        assert!(!acts.is_empty(), "{ctx}: stuck, no legal action");
        let rolls = acts.iter().filter(|a| matches!(a, Action::Roll(_))).count();
        assert!(
            rolls == 0 || (rolls == 1 && pre.needs_roll()),
            "{ctx}: rolls {acts:?}"
        );
        let a = choose(&pre, &acts, policy, &mut rng);
        if matches!(a, Action::Move(_) | Action::Pass) {
            let roles = match (r.dice, pre.roll()) {
                (Some(d), Some(f)) => d.faces[f as usize].roles,
                _ => RoleSet::ALL,
            };
            assert_eq!(
                engine_moves(&pre),
                naive_moves(&pre, roles),
                "{ctx}: moves differ from the naive generator"
            );
        }
        let ev = g
            .play(a)
            .unwrap_or_else(|e| panic!("{ctx}: {a:?} refused: {e}"))
            .to_vec();
        let post = *g.position();
        let ctx = Ctx {
            action: Some(a),
            post: Some(&post),
            ..ctx
        };
        if let Action::Move(m) = a {
            check_move(&pre, m, &ev, &ctx);
        }
        check_events(r, &ev, &ctx);
        ledger.record(&post, &ev);
        ledger.check(&start, &post, &ctx);
        check_money(r, &post, &ctx);
        let text = fen::write(&post);
        if let Err(e) = post.validate() {
            panic!("{ctx}: a position reached in play is refused: {e} in {text}");
        }
        assert_eq!(
            fen::parse(r, &text).as_ref(),
            Ok(&post),
            "{ctx}: position format round trip"
        );
    }

    // Replay from the start.
    let mut again = Game::new(r, seed);
    for (k, &a) in g.actions().iter().enumerate() {
        again
            .play(a)
            .unwrap_or_else(|e| panic!("{id} seed {seed}: replay of action {k} {a:?}: {e}"));
    }
    assert_eq!(
        again.positions(),
        g.positions(),
        "{id} seed {seed}: replay positions"
    );
    assert_eq!(
        again.events(),
        g.events(),
        "{id} seed {seed}: replay events"
    );

    // Undo everything, then redo everything.
    let positions = g.positions().to_vec();
    let n = g.actions().len();
    for (k, want) in positions.iter().enumerate().take(n).rev() {
        assert!(g.undo().is_some());
        assert_eq!(g.position(), want, "{id} seed {seed}: undo to {k}");
    }
    assert!(g.undo().is_none());
    for (k, want) in positions.iter().enumerate().skip(1) {
        assert!(g.redo().is_some());
        assert_eq!(g.position(), want, "{id} seed {seed}: redo to {k}");
    }
    assert!(!g.can_redo());
    g
}

/// The kinds of event the random games must have met, per ruleset, for the properties above to
/// mean something: each special rule of the four-player rulesets that random play reaches.
fn must_meet(id: &str) -> &'static [&'static str] {
    match id {
        "chaturanga-v1" | "chaturanga-v1+dice" => &[
            "Captured",
            "KingLeap",
            "Frozen",
            "CommandBegins",
            "ExchangeOffered",
            "ExchangeAccepted",
            "ExchangeRefused",
            "KingReturned",
            "GameOver",
        ],
        "chaturanga-v2" => &[
            "Captured",
            "Promoted",
            "Frozen",
            "CommandBegins",
            "Withdrew",
            "Paid",
            "ExchangeOffered",
            "ExchangeAccepted",
            "ReleaseDemanded",
            "KingReturned",
            "Passed",
            "GameOver",
        ],
        "chaturanga-antique" => &[
            "Captured",
            "Promoted",
            "CommandBegins",
            "Withdrew",
            "Paid",
            "ExchangeOffered",
            "ExchangeAccepted",
            "ReleaseDemanded",
            "KingReturned",
            "Passed",
            "GameOver",
        ],
        "chaturaji" => &[
            "Captured",
            "Promoted",
            "CommandBegins",
            "ExchangeOffered",
            "ExchangeAccepted",
            "ReleaseDemanded",
            "KingReturned",
            "Passed",
            "GameOver",
        ],
        _ => &[
            "Captured",
            "Promoted",
            "Frozen",
            "ReintroductionRight",
            "KingReturned",
            "Passed",
            "GameOver",
        ],
    }
}

/// A fixed set of games per ruleset (every policy), checked as above, whose events are counted:
/// the random games do reach the special rules.
#[test]
fn random_games_meet_the_special_rules() {
    for id in FOUR {
        let mut seen = std::collections::BTreeMap::<String, usize>::new();
        let mut cut = 0;
        for seed in 0..60u64 {
            let g = check_game(id, seed, (seed % 3) as u8);
            cut += usize::from(g.outcome().is_none());
            for e in g.events().iter().flatten() {
                let name = format!("{e:?}");
                let name = name.split([' ', '(']).next().unwrap_or("").to_string();
                *seen.entry(name).or_default() += 1;
            }
        }
        println!("{id}: {cut} games cut short; events {seen:?}");
        for want in must_meet(id) {
            assert!(
                seen.contains_key(*want),
                "{id}: no {want} in 60 random games: {seen:?}"
            );
        }
    }
}

proptest! {
    #![proptest_config(ProptestConfig {
        cases: games(),
        max_shrink_iters: 16,
        failure_persistence: None,
        rng_seed: rng_seed(),
        ..ProptestConfig::default()
    })]

    #[test]
    fn random_games_chaturanga_v1(seed in any::<u64>(), policy in 0u8..3) {
        check_game("chaturanga-v1", seed, policy);
    }

    #[test]
    fn random_games_chaturanga_v1_dice(seed in any::<u64>(), policy in 0u8..3) {
        check_game("chaturanga-v1+dice", seed, policy);
    }

    #[test]
    fn random_games_chaturanga_v2(seed in any::<u64>(), policy in 0u8..3) {
        check_game("chaturanga-v2", seed, policy);
    }

    #[test]
    fn random_games_chaturanga_antique(seed in any::<u64>(), policy in 0u8..3) {
        check_game("chaturanga-antique", seed, policy);
    }

    #[test]
    fn random_games_chaturaji(seed in any::<u64>(), policy in 0u8..3) {
        check_game("chaturaji", seed, policy);
    }

    #[test]
    fn random_games_chaduranga(seed in any::<u64>(), policy in 0u8..3) {
        check_game("chaduranga", seed, policy);
    }
}
