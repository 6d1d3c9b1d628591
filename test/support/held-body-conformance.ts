/**
 * The promise of a Request or Response that holds its body (`src/http/held-body.ts`): each
 * member reads as a standard object with the same body does. Used for every class that holds one.
 */
import { describe, expect, it } from 'vitest';

export const TEXT = '{"price":1299,"note":"Grüße ✓"}';
export const BYTES = new TextEncoder().encode(TEXT);

export async function streamText(stream: ReadableStream<Uint8Array> | null): Promise<string> {
  return new Response(stream).text();
}

/** The held object and a standard one with the same body, to compare member by member. */
export type HeldPair = [name: string, held: () => Response | Request, standard: () => Response | Request];

export function describeHeldBodies(pairs: HeldPair[]): void {
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
}
