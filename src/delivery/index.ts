/**
 * The delivery engine: the gateway's clock and everything that sends webhooks on its time. One
 * constructor, `createDeliveryEngine`, over a store and a transport; what the rest of the sandbox
 * uses of it is the clock (the gateway's `Clock` port), the `SandboxRuntime` port behind the clock
 * helpers, and `stop`. The scheduler, the runner, claiming, group commit and the calls out stay
 * inside this folder (see README.md for how they fit together).
 */
import type { Clock, SandboxRuntime, Store, Transport } from '../gateway/core';
import { CHECK_CALL_TIMEOUT_MS } from '../gateway/webhooks';
import { withCallTimeout } from './call-timeout';
import { endpointCaller } from './endpoint-call';
import { groupCommit } from './group-commit';
import { deliveryRunner } from './runner';
import { DeliveryScheduler, type SchedulerOptions } from './scheduler';
import { SwitchableClock } from './switchable-clock';

export interface DeliveryEngineOptions extends SchedulerOptions {
  store: Store;
  /** How webhook calls to endpoints outside the sandbox leave (scripted receivers answer inside whatever it is). */
  transport: Transport;
  /** Real time; tests may pin it. */
  realNow?: () => number;
}

export interface DeliveryEngine {
  /** The gateway's clock, real or simulated, kept in the store. */
  clock: Clock;
  /** What the clock helpers call: the clock, advances, and one-off calls to endpoints. */
  runtime: SandboxRuntime;
  /**
   * Stops deliveries: timers, the advance under way (at its current instant) and waiting for
   * answers; resolves once the run under way has finished, so the store may close after it.
   */
  stop(): Promise<void>;
}

/** The engine over `store`: reads the stored clock, then plans what is due (once it leads). */
export async function createDeliveryEngine({ store, transport, realNow, ...scheduling }: DeliveryEngineOptions): Promise<DeliveryEngine> {
  const clock = await SwitchableClock.open(store, realNow);
  // Deliveries due at one instant claim and record their attempts together. Side by side is safe:
  // every attempt is in one lane's hands at a time, and the one write that moves the receivers'
  // scripts on, a batch of claims, claims after the batch before it (`claimInTurn`).
  const runner = deliveryRunner({ store: groupCommit(store, { sideBySide: true }), clock, transport, pause: wallTimePause });
  const scheduler = new DeliveryScheduler(runner, clock, store, scheduling);
  const callEndpoint = endpointCaller(store, withCallTimeout(transport, CHECK_CALL_TIMEOUT_MS));
  const runtime: SandboxRuntime = {
    callEndpoint,
    async clockView() {
      await clock.reload();
      return clock.view();
    },
    async setClock(mode, now) {
      await clock.set(mode, now);
      scheduler.plan();
    },
    advanceClock: (ms, signal) => scheduler.advance(ms, signal),
    stopAdvance: () => scheduler.stopAdvance(),
    advanceProgress: () => scheduler.progress(),
    advanceToNextDue: () => scheduler.advanceToNextDue(),
    async reload() {
      await clock.reload();
      scheduler.plan();
    },
  };
  return { clock, runtime, stop: () => scheduler.stop() };
}

function wallTimePause(ms: number): Promise<void> {
  return new Promise((resolve) => setTimeout(resolve, ms));
}
