/** Both environments on the Node server: production on its own two ports, with sk_live_ keys. */
import { describe, expect, it } from 'vitest';
import { json, serve, statusPath } from './support';

const INVALID = { status: 401, body: { status: 401, message: 'Invalid API key' } };

/** A partner with a product in each environment. */
async function merchantInBoth(server: Awaited<ReturnType<typeof serve>>) {
  const partner = await json('POST', `${server.baseUrl}/_sandbox/partners`, { body: { name: 'Both' } });
  const { sandbox, production } = partner.body.keys as { sandbox: string; production: string };
  const product = { productType: 'PAY', name: 'Live shop' };
  const live = await json('POST', `${server.liveBaseUrl}/api/product/pay`, { key: production, body: product });
  return { sandbox, production, live };
}

describe('the production environment on the Node server', () => {
  it('listens on two more loopback ports of its own', async () => {
    const server = await serve();
    const urls = [server.baseUrl, server.statusUrl, server.liveBaseUrl, server.liveStatusUrl];
    for (const url of urls) expect(url).toMatch(/^http:\/\/127\.0\.0\.1:\d+$/);
    expect(new Set(urls).size).toBe(4);
  });

  it('takes sk_live_ keys on its base port and refuses sk_test_ keys there, and the other way round', async () => {
    const server = await serve();
    const { sandbox, production, live } = await merchantInBoth(server);
    expect(production).toMatch(/^sk_live_/);
    expect(live.status).toBe(200);
    const body = { productType: 'PAY', name: 'Shop' };
    expect(await json('POST', `${server.liveBaseUrl}/api/product/pay`, { key: sandbox, body })).toEqual(INVALID);
    expect(await json('POST', `${server.baseUrl}/api/product/pay`, { key: production, body })).toEqual(INVALID);
  });

  it('keeps production data apart and answers its status on the production status port only', async () => {
    const server = await serve();
    const { sandbox, production, live } = await merchantInBoth(server);
    const payment = await json('POST', `${server.liveBaseUrl}/api/pay/product/${live.body.id}/subproduct/pricing`, {
      key: production,
      body: { externalId: 'live-1', price: 5000 },
    });
    expect(payment.status).toBe(200);
    // The hosted checkout is the same for both environments: this server's, on the sandbox base host.
    expect(payment.body.redirectUrl).toMatch(new RegExp(`^${server.baseUrl}/checkout/${live.body.id}\\?externalId=\\w{10}$`));
    const hash = new URL(payment.body.redirectUrl).searchParams.get('externalId')!;

    const onLive = await json('GET', server.liveStatusUrl + statusPath(live.body.id, hash));
    expect(onLive).toEqual({ status: 200, body: expect.objectContaining({ status: 'INITIALIZED' }) });
    const onSandbox = await json('GET', server.statusUrl + statusPath(live.body.id, hash));
    expect(onSandbox.status).toBe(404);
    const patched = await json('PATCH', `${server.baseUrl}/api/product/pay/${live.body.id}`, { key: sandbox, body: { name: 'X' } });
    expect(patched).toEqual({ status: 404, body: { status: 404, message: 'PayProductEntity not found' } });
  });

  it('answers the status endpoint on the production status port, never on its base port', async () => {
    const server = await serve();
    const onBase = await fetch(`${server.liveBaseUrl}${statusPath('p', 'h')}`);
    expect(onBase.status).toBe(404);
    expect(await onBase.text()).toBe(`No route found for: GET ${statusPath('p', 'h')}`);
    const helperOnStatus = await fetch(`${server.liveStatusUrl}/_sandbox/clock`);
    expect(helperOnStatus.status).toBe(404);
  });
});
