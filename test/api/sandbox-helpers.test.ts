import { describe, expect } from 'vitest';
import { statusUrl } from '../support/api';
import { BASE, PROD_BASE } from '../support/harness';
import { expectError, newPayment, test, UNKNOWN_ID, type Scene } from '../support/scene';

const STATUSES = ['INITIALIZED', 'PENDING', 'WAITING_FOR_EXTERNAL_ACTION', 'COMPLETED', 'CANCELED', 'ERROR', 'REFUNDED'] as const;
type Status = (typeof STATUSES)[number];

/** The moves the sandbox contract allows; every other pair must answer 400. */
const ALLOWED: Record<Status, Status[]> = {
  INITIALIZED: ['PENDING', 'WAITING_FOR_EXTERNAL_ACTION', 'COMPLETED', 'CANCELED', 'ERROR'],
  PENDING: ['COMPLETED', 'CANCELED', 'ERROR', 'PENDING'],
  WAITING_FOR_EXTERNAL_ACTION: ['COMPLETED', 'CANCELED', 'ERROR', 'PENDING'],
  COMPLETED: ['REFUNDED'],
  CANCELED: [],
  ERROR: [],
  REFUNDED: [],
};

/** Allowed moves that bring a new payment to each status. */
const PATH_TO: Record<Status, Status[]> = {
  INITIALIZED: [],
  PENDING: ['PENDING'],
  WAITING_FOR_EXTERNAL_ACTION: ['WAITING_FOR_EXTERNAL_ACTION'],
  COMPLETED: ['COMPLETED'],
  CANCELED: ['CANCELED'],
  ERROR: ['ERROR'],
  REFUNDED: ['COMPLETED', 'REFUNDED'],
};

const move = (scene: Scene, hash: string, status: string, paymentMethod?: string) =>
  scene.helper('POST', `/_sandbox/payments/${hash}/status`, { status, paymentMethod });

/** A new payment of the scene's owner, moved to `status`. */
async function paymentIn(scene: Scene, status: Status): Promise<string> {
  const hash = await newPayment(scene.owner);
  for (const step of PATH_TO[status]) expect((await move(scene, hash, step)).status).toBe(200);
  return hash;
}

describe('partners', () => {
  test('a new partner answers its id, name and one key per environment', async ({ scene }) => {
    const { status, body } = await scene.helper('POST', '/_sandbox/partners', { name: 'Kawiarnia' });

    expect(status).toBe(200);
    expect(body).toEqual({
      id: expect.stringMatching(/^[0-9a-f-]{36}$/),
      name: 'Kawiarnia',
      keys: { sandbox: expect.stringMatching(/^sk_test_\w+$/), production: expect.stringMatching(/^sk_live_\w+$/) },
    });
  });

  test('a partner without a name still gets one, and an empty body is accepted', async ({ scene }) => {
    const reply = await scene.harness.json('POST', `${BASE}/_sandbox/partners`);

    expect(reply.status).toBe(200);
    expect(reply.body.name).toEqual(expect.any(String));
  });

  test('each key works only on the host of its environment', async ({ scene }) => {
    const { keys } = (await scene.helper('POST', '/_sandbox/partners', {})).body;
    const list = (base: string, key: string) => scene.harness.json('GET', `${base}/api/pay/plugin/webhook`, { key });

    expect((await list(BASE, keys.sandbox)).status).toBe(200);
    expect((await list(PROD_BASE, keys.production)).status).toBe(200);
    expectError(await list(BASE, keys.production), 401, 'Invalid API key');
    expectError(await list(PROD_BASE, keys.sandbox), 401, 'Invalid API key');
  });

  test('the partner list shows every partner, newest first, with its keys and whether they are revoked', async ({ scene }) => {
    const { body: created } = await scene.helper('POST', '/_sandbox/partners', { name: 'Newest' });
    await scene.helper('POST', '/_sandbox/keys/revoke', { key: created.keys.production });

    const { status, body } = await scene.helper('GET', '/_sandbox/partners');

    expect(status).toBe(200);
    expect(body.map((partner: { id: string }) => partner.id)).toEqual([created.id, scene.stranger.partner.id, scene.owner.partner.id]);
    expect(body[0].keys).toEqual([
      { key: created.keys.sandbox, env: 'sandbox', revoked: false, createdAt: expect.any(Number) },
      { key: created.keys.production, env: 'production', revoked: true, createdAt: expect.any(Number) },
    ]);
  });
});

describe('notification settings', () => {
  test('the allowed statuses are stored and answered', async ({ scene }) => {
    const statuses = ['COMPLETED', 'CANCELED', 'ERROR', 'REFUNDED'];

    const reply = await scene.helper('PUT', `/_sandbox/products/${scene.owner.productId}/notifications`, { statuses });

    expect(reply).toEqual({ status: 200, body: { productId: scene.owner.productId, statuses } });
  });

  test('an empty list is accepted', async ({ scene }) => {
    const reply = await scene.helper('PUT', `/_sandbox/products/${scene.owner.productId}/notifications`, {
      statuses: [],
    });

    expect(reply.body.statuses).toEqual([]);
  });

  test.for(['INITIALIZED', 'PENDING', 'WAITING_FOR_EXTERNAL_ACTION', 'SHIPPED'])(
    'a list naming %s answers 400',
    async (status, { scene }) => {
      const path = `/_sandbox/products/${scene.owner.productId}/notifications`;
      expectError(await scene.helper('PUT', path, { statuses: ['COMPLETED', status] }), 400);
    },
  );

  test('an unknown product answers 404 and a malformed id 500', async ({ scene }) => {
    const body = { statuses: ['COMPLETED'] };
    expectError(await scene.helper('PUT', `/_sandbox/products/${UNKNOWN_ID}/notifications`, body), 404);
    expectError(await scene.helper('PUT', '/_sandbox/products/shop/notifications', body), 500);
  });
});

describe('scripted receivers', () => {
  test('a script of each kind of answer is stored and starts from its first answer', async ({ scene }) => {
    const answers = [{ status: 500, body: 'busy', delayMs: 1_000 }, { networkError: 'ECONNRESET', delayMs: 5 }, { neverAnswers: true }];

    const reply = await scene.helper('PUT', '/_sandbox/receivers/shop', { answers });

    expect(reply).toEqual({ status: 200, body: { name: 'shop', answers, calls: 0 } });
  });

  test.for([
    ['no answers', []],
    ['a status out of range', [{ status: 99 }]],
    ['a negative delay', [{ status: 200, delayMs: -1 }]],
    ['two kinds in one answer', [{ status: 200, networkError: 'ECONNRESET' }]],
    ['a delay on an answer that never comes', [{ neverAnswers: true, delayMs: 5 }]],
    ['a field no answer has', [{ status: 200, headers: { 'X-Shop': '1' } }]],
  ] as const)('a script with %s answers 400 and changes nothing', async ([, answers], { scene }) => {
    await scene.helper('PUT', '/_sandbox/receivers/shop', { answers: [{ status: 201 }] });

    expectError(await scene.helper('PUT', '/_sandbox/receivers/shop', { answers }), 400);

    const receivers = await scene.helper('GET', '/_sandbox/receivers');
    expect(receivers.body).toEqual([{ name: 'shop', answers: [{ status: 201 }], calls: 0 }]);
  });
});

describe('payment moves', () => {
  const pairs = STATUSES.flatMap((from) => STATUSES.map((to) => ({ from, to, allowed: ALLOWED[from].includes(to) })));

  test.for(pairs.filter((pair) => pair.allowed))('$from → $to is allowed', async ({ from, to }, { scene }) => {
    const hash = await paymentIn(scene, from);

    const reply = await move(scene, hash, to);

    expect(reply.status).toBe(200);
    expect(reply.body.status).toBe(to);
  });

  test.for(pairs.filter((pair) => !pair.allowed))(
    '$from → $to answers 400 naming both statuses and changes nothing',
    async ({ from, to }, { scene }) => {
      const hash = await paymentIn(scene, from);
      const before = (await scene.helper('GET', `/_sandbox/payments/${hash}`)).body;

      const reply = await move(scene, hash, to);

      expectError(reply, 400);
      expect(reply.body.message).toContain(from);
      expect(reply.body.message).toContain(to);
      expect((await scene.helper('GET', `/_sandbox/payments/${hash}`)).body).toEqual(before);
    },
  );

  test('a move records the status, the payment method and the history', async ({ scene }) => {
    const hash = await newPayment(scene.owner);
    await move(scene, hash, 'PENDING', 'BLIK');
    await move(scene, hash, 'COMPLETED');

    const { body } = await scene.helper('GET', `/_sandbox/payments/${hash}`);

    expect(body).toMatchObject({ status: 'COMPLETED', paymentMethod: 'BLIK' });
    expect(body.statusHistory).toEqual([
      { status: 'INITIALIZED', at: expect.any(Number) },
      { status: 'PENDING', at: expect.any(Number), paymentMethod: 'BLIK' },
      { status: 'COMPLETED', at: expect.any(Number) },
    ]);
  });

  test('a payment made without a price takes the amount the customer set, truncated, when it is paid', async ({ scene }) => {
    const hash = await newPayment(scene.owner, { price: undefined });

    const paid = await scene.helper('POST', `/_sandbox/payments/${hash}/status`, {
      status: 'COMPLETED',
      paymentMethod: 'CARD',
      price: 2599.9,
    });

    expect(paid.status).toBe(200);
    expect((await scene.helper('GET', `/_sandbox/payments/${hash}`)).body).toMatchObject({ status: 'COMPLETED', price: 2599 });
  });

  test('an amount is ignored, as an unknown field would be, for a payment the merchant priced, under 1 grosz, or on a move that pays nothing', async ({
    scene,
  }) => {
    const priced = await newPayment(scene.owner, { price: 1000 });
    const tiny = await newPayment(scene.owner, { price: undefined });
    const canceled = await newPayment(scene.owner, { price: undefined });

    for (const [hash, status, price] of [
      [priced, 'COMPLETED', 5],
      [tiny, 'COMPLETED', 0.5],
      [canceled, 'CANCELED', 700],
    ] as const) {
      expect((await scene.helper('POST', `/_sandbox/payments/${hash}/status`, { status, price })).status).toBe(200);
    }

    const prices = await Promise.all(
      [priced, tiny, canceled].map(async (hash) => (await scene.helper('GET', `/_sandbox/payments/${hash}`)).body.price),
    );
    expect(prices).toEqual([1000, null, null]);
  });

  test('the status endpoint shows the moved status', async ({ scene }) => {
    const hash = await newPayment(scene.owner);
    await move(scene, hash, 'COMPLETED');

    const { body } = await scene.harness.json('GET', statusUrl(scene.owner.productId, hash));
    expect(body).toEqual({ status: 'COMPLETED' });
  });

  test('an unknown status answers 400 and an unknown payment 404', async ({ scene }) => {
    const hash = await newPayment(scene.owner);

    expectError(await move(scene, hash, 'PAID'), 400);
    expectError(await move(scene, 'ABCDEFGHIJ', 'COMPLETED'), 404, 'PaySubProductEntity not found');
  });
});

describe('stored payments', () => {
  test('a payment reads back whole', async ({ scene }) => {
    const details = { returnUrl: 'https://shop.test/back', email: 'a@b.test', custom: { x: 1 } };
    const hash = await newPayment(scene.owner, { price: 4321.9, externalId: 'order-7', details });

    const { status, body } = await scene.helper('GET', `/_sandbox/payments/${hash}`);

    expect(status).toBe(200);
    expect(body).toMatchObject({
      hash,
      externalId: 'order-7',
      productId: scene.owner.productId,
      price: 4321,
      status: 'INITIALIZED',
      details,
      statusHistory: [{ status: 'INITIALIZED', at: expect.any(Number) }],
    });
  });

  test('an unknown payment answers 404', async ({ scene }) => {
    expectError(await scene.helper('GET', '/_sandbox/payments/ABCDEFGHIJ'), 404, 'PaySubProductEntity not found');
  });
});
