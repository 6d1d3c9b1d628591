import { describe, expect, it, vi } from 'vitest';
import { createSandbox } from '../../src/app/create-sandbox';
import { BROWSER_HOSTS } from '../../src/http/hosts';
import { StoreUnavailableError, type Store, type Transport, type Tx } from '../../src/gateway/core/ports';
import type { DeliveryAttempt } from '../../src/gateway/core/stored-records';
import { deliveryRunner } from '../../src/delivery/runner';
import { groupCommit } from '../../src/delivery/group-commit';
import { BASE, CHECKOUT, freshDatabaseName, harnessOn, openHarness, TEST_STORE } from '../support/harness';
import { recordingTransport, type RecordedCall } from '../support/recording-transport';
import { openWebhookScene, T0, type WebhookScene } from '../support/webhook-scene';

const DAY = 24 * 3_600_000;
/** Never the leader: no timers and no at-once runs, so only `advance` sends. */
const noLeadership = () => undefined;
/** A runner's wait before a record is tried again, over at once. */
const noPause = () => Promise.resolve();

/** Completes `count` payments at the scene's current (simulated) time. */
async function completePayments(scene: WebhookScene, count: number): Promise<string[]> {
  const hashes: string[] = [];
  for (let i = 0; i < count; i++) {
    const hash = await scene.pay();
    await scene.move(hash, 'COMPLETED');
    hashes.push(hash);
  }
  return hashes;
}

/** How many times each `requestId`/attempt pair was called, keyed `<requestId>#<n>`. */
function callsPerAttempt(calls: RecordedCall[]): Map<string, number> {
  const seen = new Map<string, number>();
  const attemptsSoFar = new Map<string, number>();
  for (const call of calls) {
    const attempt = (attemptsSoFar.get(call.requestId) ?? 0) + 1;
    attemptsSoFar.set(call.requestId, attempt);
    seen.set(`${call.requestId}#${attempt}`, (seen.get(`${call.requestId}#${attempt}`) ?? 0) + 1);
  }
  return seen;
}

/** Advances by nothing, running what is due now, and answers how many transactions committed. */
async function commitsOfAdvance(scene: WebhookScene): Promise<number> {
  let commits = 0;
  const unsubscribe = scene.h.store.onChange(() => commits++);
  try {
    await scene.advance(0);
  } finally {
    unsubscribe();
  }
  return commits;
}

/** `tx`, with `own` methods in place of its own. */
function txWith(tx: Tx, own: Partial<Tx>): Tx {
  return {
    get: (collection, key) => tx.get(collection, key),
    all: (collection) => tx.all(collection),
    find: (collection, index, key) => tx.find(collection, index, key),
    page: (collection, query) => tx.page(collection, query),
    count: (collection, by) => tx.count(collection, by),
    put: (collection, record) => tx.put(collection, record),
    delete: (collection, key) => tx.delete(collection, key),
    clear: (collection) => tx.clear(collection),
    ...own,
  };
}

/** `store`, each write transaction's Tx seen through `wrap`. */
function wrappingWrites(store: Store, wrap: (tx: Tx) => Tx): Store {
  return {
    read: (work) => store.read(work),
    write: (work, options) => store.write((tx) => work(wrap(tx)), options),
    onChange: (listener) => store.onChange(listener),
    close: () => store.close(),
  };
}

/** `store`, except that writing a delivery attempt `fails` picks throws, as a full disk would. */
function failingWrites(store: Store, fails: (attempt: DeliveryAttempt) => boolean): Store {
  return wrappingWrites(store, (tx) =>
    txWith(tx, {
      put: (collection, record) =>
        collection === 'deliveries' && fails(record as DeliveryAttempt)
          ? Promise.reject(new Error('The disk is full'))
          : tx.put(collection, record),
    }),
  );
}

/**
 * Two tabs on one database: `payments` completed in the first (to a webhook with `retries: 4`
 * whose every call fails), then both advancing a day at once. Checks that all five attempts of
 * each payment ran and failed, and answers the first tab's scene and the attempts.
 */
async function failAllInTwoTabs(
  payments: number,
  { outbound, webhook, receiverAnswers }: { outbound?: Transport; webhook: object; receiverAnswers?: object[] },
): Promise<{ scene: WebhookScene; attempts: DeliveryAttempt[] }> {
  const databaseName = freshDatabaseName();
  const scene = await openWebhookScene({ databaseName, outbound, leadership: noLeadership, webhook });
  const other = await openHarness(databaseName, { outbound, leadership: noLeadership });
  try {
    if (receiverAnswers) await scene.helper('PUT', '/receivers/shop', { answers: receiverAnswers });
    await completePayments(scene, payments);
    await Promise.all([scene.advance(DAY), other.json('POST', `${BASE}/_sandbox/clock/advance`, { body: { ms: DAY } })]);
  } finally {
    await other.close();
  }
  const attempts: DeliveryAttempt[] = await scene.deliveries();
  expect(attempts).toHaveLength(payments * 5);
  expect(attempts.every((attempt) => attempt.state === 'FAILED')).toBe(true);
  return { scene, attempts };
}

/** An endpoint outside the sandbox: its calls go to the test's recording transport. */
const OUTSIDE = 'https://shop.example/hooks';

/**
 * `store`, logging for each write transaction (in `writes`) when its gets are asked and
 * answered, and the state of each attempt it puts.
 */
function watchingWrites(store: Store, writes: string[][]): Store {
  return wrappingWrites(store, (tx) => {
    const log: string[] = [];
    writes.push(log);
    return txWith(tx, {
      get: async (collection, key) => {
        log.push(`ask ${collection}`);
        const found = await tx.get(collection, key);
        log.push(`got ${collection}`);
        return found;
      },
      put: (collection, record) => {
        if (collection === 'deliveries') log.push(`put ${(record as DeliveryAttempt).state}`);
        return tx.put(collection, record);
      },
    });
  });
}

/**
 * `payments` completed, each with one attempt due to an endpoint out of the sandbox that answers
 * 500 (no retries), and a second store opened on the same database.
 */
async function onePendingEach(
  payments: number,
): Promise<{ scene: WebhookScene; transport: ReturnType<typeof recordingTransport>; secondStore: Store }> {
  const databaseName = freshDatabaseName();
  const transport = recordingTransport(500);
  const scene = await openWebhookScene({
    databaseName,
    outbound: transport,
    leadership: noLeadership,
    webhook: { retries: 0, endpoint: OUTSIDE },
  });
  await completePayments(scene, payments);
  return { scene, transport, secondStore: await TEST_STORE[1](databaseName) };
}

describe('advancing with many deliveries due at one instant', () => {
  it('sends every attempt exactly once, in time order, several at once but never more than 32 calls out of the sandbox', async () => {
    const transport = recordingTransport(500);
    const webhook = { retries: 2, endpoint: OUTSIDE };
    const scene = await openWebhookScene({ outbound: transport, leadership: noLeadership, webhook });
    const hashes = await completePayments(scene, 40);

    await scene.advance(DAY);

    const attempts = await scene.deliveries();
    expect(attempts).toHaveLength(40 * 3);
    expect(attempts.every((attempt) => attempt.state === 'FAILED')).toBe(true);
    expect(transport.calls).toHaveLength(40 * 3);
    expect(new Set(transport.calls.map((call) => call.orderId))).toEqual(new Set(hashes));
    for (const hash of hashes) {
      const mine = attempts.filter((attempt) => attempt.paymentHash === hash);
      expect(mine.map((attempt) => [attempt.attempt, attempt.sentAt])).toEqual([
        [1, T0],
        [2, T0 + 1_000],
        [3, T0 + 6_000],
      ]);
    }
    const signedAt = transport.calls.map((call) => call.signedAt);
    expect(signedAt).toEqual([...signedAt].sort((a, b) => a - b));
    expect(transport.maxInFlight).toBeGreaterThan(1);
    expect(transport.maxInFlight).toBeLessThanOrEqual(32);
  });

  it('records the answers that come back together in shared transactions, not one transaction per attempt', async () => {
    const transport = recordingTransport(500);
    const scene = await openWebhookScene({ outbound: transport, leadership: noLeadership, webhook: { retries: 0, endpoint: OUTSIDE } });
    await completePayments(scene, 40);
    const commits = await commitsOfAdvance(scene);

    const attempts = await scene.deliveries();
    expect(attempts).toHaveLength(40);
    expect(attempts.every((attempt) => attempt.state === 'FAILED')).toBe(true);
    // Each attempt is claimed and then answered: 80 transactions if none were shared (32 calls
    // out of the sandbox run at once, so the 40 make two waves).
    expect(commits).toBeLessThanOrEqual(16);
  });

  // On PostgreSQL every read under the write lock is a round trip; in a browser, every get one to
  // IndexedDB: the webhook is asked for beside the attempt, not after it.
  it('reads the attempt and its webhook of a claim together', async () => {
    const { transport, secondStore } = await onePendingEach(1);
    const writes: string[][] = [];
    const other = await harnessOn(watchingWrites(secondStore, writes), { outbound: transport, leadership: noLeadership });
    try {
      await other.json('POST', `${BASE}/_sandbox/clock/advance`, { body: { ms: 0 } });
    } finally {
      await other.close();
    }

    expect(transport.calls).toHaveLength(1);
    const claim = writes.find((log) => log.includes('put IN_FLIGHT'))!;
    expect(claim.filter((step) => step.startsWith('ask'))).toEqual(['ask deliveries', 'ask webhooks']);
    expect(claim.indexOf('ask webhooks')).toBeLessThan(claim.indexOf('got deliveries'));
  });

  it('claims an attempt with its own webhook when its event names another (the sandbox was replaced meanwhile)', async () => {
    const { scene, transport, secondStore: store } = await onePendingEach(1);
    const runner = deliveryRunner({ store, clock: { now: () => T0, realNow: () => T0 }, transport, pause: noPause });
    try {
      const [event] = await runner.upcoming();

      const outcome = await runner.run({ ...event!, webhookId: 'a-webhook-of-another-sandbox' });
      await outcome.recorded;

      expect(transport.calls).toHaveLength(1);
      const [attempt] = await scene.deliveries();
      expect(attempt).toMatchObject({ state: 'FAILED', responseStatus: 500 });
    } finally {
      store.close();
    }
  });

  // A database gone for a moment: the call was made and answered, so its answer must be kept,
  // or the attempt would stay IN_FLIGHT for good and never be retried.
  it('records an answer that came back while the store was out of reach, once the store is back', async () => {
    const { scene, transport, secondStore } = await onePendingEach(1);
    let writes = 0;
    const store: Store = {
      ...wrappingWrites(secondStore, (tx) => tx),
      // The claim goes through; the record's next two writes meet a database out of reach.
      write: (work, options) =>
        ++writes === 2 || writes === 3
          ? Promise.reject(new StoreUnavailableError('The database is out of reach'))
          : secondStore.write(work, options),
    };
    const pauses: number[] = [];
    const runner = deliveryRunner({
      store,
      clock: { now: () => T0, realNow: () => T0 },
      transport,
      pause: async (ms) => void pauses.push(ms),
    });
    try {
      const [event] = await runner.upcoming();

      const outcome = await runner.run(event!);
      await outcome.recorded;

      expect(transport.calls).toHaveLength(1);
      expect(pauses).toEqual([1000, 1000]);
      expect(await scene.deliveries()).toEqual([expect.objectContaining({ state: 'FAILED', responseStatus: 500 })]);
    } finally {
      store.close();
    }
  });

  // A claim waits for the transaction under way either way; one asked for meanwhile rides with
  // it into the next transaction, instead of waiting for that one to end as well.
  it('claims together the attempts asked for while their transaction waits to begin', async () => {
    const { transport, secondStore } = await onePendingEach(3);
    const writes: string[][] = [];
    const store = watchingWrites(secondStore, writes);
    let letWritesBegin = () => {};
    const writesMayBegin = new Promise<void>((resolve) => (letWritesBegin = resolve));
    const runner = deliveryRunner({
      store: { ...store, write: (work) => writesMayBegin.then(() => store.write(work)) },
      clock: { now: () => T0, realNow: () => T0 },
      transport,
      pause: noPause,
    });
    try {
      const events = await runner.upcoming();

      const asked = events.map((event) => runner.run(event));
      letWritesBegin();
      const outcomes = await Promise.all(asked);

      expect(outcomes.map((outcome) => outcome.sent)).toEqual([true, true, true]);
      const claims = writes.filter((log) => log.includes('put IN_FLIGHT'));
      expect(claims.map((log) => log.filter((step) => step === 'put IN_FLIGHT').length)).toEqual([3]);
      await Promise.all(outcomes.map((outcome) => outcome.recorded));
    } finally {
      store.close();
    }
  });

  // A failed batch's claims are tried again one by one, and the claims asked for meanwhile form
  // the next batch: the two may share a transaction. Each moves the receivers' scripts on; side
  // by side, one would overwrite the other's move and a script's answer be given twice.
  it("gives each scripted answer once when a failed batch's claims are tried again beside the next batch", async () => {
    const databaseName = freshDatabaseName();
    const scene = await openWebhookScene({ databaseName, leadership: noLeadership, webhook: { retries: 0 } });
    await scene.helper('PUT', '/receivers/shop', { answers: [{ status: 201 }, { status: 202 }, { status: 203 }] });
    await completePayments(scene, 3);
    let poisoned: string | undefined;
    const failing = failingWrites(await TEST_STORE[1](databaseName), (attempt) => {
      const fails = attempt.id === poisoned;
      if (fails) poisoned = undefined;
      return fails;
    });
    let firstWriteBegan = () => {};
    const began = new Promise<void>((resolve) => (firstWriteBegan = resolve));
    const store = wrappingWrites(failing, (tx) => {
      firstWriteBegan();
      return tx;
    });
    const runner = deliveryRunner({
      store: groupCommit(store, { sideBySide: true }),
      clock: { now: () => T0, realNow: () => T0 },
      transport: recordingTransport(500),
      pause: noPause,
    });
    try {
      const events = await runner.upcoming();
      poisoned = events[0]!.attemptId;

      const first = runner.run(events[0]!);
      await began;
      const outcomes = await Promise.all([first, ...events.slice(1).map((event) => runner.run(event))]);

      expect(outcomes.map((outcome) => outcome.sent)).toEqual([true, true, true]);
      const statuses = (await scene.deliveries()).map((attempt) => attempt.responseStatus);
      expect(statuses.sort()).toEqual([201, 202, 203]);
      const receivers = await scene.helper('GET', '/receivers');
      expect(receivers.find((receiver: { name: string }) => receiver.name === 'shop')).toMatchObject({ calls: 3 });
    } finally {
      store.close();
    }
  });

  it("keeps one payment's notifications in the order they were queued, one call at a time", async () => {
    const transport = recordingTransport(500);
    const scene = await openWebhookScene({ outbound: transport, leadership: noLeadership, webhook: { retries: 3, endpoint: OUTSIDE } });
    await scene.helper('PUT', `/products/${scene.product.id}/notifications`, { statuses: ['COMPLETED', 'REFUNDED'] });
    const others = await completePayments(scene, 10);
    const refunded = await scene.pay();
    await scene.move(refunded, 'COMPLETED');
    await scene.move(refunded, 'REFUNDED');

    await scene.advance(DAY);

    const statuses = transport.calls.filter((call) => call.orderId === refunded).map((call) => call.status);
    expect(statuses).toEqual(['COMPLETED', 'REFUNDED', 'COMPLETED', 'REFUNDED', 'COMPLETED', 'REFUNDED', 'COMPLETED', 'REFUNDED']);
    expect(transport.maxInFlightPerPayment).toBe(1);
    expect(transport.calls).toHaveLength((others.length + 2) * 4);
  });
});

describe('a scripted receiver called many times at one instant', () => {
  it('gives each call the next answer of its script, once, and counts every call', async () => {
    const scene = await openWebhookScene({ leadership: noLeadership, webhook: { retries: 0 } });
    await scene.helper('PUT', '/receivers/shop', { answers: [{ status: 200 }, { status: 500 }, { status: 200 }, { status: 503 }] });
    await completePayments(scene, 40);

    await scene.advance(0);

    const attempts = await scene.deliveries();
    expect(attempts).toHaveLength(40);
    // Lanes run at once, so which call got which answer may vary; each answer was given once, the
    // last one repeating.
    const statuses = attempts.map((attempt) => attempt.responseStatus as number);
    expect(statuses.sort()).toEqual([200, 200, 500, ...Array(37).fill(503)]);
    const receivers = await scene.helper('GET', '/receivers');
    expect(receivers.find((receiver: { name: string }) => receiver.name === 'shop')).toMatchObject({ calls: 40 });
  });

  it('claims, answers and records the calls of one instant together, in one transaction', async () => {
    const scene = await openWebhookScene({ leadership: noLeadership, webhook: { retries: 1 } });
    await scene.helper('PUT', '/receivers/shop', { answers: [{ status: 500 }] });
    await completePayments(scene, 80);
    const commits = await commitsOfAdvance(scene);

    const attempts = await scene.deliveries();
    expect(attempts.map((attempt) => attempt.state).sort()).toEqual([...Array(80).fill('FAILED'), ...Array(80).fill('PENDING')]);
    expect(attempts.filter((attempt) => attempt.state === 'FAILED').every((attempt) => attempt.responseStatus === 500)).toBe(true);
    // Claiming, taking the answers and recording apart took five transactions; claims batched
    // (the first alone, the other 79 together), two.
    expect(commits).toBe(1);
  });

  // The advance runs the instant in one transaction; when that fails, it claims the attempts in
  // a batch, and when that fails too, one by one. A batch of more than 64 reads every PENDING
  // attempt and webhook in one request.
  it.each([10, 80])('a claim whose write fails undoes only itself: the other %i claims of its batch are kept', async (payments) => {
    const databaseName = freshDatabaseName();
    const scene = await openWebhookScene({ databaseName, leadership: noLeadership, webhook: { retries: 0 } });
    await scene.helper('PUT', '/receivers/shop', { answers: [{ status: 200 }] });
    await completePayments(scene, payments);
    const poisoned = (await scene.deliveries())[4];
    const failing = failingWrites(await TEST_STORE[1](databaseName), (record) => record.id === poisoned.id && record.state !== 'PENDING');
    const other = await harnessOn(failing, { leadership: noLeadership });
    try {
      const advanced = await other.json('POST', `${BASE}/_sandbox/clock/advance`, { body: { ms: 0 } });

      expect(advanced.status).toBe(500);
      await vi.waitFor(
        async () => {
          const attempts = await scene.deliveries();
          expect(attempts.map((attempt) => attempt.id === poisoned.id || attempt.state)).toEqual([
            ...Array(4).fill('SUCCEEDED'),
            true,
            ...Array(payments - 5).fill('SUCCEEDED'),
          ]);
        },
        { timeout: 15_000 },
      );
      expect((await scene.deliveries())[4].state).toBe('PENDING');
      const receivers = await scene.helper('GET', '/receivers');
      expect(receivers.find((receiver: { name: string }) => receiver.name === 'shop')).toMatchObject({ calls: payments - 1 });
    } finally {
      await other.close();
    }
  });
});

describe('exactly once across instances', () => {
  // Few payments: one tab claims a whole instant at once, and the other must not move the shared
  // clock on while those calls are out. Many: both tabs claim at every instant.
  it.each([12, 36])(
    'two tabs advancing one database at once make each attempt of %i payments exactly once, all in the window',
    async (payments) => {
      const transport = recordingTransport(500);

      await failAllInTwoTabs(payments, { outbound: transport, webhook: { retries: 4, endpoint: OUTSIDE } });

      const calls = callsPerAttempt(transport.calls);
      expect(calls.size).toBe(payments * 5);
      expect([...calls.values()].every((count) => count === 1)).toBe(true);
    },
  );

  // Few payments: one tab's claims read attempt by attempt. Many: each batch reads every PENDING
  // attempt and webhook in one request, and the two tabs' batches interleave.
  it.each([36, 100])(
    'two tabs advancing one database at once call a scripted receiver once per attempt of %i payments',
    async (payments) => {
      const { scene, attempts } = await failAllInTwoTabs(payments, { webhook: { retries: 4 }, receiverAnswers: [{ status: 500 }] });

      expect(new Set(attempts.map((attempt) => `${attempt.requestId}#${attempt.attempt}`)).size).toBe(payments * 5);
      const receivers = await scene.helper('GET', '/receivers');
      expect(receivers.find((receiver: { name: string }) => receiver.name === 'shop')).toMatchObject({ calls: payments * 5 });
    },
  );

  it("moves on after the answer wait when another tab's call stays out, and that call is still recorded when it comes", async () => {
    const transport = recordingTransport(500, { holdCall: 1 });
    const databaseName = freshDatabaseName();
    const one = await openWebhookScene({
      databaseName,
      outbound: transport,
      leadership: noLeadership,
      realAnswerWaitMs: 20,
      webhook: { retries: 0, endpoint: OUTSIDE },
    });
    const two = await openHarness(databaseName, { outbound: transport, leadership: noLeadership, realAnswerWaitMs: 50 });
    try {
      await completePayments(one, 1);
      await one.advance(0);
      await transport.held;

      const advanced = await two.json('POST', `${BASE}/_sandbox/clock/advance`, { body: { ms: DAY } });

      expect(advanced.status).toBe(200);
      expect((await one.deliveries()).map((attempt) => attempt.state)).toEqual(['IN_FLIGHT']);
      transport.release();
      await vi.waitFor(async () => expect((await one.deliveries()).map((attempt) => attempt.state)).toEqual(['FAILED']));
    } finally {
      transport.release();
      await two.close();
    }
  });

  it("waits for another tab's call that stays out in one advance only, not again in the next", async () => {
    const transport = recordingTransport(500, { holdCall: 1 });
    const databaseName = freshDatabaseName();
    const one = await openWebhookScene({
      databaseName,
      outbound: transport,
      leadership: noLeadership,
      realAnswerWaitMs: 20,
      webhook: { retries: 0, endpoint: OUTSIDE },
    });
    // Longer than any run: only the stop below ends the first advance's wait, so an advance that
    // waited again would not answer while the call is out.
    const two = await openHarness(databaseName, { outbound: transport, leadership: noLeadership, realAnswerWaitMs: 3_600_000 });
    const advanceTwo = () => two.json('POST', `${BASE}/_sandbox/clock/advance`, { body: { ms: 0 } });
    try {
      await completePayments(one, 1);
      await one.advance(0);
      await transport.held;

      const first = advanceTwo();
      await vi.waitFor(async () =>
        expect((await two.json('GET', `${BASE}/_sandbox/clock`)).body.advance).toMatchObject({ attemptsRun: 0 }),
      );
      const stop = await two.json('POST', `${BASE}/_sandbox/clock/advance/stop`);
      // 0 ms with nothing of its own due: the first advance was still running because it waited.
      expect([stop.status, stop.body.stopped]).toEqual([200, true]);
      expect(await first).toMatchObject({ status: 200, body: { stopped: true } });
      // Time stood still, so the call is still "at this instant": the next advance ends without it.
      const second = await advanceTwo();
      expect([second.status, second.body.stopped]).toEqual([200, undefined]);
      expect((await one.deliveries()).map((attempt) => attempt.state)).toEqual(['IN_FLIGHT']);
      transport.release();
      await vi.waitFor(async () => expect((await one.deliveries()).map((attempt) => attempt.state)).toEqual(['FAILED']));
    } finally {
      transport.release();
      await two.close();
    }
  });

  it.each([12, 36])(
    'two gateways built on one store advancing at once make each attempt of %i payments exactly once, all in the window',
    async (payments) => {
      const transport = recordingTransport(500);
      const store = await TEST_STORE[1](freshDatabaseName());
      const options = { store, hosts: BROWSER_HOSTS, checkoutUrl: () => CHECKOUT, outbound: transport, leadership: noLeadership };
      const first = await createSandbox(options);
      const second = await createSandbox(options);
      const advance = (sandbox: typeof first) =>
        sandbox.handler(new Request(`${BASE}/_sandbox/clock/advance`, { method: 'POST', body: JSON.stringify({ ms: DAY }) }));
      try {
        const scene = await openWebhookScene({ outbound: transport, leadership: noLeadership, webhook: { retries: 4, endpoint: OUTSIDE } });
        // The scene's data moves into the shared store through an export and import.
        await completePayments(scene, payments);
        const snapshot = await scene.helper('GET', '/export');
        const imported = await first.handler(new Request(`${BASE}/_sandbox/import`, { method: 'POST', body: JSON.stringify(snapshot) }));
        expect(imported.status).toBe(200);
        await second.runtime.reload();

        const answers = await Promise.all([advance(first), advance(second)]);

        expect(answers.map((answer) => answer.status)).toEqual([200, 200]);
        const attempts = await first.gateway.sandbox.deliveries({});
        expect(attempts).toHaveLength(payments * 5);
        const calls = callsPerAttempt(transport.calls);
        expect(calls.size).toBe(payments * 5);
        expect([...calls.values()].every((count) => count === 1)).toBe(true);
      } finally {
        await second.close();
        await first.close();
      }
    },
  );
});
