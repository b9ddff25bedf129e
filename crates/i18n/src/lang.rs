//! [`Lang`], a language the game speaks, with every message as a method; and what those
//! methods use to write their text: plural categories ([`Plural`], [`plural`]) and numbers
//! ([`number`], [`push_number`]), and the templates' filler ([`fill`]).
//!
//! The methods are the build script's, compiled from the Fluent files and included here: they
//! name the helpers as `self::`, so the helpers sit in this module with the type. The crate root
//! re-exports everything public here.

/// A language the game speaks.
#[derive(Clone, Copy, PartialEq, Eq, Hash, Debug, Default)]
pub enum Lang {
    /// English.
    #[default]
    En,
    /// French.
    Fr,
}

include!(concat!(env!("OUT_DIR"), "/messages.rs"));

impl Lang {
    /// Every language, in the order the Settings offer them.
    pub const ALL: [Lang; 2] = [Lang::En, Lang::Fr];

    /// The BCP 47 code: `en`, `fr` (for `<html lang>` and the saved choice).
    pub const fn code(self) -> &'static str {
        match self {
            Lang::En => "en",
            Lang::Fr => "fr",
        }
    }

    /// The language of a code written by [`Lang::code`], or of a browser tag such as `fr-CA`.
    pub fn from_tag(tag: &str) -> Option<Lang> {
        let primary = tag.split(['-', '_']).next().unwrap_or("");
        Lang::ALL
            .into_iter()
            .find(|l| primary.eq_ignore_ascii_case(l.code()))
    }

    /// The language for a first visit, from the browser's preferred languages in order:
    /// French for the first `fr-*` that comes before any English, English otherwise.
    pub fn from_browser<'a>(tags: impl IntoIterator<Item = &'a str>) -> Lang {
        tags.into_iter()
            .find_map(Lang::from_tag)
            .unwrap_or_default()
    }

    /// The language's own name, as the language picker shows it.
    pub const fn autonym(self) -> &'static str {
        match self {
            Lang::En => "English",
            Lang::Fr => "Français",
        }
    }
}

/// A CLDR plural category, as Fluent selects on it.
#[derive(Clone, Copy, PartialEq, Eq, Debug)]
pub enum Plural {
    /// `zero` (no category of English or French).
    Zero,
    /// `one`: 1 in English; 0 and 1 in French.
    One,
    /// `two` (no category of English or French).
    Two,
    /// `few` (no category of English or French).
    Few,
    /// `many` (French uses it only for compact millions, which the game never writes).
    Many,
    /// `other`: everything else.
    Other,
}

/// The plural category of a whole number in a language (CLDR's rules for integers).
pub fn plural(lang: Lang, n: i64) -> Plural {
    match lang {
        Lang::En if n == 1 => Plural::One,
        Lang::Fr if n == 0 || n == 1 => Plural::One,
        _ => Plural::Other,
    }
}

/// Writes a whole number as the language writes it: `12,345` and `-5` in English, `12 345` (a
/// narrow no-break space between thousands) and `−5` in French. Written by hand so that no
/// formatting machinery lands in the wasm.
pub fn push_number(out: &mut String, lang: Lang, n: i64) {
    if n < 0 {
        out.push(match lang {
            Lang::En => '-',
            Lang::Fr => '\u{2212}',
        });
    }
    let mut digits = [0u8; 20];
    let mut len = 0;
    let mut m = n.unsigned_abs();
    loop {
        digits[len] = b'0' + (m % 10) as u8;
        len += 1;
        m /= 10;
        if m == 0 {
            break;
        }
    }
    for i in (0..len).rev() {
        out.push(digits[i] as char);
        if i > 0 && i % 3 == 0 {
            out.push(match lang {
                Lang::En => ',',
                Lang::Fr => '\u{202f}',
            });
        }
    }
}

/// Fills a message's template: `\u{1}` and a digit `i` stand for `args[i]` (the build script
/// writes the templates of the messages that have no select).
#[inline(never)]
pub fn fill(template: &str, args: &[&str]) -> String {
    let mut out = String::with_capacity(template.len() + 16);
    let mut parts = template.split('\u{1}');
    if let Some(first) = parts.next() {
        out.push_str(first);
    }
    for part in parts {
        let mut chars = part.chars();
        let index = chars
            .next()
            .map_or(usize::MAX, |c| (c as usize).wrapping_sub('0' as usize));
        if let Some(arg) = args.get(index) {
            out.push_str(arg);
        }
        out.push_str(chars.as_str());
    }
    out
}

/// A whole number as the language writes it (see [`push_number`]).
pub fn number(lang: Lang, n: i64) -> String {
    let mut s = String::new();
    push_number(&mut s, lang, n);
    s
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn numbers_are_written_per_language() {
        assert_eq!(number(Lang::En, 0), "0");
        assert_eq!(number(Lang::En, 1234), "1,234");
        assert_eq!(number(Lang::En, 999), "999");
        assert_eq!(number(Lang::En, 12345), "12,345");
        assert_eq!(number(Lang::En, -1234567), "-1,234,567");
        assert_eq!(number(Lang::Fr, 12345), "12\u{202f}345");
        assert_eq!(number(Lang::Fr, -5), "\u{2212}5");
        assert_eq!(number(Lang::En, i64::MIN), "-9,223,372,036,854,775,808");
    }

    #[test]
    fn plural_categories_follow_cldr() {
        assert_eq!(plural(Lang::En, 1), Plural::One);
        assert_eq!(plural(Lang::En, 0), Plural::Other);
        assert_eq!(plural(Lang::Fr, 0), Plural::One);
        assert_eq!(plural(Lang::Fr, 1), Plural::One);
        assert_eq!(plural(Lang::Fr, 2), Plural::Other);
        assert_eq!(plural(Lang::En, -1), Plural::Other);
    }

    #[test]
    fn the_browser_languages_choose_french_or_english() {
        assert_eq!(Lang::from_browser(["fr-CA", "en"]), Lang::Fr);
        assert_eq!(Lang::from_browser(["en-GB", "fr"]), Lang::En);
        assert_eq!(Lang::from_browser(["de", "fr-FR"]), Lang::Fr);
        assert_eq!(Lang::from_browser(["de", "es"]), Lang::En);
        assert_eq!(Lang::from_browser([]), Lang::En);
        assert_eq!(Lang::from_tag("FR"), Some(Lang::Fr));
        assert_eq!(Lang::from_tag("french"), None);
        for l in Lang::ALL {
            assert_eq!(Lang::from_tag(l.code()), Some(l));
        }
    }
}
