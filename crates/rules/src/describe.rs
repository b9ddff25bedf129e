//! Each ruleset's rules page, generated from the same data the engine runs on, so the page
//! cannot drift from the code. The UI shows it; `ashtapada rules <id>` prints it.

use crate::piece::Role;
use crate::ruleset::{
    AlfilSquare, AllyCapture, Goal, KingReturn, Privileged, Promotion, RollOff, Ruleset, Source,
    Stakes, Throne,
};
use crate::variant::Variant;

/// A rules page: titled sections of short paragraphs.
#[derive(Clone, PartialEq, Eq, Debug)]
pub struct RulesPage {
    /// The ruleset's name.
    pub title: String,
    /// The one-line summary.
    pub summary: String,
    /// The source document: its number and the part followed.
    pub document: String,
    /// The source document's title and origin.
    pub source: Source,
    /// Sections, in reading order.
    pub sections: Vec<Section>,
}

/// A section of a rules page: a heading, a table of piece kinds (only in the pieces' section),
/// then lines.
#[derive(Clone, PartialEq, Eq, Debug)]
pub struct Section {
    /// The heading.
    pub heading: String,
    /// The piece kinds the section presents, one row each.
    pub pieces: Vec<PieceRow>,
    /// Short paragraphs.
    pub lines: Vec<String>,
}

impl Section {
    fn new(heading: &str, lines: Vec<String>) -> Section {
        Section {
            heading: heading.to_string(),
            pieces: Vec::new(),
            lines,
        }
    }
}

/// A piece kind on a rules page: its role (the figure comes from
/// [`Ruleset::emblem`]), its name in the document's language and how it moves.
#[derive(Clone, Copy, PartialEq, Eq, Debug)]
pub struct PieceRow {
    /// The movement.
    pub role: Role,
    /// The document's name for it.
    pub name: &'static str,
    /// How it moves, a phrase.
    pub movement: &'static str,
}

fn movement(role: Role, circle: bool) -> &'static str {
    match (role, circle) {
        (Role::King, _) => "one step in any direction",
        (Role::Rook, false) => "slides any distance orthogonally",
        (Role::Rook, true) => "slides any distance along its ring (going round, never back to its own cell) or across the rings",
        (Role::Knight, _) => "leaps two cells one way and one the other (as the chess knight), jumping",
        (Role::Alfil, _) => "leaps exactly two cells diagonally, jumping",
        (Role::Ferz, _) => "one step diagonally",
        (Role::Bishop, _) => "slides diagonally (on the circle: along the curved diagonals until it leaves the rings)",
        (Role::Queen, _) => "moves as rook and bishop together",
        (Role::Pawn, false) => "steps one cell forward",
        (Role::Pawn, true) => "steps one cell along its ring, away from its own pieces",
    }
}

impl Ruleset {
    /// The ruleset's rules page.
    pub fn rules_page(&'static self) -> RulesPage {
        let v = Variant::of(self);
        let circle = self.geometry == crate::Geometry::Circle;
        let mut sections = Vec::new();

        let seats: Vec<String> = self
            .seats
            .iter()
            .enumerate()
            .map(|(i, s)| format!("{} ({}), team {}", s.name, s.colour, i % 2 + 1))
            .collect();
        sections.push(Section::new("Players", seats));

        let rows = Role::ALL
            .into_iter()
            .filter(|&role| {
                let present = (0..self.players()).any(|a| v.start_count[a][role as usize] > 0);
                let promotes_to = matches!(self.promotion, Promotion::EnemyPieceStartAnyButKing)
                    && matches!(role, Role::Queen | Role::Rook | Role::Bishop | Role::Knight);
                present || promotes_to
            })
            .map(|role| PieceRow {
                role,
                name: self.role_name(role),
                movement: movement(role, circle),
            })
            .collect();
        let mut pieces = Vec::new();
        let pawn = self.role_name(Role::Pawn);
        pieces.push(if self.pawn_forward_capture {
            format!("The {pawn} captures one cell forward or diagonally forward.")
        } else {
            format!("The {pawn} captures one cell diagonally forward only.")
        });
        if self.pawn_double_step {
            pieces.push(format!("A {pawn}'s first move may be two cells."));
        }
        if self.king_leap {
            pieces.push(format!(
                "Once per game the {} may leap like a knight, if it is not attacked.",
                self.role_name(Role::King)
            ));
        }
        sections.push(Section {
            pieces: rows,
            ..Section::new("Pieces", pieces)
        });

        if let Some(d) = self.dice {
            let mut lines: Vec<String> = d
                .faces
                .iter()
                .map(|f| {
                    let names: Vec<&str> = f.roles.iter().map(|r| self.role_name(r)).collect();
                    if names.is_empty() {
                        format!("{}: nothing moves", f.value)
                    } else {
                        format!("{}: {}", f.value, names.join(" or "))
                    }
                })
                .collect();
            lines.push("The roll names the piece kind that may move; a legal move of it must be made if one exists, otherwise the turn passes.".into());
            lines.push(match self.roll_off {
                RollOff::None => "South starts.".into(),
                RollOff::Reroll => {
                    "A roll-off decides who starts; the winner then rolls again.".into()
                }
                RollOff::KeepRoll => {
                    "A roll-off decides who starts; the winner's roll is his first roll.".into()
                }
            });
            sections.push(Section::new("Dice", lines));
        }

        let mut special = Vec::new();
        if self.is_four_handed() {
            if self.minors_spare_majors {
                special.push(format!(
                    "Minor pieces ({} and {}) cannot capture major ones.",
                    self.role_name(Role::Pawn),
                    self.role_name(Role::Alfil)
                ));
            }
            special.push(match self.ally_capture {
                AllyCapture::Never => "Allies' pieces cannot be captured.".into(),
                AllyCapture::AllButKing => {
                    "Allies' pieces can be captured, except the king.".into()
                }
                AllyCapture::All => "Allies' pieces can be captured, the king included.".into(),
            });
            match self.alfil_square {
                AlfilSquare::None => {}
                AlfilSquare::CaptureEnemiesTakeAlly => special.push(format!(
                    "When four {}s form a 2×2 square, the player whose move completed it captures both enemy ones and takes his ally's.",
                    self.role_name(Role::Alfil)
                )),
                AlfilSquare::CaptureOtherThree => special.push(format!(
                    "When four {}s form a 2×2 square, the player whose move completed it captures the other three.",
                    self.role_name(Role::Alfil)
                )),
            }
            if self.frozen_without_king {
                special.push("A player whose king is lost cannot move; his pieces stay on the board as obstacles.".into());
            }
            match self.throne {
                Throne::None => {}
                Throne::PlaysAllyTurns => special.push("A king on his ally's throne commands the ally's army and plays the ally's turns.".into()),
                Throne::EitherArmy => special.push("A king on his ally's throne commands the ally's army: on either partner's turn he may move either army.".into()),
            }
            match self.king_return {
                KingReturn::None => {}
                KingReturn::Exchange => special.push("When each team has lost a king, the holders may exchange them.".into()),
                KingReturn::ExchangeAndRelease => special.push("When each team has lost a king, the holders may exchange them; a team holding both enemy kings may demand its own king back.".into()),
                KingReturn::Reintroduction => special.push("A kingless player whose partner captures an enemy king may put his king back on any empty cell, then misses a turn; a king captured twice never returns.".into()),
            }
            if self.lone_king_withdraws {
                special.push(
                    "A player left with only his king withdraws it; his ally plays on alone."
                        .into(),
                );
            }
        }
        if self.meeting_pawns {
            special.push(format!(
                "Two of a player's {pawn}s meeting head-on are both removed, and he moves again."
            ));
        }
        special.push(match self.promotion {
            Promotion::None => format!("No promotion: a {pawn} stays a {pawn}."),
            Promotion::LostKindOfStartSquare => format!("A {pawn} on the last rank becomes the piece whose start square it reached, only if that kind was lost."),
            Promotion::EnemyKnightRookIfLost => format!("A {pawn} on an enemy knight's or rook's start square becomes that piece, only if its owner lost one."),
            Promotion::UnmarkedFarEdgeIfPieceAndPawnLost => format!("A {pawn} on an unmarked far-edge square becomes that square's piece, if that piece and a {pawn} were lost."),
            Promotion::UnmarkedFarEdgeAfterPawnLoss => format!("Until a {pawn} is lost no {pawn} may reach the far edge; after that, on an unmarked square it becomes that square's piece."),
            Promotion::FarEdgeAlways => format!("A {pawn} on the far edge becomes that square's piece, king included."),
            Promotion::EnemyPieceStartAnyButKing => format!("A {pawn} on an enemy piece's start cell becomes any piece but the king."),
        });
        match self.privileged_pawn {
            Privileged::None => {}
            Privileged::AnyFarEdge => special.push(format!("A player left with one {pawn} and one {}: the {pawn} promotes to any piece on any far-edge square.", self.role_name(Role::Alfil))),
            Privileged::EnemyStartSquares => special.push(format!("A player left with one {pawn} and one {}: the {pawn} promotes to knight, rook or king on an enemy knight, rook or king start square.", self.role_name(Role::Alfil))),
        }
        sections.push(Section::new("Special rules", special));

        match self.stakes {
            Stakes::None => {}
            Stakes::V2 => sections.push(Section::new("Stakes", vec![
                "Each player stakes one unit into the pot.".into(),
                "First occupation of an enemy throne: its owner pays one unit.".into(),
                "Each king captured: its owner pays the capturer one unit.".into(),
                "Empire (commanding both armies and eliminating the enemy but kings): each opponent pays two units.".into(),
                "The winning team shares the pot; players are ranked by money.".into(),
            ])),
            Stakes::Antique => sections.push(Section::new("Stakes", vec![
                "Each player stakes one unit into the pot.".into(),
                "First occupation of an enemy throne: one unit.".into(),
                "Capturing a king on its throne: two units; while building the empire: four.".into(),
                "The winning team shares the pot; players are ranked by money.".into(),
            ])),
        }
        let king = self.role_name(Role::King);
        sections.push(Section::new(
            "Goal",
            vec![match self.goal {
                Goal::CaptureKing => {
                    format!("Capture the enemy {king}. There is no check and no stalemate.")
                }
                Goal::CaptureBothKings => format!("Capture both enemy {king}s."),
                Goal::CaptureAllButKings => {
                    format!("Capture every enemy piece but the {king}s; win the most money.")
                }
                Goal::EliminateTeam => format!(
                    "Eliminate the enemy team (nothing or only {king}s left); win the most money."
                ),
                Goal::LastTeam => {
                    format!("Be the last team with pieces; {king}s only on both sides is a draw.")
                }
            }],
        ));
        sections.push(Section::new(
            "How this ruleset reads its document",
            self.readings.iter().map(|s| s.to_string()).collect(),
        ));
        RulesPage {
            title: self.name.to_string(),
            summary: self.summary.to_string(),
            document: self.document.to_string(),
            source: *self.source,
            sections,
        }
    }
}

#[cfg(test)]
mod tests {
    use super::Section;
    use crate::{Role, Ruleset};

    fn section<'a>(page: &'a super::RulesPage, heading: &str) -> &'a Section {
        page.sections
            .iter()
            .find(|s| s.heading == heading)
            .unwrap_or_else(|| panic!("no section {heading}"))
    }

    #[test]
    fn every_page_names_its_document_and_readings() {
        for r in Ruleset::all() {
            let page = r.rules_page();
            assert!(!page.document.is_empty(), "{}", r.id);
            let readings = page
                .sections
                .iter()
                .find(|s| s.heading.starts_with("How this ruleset reads"));
            assert_eq!(
                readings.map(|s| s.lines.len()),
                Some(r.readings.len()),
                "{}",
                r.id
            );
            assert!(r.readings.len() >= 3, "{} lists its readings", r.id);
        }
    }

    #[test]
    fn pages_use_the_documents_names() {
        let antique = Ruleset::by_id("chaturanga-antique").unwrap().rules_page();
        let pieces = &section(&antique, "Pieces").pieces;
        let navire = pieces.iter().find(|p| p.role == Role::Alfil).unwrap();
        assert_eq!(navire.name, "Navire");
        assert_eq!(
            navire.movement,
            "leaps exactly two cells diagonally, jumping"
        );
        let chaturaji = Ruleset::by_id("chaturaji").unwrap().rules_page();
        let dice = &section(&chaturaji, "Dice").lines;
        assert_eq!(dice[0], "2: Boat");
        assert_eq!(dice[3], "5: King or Pawn");
    }

    #[test]
    fn the_pieces_table_lists_each_kind_on_the_board_once() {
        let names = |id: &str| -> Vec<&str> {
            let page = Ruleset::by_id(id).unwrap().rules_page();
            section(&page, "Pieces")
                .pieces
                .iter()
                .map(|p| p.name)
                .collect()
        };
        // Four-handed: no ferz, bishop or queen on the board.
        assert_eq!(
            names("chaturaji"),
            ["King", "Elephant", "Horse", "Boat", "Pawn"]
        );
        assert_eq!(
            names("chaturanga-v3"),
            ["Rajah", "Tour", "Cavalier", "Éléphant", "Vizir", "Soldat"]
        );
        // The modern circle lists the bishop and queen (on the board, and promotion targets).
        assert_eq!(
            names("byzantine-modern"),
            ["Roi", "Tour", "Cavalier", "Fou", "Dame", "Pion"]
        );
        // The pawn's capture rule stays a line under the table.
        let page = Ruleset::by_id("chaturaji").unwrap().rules_page();
        assert_eq!(
            section(&page, "Pieces").lines,
            ["The Pawn captures one cell diagonally forward only."]
        );
        assert!(section(&page, "Dice").pieces.is_empty());
    }

    #[test]
    fn the_page_carries_the_source_title_and_origin() {
        let page = Ruleset::by_id("chaduranga").unwrap().rules_page();
        assert_eq!(page.document, "003 (Four Handed Chaduranga)");
        assert_eq!(page.source.title, "Four Handed Chaduranga");
        assert!(page.source.origin.contains("blog post"));
    }
}
