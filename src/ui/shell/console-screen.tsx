/**
 * The Console with the key it offers: the newest sandbox key, followed live while the console is
 * shown, until the person types their own. Loaded with the console's chunk.
 */
import { useEffect } from 'react';
import { ConsolePage } from '../console/console-page';
import { useConsoleStore } from '../console/console-store';
import { PARTNER_COLLECTIONS, newestSandboxKey } from '../keys/partner-keys';
import { useKeysStore } from '../keys/keys-store';
import { useLiveData } from '../live/use-live-data';

/** The Console screen, offering the newest sandbox key. */
export function ConsoleScreen() {
  useLiveData(PARTNER_COLLECTIONS, useKeysStore((state) => state.refresh));
  const partners = useKeysStore((state) => state.partners);
  const offerKey = useConsoleStore((state) => state.offerKey);
  useEffect(() => offerKey(newestSandboxKey(partners)), [partners, offerKey]);
  return <ConsolePage />;
}
