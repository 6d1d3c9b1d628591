/**
 * The interface's "wrong but 200" mistakes found in a body: the gateway declares them beside its
 * schemas (`gateway/schemas/accepted-mistakes.ts`), and the body's JSON Schema carries them
 * (`x-accepted-mistakes`) on the node each is about. The editor warns about them while a body is
 * written (`mistakeWarnings`, positioned in the text), and the console says what the gateway did
 * once it answered (`mistakesIn`). Pure.
 */
import { parseTree, findNodeAtLocation, type Node } from 'jsonc-parser';
import { ACCEPTED_MISTAKES, type AcceptedMistake } from '../../gateway';
import { asObject, branchesOf, componentsOf, isSchema, resolve, typeFits, type Components, type JsonSchema } from '../shared/json-schema';

type Segment = string | number;

export interface FoundMistake {
  /** Where in the body: the field sent wrong, or the object a required field is missing from. */
  path: Segment[];
  mistake: AcceptedMistake;
  /** The value at `path`, for a decimal: the number sent. */
  value?: unknown;
}

/** A warning for the editor: a span of the text and what the gateway will do. */
export interface MistakeWarning {
  offset: number;
  length: number;
  message: string;
}

/** Every declared mistake `value` makes against `schema`, an object's own before its fields'. */
export function mistakesIn(schema: JsonSchema, value: unknown): FoundMistake[] {
  return walk(schema, value, [], componentsOf(schema), 0);
}

/** The warnings of `text` against `schema`; none while the text is not JSON (the editor marks that). */
export function mistakeWarnings(schema: JsonSchema, text: string): MistakeWarning[] {
  const tree = parseTree(text);
  if (!tree) return [];
  let value: unknown;
  try {
    value = JSON.parse(text);
  } catch {
    return [];
  }
  return mistakesIn(schema, value).flatMap((found) => {
    const span = spanOf(tree, found);
    return span ? [{ ...span, message: messageOf(found) }] : [];
  });
}

/** What the gateway will do, as one sentence naming the field. */
export function messageOf({ path, mistake, value }: FoundMistake): string {
  if (mistake.kind === 'decimal') return `${dotted(path)} ${String(value)} is taken as ${Math.trunc(Number(value))}. ${mistake.says}`;
  return mistake.says;
}

/** A path as a reader writes it: `details.returnUrl`, `items[0].price`. */
function dotted(path: readonly Segment[]): string {
  return path.reduce<string>(
    (text, segment) => (typeof segment === 'number' ? `${text}[${segment}]` : text ? `${text}.${segment}` : segment),
    '',
  );
}

const MAX_DEPTH = 32;

function walk(schema: JsonSchema, value: unknown, path: Segment[], components: Components, depth: number): FoundMistake[] {
  if (depth > MAX_DEPTH || value === undefined) return [];
  const resolved = resolve(schema, components);
  const found = declared(resolved).flatMap((mistake) => made(mistake, value, path));
  const branches = branchesOf(resolved).filter((branch) => typeFits(resolve(branch, components), value));
  if (branches.length > 0) return [...found, ...walk(branches[0]!, value, path, components, depth + 1)];
  if (Array.isArray(value) && isSchema(resolved.items)) {
    return [...found, ...value.flatMap((item, index) => walk(resolved.items as JsonSchema, item, [...path, index], components, depth + 1))];
  }
  const object = asObject(value);
  if (!object || !isSchema(resolved.properties)) return found;
  const properties = resolved.properties;
  return [
    ...found,
    ...Object.entries(object).flatMap(([name, field]) =>
      isSchema(properties[name]) ? walk(properties[name], field, [...path, name], components, depth + 1) : [],
    ),
  ];
}

function declared(schema: JsonSchema): AcceptedMistake[] {
  const list = schema[ACCEPTED_MISTAKES];
  return Array.isArray(list) ? (list as AcceptedMistake[]) : [];
}

/** The mistake as `value` makes it at `path`, if it does. */
function made(mistake: AcceptedMistake, value: unknown, path: Segment[]): FoundMistake[] {
  if (mistake.kind === 'decimal') return typeof value === 'number' && !Number.isInteger(value) ? [{ path, mistake, value }] : [];
  const object = asObject(value);
  if (!object) return [];
  const names = mistake.field.split('.');
  if (mistake.kind === 'misplaced') {
    // Sent beside the field it stands for, it is only an unknown field, ignored like any other.
    const made = fieldAt(object, names) !== undefined && fieldAt(object, mistake.instead.split('.')) === undefined;
    return made ? [{ path: [...path, ...names], mistake }] : [];
  }
  if (fieldAt(object, names) !== undefined && fieldAt(object, names) !== null) return [];
  // Pointed at the deepest part of the path that was sent: `details` when only returnUrl is missing.
  const sent = names.slice(0, -1).filter((_, index) => asObject(fieldAt(object, names.slice(0, index + 1))) !== undefined);
  return [{ path: [...path, ...sent], mistake }];
}

function fieldAt(object: Record<string, unknown>, names: readonly string[]): unknown {
  return names.reduce<unknown>((value, name) => asObject(value)?.[name], object);
}

/** The text a warning underlines: a field's name, a decimal's digits, or the opening brace of an object. */
function spanOf(tree: Node, { path, mistake }: FoundMistake): { offset: number; length: number } | undefined {
  const node = path.length === 0 ? tree : findNodeAtLocation(tree, path);
  if (!node) return undefined;
  if (mistake.kind === 'decimal') return { offset: node.offset, length: node.length };
  const key = path.length > 0 ? node.parent?.children?.[0] : undefined;
  if (key) return { offset: key.offset, length: key.length };
  return { offset: node.offset, length: 1 };
}
