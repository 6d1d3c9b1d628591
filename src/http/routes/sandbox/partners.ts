/**
 * Partners: who may call the API. Created and listed here, each with a sandbox and a production
 * key (`keys.ts` adds and revokes keys).
 */
import { partnerCreateSchema } from '../../../gateway/schemas/sandbox';
import { partnerCreatedAnswer, partnerListAnswer } from '../../../gateway/schemas/sandbox-answers';
import { open } from '../../route';
import { BODY_ERRORS } from '../../route-errors';

export const partnerRoutes = [
  open({
    method: 'POST',
    role: 'base',
    path: '/_sandbox/partners',
    response: partnerCreatedAnswer,
    doc: {
      summary: 'Create a partner with a sandbox and a production key',
      answers: '`{id, name, keys: {sandbox, production}}`',
      example: { name: 'Blue Mugs', bankAccount: true },
      errors: BODY_ERRORS,
    },
    body: partnerCreateSchema,
    handle: ({ gateway, body }) => gateway.auth.createPartner(body),
  }),
  open({
    method: 'GET',
    role: 'base',
    path: '/_sandbox/partners',
    response: partnerListAnswer,
    doc: {
      summary: 'Every partner with its keys',
      answers: 'An array of partners, newest first, each with its keys',
    },
    handle: ({ gateway }) => gateway.auth.listPartners(),
  }),
];
