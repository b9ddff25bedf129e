// Starts the page's wasm. Trunk's own start-up script is inline, which the page's
// Content-Security-Policy forbids (scripts come from this site's files only), so Trunk.toml's
// `pattern_script` writes a plain <script src="boot.js"> that names the hashed files in data
// attributes instead, and this file loads them. It also says so when the game cannot start
// (a file that did not arrive, a browser without WebAssembly), rather than "Loading…" for ever.
const tag = document.querySelector('script[data-js][data-wasm]');

function failed(error) {
  const status = document.getElementById('status');
  const message = `The game could not start: ${error?.message ?? error}.`;
  console.error(message);
  if (!status) return;
  status.dataset.state = 'error';
  status.textContent = `${message} `;
  const reload = document.createElement('button');
  reload.type = 'button';
  reload.textContent = 'Reload';
  reload.addEventListener('click', () => location.reload());
  status.append(reload);
}

try {
  if (!tag) throw new Error('the page names no game files');
  if (typeof WebAssembly !== 'object') throw new Error('this browser has no WebAssembly');
  const base = document.baseURI;
  const { default: init } = await import(new URL(tag.dataset.js, base).href);
  await init({ module_or_path: new URL(tag.dataset.wasm, base) });
} catch (error) {
  failed(error);
}
