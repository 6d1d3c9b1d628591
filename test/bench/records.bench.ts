/**
 * The records helpers with 100,000 payments stored: `npm run bench`. Each name carries its
 * target; pages and searches read through indexes, so they must not grow with the store.
 *
 * On the Node server's store, SQLite; the page's, Chromium's IndexedDB, is measured in the
 * browser part (browser-records.ts). Not on fake-indexeddb, which only the tests run: its
 * index count walks every entry in JavaScript, 65 ms for one product's 100,000 payments, where
 * Chromium answers the whole page in about 12 ms.
 */
import { bench, describe } from 'vitest';
import { openSqliteStore } from '../../src/storage/sqlite/store';
import { BASE, freshDatabaseName, harnessOn, sqliteFile } from '../support/harness';

const PAYMENTS = 100_000;
const PRODUCT = '01900000-0000-7000-8000-000000000001';
const harness = await harnessOn(await openSqliteStore(sqliteFile(freshDatabaseName())));

await harness.store.write(async (tx) => {
  await tx.put('products', { id: PRODUCT, env: 'sandbox', partnerId: 'bench', name: 'Bench' } as never);
  for (let i = 0; i < PAYMENTS; i++) {
    const at = 1_700_000_000_000 + i;
    await tx.put('payments', {
      hash: `H${String(i).padStart(9, '0')}`,
      kind: 'payment',
      productId: PRODUCT,
      externalId: `order-${i}`,
      price: 1000,
      details: {},
      pricingItemId: `pricing-${i}`,
      status: 'INITIALIZED',
      statusHistory: [{ status: 'INITIALIZED', at }],
      createdAt: at,
      updatedAt: at,
    });
  }
});
const firstPage = (await harness.json('GET', `${BASE}/_sandbox/records/payments?limit=25`)).body;
const productPage = await harness.json('GET', `${BASE}/_sandbox/records/payments?limit=25&productId=${PRODUCT}`);
if (productPage.body.total !== PAYMENTS) throw new Error(`product page answered ${productPage.status}`);
if (firstPage.total !== PAYMENTS) throw new Error(`expected ${PAYMENTS} payments, counted ${firstPage.total}`);

describe(`records with ${PAYMENTS.toLocaleString('en')} payments stored (SQLite)`, () => {
  bench('first page of 25 payments, newest first (target: under 50 ms)', async () => {
    await harness.call('GET', `${BASE}/_sandbox/records/payments?limit=25`);
  });

  bench('second page, after a cursor (target: under 50 ms)', async () => {
    await harness.call('GET', `${BASE}/_sandbox/records/payments?limit=25&after=${firstPage.nextCursor}`);
  });

  bench('first page of one product’s 100,000 payments (target: under 50 ms)', async () => {
    await harness.call('GET', `${BASE}/_sandbox/records/payments?limit=25&productId=${PRODUCT}`);
  });

  bench('search one payment by externalId (target: under 20 ms)', async () => {
    await harness.call('GET', `${BASE}/_sandbox/records/payments?q=order-54321`);
  });

  bench('payment detail with its deliveries (target: under 20 ms)', async () => {
    await harness.call('GET', `${BASE}/_sandbox/records/payments/H000054321`);
  });
});
