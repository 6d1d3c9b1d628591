/** What the OpenAPI document says about each route of `partners.ts`, by method and path. */
import { BODY_ERRORS } from '../route-errors';
import { partnerCreatedAnswer, partnerListAnswer } from '../../schemas';
import type { RouteDocs } from '../route-doc';
import type { partnerRoutes } from './partners';

export const partnerDocs: RouteDocs<typeof partnerRoutes> = {
  'POST /_sandbox/partners': {
    response: partnerCreatedAnswer,
    summary: 'Create a partner with a sandbox and a production key',
    answers: '`{id, name, keys: {sandbox, production}}`',
    example: { name: 'Blue Mugs', bankAccount: true },
    errors: BODY_ERRORS,
  },
  'GET /_sandbox/partners': {
    response: partnerListAnswer,
    summary: 'Every partner with its keys',
    answers: 'An array of partners, newest first, each with its keys',
  },
};
