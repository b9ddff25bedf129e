//! Short import names for the site's WebAssembly: wasm-bindgen names each import from its glue
//! `__wbg_<name>_<16 hex digits>`, and writes every name twice, once in the wasm's import
//! section and once as a key of the glue's import object. The hex digits do not compress, so the
//! page's 243 imports cost some 6 KB gzip of its first load (BENCHMARKS.md). binaryen's
//! `--minify-imports` only renames Emscripten's `env` imports, so this does the same for
//! wasm-bindgen's: each import of the glue's module gets a short name (`a`, `b`, … `aa`, …) in
//! the wasm and in the glue, the module too. Standard library only, as all of xtask.
//!
//! A file keeps its name: its content is the same for the same sources, so the names Trunk
//! hashed still name one content.

use std::collections::HashMap;
use std::path::Path;

use crate::env::Error;

/// The import section's id in a wasm module.
const IMPORT_SECTION: u8 = 2;
/// The short name given to the glue's module.
const MODULE: &str = "w";

/// Renames the imports of every `<name>_bg.wasm` of `dist` that has its glue `<name>.js` (or
/// Trunk's `<name>-<hash>.js` for the page), in both files.
pub fn shorten(dist: &Path) -> Result<(), Error> {
    let entries =
        std::fs::read_dir(dist).map_err(|e| format!("cannot list {}: {e}", dist.display()))?;
    for entry in entries.flatten() {
        let path = entry.path();
        let Some(stem) = path
            .file_name()
            .and_then(|n| n.to_str())
            .and_then(|n| n.strip_suffix("_bg.wasm"))
        else {
            continue;
        };
        let glue = dist.join(format!("{stem}.js"));
        if !glue.is_file() {
            continue;
        }
        let read =
            |p: &Path| std::fs::read(p).map_err(|e| format!("cannot read {}: {e}", p.display()));
        let wasm = read(&path)?;
        let js = String::from_utf8(read(&glue)?)
            .map_err(|_| format!("{} is not UTF-8", glue.display()))?;
        // The module's name as the glue's import object names it: wasm-bindgen's `<crate>_bg.js`
        // without Trunk's hash.
        let module = module_of(&wasm)
            .ok_or_else(|| format!("{} imports from no `_bg.js` module", path.display()))?;
        let (wasm, names) =
            rename(&wasm, &module).map_err(|e| format!("{}: {e}", path.display()))?;
        let js =
            rename_in_glue(&js, &module, &names).map_err(|e| format!("{}: {e}", glue.display()))?;
        std::fs::write(&path, wasm).map_err(|e| format!("cannot write {}: {e}", path.display()))?;
        std::fs::write(&glue, js).map_err(|e| format!("cannot write {}: {e}", glue.display()))?;
        println!(
            "{}: {} imports renamed in it and its glue",
            path.display(),
            names.len()
        );
    }
    Ok(())
}

/// The n-th short name: `a` … `z`, `A` … `Z`, then two letters and more.
fn short(mut n: usize) -> String {
    const LETTERS: &[u8] = b"abcdefghijklmnopqrstuvwxyzABCDEFGHIJKLMNOPQRSTUVWXYZ";
    let mut out = Vec::new();
    loop {
        out.push(LETTERS[n % LETTERS.len()]);
        n /= LETTERS.len();
        if n == 0 {
            break;
        }
        n -= 1;
    }
    out.reverse();
    String::from_utf8(out).unwrap_or_default()
}

/// A reader of a wasm module's bytes.
struct Reader<'a> {
    bytes: &'a [u8],
    at: usize,
}

impl<'a> Reader<'a> {
    fn byte(&mut self) -> Result<u8, String> {
        let b = *self.bytes.get(self.at).ok_or("the module ends early")?;
        self.at += 1;
        Ok(b)
    }

    /// An unsigned LEB128 number (up to 64 bits).
    fn leb(&mut self) -> Result<u64, String> {
        let mut n = 0u64;
        for shift in (0..64).step_by(7) {
            let b = self.byte()?;
            n |= u64::from(b & 0x7f) << shift;
            if b & 0x80 == 0 {
                return Ok(n);
            }
        }
        Err("a number runs past 64 bits".into())
    }

    fn take(&mut self, len: usize) -> Result<&'a [u8], String> {
        let end = self.at.checked_add(len).filter(|&e| e <= self.bytes.len());
        let end = end.ok_or("the module ends early")?;
        let out = &self.bytes[self.at..end];
        self.at = end;
        Ok(out)
    }

    fn name(&mut self) -> Result<&'a str, String> {
        let len = self.leb()? as usize;
        std::str::from_utf8(self.take(len)?).map_err(|_| "a name is not UTF-8".into())
    }

    /// Skips a table's or a memory's limits.
    fn limits(&mut self) -> Result<(), String> {
        let flags = self.byte()?;
        self.leb()?;
        if flags & 1 != 0 {
            self.leb()?;
        }
        Ok(())
    }
}

fn push_leb(out: &mut Vec<u8>, mut n: u64) {
    loop {
        let b = (n & 0x7f) as u8;
        n >>= 7;
        if n == 0 {
            out.push(b);
            return;
        }
        out.push(b | 0x80);
    }
}

fn push_name(out: &mut Vec<u8>, name: &str) {
    push_leb(out, name.len() as u64);
    out.extend_from_slice(name.as_bytes());
}

/// One import: its module, its field, and its description's bytes as they are.
struct Import<'a> {
    module: &'a str,
    field: &'a str,
    desc: &'a [u8],
}

/// The import section's body (`None`: the module has none) and where it lies.
fn import_section(wasm: &[u8]) -> Result<Option<(usize, usize)>, String> {
    if wasm.get(..4) != Some(b"\0asm".as_slice()) {
        return Err("not a wasm module".into());
    }
    let mut r = Reader { bytes: wasm, at: 8 };
    while r.at < wasm.len() {
        let start = r.at;
        let id = r.byte()?;
        let len = r.leb()? as usize;
        let body = r.at;
        r.take(len)?;
        if id == IMPORT_SECTION {
            return Ok(Some((start, body)));
        }
    }
    Ok(None)
}

fn imports(wasm: &[u8], body: usize) -> Result<Vec<Import<'_>>, String> {
    let mut r = Reader {
        bytes: wasm,
        at: body,
    };
    let count = r.leb()?;
    let mut out = Vec::new();
    for _ in 0..count {
        let module = r.name()?;
        let field = r.name()?;
        let from = r.at;
        match r.byte()? {
            0 => {
                r.leb()?;
            }
            1 => {
                r.byte()?;
                r.limits()?;
            }
            2 => r.limits()?,
            3 => {
                r.byte()?;
                r.byte()?;
            }
            4 => {
                r.byte()?;
                r.leb()?;
            }
            kind => return Err(format!("an import of unknown kind {kind}")),
        }
        out.push(Import {
            module,
            field,
            desc: &wasm[from..r.at],
        });
    }
    Ok(out)
}

/// The glue's module: the one import module named `…_bg.js`.
fn module_of(wasm: &[u8]) -> Option<String> {
    let (_, body) = import_section(wasm).ok()??;
    imports(wasm, body)
        .ok()?
        .into_iter()
        .map(|i| i.module)
        .find(|m| m.ends_with("_bg.js"))
        .map(str::to_owned)
}

/// The module with `module`'s imports renamed, and each old field name's new one.
fn rename(wasm: &[u8], module: &str) -> Result<(Vec<u8>, HashMap<String, String>), String> {
    let (start, body) = import_section(wasm)?.ok_or("the module has no imports")?;
    let list = imports(wasm, body)?;
    let mut r = Reader {
        bytes: wasm,
        at: start + 1,
    };
    let end = body + r.leb()? as usize;
    let mut names = HashMap::new();
    let mut section = Vec::new();
    push_leb(&mut section, list.len() as u64);
    for import in &list {
        if import.module == module {
            let next = short(names.len());
            let new = names.entry(import.field.to_owned()).or_insert(next);
            push_name(&mut section, MODULE);
            push_name(&mut section, new);
        } else {
            push_name(&mut section, import.module);
            push_name(&mut section, import.field);
        }
        section.extend_from_slice(import.desc);
    }
    let mut out = wasm[..start].to_vec();
    out.push(IMPORT_SECTION);
    push_leb(&mut out, section.len() as u64);
    out.extend_from_slice(&section);
    out.extend_from_slice(&wasm[end..]);
    Ok((out, names))
}

/// The glue with the import object's keys and its module's name renamed. Each old name must be
/// in it, whole (not a part of a longer word), as a key of the import object.
fn rename_in_glue(
    js: &str,
    module: &str,
    names: &HashMap<String, String>,
) -> Result<String, String> {
    let quoted = format!("\"{module}\"");
    if js.matches(&quoted).count() != 1 {
        return Err(format!("the module {quoted} is not named once"));
    }
    let mut out = js.replacen(&quoted, &format!("\"{MODULE}\""), 1);
    let word = |b: u8| b.is_ascii_alphanumeric() || b == b'_' || b == b'$';
    for (old, new) in names {
        let mut next = String::with_capacity(out.len());
        let mut rest = out.as_str();
        let mut found = 0;
        while let Some(i) = rest.find(old.as_str()) {
            let before = match i {
                0 => next.as_bytes().last().copied(),
                _ => Some(rest.as_bytes()[i - 1]),
            };
            let after = rest.as_bytes().get(i + old.len()).copied();
            next.push_str(&rest[..i]);
            if before.is_some_and(word) || after.is_some_and(word) {
                next.push_str(old);
            } else {
                next.push_str(new);
                found += 1;
            }
            rest = &rest[i + old.len()..];
        }
        next.push_str(rest);
        if found == 0 {
            return Err(format!("the import {old} is not in the glue"));
        }
        out = next;
    }
    Ok(out)
}

#[cfg(test)]
mod tests {
    use super::*;

    /// A module importing `f_1` and `g_2` from `./x_bg.js` and `m` (a memory) from `env`, with a
    /// type section before and a custom section after.
    fn module() -> Vec<u8> {
        let mut imports = Vec::new();
        push_leb(&mut imports, 3);
        for (m, f) in [("./x_bg.js", "f_1"), ("env", "m"), ("./x_bg.js", "g_2")] {
            push_name(&mut imports, m);
            push_name(&mut imports, f);
            if m == "env" {
                imports.extend_from_slice(&[2, 1, 1, 2]);
            } else {
                imports.extend_from_slice(&[0, 0]);
            }
        }
        let mut wasm = b"\0asm\x01\0\0\0".to_vec();
        // A type section: one function type, () -> ().
        wasm.extend_from_slice(&[1, 4, 1, 0x60, 0, 0]);
        wasm.push(IMPORT_SECTION);
        push_leb(&mut wasm, imports.len() as u64);
        wasm.extend_from_slice(&imports);
        wasm.extend_from_slice(&[0, 3, 2, b'h', b'i']);
        wasm
    }

    #[test]
    fn short_names_are_letters_and_never_repeat() {
        let names: Vec<String> = (0..3000).map(short).collect();
        assert_eq!(&names[..3], ["a", "b", "c"]);
        assert_eq!(names[52], "aa");
        let unique: std::collections::HashSet<&String> = names.iter().collect();
        assert_eq!(unique.len(), names.len());
        assert!(names
            .iter()
            .all(|n| n.bytes().all(|b| b.is_ascii_alphabetic())));
    }

    #[test]
    fn the_glue_s_imports_are_renamed_and_the_rest_kept_byte_for_byte() {
        let wasm = module();
        assert_eq!(module_of(&wasm).as_deref(), Some("./x_bg.js"));
        let (out, names) = rename(&wasm, "./x_bg.js").expect("renames");
        assert_eq!(names["f_1"], "a");
        assert_eq!(names["g_2"], "b");
        let (_, body) = import_section(&out).expect("reads").expect("has imports");
        let list = imports(&out, body).expect("reads");
        let read: Vec<(&str, &str, &[u8])> =
            list.iter().map(|i| (i.module, i.field, i.desc)).collect();
        assert_eq!(
            read,
            [
                ("w", "a", &[0u8, 0][..]),
                ("env", "m", &[2, 1, 1, 2][..]),
                ("w", "b", &[0, 0][..])
            ]
        );
        // The sections around it are untouched.
        assert_eq!(&out[..14], &wasm[..14]);
        assert_eq!(&out[out.len() - 5..], &wasm[wasm.len() - 5..]);
    }

    #[test]
    fn the_glue_s_keys_are_renamed_whole_words_only() {
        let names = HashMap::from([("f_1".to_owned(), "a".to_owned())]);
        let js =
            r#"function i(){const n={f_1:function(){return xf_1+f_12}};return{"./x_bg.js":n}}"#;
        let out = rename_in_glue(js, "./x_bg.js", &names).expect("renames");
        assert_eq!(
            out,
            r#"function i(){const n={a:function(){return xf_1+f_12}};return{"w":n}}"#
        );
        let missing = HashMap::from([("g_2".to_owned(), "b".to_owned())]);
        assert!(rename_in_glue(js, "./x_bg.js", &missing).is_err());
        assert!(rename_in_glue(js, "./y_bg.js", &names).is_err());
    }

    #[test]
    fn a_truncated_module_is_refused_not_read_past_its_end() {
        let wasm = module();
        for len in 9..wasm.len() - 5 {
            assert!(rename(&wasm[..len], "./x_bg.js").is_err(), "length {len}");
        }
    }
}
