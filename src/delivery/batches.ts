/**
 * Calls gathered into batches without a timer: a call made while no batch runs starts one at
 * once; calls made while one runs wait and form the next. Group commit batches this way.
 */

/** A call waiting in a batch: its argument and how to settle its promise. */
export interface BatchedCall<T, R> {
  input: T;
  resolve: (value: R) => void;
  reject: (error: unknown) => void;
}

/**
 * A function whose calls are handed to `run` in batches, in the order they were made. `run`
 * settles every call of its batch; the next batch starts once it has resolved.
 */
export function batched<T, R>(run: (calls: BatchedCall<T, R>[]) => Promise<void>): (input: T) => Promise<R> {
  let waiting: BatchedCall<T, R>[] = [];
  let running = false;

  async function drain(): Promise<void> {
    while (waiting.length > 0) {
      const calls = waiting;
      waiting = [];
      await run(calls);
    }
    running = false;
  }

  return (input) =>
    new Promise<R>((resolve, reject) => {
      waiting.push({ input, resolve, reject });
      if (running) return;
      running = true;
      void drain();
    });
}
