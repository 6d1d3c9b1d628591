/** Waiting for a promise with a wall-clock limit and a way out, leaving no timer or listener behind. */

/**
 * Resolves when `promise` settles, `ms` of wall time have passed, or `signal` aborts, whichever
 * comes first. It never rejects: the caller only wants to know when to go on.
 */
export function settledWithin(promise: Promise<unknown>, ms: number, signal: AbortSignal): Promise<void> {
  if (signal.aborted) return Promise.resolve();
  return new Promise((resolve) => {
    const done = () => {
      clearTimeout(timer);
      signal.removeEventListener('abort', done);
      resolve();
    };
    const timer = setTimeout(done, ms);
    // In Node a pending wait must not keep a finished process alive.
    (timer as { unref?: () => void }).unref?.();
    signal.addEventListener('abort', done, { once: true });
    promise.then(done, done);
  });
}
