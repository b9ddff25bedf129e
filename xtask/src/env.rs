//! Where things are, and how commands are run: every command gets the same `PATH` (the npm
//! tools of `tests/e2e` and cargo's install directory first) and runs from the workspace root.
//! Here too is [`Error`], what every task returns when it fails.

use std::ffi::OsString;
use std::io::{BufRead, BufReader};
use std::path::{Path, PathBuf};
use std::process::{Command, Stdio};

/// An error that ends the task; its text is shown to the user as is.
pub type Error = String;

/// The workspace and the environment every command runs with.
pub struct Env {
    /// The workspace root (holds the root `Cargo.toml`).
    pub root: PathBuf,
    path: OsString,
    cargo: OsString,
}

impl Env {
    /// Finds the workspace root and builds the `PATH` for child commands.
    pub fn new() -> Result<Env, Error> {
        let root = Path::new(env!("CARGO_MANIFEST_DIR"))
            .parent()
            .ok_or("xtask is not inside a workspace")?
            .to_path_buf();
        if !root.join("Cargo.toml").is_file() {
            return Err(format!("no Cargo.toml in {}", root.display()));
        }
        let cargo_home = std::env::var_os("CARGO_HOME")
            .map(PathBuf::from)
            .or_else(|| std::env::var_os("HOME").map(|home| PathBuf::from(home).join(".cargo")));
        let mut dirs = vec![root.join("tests/e2e/node_modules/.bin")];
        dirs.extend(cargo_home.map(|home| home.join("bin")));
        dirs.extend(std::env::split_paths(
            &std::env::var_os("PATH").unwrap_or_default(),
        ));
        let path = std::env::join_paths(dirs).map_err(|e| format!("cannot build PATH: {e}"))?;
        // `cargo run` tells us which cargo runs us; use the same one (same toolchain).
        let cargo = std::env::var_os("CARGO").unwrap_or_else(|| "cargo".into());
        Ok(Env { root, path, cargo })
    }

    /// The end-to-end test package.
    pub fn e2e_dir(&self) -> PathBuf {
        self.root.join("tests/e2e")
    }

    /// A command run from the workspace root with the shared environment.
    pub fn cmd(&self, program: impl AsRef<std::ffi::OsStr>) -> Command {
        let mut cmd = Command::new(program);
        cmd.current_dir(&self.root)
            .env("PATH", &self.path)
            .env("TRUNK_SKIP_VERSION_CHECK", "true");
        cmd
    }

    /// `cargo` (the same one that runs xtask).
    pub fn cargo(&self) -> Command {
        self.cmd(&self.cargo)
    }

    /// First line of what `program args` prints, or `None` if it cannot be run or fails.
    pub fn version_of(&self, program: &str, args: &[&str]) -> Option<String> {
        let output = self
            .cmd(program)
            .args(args)
            .stdin(Stdio::null())
            .output()
            .ok()?;
        if !output.status.success() {
            return None;
        }
        let text = String::from_utf8_lossy(&output.stdout);
        let text = if text.trim().is_empty() {
            String::from_utf8_lossy(&output.stderr).into_owned()
        } else {
            text.into_owned()
        };
        text.lines().next().map(|line| line.trim().to_string())
    }
}

/// Describes a command for logs: `program arg arg`.
pub fn describe(cmd: &Command) -> String {
    // `cargo` rather than the toolchain's full path.
    let program = Path::new(cmd.get_program());
    let mut text = if program.file_name().is_some_and(|name| name == "cargo") {
        "cargo".to_string()
    } else {
        program.to_string_lossy().into_owned()
    };
    for arg in cmd.get_args() {
        text.push(' ');
        text.push_str(&arg.to_string_lossy());
    }
    text
}

/// Runs a command with inherited output; fails with a message naming it.
pub fn exec(cmd: &mut Command) -> Result<(), Error> {
    let what = describe(cmd);
    println!("$ {what}");
    let status = cmd
        .stdin(Stdio::null())
        .status()
        .map_err(|e| format!("cannot run `{what}`: {e}"))?;
    if status.success() {
        Ok(())
    } else {
        Err(format!("`{what}` failed ({status})"))
    }
}

/// Runs a command, echoing its standard output as it comes and returning it; standard error is
/// passed through. Returns whether it succeeded, and its output lines.
pub fn exec_tee(cmd: &mut Command) -> Result<(bool, Vec<String>), Error> {
    let what = describe(cmd);
    println!("$ {what}");
    let mut child = cmd
        .stdin(Stdio::null())
        .stdout(Stdio::piped())
        .spawn()
        .map_err(|e| format!("cannot run `{what}`: {e}"))?;
    let mut lines = Vec::new();
    if let Some(stdout) = child.stdout.take() {
        for line in BufReader::new(stdout).split(b'\n') {
            let line = line.map_err(|e| format!("reading the output of `{what}`: {e}"))?;
            let line = String::from_utf8_lossy(&line)
                .trim_end_matches('\r')
                .to_string();
            println!("{line}");
            lines.push(line);
        }
    }
    let status = child
        .wait()
        .map_err(|e| format!("waiting for `{what}`: {e}"))?;
    Ok((status.success(), lines))
}
