import { beforeEach, describe, expect, it } from 'vitest';
import { RECORD_COLLECTIONS } from '../../gateway/core/record-collections';
import { ROUTES } from '../../http/routes';
import { BASE, STATUS } from '../../../test/support/harness';
import { connectUiToSandbox, type UiSandbox } from '../../../test/support/ui-sandbox';
import { createSandboxClient, describeFailure, HelperError, type HelperRoute } from './sandbox-client';
import { sandbox } from './sandbox-connection';

/** Every route the client is typed for; the compiler holds this list complete (and no longer). */
const CLIENT_ROUTES: Record<HelperRoute, true> = {
  ...(Object.fromEntries(
    RECORD_COLLECTIONS.flatMap((c) => [`GET /_sandbox/records/${c}`, `GET /_sandbox/records/${c}/:id`]).map((route) => [route, true]),
  ) as Record<Extract<HelperRoute, `GET /_sandbox/records/${string}`>, true>),
  'POST /_sandbox/keys': true,
  'GET /_sandbox/faults': true,
  'PUT /_sandbox/faults': true,
  'GET /_sandbox/partners': true,
  'POST /_sandbox/partners': true,
  'POST /_sandbox/keys/revoke': true,
  'GET /_sandbox/checkout/:paymentHash': true,
  'POST /_sandbox/checkout/:paymentHash/pay': true,
  'POST /_sandbox/payments/:paymentHash/status': true,
  'GET /_sandbox/clock': true,
  'POST /_sandbox/clock': true,
  'POST /_sandbox/clock/advance': true,
  'POST /_sandbox/clock/advance/stop': true,
  'POST /_sandbox/clock/next-due': true,
  'GET /_sandbox/openapi.json': true,
  'GET /_sandbox/deliveries': true,
  'GET /_sandbox/receivers': true,
  'PUT /_sandbox/receivers/:name': true,
  'GET /_sandbox/products/:productId/notifications': true,
  'PUT /_sandbox/products/:productId/notifications': true,
  'GET /_sandbox/webhooks/:webhookId/secret': true,
  'POST /_sandbox/webhooks/:webhookId/check': true,
  'POST /_sandbox/webhooks/:webhookId/send': true,
  'POST /_sandbox/deliveries/:deliveryId/redeliver': true,
  'GET /_sandbox/payments/:paymentHash/payload': true,
  'GET /_sandbox/summary': true,
  'GET /_sandbox/export': true,
  'POST /_sandbox/import': true,
  'POST /_sandbox/reset': true,
};

let ui: UiSandbox;

beforeEach(async () => {
  ui = await connectUiToSandbox();
});

describe('the sandbox client', () => {
  it('is typed for routes the route table declares, each keyless on the base host', () => {
    const declared = new Set(ROUTES.filter((route) => route.kind === 'open' && route.role === 'base').map((r) => `${r.method} ${r.path}`));
    expect(Object.keys(CLIENT_ROUTES).filter((route) => !declared.has(route))).toEqual([]);
  });

  it('is typed for every helper the route table declares, but the two no screen calls through it', () => {
    const helpers = ROUTES.filter((route) => route.path.startsWith('/_sandbox/')).map((r) => `${r.method} ${r.path}`);
    // The change stream is read by an EventSource (src/app/browser/server-changes.ts), not as one
    // JSON answer; a stored payment is read by screens through the records browser.
    expect(helpers.filter((route) => !(route in CLIENT_ROUTES))).toEqual(['GET /_sandbox/payments/:paymentHash', 'GET /_sandbox/changes']);
  });

  it('sends a body as JSON and answers the parsed JSON the gateway answered', async () => {
    const created = await sandbox().call('POST /_sandbox/partners', { body: { name: 'Mug Shop' } });

    expect(created.name).toBe('Mug Shop');
    expect(created.keys.sandbox).toMatch(/^sk_test_/);
    expect((await sandbox().call('GET /_sandbox/partners')).map((partner) => partner.id)).toEqual([created.id]);
  });

  it('fills path parameters, escaped, into the route pattern', async () => {
    const receiver = await sandbox().call('PUT /_sandbox/receivers/:name', {
      params: { name: 'shop' },
      body: { answers: [{ status: 503 }] },
    });

    expect(receiver).toMatchObject({ name: 'shop', answers: [{ status: 503 }] });
    expect(ui.requests).toContain('PUT /_sandbox/receivers/shop');
  });

  it('leaves blank query values out, so an empty filter asks for everything', async () => {
    const sent: string[] = [];
    const client = createSandboxClient({ base: BASE, status: STATUS }, (url, init) => {
      sent.push(url);
      return ui.harness.handler(new Request(url, init));
    });

    await client.call('GET /_sandbox/deliveries', { query: { webhookId: ' ', paymentHash: ' abc ' } });

    expect(sent).toEqual([`${BASE}/_sandbox/deliveries?paymentHash=abc`]);
  });

  it('sends text bodies exactly as given, so the gateway alone judges an import', async () => {
    const refused = await sandbox()
      .call('POST /_sandbox/import', { body: '{"not": "a snapshot"}' })
      .catch((error: unknown) => error);

    expect(refused).toBeInstanceOf(HelperError);
    expect((refused as HelperError).status).toBe(400);
  });

  it("throws the gateway's status and message when a helper refuses", async () => {
    const refused = await sandbox()
      .call('POST /_sandbox/clock/advance', { body: { ms: 1000 } })
      .catch((error: unknown) => error);

    expect(describeFailure(refused)).toMatch(/^400: The clock is in real mode/);
  });

  it('talks to whatever base URL it was given', async () => {
    const sent: string[] = [];
    const client = createSandboxClient({ base: 'http://127.0.0.1:4010', status: 'http://127.0.0.1:4011' }, async (url) => {
      sent.push(url);
      return new Response('{"mode":"real","now":1}');
    });

    expect(await client.call('GET /_sandbox/clock')).toEqual({ mode: 'real', now: 1 });
    expect(sent).toEqual(['http://127.0.0.1:4010/_sandbox/clock']);
  });
});
