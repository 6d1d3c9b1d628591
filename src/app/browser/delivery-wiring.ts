/**
 * How webhook deliveries run in a page: one tab leads, and calls to endpoints outside the
 * sandbox leave through the browser's own fetch.
 */
import type { Transport } from '../../gateway/core';
import { explainBrowserNetworkError, fetchTransport } from '../fetch-transport';

/**
 * Leadership over one database's deliveries: the tab that holds its Web Lock leads, and keeps it
 * until the tab closes; then the next tab in line takes over. The lock is named after the
 * database, so every workspace (an embed, a scenario) has a leader of its own. Without the Locks
 * API every tab leads, which stays correct (claims are exclusive), only busier.
 */
export function webLockLeadership(databaseName: string): (becomeLeader: () => void) => void {
  return (becomeLeader) => {
    if (!navigator.locks) {
      becomeLeader();
      return;
    }
    void navigator.locks.request(`${databaseName}:delivery-leader`, () => {
      becomeLeader();
      return new Promise<never>(() => undefined);
    });
  };
}

/** Endpoints outside the sandbox fetched for real; a refused call (usually CORS) says why. */
export function browserTransport(): Transport {
  return fetchTransport({ explainNetworkError: explainBrowserNetworkError });
}
