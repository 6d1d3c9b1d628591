/** Waiting with a wall-clock limit and a way out, leaving no timer or listener behind. */

/**
 * Resolves when `promise` settles, `ms` of wall time have passed, or `stop` resolves, whichever
 * comes first. It never rejects: the caller only wants to know when to go on.
 */
export function settledWithin(promise: Promise<unknown>, ms: number, stop: Promise<void>): Promise<void> {
  let timer: ReturnType<typeof setTimeout> | undefined;
  const limit = new Promise<void>((resolve) => {
    timer = setTimeout(resolve, ms);
    // In Node a pending wait must not keep a finished process alive.
    (timer as { unref?: () => void }).unref?.();
  });
  const done = () => clearTimeout(timer);
  return Promise.race([promise.then(done, done), limit, stop]).then(done);
}

/**
 * A promise that resolves when `signal` aborts, for many waits to share one listener; `dispose`
 * removes the listener once nobody waits any more.
 */
export function whenAborted(signal: AbortSignal): { promise: Promise<void>; dispose(): void } {
  let dispose = () => undefined as void;
  const promise = new Promise<void>((resolve) => {
    if (signal.aborted) return resolve();
    const listener = () => resolve();
    signal.addEventListener('abort', listener, { once: true });
    dispose = () => signal.removeEventListener('abort', listener);
  });
  return { promise, dispose };
}
