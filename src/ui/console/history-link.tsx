/**
 * Console requests as a scenario link, in one click: one entry, or every entry the history's
 * search shows. The link is copied, and shown as text to select where the clipboard is refused.
 */
import { useState } from 'react';
import { useWorkingKey } from '../keys/working-key';
import { sandbox } from '../shared/sandbox-connection';
import { CopiedText } from '../scenarios/copied-text';
import { appAddress } from '../scenarios/copy-actions';
import { scenarioLink } from '../scenarios/scenario-links';
import { useConsoleStore } from './console-store';
import type { HistoryEntry } from './history';
import { scenarioOfHistory, shortestScenarioData } from '../scenarios/history-scenario';

interface Made {
  link: string;
  copied: boolean;
}

/** State and action of the history's scenario links; `made` is the last link made. */
export function useScenarioLinks() {
  const [made, setMade] = useState<Made | null>(null);
  async function link(entries: readonly HistoryEntry[]) {
    // Which partner ids are the person's own, for `{{partnerId}}`; a link is still made without them.
    const partners = await Promise.resolve()
      .then(() => sandbox().call('GET /_sandbox/partners'))
      .catch(() => []);
    const scenario = scenarioOfHistory(entries, {
      history: useConsoleStore.getState().history,
      workingKeys: [useWorkingKey.getState().key ?? ''],
      partners,
    });
    const text = scenarioLink(appAddress(), await shortestScenarioData(scenario));
    const copied = await navigator.clipboard?.writeText(text).then(
      () => true,
      () => false,
    );
    setMade({ link: text, copied: copied ?? false });
  }
  return { made, link };
}

/** The last link made, to select and copy. */
export function MadeLink({ made }: { made: Made }) {
  return <CopiedText what="scenario link" text={made.link} copied={made.copied} rows={3} />;
}
