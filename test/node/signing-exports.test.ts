/**
 * The package's signing helpers, `signatureHeader` and `verifySignature`, as a merchant's receiver
 * tests use them: they agree with Node's crypto, with each other and with what a real delivery
 * carries, and a shop checking 300 s freshness with them accepts every retry of two simulated hours.
 */
import { createHmac } from 'node:crypto';
import { createServer, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import { afterEach, describe, expect, it } from 'vitest';
import { signatureHeader, startSandbox, verifySignature, type RunningSandbox } from '../../src/app/node/index';

const SECRET = 'whsec_shop_secret';
const BODY = '{"orderId":"AbCdEfGhIj","status":"COMPLETED","price":1299}';
const T = 1_700_000_000;

const open: { close(): unknown }[] = [];
afterEach(async () => {
  await Promise.all(open.splice(0).map((thing) => thing.close()));
});

describe('signatureHeader and verifySignature', () => {
  it('sign as the contract says: t=<unix seconds>,v1=<hex HMAC-SHA256 of "<t>.<raw body>">', () => {
    const hmac = createHmac('sha256', SECRET).update(`${T}.${BODY}`).digest('hex');
    expect(signatureHeader(BODY, SECRET, { timestamp: T })).toBe(`t=${T},v1=${hmac}`);
    const now = Math.floor(Date.now() / 1000);
    expect(signatureHeader(BODY, SECRET)).toMatch(new RegExp(`^t=(${now}|${now + 1}),v1=[0-9a-f]{64}$`));
  });

  it('verify within 300 s of now (epoch milliseconds, Date.now() by default), and refuse past it', () => {
    const header = signatureHeader(BODY, SECRET, { timestamp: T });
    expect(verifySignature(BODY, header, SECRET, { now: T * 1000 + 300_000 })).toBe(true);
    expect(verifySignature(BODY, header, SECRET, { now: T * 1000 - 300_000 })).toBe(true);
    expect(verifySignature(BODY, header, SECRET, { now: T * 1000 + 301_000 })).toBe(false);
    expect(verifySignature(BODY, header, SECRET, { now: T * 1000 + 3_600_000, toleranceSeconds: 3_600 })).toBe(true);
    expect(verifySignature(BODY, header, SECRET)).toBe(false);
    expect(verifySignature(BODY, signatureHeader(BODY, SECRET), SECRET)).toBe(true);
  });

  it('refuse a changed body, another secret, a missing or doubled header; take the raw body as a Buffer too', () => {
    const header = signatureHeader(BODY, SECRET);
    expect(verifySignature(`${BODY} `, header, SECRET)).toBe(false);
    expect(verifySignature(BODY, header, 'whsec_other')).toBe(false);
    expect(verifySignature(BODY, undefined, SECRET)).toBe(false);
    expect(verifySignature(BODY, [header, header], SECRET)).toBe(false);
    expect(verifySignature(Buffer.from(BODY), [header], SECRET)).toBe(true);
    expect(verifySignature(Buffer.from([0xff, 0xfe]), header, SECRET)).toBe(false);
  });

  it('say so when now is given in seconds rather than milliseconds', () => {
    expect(() => verifySignature(BODY, signatureHeader(BODY, SECRET, { timestamp: T }), SECRET, { now: T })).toThrow(
      new TypeError(`verifySignature: now is epoch milliseconds (Date.now()), not ${T}`),
    );
  });
});

/** A shop's `/webhooks` (node:http): the raw body checked with `verifySignature`; 500 for its first `failures` genuine calls. */
async function shop(failures: number, secret: () => string) {
  const received: { header: string; body: string; verified: boolean }[] = [];
  const server: Server = createServer((request, response) => {
    const chunks: Buffer[] = [];
    request.on('data', (chunk: Buffer) => chunks.push(chunk));
    request.on('end', () => {
      const raw = Buffer.concat(chunks);
      const verified = verifySignature(raw, request.headers['x-service-signature'], secret());
      received.push({ header: String(request.headers['x-service-signature']), body: raw.toString('utf8'), verified });
      const genuine = received.filter((call) => call.verified).length;
      response.writeHead(!verified ? 400 : genuine <= failures ? 500 : 200).end();
    });
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  open.push({ close: () => new Promise((resolve) => server.close(resolve)) });
  return { url: `http://127.0.0.1:${(server.address() as AddressInfo).port}/webhooks`, received };
}

async function merchant(sandbox: RunningSandbox, endpoint: string) {
  const api = async (path: string, key: string, body: unknown = {}) =>
    (
      await fetch(`${sandbox.baseUrl}${path}`, {
        method: 'POST',
        headers: { 'X-API-KEY': key, 'Content-Type': 'application/json' },
        body: JSON.stringify(body),
      })
    ).json();
  const { keys } = await sandbox.createPartner();
  const product = await api('/api/product/pay', keys.sandbox, { name: 'Mugs', shortName: `mugs-${Date.now()}` });
  const webhook = await api('/api/pay/plugin/webhook', keys.sandbox, { endpoint, expectedCode: 200, retries: 5 });
  await api(`/api/pay/plugin/webhook/${webhook.id}/products/${product.id}`, keys.sandbox);
  const created = await api(`/api/pay/product/${product.id}/subproduct/pricing`, keys.sandbox, {
    price: 1299,
    externalId: 'order-1',
    details: {},
  });
  return { webhook, hash: new URL(created.redirectUrl).searchParams.get('externalId')! };
}

describe('a real delivery', () => {
  it('is signed as signatureHeader signs, and a shop checking 300 s with verifySignature accepts every retry of two simulated hours', async () => {
    let secret = '';
    const receiver = await shop(4, () => secret);
    const sandbox = await startSandbox({ clock: 'simulated' });
    open.push(sandbox);
    const { webhook, hash } = await merchant(sandbox, receiver.url);
    secret = webhook.signingSecret;

    await sandbox.pay(hash);
    await sandbox.advance(2 * 3_600_000);

    const attempts = await sandbox.deliveries({ paymentHash: hash });
    expect(attempts.map((attempt) => [attempt.attempt, attempt.responseStatus])).toEqual([
      [1, 500],
      [2, 500],
      [3, 500],
      [4, 500],
      [5, 200],
    ]);
    expect(receiver.received.map((call) => call.verified)).toEqual([true, true, true, true, true]);
    for (const call of receiver.received) {
      const t = Number(/^t=(\d+),/.exec(call.header)![1]);
      expect(signatureHeader(call.body, secret, { timestamp: t })).toBe(call.header);
    }
  });
});
