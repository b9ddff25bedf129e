//! Whether a position can arise in its ruleset: its extras (who holds which king, who places
//! one, the counts, the money, the pending decision) must agree with its board and with the
//! rules it is played by.
//!
//! The position reader ([`crate::fen::parse`]) runs [`Position::validate`] on every position it
//! reads, so that nothing downstream (move generation, the rules' hooks, the bots, the page)
//! meets a position its rules cannot reach. Every position reached in play validates: the checks
//! are invariants the engine keeps, each stated where it is checked.

use crate::fen_board::army_letter;
use crate::geometry::Square;
use crate::piece::{Piece, Role, Seat, Team};
use crate::position::{Pending, Position};
// The error and the names it quotes live below the position (see `position_error`); their
// paths here are the public ones.
pub use crate::position_error::{Army, Cell, PositionError, MONEY_LIMIT};
use crate::ruleset::{AllyCapture, KingReturn, Privileged, Promotion, Ruleset, Stakes, Throne};

impl Position {
    /// Checks that the position can arise in its ruleset: that its extras agree with its board.
    ///
    /// # Errors
    /// The first contradiction found, as a [`PositionError`] saying what is wrong.
    pub fn validate(&self) -> Result<(), PositionError> {
        self.check_rules_used()?;
        self.check_board()?;
        self.check_counts()?;
        self.check_kings()?;
        self.check_decisions()?;
        self.check_money()?;
        self.check_clock()
    }

    fn army_name(&self, seat: Seat) -> Army {
        Army {
            seat,
            letter: army_letter(self.rules(), seat),
        }
    }

    fn cell(&self, square: Square) -> Cell {
        Cell {
            square,
            name: self.rules().geometry.name(square),
        }
    }

    fn seats(&self) -> impl Iterator<Item = Seat> {
        (0..self.rules().players() as u8).map(Seat)
    }

    /// Every extra belongs to a rule of the ruleset: a field for a rule the ruleset does not
    /// have is never set in play.
    fn check_rules_used(&self) -> Result<(), PositionError> {
        let rules = self.rules();
        let exchange = matches!(
            rules.king_return,
            KingReturn::Exchange | KingReturn::ExchangeAndRelease
        );
        let reintroduction = rules.king_return == KingReturn::Reintroduction;
        let stakes = rules.stakes != Stakes::None;
        let four = rules.is_four_handed();
        let uses = [
            (
                "leap",
                "king's leap",
                !self.leap_used.is_empty(),
                rules.king_leap,
            ),
            (
                "command",
                "throne command",
                !self.command.is_empty(),
                four && rules.throne != Throne::None,
            ),
            (
                "withdrawn",
                "withdrawal of a lone king",
                !self.withdrawn.is_empty(),
                rules.lone_king_withdraws,
            ),
            (
                "no-empire",
                "withdrawal of a lone king",
                self.no_empire.contains(&true),
                rules.lone_king_withdraws,
            ),
            (
                "held",
                "kings kept by their captors (four-handed play)",
                self.holder.iter().any(Option::is_some),
                four,
            ),
            (
                "kings-lost",
                "kings kept by their captors (four-handed play)",
                self.kings_lost.iter().any(|&n| n != 0),
                four,
            ),
            (
                "reintro",
                "reintroduction of kings",
                !self.reintro.is_empty(),
                reintroduction,
            ),
            (
                "skip",
                "reintroduction of kings",
                !self.skip.is_empty(),
                reintroduction,
            ),
            (
                "placing",
                "exchange of kings",
                !self.placing.is_empty(),
                exchange,
            ),
            (
                "pending",
                "exchange of kings",
                self.pending.is_some(),
                exchange,
            ),
            ("offered", "exchange of kings", self.offered, exchange),
            ("thrones", "stakes", !self.thrones.is_empty(), stakes),
            (
                "money",
                "stakes",
                self.money != [0; 4] || self.pot != 0,
                stakes,
            ),
            (
                "met",
                "meeting pawns",
                self.met.iter().any(|&n| n != 0),
                rules.meeting_pawns,
            ),
            ("bonus", "meeting pawns", self.bonus, rules.meeting_pawns),
            ("roll", "dice", self.roll.is_some(), rules.dice.is_some()),
        ];
        if let Some(&(key, rule, _, _)) = uses.iter().find(|(_, _, set, has)| *set && !has) {
            return Err(PositionError::NotInRuleset {
                key,
                rule,
                ruleset: rules.id,
            });
        }
        if let (Some(face), Some(dice)) = (self.roll, rules.dice) {
            if usize::from(face) >= dice.faces.len() {
                return Err(PositionError::RollNotAFace {
                    face,
                    faces: dice.faces.len(),
                });
            }
        }
        Ok(())
    }

    /// The pieces on the board: kinds the ruleset has, at most one king per army where pawns
    /// never become kings, and pawns only where a pawn can stand.
    fn check_board(&self) -> Result<(), PositionError> {
        let rules = self.rules();
        for sq in self.occupied {
            let Some(p) = self.board[sq.index()] else {
                continue;
            };
            if !self.ruleset_has(p.role()) {
                return Err(PositionError::RoleNotInRuleset {
                    key: "board",
                    army: self.army_name(p.army()),
                    role: p.role(),
                    ruleset: rules.id,
                });
            }
            if p.role() == Role::Pawn {
                // Pawns only step forward, so the cell behind a pawn is on the board.
                let back = p.dir().reverse(rules.geometry);
                if self.tables().pawn[usize::from(back.0)][sq.index()]
                    .push
                    .is_none()
                {
                    return Err(PositionError::PawnBehindItsStart {
                        army: self.army_name(p.army()),
                        cell: self.cell(sq),
                    });
                }
                if self.pawn_always_promotes_on(p, sq) {
                    return Err(PositionError::PawnNotPromoted {
                        army: self.army_name(p.army()),
                        cell: self.cell(sq),
                    });
                }
            }
        }
        if !pawns_may_become_kings(rules) {
            for army in self.seats() {
                let count = self.count(army, Role::King);
                if count > 1 {
                    return Err(PositionError::TooManyKings {
                        army: self.army_name(army),
                        count,
                    });
                }
            }
        }
        Ok(())
    }

    /// Whether a piece of `role` can be in play: in the set-up, or made by a promotion (which in
    /// every ruleset makes only kinds of the set-up).
    fn ruleset_has(&self, role: Role) -> bool {
        self.variant
            .start_count
            .iter()
            .any(|counts| counts[role as usize] > 0)
    }

    /// Whether a pawn arriving on `sq` must promote, whatever the state of the game: then no
    /// pawn stands there.
    fn pawn_always_promotes_on(&self, pawn: Piece, sq: Square) -> bool {
        let v = self.variant;
        match v.rules.promotion {
            Promotion::FarEdgeAlways => v.is_far_edge(pawn, sq),
            // Before a pawn is lost the pawn may not step there; after, it promotes.
            Promotion::UnmarkedFarEdgeAfterPawnLoss => {
                v.is_far_edge(pawn, sq) && !v.far_edge_role(pawn, sq).1
            }
            Promotion::EnemyPieceStartAnyButKing => self
                .seats()
                .filter(|s| s.team() != pawn.army().team())
                .any(|s| v.piece_starts[s.index()].has(sq)),
            Promotion::None
            | Promotion::LostKindOfStartSquare
            | Promotion::EnemyKnightRookIfLost
            | Promotion::UnmarkedFarEdgeIfPieceAndPawnLost => false,
        }
    }

    /// The counts: no team has more pieces than it started with (promotion changes a piece's
    /// kind, never their number; an alfil taken from the ally stays in the team); meeting pawns
    /// go in pairs.
    ///
    /// `captured` is an account for display that hand-written positions often leave out, so it
    /// only bounds the count from above: a capture it does not list is not a contradiction.
    fn check_counts(&self) -> Result<(), PositionError> {
        let rules = self.rules();
        let kings = self.role[Role::King as usize];
        for army in self.seats() {
            for role in Role::ALL {
                if self.captured[army.index()][role as usize] > 0 && !self.ruleset_has(role) {
                    return Err(PositionError::RoleNotInRuleset {
                        key: "captured",
                        army: self.army_name(army),
                        role,
                        ruleset: rules.id,
                    });
                }
            }
        }
        for team in [Team(0), Team(1)] {
            let (mut count, mut most) = (0u32, 0u32);
            for army in self.seats().filter(|s| s.team() == team) {
                let a = army.index();
                let captured: u32 = Role::ALL
                    .iter()
                    .filter(|&&r| r != Role::King)
                    .map(|&r| u32::from(self.captured[a][r as usize]))
                    .sum();
                count += (self.army[a] & !kings).count() + captured + u32::from(self.met[a]);
                most += Role::ALL
                    .iter()
                    .filter(|&&r| r != Role::King)
                    .map(|&r| u32::from(self.variant.start_count[a][r as usize]))
                    .sum::<u32>();
            }
            if count > most {
                return Err(PositionError::TooManyPieces {
                    team: team.0,
                    count,
                    most,
                });
            }
        }
        for army in self.seats() {
            let a = army.index();
            if self.met[a] % 2 != 0 {
                return Err(PositionError::OddMeetings {
                    army: self.army_name(army),
                    count: self.met[a],
                });
            }
        }
        Ok(())
    }

    /// Captured kings and the rules about them: a held king was captured and is off the board,
    /// held by an army that may capture it; a commander has its king; a withdrawn army has
    /// nothing left; a right to reintroduce follows a capture.
    fn check_kings(&self) -> Result<(), PositionError> {
        let rules = self.rules();
        let one_king = !pawns_may_become_kings(rules);
        for army in self.seats() {
            let a = army.index();
            let name = self.army_name(army);
            if let Some(holder) = self.holder[a] {
                let may_capture_it = holder != army
                    && (holder.team() != army.team() || rules.ally_capture == AllyCapture::All);
                if !may_capture_it {
                    return Err(PositionError::HolderNotAnEnemy {
                        army: name,
                        holder: self.army_name(holder),
                    });
                }
                if self.kings_lost[a] == 0 {
                    return Err(PositionError::HeldKingNeverCaptured { army: name });
                }
                // With one king per army, the held king is the army's only one.
                if one_king && self.king(army).is_some() {
                    return Err(PositionError::HeldKingOnBoard { army: name });
                }
            }
            if self.command.contains(army) && self.king(army).is_none() {
                return Err(PositionError::CommanderWithoutKing { army: name });
            }
            if self.withdrawn.contains(army) && !self.army[a].is_empty() {
                return Err(PositionError::WithdrawnWithPieces { army: name });
            }
            for (key, set) in [("reintro", self.reintro), ("skip", self.skip)] {
                if set.contains(army) && self.kings_lost[a] == 0 {
                    return Err(PositionError::KingNeverLost { key, army: name });
                }
            }
        }
        // A withdrawal is what ends a team's empire, and nothing else does.
        for team in [Team(0), Team(1)] {
            let withdrew = self
                .seats()
                .any(|s| s.team() == team && self.withdrawn.contains(s));
            let flag = self.no_empire[team.index()];
            if flag != withdrew {
                return Err(PositionError::EmpireFlagMismatch {
                    team: team.0,
                    state: if flag {
                        "is set, but none of the team's armies withdrew"
                    } else {
                        "is not set, but one of the team's armies withdrew"
                    },
                });
            }
        }
        Ok(())
    }

    /// Returned kings to place and the exchange to answer: a king to place is off the board and
    /// no longer held, and the first of them is the pending decision; an exchange to answer is
    /// between two holders of enemy kings.
    fn check_decisions(&self) -> Result<(), PositionError> {
        let rules = self.rules();
        for army in self.placing.iter() {
            if !pawns_may_become_kings(rules) && self.king(army).is_some() {
                return Err(PositionError::PlacingWithKing {
                    army: self.army_name(army),
                });
            }
            if self.holder[army.index()].is_some() {
                return Err(PositionError::PlacingKingStillHeld {
                    army: self.army_name(army),
                });
            }
        }
        let expected = self.placing.first().map(|army| Pending::Place { army });
        let placing_agrees = match self.pending {
            Some(Pending::Place { .. }) | None => self.pending == expected,
            Some(Pending::Answer { .. }) => expected.is_none(),
        };
        if !placing_agrees {
            return Err(PositionError::PlacingNotPending {
                expected: match self.placing.first() {
                    Some(army) => format!(
                        "army {} places its returned king first: expected pending=place:{}",
                        self.army_name(army),
                        self.army_name(army)
                    ),
                    None => "no returned king waits to be placed (`placing`)".into(),
                },
            });
        }
        if let Some(Pending::Answer { offerer, answerer }) = self.pending {
            let team = offerer.team();
            let offers = self
                .seats()
                .any(|e| e.team() != team && self.holder[e.index()] == Some(offerer));
            let answers = answerer.team() != team
                && self
                    .seats()
                    .any(|a| a.team() == team && self.holder[a.index()] == Some(answerer));
            if !(offers && answers) {
                return Err(PositionError::AnswerWithoutKings {
                    offerer: self.army_name(offerer),
                    answerer: self.army_name(answerer),
                });
            }
        }
        Ok(())
    }

    /// Stakes: every payment moves money between seats and the pot, so the balances and the pot
    /// add up to zero (each player stakes one unit into the pot at the start).
    fn check_money(&self) -> Result<(), PositionError> {
        if let Some(&amount) = self
            .money
            .iter()
            .chain(std::iter::once(&self.pot))
            .find(|m| m.unsigned_abs() > MONEY_LIMIT.unsigned_abs())
        {
            return Err(PositionError::MoneyOutOfRange { amount });
        }
        if self.pot < 0 {
            return Err(PositionError::MoneyOutOfRange { amount: self.pot });
        }
        let sum = self.money.iter().map(|&m| i64::from(m)).sum::<i64>() + i64::from(self.pot);
        if sum != 0 {
            return Err(PositionError::MoneyUnbalanced { sum });
        }
        Ok(())
    }

    /// The draw rule's count: quiet plies are plies, and reaching the limit ends the game.
    fn check_clock(&self) -> Result<(), PositionError> {
        if u32::from(self.quiet) > self.ply {
            return Err(PositionError::QuietBeyondPly {
                quiet: self.quiet,
                ply: self.ply,
            });
        }
        let limit = self.rules().draw_plies();
        if self.outcome.is_none() && self.quiet >= limit {
            return Err(PositionError::QuietAtDrawLimit {
                quiet: self.quiet,
                limit,
            });
        }
        Ok(())
    }
}

/// Whether a pawn may become a king in this ruleset, so that an army can have two.
fn pawns_may_become_kings(rules: &Ruleset) -> bool {
    rules.promotion == Promotion::FarEdgeAlways || rules.privileged_pawn != Privileged::None
}

#[cfg(test)]
mod tests {
    use super::*;
    use crate::fen::{self, FenError};
    use crate::{Game, Ruleset};

    const V3_START: &str =
        "bRbNbAbFbKbAbNbR/bPbPbPbPbPbPbPbP/8/8/8/8/wPwPwPwPwPwPwPwP/wRwNwAwFwKwAwNwR";
    const FOUR_START: &str =
        "wAwP2nKnRnNnA/wNwP2nPnPnPnP/wRwP6/wKwP6/6ePeK/6ePeR/sPsPsPsP2ePeN/sAsNsRsK2ePeA";

    fn rules(id: &str) -> &'static Ruleset {
        Ruleset::by_id(id).expect("a ruleset")
    }

    /// The position's contradiction, which the reader must refuse.
    fn refused(id: &str, text: &str) -> PositionError {
        match fen::parse(rules(id), text) {
            Err(FenError::Invalid { error, .. }) => error,
            other => panic!("{id}: {text} should be refused as impossible, got {other:?}"),
        }
    }

    fn accepted(id: &str, text: &str) {
        if let Err(e) = fen::parse(rules(id), text) {
            panic!("{id}: {text} should be accepted: {e}");
        }
    }

    fn army(seat: u8, letter: char) -> Army {
        Army {
            seat: Seat(seat),
            letter,
        }
    }

    #[test]
    fn set_ups_validate_after_twenty_roll_offs() {
        for &r in Ruleset::all_with_options() {
            assert_eq!(Position::start(r).validate(), Ok(()), "{}", r.id);
            for seed in 0..20 {
                let start = Game::start_position(r, seed);
                assert_eq!(start.validate(), Ok(()), "{} seed {seed}", r.id);
            }
        }
    }

    #[test]
    fn extras_of_rules_the_ruleset_lacks_are_refused() {
        let cases = [
            ("chaturaji", format!("{FOUR_START} s - 0 0 leap=s"), "leap"),
            (
                "chaturanga-v3",
                format!("{V3_START} w - 0 0 command=w"),
                "command",
            ),
            (
                "chaturanga-v3",
                format!("{V3_START} w - 0 0 held=wb kings-lost=w1"),
                "held",
            ),
            (
                "chaturanga-v1",
                "4nK3/8/8/8/7eK/8/8/3sK4 s - 0 0 withdrawn=w".into(),
                "withdrawn",
            ),
            (
                "chaturanga-v1",
                format!("{FOUR_START} s - 0 0 reintro=s"),
                "reintro",
            ),
            (
                "chaduranga",
                format!("{FOUR_START} s - 0 0 offered"),
                "offered",
            ),
            (
                "chaturanga-v1",
                format!("{FOUR_START} s - 0 0 money=-1,-1,-1,-1 pot=4"),
                "money",
            ),
            (
                "chaturanga-v3",
                format!("{V3_START} w - 0 0 bonus"),
                "bonus",
            ),
        ];
        for (id, text, key) in cases {
            match refused(id, &text) {
                PositionError::NotInRuleset {
                    key: k, ruleset, ..
                } => {
                    assert_eq!((k, ruleset), (key, id), "{text}");
                }
                other => panic!("{id}: {text}: {other:?}"),
            }
        }
        assert_eq!(
            refused("chaturanga-v3", &format!("{V3_START} w - 0 0 command=w")).to_string(),
            "`command`: chaturanga-v3 has no throne command"
        );
    }

    #[test]
    fn a_roll_that_is_no_face_of_the_die_is_refused() {
        // The reader refuses it as text, at the roll's column ...
        let text = format!("{FOUR_START} s 7 0 0 money=-1,-1,-1,-1 pot=4");
        let error = fen::parse(rules("chaturanga-v2"), &text).unwrap_err();
        assert!(matches!(error, FenError::Syntax { .. }), "{error:?}");
        assert_eq!(error.column(), FOUR_START.len() + 4);
        // ... and a position holding a face index past the die's is refused too.
        let mut p = Position::start(rules("chaturanga-v2"));
        p.roll = Some(6);
        let error = p.validate().unwrap_err();
        assert_eq!(error, PositionError::RollNotAFace { face: 6, faces: 6 });
        assert_eq!(
            error.to_string(),
            "the roll is face number 6 (counting from 0), but the die has 6 faces"
        );
    }

    #[test]
    fn a_kind_the_ruleset_has_not_is_refused() {
        assert_eq!(
            refused("chaturanga-v3", "4bK3/8/8/8/8/8/8/3wQwK3 w - 0 0"),
            PositionError::RoleNotInRuleset {
                key: "board",
                army: army(0, 'w'),
                role: Role::Queen,
                ruleset: "chaturanga-v3",
            }
        );
        assert_eq!(
            refused("chaturanga-v3", "4bK3/8/8/8/8/8/8/4wK3 w - 0 0 captured=bB"),
            PositionError::RoleNotInRuleset {
                key: "captured",
                army: army(1, 'b'),
                role: Role::Bishop,
                ruleset: "chaturanga-v3",
            }
        );
    }

    #[test]
    fn two_kings_of_one_army_are_refused_where_no_pawn_becomes_a_king() {
        assert_eq!(
            refused("chaturanga-v3", "4bK3/8/8/8/8/8/8/wK3wK3 w - 0 0"),
            PositionError::TooManyKings {
                army: army(0, 'w'),
                count: 2,
            }
        );
        // Chaduranga's pawns promote to the king of the far edge's king squares.
        accepted("chaduranga", "4nK3/8/8/8/7eK/8/8/sK2sK4 s - 0 0");
    }

    #[test]
    fn a_pawn_behind_its_start_is_refused() {
        let error = refused("chaturanga-v3", "4bK3/8/8/8/8/8/8/wP3wK3 w - 0 0");
        assert!(
            matches!(&error, PositionError::PawnBehindItsStart { army: a, cell } if *a == army(0, 'w') && cell.name == "a1"),
            "{error:?}"
        );
        // West's pawns go east from file b: none is ever on file a.
        let error = refused("chaturanga-v1", "4nK3/8/8/wP7/7eK/8/8/3sK4 s - 0 0");
        assert!(
            matches!(&error, PositionError::PawnBehindItsStart { cell, .. } if cell.name == "a5"),
            "{error:?}"
        );
        accepted("chaturanga-v1", "4nK3/8/8/1wP6/7eK/8/8/3sK4 s - 0 0");
    }

    #[test]
    fn a_pawn_where_it_must_have_promoted_is_refused() {
        // Chaduranga: a pawn on the far edge always promotes.
        let error = refused("chaduranga", "sP3nK3/8/8/8/7eK/8/8/3sK4 s - 0 0");
        assert!(
            matches!(&error, PositionError::PawnNotPromoted { cell, .. } if cell.name == "a8"),
            "{error:?}"
        );
        // Chaturaji: an unmarked far-edge cell (b8, the knight's) promotes; a marked one (a8, the
        // alfil's) keeps the pawn.
        let error = refused("chaturaji", "1sP2nK3/8/8/8/7eK/8/8/3sK4 s - 0 0");
        assert!(
            matches!(&error, PositionError::PawnNotPromoted { cell, .. } if cell.name == "b8"),
            "{error:?}"
        );
        accepted("chaturaji", "sP3nK3/8/8/8/7eK/8/8/3sK4 s - 0 0");
        // Modern Byzantine: a pawn on a start cell of an enemy piece (Black's rook a10) promotes;
        // on an enemy pawn's (a9) it does not.
        let error = refused("byzantine-modern", "9wP+6/16/16/1wK8bK5 w - 0 0");
        assert!(
            matches!(&error, PositionError::PawnNotPromoted { cell, .. } if cell.name == "a10"),
            "{error:?}"
        );
        accepted("byzantine-modern", "8wP+7/16/16/1wK8bK5 w - 0 0");
    }

    #[test]
    fn more_pieces_than_the_set_up_has_are_refused() {
        assert_eq!(
            refused("chaturanga-v3", &format!("{V3_START} w - 0 0 captured=wP")),
            PositionError::TooManyPieces {
                team: 0,
                count: 16,
                most: 15,
            }
        );
        accepted(
            "chaturanga-v3",
            "4bK3/8/8/8/8/8/8/4wK3 w - 0 0 captured=wPwPwRwR",
        );
    }

    #[test]
    fn an_odd_number_of_met_pawns_is_refused() {
        assert_eq!(
            refused("byzantine-traditional", "16/16/16/1wK8bK5 w - 0 10 met=wP"),
            PositionError::OddMeetings {
                army: army(0, 'w'),
                count: 1,
            }
        );
        accepted(
            "byzantine-traditional",
            "16/16/16/1wK8bK5 w - 0 10 met=wPwP",
        );
    }

    #[test]
    fn a_held_king_must_have_been_captured_and_be_off_the_board() {
        assert_eq!(
            refused(
                "chaturanga-v1",
                "4nK3/8/8/wK7/7eK/8/8/3sK4 s - 0 0 held=ws kings-lost=w1"
            ),
            PositionError::HeldKingOnBoard { army: army(1, 'w') }
        );
        assert_eq!(
            refused("chaturanga-v1", "4nK3/8/8/8/7eK/8/8/3sK4 s - 0 0 held=ws"),
            PositionError::HeldKingNeverCaptured { army: army(1, 'w') }
        );
        accepted(
            "chaturanga-v1",
            "4nK3/8/8/8/7eK/8/8/3sK4 s - 0 0 held=ws kings-lost=w1",
        );
    }

    #[test]
    fn a_king_is_held_only_by_an_army_that_may_capture_it() {
        let ally = "4nK3/8/8/8/7eK/8/8/3sK4 s - 0 0 held=we kings-lost=w1";
        assert_eq!(
            refused("chaturanga-v1", ally),
            PositionError::HolderNotAnEnemy {
                army: army(1, 'w'),
                holder: army(3, 'e'),
            }
        );
        // Chaturaji's allies capture each other's kings, but no army its own.
        accepted("chaturaji", ally);
        assert!(matches!(
            refused(
                "chaturaji",
                "4nK3/8/8/8/7eK/8/8/3sK4 s - 0 0 held=ww kings-lost=w1"
            ),
            PositionError::HolderNotAnEnemy { .. }
        ));
    }

    #[test]
    fn a_commander_without_a_king_is_refused() {
        assert_eq!(
            refused("chaturanga-v1", "4nK3/8/8/wK7/7eK/8/8/8 s - 0 0 command=s"),
            PositionError::CommanderWithoutKing { army: army(0, 's') }
        );
    }

    #[test]
    fn a_withdrawn_army_has_nothing_on_the_board_and_ends_its_teams_empire() {
        let board = "4nK3/8/8/wK7/7eK/8/8/3sK4 s - 0 0";
        assert_eq!(
            refused("chaturanga-v2", &format!("{board} withdrawn=w no-empire=1")),
            PositionError::WithdrawnWithPieces { army: army(1, 'w') }
        );
        let no_west = "4nK3/8/8/8/7eK/8/8/3sK4 s - 0 0";
        assert!(matches!(
            refused("chaturanga-v2", &format!("{no_west} withdrawn=w")),
            PositionError::EmpireFlagMismatch { team: 1, .. }
        ));
        assert!(matches!(
            refused("chaturanga-v2", &format!("{board} no-empire=0")),
            PositionError::EmpireFlagMismatch { team: 0, .. }
        ));
        accepted(
            "chaturanga-v2",
            &format!("{no_west} withdrawn=w no-empire=1"),
        );
    }

    #[test]
    fn a_reintroduction_needs_a_king_that_was_captured() {
        let board = "4nK3/8/8/wK7/7eK/8/8/8 s - 0 0";
        for key in ["reintro", "skip"] {
            assert_eq!(
                refused("chaduranga", &format!("{board} {key}=s")),
                PositionError::KingNeverLost {
                    key,
                    army: army(0, 's'),
                }
            );
            accepted("chaduranga", &format!("{board} {key}=s kings-lost=s1"));
        }
    }

    #[test]
    fn a_king_to_place_is_off_the_board_and_no_longer_held() {
        assert_eq!(
            refused(
                "chaturanga-v1",
                "4nK3/8/8/wK7/7eK/8/8/3sK4 n - 0 0 offered placing=n pending=place:n kings-lost=n1"
            ),
            PositionError::PlacingWithKing { army: army(2, 'n') }
        );
        assert_eq!(
            refused(
                "chaturanga-v1",
                "8/8/8/wK7/7eK/8/8/3sK4 n - 0 0 offered placing=n pending=place:n held=ne kings-lost=n1"
            ),
            PositionError::PlacingKingStillHeld {
                army: army(2, 'n'),
            }
        );
        accepted(
            "chaturanga-v1",
            "8/8/8/wK7/7eK/8/8/3sK4 n - 0 0 offered placing=n pending=place:n kings-lost=n1",
        );
    }

    #[test]
    fn kings_to_place_and_the_pending_placement_agree() {
        let board = "8/8/8/wK7/7eK/8/8/3sK4 n - 0 0 kings-lost=n1";
        let error = refused("chaturanga-v1", &format!("{board} placing=n"));
        assert!(
            matches!(&error, PositionError::PlacingNotPending { expected } if expected.contains("pending=place:n")),
            "{error:?}"
        );
        assert!(matches!(
            refused("chaturanga-v1", &format!("{board} pending=place:n")),
            PositionError::PlacingNotPending { .. }
        ));
    }

    #[test]
    fn an_exchange_to_answer_needs_a_king_held_on_each_side() {
        assert_eq!(
            refused(
                "chaturanga-v1",
                "4nK3/8/8/wK7/7eK/8/8/3sK4 s - 0 0 offered pending=answer:se"
            ),
            PositionError::AnswerWithoutKings {
                offerer: army(0, 's'),
                answerer: army(3, 'e'),
            }
        );
        accepted(
            "chaturanga-v1",
            "wAwP6/wNwP2nPnPnPnP/wRwP6/8/6ePeK/6ePeR/sPsPsPsP2ePeN/sAsNsRsK2ePeA s - 0 30 offered held=wsne kings-lost=w1n1 pending=answer:se",
        );
    }

    #[test]
    fn money_and_pot_add_up_to_zero_and_stay_in_range() {
        assert_eq!(
            refused(
                "chaturanga-v2",
                &format!("{FOUR_START} s - 0 0 money=-1,-1,-1,-1 pot=3")
            ),
            PositionError::MoneyUnbalanced { sum: -1 }
        );
        assert_eq!(
            refused(
                "chaturanga-v2",
                &format!("{FOUR_START} s - 0 0 money=1,1,1,1 pot=-4")
            ),
            PositionError::MoneyOutOfRange { amount: -4 }
        );
        assert_eq!(
            refused(
                "chaturanga-v2",
                &format!("{FOUR_START} s - 0 0 money=-2000000,2000000,0,0 pot=0")
            ),
            PositionError::MoneyOutOfRange { amount: -2_000_000 }
        );
        accepted(
            "chaturanga-v2",
            &format!("{FOUR_START} s - 0 0 money=-1,-2,0,-1 pot=4"),
        );
    }

    #[test]
    fn quiet_plies_are_plies_and_the_draw_limit_ends_the_game() {
        assert_eq!(
            refused("chaturanga-v3", &format!("{V3_START} w - 5 2")),
            PositionError::QuietBeyondPly { quiet: 5, ply: 2 }
        );
        let kings = "4bK3/8/8/8/8/8/8/4wK3 w - 100 200";
        assert_eq!(
            refused("chaturanga-v3", kings),
            PositionError::QuietAtDrawLimit {
                quiet: 100,
                limit: 100,
            }
        );
        accepted("chaturanga-v3", &format!("{kings} draw=fifty"));
    }

    #[test]
    fn the_reader_points_at_the_field_in_contradiction() {
        // Columns: the board 1, `w` 23, `-` 25, `0` 27 and 29, `held=wb` 31.
        let text = "4bK3/8/8/8/8/8/8/4wK3 w - 0 0 held=wb";
        let error = fen::parse(rules("chaturanga-v3"), text).unwrap_err();
        assert_eq!(error.column(), 31);
        assert_eq!(
            error.to_string(),
            "column 31: `held`: chaturanga-v3 has no kings kept by their captors (four-handed play)"
        );
        let error = fen::parse(rules("chaturanga-v3"), &format!("{V3_START} w - 5 2")).unwrap_err();
        assert_eq!(error.column(), V3_START.len() + 6);
        assert_eq!(
            error.reason(),
            "5 quiet plies, but only 2 plies were played"
        );
    }
}
