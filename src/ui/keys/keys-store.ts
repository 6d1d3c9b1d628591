/** The Keys screen's zustand slice: the partner list (kept live) and the two helper calls. */
import { create } from 'zustand';
import { callHelper } from '../shared/gateway-api';
import type { PartnerKeys } from './partner-keys';

/** What `POST /_sandbox/partners` answers. */
export interface CreatedPartner {
  id: string;
  name: string;
  keys: { sandbox: string; production: string };
}

interface KeysState {
  partners: PartnerKeys[];
  /** False until the first read from the store arrives. */
  loaded: boolean;
  busy: boolean;
  error: string | null;
  /** The partner just created, so the screen can point it out. */
  created: CreatedPartner | null;
  /** Called by the live-data wiring after each stored change. */
  setPartners(partners: PartnerKeys[]): void;
  createPartner(input: { name?: string; bankAccount: boolean }): Promise<void>;
  revokeKey(key: string): Promise<void>;
}

export const useKeysStore = create<KeysState>()((set) => {
  /** Runs one helper call with the busy flag and error message handled alike. */
  async function run(work: () => Promise<void>): Promise<void> {
    set({ busy: true, error: null });
    try {
      await work();
    } catch (error) {
      set({ error: (error as Error).message });
    } finally {
      set({ busy: false });
    }
  }

  return {
    partners: [],
    loaded: false,
    busy: false,
    error: null,
    created: null,
    setPartners: (partners) => set({ partners, loaded: true }),
    // The list itself is not touched here: the stored change comes back through setPartners.
    createPartner: (input) =>
      run(async () => set({ created: await callHelper<CreatedPartner>('POST', '/partners', input) })),
    revokeKey: (key) => run(async () => void (await callHelper('POST', '/keys/revoke', { key }))),
  };
});
