//! The answer to each request of the page: what this worker computes, as plain Rust (tested
//! natively); the `web` module only carries the messages.

use ashtapada_worker::extras::{
    CourseAnswer, ExtrasReply, ExtrasRequest, QrAnswer, RulesPageAnswer,
};
use qrcodegen::{QrCode, QrCodeEcc};

/// A Puzzles course from its set's text ([`ashtapada_learn::puzzle::course_text`]) and its
/// words in `lang`, or an error naming the set's first wrong line.
pub fn puzzle_course(id: u32, lang: String, course: String, set: &str) -> ExtrasReply {
    let error = |message: String| ExtrasReply::Error {
        id: Some(id),
        message,
    };
    let Some(tongue) = ashtapada_i18n::Lang::from_tag(&lang) else {
        return error(format!("no language {lang:?}"));
    };
    let Some(rules) = ashtapada_learn::puzzle::ruleset(&course) else {
        return error(format!("no puzzles {course:?}"));
    };
    match ashtapada_learn::puzzle::course_text(set) {
        Ok((puzzles, _)) if puzzles.iter().any(|p| p.rules().id != rules.id) => {
            error(format!("the puzzles of {course:?} are another ruleset's"))
        }
        Ok((puzzles, _)) if puzzles.is_empty() => error(format!("no puzzles in {course:?}")),
        Ok((puzzles, steps)) => ExtrasReply::Course(CourseAnswer {
            id,
            texts: ashtapada_app::learn::text::puzzle_texts(tongue, &puzzles),
            lang,
            course,
            steps,
        }),
        Err((line, why)) => error(format!("{course}, line {line}: {why}")),
    }
}

/// The answer to a request.
pub fn handle(request: ExtrasRequest) -> ExtrasReply {
    let unknown = |id: u32, what: String| ExtrasReply::Error {
        id: Some(id),
        message: what,
    };
    match request {
        ExtrasRequest::Qr { id, text } => {
            let (size, bits) = match encode(&text) {
                Some((size, modules)) => (size as u32, bits(&modules)),
                None => (0, String::new()),
            };
            ExtrasReply::Qr(QrAnswer {
                id,
                text,
                size,
                bits,
            })
        }
        ExtrasRequest::RulesPage { id, lang, ruleset } => match rules_page(&lang, &ruleset) {
            Some(html) => ExtrasReply::RulesPage(RulesPageAnswer {
                id,
                lang,
                ruleset,
                html,
            }),
            None => unknown(id, format!("no rules page {ruleset:?} in {lang:?}")),
        },
        live @ (ExtrasRequest::LiveWrite { .. } | ExtrasRequest::LiveRead { .. }) => {
            // Live play's codes are written where the page's tests run them too.
            ashtapada_app::live::exchange::answer(&live).unwrap_or(ExtrasReply::Error {
                id: Some(live.id()),
                message: "unanswered".into(),
            })
        }
        // A room lives as long as the worker, with its relays' connections: the browser
        // side keeps it (`crate::rooms`), and never hands it here.
        ExtrasRequest::RelayOpen { id, .. }
        | ExtrasRequest::RelaySend { id, .. }
        | ExtrasRequest::RelayClose { id } => {
            unknown(id, "rooms are kept by the worker's browser side".into())
        }
        ExtrasRequest::LearnList { id, lang, progress } => {
            match ashtapada_i18n::Lang::from_tag(&lang) {
                Some(tongue) => ExtrasReply::RulesPage(RulesPageAnswer {
                    id,
                    html: ashtapada_app::render_learn_list(
                        tongue,
                        &ashtapada_app::learn::progress::Progress::read(&progress),
                    ),
                    lang,
                    ruleset: ashtapada_worker::extras::LEARN_LIST.into(),
                }),
                None => unknown(id, format!("no Learn list in {lang:?}")),
            }
        }
        ExtrasRequest::Course { id, lang, course } => {
            match (
                learn_texts(&lang, &course),
                ashtapada_learn::course_text(&course),
            ) {
                (Some(texts), Some(steps)) => ExtrasReply::Course(CourseAnswer {
                    id,
                    lang,
                    course,
                    steps,
                    texts,
                }),
                _ => unknown(id, format!("no course {course:?} in {lang:?}")),
            }
        }
    }
}

/// The text's QR code at error correction level M (15 % of the code may be lost or dirty and
/// it still reads), as its side and its modules row by row (`true`: dark). `None` when the
/// text is too long for any QR code (about 2 300 characters at level M).
pub fn encode(text: &str) -> Option<(usize, Vec<bool>)> {
    let code = QrCode::encode_text(text, QrCodeEcc::Medium).ok()?;
    let size = usize::try_from(code.size()).ok()?;
    let mut modules = Vec::with_capacity(size * size);
    for y in 0..code.size() {
        for x in 0..code.size() {
            modules.push(code.get_module(x, y));
        }
    }
    Some((size, modules))
}

/// The rules page of a ruleset (its id) in a language (its tag), as HTML, or the keys' page
/// (`ashtapada_app::KEYS_PAGE`); `None` for an unknown ruleset or language.
pub fn rules_page(lang: &str, id: &str) -> Option<String> {
    let lang = ashtapada_i18n::Lang::from_tag(lang)?;
    if id == ashtapada_app::KEYS_PAGE {
        return Some(ashtapada_app::render_keys_page(lang));
    }
    let rules = ashtapada_rules::Ruleset::by_id(id)?;
    Some(ashtapada_app::render_rules_page(rules, lang))
}

/// A course's texts (its id) in a language (its tag), one a step, apart by the record
/// separator; `None` for an unknown course or language.
pub fn learn_texts(lang: &str, id: &str) -> Option<String> {
    let lang = ashtapada_i18n::Lang::from_tag(lang)?;
    ashtapada_app::learn::text::joined(lang, id)
}

/// The modules as the message carries them: `0` and `1`, row by row.
pub fn bits(modules: &[bool]) -> String {
    modules.iter().map(|&d| if d { '1' } else { '0' }).collect()
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn a_link_becomes_a_square_code_with_its_finder_patterns() {
        let link = "https://someone.github.io/ashtapada/#g=qAEBAYCAgICAgIAB_uV0mJ0cXRxdHF0Q";
        let (size, modules) = encode(link).expect("a link fits");
        assert!((21..=177).contains(&size) && (size - 17) % 4 == 0, "{size}");
        assert_eq!(modules.len(), size * size);
        // The three finder patterns: a dark 7×7 ring in three corners, light just inside it.
        for (x0, y0) in [(0, 0), (size - 7, 0), (0, size - 7)] {
            let at = |dx: usize, dy: usize| modules[(y0 + dy) * size + x0 + dx];
            assert!((0..7).all(|i| at(i, 0) && at(i, 6) && at(0, i) && at(6, i)));
            assert!((1..6).all(|i| !at(i, 1) && !at(1, i)));
            assert!(at(3, 3), "the centre is dark");
        }
        assert_eq!(bits(&modules).len(), size * size);
        assert!(bits(&modules).bytes().all(|b| b == b'0' || b == b'1'));
    }

    #[test]
    fn the_same_text_gives_the_same_code_and_a_longer_one_a_larger_code() {
        let short = encode("https://a.example/#g=AAAA").unwrap();
        assert_eq!(encode("https://a.example/#g=AAAA").unwrap(), short);
        let long = encode(&format!("https://a.example/#g={}", "A".repeat(400))).unwrap();
        assert!(long.0 > short.0);
    }

    #[test]
    fn a_rules_page_in_each_language_and_none_for_the_unknown() {
        let en = rules_page("en", "chaturaji").expect("a page");
        let fr = rules_page("fr", "chaturaji").expect("a page");
        assert!(en.contains("id=\"rules-title\"") && en.contains("Chaturaji"));
        assert!(fr.contains("Règles") || fr.contains("règles"), "{fr}");
        assert_ne!(en, fr);
        assert_eq!(rules_page("de", "chaturaji"), None);
        assert_eq!(rules_page("en", "<b>"), None);
    }

    #[test]
    fn a_course_has_a_text_a_step_in_each_language() {
        for id in ashtapada_learn::course_ids() {
            let steps = ashtapada_learn::course(id).unwrap().steps.len();
            let en = learn_texts("en", id).expect("texts");
            let fr = learn_texts("fr", id).expect("texts");
            assert_eq!(en.split('\u{1e}').count(), steps, "{id}");
            assert_eq!(fr.split('\u{1e}').count(), steps, "{id}");
            assert!(
                en.split('\u{1e}').all(|t| !t.trim().is_empty()),
                "{id}: {en}"
            );
            assert_ne!(en, fr);
        }
        assert_eq!(learn_texts("en", "nope"), None);
        assert_eq!(learn_texts("xx", "common"), None);
    }

    #[test]
    fn each_request_is_answered_with_its_kind_and_id() {
        let qr = handle(ExtrasRequest::Qr {
            id: 1,
            text: "https://a.example/#g=AAAA".into(),
        });
        let ExtrasReply::Qr(qr) = qr else {
            panic!("{qr:?}")
        };
        assert_eq!((qr.id, qr.bits.len()), (1, (qr.size * qr.size) as usize));
        let rules = handle(ExtrasRequest::RulesPage {
            id: 2,
            lang: "fr".into(),
            ruleset: "chaturaji".into(),
        });
        assert!(
            matches!(&rules, ExtrasReply::RulesPage(r) if r.id == 2 && r.html.contains("rules-title"))
        );
        let course = handle(ExtrasRequest::Course {
            id: 3,
            lang: "en".into(),
            course: "common".into(),
        });
        assert!(matches!(&course, ExtrasReply::Course(c) if c.id == 3 && !c.steps.is_empty()));
        for unknown in [
            ExtrasRequest::RulesPage {
                id: 4,
                lang: "de".into(),
                ruleset: "chaturaji".into(),
            },
            ExtrasRequest::Course {
                id: 5,
                lang: "en".into(),
                course: "nope".into(),
            },
        ] {
            let id = unknown.id();
            let reply = handle(unknown);
            assert!(
                matches!(reply, ExtrasReply::Error { id: Some(i), .. } if i == id),
                "{reply:?}"
            );
        }
        let long = handle(ExtrasRequest::Qr {
            id: 6,
            text: "x".repeat(5_000),
        });
        assert!(matches!(long, ExtrasReply::Qr(QrAnswer { size: 0, .. })));
    }

    #[test]
    fn live_plays_codes_are_written_and_read_here() {
        // No description reads from this text: no code, under the request's ids.
        let written = handle(ExtrasRequest::LiveWrite {
            id: 7,
            peer: 3,
            sdp: "v=0".into(),
            seats: 1,
            game: None,
            room: None,
        });
        assert!(
            matches!(written, ExtrasReply::LiveCode(ref a) if a.id == 7 && a.peer == 3 && a.code.is_none()),
            "{written:?}"
        );
        let read = handle(ExtrasRequest::LiveRead {
            id: 8,
            text: "answer=AAAA".into(),
            invite: false,
        });
        assert!(
            matches!(read, ExtrasReply::LiveRead(ref a) if a.id == 8 && a.error.is_some()),
            "{read:?}"
        );
    }

    #[test]
    fn a_text_too_long_for_any_code_gives_none() {
        assert!(encode(&"x".repeat(5_000)).is_none());
    }
}
