/**
 * Each screen owns its live data: while it is shown it listens for stored changes to the
 * collections it displays and re-reads only then. Screens not shown read nothing, so a write
 * costs one read per screen that shows what it changed, not one per store in the app.
 */
import { useEffect } from 'react';
import type { CollectionName } from '../../gateway';
import { connection } from '../shared/sandbox-connection';

export interface LiveOptions {
  /** Read once on showing as well (default). False when the screen's own first read is different. */
  readNow?: boolean;
}

/**
 * While the calling component is mounted: runs `read` (which reports its own failures) on mount
 * and after each stored change touching one of `collections`. `read` should be stable (a store
 * action); bursts are folded by the store's `oneAtATime`.
 */
export function useLiveData(collections: readonly CollectionName[], read: () => Promise<void>, options: LiveOptions = {}): void {
  const { readNow = true } = options;
  // The list's contents, not its identity, decide when to subscribe again.
  const key = collections.join(',');
  useEffect(() => {
    const watched = new Set(key.split(','));
    if (readNow) void read();
    return connection().changes.onChange((changed) => {
      if (changed.some((name) => watched.has(name))) void read();
    });
  }, [key, read, readNow]);
}
