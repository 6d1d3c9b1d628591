/**
 * The live example of every operation: a scenario that makes what the operation needs, then sends
 * it with the document's example body. What each path parameter needs is declared once, per
 * resource (a `productId` is made by creating a product, a `paymentHash` by creating a payment in
 * it…); the steps are the document's own operations with their example bodies, so an example
 * never drifts from the interface. Pure.
 */
import { VIRTUAL_ORIGINS } from '../../gateway';
import type { Scenario, ScenarioStep } from '../scenario-links';
import type { ReferenceOperation } from './reference-document';

export interface Example {
  /** What the example shows, for its heading and the embed's title. */
  title: string;
  scenario: Scenario;
}

/**
 * What makes a thing an operation needs: `by` the operation that makes it (its own needs follow
 * from its path, and `after`), and the text that stands for it in a later step, from that step's
 * index and body. A thing with no `by` is the scenario's own (its partner) or a fixed name.
 */
interface Maker {
  by?: string;
  after?: readonly string[];
  value(index: number, body: unknown): string;
}

const answered = (path: string) => (index: number) => `{{${index}.${path}}}`;

/** Once per resource. Keys are path parameter names, or `id:<segment>` for a bare `{id}`. */
const MAKERS: Readonly<Record<string, Maker>> = {
  productId: { by: 'post-api-product-pay', value: answered('id') },
  paymentHash: { by: 'post-api-pay-product-by-productId-subproduct-pricing', value: answered('redirectUrl.externalId') },
  externalId: {
    by: 'post-api-pay-product-by-productId-subproduct-pricing',
    value: (_index, body) => String((body as { externalId?: unknown } | undefined)?.externalId),
  },
  entryId: { by: 'post-api-pay-products-by-productId-pricing-entries', value: answered('id') },
  formId: { by: 'post-api-pay-product-by-productId-form', value: answered('id') },
  fieldId: { by: 'post-api-pay-product-by-productId-form', value: answered('fields.0.id') },
  'id:customization': { by: 'post-api-pay-product-by-productId-customization', value: answered('id') },
  webhookId: { by: 'post-api-pay-plugin-webhook', value: answered('id') },
  /** The webhook assigned to the product, so its payments notify it. */
  assigned: { by: 'post-api-pay-plugin-webhook-by-webhookId-products-by-productId', value: () => '' },
  /** A payment paid, its notification delivered to the assigned webhook. */
  paid: { by: 'post-sandbox-payments-by-paymentHash-status', after: ['assigned'], value: () => '' },
  deliveryId: { by: 'get-sandbox-deliveries', after: ['paid'], value: answered('0.id') },
  simulatedClock: { by: 'post-sandbox-clock', value: () => '' },
  snapshot: { by: 'get-sandbox-export', value: () => '' },
  name: { value: () => 'shop' },
  'id:partners': { value: () => '{{partnerId}}' },
  /** A key's record is found by the key itself, a payment's by its hash. */
  'id:apiKeys': { value: () => '{{key}}' },
};

/** The records helper names its collections; each is made as the interface makes it. */
const SAME_AS: Readonly<Record<string, string>> = {
  productRef: 'productId',
  'id:products': 'productId',
  'id:payments': 'paymentHash',
  'id:pricingEntries': 'entryId',
  'id:forms': 'formId',
  'id:customizations': 'id:customization',
  'id:webhooks': 'webhookId',
};

/** What an operation needs beyond its path's parameters, for an answer worth reading. */
const ALSO_NEEDS: Readonly<Record<string, readonly string[]>> = {
  'get-sandbox-deliveries': ['paid'],
  'post-sandbox-webhooks-by-webhookId-send': ['paid'],
  'post-sandbox-clock-advance': ['simulatedClock', 'paid'],
  'post-sandbox-clock-advance-stop': ['simulatedClock'],
  'post-sandbox-clock-next-due': ['simulatedClock'],
  'post-sandbox-import': ['snapshot'],
};

/**
 * What an operation shows changed after it rather than made before it: the change stream never
 * ends, so its example opens it, then makes a product and a payment in it while it is heard (the
 * runner closes the stream once they have run), and shows what it streamed.
 */
const CHANGED_AFTER: Readonly<Record<string, readonly string[]>> = {
  'get-sandbox-changes': ['paymentHash'],
};

/**
 * The examples of `operation` (each shows the operation itself, its `show` step): one on its own host, and for the status endpoint a second one
 * asking the base host, which answers as an unknown route. `all` is every operation of the
 * document, where the steps that make what it needs come from.
 */
export function examplesOf(operation: ReferenceOperation, all: readonly ReferenceOperation[]): Example[] {
  const byId = new Map(all.map((candidate) => [candidate.id, candidate]));
  // The scenario's title is the embed's heading and its frame's title: plain text, so the summary's
  // code marks (`status`) go rather than show as backticks.
  const title = operation.summary.replaceAll('`', '');
  const build = (host: ReferenceOperation['host']): Scenario => {
    const plan = new Plan(byId);
    for (const key of [...listedKeys(operation, all), ...(ALSO_NEEDS[operation.id] ?? [])]) plan.make(key);
    plan.steps.push(plan.stepOf(operation, host));
    const changed = CHANGED_AFTER[operation.id];
    if (!changed) return { v: 1, title, steps: plan.steps };
    const shown = plan.steps.length - 1;
    for (const key of changed) plan.make(key);
    return { v: 1, title, steps: plan.steps, show: shown };
  };
  const examples = [{ title: 'Example', scenario: build(operation.host) }];
  if (operation.host === 'status') {
    const onBase = 'The same request on the base host: an unknown route';
    examples.push({ title: onBase, scenario: { ...build('base'), title: onBase } });
  }
  return examples;
}

/**
 * A list (a GET whose path has an operation on one of its items, `…/webhook` and
 * `…/webhook/{webhookId}`) shows one item made first, rather than an empty array.
 */
function listedKeys(operation: ReferenceOperation, all: readonly ReferenceOperation[]): string[] {
  if (operation.method !== 'GET') return [];
  const item = all
    .filter((other) => other.path.startsWith(operation.path))
    .map((other) => other.path.slice(operation.path.length))
    .find((rest) => /^\/\{\w+\}/.test(rest));
  if (!item) return [];
  const key = keyOf(`${operation.path}/`, /^\/\{(\w+)\}/.exec(item)![1]!);
  const maker = MAKERS[key];
  return maker?.by && maker.by !== operation.id ? [key] : [];
}

/** The steps so far, and what each made, so each thing is made once. */
class Plan {
  readonly steps: ScenarioStep[] = [];
  private readonly made = new Map<string, string>();
  private readonly ran = new Map<string, number>();

  constructor(private readonly operations: ReadonlyMap<string, ReferenceOperation>) {}

  /** The text that stands for `key`, after the steps that make it. */
  make(key: string): string {
    const known = this.made.get(key);
    if (known !== undefined) return known;
    const maker = MAKERS[key];
    if (!maker) throw new Error(`No example step makes ${key}`);
    let index = -1;
    if (maker.by) {
      index = this.ran.get(maker.by) ?? -1;
      if (index === -1) {
        const operation = this.operations.get(maker.by);
        if (!operation) throw new Error(`The document has no ${maker.by}`);
        for (const first of maker.after ?? []) this.make(first);
        this.steps.push(this.stepOf(operation, operation.host));
        index = this.steps.length - 1;
        this.ran.set(maker.by, index);
      }
    }
    const value = maker.value(index, this.steps[index]?.body);
    this.made.set(key, value);
    return value;
  }

  /** `operation` as a step: its path filled with what its parameters need, its key, its example body. */
  stepOf(operation: ReferenceOperation, host: ReferenceOperation['host']): ScenarioStep {
    const path = operation.path.replace(/\{(\w+)\}/g, (_whole, name: string, offset: number) =>
      this.make(keyOf(operation.path.slice(0, offset), name)),
    );
    const body = bodyOf(operation, this.steps);
    return {
      method: operation.method,
      url: `${VIRTUAL_ORIGINS.sandbox[host]}${path}`,
      ...(operation.keyed ? { headers: { 'X-API-KEY': '{{key}}' } } : {}),
      ...(body === undefined ? {} : { body }),
    };
  }
}

/** The key of a path parameter: its name, or for a bare `{id}` the resource before it. */
function keyOf(pathBefore: string, name: string): string {
  const key = name === 'id' ? `id:${pathBefore.split('/').filter(Boolean).at(-1)}` : name;
  return SAME_AS[key] ?? key;
}

/**
 * The document's example body, with the scenario's own partner and key where it names one. An
 * import takes the snapshot the export before it answered.
 */
function bodyOf(operation: ReferenceOperation, steps: readonly ScenarioStep[]): unknown {
  if (operation.id === 'post-sandbox-import') {
    const exported = steps.findIndex((step) => step.url.endsWith('/_sandbox/export'));
    return { format: `{{${exported}.format}}`, version: `{{${exported}.version}}`, collections: `{{${exported}.collections}}` };
  }
  return ownIds(operation.request?.exampleValue);
}

function ownIds(value: unknown): unknown {
  if (Array.isArray(value)) return value.map(ownIds);
  if (value === null || typeof value !== 'object') return value;
  return Object.fromEntries(
    Object.entries(value).map(([name, item]) => {
      if (name === 'partnerId' && typeof item === 'string') return [name, '{{partnerId}}'];
      if (name === 'key' && typeof item === 'string' && item.startsWith('sk_test_')) return [name, '{{key}}'];
      return [name, ownIds(item)];
    }),
  );
}
