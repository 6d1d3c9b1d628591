/**
 * Whether the Node server that serves this page answers (`--ui` mode). The app's wiring reports
 * it from the change stream; the banner shows it. In-page there is no server to lose: never set.
 */
import { create } from 'zustand';

interface ServerReachState {
  /** The server's address, while it cannot be reached; `null` while it answers. */
  unreachable: string | null;
  /** When the next attempt to reach it is made (epoch milliseconds). */
  retryAt: number | null;
  lost(address: string, retryAt: number): void;
  found(): void;
}

export const useServerReach = create<ServerReachState>()((set) => ({
  unreachable: null,
  retryAt: null,
  lost: (address, retryAt) => set({ unreachable: address, retryAt }),
  found: () => set({ unreachable: null, retryAt: null }),
}));
