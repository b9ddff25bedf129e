//! The wire between the page and the worker, written by hand: requests and replies as the
//! JavaScript values `postMessage` carries, both ways. The shapes are those `serde_wasm_bindgen`
//! would give the protocol's types (externally tagged enums as `{ Variant: { fields } }` or
//! `"Variant"`, `u64` as `BigInt` in requests, `null` for a missing value), so a value from
//! either codec reads with the other; but neither wasm carries `serde_wasm_bindgen`'s
//! machinery for them, nor the error messages and float formatting it brings (about 15 KB
//! gzipped of the first load). The browser tests (`crates/web/tests/dom.rs`) round-trip every
//! kind of message through both directions.

use js_sys::{Array, Object, Reflect};
use wasm_bindgen::JsValue;

use crate::protocol::{BotLevel, GameSpec, Reply, Request, WireAction};

/// Why a value is not a request: a short English phrase for the page's log (never shown
/// during play: the page only sends requests it wrote).
type Error = &'static str;

fn field(value: &JsValue, name: &str) -> Result<JsValue, Error> {
    Reflect::get(value, &JsValue::from_str(name)).map_err(|_| "a field cannot be read")
}

/// The one key of an externally tagged enum's object, and its value; or a bare string.
fn variant(value: &JsValue) -> Result<(String, JsValue), Error> {
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
    let inner = field(value, &key)?;
    Ok((key, inner))
}

fn number(value: &JsValue, name: &str) -> Result<f64, Error> {
    field(value, name)?.as_f64().ok_or("expected a number")
}

fn whole<T: TryFrom<u64>>(value: &JsValue, name: &str) -> Result<T, Error> {
    let n = number(value, name)?;
    if n.fract() != 0.0 || !(0.0..=9_007_199_254_740_991.0).contains(&n) {
        return Err("expected a whole number");
    }
    T::try_from(n as u64).map_err(|_| "a number out of range")
}

/// The reply's score: a whole number in `i32`'s range (missing: 0, as an older worker sent).
fn score(value: &JsValue) -> Result<i32, Error> {
    let v = field(value, "score")?;
    if v.is_undefined() {
        return Ok(0);
    }
    let n = v.as_f64().ok_or("expected a number")?;
    if n.fract() != 0.0 || !(f64::from(i32::MIN)..=f64::from(i32::MAX)).contains(&n) {
        return Err("expected a whole number");
    }
    Ok(n as i32)
}

fn string(value: &JsValue, name: &str) -> Result<String, Error> {
    field(value, name)?.as_string().ok_or("expected a string")
}

/// A `u64`, sent as a `BigInt` (or a safe whole number).
fn big(value: &JsValue, name: &str) -> Result<u64, Error> {
    let v = field(value, name)?;
    if v.is_bigint() {
        return u64::try_from(v).map_err(|_| "a BigInt out of range");
    }
    whole(value, name)
}

fn wire_action(value: &JsValue) -> Result<WireAction, Error> {
    let (name, inner) = variant(value)?;
    Ok(match name.as_str() {
        "Roll" => WireAction::Roll {
            face: whole(&inner, "face")?,
        },
        "Move" => {
            let promotion = field(&inner, "promotion")?;
            WireAction::Move {
                from: whole(&inner, "from")?,
                to: whole(&inner, "to")?,
                promotion: if promotion.is_undefined() || promotion.is_null() {
                    None
                } else {
                    Some(whole(&inner, "promotion")?)
                },
            }
        }
        "Pass" => WireAction::Pass,
        "Offer" => WireAction::Offer,
        "Answer" => WireAction::Answer {
            accept: field(&inner, "accept")?
                .as_bool()
                .ok_or("expected a boolean")?,
        },
        "Demand" => WireAction::Demand,
        "Place" => WireAction::Place {
            at: whole(&inner, "at")?,
        },
        "Keep" => WireAction::Keep,
        _ => return Err("unknown action"),
    })
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
        "Think" => {
            let game = field(&inner, "game")?;
            let actions = field(&game, "actions")?;
            if !Array::is_array(&actions) {
                return Err("expected a list of actions");
            }
            let actions = Array::from(&actions)
                .iter()
                .map(|a| wire_action(&a))
                .collect::<Result<_, _>>()?;
            let level = field(&inner, "level")?
                .as_string()
                .and_then(|l| BotLevel::from_name(&l))
                .ok_or("unknown bot level")?;
            Ok(Request::Think {
                id: whole(&inner, "id")?,
                game: GameSpec {
                    ruleset: string(&game, "ruleset")?,
                    start: string(&game, "start")?,
                    seed: big(&game, "seed")?,
                    actions,
                },
                seat: whole(&inner, "seat")?,
                level,
                budget_ms: whole(&inner, "budget_ms")?,
                bot_seed: big(&inner, "bot_seed")?,
                nodes: whole(&inner, "nodes")?,
            })
        }
        _ => Err("unknown request"),
    }
}

fn object(fields: &[(&str, JsValue)]) -> JsValue {
    let o = Object::new();
    for (name, value) in fields {
        // Setting a field of a fresh plain object cannot fail.
        let _ = Reflect::set(&o, &JsValue::from_str(name), value);
    }
    o.into()
}

fn tagged(name: &str, fields: &[(&str, JsValue)]) -> JsValue {
    object(&[(name, object(fields))])
}

fn wire_action_value(action: WireAction) -> JsValue {
    let n = |v: u8| JsValue::from_f64(f64::from(v));
    match action {
        WireAction::Roll { face } => tagged("Roll", &[("face", n(face))]),
        WireAction::Move {
            from,
            to,
            promotion,
        } => tagged(
            "Move",
            &[
                ("from", n(from)),
                ("to", n(to)),
                ("promotion", promotion.map_or(JsValue::NULL, n)),
            ],
        ),
        WireAction::Pass => JsValue::from_str("Pass"),
        WireAction::Offer => JsValue::from_str("Offer"),
        WireAction::Answer { accept } => {
            tagged("Answer", &[("accept", JsValue::from_bool(accept))])
        }
        WireAction::Demand => JsValue::from_str("Demand"),
        WireAction::Place { at } => tagged("Place", &[("at", n(at))]),
        WireAction::Keep => JsValue::from_str("Keep"),
    }
}

/// A request, as the value the page posts.
pub fn request_value(request: &Request) -> JsValue {
    let n = |v: u32| JsValue::from_f64(f64::from(v));
    match request {
        Request::Ping { id } => tagged("Ping", &[("id", n(*id))]),
        Request::Think {
            id,
            game,
            seat,
            level,
            budget_ms,
            bot_seed,
            nodes,
        } => {
            let actions: Array = game.actions.iter().map(|&a| wire_action_value(a)).collect();
            let game = object(&[
                ("ruleset", JsValue::from_str(&game.ruleset)),
                ("start", JsValue::from_str(&game.start)),
                ("seed", JsValue::from(game.seed)),
                ("actions", actions.into()),
            ]);
            tagged(
                "Think",
                &[
                    ("id", n(*id)),
                    ("game", game),
                    ("seat", n(u32::from(*seat))),
                    ("level", JsValue::from_str(level.name())),
                    ("budget_ms", n(*budget_ms)),
                    ("bot_seed", JsValue::from(*bot_seed)),
                    ("nodes", n(*nodes)),
                ],
            )
        }
    }
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
            action: wire_action(&field(&inner, "action")?)?,
            nodes: big(&inner, "nodes")?,
            depth: whole(&inner, "depth")?,
            millis: number(&inner, "millis")?,
            score: score(&inner)?,
        }),
        "Error" => {
            let id = field(&inner, "id")?;
            Ok(Reply::Error {
                id: if id.is_null() || id.is_undefined() {
                    None
                } else {
                    Some(whole(&inner, "id")?)
                },
                message: string(&inner, "message")?,
            })
        }
        _ => Err("unknown reply"),
    }
}

/// A reply, as the value to post to the page.
pub fn reply(reply: &Reply) -> JsValue {
    let n = |v: u32| JsValue::from_f64(f64::from(v));
    match reply {
        Reply::Ready { protocol } => tagged("Ready", &[("protocol", n(*protocol))]),
        Reply::Pong { id } => tagged("Pong", &[("id", n(*id))]),
        Reply::Action {
            id,
            action,
            nodes,
            depth,
            millis,
            score,
        } => tagged(
            "Action",
            &[
                ("id", n(*id)),
                ("action", wire_action_value(*action)),
                // Node counts stay far below 2^53: a plain number, as the page reads it.
                ("nodes", JsValue::from_f64(*nodes as f64)),
                ("depth", n(*depth)),
                ("millis", JsValue::from_f64(*millis)),
                ("score", JsValue::from_f64(f64::from(*score))),
            ],
        ),
        Reply::Error { id, message } => tagged(
            "Error",
            &[
                ("id", id.map_or(JsValue::NULL, n)),
                ("message", JsValue::from_str(message)),
            ],
        ),
    }
}
