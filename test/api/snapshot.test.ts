import { describe, expect } from 'vitest';
import { COLLECTIONS } from '../../src/gateway/core/ports';
import { expectNothingChanged, exported, freshHarness } from '../support/api';
import { BASE } from '../support/harness';
import { expectError, newPayment, test, webhookBody, type Scene } from '../support/scene';

const SIMULATED = Date.UTC(2031, 5, 1, 8, 0, 0);

/**
 * Fills the scene with a record of every kind: an entry, a form in two versions, a customization,
 * a webhook assigned to the product, and a completed payment whose notification has been delivered.
 * The clock is simulated, so the snapshot's times are fixed.
 */
async function populate({ owner, helper }: Scene) {
  await helper('POST', '/_sandbox/clock', { mode: 'simulated', now: SIMULATED });
  const product = `/api/pay/product/${owner.productId}`;
  await owner.api('POST', `/api/pay/products/${owner.productId}/pricing/entries`, { price: 100, details: '{"vat":23}' });
  const form = (await owner.api('POST', `${product}/form`, { fields: [{ name: 'email', type: 'EMAIL' }] })).body;
  await owner.api('POST', `${product}/form/${form.id}/fields`, { name: 'age', type: 'NUMBER' });
  await owner.api('POST', `${product}/customization`, { title: 'Zapłać', locale: 'pl-PL' });
  const webhook = (await owner.api('POST', '/api/pay/plugin/webhook', webhookBody())).body;
  await owner.api('POST', `/api/pay/plugin/webhook/${webhook.id}/products/${owner.productId}`);
  const hash = await newPayment(owner, { externalId: 'order-1' });
  await helper('POST', `/_sandbox/payments/${hash}/status`, { status: 'COMPLETED', paymentMethod: 'BLIK' });
  // Runs the delivery that fell due, so that nothing changes behind the tests' back.
  await helper('POST', '/_sandbox/clock/advance', { ms: 1_000 });
  return { hash };
}

describe('export', () => {
  test('an export holds every collection and the simulated clock', async ({ scene }) => {
    await populate(scene);

    const { status, body } = await scene.helper('GET', '/_sandbox/export');

    expect(status).toBe(200);
    expect(Object.keys(body.collections).sort()).toEqual([...COLLECTIONS].sort());
    for (const name of COLLECTIONS) expect(body.collections[name].length, name).toBeGreaterThan(0);
    expect(body.collections.settings).toContainEqual({
      name: 'clock',
      value: { mode: 'simulated', now: SIMULATED + 1_000 },
    });
    expect(body.collections.deliveries[0]).toMatchObject({ attempt: 1, state: 'SUCCEEDED' });
  });
});

describe('reset', () => {
  test('reset empties everything and puts the clock back to real time', async ({ scene }) => {
    const { hash } = await populate(scene);

    expect((await scene.helper('POST', '/_sandbox/reset')).status).toBe(200);

    const { settings, ...data } = (await exported(scene.harness)).collections;
    for (const [name, records] of Object.entries(data)) expect(records, name).toEqual([]);
    expect(settings.filter((setting: { name: string }) => setting.name !== 'clock')).toEqual([]);
    expect((await scene.helper('GET', '/_sandbox/clock')).body.mode).toBe('real');
    expectError(await scene.helper('GET', `/_sandbox/payments/${hash}`), 404);
    expectError(await scene.owner.api('GET', '/api/pay/plugin/webhook'), 401, 'Invalid API key');
  });
});

describe('reset and import answer JSON, as every helper does', () => {
  test('each answers what is stored now, counted, with the clock', async ({ scene }) => {
    await populate(scene);
    const snapshot = await exported(scene.harness);
    const answered = async (path: string, body?: unknown) => {
      const response = await scene.harness.call('POST', `${BASE}${path}`, { body });
      expect(response.status).toBe(200);
      expect(response.headers.get('content-type')).toMatch(/^application\/json/);
      return response.json();
    };

    const reset = await answered('/_sandbox/reset');
    expect(Object.values(reset.counts).every((count) => count === 0)).toBe(true);
    expect(reset.clock.mode).toBe('real');

    const imported = await answered('/_sandbox/import', snapshot);
    expect(imported.counts).toMatchObject({ payments: 1, webhooks: 1, deliveries: snapshot.collections.deliveries.length });
    expect(imported.clock).toEqual({ mode: 'simulated', now: SIMULATED + 1_000 });
    expect(imported).toEqual((await scene.helper('GET', '/_sandbox/summary')).body);
  });
});

describe('import', () => {
  test('an export imported after a reset restores everything exactly, the clock included', async ({ scene }) => {
    const { hash } = await populate(scene);
    const snapshot = await exported(scene.harness);
    await scene.helper('POST', '/_sandbox/reset');

    expect((await scene.helper('POST', '/_sandbox/import', snapshot)).status).toBe(200);

    expect(await exported(scene.harness)).toEqual(snapshot);
    expect((await scene.helper('GET', '/_sandbox/clock')).body).toEqual({ mode: 'simulated', now: SIMULATED + 1_000 });
    expect((await scene.helper('GET', `/_sandbox/payments/${hash}`)).body.status).toBe('COMPLETED');
    const webhooks = await scene.owner.api('GET', `/api/pay/plugin/webhook?productId=${scene.owner.productId}`);
    expect(webhooks.status).toBe(200);
    expect(webhooks.body).toHaveLength(1);
  });

  test('an imported clock is its mode and time alone: an advance running where the snapshot was made holds no time here', async ({
    scene,
  }) => {
    const snapshot = await exported(scene.harness);
    // What the stored clock holds while an advance to ten hours on is under way.
    const during = { mode: 'simulated', now: SIMULATED, advancingTo: SIMULATED + 36_000_000, advancingSince: Date.now() };
    snapshot.collections.settings = [{ name: 'clock', value: during }];

    expect((await scene.helper('POST', '/_sandbox/import', snapshot)).status).toBe(200);
    await scene.helper('POST', '/_sandbox/clock/advance', { ms: 1_000 });

    expect((await scene.helper('GET', '/_sandbox/clock')).body).toEqual({ mode: 'simulated', now: SIMULATED + 1_000 });
    expect((await exported(scene.harness)).collections.settings).toContainEqual({
      name: 'clock',
      value: { mode: 'simulated', now: SIMULATED + 1_000 },
    });
  });

  test('an import replaces what was created after the export', async ({ scene }) => {
    const snapshot = await exported(scene.harness);
    const hash = await newPayment(scene.owner);

    await scene.helper('POST', '/_sandbox/import', snapshot);

    expect(await exported(scene.harness)).toEqual(snapshot);
    expectError(await scene.helper('GET', `/_sandbox/payments/${hash}`), 404);
  });

  test('a snapshot imported into another sandbox reproduces it', async ({ scene }) => {
    await populate(scene);
    const snapshot = await exported(scene.harness);
    const other = await freshHarness();

    expect((await other.json('POST', `${BASE}/_sandbox/import`, { body: snapshot })).status).toBe(200);

    expect(await exported(other)).toEqual(snapshot);
    const entries = await other.json('GET', `${BASE}/api/pay/products/${scene.owner.productId}/pricing/entries`, {
      key: scene.owner.key,
    });
    expect(entries.body).toEqual([expect.objectContaining({ price: 100, details: { vat: 23 } })]);
  });

  /** Ways a body can fail to be one of our snapshots, each applied to a valid export. */
  const NOT_SNAPSHOTS: [string, (snapshot: any) => unknown][] = [
    ['text that is not JSON', () => 'not json {'],
    ['a JSON array', () => []],
    ['an empty object', () => ({})],
    ['another format tag', (snapshot) => ({ ...snapshot, format: 'someone-elses-backup' })],
    ['another version', (snapshot) => ({ ...snapshot, version: 2 })],
    ['a missing collection', ({ collections: { forms: _forms, ...rest }, ...snapshot }) => ({ ...snapshot, collections: rest })],
    ['a collection that is not an array', (snapshot) => ({ ...snapshot, collections: { ...snapshot.collections, forms: {} } })],
    [
      'a record without its key, after valid ones',
      (snapshot) => ({
        ...snapshot,
        collections: { ...snapshot.collections, webhooks: [...snapshot.collections.webhooks, { name: 'keyless' }] },
      }),
    ],
    [
      'two products sharing a shortName',
      (snapshot) => {
        const [product] = snapshot.collections.products;
        const twin = { ...product, id: '11111111-1111-4111-8111-111111111111' };
        return { ...snapshot, collections: { ...snapshot.collections, products: [product, twin] } };
      },
    ],
  ];

  test.for(NOT_SNAPSHOTS)('importing %s answers 400 and changes nothing', async ([, corrupt], { scene }) => {
    await populate(scene);
    const body = corrupt(await exported(scene.harness));

    await expectNothingChanged(scene.harness, async () => {
      const reply = await scene.harness.json('POST', `${BASE}/_sandbox/import`, { body });
      expectError(reply, 400);
    });
    expect((await scene.helper('GET', '/_sandbox/clock')).body).toEqual({ mode: 'simulated', now: SIMULATED + 1_000 });
  });

  /** A second record repeating what the first of its collection holds uniquely, and how the 400 names it. */
  const REPEATS: [string, (snapshot: any) => unknown, RegExp][] = [
    [
      'a payment hash',
      (snapshot) => {
        const [payment] = snapshot.collections.payments;
        return { ...snapshot, collections: { ...snapshot.collections, payments: [payment, { ...payment, externalId: 'other' }] } };
      },
      /^Bad snapshot record payments\[1\] \("\w+"\): hash: the same as payments\[0\]$/,
    ],
    [
      'an externalId within one product',
      (snapshot) => {
        const [payment] = snapshot.collections.payments;
        return { ...snapshot, collections: { ...snapshot.collections, payments: [payment, { ...payment, hash: 'Zz9Zz9Zz9Z' }] } };
      },
      /^Bad snapshot record payments\[1\] \("Zz9Zz9Zz9Z"\): externalId: the same as payments\[0\]$/,
    ],
    [
      'a shortName within one environment',
      (snapshot) => {
        const [product] = snapshot.collections.products;
        const twin = { ...product, id: '11111111-1111-4111-8111-111111111111' };
        return { ...snapshot, collections: { ...snapshot.collections, products: [product, twin] } };
      },
      /^Bad snapshot record products\[1\] \("11111111-1111-4111-8111-111111111111"\): shortName: the same as products\[0\]$/,
    ],
  ];

  test.for(REPEATS)(
    'a snapshot repeating %s answers 400 naming the repeat, on every store alike',
    async ([, repeat, message], { scene }) => {
      await populate(scene);
      const body = repeat(await exported(scene.harness));

      const reply = await scene.harness.json('POST', `${BASE}/_sandbox/import`, { body });

      expectError(reply, 400);
      expect(reply.body.message).toMatch(message);
    },
  );
});

/**
 * Every rule import holds, one case each, written out here rather than read from `snapshot.ts`: a
 * rule dropped from the gateway's lists must fail a case, not silently lose it.
 */
describe('import checks every key and every link', () => {
  const KEYS: [collection: string, key: string][] = [
    ['partners', 'id'],
    ['apiKeys', 'key'],
    ['products', 'id'],
    ['payments', 'hash'],
    ['pricingEntries', 'id'],
    ['forms', 'id'],
    ['customizations', 'id'],
    ['webhooks', 'id'],
    ['deliveries', 'id'],
    ['settings', 'name'],
  ];

  test('the key cases cover every collection', () => {
    expect(KEYS.map(([collection]) => collection).sort()).toEqual([...COLLECTIONS].sort());
  });

  test.for(KEYS)('two %s records with one %s answer 400 naming the second, and change nothing', async ([collection, key], { scene }) => {
    await populate(scene);
    const snapshot: any = await exported(scene.harness);
    const [first] = snapshot.collections[collection];
    expect(first).toBeDefined();
    const body = { ...snapshot, collections: { ...snapshot.collections, [collection]: [first, { ...first }] } };

    await expectNothingChanged(scene.harness, async () => {
      const reply = await scene.harness.json('POST', `${BASE}/_sandbox/import`, { body });
      expectError(reply, 400);
      expect(reply.body.message).toMatch(
        new RegExp(`^Bad snapshot record ${collection}\\[1\\] .*: ${key}: the same as ${collection}\\[0\\]$`),
      );
    });
  });

  const MISSING = '99999999-9999-4999-8999-999999999999';
  const LINKS: [collection: string, field: string, target: string, dangling: unknown][] = [
    ['apiKeys', 'partnerId', 'partners', MISSING],
    ['products', 'partnerId', 'partners', MISSING],
    ['payments', 'productId', 'products', MISSING],
    ['pricingEntries', 'productId', 'products', MISSING],
    ['forms', 'productId', 'products', MISSING],
    ['customizations', 'productId', 'products', MISSING],
    ['webhooks', 'partnerId', 'partners', MISSING],
    ['webhooks', 'productIds', 'products', [MISSING]],
  ];

  test.for(LINKS)(
    'a %s record whose %s names no %s answers 400 naming it, and changes nothing',
    async ([collection, field, target, dangling], { scene }) => {
      await populate(scene);
      const snapshot: any = await exported(scene.harness);
      const [first, ...rest] = snapshot.collections[collection];
      const body = { ...snapshot, collections: { ...snapshot.collections, [collection]: [{ ...first, [field]: dangling }, ...rest] } };

      await expectNothingChanged(scene.harness, async () => {
        const reply = await scene.harness.json('POST', `${BASE}/_sandbox/import`, { body });
        expectError(reply, 400);
        expect(reply.body.message).toMatch(
          new RegExp(`^Bad snapshot record ${collection}\\[0\\] .*: ${field}: no ${target} record ${MISSING}$`),
        );
      });
    },
  );
});
