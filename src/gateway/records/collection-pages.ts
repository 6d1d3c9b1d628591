/**
 * Pages of records for support staff: every browsable collection, newest first, filtered by
 * product or partner and searched by the start of an id, hash, externalId or shortName. Every read goes
 * through an index or a key: with 100,000 payments stored a page must still answer at once, so
 * nothing here reads a whole collection.
 */
import { type Collections, type Environment, errors, isUuid, type RecordCollection, type Store, type Tx } from '../core';

export interface RecordQuery {
  limit: number;
  /** The `nextCursor` of the previous page. */
  after?: string;
  productId?: string;
  partnerId?: string;
  /** With `partnerId`, the environment of products and webhooks (default sandbox). */
  env?: Environment;
  /** An id, payment hash, externalId, shortName or form key, or the start of one. */
  q?: string;
}

export interface RecordPage<C extends RecordCollection> {
  items: Collections[C][];
  /** Pass as `after` for the next page; null on the last one. */
  nextCursor: string | null;
  /** How many records the whole filtered list holds (counted by the index, not by reading). */
  total: number;
}

const MAX_PAGE = 100;

/**
 * Which index a filtered list reads (`undefined` means the primary key), and either the one key it
 * reads under or the leading parts of a compound key.
 */
interface Plan {
  index?: string;
  key?: unknown;
  prefix?: string[];
}

/** The collections whose `byProduct` index lists one product's records. */
const BY_PRODUCT = new Set<RecordCollection>(['pricingEntries', 'forms', 'customizations', 'webhooks']);
/** The collections `productId` lists: the `byProduct` ones, and payments (by `byProductCreated`). */
const PRODUCT_OWNED = new Set<RecordCollection>([...BY_PRODUCT, 'payments']);
/** The collections a partner's records of are listed by an index of their own (`byPartner`). */
const BY_PARTNER = new Set<RecordCollection>(['apiKeys', 'products', 'webhooks']);

/** Reads one page of `collection`, or the records matching `q` (see `search`). */
export async function readRecordPage<C extends RecordCollection>(store: Store, collection: C, query: RecordQuery): Promise<RecordPage<C>> {
  if (!Number.isInteger(query.limit) || query.limit < 1 || query.limit > MAX_PAGE) {
    throw errors.badRequest(`limit must be an integer from 1 to ${MAX_PAGE}`);
  }
  // Other records belong to a partner through a product: listing them by partner would read
  // every one of its products' lists, so they are listed by product, which must be the partner's.
  // A filter that would be ignored is refused: an answer must never list more than was asked for.
  if (query.productId !== undefined && !PRODUCT_OWNED.has(collection)) {
    throw errors.badRequest(`productId lists payments, pricingEntries, forms, customizations and webhooks, not ${collection}`);
  }
  if (query.partnerId !== undefined && query.productId === undefined && !BY_PARTNER.has(collection)) {
    throw errors.badRequest(
      collection === 'partners'
        ? 'partnerId does not list partners: find one by its id with q'
        : `partnerId lists apiKeys, products and webhooks; list ${collection} by productId (with partnerId, a product of that partner)`,
    );
  }
  return store.read(async (tx) => {
    if (query.productId !== undefined) await checkProduct(tx, query.productId, query.partnerId);
    if (query.q !== undefined && query.q !== '') {
      const items = (await search(tx, collection, query.q, query.limit + 1)).filter((record) =>
        matchesFilters(record, query),
      ) as Collections[C][];
      return { items: items.slice(0, query.limit), nextCursor: null, total: items.length };
    }
    const plan = planFor(collection, query);
    const after = query.after === undefined ? undefined : decodeCursor(collection, query.after);
    const items = await tx.page(collection, {
      index: plan.index,
      key: plan.key as never,
      prefix: plan.prefix,
      after: after as Collections[C] | undefined,
      limit: query.limit + 1,
      reverse: true,
    } as never);
    const page = items.slice(0, query.limit) as Collections[C][];
    const last = page.at(-1);
    return {
      items: page,
      nextCursor: items.length > query.limit && last ? encodeCursor(collection, last) : null,
      total: await countFor(tx, collection, plan),
    };
  });
}

/**
 * 404 for a product that does not exist, 403 when `partnerId` names another partner than the
 * product's, as the API answers another partner's product.
 */
async function checkProduct(tx: Tx, productId: string, partnerId: string | undefined): Promise<void> {
  const product = isUuid(productId) ? await tx.get('products', productId.toLowerCase()) : undefined;
  if (!product) throw errors.notFound('PayProductEntity');
  if (partnerId !== undefined && product.partnerId !== partnerId) throw errors.notYours('Product', productId);
}

function planFor(collection: RecordCollection, { productId, partnerId, env = 'sandbox' }: RecordQuery): Plan {
  if (productId !== undefined && collection === 'payments') {
    return { index: 'byProductCreated', prefix: [productId.toLowerCase()] };
  }
  if (productId !== undefined && BY_PRODUCT.has(collection)) return { index: 'byProduct', key: productId.toLowerCase() };
  if (partnerId !== undefined) {
    if (collection === 'apiKeys') return { index: 'byPartner', key: partnerId };
    if (collection === 'products' || collection === 'webhooks') return { index: 'byPartner', key: [env, partnerId] };
  }
  // Payment hashes are random, so creation order needs its own index; other ids are time-ordered.
  if (collection === 'payments') return { index: 'byCreated' };
  return {};
}

/** How many records the whole list of `plan` holds, counted by an index, not by reading. */
function countFor(tx: Tx, collection: RecordCollection, { index, key, prefix }: Plan): Promise<number> {
  // An index without a key or prefix orders every record, so the store's own count is the same
  // number, and engines count a store without walking an index.
  return key === undefined && prefix === undefined ? tx.count(collection) : tx.count(collection, { index, key, prefix } as never);
}

/**
 * The records whose key, or whose payment externalId, product shortName or form key, is `q` or
 * starts with it: exact matches first, then at most `limit` more from each column, read as one
 * page of its index from where `q` would sit (an index is sorted, so the matches come together
 * and the page stops at the first that does not match). Nothing reads a whole collection.
 */
async function search(tx: Tx, collection: RecordCollection, q: string, limit: number): Promise<Collections[RecordCollection][]> {
  const keyField = CURSOR_FIELDS[collection][0]!;
  // Ids are lowercase uuids; payment hashes and API keys are kept as they are typed.
  const key = collection === 'payments' || collection === 'apiKeys' ? q : q.toLowerCase();
  const exact = await tx.get(collection, key);
  const found: Collections[RecordCollection][] = exact ? [exact] : [];
  const starting = (index: string | undefined, from: object, field: string, prefix?: string[]) =>
    startingWith(tx, collection, { index, from: { [keyField]: '', ...from }, field, q: field === keyField ? key : q, limit, prefix });
  found.push(...(await starting(undefined, { [keyField]: key }, keyField)));
  if (collection === 'payments') found.push(...(await starting('byExternal', { externalId: q }, 'externalId')));
  if (collection === 'forms') found.push(...(await starting('byFormKey', { formKey: q }, 'formKey')));
  if (collection === 'products') {
    for (const env of ['sandbox', 'production'] as const)
      found.push(...(await starting('byShortName', { env, shortName: q }, 'shortName', [env])));
  }
  return [...new Map(found.map((record) => [(record as Record<string, unknown>)[keyField], record])).values()];
}

/** One page of `index` read from just after `from` (where `q` sorts), kept while `field` starts with `q`. */
async function startingWith(
  tx: Tx,
  collection: RecordCollection,
  { index, from, field, q, limit, prefix }: { index?: string; from: object; field: string; q: string; limit: number; prefix?: string[] },
): Promise<Collections[RecordCollection][]> {
  // A page resumes after `from` whether or not such a record exists (the Store port's promise).
  const page = await tx.page(collection, { index, prefix, after: from, limit } as never);
  const matching = page.findIndex((record) => !String((record as Record<string, unknown>)[field] ?? '').startsWith(q));
  return matching === -1 ? page : page.slice(0, matching);
}

function matchesFilters(record: object, { productId, partnerId }: RecordQuery): boolean {
  const fields = record as { productId?: string; productIds?: string[]; partnerId?: string };
  const product = productId?.toLowerCase();
  if (product !== undefined && fields.productId !== product && !fields.productIds?.includes(product)) return false;
  return partnerId === undefined || fields.partnerId === undefined || fields.partnerId === partnerId;
}

/** The fields a page needs to start after `record`: its primary key (first) and its index keys. */
const CURSOR_FIELDS: Record<RecordCollection, string[]> = {
  partners: ['id'],
  apiKeys: ['key', 'partnerId'],
  products: ['id', 'env', 'partnerId'],
  payments: ['hash', 'createdAt', 'productId'],
  pricingEntries: ['id', 'productId'],
  forms: ['id', 'productId'],
  customizations: ['id', 'productId'],
  webhooks: ['id', 'env', 'partnerId'],
};

function encodeCursor(collection: RecordCollection, record: object): string {
  const fields = record as Record<string, unknown>;
  const picked = Object.fromEntries(CURSOR_FIELDS[collection].map((name) => [name, fields[name]]));
  return base64UrlOf(JSON.stringify(picked));
}

/**
 * A cursor that is not one we handed out for `collection` answers 400 rather than a wrong page
 * or a store error: every field a page resumes by must be a key (a text or a number).
 */
function decodeCursor(collection: RecordCollection, cursor: string): object {
  try {
    const value: unknown = JSON.parse(textOfBase64Url(cursor));
    const isKey = (field: unknown) => typeof field === 'string' || (typeof field === 'number' && Number.isFinite(field));
    if (value && typeof value === 'object' && CURSOR_FIELDS[collection].every((name) => isKey((value as Record<string, unknown>)[name]))) {
      return value;
    }
  } catch {
    // Falls through to the 400 below.
  }
  throw errors.badRequest('Invalid cursor');
}

function base64UrlOf(text: string): string {
  const bytes = new TextEncoder().encode(text);
  return btoa(String.fromCharCode(...bytes))
    .replace(/\+/g, '-')
    .replace(/\//g, '_')
    .replace(/=+$/, '');
}

function textOfBase64Url(encoded: string): string {
  const binary = atob(encoded.replace(/-/g, '+').replace(/_/g, '/'));
  return new TextDecoder().decode(Uint8Array.from(binary, (char) => char.charCodeAt(0)));
}
