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
    handle: async ({ changes, signal }) => changeStream(changes, signal),
  }),
];
