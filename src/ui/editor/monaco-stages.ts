/**
 * Monaco, loaded in stages so that opening a screen with an editor never blocks the page for long.
 * In one import, evaluating Monaco's ~3 MB took one task of ~90 ms, Chromium's caching of the
 * compiled code another of ~70 ms, and creating the first editor a third. Here each import
 * evaluates only what the previous ones left out (Monaco's layers, bottom up: text model, view,
 * services, diff widgets, API, editor features, JSON language), with a task boundary after each;
 * then Monaco's services and JSON language start, and its font is measured, each in a task of its
 * own, before any editor is created.
 */
import type * as MonacoSetup from './monaco-setup';

/** In dependency order: every import finds the layers below it evaluated already. */
const STAGES: readonly (() => Promise<unknown>)[] = [
  () => import('monaco-editor/editor/common/model/textModel.js'),
  () => import('monaco-editor/editor/browser/view.js'),
  () => import('monaco-editor/editor/standalone/browser/standaloneServices.js'),
  () => import('monaco-editor/editor/browser/widget/diffEditor/diffEditorWidget.js'),
  () => import('monaco-editor/editor/browser/widget/multiDiffEditor/multiDiffEditorWidget.js'),
  () => import('monaco-editor/editor'),
  () => import('monaco-editor/features/suggest/register'),
  () => import('./monaco-features'),
  // The JSON language imports this itself, but only once the first JSON model exists: in the
  // task that creates the first editor.
  () => import('monaco-editor/languages/features/json/jsonMode.js'),
];

let loading: Promise<typeof MonacoSetup> | undefined;

/** Monaco set up for the JSON editors, its services started; loaded once, whoever asks first. */
export function loadMonaco(): Promise<typeof MonacoSetup> {
  loading ??= loadInStages();
  return loading;
}

async function loadInStages(): Promise<typeof MonacoSetup> {
  for (const stage of STAGES) {
    await stage();
    await nextTask();
  }
  const setup = await import('./monaco-setup');
  await nextTask();
  setup.startJsonLanguage();
  await nextTask();
  setup.measureFont();
  await nextTask();
  return setup;
}

/** Resolves in a later task, so the browser can paint, answer input and run its own work between stages. */
function nextTask(): Promise<void> {
  return new Promise((resolve) => setTimeout(resolve, 0));
}
