import { createHmac } from 'node:crypto';
import { describe, expect, it } from 'vitest';
import { signatureHeader, verifySignature } from '../../src/gateway/webhooks/signing';
import { openWebhookScene, REAL_NOW, T0 } from '../support/webhook-scene';

async function firstDelivery(scene: Awaited<ReturnType<typeof openWebhookScene>>, pay: object = {}) {
  const hash = await scene.pay(pay);
  await scene.advance(5_000);
  await scene.move(hash, 'COMPLETED', 'BLIK');
  await scene.advance(0);
  const [attempt] = await scene.deliveries(`?paymentHash=${hash}`);
  return { hash, attempt };
}

describe('webhook call', () => {
  it('carries the default payload with every field of the spec and no empty ones', async () => {
    const scene = await openWebhookScene();
    const { hash, attempt } = await firstDelivery(scene);
    const body = JSON.parse(attempt.request.body);
    expect(body).toEqual({
      id: scene.product.id,
      name: 'Shop',
      fullName: 'Shop Ltd',
      shortName: scene.product.shortName,
      location: 'Warsaw',
      externalId: 'order-1',
      orderId: hash,
      price: 1299,
      status: 'COMPLETED',
      paymentMethod: 'BLIK',
      email: 'buyer@shop.test',
      date: (T0 + 5_000) / 1000,
      requestId: attempt.requestId,
      activeFrom: T0 / 1000,
    });
  });

  it('omits empty fields from the default payload', async () => {
    const scene = await openWebhookScene();
    const hash = await scene.pay({ price: undefined, details: {} });
    await scene.move(hash, 'COMPLETED');
    await scene.advance(0);
    const [attempt] = await scene.deliveries();
    const body = JSON.parse(attempt.request.body);
    expect(Object.keys(body).sort()).toEqual(
      ['activeFrom', 'date', 'externalId', 'fullName', 'id', 'location', 'name', 'orderId', 'requestId', 'shortName', 'status'].sort(),
    );
  });

  it('uses the webhook method and headers, JSON content type and a signature Node crypto agrees with', async () => {
    const scene = await openWebhookScene({ webhook: { method: 'PUT' }, realNow: () => REAL_NOW });
    const { attempt } = await firstDelivery(scene);
    const { headers, body, method, url } = attempt.request;
    expect([method, url]).toEqual(['PUT', 'https://hooks.gateway.test/shop']);
    expect(headers['X-Shop']).toBe('a, b');
    expect(headers['Content-Type']).toBe('application/json');
    const t = REAL_NOW / 1000;
    const expected = createHmac('sha256', Buffer.from(scene.webhook.signingSecret, 'utf8')).update(`${t}.${body}`).digest('hex');
    expect(headers['X-Service-Signature']).toBe(`t=${t},v1=${expected}`);
  });

  it('renders a requestTemplate with nested objects and arrays, variables as strings', async () => {
    const requestTemplate = {
      order: { ref: '{{externalId}}', amount: '{{price}}', paid: ['{{status}}', 'via {{paymentMethod}}'] },
      unknown: '[{{noSuchVariable}}]',
      broken: '{{price',
      untouched: 42,
    };
    const scene = await openWebhookScene({ webhook: { requestTemplate } });
    const { attempt } = await firstDelivery(scene);
    expect(JSON.parse(attempt.request.body)).toEqual({
      order: { ref: 'order-1', amount: '1299', paid: ['COMPLETED', 'via BLIK'] },
      unknown: '[]',
      broken: '{{price',
      untouched: 42,
    });
  });

  it('sends a string template as the raw body it renders', async () => {
    const scene = await openWebhookScene({ webhook: { requestTemplate: 'order={{externalId}}&status={{status}}' } });
    const { attempt } = await firstDelivery(scene);
    expect(attempt.request.body).toBe('order=order-1&status=COMPLETED');
  });

  it('signs every retry afresh with the real time it goes out', async () => {
    let real = REAL_NOW;
    const scene = await openWebhookScene({ webhook: { retries: 1 }, realNow: () => real });
    await scene.helper('PUT', '/receivers/shop', { answers: [{ status: 500 }, { status: 200 }] });
    await scene.move(await scene.pay(), 'COMPLETED');
    await scene.advance(0);
    real += 1_000;
    await scene.advance(60_000);
    const [first, retry] = await scene.deliveries();
    expect(first.request.headers['X-Service-Signature']).toMatch(`t=${REAL_NOW / 1000},`);
    expect(retry.request.headers['X-Service-Signature']).toMatch(`t=${REAL_NOW / 1000 + 1},`);
    expect(retry.request.body).toBe(first.request.body);
  });
});

describe('verifySignature', () => {
  const secret = 'whsec_test';
  const body = '{"status":"COMPLETED"}';

  it('accepts a signature made with the same secret and body', async () => {
    const header = signatureHeader(secret, body, 1_700_000_000);
    await expect(verifySignature({ secret, body, header, nowSeconds: 1_700_000_100 })).resolves.toBe(1_700_000_000);
  });

  it('rejects a changed body, a wrong secret, an old timestamp and a malformed header', async () => {
    const header = signatureHeader(secret, body, 1_700_000_000);
    const now = 1_700_000_000;
    await expect(verifySignature({ secret, body: `${body} `, header, nowSeconds: now })).rejects.toMatchObject({
      reason: 'signature-mismatch',
    });
    await expect(verifySignature({ secret: 'other', body, header, nowSeconds: now })).rejects.toMatchObject({
      reason: 'signature-mismatch',
    });
    await expect(verifySignature({ secret, body, header, nowSeconds: now + 301 })).rejects.toMatchObject({
      reason: 'timestamp-outside-tolerance',
    });
    await expect(verifySignature({ secret, body, header: 'sha256=abc', nowSeconds: now })).rejects.toMatchObject({
      reason: 'malformed-header',
    });
  });
});
