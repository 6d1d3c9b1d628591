/** What the OpenAPI document says about each route of `partners.ts`, by method and path. */
import { BODY_ERRORS } from '../../route-errors';
import type { RouteDocs } from '../../route';

export const partnerDocs: RouteDocs = {
  'POST /_sandbox/partners': {
    summary: 'Create a partner with a sandbox and a production key',
    answers: '`{id, name, keys: {sandbox, production}}`',
    example: { name: 'Blue Mugs', bankAccount: true },
    errors: BODY_ERRORS,
  },
  'GET /_sandbox/partners': {
    summary: 'Every partner with its keys',
    answers: 'An array of partners, newest first, each with its keys',
  },
};
