/**
 * Running a scenario: its steps' requests, the placeholders, the runner, the recording of a run, and the embed's slice.
 *
 * This folder's entry: what code outside it may import of it, and all it may
 * (test/architecture.test.ts). Named re-exports only, which the build reads to send each import
 * to the module behind it (build/gateway-entry-plugin.ts).
 */
export type { PlaceholderValues } from './placeholders';
export { runScenario, runStep } from './run-scenario';
export type { StepRun } from './run-scenario';
export { recordSteps } from './scenario-recording';
export { useScenarioStore } from './scenario-store';
export { headerLines, jsonOf } from './step-request';
export type { StepAnswer, StepRequest } from './step-request';
