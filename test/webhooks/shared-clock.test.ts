/**
 * Two servers' clocks on one database (a PostgreSQL database, a SQLite file): the transaction that
 * hears of the other server's clock change reads the new time, whenever this server's own reload
 * of the clock (a read of its own, started on hearing) would get its turn. (IndexedDB and the
 * memory store hear of other tabs' writes outside any transaction; they are not shared by servers.)
 */
import { describe, expect, it } from 'vitest';
import { createDeliveryEngine } from '../../src/delivery';
import type { Store, Transport } from '../../src/gateway/core';
import { freshDatabaseName, TEST_STORE } from '../support/harness';

const noCalls: Transport = { send: async () => ({ kind: 'network-error', error: 'no calls in this test' }) };

/** `store`, its reads held back from `hold()` until `release()`: a reload through it comes too late. */
function withHeldReads(store: Store) {
  let held: Promise<void> | undefined;
  let release = () => {};
  const wrapped: Store = {
    read: (work) => (held ?? Promise.resolve()).then(() => store.read(work)),
    write: (work, options) => store.write(work, options),
    onChange: (listener) => store.onChange(listener),
    close: () => store.close(),
    senders: store.senders,
  };
  return {
    store: wrapped,
    hold: () => void (held = new Promise<void>((resolve) => (release = resolve))),
    release: () => release(),
  };
}

describe.runIf(TEST_STORE[0] === 'postgres' || TEST_STORE[0] === 'sqlite')('two servers on one database', () => {
  it('a write on one that follows the other setting the clock dates with the time set, its own reload still to come', async () => {
    const name = freshDatabaseName();
    const open = TEST_STORE[1];
    const [one, two] = [await open(name), await open(name)];
    const first = await createDeliveryEngine({ store: one, transport: noCalls });
    await first.runtime.setClock('simulated', Date.UTC(2026, 0, 1));
    const heldTwo = withHeldReads(two);
    const second = await createDeliveryEngine({ store: heldTwo.store, transport: noCalls });
    expect(second.clock.now()).toBe(Date.UTC(2026, 0, 1));

    heldTwo.hold();
    await first.runtime.setClock('simulated', Date.UTC(2026, 0, 2));
    // As the gateway dates a payment: something read in the write, then the time.
    const dated = await two.write(async (tx) => {
      await tx.get('settings', 'not-a-setting');
      return second.clock.now();
    });

    heldTwo.release();
    await Promise.all([first.stop(), second.stop()]);
    expect(dated).toBe(Date.UTC(2026, 0, 2));
  });
});
