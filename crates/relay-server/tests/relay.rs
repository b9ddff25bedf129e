//! Two clients meet through the relay: A listens to a room, B publishes a sealed, signed event
//! for it; A gets it, verified, and unseals it. Events of other rooms, forged events and
//! stored kinds are not passed on, and the relay outlives clients that vanish.

use std::io::{BufRead, BufReader, Write};
use std::net::{TcpListener, TcpStream};
use std::process::{Command, Stdio};
use std::time::Duration;

use ashtapada_relay::{
    publish, read, seal, subscribe, unseal, unsubscribe, Event, Identity, RelayMessage, RoomKey,
};
use tungstenite::{Message, WebSocket};

type Client = WebSocket<TcpStream>;

/// A relay in this process, on a port the system chooses; its address.
fn relay() -> String {
    let listener = TcpListener::bind("127.0.0.1:0").expect("a port");
    let address = format!("ws://{}", listener.local_addr().unwrap());
    std::thread::spawn(move || ashtapada_relay_server::serve(listener));
    address
}

fn connect(address: &str) -> Client {
    let stream = TcpStream::connect(address.trim_start_matches("ws://")).expect("connects");
    stream
        .set_read_timeout(Some(Duration::from_secs(5)))
        .unwrap();
    let (client, _) = tungstenite::client(address, stream).expect("a WebSocket");
    client
}

fn send(client: &mut Client, text: String) {
    client.send(Message::text(text)).expect("sent");
}

/// The next message from the relay, read (so an event is verified).
fn next(client: &mut Client) -> RelayMessage {
    loop {
        match client.read().expect("a message within 5 s") {
            Message::Text(text) => return read(text.as_str()).expect("a valid message"),
            _ => continue,
        }
    }
}

fn ok(accepted: bool, message: &str, event: &Event) -> RelayMessage {
    RelayMessage::Ok {
        id: event.id.clone(),
        accepted,
        message: message.to_string(),
    }
}

#[test]
fn two_clients_meet_in_a_room() {
    let address = relay();
    let key = RoomKey([42; 32]);
    let other = RoomKey([43; 32]);
    let alice = Identity::from_seed([1; 32]).unwrap();
    let bob = Identity::from_seed([2; 32]).unwrap();
    let mut a = connect(&address);
    let mut b = connect(&address);

    send(&mut a, subscribe("room", &key.tag(), 100));
    assert_eq!(next(&mut a), RelayMessage::Eose("room".into()));

    // B publishes for another room, a forged event, a stored kind, then the real one: A gets
    // only the last.
    let elsewhere = Event::signed(
        &bob,
        200,
        &other.tag(),
        seal(&other, [0; 12], b"no"),
        [0; 32],
    );
    send(&mut b, publish(&elsewhere));
    assert_eq!(next(&mut b), ok(true, "", &elsewhere));

    let mut forged = Event::signed(
        &bob,
        200,
        &key.tag(),
        seal(&key, [1; 12], b"draw?"),
        [1; 32],
    );
    forged.content = seal(&key, [2; 12], b"I resign");
    send(&mut b, publish(&forged));
    let RelayMessage::Ok {
        accepted: false,
        message,
        ..
    } = next(&mut b)
    else {
        panic!("a forged event is refused")
    };
    assert!(message.starts_with("invalid: "), "{message}");

    let tags = vec![vec!["x".to_string(), key.tag()]];
    let stored = Event::sign(&bob, 200, 1, tags, "hello".into(), [3; 32]);
    send(&mut b, publish(&stored));
    assert_eq!(
        next(&mut b),
        ok(false, "blocked: only ephemeral events", &stored)
    );

    let sealed = seal(&key, [4; 12], b"1. e4");
    let event = Event::signed(&bob, 200, &key.tag(), sealed, [4; 32]);
    send(&mut b, publish(&event));
    assert_eq!(next(&mut b), ok(true, "", &event));
    let RelayMessage::Event { sub, event: got } = next(&mut a) else {
        panic!("A gets the event")
    };
    assert_eq!((sub.as_str(), &got), ("room", &event));
    assert_eq!(unseal(&key, &got.content).unwrap(), b"1. e4");

    // The sender's own subscriptions get its events too; closed ones do not.
    send(&mut b, subscribe("mine", &key.tag(), 0));
    assert_eq!(next(&mut b), RelayMessage::Eose("mine".into()));
    let reply = Event::signed(
        &alice,
        201,
        &key.tag(),
        seal(&key, [5; 12], b"1... e5"),
        [5; 32],
    );
    send(&mut a, publish(&reply));
    assert_eq!(next(&mut a), ok(true, "", &reply));
    let RelayMessage::Event { event: got, .. } = next(&mut a) else {
        panic!("A's own subscription gets A's event")
    };
    assert_eq!(got, reply);
    let RelayMessage::Event { sub, event: got } = next(&mut b) else {
        panic!("B gets A's event")
    };
    assert_eq!((sub.as_str(), got), ("mine", reply));

    send(&mut a, unsubscribe("room"));
    // A's messages are taken in order: once a request sent after the unsubscription is
    // answered, the relay has closed "room" (B's event, on another connection, could otherwise
    // overtake it).
    send(&mut a, subscribe("sync", "another-room", 0));
    assert_eq!(next(&mut a), RelayMessage::Eose("sync".into()));
    let last = Event::signed(
        &bob,
        202,
        &key.tag(),
        seal(&key, [6; 12], b"2. f4"),
        [6; 32],
    );
    send(&mut b, publish(&last));
    assert_eq!(next(&mut b), ok(true, "", &last));
    let RelayMessage::Event { sub, .. } = next(&mut b) else {
        panic!("B's own subscription")
    };
    assert_eq!(sub, "mine");
    // A hears nothing more: its next message is the answer to a new request.
    send(&mut a, subscribe("again", &key.tag(), 0));
    assert_eq!(next(&mut a), RelayMessage::Eose("again".into()));
}

#[test]
fn bad_messages_are_answered_and_limits_hold() {
    let address = relay();
    let mut a = connect(&address);
    send(&mut a, "not json".into());
    assert!(matches!(next(&mut a), RelayMessage::Notice(n) if n.starts_with("error: ")));
    send(&mut a, format!("[\"NOTICE\",\"{}\"]", "a".repeat(70_000)));
    assert!(
        matches!(next(&mut a), RelayMessage::Notice(n) if n.contains("70013 bytes, over 65536"))
    );
    for i in 0..32 {
        send(&mut a, subscribe(&format!("s{i}"), "t", 0));
        assert_eq!(next(&mut a), RelayMessage::Eose(format!("s{i}")));
    }
    // Replacing one is allowed; a 33rd is not.
    send(&mut a, subscribe("s0", "u", 0));
    assert_eq!(next(&mut a), RelayMessage::Eose("s0".into()));
    send(&mut a, subscribe("s32", "t", 0));
    assert!(matches!(next(&mut a), RelayMessage::Closed { sub, .. } if sub == "s32"));
}

#[test]
fn the_relay_outlives_clients_that_vanish() {
    let address = relay();
    // One leaves in the middle of its handshake, one in the middle of a frame, one without a
    // close while subscribed.
    let mut half = TcpStream::connect(address.trim_start_matches("ws://")).unwrap();
    half.write_all(b"GET / HTTP/1.1\r\nHost: x\r\n").unwrap();
    drop(half);
    let mut torn = connect(&address);
    send(&mut torn, subscribe("s", "t", 0));
    let _ = next(&mut torn);
    torn.get_mut().write_all(&[0x81, 0xfe, 0x10]).unwrap();
    drop(torn);
    let mut gone = connect(&address);
    send(&mut gone, subscribe("s", "t", 0));
    let _ = next(&mut gone);
    drop(gone);

    let mut a = connect(&address);
    let mut b = connect(&address);
    send(&mut a, subscribe("s", "t", 0));
    assert_eq!(next(&mut a), RelayMessage::Eose("s".into()));
    let bob = Identity::from_seed([2; 32]).unwrap();
    let event = Event::signed(&bob, 1, "t", "x".into(), [0; 32]);
    send(&mut b, publish(&event));
    assert_eq!(next(&mut b), ok(true, "", &event));
    assert!(matches!(next(&mut a), RelayMessage::Event { event: e, .. } if e == event));
}

/// The binary says where it listens, and serves there.
#[test]
fn the_binary_listens_and_says_where() {
    let mut child = Command::new(env!("CARGO_BIN_EXE_ashtapada-relay"))
        .args(["--port", "0", "--host", "127.0.0.1"])
        .stdout(Stdio::piped())
        .spawn()
        .expect("the relay starts");
    let mut line = String::new();
    BufReader::new(child.stdout.take().unwrap())
        .read_line(&mut line)
        .unwrap();
    let address = line
        .trim()
        .strip_prefix("relay listening on ")
        .unwrap_or_else(|| panic!("{line:?}"))
        .to_string();
    let mut a = connect(&address);
    send(&mut a, subscribe("s", "t", 0));
    let answer = next(&mut a);
    let _ = child.kill();
    let _ = child.wait();
    assert_eq!(answer, RelayMessage::Eose("s".into()));
}
