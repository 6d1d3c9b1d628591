import { describe, expect, it } from 'vitest';
import { runLocalInstants, type LocalRunOptions } from '../../src/delivery/local-instants';
import { BASE } from '../support/harness';
import { recordingTransport } from '../support/recording-transport';
import { openWebhookScene, REAL_NOW, T0, type WebhookScene } from '../support/webhook-scene';

const DAY = 24 * 3_600_000;
/** Never the leader: no timers and no at-once runs, so only `advance` (or the test) sends. */
const noLeadership = () => undefined;
const SIGNED_AT = /^t=(\d+),v1=[0-9a-f]{64}$/;

/** `count` payments completed at T0, each queuing its first attempt, due at once. */
async function completePayments(scene: WebhookScene, count: number): Promise<void> {
  for (let i = 0; i < count; i++) await scene.move(await scene.pay(), 'COMPLETED');
}

/** A scene whose webhook always gets a 500 from its scripted receiver. */
async function failingReceiverScene(retries: number) {
  const scene = await openWebhookScene({ leadership: noLeadership, realNow: () => REAL_NOW, webhook: { retries } });
  await scene.helper('PUT', '/receivers/shop', { answers: [{ status: 500 }] });
  return scene;
}

/** Runs local instants directly in one transaction of the scene's store. */
function runInOneTransaction(scene: WebhookScene, options: Partial<LocalRunOptions> = {}) {
  return scene.h.store.write((tx) =>
    runLocalInstants(tx, {
      now: T0,
      realNow: () => REAL_NOW,
      until: T0 + 30 * DAY,
      othersOut: () => false,
      halted: () => false,
      ...options,
    }),
  );
}

/** The attempts' states, counted. */
function statesOf(attempts: { state: string }[]): Record<string, number> {
  const counts: Record<string, number> = {};
  for (const { state } of attempts) counts[state] = (counts[state] ?? 0) + 1;
  return counts;
}

describe('a month of calls to a scripted receiver', () => {
  it('is stored in one transaction, each attempt sent at its own instant and signed at real time', async () => {
    const scene = await failingReceiverScene(7);
    await completePayments(scene, 10);
    let commits = 0;
    const unsubscribe = scene.h.store.onChange(() => commits++);

    await scene.advance(30 * DAY);
    unsubscribe();

    // The span of time the advance takes (so that advances elsewhere add up); every attempt, with
    // the clock at the last of them; then the clock's move to the end.
    expect(commits).toBe(3);
    const attempts = await scene.deliveries();
    expect(statesOf(attempts)).toEqual({ FAILED: 80 });
    for (const attempt of attempts) {
      expect(attempt.sentAt).toBe(attempt.scheduledAt);
      expect(attempt.finishedAt).toBe(attempt.sentAt);
      const [, t] = SIGNED_AT.exec(attempt.request.headers['X-Service-Signature'])!;
      expect(Number(t)).toBe(REAL_NOW / 1000);
    }
    // The retry arithmetic: 1 s, 5 s, 5 min, 1 h, then 3 h after each failure.
    const firstNotification = attempts.filter((attempt) => attempt.requestId === attempts[0].requestId);
    expect(firstNotification.map((attempt) => attempt.sentAt - T0)).toEqual([
      0, 1_000, 6_000, 306_000, 3_906_000, 14_706_000, 25_506_000, 36_306_000,
    ]);
    expect(await scene.helper('GET', '/clock')).toEqual({ mode: 'simulated', now: T0 + 30 * DAY });
    const receivers = await scene.helper('GET', '/receivers');
    expect(receivers.find((receiver: { name: string }) => receiver.name === 'shop')).toMatchObject({ calls: 80 });
  });

  it('gives way to instants that call out of the sandbox, so every attempt is sent when it falls due', async () => {
    const transport = recordingTransport(500);
    const scene = await openWebhookScene({ outbound: transport, leadership: noLeadership, webhook: { retries: 3 } });
    // The receiver answers half a second late, so its instants fall between the other webhook's.
    await scene.helper('PUT', '/receivers/shop', { answers: [{ status: 500, delayMs: 500 }] });
    const outside = await scene.h.json('POST', `${BASE}/api/pay/plugin/webhook`, {
      key: scene.key,
      body: { endpoint: 'https://shop.example/hooks', expectedCode: 200, retries: 3 },
    });
    await scene.h.json('POST', `${BASE}/api/pay/plugin/webhook/${outside.body.id}/products/${scene.product.id}`, { key: scene.key });
    await scene.move(await scene.pay(), 'COMPLETED');

    await scene.advance(DAY);

    const attempts = await scene.deliveries();
    expect(attempts).toHaveLength(8);
    expect(attempts.every((attempt) => attempt.state === 'FAILED' && attempt.sentAt === attempt.scheduledAt)).toBe(true);
    const timeline = (webhookId: string) =>
      attempts.filter((attempt) => attempt.webhookId === webhookId).map((attempt) => attempt.sentAt - T0);
    // Outside: answered at once, then 1 s, 5 s, 5 min. Scripted: each answer 0.5 s after the call.
    expect(timeline(outside.body.id)).toEqual([0, 1_000, 6_000, 306_000]);
    expect(timeline(scene.webhook.id)).toEqual([0, 1_500, 7_000, 307_500]);
    expect(transport.calls).toHaveLength(4);
  });

  it("sends attempts that are already overdue at the clock's time, as time never moves back", async () => {
    const scene = await failingReceiverScene(1);
    await completePayments(scene, 2);
    await scene.helper('POST', '/clock', { mode: 'simulated', now: T0 + 3_600_000 });

    await scene.advance(0);

    const attempts = await scene.deliveries();
    expect(attempts.map((attempt) => [attempt.state, attempt.sentAt === null ? null : attempt.sentAt - T0])).toEqual([
      ['FAILED', 3_600_000],
      ['FAILED', 3_600_000],
      ['PENDING', null],
      ['PENDING', null],
    ]);
    expect(attempts.filter((attempt) => attempt.state === 'PENDING').map((attempt) => attempt.scheduledAt - T0)).toEqual([
      3_601_000, 3_601_000,
    ]);
  });
});

describe('running local instants in one transaction', () => {
  it('runs whole instants up to its share of events, the first even when larger, and stores what is still pending', async () => {
    const scene = await failingReceiverScene(7);
    await completePayments(scene, 10);

    // 10 events now and 10 a second later are more than 15: only the first instant runs.
    expect(await runInOneTransaction(scene, { maxEvents: 15 })).toEqual({ reached: T0, attemptsRun: 10, neverAnswered: [] });
    expect(statesOf(await scene.deliveries())).toEqual({ FAILED: 10, PENDING: 10 });

    expect(await runInOneTransaction(scene, { maxEvents: 5 })).toEqual({ reached: T0 + 1_000, attemptsRun: 10, neverAnswered: [] });
    expect(statesOf(await scene.deliveries())).toEqual({ FAILED: 20, PENDING: 10 });
  });

  it('tells each instant as it runs, before the transaction commits', async () => {
    const scene = await failingReceiverScene(2);
    await completePayments(scene, 2);
    const told: [number | undefined, number][] = [];

    await runInOneTransaction(scene, { onInstant: (run) => told.push([run.reached, run.attemptsRun]) });

    expect(told).toEqual([
      [T0, 2],
      [T0 + 1_000, 4],
      [T0 + 6_000, 6],
    ]);
  });

  it('ends after the instant under way once halted', async () => {
    const scene = await failingReceiverScene(7);
    await completePayments(scene, 3);

    expect(await runInOneTransaction(scene, { halted: () => true })).toMatchObject({ reached: T0, attemptsRun: 3 });
    const attempts = await scene.deliveries();
    expect(statesOf(attempts)).toEqual({ FAILED: 3, PENDING: 3 });
    expect(attempts.filter((attempt) => attempt.state === 'PENDING').every((attempt) => attempt.scheduledAt === T0 + 1_000)).toBe(true);
  });

  it('stops before an instant due after `until`, and leaves parked and unanswered calls in flight', async () => {
    const scene = await openWebhookScene({ leadership: noLeadership, webhook: { retries: 1 } });
    await scene.helper('PUT', '/receivers/shop', { answers: [{ status: 500, delayMs: 10_000 }, { neverAnswers: true }] });
    await completePayments(scene, 2);

    expect(await runInOneTransaction(scene, { until: T0 + 5_000 })).toEqual({
      reached: T0,
      attemptsRun: 2,
      neverAnswered: [expect.any(String)],
    });
    const attempts = await scene.deliveries();
    expect(attempts.map((attempt) => [attempt.state, attempt.pendingAnswer?.at ?? null])).toEqual([
      ['IN_FLIGHT', T0 + 10_000],
      ['IN_FLIGHT', null],
    ]);
    // The late 500 is taken at its time, and the retry a second later is never answered.
    expect(await runInOneTransaction(scene)).toEqual({ reached: T0 + 11_000, attemptsRun: 1, neverAnswered: [expect.any(String)] });
    expect(statesOf(await scene.deliveries())).toEqual({ FAILED: 1, IN_FLIGHT: 2 });
  });

  it('runs nothing while another instance awaits an answer, or when the first instant calls out', async () => {
    const scene = await openWebhookScene({ leadership: noLeadership, webhook: { retries: 7 } });
    await scene.helper('PUT', '/receivers/shop', { answers: [{ neverAnswers: true }, { status: 500 }] });
    await completePayments(scene, 1);
    expect((await runInOneTransaction(scene, { until: T0 })).neverAnswered).toHaveLength(1);
    await completePayments(scene, 1);

    // The call in flight counts as another instance's: nothing runs.
    expect(await runInOneTransaction(scene, { othersOut: () => true })).toEqual({ reached: undefined, attemptsRun: 0, neverAnswered: [] });
    expect(statesOf(await scene.deliveries())).toEqual({ IN_FLIGHT: 1, PENDING: 1 });

    await scene.h.json('PATCH', `${BASE}/api/pay/plugin/webhook/${scene.webhook.id}`, {
      key: scene.key,
      body: { endpoint: 'https://shop.example/hooks' },
    });
    expect(await runInOneTransaction(scene)).toEqual({ reached: undefined, attemptsRun: 0, neverAnswered: [] });
    expect(statesOf(await scene.deliveries())).toEqual({ IN_FLIGHT: 1, PENDING: 1 });
  });
});
