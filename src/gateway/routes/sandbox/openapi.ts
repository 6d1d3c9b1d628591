/** The OpenAPI document of every endpoint, the helpers' included. */
import type { openApiAnswer } from '../../schemas';
import { helper, json } from '../declaration';

export const openApiRoutes = {
  document: helper('GET /_sandbox/openapi.json', { answer: json<typeof openApiAnswer>() }),
};
