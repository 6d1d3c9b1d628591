/**
 * A call out of the sandbox whose sender went away (a server killed, a tab closed) before its
 * answer was recorded: another instance on the same store takes it over. Senders are faked here,
 * on every store; each store's own way of telling (advisory locks, process ids, Web Locks) is
 * tested beside it and across real servers in `test/node/shared-database.ts`.
 */
import { afterEach, describe, expect, it, vi } from 'vitest';
import type { Store, Transport } from '../../src/gateway/core/ports';
import type { DeliveryAttempt } from '../../src/gateway/core/stored-records';
import { BASE, freshDatabaseName, harnessOn, TEST_STORE, type Harness } from '../support/harness';
import { recordingTransport } from '../support/recording-transport';
import { openWebhookScene, T0 } from '../support/webhook-scene';

/** An endpoint outside the sandbox: its calls go to the test's recording transport. */
const OUTSIDE = 'https://shop.example/hooks';
/** Never the leader: no timers and no looks at other senders, so only its own advances send. */
const noLeadership = () => undefined;

/** `store` as the instance `me` sees it: the senders in `gone` have gone. `onLook` hears of each time it is asked who has. */
function asSender(store: Store, me: string, gone: ReadonlySet<string>, onLook = () => {}): Store {
  return {
    read: (work) => store.read(work),
    write: (work, options) => store.write(work, options),
    onChange: (listener) => store.onChange(listener),
    close: () => store.close(),
    senders: {
      me,
      gone: async (names) => {
        onLook();
        return new Set(names.filter((name) => gone.has(name)));
      },
    },
  };
}

/**
 * A second instance on the database, leading (it looks at the other senders every 2 s), opened
 * once the first one's call is out, so that the call is surely the first one's.
 */
async function secondInstance(databaseName: string, gone: ReadonlySet<string>, outbound: Transport, onLook?: () => void): Promise<Harness> {
  return harnessOn(asSender(await TEST_STORE[1](databaseName), 'server two', gone, onLook), { outbound, realAnswerWaitMs: 20 });
}

/**
 * Server one on a fresh database, its first call out of the sandbox out (the transport holds its
 * answer); the senders in `gone` have gone.
 */
async function callOutOfServerOne(gone: ReadonlySet<string>) {
  const transport = recordingTransport(500, { holdCall: 1 });
  const databaseName = freshDatabaseName();
  const one = await openWebhookScene({
    databaseName,
    store: asSender(await TEST_STORE[1](databaseName), 'server one', gone),
    outbound: transport,
    leadership: noLeadership,
    realAnswerWaitMs: 20,
    webhook: { retries: 1, endpoint: OUTSIDE },
  });
  const hash = await one.pay();
  await one.move(hash, 'COMPLETED');
  await one.advance(0);
  await transport.held;
  return { one, transport, databaseName };
}

afterEach(() => vi.restoreAllMocks());

async function advance(h: Harness, ms: number): Promise<void> {
  const reply = await h.json('POST', `${BASE}/_sandbox/clock/advance`, { body: { ms } });
  expect(reply.status).toBe(200);
}

describe('a call whose sender went away before its answer came', () => {
  it('is taken over by another instance: failed as a lost call, and its retry sent', async () => {
    const gone = new Set<string>();
    const { one, transport, databaseName } = await callOutOfServerOne(gone);
    let two: Harness | undefined;
    try {
      expect(await one.deliveries()).toMatchObject([{ attempt: 1, state: 'IN_FLIGHT', awaitedBy: 'server one' }]);
      two = await secondInstance(databaseName, gone, transport);

      gone.add('server one');
      await vi.waitFor(
        async () =>
          expect(await one.deliveries()).toMatchObject([
            { attempt: 1, state: 'FAILED' },
            { attempt: 2, state: 'PENDING' },
          ]),
        { timeout: 5000, interval: 50 },
      );
      await advance(two, 1000);

      const attempts: DeliveryAttempt[] = await one.deliveries();
      expect(attempts).toMatchObject([
        {
          attempt: 1,
          state: 'FAILED',
          finishedAt: T0,
          responseStatus: null,
          error: 'The server or tab that sent it went away before its answer came',
        },
        {
          attempt: 2,
          state: 'FAILED',
          scheduledAt: T0 + 1000,
          sentAt: T0 + 1000,
          responseStatus: 500,
          error: 'Expected HTTP 200, got 500',
        },
      ]);
      expect(attempts.map((attempt) => attempt.awaitedBy)).toEqual([undefined, undefined]);
      // The retry is the same notification, sent again.
      expect(transport.calls.map((call) => call.requestId)).toEqual([attempts[0]!.requestId, attempts[0]!.requestId]);

      // Should the lost call's answer come after all, it changes nothing: the attempt was taken over.
      const warned = vi.spyOn(console, 'warn').mockImplementation(() => undefined);
      transport.release();
      await vi.waitFor(() =>
        expect(warned).toHaveBeenCalledWith(
          `The answer of delivery ${attempts[0]!.id} came after another server or tab had taken the attempt over as lost; it is not recorded`,
        ),
      );
      expect(await one.deliveries()).toEqual(attempts);
    } finally {
      transport.release();
      await two?.close();
    }
  });

  it('is left to its sender while it is there, however long the call takes', async () => {
    const nobodyGone = new Set<string>();
    const { one, transport, databaseName } = await callOutOfServerOne(nobodyGone);
    let two: Harness | undefined;
    try {
      let looks = 0;
      two = await secondInstance(databaseName, nobodyGone, transport, () => looks++);

      await vi.waitFor(() => expect(looks).toBeGreaterThanOrEqual(2), { timeout: 10_000, interval: 50 });
      await advance(two, 3_600_000);

      expect(await one.deliveries()).toMatchObject([{ attempt: 1, state: 'IN_FLIGHT', awaitedBy: 'server one' }]);
      expect(transport.calls).toHaveLength(1);
      transport.release();
      await vi.waitFor(async () =>
        expect(await one.deliveries()).toMatchObject([
          { state: 'FAILED', responseStatus: 500 },
          { attempt: 2, state: 'PENDING' },
        ]),
      );
    } finally {
      transport.release();
      await two?.close();
    }
  });
});
