/** API keys: a further key for a partner in one environment, and revoking one (it answers 401 from then on). */
import { keyCreateSchema, keyRevokeSchema } from '../../schemas';
import type { keyCreatedAnswer, keyRevokedAnswer } from '../../schemas';
import { helper, json } from '../declaration';

export const keyRoutes = {
  create: helper('POST /_sandbox/keys', { body: keyCreateSchema, answer: json<typeof keyCreatedAnswer>() }),
  revoke: helper('POST /_sandbox/keys/revoke', { body: keyRevokeSchema, answer: json<typeof keyRevokedAnswer>() }),
};
