// The game in French and English, end to end: a browser whose language is French opens the
// page in French, plays a four-handed dice game (a move, a refusal, a capture), reads a rules
// page, switches to English and back in the Settings, and the choice survives a reload.
// Screenshots of both languages, on a desktop and a phone, go to tests/e2e/screenshots/.
//
// Run with the rest of the suite (`cargo xtask test`), or by hand against `cargo xtask serve`:
// `node --test tests/e2e/language.test.mjs`.
import { test, before, after } from 'node:test';
import assert from 'node:assert/strict';
import { mkdir } from 'node:fs/promises';
import { fileURLToPath } from 'node:url';
import { chromium } from 'playwright-core';

const BASE_URL = process.env.ASHTAPADA_URL ?? 'http://127.0.0.1:8080/';
const SCREENSHOTS = fileURLToPath(new URL('./screenshots/', import.meta.url));

/** Words that only English text has: none may show on the French page. */
const ENGLISH = [
  /\bthe\b/i, /\bNew game\b/, /\bSettings\b/, /\bMoves\b/, /\bPlayers\b/, /\bEvents\b/,
  /\bRoll the die\b/i, /\bto move\b/, /\bcaptures\b/, /\bcannot\b/, /\bpiece\b/i, /\bturn\b/i,
  /\bUndo\b/, /\bHint\b/, /\bRules\b/, /\bClose\b/, /\bLoading\b/, /\bBot worker\b/i,
];
/** Words that only French text has: none may show on the English page. */
const FRENCH = [/\bNouvelle partie\b/, /\bRéglages\b/, /\bCoups\b/, /\bJoueurs\b/, /\bÉvénements\b/, /\bLancer\b/];

let browser;
let context;
let page;
const problems = [];

before(async () => {
  browser = await chromium.launch({
    executablePath: process.env.CHROMIUM ?? '/usr/bin/chromium',
    args: ['--no-sandbox', '--disable-gpu', '--no-first-run', '--disable-background-networking'],
  });
  // A French-speaking visitor: navigator.languages is ['fr-FR', 'fr'].
  context = await browser.newContext({ viewport: { width: 1280, height: 860 }, locale: 'fr-FR' });
  page = await context.newPage();
  page.setDefaultTimeout(20_000);
  page.on('pageerror', (error) => problems.push(`page error: ${error.message}`));
  page.on('console', (m) => {
    if (m.type() === 'error') problems.push(`console error: ${m.text()}`);
  });
  await mkdir(SCREENSHOTS, { recursive: true });
});

after(async () => {
  await browser?.close();
});

const state = () => page.evaluate(() => window.ashtapada.state());

async function ready() {
  await page.waitForFunction(
    () => window.ashtapada && ['idle', 'ready', 'error'].includes(document.querySelector('#status')?.dataset.state),
    null,
    { timeout: 60_000 },
  );
  await page.evaluate(() => window.ashtapada.setBotDelay(0));
}

/** The text a player reads: the page without the move list's notation and the canvas. */
async function visibleText() {
  return page.evaluate(() => {
    const parts = [document.title];
    for (const el of document.querySelectorAll('body *')) {
      // Code (the syntax of a setting) is typed as it stands, in every language.
      if (el.closest('#moves, script, style, noscript, canvas, cite, code, [hidden], dialog:not([open])')) continue;
      for (const node of el.childNodes) {
        if (node.nodeType === Node.TEXT_NODE) parts.push(node.textContent);
      }
      for (const attr of ['aria-label', 'title', 'placeholder']) {
        if (el.hasAttribute(attr)) parts.push(el.getAttribute(attr));
      }
    }
    return parts.join(' ').replace(/\s+/g, ' ');
  });
}

function assertNone(text, words, what) {
  const found = words.filter((w) => w.test(text)).map(String);
  assert.deepEqual(found, [], `${what}: ${text.slice(0, 2000)}`);
}

test('a French browser gets the page in French, and Settings switch languages for good', { timeout: 180_000 }, async () => {
  await page.goto(BASE_URL, { waitUntil: 'load' });
  await ready();
  assert.equal(await page.getAttribute('html', 'lang'), 'fr');
  assert.equal(await page.textContent('#moves-heading'), 'Coups');
  assertNone(await visibleText(), ENGLISH, 'English on the first French screen');

  // A four-handed dice game between people: Chaturaji, through the French New game form.
  await page.click('#btn-new');
  await page.waitForSelector('#dlg-setup[open]');
  assert.equal(await page.textContent('#setup-title'), 'Nouvelle partie');
  await page.click('#setup-r-chaturaji');
  await page.waitForSelector('#setup-r-chaturaji:checked');
  for (let i = 0; i < 4; i += 1) await page.selectOption(`#setup-seat-${i}`, 'human');
  await page.fill('#setup-seed', '3');
  await page.press('#setup-seed', 'Tab');
  assertNone(await visibleText(), ENGLISH, 'English in the French New game form');
  await page.screenshot({ path: `${SCREENSHOTS}fr-new-game.png` });
  await page.click('#setup-start');
  await page.waitForSelector('#dlg-setup', { state: 'hidden' });
  assert.equal((await state()).ruleset, 'chaturaji');

  // A refusal: a click on another army's piece says whose it is, in French.
  let s = await state();
  if (s.needsRoll) {
    await page.click('#btn-roll');
    await page.waitForFunction((ply) => window.ashtapada.state().ply > ply, s.ply);
    s = await state();
  }
  const other = await page.evaluate(() => window.ashtapada.cellCentre('h8'));
  await page.mouse.click(other.x, other.y);
  await page.waitForFunction(() => window.ashtapada.state().moveError);
  const refusal = (await state()).moveError;
  assert.match(refusal, /tour|pièce|dé/i, refusal);
  assertNone(refusal, ENGLISH, 'English in a French refusal');

  // Play typed actions (the French words of the move box among them) until a capture, a
  // special event of the log.
  let captured = false;
  for (let i = 0; i < 400 && !captured; i += 1) {
    s = await state();
    if (s.outcome) break;
    let typed;
    if (s.needsRoll) typed = 'lancer';
    else if (s.legal.includes('pass') && s.legal.length === 1) typed = 'passer';
    else {
      const captures = s.legal.filter((m) => m.includes('x'));
      typed = captures[0] ?? s.legal[(i * 7) % s.legal.length];
    }
    await page.fill('#move-input', typed);
    await page.press('#move-input', 'Enter');
    await page.waitForFunction((ply) => window.ashtapada.state().ply > ply, s.ply);
    captured = /prend/.test(await page.textContent('#log'));
  }
  assert.ok(captured, 'a capture was logged in French');
  const log = await page.textContent('#log');
  assertNone(log, ENGLISH, 'English in the French event log');
  assertNone(await visibleText(), ENGLISH, 'English on the French game page');
  await page.screenshot({ path: `${SCREENSHOTS}fr-game.png` });

  // The record as text: its documented notation stays, and the dialog says why, in French,
  // with the pieces' letters and who plays each seat.
  if (!(await page.isVisible('#btn-record'))) await page.click('#btn-more');
  await page.click('#btn-record');
  await page.waitForSelector('#dlg-record[open]');
  assert.match(await page.textContent('#record-notation'), /notation des documents.*K Roi/);
  assert.match(await page.textContent('#record-players'), /^Joueurs\u00a0: Sud – humain/);
  await page.screenshot({ path: `${SCREENSHOTS}fr-record.png` });
  await page.keyboard.press('Escape');
  await page.waitForSelector('#dlg-record', { state: 'hidden' });

  // The rules page, in French.
  await page.click('#btn-new');
  await page.waitForSelector('#dlg-setup[open]');
  await page.click('#setup-r-chaturaji');
  await page.click('#setup-rules-chaturaji');
  await page.waitForSelector('#dlg-rules[open]');
  await page.waitForSelector('#rules-title');
  // The source's title is cited as the document has it ("Rules for Chaturaji"): left out.
  const rules = await page.$eval('#rules-body', (body) => {
    const copy = body.cloneNode(true);
    for (const cite of copy.querySelectorAll('cite')) cite.remove();
    return copy.textContent;
  });
  assertNone(rules, ENGLISH, 'English on the French rules page');
  await page.screenshot({ path: `${SCREENSHOTS}fr-rules.png` });
  await page.click('#rules-close');
  await page.click('#setup-cancel');
  await page.waitForSelector('#dlg-setup', { state: 'hidden' });

  // Settings: English, then French again; the choice is kept over a reload.
  await page.selectOption('select[data-cmd="lang"]', 'en');
  await page.waitForFunction(() => document.documentElement.lang === 'en');
  assert.equal(await page.textContent('#moves-heading'), 'Moves');
  assertNone(await visibleText(), FRENCH, 'French on the English page');
  assert.match(await page.textContent('#log'), /captures/);
  await page.screenshot({ path: `${SCREENSHOTS}en-game.png` });
  await page.reload({ waitUntil: 'load' });
  await ready();
  assert.equal(await page.getAttribute('html', 'lang'), 'en', 'the chosen language outlives a reload');
  await page.selectOption('select[data-cmd="lang"]', 'fr');
  await page.waitForFunction(() => document.documentElement.lang === 'fr');
  assert.equal(await page.textContent('#moves-heading'), 'Coups');
  assertNone(await visibleText(), ENGLISH, 'English after switching back to French');
});

test('on a phone, both languages', { timeout: 60_000 }, async () => {
  const phone = await browser.newContext({
    viewport: { width: 390, height: 844 },
    deviceScaleFactor: 2,
    isMobile: true,
    hasTouch: true,
    locale: 'fr-FR',
  });
  const p = await phone.newPage();
  for (const lang of ['fr', 'en']) {
    await p.goto(BASE_URL, { waitUntil: 'load' });
    await p.waitForFunction(() => window.ashtapada && ['idle', 'ready'].includes(document.querySelector('#status')?.dataset.state));
    if ((await p.getAttribute('html', 'lang')) !== lang) {
      await p.selectOption('select[data-cmd="lang"]', lang);
      await p.waitForFunction((l) => document.documentElement.lang === l, lang);
    }
    await p.screenshot({ path: `${SCREENSHOTS}${lang}-phone.png` });
    await p.screenshot({ path: `${SCREENSHOTS}${lang}-phone-full.png`, fullPage: true });
  }
  await phone.close();
});

test('nothing went wrong in the pages', () => {
  assert.deepEqual(problems, []);
});
