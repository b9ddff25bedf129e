// The Learn section, end to end, as a newcomer uses it: Learn in the menu, a course opened, every
// step played by clicking the board (rolls with the die's button, decisions in the move box),
// Next after each; the Chaturaji course and a Byzantine one to their end. Progress survives a
// reload. Screenshots of a piece step, a special rule's scene and a puzzle (desktop and a 390-px
// phone, English and French) go to tests/e2e/screenshots/.
//
// Run with the rest of the suite (`cargo xtask test`), or by hand against `cargo xtask serve`:
// `node --test tests/e2e/learn.test.mjs`.
import { test, before, after } from 'node:test';
import assert from 'node:assert/strict';
import { mkdir } from 'node:fs/promises';
import { fileURLToPath } from 'node:url';
import { chromium } from 'playwright-core';
import AxeBuilder from '@axe-core/playwright';

const BASE_URL = process.env.ASHTAPADA_URL ?? 'http://127.0.0.1:8080/';
const SCREENSHOTS = fileURLToPath(new URL('./screenshots/', import.meta.url));

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
  assert.deepEqual(problems, []);
});

async function open(options) {
  const context = await browser.newContext(options);
  const page = await context.newPage();
  page.setDefaultTimeout(20_000);
  page.on('pageerror', (error) => problems.push(`page error: ${error.message}`));
  page.on('console', (m) => {
    if (m.type() === 'error') problems.push(`console error: ${m.text()}`);
  });
  await page.goto(BASE_URL, { waitUntil: 'load' });
  await ready(page);
  return page;
}

async function ready(page) {
  await page.waitForFunction(
    () => window.ashtapada && ['idle', 'ready', 'error'].includes(document.querySelector('#status')?.dataset.state),
    null,
    { timeout: 60_000 },
  );
  await page.evaluate(() => window.ashtapada.setBotDelay(0));
}

const state = (page) => page.evaluate(() => window.ashtapada.state());

/** Waits until the page shows what stays, for a screenshot: the board drawn with no move sliding,
 * capture fading or frame pending (`boardStill()`), and no CSS animation running (the die's roll;
 * an endless one, which never settles, is not waited for). */
async function still(page) {
  await page.waitForFunction(
    () =>
      window.ashtapada.boardStill() &&
      document
        .getAnimations()
        .every((a) => a.playState !== 'running' || a.effect?.getComputedTiming().endTime === Infinity),
  );
}

/** Opens a course from the menu's Learn button; waits for its first step. */
async function openCourse(page, id) {
  await page.click('#btn-learn');
  await page.waitForSelector('#dlg-learn[open]');
  const t0 = Date.now();
  await page.click(`#learn-${id.replace('+', '\\+')}`);
  await page.waitForSelector('#learn-section:not([hidden])');
  await page.waitForFunction((c) => window.ashtapada.state().learn?.course === c, id);
  // The step's words come from the extras worker.
  await page.waitForFunction(() => !document.querySelector('#learn .learn-text .muted'));
  console.log(`# course ${id} opened in ${Date.now() - t0} ms (the extras worker's course and words included)`);
}

/** Cells named in an action, in order (`Nb1-c3`, `a2xb3`, `Rb5xb11`). */
function cells(action) {
  return action.match(/[a-h](?:1[0-6]|[1-9])(?![0-9])/g) ?? [];
}

async function clickCell(page, cell) {
  const c = await page.evaluate((name) => window.ashtapada.cellCentre(name), cell);
  assert.ok(c, `no cell ${cell}`);
  await page.mouse.click(c.x, c.y);
}

/** Plays the current step to its goal as a learner would: the die's button, clicks on the
 * board (from, then to), decisions and promotions in the move box. */
async function playStep(page, shots = {}) {
  for (let i = 0; i < 40; i += 1) {
    const s = await state(page);
    const learn = s.learn;
    assert.ok(learn, 'a lesson runs');
    if (learn.status === 'done') return learn;
    assert.equal(learn.status, 'playing', JSON.stringify(learn));
    const next = learn.next;
    assert.ok(next, `the solution goes on: ${JSON.stringify(s)}`);
    if (shots.before) {
      await still(page);
      await page.screenshot({ path: `${SCREENSHOTS}${shots.before}` });
      delete shots.before;
    }
    const marker = JSON.stringify([s.fen, s.ply, learn.status]);
    const changed = (m) =>
      page.waitForFunction((was) => {
        const t = window.ashtapada.state();
        return JSON.stringify([t.fen, t.ply, t.learn?.status]) !== was;
      }, m);
    const [from, to] = cells(next);
    const promotion = /=([A-Z])$/.exec(next);
    if (next === 'roll') {
      await page.click('#btn-roll');
    } else if (next === 'pass') {
      await page.click('#btn-pass');
    } else if (next === 'accept') {
      await page.click('#answer-yes');
    } else if (next.startsWith('K@')) {
      // A king put back: a tap on its cell.
      await clickCell(page, next.slice(2));
    } else if (/^[A-Z]?[a-h][0-9]+[-x][a-h][0-9]+(=[A-Z])?$/.test(next) && from && to) {
      await clickCell(page, from);
      await page.waitForFunction((cell) => window.ashtapada.state().selected === cell, from);
      await clickCell(page, to);
      if (promotion) {
        // A choice of pieces opens the chooser; a promotion to one piece plays at once.
        await page.waitForFunction(
          (was) => {
            const t = window.ashtapada.state();
            return t.pending === 'promotion' || JSON.stringify([t.fen, t.ply, t.learn?.status]) !== was;
          },
          marker,
        );
        if ((await state(page)).pending === 'promotion') await page.click(`#promote-${promotion[1]}`);
      }
    } else {
      await page.fill('#move-input', next);
      await page.press('#move-input', 'Enter');
    }
    await changed(marker);
  }
  throw new Error('the step never ended');
}

/** Plays a whole course from its first step, Next after each; returns the topics seen. */
async function playCourse(page, id, shots) {
  await openCourse(page, id);
  const first = (await state(page)).learn;
  if (first.step !== 0) {
    await page.click('#learn .learn-steps summary').catch(() => {});
  }
  const total = first.steps;
  for (let step = first.step; step < total; step += 1) {
    const title = await page.textContent('#learn-step-title');
    const shot = shots?.(step, title);
    await playStep(page, { before: shot?.before });
    if (shot?.after) {
      // The move's animation (and a capture's fading) is over.
      await still(page);
      await page.screenshot({ path: `${SCREENSHOTS}${shot.after}` });
    }
    if (step + 1 < total) {
      await page.click('#learn-next');
      await page.waitForFunction((n) => window.ashtapada.state().learn?.step === n, step + 1);
    }
  }
  await page.waitForSelector('#learn-play');
  return total;
}

test('the Chaturaji course, clicked through to its end; progress survives a reload', { timeout: 240_000 }, async () => {
  const page = await open({ viewport: { width: 1280, height: 860 } });
  // The menu's first button.
  assert.equal(await page.textContent('#menu button:first-child'), 'Learn');
  let rule = false;
  let puzzle = false;
  const total = await playCourse(page, 'chaturaji', (step, title) => {
    if (step === 0) return { before: 'learn-piece-desktop.png' };
    if (!rule && /square|throne|exchange|promotion|privileged/i.test(title)) {
      rule = true;
      return { after: 'learn-rule-desktop.png' };
    }
    if (!puzzle && /Puzzle/.test(title)) {
      puzzle = true;
      return { before: 'learn-puzzle-desktop.png' };
    }
    return null;
  });
  assert.ok(total >= 4, `${total} steps`);
  assert.match(await page.textContent('#learn .learn-end'), /Course complete/);
  // Back to the game, which was kept as it was.
  await page.click('#learn-leave');
  await page.waitForSelector('#learn-section', { state: 'hidden' });
  assert.equal((await state(page)).learn, null);
  // A reload: the course is done in the Learn list.
  await page.reload({ waitUntil: 'load' });
  await ready(page);
  await page.click('#btn-learn');
  await page.waitForSelector('#dlg-learn[open]');
  const row = await page.textContent('#learn-chaturaji >> xpath=..');
  assert.match(row, new RegExp(`${total} of ${total} steps done`));
  assert.equal(await page.textContent('#learn-chaturaji'), 'Again');
  await page.screenshot({ path: `${SCREENSHOTS}learn-list-desktop.png` });
  await page.context().close();
});

test('a Byzantine course on the circle, clicked through to its end', { timeout: 240_000 }, async () => {
  const page = await open({ viewport: { width: 1280, height: 860 } });
  const total = await playCourse(page, 'byzantine-modern', (step) =>
    step === 1 ? { before: 'learn-circle-desktop.png' } : null,
  );
  assert.ok(total >= 6, `${total} steps`);
  await page.context().close();
});

test('on a phone, in French: a lesson step, then half way through, resumed after a reload', { timeout: 120_000 }, async () => {
  const page = await open({
    viewport: { width: 390, height: 844 },
    deviceScaleFactor: 2,
    isMobile: true,
    hasTouch: true,
    locale: 'fr-FR',
  });
  assert.equal(await page.getAttribute('html', 'lang'), 'fr');
  await openCourse(page, 'common');
  assert.equal(await page.textContent('#btn-learn'), 'Apprendre');
  await page.screenshot({ path: `${SCREENSHOTS}learn-piece-phone-fr.png`, fullPage: true });
  await playStep(page);
  assert.match(await page.textContent('#learn-status'), /Bravo/);
  await page.click('#learn-next');
  await page.waitForFunction(() => window.ashtapada.state().learn?.step === 1);
  // One move of the step's solution, the step still under way: the reload keeps it.
  const { learn, fen } = await state(page);
  await page.fill('#move-input', learn.next);
  await page.press('#move-input', 'Enter');
  await page.waitForFunction((f) => window.ashtapada.state().fen !== f, fen);
  const mid = await state(page);
  await page.reload({ waitUntil: 'load' });
  await ready(page);
  // The tab comes back to the lesson by itself, once the extras worker sent the course again
  // (until then the Learn dialog says the course is loading, with no button to click).
  await page.waitForFunction(() => window.ashtapada.state().learn?.course === 'common');
  assert.equal((await state(page)).learn.step, 1, 'the lesson comes back at the step it was left');
  if (mid.learn.status === 'playing') {
    await page.waitForFunction((f) => window.ashtapada.state().fen === f, mid.fen);
  }
  await page.waitForFunction(() => !document.querySelector('#learn .learn-text .muted'));
  // And the menu's course list resumes it there too.
  await openCourse(page, 'common');
  assert.equal((await state(page)).learn.step, 1, 'the course resumes where it was left');
  await page.screenshot({ path: `${SCREENSHOTS}learn-resumed-phone-fr.png`, fullPage: true });
  await page.context().close();
});

/** A page of its own whose extras worker is broken by `route` (the service worker blocked, so
 * that its copy does not answer past the route): a course clicked is not waited for ever, the
 * page says to reload, and the course list offers the course again. */
async function brokenExtras(route) {
  const ctx = await browser.newContext({ serviceWorkers: 'block' });
  const p = await ctx.newPage();
  p.setDefaultTimeout(20_000);
  const errors = [];
  p.on('pageerror', (e) => errors.push(e.message));
  try {
    await route(p);
    await p.goto(BASE_URL, { waitUntil: 'load' });
    await ready(p);
    // The Learn list itself comes from the extras worker: the dialog says to reload instead.
    await p.click('#btn-learn');
    await p.waitForFunction(() => /reload the page/.test(document.querySelector('#learn-body')?.textContent ?? ''), null, {
      timeout: 60_000,
    });
    assert.equal((await state(p)).learn, null, 'no lesson waits');
    await p.waitForSelector('#dlg-learn[open] #learn-close');
    // A tab that comes back to a lesson after a reload (its course asked at once) is told too.
    await p.evaluate(() => sessionStorage.setItem('ashtapada.view', 'learn common'));
    await p.reload({ waitUntil: 'load' });
    await ready(p);
    await p.waitForFunction(() => /reload the page/.test(document.querySelector('#toast')?.textContent ?? ''), null, {
      timeout: 60_000,
    });
    assert.equal((await state(p)).learn, null, 'no lesson waits');
    assert.deepEqual(errors, []);
  } finally {
    await ctx.close();
  }
}

test('an extras worker that cannot load: the Learn list and a course say to reload, and nothing waits for ever', { timeout: 90_000 }, async () => {
  await brokenExtras((p) => p.route(/ashtapada-extras_bg\.wasm$/, (route) => route.abort()));
});

test('an extras worker older than the page (files updated under it): the Learn list and a course say to reload', { timeout: 60_000 }, async () => {
  // A worker that speaks protocol 1, as an extras worker from before live play did.
  await brokenExtras((p) =>
    p.route(/ashtapada-extras_loader\.js$/, (route) =>
      route.fulfill({ contentType: 'text/javascript', body: 'postMessage({ Ready: { protocol: 1 } });' }),
    ),
  );
});

test('on a phone, in English: a special rule scene', { timeout: 120_000 }, async () => {
  const page = await open({ viewport: { width: 390, height: 844 }, deviceScaleFactor: 2, isMobile: true, hasTouch: true });
  await openCourse(page, 'chaturaji');
  // The steps list: the first special rule.
  await page.click('#learn .learn-steps summary');
  const buttons = await page.$$('#learn .learn-steps button');
  let opened = false;
  for (const b of buttons) {
    if (/square/i.test(await b.textContent())) {
      await b.click();
      opened = true;
      break;
    }
  }
  if (opened) {
    await page.waitForFunction(() => /square/i.test(document.querySelector('#learn-step-title')?.textContent));
    await playStep(page);
  }
  await still(page);
  await page.screenshot({ path: `${SCREENSHOTS}learn-rule-phone.png`, fullPage: true });
  await page.context().close();
});

test('on a desktop, in French: a Chaduranga course, its first step and its last puzzle', { timeout: 120_000 }, async () => {
  const page = await open({ viewport: { width: 1280, height: 860 }, locale: 'fr-FR' });
  assert.equal(await page.getAttribute('html', 'lang'), 'fr');
  await openCourse(page, 'chaduranga');
  await page.screenshot({ path: `${SCREENSHOTS}learn-piece-desktop-fr.png` });
  // The steps list: the last step is a puzzle.
  await page.click('#learn .learn-steps summary');
  const buttons = await page.$$('#learn .learn-steps button');
  assert.ok(buttons.length >= 4, `${buttons.length} steps`);
  const last = buttons.length - 1;
  await buttons[last].click();
  await page.waitForFunction((n) => window.ashtapada.state().learn?.step === n, last);
  assert.match(await page.textContent('#learn-step-title'), /Problème/);
  await page.screenshot({ path: `${SCREENSHOTS}learn-puzzle-desktop-fr.png` });
  await page.context().close();
});

/** The axe-core audit of what `page` shows now: every violation, one line each. */
async function audit(page, where) {
  const { violations } = await new AxeBuilder({ page }).analyze();
  return violations.map((v) => `${where}: ${v.id} (${v.impact}) at ${v.nodes.map((n) => n.target.join(' ')).slice(0, 3).join(', ')}`);
}

/** Puzzles from the Learn list, as a newcomer meets them: the list with the rating, a puzzle
 * of `set` (two-handed Chaturanga, or a four-handed dice game) solved on the board (the answer told, the rating and the streak
 * up), Next, a puzzle missed (the answer's arrow on the puzzle, the rating down, the streak
 * over), axe on the list and the panel, and the rating kept across a reload. */
async function puzzles(options, words, shot, set = 'chaturanga-v3') {
  const page = await open(options);
  const phone = (options.viewport?.width ?? 1280) < 600;
  const rating = async () => Number((await page.textContent('#learn-rating')).match(/(\d[\d\s,\u202f]*)/)[1].replace(/\D/g, ''));
  await page.click('#btn-learn');
  const course = `puzzles-${set}`;
  await page.waitForSelector(`#dlg-learn[open] #learn-${course}`);
  assert.match(await page.textContent('#puzzles-rating'), words.start);
  const issues = await audit(page, 'the Learn list with Puzzles');
  await page.evaluate(() => document.querySelector('#puzzles-title').scrollIntoView({ block: 'start' }));
  await page.screenshot({ path: `${SCREENSHOTS}puzzles-list-${shot}.png` });
  const t0 = Date.now();
  await page.click(`#learn-${course}`);
  await page.waitForFunction((c) => window.ashtapada.state().learn?.course === c, course);
  await page.waitForFunction(() => !document.querySelector('#learn .learn-text .muted'));
  console.log(`# a puzzle set opened in ${Date.now() - t0} ms (fetched by the extras worker, read, its words written)`);
  assert.match(await page.textContent('#learn .learn-text'), words.find);
  assert.doesNotMatch(await page.textContent('#learn .learn-text'), words.answer, 'the answer is not told before a try');
  await still(page);
  await page.screenshot({ path: `${SCREENSHOTS}puzzles-puzzle-${shot}.png`, fullPage: phone });

  // Solved on the board, as the answer's two cells clicked.
  const before = await rating();
  const solved = await playStep(page);
  assert.equal(solved.status, 'done');
  assert.match(await page.textContent('#learn-status'), words.done);
  assert.match(await page.textContent('#learn .learn-text'), words.answer);
  await page.waitForFunction((r) => !document.querySelector('#learn-rating')?.textContent.includes(String(r)), before);
  assert.ok((await rating()) > before, 'the rating goes up');
  assert.match(await page.textContent('#learn-rating'), words.streak1);
  issues.push(...(await audit(page, 'a puzzle solved')));
  await still(page);
  await page.screenshot({ path: `${SCREENSHOTS}puzzles-solved-${shot}.png`, fullPage: phone });

  // Next: another puzzle, missed with another legal move typed in the move box.
  const first = (await state(page)).learn.step;
  await page.click('#learn-next');
  await page.waitForFunction((n) => window.ashtapada.state().learn?.step !== n, first);
  await page.waitForFunction(() => window.ashtapada.state().learn?.status === 'playing');
  const s = await state(page);
  // Another move if there is one (a dice game's roll may leave a pass beside the answer).
  const others = s.legal.filter((a) => a !== s.learn.next);
  const wrong = others.find((a) => /[-x]/.test(a)) ?? others[0];
  assert.ok(wrong, `another move than ${s.learn.next}: ${s.legal}`);
  const high = await rating();
  await page.fill('#move-input', wrong);
  await page.press('#move-input', 'Enter');
  await page.waitForFunction(() => window.ashtapada.state().learn?.status === 'failed');
  assert.match(await page.textContent('#learn-status'), words.missed);
  assert.match(await page.textContent('#learn .learn-text'), words.answer);
  const after = await state(page);
  assert.equal(after.fen, s.fen, 'the board is back at the puzzle');
  assert.equal(after.hint, s.learn.next, "the answer's arrow");
  assert.ok((await rating()) < high, 'the rating goes down');
  assert.match(await page.textContent('#learn-rating'), words.streak0);
  assert.equal(await page.$('#learn-hint'), null, 'no hint once the answer is shown');
  issues.push(...(await audit(page, 'a puzzle missed')));
  await still(page);
  await page.screenshot({ path: `${SCREENSHOTS}puzzles-missed-${shot}.png`, fullPage: phone });
  const kept = await rating();

  // Back to the game; a reload keeps the rating.
  await page.click('#learn-leave');
  await page.waitForSelector('#learn-section', { state: 'hidden' });
  await page.reload({ waitUntil: 'load' });
  await ready(page);
  await page.click('#btn-learn');
  await page.waitForSelector('#dlg-learn[open] #puzzles-rating');
  const shown = Number((await page.textContent('#puzzles-rating')).match(/(\d[\d\s,\u202f]*)/)[1].replace(/\D/g, ''));
  assert.equal(shown, kept, 'the rating is kept');
  assert.deepEqual(issues, []);
  await page.context().close();
}

test('Puzzles of two-handed Chaturanga on a desktop, in English: one solved, one missed, the rating kept', { timeout: 120_000 }, async () => {
  await puzzles({ viewport: { width: 1280, height: 860 } }, {
    start: /Rating 1200 · streak 0 · best 0/,
    find: /Find the best move/,
    answer: /The answer:/,
    done: /Well done/,
    missed: /Not the best move/,
    streak1: /streak 1 · best 1/,
    streak0: /streak 0 · best 1/,
  }, 'desktop-en');
});

test('Puzzles of Chaturaji on a phone, in French: one solved, one missed, the rating kept', { timeout: 120_000 }, async () => {
  await puzzles({ viewport: { width: 390, height: 844 }, deviceScaleFactor: 2, isMobile: true, hasTouch: true, locale: 'fr-FR' }, {
    start: /Classement 1200 · série 0 · record 0/,
    find: /Trouvez le meilleur coup/,
    answer: /La réponse :/,
    done: /Bravo/,
    missed: /Ce n’est pas le meilleur coup/,
    streak1: /série 1 · record 1/,
    streak0: /série 0 · record 1/,
  }, 'phone-fr', 'chaturaji');
});

test('a puzzle set once opened opens again offline (the service worker keeps it)', { timeout: 120_000 }, async () => {
  const page = await open({ viewport: { width: 1280, height: 860 } });
  // The service worker controls the page before the set is fetched, so that it keeps it.
  await page.evaluate(() => navigator.serviceWorker.ready);
  await page.waitForFunction(() => !!navigator.serviceWorker.controller);
  await page.click('#btn-learn');
  await page.click('#learn-puzzles-chaturaji');
  await page.waitForFunction(() => window.ashtapada.state().learn?.course === 'puzzles-chaturaji');
  await page.waitForFunction(() => !document.querySelector('#learn .learn-text .muted'));
  await page.click('#learn-leave');
  await page.context().setOffline(true);
  await page.reload({ waitUntil: 'load' });
  await ready(page);
  await page.click('#btn-learn');
  await page.click('#learn-puzzles-chaturaji');
  await page.waitForFunction(() => window.ashtapada.state().learn?.course === 'puzzles-chaturaji');
  await page.waitForFunction(() => !document.querySelector('#learn .learn-text .muted'));
  assert.match(await page.textContent('#learn .learn-text'), /Find the best move/);
  await page.context().close();
});
