/** What the OpenAPI document says about each route of `openapi.ts`, by method and path. */
import { openApiAnswer } from '../../schemas';
import type { RouteDocs } from '../route-doc';
import type { openApiRoutes } from './openapi';

export const openApiDocs: RouteDocs<typeof openApiRoutes> = {
  'GET /_sandbox/openapi.json': {
    response: openApiAnswer,
    summary: 'This document',
    answers: 'The OpenAPI 3.1 document of every endpoint',
  },
};
