import { afterEach, describe, expect, it, vi } from 'vitest';
import { tabSenders } from './tab-senders';

/** The Web Locks API as a browser gives it to the tabs of one origin: a lock is held until its callback's promise settles. */
function lockManager() {
  const held = new Set<string>();
  return {
    async request(name: string, callback: () => Promise<void>) {
      if (held.has(name)) throw new Error(`${name} is already held`);
      held.add(name);
      try {
        await callback();
      } finally {
        held.delete(name);
      }
    },
    async query() {
      return { held: [...held].map((name) => ({ name, mode: 'exclusive' })), pending: [] };
    },
    /** A tab that crashed or was closed: the browser lets go of its locks. */
    dropAll: () => held.clear(),
  };
}

afterEach(() => vi.unstubAllGlobals());

describe('tabs sharing an IndexedDB database', () => {
  it('are there while their store is open, and gone once it closes or the tab goes', async () => {
    const locks = lockManager();
    vi.stubGlobal('navigator', { locks });
    const [closing, crashing, staying] = [(await tabSenders())!, (await tabSenders())!, (await tabSenders())!];
    const names = [closing.me, crashing.me, staying.me];
    expect(new Set(names).size).toBe(3);
    expect(await staying.gone(names)).toEqual(new Set());

    closing.close();
    await vi.waitFor(async () => expect(await staying.gone(names)).toEqual(new Set([closing.me])));

    locks.dropAll();
    expect(await staying.gone([crashing.me, 'a server on the same sandbox'])).toEqual(
      new Set([crashing.me, 'a server on the same sandbox']),
    );
  });

  it('cannot be told apart without Web Locks, or when the browser refuses them: the store has no senders', async () => {
    vi.stubGlobal('navigator', {});
    expect(await tabSenders()).toBeUndefined();
    vi.stubGlobal('navigator', { locks: { request: () => Promise.reject(new DOMException('The request was denied.', 'SecurityError')) } });
    expect(await tabSenders()).toBeUndefined();
  });
});
