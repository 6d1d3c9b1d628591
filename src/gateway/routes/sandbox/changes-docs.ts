/** What the OpenAPI document says about each route of `changes.ts`, by method and path. */
import type { RouteDocs } from '../route-doc';
import type { changeRoutes } from './changes';

export const changeDocs: RouteDocs<typeof changeRoutes> = {
  'GET /_sandbox/changes': {
    summary: 'Stored changes as they happen, as server-sent events (`text/event-stream`), for as long as the client listens',
    answers:
      'A `change` event after each write (writes within 50 ms folded into one), its data the JSON array of the collections written, e.g. `["payments","deliveries"]`',
  },
};
