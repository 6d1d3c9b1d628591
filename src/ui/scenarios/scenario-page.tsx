/** `#/scenario/<data>`: a scenario in the full app, run in a workspace of its own. */
import { useEffect } from 'react';
import { Page } from '../shell/page';
import { CopyActions } from './copy-actions';
import { ScenarioProblem } from './scenario-problem';
import { useScenarioStore } from './scenario-store';
import { ShownStep } from './shown-step';
import { StepList } from './step-list';
import './scenarios.css';

export function ScenarioPage({ data }: { data: string }) {
  const open = useScenarioStore((state) => state.open);
  const phase = useScenarioStore((state) => state.phase);
  const problem = useScenarioStore((state) => state.problem);
  const title = useScenarioStore((state) => state.title);
  useEffect(() => void open(data), [open, data]);

  if (phase === 'broken') return <ScenarioProblem problem={problem} />;
  return (
    <Page
      title={title || 'Scenario'}
      intro={
        <>
          This scenario runs in a workspace of its own, with a partner and keys made for it: your own data is not read
          or changed. <a href={location.pathname}>Back to your workspace</a>
        </>
      }
    >
      <div className="card scenario-card">
        <StepList />
        <ShownStep />
        <CopyActions data={data} title={title} />
      </div>
    </Page>
  );
}
