/**
 * The OpenAPI document of every endpoint, the helpers' included.
 */
import { openApiAnswer } from '../../../gateway/schemas';
import { open } from '../../route';

export const openApiRoutes = [
  open({
    method: 'GET',
    role: 'base',
    path: '/_sandbox/openapi.json',
    response: openApiAnswer,
    handle: async ({ openApi }) => openApi(),
  }),
];
