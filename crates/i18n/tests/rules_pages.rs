//! The rules pages of every ruleset in both languages: the same sections from the same data,
//! each reading stated, the names note, the piece table and the die.

use ashtapada_i18n::names::document_lang;
use ashtapada_i18n::rules_page::{reading, rules_page, RulesPage, Section};
use ashtapada_i18n::Lang;
use ashtapada_rules::{Role, Ruleset};

fn page(id: &str, lang: Lang) -> RulesPage {
    rules_page(
        lang,
        Ruleset::by_id(id).unwrap_or_else(|| panic!("no ruleset {id}")),
    )
}

/// The section with that heading.
fn section<'a>(page: &'a RulesPage, heading: &str) -> &'a Section {
    page.sections
        .iter()
        .find(|s| s.heading == heading)
        .unwrap_or_else(|| panic!("no section {heading} in {}", page.title))
}

fn names(page: &RulesPage, heading: &str) -> Vec<&'static str> {
    section(page, heading)
        .pieces
        .iter()
        .map(|p| p.name)
        .collect()
}

/// The last section states the ruleset's readings, one line each, in order.
#[test]
fn every_page_states_each_reading_in_both_languages() {
    for r in Ruleset::all_with_options() {
        for lang in Lang::ALL {
            let page = rules_page(lang, r);
            let readings = page.sections.last().expect("sections");
            assert_eq!(readings.lines.len(), r.readings.len(), "{} {lang:?}", r.id);
            for (line, &x) in readings.lines.iter().zip(r.readings) {
                assert_eq!(line, reading(lang, x));
            }
            assert!(r.readings.len() >= 3, "{} lists its readings", r.id);
        }
    }
}

/// English and French pages have the same sections, rows and number of lines: they are the
/// same data in two languages. Every text is filled in.
#[test]
fn both_languages_give_the_same_page_structure() {
    for r in Ruleset::all_with_options() {
        let (en, fr) = (rules_page(Lang::En, r), rules_page(Lang::Fr, r));
        assert_eq!(en.sections.len(), fr.sections.len(), "{}", r.id);
        for (e, f) in en.sections.iter().zip(&fr.sections) {
            assert_eq!(e.lines.len(), f.lines.len(), "{}: {}", r.id, e.heading);
            let roles = |s: &Section| s.pieces.iter().map(|p| p.role).collect::<Vec<_>>();
            assert_eq!(roles(e), roles(f), "{}: {}", r.id, e.heading);
            assert_ne!(e.heading, f.heading);
        }
        for page in [&en, &fr] {
            assert_eq!(page.document, r.document);
            assert_eq!(page.source_title, r.source.title);
            let mut texts = vec![page.title, page.summary, page.source_origin];
            texts.push(&page.names_note);
            for s in &page.sections {
                texts.push(s.heading);
                texts.extend(s.lines.iter().map(String::as_str));
                texts.extend(s.pieces.iter().flat_map(|p| [p.name, p.movement]));
            }
            for t in texts {
                assert!(!t.trim().is_empty(), "{}: an empty text", r.id);
                assert!(!t.contains(['{', '}', '$']), "{}: {t}", r.id);
                assert!(!t.contains("  "), "{}: {t:?}", r.id);
            }
            for s in &page.sections {
                for line in &s.lines {
                    let first = line.chars().next().unwrap_or(' ');
                    assert!(
                        first.is_uppercase() || first.is_ascii_digit(),
                        "{}: a line starts with a small letter: {line}",
                        r.id
                    );
                }
            }
        }
        // The French page speaks French (the document's own title and citation apart).
        let french: Vec<&str> = fr
            .sections
            .iter()
            .flat_map(|s| s.lines.iter().map(String::as_str).chain([s.heading]))
            .chain([fr.title, fr.summary, fr.source_origin])
            .collect();
        for text in french {
            for w in text.split(|c: char| !c.is_alphabetic()) {
                assert!(
                    ![
                        "the",
                        "of",
                        "and",
                        "piece",
                        "pieces",
                        "turn",
                        "RulesPage",
                        "cannot",
                        "is"
                    ]
                    .contains(&w),
                    "{}: English “{w}” on the French page: {text}",
                    r.id
                );
            }
        }
    }
}

/// The page says which names are the document's own: all of them in the document's language;
/// otherwise it lists the document's names of the pieces shown and of the seats.
#[test]
fn every_page_says_which_names_are_the_documents_own() {
    for r in Ruleset::all_with_options() {
        for lang in Lang::ALL {
            let page = rules_page(lang, r);
            let note = &page.names_note;
            if lang == document_lang(r) {
                assert_eq!(note, lang.rules_names_own(), "{}", r.id);
                continue;
            }
            for row in &page.sections[1].pieces {
                assert!(
                    note.contains(r.role_name(row.role)),
                    "{} {lang:?}: {note}",
                    r.id
                );
            }
            for seat in r.seats {
                assert!(note.contains(seat.name), "{} {lang:?}: {note}", r.id);
            }
        }
    }
    assert_eq!(
        page("chaturaji", Lang::Fr).names_note,
        "Le document (en anglais) nomme les pièces King, Elephant, Horse, Boat, Pawn et les \
         camps South, West, North, East\u{a0}; cette page les traduit."
    );
    assert_eq!(
        page("byzantine-traditional", Lang::En).names_note,
        "The document (in French) names the pieces Roi, Tour, Cavalier, Fou, Dame, Pion and the \
         sides Blancs, Noirs; this page gives them in English."
    );
}

#[test]
fn the_pieces_table_lists_each_kind_on_the_board_once() {
    // Four-handed: no ferz, bishop or queen on the board.
    assert_eq!(
        names(&page("chaturaji", Lang::En), "Pieces"),
        ["King", "Elephant", "Horse", "Boat", "Pawn"]
    );
    assert_eq!(
        names(&page("chaturaji", Lang::Fr), "Pièces"),
        ["Roi", "Éléphant", "Cheval", "Bateau", "Pion"]
    );
    assert_eq!(
        names(&page("chaturanga-v3", Lang::Fr), "Pièces"),
        ["Rajah", "Tour", "Cavalier", "Éléphant", "Vizir", "Soldat"]
    );
    assert_eq!(
        names(&page("chaturanga-v3", Lang::En), "Pieces"),
        ["Rajah", "Rook", "Knight", "Elephant", "Vizier", "Soldier"]
    );
    // The modern circle lists the bishop and queen (on the board, and promotion targets).
    assert_eq!(
        names(&page("byzantine-modern", Lang::Fr), "Pièces"),
        ["Roi", "Tour", "Cavalier", "Fou", "Dame", "Pion"]
    );
    assert_eq!(
        names(&page("byzantine-modern", Lang::En), "Pieces"),
        ["King", "Rook", "Knight", "Bishop", "Queen", "Pawn"]
    );
    for r in Ruleset::all_with_options() {
        for lang in Lang::ALL {
            let page = rules_page(lang, r);
            let rows = &page.sections[1].pieces;
            for (i, row) in rows.iter().enumerate() {
                assert!(rows[..i].iter().all(|o| o.role != row.role), "{}", r.id);
            }
            // Only the pieces' section has a table.
            let tables = page
                .sections
                .iter()
                .filter(|s| !s.pieces.is_empty())
                .count();
            assert_eq!(tables, 1, "{}", r.id);
        }
    }
    // The pawn's capture rule stays a line under the table, before the note on letters.
    assert_eq!(
        section(&page("chaturaji", Lang::En), "Pieces").lines[0],
        "The Pawn captures one cell diagonally forward only."
    );
    assert_eq!(
        section(&page("chaturaji", Lang::Fr), "Pièces").lines[0],
        "Le Pion ne prend qu’en diagonale, à une case vers l’avant."
    );
    let antique = page("chaturanga-antique", Lang::Fr);
    let navire = section(&antique, "Pièces")
        .pieces
        .iter()
        .find(|p| p.role == Role::Alfil)
        .unwrap();
    assert_eq!(navire.name, "Navire");
    assert_eq!(
        navire.movement,
        "saute d’exactement deux cases en diagonale, par-dessus les pièces"
    );
    let antique = page("chaturanga-antique", Lang::En);
    let ship = section(&antique, "Pieces").pieces[3];
    assert_eq!((ship.role, ship.name), (Role::Alfil, "Ship"));
    assert_eq!(ship.movement, "leaps exactly two cells diagonally, jumping");
}

#[test]
fn the_die_names_the_pieces_of_each_face() {
    let dice = |lang, heading| section(&page("chaturaji", lang), heading).lines.clone();
    let en = dice(Lang::En, "Dice");
    assert_eq!(en[0], "2: Boat");
    assert_eq!(en[3], "5: King or Pawn");
    let fr = dice(Lang::Fr, "Dé");
    assert_eq!(fr[0], "2 : Bateau");
    assert_eq!(fr[3], "5 : Roi ou Pion");
    let v1 = section(&page("chaturanga-v1+dice", Lang::Fr), "Dé")
        .lines
        .clone();
    assert_eq!(v1[0], "1 : rien ne bouge");
    assert_eq!(v1[4], "5 : Rajah ou Soldat");
    // No die, no dice section.
    let v1 = page("chaturanga-v1", Lang::En);
    assert!(v1.sections.iter().all(|s| s.heading != "Dice"));
}

#[test]
fn the_page_carries_the_source_title_and_origin() {
    for lang in Lang::ALL {
        let page = page("chaduranga", lang);
        assert_eq!(page.document, "003 (Four Handed Chaduranga)");
        assert_eq!(page.source_title, "Four Handed Chaduranga");
    }
    assert!(page("chaduranga", Lang::En)
        .source_origin
        .contains("blog post"));
    assert!(page("chaduranga", Lang::Fr)
        .source_origin
        .contains("billet de blog"));
    let v1 = page("chaturanga-v1+dice", Lang::Fr);
    assert_eq!(v1.title, "Chaturanga à quatre, variante 1, avec dé");
    assert_eq!(v1.document, "000 (Chaturanga, variante 1)");
}

/// The v2 page, in French, reads as French (a sample of the lines that carry grammar).
#[test]
fn french_lines_agree_with_the_names() {
    let v2 = page("chaturanga-v2", Lang::Fr);
    let special = &section(&v2, "Règles particulières").lines;
    assert!(special.contains(
        &"Quand quatre Éléphants forment un carré de 2×2, le joueur dont le coup l’a complété \
          prend les deux ennemis et s’empare de celui de son allié."
            .to_string()
    ));
    assert!(special.contains(
        &"Un joueur à qui il ne reste qu’un Soldat et un Éléphant : ce Soldat devient cavalier, \
          tour ou roi sur la case de départ d’un cavalier, d’une tour ou d’un roi ennemis."
            .to_string()
    ));
    assert_eq!(
        section(&v2, "But du jeu").lines,
        ["Prendre toutes les pièces ennemies sauf les Rajahs\u{a0}; gagner le plus d’argent."]
    );
    let v3 = page("chaturanga-v3", Lang::Fr);
    assert_eq!(
        section(&v3, "Joueurs").lines,
        ["Blancs (blanc), équipe 1", "Noirs (noir), équipe 2"]
    );
    assert!(section(&v3, "Pièces").lines.contains(
        &"Une fois par partie, le Rajah peut sauter comme un cavalier s’il n’est pas attaqué."
            .to_string()
    ));
}

/// Each piece kind of a page has its letter for the moves, distinct from the other kinds on the
/// same page (a French reader types `C` for the Cavalier and nothing else), and the pawn none.
#[test]
fn each_piece_has_its_own_letter_on_its_rules_page() {
    for r in Ruleset::all_with_options() {
        for lang in Lang::ALL {
            let page = rules_page(lang, r);
            let rows = &page.sections[1].pieces;
            for (i, row) in rows.iter().enumerate() {
                assert_eq!(
                    row.letter.is_none(),
                    row.role == Role::Pawn,
                    "{} {lang:?}",
                    r.id
                );
                if row.letter.is_some() {
                    assert!(
                        rows[..i].iter().all(|o| o.letter != row.letter),
                        "{} {lang:?}: {} shares {:?}",
                        r.id,
                        row.name,
                        row.letter
                    );
                }
            }
            let letters = page.sections[1].lines.last().unwrap();
            assert!(letters.contains("K R N A F B Q"), "{letters}");
        }
    }
    let letters = |id: &str| -> Vec<(&str, Option<char>)> {
        rules_page(Lang::Fr, Ruleset::by_id(id).unwrap()).sections[1]
            .pieces
            .iter()
            .map(|row| (row.name, row.letter))
            .collect()
    };
    assert_eq!(
        letters("chaturaji"),
        [
            ("Roi", Some('R')),
            ("Éléphant", Some('E')),
            ("Cheval", Some('C')),
            ("Bateau", Some('B')),
            ("Pion", None)
        ]
    );
}
