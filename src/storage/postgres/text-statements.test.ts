import type { ClientBase } from 'pg';
import { describe, expect, it } from 'vitest';
import { dropPending, executeText, sending } from './text-statements';

const connection = () => ({}) as ClientBase;
const READ = 'SELECT doc FROM "settings" WHERE pk = $1';

describe('statements sent as text', () => {
  it('prepares a statement before its first EXECUTE, and only executes it once that query went through', () => {
    const client = connection();

    const first = executeText(client, READ, ["O'Brien"]);
    const again = executeText(client, READ, ['clock']);
    sending(client).ended(true);
    const later = executeText(client, READ, ['clock']);

    expect(first.statements).toBe(2);
    expect(first.sql).toMatch(/^PREPARE (gs\d+_0) AS SELECT doc FROM "settings" WHERE pk = \$1; EXECUTE \1\('O''Brien'\)$/);
    const name = /PREPARE (\S+)/.exec(first.sql)![1];
    expect(again).toEqual({ sql: `EXECUTE ${name}('clock')`, statements: 1 });
    expect(later).toEqual({ sql: `EXECUTE ${name}('clock')`, statements: 1 });
  });

  it('prepares again under a new name after a failed query, which may or may not have prepared it', () => {
    const client = connection();
    executeText(client, READ, ['a']);
    sending(client).ended(false);

    const retried = executeText(client, READ, ['a']);

    expect(retried.statements).toBe(2);
    expect(retried.sql).toMatch(/^PREPARE gs\d+_1 AS /);
  });

  it('prepares again what was dropped before it was sent (a rollback)', () => {
    const client = connection();
    executeText(client, READ, ['a']);
    dropPending(client);
    sending(client).ended(true);

    expect(executeText(client, READ, ['a']).statements).toBe(2);
  });

  it('writes numbers, nulls and arrays as literals, an empty array typed by its statement', () => {
    const client = connection();
    sending(client).ended(true);
    const { sql } = executeText(client, 'SELECT $1, $2, $3, $4', [12, null, ['a', "b'c"], []]);

    expect(sql.split('; ').at(-1)).toMatch(/^EXECUTE gs\d+_0\(12, NULL, ARRAY\['a', 'b''c'\], '\{\}'\)$/);
  });

  it('keeps what each connection has prepared apart', () => {
    const [one, two] = [connection(), connection()];
    executeText(one, READ, ['a']);
    sending(one).ended(true);

    expect(executeText(two, READ, ['a']).statements).toBe(2);
    expect(executeText(one, READ, ['a']).statements).toBe(1);
  });
});
