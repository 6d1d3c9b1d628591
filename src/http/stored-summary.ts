import type { RouteContext } from './route';

/**
 * What the sandbox holds, counted from indexes, with the receivers and the clock: the answer of
 * `GET /_sandbox/summary`, and of reset and import, which say what they left behind.
 */
export async function storedSummary({ gateway, runtime }: Pick<RouteContext<unknown>, 'gateway' | 'runtime'>) {
  const [counts, clock] = await Promise.all([gateway.sandbox.counts(), runtime.clockView()]);
  return { ...counts, clock };
}
