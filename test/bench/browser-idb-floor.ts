/**
 * `npm run bench`, browser part: the floor under issue 12's month in the page. The same month
 * (1,000 notifications, 8 failing attempts each, every instant's attempts due together) written
 * to Chromium's IndexedDB by the leanest layout we could think of, with no code of ours in it:
 * each instant one transaction that reads its pending notifications with one `getAll`, and per
 * attempt one small attempt record and one update of its notification; webhooks are not read at
 * all (as if known for the whole advance). The gateway's own layout writes two whole attempt
 * records per attempt (the attempt finished, its retry queued), under three indexes, and reads
 * each attempt and webhook once; its code (signing, scheduling, lanes) comes on top, so the month
 * cannot take less than this.
 */
import type { Browser } from 'playwright-core';
import { DESKTOP, openApp } from '../browser/app-scene';

/** Wall milliseconds of the bare month, in a database of its own, deleted afterwards. */
export async function idbFloorInChromium(browser: Browser, appUrl: string): Promise<number> {
  const context = await browser.newContext({ viewport: DESKTOP });
  try {
    await context.addInitScript({ content: 'globalThis.__name = (target) => target;' });
    const page = await openApp(context, appUrl, '#/nowhere');
    return await page.evaluate(async () => {
      const NOTIFICATIONS = 1_000;
      const ATTEMPTS = 8;
      const settled = <T>(request: IDBRequest<T>) =>
        new Promise<T>((resolve, reject) => {
          request.onsuccess = () => resolve(request.result);
          request.onerror = () => reject(request.error);
        });
      const committed = (tx: IDBTransaction) =>
        new Promise<void>((resolve, reject) => {
          tx.oncomplete = () => resolve();
          tx.onerror = () => reject(tx.error);
        });
      const name = `floor-${crypto.randomUUID()}`;
      const opening = indexedDB.open(name, 1);
      opening.onupgradeneeded = () => {
        const notifications = opening.result.createObjectStore('notifications', { keyPath: 'id' });
        notifications.createIndex('byState', 'state');
        opening.result.createObjectStore('attempts', { keyPath: 'id' });
      };
      const db = await settled(opening);
      const body = JSON.stringify({ hash: 'h'.repeat(40), status: 'COMPLETED', price: 100, externalId: 'month', details: {} });
      const setUp = db.transaction('notifications', 'readwrite');
      for (let i = 0; i < NOTIFICATIONS; i++) {
        setUp.objectStore('notifications').put({ id: crypto.randomUUID(), webhookId: crypto.randomUUID(), body, state: 'PENDING', nextAt: 0 });
      }
      await committed(setUp);

      const started = performance.now();
      for (let attempt = 1; attempt <= ATTEMPTS; attempt++) {
        const tx = db.transaction(['notifications', 'attempts'], 'readwrite');
        const notifications = tx.objectStore('notifications');
        const pending = await settled(notifications.index('byState').getAll('PENDING'));
        for (const notification of pending) {
          tx.objectStore('attempts').put({
            id: crypto.randomUUID(),
            notificationId: notification.id,
            attempt,
            finishedAt: attempt * 1000,
            responseStatus: 500,
            error: 'Expected HTTP 200, got 500',
          });
          notifications.put({ ...notification, state: attempt < ATTEMPTS ? 'PENDING' : 'FAILED', nextAt: attempt * 1000 });
        }
        await committed(tx);
      }
      const ms = performance.now() - started;
      db.close();
      await settled(indexedDB.deleteDatabase(name));
      return ms;
    });
  } finally {
    await context.close();
  }
}
