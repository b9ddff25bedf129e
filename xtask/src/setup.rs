//! `cargo xtask setup`: installs what is missing, and only that. Each tool's version is checked
//! first, so running it again is quick and changes nothing.

use std::path::Path;
use std::time::SystemTime;

use crate::env::{exec, Env, Error};

/// The Rust target the game compiles to.
pub const WASM_TARGET: &str = "wasm32-unknown-unknown";
/// The Rust target of WebAssembly under WASI: the bench's CLI, and the bots' network tests with
/// SIMD lanes, both run by Node.
pub const WASI_TARGET: &str = "wasm32-wasip1";
/// Must equal the `wasm-bindgen` crate version pinned in the root `Cargo.toml`.
pub const WASM_BINDGEN_VERSION: &str = "0.2.130";
/// Trunk 0.22 needs a newer rustc than this machine's.
pub const TRUNK_VERSION: &str = "0.21.14";
/// binaryen version pinned in `tests/e2e/package.json` (and `wasm_opt` in `Trunk.toml`).
pub const WASM_OPT_VERSION: &str = "132";
/// The Rust toolchain of the site's release build (`cargo xtask build`): a dated nightly, for
/// one option alone, `-C panic=immediate-abort` with the standard library built for the site
/// (`-Z build-std`). A panic then traps at once instead of formatting its message, and the
/// formatting code goes: the page's wasm is 12 KB gzip smaller, the workers' 8 and 13 KB
/// (BENCHMARKS.md, "A release build with no panic messages"). `www/boot.js` says such a trap
/// as the panic hook said a panic. Everything else (tests, clippy, the CLI) stays on stable.
pub const SITE_TOOLCHAIN: &str = "nightly-2026-05-20";
/// Debian's Chromium, used by the wasm-bindgen tests (through chromedriver) and by Playwright.
pub const CHROMIUM: &str = "/usr/bin/chromium";
/// Debian's chromedriver, matching [`CHROMIUM`].
pub const CHROMEDRIVER: &str = "/usr/bin/chromedriver";
/// Debian's Firefox ESR: `tests/e2e/firefox.test.mjs` plays the game in a second engine
/// (through puppeteer-core and WebDriver BiDi, no downloaded browser).
pub const FIREFOX: &str = "/usr/bin/firefox-esr";
/// The small internet of `tests/e2e/nat.test.mjs` (live play through routers): network
/// namespaces (iproute2), the routers' address translation and firewall (nftables) and a
/// STUN/TURN server (coturn).
pub const NAT_LAB: [&str; 3] = ["/usr/bin/turnserver", "/usr/sbin/nft", "/usr/sbin/ip"];
/// The Debian packages of the browsers the tests drive and of the NAT lab.
const TEST_PACKAGES: [&str; 6] = [
    "chromium",
    "chromium-driver",
    "firefox-esr",
    "coturn",
    "nftables",
    "iproute2",
];

/// A real screen reader on a machine with no screen and no sound card, for the test step
/// "real reader (Orca)" (`tests/e2e/reader/`): the X server, the D-Bus session and the
/// accessibility bus, GNOME Orca, speech-dispatcher with espeak-ng, PulseAudio (a null sink:
/// speech takes its real time) and xdotool (keys pressed as a person does).
const READER_PACKAGES: [&str; 14] = [
    "xvfb",
    "dbus-x11",
    "at-spi2-core",
    "orca",
    "speech-dispatcher",
    "speech-dispatcher-espeak-ng",
    "espeak-ng",
    "xdotool",
    "python3-pyatspi",
    "gir1.2-atspi-2.0",
    "gsettings-desktop-schemas",
    "dconf-gsettings-backend",
    "pulseaudio",
    "pulseaudio-utils",
];
/// The reader's programs, present once [`READER_PACKAGES`] are.
pub const READER: [&str; 6] = [
    "/usr/bin/orca",
    "/usr/bin/Xvfb",
    "/usr/bin/pulseaudio",
    "/usr/bin/speech-dispatcher",
    "/usr/bin/xdotool",
    "/usr/bin/dbus-launch",
];

/// Installs every missing tool.
pub fn run(env: &Env) -> Result<(), Error> {
    println!("== setup: checking tools");
    build_tools(env)?;
    browsers(env)?;
    reader(env)?;
    println!("== setup: all tools present");
    Ok(())
}

/// Installs the tools that build the site (no browser): what `cargo xtask build`, and so the
/// GitHub Pages workflow, needs.
pub fn build_tools(env: &Env) -> Result<(), Error> {
    wasm_target(env)?;
    install_site_toolchain(env)?;
    wasm_bindgen(env)?;
    trunk(env)?;
    npm_packages(env)
}

fn present(what: &str, detail: &str) {
    println!("[setup] {what}: present ({detail})");
}

fn installing(what: &str, why: &str) {
    println!("[setup] {what}: {why}; installing");
}

fn wasm_target(env: &Env) -> Result<(), Error> {
    rust_target(env, WASM_TARGET)?;
    rust_target(env, WASI_TARGET)
}

/// Installs the Rust target `target` if it is missing.
pub fn rust_target(env: &Env, target: &str) -> Result<(), Error> {
    let installed = env
        .cmd("rustup")
        .args(["target", "list", "--installed"])
        .output()
        .map_err(|e| format!("cannot run rustup ({e}); install Rust with rustup first"))?;
    let listed = String::from_utf8_lossy(&installed.stdout);
    if listed.lines().any(|line| line.trim() == target) {
        present("Rust target", target);
        return Ok(());
    }
    installing(&format!("Rust target {target}"), "missing");
    exec(env.cmd("rustup").args(["target", "add", target]))
}

/// Installs [`SITE_TOOLCHAIN`] with the standard library's source and the wasm target, if any
/// of the three is missing (rustup's minimal profile: about 10 s on a fast line).
fn install_site_toolchain(env: &Env) -> Result<(), Error> {
    let sysroot = env
        .cmd("rustc")
        .args([&format!("+{SITE_TOOLCHAIN}"), "--print", "sysroot"])
        .output()
        .ok()
        .filter(|out| out.status.success())
        .map(|out| String::from_utf8_lossy(&out.stdout).trim().to_string());
    if let Some(root) = &sysroot {
        let lib = Path::new(root).join("lib/rustlib");
        if lib.join("src/rust/library").is_dir() && lib.join(WASM_TARGET).is_dir() {
            present(
                "site toolchain",
                &format!("{SITE_TOOLCHAIN}, rust-src, {WASM_TARGET}"),
            );
            return Ok(());
        }
    }
    installing(
        &format!("Rust {SITE_TOOLCHAIN}"),
        "missing (the release site's toolchain)",
    );
    exec(env.cmd("rustup").args([
        "toolchain",
        "install",
        SITE_TOOLCHAIN,
        "--profile",
        "minimal",
        "--component",
        "rust-src",
        "--target",
        WASM_TARGET,
    ]))
}

fn wasm_bindgen(env: &Env) -> Result<(), Error> {
    let expected = format!("wasm-bindgen {WASM_BINDGEN_VERSION}");
    let found = env.version_of("wasm-bindgen", &["--version"]);
    let runner = env.version_of("wasm-bindgen-test-runner", &["--version"]);
    if found.as_deref() == Some(expected.as_str()) && runner.is_some() {
        present("wasm-bindgen-cli", &expected);
        return Ok(());
    }
    let why = match found {
        Some(other) => format!("found `{other}`, need {WASM_BINDGEN_VERSION}"),
        None => "missing".to_string(),
    };
    installing("wasm-bindgen-cli", &format!("{why} (takes ~7 min)"));
    // Not `--locked`: the lock file of 0.2.130 names a `webpki-roots` the registry no longer has.
    exec(env.cargo().args([
        "install",
        "--force",
        "wasm-bindgen-cli",
        "--version",
        WASM_BINDGEN_VERSION,
    ]))
}

fn trunk(env: &Env) -> Result<(), Error> {
    let expected = format!("trunk {TRUNK_VERSION}");
    match env.version_of("trunk", &["--version"]) {
        Some(found) if found == expected => {
            present("trunk", &expected);
            Ok(())
        }
        found => {
            let why = match found {
                Some(other) => format!("found `{other}`, need {TRUNK_VERSION}"),
                None => "missing".to_string(),
            };
            installing("trunk", &format!("{why} (takes ~16 min)"));
            exec(env.cargo().args([
                "install",
                "--locked",
                "--force",
                "trunk",
                "--version",
                TRUNK_VERSION,
            ]))
        }
    }
}

fn modified(path: &Path) -> Option<SystemTime> {
    path.metadata().and_then(|m| m.modified()).ok()
}

fn npm_packages(env: &Env) -> Result<(), Error> {
    let node = env
        .version_of("node", &["--version"])
        .ok_or("Node.js is missing: install Node.js 20 or newer (with npm), then run this again")?;
    let dir = env.e2e_dir();
    let installed_lock = dir.join("node_modules/.package-lock.json");
    let up_to_date = match (
        modified(&installed_lock),
        modified(&dir.join("package-lock.json")),
    ) {
        (Some(installed), Some(wanted)) => installed >= wanted,
        _ => false,
    };
    let wasm_opt = env.version_of("wasm-opt", &["--version"]);
    let wasm_opt_ok = wasm_opt
        .as_deref()
        .is_some_and(|v| v.starts_with(&format!("wasm-opt version {WASM_OPT_VERSION}")));
    let drivers = ["playwright-core", "puppeteer-core", "terser"]
        .iter()
        .all(|name| {
            dir.join("node_modules")
                .join(name)
                .join("package.json")
                .is_file()
        });
    if up_to_date && wasm_opt_ok && drivers {
        present(
            "npm packages of tests/e2e",
            &format!(
                "binaryen {WASM_OPT_VERSION}, playwright-core, puppeteer-core, terser; node {node}"
            ),
        );
        return Ok(());
    }
    installing(
        "npm packages of tests/e2e (binaryen, playwright-core, puppeteer-core, terser)",
        "missing or out of date",
    );
    exec(
        env.cmd("npm")
            .args(["ci", "--no-audit", "--no-fund"])
            .current_dir(&dir),
    )?;
    match env.version_of("wasm-opt", &["--version"]) {
        Some(v) if v.starts_with(&format!("wasm-opt version {WASM_OPT_VERSION}")) => Ok(()),
        other => Err(format!(
            "after `npm ci`, wasm-opt reports {other:?}; expected version {WASM_OPT_VERSION}"
        )),
    }
}

/// Installs the real screen reader's packages (no recommended extras: a desktop's worth).
fn reader(env: &Env) -> Result<(), Error> {
    if READER.iter().all(|path| Path::new(path).exists()) {
        let orca = env
            .version_of("/usr/bin/orca", &["--version"])
            .unwrap_or_else(|| "version unknown".into());
        present(
            "a real screen reader (Orca, Xvfb, speech-dispatcher)",
            &orca,
        );
        return Ok(());
    }
    let command = format!(
        "apt-get update && apt-get install -y --no-install-recommends {}",
        READER_PACKAGES.join(" ")
    );
    if !is_root() {
        return Err(format!(
            "the screen reader's packages are missing and this is not root; run:\n    sudo sh -c '{command}'\nthen run this again"
        ));
    }
    installing(
        "a real screen reader (Orca, Xvfb, speech-dispatcher; Debian packages)",
        "missing",
    );
    apt_install(env, &["--no-install-recommends"], &READER_PACKAGES)?;
    match READER.iter().find(|path| !Path::new(path).exists()) {
        None => Ok(()),
        Some(path) => Err(format!("`{command}` ran, but {path} is still missing")),
    }
}

/// `apt-get update`, then `apt-get install -y` of `packages` with `options`, as root.
fn apt_install(env: &Env, options: &[&str], packages: &[&str]) -> Result<(), Error> {
    exec(
        env.cmd("apt-get")
            .arg("update")
            .env("DEBIAN_FRONTEND", "noninteractive"),
    )?;
    exec(
        env.cmd("apt-get")
            .args(["install", "-y"])
            .args(options)
            .args(packages)
            .env("DEBIAN_FRONTEND", "noninteractive"),
    )
}

fn is_root() -> bool {
    // std has no getuid; `id -u` is on every Linux.
    std::process::Command::new("id")
        .arg("-u")
        .output()
        .map(|out| String::from_utf8_lossy(&out.stdout).trim() == "0")
        .unwrap_or(false)
}

fn browsers(env: &Env) -> Result<(), Error> {
    let all = [
        CHROMIUM,
        CHROMEDRIVER,
        FIREFOX,
        NAT_LAB[0],
        NAT_LAB[1],
        NAT_LAB[2],
    ];
    if all.iter().all(|path| Path::new(path).exists()) {
        let chromium = env
            .version_of(CHROMEDRIVER, &["--version"])
            .unwrap_or_else(|| "version unknown".into());
        let firefox = env
            .version_of(FIREFOX, &["--version"])
            .unwrap_or_else(|| "version unknown".into());
        present(
            "Chromium, chromedriver, Firefox ESR, coturn, nftables, iproute2",
            &format!("{chromium}; {firefox}"),
        );
        return Ok(());
    }
    let command = format!(
        "apt-get update && apt-get install -y {}",
        TEST_PACKAGES.join(" ")
    );
    if !is_root() {
        return Err(format!(
            "{} is missing and this is not root; run:\n    sudo sh -c '{command}'\nthen run this again",
            all.iter()
                .filter(|path| !Path::new(path).exists())
                .copied()
                .collect::<Vec<_>>()
                .join(" or ")
        ));
    }
    installing(
        "Chromium, chromedriver, Firefox ESR, coturn, nftables, iproute2 (Debian packages)",
        "missing",
    );
    apt_install(env, &[], &TEST_PACKAGES)?;
    if all.iter().all(|path| Path::new(path).exists()) {
        Ok(())
    } else {
        Err(format!(
            "`{command}` ran, but one of {} is still missing",
            all.join(", ")
        ))
    }
}
