/**
 * The Webhooks screen's zustand slice: the gateway's clock, the delivery attempts and the scripted
 * receivers, read through the sandbox helpers; the screen's panels re-read them after the stored
 * changes they show, while shown.
 */
import { create } from 'zustand';
import type { AdvanceProgress, DeliveryAttempt } from '../../gateway';
import { formatUtc } from '../shared/format';
import { describeFailure } from '../shared/sandbox-client';
import { oneAtATime } from '../shared/one-at-a-time';
import * as api from './webhooks-api';
import { busyAction } from '../shared/busy-action';

/**
 * How many of the newest attempts are shown, and how many more "Show older" adds. Thousands of
 * attempts would freeze the page if all were drawn; a page of them reads and renders at once.
 */
export const ATTEMPT_PAGE = 100;

/** The clock as last read, and when (this page's time) it was read, so real time can tick on. */
export interface ClockReading extends api.ClockView {
  readAt: number;
}

interface WebhooksState {
  clock: ClockReading | null;
  clockBusy: boolean;
  /** A clock helper's refusal, e.g. `400: The clock is in real mode: ...`. */
  clockError: string | null;
  /** What a clock action came to when nothing visible changed. */
  clockNote: string | null;
  /** True while an advance this page started runs. */
  advancing: boolean;
  /** How far that advance has come, once read. */
  advanceProgress: AdvanceProgress | null;
  attempts: DeliveryAttempt[];
  attemptsLoaded: boolean;
  attemptsError: string | null;
  /** How many of the newest attempts are read: a multiple of ATTEMPT_PAGE. */
  attemptLimit: number;
  /** The last read was a full page: older attempts may be stored. */
  olderStored: boolean;
  filters: api.DeliveryFilters;
  selectedId: string | null;
  receivers: api.Receiver[];
  receiversError: string | null;
  scriptBusy: boolean;
  scriptError: string | null;
  refreshClock(): Promise<void>;
  refreshAttempts(): Promise<void>;
  refreshReceivers(): Promise<void>;
  setFilters(patch: Partial<api.DeliveryFilters>): void;
  /** Reads one more page of older attempts. */
  showOlder(): void;
  /** Opens one attempt's request and response; the same id again closes it. */
  toggle(attemptId: string): void;
  switchMode(mode: api.ClockMode): Promise<void>;
  setSimulatedTime(now: number): Promise<void>;
  advance(ms: number): Promise<void>;
  jumpToNextDue(): Promise<void>;
  /** Asks the advance under way to stop at the end of its current instant. */
  stopAdvance(): Promise<void>;
  /** Saves a receiver's script; answers whether the gateway took it. */
  scriptReceiver(name: string, answers: api.ReceiverAnswer[], verifySignatures?: boolean): Promise<boolean>;
}

/** How often a running advance's progress is read. */
const PROGRESS_EVERY_MS = 250;

function clockNote(view: api.ClockView & { ran?: boolean; stopped?: boolean }): string | null {
  if (view.ran === false) return 'No delivery is waiting: nothing to jump to.';
  if (view.stopped) return `Stopped at ${formatUtc(view.now)}: everything due until then has run.`;
  return null;
}

export const useWebhooksStore = create<WebhooksState>()((set, get) => {
  const reading = (view: api.ClockView): ClockReading => ({ mode: view.mode, now: view.now, readAt: Date.now() });

  const refreshClock = oneAtATime(async () => {
    try {
      set({ clock: reading(await api.readClock()) });
    } catch (error) {
      set({ clockError: describeFailure(error) });
    }
  });

  const refreshAttempts = oneAtATime(async () => {
    const { filters, attemptLimit } = get();
    try {
      const attempts = await api.readDeliveries(filters, attemptLimit);
      // Filters changed meanwhile: the read they queued will answer instead.
      if (get().filters !== filters) return;
      set({ attempts, attemptsLoaded: true, attemptsError: null, olderStored: attempts.length === attemptLimit });
    } catch (error) {
      set({ attemptsError: describeFailure(error) });
    }
  });

  const refreshReceivers = oneAtATime(async () => {
    try {
      set({ receivers: await api.readReceivers(), receiversError: null });
    } catch (error) {
      set({ receiversError: describeFailure(error) });
    }
  });

  /** Runs one clock helper with the busy flag and its refusal handled alike. */
  async function clockAction(work: () => Promise<api.ClockView & { ran?: boolean }>): Promise<void> {
    set({ clockBusy: true, clockError: null, clockNote: null });
    try {
      const view = await work();
      set({ clock: reading(view), clockNote: clockNote(view) });
    } catch (error) {
      set({ clockError: describeFailure(error) });
    } finally {
      set({ clockBusy: false });
    }
  }

  /** Runs an advance while reading its progress, so that a long one shows how far it has come. */
  async function followingProgress<T extends api.ClockView>(work: () => Promise<T>): Promise<T> {
    let following = true;
    set({ advancing: true });
    const timer = setInterval(() => {
      void api.readClock().then(
        (view) => following && set({ advanceProgress: view.advance ?? null }),
        () => undefined,
      );
    }, PROGRESS_EVERY_MS);
    try {
      return await work();
    } finally {
      following = false;
      clearInterval(timer);
      set({ advancing: false, advanceProgress: null });
    }
  }

  return {
    clock: null,
    clockBusy: false,
    clockError: null,
    clockNote: null,
    advancing: false,
    advanceProgress: null,
    attempts: [],
    attemptsLoaded: false,
    attemptsError: null,
    attemptLimit: ATTEMPT_PAGE,
    olderStored: false,
    filters: { webhookId: '', paymentHash: '' },
    selectedId: null,
    receivers: [],
    receiversError: null,
    scriptBusy: false,
    scriptError: null,
    refreshClock,
    refreshAttempts,
    refreshReceivers,
    setFilters(patch) {
      set((state) => ({ filters: { ...state.filters, ...patch }, attemptLimit: ATTEMPT_PAGE }));
      void refreshAttempts();
    },
    showOlder() {
      set((state) => ({ attemptLimit: state.attemptLimit + ATTEMPT_PAGE }));
      void refreshAttempts();
    },
    toggle: (attemptId) => set((state) => ({ selectedId: state.selectedId === attemptId ? null : attemptId })),
    switchMode: (mode) => clockAction(() => api.setClock(mode)),
    setSimulatedTime: (now) => clockAction(() => api.setClock('simulated', now)),
    advance: (ms) => clockAction(() => followingProgress(() => api.advanceClock(ms))),
    jumpToNextDue: () => clockAction(() => followingProgress(() => api.jumpToNextDue())),
    async stopAdvance() {
      try {
        await api.stopAdvance();
      } catch (error) {
        set({ clockError: describeFailure(error) });
      }
    },
    scriptReceiver: (name, answers, verifySignatures) =>
      busyAction<WebhooksState>(set, 'scriptBusy', 'scriptError', () => api.scriptReceiver(name, answers, verifySignatures)),
  };
});
