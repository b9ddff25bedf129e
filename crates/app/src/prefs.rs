//! The player's preferences ([`Prefs`]) and the form the save keeps them in: written only where
//! they are not their defaults, and read loosely (any field may be missing or of another kind,
//! and then keeps its default), so that one odd field cannot spoil the others.

use std::fmt;

use ashtapada_board::{BoardTheme, PieceStyle};
use ashtapada_i18n::Lang;
use serde::de::{IgnoredAny, MapAccess, SeqAccess, Visitor};
use serde::{Deserialize, Deserializer, Serialize};

/// The player's preferences, kept in the save (under these names). A save's odd or missing
/// fields read as their defaults.
#[derive(Debug, Clone, PartialEq, Eq, Serialize, Deserialize)]
#[serde(from = "LoosePrefs")]
pub struct Prefs {
    /// Roll the die at once when a person's turn starts with nothing else to decide.
    pub auto_roll: bool,
    /// Pass at once when a person has nothing to move.
    pub auto_pass: bool,
    /// Coordinates around the board.
    pub show_coords: bool,
    /// The seat at the bottom of the board; `None`: the first person's seat.
    pub orientation: Option<u8>,
    /// A pause before each bot action, so that people can follow the game.
    pub bot_delay_ms: u32,
    /// The language chosen in the Settings; `None` until one is chosen: the browser's
    /// languages decide ([`crate::App::lang`]).
    #[serde(serialize_with = "lang_code", skip_serializing_if = "Option::is_none")]
    pub lang: Option<Lang>,
    /// The language of the browser's preferences, spoken while `lang` is `None` (not saved:
    /// the page reads it at every start).
    #[serde(skip)]
    pub browser_lang: Lang,
    /// Sounds on (a move, a capture, a roll…: [`crate::sound::Sound`]). This and the settings below
    /// are written only when not their defaults, so that a save of before reads and writes
    /// back the same.
    #[serde(skip_serializing_if = "is_true")]
    pub sound: bool,
    /// The sounds' volume, 0 to 100.
    #[serde(skip_serializing_if = "is_default_volume")]
    pub volume: u8,
    /// The board's colours chosen in the Settings; `None` until one is chosen: the browser's
    /// wish for contrast decides (`prefers-contrast: more` gets the high-contrast board).
    #[serde(serialize_with = "theme_key", skip_serializing_if = "Option::is_none")]
    pub board_theme: Option<BoardTheme>,
    /// How the pieces are drawn.
    #[serde(serialize_with = "style_key", skip_serializing_if = "is_figures")]
    pub piece_style: PieceStyle,
    /// Screen readers hear brief announcements of the moves (the words only, not the
    /// position's news).
    #[serde(skip_serializing_if = "std::ops::Not::not")]
    pub announce_brief: bool,
    /// The ICE (STUN and TURN) servers for live play, as typed in the Settings, one a line
    /// (`crate::live::ice_servers`); empty: none, the same network only. A new game's are
    /// [`crate::live::DEFAULT_STUN`].
    #[serde(skip_serializing_if = "is_default_servers")]
    pub live_servers: String,
    /// The relays live play's opening goes through, one address a line
    /// (`crate::live::relays`); empty: none (the code exchange). A new game's are
    /// [`crate::live::DEFAULT_RELAYS`].
    #[serde(skip_serializing_if = "is_default_relays")]
    pub live_relays: String,
    /// This browser's key for the dice of games by links (32 bytes, base64url; empty until
    /// the first such game): each game's secret comes from it and the game's id
    /// (`ashtapada_dice::baton::secret_for`), so a game's secret needs no storage of its own.
    /// It never leaves the browser: no link, record or message carries it.
    #[serde(skip_serializing_if = "String::is_empty")]
    pub dice_key: String,
}

/// The relays of a new game's Settings, one a line.
pub fn default_relays() -> String {
    crate::live::DEFAULT_RELAYS.join("\n")
}

fn is_default_relays(text: &String) -> bool {
    *text == default_relays()
}

fn is_default_servers(text: &String) -> bool {
    text == crate::live::DEFAULT_STUN
}

impl Prefs {
    /// The language the page speaks.
    pub fn lang(&self) -> Lang {
        self.lang.unwrap_or(self.browser_lang)
    }
}

impl Default for Prefs {
    fn default() -> Prefs {
        Prefs {
            auto_roll: false,
            auto_pass: true,
            show_coords: true,
            orientation: None,
            bot_delay_ms: 350,
            lang: None,
            browser_lang: Lang::En,
            sound: true,
            volume: DEFAULT_VOLUME,
            board_theme: None,
            piece_style: PieceStyle::Figures,
            announce_brief: false,
            live_servers: crate::live::DEFAULT_STUN.to_string(),
            live_relays: default_relays(),
            dice_key: String::new(),
        }
    }
}

/// The sounds' volume until the player sets it.
pub const DEFAULT_VOLUME: u8 = 70;

/// The preferences as a save holds them: any field may be missing or of another kind, and then
/// keeps its default ([`Prefs`] reads itself through this).
#[derive(Deserialize)]
pub(crate) struct LoosePrefs {
    #[serde(default)]
    auto_roll: Loose,
    #[serde(default)]
    auto_pass: Loose,
    #[serde(default)]
    show_coords: Loose,
    #[serde(default)]
    orientation: Loose,
    #[serde(default)]
    bot_delay_ms: Loose,
    #[serde(default)]
    lang: Loose,
    #[serde(default)]
    sound: Loose,
    #[serde(default)]
    volume: Loose,
    #[serde(default)]
    board_theme: Loose,
    #[serde(default)]
    piece_style: Loose,
    #[serde(default)]
    announce_brief: Loose,
    #[serde(default)]
    live_servers: Loose,
    #[serde(default)]
    live_relays: Loose,
    #[serde(default)]
    dice_key: Loose,
}

impl From<LoosePrefs> for Prefs {
    fn from(p: LoosePrefs) -> Prefs {
        let d = Prefs::default();
        Prefs {
            auto_roll: p.auto_roll.as_bool().unwrap_or(d.auto_roll),
            auto_pass: p.auto_pass.as_bool().unwrap_or(d.auto_pass),
            show_coords: p.show_coords.as_bool().unwrap_or(d.show_coords),
            orientation: p.orientation.as_int().and_then(|n| u8::try_from(n).ok()),
            bot_delay_ms: p
                .bot_delay_ms
                .as_int()
                .and_then(|n| u32::try_from(n).ok())
                .map_or(d.bot_delay_ms, |ms| ms.min(10_000)),
            lang: match &p.lang {
                Loose::Str(code) => Lang::ALL.into_iter().find(|l| l.code() == code),
                _ => None,
            },
            browser_lang: d.browser_lang,
            sound: p.sound.as_bool().unwrap_or(d.sound),
            volume: p
                .volume
                .as_int()
                .and_then(|v| u8::try_from(v.clamp(0, 100)).ok())
                .unwrap_or(d.volume),
            board_theme: match &p.board_theme {
                Loose::Str(key) => BoardTheme::from_key(key),
                _ => None,
            },
            piece_style: match &p.piece_style {
                Loose::Str(key) => PieceStyle::from_key(key).unwrap_or(d.piece_style),
                _ => d.piece_style,
            },
            announce_brief: p.announce_brief.as_bool().unwrap_or(d.announce_brief),
            // Checked where it is used: a line that does not read is said then.
            live_servers: match &p.live_servers {
                Loose::Str(text) if text.len() <= MAX_LIVE_SERVERS => text.clone(),
                _ => d.live_servers.clone(),
            },
            live_relays: match &p.live_relays {
                Loose::Str(text) if text.len() <= MAX_LIVE_SERVERS => text.clone(),
                _ => d.live_relays.clone(),
            },
            // Checked where it is used (`Session::dice_key`): a key that is not 32 bytes of
            // base64url is none there, and a new one is drawn.
            dice_key: match &p.dice_key {
                Loose::Str(text) if text.len() <= 64 => text.clone(),
                _ => String::new(),
            },
        }
    }
}

/// The longest list of live play servers a save keeps, in bytes.
pub const MAX_LIVE_SERVERS: usize = 2_000;

/// Writes the chosen language as its code (`"fr"`), or `null`.
pub(crate) fn lang_code<S: serde::Serializer>(
    lang: &Option<Lang>,
    s: S,
) -> Result<S::Ok, S::Error> {
    match lang {
        Some(l) => s.serialize_some(l.code()),
        None => s.serialize_none(),
    }
}

/// Writes the chosen board theme as its key (`"green"`), or `null`.
pub(crate) fn theme_key<S: serde::Serializer>(
    theme: &Option<BoardTheme>,
    s: S,
) -> Result<S::Ok, S::Error> {
    match theme {
        Some(t) => s.serialize_some(t.key()),
        None => s.serialize_none(),
    }
}

/// Whether a setting is on (serde skips the default of [`Prefs::sound`]).
#[allow(clippy::trivially_copy_pass_by_ref)] // serde passes references.
pub(crate) fn is_true(on: &bool) -> bool {
    *on
}

/// Whether the volume is the default one (serde skips it).
#[allow(clippy::trivially_copy_pass_by_ref)] // serde passes references.
pub(crate) fn is_default_volume(volume: &u8) -> bool {
    *volume == DEFAULT_VOLUME
}

/// Whether the pieces are drawn as figures, the default (serde skips it).
pub(crate) fn is_figures(style: &PieceStyle) -> bool {
    *style == PieceStyle::Figures
}

/// Writes the piece style as its key (`"tokens"`).
pub(crate) fn style_key<S: serde::Serializer>(style: &PieceStyle, s: S) -> Result<S::Ok, S::Error> {
    s.serialize_str(style.key())
}

/// The settings from a save's `prefs` object, each field read loosely (`field` gives each by
/// name): what the serde form does through its loose reading of `prefs`.
pub fn prefs_from(field: impl Fn(&str) -> Loose) -> Prefs {
    Prefs::from(LoosePrefs {
        auto_roll: field("auto_roll"),
        auto_pass: field("auto_pass"),
        show_coords: field("show_coords"),
        orientation: field("orientation"),
        bot_delay_ms: field("bot_delay_ms"),
        lang: field("lang"),
        sound: field("sound"),
        volume: field("volume"),
        board_theme: field("board_theme"),
        piece_style: field("piece_style"),
        announce_brief: field("announce_brief"),
        live_servers: field("live_servers"),
        live_relays: field("live_relays"),
        dice_key: field("dice_key"),
    })
}

/// Any JSON value, of which the save reads only these kinds; anything else is `Other`. Reading
/// it never fails, so one odd field cannot spoil the others.
#[derive(Debug, Clone, Default, PartialEq)]
pub enum Loose {
    /// `null`, or missing.
    #[default]
    Null,
    /// `true` or `false`.
    Bool(bool),
    /// A whole number (the browser's JSON has only doubles: `350.0` is 350).
    Int(i64),
    /// A string.
    Str(String),
    /// Anything else.
    Other,
}

impl Loose {
    /// A number as the save reads it: whole and in range, else [`Loose::Other`].
    #[allow(clippy::cast_possible_truncation, clippy::float_cmp)]
    pub fn number(v: f64) -> Loose {
        let n = v as i64;
        if n as f64 == v {
            Loose::Int(n)
        } else {
            Loose::Other
        }
    }

    fn as_bool(&self) -> Option<bool> {
        match self {
            Loose::Bool(b) => Some(*b),
            _ => None,
        }
    }

    pub(crate) fn as_int(&self) -> Option<i64> {
        match self {
            Loose::Int(n) => Some(*n),
            _ => None,
        }
    }

    pub(crate) fn as_str(&self) -> Option<&str> {
        match self {
            Loose::Str(s) => Some(s),
            _ => None,
        }
    }
}

impl<'de> Deserialize<'de> for Loose {
    fn deserialize<D: Deserializer<'de>>(deserializer: D) -> Result<Loose, D::Error> {
        deserializer.deserialize_any(LooseVisitor)
    }
}

struct LooseVisitor;

impl<'de> Visitor<'de> for LooseVisitor {
    type Value = Loose;

    fn expecting(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        f.write_str("any JSON value")
    }

    fn visit_unit<E>(self) -> Result<Loose, E> {
        Ok(Loose::Null)
    }

    fn visit_none<E>(self) -> Result<Loose, E> {
        Ok(Loose::Null)
    }

    fn visit_some<D: Deserializer<'de>>(self, deserializer: D) -> Result<Loose, D::Error> {
        Loose::deserialize(deserializer)
    }

    fn visit_bool<E>(self, v: bool) -> Result<Loose, E> {
        Ok(Loose::Bool(v))
    }

    fn visit_i64<E>(self, v: i64) -> Result<Loose, E> {
        Ok(Loose::Int(v))
    }

    fn visit_u64<E>(self, v: u64) -> Result<Loose, E> {
        Ok(i64::try_from(v).map_or(Loose::Other, Loose::Int))
    }

    // The browser's JSON has only doubles and reads `350.0` as 350: `serde_json` must agree.
    fn visit_f64<E>(self, v: f64) -> Result<Loose, E> {
        Ok(Loose::number(v))
    }

    fn visit_str<E>(self, v: &str) -> Result<Loose, E> {
        Ok(Loose::Str(v.to_string()))
    }

    fn visit_string<E>(self, v: String) -> Result<Loose, E> {
        Ok(Loose::Str(v))
    }

    fn visit_seq<A: SeqAccess<'de>>(self, mut seq: A) -> Result<Loose, A::Error> {
        while seq.next_element::<IgnoredAny>()?.is_some() {}
        Ok(Loose::Other)
    }

    fn visit_map<A: MapAccess<'de>>(self, mut map: A) -> Result<Loose, A::Error> {
        while map.next_entry::<IgnoredAny, IgnoredAny>()?.is_some() {}
        Ok(Loose::Other)
    }
}
