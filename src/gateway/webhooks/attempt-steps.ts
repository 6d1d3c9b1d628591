/**
 * What one delivery attempt becomes when it is claimed and when its answer comes: pure steps on
 * records, shared by the claims of the delivery runner and by local instants run in one
 * transaction (`local-instants.ts`).
 */
import { cutAnswer } from './answer-body';
import { type CallResult, type DeliveryAttempt, newUuid, type OutgoingRequest, type Webhook } from '../core';
import { signedWebhookRequest } from './notifications';
import { receiverName, type ScriptedResult, type SignedCall } from './receivers';
import { retriesFor, signingFor } from './attempt-kinds';
import { judge, waitBeforeRetry } from './retry-policy';
import { SIGNATURE_HEADER } from './signing';

/** What a call came back with, as an attempt stores it: a status and body, or a network error. */
export type CallAnswer = { status?: number; body?: string; error?: string };

export function answerOf(result: CallResult): CallAnswer {
  return result.kind === 'answered' ? { status: result.status, body: result.body } : { error: result.error };
}

/** What claiming an attempt came to. */
export type Claim =
  /** No longer PENDING (another tab or server claimed it), or its webhook is gone. */
  | { kind: 'not-sent' }
  /** A scripted receiver took the call in the claim's transaction; its answer is stored or parked. */
  | { kind: 'answered-inside'; neverAnswers: boolean }
  /** Marked IN_FLIGHT; the call is to be sent. Its answer is recorded against `webhookId`'s rules. */
  | { kind: 'claimed'; request: OutgoingRequest; webhookId: string };

/** The next answers of the scripted receivers (see `scriptedReceivers`). */
export interface ReceiverAnswers {
  answer(name: string, call?: SignedCall): ScriptedResult;
}

/**
 * When a claim happens: `sentAt` on the gateway's clock (simulated time included), which dates the
 * attempt, and `realNow`, real epoch milliseconds, which its signature's `t` is (the contract: a
 * receiver checking freshness against its own clock accepts a retry that simulated time sent).
 */
export interface ClaimTime {
  sentAt: number;
  realNow: number;
}

/**
 * Claims one PENDING attempt at `sentAt`: signs it afresh, at real time, with the webhook's
 * current endpoint, method and headers (the body stays the notification's own) and, when the
 * endpoint is a scripted receiver, takes its answer at once (one that verifies signatures checks
 * them against real time too). Answers the claim and the records it leaves: the
 * attempt IN_FLIGHT (a call to make, a parked answer, one that never comes), or finished with the
 * retry the policy calls for. `finishedAt` is read only when an answer is taken. A call out of the
 * sandbox is marked as awaited by `sender` (`Senders.me`), when the store can tell senders apart.
 */
export function claimOne(
  attempt: DeliveryAttempt,
  webhook: Webhook | undefined,
  { sentAt, realNow }: ClaimTime,
  receivers: ReceiverAnswers,
  finishedAt: () => number,
  sender?: string,
): { claim: Claim; records: DeliveryAttempt[] } {
  if (!webhook) {
    // A webhook cannot be deleted through the API, but an import can drop it.
    return {
      claim: { kind: 'not-sent' },
      records: [{ ...attempt, state: 'FAILED', sentAt, finishedAt: sentAt, error: 'The webhook no longer exists' }],
    };
  }
  const claimed: DeliveryAttempt = {
    ...attempt,
    state: 'IN_FLIGHT',
    sentAt,
    request: signedRequest(webhook, attempt, unixSeconds(realNow)),
  };
  const receiver = receiverName(claimed.request.url);
  if (receiver === undefined) {
    const awaited = sender === undefined ? claimed : { ...claimed, awaitedBy: sender };
    return { claim: { kind: 'claimed', request: claimed.request, webhookId: webhook.id }, records: [awaited] };
  }
  const result = receivers.answer(receiver, { request: claimed.request, secret: webhook.signingSecret, nowSeconds: unixSeconds(realNow) });
  const claim: Claim = { kind: 'answered-inside', neverAnswers: result.kind === 'never-answers' };
  if (result.kind === 'never-answers') return { claim, records: [claimed] };
  if (result.delayMs) return { claim, records: [{ ...claimed, pendingAnswer: { at: sentAt + result.delayMs, ...answerOf(result) } }] };
  return { claim, records: outcome(claimed, webhook, answerOf(result), finishedAt()) };
}

/** The webhook's call with the attempt's body, signed at `signedAtSeconds` (real time, unix seconds). */
function signedRequest(webhook: Webhook, attempt: DeliveryAttempt, signedAtSeconds: number): OutgoingRequest {
  return signedWebhookRequest(webhook, attempt.request.body, signingFor(attempt, webhook.signingSecret, signedAtSeconds));
}

/**
 * An IN_FLIGHT attempt as its answer leaves it, and the retry the policy calls for, if any.
 * With its webhook gone (an import can drop it), no retry.
 */
export function outcome(attempt: DeliveryAttempt, webhook: Webhook | undefined, answer: CallAnswer, finishedAt: number): DeliveryAttempt[] {
  const verdict = webhook ? judge(answer.status, webhook.expectedCode, attempt.attempt, retriesFor(attempt, webhook)) : 'FAILED';
  const { pendingAnswer: _answered, awaitedBy: _noLonger, ...rest } = attempt;
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

function unixSeconds(epochMs: number): number {
  return Math.floor(epochMs / 1000);
}

/** A receiver sees one payment's notifications in the order they were queued. */
export function laneOf(attempt: DeliveryAttempt): string {
  return `${attempt.webhookId} ${attempt.paymentHash}`;
}

function unexpectedStatus(status: number | undefined, expectedCode: number | undefined): string {
  return expectedCode === undefined ? 'The webhook no longer exists' : `Expected HTTP ${expectedCode}, got ${status}`;
}
