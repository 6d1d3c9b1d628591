/**
 * The package's type declarations (`npm run build:package`), emitted by the compiler from
 * src/app/node/index.ts itself, so they cannot drift from the code. The entry declares its own
 * option and result types, so its declaration stands alone: one that reached into other modules
 * would fail here rather than in a user's editor.
 */
import { writeFileSync } from 'node:fs';
import ts from 'typescript';

const ENTRY = 'src/app/node/index.ts';
/**
 * The declaration for `import`, and the same text for `require` (`.d.cts`): TypeScript reads a
 * CommonJS project's `require` of an ES module as an error under `module: node16`, though Node
 * loads it (require of ES modules, Node 20.19 on). The declaration imports nothing, so one text
 * serves both.
 */
const OUT = ['lib/app/node/index.d.ts', 'lib/app/node/index.d.cts'];

const config = ts.getParsedCommandLineOfConfigFile('tsconfig.json', {}, { ...ts.sys, onUnRecoverableConfigFileDiagnostic: fail });
if (!config) fail('tsconfig.json could not be read');
const options: ts.CompilerOptions = { ...config.options, noEmit: false, declaration: true, emitDeclarationOnly: true };
const program = ts.createProgram([ENTRY], options);
const entry = program.getSourceFile(ENTRY);
let declaration: string | undefined;
// The entry only: the rest is compiled by the bundler and typechecked by `npm run typecheck`.
const result = program.emit(entry, (name, text) => {
  if (name.endsWith('index.d.ts')) declaration = text;
});
const problems = [...ts.getPreEmitDiagnostics(program, entry), ...result.diagnostics];
if (problems.length)
  fail(
    ts.formatDiagnostics(problems, {
      getCanonicalFileName: (f) => f,
      getCurrentDirectory: ts.sys.getCurrentDirectory,
      getNewLine: () => '\n',
    }),
  );
if (!declaration) fail(`No declaration was emitted for ${ENTRY}`);
if (/\bimport\b|\bfrom\s+['"]/.test(declaration)) fail(`${ENTRY}'s declaration reaches other modules:\n${declaration}`);
for (const out of OUT) writeFileSync(out, declaration);
console.log(`${OUT.join(' and ')} written from ${ENTRY}`);

function fail(message: unknown): never {
  console.error(typeof message === 'string' ? message : ts.flattenDiagnosticMessageText((message as ts.Diagnostic).messageText, '\n'));
  process.exit(1);
}
