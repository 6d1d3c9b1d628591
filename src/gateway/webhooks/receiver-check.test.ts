import { createHmac } from 'node:crypto';
import { describe, expect, it } from 'vitest';
import type { CallResult, OutgoingRequest } from '../core/ports';
import { receiverBattery, runReceiverCheck, type CheckedReceiver } from './receiver-check';
import { reportLines } from './receiver-check-words';

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

/** Every call of the battery with its case, a pair's two calls one after the other. */
const calls = (cases: ReturnType<typeof receiverBattery>) => cases.flatMap((c) => c.requests.map((request) => ({ id: c.id, request })));
const bodyOf = (request: OutgoingRequest) => JSON.parse(request.body.trim());

describe('the receiver battery', () => {
  it('sends a genuine delivery, four forgeries, a duplicate, a concurrent pair and an older status, in that order', () => {
    expect(receiverBattery(RECEIVER, NOW).map((c) => [c.id, c.expect, c.requests.length])).toEqual([
      ['genuine', 'accept', 1],
      ['wrong-signature', 'refuse', 1],
      ['changed-body', 'refuse', 1],
      ['stale-timestamp', 'refuse', 1],
      ['no-signature', 'refuse', 1],
      ['duplicate', 'accept', 1],
      ['concurrent-duplicate', 'accept', 2],
      ['older-status', 'accept', 1],
    ]);
  });

  it('signs exactly the deliveries a safe receiver must accept, as the gateway signs', () => {
    for (const { id, request } of calls(receiverBattery(RECEIVER, NOW))) {
      const expected = receiverBattery(RECEIVER, NOW).find((c) => c.id === id)!.expect === 'accept';
      expect([id, verifies(request, RECEIVER.signingSecret, NOW / 1000)]).toEqual([id, expected]);
    }
  });

  it('calls the endpoint with the webhook method, its own headers and the JSON content type', () => {
    const [genuine] = receiverBattery(RECEIVER, NOW);
    expect(genuine!.requests[0]).toMatchObject({
      method: 'POST',
      url: RECEIVER.endpoint,
      headers: { 'X-Shop': 'one', 'Content-Type': 'application/json' },
    });
  });

  it('repeats the genuine body and requestId for the duplicate, and dates the older status earlier', () => {
    const cases = Object.fromEntries(receiverBattery(RECEIVER, NOW).map((c) => [c.id, bodyOf(c.requests[0]!)]));
    expect(cases.duplicate).toEqual(cases.genuine);
    expect(cases.genuine).toMatchObject({ status: 'REFUNDED', price: 1299, date: NOW / 1000 });
    expect(cases['changed-body']).toMatchObject({ status: 'REFUNDED', price: 1, requestId: cases.genuine.requestId });
    expect(cases['older-status']).toMatchObject({ status: 'COMPLETED', orderId: cases.genuine.orderId, date: NOW / 1000 - 60 });
    expect(cases['older-status'].requestId).not.toBe(cases.genuine.requestId);
  });

  it('sends the concurrent pair as two identical deliveries of a notification no earlier case carried', () => {
    const battery = receiverBattery(RECEIVER, NOW);
    const [first, second] = battery.find((c) => c.id === 'concurrent-duplicate')!.requests;
    expect(second).toEqual(first);
    const pair = bodyOf(first!);
    const earlier = battery.slice(0, 6).map((c) => bodyOf(c.requests[0]!));
    expect(pair).toMatchObject({ status: 'COMPLETED', price: 1299 });
    expect(earlier.filter((body) => body.orderId === pair.orderId || body.requestId === pair.requestId)).toEqual([]);
  });

  it('names in the repeats’ lines the order and requestId a merchant looks for in their records', () => {
    const battery = receiverBattery(RECEIVER, NOW);
    const genuine = bodyOf(battery[0]!.requests[0]!);
    const duplicate = battery.find((c) => c.id === 'duplicate')!;
    expect(duplicate.sent).toContain(genuine.requestId);
    expect(duplicate.unseen).toContain(`refund order ${genuine.orderId} only once`);
    expect(battery.find((c) => c.id === 'older-status')!.unseen).toContain(`keep order ${genuine.orderId} REFUNDED`);
    expect(battery.filter((c) => c.expect === 'refuse').map((c) => c.unseen)).toEqual([null, null, null, null]);
  });

  it('changes a templated body that leaves the price out all the same', () => {
    const templated = { ...RECEIVER, requestTemplate: { order: '{{orderId}}' } };
    const cases = Object.fromEntries(receiverBattery(templated, NOW).map((c) => [c.id, c.requests[0]!.body]));
    expect(cases['changed-body']).not.toBe(cases.genuine);
  });
});

const marks = (report: { cases: { id: string; mark: string }[] }) => report.cases.map((c) => [c.id, c.mark]);

describe('judging the answers', () => {
  it('passes a receiver that verifies signatures, marking the repeats it accepted as accepted, not passed', async () => {
    const report = await runReceiverCheck(RECEIVER, receiverBattery(RECEIVER, NOW), safe);
    expect(report).toMatchObject({ passed: true, unreachable: false, silent: false });
    expect(marks(report)).toEqual([
      ['genuine', 'pass'],
      ['wrong-signature', 'pass'],
      ['changed-body', 'pass'],
      ['stale-timestamp', 'pass'],
      ['no-signature', 'pass'],
      ['duplicate', 'accepted'],
      ['concurrent-duplicate', 'accepted'],
      ['older-status', 'accepted'],
    ]);
    expect(report.summary).toContain('refused every forged delivery and accepted every genuine one');
    expect(report.summary).toContain('It accepted duplicate, concurrent-duplicate, older-status: check in its records');
  });

  it('fails a receiver that accepts everything, naming each forgery it let in, and claims nothing of its repeats but acceptance', async () => {
    const report = await runReceiverCheck(RECEIVER, receiverBattery(RECEIVER, NOW), async () => answer(200));
    expect(report.passed).toBe(false);
    expect(report.cases.filter((c) => !c.ok).map((c) => c.id)).toEqual([
      'wrong-signature',
      'changed-body',
      'stale-timestamp',
      'no-signature',
    ]);
    expect(marks(report).slice(5)).toEqual([
      ['duplicate', 'accepted'],
      ['concurrent-duplicate', 'accepted'],
      ['older-status', 'accepted'],
    ]);
  });

  it('fails a receiver that refuses a repeat, which the gateway would retry for hours, and one copy of the concurrent pair', async () => {
    const seen = new Set<string>();
    const report = await runReceiverCheck(RECEIVER, receiverBattery(RECEIVER, NOW), async (request) => {
      if (!verifies(request, RECEIVER.signingSecret, NOW / 1000)) return answer(401);
      const { requestId } = bodyOf(request);
      if (seen.has(requestId)) return answer(409);
      seen.add(requestId);
      return answer(200);
    });
    expect(report.cases.filter((c) => !c.ok).map((c) => c.id)).toEqual(['duplicate', 'concurrent-duplicate']);
    expect(report.cases.find((c) => c.id === 'concurrent-duplicate')!.answers.map((a) => a.status)).toEqual([200, 409]);
  });

  it('sends the concurrent pair at the same moment: the second goes out before the first is answered', async () => {
    let inFlight = 0;
    let most = 0;
    await runReceiverCheck(RECEIVER, receiverBattery(RECEIVER, NOW), async (request) => {
      inFlight += 1;
      most = Math.max(most, inFlight);
      await Promise.resolve();
      inFlight -= 1;
      return safe(request);
    });
    expect(most).toBe(2);
  });

  it('judges against the expected code: another 2xx is not an acceptance', async () => {
    const report = await runReceiverCheck({ ...RECEIVER, expectedCode: 204 }, receiverBattery(RECEIVER, NOW), safe);
    expect(report.passed).toBe(false);
    expect(report.cases.find((c) => c.id === 'genuine')).toMatchObject({ answers: [{ status: 200 }], ok: false });
    expect(report.cases.find((c) => c.id === 'no-signature')).toMatchObject({ answers: [{ status: 401 }], ok: true });
  });

  it('names a wrong secret as the likely cause when every genuine delivery is refused', async () => {
    const other = async (request: OutgoingRequest) => answer(verifies(request, 'whsec_another', NOW / 1000) ? 200 : 401);
    const report = await runReceiverCheck(RECEIVER, receiverBattery(RECEIVER, NOW), other, '--secret');
    expect(report.passed).toBe(false);
    expect(report.summary).toContain('Every genuine delivery was refused: the likely cause is a wrong --secret');
  });

  it('does not blame the secret when some genuine delivery was accepted', async () => {
    let calls = 0;
    const report = await runReceiverCheck(RECEIVER, receiverBattery(RECEIVER, NOW), async (request) =>
      calls++ === 0 ? answer(500) : safe(request),
    );
    expect(report.cases[0]).toMatchObject({ id: 'genuine', ok: false });
    expect(report.summary).not.toContain('secret');
  });

  it('counts a dropped connection on a forgery as a refusal', async () => {
    const report = await runReceiverCheck(RECEIVER, receiverBattery(RECEIVER, NOW), async (request) =>
      verifies(request, RECEIVER.signingSecret, NOW / 1000) ? answer(200) : { kind: 'network-error', error: 'ECONNRESET' },
    );
    expect(report.passed).toBe(true);
  });

  it('stops after the first delivery when the endpoint cannot be reached', async () => {
    const sent: string[] = [];
    const report = await runReceiverCheck(RECEIVER, receiverBattery(RECEIVER, NOW), async (request) => {
      sent.push(request.url);
      return { kind: 'network-error', error: 'ECONNREFUSED' };
    });
    expect(report).toMatchObject({ passed: false, unreachable: true, silent: false });
    expect(report.summary).toContain('could not be reached (ECONNREFUSED)');
    expect(sent).toHaveLength(1);
  });

  it('says an endpoint that took the connection and never answered was reached but silent, not unreachable', async () => {
    const sent: string[] = [];
    const report = await runReceiverCheck(RECEIVER, receiverBattery(RECEIVER, NOW), async (request) => {
      sent.push(request.url);
      return { kind: 'silent', error: 'no answer within 10 s' };
    });
    expect(report).toMatchObject({ passed: false, unreachable: false, silent: true });
    expect(report.summary).toBe(
      'https://merchant.example/hooks was reached but silent: it took the connection and sent no answer within 10 s; nothing else was sent.',
    );
    expect(reportLines(report)[0]).toContain('took the connection and sent no answer within 10 s');
    expect(sent).toHaveLength(1);
  });

  it('prints one line per case saying what was sent, what came back and what a safe receiver does', async () => {
    const report = await runReceiverCheck(RECEIVER, receiverBattery(RECEIVER, NOW), async () => answer(200));
    const lines = reportLines(report);
    expect(lines).toHaveLength(9);
    expect(lines[1]).toMatch(
      /^FAIL {6}wrong-signature +sent the same notification signed with another secret; answered 200 \(accepted\); a safe receiver refuses it/,
    );
    expect(lines[0]).toMatch(/^PASS {6}genuine/);
    expect(lines[5]).toMatch(
      /^ACCEPTED {2}duplicate +sent .*; answered 200 \(accepted\); a safe receiver accepts it \(200\); no status code can show the rest: it must also refund order \w+ only once .*: check that your records show one refund\.$/,
    );
    expect(lines[6]).toMatch(
      /^ACCEPTED {2}concurrent-duplicate +sent .*twice at the same moment.*; answered 200 and 200 \(accepted\); a safe receiver accepts both; no status code can show the rest: it must also fulfil order \w+ only once/,
    );
    expect(lines[8]).toContain('is not safe yet: wrong-signature, changed-body, stale-timestamp, no-signature');
  });
});
