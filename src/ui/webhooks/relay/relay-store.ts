/**
 * The relay panel's zustand slice: how the pairing with `gateway-playground relay` stands, as the
 * app's relay control tells it (the UI never calls the relay itself).
 */
import { create } from 'zustand';
import { connection, type RelayStatus } from '../../shared/sandbox-connection';

interface RelayState {
  /** Null until first asked. */
  status: RelayStatus | null;
  busy: boolean;
  /** Asks the remembered relay how it is. */
  check(): Promise<void>;
  /** Pairs with the address a person pasted. */
  pair(address: string): Promise<void>;
  /** Forgets the pairing: deliveries leave through the page's fetch again. */
  forget(): void;
}

export const useRelayStore = create<RelayState>()((set) => {
  return {
    status: null,
    busy: false,
    // Asked again and again while the screen is open: no busy flag, so no button flickers.
    check: async () => set({ status: await connection().relay!.check() }),
    async pair(address) {
      set({ busy: true });
      try {
        set({ status: await connection().relay!.pair(address) });
      } finally {
        set({ busy: false });
      }
    },
    forget() {
      connection().relay!.forget();
      set({ status: { state: 'unpaired' } });
    },
  };
});
