/**
 * Notices a newly deployed build while the app is open and moves into it only with the page.
 * The browser installs the new worker beside the running one, where it waits (it never takes
 * over a page of the old build by itself); the page offers a reload, asks the waiting worker to
 * take over, and every open tab of the app reloads the moment it does, so no page ever runs
 * against a worker of another build.
 */

/** How often an open app asks the host whether a new build was deployed. */
const CHECK_EVERY_MS = 15 * 60 * 1000;

/**
 * Watches the registration that controls this page; `offer(apply)` is called when a new build
 * is ready, and `apply()` switches to it. Call once the page is controlled.
 */
export async function watchForUpdates(offer: (apply: () => void) => void): Promise<void> {
  const registration = await navigator.serviceWorker.getRegistration();
  if (!registration) return;
  const offerWaiting = () => {
    const waiting = registration.waiting;
    if (waiting) offer(() => waiting.postMessage({ type: 'APP_WORKER_SKIP_WAITING' }));
  };
  registration.addEventListener('updatefound', () => {
    const installing = registration.installing;
    installing?.addEventListener('statechange', () => {
      if (installing.state === 'installed') offerWaiting();
    });
  });
  // Another tab (or this one) let the new build take over: this page is of the old one.
  navigator.serviceWorker.addEventListener('controllerchange', () => location.reload());
  offerWaiting();
  const check = () => void registration.update().catch(() => undefined);
  setInterval(check, CHECK_EVERY_MS);
  document.addEventListener('visibilitychange', () => {
    if (document.visibilityState === 'visible') check();
  });
}
