/**
 * The built app and its hosted checkout served by the Node server beside the handler: the
 * checkout page at the checkout link itself, the page told where its gateway is, no file outside
 * the build, a clear answer when there is no build, and what goes over the wire: compressed when
 * the client accepts it, content-hashed assets cached for ever, pages revalidated.
 */
import { request } from 'node:http';
import { mkdir, writeFile } from 'node:fs/promises';
import { join } from 'node:path';
import { brotliDecompressSync, gunzipSync } from 'node:zlib';
import { describe, expect, it } from 'vitest';
import { merchantWithPayment, serve, statusPath, tempDir } from './support';

/** A script of a realistic size: compression leaves the smallest answers as they are. */
const BIG_SCRIPT = `console.log(${JSON.stringify('checkout '.repeat(2000))});`;

/** The hosted checkout's page as Vite writes it: assets relative to the build's folder. */
const CHECKOUT_PAGE =
  '<!doctype html><html><head><title>Checkout</title><script type="module" crossorigin src="./assets/checkout-abc123.js"></script>' +
  '<link rel="stylesheet" crossorigin href="./assets/styles-abc123.css"></head><body><div id="root"></div></body></html>';

/** A tiny stand-in build: an index page, the hosted checkout's page, hashed assets, and a secret beside the folder. */
async function fakeBuild(): Promise<string> {
  const root = await tempDir();
  const dist = join(root, 'dist');
  await mkdir(join(dist, 'assets'), { recursive: true });
  await writeFile(join(dist, 'index.html'), '<!doctype html><html><head><title>App</title></head><body></body></html>');
  await writeFile(join(dist, 'hosted-checkout.html'), CHECKOUT_PAGE);
  await writeFile(join(dist, 'assets', 'main-abc123.js'), 'console.log("app")');
  await writeFile(join(dist, 'assets', 'checkout-abc123.js'), BIG_SCRIPT);
  await writeFile(join(root, 'secret.txt'), 'not for the web');
  return dist;
}

/** GET as bytes off the wire, with the headers given: nothing decoded on the way. */
function wireGet(
  url: string,
  headers: Record<string, string> = {},
): Promise<{ status: number; headers: Record<string, string | string[] | undefined>; body: Buffer }> {
  return new Promise((resolve, reject) => {
    const outgoing = request(url, { headers }, (response) => {
      const chunks: Buffer[] = [];
      response.on('data', (chunk: Buffer) => chunks.push(chunk));
      response.on('end', () => resolve({ status: response.statusCode!, headers: response.headers, body: Buffer.concat(chunks) }));
    });
    outgoing.on('error', reject);
    outgoing.end();
  });
}

/** GET with the request target exactly as written: fetch would normalise `..` away. */
function rawGet(origin: string, target: string): Promise<{ status: number; text: string }> {
  const { hostname, port } = new URL(origin);
  return new Promise((resolve, reject) => {
    const outgoing = request({ host: hostname, port, path: target }, (response) => {
      let text = '';
      response.setEncoding('utf8');
      response.on('data', (chunk: string) => (text += chunk));
      response.on('end', () => resolve({ status: response.statusCode!, text }));
    });
    outgoing.on('error', reject);
    outgoing.end();
  });
}

describe('the app served by the Node server', () => {
  it('answers redirectUrl with the hosted checkout page itself, told where its gateway is, its assets from the app’s folder', async () => {
    const server = await serve({ distDir: await fakeBuild() });
    const { redirectUrl } = await merchantWithPayment(server);
    const response = await fetch(redirectUrl, { redirect: 'manual' });
    expect(response.status).toBe(200);
    expect(response.headers.get('location')).toBeNull();
    expect(response.headers.get('content-type')).toBe('text/html; charset=utf-8');
    const html = await response.text();
    expect(html).toContain(`<meta name="gateway-base-url" content="${server.baseUrl}" />`);
    expect(html).toContain('<title>Checkout</title>');
    expect(html).toContain('src="/app/assets/checkout-abc123.js"');
    expect(html).toContain('href="/app/assets/styles-abc123.css"');
    expect(await (await fetch(`${server.baseUrl}/app/assets/checkout-abc123.js`)).text()).toBe(BIG_SCRIPT);
  });

  it('serves the app page telling it to use this server’s hosts, and its assets', async () => {
    const server = await serve({ distDir: await fakeBuild() });
    const page = await fetch(`${server.baseUrl}/app/`);
    expect(page.status).toBe(200);
    expect(page.headers.get('content-type')).toBe('text/html; charset=utf-8');
    const html = await page.text();
    expect(html).toContain(`<meta name="gateway-base-url" content="${server.baseUrl}" />`);
    expect(html).toContain(`<meta name="gateway-status-url" content="${server.statusUrl}" />`);
    expect(html).toContain(`<meta name="gateway-live-base-url" content="${server.liveBaseUrl}" />`);
    expect(html).toContain(`<meta name="gateway-live-status-url" content="${server.liveStatusUrl}" />`);
    const asset = await fetch(`${server.baseUrl}/app/assets/main-abc123.js`);
    expect(asset.headers.get('content-type')).toBe('text/javascript; charset=utf-8');
    expect(await asset.text()).toBe('console.log("app")');
    expect((await fetch(`${server.baseUrl}/app`, { redirect: 'manual' })).headers.get('location')).toBe('/app/');
  });

  it.each(['/app/../secret.txt', '/app/%2e%2e/secret.txt', '/app/..%2fsecret.txt', '/app/..%5csecret.txt', '/app/%00', '/app/%E0%A4%A'])(
    'never serves a file outside the build: %s',
    async (target) => {
      const server = await serve({ distDir: await fakeBuild() });
      const answer = await rawGet(server.baseUrl, target);
      expect(answer.text).not.toContain('not for the web');
      expect(answer.status).toBe(404);
    },
  );

  it('opens the playground at / only with --ui, leaving the API untouched', async () => {
    const distDir = await fakeBuild();
    const plain = await serve({ distDir });
    const root = await fetch(`${plain.baseUrl}/`);
    expect(root.status).toBe(404);
    expect(await root.text()).toBe('No route found for: GET /');
    const withUi = await serve({ distDir, ui: true });
    expect((await fetch(`${withUi.baseUrl}/`, { redirect: 'manual' })).headers.get('location')).toBe('/app/');
    const partners = await fetch(`${withUi.baseUrl}/_sandbox/partners`);
    expect(partners.status).toBe(200);
  });

  it('asks for the payment’s read from the checkout page itself, a hostile hash kept inside its attribute', async () => {
    const server = await serve({ distDir: await fakeBuild() });
    const { redirectUrl, hash } = await merchantWithPayment(server);
    expect(await (await fetch(redirectUrl)).text()).toContain(
      `<link rel="preload" as="fetch" crossorigin href="/_sandbox/checkout/${hash}" /></head>`,
    );
    const hostile = await (
      await fetch(`${server.baseUrl}/checkout/p?externalId=${encodeURIComponent('"><script>alert(1)</script>')}`)
    ).text();
    expect(hostile).toContain('href="/_sandbox/checkout/%22%3E%3Cscript%3Ealert(1)%3C%2Fscript%3E"');
    expect(hostile).not.toContain('<script>alert');
    expect(await (await fetch(`${server.baseUrl}/checkout/p`)).text()).not.toContain('rel="preload"');
  });

  it.each([
    ['br', brotliDecompressSync],
    ['gzip', gunzipSync],
  ] as const)(
    'sends files and long answers %s-compressed to a client that accepts it, the same bytes once decoded',
    async (encoding, decode) => {
      const server = await serve({ distDir: await fakeBuild() });
      for (const url of [`${server.baseUrl}/app/assets/checkout-abc123.js`, `${server.baseUrl}/_sandbox/openapi.json`]) {
        const plain = await wireGet(url);
        expect(plain.headers['content-encoding']).toBeUndefined();
        const compressed = await wireGet(url, { 'Accept-Encoding': `${encoding}, deflate` });
        expect(compressed.status).toBe(200);
        expect(compressed.headers['content-encoding']).toBe(encoding);
        expect(compressed.headers.vary).toMatch(/Accept-Encoding/i);
        expect(compressed.body.byteLength).toBeLessThan(plain.body.byteLength);
        expect(decode(compressed.body).equals(plain.body)).toBe(true);
      }
    },
  );

  it('prefers brotli, takes gzip otherwise, and sends identity to a client that refuses both', async () => {
    const server = await serve({ distDir: await fakeBuild() });
    const url = `${server.baseUrl}/app/assets/checkout-abc123.js`;
    expect((await wireGet(url, { 'Accept-Encoding': 'gzip, deflate, br, zstd' })).headers['content-encoding']).toBe('br');
    expect((await wireGet(url, { 'Accept-Encoding': 'br;q=0, gzip' })).headers['content-encoding']).toBe('gzip');
    const identity = await wireGet(url, { 'Accept-Encoding': 'identity' });
    expect(identity.headers['content-encoding']).toBeUndefined();
    expect(identity.body.toString()).toBe(BIG_SCRIPT);
  });

  it('sends short API answers as they are, even to a client that accepts compression', async () => {
    const server = await serve({ distDir: await fakeBuild() });
    const answer = await wireGet(`${server.baseUrl}/_sandbox/clock`, { 'Accept-Encoding': 'br, gzip' });
    expect(answer.headers['content-encoding']).toBeUndefined();
    expect(JSON.parse(answer.body.toString()).mode).toBe('real');
  });

  it('lets content-hashed assets be cached for ever, and has pages revalidated by ETag', async () => {
    const server = await serve({ distDir: await fakeBuild() });
    const { redirectUrl } = await merchantWithPayment(server);
    const asset = await wireGet(`${server.baseUrl}/app/assets/main-abc123.js`);
    expect(asset.headers['cache-control']).toBe('public, max-age=31536000, immutable');
    for (const url of [redirectUrl, `${server.baseUrl}/app/`]) {
      const page = await wireGet(url, { 'Accept-Encoding': 'gzip' });
      expect(page.headers['cache-control']).toBe('no-cache');
      const etag = String(page.headers.etag);
      expect(etag).toMatch(/^"[\w-]+"$/);
      const again = await wireGet(url, { 'If-None-Match': etag, 'Accept-Encoding': 'gzip' });
      expect(again.status).toBe(304);
      expect(again.body.byteLength).toBe(0);
      expect((await wireGet(url, { 'If-None-Match': '"another version"' })).status).toBe(200);
    }
  });

  it('tags each encoding of a file apart, and revalidates each under its own tag', async () => {
    const server = await serve({ distDir: await fakeBuild() });
    const url = `${server.baseUrl}/app/assets/checkout-abc123.js`;
    const plain = String((await wireGet(url)).headers.etag);
    const [gzip, br] = await Promise.all(
      ['gzip', 'br'].map(async (encoding) => String((await wireGet(url, { 'Accept-Encoding': encoding })).headers.etag)),
    );

    expect([gzip, br]).toEqual([plain.replace(/"$/, '-gzip"'), plain.replace(/"$/, '-br"')]);
    const revalidated = await wireGet(url, { 'If-None-Match': br!, 'Accept-Encoding': 'br' });
    expect([revalidated.status, revalidated.headers.etag]).toEqual([304, br]);
  });

  it('says how to build the app when there is no build, for the checkout and the playground', async () => {
    const server = await serve({ distDir: join(await tempDir(), 'no-dist'), ui: true });
    const { redirectUrl } = await merchantWithPayment(server);
    for (const url of [redirectUrl, `${server.baseUrl}/app/`]) {
      const response = await fetch(url);
      expect(response.status).toBe(503);
      expect(response.headers.get('content-type')).toBe('text/plain; charset=utf-8');
      expect(await response.text()).toContain('Run `npm run build`');
    }
    expect((await fetch(`${server.baseUrl}/_sandbox/clock`)).status).toBe(200);
  });

  it('serves nothing of the app on the status and production hosts', async () => {
    const server = await serve({ distDir: await fakeBuild(), ui: true });
    for (const origin of [server.statusUrl, server.liveBaseUrl, server.liveStatusUrl]) {
      const response = await fetch(`${origin}/app/`);
      expect(response.status).toBe(404);
      expect(await response.text()).toBe('No route found for: GET /app/');
    }
  });
});

describe('calls from web pages to the status and production hosts', () => {
  it('lets the playground served on the base host read the status endpoint, preflight included', async () => {
    const server = await serve();
    const { productId, hash } = await merchantWithPayment(server);
    const url = server.statusUrl + statusPath(productId, hash);
    const preflight = await fetch(url, {
      method: 'OPTIONS',
      headers: { Origin: server.baseUrl, 'Access-Control-Request-Method': 'GET', 'Access-Control-Request-Headers': 'x-api-key' },
    });
    expect(preflight.status).toBe(204);
    expect(preflight.headers.get('access-control-allow-origin')).toBe(server.baseUrl);
    expect(preflight.headers.get('access-control-allow-headers')).toMatch(/X-API-KEY/i);
    const answer = await fetch(url, { headers: { Origin: server.baseUrl } });
    expect(answer.headers.get('access-control-allow-origin')).toBe(server.baseUrl);
    expect(await answer.json()).toEqual({ status: 'INITIALIZED' });
  });

  it('lets the playground call the production base host, preflight and all', async () => {
    const server = await serve();
    const preflight = await fetch(`${server.liveBaseUrl}/api/product/pay`, {
      method: 'OPTIONS',
      headers: {
        Origin: server.baseUrl,
        'Access-Control-Request-Method': 'POST',
        'Access-Control-Request-Headers': 'x-api-key,content-type',
      },
    });
    expect(preflight.status).toBe(204);
    expect(preflight.headers.get('access-control-allow-methods')).toContain('POST');
    const answer = await fetch(`${server.liveBaseUrl}/api/product/pay`, { method: 'POST', headers: { Origin: server.baseUrl } });
    expect(answer.status).toBe(401);
    expect(answer.headers.get('access-control-allow-origin')).toBe(server.baseUrl);
  });

  it('gives a merchant’s web page no CORS headers, so its browser rejects the call', async () => {
    const server = await serve();
    const { productId, hash } = await merchantWithPayment(server);
    const url = server.statusUrl + statusPath(productId, hash);
    const answer = await fetch(url, { headers: { Origin: 'https://shop.example' } });
    expect(answer.headers.get('access-control-allow-origin')).toBeNull();
    const preflight = await fetch(url, {
      method: 'OPTIONS',
      headers: { Origin: 'https://shop.example', 'Access-Control-Request-Method': 'GET' },
    });
    expect(preflight.status).toBe(404);
    expect(preflight.headers.get('access-control-allow-origin')).toBeNull();
  });
});
