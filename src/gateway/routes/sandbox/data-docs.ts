/** What the OpenAPI document says about each route of `data.ts`, by method and path. */
import { snapshotAnswer, summaryAnswer } from '../../schemas';
import type { Snapshot } from '../../records';
import { answering, type RouteDocs } from '../route-doc';
import type { dataRoutes } from './data';

export const dataDocs: RouteDocs<typeof dataRoutes> = {
  'GET /_sandbox/summary': {
    response: summaryAnswer,
    summary: 'How much is stored, counted from indexes, with the receivers and the clock',
    answers: '`{counts: {partners, apiKeys, products, payments, ...}, receivers, clock}`',
  },
  'GET /_sandbox/export': {
    response: answering<Snapshot>(snapshotAnswer),
    summary: 'A snapshot of all data, the clock included',
    answers: 'The snapshot `{format, version, collections}`',
  },
  'POST /_sandbox/import': {
    response: summaryAnswer,
    summary: 'Replace all data with a snapshot',
    answers: 'What is stored now, as `GET /_sandbox/summary` answers it',
    errors: { 400: 'Not one of our snapshots, or a record the gateway could not use; nothing changes' },
    bodyIsAnswer: snapshotAnswer,
  },
  'POST /_sandbox/reset': {
    response: summaryAnswer,
    summary: 'Empty everything and put the clock back to real time',
    answers: 'What is stored now (nothing), as `GET /_sandbox/summary` answers it',
  },
};
