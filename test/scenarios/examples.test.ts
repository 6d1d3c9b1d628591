/** The live examples of examples.html, run against the gateway as their embeds run them. */
import { readFileSync } from 'node:fs';
import { afterEach, describe, expect, it } from 'vitest';
import { runScenario } from '../../src/ui/scenarios/run/run-scenario';
import { decodeScenario, shownStep } from '../../src/ui/scenario-links/scenario-codec';
import { BASE, openHarness, type Harness } from '../support/harness';

const embeds = [...readFileSync('examples.html', 'utf8').matchAll(/<iframe src="\.\/#\/embed\/([^"]+)" title="([^"]+)"/g)].map(
  ([, data, title]) => ({ data: data!, title: title! }),
);

let h: Harness;
afterEach(() => h?.close());

async function runShown(data: string) {
  h = await openHarness();
  const scenario = await decodeScenario(data);
  const fetcher = ((input: RequestInfo | URL, init?: RequestInit) => h.handler(new Request(input, init))) as typeof fetch;
  const run = await runScenario(scenario, { fetch: fetcher, base: BASE });
  expect(run.steps.map((step) => step.failure)).toEqual(scenario.steps.map(() => undefined));
  return { scenario, shown: run.steps[shownStep(scenario)]! };
}

describe('examples.html', () => {
  it('embeds its examples by title, each kind of answer and both themes side by side', () => {
    expect(embeds.map((embed) => embed.title)).toEqual([
      'Create a payment',
      'A QR banner for an invoice',
      'A webhook delivery on simulated time',
      'Pay and get the webhook',
      'Create a payment, light',
      'Create a payment, dark',
      'A ticket banner as a PNG',
    ]);
  });

  it('forces each theme on the first example in the pair that shows both', () => {
    expect([embeds[4]!.data, embeds[5]!.data]).toEqual([`${embeds[0]!.data}?theme=light`, `${embeds[0]!.data}?theme=dark`]);
  });

  it('answers the ticket banner as a PNG image', async () => {
    const { shown } = await runShown(embeds[6]!.data);
    expect(shown.answer!.status).toBe(200);
    expect(shown.answer!.image?.type).toBe('image/png');
  });

  it('creates a payment whose answer is its redirectUrl', async () => {
    const { shown } = await runShown(embeds[0]!.data);
    expect(shown.answer!.status).toBe(200);
    expect(JSON.parse(shown.answer!.body).redirectUrl).toMatch(/#\/checkout\/[\w-]+\?externalId=\w{10}$/);
  });

  it('answers the QR banner as an SVG image', async () => {
    const { shown } = await runShown(embeds[1]!.data);
    expect(shown.answer!.status).toBe(200);
    expect(shown.answer!.image?.type).toBe('image/svg+xml');
  });

  it('shows a failed first attempt and its successful retry one simulated second later', async () => {
    const { shown } = await runShown(embeds[2]!.data);
    const attempts = JSON.parse(shown.answer!.body) as { attempt: number; state: string; responseStatus: number }[];
    expect(attempts.map(({ attempt, state, responseStatus }) => ({ attempt, state, responseStatus }))).toEqual([
      { attempt: 1, state: 'FAILED', responseStatus: 500 },
      { attempt: 2, state: 'SUCCEEDED', responseStatus: 200 },
    ]);
  });

  it('creates a payable payment whose product has a webhook, which paying it sends once', async () => {
    const { shown } = await runShown(embeds[3]!.data);
    const { redirectUrl } = JSON.parse(shown.answer!.body);
    const hash = new URL(redirectUrl.replace('#', '')).searchParams.get('externalId')!;
    expect((await h.json('GET', `${BASE}/_sandbox/deliveries`)).body).toEqual([]);

    await h.json('POST', `${BASE}/_sandbox/payments/${hash}/status`, { body: { status: 'COMPLETED', paymentMethod: 'BLIK' } });

    await expect
      .poll(async () => (await h.json('GET', `${BASE}/_sandbox/deliveries?paymentHash=${hash}`)).body.map((a: any) => a.state))
      .toEqual(['SUCCEEDED']);
  });
});
