//! Perft: the number of leaf nodes of the game tree to a depth, as defined in issue 2 so counts
//! compare with other engines.
//!
//! * perft(0) = 1; otherwise the sum over legal moves of perft(depth − 1) after the move. Kings may
//!   be left attacked. A side with no move makes one pass. A finished game counts 1.
//! * Dice rulesets: before each ply every face is taken in turn; under each face each legal move,
//!   or one pass if there is none.
//! * A bonus move (meeting pawns) is its own ply; each promotion choice is its own move.
//! * Exchange offers, answers and demands are not perft actions. A Chaduranga reintroduction
//!   turn is a ply whose choices are each empty cell and keeping the right; it takes no roll.

use crate::action::Action;
use crate::position::{MoveList, Position};

/// Counts leaf nodes to `depth`, with bulk counting at the last ply.
pub fn perft(pos: &Position, depth: u32) -> u64 {
    if depth == 0 || pos.outcome().is_some() {
        return 1;
    }
    if pos.reintroduction_turn() || pos.pending().is_some() {
        return perft_decision(pos, depth);
    }
    match pos.rules().dice {
        Some(d) if pos.roll().is_none() => (0..d.faces.len() as u8)
            .map(|f| {
                let mut p = *pos;
                p.set_roll(f);
                perft_rolled(&p, depth)
            })
            .sum(),
        _ => perft_rolled(pos, depth),
    }
}

/// A turn that is a decision rather than a move (a Chaduranga reintroduction: each empty cell, or
/// keeping the right; a king to place): each choice is a ply. Offers and answers are not perft
/// actions, so they are never generated here.
fn perft_decision(pos: &Position, depth: u32) -> u64 {
    let mut actions = Vec::new();
    pos.legal_actions(&mut actions);
    actions
        .into_iter()
        .filter(|a| !matches!(a, Action::Offer | Action::Demand))
        .map(|a| {
            let mut p = *pos;
            p.apply(a, &mut ());
            perft(&p, depth - 1)
        })
        .sum()
}

fn perft_rolled(pos: &Position, depth: u32) -> u64 {
    if depth == 1 {
        // Bulk counting: each move, or the one pass, is a leaf.
        return pos.count_moves().max(1) as u64;
    }
    let mut list = MoveList::new();
    pos.gen_moves(&mut list);
    if list.is_empty() {
        let mut p = *pos;
        p.pass();
        return perft(&p, depth - 1);
    }
    list.iter()
        .map(|&m| {
            let mut p = *pos;
            p.play(m);
            perft(&p, depth - 1)
        })
        .sum()
}

/// One line of [`divide`]: the face rolled (its value, in dice rulesets), the first action, and
/// the leaf count under it.
pub type DivideLine = (Option<u8>, Action, u64);

/// Perft split by first action: each move, pass or decision with its count, under each face in
/// dice rulesets. The counts add up to [`perft`].
pub fn divide(pos: &Position, depth: u32) -> Vec<DivideLine> {
    let mut out = Vec::new();
    if depth == 0 || pos.outcome().is_some() {
        return out;
    }
    if pos.reintroduction_turn() || pos.pending().is_some() {
        let mut actions = Vec::new();
        pos.legal_actions(&mut actions);
        for a in actions
            .into_iter()
            .filter(|a| !matches!(a, Action::Offer | Action::Demand))
        {
            let mut c = *pos;
            c.apply(a, &mut ());
            out.push((None, a, perft(&c, depth - 1)));
        }
        return out;
    }
    let faces: Vec<Option<u8>> = match pos.rules().dice {
        Some(d) if pos.roll().is_none() => (0..d.faces.len() as u8).map(Some).collect(),
        _ => vec![None],
    };
    for f in faces {
        let mut p = *pos;
        if let Some(f) = f {
            p.set_roll(f);
        }
        let face_value = p
            .roll()
            .and_then(|i| p.rules().dice.map(|d| d.faces[i as usize].value));
        let mut list = MoveList::new();
        p.gen_moves(&mut list);
        if list.is_empty() {
            let mut c = p;
            c.pass();
            out.push((face_value, Action::Pass, perft(&c, depth - 1)));
        }
        for &m in &list {
            let mut c = p;
            c.play(m);
            out.push((face_value, Action::Move(m), perft(&c, depth - 1)));
        }
    }
    out
}

#[cfg(test)]
mod tests {
    use super::*;
    use crate::Ruleset;

    #[test]
    fn divide_adds_up_to_perft() {
        for id in [
            "chaturanga-v3",
            "chaturaji",
            "byzantine-modern",
            "chaduranga",
        ] {
            let pos = Position::start(Ruleset::by_id(id).unwrap());
            for depth in 1..=3 {
                let total: u64 = divide(&pos, depth).iter().map(|l| l.2).sum();
                assert_eq!(total, perft(&pos, depth), "{id} depth {depth}");
            }
        }
    }

    #[test]
    fn a_reintroduction_turn_counts_every_empty_cell_and_keep() {
        let rules = Ruleset::by_id("chaduranga").unwrap();
        // South has no raja and holds the right to bring it back.
        let pos = crate::fen::parse(
            rules,
            "wAwP2nKnRnNnA/wNwP2nPnPnPnP/wRwP6/wKwP6/6ePeK/6ePeR/sPsPsPsP2ePeN/sAsNsR3ePeA s - 0 0 reintro=s kings-lost=s1",
        )
        .unwrap();
        assert!(pos.reintroduction_turn());
        let empty = (!pos.occupied()).count() as u64;
        assert_eq!(perft(&pos, 1), empty + 1);
        assert_eq!(divide(&pos, 1).len() as u64, empty + 1);
    }
}
