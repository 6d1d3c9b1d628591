/**
 * What went wrong before or at the shown step, above it: the first thing a reader needs. The
 * first step that failed, or that answered an error before the shown one (a set-up step the
 * rest depends on), numbered from 0 as `{{0.id}}` and the full app count them; then how every
 * step the scenario reached went, since the cause is often a step before the one that stopped.
 */
import { useScenarioStore } from '../scenarios/scenario-store';
import { StepList } from '../scenarios/step-list';
import type { StepRun } from '../scenarios/run-scenario';

export function FailedStep() {
  const steps = useScenarioStore((state) => state.steps);
  const shown = useScenarioStore((state) => state.shown);
  const index = steps.findIndex((step, at) => step.failure !== undefined || (at < shown && answeredAnError(step)));
  const troubled = steps[index];
  if (!troubled) return null;
  const what = <strong>Step {index} {troubled.failure === undefined ? `answered ${troubled.answer!.status}` : 'failed'}</strong>;
  return (
    <div className="notice notice--error embed-failure" role="alert" data-testid="failed-step">
      {steps.length > 1 ? (
        // The list names each step's request and outcome, the troubled one's included.
        <>
          <p>{what}</p>
          <StepList />
        </>
      ) : (
        <>
          <p>
            {what}{' '}
            <code>
              {troubled.request.method} {troubled.request.url}
            </code>
          </p>
          {troubled.failure !== undefined && <p>{troubled.failure}</p>}
        </>
      )}
    </div>
  );
}

function answeredAnError(step: StepRun): boolean {
  return step.answer !== undefined && step.answer.status >= 400;
}
