/**
 * Running webhook delivery attempts: claim one, sign and send it, record what came back and
 * queue the retry the policy calls for. A claim moves an attempt from PENDING on only once, so
 * two tabs or two gateways on one store never send the same attempt twice. A scripted receiver
 * answers inside the claim's transaction; a real call's answer is recorded in one of its own.
 */
import { cutAnswer } from './answer-body';
import { batched } from './batches';
import { newUuid } from './ids';
import { webhookRequest } from './notifications';
import { StoreClosedError, type CallResult, type Clock, type OutgoingRequest, type Store, type Transport, type Tx } from './ports';
import { receiverName, takeAnswers } from './receivers';
import type { DeliveryAttempt, Webhook } from './records';
import { retriesFor, signingFor } from './replays';
import { judge, waitBeforeRetry } from './retry-policy';
import { SIGNATURE_HEADER, signatureHeader } from './signing';

export interface DeliveryDeps {
  store: Store;
  clock: Clock;
  transport: Transport;
}

/** A point in time at which an attempt needs work: sending it, or taking its late answer. */
export interface DueEvent {
  at: number;
  attemptId: string;
  kind: 'send' | 'answer';
  /**
   * The webhook and payment the attempt is for. Events of one lane run one after another, in
   * the order they were queued; different lanes may run at once.
   */
  lane: string;
  /**
   * Nothing leaves the sandbox for it: a call to a scripted receiver, or a parked answer. Such
   * lanes need no politeness towards a server and may all run at once.
   */
  local: boolean;
}

/** How far an advance of simulated time under way has come, as `GET /_sandbox/clock` shows it. */
export interface AdvanceProgress {
  /** Simulated time when the advance began, and where it is going. */
  from: number;
  to: number;
  /** The latest instant whose deliveries have all run. */
  reached: number;
  /** Attempts this advance has sent. */
  attemptsRun: number;
  /** Asked to stop: it ends once the instant under way has run. */
  stopping: boolean;
}

/** What an advance came to: `stopped` when it was asked to stop before reaching its target. */
export interface AdvanceResult {
  stopped: boolean;
}

export function deliveryRunner({ store, clock, transport }: DeliveryDeps) {
  /** Attempts this instance sent that are still waiting for their answer (or never get one). */
  const awaitedHere = new Set<string>();
  const claim = claimer(store, clock);

  /**
   * Claims a PENDING attempt and sends it. A scripted receiver's answer is taken in the claim's
   * own transaction; any other call goes out once claimed, and its result is recorded when it
   * comes.
   */
  async function send(attemptId: string): Promise<Outcome> {
    const claimed = await claim(attemptId);
    if (claimed.kind === 'not-sent') return { sent: false, answered: Promise.resolve() };
    if (claimed.kind === 'answered-inside') {
      if (claimed.neverAnswers) awaitedHere.add(attemptId);
      return { sent: true, answered: Promise.resolve() };
    }
    awaitedHere.add(attemptId);
    // Started in a promise, so that a transport that throws at once is a network error like
    // any other, not an attempt left IN_FLIGHT for good.
    const answered = Promise.resolve()
      .then(() => transport.send(claimed.request))
      .then(
        (result) => settle(attemptId, result),
        (error: unknown) => settle(attemptId, { kind: 'network-error', error: String(error) }),
      )
      // Nobody awaits a real call's answer in the background: a failure to record it is logged,
      // except after shutdown, when the attempt truthfully stays IN_FLIGHT.
      .catch((error: unknown) => {
        if (!(error instanceof StoreClosedError)) console.error(`Recording the answer of delivery ${attemptId} failed`, error);
      });
    return { sent: true, answered };
  }

  /** Records a real call's result. */
  async function settle(attemptId: string, result: CallResult): Promise<void> {
    awaitedHere.delete(attemptId);
    await record(attemptId, answerOf(result));
  }

  /** Stores the outcome of an attempt and, when the policy says so, its next attempt. */
  async function record(attemptId: string, answer: CallAnswer) {
    await store.write(async (tx) => {
      const attempt = await tx.get('deliveries', attemptId);
      if (attempt?.state !== 'IN_FLIGHT') return;
      const webhook = await tx.get('webhooks', attempt.webhookId);
      await Promise.all(outcome(attempt, webhook, answer, clock.now()).map((record) => tx.put('deliveries', record)));
    });
  }

  /** Takes a parked scripted answer whose time has come. */
  async function deliverAnswer(attemptId: string): Promise<void> {
    const attempt = await store.read((tx) => tx.get('deliveries', attemptId));
    if (attempt?.state === 'IN_FLIGHT' && attempt.pendingAnswer) await record(attemptId, attempt.pendingAnswer);
  }

  /**
   * From one read: every event still to come (`due`, as `upcoming` answers it), and the
   * attempts another tab or server sent at the gateway clock's now or later that still wait for
   * their answer (`othersOut`). Moving simulated time on while those are out would date their
   * answers, and the retries those queue, later. (Later ones too, because this instance's idea
   * of the shared clock may lag a moment behind.)
   */
  async function outlook(): Promise<{ due: DueEvent[]; othersOut: string[] }> {
    const [pending, inFlight] = await store.read(async (tx) =>
      Promise.all([tx.find('deliveries', 'byState', 'PENDING'), tx.find('deliveries', 'byState', 'IN_FLIGHT')]),
    );
    const now = clock.now();
    const events: DueEvent[] = [
      ...pending.map((attempt) => ({
        at: attempt.scheduledAt,
        attemptId: attempt.id,
        kind: 'send' as const,
        lane: laneOf(attempt),
        // The endpoint of its last claim: a PATCH since then only changes how many run at once.
        local: receiverName(attempt.request.url) !== undefined,
      })),
      ...inFlight.flatMap((attempt) =>
        attempt.pendingAnswer
          ? [{ at: attempt.pendingAnswer.at, attemptId: attempt.id, kind: 'answer' as const, lane: laneOf(attempt), local: true }]
          : [],
      ),
    ];
    const othersOut = inFlight
      .filter((attempt) => !attempt.pendingAnswer && (attempt.sentAt ?? 0) >= now && !awaitedHere.has(attempt.id))
      .map((attempt) => attempt.id);
    // Ids are time-ordered: events due at the same moment run in the order they were queued.
    // Compared as the stores order keys, code unit by code unit: a thousand attempts due at one
    // instant made localeCompare's collation the dearest part of each instant's planning.
    const due = events.sort((a, b) => a.at - b.at || (a.attemptId < b.attemptId ? -1 : a.attemptId > b.attemptId ? 1 : 0));
    return { due, othersOut };
  }

  return {
    /**
     * Does what `event` calls for. Resolves once the attempt is sent (`sent`: false when it was
     * no longer PENDING) or its parked answer taken; `answered` resolves when a call has come
     * back and been recorded.
     */
    async run(event: DueEvent): Promise<Outcome> {
      if (event.kind === 'send') return send(event.attemptId);
      await deliverAnswer(event.attemptId);
      return { sent: false, answered: Promise.resolve() };
    },

    /** Every event still to come, earliest first: PENDING attempts and parked answers. */
    async upcoming(): Promise<DueEvent[]> {
      return (await outlook()).due;
    },

    outlook,
  };
}

/** The webhook's call with the attempt's body, signed at `sentAt` (the gateway clock's time). */
function signedRequest(webhook: Webhook, attempt: DeliveryAttempt, sentAt: number): OutgoingRequest {
  const { body } = attempt.request;
  const request = webhookRequest(webhook, body);
  const { secret, timestampSeconds } = signingFor(attempt, webhook.signingSecret, Math.floor(sentAt / 1000));
  request.headers[SIGNATURE_HEADER] = signatureHeader(secret, body, timestampSeconds);
  return request;
}

/** What a call came back with, as an attempt stores it: a status and body, or a network error. */
type CallAnswer = { status?: number; body?: string; error?: string };

function answerOf(result: CallResult): CallAnswer {
  return result.kind === 'answered' ? { status: result.status, body: result.body } : { error: result.error };
}

/** What claiming an attempt came to. */
type Claim =
  /** No longer PENDING (another tab or server claimed it), or its webhook is gone. */
  | { kind: 'not-sent' }
  /** A scripted receiver took the call in the claim's transaction; its answer is stored or parked. */
  | { kind: 'answered-inside'; neverAnswers: boolean }
  /** Marked IN_FLIGHT; the call is to be sent. */
  | { kind: 'claimed'; request: OutgoingRequest };

/**
 * Claims attempts: each PENDING one is signed afresh and marked IN_FLIGHT in one transaction,
 * unless someone else got there first, so no attempt is sent twice. The claims that gather while
 * one transaction runs share the next, and one batch runs at a time, since a batch moves the
 * receivers' scripts on. A call to a scripted receiver is answered and recorded in that same
 * transaction: an attempt then costs two writes (its outcome and its retry), where claiming,
 * answering and recording apart cost three and as many reads again. A failed shared transaction
 * is tried again claim by claim, so a failure undoes only its own claim. Each attempt is in one
 * lane's hands (see `instant-runner.ts`), so no batch asks for an attempt twice.
 */
function claimer(store: Store, clock: Clock): (attemptId: string) => Promise<Claim> {
  return batched<string, Claim>(async (calls) => {
    try {
      const claims = await store.write((tx) => claimAll(tx, clock, calls.map((call) => call.input)));
      calls.forEach((call, i) => call.resolve(claims[i]!));
    } catch {
      for (const call of calls) {
        await store.write((tx) => claimAll(tx, clock, [call.input])).then(([claim]) => call.resolve(claim!), call.reject);
      }
    }
  });
}

/**
 * Claims `attemptIds` in `tx`, reading side by side (in a browser every IndexedDB request is a
 * round trip to the storage process). The endpoint, method and headers follow the webhook's
 * latest PATCH; the body stays the notification's own. Signing is synchronous, so it fits
 * inside the transaction.
 */
async function claimAll(tx: Tx, clock: Clock, attemptIds: readonly string[]): Promise<Claim[]> {
  const found = await attemptsMaybePending(tx, attemptIds);
  // In the order the claims came, which is the order the receivers' scripts answer them in.
  const pending = attemptIds.flatMap((id) => {
    const attempt = found.get(id);
    return attempt?.state === 'PENDING' ? [attempt] : [];
  });
  const webhooks = await webhooksOf(tx, [...new Set(pending.map((attempt) => attempt.webhookId))]);
  const sentAt = clock.now();
  const writes: DeliveryAttempt[] = [];
  const claims = new Map<string, Claim>();
  const inside: { attempt: DeliveryAttempt; webhook: Webhook; receiver: string }[] = [];
  for (const attempt of pending) {
    const webhook = webhooks.get(attempt.webhookId);
    if (!webhook) {
      // A webhook cannot be deleted through the API, but an import can drop it.
      writes.push({ ...attempt, state: 'FAILED', sentAt, finishedAt: sentAt, error: 'The webhook no longer exists' });
      continue;
    }
    const claimed: DeliveryAttempt = { ...attempt, state: 'IN_FLIGHT', sentAt, request: signedRequest(webhook, attempt, sentAt) };
    const receiver = receiverName(claimed.request.url);
    if (receiver === undefined) {
      writes.push(claimed);
      claims.set(attempt.id, { kind: 'claimed', request: claimed.request });
    } else {
      inside.push({ attempt: claimed, webhook, receiver });
    }
  }
  const results = await takeAnswers(tx, inside.map(({ receiver }) => receiver));
  inside.forEach(({ attempt, webhook }, i) => {
    const result = results[i]!;
    claims.set(attempt.id, { kind: 'answered-inside', neverAnswers: result.kind === 'never-answers' });
    if (result.kind === 'never-answers') writes.push(attempt);
    else if (result.delayMs) writes.push({ ...attempt, pendingAnswer: { at: sentAt + result.delayMs, ...answerOf(result) } });
    else writes.push(...outcome(attempt, webhook, answerOf(result), clock.now()));
  });
  await Promise.all(writes.map((record) => tx.put('deliveries', record)));
  return attemptIds.map((id) => claims.get(id) ?? { kind: 'not-sent' });
}

/** How many records a claim reads one by one before it weighs reading them all in one request. */
const FEW = 64;

/**
 * The records `ids` name that `lot` holds, by id. Read one by one, or the whole lot in one
 * request when `ids` are at least half of it: in a browser, a thousand attempts or webhooks due
 * at one instant took about three times as long read one by one.
 */
async function readById<T extends { id: string }>(
  ids: readonly string[],
  get: (id: string) => Promise<T | undefined>,
  lot: { count: () => Promise<number>; all: () => Promise<T[]> },
): Promise<Map<string, T>> {
  if (ids.length > FEW && ids.length * 2 >= (await lot.count())) {
    const wanted = new Set(ids);
    return new Map((await lot.all()).filter((record) => wanted.has(record.id)).map((record) => [record.id, record]));
  }
  const found = await Promise.all(ids.map(get));
  return new Map(found.flatMap((record) => (record ? [[record.id, record] as const] : [])));
}

/**
 * The attempts `ids` name, read one by one or, when they are at least half of the PENDING ones,
 * with every PENDING attempt in one request (then an attempt no longer PENDING is missing).
 */
function attemptsMaybePending(tx: Tx, ids: readonly string[]): Promise<Map<string, DeliveryAttempt>> {
  return readById(ids, (id) => tx.get('deliveries', id), {
    count: () => tx.count('deliveries', { index: 'byState', key: 'PENDING' }),
    all: () => tx.find('deliveries', 'byState', 'PENDING'),
  });
}

/** The webhooks `ids` name (an import may have dropped some). */
function webhooksOf(tx: Tx, ids: readonly string[]): Promise<Map<string, Webhook>> {
  return readById(ids, (id) => tx.get('webhooks', id), { count: () => tx.count('webhooks'), all: () => tx.all('webhooks') });
}

/**
 * An IN_FLIGHT attempt as its answer leaves it, and the retry the policy calls for, if any.
 * With its webhook gone (an import can drop it), no retry.
 */
function outcome(attempt: DeliveryAttempt, webhook: Webhook | undefined, answer: CallAnswer, finishedAt: number): DeliveryAttempt[] {
  const verdict = webhook ? judge(answer.status, webhook.expectedCode, attempt.attempt, retriesFor(attempt, webhook)) : 'FAILED';
  const { pendingAnswer: _answered, ...rest } = attempt;
  const kept = answer.body === undefined ? undefined : cutAnswer(answer.body);
  const finished: DeliveryAttempt = {
    ...rest,
    state: verdict === 'SUCCEEDED' ? 'SUCCEEDED' : 'FAILED',
    finishedAt,
    responseStatus: answer.status ?? null,
    responseBody: kept?.body ?? null,
    ...(kept?.truncated ? { responseTruncated: true } : {}),
    error: answer.error ?? (verdict === 'SUCCEEDED' ? null : unexpectedStatus(answer.status, webhook?.expectedCode)),
  };
  if (verdict !== 'RETRY') return [finished];
  const { [SIGNATURE_HEADER]: _signedForThisAttempt, ...headers } = rest.request.headers;
  const retry: DeliveryAttempt = {
    ...rest,
    request: { ...rest.request, headers },
    id: newUuid(),
    attempt: attempt.attempt + 1,
    scheduledAt: finishedAt + waitBeforeRetry(attempt.attempt),
    state: 'PENDING',
    sentAt: null,
    finishedAt: null,
    responseStatus: null,
    responseBody: null,
    error: null,
  };
  return [finished, retry];
}

export type DeliveryRunner = ReturnType<typeof deliveryRunner>;

/** What running an event came to: whether this instance sent a call, and when its answer is in. */
export interface Outcome {
  sent: boolean;
  answered: Promise<void>;
}

/** A receiver sees one payment's notifications in the order they were queued. */
function laneOf(attempt: DeliveryAttempt): string {
  return `${attempt.webhookId} ${attempt.paymentHash}`;
}

function unexpectedStatus(status: number | undefined, expectedCode: number | undefined): string {
  return expectedCode === undefined ? 'The webhook no longer exists' : `Expected HTTP ${expectedCode}, got ${status}`;
}
