//! The position: board, whose turn, the roll, and every counter and flag a ruleset needs; move
//! generation and move application.
//!
//! `Position` is `Copy` (a few hundred bytes) so that search can copy-make without allocating,
//! and so that undo is exact by construction: [`Game`](crate::Game) keeps every position.

use crate::event::{Event, Events};
use crate::geometry::{Bitboard, Square, Tables};
// How a game ended lives below the position and the events (see `outcome`); this is its public
// path.
pub use crate::outcome::{DrawReason, Outcome, WinReason};
use crate::piece::{Piece, Role, RoleSet, Seat, SeatSet};
use crate::ruleset::{AllyCapture, Privileged, Promotion, Ruleset};
use crate::variant::Variant;
use arrayvec::ArrayVec;

/// The most moves any position of any ruleset can have, with room to spare (a modern Byzantine
/// army with nine queens has fewer than 400).
pub const MAX_MOVES: usize = 512;

/// A move list that lives on the stack.
pub type MoveList = ArrayVec<Move, MAX_MOVES>;

/// Where the move generator puts moves: a list, or a counter.
trait MoveSink {
    /// One move.
    fn push(&mut self, mv: Move);
    /// A move from `from` to each cell of `dests`, none promoting.
    fn add(&mut self, from: Square, dests: Bitboard);
}

impl MoveSink for MoveList {
    #[inline]
    fn push(&mut self, mv: Move) {
        // A list longer than MAX_MOVES cannot arise (see MAX_MOVES); dropping is safer than a panic.
        let _ = self.try_push(mv);
    }
    #[inline]
    fn add(&mut self, from: Square, dests: Bitboard) {
        for to in dests {
            let _ = self.try_push(Move::new(from, to));
        }
    }
}

/// Counts moves without listing them.
struct Counter(usize);

impl MoveSink for Counter {
    #[inline]
    fn push(&mut self, _: Move) {
        self.0 += 1;
    }
    #[inline]
    fn add(&mut self, _: Square, dests: Bitboard) {
        self.0 += dests.count() as usize;
    }
}

/// A move of one piece, possibly with a promotion. Which army moves is the piece on `from`.
#[derive(Clone, Copy, PartialEq, Eq, Hash, Debug)]
pub struct Move {
    /// Where the piece stands.
    pub from: Square,
    /// Where it goes (capturing what stands there).
    pub to: Square,
    /// The role it becomes, if it promotes.
    pub promotion: Option<Role>,
}

impl Move {
    /// A move without promotion.
    pub const fn new(from: Square, to: Square) -> Move {
        Move {
            from,
            to,
            promotion: None,
        }
    }
}

/// What the promotion rule says of a pawn arriving on a cell.
#[derive(Clone, Copy, PartialEq, Eq, Debug)]
pub enum PromotionRule {
    /// The pawn stays a pawn.
    Stays,
    /// The pawn may not step there (Chaturaji before a pawn is lost).
    Forbidden,
    /// The pawn must become one of these (one move per choice).
    Becomes(RoleSet),
}

/// A game position of any ruleset.
#[derive(Clone, Copy, PartialEq, Eq)]
pub struct Position {
    pub(crate) variant: &'static Variant,
    pub(crate) board: [Option<Piece>; 64],
    pub(crate) army: [Bitboard; 4],
    pub(crate) role: [Bitboard; 8],
    pub(crate) occupied: Bitboard,
    pub(crate) to_move: Seat,
    /// Index into the die's faces of the current roll, if rolled.
    pub(crate) roll: Option<u8>,
    /// The armies whose king used its one-time leap.
    pub(crate) leap_used: SeatSet,
    /// Plies since the last capture, promotion or pawn move.
    pub(crate) quiet: u16,
    /// Plies played from the start of the game.
    pub(crate) ply: u32,
    /// Pieces removed by capture, by former owner and role.
    pub(crate) captured: [[u8; 8]; 4],
    /// Pawns removed by the meeting-pawns rule, by owner.
    pub(crate) met: [u8; 4],
    /// The last move was a bonus move's trigger: the same seat moves again.
    pub(crate) bonus: bool,
    pub(crate) outcome: Option<Outcome>,
    /// The seats whose king reached the ally's throne and commands the ally's army.
    pub(crate) command: SeatSet,
    /// The armies that withdrew (lone king).
    pub(crate) withdrawn: SeatSet,
    /// Per army: who holds its captured king, if anyone.
    pub(crate) holder: [Option<Seat>; 4],
    /// Per army: how many times its king was captured.
    pub(crate) kings_lost: [u8; 4],
    /// The armies that may reintroduce their king (Chaduranga).
    pub(crate) reintro: SeatSet,
    /// The armies that miss their next turn (after a reintroduction).
    pub(crate) skip: SeatSet,
    /// The armies whose throne's first occupation by an enemy was paid.
    pub(crate) thrones: SeatSet,
    /// Money per seat, in stake units (the unit is a game setting).
    pub(crate) money: [i32; 4],
    /// The pot, in stake units.
    pub(crate) pot: i32,
    /// Per team (by [`Team::index`](crate::piece::Team::index)): may no longer build an empire
    /// (an ally withdrew).
    pub(crate) no_empire: [bool; 2],
    /// A decision that must be taken before play goes on.
    pub(crate) pending: Option<Pending>,
    /// The armies whose returned king waits to be placed by its owner.
    pub(crate) placing: SeatSet,
    /// An exchange was offered or a release demanded this turn.
    pub(crate) offered: bool,
}

/// A decision that interrupts the turn.
#[derive(Clone, Copy, PartialEq, Eq, Hash, Debug)]
pub enum Pending {
    /// `answerer` must accept or refuse `offerer`'s exchange of kings.
    Answer {
        /// Who offered.
        offerer: Seat,
        /// Who answers.
        answerer: Seat,
    },
    /// The owner of a returned king chooses a free cell near its throne.
    Place {
        /// The king's army.
        army: Seat,
    },
}

impl Position {
    /// The start position of a ruleset, South or White to move (no roll-off, no roll yet).
    pub fn start(rules: &'static Ruleset) -> Position {
        let variant = Variant::of(rules);
        let mut p = Position::empty(variant);
        for (sq, piece) in Square::all().zip(variant.start_board) {
            if let Some(piece) = piece {
                p.put(sq, piece);
            }
        }
        if rules.stakes != crate::ruleset::Stakes::None {
            // Each player stakes one unit into the pot.
            p.money = [-1; 4];
            p.pot = 4;
        }
        p
    }

    pub(crate) fn empty(variant: &'static Variant) -> Position {
        Position {
            variant,
            board: [None; 64],
            army: [Bitboard::EMPTY; 4],
            role: [Bitboard::EMPTY; 8],
            occupied: Bitboard::EMPTY,
            to_move: Seat(0),
            roll: None,
            leap_used: SeatSet::EMPTY,
            quiet: 0,
            ply: 0,
            captured: [[0; 8]; 4],
            met: [0; 4],
            bonus: false,
            outcome: None,
            command: SeatSet::EMPTY,
            withdrawn: SeatSet::EMPTY,
            holder: [None; 4],
            kings_lost: [0; 4],
            reintro: SeatSet::EMPTY,
            skip: SeatSet::EMPTY,
            thrones: SeatSet::EMPTY,
            money: [0; 4],
            pot: 0,
            no_empire: [false; 2],
            pending: None,
            placing: SeatSet::EMPTY,
            offered: false,
        }
    }

    // ----- Reading the position ----------------------------------------------------------------

    /// The ruleset.
    #[inline]
    pub fn rules(&self) -> &'static Ruleset {
        self.variant.rules
    }
    /// The ruleset with its derived data.
    #[inline]
    pub fn variant(&self) -> &'static Variant {
        self.variant
    }
    #[inline]
    pub(crate) fn tables(&self) -> &'static Tables {
        self.variant.tables
    }
    /// The piece on a cell.
    #[inline]
    pub fn piece_at(&self, sq: Square) -> Option<Piece> {
        self.board[sq.index()]
    }
    /// The cells of an army's pieces.
    #[inline]
    pub fn army_cells(&self, army: Seat) -> Bitboard {
        self.army[army.index()]
    }
    /// The cells of all pieces of a role.
    #[inline]
    pub fn role_cells(&self, role: Role) -> Bitboard {
        self.role[role as usize]
    }
    /// Every occupied cell.
    #[inline]
    pub fn occupied(&self) -> Bitboard {
        self.occupied
    }
    /// The seat whose turn it is.
    #[inline]
    pub fn to_move(&self) -> Seat {
        self.to_move
    }
    /// The game's end, if it has ended.
    #[inline]
    pub fn outcome(&self) -> Option<Outcome> {
        self.outcome
    }
    /// Plies played since the start.
    #[inline]
    pub fn ply(&self) -> u32 {
        self.ply
    }
    /// Plies since the last capture, promotion or pawn move.
    #[inline]
    pub fn quiet_plies(&self) -> u16 {
        self.quiet
    }
    /// Whether the king of `army` has used its one-time leap.
    pub fn leap_used(&self, army: Seat) -> bool {
        self.leap_used.contains(army)
    }
    /// Pieces of `army` removed by capture, by role.
    pub fn captured(&self, army: Seat) -> [u8; 8] {
        self.captured[army.index()]
    }
    /// How many pieces of a kind `army` has on the board.
    #[inline]
    pub fn count(&self, army: Seat, role: Role) -> u32 {
        (self.army[army.index()] & self.role[role as usize]).count()
    }
    /// Whether `army` has lost a kind: fewer of it on the board than at the start.
    #[inline]
    pub fn has_lost(&self, army: Seat, role: Role) -> bool {
        self.count(army, role) < u32::from(self.variant.start_count[army.index()][role as usize])
    }
    /// The king's cell of an army.
    pub fn king(&self, army: Seat) -> Option<Square> {
        (self.army[army.index()] & self.role[Role::King as usize]).first()
    }
    /// The current roll as an index into the die's faces, if rolled.
    pub fn roll(&self) -> Option<u8> {
        self.roll
    }
    /// The roles that may move now: those of the roll, or all without dice.
    pub fn allowed_roles(&self) -> RoleSet {
        match (self.rules().dice, self.roll) {
            (Some(d), Some(i)) => d.faces[i as usize].roles,
            (Some(_), None) => RoleSet::NONE,
            (None, _) => RoleSet::ALL,
        }
    }

    // ----- Changing the board ------------------------------------------------------------------

    #[inline]
    pub(crate) fn put(&mut self, sq: Square, p: Piece) {
        debug_assert!(self.board[sq.index()].is_none());
        self.board[sq.index()] = Some(p);
        let b = sq.bb();
        self.army[p.army().index()] |= b;
        self.role[p.role() as usize] |= b;
        self.occupied |= b;
    }

    #[inline]
    pub(crate) fn take(&mut self, sq: Square) -> Option<Piece> {
        let p = self.board[sq.index()].take()?;
        let b = !sq.bb();
        self.army[p.army().index()] &= b;
        self.role[p.role() as usize] &= b;
        self.occupied &= b;
        Some(p)
    }

    // ----- Capture rules -----------------------------------------------------------------------

    /// The occupied cells a piece of `army` and `role` may capture on, by the ruleset's capture
    /// rules: never its own army; the partner's by [`AllyCapture`]; minors never majors where
    /// the ruleset says so.
    #[inline]
    pub fn capturable(&self, army: Seat, role: Role) -> Bitboard {
        let rules = self.rules();
        let mut own = self.army[army.index()];
        if rules.is_four_handed() {
            let ally = self.army[army.partner().index()];
            own |= match rules.ally_capture {
                AllyCapture::Never => ally,
                AllyCapture::AllButKing => ally & self.role[Role::King as usize],
                AllyCapture::All => Bitboard::EMPTY,
            };
        }
        let mut targets = self.occupied & !own;
        if rules.minors_spare_majors && role.is_minor() {
            targets &= self.role[Role::Pawn as usize] | self.role[Role::Alfil as usize];
        }
        targets
    }

    /// Whether a piece may capture another, by the capture rules alone (not by movement).
    pub fn may_capture(&self, mover: Piece, victim: Piece) -> bool {
        let rules = self.rules();
        if mover.army() == victim.army() {
            return false;
        }
        if mover.army().team() == victim.army().team() {
            match rules.ally_capture {
                AllyCapture::Never => return false,
                AllyCapture::AllButKing if victim.role() == Role::King => return false,
                _ => {}
            }
        }
        !(rules.minors_spare_majors && mover.role().is_minor() && !victim.role().is_minor())
    }

    // ----- Attacks -----------------------------------------------------------------------------

    /// Whether `victim` on `sq` is attacked: a piece of an enemy army that can move could capture
    /// it with an ordinary move, whatever the dice (an enemy king's leap does not count).
    pub fn attacked(&self, sq: Square, victim: Piece) -> bool {
        let t = self.tables();
        let rules = self.rules();
        let victim_team = victim.army().team();
        let mut attackers = Bitboard::EMPTY;
        for e in 0..rules.players() as u8 {
            let e = Seat(e);
            if e.team() != victim_team && self.army_can_move(e) {
                attackers |= self.army[e.index()];
            }
        }
        if rules.minors_spare_majors && !victim.role().is_minor() {
            attackers &= !(self.role[Role::Pawn as usize] | self.role[Role::Alfil as usize]);
        }
        if attackers.is_empty() {
            return false;
        }
        let s = sq.index();
        let r = &self.role;
        if !(t.king[s] & attackers & r[Role::King as usize]).is_empty()
            || !(t.knight[s] & attackers & r[Role::Knight as usize]).is_empty()
            || !(t.alfil[s] & attackers & r[Role::Alfil as usize]).is_empty()
            || !(t.ferz[s] & attackers & r[Role::Ferz as usize]).is_empty()
        {
            return true;
        }
        let orth = attackers & (r[Role::Rook as usize] | r[Role::Queen as usize]);
        if !orth.is_empty()
            && t.rook_rays[s]
                .iter()
                .any(|ray| self.first_blocker(ray).is_some_and(|b| orth.has(b)))
        {
            return true;
        }
        let diag = attackers & (r[Role::Bishop as usize] | r[Role::Queen as usize]);
        if !diag.is_empty()
            && t.bishop_rays[s]
                .iter()
                .any(|ray| self.first_blocker(ray).is_some_and(|b| diag.has(b)))
        {
            return true;
        }
        (attackers & r[Role::Pawn as usize]).any(|from| {
            let p = self.board[from.index()].expect("pawn bitboard matches board");
            let steps = &t.pawn[p.dir().0 as usize][from.index()];
            steps.diagonal.has(sq) || (rules.pawn_forward_capture && steps.push == Some(sq))
        })
    }

    #[inline]
    fn first_blocker(&self, ray: &crate::geometry::Ray) -> Option<Square> {
        ray.cells().find(|&c| self.occupied.has(c))
    }

    // ----- Promotion ---------------------------------------------------------------------------

    /// What the ruleset's promotion rule says of `pawn` arriving on `to`.
    pub fn promotion_rule(&self, pawn: Piece, to: Square) -> PromotionRule {
        let v = self.variant;
        let rules = v.rules;
        let army = pawn.army();
        let edge = v.is_far_edge(pawn, to);
        if rules.privileged_pawn != Privileged::None && self.is_privileged(army) {
            let enemy_start = v
                .start_piece(to)
                .filter(|p| p.army().team() != army.team())
                .map(|p| p.role());
            match rules.privileged_pawn {
                Privileged::AnyFarEdge if edge => {
                    return PromotionRule::Becomes(RoleSet::of(&[
                        Role::King,
                        Role::Rook,
                        Role::Knight,
                        Role::Alfil,
                    ]))
                }
                Privileged::EnemyStartSquares
                    if matches!(enemy_start, Some(Role::Knight | Role::Rook | Role::King)) =>
                {
                    return PromotionRule::Becomes(RoleSet::of(&[
                        Role::King,
                        Role::Rook,
                        Role::Knight,
                    ]))
                }
                _ => {}
            }
        }
        let becomes = |r: Role| PromotionRule::Becomes(RoleSet::of(&[r]));
        match rules.promotion {
            Promotion::None => PromotionRule::Stays,
            Promotion::LostKindOfStartSquare => match v.start_piece(to) {
                Some(p)
                    if edge
                        && p.role() != Role::King
                        && p.role() != Role::Pawn
                        && self.has_lost(army, p.role()) =>
                {
                    becomes(p.role())
                }
                _ => PromotionRule::Stays,
            },
            Promotion::EnemyKnightRookIfLost => match v.start_piece(to) {
                Some(p)
                    if p.army().team() != army.team()
                        && matches!(p.role(), Role::Knight | Role::Rook)
                        && self.has_lost(army, p.role()) =>
                {
                    becomes(p.role())
                }
                _ => PromotionRule::Stays,
            },
            Promotion::UnmarkedFarEdgeIfPieceAndPawnLost => {
                let (role, marked) = v.far_edge_role(pawn, to);
                if edge && !marked && self.has_lost(army, role) && self.has_lost(army, Role::Pawn) {
                    becomes(role)
                } else {
                    PromotionRule::Stays
                }
            }
            Promotion::UnmarkedFarEdgeAfterPawnLoss => {
                if !edge {
                    return PromotionRule::Stays;
                }
                if !self.has_lost(army, Role::Pawn) {
                    return PromotionRule::Forbidden;
                }
                let (role, marked) = v.far_edge_role(pawn, to);
                if marked {
                    PromotionRule::Stays
                } else {
                    becomes(role)
                }
            }
            Promotion::FarEdgeAlways if edge => becomes(v.far_edge_role(pawn, to).0),
            Promotion::FarEdgeAlways => PromotionRule::Stays,
            Promotion::EnemyPieceStartAnyButKing => {
                let enemy = (0..rules.players() as u8)
                    .map(Seat)
                    .filter(|s| s.team() != army.team())
                    .any(|s| v.piece_starts[s.index()].has(to));
                if enemy {
                    PromotionRule::Becomes(RoleSet::of(&[
                        Role::Queen,
                        Role::Rook,
                        Role::Bishop,
                        Role::Knight,
                    ]))
                } else {
                    PromotionRule::Stays
                }
            }
        }
    }

    /// The privileged pawn: the army has nothing left but one pawn and one alfil (a king on the
    /// board not counting).
    pub fn is_privileged(&self, army: Seat) -> bool {
        let own = self.army[army.index()] & !self.role[Role::King as usize];
        own.count() == 2
            && (own & self.role[Role::Pawn as usize]).count() == 1
            && (own & self.role[Role::Alfil as usize]).count() == 1
    }

    // ----- Move generation ---------------------------------------------------------------------

    /// Appends every legal move of the seat to move, under the current roll, to `out`.
    ///
    /// Legal means pseudo-legal: kings may be left attacked. An empty list means the seat must
    /// pass. A dice position that has not rolled yields nothing.
    #[inline]
    pub fn gen_moves(&self, out: &mut MoveList) {
        self.generate(out);
    }

    /// The number of legal moves, without listing them (bulk counting for perft).
    #[inline]
    pub fn count_moves(&self) -> usize {
        let mut n = Counter(0);
        self.generate(&mut n);
        n.0
    }

    /// The one move generator: every legal move of the seat to move, fed to a sink that either
    /// lists or counts them.
    fn generate<S: MoveSink>(&self, out: &mut S) {
        if self.outcome.is_some() {
            return;
        }
        let roles = self.allowed_roles();
        let armies = self.movable_armies();
        for army in armies.iter() {
            let mut pieces = self.army[army.index()];
            if roles != RoleSet::ALL {
                pieces &= roles
                    .iter()
                    .fold(Bitboard::EMPTY, |b, r| b | self.role[r as usize]);
            }
            if pieces.is_empty() {
                continue;
            }
            let caps = [
                self.capturable(army, Role::King),
                self.capturable(army, Role::Pawn),
            ];
            for sq in pieces {
                let p = self.board[sq.index()].expect("army bitboard matches board");
                self.gen_piece_with(sq, p, caps[p.role().is_minor() as usize], out);
            }
        }
    }

    /// The cells a piece's ordinary movement reaches, empty or capturable, ignoring the roll
    /// and whose turn it is; promotions and special moves are not included.
    pub fn targets(&self, sq: Square) -> Bitboard {
        let mut list = MoveList::new();
        if let Some(p) = self.piece_at(sq) {
            self.gen_piece_with(sq, p, self.capturable(p.army(), p.role()), &mut list);
        }
        list.iter().fold(Bitboard::EMPTY, |b, m| b | m.to.bb())
    }

    /// The moves of one piece, given the cells it may capture on.
    #[inline]
    fn gen_piece_with<S: MoveSink>(&self, sq: Square, p: Piece, cap: Bitboard, out: &mut S) {
        let t = self.tables();
        let s = sq.index();
        let reach = !self.occupied | cap;
        let dests = match p.role() {
            Role::Pawn => return self.gen_pawn(sq, p, cap, out),
            Role::King => {
                let mut d = t.king[s] & reach;
                if self.rules().king_leap && !self.leap_used(p.army()) {
                    let leaps = t.knight[s] & reach;
                    // The attack test is the costly part: only when a leap is possible at all.
                    if !leaps.is_empty() && !self.attacked(sq, p) {
                        d |= leaps;
                    }
                }
                d
            }
            Role::Knight => t.knight[s] & reach,
            Role::Alfil => t.alfil[s] & reach,
            Role::Ferz => t.ferz[s] & reach,
            Role::Rook => self.slide(&t.rook_rays[s], cap),
            Role::Bishop => self.slide(&t.bishop_rays[s], cap),
            Role::Queen => self.slide(&t.rook_rays[s], cap) | self.slide(&t.bishop_rays[s], cap),
        };
        out.add(sq, dests);
    }

    #[inline]
    fn slide(&self, rays: &[crate::geometry::Ray; 4], cap: Bitboard) -> Bitboard {
        let mut d = Bitboard::EMPTY;
        for ray in rays {
            for c in ray.cells() {
                if self.occupied.has(c) {
                    if cap.has(c) {
                        d |= c.bb();
                    }
                    break;
                }
                d |= c.bb();
            }
        }
        d
    }

    #[inline]
    fn gen_pawn<S: MoveSink>(&self, sq: Square, p: Piece, cap: Bitboard, out: &mut S) {
        let rules = self.rules();
        let steps = &self.tables().pawn[p.dir().0 as usize][sq.index()];
        let mut dests = steps.diagonal & cap;
        if let Some(push) = steps.push {
            if !self.occupied.has(push) {
                dests |= push.bb();
                if rules.pawn_double_step && self.variant.start_piece(sq) == Some(p) {
                    if let Some(double) = steps.double.filter(|d| !self.occupied.has(*d)) {
                        dests |= double.bb();
                    }
                }
            } else if rules.pawn_forward_capture && cap.has(push) {
                dests |= push.bb();
            }
        }
        // Only cells where the promotion rule can apply need asking.
        let special = dests & self.variant.promotion_cells[p.army().index()];
        out.add(sq, dests & !special);
        for to in special {
            match self.promotion_rule(p, to) {
                PromotionRule::Stays => out.push(Move::new(sq, to)),
                PromotionRule::Forbidden => {}
                PromotionRule::Becomes(roles) => {
                    for r in roles.iter() {
                        out.push(Move {
                            from: sq,
                            to,
                            promotion: Some(r),
                        });
                    }
                }
            }
        }
    }

    // ----- Playing -----------------------------------------------------------------------------

    /// Sets the roll (an index into the die's faces) for the seat to move.
    pub fn set_roll(&mut self, face: u8) {
        debug_assert!(self
            .rules()
            .dice
            .is_some_and(|d| usize::from(face) < d.faces.len()));
        self.roll = Some(face);
    }

    /// Plays a move generated by [`Position::gen_moves`], without checking it.
    ///
    /// Handles every consequence (capture, promotion, the king's leap, the ruleset's hooks, the
    /// goal, the draw rule and the next turn); see [`Position::play_with`] to hear about them.
    #[inline]
    pub fn play(&mut self, mv: Move) {
        self.play_with(mv, &mut ());
    }

    /// Plays a move, reporting special events to `ev`.
    pub fn play_with<E: Events>(&mut self, mv: Move, ev: &mut E) {
        let Some(piece) = self.take(mv.from) else {
            debug_assert!(false, "play: no piece on {:?}", mv.from);
            return;
        };
        let victim = self.take(mv.to);
        let placed = match mv.promotion {
            Some(r) => piece.with_role(r),
            None => piece,
        };
        self.put(mv.to, placed);
        let army = piece.army();
        if piece.role() == Role::King && self.tables().knight[mv.from.index()].has(mv.to) {
            self.leap_used.insert(army);
            ev.push(Event::KingLeap { army });
        }
        if let Some(r) = mv.promotion {
            ev.push(Event::Promoted {
                army,
                role: r,
                at: mv.to,
            });
        }
        let irreversible = victim.is_some() || piece.role() == Role::Pawn || mv.promotion.is_some();
        self.quiet = if irreversible {
            0
        } else {
            self.quiet.saturating_add(1)
        };
        self.ply += 1;
        self.bonus = false;
        if let Some(v) = victim {
            self.on_capture(v, mv.to, army, ev);
        }
        if placed.role() == Role::Pawn && self.rules().meeting_pawns {
            self.meeting_pawns(mv.to, placed, ev);
        }
        if self.rules().is_four_handed() {
            self.after_four_handed_move(mv, placed, victim, ev);
        }
        self.check_goal(army, victim, ev);
        self.end_turn();
    }

    /// The seat to move has no legal move and passes.
    pub fn pass(&mut self) {
        self.pass_with(&mut ());
    }

    /// Passes, reporting the event.
    pub fn pass_with<E: Events>(&mut self, ev: &mut E) {
        ev.push(Event::Passed { seat: self.to_move });
        self.end_quiet_ply(ev);
    }

    /// Byzantine meeting pawns: if the cell ahead holds a same-coloured pawn travelling the other
    /// way, both are removed and the mover moves again.
    fn meeting_pawns<E: Events>(&mut self, at: Square, pawn: Piece, ev: &mut E) {
        let g = self.rules().geometry;
        let Some(ahead) = self.tables().pawn[pawn.dir().0 as usize][at.index()].push else {
            return;
        };
        let facing = Piece::new(pawn.army(), Role::Pawn, pawn.dir().reverse(g));
        if self.board[ahead.index()] == Some(facing) {
            self.take(at);
            self.take(ahead);
            self.met[pawn.army().index()] += 2;
            self.bonus = true;
            ev.push(Event::PawnsMet { army: pawn.army() });
        }
    }

    /// Ends the game by resignation of `seat`'s team (the pot goes to the other team).
    pub fn resign<E: Events>(&mut self, seat: Seat, ev: &mut E) {
        self.finish(
            Outcome::Win {
                team: seat.team().other(),
                reason: WinReason::Resignation,
            },
            ev,
        );
    }

    /// Ends the game as a draw by agreement (stakes are returned).
    pub fn agree_draw<E: Events>(&mut self, ev: &mut E) {
        self.finish(Outcome::Draw(DrawReason::Agreement), ev);
    }
}
