//! Pieces, named by how they move, and the seats and teams that own them.

use crate::geometry::PawnDir;
use std::num::NonZeroU8;

/// A piece's movement. Each ruleset shows its own names for these (see
/// [`Ruleset::role_name`](crate::Ruleset::role_name)).
#[derive(Clone, Copy, PartialEq, Eq, PartialOrd, Ord, Hash, Debug)]
#[repr(u8)]
pub enum Role {
    /// One step in any direction.
    King = 0,
    /// Slides orthogonally.
    Rook = 1,
    /// The (2,1) leap.
    Knight = 2,
    /// Exactly two cells diagonally, jumping.
    Alfil = 3,
    /// One cell diagonally.
    Ferz = 4,
    /// Slides diagonally (modern Byzantine).
    Bishop = 5,
    /// Rook and bishop together (modern Byzantine).
    Queen = 6,
    /// Steps forward, captures by its ruleset's pawn rule.
    Pawn = 7,
}

impl Role {
    /// Every role, in index order.
    pub const ALL: [Role; 8] = [
        Role::King,
        Role::Rook,
        Role::Knight,
        Role::Alfil,
        Role::Ferz,
        Role::Bishop,
        Role::Queen,
        Role::Pawn,
    ];

    /// The role with this index (0..8).
    #[inline]
    pub const fn from_index(i: u8) -> Role {
        Role::ALL[(i & 7) as usize]
    }

    /// The letter used in records: `K R N A F B Q P`.
    pub const fn letter(self) -> char {
        ['K', 'R', 'N', 'A', 'F', 'B', 'Q', 'P'][self as usize]
    }

    /// The role of a record letter (case-insensitive).
    pub fn from_letter(c: char) -> Option<Role> {
        Role::ALL
            .into_iter()
            .find(|r| r.letter() == c.to_ascii_uppercase())
    }

    /// Minor pieces (pawns and alfils) may not capture major ones where a ruleset says so.
    pub const fn is_minor(self) -> bool {
        matches!(self, Role::Pawn | Role::Alfil)
    }
}

/// A set of roles, one bit per [`Role`].
#[derive(Clone, Copy, PartialEq, Eq, Hash, Debug, Default)]
pub struct RoleSet(pub u8);

impl RoleSet {
    /// No role.
    pub const NONE: RoleSet = RoleSet(0);
    /// Every role.
    pub const ALL: RoleSet = RoleSet(0xff);
    /// The set of these roles.
    pub const fn of(roles: &[Role]) -> RoleSet {
        let mut bits = 0u8;
        let mut i = 0;
        while i < roles.len() {
            bits |= 1 << roles[i] as u8;
            i += 1;
        }
        RoleSet(bits)
    }
    /// Whether the set holds `r`.
    #[inline]
    pub const fn has(self, r: Role) -> bool {
        self.0 >> r as u8 & 1 != 0
    }
    /// The roles in the set.
    pub fn iter(self) -> impl Iterator<Item = Role> {
        Role::ALL.into_iter().filter(move |&r| self.has(r))
    }
}

/// What a source document calls a piece, whatever its movement: the thing its figure shows.
///
/// Movement and name part ways between the documents: the rook-mover is a tower in one and an
/// elephant in another, the alfil-mover an elephant, a boat or a bishop (see
/// [`Ruleset::emblem`](crate::Ruleset::emblem)). A piece is drawn as what it is called, so
/// that "2 rolled: Boat" shows a boat.
#[derive(Clone, Copy, PartialEq, Eq, PartialOrd, Ord, Hash, Debug)]
#[repr(u8)]
pub enum Emblem {
    /// The king (rajah, raja, roi).
    King = 0,
    /// A tower (tour).
    Tower = 1,
    /// A horse or knight (cheval, cavalier).
    Horse = 2,
    /// An elephant (éléphant).
    Elephant = 3,
    /// A boat or ship (navire).
    Boat = 4,
    /// The king's counsellor (vizir, ferz, conseiller).
    Counsellor = 5,
    /// A bishop (fou).
    Bishop = 6,
    /// A queen (dame).
    Queen = 7,
    /// A foot soldier (soldat, pawn, pion).
    Soldier = 8,
}

impl Emblem {
    /// Every emblem, in index order.
    pub const ALL: [Emblem; 9] = [
        Emblem::King,
        Emblem::Tower,
        Emblem::Horse,
        Emblem::Elephant,
        Emblem::Boat,
        Emblem::Counsellor,
        Emblem::Bishop,
        Emblem::Queen,
        Emblem::Soldier,
    ];

    /// The emblem each role's own name gives it, by [`Role`] index (the alfil is Arabic's
    /// elephant, the ferz Persian's counsellor): for a board shown without a ruleset.
    pub const BY_MOVEMENT: [Emblem; 8] = [
        Emblem::King,
        Emblem::Tower,
        Emblem::Horse,
        Emblem::Elephant,
        Emblem::Counsellor,
        Emblem::Bishop,
        Emblem::Queen,
        Emblem::Soldier,
    ];
}

/// A seat at the table, which is also the army that starts there.
///
/// Four-player rulesets: 0 South, 1 West, 2 North, 3 East (play goes in that order, clockwise).
/// Two-player rulesets: 0 White, 1 Black. Either way the team is `seat % 2`, so partners sit
/// opposite.
///
/// Closed, like [`crate::Square`]: outside this crate a seat is made only by [`Seat::new`]
/// (checked), [`Seat::ALL`] or [`crate::Ruleset::seats`], so a seat number read from outside
/// is checked where it enters.
#[derive(Clone, Copy, PartialEq, Eq, PartialOrd, Ord, Hash, Debug)]
pub struct Seat(pub(crate) u8);

/// A seat number that no table has: seats are numbered 0 to 3.
#[derive(Clone, Copy, PartialEq, Eq, Debug, thiserror::Error)]
#[error("seat {0} does not exist (seats are numbered 0 to 3)")]
pub struct SeatOutOfRange(pub u8);

impl Seat {
    /// The most seats a table has.
    pub const COUNT: usize = 4;

    /// Every seat a table can have, in play order (0 South or White, 1 West or Black, 2 North,
    /// 3 East).
    pub const ALL: [Seat; Seat::COUNT] = [Seat(0), Seat(1), Seat(2), Seat(3)];

    /// The seat of this number, if a table can have it (below 4). Whether a ruleset has it is
    /// the ruleset's business ([`crate::Ruleset::seat`]).
    #[inline]
    pub const fn new(number: u8) -> Option<Seat> {
        if (number as usize) < Seat::COUNT {
            Some(Seat(number))
        } else {
            None
        }
    }

    /// The seat's number (0 to 3), as records, links and messages write it.
    #[inline]
    pub const fn number(self) -> u8 {
        self.0
    }

    /// The seat's team.
    #[inline]
    pub const fn team(self) -> Team {
        Team(self.0 & 1)
    }
    /// The partner's seat (four-player rulesets).
    #[inline]
    pub const fn partner(self) -> Seat {
        Seat(self.0 ^ 2)
    }
    /// The seat's index.
    #[inline]
    pub const fn index(self) -> usize {
        self.0 as usize
    }
}

/// One value per seat a table can have, indexed by [`Seat`] (never by a bare number, so that
/// per-seat data cannot be read at a seat that does not exist).
#[derive(Clone, Copy, PartialEq, Eq, Hash, Debug, Default)]
pub struct BySeat<T>([T; Seat::COUNT]);

impl<T> BySeat<T> {
    /// Each seat's value, made by `f`.
    pub fn from_fn(mut f: impl FnMut(Seat) -> T) -> BySeat<T> {
        BySeat(Seat::ALL.map(&mut f))
    }

    /// The values of the first `players` seats, in play order, with their seats.
    pub fn iter(&self, players: usize) -> impl Iterator<Item = (Seat, &T)> {
        Seat::ALL.into_iter().zip(&self.0).take(players)
    }
}

/// The engine's per-seat arrays (money, counts), indexed by seat number.
impl<T> From<[T; Seat::COUNT]> for BySeat<T> {
    fn from(values: [T; Seat::COUNT]) -> BySeat<T> {
        BySeat(values)
    }
}

impl<T> std::ops::Index<Seat> for BySeat<T> {
    type Output = T;
    #[inline]
    fn index(&self, seat: Seat) -> &T {
        &self.0[seat.index()]
    }
}

impl<T> std::ops::IndexMut<Seat> for BySeat<T> {
    #[inline]
    fn index_mut(&mut self, seat: Seat) -> &mut T {
        &mut self.0[seat.index()]
    }
}

/// A set of seats (or of the armies that start there), one bit per seat.
///
/// It stands for the position's per-seat flags (who commands, who withdrew, who used the king's
/// leap...) and for the armies a seat may move. Only the four seats 0..4 can be members: adding
/// any other seat does nothing.
#[derive(Clone, Copy, PartialEq, Eq, Hash, Default)]
pub struct SeatSet(u8);

impl SeatSet {
    /// No seat.
    pub const EMPTY: SeatSet = SeatSet(0);

    /// The set of one seat.
    #[inline]
    pub const fn single(seat: Seat) -> SeatSet {
        if seat.0 < 4 {
            SeatSet(1 << seat.0)
        } else {
            SeatSet(0)
        }
    }
    /// Whether the set holds `seat`.
    #[inline]
    pub const fn contains(self, seat: Seat) -> bool {
        seat.0 < 4 && self.0 >> seat.0 & 1 != 0
    }
    /// Adds `seat`.
    #[inline]
    pub fn insert(&mut self, seat: Seat) {
        *self = self.with(seat);
    }
    /// Removes `seat`.
    #[inline]
    pub fn remove(&mut self, seat: Seat) {
        *self = self.without(seat);
    }
    /// The set with `seat` added.
    #[inline]
    pub const fn with(self, seat: Seat) -> SeatSet {
        SeatSet(self.0 | SeatSet::single(seat).0)
    }
    /// The set with `seat` removed.
    #[inline]
    pub const fn without(self, seat: Seat) -> SeatSet {
        SeatSet(self.0 & !SeatSet::single(seat).0)
    }
    /// Whether the set is empty.
    #[inline]
    pub const fn is_empty(self) -> bool {
        self.0 == 0
    }
    /// How many seats the set holds.
    #[inline]
    pub const fn len(self) -> usize {
        self.0.count_ones() as usize
    }
    /// The lowest seat of the set, if any.
    #[inline]
    pub const fn first(self) -> Option<Seat> {
        if self.0 == 0 {
            None
        } else {
            Some(Seat(self.0.trailing_zeros() as u8))
        }
    }
    /// The seats of the set, lowest first.
    #[inline]
    pub fn iter(self) -> impl Iterator<Item = Seat> {
        let mut bits = self.0;
        std::iter::from_fn(move || {
            let seat = Seat(bits.trailing_zeros() as u8);
            // Clearing the lowest bit; `bits` is 0 once every seat was given.
            (bits != 0).then(|| {
                bits &= bits - 1;
                seat
            })
        })
    }
    /// The seats in either set.
    #[inline]
    pub const fn union(self, other: SeatSet) -> SeatSet {
        SeatSet(self.0 | other.0)
    }
    /// The seats in both sets.
    #[inline]
    pub const fn intersection(self, other: SeatSet) -> SeatSet {
        SeatSet(self.0 & other.0)
    }
    /// The seats in this set and not in `other`.
    #[inline]
    pub const fn difference(self, other: SeatSet) -> SeatSet {
        SeatSet(self.0 & !other.0)
    }
    /// The set of a mask whose bit *i* is seat *i* (as links and live play's messages write
    /// it); bits above the fourth are no seat and are dropped.
    #[inline]
    pub const fn from_bits(bits: u8) -> SeatSet {
        SeatSet(bits & 0b1111)
    }
    /// The set as a mask, bit *i* for seat *i*.
    #[inline]
    pub const fn bits(self) -> u8 {
        self.0
    }
}

impl FromIterator<Seat> for SeatSet {
    fn from_iter<I: IntoIterator<Item = Seat>>(seats: I) -> SeatSet {
        seats.into_iter().fold(SeatSet::EMPTY, SeatSet::with)
    }
}

impl std::fmt::Debug for SeatSet {
    fn fmt(&self, f: &mut std::fmt::Formatter<'_>) -> std::fmt::Result {
        f.debug_set().entries(self.iter().map(|s| s.0)).finish()
    }
}

/// One of the two teams. Team 0: South and North, or White. Team 1: West and East, or Black.
#[derive(Clone, Copy, PartialEq, Eq, PartialOrd, Ord, Hash, Debug)]
pub struct Team(pub u8);

impl Team {
    /// The team's index, 0 or 1.
    #[inline]
    pub const fn index(self) -> usize {
        (self.0 & 1) as usize
    }
    /// The other team.
    #[inline]
    pub const fn other(self) -> Team {
        Team(self.0 ^ 1)
    }
}

/// A piece on the board: its army (owner), role and, for pawns, direction of travel.
///
/// Packed in one byte: bit 7 always set (so `Option<Piece>` is one byte), bits 0–1 army, bits 2–4
/// role, bits 5–6 pawn direction.
#[derive(Clone, Copy, PartialEq, Eq, Hash, Debug)]
pub struct Piece(NonZeroU8);

impl Piece {
    /// A piece; `dir` is kept only for pawns.
    #[inline]
    pub fn new(army: Seat, role: Role, dir: PawnDir) -> Piece {
        let dir = if role == Role::Pawn { dir.0 & 3 } else { 0 };
        let bits = 0x80 | (army.0 & 3) | (role as u8) << 2 | dir << 5;
        Piece(NonZeroU8::new(bits).expect("bit 7 is set"))
    }
    /// The owner.
    #[inline]
    pub fn army(self) -> Seat {
        Seat(self.0.get() & 3)
    }
    /// The movement.
    #[inline]
    pub fn role(self) -> Role {
        Role::from_index(self.0.get() >> 2 & 7)
    }
    /// The pawn's direction (meaningless for other roles).
    #[inline]
    pub fn dir(self) -> PawnDir {
        PawnDir(self.0.get() >> 5 & 3)
    }
    /// The same piece with another role (promotion).
    pub fn with_role(self, role: Role) -> Piece {
        Piece::new(self.army(), role, self.dir())
    }
    /// The same piece under another owner (the alfil square's "takes the ally's").
    pub fn with_army(self, army: Seat) -> Piece {
        Piece::new(army, self.role(), self.dir())
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn seats_are_made_only_in_range_and_rulesets_list_theirs() {
        assert_eq!(Seat::new(3), Some(Seat(3)));
        assert_eq!(Seat::new(4), None);
        assert_eq!(Seat::new(255), None);
        assert_eq!(Seat::ALL.map(Seat::number), [0, 1, 2, 3]);
        let chaturaji = crate::Ruleset::by_id("chaturaji").unwrap();
        let v3 = crate::Ruleset::by_id("chaturanga-v3").unwrap();
        assert_eq!(chaturaji.seats().collect::<Vec<_>>(), Seat::ALL);
        assert_eq!(v3.seats().collect::<Vec<_>>(), [Seat(0), Seat(1)]);
        assert_eq!(v3.seat_at(1), Some(Seat(1)));
        assert_eq!(v3.seat_at(2), None);
        assert_eq!(chaturaji.seat_at(3), Some(Seat(3)));
    }

    #[test]
    fn by_seat_holds_a_value_per_seat() {
        let mut money = BySeat::from_fn(|s| i32::from(s.number()) * 10);
        money[Seat(2)] += 5;
        assert_eq!(money[Seat(2)], 25);
        assert_eq!(
            money.iter(2).map(|(s, &m)| (s, m)).collect::<Vec<_>>(),
            [(Seat(0), 0), (Seat(1), 10)]
        );
        assert_eq!(BySeat::<u8>::default()[Seat(3)], 0);
    }

    #[test]
    fn piece_packs_and_unpacks() {
        for a in 0..4 {
            for r in Role::ALL {
                for d in 0..4 {
                    let p = Piece::new(Seat(a), r, PawnDir(d));
                    assert_eq!(p.army(), Seat(a));
                    assert_eq!(p.role(), r);
                    if r == Role::Pawn {
                        assert_eq!(p.dir(), PawnDir(d));
                    }
                }
            }
        }
        assert_eq!(std::mem::size_of::<Option<Piece>>(), 1);
    }

    #[test]
    fn seat_sets_hold_what_was_inserted() {
        let mut set = SeatSet::EMPTY;
        assert!(set.is_empty() && set.first().is_none());
        set.insert(Seat(3));
        set.insert(Seat(1));
        set.insert(Seat(3));
        assert_eq!(set.len(), 2);
        assert!(set.contains(Seat(1)) && set.contains(Seat(3)) && !set.contains(Seat(0)));
        assert_eq!(set.iter().collect::<Vec<_>>(), [Seat(1), Seat(3)]);
        assert_eq!(set.first(), Some(Seat(1)));
        set.remove(Seat(1));
        assert_eq!(set, SeatSet::single(Seat(3)));
        assert_eq!(format!("{set:?}"), "{3}");
        let both: SeatSet = [Seat(0), Seat(2)].into_iter().collect();
        assert_eq!(both.union(set).len(), 3);
        assert_eq!(both.intersection(set), SeatSet::EMPTY);
        assert_eq!(both.without(Seat(0)).with(Seat(1)).iter().count(), 2);
    }

    #[test]
    fn a_seat_set_never_holds_a_seat_past_the_fourth() {
        let mut set = SeatSet::single(Seat(0));
        set.insert(Seat(4));
        set.insert(Seat(200));
        assert_eq!(set, SeatSet::single(Seat(0)));
        assert!(!set.contains(Seat(4)) && !set.contains(Seat(8)));
        assert_eq!(SeatSet::single(Seat(9)), SeatSet::EMPTY);
    }

    #[test]
    fn teams_and_partners() {
        assert_eq!(Seat(0).team(), Seat(2).team());
        assert_eq!(Seat(1).team(), Seat(3).team());
        assert_ne!(Seat(0).team(), Seat(1).team());
        assert_eq!(Seat(3).partner(), Seat(1));
        assert!(Role::Alfil.is_minor() && Role::Pawn.is_minor() && !Role::King.is_minor());
    }
}
