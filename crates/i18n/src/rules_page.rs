//! Each ruleset's rules page, in each language, written from the same data the engine runs on
//! (the ruleset's fields and its variant's start position), so the page cannot drift from the
//! code: a rule the ruleset does not have gets no line, and every reading the ruleset takes
//! gets one.

use ashtapada_rules::ruleset::{
    AlfilSquare, AllyCapture, Goal, KingReturn, Privileged, Promotion, RollOff, Stakes, Throne,
};
use ashtapada_rules::variant::Variant;
use ashtapada_rules::{Geometry, Reading, Role, Ruleset, Seat};

use crate::names::{self, colour, document_lang, gender, piece, piece_lower, seat};
use crate::Lang;

/// A rules page: titled sections of short paragraphs.
#[derive(Clone, PartialEq, Eq, Debug)]
pub struct RulesPage {
    /// The ruleset's name.
    pub title: &'static str,
    /// The one-line summary.
    pub summary: &'static str,
    /// The source document as cited: its number and the part followed ("000 (Chaturanga,
    /// variante 1)"), as the document names itself.
    pub document: &'static str,
    /// The source document's own title, untranslated.
    pub source_title: &'static str,
    /// What the source document is.
    pub source_origin: &'static str,
    /// Which names are the document's own.
    pub names_note: String,
    /// Sections, in reading order.
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
    /// Short paragraphs.
    pub lines: Vec<String>,
}

/// A piece kind on a rules page: its role (the figure comes from [`Ruleset::emblem`]), its
/// name and how it moves.
#[derive(Clone, Copy, PartialEq, Eq, Debug)]
pub struct PieceRow {
    /// The movement.
    pub role: Role,
    /// The piece's name.
    pub name: &'static str,
    /// How it moves, a phrase.
    pub movement: &'static str,
}

fn section(heading: &'static str, lines: Vec<String>) -> Section {
    Section {
        heading,
        pieces: Vec::new(),
        lines,
    }
}

fn movement(lang: Lang, role: Role, circle: bool) -> &'static str {
    match (role, circle) {
        (Role::King, _) => lang.move_king(),
        (Role::Rook, false) => lang.move_rook(),
        (Role::Rook, true) => lang.move_rook_circle(),
        (Role::Knight, _) => lang.move_knight(),
        (Role::Alfil, _) => lang.move_alfil(),
        (Role::Ferz, _) => lang.move_ferz(),
        (Role::Bishop, _) => lang.move_bishop(),
        (Role::Queen, _) => lang.move_queen(),
        (Role::Pawn, false) => lang.move_pawn(),
        (Role::Pawn, true) => lang.move_pawn_circle(),
    }
}

/// How a reading is worded (its message is `reading-<key>`, [`Reading::key`]).
pub fn reading(lang: Lang, reading: Reading) -> &'static str {
    match reading {
        Reading::Kings => lang.reading_kings(),
        Reading::V1StartsSouth => lang.reading_v1_starts_south(),
        Reading::RajahLeapNotAttacked => lang.reading_rajah_leap_not_attacked(),
        Reading::V1KinglessSkips => lang.reading_v1_kingless_skips(),
        Reading::CommandLasts => lang.reading_command_lasts(),
        Reading::ExchangeOffer => lang.reading_exchange_offer(),
        Reading::ThroneEnemy => lang.reading_throne_enemy(),
        Reading::Draw => lang.reading_draw(),
        Reading::DicePass => lang.reading_dice_pass(),
        Reading::V1OptionalDie => lang.reading_v1_optional_die(),
        Reading::RollOffRerolls => lang.reading_roll_off_rerolls(),
        Reading::V1DiceKinglessSkips => lang.reading_v1_dice_kingless_skips(),
        Reading::V2Goal => lang.reading_v2_goal(),
        Reading::V2Privileged => lang.reading_v2_privileged(),
        Reading::PromoAuto => lang.reading_promo_auto(),
        Reading::V2Stakes => lang.reading_v2_stakes(),
        Reading::V2LoneKing => lang.reading_v2_lone_king(),
        Reading::Payee => lang.reading_payee(),
        Reading::DrawStakes => lang.reading_draw_stakes(),
        Reading::V3NoStalemate => lang.reading_v3_no_stalemate(),
        Reading::WhiteFirst => lang.reading_white_first(),
        Reading::V3RajahLeap => lang.reading_v3_rajah_leap(),
        Reading::V3Promotion => lang.reading_v3_promotion(),
        Reading::AntiqueDie => lang.reading_antique_die(),
        Reading::AntiqueRollOff => lang.reading_antique_roll_off(),
        Reading::KinglessMoves => lang.reading_kingless_moves(),
        Reading::AntiquePrivileged => lang.reading_antique_privileged(),
        Reading::AntiqueStakes => lang.reading_antique_stakes(),
        Reading::AntiqueEmpire => lang.reading_antique_empire(),
        Reading::AntiqueLoneKing => lang.reading_antique_lone_king(),
        Reading::ChaturajiRule5 => lang.reading_chaturaji_rule_5(),
        Reading::ChaturajiRule16 => lang.reading_chaturaji_rule_16(),
        Reading::ChaturajiRule17 => lang.reading_chaturaji_rule_17(),
        Reading::ChadurangaReintroduction => lang.reading_chaduranga_reintroduction(),
        Reading::ChadurangaTwice => lang.reading_chaduranga_twice(),
        Reading::ChadurangaPromotion => lang.reading_chaduranga_promotion(),
        Reading::Circle => lang.reading_circle(),
        Reading::TraditionalSetUp => lang.reading_traditional_set_up(),
        Reading::TraditionalPieces => lang.reading_traditional_pieces(),
        Reading::RookRing => lang.reading_rook_ring(),
        Reading::Meeting => lang.reading_meeting(),
        Reading::TraditionalPawns => lang.reading_traditional_pawns(),
        Reading::ModernSetUp => lang.reading_modern_set_up(),
        Reading::ModernBishop => lang.reading_modern_bishop(),
        Reading::NoNullMove => lang.reading_no_null_move(),
        Reading::ModernDoubleStep => lang.reading_modern_double_step(),
        Reading::ModernPromotion => lang.reading_modern_promotion(),
    }
}

/// The piece kinds a rules page presents: those on the board at the start, and those a pawn
/// may become.
fn kinds(r: &'static Ruleset) -> Vec<Role> {
    let v = Variant::of(r);
    Role::ALL
        .into_iter()
        .filter(|&role| {
            let present = (0..r.players()).any(|a| v.start_count[a][role as usize] > 0);
            let promotes_to = matches!(r.promotion, Promotion::EnemyPieceStartAnyButKing)
                && matches!(role, Role::Queen | Role::Rook | Role::Bishop | Role::Knight);
            present || promotes_to
        })
        .collect()
}

/// The ruleset's rules page in `lang`.
pub fn rules_page(lang: Lang, r: &'static Ruleset) -> RulesPage {
    let circle = r.geometry == Geometry::Circle;
    let king = piece_lower(lang, r, Role::King);
    let pawn = piece_lower(lang, r, Role::Pawn);
    let alfil = piece_lower(lang, r, Role::Alfil);
    let alfil_gender = gender(lang, r, Role::Alfil);
    let mut sections = Vec::new();

    let seats = (0..r.players() as u8)
        .map(|i| {
            let s = Seat(i);
            lang.rules_seat(colour(lang, r, s), seat(lang, r, s), i64::from(i % 2 + 1))
        })
        .collect();
    sections.push(section(lang.rules_players(), seats));

    let kinds = kinds(r);
    let rows = kinds
        .iter()
        .map(|&role| PieceRow {
            role,
            name: piece(lang, r, role),
            movement: movement(lang, role, circle),
        })
        .collect();
    let mut lines = vec![if r.pawn_forward_capture {
        lang.rules_pawn_captures_forward(&pawn)
    } else {
        lang.rules_pawn_captures_diagonal(&pawn)
    }];
    if r.pawn_double_step {
        lines.push(lang.rules_pawn_double_step(&pawn));
    }
    if r.king_leap {
        lines.push(lang.rules_king_leap(&king));
    }
    sections.push(Section {
        pieces: rows,
        ..section(lang.rules_pieces(), lines)
    });

    if let Some(d) = r.dice {
        let mut lines: Vec<String> = d
            .faces
            .iter()
            .map(|f| {
                let names: Vec<&str> = f.roles.iter().map(|role| piece(lang, r, role)).collect();
                if names.is_empty() {
                    lang.rules_face_nothing(i64::from(f.value))
                } else {
                    lang.rules_face(&names.join(lang.face_or()), i64::from(f.value))
                }
            })
            .collect();
        lines.push(lang.rules_dice_must_move().into());
        lines.push(
            match r.roll_off {
                RollOff::None => lang.rules_south_starts(),
                RollOff::Reroll => lang.rules_roll_off_reroll(),
                RollOff::KeepRoll => lang.rules_roll_off_keep(),
            }
            .into(),
        );
        sections.push(section(lang.rules_dice(), lines));
    }

    let mut special = Vec::new();
    if r.is_four_handed() {
        if r.minors_spare_majors {
            special.push(lang.rules_minors(&alfil, alfil_gender, &pawn));
        }
        special.push(
            match r.ally_capture {
                AllyCapture::Never => lang.rules_ally_never(),
                AllyCapture::AllButKing => lang.rules_ally_but_king(),
                AllyCapture::All => lang.rules_ally_all(),
            }
            .into(),
        );
        match r.alfil_square {
            AlfilSquare::None => {}
            AlfilSquare::CaptureEnemiesTakeAlly => {
                special.push(lang.rules_alfil_square_take(&alfil, alfil_gender))
            }
            AlfilSquare::CaptureOtherThree => {
                special.push(lang.rules_alfil_square_three(&alfil, alfil_gender))
            }
        }
        if r.frozen_without_king {
            special.push(lang.rules_frozen().into());
        }
        match r.throne {
            Throne::None => {}
            Throne::PlaysAllyTurns => special.push(lang.rules_throne_turns().into()),
            Throne::EitherArmy => special.push(lang.rules_throne_either().into()),
        }
        match r.king_return {
            KingReturn::None => {}
            KingReturn::Exchange => special.push(lang.rules_exchange().into()),
            KingReturn::ExchangeAndRelease => special.push(lang.rules_exchange_release().into()),
            KingReturn::Reintroduction => special.push(lang.rules_reintroduction().into()),
        }
        if r.lone_king_withdraws {
            special.push(lang.rules_lone_king().into());
        }
    }
    if r.meeting_pawns {
        special.push(lang.rules_meeting_pawns(&pawn));
    }
    special.push(match r.promotion {
        Promotion::None => lang.rules_promotion_none(&pawn),
        Promotion::LostKindOfStartSquare => lang.rules_promotion_lost_kind(&pawn),
        Promotion::EnemyKnightRookIfLost => lang.rules_promotion_knight_rook(&pawn),
        Promotion::UnmarkedFarEdgeIfPieceAndPawnLost => lang.rules_promotion_unmarked(&pawn),
        Promotion::UnmarkedFarEdgeAfterPawnLoss => lang.rules_promotion_after_loss(&pawn),
        Promotion::FarEdgeAlways => lang.rules_promotion_always(&pawn),
        Promotion::EnemyPieceStartAnyButKing => lang.rules_promotion_any_but_king(&pawn),
    });
    match r.privileged_pawn {
        Privileged::None => {}
        Privileged::AnyFarEdge => {
            special.push(lang.rules_privileged_any(&alfil, alfil_gender, &pawn))
        }
        Privileged::EnemyStartSquares => {
            special.push(lang.rules_privileged_start(&alfil, alfil_gender, &pawn))
        }
    }
    sections.push(section(lang.rules_special(), special));

    let stakes: &[&'static str] = match r.stakes {
        Stakes::None => &[],
        Stakes::V2 => &[
            lang.rules_stake_each(),
            lang.rules_stake_v2_throne(),
            lang.rules_stake_v2_king(),
            lang.rules_stake_v2_empire(),
            lang.rules_stake_share(),
        ],
        Stakes::Antique => &[
            lang.rules_stake_each(),
            lang.rules_stake_antique_throne(),
            lang.rules_stake_antique_king(),
            lang.rules_stake_share(),
        ],
    };
    if !stakes.is_empty() {
        let lines = stakes.iter().map(|s| s.to_string()).collect();
        sections.push(section(lang.rules_stakes(), lines));
    }

    let goal = match r.goal {
        Goal::CaptureKing => lang.rules_goal_king(&king),
        Goal::CaptureBothKings => lang.rules_goal_both_kings(&king),
        Goal::CaptureAllButKings => lang.rules_goal_all_but_kings(&king),
        Goal::EliminateTeam => lang.rules_goal_eliminate(&king),
        Goal::LastTeam => lang.rules_goal_last_team(&king),
    };
    sections.push(section(lang.rules_goal(), vec![goal]));
    sections.push(section(
        lang.rules_readings(),
        r.readings
            .iter()
            .map(|&x| reading(lang, x).to_string())
            .collect(),
    ));

    let names_note = if document_lang(r) == lang {
        lang.rules_names_own().to_string()
    } else {
        let own: Vec<&str> = kinds.iter().map(|&role| r.role_name(role)).collect();
        lang.rules_names_translated(&own.join(", "))
    };
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

#[cfg(test)]
mod tests {
    use super::*;

    fn section<'a>(page: &'a RulesPage, heading: &str) -> &'a Section {
        page.sections
            .iter()
            .find(|s| s.heading == heading)
            .unwrap_or_else(|| panic!("no section {heading}"))
    }

    #[test]
    fn every_page_lists_its_readings_in_both_languages_with_the_same_sections() {
        for r in Ruleset::all_with_options() {
            let en = rules_page(Lang::En, r);
            let fr = rules_page(Lang::Fr, r);
            let readings = section(&en, "How this ruleset reads its document");
            assert_eq!(readings.lines.len(), r.readings.len(), "{}", r.id);
            let lectures = section(&fr, "Comment ces règles lisent leur document");
            assert_eq!(lectures.lines.len(), r.readings.len(), "{}", r.id);
            assert_eq!(en.sections.len(), fr.sections.len(), "{}", r.id);
            for (a, b) in en.sections.iter().zip(&fr.sections) {
                assert_eq!(a.lines.len(), b.lines.len(), "{} {}", r.id, a.heading);
                assert_eq!(a.pieces.len(), b.pieces.len(), "{} {}", r.id, a.heading);
                assert!(
                    a.lines.iter().zip(&b.lines).all(|(x, y)| x != y),
                    "{}",
                    r.id
                );
            }
            assert!(!en.names_note.is_empty() && !fr.names_note.is_empty());
            assert!(!en.document.is_empty());
        }
        assert!(Ruleset::by_id("chaturaji").is_some_and(|r| r.readings.len() >= 3));
    }

    #[test]
    fn every_reading_has_its_words_in_both_languages() {
        for x in Reading::ALL {
            let (en, fr) = (reading(Lang::En, x), reading(Lang::Fr, x));
            assert!(en.len() > 10 && fr.len() > 10 && en != fr, "{x:?}");
        }
        // Each reading's key is its own: the messages cannot mix two up.
        let mut keys: Vec<&str> = Reading::ALL.iter().map(|r| r.key()).collect();
        keys.sort_unstable();
        keys.dedup();
        assert_eq!(keys.len(), Reading::ALL.len());
    }

    #[test]
    fn pages_use_the_names_of_their_language_and_say_which_are_the_documents() {
        let antique = Ruleset::by_id("chaturanga-antique").expect("ruleset");
        let page = rules_page(Lang::Fr, antique);
        let pieces = &section(&page, "Pièces").pieces;
        let navire = pieces
            .iter()
            .find(|p| p.role == Role::Alfil)
            .expect("alfil");
        assert_eq!(navire.name, "Navire");
        assert_eq!(
            navire.movement,
            "saute d’exactement deux cases en diagonale, par-dessus les pièces"
        );
        assert_eq!(
            page.names_note,
            "Les noms des pièces et des places sont ceux du document."
        );
        let chaturaji = Ruleset::by_id("chaturaji").expect("ruleset");
        let en = rules_page(Lang::En, chaturaji);
        assert_eq!(section(&en, "Dice").lines[0], "2: Boat");
        assert_eq!(section(&en, "Dice").lines[3], "5: King or Pawn");
        let fr = rules_page(Lang::Fr, chaturaji);
        assert_eq!(section(&fr, "Dé").lines[0], "2 : Bateau");
        assert!(
            fr.names_note.contains("King, Elephant, Horse, Boat, Pawn"),
            "{}",
            fr.names_note
        );
        assert_eq!(fr.source_title, "Rules for Chaturaji");
    }

    #[test]
    fn the_pieces_table_lists_each_kind_on_the_board_once() {
        let names = |id: &str, lang: Lang| -> Vec<&str> {
            let r = Ruleset::by_id(id).expect("ruleset");
            let page = rules_page(lang, r);
            page.sections[1].pieces.iter().map(|p| p.name).collect()
        };
        assert_eq!(
            names("chaturaji", Lang::En),
            ["King", "Elephant", "Horse", "Boat", "Pawn"]
        );
        assert_eq!(
            names("chaturanga-v3", Lang::Fr),
            ["Rajah", "Tour", "Cavalier", "Éléphant", "Vizir", "Soldat"]
        );
        assert_eq!(
            names("byzantine-modern", Lang::En),
            ["King", "Rook", "Knight", "Bishop", "Queen", "Pawn"]
        );
    }
}
