/**
 * How webhook deliveries run in a page: one tab leads, and calls leave through the scripted
 * receivers or the browser's own fetch.
 */
import { groupCommit } from '../../gateway/group-commit';
import type { Store, Transport } from '../../gateway/ports';
import { receiversTransport } from '../../gateway/receivers';
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

/**
 * Receivers at https://hooks.gateway.test answered in the page; any other URL fetched for real.
 * Receivers called at one instant take their answers in shared transactions.
 */
export function browserTransport(store: Store): Transport {
  return receiversTransport(groupCommit(store), fetchTransport({ explainNetworkError: explainBrowserNetworkError }));
}
