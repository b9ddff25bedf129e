// Ashtapada's service worker: it keeps a copy of the site, so that once the game has been opened
// it opens again with no network at all (installed as an app, or offline in a tab).
//
// Network first, copy second: online, every file comes from the server (a new version shows at
// once, and Trunk's hashed file names never go stale); offline, the copy answers. The copy is made
// when the worker installs: the page, the hashed files that index.html names, and the bot and
// QR-code workers' files, whose names are fixed.
const CACHE = 'ashtapada-v1';
const FIXED = [
  './',
  'ashtapada-worker.js',
  'ashtapada-worker_bg.wasm',
  'ashtapada-worker_loader.js',
  'ashtapada-qr.js',
  'ashtapada-qr_bg.wasm',
  'ashtapada-qr_loader.js',
  'manifest.webmanifest',
  'icon.svg',
  'icon-192.png',
  'icon-512.png',
  'icon-maskable-512.png',
  'board.svg',
];

self.addEventListener('install', (event) => {
  event.waitUntil(
    (async () => {
      const page = await fetch('./', { cache: 'no-cache' });
      const html = await page.clone().text();
      const files = new Set(FIXED);
      for (const match of html.matchAll(/["'](?:\.\/)?([\w.-]+\.(?:js|wasm|css|svg))["']/g)) {
        files.add(match[1]);
      }
      const cache = await caches.open(CACHE);
      await cache.addAll([...files].filter((f) => f !== './'));
      await cache.put('./', page);
      await self.skipWaiting();
    })(),
  );
});

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
      try {
        const response = await fetch(request);
        if (response.ok) await cache.put(request, response.clone());
        return response;
      } catch (error) {
        const copy =
          (await cache.match(request, { ignoreSearch: true })) ??
          (request.mode === 'navigate' ? await cache.match('./') : undefined);
        if (copy) return copy;
        throw error;
      }
    })(),
  );
});
