// @vitest-environment happy-dom
import { act, render, screen, waitFor } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { BASE, newPartner, newProduct } from '../../../test/support/harness';
import { connectUiToSandbox, type UiSandbox } from '../../../test/support/ui-sandbox';
import { WebhooksPage } from './webhooks-page';
import { useWebhooksStore } from './webhooks-store';

let ui: UiSandbox;

beforeEach(async () => {
  ui = await connectUiToSandbox();
});

afterEach(() => {
  useWebhooksStore.setState(useWebhooksStore.getInitialState());
});

/** A product with a webhook to a scripted receiver, and one payment of it: answers the payment's hash. */
async function paymentWithWebhook(): Promise<string> {
  const { harness } = ui;
  const key = (await newPartner(harness)).keys.sandbox;
  const product = await newProduct(harness, key);
  const webhook = await harness.json('POST', `${BASE}/api/pay/plugin/webhook`, {
    key,
    body: { name: 'orders', endpoint: 'https://hooks.gateway.test/shop', method: 'POST', expectedCode: 200, retries: 0 },
  });
  await harness.json('POST', `${BASE}/api/pay/plugin/webhook/${webhook.body.id}/products/${product.id}`, { key });
  const created = await harness.json('POST', `${BASE}/api/pay/product/${product.id}/subproduct/pricing`, {
    key,
    body: { price: 1299, externalId: 'order-1', details: {} },
  });
  return new URL(created.body.redirectUrl.replace('#', '')).searchParams.get('externalId')!;
}

describe('the Webhooks screen follows each panel’s own collections', () => {
  it('a paid payment shows its delivery, re-reading the deliveries but not the clock', async () => {
    const hash = await paymentWithWebhook();
    render(<WebhooksPage />);
    await screen.findByTestId('delivery-count');
    const clockReads = ui.count('GET /_sandbox/clock');

    await act(() => ui.harness.json('POST', `${BASE}/_sandbox/payments/${hash}/status`, { body: { status: 'COMPLETED' } }));

    await waitFor(() => expect(screen.getByTestId('delivery-count').textContent).toBe('1 notification, 1 attempt'));
    expect(ui.count('GET /_sandbox/deliveries')).toBeGreaterThan(1);
    expect(ui.count('GET /_sandbox/clock')).toBe(clockReads);
  });

  it('scripting a receiver elsewhere re-reads the receivers and the clock, not the deliveries', async () => {
    render(<WebhooksPage />);
    await screen.findByTestId('delivery-count');
    const deliveryReads = ui.count('GET /_sandbox/deliveries');

    await act(() => ui.harness.json('PUT', `${BASE}/_sandbox/receivers/flaky`, { body: { answers: [{ status: 500 }] } }));

    expect(await screen.findByText('https://hooks.gateway.test/flaky')).toBeTruthy();
    expect(ui.count('GET /_sandbox/deliveries')).toBe(deliveryReads);
  });
});
