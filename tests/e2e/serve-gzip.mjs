// Serves a built site (`dist/`) gzipped, as GitHub Pages does: for Lighthouse runs (BENCHMARKS.md),
// `node tests/e2e/serve-gzip.mjs dist 8766`, and as the site on the small internet of
// nat.test.mjs, `… dist 8000 203.0.113.1` (the address to listen on; loopback if none).
import { createServer } from 'node:http';
import { readFile } from 'node:fs/promises';
import { gzipSync } from 'node:zlib';
import { extname, join } from 'node:path';
const [root, port = "8766", host = "127.0.0.1"] = process.argv.slice(2);
const types = { '.html': 'text/html', '.js': 'text/javascript', '.wasm': 'application/wasm', '.css': 'text/css', '.svg': 'image/svg+xml', '.png': 'image/png', '.webmanifest': 'application/manifest+json', '.txt': 'text/plain; charset=utf-8' };
createServer(async (req, res) => {
  let path = decodeURIComponent(new URL(req.url, 'http://x').pathname);
  if (path.endsWith('/')) path += 'index.html';
  try {
    const body = await readFile(join(root, path));
    const type = types[extname(path)] ?? 'application/octet-stream';
    const gz = /text|javascript|wasm|svg|json/.test(type) && /gzip/.test(req.headers['accept-encoding'] ?? '');
    res.writeHead(200, { 'content-type': type, ...(gz ? { 'content-encoding': 'gzip' } : {}) });
    res.end(gz ? gzipSync(body) : body);
  } catch {
    res.writeHead(404);
    res.end();
  }
}).listen(Number(port), host);
