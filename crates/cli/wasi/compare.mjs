// Native against wasm: runs the same perft with the native `ashtapada` and with the wasm32-wasip1
// build under Node's WASI (run.mjs), alternately, and prints the best and median speed of each and
// their ratio. Alternating spreads the noise of a busy machine over both sides.
//
//   cargo build --release -p ashtapada-cli
//   cargo build --release --target wasm32-wasip1 -p ashtapada-cli
//   node crates/cli/wasi/compare.mjs [ruleset] [depth] [runs]     (default chaturanga-v3 6 7)

import { spawnSync } from 'node:child_process';
import { fileURLToPath } from 'node:url';
import { join } from 'node:path';
import process from 'node:process';

const [ruleset = 'chaturanga-v3', depth = '6', runs = '7'] = process.argv.slice(2);
const root = fileURLToPath(new URL('../../..', import.meta.url));
const targetDir = process.env.CARGO_TARGET_DIR ?? join(root, 'target');
const native = join(targetDir, 'release', 'ashtapada');
const runner = fileURLToPath(new URL('run.mjs', import.meta.url));
const args = ['perft', ruleset, depth, '--time'];

/** Runs one perft; returns Mnodes/s and the node count. */
function measure(command, commandArgs) {
  const r = spawnSync(command, commandArgs, { encoding: 'utf8' });
  const speed = (r.stdout ?? '').match(/, ([\d.]+) Mnodes\/s/);
  const nodes = (r.stdout ?? '').match(/^nodes (\d+)$/m);
  if (r.status !== 0 || !speed || !nodes) {
    console.error(`compare.mjs: ${command} ${commandArgs.join(' ')} failed: ${r.stderr || r.error}`);
    process.exit(2);
  }
  return { speed: Number(speed[1]), nodes: nodes[1] };
}

const results = { native: [], wasm: [] };
let nodes;
for (let i = 0; i < Number(runs); i++) {
  const n = measure(native, args);
  const w = measure(process.execPath, ['--no-warnings', runner, ...args]);
  if (n.nodes !== w.nodes) {
    console.error(`compare.mjs: native counts ${n.nodes} nodes, wasm ${w.nodes}`);
    process.exit(1);
  }
  nodes = n.nodes;
  results.native.push(n.speed);
  results.wasm.push(w.speed);
}

const best = (xs) => Math.max(...xs);
const median = (xs) => [...xs].sort((a, b) => a - b)[Math.floor(xs.length / 2)];
console.log(`perft ${ruleset} depth ${depth}: ${nodes} nodes, ${runs} runs each`);
for (const [side, xs] of Object.entries(results)) {
  console.log(`${side.padEnd(6)} best ${best(xs).toFixed(1).padStart(6)} Mnodes/s, median ` +
    `${median(xs).toFixed(1).padStart(6)}  (${xs.map((x) => x.toFixed(1)).join(' ')})`);
}
const ratio = (f) => ((100 * f(results.wasm)) / f(results.native)).toFixed(0);
console.log(`wasm/native: ${ratio(best)}% (best), ${ratio(median)}% (median)`);
