// Live play across the internet, on this machine: two homes behind their routers, built by
// nat-lab.sh (network namespaces, address translation and a home router's firewall, Debian's
// iproute2 and nftables), with the site and a STUN/TURN server (Debian's coturn) on "the
// internet" between them. Each device is a Chromium started inside its home. What the README
// says of the STUN setting, checked: with no server named the devices find no way to each
// other (and are told so); with a STUN server, home routers let them through; behind
// symmetric NATs (a mobile carrier's) only a TURN server's relay does. Root only (the
// namespaces), as the README's test command is.
import { test, before, after } from 'node:test';
import assert from 'node:assert/strict';
import { spawn, execFileSync } from 'node:child_process';
import { mkdtempSync, writeFileSync, chmodSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { chromium } from 'playwright-core';
import { state, play } from './devices.mjs';

const CHROMIUM = process.env.CHROMIUM ?? '/usr/bin/chromium';
const LAB = 'tests/e2e/nat-lab.sh';
const SITE = 'http://203.0.113.1:8000/';
const STUN = 'stun:203.0.113.1:3478';
const TURN = 'turn:203.0.113.1:3478 ash play';
// A Nostr relay on "the internet" (`cargo xtask relay`), for the one link.
const RELAY = 'ws://203.0.113.1:7447';
const RELAY_BIN = process.env.ASHTAPADA_RELAY_BIN ?? new URL('../../target/debug/ashtapada-relay', import.meta.url).pathname;

let dir;
let running = [];

before(() => {
  if (process.getuid?.() !== 0) {
    throw new Error('nat.test.mjs builds network namespaces: run it as root (the README\'s test command is)');
  }
  dir = mkdtempSync(join(tmpdir(), 'ashtapada-nat-'));
  // A Chromium for each home: the browser started inside the home's namespace.
  for (const home of [1, 2]) {
    const path = join(dir, `chromium-h${home}`);
    writeFileSync(path, `#!/bin/sh\nexec ip netns exec ash-h${home} ${CHROMIUM} "$@"\n`);
    chmodSync(path, 0o755);
  }
});

after(() => {
  stopLab();
  rmSync(dir, { recursive: true, force: true });
});

/** Builds the lab with routers of `kind` (`easy` or `symmetric`), the site and coturn on it. */
async function startLab(kind) {
  stopLab();
  execFileSync('sh', [LAB, 'up', kind], { stdio: 'inherit' });
  const inet = (command, args) =>
    spawn('ip', ['netns', 'exec', 'ash-inet', command, ...args], { stdio: 'ignore' });
  running = [
    inet('node', ['tests/e2e/serve-gzip.mjs', 'dist', '8000', '203.0.113.1']),
    inet('turnserver', [
      '-n', '--listening-ip=203.0.113.1', '--relay-ip=203.0.113.1', '--listening-port=3478',
      '--lt-cred-mech', '--user=ash:play', '--realm=ashtapada', '--no-tls', '--no-dtls',
      '--no-cli', `--db=${join(dir, 'turndb')}`, '--min-port=49160', '--max-port=49200',
    ]),
    inet(RELAY_BIN, ['--host', '203.0.113.1', '--port', '7447']),
  ];
  // Both listen within a moment; the site is asked until it answers.
  for (let i = 0; i < 100; i++) {
    try {
      execFileSync('ip', ['netns', 'exec', 'ash-h1', 'node', '-e',
        `fetch('${SITE}').then((r) => process.exit(r.ok ? 0 : 1), () => process.exit(1))`]);
      return;
    } catch {
      await new Promise((done) => setTimeout(done, 100));
    }
  }
  throw new Error(`the lab's site at ${SITE} never answered`);
}

function stopLab() {
  for (const child of running) child.kill();
  running = [];
  execFileSync('sh', [LAB, 'down']);
}

/** A device at home `home`: a page of the site, started, with `servers` in its Settings. */
async function device(home, problems, servers) {
  const browser = await chromium.launch({
    executablePath: join(dir, `chromium-h${home}`),
    args: [
      '--no-sandbox', '--disable-gpu', '--no-first-run', '--disable-background-networking',
      // The lab's site is plain http on a public address: a secure context, as a real one is.
      `--unsafely-treat-insecure-origin-as-secure=${SITE.slice(0, -1)}`,
    ],
  });
  const page = await browser.newPage({ viewport: { width: 1280, height: 860 } });
  page.setDefaultTimeout(20_000);
  page.on('pageerror', (error) => problems.push(`home ${home}: page error: ${error.message}`));
  page.on('console', (m) => {
    if (m.type() === 'error') problems.push(`home ${home}: console error: ${m.text()}`);
  });
  await page.goto(SITE);
  await page.waitForFunction(
    () => window.ashtapada && ['idle', 'ready'].includes(document.querySelector('#status')?.dataset.state),
    null,
    { timeout: 60_000 },
  );
  // The code exchange: this lab has no relay (yet).
  await page.evaluate(() => {
    window.ashtapada.setBotDelay(0);
    window.ashtapada.setRelays([]);
    window.ashtapada.setServers('');
  });
  if (servers) {
    // Typed in Settings as a person does, then on to the next control.
    await page.fill('textarea[data-cmd="live-servers"]', servers);
    await page.press('textarea[data-cmd="live-servers"]', 'Tab');
  }
  return { browser, page };
}

/**
 * A two-person chaturanga-v3 game from home 1 to home 2 with `servers` on both: the host's
 * invitation, the guest's answer, the host's acceptance; then the connection's states once
 * both are `connected`, or once the host's is `lost`.
 */
async function connect(servers) {
  const problems = [];
  const host = await device(1, problems, servers);
  const guest = await device(2, problems, servers);
  await host.page.click('#welcome-friend');
  await host.page.waitForSelector('#dlg-setup[open]');
  await host.page.click('#setup-r-chaturanga-v3');
  await host.page.click('#setup-start');
  const invitation = await host.page.evaluate(() => window.ashtapada.liveInvite());
  await guest.page.goto(invitation);
  const reply = await guest.page.evaluate(() => window.ashtapada.liveReply());
  const start = Date.now();
  await host.page.evaluate((r) => window.ashtapada.liveAccept(r), reply);
  await host.page.waitForFunction(() => ['connected', 'lost'].includes(window.ashtapada.state().live), null, {
    timeout: 40_000,
  });
  const hostState = (await state(host.page)).live;
  if (hostState === 'connected') {
    await guest.page.waitForFunction(() => window.ashtapada.state().live === 'connected');
  }
  return { host, guest, problems, hostState, ms: Date.now() - start };
}

async function close(...devices) {
  for (const d of devices) await d.browser.close();
}

/** Two moves each way over the connection, and the same record on both devices. */
async function playBothWays(host, guest) {
  for (let i = 0; i < 4; i++) {
    const mover = i % 2 === 0 ? host.page : guest.page;
    const other = i % 2 === 0 ? guest.page : host.page;
    const s = await state(mover);
    await play(mover, s.legal[(i * 3 + 1) % s.legal.length]);
    await other.waitForFunction((p) => window.ashtapada.state().ply > p, s.ply, { timeout: 5_000 });
  }
  const record = (p) => p.evaluate(() => window.ashtapada.record());
  assert.equal(await record(guest.page), await record(host.page));
}

test('two homes behind their routers, no server named: no way through, and the host is told what to set', async () => {
  await startLab('easy');
  const { host, guest, problems, hostState, ms } = await connect('');
  try {
    assert.equal(hostState, 'lost');
    console.log(`nat: no server named, the host gave up after ${ms} ms`);
    const told = await host.page.textContent('#dlg-live');
    assert.match(told, /could not connect/);
    assert.match(told, /STUN server/);
    assert.deepEqual(problems, []);
  } finally {
    await close(host, guest);
  }
});

test('two homes behind their routers, a STUN server named on both: connected, moves both ways', async () => {
  await startLab('easy');
  const { host, guest, problems, hostState, ms } = await connect(STUN);
  try {
    assert.equal(hostState, 'connected');
    console.log(`nat: through two home routers with STUN, connected ${ms} ms after the answer`);
    await playBothWays(host, guest);
    assert.deepEqual(problems, []);
  } finally {
    await close(host, guest);
  }
});

test('behind symmetric NATs (a mobile carrier\'s): STUN finds no way, a TURN server relays the game', async () => {
  await startLab('symmetric');
  const stun = await connect(STUN);
  try {
    assert.equal(stun.hostState, 'lost');
    assert.match(await stun.host.page.textContent('#dlg-live'), /TURN server/);
    assert.deepEqual(stun.problems, []);
  } finally {
    await close(stun.host, stun.guest);
  }
  const turn = await connect(TURN);
  try {
    assert.equal(turn.hostState, 'connected');
    console.log(`nat: through symmetric NATs by TURN, connected ${turn.ms} ms after the answer`);
    await playBothWays(turn.host, turn.guest);
    assert.deepEqual(turn.problems, []);
  } finally {
    await close(turn.host, turn.guest);
  }
});

test('two homes behind their routers, one link through a relay on the internet and STUN: joined with nothing carried back', async () => {
  await startLab('easy');
  const problems = [];
  const host = await device(1, problems, STUN);
  const guest = await device(2, problems, STUN);
  try {
    await host.page.evaluate((url) => window.ashtapada.setRelays([url]), RELAY);
    await host.page.click('#welcome-friend');
    await host.page.waitForSelector('#dlg-setup[open]');
    await host.page.click('#setup-r-chaturanga-v3');
    await host.page.click('#setup-start');
    const link = await host.page.evaluate(() => window.ashtapada.liveLink());
    const start = Date.now();
    await guest.page.goto(link);
    await guest.page.evaluate(() => window.ashtapada.liveJoin());
    const ms = Date.now() - start;
    await host.page.waitForFunction(() => window.ashtapada.state().live === 'connected');
    console.log(`nat: one link through a relay, two home routers and STUN: connected ${ms} ms after opening the link`);
    await playBothWays(host, guest);
    assert.deepEqual(problems, []);
  } finally {
    await close(host, guest);
  }
});
