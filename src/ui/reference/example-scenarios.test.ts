import { afterEach, describe, expect, it } from 'vitest';
import { createSandbox } from '../../app/create-sandbox';
import { BROWSER_HOSTS } from '../../http/hosts';
import { openApiDocument } from '../../http/openapi';
import { openMemoryStore } from '../../storage/memory/store';
import { runScenario, type ScenarioRun } from '../scenarios/run/run-scenario';
import { type Scenario, shownStep } from '../scenario-links/scenario-codec';
import { examplesOf } from './example-scenarios';
import { referenceOperationsOf, type ReferenceDocument } from './reference-document';

const BASE = 'https://api.sandbox.gateway.test';
const operations = referenceOperationsOf(openApiDocument(BROWSER_HOSTS) as unknown as ReferenceDocument);
const operation = (id: string) => operations.find((candidate) => candidate.id === id)!;
const closers: (() => Promise<void>)[] = [];
afterEach(async () => {
  await Promise.all(closers.splice(0).map((close) => close()));
});

/** Runs a scenario on a fresh memory gateway, as an embed does, through its fetch handler. */
async function run(scenario: Scenario): Promise<ScenarioRun> {
  const sandbox = await createSandbox({
    store: await openMemoryStore(),
    hosts: BROWSER_HOSTS,
    checkoutUrl: () => 'https://playground.test/#/checkout',
  });
  closers.push(() => sandbox.close());
  const fetcher = (async (input: RequestInfo | URL, init?: RequestInit) => sandbox.handler(new Request(input, init))) as typeof fetch;
  return runScenario(scenario, { fetch: fetcher, base: BASE });
}

/** The run of the step the example shows: the operation itself. */
const shownOf = (scenario: Scenario, run: ScenarioRun) => run.steps[shownStep(scenario)]!;
const shown = (run: ScenarioRun) => run.steps.at(-1)!;

describe('the reference’s live examples', () => {
  it('titles an example by its operation’s summary as plain text, without its code marks', () => {
    const [example] = examplesOf(operation('get-sandbox-changes'), operations);
    expect(example!.scenario.title).toBe(
      'Stored changes as they happen, as server-sent events (text/event-stream), for as long as the client listens',
    );
  });

  it('gives every operation of the document an example, the endless change stream included', () => {
    const without = operations.filter((candidate) => examplesOf(candidate, operations).length === 0).map(({ id }) => id);
    expect(without).toEqual([]);
  });

  it('shows the operation itself in every example, on its own host, the key sent where it needs one', () => {
    for (const candidate of operations) {
      for (const { scenario } of examplesOf(candidate, operations).slice(0, 1)) {
        const last = scenario.steps[shownStep(scenario)]!;
        expect(last.method).toBe(candidate.method);
        expect(new URL(last.url).origin).toBe(candidate.host === 'status' ? 'https://status.sandbox.gateway.test' : BASE);
        expect(last.headers?.['X-API-KEY']).toBe(candidate.keyed ? '{{key}}' : undefined);
      }
    }
  });

  it('makes a product before a payment, and the payment names it by the product’s answer', () => {
    const { scenario } = examplesOf(operation('post-api-pay-product-by-productId-subproduct-pricing'), operations)[0]!;
    expect(scenario.steps.map((step) => `${step.method} ${step.url}`)).toEqual([
      `POST ${BASE}/api/product/pay`,
      `POST ${BASE}/api/pay/product/{{0.id}}/subproduct/pricing`,
    ]);
  });

  it('answers every example’s request with a 200 on a fresh gateway in memory', async () => {
    const failures: string[] = [];
    for (const candidate of operations) {
      for (const { scenario } of examplesOf(candidate, operations).slice(0, 1)) {
        const done = await run(scenario);
        const last = shownOf(scenario, done);
        const ranWhole = done.steps.length === scenario.steps.length;
        if (!ranWhole || last.answer?.status !== 200) {
          failures.push(
            `${candidate.id}: step ${done.steps.length - 1} ${last.failure ?? `${last.answer?.status} ${last.answer?.body.slice(0, 200)}`}`,
          );
        }
      }
    }
    expect(failures).toEqual([]);
  }, 60_000);

  it('creates a product with a 200 and its id, and a payment with a 200 and its redirectUrl', async () => {
    const product = shown(await run(examplesOf(operation('post-api-product-pay'), operations)[0]!.scenario));
    expect(product.answer?.status).toBe(200);
    expect(JSON.parse(product.answer!.body).id).toMatch(/^[0-9a-f-]{36}$/);
    const payment = shown(
      await run(examplesOf(operation('post-api-pay-product-by-productId-subproduct-pricing'), operations)[0]!.scenario),
    );
    expect(payment.answer?.status).toBe(200);
    expect(JSON.parse(payment.answer!.body).redirectUrl).toMatch(/\?externalId=[A-Za-z0-9_-]{10}$/);
  });

  it('asks the status host for a payment’s status, and shows the base host answering it as an unknown route in plain text', async () => {
    const [onStatusHost, onBaseHost] = examplesOf(
      operation('get-api-payment-product-by-productRef-subproduct-by-paymentHash-status'),
      operations,
    );
    const status = shown(await run(onStatusHost!.scenario));
    expect(status.answer?.status).toBe(200);
    expect(JSON.parse(status.answer!.body)).toMatchObject({ status: 'INITIALIZED' });
    const unknown = shown(await run(onBaseHost!.scenario));
    expect(unknown.answer?.status).toBe(404);
    expect(unknown.answer?.headers.find(([name]) => name === 'content-type')?.[1]).toMatch(/^text\/plain/);
    expect(unknown.answer?.body).toMatch(/^No route found for: GET \/api\/payment\/product\//);
  });

  it('opens the change stream, then makes a product and a payment while it is heard, and shows what it streamed', async () => {
    const { scenario } = examplesOf(operation('get-sandbox-changes'), operations)[0]!;
    expect(scenario.steps.map((step) => `${step.method} ${step.url}`)).toEqual([
      `GET ${BASE}/_sandbox/changes`,
      `POST ${BASE}/api/product/pay`,
      `POST ${BASE}/api/pay/product/{{1.id}}/subproduct/pricing`,
    ]);
    expect(shownStep(scenario)).toBe(0);
    const done = await run(scenario);
    expect(done.steps.map((step) => step.answer?.status)).toEqual([200, 200, 200]);
    const stream = shownOf(scenario, done).answer!;
    expect(stream.headers.find(([name]) => name === 'content-type')?.[1]).toBe('text/event-stream');
    const events = [...stream.body.matchAll(/^event: change\ndata: (.*)$/gm)].map(([, data]) => JSON.parse(data!) as string[]);
    expect(events.flat()).toEqual(expect.arrayContaining(['products', 'payments']));
    expect(stream.body.startsWith('retry: 2000\n\n')).toBe(true);
  });
});
