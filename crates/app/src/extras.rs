//! The extras part: what the page asks of the extras worker for the overlay, and keeps once it
//! comes: the rules pages (written in the worker by [`super::overlay::render_rules_page`]) and the
//! Share dialog's QR code. Each is asked once; an answer that is not the one asked for is
//! dropped. The Learn courses, which the same worker sends, are the Learn part's
//! ([`super::learn`]).

use ashtapada_i18n::Lang;
use ashtapada_rules::Ruleset;

use super::effect::Effect;
use super::qr::QrCode;

/// The name the keys' page goes by in a rules page's request: the worker writes it as it
/// writes the rules pages, so that its long text in both languages is not in the first load.
pub const KEYS_PAGE: &str = "keys";

/// The rules page and QR code asked of the extras worker, and those it sent.
#[derive(Debug, Clone, Default)]
pub struct Extras {
    /// The keys' page last written by the worker (its language and HTML), and the language
    /// last asked for.
    keys: Option<(Lang, String)>,
    keys_asked: Option<Lang>,
    /// The QR code of a link, once the worker sent it: (the link, its code).
    qr: Option<(String, QrCode)>,
    /// The rules page last written by the worker: its language, ruleset and HTML.
    rules: Option<(Lang, &'static Ruleset, String)>,
    /// The rules page last asked of the worker (asked once).
    rules_asked: Option<(Lang, &'static Ruleset)>,
    /// The rules page the worker will not write (asked once: the dialog says so instead of
    /// waiting, until the page is reloaded).
    rules_unanswered: Option<(Lang, &'static Ruleset)>,
    /// The Learn list the worker wrote, and its language.
    learn: Option<(Lang, String)>,
    /// The language of the Learn list asked for and not come yet.
    learn_asked: Option<Lang>,
    /// The worker will not write the Learn list.
    learn_unanswered: bool,
}

impl Extras {
    /// Asks for the QR code of `address`, unless it is drawn already.
    pub fn want_qr(&mut self, address: &str, effects: &mut Vec<Effect>) {
        if self.qr.as_ref().is_none_or(|(text, _)| text != address) {
            effects.push(Effect::Qr(address.to_string()));
        }
    }

    /// The worker's QR code for `text`, kept if it reads (else the dialog keeps the link's
    /// text and its buttons).
    pub fn qr_ready(&mut self, text: &str, size: f64, bits: &str) {
        if let Ok(code) = QrCode::read(size, bits) {
            self.qr = Some((text.to_string(), code));
        }
    }

    /// The QR code of `address`, when it is drawn.
    pub fn qr(&self, address: &str) -> Option<&QrCode> {
        match &self.qr {
            Some((text, code)) if text == address => Some(code),
            _ => None,
        }
    }

    /// The worker's rules page: kept if it is the page asked for; anything else is dropped.
    pub fn rules_page_ready(&mut self, lang: &str, id: &str, html: String) {
        let lang = Lang::from_tag(lang);
        if id == ashtapada_worker::extras::LEARN_LIST {
            if let (Some(lang), true) = (lang, lang == self.learn_asked) {
                self.learn_asked = None;
                self.learn = Some((lang, html));
            }
            return;
        }
        if id == KEYS_PAGE && lang.is_some() && lang == self.keys_asked {
            self.keys = lang.map(|l| (l, html));
            return;
        }
        let (Some(lang), Some(rules)) = (lang, Ruleset::by_id(id)) else {
            return;
        };
        if self
            .rules_asked
            .is_some_and(|(l, r)| l == lang && std::ptr::eq(r, rules))
        {
            self.rules = Some((lang, rules, html));
        }
    }

    /// The worker will not write the rules page last asked for.
    pub fn rules_page_unanswered(&mut self) {
        self.rules_unanswered = self.rules_asked;
    }

    /// Whether the worker will not write the rules page of `shown` in `lang`.
    pub fn rules_page_failed(&self, lang: Lang, shown: &'static Ruleset) -> bool {
        self.rules_unanswered
            .is_some_and(|(l, r)| l == lang && std::ptr::eq(r, shown))
    }

    /// The rules page of `shown` in `lang`, as HTML, once the worker wrote it.
    pub fn rules_page(&self, lang: Lang, shown: &'static Ruleset) -> Option<&str> {
        match &self.rules {
            Some((l, rules, html)) if *l == lang && std::ptr::eq(*rules, shown) => Some(html),
            _ => None,
        }
    }

    /// The Learn list the worker last wrote in `lang` (shown while a fresher one is asked for:
    /// the progress changes only between two openings, and the list is morphed in place).
    pub fn learn_list(&self, lang: Lang) -> Option<&str> {
        match &self.learn {
            Some((l, html)) if *l == lang => Some(html),
            _ => None,
        }
    }

    /// Asks the worker for the Learn list, written in `lang` with this progress (the list on
    /// screen until it comes is "Opening…").
    pub fn want_learn_list(&mut self, lang: Lang, progress: String, effects: &mut Vec<Effect>) {
        self.learn_asked = Some(lang);
        self.learn_unanswered = false;
        effects.push(Effect::LearnList { lang, progress });
    }

    /// The worker will not write the Learn list.
    pub fn learn_list_unanswered(&mut self) {
        self.learn_asked = None;
        self.learn_unanswered = true;
    }

    /// Whether the worker will not write the Learn list.
    pub fn learn_list_failed(&self) -> bool {
        self.learn_unanswered
    }

    /// The keys' page in `lang`, once the worker wrote it.
    pub fn keys_page(&self, lang: Lang) -> Option<&str> {
        match &self.keys {
            Some((l, html)) if *l == lang => Some(html),
            _ => None,
        }
    }

    /// The keys' page, when it is shown and not yet written in `lang`: asks the worker for
    /// it, once a language.
    pub fn want_keys_page(&mut self, lang: Lang, shown: bool, effects: &mut Vec<Effect>) {
        if shown && self.keys_asked != Some(lang) && self.keys_page(lang).is_none() {
            self.keys_asked = Some(lang);
            effects.push(Effect::RulesPage {
                lang,
                rules: KEYS_PAGE,
            });
        }
    }

    /// The rules page shown (if any) and not yet written: asks the worker for it, once.
    pub fn want_rules_page(
        &mut self,
        lang: Lang,
        shown: Option<&'static Ruleset>,
        effects: &mut Vec<Effect>,
    ) {
        let Some(rules) = shown else {
            return;
        };
        let asked = self
            .rules_asked
            .is_some_and(|(l, r)| l == lang && std::ptr::eq(r, rules));
        if !asked && self.rules_page(lang, rules).is_none() {
            self.rules_asked = Some((lang, rules));
            effects.push(Effect::RulesPage {
                lang,
                rules: rules.id,
            });
        }
    }
}
