import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { ROUTE_TABLE } from '../src/gateway/routes';

/** The guide's page of the helpers, which names each one as `METHOD /_sandbox/…` (or `GET` and `PUT /…`). */
const GUIDE = readFileSync(join(import.meta.dirname, '..', 'docs', 'guide', 'helpers.md'), 'utf8');

/** Every helper the guide names: its method and its path as written, `<hash>` standing for any one segment. */
function namedInGuide(): { method: string; path: RegExp; written: string }[] {
  const mentions = GUIDE.matchAll(/`(GET|POST|PUT|PATCH|DELETE)(?:` and `(GET|POST|PUT|PATCH|DELETE))? (\/_sandbox\/[^`\s?]*)/g);
  return [...mentions].flatMap(([, first, second, written]) => {
    const path = new RegExp(`^${written!.replace(/[.]/g, '\\.').replace(/<[^>]+>/g, '[^/]+')}$`);
    return [first!, ...(second ? [second] : [])].map((method) => ({ method, path, written: `${method} ${written}` }));
  });
}

const HELPERS = ROUTE_TABLE['Sandbox helpers'].flatMap((group) => Object.values(group));

/** A declared path with its parameters as the guide writes them: `:paymentHash` is `<…>`. */
const asWritten = (path: string) => path.replace(/:\w+/g, 'x');

describe('the helpers guide (docs/guide/helpers.md)', () => {
  const named = namedInGuide();

  it('names every declared helper', () => {
    const unnamed = HELPERS.filter(
      ({ method, path }) => !named.some((mention) => mention.method === method && mention.path.test(asWritten(path))),
    );
    expect(unnamed.map(({ method, path }) => `${method} ${path}`)).toEqual([]);
  });

  it('names no helper that is not declared', () => {
    const undeclared = named.filter(
      (mention) => !HELPERS.some(({ method, path }) => mention.method === method && mention.path.test(asWritten(path))),
    );
    expect(undeclared.map(({ written }) => written)).toEqual([]);
  });
});
