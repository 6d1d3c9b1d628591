/** Every step the scenario ran, in order: what it sent and how it was answered, the shown one marked. */
import { useScenarioStore } from '../run';

export function StepList() {
  const steps = useScenarioStore((state) => state.steps);
  const shown = useScenarioStore((state) => state.shown);
  if (steps.length === 0) return null;
  return (
    <ol className="step-list" start={0} aria-label="Steps">
      {steps.map((step, index) => (
        <li key={index} className={index === shown ? 'step step--shown' : 'step'}>
          <code>
            {step.request.method} {step.request.url}
          </code>{' '}
          {step.answer ? (
            <span className="muted">→ {step.answer.status}</span>
          ) : step.skipped !== undefined ? (
            <span className="muted">skipped: {step.skipped}</span>
          ) : (
            <span className="notice--error">{step.failure}</span>
          )}
          {index === shown && <span className="badge">shown below</span>}
        </li>
      ))}
    </ol>
  );
}
