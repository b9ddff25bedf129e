//! What kind of node a position is for search, and its actions, without allocating.
//!
//! This mirrors [`Position::legal_actions`] but fills a stack list, and replaces the die's faces
//! by one pseudo-action [`ROLL`]: the bots never choose a face, they only decide whether to roll
//! (rather than offer an exchange or demand a release first). The legality tests check that the two
//! agree.

use arrayvec::ArrayVec;
use ashtapada_rules::ruleset::KingReturn;
use ashtapada_rules::{Action, MoveList, Pending, Position};

/// Room for every action of any position: the moves ([`ashtapada_rules::position::MAX_MOVES`])
/// plus a reintroduction's 64 cells and the few decisions.
pub(crate) const MAX_ACTIONS: usize = ashtapada_rules::position::MAX_MOVES + 72;

/// A list of actions on the stack.
pub(crate) type ActionList = ArrayVec<Action, MAX_ACTIONS>;

/// The pseudo-action "roll the die": the node behind it is a chance node.
pub(crate) const ROLL: Action = Action::Roll(u8::MAX);

/// A node's kind.
#[derive(Clone, Copy, PartialEq, Eq, Debug)]
pub(crate) enum Kind {
    /// The game is over.
    Terminal,
    /// The die must be rolled and nobody has anything to decide first.
    Chance,
    /// The actor chooses among actions (moves, a pass, decisions, possibly [`ROLL`]).
    Decision,
}

/// Whether the actor may offer an exchange or demand a release now.
#[inline]
fn has_bargain(pos: &Position) -> bool {
    if !matches!(
        pos.rules().king_return,
        KingReturn::Exchange | KingReturn::ExchangeAndRelease
    ) {
        return false;
    }
    let actor = pos.actor();
    pos.exchange_offer(actor).is_some() || pos.release_demand(actor).is_some()
}

/// The kind of node `pos` is.
#[inline]
pub(crate) fn kind(pos: &Position) -> Kind {
    if pos.outcome().is_some() {
        Kind::Terminal
    } else if pos.needs_roll() && !has_bargain(pos) {
        Kind::Chance
    } else {
        Kind::Decision
    }
}

/// Whether the node is an ordinary turn (moves or a pass), not a decision that interrupts it.
#[inline]
pub(crate) fn is_turn(pos: &Position) -> bool {
    pos.pending().is_none() && !pos.reintroduction_turn() && !pos.needs_roll()
}

/// The actions of a decision node, in the engine's order, with [`ROLL`] for the die.
pub(crate) fn actions(pos: &Position, out: &mut ActionList) {
    if pos.outcome().is_some() {
        return;
    }
    match pos.pending() {
        Some(Pending::Answer { .. }) => {
            out.push(Action::Answer(true));
            out.push(Action::Answer(false));
            return;
        }
        Some(Pending::Place { army }) => {
            out.extend(pos.return_cells(army).map(Action::Place));
            return;
        }
        None => {}
    }
    if pos.reintroduction_turn() {
        out.extend((!pos.occupied()).map(Action::Place));
        out.push(Action::Keep);
        return;
    }
    let dice = pos.rules().dice.is_some();
    if pos.needs_roll() || !dice {
        let actor = pos.actor();
        if pos.exchange_offer(actor).is_some() {
            out.push(Action::Offer);
        }
        if pos.release_demand(actor).is_some() {
            out.push(Action::Demand);
        }
    }
    if dice && pos.needs_roll() {
        out.push(ROLL);
        return;
    }
    let mut list = MoveList::new();
    pos.gen_moves(&mut list);
    if list.is_empty() {
        out.push(Action::Pass);
    } else {
        out.extend(list.into_iter().map(Action::Move));
    }
}

/// Whether an action spends a ply of search depth: turns do; decisions inside a turn (offers,
/// answers, demands, a returned king's cell) do not, so the search sees through them.
#[inline]
pub(crate) fn costs_depth(pos: &Position, action: Action) -> bool {
    match action {
        Action::Move(_) | Action::Pass | Action::Keep => true,
        Action::Place(_) => pos.pending().is_none(),
        Action::Offer | Action::Answer(_) | Action::Demand | Action::Roll(_) => false,
    }
}

#[cfg(test)]
mod tests {
    use super::*;
    use crate::rng::Rng;
    use ashtapada_rules::{Game, Ruleset};

    /// The bots' action list is the engine's, with the faces folded into [`ROLL`].
    fn same_as_engine(pos: &Position) {
        let mut ours = ActionList::new();
        actions(pos, &mut ours);
        let mut engine = Vec::new();
        pos.legal_actions(&mut engine);
        let folded: Vec<Action> = engine
            .iter()
            .filter(|a| !matches!(a, Action::Roll(f) if *f > 0))
            .map(|&a| {
                if matches!(a, Action::Roll(_)) {
                    ROLL
                } else {
                    a
                }
            })
            .collect();
        if kind(pos) == Kind::Chance {
            assert_eq!(folded, vec![ROLL], "{pos:?}");
        } else {
            assert_eq!(ours.as_slice(), folded.as_slice(), "{pos:?}");
        }
    }

    #[test]
    fn actions_match_the_engine_over_random_games() {
        for &rules in Ruleset::all_with_options() {
            for g in 0..6u64 {
                let mut game = Game::new(rules, g);
                let mut rng = Rng::new(g);
                for _ in 0..600 {
                    let pos = *game.position();
                    same_as_engine(&pos);
                    let legal = game.legal_actions();
                    let Some(&a) = legal.get(rng.below(legal.len())) else {
                        break;
                    };
                    game.play(a).expect("legal");
                }
            }
        }
    }
}
