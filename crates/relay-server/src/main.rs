//! `ashtapada-relay --port N [--host 127.0.0.1]`: a Nostr relay for live play (see the
//! library's documentation). Prints `relay listening on ws://HOST:PORT` once it listens (with
//! the port the system chose, for `--port 0`).

use std::io::Write;
use std::net::TcpListener;
use std::process::ExitCode;

const USAGE: &str = "Usage: ashtapada-relay --port N [--host 127.0.0.1]";

fn main() -> ExitCode {
    let mut args = std::env::args().skip(1);
    let mut host = "127.0.0.1".to_string();
    let mut port = None;
    while let Some(arg) = args.next() {
        match (arg.as_str(), args.next()) {
            ("--host", Some(value)) => host = value,
            ("--port", Some(value)) => match value.parse::<u16>() {
                Ok(p) => port = Some(p),
                Err(_) => return usage(&format!("not a port: {value}")),
            },
            _ => return usage(&format!("unexpected argument {arg}")),
        }
    }
    let Some(port) = port else {
        return usage("--port is needed");
    };
    let listener = match TcpListener::bind((host.as_str(), port)) {
        Ok(listener) => listener,
        Err(e) => {
            eprintln!("ashtapada-relay: cannot listen on {host}:{port}: {e}");
            return ExitCode::FAILURE;
        }
    };
    let port = listener.local_addr().map_or(port, |a| a.port());
    println!("relay listening on ws://{host}:{port}");
    let _ = std::io::stdout().flush();
    ashtapada_relay_server::serve(listener);
    ExitCode::FAILURE
}

fn usage(why: &str) -> ExitCode {
    eprintln!("ashtapada-relay: {why}\n{USAGE}");
    ExitCode::from(2)
}
