import { describe, expect, it } from 'vitest';
import { BASE } from '../support/harness';
import { recordingTransport } from '../support/recording-transport';
import { openWebhookScene, T0, type WebhookScene } from '../support/webhook-scene';

const DAY = 24 * 3_600_000;
const PAYMENTS = 40;
/** The first call of the second instant (T0 + 1 s): held until the test has asked to stop. */
const SECOND_INSTANT_CALL = PAYMENTS + 5;

/** 40 completed payments whose webhook always fails (8 attempts each), nothing sent yet. */
async function failingScene() {
  const transport = recordingTransport(500, { holdCall: SECOND_INSTANT_CALL });
  const scene = await openWebhookScene({
    outbound: transport,
    leadership: () => undefined,
    webhook: { retries: 7, endpoint: 'https://shop.example/hooks' },
  });
  for (let i = 0; i < PAYMENTS; i++) await scene.move(await scene.pay(), 'COMPLETED');
  return { scene, transport };
}

function startAdvance(scene: WebhookScene, signal?: AbortSignal): Promise<{ status: number; body: any }> {
  return scene.h.call('POST', `${BASE}/_sandbox/clock/advance`, { body: { ms: 30 * DAY }, signal }).then(
    async (response) => ({ status: response.status, body: await response.json() }),
    () => ({ status: 0, body: null }),
  );
}

/** Everything due up to the clock has run and nothing after it: the state of an instant boundary. */
async function expectInstantBoundary(scene: WebhookScene, now: number) {
  const attempts = await scene.deliveries();
  expect(attempts.filter((attempt) => attempt.state === 'IN_FLIGHT')).toEqual([]);
  expect(attempts.filter((attempt) => attempt.state === 'PENDING' && attempt.scheduledAt <= now)).toEqual([]);
  expect(attempts.filter((attempt) => attempt.sentAt !== null && attempt.sentAt > now)).toEqual([]);
}

/** Lets the handler take the stop in, then lets the held call answer. */
async function releaseAfterStop(transport: ReturnType<typeof recordingTransport>) {
  await new Promise((resolve) => setTimeout(resolve, 0));
  transport.release();
}

describe('stopping an advance', () => {
  it('POST /clock/advance/stop ends the advance at the end of the instant under way', async () => {
    const { scene, transport } = await failingScene();
    const advancing = startAdvance(scene);
    await transport.held;

    const progress = await scene.helper('GET', '/clock');
    expect(progress.advance).toEqual({ from: T0, to: T0 + 30 * DAY, reached: T0, attemptsRun: PAYMENTS, stopping: false });
    const stopping = scene.helper('POST', '/clock/advance/stop');
    await releaseAfterStop(transport);

    expect(await stopping).toEqual({ mode: 'simulated', now: T0 + 1_000, stopped: true });
    expect(await advancing).toEqual({ status: 200, body: { mode: 'simulated', now: T0 + 1_000, stopped: true } });
    expect(await scene.helper('GET', '/clock')).toEqual({ mode: 'simulated', now: T0 + 1_000 });
    await expectInstantBoundary(scene, T0 + 1_000);
    expect(transport.calls).toHaveLength(PAYMENTS * 2);
  });

  it('an advance stopped midway and advanced again makes every attempt exactly once', async () => {
    const { scene, transport } = await failingScene();
    const advancing = startAdvance(scene);
    await transport.held;
    const stopping = scene.helper('POST', '/clock/advance/stop');
    await releaseAfterStop(transport);
    await Promise.all([stopping, advancing]);

    await scene.advance(30 * DAY);

    const attempts = await scene.deliveries();
    expect(attempts).toHaveLength(PAYMENTS * 8);
    expect(attempts.every((attempt) => attempt.state === 'FAILED')).toBe(true);
    expect(transport.calls).toHaveLength(PAYMENTS * 8);
  });

  it('an advance whose client went away stops at an instant boundary', async () => {
    const { scene, transport } = await failingScene();
    const client = new AbortController();
    const advancing = startAdvance(scene, client.signal);
    await transport.held;
    client.abort();
    await releaseAfterStop(transport);
    await advancing;

    expect(await scene.helper('GET', '/clock')).toEqual({ mode: 'simulated', now: T0 + 1_000 });
    await expectInstantBoundary(scene, T0 + 1_000);
    expect(transport.calls).toHaveLength(PAYMENTS * 2);
  });

  it('stop answers stopped: false when no advance is running, and changes nothing', async () => {
    const { scene } = await failingScene();
    expect(await scene.helper('POST', '/clock/advance/stop')).toEqual({ mode: 'simulated', now: T0, stopped: false });
    expect((await scene.deliveries()).map((attempt) => attempt.state)).toEqual(Array(PAYMENTS).fill('PENDING'));
  });
});
