import { z } from 'zod';
import { errors, MAX_BODY_DEPTH, nestsDeeperThan } from '../core';
import { amount, jsonObject, optional } from './common';

/**
 * `details` is a JSON object; one example of the interface sends it JSON-encoded, so a string that
 * parses to an object is taken as that object. Any other string is a 400.
 */
const details = z
  .union([
    jsonObject,
    z.string().transform((text, context) => {
      // The encoded JSON escaped the body's nesting limit; it must not escape storage's.
      if (nestsDeeperThan(text, MAX_BODY_DEPTH)) {
        context.addIssue({ code: 'custom', message: errors.malformedJson().message });
        return z.NEVER;
      }
      const parsed = parseObject(text);
      if (parsed) return parsed;
      context.addIssue({ code: 'custom', message: 'details must be a JSON object' });
      return z.NEVER;
    }),
  ])
  .meta({ description: 'Extra data (e.g. VAT, unit): an object, or the same JSON-encoded as a string' });

function parseObject(text: string): Record<string, unknown> | undefined {
  try {
    const value: unknown = JSON.parse(text);
    return value !== null && typeof value === 'object' && !Array.isArray(value) ? (value as Record<string, unknown>) : undefined;
  } catch {
    return undefined;
  }
}

export const pricingEntryCreateSchema = z
  .object({ price: optional(amount), description: optional(z.string()), details: optional(details) })
  .meta({ id: 'PricingEntryCreate' });

export const pricingEntryUpdateSchema = z
  .object({ price: optional(amount), details: optional(details) })
  .meta({ id: 'PricingEntryUpdate' });

export type PricingEntryCreate = z.output<typeof pricingEntryCreateSchema>;
