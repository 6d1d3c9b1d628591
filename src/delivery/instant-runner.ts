/**
 * Runs the events due at one instant. Lanes (one webhook's notifications of one payment) run at
 * once, up to a bound, so that a thousand failing webhooks cost about as much wall time as
 * thirty-two; within a lane events run one after another in the order they were queued, so a
 * receiver never sees a payment's REFUNDED before its COMPLETED. Lanes whose calls stay inside
 * the sandbox (scripted receivers, parked answers) have a far wider bound: no server is there to
 * spare, and the more of them run together, the more their claims and records share a
 * transaction.
 */
import { inArgumentOrder } from '../gateway/core';
import type { DueEvent, Outcome } from './runner';

/** How many lanes run at once: enough to hide each call's latency, few enough to stay polite. */
const LANES_AT_ONCE = 32;
/** How many local lanes run at once: bounded only to keep an instant's transactions and memory in check. */
export const LOCAL_LANES_AT_ONCE = 1024;

export interface InstantWork {
  /** Sends one attempt or takes one parked answer. */
  run(event: DueEvent): Promise<Outcome>;
  /** Resolves when `recorded` settles, or when it is no longer waited for. */
  settled(recorded: Promise<void>): Promise<void>;
  /** Lanes at once that call out of the sandbox; default LANES_AT_ONCE. */
  concurrency?: number;
}

/**
 * Runs `events` (earliest first), lane by lane, and settles once every lane is done and every
 * answer that came back is recorded (or no longer waited for). A lane goes on as soon as its
 * call's answer is in, so that the answer's record shares a transaction with the claims beside
 * it instead of holding up the lane's next call. Answers how many attempts this instance sent.
 */
export async function runInstant(events: readonly DueEvent[], { run, settled, concurrency = LANES_AT_ONCE }: InstantWork): Promise<number> {
  const lanes = [...lanesOf(events).values()];
  let sent = 0;
  // Only the records still awaited: an instant of ten thousand attempts keeps none of the rest.
  const recording = new Set<Promise<void>>();
  async function runLanes(queue: DueEvent[][], atOnce: number): Promise<void> {
    let next = 0;
    async function worker(): Promise<void> {
      while (next < queue.length) {
        for (const event of queue[next++]!) {
          const outcome = await run(event);
          if (outcome.sent) sent++;
          const recorded = settled(outcome.recorded);
          recording.add(recorded);
          const forget = () => recording.delete(recorded);
          void recorded.then(forget, forget);
          await Promise.race([outcome.answered, recorded]);
        }
      }
    }
    await inArgumentOrder(Array.from({ length: Math.min(atOnce, queue.length) }, worker));
  }
  const isLocal = (lane: DueEvent[]) => lane.every((event) => event.local);
  // A lane that fails fails the instant once the others are done and their answers recorded, so
  // that none of them still sends when the next instant, or the next advance, begins.
  await inArgumentOrder([
    runLanes(
      lanes.filter((lane) => !isLocal(lane)),
      concurrency,
    ),
    runLanes(lanes.filter(isLocal), LOCAL_LANES_AT_ONCE),
  ]).finally(() => Promise.all(recording));
  return sent;
}

/** Events grouped by lane, lanes in the order of their first event (Map.groupBy needs Node 21). */
function lanesOf(events: readonly DueEvent[]): Map<string, DueEvent[]> {
  const lanes = new Map<string, DueEvent[]>();
  for (const event of events) {
    const lane = lanes.get(event.lane);
    if (lane) lane.push(event);
    else lanes.set(event.lane, [event]);
  }
  return lanes;
}
