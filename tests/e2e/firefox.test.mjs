// The game in a second engine: Debian's Firefox ESR (Gecko, SpiderMonkey), driven through
// WebDriver BiDi by puppeteer-core (no downloaded browser). Every other e2e file runs in
// Chromium; this one checks that the page plays in Firefox too, and that live play joins the
// two engines (a WebRTC data channel from Chromium to Firefox and back, no ICE server, on this
// machine).
import { test } from 'node:test';
import assert from 'node:assert/strict';
import puppeteer from 'puppeteer-core';
import { launch, liveDevice as device, state, newGame, play, record, BASE_URL } from './devices.mjs';

const FIREFOX = process.env.FIREFOX ?? '/usr/bin/firefox-esr';

/**
 * Runs `body(firefox, chromium, problems)` in fresh browsers (Firefox with the preferences
 * `prefs`); no page or console error allowed.
 */
async function withBrowsers(body, prefs = {}) {
  const firefox = await puppeteer.launch({
    browser: 'firefox',
    executablePath: FIREFOX,
    headless: true,
    extraPrefsFirefox: prefs,
  });
  const chromium = await launch();
  const problems = [];
  try {
    await body(firefox, chromium, problems);
    assert.deepEqual(problems, []);
  } finally {
    await chromium.close();
    await firefox.close();
  }
}

/** A Firefox device: a page of a new browser context (its own storage), opened and started. */
async function foxDevice(firefox, problems, url = BASE_URL, viewport = { width: 1280, height: 860 }) {
  const context = await firefox.createBrowserContext();
  const page = await context.newPage();
  page.setDefaultTimeout(20_000);
  page.on('pageerror', (error) => problems.push(`Firefox page error: ${error.message}`));
  page.on('console', (m) => {
    if (m.type() === 'error') problems.push(`Firefox console error: ${m.text()}`);
  });
  await page.setViewport(viewport);
  await page.goto(url, { waitUntil: 'load' });
  await foxStarted(page);
  return page;
}

/** Waits for a Firefox page's game to start, and lets its bots play at once. */
async function foxStarted(page) {
  await page.waitForFunction(
    () => window.ashtapada && ['idle', 'ready'].includes(document.querySelector('#status')?.dataset.state),
    { timeout: 60_000 },
  );
  // Live play by the code exchange here: no relay is in this machine's reach.
  await page.evaluate(() => {
    window.ashtapada.setBotDelay(0);
    window.ashtapada.setRelays([]);
    window.ashtapada.setServers('');
  });
}

const foxState = (page) => page.evaluate(() => window.ashtapada.state());

/** Types `text` in a Firefox page's move box and presses Enter, as a person does. */
async function foxType(page, text) {
  await page.$eval('#move-input', (input) => {
    input.value = '';
  });
  await page.type('#move-input', text);
  await page.keyboard.press('Enter');
}

/** Plays `text` in a Firefox page's move box and waits for the game to move on. */
async function foxPlay(page, text) {
  const { ply } = await foxState(page);
  await foxType(page, text);
  await page.waitForFunction((p) => window.ashtapada.state().ply > p, {}, ply);
}

const isLive = (w) => window.ashtapada.state().live === w;
/** Waits until a Chromium page has live play's state `want`. */
const live = (page, want) => page.waitForFunction(isLive, want, { timeout: 20_000 });
/** Waits until a Firefox page has live play's state `want`. */
const foxLive = (page, want) => page.waitForFunction(isLive, { timeout: 20_000 }, want);

/** A new game of ruleset `id` from a Firefox page's New game form, `seats` chosen in order. */
async function foxNewGame(page, id, seats) {
  await page.click('#btn-new');
  await page.waitForSelector('#dlg-setup[open]');
  await page.click(`#setup-r-${id}`);
  for (const [i, who] of seats.entries()) await page.select(`#setup-seat-${i}`, who);
  await page.click('#setup-start');
  await page.waitForSelector('#dlg-setup', { hidden: true });
}

test('Firefox: a first visit, a game against the bots by the move box, kept over a reload', () =>
  withBrowsers(async (firefox, _chromium, problems) => {
    const page = await foxDevice(firefox, problems);
    assert.equal(await page.$eval('#welcome', (w) => !w.hidden && w.getClientRects().length > 0), true);
    // Play the bots, as the welcome offers: the form of a new game, and its bots move first.
    await page.click('#welcome-bots');
    await page.waitForSelector('#dlg-setup[open]');
    await page.click('#setup-start');
    // The person's turns (a roll of the die, when it is theirs to roll, and a move) until the
    // bots have answered a move of theirs.
    let botsAnswered = false;
    for (let turn = 0; turn < 12 && !botsAnswered; turn++) {
      await page.waitForFunction(() => window.ashtapada.state().humanToAct, { timeout: 60_000 });
      const s = await foxState(page);
      const before = s.ply;
      await foxPlay(page, s.legal[0]);
      await page.waitForFunction(() => window.ashtapada.state().humanToAct, { timeout: 60_000 });
      botsAnswered = (await foxState(page)).ply > before + 1;
    }
    assert.ok(botsAnswered, 'the bots played in Firefox');
    const kept = await page.evaluate(() => window.ashtapada.record());
    // The canvas drew the board (some pixel is not blank).
    const drawn = await page.$eval('canvas', (c) => {
      const data = c.getContext('2d').getImageData(0, 0, c.width, c.height).data;
      return data.some((v, i) => i % 4 === 3 && v > 0);
    });
    assert.equal(drawn, true, 'the board is drawn');
    await page.screenshot({ path: 'tests/e2e/screenshots/firefox-desktop.png' });
    await page.reload({ waitUntil: 'load' });
    await foxStarted(page);
    const back = await page.evaluate(() => window.ashtapada.record());
    assert.equal(back, kept, 'the game came back as it was');
  }));

test('live play across engines: Chromium invites, Firefox answers by its dialog, 10 moves each way within a second, then to the end', () =>
  withBrowsers(async (firefox, chromium, problems) => {
    const host = await device(chromium, problems);
    await newGame(host, 'chaturanga-v3', ['human', 'human']);
    await host.click('#btn-live');
    await host.waitForSelector('#dlg-live[open] #live-invite');
    const invitation = await host.inputValue('#live-invite');
    const guest = await foxDevice(firefox, problems, invitation);
    await guest.waitForSelector('#dlg-live[open] #live-reply');
    const reply = await guest.$eval('#live-reply', (r) => r.value);
    await host.fill('#live-answer-text', reply);
    await host.click('#live-accept');
    await live(host, 'connected');
    await foxLive(guest, 'connected');
    assert.match(await guest.$eval('#live-status', (s) => s.textContent), /connected/);

    const delays = [];
    for (let i = 0; i < 20; i++) {
      const chromiumMoves = i % 2 === 0;
      const mover = chromiumMoves ? host : guest;
      const s = chromiumMoves ? await state(host) : await foxState(guest);
      assert.ok(s.humanToAct, `move ${i}: the mover's turn`);
      const action = s.legal[(i * 7 + 3) % s.legal.length];
      const when = (p) => window.ashtapada.state().ply > p && Date.now();
      const onHost = host.waitForFunction(when, s.ply, { timeout: 1_000, polling: 5 });
      const onGuest = guest.waitForFunction(when, { timeout: 1_000, polling: 5 }, s.ply);
      if (chromiumMoves) {
        await host.fill('#move-input', action);
        await host.press('#move-input', 'Enter');
      } else {
        await foxType(guest, action);
      }
      const [h, g] = await Promise.all([onHost, onGuest]);
      const [own, seen] = chromiumMoves ? [h, g] : [g, h];
      delays.push((await seen.jsonValue()) - (await own.jsonValue()));
    }
    delays.sort((a, b) => a - b);
    console.log(`live across engines: an action shows on the other device ${delays[10]} ms (median) and ${delays[19]} ms (most) after the mover's page has it, 20 actions`);
    assert.equal(await guest.evaluate(() => window.ashtapada.record()), await record(host));

    // On to the game's end, each device playing its own seat.
    for (let i = 0; i < 1500; i++) {
      const h = await state(host);
      if (h.outcome) break;
      if (h.humanToAct) {
        await play(host, h.legal[(i * 5 + 1) % h.legal.length]);
      } else {
        const g = await foxState(guest);
        if (g.humanToAct && g.ply === h.ply) await foxPlay(guest, g.legal[(i * 5 + 1) % g.legal.length]);
      }
      const ply = (await state(host)).ply;
      await guest.waitForFunction((p) => window.ashtapada.state().ply >= p, {}, ply);
    }
    assert.ok((await state(host)).outcome, 'the game ended');
    await guest.waitForFunction(() => window.ashtapada.state().outcome);
    assert.equal(await guest.evaluate(() => window.ashtapada.record()), await record(host));
  }));

test('live play across engines: Firefox invites on a phone in French, Chromium joins, and a take-back is asked and granted', () =>
  withBrowsers(async (firefox, chromium, problems) => {
    // A French-speaking visitor on a 390-px phone: the page's own controls all the way.
    const host = await foxDevice(firefox, problems, BASE_URL, { width: 390, height: 844 });
    assert.equal(await host.evaluate(() => document.documentElement.lang), 'fr');
    // The welcome's three ways in are in sight, in the welcome and on the screen: Firefox's
    // wider type once pushed the third under the welcome's fold, over the board.
    const inSight = await host.$$eval('.welcome-ways button', (buttons) => {
      const box = document.querySelector('#welcome').getBoundingClientRect();
      return buttons.map((b) => {
        const r = b.getBoundingClientRect();
        return r.top >= box.top && r.bottom <= box.bottom + 0.5 && r.bottom <= innerHeight;
      });
    });
    assert.deepEqual(inSight, [true, true, true]);
    await host.screenshot({ path: 'tests/e2e/screenshots/firefox-welcome-phone-fr.png' });
    await foxNewGame(host, 'chaturanga-v3', ['human', 'human']);
    await host.click('#btn-more');
    await host.click('#btn-live');
    await host.waitForSelector('#dlg-live[open] #live-invite');
    const invitation = await host.$eval('#live-invite', (i) => i.value);
    assert.ok(invitation.includes('#live='), invitation);
    const guest = await device(chromium, problems, invitation);
    await guest.waitForSelector('#dlg-live[open] #live-reply');
    const reply = await guest.inputValue('#live-reply');
    await host.type('#live-answer-text', reply);
    await host.click('#live-accept');
    await foxLive(host, 'connected');
    await live(guest, 'connected');
    assert.match(await host.$eval('#live-status', (s) => s.textContent), /connecté/);
    await host.screenshot({ path: 'tests/e2e/screenshots/firefox-live-phone-fr.png' });
    await host.keyboard.press('Escape');
    await foxPlay(host, (await foxState(host)).legal[2]);
    await guest.waitForFunction(() => window.ashtapada.state().ply === 1);
    await play(guest, (await state(guest)).legal[3]);
    await host.waitForFunction(() => window.ashtapada.state().ply === 2);
    // The guest asks to take its move back; the host, in Firefox, grants it.
    await guest.click('#btn-undo');
    await host.waitForSelector('#dlg-live-ask[open]');
    await host.click('#live-yes');
    await host.waitForFunction(() => window.ashtapada.state().ply === 1);
    await guest.waitForFunction(() => window.ashtapada.state().ply === 1);
    assert.equal(await record(guest), await host.evaluate(() => window.ashtapada.record()));
  }, { 'intl.accept_languages': 'fr-FR, fr', 'intl.locale.requested': 'fr' }));
