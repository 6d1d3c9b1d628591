/**
 * The contract's limits through the Node server: unknown methods, even those Node's parser or
 * fetch refuse, get the routing 404; oversized bodies get 413 without being buffered; and no
 * timer of Node's own cuts a long request.
 */
import { Agent, request } from 'node:http';
import { connect } from 'node:net';
import { describe, expect, it, vi } from 'vitest';
import { json, serve } from './support';

/** Sends `raw` on a fresh connection and answers everything the server wrote back. */
function rawExchange(url: string, raw: string): Promise<string> {
  const { port } = new URL(url);
  return new Promise((resolve, reject) => {
    const socket = connect(Number(port), '127.0.0.1', () => socket.write(raw));
    let text = '';
    socket.on('data', (chunk) => (text += chunk));
    socket.on('end', () => resolve(text));
    socket.on('error', reject);
  });
}

/** A node:http call (which, unlike fetch, sends any method); answers status, type and text. */
function nodeCall(method: string, url: string): Promise<{ status?: number; type?: string; text: string }> {
  return new Promise((resolve, reject) => {
    const call = request(url, { method }, (response) => {
      let text = '';
      response.on('data', (chunk) => (text += chunk));
      response.on('end', () => resolve({ status: response.statusCode, type: response.headers['content-type'], text }));
    });
    call.on('error', reject).end();
  });
}

const MIB = 1024 * 1024;

describe('Node server limits', () => {
  it.for(['TRACE', 'PROPFIND', 'MKCOL', 'OPTIONS'])('answers %s with the plain-text routing 404', async (method) => {
    const server = await serve();

    const reply = await nodeCall(method, `${server.baseUrl}/_sandbox/partners?x=1`);

    expect(reply).toEqual({ status: 404, type: 'text/plain; charset=utf-8', text: `No route found for: ${method} /_sandbox/partners` });
  });

  it('answers a method Node’s parser does not know, and CONNECT, with the routing 404 too', async () => {
    const server = await serve();

    const brew = await rawExchange(server.baseUrl, 'BREW /_sandbox/partners HTTP/1.1\r\nHost: x\r\n\r\n');
    const tunnel = await rawExchange(server.baseUrl, 'CONNECT example.test:443 HTTP/1.1\r\nHost: example.test:443\r\n\r\n');

    expect(brew).toMatch(/^HTTP\/1\.1 404 Not Found\r\n/);
    expect(brew).toMatch(/\r\n\r\nNo route found for: BREW \/_sandbox\/partners$/);
    expect(tunnel).toMatch(/\r\n\r\nNo route found for: CONNECT example\.test:443$/);
    expect((await json('GET', `${server.baseUrl}/_sandbox/partners`)).status).toBe(200);
  });

  it.for(['OPTIONS', 'GET'])('answers %s with a target that names no path ("*") with the routing 404, not a failure', async (method) => {
    const server = await serve();

    const reply = await rawExchange(server.baseUrl, `${method} * HTTP/1.1\r\nHost: x\r\nConnection: close\r\n\r\n`);

    expect(reply).toMatch(/^HTTP\/1\.1 404 Not Found\r\n/);
    expect(reply).toMatch(new RegExp(`\r\n\r\nNo route found for: ${method} \\*$`));
  });

  it('answers 413 to an announced body over 1 MiB and stores nothing', async () => {
    const server = await serve();
    const body = JSON.stringify({ name: 'x'.repeat(MIB) });

    const reply = await json('POST', `${server.baseUrl}/_sandbox/partners`, { body });

    expect(reply).toEqual({ status: 413, body: { status: 413, message: 'Payload too large' } });
    expect((await json('GET', `${server.baseUrl}/_sandbox/partners`)).body).toEqual([]);
  });

  it('answers 413 to an endless chunked body while the client is still sending it', async () => {
    const server = await serve();
    const chunk = Buffer.alloc(64 * 1024, ' ');
    let sent = 0;

    const reply = await new Promise<{ status?: number; text: string }>((resolve, reject) => {
      const call = request(`${server.baseUrl}/_sandbox/partners`, { method: 'POST' }, (response) => {
        let text = '';
        response.on('data', (data) => (text += data));
        response.on('end', () => {
          call.destroy();
          resolve({ status: response.statusCode, text });
        });
      });
      call.on('error', reject);
      const pump = () => {
        while (!call.destroyed) {
          sent += chunk.length;
          if (!call.write(chunk)) return void call.once('drain', pump);
        }
      };
      pump();
    });

    expect(reply).toEqual({ status: 413, text: JSON.stringify({ status: 413, message: 'Payload too large' }) });
    expect(sent).toBeGreaterThan(MIB);
    expect((await json('GET', `${server.baseUrl}/_sandbox/partners`)).body).toEqual([]);
  });

  it('changes nothing when a client hangs up mid-body, and keeps serving', async () => {
    const errors = vi.spyOn(console, 'error').mockImplementation(() => undefined);
    const server = await serve();
    const { port } = new URL(server.baseUrl);

    await new Promise<void>((closed) => {
      const socket = connect(Number(port), '127.0.0.1', () => {
        socket.write('POST /_sandbox/partners HTTP/1.1\r\nHost: x\r\nContent-Type: application/json\r\n');
        socket.write('Content-Length: 100\r\n\r\n{"name": "half');
        setTimeout(() => socket.destroy(), 50);
      });
      socket.on('close', () => closed());
    });

    // The hang-up fails the body's read (in the bridge or in the handler), never giving a short
    // body to parse: nothing is stored, and nothing is logged for a client that went away.
    expect((await json('GET', `${server.baseUrl}/_sandbox/partners`)).body).toEqual([]);
    expect(errors).not.toHaveBeenCalledWith('Node bridge failure', expect.anything());
  });

  it('keeps answering on a kept-alive connection after answering an upload it did not read whole', async () => {
    const server = await serve();
    const agent = new Agent({ keepAlive: true, maxSockets: 1 });
    /** A call on the one kept-alive connection: its status, and whether the connection was reused. */
    const call = (method: string, path: string, body?: Buffer) =>
      new Promise<[number | undefined, boolean]>((resolve, reject) => {
        const sent = request(`${server.baseUrl}${path}`, { method, agent }, (response) => {
          response.resume().on('end', () => resolve([response.statusCode, sent.reusedSocket]));
        });
        sent.on('error', reject).end(body);
      });
    try {
      const answers = [
        await call('GET', '/_sandbox/partners'),
        // Announced over 1 MiB: refused unread.
        await call('POST', '/_sandbox/partners', Buffer.alloc(MIB + 1, ' ')),
        await call('GET', '/_sandbox/partners'),
        // Streamed to a route that does not exist, or to one that reads it all.
        await call('POST', '/no-such-route', Buffer.alloc(200 * 1024, ' ')),
        await call('GET', '/_sandbox/partners'),
      ];

      expect(answers).toEqual([
        [200, false],
        [413, true],
        [200, true],
        [404, true],
        [200, true],
      ]);
    } finally {
      agent.destroy();
    }
  });
});
