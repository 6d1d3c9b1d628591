/**
 * Every one of `promises` settled, then their values, or the error of the first that failed in
 * the order given (not the first to fail in time). Nothing is left running behind a failure: a
 * read's failure does not end its transaction while the reads beside it still use it, and a
 * failed lane does not end an instant while the other lanes still send.
 */
export async function inArgumentOrder<T extends readonly unknown[]>(promises: { [K in keyof T]: Promise<T[K]> }): Promise<T> {
  const settled = await Promise.allSettled(promises);
  return settled.map((outcome) => {
    if (outcome.status === 'rejected') throw outcome.reason;
    return outcome.value;
  }) as unknown as T;
}
