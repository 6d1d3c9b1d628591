/**
 * Runs webhook deliveries when they fall due. In real time a timer waits for the next event;
 * simulated time stands still, and `advance` walks it forward instant by instant, running
 * everything due at each instant (concurrently, see `instant-runner.ts`) before it moves on;
 * instants whose calls all stay inside the sandbox run several to a transaction
 * (`local-instants.ts`).
 *
 * Only the leader (one tab, through the Web Locks API; the one process in Node) keeps timers.
 * Any instance may run an event, since claiming an attempt is exclusive anyway.
 */
import { type AdvanceProgress, type AdvanceResult, GatewayError, type Store, StoreClosedError } from '../gateway/core';
import type { DeliveryRunner, DueEvent } from './runner';
import type { LocalRun } from './local-instants';
import { runInstant } from './instant-runner';
import type { Span, SwitchableClock } from './switchable-clock';
import { settledWithin, sleepUnless, whenAborted } from './settled-within';

export interface SchedulerOptions {
  /**
   * How long (wall time) a delivery waits for a real endpoint's answer before it moves on and
   * leaves the attempt in flight. The gateway itself never times a call out.
   */
  realAnswerWaitMs?: number;
  /** Calls `becomeLeader` once this instance may keep timers; default: at once. */
  leadership?: (becomeLeader: () => void) => void;
}

const MAX_TIMER_MS = 2 ** 31 - 1;
/** How long a plan that failed (its store out of reach) waits before it is made again. */
const PLAN_AGAIN_MS = 1000;
/** How often an advance looks whether another instance's calls at its instant are answered. */
const OTHERS_POLL_MS = 10;
/**
 * How often the leader looks whether the other servers or tabs awaiting calls' answers are still
 * there: one that has gone (killed, closed) has its calls taken over within about this long
 * once its store can tell.
 */
const SENDERS_LOOK_MS = 2000;

export class DeliveryScheduler {
  private leader = false;
  private timer: ReturnType<typeof setTimeout> | undefined;
  /** The other servers or tabs awaiting calls' answers, the next look at them, and the look under way (`watchSenders`). */
  private watched: string[] = [];
  private sendersTimer: ReturnType<typeof setTimeout> | undefined;
  private looking: Promise<void> | undefined;
  /** The last look failed: said once, until one works. */
  private lookFailing = false;
  private queue: Promise<unknown> = Promise.resolve();
  /** A plan is waiting in the queue: changes meanwhile need no second one. */
  private planQueued = false;
  /** The last plan failed (the store out of reach): said once, and again once a plan works. */
  private planFailing = false;
  /** Aborted by `stop()`: advances end at their next instant, and nothing waits for answers. */
  private readonly shutdown = new AbortController();
  private current: { progress: AdvanceProgress; stop: AbortController; halt: AbortSignal } | undefined;
  private readonly unsubscribe: () => void;
  private readonly realAnswerWaitMs: number;
  /**
   * Other instances' calls waited for once already, in vain (a tab that closed mid-call leaves
   * one in flight for good): no later advance of this instance waits for them again.
   */
  private readonly givenUp = new Set<string>();

  constructor(
    private readonly runner: DeliveryRunner,
    private readonly clock: SwitchableClock,
    store: Store,
    { realAnswerWaitMs = 5000, leadership = (become) => become() }: SchedulerOptions = {},
  ) {
    this.realAnswerWaitMs = realAnswerWaitMs;
    this.unsubscribe = store.onChange((collections) => {
      if (collections.includes('deliveries') || collections.includes('settings')) this.plan();
    });
    leadership(() => {
      this.leader = true;
      this.plan();
    });
  }

  /**
   * Moves simulated time forward by `ms`, running in time order every event that falls due on
   * the way (retries and late answers that come due inside the window included). When `signal`
   * aborts or `stopAdvance()` is called, it finishes the instant under way and stops there:
   * time stands at that instant and everything due up to it has run. `stop()` ends it the same
   * way, without waiting for answers still out.
   */
  advance(ms: number, signal?: AbortSignal): Promise<AdvanceResult> {
    return this.advanceTo({ ms }, signal);
  }

  /**
   * `advance`, over `span` from where the clock stands once this advance's turn comes, read
   * afresh (an advance before it here, or one another server has just answered, moved it on), or
   * from the end of the span an advance still running elsewhere has taken, so that advances asked
   * of several servers at once add up (`SwitchableClock.reserve`).
   */
  private advanceTo(span: Span, signal?: AbortSignal): Promise<AdvanceResult> {
    return this.exclusive(async () => {
      const reservation = await this.clock.reserve(span);
      const { now: from, to } = reservation;
      const stop = new AbortController();
      const halt = AbortSignal.any([stop.signal, this.shutdown.signal, ...(signal ? [signal] : [])]);
      const progress: AdvanceProgress = { from, to, reached: from, attemptsRun: 0, stopping: false };
      this.current = { progress, stop, halt };
      try {
        let previous: DueEvent | undefined;
        while (!halt.aborted) {
          const { due, othersOut } = await this.runner.outlook();
          const next = due[0];
          // Another tab or server may still be running this instant: time moves on once its
          // calls are answered (or have had as long as this instance's own), after reading again
          // what they queued.
          const waitingFor = othersOut.filter((attemptId) => !this.givenUp.has(attemptId));
          if ((!next || next.at > this.clock.now()) && waitingFor.length > 0) {
            await this.othersAnswered(waitingFor, halt);
            continue;
          }
          if (!next || next.at > progress.to) {
            await this.clock.moveTo(progress.to);
            progress.reached = progress.to;
            return { stopped: false };
          }
          if (previous && sameEvent(previous, next)) throw new Error(`Delivery event ${next.attemptId} did not progress`);
          const instant = due.filter((event) => event.at === next.at);
          const inside = instant.every((event) => event.local) ? await this.runInside(progress, halt) : undefined;
          if (inside?.reached === undefined) {
            await this.clock.moveTo(next.at);
            progress.attemptsRun += await this.runDue(instant);
            progress.reached = Math.max(progress.reached, next.at);
          }
          previous = next;
        }
        return { stopped: true };
      } finally {
        this.current = undefined;
        // Stopped short of its end, or failed: the next advance starts where the clock stands.
        // (Should this fail too, the end lapses by itself: ADVANCE_LEASE_MS.)
        if (progress.reached < to) await this.clock.release(reservation).catch(() => undefined);
      }
    });
  }

  /**
   * Jumps simulated time to the next due event and runs everything due then. Answers false,
   * moving nothing, when no delivery is waiting.
   */
  async advanceToNextDue(): Promise<boolean> {
    const [next] = await this.runner.upcoming();
    if (!next) return false;
    // The target is the event's own time, not a distance from this instance's idea of now,
    // which another call or server may have moved on meanwhile, nor from another advance's end.
    await this.advanceTo({ at: next.at });
    return true;
  }

  /** The advance under way in this instance, if any. */
  progress(): AdvanceProgress | undefined {
    return this.current && { ...this.current.progress, stopping: this.current.halt.aborted };
  }

  /**
   * Asks the advance under way to stop at the end of its current instant and resolves once it
   * has. Answers false when none was running.
   */
  async stopAdvance(): Promise<boolean> {
    if (!this.current) return false;
    this.current.stop.abort();
    await this.exclusive(async () => undefined);
    return true;
  }

  /**
   * Waits while `waitingFor`, calls another instance sent at this instant, are out: until they
   * are answered, `realAnswerWaitMs` of wall time have passed (those left are added to
   * `givenUp`) or the advance halts. Polled: other tabs' and servers' writes do not all reach
   * this instance's listeners.
   */
  private async othersAnswered(waitingFor: string[], halt: AbortSignal): Promise<void> {
    const giveUpAt = Date.now() + this.realAnswerWaitMs;
    const halted = whenAborted(halt);
    try {
      while (waitingFor.length > 0 && !halt.aborted && Date.now() < giveUpAt) {
        // A short sleep that the advance's halt cuts short.
        await sleepUnless(OTHERS_POLL_MS, halted);
        const stillOut = new Set((await this.runner.outlook()).othersOut);
        waitingFor = waitingFor.filter((attemptId) => stillOut.has(attemptId));
      }
    } finally {
      halted.dispose();
    }
    for (const attemptId of waitingFor) this.givenUp.add(attemptId);
  }

  /** Runs what is due now and sets a timer for what comes later (real time only). */
  plan(): void {
    if (!this.leader || this.stopped || this.planQueued) return;
    this.planQueued = true;
    void this.exclusive(async () => {
      this.planQueued = false;
      clearTimeout(this.timer);
      if (this.stopped) return;
      const { due, awaitedElsewhere } = await this.runner.outlook();
      this.watchSenders(awaitedElsewhere);
      const now = this.clock.now();
      const ready = due.filter((event) => event.at <= now);
      if (ready.length > 0) await this.runDue(ready);
      if (this.planFailing) console.info('Delivery scheduling works again');
      this.planFailing = false;
      const later = due.find((event) => event.at > now);
      if (later && this.clock.mode === 'real') {
        this.timer = setTimeout(() => this.plan(), Math.min(Math.max(0, later.at - this.clock.now()), MAX_TIMER_MS));
      }
    }).catch((error: unknown) => {
      if (this.stopped || error instanceof StoreClosedError) return;
      // Nothing else would plan again (a database back after a while announces no change), and a
      // retry due meanwhile must still go out: try again shortly. Said once, not every second
      // of an outage.
      if (!this.planFailing)
        console.error(`Delivery scheduling failed; planning again every ${PLAN_AGAIN_MS / 1000} s until it works`, error);
      this.planFailing = true;
      clearTimeout(this.timer);
      this.timer = setTimeout(() => this.plan(), PLAN_AGAIN_MS);
    });
  }

  /**
   * Looks every SENDERS_LOOK_MS, while calls are out, whether `senders` (the other servers or
   * tabs awaiting calls' answers, as the last plan read them) are still there, and takes over the
   * calls of those that have gone; a plan follows a takeover. A plan only renames whom the next
   * look asks about: were it to start the wait again, writes coming more often than the look
   * would keep it from ever happening. Only this look asks about calls out: the store's answer
   * may cost a query. (An advance waiting for such a call meanwhile sees it answered once taken
   * over.)
   */
  private watchSenders(senders: string[]): void {
    this.watched = senders;
    if (senders.length === 0 || this.stopped) {
      clearTimeout(this.sendersTimer);
      this.sendersTimer = undefined;
      return;
    }
    if (this.sendersTimer !== undefined || this.looking) return;
    this.sendersTimer = setTimeout(() => {
      this.sendersTimer = undefined;
      this.looking = this.lookAtSenders().then((taken) => {
        this.looking = undefined;
        if (taken > 0) this.plan();
        else this.watchSenders(this.watched);
      });
    }, SENDERS_LOOK_MS);
  }

  /** Takes over the calls of the watched senders that have gone; answers how many (none when the look failed). */
  private async lookAtSenders(): Promise<number> {
    try {
      const taken = await this.runner.takeOverFrom(this.watched);
      if (this.lookFailing) console.info('Looking at the other servers or tabs works again');
      this.lookFailing = false;
      return taken;
    } catch (error) {
      if (!this.stopped && !(error instanceof StoreClosedError)) {
        if (!this.lookFailing) console.error('Looking whether the other servers or tabs are still there failed; looking again', error);
        this.lookFailing = true;
      }
      return 0;
    }
  }

  /**
   * Stops timers and advances, stops waiting for answers, and waits for the run under way, so
   * that the store can close after it. Answers that come later are still recorded while the
   * store is open.
   */
  async stop(): Promise<void> {
    this.shutdown.abort();
    clearTimeout(this.timer);
    clearTimeout(this.sendersTimer);
    this.unsubscribe();
    await Promise.all([this.queue, this.looking]);
  }

  private get stopped(): boolean {
    return this.shutdown.signal.aborted;
  }

  /**
   * Runs `events` and answers how many attempts were sent. Each lane waits for its call's answer,
   * and the instant for the answers to be recorded, for `realAnswerWaitMs` at most from the call
   * (scripted receivers answer at once), so an endpoint that never answers delays one instant,
   * not every later one; after `stop()` nothing waits any more.
   */
  private async runDue(events: DueEvent[]): Promise<number> {
    const halted = whenAborted(this.shutdown.signal);
    try {
      return await runInstant(events, {
        run: (event) => this.runner.run(event),
        settled: (recorded) => settledWithin(recorded, this.realAnswerWaitMs, halted),
      });
    } finally {
      halted.dispose();
    }
  }

  /**
   * Runs the instants up to the advance's end whose events all stay inside the sandbox, in one
   * transaction with the clock's move to the last of them (see `local-instants.ts`),
   * showing each instant in `progress` as it runs. A run that fails (a store write, say) is
   * logged and answers undefined, taking back what it showed: the advance then runs the instant
   * alone, whose claims are tried one by one when theirs fail, so a failure undoes only its own
   * claim, and one that lasts is met again there.
   */
  private async runInside(progress: AdvanceProgress, halt: AbortSignal): Promise<LocalRun | undefined> {
    const before = { ...progress };
    const show = (run: Readonly<LocalRun>) => {
      progress.attemptsRun = before.attemptsRun + run.attemptsRun;
      progress.reached = Math.max(before.reached, run.reached ?? before.reached);
    };
    try {
      const run = await this.clock.moveAlong((tx, now) =>
        this.runner.runInside(tx, now, { until: progress.to, ignoring: this.givenUp, halted: () => halt.aborted, onInstant: show }),
      );
      this.runner.noAnswerComing(run.neverAnswered);
      return run;
    } catch (error) {
      // An answer (real time cannot be advanced: 400) or a closed store is no failure to work round.
      if (error instanceof GatewayError || error instanceof StoreClosedError) throw error;
      console.warn('Running instants together failed; running the next one alone', error);
      Object.assign(progress, before);
      return undefined;
    }
  }

  /** One run at a time per instance, so that `advance` and timers never interleave. */
  private exclusive<T>(work: () => Promise<T>): Promise<T> {
    const run = this.queue.then(work);
    this.queue = run.catch(() => undefined);
    return run;
  }
}

function sameEvent(a: DueEvent, b: DueEvent): boolean {
  return a.attemptId === b.attemptId && a.kind === b.kind && a.at === b.at;
}
