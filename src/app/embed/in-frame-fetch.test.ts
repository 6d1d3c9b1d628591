import { describe, expect, it } from 'vitest';
import { BROWSER_HOSTS } from '../../http/hosts';
import { inFrameFetch } from './in-frame-fetch';

describe("an embed's fetch", () => {
  it('hands requests to the virtual hosts to the gateway handler, method, headers and body included', async () => {
    const seen: Request[] = [];
    const send = inFrameFetch(
      async (request) => {
        seen.push(request);
        return new Response('from the gateway', { status: 201 });
      },
      BROWSER_HOSTS,
      () => Promise.reject(new Error('no network in this test')),
    );

    const response = await send('https://api.sandbox.gateway.test/_sandbox/partners', { method: 'POST', headers: { 'X-API-KEY': 'k' }, body: '{}' });

    expect([response.status, await response.text()]).toEqual([201, 'from the gateway']);
    expect([seen[0]!.method, seen[0]!.headers.get('x-api-key'), await seen[0]!.text()]).toEqual(['POST', 'k', '{}']);
  });

  it('sends any other address to the network', async () => {
    const sent: string[] = [];
    const send = inFrameFetch(
      () => Promise.reject(new Error('not the gateway')),
      BROWSER_HOSTS,
      async (input) => {
        sent.push((input as Request).url);
        return new Response('from the network');
      },
    );

    expect(await (await send('https://shop.example/webhook')).text()).toBe('from the network');
    expect(sent).toEqual(['https://shop.example/webhook']);
  });
});
