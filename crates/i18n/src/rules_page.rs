//! Each ruleset's rules page, in each language.
//!
//! The page is generated from the same ruleset data as the engine (the switches, the die, the
//! promotion rule, the readings), so it cannot drift from the code; it is written in the
//! project's own words, each line a message of the Fluent files, and each reading of an
//! ambiguity of the document is stated in both languages. The web shows it; `ashtapada rules
//! <id> [--lang fr]` prints it.

use ashtapada_rules::ruleset::{
    AlfilSquare, AllyCapture, Goal, KingReturn, Privileged, Promotion, RollOff, Stakes, Throne,
};
use ashtapada_rules::variant::Variant;
use ashtapada_rules::{Geometry, Reading, Role, Ruleset, Seat};

use crate::lang::Lang;
use crate::names::{self, document_lang, piece_gender};

/// A rules page: what the ruleset is and where it comes from, then titled sections.
#[derive(Clone, PartialEq, Eq, Debug)]
pub struct RulesPage {
    /// The ruleset's name ([`names::ruleset_name`]).
    pub title: &'static str,
    /// The ruleset's one-line summary.
    pub summary: &'static str,
    /// The source document as the project cites it, its number and the part followed:
    /// "000 (Chaturanga, variante 1)". A citation, so the same in every language.
    pub document: &'static str,
    /// The source document's own title, untranslated (a page cites it as written).
    pub source_title: &'static str,
    /// What the source document is, in the page's language ([`names::source_origin`]).
    pub source_origin: &'static str,
    /// Which names are the document's own: all of them when the page is in the document's
    /// language; otherwise the document's names, which the page translates.
    pub names_note: String,
    /// The sections, in reading order: players, pieces, the die (if any), special rules, stakes
    /// (if any), goal, and the readings of the document.
    pub sections: Vec<Section>,
}

/// A section of a rules page: a heading, a table of piece kinds (only in the pieces' section),
/// then lines.
#[derive(Clone, PartialEq, Eq, Debug)]
pub struct Section {
    /// The heading.
    pub heading: &'static str,
    /// The piece kinds the section presents, one row each.
    pub pieces: Vec<PieceRow>,
    /// Short paragraphs, each a sentence.
    pub lines: Vec<String>,
}

impl Section {
    fn new(heading: &'static str, lines: Vec<String>) -> Section {
        Section {
            heading,
            pieces: Vec::new(),
            lines,
        }
    }
}

/// A piece kind on a rules page: its role (the figure comes from [`Ruleset::emblem`]), its name
/// in the page's language and how it moves.
#[derive(Clone, Copy, PartialEq, Eq, Debug)]
pub struct PieceRow {
    /// The movement.
    pub role: Role,
    /// Its name ([`names::piece`]).
    pub name: &'static str,
    /// Its letter in the moves ([`names::piece_letter`]); none for the pawn.
    pub letter: Option<char>,
    /// How it moves, a phrase without its capital or full stop.
    pub movement: &'static str,
}

/// How a role moves, on the square board or the circle.
pub fn movement(lang: Lang, role: Role, circle: bool) -> &'static str {
    match (role, circle) {
        (Role::King, _) => lang.rules_move_king(),
        (Role::Rook, false) => lang.rules_move_rook(),
        (Role::Rook, true) => lang.rules_move_rook_circle(),
        (Role::Knight, _) => lang.rules_move_knight(),
        (Role::Alfil, _) => lang.rules_move_alfil(),
        (Role::Ferz, _) => lang.rules_move_ferz(),
        (Role::Bishop, _) => lang.rules_move_bishop(),
        (Role::Queen, _) => lang.rules_move_queen(),
        (Role::Pawn, false) => lang.rules_move_pawn(),
        (Role::Pawn, true) => lang.rules_move_pawn_circle(),
    }
}

/// A reading of a ruleset's document, as its rules page states it.
pub fn reading(lang: Lang, reading: Reading) -> &'static str {
    match reading {
        Reading::Kings => lang.reading_kings(),
        Reading::Draw => lang.reading_draw(),
        Reading::DicePass => lang.reading_dice_pass(),
        Reading::EnemyThrone => lang.reading_enemy_throne(),
        Reading::Payee => lang.reading_payee(),
        Reading::DrawStakes => lang.reading_draw_stakes(),
        Reading::AutomaticPromotion => lang.reading_automatic_promotion(),
        Reading::RollOffRerolls => lang.reading_roll_off_rerolls(),
        Reading::KinglessArmyMoves => lang.reading_kingless_army_moves(),
        Reading::WhiteFirst => lang.reading_white_first(),
        Reading::Circle => lang.reading_circle(),
        Reading::RookRing => lang.reading_rook_ring(),
        Reading::MeetingPawns => lang.reading_meeting_pawns(),
        Reading::SouthStartsClockwise => lang.reading_south_starts_clockwise(),
        Reading::RajahLeap => lang.reading_rajah_leap(),
        Reading::KinglessSkipsObstacles => lang.reading_kingless_skips_obstacles(),
        Reading::CommandLasts => lang.reading_command_lasts(),
        Reading::ExchangeOffer => lang.reading_exchange_offer(),
        Reading::OptionalDie => lang.reading_optional_die(),
        Reading::KinglessSkips => lang.reading_kingless_skips(),
        Reading::V2Goal => lang.reading_v2_goal(),
        Reading::V2PrivilegedPawn => lang.reading_v2_privileged_pawn(),
        Reading::V2Stakes => lang.reading_v2_stakes(),
        Reading::V2LoneRajah => lang.reading_v2_lone_rajah(),
        Reading::NoStalemate => lang.reading_no_stalemate(),
        Reading::V3RajahLeap => lang.reading_v3_rajah_leap(),
        Reading::V3Promotion => lang.reading_v3_promotion(),
        Reading::AntiqueDie => lang.reading_antique_die(),
        Reading::AntiqueRollOff => lang.reading_antique_roll_off(),
        Reading::AntiquePrivileged => lang.reading_antique_privileged(),
        Reading::AntiqueStakes => lang.reading_antique_stakes(),
        Reading::AntiqueEmpire => lang.reading_antique_empire(),
        Reading::AntiqueLoneRajah => lang.reading_antique_lone_rajah(),
        Reading::Rule5RollOff => lang.reading_rule5_roll_off(),
        Reading::Rule16Promotion => lang.reading_rule16_promotion(),
        Reading::Rule17Privileged => lang.reading_rule17_privileged(),
        Reading::Reintroduction => lang.reading_reintroduction(),
        Reading::CapturedTwice => lang.reading_captured_twice(),
        Reading::FarEdgePromotion => lang.reading_far_edge_promotion(),
        Reading::TraditionalSetUp => lang.reading_traditional_set_up(),
        Reading::TraditionalPieces => lang.reading_traditional_pieces(),
        Reading::TraditionalPawns => lang.reading_traditional_pawns(),
        Reading::ModernSetUp => lang.reading_modern_set_up(),
        Reading::ModernBishop => lang.reading_modern_bishop(),
        Reading::NoNullMove => lang.reading_no_null_move(),
        Reading::ModernDoubleStep => lang.reading_modern_double_step(),
        Reading::ModernPromotion => lang.reading_modern_promotion(),
    }
}

/// The ruleset's rules page in `lang`.
pub fn rules_page(lang: Lang, r: &'static Ruleset) -> RulesPage {
    let v = Variant::of(r);
    let circle = r.geometry == Geometry::Circle;
    let name = |role: Role| names::piece(lang, r, role);
    let mut sections = Vec::new();

    let seats = r
        .seats()
        .map(|s| {
            let team = i64::from(s.team().0) + 1;
            lang.rules_seat(names::colour(lang, r, s), names::seat(lang, r, s), team)
        })
        .collect();
    sections.push(Section::new(lang.rules_section_players(), seats));

    // Each kind on the board once, and the modern circle's promotion targets, which may not be.
    let rows: Vec<PieceRow> = Role::ALL
        .into_iter()
        .filter(|&role| {
            let present = (0..r.players()).any(|a| v.start_count[a][role as usize] > 0);
            let promotes_to = matches!(r.promotion, Promotion::EnemyPieceStartAnyButKing)
                && matches!(role, Role::Queen | Role::Rook | Role::Bishop | Role::Knight);
            present || promotes_to
        })
        .map(|role| PieceRow {
            role,
            name: name(role),
            letter: (role != Role::Pawn).then(|| names::piece_letter(lang, r, role)),
            movement: movement(lang, role, circle),
        })
        .collect();
    let lines = lines(lang, r);
    let mut pieces = lines.pawn.clone();
    pieces.extend(lines.king_leap.clone());
    pieces.push(lang.rules_letters().to_string());
    let names_note = names_note(lang, r, &rows);
    sections.push(Section {
        pieces: rows,
        ..Section::new(lang.rules_section_pieces(), pieces)
    });

    if r.dice.is_some() {
        sections.push(Section::new(lang.rules_section_dice(), lines.dice.clone()));
    }

    let special = [
        &lines.minors,
        &lines.ally,
        &lines.alfil_square,
        &lines.frozen,
        &lines.throne,
        &lines.king_return,
        &lines.lone_king,
        &lines.meeting_pawns,
    ]
    .into_iter()
    .flatten()
    .cloned()
    .chain(std::iter::once(lines.promotion.clone()))
    .chain(lines.privileged.clone())
    .collect();
    sections.push(Section::new(lang.rules_section_special(), special));
    if !lines.stakes.is_empty() {
        sections.push(Section::new(
            lang.rules_section_stakes(),
            lines.stakes.clone(),
        ));
    }
    sections.push(Section::new(lang.rules_section_goal(), vec![lines.goal]));

    let readings = r
        .readings
        .iter()
        .map(|&x| reading(lang, x).into())
        .collect();
    sections.push(Section::new(lang.rules_section_readings(), readings));

    RulesPage {
        title: names::ruleset_name(lang, r),
        summary: names::ruleset_summary(lang, r),
        document: r.document,
        source_title: r.source.title,
        source_origin: names::source_origin(lang, r),
        names_note,
        sections,
    }
}

/// The rules page's sentences, each under the name of the rule it states, so that what shows
/// one rule (a lesson of the Learn section) says it in the page's own words.
#[derive(Clone, PartialEq, Eq, Debug, Default)]
pub struct Lines {
    /// How pawns capture, and their double step where they have one.
    pub pawn: Vec<String>,
    /// The king's one-time leap.
    pub king_leap: Option<String>,
    /// The die: each face, what a roll obliges, who starts.
    pub dice: Vec<String>,
    /// Minor pieces spare major ones.
    pub minors: Option<String>,
    /// Whether allies' pieces may be captured.
    pub ally: Option<String>,
    /// The alfil (boat) square.
    pub alfil_square: Option<String>,
    /// An army without its king is frozen.
    pub frozen: Option<String>,
    /// Command through the ally's throne.
    pub throne: Option<String>,
    /// The exchange and release of kings, or Chaduranga's reintroduction.
    pub king_return: Option<String>,
    /// The lone king's withdrawal.
    pub lone_king: Option<String>,
    /// Meeting pawns.
    pub meeting_pawns: Option<String>,
    /// The promotion rule.
    pub promotion: String,
    /// The privileged pawn.
    pub privileged: Option<String>,
    /// The stakes, one payment a line.
    pub stakes: Vec<String>,
    /// The goal.
    pub goal: String,
}

/// The ruleset's rules as the rules page states them, by rule.
pub fn lines(lang: Lang, r: &'static Ruleset) -> Lines {
    let name = |role: Role| names::piece(lang, r, role);
    let plural = |role: Role| names::piece_plural(lang, r, role);
    let gender = |role: Role| piece_gender(lang, r, role);
    let (pawn, pawn_gender) = (name(Role::Pawn), gender(Role::Pawn));
    let (alfil, alfil_gender) = (name(Role::Alfil), gender(Role::Alfil));
    let (king, king_gender) = (name(Role::King), gender(Role::King));
    let mut out = Lines::default();
    out.pawn.push(if r.pawn_forward_capture {
        lang.rules_pawn_captures_forward(pawn, pawn_gender)
    } else {
        lang.rules_pawn_captures_diagonal(pawn, pawn_gender)
    });
    if r.pawn_double_step {
        out.pawn
            .push(lang.rules_pawn_double_step(pawn, pawn_gender));
    }
    if r.king_leap {
        out.king_leap = Some(lang.rules_king_leap(king, king_gender));
    }
    let dice = match r.dice {
        None => Vec::new(),
        Some(d) => {
            let mut lines: Vec<String> = d
                .faces
                .iter()
                .map(|f| {
                    let value = i64::from(f.value);
                    let names = f
                        .roles
                        .iter()
                        .map(|role| name(role).to_string())
                        .reduce(|a, b| lang.rules_or(&a, &b));
                    match names {
                        Some(names) => lang.rules_face(&names, value),
                        None => lang.rules_face_nothing(value),
                    }
                })
                .collect();
            lines.push(lang.rules_dice_must_move().into());
            lines.push(match r.roll_off {
                // The subject may start with an article ("les Blancs"): the line needs its capital.
                RollOff::None => names::capitalise(&lang.rules_first_seat(
                    &names::seat_subject(lang, r, Seat::ALL[0]),
                    names::seat_form(lang, r, Seat::ALL[0]),
                )),
                RollOff::Reroll => lang.rules_roll_off_reroll().into(),
                RollOff::KeepRoll => lang.rules_roll_off_keep().into(),
            });
            // How the dice stay fair between devices with no server (issue 46).
            lines.push(lang.rules_dice_fair().into());
            lines
        }
    };

    out.dice = dice;
    if r.is_four_handed() {
        if r.minors_spare_majors {
            out.minors = Some(lang.rules_minors(alfil, pawn));
        }
        out.ally = Some(match r.ally_capture {
            AllyCapture::Never => lang.rules_ally_never().into(),
            AllyCapture::AllButKing => lang.rules_ally_but_king(king, king_gender),
            AllyCapture::All => lang.rules_ally_all(king, king_gender),
        });
        let alfils = plural(Role::Alfil);
        out.alfil_square = match r.alfil_square {
            AlfilSquare::None => None,
            AlfilSquare::CaptureEnemiesTakeAlly => {
                Some(lang.rules_alfil_square_take(alfil_gender, &alfils))
            }
            AlfilSquare::CaptureOtherThree => {
                Some(lang.rules_alfil_square_three(alfil_gender, &alfils))
            }
        };
        if r.frozen_without_king {
            out.frozen = Some(lang.rules_frozen(king, king_gender));
        }
        out.throne = match r.throne {
            Throne::None => None,
            Throne::PlaysAllyTurns => Some(lang.rules_throne_turns().into()),
            Throne::EitherArmy => Some(lang.rules_throne_either().into()),
        };
        out.king_return = match r.king_return {
            KingReturn::None => None,
            KingReturn::Exchange => Some(lang.rules_exchange().into()),
            KingReturn::ExchangeAndRelease => Some(lang.rules_exchange_release().into()),
            KingReturn::Reintroduction => Some(lang.rules_reintroduction().into()),
        };
        if r.lone_king_withdraws {
            out.lone_king = Some(lang.rules_lone_king().into());
        }
    }
    if r.meeting_pawns {
        out.meeting_pawns = Some(lang.rules_meeting_pawns(pawn_gender, &plural(Role::Pawn)));
    }
    let promotion = match r.promotion {
        Promotion::None => Lang::rules_promotion_none,
        Promotion::LostKindOfStartSquare => Lang::rules_promotion_lost_kind,
        Promotion::EnemyKnightRookIfLost => Lang::rules_promotion_knight_rook,
        Promotion::UnmarkedFarEdgeIfPieceAndPawnLost => Lang::rules_promotion_unmarked,
        Promotion::UnmarkedFarEdgeAfterPawnLoss => Lang::rules_promotion_after_loss,
        Promotion::FarEdgeAlways => Lang::rules_promotion_always,
        Promotion::EnemyPieceStartAnyButKing => Lang::rules_promotion_any_but_king,
    };
    out.promotion = promotion(lang, pawn, pawn_gender);
    out.privileged = match r.privileged_pawn {
        Privileged::None => None,
        Privileged::AnyFarEdge => {
            Some(lang.rules_privileged_any(alfil, alfil_gender, pawn, pawn_gender))
        }
        Privileged::EnemyStartSquares => {
            Some(lang.rules_privileged_start(alfil, alfil_gender, pawn, pawn_gender))
        }
    };
    out.stakes = match r.stakes {
        Stakes::None => Vec::new(),
        Stakes::V2 => vec![
            lang.rules_stake_each_rupees().into(),
            lang.rules_stake_v2_throne().into(),
            lang.rules_stake_v2_king().into(),
            lang.rules_stake_v2_empire().into(),
            lang.rules_stake_share().into(),
        ],
        Stakes::Antique => vec![
            lang.rules_stake_each().into(),
            lang.rules_stake_antique_throne().into(),
            lang.rules_stake_antique_king().into(),
            lang.rules_stake_share().into(),
        ],
    };
    let kings = plural(Role::King);
    out.goal = match r.goal {
        Goal::CaptureKing => lang.rules_goal_king(king, king_gender),
        Goal::CaptureBothKings => lang.rules_goal_both_kings(king_gender, &kings),
        Goal::CaptureAllButKings => lang.rules_goal_all_but_kings(&kings),
        Goal::EliminateTeam => lang.rules_goal_eliminate(&kings),
        Goal::LastTeam => lang.rules_goal_last_team(&kings),
    };
    out
}

/// Which names the page gives as the document's own. In the document's language all of them;
/// otherwise the page lists the document's own names of the pieces in its table and of the
/// seats, which it translates.
fn names_note(lang: Lang, r: &Ruleset, rows: &[PieceRow]) -> String {
    let document = document_lang(r);
    if document == lang {
        return lang.rules_names_own().into();
    }
    let mut pieces: Vec<&str> = Vec::new();
    for row in rows {
        let own = r.role_name(row.role);
        if !pieces.contains(&own) {
            pieces.push(own);
        }
    }
    let seats: Vec<&str> = r.seats.iter().map(|s| s.name).collect();
    lang.rules_names_translated(document.code(), &pieces.join(", "), &seats.join(", "))
}
