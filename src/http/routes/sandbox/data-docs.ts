/** What the OpenAPI document says about each route of `data.ts`, by method and path. */
import { snapshotAnswer } from '../../../gateway/schemas';
import type { RouteDocs } from '../../route';

export const dataDocs: RouteDocs = {
  'GET /_sandbox/summary': {
    summary: 'How much is stored, counted from indexes, with the receivers and the clock',
    answers: '`{counts: {partners, apiKeys, products, payments, ...}, receivers, clock}`',
  },
  'GET /_sandbox/export': {
    summary: 'A snapshot of all data, the clock included',
    answers: 'The snapshot `{format, version, collections}`',
  },
  'POST /_sandbox/import': {
    summary: 'Replace all data with a snapshot',
    answers: 'What is stored now, as `GET /_sandbox/summary` answers it',
    errors: { 400: 'Not one of our snapshots, or a record the gateway could not use; nothing changes' },
    bodyIsAnswer: snapshotAnswer,
  },
  'POST /_sandbox/reset': {
    summary: 'Empty everything and put the clock back to real time',
    answers: 'What is stored now (nothing), as `GET /_sandbox/summary` answers it',
  },
};
