/**
 * The stream of stored changes, so every screen on a Node server is live.
 */
import { changeStream } from '../../change-stream';
import { open } from '../../route';

export const changeRoutes = [
  open({
    method: 'GET',
    role: 'base',
    path: '/_sandbox/changes',
    response: 'event-stream',
    doc: {
      summary: 'Stored changes as they happen, as server-sent events (`text/event-stream`), for as long as the client listens',
      answers:
        'A `change` event after each write (writes within 50 ms folded into one), its data the JSON array of the collections written, e.g. `["payments","deliveries"]`',
    },
    handle: async ({ changes, signal }) => changeStream(changes, signal),
  }),
];
