import { createHmac } from 'node:crypto';
import { describe, expect, it } from 'vitest';
import type { CallResult, OutgoingRequest } from '../ports';
import { receiverBattery, reportLines, runReceiverCheck, type CheckedReceiver } from './receiver-check';

const NOW = 1_768_478_400_000;
const RECEIVER: CheckedReceiver = {
  endpoint: 'https://merchant.example/hooks',
  method: 'POST',
  headers: { 'X-Shop': ['one'] },
  expectedCode: 200,
  signingSecret: 'whsec_receiver_check',
};

/** A receiver written from the README: HMAC over `<t>.<raw body>`, 300 s tolerance, no header no entry. */
function verifies(request: OutgoingRequest, secret: string, nowSeconds: number): boolean {
  const header = request.headers['X-Service-Signature'];
  const match = header?.match(/^t=(\d+),v1=([0-9a-f]+)$/);
  if (!match) return false;
  const expected = createHmac('sha256', secret).update(`${match[1]}.${request.body}`).digest('hex');
  return expected === match[2] && Math.abs(nowSeconds - Number(match[1])) <= 300;
}

const answer = (status: number): CallResult => ({ kind: 'answered', status, body: '' });
const safe = async (request: OutgoingRequest) => answer(verifies(request, RECEIVER.signingSecret, NOW / 1000) ? 200 : 401);

describe('the receiver battery', () => {
  it('sends a genuine delivery, four forgeries, a duplicate and an older status, in that order', () => {
    expect(receiverBattery(RECEIVER, NOW).map((c) => [c.id, c.expect])).toEqual([
      ['genuine', 'accept'],
      ['wrong-signature', 'refuse'],
      ['changed-body', 'refuse'],
      ['stale-timestamp', 'refuse'],
      ['no-signature', 'refuse'],
      ['duplicate', 'accept'],
      ['older-status', 'accept'],
    ]);
  });

  it('signs exactly the deliveries a safe receiver must accept, as the gateway signs', () => {
    for (const sent of receiverBattery(RECEIVER, NOW)) {
      expect([sent.id, verifies(sent.request, RECEIVER.signingSecret, NOW / 1000)]).toEqual([sent.id, sent.expect === 'accept']);
    }
  });

  it('calls the endpoint with the webhook method, its own headers and the JSON content type', () => {
    const [genuine] = receiverBattery(RECEIVER, NOW);
    expect(genuine!.request).toMatchObject({ method: 'POST', url: RECEIVER.endpoint, headers: { 'X-Shop': 'one', 'Content-Type': 'application/json' } });
  });

  it('repeats the genuine body and requestId for the duplicate, and dates the older status earlier', () => {
    const cases = Object.fromEntries(receiverBattery(RECEIVER, NOW).map((c) => [c.id, JSON.parse(c.request.body.trim())]));
    expect(cases.duplicate).toEqual(cases.genuine);
    expect(cases.genuine).toMatchObject({ status: 'REFUNDED', price: 1299, date: NOW / 1000 });
    expect(cases['changed-body']).toMatchObject({ status: 'REFUNDED', price: 1, requestId: cases.genuine.requestId });
    expect(cases['older-status']).toMatchObject({ status: 'COMPLETED', orderId: cases.genuine.orderId, date: NOW / 1000 - 60 });
    expect(cases['older-status'].requestId).not.toBe(cases.genuine.requestId);
  });

  it('changes a templated body that leaves the price out all the same', () => {
    const templated = { ...RECEIVER, requestTemplate: { order: '{{orderId}}' } };
    const cases = Object.fromEntries(receiverBattery(templated, NOW).map((c) => [c.id, c.request.body]));
    expect(cases['changed-body']).not.toBe(cases.genuine);
  });
});

describe('judging the answers', () => {
  it('passes a receiver that verifies signatures and acknowledges repeats', async () => {
    const report = await runReceiverCheck(RECEIVER, receiverBattery(RECEIVER, NOW), safe);
    expect(report).toMatchObject({ passed: true, unreachable: false });
    expect(report.cases.every((c) => c.ok)).toBe(true);
  });

  it('fails a receiver that accepts everything, naming each forgery it let in', async () => {
    const report = await runReceiverCheck(RECEIVER, receiverBattery(RECEIVER, NOW), async () => answer(200));
    expect(report.passed).toBe(false);
    expect(report.cases.filter((c) => !c.ok).map((c) => c.id)).toEqual(['wrong-signature', 'changed-body', 'stale-timestamp', 'no-signature']);
  });

  it('fails a receiver that refuses a duplicate, which the gateway would retry for hours', async () => {
    let seen = 0;
    const report = await runReceiverCheck(RECEIVER, receiverBattery(RECEIVER, NOW), async (request) =>
      verifies(request, RECEIVER.signingSecret, NOW / 1000) && seen++ === 0 ? answer(200) : answer(409),
    );
    expect(report.cases.filter((c) => !c.ok).map((c) => c.id)).toEqual(['duplicate', 'older-status']);
  });

  it('judges against the expected code: another 2xx is not an acceptance', async () => {
    const report = await runReceiverCheck({ ...RECEIVER, expectedCode: 204 }, receiverBattery(RECEIVER, NOW), safe);
    expect(report.passed).toBe(false);
    expect(report.cases.find((c) => c.id === 'genuine')).toMatchObject({ status: 200, ok: false });
    expect(report.cases.find((c) => c.id === 'no-signature')).toMatchObject({ status: 401, ok: true });
  });

  it('counts a dropped connection on a forgery as a refusal', async () => {
    const report = await runReceiverCheck(RECEIVER, receiverBattery(RECEIVER, NOW), async (request) =>
      verifies(request, RECEIVER.signingSecret, NOW / 1000) ? answer(200) : { kind: 'network-error', error: 'ECONNRESET' },
    );
    expect(report.passed).toBe(true);
  });

  it('stops after the first delivery when the endpoint cannot be reached', async () => {
    const calls: string[] = [];
    const report = await runReceiverCheck(RECEIVER, receiverBattery(RECEIVER, NOW), async (request) => {
      calls.push(request.url);
      return { kind: 'network-error', error: 'ECONNREFUSED' };
    });
    expect(report).toMatchObject({ passed: false, unreachable: true });
    expect(calls).toHaveLength(1);
  });

  it('prints one line per case saying what was sent, what came back and what a safe receiver does', async () => {
    const report = await runReceiverCheck(RECEIVER, receiverBattery(RECEIVER, NOW), async () => answer(200));
    const lines = reportLines(report);
    expect(lines).toHaveLength(8);
    expect(lines[1]).toMatch(/^FAIL {2}wrong-signature +sent the same notification signed with another secret; answered 200; a safe receiver refuses it/);
    expect(lines[0]).toMatch(/^PASS {2}genuine/);
    expect(lines[7]).toContain('is not safe yet: wrong-signature, changed-body, stale-timestamp, no-signature');
  });
});
