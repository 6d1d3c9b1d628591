/**
 * The whole store at once: counts of what is stored (so no screen reads the export to count),
 * export, import and reset.
 */
import { z } from 'zod';
import { snapshotAnswer, summaryAnswer } from '../../../gateway/schemas/sandbox-answers';
import { MAX_SNAPSHOT_DEPTH } from '../../../gateway/snapshot';
import { open } from '../../route';
import { storedSummary } from '../../stored-summary';

export const dataRoutes = [
  open({
    method: 'GET',
    role: 'base',
    path: '/_sandbox/summary',
    response: summaryAnswer,
    doc: {
      summary: 'How much is stored, counted from indexes, with the receivers and the clock',
      answers: '`{counts: {partners, apiKeys, products, payments, ...}, receivers, clock}`',
    },
    handle: storedSummary,
  }),
  open({
    method: 'GET',
    role: 'base',
    path: '/_sandbox/export',
    response: snapshotAnswer,
    doc: {
      summary: 'A snapshot of all data, the clock included',
      answers: 'The snapshot `{format, version, collections}`',
    },
    handle: ({ gateway }) => gateway.sandbox.export(),
  }),
  open({
    method: 'POST',
    role: 'base',
    path: '/_sandbox/import',
    response: summaryAnswer,
    doc: {
      summary: 'Replace all data with a snapshot',
      answers: 'What is stored now, as `GET /_sandbox/summary` answers it',
      errors: { 400: 'Not one of our snapshots, or a record the gateway could not use; nothing changes' },
      bodyIsAnswer: snapshotAnswer,
    },
    body: z.unknown(),
    maxDepth: MAX_SNAPSHOT_DEPTH,
    async handle({ gateway, runtime, body }) {
      await gateway.sandbox.import(body);
      await runtime.reload();
      return storedSummary({ gateway, runtime });
    },
  }),
  open({
    method: 'POST',
    role: 'base',
    path: '/_sandbox/reset',
    response: summaryAnswer,
    doc: {
      summary: 'Empty everything and put the clock back to real time',
      answers: 'What is stored now (nothing), as `GET /_sandbox/summary` answers it',
    },
    async handle({ gateway, runtime }) {
      await gateway.sandbox.reset();
      await runtime.setClock('real');
      await runtime.reload();
      return storedSummary({ gateway, runtime });
    },
  }),
];
