import { describe, expect, it } from 'vitest';
import {
  createPayment,
  expectNothingChanged,
  MALFORMED_JSON,
  openMerchant,
  redirectUrlPattern,
  statusUrl,
  storedPayment,
  subproductUrl,
  type Merchant,
} from '../support/api';
import { BASE, hashOf } from '../support/harness';
import { formatOf, readQr } from '../support/qr';

/** Registers a document and answers the response with its body as bytes. */
async function register({ h, key, product }: Merchant, body: unknown) {
  const response = await h.call('POST', subproductUrl(product.id), { key, body });
  return {
    status: response.status,
    type: response.headers.get('Content-Type'),
    image: new Uint8Array(await response.arrayBuffer()),
  };
}

const invoice = {
  externalId: 'FV/2024/0042',
  bannerType: 'Invoice',
  price: 12_300,
  details: { seller: 'Bookshop', vat: '23%' },
};

describe('POST /api/pay/product/{productId}/subproduct', () => {
  it('answers an SVG banner as application/octet-stream when no imageFormat is sent', async () => {
    const merchant = await openMerchant();
    const { status, type, image } = await register(merchant, invoice);
    expect(status).toBe(200);
    expect(type).toBe('application/octet-stream');
    expect(formatOf(image)).toBe('svg');
  });

  it('draws a QR code that opens the document on the checkout', async () => {
    const merchant = await openMerchant();
    const url = readQr((await register(merchant, invoice)).image, 'svg');
    expect(url).toMatch(redirectUrlPattern(merchant.product.id));
    expect(await storedPayment(merchant.h, hashOf(url))).toMatchObject({
      externalId: invoice.externalId,
      productId: merchant.product.id,
      price: invoice.price,
      details: invoice.details,
      status: 'INITIALIZED',
    });
  });

  it('answers a PNG banner with the same kind of QR code when imageFormat is png', async () => {
    const merchant = await openMerchant();
    const { status, type, image } = await register(merchant, { ...invoice, imageFormat: 'png' });
    expect([status, type, formatOf(image)]).toEqual([200, 'application/octet-stream', 'png']);
    const url = readQr(image, 'png');
    expect(url).toMatch(redirectUrlPattern(merchant.product.id));
    expect((await storedPayment(merchant.h, hashOf(url))).externalId).toBe(invoice.externalId);
  });

  it('encodes exactly the redirectUrl a payment with the document’s externalId answers', async () => {
    const merchant = await openMerchant();
    const fromQr = readQr((await register(merchant, invoice)).image, 'svg');
    const { status, body } = await createPayment(merchant, { price: 1, externalId: invoice.externalId });
    expect(status).toBe(200);
    expect(body.redirectUrl).toBe(fromQr);
  });

  it('answers the same banner when the same externalId is registered again, storing nothing new', async () => {
    const merchant = await openMerchant();
    for (const imageFormat of ['svg', 'png'] as const) {
      const body = { ...invoice, externalId: `doc-${imageFormat}`, imageFormat };
      const first = await register(merchant, body);
      await expectNothingChanged(merchant.h, async () => {
        const again = await register(merchant, { ...body, price: 1, details: { other: 'x' } });
        expect(again.image).toEqual(first.image);
        expect(readQr(again.image, imageFormat)).toBe(readQr(first.image, imageFormat));
      });
    }
  });

  it('keeps the first image format when a document is registered again in another', async () => {
    const merchant = await openMerchant();
    await register(merchant, { ...invoice, imageFormat: 'png' });
    expect(formatOf((await register(merchant, { ...invoice, imageFormat: 'svg' })).image)).toBe('png');
  });

  it('makes a payable document whose hash works on the status endpoint', async () => {
    const merchant = await openMerchant();
    const hash = hashOf(readQr((await register(merchant, invoice)).image, 'svg'));
    const { h, product } = merchant;
    expect(await h.json('GET', statusUrl(product.id, hash))).toEqual({ status: 200, body: { status: 'INITIALIZED' } });
    await h.json('POST', `${BASE}/_sandbox/payments/${hash}/status`, { body: { status: 'COMPLETED' } });
    expect((await h.json('GET', statusUrl(product.shortName, hash))).body).toEqual({ status: 'COMPLETED' });
  });

  it('still draws a readable code when the details hold markup characters', async () => {
    const merchant = await openMerchant();
    const details = { note: '<b>"Tom & Jerry"</b> </svg>', title: "O'Brien" };
    const url = readQr((await register(merchant, { ...invoice, details })).image, 'svg');
    expect((await storedPayment(merchant.h, hashOf(url))).details).toEqual(details);
  });

  it('answers the malformed-JSON 400 for an unknown imageFormat and stores nothing', async () => {
    const merchant = await openMerchant();
    await expectNothingChanged(merchant.h, async () => {
      const reply = await merchant.h.json('POST', subproductUrl(merchant.product.id), {
        key: merchant.key,
        body: { ...invoice, imageFormat: 'jpg' },
      });
      expect(reply).toEqual({ status: 400, body: MALFORMED_JSON });
    });
  });

  it('answers 401 without a key and 403 for another partner’s product, as JSON errors', async () => {
    const merchant = await openMerchant();
    const stranger = await openMerchant({}, merchant.h);
    const url = subproductUrl(merchant.product.id);
    await expectNothingChanged(merchant.h, async () => {
      expect((await merchant.h.json('POST', url, { body: invoice })).status).toBe(401);
      expect(await merchant.h.json('POST', url, { key: stranger.key, body: invoice })).toEqual({
        status: 403,
        body: { status: 403, message: `Product ${merchant.product.id} does not belong to you` },
      });
    });
  });
});
