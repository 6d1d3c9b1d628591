import { describe, expect, it } from 'vitest';
import { openIdbStore } from '../storage/idb/store';
import { groupCommit } from './group-commit';
import type { Setting } from '../gateway/core/stored-records';
import type { Store } from '../gateway/core/ports';

/** The store, and how many read and write transactions it has been asked for. */
async function countingStore(): Promise<{ store: Store; reads: () => number; writes: () => number }> {
  const store = await openIdbStore(`group-commit-${Math.random()}`);
  let reads = 0;
  let writes = 0;
  return {
    store: {
      read: (work) => (reads++, store.read(work)),
      write: (work) => (writes++, store.write(work)),
      onChange: (listener) => store.onChange(listener),
      close: () => store.close(),
    },
    reads: () => reads,
    writes: () => writes,
  };
}

const setting = (name: string, value: unknown): Setting => ({ name, value });

describe('groupCommit', () => {
  it('commits writes made together in far fewer transactions, each seeing the ones before it', async () => {
    const { store, writes } = await countingStore();
    const grouped = groupCommit(store);
    const results = await Promise.all(
      Array.from({ length: 20 }, () =>
        grouped.write(async (tx) => {
          const count = ((await tx.get('settings', 'count'))?.value as number | undefined) ?? 0;
          await tx.put('settings', setting('count', count + 1));
          return count + 1;
        }),
      ),
    );
    expect(results).toEqual(Array.from({ length: 20 }, (_, i) => i + 1));
    expect(writes()).toBeLessThanOrEqual(2);
    expect((await store.read((tx) => tx.get('settings', 'count')))?.value).toBe(20);
  });

  it('answers reads made together from shared read transactions', async () => {
    const { store, reads } = await countingStore();
    await store.write((tx) => tx.put('settings', setting('answer', 42)));
    const grouped = groupCommit(store);
    const values = await Promise.all(
      Array.from({ length: 20 }, () => grouped.read(async (tx) => (await tx.get('settings', 'answer'))?.value)),
    );
    expect(values).toEqual(Array(20).fill(42));
    expect(reads()).toBeLessThanOrEqual(2);
  });

  // Side by side, the failing call fails while the slower one beside it is still reading.
  it.each([false, true])('undoes only the write that failed when a shared transaction fails (side by side: %s)', async (sideBySide) => {
    const { store } = await countingStore();
    const grouped = groupCommit(store, { sideBySide });
    const first = grouped.write((tx) => tx.put('settings', setting('first', 1)));
    const [kept, failed, alsoKept] = await Promise.allSettled([
      grouped.write(async (tx) => {
        await tx.get('settings', 'first');
        await tx.get('settings', 'first');
        await tx.put('settings', setting('kept', 1));
      }),
      grouped.write(async (tx) => {
        await tx.put('settings', setting('failed', 1));
        throw new Error('refused');
      }),
      grouped.write((tx) => tx.put('settings', setting('alsoKept', 1))),
    ]);
    await first;
    expect([kept.status, failed.status, alsoKept.status]).toEqual(['fulfilled', 'rejected', 'fulfilled']);
    const names = (await store.read((tx) => tx.all('settings'))).map((record) => record.name).sort();
    expect(names).toEqual(['alsoKept', 'first', 'kept']);
  });

  it('side by side, starts every call of a shared transaction before any has finished', async () => {
    const { store, writes } = await countingStore();
    const grouped = groupCommit(store, { sideBySide: true });
    const log: string[] = [];
    const first = grouped.write((tx) => tx.put('settings', setting('first', 0)));
    await Promise.all(
      ['a', 'b', 'c'].map((name) =>
        grouped.write(async (tx) => {
          log.push(`start ${name}`);
          await tx.put('settings', setting(name, (await tx.get('settings', 'first'))?.value));
          log.push(`end ${name}`);
        }),
      ),
    );
    await first;
    expect(log.slice(0, 3)).toEqual(['start a', 'start b', 'start c']);
    expect(writes()).toBe(2);
    const names = (await store.read((tx) => tx.all('settings'))).map((record) => record.name).sort();
    expect(names).toEqual(['a', 'b', 'c', 'first']);
  });
});
