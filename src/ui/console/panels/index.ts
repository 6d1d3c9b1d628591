/**
 * The console's panels and their fields: every part of the page that reads or changes the console's
 * store. They stand above the store; the store and its calls import only the subject folders below
 * it (catalogue, request, answer, history), so no entry leads back to the store.
 *
 * This folder's entry: what code outside it may import of it, and all it may
 * (test/architecture.test.ts). Named re-exports only, which the build reads to send each import
 * to the module behind it (build/gateway-entry-plugin.ts).
 */
export { AnswerPanel } from './answer-panel';
export { CommandPalette } from './command-palette';
export { GuidedStart } from './guided-start';
export { HistoryPanel } from './history-panel';
export { OperationCatalogue } from './operation-catalogue';
export { RequestPanel, SkipToRequest, useSendShortcut } from './request-panel';
