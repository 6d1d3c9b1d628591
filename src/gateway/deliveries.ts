/**
 * Running webhook delivery attempts: claim one, sign and send it, record what came back and
 * queue the retry the policy calls for. Every step is its own transaction, and a claim moves an
 * attempt from PENDING to IN_FLIGHT only once, so two tabs or two gateways on one store never
 * send the same attempt twice.
 */
import { cutAnswer } from './answer-body';
import { newUuid } from './ids';
import { webhookRequest } from './notifications';
import { StoreClosedError, type CallResult, type Clock, type OutgoingRequest, type Store, type Transport } from './ports';
import { receiverName } from './receivers';
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

  /** Claims and sends a PENDING attempt; the call's result is recorded when it comes. */
  async function send(attemptId: string): Promise<Outcome> {
    const claimed = await claim(attemptId);
    if (!claimed) return { sent: false, answered: Promise.resolve() };
    awaitedHere.add(claimed.id);
    const answered = transport
      .send(claimed.request)
      .then(
        (result) => settle(claimed.id, result),
        (error: unknown) => settle(claimed.id, { kind: 'network-error', error: String(error) }),
      )
      // Nobody awaits a real call's answer in the background: a failure to record it is logged,
      // except after shutdown, when the attempt truthfully stays IN_FLIGHT.
      .catch((error: unknown) => {
        if (!(error instanceof StoreClosedError)) console.error(`Recording the answer of delivery ${claimed.id} failed`, error);
      });
    return { sent: true, answered };
  }

  /**
   * Signs the attempt afresh and marks it IN_FLIGHT, in one transaction, unless someone else got
   * there first. The endpoint, method and headers follow the webhook's latest PATCH; the body
   * stays the notification's own. (Signing is synchronous, so it fits inside the transaction.)
   */
  function claim(attemptId: string): Promise<DeliveryAttempt | undefined> {
    return store.write(async (tx) => {
      const attempt = await tx.get('deliveries', attemptId);
      if (attempt?.state !== 'PENDING') return undefined;
      const webhook = await tx.get('webhooks', attempt.webhookId);
      const sentAt = clock.now();
      // A webhook cannot be deleted through the API, but an import can drop it.
      const claimed: DeliveryAttempt = webhook
        ? { ...attempt, state: 'IN_FLIGHT', sentAt, request: signedRequest(webhook, attempt, sentAt) }
        : { ...attempt, state: 'FAILED', sentAt, finishedAt: sentAt, error: 'The webhook no longer exists' };
      await tx.put('deliveries', claimed);
      return webhook ? claimed : undefined;
    });
  }

  /** Records a call's result now, or parks it until its scripted delay has passed. */
  async function settle(attemptId: string, result: CallResult): Promise<void> {
    // It stays in flight, and this instance knows no answer is coming.
    if (result.kind === 'never-answers') return;
    awaitedHere.delete(attemptId);
    const delayMs = result.delayMs ?? 0;
    const answer =
      result.kind === 'answered' ? { status: result.status, body: result.body } : { error: result.error };
    if (delayMs > 0) {
      await store.write(async (tx) => {
        const attempt = await tx.get('deliveries', attemptId);
        if (attempt?.state !== 'IN_FLIGHT') return;
        await tx.put('deliveries', { ...attempt, pendingAnswer: { at: (attempt.sentAt ?? clock.now()) + delayMs, ...answer } });
      });
      return;
    }
    await record(attemptId, answer);
  }

  /** Stores the outcome of an attempt and, when the policy says so, its next attempt. */
  async function record(attemptId: string, answer: { status?: number; body?: string; error?: string }) {
    await store.write(async (tx) => {
      const attempt = await tx.get('deliveries', attemptId);
      if (attempt?.state !== 'IN_FLIGHT') return;
      const webhook = await tx.get('webhooks', attempt.webhookId);
      const finishedAt = clock.now();
      // A webhook cannot be deleted through the API, but an import can drop it: then no retry.
      const verdict = webhook ? judge(answer.status, webhook.expectedCode, attempt.attempt, retriesFor(attempt, webhook)) : 'FAILED';
      const { pendingAnswer: _answered, ...rest } = attempt;
      const kept = answer.body === undefined ? undefined : cutAnswer(answer.body);
      await tx.put('deliveries', {
        ...rest,
        state: verdict === 'SUCCEEDED' ? 'SUCCEEDED' : 'FAILED',
        finishedAt,
        responseStatus: answer.status ?? null,
        responseBody: kept?.body ?? null,
        ...(kept?.truncated ? { responseTruncated: true } : {}),
        error: answer.error ?? (verdict === 'SUCCEEDED' ? null : unexpectedStatus(answer.status, webhook?.expectedCode)),
      });
      if (verdict === 'RETRY') {
        const { [SIGNATURE_HEADER]: _signedForThisAttempt, ...headers } = rest.request.headers;
        await tx.put('deliveries', {
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
        });
      }
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
