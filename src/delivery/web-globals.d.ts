/**
 * The web-standard globals the delivery engine uses beside the gateway's (`gateway/web-globals.d.ts`):
 * timers and abort signals, alike in browsers, workers and Node 20. Read by this folder's tsconfig
 * alone: the app's, which has the DOM and Node, declares them in full.
 */

/** A timer's handle: a number in a browser, an object Node may `unref` (so a wait never keeps a process alive). */
type TimerHandle = number | { unref?(): unknown };

declare function setTimeout(callback: () => void, ms?: number): TimerHandle;
declare function clearTimeout(handle: TimerHandle | undefined): void;

declare class AbortController {
  readonly signal: AbortSignal;
  abort(reason?: unknown): void;
}

declare const AbortSignal: {
  /** The signal that aborts once any of `signals` does. */
  any(signals: AbortSignal[]): AbortSignal;
};
