// Play by ear and by feel (issue 30), end to end: the sounds a game makes (counted by the page,
// `window.ashtapada.soundsPlayed()`, since headless Chromium has no ears) with sound on and
// none with it off; each board theme and piece style on a desktop and a phone, as screenshots;
// and the high-contrast board for a browser that asks for more contrast.
import { test, before, after } from 'node:test';
import assert from 'node:assert/strict';
import { mkdir } from 'node:fs/promises';
import { fileURLToPath } from 'node:url';
import { BASE_URL, launch, device, state, newGame, play } from './devices.mjs';

const SCREENSHOTS = fileURLToPath(new URL('./screenshots/', import.meta.url));
const DESKTOP = { width: 1280, height: 860 };
const PHONE = { width: 390, height: 844 };

let browser;
const problems = [];

before(async () => {
  browser = await launch();
  await mkdir(SCREENSHOTS, { recursive: true });
});

after(async () => {
  await browser?.close();
  assert.deepEqual(problems, []);
});

const sounds = (page) => page.evaluate(() => window.ashtapada.soundsPlayed());

/** Sets a Settings control as the person would: its value, then a change event. */
async function setPref(page, id, value) {
  await page.evaluate(([id, value]) => {
    const el = document.getElementById(id);
    if (el.type === 'checkbox') el.checked = value; else el.value = value;
    el.dispatchEvent(new Event('change', { bubbles: true }));
  }, [id, value]);
}

/** The colour of the board canvas' top-left pixel (the background around the board). */
const corner = (page) => page.evaluate(() => {
  const canvas = document.getElementById('board');
  return [...canvas.getContext('2d').getImageData(1, 1, 1, 1).data.slice(0, 3)];
});

const still = (page) => page.waitForFunction(() => window.ashtapada.boardStill());

test('moves, rolls and a bot handing the turn back sound; nothing sounds with sound off', { timeout: 120_000 }, async () => {
  const page = await device(browser, problems);
  await newGame(page, 'chaturanga-v3', ['human', 'bot:easy']);
  await play(page, 'e2-e3');
  await page.waitForFunction(() => window.ashtapada.state().ply >= 2);
  let heard = await sounds(page);
  assert.ok(heard.move >= 1, JSON.stringify(heard));
  assert.ok(heard.turn >= 1, JSON.stringify(heard));
  // Four people with the die: a roll sounds.
  await newGame(page, 'chaturaji', ['human', 'human', 'human', 'human']);
  // Whatever the dice give at the start, the seats act (a roll where one is asked, else the
  // first legal action) until a roll has sounded.
  for (let i = 0; i < 12 && (await sounds(page)).roll < 1; i += 1) {
    const s = await state(page);
    await play(page, s.needsRoll ? 'roll' : s.legal[0]);
  }
  await page.waitForFunction(() => window.ashtapada.soundsPlayed().roll >= 1);
  // Sound off: the game plays on in silence.
  await setPref(page, 'pref-sound', false);
  await newGame(page, 'chaturanga-v3', ['human', 'bot:easy']);
  heard = await sounds(page);
  await play(page, 'd2-d3');
  await page.waitForFunction(() => window.ashtapada.state().ply >= 2);
  assert.deepEqual(await sounds(page), heard);
  // And back on, at a volume: it is kept over a reload.
  await setPref(page, 'pref-sound', true);
  await setPref(page, 'pref-volume', '40');
  await page.reload();
  await page.waitForFunction(() => window.ashtapada?.state);
  assert.equal(await page.$eval('#pref-sound', (e) => e.checked), true);
  assert.equal(await page.$eval('#pref-volume', (e) => e.value), '40');
  await page.close();
});

test('every board theme and piece style, on a desktop and a phone', { timeout: 120_000 }, async () => {
  for (const [name, viewport] of [['desktop', DESKTOP], ['phone', PHONE]]) {
    const context = await browser.newContext({ viewport, deviceScaleFactor: name === 'phone' ? 2 : 1 });
    const page = await device(browser, problems, BASE_URL, context);
    await newGame(page, 'chaturaji', ['human', 'bot:easy', 'bot:easy', 'bot:easy']);
    const seen = new Set();
    for (const theme of ['classic', 'green', 'contrast']) {
      for (const style of ['figures', 'tokens']) {
        await setPref(page, 'pref-theme', theme);
        await setPref(page, 'pref-pieces', style);
        await still(page);
        seen.add(JSON.stringify(await corner(page)));
        await page.locator('#board').scrollIntoViewIfNeeded();
        await page.screenshot({ path: `${SCREENSHOTS}feel-${name}-${theme}-${style}.png` });
      }
    }
    assert.equal(seen.size, 3, 'each theme has its own background');
    // The circle's two cell colours, in each theme.
    await newGame(page, 'byzantine-modern', ['human', 'bot:easy']);
    for (const theme of ['classic', 'green', 'contrast']) {
      await setPref(page, 'pref-theme', theme);
      await still(page);
      await page.locator('#board').scrollIntoViewIfNeeded();
      await page.screenshot({ path: `${SCREENSHOTS}feel-${name}-circle-${theme}.png` });
    }
    // The Settings with their new controls, where the layout shows them.
    if (await page.locator('#prefs').isVisible()) {
      await page.locator('#prefs').scrollIntoViewIfNeeded();
      await page.locator('#prefs').screenshot({ path: `${SCREENSHOTS}feel-${name}-settings.png` });
    }
    // Kept: a reload shows the last choice.
    await page.reload();
    await page.waitForFunction(() => window.ashtapada?.state);
    assert.equal(await page.$eval('#pref-theme', (e) => e.value), 'contrast');
    assert.equal(await page.$eval('#pref-pieces', (e) => e.value), 'tokens');
    await context.close();
  }
});

test('a browser that asks for more contrast gets the high-contrast board until one is chosen', { timeout: 60_000 }, async () => {
  const context = await browser.newContext({ viewport: DESKTOP, contrast: 'more' });
  const page = await device(browser, problems, BASE_URL, context);
  assert.ok(await page.evaluate(() => matchMedia('(prefers-contrast: more)').matches));
  await still(page);
  assert.equal(await page.$eval('#pref-theme', (e) => e.value), 'auto');
  assert.deepEqual(await corner(page), [0, 0, 0], 'the high-contrast board');
  await setPref(page, 'pref-theme', 'classic');
  await still(page);
  assert.notDeepEqual(await corner(page), [0, 0, 0], 'the classic board, chosen');
  assert.equal((await state(page)).ply >= 0, true);
  await context.close();
  // Without the wish, the classic board.
  const plain = await device(browser, problems);
  await still(plain);
  assert.notDeepEqual(await corner(plain), [0, 0, 0]);
  await plain.close();
});
