/** The name of the app's service worker beside index.html; the build writes it, the page registers it. */
export const APP_WORKER_FILE = 'app-worker.js';
