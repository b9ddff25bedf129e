//! `cargo xtask serve`: builds the game with Trunk and serves it on http://127.0.0.1:8080,
//! rebuilding when a source file changes.

use crate::env::{exec, Env, Error};
use crate::setup;

/// Address of the development server (loopback only).
pub const ADDRESS: &str = "127.0.0.1";
/// Port of the development server.
pub const PORT: u16 = 8080;

/// Sets up the tools, fetches the crates (Trunk builds offline), then runs `trunk serve`.
pub fn run(env: &Env) -> Result<(), Error> {
    setup::run(env)?;
    // Trunk.toml sets `offline = true`: every crate must already be in cargo's cache.
    crate::test::fetch_for_site(env)?;
    let port = PORT.to_string();
    println!("\nAshtapada will be served at http://{ADDRESS}:{PORT}/ (Ctrl+C to stop)\n");
    let mut trunk = env.cmd("trunk");
    trunk.args(["serve", "--release", "--address", ADDRESS, "--port", &port]);
    crate::test::site_toolchain(&mut trunk);
    exec(&mut trunk)
}
