//! Live play's connections: one WebRTC peer connection and its data channel per other device
//! (`ashtapada_app::live`). Nothing here runs, and the page makes no request, until the app asks
//! for an offer or an answer, which only a person's choice of live play does.
//!
//! The opening exchange is not trickled: a description is handed to the app once the browser
//! has gathered its candidates (or after [`GATHER_MS`], with those it has), since it travels
//! once, in a link. The bindings are this module's own (a handful of calls), not web-sys's.

use std::cell::RefCell;
use std::rc::Rc;

use wasm_bindgen::prelude::*;
use wasm_bindgen::JsCast;

use super::browser::{js_message, Context, PlatformError, Result};
use super::dom;
use ashtapada_app::live::{IceServer, In as LiveEvent};

/// The longest wait, once the host has the guest's answer, for the devices to connect: the
/// browsers find their way within a few seconds when there is one (TURN included).
const CONNECT_MS: u32 = 20_000;

/// The longest wait for the browser's candidates: a STUN server that does not answer must not
/// hold the invitation back (the host candidates come within milliseconds).
const GATHER_MS: u32 = 5_000;

#[wasm_bindgen]
extern "C" {
    #[wasm_bindgen(js_name = RTCPeerConnection, extends = web_sys::EventTarget)]
    #[derive(Clone)]
    type PeerConnection;
    #[wasm_bindgen(constructor, js_class = "RTCPeerConnection", catch)]
    fn new(config: &JsValue) -> std::result::Result<PeerConnection, JsValue>;
    #[wasm_bindgen(method, js_class = "RTCPeerConnection", js_name = createDataChannel)]
    fn create_data_channel(this: &PeerConnection, label: &str) -> DataChannel;
    /// With no argument: the offer or answer the connection's state calls for.
    #[wasm_bindgen(method, js_class = "RTCPeerConnection", js_name = setLocalDescription)]
    fn set_local(this: &PeerConnection) -> js_sys::Promise;
    #[wasm_bindgen(method, js_class = "RTCPeerConnection", js_name = setRemoteDescription)]
    fn set_remote(this: &PeerConnection, description: &JsValue) -> js_sys::Promise;
    #[wasm_bindgen(method, getter, js_class = "RTCPeerConnection", js_name = localDescription)]
    fn local_description(this: &PeerConnection) -> JsValue;
    #[wasm_bindgen(method, getter, js_class = "RTCPeerConnection", js_name = iceGatheringState)]
    fn gathering(this: &PeerConnection) -> String;
    #[wasm_bindgen(method, getter, js_class = "RTCPeerConnection", js_name = connectionState)]
    fn connection_state(this: &PeerConnection) -> String;
    #[wasm_bindgen(method, js_class = "RTCPeerConnection", js_name = close)]
    fn close_connection(this: &PeerConnection);

    #[wasm_bindgen(js_name = RTCDataChannel, extends = web_sys::EventTarget)]
    #[derive(Clone)]
    type DataChannel;
    #[wasm_bindgen(method, catch, js_class = "RTCDataChannel")]
    fn send(this: &DataChannel, text: &str) -> std::result::Result<(), JsValue>;
    #[wasm_bindgen(method, js_class = "RTCDataChannel", js_name = close)]
    fn close_channel(this: &DataChannel);
    #[wasm_bindgen(method, getter, js_class = "RTCDataChannel", js_name = readyState)]
    fn ready_state(this: &DataChannel) -> String;
}

/// An event listener, kept as long as its connection, and taken off its target with it: an
/// event the browser fires after the connection is closed (a channel's `close`) would
/// otherwise call a closure already dropped.
struct Listener {
    target: web_sys::EventTarget,
    kind: &'static str,
    closure: Closure<dyn FnMut(web_sys::Event)>,
}

impl Drop for Listener {
    fn drop(&mut self) {
        let _ = self
            .target
            .remove_event_listener_with_callback(self.kind, self.closure.as_ref().unchecked_ref());
    }
}

/// Where a connection's events go: its id and the event.
pub type Handler = Rc<dyn Fn(u32, LiveEvent)>;

struct Peer {
    id: u32,
    connection: PeerConnection,
    channel: Rc<RefCell<Option<DataChannel>>>,
    /// The listeners: dropped with the connection.
    _listeners: Vec<Listener>,
}

/// The page's connections, by id.
#[derive(Default)]
pub struct Peers {
    peers: RefCell<Vec<Peer>>,
}

fn configuration(servers: &[IceServer]) -> Result<JsValue> {
    let list = js_sys::Array::new();
    for server in servers {
        let entry = js_sys::Object::new();
        set(&entry, "urls", &server.url.as_str().into())?;
        if let Some((user, password)) = &server.login {
            set(&entry, "username", &user.as_str().into())?;
            set(&entry, "credential", &password.as_str().into())?;
        }
        list.push(&entry);
    }
    let config = js_sys::Object::new();
    set(&config, "iceServers", &list)?;
    Ok(config.into())
}

fn set(target: &js_sys::Object, key: &str, value: &JsValue) -> Result<()> {
    js_sys::Reflect::set(target, &key.into(), value)
        .map(|_| ())
        .context("cannot build the connection's settings")
}

fn sdp_of(description: &JsValue) -> Option<String> {
    js_sys::Reflect::get(description, &"sdp".into())
        .ok()?
        .as_string()
}

/// Runs `then` when `promise` settles: with `Ok` or the rejection's words.
fn on_settled(
    promise: js_sys::Promise,
    then: impl FnOnce(std::result::Result<(), String>) + 'static,
) {
    let then = Rc::new(RefCell::new(Some(then)));
    let t = then.clone();
    let ok = Closure::once(move |_: JsValue| {
        if let Some(f) = t.borrow_mut().take() {
            f(Ok(()));
        }
    });
    let failed = Closure::once(move |e: JsValue| {
        if let Some(f) = then.borrow_mut().take() {
            f(Err(js_message(&e)));
        }
    });
    let _ = promise.then2(&ok, &failed);
    // Each is called once at most, and lives until then (a few per connection).
    ok.forget();
    failed.forget();
}

impl Peers {
    /// A new connection `id` that makes an offer (the host's side): `on` hears its events,
    /// the first being [`LiveEvent::Described`] with the offer, or [`LiveEvent::Failed`].
    pub fn offer(&self, id: u32, servers: &[IceServer], on: Handler) {
        if let Err(e) = self.open(id, servers, &on, None) {
            on(id, LiveEvent::Failed(e.to_string()));
        }
    }

    /// A new connection `id` that answers `offer` (an SDP: the guest's side).
    pub fn answer(&self, id: u32, offer: &str, servers: &[IceServer], on: Handler) {
        if let Err(e) = self.open(id, servers, &on, Some(offer)) {
            on(id, LiveEvent::Failed(e.to_string()));
        }
    }

    /// The guest's answer (an SDP) to the offer of connection `id`.
    pub fn accept(&self, id: u32, answer: &str, on: Handler) {
        let peers = self.peers.borrow();
        let Some(peer) = peers.iter().find(|p| p.id == id) else {
            let why = PlatformError::new("no such connection");
            return on(id, LiveEvent::Failed(why.to_string()));
        };
        let description = remote("answer", answer);
        let (connection, channel) = (peer.connection.clone(), peer.channel.clone());
        on_settled(peer.connection.set_remote(&description), move |r| match r {
            Err(why) => on(id, LiveEvent::Failed(why)),
            // With no way between the devices (two networks and no STUN server) the browser
            // may try for ever: the connection is given up after a while, and the app says why.
            Ok(()) => {
                let _ = dom::set_timeout(CONNECT_MS, move || {
                    let open = channel
                        .borrow()
                        .as_ref()
                        .is_some_and(|c| c.ready_state() == "open");
                    let state = connection.connection_state();
                    if !open && !matches!(state.as_str(), "closed" | "failed") {
                        on(id, LiveEvent::Closed);
                    }
                });
            }
        });
    }

    /// Sends `text` on connection `id`, if its channel is open.
    ///
    /// A channel already closing (the other device went away, and the app has not heard yet)
    /// drops the text with no error: its close event tells the app, and a device that comes
    /// back is sent the whole game, so nothing is lost by it.
    pub fn send(&self, id: u32, text: &str) -> Result<()> {
        let peers = self.peers.borrow();
        let channel = peers.iter().find(|p| p.id == id).map(|p| p.channel.clone());
        let sent = channel.as_ref().and_then(|c| {
            c.borrow().as_ref().map(|c| match c.ready_state().as_str() {
                "open" => c.send(text),
                _ => Ok(()),
            })
        });
        match sent {
            Some(Ok(())) => Ok(()),
            Some(Err(e)) => Err::<(), _>(e).context("cannot send on the connection"),
            None => Err(PlatformError::new("the connection is not open")),
        }
    }

    /// Cuts every connection with no word to the app (the tests' hook `liveCut`): as a
    /// network that goes away, the app hears nothing, and only its heartbeats tell.
    pub fn cut(&self) {
        let ids: Vec<u32> = self.peers.borrow().iter().map(|p| p.id).collect();
        for id in ids {
            self.close(id);
        }
    }

    /// Closes connection `id` and forgets it (its listeners go with it: no event follows).
    pub fn close(&self, id: u32) {
        let mut peers = self.peers.borrow_mut();
        if let Some(at) = peers.iter().position(|p| p.id == id) {
            let peer = peers.remove(at);
            if let Some(channel) = peer.channel.borrow().as_ref() {
                channel.close_channel();
            }
            peer.connection.close_connection();
        }
    }

    fn open(
        &self,
        id: u32,
        servers: &[IceServer],
        on: &Handler,
        offer: Option<&str>,
    ) -> Result<()> {
        self.close(id);
        let connection =
            PeerConnection::new(&configuration(servers)?).context("cannot open a connection")?;
        let channel = Rc::new(RefCell::new(None));
        let mut listeners = Vec::new();
        // The description goes to the app once, when gathering completes or the wait is over.
        let described = Rc::new(std::cell::Cell::new(false));
        let describe = {
            let (connection, on, described) = (connection.clone(), on.clone(), described.clone());
            move || {
                if described.replace(true) {
                    return;
                }
                match sdp_of(&connection.local_description()) {
                    Some(sdp) => on(id, LiveEvent::Described(sdp)),
                    None => {
                        let why = PlatformError::new("the browser gave no description");
                        on(id, LiveEvent::Failed(why.to_string()));
                    }
                }
            }
        };
        let d = describe.clone();
        let c = connection.clone();
        listeners.push(listen(&connection, "icegatheringstatechange", move |_| {
            if c.gathering() == "complete" {
                d();
            }
        })?);
        let (c, o) = (connection.clone(), on.clone());
        listeners.push(listen(&connection, "connectionstatechange", move |_| {
            if matches!(c.connection_state().as_str(), "failed" | "closed") {
                o(id, LiveEvent::Closed);
            }
        })?);
        match offer {
            None => {
                let made = connection.create_data_channel("ashtapada");
                listeners.extend(hook_channel(id, &made, on)?);
                *channel.borrow_mut() = Some(made);
            }
            Some(_) => {
                let (slot, o) = (channel.clone(), on.clone());
                let hooked = Rc::new(RefCell::new(Vec::new()));
                let h = hooked.clone();
                listeners.push(listen(&connection, "datachannel", move |event| {
                    let Ok(got) = js_sys::Reflect::get(&event, &"channel".into()) else {
                        return;
                    };
                    let got: DataChannel = got.unchecked_into();
                    match hook_channel(id, &got, &o) {
                        Ok(l) => h.borrow_mut().extend(l),
                        Err(e) => o(id, LiveEvent::Failed(e.to_string())),
                    }
                    *slot.borrow_mut() = Some(got);
                })?);
                // The channel's listeners live as long as the page's list of them.
                std::mem::forget(hooked);
            }
        }
        let (c, o) = (connection.clone(), on.clone());
        let start = move || {
            let (c2, o2) = (c.clone(), o.clone());
            on_settled(c.set_local(), move |r| match r {
                Ok(()) if c2.gathering() == "complete" => describe(),
                Ok(()) => {
                    let _ = dom::set_timeout(GATHER_MS, describe);
                }
                Err(why) => o2(id, LiveEvent::Failed(why)),
            });
        };
        match offer {
            None => start(),
            Some(sdp) => {
                let o = on.clone();
                on_settled(
                    connection.set_remote(&remote("offer", sdp)),
                    move |r| match r {
                        Ok(()) => start(),
                        Err(why) => o(id, LiveEvent::Failed(why)),
                    },
                );
            }
        }
        self.peers.borrow_mut().push(Peer {
            id,
            connection,
            channel,
            _listeners: listeners,
        });
        Ok(())
    }
}

/// `{ type, sdp }`, as `setRemoteDescription` takes it.
fn remote(kind: &str, sdp: &str) -> JsValue {
    let description = js_sys::Object::new();
    let _ = js_sys::Reflect::set(&description, &"type".into(), &kind.into());
    let _ = js_sys::Reflect::set(&description, &"sdp".into(), &sdp.into());
    description.into()
}

fn hook_channel(id: u32, channel: &DataChannel, on: &Handler) -> Result<Vec<Listener>> {
    let o = on.clone();
    let open = listen(channel, "open", move |_| o(id, LiveEvent::Open))?;
    let o = on.clone();
    let message = listen(channel, "message", move |event| {
        let data = js_sys::Reflect::get(&event, &"data".into()).ok();
        if let Some(text) = data.and_then(|d| d.as_string()) {
            o(id, LiveEvent::Message(text));
        }
    })?;
    let o = on.clone();
    let closed = listen(channel, "close", move |_| o(id, LiveEvent::Closed))?;
    Ok(vec![open, message, closed])
}

fn listen(
    target: &web_sys::EventTarget,
    kind: &'static str,
    f: impl FnMut(web_sys::Event) + 'static,
) -> Result<Listener> {
    let closure = Closure::<dyn FnMut(web_sys::Event)>::new(f);
    target
        .add_event_listener_with_callback(kind, closure.as_ref().unchecked_ref())
        .context(&format!("cannot listen to {kind} events"))?;
    Ok(Listener {
        target: target.clone(),
        kind,
        closure,
    })
}

/// A promise that resolves to what `check` gives, asked every 50 ms, once it gives something;
/// rejected after `timeout_ms` (the test hooks' waits: `liveInvite()`, `liveReply()`).
pub fn poll(check: impl Fn() -> Option<String> + 'static, timeout_ms: u32) -> js_sys::Promise {
    let check = Rc::new(check);
    js_sys::Promise::new(&mut move |resolve, reject| {
        fn tick(
            check: Rc<dyn Fn() -> Option<String>>,
            resolve: js_sys::Function,
            reject: js_sys::Function,
            left: u32,
        ) {
            if let Some(text) = check() {
                let _ = resolve.call1(&JsValue::NULL, &text.into());
            } else if left == 0 {
                let _ = reject.call1(&JsValue::NULL, &"timed out".into());
            } else {
                let _ = dom::set_timeout(50, move || tick(check, resolve, reject, left - 1));
            }
        }
        tick(check.clone(), resolve, reject, timeout_ms / 50);
    })
}
