// @vitest-environment happy-dom
/**
 * The signature lab as a merchant uses it, on an attempt the real gateway delivered: it verifies
 * what was sent, and names each cause of a refusal.
 */
import { fireEvent, render, screen, waitFor } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { showScreensOn } from '../../../../test/support/ui-sandbox';
import type { DeliveryAttempt } from '../../../gateway/core/stored-records';
import { openWebhookScene, type WebhookScene } from '../../../../test/support/webhook-scene';
import { SignatureLab } from './signature-lab';

let scene: WebhookScene;
let attempt: DeliveryAttempt;

beforeEach(async () => {
  scene = await openWebhookScene();
  showScreensOn(scene.h);
  const hash = await scene.pay();
  await scene.move(hash, 'COMPLETED');
  await scene.advance(0);
  [attempt] = await scene.deliveries();
});

// The lab's second verdict reads Date.now: put it back after each test.
afterEach(() => {
  vi.restoreAllMocks();
});

const verdict = () => screen.getByTestId('verdict').textContent;

describe('the signature lab', () => {
  it('verifies the attempt as sent and shows the signed string, the key and the expected HMAC', async () => {
    render(<SignatureLab attempt={attempt} />);
    await waitFor(() => expect(verdict()).toMatch(/^Verifies/));
    // Signed at real time, though the scene's clock is simulated, months back.
    const t = Number(/^t=(\d+),/.exec(attempt.request.headers['X-Service-Signature']!)![1]);
    expect(Math.abs(Date.now() / 1000 - t)).toBeLessThan(300);
    expect(screen.getByTestId('signed-string').textContent).toBe(`${t}.${attempt.request.body}`);
    expect(screen.getByTestId('key-used').textContent).toBe(scene.webhook.signingSecret);
    expect(attempt.request.headers['X-Service-Signature']).toBe(`t=${t},v1=${screen.getByTestId('expected-hmac').textContent}`);
  });

  it('refuses a re-serialised body with the byte where it changed', async () => {
    render(<SignatureLab attempt={attempt} />);
    await waitFor(() => expect(verdict()).toMatch(/^Verifies/));
    fireEvent.change(screen.getByLabelText('Body it received (raw)'), {
      target: { value: JSON.stringify(JSON.parse(attempt.request.body), null, 2) },
    });
    await waitFor(() => expect(verdict()).toBe('Does not verify.'));
    expect(screen.getByTestId('cause-body-changed').textContent).toContain('at byte 1 (only whitespace changed');
  });

  it('refuses a wrong secret', async () => {
    render(<SignatureLab attempt={attempt} />);
    await waitFor(() => expect(verdict()).toMatch(/^Verifies/));
    fireEvent.change(screen.getByLabelText('Secret your receiver uses'), { target: { value: 'whsec_guess' } });
    await screen.findByTestId('cause-wrong-secret');
    expect(verdict()).toBe('Does not verify.');
  });

  it('tells a genuine delivery whose t is now past the tolerance (valid, fresh when sent) from one that does not verify', async () => {
    render(<SignatureLab attempt={attempt} />);
    await waitFor(() => expect(verdict()).toMatch(/^Verifies/));
    // The receiver's tolerance shrinks below the attempt's age: the same bytes, now too old.
    const t = Number(/^t=(\d+),/.exec(attempt.request.headers['X-Service-Signature']!)![1]);
    vi.spyOn(Date, 'now').mockReturnValue((t + 400) * 1000);
    fireEvent.change(screen.getByLabelText('Tolerance (s)'), { target: { value: '299' } });
    await waitFor(() =>
      expect(verdict()).toBe('Signature valid, but its timestamp is outside the 299 s tolerance now: it was fresh when sent, 400 s ago.'),
    );
    expect(screen.getByTestId('cause-timestamp-outside-tolerance').textContent).toContain('400 s before now');
    // A changed body on top: that no longer verifies at all.
    fireEvent.change(screen.getByLabelText('Body it received (raw)'), { target: { value: `${attempt.request.body} ` } });
    await waitFor(() => expect(verdict()).toBe('Does not verify.'));
    screen.getByTestId('cause-body-changed');
  });

  it('checks t against real time: a stale-timestamp fault is refused as an hour old, on simulated time too', async () => {
    const queued = await scene.helper('POST', `/webhooks/${scene.webhook.id}/send`, { fault: 'stale-timestamp' });
    await scene.advance(0);
    const stale = (await scene.deliveries()).find((one: { id: string }) => one.id === queued.id);
    render(<SignatureLab attempt={stale} />);
    const cause = await screen.findByTestId('cause-timestamp-outside-tolerance');
    expect(cause.textContent).toMatch(/360[01] s before now/);
    expect(screen.queryByTestId('cause-signature-mismatch')).toBeNull();
    // The key is right but the call was signed an hour old on purpose: not "fresh when sent".
    expect(verdict()).toMatch(
      /^Signature valid, but its timestamp is outside the 300 s tolerance: signed 360[01] s before now, 3600 s before it was sent \(a deliberate stale-timestamp fault\)\.$/,
    );
  });
});
