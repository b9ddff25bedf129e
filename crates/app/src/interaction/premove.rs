//! Premoves, as on lichess: while a bot or a friend on another device is to act, the person
//! picks a piece of a seat played here and where it should go; the move is shown on the board
//! and played as soon as that seat's turn comes, if it is still legal then (in dice games,
//! once the die is rolled and if it allows it). A click anywhere else cancels it.

use ashtapada_rules::{Action, Square};

use super::state::{Ask, Interaction};
use crate::session::Session;
use ashtapada_board::Intent;

impl Interaction {
    /// Whether a premove may be made now with the piece on `sq`: the live position, a game
    /// under way, another seat to act (a bot's, another device's), and the piece a person
    /// seat's played here.
    fn may_premove(&self, sq: Square, s: &Session) -> bool {
        let pos = s.position();
        self.is_live()
            && !s.is_over()
            && !s.human_to_act()
            && pos
                .piece_at(sq)
                .is_some_and(|p| s.is_human(p.army()) && !s.is_human(pos.actor()))
    }

    /// The board's input while a premove may be made or is set: `Some` if it is the
    /// premove's (picked, set, or cancelled by a click elsewhere), `None` to go the usual way.
    pub(super) fn premove_intent(&mut self, intent: Intent, s: &Session) -> Option<Ask> {
        if s.human_to_act() {
            return None;
        }
        if self.premove.take().is_some() {
            // A click anywhere cancels the premove; on a piece of one's own it picks anew.
            self.said.clear();
            if !matches!(intent, Intent::Select(_)) {
                return Some(Ask::Nothing);
            }
        }
        match intent {
            Intent::Select(sq) if self.may_premove(sq, s) => {
                self.premove_from = Some(sq);
                Some(Ask::Nothing)
            }
            Intent::Move { from, to } | Intent::Miss { from, to } | Intent::Aim { from, to }
                if self.premove_from == Some(from) && from != to =>
            {
                self.premove_from = None;
                self.premove = Some((from, to));
                let rules = s.rules();
                let text = format!("{}-{}", rules.geometry.name(from), rules.geometry.name(to));
                self.said = s.lang().premove_set(&text);
                Some(Ask::Nothing)
            }
            Intent::Deselect | Intent::Press(_) | Intent::Miss { .. }
                if self.premove_from.is_some() =>
            {
                self.premove_from = None;
                Some(Ask::Nothing)
            }
            _ => None,
        }
    }

    /// The premove's action, now that its seat is to act in the live position, if it is
    /// legal (without a promotion if it may, else with the first offered); a premove no
    /// longer legal is dropped, and said. In dice games it waits for the roll.
    pub(crate) fn take_premove(&mut self, s: &Session) -> Option<Action> {
        let (from, to) = self.premove?;
        let pos = s.position();
        if !s.human_to_act() || pos.needs_roll() || !self.is_live() {
            return None;
        }
        self.premove = None;
        let mut moves = s
            .game()
            .legal_actions()
            .into_iter()
            .filter(|a| matches!(a, Action::Move(m) if m.from == from && m.to == to));
        let first = moves.next();
        let plain = std::iter::once(first)
            .flatten()
            .chain(moves)
            .find(|a| matches!(a, Action::Move(m) if m.promotion.is_none()));
        let action = plain.or(first);
        if action.is_none() {
            let rules = s.rules();
            let text = format!("{}-{}", rules.geometry.name(from), rules.geometry.name(to));
            self.said = s.lang().premove_dropped(&text);
        }
        action
    }

    /// The premove set, if any: from and to.
    pub(crate) fn premove(&self) -> Option<(Square, Square)> {
        self.premove
    }
}
