import { beforeEach, describe, expect, it } from 'vitest';
import { BASE, STATUS } from '../../../test/support/harness';
import { connectUiToSandbox, type UiSandbox } from '../../../test/support/ui-sandbox';
import { createSandboxClient, describeFailure, HelperError } from './sandbox-client';
import { sandbox } from './sandbox-connection';

let ui: UiSandbox;

beforeEach(async () => {
  ui = await connectUiToSandbox();
});

describe('the sandbox client', () => {
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
