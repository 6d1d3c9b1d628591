/**
 * The Data screen's zustand slice: a summary of everything stored, read from the export helper and
 * read again after every stored change while the screen is open, plus export, import and reset.
 */
import { create } from 'zustand';
import { describeFailure, HelperError } from '../shared/gateway-api';
import { oneAtATime } from '../shared/one-at-a-time';
import * as api from './data-api';
import { describeCounts, snapshotFileName, summarize, type DataSummary } from './data-summary';

export type DataAction = 'export' | 'import' | 'reset';

/** What the last action came to, shown beside the control that started it. */
export interface DataNotice {
  action: DataAction;
  tone: 'ok' | 'error';
  text: string;
}

interface DataState {
  /** True while the screen is open: only then do stored changes cause reads. */
  watching: boolean;
  summary: DataSummary | null;
  loadError: string | null;
  busy: DataAction | null;
  notice: DataNotice | null;
  /** Starts following the data; answers the function that stops it. */
  watch(): () => void;
  /** Called by the live-data wiring after each stored change. */
  refresh(): Promise<void>;
  /** Each action answers whether it worked. */
  exportSnapshot(): Promise<boolean>;
  /** Imports JSON text; `source` names it in the message (a file name, "the pasted JSON"). */
  importText(text: string, source: string): Promise<boolean>;
  reset(): Promise<boolean>;
}

export const useDataStore = create<DataState>()((set, get) => {
  const refresh = oneAtATime(async () => {
    if (!get().watching) return;
    try {
      set({ summary: summarize(await api.readSnapshot()), loadError: null });
    } catch (error) {
      set({ loadError: describeFailure(error) });
    }
  });

  /** Runs one action with the busy flag and its outcome handled alike; answers whether it worked. */
  async function act(action: DataAction, work: () => Promise<string>): Promise<boolean> {
    set({ busy: action, notice: null });
    try {
      set({ notice: { action, tone: 'ok', text: await work() } });
      return true;
    } catch (error) {
      // A helper's 400 means the gateway refused before writing anything.
      const text = describeFailure(error);
      const refused = error instanceof HelperError && error.status === 400;
      set({ notice: { action, tone: 'error', text: refused ? `${text.replace(/\.?$/, '.')} Nothing was changed.` : text } });
      return false;
    } finally {
      set({ busy: null });
    }
  }

  /** Reads the summary now, for the message of the action that just changed it. */
  async function readSummary(): Promise<DataSummary> {
    const summary = summarize(await api.readSnapshot());
    set({ summary, loadError: null });
    return summary;
  }

  return {
    watching: false,
    summary: null,
    loadError: null,
    busy: null,
    notice: null,
    watch() {
      set({ watching: true });
      void refresh();
      return () => set({ watching: false });
    },
    refresh,
    exportSnapshot: () =>
      act('export', async () => {
        const snapshot = await api.readSnapshot();
        const fileName = snapshotFileName(new Date());
        api.downloadText(fileName, JSON.stringify(snapshot, null, 2));
        const summary = summarize(snapshot);
        set({ summary });
        return `Saved ${fileName}: ${describeCounts(summary)}.`;
      }),
    importText: (text, source) =>
      act('import', async () => {
        await api.importSnapshotText(text);
        return `Imported ${source}. Now stored: ${describeCounts(await readSummary())}.`;
      }),
    reset: () =>
      act('reset', async () => {
        await api.resetSandbox();
        await readSummary();
        return 'Everything was deleted and the clock is back on real time.';
      }),
  };
});
