/**
 * Whether the service worker controls this page, and the one reload that usually fixes it when it
 * does not. A hard reload (Shift+Reload, Ctrl+F5) loads a page past its service worker on
 * purpose, so the gateway's virtual hosts would go to the real network and fail.
 */

/** Survives the reload but not the tab: a second uncontrolled load in a row is explained, not retried. */
const RELOAD_FLAG = 'gateway-playground:reloaded-for-worker';

/** True when a worker is registered for this page yet does not control it: a hard reload. */
export async function isLoadedPastWorker(): Promise<boolean> {
  if (navigator.serviceWorker.controller) return false;
  // Any registration counts: Chromium may report its worker a moment late right after a reload.
  return (await navigator.serviceWorker.getRegistration()) !== undefined;
}

/**
 * Reloads the page unless this tab already did so for the same reason. Answers whether it
 * reloaded, so that the caller stops and lets the navigation happen.
 */
export function reloadOnce(): boolean {
  if (sessionStorage.getItem(RELOAD_FLAG)) return false;
  sessionStorage.setItem(RELOAD_FLAG, String(Date.now()));
  location.reload();
  return true;
}

/** The page is controlled: a later hard reload may be retried again. */
export function forgetReload(): void {
  sessionStorage.removeItem(RELOAD_FLAG);
}

/**
 * Waits until a service worker controls the page. A newly installed worker claims the page
 * right after activation, which can land a moment after msw reports it ready.
 */
export function waitForControl(timeoutMs: number): Promise<boolean> {
  if (navigator.serviceWorker.controller) return Promise.resolve(true);
  return new Promise((resolve) => {
    const done = (controlled: boolean) => {
      clearTimeout(timer);
      navigator.serviceWorker.removeEventListener('controllerchange', onChange);
      resolve(controlled);
    };
    const onChange = () => done(Boolean(navigator.serviceWorker.controller));
    const timer = setTimeout(() => done(Boolean(navigator.serviceWorker.controller)), timeoutMs);
    navigator.serviceWorker.addEventListener('controllerchange', onChange);
  });
}
