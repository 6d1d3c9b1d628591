// @vitest-environment happy-dom
import { act, cleanup, render, screen } from '@testing-library/react';
import { afterEach, describe, expect, it } from 'vitest';
import type { DeliveryAttempt } from '../../../gateway/core/stored-records';
import { ReplayActions } from './replay-actions';
import { useWebhooksStore } from '../webhooks-store';

afterEach(() => {
  cleanup();
  useWebhooksStore.setState(useWebhooksStore.getInitialState());
});

const attempt = (url: string): DeliveryAttempt => ({
  id: 'a1',
  webhookId: 'w1',
  paymentHash: 'hash1',
  requestId: 'r1',
  attempt: 1,
  scheduledAt: 0,
  sentAt: 0,
  finishedAt: 0,
  state: 'SUCCEEDED',
  responseStatus: 200,
  responseBody: '',
  error: null,
  request: { method: 'POST', url, headers: {}, body: '{}' },
});

describe('the replay buttons', () => {
  it('say that a scripted receiver which does not verify signatures accepts the signature faults, until it verifies', () => {
    render(<ReplayActions attempt={attempt('https://hooks.gateway.test/shop')} />);
    expect(screen.getByTestId('receiver-does-not-verify').textContent).toContain('“shop” does not verify signatures');

    act(() => useWebhooksStore.setState({ receivers: [{ name: 'shop', answers: [{ status: 200 }], calls: 0, verifySignatures: true }] }));

    expect(screen.queryByTestId('receiver-does-not-verify')).toBeNull();
  });

  it('say nothing of it for a receiver outside the sandbox', () => {
    render(<ReplayActions attempt={attempt('https://shop.example/hooks')} />);
    expect(screen.queryByTestId('receiver-does-not-verify')).toBeNull();
    expect(screen.getByRole('button', { name: 'Wrong signature' })).toBeTruthy();
  });
});
