/**
 * Monaco, bundled from the package with its JSON language only (see recipes, "Monaco 0.57 offline
 * with Vite"): both workers are built by Vite, and @monaco-editor/react is pointed at this local
 * instance, since its default loads the editor from a CDN. Imported only through a dynamic
 * `import()`, so the first screen never waits for it.
 */
import { loader } from '@monaco-editor/react';
import * as monaco from 'monaco-editor/editor';
import 'monaco-editor/features/register.all';
import EditorWorker from 'monaco-editor/editor/editor.worker?worker';
import JsonWorker from 'monaco-editor/language/json/json.worker?worker';
import { jsonDefaults } from 'monaco-editor/languages/features/json/register';

self.MonacoEnvironment = {
  getWorker: (_workerId: string, label: string) => (label === 'json' ? new JsonWorker() : new EditorWorker()),
};
loader.config({ monaco });

export { monaco };

/** The schema each open model is checked against, keyed by the model's URI. */
const schemas = new Map<string, object>();

/**
 * Sets (or with `undefined`, removes) the JSON Schema of one model. Monaco's JSON language holds
 * one list of schemas for every editor, so each editor's entry is kept here and the list rebuilt.
 */
export function setModelSchema(modelUri: string, schema: object | undefined): void {
  if (schema) schemas.set(modelUri, schema);
  else schemas.delete(modelUri);
  jsonDefaults.setDiagnosticsOptions({
    validate: true,
    allowComments: false,
    enableSchemaRequest: false,
    schemas: [...schemas].map(([uri, entry]) => ({ uri: `${uri}.schema`, fileMatch: [uri], schema: entry })),
  });
}
