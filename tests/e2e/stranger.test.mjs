// What a stranger tripped over (issue 45), on the desktop (1280 x 800) and the phone (390 x 844)
// where it was seen: the New game dialog's players in view as it opens, a long dialog's close
// control in view wherever it is scrolled and a tap on its backdrop closing it.
import { test, before, after } from 'node:test';
import assert from 'node:assert/strict';
import { mkdir } from 'node:fs/promises';
import { fileURLToPath } from 'node:url';
import { BASE_URL, launch, started, newGame, state } from './devices.mjs';

const SCREENSHOTS = fileURLToPath(new URL('./screenshots/', import.meta.url));
const DESKTOP = { viewport: { width: 1280, height: 800 } };
const PHONE = { viewport: { width: 390, height: 844 }, isMobile: true, hasTouch: true, deviceScaleFactor: 2 };

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

/** A fresh visitor's page in `lang` on `device`, past the welcome. */
async function visit(device, lang) {
  const context = await browser.newContext({ ...device, locale: lang });
  const page = await context.newPage();
  page.on('pageerror', (error) => problems.push(`page error: ${error.message}`));
  await page.goto(BASE_URL, { waitUntil: 'load' });
  await started(page);
  return { context, page };
}

/** Opens the menu's control `id`, through More on a phone. */
async function menu(page, id) {
  if (!(await page.isVisible(`#${id}`))) await page.click('#btn-more');
  await page.click(`#${id}`);
}

/** How far the element's top is inside the viewport (negative: below its bottom edge). */
const inView = (page, selector) =>
  page.$eval(selector, (el) => {
    const r = el.getBoundingClientRect();
    return { top: r.top, bottom: r.bottom, height: innerHeight };
  });

for (const [name, device, lang] of [
  ['desktop', DESKTOP, 'en-GB'],
  ['phone', PHONE, 'fr-FR'],
]) {
  test(`${name}: the New game dialog shows the players and the first seat as it opens`, async () => {
    const { context, page } = await visit(device, lang);
    try {
      await menu(page, 'btn-new');
      await page.waitForSelector('#dlg-setup[open]');
      const seat = await inView(page, '#setup-seat-0');
      const start = await inView(page, '#setup-start');
      await page.screenshot({ path: `${SCREENSHOTS}stranger-new-game-${name}.png` });
      assert.ok(seat.bottom <= start.top, `the first seat (bottom ${seat.bottom}) is above Start (top ${start.top})`);
      assert.ok(seat.top >= 0, 'the first seat is in view');
    } finally {
      await context.close();
    }
  });
}

test('phone: the Rules dialog keeps its Close in view when scrolled, and a tap on the backdrop closes it', async () => {
  const { context, page } = await visit(PHONE, 'fr-FR');
  try {
    await menu(page, 'btn-rules');
    await page.waitForSelector('#dlg-rules[open] #rules-title');
    await page.waitForSelector('#dlg-rules [data-cmd="close"]');
    for (const where of ['top', 'middle']) {
      if (where === 'middle') await page.$eval('#dlg-rules', (d) => d.scrollTo(0, d.scrollHeight / 2));
      const close = await inView(page, '#dlg-rules [data-cmd="close"]');
      assert.ok(close.top >= 0 && close.bottom <= close.height, `Close in view at the ${where}: ${JSON.stringify(close)}`);
    }
    await page.screenshot({ path: `${SCREENSHOTS}stranger-rules-phone.png` });
    // The backdrop: a tap outside the dialog's box, at the screen's very top.
    await page.mouse.click(195, 2);
    await page.waitForSelector('#dlg-rules', { state: 'hidden' });
  } finally {
    await context.close();
  }
});

test('phone: a toast does not cover the moves', async () => {
  const { context, page } = await visit(PHONE, 'fr-FR');
  try {
    await page.evaluate(() => window.ashtapada.setBotDelay(0));
    await newGame(page, 'byzantine-modern', ['human', 'bot:easy']);
    await page.waitForFunction(() => window.ashtapada.state().humanToAct);
    await page.click('#btn-hint');
    await page.waitForSelector('#toast:not([hidden])');
    const [toast, moves] = await Promise.all(
      ['#toast', '#moves'].map((s) => page.$eval(s, (e) => e.getBoundingClientRect().toJSON())),
    );
    await page.screenshot({ path: `${SCREENSHOTS}stranger-toast-phone.png` });
    const overlap = toast.top < moves.bottom && moves.top < toast.bottom;
    assert.ok(!overlap, `the toast ${JSON.stringify(toast)} covers the moves ${JSON.stringify(moves)}`);
    assert.ok((await state(page)).toast, 'a toast was shown');
  } finally {
    await context.close();
  }
});
