/**
 * Node mode's webhook transport over loopback: no timeout of any kind, answers read only as far
 * as an attempt records them, and failures reported as network errors.
 */
import { subscribe, unsubscribe } from 'node:diagnostics_channel';
import { createServer, type ClientRequest, type Server, type ServerResponse } from 'node:http';
import { once } from 'node:events';
import type { AddressInfo, Socket } from 'node:net';
import { afterEach, describe, expect, it } from 'vitest';
import { nodeHttpTransport } from '../../src/app/node/http-transport';
import { MAX_ANSWER_BYTES } from '../../src/gateway/webhooks/answer-body';
import { openWebhookScene } from '../support/webhook-scene';

const servers: Server[] = [];
afterEach(async () => {
  for (const server of servers) server.closeAllConnections();
  await Promise.all(servers.splice(0).map((server) => new Promise((resolve) => server.close(resolve))));
});

/** A loopback endpoint whose answer `respond` writes; answers its URL. */
async function endpoint(respond: (response: ServerResponse) => void): Promise<string> {
  const server = createServer((request, response) => {
    request.resume();
    request.on('end', () => respond(response));
  });
  servers.push(server);
  await new Promise<void>((listening) => server.listen(0, '127.0.0.1', listening));
  return `http://127.0.0.1:${(server.address() as AddressInfo).port}/hook`;
}

/** The node:http client requests started while `work` runs, as Node's diagnostics report them. */
async function clientRequestsDuring<T>(work: () => Promise<T>): Promise<{ result: T; requests: ClientRequest[] }> {
  const requests: ClientRequest[] = [];
  const seen = (message: unknown) => requests.push((message as { request: ClientRequest }).request);
  subscribe('http.client.request.start', seen);
  try {
    return { result: await work(), requests };
  } finally {
    unsubscribe('http.client.request.start', seen);
  }
}

const outgoing = (url: string) => ({ method: 'POST', url, headers: { 'Content-Type': 'application/json' }, body: '{"a":1}' });

describe('Node webhook transport', () => {
  it('waits through a silence after the headers, with no timeout on the request or its socket', async () => {
    const url = await endpoint((response) => {
      response.writeHead(200, { 'Content-Type': 'text/plain' });
      response.write('first ');
      setTimeout(() => response.end('and last'), 1_500);
    });

    const { result, requests } = await clientRequestsDuring(() => nodeHttpTransport().send(outgoing(url)));

    expect(result).toEqual({ kind: 'answered', status: 200, body: 'first and last' });
    expect(requests).toHaveLength(1);
    // node:http times a call out only through these: the request's own timeout, its agent's, and
    // its socket's idle timeout. (Internal properties, read as Node sets them.)
    const request = requests[0] as ClientRequest & { timeout?: number; agent: { options: { timeout?: number } } };
    expect(request.timeout).toBeUndefined();
    expect(request.agent.options.timeout).toBeUndefined();
    expect(request.socket).toBeTruthy();
    expect((request.socket as { timeout?: number }).timeout ?? 0).toBe(0);
  });

  it('sends calls to one endpoint over one kept-alive connection, and closes it once it stands idle', async () => {
    const connections: Socket[] = [];
    const server = createServer((request, response) => {
      request.resume();
      request.on('end', () => response.writeHead(500).end('failing'));
    });
    server.on('connection', (socket: Socket) => connections.push(socket));
    // The server would keep the connection open far longer than the test waits.
    server.keepAliveTimeout = 60_000;
    servers.push(server);
    await new Promise<void>((listening) => server.listen(0, '127.0.0.1', listening));
    const url = `http://127.0.0.1:${(server.address() as AddressInfo).port}/hook`;
    const transport = nodeHttpTransport();

    const { requests } = await clientRequestsDuring(async () => {
      for (let i = 0; i < 3; i++) expect(await transport.send(outgoing(url))).toEqual({ kind: 'answered', status: 500, body: 'failing' });
    });

    expect(connections).toHaveLength(1);
    // A reused connection carries no timeout into the call either.
    expect(requests.map((request) => (request.socket as { timeout?: number }).timeout ?? 0)).toEqual([0, 0, 0]);
    // The client closes it, before a server's keep-alive timeout could close it under a call.
    await once(connections[0]!, 'close');
  });

  it('sends the method, headers and body, and takes a 3xx as the answer rather than following it', async () => {
    let seen: { method?: string; type?: string; body: string } = { body: '' };
    const server = createServer((request, response) => {
      let body = '';
      request.on('data', (chunk) => (body += chunk));
      request.on('end', () => {
        seen = { method: request.method, type: request.headers['content-type'], body };
        response.writeHead(302, { Location: 'http://127.0.0.1:1/elsewhere' }).end();
      });
    });
    servers.push(server);
    await new Promise<void>((listening) => server.listen(0, '127.0.0.1', listening));
    const url = `http://127.0.0.1:${(server.address() as AddressInfo).port}/hook`;

    expect(await nodeHttpTransport().send({ ...outgoing(url), method: 'PUT' })).toEqual({ kind: 'answered', status: 302, body: '' });
    expect(seen).toEqual({ method: 'PUT', type: 'application/json', body: '{"a":1}' });
  });

  it.each(['{"name":"plain"}', '{"name":"Zażółć 😀"}'])('sends the body %s as its UTF-8 bytes, with their length', async (body) => {
    let seen: { length?: string; bytes: Buffer } = { bytes: Buffer.alloc(0) };
    const server = createServer((request, response) => {
      const chunks: Buffer[] = [];
      request.on('data', (chunk: Buffer) => chunks.push(chunk));
      request.on('end', () => {
        seen = { length: request.headers['content-length'], bytes: Buffer.concat(chunks) };
        response.writeHead(200).end();
      });
    });
    servers.push(server);
    await new Promise<void>((listening) => server.listen(0, '127.0.0.1', listening));
    const url = `http://127.0.0.1:${(server.address() as AddressInfo).port}/hook`;

    expect(await nodeHttpTransport().send({ ...outgoing(url), body })).toEqual({ kind: 'answered', status: 200, body: '' });
    expect(seen.bytes.toString('utf8')).toBe(body);
    expect(seen.length).toBe(String(Buffer.byteLength(body)));
  });

  it('sends a configured header beyond ASCII as its UTF-8 bytes instead of failing the call', async () => {
    let seen: string | undefined;
    const server = createServer((request, response) => {
      seen = request.headers['x-shop'] as string | undefined;
      request.resume();
      request.on('end', () => response.writeHead(200).end());
    });
    servers.push(server);
    await new Promise<void>((listening) => server.listen(0, '127.0.0.1', listening));
    const url = `http://127.0.0.1:${(server.address() as AddressInfo).port}/hook`;

    const result = await nodeHttpTransport().send({
      ...outgoing(url),
      headers: { 'Content-Type': 'application/json', 'X-Shop': 'Zażółć' },
    });

    expect(result).toEqual({ kind: 'answered', status: 200, body: '' });
    // node:http reads header bytes as Latin-1.
    expect(Buffer.from(seen!, 'latin1').toString('utf8')).toBe('Zażółć');
  });

  it.each([
    ['a plain URL', ''],
    ['credentials in the URL', 'shop:s3cret@'],
  ])('sends the configured headers in order, then the length, Host and keep-alive, with %s', async (_, credentials) => {
    let seen: string[] = [];
    const server = createServer((request, response) => {
      seen = request.rawHeaders;
      request.resume();
      request.on('end', () => response.writeHead(200).end());
    });
    servers.push(server);
    await new Promise<void>((listening) => server.listen(0, '127.0.0.1', listening));
    const port = (server.address() as AddressInfo).port;
    const headers = { 'X-Shop': 'one', 'Content-Type': 'application/json', 'X-Service-Signature': 't=1,v1=ab' };

    const result = await nodeHttpTransport().send({ ...outgoing(`http://${credentials}127.0.0.1:${port}/hook`), headers });

    expect(result).toEqual({ kind: 'answered', status: 200, body: '' });
    expect(seen).toEqual([
      ...['X-Shop', 'one', 'Content-Type', 'application/json', 'X-Service-Signature', 't=1,v1=ab', 'Content-Length', '7'],
      ...['Host', `127.0.0.1:${port}`],
      ...(credentials ? ['Authorization', 'Basic c2hvcDpzM2NyZXQ='] : []),
      ...['Connection', 'keep-alive'],
    ]);
  });

  it.each(['POST', 'GET'])(
    'sends a %s with a configured Trailer header in chunks, which node:http requires, instead of failing',
    async (method) => {
      let seen: { transferEncoding?: string; trailer?: string; body: string } = { body: '' };
      const server = createServer((request, response) => {
        let body = '';
        request.on('data', (chunk) => (body += chunk));
        request.on('end', () => {
          seen = { transferEncoding: request.headers['transfer-encoding'], trailer: request.headers.trailer, body };
          response.writeHead(200).end();
        });
      });
      servers.push(server);
      await new Promise<void>((listening) => server.listen(0, '127.0.0.1', listening));
      const url = `http://127.0.0.1:${(server.address() as AddressInfo).port}/hook`;

      const result = await nodeHttpTransport().send({
        ...outgoing(url),
        method,
        headers: { 'Content-Type': 'application/json', trailer: 'X-Checksum' },
      });

      expect(result).toEqual({ kind: 'answered', status: 200, body: '' });
      expect(seen).toEqual({ transferEncoding: 'chunked', trailer: 'X-Checksum', body: method === 'POST' ? '{"a":1}' : '' });
    },
  );

  it('sends each call to its own URL, path and query included, when calls to several endpoints alternate', async () => {
    const seen: string[] = [];
    const answering = (name: string) => (response: ServerResponse) => response.writeHead(200).end(name);
    const [first, second] = [await endpoint(answering('first')), await endpoint(answering('second'))];
    servers.forEach((server) => server.on('request', (request) => seen.push(request.url!)));
    const transport = nodeHttpTransport();

    const answers = [];
    for (const url of [first, second, `${first}?n=2`, `${second}/deeper`]) answers.push(await transport.send(outgoing(url)));

    expect(answers.map((answer) => answer.kind === 'answered' && answer.body)).toEqual(['first', 'second', 'first', 'second']);
    expect(seen).toEqual(['/hook', '/hook', '/hook?n=2', '/hook/deeper']);
  });

  it('reports a refused connection as a network error', async () => {
    const url = await endpoint(() => undefined);
    await new Promise((closed) => servers.pop()!.close(closed));

    expect(await nodeHttpTransport().send(outgoing(url))).toEqual({ kind: 'network-error', error: 'Network error: ECONNREFUSED' });
  });

  it('stops reading an endless answer once an attempt has all it records, and the attempt marks it cut', async () => {
    let written = 0;
    const url = await endpoint((response) => {
      response.writeHead(200);
      const chunk = 'x'.repeat(16 * 1024);
      const more = () => {
        while (!response.destroyed && response.write(chunk)) written += chunk.length;
        if (!response.destroyed) response.once('drain', more);
      };
      more();
    });
    const scene = await openWebhookScene({ outbound: nodeHttpTransport(), webhook: { endpoint: url, retries: 0 } });

    await scene.move(await scene.pay(), 'COMPLETED');
    await scene.advance(0);

    const [attempt] = await scene.deliveries();
    expect(attempt).toMatchObject({ state: 'SUCCEEDED', responseStatus: 200, responseTruncated: true });
    expect(attempt.responseBody).toBe('x'.repeat(MAX_ANSWER_BYTES));
    expect(written).toBeLessThan(64 * MAX_ANSWER_BYTES);
  });
});
