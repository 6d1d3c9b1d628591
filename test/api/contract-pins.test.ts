/**
 * The sandbox contract's "More pins" and "Helpers" paragraphs, one behaviour each, over the
 * handler. (Price PATCH refusals, QR contents and the stored-payment read have their own files.)
 */
import { describe, expect } from 'vitest';
import { expectNothingChanged, exported } from '../support/api';
import { BASE } from '../support/harness';
import { openWebhookScene } from '../support/webhook-scene';
import { expectError, newPayment, test, webhookBody } from '../support/scene';

describe('DELETE', () => {
  test('answers 200 with an empty body for a pricing entry, a customization and a form', async ({ scene }) => {
    const { owner, harness } = scene;
    const entries = `/api/pay/products/${owner.productId}/pricing/entries`;
    const customizations = `/api/pay/product/${owner.productId}/customization`;
    const forms = `/api/pay/product/${owner.productId}/form`;
    const paths = [
      `${entries}/${(await owner.api('POST', entries, { price: 100 })).body.id}`,
      `${customizations}/${(await owner.api('POST', customizations, { title: 'Hi' })).body.id}`,
      `${forms}/${(await owner.api('POST', forms, { fields: [] })).body.id}`,
    ];

    for (const path of paths) {
      const response = await harness.call('DELETE', `${BASE}${path}`, { key: owner.key });
      expect([path, response.status, await response.text()]).toEqual([path, 200, '']);
    }
  });
});

describe('webhook payload price', () => {
  test('is the payment’s current price after a price PATCH', async () => {
    const scene = await openWebhookScene();
    const hash = await scene.pay({ price: 1299, externalId: 'order-patched' });
    const patched = await scene.h.json('PATCH', `${BASE}/api/pay/product/${scene.product.id}/subproduct/order-patched`, {
      key: scene.key,
      body: { price: 4550.7 },
    });
    expect(patched.status).toBe(200);

    await scene.move(hash, 'COMPLETED');
    await scene.advance(0);

    const [attempt] = await scene.deliveries(`?paymentHash=${hash}`);
    expect(JSON.parse(attempt.request.body).price).toBe(4550);
  });
});

describe('shortName', () => {
  const UUID_SHAPED = ['8f14e45f-ceea-467f-a0e6-1b2b3c4d5e6f', 'ABCDEF01-2345-4678-9ABC-DEF012345678'];

  test.for(UUID_SHAPED)('%s answers 400 on create and stores nothing', async (shortName, { scene }) => {
    await expectNothingChanged(scene.harness, async () => {
      expectError(await scene.owner.api('POST', '/api/product/pay', { productType: 'PAY', name: 'Shop', shortName }), 400);
    });
  });

  test.for(UUID_SHAPED)('%s answers 400 on PATCH and changes nothing', async (shortName, { scene }) => {
    await expectNothingChanged(scene.harness, async () => {
      expectError(await scene.owner.api('PATCH', `/api/product/pay/${scene.owner.productId}`, { shortName }), 400);
    });
  });

  test('a name that only contains a UUID is accepted', async ({ scene }) => {
    const shortName = 'shop-8f14e45f-ceea-467f-a0e6-1b2b3c4d5e6f';
    const reply = await scene.owner.api('PATCH', `/api/product/pay/${scene.owner.productId}`, { shortName });
    expect([reply.status, reply.body.shortName]).toEqual([200, shortName]);
  });
});

describe('webhook headers', () => {
  const REFUSED: [string, Record<string, string[]>][] = [
    ['a name with a space', { 'X Shop': ['a'] }],
    ['a name with a colon', { 'X-Shop:': ['a'] }],
    ['an empty name', { '': ['a'] }],
    ['a value with CR LF', { 'X-Shop': ['a\r\nX-Injected: 1'] }],
    ['a value with a lone LF', { 'X-Shop': ['a\nb'] }],
    ['a value with NUL', { 'X-Shop': ['a\0b'] }],
    ...['Content-Type', 'content-length', 'HOST', 'Transfer-Encoding', 'x-service-signature'].map(
      (name): [string, Record<string, string[]>] => [`the gateway’s own ${name}`, { [name]: ['x'] }],
    ),
  ];

  test.for(REFUSED)('%s answers 400 on registration and stores nothing', async ([, headers], { scene }) => {
    await expectNothingChanged(scene.harness, async () => {
      expectError(await scene.owner.api('POST', '/api/pay/plugin/webhook', webhookBody({ headers })), 400);
    });
  });

  test.for(REFUSED)('%s answers 400 on PATCH and changes nothing', async ([, headers], { scene }) => {
    const webhook = (await scene.owner.api('POST', '/api/pay/plugin/webhook', webhookBody())).body;
    await expectNothingChanged(scene.harness, async () => {
      expectError(await scene.owner.api('PATCH', `/api/pay/plugin/webhook/${webhook.id}`, { headers }), 400);
    });
  });

  test('token names with any values free of CR, LF and NUL are kept', async ({ scene }) => {
    const headers = { "X-Shop_ID.v2!#$%&'*+^`|~": ['tab\tand ünïcode', ''], Authorization: ['Bearer abc'] };
    const reply = await scene.owner.api('POST', '/api/pay/plugin/webhook', webhookBody({ headers }));
    expect([reply.status, reply.body.headers]).toEqual([200, headers]);
  });
});

describe('stored payment helper', () => {
  test('answers at least hash, externalId, productId, price, status, details and statusHistory', async ({ scene }) => {
    const hash = await newPayment(scene.owner, { externalId: 'order-9', price: 990, details: { a: 1 } });

    const { status, body } = await scene.helper('GET', `/_sandbox/payments/${hash}`);

    expect(status).toBe(200);
    expect(body).toMatchObject({
      hash,
      externalId: 'order-9',
      productId: scene.owner.productId,
      price: 990,
      status: 'INITIALIZED',
      details: { a: 1 },
      statusHistory: [{ status: 'INITIALIZED', at: expect.any(Number) }],
    });
  });
});

describe('reset', () => {
  test('puts a simulated clock back to real time', async ({ scene }) => {
    await scene.helper('POST', '/_sandbox/clock', { mode: 'simulated', now: 0 });

    await scene.helper('POST', '/_sandbox/reset');

    const { body } = await scene.helper('GET', '/_sandbox/clock');
    expect(body.mode).toBe('real');
    expect(Math.abs(body.now - Date.now())).toBeLessThan(60_000);
  });
});

describe('import validates every record', () => {
  /** Ways one record can be unusable, applied to the first record of its collection. */
  const BAD_RECORDS: [string, string, (record: any) => unknown, RegExp][] = [
    ['payments', 'a price that is text', (r) => ({ ...r, price: '10.00' }), /payments\[0\].*price/],
    ['payments', 'an unknown status', (r) => ({ ...r, status: 'PAID' }), /payments\[0\].*status/],
    ['payments', 'details that are not an object', (r) => ({ ...r, details: 'x' }), /payments\[0\].*details/],
    ['payments', 'no status history', (r) => ({ ...r, statusHistory: [] }), /payments\[0\].*statusHistory/],
    ['products', 'a missing fee', ({ fee: _fee, ...r }) => r, /products\[0\].*fee/],
    ['products', 'a UUID-shaped shortName', (r) => ({ ...r, shortName: r.id }), /products\[0\].*shortName/],
    ['webhooks', 'a javascript: endpoint', (r) => ({ ...r, endpoint: 'javascript:alert(1)' }), /webhooks\[0\].*endpoint/],
    ['webhooks', 'a header with CR LF', (r) => ({ ...r, headers: { 'X-A': ['1\r\n2'] } }), /webhooks\[0\].*headers/],
    ['webhooks', 'retries that are not a number', (r) => ({ ...r, retries: 'three' }), /webhooks\[0\].*retries/],
    ['apiKeys', 'a key of no environment', (r) => ({ ...r, key: 'sk_other_1' }), /apiKeys\[0\].*key/],
    [
      'apiKeys',
      'a key of the other environment',
      (r) => ({ ...r, env: r.env === 'sandbox' ? 'production' : 'sandbox' }),
      /apiKeys\[0\].*key/,
    ],
    ['deliveries', 'an unknown state', (r) => ({ ...r, state: 'LOST' }), /deliveries\[0\].*state/],
    ['partners', 'a record that is not an object', () => 42, /partners\[0\]/],
    ['forms', 'fields that are not an array', (r) => ({ ...r, fields: {} }), /forms\[0\].*fields/],
    [
      'payments',
      'a product the snapshot does not hold',
      (r) => ({ ...r, productId: '00000000-0000-4000-8000-000000000000' }),
      /payments\[0\].*productId/,
    ],
    [
      'apiKeys',
      'a partner the snapshot does not hold',
      (r) => ({ ...r, partnerId: '00000000-0000-4000-8000-000000000000' }),
      /apiKeys\[0\].*partnerId/,
    ],
    [
      'webhooks',
      'an assigned product the snapshot does not hold',
      (r) => ({ ...r, productIds: [...r.productIds, '00000000-0000-4000-8000-000000000000'] }),
      /webhooks\[0\].*productIds/,
    ],
    ['settings', 'a clock that is neither real nor simulated', (r) => ({ ...r, value: { mode: 'fast' } }), /settings\[\d\].*clock/],
  ];

  test.for(BAD_RECORDS)('%s with %s answers 400 naming it and changes nothing', async ([name, , corrupt, message], { scene }) => {
    const { owner, helper } = scene;
    await helper('POST', '/_sandbox/clock', { mode: 'simulated', now: Date.UTC(2031, 0, 1) });
    await owner.api('POST', `/api/pay/product/${owner.productId}/form`, { fields: [] });
    const webhook = (await owner.api('POST', '/api/pay/plugin/webhook', webhookBody())).body;
    await owner.api('POST', `/api/pay/plugin/webhook/${webhook.id}/products/${owner.productId}`);
    const hash = await newPayment(owner);
    await helper('POST', `/_sandbox/payments/${hash}/status`, { status: 'COMPLETED' });
    // Runs the delivery that fell due, so that nothing changes behind the test's back.
    await helper('POST', '/_sandbox/clock/advance', { ms: 1_000 });
    const snapshot = await exported(scene.harness);
    const records = snapshot.collections[name];
    const index = name === 'settings' ? records.findIndex((s: { name: string }) => s.name === 'clock') : 0;
    records[index] = corrupt(records[index]);

    await expectNothingChanged(scene.harness, async () => {
      const reply = await helper('POST', '/_sandbox/import', snapshot);
      expectError(reply, 400, message);
    });
  });

  test('of several bad records, the message names the one that comes first in the document', async ({ scene }) => {
    const snapshot = await exported(scene.harness);
    const { apiKeys, settings } = snapshot.collections;
    // A link that leads nowhere early on, a record failing its schema later: the early one is named.
    apiKeys[0] = { ...apiKeys[0], partnerId: '00000000-0000-4000-8000-000000000000' };
    settings.push({ name: 'clock-copy', value: 42 }, { name: 'clock-copy', value: 43 });
    const named = async (collections: object) =>
      (await scene.helper('POST', '/_sandbox/import', { ...snapshot, collections })).body.message;

    expect(await named(snapshot.collections)).toMatch(/^Bad snapshot record apiKeys\[0\] .*partnerId/);
    // The same document listing its settings first: now the settings' repeat comes first.
    const { settings: listedFirst, ...rest } = snapshot.collections;
    expect(await named({ settings: listedFirst, ...rest })).toMatch(/^Bad snapshot record settings\[\d+\] .*name: the same as/);
  });

  test('a link to a record that is present but bad blames that record, not the link', async ({ scene }) => {
    const snapshot = await exported(scene.harness);
    const { apiKeys, partners, ...rest } = snapshot.collections;
    partners[0] = { ...partners[0], name: 42 };

    const reply = await scene.helper('POST', '/_sandbox/import', { ...snapshot, collections: { apiKeys, partners, ...rest } });

    expectError(reply, 400);
    expect(reply.body.message).toMatch(/^Bad snapshot record partners\[0\] .*name/);
  });

  test('the message names the record by its index and key', async ({ scene }) => {
    const hash = await newPayment(scene.owner);
    await newPayment(scene.owner);
    const snapshot = await exported(scene.harness);
    const index = snapshot.collections.payments.findIndex((p: { hash: string }) => p.hash === hash);
    snapshot.collections.payments[index].price = 'ten';

    const reply = await scene.helper('POST', '/_sandbox/import', snapshot);

    expectError(reply, 400);
    expect(reply.body.message).toContain(`payments[${index}] ("${hash}")`);
  });
});
