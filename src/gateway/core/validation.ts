import type { z } from 'zod';
import { errors, type GatewayError } from './errors';

/**
 * Parses a request body with its schema and maps failures onto the interface's errors:
 * a wrong JSON type (a whole body that is not an object included) or an unknown enum value is
 * the generic 400 "Malformed JSON request" (what the real service's JSON binding answers); a
 * failed check of our own (an invalid IBAN, a missing or null required field) is a 400 naming
 * the field.
 */
export function parseBody<S extends z.ZodType>(schema: S, body: unknown): z.output<S> {
  const result = schema.safeParse(body);
  if (result.success) return result.data;
  // Parsed again so that each issue carries the value it is about (a missing or null field told
  // apart from a wrong type): zod reports it only when asked, which slows every parse.
  throw toGatewayError(schema.safeParse(body, { reportInput: true }).error!);
}

function toGatewayError(error: z.ZodError): GatewayError {
  const issue = error.issues[0];
  if (!issue) return errors.malformedJson();
  const field = issue.path.join('.');
  if (issue.code === 'custom') return errors.badRequest(issue.message);
  if (issue.code === 'invalid_type' && issue.path.length > 0 && (issue.input === undefined || issue.input === null)) {
    return errors.badRequest(`${field} must not be null`);
  }
  if (issue.code === 'too_small' || issue.code === 'too_big') {
    return errors.badRequest(`${field}: ${issue.message}`);
  }
  return errors.malformedJson();
}
