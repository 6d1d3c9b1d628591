/**
 * The whole store at once: counts of what is stored (so no screen reads the export to count),
 * export, import and reset.
 */
import { z } from 'zod';
import { snapshotAnswer, summaryAnswer } from '../../../gateway/schemas';
import { MAX_SNAPSHOT_DEPTH } from '../../../gateway/core';
import { open } from '../../route';
import { storedSummary } from '../../stored-summary';

export const dataRoutes = [
  open({
    method: 'GET',
    role: 'base',
    path: '/_sandbox/summary',
    response: summaryAnswer,
    handle: storedSummary,
  }),
  open({
    method: 'GET',
    role: 'base',
    path: '/_sandbox/export',
    response: snapshotAnswer,
    handle: ({ gateway }) => gateway.sandbox.export(),
  }),
  open({
    method: 'POST',
    role: 'base',
    path: '/_sandbox/import',
    response: summaryAnswer,
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
    async handle({ gateway, runtime }) {
      await gateway.sandbox.reset();
      await runtime.setClock('real');
      await runtime.reload();
      return storedSummary({ gateway, runtime });
    },
  }),
];
