import { describe, expect, test } from 'vitest';
import { withoutSideEffectImports } from './monaco-build-plugin';

describe('dropping side-effect imports from Monaco’s worker set-up', () => {
  test('imports made only for their side effects are removed, named imports and code stay', () => {
    const code = [
      "import '../../editor/contrib/folding/browser/folding.js';",
      'import "../../base/browser/ui/codicons/codicon/codicon.css";',
      "import { editor } from '../../editor/editor.api.js';",
      '',
      "const label = 'import \\'not-an-import\\';';",
      'export { editor };',
    ].join('\n');
    expect(withoutSideEffectImports(code)).toBe(
      [
        "import { editor } from '../../editor/editor.api.js';",
        '',
        "const label = 'import \\'not-an-import\\';';",
        'export { editor };',
      ].join('\n'),
    );
  });
});
