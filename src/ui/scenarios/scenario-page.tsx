/**
 * `#/scenario/<data>`: the scenario's editor in the full app, run in a workspace of its own. Its
 * title, every step, the shown step and the steps' order and number can change; Copy link and
 * Copy embed carry the scenario as it stands, or say what keeps them from it.
 */
import { useEffect } from 'react';
import { Page } from '../shared/page';
import { CopyActions } from '../scenario-links';
import { draftLinkData, draftScenario, useEditorStore } from './editor-store';
import { ScenarioProblem } from './scenario-problem';
import { type FieldProblems, StepForm, StepsEditor } from './steps';
import './scenarios.css';

export function ScenarioPage({ data }: { data: string }) {
  const open = useEditorStore((state) => state.open);
  const phase = useEditorStore((state) => state.phase);
  const problem = useEditorStore((state) => state.problem);
  const title = useEditorStore((state) => state.title);
  const steps = useEditorStore((state) => state.steps);
  const show = useEditorStore((state) => state.show);
  const editing = useEditorStore((state) => state.editing);
  const setTitle = useEditorStore((state) => state.setTitle);
  useEffect(() => void open(data), [open, data]);

  if (phase === 'broken') return <ScenarioProblem problem={problem} />;
  const made = draftScenario({ title, steps, show });
  const troubled = new Set(made.problems.flatMap((found) => (found.step === undefined ? [] : [found.step])));
  const fieldProblems: FieldProblems = Object.fromEntries(
    made.problems.filter((found) => found.step === editing && found.field).map((found) => [found.field, found.message]),
  );
  const refused = made.problems.length === 0 ? null : made.problems.map((found) => found.message).join(' ');
  return (
    <Page
      title={title.trim() || 'Scenario'}
      intro={
        <>
          This scenario runs in a workspace of its own, with a partner and keys made for it: your own data is not read or changed. Change it
          here, run it again, and copy a link or an embed of it as it stands. <a href={location.pathname}>Back to your workspace</a>
        </>
      }
    >
      <div className="card scenario-card">
        <label className="field scenario-title">
          <span>Title</span>
          <input
            value={title}
            onChange={(event) => setTitle(event.target.value)}
            placeholder="What the example shows, e.g. Create a payment"
          />
        </label>
        <StepsEditor troubled={troubled} />
        <StepForm problems={fieldProblems} runRefused={refused} />
        <CopyActions
          data={() => draftLinkData(useEditorStore.getState())}
          title={title.trim() || 'Scenario'}
          refused={refused}
          version={JSON.stringify(made.scenario ?? null)}
        />
      </div>
    </Page>
  );
}
