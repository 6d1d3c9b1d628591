/** The sandbox runtime behind the clock helpers: the clock and the deliveries it drives. */
import type { SandboxRuntime } from '../gateway/sandbox-runtime';
import type { DeliveryScheduler } from './delivery-scheduler';
import type { SwitchableClock } from './switchable-clock';

/**
 * The runtime over one switchable clock and the scheduler that delivers on its time; `call` makes
 * one-off calls to endpoints as the deliveries do (`gateway/webhooks/endpoint-call.ts`).
 */
export function createRuntime(
  clock: SwitchableClock,
  scheduler: DeliveryScheduler,
  call: SandboxRuntime['callEndpoint'],
): SandboxRuntime {
  return {
    callEndpoint: call,
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
}
