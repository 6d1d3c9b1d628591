/**
 * Instants whose every event stays inside the sandbox, run together in one transaction. A month
 * of a thousand webhooks failing against a scripted receiver is eight instants of a thousand
 * such events; run instant by instant, each attempt is written twice (finished, and its retry
 * queued) and every instant reads all that is pending twice. Run here, an attempt is written once,
 * in the state the run leaves it in, and the pending attempts, webhooks and scripts are read once.
 */
import { claimOne, compareKeys, outcome, receiverName, scriptedReceivers } from '../gateway/webhooks';
import { webhooksOf } from './reads';
import type { DeliveryAttempt, Tx, Webhook } from '../gateway/core';

/**
 * At most this many events in one transaction, counted in whole instants (an instant larger
 * than this still runs whole): bounds how long other writers and readers wait for it.
 */
const LOCAL_EVENTS_PER_TRANSACTION = 4_000;

export interface LocalRunOptions {
  /** The clock's time as the run starts: events already overdue run then, as time never moves back. */
  now: number;
  /** Real time, epoch ms, read as each instant runs: what its attempts are signed with. */
  realNow: () => number;
  /** The last instant that may run. */
  until: number;
  /** An IN_FLIGHT attempt whose answer another instance still awaits: time must not move past it here. */
  othersOut: (attempt: DeliveryAttempt) => boolean;
  /** Asked to stop: the run ends after the instant under way. */
  halted: () => boolean;
  /** Told after each instant has run, with the run so far (not yet committed). */
  onInstant?: (run: Readonly<LocalRun>) => void;
  /** Default LOCAL_EVENTS_PER_TRANSACTION. */
  maxEvents?: number;
}

/** What a run of local instants came to. */
export interface LocalRun {
  /**
   * The last instant that ran; undefined when none could: nothing due by `until`, an event of
   * the first instant leaves the sandbox, or another instance's call is out.
   */
  reached: number | undefined;
  /** Attempts sent. */
  attemptsRun: number;
  /** Attempts whose scripted receiver never answers: they stay IN_FLIGHT. */
  neverAnswered: string[];
}

/** An event of the run: an attempt to send, or its parked answer to take. */
interface LocalEvent {
  at: number;
  attempt: DeliveryAttempt;
  kind: 'send' | 'answer';
}

/**
 * Runs in `tx`, instant by instant from the earliest due, what falls due up to `until`, as long
 * as every event of an instant stays inside the sandbox (a call to a scripted receiver, or a
 * parked answer) and no other instance's call is out. Each instant runs whole, at its own time
 * (or the clock's, when it is overdue): its attempts are dated then and signed at the real time
 * they run, in the order they were queued, so every lane keeps its order and each receiver's script answers in turn. The
 * transaction is exclusive, so every attempt runs exactly once, across tabs and servers too. An
 * attempt is put at the end of the instant that finished it (or sent it never to be answered);
 * what is still pending or parked when the run ends is put then.
 */
export async function runLocalInstants(
  tx: Tx,
  { now, realNow, until, othersOut, halted, onInstant, maxEvents = LOCAL_EVENTS_PER_TRANSACTION }: LocalRunOptions,
): Promise<LocalRun> {
  const run: LocalRun = { reached: undefined, attemptsRun: 0, neverAnswered: [] };
  const [pending, inFlight] = await Promise.all([
    tx.find('deliveries', 'byState', 'PENDING'),
    tx.find('deliveries', 'byState', 'IN_FLIGHT'),
  ]);
  if (inFlight.some(othersOut)) return run;
  let events = [...pending, ...inFlight].flatMap((attempt) => nextEvent(attempt) ?? []);
  const webhooks = await webhooksOf(tx, [...new Set(events.map((event) => event.attempt.webhookId))]);
  const receivers = await scriptedReceivers(tx, webhooks.values());
  const staysInside = (event: LocalEvent) => event.kind === 'answer' || !isCalledOut(webhooks.get(event.attempt.webhookId));

  /** Records changed by the run and not yet put: queued retries and parked answers. */
  const unsaved = new Map<string, DeliveryAttempt>();
  let eventsRun = 0;
  while (events.length > 0) {
    const at = events.reduce((earliest, event) => Math.min(earliest, event.at), Infinity);
    const instant = events.filter((event) => event.at === at);
    if (at > until || !instant.every(staysInside)) break;
    if (eventsRun > 0 && eventsRun + instant.length > maxEvents) break;
    events = events.filter((event) => event.at !== at);
    const time = Math.max(at, now);
    const finished: DeliveryAttempt[] = [];
    // In the order they were queued, which within a lane (one webhook's notifications of one
    // payment) is the order they must be sent in.
    for (const event of instant.sort((a, b) => compareKeys(a.attempt.id, b.attempt.id))) {
      const webhook = webhooks.get(event.attempt.webhookId);
      let records: DeliveryAttempt[];
      if (event.kind === 'answer') {
        records = outcome(event.attempt, webhook, event.attempt.pendingAnswer!, time);
      } else {
        const claimed = claimOne(event.attempt, webhook, { sentAt: time, realNow: realNow() }, receivers, () => time);
        if (claimed.claim.kind !== 'not-sent') run.attemptsRun++;
        records = claimed.records;
      }
      for (const record of records) {
        const next = nextEvent(record);
        if (next) {
          unsaved.set(record.id, record);
          events.push(next);
          continue;
        }
        unsaved.delete(record.id);
        finished.push(record);
        if (record.state === 'IN_FLIGHT') run.neverAnswered.push(record.id);
      }
    }
    eventsRun += instant.length;
    run.reached = time;
    onInstant?.(run);
    // While the instant's writes travel, the page takes other work (a progress poll, a stop),
    // and a write that failed ends the run here. A stop ends it at this instant's boundary.
    await Promise.all(finished.map((record) => tx.put('deliveries', record)));
    if (halted()) break;
  }
  await Promise.all([...[...unsaved.values()].map((record) => tx.put('deliveries', record)), receivers.save()]);
  return run;
}

/** What `record` still waits for within a run: its send, or its parked answer. */
function nextEvent(record: DeliveryAttempt): LocalEvent | undefined {
  if (record.state === 'PENDING') return { at: record.scheduledAt, attempt: record, kind: 'send' };
  if (record.state === 'IN_FLIGHT' && record.pendingAnswer) return { at: record.pendingAnswer.at, attempt: record, kind: 'answer' };
  return undefined;
}

/** A call to this webhook leaves the sandbox (a missing webhook is not called at all). */
function isCalledOut(webhook: Webhook | undefined): boolean {
  return webhook !== undefined && receiverName(webhook.endpoint) === undefined;
}
