/**
 * What the gateway needs from outside: a store of records and a clock. Browser, Node and tests
 * supply their own; nothing in `gateway/` knows which.
 */
import type {
  ApiKey,
  Customization,
  DeliveryAttempt,
  FormVersion,
  Partner,
  Payment,
  PricingEntry,
  Product,
  Setting,
  Webhook,
} from './stored-records';

/** Every persisted collection and the record type it holds. */
export interface Collections {
  partners: Partner;
  apiKeys: ApiKey;
  products: Product;
  payments: Payment;
  pricingEntries: PricingEntry;
  forms: FormVersion;
  customizations: Customization;
  webhooks: Webhook;
  deliveries: DeliveryAttempt;
  settings: Setting;
}
export type CollectionName = keyof Collections;

/** Every collection, in the order snapshots list them. */
export const COLLECTIONS = [
  'partners',
  'apiKeys',
  'products',
  'payments',
  'pricingEntries',
  'forms',
  'customizations',
  'webhooks',
  'deliveries',
  'settings',
] as const satisfies readonly CollectionName[];

/** The secondary indexes of each collection, with the key each one is looked up by. */
export interface Indexes {
  partners: never;
  apiKeys: { byPartner: string };
  products: { byPartner: [string, string]; byShortName: [string, string] };
  payments: {
    byExternalId: [string, string];
    byCreated: number;
    byExternal: string;
    byProductCreated: [string, number];
  };
  pricingEntries: { byProduct: string };
  forms: { byProduct: string; byFormKey: string };
  customizations: { byProduct: string };
  webhooks: { byPartner: [string, string]; byProduct: string };
  deliveries: { byState: string; byWebhook: string; byPayment: string };
  settings: never;
}

/**
 * One page of a collection, in the order of an index (then of the primary key), or of the
 * primary key alone. Lists read pages, never whole collections: with 100,000 payments stored a
 * screen or a request must still answer at once.
 */
export interface PageQuery<C extends CollectionName, I extends keyof Indexes[C] & string> {
  /** The order; default: the primary key (time-ordered ids make that creation order). */
  index?: I;
  /** Only the records filed under this key of `index`. Required for a multi-entry index. */
  key?: Indexes[C][I];
  /**
   * For a compound index: only the records whose key starts with these values, in the order of
   * the key's other parts ("one product's payments, by creation time").
   */
  prefix?: readonly (string | number)[];
  /** The last record of the previous page: this page starts right after it. */
  after?: Collections[C];
  /** At most this many records. */
  limit: number;
  /** Descending order (newest first, for time-ordered keys). */
  reverse?: boolean;
}

/**
 * One transaction. Only store calls may be awaited inside it: IndexedDB commits a transaction
 * as soon as it has nothing pending, so awaiting anything else (a timer, `crypto.subtle`, fetch)
 * would end it early.
 */
export interface Tx {
  get<C extends CollectionName>(collection: C, key: string): Promise<Collections[C] | undefined>;
  all<C extends CollectionName>(collection: C): Promise<Collections[C][]>;
  find<C extends CollectionName, I extends keyof Indexes[C] & string>(
    collection: C,
    index: I,
    key: Indexes[C][I],
  ): Promise<Collections[C][]>;
  /** One page of `collection`; see PageQuery. */
  page<C extends CollectionName, I extends keyof Indexes[C] & string>(collection: C, query: PageQuery<C, I>): Promise<Collections[C][]>;
  /**
   * How many records `collection` holds, or `index` files (under `key`, or under keys that start
   * with `prefix`, as in a PageQuery), counted by the index without reading the records.
   */
  count<C extends CollectionName, I extends keyof Indexes[C] & string>(
    collection: C,
    by?: Pick<PageQuery<C, I>, 'key' | 'prefix'> & { index: I },
  ): Promise<number>;
  put<C extends CollectionName>(collection: C, record: Collections[C]): Promise<void>;
  delete<C extends CollectionName>(collection: C, key: string): Promise<void>;
  clear(collection: CollectionName): Promise<void>;
}

/** What `read` and `write` reject with once the store is closed (a late answer after shutdown). */
export class StoreClosedError extends Error {
  constructor() {
    super('The store is closed');
    this.name = 'StoreClosedError';
  }
}

/**
 * What `read` and `write` reject with while the database cannot be reached (a database server
 * that went away): the request answers 503 and the same call succeeds once it is back. Its
 * message names where the database is, never a password.
 */
export class StoreUnavailableError extends Error {
  constructor(message: string) {
    super(message);
    this.name = 'StoreUnavailableError';
  }
}

/** What a write tells the store about its work. */
export interface WriteOptions {
  /**
   * The work only reads and puts records of the store, and changes nothing outside it (no clock
   * moved, no call made): a store may run it beside other such works, keeping back their puts,
   * and check afterwards that none read what another put, running them again one after another
   * when one did (PostgreSQL: fewer round trips under its write lock). Every store keeps the
   * promise of `write` either way.
   */
  onlyReadsAndPuts?: boolean;
}

/**
 * The servers or tabs that share a store, as far as the store can tell whether each is still
 * there. One that sent a webhook call and then went away (killed, closed) never records the
 * call's answer: another takes the attempt over as failed, and queues its retry.
 */
export interface Senders {
  /** This instance's name, kept on each call it sends until its answer is recorded. */
  readonly me: string;
  /** Of `names`, those whose instance has surely gone. One that cannot be told is not among them. */
  gone(names: readonly string[]): Promise<Set<string>>;
}

/**
 * Told what a committed write touched. Where a transaction of this store heard of another
 * server's write (its first read, on PostgreSQL), `heardIn` is that transaction: the listener may
 * read in it, and what the transaction's work reads answers only once what the listener answers
 * (a promise, if anything) has settled, so the work already sees what the listener made of the
 * change (the clock another server set).
 */
export type ChangeListener = (collections: CollectionName[], heardIn?: Tx) => unknown;

export interface Store {
  /** Runs `work` in a read-only transaction. */
  read<T>(work: (tx: Tx) => Promise<T>): Promise<T>;
  /**
   * Runs `work` in one read-write transaction over every collection. Such transactions never
   * overlap, across tabs too, which is what makes `externalId` idempotent everywhere.
   * If `work` throws, nothing it wrote is kept.
   */
  write<T>(work: (tx: Tx) => Promise<T>, options?: WriteOptions): Promise<T>;
  /** Calls `listener` after each committed write, in this tab or another, with what it touched. */
  onChange(listener: ChangeListener): () => void;
  /** Closes the database; later reads and writes reject with StoreClosedError. */
  close(): void;
  /** Who else sends calls from this store, when it can be shared (absent: nobody is ever gone). */
  readonly senders?: Senders;
}

/** The gateway's only source of time. */
export interface Clock {
  /** The gateway's time, epoch milliseconds: simulated time when the clock is simulated. */
  now(): number;
  /**
   * Real time, epoch milliseconds, whatever the mode. A signature's `t` is dated with it (the
   * contract): a receiver checks freshness against its own clock, which simulated time never moves.
   */
  realNow(): number;
}

/** A webhook call as it goes out. */
export interface OutgoingRequest {
  method: string;
  url: string;
  headers: Record<string, string>;
  body: string;
}

/** What calling a webhook endpoint came to: an answer, or a network error. */
export type CallResult = { kind: 'answered'; status: number; body: string } | { kind: 'network-error'; error: string };

/**
 * How webhook calls to endpoints outside the sandbox leave it: real HTTP. (Scripted receivers
 * answer inside the claim's transaction, see `delivery/runner.ts`.)
 */
export interface Transport {
  send(request: OutgoingRequest): Promise<CallResult>;
}
