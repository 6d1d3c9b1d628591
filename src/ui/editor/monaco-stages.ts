/**
 * Monaco, loaded in stages so that opening a screen with an editor never blocks the page for long.
 * In one import, evaluating Monaco's ~3 MB took one task of ~90 ms, Chromium's caching of the
 * compiled code another of ~70 ms, and creating the first editor a third. Here each import
 * evaluates only what the previous ones left out (Monaco's layers, bottom up: text model, view,
 * services, diff widgets, API, editor features, JSON language), with a task boundary after each;
 * then Monaco's services and JSON language start, and its font is measured, each in a task of its
 * own, before any editor is created.
 *
 * Each stage's import fetches only its own chunks, so on a first visit the stages' fetches went one
 * after another, ten rounds through the app's worker. Once an editor is on screen, every chunk is
 * asked for at once instead; not before, when they would compete with the screen's own modules.
 */
import monacoChunks from 'virtual:monaco-chunks';
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
let preloaded = false;

/** Starts loading Monaco ahead of need, while the screen that will show an editor opens: stage by stage. */
export function loadMonacoEarly(): Promise<typeof MonacoSetup> {
  loading ??= loadInStages();
  return loading;
}

/** Monaco set up for the JSON editors, its services started, for an editor on screen now; loaded once, whoever asks first. */
export function loadMonaco(): Promise<typeof MonacoSetup> {
  if (!preloaded) preload(monacoChunks);
  preloaded = true;
  return loadMonacoEarly();
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

/**
 * Fetches the stages' modules and style sheets without running or applying them (modules are
 * compiled too): each stage's import then finds its own ready. Vite's own preloading skips what
 * these links already ask for.
 */
function preload(files: readonly string[]): void {
  for (const file of files) {
    const link = document.createElement('link');
    if (file.endsWith('.css')) {
      link.rel = 'preload';
      link.as = 'style';
    } else {
      link.rel = 'modulepreload';
    }
    // In CORS mode, as Vite's own preloads ask for them (`crossorigin`): a style sheet preloaded in
    // another mode would not be found in the preload cache, and would be fetched again.
    link.crossOrigin = '';
    link.href = new URL(file, import.meta.url).href;
    document.head.append(link);
  }
}

/** Resolves in a later task, so the browser can paint, answer input and run its own work between stages. */
function nextTask(): Promise<void> {
  return new Promise((resolve) => setTimeout(resolve, 0));
}
