//! The baselines: a uniformly random bot, and a greedy bot that looks one action ahead for the
//! best material under the ruleset's capture rules.

use crate::eval::{self, Weights};
use crate::hash;
use crate::node::{self, ActionList, Kind, ROLL};
use crate::rng::Rng;
use ashtapada_rules::{Action, Position};

/// A uniformly random action (offers and demands included); `None` means roll the die.
pub(crate) fn random(pos: &Position, seed: u64) -> Option<Action> {
    if node::kind(pos) != Kind::Decision {
        return None;
    }
    let mut list = ActionList::new();
    node::actions(pos, &mut list);
    let mut rng = Rng::new(seed ^ hash::key(pos));
    let a = *list.get(rng.below(list.len()))?;
    (a != ROLL).then_some(a)
}

/// The action after which the actor's team has the most material (a won game counts most),
/// ties broken by the seed. It never bargains: before a roll it just rolls.
pub(crate) fn greedy(pos: &Position, seed: u64) -> Option<Action> {
    if node::kind(pos) != Kind::Decision {
        return None;
    }
    let mut list = ActionList::new();
    node::actions(pos, &mut list);
    if list.contains(&ROLL) {
        return None;
    }
    let team = pos.actor().team();
    let w = Weights::counting(pos.rules());
    let mut rng = Rng::new(seed ^ hash::key(pos));
    let mut best: Option<(i64, Action)> = None;
    for &a in &list {
        let mut c = *pos;
        c.apply(a, &mut ());
        let v = if c.outcome().is_some() {
            i64::from(eval::terminal(&c, team, 1)) * 1000
        } else {
            i64::from(eval::material(&c, team, &w)) * 1000
        };
        let v = v + (rng.next_u64() % 1000) as i64;
        if best.is_none_or(|(b, _)| v > b) {
            best = Some((v, a));
        }
    }
    best.map(|(_, a)| a)
}
