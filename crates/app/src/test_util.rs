//! What the app's tests share: games set up in a line, and the effects picked out.

pub(crate) use super::save::{SerdeJson, SerdeText};
pub(crate) use super::{worker_link, App, Command, Controller, Dialog, Effect, Setup, HINT_LEVEL};
pub(crate) use ashtapada_board::Intent;
pub(crate) use ashtapada_rules::record::{self, Tags};
pub(crate) use ashtapada_rules::{
    fen, notation, Action, Event, Game, Move, Outcome, Role, Ruleset, Seat, Square, WinReason,
};
pub(crate) use ashtapada_worker::extras::ExtrasRequest;
pub(crate) use ashtapada_worker::{BotLevel, Reply, Request, WireAction};

pub(crate) fn sq(app: &App, name: &str) -> Square {
    app.rules().geometry.parse(name).unwrap()
}

/// A game of `id` with these seats, no automatic rolls, no bot pause.
pub(crate) fn app(id: &str, seats: &[Controller], seed: u64) -> App {
    let rules = Ruleset::by_id(id).unwrap();
    let mut form = Setup {
        ruleset: rules.base(),
        dice: rules.has_option(ashtapada_rules::RulesetOption::Dice),
        seed: seed.to_string(),
        ..Setup::default()
    };
    for (slot, c) in form.seats.iter_mut().zip(seats) {
        *slot = *c;
    }
    let mut app = App::new(&form, 1);
    app.set_bot_delay(0);
    app.take_effects();
    app
}

pub(crate) fn humans(n: usize) -> Vec<Controller> {
    vec![Controller::Human; n]
}

/// The Think requests among the effects.
pub(crate) fn thinks(effects: &[Effect]) -> Vec<u32> {
    effects
        .iter()
        .filter_map(|e| match e {
            Effect::Think { request, .. } => Some(request.id()),
            _ => None,
        })
        .collect()
}

/// The saves among the effects, as JSON text (as the page writes them).
pub(crate) fn saves(effects: &[Effect]) -> Vec<String> {
    effects
        .iter()
        .filter_map(|e| match e {
            Effect::Save(file) => Some(SerdeJson.write(file).unwrap()),
            _ => None,
        })
        .collect()
}

/// Answers the pending bot request with the first legal action (as a bot would, legally).
pub(crate) fn bot_answers(app: &mut App) {
    let id = app.thinking().expect("a bot is thinking").id;
    let action = app.game().legal_actions()[0];
    app.bot_reply(id, action.into());
}

/// Answers the app's asks of live play's codes as the extras worker does (with the worker's
/// own [`crate::live::exchange::answer`]) until none is left; the other effects stay.
pub(crate) fn serve_extras(app: &mut App) {
    for id in 0.. {
        // The codes only: a room's asks are the relays' (the tests' own hub, if any).
        let at = app.effects.iter().position(|e| {
            matches!(
                e,
                Effect::LiveExchange(
                    crate::live::Exchange::Write { .. } | crate::live::Exchange::Read { .. }
                )
            )
        });
        let Some(Effect::LiveExchange(ask)) = at.map(|at| app.effects.remove(at)) else {
            return;
        };
        let reply = crate::live::exchange::answer(&ask.request(id)).expect("a live ask");
        app.extras_answer(reply);
    }
}

/// Tells the app, in one go, that the extras worker will not answer any of the asks it made
/// (taken from its effects; the other effects stay), as the page does when the worker is of
/// another version or crashed once too often. How many asks there were.
pub(crate) fn refuse_extras(app: &mut App) -> usize {
    let effects = std::mem::take(&mut app.effects);
    let mut requests = Vec::new();
    for effect in effects {
        let id = u32::try_from(requests.len()).unwrap();
        let request = match effect {
            Effect::LiveExchange(ask) => ask.request(id),
            Effect::LearnCourse { lang, course } => ExtrasRequest::Course {
                id,
                lang: lang.code().into(),
                course: course.into(),
            },
            Effect::RulesPage { lang, rules } => ExtrasRequest::RulesPage {
                id,
                lang: lang.code().into(),
                ruleset: rules.into(),
            },
            Effect::Qr(text) => ExtrasRequest::Qr { id, text },
            other => {
                app.effects.push(other);
                continue;
            }
        };
        requests.push(request);
    }
    app.extras_unanswered(&requests);
    requests.len()
}

/// Imports a game from a position (through the record, as a player would paste it).
pub(crate) fn from_fen(app: &mut App, fen_text: &str) {
    let pos = fen::parse(app.rules(), fen_text).unwrap();
    let game = Game::from_position(pos, 0);
    let text = record::write(&game, &Tags::default());
    app.command(Command::Import(text));
    assert_eq!(
        fen::write(app.game().position()),
        fen::write(&pos),
        "imported"
    );
}

pub(crate) const EXCHANGE: &str = "7nA/7eR/8/5sK2/nR7/8/1wKwA2nP2/4sA1sR1 w - 5 213 leap=swne captured=sNsPsPsPsPwRwNwPwPwPwPnKnNnPnPnPeKeNeAePePePeP held=nwes kings-lost=n1e1";

/// The exchange example of docs/records.md, up to South's offer.
pub(crate) fn exchange_app(seats: &[Controller]) -> App {
    let mut app = app("chaturanga-v1", seats, 0);
    from_fen(&mut app, EXCHANGE);
    for m in ["Kb2-c3", "Rg1-g7", "Kc3-d2"] {
        let pos = *app.game().position();
        if app.session.is_human(pos.actor()) {
            app.command(Command::TypedMove(m.into()));
        } else {
            let id = app.thinking().unwrap().id;
            let mv = notation::parse_move(&pos, m).unwrap();
            app.bot_reply(id, Action::Move(mv).into());
        }
        assert_eq!(app.interaction.move_error(), None);
    }
    app
}

/// The rules page on screen, once the extras worker's part is done: the page's request
/// carried out natively (the same function the worker calls) and its answer given back.
pub(crate) fn rules_body(app: &mut App) -> String {
    for effect in app.take_effects() {
        if let Effect::RulesPage { lang, rules } = effect {
            let ruleset = Ruleset::by_id(rules).expect("a ruleset the page knows");
            let html = super::render_rules_page(ruleset, lang);
            app.extras.rules_page_ready(lang.code(), rules, html);
        }
    }
    app.screen().get("rules-body").to_string()
}

/// Answers the analysis board's last request (the position looked at now) with the worker's
/// own code; the depth asked, or `None` if nothing was asked.
pub(crate) fn answer_analysis(
    app: &mut App,
    worker: &mut ashtapada_worker::WorkerState,
) -> Option<u32> {
    let request = app.take_effects().into_iter().rev().find_map(|e| match e {
        Effect::Think { request, .. } => Some(request),
        _ => None,
    })?;
    let Request::Analyse { depth: asked, .. } = request else {
        panic!("{request:?}");
    };
    match crate::analysis::Answer::of(worker.handle(request, &ashtapada_bots::NoClock)) {
        Ok((id, answer)) => assert!(app.analysis_lines(id, answer), "the analysis's answer"),
        Err(other) => panic!("{other:?}"),
    }
    Some(asked)
}

/// The Learn list on screen, once the extras worker's part is done (as [`rules_body`]): the
/// page's requests for it written by the worker's own function.
pub(crate) fn learn_body(app: &mut App) -> String {
    let mut others = Vec::new();
    for effect in app.take_effects() {
        if let Effect::LearnList { lang, progress } = effect {
            let progress = crate::learn::progress::Progress::read(&progress);
            let html = crate::render_learn_list(lang, &progress);
            app.extras
                .rules_page_ready(lang.code(), ashtapada_worker::extras::LEARN_LIST, html);
        } else {
            others.push(effect);
        }
    }
    app.effects.extend(others);
    app.screen().get("learn-body").to_string()
}

/// The keys' page on screen, once the extras worker's part is done (as [`rules_body`]).
pub(crate) fn keys_body(app: &mut App) -> String {
    for effect in app.take_effects() {
        if let Effect::RulesPage { lang, rules } = effect {
            assert_eq!(rules, crate::KEYS_PAGE);
            app.extras
                .rules_page_ready(lang.code(), rules, crate::render_keys_page(lang));
        }
    }
    app.screen().get("keys-body").to_string()
}

/// A Chromium offer (data channel only, two mDNS host candidates).
pub(crate) const CHROME_OFFER: &str = "v=0\r\no=- 177471153739084741 2 IN IP4 127.0.0.1\r\ns=-\r\nt=0 0\r\na=group:BUNDLE 0\r\na=extmap-allow-mixed\r\na=msid-semantic: WMS\r\nm=application 9 UDP/DTLS/SCTP webrtc-datachannel\r\nc=IN IP4 0.0.0.0\r\na=candidate:1118397406 1 udp 2113937151 91cb7cd2-adbc-410d-889f-c2858742ff1b.local 46436 typ host generation 0 network-cost 999\r\na=candidate:2312086078 1 udp 2113942271 32a7b6aa-05ec-49bc-a279-d347cfb04708.local 51408 typ host generation 0 network-cost 999\r\na=ice-ufrag:ryIR\r\na=ice-pwd:Zu1ZOn+mVhyKUNXI4rGFZv5t\r\na=ice-options:trickle\r\na=fingerprint:sha-256 8A:E9:A9:9C:33:6F:5B:3C:EB:CE:85:D9:2F:90:8E:E7:29:99:2E:9E:04:48:B9:FC:47:8B:69:08:E2:55:86:84\r\na=setup:actpass\r\na=mid:0\r\na=sctp-port:5000\r\na=max-message-size:262144\r\n";

/// The answer to it.
pub(crate) const CHROME_ANSWER: &str = "v=0\r\no=- 6153051973760830371 2 IN IP4 127.0.0.1\r\ns=-\r\nt=0 0\r\na=group:BUNDLE 0\r\na=extmap-allow-mixed\r\na=msid-semantic: WMS\r\nm=application 9 UDP/DTLS/SCTP webrtc-datachannel\r\nc=IN IP4 0.0.0.0\r\na=candidate:716317348 1 udp 2113937151 db1e7ba8-a02a-4614-9998-845318fad310.local 52419 typ host generation 0 network-cost 999\r\na=ice-ufrag:js8o\r\na=ice-pwd:99OjiGaJDiXwGVjb/nv4x4k5\r\na=ice-options:trickle\r\na=fingerprint:sha-256 BE:98:F2:3B:EA:88:01:41:95:D4:43:AE:91:B5:19:48:31:19:F7:E7:B5:DA:62:7B:A5:D3:07:A3:9D:E3:9C:69\r\na=setup:active\r\na=mid:0\r\na=sctp-port:5000\r\na=max-message-size:262144\r\n";
