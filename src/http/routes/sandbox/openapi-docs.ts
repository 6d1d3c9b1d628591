/** What the OpenAPI document says about each route of `openapi.ts`, by method and path. */
import type { RouteDocs } from '../../route';

export const openApiDocs: RouteDocs = {
  'GET /_sandbox/openapi.json': {
    summary: 'This document',
    answers: 'The OpenAPI 3.1 document of every endpoint',
  },
};
