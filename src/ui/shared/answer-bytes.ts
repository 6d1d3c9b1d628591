/**
 * An answer's bytes, for a screen that shows whole answers (the console). A server-sent event
 * stream (`GET /_sandbox/changes`) never ends, so waiting for its whole body would wait for ever:
 * its opening chunk is read and the stream cancelled, and the person sees that it is a stream.
 */
export async function answerBytes(response: Response): Promise<Uint8Array> {
  if (!response.headers.get('Content-Type')?.startsWith('text/event-stream') || !response.body) {
    return new Uint8Array(await response.arrayBuffer());
  }
  const reader = response.body.getReader();
  const { value } = await reader.read();
  await reader.cancel();
  return value ?? new Uint8Array();
}
