/**
 * Running webhook delivery attempts: claim one, sign and send it, record what came back and
 * queue the retry the policy calls for. A claim moves an attempt from PENDING on only once, so
 * two tabs or two gateways on one store never send the same attempt twice. A scripted receiver
 * answers inside the claim's transaction; a real call's answer is recorded in one of its own. A
 * real call whose sender went away before its answer was recorded is taken over by another
 * instance (`takeOverFrom`). Claiming itself is `claims.ts`.
 */
import { answerOf, type CallAnswer, compareKeys, laneOf, outcome, receiverName } from '../gateway/webhooks';
import {
  type CallResult,
  type Clock,
  type DeliveryAttempt,
  type Store,
  StoreClosedError,
  StoreUnavailableError,
  type Transport,
  type Tx,
} from '../gateway/core';
import { claimer } from './claims';
import { runLocalInstants, type LocalRun, type LocalRunOptions } from './local-instants';

export interface DeliveryDeps {
  store: Store;
  clock: Clock;
  transport: Transport;
  /** Waits `ms` of wall time: before a real call's answer is recorded again, its store out of reach. */
  pause: (ms: number) => Promise<void>;
}

/** How long a real call's answer waits before its record is tried again while the store is out of reach. */
const RECORD_AGAIN_MS = 1000;

/** The error an attempt is failed with when the server or tab that sent it went away first. */
const SENDER_GONE = 'The server or tab that sent it went away before its answer came';

/** A point in time at which an attempt needs work: sending it, or taking its late answer. */
export interface DueEvent {
  at: number;
  attemptId: string;
  /** The attempt's webhook, which never changes: a claim reads it beside the attempt. */
  webhookId: string;
  kind: 'send' | 'answer';
  /**
   * The webhook and payment the attempt is for. Events of one lane run one after another, in
   * the order they were queued; different lanes may run at once.
   */
  lane: string;
  /**
   * Nothing leaves the sandbox for it: a call to a scripted receiver, or a parked answer. Such
   * lanes need no politeness towards a server and may all run at once.
   */
  local: boolean;
}

export function deliveryRunner({ store, clock, transport, pause }: DeliveryDeps) {
  /** Attempts this instance sent that are still waiting for their answer (or never get one). */
  const awaitedHere = new Set<string>();
  const claim = claimer(store, clock);
  const { senders } = store;

  /**
   * Claims a PENDING attempt and sends it. A scripted receiver's answer is taken in the claim's
   * own transaction; any other call goes out once claimed, and its result is recorded when it
   * comes.
   */
  async function send({ attemptId, webhookId }: DueEvent): Promise<Outcome> {
    const claimed = await claim({ attemptId, webhookId });
    if (claimed.kind === 'not-sent') return DONE_NOT_SENT;
    if (claimed.kind === 'answered-inside') {
      if (claimed.neverAnswers) awaitedHere.add(attemptId);
      return DONE_SENT;
    }
    awaitedHere.add(attemptId);
    // Started in a promise, so that a transport that throws at once is a network error like
    // any other, not an attempt left IN_FLIGHT for good.
    const result = Promise.resolve()
      .then(() => transport.send(claimed.request))
      .catch((error: unknown): CallResult => ({ kind: 'network-error', error: String(error) }));
    const recorded = result
      .then((came) => settle(attemptId, claimed.webhookId, came))
      // Nobody awaits a real call's answer in the background: a failure to record it is logged,
      // except after shutdown, when the attempt truthfully stays IN_FLIGHT.
      .catch((error: unknown) => {
        if (!(error instanceof StoreClosedError)) console.error(`Recording the answer of delivery ${attemptId} failed`, error);
      });
    return { sent: true, answered: result.then(() => undefined), recorded };
  }

  /**
   * Records a real call's result. While the store is out of reach (a database gone for a while),
   * it is tried again until it is kept: the call was made and answered, and an attempt left
   * IN_FLIGHT would never be retried. (Recording again is harmless: only an attempt still
   * IN_FLIGHT takes an answer.)
   */
  async function settle(attemptId: string, webhookId: string, result: CallResult): Promise<void> {
    const answer = answerOf(result);
    // Dated when it came back, however long the store takes to keep it: waits count from then.
    const came = clock.now();
    try {
      for (let tries = 1; ; tries++) {
        try {
          if ((await record(attemptId, webhookId, answer, came)) === 'taken over') {
            console.warn(
              `The answer of delivery ${attemptId} came after another server or tab had taken the attempt over as lost; it is not recorded`,
            );
          }
          return;
        } catch (error) {
          if (!(error instanceof StoreUnavailableError)) throw error;
          if (tries === 1) console.warn(`Recording the answer of delivery ${attemptId} waits for the store: ${error.message}`);
          await pause(RECORD_AGAIN_MS);
        }
      }
    } finally {
      awaitedHere.delete(attemptId);
    }
  }

  /**
   * Stores the outcome of an attempt of `webhookId` and, when the policy says so, its next
   * attempt; with `awaitedBy`, only while that sender still awaits it. The attempt and its webhook
   * are read side by side (PostgreSQL: one round trip under the write lock, not two): an
   * attempt's webhook never changes. Answers whether the answer was kept, and if not, whether
   * another instance had taken the attempt over.
   */
  function record(attemptId: string, webhookId: string, answer: CallAnswer, at = clock.now(), awaitedBy?: string) {
    return store.write(async (tx): Promise<'recorded' | 'taken over' | 'not in flight'> => {
      const [attempt, webhook] = await Promise.all([tx.get('deliveries', attemptId), tx.get('webhooks', webhookId)]);
      if (attempt?.state !== 'IN_FLIGHT') return attempt?.error === SENDER_GONE ? 'taken over' : 'not in flight';
      if (awaitedBy !== undefined && attempt.awaitedBy !== awaitedBy) return 'not in flight';
      await Promise.all(outcome(attempt, webhook, answer, at).map((record) => tx.put('deliveries', record)));
      return 'recorded';
    });
  }

  /** Takes a parked scripted answer whose time has come. */
  async function deliverAnswer(attemptId: string): Promise<void> {
    const attempt = await store.read((tx) => tx.get('deliveries', attemptId));
    if (attempt?.state === 'IN_FLIGHT' && attempt.pendingAnswer) await record(attemptId, attempt.webhookId, attempt.pendingAnswer);
  }

  /**
   * An attempt another tab or server sent at `now` (the gateway clock's) or later that still
   * waits for its answer. Moving simulated time on while it is out would date its answer, and
   * the retry that queues, later. (Later ones too, because this instance's idea of the shared
   * clock may lag a moment behind.)
   */
  function isOthersOut(attempt: DeliveryAttempt, now: number): boolean {
    return attempt.state === 'IN_FLIGHT' && !attempt.pendingAnswer && (attempt.sentAt ?? 0) >= now && !awaitedHere.has(attempt.id);
  }

  /**
   * From one read: every event still to come (`due`, as `upcoming` answers it), the attempts
   * other instances still await answers to (`othersOut`, see `isOthersOut`), and the other
   * servers or tabs that await answers of calls out of the sandbox (`awaitedElsewhere`), to be
   * looked at (`takeOverFrom`) should one go away.
   */
  async function outlook(): Promise<{ due: DueEvent[]; othersOut: string[]; awaitedElsewhere: string[] }> {
    const [pending, inFlight] = await store.read(async (tx) =>
      Promise.all([tx.find('deliveries', 'byState', 'PENDING'), tx.find('deliveries', 'byState', 'IN_FLIGHT')]),
    );
    const now = clock.now();
    const events: DueEvent[] = [
      ...pending.map((attempt) => ({
        at: attempt.scheduledAt,
        attemptId: attempt.id,
        webhookId: attempt.webhookId,
        kind: 'send' as const,
        lane: laneOf(attempt),
        // The endpoint of its last claim: a PATCH since then only changes how many run at once.
        local: receiverName(attempt.request.url) !== undefined,
      })),
      ...inFlight.flatMap((attempt) =>
        attempt.pendingAnswer
          ? [
              {
                at: attempt.pendingAnswer.at,
                attemptId: attempt.id,
                webhookId: attempt.webhookId,
                kind: 'answer' as const,
                lane: laneOf(attempt),
                local: true,
              },
            ]
          : [],
      ),
    ];
    const othersOut = inFlight.filter((attempt) => isOthersOut(attempt, now)).map((attempt) => attempt.id);
    // Events due at the same moment run in the order they were queued.
    const due = events.sort((a, b) => a.at - b.at || compareKeys(a.attemptId, b.attemptId));
    const awaitedElsewhere = new Set(
      inFlight.flatMap((attempt) => (attempt.awaitedBy !== undefined && attempt.awaitedBy !== senders?.me ? [attempt.awaitedBy] : [])),
    );
    return { due, othersOut, awaitedElsewhere: [...awaitedElsewhere] };
  }

  return {
    /**
     * Does what `event` calls for. Resolves once the attempt is sent (`sent`: false when it was
     * no longer PENDING) or its parked answer taken; `answered` resolves when a call has come
     * back, and `recorded` once its answer is stored.
     */
    async run(event: DueEvent): Promise<Outcome> {
      if (event.kind === 'send') return send(event);
      await deliverAnswer(event.attemptId);
      return DONE_NOT_SENT;
    },

    /** Every event still to come, earliest first: PENDING attempts and parked answers. */
    async upcoming(): Promise<DueEvent[]> {
      return (await outlook()).due;
    },

    outlook,

    /**
     * Takes over the calls out of the sandbox that those of `senders` who have gone (a server
     * killed, a tab closed) were awaiting: nobody else would record their answers, and no retry
     * would ever follow. Each is recorded as a call whose answer was lost, which queues the retry
     * the policy calls for; the receiver may have had the call, and then gets the retry as well,
     * as after a dropped connection. Two instances may both find one: only the first records it
     * (`record`). Answers how many it took over.
     */
    async takeOverFrom(names: readonly string[]): Promise<number> {
      if (!senders || names.length === 0) return 0;
      const gone = await senders.gone(names);
      if (gone.size === 0) return 0;
      const inFlight = await store.read((tx) => tx.find('deliveries', 'byState', 'IN_FLIGHT'));
      const orphans = inFlight.filter((attempt) => attempt.awaitedBy !== undefined && gone.has(attempt.awaitedBy));
      await Promise.all(
        orphans.map((attempt) => record(attempt.id, attempt.webhookId, { error: SENDER_GONE }, clock.now(), attempt.awaitedBy)),
      );
      return orphans.length;
    },

    /**
     * Runs in `tx` the instants from `now` (the stored clock's) up to `until` whose events all
     * stay inside the sandbox, at once (see `local-instants.ts`). `ignoring` are other instances'
     * calls no longer waited for; `halted` says when to stop after the instant under way, and
     * `onInstant` reports each instant run. Answers `reached: undefined` when nothing ran: the
     * first instant due calls out of the sandbox, or another instance's call is still out.
     * Once it has committed, pass its `neverAnswered` to `noAnswerComing`.
     */
    runInside(
      tx: Tx,
      now: number,
      options: Omit<LocalRunOptions, 'now' | 'othersOut' | 'realNow'> & { ignoring: ReadonlySet<string> },
    ): Promise<LocalRun> {
      const { ignoring, ...rest } = options;
      const othersOut = (attempt: DeliveryAttempt) => isOthersOut(attempt, now) && !ignoring.has(attempt.id);
      return runLocalInstants(tx, { ...rest, now, othersOut, realNow: () => clock.realNow() });
    },

    /** Attempts of this instance whose answer never comes: never waited for as another's. */
    noAnswerComing(attemptIds: readonly string[]): void {
      for (const attemptId of attemptIds) awaitedHere.add(attemptId);
    },
  };
}

export type DeliveryRunner = ReturnType<typeof deliveryRunner>;

/**
 * What running an event came to: whether this instance sent a call, when its answer came back
 * (the lane may go on) and when that answer is recorded (the instant may end).
 */
export interface Outcome {
  sent: boolean;
  answered: Promise<void>;
  recorded: Promise<void>;
}

const done = Promise.resolve();
const DONE_SENT: Outcome = { sent: true, answered: done, recorded: done };
const DONE_NOT_SENT: Outcome = { sent: false, answered: done, recorded: done };
