/** Whether a newly deployed build waits to be loaded, and how to switch to it. */
import { create } from 'zustand';

interface UpdateState {
  /** Switches to the new build (every tab of the app reloads); `null` while there is none. */
  apply: (() => void) | null;
  offer(apply: () => void): void;
}

export const useUpdateStore = create<UpdateState>()((set) => ({
  apply: null,
  offer: (apply) => set({ apply }),
}));
