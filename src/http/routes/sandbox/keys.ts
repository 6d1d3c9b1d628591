/**
 * API keys: a further key for a partner in one environment, and revoking one (it answers 401
 * from then on).
 */
import { keyCreateSchema, keyRevokeSchema } from '../../../gateway/schemas/sandbox';
import { keyCreatedAnswer, keyRevokedAnswer } from '../../../gateway/schemas/sandbox-answers';
import { open } from '../../route';
import { BODY_ERRORS } from '../../route-errors';

export const keyRoutes = [
  open({
    method: 'POST',
    role: 'base',
    path: '/_sandbox/keys',
    response: keyCreatedAnswer,
    doc: {
      summary: 'Create a further API key for a partner in one environment',
      answers: 'The new key',
      example: { partnerId: '0190abcd-0000-7000-8000-000000000001', env: 'sandbox' },
      errors: { ...BODY_ERRORS, 404: 'No such partner' },
    },
    body: keyCreateSchema,
    handle: ({ gateway, body }) => gateway.auth.createKey(body.partnerId, body.env),
  }),
  open({
    method: 'POST',
    role: 'base',
    path: '/_sandbox/keys/revoke',
    response: keyRevokedAnswer,
    doc: {
      summary: 'Revoke a key: it answers 401 Invalid API key from then on',
      answers: '`{key, revoked: true}`',
      example: { key: 'sk_test_…' },
      errors: { ...BODY_ERRORS, 404: 'ApiKey not found' },
    },
    body: keyRevokeSchema,
    handle: ({ gateway, body }) => gateway.auth.revokeKey(body.key),
  }),
];
