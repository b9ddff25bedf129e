// What the e2e files that play with several devices or tabs share: a browser, devices (a
// browser context each, with its own storage) and tabs (pages of one context, one storage),
// and the few gestures they make: a new game, a move typed in the move box, a link opened.
import { chromium } from 'playwright-core';
import assert from 'node:assert/strict';

export const BASE_URL = process.env.ASHTAPADA_URL ?? 'http://127.0.0.1:8080/';

/** Starts Debian's Chromium, headless (never a downloaded one). */
export function launch() {
  return chromium.launch({
    executablePath: process.env.CHROMIUM ?? '/usr/bin/chromium',
    args: ['--no-sandbox', '--disable-gpu', '--no-first-run', '--disable-background-networking'],
  });
}

/**
 * A device: a page of `context` (a new context of `browser` if none: its own storage),
 * opened at `url` and started; errors and console errors go to `problems`.
 */
export async function device(browser, problems, url = BASE_URL, context = undefined) {
  context ??= await browser.newContext({ viewport: { width: 1280, height: 860 } });
  const page = await context.newPage();
  page.setDefaultTimeout(20_000);
  page.on('pageerror', (error) => problems.push(`page error: ${error.message}`));
  page.on('console', (m) => {
    if (m.type() === 'error') problems.push(`console error: ${m.text()}`);
  });
  await page.goto(url, { waitUntil: 'load' });
  await started(page);
  return page;
}

/** Waits for the page's game to start, and lets its bots play at once. */
export async function started(page) {
  await page.waitForFunction(
    () => window.ashtapada && ['idle', 'ready'].includes(document.querySelector('#status')?.dataset.state),
    null,
    { timeout: 60_000 },
  );
  await page.evaluate(() => window.ashtapada.setBotDelay(0));
}

/**
 * A device for live play on this machine, as `device`: the code exchange with no STUN server
 * (the public relays and STUN servers are out of this machine's reach); the tests of the
 * relays and of the NAT lab name theirs.
 */
export async function liveDevice(browser, problems, url = BASE_URL, context = undefined) {
  const page = await device(browser, problems, url, context);
  await page.evaluate(() => {
    window.ashtapada.setRelays([]);
    window.ashtapada.setServers('');
  });
  return page;
}

export const state = (page) => page.evaluate(() => window.ashtapada.state());
export const link = (page) => page.evaluate(() => window.ashtapada.shareLink());
export const record = (page) => page.evaluate(() => window.ashtapada.record());

/** A new game of ruleset `id` from the New game form, `seats` chosen in order. */
export async function newGame(page, id, seats) {
  await page.click('#btn-new');
  await page.waitForSelector('#dlg-setup[open]');
  await page.click(`#setup-r-${id}`);
  for (const [i, who] of seats.entries()) await page.selectOption(`#setup-seat-${i}`, who);
  await page.click('#setup-start');
  await page.waitForSelector('#dlg-setup', { state: 'hidden' });
}

/** Plays `text` in the move box and waits for the game to move on. */
export async function play(page, text) {
  const { ply } = await state(page);
  await page.fill('#move-input', text);
  await page.press('#move-input', 'Enter');
  try {
    await page.waitForFunction((p) => window.ashtapada.state().ply > p, ply);
  } catch (e) {
    // Say what the page said of the move, and where the game stood.
    const s = await state(page);
    const why = { move: text, ply, now: s.ply, actor: s.actor, humanToAct: s.humanToAct, moveError: s.moveError, toast: s.toast, live: s.live, legal: s.legal };
    throw new Error(`${e.message}: ${JSON.stringify(why)}`);
  }
}

/**
 * Plays `text` for the person to act on `page`, whose state was `s`, unless the app plays it
 * itself: a lone `pass` is passed by the app (automatic passes are on by default), so typing
 * it would race the app's own pass and be refused once the turn had moved on.
 */
export async function act(page, s, text) {
  // A roll the devices draw together (issue 46) lists no action until its face is drawn: the
  // person rolls, and the face comes once every other device's part is in.
  if (s.legal.length === 0) {
    await play(page, 'roll');
  } else if (s.legal.length === 1 && s.legal[0] === 'pass') {
    await page.waitForFunction((p) => window.ashtapada.state().ply > p, s.ply);
  } else {
    await play(page, text);
  }
}

/** Opens a game link in the page, as a click on it in a messenger would in an open tab. */
export async function openLink(page, fragment) {
  await page.evaluate((f) => { location.hash = f; }, fragment);
}

/** A link of a game new to this device: the dialog asks which seats are played here. */
export async function keepSeats(page) {
  await page.waitForSelector('#dlg-here[open]');
  await page.click('#here-play');
  await page.waitForSelector('#dlg-here', { state: 'hidden' });
}

/**
 * Every game this browser holds (one storage: `page`'s), as `{ id, moves }` where `moves` is
 * the record's movetext: the save and each kept game, read by the page's own readers.
 */
export function held(page) {
  return page.evaluate(() => window.ashtapada.heldGames());
}

/**
 * Plays the action `pick` (modulo the legal ones) on the device whose person is to act, once
 * one is: the last action may still be on its way to the device that plays next.
 */
export async function playAny(devices, pick) {
  for (let tries = 0; tries < 400; tries++) {
    for (const page of devices) {
      const s = await state(page);
      if (s.outcome) return false;
      if (!s.humanToAct) continue;
      await act(page, s, s.legal[pick % s.legal.length]);
      return true;
    }
    await new Promise((done) => setTimeout(done, 50));
  }
  return false;
}

/** Runs `play(browser, problems)` in a fresh browser; no page error or console error allowed. */
export async function withBrowser(play) {
  const browser = await launch();
  const problems = [];
  try {
    await play(browser, problems);
    assert.deepEqual(problems, []);
  } finally {
    await browser.close();
  }
}
