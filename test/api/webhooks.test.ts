import { describe, expect } from 'vitest';
import { PROD_BASE } from '../support/harness';
import { expectError, secondProduct, sortedById, test, UNKNOWN_ID, webhookBody, type Account } from '../support/scene';

const WEBHOOKS = '/api/pay/plugin/webhook';
const TEMPLATE = { order: '{{externalId}}', amount: '{{price}}' };

async function register(account: Account, fields: object = {}) {
  const reply = await account.api('POST', WEBHOOKS, webhookBody(fields));
  expect(reply.status).toBe(200);
  return reply.body;
}

const assign = (account: Account, webhookId: string, productId = account.productId) =>
  account.api('POST', `${WEBHOOKS}/${webhookId}/products/${productId}`);

describe('webhook registration', () => {
  test('registration answers the webhook with its id and signingSecret', async ({ scene: { owner } }) => {
    const sent = webhookBody({ requestTemplate: TEMPLATE, expectedResponse: '{"ok":true}', retries: 0 });

    const { status, body } = await owner.api('POST', WEBHOOKS, sent);

    expect(status).toBe(200);
    expect(body).toMatchObject({ ...sent, id: expect.any(String), signingSecret: expect.any(String) });
    expect(body.signingSecret.length).toBeGreaterThan(0);
  });

  test('templates are optional: a registration without them has none', async ({ scene: { owner } }) => {
    const webhook = await register(owner);

    expect(webhook).not.toHaveProperty('requestTemplate');
    expect(webhook).not.toHaveProperty('responseTemplate');
  });

  test('two registrations get different ids and signing secrets', async ({ scene: { owner } }) => {
    const [a, b] = [await register(owner), await register(owner)];

    expect(a.id).not.toBe(b.id);
    expect(a.signingSecret).not.toBe(b.signingSecret);
  });

  test.for<[string, object]>([
    ['expectedCode', { expectedCode: undefined }],
    ['retries', { retries: undefined }],
  ])('a registration without %s answers 500 and stores nothing', async ([, fields], { scene: { owner } }) => {
    expectError(await owner.api('POST', WEBHOOKS, webhookBody(fields)), 500, 'Something went wrong');
    expect((await owner.api('GET', WEBHOOKS)).body).toEqual([]);
  });

  test.for<[string, object]>([
    ['a javascript: endpoint', { endpoint: 'javascript:alert(1)' }],
    ['a relative endpoint', { endpoint: '/hooks/orders' }],
    ['an unknown method', { method: 'FETCH' }],
    ['an unknown type', { type: 'REFUND' }],
    ['headers that are not arrays of strings', { headers: { 'X-Shop': 'one' } }],
  ])('a registration with %s answers 400 and stores nothing', async ([, fields], { scene: { owner } }) => {
    expectError(await owner.api('POST', WEBHOOKS, webhookBody(fields)), 400);
    expect((await owner.api('GET', WEBHOOKS)).body).toEqual([]);
  });

  test('a partnerId of another partner answers 403; the caller’s own is accepted', async ({ scene: { owner, stranger } }) => {
    expectError(await owner.api('POST', WEBHOOKS, webhookBody({ partnerId: stranger.partner.id })), 403);
    const webhook = await register(owner, { partnerId: owner.partner.id });
    expectError(await owner.api('PATCH', `${WEBHOOKS}/${webhook.id}`, { partnerId: stranger.partner.id }), 403);
  });
});

describe('webhook reads', () => {
  test('a webhook reads back as registered', async ({ scene: { owner } }) => {
    const { signingSecret: _secret, ...registered } = await register(owner, { requestTemplate: TEMPLATE });

    const { status, body } = await owner.api('GET', `${WEBHOOKS}/${registered.id}`);

    expect(status).toBe(200);
    expect(body).toMatchObject(registered);
  });

  test('the list answers the caller’s webhooks only, as a bare array', async ({ scene: { owner, stranger } }) => {
    const first = await register(owner, { name: 'first' });
    const second = await register(owner, { name: 'second' });
    await register(stranger);

    const { status, body } = await owner.api('GET', WEBHOOKS);

    expect(status).toBe(200);
    expect(sortedById(body)).toEqual(sortedById([first, second]).map(({ signingSecret: _, ...listed }) => listed));
  });

  test('the productId query lists only the webhooks assigned to that product', async ({ scene: { owner } }) => {
    const other = await secondProduct(owner);
    const onMain = await register(owner, { name: 'main' });
    const onOther = await register(owner, { name: 'other' });
    await register(owner, { name: 'unassigned' });
    await assign(owner, onMain.id);
    await assign(owner, onOther.id, other.id);

    const mainList = (await owner.api('GET', `${WEBHOOKS}?productId=${owner.productId}`)).body;
    const otherList = (await owner.api('GET', `${WEBHOOKS}?productId=${other.id}`)).body;

    expect(mainList.map((webhook: { id: string }) => webhook.id)).toEqual([onMain.id]);
    expect(otherList.map((webhook: { id: string }) => webhook.id)).toEqual([onOther.id]);
  });

  test('a productId query naming another partner’s product answers 403', async ({ scene: { owner, stranger } }) => {
    expectError(await owner.api('GET', `${WEBHOOKS}?productId=${stranger.productId}`), 403);
  });

  test('a partnerId query answers 400, even naming the caller, and before a malformed productId', async ({ scene: { owner } }) => {
    expectError(await owner.api('GET', `${WEBHOOKS}?partnerId=${owner.partner.id}`), 400, 'Query parameter partnerId is not supported');
    expectError(await owner.api('GET', `${WEBHOOKS}?productId=bad&partnerId=x`), 400, 'Query parameter partnerId is not supported');
    expectError(await owner.api('GET', `${WEBHOOKS}?productId=bad`), 400, 'productId must be a UUID');
  });

  test('the webhooks of one environment are invisible from the other', async ({ scene: { harness, owner } }) => {
    const webhook = await register(owner);
    const production = { key: owner.partner.keys.production };

    expect((await harness.json('GET', `${PROD_BASE}${WEBHOOKS}`, production)).body).toEqual([]);
    expectError(await harness.json('GET', `${PROD_BASE}${WEBHOOKS}/${webhook.id}`, production), 404);
  });
});

describe('webhook changes', () => {
  test('a PATCH changes the sent fields and answers the whole webhook', async ({ scene: { owner } }) => {
    const webhook = await register(owner, { requestTemplate: TEMPLATE });
    const changes = { endpoint: 'https://shop.test/hook', retries: 5, expectedCode: 204, headers: { A: ['b'] } };

    const { status, body } = await owner.api('PATCH', `${WEBHOOKS}/${webhook.id}`, changes);

    expect(status).toBe(200);
    expect(body).toMatchObject({ ...changes, id: webhook.id, name: 'orders', method: 'POST', requestTemplate: TEMPLATE });
    expect((await owner.api('GET', `${WEBHOOKS}/${webhook.id}`)).body).toEqual(body);
  });

  test('requestTemplate: null removes the template; leaving it out keeps it', async ({ scene: { owner } }) => {
    const webhook = await register(owner, { requestTemplate: TEMPLATE, responseTemplate: { ok: true } });
    const path = `${WEBHOOKS}/${webhook.id}`;

    expect((await owner.api('PATCH', path, { name: 'renamed' })).body.requestTemplate).toEqual(TEMPLATE);

    const { body } = await owner.api('PATCH', path, { requestTemplate: null });
    expect(body).not.toHaveProperty('requestTemplate');
    expect(body.responseTemplate).toEqual({ ok: true });
    expect((await owner.api('GET', path)).body).not.toHaveProperty('requestTemplate');
  });

  test('a PATCH with a bad endpoint or method answers 400 and changes nothing', async ({ scene: { owner } }) => {
    const { signingSecret: _secret, ...webhook } = await register(owner);
    const path = `${WEBHOOKS}/${webhook.id}`;

    expectError(await owner.api('PATCH', path, { endpoint: 'javascript:alert(1)' }), 400);
    expectError(await owner.api('PATCH', path, { method: 'FETCH' }), 400);
    expect((await owner.api('GET', path)).body).toEqual(webhook);
  });

  test('assignment answers the webhook with its signingSecret and the product linked', async ({ scene: { owner } }) => {
    const webhook = await register(owner);

    const { status, body } = await assign(owner, webhook.id);

    expect(status).toBe(200);
    expect(body).toMatchObject({ id: webhook.id, signingSecret: webhook.signingSecret, productIds: [owner.productId] });
  });

  test('assigning twice keeps one link', async ({ scene: { owner } }) => {
    const webhook = await register(owner);
    await assign(owner, webhook.id);

    expect((await assign(owner, webhook.id)).body.productIds).toEqual([owner.productId]);
    expect((await owner.api('GET', `${WEBHOOKS}/${webhook.id}/products`)).body).toHaveLength(1);
  });

  test('the products list answers the summaries of every assigned product', async ({ scene: { owner } }) => {
    const webhook = await register(owner);
    const other = await secondProduct(owner);
    expect((await owner.api('GET', `${WEBHOOKS}/${webhook.id}/products`)).body).toEqual([]);

    await assign(owner, webhook.id);
    await assign(owner, webhook.id, other.id);

    const { status, body } = await owner.api('GET', `${WEBHOOKS}/${webhook.id}/products`);
    expect(status).toBe(200);
    expect(body).toEqual([
      { id: owner.productId, name: 'Shop', productType: 'PAY', status: 'ACTIVE' },
      { id: other.id, name: 'Second', productType: 'PAY', status: 'ACTIVE' },
    ]);
  });
});

describe('webhook errors', () => {
  test('another partner’s webhook answers 403 to every operation', async ({ scene: { owner, stranger } }) => {
    const webhook = await register(owner);
    const refusal = `Webhook ${webhook.id} does not belong to you`;

    expectError(await stranger.api('GET', `${WEBHOOKS}/${webhook.id}`), 403, refusal);
    expectError(await stranger.api('PATCH', `${WEBHOOKS}/${webhook.id}`, { name: 'x' }), 403, refusal);
    expectError(await stranger.api('GET', `${WEBHOOKS}/${webhook.id}/products`), 403, refusal);
    expectError(await assign(stranger, webhook.id), 403, refusal);
    expect((await owner.api('GET', `${WEBHOOKS}/${webhook.id}`)).body.name).toBe('orders');
  });

  test('assigning to another partner’s product answers 403 and links nothing', async ({ scene: { owner, stranger } }) => {
    const webhook = await register(owner);

    expectError(await assign(owner, webhook.id, stranger.productId), 403, `Product ${stranger.productId} does not belong to you`);
    expect((await owner.api('GET', `${WEBHOOKS}/${webhook.id}/products`)).body).toEqual([]);
  });

  test('an unknown webhook answers 404 WebhookEntity not found', async ({ scene: { owner } }) => {
    const notFound = 'WebhookEntity not found';

    expectError(await owner.api('GET', `${WEBHOOKS}/${UNKNOWN_ID}`), 404, notFound);
    expectError(await owner.api('PATCH', `${WEBHOOKS}/${UNKNOWN_ID}`, { name: 'x' }), 404, notFound);
    expectError(await owner.api('GET', `${WEBHOOKS}/${UNKNOWN_ID}/products`), 404, notFound);
    expectError(await assign(owner, UNKNOWN_ID), 404, notFound);
  });

  test('assigning to an unknown product answers 404 PayProductEntity not found', async ({ scene: { owner } }) => {
    const webhook = await register(owner);

    expectError(await assign(owner, webhook.id, UNKNOWN_ID), 404, 'PayProductEntity not found');
  });

  test('a malformed UUID in the path answers 500', async ({ scene: { owner } }) => {
    const webhook = await register(owner);
    const wentWrong = 'Something went wrong';

    expectError(await owner.api('GET', `${WEBHOOKS}/12345`), 500, wentWrong);
    expectError(await owner.api('PATCH', `${WEBHOOKS}/12345`, { name: 'x' }), 500, wentWrong);
    expectError(await owner.api('GET', `${WEBHOOKS}/12345/products`), 500, wentWrong);
    expectError(await assign(owner, webhook.id, 'shop'), 500, wentWrong);
  });
});
