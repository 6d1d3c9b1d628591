import { describe, expect, it } from 'vitest';
import { BROWSER_HOSTS } from '../../http/hosts';
import { inFrameFetch } from './in-frame-fetch';

describe("an embed's fetch", () => {
  it('hands requests to the virtual hosts to the gateway handler, method, headers and body included', async () => {
    const seen: Request[] = [];
    const send = inFrameFetch(async (request) => {
      seen.push(request);
      return new Response('from the gateway', { status: 201 });
    }, BROWSER_HOSTS);

    const response = await send('https://api.sandbox.gateway.test/_sandbox/partners', {
      method: 'POST',
      headers: { 'X-API-KEY': 'k' },
      body: '{}',
    });

    expect([response.status, await response.text()]).toEqual([201, 'from the gateway']);
    expect([seen[0]!.method, seen[0]!.headers.get('x-api-key'), await seen[0]!.text()]).toEqual(['POST', 'k', '{}']);
  });

  it('sends nothing to any other address, and says why the request got no answer', async () => {
    const seen: Request[] = [];
    const send = inFrameFetch(async (request) => {
      seen.push(request);
      return new Response('from the gateway');
    }, BROWSER_HOSTS);
    const sent: string[] = [];
    const network = globalThis.fetch;
    globalThis.fetch = async (input) => {
      sent.push(String(input));
      return new Response('from the network');
    };
    try {
      await expect(send('https://shop.example/webhook', { method: 'POST', body: '{}' })).rejects.toThrow(
        'an embed sends requests only to the sandbox gateway in this page (https://api.sandbox.gateway.test',
      );
      await expect(send('https://shop.example/webhook')).rejects.toThrow('not to https://shop.example');
      await expect(send('javascript:alert(1)')).rejects.toThrow(/not to a javascript: address$/);
      await expect(send('data:text/html,<script>alert(1)</script>')).rejects.toThrow(/not to a data: address$/);
    } finally {
      globalThis.fetch = network;
    }
    expect([seen, sent]).toEqual([[], []]);
  });
});
