/** What the OpenAPI document says about each route of `keys.ts`, by method and path. */
import { BODY_ERRORS } from '../route-errors';
import { keyCreatedAnswer, keyRevokedAnswer } from '../../schemas';
import type { RouteDocs } from '../route-doc';
import type { keyRoutes } from './keys';

export const keyDocs: RouteDocs<typeof keyRoutes> = {
  'POST /_sandbox/keys': {
    response: keyCreatedAnswer,
    summary: 'Create a further API key for a partner in one environment',
    answers: 'The new key',
    example: { partnerId: '0190abcd-0000-7000-8000-000000000001', env: 'sandbox' },
    errors: { ...BODY_ERRORS, 404: 'No such partner' },
  },
  'POST /_sandbox/keys/revoke': {
    response: keyRevokedAnswer,
    summary: 'Revoke a key: it answers 401 Invalid API key from then on',
    answers: '`{key, revoked: true}`',
    example: { key: 'sk_test_…' },
    errors: { ...BODY_ERRORS, 404: 'ApiKey not found' },
  },
};
