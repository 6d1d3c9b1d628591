/**
 * The OpenAPI document of every endpoint, the helpers' included.
 */
import { openApiAnswer } from '../../../gateway/schemas/sandbox-answers';
import { open } from '../../route';

export const openApiRoutes = [
  open({
    method: 'GET',
    role: 'base',
    path: '/_sandbox/openapi.json',
    response: openApiAnswer,
    doc: {
      summary: 'This document',
      answers: 'The OpenAPI 3.1 document of every endpoint',
    },
    handle: async ({ openApi }) => openApi(),
  }),
];
