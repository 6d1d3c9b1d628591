// @vitest-environment happy-dom
/** Scripting a receiver that verifies signatures, over the real gateway. */
import { cleanup, fireEvent, render, screen } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { connectUiThroughFetch } from '../../../test/support/ui-sandbox';
import { freshHarness } from '../../../test/support/api';
import { BASE, type Harness } from '../../../test/support/harness';
import { ReceiverForm } from './receiver-form';
import { useWebhooksStore } from './webhooks-store';

let harness: Harness;
let bodies: unknown[];

beforeEach(async () => {
  harness = await freshHarness();
  bodies = [];
  vi.stubGlobal('fetch', async (input: string, init?: RequestInit) => {
    const request = new Request(input, init);
    if (request.method === 'PUT') bodies.push(await request.clone().json());
    return harness.handler(request);
  });
  connectUiThroughFetch(harness);
});

afterEach(async () => {
  cleanup();
  useWebhooksStore.setState(useWebhooksStore.getInitialState());
  vi.unstubAllGlobals();
  await harness.close();
});

describe('the receiver form', () => {
  it('saves a receiver that verifies signatures when the option is ticked, and says what that does', async () => {
    render(<ReceiverForm initial={null} />);
    const option = screen.getByRole('checkbox', { name: 'Verify signatures' }) as HTMLInputElement;
    expect(option.checked).toBe(false);
    expect(document.getElementById(option.getAttribute('aria-describedby')!)!.textContent).toContain('answers 400');

    fireEvent.click(option);
    fireEvent.click(screen.getByRole('button', { name: 'Save script' }));

    await screen.findByText(/^Saved: shop/);
    expect(bodies).toEqual([{ answers: [expect.objectContaining({ status: 200 })], verifySignatures: true }]);
    const [stored] = (await harness.json('GET', `${BASE}/_sandbox/receivers`)).body;
    expect(stored).toMatchObject({ name: 'shop', verifySignatures: true });
  });
});
