/**
 * The Records screen's zustand slice. The hash route says what is shown (collection, filters,
 * selected record); this slice reads that page and that record, keeps them current while the
 * screen is open, and runs the operator actions.
 */
import { create } from 'zustand';
import type { RecordCollection, RecordPage } from '../../gateway';
import { describeFailure } from '../shared/sandbox-client';
import { oneAtATime } from '../shared/one-at-a-time';
import { fetchRecordDetail, fetchRecordPage, type ListFilters } from './records-api';
import { busyAction } from '../shared/busy-action';

export const PAGE_SIZE = 25;

/** What the route asks the screen to show. */
export interface RecordsView {
  collection: RecordCollection;
  filters: ListFilters;
  /** The selected record's id, or null. */
  id: string | null;
}

interface RecordsState {
  view: RecordsView | null;
  page: RecordPage<RecordCollection> | null;
  /** The cursor each page was read from; the first page has none. */
  cursors: (string | undefined)[];
  detail: Record<string, unknown> | null;
  loadError: string | null;
  detailError: string | null;
  busy: boolean;
  actionError: string | null;
  /** Shows `view`, reading its first page unless only the selection changed. */
  show(view: RecordsView): void;
  /** Forgets what was shown (the screen closed). */
  hide(): void;
  nextPage(): void;
  previousPage(): void;
  /** Re-reads the page and the record shown; called after each stored change. */
  refresh(): Promise<void>;
  /** Runs an operator action; its stored change comes back through the screen's live `refresh`. */
  act(work: () => Promise<unknown>): Promise<boolean>;
}

const sameList = (a: RecordsView | null, b: RecordsView) =>
  a !== null && a.collection === b.collection && JSON.stringify(a.filters) === JSON.stringify(b.filters);

export const useRecordsStore = create<RecordsState>()((set, get) => {
  const readPage = async () => {
    const { view, cursors } = get();
    if (!view) return;
    try {
      const page = await fetchRecordPage(view.collection, view.filters, PAGE_SIZE, cursors.at(-1));
      if (get().view === view) set({ page, loadError: null });
    } catch (error) {
      if (get().view === view) set({ page: null, loadError: describeFailure(error) });
    }
  };
  const readDetail = async () => {
    const { view } = get();
    if (!view?.id) return set({ detail: null, detailError: null });
    try {
      const detail = await fetchRecordDetail(view.collection, view.id);
      if (get().view === view) set({ detail, detailError: null });
    } catch (error) {
      if (get().view === view) set({ detail: null, detailError: describeFailure(error) });
    }
  };
  const refresh = oneAtATime(async () => {
    await Promise.all([readPage(), readDetail()]);
  });

  return {
    view: null,
    page: null,
    cursors: [undefined],
    detail: null,
    loadError: null,
    detailError: null,
    busy: false,
    actionError: null,
    show(view) {
      const listChanged = !sameList(get().view, view);
      set({ view, detail: null, detailError: null, actionError: null, ...(listChanged ? { page: null, cursors: [undefined] } : {}) });
      void (listChanged ? refresh() : readDetail());
    },
    hide: () => set({ view: null, page: null, detail: null }),
    nextPage() {
      const cursor = get().page?.nextCursor;
      if (cursor) set({ cursors: [...get().cursors, cursor] });
      void readPage();
    },
    previousPage() {
      if (get().cursors.length > 1) set({ cursors: get().cursors.slice(0, -1) });
      void readPage();
    },
    refresh,
    act: (work) => busyAction<RecordsState>(set, 'busy', 'actionError', work),
  };
});
