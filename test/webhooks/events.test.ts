import { describe, expect, it } from 'vitest';
import { openWebhookScene } from '../support/webhook-scene';

describe('which status changes notify', () => {
  it('notifies only COMPLETED by default', async () => {
    const scene = await openWebhookScene();
    const canceled = await scene.pay();
    await scene.move(canceled, 'PENDING');
    await scene.move(canceled, 'CANCELED');
    const completed = await scene.pay();
    await scene.move(completed, 'COMPLETED');
    await scene.advance(0);
    const attempts = await scene.deliveries();
    expect(attempts.map((a) => [a.paymentHash, JSON.parse(a.request.body).status])).toEqual([[completed, 'COMPLETED']]);
  });

  it('notifies CANCELED, ERROR and REFUNDED once enabled for the product', async () => {
    const scene = await openWebhookScene();
    await scene.helper('PUT', `/products/${scene.product.id}/notifications`, { statuses: ['COMPLETED', 'REFUNDED', 'CANCELED'] });
    const refunded = await scene.pay();
    await scene.move(refunded, 'COMPLETED');
    await scene.move(refunded, 'REFUNDED');
    const canceled = await scene.pay();
    await scene.move(canceled, 'CANCELED');
    await scene.advance(0);
    const statuses = (await scene.deliveries()).map((a) => JSON.parse(a.request.body).status);
    expect(statuses.sort()).toEqual(['CANCELED', 'COMPLETED', 'REFUNDED']);
  });

  it('sends nothing for a product with no webhook assigned', async () => {
    const scene = await openWebhookScene();
    const other = await scene.h.json('POST', 'https://api.sandbox.gateway.test/api/product/pay', {
      key: scene.key,
      body: { name: 'Second shop' },
    });
    const created = await scene.h.json('POST', `https://api.sandbox.gateway.test/api/pay/product/${other.body.id}/subproduct/pricing`, {
      key: scene.key,
      body: { externalId: 'x', price: 100 },
    });
    const hash = new URL(created.body.redirectUrl.replace('#', '')).searchParams.get('externalId')!;
    await scene.move(hash, 'COMPLETED');
    await scene.advance(0);
    expect(await scene.deliveries()).toEqual([]);
  });

  it('notifies every webhook assigned to the product, each with its own requestId', async () => {
    const scene = await openWebhookScene();
    const second = await scene.h.json('POST', 'https://api.sandbox.gateway.test/api/pay/plugin/webhook', {
      key: scene.key,
      body: { endpoint: 'https://hooks.gateway.test/second', expectedCode: 200, retries: 0, productIds: [scene.product.id] },
    });
    await scene.move(await scene.pay(), 'COMPLETED');
    await scene.advance(0);
    const attempts = await scene.deliveries();
    expect(attempts.map((a) => a.webhookId).sort()).toEqual([scene.webhook.id, second.body.id].sort());
    expect(new Set(attempts.map((a) => a.requestId)).size).toBe(2);
    expect(attempts.every((a) => a.state === 'SUCCEEDED')).toBe(true);
  });
});
