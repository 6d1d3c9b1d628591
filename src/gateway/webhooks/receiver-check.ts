/**
 * "Is my receiver safe?": a battery of deliveries signed as the gateway signs them, sent to a
 * merchant's endpoint one after another, and what each answer says about the receiver. A safe
 * receiver verifies `X-Service-Signature` over the raw body, refuses stale timestamps, and
 * acknowledges a repeat or an out-of-order notification without acting on it again.
 *
 * Pure: the call goes out through the `send` it is given, the time comes in as an argument. The
 * CLI (`gateway-playground check-receiver`) and the Webhooks screen (through the sandbox helper
 * that runs it in the gateway) both run this one battery, so they print the same report.
 */
import { type CheckAnswer, type DeliveryFault, newPaymentHash, newUuid, type OutgoingRequest, type Webhook } from '../core';
import { webhookRequest, notificationBody } from './notifications';
import { defaultPayload } from './payload';
import { signingFor } from './attempt-kinds';
import type { CaseResult, CheckReport } from './receiver-check-report';
import { summary } from './receiver-check-words';
import { SIGNATURE_HEADER, signatureHeader } from './signing';

/** The receiver being checked: where and how to call it, what it expects, and its secret. */
export type CheckedReceiver = Pick<Webhook, 'endpoint' | 'method' | 'headers' | 'requestTemplate' | 'expectedCode' | 'signingSecret'>;

export interface CheckCase extends Pick<CaseResult, 'id' | 'sent' | 'expect' | 'safe' | 'unseen'> {
  /** The calls of the case, sent at the same moment: one, or two for the concurrent pair. */
  requests: OutgoingRequest[];
}

/** What a forged delivery is signed with, in words, by the fault that reuses the gateway's signing. */
const FORGED_BY: Readonly<Record<Extract<DeliveryFault, 'wrong-signature' | 'stale-timestamp'>, string>> = {
  'wrong-signature': 'signed with another secret',
  'stale-timestamp': 'signed an hour ago (t far outside the usual 300 s tolerance)',
};

/**
 * The battery for `receiver` at `nowMs`, in the order it is sent: a genuine REFUNDED
 * notification of a made-up payment, four forgeries of it, the genuine one again, a genuine
 * notification of a second payment twice at the same moment (neither copy seen before, so only a
 * receiver whose "seen it?" is atomic acts once), and the first payment's older COMPLETED
 * notification after its newer REFUNDED one. Only statuses that notify are sent (COMPLETED →
 * REFUNDED is the one move between two of them), so a receiver that refuses a status the gateway
 * never notifies is not failed for it.
 */
export function receiverBattery(receiver: CheckedReceiver, nowMs: number): CheckCase[] {
  const nowSeconds = Math.floor(nowMs / 1000);
  const payment = samplePayment(nowMs);
  const other = samplePayment(nowMs);
  const requestId = newUuid();
  const pairId = newUuid();
  const genuine = notificationBody(receiver, defaultPayload(SAMPLE_PRODUCT, payment, payment.statusHistory[1]!, requestId));
  const pair = notificationBody(receiver, defaultPayload(SAMPLE_PRODUCT, other, other.statusHistory[0]!, pairId));
  const older = notificationBody(receiver, defaultPayload(SAMPLE_PRODUCT, payment, payment.statusHistory[0]!, newUuid()));
  const tampered = changedBody(receiver, payment, requestId, genuine);
  const signed = (body: string, kind?: DeliveryFault, sentBody = body): OutgoingRequest => {
    const request = webhookRequest(receiver, sentBody);
    const { secret, timestampSeconds } = signingFor({ kind }, receiver.signingSecret, nowSeconds);
    request.headers[SIGNATURE_HEADER] = signatureHeader(secret, body, timestampSeconds);
    return request;
  };
  const accept = `accepts it (${receiver.expectedCode})`;
  const refuse = `refuses it (any status but ${receiver.expectedCode}) and acts on nothing`;
  const forged = (id: CheckCase['id'], sent: string, safe: string, request: OutgoingRequest): CheckCase => ({
    id,
    sent,
    expect: 'refuse',
    safe,
    unseen: null,
    requests: [request],
  });
  return [
    {
      id: 'genuine',
      sent: `a REFUNDED notification of order ${payment.hash}, signed with the secret`,
      expect: 'accept',
      safe: accept,
      unseen: null,
      requests: [signed(genuine)],
    },
    forged('wrong-signature', `the same notification ${FORGED_BY['wrong-signature']}`, refuse, signed(genuine, 'wrong-signature')),
    forged(
      'changed-body',
      'the same signature over a body changed after signing (price 1)',
      `${refuse}: verify the raw body`,
      signed(genuine, undefined, tampered),
    ),
    forged(
      'stale-timestamp',
      `the same notification ${FORGED_BY['stale-timestamp']}`,
      `${refuse}: check t`,
      signed(genuine, 'stale-timestamp'),
    ),
    forged('no-signature', `the same notification with no ${SIGNATURE_HEADER} header`, refuse, webhookRequest(receiver, genuine)),
    {
      id: 'duplicate',
      sent: `the genuine notification again (same requestId ${requestId}), signed afresh`,
      expect: 'accept',
      safe: accept,
      unseen: `refund order ${payment.hash} only once (a repeat carries the same requestId): check that your records show one refund`,
      requests: [signed(genuine, 'duplicate')],
    },
    {
      id: 'concurrent-duplicate',
      sent: `a COMPLETED notification of order ${other.hash}, twice at the same moment (same requestId ${pairId})`,
      expect: 'accept',
      safe: 'accepts both',
      unseen:
        `fulfil order ${other.hash} only once though neither copy was seen before (record the requestId under a unique key, not look-then-insert): ` +
        'check that your records show one fulfilment',
      requests: [signed(pair, 'duplicate'), signed(pair, 'duplicate')],
    },
    {
      id: 'older-status',
      sent: `order ${payment.hash}'s older COMPLETED notification (date 60 s earlier) after REFUNDED`,
      expect: 'accept',
      safe: accept,
      unseen: `keep order ${payment.hash} REFUNDED (compare date, not arrival): check that your records still say REFUNDED`,
      requests: [signed(older, 'older-status')],
    },
  ];
}

/**
 * Sends each case in order through `send` (a pair at the same moment) and judges the answers
 * against `expectedCode`: a forged delivery is refused by any answer but `expectedCode` (a dropped
 * connection too), a genuine one accepted only by `expectedCode`. When the first delivery gets no
 * answer at all, the endpoint is unreachable (or silent) and nothing more is sent. `secretName`
 * is what the summary calls the secret the deliveries were signed with.
 */
export async function runReceiverCheck(
  receiver: Pick<CheckedReceiver, 'endpoint' | 'expectedCode'>,
  cases: readonly CheckCase[],
  send: (request: OutgoingRequest) => Promise<CheckAnswer>,
  secretName = 'signing secret',
): Promise<CheckReport> {
  const results: CaseResult[] = [];
  for (const { requests, ...rest } of cases) {
    const answers = (await Promise.all(requests.map(send))).map(answerOf);
    const accepted = answers.map((answer) => answer.status === receiver.expectedCode);
    const ok = rest.expect === 'accept' ? accepted.every(Boolean) : !accepted.some(Boolean);
    results.push({ ...rest, answers, ok, mark: !ok ? 'fail' : rest.unseen === null ? 'pass' : 'accepted' });
    if (results.length === 1 && answers[0]!.status === null) break;
  }
  const first = results[0]!.answers[0]!;
  const unreached = first.status === null;
  const report = {
    endpoint: receiver.endpoint,
    expectedCode: receiver.expectedCode,
    passed: !unreached && results.every((result) => result.ok),
    unreachable: unreached && !first.silent,
    silent: first.silent,
    cases: results,
  };
  return { ...report, summary: summary(report, secretName) };
}

function answerOf(result: CheckAnswer): CaseResult['answers'][number] {
  if (result.kind === 'answered') return { status: result.status, error: null, silent: false };
  return { status: null, error: result.error, silent: result.kind === 'silent' };
}

const SAMPLE_PRODUCT = { id: '00000000-0000-4000-8000-00000000c4ec', name: 'Receiver check', shortName: 'receiver-check' };

/** A made-up payment: created two minutes ago, COMPLETED a minute ago, REFUNDED now. */
function samplePayment(nowMs: number) {
  return {
    hash: newPaymentHash(),
    externalId: `receiver-check-${newUuid().slice(0, 8)}`,
    price: 1299,
    details: { email: 'shopper@example.com' },
    createdAt: nowMs - 120_000,
    statusHistory: [
      { status: 'COMPLETED' as const, at: nowMs - 60_000, paymentMethod: 'BLIK' },
      { status: 'REFUNDED' as const, at: nowMs, paymentMethod: 'BLIK' },
    ],
  };
}

/** The genuine body with the price changed; a template that leaves the price out gets a trailing space instead. */
function changedBody(receiver: CheckedReceiver, payment: ReturnType<typeof samplePayment>, requestId: string, genuine: string): string {
  const body = notificationBody(receiver, defaultPayload(SAMPLE_PRODUCT, { ...payment, price: 1 }, payment.statusHistory[1]!, requestId));
  return body === genuine ? `${genuine} ` : body;
}
