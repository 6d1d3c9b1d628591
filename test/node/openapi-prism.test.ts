/**
 * The served OpenAPI document checked from outside: Prism, as a validating proxy in front of the
 * Node server, watches a merchant's and a support person's full flow (every operation, a few of
 * them answering errors) and reports no request or answer that departs from the document.
 */
import { spawn, type ChildProcess } from 'node:child_process';
import { writeFile } from 'node:fs/promises';
import { createServer } from 'node:net';
import { join } from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { RunningServer } from '../../src/app/node/server';
import { serve, tempDir } from './support';

const PRISM = join(process.cwd(), 'node_modules', '.bin', 'prism');

/** A free loopback port: Prism takes only a fixed one. */
function freePort(): Promise<number> {
  return new Promise((resolve, reject) => {
    const probe = createServer().listen(0, '127.0.0.1', () => {
      const { port } = probe.address() as { port: number };
      probe.close(() => resolve(port));
    });
    probe.on('error', reject);
  });
}

/** `prism proxy` of `document` in front of `upstream`, resolved once it listens. */
async function prismProxy(document: string, upstream: string): Promise<{ url: string; child: ChildProcess }> {
  const port = await freePort();
  const child = spawn(PRISM, ['proxy', document, upstream, '-p', String(port), '--errors', 'false'], { stdio: ['ignore', 'pipe', 'pipe'] });
  let output = '';
  await new Promise<void>((resolve, reject) => {
    const listen = (chunk: Buffer) => {
      output += chunk;
      if (/Prism is listening/.test(output)) resolve();
    };
    child.stdout!.on('data', listen);
    child.stderr!.on('data', listen);
    child.on('exit', (code) => reject(new Error(`prism exited (${code}) before it listened:\n${output}`)));
  });
  return { url: `http://127.0.0.1:${port}`, child };
}

interface Seen {
  operation: string;
  status: number;
  violations: { location: string[]; message: string }[];
}

/** Prism's findings on one exchange, from its `sl-violations` header. */
function violationsOf(response: Response): Seen['violations'] {
  return JSON.parse(response.headers.get('sl-violations') ?? '[]');
}

describe('Prism as a validating proxy in front of the Node server', () => {
  let server: RunningServer;
  let base: { url: string; child: ChildProcess };
  let status: { url: string; child: ChildProcess };
  const seen: Seen[] = [];

  beforeAll(async () => {
    server = await serve({ clock: 'simulated' });
    const document = join(await tempDir(), 'openapi.json');
    await writeFile(document, await (await fetch(`${server.baseUrl}/_sandbox/openapi.json`)).text());
    [base, status] = await Promise.all([prismProxy(document, server.baseUrl), prismProxy(document, server.statusUrl)]);
  }, 120_000);

  afterAll(async () => {
    for (const { child } of [base, status]) child?.kill();
    await server?.close();
  });

  /** One call through the proxy; `operation` names it as the document does (method and path template). */
  async function call(
    operation: string,
    path: string,
    { key, body, via = base }: { key?: string; body?: unknown; via?: typeof base } = {},
  ) {
    const [method] = operation.split(' ');
    const headers: Record<string, string> = key ? { 'X-API-KEY': key } : {};
    if (body !== undefined) headers['Content-Type'] = 'application/json';
    const response = await fetch(`${via.url}${path}`, { method, headers, body: body === undefined ? undefined : JSON.stringify(body) });
    const type = response.headers.get('Content-Type') ?? '';
    const answer = type.includes('json') ? await response.json() : await response.text();
    seen.push({ operation, status: response.status, violations: violationsOf(response) });
    return { status: response.status, body: answer as any };
  }

  it('finds no departure over a full flow of every operation', async () => {
    const partner = await call('POST /_sandbox/partners', '/_sandbox/partners', { body: { name: 'Blue Mugs' } });
    const key: string = partner.body.keys.sandbox;
    await call('GET /_sandbox/partners', '/_sandbox/partners');
    // A helper that reads a missing body as {} may be called without one.
    expect((await call('POST /_sandbox/partners', '/_sandbox/partners')).status).toBe(200);
    const extraKey = await call('POST /_sandbox/keys', '/_sandbox/keys', { body: { partnerId: partner.body.id, env: 'sandbox' } });
    await call('POST /_sandbox/keys/revoke', '/_sandbox/keys/revoke', { body: { key: extraKey.body.key } });

    const product = await call('POST /api/product/pay', '/api/product/pay', {
      key,
      body: { productType: 'PAY', name: 'Blue Mugs', shortName: 'blue-mugs', productMetadata: { locale: 'pl-PL' } },
    });
    const productId: string = product.body.id;
    const P = `/api/pay/product/${productId}`;
    await call('PATCH /api/product/pay/{productId}', `/api/product/pay/${productId}`, { key, body: { location: 'Kraków' } });

    const entry = await call('POST /api/pay/products/{productId}/pricing/entries', `/api/pay/products/${productId}/pricing/entries`, {
      key,
      body: { price: 2500, description: 'Gift box', details: { vat: '23%' } },
    });
    await call('GET /api/pay/products/{productId}/pricing/entries', `/api/pay/products/${productId}/pricing/entries`, { key });
    await call(
      'PATCH /api/pay/products/{productId}/pricing/entries/{entryId}',
      `/api/pay/products/${productId}/pricing/entries/${entry.body.id}`,
      { key, body: { price: 2200 } },
    );
    await call(
      'DELETE /api/pay/products/{productId}/pricing/entries/{entryId}',
      `/api/pay/products/${productId}/pricing/entries/${entry.body.id}`,
      { key },
    );

    const form = await call('POST /api/pay/product/{productId}/form', `${P}/form`, {
      key,
      body: { fields: [{ name: 'nip', type: 'TEXT', labels: { pl: 'NIP' } }] },
    });
    const fieldId: string = form.body.fields[0].id;
    await call('GET /api/pay/product/{productId}/form', `${P}/form`, { key });
    await call('GET /api/pay/product/{productId}/form/{formId}', `${P}/form/${form.body.id}`, { key });
    await call('GET /api/pay/product/{productId}/form/field/{fieldId}', `${P}/form/field/${fieldId}`, { key });
    const added = await call('POST /api/pay/product/{productId}/form/{formId}/fields', `${P}/form/${form.body.id}/fields`, {
      key,
      body: { name: 'phone', type: 'PHONE' },
    });
    const latest = added.body.id;
    await call('PATCH /api/pay/product/{productId}/form/{formId}/field/{fieldId}', `${P}/form/${latest}/field/${fieldId}`, {
      key,
      body: { labels: { pl: 'NIP firmy' } },
    });
    await call('DELETE /api/pay/product/{productId}/form/{formId}/field/{fieldId}', `${P}/form/${latest}/field/${fieldId}`, { key });
    await call('DELETE /api/pay/product/{productId}/form/{formId}', `${P}/form/${form.body.id}`, { key });

    const texts = await call('POST /api/pay/product/{productId}/customization', `${P}/customization`, {
      key,
      body: { title: 'Blue Mugs', locale: 'en-GB' },
    });
    await call('GET /api/pay/product/{productId}/customization', `${P}/customization`, { key });
    await call('GET /api/pay/product/{productId}/customization/{id}', `${P}/customization/${texts.body.id}`, { key });
    await call('PATCH /api/pay/product/{productId}/customization/{id}', `${P}/customization/${texts.body.id}`, {
      key,
      body: { buttonText: 'Pay' },
    });

    await call('PUT /_sandbox/receivers/{name}', '/_sandbox/receivers/shop', {
      body: { answers: [{ status: 500 }, { status: 200, body: '{"ok":true}' }] },
    });
    await call('GET /_sandbox/receivers', '/_sandbox/receivers');
    const webhook = await call('POST /api/pay/plugin/webhook', '/api/pay/plugin/webhook', {
      key,
      body: {
        name: 'Paid',
        endpoint: 'https://hooks.gateway.test/shop',
        expectedCode: 200,
        retries: 2,
        requestTemplate: { order: '{{externalId}}' },
      },
    });
    const W = `/api/pay/plugin/webhook/${webhook.body.id}`;
    await call('POST /api/pay/plugin/webhook/{webhookId}/products/{productId}', `${W}/products/${productId}`, { key });
    await call('GET /api/pay/plugin/webhook', `/api/pay/plugin/webhook?productId=${productId}`, { key });
    await call('GET /api/pay/plugin/webhook/{webhookId}', W, { key });
    await call('PATCH /api/pay/plugin/webhook/{webhookId}', W, { key, body: { retries: 3, requestTemplate: null } });
    await call('GET /api/pay/plugin/webhook/{webhookId}/products', `${W}/products`, { key });
    await call('PUT /_sandbox/products/{productId}/notifications', `/_sandbox/products/${productId}/notifications`, {
      body: { statuses: ['COMPLETED', 'REFUNDED'] },
    });
    await call('GET /_sandbox/products/{productId}/notifications', `/_sandbox/products/${productId}/notifications`);

    await call('POST /_sandbox/clock', '/_sandbox/clock', { body: { mode: 'simulated', now: 1767225600000 } });
    const created = await call('POST /api/pay/product/{productId}/subproduct/pricing', `${P}/subproduct/pricing`, {
      key,
      body: {
        externalId: 'order-1',
        description: 'Order 1',
        details: { returnUrl: 'https://shop.example/thanks' },
        bankAccountDetails: null,
      },
    });
    const hash = String(created.body.redirectUrl).split('externalId=')[1]!;
    await call('PATCH /api/pay/product/{productId}/subproduct/{externalId}', `${P}/subproduct/order-1`, { key, body: { price: 1599 } });
    await call('POST /api/pay/product/{productId}/subproduct', `${P}/subproduct`, { key, body: { externalId: 'invoice-1', price: 4500 } });
    const STATUS = `/api/payment/product/blue-mugs/subproduct/${hash}/status`;
    const STATUS_OP = 'GET /api/payment/product/{productRef}/subproduct/{paymentHash}/status';
    await call(STATUS_OP, STATUS, { via: status });
    expect((await call(STATUS_OP, STATUS)).status).toBe(404);
    await call('GET /_sandbox/checkout/{paymentHash}', `/_sandbox/checkout/${hash}`);
    await call('GET /_sandbox/payments/{paymentHash}/payload', `/_sandbox/payments/${hash}/payload?status=COMPLETED`);
    await call('POST /_sandbox/payments/{paymentHash}/status', `/_sandbox/payments/${hash}/status`, {
      body: { status: 'COMPLETED', paymentMethod: 'BLIK' },
    });
    const paidHere = await call('POST /api/pay/product/{productId}/subproduct/pricing', `${P}/subproduct/pricing`, {
      key,
      body: { externalId: 'order-2', price: 1000 },
    });
    const paidHereHash = String(paidHere.body.redirectUrl).split('externalId=')[1]!;
    await call('POST /_sandbox/checkout/{paymentHash}/pay', `/_sandbox/checkout/${paidHereHash}/pay`, {
      body: { paymentMethod: 'BLIK', blikCode: '777123' },
    });
    await call('GET /_sandbox/payments/{paymentHash}', `/_sandbox/payments/${hash}`);
    await call('GET /_sandbox/clock', '/_sandbox/clock');
    await call('POST /_sandbox/clock/advance', '/_sandbox/clock/advance', { body: { ms: 10_000 } });
    await call('POST /_sandbox/clock/next-due', '/_sandbox/clock/next-due');
    await call('POST /_sandbox/clock/advance/stop', '/_sandbox/clock/advance/stop');
    const deliveries = await call('GET /_sandbox/deliveries', `/_sandbox/deliveries?paymentHash=${hash}`);
    expect(deliveries.body.length).toBeGreaterThan(1);
    await call('POST /_sandbox/deliveries/{deliveryId}/redeliver', `/_sandbox/deliveries/${deliveries.body[0].id}/redeliver`);
    await call('POST /_sandbox/webhooks/{webhookId}/send', `/_sandbox/webhooks/${webhook.body.id}/send`, { body: { fault: 'duplicate' } });
    await call('GET /_sandbox/webhooks/{webhookId}/secret', `/_sandbox/webhooks/${webhook.body.id}/secret`);
    await call('POST /_sandbox/webhooks/{webhookId}/check', `/_sandbox/webhooks/${webhook.body.id}/check`);

    const ids: Record<string, string> = {
      partners: partner.body.id,
      apiKeys: key,
      products: productId,
      payments: hash,
      pricingEntries: '0190abcd-0000-7000-8000-000000000001',
      forms: latest,
      customizations: texts.body.id,
      webhooks: webhook.body.id,
    };
    for (const [collection, id] of Object.entries(ids)) {
      await call(`GET /_sandbox/records/${collection}`, `/_sandbox/records/${collection}?limit=5`);
      await call(`GET /_sandbox/records/${collection}/{id}`, `/_sandbox/records/${collection}/${encodeURIComponent(id)}`);
    }
    await call('DELETE /api/pay/product/{productId}/customization/{id}', `${P}/customization/${texts.body.id}`, { key });
    await call('PUT /_sandbox/faults', '/_sandbox/faults', { body: { env: 'sandbox', latencyMs: 1 } });
    await call('GET /_sandbox/faults', '/_sandbox/faults');
    await call('GET /_sandbox/summary', '/_sandbox/summary');
    await call('GET /_sandbox/openapi.json', '/_sandbox/openapi.json');
    const snapshot = await call('GET /_sandbox/export', '/_sandbox/export');
    await call('POST /_sandbox/import', '/_sandbox/import', { body: snapshot.body });

    // Errors the interface names, each answered in the documented shape.
    expect((await call('GET /api/pay/plugin/webhook/{webhookId}', `/api/pay/plugin/webhook/${productId}`, { key })).status).toBe(404);
    expect((await call('GET /_sandbox/payments/{paymentHash}', '/_sandbox/payments/NOSUCHHASH')).status).toBe(404);
    const nowhere = '0190abcd-0000-7000-8000-00000000dead';
    const unknownProduct = { endpoint: 'https://hooks.gateway.test/shop', expectedCode: 200, retries: 1, productIds: [nowhere] };
    expect((await call('POST /api/pay/plugin/webhook', '/api/pay/plugin/webhook', { key, body: unknownProduct })).status).toBe(404);
    expect((await call('GET /_sandbox/records/payments', `/_sandbox/records/payments?productId=${nowhere}`)).status).toBe(404);
    const valid = seen.length;
    // Requests the document forbids: Prism flags the request, and the answer still fits.
    expect((await call('POST /api/product/pay', '/api/product/pay', { body: { name: 'No key' } })).status).toBe(401);
    expect((await call('POST /_sandbox/clock/advance', '/_sandbox/clock/advance', { body: { ms: -1 } })).status).toBe(400);
    expect((await call('GET /_sandbox/deliveries', '/_sandbox/deliveries?limit=many')).status).toBe(400);
    expect(seen.slice(valid).map((call) => call.violations.map(({ location }) => location.slice(0, 2)))).toEqual([
      [['request']],
      [['request', 'body']],
      [['request', 'query']],
    ]);
    await call('POST /_sandbox/reset', '/_sandbox/reset');

    const document = (await (await fetch(`${server.baseUrl}/_sandbox/openapi.json`)).json()) as { paths: Record<string, object> };
    const every = Object.entries(document.paths).flatMap(([path, methods]) =>
      Object.keys(methods).map((method) => `${method.toUpperCase()} ${path}`),
    );
    // The change stream never ends while its client listens: a proxy that validates whole answers
    // would wait for ever (test/node/changes.test.ts reads it directly).
    const streams = ['GET /_sandbox/changes'];
    expect(every.filter((operation) => !streams.includes(operation) && !seen.some((call) => call.operation === operation))).toEqual([]);
    expect(seen.slice(0, valid).filter((call) => call.violations.length > 0)).toEqual([]);
    expect(seen.filter((call) => call.violations.some(({ location }) => location[0] === 'response'))).toEqual([]);
  }, 120_000);

  it('would report an answer that departs from the document', async () => {
    // The first test's server is closed after it (test/node/support.ts): this one has its own.
    const own = await serve();
    const served = await (await fetch(`${own.baseUrl}/_sandbox/openapi.json`)).json();
    served.components.schemas.SandboxClock.required.push('timezone');
    const altered = join(await tempDir(), 'altered.json');
    await writeFile(altered, JSON.stringify(served));
    const proxy = await prismProxy(altered, own.baseUrl);
    try {
      const response = await fetch(`${proxy.url}/_sandbox/clock`, {
        method: 'POST',
        headers: { 'Content-Type': 'application/json' },
        body: '{"mode":"real"}',
      });
      expect(response.status).toBe(200);
      expect(violationsOf(response)).toEqual([
        expect.objectContaining({ location: ['response', 'body'], message: expect.stringContaining('timezone') }),
      ]);
    } finally {
      proxy.child.kill();
    }
  }, 60_000);
});
