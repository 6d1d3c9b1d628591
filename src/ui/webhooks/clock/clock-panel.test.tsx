// @vitest-environment happy-dom
/** The clock card over the real gateway: what cannot act is disabled with its reason, and switches say what they do. */
import { fireEvent, render, screen, waitFor } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { openScreenSandbox } from '../../../../test/support/ui-sandbox';
import { BASE, type Harness } from '../../../../test/support/harness';
import { ClockPanel } from './clock-panel';
import { useWebhooksStore } from '../webhooks-store';

let harness: Harness;
let sent: string[];

beforeEach(async () => {
  sent = [];
  harness = await openScreenSandbox({
    route: (request, toSandbox) => {
      if (request.method !== 'GET') sent.push(`${request.method} ${new URL(request.url).pathname}`);
      return toSandbox(request);
    },
  });
});

afterEach(() => {
  useWebhooksStore.setState(useWebhooksStore.getInitialState());
});

const clock = async () => (await harness.json('GET', `${BASE}/_sandbox/clock`)).body as { mode: string; now: number };
const button = (name: string | RegExp) => screen.getByRole('button', { name }) as HTMLButtonElement;

describe('the gateway clock card', () => {
  it('in real time, disables every advance with the reason, and says that setting a time switches to simulated', async () => {
    render(<ClockPanel />);
    await screen.findByText(/Advancing works on simulated time only/);

    for (const name of ['+1 s', '+1 h', 'Advance', 'Jump to next due delivery']) {
      expect(button(name).disabled).toBe(true);
      expect(button(name).getAttribute('aria-describedby')).toBe('advance-reason');
    }
    expect(document.getElementById('advance-reason')!.textContent).toContain('the clock runs in real time now');
    expect(button('Simulated').getAttribute('aria-describedby')).toBe('clock-mode-does');
    expect(document.getElementById('clock-mode-does')!.textContent).toMatch(/^Simulated stops the clock where it stands/);

    fireEvent.click(button('Switch to simulated at this time'));

    await waitFor(async () => expect((await clock()).mode).toBe('simulated'));
    expect(sent).toEqual(['POST /_sandbox/clock']);
    await waitFor(() => expect(button('+1 h').disabled).toBe(false));
    expect(button('Set time')).toBeTruthy();
  });

  it('asks before going back to real time from a simulated future, and says attempts stay dated at their simulated times', async () => {
    const future = Date.now() + 3 * 3_600_000;
    await harness.json('POST', `${BASE}/_sandbox/clock`, { body: { mode: 'simulated', now: future } });
    const asked: string[] = [];
    let answer = false;
    vi.stubGlobal('confirm', (question: string) => (asked.push(question), answer));
    render(<ClockPanel />);
    await waitFor(() => expect(button('Real time').disabled).toBe(false));
    expect(document.getElementById('clock-mode-does')!.textContent).toMatch(/^Real time puts the clock back/);

    fireEvent.click(button('Real time'));
    expect(asked).toHaveLength(1);
    expect(asked[0]).toContain('stay dated at their simulated times');
    expect(sent).toEqual([]);
    expect((await clock()).mode).toBe('simulated');

    answer = true;
    fireEvent.click(button('Real time'));
    await waitFor(async () => expect((await clock()).mode).toBe('real'));
    expect(sent).toEqual(['POST /_sandbox/clock']);
  });
});
