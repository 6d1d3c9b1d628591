import { describe, expect, it } from 'vitest';
import { BASE, newPartner, newProduct } from '../../../test/support/harness';
import { connectUiToSandbox, type UiSandbox } from '../../../test/support/ui-sandbox';
import { externalIdTaken, fetchRecords } from './console-api';

let ui: UiSandbox | undefined;

async function scene() {
  ui = await connectUiToSandbox();
  const key = (await newPartner(ui.harness)).keys.sandbox;
  const mugs = await newProduct(ui.harness, key, { name: 'Mugs' });
  const cups = await newProduct(ui.harness, key, { name: 'Cups' });
  const pay = (externalId: string) =>
    ui!.harness.json('POST', `${BASE}/api/pay/product/${mugs.id}/subproduct/pricing`, {
      key,
      body: { price: 100, externalId, details: {} },
    });
  await pay('mug-1');
  await pay('mug-2');
  ui.requests.length = 0;
  return { mugs, cups };
}

describe('the console’s reads', () => {
  it('offer the newest records of each kind through the records helper, never the export', async () => {
    await scene();

    const records = await fetchRecords();

    expect(records.products.map((product) => product.name)).toEqual(['Cups', 'Mugs']);
    expect(records.payments.map((payment) => payment.externalId)).toEqual(['mug-2', 'mug-1']);
    expect(ui!.requests.every((request) => request.startsWith('GET /_sandbox/records/'))).toBe(true);
  });

  it('know whether an externalId is taken in a product with one search', async () => {
    const { mugs, cups } = await scene();

    expect(await externalIdTaken(mugs.id, 'mug-1')).toBe(true);
    expect(await externalIdTaken(cups.id, 'mug-1')).toBe(false);
    expect(await externalIdTaken(mugs.id, 'mug-3')).toBe(false);
    expect(ui!.requests).toEqual(Array(3).fill('GET /_sandbox/records/payments'));
  });
});
