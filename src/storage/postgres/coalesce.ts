/**
 * Gets and puts of one transaction, asked for together, sent together. Each statement is a round
 * trip to the database, and the gateway asks for many at once (a claim reads its attempts side by
 * side; a month's instant puts a thousand attempts with one `Promise.all`; the reads of one batch
 * run side by side): the gets a work asks for in one go become one read (`pk = ANY(…)` per
 * collection, of every collection asked for at once), and its puts one `unnest` upsert per
 * collection. Order is kept: the calls are sent in the order asked, a run of gets or of puts to
 * one collection as one statement, and any other statement of the transaction is sent only after
 * what was asked before it.
 */
import type { ClientBase } from 'pg';
import type { CollectionName, Collections } from '../../gateway/ports';
import { keyAt } from '../layout';
import { encodeKey } from './keys';
import { run, sendLater } from './tx-run';
import { entryKeys, indexColumnValues, quote, sqliteIndexes } from '../sqlite/schema';
import { getSql, putPlan } from '../sqlite/tx';

interface Op {
  kind: 'get' | 'put';
  collection: CollectionName;
  /** A get's primary key. */
  key?: string;
  /** A put's record. */
  record?: Collections[CollectionName];
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

  /** Sends what was asked so far, in runs of alike calls; call before any other statement. */
  flush(): void {
    const ops = this.queue;
    this.queue = [];
    let start = 0;
    for (let i = 1; i <= ops.length; i++) {
      const first = ops[start]!;
      const next = ops[i];
      if (next && next.kind === first.kind && (next.kind === 'get' || next.collection === first.collection)) continue;
      const group = ops.slice(start, i);
      const sent = first.kind === 'get' ? this.getMany(group) : this.putMany(first.collection, group);
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

  private async getMany(ops: Op[]): Promise<unknown[]> {
    if (ops.length === 1) {
      const [row] = await run(this.client, getSql(ops[0]!.collection), [ops[0]!.key]);
      return [row && JSON.parse(row.doc as string)];
    }
    const keys = new Map<CollectionName, string[]>();
    for (const op of ops) keys.set(op.collection, [...(keys.get(op.collection) ?? []), op.key!]);
    const collections = [...keys.keys()];
    const rows = await run(this.client, getManySql(collections), [...keys.values()]);
    const docs = new Map(rows.map((row) => [`${row.part as number} ${row.pk as string}`, row.doc as string]));
    // Parsed per call: two gets of one record answer two objects, as two reads would.
    return ops.map((op) => {
      const doc = docs.get(`${collections.indexOf(op.collection)} ${op.key!}`);
      return doc === undefined ? undefined : JSON.parse(doc);
    });
  }

  private async putMany(collection: CollectionName, ops: Op[]): Promise<unknown[]> {
    const { keyPath, single, entries } = putPlan(collection);
    // One upsert cannot touch a row twice: the last put of a key wins, as it would one by one.
    const records = new Map(ops.map((op) => [keyAt(op.record!, keyPath) as string, op.record!]));
    const pks = [...records.keys()];
    const columns = single.flatMap((index) => index.columns.map((_, part) => [...records.values()].map((record) => encodeKey(indexColumnValues(record, index)[part]!))));
    const docs = [...records.values()].map((record) => JSON.stringify(record));
    const send: [string, unknown[]][] = [[upsertMany(collection), [pks, docs, ...columns]]];
    for (const { index } of entries) {
      send.push([`DELETE FROM ${quote(index.entries!)} WHERE pk = ANY(?::text[])`, [pks]]);
      const pairs = [...records].flatMap(([pk, record]) => entryKeys(record, index).map((key) => [encodeKey(key), pk] as const));
      if (pairs.length > 0) {
        send.push([`INSERT INTO ${quote(index.entries!)} (key, pk) SELECT * FROM unnest(?::text[], ?::text[])`, [pairs.map(([key]) => key), pairs.map(([, pk]) => pk)]]);
      }
    }
    if (this.deferPuts) send.forEach(([sql, values]) => sendLater(this.client, sql, values));
    else await Promise.all(send.map(([sql, values]) => run(this.client, sql, values)));
    return ops.map(() => undefined);
  }
}

const getsMany = new Map<string, string>();

/** The read of many records of `collections` at once by primary key, one array parameter each. */
function getManySql(collections: CollectionName[]): string {
  const name = collections.join(' ');
  let sql = getsMany.get(name);
  if (sql === undefined) {
    sql = collections.map((collection, part) => `SELECT ${part} AS part, pk, doc FROM ${quote(collection)} WHERE pk = ANY(?::text[])`).join(' UNION ALL ');
    getsMany.set(name, sql);
  }
  return sql;
}

const upserts = new Map<CollectionName, string>();

/** The upsert of many records of `collection` at once, one array parameter per column. */
function upsertMany(collection: CollectionName): string {
  let sql = upserts.get(collection);
  if (sql === undefined) {
    const columns = ['pk', 'doc', ...sqliteIndexes(collection).flatMap(([, index]) => index.columns)].map(quote);
    sql =
      `INSERT INTO ${quote(collection)} (${columns.join(', ')}) SELECT * FROM unnest(${columns.map(() => '?::text[]').join(', ')}) ` +
      `ON CONFLICT (pk) DO UPDATE SET ${columns.slice(1).map((column) => `${column} = excluded.${column}`).join(', ')}`;
    upserts.set(collection, sql);
  }
  return sql;
}
