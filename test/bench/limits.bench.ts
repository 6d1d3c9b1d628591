/**
 * What the request limits cost: `npm run bench`. Target: each refusal answers in under 20 ms, so
 * an oversized or absurdly nested body costs the page no more than a normal request.
 */
import { bench, describe } from 'vitest';
import { BASE, newPartner, newProduct, openHarness } from '../support/harness';

const harness = await openHarness();
const key = (await newPartner(harness)).keys.sandbox;
const product = await newProduct(harness, key);
const pricing = `${BASE}/api/pay/product/${product.id}/subproduct/pricing`;
const huge = new Blob([JSON.stringify({ externalId: 'huge', details: { note: 'x'.repeat(2 * 1024 * 1024) } })]);
const deep = `{"externalId":"deep","details":{"x":${'['.repeat(100_000)}${']'.repeat(100_000)}}}`;

describe('request limits (target: under 20 ms each)', () => {
  bench('a 2 MiB body without Content-Length, refused 413 after 1 MiB', async () => {
    const body = huge.stream();
    const response = await harness.handler(
      new Request(pricing, { method: 'POST', headers: { 'X-API-KEY': key }, body, duplex: 'half' } as RequestInit),
    );
    if (response.status !== 413) throw new Error(`expected 413, got ${response.status}`);
  });

  bench('100,000 nested arrays (200 KB), refused 400', async () => {
    const response = await harness.call('POST', pricing, { key, body: deep });
    if (response.status !== 400) throw new Error(`expected 400, got ${response.status}`);
  });
});
