/**
 * A scenario as a link: the codec, the links and titles, a scenario made from the console's history, and copying.
 *
 * This folder's entry: what code outside it may import of it, and all it may
 * (test/architecture.test.ts). Named re-exports only, which the build reads to send each import
 * to the module behind it (build/gateway-entry-plugin.ts).
 */
export { CopiedText } from './copied-text';
export { appAddress, CopyActions } from './copy-actions';
export { scenarioOfHistory, scenarioOfRequest, shortestScenarioData } from './history-scenario';
export type { HistoryScenarioOptions } from './history-scenario';
export { decodeScenario, MAX_SCENARIO_BYTES, shownStep } from './scenario-codec';
export type { Scenario, ScenarioStep } from './scenario-codec';
export { scenarioLink } from './scenario-links';
