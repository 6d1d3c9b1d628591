import { describe, expect, test } from 'vitest';
import { describeDatabase, isPostgresUrl, openStore } from './open-store';

describe('the --db argument', () => {
  test('a postgres:// or postgresql:// URL names PostgreSQL; anything else is a file', () => {
    expect(isPostgresUrl('postgres://u:p@db:5432/sandbox')).toBe(true);
    expect(isPostgresUrl('postgresql://db/sandbox')).toBe(true);
    expect(isPostgresUrl('sandbox.db')).toBe(false);
    expect(isPostgresUrl('./postgres://not-a-url')).toBe(false);
  });

  test('is printed without the password', () => {
    expect(describeDatabase('postgres://team:s3cret-pw@db.internal:5433/sandbox')).toBe(
      'postgres://team:***@db.internal:5433/sandbox (PostgreSQL, shared by every server started on it)',
    );
    expect(describeDatabase('postgres://team@db.internal/sandbox?password=s3cret-pw&sslmode=disable')).toBe(
      'postgres://team@db.internal/sandbox?password=***&sslmode=disable (PostgreSQL, shared by every server started on it)',
    );
    expect(describeDatabase('sandbox.db')).toBe('sandbox.db');
    expect(describeDatabase(undefined)).toBe('in memory (gone on exit; --db FILE keeps it)');
  });

  test('a malformed postgres URL is refused with a message that does not echo it', async () => {
    const opening = openStore('postgres://team:s3cret-pw@db.internal:notaport/sandbox');

    await expect(opening).rejects.toThrow('Cannot open database: the postgres:// URL is malformed');
    await expect(opening).rejects.not.toThrow('s3cret-pw');
  });
});

describe('opening the --db argument', () => {
  test('without a db the sandbox is kept in the memory store, which loads no native module', async () => {
    const store = await openStore(undefined);
    await store.write((tx) => tx.put('settings', { name: 'probe', value: 1 }));
    expect(await store.read((tx) => tx.get('settings', 'probe'))).toEqual({ name: 'probe', value: 1 });
    // SQLite's store has senders (servers on one file); the memory store, private to one process, none.
    expect(store.senders).toBeUndefined();
    store.close();
  });

  test('a URL of a scheme the sandbox does not know is refused as such, its password never shown', async () => {
    const opening = openStore('mysql://shop:s3cret-pw@db.internal/sandbox');

    await expect(opening).rejects.toThrow(
      'Cannot open database: mysql:// is not a database the sandbox knows (--db takes a SQLite file name or a postgres:// URL)',
    );
    await expect(opening).rejects.not.toThrow('s3cret-pw');
  });
});
