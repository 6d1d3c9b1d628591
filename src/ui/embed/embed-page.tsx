/**
 * `#/embed/<data>`: only the scenario's shown step, its editor and its answer, with no
 * navigation, sized for an iframe in someone else's page.
 */
import { useEffect, useRef } from 'react';
import { scenarioLink } from '../scenarios/scenario-links';
import { ScenarioProblem } from '../scenarios/scenario-problem';
import { useScenarioStore } from '../scenarios/scenario-store';
import { ShownStep } from '../scenarios/shown-step';
import { useReportHeight } from './use-report-height';
import '../scenarios/scenarios.css';

export function EmbedPage({ data }: { data: string }) {
  const open = useScenarioStore((state) => state.open);
  const phase = useScenarioStore((state) => state.phase);
  const problem = useScenarioStore((state) => state.problem);
  const title = useScenarioStore((state) => state.title);
  const frame = useRef<HTMLDivElement>(null);
  useEffect(() => void open(data), [open, data]);
  useReportHeight(frame);

  return (
    <div className="embed" ref={frame}>
      {phase === 'broken' ? (
        <ScenarioProblem problem={problem} />
      ) : (
        <>
          <header className="embed-header">
            <h1>{title}</h1>
            <span className="badge badge--sandbox">sandbox</span>
          </header>
          <ShownStep />
          <p className="embed-footer muted small">
            Runs in your browser in a sandbox of its own.{' '}
            <a href={scenarioLink(`${location.origin}${location.pathname}`, data)} target="_blank" rel="noopener">
              Open in Gateway Playground
            </a>
          </p>
        </>
      )}
    </div>
  );
}
