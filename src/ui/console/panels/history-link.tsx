/**
 * Console requests as a scenario link, in one click: one entry, every entry the history's search
 * shows, or the request being edited with what it needs before it (Embed this request, opened in
 * the scenario editor). The link is copied, and shown as text to select where the clipboard is
 * refused. The scenario is titled by the operations it runs, named as the catalogue names them.
 */
import { useState } from 'react';
import { useWorkingKey } from '../../keys';
import { sandbox } from '../../shared/sandbox-connection';
import { CopiedText, appAddress, scenarioLink, type Scenario, shortestScenarioData } from '../../scenario-links';
import { type HistoryEntry, type HistoryScenarioOptions, scenarioOfHistory, scenarioOfRequest } from '../history';
import { useConsoleStore } from '../console-store';
import { hostsOf } from '../environments';
import { requestAsSent, requestUrl } from '../request';

interface Made {
  link: string;
  copied: boolean;
}

/** What a scenario made from the console needs to know: the history, the person's key, partners and the catalogue. */
async function scenarioOptions(): Promise<HistoryScenarioOptions> {
  // Which partner ids are the person's own, for `{{partnerId}}`; a link is still made without them.
  const partners = await Promise.resolve()
    .then(() => sandbox().call('GET /_sandbox/partners'))
    .catch(() => []);
  const { history, operations } = useConsoleStore.getState();
  return { history, workingKeys: [useWorkingKey.getState().key ?? ''], partners, operations };
}

/** Copies the link to `scenario`; answers it and whether the clipboard took it. */
async function copyLinkTo(scenario: Scenario): Promise<Made> {
  const text = scenarioLink(appAddress(), await shortestScenarioData(scenario));
  const copied = await navigator.clipboard?.writeText(text).then(
    () => true,
    () => false,
  );
  return { link: text, copied: copied ?? false };
}

/** State and action of the history's scenario links; `made` is the last link made. */
export function useScenarioLinks() {
  const [made, setMade] = useState<Made | null>(null);
  async function link(entries: readonly HistoryEntry[]) {
    setMade(await copyLinkTo(scenarioOfHistory(entries, await scenarioOptions())));
  }
  return { made, link };
}

/** The last link made, to select and copy. */
export function MadeLink({ made }: { made: Made }) {
  return <CopiedText what="scenario link" text={made.link} copied={made.copied} rows={3} />;
}

/**
 * Embed this request: the request being edited, as sent, after the requests of the history whose
 * answers gave the ids it uses, opened in the scenario editor in a new tab (the console stays as
 * it is) and copied as a link.
 */
export function EmbedThisRequest() {
  const [made, setMade] = useState<Made | null>(null);
  const [problem, setProblem] = useState<string | null>(null);

  async function embed() {
    const { request: typed, env, operations } = useConsoleStore.getState();
    const url = requestUrl(typed.url, typed.method, hostsOf(env), operations);
    if (url === undefined) {
      setMade(null);
      setProblem('Enter a full URL (https://…) or a path first: there is no request to embed yet.');
      return;
    }
    setProblem(null);
    const link = await copyLinkTo(scenarioOfRequest(requestAsSent({ ...typed, url }, operations), env, await scenarioOptions()));
    setMade(link);
    window.open(link.link, '_blank', 'noopener');
  }

  return (
    <div className="embed-this-request">
      <button type="button" className="button" onClick={() => void embed()}>
        Embed this request
      </button>
      {problem && <p className="notice notice--warn">{problem}</p>}
      {made && (
        <>
          <p className="small">
            Opened in the scenario editor in a new tab, where you can change it and copy its embed.{' '}
            <a href={made.link} target="_blank" rel="noopener">
              Open it again
            </a>
          </p>
          <MadeLink made={made} />
        </>
      )}
    </div>
  );
}
