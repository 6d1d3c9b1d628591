/**
 * What went wrong before or at the shown step, above it: the first thing a reader needs. The
 * troubled step (`troubledStepIndex`), then how every step the scenario reached went, since the
 * cause is often a step before the one that stopped. A chunk of its own: an embed whose steps
 * all went well never loads it.
 */
import { useScenarioStore, StepList } from '../scenarios';
import { troubledStepIndex } from './troubled-step';

export function FailedStep() {
  const steps = useScenarioStore((state) => state.steps);
  const shown = useScenarioStore((state) => state.shown);
  const index = troubledStepIndex(steps, shown);
  const troubled = steps[index];
  if (!troubled) return null;
  const what = (
    <strong>
      Step {index} {troubled.failure === undefined ? `answered ${troubled.answer!.status}` : 'failed'}
    </strong>
  );
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
