/**
 * The step being edited, as written (its placeholders as they are, so the link carries them), beside
 * how it was answered when it was last sent. Send sends it alone, filled from the last run's keys
 * and the answers before it; Run all again runs the whole scenario as it now stands.
 */
import { AnswerView } from './answer-view';
import { useEditorStore, type EditorStep } from '../editor-store';
import { StepEditor, type FieldProblems } from './step-editor';

export function StepForm({ problems, runRefused }: { problems: FieldProblems; runRefused: string | null }) {
  const steps = useEditorStore((state) => state.steps);
  const editing = useEditorStore((state) => state.editing);
  const running = useEditorStore((state) => state.phase === 'running');
  const busy = useEditorStore((state) => state.busy);
  const runFailure = useEditorStore((state) => state.runFailure);
  const { edit, send, runAgain } = useEditorStore.getState();
  const step = steps[editing];
  if (!step) return null;
  const { run } = step;

  return (
    <section className="step-form" aria-labelledby="scenario-step-heading">
      <h2 id="scenario-step-heading" tabIndex={-1}>
        Step {editing}
        {step.skip !== undefined && <span className="muted small"> · skipped when the scenario runs: {step.skip}</span>}
      </h2>
      {runFailure && <p className="notice notice--error">{runFailure}</p>}
      <div className="shown-step">
        <StepEditor
          request={step}
          sending={busy || running}
          onEdit={edit}
          onSend={() => void send()}
          problems={problems}
          actions={
            <>
              <button type="button" className="button" disabled={busy || running || runRefused !== null} onClick={() => void runAgain()}>
                Run all again
              </button>
              {runRefused !== null && <span className="muted small">Mend what is marked “needs a fix” to run it all again.</span>}
            </>
          }
        />
        <AnswerView answer={run?.answer ?? null} failure={failureOf(step, steps, editing, running)} running={running || busy} />
      </div>
    </section>
  );
}

/** Why the step has no answer: its own failure, its skip, or the earlier step that stopped the run. */
function failureOf(step: EditorStep, steps: readonly EditorStep[], index: number, running: boolean): string | null {
  const { run } = step;
  if (run?.failure) return run.failure;
  if (run?.skipped !== undefined) return `Not sent: ${run.skipped}`;
  if (run || running) return null;
  const stopped = steps.slice(0, index).findIndex((earlier) => earlier.run?.failure !== undefined);
  return stopped >= 0 ? `Not sent: step ${stopped} stopped the scenario (${steps[stopped]!.run!.failure})` : null;
}
