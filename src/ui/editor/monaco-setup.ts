/**
 * Monaco, bundled from the package with its JSON language only (see recipes, "Monaco 0.57 offline
 * with Vite"): both workers are built by Vite, and @monaco-editor/react is pointed at this local
 * instance, since its default loads the editor from a CDN. Imported only through `loadMonaco`
 * (monaco-stages.ts), so the first screen never waits for it and no task runs long.
 */
import { loader } from '@monaco-editor/react';
import * as monaco from 'monaco-editor/editor';
import './monaco-features';
import EditorWorker from 'monaco-editor/editor/editor.worker?worker';
import JsonWorker from 'monaco-editor/language/json/json.worker?worker';
import { jsonDefaults } from 'monaco-editor/languages/features/json/register';
import { FontMeasurements } from 'monaco-editor/editor/browser/config/fontMeasurements.js';
import { createBareFontInfoFromRawSettings } from 'monaco-editor/editor/common/config/fontInfoFromSettings.js';

self.MonacoEnvironment = {
  getWorker: (_workerId: string, label: string) => (label === 'json' ? new JsonWorker() : new EditorWorker()),
};
loader.config({ monaco });

/**
 * Monaco cancels a pending hover or completion when the pointer leaves (a tap on a phone makes a
 * quick enter and leave), and on some paths its `Canceled` error escapes its own filter as an
 * unhandled rejection: the console then logs "Canceled: Canceled" though nothing failed (see
 * microsoft/monaco-editor#4312, #4904). Only that exact error is let go; any other still surfaces.
 */
window.addEventListener('unhandledrejection', (event) => {
  if (isMonacoCancellation(event.reason)) event.preventDefault();
});

/** Monaco's cancellation error: an Error named and worded `Canceled`. */
function isMonacoCancellation(reason: unknown): boolean {
  return reason instanceof Error && reason.name === 'Canceled' && reason.message === 'Canceled';
}

export { monaco };

/**
 * Starts what the first JSON editor would otherwise start while it is created, a long task
 * already: Monaco's services and the JSON language's set-up (its providers and worker), which
 * the first JSON model sets off. Call it only after every feature is loaded: the services take
 * the features registered by then.
 */
export function startJsonLanguage(): void {
  monaco.editor.createModel('{}', 'json').dispose();
}

/** The editors' font size: measuring the font is part of creating the first editor, see `measureFont`. */
export const FONT_SIZE = 13;

/**
 * Measures the editors' font as creating the first editor would (Monaco keeps one measurement per
 * font and pixel ratio), so that its text layout, ~25 ms the first time, happens in a task of its own.
 */
export function measureFont(): void {
  FontMeasurements.readFontInfo(window, createBareFontInfoFromRawSettings({ fontSize: FONT_SIZE }, window.devicePixelRatio));
}

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
