/**
 * The scenario's steps in order, each with how it went and its controls: edit it, show it in an
 * embed, move it up or down, remove it; and a button that adds one. Every control is a button or
 * a radio named for its step, so the keyboard does all a pointer does; focus stays on the control
 * that was used, whichever way the step moved.
 */
import { flushSync } from 'react-dom';
import { sandbox } from '../../shared/sandbox-connection';
import { useEditorStore, type EditorStep } from '../editor-store';

/** The id of a step's control, to take focus back to it after the list changed. */
const controlId = (key: number, control: string) => `scenario-step-${key}-${control}`;

export function StepsEditor({ troubled }: { troubled: ReadonlySet<number> }) {
  const steps = useEditorStore((state) => state.steps);
  const show = useEditorStore((state) => state.show);
  const editing = useEditorStore((state) => state.editing);
  const refusal = useEditorStore((state) => state.refusal);
  const { select, setShow, add, remove, move } = useEditorStore.getState();

  /** Runs a change now, then puts focus on the control `id` names (or on Add a step when it is gone). */
  function thenFocus(change: () => void, id: () => string) {
    flushSync(change);
    (document.getElementById(id()) ?? document.getElementById('scenario-add-step'))?.focus({ preventScroll: false });
  }

  return (
    <section className="steps-editor" aria-labelledby="scenario-steps-heading">
      <h2 id="scenario-steps-heading">Steps</h2>
      <p className="muted small">
        Steps run in order, numbered from 0: <code>{'{{0.id}}'}</code> is the <code>id</code> of step 0’s answer, <code>{'{{key}}'}</code>{' '}
        this scenario’s sandbox key. The shown step is the one an embed shows, ready to edit and send.
      </p>
      <ol className="step-list" start={0} aria-label="Steps">
        {steps.map((step, index) => (
          <li
            key={step.key}
            className={['step', index === editing && 'step--editing', index === show && 'step--shown'].filter(Boolean).join(' ')}
            aria-current={index === editing ? 'step' : undefined}
          >
            <div className="step-summary">
              <span className="step-number">{index}</span>
              <code className="step-request" title={step.url}>
                {step.method} {withoutSandboxHost(step.url)}
              </code>{' '}
              <Outcome step={step} />
              {index === show && <span className="badge badge--info">shown</span>}
              {troubled.has(index) && <span className="badge badge--error">needs a fix</span>}
            </div>
            <div className="step-controls" role="group" aria-label={`Step ${index}`}>
              <button
                type="button"
                className="button button--small"
                aria-pressed={index === editing}
                aria-label={`Edit step ${index}`}
                onClick={() => select(index)}
              >
                {/* The name holds what is seen (axe: label-content-name-mismatch); aria-pressed says which. */}
                Edit
              </button>
              <label className="step-show">
                <input
                  type="radio"
                  name="scenario-shown-step"
                  aria-label={`Show step ${index} in the embed`}
                  checked={index === show}
                  onChange={() => setShow(index)}
                />
                <span aria-hidden="true">Show</span>
              </label>
              <button
                type="button"
                id={controlId(step.key, 'up')}
                className="button button--small"
                aria-label={`Move step ${index} up`}
                aria-disabled={index === 0 || undefined}
                onClick={() =>
                  thenFocus(
                    () => move(index, -1),
                    () => controlId(step.key, 'up'),
                  )
                }
              >
                ↑
              </button>
              <button
                type="button"
                id={controlId(step.key, 'down')}
                className="button button--small"
                aria-label={`Move step ${index} down`}
                aria-disabled={index === steps.length - 1 || undefined}
                onClick={() =>
                  thenFocus(
                    () => move(index, 1),
                    () => controlId(step.key, 'down'),
                  )
                }
              >
                ↓
              </button>
              <button
                type="button"
                id={controlId(step.key, 'remove')}
                className="button button--small button--danger"
                aria-label={`Remove step ${index}`}
                onClick={() =>
                  thenFocus(
                    () => remove(index),
                    () => controlId(keyAfterRemoval(step.key, index), 'remove'),
                  )
                }
              >
                Remove
              </button>
            </div>
            {refusal?.step === index && (
              <p className="notice notice--warn step-refusal" role="alert">
                {refusal.message}
              </p>
            )}
          </li>
        ))}
      </ol>
      <button
        type="button"
        id="scenario-add-step"
        className="button button--small"
        onClick={() => thenFocus(add, () => 'scenario-step-heading')}
      >
        Add a step
      </button>
    </section>
  );
}

/** A URL on the sandbox's base host as its path, the host every step uses unless it says otherwise. */
function withoutSandboxHost(url: string): string {
  const base = sandbox().origins.base;
  return url.trim().startsWith(`${base}/`) ? url.trim().slice(base.length) : url;
}

/** The step whose Remove button takes focus: the same one when it was refused, else the one now in its place. */
function keyAfterRemoval(key: number, index: number): number {
  const steps = useEditorStore.getState().steps;
  if (steps.some((step) => step.key === key)) return key;
  return steps[Math.min(index, steps.length - 1)]?.key ?? -1;
}

/** How the step went the last time it was sent. */
function Outcome({ step }: { step: EditorStep }) {
  const { run } = step;
  if (!run)
    return step.skip !== undefined ? <span className="muted">skipped: {step.skip}</span> : <span className="muted">not sent yet</span>;
  if (run.answer) return <span className="muted">→ {run.answer.status}</span>;
  if (run.skipped !== undefined) return <span className="muted">skipped: {run.skipped}</span>;
  return <span className="notice--error">{run.failure}</span>;
}
