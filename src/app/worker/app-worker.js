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
  // A file that fails to load (a flaky network) only costs it its offline copy, not the install.
  event.waitUntil(caches.open(CACHE).then((cache) => Promise.allSettled([...FILES].map((file) => cache.add(file)))));
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
      .then((cached) => cached || fetch(event.request)),
  );
});

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
