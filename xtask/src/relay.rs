//! `cargo xtask relay --port N [--host H]`: runs live play's Nostr relay
//! (`crates/relay-server`), for the tests of a live game between two devices or to host one.

use crate::env::{exec, Env, Error};

/// Builds the relay in release and runs it with the given port and host (default 127.0.0.1).
pub fn run(env: &Env, args: &[String]) -> Result<(), Error> {
    let mut port = None;
    let mut host = None;
    let mut args = args.iter();
    while let Some(arg) = args.next() {
        let value = args.next();
        match (arg.as_str(), value) {
            ("--port", Some(value)) => {
                value
                    .parse::<u16>()
                    .map_err(|_| format!("--port: not a port number: {value}"))?;
                port = Some(value);
            }
            ("--host", Some(value)) => host = Some(value),
            _ => {
                return Err(format!(
                    "relay: unexpected argument `{arg}`; see `cargo xtask help`"
                ))
            }
        }
    }
    let port = port.ok_or("relay: --port N is needed")?;
    let mut cargo = env.cargo();
    cargo.args([
        "run",
        "--release",
        "-p",
        "ashtapada-relay-server",
        "--",
        "--port",
        port,
    ]);
    if let Some(host) = host {
        cargo.args(["--host", host]);
    }
    exec(&mut cargo)
}
