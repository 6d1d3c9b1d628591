/** What only PostgreSQL's store does: hearing other servers' writes over LISTEN/NOTIFY. */
import { afterAll, describe, expect, test, vi } from 'vitest';
import { freshDatabaseName, postgresDatabaseUrl } from '../../../test/support/harness';
import type { CollectionName, Store } from '../../gateway/ports';
import { openPgStore } from './store';

const opened: Store[] = [];
afterAll(() => opened.forEach((store) => store.close()));
async function open(schema: string): Promise<Store> {
  const store = await openPgStore(await postgresDatabaseUrl(), { schema });
  opened.push(store);
  return store;
}

describe('PostgreSQL store changes', () => {
  test('a store hears another one’s commits at once, without a transaction of its own', async () => {
    const schema = freshDatabaseName();
    const [listening, writing] = [await open(schema), await open(schema)];
    const heard: CollectionName[][] = [];
    listening.onChange((collections) => heard.push(collections));

    await writing.write((tx) => tx.put('partners', { id: 'p1', name: 'Partner', bankAccount: true, createdAt: 0 } as never));
    await writing.write((tx) => tx.put('settings', { name: 'clock', value: 1 }));

    await vi.waitFor(() => expect(heard).toEqual([['partners'], ['settings']]), { timeout: 5000, interval: 10 });
  });

  test('a store hears nothing of a write that rolled back', async () => {
    const schema = freshDatabaseName();
    const [listening, writing] = [await open(schema), await open(schema)];
    const heard: CollectionName[][] = [];
    listening.onChange((collections) => heard.push(collections));

    await expect(
      writing.write(async (tx) => {
        await tx.put('settings', { name: 'undone', value: 1 });
        throw new Error('work failed');
      }),
    ).rejects.toThrow('work failed');
    await writing.write((tx) => tx.put('partners', { id: 'p2', name: 'Partner', bankAccount: true, createdAt: 0 } as never));

    await vi.waitFor(() => expect(heard).toEqual([['partners']]), { timeout: 5000, interval: 10 });
  });
});
