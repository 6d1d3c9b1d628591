/**
 * The key the person last worked with, on whichever screen: the console and the webhooks manager
 * start from it, so moving between them keeps one partner.
 */
import { create } from 'zustand';

interface WorkingKeyState {
  key: string | undefined;
  use(key: string): void;
}

export const useWorkingKey = create<WorkingKeyState>()((set) => ({
  key: undefined,
  use: (key) => set({ key }),
}));
