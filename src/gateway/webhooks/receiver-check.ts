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
import { z } from 'zod';
import type { GatewayDeps } from '../deps';
import { errors } from '../errors';
import { newPaymentHash, newUuid } from '../ids';
import { webhookRequest, notificationBody } from './notifications';
import { defaultPayload } from './payload';
import type { CallResult, OutgoingRequest } from '../ports';
import type { DeliveryFault, Webhook } from '../records';
import type { SandboxRuntime } from '../sandbox-runtime';
import { signingFor } from './attempt-kinds';
import { SIGNATURE_HEADER, signatureHeader } from './signing';

/** The receiver being checked: where and how to call it, what it expects, and its secret. */
export type CheckedReceiver = Pick<Webhook, 'endpoint' | 'method' | 'headers' | 'requestTemplate' | 'expectedCode' | 'signingSecret'>;

const CASE_IDS = ['genuine', 'wrong-signature', 'changed-body', 'stale-timestamp', 'no-signature', 'duplicate', 'older-status'] as const;

/** How long one case's call may take: a receiver that never answers must not hang the check. */
export const CHECK_CALL_TIMEOUT_MS = 10_000;

/** One case as the report shows it: what was sent, the answer, and whether it is a safe receiver's. */
const caseResultSchema = z.object({
  id: z.enum(CASE_IDS),
  /** What was sent, in words. */
  sent: z.string(),
  /** Forged deliveries must be refused; the gateway's own (even repeated, even late) acknowledged. */
  expect: z.enum(['accept', 'refuse']),
  /** What a safe receiver does with it. */
  safe: z.string(),
  /** The endpoint's status, or the network error instead. */
  status: z.number().int().nullable(),
  error: z.string().nullable(),
  /** Whether the answer is what a safe receiver gives. */
  ok: z.boolean(),
});
export type CaseResult = z.infer<typeof caseResultSchema>;

/** The report, the same from the CLI and the sandbox helper (`POST /_sandbox/webhooks/{id}/check`). */
export const checkReportSchema = z
  .object({
    endpoint: z.string(),
    expectedCode: z.number().int(),
    /** True when every forged delivery was refused and every genuine one accepted. */
    passed: z.boolean(),
    /** True when the first (genuine) delivery got no answer at all: nothing else was sent. */
    unreachable: z.boolean(),
    cases: z.array(caseResultSchema),
  })
  .meta({ id: 'SandboxReceiverCheck' });
export type CheckReport = z.infer<typeof checkReportSchema>;

export interface CheckCase extends Omit<CaseResult, 'status' | 'error' | 'ok'> {
  request: OutgoingRequest;
}

/** What a forged delivery is signed with, in words, by the fault that reuses the gateway's signing. */
const FORGED_BY: Readonly<Record<Extract<DeliveryFault, 'wrong-signature' | 'stale-timestamp'>, string>> = {
  'wrong-signature': 'signed with another secret',
  'stale-timestamp': 'signed an hour ago (t far outside the usual 300 s tolerance)',
};

/**
 * The battery for `receiver` at `nowMs`, in the order it is sent: a genuine REFUNDED
 * notification of a made-up payment, four forgeries of it, the genuine one again, and the
 * payment's older COMPLETED notification after its newer REFUNDED one. Only statuses that notify
 * are sent (COMPLETED → REFUNDED is the one move between two of them), so a receiver that refuses
 * a status the gateway never notifies is not failed for it.
 */
export function receiverBattery(receiver: CheckedReceiver, nowMs: number): CheckCase[] {
  const nowSeconds = Math.floor(nowMs / 1000);
  const payment = samplePayment(nowMs);
  const requestId = newUuid();
  const genuine = notificationBody(receiver, defaultPayload(SAMPLE_PRODUCT, payment, payment.statusHistory[1]!, requestId));
  const older = notificationBody(receiver, defaultPayload(SAMPLE_PRODUCT, payment, payment.statusHistory[0]!, newUuid()));
  const tampered = changedBody(receiver, payment, requestId, genuine);
  const signed = (body: string, kind?: DeliveryFault, sentBody = body): OutgoingRequest => {
    const request = webhookRequest(receiver, sentBody);
    const { secret, timestampSeconds } = signingFor({ kind }, receiver.signingSecret, nowSeconds);
    request.headers[SIGNATURE_HEADER] = signatureHeader(secret, body, timestampSeconds);
    return request;
  };
  const refuse = `refuses it (any status but ${receiver.expectedCode}) and acts on nothing`;
  return [
    { id: 'genuine', sent: 'a REFUNDED notification, signed with the secret', expect: 'accept', safe: `accepts it (${receiver.expectedCode})`, request: signed(genuine) },
    { id: 'wrong-signature', sent: `the same notification ${FORGED_BY['wrong-signature']}`, expect: 'refuse', safe: refuse, request: signed(genuine, 'wrong-signature') },
    { id: 'changed-body', sent: 'the same signature over a body changed after signing (price 1)', expect: 'refuse', safe: `${refuse}: verify the raw body`, request: signed(genuine, undefined, tampered) },
    { id: 'stale-timestamp', sent: `the same notification ${FORGED_BY['stale-timestamp']}`, expect: 'refuse', safe: `${refuse}: check t`, request: signed(genuine, 'stale-timestamp') },
    { id: 'no-signature', sent: `the same notification with no ${SIGNATURE_HEADER} header`, expect: 'refuse', safe: refuse, request: webhookRequest(receiver, genuine) },
    { id: 'duplicate', sent: 'the genuine notification again (same requestId), signed afresh', expect: 'accept', safe: `accepts it (${receiver.expectedCode}) but fulfils the order only once (same requestId)`, request: signed(genuine, 'duplicate') },
    { id: 'older-status', sent: 'the payment’s older COMPLETED notification after REFUNDED', expect: 'accept', safe: `accepts it (${receiver.expectedCode}) but keeps the order REFUNDED (older date)`, request: signed(older, 'older-status') },
  ];
}

/**
 * Sends each case in order through `send` and judges the answers against `expectedCode`: a
 * forged delivery is refused by any answer but `expectedCode` (a dropped connection too), a
 * genuine one accepted only by `expectedCode`. When the first delivery gets no answer at all, the
 * endpoint is unreachable and nothing more is sent.
 */
export async function runReceiverCheck(
  receiver: Pick<CheckedReceiver, 'endpoint' | 'expectedCode'>,
  cases: readonly CheckCase[],
  send: (request: OutgoingRequest) => Promise<CallResult>,
): Promise<CheckReport> {
  const results: CaseResult[] = [];
  for (const { request, ...rest } of cases) {
    const result = await send(request);
    const status = result.kind === 'answered' ? result.status : null;
    const accepted = status === receiver.expectedCode;
    results.push({ ...rest, status, error: result.kind === 'network-error' ? result.error : null, ok: rest.expect === 'accept' ? accepted : !accepted });
    if (results.length === 1 && status === null) {
      return { endpoint: receiver.endpoint, expectedCode: receiver.expectedCode, passed: false, unreachable: true, cases: results };
    }
  }
  const passed = results.every((result) => result.ok);
  return { endpoint: receiver.endpoint, expectedCode: receiver.expectedCode, passed, unreachable: false, cases: results };
}

/** What the endpoint answered, in words. */
export function answerText(result: Pick<CaseResult, 'status' | 'error'>): string {
  return result.status === null ? `gave no answer (${result.error ?? 'network error'})` : `answered ${result.status}`;
}

/** The report as text: one line per case, then the verdict. The CLI prints it as it is. */
export function reportLines(report: CheckReport): string[] {
  const lines = report.cases.map(
    (result) => `${result.ok ? 'PASS' : 'FAIL'}  ${result.id.padEnd(15)} sent ${result.sent}; ${answerText(result)}; a safe receiver ${result.safe}.`,
  );
  return [...lines, verdict(report)];
}

/** One sentence on the whole report. */
export function verdict(report: CheckReport): string {
  if (report.unreachable) return `${report.endpoint} could not be reached: nothing else was sent.`;
  if (report.passed) return `${report.endpoint} refused every forged delivery and accepted every genuine one.`;
  const failed = report.cases.filter((result) => !result.ok).map((result) => result.id);
  return `${report.endpoint} is not safe yet: ${failed.join(', ')} answered as a safe receiver would not.`;
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

/**
 * The battery for a registered webhook, signed on the gateway's clock as its deliveries are:
 * its endpoint, method, own headers, template, expected code and secret. `call` makes each call
 * as deliveries make them (a scripted receiver answers inside, any other endpoint for real).
 */
export function receiverCheckModule({ store, clock }: Pick<GatewayDeps, 'store' | 'clock'>) {
  return {
    async check(webhookId: string, call: SandboxRuntime['callEndpoint']): Promise<CheckReport> {
      const webhook = await store.read((tx) => tx.get('webhooks', webhookId));
      if (!webhook) throw errors.notFound('WebhookEntity');
      const now = clock.now();
      // A scripted receiver that verifies signatures checks each case as it checks deliveries.
      const signing = { secret: webhook.signingSecret, nowSeconds: Math.floor(now / 1000) };
      return runReceiverCheck(webhook, receiverBattery(webhook, now), (request) => call(request, signing));
    },
  };
}
