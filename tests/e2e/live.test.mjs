// Live play (issue 31): devices are browser contexts of one Chromium on this machine, joined
// by a direct WebRTC data channel with no ICE server at all (the same machine connects by its
// own host candidates). The opening exchange goes through the pages' own controls (the Play
// live dialog, the invitation link, the answer box) or the test hooks; after it, no link.
import { test } from 'node:test';
import assert from 'node:assert/strict';
import AxeBuilder from '@axe-core/playwright';
import { liveDevice as device, state, newGame, play, act, record, playAny, withBrowser, BASE_URL } from './devices.mjs';

/** Waits until `page`'s live play state is `want`. */
async function live(page, want) {
  await page.waitForFunction((w) => window.ashtapada.state().live === w, want, { timeout: 20_000 });
}

/** The host's invitation, through the page: More, Play live, the link in the dialog. */
async function inviteByHand(host) {
  // On a phone the menu's rest opens from More.
  if (await host.isVisible('#btn-more')) await host.click('#btn-more');
  await host.click('#btn-live');
  await host.waitForSelector('#dlg-live[open] #live-invite', { timeout: 20_000 });
  return host.inputValue('#live-invite');
}

/** The guest's answer, as its page shows it, entered in the host's answer box. */
async function answerByHand(host, guest) {
  await guest.waitForSelector('#dlg-live[open] #live-reply', { timeout: 20_000 });
  const reply = await guest.inputValue('#live-reply');
  await host.fill('#live-answer-text', reply);
  await host.click('#live-accept');
  return reply;
}

/** A guest joins through the hooks: its page opens the invitation, answers; the host accepts. */
async function join(browser, problems, host, context = undefined) {
  const invitation = await host.evaluate(() => window.ashtapada.liveInvite());
  const guest = await device(browser, problems, invitation, context);
  const reply = await guest.evaluate(() => window.ashtapada.liveReply());
  await host.evaluate((r) => window.ashtapada.liveAccept(r), reply);
  await live(guest, 'connected');
  return guest;
}


/** Waits until every device has `ply` actions. */
async function caughtUp(devices, ply) {
  for (const page of devices) {
    await page.waitForFunction((p) => window.ashtapada.state().ply >= p, ply, { timeout: 20_000 });
  }
}

test('two devices play chaturanga-v3 live: 10 moves each way show within a second, then to its end', () =>
  withBrowser(async (browser, problems) => {
    const host = await device(browser, problems);
    await newGame(host, 'chaturanga-v3', ['human', 'human']);
    const invitation = await inviteByHand(host);
    assert.ok(invitation.includes('#live='), invitation);
    assert.ok(invitation.length < 2000, `an invitation of ${invitation.length} characters`);
    const guest = await device(browser, problems, invitation);
    const reply = await answerByHand(host, guest);
    assert.ok(reply.length < 2000, `an answer of ${reply.length} characters`);
    await live(host, 'connected');
    await live(guest, 'connected');
    // The status line says so on both devices, all the time.
    assert.match(await host.textContent('#live-status'), /connected/);
    assert.match(await guest.textContent('#live-status'), /connected/);

    const delays = [];
    for (let i = 0; i < 20; i++) {
      const [mover, other] = i % 2 === 0 ? [host, guest] : [guest, host];
      const s = await state(mover);
      assert.ok(s.humanToAct, `move ${i}: the mover's turn`);
      const action = s.legal[(i * 7 + 3) % s.legal.length];
      // When each page has the action (both watched at once, every 5 ms): the mover's as soon
      // as its own update is done (which sends it), the other's when it is shown there.
      const at = (page) =>
        page.waitForFunction((p) => window.ashtapada.state().ply > p && Date.now(), s.ply, {
          timeout: 1_000,
          polling: 5,
        });
      const watched = Promise.all([at(mover), at(other)]);
      await mover.fill('#move-input', action);
      await mover.press('#move-input', 'Enter');
      const [own, seen] = await watched;
      delays.push((await seen.jsonValue()) - (await own.jsonValue()));
    }
    delays.sort((a, b) => a - b);
    console.log(`live: an action shows on the other device ${delays[10]} ms (median) and ${delays[19]} ms (most) after the mover's page has it, 20 actions`);
    assert.equal(await record(host), await record(guest));

    // On to the game's end, every action live.
    for (let i = 0; i < 1500 && (await playAny([host, guest], i * 5 + 1)); i++) {
      await caughtUp([host, guest], (await state(host)).ply);
    }
    const end = await state(host);
    assert.ok(end.outcome, 'the game ended');
    await guest.waitForFunction(() => window.ashtapada.state().outcome);
    assert.equal(await record(host), await record(guest));
  }));

/**
 * An action of `legal` for the `i`-th turn: a capture when there is one, so that a game of
 * four people ends in a few hundred plies (arbitrary moves can wander on for a thousand and
 * more, and each ply is a round trip to every device).
 */
function pick(legal, i) {
  const captures = legal.filter((a) => a.includes('x'));
  const pool = captures.length ? captures : legal;
  return pool[(i * 3 + 1) % pool.length];
}

/**
 * A four-handed Chaturaji game played live to its end by the host and `guests` guests, each
 * device one seat, the seats left over the host's bots (easy).
 */
function fourHanded(guests) {
  return withBrowser(async (browser, problems) => {
    const host = await device(browser, problems);
    const seats = ['human', 'human', 'human', 'human'].map((p, i) => (i <= guests ? p : 'bot:easy'));
    await newGame(host, 'chaturaji', seats);
    const devices = [host];
    for (let g = 0; g < guests; g++) devices.push(await join(browser, problems, host));
    await live(host, 'connected');
    // Device i plays seat i (each guest took the first seat offered); the bots are the
    // host's, the die the game's.
    for (let i = 0; i < 3000; i++) {
      const s = await state(host);
      if (s.outcome) break;
      let ply;
      if (s.actor < devices.length) {
        const page = devices[s.actor];
        // The mover's device may still be an action behind the host (a bot's move on its way):
        // its legal actions are read once it has the host's position.
        if (s.actor !== 0) {
          await page.waitForFunction((p) => window.ashtapada.state().ply >= p, s.ply, { timeout: 20_000 });
        }
        const mine = s.actor === 0 ? s : await state(page);
        await act(page, mine, pick(mine.legal, i));
        // A guest's action is on its page before it reaches the host: every device catches
        // up with the mover, not with the host as it was.
        ply = (await state(page)).ply;
      } else {
        // The host's bot is thinking: its action comes to every device.
        await host.waitForFunction(
          (p) => window.ashtapada.state().ply > p || window.ashtapada.state().outcome,
          s.ply,
        );
        ply = (await state(host)).ply;
      }
      await caughtUp(devices, ply);
    }
    assert.ok((await state(host)).outcome, 'the game ended');
    for (const g of devices.slice(1)) {
      await g.waitForFunction(() => window.ashtapada.state().outcome);
      assert.equal(await record(g), await record(host));
      assert.equal((await state(g)).thinking, false, 'a guest runs no bot');
    }
  });
}

test('four-handed chaturaji live: the host, two guests and a bot play to the end', () => fourHanded(2));

test('four devices play four-handed chaturaji live to the end', () => fourHanded(3));

test('a game against the bots, played live: a friend takes the bot seat of their choice', () =>
  withBrowser(async (browser, problems) => {
    // A first visit: Play the bots (the form's own game, one person and three bots), then
    // Play live. The invitation offers the bots' seats (it once offered none, and the dialog
    // waited for an answer that could not come).
    const host = await device(browser, problems);
    await host.click('#welcome-bots');
    await host.click('#setup-start');
    await host.waitForSelector('#dlg-setup', { state: 'hidden' });
    const invitation = await inviteByHand(host);
    assert.equal((await state(host)).live, 'waiting');
    const guest = await device(browser, problems, invitation);
    // Three seats offered: the friend chooses East.
    await guest.waitForSelector('#dlg-live[open] #live-seat-3');
    assert.equal(await guest.locator('#dlg-live [id^="live-seat-"]').count(), 3);
    await guest.click('#live-seat-3');
    await answerByHand(host, guest);
    await live(host, 'connected');
    await live(guest, 'connected');
    // The friend plays East on their device, the host South on theirs; the host's bots play
    // the other two seats, and never East.
    let eastMoves = 0;
    for (let i = 0; i < 400 && eastMoves < 3; i++) {
      const h = await state(host);
      if (h.outcome) break;
      assert.ok(!(h.thinking && h.actor === 3), 'a bot thinks for the friend');
      let mover = null;
      if (h.humanToAct) {
        mover = host;
      } else {
        const g = await state(guest);
        if (g.humanToAct && g.ply === h.ply) {
          assert.equal(g.actor, 3);
          mover = guest;
          eastMoves++;
        }
      }
      if (!mover) {
        await new Promise((done) => setTimeout(done, 50));
        continue;
      }
      const m = await state(mover);
      await act(mover, m, m.legal[i % m.legal.length]);
      await caughtUp([host, guest], (await state(mover)).ply);
    }
    assert.equal(eastMoves, 3, 'the friend played East');
    assert.match(await record(host), /\[East "Human"\]/);
    assert.equal(await record(guest), await record(host));
  }));

test('a guest whose page is closed and reopened comes back by a new invitation to the same record', () =>
  withBrowser(async (browser, problems) => {
    const host = await device(browser, problems);
    await newGame(host, 'chaturanga-v3', ['human', 'human']);
    const context = await browser.newContext({ viewport: { width: 1280, height: 860 } });
    let guest = await join(browser, problems, host, context);
    for (let i = 0; i < 8; i++) await playAny([host, guest], i + 2);
    await caughtUp([host, guest], 8);
    await guest.close();
    await live(host, 'lost');
    assert.match(await host.textContent('#live-status'), /lost/);
    const kept = await record(host);
    // The same device (its storage: the game saved) opens the host's new invitation.
    guest = await join(browser, problems, host, context);
    await live(host, 'connected');
    assert.equal(await record(guest), kept);
    await playAny([host, guest], 1);
    await caughtUp([host, guest], 9);
    assert.equal(await record(guest), await record(host));
  }));

test('a take-back, a draw and a resignation are asked and answered over the connection', () =>
  withBrowser(async (browser, problems) => {
    const host = await device(browser, problems);
    await newGame(host, 'chaturanga-v3', ['human', 'human']);
    const guest = await join(browser, problems, host);
    await playAny([host, guest], 0);
    await playAny([host, guest], 0);
    await caughtUp([host, guest], 2);
    // The guest asks to take its move back; the host agrees.
    await guest.click('#btn-undo');
    await host.waitForSelector('#dlg-live-ask[open]');
    assert.match(await host.textContent('#dlg-live-ask'), /take-back/);
    await host.click('#live-yes');
    for (const page of [host, guest]) {
      await page.waitForFunction(() => window.ashtapada.state().ply === 1);
    }
    assert.equal(await record(guest), await record(host));
    // The host offers a draw; the guest declines, and the host is told.
    await host.click('#btn-draw');
    await host.click('#confirm-yes');
    await guest.waitForSelector('#dlg-live-ask[open]');
    await guest.click('#live-no');
    await host.waitForFunction(() => /declined/.test(window.ashtapada.state().toast ?? ''));
    assert.equal((await state(host)).outcome, null);
    // The guest resigns: the host's game ends, and the ended game comes back to the guest.
    await guest.click('#btn-resign');
    await guest.click('#confirm-yes');
    await host.waitForFunction(() => window.ashtapada.state().outcome);
    await guest.waitForFunction(() => window.ashtapada.state().outcome);
    assert.equal(await record(guest), await record(host));
  }));

test('a tampered invitation and a tampered answer are refused with a message', () =>
  withBrowser(async (browser, problems) => {
    const host = await device(browser, problems);
    await newGame(host, 'chaturanga-v3', ['human', 'human']);
    const invitation = await inviteByHand(host);
    const at = invitation.indexOf('#live=') + 20;
    const flip = invitation[at] === 'A' ? 'B' : 'A';
    const tampered = invitation.slice(0, at) + flip + invitation.slice(at + 1);
    const guest = await device(browser, problems, tampered);
    await guest.waitForFunction(() => window.ashtapada.state().toast);
    assert.match((await state(guest)).toast, /invitation cannot be opened/);
    assert.equal((await state(guest)).live, 'off');
    // A first visit it was: the welcome stays, and the game behind it still waits (it once
    // set the bots going, whose pass could hide the message).
    assert.equal(await guest.isVisible('#welcome'), true);
    assert.equal((await state(guest)).ply, 0);
    // A real answer with one character changed.
    const honest = await device(browser, problems, invitation);
    const reply = await honest.evaluate(() => window.ashtapada.liveReply());
    const cut = reply.length - 5;
    const bad = reply.slice(0, cut) + (reply[cut] === 'A' ? 'B' : 'A') + reply.slice(cut + 1);
    await host.fill('#live-answer-text', bad);
    await host.click('#live-accept');
    await host.waitForSelector('#live-error');
    assert.match(await host.textContent('#live-error'), /answer cannot be used/);
    assert.equal((await state(host)).live, 'waiting');
    // The honest answer still connects.
    await host.fill('#live-answer-text', reply);
    await host.click('#live-accept');
    await live(host, 'connected');
  }));

test('the codec loads only with live play: an invitation opened says it is being read meanwhile', () =>
  withBrowser(async (browser, problems) => {
    // The invitation's codec is the extras worker's: a first visit fetches none of it.
    const host = await device(browser, problems);
    const extras = () =>
      host.evaluate(() => performance.getEntriesByType('resource').some((e) => /ashtapada-extras/.test(e.name)));
    assert.equal(await extras(), false, 'the first visit fetched the extras worker');
    await newGame(host, 'chaturanga-v3', ['human', 'human']);
    const invitation = await host.evaluate(() => window.ashtapada.liveInvite());
    assert.equal(await extras(), true, 'Play live fetched the extras worker');
    // A guest whose extras worker is slow to come (a first visit on a slow network).
    const context = await browser.newContext({ viewport: { width: 390, height: 844 } });
    await context.route('**/ashtapada-extras_bg.wasm', async (route) => {
      await new Promise((done) => setTimeout(done, 2_000));
      await route.continue();
    });
    const guest = await device(browser, problems, invitation, context);
    await guest.waitForSelector('#dlg-live[open] #live-reading');
    await guest.waitForSelector('#dlg-live[open] #live-reply');
    const reply = await guest.inputValue('#live-reply');
    await host.evaluate((r) => window.ashtapada.liveAccept(r), reply);
    await live(guest, 'connected');
  }));

test('an answer link opened in the host browser is taken by the tab that invited', () =>
  withBrowser(async (browser, problems) => {
    const host = await device(browser, problems);
    await newGame(host, 'chaturanga-v3', ['human', 'human']);
    const invitation = await host.evaluate(() => window.ashtapada.liveInvite());
    const guest = await device(browser, problems, invitation);
    const reply = await guest.evaluate(() => window.ashtapada.liveReply());
    // The host scans the answer's QR code: it opens in a new tab of the same browser.
    const tab = await device(browser, problems, reply, host.context());
    await tab.waitForFunction(() => window.ashtapada.state().toast);
    assert.match((await state(tab)).toast, /handed to the tab that invited/);
    await live(host, 'connected');
    await live(guest, 'connected');
  }));

test('the Play live dialog on a 390-px phone in French, and what axe-core finds on both devices', () =>
  withBrowser(async (browser, problems) => {
    const phone = () =>
      browser.newContext({ viewport: { width: 390, height: 844 }, locale: 'fr-FR', isMobile: true, hasTouch: true });
    const audit = async (page, where) => {
      const { violations } = await new AxeBuilder({ page }).analyze();
      return violations.map((v) => `${where}: ${v.id} (${v.impact}) at ${v.nodes.map((n) => n.target.join(' ')).join(', ')}`);
    };
    const host = await device(browser, problems, BASE_URL, await phone());
    await newGame(host, 'chaturanga-v3', ['human', 'human']);
    const invitation = await inviteByHand(host);
    await host.waitForSelector('#dlg-live .qr svg', { timeout: 20_000 });
    const box = await host.locator('#dlg-live').boundingBox();
    assert.ok(box && box.x >= 0 && box.x + box.width <= 390, `the dialog fits: ${JSON.stringify(box)}`);
    assert.match(await host.textContent('#live-title'), /Jouer en direct/);
    await host.screenshot({ path: 'tests/e2e/screenshots/live-phone-fr.png' });
    const found = await audit(host, 'the invitation');
    const guest = await device(browser, problems, invitation, await phone());
    await guest.waitForSelector('#dlg-live[open] #live-reply', { timeout: 20_000 });
    await guest.screenshot({ path: 'tests/e2e/screenshots/live-phone-fr-answer.png' });
    found.push(...(await audit(guest, 'the answer')));
    await answerByHand(host, guest);
    await live(host, 'connected');
    await live(guest, 'connected');
    await host.keyboard.press('Escape');
    await host.waitForSelector('#dlg-live', { state: 'hidden' });
    assert.match(await guest.textContent('#live-status'), /Direct/);
    await guest.screenshot({ path: 'tests/e2e/screenshots/live-phone-fr-connected.png' });
    found.push(...(await audit(host, 'the host, connected')), ...(await audit(guest, 'the guest, connected')));
    assert.deepEqual(found, []);
  }));

/** Presses Tab until the element `id` has the focus (at most `max` times). */
async function tabTo(page, id, max = 60) {
  for (let i = 0; i < max; i += 1) {
    if ((await page.evaluate(() => document.activeElement?.id)) === id) return;
    await page.keyboard.press('Tab');
  }
  assert.fail(`#${id} never got the focus`);
}

/** A move typed in the move box by keyboard alone (Tab to it, the move, Enter). */
async function typeMove(page, move) {
  const { ply } = await state(page);
  await tabTo(page, 'move-input');
  await page.keyboard.type(move);
  await page.keyboard.press('Enter');
  await page.waitForFunction((p) => window.ashtapada.state().ply > p, ply);
}

test('live play by keyboard alone, and each move heard on the other device', () =>
  withBrowser(async (browser, problems) => {
    const host = await device(browser, problems);
    await newGame(host, 'chaturanga-v3', ['human', 'human']);
    // The host: Play live from the menu, by Tab and Enter.
    await tabTo(host, 'btn-live');
    await host.keyboard.press('Enter');
    await host.waitForSelector('#dlg-live[open] #live-invite', { timeout: 20_000 });
    // What the person copies and sends (the copy itself is the messenger's business).
    const invitation = await host.inputValue('#live-invite');
    const guest = await device(browser, problems, invitation);
    await guest.waitForSelector('#dlg-live[open] #live-reply', { timeout: 20_000 });
    const reply = await guest.inputValue('#live-reply');
    // The host types the answer in and connects, by keyboard.
    await tabTo(host, 'live-answer-text');
    await host.keyboard.insertText(reply);
    await tabTo(host, 'live-accept');
    await host.keyboard.press('Enter');
    await live(host, 'connected');
    await live(guest, 'connected');
    // The guest's dialog, open to show the answer, is closed by Escape.
    if (await guest.isVisible('#dlg-live')) await guest.keyboard.press('Escape');
    await guest.waitForSelector('#dlg-live', { state: 'hidden' });
    if (await host.isVisible('#dlg-live')) await host.keyboard.press('Escape');

    // Four moves, each typed on its device and heard on the other in the polite live region.
    for (let i = 0; i < 4; i++) {
      const [mover, other] = i % 2 === 0 ? [host, guest] : [guest, host];
      const s = await state(mover);
      const move = s.legal.find((m) => /^[a-h][1-8]-[a-h][1-8]$/.test(m)) ?? s.legal[0];
      await typeMove(mover, move);
      const to = move.match(/([a-h][1-8])$/)?.[1];
      await other.waitForFunction((p) => window.ashtapada.state().ply > p, s.ply);
      await other.waitForFunction(
        (cell) => (document.querySelector('#announce')?.textContent ?? '').includes(cell),
        to,
        { timeout: 5_000 },
      );
    }
    assert.equal(await record(host), await record(guest));
  }));

test('the live play servers in Settings: a line that does not read is said there at once, in French', () =>
  withBrowser(async (browser, problems) => {
    const context = await browser.newContext({ viewport: { width: 390, height: 844 }, locale: 'fr-FR', isMobile: true, hasTouch: true });
    // What the page asks of each connection it makes (no server is reached: none is there).
    await context.addInitScript(() => {
      const Real = window.RTCPeerConnection;
      window.rtcConfigs = [];
      window.RTCPeerConnection = function (config) {
        window.rtcConfigs.push(JSON.parse(JSON.stringify(config ?? {})));
        return new Real(config);
      };
      window.RTCPeerConnection.prototype = Real.prototype;
    });
    const page = await device(browser, problems, BASE_URL, context);
    const box = page.locator('#pref-live-servers');
    // A TURN server without its password: said under the box when the person leaves it.
    await box.fill('stun:stun.exemple.org:3478\nturn:relais.exemple.org:3478 alice');
    await box.blur();
    await page.waitForSelector('#pref-live-servers-error');
    assert.match(await page.textContent('#pref-live-servers-error'), /La ligne 2 des serveurs du direct est illisible/);
    assert.equal(await box.getAttribute('aria-invalid'), 'true');
    assert.match(await box.getAttribute('aria-describedby'), /pref-live-servers-error/);
    await box.scrollIntoViewIfNeeded();
    await page.screenshot({ path: 'tests/e2e/screenshots/live-servers-bad-fr.png' });
    // Mended, the message goes, and the list is kept across a reload.
    await box.fill('stun:stun.exemple.org:3478\nturn:relais.exemple.org:3478 alice secret');
    await box.blur();
    await page.waitForSelector('#pref-live-servers-error', { state: 'detached' });
    assert.equal(await box.getAttribute('aria-invalid'), null);
    await page.reload();
    await page.waitForFunction(() => window.ashtapada?.state());
    assert.equal(await page.inputValue('#pref-live-servers'), 'stun:stun.exemple.org:3478\nturn:relais.exemple.org:3478 alice secret');
    // Play live hands them to the browser's connection (its constructor is watched).
    await page.click('#welcome-friend');
    await page.click('#setup-start');
    await page.waitForSelector('#dlg-setup', { state: 'hidden' });
    if (await page.isVisible('#btn-more')) await page.click('#btn-more');
    await page.click('#btn-live');
    await page.waitForFunction(() => window.rtcConfigs?.length > 0);
    assert.deepEqual(await page.evaluate(() => window.rtcConfigs[0].iceServers), [
      { urls: 'stun:stun.exemple.org:3478' },
      { urls: 'turn:relais.exemple.org:3478', username: 'alice', credential: 'secret' },
    ]);
  }));

/** The faces of a record's rolls, in order (`(5)` is a roll of 5). */
function rolls(text) {
  const moves = text.split('\n\n').slice(1).join('\n');
  return [...moves.matchAll(/\((\d)\)/g)].map((m) => Number(m[1]));
}

test('fair dice live: a copy of the game opened from the host\'s own link cannot foresee the guest\'s rolls', () =>
  withBrowser(async (browser, problems) => {
    // Chaturaji: the host plays South, a friend North on a second device, the host's bots the
    // others. From the friend's joining on, every roll is drawn by both devices.
    const host = await device(browser, problems);
    await newGame(host, 'chaturaji', ['human', 'bot:easy', 'human', 'bot:easy']);
    const guest = await join(browser, problems, host);
    await live(host, 'connected');
    const looked = [];
    for (let i = 0; i < 3000 && looked.length < 12; i++) {
      const g = await state(guest);
      if (g.outcome) break;
      const h = await state(host);
      if (g.humanToAct && g.legal.length === 0 && g.ply === h.ply) {
        // The friend's seat is to roll, and has not. The host's game does not know the face,
        // and neither does a copy of it: the link carries no seed that tells it.
        assert.deepEqual(h.legal, [], 'the host can roll for the friend');
        // Someone holding the host's link opens it in a browser of their own, as a private
        // window would.
        const link = await host.evaluate(() => window.ashtapada.shareLink());
        let spy = await device(browser, problems, `${BASE_URL}#${link}`);
        try {
          await spy.waitForFunction((p) => window.ashtapada.state().ply === p, h.ply, { timeout: 20_000 });
        } catch (e) {
          // About once in eight runs the copy did not show the game within 20 s (its cause is
          // not found yet): say what it showed, and open the link once more.
          const s = await state(spy);
          console.log(`# the copy, once more: ${JSON.stringify({ want: h.ply, ply: s.ply, toast: s.toast, actor: s.actor })}`);
          await spy.context().close();
          spy = await device(browser, problems, `${BASE_URL}#${link}`);
          await spy.waitForFunction((p) => window.ashtapada.state().ply === p, h.ply, { timeout: 20_000 });
        }
        const copy = await state(spy);
        const copied = await record(spy);
        await spy.context().close();
        assert.match(copied, /\[DiceFrom "\d+"\]/, 'the copy is of a game whose dice the devices draw');
        assert.match(copied, /\[Dice "2\./);
        // The copy, on its own, rolls with its own die (or cannot roll at all).
        const guess = copy.legal.length === 1 ? Number(copy.legal[0].replace(/\D/g, '')) : null;
        await act(guest, g, 'roll');
        await guest.waitForFunction((p) => window.ashtapada.state().ply > p, g.ply);
        const real = rolls(await record(guest)).at(-1);
        looked.push({ guess, real });
        continue;
      }
      if (h.humanToAct && h.ply >= g.ply) {
        await act(host, h, h.legal.length ? h.legal[(i * 5 + 1) % h.legal.length] : 'roll');
      } else if (g.humanToAct && g.ply === h.ply) {
        await act(guest, g, g.legal[(i * 5 + 1) % g.legal.length]);
      } else {
        await new Promise((done) => setTimeout(done, 30));
      }
    }
    assert.equal(looked.length, 12, `the friend's rolls looked at: ${JSON.stringify(looked)}`);
    // A copy that knew the dice would agree 12 times in 12; a fresh die of four faces agrees
    // about 3 times (9 or more by chance: p < 0.0004).
    const agreed = looked.filter((l) => l.guess === l.real).length;
    console.log(`# fair dice: a copy from the host's link agreed with ${agreed} of 12 of the friend's rolls`);
    assert.ok(agreed <= 8, `the copy foresaw ${agreed} of 12 rolls: ${JSON.stringify(looked)}`);
    // Both devices have the same record, and its proof, once the game waits for a person (the
    // host's bots play on meanwhile).
    for (let i = 0; i < 400; i++) {
      const [h, g] = [await state(host), await state(guest)];
      if (h.ply === g.ply && (h.humanToAct || g.humanToAct || h.outcome)) break;
      await new Promise((done) => setTimeout(done, 50));
    }
    assert.equal(await record(guest), await record(host));
    assert.match(await host.textContent('#live-status'), /dice drawn by 2 devices/);
    // No part was refused on the way (a part sent again, as a game message crossed it, is no
    // news: it once showed the refusal's banner).
    for (const page of [host, guest]) {
      assert.doesNotMatch(await page.textContent('body'), /does not match what it committed to/);
    }
    await host.screenshot({ path: new URL('./screenshots/live-fair-dice.png', import.meta.url).pathname });
  }));
