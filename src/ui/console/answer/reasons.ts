/**
 * Why an answer that gives no reason was given. The interface answers a wrong body with a bare
 * 400 "Malformed JSON request" and a malformed path id or a missing required field with 500
 * "Something went wrong", and must go on doing so; but the request holds the cause, and the
 * gateway's declarations say how to read it: the operation's body schema and which path ids
 * must be UUIDs (the route table, through the OpenAPI document), and the gateway's own checks
 * (`isUuid`, the nesting limit). Each reason says what in the request caused the answer.
 */
import { isUuid, MAX_BODY_DEPTH, nestsDeeperThan } from '../../../gateway';
import { asObject, componentsOf, resolve } from '../../shared/json-schema';
import { malformedFields, type Malformed } from './body-check';
import { type Operation, matchPath } from '../catalogue';
import { sendsBody, type ConsoleRequest } from '../console-request';
import { syntaxErrorOf } from '../request';

export interface AnsweredRequest {
  /** The request as it was sent. */
  request: ConsoleRequest;
  /** The catalogue's operation the request names, when it names one. */
  operation?: Operation;
  status: number;
  /** The answer's body as text. */
  body: string;
}

const MALFORMED_JSON = 'Malformed JSON request';
const SOMETHING_WENT_WRONG = 'Something went wrong';

/** What in the request caused its answer; none when the answer says it itself or the cause is unknown. */
export function reasonsOf({ request, operation, status, body }: AnsweredRequest): string[] {
  if (!operation) return [];
  const message = messageOf(body);
  if (status === 400 && message?.startsWith(MALFORMED_JSON)) return malformedReasons(request, operation);
  if (status === 500 && message === SOMETHING_WENT_WRONG) return internalErrorReasons(request, operation);
  return [];
}

/** The gateway's JSON binding refused the body: say where it could not read it. */
function malformedReasons(request: ConsoleRequest, operation: Operation): string[] {
  if (!operation.bodySchema) return [];
  const text = sendsBody(request) ? request.body : '';
  if (text.trim() === '') {
    return [
      `The body is empty: \`${request.method} ${operation.path}\` reads a JSON object, and an empty body is no JSON at all, so the gateway answers 400 "${MALFORMED_JSON}" without naming anything. Send an object, such as the operation’s example.`,
    ];
  }
  if (nestsDeeperThan(text, MAX_BODY_DEPTH)) {
    return [
      `The body nests deeper than ${MAX_BODY_DEPTH} levels of arrays and objects, which the gateway refuses unread as malformed JSON.`,
    ];
  }
  const syntax = syntaxErrorOf(text);
  if (syntax) return [`The body is not JSON: ${syntax}. The gateway cannot read it at all, so it answers 400 "${MALFORMED_JSON}".`];
  return malformedFields(operation.bodySchema, JSON.parse(text) as unknown).map(malformedReason);
}

function malformedReason({ path, value, expected, allowed, malformedText }: Malformed): string {
  const where = path === '' ? 'The body' : `\`${path}\``;
  const binding = `the gateway’s JSON binding cannot read it, and answers 400 "${MALFORMED_JSON}" without naming the field`;
  if (allowed)
    return `${where} is ${JSON.stringify(value)}, which is not one of its values (${expected.replace(/^one of /, '')}): the body is valid JSON, but ${binding}.`;
  if (malformedText) return `${where} is ${shown(value)}, which is not ${expected}: ${binding}.`;
  return `${where} is ${shown(value)}, ${article(value)}; the interface takes ${expected} there: ${binding}.`;
}

/**
 * The generic 500 of a request the gateway cannot take: a path id that is not a UUID is refused
 * first (the body is then never read), else a field the interface requires is missing.
 */
function internalErrorReasons(request: ConsoleRequest, operation: Operation): string[] {
  const values = matchPath(operation.path, pathOf(request.url)) ?? {};
  const badIds = operation.uuidParams.filter((name) => values[name] !== undefined && !isUuid(values[name]));
  if (badIds.length > 0) {
    return badIds.map(
      (name) =>
        `\`${name}\` in the path is ${JSON.stringify(values[name])}, which is not a UUID: the gateway answers a path id it cannot read as a UUID with its generic 500 "${SOMETHING_WENT_WRONG}", not 400 or 404.`,
    );
  }
  if (!operation.bodySchema) return [];
  const sent = sendsBody(request) ? parsedObject(request.body) : undefined;
  if (!sent) return [];
  const root = resolve(operation.bodySchema, componentsOf(operation.bodySchema));
  const required = Array.isArray(root.required) ? (root.required as string[]) : [];
  return required
    .filter((name) => sent[name] === undefined || sent[name] === null)
    .map(
      (name) =>
        `\`${name}\` is ${sent[name] === null ? 'null' : 'missing'}: the interface requires it, and answers a body without it with 500 "${SOMETHING_WENT_WRONG}", not 400.`,
    );
}

/** A value as the reason quotes it: short, as JSON. */
function shown(value: unknown): string {
  const text = JSON.stringify(value);
  return text.length > 40 ? `${text.slice(0, 39)}…` : text;
}

function article(value: unknown): string {
  if (value === null) return 'null';
  if (Array.isArray(value)) return 'an array';
  if (typeof value === 'object') return 'an object';
  if (typeof value === 'boolean') return 'a boolean';
  return `a ${typeof value}`;
}

/** The `message` of a JSON error body. */
function messageOf(body: string): string | undefined {
  const message = parsedObject(body)?.message;
  return typeof message === 'string' ? message : undefined;
}

function parsedObject(text: string): Record<string, unknown> | undefined {
  try {
    return asObject(JSON.parse(text));
  } catch {
    return undefined;
  }
}

function pathOf(url: string): string {
  try {
    return new URL(url.trim()).pathname;
  } catch {
    return '';
  }
}
