/**
 * The sandbox's own machinery the helpers reach: the clock and the deliveries it drives. A port,
 * like the Store: `delivery/` implements it and `http/` calls it, so neither imports the other.
 */
import type { CallResult, OutgoingRequest } from './ports';

/**
 * What one call got back. Beside an answer and a network error, `silent`: the endpoint took the
 * connection and gave no answer before the call gave up (a caller that cannot tell the two apart,
 * such as `fetch`, answers a network error instead).
 */
export type CheckAnswer = CallResult | { kind: 'silent'; error: string };

/** What a scripted receiver that verifies signatures checks the call against: the webhook's secret and real time (unix seconds). */
export interface CallSigning {
  secret: string;
  nowSeconds: number;
}

/** How far an advance of simulated time under way has come, as `GET /_sandbox/clock` shows it. */
export interface AdvanceProgress {
  /** Simulated time when the advance began, and where it is going. */
  from: number;
  to: number;
  /** The latest instant whose deliveries have all run. */
  reached: number;
  /** Attempts this advance has sent. */
  attemptsRun: number;
  /** Asked to stop: it ends once the instant under way has run. */
  stopping: boolean;
}

/** What an advance came to: `stopped` when it was asked to stop before reaching its target. */
export interface AdvanceResult {
  stopped: boolean;
}

export interface SandboxRuntime {
  /** The clock as stored now, read afresh: another server's change may not have been heard yet. */
  clockView(): Promise<{ mode: 'real' | 'simulated'; now: number }>;
  setClock(mode: 'real' | 'simulated', now?: number): Promise<void>;
  /**
   * Moves simulated time, running every delivery that falls due on the way. Stops at the end of
   * the instant under way when `signal` aborts (the client went away) or `stopAdvance` is called.
   */
  advanceClock(ms: number, signal?: AbortSignal): Promise<AdvanceResult>;
  /** Stops the advance under way at an instant boundary; false when none was running. */
  stopAdvance(): Promise<boolean>;
  /** The advance under way, if any. */
  advanceProgress(): AdvanceProgress | undefined;
  /** Jumps simulated time to the next due delivery and runs it; false when none is waiting. */
  advanceToNextDue(): Promise<boolean>;
  /** Brings the runtime in line with freshly imported or reset data. */
  reload(): Promise<void>;
  /** One call to a webhook endpoint outside any delivery, made as deliveries make theirs (`endpoint-call.ts`). */
  callEndpoint(request: OutgoingRequest, signing?: CallSigning): Promise<CheckAnswer>;
}
