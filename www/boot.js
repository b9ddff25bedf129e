// Starts the page's wasm. Trunk's own start-up script is inline, which the page's
// Content-Security-Policy forbids (scripts come from this site's files only), so Trunk.toml's
// `pattern_script` writes a plain <script src="boot.js"> that names the hashed files in data
// attributes instead, and this file loads them. It also says so when the game cannot start
// (a file that did not arrive, a browser without WebAssembly), rather than "Loading…" for ever.
const tag = document.querySelector('script[data-js][data-wasm]');

// The page's language before the wasm runs (the wasm then says everything through its Fluent
// messages): the one chosen in the Settings (kept in the save), else French for a browser that
// prefers `fr-*`, English otherwise, as the game itself decides (crates/i18n, Lang::from_browser).
function pageLanguage() {
  try {
    const chosen = JSON.parse(localStorage.getItem('ashtapada.save') ?? 'null')?.prefs?.lang;
    if (chosen === 'fr' || chosen === 'en') return chosen;
  } catch {
    // An unreadable save: the wasm says so; the browser's languages decide here.
  }
  for (const tag of navigator.languages ?? [navigator.language]) {
    const primary = String(tag).toLowerCase().split(/[-_]/)[0];
    if (primary === 'fr' || primary === 'en') return primary;
  }
  return 'en';
}

// The few words shown before the wasm can speak (the loading note, a failure to start).
const WORDS = {
  en: {
    failed: 'The game could not start:',
    reload: 'Reload',
    later: 'Later',
    newVersion: 'A new version of Ashtapada is ready.',
    bug: (why) => `Ashtapada hit a bug (${why}). Your game is saved: reload the page to go on.`,
    loading: null,
    status: null,
  },
  fr: {
    failed: 'Le jeu n’a pas pu démarrer :',
    reload: 'Recharger',
    later: 'Plus tard',
    newVersion: 'Une nouvelle version d’Ashtapada est prête.',
    bug: (why) =>
      `Ashtapada a rencontré un bogue (${why}). Votre partie est enregistrée : rechargez la page pour continuer.`,
    status: 'Chargement…',
    loading: 'Les échecs à quatre et aux dés de l’Inde ancienne, et leurs cousins. Installation du plateau…',
    // The welcome's words (crates/i18n/locales/fr.ftl, page-welcome-*), by element id.
    welcome: {
      'welcome-title': 'Bienvenue sur Ashtapada',
      'welcome-learn': 'Apprendre à jouer',
      'welcome-bots': 'Jouer contre les robots',
      'welcome-friend': 'Jouer avec un ami',
    },
    welcomeText: [
      'Les échecs tels que l’Inde ancienne les jouait : quatre armées et un dé, deux armées face à face, et l’échiquier rond de Byzance.',
      'Jouez dans votre navigateur, même hors ligne, contre des robots ou des amis.',
    ],
  },
};
const lang = pageLanguage();
// The Share dialog's "Send…" button (the Web Share API) shows only where the browser has it.
if (typeof navigator.share === 'function') document.documentElement.classList.add('can-share');
const words = WORDS[lang];
document.documentElement.lang = lang;
// A returning visitor (a saved game, a game link) skips the welcome that style.css shows a
// first visit before any script runs (the wasm decides for good). A save written behind the
// welcome (settings chosen, no way in yet: `"welcome": true`) keeps it.
let returning = location.hash.length > 1;
let save = null;
try {
  save = localStorage.getItem('ashtapada.save');
} catch {
  // Storage turned off: every visit is a first one.
}
if (save !== null) {
  try {
    returning ||= JSON.parse(save)?.welcome !== true;
  } catch {
    // An unreadable save: the wasm says so, over the game.
    returning = true;
  }
}
if (returning) document.documentElement.classList.add('returning');
for (const [id, text] of Object.entries(words.welcome ?? {})) {
  const el = document.getElementById(id);
  if (el) el.textContent = text;
}
document.querySelectorAll('#welcome p').forEach((p, i) => {
  if (words.welcomeText?.[i]) p.textContent = words.welcomeText[i];
});
const note = document.querySelector('.loading-note');
if (note && words.loading) note.textContent = words.loading;
const status = document.getElementById('status');
if (status && words.status && status.dataset.state === 'loading') status.textContent = words.status;

function failed(error) {
  const status = document.getElementById('status');
  const message = `${words.failed} ${error?.message ?? error}.`;
  console.error(message);
  if (!status) return;
  status.dataset.state = 'error';
  status.textContent = `${message} `;
  const reload = document.createElement('button');
  reload.type = 'button';
  reload.textContent = words.reload;
  reload.addEventListener('click', () => location.reload());
  status.append(reload);
}

// The service worker found and copied a new version (sw.js): say so, in the page's language of
// the moment, with a button to reload, rather than swapping the game under the player's feet.
// Listened to before the wasm starts: the message may come while it loads. The game is saved
// after every action, so a reload loses nothing. Later takes the notice down (it covers part of
// the menu): the new version then comes with the next load.
navigator.serviceWorker?.addEventListener('message', (event) => {
  if (event.data?.ashtapada !== 'new-version' || document.getElementById('new-version')) return;
  const now = WORDS[document.documentElement.lang] ?? words;
  const notice = document.createElement('div');
  notice.id = 'new-version';
  notice.className = 'new-version';
  notice.setAttribute('role', 'status');
  notice.textContent = `${now.newVersion} `;
  const button = (id, text, className, act) => {
    const b = document.createElement('button');
    b.type = 'button';
    b.id = id;
    b.className = className;
    b.textContent = text;
    b.addEventListener('click', act);
    notice.append(b);
  };
  button('new-version-reload', now.reload, 'primary', () => location.reload());
  button('new-version-later', now.later, '', () => notice.remove());
  document.body.prepend(notice);
});
navigator.serviceWorker?.startMessages();

// A bug in the game: the release build's panics trap at once (`-C panic=immediate-abort`, see
// xtask/src/setup.rs), with no panic hook to run, and a trap reaches the page as a
// `WebAssembly.RuntimeError` thrown out of whichever event the wasm was handling. Say it as the
// hook did (the `bug` message of crates/i18n), rather than leave a silent, frozen page.
function trapped(error) {
  if (typeof WebAssembly !== 'object' || !(error instanceof WebAssembly.RuntimeError)) return;
  const now = WORDS[document.documentElement.lang] ?? words;
  const message = now.bug(error.message);
  console.error(message);
  const status = document.getElementById('status');
  if (!status) return;
  status.dataset.state = 'error';
  status.setAttribute('aria-live', 'assertive');
  status.textContent = message;
}
addEventListener('error', (event) => trapped(event.error));
addEventListener('unhandledrejection', (event) => trapped(event.reason));

// Writes a container's new HTML over its old content, changing only what differs, so that an
// element that stays is the same element: the focus, and a screen reader's place, stay on it
// (crates/web's platform::morph says why; it is here, in a few lines of script, because the
// same walk in Rust cost the first load 1.3 KB gzip of bindings). Nodes match by position: the same
// type, and for elements the same tag and id; one that does not match is replaced whole. Form
// controls take the value their new attributes say, as a freshly parsed one would.
function sync(live, next) {
  let old = live.firstChild;
  for (let n = next.firstChild; n; ) {
    const following = n.nextSibling;
    if (!old) {
      live.appendChild(n);
    } else if (old.nodeType === n.nodeType && (old.nodeType !== 1 || (old.tagName === n.tagName && old.id === n.id))) {
      update(old, n);
      old = old.nextSibling;
    } else {
      const gone = old;
      old = old.nextSibling;
      live.replaceChild(n, gone);
    }
    n = following;
  }
  while (old) {
    const gone = old;
    old = old.nextSibling;
    live.removeChild(gone);
  }
}
function update(old, n) {
  if (old.nodeType !== 1) {
    if (old.nodeValue !== n.nodeValue) old.nodeValue = n.nodeValue;
    return;
  }
  for (const name of old.getAttributeNames()) if (!n.hasAttribute(name)) old.removeAttribute(name);
  for (const name of n.getAttributeNames()) {
    const value = n.getAttribute(name);
    if (old.getAttribute(name) !== value) old.setAttribute(name, value);
  }
  sync(old, n);
  if (old instanceof HTMLInputElement) {
    const checked = old.hasAttribute('checked');
    if (old.checked !== checked) old.checked = checked;
    const value = old.getAttribute('value') ?? '';
    if (old.type !== 'checkbox' && old.type !== 'radio' && old.value !== value) old.value = value;
  } else if (old instanceof HTMLSelectElement) {
    const chosen = Math.max(0, [...old.options].findIndex((o) => o.hasAttribute('selected')));
    if (old.selectedIndex !== chosen) old.selectedIndex = chosen;
  } else if (old instanceof HTMLTextAreaElement && old.value !== old.textContent) {
    old.value = old.textContent;
  }
}
globalThis.ashtapadaMorph = (target, html) => {
  const template = document.createElement('template');
  template.innerHTML = html;
  sync(target, template.content);
};

// Has a screen reader say a dialog just opened by a key, and where its focus is (crates/web's
// platform::dom::say_opened says why). The focus steps to the dialog's title, then back to the
// control the browser chose, each step long enough for the reader to take it as its own; a key
// pressed on the title sends the focus straight back, and the key with it.
globalThis.ashtapadaSayOpened = (dialog) => {
  const first = document.activeElement;
  const title = dialog.querySelector('h2');
  if (!title || !first || first === title || !dialog.contains(first)) return;
  setTimeout(() => {
    if (document.activeElement !== first || !dialog.open) return;
    if (!title.hasAttribute('tabindex')) title.tabIndex = -1;
    title.onkeydown = () => first.focus();
    title.focus();
    setTimeout(() => {
      title.onkeydown = null;
      if (document.activeElement === title && dialog.open) first.focus();
    }, 500);
  }, 150);
};

try {
  if (!tag) throw new Error('the page names no game files');
  if (typeof WebAssembly !== 'object') throw new Error('this browser has no WebAssembly');
  const base = document.baseURI;
  const { default: init } = await import(new URL(tag.dataset.js, base).href);
  await init({ module_or_path: new URL(tag.dataset.wasm, base) });
} catch (error) {
  failed(error);
}
