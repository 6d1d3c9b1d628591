/*
 * The app's one service worker (a scope holds one): it keeps the app's own files for offline use
 * and carries msw's interception of the virtual gateway hosts, imported from mockServiceWorker.js.
 * The build prepends `const BUILD = {version, files}`: the files of this build, relative to the
 * worker, and a version that changes whenever any of them does (so the browser sees a new worker).
 *
 * Listeners run in the order they were added, so ours are added before msw's and stop the event
 * where msw must not act on it.
 */
/* global BUILD, activeClientIds */

const CACHE_PREFIX = 'gateway-playground-app-';
const CACHE = CACHE_PREFIX + BUILD.version;
const FILES = new Set(BUILD.files.map((file) => new URL(file, self.registration.scope).href));

self.addEventListener('install', (event) => {
  // msw's own install listener skips waiting; a new build waits instead until the page agrees to
  // reload into it, so a page never runs against a worker of another build.
  event.stopImmediatePropagation();
  // A new build is kept whole before it is offered, so the reload into it works offline too. A
  // first visit is not held up by it: its page waits for this worker to answer the gateway's
  // hosts, so it keeps the files once it runs (APP_WORKER_KEEP_OFFLINE).
  if (self.registration.active) event.waitUntil(keepFiles());
});

self.addEventListener('activate', (event) => {
  event.waitUntil(
    caches
      .keys()
      .then((keys) => Promise.all(keys.filter((key) => key.startsWith(CACHE_PREFIX) && key !== CACHE).map((key) => caches.delete(key)))),
  );
});

self.addEventListener('message', (event) => {
  if (event.data && event.data.type === 'APP_WORKER_SKIP_WAITING') {
    event.stopImmediatePropagation();
    self.skipWaiting();
  } else if (event.data && event.data.type === 'APP_WORKER_KEEP_OFFLINE') {
    // The page has started: the files not kept yet are fetched now, and it is told when all are.
    event.stopImmediatePropagation();
    event.waitUntil(keepFiles().then(() => event.ports[0]?.postMessage('kept')));
  } else if (event.data === 'CLIENT_CLOSED') {
    // msw unregisters its worker when the last tab closes, which would leave nothing to open
    // the app offline; forget the tab as msw would, and keep the registration.
    event.stopImmediatePropagation();
    const id = event.source?.id;
    if (id) activeClientIds.delete(id);
  }
});

self.addEventListener('fetch', (event) => {
  const key = cacheKeyOf(event.request);
  if (!key) return;
  // The app's own file: msw must not pass it to the network.
  event.stopImmediatePropagation();
  event.respondWith(
    caches
      .open(CACHE)
      .then((cache) => cache.match(key))
      .then((cached) => cached || fetchAndKeep(key)),
  );
});

/** Files being fetched, so a page's request and the keeping of the same file share one download. */
const fetching = new Map();

/** Fetches one of this build's files and keeps it; each caller gets a response of its own. */
function fetchAndKeep(file) {
  let download = fetching.get(file);
  if (!download) {
    download = fetch(file).then(async (response) => {
      if (response.ok) await (await caches.open(CACHE)).put(file, response.clone());
      return response;
    });
    download.finally(() => fetching.delete(file)).catch(() => undefined);
    fetching.set(file, download);
  }
  return download.then((response) => response.clone());
}

/** How many files are fetched at once while keeping them: the page's own requests keep the other connections. */
const KEEPING_AT_ONCE = 2;

/** Keeps every file of this build not kept yet; one that fails to load (a flaky network) only costs it its offline copy. */
async function keepFiles() {
  const kept = new Set((await (await caches.open(CACHE)).keys()).map((request) => request.url));
  const missing = [...FILES].filter((file) => !kept.has(file));
  const keepNext = async () => {
    for (let file = missing.shift(); file; file = missing.shift()) await fetchAndKeep(file).catch(() => undefined);
  };
  await Promise.all(Array.from({ length: KEEPING_AT_ONCE }, keepNext));
}

/**
 * The cached file a request asks for, or nothing for anything else (the virtual hosts, other
 * origins, other methods). A page opened at the folder, or with `?workspace=`, is index.html:
 * the page always comes from this worker's own build.
 */
function cacheKeyOf(request) {
  if (request.method !== 'GET') return undefined;
  const url = new URL(request.url);
  if (url.origin !== self.location.origin) return undefined;
  url.search = '';
  url.hash = '';
  if (request.mode === 'navigate' && url.href === self.registration.scope) url.href += 'index.html';
  return FILES.has(url.href) ? url.href : undefined;
}

importScripts('./mockServiceWorker.js');
