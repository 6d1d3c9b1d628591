/** The whole store at once: counts of what is stored (so no screen reads the export to count), export, import and reset. */
import { z } from 'zod';
import { MAX_SNAPSHOT_DEPTH } from '../../core';
import type { Snapshot } from '../../records';
import type { summaryAnswer } from '../../schemas';
import { helper, json } from '../declaration';

type Summary = typeof summaryAnswer;

export const dataRoutes = {
  summary: helper('GET /_sandbox/summary', { answer: json<Summary>() }),
  // The snapshot's schema is looser than the gateway's type of it (records are interfaces).
  export: helper('GET /_sandbox/export', { answer: json<z.ZodType<Snapshot>>() }),
  // Any JSON: the gateway checks the whole snapshot, with its own messages.
  import: helper('POST /_sandbox/import', { body: z.unknown(), maxDepth: MAX_SNAPSHOT_DEPTH, answer: json<Summary>() }),
  reset: helper('POST /_sandbox/reset', { answer: json<Summary>() }),
};
