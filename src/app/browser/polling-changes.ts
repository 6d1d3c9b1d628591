/**
 * The change feed of a page talking to a Node server: the server's store has no change feed
 * over HTTP, and other people's writes (a payment completed by the merchant's back end) should
 * show up without a reload, so a visible page re-reads what it shows on a timer.
 */
import { COLLECTIONS } from '../../gateway/ports';
import type { ChangeFeed } from '../../ui/shared/sandbox-connection';

/** A change feed that reports every collection changed every `ms` while the tab is visible. */
export function pollingChanges(ms: number): ChangeFeed {
  return {
    onChange(listener) {
      const timer = setInterval(() => {
        if (document.visibilityState === 'visible') listener([...COLLECTIONS]);
      }, ms);
      return () => clearInterval(timer);
    },
  };
}
