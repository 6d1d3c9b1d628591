/** The node:http <-> fetch bridge on its own, with handlers that misbehave on purpose. */
import { createServer, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { requestListener, type BridgeTarget } from '../../src/app/node/bridge';
import { ClientRequest } from '../../src/app/node/client-request';
import type { FetchHandler } from '../../src/http/handler';
import { HeldBodyResponse } from '../../src/http/held-body';

const ORIGIN = 'http://127.0.0.1:4010';
const servers: Server[] = [];

afterEach(async () => {
  vi.restoreAllMocks();
  await Promise.all(servers.splice(0).map((server) => new Promise((done) => server.close(done))));
});

/** A bare server bridging to `handler` under the canonical ORIGIN; answers its real URL. */
async function bridged(target: FetchHandler | Promise<BridgeTarget>): Promise<string> {
  const server = createServer(requestListener(typeof target === 'function' ? { origin: ORIGIN, handler: target } : target));
  servers.push(server);
  await new Promise<void>((listening) => server.listen(0, '127.0.0.1', listening));
  return `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
}

const SOMETHING_WENT_WRONG = { status: 500, message: 'Something went wrong' };

describe('Node bridge', () => {
  it('builds the Request URL from the listener origin, keeping odd paths as paths', async () => {
    const seen: string[] = [];
    const url = await bridged(async (request) => {
      seen.push(request.url);
      return new Response('ok');
    });
    await fetch(`${url}/a/b?c=1`);
    const raw = await import('node:net').then(
      ({ connect }) =>
        new Promise<string>((resolve) => {
          const socket = connect(Number(new URL(url).port), '127.0.0.1', () =>
            socket.end('GET //evil.example/x HTTP/1.1\r\nHost: evil.example\r\nConnection: close\r\n\r\n'),
          );
          let text = '';
          socket.on('data', (chunk) => (text += chunk));
          socket.on('end', () => resolve(text));
        }),
    );
    expect(raw).toMatch(/^HTTP\/1\.1 200/);
    expect(seen).toEqual([`${ORIGIN}/a/b?c=1`, `${ORIGIN}//evil.example/x`]);
  });

  it('passes binary bodies through untouched, both ways, with repeated headers kept apart', async () => {
    const url = await bridged(async (request) => {
      const headers = new Headers({ 'Content-Type': 'application/octet-stream' });
      headers.append('Set-Cookie', 'a=1; Path=/');
      headers.append('Set-Cookie', 'b=2; Path=/');
      headers.set('X-Seen', request.headers.get('x-repeat') ?? '');
      return new Response(await request.arrayBuffer(), { headers });
    });
    const bytes = new Uint8Array(70_000).map((_, index) => (index * 31 + 7) % 256);
    const headers = new Headers();
    headers.append('X-Repeat', 'one');
    headers.append('X-Repeat', 'two');
    const response = await fetch(url, { method: 'POST', body: bytes, headers });
    expect(Buffer.from(await response.arrayBuffer()).equals(Buffer.from(bytes))).toBe(true);
    expect(response.headers.getSetCookie()).toEqual(['a=1; Path=/', 'b=2; Path=/']);
    expect(response.headers.get('x-seen')).toBe('one, two');
  });

  it('hands over a small body sent in pieces, and a body of unannounced length, byte for byte', async () => {
    const url = await bridged(async (request) => new Response(await request.text()));
    const { connect } = await import('node:net');
    const exchange = (...pieces: string[]) =>
      new Promise<string>((resolve) => {
        const socket = connect(Number(new URL(url).port), '127.0.0.1', async () => {
          for (const piece of pieces) {
            socket.write(piece);
            await new Promise((wait) => setTimeout(wait, 20));
          }
        });
        let text = '';
        socket.on('data', (chunk) => {
          text += chunk;
          if (text.endsWith('żółw')) socket.end();
        });
        socket.on('close', () => resolve(text.split('\r\n\r\n')[1]!));
      });
    const head = 'POST /x HTTP/1.1\r\nHost: x\r\n';
    const announced = await exchange(`${head}Content-Length: ${Buffer.byteLength('{"a":żółw')}\r\n\r\n{"a"`, ':żółw');
    const chunked = await exchange(`${head}Transfer-Encoding: chunked\r\n\r\n4\r\n{"a"\r\n`, '8\r\n:żółw\r\n0\r\n\r\n');
    expect(announced).toBe('{"a":żółw');
    expect(chunked).toBe('{"a":żółw');
  });

  it('gives a POST that announces no body an empty one, held rather than streamed, and keeps the connection serving', async () => {
    const url = await bridged(
      async (request) => new Response(`[${await request.text()}] ${request.method} held=${request instanceof ClientRequest}`),
    );
    const { connect } = await import('node:net');
    const answers = await new Promise<string>((resolve) => {
      const socket = connect(Number(new URL(url).port), '127.0.0.1', () =>
        socket.write('POST /x HTTP/1.1\r\nHost: x\r\n\r\nGET /y HTTP/1.1\r\nHost: x\r\nConnection: close\r\n\r\n'),
      );
      let text = '';
      socket.on('data', (chunk) => (text += chunk));
      socket.on('close', () => resolve(text));
    });
    expect(answers).toContain('[] POST held=true');
    expect(answers).toContain('[] GET held=true');
  });

  it('sends a held answer, text or bytes, with the Content-Length of the bytes on the wire', async () => {
    const text = '{"name":"żółw ✓"}';
    const bytes = new Uint8Array([0, 200, 255, 10]);
    const url = await bridged(async (request) =>
      request.url.endsWith('/text')
        ? new HeldBodyResponse(text, { headers: { 'Content-Type': 'application/json' } })
        : new HeldBodyResponse(bytes, { headers: { 'Content-Type': 'application/octet-stream' } }),
    );

    const [textAnswer, bytesAnswer] = await Promise.all([fetch(`${url}/text`), fetch(`${url}/bytes`)]);

    expect(textAnswer.headers.get('content-length')).toBe(String(Buffer.byteLength(text)));
    expect(await textAnswer.text()).toBe(text);
    expect(bytesAnswer.headers.get('content-length')).toBe('4');
    expect([...new Uint8Array(await bytesAnswer.arrayBuffer())]).toEqual([0, 200, 255, 10]);
  });

  it('fails the body of a client that hung up before the handler read it, rather than waiting for ever', async () => {
    let outcome = 'pending';
    const url = await bridged(async (request) => {
      // The handler reads only later (a fault's latency, say): by then the client has gone.
      await new Promise((resolve) => setTimeout(resolve, 300));
      outcome = await request.text().then(
        () => 'read',
        () => 'failed',
      );
      return new Response('too late');
    });
    const { connect } = await import('node:net');
    await new Promise<void>((closed) => {
      const socket = connect(Number(new URL(url).port), '127.0.0.1', () => {
        // Over the size the bridge holds whole, so the body is streamed.
        socket.write('POST /upload HTTP/1.1\r\nHost: x\r\nContent-Length: 200000\r\n\r\n');
        socket.write('x'.repeat(70_000));
        setTimeout(() => socket.destroy(), 50);
      });
      socket.on('close', () => closed());
    });

    await vi.waitFor(() => expect(outcome).toBe('failed'), { timeout: 3000 });
  });

  it('answers 500 when the handler throws, and keeps serving', async () => {
    vi.spyOn(console, 'error').mockImplementation(() => undefined);
    let calls = 0;
    const url = await bridged(async () => {
      if (++calls === 1) throw new Error('boom');
      return new Response('fine');
    });
    const failed = await fetch(url);
    expect(failed.status).toBe(500);
    expect(await failed.json()).toEqual(SOMETHING_WENT_WRONG);
    expect(await (await fetch(url)).text()).toBe('fine');
  });

  it('answers 500 when the target never came up', async () => {
    vi.spyOn(console, 'error').mockImplementation(() => undefined);
    const failing = Promise.reject(new Error('start failed'));
    failing.catch(() => undefined);
    const response = await fetch(await bridged(failing));
    expect(response.status).toBe(500);
    expect(await response.json()).toEqual(SOMETHING_WENT_WRONG);
  });

  it('cuts the connection when a body fails half way, and keeps serving', async () => {
    let calls = 0;
    const url = await bridged(async () => {
      if (++calls > 1) return new Response('fine');
      let pulls = 0;
      const body = new ReadableStream<Uint8Array>({
        async pull(controller) {
          if (++pulls === 1) return controller.enqueue(new Uint8Array([1, 2, 3]));
          // Late enough for the status line and the first bytes to be on the wire.
          await new Promise((resolve) => setTimeout(resolve, 50));
          controller.error(new Error('broken source'));
        },
      });
      return new Response(body);
    });
    await expect(fetch(url).then((response) => response.arrayBuffer())).rejects.toThrow();
    expect(await (await fetch(url)).text()).toBe('fine');
  });

  it('says nothing about a client that hangs up mid-upload, and keeps serving', async () => {
    const logged = vi.spyOn(console, 'error').mockImplementation(() => undefined);
    const bodies: string[] = [];
    const url = await bridged(async (request) => {
      bodies.push(await request.text());
      return new Response(bodies.at(-1));
    });
    const { connect } = await import('node:net');
    await new Promise<void>((resolve) => {
      const socket = connect(Number(new URL(url).port), '127.0.0.1', () => {
        socket.write('POST /upload HTTP/1.1\r\nHost: x\r\nContent-Length: 100\r\n\r\nonly part of it');
        setTimeout(() => socket.destroy(), 50);
      });
      socket.on('close', () => resolve());
    });

    expect(await (await fetch(url, { method: 'POST', body: 'whole' })).text()).toBe('whole');
    expect(bodies).toEqual(['whole']);
    expect(logged).not.toHaveBeenCalled();
  });
});
