//! Helpers shared by the four-player test files (`tests/four_player_*.rs`).
//!
//! Positions are written piece by piece (`"sK@d1 nR@f8"`) and turned into the position format,
//! so a test reads as the list of what stands where; see [`fen`].

#![allow(dead_code)]

use ashtapada_rules::event::Event;
use ashtapada_rules::{
    fen, notation, Action, Geometry, Move, MoveList, Position, Role, Ruleset, Seat, Square,
};
use std::collections::BTreeSet;

pub mod naive;

/// The six four-player ruleset ids (variant 1 with and without its optional dice).
pub const FOUR: [&str; 6] = [
    "chaturanga-v1",
    "chaturanga-v1+dice",
    "chaturanga-v2",
    "chaturanga-antique",
    "chaturaji",
    "chaduranga",
];

/// The five four-player rulesets (variant 1 without dice).
pub const FIVE: [&str; 5] = [
    "chaturanga-v1",
    "chaturanga-v2",
    "chaturanga-antique",
    "chaturaji",
    "chaduranga",
];

pub const SOUTH: Seat = Seat::ALL[0];
pub const WEST: Seat = Seat::ALL[1];
pub const NORTH: Seat = Seat::ALL[2];
pub const EAST: Seat = Seat::ALL[3];

/// A ruleset by id.
pub fn rules(id: &str) -> &'static Ruleset {
    Ruleset::by_id(id).unwrap_or_else(|| panic!("no ruleset {id}"))
}

/// A cell of the 8×8 board by name.
pub fn sq(name: &str) -> Square {
    Geometry::Grid
        .parse(name)
        .unwrap_or_else(|| panic!("bad cell {name}"))
}

/// A cell's name.
pub fn name(s: Square) -> String {
    Geometry::Grid.name(s)
}

/// The board field of the position format from tokens such as `"sK@d1 wP@b5"`.
pub fn board(pieces: &str) -> String {
    let mut cells: [Option<String>; 64] = std::array::from_fn(|_| None);
    for tok in pieces.split_whitespace() {
        let (piece, at) = tok
            .split_once('@')
            .unwrap_or_else(|| panic!("bad token {tok}"));
        let s = sq(at).index();
        assert!(cells[s].is_none(), "two pieces on {at}");
        cells[s] = Some(piece.to_string());
    }
    let mut out = String::new();
    for rank in (0..8).rev() {
        if rank != 7 {
            out.push('/');
        }
        let mut empty = 0;
        for file in 0..8 {
            match &cells[rank * 8 + file] {
                None => empty += 1,
                Some(p) => {
                    if empty > 0 {
                        out.push_str(&empty.to_string());
                        empty = 0;
                    }
                    out.push_str(p);
                }
            }
        }
        if empty > 0 {
            out.push_str(&empty.to_string());
        }
    }
    out
}

/// A whole position string: board from tokens, side letter (`s w n e`), roll (`-` or a face
/// value), then `quiet ply` = `0 0` and the key=value extras.
pub fn fen(pieces: &str, side: char, roll: &str, extras: &str) -> String {
    format!("{} {side} {roll} 0 0 {extras}", board(pieces))
        .trim_end()
        .to_string()
}

/// Parses a position of a ruleset, panicking with the parser's message.
pub fn parse(id: &str, text: &str) -> Position {
    fen::parse(rules(id), text).unwrap_or_else(|e| panic!("{id}: bad position {text:?}: {e}"))
}

/// A position from tokens (see [`fen`]).
pub fn pos(id: &str, pieces: &str, side: char, roll: &str, extras: &str) -> Position {
    parse(id, &fen(pieces, side, roll, extras))
}

/// The index of the first face of the ruleset's die that lets `role` move.
pub fn face_for(r: &Ruleset, role: Role) -> Option<u8> {
    r.dice
        .and_then(|d| d.faces.iter().position(|f| f.roles.has(role)))
        .map(|i| i as u8)
}

/// The die's face value that lets `role` move, as the position format writes it (`-` without dice).
pub fn roll_for(id: &str, role: Role) -> String {
    let r = rules(id);
    match (r.dice, face_for(r, role)) {
        (Some(d), Some(i)) => d.faces[i as usize].value.to_string(),
        _ => "-".into(),
    }
}

/// The position with the roll set to the face that moves `role` (unchanged without dice).
pub fn rolled(p: &Position, role: Role) -> Position {
    let mut p = *p;
    if let Some(i) = face_for(p.rules(), role) {
        p.set_roll(i);
    }
    p
}

/// Every legal move.
pub fn moves(p: &Position) -> Vec<Move> {
    let mut list = MoveList::new();
    p.gen_moves(&mut list);
    list.into_iter().collect()
}

/// Every legal move in record notation.
pub fn move_texts(p: &Position) -> BTreeSet<String> {
    moves(p)
        .into_iter()
        .map(|m| notation::write_move(p, m))
        .collect()
}

/// The names of the cells the piece on `from` may move to now.
pub fn dests(p: &Position, from: &str) -> BTreeSet<String> {
    moves(p)
        .into_iter()
        .filter(|m| m.from == sq(from))
        .map(|m| name(m.to))
        .collect()
}

/// A set of cell names.
pub fn cells(names: &[&str]) -> BTreeSet<String> {
    names.iter().map(|s| s.to_string()).collect()
}

/// The legal move written `text` (record notation), panicking with the engine's reason.
pub fn mv(p: &Position, text: &str) -> Move {
    notation::parse_move(p, text).unwrap_or_else(|e| panic!("{text} in {}: {e}", fen::write(p)))
}

/// Every legal action.
pub fn actions(p: &Position) -> Vec<Action> {
    let mut out = Vec::new();
    p.legal_actions(&mut out);
    out
}

/// Applies an action after checking it is legal; returns its events.
pub fn act(p: &mut Position, a: Action) -> Vec<Event> {
    assert!(
        actions(p).contains(&a),
        "{a:?} is not legal in {}; legal: {:?}",
        fen::write(p),
        actions(p)
    );
    let mut ev = Vec::new();
    p.apply(a, &mut ev);
    ev
}

/// Plays a move written in record notation; returns its events.
pub fn play(p: &mut Position, text: &str) -> Vec<Event> {
    let m = mv(p, text);
    act(p, Action::Move(m))
}

/// The piece token on a cell (`"sK"`), or `"-"`.
pub fn at(p: &Position, cell: &str) -> String {
    match p.piece_at(sq(cell)) {
        None => "-".into(),
        Some(pc) => format!(
            "{}{}",
            fen::army_letter(p.rules(), pc.army()),
            pc.role().letter()
        ),
    }
}

/// Plays a move written in record notation, first rolling the face that allows it if the die
/// must be rolled; returns the move's events.
pub fn go(p: &mut Position, text: &str) -> Vec<Event> {
    if p.needs_roll() {
        let faces = p.rules().dice.map_or(0, |d| d.faces.len() as u8);
        let face = (0..faces)
            .find(|&f| {
                let mut q = *p;
                q.set_roll(f);
                notation::parse_move(&q, text).is_ok()
            })
            .unwrap_or_else(|| panic!("{text} is legal under no face in {}", fen::write(p)));
        act(p, Action::Roll(face));
    }
    play(p, text)
}

/// Whether the events contain `e`.
pub fn has(events: &[Event], e: Event) -> bool {
    events.contains(&e)
}
