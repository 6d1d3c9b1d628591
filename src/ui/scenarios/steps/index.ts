/**
 * A scenario's steps on screen: the steps editor, a step's form and the shown step with its answer.
 *
 * This folder's entry: what code outside it may import of it, and all it may
 * (test/architecture.test.ts). Named re-exports only, which the build reads to send each import
 * to the module behind it (build/gateway-entry-plugin.ts).
 */
export type { AnswerViewOptions } from './answer-view';
export { ShownStep } from './shown-step';
export type { FieldProblems } from './step-editor';
export { StepForm } from './step-form';
export { StepList } from './step-list';
export { StepsEditor } from './steps-editor';
