import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import type { CollectionName } from '../gateway/core/ports';
import { changeStream } from './change-stream';

/** A change source the test writes to, counting who listens. */
function source() {
  const listeners = new Set<(collections: CollectionName[]) => void>();
  return {
    listeners,
    onChange(listener: (collections: CollectionName[]) => void) {
      listeners.add(listener);
      return () => listeners.delete(listener);
    },
    write(...collections: CollectionName[]) {
      for (const listener of listeners) listener(collections);
    },
  };
}

const decoder = new TextDecoder();

beforeEach(() => void vi.useFakeTimers());
afterEach(() => void vi.useRealTimers());

describe('the change stream', () => {
  it('opens at once, then folds writes close together into one change event naming every collection', async () => {
    const changes = source();
    const response = changeStream(changes, new AbortController().signal);
    const reader = response.body!.getReader();
    expect(response.headers.get('Content-Type')).toBe('text/event-stream');
    expect(decoder.decode((await reader.read()).value)).toBe('retry: 2000\n\n');
    expect(decoder.decode((await reader.read()).value)).toBe(': listening\n\n');

    changes.write('payments', 'deliveries');
    changes.write('deliveries', 'settings');
    await vi.advanceTimersByTimeAsync(50);

    expect(decoder.decode((await reader.read()).value)).toBe('event: change\ndata: ["payments","deliveries","settings"]\n\n');
    await reader.cancel();
    expect(changes.listeners.size).toBe(0);
  });

  it('ends and stops listening when the client goes away', async () => {
    const changes = source();
    const gone = new AbortController();
    const reader = changeStream(changes, gone.signal).body!.getReader();
    await reader.read();
    await reader.read();

    gone.abort();

    expect(await reader.read()).toEqual({ done: true, value: undefined });
    expect(changes.listeners.size).toBe(0);
  });
});
