/** The sandbox contract's "Limits": body size, unknown methods, absurd nesting, cut answers. */
import { describe, expect } from 'vitest';
import { expectNothingChanged, exported, MALFORMED_JSON, textOf } from '../support/api';
import { BASE } from '../support/harness';
import { openWebhookScene } from '../support/webhook-scene';
import { newPayment, test, webhookBody } from '../support/scene';

const MIB = 1024 * 1024;
const TOO_LARGE = { status: 413, body: { status: 413, message: 'Payload too large' } };

/** `depth` arrays inside each other, as JSON text. */
const nestedArrays = (depth: number) => '['.repeat(depth) + ']'.repeat(depth);

/** A JSON body of exactly `bytes` bytes: a payment whose details hold one long string. */
function paymentOfSize(bytes: number, externalId = 'big-order'): string {
  const shell = JSON.stringify({ externalId, price: 100, details: { note: '' } });
  return shell.replace('"note":""', `"note":"${'x'.repeat(bytes - shell.length)}"`);
}

/** A body stream of endless 64 KiB chunks that counts how many were pulled. */
function endlessBody() {
  const chunk = new TextEncoder().encode('['.repeat(64 * 1024));
  const stream = {
    pulled: 0,
    body: new ReadableStream<Uint8Array>({
      pull(controller) {
        stream.pulled++;
        controller.enqueue(chunk);
      },
    }),
  };
  return stream;
}

describe('request body size', () => {
  test('a body of exactly 1 MiB is read', async ({ scene }) => {
    const { owner, harness } = scene;
    const body = paymentOfSize(MIB);
    expect(new TextEncoder().encode(body).byteLength).toBe(MIB);

    const reply = await harness.json('POST', `${BASE}/api/pay/product/${owner.productId}/subproduct/pricing`, {
      key: owner.key,
      body,
    });

    expect(reply.status).toBe(200);
  });

  test('a body one byte over 1 MiB answers 413 and stores nothing', async ({ scene }) => {
    const { owner, harness } = scene;
    await expectNothingChanged(harness, async () => {
      const reply = await harness.json('POST', `${BASE}/api/pay/product/${owner.productId}/subproduct/pricing`, {
        key: owner.key,
        body: paymentOfSize(MIB + 1),
      });
      expect(reply).toEqual(TOO_LARGE);
    });
  });

  test('an import over 1 MiB answers 413 and replaces nothing', async ({ scene }) => {
    await newPayment(scene.owner);
    const snapshot = await exported(scene.harness);
    snapshot.collections.payments[0].details = { padding: 'x'.repeat(MIB) };

    await expectNothingChanged(scene.harness, async () => {
      expect(await scene.helper('POST', '/_sandbox/import', snapshot)).toEqual(TOO_LARGE);
    });
  });

  test('an announced Content-Length over 1 MiB answers 413 before any of the body is read', async ({ scene }) => {
    const stream = endlessBody();
    const request = new Request(`${BASE}/_sandbox/partners`, {
      method: 'POST',
      headers: { 'Content-Length': String(MIB + 1) },
      body: stream.body,
      duplex: 'half',
    } as RequestInit);

    const response = await scene.harness.handler(request);

    expect(response.status).toBe(413);
    expect(await response.json()).toEqual(TOO_LARGE.body);
    // A ReadableStream pulls once to fill its queue when it is made; the handler pulled nothing more.
    expect(stream.pulled).toBeLessThanOrEqual(1);
  });

  test('a body of unknown length is read only until it passes 1 MiB, then refused', async ({ scene }) => {
    const stream = endlessBody();
    const before = await exported(scene.harness);
    const request = new Request(`${BASE}/_sandbox/partners`, { method: 'POST', body: stream.body, duplex: 'half' } as RequestInit);

    const response = await scene.harness.handler(request);

    expect(response.status).toBe(413);
    expect(await response.json()).toEqual(TOO_LARGE.body);
    expect(stream.pulled).toBeLessThanOrEqual(MIB / (64 * 1024) + 2);
    expect(await exported(scene.harness)).toEqual(before);
  });

  test('a route that takes no body refuses one over 1 MiB too, sent with its length or without, and does nothing', async ({ scene }) => {
    const { owner, harness } = scene;
    const webhook = (await owner.api('POST', '/api/pay/plugin/webhook', webhookBody())).body;
    const calls = [
      { method: 'POST', path: '/_sandbox/reset', headers: {} },
      { method: 'POST', path: `/api/pay/plugin/webhook/${webhook.id}/products/${owner.productId}`, headers: { 'X-API-KEY': owner.key } },
      { method: 'POST', path: `/api/pay/plugin/webhook/${webhook.id}/products/${owner.productId}`, headers: {} },
    ];
    await expectNothingChanged(harness, async () => {
      for (const { method, path, headers } of calls) {
        for (const announced of [true, false]) {
          const bytes = new TextEncoder().encode('x'.repeat(MIB + 1));
          // A stream has no length of its own: only the header announces one.
          const body = announced ? bytes : new Blob([bytes]).stream();
          const request = new Request(`${BASE}${path}`, {
            method,
            headers: announced ? { ...headers, 'Content-Length': String(bytes.byteLength) } : headers,
            body,
            duplex: 'half',
          } as RequestInit);
          const response = await harness.handler(request);
          expect([path, announced, response.status, await response.json()]).toEqual([path, announced, 413, TOO_LARGE.body]);
        }
      }
    });
  });
});

describe('methods the routes do not know', () => {
  test.for(['PROPFIND', 'MKCOL', 'PURGE', 'SEARCH', 'BREW', 'OPTIONS', 'HEAD'])(
    '%s answers the plain-text 404 of an unknown route, even on a known path',
    async (method, { scene }) => {
      const path = `/api/pay/product/${scene.owner.productId}/subproduct/pricing`;
      const response = await scene.harness.call(method, `${BASE}${path}`, { key: scene.owner.key });
      const { status, type, text } = await textOf(response);
      expect([status, type]).toEqual([404, 'text/plain; charset=utf-8']);
      if (method !== 'HEAD') expect(text).toBe(`No route found for: ${method} ${path}`);
    },
  );
});

describe('deeply nested JSON', () => {
  test('100,000 nested arrays in a payment’s details answer the malformed-JSON 400 and store nothing', async ({ scene }) => {
    const { owner, harness } = scene;
    const body = `{"externalId":"deep","price":1,"details":{"x":${nestedArrays(100_000)}}}`;
    await expectNothingChanged(harness, async () => {
      const reply = await harness.json('POST', `${BASE}/api/pay/product/${owner.productId}/subproduct/pricing`, {
        key: owner.key,
        body,
      });
      expect(reply).toEqual({ status: 400, body: MALFORMED_JSON });
    });
  });

  test('deep nesting in a webhook template or a helper body answers the malformed-JSON 400', async ({ scene }) => {
    const template = JSON.stringify(webhookBody()).replace(/}$/, `,"requestTemplate":${nestedArrays(100_000)}}`);
    await expectNothingChanged(scene.harness, async () => {
      const webhook = await scene.harness.json('POST', `${BASE}/api/pay/plugin/webhook`, { key: scene.owner.key, body: template });
      expect(webhook).toEqual({ status: 400, body: MALFORMED_JSON });
      const partner = await scene.harness.json('POST', `${BASE}/_sandbox/partners`, { body: nestedArrays(100_000) });
      expect(partner).toEqual({ status: 400, body: MALFORMED_JSON });
    });
  });

  test('a pricing entry’s details sent as a JSON string may not nest deeper than a body either', async ({ scene }) => {
    const { owner, harness } = scene;
    const details = `{"x":${nestedArrays(100_000)}}`;
    await expectNothingChanged(harness, async () => {
      const reply = await owner.api('POST', `/api/pay/products/${owner.productId}/pricing/entries`, { price: 1, details });
      expect(reply).toEqual({ status: 400, body: MALFORMED_JSON });
    });
  });

  test('the deepest details accepted survive export, lists, reset and import unchanged', async ({ scene }) => {
    const { owner, harness, helper } = scene;
    const entries = `/api/pay/products/${owner.productId}/pricing/entries`;
    // The deepest body accepted: 512 levels, the object around `details` included.
    const deepest = nestedArrays(510);
    const created = await harness.json('POST', `${BASE}${entries}`, { key: owner.key, body: `{"details":{"x":${deepest}}}` });
    expect(created.status).toBe(200);
    const tooDeep = await harness.json('POST', `${BASE}${entries}`, { key: owner.key, body: `{"details":{"x":[${deepest}]}}` });
    expect(tooDeep).toEqual({ status: 400, body: MALFORMED_JSON });

    expect((await owner.api('GET', entries)).body).toHaveLength(1);
    const snapshot = await exported(harness);
    await helper('POST', '/_sandbox/reset');
    expect((await helper('POST', '/_sandbox/import', snapshot)).status).toBe(200);
    expect(await exported(harness)).toEqual(snapshot);
  });

  test('an import nested deeper than any export could be answers the malformed-JSON 400', async ({ scene }) => {
    await newPayment(scene.owner);
    const snapshot = JSON.stringify(await exported(scene.harness)).replace('"details":{', `"details":{"deep":${nestedArrays(600)},`);

    await expectNothingChanged(scene.harness, async () => {
      const reply = await scene.harness.json('POST', `${BASE}/_sandbox/import`, { body: snapshot });
      expect(reply).toEqual({ status: 400, body: MALFORMED_JSON });
    });
  });
});

describe('a receiver’s answer', () => {
  test('is recorded whole up to 64 KiB and cut, marked, when longer', async () => {
    const scene = await openWebhookScene();
    const long = `${'ż'.repeat(40_000)}end`;
    const exact = 'a'.repeat(64 * 1024);
    await scene.helper('PUT', '/receivers/shop', {
      answers: [
        { status: 500, body: exact },
        { status: 200, body: long },
      ],
    });
    const hash = await scene.pay();

    await scene.move(hash, 'COMPLETED');
    await scene.advance(1_000);

    const [first, second] = await scene.deliveries(`?paymentHash=${hash}`);
    expect(first.responseBody).toBe(exact);
    expect(first).not.toHaveProperty('responseTruncated');
    expect(second.state).toBe('SUCCEEDED');
    expect(second.responseTruncated).toBe(true);
    expect(second.responseBody).toBe('ż'.repeat(32 * 1024));
  });
});
