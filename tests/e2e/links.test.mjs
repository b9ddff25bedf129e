// Games by link, end to end: two browser contexts stand for two devices. A game goes from one
// to the other and back only through its link (`window.ashtapada.shareLink()`, the Share
// dialog's text), a tampered link is refused with the game left as it was, and the Share
// dialog and a received game are saved as screenshots in tests/e2e/screenshots/.
import { test, before, after } from 'node:test';
import assert from 'node:assert/strict';
import { mkdir, readFile } from 'node:fs/promises';
import { fileURLToPath } from 'node:url';
import {
  BASE_URL, launch, device as open, state, link, record, newGame, play, keepSeats, openLink,
} from './devices.mjs';

const SCREENSHOTS = fileURLToPath(new URL('./screenshots/', import.meta.url));

let browser;
const problems = [];

before(async () => {
  browser = await launch();
  await mkdir(SCREENSHOTS, { recursive: true });
});

after(async () => {
  await browser?.close();
});

/** A device: its own browser context (own storage), opened at `url`; or a tab of `context`. */
const device = (url, context = undefined) => open(browser, problems, url, context);

/** Lets bots play until a person must act, here or on another device. */
async function waitForPerson(page) {
  await page.waitForFunction(() => {
    const s = window.ashtapada.state();
    return s.outcome || ((s.humanToAct || s.remoteToAct) && !s.thinking);
  }, null, { timeout: 30_000 });
}

/** After this device's move, the Share dialog offers the link for the next device. */
async function handedOff(page, seat) {
  await page.waitForSelector('#dlg-share[open]');
  assert.match(await page.textContent('#share-title'), new RegExp(`Send the game to ${seat}`));
  await page.click('#share-close');
}

/** A person's turn: rolls, passes, else the first legal move. */
async function personActs(page) {
  await waitForPerson(page);
  const s = await state(page);
  if (s.outcome) return;
  if (s.needsRoll) return play(page, 'roll');
  const moves = s.legal.filter((m) => /^[A-Z]?[a-h]\d/.test(m));
  return play(page, moves[0] ?? s.legal[0]);
}

test('two devices play a two-player game only by passing links', { timeout: 120_000 }, async () => {
  const a = await device(BASE_URL);
  await newGame(a, 'chaturanga-v3', ['human', 'human']);
  await play(a, 'e2-e3');
  // The Share dialog shows the link the test hook gives; Black, to move, is the friend's.
  await a.click('#btn-share');
  await a.waitForSelector('#dlg-share[open]');
  assert.match(await a.textContent('#share-title'), /Send the game to Black/);
  assert.ok(await a.isChecked('#here-0'));
  assert.ok(!(await a.isChecked('#here-1')));
  const first = await link(a);
  assert.match(first, /^g=[A-Za-z0-9_-]+$/);
  assert.ok((await a.inputValue('#share-link')).endsWith(`/#${first}`));
  // Its QR code, drawn by the QR worker (started now, not at load), for a phone at the table.
  await a.waitForSelector('#share-body svg.qr');
  await a.screenshot({ path: `${SCREENSHOTS}share-dialog.png` });
  await a.click('#share-close');

  // Device B opens the link: the same game, and the address loses its fragment.
  const b = await device(`${BASE_URL}#${first}`);
  assert.equal((await state(b)).fen, (await state(a)).fen);
  assert.equal(await b.evaluate(() => location.hash), '');
  assert.match(await b.textContent('#log'), /from a link/);
  await b.screenshot({ path: `${SCREENSHOTS}link-received.png` });
  await keepSeats(b);
  await play(b, 'e7-e6');
  await b.screenshot({ path: `${SCREENSHOTS}link-handoff.png` });
  await handedOff(b, 'White');
  // B cannot move for White, whose device is A's.
  await b.fill('#move-input', 'd2-d3');
  await b.press('#move-input', 'Enter');
  await b.waitForFunction(() => /plays on another device/.test(document.querySelector('#move-error').textContent));
  const second = await link(b);

  // Back to A, in the tab it has open (the fragment changes: no reload).
  await a.evaluate((l) => { location.hash = l; }, second);
  await a.waitForFunction(() => window.ashtapada.state().ply === 2);
  assert.equal((await state(a)).fen, (await state(b)).fen);
  await play(a, 'd2-d3');
  await handedOff(a, 'Black');
  // The older link again (from the messenger): A keeps the newer game.
  await a.evaluate((l) => { location.hash = l; }, first);
  await a.waitForFunction(() => /older than the game this browser has/.test(document.querySelector('#log').textContent));
  assert.equal((await state(a)).ply, 3);
  // A's Games list: the game on screen (the local game before the link had no move to keep).
  await a.click('#btn-games');
  await a.waitForSelector('#dlg-games[open]');
  assert.match(await a.textContent('#games-body'), /on screen/);
  await a.screenshot({ path: `${SCREENSHOTS}games-dialog.png` });
  await a.click('#games-close');

  // A tampered link: refused, the game unchanged, the reason in the log.
  const before = await state(b);
  const chars = second.split('');
  const at = Math.floor(chars.length / 2);
  chars[at] = chars[at] === 'A' ? 'B' : 'A';
  await b.evaluate((l) => { location.hash = l; }, chars.join(''));
  await b.waitForFunction(() => /link was not opened/.test(document.querySelector('#log').textContent));
  const after = await state(b);
  assert.equal(after.fen, before.fen);
  assert.equal(after.ply, before.ply);

  // The game ends by links too: B (Black) resigns; its link carries the end to A.
  await b.evaluate((l) => { location.hash = l; }, await link(a));
  await b.waitForFunction(() => window.ashtapada.state().ply === 3);
  await b.click('#btn-resign');
  await b.waitForSelector('#dlg-confirm[open]');
  await b.click('#confirm-yes');
  await b.waitForSelector('#dlg-share[open]');
  const last = await link(b);
  await b.click('#share-close');
  await a.evaluate((l) => { location.hash = l; }, last);
  await a.waitForFunction(() => window.ashtapada.state().outcome);
  await a.waitForSelector('#dlg-over[open]');
  assert.match(await a.textContent('#over-body'), /resign/i);
  await a.screenshot({ path: `${SCREENSHOTS}link-game-over.png` });
  await a.context().close();
  await b.context().close();
});

test('a four-handed game with two people and two bots travels by link', { timeout: 120_000 }, async () => {
  const a = await device(BASE_URL);
  await newGame(a, 'chaturaji', ['human', 'bot:easy', 'human', 'bot:easy']);
  await personActs(a);
  await waitForPerson(a);
  const sent = await link(a);
  const b = await device(`${BASE_URL}#${sent}`);
  await keepSeats(b);
  const [sa, sb] = [await state(a), await state(b)];
  assert.equal(sb.ruleset, 'chaturaji');
  assert.equal(sb.fen, sa.fen);
  assert.equal(sb.ply, sa.ply);
  // The bots are still bots on the other device.
  const record = await b.evaluate(() => window.ashtapada.record());
  assert.ok(record.includes('[West "Bot (easy)"]'), record);
  // B plays its seat (a roll, then a move) until the turn is another device's.
  for (let i = 0; i < 6; i += 1) {
    const now = await state(b);
    if (now.remoteToAct || now.outcome) break;
    await personActs(b);
    await waitForPerson(b);
  }
  // The bots moved on B (a node budget: the same move on any device); the next person is A's.
  assert.ok((await state(b)).remoteToAct);
  await handedOff(b, '');
  const back = await link(b);
  await a.evaluate((l) => { location.hash = l; }, back);
  await a.waitForFunction((p) => window.ashtapada.state().ply > p, sa.ply);
  assert.equal((await state(a)).fen, (await state(b)).fen);
  await a.context().close();
  await b.context().close();
});

/**
 * A new Chaturaji game of four people on `a`, shared by links before it begins, `a` playing
 * South and North: its invitation (the Share dialog stays open).
 */
async function shareByLinks(a) {
  await newGame(a, 'chaturaji', ['human', 'human', 'human', 'human']);
  await a.click('#btn-share');
  await a.waitForSelector('#dlg-share[open]');
  for (const [seat, here] of [[0, true], [1, false], [2, true], [3, false]]) {
    if ((await a.isChecked(`#here-${seat}`)) !== here) await a.click(`#here-${seat}`);
  }
  return link(a);
}

/** The person to act on `page` (state `s`): rolls, waits out a forced pass, else plays its `i`-th move. */
async function personActsAt(page, s, i) {
  if (s.needsRoll) return play(page, 'roll');
  if (s.legal.length === 1 && s.legal[0] === 'pass') {
    return page.waitForFunction((p) => window.ashtapada.state().ply > p, s.ply);
  }
  const moves = s.legal.filter((m) => /^[A-Z]?[a-h]\d/.test(m));
  return play(page, moves[i % Math.max(moves.length, 1)] ?? s.legal[0]);
}

// Natively, `session::baton::tests` plays the same game through the app's commands.
test('fair dice by links: no copy of a link foresees or rolls the next roll', { timeout: 180_000 }, async () => {
  // A plays South and North, B West and East; the game waits for B to join and the link to
  // come back, A draws who starts, then each roll comes from the roller's device and the one
  // before (issue 46, games by links).
  const a = await device(BASE_URL);
  const invitation = await shareByLinks(a);
  assert.match(await a.textContent('#share-body'), /one at a time/);
  assert.equal((await state(a)).baton, 'joining');
  assert.deepEqual((await state(a)).legal, []);
  await a.click('#share-close');

  const b = await device(`${BASE_URL}#${invitation}`);
  await b.waitForSelector('#dlg-here[open]');
  assert.ok(await b.isChecked('#here-1'), 'West, the first free seat, is ticked');
  await b.click('#here-3');
  await b.click('#here-play');
  // B joined: its link goes back to South's device, which draws who starts.
  await b.waitForSelector('#dlg-share[open]');
  assert.equal((await state(b)).baton, 'starting');
  assert.match(await b.textContent('#turn'), /send the link back to South, North/);
  const joined = await link(b);
  await b.click('#share-close');

  await openLink(a, joined);
  await a.waitForFunction(() => window.ashtapada.state().baton === 'playing');
  assert.match(await a.textContent('#turn'), /dice drawn by 2 devices/);
  await a.screenshot({ path: `${SCREENSHOTS}links-fair-dice.png` });

  // Play by links; at each of B's rolls, a copy of A's own link in a third browser follows
  // the game but knows no face and cannot roll.
  const pages = [a, b];
  let on = 0;
  let copies = 0;
  for (let i = 0; i < 200 && copies < 4; i += 1) {
    const page = pages[on];
    const s = await state(page);
    if (s.outcome) break;
    if (s.humanToAct && !s.thinking) {
      if (await page.isVisible('#dlg-share[open]')) await page.click('#share-close');
      await personActsAt(page, s, i);
      continue;
    }
    if (!s.remoteToAct) {
      await page.waitForTimeout(50);
      continue;
    }
    const sent = await link(page);
    if (await page.isVisible('#dlg-share[open]')) await page.click('#share-close');
    if (on === 0 && s.needsRoll) {
      assert.equal(s.faceKnown, false, 'A does not know B\'s roll');
      const copy = await device(`${BASE_URL}#${sent}`);
      if (await copy.isVisible('#dlg-here[open]')) await copy.click('#here-play');
      const c = await state(copy);
      assert.equal(c.ply, s.ply);
      assert.equal(c.baton, 'watching');
      assert.equal(c.faceKnown, false, 'the copy foresees no face');
      assert.deepEqual(c.legal, [], 'nor can it roll for West or East');
      await copy.context().close();
      copies += 1;
    }
    const other = pages[1 - on];
    await openLink(other, sent);
    // At least there: a pass or a roll of its own that it makes by itself may follow at once
    // (the loop once waited for the exact count, which such a device had already left).
    await other.waitForFunction((p) => window.ashtapada.state().ply >= p, s.ply);
    on = 1 - on;
  }
  assert.ok(copies >= 4, `a copy was tried at ${copies} of B's rolls`);
  // The two devices' records are one, and the page reads each again with its proof.
  const last = await link(pages[on]);
  await openLink(pages[1 - on], last);
  const ply = (await state(pages[on])).ply;
  await pages[1 - on].waitForFunction((p) => window.ashtapada.state().ply === p, ply);
  const [ra, rb] = [await record(a), await record(b)];
  assert.equal(ra, rb);
  assert.match(ra, /\[Dice "b1\./);
  await a.context().close();
  await b.context().close();
});

// The rule for a device that never sends the link on: the one left waiting goes on alone.
test('fair dice by links: a device left waiting goes on alone, its record proving the rolls drawn before', { timeout: 120_000 }, async () => {
  const a = await device(BASE_URL);
  const invitation = await shareByLinks(a);
  await a.click('#share-close');
  const b = await device(`${BASE_URL}#${invitation}`);
  await b.waitForSelector('#dlg-here[open]');
  await b.click('#here-3');
  await b.click('#here-play');
  await b.waitForSelector('#dlg-share[open]');
  const joined = await link(b);
  await b.context().close();
  await openLink(a, joined);
  await a.waitForFunction(() => window.ashtapada.state().baton === 'playing');
  // A plays until the turn is West's or East's, whose device never answers.
  for (let i = 0; i < 100; i += 1) {
    const s = await state(a);
    if (s.remoteToAct) break;
    if (await a.isVisible('#dlg-share[open]')) await a.click('#share-close');
    if (!s.humanToAct || s.thinking) {
      await a.waitForTimeout(50);
      continue;
    }
    await personActsAt(a, s, 0);
  }
  if (await a.isVisible('#dlg-share[open]')) await a.click('#share-close');
  const waiting = await state(a);
  assert.equal(waiting.remoteToAct, true);
  await a.click('#baton-alone');
  await a.waitForSelector('#dlg-confirm[open]');
  assert.match(await a.textContent('#confirm-body'), /no longer drawn between devices/);
  assert.equal(await a.evaluate(() => document.activeElement?.id), 'confirm-no', 'the safe answer has the focus');
  await a.click('#confirm-yes');
  await a.waitForFunction(() => window.ashtapada.state().baton === 'alone');
  assert.match(await a.textContent('#turn'), /then by this device alone/);
  // Every seat is played here now: A rolls and moves for West and East too.
  for (let i = 0; i < 200 && (await state(a)).ply < waiting.ply + 12; i += 1) {
    const s = await state(a);
    if (s.outcome) break;
    if (!s.humanToAct || s.thinking) {
      await a.waitForTimeout(50);
      continue;
    }
    await personActsAt(a, s, 0);
  }
  assert.ok((await state(a)).ply >= waiting.ply + 12, 'the game went on');
  assert.match(await record(a), /\[DiceAlone "\d+"\]/);
  await a.screenshot({ path: `${SCREENSHOTS}links-alone.png` });
  await a.context().close();
});

test('a 700-ply four-handed link replays and paints (timed, for BENCHMARKS.md)', { timeout: 60_000 }, async () => {
  // `cargo run --release -p ashtapada-app --example long_link -- chaturaji 700` wrote it.
  const fragment = (await readFile(new URL('./fixtures/chaturaji-700.txt', import.meta.url), 'utf8')).trim();
  const a = await device(BASE_URL);
  const times = [];
  for (let run = 0; run < 3; run += 1) {
    // From the fragment's change to the first frame painted after the game reached ply 700.
    times.push(await a.evaluate(async (link) => {
      window.ashtapada.setBotDelay(0);
      const start = performance.now();
      location.hash = link;
      await new Promise((resolve) => {
        const check = () => (window.ashtapada.state().ply >= 700
          ? requestAnimationFrame(() => resolve())
          : requestAnimationFrame(check));
        check();
      });
      return performance.now() - start;
    }, fragment));
    // The next run opens it as a game new here again: forget it.
    await a.evaluate(() => { localStorage.clear(); });
    await a.reload({ waitUntil: 'load' });
    await a.waitForFunction(() => window.ashtapada && ['idle', 'ready'].includes(document.querySelector('#status')?.dataset.state));
  }
  assert.equal(times.length, 3);
  console.log(`# a 700-ply chaturaji link opened and painted in ${times.map((t) => t.toFixed(0)).join(', ')} ms`);
  await a.context().close();
});

test('a review of a 500-action four-handed game (timed, for BENCHMARKS.md: issue 47 asks under 10 s)', { timeout: 120_000 }, async () => {
  // `cargo run --release -p ashtapada-app --example long_link -- chaturaji 500` wrote it.
  const fragment = (await readFile(new URL('./fixtures/chaturaji-500.txt', import.meta.url), 'utf8')).trim();
  const a = await device(`${BASE_URL}#${fragment}`);
  await keepSeats(a);
  const started = Date.now();
  await a.click('#btn-review');
  await a.waitForSelector('#review-close', { timeout: 110_000 });
  const ms = Date.now() - started;
  assert.equal(await a.locator('.review-chart .pick').count(), 501);
  const marks = (await state(a)).marks;
  console.log(`# review of a 500-action chaturaji game: ${ms} ms in headless Chromium, ${marks.length} marks`);
  await a.screenshot({ path: `${SCREENSHOTS}review-500.png`, fullPage: true });
  await a.context().close();
});

test('two tabs each put a game aside: the Games list keeps both', { timeout: 120_000 }, async () => {
  // A friend's device makes two games by link.
  const friend = await device(BASE_URL);
  await newGame(friend, 'chaturanga-v3', ['human', 'human']);
  await play(friend, 'e2-e3');
  const first = await link(friend);
  await newGame(friend, 'chaturanga-v3', ['human', 'human']);
  await play(friend, 'c2-c3');
  const second = await link(friend);
  assert.notEqual(first, second);

  // Two tabs of one browser (one storage), each playing its own game.
  const context = await browser.newContext({ viewport: { width: 1280, height: 860 } });
  const a = await device(BASE_URL, context);
  const b = await device(BASE_URL, context);
  await newGame(a, 'chaturanga-v3', ['human', 'human']);
  await play(a, 'e2-e3');
  await newGame(b, 'chaturanga-v3', ['human', 'human']);
  await play(b, 'd2-d3');
  // Each tab opens one of the links: the game it had goes to the Games list.
  const had = [];
  for (const [tab, fragment] of [[a, first], [b, second]]) {
    had.push(await link(tab));
    await tab.evaluate((f) => { location.hash = f; }, fragment);
    await keepSeats(tab);
  }
  const stored = await a.evaluate(() => localStorage.getItem('ashtapada.games') ?? '');
  const kept = stored.split('\n').filter((l) => l).map((l) => l.split('\t')[3]);
  for (const game of had) assert.ok(kept.includes(game), `${game} is kept: ${stored}`);
  // Tab A, which wrote first, lists B's game too (it heard of it from the other tab). The
  // list also keeps a copy of A's own game, stored by B before B wrote its save over it: the
  // row of the game on screen stands for that one.
  const shown = await link(a);
  await a.click('#btn-games');
  await a.waitForSelector('#dlg-games[open]');
  assert.equal(
    await a.locator('#games-body .kept-game').count(),
    kept.filter((g) => g !== shown).length + 1,
    'the game on screen and every other kept one',
  );
  await a.click('#games-close');
  await context.close();
});

test('nothing went wrong in the pages', () => {
  assert.deepEqual(problems, []);
});
