import { describe, expect, it } from 'vitest';
import { BYTES, describeHeldBodies, TEXT } from '../../../test/support/held-body-conformance';
import { ClientRequest, headerOf } from './client-request';

const URL_ = 'http://127.0.0.1:4010/api/pay?x=1';
const RAW_HEADERS = ['Content-Type', 'application/json', 'X-Api-Key', 'sk_test_1', 'Accept', 'a', 'accept', 'b'];
const HEADERS = [
  ['Content-Type', 'application/json'],
  ['X-Api-Key', 'sk_test_1'],
  ['Accept', 'a'],
  ['accept', 'b'],
] as [string, string][];
const noSignal = () => new AbortController().signal;

describeHeldBodies([
  [
    'Request holding bytes',
    () => new ClientRequest('POST', URL_, RAW_HEADERS, noSignal, BYTES.slice()),
    () => new Request(URL_, { method: 'POST', headers: HEADERS, body: BYTES.slice() }),
  ],
]);

describe('a client request', () => {
  it('answers what a standard Request built from the same exchange answers', () => {
    const [mine, theirs] = [
      new ClientRequest('POST', URL_, RAW_HEADERS, noSignal, TEXT),
      new Request(URL_, { method: 'POST', headers: HEADERS, body: TEXT }),
    ];

    const members = (request: Request) => [
      request.url,
      request.method,
      [...request.headers],
      request.headers.get('accept'),
      request.cache,
      request.credentials,
      request.destination,
      request.integrity,
      request.keepalive,
      request.mode,
      request.redirect,
      request.referrer,
      request.referrerPolicy,
    ];
    expect(members(mine)).toEqual(members(theirs));
  });

  it('without a body reads as a standard bodiless one: empty, never used, JSON refused', async () => {
    const [mine, theirs] = [new ClientRequest('GET', URL_, [], noSignal), new Request(URL_)];

    expect([mine.body, mine.bodyUsed, await mine.text(), [...(await mine.bytes())]]).toEqual([
      theirs.body,
      theirs.bodyUsed,
      await theirs.clone().text(),
      [],
    ]);
    await expect(mine.json()).rejects.toThrow(SyntaxError);
    expect(await mine.clone().text()).toBe('');
  });

  it('upper-cases the methods a standard Request does, and keeps any other as sent', () => {
    expect(['get', 'post', 'Delete', 'patch'].map((method) => new ClientRequest(method, URL_, [], noSignal).method)).toEqual(
      ['get', 'post', 'Delete', 'patch'].map((method) => new Request(URL_, { method }).method),
    );
  });

  it('makes its signal only when asked, and gives the client’s', () => {
    const client = new AbortController();
    let made = 0;
    const request = new ClientRequest('GET', URL_, [], () => (made++, client.signal));

    expect(made).toBe(0);
    client.abort();
    expect(request.signal.aborted).toBe(true);
    expect(made).toBe(1);
  });

  it('refuses a body for GET and HEAD, as a standard Request does', () => {
    for (const method of ['GET', 'HEAD']) {
      expect(() => new Request(URL_, { method, body: TEXT })).toThrow(TypeError);
      expect(() => new ClientRequest(method, URL_, [], noSignal, TEXT)).toThrow(TypeError);
    }
  });
});

describe('one header read from a ClientRequest', () => {
  it('matches what its Headers answer, before and after they are built, repeated headers joined', () => {
    const raw = ['Accept-Encoding', 'gzip', 'X-Api-Key', 'sk_test_1', 'accept-encoding', 'br'];
    const request = new ClientRequest('GET', 'http://127.0.0.1:4010/x', raw, () => new AbortController().signal);
    expect(headerOf(request, 'accept-encoding')).toBe('gzip, br');
    expect(headerOf(request, 'x-api-key')).toBe('sk_test_1');
    expect(headerOf(request, 'content-type')).toBeNull();
    expect(request.headers.get('accept-encoding')).toBe('gzip, br');
    expect(headerOf(request, 'accept-encoding')).toBe('gzip, br');
    expect(headerOf(new Request('http://h/', { headers: { 'Accept-Encoding': 'br' } }), 'accept-encoding')).toBe('br');
  });
});
