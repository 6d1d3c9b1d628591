import type { RouteContext } from './route';

/**
 * What the sandbox holds, counted from indexes, with the receivers and the clock: the answer of
 * `GET /_sandbox/summary`, and of reset and import, which say what they left behind.
 */
export async function storedSummary({ gateway, runtime }: Pick<RouteContext<unknown>, 'gateway' | 'runtime'>) {
  return { ...(await gateway.sandbox.counts()), clock: runtime.clockView() };
}
