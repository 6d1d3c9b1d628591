/**
 * `GET /_sandbox/changes` over real loopback HTTP: a write answers an event on every open stream,
 * from this server and from a second server on the same SQLite file, so every tab and every
 * person on one sandbox sees it live.
 */
import { join } from 'node:path';
import { afterEach, describe, expect, it } from 'vitest';
import { json, serve, tempDir } from './support';

const listening: AbortController[] = [];
afterEach(() => {
  for (const controller of listening.splice(0)) controller.abort();
});

/** An open change stream; `next()` answers the data of the next `change` event. */
async function changes(baseUrl: string) {
  const controller = new AbortController();
  listening.push(controller);
  const response = await fetch(`${baseUrl}/_sandbox/changes`, { signal: controller.signal });
  const reader = response.body!.pipeThrough(new TextDecoderStream()).getReader();
  let text = '';
  const next = async (): Promise<string[]> => {
    for (;;) {
      const match = /event: change\ndata: (.*)\n\n/.exec(text);
      if (match) {
        text = text.slice(match.index + match[0].length);
        return JSON.parse(match[1]!);
      }
      const { value, done } = await reader.read();
      if (done) throw new Error(`The stream ended; unread: ${text}`);
      text += value;
    }
  };
  return { response, next };
}

describe('the change stream of a Node server', () => {
  it('answers server-sent events, one naming the collections each write touched', async () => {
    const server = await serve();
    const stream = await changes(server.baseUrl);
    expect(stream.response.status).toBe(200);
    expect(stream.response.headers.get('content-type')).toBe('text/event-stream');

    await json('POST', `${server.baseUrl}/_sandbox/partners`, { body: { name: 'Live shop' } });

    expect(await stream.next()).toEqual(expect.arrayContaining(['partners', 'apiKeys']));
  });

  it('tells a listener on one server of a write made through another server on the same database file', async () => {
    const dbFile = join(await tempDir(), 'shared.db');
    const [first, second] = [await serve({ dbFile }), await serve({ dbFile })];
    const stream = await changes(first.baseUrl);

    const partner = await json('POST', `${second.baseUrl}/_sandbox/partners`, { body: { name: 'Elsewhere' } });
    expect(partner.status).toBe(200);

    expect(await stream.next()).toEqual(expect.arrayContaining(['partners']));
  });
});
