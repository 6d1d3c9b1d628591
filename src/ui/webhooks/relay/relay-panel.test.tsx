// @vitest-environment happy-dom
/** The relay card: pairing, each state of the pairing, and the hint a CORS-looking failure earns. */
import { act, cleanup, fireEvent, render, screen } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import type { DeliveryAttempt } from '../../../gateway';
// The page's own wording of a refused call, as the in-page gateway records it.
import { explainBrowserNetworkError } from '../../../app/fetch-transport';
import { connectSandbox, type RelayControl, type RelayStatus } from '../../shared/sandbox-connection';
import { RelayPanel } from './relay-panel';
import { useRelayStore } from './relay-store';
import { useWebhooksStore } from '../webhooks-store';

const ADDRESS = 'http://127.0.0.1:4099/#Qm9vb29vb29vb29vb29vb29vb29vb29vb29vb29vb28';

/** A relay control whose relay is in `state`, recording what the card asked of it. */
function control(initial: RelayStatus) {
  const asked: string[] = [];
  let status = initial;
  const relay: RelayControl & { asked: string[]; set(next: RelayStatus): void } = {
    asked,
    set: (next) => (status = next),
    check: async () => (asked.push('check'), status),
    pair: async (address) => (asked.push(`pair ${address}`), status),
    forget: () => void asked.push('forget'),
  };
  return relay;
}

function connect(relay?: RelayControl) {
  connectSandbox({ client: {} as never, changes: { onChange: () => () => undefined }, openLog: async () => ({}) as never, relay });
}

function failedAttempt(url: string, error: string): DeliveryAttempt {
  return {
    id: `a-${url}`,
    webhookId: 'w',
    paymentHash: 'h',
    requestId: 'r',
    attempt: 1,
    scheduledAt: 0,
    sentAt: 0,
    finishedAt: 0,
    state: 'FAILED',
    responseStatus: null,
    responseBody: null,
    error,
    request: { method: 'POST', url, headers: {}, body: '{}' },
  };
}

beforeEach(() => {
  useRelayStore.setState(useRelayStore.getInitialState());
  useWebhooksStore.setState(useWebhooksStore.getInitialState());
});
afterEach(() => {
  cleanup();
  vi.useRealTimers();
});

const state = () => screen.findByTestId('relay-state');

describe('the local relay card', () => {
  it('is not there where deliveries do not leave from the page (a Node server)', () => {
    connect(undefined);
    const { container } = render(<RelayPanel />);
    expect(container.textContent).toBe('');
  });

  it('pairs with the pasted address and says where deliveries now go', async () => {
    const relay = control({ state: 'unpaired' });
    connect(relay);
    render(<RelayPanel />);
    expect((await state()).textContent).toBe('Not paired');
    relay.set({ state: 'paired', address: ADDRESS, forwardTo: 'http://127.0.0.1:3000/webhooks' });
    fireEvent.change(screen.getByLabelText('Pairing address'), { target: { value: ADDRESS } });
    fireEvent.click(screen.getByRole('button', { name: 'Pair' }));
    expect(
      await screen.findByText(/Paired with the relay at http:\/\/127\.0\.0\.1:4099: deliveries .* to http:\/\/127\.0\.0\.1:3000\/webhooks/),
    ).toBeTruthy();
    expect((await state()).textContent).toBe('Paired');
    expect(relay.asked).toContain(`pair ${ADDRESS}`);
    expect((screen.getByLabelText('Pairing address') as HTMLInputElement).value).toBe('');
    // The token is the relay's key: shown nowhere on the card.
    expect(document.body.textContent).not.toContain('Qm9vb29v');
  });

  it('says when the relay is not running, and that deliveries fail as network errors, retried', async () => {
    connect(control({ state: 'not-running', address: ADDRESS }));
    render(<RelayPanel />);
    expect((await state()).textContent).toBe('Relay not running');
    expect(screen.getByRole('alert').textContent).toMatch(
      /nothing answers at http:\/\/127\.0\.0\.1:4099.*local relay not reachable.*retried/,
    );
  });

  it('notices by itself, within 5 s, that a paired relay stopped; a refused token is not asked about again', async () => {
    vi.useFakeTimers();
    const relay = control({ state: 'paired', address: ADDRESS, forwardTo: 'http://127.0.0.1:3000/webhooks' });
    connect(relay);
    render(<RelayPanel />);
    await act(() => vi.advanceTimersByTimeAsync(0));
    expect(screen.getByTestId('relay-state').textContent).toBe('Paired');
    relay.set({ state: 'not-running', address: ADDRESS });
    await act(() => vi.advanceTimersByTimeAsync(5000));
    expect(screen.getByTestId('relay-state').textContent).toBe('Relay not running');
    relay.set({ state: 'token-refused', address: ADDRESS });
    await act(() => vi.advanceTimersByTimeAsync(5000));
    expect(screen.getByTestId('relay-state').textContent).toBe('Token refused');
    const asked = relay.asked.length;
    await act(() => vi.advanceTimersByTimeAsync(60_000));
    expect(relay.asked.length).toBe(asked);
  });

  it('says when the relay refuses the token, and to paste its new address', async () => {
    connect(control({ state: 'token-refused', address: ADDRESS }));
    render(<RelayPanel />);
    expect((await state()).textContent).toBe('Token refused');
    expect(screen.getByRole('alert').textContent).toMatch(/started again, with a new one\)\. Paste the address/);
  });

  it('says why a pasted address does not pair', async () => {
    const relay = control({ state: 'unpaired' });
    connect(relay);
    render(<RelayPanel />);
    await state();
    relay.set({ state: 'invalid', problem: 'A relay runs on this machine: its address starts with http://127.0.0.1:.' });
    fireEvent.change(screen.getByLabelText('Pairing address'), { target: { value: 'http://example.com/#x' } });
    fireEvent.click(screen.getByRole('button', { name: 'Pair' }));
    expect((await screen.findByRole('alert')).textContent).toContain('its address starts with http://127.0.0.1:');
    expect((screen.getByLabelText('Pairing address') as HTMLInputElement).value).toBe('http://example.com/#x');
  });

  it('stops forwarding on request', async () => {
    const relay = control({ state: 'paired', address: ADDRESS, forwardTo: 'http://127.0.0.1:3000/webhooks' });
    connect(relay);
    render(<RelayPanel />);
    expect((await state()).textContent).toBe('Paired');
    fireEvent.click(screen.getByRole('button', { name: 'Stop forwarding' }));
    expect((await state()).textContent).toBe('Not paired');
    expect(relay.asked).toContain('forget');
  });

  it('names the relay as the way when a delivery to an outside endpoint failed with a network error', async () => {
    connect(control({ state: 'unpaired' }));
    useWebhooksStore.setState({
      attempts: [
        failedAttempt('https://hooks.gateway.test/shop', 'Network error: scripted'),
        failedAttempt(
          'http://127.0.0.1:3000/webhooks',
          explainBrowserNetworkError('http://127.0.0.1:3000/webhooks', new TypeError('Failed to fetch')),
        ),
      ],
    });
    render(<RelayPanel />);
    const hint = await screen.findByTestId('relay-cors-hint');
    expect(hint.textContent).toMatch(
      /A delivery to http:\/\/127\.0\.0\.1:3000\/webhooks failed with a network error.*CORS.*relay is the way/,
    );
    expect(screen.getByText(/npx gateway-playground relay --forward-to http:\/\/127\.0\.0\.1:3000\/webhooks/)).toBeTruthy();
  });

  it('gives no such hint for a sandbox receiver’s failure, an answered one, or a relay’s own failure', async () => {
    connect(control({ state: 'unpaired' }));
    useWebhooksStore.setState({
      attempts: [
        failedAttempt('https://hooks.gateway.test/shop', 'Network error: scripted'),
        { ...failedAttempt('http://127.0.0.1:3000/x', 'x'), responseStatus: 500 },
        failedAttempt(
          'http://127.0.0.1:3000/y',
          'Network error: local relay not reachable at http://127.0.0.1:4099: is `gateway-playground relay` still running?',
        ),
      ],
    });
    render(<RelayPanel />);
    await state();
    expect(screen.queryByTestId('relay-cors-hint')).toBeNull();
  });
});
