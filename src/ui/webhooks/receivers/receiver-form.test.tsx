// @vitest-environment happy-dom
/** Scripting a receiver that verifies signatures, over the real gateway. */
import { fireEvent, render, screen } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { openScreenSandbox } from '../../../../test/support/ui-sandbox';
import { BASE, type Harness } from '../../../../test/support/harness';
import { ReceiverForm } from './receiver-form';
import { useWebhooksStore } from '../webhooks-store';

let harness: Harness;
let bodies: unknown[];

beforeEach(async () => {
  bodies = [];
  harness = await openScreenSandbox({
    route: async (request, toSandbox) => {
      if (request.method === 'PUT') bodies.push(await request.clone().json());
      return toSandbox(request);
    },
  });
});

afterEach(() => {
  useWebhooksStore.setState(useWebhooksStore.getInitialState());
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
