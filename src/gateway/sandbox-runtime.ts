/**
 * The sandbox's own machinery the helpers reach: the clock and the deliveries it drives. A port,
 * like the Store: `clock/` implements it and `http/` calls it, so neither imports the other.
 */
export interface SandboxRuntime {
  clockView(): { mode: 'real' | 'simulated'; now: number };
  setClock(mode: 'real' | 'simulated', now?: number): Promise<void>;
  /** Moves simulated time, running every delivery that falls due on the way. */
  advanceClock(ms: number): Promise<void>;
  /** Jumps simulated time to the next due delivery and runs it; false when none is waiting. */
  advanceToNextDue(): Promise<boolean>;
  /** Brings the runtime in line with freshly imported or reset data. */
  reload(): Promise<void>;
}
