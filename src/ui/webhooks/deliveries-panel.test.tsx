// @vitest-environment happy-dom
/** The deliveries list with many attempts stored: a page of notifications, not a card for each. */
import { cleanup, fireEvent, render, screen } from '@testing-library/react';
import { afterEach, describe, expect, it } from 'vitest';
import type { DeliveryAttempt } from '../../gateway/records';
import { DeliveriesPanel } from './deliveries-panel';
import { useWebhooksStore } from './webhooks-store';

/** `count` notifications of two attempts each (a failure and its successful retry). */
function storedAttempts(count: number): DeliveryAttempt[] {
  return Array.from({ length: count }, (_, n) =>
    [1, 2].map((attempt) => ({
      id: `${n}-${attempt}`,
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
  cleanup();
  useWebhooksStore.setState(useWebhooksStore.getInitialState());
});

describe('the deliveries list at scale', () => {
  it('shows 10,000 attempts as the newest 25 notifications and pages on request', () => {
    useWebhooksStore.setState({ attempts: storedAttempts(5000), attemptsLoaded: true });
    render(<DeliveriesPanel />);
    expect(screen.getByTestId('delivery-count').textContent).toBe('5000 notifications, 10000 attempts');
    expect(screen.getAllByTestId('notification')).toHaveLength(25);
    expect(screen.getAllByTestId('attempt')).toHaveLength(50);
    expect(screen.getAllByTestId('attempt-wait')[0]!.textContent).toBe('after a wait of 1 s');
    fireEvent.click(screen.getByRole('button', { name: 'Show 25 more of 4975 older notifications' }));
    expect(screen.getAllByTestId('notification')).toHaveLength(50);
  });
});
