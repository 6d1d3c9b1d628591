/**
 * A store action that calls the gateway: a busy flag for its button while it runs, its last
 * failure as the message a screen shows. One helper so that every store clears the old message,
 * describes a failure alike, and never leaves a button disabled after a throw.
 */
import { describeFailure } from './sandbox-client';

/** The keys of `S` whose values are `V`. */
type KeysHolding<S, V> = { [K in keyof S]-?: [V] extends [S[K]] ? ([S[K]] extends [V] ? K : never) : never }[keyof S];

/**
 * Runs `work` with the store's `busy` flag set and its `error` cleared; a failure is described
 * into `error`. Answers whether `work` succeeded.
 */
export async function busyAction<S>(
  set: (partial: Partial<S>) => void,
  busy: KeysHolding<S, boolean>,
  error: KeysHolding<S, string | null>,
  work: () => Promise<unknown>,
): Promise<boolean> {
  const patch = (values: Record<PropertyKey, unknown>) => set(values as Partial<S>);
  patch({ [busy]: true, [error]: null });
  try {
    await work();
    return true;
  } catch (failure) {
    patch({ [error]: describeFailure(failure) });
    return false;
  } finally {
    patch({ [busy]: false });
  }
}
