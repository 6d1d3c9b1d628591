// @vitest-environment happy-dom
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { uiScene } from './ui-scene';

/** The app's header (each page's own intro is a header too). */
const header = () => screen.getAllByRole('banner')[0]!;

describe('Faults screen and header badge', () => {
  it('a 100% share of 503 shows in the header and in the answers until it is turned off', async () => {
    const scene = await uiScene();
    scene.open('#/faults');
    const form = await screen.findByRole('form', { name: 'Faults of sandbox' });
    expect(within(header()).queryByRole('status')).toBeNull();

    await userEvent.clear(within(form).getByLabelText('Share of errors (%)'));
    await userEvent.type(within(form).getByLabelText('Share of errors (%)'), '100');
    await userEvent.click(within(form).getByRole('button', { name: 'Apply faults' }));

    expect((await within(header()).findByRole('status')).textContent).toBe('Faults on: sandbox 100% 503');
    const answer = await scene.h.json('GET', 'https://api.sandbox.gateway.test/api/pay/plugin/webhook', { key: scene.key });
    expect(answer).toEqual({ status: 503, body: { status: 503, message: 'Service Unavailable' } });

    await userEvent.click(within(form).getByRole('button', { name: 'Turn off' }));

    await waitFor(() => expect(within(header()).queryByRole('status')).toBeNull());
  });

  it('a latency range for one chosen endpoint is stored as chosen', async () => {
    const scene = await uiScene();
    scene.open('#/faults');
    const form = await screen.findByRole('form', { name: 'Faults of sandbox' });

    await userEvent.click(within(form).getByRole('radio', { name: 'Range' }));
    await userEvent.click(within(form).getByRole('checkbox', { name: 'All endpoints' }));
    await userEvent.click(await within(form).findByRole('checkbox', { name: 'POST /api/product/pay' }));
    await userEvent.click(within(form).getByRole('button', { name: 'Apply faults' }));

    expect((await within(header()).findByRole('status')).textContent).toBe('Faults on: sandbox +200–800 ms on 1 endpoint');
    expect((await scene.helper('GET', '/_sandbox/faults')).sandbox).toEqual({
      latencyMs: { min: 200, max: 800 },
      errorRate: 0,
      errorStatus: 503,
      endpoints: ['POST /api/product/pay'],
    });
  });

  it('a rule the gateway refuses shows its message and changes nothing', async () => {
    const scene = await uiScene();
    scene.open('#/faults');
    const form = await screen.findByRole('form', { name: 'Faults of sandbox' });

    await userEvent.click(within(form).getByRole('radio', { name: 'Range' }));
    await userEvent.clear(within(form).getByLabelText('From ms'));
    await userEvent.type(within(form).getByLabelText('From ms'), '900');
    await userEvent.click(within(form).getByRole('button', { name: 'Apply faults' }));

    expect((await screen.findByRole('alert')).textContent).toMatch(/^400: /);
    expect(await scene.helper('GET', '/_sandbox/faults')).toEqual({ sandbox: null, production: null });
  });
});
