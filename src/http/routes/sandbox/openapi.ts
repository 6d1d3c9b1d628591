/** What the document's helper does (declared in `gateway/routes/sandbox/openapi.ts`). */
import type { JsonOf, openApiRoutes } from '../../../gateway/routes';
import type { HandlersOf } from '../../route';

export const openApiHandlers = {
  // Built by `http/openapi.ts`, which loads on first ask and answers the document's shape.
  document: async ({ openApi }) => (await openApi()) as JsonOf<typeof openApiRoutes.document.answer>,
} satisfies HandlersOf<typeof openApiRoutes>;
