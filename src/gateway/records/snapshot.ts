/** Export, import and reset: the whole store as one JSON document. */
import { z } from 'zod';
import {
  type CollectionName,
  COLLECTIONS,
  type Collections,
  errors,
  GatewayError,
  SNAPSHOT_FORMAT,
  SNAPSHOT_VERSION,
  type Store,
} from '../core';
import { RECORD_SCHEMAS, snapshotSetting } from '../schemas';

export type Snapshot = {
  format: typeof SNAPSHOT_FORMAT;
  version: typeof SNAPSHOT_VERSION;
  collections: { [C in CollectionName]: Collections[C][] };
};

/**
 * The envelope an import accepts: our format tag and version, and an array for every collection.
 * Each record is then checked against its collection's schema (`schemas/stored-records.ts`).
 */
const snapshotSchema = z.object({
  format: z.literal(SNAPSHOT_FORMAT),
  version: z.literal(SNAPSHOT_VERSION),
  collections: z.object(
    Object.fromEntries(COLLECTIONS.map((name) => [name, z.array(z.unknown())])) as Record<CollectionName, z.ZodArray<z.ZodUnknown>>,
  ),
});

export async function exportSnapshot(store: Store): Promise<Snapshot> {
  return store.read(async (tx) => {
    const collections = {} as Record<CollectionName, unknown[]>;
    for (const name of COLLECTIONS) collections[name] = await tx.all(name);
    collections.settings = (collections.settings as Collections['settings'][]).map(snapshotSetting);
    return { format: SNAPSHOT_FORMAT, version: SNAPSHOT_VERSION, collections } as Snapshot;
  });
}

/**
 * The snapshot `input` holds, every record checked against its collection's schema and every
 * link resolved; throws the 400 an import answers. Pure, so a case file can be checked before
 * anything is made for it.
 */
export function parseSnapshot(input: unknown): Snapshot {
  const parsed = snapshotSchema.safeParse(input);
  if (!parsed.success) throw errors.badRequest('Not a gateway-playground snapshot');
  // The collections in the order the document lists them, for "the first bad record".
  const documentOrder = Object.keys((input as { collections: object }).collections).filter((name): name is CollectionName =>
    (COLLECTIONS as readonly string[]).includes(name),
  );
  const collections = validRecords(parsed.data.collections, documentOrder);
  return { ...parsed.data, collections: { ...collections, settings: collections.settings.map(snapshotSetting) } } as Snapshot;
}

/** Replaces all data with the snapshot's, in one transaction. */
export async function importSnapshot(store: Store, input: unknown): Promise<void> {
  const snapshot = parseSnapshot(input).collections;
  try {
    await store.write(async (tx) => {
      for (const name of COLLECTIONS) {
        await tx.clear(name);
        for (const record of snapshot[name]) await tx.put(name, record as never);
      }
    });
  } catch (error) {
    if (error instanceof GatewayError) throw error;
    // The store refused a record that the checks above let through: the transaction rolled back.
    throw errors.badRequest(`Snapshot record rejected: ${(error as Error).message}`);
  }
}

/** The collections with each record as its schema outputs it, or undefined where it failed. */
type Checked = { [C in CollectionName]: (Collections[C] | undefined)[] };

/** A record an import cannot take: where it sits and why. */
interface Problem {
  collection: CollectionName;
  index: number;
  record: unknown;
  reason: string;
}

/**
 * Every record checked against its collection's schema, as the schema outputs it (unknown
 * properties dropped), then for repeats and links that lead nowhere. Answers 400 naming the bad
 * record that comes first in the document, with its collection, index and key; a record with
 * several faults is named for the first found (schema, then repeats, then links).
 */
function validRecords(collections: Record<CollectionName, unknown[]>, documentOrder: CollectionName[]): Snapshot['collections'] {
  const problems: Problem[] = [];
  const checked = {} as Record<CollectionName, unknown[]>;
  for (const collection of COLLECTIONS) {
    checked[collection] = collections[collection].map((record, index) => {
      const result = RECORD_SCHEMAS[collection].safeParse(record);
      if (result.success) return result.data;
      const issue = result.error.issues[0]!;
      const where = issue.path.length > 0 ? `${issue.path.join('.')}: ` : '';
      problems.push({ collection, index, record, reason: `${where}${issue.message}` });
      return undefined;
    });
  }
  problems.push(...repeatedKeys(checked as Checked), ...danglingLinks(checked as Checked, collections));
  const first = firstInDocument(problems, documentOrder);
  if (first) throw badRecord(first);
  // No problem, so no record failed its schema.
  return checked as Snapshot['collections'];
}

/** The problem whose record comes first in the document; on one record, the first found. */
function firstInDocument(problems: Problem[], documentOrder: CollectionName[]): Problem | undefined {
  const place = ({ collection, index }: Problem): [number, number] => [documentOrder.indexOf(collection), index];
  return problems.reduce<Problem | undefined>((first, problem) => {
    if (!first) return problem;
    const [collection, index] = place(problem);
    const [firstCollection, firstIndex] = place(first);
    return collection < firstCollection || (collection === firstCollection && index < firstIndex) ? problem : first;
  }, undefined);
}

/**
 * What no two records of a collection may share: its key, and the pairs the gateway keeps unique
 * (a short name in one environment, an externalId in one product). Left to the store, a repeated
 * key would silently keep the last record, and a repeated pair fail with the store's own words.
 */
const UNIQUE: { [C in CollectionName]: [field: string, keyOf: (record: Collections[C]) => unknown][] } = {
  partners: [['id', (partner) => partner.id]],
  apiKeys: [['key', (apiKey) => apiKey.key]],
  products: [
    ['id', (product) => product.id],
    ['shortName', (product) => (product.shortName === undefined ? undefined : `${product.env} ${product.shortName}`)],
  ],
  payments: [
    ['hash', (payment) => payment.hash],
    ['externalId', (payment) => JSON.stringify([payment.productId, payment.externalId])],
  ],
  pricingEntries: [['id', (entry) => entry.id]],
  forms: [['id', (form) => form.id]],
  customizations: [['id', (customization) => customization.id]],
  webhooks: [['id', (webhook) => webhook.id]],
  deliveries: [['id', (attempt) => attempt.id]],
  settings: [['name', (setting) => setting.name]],
};

/** Records that repeat what an earlier one of their collection holds uniquely (bad records skipped). */
function repeatedKeys(snapshot: Checked): Problem[] {
  const problems: Problem[] = [];
  for (const collection of COLLECTIONS) {
    for (const [field, keyOf] of UNIQUE[collection] as [string, (record: unknown) => unknown][]) {
      const firstWith = new Map<unknown, number>();
      snapshot[collection].forEach((record, index) => {
        const key = record === undefined ? undefined : keyOf(record);
        if (key === undefined) return;
        const earlier = firstWith.get(key);
        if (earlier === undefined) firstWith.set(key, index);
        else problems.push({ collection, index, record, reason: `${field}: the same as ${collection}[${earlier}]` });
      });
    }
  }
  return problems;
}

/** The links between records the gateway follows without checking, as [collection, field, target]. */
const REFERENCES = [
  ['apiKeys', 'partnerId', 'partners'],
  ['products', 'partnerId', 'partners'],
  ['payments', 'productId', 'products'],
  ['pricingEntries', 'productId', 'products'],
  ['forms', 'productId', 'products'],
  ['customizations', 'productId', 'products'],
  ['webhooks', 'partnerId', 'partners'],
  ['webhooks', 'productIds', 'products'],
] as const;

/**
 * Records that link to a partner or product the snapshot does not hold (bad records skipped). A
 * target counts as held when any record as sent carries its id, even one that failed its schema:
 * that record is the one to blame, not the links to it.
 */
function danglingLinks(snapshot: Checked, sent: Record<CollectionName, unknown[]>): Problem[] {
  const idsOf = (records: unknown[]) =>
    new Set(records.map((record) => (record as { id?: unknown } | null)?.id).filter((id) => typeof id === 'string'));
  const ids = { partners: idsOf(sent.partners), products: idsOf(sent.products) };
  const problems: Problem[] = [];
  for (const [collection, field, target] of REFERENCES) {
    snapshot[collection].forEach((record, index) => {
      if (record === undefined) return;
      const linked = (record as unknown as Record<string, string | string[]>)[field]!;
      const missing = [linked].flat().find((id) => !ids[target].has(id));
      if (missing !== undefined) problems.push({ collection, index, record, reason: `${field}: no ${target} record ${missing}` });
    });
  }
  return problems;
}

/** The 400 naming a bad record by collection, index and, when it has one, its key as sent. */
function badRecord({ collection, index, record, reason }: Problem): GatewayError {
  const { id, hash, key, name } = (record ?? {}) as Record<string, unknown>;
  const recordKey = [id, hash, key, name].find((candidate) => typeof candidate === 'string' && candidate !== '');
  const named = recordKey === undefined ? '' : ` (${JSON.stringify(recordKey)})`;
  return errors.badRequest(`Bad snapshot record ${collection}[${index}]${named}: ${reason}`);
}

/** Empties every collection. */
export async function resetStore(store: Store): Promise<void> {
  await store.write(async (tx) => {
    for (const name of COLLECTIONS) await tx.clear(name);
  });
}
