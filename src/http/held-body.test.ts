import { describe, expect, it } from 'vitest';
import { HeldBodyRequest, HeldBodyResponse } from './held-body';

const TEXT = '{"price":1299,"note":"Grüße ✓"}';
const BYTES = new TextEncoder().encode(TEXT);
const INIT = { status: 201, statusText: 'Created', headers: { 'Content-Type': 'application/json' } };
const URL_ = 'http://127.0.0.1:4010/api/pay';

/** The held object and a standard one with the same body, to compare member by member. */
const pairs: [string, () => Response | Request, () => Response | Request][] = [
  ['Response holding text', () => new HeldBodyResponse(TEXT, INIT), () => new Response(TEXT, INIT)],
  ['Response holding bytes', () => new HeldBodyResponse(BYTES.slice(), INIT), () => new Response(BYTES.slice(), INIT)],
  [
    'Request holding bytes',
    () => new HeldBodyRequest(URL_, { method: 'POST', headers: INIT.headers }, BYTES.slice()),
    () => new Request(URL_, { method: 'POST', headers: INIT.headers, body: BYTES.slice() }),
  ],
];

async function streamText(stream: ReadableStream<Uint8Array> | null): Promise<string> {
  return new Response(stream).text();
}

describe.each(pairs)('%s', (_name, held, standard) => {
  it.each([
    ['text', (body: Response | Request) => body.text()],
    ['json', (body: Response | Request) => body.json()],
    ['arrayBuffer', async (body: Response | Request) => [...new Uint8Array(await body.arrayBuffer())]],
    ['bytes', async (body: Response | Request) => [...(await body.bytes())]],
    ['blob', async (body: Response | Request) => (await body.blob()).text()],
    ['body', (body: Response | Request) => streamText(body.body)],
  ])('reads through %s as a standard one does, once', async (_method, read) => {
    const [mine, theirs] = [held(), standard()];
    expect(mine.bodyUsed).toBe(false);
    expect(await read(mine)).toEqual(await read(theirs));
    expect(mine.bodyUsed).toBe(theirs.bodyUsed);
    expect(mine.bodyUsed).toBe(true);
    await expect(mine.text()).rejects.toThrow(TypeError);
    await expect(theirs.text()).rejects.toThrow(TypeError);
  });

  it('clones before reading, and after handing out its stream, each copy reading the whole body', async () => {
    const untouched = held();
    const copy = untouched.clone();
    expect([await untouched.text(), await copy.text()]).toEqual([TEXT, TEXT]);

    const streamed = held();
    expect(streamed.body).not.toBeNull();
    const teed = streamed.clone();
    expect([await streamText(streamed.body), await teed.text()]).toEqual([TEXT, TEXT]);
  });

  it('refuses to clone once read, as a standard one does', async () => {
    const [mine, theirs] = [held(), standard()];
    await Promise.all([mine.text(), theirs.text()]);
    expect(() => theirs.clone()).toThrow(TypeError);
    expect(() => mine.clone()).toThrow(TypeError);
  });

  it('keeps the rest of what it was built with', () => {
    const [mine, theirs] = [held(), standard()];
    expect([...mine.headers]).toEqual([...theirs.headers]);
    if (mine instanceof Response && theirs instanceof Response) {
      expect([mine.status, mine.statusText, mine.ok]).toEqual([theirs.status, theirs.statusText, theirs.ok]);
    }
    if (mine instanceof Request && theirs instanceof Request) expect([mine.url, mine.method]).toEqual([theirs.url, theirs.method]);
  });
});

describe('holding a body', () => {
  it('hands its body over whole, once, without a stream', async () => {
    const response = new HeldBodyResponse(TEXT, INIT);
    expect(response.takeHeld()).toBe(TEXT);
    expect(response.takeHeld()).toBeUndefined();
    expect(response.bodyUsed).toBe(true);
    expect(await streamText(response.body).catch((error: unknown) => error)).toBeInstanceOf(TypeError);
  });

  it('rebuilds into a standard Response from its stream and its init, as msw and the fault wrapper do', async () => {
    const response = new HeldBodyResponse(TEXT, INIT);
    const rebuilt = new Response(response.body, response);
    expect([rebuilt.status, rebuilt.headers.get('content-type'), await rebuilt.text()]).toEqual([201, 'application/json', TEXT]);
  });

  it('reads a form body the standard way', async () => {
    const form = 'a=1&b=two';
    const response = new HeldBodyResponse(form, { headers: { 'Content-Type': 'application/x-www-form-urlencoded' } });
    expect([...(await response.formData())]).toEqual([
      ['a', '1'],
      ['b', 'two'],
    ]);
  });

  it('leaves a Request that holds nothing to the standard behaviour', async () => {
    const streamed = new HeldBodyRequest(URL_, { method: 'POST', body: TEXT });
    expect(streamed.takeHeld()).toBeUndefined();
    expect(await streamed.clone().text()).toBe(TEXT);
    expect(await streamed.json()).toEqual(JSON.parse(TEXT));
    expect(streamed.bodyUsed).toBe(true);
    expect(new HeldBodyRequest(URL_, { method: 'GET' }).body).toBeNull();
  });
});

describe('held bodies built as the standard constructors allow', () => {
  it('drop a leading byte order mark when read as text, as UTF-8 decoding does', async () => {
    const marked = '\uFEFF{"a":1}';
    expect(await new HeldBodyResponse(marked, INIT).json()).toEqual(await new Response(marked, INIT).json());
  });

  it('refuse a body where a standard one refuses it: a 204 answer, a GET or HEAD request', () => {
    expect(() => new Response(TEXT, { status: 204 })).toThrow(TypeError);
    expect(() => new HeldBodyResponse(TEXT, { status: 204 })).toThrow(TypeError);
    for (const method of ['GET', 'HEAD']) {
      expect(() => new Request(URL_, { method, body: BYTES.slice() })).toThrow(TypeError);
      expect(() => new HeldBodyRequest(URL_, { method }, BYTES.slice())).toThrow(TypeError);
    }
  });
});
