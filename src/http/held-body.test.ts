import { describe, expect, it } from 'vitest';
import { BYTES, describeHeldBodies, streamText, TEXT } from '../../test/support/held-body-conformance';
import { HeldBodyResponse } from './held-body';

const INIT = { status: 201, statusText: 'Created', headers: { 'Content-Type': 'application/json' } };

describeHeldBodies([
  ['Response holding text', () => new HeldBodyResponse(TEXT, INIT), () => new Response(TEXT, INIT)],
  ['Response holding bytes', () => new HeldBodyResponse(BYTES.slice(), INIT), () => new Response(BYTES.slice(), INIT)],
]);

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
});

describe('held bodies built as the standard constructors allow', () => {
  it('drop a leading byte order mark when read as text, as UTF-8 decoding does', async () => {
    const marked = '\uFEFF{"a":1}';
    expect(await new HeldBodyResponse(marked, INIT).json()).toEqual(await new Response(marked, INIT).json());
  });

  it('refuse a body where a standard one refuses it: a 204 answer', () => {
    expect(() => new Response(TEXT, { status: 204 })).toThrow(TypeError);
    expect(() => new HeldBodyResponse(TEXT, { status: 204 })).toThrow(TypeError);
  });
});
