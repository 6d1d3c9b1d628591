import { describe, expect, it } from 'vitest';
import { answerBytes } from './answer-bytes';

describe('an answer’s bytes', () => {
  it('reads a whole answer', async () => {
    expect(new TextDecoder().decode(await answerBytes(new Response('{"ok":true}')))).toBe('{"ok":true}');
  });

  it('reads only the opening of an event stream that never ends, and stops listening', async () => {
    let cancelled = false;
    const stream = new ReadableStream<Uint8Array>({
      start(controller) {
        controller.enqueue(new TextEncoder().encode('retry: 2000\n\n'));
      },
      cancel() {
        cancelled = true;
      },
    });
    const response = new Response(stream, { headers: { 'Content-Type': 'text/event-stream' } });

    expect(new TextDecoder().decode(await answerBytes(response))).toBe('retry: 2000\n\n');
    expect(cancelled).toBe(true);
  });
});
