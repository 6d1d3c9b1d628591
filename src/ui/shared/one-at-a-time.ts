/**
 * Re-reads that follow stored changes come in bursts (a delivery writes several times in a row).
 * Running them one at a time, with at most one more queued, keeps the requests few and makes the
 * last answer applied always come from a read that began after the last change.
 */

/** Wraps `work` (which reports its own failures) so that calls during a run fold into one run after it. */
export function oneAtATime(work: () => Promise<void>): () => Promise<void> {
  let running: Promise<void> | null = null;
  let again = false;

  async function loop(): Promise<void> {
    try {
      do {
        again = false;
        await work();
      } while (again);
    } finally {
      running = null;
    }
  }

  return () => {
    if (running) {
      again = true;
      return running;
    }
    running = loop();
    return running;
  };
}
