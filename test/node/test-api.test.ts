/**
 * The test API on what `startSandbox()` resolves to: a merchant's test creates a partner, pays as
 * the checkout does, moves a payment, advances simulated time and reads the deliveries, each one
 * call to the sandbox's helpers.
 */
import type { z } from 'zod';
import { afterEach, describe, expect, it } from 'vitest';
import type { paymentAnswer } from '../../src/gateway/schemas/answers';
import type { partnerCreatedAnswer } from '../../src/gateway/schemas/sandbox-answers';
import type { deliveryAttemptSchema } from '../../src/gateway/schemas/stored-records';
import {
  connectSandbox,
  startSandbox,
  type RunningSandbox,
  type SandboxDeliveryAttempt,
  type SandboxPartner,
  type SandboxPayment,
} from '../../src/app/node/index';

// The entry declares its own types (the package's declaration imports nothing): what the helpers
// answer must fit them, or this file does not compile.
type Fits<Answer extends Declared, Declared> = [Answer, Declared];
export type AnswersFitTheirTypes = [
  Fits<z.output<typeof partnerCreatedAnswer>, SandboxPartner>,
  Fits<z.output<typeof paymentAnswer>, SandboxPayment>,
  Fits<z.output<typeof deliveryAttemptSchema>, SandboxDeliveryAttempt>,
];

const started: RunningSandbox[] = [];
afterEach(async () => {
  await Promise.all(started.splice(0).map((sandbox) => sandbox.close()));
});

async function sandboxWithPayment() {
  const sandbox = await startSandbox({ clock: 'simulated' });
  started.push(sandbox);
  const api = async (method: string, path: string, key: string, body?: unknown) => {
    const response = await fetch(`${sandbox.baseUrl}${path}`, {
      method,
      headers: { 'X-API-KEY': key, 'Content-Type': 'application/json' },
      body: JSON.stringify(body ?? {}),
    });
    expect(response.status).toBe(200);
    return response.json();
  };
  const partner = await sandbox.createPartner({ name: 'Mug shop' });
  const key = partner.keys.sandbox;
  const product = await api('POST', '/api/product/pay', key, { name: 'Mugs', shortName: `mugs-${Date.now()}` });
  const webhook = await api('POST', '/api/pay/plugin/webhook', key, {
    endpoint: 'https://hooks.gateway.test/shop',
    expectedCode: 200,
    retries: 2,
  });
  await api('POST', `/api/pay/plugin/webhook/${webhook.id}/products/${product.id}`, key);
  const created = await api('POST', `/api/pay/product/${product.id}/subproduct/pricing`, key, {
    price: 1299,
    externalId: 'order-1',
    details: {},
  });
  const hash = new URL(created.redirectUrl).searchParams.get('externalId')!;
  return { sandbox, partner, webhook, hash };
}

describe('the test API of a started sandbox', () => {
  it('creates a partner with its keys', async () => {
    const { partner } = await sandboxWithPayment();
    expect(partner).toMatchObject({
      name: 'Mug shop',
      keys: { sandbox: expect.stringMatching(/^sk_test_/), production: expect.stringMatching(/^sk_live_/) },
    });
  });

  it('pays as the checkout does, BLIK 777123 by default, and runs the deliveries an advance makes due', async () => {
    const { sandbox, webhook, hash } = await sandboxWithPayment();
    await fetch(`${sandbox.baseUrl}/_sandbox/receivers/shop`, {
      method: 'PUT',
      headers: { 'Content-Type': 'application/json' },
      body: JSON.stringify({ answers: [{ status: 500 }, { status: 200 }] }),
    });

    const paid = await sandbox.pay(hash);
    expect(paid).toMatchObject({ hash, status: 'COMPLETED' });
    expect(paid.statusHistory.at(-1)).toMatchObject({ status: 'COMPLETED', paymentMethod: 'BLIK' });
    const clock = await sandbox.advance(1_000);
    expect(clock.mode).toBe('simulated');

    const attempts = await sandbox.deliveries({ paymentHash: hash });
    expect(attempts.map((attempt) => [attempt.attempt, attempt.state, attempt.responseStatus])).toEqual([
      [1, 'FAILED', 500],
      [2, 'SUCCEEDED', 200],
    ]);
    expect(await sandbox.deliveries({ webhookId: webhook.id })).toEqual(attempts);
    expect(await sandbox.deliveries({ paymentHash: 'AAAAAAAAAA' })).toEqual([]);
  });

  it('refuses what the checkout refuses, with the helper message: a declined BLIK code, a method not offered', async () => {
    const { sandbox, hash } = await sandboxWithPayment();

    await expect(sandbox.pay(hash, { blikCode: '123456' })).rejects.toThrow(/answered 400: BLIK code declined/);
    expect((await sandbox.pay(hash, { paymentMethod: 'CARD' })).statusHistory.at(-1)).toMatchObject({ paymentMethod: 'CARD' });
  });

  it('moves a payment, refuses a move the interface does not allow, and resets to an empty sandbox on real time', async () => {
    const { sandbox, hash } = await sandboxWithPayment();
    expect((await sandbox.move(hash, 'PENDING')).status).toBe('PENDING');
    await expect(sandbox.move(hash, 'REFUNDED')).rejects.toThrow('answered 400');
    await sandbox.move(hash, 'COMPLETED');
    await sandbox.advance(0);
    expect(await sandbox.deliveries()).toHaveLength(1);

    await sandbox.reset();

    expect(await sandbox.deliveries()).toEqual([]);
    expect(await (await fetch(`${sandbox.baseUrl}/_sandbox/clock`)).json()).toMatchObject({ mode: 'real' });
  });
});

describe('connectSandbox', () => {
  it('drives a sandbox started elsewhere by its base URL, as a test file does with what a globalSetup provided', async () => {
    const { sandbox, hash } = await sandboxWithPayment();
    const connected = connectSandbox(`${sandbox.baseUrl}/`);

    expect((await connected.pay(hash)).status).toBe('COMPLETED');
    expect((await sandbox.deliveries({ paymentHash: hash })).length).toBe(1);
    expect(() => connectSandbox('localhost')).toThrow(TypeError);
  });
});
