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

/**
 * One Chaturaji game on a phone, South a person against three easy bots with the dice seed
 * `seed`, the person playing the first legal move each time: the person's actions, and how many
 * were a tap on Roll. With `rollForMe`, the person's first act is the dice panel's "Roll for me
 * from now on".
 */
async function chaturajiTaps(seed, rollForMe) {
  const { context, page } = await visit(PHONE, 'fr-FR');
  try {
    await page.click('#btn-new');
    await page.waitForSelector('#dlg-setup[open]');
    await page.click('#setup-r-chaturaji');
    for (const [i, who] of ['human', 'bot:easy', 'bot:easy', 'bot:easy'].entries()) {
      await page.selectOption(`#setup-seat-${i}`, who);
    }
    await page.fill('#setup-seed', String(seed));
    await page.click('#setup-start');
    await page.waitForSelector('#dlg-setup', { state: 'hidden' });
    let [actions, rolls, offers] = [0, 0, 0];
    for (let turn = 0; turn < 600; turn += 1) {
      await page.waitForFunction(() => {
        const s = window.ashtapada.state();
        return s.outcome || s.humanToAct;
      }, null, { timeout: 60_000 });
      const s = await state(page);
      if (s.outcome) break;
      if (rollForMe && offers === 0 && (await page.$('#btn-auto-roll'))) {
        await page.click('#btn-auto-roll');
        offers += 1;
      } else if (await page.$('#btn-roll')) {
        await page.click('#btn-roll');
        rolls += 1;
      } else {
        await page.fill('#move-input', s.legal[0]);
        await page.press('#move-input', 'Enter');
      }
      actions += 1;
      await page.waitForFunction((p) => window.ashtapada.state().ply > p || window.ashtapada.state().outcome, s.ply);
    }
    const over = (await state(page)).outcome;
    return { actions, rolls, offers, over: Boolean(over) };
  } finally {
    await context.close();
  }
}

test('phone: a Chaturaji game costs the person no tap for the rolls once the dice panel rolls for them', { timeout: 300_000 }, async () => {
  const before = await chaturajiTaps(7, false);
  const after = await chaturajiTaps(7, true);
  console.log(`# taps per Chaturaji game (seed 7, South against three easy bots): ${before.actions} with every roll tapped (${before.rolls} rolls), ${after.actions} with "Roll for me" (${after.rolls} rolls tapped)`);
  assert.ok(before.over && after.over, 'both games reached their end');
  assert.ok(before.rolls > 0, 'the person rolled by hand in the first game');
  assert.equal(after.offers, 1, 'one tap on "Roll for me"');
  assert.equal(after.rolls, 0, 'no roll tapped after it');
});

test('phone: the Settings are in More, and the keys\' help is not shown on a touch screen; a desktop keeps its help', async () => {
  const { context, page } = await visit(PHONE, 'fr-FR');
  try {
    assert.equal(await page.isVisible('p.keys-help'), false, 'no keys help on a touch phone');
    await newGame(page, 'chaturanga-v3', ['human', 'human']);
    await page.click('#btn-more');
    await page.click('#btn-settings');
    await page.waitForFunction(() => {
      const r = document.getElementById('prefs-heading').getBoundingClientRect();
      return r.top >= 0 && r.bottom <= innerHeight;
    });
    assert.equal(await page.isVisible('#menu-more'), false, 'More closed');
  } finally {
    await context.close();
  }
  const desk = await visit(DESKTOP, 'en-GB');
  try {
    assert.ok(await desk.page.isVisible('p.keys-help'), 'the keys help on a desktop');
    assert.equal(await desk.page.isVisible('#btn-settings'), false, 'no Settings button in a full menu');
  } finally {
    await desk.context.close();
  }
});

test('four bots: the live region speaks once a turn, the roll and the move together', { timeout: 120_000 }, async () => {
  const { context, page } = await visit(DESKTOP, 'en-GB');
  try {
    await newGame(page, 'chaturaji', ['bot:easy', 'bot:easy', 'bot:easy', 'bot:easy']);
    await page.evaluate(() => {
      window.heard = [];
      const region = document.getElementById('announce');
      new MutationObserver(() => window.heard.push(region.textContent)).observe(region, {
        childList: true,
        characterData: true,
        subtree: true,
      });
    });
    await page.waitForFunction(() => window.ashtapada.state().ply >= 40 || window.ashtapada.state().outcome, null, {
      timeout: 100_000,
    });
    const heard = (await page.evaluate(() => window.heard)).filter((t) => t);
    // Each is one turn (what the turn did besides may follow it): a roll never alone, it comes
    // with its move or its pass.
    for (const said of heard) {
      assert.ok((said.match(/ rolled /g) ?? []).length <= 1, `one turn: ${said}`);
      assert.ok(!/rolled \d\.$/.test(said), `a roll with what it led to: ${said}`);
    }
    const { ply } = await state(page);
    console.log(`# four bots: ${heard.length} announcements over ${ply} actions`);
    assert.ok(heard.length > 5 && heard.length <= ply / 2 + 1, `${heard.length} announcements for ${ply} actions`);
  } finally {
    await context.close();
  }
});
