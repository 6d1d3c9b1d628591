/**
 * `--db postgres://…`: the cross-server promises of `--db FILE` on PostgreSQL, with real server
 * processes, each test on a database of its own in the project's cluster; and an in-process
 * server's data kept across a restart.
 */
import { describe, expect, it, vi } from 'vitest';
import type { CollectionName } from '../../src/gateway/ports';
import { postgresDatabaseUrl } from '../support/harness';
import { describeSharedDatabase } from './shared-database';
import { json, serve } from './support';

let databases = 0;
/** A fresh database in the cluster: the file's own database, named again for a new schema-free copy. */
async function newDatabase(): Promise<string> {
  const url = new URL(await postgresDatabaseUrl());
  const admin = await import('pg').then(({ default: pg }) => new pg.Client({ connectionString: url.toString().replace(/\/[^/]*$/, '/postgres') }));
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
});
