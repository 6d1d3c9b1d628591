/**
 * The built app and its hosted checkout served by the Node server beside the handler: the
 * checkout link, the page told where its gateway is, no file outside the build, and a clear
 * answer when there is no build.
 */
import { request } from 'node:http';
import { mkdir, writeFile } from 'node:fs/promises';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { merchantWithPayment, serve, statusPath, tempDir } from './support';

/** A tiny stand-in build: an index page, a hashed asset, and a secret beside the folder. */
async function fakeBuild(): Promise<string> {
  const root = await tempDir();
  const dist = join(root, 'dist');
  await mkdir(join(dist, 'assets'), { recursive: true });
  await writeFile(join(dist, 'index.html'), '<!doctype html><html><head><title>App</title></head><body></body></html>');
  await writeFile(join(dist, 'assets', 'main-abc123.js'), 'console.log("app")');
  await writeFile(join(root, 'secret.txt'), 'not for the web');
  return dist;
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
  it('sends redirectUrl to the checkout route of the served app, query and all', async () => {
    const server = await serve({ distDir: await fakeBuild() });
    const { redirectUrl, productId, hash } = await merchantWithPayment(server);
    const response = await fetch(redirectUrl, { redirect: 'manual' });
    expect(response.status).toBe(302);
    expect(response.headers.get('location')).toBe(`/app/#/checkout/${productId}?externalId=${hash}`);
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
      headers: { Origin: server.baseUrl, 'Access-Control-Request-Method': 'POST', 'Access-Control-Request-Headers': 'x-api-key,content-type' },
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
    const preflight = await fetch(url, { method: 'OPTIONS', headers: { Origin: 'https://shop.example', 'Access-Control-Request-Method': 'GET' } });
    expect(preflight.status).toBe(404);
    expect(preflight.headers.get('access-control-allow-origin')).toBeNull();
  });
});
