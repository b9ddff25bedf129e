// End-to-end test of the release build, driven by Playwright (playwright-core only, Debian's
// Chromium). `cargo xtask test` serves dist/ on loopback and passes its URL in ASHTAPADA_URL;
// by hand: `cargo xtask serve`, then `node --test tests/e2e/` (defaults to port 8080).
import { test, before, after } from 'node:test';
import assert from 'node:assert/strict';
import { mkdir } from 'node:fs/promises';
import { fileURLToPath } from 'node:url';
import { chromium } from 'playwright-core';

const BASE_URL = process.env.ASHTAPADA_URL ?? 'http://127.0.0.1:8080/';
const SCREENSHOTS = fileURLToPath(new URL('./screenshots/', import.meta.url));
const LOCAL_HOSTS = new Set(['127.0.0.1', 'localhost', '[::1]']);

let browser;

before(async () => {
  browser = await chromium.launch({
    executablePath: process.env.CHROMIUM ?? '/usr/bin/chromium',
    args: [
      '--no-sandbox',
      '--disable-gpu',
      '--disable-quic',
      '--no-first-run',
      '--disable-background-networking',
      '--disable-component-update',
      '--disable-sync',
    ],
  });
});

after(async () => {
  await browser?.close();
});

/** Whether a request stays on this machine (data: and blob: URLs never leave the page). */
function isLocal(url) {
  const { protocol, hostname } = new URL(url);
  if (protocol === 'data:' || protocol === 'blob:') return true;
  return LOCAL_HOSTS.has(hostname);
}

test('the page starts the worker, draws the board and stays offline', { timeout: 90_000 }, async () => {
  const context = await browser.newContext({
    viewport: { width: 1200, height: 800 },
    deviceScaleFactor: 2,
  });
  const requests = [];
  const problems = [];
  context.on('request', (request) => requests.push(request.url()));
  const page = await context.newPage();
  page.on('pageerror', (error) => problems.push(`page error: ${error.message}`));
  page.on('console', (message) => {
    if (message.type() === 'error') problems.push(`console error: ${message.text()}`);
  });

  try {
    await page.goto(BASE_URL, { waitUntil: 'load' });

    // The worker says Ready, the page pings, the worker pongs: then #status is "ready".
    const status = page.locator('#status');
    await page.waitForFunction(
      () => ['ready', 'error'].includes(document.querySelector('#status')?.dataset.state),
      null,
      { timeout: 60_000 },
    );
    const statusText = await status.textContent();
    assert.equal(await status.getAttribute('data-state'), 'ready', `#status says: ${statusText}`);
    assert.match(statusText, /ready/i);

    // The canvas' backing store is its CSS size times the device pixel ratio.
    const size = await page.$eval('#board', (canvas) => ({
      width: canvas.width,
      height: canvas.height,
      cssWidth: canvas.getBoundingClientRect().width,
      cssHeight: canvas.getBoundingClientRect().height,
      ratio: window.devicePixelRatio,
    }));
    assert.equal(size.ratio, 2);
    assert.ok(size.cssWidth > 100, `canvas is only ${size.cssWidth}px wide`);
    assert.equal(size.width, Math.round(size.cssWidth * size.ratio));
    assert.equal(size.height, Math.round(size.cssHeight * size.ratio));

    // The canvas is painted: fully opaque, with the board's several colours.
    const pixels = await page.$eval('#board', (canvas) => {
      const { data } = canvas.getContext('2d').getImageData(0, 0, canvas.width, canvas.height);
      const colours = new Map();
      let transparent = 0;
      for (let i = 0; i < data.length; i += 4) {
        if (data[i + 3] !== 255) transparent += 1;
        const key = (data[i] << 16) | (data[i + 1] << 8) | data[i + 2];
        colours.set(key, (colours.get(key) ?? 0) + 1);
      }
      const total = data.length / 4;
      // Colours covering at least 1% of the canvas: background, squares, grid.
      const major = [...colours.values()].filter((n) => n >= total / 100).length;
      return { total, transparent, distinct: colours.size, major };
    });
    assert.equal(pixels.transparent, 0, 'part of the canvas was never painted');
    assert.ok(pixels.major >= 3, `only ${pixels.major} main colours: ${JSON.stringify(pixels)}`);

    await mkdir(SCREENSHOTS, { recursive: true });
    await page.screenshot({ path: `${SCREENSHOTS}page.png`, fullPage: true });

    // Nothing left this machine: not the page, not the worker.
    await page.waitForLoadState('networkidle');
    assert.ok(
      requests.some((url) => url.endsWith('.wasm')),
      `no wasm request seen; requests: ${requests.join(', ')}`,
    );
    assert.deepEqual(requests.filter((url) => !isLocal(url)), [], 'requests to other hosts');
    assert.deepEqual(problems, []);
  } finally {
    await context.close();
  }
});
