// Runs a Rust test binary built for wasm32-wasip1 under Node's WASI: cargo's runner for that
// target in `cargo xtask test` (the bots' network tests with SIMD lanes), called as
//
//   node --no-warnings crates/bots/wasi/test.mjs <test.wasm> [libtest arguments…]
//
// The exit code is the tests'.

import { readFile } from 'node:fs/promises';
import { WASI } from 'node:wasi';
import process from 'node:process';

const [wasmPath, ...args] = process.argv.slice(2);
if (!wasmPath) {
  console.error('test.mjs: give the test binary (.wasm) to run');
  process.exit(2);
}
const wasi = new WASI({
  version: 'preview1',
  args: [wasmPath, ...args],
  env: { RUST_BACKTRACE: '0' },
  returnOnExit: true,
});
const module = await WebAssembly.compile(await readFile(wasmPath));
const instance = await WebAssembly.instantiate(module, wasi.getImportObject());
process.exitCode = wasi.start(instance);
