/**
 * `--db postgres://…`: the cross-server promises of `--db FILE` on PostgreSQL, with real server
 * processes, each test on a database of its own in the project's cluster; and an in-process
 * server's data kept across a restart.
 */
import { describe, expect, it, vi } from 'vitest';
import type { CollectionName } from '../../src/gateway/core/ports';
import { postgresDatabaseUrl } from '../support/harness';
import { sqlIn } from '../support/pg-cluster';
import { describeSharedDatabase } from './shared-database';
import { json, serve } from './support';

let databases = 0;
/** A fresh database in the cluster: the file's own database, named again for a new schema-free copy. */
async function newDatabase(): Promise<string> {
  const url = new URL(await postgresDatabaseUrl());
  const admin = await import('pg').then(
    ({ default: pg }) => new pg.Client({ connectionString: url.toString().replace(/\/[^/]*$/, '/postgres') }),
  );
  const name = `${url.pathname.slice(1)}_${++databases}`;
  await admin.connect();
  await admin.query(`CREATE DATABASE ${name}`).finally(() => admin.end());
  url.pathname = `/${name}`;
  return url.toString();
}

describeSharedDatabase('Node servers on one PostgreSQL database', newDatabase);

describe('Node server on PostgreSQL', () => {
  it('keeps the data of an in-process server in the database across a restart', async () => {
    const dbFile = await newDatabase();
    const first = await serve({ dbFile });
    const partner = await json('POST', `${first.baseUrl}/_sandbox/partners`, { body: { name: 'Kept in PostgreSQL' } });
    await first.close();

    const second = await serve({ dbFile });

    const partners = await json('GET', `${second.baseUrl}/_sandbox/partners`);
    expect(partners.body).toEqual([expect.objectContaining({ id: partner.body.id, name: 'Kept in PostgreSQL' })]);
  });

  it('tells a server’s change listeners of a write another server made, with no request to the first', async () => {
    const db = await newDatabase();
    const [one, two] = await Promise.all([serve({ dbFile: db }), serve({ dbFile: db })]);
    const heard: CollectionName[][] = [];
    one.sandbox.store.onChange((collections) => heard.push(collections));

    const partner = await json('POST', `${two.baseUrl}/_sandbox/partners`, { body: { name: 'Written on two' } });

    expect(partner.status).toBe(200);
    await vi.waitFor(() => expect(heard).toContainEqual(expect.arrayContaining(['partners'])), { timeout: 5000, interval: 10 });
  });

  it('keeps a sandbox of its own for each ?schema= on one database: data, clock and change feed apart', async () => {
    const db = await newDatabase();
    const inSchema = (schema: string) => `${db}?schema=${schema}`;
    const [jobA, alsoJobA, jobB, alsoJobB] = await Promise.all([
      serve({ dbFile: inSchema('job_a') }),
      serve({ dbFile: inSchema('job_a') }),
      serve({ dbFile: inSchema('job_b') }),
      serve({ dbFile: inSchema('job_b') }),
    ]);
    const heardOnB: CollectionName[][] = [];
    jobB.sandbox.store.onChange((collections) => heardOnB.push(collections));

    const partner = await json('POST', `${jobA.baseUrl}/_sandbox/partners`, { body: { name: 'Job A only' } });
    await json('POST', `${jobA.baseUrl}/_sandbox/clock`, { body: { mode: 'simulated', now: Date.UTC(2026, 0, 1) } });
    // Notifications reach a listener in commit order: once B hears this later write of its own
    // schema, it would have heard A's before it.
    const receiver = await json('PUT', `${alsoJobB.baseUrl}/_sandbox/receivers/job-b`, { body: { answers: [{ status: 200 }] } });
    await vi.waitFor(() => expect(heardOnB.flat()).toContain('settings'), { timeout: 5000, interval: 10 });

    expect([partner.status, receiver.status]).toEqual([200, 200]);
    expect((await json('GET', `${alsoJobA.baseUrl}/_sandbox/partners`)).body).toEqual([expect.objectContaining({ id: partner.body.id })]);
    expect((await json('GET', `${jobB.baseUrl}/_sandbox/partners`)).body).toEqual([]);
    expect((await json('GET', `${alsoJobA.baseUrl}/_sandbox/clock`)).body).toMatchObject({ mode: 'simulated', now: Date.UTC(2026, 0, 1) });
    expect((await json('GET', `${jobB.baseUrl}/_sandbox/clock`)).body).toMatchObject({ mode: 'real' });
    expect(heardOnB.flat()).not.toContain('partners');
  });

  it("passes the URL's startup options to its connections, and refuses one that sets search_path, pointing to ?schema=", async () => {
    const db = await newDatabase();

    await expect(serve({ dbFile: `${db}?options=${encodeURIComponent('-c search_path=job1')}` })).rejects.toThrow(
      "The postgres:// URL's options set search_path: name the sandbox's schema with ?schema=NAME instead",
    );
    // Read-only transactions by default: the store's first statement, creating its tables, is refused.
    await expect(serve({ dbFile: `${db}?options=${encodeURIComponent('-c default_transaction_read_only=on')}` })).rejects.toThrow(
      'read-only transaction',
    );
    // Other options leave the sandbox in its schema.
    const server = await serve({ dbFile: `${db}?schema=kept&options=${encodeURIComponent('-c lock_timeout=10000')}` });
    await json('POST', `${server.baseUrl}/_sandbox/partners`, { body: { name: 'In its schema' } });
    const stored = await sqlIn(db, 'kept', 'SELECT count(*)::int AS partners FROM partners');
    expect(stored.rows).toEqual([{ partners: 1 }]);
  });

  it('says which role to start as when the login may not create or use the sandbox tables another role created', async () => {
    const db = new URL(await newDatabase());
    const database = db.pathname.slice(1);
    await (await serve({ dbFile: db.toString() })).close();
    const role = `other_${database}`;
    await sqlIn(db.toString(), 'public', `CREATE ROLE ${role} LOGIN PASSWORD 'other-secret'`);
    const asOther = new URL(db);
    asOther.username = role;
    asOther.password = 'other-secret';

    // Each start makes sure the schema is there, which takes CREATE on the database first.
    await expect(serve({ dbFile: asOther.toString() })).rejects.toThrow(
      `PostgreSQL at 127.0.0.1:${db.port} refused user "${role}" what the sandbox needs (permission denied for database ${database}): ` +
        `start every server as one role that may create the sandbox's schema and tables in database "${database}" and owns them (the database's owner, say)`,
    );
  });
});
