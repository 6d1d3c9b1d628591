/** What only SQLite needs: files made before an index existed, and private in-memory databases. */
import { existsSync, statSync } from 'node:fs';
import Database from 'better-sqlite3';
import { describe, expect, onTestFinished, test } from 'vitest';
import { freshDatabaseName, sqliteFile } from '../../../test/support/harness';
import { openSqliteStore } from './store';

describe('sqlite store', () => {
  test('a file made before an index existed gains it, filled from the stored records', async () => {
    const file = sqliteFile(freshDatabaseName());
    const old = new Database(file);
    old.exec(`CREATE TABLE payments (pk TEXT PRIMARY KEY NOT NULL, doc TEXT NOT NULL)`);
    old
      .prepare('INSERT INTO payments VALUES (?, ?)')
      .run('h1', JSON.stringify({ hash: 'h1', productId: 'p', externalId: 'e', createdAt: 5 }));
    old.close();

    const store = await openSqliteStore(file);
    onTestFinished(() => store.close());

    const byCreated = await store.read((tx) => tx.page('payments', { index: 'byCreated', limit: 10 }));
    const byExternalId = await store.read((tx) => tx.find('payments', 'byExternalId', ['p', 'e']));
    const ofProduct = await store.read((tx) => tx.page('payments', { index: 'byProductCreated', prefix: ['p'], limit: 10 }));
    expect([byCreated, byExternalId, ofProduct].map((page) => page.map((payment) => payment.hash))).toEqual([['h1'], ['h1'], ['h1']]);
  });

  test('a file made by an earlier version loses the index it no longer has, and keeps its records and the numbering of its changes', async () => {
    const file = sqliteFile(freshDatabaseName());
    const first = await openSqliteStore(file);
    await first.write((tx) => tx.put('payments', { hash: 'h1', productId: 'p', externalId: 'e', createdAt: 5 } as never));
    first.close();
    const old = new Database(file);
    // What earlier versions made: payments filed by product too, and changes numbered by AUTOINCREMENT.
    old.exec(`ALTER TABLE payments ADD COLUMN ix_byProduct;
      UPDATE payments SET ix_byProduct = 'p';
      CREATE INDEX "payments.byProduct" ON payments (ix_byProduct, pk);
      DROP TABLE _changes;
      CREATE TABLE _changes (seq INTEGER PRIMARY KEY AUTOINCREMENT, writer TEXT NOT NULL, collections TEXT NOT NULL);
      INSERT INTO _changes VALUES (41, 'earlier', 'payments');`);
    old.close();

    const store = await openSqliteStore(file);
    await store.write((tx) => tx.put('settings', { name: 'after', value: 1 }));
    const ofProduct = await store.read((tx) => tx.count('payments', { index: 'byProductCreated', prefix: ['p'] }));
    store.close();

    const upgraded = new Database(file, { readonly: true });
    onTestFinished(() => void upgraded.close());
    const names = upgraded.prepare(`SELECT name FROM sqlite_master`).pluck().all();
    const changesTable = upgraded.prepare(`SELECT sql FROM sqlite_master WHERE name = '_changes'`).pluck().get();
    const changes = upgraded.prepare(`SELECT seq, writer FROM _changes ORDER BY seq`).all() as { seq: number; writer: string }[];
    expect(names).not.toContain('payments.byProduct');
    expect(changesTable).not.toMatch(/AUTOINCREMENT/i);
    expect(ofProduct).toBe(1);
    expect(changes.map(({ seq }) => seq)).toEqual([41, 42]);
    expect(changes[0]!.writer).toBe('earlier');
  });

  test('concurrent writes are each in the file, for any other connection to read, when they are answered', async () => {
    const file = sqliteFile(freshDatabaseName());
    const store = await openSqliteStore(file);
    const other = new Database(file, { readonly: true });
    onTestFinished(() => {
      store.close();
      other.close();
    });
    const storedNow = (name: string) => other.prepare('SELECT count(*) FROM settings WHERE pk = ?').pluck().get(name);

    const seen = await Promise.all(
      ['a', 'b', 'c'].map((name) => store.write((tx) => tx.put('settings', { name, value: 1 })).then(() => storedNow(name))),
    );

    expect(seen).toEqual([1, 1, 1]);
  });

  test('megabytes of writes reach the database file while the store stays open, and all of them once it closes', async () => {
    const file = sqliteFile(freshDatabaseName());
    const store = await openSqliteStore(file);
    onTestFinished(() => store.close());
    const filler = 'x'.repeat(16 * 1024);
    // 6 MiB in separate commits: past where the background checkpoint starts, far below the
    // 40 MB at which a commit would checkpoint by itself.
    for (let i = 0; i < 384; i++) await store.write((tx) => tx.put('settings', { name: `s${i}`, value: filler }));

    await expect.poll(() => statSync(file).size, { timeout: 5000 }).toBeGreaterThan(4 * 1024 * 1024);
    store.close();
    expect(existsSync(`${file}-wal`)).toBe(false);
    const copy = new Database(file, { readonly: true });
    onTestFinished(() => void copy.close());
    expect(copy.prepare('SELECT count(*) FROM settings').pluck().get()).toBe(384);
  });

  test('in-memory databases are private to their store', async () => {
    const [one, other] = [await openSqliteStore(), await openSqliteStore()];
    onTestFinished(() => [one, other].forEach((store) => store.close()));

    await one.write((tx) => tx.put('settings', { name: 'only-here', value: 1 }));

    expect(await other.read((tx) => tx.all('settings'))).toEqual([]);
    expect(await one.read((tx) => tx.all('settings'))).toEqual([{ name: 'only-here', value: 1 }]);
  });
});
