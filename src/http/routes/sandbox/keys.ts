/**
 * API keys: a further key for a partner in one environment, and revoking one (it answers 401
 * from then on).
 */
import { keyCreatedAnswer, keyCreateSchema, keyRevokedAnswer, keyRevokeSchema } from '../../../gateway/schemas';
import { open } from '../../route';

export const keyRoutes = [
  open({
    method: 'POST',
    role: 'base',
    path: '/_sandbox/keys',
    response: keyCreatedAnswer,
    body: keyCreateSchema,
    handle: ({ gateway, body }) => gateway.auth.createKey(body.partnerId, body.env),
  }),
  open({
    method: 'POST',
    role: 'base',
    path: '/_sandbox/keys/revoke',
    response: keyRevokedAnswer,
    body: keyRevokeSchema,
    handle: ({ gateway, body }) => gateway.auth.revokeKey(body.key),
  }),
];
