// @vitest-environment happy-dom
/** The deliveries list with many attempts stored: a page of notifications, not a card for each. */
import { fireEvent, render, screen, waitFor } from '@testing-library/react';
import { afterEach, describe, expect, it } from 'vitest';
import { connectUiToSandbox } from '../../../../test/support/ui-sandbox';
import type { DeliveryAttempt } from '../../../gateway/core/stored-records';
import { DeliveriesPanel } from './deliveries-panel';
import { useWebhooksStore } from '../webhooks-store';

/** `count` notifications of two attempts each (a failure and its successful retry). */
function storedAttempts(count: number): DeliveryAttempt[] {
  return Array.from({ length: count }, (_, n) =>
    [1, 2].map((attempt) => ({
      // Ids sort in creation order, as the gateway's time-ordered ids do.
      id: `${String(n).padStart(5, '0')}-${attempt}`,
      webhookId: 'w',
      paymentHash: `hash${n}`,
      requestId: `request-${n}`,
      attempt,
      scheduledAt: n * 10_000 + attempt * 1000,
      sentAt: n * 10_000 + attempt * 1000,
      finishedAt: n * 10_000 + attempt * 1000,
      state: attempt === 1 ? ('FAILED' as const) : ('SUCCEEDED' as const),
      responseStatus: attempt === 1 ? 500 : 200,
      responseBody: '',
      error: null,
      request: { method: 'POST', url: 'https://hooks.gateway.test/shop', headers: {}, body: '{}' },
    })),
  ).flat();
}

afterEach(() => {
  useWebhooksStore.setState(useWebhooksStore.getInitialState());
});

describe('the deliveries list at scale', () => {
  // Storing 10,000 attempts in fake-indexeddb alone takes seconds on a busy 2-core machine.
  it('shows 10,000 stored attempts as the newest page of notifications and reads older ones on request', { timeout: 30_000 }, async () => {
    const ui = await connectUiToSandbox();
    await ui.harness.store.write(async (tx) => {
      for (const attempt of storedAttempts(5000)) await tx.put('deliveries', attempt);
    });

    render(<DeliveriesPanel />);

    // The newest page of attempts is read, not all 10,000. (A busy machine may take more than
    // Testing Library's default second to read a page from fake-indexeddb.)
    const patience = { timeout: 5000 };
    expect((await screen.findByTestId('delivery-count', {}, patience)).textContent).toBe('newest 50 notifications, 100 attempts');
    expect(screen.getAllByTestId('notification')).toHaveLength(50);
    expect(screen.getAllByTestId('attempt')).toHaveLength(100);
    expect(screen.getAllByTestId('attempt-wait')[0]!.textContent).toBe('after a wait of 1 s');
    fireEvent.click(screen.getByRole('button', { name: 'Show older attempts' }));
    // Watched on the one element: a query over a hundred cards costs a few hundred ms in
    // happy-dom, and run at each turn of the event loop it starved the read, which fake-indexeddb
    // moves one record a turn (alone in a fresh process it never finished in time).
    const count = screen.getByTestId('delivery-count');
    await waitFor(() => expect(count.textContent).toBe('newest 100 notifications, 200 attempts'), patience);
  });
});
