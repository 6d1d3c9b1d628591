/** The scenario the embed tests frame: a product, then a payment of it, the payment's step shown. */
import type { Scenario } from '../../src/ui/scenario-links/scenario-codec';
import { BASE } from './app-scene';

export const CREATE_PAYMENT: Scenario = {
  v: 1,
  title: 'Create a payment',
  steps: [
    {
      method: 'POST',
      url: `${BASE}/api/product/pay`,
      headers: { 'X-API-KEY': '{{key}}' },
      body: { name: 'Mugs', shortName: 'mugs-{{run}}' },
    },
    {
      method: 'POST',
      url: `${BASE}/api/pay/product/{{0.id}}/subproduct/pricing`,
      headers: { 'X-API-KEY': '{{key}}' },
      body: { price: 1299, externalId: 'order-1', details: { productName: 'Blue mug' } },
    },
  ],
  show: 1,
};
