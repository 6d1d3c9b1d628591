/** Which step of the scenario failed and why, above the shown step: the first thing a reader needs. */
import { useScenarioStore } from '../scenarios/scenario-store';

export function FailedStep() {
  const steps = useScenarioStore((state) => state.steps);
  const index = steps.findIndex((step) => step.failure !== undefined);
  const failed = steps[index];
  if (!failed) return null;
  return (
    <div className="notice notice--error embed-failure" role="alert" data-testid="failed-step">
      <p>
        <strong>Step {index + 1} failed</strong>{' '}
        <code>
          {failed.request.method} {failed.request.url}
        </code>
      </p>
      <p>{failed.failure}</p>
    </div>
  );
}
