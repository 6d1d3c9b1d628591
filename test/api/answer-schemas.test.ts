/** The gateway's answer schemas (the OpenAPI document's success bodies) against what it answers, on each store. */
import { describe, expect, it } from 'vitest';
import type { z } from 'zod';
import { BASE, hashOf, openHarness, STATUS } from '../support/harness';
import {
  paymentAnswer,
  paymentLinkAnswer,
  paymentStatusAnswer,
  productAnswer,
  webhookAnswer,
  webhookWithSecretAnswer,
} from '../../src/gateway/schemas/answers';
import { clockAnswer, deliveriesAnswer, recordDetailAnswer, summaryAnswer } from '../../src/gateway/schemas/sandbox-answers';

/** `body` exactly as `schema` describes it: nothing missing, of another type, or left over. */
function fits(schema: z.ZodType, body: unknown) {
  expect(schema.parse(body)).toEqual(body);
}

describe('the answer schemas', () => {
  it('describe exactly what the gateway answers over a merchant’s flow', async () => {
    const harness = await openHarness();
    try {
      const partner = await harness.json('POST', `${BASE}/_sandbox/partners`, { body: { name: 'Blue Mugs' } });
      const key: string = partner.body.keys.sandbox;
      const product = await harness.json('POST', `${BASE}/api/product/pay`, {
        key,
        body: { name: 'Blue Mugs', shortName: 'mugs', productMetadata: { locale: 'pl-PL' } },
      });
      fits(productAnswer, product.body);
      const webhook = await harness.json('POST', `${BASE}/api/pay/plugin/webhook`, {
        key,
        body: { endpoint: 'https://hooks.gateway.test/mugs', expectedCode: 200, retries: 1, productIds: [product.body.id] },
      });
      fits(webhookWithSecretAnswer, webhook.body);
      fits(webhookAnswer, (await harness.json('GET', `${BASE}/api/pay/plugin/webhook/${webhook.body.id}`, { key })).body);
      const created = await harness.json('POST', `${BASE}/api/pay/product/${product.body.id}/subproduct/pricing`, {
        key,
        body: { externalId: 'o-1', price: 1299 },
      });
      fits(paymentLinkAnswer, created.body);
      const hash = hashOf(created.body.redirectUrl);
      fits(paymentAnswer, (await harness.json('POST', `${BASE}/_sandbox/payments/${hash}/status`, { body: { status: 'COMPLETED' } })).body);
      fits(paymentStatusAnswer, (await harness.json('GET', `${STATUS}/api/payment/product/mugs/subproduct/${hash}/status`)).body);
      fits(clockAnswer, (await harness.json('POST', `${BASE}/_sandbox/clock`, { body: { mode: 'simulated' } })).body);
      const deliveries = await harness.json('GET', `${BASE}/_sandbox/deliveries`);
      expect(deliveries.body).toHaveLength(1);
      fits(deliveriesAnswer, deliveries.body);
      fits(recordDetailAnswer('payments'), (await harness.json('GET', `${BASE}/_sandbox/records/payments/${hash}`)).body);
      fits(summaryAnswer, (await harness.json('GET', `${BASE}/_sandbox/summary`)).body);
    } finally {
      await harness.close();
    }
  });

  it('tell a webhook read without its secret from one registered with it', () => {
    const read = { ...webhookBody(), signingSecret: 'whsec_x' };
    expect(() => fits(webhookAnswer, read)).toThrow();
    fits(webhookWithSecretAnswer, read);
  });
});

function webhookBody() {
  const id = '0190abcd-0000-7000-8000-00000000beef';
  return {
    id,
    partnerId: id,
    endpoint: 'https://hooks.gateway.test/mugs',
    method: 'POST',
    expectedCode: 200,
    retries: 1,
    type: 'PAYMENT',
    headers: {},
    productIds: [id],
    createdAt: 1767225600.5,
    updatedAt: 1767225600.5,
  };
}
