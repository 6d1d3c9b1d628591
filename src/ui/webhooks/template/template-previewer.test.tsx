// @vitest-environment happy-dom
/**
 * The template previewer over the real gateway: the plain editor stands in for Monaco (happy-dom
 * runs no workers; the browser test types into Monaco). What it previews is compared with what
 * the gateway then delivers.
 */
import { createHmac } from 'node:crypto';
import { fireEvent, render, screen, waitFor } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { showScreensOn } from '../../../../test/support/ui-sandbox';
import { openWebhookScene, REAL_NOW, T0, type WebhookScene } from '../../../../test/support/webhook-scene';
import { useManagerStore } from '../manager-store';
import { useWebhooksStore } from '../webhooks-store';
import { TemplatePreviewer } from './template-previewer';

vi.mock('./template-editor-monaco', async () => ({ default: (await import('../../editor/json-editor')).PlainJsonEditor }));

let scene: WebhookScene;

beforeEach(async () => {
  // Deliveries and the preview are signed at real time, pinned here on both sides (only `Date`).
  vi.useFakeTimers({ toFake: ['Date'] });
  vi.setSystemTime(REAL_NOW);
  scene = await openWebhookScene({ realNow: () => REAL_NOW });
  showScreensOn(scene.h);
  useWebhooksStore.setState({ clock: { mode: 'simulated', now: T0, readAt: 0 } });
  await useManagerStore.getState().choose(scene.key);
});

afterEach(() => {
  vi.useRealTimers();
});

async function openPreviewer(paymentHash?: string) {
  render(<TemplatePreviewer webhook={scene.webhook} />);
  if (paymentHash)
    fireEvent.change(await screen.findByLabelText('Payment hash (empty: a sample payment)'), { target: { value: paymentHash } });
}

const typeTemplate = async (text: string) => fireEvent.change(await screen.findByLabelText('requestTemplate'), { target: { value: text } });
const body = () => screen.getByTestId('request-body').textContent;
/** The headers the previewer shows, name to value, in the order shown. */
const shownHeaders = () =>
  Object.fromEntries(
    [...screen.getByTestId('preview-headers').querySelectorAll('.header-row')].map((row) => [
      row.querySelector('dt')!.textContent,
      row.querySelector('dd')!.textContent,
    ]),
  );

describe('the requestTemplate previewer', () => {
  it('renders variables for a stored payment, byte for byte what the delivery then sends: method, URL, every header, body', async () => {
    const hash = await scene.pay();
    await openPreviewer(hash);
    await typeTemplate('{"order": "{{orderId}}", "{{status}}": ["{{ price }}"]}');
    const expected = `{"order":"${hash}","COMPLETED":["1299"]}`;
    await waitFor(() => expect(body()).toBe(expected));
    const t = REAL_NOW / 1000;
    const signature = `t=${t},v1=${createHmac('sha256', scene.webhook.signingSecret).update(`${t}.${expected}`).digest('hex')}`;
    const headers = { 'X-Shop': 'a, b', 'Content-Type': 'application/json', 'X-Service-Signature': signature };
    expect(shownHeaders()).toEqual(headers);
    expect(Object.keys(shownHeaders())).toEqual(Object.keys(headers));
    expect(screen.getByTestId('preview-method').textContent).toBe('POST');
    expect(screen.getByTestId('preview-url').textContent).toBe('https://hooks.gateway.test/shop');

    fireEvent.click(screen.getByRole('button', { name: 'Save template' }));
    await screen.findByText(/Template saved/);
    await scene.move(hash, 'COMPLETED');
    await scene.advance(0);
    const [delivered] = await scene.deliveries();
    expect(delivered.request).toEqual({ method: 'POST', url: 'https://hooks.gateway.test/shop', headers, body: expected });
  });

  it('marks an unknown variable and shows the empty string deliveries send', async () => {
    await openPreviewer();
    await typeTemplate('{"order": "{{orderID}}"}');
    await waitFor(() => expect(body()).toBe('{"order":""}'));
    expect(screen.getByTestId('template-problems').textContent).toBe('Unknown variable orderID: deliveries send it as the empty string');
  });

  it('marks a broken {{ and keeps it as deliveries do', async () => {
    await openPreviewer();
    await typeTemplate('{"order": "{{orderId"}');
    await waitFor(() => expect(body()).toBe('{"order":"{{orderId"}'));
    expect(screen.getByTestId('template-problems').textContent).toContain('Unclosed {{');
  });

  it('marks text that is not JSON and will not save it', async () => {
    await openPreviewer();
    await typeTemplate('{"order": }');
    await waitFor(() => expect(screen.getByTestId('template-problems').textContent).toMatch(/^Not JSON, so it cannot be saved/));
    expect((screen.getByRole('button', { name: 'Save template' }) as HTMLButtonElement).disabled).toBe(true);
  });
});
