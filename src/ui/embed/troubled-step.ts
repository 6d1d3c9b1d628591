/**
 * Which step a reader should hear about first: the first that failed, or that answered an error
 * before the shown one (a set-up step the rest depends on). Numbered from 0, as `{{0.id}}` and
 * the full app count them; -1 when every step went well.
 */
import type { StepRun } from '../scenarios';

export function troubledStepIndex(steps: readonly StepRun[], shown: number): number {
  return steps.findIndex(
    (step, at) => step.failure !== undefined || (at < shown && step.answer !== undefined && step.answer.status >= 400),
  );
}
