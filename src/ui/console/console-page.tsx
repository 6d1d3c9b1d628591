/**
 * The Console: every operation of the interface and of the sandbox helpers, a JSON editor that
 * knows each body's schema, the answer explained, the history and the request as code.
 */
import { useEffect, useLayoutEffect, useRef } from 'react';
import { useKeysStore, isKeyInForce, PARTNER_COLLECTIONS, useWorkingKey } from '../keys';
import { useLiveData } from '../live';
import { Page } from '../shared/page';
import { WhoAnswers } from '../shared/who-answers';
import { createStarterPartner } from './console-api';
import { useConsoleStore } from './console-store';
import {
  AnswerPanel,
  CommandPalette,
  GuidedStart,
  HistoryPanel,
  OperationCatalogue,
  RequestPanel,
  SkipToRequest,
  useSendShortcut,
} from './panels';
import './console.css';

export function ConsolePage() {
  const load = useConsoleStore((state) => state.load);
  // Before the first paint: `load` restores the tab's draft at once, so the form never shows empty
  // first and then jumps to the draft (nor does a reader of the form, a test's included, see it empty).
  useLayoutEffect(() => void load(), [load]);
  useKeysForConsole();
  useSendShortcut();

  return (
    <Page title="Console" intro={<WhoAnswers />}>
      <SkipToRequest />
      <GuidedStart />
      <div className="console-layout">
        <div className="console-side">
          <OperationCatalogue />
          <HistoryPanel />
        </div>
        <div className="console-grid">
          <RequestPanel />
          <AnswerPanel />
        </div>
      </div>
      <CommandPalette />
    </Page>
  );
}

/**
 * Keeps the console on the key the person works with (the newest of its environment at first)
 * until they type their own, shares it with the other screens, and gives a first visit (no
 * partner yet) a sandbox partner with keys, so a request can go at once.
 */
function useKeysForConsole(): void {
  useLiveData(
    PARTNER_COLLECTIONS,
    useKeysStore((state) => state.refresh),
  );
  const partners = useKeysStore((state) => state.partners);
  const loaded = useKeysStore((state) => state.loaded);
  const offerKeys = useConsoleStore((state) => state.offerKeys);
  const started = useRef(false);
  useEffect(() => offerKeys(partners), [partners, offerKeys]);
  const apiKey = useConsoleStore((state) => state.request.apiKey);
  useEffect(() => {
    // Only a key in force becomes the working key: a wrong one typed to see the 401 would
    // otherwise be kept, and a reload would fall back to some other partner's key.
    if (apiKey && isKeyInForce(partners, apiKey)) useWorkingKey.getState().use(apiKey);
  }, [apiKey, partners]);
  useEffect(() => {
    if (loaded && partners.length === 0 && !started.current) {
      started.current = true;
      createStarterPartner().catch((error: unknown) => console.error('Could not create a starter partner', error));
    }
  }, [loaded, partners]);
}
