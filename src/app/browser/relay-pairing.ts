/**
 * The page's pairing with a local relay, one per workspace: kept in the origin's localStorage
 * under the workspace's database name, so every tab of a workspace sends through the same relay,
 * a reload keeps it, and another workspace (a scenario's, a named one) is not paired by it. Also
 * what the Webhooks screen asks of it: pair, forget, and how the relay is doing.
 */
import type { RelayControl, RelayStatus } from '../../ui/shared/sandbox-connection';
import { pairingAddress, parsePairingAddress, relayCallUrl, type RelayHello, type RelayPairing } from '../relay-protocol';
import { somethingAnswersAt } from './relay-transport';

/** Where a workspace's pairing is remembered. */
export interface PairingMemory {
  read(): RelayPairing | undefined;
  remember(pairing: RelayPairing): void;
  forget(): void;
}

/** The pairing of the workspace whose database is `databaseName`, in `storage`. */
export function pairingMemory(storage: Pick<Storage, 'getItem' | 'setItem' | 'removeItem'>, databaseName: string): PairingMemory {
  const key = `gateway-playground:relay:${databaseName}`;
  return {
    read() {
      const stored = storage.getItem(key);
      const pairing = stored === null ? undefined : parsePairingAddress(stored);
      return pairing && 'token' in pairing ? pairing : undefined;
    },
    remember: (pairing) => storage.setItem(key, pairingAddress(pairing)),
    forget: () => storage.removeItem(key),
  };
}

/** The Webhooks screen's handle on the pairing; `fetchFn` asks the relay how it is. */
export function relayControl(memory: PairingMemory, fetchFn: typeof fetch = (...args) => fetch(...args)): RelayControl {
  const check = async (): Promise<RelayStatus> => {
    const pairing = memory.read();
    if (!pairing) return { state: 'unpaired' };
    const address = pairingAddress(pairing);
    try {
      const response = await fetchFn(relayCallUrl(pairing));
      if (response.status === 403) return { state: 'token-refused', address };
      const hello = (await response.json()) as Partial<RelayHello>;
      if (response.ok && hello.relay === 'gateway-playground' && typeof hello.forwardTo === 'string') {
        return { state: 'paired', address, forwardTo: hello.forwardTo };
      }
      return { state: 'not-running', address };
    } catch {
      return { state: (await somethingAnswersAt(pairing.origin, fetchFn)) ? 'token-refused' : 'not-running', address };
    }
  };
  return {
    check,
    async pair(text) {
      const pairing = parsePairingAddress(text);
      if ('problem' in pairing) return { state: 'invalid', problem: pairing.problem };
      memory.remember(pairing);
      return check();
    },
    forget: () => memory.forget(),
  };
}

/**
 * Pairs from the page's own address: `<app>#/webhooks?relay=http://127.0.0.1:4099/#<token>` (the
 * inner `#` as typed or as %23). Answers the address without the parameter, so the token stays
 * out of the history and of a link copied later; undefined when there was none.
 */
export function pairFromAddress(here: URL, memory: PairingMemory): URL | undefined {
  const hash = here.hash.slice(1);
  const queryStart = hash.indexOf('?');
  if (queryStart < 0) return undefined;
  const query = new URLSearchParams(hash.slice(queryStart + 1));
  const address = query.get('relay');
  if (address === null) return undefined;
  const pairing = parsePairingAddress(address);
  if ('token' in pairing) memory.remember(pairing);
  query.delete('relay');
  const rest = query.toString();
  const cleaned = new URL(here);
  cleaned.hash = hash.slice(0, queryStart) + (rest ? `?${rest}` : '');
  return cleaned;
}
