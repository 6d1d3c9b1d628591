import { createServer, type Server, type ServerResponse } from 'node:http';
import type { AddressInfo } from 'node:net';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import type { CallResult, OutgoingRequest, Transport } from '../../gateway/core/ports';
import type { RelayPairing } from '../relay-protocol';
import { nodeHttpTransport } from '../node/http-transport';
import { startRelay, type RunningRelay } from '../node/relay-server';
import { newRelayToken } from '../node/relay-token';
import { relayingTransport } from './relay-transport';

let receiver: Server;
let receiverUrl: string;
let bodies: string[];
/** How the receiver answers each call; a call it holds stays unanswered. */
let answerWith: (response: ServerResponse) => void;
let relay: RunningRelay;
let pairing: RelayPairing;
let directCalls: OutgoingRequest[];

const direct: Transport = {
  async send(request) {
    directCalls.push(request);
    return { kind: 'answered', status: 299, body: 'direct' };
  },
};

beforeEach(async () => {
  bodies = [];
  directCalls = [];
  answerWith = (response) => response.writeHead(200).end('ok');
  receiver = createServer((request, response) => {
    let body = '';
    request.setEncoding('utf8').on('data', (chunk: string) => (body += chunk));
    request.on('end', () => {
      bodies.push(body);
      answerWith(response);
    });
  });
  await new Promise<void>((resolve) => receiver.listen(0, '127.0.0.1', resolve));
  receiverUrl = `http://127.0.0.1:${(receiver.address() as AddressInfo).port}/hooks`;
  const token = newRelayToken();
  relay = await startRelay(0, { forwardTo: receiverUrl, token, transport: nodeHttpTransport(), log: () => undefined });
  pairing = { origin: `http://127.0.0.1:${relay.port}`, token };
});

afterEach(async () => {
  await relay.close();
  receiver.closeAllConnections();
  await new Promise((resolve) => receiver.close(resolve));
});

const delivery = (url = 'https://shop.example.com/webhooks', body = '{"status":"COMPLETED"}'): OutgoingRequest => ({
  method: 'POST',
  url,
  headers: { 'Content-Type': 'application/json', 'X-Service-Signature': 't=1,v1=00' },
  body,
});

const paired = (to: () => RelayPairing | undefined = () => pairing) =>
  relayingTransport(direct, { pairing: to, isSandboxUrl: (url) => new URL(url).hostname.endsWith('.gateway.test') });

describe('the page’s transport while paired with a relay', () => {
  it('hands a delivery to an outside endpoint to the relay and records the receiver’s status and body', async () => {
    answerWith = (response) => response.writeHead(503).end('maintenance');
    expect(await paired().send(delivery())).toEqual({ kind: 'answered', status: 503, body: 'maintenance' });
    expect(bodies).toEqual(['{"status":"COMPLETED"}']);
    expect(directCalls).toEqual([]);
  });

  it('calls the sandbox’s own hosts directly, and everything directly while unpaired', async () => {
    await paired().send(delivery('https://api.sandbox.gateway.test/anything'));
    await paired(() => undefined).send(delivery());
    expect(directCalls.map((call) => call.url)).toEqual(['https://api.sandbox.gateway.test/anything', 'https://shop.example.com/webhooks']);
    expect(bodies).toEqual([]);
  });

  it('fails as a network error, "local relay not reachable", when the relay is not running', async () => {
    await relay.close();
    const result = await paired().send(delivery());
    expect(result.kind).toBe('network-error');
    expect((result as { error: string }).error).toContain('local relay not reachable');
  });

  it('fails as a network error when the relay stops while the receiver has not answered', async () => {
    answerWith = () => undefined;
    const sent = paired().send(delivery());
    await until(() => bodies.length === 1);
    await relay.close();
    const result = await sent;
    expect(result).toMatchObject({ kind: 'network-error', error: expect.stringContaining('local relay not reachable') });
  });

  it('says the relay refused the token when it answers 403', async () => {
    const result = await paired(() => ({ ...pairing, token: newRelayToken() })).send(delivery());
    expect(result).toMatchObject({ kind: 'network-error', error: expect.stringContaining("refused this page's token (403)") });
    expect(bodies).toEqual([]);
  });

  it('says the receiver refused the connection, as the relay tells it', async () => {
    receiver.close();
    await new Promise((resolve) => setTimeout(resolve, 0));
    const result = await paired().send(delivery());
    expect(result).toEqual({
      kind: 'network-error',
      error: `Network error: local relay: the receiver at ${receiverUrl} refused the connection (ECONNREFUSED)`,
    });
  });

  it('keeps many deliveries in the order they were handed over, each with its own answer', async () => {
    let calls = 0;
    answerWith = (response) => response.writeHead(++calls % 2 ? 500 : 200).end(`answer ${calls}`);
    const results: CallResult[] = [];
    for (let i = 1; i <= 8; i++) results.push(await paired().send(delivery(undefined, `{"n":${i}}`)));
    expect(bodies).toEqual(Array.from({ length: 8 }, (_, i) => `{"n":${i + 1}}`));
    expect(results.map((result) => (result.kind === 'answered' ? `${result.status} ${result.body}` : result.error))).toEqual(
      Array.from({ length: 8 }, (_, i) => `${(i + 1) % 2 ? 500 : 200} answer ${i + 1}`),
    );
  });
});

async function until(condition: () => boolean): Promise<void> {
  while (!condition()) await new Promise((resolve) => setTimeout(resolve, 5));
}
