/**
 * The console's history: what was sent and answered, its rows, and links that replay it as a scenario.
 *
 * This folder's entry: what code outside it may import of it, and all it may
 * (test/architecture.test.ts). Named re-exports only, which the build reads to send each import
 * to the module behind it (build/gateway-entry-plugin.ts).
 */
export { HISTORY_DB, matchesHistory, recordedAnswer, storedAnswerOf } from './history';
export type { ConsoleHistory, HistoryEntry } from './history';
export { EmbedThisRequest } from './history-link';
export { HistoryPanel } from './history-panel';
