import { createHmac } from 'node:crypto';
import { describe, expect, it } from 'vitest';
import { previewDelivery } from './preview-delivery';

const webhook = { endpoint: 'https://hooks.gateway.test/shop', method: 'POST', headers: { 'X-Shop': ['a', 'b'] } };

describe('previewing a delivery', () => {
  it('renders the template as deliveries do and signs it at the given time', async () => {
    const request = previewDelivery({
      webhook,
      template: { order: '{{orderId}}', amount: '{{price}}', nope: '{{missing}}', raw: '{{price' },
      variables: { orderId: 'AbC', price: 1299 },
      secret: 'whsec_x',
      nowMs: 1_768_478_400_999,
    });
    expect(request.body).toBe('{"order":"AbC","amount":"1299","nope":"","raw":"{{price"}');
    expect(request.headers).toEqual({
      'X-Shop': 'a, b',
      'Content-Type': 'application/json',
      'X-Service-Signature': `t=1768478400,v1=${createHmac('sha256', 'whsec_x').update(`1768478400.${request.body}`).digest('hex')}`,
    });
  });

  it('sends the default payload as JSON without a template, and a string template as the raw body', async () => {
    const base = { webhook, variables: { orderId: 'AbC' }, secret: 's', nowMs: 0 };
    expect(previewDelivery({ ...base, template: undefined }).body).toBe('{"orderId":"AbC"}');
    expect(previewDelivery({ ...base, template: 'order={{orderId}}' }).body).toBe('order=AbC');
  });
});
