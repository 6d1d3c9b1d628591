import { gunzipSync } from 'node:zlib';
import { describe, expect, it } from 'vitest';
import { isCompressibleType, negotiateEncoding, withCompression } from './compression';

describe('the coding chosen from Accept-Encoding', () => {
  it('is brotli when accepted, gzip otherwise, none for a client that accepts neither', () => {
    expect(negotiateEncoding('gzip, deflate, br, zstd')).toBe('br');
    expect(negotiateEncoding('gzip, deflate')).toBe('gzip');
    expect(negotiateEncoding('deflate')).toBeUndefined();
    expect(negotiateEncoding('identity')).toBeUndefined();
    expect(negotiateEncoding(null)).toBeUndefined();
    expect(negotiateEncoding('')).toBeUndefined();
  });

  it('honours q=0 refusals and the * wildcard', () => {
    expect(negotiateEncoding('br;q=0, gzip;q=0.5')).toBe('gzip');
    expect(negotiateEncoding('br; q=0, gzip; q=0')).toBeUndefined();
    expect(negotiateEncoding('*')).toBe('br');
    expect(negotiateEncoding('br;q=0, *')).toBe('gzip');
    expect(negotiateEncoding('GZIP')).toBe('gzip');
  });
});

describe('what is worth compressing', () => {
  it('is text, JSON and scripts, never an event stream or an image', () => {
    expect(isCompressibleType('text/html; charset=utf-8')).toBe(true);
    expect(isCompressibleType('application/json')).toBe(true);
    expect(isCompressibleType('text/javascript; charset=utf-8')).toBe(true);
    expect(isCompressibleType('image/svg+xml')).toBe(true);
    expect(isCompressibleType('text/event-stream')).toBe(false);
    expect(isCompressibleType('image/png')).toBe(false);
    expect(isCompressibleType(null)).toBe(false);
  });
});

describe('answers through withCompression', () => {
  const long = 'x'.repeat(5000);
  const request = (headers: Record<string, string>, method = 'GET') => new Request('http://127.0.0.1/x', { method, headers });

  it('streams a body of unknown length compressed, decoding to the same text', async () => {
    const handler = withCompression(async () => new Response(new Blob([long]).stream(), { headers: { 'Content-Type': 'text/plain' } }));
    const response = await handler(request({ 'Accept-Encoding': 'gzip' }));
    expect(response.headers.get('Content-Encoding')).toBe('gzip');
    expect(gunzipSync(Buffer.from(await response.arrayBuffer())).toString()).toBe(long);
  });

  it('leaves an event stream, a HEAD and an answer marked no-transform as they are', async () => {
    const answers = [
      { type: 'text/event-stream', cache: 'no-cache', method: 'GET' },
      { type: 'text/plain', cache: 'no-transform', method: 'GET' },
      { type: 'text/plain', cache: 'no-cache', method: 'HEAD' },
    ];
    for (const { type, cache, method } of answers) {
      const handler = withCompression(
        async () => new Response(method === 'HEAD' ? null : long, { headers: { 'Content-Type': type, 'Cache-Control': cache } }),
      );
      const response = await handler(request({ 'Accept-Encoding': 'br, gzip' }, method));
      expect(response.headers.get('Content-Encoding')).toBeNull();
      if (method !== 'HEAD') expect(await response.text()).toBe(long);
    }
  });
});
