//! Every message of the page's two workers as the JavaScript values `postMessage` carries, and
//! the small value interface the page's other JavaScript values are read and written with (the
//! autosave, the test hooks).
//!
//! # Why by hand
//!
//! The protocol's serde derives ([`crate::protocol`], [`crate::extras`]) are the reference
//! definition: the fuzz targets and the native tests read and write them with `serde_json`, and
//! the browser tests (`crates/web/tests/dom.rs`) check that this codec agrees with
//! `serde-wasm-bindgen` over those derives on every message kind, both ways. The browser does
//! not run `serde-wasm-bindgen` itself because of what it weighs: measured on this build with
//! lean types, crossing every wire (both workers' messages, the save, the test state) with it
//! added **42.4 KB gzip** to the first load (page wasm +26.2 KB, bot worker wasm +14.6 KB, JS
//! +1.6 KB), against at most 15 KB allowed: its deserializer is generic over every visitor, and
//! its error messages bring float formatting. This codec is one module over one value
//! interface ([`value`]), so each shape is still written once per direction, here.
//!
//! The shapes are serde's: externally tagged enums as `{ Variant: { fields } }` or
//! `"Variant"`, newtype variants as `{ Variant: value }`, `u64` as `BigInt` (a seed uses all 64
//! bits), `null` for a missing value.

use js_sys::Array;
use wasm_bindgen::JsValue;

use crate::extras::{
    CourseAnswer, ExtrasReply, ExtrasRequest, LiveCodeAnswer, LiveReadAnswer, QrAnswer,
    RulesPageAnswer,
};
use crate::protocol::{BotLevel, GameSpec, Reply, Request, WireAction, WireLine};

/// Why a value is not a message: a short English phrase for the page's log (never shown during
/// play: each side reads only what the other wrote with this module).
pub type Error = &'static str;

/// The value interface: reading fields of JavaScript values with their kinds checked, and
/// writing plain objects. Every JavaScript value the page reads or writes goes through it.
pub mod value {
    use js_sys::{Object, Reflect};
    use wasm_bindgen::JsValue;

    use super::Error;

    /// A field of an object (`undefined` if missing or unreadable).
    pub fn field(value: &JsValue, name: &str) -> JsValue {
        Reflect::get(value, &JsValue::from_str(name)).unwrap_or(JsValue::UNDEFINED)
    }

    /// Whether a value is `null` or `undefined` (a missing value).
    pub fn is_nullish(value: &JsValue) -> bool {
        value.is_null() || value.is_undefined()
    }

    /// Whether a value is an object and not an array.
    pub fn is_plain_object(value: &JsValue) -> bool {
        value.is_object() && !js_sys::Array::is_array(value)
    }

    /// The one key of an externally tagged enum's object, and its value; or a bare string
    /// (a variant without fields) and `undefined`.
    ///
    /// # Errors
    /// If it is neither.
    pub fn variant(value: &JsValue) -> Result<(String, JsValue), Error> {
        if let Some(name) = value.as_string() {
            return Ok((name, JsValue::UNDEFINED));
        }
        if !value.is_object() {
            return Err("expected an object or a string");
        }
        let keys = Object::keys(&Object::from(value.clone()));
        if keys.length() != 1 {
            return Err("expected an object of one key");
        }
        let key = keys.get(0).as_string().ok_or("expected a string key")?;
        let inner = field(value, &key);
        Ok((key, inner))
    }

    /// A number field.
    ///
    /// # Errors
    /// If it is not a number.
    pub fn number(value: &JsValue, name: &str) -> Result<f64, Error> {
        field(value, name).as_f64().ok_or("expected a number")
    }

    /// A whole number field that fits `T`.
    ///
    /// # Errors
    /// If it is not a whole number, or out of `T`'s range.
    pub fn whole<T: TryFrom<u64>>(value: &JsValue, name: &str) -> Result<T, Error> {
        let n = number(value, name)?;
        if n.fract() != 0.0 || !(0.0..=9_007_199_254_740_991.0).contains(&n) {
            return Err("expected a whole number");
        }
        T::try_from(n as u64).map_err(|_| "a number out of range")
    }

    /// A whole number field that fits `T`, or `None` for `null` or a missing field.
    ///
    /// # Errors
    /// As [`whole`].
    pub fn whole_or_null<T: TryFrom<u64>>(value: &JsValue, name: &str) -> Result<Option<T>, Error> {
        if is_nullish(&field(value, name)) {
            return Ok(None);
        }
        whole(value, name).map(Some)
    }

    /// A string field.
    ///
    /// # Errors
    /// If it is not a string.
    pub fn string(value: &JsValue, name: &str) -> Result<String, Error> {
        field(value, name).as_string().ok_or("expected a string")
    }

    /// A boolean field.
    ///
    /// # Errors
    /// If it is not a boolean.
    pub fn boolean(value: &JsValue, name: &str) -> Result<bool, Error> {
        field(value, name).as_bool().ok_or("expected a boolean")
    }

    /// A `u64` field, sent as a `BigInt` (or a safe whole number).
    ///
    /// # Errors
    /// If it is neither, or out of range.
    pub fn big(value: &JsValue, name: &str) -> Result<u64, Error> {
        let v = field(value, name);
        if v.is_bigint() {
            return u64::try_from(v).map_err(|_| "a BigInt out of range");
        }
        whole(value, name)
    }

    /// A plain object with these fields, in this order (`JSON.stringify` keeps it).
    pub fn object(fields: &[(&str, JsValue)]) -> JsValue {
        let o = Object::new();
        for (name, value) in fields {
            // Setting a field of a fresh plain object cannot fail.
            let _ = Reflect::set(&o, &JsValue::from_str(name), value);
        }
        o.into()
    }

    /// An externally tagged enum's variant with fields: `{ name: { fields } }`.
    pub fn tagged(name: &str, fields: &[(&str, JsValue)]) -> JsValue {
        object(&[(name, object(fields))])
    }

    /// A string field, or `None` for `null` or a missing field.
    ///
    /// # Errors
    /// If it is something else.
    pub fn string_opt(value: &JsValue, name: &str) -> Result<Option<String>, Error> {
        if is_nullish(&field(value, name)) {
            return Ok(None);
        }
        string(value, name).map(Some)
    }

    /// A string, or `null`.
    pub fn string_or_null(value: Option<&str>) -> JsValue {
        value.map_or(JsValue::NULL, JsValue::from_str)
    }

    /// A small whole number.
    pub fn int(value: impl Into<f64>) -> JsValue {
        JsValue::from_f64(value.into())
    }
}

use value::{big, boolean, field, int, number, string, string_or_null, tagged, variant, whole};

fn wire_action(value: &JsValue) -> Result<WireAction, Error> {
    let (name, inner) = variant(value)?;
    Ok(match name.as_str() {
        "Roll" => WireAction::Roll {
            face: whole(&inner, "face")?,
        },
        "Move" => WireAction::Move {
            from: whole(&inner, "from")?,
            to: whole(&inner, "to")?,
            promotion: value::whole_or_null(&inner, "promotion")?,
        },
        "Pass" => WireAction::Pass,
        "Offer" => WireAction::Offer,
        "Answer" => WireAction::Answer {
            accept: boolean(&inner, "accept")?,
        },
        "Demand" => WireAction::Demand,
        "Place" => WireAction::Place {
            at: whole(&inner, "at")?,
        },
        "Keep" => WireAction::Keep,
        _ => return Err("unknown action"),
    })
}

fn wire_action_value(action: WireAction) -> JsValue {
    match action {
        WireAction::Roll { face } => tagged("Roll", &[("face", int(face))]),
        WireAction::Move {
            from,
            to,
            promotion,
        } => tagged(
            "Move",
            &[
                ("from", int(from)),
                ("to", int(to)),
                ("promotion", promotion.map_or(JsValue::NULL, int)),
            ],
        ),
        WireAction::Pass => JsValue::from_str("Pass"),
        WireAction::Offer => JsValue::from_str("Offer"),
        WireAction::Answer { accept } => {
            tagged("Answer", &[("accept", JsValue::from_bool(accept))])
        }
        WireAction::Demand => JsValue::from_str("Demand"),
        WireAction::Place { at } => tagged("Place", &[("at", int(at))]),
        WireAction::Keep => JsValue::from_str("Keep"),
    }
}

/// A request, from the value the page posted.
///
/// # Errors
/// What is wrong with it.
pub fn request(value: &JsValue) -> Result<Request, Error> {
    let (name, inner) = variant(value)?;
    match name.as_str() {
        "Ping" => Ok(Request::Ping {
            id: whole(&inner, "id")?,
        }),
        "Analyse" => Ok(Request::Analyse {
            id: whole(&inner, "id")?,
            game: game_spec(&field(&inner, "game"))?,
            depth: whole(&inner, "depth")?,
            budget_ms: whole(&inner, "budget_ms")?,
            lines: whole(&inner, "lines")?,
        }),
        "Think" => {
            let level = field(&inner, "level")
                .as_string()
                .and_then(|l| BotLevel::from_name(&l))
                .ok_or("unknown bot level")?;
            Ok(Request::Think {
                id: whole(&inner, "id")?,
                game: game_spec(&field(&inner, "game"))?,
                seat: whole(&inner, "seat")?,
                level,
                budget_ms: whole(&inner, "budget_ms")?,
                bot_seed: big(&inner, "bot_seed")?,
                nodes: whole(&inner, "nodes")?,
                // Missing or `null`: a bot's move, not the review's question.
                judge: match field(&inner, "judge") {
                    judge if value::is_nullish(&judge) => None,
                    judge => Some(wire_action(&judge)?),
                },
            })
        }
        _ => Err("unknown request"),
    }
}

/// A game's spec, from its value.
fn game_spec(game: &JsValue) -> Result<GameSpec, Error> {
    let actions = field(game, "actions");
    if !Array::is_array(&actions) {
        return Err("expected a list of actions");
    }
    let actions = Array::from(&actions)
        .iter()
        .map(|a| wire_action(&a))
        .collect::<Result<_, _>>()?;
    Ok(GameSpec {
        ruleset: string(game, "ruleset")?,
        start: string(game, "start")?,
        seed: big(game, "seed")?,
        actions,
    })
}

/// A game's spec, as a value.
fn game_spec_value(game: &GameSpec) -> JsValue {
    let actions: Array = game.actions.iter().map(|&a| wire_action_value(a)).collect();
    value::object(&[
        ("ruleset", JsValue::from_str(&game.ruleset)),
        ("start", JsValue::from_str(&game.start)),
        ("seed", JsValue::from(game.seed)),
        ("actions", actions.into()),
    ])
}

/// A request, as the value the page posts.
pub fn request_value(request: &Request) -> JsValue {
    match request {
        Request::Analyse {
            id,
            game,
            depth,
            budget_ms,
            lines,
        } => tagged(
            "Analyse",
            &[
                ("id", int(*id)),
                ("game", game_spec_value(game)),
                ("depth", int(*depth)),
                ("budget_ms", int(*budget_ms)),
                ("lines", int(*lines)),
            ],
        ),
        Request::Ping { id } => tagged("Ping", &[("id", int(*id))]),
        Request::Think {
            id,
            game,
            seat,
            level,
            budget_ms,
            bot_seed,
            nodes,
            judge,
        } => tagged(
            "Think",
            &[
                ("id", int(*id)),
                ("game", game_spec_value(game)),
                ("seat", int(*seat)),
                ("level", JsValue::from_str(level.name())),
                ("budget_ms", int(*budget_ms)),
                ("bot_seed", JsValue::from(*bot_seed)),
                ("nodes", int(*nodes)),
                ("judge", judge.map_or(JsValue::NULL, wire_action_value)),
            ],
        ),
    }
}

/// The reply's score: a whole number in `i32`'s range (missing: 0, as an older worker sent).
fn score(value: &JsValue) -> Result<i32, Error> {
    let v = field(value, "score");
    if v.is_undefined() {
        return Ok(0);
    }
    int32(&v)
}

/// A whole number in `i32`'s range.
fn int32(v: &JsValue) -> Result<i32, Error> {
    let n = v.as_f64().ok_or("expected a number")?;
    if n.fract() != 0.0 || !(f64::from(i32::MIN)..=f64::from(i32::MAX)).contains(&n) {
        return Err("expected a whole number");
    }
    Ok(n as i32)
}

/// The reply's value of the judged action: `null` or missing (not asked, or an older worker)
/// is `None`.
fn played(value: &JsValue) -> Result<Option<i32>, Error> {
    let v = field(value, "played");
    if value::is_nullish(&v) {
        return Ok(None);
    }
    int32(&v).map(Some)
}

/// A reply, from the value the worker posted.
///
/// # Errors
/// What is wrong with it.
pub fn reply_from(value: &JsValue) -> Result<Reply, Error> {
    let (name, inner) = variant(value)?;
    match name.as_str() {
        "Ready" => Ok(Reply::Ready {
            protocol: whole(&inner, "protocol")?,
        }),
        "Pong" => Ok(Reply::Pong {
            id: whole(&inner, "id")?,
        }),
        "Action" => Ok(Reply::Action {
            id: whole(&inner, "id")?,
            action: wire_action(&field(&inner, "action"))?,
            nodes: big(&inner, "nodes")?,
            depth: whole(&inner, "depth")?,
            millis: number(&inner, "millis")?,
            score: score(&inner)?,
            played: played(&inner)?,
        }),
        "Lines" => {
            let list = |name: &str| {
                let v = field(&inner, name);
                if Array::is_array(&v) {
                    Ok(Array::from(&v))
                } else {
                    Err("expected a list")
                }
            };
            let lines = list("lines")?
                .iter()
                .map(|l| {
                    let action = field(&l, "action");
                    Ok(WireLine {
                        action: match value::is_nullish(&action) {
                            true => None,
                            false => Some(wire_action(&action)?),
                        },
                        score: int32(&field(&l, "score"))?,
                    })
                })
                .collect::<Result<_, Error>>()?;
            let faces = list("faces")?
                .iter()
                .map(|f| int32(&f))
                .collect::<Result<_, _>>()?;
            Ok(Reply::Lines {
                id: whole(&inner, "id")?,
                lines,
                faces,
                depth: whole(&inner, "depth")?,
                nodes: big(&inner, "nodes")?,
                millis: number(&inner, "millis")?,
            })
        }
        "Error" => Ok(Reply::Error {
            id: value::whole_or_null(&inner, "id")?,
            message: string(&inner, "message")?,
        }),
        _ => Err("unknown reply"),
    }
}

/// A reply, as the value to post to the page.
pub fn reply(reply: &Reply) -> JsValue {
    match reply {
        Reply::Ready { protocol } => tagged("Ready", &[("protocol", int(*protocol))]),
        Reply::Pong { id } => tagged("Pong", &[("id", int(*id))]),
        Reply::Action {
            id,
            action,
            nodes,
            depth,
            millis,
            score,
            played,
        } => tagged(
            "Action",
            &[
                ("id", int(*id)),
                ("action", wire_action_value(*action)),
                // Node counts stay far below 2^53: a plain number, as the page reads it.
                ("nodes", JsValue::from_f64(*nodes as f64)),
                ("depth", int(*depth)),
                ("millis", JsValue::from_f64(*millis)),
                ("score", int(*score)),
                ("played", played.map_or(JsValue::NULL, int)),
            ],
        ),
        Reply::Lines {
            id,
            lines,
            faces,
            depth,
            nodes,
            millis,
        } => {
            let lines: Array = lines
                .iter()
                .map(|l| {
                    value::object(&[
                        ("action", l.action.map_or(JsValue::NULL, wire_action_value)),
                        ("score", int(l.score)),
                    ])
                })
                .collect();
            let faces: Array = faces.iter().map(|&f| int(f)).collect();
            tagged(
                "Lines",
                &[
                    ("id", int(*id)),
                    ("lines", lines.into()),
                    ("faces", faces.into()),
                    ("depth", int(*depth)),
                    ("nodes", JsValue::from_f64(*nodes as f64)),
                    ("millis", JsValue::from_f64(*millis)),
                ],
            )
        }
        Reply::Error { id, message } => error_value(*id, message),
    }
}

fn error_value(id: Option<u32>, message: &str) -> JsValue {
    tagged(
        "Error",
        &[
            ("id", id.map_or(JsValue::NULL, int)),
            ("message", JsValue::from_str(message)),
        ],
    )
}

/// A request to the extras worker, from the value the page posted.
///
/// # Errors
/// What is wrong with it.
pub fn extras_request(value: &JsValue) -> Result<ExtrasRequest, Error> {
    let (name, inner) = variant(value)?;
    let id = whole(&inner, "id")?;
    match name.as_str() {
        "Qr" => Ok(ExtrasRequest::Qr {
            id,
            text: string(&inner, "text")?,
        }),
        "RulesPage" => Ok(ExtrasRequest::RulesPage {
            id,
            lang: string(&inner, "lang")?,
            ruleset: string(&inner, "ruleset")?,
        }),
        "Course" => Ok(ExtrasRequest::Course {
            id,
            lang: string(&inner, "lang")?,
            course: string(&inner, "course")?,
        }),
        "LearnList" => Ok(ExtrasRequest::LearnList {
            id,
            lang: string(&inner, "lang")?,
            progress: string(&inner, "progress")?,
        }),
        "LiveWrite" => Ok(ExtrasRequest::LiveWrite {
            id,
            peer: whole(&inner, "peer")?,
            sdp: string(&inner, "sdp")?,
            seats: whole(&inner, "seats")?,
            game: value::string_opt(&inner, "game")?,
            room: value::string_opt(&inner, "room")?,
        }),
        "LiveRead" => Ok(ExtrasRequest::LiveRead {
            id,
            text: string(&inner, "text")?,
            invite: boolean(&inner, "invite")?,
        }),
        "RelayOpen" => Ok(ExtrasRequest::RelayOpen {
            id,
            key: string(&inner, "key")?,
            relays: string(&inner, "relays")?,
        }),
        "RelaySend" => Ok(ExtrasRequest::RelaySend {
            id,
            body: string(&inner, "body")?,
        }),
        "RelayClose" => Ok(ExtrasRequest::RelayClose { id }),
        _ => Err("unknown request"),
    }
}

/// A request to the extras worker, as the value the page posts.
pub fn extras_request_value(request: &ExtrasRequest) -> JsValue {
    let s = JsValue::from_str;
    match request {
        ExtrasRequest::Qr { id, text } => tagged("Qr", &[("id", int(*id)), ("text", s(text))]),
        ExtrasRequest::RulesPage { id, lang, ruleset } => tagged(
            "RulesPage",
            &[("id", int(*id)), ("lang", s(lang)), ("ruleset", s(ruleset))],
        ),
        ExtrasRequest::Course { id, lang, course } => tagged(
            "Course",
            &[("id", int(*id)), ("lang", s(lang)), ("course", s(course))],
        ),
        ExtrasRequest::LearnList { id, lang, progress } => tagged(
            "LearnList",
            &[
                ("id", int(*id)),
                ("lang", s(lang)),
                ("progress", s(progress)),
            ],
        ),
        ExtrasRequest::LiveWrite {
            id,
            peer,
            sdp,
            seats,
            game,
            room,
        } => tagged(
            "LiveWrite",
            &[
                ("id", int(*id)),
                ("peer", int(*peer)),
                ("sdp", s(sdp)),
                ("seats", int(*seats)),
                ("game", string_or_null(game.as_deref())),
                ("room", string_or_null(room.as_deref())),
            ],
        ),
        ExtrasRequest::LiveRead { id, text, invite } => tagged(
            "LiveRead",
            &[
                ("id", int(*id)),
                ("text", s(text)),
                ("invite", JsValue::from_bool(*invite)),
            ],
        ),
        ExtrasRequest::RelayOpen { id, key, relays } => tagged(
            "RelayOpen",
            &[("id", int(*id)), ("key", s(key)), ("relays", s(relays))],
        ),
        ExtrasRequest::RelaySend { id, body } => {
            tagged("RelaySend", &[("id", int(*id)), ("body", s(body))])
        }
        ExtrasRequest::RelayClose { id } => tagged("RelayClose", &[("id", int(*id))]),
    }
}

/// An answer of the extras worker, from the value it posted.
///
/// # Errors
/// What is wrong with it.
pub fn extras_reply_from(value: &JsValue) -> Result<ExtrasReply, Error> {
    let (name, inner) = variant(value)?;
    match name.as_str() {
        "Ready" => Ok(ExtrasReply::Ready {
            protocol: whole(&inner, "protocol")?,
        }),
        "Qr" => Ok(ExtrasReply::Qr(QrAnswer {
            id: whole(&inner, "id")?,
            text: string(&inner, "text")?,
            size: whole(&inner, "size")?,
            bits: string(&inner, "bits")?,
        })),
        "RulesPage" => Ok(ExtrasReply::RulesPage(RulesPageAnswer {
            id: whole(&inner, "id")?,
            lang: string(&inner, "lang")?,
            ruleset: string(&inner, "ruleset")?,
            html: string(&inner, "html")?,
        })),
        "Course" => Ok(ExtrasReply::Course(CourseAnswer {
            id: whole(&inner, "id")?,
            lang: string(&inner, "lang")?,
            course: string(&inner, "course")?,
            steps: string(&inner, "steps")?,
            texts: string(&inner, "texts")?,
        })),
        "LiveCode" => Ok(ExtrasReply::LiveCode(LiveCodeAnswer {
            id: whole(&inner, "id")?,
            peer: whole(&inner, "peer")?,
            code: value::string_opt(&inner, "code")?,
        })),
        "LiveRead" => Ok(ExtrasReply::LiveRead(LiveReadAnswer {
            id: whole(&inner, "id")?,
            invite: boolean(&inner, "invite")?,
            peer: whole(&inner, "peer")?,
            seats: whole(&inner, "seats")?,
            sdp: string(&inner, "sdp")?,
            game: value::string_opt(&inner, "game")?,
            error: value::string_opt(&inner, "error")?,
            room: value::string_opt(&inner, "room")?,
        })),
        "RelayOpened" => Ok(ExtrasReply::RelayOpened {
            id: whole(&inner, "id")?,
            key: string(&inner, "key")?,
        }),
        "RelayHeard" => Ok(ExtrasReply::RelayHeard {
            id: whole(&inner, "id")?,
            body: string(&inner, "body")?,
        }),
        "RelayState" => Ok(ExtrasReply::RelayState {
            id: whole(&inner, "id")?,
            open: whole(&inner, "open")?,
            of: whole(&inner, "of")?,
        }),
        "Error" => Ok(ExtrasReply::Error {
            id: value::whole_or_null(&inner, "id")?,
            message: string(&inner, "message")?,
        }),
        _ => Err("unknown answer"),
    }
}

/// An answer of the extras worker, as the value to post to the page.
pub fn extras_reply(reply: &ExtrasReply) -> JsValue {
    let s = JsValue::from_str;
    match reply {
        ExtrasReply::Ready { protocol } => tagged("Ready", &[("protocol", int(*protocol))]),
        ExtrasReply::Qr(a) => tagged(
            "Qr",
            &[
                ("id", int(a.id)),
                ("text", s(&a.text)),
                ("size", int(a.size)),
                ("bits", s(&a.bits)),
            ],
        ),
        ExtrasReply::RulesPage(a) => tagged(
            "RulesPage",
            &[
                ("id", int(a.id)),
                ("lang", s(&a.lang)),
                ("ruleset", s(&a.ruleset)),
                ("html", s(&a.html)),
            ],
        ),
        ExtrasReply::Course(a) => tagged(
            "Course",
            &[
                ("id", int(a.id)),
                ("lang", s(&a.lang)),
                ("course", s(&a.course)),
                ("steps", s(&a.steps)),
                ("texts", s(&a.texts)),
            ],
        ),
        ExtrasReply::LiveCode(a) => tagged(
            "LiveCode",
            &[
                ("id", int(a.id)),
                ("peer", int(a.peer)),
                ("code", string_or_null(a.code.as_deref())),
            ],
        ),
        ExtrasReply::LiveRead(a) => tagged(
            "LiveRead",
            &[
                ("id", int(a.id)),
                ("invite", JsValue::from_bool(a.invite)),
                ("peer", int(a.peer)),
                ("seats", int(a.seats)),
                ("sdp", s(&a.sdp)),
                ("game", string_or_null(a.game.as_deref())),
                ("error", string_or_null(a.error.as_deref())),
                ("room", string_or_null(a.room.as_deref())),
            ],
        ),
        ExtrasReply::RelayOpened { id, key } => {
            tagged("RelayOpened", &[("id", int(*id)), ("key", s(key))])
        }
        ExtrasReply::RelayHeard { id, body } => {
            tagged("RelayHeard", &[("id", int(*id)), ("body", s(body))])
        }
        ExtrasReply::RelayState { id, open, of } => tagged(
            "RelayState",
            &[("id", int(*id)), ("open", int(*open)), ("of", int(*of))],
        ),
        ExtrasReply::Error { id, message } => error_value(*id, message),
    }
}
