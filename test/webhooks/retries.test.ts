import { describe, expect, it } from 'vitest';
import { recordingTransport } from '../support/recording-transport';
import { openWebhookScene, T0 } from '../support/webhook-scene';

const HOUR = 3_600_000;

/** The waits between consecutive attempts, each from the end of the previous one. */
function waits(attempts: any[]): number[] {
  return attempts.slice(1).map((attempt, i) => attempt.scheduledAt - attempts[i].finishedAt);
}

describe('webhook retries under the simulated clock', () => {
  it('retries 0 makes one attempt and no retry', async () => {
    const scene = await openWebhookScene({ webhook: { retries: 0 } });
    await scene.helper('PUT', '/receivers/shop', { answers: [{ status: 500 }] });
    await scene.move(await scene.pay(), 'COMPLETED');
    await scene.advance(10 * HOUR);
    const attempts = await scene.deliveries();
    expect(attempts.map((a) => [a.attempt, a.state, a.responseStatus])).toEqual([[1, 'FAILED', 500]]);
  });

  it('retries 1 retries once, one second after the failure, and then succeeds', async () => {
    const scene = await openWebhookScene({ webhook: { retries: 1 } });
    await scene.helper('PUT', '/receivers/shop', { answers: [{ status: 503 }, { status: 200 }] });
    await scene.move(await scene.pay(), 'COMPLETED');
    await scene.advance(999);
    const [, pending] = await scene.deliveries();
    expect(pending.state).toBe('PENDING');
    expect(pending.request.headers['X-Service-Signature']).toBeUndefined();
    await scene.advance(1);
    const attempts = await scene.deliveries();
    expect(attempts.map((a) => [a.attempt, a.state, a.responseStatus])).toEqual([
      [1, 'FAILED', 503],
      [2, 'SUCCEEDED', 200],
    ]);
    expect(attempts[0].sentAt).toBe(T0);
    expect(attempts[1].sentAt).toBe(T0 + 1000);
    expect(attempts[1].requestId).toBe(attempts[0].requestId);
  });

  it('retries 7 makes eight attempts with waits of 1 s, 5 s, 5 min, 1 h and then 3 h', async () => {
    const scene = await openWebhookScene({ webhook: { retries: 7 } });
    await scene.helper('PUT', '/receivers/shop', { answers: [{ status: 404 }] });
    await scene.move(await scene.pay(), 'COMPLETED');
    await scene.advance(100 * HOUR);
    const attempts = await scene.deliveries();
    expect(attempts.map((a) => a.attempt)).toEqual([1, 2, 3, 4, 5, 6, 7, 8]);
    expect(attempts.every((a) => a.state === 'FAILED')).toBe(true);
    expect(waits(attempts)).toEqual([1000, 5000, 300_000, HOUR, 3 * HOUR, 3 * HOUR, 3 * HOUR]);
    const clock = await scene.helper('GET', '/clock');
    expect(clock.now).toBe(T0 + 100 * HOUR);
  });

  it('a network error is retried like a 5xx', async () => {
    const scene = await openWebhookScene({ webhook: { retries: 2 } });
    await scene.helper('PUT', '/receivers/shop', { answers: [{ networkError: 'ECONNRESET' }, { status: 200 }] });
    await scene.move(await scene.pay(), 'COMPLETED');
    await scene.advance(2000);
    const attempts = await scene.deliveries();
    expect(attempts.map((a) => [a.state, a.error])).toEqual([
      ['FAILED', 'ECONNRESET'],
      ['SUCCEEDED', null],
    ]);
  });

  it('a different 2xx than expectedCode fails without retry', async () => {
    const scene = await openWebhookScene({ webhook: { retries: 5, expectedCode: 200 } });
    await scene.helper('PUT', '/receivers/shop', { answers: [{ status: 201 }] });
    await scene.move(await scene.pay(), 'COMPLETED');
    await scene.advance(10 * HOUR);
    const attempts = await scene.deliveries();
    expect(attempts.map((a) => [a.state, a.responseStatus])).toEqual([['FAILED', 201]]);
    expect(attempts[0].error).toBe('Expected HTTP 200, got 201');
  });

  it('success is exactly expectedCode, even a 204', async () => {
    const scene = await openWebhookScene({ webhook: { expectedCode: 204 } });
    await scene.helper('PUT', '/receivers/shop', { answers: [{ status: 204 }] });
    await scene.move(await scene.pay(), 'COMPLETED');
    await scene.advance(0);
    expect((await scene.deliveries()).map((a) => a.state)).toEqual(['SUCCEEDED']);
  });

  it('an endpoint that never answers stays in flight and is never retried', async () => {
    const scene = await openWebhookScene({ webhook: { retries: 3 } });
    await scene.helper('PUT', '/receivers/shop', { answers: [{ neverAnswers: true }] });
    await scene.move(await scene.pay(), 'COMPLETED');
    await scene.advance(48 * HOUR);
    const attempts = await scene.deliveries();
    expect(attempts.map((a) => [a.state, a.sentAt, a.finishedAt])).toEqual([['IN_FLIGHT', T0, null]]);
  });

  it("an advance does not wait for this instance's own call that never answers, however long it would wait for another's", async () => {
    // No leader: the advance, not a status change, sends the calls.
    const scene = await openWebhookScene({ realAnswerWaitMs: 60_000, leadership: () => undefined, webhook: { retries: 3 } });
    await scene.helper('PUT', '/receivers/shop', { answers: [{ neverAnswers: true }, { status: 200 }] });
    await scene.move(await scene.pay(), 'COMPLETED');
    await scene.advance(0);
    await scene.move(await scene.pay(), 'COMPLETED');

    // Waiting for the first call, as for another tab's, would hold this advance for a minute.
    await scene.advance(HOUR);

    const attempts = await scene.deliveries();
    expect(attempts.map((a) => a.state)).toEqual(['IN_FLIGHT', 'SUCCEEDED']);
    expect(await scene.helper('GET', '/clock')).toEqual({ mode: 'simulated', now: T0 + HOUR });
  });

  it('a receiver URL with a malformed escape answers as an unscripted receiver', async () => {
    const scene = await openWebhookScene({ webhook: { retries: 0, endpoint: 'https://hooks.gateway.test/%E0' } });
    await scene.move(await scene.pay(), 'COMPLETED');
    await scene.advance(0);
    const attempts = await scene.deliveries();
    expect(attempts.map((a) => [a.state, a.responseStatus, a.responseBody])).toEqual([['SUCCEEDED', 200, '{"received":true}']]);
  });

  it('a scripted delay is counted on the simulated clock', async () => {
    const scene = await openWebhookScene({ webhook: { retries: 1 } });
    await scene.helper('PUT', '/receivers/shop', { answers: [{ status: 500, delayMs: 10_000 }, { status: 200 }] });
    await scene.move(await scene.pay(), 'COMPLETED');
    await scene.advance(9_999);
    expect((await scene.deliveries()).map((a) => a.state)).toEqual(['IN_FLIGHT']);
    await scene.advance(1_001);
    const attempts = await scene.deliveries();
    expect(attempts.map((a) => [a.state, a.finishedAt, a.sentAt])).toEqual([
      ['FAILED', T0 + 10_000, T0],
      ['SUCCEEDED', T0 + 11_000, T0 + 11_000],
    ]);
  });

  it('advancing in real mode answers 400', async () => {
    const scene = await openWebhookScene({ clock: 'real' });
    const reply = await scene.h.json('POST', 'https://api.sandbox.gateway.test/_sandbox/clock/advance', { body: { ms: 1000 } });
    expect(reply.status).toBe(400);
  });
});

describe('jumping to the next due delivery', () => {
  it('moves simulated time exactly to the next retry and runs it', async () => {
    const scene = await openWebhookScene({ webhook: { retries: 2 } });
    await scene.helper('PUT', '/receivers/shop', { answers: [{ status: 500 }, { status: 500 }, { status: 200 }] });
    await scene.move(await scene.pay(), 'COMPLETED');
    await scene.advance(0);
    expect(await scene.helper('POST', '/clock/next-due')).toEqual({ mode: 'simulated', now: T0 + 1_000, ran: true });
    expect(await scene.helper('POST', '/clock/next-due')).toEqual({ mode: 'simulated', now: T0 + 6_000, ran: true });
    expect((await scene.deliveries()).map((a) => a.state)).toEqual(['FAILED', 'FAILED', 'SUCCEEDED']);
    expect(await scene.helper('POST', '/clock/next-due')).toEqual({ mode: 'simulated', now: T0 + 6_000, ran: false });
  });

  it('two jumps asked at once (a double click) reach the next due delivery, never past it', async () => {
    const scene = await openWebhookScene({ webhook: { retries: 2 } });
    await scene.helper('PUT', '/receivers/shop', { answers: [{ status: 500 }] });
    await scene.move(await scene.pay(), 'COMPLETED');
    await scene.advance(0);

    await Promise.all([scene.helper('POST', '/clock/next-due'), scene.helper('POST', '/clock/next-due')]);

    // Each jump aims at the retry it saw due, at T0 + 1 s (the next is due 5 s after it): a jump
    // that counted its distance from a clock the other had moved on went 1 s past it, to T0 + 2 s.
    const { now } = await scene.helper('GET', '/clock');
    expect([T0 + 1_000, T0 + 6_000]).toContain(now);
    expect((await scene.deliveries()).filter((a) => a.sentAt !== null).every((a) => a.sentAt! <= now)).toBe(true);
  });
});

describe('a transport that throws', () => {
  it('as it is called records a network error and retries, as one that fails later would', async () => {
    const throwing = {
      send(): never {
        throw new Error('No route to host');
      },
    };
    const scene = await openWebhookScene({ outbound: throwing, webhook: { retries: 1, endpoint: 'https://shop.example/hooks' } });
    await scene.move(await scene.pay(), 'COMPLETED');

    await scene.advance(1_000);

    const attempts = await scene.deliveries();
    expect(attempts.map((attempt) => [attempt.state, attempt.error])).toEqual([
      ['FAILED', 'Error: No route to host'],
      ['FAILED', 'Error: No route to host'],
    ]);
  });
});

describe('a webhook PATCH between attempts', () => {
  it('sends the next retry to the new endpoint with the new headers and the same body', async () => {
    const scene = await openWebhookScene({ webhook: { retries: 1 } });
    await scene.helper('PUT', '/receivers/shop', { answers: [{ status: 500 }] });
    await scene.move(await scene.pay(), 'COMPLETED');
    await scene.advance(0);
    const patched = await scene.h.json('PATCH', `https://api.sandbox.gateway.test/api/pay/plugin/webhook/${scene.webhook.id}`, {
      key: scene.key,
      body: { endpoint: 'https://hooks.gateway.test/fixed', headers: { 'X-New': ['1'] } },
    });
    expect(patched.status).toBe(200);
    await scene.advance(1_000);
    const [first, retry] = await scene.deliveries();
    expect([first.request.url, retry.request.url]).toEqual(['https://hooks.gateway.test/shop', 'https://hooks.gateway.test/fixed']);
    expect(retry.request.headers['X-New']).toBe('1');
    expect(retry.request.headers['X-Shop']).toBeUndefined();
    expect(retry.request.body).toBe(first.request.body);
    expect(retry.state).toBe('SUCCEEDED');
  });

  it('sends the retry out of the sandbox when the webhook moves from a scripted receiver to a real endpoint, and back', async () => {
    const transport = recordingTransport(500);
    const scene = await openWebhookScene({ outbound: transport, webhook: { retries: 2 } });
    await scene.helper('PUT', '/receivers/shop', { answers: [{ status: 503 }] });
    await scene.move(await scene.pay(), 'COMPLETED');
    await scene.advance(0);
    const patch = (endpoint: string) =>
      scene.h.json('PATCH', `https://api.sandbox.gateway.test/api/pay/plugin/webhook/${scene.webhook.id}`, {
        key: scene.key,
        body: { endpoint },
      });

    expect((await patch('https://shop.example/hooks')).status).toBe(200);
    await scene.advance(1_000);
    expect((await patch('https://hooks.gateway.test/shop')).status).toBe(200);
    await scene.advance(5_000);

    const attempts = await scene.deliveries();
    expect(attempts.map((attempt) => [attempt.request.url, attempt.responseStatus, attempt.state])).toEqual([
      ['https://hooks.gateway.test/shop', 503, 'FAILED'],
      ['https://shop.example/hooks', 500, 'FAILED'],
      ['https://hooks.gateway.test/shop', 503, 'FAILED'],
    ]);
    expect(transport.calls).toHaveLength(1);
    const receivers = await scene.helper('GET', '/receivers');
    expect(receivers.find((receiver: { name: string }) => receiver.name === 'shop')).toMatchObject({ calls: 2 });
  });
});
