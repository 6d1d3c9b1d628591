// @vitest-environment happy-dom
/**
 * The embed as a docs reader meets it, booted by its own runtime in a page that, like a
 * third-party iframe, is denied every kind of storage and the service worker, and whose network
 * fetch reaches nothing: the answer, the checkout paid inside the frame and the way back, the
 * webhook timeline, and the error states.
 */
import { readFileSync } from 'node:fs';
import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { bootEmbed } from '../../src/app/embed/embed-boot';
import { encodeScenario, type Scenario } from '../../src/ui/scenario-links/scenario-codec';
import { useScenarioStore } from '../../src/ui/scenarios/run/scenario-store';
import { CONTRACT_SCENARIO_STEPS } from '../support/contract-scenario';

const BASE = 'https://api.sandbox.gateway.test';
const examples = [...readFileSync('examples.html', 'utf8').matchAll(/<iframe src="\.\/#\/embed\/([^"]+)"/g)].map(([, data]) => data!);
const [createPayment, , webhookOnSimulatedTime, payAndWebhook] = examples;

const denied = () => {
  throw new DOMException('Access is denied for this document.', 'SecurityError');
};
const DENIED: [object, string][] = [
  [globalThis, 'indexedDB'],
  [globalThis, 'localStorage'],
  [globalThis, 'sessionStorage'],
  [document, 'cookie'],
  [navigator, 'serviceWorker'],
];
const networkCalls: string[] = [];
let embed: { stop(): Promise<void> } | undefined;
let realFetch: typeof fetch;

beforeEach(() => {
  for (const [owner, name] of DENIED) Object.defineProperty(owner, name, { get: denied, set: denied, configurable: true });
  realFetch = globalThis.fetch;
  globalThis.fetch = async (input) => {
    networkCalls.push(String(input instanceof Request ? input.url : input));
    throw new TypeError('Failed to fetch');
  };
  document.body.innerHTML = '<div id="root"></div>';
  // Each test opens its embed afresh, as each frame load does.
  useScenarioStore.setState(useScenarioStore.getInitialState(), true);
});

afterEach(async () => {
  await embed?.stop();
  embed = undefined;
  for (const [owner, name] of DENIED) delete (owner as Record<string, unknown>)[name];
  globalThis.fetch = realFetch;
  expect(networkCalls).toEqual([]);
});

async function open(data: string) {
  embed = await bootEmbed(data);
}

const app = () => `${location.origin}${location.pathname}`;

/** Once the shown step has answered: its checkout, opened inside the frame. */
async function openTheCheckoutHere() {
  await screen.findByTestId('answer-body');
  fireEvent.click(screen.getByRole('link', { name: 'Open the checkout here' }));
  await screen.findByTestId('amount');
}

/** Pays the open checkout with BLIK `code` (777… pays). */
function payWithBlik(code: string) {
  fireEvent.click(screen.getByRole('radio', { name: /BLIK/ }));
  fireEvent.change(screen.getByRole('textbox', { name: /BLIK code/ }), { target: { value: code } });
  fireEvent.click(screen.getByRole('button', { name: /^Pay/ }));
}

describe('an embed', () => {
  it('answers its shown step on a gateway in its own memory, with no storage and no network', async () => {
    await open(createPayment!);

    expect(await screen.findByTestId('answer-status')).toHaveProperty('textContent', expect.stringMatching(/^200\b/));
    expect(JSON.parse(screen.getByTestId('answer-body').textContent!).redirectUrl).toMatch(/#\/checkout\/[\w-]+\?externalId=\w{10}$/);
    expect(screen.getByRole('main')).toBeTruthy();
    const playground = screen.getByRole('link', { name: 'Open in Gateway Playground' });
    expect(playground.getAttribute('href')).toBe(`${app()}#/scenario/${createPayment}`);
    expect([playground.getAttribute('target'), playground.getAttribute('rel')]).toEqual(['_blank', 'noopener']);
  });

  it('opens its checkout inside the frame, takes a BLIK payment, sends the webhook, and goes back to the request with its timeline', async () => {
    await open(payAndWebhook!);
    const redirectUrl = JSON.parse((await screen.findByTestId('answer-body')).textContent!).redirectUrl as string;

    fireEvent.click(screen.getByRole('link', { name: 'Open the checkout here' }));
    await waitFor(() => expect(screen.getByTestId('amount').textContent).toBe('39.00 PLN'));
    payWithBlik('777123');
    await screen.findByTestId('payment-confirmation');
    fireEvent.click(screen.getByRole('button', { name: 'Back to the request' }));

    expect(JSON.parse((await screen.findByTestId('answer-body')).textContent!).redirectUrl).toBe(redirectUrl);
    const timeline = await screen.findByRole('region', { name: 'Webhook deliveries' });
    await waitFor(() => expect(within(timeline).getByText('Delivered on attempt 1')).toBeTruthy());
    expect(within(timeline).getByText(/https:\/\/hooks\.gateway\.test\/shop/)).toBeTruthy();
  });

  it('offers the way back to the request once paid, where the payment names no shop to return to: there is no tab to close', async () => {
    const noReturnUrl: Scenario = {
      v: 1,
      title: 'A payment with no return address',
      steps: CONTRACT_SCENARIO_STEPS,
    };
    await open(await encodeScenario(noReturnUrl));
    await openTheCheckoutHere();
    payWithBlik('777123');
    const confirmation = await screen.findByTestId('payment-confirmation');

    expect(confirmation.textContent).not.toContain('close this tab');
    fireEvent.click(within(confirmation).getByRole('button', { name: 'Back to the request' }));
    expect(await screen.findByTestId('answer-status')).toHaveProperty('textContent', expect.stringMatching(/^200\b/));
  });

  it('leaves for the request, not for the shop, when the paid checkout’s "Back to the shop" is pressed', async () => {
    await open(createPayment!);
    await openTheCheckoutHere();
    payWithBlik('777000');
    fireEvent.click(await screen.findByRole('button', { name: 'Back to the shop' }));

    expect(await screen.findByTestId('answer-status')).toBeTruthy();
    expect(location.href).not.toContain('shop.example');
  });

  it('draws a webhook example’s deliveries as the timeline, attempts and wait included, never as raw JSON', async () => {
    await open(webhookOnSimulatedTime!);

    // Drawn live while the example runs (its first attempt failed, the retry waits for the
    // advance), then as the answer of its last step, once that has answered.
    await screen.findByTestId('answer-status');
    const timeline = await screen.findByTestId('delivery-timeline');
    expect(screen.queryByTestId('answer-body')).toBeNull();
    expect(
      within(timeline)
        .getAllByTestId('attempt-state')
        .map((state) => state.textContent),
    ).toEqual(['FAILED', 'SUCCEEDED']);
    expect(within(timeline).getByTestId('attempt-wait').textContent).toContain('1 s');
    // The simulated clock the example set: 2026-01-15 12:00 UTC, plus the second it advanced.
    expect(within(timeline).getAllByText(/2026-01-15/).length).toBeGreaterThan(0);
    fireEvent.click(within(timeline).getAllByRole('button', { name: 'Attempt 1' })[0]!);
    expect(await within(timeline).findByText('X-Service-Signature')).toBeTruthy();
  });

  it('names the step that failed and why, and still offers the full app', async () => {
    const failing: Scenario = {
      v: 1,
      title: 'A product that cannot be made',
      steps: [
        { method: 'POST', url: `${BASE}/api/product/pay`, headers: { 'X-API-KEY': 'sk_test_not-a-key' }, body: { name: 'Mugs' } },
        { method: 'GET', url: `${BASE}/api/product/pay/{{0.id}}`, headers: { 'X-API-KEY': '{{key}}' } },
      ],
    };
    const data = await encodeScenario(failing);
    await open(data);

    const failure = await screen.findByTestId('failed-step');
    // Numbered from 0, as {{0.id}} counts: the set-up step's error first, then every step's outcome.
    expect(failure.textContent).toContain('Step 0 answered 401');
    expect(
      within(failure)
        .getAllByRole('listitem')
        .map((item) => item.textContent),
    ).toEqual([expect.stringContaining('→ 401'), expect.stringContaining('{{0.id}}: the answer of step 0 has no id')]);
    // The shown step is ready to send again: its key is filled in, the answer it lacks is not.
    const headers = screen.getByLabelText('Headers') as HTMLTextAreaElement;
    expect(headers.value).toMatch(/^X-API-KEY: sk_test_/);
    expect((screen.getByLabelText('URL') as HTMLInputElement).value).toContain('{{0.id}}');
    expect(screen.getByRole('link', { name: 'Open in Gateway Playground' }).getAttribute('href')).toBe(`${app()}#/scenario/${data}`);
  });

  it.each([
    ['data that is no scenario', () => Promise.resolve('bm90IGEgc2NlbmFyaW8'), 'not JSON'],
    [
      'a scenario over the size the app accepts',
      () => encodeScenario({ v: 1, title: 'x'.repeat(2 * 1024 * 1024), steps: [{ method: 'GET', url: `${BASE}/` }] }, { compress: true }),
      'too large',
    ],
  ])('says clearly that %s cannot be opened, and links to the app', async (_case, data, words) => {
    await open(await data());

    // Inflating up to the limit takes a moment on a busy machine.
    const alert = await screen.findByRole('alert', {}, { timeout: 5000 });
    expect(alert.textContent).toContain('This scenario link cannot be opened');
    expect(alert.textContent).toContain(words);
    expect(screen.getByRole('link', { name: 'Open Gateway Playground' }).getAttribute('href')).toBe(app());
  });
});
