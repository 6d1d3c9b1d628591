/**
 * Runs webhook deliveries when they fall due. In real time a timer waits for the next event;
 * simulated time stands still, and `advance` walks it forward event by event, running each
 * delivery at its own moment before it returns.
 *
 * Only the leader (one tab, through the Web Locks API; the one process in Node) keeps timers.
 * Any instance may run an event, since claiming an attempt is exclusive anyway.
 */
import type { DeliveryRunner, DueEvent } from '../gateway/deliveries';
import type { Store } from '../gateway/ports';
import { notSimulated, type SwitchableClock } from './switchable-clock';

export interface SchedulerOptions {
  /**
   * How long `advance` waits (wall time) for a real endpoint's answer before it moves on and
   * leaves the attempt in flight. The gateway itself never times a call out.
   */
  realAnswerWaitMs?: number;
  /** Calls `becomeLeader` once this instance may keep timers; default: at once. */
  leadership?: (becomeLeader: () => void) => void;
}

const MAX_TIMER_MS = 2 ** 31 - 1;

export class DeliveryScheduler {
  private leader = false;
  private timer: ReturnType<typeof setTimeout> | undefined;
  private queue: Promise<unknown> = Promise.resolve();
  private stopped = false;
  /**
   * Calls sent by this instance whose answer has not been recorded yet, with the wall-clock time
   * until which `advance` still waits for each.
   */
  private readonly unanswered = new Map<Promise<void>, number>();
  private readonly unsubscribe: () => void;
  private readonly realAnswerWaitMs: number;

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
   * the way (retries and late answers that come due inside the window included).
   */
  advance(ms: number): Promise<void> {
    if (this.clock.mode !== 'simulated') {
      return Promise.reject(notSimulated());
    }
    const target = this.clock.now() + ms;
    return this.exclusive(async () => {
      let previous: DueEvent | undefined;
      for (;;) {
        // An answer still on its way may queue a retry that falls inside the window.
        await this.answersSoFar();
        const [next] = await this.runner.upcoming();
        if (!next || next.at > target) break;
        if (previous && sameEvent(previous, next)) throw new Error(`Delivery event ${next.attemptId} did not progress`);
        await this.clock.moveTo(next.at);
        await this.run(next);
        previous = next;
      }
      await this.clock.moveTo(target);
    });
  }

  /**
   * Jumps simulated time to the next due event and runs everything due then. Answers false,
   * moving nothing, when no delivery is waiting.
   */
  async advanceToNextDue(): Promise<boolean> {
    const [next] = await this.runner.upcoming();
    if (!next) return false;
    await this.advance(Math.max(0, next.at - this.clock.now()));
    return true;
  }

  /** Runs what is due now and sets a timer for what comes later (real time only). */
  plan(): void {
    if (!this.leader || this.stopped) return;
    void this.exclusive(async () => {
      clearTimeout(this.timer);
      if (this.stopped) return;
      for (const event of await this.runner.upcoming()) {
        const wait = event.at - this.clock.now();
        if (wait <= 0) {
          await this.run(event);
          continue;
        }
        if (this.clock.mode === 'real') this.timer = setTimeout(() => this.plan(), Math.min(wait, MAX_TIMER_MS));
        break;
      }
    }).catch((error: unknown) => console.error('Delivery scheduling failed', error));
  }

  /** Stops timers and waits for the run under way, so that the store can close after it. */
  async stop(): Promise<void> {
    this.stopped = true;
    clearTimeout(this.timer);
    this.unsubscribe();
    await this.queue;
  }

  private async run(event: DueEvent): Promise<void> {
    const { answered } = await this.runner.run(event);
    this.unanswered.set(answered, Date.now() + this.realAnswerWaitMs);
    void answered.finally(() => this.unanswered.delete(answered));
  }

  /**
   * Waits for the answers of calls under way, each for `realAnswerWaitMs` after it was sent at
   * most, so that an endpoint that never answers delays one advance, not every later one.
   */
  private async answersSoFar(): Promise<void> {
    const waitMs = Math.max(0, ...this.unanswered.values()) - Date.now();
    if (waitMs <= 0) return;
    await Promise.race([Promise.all(this.unanswered.keys()), wallClockDelay(waitMs)]);
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

function wallClockDelay(ms: number): Promise<void> {
  return new Promise((resolve) => {
    const timer = setTimeout(resolve, ms);
    (timer as { unref?: () => void }).unref?.();
  });
}
