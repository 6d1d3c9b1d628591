import type { ClientBase } from 'pg';
import { describe, expect, it } from 'vitest';
import { dropPending, executeText, reusable, sending } from './text-statements';

const connection = () => ({}) as ClientBase;
const READ = 'SELECT doc FROM "settings" WHERE pk = $1';

describe('statements sent as text', () => {
  it('prepares a statement before its first EXECUTE of a query, and only executes it in that query and the ones after it', () => {
    const client = connection();

    const first = executeText(client, READ, ["O'Brien"]);
    const again = executeText(client, READ, ['clock']);
    sending(client).ended(true);
    const later = executeText(client, READ, ['clock']);

    expect(first.statements).toBe(2);
    expect(first.sql).toMatch(/^PREPARE (gs\d+_0) AS SELECT doc FROM "settings" WHERE pk = \$1; EXECUTE \1\(\$gp\$O'Brien\$gp\$\)$/);
    const name = /PREPARE (\S+)/.exec(first.sql)![1];
    expect(again).toEqual({ sql: `EXECUTE ${name}($gp$clock$gp$)`, statements: 1 });
    expect(later).toEqual({ sql: `EXECUTE ${name}($gp$clock$gp$)`, statements: 1 });
  });

  it('prepares again under a new name after a failed query, which may or may not have prepared it, and is then not pooled', () => {
    const client = connection();
    executeText(client, READ, ['a']);
    sending(client).ended(false);

    const retried = executeText(client, READ, ['a']);

    expect(retried.statements).toBe(2);
    expect(retried.sql).toMatch(/^PREPARE gs\d+_1 AS /);
    expect(reusable(client)).toBe(false);
  });

  it('keeps what it prepared, and its connection pooled, after a failed query that prepared nothing', () => {
    const client = connection();
    executeText(client, READ, ['a']);
    sending(client).ended(true);
    executeText(client, READ, ['b']);
    sending(client).ended(false);

    expect(executeText(client, READ, ['c']).statements).toBe(1);
    expect(reusable(client)).toBe(true);
  });

  it('prepares again what was dropped before it was sent (a rollback)', () => {
    const client = connection();
    executeText(client, READ, ['a']);
    dropPending(client);
    sending(client).ended(true);

    expect(executeText(client, READ, ['a']).statements).toBe(2);
  });

  it('writes numbers, nulls and arrays as literals, an empty array typed by its statement', () => {
    const { sql } = executeText(connection(), 'SELECT $1, $2, $3, $4', [12, null, ['a', "b'c"], []]);

    expect(sql.split('; ').at(-1)).toMatch(/^EXECUTE gs\d+_0\(12, NULL, ARRAY\[\$gp\$a\$gp\$, \$gp\$b'c\$gp\$\], '\{\}'\)$/);
  });

  it('dollar-quotes texts, so that nothing in them is read as an escape or an end', () => {
    const { sql } = executeText(connection(), READ, ["\\'; SELECT 42; --"]);

    expect(sql.split('; EXECUTE ').at(-1)).toMatch(/^gs\d+_0\(\$gp\$\\'; SELECT 42; --\$gp\$\)$/);
  });

  it('writes a text that holds the quoting tag as an escape string, its backslashes and quotes doubled', () => {
    const { sql } = executeText(connection(), READ, ["a $gp$ b\\'; --"]);

    // In E'…' a doubled backslash is one backslash, and a doubled quote one quote: the text stays one value.
    expect(sql.split('; EXECUTE ').at(-1)).toMatch(/^gs\d+_0\(E'a \$gp\$ b\\\\''; --'\)$/);
  });

  it('writes a text ending in the start of the tag as an escape string: dollar-quoted, the closing tag would come early', () => {
    const { sql } = executeText(connection(), READ, ['sx$gp']);

    expect(sql.split('; EXECUTE ').at(-1)).toMatch(/^gs\d+_0\(E'sx\$gp'\)$/);
  });

  it('writes a statement on a list of keys with its values in place, never prepared, so that it is planned with the list in hand', () => {
    const client = connection();
    const text = 'SELECT doc FROM "payments" WHERE pk = ANY($1::text[]) AND $2 = $2';

    const first = executeText(client, text, [['a', '$1'], 7]);
    sending(client).ended(true);

    expect(first).toEqual({
      sql: 'SELECT doc FROM "payments" WHERE pk = ANY(ARRAY[$gp$a$gp$, $gp$$1$gp$]::text[]) AND 7 = 7',
      statements: 1,
    });
    expect(executeText(client, text, [['b'], 8]).sql).not.toContain('PREPARE');
  });

  it('keeps what each connection has prepared apart', () => {
    const [one, two] = [connection(), connection()];
    executeText(one, READ, ['a']);
    sending(one).ended(true);

    expect(executeText(two, READ, ['a']).statements).toBe(2);
    expect(executeText(one, READ, ['a']).statements).toBe(1);
  });
});
