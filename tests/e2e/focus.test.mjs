// Where the keyboard's focus goes after each control that changes the page under it (issue 45,
// item 1): never to the page's body. Hint (disabled while the hint is worked out), Undo and
// Redo (disabled when nothing is left to take back or play again), Review opened and closed with
// its own button, Back to the game from a lesson, and Escape on the result dialog.
import { test, before, after } from 'node:test';
import assert from 'node:assert/strict';
import { launch, device, state, newGame, play } from './devices.mjs';

let browser;
const problems = [];

before(async () => {
  browser = await launch();
});

after(async () => {
  await browser?.close();
  assert.deepEqual(problems, []);
});

/** The id of the element with the focus ('BODY' when it fell to the page's body). */
const focused = (page) =>
  page.evaluate(() => (document.activeElement === document.body ? 'BODY' : document.activeElement?.id ?? '?'));

/** Presses Enter on the control `id`, reached by the keyboard (focused, then Enter). */
async function press(page, id) {
  await page.focus(`#${id}`);
  await page.keyboard.press('Enter');
}

/** Waits until the page is done with what the last key started, then says where the focus is. */
async function focusAfter(page, done, arg) {
  await page.waitForFunction(done, arg);
  // One more frame: the page renders after each change.
  await page.evaluate(() => new Promise((r) => requestAnimationFrame(() => r())));
  return focused(page);
}

test('Hint, Undo and Redo keep the focus on a control, and Hint gets it back', { timeout: 90_000 }, async () => {
  const page = await device(browser, problems);
  try {
    await newGame(page, 'byzantine-modern', ['human', 'bot:easy']);
    await page.waitForFunction(() => window.ashtapada.state().humanToAct);
    // Hint: disabled while the bot works it out, then the focus is back on it.
    await press(page, 'btn-hint');
    await page.waitForFunction(() => window.ashtapada.state().hint || !document.querySelector('#btn-hint[disabled]'));
    const afterHint = await focusAfter(page, () => !document.querySelector('#btn-hint[disabled]'));
    assert.equal(afterHint, 'btn-hint', 'the focus is back on Hint once the hint is shown');
    // Two moves each, then Undo until nothing is left: the focus stays on a control.
    for (let i = 0; i < 2; i += 1) {
      await play(page, (await state(page)).legal[0]);
      await page.waitForFunction(() => window.ashtapada.state().humanToAct);
    }
    assert.ok(!(await page.$('#btn-undo[disabled]')), 'Undo can take back');
    for (let i = 0; i < 4 && !(await page.$('#btn-undo[disabled]')); i += 1) {
      const ply = (await state(page)).ply;
      await press(page, 'btn-undo');
      const where = await focusAfter(page, (p) => window.ashtapada.state().ply < p, ply);
      assert.notEqual(where, 'BODY', `after Undo ${i + 1}`);
    }
    assert.ok(await page.$('#btn-undo[disabled]'), 'Undo took everything back');
    assert.equal(await focused(page), 'btn-redo', 'the focus went from a disabled Undo to Redo');
    while (!(await page.$('#btn-redo[disabled]'))) {
      const ply = (await state(page)).ply;
      await press(page, 'btn-redo');
      const where = await focusAfter(page, (p) => window.ashtapada.state().ply > p, ply);
      assert.notEqual(where, 'BODY', 'after Redo');
    }
    assert.notEqual(await focused(page), 'BODY', 'after the last Redo');
  } finally {
    await page.context().close();
  }
});

test('Review opened and closed with its own buttons, and Escape on the result, keep the focus', { timeout: 90_000 }, async () => {
  const page = await device(browser, problems);
  try {
    await newGame(page, 'byzantine-modern', ['human', 'bot:easy']);
    await page.waitForFunction(() => window.ashtapada.state().humanToAct);
    await play(page, (await state(page)).legal[0]);
    await page.waitForFunction(() => window.ashtapada.state().humanToAct);
    // The game must be over to review it: resign.
    await press(page, 'btn-resign');
    await page.waitForSelector('#dlg-confirm[open]');
    await press(page, 'confirm-yes');
    await page.waitForSelector('#dlg-over[open]');
    await page.keyboard.press('Escape');
    await page.waitForSelector('#dlg-over', { state: 'hidden' });
    const afterEscape = await focusAfter(page, () => true);
    assert.notEqual(afterEscape, 'BODY', 'Escape on the result dialog');
    await press(page, 'btn-review');
    const inReview = await focusAfter(page, () => !document.querySelector('#review-section[hidden]'));
    assert.notEqual(inReview, 'BODY', 'Review opened');
    assert.ok(
      await page.evaluate((id) => document.getElementById('review-section').contains(document.getElementById(id)), inReview),
      `the focus is in the review (${inReview})`,
    );
    const close = (await page.$('#review-close')) ? 'review-close' : 'review-stop';
    await press(page, close);
    const afterReview = await focusAfter(page, () => !!document.querySelector('#review-section[hidden]'));
    assert.equal(afterReview, 'btn-review', 'closing the review gives the focus back to its button');
  } finally {
    await page.context().close();
  }
});

test('Back to the game from a lesson puts the focus on the board', { timeout: 60_000 }, async () => {
  const page = await device(browser, problems);
  try {
    await press(page, 'btn-learn');
    await page.waitForSelector('#dlg-learn[open]');
    await press(page, 'learn-chaturanga-v2');
    await page.waitForSelector('#learn-section:not([hidden])');
    await page.waitForSelector('#learn-leave');
    await press(page, 'learn-leave');
    const where = await focusAfter(page, () => !!document.querySelector('#learn-section[hidden]'));
    assert.equal(where, 'board');
  } finally {
    await page.context().close();
  }
});

test('the controls under the board stay the same elements through moves (a screen reader keeps its place)', { timeout: 60_000 }, async () => {
  const page = await device(browser, problems);
  await newGame(page, 'chaturanga-v3', ['human', 'human']);
  // Every element with an id that a change of the page removes (none should, for a move).
  await page.evaluate(() => {
    window.gone = [];
    new MutationObserver((changes) => {
      for (const c of changes) {
        for (const n of c.removedNodes) {
          if (n.nodeType !== 1) continue;
          for (const e of [n, ...n.querySelectorAll('[id]')]) if (e.id) window.gone.push(e.id);
        }
      }
    }).observe(document.body, { childList: true, subtree: true });
  });
  const hint = await page.$('#btn-hint');
  for (let i = 0; i < 4; i += 1) {
    const s = await state(page);
    await play(page, s.legal[(i * 5) % s.legal.length]);
  }
  await page.evaluate(() => new Promise((r) => requestAnimationFrame(() => r())));
  const gone = await page.evaluate(() => window.gone);
  assert.deepEqual(gone.filter((id) => id.startsWith('btn-') || id.startsWith('nav-')), [], 'controls written anew');
  assert.ok(await hint.evaluate((e) => e.isConnected), 'Hint is the same element');
  await page.context().close();
});
