/**
 * The change feed of a page served by the Node server (`--ui`): one EventSource on the server's
 * `GET /_sandbox/changes`, shared by every screen, so a write by anyone on that server shows at
 * once. When the stream breaks the server is taken for unreachable: that is reported (the banner),
 * the next attempt waits twice as long as the last (1 s up to 30 s) instead of the browser's own
 * quick retries, and on reconnecting every screen re-reads, since writes were missed meanwhile.
 */
import { type CollectionName, COLLECTIONS } from '../../gateway/core';
import type { ChangeFeed } from '../../ui/shared/sandbox-connection';

/** What the feed tells about the server's reach. */
export interface ReachReport {
  lost(address: string, retryAt: number): void;
  found(): void;
}

export interface BackOff {
  firstMs: number;
  maxMs: number;
}

const BACK_OFF: BackOff = { firstMs: 1000, maxMs: 30_000 };

/** The feed of the server at `base`; connects when the first screen listens. */
export function serverChanges(base: string, reach: ReachReport, backOff: BackOff = BACK_OFF): ChangeFeed {
  const listeners = new Set<(collections: CollectionName[]) => void>();
  const tell = (collections: CollectionName[]) => {
    for (const listener of [...listeners]) listener(collections);
  };
  let source: EventSource | undefined;
  let delay = backOff.firstMs;
  let down = false;

  const connect = () => {
    const opened = (source = new EventSource(`${base}/_sandbox/changes`));
    opened.addEventListener('change', (event) => tell(collectionsOf((event as MessageEvent<string>).data)));
    opened.addEventListener('open', () => {
      delay = backOff.firstMs;
      if (!down) return;
      down = false;
      reach.found();
      tell([...COLLECTIONS]);
    });
    opened.addEventListener('error', () => {
      // The browser would retry every few seconds for ever; this feed decides when instead.
      opened.close();
      down = true;
      reach.lost(base, Date.now() + delay);
      setTimeout(connect, delay);
      delay = Math.min(delay * 2, backOff.maxMs);
    });
  };

  return {
    onChange(listener) {
      listeners.add(listener);
      if (!source) connect();
      return () => listeners.delete(listener);
    },
  };
}

/** The collections an event names; anything unreadable counts as everything. */
function collectionsOf(data: string): CollectionName[] {
  try {
    const named = JSON.parse(data) as unknown;
    if (Array.isArray(named)) return COLLECTIONS.filter((name) => named.includes(name));
  } catch {
    // fall through
  }
  return [...COLLECTIONS];
}
