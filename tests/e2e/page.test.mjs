// End-to-end tests of the release build, driven by Playwright (playwright-core only, Debian's
// Chromium). `cargo xtask test` serves dist/ on loopback and passes its URL in ASHTAPADA_URL;
// by hand: `cargo xtask serve`, then `node --test tests/e2e/` (defaults to port 8080).
//
// One browser for the whole file; one page plays every ruleset in turn. The page's test hooks
// (`window.ashtapada`, documented in crates/web/src/platform/page.rs) say what the game is and
// where each cell is on screen; everything else goes through the page's own controls.
import { test, before, after } from 'node:test';
import assert from 'node:assert/strict';
import { mkdir, readFile } from 'node:fs/promises';
import { createServer } from 'node:http';
import { extname, join, normalize } from 'node:path';
import { gzipSync } from 'node:zlib';
import { createHash } from 'node:crypto';
import { fileURLToPath } from 'node:url';
import { chromium } from 'playwright-core';
import AxeBuilder from '@axe-core/playwright';

const BASE_URL = process.env.ASHTAPADA_URL ?? 'http://127.0.0.1:8080/';
const SCREENSHOTS = fileURLToPath(new URL('./screenshots/', import.meta.url));
/** The built site (`trunk build --release` or `trunk serve` writes it), for the offline test. */
const DIST = process.env.ASHTAPADA_DIST ?? fileURLToPath(new URL('../../dist/', import.meta.url));
const LOCAL_HOSTS = new Set(['127.0.0.1', 'localhost', '[::1]']);
const RULESETS = [
  'chaturanga-v1',
  'chaturanga-v1+dice',
  'chaturanga-v2',
  'chaturanga-v3',
  'chaturanga-antique',
  'chaturaji',
  'chaduranga',
  'byzantine-traditional',
  'byzantine-modern',
];
const MOVE = /^[KRNAFBQP]?([a-h]\d{1,2})[-x]([a-h]\d{1,2})(=[A-Z])?$/;

let browser;
let context;
let page;
const requests = [];
const problems = [];
/** Long tasks (ms) seen while a bot was thinking. */
const thinkingLongTasks = [];

before(async () => {
  browser = await chromium.launch({
    executablePath: process.env.CHROMIUM ?? '/usr/bin/chromium',
    args: [
      '--no-sandbox',
      '--disable-gpu',
      '--disable-quic',
      '--no-first-run',
      '--disable-background-networking',
      '--disable-component-update',
      '--disable-sync',
    ],
  });
  context = await browser.newContext({ viewport: { width: 1280, height: 860 } });
  context.on('request', (request) => requests.push(request.url()));
  // Long tasks of the main thread, for the "no task over 50 ms while a bot thinks" figure, and
  // the page's Content-Security-Policy violations (none expected but those a test provokes).
  await context.addInitScript(() => {
    window.__csp = [];
    document.addEventListener('securitypolicyviolation', (e) =>
      window.__csp.push(`${e.violatedDirective} ${e.blockedURI}`),
    );
    window.__longTasks = [];
    try {
      new PerformanceObserver((list) => {
        for (const e of list.getEntries()) window.__longTasks.push([e.startTime, e.duration]);
      }).observe({ type: 'longtask', buffered: true });
    } catch {}
  });
  page = await context.newPage();
  page.setDefaultTimeout(20_000);
  watch(page);
  await mkdir(SCREENSHOTS, { recursive: true });
});

after(async () => {
  await browser?.close();
  if (thinkingLongTasks.length) {
    console.log(
      `# long tasks while a bot thought: ${thinkingLongTasks.length}, max ${Math.max(...thinkingLongTasks).toFixed(0)} ms`,
    );
  } else {
    console.log('# long tasks while a bot thought: none (max 0 ms)');
  }
});

function watch(p) {
  p.on('pageerror', (error) => problems.push(`page error: ${error.message}`));
  p.on('console', (message) => {
    if (message.type() === 'error') problems.push(`console error: ${message.text()}`);
  });
}

/** Whether a request stays on this machine (data: and blob: URLs never leave the page). */
function isLocal(url) {
  const { protocol, hostname } = new URL(url);
  if (protocol === 'data:' || protocol === 'blob:') return true;
  return LOCAL_HOSTS.has(hostname);
}

const state = (p = page) => p.evaluate(() => window.ashtapada.state());

/** Waits until the page runs (and the bot worker, if it was started, answered its ping). */
async function ready(p = page) {
  // The state as it was when the wait ended: a bot's first move may start the worker (and
  // the status say `starting`) just after.
  const seen = await p.waitForFunction(
    () => {
      const status = document.querySelector('#status');
      const at = status?.dataset.state;
      return window.ashtapada && ['idle', 'ready', 'error'].includes(at) && `${at} ${status.textContent}`;
    },
    null,
    { timeout: 60_000 },
  );
  // The bot worker starts with the first bot's move (idle until then), or is ready.
  const [at, ...said] = (await seen.jsonValue()).split(' ');
  assert.match(at, /^(idle|ready)$/, said.join(' '));
  await p.evaluate(() => window.ashtapada.setBotDelay(0));
}

async function centre(cell, p = page) {
  const c = await p.evaluate((name) => window.ashtapada.cellCentre(name), cell);
  assert.ok(c, `no cell ${cell}`);
  return c;
}

/** Waits until the bots have played and a person must act (or the game is over). */
async function waitForBots(p = page) {
  const t0 = await p.evaluate(() => performance.now());
  await p.waitForFunction(
    () => {
      const s = window.ashtapada.state();
      return s.outcome || (s.humanToAct && !s.thinking);
    },
    null,
    { timeout: 30_000 },
  );
  const tasks = await p.evaluate((t) => window.__longTasks.filter(([s]) => s >= t).map(([, d]) => d), t0);
  thinkingLongTasks.push(...tasks);
}

/** Starts a game through the New game dialog. `seats`: 'human' or 'bot:easy' etc. */
async function newGame(id, seats, seed = 7) {
  // Bots may still be playing the last game and end it (opening the result dialog) at any time.
  for (let tries = 0; ; tries += 1) {
    if (await page.$('#dlg-over[open]')) await page.click('#over-close');
    try {
      await page.click('#btn-new', { timeout: 3_000 });
      break;
    } catch (error) {
      if (tries >= 5) throw error;
    }
  }
  await page.waitForSelector('#dlg-setup[open]');
  const base = id.replace('+dice', '');
  await page.click(`#setup-r-${base}`);
  await page.waitForSelector(`#setup-r-${base}:checked`);
  if (id !== base) {
    await page.click('#setup-dice');
    await page.waitForSelector('#setup-dice:checked');
  }
  for (const [i, who] of seats.entries()) {
    await page.selectOption(`#setup-seat-${i}`, who);
  }
  if (await page.$('#setup-seed')) {
    await page.fill('#setup-seed', String(seed));
    await page.press('#setup-seed', 'Tab');
  }
  await page.click('#setup-start');
  await page.waitForSelector('#dlg-setup', { state: 'hidden' });
  const s = await state();
  assert.equal(s.ruleset, id);
  assert.equal(s.ply, s.ply); // the game may already have moved (bots, automatic passes)
}

/**
 * Plays one move of a person with `method` ('click', 'drag' or 'keyboard'), rolling, passing
 * and answering on the way as needed; bots play in between. Returns the move, or null if the
 * game ended first.
 */
async function humanMove(method) {
  for (let i = 0; i < 60; i += 1) {
    const s = await state();
    if (s.outcome) return null;
    if (s.thinking || !s.humanToAct) {
      await waitForBots();
      continue;
    }
    if (s.needsRoll) {
      await page.click('#btn-roll');
      await page.waitForFunction((ply) => window.ashtapada.state().ply > ply, s.ply);
      continue;
    }
    const moves = s.legal.filter((m) => MOVE.test(m) && !m.includes('='));
    if (!moves.length) {
      if (s.legal.includes('pass')) await page.click('#btn-pass');
      else if (s.legal.includes('refuse')) await page.click('#answer-no');
      else if (s.legal.includes('keep')) await page.click('#btn-keep');
      else await page.fill('#move-input', s.legal[0]).then(() => page.press('#move-input', 'Enter'));
      await page.waitForFunction((ply) => window.ashtapada.state().ply > ply, s.ply);
      continue;
    }
    // A pawn step if there is one (always legal to repeat in tests), else the first move.
    const move = moves.find((m) => /^[a-h]/.test(m)) ?? moves[0];
    const [, from, to] = MOVE.exec(move);
    if (method === 'keyboard') {
      await page.fill('#move-input', move);
      await page.press('#move-input', 'Enter');
    } else {
      const a = await centre(from);
      const b = await centre(to);
      if (method === 'click') {
        await page.mouse.click(a.x, a.y);
        await page.waitForFunction((cell) => window.ashtapada.state().selected === cell, from);
        await page.mouse.click(b.x, b.y);
      } else {
        await page.mouse.move(a.x, a.y);
        await page.mouse.down();
        await page.mouse.move((a.x + b.x) / 2, (a.y + b.y) / 2, { steps: 4 });
        await page.mouse.move(b.x, b.y, { steps: 4 });
        await page.mouse.up();
      }
    }
    await page.waitForFunction((ply) => window.ashtapada.state().ply > ply, s.ply);
    const after = await state();
    assert.equal(after.moveError, null, `${method} ${move}: ${after.moveError}`);
    assert.ok(after.fen !== s.fen, `${method} ${move} changed nothing`);
    return move;
  }
  throw new Error(`no move for a person after 60 steps: ${JSON.stringify(await state())}`);
}

test('the page starts and draws the board; a first visit fetches no bot', { timeout: 90_000 }, async () => {
  const navStart = Date.now();
  await page.goto(BASE_URL, { waitUntil: 'load' });
  await ready();
  // The board's canvas: backing store at the device pixel ratio, painted, opaque.
  const size = await page.$eval('#board', (canvas) => ({
    width: canvas.width,
    cssWidth: canvas.getBoundingClientRect().width,
    ratio: window.devicePixelRatio,
  }));
  assert.ok(size.cssWidth > 300, `canvas is only ${size.cssWidth}px wide`);
  assert.equal(size.width, Math.round(size.cssWidth * size.ratio));
  // First board painted: a performance mark, measured from navigation start.
  const firstBoard = await page.evaluate(
    () => performance.getEntriesByName('ashtapada:first-board')[0]?.startTime,
  );
  assert.ok(firstBoard > 0, 'no ashtapada:first-board mark');
  console.log(`# first board painted ${firstBoard.toFixed(0)} ms after navigation (wall ${Date.now() - navStart} ms to ready)`);
  // First-load size: what the page fetches, gzipped (the first visit's welcome fetches no
  // bot: the bot worker starts with the first bot's move). Then the same with the bot
  // worker's files, what a first game against bots adds (the worker's own fetches are not
  // among the page's resources: its files are added by name).
  const gzipped = async (urls) => {
    let total = 0;
    const parts = [];
    for (const url of new Set(urls)) {
      if (!/\.(html|js|wasm)$|\/$/.test(new URL(url).pathname)) continue;
      const body = Buffer.from(await (await fetch(url)).arrayBuffer());
      const gz = gzipSync(body, { level: 9 }).length;
      total += gz;
      parts.push(`${new URL(url).pathname.split('/').pop() || 'index.html'} ${gz}`);
    }
    return `${total} bytes (${parts.join(', ')})`;
  };
  const files = await page.evaluate(() =>
    performance.getEntriesByType('resource').map((e) => e.name).concat([location.href]),
  );
  const worker = ['ashtapada-worker_loader.js', 'ashtapada-worker.js', 'ashtapada-worker_bg.wasm'].map(
    (f) => new URL(f, BASE_URL).href,
  );
  assert.deepEqual(files.filter((f) => worker.includes(f)), [], 'the welcome fetched the bot worker');
  console.log(`# first load, gzip: ${await gzipped(files)}`);
  console.log(`# with the bot worker, gzip: ${await gzipped(files.concat(worker))}`);
});

for (const id of RULESETS) {
  test(`${id}: moves by click, drag and keyboard, dice, bot, undo, reload, export, import`, { timeout: 60_000 }, async () => {
    const four = !id.startsWith('chaturanga-v3') && !id.startsWith('byzantine');
    // A bot in the second seat, people elsewhere (hot-seat).
    const seats = four ? ['human', 'bot:easy', 'human', 'human'] : ['human', 'bot:easy'];
    await newGame(id, seats, 11);
    await page.evaluate(() => window.ashtapada.setBotDelay(0));

    const dice = id !== 'chaturanga-v1' && id !== 'chaturanga-v3' && !id.startsWith('byzantine');
    const m1 = await humanMove('click');
    assert.ok(m1, 'a move by click');
    if (dice) {
      // The die shows the last roll with its pips, and what it allows.
      const die = await page.$eval('#dice .die', (d) => d.dataset.face);
      assert.match(die, /^[1-6]$/);
    }
    const m2 = await humanMove('drag');
    assert.ok(m2, 'a move by drag');
    const m3 = await humanMove('keyboard');
    assert.ok(m3, 'a move by keyboard');
    // The bot of the second seat has played by now.
    const record = await page.evaluate(() => window.ashtapada.record());
    const botTag = four ? '[West "Bot (easy)"]' : '[Black "Bot (easy)"]';
    assert.ok(record.includes(botTag), record);
    const moveList = await page.textContent('#moves');
    assert.ok(moveList.includes(m3), `${m3} not in the move list: ${moveList}`);

    // Undo: back to the last decision of a person.
    const beforeUndo = await state();
    assert.ok(beforeUndo.canUndo);
    await page.click('#btn-undo');
    await page.waitForFunction((ply) => window.ashtapada.state().ply < ply, beforeUndo.ply);
    const undone = await state();
    assert.ok(undone.humanToAct, 'undo stops where a person acts');

    // Reload: the autosave brings back exactly this game.
    await page.reload({ waitUntil: 'load' });
    await ready();
    const resumed = await state();
    assert.equal(resumed.fen, undone.fen);
    assert.equal(resumed.ply, undone.ply);
    assert.equal(resumed.ruleset, id);

    // Export the record, play on, import it back: an older export of the game on screen keeps
    // the newer game in view and says so (the record goes to the Games list); with nothing
    // played since, the game is the exported one.
    const [download] = await Promise.all([page.waitForEvent('download'), page.click('#btn-export')]);
    const exported = await readFile(await download.path(), 'utf8');
    assert.ok(exported.startsWith(`[Ruleset "${id}"]`), exported.slice(0, 80));
    await humanMove('keyboard');
    const on = await state();
    await page.setInputFiles('#import-file', {
      name: 'game.txt',
      mimeType: 'text/plain',
      buffer: Buffer.from(exported),
    });
    if (on.ply > resumed.ply) {
      await page.waitForFunction(() => /older than the game on screen/.test(window.ashtapada.state().toast ?? ''));
      assert.ok((await state()).ply >= on.ply, 'the newer game was replaced by an older record');
    } else {
      await page.waitForFunction((ply) => window.ashtapada.state().ply === ply, resumed.ply);
      assert.equal((await state()).fen, resumed.fen);
    }

    // Let the bot play once more, if it is its turn after a person's move.
    const m4 = await humanMove('click');
    if (m4) await waitForBots();
    await page.screenshot({ path: `${SCREENSHOTS}${id.replace('+', '-')}.png` });
  });
}

test('stepping through the moves by keyboard never loses the game', { timeout: 30_000 }, async () => {
  await newGame('chaturanga-v3', ['human', 'human']);
  for (const m of ['e2-e3', 'e7-e6', 'd2-d3']) {
    await page.fill('#move-input', m);
    await page.press('#move-input', 'Enter');
  }
  await page.waitForFunction(() => window.ashtapada.state().ply === 3);
  await page.focus('#btn-flip');
  await page.keyboard.press('ArrowLeft');
  assert.equal((await state()).viewPly, 2);
  await page.keyboard.press('Home');
  assert.equal((await state()).viewPly, 0);
  assert.ok(await page.isVisible('#banner'));
  await page.keyboard.press('ArrowRight');
  assert.equal((await state()).viewPly, 1);
  await page.click('#ply-2');
  assert.equal((await state()).viewPly, 2);
  await page.keyboard.press('End');
  const s = await state();
  assert.equal(s.viewPly, 3);
  assert.equal(s.ply, 3);
  // A wrong move typed: the engine's reason, under the box.
  await page.fill('#move-input', 'e7-e4');
  await page.press('#move-input', 'Enter');
  await page.waitForSelector('#move-error:not(:empty)');
  assert.match(await page.textContent('#move-error'), /not a legal move/);
  // An illegal drop: the reason in a toast.
  const a = await centre('a7');
  const b = await centre('a4');
  await page.mouse.move(a.x, a.y);
  await page.mouse.down();
  await page.mouse.move(b.x, b.y, { steps: 6 });
  await page.mouse.up();
  await page.waitForSelector('#toast:not([hidden])');
  assert.match(await page.textContent('#toast'), /does not move that way/);
});

test('a promotion with several choices opens the chooser', { timeout: 30_000 }, async () => {
  await newGame('byzantine-modern', ['human', 'human']);
  const record = '[Ruleset "byzantine-modern"]\n[FEN "8wP+7/16/16/wK7bK7 w - 0 0"]\n\n*\n';
  await page.click('#btn-record');
  await page.waitForSelector('#dlg-record[open]');
  await page.fill('#record-text', record);
  await page.click('#record-import');
  await page.waitForSelector('#dlg-record', { state: 'hidden' });
  const a = await centre('a9');
  const b = await centre('a10');
  await page.mouse.click(a.x, a.y);
  await page.mouse.click(b.x, b.y);
  await page.waitForSelector('#dlg-promote[open]');
  await page.screenshot({ path: `${SCREENSHOTS}promotion.png` });
  await page.click('#promote-N');
  await page.waitForSelector('#dlg-promote', { state: 'hidden' });
  const s = await state();
  assert.equal(s.ply, 1);
  assert.match(s.fen, /wN/);
});

test('an import error names the line and column and keeps the game', { timeout: 30_000 }, async () => {
  await newGame('chaturanga-v3', ['human', 'human']);
  await page.fill('#move-input', 'e2-e3');
  await page.press('#move-input', 'Enter');
  await page.waitForFunction(() => window.ashtapada.state().ply === 1);
  const before = await state();
  await page.click('#btn-record');
  await page.waitForSelector('#dlg-record[open]');
  await page.fill('#record-text', '[Ruleset "chaturanga-v3"]\n\n1. e2-e5\n*\n');
  await page.click('#record-import');
  await page.waitForSelector('#record-error');
  assert.match(await page.textContent('#record-error'), /line 3, column 4: e2-e5 is not a legal move/);
  await page.screenshot({ path: `${SCREENSHOTS}import-error.png` });
  await page.click('#record-close');
  assert.equal((await state()).fen, before.fen);
});

test('a record of dice drawn between devices is checked: it imports whole, and with one face changed it is refused', { timeout: 30_000 }, async () => {
  // Written by the app's generator (crates/app/src/session/tests.rs, `fair_record`): two
  // devices' hash chains, their parts and the faces they give, the proof in its Dice tag.
  const record = await readFile(new URL('./fixtures/fair-dice.txt', import.meta.url), 'utf8');
  await newGame('chaturanga-v3', ['human', 'human']);
  const before = await state();
  // The last roll's face changed (2 to 3): the record still reads, but its dice do not check.
  const at = record.lastIndexOf(' (') + 2;
  const changed = `${record.slice(0, at)}3${record.slice(at + 1)}`;
  await page.click('#btn-record');
  await page.waitForSelector('#dlg-record[open]');
  await page.fill('#record-text', changed);
  await page.click('#record-import');
  await page.waitForSelector('#record-error');
  assert.match(
    await page.textContent('#record-error'),
    /line 9, column 1: the dice do not check: roll 19 of the devices shows 3, but their parts give 2/,
  );
  assert.equal((await state()).fen, before.fen, 'the game on screen stays');
  await page.fill('#record-text', record);
  await page.click('#record-import');
  await page.waitForSelector('#dlg-record', { state: 'hidden' });
  const s = await state();
  assert.equal(s.ruleset, 'chaturaji');
  // Its 30 actions, then the bots' play on (with this device's die).
  assert.ok(s.ply >= 30, `ply ${s.ply}`);
  const kept = await page.evaluate(() => window.ashtapada.record());
  assert.ok(kept.includes(record.split('\n').find((l) => l.startsWith('[Dice '))), kept);
  assert.ok(kept.includes('4. (5) b2-b3 (4) Ra6-a8 (5) h7-h6 (2) pass'), kept);
});

test('the Import button opens the file chooser and imports the picked record', { timeout: 30_000 }, async () => {
  await newGame('chaturanga-v3', ['human', 'human']);
  await page.fill('#move-input', 'e2-e3');
  await page.press('#move-input', 'Enter');
  await page.waitForFunction(() => window.ashtapada.state().ply === 1);
  const record = await page.evaluate(() => window.ashtapada.record());
  const before = await state();
  // Another game on screen, which the record replaces (an older record of the game on screen
  // keeps the newer one: the export test above).
  await newGame('byzantine-traditional', ['human', 'human']);
  assert.equal((await state()).ruleset, 'byzantine-traditional');
  // As a person does it: the button, then the browser's file chooser.
  const [chooser] = await Promise.all([page.waitForEvent('filechooser'), page.click('#btn-import')]);
  await chooser.setFiles({ name: 'game.txt', mimeType: 'text/plain', buffer: Buffer.from(record) });
  await page.waitForFunction(() => window.ashtapada.state().ruleset === 'chaturanga-v3');
  assert.equal((await state()).fen, before.fen);
  // A page error (the click handler called again from inside itself) fails the last test.
  // The news of the import shows, and not over the board.
  await page.waitForSelector('#toast:not([hidden])');
  assert.match(await page.textContent('#toast'), /imported/);
  const board = await page.$eval('#board', (e) => e.getBoundingClientRect().toJSON());
  const toast = await page.$eval('#toast', (e) => e.getBoundingClientRect().toJSON());
  const overlaps =
    toast.left < board.right && board.left < toast.right && toast.top < board.bottom && board.top < toast.bottom;
  assert.ok(!overlaps, `the toast ${JSON.stringify(toast)} covers the board ${JSON.stringify(board)}`);
});

test('player names from an imported record are shown as text, never run as markup', { timeout: 30_000 }, async () => {
  const names = [
    '<img src=x onerror="window.__pwned=1">',
    '"><script>window.__pwned=2</script>',
    `O'Brien "the \\quote\\" & <b>bold</b>`,
  ];
  const esc = (name) => name.replace(/\\/g, '\\\\').replace(/"/g, '\\"');
  const record = `[Ruleset "chaturanga-v3"]\n[White "${esc(names[0])}"]\n[Black "${esc(names[1])}"]\n\n1. e2-e3 *\n`;
  await page.click('#btn-record');
  await page.waitForSelector('#dlg-record[open]');
  await page.fill('#record-text', record);
  await page.click('#record-import');
  await page.waitForSelector('#dlg-record', { state: 'hidden' });
  await page.waitForFunction(() => window.ashtapada.state().ply === 1);
  const seats = await page.textContent('#seats');
  assert.ok(seats.includes(names[0]), seats);
  assert.ok(seats.includes(names[1]), seats);
  assert.equal(await page.$('#seats img, #seats script, #seats b'), null);
  assert.equal(await page.evaluate(() => window.__pwned), undefined);
  // The names travel on: the record written back holds them as they were read.
  const written = await page.evaluate(() => window.ashtapada.record());
  assert.ok(written.includes(`[White "${esc(names[0])}"]`), written);
  // A third, quote-heavy name through the record dialog's text box and back.
  await page.click('#btn-record');
  await page.waitForSelector('#dlg-record[open]');
  await page.fill('#record-text', record.replace(esc(names[0]), esc(names[2])));
  await page.click('#record-import');
  await page.waitForSelector('#dlg-record', { state: 'hidden' });
  assert.ok((await page.textContent('#seats')).includes(names[2]));
  await page.click('#btn-record');
  await page.waitForSelector('#dlg-record[open]');
  assert.ok((await page.inputValue('#record-text')).includes(esc(names[2])));
  await page.click('#record-close');
  assert.equal(await page.evaluate(() => window.__pwned), undefined);
});

test('the rules of every ruleset, and the new-game form', { timeout: 30_000 }, async () => {
  await page.click('#btn-new');
  await page.waitForSelector('#dlg-setup[open]');
  await page.screenshot({ path: `${SCREENSHOTS}new-game.png` });
  for (const id of RULESETS.filter((r) => !r.includes('+'))) {
    // The chosen ruleset shows its Rules button (the others only their names).
    await page.click(`#setup-r-${id}`);
    await page.click(`#setup-rules-${id}`);
    await page.waitForSelector('#dlg-rules[open]');
    // The page comes from the extras worker (the first time, it starts).
    await page.waitForSelector('#rules-title');
    const text = await page.textContent('#rules-body');
    assert.match(text, /How this ruleset reads its document/);
    if (id === 'chaturaji') await page.screenshot({ path: `${SCREENSHOTS}rules.png` });
    await page.keyboard.press('Escape');
    await page.waitForSelector('#dlg-rules', { state: 'hidden' });
  }
  assert.ok(await page.isVisible('#dlg-setup'), 'the form stays open under the rules');
  await page.click('#setup-cancel');
  await page.waitForSelector('#dlg-setup', { state: 'hidden' });
});

test('bots play on their own, without long tasks, until a resignation', { timeout: 90_000 }, async () => {
  await newGame('chaturaji', ['bot:easy', 'bot:easy', 'bot:medium', 'bot:easy'], 5);
  await page.evaluate(() => window.ashtapada.setBotDelay(0));
  const t0 = await page.evaluate(() => performance.now());
  await page.waitForFunction(
    () => {
      const s = window.ashtapada.state();
      return s.outcome || s.ply >= 40;
    },
    null,
    { timeout: 60_000 },
  );
  const tasks = await page.evaluate((t) => window.__longTasks.filter(([s]) => s >= t).map(([, d]) => d), t0);
  thinkingLongTasks.push(...tasks);
  if (!(await state()).outcome) {
    await page.click('#btn-resign');
    await page.click('#confirm-yes');
  }
  await page.waitForSelector('#dlg-over[open]');
  assert.match(await page.textContent('#over-body'), /win|drawn/);
  await page.screenshot({ path: `${SCREENSHOTS}game-over.png` });
  await page.click('#over-close');
  await page.waitForSelector('#dlg-over', { state: 'hidden' });
});

test('a hint for a person: key H or the button, an arrow on the board, then the move', { timeout: 60_000 }, async () => {
  await newGame('chaturanga-v3', ['human', 'human'], 3);
  const hinted = async (ply) => {
    await page.waitForFunction(
      (p) => {
        const s = window.ashtapada.state();
        return s.ply === p && s.hint;
      },
      ply,
      { timeout: 10_000 },
    );
    const s = await state();
    assert.ok(s.legal.includes(s.hint), `the hint ${s.hint} is not legal: ${s.legal}`);
    assert.equal(s.ply, ply, 'a hint is shown, not played');
    assert.match(s.toast ?? '', /^Hint: /);
    assert.equal(s.lastThink?.level, 'hard');
    return s.hint;
  };
  // Key H (outside the move box).
  await page.locator('body').press('h');
  const first = await hinted(0);
  await page.screenshot({ path: `${SCREENSHOTS}hint.png` });
  // Playing the suggested move clears it.
  await page.fill('#move-input', first);
  await page.press('#move-input', 'Enter');
  await page.waitForFunction(() => window.ashtapada.state().ply === 1);
  assert.equal((await state()).hint, null);
  // Its toast goes with it: a toast belongs to the moment that made it.
  assert.equal((await state()).toast, null, 'the hint\'s toast outlived its move');
  // The button, for the other side.
  assert.ok(await page.isEnabled('#btn-hint'));
  await page.click('#btn-hint');
  await hinted(1);
  // A take-back ends the hint's moment too.
  await page.click('#btn-undo');
  await page.waitForFunction(() => window.ashtapada.state().ply === 0);
  assert.equal((await state()).toast, null, 'the hint\'s toast outlived the take-back');
});

/** Bots of one level play each other; the time of each of their decisions that searched. */
async function timeLevel(id, level, decisions) {
  const four = !id.startsWith('chaturanga-v3') && !id.startsWith('byzantine');
  await newGame(id, Array(four ? 4 : 2).fill(`bot:${level}`), 9);
  await page.evaluate(() => window.ashtapada.setBotDelay(0));
  const trips = [];
  const searches = [];
  const t0 = await page.evaluate(() => performance.now());
  let s = await state();
  let last = s.lastThink;
  // The first decision is not counted: the worker may still be finishing the previous game's
  // search, which the page no longer waits for.
  while (searches.length < decisions + 1 && !s.outcome) {
    const started = Date.now();
    await page.waitForFunction(
      (ply) => {
        const now = window.ashtapada.state();
        return now.ply > ply || now.outcome;
      },
      s.ply,
      { timeout: 15_000, polling: 5 },
    );
    const wall = Date.now() - started;
    s = await state();
    if (s.lastThink && s.lastThink !== last && s.lastThink.level === level && s.lastThink.nodes > 0) {
      trips.push(wall);
      searches.push(s.lastThink.millis);
    }
    last = s.lastThink;
  }
  const tasks = await page.evaluate((t) => window.__longTasks.filter(([st]) => st >= t).map(([, d]) => d), t0);
  thinkingLongTasks.push(...tasks);
  return { trips: trips.slice(1), searches: searches.slice(1) };
}

test('each level answers within its time in the browser', { timeout: 240_000 }, async () => {
  // The figures of issue 5 (easy 100 ms, medium 500 ms, hard 1.5 s per action): printed for
  // BENCHMARKS.md; a timed assertion would make the suite flaky on a busy machine, so the test
  // only checks that every level answered with a searched move.
  for (const id of ['chaturaji', 'chaturanga-v3']) {
    for (const level of ['easy', 'medium', 'hard']) {
      const { trips, searches } = await timeLevel(id, level, 2);
      assert.ok(searches.length > 0, `${id} ${level}: no searched decision`);
      const max = (a) => Math.max(...a).toFixed(0);
      console.log(
        `# ${id} ${level}: search max ${max(searches)} ms, page round trip max ${max(trips)} ms over ${trips.length} decisions`,
      );
    }
  }
});

/** A static server of DIST on a free loopback port, which the test can shut down. */
async function privateServer() {
  const types = {
    '.html': 'text/html', '.js': 'text/javascript', '.wasm': 'application/wasm', '.css': 'text/css',
    '.svg': 'image/svg+xml', '.webmanifest': 'application/manifest+json',
  };
  const server = createServer(async (req, res) => {
    const path = decodeURIComponent(new URL(req.url, 'http://x').pathname);
    const file = normalize(join(DIST, path.endsWith('/') ? `${path}index.html` : path));
    try {
      if (!file.startsWith(normalize(DIST))) throw new Error('outside');
      const body = await readFile(file);
      res.writeHead(200, { 'content-type': types[extname(file)] ?? 'application/octet-stream' });
      res.end(body);
    } catch {
      res.writeHead(404).end();
    }
  });
  await new Promise((resolve) => server.listen(0, '127.0.0.1', resolve));
  return { server, url: `http://127.0.0.1:${server.address().port}/` };
}

/**
 * A server of DIST as GitHub Pages serves it (gzip for text and wasm, `Cache-Control:
 * max-age=600`, an ETag and its 304), which counts what it sends: `sent()` is every response
 * so far, `{ path, status, bytes }`.
 */
async function countingServer() {
  const types = {
    '.html': 'text/html', '.js': 'text/javascript', '.wasm': 'application/wasm', '.css': 'text/css',
    '.svg': 'image/svg+xml', '.png': 'image/png', '.webmanifest': 'application/manifest+json',
  };
  const log = [];
  const server = createServer(async (req, res) => {
    const path = decodeURIComponent(new URL(req.url, 'http://x').pathname);
    const file = normalize(join(DIST, path.endsWith('/') ? `${path}index.html` : path));
    try {
      if (!file.startsWith(normalize(DIST))) throw new Error('outside');
      const body = await readFile(file);
      const type = types[extname(file)] ?? 'application/octet-stream';
      const etag = `"${body.length}-${createHash('sha1').update(body).digest('hex').slice(0, 16)}"`;
      const head = { 'content-type': type, 'cache-control': 'max-age=600', etag };
      if (req.headers['if-none-match'] === etag) {
        log.push({ path, status: 304, bytes: 0 });
        res.writeHead(304, head).end();
        return;
      }
      const gz = !/png/.test(type) && /gzip/.test(req.headers['accept-encoding'] ?? '');
      const sent = gz ? gzipSync(body, { level: 9 }) : body;
      log.push({ path, status: 200, bytes: sent.length });
      res.writeHead(200, { ...head, ...(gz ? { 'content-encoding': 'gzip' } : {}) });
      res.end(sent);
    } catch {
      log.push({ path, status: 404, bytes: 0 });
      res.writeHead(404).end();
    }
  });
  await new Promise((resolve) => server.listen(0, '127.0.0.1', resolve));
  return { server, url: `http://127.0.0.1:${server.address().port}/`, sent: () => [...log] };
}

/** Waits until the service worker controls the page and its copy holds the page. */
async function copied(p) {
  await p.evaluate(() => navigator.serviceWorker.ready);
  await p.waitForFunction(async () => {
    const keys = await caches.keys();
    if (!keys.length || !navigator.serviceWorker.controller) return false;
    return !!(await (await caches.open(keys[0])).match('./'));
  });
}

test('a first visit that plays nothing: what the network carries, the service worker included', { timeout: 60_000 }, async () => {
  const { server, url, sent } = await countingServer();
  const ctx = await browser.newContext({ viewport: { width: 1280, height: 860 } });
  const p = await ctx.newPage();
  try {
    await p.goto(url, { waitUntil: 'load' });
    await ready(p);
    await copied(p);
    // The service worker's check of the server for this load, over (sw.js says `checked`).
    await p.evaluate(
      () =>
        new Promise((resolve) => {
          navigator.serviceWorker.addEventListener('message', (e) => e.data?.ashtapada === 'checked' && resolve());
          navigator.serviceWorker.controller.postMessage({ ashtapada: 'checked?' });
        }),
    );
    const log = sent();
    const total = log.reduce((sum, r) => sum + r.bytes, 0);
    const worker = log.filter((r) => /ashtapada-(worker|extras)/.test(r.path));
    console.log(
      `# first visit, as the network carries it (gzip, service worker included): ${total} bytes in ${log.length} requests (${log
        .map((r) => `${r.path} ${r.status} ${r.bytes}`)
        .join(', ')})`,
    );
    assert.deepEqual(worker, [], 'no worker fetched by a visit that plays nothing');
    assert.ok(total <= 300_000, `${total} bytes`);
  } finally {
    await ctx.close();
    server.close();
  }
});

/** Starts a game of Chaturanga for two in the page `p`: a person, then `second`. */
async function twoSeatGame(p, second) {
  await p.click('#btn-new');
  await p.waitForSelector('#dlg-setup[open]');
  await p.click('#setup-r-chaturanga-v3');
  await p.selectOption('#setup-seat-0', 'human');
  await p.selectOption('#setup-seat-1', second);
  await p.click('#setup-start');
  await p.waitForSelector('#dlg-setup', { state: 'hidden' });
}

/**
 * Opens the site at `url`, waits until the service worker has made its copy (the page and
 * every file, `cache.addAll` being all or nothing) and controls the page, then plays against a
 * bot until it answers: the bot worker, fetched as the game asks for it, goes into the copy.
 */
async function openAndCopy(p, url) {
  await p.goto(url, { waitUntil: 'load' });
  await ready(p);
  await copied(p);
  await twoSeatGame(p, 'bot:easy');
  const s = await state(p);
  await p.fill('#move-input', s.legal[0]);
  await p.press('#move-input', 'Enter');
  await p.waitForFunction(() => window.ashtapada.state().ply >= 2);
  await p.waitForFunction(async () => {
    const cache = await caches.open((await caches.keys())[0]);
    return !!(await cache.match('ashtapada-worker_bg.wasm'));
  });
}

test('once opened, the game opens again with no server at all (service worker)', { timeout: 90_000 }, async () => {
  const { server, url } = await privateServer();
  const p = await context.newPage();
  // A dist/ written by `trunk serve` (`cargo xtask serve`) holds its live-reload client, whose
  // address only the dev server fills in: served from here, its socket fails. Not the game's.
  p.on('pageerror', (error) => problems.push(`page error: ${error.message}`));
  p.on('console', (message) => {
    if (message.type() === 'error' && !message.text().includes('.well-known/trunk/ws')) {
      problems.push(`console error: ${message.text()}`);
    }
  });
  try {
    await openAndCopy(p, url);
    server.close();
    server.closeAllConnections();
    // No server: the page, its wasm and the bot worker (copied by the first game) come from the copy.
    await p.reload({ waitUntil: 'load' });
    await ready(p);
    const s = await state(p);
    assert.ok(s.legal.length > 0, 'a playable game');
    const offline = await p.evaluate(() => fetch('ashtapada-worker_bg.wasm').then((r) => r.ok));
    assert.ok(offline);
    // A friend's link opened offline in a new tab: the copy opens it, and the engine replays it.
    // (Bots may move on in either page meanwhile: the ruleset and the ply reached are compared.)
    const sent = await state(page);
    const fragment = await page.evaluate(() => window.ashtapada.shareLink());
    const tab = await context.newPage();
    try {
      await tab.goto(`${url}#${fragment}`, { waitUntil: 'load' });
      await ready(tab);
      const received = await state(tab);
      assert.equal(received.ruleset, sent.ruleset);
      assert.ok(received.ply >= sent.ply, `${received.ply} < ${sent.ply}`);
      assert.match(await tab.textContent('#log'), /from a link/);
    } finally {
      await tab.close();
    }
  } finally {
    server.close();
    await p.close();
  }
});

/** Makes the service worker's copy an older version: its page differs from the server's. */
async function olderCopy(p) {
  await p.evaluate(async () => {
    const cache = await caches.open((await caches.keys())[0]);
    const html = await (await cache.match('./')).text();
    const older = html.replace('</body>', '<!-- an older version --></body>');
    await cache.put('./', new Response(older, { headers: { 'content-type': 'text/html' } }));
  });
}

test('a new version on the server: a notice offers to reload, nothing is swapped silently', { timeout: 90_000 }, async () => {
  const { server, url } = await privateServer();
  const p = await context.newPage();
  p.on('pageerror', (error) => problems.push(`page error: ${error.message}`));
  try {
    await openAndCopy(p, url);
    await olderCopy(p);
    // The next load comes from the copy; the worker finds the server's version and says so.
    await p.reload({ waitUntil: 'load' });
    await ready(p);
    await p.waitForSelector('#new-version');
    assert.match(await p.textContent('#new-version'), /A new version of Ashtapada is ready/);
    await p.screenshot({ path: `${SCREENSHOTS}new-version.png` });
    // Later: the notice goes, and the menu it covered is the person's again.
    await p.click('#new-version-later');
    assert.equal(await p.$('#new-version'), null);
    await p.click('#btn-games');
    await p.waitForSelector('#dlg-games[open]');
    await p.keyboard.press('Escape');
    // Once more an older copy, for the notice's Reload.
    await olderCopy(p);
    await p.reload({ waitUntil: 'load' });
    await ready(p);
    await p.waitForSelector('#new-version');
    // Reload: the copy is the server's version now, and nothing more is said.
    await Promise.all([p.waitForEvent('load'), p.click('#new-version-reload')]);
    await ready(p);
    // The service worker's check of the server for this load is over (sw.js answers `checked`
    // after any `new-version` message of that check): had it found another version, the notice
    // would be up by now.
    await p.evaluate(() => {
      window.checkedByWorker = false;
      navigator.serviceWorker.addEventListener('message', (event) => {
        if (event.data?.ashtapada === 'checked') window.checkedByWorker = true;
      });
      navigator.serviceWorker.controller.postMessage({ ashtapada: 'checked?' });
    });
    await p.waitForFunction(() => window.checkedByWorker);
    assert.equal(await p.$('#new-version'), null);
  } finally {
    server.close();
    await p.close();
  }
});

test('a review of a finished game: progress, the chart, a point chosen, the marked moves', { timeout: 90_000 }, async () => {
  await newGame('chaturanga-v3', ['human', 'human']);
  for (const [i, move] of ['e2-e3', 'e7-e6', 'd2-d3', 'd7-d6', 'c2-c3', 'c7-c6'].entries()) {
    await page.fill('#move-input', move);
    await page.press('#move-input', 'Enter');
    await page.waitForFunction((n) => window.ashtapada.state().ply === n, i + 1);
  }
  await page.click('#btn-resign');
  await page.waitForSelector('#dlg-confirm[open]');
  await page.click('#confirm-yes');
  await page.waitForSelector('#dlg-over[open]');
  // From the result dialog: every position judged by the hard bot, one at a time.
  const started = Date.now();
  await page.click('#over-review');
  await page.waitForSelector('#review-section:not([hidden])');
  await page.waitForSelector('#review-close', { timeout: 60_000 });
  const ply = (await state()).ply;
  console.log(`# review of a ${ply}-ply game: ${Date.now() - started} ms in the browser`);
  assert.equal(await page.locator('.review-chart .pick').count(), ply + 1);
  // A point of the chart shows its position.
  await page.locator('.review-chart .pick').nth(2).click();
  await page.waitForFunction(() => window.ashtapada.state().viewPly === 2);
  await page.locator('#review-section').scrollIntoViewIfNeeded();
  await page.screenshot({ path: `${SCREENSHOTS}review.png` });
  await page.click('#review-close');
  await page.waitForSelector('#review-section', { state: 'hidden' });
});

test('stakes: the ledger in rupees', { timeout: 30_000 }, async () => {
  await newGame('chaturanga-antique', ['human', 'human', 'human', 'human']);
  const ledger = await page.textContent('#ledger');
  assert.match(ledger, /Stake unit: 5 rupees/);
  assert.match(ledger, /Pot\s*20/);
});

test('a phone-sized page shows the board, then the panel below', { timeout: 60_000 }, async () => {
  const phone = await context.newPage();
  watch(phone);
  await phone.setViewportSize({ width: 320, height: 640 });
  await phone.goto(BASE_URL, { waitUntil: 'load' });
  await ready(phone);
  const board = await phone.$eval('#board', (c) => c.getBoundingClientRect().toJSON());
  const panel = await phone.$eval('.panel', (c) => c.getBoundingClientRect().toJSON());
  assert.ok(board.width >= 280 && board.right <= 320, JSON.stringify(board));
  assert.ok(panel.top >= board.bottom - 1, 'the panel is below the board');
  const scroll = await phone.evaluate(() => document.documentElement.scrollWidth);
  assert.ok(scroll <= 320, `the page scrolls sideways: ${scroll}px`);
  await phone.screenshot({ path: `${SCREENSHOTS}phone.png`, fullPage: true });
  await phone.close();
});

test('a corrupt save gives a message and a fresh game', { timeout: 60_000 }, async () => {
  const other = await context.newPage();
  const errors = [];
  other.on('pageerror', (e) => errors.push(e.message));
  await other.goto(BASE_URL, { waitUntil: 'load' });
  await ready(other);
  await other.evaluate(() => localStorage.setItem('ashtapada.save', '{"format":"ashtapada-save","version":1,"record":"[Ruleset \\"chess\\"]","seats":[]}'));
  await other.reload({ waitUntil: 'load' });
  await ready(other);
  const s = await state(other);
  assert.equal(s.ply >= 0, true);
  assert.match(s.toast ?? '', /could not be restored/);
  assert.match(await other.textContent('#log'), /could not be restored/);
  assert.ok(await other.evaluate(() => localStorage.getItem('ashtapada.save.unreadable')));
  assert.deepEqual(errors, []);
  await other.close();
  // The expected console error of the bad save is not a problem.
  for (let i = problems.length - 1; i >= 0; i -= 1) {
    if (problems[i].includes('could not be restored')) problems.splice(i, 1);
  }
});

test('a full storage is told once, with what it means, and play goes on', { timeout: 60_000 }, async () => {
  // A browser of its own: its storage is filled to the quota.
  const own = await browser.newContext({ viewport: { width: 1280, height: 860 } });
  const p = await own.newPage();
  const errors = [];
  p.on('pageerror', (e) => errors.push(e.message));
  await p.goto(BASE_URL, { waitUntil: 'load' });
  await ready(p);
  // A new two-player game; then the storage fills, and its next autosave is refused.
  await twoSeatGame(p, 'human');
  // Two people, no bot: nothing is saved while the storage fills.
  const filled = await p.evaluate(() => {
    // Big pieces, then ever smaller ones, until not one more character fits (the save of the
    // game at load goes first, or the next save would fit in its place).
    localStorage.removeItem('ashtapada.save');
    let name = 'never full';
    let i = 0;
    for (let size = 256 * 1024; size >= 1; size = Math.floor(size / 4)) {
      const chunk = 'x'.repeat(size);
      try {
        for (let n = 0; n < 400; n += 1, i += 1) localStorage.setItem(`fill-${i}`, chunk);
      } catch (e) {
        name = e.name;
      }
    }
    return name;
  });
  assert.equal(filled, 'QuotaExceededError');
  for (const move of ['e2-e3', 'e7-e6']) {
    const { ply } = await state(p);
    await p.fill('#move-input', move);
    await p.press('#move-input', 'Enter');
    await p.waitForFunction((n) => window.ashtapada.state().ply > n, ply);
  }
  const told = await p
    .waitForFunction(() => /not keeping your games/.test(document.querySelector('#log')?.textContent ?? ''), null, { timeout: 5_000 })
    .then(() => true, () => false);
  assert.ok(told, `log: ${await p.textContent('#log')} / toast: ${(await state(p)).toast}`);
  const log = await p.textContent('#log');
  assert.match(log, /will not survive a reload/);
  assert.equal(log.match(/not keeping your games/g).length, 1, 'told once');
  assert.equal((await state(p)).ply, 2, 'play went on');
  await p.screenshot({ path: `${SCREENSHOTS}storage-full.png` });
  assert.deepEqual(errors, []);
  await own.close();
});

test('the page runs under its Content-Security-Policy, which blocks injected script', { timeout: 30_000 }, async () => {
  const policy = await page.getAttribute('meta[http-equiv="Content-Security-Policy"]', 'content');
  assert.match(policy, /script-src 'self' 'wasm-unsafe-eval'/);
  // Everything so far (the page, its wasm, the worker, every ruleset) ran under the policy.
  assert.deepEqual(await page.evaluate(() => window.__csp), []);
  const p = await context.newPage();
  try {
    await p.goto(BASE_URL, { waitUntil: 'load' });
    await ready(p);
    // Markup that runs script if the policy lets inline code through.
    await p.evaluate(() => {
      document.body.insertAdjacentHTML('beforeend', '<img id="xss" src="x" onerror="window.__pwned = 1">');
    });
    await p.waitForFunction(() => window.__csp.length > 0);
    assert.equal(await p.evaluate(() => window.__pwned), undefined);
    assert.match((await p.evaluate(() => window.__csp)).join(), /script-src/);
  } finally {
    await p.close();
  }
  // The provoked violation's console message is expected.
  for (let i = problems.length - 1; i >= 0; i -= 1) {
    if (problems[i].includes('Content Security Policy')) problems.splice(i, 1);
  }
});

test('a game that cannot load says so and offers a reload', { timeout: 30_000 }, async () => {
  // A context of its own: the service worker's copy would answer past the blocked request.
  const ctx = await browser.newContext({ serviceWorkers: 'block' });
  const p = await ctx.newPage();
  const errors = [];
  p.on('pageerror', (e) => errors.push(e.message));
  try {
    await p.route(/ashtapada-page-[^/]*\.wasm$/, (route) => route.abort());
    await p.goto(BASE_URL, { waitUntil: 'load' });
    await p.waitForSelector('#status[data-state="error"]');
    assert.match(await p.textContent('#status'), /could not start/);
    assert.ok(await p.$('#status button'), 'a reload button');
    assert.deepEqual(errors, []);
  } finally {
    await ctx.close();
  }
});

test('a trap of the game\'s wasm (a bug: the release build\'s panics trap) is said, in the page\'s language', async () => {
  const ctx = await browser.newContext();
  const p = await ctx.newPage();
  try {
    await p.goto(BASE_URL, { waitUntil: 'load' });
    await p.waitForFunction(() => document.documentElement.hasAttribute('data-started'));
    // The error event a trap raises out of an event handler, as the browser fires it.
    await p.evaluate(() => {
      const error = new WebAssembly.RuntimeError('unreachable');
      dispatchEvent(new ErrorEvent('error', { error, message: error.message }));
    });
    await p.waitForSelector('#status[data-state="error"]');
    assert.equal(
      await p.textContent('#status'),
      'Ashtapada hit a bug (unreachable). Your game is saved: reload the page to go on.',
    );
  } finally {
    await ctx.close();
  }
});

test('a bot worker that cannot load is said, and the game goes on', { timeout: 120_000 }, async () => {
  const ctx = await browser.newContext({ serviceWorkers: 'block' });
  const p = await ctx.newPage();
  const errors = [];
  p.on('pageerror', (e) => errors.push(e.message));
  try {
    await p.route(/ashtapada-worker_bg\.wasm$/, (route) => route.abort());
    await p.goto(BASE_URL, { waitUntil: 'load' });
    // The worker starts with the first bot's move: a game against bots, from the welcome.
    await p.waitForSelector('#welcome-bots:not([disabled])');
    await p.waitForFunction(() => document.documentElement.hasAttribute('data-started'));
    await p.click('#welcome-bots');
    await p.click('#setup-start');
    // The roll-off may give the person the first turn: they act until a bot's turn comes.
    for (let i = 0; i < 20 && (await state(p)).humanToAct; i++) {
      const s = await state(p);
      await p.fill('#move-input', s.legal[0]);
      await p.press('#move-input', 'Enter');
      await p.waitForFunction((ply) => window.ashtapada.state().ply > ply, s.ply);
    }
    await p.waitForSelector('#status[data-state="error"]', { timeout: 100_000 });
    assert.match(await p.textContent('#status'), /Bot worker unavailable: .*Bots play random moves/);
    const s = await state(p);
    assert.ok(s.legal.length > 0, 'the game is playable');
    assert.deepEqual(errors, []);
  } finally {
    await ctx.close();
  }
});

test('a bot worker stuck mid-search is started again: no action lost or played twice', { timeout: 90_000 }, async () => {
  await newGame('chaturanga-v3', ['bot:easy', 'human'], 5);
  await page.evaluate(() => window.ashtapada.setBotDelay(0));
  // The bot (White) moves first: its worker is up.
  await page.waitForFunction(() => window.ashtapada.state().ply >= 1 && window.ashtapada.state().humanToAct);
  const restarts = await page.evaluate(() => window.ashtapada.workerRestarts());
  // The worker hangs; the person moves; the bot's request gets no answer until the link's
  // timeout starts another worker, which answers it.
  await page.evaluate(() => window.ashtapada.stallBotWorker());
  const s = await state();
  await page.fill('#move-input', s.legal[0]);
  await page.press('#move-input', 'Enter');
  await page.waitForFunction(
    (ply) => window.ashtapada.state().ply === ply + 2 && window.ashtapada.state().humanToAct,
    s.ply,
    { timeout: 30_000 },
  );
  assert.ok((await page.evaluate(() => window.ashtapada.workerRestarts())) > restarts, 'restarted');
  // One bot move for the one request: the record holds the person's move and one answer.
  const record = await page.evaluate(() => window.ashtapada.record());
  assert.ok(record.includes(s.legal[0]), record);
  assert.equal((await state()).ply, s.ply + 2);
});

test('an extras worker that crashes mid rules page is started again, and the page arrives', { timeout: 60_000 }, async () => {
  const ctx = await browser.newContext({ viewport: { width: 1280, height: 860 }, serviceWorkers: 'block' });
  const p = await ctx.newPage();
  const errors = [];
  p.on('pageerror', (e) => errors.push(e.message));
  try {
    await p.goto(BASE_URL, { waitUntil: 'load' });
    await ready(p);
    // The request is on its way when the worker crashes.
    await p.evaluate(() => {
      document.querySelector('#btn-rules').click();
      window.ashtapada.crashExtrasWorker();
    });
    await p.waitForSelector('#dlg-rules[open] #rules-title', { timeout: 30_000 });
    assert.match(await p.textContent('#rules-body'), /How this ruleset reads its document/);
    assert.deepEqual(errors, []);
  } finally {
    await ctx.close();
  }
});

/** Clicks a menu button; on a phone, through the menu's "More" list. */
async function menuClick(p, selector) {
  if (!(await p.isVisible(selector)) && (await p.isVisible('#btn-more'))) {
    await p.click('#btn-more');
    await p.waitForSelector('#menu-more:popover-open');
  }
  await p.click(selector);
}

/** The axe-core audit of what `p` shows now: every violation, as one line each. */
async function audit(p, where) {
  const { violations } = await new AxeBuilder({ page: p }).analyze();
  return violations.map(
    (v) => `${where}: ${v.id} (${v.impact}) at ${v.nodes.map((n) => n.target.join(' ')).slice(0, 3).join(', ')}`,
  );
}

test('accessibility: no axe-core violation on the start page, a game and each dialog, desktop and phone', { timeout: 180_000 }, async () => {
  const found = [];
  for (const viewport of [{ width: 1280, height: 860 }, { width: 390, height: 844 }]) {
    const ctx = await browser.newContext({ viewport, serviceWorkers: 'block' });
    const p = await ctx.newPage();
    const size = `${viewport.width}px`;
    try {
      await p.goto(BASE_URL, { waitUntil: 'load' });
      await ready(p);
      found.push(...(await audit(p, `${size} start`)));
      // A four-handed dice game in progress, bots playing, the log and move list filled.
      await p.click('#btn-new');
      await p.waitForSelector('#dlg-setup[open]');
      found.push(...(await audit(p, `${size} new-game dialog`)));
      await p.click('#setup-r-chaturaji');
      for (let i = 0; i < 4; i += 1) await p.selectOption(`#setup-seat-${i}`, 'bot:easy');
      await p.click('#setup-start');
      await p.waitForSelector('#dlg-setup', { state: 'hidden' });
      await p.waitForFunction(() => window.ashtapada.state().ply >= 24 || window.ashtapada.state().outcome, null, { timeout: 60_000 });
      // The bots hold still for the audit: a move list redrawn while axe reads it was once
      // reported as a contrast failure of the move being added.
      await p.evaluate(() => window.ashtapada.setBotDelay(600_000));
      // A search already under way when the delay was set still lands: wait for it too (on a
      // loaded machine it outlasted one poll, and its move was drawn while axe read the list).
      for (let last = -1, i = 0; i < 50; i++) {
        const { ply, thinking } = await p.evaluate(() => window.ashtapada.state());
        if (ply === last && !thinking) break;
        last = ply;
        await p.waitForTimeout(300);
      }
      found.push(...(await audit(p, `${size} game in progress`)));
      // The current move under the mouse: the buttons' hover colour once outranked the current
      // move's, dark text on a dark ground (a mouse left where a dialog's button was did it
      // by chance on a phone).
      await p.hover('#moves .mv[aria-current="true"]');
      found.push(...(await audit(p, `${size} game in progress, the current move hovered`)));
      await p.mouse.move(0, 0);
      if (await p.isVisible('#btn-more')) {
        await p.click('#btn-more');
        await p.waitForSelector('#menu-more:popover-open');
        found.push(...(await audit(p, `${size} the menu's More list`)));
        await p.keyboard.press('Escape');
      }
      if (await p.$('#dlg-over[open]')) {
        found.push(...(await audit(p, `${size} game-over dialog`)));
        await p.click('#over-close');
      }
      for (const [button, dialog, close] of [
        ['#btn-rules', '#dlg-rules', '#rules-close'],
        ['#btn-record', '#dlg-record', '#record-close'],
      ]) {
        await menuClick(p, button);
        await p.waitForSelector(`${dialog}[open]`);
        found.push(...(await audit(p, `${size} ${dialog}`)));
        await p.click(close);
        await p.waitForSelector(dialog, { state: 'hidden' });
      }
      // A game between people: the resignation dialog.
      await p.click('#btn-new');
      await p.waitForSelector('#dlg-setup[open]');
      await p.click('#setup-r-chaturanga-v3');
      for (let i = 0; i < 2; i += 1) await p.selectOption(`#setup-seat-${i}`, 'human');
      await p.click('#setup-start');
      await p.waitForSelector('#dlg-setup', { state: 'hidden' });
      // A careless knight first, so that the review has a mark to show.
      for (const cells of ['e2-e3', 'e7-e6', 'b1-c3', 'd7-d6', 'c3-d5']) {
        const s = await p.evaluate(() => window.ashtapada.state());
        await p.fill('#move-input', s.legal.find((m) => m.includes(cells)));
        await p.press('#move-input', 'Enter');
        await p.waitForFunction((n) => window.ashtapada.state().ply > n, s.ply);
      }
      await p.click('#btn-resign');
      await p.waitForSelector('#dlg-confirm[open]');
      found.push(...(await audit(p, `${size} confirm dialog`)));
      await p.click('#confirm-yes');
      await p.waitForSelector('#dlg-over[open]');
      found.push(...(await audit(p, `${size} game-over dialog`)));
      await p.screenshot({ path: `${SCREENSHOTS}over-${size}.png` });
      // The review with its marks, its summary and "Learn from your mistakes".
      await p.click('#over-review');
      await p.waitForSelector('#review-close', { timeout: 90_000 });
      assert.ok((await p.evaluate(() => window.ashtapada.state().marks)).length > 0, 'a mark to audit');
      found.push(...(await audit(p, `${size} review`)));
      // A marked move shown: its glyph sits on the current move's amber.
      const marked = (await p.evaluate(() => window.ashtapada.state().marks))[0].ply + 1;
      await p.click(`#ply-${marked}`);
      await p.waitForFunction((n) => window.ashtapada.state().viewPly === n, marked);
      await p.hover(`#ply-${marked}`);
      found.push(...(await audit(p, `${size} review, a marked move shown and hovered`)));
      await p.mouse.move(0, 0);
      await p.click('#mistakes-go');
      await p.waitForFunction(() => window.ashtapada.state().mistakes?.at === 0);
      found.push(...(await audit(p, `${size} learn from your mistakes`)));
    } finally {
      await ctx.close();
    }
  }
  assert.deepEqual(found, []);
});

test('a click on a cell the piece cannot reach says why, under the move box', { timeout: 30_000 }, async () => {
  await newGame('chaturanga-v1', ['human', 'human', 'human', 'human']);
  const d2 = await centre('d2');
  const d4 = await centre('d4');
  await page.mouse.click(d2.x, d2.y);
  await page.waitForFunction(() => window.ashtapada.state().selected === 'd2');
  // The pawn steps one cell: the same reason a drop on d4 gets.
  await page.mouse.click(d4.x, d4.y);
  await page.waitForSelector('#move-error:not(:empty)');
  assert.match(await page.textContent('#move-error'), /does not move that way/);
  let s = await state();
  assert.equal(s.ply, 0);
  assert.equal(s.selected, null);
  // Another player's piece, with nothing selected: whose piece, whose turn.
  const h2 = await centre('h2');
  await page.mouse.click(h2.x, h2.y);
  await page.waitForFunction(() => /piece; it is .*[’']s turn/.test(document.querySelector('#move-error').textContent));
  // One's own other piece re-selects silently.
  await page.mouse.click(d2.x, d2.y);
  const b1 = await centre('b1');
  await page.mouse.click(b1.x, b1.y);
  await page.waitForFunction(() => window.ashtapada.state().selected === 'b1');
  assert.equal(await page.textContent('#move-error'), '');
});

test('short notation plays from the move box, errors keep the move as typed', { timeout: 30_000 }, async () => {
  await newGame('chaturanga-v3', ['human', 'human']);
  // From the start every pawn steps one cell, so e3 is e2-e3.
  await page.fill('#move-input', 'e3');
  await page.press('#move-input', 'Enter');
  await page.waitForFunction(() => window.ashtapada.state().ply === 1);
  await page.fill('#move-input', 'Nc6');
  await page.press('#move-input', 'Enter');
  await page.waitForFunction(() => window.ashtapada.state().ply === 2);
  assert.match(await page.textContent('#moves'), /e2-e3[\s\S]*Nb8-c6/);
  assert.equal(await page.inputValue('#move-input'), '', 'the box is emptied after a move');
  await page.fill('#move-input', 'd2-d4');
  await page.press('#move-input', 'Enter');
  await page.waitForSelector('#move-error:not(:empty)');
  assert.match(await page.textContent('#move-error'), /^d2-d4 is not a legal move here: /);
  assert.equal((await state()).ply, 2);
});

test('the move list is one tab stop, walked with the arrow keys', { timeout: 30_000 }, async () => {
  await newGame('chaturanga-v3', ['human', 'human']);
  for (const m of ['e3', 'e6', 'd3']) {
    await page.fill('#move-input', m);
    await page.press('#move-input', 'Enter');
  }
  await page.waitForFunction(() => window.ashtapada.state().ply === 3);
  const stops = await page.$$eval('#moves button[tabindex="0"]', (b) => b.map((e) => e.id));
  assert.deepEqual(stops, ['ply-3'], 'only the shown position is in the tab order');
  assert.equal(await page.$$eval('#moves button:not([tabindex="-1"]):not([tabindex="0"])', (b) => b.length), 0);
  // Tab into the list from the control before it, and out of it in one step.
  await page.focus('#ply-3');
  const focused = () => page.evaluate(() => document.activeElement?.id);
  await page.keyboard.press('ArrowUp');
  assert.equal(await focused(), 'ply-2');
  assert.equal((await state()).viewPly, 2);
  await page.keyboard.press('ArrowLeft');
  assert.equal(await focused(), 'ply-1');
  await page.keyboard.press('Home');
  assert.equal(await focused(), 'ply-0');
  assert.equal((await state()).viewPly, 0);
  await page.keyboard.press('ArrowDown');
  await page.keyboard.press('ArrowRight');
  assert.equal(await focused(), 'ply-2');
  assert.equal((await state()).viewPly, 2);
  await page.keyboard.press('End');
  assert.equal(await focused(), 'ply-3');
  let s = await state();
  assert.equal(s.viewPly, 3);
  assert.equal(s.ply, 3, 'nothing was lost');
  await page.keyboard.press('ArrowUp');
  await page.keyboard.press('Tab');
  assert.ok(!(await page.evaluate(() => document.querySelector('#moves').contains(document.activeElement))), 'one Tab leaves the list');
  await page.keyboard.press('Shift+Tab');
  assert.equal(await focused(), 'ply-2', 'and Shift+Tab comes back to the shown position');
  await page.keyboard.press('End');
  // A dialog gives the focus back to the control that opened it.
  await page.focus('#btn-new');
  await page.keyboard.press('Enter');
  await page.waitForSelector('#dlg-setup[open]');
  await page.keyboard.press('Escape');
  await page.waitForSelector('#dlg-setup', { state: 'hidden' });
  assert.equal(await focused(), 'btn-new');
  // The event log is reachable by keyboard.
  assert.equal(await page.getAttribute('#log', 'tabindex'), '0');
  s = await state();
  assert.equal(s.ply, 3);
});

test('on a phone, the New game form shows Start without scrolling, and small circle targets take a second tap', { timeout: 60_000 }, async () => {
  const ctx = await browser.newContext({ viewport: { width: 390, height: 844 }, hasTouch: true, isMobile: true, serviceWorkers: 'block' });
  const phone = await ctx.newPage();
  watch(phone);
  try {
    await phone.goto(BASE_URL, { waitUntil: 'load' });
    await ready(phone);
    await phone.click('#btn-new');
    await phone.waitForSelector('#dlg-setup[open]');
    for (const id of ['chaturanga-v2', 'chaduranga', 'byzantine-modern']) {
      await phone.click(`#setup-r-${id}`);
      await phone.waitForSelector(`#setup-r-${id}:checked`);
      const box = await phone.$eval('#setup-start', (b) => {
        const r = b.getBoundingClientRect();
        const hit = document.elementFromPoint(r.x + r.width / 2, r.y + r.height / 2);
        return { top: r.top, bottom: r.bottom, left: r.left, right: r.right, onTop: b.contains(hit) };
      });
      assert.ok(box.top >= 0 && box.bottom <= 844 && box.left >= 0 && box.right <= 390, `${id}: ${JSON.stringify(box)}`);
      assert.ok(box.onTop, `${id}: Start is covered`);
    }
    await phone.screenshot({ path: `${SCREENSHOTS}new-game-phone.png` });
    for (let i = 0; i < 2; i += 1) await phone.selectOption(`#setup-seat-${i}`, 'human');
    await phone.click('#setup-start');
    await phone.waitForSelector('#dlg-setup', { state: 'hidden' });
    // The pawn on d4, on the inner ring, steps to d5: a first tap marks d5, a second plays.
    const d4 = await centre('d4', phone);
    const d5 = await centre('d5', phone);
    await phone.touchscreen.tap(d4.x, d4.y);
    await phone.waitForFunction(() => window.ashtapada.state().selected === 'd4');
    await phone.touchscreen.tap(d5.x, d5.y);
    await phone.waitForFunction(() => /^Tap d5 again to play d4-d5/.test(document.querySelector('#move-error').textContent));
    assert.equal((await state(phone)).ply, 0);
    await phone.screenshot({ path: `${SCREENSHOTS}circle-phone-aim.png` });
    await phone.touchscreen.tap(d5.x, d5.y);
    await phone.waitForFunction(() => window.ashtapada.state().ply === 1);
    assert.match(await phone.textContent('#moves'), /d4-d5/);
  } finally {
    await ctx.close();
  }
});

test('nothing left this machine, and nothing went wrong', () => {
  assert.ok(requests.some((url) => url.endsWith('.wasm')), 'no wasm request seen');
  assert.deepEqual(requests.filter((url) => !isLocal(url)), [], 'requests to other hosts');
  assert.deepEqual(problems, []);
});
