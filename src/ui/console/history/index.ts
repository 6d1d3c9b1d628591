/**
 * The console's history: what was sent and answered, its rows and their filters, and the scenario that replays it.
 *
 * This folder's entry: what code outside it may import of it, and all it may
 * (test/architecture.test.ts). Named re-exports only, which the build reads to send each import
 * to the module behind it (build/gateway-entry-plugin.ts).
 */
export { HISTORY_DB, matchesHistory, recordedAnswer, storedAnswerOf } from './history';
export type { ConsoleHistory, HistoryEntry } from './history';
export { historyRowOf, matchesStatus, STATUS_FILTERS } from './history-row';
export type { StatusFilter } from './history-row';
export { scenarioOfHistory, scenarioOfRequest } from './history-scenario';
export type { HistoryScenarioOptions } from './history-scenario';
