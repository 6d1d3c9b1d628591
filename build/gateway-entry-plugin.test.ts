import { describe, expect, it } from 'vitest';
import { directImports, entryMap, otherEntryImport } from './gateway-entry-plugin';

const ENTRY = `/** the entry */
export { isHttpUrl } from './urls';
export type { Payment, Product } from './records';
export {
  SIGNATURE_HEADER,
  signatureHeader,
} from './webhooks/signing';
`;
const map = entryMap(ENTRY);
const isEntry = (specifier: string) => specifier === '../../gateway' || specifier === '../../gateway/index';

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

  it('splits an import of the entry into one import per module, keeping type modifiers and aliases', () => {
    const code = "import { isHttpUrl, type Payment as Paid, SIGNATURE_HEADER } from '../../gateway';\nconst a = 1;\n";

    expect(directImports(code, isEntry, map)).toBe(
      "import { isHttpUrl } from '../../gateway/urls'; import { type Payment as Paid } from '../../gateway/records'; " +
        "import { SIGNATURE_HEADER } from '../../gateway/webhooks/signing';\nconst a = 1;\n",
    );
  });

  it('keeps a type-only import type-only, and the lines of a multi-line import', () => {
    const code = "import type {\n  Payment,\n  Product,\n} from '../../gateway/index';\nconst line5 = 5;\n";

    const rewritten = directImports(code, isEntry, map)!;
    expect(rewritten).toBe("import type { Payment, Product } from '../../gateway/records';\n\n\n\nconst line5 = 5;\n");
    expect(rewritten.split('\n').indexOf('const line5 = 5;')).toBe(4);
  });

  it('leaves other imports alone, and answers undefined when nothing imports the entry', () => {
    expect(directImports("import { x } from './x';\n", isEntry, map)).toBeUndefined();
  });

  it('refuses a name the entry does not export', () => {
    expect(() => directImports("import { createGateway } from '../../gateway';", isEntry, map)).toThrow(/createGateway is not exported/);
  });

  it('finds the forms it does not rewrite, which would bring the barrel back into the chunks', () => {
    expect(otherEntryImport("import * as gateway from '../../gateway';", isEntry)).toBe("from '../../gateway'");
    expect(otherEntryImport('import { isHttpUrl } from "../../gateway";', isEntry)).toBe('from "../../gateway"');
    expect(otherEntryImport("export { isHttpUrl } from '../../gateway/index';", isEntry)).toBe("from '../../gateway/index'");
    expect(otherEntryImport("const lazy = () => import('../../gateway');", isEntry)).toBe("import('../../gateway'");
    expect(otherEntryImport(directImports("import { isHttpUrl } from '../../gateway';", isEntry, map)!, isEntry)).toBeUndefined();
  });

  it('refuses an entry that renames what it re-exports', () => {
    expect(() => entryMap("export { isHttpUrl as isUrl } from './urls';")).toThrow(/renames isHttpUrl as isUrl/);
  });
});
