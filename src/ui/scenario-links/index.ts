/**
 * A scenario as data and as a link: its format (the codec, the answer references, the query
 * parameters they read), its links and embed snippet, and the controls that copy them. Below both
 * the scenario screen and the console, which makes scenarios from its history.
 *
 * This folder's entry: what code outside it may import of it, and all it may
 * (test/architecture.test.ts). Named re-exports only, which the build reads to send each import
 * to the module behind it (build/gateway-entry-plugin.ts).
 */
export { replaceValues, valuesGiven } from './answer-references';
export { CopiedText } from './copied-text';
export { appAddress, CopyActions } from './copy-actions';
export { queryParameters } from './query-parameters';
export { decodeScenario, MAX_SCENARIO_BYTES, shortestScenarioData, shownStep } from './scenario-codec';
export type { Scenario, ScenarioStep } from './scenario-codec';
export { scenarioLink } from './scenario-links';
