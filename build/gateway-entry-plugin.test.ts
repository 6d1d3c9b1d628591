import { describe, expect, it } from 'vitest';
import { directImports, entryMap, entryMaps, otherEntryImport } from './gateway-entry-plugin';

const ENTRY = `/** the entry */
export { isHttpUrl } from './urls';
export type { Payment, Product } from './records';
export {
  SIGNATURE_HEADER,
  signatureHeader,
} from './webhooks/signing';
`;
const map = entryMap(ENTRY);
const entryOf = (specifier: string) => (specifier === '../../gateway' || specifier === '../../gateway/index' ? map : undefined);
const isEntry = (specifier: string) => entryOf(specifier) !== undefined;

describe('the gateway entry in the build', () => {
  it('knows the module each re-exported name comes from, multi-line lists included', () => {
    expect(Object.fromEntries(map)).toEqual({
      isHttpUrl: './urls',
      Payment: './records',
      Product: './records',
      SIGNATURE_HEADER: './webhooks/signing',
      signatureHeader: './webhooks/signing',
    });
  });

  it('follows a name the public entry takes from a folder entry to the module behind that entry', () => {
    const files: Record<string, string> = {
      '/g/index.ts': "export { PAYMENT_METHODS, nextStatuses } from './payments';\nexport type { Payment } from './core/index';\n",
      '/g/payments/index.ts': "export { PAYMENT_METHODS } from './checkout-rules';\nexport { nextStatuses } from './payment-moves';\n",
      '/g/core/index.ts': "export type { Payment } from './stored-records';\n",
    };
    const maps = entryMaps(Object.keys(files), (path) => files[path]!);

    expect(Object.fromEntries(maps.get('/g/index.ts')!)).toEqual({
      PAYMENT_METHODS: './payments/checkout-rules',
      nextStatuses: './payments/payment-moves',
      Payment: './core/stored-records',
    });
    expect(Object.fromEntries(maps.get('/g/payments/index.ts')!)).toEqual({
      PAYMENT_METHODS: './checkout-rules',
      nextStatuses: './payment-moves',
    });
  });

  it('refuses a name a folder entry does not export', () => {
    const files: Record<string, string> = { '/g/index.ts': "export { gone } from './core';\n", '/g/core/index.ts': '' };
    expect(() => entryMaps(Object.keys(files), (path) => files[path]!)).toThrow(/gone is not exported by core\/index.ts/);
  });

  it('splits an import of the entry into one import per module, keeping type modifiers and aliases', () => {
    const code = "import { isHttpUrl, type Payment as Paid, SIGNATURE_HEADER } from '../../gateway';\nconst a = 1;\n";

    expect(directImports(code, entryOf)).toBe(
      "import { isHttpUrl } from '../../gateway/urls'; import { type Payment as Paid } from '../../gateway/records'; " +
        "import { SIGNATURE_HEADER } from '../../gateway/webhooks/signing';\nconst a = 1;\n",
    );
  });

  it('keeps a type-only import type-only, and the lines of a multi-line import', () => {
    const code = "import type {\n  Payment,\n  Product,\n} from '../../gateway/index';\nconst line5 = 5;\n";

    const rewritten = directImports(code, entryOf)!;
    expect(rewritten).toBe("import type { Payment, Product } from '../../gateway/records';\n\n\n\nconst line5 = 5;\n");
    expect(rewritten.split('\n').indexOf('const line5 = 5;')).toBe(4);
  });

  it('sends an import() of an entry whose names come from one module to that module, and leaves one of several modules', () => {
    const banners = new Map([['renderBanner', './banner']]);
    const folders = (specifier: string) => (specifier === '../../gateway/banners' ? banners : entryOf(specifier));

    expect(directImports("const { renderBanner } = await import('../../gateway/banners');", folders)).toBe(
      "const { renderBanner } = await import('../../gateway/banners/banner');",
    );
    expect(directImports("const lazy = () => import('../../gateway');", folders)).toBeUndefined();
  });

  it("sends React.lazy's import() of an entry to the module of the one name it takes", () => {
    const screens = new Map([
      ['ConsolePage', './console-page'],
      ['HISTORY_DB', './history/history'],
    ]);
    const features = (specifier: string) => (specifier === '../console' ? screens : undefined);

    expect(directImports("lazy(() => import('../console').then((m) => ({ default: m.ConsolePage })));", features)).toBe(
      "lazy(() => import('../console/console-page').then((m) => ({ default: m.ConsolePage })));",
    );
    expect(() => directImports("lazy(() => import('../console').then((m) => ({ default: m.Gone })));", features)).toThrow(
      /Gone is not exported by the entry/,
    );
  });

  it('leaves other imports alone, and answers undefined when nothing imports the entry', () => {
    expect(directImports("import { x } from './x';\n", entryOf)).toBeUndefined();
  });

  it('refuses a name the entry does not export', () => {
    expect(() => directImports("import { createGateway } from '../../gateway';", entryOf)).toThrow(/createGateway is not exported/);
  });

  it('finds the forms it does not rewrite, which would bring the barrel back into the chunks', () => {
    expect(otherEntryImport("import * as gateway from '../../gateway';", isEntry)).toBe("from '../../gateway'");
    expect(otherEntryImport('import { isHttpUrl } from "../../gateway";', isEntry)).toBe('from "../../gateway"');
    expect(otherEntryImport("export { isHttpUrl } from '../../gateway/index';", isEntry)).toBe("from '../../gateway/index'");
    expect(otherEntryImport("const lazy = () => import('../../gateway');", isEntry)).toBe("import('../../gateway'");
    expect(otherEntryImport(directImports("import { isHttpUrl } from '../../gateway';", entryOf)!, isEntry)).toBeUndefined();
  });

  it('refuses an entry that renames what it re-exports', () => {
    expect(() => entryMap("export { isHttpUrl as isUrl } from './urls';")).toThrow(/renames isHttpUrl as isUrl/);
  });
});
