/**
 * `GET /_sandbox/changes`: the store's change feed as server-sent events, so every tab and every
 * person on one Node server hears of a write as the page hears of its own. It is a streaming
 * Response from the one fetch handler, not a Node-only route: the bridge streams any body that
 * comes in more than one chunk, and msw can answer it in the page just the same.
 */
import type { CollectionName, Store } from '../gateway/core';

/** Where a stream hears of committed writes: the store's own feed. */
export type ChangeSource = Pick<Store, 'onChange'>;

/** The event that carries the collections a write touched, as a JSON array. */
const CHANGE_EVENT = 'change';
/** Writes this close together go out as one event: a month's advance is thousands of writes. */
const FOLD_MS = 50;
/** A comment this often keeps idle proxies from closing the stream and finds clients gone. */
const HEARTBEAT_MS = 20_000;
/** How long a browser's EventSource waits before it connects again (the app's own feed backs off further). */
const RETRY_MS = 2_000;

const encoder = new TextEncoder();

/** A stream of change events until `signal` aborts (the client went away) or the reader cancels. */
export function changeStream(source: ChangeSource, signal: AbortSignal): Response {
  let stop = () => undefined as void;
  const body = new ReadableStream<Uint8Array>({
    start(controller) {
      const write = (text: string) => controller.enqueue(encoder.encode(text));
      let pending = new Set<CollectionName>();
      let fold: ReturnType<typeof setTimeout> | undefined;
      const flush = () => {
        fold = undefined;
        const collections = [...pending];
        pending = new Set();
        write(`event: ${CHANGE_EVENT}\ndata: ${JSON.stringify(collections)}\n\n`);
      };
      const unsubscribe = source.onChange((collections) => {
        for (const name of collections) pending.add(name);
        fold ??= setTimeout(flush, FOLD_MS);
      });
      const heartbeat = setInterval(() => write(': still here\n\n'), HEARTBEAT_MS);
      stop = () => {
        stop = () => undefined;
        unsubscribe();
        clearInterval(heartbeat);
        clearTimeout(fold);
        signal.removeEventListener('abort', close);
      };
      const close = () => {
        stop();
        controller.close();
      };
      if (signal.aborted) {
        close();
        return;
      }
      signal.addEventListener('abort', close);
      // Two chunks at once: the Node bridge sends the head when a body shows a second chunk (a
      // one-chunk body goes out whole with its length), and the client's `open` waits for the head.
      write(`retry: ${RETRY_MS}\n\n`);
      write(': listening\n\n');
    },
    cancel() {
      stop();
    },
  });
  return new Response(body, {
    headers: { 'Content-Type': 'text/event-stream', 'Cache-Control': 'no-store', 'X-Accel-Buffering': 'no' },
  });
}
