/**
 * Reads and puts of one transaction, asked for together, sent together. Each statement is a
 * round trip to the database, and the gateway asks for many at once (a claim reads its attempts
 * side by side; a month's instant puts a thousand attempts with one `Promise.all`; the reads of
 * one batch run side by side): the gets a work asks for in one go become one read (`pk = ?`, or
 * `pk = ANY(…)` for several keys, per collection, of every collection asked for at once), and
 * its puts one `unnest` upsert per collection. The other reads asked for with them (a create's
 * `externalId` lookup beside its product's get) travel in the same round trip, as statements of
 * one simple query. Order is kept: the calls are sent in the order asked, a run of reads as one
 * round trip, a run of puts to one collection as one statement, and any other statement of the
 * transaction is sent only after what was asked before it.
 */
import type { ClientBase } from 'pg';
import type { CollectionName, Collections } from '../../gateway/core';
import { keyAt } from '../layout';
import { encodeKey } from './keys';
import { run, runTogether, sendLater } from './tx-run';
import { entryKeys, indexColumnValues, quote, sqlIndexes } from '../sql/indexes';
import { getSql, putPlan } from '../sql/queries';

interface Op {
  kind: 'get' | 'put' | 'query';
  /** A get's or a put's collection. */
  collection?: CollectionName;
  /** A get's primary key. */
  key?: string;
  /** A put's record. */
  record?: Collections[CollectionName];
  /** A query's statement (SQLite's placeholders) and its values. */
  statement?: [string, unknown[]];
  resolve: (doc: unknown) => void;
  reject: (error: unknown) => void;
}

export class Coalescer {
  private queue: Op[] = [];

  constructor(
    private readonly client: ClientBase,
    /** Puts are sent with the next statement (`sendLater`) and answered at once. */
    private readonly deferPuts = false,
  ) {}

  get<C extends CollectionName>(collection: C, key: string): Promise<Collections[C] | undefined> {
    return this.enqueue({ kind: 'get', collection, key }) as Promise<Collections[C] | undefined>;
  }

  put<C extends CollectionName>(collection: C, record: Collections[C]): Promise<void> {
    return this.enqueue({ kind: 'put', collection, record }) as Promise<void>;
  }

  /** The rows of a read (a find, a page, a count), sent with the reads asked beside it. */
  query(sql: string, values: unknown[]): Promise<Record<string, unknown>[]> {
    return this.enqueue({ kind: 'query', statement: [sql, values] }) as Promise<Record<string, unknown>[]>;
  }

  /** Sends what was asked so far, in runs of alike calls; call before any other statement. */
  flush(): void {
    const ops = this.queue;
    this.queue = [];
    let start = 0;
    for (let i = 1; i <= ops.length; i++) {
      const first = ops[start]!;
      const next = ops[i];
      if (next && (first.kind === 'put' ? next.kind === 'put' && next.collection === first.collection : next.kind !== 'put')) continue;
      const group = ops.slice(start, i);
      const sent = first.kind === 'put' ? this.putMany(first.collection!, group) : this.readTogether(group);
      sent.then(
        (answers) => group.forEach((op, j) => op.resolve(answers[j])),
        (error: unknown) => group.forEach((op) => op.reject(error)),
      );
      start = i;
    }
  }

  private enqueue(op: Omit<Op, 'resolve' | 'reject'>): Promise<unknown> {
    return new Promise((resolve, reject) => {
      if (this.queue.length === 0) queueMicrotask(() => this.flush());
      this.queue.push({ ...op, resolve, reject } as Op);
    });
  }

  /**
   * A run of reads in one round trip: its gets as one statement, each query as one more. None
   * writes, so their order among themselves does not matter; what was asked before them was sent.
   */
  private async readTogether(ops: Op[]): Promise<unknown[]> {
    const gets = ops.filter((op) => op.kind === 'get');
    const queries = ops.filter((op) => op.kind === 'query');
    const statements = queries.map((op) => op.statement!);
    if (gets.length > 0) statements.unshift(getsStatement(gets));
    const results = await runTogether(this.client, statements);
    const answers = new Map<Op, unknown>(queries.map((op, i) => [op, results[i + (gets.length > 0 ? 1 : 0)]]));
    if (gets.length > 0) gotFrom(gets, results[0]!).forEach((doc, i) => answers.set(gets[i]!, doc));
    return ops.map((op) => answers.get(op));
  }

  private async putMany(collection: CollectionName, ops: Op[]): Promise<unknown[]> {
    const { keyPath, single, entries } = putPlan(collection);
    // One upsert cannot touch a row twice: the last put of a key wins, as it would one by one.
    const records = new Map(ops.map((op) => [keyAt(op.record!, keyPath) as string, op.record!]));
    const pks = [...records.keys()];
    const columns = single.flatMap((index) =>
      index.columns.map((_, part) => [...records.values()].map((record) => encodeKey(indexColumnValues(record, index)[part]!))),
    );
    const docs = [...records.values()].map((record) => JSON.stringify(record));
    const send: [string, unknown[]][] = [[upsertMany(collection), [pks, docs, ...columns]]];
    for (const { index } of entries) {
      send.push([`DELETE FROM ${quote(index.entries!)} WHERE pk = ANY(?::text[])`, [pks]]);
      const pairs = [...records].flatMap(([pk, record]) => entryKeys(record, index).map((key) => [encodeKey(key), pk] as const));
      if (pairs.length > 0) {
        send.push([
          `INSERT INTO ${quote(index.entries!)} (key, pk) SELECT * FROM unnest(?::text[], ?::text[])`,
          [pairs.map(([key]) => key), pairs.map(([, pk]) => pk)],
        ]);
      }
    }
    if (this.deferPuts) send.forEach(([sql, values]) => sendLater(this.client, sql, values));
    else await Promise.all(send.map(([sql, values]) => run(this.client, sql, values)));
    return ops.map(() => undefined);
  }
}

/** The statement reading what `gets` ask for: one get by its key, or many by `pk = ANY(…)`. */
function getsStatement(gets: Op[]): [string, unknown[]] {
  if (gets.length === 1) return [getSql(gets[0]!.collection!), [gets[0]!.key]];
  // Each key once: a batch of creates reads its one product once.
  const keys = new Map<CollectionName, Set<string>>();
  for (const op of gets) {
    const ofCollection = keys.get(op.collection!);
    if (ofCollection) ofCollection.add(op.key!);
    else keys.set(op.collection!, new Set([op.key!]));
  }
  const lists = [...keys.values()].map((set) => [...set]);
  return [
    getManySql([...keys.keys()].map((collection, i) => [collection, lists[i]!.length === 1])),
    lists.map((list) => (list.length === 1 ? list[0] : list)),
  ];
}

/** The records `gets` asked for, in their order, from the rows of their `getsStatement`. */
function gotFrom(gets: Op[], rows: Record<string, unknown>[]): unknown[] {
  if (gets.length === 1) return [rows[0] && JSON.parse(rows[0].doc as string)];
  const collections = [...new Set(gets.map((op) => op.collection))];
  const docs = new Map(rows.map((row) => [`${row.part as number} ${row.pk as string}`, row.doc as string]));
  // Parsed per call: two gets of one record answer two objects, as two reads would.
  return gets.map((op) => {
    const doc = docs.get(`${collections.indexOf(op.collection)} ${op.key!}`);
    return doc === undefined ? undefined : JSON.parse(doc);
  });
}

const getsMany = new Map<string, string>();

/** The read of many records of `collections` at once by primary key: a key or an array of keys each (`true`: one). */
function getManySql(collections: [CollectionName, boolean][]): string {
  const name = collections.map(([collection, one]) => `${collection}${one ? '' : '[]'}`).join(' ');
  let sql = getsMany.get(name);
  if (sql === undefined) {
    // One key is `pk = ?`, not `ANY` of one: a statement holding `ANY` is planned at every call
    // (`plannedAtEachCall`), one of single keys once per connection.
    const where = (one: boolean) => (one ? 'pk = ?' : 'pk = ANY(?::text[])');
    sql = collections
      .map(([collection, one], part) => `SELECT ${part} AS part, pk, doc FROM ${quote(collection)} WHERE ${where(one)}`)
      .join(' UNION ALL ');
    getsMany.set(name, sql);
  }
  return sql;
}

const upserts = new Map<CollectionName, string>();

/** The upsert of many records of `collection` at once, one array parameter per column. */
function upsertMany(collection: CollectionName): string {
  let sql = upserts.get(collection);
  if (sql === undefined) {
    const columns = ['pk', 'doc', ...sqlIndexes(collection).flatMap(([, index]) => index.columns)].map(quote);
    sql =
      `INSERT INTO ${quote(collection)} (${columns.join(', ')}) SELECT * FROM unnest(${columns.map(() => '?::text[]').join(', ')}) ` +
      `ON CONFLICT (pk) DO UPDATE SET ${columns
        .slice(1)
        .map((column) => `${column} = excluded.${column}`)
        .join(', ')}`;
    upserts.set(collection, sql);
  }
  return sql;
}
