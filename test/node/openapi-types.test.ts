/**
 * A merchant's client generated from the served OpenAPI document is typed end to end: types made
 * by openapi-typescript from `GET /_sandbox/openapi.json` typecheck a small merchant flow, and
 * the same flow with a field mistyped fails `tsc`.
 */
import { execFile } from 'node:child_process';
import { mkdtemp, rm, writeFile } from 'node:fs/promises';
import { createRequire } from 'node:module';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { promisify } from 'node:util';
import openapiTS, { astToString } from 'openapi-typescript';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { BASE, openHarness } from '../support/harness';

const TSC = createRequire(import.meta.url).resolve('typescript/bin/tsc');

/** A typed `call` over the generated `paths`, as openapi-fetch and its kin build one. */
const CLIENT = `
import type { paths } from './api';
type Json<T> = T extends { content: { 'application/json': infer B } } ? B : never;
// A body the document lets a client leave out is optional here, as openapi-fetch makes it.
type Body<O> = O extends { requestBody: infer R } ? Json<R> : O extends { requestBody?: infer R } ? Json<R> | undefined : undefined;
type Answer<O> = O extends { responses: { 200: infer A } } ? Json<A> : never;
export declare function call<P extends keyof paths, M extends keyof paths[P] & ('get' | 'post' | 'patch' | 'put' | 'delete')>(
  method: M,
  path: P,
  body: Body<paths[P][M]>,
): Promise<Answer<paths[P][M]>>;
`;

/** Create a product, create a payment and read its redirectUrl, read its status, register a webhook. */
function merchantFlow({ redirectUrl = 'redirectUrl', price = '1299', signingSecret = 'signingSecret' } = {}) {
  return `
import { call } from './client';
export async function merchantFlow(): Promise<string[]> {
  const product = await call('post', '/api/product/pay', { name: 'Blue Mugs', shortName: 'blue-mugs' });
  const productId: string = product.id;
  const payment = await call('post', '/api/pay/product/{productId}/subproduct/pricing', {
    externalId: 'order-1001',
    price: ${price},
    details: { returnUrl: 'https://shop.example/thanks' },
  });
  const checkout: string = payment.${redirectUrl};
  const { status } = await call('get', '/api/payment/product/{productRef}/subproduct/{paymentHash}/status', undefined);
  const paid: boolean = status === 'COMPLETED';
  const webhook = await call('post', '/api/pay/plugin/webhook', {
    endpoint: 'https://shop.example/hooks',
    expectedCode: 200,
    retries: 3,
    productIds: [productId],
  });
  const secret: string = webhook.${signingSecret};
  return [checkout, String(paid), secret, webhook.id];
}
`;
}

describe('types generated from the served OpenAPI document', () => {
  let dir: string;

  beforeAll(async () => {
    const harness = await openHarness();
    const served = await harness.json('GET', `${BASE}/_sandbox/openapi.json`);
    await harness.close();
    dir = await mkdtemp(join(tmpdir(), 'openapi-types-'));
    await writeFile(join(dir, 'api.ts'), astToString(await openapiTS(served.body)));
    await writeFile(join(dir, 'client.ts'), CLIENT);
    const compilerOptions = { noEmit: true, strict: true, target: 'es2022', module: 'esnext', moduleResolution: 'bundler', types: [] };
    await writeFile(join(dir, 'tsconfig.json'), JSON.stringify({ compilerOptions, files: ['flow.ts'] }));
  });

  afterAll(() => rm(dir, { recursive: true, force: true }));

  /** `tsc --strict` over `flow.ts` and what it imports: its error lines, none when it compiles. */
  async function typecheck(flow: string): Promise<string[]> {
    await writeFile(join(dir, 'flow.ts'), flow);
    try {
      await promisify(execFile)(process.execPath, [TSC, '--project', 'tsconfig.json'], { cwd: dir });
      return [];
    } catch (failure) {
      const { stdout } = failure as { stdout?: string };
      return (stdout ?? String(failure)).split('\n').filter((line) => line.includes('error'));
    }
  }

  it('typecheck a merchant flow: product, payment and its redirectUrl, status, webhook and its secret', async () => {
    expect(await typecheck(merchantFlow())).toEqual([]);
  }, 60_000);

  it('fail tsc on an answer field that does not exist', async () => {
    const errors = await typecheck(merchantFlow({ redirectUrl: 'redirectURL' }));
    expect(errors.join('\n')).toContain("Property 'redirectURL' does not exist");
  }, 60_000);

  it('fail tsc on a request field of the wrong type', async () => {
    const errors = await typecheck(merchantFlow({ price: "'12.99 PLN'" }));
    expect(errors.join('\n')).toMatch(/flow\.ts\(\d+,\d+\): error TS2322: Type 'string' is not assignable/);
  }, 60_000);

  /** A support script's read of one payment's attempts, its query typed from the document's parameters. */
  const deliveriesRead = (query: string) => `
import type { paths } from './api';
type DeliveriesQuery = NonNullable<paths['/_sandbox/deliveries']['get']['parameters']['query']>;
export const query: DeliveriesQuery = ${query};
`;

  it('type the query parameters a route reads, and fail tsc on one it does not', async () => {
    expect(await typecheck(deliveriesRead("{ paymentHash: 'abc', limit: 5 }"))).toEqual([]);
    const errors = await typecheck(deliveriesRead("{ paymentHsh: 'abc' }"));
    expect(errors.join('\n')).toContain("'paymentHsh' does not exist");
    // A whole number travels as text, yet the client sends it as a number.
    expect((await typecheck(deliveriesRead("{ limit: '5' }"))).join('\n')).toContain("Type 'string' is not assignable to type 'number'");
  }, 60_000);

  /** A support script's set-up: a partner made without a body, faults set with their defaults left out, a snapshot imported. */
  const supportSetUp = (webhook: string) => `
import { call } from './client';
export async function supportSetUp(): Promise<string> {
  const partner = await call('post', '/_sandbox/partners', undefined);
  await call('put', '/_sandbox/faults', { env: 'sandbox', latencyMs: 100 });
  const snapshot = await call('get', '/_sandbox/export', undefined);
  await call('post', '/_sandbox/import', snapshot);
  await call('post', '/api/pay/plugin/webhook', ${webhook});
  return partner.keys.sandbox;
}
`;

  it('type the helpers as a support script calls them: a body left out, defaults left out, an export imported as it is', async () => {
    expect(await typecheck(supportSetUp("{ endpoint: 'https://shop.example/hooks', expectedCode: 200, retries: 0 }"))).toEqual([]);
  }, 60_000);

  it('fail tsc on a webhook registered without expectedCode, which the gateway answers with a 500', async () => {
    const errors = await typecheck(supportSetUp("{ endpoint: 'https://shop.example/hooks', retries: 0 }"));
    expect(errors.join('\n')).toMatch(/flow\.ts\(8,\d+\): error TS2345: .* expectedCode: number/);
  }, 60_000);

  it('fail tsc where the secret is read from a webhook list entry rather than the registration', async () => {
    const listed = merchantFlow().replace(
      "call('post', '/api/pay/plugin/webhook', {",
      "call('get', '/api/pay/plugin/webhook/{webhookId}', undefined && {",
    );
    const errors = await typecheck(listed);
    expect(errors.join('\n')).toContain("Property 'signingSecret' does not exist");
  }, 60_000);
});
