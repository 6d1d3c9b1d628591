import { describe, expect } from 'vitest';
import { test } from '../support/scene';

describe('lists', () => {
  test('come back in creation order even when the frozen simulated clock stamps them alike', async ({ scene: { owner, helper } }) => {
    await helper('POST', '/_sandbox/clock', { mode: 'simulated', now: Date.UTC(2026, 0, 1) });
    const entries = `/api/pay/products/${owner.productId}/pricing/entries`;
    const customizations = `/api/pay/product/${owner.productId}/customization`;
    const created = { entries: [] as string[], customizations: [] as string[], webhooks: [] as string[] };
    for (let i = 0; i < 12; i++) {
      created.entries.push((await owner.api('POST', entries, { price: i })).body.id);
      created.customizations.push((await owner.api('POST', customizations, { title: `t${i}` })).body.id);
      const webhook = { endpoint: `https://hooks.gateway.test/w${i}`, expectedCode: 200, retries: 0 };
      created.webhooks.push((await owner.api('POST', '/api/pay/plugin/webhook', webhook)).body.id);
    }
    const ids = async (path: string) => (await owner.api('GET', path)).body.map((record: { id: string }) => record.id);
    expect(await ids(entries)).toEqual(created.entries);
    expect(await ids(customizations)).toEqual(created.customizations);
    expect(await ids('/api/pay/plugin/webhook')).toEqual(created.webhooks);
  });
});
