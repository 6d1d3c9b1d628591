/**
 * A scripted receiver's script as the operator writes it (`PUT /_sandbox/receivers/<name>`), and
 * the receiver as its settings record keeps it. Answering calls by the script is
 * webhooks/receivers.ts's.
 */
import { z } from 'zod';

/**
 * One answer of a script, of exactly one kind: a field of another kind, or one no kind has, is
 * refused rather than dropped (`{status: 200, networkError: "x"}` was stored as a plain 200).
 */
const answerSchema = z.union([
  z.strictObject({
    status: z.number().int().min(100).max(599),
    body: z.string().optional(),
    delayMs: z.number().int().nonnegative().optional(),
  }),
  z.strictObject({ neverAnswers: z.literal(true) }),
  z.strictObject({ networkError: z.string(), delayMs: z.number().int().nonnegative().optional() }),
]);

export const receiverScriptSchema = z
  .object({
    answers: z.array(answerSchema).min(1),
    /**
     * Check each call's signature with the calling webhook's `signingSecret`, within 300 s of real
     * time (the gateway signs with real time, simulated time or not), and answer 400 (leaving the script where it is) when it does not verify.
     */
    verifySignatures: z.boolean().optional(),
  })
  .meta({ id: 'SandboxReceiverScript' });

export type ReceiverScript = z.output<typeof receiverScriptSchema>;

/** A receiver as stored (a settings record's value): its script and how many calls it answered. */
export const receiverStateSchema = receiverScriptSchema.extend({
  name: z.string(),
  calls: z.number().int().nonnegative(),
});
export type ReceiverState = z.output<typeof receiverStateSchema>;
