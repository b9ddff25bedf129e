//! What went wrong at the review's largest swings, in the engine's terms (their words are the
//! render's, `render::why_words`): the piece the bot's reply takes after the action played, a
//! king left, or what the bot's better action would have taken.

use ashtapada_rules::{Action, Event, Game, Position, Role, Seat, Square};

use super::state::{Decision, Mark, Review, Slot};

/// How many of the largest losses are explained in words besides every mistake and blunder
/// ([`Review::explained`]): lichess explains its largest swings, not every inaccuracy.
pub const EXPLAINED: usize = 3;

/// A piece where it stood: its owner, its kind, its cell.
#[derive(Debug, Clone, Copy, PartialEq, Eq)]
pub struct Placed {
    /// Its owner.
    pub army: Seat,
    /// Its kind.
    pub role: Role,
    /// Its cell.
    pub at: Square,
}

/// What went wrong at a marked decision, from what the engine can tell ([`Review::why`]): the
/// events of the bot's reply to the action played, else those of the bot's better action.
#[derive(Debug, Clone, Copy, PartialEq, Eq)]
pub enum Why {
    /// After the action played, the bot's best reply takes `victim`, a piece of the mover's
    /// team, with `by` (where it stood before taking).
    Left {
        /// The piece left to be taken.
        victim: Placed,
        /// The piece that takes it.
        by: Placed,
    },
    /// As [`Why::Left`], and the piece taken is a king.
    King {
        /// The king left to be taken.
        victim: Placed,
        /// The piece that takes it.
        by: Placed,
    },
    /// The bot's better action would have taken `victim`.
    Missed {
        /// The bot's choice.
        better: Action,
        /// What it takes.
        victim: Placed,
    },
    /// Nothing the engine can name at once: the bot's better action kept more chances.
    Better(Action),
}

impl Review {
    /// What went wrong at decision `d` of this review's game `game` (the one it
    /// [`Review::is_of`]), from what the engine can tell:
    /// - the bot's best reply to the action played (its choice at the next decision, when only
    ///   rolls or one forced action come between and another team decides) takes a piece of the
    ///   mover's team: [`Why::Left`], or [`Why::King`] for a king;
    /// - else the bot's better action takes a piece: [`Why::Missed`];
    /// - else [`Why::Better`].
    ///
    /// Every action is one the engine played or the bot chose among the legal ones, and each is
    /// applied to a copy of its position: the game does not change.
    pub fn why(&self, game: &Game, d: &Decision) -> Why {
        let positions = game.positions();
        let team = d.actor.team();
        if let Some((at, reply)) = self.reply_after(game, d.ply) {
            if let Some((victim, by)) = capture(&positions[at], reply) {
                if victim.army.team() == team {
                    return if victim.role == Role::King {
                        Why::King { victim, by }
                    } else {
                        Why::Left { victim, by }
                    };
                }
            }
        }
        match positions.get(d.ply).and_then(|p| capture(p, d.best)) {
            Some((victim, _)) if victim.army.team() != team => Why::Missed {
                better: d.best,
                victim,
            },
            _ => Why::Better(d.best),
        }
    }

    /// The marked decisions explained in words (under the chart): every mistake and blunder,
    /// and the [`EXPLAINED`] largest losses whatever their mark, in the game's order, each with
    /// what went wrong ([`Review::why`]).
    pub fn explained(&self, game: &Game) -> Vec<(Decision, Why)> {
        let marks = self.marks();
        let mut largest: Vec<&Decision> = marks.iter().collect();
        // The largest first; of two equal losses, the earlier.
        largest.sort_by_key(|d| (std::cmp::Reverse(d.loss), d.ply));
        let largest: Vec<usize> = largest.iter().take(EXPLAINED).map(|d| d.ply).collect();
        marks
            .iter()
            .filter(|d| largest.contains(&d.ply) || d.mark >= Some(Mark::Mistake))
            .map(|d| (*d, self.why(game, d)))
            .collect()
    }

    /// The bot's reply to the action played at `ply`: the position it answers (an index of
    /// `game`'s positions) and its action there. The next decision's bot choice, over the
    /// rolls between (their faces as the game rolled them); a single forced action is the
    /// reply itself. `None` at the end, past another decision of the same team, or while
    /// pending.
    fn reply_after(&self, game: &Game, ply: usize) -> Option<(usize, Action)> {
        let team = game.positions().get(ply)?.actor().team();
        for at in ply + 1..self.judged.len() {
            let pos = game.positions().get(at)?;
            let reply = match self.judged[at] {
                Slot::Pending => return None,
                Slot::Judged(j) => j.best,
                Slot::Skipped => {
                    if pos.outcome().is_some() {
                        return None;
                    }
                    if pos.needs_roll() {
                        continue;
                    }
                    let mut legal = Vec::new();
                    pos.legal_actions(&mut legal);
                    match legal.as_slice() {
                        [only] => *only,
                        _ => return None,
                    }
                }
            };
            return (pos.actor().team() != team).then_some((at, reply));
        }
        None
    }
}

/// The piece `action` takes from `pos` (the first the engine's events name) and the piece that
/// takes it, as they stood before; `None` for an action that takes nothing, or not a move.
fn capture(pos: &Position, action: Action) -> Option<(Placed, Placed)> {
    let Action::Move(m) = action else {
        return None;
    };
    let mover = pos.piece_at(m.from)?;
    let mut events: Vec<Event> = Vec::new();
    let mut copy = *pos;
    copy.apply(action, &mut events);
    events.into_iter().find_map(|e| match e {
        Event::Captured { army, role, at, .. } => Some((
            Placed { army, role, at },
            Placed {
                army: mover.army(),
                role: mover.role(),
                at: m.from,
            },
        )),
        _ => None,
    })
}
