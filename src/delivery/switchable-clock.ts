/**
 * The gateway's one clock: real time, or simulated time that stands still until it is set or
 * advanced. Its state is a record in the store, so a snapshot carries it and every tab (and every
 * gateway on the same store) reads the same time.
 */
import { type Clock, CLOCK_SETTING, errors, shortRandomId, type Store, StoreClosedError, type Tx } from '../gateway/core';

/**
 * The stored clock. While advances run, simulated time also holds the furthest end one of them
 * has taken (`advancing`, see `reserve`): the next advance starts there.
 */
export type ClockState = { mode: 'real' } | { mode: 'simulated'; now: number; advancing?: TakenEnd };
type Simulated = Extract<ClockState, { mode: 'simulated' }>;

/**
 * The furthest end an advance has taken, whose (`by`), and when it was taken or last moved
 * towards (real epoch ms); `taker` names the server or tab that runs that advance (`Senders.me`),
 * when its store can tell.
 */
interface TakenEnd {
  to: number;
  by: string;
  since: number;
  taker?: string;
}

/** What an advance asks `reserve` for: `ms` after where the advances before it end, or the instant `at`. */
export type Span = { ms: number } | { at: number };

/** A span an advance took (`id` undefined: none was needed, its end is not ahead). */
export interface Reservation {
  now: number;
  to: number;
  id: string | undefined;
}

/**
 * How long an end taken by an advance holds with nothing moving the clock towards it: past this,
 * its advance is taken to be gone (a tab closed, a server killed) and the next one starts from
 * where the clock stands. An advance moves the clock at each instant it runs, and waits at most
 * 5 s (by default) for other servers' answers. One whose end lapses while it runs merely no longer
 * adds up with an advance started meanwhile; a dead one's end misleads the next advance for at
 * most this long, or not at all when the store can tell at once that its taker has gone (a
 * shared file, tabs; on PostgreSQL a server counts as gone only after longer than this).
 */
const ADVANCE_LEASE_MS = 15_000;

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
    /** Real time, whatever the mode (the `Clock` port's). */
    readonly realNow: () => number,
  ) {}

  /** Reads the stored state and follows its changes, from this tab or another. */
  static async open(store: Store, realNow: () => number = Date.now): Promise<SwitchableClock> {
    const clock = new SwitchableClock(store, realNow);
    await clock.reload();
    store.onChange((collections, heardIn) => {
      if (!collections.includes('settings')) return;
      // Read again in the transaction that heard the change, before its work reads the time.
      if (heardIn) return clock.reloadIn(heardIn);
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
   * Takes the span of simulated time an advance will walk: `ms` after where the last span taken
   * ends (or after where the clock stands, if later or if no advance holds one), or up to the
   * instant `at`. Advances asked of several servers or tabs at once thus add up, as they do one
   * after another on one, instead of all aiming at one end. Real time cannot be moved: 400.
   */
  async reserve(span: Span): Promise<Reservation> {
    const goneTaker = await this.goneTaker();
    return this.change<Reservation>(async (tx) => {
      const stored = await this.simulatedIn(tx);
      const taken = this.liveEnd(stored, goneTaker);
      const to = 'at' in span ? Math.max(stored.now, span.at) : Math.max(stored.now, taken?.to ?? stored.now) + span.ms;
      if (to <= stored.now) return { state: stored, result: { now: stored.now, to, id: undefined } };
      const id = shortRandomId();
      const taker = this.store.senders?.me;
      // The furthest end stays its taker's, renewed: both advances are under way.
      const advancing =
        taken && taken.to >= to ? { ...taken, since: this.realNow() } : { to, by: id, since: this.realNow(), ...(taker && { taker }) };
      return { state: await keep(tx, { mode: 'simulated', now: stored.now, advancing }), result: { now: stored.now, to, id } };
    });
  }

  /**
   * The advance that took `reservation` is over, wherever it stopped: when the furthest end taken
   * is its own, the clock holds none any more, and the next advance starts where the clock stands.
   */
  async release({ id }: Reservation): Promise<void> {
    if (id === undefined) return;
    await this.change(async (tx) => {
      const stored = await storedState(tx);
      if (stored.mode !== 'simulated' || stored.advancing?.by !== id) return { state: stored, result: undefined };
      return { state: await keep(tx, { mode: 'simulated', now: stored.now }), result: undefined };
    });
  }

  /**
   * The end an advance has taken, while it holds (`ADVANCE_LEASE_MS`), and unless `goneTaker`
   * took it. One dated ahead of this machine's real time (another server's clock runs ahead) does
   * not hold: a dead advance's end must not outlive it by that much.
   */
  private liveEnd({ advancing }: Simulated, goneTaker?: string): TakenEnd | undefined {
    const age = advancing && this.realNow() - advancing.since;
    const held = age !== undefined && age >= 0 && age < ADVANCE_LEASE_MS;
    return held && (goneTaker === undefined || advancing?.taker !== goneTaker) ? advancing : undefined;
  }

  /**
   * The taker of the end this clock last heard of, when it is another server or tab that has
   * gone (killed, closed): its end need not wait out its lease. Asked before the transaction
   * that reserves, as a browser's transaction ends when it awaits anything but the database.
   */
  private async goneTaker(): Promise<string | undefined> {
    const taker = this.state.mode === 'simulated' ? this.state.advancing?.taker : undefined;
    const { senders } = this.store;
    if (!senders || taker === undefined || taker === senders.me) return undefined;
    // Not told, it is taken to be there: its end then holds for its lease, as it always could.
    const gone = await senders.gone([taker]).catch(() => new Set<string>());
    return gone.has(taker) ? taker : undefined;
  }

  /** The stored clock, which must be simulated: 400 otherwise, this clock then knowing it is real. */
  private async simulatedIn(tx: Tx): Promise<Simulated> {
    const stored = await storedState(tx);
    if (stored.mode === 'simulated') return stored;
    this.state = stored;
    throw notSimulated();
  }

  /**
   * Runs `work` and moves simulated time forward to the instant it `reached` (if any), in one
   * transaction: deliveries run at several instants at once are stored together with the time
   * they brought the clock to. `work` gets the stored time, read in the transaction, so it never
   * dates anything before it. Real time cannot be moved: 400, before `work` runs.
   */
  async moveAlong<T extends { reached: number | undefined }>(work: (tx: Tx, now: number) => Promise<T>): Promise<T> {
    if (this.state.mode !== 'simulated') throw notSimulated();
    return this.change(async (tx) => {
      const stored = await this.simulatedIn(tx);
      // Judged before `work`, which may take a while: the end held when the move began.
      const taken = this.liveEnd(stored);
      const result = await work(tx, stored.now);
      if (result.reached === undefined || result.reached <= stored.now) return { state: stored, result };
      // An end an advance took and time has not reached yet holds on, renewed: it is moving.
      const moved: ClockState =
        taken && taken.to > result.reached
          ? { mode: 'simulated', now: result.reached, advancing: { ...taken, since: this.realNow() } }
          : { mode: 'simulated', now: result.reached };
      return { state: await keep(tx, moved), result };
    });
  }

  /**
   * A change of the stored clock made here: `work` reads and writes it in one transaction and
   * answers the state it leaves, which this clock then holds, and its own result. Reloads that
   * overlap it are not applied (`localChanges`).
   */
  private async change<T>(work: (tx: Tx) => Promise<{ state: ClockState; result: T }>): Promise<T> {
    this.localChanges++;
    const { state, result } = await this.store.write(work);
    this.localChanges++;
    this.state = state;
    return result;
  }

  private async save(state: ClockState): Promise<void> {
    this.localChanges++;
    this.state = state;
    await this.store.write((tx) => keep(tx, state));
    this.localChanges++;
  }

  /**
   * Reads the stored state again: `open()` calls it on every change of the settings, and what
   * answers the clock or moves it first, since another server's change may not be heard yet.
   */
  reload(): Promise<void> {
    return this.reloaded(() => this.store.read(storedState));
  }

  /** `reload` in `tx`, the transaction that heard the settings change. */
  private reloadIn(tx: Tx): Promise<void> {
    return this.reloaded(() => storedState(tx));
  }

  private async reloaded(read: () => Promise<ClockState>): Promise<void> {
    const mine = ++this.reloads;
    const changes = this.localChanges;
    const state = await read();
    if (changes !== this.localChanges || mine < this.appliedReload) return;
    this.appliedReload = mine;
    this.state = state;
  }
}

async function storedState(tx: Tx): Promise<ClockState> {
  return ((await tx.get('settings', CLOCK_SETTING))?.value as ClockState | undefined) ?? REAL;
}

/** Stores `state` as the clock, and answers it. */
async function keep(tx: Tx, state: ClockState): Promise<ClockState> {
  await tx.put('settings', { name: CLOCK_SETTING, value: state });
  return state;
}
