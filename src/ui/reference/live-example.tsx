/**
 * One live example: the steps its scenario sends, run in place on demand as an embed (a gateway
 * in the frame's memory, nothing of the user's workspace touched), with Copy embed and Open in
 * the console.
 */
import { useEffect, useRef, useState } from 'react';
import { HEIGHT_MESSAGE } from '../shared/embed-messages';
import { hrefOf } from '../shared/use-hash-route';
import { appAddress, CopyActions, shortestScenarioData, shownStep } from '../scenario-links';
import { MethodBadge } from '../console';
import type { Example } from './example-scenarios';

/** The frame's height before it first reports its own. */
const FIRST_HEIGHT = 360;

export function LiveExample({ example, autoRun = false }: { example: Example; autoRun?: boolean }) {
  const { scenario, title } = example;
  const data = useScenarioData(example);
  const [running, setRunning] = useState(autoRun);
  const shown = shownStep(scenario);

  return (
    <div className="live-example">
      <h4>{title}</h4>
      <ol className="example-steps small">
        {scenario.steps.map((step, index) => (
          <li key={index} className={index === shown ? 'example-step example-step--shown' : 'example-step'}>
            <MethodBadge method={step.method} /> <code>{pathOf(step.url)}</code>
            {new URL(step.url).host.startsWith('status.') && <span className="badge">status host</span>}
            {index === shown && <span className="muted"> (this operation)</span>}
          </li>
        ))}
      </ol>
      {data && (
        <div className="example-toolbar">
          <button type="button" className="button button--primary" onClick={() => setRunning(true)} disabled={running}>
            {running ? 'Running in place' : 'Run in place'}
          </button>
          <a className="button" href={hrefOf(`/scenario/${data}`)}>
            Open in the console
          </a>
          <CopyActions data={data} title={scenario.title ?? title} />
        </div>
      )}
      {data && running && <ExampleFrame data={data} title={scenario.title ?? title} />}
    </div>
  );
}

/** The scenario's link data, made once the example is drawn (compression is asynchronous). */
function useScenarioData({ scenario }: Example): string | null {
  const [data, setData] = useState<string | null>(null);
  useEffect(() => {
    let current = true;
    void shortestScenarioData(scenario).then((made) => current && setData(made));
    return () => {
      current = false;
    };
  }, [scenario]);
  return data;
}

/** The embed itself, sized to what it reports, as `embed.js` sizes one on a docs page. */
function ExampleFrame({ data, title }: { data: string; title: string }) {
  const frame = useRef<HTMLIFrameElement>(null);
  const [height, setHeight] = useState(FIRST_HEIGHT);
  useEffect(() => {
    const onMessage = (event: MessageEvent) => {
      const message = event.data as { type?: unknown; height?: unknown } | null;
      if (event.source !== frame.current?.contentWindow || message?.type !== HEIGHT_MESSAGE || typeof message.height !== 'number') return;
      setHeight(message.height);
    };
    window.addEventListener('message', onMessage);
    return () => window.removeEventListener('message', onMessage);
  }, []);
  return <iframe ref={frame} className="example-frame" src={`${appAddress()}#/embed/${data}`} title={title} style={{ height }} />;
}

/** A step's URL without its host: the path, placeholders as written, and its query. */
function pathOf(url: string): string {
  return url.replace(/^https?:\/\/[^/]+/, '');
}
