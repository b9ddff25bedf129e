//! The procedural rules, each in its own small, named hook: turn control (frozen armies, throne
//! command, skipped seats), the 2×2 alfil square, king captures, stakes, the lone king's
//! withdrawal, kings coming back (exchange, release, reintroduction) and each ruleset's goal.
//!
//! Everything here reads the ruleset's switches; a ruleset without a rule never reaches its hook.

use crate::event::{CommandEnd, Event, Events, PaymentReason};
use crate::geometry::{Bitboard, Geometry, Square};
use crate::piece::{Piece, Role, Seat, SeatSet, Team};
use crate::position::{DrawReason, Move, Outcome, Pending, Position, WinReason};
use crate::ruleset::{AlfilSquare, Goal, KingReturn, Stakes, Throne};

impl Position {
    // ----- Turn control ------------------------------------------------------------------------

    /// Whether `seat`'s partner commands `seat`'s army from the throne.
    #[inline]
    pub fn commanded(&self, army: Seat) -> bool {
        self.rules().throne != Throne::None && self.command.contains(army.partner())
    }

    /// Whether `seat` commands its partner's army.
    #[inline]
    pub fn commands(&self, seat: Seat) -> bool {
        self.command.contains(seat)
    }

    /// Whether an army withdrew (lone king).
    pub fn withdrawn(&self, army: Seat) -> bool {
        self.withdrawn.contains(army)
    }

    /// Whether an army is able to move at all: not withdrawn, and not frozen (a frozen army has
    /// lost its king in a ruleset that freezes it, and is not commanded by its partner).
    #[inline]
    pub fn army_can_move(&self, army: Seat) -> bool {
        !self.withdrawn(army)
            && (!self.rules().frozen_without_king
                || self.king(army).is_some()
                || self.commanded(army))
    }

    /// Whether an army is frozen: it has pieces but its king is lost and nobody may move them.
    pub fn frozen(&self, army: Seat) -> bool {
        !self.army[army.index()].is_empty() && !self.army_can_move(army)
    }

    /// The armies that may be moved on `seat`'s turn, whoever plays them.
    pub fn controlled_armies(&self, seat: Seat) -> SeatSet {
        let rules = self.rules();
        let mut m = SeatSet::EMPTY;
        if !rules.is_four_handed() {
            if self.army_can_move(seat) {
                m.insert(seat);
            }
        } else if self.commanded(seat) {
            // The partner plays this turn: v1 with this army only, the others with either.
            m.insert(seat);
            if rules.throne == Throne::EitherArmy {
                m.insert(seat.partner());
            }
        } else {
            if self.army_can_move(seat) {
                m.insert(seat);
            }
            if rules.throne == Throne::EitherArmy && self.commands(seat) {
                m.insert(seat.partner());
            }
        }
        // Only armies with pieces on the board.
        for a in m.iter() {
            if self.army[a.index()].is_empty() {
                m.remove(a);
            }
        }
        m
    }

    /// The armies the seat to move may move now.
    #[inline]
    pub fn movable_armies(&self) -> SeatSet {
        if self.pending.is_some() || self.reintroduction_turn() {
            return SeatSet::EMPTY;
        }
        self.controlled_armies(self.to_move)
    }

    /// The seat that must act now: the answerer or placer of a pending decision, else the player
    /// of the turn (the commander on a commanded partner's turn).
    pub fn actor(&self) -> Seat {
        match self.pending {
            Some(Pending::Answer { answerer, .. }) => answerer,
            Some(Pending::Place { army }) => army,
            None if self.commanded(self.to_move) => self.to_move.partner(),
            None => self.to_move,
        }
    }

    /// The pending decision, if any.
    pub fn pending(&self) -> Option<Pending> {
        self.pending
    }

    /// Whether this turn is a Chaduranga reintroduction turn: the seat has no king and holds
    /// the right to put it back.
    #[inline]
    pub fn reintroduction_turn(&self) -> bool {
        self.reintro.contains(self.to_move) && self.king(self.to_move).is_none()
    }

    /// Whether `seat` has a turn to play: an army to move or a reintroduction to decide.
    fn has_turn(&self, seat: Seat) -> bool {
        // A player who withdrew has left the game: his ally plays on alone.
        if self.withdrawn(seat) {
            return false;
        }
        !self.controlled_armies(seat).is_empty()
            || (self.reintro.contains(seat) && self.king(seat).is_none())
    }

    /// Ends a ply that was not a move (a pass, a reintroduction, keeping the right): counts it
    /// towards the draw rule, then hands the turn on.
    pub(crate) fn end_quiet_ply<E: Events>(&mut self, ev: &mut E) {
        self.quiet = self.quiet.saturating_add(1);
        self.ply += 1;
        self.bonus = false;
        if self.quiet >= self.rules().draw_plies() {
            self.finish(Outcome::Draw(DrawReason::FiftyRounds), ev);
        }
        self.end_turn();
    }

    pub(crate) fn end_turn(&mut self) {
        self.roll = None;
        self.offered = false;
        if self.outcome.is_some() || self.bonus || self.pending.is_some() {
            return;
        }
        let n = self.rules().players() as u8;
        let start = self.to_move;
        for _ in 0..n {
            self.to_move = Seat((self.to_move.0 + 1) % n);
            if self.skip.contains(self.to_move) {
                // A reintroduced king's owner misses this turn.
                self.skip.remove(self.to_move);
                continue;
            }
            if self.has_turn(self.to_move) {
                return;
            }
        }
        // Nobody can play: the next seat passes (the draw rule then ends the game).
        self.to_move = Seat((start.0 + 1) % n);
    }

    // ----- Captures ----------------------------------------------------------------------------

    pub(crate) fn on_capture<E: Events>(
        &mut self,
        victim: Piece,
        at: Square,
        by: Seat,
        ev: &mut E,
    ) {
        let army = victim.army();
        let pool = &mut self.captured[army.index()][victim.role() as usize];
        *pool = pool.saturating_add(1);
        ev.push(Event::Captured {
            army,
            role: victim.role(),
            at,
            by,
        });
        if victim.role() == Role::King && self.rules().is_four_handed() {
            self.on_king_captured(army, by, ev);
        }
    }

    fn on_king_captured<E: Events>(&mut self, army: Seat, by: Seat, ev: &mut E) {
        let rules = self.rules();
        self.kings_lost[army.index()] = self.kings_lost[army.index()].saturating_add(1);
        self.holder[army.index()] = Some(by);
        if self.commands(army) {
            self.command.remove(army);
            ev.push(Event::CommandEnds {
                commander: army,
                reason: CommandEnd::CommanderKingLost,
            });
            // The ally's army, kingless, freezes again without its commander.
            let ally = army.partner();
            if self.frozen(ally) {
                ev.push(Event::Frozen { army: ally });
            }
        }
        if rules.frozen_without_king && !self.commanded(army) && !self.army[army.index()].is_empty()
        {
            ev.push(Event::Frozen { army });
        }
        if rules.stakes == Stakes::V2 && army.team() != by.team() {
            self.pay(army, by, 1, PaymentReason::KingCaptured, ev);
        }
        if rules.king_return == KingReturn::Reintroduction && army.team() != by.team() {
            // The capturer's kingless partner gains the right, unless its king was taken twice.
            let p = by.partner();
            if self.king(p).is_none() && self.kings_lost[p.index()] < 2 && !self.withdrawn(p) {
                self.reintro.insert(p);
                ev.push(Event::ReintroductionRight { army: p });
            }
        }
    }

    fn pay<E: Events>(
        &mut self,
        from: Seat,
        to: Seat,
        units: i32,
        reason: PaymentReason,
        ev: &mut E,
    ) {
        self.money[from.index()] -= units;
        self.money[to.index()] += units;
        ev.push(Event::Paid {
            from: Some(from),
            to,
            units,
            reason,
        });
    }

    /// Money per seat, in stake units (each player starts at −1: his stake is in the pot).
    pub fn money(&self) -> [i32; 4] {
        self.money
    }

    /// The pot, in stake units.
    pub fn pot(&self) -> i32 {
        self.pot
    }

    // ----- After a move on the four-handed board -----------------------------------------------

    pub(crate) fn after_four_handed_move<E: Events>(
        &mut self,
        mv: Move,
        placed: Piece,
        victim: Option<Piece>,
        ev: &mut E,
    ) {
        let rules = self.rules();
        let army = placed.army();
        // "After an alfil move": a pawn promoting to an alfil does not count.
        let alfil_moved = placed.role() == Role::Alfil && mv.promotion.is_none();
        if alfil_moved && rules.alfil_square != AlfilSquare::None {
            self.alfil_square(mv.to, army, ev);
        }
        if let Some(owner) = (0..4u8)
            .map(Seat)
            .find(|&s| self.variant.throne[s.index()] == Some(mv.to))
        {
            if owner == army.partner() && placed.role() == Role::King {
                self.throne_command(army, ev);
            }
            if owner.team() != army.team() {
                self.throne_stakes(owner, army, victim, ev);
            }
        }
        if rules.lone_king_withdraws {
            self.withdrawals(ev);
        }
    }

    /// The 2×2 alfil square: if the moved alfil and three others fill a 2×2 block, the mover
    /// captures as the ruleset says.
    fn alfil_square<E: Events>(&mut self, at: Square, by: Seat, ev: &mut E) {
        let g = self.rules().geometry;
        if g != Geometry::Grid {
            return;
        }
        let alfils = self.role[Role::Alfil as usize];
        for (dr, dc) in [(-1, -1), (-1, 0), (0, -1), (0, 0)] {
            let cells: Option<Vec<Square>> = [(0, 0), (0, 1), (1, 0), (1, 1)]
                .iter()
                .map(|&(a, b)| g.offset(at, dr + a, dc + b))
                .collect();
            let Some(cells) = cells else { continue };
            if !cells.iter().all(|&s| alfils.has(s)) {
                continue;
            }
            ev.push(Event::AlfilSquare { by });
            for s in cells.into_iter().filter(|&s| s != at) {
                let Some(p) = self.board[s.index()] else {
                    continue;
                };
                let take_ally = self.rules().alfil_square == AlfilSquare::CaptureEnemiesTakeAlly
                    && p.army().team() == by.team();
                if take_ally {
                    if p.army() != by {
                        self.take(s);
                        self.put(s, p.with_army(by));
                        ev.push(Event::AlfilTaken {
                            from: p.army(),
                            to: by,
                            at: s,
                        });
                    }
                } else {
                    self.take(s);
                    self.on_capture(p, s, by, ev);
                }
            }
            self.quiet = 0;
            return;
        }
    }

    /// A king reaching its ally's throne takes command of the ally's army.
    fn throne_command<E: Events>(&mut self, army: Seat, ev: &mut E) {
        if self.rules().throne != Throne::None && !self.commands(army) {
            self.command.insert(army);
            ev.push(Event::CommandBegins { commander: army });
        }
    }

    /// Money for occupying an enemy throne (v2 and antique).
    fn throne_stakes<E: Events>(
        &mut self,
        owner: Seat,
        by: Seat,
        victim: Option<Piece>,
        ev: &mut E,
    ) {
        let first = !self.thrones.contains(owner);
        match self.rules().stakes {
            Stakes::None => {}
            Stakes::V2 => {
                if first {
                    self.thrones.insert(owner);
                    self.pay(owner, by, 1, PaymentReason::ThroneOccupied, ev);
                }
            }
            Stakes::Antique => {
                let king_on_throne =
                    victim.is_some_and(|v| v.role() == Role::King && v.army() == owner);
                if king_on_throne {
                    // The empire: commanding the ally's army, both enemy kings captured (a king
                    // that withdrew was not captured).
                    let both_captured = (0..4u8)
                        .map(Seat)
                        .filter(|s| s.team() != by.team())
                        .all(|s| self.king(s).is_none() && self.king_holder(s).is_some());
                    let empire = self.commands(by) && both_captured;
                    let (units, reason) = if empire {
                        (4, PaymentReason::KingCapturedOnThroneWithEmpire)
                    } else {
                        (2, PaymentReason::KingCapturedOnThrone)
                    };
                    self.thrones.insert(owner);
                    self.pay(owner, by, units, reason, ev);
                } else if first {
                    self.thrones.insert(owner);
                    self.pay(owner, by, 1, PaymentReason::ThroneOccupied, ev);
                }
            }
        }
    }

    /// A player left with only his king withdraws it: not a capture; the ally plays on alone.
    fn withdrawals<E: Events>(&mut self, ev: &mut E) {
        for a in 0..4u8 {
            let army = Seat(a);
            let cells = self.army[army.index()];
            if self.withdrawn(army) || cells.count() != 1 {
                continue;
            }
            if let Some(k) = self.king(army) {
                self.take(k);
                self.withdrawn.insert(army);
                self.no_empire[army.team().index()] = true;
                ev.push(Event::Withdrew { army });
                if self.commands(army) {
                    self.command.remove(army);
                    ev.push(Event::CommandEnds {
                        commander: army,
                        reason: CommandEnd::CommanderKingLost,
                    });
                }
            }
        }
    }

    /// Kings of a team on the board.
    pub fn team_kings(&self, team: Team) -> u32 {
        (self.team_cells(team) & self.role[Role::King as usize]).count()
    }

    /// Every cell of a team's pieces.
    pub fn team_cells(&self, team: Team) -> Bitboard {
        (0..self.rules().players() as u8)
            .map(Seat)
            .filter(|s| s.team() == team)
            .fold(Bitboard::EMPTY, |b, s| b | self.army[s.index()])
    }

    // ----- Goals -------------------------------------------------------------------------------

    pub(crate) fn check_goal<E: Events>(&mut self, mover: Seat, victim: Option<Piece>, ev: &mut E) {
        let rules = self.rules();
        let kings = self.role[Role::King as usize];
        let win = |team: Team, reason| Outcome::Win { team, reason };
        let outcome = match rules.goal {
            Goal::CaptureKing => victim
                .filter(|v| v.role() == Role::King)
                .map(|_| win(mover.team(), WinReason::KingsCaptured)),
            Goal::CaptureBothKings => {
                let enemy = mover.team().other();
                (victim.is_some() && self.team_kings(enemy) == 0)
                    .then(|| win(mover.team(), WinReason::KingsCaptured))
            }
            Goal::CaptureAllButKings | Goal::EliminateTeam => {
                let reason = if rules.goal == Goal::EliminateTeam {
                    WinReason::TeamEliminated
                } else {
                    WinReason::AllButKings
                };
                // The mover's enemies first: a move that empties both sides wins for the mover.
                [mover.team(), mover.team().other()]
                    .into_iter()
                    .find(|&t| (self.team_cells(t.other()) & !kings).is_empty())
                    .map(|t| win(t, reason))
            }
            Goal::LastTeam => {
                // A team with nothing left loses, even to kings alone; kings only on both
                // sides is the "honourable peace".
                let last = [mover.team(), mover.team().other()]
                    .into_iter()
                    .find(|&t| self.team_cells(t.other()).is_empty())
                    .map(|t| win(t, WinReason::LastTeam));
                last.or_else(|| {
                    (self.occupied & !kings)
                        .is_empty()
                        .then_some(Outcome::Draw(DrawReason::OnlyKings))
                })
            }
        };
        if let Some(o) = outcome {
            self.finish(o, ev);
        } else if self.quiet >= rules.draw_plies() {
            self.finish(Outcome::Draw(DrawReason::FiftyRounds), ev);
        }
    }

    /// Ends the game: the empire (v2) and the pot are paid out, then the outcome is set.
    pub(crate) fn finish<E: Events>(&mut self, outcome: Outcome, ev: &mut E) {
        if self.outcome.is_some() {
            return;
        }
        if self.rules().stakes != Stakes::None && self.pot > 0 {
            match outcome {
                Outcome::Win { team, reason } => {
                    if self.rules().stakes == Stakes::V2
                        && reason == WinReason::AllButKings
                        && !self.no_empire[team.index()]
                    {
                        if let Some(emperor) = (0..4u8)
                            .map(Seat)
                            .find(|&s| s.team() == team && self.commands(s))
                        {
                            for s in (0..4u8).map(Seat).filter(|s| s.team() != team) {
                                self.pay(s, emperor, 2, PaymentReason::Empire, ev);
                            }
                        }
                    }
                    let winners: Vec<Seat> =
                        (0..4u8).map(Seat).filter(|s| s.team() == team).collect();
                    let share = self.pot / winners.len() as i32;
                    for s in winners {
                        self.money[s.index()] += share;
                        self.pot -= share;
                        ev.push(Event::Paid {
                            from: None,
                            to: s,
                            units: share,
                            reason: PaymentReason::PotShare,
                        });
                    }
                }
                Outcome::Draw(_) => {
                    // A draw returns each stake.
                    let share = self.pot / 4;
                    for s in 0..4u8 {
                        self.money[s as usize] += share;
                        ev.push(Event::Paid {
                            from: None,
                            to: Seat(s),
                            units: share,
                            reason: PaymentReason::StakeReturned,
                        });
                    }
                    self.pot -= share * 4;
                }
            }
        }
        self.outcome = Some(outcome);
        ev.push(Event::GameOver(outcome));
    }

    // ----- Kings coming back -------------------------------------------------------------------

    /// Who holds `army`'s captured king, if anyone.
    pub fn king_holder(&self, army: Seat) -> Option<Seat> {
        self.holder[army.index()]
    }

    /// How many times `army`'s king was captured.
    pub fn kings_lost(&self, army: Seat) -> u8 {
        self.kings_lost[army.index()]
    }

    /// The exchange `seat` may offer now: (the enemy army whose king it holds, its team's army
    /// whose king the other team holds, that king's holder).
    pub fn exchange_offer(&self, seat: Seat) -> Option<(Seat, Seat, Seat)> {
        let rules = self.rules();
        if !matches!(
            rules.king_return,
            KingReturn::Exchange | KingReturn::ExchangeAndRelease
        ) || self.offered
            || self.pending.is_some()
            || self.outcome.is_some()
        {
            return None;
        }
        let team = seat.team();
        let held = (0..4u8).map(Seat).find(|&e| {
            e.team() != team && self.king_holder(e) == Some(seat) && !self.withdrawn(e)
        })?;
        let (ours, holder) = (0..4u8)
            .map(Seat)
            .filter(|&a| a.team() == team && !self.withdrawn(a))
            .filter_map(|a| {
                self.king_holder(a)
                    .filter(|h| h.team() != team)
                    .map(|h| (a, h))
            })
            // The offerer's own king first.
            .min_by_key(|&(a, _)| a != seat)?;
        Some((held, ours, holder))
    }

    /// The king `seat` may demand back without exchange: its team holds both enemy kings while the
    /// other team holds one of its team's.
    pub fn release_demand(&self, seat: Seat) -> Option<Seat> {
        if self.rules().king_return != KingReturn::ExchangeAndRelease
            || self.offered
            || self.pending.is_some()
            || self.outcome.is_some()
        {
            return None;
        }
        let team = seat.team();
        let both_held = (0..4u8)
            .map(Seat)
            .filter(|e| e.team() != team)
            .all(|e| self.king_holder(e).is_some_and(|h| h.team() == team));
        if !both_held {
            return None;
        }
        (0..4u8)
            .map(Seat)
            .filter(|&a| a.team() == team && !self.withdrawn(a))
            .filter(|&a| self.king_holder(a).is_some_and(|h| h.team() != team))
            .min_by_key(|&a| a != seat)
    }

    /// The cells a returning king of `army` may be placed on: its throne if free, else the free
    /// cells nearest to it.
    pub fn return_cells(&self, army: Seat) -> Bitboard {
        let Some(throne) = self.variant.throne[army.index()] else {
            return Bitboard::EMPTY;
        };
        if !self.occupied.has(throne) {
            return throne.bb();
        }
        let g = self.rules().geometry;
        let (tr, tc) = g.coords(throne);
        for dist in 1..8i8 {
            let ring = (!self.occupied)
                .filter(|&s| {
                    let (r, c) = g.coords(s);
                    (r - tr).abs().max((c - tc).abs()) == dist
                })
                .fold(Bitboard::EMPTY, |b, s| b | s.bb());
            if !ring.is_empty() {
                return ring;
            }
        }
        Bitboard::EMPTY
    }

    /// Brings `army`'s king back: at once if there is one place for it, else its owner chooses.
    pub(crate) fn return_king<E: Events>(&mut self, army: Seat, ev: &mut E) {
        self.holder[army.index()] = None;
        let cells = self.return_cells(army);
        match (cells.count(), cells.first()) {
            (1, Some(at)) => self.place_king(army, at, ev),
            (0, _) | (_, None) => {}
            _ => self.placing.insert(army),
        }
    }

    /// Puts `army`'s king on `at`; its partner's command over it ends.
    pub(crate) fn place_king<E: Events>(&mut self, army: Seat, at: Square, ev: &mut E) {
        let dir = self.rules().seat(army).pawn_dir;
        self.put(at, Piece::new(army, Role::King, dir));
        self.placing.remove(army);
        self.holder[army.index()] = None;
        ev.push(Event::KingReturned { army, at });
        let partner = army.partner();
        if self.commands(partner) {
            self.command.remove(partner);
            ev.push(Event::CommandEnds {
                commander: partner,
                reason: CommandEnd::AllyKingReturned,
            });
        }
    }

    /// After a decision: the next king to place, if any.
    pub(crate) fn next_placement(&mut self) {
        self.pending = self.placing.first().map(|army| Pending::Place { army });
    }
}
