//! Browser tests of the page's platform layer, run in headless Chromium by `cargo xtask test`
//! (`cargo test -p ashtapada-web --target wasm32-unknown-unknown`): the renderer and its
//! dialogs, controls, local storage, file download, and the bot worker's supervisor, which
//! restarts a worker that crashes or hangs and resends the request.
#![cfg(target_arch = "wasm32")]

use std::cell::RefCell;
use std::rc::Rc;

use ashtapada_app::save::{self, Json};
use ashtapada_app::status::{Trouble, WorkerNews, WorkerStatus};
use ashtapada_app::Screen;
use ashtapada_i18n::Lang;
use ashtapada_web::platform::bot_worker::{Supervisor, WorkerEvent};
use ashtapada_web::platform::{dom, storage};
use ashtapada_worker::{BotLevel, GameSpec, Request, WireAction, PROTOCOL_VERSION};
use wasm_bindgen::{JsCast, JsValue};
use wasm_bindgen_futures::JsFuture;
use wasm_bindgen_test::{wasm_bindgen_test, wasm_bindgen_test_configure};
use web_sys::HtmlElement;

wasm_bindgen_test_configure!(run_in_browser);

fn document() -> web_sys::Document {
    web_sys::window().unwrap().document().unwrap()
}

/// Adds `html` to the test page's body.
fn mount(html: &str) {
    let div = document().create_element("div").unwrap();
    div.set_inner_html(html);
    document().body().unwrap().append_child(&div).unwrap();
}

/// Waits `ms` milliseconds.
async fn sleep(ms: i32) {
    let promise = js_sys::Promise::new(&mut |resolve, _| {
        web_sys::window()
            .unwrap()
            .set_timeout_with_callback_and_timeout_and_arguments_0(&resolve, ms)
            .unwrap();
    });
    JsFuture::from(promise).await.unwrap();
}

/// Waits until `done` holds, up to `ms`.
async fn until(ms: i32, done: impl Fn() -> bool) -> bool {
    for _ in 0..ms / 20 {
        if done() {
            return true;
        }
        sleep(20).await;
    }
    done()
}

#[wasm_bindgen_test]
fn storage_round_trips() {
    storage::set("ashtapada.test", "{\"a\":1}").unwrap();
    assert_eq!(
        storage::get("ashtapada.test").unwrap().as_deref(),
        Some("{\"a\":1}")
    );
    let local = web_sys::window().unwrap().local_storage().unwrap().unwrap();
    local.remove_item("ashtapada.test").unwrap();
    assert_eq!(storage::get("ashtapada.test").unwrap(), None);
}

/// The save through the browser's own JSON: a save written by the page's earlier, hand-made
/// writer reads, is written back the same, and odd preferences keep their defaults.
#[wasm_bindgen_test]
fn saves_go_through_the_browsers_json() {
    let old = r#"{"format":"ashtapada-save","version":1,"record":"[Ruleset \"chaturanga-v3\"]\n[Options \"\"]\n[Seed \"7\"]\n[White \"Human\"]\n[Black \"Bot (easy)\"]\n[Result \"*\"]\n\n1. e2-e3\n*\n","seats":["human","bot:easy"],"prefs":{"auto_roll":false,"auto_pass":true,"show_coords":true,"orientation":null,"bot_delay_ms":350}}"#;
    let saved = save::read(old, &storage::BrowserJson).unwrap();
    assert_eq!(saved.game.actions().len(), 1);
    let file = save::SaveFile::new(&saved.game, &saved.tags, &saved.seats, &saved.prefs);
    assert_eq!(storage::BrowserJson.write_save(&file).unwrap(), old);
    let odd = old.replace("\"auto_pass\":true", "\"auto_pass\":\"no\"");
    let odd = odd.replace("\"orientation\":null", "\"orientation\":1");
    let prefs = save::read(&odd, &storage::BrowserJson).unwrap().prefs;
    assert!(prefs.auto_pass, "an odd value keeps the default");
    assert_eq!(prefs.orientation, Some(1));
    let error = save::read("{not json", &storage::BrowserJson).unwrap_err();
    assert!(
        error
            .to_string()
            .starts_with("it is not a save of this game"),
        "{error}"
    );
}

/// Every setting away from its default (the live play servers among them) is written by the
/// browser's JSON as serde writes it, and reads back the same.
#[wasm_bindgen_test]
fn every_setting_goes_through_the_browsers_json_as_serde_writes_it() {
    use ashtapada_app::Prefs;
    use ashtapada_board::{BoardTheme, PieceStyle};
    let old = r#"{"format":"ashtapada-save","version":1,"record":"[Ruleset \"chaturanga-v3\"]\n[Options \"\"]\n[Seed \"7\"]\n[White \"Human\"]\n[Black \"Human\"]\n[Result \"*\"]\n\n*\n","seats":["human","human"],"prefs":{}}"#;
    let saved = save::read(old, &storage::BrowserJson).unwrap();
    let prefs = Prefs {
        auto_roll: true,
        sound: false,
        volume: 20,
        board_theme: Some(BoardTheme::HighContrast),
        piece_style: PieceStyle::Tokens,
        announce_brief: true,
        live_servers: "stun:stun.example.org:3478\nturn:t.example.org a \"b\"".into(),
        ..Prefs::default()
    };
    let file = save::SaveFile::new(&saved.game, &saved.tags, &saved.seats, &prefs);
    let text = storage::BrowserJson.write_save(&file).unwrap();
    assert_eq!(text, serde_json::to_string(&file).unwrap());
    assert_eq!(
        save::read(&text, &storage::BrowserJson).unwrap().prefs,
        prefs
    );
    // The two flags, a game by link and a welcome still up, likewise.
    let flagged = save::SaveFile {
        link: true,
        welcome: true,
        ..file
    };
    let text = storage::BrowserJson.write_save(&flagged).unwrap();
    assert_eq!(text, serde_json::to_string(&flagged).unwrap());
    let back = save::read(&text, &storage::BrowserJson).unwrap();
    assert!(back.link && back.welcome, "{text}");
}

#[wasm_bindgen_test]
fn the_renderer_writes_only_changes_and_keeps_the_focus() {
    mount(
        "<div id=\"r-box\"></div><p id=\"r-hidden\">x</p><dialog id=\"r-dialog\"><div id=\"r-dialog-body\"></div></dialog>",
    );
    let mut renderer = dom::Renderer::new();
    let mut screen = Screen {
        html: vec![
            (
                "r-box",
                "<button type=\"button\" id=\"r-b1\">One</button>".into(),
            ),
            ("r-dialog-body", "<p>Hello</p>".into()),
        ],
        attrs: vec![("r-box", "data-state", "a".into())],
        hidden: vec![("r-hidden", true)],
        dialogs: vec![("r-dialog", true)],
        title: "Test".into(),
        lang: Lang::En,
    };
    let changed = renderer.apply(&screen).unwrap();
    assert_eq!(changed, vec!["r-box", "r-dialog-body"]);
    let b = document().get_element_by_id("r-box").unwrap();
    assert_eq!(b.get_attribute("data-state").as_deref(), Some("a"));
    assert!(document()
        .get_element_by_id("r-hidden")
        .unwrap()
        .dyn_into::<HtmlElement>()
        .unwrap()
        .hidden());
    let dialog: web_sys::HtmlDialogElement = document()
        .get_element_by_id("r-dialog")
        .unwrap()
        .dyn_into()
        .unwrap();
    assert!(dialog.open());
    assert_eq!(document().title(), "Test");

    // Nothing changed: nothing written.
    assert!(renderer.apply(&screen).unwrap().is_empty());

    // The dialog closes; the focused button is replaced and keeps the focus.
    screen.dialogs = vec![("r-dialog", false)];
    renderer.apply(&screen).unwrap();
    assert!(!dialog.open());
    dom::focus("r-b1").unwrap();
    screen.html[0].1 = "<button type=\"button\" id=\"r-b1\">One again</button>".into();
    assert_eq!(renderer.apply(&screen).unwrap(), vec!["r-box"]);
    let active = document().active_element().unwrap();
    assert_eq!(active.id(), "r-b1");
    assert_eq!(active.text_content().as_deref(), Some("One again"));
}

#[wasm_bindgen_test]
fn controls_report_their_command_and_value() {
    mount(
        "<button type=\"button\" id=\"c-btn\" data-cmd=\"view\" data-arg=\"4\"><span id=\"c-inner\">4</span></button>\
         <input type=\"checkbox\" id=\"c-box\" data-cmd=\"coords\">\
         <textarea id=\"c-text\">[Ruleset \"chaturaji\"]</textarea>\
         <button type=\"button\" id=\"c-import\" data-cmd=\"import-text\" data-value-from=\"c-text\">Import</button>\
         <textarea id=\"c-servers\" data-cmd=\"live-servers\"></textarea>",
    );
    type Seen = Vec<(String, Option<String>, Option<String>)>;
    let seen: Rc<RefCell<Seen>> = Rc::default();
    let sink = seen.clone();
    dom::on_control(move |c| sink.borrow_mut().push((c.cmd, c.arg, c.value))).unwrap();
    let click = |id: &str| {
        document()
            .get_element_by_id(id)
            .unwrap()
            .dyn_into::<HtmlElement>()
            .unwrap()
            .click();
    };
    // A click inside the button counts as the button's.
    click("c-inner");
    click("c-box");
    click("c-import");
    // A text area with a command reports its text when changed (the live play servers' box
    // once reported none, so the setting was never kept).
    let servers = document()
        .get_element_by_id("c-servers")
        .unwrap()
        .dyn_into::<web_sys::HtmlTextAreaElement>()
        .unwrap();
    servers.set_value("stun:a.org\nstun:b.org");
    servers
        .dispatch_event(
            &web_sys::Event::new_with_event_init_dict("change", &{
                let init = web_sys::EventInit::new();
                init.set_bubbles(true);
                init
            })
            .unwrap(),
        )
        .unwrap();
    let seen = seen.borrow();
    for (cmd, arg, value) in [
        ("view", Some("4"), None),
        ("coords", None, Some("true")),
        ("import-text", None, Some("[Ruleset \"chaturaji\"]")),
        ("live-servers", None, Some("stun:a.org\nstun:b.org")),
    ] {
        let want = (cmd.into(), arg.map(Into::into), value.map(Into::into));
        assert!(seen.contains(&want), "{want:?} in {seen:?}");
    }
}

#[wasm_bindgen_test]
fn random_seeds_and_marks() {
    let a = dom::random_u64().unwrap();
    let b = dom::random_u64().unwrap();
    assert_ne!(a, b);
    dom::mark("ashtapada:test-mark").unwrap();
    let marks = web_sys::window()
        .unwrap()
        .performance()
        .unwrap()
        .get_entries_by_name("ashtapada:test-mark");
    assert_eq!(marks.length(), 1);
}

/// A module worker from JavaScript source, as a blob URL. `on_think` is the body run for a
/// `Think` request (`m` is its content). Messages are externally tagged: `{ Think: {...} }`.
fn worker_url(on_think: &str) -> String {
    let source = format!(
        "postMessage({{ Ready: {{ protocol: {PROTOCOL_VERSION} }} }});\n\
         onmessage = (e) => {{\n\
           if (e.data.Ping) {{ postMessage({{ Pong: {{ id: e.data.Ping.id }} }}); return; }}\n\
           const m = e.data.Think;\n\
           {on_think}\n\
         }};"
    );
    let parts = js_sys::Array::of1(&JsValue::from_str(&source));
    let options = web_sys::BlobPropertyBag::new();
    options.set_type("text/javascript");
    let blob = web_sys::Blob::new_with_str_sequence_and_options(&parts, &options).unwrap();
    web_sys::Url::create_object_url_with_blob(&blob).unwrap()
}

const ANSWER: &str =
    "postMessage({ Action: { id: m.id, action: 'Pass', nodes: 1, depth: 1, millis: 1 } });";

fn think(id: u32, budget_ms: u32) -> Request {
    Request::Think {
        id,
        game: GameSpec {
            ruleset: "chaturanga-v3".into(),
            start: String::new(),
            // Above 2^53: must travel as a BigInt, not a rounded number.
            seed: u64::MAX - 1,
            actions: vec![WireAction::Pass],
        },
        seat: 0,
        level: BotLevel::Easy,
        budget_ms,
        bot_seed: 3,
        nodes: 0,
        judge: None,
    }
}

type Events = Rc<RefCell<Vec<WorkerEvent>>>;

/// A supervisor whose workers run `behaviours[generation - 1]` (the last one from then on).
fn supervise(behaviours: Vec<&'static str>) -> (Supervisor, Events) {
    let events: Events = Rc::default();
    let sink = events.clone();
    let urls: Vec<String> = behaviours.iter().map(|b| worker_url(b)).collect();
    let supervisor = Supervisor::start(
        move |generation| urls[(generation as usize - 1).min(urls.len() - 1)].clone(),
        move |event| sink.borrow_mut().push(event),
    );
    (supervisor, events)
}

fn answered(events: &Events, id: u32) -> bool {
    events.borrow().iter().any(
        |e| matches!(e, WorkerEvent::Answer { id: i, action: WireAction::Pass, .. } if *i == id),
    )
}

#[wasm_bindgen_test]
async fn a_healthy_worker_answers() {
    let (supervisor, events) = supervise(vec![ANSWER]);
    supervisor.submit(think(1, 50));
    assert!(
        until(5_000, || answered(&events, 1)).await,
        "{:?}",
        events.borrow()
    );
    assert_eq!(supervisor.restarts(), 0);
    assert_eq!(supervisor.status(), WorkerStatus::Ready);
}

#[wasm_bindgen_test]
async fn a_crashed_worker_is_restarted_and_the_request_resent() {
    let (supervisor, events) = supervise(vec!["throw new Error('boom');", ANSWER]);
    supervisor.submit(think(7, 50));
    assert!(
        until(8_000, || answered(&events, 7)).await,
        "{:?}",
        events.borrow()
    );
    assert_eq!(supervisor.restarts(), 1);
    assert!(events.borrow().iter().any(|e| matches!(
        e,
        WorkerEvent::Log(WorkerNews::Restarted(Trouble::Crashed(_)))
    )));
}

#[wasm_bindgen_test]
async fn a_hung_worker_is_terminated_and_restarted() {
    // Budget 0: the page waits 2 s (see `timeout_ms`) before it gives up on this worker.
    let (supervisor, events) = supervise(vec!["for (;;) {}", ANSWER]);
    supervisor.submit(think(9, 0));
    assert!(
        until(10_000, || answered(&events, 9)).await,
        "{:?}",
        events.borrow()
    );
    assert_eq!(supervisor.restarts(), 1);
    assert!(events
        .borrow()
        .iter()
        .any(|e| matches!(e, WorkerEvent::Log(WorkerNews::Restarted(Trouble::Hung)))));
}

#[wasm_bindgen_test]
async fn a_worker_that_cannot_load_is_given_up_and_the_request_fails() {
    let events: Events = Rc::default();
    let sink = events.clone();
    let supervisor = Supervisor::start(
        |_| "./no-such-worker.js".to_string(),
        move |event| sink.borrow_mut().push(event),
    );
    supervisor.submit(think(3, 50));
    let failed = until(10_000, || {
        events
            .borrow()
            .iter()
            .any(|e| matches!(e, WorkerEvent::Failed { id: 3, .. }))
    })
    .await;
    assert!(failed, "{:?}", events.borrow());
    assert!(matches!(supervisor.status(), WorkerStatus::Failed(_)));
}

/// The page's fixed text follows the language: `data-l10n` elements, their labels and
/// placeholders, and `<html lang>`.
#[wasm_bindgen_test]
fn the_fixed_text_of_the_page_follows_the_language() {
    mount(
        "<h2 id=\"t-moves\" data-l10n=\"page-moves\">Moves</h2>\
         <input id=\"t-input\" data-l10n-placeholder=\"page-move-placeholder\" \
          data-l10n-label=\"page-move-label\">",
    );
    let mut renderer = dom::Renderer::new();
    let screen = |lang| Screen {
        lang,
        title: "t".into(),
        ..Screen::default()
    };
    renderer.apply(&screen(Lang::Fr)).unwrap();
    let doc = web_sys::window().unwrap().document().unwrap();
    let text = |id: &str| doc.get_element_by_id(id).unwrap().text_content().unwrap();
    let attr = |id: &str, a: &str| doc.get_element_by_id(id).unwrap().get_attribute(a).unwrap();
    assert_eq!(text("t-moves"), "Coups");
    assert_eq!(attr("t-input", "aria-label"), "Tapez un coup");
    assert!(attr("t-input", "placeholder").starts_with("Tapez un coup"));
    assert_eq!(
        doc.document_element()
            .unwrap()
            .get_attribute("lang")
            .unwrap(),
        "fr"
    );
    renderer.apply(&screen(Lang::En)).unwrap();
    assert_eq!(text("t-moves"), "Moves");
    assert_eq!(
        doc.document_element()
            .unwrap()
            .get_attribute("lang")
            .unwrap(),
        "en"
    );
}

/// The page's and the workers' codec ([`ashtapada_worker::js`]) agrees with the serde form of
/// every message kind (the protocol's derives through `serde-wasm-bindgen`), both ways: each
/// side reads what the other writes, and what serde writes, and writes what serde reads back.
#[wasm_bindgen_test]
fn page_and_worker_read_each_others_messages() {
    use ashtapada_rules::{Game, Ruleset};
    use ashtapada_web::platform::bot_worker::{decode_reply, encode_request};
    use ashtapada_worker::extras::{
        CourseAnswer, ExtrasReply, ExtrasRequest, LiveCodeAnswer, LiveReadAnswer, QrAnswer,
        RulesPageAnswer, EXTRAS_PROTOCOL_VERSION,
    };
    use ashtapada_worker::{js, Reply};
    let serde_form = |value: &dyn erased::Ser| value.to_js();
    let mut game = Game::new(Ruleset::by_id("chaturaji").unwrap(), u64::MAX - 7);
    for _ in 0..30 {
        let legal = game.legal_actions();
        let Some(&action) = legal.last() else { break };
        game.play(action).unwrap();
    }
    let requests = [
        Request::Ping { id: 4 },
        Request::Think {
            id: 9,
            game: GameSpec::of(&game),
            seat: 2,
            level: BotLevel::Hard,
            budget_ms: 1500,
            bot_seed: 0x1234_5678_9abc_def0,
            nodes: 1_500_000,
            judge: None,
        },
        Request::Think {
            id: 10,
            game: GameSpec::of(&game),
            seat: 2,
            level: BotLevel::Hard,
            budget_ms: 4000,
            bot_seed: 5,
            nodes: 40_000,
            judge: Some(WireAction::Roll { face: 3 }),
        },
        Request::Analyse {
            id: 11,
            game: GameSpec::of(&game),
            depth: 6,
            budget_ms: 3000,
            lines: 3,
        },
    ];
    for request in requests {
        let value = encode_request(&request).unwrap();
        assert_eq!(js::request(&value), Ok(request.clone()));
        assert_eq!(from_serde::<Request>(value), request);
        assert_eq!(js::request(&serde_form(&request)), Ok(request));
    }
    let replies = [
        Reply::Ready {
            protocol: PROTOCOL_VERSION,
        },
        Reply::Pong { id: 3 },
        Reply::Action {
            id: 7,
            action: WireAction::Move {
                from: 1,
                to: 17,
                promotion: Some(2),
            },
            nodes: 123_456_789,
            depth: 4,
            millis: 12.5,
            score: 37,
            played: Some(-120),
        },
        Reply::Action {
            id: 8,
            action: WireAction::Pass,
            nodes: 0,
            depth: 0,
            millis: 0.0,
            score: -1_000_000,
            played: None,
        },
        Reply::Error {
            id: None,
            message: "x".into(),
        },
        Reply::Error {
            id: Some(2),
            message: "y".into(),
        },
        Reply::Lines {
            id: 12,
            lines: vec![
                ashtapada_worker::WireLine {
                    action: Some(WireAction::Place { at: 9 }),
                    score: -250,
                },
                ashtapada_worker::WireLine {
                    action: None,
                    score: 40,
                },
            ],
            faces: vec![-3, 0, 7, 1_000],
            depth: 5,
            nodes: 98_765,
            millis: 250.5,
        },
        Reply::Lines {
            id: 13,
            lines: Vec::new(),
            faces: Vec::new(),
            depth: 0,
            nodes: 0,
            millis: 0.0,
        },
    ];
    for reply in replies {
        assert_eq!(decode_reply(js::reply(&reply)), Ok(reply.clone()));
        assert_eq!(from_serde::<Reply>(js::reply(&reply)), reply);
        assert_eq!(decode_reply(serde_form(&reply)), Ok(reply));
    }
    let asks = [
        ExtrasRequest::Qr {
            id: 1,
            text: "https://a.example/#g=AA".into(),
        },
        ExtrasRequest::RulesPage {
            id: 2,
            lang: "fr".into(),
            ruleset: "chaturaji".into(),
        },
        ExtrasRequest::Course {
            id: 3,
            lang: "en".into(),
            course: "common".into(),
        },
        ExtrasRequest::Course {
            id: 3,
            lang: "fr".into(),
            course: "puzzles-chaturanga-v1+dice".into(),
        },
        ExtrasRequest::LearnList {
            id: 5,
            lang: "fr".into(),
            progress: "at puzzles-chaturaji 7\ndone common 3f 6\npuzzles 1286 3 7\n".into(),
        },
        ExtrasRequest::LiveWrite {
            id: 4,
            peer: u32::MAX,
            sdp: "v=0\r\n".into(),
            seats: 0b1010,
            game: Some("g=AA".into()),
            room: None,
        },
        ExtrasRequest::LiveWrite {
            id: 5,
            peer: 0,
            sdp: String::new(),
            seats: 3,
            game: None,
            room: None,
        },
        ExtrasRequest::LiveWrite {
            id: 12,
            peer: 1,
            sdp: String::new(),
            seats: 0b10,
            game: Some("g=AA".into()),
            room: Some("KEY\nwss://relay.example".into()),
        },
        ExtrasRequest::RelayOpen {
            id: 13,
            key: String::new(),
            relays: "wss://a.example\nwss://b.example".into(),
        },
        ExtrasRequest::RelaySend {
            id: 13,
            body: "hello 1 2".into(),
        },
        ExtrasRequest::RelayClose { id: 13 },
        ExtrasRequest::LiveRead {
            id: 6,
            text: "https://a.example/#live=AA".into(),
            invite: true,
        },
        ExtrasRequest::LiveRead {
            id: 7,
            text: " answer=AA ".into(),
            invite: false,
        },
    ];
    for ask in asks {
        let value = js::extras_request_value(&ask);
        assert_eq!(js::extras_request(&value), Ok(ask.clone()));
        assert_eq!(from_serde::<ExtrasRequest>(value), ask);
        assert_eq!(js::extras_request(&serde_form(&ask)), Ok(ask));
    }
    let answers = [
        ExtrasReply::Ready {
            protocol: EXTRAS_PROTOCOL_VERSION,
        },
        ExtrasReply::Qr(QrAnswer {
            id: 1,
            text: "t".into(),
            size: 21,
            bits: "01".into(),
        }),
        ExtrasReply::RulesPage(RulesPageAnswer {
            id: 2,
            lang: "fr".into(),
            ruleset: "chaturaji".into(),
            html: "<h2>x</h2>".into(),
        }),
        ExtrasReply::Course(CourseAnswer {
            id: 3,
            lang: "en".into(),
            course: "common".into(),
            steps: "s".into(),
            texts: "a\u{1e}b".into(),
        }),
        ExtrasReply::LiveCode(LiveCodeAnswer {
            id: 8,
            peer: 12,
            code: Some("live=AA".into()),
        }),
        ExtrasReply::LiveCode(LiveCodeAnswer {
            id: 9,
            peer: 13,
            code: None,
        }),
        ExtrasReply::LiveRead(LiveReadAnswer {
            id: 10,
            invite: true,
            peer: 14,
            seats: 0b110,
            sdp: "v=0\r\n".into(),
            game: Some("g=AA".into()),
            error: None,
            room: None,
        }),
        ExtrasReply::LiveRead(LiveReadAnswer {
            id: 12,
            invite: true,
            peer: 15,
            seats: 0b10,
            sdp: String::new(),
            game: Some("g=AA".into()),
            error: None,
            room: Some("KEY\nwss://relay.example".into()),
        }),
        ExtrasReply::RelayOpened {
            id: 13,
            key: "KEY".into(),
        },
        ExtrasReply::RelayHeard {
            id: 13,
            body: "offer 1 2\nv=0".into(),
        },
        ExtrasReply::RelayState {
            id: 13,
            open: 2,
            of: 3,
        },
        ExtrasReply::LiveRead(LiveReadAnswer {
            id: 11,
            invite: false,
            peer: 0,
            seats: 0,
            sdp: String::new(),
            game: None,
            error: Some("checksum".into()),
            room: None,
        }),
        ExtrasReply::Error {
            id: Some(4),
            message: "no".into(),
        },
        ExtrasReply::Error {
            id: None,
            message: "?".into(),
        },
    ];
    for answer in answers {
        let value = js::extras_reply(&answer);
        assert_eq!(js::extras_reply_from(&value), Ok(answer.clone()));
        assert_eq!(from_serde::<ExtrasReply>(value), answer);
        assert_eq!(js::extras_reply_from(&serde_form(&answer)), Ok(answer));
    }
    for nonsense in [JsValue::from_str("Nonsense"), JsValue::from_f64(3.0)] {
        assert!(js::request(&nonsense).is_err());
        assert!(js::extras_request(&nonsense).is_err());
        assert!(js::extras_reply_from(&nonsense).is_err());
    }
}

/// A message in serde's form, as `serde-wasm-bindgen` writes it (`u64` as `BigInt`).
mod erased {
    use wasm_bindgen::JsValue;
    /// Any message the test compares.
    pub trait Ser {
        fn to_js(&self) -> JsValue;
    }
    impl<T: serde::Serialize> Ser for T {
        fn to_js(&self) -> JsValue {
            let serializer =
                serde_wasm_bindgen::Serializer::new().serialize_large_number_types_as_bigints(true);
            self.serialize(&serializer).unwrap()
        }
    }
}

/// A message read from a JavaScript value in serde's form.
fn from_serde<T: serde::de::DeserializeOwned>(value: JsValue) -> T {
    serde_wasm_bindgen::from_value(value).unwrap()
}

/// The browser reads a save by hand (`BrowserJson`) with the rules of the serde form (the
/// save's derives through `serde-wasm-bindgen`): the same file, or an error of the same kind,
/// for good saves and for odd ones, and the same text written back.
#[wasm_bindgen_test]
fn the_hand_read_save_agrees_with_the_serde_form() {
    use ashtapada_app::save::{SaveError, SaveFile, SerdeText};
    struct SerdeForm;
    impl SerdeText for SerdeForm {
        fn read<T: serde::de::DeserializeOwned>(&self, text: &str) -> Result<T, String> {
            let value = js_sys::JSON::parse(text).map_err(|_| "not JSON".to_string())?;
            serde_wasm_bindgen::from_value(value).map_err(|e| e.to_string())
        }
        fn write<T: serde::Serialize>(&self, value: &T) -> Result<String, String> {
            let serializer = serde_wasm_bindgen::Serializer::json_compatible();
            let value = value.serialize(&serializer).map_err(|e| e.to_string())?;
            Ok(js_sys::JSON::stringify(&value).unwrap().into())
        }
    }
    let record = "[Ruleset \\\"chaturanga-v3\\\"]\\n\\n1. e2-e3 *\\n";
    let texts = [
        format!(
            r#"{{"format":"ashtapada-save","version":1,"record":"{record}","seats":["human","bot:hard"],"prefs":{{"auto_roll":true,"auto_pass":false,"show_coords":true,"orientation":1,"bot_delay_ms":350.0,"lang":"fr"}}}}"#
        ),
        format!(
            r#"{{"format":"ashtapada-save","version":1,"record":"{record}","seats":["human","human"],"link":true}}"#
        ),
        format!(
            r#"{{"format":"ashtapada-save","version":1,"record":"{record}","seats":null,"prefs":null}}"#
        ),
        format!(
            r#"{{"format":"ashtapada-save","version":1,"record":"{record}","seats":["human","human"],"prefs":{{"auto_roll":"yes","orientation":-3,"bot_delay_ms":1.5,"lang":7,"extra":[1]}}}}"#
        ),
        r#"{"format":"ashtapada-save","version":1,"record":5,"seats":[]}"#.to_string(),
        r#"{"format":"ashtapada-save","version":1,"seats":[1]}"#.to_string(),
        r#"{"format":"ashtapada-save","version":1,"seats":"human"}"#.to_string(),
        r#"{"format":"ashtapada-save","version":1,"prefs":3}"#.to_string(),
        r#"{"format":"ashtapada-save","version":2}"#.to_string(),
        r#"{"format":"other","version":1}"#.to_string(),
        r#"{"version":"1"}"#.to_string(),
        "[1]".to_string(),
        "7".to_string(),
        "{oops".to_string(),
    ];
    let kind = |r: &Result<SaveFile, SaveError>| match r {
        Ok(_) => "ok",
        Err(SaveError::NotOurs(_)) => "not ours",
        Err(SaveError::Format(_)) => "format",
        Err(SaveError::Version(_)) => "version",
        Err(SaveError::Damaged(_)) => "damaged",
        Err(_) => "other",
    };
    let mut good = 0;
    for text in &texts {
        let by_hand = storage::BrowserJson.read_save(text);
        let by_serde = SerdeForm.read_save(text);
        // serde reads a JSON array as a struct by position; the hand reader refuses it whole:
        // both are errors, of whatever kind.
        if text.starts_with('[') {
            assert!(by_hand.is_err() && by_serde.is_err(), "{text}");
            continue;
        }
        assert_eq!(kind(&by_hand), kind(&by_serde), "{text}");
        if let (Ok(a), Ok(b)) = (&by_hand, &by_serde) {
            good += 1;
            assert_eq!(a, b, "{text}");
            assert_eq!(
                storage::BrowserJson.write_save(a),
                SerdeForm.write_save(b),
                "{text}"
            );
        }
    }
    assert_eq!(good, 4, "the four good saves read");
}
