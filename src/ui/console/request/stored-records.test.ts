import { describe, expect, it } from 'vitest';
import { freshHarness } from '../../../../test/support/api';
import { BASE, newPartner, newProduct, PROD_BASE } from '../../../../test/support/harness';
import { optionsFor, type StoredRecords } from './stored-records';

async function scene() {
  const harness = await freshHarness();
  const mine = await newPartner(harness);
  const theirs = await newPartner(harness);
  const mugs = await newProduct(harness, mine.keys.sandbox, { name: 'Mugs' });
  const cups = await newProduct(harness, mine.keys.sandbox, { name: 'Cups' });
  await newProduct(harness, theirs.keys.sandbox, { name: 'Not mine' });
  await newProduct(harness, mine.keys.production, { name: 'Live shop' }, PROD_BASE);
  const pay = (productId: string, externalId: string) =>
    harness.json('POST', `${BASE}/api/pay/product/${productId}/subproduct/pricing`, {
      key: mine.keys.sandbox,
      body: { price: 100, externalId, details: {} },
    });
  await pay(mugs.id, 'mug-1');
  await pay(cups.id, 'cup-1');
  const form = await harness.json('POST', `${BASE}/api/pay/product/${mugs.id}/form`, {
    key: mine.keys.sandbox,
    body: { fields: [{ name: 'nip', type: 'TEXT' }] },
  });
  const records = (await harness.json('GET', `${BASE}/_sandbox/export`)).body.collections as StoredRecords;
  return { mine, mugs, cups, form: form.body, records };
}

describe('path parameters picked from stored records', () => {
  it('list the key’s own products in the chosen environment by name', async () => {
    const { mine, records } = await scene();
    const labels = (env: 'sandbox' | 'production', apiKey: string) =>
      optionsFor('productId', records, { env, apiKey, values: {} })
        .map((option) => option.label)
        .sort();
    expect(labels('sandbox', mine.keys.sandbox)).toEqual(['Cups', 'Mugs']);
    expect(labels('production', mine.keys.production)).toEqual(['Live shop']);
  });

  it('list payments by externalId, and forms and fields, under the chosen product', async () => {
    const { mine, mugs, form, records } = await scene();
    const scope = { env: 'sandbox' as const, apiKey: mine.keys.sandbox, values: { productId: mugs.id } };
    expect(optionsFor('externalId', records, scope)).toEqual([{ value: 'mug-1', label: 'mug-1' }]);
    expect(optionsFor('formId', records, scope)).toEqual([{ value: form.id, label: 'form v1 (1 fields)' }]);
    expect(optionsFor('fieldId', records, scope).map((option) => option.label)).toEqual(['nip (TEXT)']);
    expect(optionsFor('name', records, scope)).toEqual([]);
  });
});
