/**
 * Partners: who may call the API. Created and listed here, each with a sandbox and a production
 * key (`keys.ts` adds and revokes keys).
 */
import { partnerCreatedAnswer, partnerCreateSchema, partnerListAnswer } from '../../../gateway/schemas';
import { open } from '../../route';

export const partnerRoutes = [
  open({
    method: 'POST',
    role: 'base',
    path: '/_sandbox/partners',
    response: partnerCreatedAnswer,
    body: partnerCreateSchema,
    handle: ({ gateway, body }) => gateway.auth.createPartner(body),
  }),
  open({
    method: 'GET',
    role: 'base',
    path: '/_sandbox/partners',
    response: partnerListAnswer,
    handle: ({ gateway }) => gateway.auth.listPartners(),
  }),
];
