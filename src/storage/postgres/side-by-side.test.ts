import { describe, expect, it } from 'vitest';
import type { Tx } from '../../gateway/core/ports';
import type { Payment } from '../../gateway/core/stored-records';
import { openMemoryStore } from '../memory/store';
import { loggedTx, standInOrder, WorkLog } from './side-by-side';

const payment = (hash: string, externalId: string) => ({ hash, productId: 'p1', externalId, createdAt: 1 }) as Payment;

/** What a create does: its order's payment looked up, a fresh hash read, the new payment put. */
const create = (hash: string, externalId: string) => async (tx: Tx) => {
  const [existing] = await tx.find('payments', 'byExternalId', ['p1', externalId]);
  if (existing) return;
  await tx.get('payments', hash);
  await tx.put('payments', payment(hash, externalId));
};

/** Runs each work side by side on one store holding `stored`, and answers their logs. */
async function logsOf(works: ((tx: Tx) => Promise<unknown>)[], stored: Payment[] = []): Promise<WorkLog[]> {
  const store = await openMemoryStore();
  await store.write(async (tx) => {
    for (const record of stored) await tx.put('payments', record);
  });
  const logs = works.map(() => new WorkLog());
  await store.read((tx) => Promise.allSettled(works.map((work, i) => work(loggedTx(tx, logs[i]!)))));
  return logs;
}

describe('writes run side by side', () => {
  it('keep back their puts, and stand when none saw what another put', async () => {
    const logs = await logsOf([create('a', 'order-1'), create('b', 'order-2'), create('c', 'order-3')], [payment('x', 'order-0')]);

    expect(logs.map((log) => log.puts)).toEqual([
      [['payments', payment('a', 'order-1')]],
      [['payments', payment('b', 'order-2')]],
      [['payments', payment('c', 'order-3')]],
    ]);
    expect(standInOrder(logs, [true, true, true])).toBe(true);
  });

  it('do not stand when one looks up, under an index key, a record a work before it put', async () => {
    // In turn, the second would have found the first's payment and put nothing.
    const logs = await logsOf([create('a', 'order-1'), create('b', 'order-1')]);

    expect(standInOrder(logs, [true, true])).toBe(false);
  });

  it('do not stand when one gets a key a work before it put, or puts the same key', async () => {
    const gets = await logsOf([create('a', 'order-1'), create('a', 'order-2')]);
    const reads = await logsOf([create('a', 'order-1'), (tx) => tx.get('payments', 'a')]);

    expect(standInOrder(gets, [true, true])).toBe(false);
    expect(standInOrder(reads, [true, true])).toBe(false);
  });

  it('stand when only a later work wrote what an earlier one read: in turn, the earlier one ran first', async () => {
    const logs = await logsOf([(tx) => tx.get('payments', 'a'), create('a', 'order-1')]);

    expect(standInOrder(logs, [true, true])).toBe(true);
  });

  it('do not stand when a work that failed read what a work before it put: in turn, it might not have failed', async () => {
    const logs = await logsOf([
      create('a', 'order-1'),
      async (tx) => {
        await tx.get('payments', 'a');
        throw new Error('failed');
      },
    ]);

    expect(standInOrder(logs, [true, false])).toBe(false);
  });

  it('do not stand when a record one found is put again by a work before it', async () => {
    const logs = await logsOf(
      [
        async (tx) => tx.put('payments', { ...payment('x', 'order-0'), price: 2 } as Payment),
        (tx) => tx.find('payments', 'byExternalId', ['p1', 'order-0']),
      ],
      [payment('x', 'order-0')],
    );

    expect(standInOrder(logs, [true, true])).toBe(false);
  });

  it('do not stand when one looks up a multi-entry index of a collection a work before it put to', async () => {
    const webhook = { id: 'w1', env: 'sandbox', partnerId: 'partner', productIds: ['p2'] } as never;
    const logs = await logsOf([async (tx) => tx.put('webhooks', webhook), (tx) => tx.find('webhooks', 'byProduct', 'p1')]);

    // Filed under many keys, none of them the one looked up: still counted, as the index cannot say.
    expect(standInOrder(logs, [true, true])).toBe(false);
  });

  it('count no puts of a work that failed: nothing of it is kept', async () => {
    const logs = await logsOf([create('a', 'order-1'), create('b', 'order-1')]);

    expect(standInOrder(logs, [false, true])).toBe(true);
  });

  it('do not stand when one pages or counts a collection a work before it put to', async () => {
    const paged = await logsOf([create('a', 'order-1'), (tx) => tx.page('payments', { index: 'byCreated', limit: 1 })]);
    const counted = await logsOf([create('a', 'order-1'), (tx) => tx.count('payments')]);

    expect(standInOrder(paged, [true, true])).toBe(false);
    expect(standInOrder(counted, [true, true])).toBe(false);
  });

  it('do not stand when a work reads after its own put, which the kept-back put cannot show it', async () => {
    const logs = await logsOf([
      async (tx) => {
        await tx.put('payments', payment('a', 'order-1'));
        await tx.get('payments', 'a');
      },
    ]);

    expect(standInOrder(logs, [true])).toBe(false);
  });

  it('do not stand when a work deletes: only reads and puts are logged', async () => {
    const logs = await logsOf([(tx) => tx.delete('payments', 'x')], [payment('x', 'order-0')]);

    expect(standInOrder(logs, [true])).toBe(false);
  });
});
