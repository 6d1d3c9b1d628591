/**
 * The msw handlers module the Record export writes, loaded into msw's Node `setupServer`: a
 * merchant's test then gets the answers the sandbox gave.
 */
import { execFile } from 'node:child_process';
import { mkdir, rm, writeFile } from 'node:fs/promises';
import { promisify } from 'node:util';
import { join } from 'node:path';
import { setupServer } from 'msw/node';
import { describe, expect, it, onTestFinished } from 'vitest';
import { MODULE_FILES, toMswModule, type ModuleLanguage } from '../../src/ui/recording/msw-module';
import { freshHarness } from '../support/api';
import { BASE } from '../support/harness';
import { recorder } from '../support/recorder';

/**
 * Writes the module where it resolves 'msw' as a merchant's project would, and imports it. The
 * JavaScript one is first checked by plain Node, which reads no TypeScript.
 */
async function loadModule(source: string, language: ModuleLanguage): Promise<{ handlers: Parameters<typeof setupServer> }> {
  const folder = join(process.cwd(), 'node_modules', '.cache', 'recording-test');
  await mkdir(folder, { recursive: true });
  const file = join(folder, `handlers-${process.pid}-${Math.random().toString(36).slice(2)}.${MODULE_FILES[language].extension}`);
  await writeFile(file, source);
  onTestFinished(() => rm(file));
  if (language === 'js') await promisify(execFile)(process.execPath, ['--check', file]);
  return import(/* @vite-ignore */ file);
}

describe('the msw handlers module', () => {
  it.each(['ts', 'js'] as const)('in %s answers every recorded request as the sandbox answered it, repeats in order', async (language) => {
    const h = await freshHarness();
    const record = recorder(h.handler);
    const partner = await record.send('POST', `${BASE}/_sandbox/partners`, { name: 'Shop' });
    const key = { 'X-API-KEY': partner.keys.sandbox };
    const product = await record.send('POST', `${BASE}/api/product/pay`, { productType: 'PAY', name: 'Mugs' }, key);
    const pricing = `${BASE}/api/pay/product/${product.id}/subproduct/pricing`;
    await record.send('POST', pricing, { price: 100, externalId: 'o-1' }, key);
    await record.send('POST', pricing, { price: 100 }, key);
    await record.send('GET', `${BASE}/api/nothing-here`, undefined, key);

    const { handlers } = await loadModule(toMswModule(record.exchanges, new Date(Date.UTC(2026, 0, 15)), language), language);
    const server = setupServer(...handlers);
    server.listen({ onUnhandledRequest: 'error' });
    try {
      const replayed = [];
      for (const { request } of record.exchanges) {
        const response = await fetch(request.url, { method: request.method, headers: request.headers, body: request.body || undefined });
        replayed.push({ status: response.status, body: await response.text(), type: response.headers.get('content-type') });
      }

      expect(replayed).toEqual(
        record.exchanges.map(({ response }) => ({
          status: response!.status,
          body: response!.body,
          type: response!.headers['content-type'],
        })),
      );
      expect(replayed.map((answer) => answer.status)).toEqual([200, 200, 200, 500, 404]);
    } finally {
      server.close();
    }
  });
});
