// @vitest-environment happy-dom
/** Advancing simulated time by a custom amount, over the real gateway. */
import { fireEvent, render, screen, waitFor } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { openScreenSandbox } from '../../../../test/support/ui-sandbox';
import { BASE, type Harness } from '../../../../test/support/harness';
import { AdvanceControls } from './advance-controls';
import { useWebhooksStore } from '../webhooks-store';

const START = Date.UTC(2026, 0, 1);
let harness: Harness;

beforeEach(async () => {
  harness = await openScreenSandbox();
  await harness.json('POST', `${BASE}/_sandbox/clock`, { body: { mode: 'simulated', now: START } });
});

afterEach(() => {
  useWebhooksStore.setState(useWebhooksStore.getInitialState());
});

const clockNow = async () => (await harness.json('GET', `${BASE}/_sandbox/clock`)).body.now;

async function advanceBy(amount: string, unit: string) {
  fireEvent.change(screen.getByLabelText('Custom amount'), { target: { value: amount } });
  fireEvent.change(screen.getByLabelText('Unit'), { target: { value: unit } });
  fireEvent.click(screen.getByRole('button', { name: 'Advance' }));
}

describe('advancing by a custom amount', () => {
  it('moves the clock by days, and refuses an amount past what the clock can count without asking the gateway', async () => {
    render(<AdvanceControls />);

    await advanceBy('2', 'd');
    await waitFor(async () => expect(await clockNow()).toBe(START + 2 * 86_400_000));
    await waitFor(() => expect((screen.getByRole('button', { name: 'Advance' }) as HTMLButtonElement).disabled).toBe(false));

    await advanceBy('200000000000', 'd');
    expect((await screen.findByText(/^That is further than the clock can count/)).textContent).toBeTruthy();
    expect(await clockNow()).toBe(START + 2 * 86_400_000);
  });
});
