/**
 * An injected fault's rule as the operator writes it (`POST /_sandbox/faults`) and the settings
 * record keeps it: added latency, a share of 500 or 503 answers, for chosen endpoints or all.
 * Deciding what a request meets is access/faults.ts's.
 */
import { z } from 'zod';

const MAX_LATENCY_MS = 60_000;
const latencyMs = z.number().int().min(0).max(MAX_LATENCY_MS);

export const faultRuleSchema = z
  .object({
    /** Added before answering: a fixed number of milliseconds, or a uniform range. */
    latencyMs: z
      .union([latencyMs, z.object({ min: latencyMs, max: latencyMs }).refine((range) => range.min <= range.max, 'min must not exceed max')])
      .optional(),
    /** The share of requests answered with `errorStatus` instead, from 0 to 1. */
    errorRate: z.number().min(0).max(1).default(0),
    errorStatus: z.union([z.literal(500), z.literal(503)]).default(503),
    /** Route ids (`POST /api/product/pay`) the rule applies to; absent means every endpoint. */
    endpoints: z.array(z.string()).min(1).optional(),
  })
  .meta({ id: 'SandboxFaultRule' });
export type FaultRule = z.output<typeof faultRuleSchema>;

export const faultsUpdateSchema = faultRuleSchema.extend({ env: z.enum(['sandbox', 'production']) }).meta({ id: 'SandboxFaultsUpdate' });
export type FaultsUpdate = z.output<typeof faultsUpdateSchema>;
