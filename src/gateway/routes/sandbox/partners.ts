/**
 * Partners: who may call the API. Created and listed here, each with a sandbox and a production
 * key (`keys.ts` adds and revokes keys).
 */
import { partnerCreateSchema } from '../../schemas';
import type { partnerCreatedAnswer, partnerListAnswer } from '../../schemas';
import { helper, json } from '../declaration';

export const partnerRoutes = {
  create: helper('POST /_sandbox/partners', { body: partnerCreateSchema, answer: json<typeof partnerCreatedAnswer>() }),
  list: helper('GET /_sandbox/partners', { answer: json<typeof partnerListAnswer>() }),
};
