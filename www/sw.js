// Ashtapada's service worker: it keeps a copy of the site, so that once the game has been opened
// it opens again with no network at all (installed as an app, or offline in a tab).
//
// The copy first, the network behind it: the page comes from the copy at once (also offline),
// and while it starts the worker asks the server for the page again. When the server has
// another version, its files are copied, the new page replaces the old in the copy, and the
// open pages are told (`{ ashtapada: 'new-version' }`): boot.js shows "A new version is ready:
// Reload" instead of swapping the game under the player's feet. Trunk's hashed file names never
// go stale; the files with fixed names (the workers, the icons) are copied again with each
// version, those the copy holds.
//
// What a first visit costs: the install copies the page's own files only, from the browser's
// HTTP cache, which the visit has just filled (no second download). A bot worker, the extras
// worker (rules, lessons, live play), the icons are copied the first time the page asks for
// them (the fetch handler below keeps what it fetched): a first game with bots makes bot play
// work offline, and a visit that plays nothing fetches nothing more than the page. A Puzzles
// set is kept once its course was opened, and copied again with each version.
const CACHE = 'ashtapada-v2';
const FIXED = [
  'ashtapada-worker.js',
  'ashtapada-worker_bg.wasm',
  'ashtapada-worker_loader.js',
  'ashtapada-extras.js',
  'ashtapada-extras_bg.wasm',
  'ashtapada-extras_loader.js',
  'manifest.webmanifest',
  'icon.svg',
  'icon-192.png',
  'icon-512.png',
  'icon-maskable-512.png',
  'board.svg',
];

/** A file's path below the site's root (the service worker's scope): `puzzles/chaturaji.txt`. */
function pathOf(url) {
  const root = new URL(self.registration.scope).pathname;
  const path = decodeURIComponent(new URL(url).pathname);
  return path.startsWith(root) ? path.slice(root.length) : path;
}

/** The files a version's page names (hashed by Trunk, and boot.js). */
function filesOf(html) {
  const files = new Set();
  // Quoted or not: release builds minify index.html, which drops the quotes it can.
  for (const match of html.matchAll(/[="'](?:\.\/)?([\w.-]+\.(?:js|wasm|css|svg))(?=["'\s>])/g)) {
    files.add(match[1]);
  }
  return files;
}

/** What the stylesheet names (the board's picture while the wasm loads): part of the page. */
const STYLED = ['board.svg'];

/** The files with fixed names the copy holds (a worker used once, an icon asked for). */
async function heldFixed(cache) {
  const held = (await cache.keys()).map((r) => pathOf(r.url));
  return [...FIXED.filter((f) => held.includes(f) && !STYLED.includes(f)), ...held.filter(isSet)];
}

/** A Puzzles set (`puzzles/<ruleset>.txt`): a file with a fixed name, kept once its course opened. */
const isSet = (path) => path.startsWith('puzzles/');

/**
 * Copies a version: its files first, then its page (a copy is whole, or the old one). A file
 * with Trunk's hash in its name comes through the browser's HTTP cache (the install's page load
 * has just fetched it: no second download); one with a fixed name (boot.js, the workers, the
 * icons) past it, which the name would fool after an update.
 */
async function copyVersion(cache, page, html) {
  const files = [...filesOf(html), ...STYLED, ...(await heldFixed(cache))];
  const hashed = (f) => /-[0-9a-f]{8,16}(?:_bg)?\.[a-z]+$/.test(f);
  await cache.addAll(files.map((f) => new Request(f, { cache: hashed(f) ? 'default' : 'no-cache' })));
  await cache.put('./', page);
}

self.addEventListener('install', (event) => {
  event.waitUntil(
    (async () => {
      const page = await fetch('./', { cache: 'no-cache' });
      const html = await page.clone().text();
      await copyVersion(await caches.open(CACHE), page, html);
      await self.skipWaiting();
    })(),
  );
});

// The check of the server that the last load started (`refresh`), settled whatever its result.
// A page that posts `{ ashtapada: 'checked?' }` is answered `{ ashtapada: 'checked' }` once it
// is over, after any `new-version` message of that check: the end-to-end tests wait for this
// answer, not for a fixed time, before they find that no notice came.
let checking = Promise.resolve();

self.addEventListener('message', (event) => {
  if (event.data?.ashtapada !== 'checked?') return;
  event.waitUntil(checking.then(() => event.source?.postMessage({ ashtapada: 'checked' })));
});

/** Asks the server for the page; if it is another version, copies it and tells the pages. */
async function refresh(cache, copy) {
  let page;
  try {
    page = await fetch('./', { cache: 'no-cache' });
  } catch {
    return; // Offline: the copy is all there is.
  }
  if (!page.ok) return;
  const [html, before] = await Promise.all([page.clone().text(), copy.text()]);
  if (html === before) return;
  const keep = new Set([...filesOf(html), ...FIXED]);
  await copyVersion(cache, page, html);
  // The old version's hashed files are of no use any more.
  for (const request of await cache.keys()) {
    const name = pathOf(request.url);
    if (name && !keep.has(name) && !isSet(name)) await cache.delete(request);
  }
  for (const client of await self.clients.matchAll({ type: 'window' })) {
    client.postMessage({ ashtapada: 'new-version' });
  }
}

self.addEventListener('activate', (event) => {
  event.waitUntil(
    (async () => {
      for (const key of await caches.keys()) {
        if (key !== CACHE) await caches.delete(key);
      }
      await self.clients.claim();
    })(),
  );
});

self.addEventListener('fetch', (event) => {
  const request = event.request;
  if (request.method !== 'GET' || new URL(request.url).origin !== self.location.origin) return;
  event.respondWith(
    (async () => {
      const cache = await caches.open(CACHE);
      if (request.mode === 'navigate') {
        const copy = await cache.match('./');
        if (copy) {
          const check = refresh(cache, copy.clone());
          checking = check.catch(() => {});
          event.waitUntil(check);
          return copy;
        }
      } else {
        const copy = await cache.match(request, { ignoreSearch: true });
        if (copy) return copy;
      }
      // Not in the copy yet: from the server, and kept.
      const response = await fetch(request);
      if (response.ok && request.mode !== 'navigate') await cache.put(request, response.clone());
      return response;
    })(),
  );
});
