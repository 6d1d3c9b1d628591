// @vitest-environment happy-dom
/**
 * The signature lab as a merchant uses it, on an attempt the real gateway delivered: it verifies
 * what was sent, and names each cause of a refusal.
 */
import { cleanup, fireEvent, render, screen, waitFor } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { connectUiThroughFetch } from '../../../../test/support/ui-sandbox';
import type { DeliveryAttempt } from '../../../gateway/records';
import { openWebhookScene, T0, type WebhookScene } from '../../../../test/support/webhook-scene';
import { SignatureLab } from './signature-lab';

let scene: WebhookScene;
let attempt: DeliveryAttempt;
const simulatedAt = (now: number) => ({ mode: 'simulated' as const, now, readAt: 0 });

beforeEach(async () => {
  scene = await openWebhookScene();
  vi.stubGlobal('fetch', (input: string, init?: RequestInit) => scene.h.handler(new Request(input, init)));
  connectUiThroughFetch(scene.h);
  const hash = await scene.pay();
  await scene.move(hash, 'COMPLETED');
  await scene.advance(0);
  [attempt] = await scene.deliveries();
});

afterEach(() => {
  cleanup();
  vi.unstubAllGlobals();
});

const verdict = () => screen.getByTestId('verdict').textContent;

describe('the signature lab', () => {
  it('verifies the attempt as sent and shows the signed string, the key and the expected HMAC', async () => {
    render(<SignatureLab attempt={attempt} clock={simulatedAt(T0)} />);
    await waitFor(() => expect(verdict()).toMatch(/^Verifies/));
    expect(screen.getByTestId('signed-string').textContent).toBe(`${T0 / 1000}.${attempt.request.body}`);
    expect(screen.getByTestId('key-used').textContent).toBe(scene.webhook.signingSecret);
    expect(attempt.request.headers['X-Service-Signature']).toBe(`t=${T0 / 1000},v1=${screen.getByTestId('expected-hmac').textContent}`);
  });

  it('refuses a re-serialised body with the byte where it changed', async () => {
    render(<SignatureLab attempt={attempt} clock={simulatedAt(T0)} />);
    await waitFor(() => expect(verdict()).toMatch(/^Verifies/));
    fireEvent.change(screen.getByLabelText('Body it received (raw)'), { target: { value: JSON.stringify(JSON.parse(attempt.request.body), null, 2) } });
    await waitFor(() => expect(verdict()).toBe('Does not verify.'));
    expect(screen.getByTestId('cause-body-changed').textContent).toContain('at byte 1 (only whitespace changed');
  });

  it('refuses a wrong secret', async () => {
    render(<SignatureLab attempt={attempt} clock={simulatedAt(T0)} />);
    await waitFor(() => expect(verdict()).toMatch(/^Verifies/));
    fireEvent.change(screen.getByLabelText('Secret your receiver uses'), { target: { value: 'whsec_guess' } });
    await screen.findByTestId('cause-wrong-secret');
    expect(verdict()).toBe('Does not verify.');
  });

  it('refuses a timestamp outside the tolerance and warns that simulated time is far from real time', async () => {
    render(<SignatureLab attempt={attempt} clock={simulatedAt(T0 + 3_600_000)} />);
    const cause = await screen.findByTestId('cause-timestamp-outside-tolerance');
    expect(cause.textContent).toContain('3600 s before now');
    expect(screen.getByText(/simulated time\): a receiver checking t against its own clock/)).toBeTruthy();
  });
});
