/** The sandbox runtime behind the clock helpers: the clock and the deliveries it drives. */
import type { SandboxRuntime } from '../http/route';
import type { SwitchableClock } from './switchable-clock';

export function createRuntime(clock: SwitchableClock): SandboxRuntime {
  return {
    clockView: () => clock.view(),
    setClock: (mode, now) => clock.set(mode, now),
    async advanceClock(ms) {
      await clock.moveTo(clock.now() + ms);
    },
    reload: () => clock.reload(),
  };
}
