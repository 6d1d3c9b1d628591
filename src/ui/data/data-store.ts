/**
 * The Data screen's zustand slice: a summary of everything stored (counted by the gateway from its
 * indexes, re-read by the screen after every stored change while shown), export, import and reset.
 */
import { create } from 'zustand';
import { SNAPSHOT_FORMAT, SNAPSHOT_VERSION } from '../../gateway';
import { describeFailure, HelperError } from '../shared/sandbox-client';
import { oneAtATime } from '../shared/one-at-a-time';
import { looksLikeCaseFile } from './cases';
import * as api from './data-api';
import { describeCounts, holdsData, snapshotFileName, type DataSummary } from './data-summary';

export type DataAction = 'export' | 'import' | 'reset';

/** What the last action came to, shown beside the control that started it. */
interface DataNotice {
  action: DataAction;
  tone: 'ok' | 'error';
  text: string;
}

interface DataState {
  summary: DataSummary | null;
  loadError: string | null;
  busy: DataAction | null;
  notice: DataNotice | null;
  /** Reads the summary again; the screen calls it after each stored change while shown. */
  refresh(): Promise<void>;
  /** Each action answers whether it worked. */
  exportSnapshot(): Promise<boolean>;
  /**
   * Imports JSON text; `source` names it in the message (a file name, "the pasted JSON"). When
   * the workspace holds data, `confirmReplace` is asked first with what it holds; no means nothing is sent.
   */
  importText(text: string, source: string, confirmReplace: (held: string) => boolean): Promise<boolean>;
  reset(): Promise<boolean>;
}

export const useDataStore = create<DataState>()((set) => {
  const refresh = oneAtATime(async () => {
    try {
      set({ summary: await api.readSummary(), loadError: null });
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

  /** Shows `summary`, or reads it now: for the question an import asks, and the message an action leaves. */
  async function showSummary(summary?: DataSummary): Promise<DataSummary> {
    const shown = summary ?? (await api.readSummary());
    set({ summary: shown, loadError: null });
    return shown;
  }

  return {
    summary: null,
    loadError: null,
    busy: null,
    notice: null,
    refresh,
    exportSnapshot: () =>
      act('export', async () => {
        const snapshot = await api.readSnapshot();
        const fileName = snapshotFileName(new Date());
        api.downloadText(fileName, JSON.stringify(snapshot, null, 2));
        return `Saved ${fileName}: ${describeCounts(await showSummary())}.`;
      }),
    async importText(text, source, confirmReplace) {
      // Refused before anything is asked: no question about replacing data for what cannot replace it.
      const problem = notASnapshot(text);
      if (problem) {
        set({ notice: { action: 'import', tone: 'error', text: `${problem} Nothing was changed.` } });
        return false;
      }
      const current = await showSummary().catch(() => null);
      // Asked on what is stored now, not on the last summary shown: another tab may have written since.
      if (current && holdsData(current) && !confirmReplace(describeCounts(current))) {
        set({ notice: { action: 'import', tone: 'ok', text: 'Import cancelled: nothing was changed.' } });
        return false;
      }
      return act('import', async () => {
        // The import answers what is stored now.
        return `Imported ${source}. Now stored: ${describeCounts(await showSummary(await api.importSnapshotText(text)))}.`;
      });
    },
    reset: () =>
      act('reset', async () => {
        await showSummary(await api.resetSandbox());
        return 'Everything was deleted and the clock is back on real time.';
      }),
  };
});

/** Why `text` can be no snapshot, when that is plain without asking the gateway. */
function notASnapshot(text: string): string | undefined {
  let json: unknown;
  try {
    json = JSON.parse(text);
  } catch {
    return 'That is not JSON, so it is no snapshot.';
  }
  if (looksLikeCaseFile(json)) return 'That is a case file: open it with “Open case file…”, which makes a workspace of its own for it.';
  // The gateway checks the whole snapshot; its envelope is checked here, before asking to replace anything.
  const { format, version } = (json ?? {}) as { format?: unknown; version?: unknown };
  if (format !== SNAPSHOT_FORMAT || version !== SNAPSHOT_VERSION) return 'That is not a gateway-playground snapshot.';
  return undefined;
}
