/**
 * `--db FILE`: what a merchant's CI relies on, with real server processes. An answered write
 * survives `kill -9`; servers started on one file share one sandbox: one payment per
 * `externalId`, each delivery attempt made once.
 */
import { readFile, writeFile } from 'node:fs/promises';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { describeSharedDatabase } from './shared-database';
import { json, serve, tempDir } from './support';

describeSharedDatabase('Node servers on one database file', async () => join(await tempDir(), 'shared.db'));

describe('Node server database file', () => {
  it('refuses to start on a file that is not a database, and leaves it alone', async () => {
    const dbFile = join(await tempDir(), 'notes.txt');
    await writeFile(dbFile, 'not a database, but somebody’s notes');

    await expect(serve({ dbFile })).rejects.toThrow(/Cannot open database .*notes\.txt: file is not a database/);
    expect(await readFile(dbFile, 'utf8')).toBe('not a database, but somebody’s notes');
  });

  it('keeps the data of an in-process server on its file across a restart', async () => {
    const dbFile = join(await tempDir(), 'sandbox.db');
    const first = await serve({ dbFile });
    const partner = await json('POST', `${first.baseUrl}/_sandbox/partners`, { body: { name: 'Kept in the file' } });
    await first.close();

    const second = await serve({ dbFile });

    const partners = await json('GET', `${second.baseUrl}/_sandbox/partners`);
    expect(partners.body).toEqual([expect.objectContaining({ id: partner.body.id, name: 'Kept in the file' })]);
  });
});
