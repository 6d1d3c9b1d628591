import { describe, expect } from 'vitest';
import { textOf } from '../support/api';
import { BASE } from '../support/harness';
import { expectError, newPayment, test, UNKNOWN_ID, webhookBody, type Scene } from '../support/scene';

const records = (scene: Scene, collection: string, query: Record<string, string | number> = {}) =>
  scene.helper('GET', `/_sandbox/records/${collection}?${new URLSearchParams(query as Record<string, string>)}`);

/** Every page of a list, following `nextCursor`. */
async function allPages(scene: Scene, collection: string, query: Record<string, string | number>) {
  const pages = [];
  let after: string | null = null;
  do {
    const { status, body } = await records(scene, collection, after ? { ...query, after } : query);
    expect(status).toBe(200);
    pages.push(body);
    after = body.nextCursor;
  } while (after);
  return pages;
}

describe('GET /_sandbox/records/{collection}', () => {
  test('payments come newest first in pages that join up without gaps or repeats', async ({ scene }) => {
    // One simulated millisecond apart: payments of the same millisecond tie on creation time.
    await scene.helper('POST', '/_sandbox/clock', { mode: 'simulated', now: Date.UTC(2026, 0, 15, 12) });
    const hashes = [];
    for (let i = 0; i < 5; i++) {
      await scene.helper('POST', '/_sandbox/clock/advance', { ms: 1 });
      hashes.push(await newPayment(scene.owner));
    }

    const pages = await allPages(scene, 'payments', { limit: 2 });

    expect(pages.map((page) => page.items.length)).toEqual([2, 2, 1]);
    expect(pages.flatMap((page) => page.items.map((payment: { hash: string }) => payment.hash))).toEqual(hashes.reverse());
    expect(pages.every((page) => page.total === 5)).toBe(true);
  });

  test('a productId lists only that product’s records and counts only them', async ({ scene }) => {
    const own = await newPayment(scene.owner);
    await newPayment(scene.stranger);

    const { body } = await records(scene, 'payments', { productId: scene.owner.productId });

    expect(body.items.map((payment: { hash: string }) => payment.hash)).toEqual([own]);
    expect(body.total).toBe(1);
  });

  test('a partnerId lists that partner’s products and keys', async ({ scene }) => {
    const products = await records(scene, 'products', { partnerId: scene.owner.partner.id });
    const keys = await records(scene, 'apiKeys', { partnerId: scene.owner.partner.id });

    expect(products.body.items.map((product: { id: string }) => product.id)).toEqual([scene.owner.productId]);
    expect(keys.body.items.map((key: { key: string }) => key.key).sort()).toEqual(Object.values(scene.owner.partner.keys).sort());
  });

  test('search finds a payment by hash and by the merchant’s externalId, in any product', async ({ scene }) => {
    const hash = await newPayment(scene.owner, { externalId: 'order-77' });

    const byHash = await records(scene, 'payments', { q: hash });
    const byExternalId = await records(scene, 'payments', { q: 'order-77' });
    const nothing = await records(scene, 'payments', { q: 'order-78' });

    expect(byHash.body).toMatchObject({ items: [{ hash }], total: 1, nextCursor: null });
    expect(byExternalId.body.items.map((payment: { hash: string }) => payment.hash)).toEqual([hash]);
    expect(nothing.body).toEqual({ items: [], total: 0, nextCursor: null });
  });

  test('search finds a product by shortName and by id', async ({ scene }) => {
    const product = (await records(scene, `products/${scene.owner.productId}`)).body.record;

    expect((await records(scene, 'products', { q: product.shortName })).body.items).toHaveLength(1);
    expect((await records(scene, 'products', { q: product.id.toUpperCase() })).body.items[0].id).toBe(product.id);
  });

  test('an unknown product answers 404 and another partner’s product 403', async ({ scene }) => {
    expectError(await records(scene, 'payments', { productId: UNKNOWN_ID }), 404, 'PayProductEntity not found');
    expectError(await records(scene, 'payments', { productId: 'not-a-uuid' }), 404, 'PayProductEntity not found');
    expectError(
      await records(scene, 'payments', { productId: scene.stranger.productId, partnerId: scene.owner.partner.id }),
      403,
      `Product ${scene.stranger.productId} does not belong to you`,
    );
  });

  test('a limit outside 1 to 100, a foreign cursor or a bad env answers 400', async ({ scene }) => {
    for (const limit of [0, 101, 2.5, 'ten']) {
      expectError(await records(scene, 'payments', { limit }), 400, 'limit must be an integer from 1 to 100');
    }
    expectError(await records(scene, 'payments', { after: 'nonsense' }), 400, 'Invalid cursor');
    // Well-formed, but not a payment's place: no createdAt, or one that is not a key.
    for (const fields of [
      { hash: 'h', productId: 'p' },
      { hash: 'h', productId: 'p', createdAt: { at: 1 } },
    ]) {
      const after = Buffer.from(JSON.stringify(fields)).toString('base64url');
      expectError(await records(scene, 'payments', { after }), 400, 'Invalid cursor');
      expectError(await records(scene, 'payments', { after, productId: scene.owner.productId }), 400, 'Invalid cursor');
    }
    expectError(await records(scene, 'products', { env: 'staging' }), 400, 'env must be sandbox or production');
  });

  test('a filter that cannot apply answers 400 (partnerId alone for records that belong to a partner through a product, productId where no product owns the records); with its productId they are listed', async ({
    scene,
  }) => {
    await newPayment(scene.owner);
    for (const collection of ['payments', 'pricingEntries', 'forms', 'customizations']) {
      expectError(
        await records(scene, collection, { partnerId: scene.stranger.partner.id }),
        400,
        `partnerId lists apiKeys, products and webhooks; list ${collection} by productId (with partnerId, a product of that partner)`,
      );
    }
    expectError(
      await records(scene, 'partners', { partnerId: scene.stranger.partner.id }),
      400,
      'partnerId does not list partners: find one by its id with q',
    );
    for (const collection of ['partners', 'apiKeys', 'products']) {
      const query = { productId: scene.owner.productId, partnerId: scene.owner.partner.id };
      expectError(
        await records(scene, collection, query),
        400,
        `productId lists payments, pricingEntries, forms, customizations and webhooks, not ${collection}`,
      );
    }
    const owned = await records(scene, 'payments', { partnerId: scene.owner.partner.id, productId: scene.owner.productId });
    expect(owned.body.total).toBe(1);
  });

  test('an unknown collection is an unknown route', async ({ scene }) => {
    const response = await scene.harness.call('GET', `${BASE}/_sandbox/records/deliveries`);

    expect(await textOf(response)).toMatchObject({ status: 404, text: 'No route found for: GET /_sandbox/records/deliveries' });
  });
});

describe('GET /_sandbox/records/{collection}/{id}', () => {
  test('a payment shows its status history, price changes, checkout link and delivery attempts', async ({ scene }) => {
    const { owner } = scene;
    await owner.api('POST', '/api/pay/plugin/webhook', { ...webhookBody(), productIds: [owner.productId] });
    const hash = await newPayment(owner, { externalId: 'order-9', price: 1000 });
    await owner.api('PATCH', `/api/pay/product/${owner.productId}/subproduct/order-9`, { price: 1500 });
    await scene.helper('POST', `/_sandbox/payments/${hash}/status`, { status: 'COMPLETED', paymentMethod: 'BLIK' });

    const { status, body } = await records(scene, `payments/${hash}`);

    expect(status).toBe(200);
    expect(body.record.statusHistory.map((change: { status: string }) => change.status)).toEqual(['INITIALIZED', 'COMPLETED']);
    expect(body.record.priceChanges).toEqual([{ from: 1000, to: 1500, at: expect.any(Number) }]);
    expect(body.checkoutLink).toMatch(new RegExp(`/${owner.productId}\\?externalId=${hash}$`));
    expect(body.product.id).toBe(owner.productId);
    expect(body.deliveries).toEqual([expect.objectContaining({ paymentHash: hash, attempt: 1 })]);
  });

  test('a form shows every version in order', async ({ scene: { owner, ...scene } }) => {
    const forms = `/api/pay/product/${owner.productId}/form`;
    const { body: first } = await owner.api('POST', forms, { fields: [{ name: 'email', type: 'EMAIL' }] });
    await owner.api('POST', `${forms}/${first.id}/fields`, { name: 'city', type: 'TEXT' });

    const { body } = await records({ owner, ...scene } as Scene, `forms/${first.id}`);

    expect(body.versions.map((version: { version: number; isCurrent: boolean }) => [version.version, version.isCurrent])).toEqual([
      [1, false],
      [2, true],
    ]);
  });

  test('a webhook shows the products it is assigned to', async ({ scene }) => {
    const { body: webhook } = await scene.owner.api('POST', '/api/pay/plugin/webhook', {
      ...webhookBody(),
      productIds: [scene.owner.productId],
    });

    const { body } = await records(scene, `webhooks/${webhook.id}`);

    expect(body.products.map((product: { id: string }) => product.id)).toEqual([scene.owner.productId]);
  });

  test('a product shows how many records of each kind it holds', async ({ scene }) => {
    await newPayment(scene.owner);
    await newPayment(scene.owner);

    const { body } = await records(scene, `products/${scene.owner.productId}`);

    expect(body.counts).toEqual({ payments: 2, pricingEntries: 0, forms: 0, customizations: 0, webhooks: 0 });
  });

  test('an unknown record answers 404 naming its entity', async ({ scene }) => {
    expectError(await records(scene, 'payments/NOPE000000'), 404, 'PaySubProductEntity not found');
    expectError(await records(scene, `webhooks/${UNKNOWN_ID}`), 404, 'WebhookEntity not found');
  });
});

describe('POST /_sandbox/keys', () => {
  test('a further key works at once for its partner and environment', async ({ scene }) => {
    const { status, body } = await scene.helper('POST', '/_sandbox/keys', { partnerId: scene.owner.partner.id, env: 'sandbox' });

    expect(status).toBe(200);
    expect(body).toMatchObject({ key: expect.stringMatching(/^sk_test_/), partnerId: scene.owner.partner.id, revoked: false });
    const webhooks = await scene.harness.json('GET', `${BASE}/api/pay/plugin/webhook`, { key: body.key });
    expect(webhooks.status).toBe(200);
    const { body: partner } = await records(scene, `partners/${scene.owner.partner.id}`);
    expect(partner.keys.map((key: { key: string }) => key.key)).toContain(body.key);
  });

  test('an unknown partner answers 404 and creates no key', async ({ scene }) => {
    expectError(await scene.helper('POST', '/_sandbox/keys', { partnerId: UNKNOWN_ID, env: 'sandbox' }), 404, 'Partner not found');
    expect((await records(scene, 'apiKeys', { partnerId: UNKNOWN_ID })).body.total).toBe(0);
  });
});
