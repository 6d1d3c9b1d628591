/**
 * The steps of the sandbox contract's example scenario ("Links and embeds"): a product, then a
 * payment for it that reads the product's id from step 0's answer. Tests that run, edit or embed
 * a scenario start from it, as a docs writer would.
 */
import { BASE } from './harness';

export const CONTRACT_SCENARIO_STEPS = [
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
    body: { price: 1299, externalId: 'order-1', details: {} },
  },
];
