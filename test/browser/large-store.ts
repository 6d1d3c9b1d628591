/**
 * A large sandbox, made fast: one real payment and one real delivery attempt are made through
 * the gateway, then copied (fresh keys, times and ids) straight into the page's IndexedDB database
 * in a few big transactions. 100,000 HTTP calls would take minutes; this takes seconds, and every
 * record has the shape the gateway itself stored.
 */
import type { Page } from 'playwright-core';
import { BASE, hashOf, pageFetch } from './app-scene';

/** The database the app opens (`openIdbStore`'s default name). */
const DATABASE = 'gateway-playground';

export interface LargeStore {
  key: string;
  productId: string;
  /** The hash of one generated payment, still unpaid: a checkout to open. */
  unpaidHash: string;
  payments: number;
  attempts: number;
}

/** Makes the seed records through the gateway, then fills the database to the sizes asked. */
export async function fillLargeStore(page: Page, sizes: { payments: number; attempts: number }): Promise<LargeStore> {
  const partner = await pageFetch(page, 'POST', `${BASE}/_sandbox/partners`, { body: { name: 'Large shop' } });
  const key = partner.body.keys.sandbox as string;
  const product = await pageFetch(page, 'POST', `${BASE}/api/product/pay`, {
    key,
    body: { name: 'Large shop', shortName: `large-${Date.now()}` },
  });
  const productId = product.body.id as string;
  const webhook = await pageFetch(page, 'POST', `${BASE}/api/pay/plugin/webhook`, {
    key,
    body: { name: 'orders', endpoint: 'https://hooks.gateway.test/large', method: 'POST', expectedCode: 200, retries: 1 },
  });
  await pageFetch(page, 'POST', `${BASE}/api/pay/plugin/webhook/${webhook.body.id}/products/${productId}`, { key });
  const created = await pageFetch(page, 'POST', `${BASE}/api/pay/product/${productId}/subproduct/pricing`, {
    key,
    body: { price: 1299, externalId: 'seed', details: { returnUrl: 'https://shop.test/back' } },
  });
  const seedHash = hashOf(created.body.redirectUrl);
  await pageFetch(page, 'POST', `${BASE}/_sandbox/payments/${seedHash}/status`, { body: { status: 'COMPLETED', paymentMethod: 'BLIK' } });
  const attempt = await firstAttempt(page);
  const payment = (await pageFetch(page, 'GET', `${BASE}/_sandbox/payments/${seedHash}`)).body;
  const unpaidHash = await page.evaluate(copyRecords, { database: DATABASE, payment, attempt, ...sizes });
  return { key, productId, unpaidHash, ...sizes };
}

/** The seed payment's delivery, once the page's scheduler has made it. */
async function firstAttempt(page: Page): Promise<Record<string, any>> {
  // Advancing by 0 answers once every attempt due now has run: the seed's, made at its status change.
  await pageFetch(page, 'POST', `${BASE}/_sandbox/clock`, { body: { mode: 'simulated' } });
  await pageFetch(page, 'POST', `${BASE}/_sandbox/clock/advance`, { body: { ms: 0 } });
  const [attempt] = (await pageFetch(page, 'GET', `${BASE}/_sandbox/deliveries`)).body;
  if (attempt?.state !== 'SUCCEEDED') throw new Error(`The seed payment's delivery is ${attempt?.state ?? 'missing'}`);
  return attempt;
}

interface CopyJob {
  database: string;
  payment: Record<string, any>;
  attempt: Record<string, any>;
  payments: number;
  attempts: number;
}

/**
 * Runs in the page: writes `payments` copies of the payment (the first one left unpaid) and
 * `attempts` copies of the attempt, two attempts per notification, and answers the unpaid hash.
 */
async function copyRecords({ database, payment, attempt, payments, attempts }: CopyJob): Promise<string> {
  const open = indexedDB.open(database);
  const db = await new Promise<IDBDatabase>((resolve, reject) => {
    open.onsuccess = () => resolve(open.result);
    open.onerror = () => reject(open.error);
  });
  // Payments were created over the past days; the copied attempts come after the seed one.
  const start = Date.now() - payments * 1000;
  const later = Date.now() + 1000;
  const hashOf = (i: number) => `L${i.toString(36).padStart(9, '0')}`;
  // Time-ordered ids, as the gateway's UUIDv7 are: the newest attempt sorts last.
  const uuidOf = (i: number) => {
    const time = (later + i).toString(16).padStart(12, '0');
    return `${time.slice(0, 8)}-${time.slice(8)}-7000-8000-${i.toString(16).padStart(12, '0')}`;
  };
  const write = (store: string, count: number, make: (i: number) => object) =>
    new Promise<void>((resolve, reject) => {
      const tx = db.transaction(store, 'readwrite');
      const objects = tx.objectStore(store);
      for (let i = 0; i < count; i++) objects.put(make(i));
      tx.oncomplete = () => resolve();
      tx.onerror = () => reject(tx.error);
    });
  const unpaid = { status: 'INITIALIZED', paymentMethod: undefined, statusHistory: payment.statusHistory.slice(0, 1) };
  await write('payments', payments, (i) => ({
    ...payment,
    ...(i === 0 ? unpaid : {}),
    hash: hashOf(i),
    externalId: `large-${i}`,
    createdAt: start + i * 1000,
    updatedAt: start + i * 1000,
  }));
  await write('deliveries', attempts, (i) => {
    const notification = Math.floor(i / 2);
    const first = i % 2 === 0;
    return {
      ...attempt,
      id: uuidOf(i),
      paymentHash: hashOf(notification % payments),
      requestId: uuidOf(attempts + notification),
      attempt: first ? 1 : 2,
      state: first ? 'FAILED' : 'SUCCEEDED',
      responseStatus: first ? 500 : 200,
      scheduledAt: later + i,
      sentAt: later + i,
      finishedAt: later + i,
    };
  });
  db.close();
  return hashOf(0);
}
