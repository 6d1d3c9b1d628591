/**
 * Time in deliveries (the contract): `date`, `activeFrom` and the attempt times follow the gateway's
 * clock, simulated time included, while the signature's `t` is the real time the call goes out. A
 * receiver that checks freshness against its own clock, as the interface asks, thus accepts every
 * retry that an advance of simulated time sends, however far the clock was moved.
 */
import { describe, expect, it } from 'vitest';
import type { CallResult, OutgoingRequest, Transport } from '../../src/gateway/core/ports';
import { verifySignatureNow } from '../../src/gateway/webhooks/signing';
import { openWebhookScene, T0 } from '../support/webhook-scene';

const TWO_HOURS = 2 * 3_600_000;
const SHOP_ENDPOINT = 'https://shop.example/webhooks';

/**
 * A shop's `/webhooks` as a careful merchant writes it: the signature checked with the usual 300 s
 * freshness against the shop's own (real) clock, a 400 when it does not verify; then a 500 for its
 * first `failures` genuine calls (the order system is down), a 200 after.
 */
function shopReceiver(secret: () => string, failures: number) {
  const verdicts: { t: number; verified: boolean; reason?: string }[] = [];
  const transport: Transport = {
    async send(request: OutgoingRequest): Promise<CallResult> {
      const header = request.headers['X-Service-Signature'];
      const t = Number(/t=(\d+)/.exec(header ?? '')?.[1]);
      try {
        verifySignatureNow({
          secret: secret(),
          body: request.body,
          header,
          toleranceSeconds: 300,
          nowSeconds: Math.floor(Date.now() / 1000),
        });
      } catch (error) {
        verdicts.push({ t, verified: false, reason: (error as Error).message });
        return { kind: 'answered', status: 400, body: 'stale or forged' };
      }
      verdicts.push({ t, verified: true });
      const genuine = verdicts.filter((verdict) => verdict.verified).length;
      return { kind: 'answered', status: genuine <= failures ? 500 : 200, body: '' };
    },
  };
  return { transport, verdicts };
}

describe('signatures in real time, attempts on simulated time', () => {
  it('a receiver checking 300 s freshness against real time accepts every retry of a two-hour advance', async () => {
    let secret = '';
    const shop = shopReceiver(() => secret, 4);
    const scene = await openWebhookScene({ outbound: shop.transport, webhook: { endpoint: SHOP_ENDPOINT, retries: 5 } });
    secret = scene.webhook.signingSecret;
    const hash = await scene.pay();
    await scene.move(hash, 'COMPLETED');

    await scene.advance(TWO_HOURS);

    const attempts = await scene.deliveries(`?paymentHash=${hash}`);
    // 1 s, 5 s, 5 min and 1 h after each failure: the fifth attempt goes out over an hour on.
    expect(attempts.map((attempt) => [attempt.attempt, attempt.state, attempt.sentAt - T0])).toEqual([
      [1, 'FAILED', 0],
      [2, 'FAILED', 1_000],
      [3, 'FAILED', 6_000],
      [4, 'FAILED', 306_000],
      [5, 'SUCCEEDED', 3_906_000],
    ]);
    expect(shop.verdicts.map((verdict) => verdict.verified)).toEqual([true, true, true, true, true]);
    expect(attempts.map((attempt) => attempt.responseStatus)).toEqual([500, 500, 500, 500, 200]);
  });

  it('signs each attempt at the real time it goes out, while date, activeFrom, scheduledAt and sentAt stay simulated', async () => {
    const REAL = Date.UTC(2026, 11, 2, 9, 30, 0);
    let real = REAL;
    const scene = await openWebhookScene({ realNow: () => real, webhook: { retries: 1 } });
    await scene.helper('PUT', '/receivers/shop', { answers: [{ status: 500 }, { status: 200 }] });
    const hash = await scene.pay();
    await scene.move(hash, 'COMPLETED');
    await scene.advance(0);
    real += 7_000;
    await scene.advance(3_600_000);

    const [first, retry] = await scene.deliveries(`?paymentHash=${hash}`);
    expect(first.request.headers['X-Service-Signature']).toMatch(new RegExp(`^t=${REAL / 1000},v1=[0-9a-f]{64}$`));
    expect(retry.request.headers['X-Service-Signature']).toMatch(new RegExp(`^t=${REAL / 1000 + 7},v1=[0-9a-f]{64}$`));
    expect([first.sentAt, retry.scheduledAt, retry.sentAt]).toEqual([T0, T0 + 1_000, T0 + 1_000]);
    const body = JSON.parse(retry.request.body);
    expect([body.date, body.activeFrom]).toEqual([T0 / 1000, T0 / 1000]);
  });

  it('a scripted receiver that verifies signatures checks t against real time, however far simulated time has moved', async () => {
    const scene = await openWebhookScene({ webhook: { retries: 5 } });
    await scene.helper('PUT', '/receivers/shop', {
      answers: [{ status: 500 }, { status: 500 }, { status: 500 }, { status: 500 }, { status: 200 }],
      verifySignatures: true,
    });
    const hash = await scene.pay();
    await scene.move(hash, 'COMPLETED');

    await scene.advance(TWO_HOURS);

    const attempts = await scene.deliveries(`?paymentHash=${hash}`);
    expect(attempts.map((attempt) => attempt.responseStatus)).toEqual([500, 500, 500, 500, 200]);
    expect(attempts.at(-1)).toMatchObject({ state: 'SUCCEEDED', sentAt: T0 + 3_906_000 });
  });

  it('a stale-timestamp fault is signed an hour before real time, and a verifying receiver refuses it', async () => {
    const REAL = Date.UTC(2026, 11, 2, 9, 30, 0);
    const scene = await openWebhookScene({ realNow: () => REAL });
    await scene.helper('PUT', '/receivers/shop', { answers: [{ status: 200 }], verifySignatures: true });
    await scene.move(await scene.pay(), 'COMPLETED');
    await scene.advance(0);
    const queued = await scene.helper('POST', `/webhooks/${scene.webhook.id}/send`, { fault: 'stale-timestamp' });
    await scene.advance(0);

    const stale = (await scene.deliveries()).find((attempt: { id: string }) => attempt.id === queued.id);
    expect(stale.request.headers['X-Service-Signature']).toMatch(new RegExp(`^t=${REAL / 1000 - 3600},`));
    expect(stale).toMatchObject({ state: 'FAILED', responseStatus: 400 });
  });
});
