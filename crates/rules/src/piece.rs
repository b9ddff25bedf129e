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

/// A seat at the table, which is also the army that starts there.
///
/// Four-player rulesets: 0 South, 1 West, 2 North, 3 East (play goes in that order, clockwise).
/// Two-player rulesets: 0 White, 1 Black. Either way the team is `seat % 2`, so partners sit
/// opposite.
#[derive(Clone, Copy, PartialEq, Eq, PartialOrd, Ord, Hash, Debug)]
pub struct Seat(pub u8);

impl Seat {
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

/// One of the two teams. Team 0: South and North, or White. Team 1: West and East, or Black.
#[derive(Clone, Copy, PartialEq, Eq, PartialOrd, Ord, Hash, Debug)]
pub struct Team(pub u8);

impl Team {
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
    fn teams_and_partners() {
        assert_eq!(Seat(0).team(), Seat(2).team());
        assert_eq!(Seat(1).team(), Seat(3).team());
        assert_ne!(Seat(0).team(), Seat(1).team());
        assert_eq!(Seat(3).partner(), Seat(1));
        assert!(Role::Alfil.is_minor() && Role::Pawn.is_minor() && !Role::King.is_minor());
    }
}
