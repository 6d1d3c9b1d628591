/**
 * The msw handlers module the Record export writes, loaded into msw's Node `setupServer`: a
 * merchant's test then gets the answers the sandbox gave.
 */
import { mkdir, rm, writeFile } from 'node:fs/promises';
import { join } from 'node:path';
import { setupServer } from 'msw/node';
import { describe, expect, it, onTestFinished } from 'vitest';
import { toMswModule } from '../../src/ui/recording/msw-module';
import { freshHarness } from '../support/api';
import { BASE } from '../support/harness';
import { recorder } from '../support/recorder';

/** Writes the module where it resolves 'msw' as a merchant's project would, and imports it. */
async function loadModule(source: string): Promise<{ handlers: Parameters<typeof setupServer> }> {
  const folder = join(process.cwd(), 'node_modules', '.cache', 'recording-test');
  await mkdir(folder, { recursive: true });
  const file = join(folder, `handlers-${process.pid}-${Math.random().toString(36).slice(2)}.ts`);
  await writeFile(file, source);
  onTestFinished(() => rm(file));
  return import(/* @vite-ignore */ file);
}

describe('the msw handlers module', () => {
  it('answers every recorded request as the sandbox answered it, repeats in order', async () => {
    const h = await freshHarness();
    const record = recorder(h.handler);
    const partner = await record.send('POST', `${BASE}/_sandbox/partners`, { name: 'Shop' });
    const key = { 'X-API-KEY': partner.keys.sandbox };
    const product = await record.send('POST', `${BASE}/api/product/pay`, { productType: 'PAY', name: 'Mugs' }, key);
    const pricing = `${BASE}/api/pay/product/${product.id}/subproduct/pricing`;
    await record.send('POST', pricing, { price: 100, externalId: 'o-1' }, key);
    await record.send('POST', pricing, { price: 100 }, key);
    await record.send('GET', `${BASE}/api/nothing-here`, undefined, key);

    const { handlers } = await loadModule(toMswModule(record.exchanges, new Date(Date.UTC(2026, 0, 15))));
    const server = setupServer(...handlers);
    server.listen({ onUnhandledRequest: 'error' });
    try {
      const replayed = [];
      for (const { request } of record.exchanges) {
        const response = await fetch(request.url, { method: request.method, headers: request.headers, body: request.body || undefined });
        replayed.push({ status: response.status, body: await response.text(), type: response.headers.get('content-type') });
      }

      expect(replayed).toEqual(
        record.exchanges.map(({ response }) => ({ status: response!.status, body: response!.body, type: response!.headers['content-type'] })),
      );
      expect(replayed.map((answer) => answer.status)).toEqual([200, 200, 200, 500, 404]);
    } finally {
      server.close();
    }
  });
});
