/**
 * The shape of a receiver check's report (`receiver-check.ts` runs the battery,
 * `receiver-check-words.ts` says it in words): declared once for the battery, its words, the
 * sandbox helper's answer schema and the screen.
 */
import { z } from 'zod';

const CASE_IDS = [
  'genuine',
  'wrong-signature',
  'changed-body',
  'stale-timestamp',
  'no-signature',
  'duplicate',
  'concurrent-duplicate',
  'older-status',
] as const;

const answerSchema = z.object({
  /** The endpoint's status, or null when it gave none. */
  status: z.number().int().nullable(),
  /** The network error instead, or how long the endpoint stayed silent. */
  error: z.string().nullable(),
  /** True when the endpoint took the connection but did not answer in time. */
  silent: z.boolean(),
});

/** One case as the report shows it: what was sent, the answers, and what they show. */
const caseResultSchema = z.object({
  id: z.enum(CASE_IDS),
  /** What was sent, in words. */
  sent: z.string(),
  /** Forged deliveries must be refused; the gateway's own (even repeated, even late) acknowledged. */
  expect: z.enum(['accept', 'refuse']),
  /** What a safe receiver answers. */
  safe: z.string(),
  /**
   * What a safe receiver must also do with a repeat or a late delivery, which no status code can
   * show, and how to check it; null for a delivery whose answer tells all.
   */
  unseen: z.string().nullable(),
  /** Every answer in the order the calls went out: two for the concurrent pair. */
  answers: z.array(answerSchema),
  /** Whether the answers are what a safe receiver gives. */
  ok: z.boolean(),
  /**
   * `pass` or `fail` where the answer shows all; `accepted` for a repeat or a late delivery the
   * endpoint accepted: its status is right, and what it did with it cannot be seen.
   */
  mark: z.enum(['pass', 'fail', 'accepted']),
});
export type CaseResult = z.infer<typeof caseResultSchema>;

/** The report, the same from the CLI and the sandbox helper (`POST /_sandbox/webhooks/{id}/check`). */
export const checkReportSchema = z
  .object({
    endpoint: z.string(),
    expectedCode: z.number().int(),
    /** True when every forged delivery was refused and every genuine one accepted. */
    passed: z.boolean(),
    /** True when the first (genuine) delivery could not be made at all: nothing else was sent. */
    unreachable: z.boolean(),
    /** True when the endpoint took the first delivery's connection and never answered: nothing else was sent. */
    silent: z.boolean(),
    /** The verdict in one sentence, with the likely cause when every genuine delivery was refused. */
    summary: z.string(),
    cases: z.array(caseResultSchema),
  })
  .meta({ id: 'SandboxReceiverCheck' });
export type CheckReport = z.infer<typeof checkReportSchema>;
