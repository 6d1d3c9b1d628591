/** The stream of stored changes, so every screen on a Node server is live. */
import { helper } from '../declaration';

export const changeRoutes = {
  stream: helper('GET /_sandbox/changes', { answer: 'event-stream' }),
};
