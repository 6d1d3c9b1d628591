/**
 * The gateway's one clock: real time, or simulated time that stands still until it is set or
 * advanced. Its state is a record in the store, so a snapshot carries it and every tab (and every
 * gateway on the same store) reads the same time.
 */
import { errors } from '../gateway/errors';
import { StoreClosedError, type Clock, type Store, type Tx } from '../gateway/ports';
import { CLOCK_SETTING } from '../gateway/records';

/**
 * The stored clock. While advances run, simulated time also holds the furthest end one of them
 * has taken (`advancingTo`, `reserve`), and when it was taken or the clock last moved towards it
 * (`advancingSince`, real epoch milliseconds): the next advance starts there.
 */
export type ClockState = { mode: 'real' } | { mode: 'simulated'; now: number; advancingTo?: number; advancingSince?: number };
type Simulated = Extract<ClockState, { mode: 'simulated' }>;

/**
 * How long an end taken by an advance holds with nothing moving the clock towards it: past this,
 * its advance is taken to be gone (a tab closed, a server killed) and the next one starts from
 * where the clock stands. An advance moves the clock at each instant it runs; one that waits longer
 * than this for its calls' answers merely no longer adds up with another started meanwhile.
 */
const ADVANCE_LEASE_MS = 30_000;

/** The 400 that asking real time to move answers. */
const notSimulated = () => errors.badRequest('The clock is in real mode: switch to simulated time to advance it');
const REAL: ClockState = { mode: 'real' };

export class SwitchableClock implements Clock {
  private state: ClockState = REAL;
  /**
   * Bumped by every local change as it begins and once it is stored: a reload applies what it
   * read only if no local change began or ended meanwhile, so a read that started before a change
   * was stored cannot undo it. (Reads that start after a write commits, like the one its own
   * change triggers, see the new state.)
   */
  private localChanges = 0;
  /**
   * Reloads begun, and the latest begun of those applied: a reload that began earlier read an
   * older state, and must not replace a newer one; one that began later does not make an earlier
   * one's read worthless (what answers the clock reads it afresh, and answers that).
   */
  private reloads = 0;
  private appliedReload = 0;

  private constructor(
    private readonly store: Store,
    private readonly realNow: () => number,
  ) {}

  /** Reads the stored state and follows its changes, from this tab or another. */
  static async open(store: Store, realNow: () => number = Date.now): Promise<SwitchableClock> {
    const clock = new SwitchableClock(store, realNow);
    await clock.reload();
    store.onChange((collections) => {
      if (!collections.includes('settings')) return;
      clock.reload().catch((error: unknown) => {
        // Closed after the change was heard: there is nothing left to follow.
        if (!(error instanceof StoreClosedError)) throw error;
      });
    });
    return clock;
  }

  now(): number {
    return this.state.mode === 'real' ? this.realNow() : this.state.now;
  }

  get mode(): ClockState['mode'] {
    return this.state.mode;
  }

  /** `{mode, now}` as `GET /_sandbox/clock` answers it. */
  view() {
    return { mode: this.state.mode, now: this.now() };
  }

  /**
   * Switches mode. Simulated time starts at `now` when given, else where the clock stands, so
   * that switching never makes time jump by surprise; `now` is ignored for real time.
   */
  async set(mode: ClockState['mode'], now?: number): Promise<void> {
    await this.save(mode === 'real' ? REAL : { mode, now: now ?? this.now() });
  }

  /**
   * Moves simulated time forward to `to`, never back. The stored time is read in the same
   * transaction, so a tab whose copy is stale cannot move another tab's clock backwards.
   * Real time cannot be moved: 400.
   */
  async moveTo(to: number): Promise<void> {
    await this.moveAlong(async () => ({ reached: to }));
  }

  /**
   * Takes the span of simulated time an advance will walk, to `target` of where the last span
   * taken ends (or of where the clock stands, if later or if no advance holds one): advances
   * asked of several servers or tabs at once add up, as they do one after another on one, instead
   * of all aiming at one end. Answers where the clock stands and the span's end. Real time
   * cannot be moved: 400.
   */
  async reserve(target: (start: number) => number): Promise<{ now: number; to: number }> {
    this.localChanges++;
    const { state, to } = await this.store.write(async (tx) => {
      const stored = await storedState(tx);
      if (stored.mode !== 'simulated') throw notSimulated();
      const taken = this.liveEnd(stored);
      const to = target(Math.max(stored.now, taken ?? stored.now));
      if (to <= stored.now) return { state: stored, to };
      const state: Simulated = { mode: 'simulated', now: stored.now, advancingTo: Math.max(to, taken ?? to), advancingSince: this.realNow() };
      await tx.put('settings', { name: CLOCK_SETTING, value: state });
      return { state, to };
    });
    this.localChanges++;
    this.state = state;
    return { now: state.now, to };
  }

  /**
   * An advance that took the span ending at `to` is over, wherever it stopped: when no later
   * advance took time after it, the clock holds no end any more, and the next advance starts
   * where the clock stands.
   */
  async release(to: number): Promise<void> {
    this.localChanges++;
    const state = await this.store.write(async (tx) => {
      const stored = await storedState(tx);
      if (stored.mode !== 'simulated' || stored.advancingTo !== to) return stored;
      const released: ClockState = { mode: 'simulated', now: stored.now };
      await tx.put('settings', { name: CLOCK_SETTING, value: released });
      return released;
    });
    this.localChanges++;
    this.state = state;
  }

  /** The end an advance has taken, while it still holds (`ADVANCE_LEASE_MS`). */
  private liveEnd(stored: Simulated): number | undefined {
    const { advancingTo, advancingSince = 0 } = stored;
    return advancingTo !== undefined && this.realNow() - advancingSince < ADVANCE_LEASE_MS ? advancingTo : undefined;
  }

  /**
   * Runs `work` and moves simulated time forward to the instant it `reached` (if any), in one
   * transaction: deliveries run at several instants at once are stored together with the time
   * they brought the clock to. `work` gets the stored time, read in the transaction, so it never
   * dates anything before it. Real time cannot be moved: 400, before `work` runs.
   */
  async moveAlong<T extends { reached: number | undefined }>(work: (tx: Tx, now: number) => Promise<T>): Promise<T> {
    if (this.state.mode !== 'simulated') throw notSimulated();
    this.localChanges++;
    const { result, moved } = await this.store.write(async (tx) => {
      const stored = await storedState(tx);
      if (stored.mode !== 'simulated') throw notSimulated();
      const result = await work(tx, stored.now);
      if (result.reached === undefined || result.reached <= stored.now) return { result, moved: stored };
      // An end an advance took and time has not reached yet holds on, renewed: it is moving.
      const taken = this.liveEnd(stored);
      const moved: ClockState =
        taken !== undefined && taken > result.reached
          ? { mode: 'simulated', now: result.reached, advancingTo: taken, advancingSince: this.realNow() }
          : { mode: 'simulated', now: result.reached };
      await tx.put('settings', { name: CLOCK_SETTING, value: moved });
      return { result, moved };
    });
    this.localChanges++;
    this.state = moved;
    return result;
  }

  private async save(state: ClockState): Promise<void> {
    this.localChanges++;
    this.state = state;
    await this.store.write((tx) => tx.put('settings', { name: CLOCK_SETTING, value: state }));
    this.localChanges++;
  }

  /**
   * Reads the stored state again: `open()` calls it on every change of the settings, and what
   * answers the clock or moves it first, since another server's change may not be heard yet.
   */
  async reload(): Promise<void> {
    const mine = ++this.reloads;
    const changes = this.localChanges;
    const state = await this.store.read(storedState);
    if (changes !== this.localChanges || mine < this.appliedReload) return;
    this.appliedReload = mine;
    this.state = state;
  }
}

async function storedState(tx: Tx): Promise<ClockState> {
  return ((await tx.get('settings', CLOCK_SETTING))?.value as ClockState | undefined) ?? REAL;
}
