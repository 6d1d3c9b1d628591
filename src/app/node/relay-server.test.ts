import { createServer, type IncomingMessage, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { nodeHttpTransport } from './http-transport';
import { startRelay, type RunningRelay } from './relay-server';
import { newRelayToken } from './relay-token';

/** What the receiver got, byte for byte. */
interface Received {
  method: string;
  url: string;
  headers: IncomingMessage['headers'];
  body: Buffer;
}

let receiver: Server;
let receiverUrl: string;
let received: Received[];
let answer: { status: number; body: string };
let relay: RunningRelay;
let relayOrigin: string;
let token: string;
let lines: string[];

/** A plain node:http receiver: no CORS, answers `answer`. */
async function startReceiver(): Promise<void> {
  receiver = createServer((request, response) => {
    const chunks: Buffer[] = [];
    request.on('data', (chunk: Buffer) => chunks.push(chunk));
    request.on('end', () => {
      received.push({ method: request.method!, url: request.url!, headers: request.headers, body: Buffer.concat(chunks) });
      response.writeHead(answer.status, { 'Content-Type': 'text/plain; charset=utf-8' }).end(answer.body);
    });
  });
  await new Promise<void>((resolve) => receiver.listen(0, '127.0.0.1', resolve));
  receiverUrl = `http://127.0.0.1:${(receiver.address() as AddressInfo).port}/webhooks?shop=1`;
}

async function startRelayTo(forwardTo: string): Promise<void> {
  token = newRelayToken();
  relay = await startRelay(0, {
    forwardTo,
    token,
    transport: nodeHttpTransport(),
    log: (line) => lines.push(line),
    timeOfDay: () => '12:00:00',
  });
  relayOrigin = `http://127.0.0.1:${relay.port}`;
}

const SIGNATURE = 't=1767225600,v1=8d1f0c0a1b2c3d4e5f60718293a4b5c6d7e8f90a1b2c3d4e5f60718293a4b5c6';
const BODY = '{"orderId":"h1","status":"COMPLETED","note":"Zażółć 🦊"}';

function delivery(overrides: Record<string, unknown> = {}) {
  return JSON.stringify({
    method: 'POST',
    headers: { 'Content-Type': 'application/json', 'X-Service-Signature': SIGNATURE, 'X-Shop': 'mugs' },
    body: BODY,
    ...overrides,
  });
}

/** Posts to the relay and reads the whole answer: its head goes out before the receiver has answered. */
async function post(path: string, body: string, headers: Record<string, string> = {}) {
  const response = await fetch(`${relayOrigin}${path}`, {
    method: 'POST',
    headers: { 'Content-Type': 'application/json', ...headers },
    body,
  });
  const text = await response.text();
  return { status: response.status, headers: response.headers, text, json: () => JSON.parse(text) };
}

beforeEach(async () => {
  received = [];
  lines = [];
  answer = { status: 200, body: 'thanks ✓' };
  await startReceiver();
  await startRelayTo(receiverUrl);
});

afterEach(async () => {
  await relay.close();
  await new Promise((resolve) => receiver.close(resolve));
});

describe('the relay forwards a delivery', () => {
  it('sends the method, headers and body byte for byte to --forward-to and hands back the receiver’s status and body', async () => {
    answer = { status: 202, body: 'queued ✓' };
    const response = await post(`/${token}`, delivery());
    expect(response.status).toBe(200);
    expect(response.json()).toEqual({ kind: 'answered', status: 202, body: 'queued ✓' });
    expect(received).toHaveLength(1);
    const [call] = received;
    expect(call!.method).toBe('POST');
    expect(call!.url).toBe('/webhooks?shop=1');
    expect(call!.body.equals(Buffer.from(BODY, 'utf8'))).toBe(true);
    expect(call!.headers['content-type']).toBe('application/json');
    expect(call!.headers['x-service-signature']).toBe(SIGNATURE);
    expect(call!.headers['x-shop']).toBe('mugs');
    expect(call!.headers['content-length']).toBe(String(Buffer.byteLength(BODY)));
  });

  it('hands back a failing status as the receiver’s answer, not as a failure of its own', async () => {
    answer = { status: 500, body: 'boom' };
    const response = await post(`/${token}`, delivery());
    expect(response.json()).toEqual({ kind: 'answered', status: 500, body: 'boom' });
  });

  it('sends to no address but --forward-to, whatever the page names', async () => {
    await post(`/${token}`, delivery({ url: 'http://127.0.0.1:1/elsewhere' }));
    await post(`/${token}?to=http://127.0.0.1:1/`, delivery({ headers: { Host: 'evil.example' } }));
    expect(received.map((call) => call.url)).toEqual(['/webhooks?shop=1', '/webhooks?shop=1']);
  });

  it('prints one line per delivery: time, method, the receiver’s status and how long it took, never the signature or body', async () => {
    answer = { status: 201, body: 'ok' };
    await post(`/${token}`, delivery());
    expect(lines).toHaveLength(1);
    expect(lines[0]).toMatch(new RegExp(`^12:00:00  --> POST ${receiverUrl.replace(/[?]/g, '\\?')}  \\[201\\]  \\d+ ms$`));
    expect(lines.join('\n')).not.toContain(SIGNATURE.slice(2, 12));
    expect(lines.join('\n')).not.toContain('v1=');
    expect(lines.join('\n')).not.toContain('COMPLETED');
  });

  it('refuses a body over 1 MiB with 413 and forwards nothing; 1 MiB exactly goes through', async () => {
    const tooLarge = await post(`/${token}`, delivery({ body: 'x'.repeat(1024 * 1024 + 1) }));
    expect(tooLarge.status).toBe(413);
    expect(received).toHaveLength(0);
    const atLimit = await post(`/${token}`, delivery({ body: 'x'.repeat(1024 * 1024) }));
    expect(atLimit.status).toBe(200);
    expect(received[0]!.body.byteLength).toBe(1024 * 1024);
  });

  it('says the receiver refused the connection, and prints it, when nothing listens at --forward-to', async () => {
    await new Promise((resolve) => receiver.close(resolve));
    const response = await post(`/${token}`, delivery());
    const answered = response.json();
    expect(answered.kind).toBe('network-error');
    expect(answered.error).toBe(`the receiver at ${receiverUrl} refused the connection (ECONNREFUSED)`);
    expect(lines.at(-1)).toContain('refused the connection (ECONNREFUSED)');
    receiver = createServer();
  });

  it('sends its answer’s head at once and the receiver’s answer whenever it comes, so a silent receiver keeps the call open', async () => {
    let answerNow!: () => void;
    receiver.removeAllListeners('request');
    receiver.on('request', (request: IncomingMessage, response) => {
      request.resume().on('end', () => {
        received.push({ method: request.method!, url: request.url!, headers: request.headers, body: Buffer.alloc(0) });
        answerNow = () => response.writeHead(200).end('late');
      });
    });
    const response = await fetch(`${relayOrigin}/${token}`, {
      method: 'POST',
      headers: { 'Content-Type': 'application/json' },
      body: delivery(),
    });
    // The head came before the receiver answered; then the receiver holds the call.
    expect(response.status).toBe(200);
    await vi.waitFor(() => expect(received).toHaveLength(1));
    expect(lines).toEqual([]);
    answerNow();
    expect(await response.json()).toEqual({ kind: 'answered', status: 200, body: 'late' });
  });

  it('answers 400 to a body that is not a delivery envelope, forwarding nothing', async () => {
    expect((await post(`/${token}`, 'not json')).status).toBe(400);
    expect((await post(`/${token}`, JSON.stringify({ method: 'POST', headers: {}, body: 7 }))).status).toBe(400);
    expect(received).toHaveLength(0);
  });
});

describe('the relay’s token', () => {
  it('answers 403 to a request without it, or with another, and forwards nothing', async () => {
    for (const path of ['/', '/wrong', `/${newRelayToken()}`, `/${token.slice(0, -1)}`, `/x/${token}`, `/?token=${token}`]) {
      const response = await post(path, delivery(), { Origin: 'https://docs.example.com' });
      expect([path, response.status]).toEqual([path, 403]);
      expect(response.headers.get('access-control-allow-origin')).toBeNull();
    }
    expect(received).toHaveLength(0);
    expect(lines.every((line) => line.includes('403'))).toBe(true);
  });

  it('authorises a CORS preflight that carries it, the private-network question included', async () => {
    const preflight = await fetch(`${relayOrigin}/${token}`, {
      method: 'OPTIONS',
      headers: {
        Origin: 'https://docs.example.com',
        'Access-Control-Request-Method': 'POST',
        'Access-Control-Request-Headers': 'content-type',
        'Access-Control-Request-Private-Network': 'true',
      },
    });
    expect(preflight.status).toBe(204);
    expect(preflight.headers.get('access-control-allow-origin')).toBe('https://docs.example.com');
    expect(preflight.headers.get('access-control-allow-methods')).toContain('POST');
    expect(preflight.headers.get('access-control-allow-headers')?.toLowerCase()).toContain('content-type');
    expect(preflight.headers.get('access-control-allow-private-network')).toBe('true');
  });

  it('refuses a preflight without it, with no CORS headers', async () => {
    const preflight = await fetch(`${relayOrigin}/`, {
      method: 'OPTIONS',
      headers: {
        Origin: 'https://docs.example.com',
        'Access-Control-Request-Method': 'POST',
        'Access-Control-Request-Private-Network': 'true',
      },
    });
    expect(preflight.status).toBe(403);
    expect(preflight.headers.get('access-control-allow-origin')).toBeNull();
    expect(preflight.headers.get('access-control-allow-private-network')).toBeNull();
  });

  it('answers a GET with it with where it forwards, so the page can tell it is paired', async () => {
    const hello = await fetch(`${relayOrigin}/${token}`, { headers: { Origin: 'https://docs.example.com' } });
    expect(hello.status).toBe(200);
    expect(hello.headers.get('access-control-allow-origin')).toBe('https://docs.example.com');
    expect(await hello.json()).toEqual({ relay: 'gateway-playground', forwardTo: receiverUrl });
  });
});

describe('starting the relay', () => {
  it('listens on 127.0.0.1 only', async () => {
    const interfaces = (await import('node:os')).networkInterfaces();
    const other = Object.values(interfaces)
      .flat()
      .find((address) => address && address.family === 'IPv4' && !address.internal);
    if (other) await expect(fetch(`http://${other.address}:${relay.port}/${token}`)).rejects.toThrow();
    expect((await fetch(`${relayOrigin}/${token}`)).status).toBe(200);
  });

  it('rejects with EADDRINUSE when the port is taken', async () => {
    await expect(
      startRelay(relay.port, { forwardTo: receiverUrl, token, transport: nodeHttpTransport(), log: () => undefined }),
    ).rejects.toMatchObject({
      code: 'EADDRINUSE',
    });
  });
});
