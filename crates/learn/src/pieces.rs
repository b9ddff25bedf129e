//! The piece steps, generated from the ruleset's own movement: for each piece, a walk of legal
//! moves on a near-empty board whose landing cells are the stars, then a walk of captures of
//! enemy pieces put on its landing cells. Every cell comes from the engine's move generator and
//! every position from the position reader, so a lesson cannot teach a move the game refuses.

use crate::attempt::{hand_back, replay, Verdict};
use crate::step::{Goal, Step, Topic};
use ashtapada_rules::record::write_action;
use ashtapada_rules::variant::Variant;
use ashtapada_rules::{
    fen, Action, Bitboard, Geometry, Move, MoveList, Piece, Position, Role, Ruleset, Seat, Square,
};

/// The learner's seat in piece steps: South, or White.
const LEARNER: Seat = Seat::ALL[0];
/// The enemy whose pieces are captured: West, or Black.
const ENEMY: Seat = Seat::ALL[1];

/// The roles of the learner's army at the start, in the order lessons show them.
pub fn roles(rules: &'static Ruleset) -> Vec<Role> {
    let v = Variant::of(rules);
    // The index order is the lessons' order: the king first, the pawn last.
    Role::ALL
        .into_iter()
        .filter(|&r| v.start_count[LEARNER.index()][r as usize] > 0)
        .collect()
}

/// The two steps of a piece: its moves (collect the stars), then its captures. A piece with no
/// walk found (none is expected) gets no step.
pub fn steps(rules: &'static Ruleset, role: Role) -> Vec<Step> {
    let mut out = Vec::new();
    if let Some(step) = moves_step(rules, role) {
        out.push(step);
    }
    if let Some(step) = captures_step(rules, role) {
        out.push(step);
    }
    out
}

/// Cells to start a piece from, best first.
fn start_cells(rules: &Ruleset, role: Role) -> Vec<Square> {
    let g = rules.geometry;
    if role == Role::Pawn {
        // A pawn starts where the set-up puts the learner's first pawn.
        let board = fen::parse_board(rules, rules.setup).unwrap_or([None; 64]);
        return Square::all()
            .filter(|&sq| {
                board[sq.index()].is_some_and(|p| p.army() == LEARNER && p.role() == Role::Pawn)
            })
            .collect();
    }
    let names: &[&str] = match g {
        Geometry::Grid => &["d4", "e4", "d3", "e3", "c4", "f4"],
        Geometry::Circle => &["b5", "c5", "b4", "c12", "b12"],
    };
    names.iter().filter_map(|n| g.parse(n)).collect()
}

/// Cells for the learner's king when another piece is taught (some rulesets freeze an army
/// without its king), far from the walk.
fn king_cells(rules: &Ruleset) -> Vec<Square> {
    let names: &[&str] = match rules.geometry {
        Geometry::Grid => &["h1", "a1", "h8", "a8"],
        Geometry::Circle => &["d16", "d8", "d1", "d9"],
    };
    names
        .iter()
        .filter_map(|n| rules.geometry.parse(n))
        .collect()
}

/// The piece taught on `start`, with the learner's king on `king` (unless the king is taught)
/// and, four-handed, an enemy king in the opposite corner: a team left alone on the board would
/// have won, and the lesson would end at its first move.
fn base(rules: &Ruleset, role: Role, start: Square, king: Square) -> Option<Vec<(Square, Piece)>> {
    let mut pieces = vec![(start, piece(rules, LEARNER, role))];
    if role != Role::King {
        if king == start {
            return None;
        }
        pieces.push((king, piece(rules, LEARNER, Role::King)));
    }
    if rules.is_four_handed() {
        let far = Square::new(63 - king.to_u8())?;
        if far == start {
            return None;
        }
        pieces.push((far, piece(rules, ENEMY, Role::King)));
        // And one of its pawns: where kings alone do not count as an army (v2's goal), the
        // lone king's team would have lost already.
        let beside = rules
            .geometry
            .offset(far, 0, 1)
            .or_else(|| rules.geometry.offset(far, 0, -1))?;
        if beside == start || beside == king {
            return None;
        }
        pieces.push((beside, piece(rules, ENEMY, Role::Pawn)));
    }
    Some(pieces)
}

fn piece(rules: &Ruleset, army: Seat, role: Role) -> Piece {
    Piece::new(army, role, rules.seat(army).pawn_dir)
}

/// The position of these pieces with the learner to move (and, in dice rulesets, the roll that
/// moves `role`), read and checked by the position reader.
fn position(rules: &'static Ruleset, pieces: &[(Square, Piece)], role: Role) -> Option<Position> {
    let mut board = [None; 64];
    for &(sq, p) in pieces {
        board[sq.index()] = Some(p);
    }
    let roll = match rules.dice {
        Some(d) => d
            .faces
            .iter()
            .find(|f| f.roles.has(role))?
            .value
            .to_string(),
        None => "-".into(),
    };
    let text = format!(
        "{} {} {roll} 0 0",
        fen::board_text(rules, &board),
        fen::army_letter(rules, LEARNER)
    );
    fen::parse(rules, &text).ok()
}

/// The face index that moves `role`, in dice rulesets.
fn face_of(rules: &Ruleset, role: Role) -> Option<u8> {
    let d = rules.dice?;
    d.faces
        .iter()
        .position(|f| f.roles.has(role))
        .map(|i| i as u8)
}

/// The legal moves of the piece on `from` (no promotion: a walk keeps its piece).
fn moves_from(pos: &Position, from: Square) -> Vec<Move> {
    let mut list = MoveList::new();
    pos.gen_moves(&mut list);
    list.into_iter()
        .filter(|m| m.from == from && m.promotion.is_none())
        .collect()
}

/// A cheap, fixed choice among `n` candidates (so that walks differ between pieces without
/// randomness).
fn pick(n: usize, salt: usize) -> usize {
    (salt.wrapping_mul(2_654_435_761) >> 7) % n.max(1)
}

/// Walk length: a pawn's forward steps run out soon.
fn walk_len(role: Role) -> usize {
    if role == Role::Pawn {
        2
    } else {
        3
    }
}

fn moves_step(rules: &'static Ruleset, role: Role) -> Option<Step> {
    for start in start_cells(rules, role) {
        for &king in &king_cells(rules) {
            let Some(pieces) = base(rules, role, start, king) else {
                continue;
            };
            let Some(first) = position(rules, &pieces, role) else {
                continue;
            };
            if let Some((stars, solution)) = walk(&first, start, role) {
                let goal = Goal::Stars(stars);
                if let Some(step) = step(rules, Topic::Moves(role), first, goal, role, solution) {
                    return Some(step);
                }
            }
        }
    }
    None
}

fn step(
    rules: &'static Ruleset,
    topic: Topic,
    start: Position,
    goal: Goal,
    role: Role,
    solution: Vec<String>,
) -> Option<Step> {
    let moves = solution.len() as u8;
    let step = Step {
        topic,
        start,
        learner: LEARNER,
        goal,
        moves,
        rolls: face_of(rules, role).map_or(Vec::new(), |f| vec![f; moves as usize]),
        seed: 1,
        solution,
    };
    // A step is kept only when its own solution reaches the goal on the engine, at its end.
    (replay(&step, &step.solution) == Ok(Verdict::Done)).then_some(step)
}

/// A walk of the piece from `start`: its landing cells and the moves in record notation. Each
/// move is played on the position the learner will see (the turn given back to him).
fn walk(first: &Position, start: Square, role: Role) -> Option<(Bitboard, Vec<String>)> {
    let mut pos = *first;
    let mut at = start;
    let mut stars = Bitboard::EMPTY;
    let mut solution = Vec::new();
    for i in 0..walk_len(role) {
        let options: Vec<Move> = moves_from(&pos, at)
            .into_iter()
            .filter(|m| !stars.has(m.to) && m.to != start)
            .collect();
        if options.is_empty() {
            return None;
        }
        let mv = options[pick(options.len(), i + 3 * role as usize)];
        solution.push(write_action(&pos, Action::Move(mv)));
        stars.0 |= 1 << mv.to.index();
        let mut next = pos;
        next.play(mv);
        pos = hand_back(&next, LEARNER, face_of(pos.rules(), role))?;
        at = mv.to;
    }
    Some((stars, solution))
}

fn captures_step(rules: &'static Ruleset, role: Role) -> Option<Step> {
    let victims = [
        Role::Pawn,
        Role::Alfil,
        Role::Ferz,
        Role::Knight,
        Role::Bishop,
        Role::Rook,
        Role::Queen,
    ];
    for start in start_cells(rules, role) {
        for &king in &king_cells(rules) {
            let Some(pieces) = base(rules, role, start, king) else {
                continue;
            };
            for victim in victims {
                if let Some(found) = capture_walk(rules, &pieces, start, role, victim) {
                    return Some(found);
                }
            }
        }
    }
    None
}

/// Two captures in a row: an enemy `victim` is put on a landing cell of each move, and the
/// whole scene is then replayed from its start to check that every capture is still legal.
fn capture_walk(
    rules: &'static Ruleset,
    pieces: &[(Square, Piece)],
    start: Square,
    role: Role,
    victim: Role,
) -> Option<Step> {
    if victim == Role::King {
        return None;
    }
    // The scene as set up, and as it stands after the captures so far (the piece on `at`).
    let mut pieces = pieces.to_vec();
    let mut now = pieces.clone();
    let mut at = start;
    let enemy = piece(rules, ENEMY, victim);
    for i in 0..2 {
        // Where an enemy piece there could be taken from `at`.
        let mut targets = Vec::new();
        for sq in Square::all() {
            if now.iter().any(|&(c, _)| c == sq) || pieces.iter().any(|&(c, _)| c == sq) {
                continue;
            }
            let mut with = now.clone();
            with.push((sq, enemy));
            let Some(pos) = position(rules, &with, role) else {
                continue;
            };
            if moves_from(&pos, at).iter().any(|m| m.to == sq) {
                targets.push(sq);
            }
        }
        if targets.is_empty() {
            return None;
        }
        let to = targets[pick(targets.len(), i + 5 * role as usize + victim as usize)];
        pieces.push((to, enemy));
        for (c, p) in now.iter_mut() {
            if *c == at && p.army() == LEARNER && p.role() == role {
                *c = to;
            }
        }
        at = to;
    }
    let first = position(rules, &pieces, role)?;
    // The solution: capture the enemy pieces in the order they were put.
    let mut pos = first;
    let mut at = start;
    let mut solution = Vec::new();
    for &(to, _) in pieces
        .iter()
        .filter(|(_, p)| p.army() == ENEMY && p.role() == victim)
    {
        let mv = moves_from(&pos, at).into_iter().find(|m| m.to == to)?;
        solution.push(write_action(&pos, Action::Move(mv)));
        let mut next = pos;
        next.play(mv);
        if next.outcome().is_some() {
            break;
        }
        pos = hand_back(&next, LEARNER, face_of(rules, role))?;
        at = to;
    }
    let cells = pieces
        .iter()
        .filter(|(_, p)| p.army() == ENEMY && p.role() == victim)
        .fold(Bitboard::EMPTY, |b, &(sq, _)| {
            Bitboard(b.0 | 1 << sq.index())
        });
    step(
        rules,
        Topic::Captures(role),
        first,
        Goal::Capture(cells),
        role,
        solution,
    )
}
