/** Waiting with a wall-clock limit and a way out, leaving no timer or listener behind. */

/**
 * A way out that many waits share. Each wait registers its exit and takes it back when it ends,
 * so a long-lived halt holds nothing of the waits that are over: with a promise raced per wait
 * instead, each of an instant's ten thousand waits left a reaction on the halt's promise until the
 * instant ended, and all of them outlived the young generation (docs/decisions/sqlite-commit-cost.md).
 */
interface Halt {
  /** Calls `exit` once the halt comes (at once if it has come); answers how to take it back. */
  onHalt(exit: () => void): () => void;
}

/**
 * Resolves when `promise` settles, `ms` of wall time have passed, or `halt` comes, whichever
 * comes first. It never rejects: the caller only wants to know when to go on.
 */
export function settledWithin(promise: Promise<unknown>, ms: number, halt: Halt): Promise<void> {
  return new Promise<void>((resolve) => {
    let forget = (): void => undefined;
    const timer = setTimeout(finish, ms);
    // In Node a pending wait must not keep a finished process alive.
    (timer as { unref?: () => void }).unref?.();
    function finish(): void {
      clearTimeout(timer);
      forget();
      resolve();
    }
    forget = halt.onHalt(finish);
    promise.then(finish, finish);
  });
}

/** Resolves after `ms` of wall time, or sooner when `halt` comes. */
export function sleepUnless(ms: number, halt: Halt): Promise<void> {
  return settledWithin(new Promise<never>(() => undefined), ms, halt);
}

/**
 * The halt that comes when `signal` aborts, for many waits to share one listener; `dispose`
 * removes the listener once nobody waits any more.
 */
export function whenAborted(signal: AbortSignal): Halt & { dispose(): void } {
  const exits = new Set<() => void>();
  const listener = () => {
    for (const exit of [...exits]) exit();
    exits.clear();
  };
  signal.addEventListener('abort', listener, { once: true });
  return {
    onHalt(exit) {
      if (signal.aborted) {
        exit();
        return () => undefined;
      }
      exits.add(exit);
      return () => void exits.delete(exit);
    },
    dispose: () => signal.removeEventListener('abort', listener),
  };
}
