// Play by ear and by feel (issue 30), end to end: a whole game of Chaturanga against the easy
// bot played with the keyboard alone, the cells read with the arrow keys, as a person with a
// screen reader plays it: every cell is found by what `#board-say` (an assertive live region)
// says, every bot move is heard in `#announce` (the polite one), and the keys' page opens on `?`.
import { test, before, after } from 'node:test';
import assert from 'node:assert/strict';
import { mkdir } from 'node:fs/promises';
import { fileURLToPath } from 'node:url';
import { BASE_URL, launch, device, state, newGame } from './devices.mjs';

const SCREENSHOTS = fileURLToPath(new URL('./screenshots/', import.meta.url));

let browser;
const problems = [];

before(async () => {
  browser = await launch();
  await mkdir(SCREENSHOTS, { recursive: true });
});

after(async () => {
  await browser?.close();
});

/** Presses Tab until the element `id` has the focus (at most `max` times). */
async function tabTo(page, id, max = 40, key = 'Tab') {
  for (let i = 0; i < max; i += 1) {
    if ((await page.evaluate(() => document.activeElement?.id)) === id) return;
    await page.keyboard.press(key);
  }
  assert.fail(`#${id} never got the focus`);
}

/** The cell the board's cursor is on, as heard: the start of what `#board-say` says. */
async function heard(page) {
  const said = (await page.textContent('#board-say')) ?? '';
  return said.split(',')[0];
}

/** Moves the board's cursor to `cell` with the arrow keys, White at the bottom. */
async function cursorTo(page, cell) {
  for (let i = 0; i < 20; i += 1) {
    const at = await heard(page);
    if (at === cell) return;
    const [dx, dy] = [cell.charCodeAt(0) - at.charCodeAt(0), Number(cell.slice(1)) - Number(at.slice(1))];
    const key = dx > 0 ? 'ArrowRight' : dx < 0 ? 'ArrowLeft' : dy > 0 ? 'ArrowUp' : 'ArrowDown';
    await page.keyboard.press(key);
  }
  assert.fail(`the cursor did not reach ${cell}: it says ${await page.textContent('#board-say')}`);
}

/**
 * A person's move by the board alone, in the state `s`: a capture if there is one, else a move
 * chosen by the ply; the cursor taken to the piece (Enter), then to its cell, which is heard as
 * one it can go to (Enter); then the game moves on.
 */
async function playByBoard(page, s) {
  const board = s.legal.filter((m) => /^[A-Z]?[a-h][1-8][-x][a-h][1-8](=[A-Z])?$/.test(m));
  if (board.length === 0) assert.fail(`no move to make by the board: ${s.legal.join(' ')}`);
  // A promotion only when nothing else is left (a pawn that can only promote).
  const plain = board.filter((m) => !m.includes('='));
  const legal = plain.length ? plain : board;
  const move = legal.find((m) => m.includes('x')) ?? legal[(s.ply * 7) % legal.length];
  const [, from, to] = move.match(/([a-h][1-8])[-x]([a-h][1-8])/);
  await cursorTo(page, from);
  await page.keyboard.press('Enter');
  // Picking the piece up is said, with the way to put it back.
  assert.match(await page.textContent('#board-say'), new RegExp(`^${from}, [^,]+, picked up; Escape puts it back$`));
  await cursorTo(page, to);
  assert.match(await page.textContent('#board-say'), new RegExp(`${to} can be played there`));
  await page.keyboard.press('Enter');
  const role = move.match(/=([A-Z])$/)?.[1];
  if (role) {
    // Where the pawn could become one of several pieces, the chooser asks which, by keyboard.
    await page.waitForFunction(
      (p) => window.ashtapada.state().ply > p || document.querySelector('#dlg-promote[open]'),
      s.ply,
    );
    if (await page.$('#dlg-promote[open]')) {
      await tabTo(page, `promote-${role}`);
      await page.keyboard.press('Enter');
    }
  }
  await page.waitForFunction((p) => window.ashtapada.state().ply > p, s.ply);
}

test('a whole game of Chaturanga against the easy bot, by keyboard alone', { timeout: 600_000 }, async () => {
  const page = await device(browser, problems, BASE_URL);
  // The welcome's "Play the bots", by keyboard.
  await tabTo(page, 'welcome-bots');
  await page.keyboard.press('Enter');
  await page.waitForSelector('#dlg-setup[open]');
  await page.waitForFunction(() => document.activeElement?.matches('input[name="ruleset"]:checked'));
  for (let i = 0; i < 10 && !(await page.evaluate(() => document.activeElement?.id === 'setup-r-chaturanga-v3')); i += 1) {
    await page.keyboard.press('ArrowLeft');
  }
  await tabTo(page, 'setup-seat-1');
  for (let i = 0; i < 8 && (await page.inputValue('#setup-seat-1')) !== 'bot:easy'; i += 1) {
    await page.keyboard.press('ArrowDown');
  }
  assert.equal(await page.inputValue('#setup-seat-1'), 'bot:easy');
  await tabTo(page, 'setup-start');
  await page.keyboard.press('Enter');
  await page.waitForSelector('#dlg-setup', { state: 'hidden' });
  // The keys' page, on `?`, then back.
  await page.keyboard.press('Shift+Tab');
  await tabTo(page, 'board', 40, 'Shift+Tab');
  await page.keyboard.press('?');
  await page.waitForSelector('#dlg-keys[open]');
  // Written by the extras worker, as the rules pages are: it comes at once.
  await page.waitForSelector('#keys-title');
  assert.match(await page.textContent('#keys-body'), /Arrow keys on the board/);
  await page.keyboard.press('Escape');
  await page.waitForSelector('#dlg-keys', { state: 'hidden' });
  await tabTo(page, 'board', 40, 'Shift+Tab');
  const label = await page.getAttribute('#board', 'aria-label');
  assert.match(label, /^Chaturanga/);
  // The description does not change with the moves: the pieces are read on demand (P).
  assert.equal(await page.textContent('#board-desc'), 'P: every piece, army by army');
  await page.keyboard.press('p');
  await page.waitForFunction(() => /White: rajah e1/.test(document.querySelector('#board-say').textContent));

  await page.keyboard.press('ArrowUp');
  for (const key of ['ArrowRight', 'ArrowRight', 'ArrowRight', 'ArrowRight', 'ArrowUp']) await page.keyboard.press(key);
  assert.match(await page.textContent('#board-say'), /^e2, soldier, white$/);
  // Enter picks the soldier up and Escape puts it back, and each is said.
  await page.keyboard.press('Enter');
  assert.equal(await page.textContent('#board-say'), 'e2, soldier, picked up; Escape puts it back');
  await page.keyboard.press('Escape');
  assert.equal(await page.textContent('#board-say'), 'e2, soldier, put back');
  assert.equal((await state(page)).selected, null);
  await page.waitForFunction(() => window.ashtapada.boardStill());
  await page.screenshot({ path: `${SCREENSHOTS}keyboard-cursor.png` });
  let moves = 0;
  let heardBot = 0;
  for (;;) {
    await page.waitForFunction(() => {
      const s = window.ashtapada.state();
      return s.outcome || (s.humanToAct && !s.thinking);
    }, null, { timeout: 60_000 });
    const s = await state(page);
    if (s.outcome) break;
    if (s.ply > 1) {
      // What the bot played was said: its piece, from where to where.
      const said = await page.textContent('#announce');
      assert.match(said, /^Black: \S+ [a-h][1-8] (to|takes .* on) [a-h][1-8]\./, said);
      heardBot += 1;
    }
    // Captures first, so that the game ends; no promotion to choose.
    await playByBoard(page, s);
    // Read in one moment: the bot's answer may end the game at once, and the game-over
    // dialog then takes the focus (as it should).
    const after = await page.evaluate(() => ({
      over: Boolean(window.ashtapada.state().outcome),
      focus: document.activeElement?.id,
    }));
    if (!after.over) assert.equal(after.focus, 'board', 'the focus stays on the board');
    moves += 1;
    assert.ok(moves < 400, 'the game ends');
  }
  const end = await state(page);
  assert.ok(end.outcome, 'the game is over');
  assert.match(await page.textContent('#announce'), /Game over/);
  assert.ok(heardBot > 5, `the bot's moves were heard (${heardBot})`);
  console.log(`# by keyboard: ${moves} moves to ${end.outcome} in ${end.ply} actions`);
  await page.context().close();
});

test('a whole four-handed dice game of Chaturaji against three easy bots, by keyboard alone', { timeout: 600_000 }, async () => {
  const page = await device(browser, problems, BASE_URL);
  await tabTo(page, 'welcome-bots');
  await page.keyboard.press('Enter');
  await page.waitForSelector('#dlg-setup[open]');
  await page.waitForFunction(() => document.activeElement?.matches('input[name="ruleset"]:checked'));
  assert.equal(await page.evaluate(() => document.activeElement?.id), 'setup-r-chaturaji');
  for (const seat of [1, 2, 3]) {
    await tabTo(page, `setup-seat-${seat}`);
    for (let i = 0; i < 8 && (await page.inputValue(`#setup-seat-${seat}`)) !== 'bot:easy'; i += 1) {
      await page.keyboard.press('ArrowDown');
    }
    assert.equal(await page.inputValue(`#setup-seat-${seat}`), 'bot:easy');
  }
  await tabTo(page, 'setup-start');
  await page.keyboard.press('Enter');
  await page.waitForSelector('#dlg-setup', { state: 'hidden' });
  await tabTo(page, 'board', 40, 'Shift+Tab');
  await page.keyboard.press('ArrowUp');
  let moves = 0;
  let rolls = 0;
  for (;;) {
    await page.waitForFunction(() => {
      const s = window.ashtapada.state();
      return s.outcome || (s.humanToAct && !s.thinking);
    }, null, { timeout: 60_000 });
    const s = await state(page);
    if (s.outcome) break;
    if (s.needsRoll) {
      // R rolls the die; D says what it allows.
      await page.keyboard.press('r');
      await page.waitForFunction((p) => window.ashtapada.state().ply > p, s.ply);
      // D says whose die it is and what it asks (the turn may have gone on: a roll with
      // nothing to move passes).
      await page.keyboard.press('d');
      assert.match(await page.textContent('#board-say'), /^(South|West|North|East): /);
      rolls += 1;
      continue;
    }
    if (await page.evaluate(() => !!document.querySelector('dialog[open]'))) {
      // An answer to give (an exchange offered): the dialog's first button, by keyboard.
      await page.keyboard.press('Tab');
      await page.keyboard.press('Enter');
      await page.waitForFunction((p) => window.ashtapada.state().ply > p, s.ply);
      await tabTo(page, 'board', 60, 'Shift+Tab');
      continue;
    }
    const place = s.legal.map((m) => m.match(/^[A-Z]@([a-h][1-8])$/)).find((m) => m);
    if (place) {
      // A returned king to place: Enter on the cell, as a click there.
      await cursorTo(page, place[1]);
      await page.keyboard.press('Enter');
      await page.waitForFunction((p) => window.ashtapada.state().ply > p, s.ply);
      continue;
    }
    await playByBoard(page, s);
    moves += 1;
    assert.ok(moves < 600, 'the game ends');
  }
  const end = await state(page);
  console.log(`# chaturaji by keyboard: ${moves} moves, ${rolls} rolls, to ${end.outcome} in ${end.ply} actions`);
  assert.ok(end.outcome);
  await page.context().close();
});

for (const [name, viewport, touch] of [['desktop', { width: 1280, height: 860 }, false], ['phone', { width: 390, height: 844 }, true]]) {
  test(`arrows and circles of one's own, and a premove while the bot thinks (${name})`, { timeout: 120_000 }, async () => {
    const context = await browser.newContext({ viewport, hasTouch: touch, isMobile: touch });
    const page = await device(browser, problems, BASE_URL, context);
    await newGame(page, 'chaturanga-v3', ['human', 'bot:easy']);
    const centre = (cell) => page.evaluate((c) => window.ashtapada.cellCentre(c), cell);
    const marks = () => page.evaluate(() => window.ashtapada.boardMarks());
    if (touch) {
      // A long press is the touch screen's right click: a circle.
      const e4 = await centre('e4');
      const cdp = await context.newCDPSession(page);
      const point = [{ x: e4.x, y: e4.y }];
      await cdp.send('Input.dispatchTouchEvent', { type: 'touchStart', touchPoints: point });
      await page.waitForTimeout(700);
      await cdp.send('Input.dispatchTouchEvent', { type: 'touchEnd', touchPoints: [] });
      await page.waitForFunction(() => window.ashtapada.boardMarks() === 1);
      // Marking an empty cell asks nothing about it ("there is no piece there" once showed).
      const after = await page.evaluate(() => window.ashtapada.state());
      assert.equal(after.moveError, null, JSON.stringify(after));
      assert.equal(after.toast, null, JSON.stringify(after));
    } else {
      // A right drag e2 → e4 is an arrow; a right click on d1 a circle.
      const [e2, e4, d1] = [await centre('e2'), await centre('e4'), await centre('d1')];
      await page.mouse.move(e2.x, e2.y);
      await page.mouse.down({ button: 'right' });
      await page.mouse.move(e4.x, e4.y, { steps: 4 });
      await page.mouse.up({ button: 'right' });
      await page.mouse.click(d1.x, d1.y, { button: 'right' });
      assert.equal(await marks(), 2);
    }
    await page.waitForFunction(() => window.ashtapada.boardStill());
    await page.screenshot({ path: `${SCREENSHOTS}marks-${name}.png` });
    // A left click clears them.
    const a5 = await centre('a5');
    await page.mouse.click(a5.x, a5.y);
    assert.equal(await marks(), 0);

    // A premove: the person moves, and while the bot thinks picks d2 → d3.
    await page.evaluate(() => window.ashtapada.setBotDelay(1500));
    await page.fill('#move-input', 'e2-e3');
    await page.press('#move-input', 'Enter');
    await page.waitForFunction(() => window.ashtapada.state().ply === 1);
    const [d2, d3] = [await centre('d2'), await centre('d3')];
    await page.mouse.click(d2.x, d2.y);
    await page.mouse.click(d3.x, d3.y);
    assert.equal((await state(page)).premove, 'd2-d3');
    await page.waitForFunction(() => window.ashtapada.boardStill());
    await page.screenshot({ path: `${SCREENSHOTS}premove-${name}.png` });
    await page.waitForFunction(() => window.ashtapada.state().ply === 3, null, { timeout: 30_000 });
    assert.equal((await state(page)).premove, null);
    assert.match((await state(page)).legal.join(' '), /./);
    await context.close();
  });
}

test('nothing went wrong in the page', () => {
  assert.deepEqual(problems, []);
});
