// Heard through a real screen reader (issue 48): GNOME Orca under Xvfb, its speech through
// speech-dispatcher and espeak-ng into a null sink in real time (`session.sh`), the page in
// Chromium. A person opens New game by keys, starts a Chaturaji game against three bots, goes
// back to the board by Shift+Tab and plays three rounds and more by keys alone, listening
// before each action as a listener does. What Orca really said is read from speech-dispatcher's
// log, and checked:
// - every bot turn is spoken, in order, not cut, within 10 s of its end;
// - nothing over 400 characters is spoken unasked, nothing technical, no pass twice;
// - a dialog says itself when it opens, and where the focus is;
// - the board says its name when Shift+Tab reaches it, and an arrow key reads a cell with no
//   mode key (Orca stays out of browse mode by itself);
// - picking a piece up and putting it down are said.
// Run by `cargo xtask test` (step "real reader (Orca)") with ASHTAPADA_URL set; the Debian
// packages come from `cargo xtask setup`.
import { test, before, after } from 'node:test';
import assert from 'node:assert/strict';
import { execFileSync } from 'node:child_process';
import { mkdtempSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { chromium } from 'playwright-core';
import { utterances, clock } from './speech.mjs';

const BASE = process.env.ASHTAPADA_URL ?? 'http://127.0.0.1:8080/';
const SESSION = new URL('./session.sh', import.meta.url).pathname;
const DIR = mkdtempSync(join(tmpdir(), 'ashtapada-orca-'));
const PORT = 9300 + (process.pid % 50);
const SEATS = ['South', 'West', 'North', 'East'];
/** Rounds the person plays (each: their turn and the three bots'). */
const ROUNDS = 3;

let browser;
let page;
const begun = clock();

const sleep = (ms) => new Promise((done) => setTimeout(done, ms));
/** Presses keys through the X server, as a person does (Orca hears them). */
const keys = (...k) => execFileSync(SESSION, ['keys', DIR, ...k]);
const said = (since = begun) => utterances(join(DIR, 'speech', 'speech-dispatcher.log'), since);
const state = () => page.evaluate(() => window.ashtapada.state());
const focused = () => page.evaluate(() => document.activeElement?.id ?? '');

/** Waits until `check()` is true, polling. */
async function until(check, what, ms = 15_000) {
  const end = Date.now() + ms;
  while (Date.now() < end) {
    if (await check()) return;
    await sleep(100);
  }
  assert.fail(`waited ${ms} ms for ${what}`);
}

/** What was said from `since` on, once speech has been quiet for `quiet` ms: a listener's wait. */
async function listen(since, quiet = 1200, ms = 30_000) {
  const end = Date.now() + ms;
  for (;;) {
    const all = said(since);
    const last = all.at(-1);
    const busy = all.some((u) => u.end === null) || (last && clock() - last.end < quiet);
    if (!busy && clock() - since >= quiet) return all;
    if (Date.now() > end) return all;
    await sleep(150);
  }
}

/** Presses Tab (or `key`) until the element `id` has the focus. */
async function tabTo(id, key = 'Tab', max = 30) {
  for (let i = 0; i < max; i += 1) {
    if ((await focused()) === id) return;
    keys(key);
    await sleep(250);
  }
  assert.fail(`#${id} never got the focus`);
}

/** The cell under the board's cursor, from what the board says (`#board-say`). */
async function cursor() {
  return ((await page.textContent('#board-say')) ?? '').split(',')[0];
}

/** Moves the board's cursor to `cell` by arrow keys (South at the bottom). */
async function cursorTo(cell) {
  for (let i = 0; i < 20; i += 1) {
    const at = await cursor();
    if (at === cell) return;
    if (!/^[a-h][1-8]$/.test(at)) {
      keys('Up');
    } else {
      const dx = cell.charCodeAt(0) - at.charCodeAt(0);
      const dy = Number(cell.slice(1)) - Number(at.slice(1));
      keys(dx > 0 ? 'Right' : dx < 0 ? 'Left' : dy > 0 ? 'Up' : 'Down');
    }
    await sleep(120);
  }
  assert.fail(`the cursor did not reach ${cell}: ${await page.textContent('#board-say')}`);
}

before(async () => {
  execFileSync(SESSION, ['start', DIR, BASE, String(PORT)], { stdio: 'inherit' });
  browser = await chromium.connectOverCDP(`http://127.0.0.1:${PORT}`);
  page = browser.contexts()[0].pages()[0];
  await page.waitForFunction(() => window.ashtapada?.state, null, { timeout: 30_000 });
  // Every change of the game's ply, with its time (the clock of speech-dispatcher's log).
  await page.evaluate(() => {
    window.plies = [];
    let last = -1;
    setInterval(() => {
      const s = window.ashtapada.state();
      if (s.ply !== last) {
        last = s.ply;
        const d = new Date();
        const t = ((d.getHours() * 60 + d.getMinutes()) * 60 + d.getSeconds()) * 1000 + d.getMilliseconds();
        window.plies.push({ ply: s.ply, actor: s.actor, t });
      }
    }, 40);
  });
});

after(async () => {
  await browser?.close().catch(() => {});
  execFileSync(SESSION, ['stop', DIR]);
  // What was said, for whoever reads a failure.
  const lines = said().map((u) => `${u.start} ${u.end ?? '-'} ${u.cut ? 'CUT' : '   '} ${u.text}`);
  writeFileSync(join(DIR, 'said.txt'), `${lines.join('\n')}\n`);
  console.log(`# what Orca said: ${join(DIR, 'said.txt')}; its log: ${join(DIR, 'orca.log')}`);
});

test('a game against the bots, heard through Orca and played by keys', { timeout: 240_000 }, async () => {
  // Orca reads the page as it loads; the first key stops that, as it would for a person.
  await until(async () => said().length > 0, 'Orca to speak');
  await tabTo('btn-new');
  await listen(clock(), 600);

  // New game says itself, and where the focus is.
  let from = clock();
  keys('Return');
  await until(async () => (await focused()).startsWith('setup-r-'), 'the New game dialog');
  const heard = (await listen(from)).map((u) => u.text);
  const opened = heard.join(' | ');
  // The dialog's title, then the control that has the focus, where the reader stays.
  const title = heard.findIndex((t) => /New game.*heading/.test(t));
  assert.ok(title >= 0, `opening New game did not say its title: ${opened}`);
  const focus = heard.findIndex((t, i) => i > title && /^Chaturaji/.test(t));
  assert.ok(focus > title, `the ruleset that has the focus was not said after the title: ${opened}`);
  assert.ok(heard.slice(focus).some((t) => /radio button/.test(t)), `no role said: ${opened}`);
  assert.ok(!heard.slice(focus).some((t) => /combo box|heading/.test(t)), `the reader went on elsewhere: ${opened}`);
  await page.check('#setup-r-chaturaji');
  for (const seat of [1, 2, 3]) await page.selectOption(`#setup-seat-${seat}`, 'bot:easy');
  await page.selectOption('#setup-seat-0', 'human');
  await tabTo('setup-start');
  keys('Return');
  await until(async () => (await focused()) === 'board', 'the board to have the focus');

  // Away from the board and back: its name is said, and an arrow reads a cell.
  keys('Tab');
  await sleep(400);
  from = clock();
  // (A panel may have come between meanwhile: the die's buttons when the turn came back.)
  await tabTo('board', 'shift+Tab', 6);
  const arrived = (await listen(from, 600)).map((u) => u.text).join(' | ');
  assert.match(arrived, /board/i, `the board said nothing of itself: ${arrived}`);
  // The turns played meanwhile come next: heard to their end before the first arrow.
  await listen(clock() - 200, 2000);
  from = clock();
  keys('Up');
  const cell = (await listen(from, 500)).map((u) => u.text);
  assert.ok(cell.some((t) => /^[a-h][1-8], /.test(t)), `an arrow read no cell: ${cell.join(' | ')}`);

  // From here the person listens before each action; turns played before (while the board
  // said its name, while they pressed keys) are checked as heard, not for their time.
  const listening = clock();
  let rounds = 0;
  let pickedUp = 0;
  let putDown = 0;
  // A round is South's turn (and the three bots' after it): a move, or a roll that passes.
  // At least one move, for its pick-up and put-down.
  while ((rounds < ROUNDS || putDown === 0) && rounds < 3 * ROUNDS) {
    await page.waitForFunction(() => {
      const s = window.ashtapada.state();
      return s.outcome || (s.humanToAct && !s.thinking);
    }, null, { timeout: 60_000 });
    // Listen to the end of what is being said, as a person does before acting.
    await listen(clock() - 200);
    const s = await state();
    if (s.outcome) break;
    if (s.needsRoll) {
      keys('r');
      await page.waitForFunction((p) => window.ashtapada.state().ply > p, s.ply);
      // Nothing to move with that roll: the turn passed by itself, and the round is over.
      if (!(await state()).humanToAct) rounds += 1;
      continue;
    }
    const moves = s.legal.filter((m) => /^[A-Z]?[a-h][1-8][-x][a-h][1-8]$/.test(m));
    if (moves.length === 0) {
      // A lone pass, or an answer: the app passes by itself; anything else ends the check.
      await page.waitForFunction((p) => window.ashtapada.state().ply > p, s.ply, { timeout: 5_000 });
      continue;
    }
    const move = moves.find((m) => m.includes('x')) ?? moves[s.ply % moves.length];
    const [, a, b] = move.match(/([a-h][1-8])[-x]([a-h][1-8])/);
    await cursorTo(a);
    await listen(clock(), 400);
    from = clock();
    keys('Return');
    const up = (await listen(from, 500)).map((u) => u.text).join(' | ');
    assert.match(up, new RegExp(`${a}, .*picked up`), `picking up was not said: ${up}`);
    pickedUp += 1;
    await cursorTo(b);
    await listen(clock(), 400);
    from = clock();
    keys('Return');
    await page.waitForFunction((p) => window.ashtapada.state().ply > p, s.ply);
    const down = (await listen(from, 500)).map((u) => u.text).join(' | ');
    assert.match(down, new RegExp(`South.*${b}`), `putting down was not said: ${down}`);
    putDown += 1;
    rounds += 1;
  }
  // The last bots' turns, heard before the check.
  await page.waitForFunction(() => {
    const s = window.ashtapada.state();
    return s.outcome || (s.humanToAct && !s.thinking);
  }, null, { timeout: 60_000 });
  await listen(clock() - 200);

  const speech = said();
  const record = await page.evaluate(() => window.ashtapada.record());
  const plies = await page.evaluate(() => window.plies);
  // The bots' turns, from the record's movetext: "(5) b7-c7" by West, etc., with the time the
  // next turn began (the end of this one).
  const tokens = record.split('\n\n')[1].replace(/\d+\.\s/g, ' ').trim().split(/\s+/).filter((t) => t !== '*');
  const turns = [];
  for (let i = 0, ply = 0; i < tokens.length; i += 1, ply += 1) {
    const at = plies.findLast((p) => p.ply <= ply);
    const roll = tokens[i].match(/^\((\d)\)$/);
    if (!roll) continue;
    const action = tokens[i + 1];
    const seat = SEATS[at?.actor ?? 0];
    const end = plies.find((p) => p.ply > ply + 1)?.t ?? clock();
    turns.push({ seat, value: roll[1], action, end, start: at?.t ?? begun });
  }
  const bots = turns.filter((t) => t.seat !== 'South' && t.start > begun);
  assert.ok(bots.length >= ROUNDS * 3, `only ${bots.length} bot turns: ${record}`);
  let from_ = 0;
  let timed = 0;
  for (const turn of bots) {
    const cellTo = turn.action?.match(/([a-h][1-8])$/)?.[1];
    const phrase = new RegExp(`${turn.seat} rolled ${turn.value}${cellTo ? `.*${cellTo}` : ''}`);
    // Turns played before the person listened may be cut by their keys (L says them again);
    // from then on each is heard whole.
    const whole = turn.start >= listening;
    const i = speech.findIndex((u, k) => k >= from_ && (!whole || !u.cut) && phrase.test(u.text));
    assert.ok(i >= 0, `${turn.seat}'s turn (${turn.value}, ${turn.action}) was never heard${whole ? ' whole' : ''}, in order`);
    if (turn.start >= listening) {
      assert.ok(speech[i].start - turn.end <= 10_000, `${turn.seat}'s turn heard ${speech[i].start - turn.end} ms after it ended`);
      timed += 1;
    }
    from_ = i;
  }
  assert.ok(timed >= ROUNDS * 3 - 3, `only ${timed} bot turns timed`);
  for (const u of speech) {
    assert.ok(u.text.length <= 400, `${u.text.length} characters spoken unasked: ${u.text.slice(0, 120)}…`);
    assert.doesNotMatch(u.text, /worker|thinking/i, `a technical state was spoken: ${u.text}`);
  }
  const passes = speech.filter((u) => /passes/.test(u.text));
  for (let k = 1; k < passes.length; k += 1) {
    assert.ok(passes[k].text !== passes[k - 1].text || passes[k].start - passes[k - 1].start > 3000, `a pass said twice: ${passes[k].text}`);
  }
  console.log(`# heard through Orca: ${rounds} rounds, ${bots.length} bot turns (${timed} timed, each within 10 s), ${pickedUp} pick-ups and ${putDown} put-downs said, ${speech.length} utterances in ${((clock() - begun) / 1000).toFixed(0)} s`);
});
