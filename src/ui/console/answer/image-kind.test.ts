import { describe, expect, it } from 'vitest';
import { freshHarness } from '../../../../test/support/api';
import { BASE, newPartner, newProduct } from '../../../../test/support/harness';
import { imageKindOf } from './image-kind';

describe('the kind of a binary answer', () => {
  it('tells the gateway’s PNG and SVG banners apart', async () => {
    const harness = await freshHarness();
    const { keys } = await newPartner(harness);
    const product = await newProduct(harness, keys.sandbox);
    const banner = async (imageFormat: string) => {
      const response = await harness.call('POST', `${BASE}/api/pay/product/${product.id}/subproduct`, {
        key: keys.sandbox,
        body: { externalId: `doc-${imageFormat}`, imageFormat, price: 100 },
      });
      return new Uint8Array(await response.arrayBuffer());
    };
    expect(imageKindOf(await banner('png'))).toBe('png');
    expect(imageKindOf(await banner('svg'))).toBe('svg');
  });

  it('names nothing else an image', () => {
    expect(imageKindOf(new TextEncoder().encode('{"svg": "<svg>"}'))).toBeUndefined();
    expect(imageKindOf(new Uint8Array())).toBeUndefined();
  });
});
