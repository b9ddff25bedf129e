// A person's way through the page, phone first (issue 29): on a 390-px phone in French and on a
// desktop in English, what a person meets is where they look for it. Each test names what it
// keeps fixed; screenshots go to tests/e2e/screenshots/flow-*.png.
//
// Run with the rest of the suite (`cargo xtask test`), or by hand against `cargo xtask serve`:
// `node --test tests/e2e/flow.test.mjs`.
import { test, before, after } from 'node:test';
import assert from 'node:assert/strict';
import { mkdir } from 'node:fs/promises';
import { fileURLToPath } from 'node:url';
import { chromium } from 'playwright-core';

const BASE_URL = process.env.ASHTAPADA_URL ?? 'http://127.0.0.1:8080/';
const SCREENSHOTS = fileURLToPath(new URL('./screenshots/', import.meta.url));

const PHONE = { viewport: { width: 390, height: 844 }, deviceScaleFactor: 2, isMobile: true, hasTouch: true };
const DESKTOP = { viewport: { width: 1280, height: 800 } };

let browser;
const problems = [];

before(async () => {
  browser = await chromium.launch({
    executablePath: process.env.CHROMIUM ?? '/usr/bin/chromium',
    args: ['--no-sandbox', '--disable-gpu', '--no-first-run', '--disable-background-networking'],
  });
  await mkdir(SCREENSHOTS, { recursive: true });
});

after(async () => {
  await browser?.close();
  assert.deepEqual(problems, [], 'errors in the page');
});

/** A fresh visitor (empty storage) on `device`, speaking `locale`. */
async function visit(device, locale) {
  const context = await browser.newContext({ ...device, locale });
  const page = await context.newPage();
  page.setDefaultTimeout(20_000);
  page.on('pageerror', (error) => problems.push(`page error: ${error.message}`));
  page.on('console', (m) => {
    if (m.type() === 'error') problems.push(`console error: ${m.text()}`);
  });
  await page.goto(BASE_URL, { waitUntil: 'load' });
  await page.waitForFunction(
    () => window.ashtapada && ['ready', 'error'].includes(document.querySelector('#status')?.dataset.state),
    null,
    { timeout: 60_000 },
  );
  await page.evaluate(() => window.ashtapada.setBotDelay(0));
  return { context, page };
}

/** Starts a game of `id` between people from the New game form. */
async function newHumanGame(page, id, players) {
  await page.click('#btn-new');
  await page.waitForSelector('#dlg-setup[open]');
  await page.click(`#setup-r-${id}`);
  await page.waitForSelector(`#setup-r-${id}:checked`);
  for (let i = 0; i < players; i += 1) await page.selectOption(`#setup-seat-${i}`, 'human');
  await page.click('#setup-start');
  await page.waitForSelector('#dlg-setup', { state: 'hidden' });
}

for (const [name, device, locale] of [
  ['a French phone', PHONE, 'fr-FR'],
  ['an English desktop', DESKTOP, 'en-GB'],
]) {
  test(`the rules dialog opens at its title, with the focus on it (${name})`, { timeout: 90_000 }, async () => {
    const { context, page } = await visit(device, locale);
    await page.click('#btn-new');
    await page.waitForSelector('#dlg-setup[open]');
    for (const id of ['chaturaji', 'byzantine-modern']) {
      await page.click(`#setup-rules-${id}`);
      await page.waitForSelector('#dlg-rules[open] #rules-title');
      // The page arrives from the extras worker after the dialog opened: wait for the focus.
      await page.waitForFunction(() => document.activeElement?.id === 'rules-title');
      const where = await page.evaluate(() => {
        const dialog = document.querySelector('#dlg-rules');
        const title = document.querySelector('#rules-title').getBoundingClientRect();
        return { scrollTop: dialog.scrollTop, titleTop: title.top, height: window.innerHeight };
      });
      assert.equal(where.scrollTop, 0, `${id}: the dialog is scrolled`);
      assert.ok(where.titleTop >= 0 && where.titleTop < where.height / 2, `${id}: title at ${where.titleTop}`);
      if (id === 'chaturaji') {
        await page.screenshot({ path: `${SCREENSHOTS}flow-rules-${locale}-${device.viewport.width}.png` });
      }
      await page.keyboard.press('Escape');
      await page.waitForSelector('#dlg-rules', { state: 'hidden' });
    }
    await context.close();
  });
}

test('a French reader sees and types the French piece letters; the rules page names them', { timeout: 90_000 }, async () => {
  const { context, page } = await visit(PHONE, 'fr-FR');
  await newHumanGame(page, 'chaturanga-v3', 2);
  assert.match(await page.getAttribute('#move-input', 'placeholder'), /Cc3/);
  for (const typed of ['Cc3', 'Cf6', 'Nf3']) {
    const ply = (await page.evaluate(() => window.ashtapada.state())).ply;
    await page.fill('#move-input', typed);
    await page.press('#move-input', 'Enter');
    await page.waitForFunction((p) => window.ashtapada.state().ply > p, ply);
  }
  const moves = await page.textContent('#moves');
  for (const m of ['Cb1-c3', 'Cg8-f6', 'Cg1-f3']) assert.ok(moves.includes(m), `${m} in ${moves}`);
  assert.doesNotMatch(moves, /N[a-l]\d/, 'an English letter in the French move list');
  // What the page reads and writes for records and links keeps the documented letters.
  assert.ok((await page.evaluate(() => window.ashtapada.state())).legal.some((m) => /^N[a-l]\d/.test(m)));
  await page.screenshot({ path: `${SCREENSHOTS}flow-fr-moves.png` });
  // The rules page gives each piece's letter.
  await page.click('#btn-rules');
  await page.waitForSelector('#dlg-rules[open] .pieces-table');
  const letters = await page.$$eval('.pieces-table tbody tr', (rows) =>
    rows.map((r) => [r.querySelector('th').textContent.trim(), r.querySelector('td.letter').textContent.trim()]),
  );
  assert.deepEqual(
    letters.filter(([piece]) => ['Rajah', 'Cavalier', 'Tour'].includes(piece)),
    [['Rajah', 'R'], ['Tour', 'T'], ['Cavalier', 'C']],
  );
  await context.close();
});
