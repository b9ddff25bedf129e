// Nothing lost (issue 28), end to end: two tabs of one browser playing one game and then two,
// a forked link among three devices, a storage that is turned off, and saves written by the
// version of the page before this one. Each test ends by checking that every game played is
// still held by the browser (on screen, in the save or in the Games list) with all its
// actions, read by the page's own readers (`window.ashtapada.heldGames()`).
import { test, before, after } from 'node:test';
import assert from 'node:assert/strict';
import { mkdir, readFile } from 'node:fs/promises';
import { fileURLToPath } from 'node:url';
import {
  BASE_URL, launch, device, started, state, link, record, newGame, play, openLink, keepSeats, held,
} from './devices.mjs';

const SCREENSHOTS = fileURLToPath(new URL('./screenshots/', import.meta.url));
// The formats the page stored before this version (the native tests load the same files).
const FORMATS = new URL('../../crates/app/tests/fixtures/formats-2026-11/', import.meta.url);

let browser;
const problems = [];

before(async () => {
  browser = await launch();
  await mkdir(SCREENSHOTS, { recursive: true });
});

after(async () => {
  await browser?.close();
});

/** A record's moves: its text without the tag lines and without the result. */
const moves = (text) => text
  .split('\n')
  .filter((l) => !l.startsWith('['))
  .join(' ')
  .replace(/\s+(\*|1-0|0-1|1\/2-1\/2)?\s*$/, '')
  .trim();

/**
 * Whether the browser of `page` holds the game `text` (a record) with all its actions. Tabs
 * are separate processes: another tab's write reaches this one's view of the storage a moment
 * later, so the answer is awaited for up to five seconds.
 */
async function holds(page, text) {
  const want = moves(text);
  for (let i = 0; i < 50; i += 1) {
    const games = (await held(page)).map(moves);
    if (games.some((g) => g === want || g.startsWith(`${want} `))) return true;
    await page.waitForTimeout(100);
  }
  return false;
}

test('two tabs, one game: each follows the other; then two games: both are kept', { timeout: 120_000 }, async () => {
  const context = await browser.newContext({ viewport: { width: 1280, height: 860 } });
  const a = await device(browser, problems, BASE_URL, context);
  await newGame(a, 'chaturanga-v3', ['human', 'human']);
  await play(a, 'e2-e3');
  // A second tab opens on the same game.
  const b = await device(browser, problems, BASE_URL, context);
  assert.equal((await state(b)).ply, 1);
  // A move in either shows in the other, with no reload.
  await play(b, 'e7-e6');
  await a.waitForFunction(() => window.ashtapada.state().ply === 2);
  await play(a, 'd2-d3');
  await b.waitForFunction(() => window.ashtapada.state().ply === 3);
  assert.equal(await record(a), await record(b));
  const first = await record(a);

  // Tab A starts another game; B keeps the first and plays on in it.
  await newGame(a, 'chaturanga-v3', ['human', 'human']);
  await play(a, 'c2-c3');
  await play(b, 'f7-f6');
  await play(a, 'c7-c6');
  assert.equal((await state(b)).ply, 4, 'tab B is still on the first game');
  const games = [await record(a), await record(b)];
  assert.ok(moves(games[1]).startsWith(moves(first)));
  for (const game of games) assert.ok(await holds(a, game), `held: ${game}`);
  // The storage cleared from one tab: the other stores its game and its kept games again.
  await b.evaluate(() => localStorage.clear());
  await a.waitForFunction(() => /storage was cleared/.test(window.ashtapada.state().toast ?? ''));
  assert.ok(await holds(b, games[0]), 'tab A stored its game again');
  assert.ok(await holds(b, games[1]), 'and the game it kept');
  await play(b, 'a2-a3');
  games[1] = await record(b);
  // Both tabs closed: a new one finds both games, each with all its actions.
  await a.close();
  await b.close();
  const c = await device(browser, problems, BASE_URL, context);
  for (const game of games) assert.ok(await holds(c, game), `held after closing: ${game}`);
  await c.click('#btn-games');
  await c.waitForSelector('#dlg-games[open]');
  assert.equal(await c.locator('#games-body .kept-game').count(), 2, 'the game on screen and the other');
  await c.click('#games-close');
  await context.close();
});

test('a forked link among three devices: both games kept, and a choice', { timeout: 120_000 }, async () => {
  const a = await device(browser, problems);
  await newGame(a, 'chaturanga-v3', ['human', 'human']);
  await play(a, 'e2-e3');
  const old = await link(a);
  const b = await device(browser, problems);
  await openLink(b, old);
  await keepSeats(b);
  await play(b, 'e7-e6');
  await openLink(a, await link(b));
  await a.waitForFunction(() => window.ashtapada.state().ply === 2);
  const mine = await record(a);

  // A third device opens the old link and plays another move.
  const c = await device(browser, problems);
  await openLink(c, old);
  await keepSeats(c);
  await play(c, 'd7-d6');
  const theirs = await record(c);
  await openLink(a, await link(c));
  await a.waitForSelector('#dlg-confirm[open]');
  assert.match(await a.textContent('#confirm-body'), /differs from yours at action 2/);
  await a.screenshot({ path: `${SCREENSHOTS}fork.png` });
  assert.equal(await record(a), theirs, 'the link’s game is on screen');
  for (const game of [mine, theirs]) assert.ok(await holds(a, game), `held: ${game}`);
  // Back to a's own game: the link's stays kept.
  await a.click('#confirm-no');
  await a.waitForSelector('#dlg-confirm', { state: 'hidden' });
  assert.equal(await record(a), mine);
  for (const game of [mine, theirs]) assert.ok(await holds(a, game), `held: ${game}`);
  for (const p of [a, b, c]) await p.context().close();
});

test('a storage turned off: said once, play goes on', { timeout: 60_000 }, async () => {
  const context = await browser.newContext({ viewport: { width: 1280, height: 860 } });
  // As in some private windows: every use of localStorage throws.
  await context.addInitScript(() => {
    Object.defineProperty(window, 'localStorage', {
      get() { throw new DOMException('The operation is insecure.', 'SecurityError'); },
    });
  });
  const own = [];
  const p = await device(browser, own, BASE_URL, context);
  await newGame(p, 'chaturanga-v3', ['human', 'human']);
  for (const move of ['e2-e3', 'e7-e6']) await play(p, move);
  const log = await p.textContent('#log');
  assert.match(log, /not keeping your games/);
  assert.equal(log.match(/not keeping your games/g).length, 1, 'told once');
  assert.match(log, /will not survive a reload/);
  assert.equal((await state(p)).ply, 2, 'play went on');
  // The page's own lines about the storage are the expected console errors, nothing else.
  assert.deepEqual(own.filter((m) => !/local storage/.test(m)), []);
  await context.close();
});

test('a save and a Games list written by the page before this version load', { timeout: 60_000 }, async () => {
  // Written by the page before issue 28: a four-handed game by link in French, and a Games
  // list with that game by link and another kept as its record.
  const save = await readFile(new URL('save.json', FORMATS), 'utf8');
  const games = await readFile(new URL('games.txt', FORMATS), 'utf8');
  const context = await browser.newContext({ viewport: { width: 1280, height: 860 } });
  const p = await device(browser, problems, BASE_URL, context);
  await p.evaluate(([s, g]) => {
    localStorage.setItem('ashtapada.save', s);
    localStorage.setItem('ashtapada.games', g);
  }, [save.trim(), games]);
  await p.reload({ waitUntil: 'load' });
  await started(p);
  const s = await state(p);
  assert.equal(s.ruleset, 'chaturaji');
  assert.ok(s.ply > 0, 'the saved game is on screen');
  assert.equal(s.toast ?? null, null, 'with nothing to say');
  assert.equal((await held(p)).length, 3, 'the save and both kept games read');
  await p.click('#btn-games');
  await p.waitForSelector('#dlg-games[open]');
  // The kept copy of the game on screen holds nothing more: the row on screen stands for it.
  assert.equal(await p.locator('#games-body .kept-game').count(), 2);
  await context.close();
});

test('a reload (as after an update) keeps the lesson step, the review and a link game\'s seats', { timeout: 120_000 }, async () => {
  const context = await browser.newContext({ viewport: { width: 1280, height: 860 } });
  const p = await device(browser, problems, BASE_URL, context);
  // A lesson, at its second step.
  await p.click('#btn-learn');
  await p.waitForSelector('#dlg-learn[open]');
  await p.click('#learn-chaturaji');
  await p.waitForFunction(() => window.ashtapada.state().learn?.course === 'chaturaji');
  // The second step, from the list of steps.
  await p.click('#learn .learn-steps summary');
  await p.click('#learn .learn-steps li:nth-child(2) button');
  await p.waitForFunction(() => window.ashtapada.state().learn?.step === 1);
  const title = await p.textContent('#learn-step-title');
  await p.reload({ waitUntil: 'load' });
  await started(p);
  await p.waitForFunction(() => window.ashtapada.state().learn?.course === 'chaturaji');
  assert.equal((await state(p)).learn.step, 1, 'the same step');
  assert.equal(await p.textContent('#learn-step-title'), title);
  await p.click('#learn-leave');
  await p.waitForFunction(() => !window.ashtapada.state().learn);

  // A game by link where this device plays White only; then a review of it.
  const friend = await device(browser, problems);
  await newGame(friend, 'chaturanga-v3', ['human', 'human']);
  await play(friend, 'e2-e3');
  await openLink(p, await link(friend));
  await keepSeats(p);
  await play(p, 'e7-e6');
  // The Share dialog offers the link for the friend.
  await p.waitForSelector('#dlg-share[open]');
  await p.click('#share-close');
  assert.equal((await state(p)).remoteToAct, true, 'White plays on the other device');
  await p.click('#btn-review');
  await p.waitForSelector('.review-figure');
  await p.reload({ waitUntil: 'load' });
  await started(p);
  await p.waitForSelector('.review-figure');
  const after = await state(p);
  assert.equal(after.ply, 2);
  assert.equal(after.remoteToAct, true, 'the seats played here are kept');
  await context.close();
  await friend.context().close();
});

test('nothing went wrong in the pages', () => {
  assert.deepEqual(problems, []);
});
