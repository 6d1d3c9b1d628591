/** The PostgreSQL schema's versions: created on an empty database, an older one migrated, a newer one refused. */
import pg from 'pg';
import { afterAll, describe, expect, test } from 'vitest';
import { freshDatabaseName, postgresDatabaseUrl } from '../../../test/support/harness';
import { sqlIn } from '../../../test/support/pg-cluster';
import type { Store } from '../../gateway/core/ports';
import type { Payment } from '../../gateway/core/stored-records';
import { openPgStore } from './store';
import { PG_SCHEMA_VERSION, serverName } from './schema';

const payment = (hash: string, productId: string, createdAt: number) =>
  ({ hash, productId, externalId: `order-${hash}`, createdAt }) as unknown as Payment;

const opened: Store[] = [];
afterAll(() => opened.forEach((store) => store.close()));
async function open(schema: string): Promise<Store> {
  const store = await openPgStore(await postgresDatabaseUrl(), { schema });
  opened.push(store);
  return store;
}

/** Runs `text` in `schema` of the test database, as an operator would with psql. */
const sql = async (schema: string, text: string) => sqlIn(await postgresDatabaseUrl(), schema, text);

describe('PostgreSQL schema versions', () => {
  test('an empty database gets every table and the current layout version', async () => {
    const schema = freshDatabaseName();
    await open(schema);

    expect((await sql(schema, 'SELECT version FROM _schema')).rows).toEqual([{ version: PG_SCHEMA_VERSION }]);
    const tables = (await sql(schema, `SELECT tablename FROM pg_tables WHERE schemaname = '${schema}' ORDER BY tablename`)).rows.map(
      (row) => row.tablename,
    );
    expect(tables).toEqual(expect.arrayContaining(['payments', 'deliveries', 'webhooks', 'webhooks.byProduct', '_changes']));
  });

  test('a database of an older layout is migrated: the index added since is built from the stored records', async () => {
    const schema = freshDatabaseName();
    const first = await open(schema);
    await first.write(async (tx) => {
      await tx.put('payments', payment('b', 'p1', 20));
      await tx.put('payments', payment('a', 'p1', 30));
      await tx.put('payments', payment('c', 'p2', 10));
    });
    first.close();
    // Version 2 had no byProductCreated index, and a byProduct index since removed.
    await sql(
      schema,
      `DROP INDEX "payments.byProductCreated";
       ALTER TABLE payments DROP COLUMN "ix_byProductCreated_0", DROP COLUMN "ix_byProductCreated_1";
       ALTER TABLE payments ADD COLUMN "ix_byProduct" text; CREATE INDEX "payments.byProduct" ON payments ("ix_byProduct", pk);
       UPDATE _schema SET version = 2`,
    );

    const store = await open(schema);

    const newest = await store.read((tx) => tx.page('payments', { index: 'byProductCreated', prefix: ['p1'], reverse: true, limit: 10 }));
    expect(newest.map((found) => found.hash)).toEqual(['a', 'b']);
    expect((await sql(schema, 'SELECT version FROM _schema')).rows).toEqual([{ version: PG_SCHEMA_VERSION }]);
    expect(
      (await sql(schema, `SELECT indexname FROM pg_indexes WHERE schemaname = '${schema}' AND indexname = 'payments.byProduct'`)).rows,
    ).toEqual([]);
  });

  test('a database of a newer layout is refused with a clear message, and left as it was', async () => {
    const schema = freshDatabaseName();
    const first = await open(schema);
    await first.write((tx) => tx.put('payments', payment('kept', 'p1', 1)));
    first.close();
    await sql(schema, `UPDATE _schema SET version = ${PG_SCHEMA_VERSION + 1}`);

    await expect(openPgStore(await postgresDatabaseUrl(), { schema })).rejects.toThrow(
      `Cannot use database "${new URL(await postgresDatabaseUrl()).pathname.slice(1)}" of PostgreSQL at 127.0.0.1:${new URL(await postgresDatabaseUrl()).port}: ` +
        `it holds a sandbox of layout version ${PG_SCHEMA_VERSION + 1}, newer than this server's ${PG_SCHEMA_VERSION}`,
    );
    expect((await sql(schema, 'SELECT pk FROM payments')).rows).toEqual([{ pk: 'kept' }]);
    expect((await sql(schema, 'SELECT version FROM _schema')).rows).toEqual([{ version: PG_SCHEMA_VERSION + 1 }]);
  });

  test('a database of an older layout is not migrated while a server of that layout still runs on it: refused, saying so, until it stops', async () => {
    const url = await postgresDatabaseUrl();
    const schema = freshDatabaseName();
    const first = await open(schema);
    await first.write((tx) => tx.put('payments', payment('kept', 'p1', 1)));
    first.close();
    await sql(schema, `UPDATE _schema SET version = ${PG_SCHEMA_VERSION - 1}`);
    // A server of the older layout, still connected (its LISTEN connection never closes).
    const older = new pg.Client({ connectionString: url, application_name: serverName(schema, PG_SCHEMA_VERSION - 1) });
    await older.connect();

    try {
      await expect(openPgStore(url, { schema })).rejects.toThrow(
        `it holds a sandbox of layout version ${PG_SCHEMA_VERSION - 1} and servers of layout version ${PG_SCHEMA_VERSION - 1} still run on it (1 connection): ` +
          `stop them all, then start this server, which migrates it to version ${PG_SCHEMA_VERSION}`,
      );
      expect((await sql(schema, 'SELECT version FROM _schema')).rows).toEqual([{ version: PG_SCHEMA_VERSION - 1 }]);
    } finally {
      await older.end();
    }

    const store = await open(schema);
    expect((await sql(schema, 'SELECT version FROM _schema')).rows).toEqual([{ version: PG_SCHEMA_VERSION }]);
    expect(await store.read((tx) => tx.get('payments', 'kept'))).toMatchObject({ externalId: 'order-kept' });
  });
});
