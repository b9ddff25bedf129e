// Runs the `ashtapada` command-line tool compiled to WebAssembly (wasm32-wasip1) under Node's
// WASI, to compare the engine's speed in wasm with native code (see BENCHMARKS.md):
//
//   cargo build --release --target wasm32-wasip1 -p ashtapada-cli
//   node --no-warnings crates/cli/wasi/run.mjs perft chaturanga-v3 6 --time
//
// The module is target/wasm32-wasip1/release/ashtapada.wasm (under $CARGO_TARGET_DIR if set), or
// the path in $ASHTAPADA_WASM. Arguments are passed through; the exit code is the tool's.

import { readFile } from 'node:fs/promises';
import { fileURLToPath } from 'node:url';
import { join } from 'node:path';
import { WASI } from 'node:wasi';
import process from 'node:process';

const root = fileURLToPath(new URL('../../..', import.meta.url));
const targetDir = process.env.CARGO_TARGET_DIR ?? join(root, 'target');
const wasmPath =
  process.env.ASHTAPADA_WASM ?? join(targetDir, 'wasm32-wasip1', 'release', 'ashtapada.wasm');

let bytes;
try {
  bytes = await readFile(wasmPath);
} catch (e) {
  console.error(`run.mjs: cannot read ${wasmPath} (${e.code}): build it with ` +
    '`cargo build --release --target wasm32-wasip1 -p ashtapada-cli`');
  process.exit(2);
}

const wasi = new WASI({
  version: 'preview1',
  args: ['ashtapada', ...process.argv.slice(2)],
  env: {},
  returnOnExit: true,
});
const module = await WebAssembly.compile(bytes);
const instance = await WebAssembly.instantiate(module, wasi.getImportObject());
process.exitCode = wasi.start(instance);
