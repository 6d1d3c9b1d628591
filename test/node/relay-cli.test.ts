/**
 * `gateway-playground relay` as a real process (the package's bin, src/app/node/cli.ts, under
 * tsx; test/package runs the packed one): what it prints, what it forwards, what it refuses.
 */
import { execFile, spawn } from 'node:child_process';
import { createServer, type IncomingHttpHeaders } from 'node:http';
import type { AddressInfo } from 'node:net';
import { join } from 'node:path';
import { describe, expect, it, onTestFinished } from 'vitest';

const CLI = join(process.cwd(), 'src', 'app', 'node', 'cli.ts');

function cli(args: string[]): Promise<{ code: number | null; stdout: string; stderr: string }> {
  return new Promise((resolve) => {
    execFile(process.execPath, ['--import', 'tsx', CLI, ...args], (error, stdout, stderr) =>
      resolve({ code: error ? (error.code as number) : 0, stdout, stderr }),
    );
  });
}

/** Starts the relay; resolves once it printed its pairing address. */
async function startedRelay(args: string[]) {
  const child = spawn(process.execPath, ['--import', 'tsx', CLI, 'relay', ...args], { stdio: ['ignore', 'pipe', 'pipe'] });
  const exited = new Promise<number | null>((resolve) => child.on('exit', resolve));
  onTestFinished(async () => {
    if (child.exitCode === null) child.kill('SIGINT');
    await exited;
  });
  let printed = '';
  child.stdout.on('data', (chunk) => (printed += chunk));
  child.stderr.on('data', (chunk) => (printed += chunk));
  const address = await new Promise<string>((resolve, reject) => {
    child.stdout.on('data', () => {
      const line = /^ {2}(http:\/\/127\.0\.0\.1:\d+\/#[A-Za-z0-9_-]+)$/m.exec(printed);
      if (line) resolve(line[1]!);
    });
    void exited.then((code) => reject(new Error(`relay exited (${code}): ${printed}`)));
  });
  const url = new URL(address);
  return { address, origin: url.origin, token: url.hash.slice(1), printed: () => printed, child, exited };
}

/** A plain node:http receiver (no CORS), recording what it got. */
async function receiver(status = 200) {
  const calls: { method: string; headers: IncomingHttpHeaders; body: string }[] = [];
  const server = createServer((request, response) => {
    let body = '';
    request.setEncoding('utf8').on('data', (chunk: string) => (body += chunk));
    request.on('end', () => {
      calls.push({ method: request.method!, headers: request.headers, body });
      response.writeHead(status).end('got it');
    });
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  onTestFinished(() => new Promise<void>((resolve) => server.close(() => resolve())));
  return { url: `http://127.0.0.1:${(server.address() as AddressInfo).port}/webhooks`, calls };
}

const SIGNATURE = 't=1767225600,v1=5f0c2d9e8b7a6f5e4d3c2b1a0f9e8d7c6b5a4f3e2d1c0b9a8f7e6d5c4b3a2f10';

function deliver(origin: string, path: string) {
  return fetch(`${origin}${path}`, {
    method: 'POST',
    headers: { 'Content-Type': 'application/json' },
    body: JSON.stringify({
      method: 'POST',
      headers: { 'Content-Type': 'application/json', 'X-Service-Signature': SIGNATURE },
      body: '{"status":"COMPLETED"}',
    }),
  });
}

// Each case starts Node with tsx's loader, seconds on a busy machine.
describe('gateway-playground relay', { timeout: 30_000 }, () => {
  it('prints its pairing address, forwards a delivery with the token and prints one line for it, never the signature', async () => {
    const shop = await receiver(201);
    const relay = await startedRelay(['--forward-to', shop.url, '--port', '0']);
    expect(relay.token.length).toBeGreaterThanOrEqual(22);
    const answer = await deliver(relay.origin, `/${relay.token}`);
    expect(await answer.json()).toEqual({ kind: 'answered', status: 201, body: 'got it' });
    expect(shop.calls).toEqual([
      expect.objectContaining({
        method: 'POST',
        body: '{"status":"COMPLETED"}',
        headers: expect.objectContaining({ 'x-service-signature': SIGNATURE }),
      }),
    ]);
    await expect.poll(() => relay.printed()).toMatch(new RegExp(`^\\d\\d:\\d\\d:\\d\\d  --> POST ${shop.url}  \\[201\\]  \\d+ ms$`, 'm'));
    expect(relay.printed()).not.toContain('v1=');
    relay.child.kill('SIGINT');
    expect(await relay.exited).toBe(0);
  });

  it('answers 403 to a request without its token, or with another, and forwards nothing', async () => {
    const shop = await receiver();
    const relay = await startedRelay(['--forward-to', shop.url, '--port', '0']);
    for (const path of ['/', `/${relay.token.replace(/.$/, (c) => (c === 'A' ? 'B' : 'A'))}`]) {
      expect((await deliver(relay.origin, path)).status).toBe(403);
    }
    expect(shop.calls).toEqual([]);
  });

  it('says so when the receiver refuses the connection', async () => {
    const relay = await startedRelay(['--forward-to', 'http://127.0.0.1:9/webhooks', '--port', '0']);
    const answer = await (await deliver(relay.origin, `/${relay.token}`)).json();
    expect(answer).toEqual({
      kind: 'network-error',
      error: 'the receiver at http://127.0.0.1:9/webhooks refused the connection (ECONNREFUSED)',
    });
    await expect.poll(() => relay.printed()).toContain('--> POST http://127.0.0.1:9/webhooks  refused the connection (ECONNREFUSED)');
  });

  it('exits 2 saying the port is in use', async () => {
    const shop = await receiver();
    const first = await startedRelay(['--forward-to', shop.url, '--port', '0']);
    const port = new URL(first.origin).port;
    const second = await cli(['relay', '--forward-to', shop.url, '--port', port]);
    expect(second.code).toBe(2);
    expect(second.stderr).toContain(`Port ${port} on 127.0.0.1 is in use`);
  });

  it('is listed among the bin’s commands', async () => {
    const run = await cli(['--help']);
    expect(run.stdout).toMatch(/^ {2}relay --forward-to URL \[--port PORT\]/m);
  });

  it.each([
    [[], /Missing --forward-to <url>/],
    [['--forward-to', 'ftp://127.0.0.1/x'], /--forward-to must be an http:\/\/ or https:\/\/ URL/],
    [['--forward-to', 'localhost:3000'], /--forward-to must be an http:\/\/ or https:\/\/ URL/],
    [['--forward-to', 'http://127.0.0.1:3000/', '--port', 'x'], /--port must be a port number/],
  ])('exits 2 with the usage for %j', async (args, message) => {
    const run = await cli(['relay', ...args]);
    expect(run.code).toBe(2);
    expect(run.stderr).toMatch(message);
    expect(run.stderr).toContain('Usage: gateway-playground relay --forward-to <url>');
  });
});
