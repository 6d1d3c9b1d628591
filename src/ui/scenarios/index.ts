/**
 * Scenarios: a list of requests run in a workspace of its own, edited in the full app, shown in
 * embeds (the scenario as data and as a link is `scenario-links/`).
 *
 * This folder's entry: what code outside it may import of it, and all it may
 * (test/architecture.test.ts). Named re-exports only, which the build reads to send each import
 * to the module behind it (build/gateway-entry-plugin.ts).
 */
export { jsonOf, useScenarioStore } from './run';
export type { StepAnswer, StepRun } from './run';
export { ScenarioPage } from './scenario-page';
export { ScenarioProblem } from './scenario-problem';
export { ShownStep, StepList } from './steps';
export type { AnswerViewOptions } from './steps';
