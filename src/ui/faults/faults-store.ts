/** The faults of this workspace, kept live for the header badge and the Faults screen. */
import { create } from 'zustand';
import type { FaultSettings } from '../../gateway';
import { describeFailure } from '../shared/sandbox-client';
import { oneAtATime } from '../shared/one-at-a-time';
import { readFaults, saveFaults, type FaultsUpdate } from './faults-api';
import { busyAction } from '../shared/busy-action';

interface FaultsState {
  settings: FaultSettings | null;
  error: string | null;
  busy: boolean;
  /** Called on mount and by the live-data wiring after each change of the settings. */
  refresh(): Promise<void>;
  /** Answers whether the gateway took the rule. */
  save(update: FaultsUpdate): Promise<boolean>;
}

export const useFaultsStore = create<FaultsState>()((set) => ({
  settings: null,
  error: null,
  busy: false,
  refresh: oneAtATime(async () => {
    try {
      set({ settings: await readFaults() });
    } catch (error) {
      set({ error: describeFailure(error) });
    }
  }),
  save: (update) => busyAction<FaultsState>(set, 'busy', 'error', async () => set({ settings: await saveFaults(update) })),
}));
