//! Actions: everything a seat can do, moves and decisions alike, so that offers, answers,
//! demands, promotion choices, reintroductions and passes are all in the game record and replay.

use crate::event::{Event, Events};
use crate::geometry::Square;
use crate::piece::{Piece, Role};
use crate::position::{Move, MoveList, Pending, Position};

/// One step of a game.
#[derive(Clone, Copy, PartialEq, Eq, Hash, Debug)]
pub enum Action {
    /// Roll the die: the index of the face that came up (in a game it comes from the seed).
    Roll(u8),
    /// Move a piece (promotion choice included).
    Move(Move),
    /// No legal move: the turn passes.
    Pass,
    /// Offer an exchange of kings.
    Offer,
    /// Accept (`true`) or refuse an offered exchange.
    Answer(bool),
    /// Demand the release of one's team's king without exchange.
    Demand,
    /// Put a king on a cell: a returned king's place, or a Chaduranga reintroduction.
    Place(Square),
    /// Decline to reintroduce one's king now, keeping the right (Chaduranga).
    Keep,
}

impl Position {
    /// Every legal action now, for the seat given by [`Position::actor`]: a pending decision's
    /// choices; a reintroduction's cells and `Keep`; offers and demands; every face of the die
    /// if it must be rolled; else the moves, or a pass.
    pub fn legal_actions(&self, out: &mut Vec<Action>) {
        if self.outcome().is_some() {
            return;
        }
        match self.pending() {
            Some(Pending::Answer { .. }) => {
                out.extend([Action::Answer(true), Action::Answer(false)]);
                return;
            }
            Some(Pending::Place { army }) => {
                out.extend(self.return_cells(army).map(Action::Place));
                return;
            }
            None => {}
        }
        if self.reintroduction_turn() {
            out.extend((!self.occupied()).map(Action::Place));
            out.push(Action::Keep);
            return;
        }
        let actor = self.actor();
        if self.needs_roll() || self.rules().dice.is_none() {
            if self.exchange_offer(actor).is_some() {
                out.push(Action::Offer);
            }
            if self.release_demand(actor).is_some() {
                out.push(Action::Demand);
            }
        }
        if let Some(d) = self.rules().dice.filter(|_| self.needs_roll()) {
            out.extend((0..d.faces.len() as u8).map(Action::Roll));
            return;
        }
        let mut list = MoveList::new();
        self.gen_moves(&mut list);
        if list.is_empty() {
            out.push(Action::Pass);
        } else {
            out.extend(list.into_iter().map(Action::Move));
        }
    }

    /// Whether the die must be rolled before the seat to move acts.
    pub fn needs_roll(&self) -> bool {
        self.outcome().is_none()
            && self.rules().dice.is_some()
            && self.roll().is_none()
            && self.pending().is_none()
            && !self.reintroduction_turn()
    }

    /// Applies an action from [`Position::legal_actions`] without checking it, reporting events.
    pub fn apply<E: Events>(&mut self, action: Action, ev: &mut E) {
        match action {
            Action::Roll(f) => self.set_roll(f),
            Action::Move(m) => self.play_with(m, ev),
            Action::Pass => self.pass_with(ev),
            Action::Offer => {
                if let Some((_, _, holder)) = self.exchange_offer(self.actor()) {
                    let offerer = self.actor();
                    self.offered = true;
                    self.pending = Some(Pending::Answer {
                        offerer,
                        answerer: holder,
                    });
                    ev.push(Event::ExchangeOffered {
                        by: offerer,
                        to: holder,
                    });
                }
            }
            Action::Answer(yes) => {
                let Some(Pending::Answer { offerer, .. }) = self.pending else {
                    return;
                };
                self.pending = None;
                // Look the exchange up as it was offered (the flag blocks a second offer).
                self.offered = false;
                let deal = self.exchange_offer(offerer);
                self.offered = true;
                if yes {
                    ev.push(Event::ExchangeAccepted);
                    if let Some((held, ours, _)) = deal {
                        self.return_king(held, ev);
                        self.return_king(ours, ev);
                    }
                    self.next_placement();
                } else {
                    ev.push(Event::ExchangeRefused);
                }
            }
            Action::Demand => {
                let by = self.actor();
                if let Some(army) = self.release_demand(by) {
                    self.offered = true;
                    ev.push(Event::ReleaseDemanded { by });
                    self.return_king(army, ev);
                    self.next_placement();
                }
            }
            Action::Place(at) => match self.pending() {
                Some(Pending::Place { army }) => {
                    self.place_king(army, at, ev);
                    self.next_placement();
                }
                _ => {
                    // A Chaduranga reintroduction: it is the seat's turn, and it misses the next.
                    let army = self.to_move();
                    self.reintro.remove(army);
                    self.skip.insert(army);
                    self.place_king(army, at, ev);
                    self.end_quiet_ply(ev);
                }
            },
            Action::Keep => self.end_quiet_ply(ev),
        }
    }

    /// Whether the piece on a cell is a king placed by `Place` (for record writing).
    pub fn is_king_at(&self, at: Square) -> bool {
        self.piece_at(at)
            .is_some_and(|p: Piece| p.role() == Role::King)
    }
}
